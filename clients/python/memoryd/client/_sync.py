"""MemoryClient: the blocking client, one method per MemoryService RPC."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from types import TracebackType
from typing import Any, Self

import grpc

from memoryd.v1 import memory_pb2_grpc

from . import _convert as cv
from ._errors import map_rpc_error
from ._types import (
    Embedding,
    ForgetModeName,
    HistoryEntry,
    Hit,
    Memory,
    MemoryInput,
    MemoryTypeName,
    RecallResult,
    RememberResult,
    Scope,
    SourceName,
    Stats,
)


class MemoryClient:
    """A blocking client of one memoryd server.

    Parameters
    ----------
    target
        The server address, e.g. ``"127.0.0.1:50051"`` or ``"dns:///memoryd.internal:443"``.
    timeout
        Seconds each call may take before it fails with :class:`DeadlineExceeded`;
        ``None`` waits forever.
    options
        gRPC channel options, e.g. ``[("grpc.max_receive_message_length", 64 << 20)]``.
    credentials
        ``grpc.ChannelCredentials`` for TLS (``grpc.ssl_channel_credentials()``); ``None``
        opens a plaintext channel.

    The client holds one channel, opened lazily on the first call. It is thread-safe: share
    one instance across threads. Close it with :meth:`close` or use it as a context manager.
    Failed calls raise a :class:`MemorydError` subclass; arguments refused before sending
    raise ``ValueError`` or ``TypeError``.

    Every method takes ``user_id`` first: a user id string (with ``agent_id`` and
    ``session_id`` as keywords), or a :class:`Scope` carrying all three.
    """

    def __init__(
        self,
        target: str,
        *,
        timeout: float | None = 10.0,
        options: Sequence[tuple[str, Any]] | None = None,
        credentials: grpc.ChannelCredentials | None = None,
    ) -> None:
        self._target = target
        self._timeout = timeout
        if credentials is None:
            self._channel = grpc.insecure_channel(target, options=options)
        else:
            self._channel = grpc.secure_channel(target, credentials, options=options)
        self._stub = memory_pb2_grpc.MemoryServiceStub(self._channel)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._target!r}, timeout={self._timeout!r})"

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        """Close the channel; calls in flight are cancelled. Closing twice is harmless."""
        self._channel.close()

    def _call(self, rpc: Any, request: Any) -> Any:
        try:
            return rpc(request, timeout=self._timeout)
        except grpc.RpcError as exc:
            raise map_rpc_error(exc, target=self._target, timeout=self._timeout) from exc

    def remember(
        self,
        user_id: str | Scope,
        content: str,
        *,
        agent_id: str = "",
        session_id: str = "",
        memory_type: MemoryTypeName = "semantic",
        importance: float | None = None,
        confidence: float | None = None,
        source: SourceName = "user_input",
        tags: Iterable[str] = (),
        metadata: Mapping[str, str] | None = None,
        embedding: Embedding | None = None,
        created_at: datetime | None = None,
        expires_at: datetime | None = None,
    ) -> RememberResult:
        """Return what the server did with one new memory, once it is durably stored.

        Parameters
        ----------
        user_id, agent_id, session_id
            The scope (see :class:`Scope`); ``user_id`` may be a Scope.
        content
            The memory text (UTF-8, up to the server's ``max_content_bytes``).
        memory_type
            ``"episodic"``, ``"semantic"``, ``"preference"`` or ``"identity"``; drives decay.
        importance
            0..1; ``None`` lets the server use 0.5.
        confidence
            0..1; ``None`` lets the server use the source's default (0.9, 0.7, 0.6).
        source
            ``"user_input"``, ``"external"`` or ``"agent_inference"``.
        tags, metadata
            Free labels and string key/values, stored with the memory.
        embedding
            A vector of the server's dimension (``stats().dimension``): a sequence of floats
            or a 1-D numpy array. Given, the server does not embed ``content``.
        created_at
            Backfill time, an aware datetime not in the future; ``None`` means now.
        expires_at
            An aware datetime after ``created_at``; ``None`` never expires.

        Returns
        -------
        RememberResult
            The stored (or merged-into) memory and ``action``: ``"created"``, ``"merged"``,
            ``"superseded"`` or ``"refined"``, with the ``affected_ids``.

        Raises
        ------
        InvalidArgument
            The server refused a field (its message names it).
        ValueError, TypeError
            An unknown enum name, a naive datetime, an embedding that is not one vector.
        """
        item = MemoryInput(
            user_id,
            content,
            agent_id=agent_id,
            session_id=session_id,
            memory_type=memory_type,
            importance=importance,
            confidence=confidence,
            source=source,
            tags=tags,
            metadata=metadata,
            embedding=embedding,
            created_at=created_at,
            expires_at=expires_at,
        )
        response = self._call(self._stub.Remember, cv.remember_request(item))
        return cv.remember_result_from_pb(response)

    def remember_batch(self, items: Iterable[MemoryInput]) -> list[RememberResult]:
        """Return one RememberResult per item, in order, after storing all of them at once.

        The batch is validated as a whole and committed in one transaction: one bad item
        rejects the batch (the error names its index) and nothing is stored. An empty
        ``items`` returns ``[]`` without calling the server.
        """
        request = cv.remember_batch_request(items)
        if not request.items:
            return []
        return cv.remember_results_from_pb(self._call(self._stub.RememberBatch, request))

    def recall(
        self,
        user_id: str | Scope,
        query: str = "",
        *,
        agent_id: str = "",
        session_id: str = "",
        embedding: Embedding | None = None,
        top_k: int = 10,
        as_of: datetime | None = None,
        include_history: bool = False,
        min_score: float | None = None,
        auto_trigger: bool = False,
    ) -> list[Hit]:
        """Return up to ``top_k`` hits for ``query``, best first (possibly empty).

        Parameters
        ----------
        query
            Text to search for; may be ``""`` when ``embedding`` is given.
        embedding
            A query vector of the server's dimension; given, the server does not embed
            ``query`` (it still uses the text for keyword matching).
        top_k
            At least 1; the server refuses more than its ``max_top_k``.
        as_of
            Replay: only memories created by then, scored as of then (aware datetime).
        include_history
            Also return superseded and archived memories (``hit.memory.status`` tells).
        min_score
            Drop hits scoring below this (default: the server's).
        auto_trigger
            Let the server decide whether the query needs long-term memory at all; when it
            does not (chit-chat, general knowledge), the answer is empty.
        """
        scope = cv.resolve_scope(user_id, agent_id, session_id)
        request = cv.recall_request(
            scope, query, embedding, top_k, as_of, include_history, min_score, auto_trigger
        )
        return cv.hits_from_pb(self._call(self._stub.Recall, request))

    def recall_if_needed(
        self,
        user_id: str | Scope,
        query: str,
        *,
        agent_id: str = "",
        session_id: str = "",
        embedding: Embedding | None = None,
        top_k: int = 10,
        min_score: float | None = None,
    ) -> RecallResult:
        """Return the hits for ``query`` unless the server finds it needs no long-term
        memory (then no hits, ``needs_memory`` False and ``trigger_reason`` says why)."""
        scope = cv.resolve_scope(user_id, agent_id, session_id)
        request = cv.recall_request(scope, query, embedding, top_k, None, False, min_score, True)
        return cv.recall_result_from_pb(self._call(self._stub.Recall, request))

    def get(
        self, user_id: str | Scope, id: str, *, agent_id: str = "", session_id: str = ""
    ) -> Memory:
        """Return the memory ``id`` of the scope's pool; :class:`NotFound` when it is not there."""
        scope = cv.resolve_scope(user_id, agent_id, session_id)
        return cv.memory_from_pb(self._call(self._stub.Get, cv.get_request(scope, id)))

    def forget(
        self,
        user_id: str | Scope,
        ids: Iterable[str] = (),
        *,
        mode: ForgetModeName = "delete",
        agent_id: str = "",
        session_id: str = "",
        session: str = "",
        tags: Iterable[str] = (),
    ) -> list[str]:
        """Return the ids whose memories were deleted, suppressed or restored.

        The memories are the listed ``ids``, plus every memory of the pool written in
        ``session`` (a session id), plus every memory of the pool carrying any of ``tags``:
        ``forget(user, session="s-42")`` forgets a whole session in one call. At least one of
        the three is required (else :class:`InvalidArgument` naming ``ids``). All ``ids`` must
        be in the scope's pool, or nothing changes (:class:`NotFound`). ``ids`` and ``tags``
        are collections: pass ``[id]`` for one.

        ``mode="delete"`` erases for real (record, vector, index entries); ``"suppress"``
        hides from recall and keeps the record (status ``"suppressed"``); ``"restore"`` undoes
        a suppress (and brings an archived memory back). With ``"suppress"`` and
        ``"restore"``, memories already in the target state are left out of the result.

        ``session_id`` is only the scope's label, like everywhere else; it selects nothing.
        To forget a session, pass ``session=``.
        """
        scope = cv.resolve_scope(user_id, agent_id, session_id)
        request = cv.forget_request(scope, ids, mode, session, tags)
        return cv.forgotten_ids_from_pb(self._call(self._stub.Forget, request))

    def history(self, user_id: str | Scope, id: str, *, agent_id: str = "") -> list[HistoryEntry]:
        """Return the version chain of the memory ``id``, oldest version first.

        ``id`` may be any version of the chain. Each :class:`HistoryEntry` is one version
        (its ``memory``, with ``status``, ``superseded_by`` and ``supersedes``) and what
        happened to it (``events``: when, what, why, and the other memory involved). A
        memory that was never replaced has a chain of one. :class:`NotFound` when ``id`` is
        not in the ``(user_id, agent_id)`` pool.
        """
        scope = cv.resolve_scope(user_id, agent_id)
        request = cv.history_request(scope, id)
        return cv.history_from_pb(self._call(self._stub.History, request))

    def feedback(
        self,
        user_id: str | Scope,
        *,
        used: Iterable[str] = (),
        ignored: Iterable[str] = (),
        agent_id: str = "",
    ) -> int:
        """Tell the server which recalled memories the agent used and which it ignored;
        return how many memories were updated.

        A used memory counts as an access (``access_count`` + 1, ``last_accessed_at`` now),
        which slows its decay; an ignored one is a weak hit (``last_accessed_at`` moves
        halfway to now, no access counted). Used ones also feed
        ``stats().lifecycle.recall_hit_rate``. Ids no longer in the pool are skipped (not
        counted, no error). With both collections empty nothing is sent and 0 is returned.
        """
        scope = cv.resolve_scope(user_id, agent_id)
        request = cv.feedback_request(scope, used, ignored)
        if not request.used_ids and not request.ignored_ids:
            return 0
        response = self._call(self._stub.Feedback, request)
        return int(response.updated)

    def stats(self, user_id: str | Scope, *, agent_id: str = "") -> Stats:
        """Return the counts and lifecycle figures of the ``(user_id, agent_id)`` pool and the
        server's model."""
        scope = cv.resolve_scope(user_id, agent_id)
        return cv.stats_from_pb(self._call(self._stub.Stats, cv.stats_request(scope)))
