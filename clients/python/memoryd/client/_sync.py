"""MemoryClient: the blocking client, one method per MemoryService RPC."""

from __future__ import annotations

import copy
import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from datetime import datetime
from types import TracebackType
from typing import Any, Self

import grpc

from memoryd.v1 import memory_pb2 as pb
from memoryd.v1 import memory_pb2_grpc

from . import _convert as cv
from . import _convert_agent as ca
from ._errors import map_rpc_error
from ._pool_header import PoolHeader
from ._retry import DEFAULT_RETRY, NO_RETRY, RetryPolicy, attempts, channel_options
from ._types import (
    DEFAULT,
    ConflictPolicyName,
    Context,
    Embedding,
    ExportRecord,
    ForgetModeName,
    HistoryEntry,
    Hit,
    ImportResult,
    MaintainResult,
    Memory,
    MemoryFilter,
    MemoryInput,
    MemoryPage,
    MemoryTypeName,
    RecallResult,
    RememberResult,
    RemovedTurns,
    Scope,
    SessionTurns,
    SourceName,
    Stats,
    TurnResult,
    UpdateResult,
    WorkingState,
    _Default,
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
    retry
        How calls that are safe to repeat are retried on UNAVAILABLE (see :class:`RetryPolicy`
        and ``memoryd.client._retry`` for which calls and why); ``None`` never retries. The
        ``timeout`` bounds the whole call, retries and backoff included.
    api_key
        Sent as ``authorization: Bearer <api_key>`` with every call, for a server with auth on.

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
        retry: RetryPolicy | None = DEFAULT_RETRY,
        api_key: str | None = None,
    ) -> None:
        self._target = target
        self._timeout = timeout
        self._retry = retry or NO_RETRY
        # Passed only when set, so that a stub without a metadata parameter still works.
        self._extra: dict[str, Any] = (
            {"metadata": (("authorization", f"Bearer {api_key}"),)} if api_key else {}
        )
        options = channel_options(options, self._retry)  # gRPC's own retries (see _retry)
        if credentials is None:
            channel = grpc.insecure_channel(target, options=options)
        else:
            channel = grpc.secure_channel(target, credentials, options=options)
        self._channel = grpc.intercept_channel(channel, PoolHeader())  # for sharding proxies
        self._stub = memory_pb2_grpc.MemoryServiceStub(self._channel)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._target!r}, timeout={self._timeout!r})"

    def with_timeout(self, timeout: float | None) -> Self:
        """Return a client sharing this one's channel whose calls have ``timeout`` seconds
        (``None``: no limit), for a deadline on some calls only:
        ``client.with_timeout(0.5).recall(...)``. Closing either closes the shared channel."""
        other = copy.copy(self)
        other._timeout = timeout
        return other

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

    def _call(
        self,
        name: str,
        request: Any,
        *,
        retry: bool | None = None,
        timeout: float | None | _Default = DEFAULT,
    ) -> Any:
        """Return the answer of the unary RPC ``name``, retried per the policy when ``retry``
        (default: whether ``name`` is always safe to repeat); raise the mapped error."""
        rpc = getattr(self._stub, name)
        limit = self._timeout if isinstance(timeout, _Default) else timeout
        tries = attempts(name, retry, self._retry, limit)
        while True:
            try:
                return rpc(request, timeout=tries.timeout, **self._extra)
            except grpc.RpcError as exc:
                wait = tries.wait_after(exc)
                if wait is None:
                    raise map_rpc_error(exc, target=self._target, timeout=limit) from exc
            time.sleep(wait)
            tries.next()

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
        on_conflict: ConflictPolicyName = "auto",
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
            0..1; ``None`` lets the server assign it (keyword rules, or its LLM endpoint).
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
        on_conflict
            ``"auto"`` (the server's judge decides), ``"keep_both"`` (stored as a memory of
            its own unless the very same text) or ``"replace"`` (it replaces its closest
            similar memory, kept as history).

        Returns
        -------
        RememberResult
            The stored (or merged-into) memory and ``action``: ``"created"``, ``"merged"``,
            ``"superseded"`` or ``"refined"``, with the ``affected_ids``; ``outcome`` says
            plainly what became of the text (``"new"``, ``"version"``, ``"replaced"``,
            ``"duplicate"``) and ``stored_id`` / ``related_id`` which memories.

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
            on_conflict=on_conflict,
        )
        response = self._call("Remember", cv.remember_request(item))
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
        return cv.remember_results_from_pb(self._call("RememberBatch", request))

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
        routes: Iterable[str] = (),
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
        routes
            Restrict recall to some of ``"vector"``, ``"keyword"``, ``"recent"``; empty: all.
        """
        scope = cv.resolve_scope(user_id, agent_id, session_id)
        request = cv.recall_request(
            scope, query, embedding, top_k, as_of, include_history, min_score, auto_trigger, routes
        )
        return cv.hits_from_pb(self._call("Recall", request))

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
        return cv.recall_result_from_pb(self._call("Recall", request))

    def get(
        self, user_id: str | Scope, id: str, *, agent_id: str = "", session_id: str = ""
    ) -> Memory:
        """Return the memory ``id`` of the scope's pool; :class:`NotFound` when it is not there."""
        scope = cv.resolve_scope(user_id, agent_id, session_id)
        return cv.memory_from_pb(self._call("Get", cv.get_request(scope, id)))

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
        retry = request.mode != pb.FORGET_MODE_DELETE  # see _retry: a repeated delete fails
        return cv.forgotten_ids_from_pb(self._call("Forget", request, retry=retry))

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
        return cv.history_from_pb(self._call("History", request))

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
        response = self._call("Feedback", request)
        return int(response.updated)

    def stats(self, user_id: str | Scope, *, agent_id: str = "") -> Stats:
        """Return the counts and lifecycle figures of the ``(user_id, agent_id)`` pool and the
        server's model."""
        scope = cv.resolve_scope(user_id, agent_id)
        return cv.stats_from_pb(self._call("Stats", cv.stats_request(scope)))

    def extract_and_remember(
        self,
        user_id: str | Scope,
        text: str,
        *,
        agent_id: str = "",
        session_id: str = "",
        memory_type: MemoryTypeName = "semantic",
        importance: float | None = None,
        confidence: float | None = None,
        source: SourceName = "user_input",
        tags: Iterable[str] = (),
        metadata: Mapping[str, str] | None = None,
        created_at: datetime | None = None,
    ) -> list[RememberResult]:
        """Return one RememberResult per memory the server took from ``text`` (possibly none).

        ``text`` is raw dialogue (Remember with ``extract``): the server keeps entities and
        affirmative statements, drops questions, hypotheticals and requests, and remembers each
        fact as :meth:`remember` would (merging, superseding...). The other arguments apply to
        every extracted memory. A server that predates extraction stores ``text`` as one
        memory; that one result is returned. Not retried on UNAVAILABLE (a repeat would count
        new writes).
        """
        item = MemoryInput(
            user_id,
            text,
            agent_id=agent_id,
            session_id=session_id,
            memory_type=memory_type,
            importance=importance,
            confidence=confidence,
            source=source,
            tags=tags,
            metadata=metadata,
            created_at=created_at,
        )
        response = self._call("Remember", cv.remember_request(item, extract=True))
        if response.HasField("memory") and not response.extracted:
            # A server older than extract stored the text as one memory: say what it stored.
            return [cv.remember_result_from_pb(response)]
        return list(cv.remember_result_from_pb(response).extracted)

    def update(
        self,
        user_id: str | Scope,
        id: str,
        *,
        agent_id: str = "",
        session_id: str = "",
        content: str | None = None,
        memory_type: MemoryTypeName | None = None,
        importance: float | None = None,
        confidence: float | None = None,
        tags: Iterable[str] | None = None,
        metadata: Mapping[str, str] | None = None,
        expires_at: datetime | None = None,
        clear_expires_at: bool = False,
        embedding: Embedding | None = None,
    ) -> UpdateResult:
        """Return the memory ``id`` as it is after the change.

        New ``content`` makes a new version that supersedes ``id`` (``affected_ids`` names the
        old one; :meth:`history` shows the chain); the other fields change in place. ``None``
        leaves a field as it is; ``tags`` replaces the tags (``[]`` clears them);
        ``metadata`` is merged in (a value ``""`` removes its key); ``clear_expires_at`` removes
        the expiry. ``embedding`` goes with ``content`` when the client embeds. Only an active
        memory can be changed (else :class:`InvalidArgument`; restore it first). Retried on
        UNAVAILABLE only without ``content``.
        """
        scope = cv.resolve_scope(user_id, agent_id, session_id)
        request = ca.update_request(
            scope,
            id,
            content=content,
            memory_type=memory_type,
            importance=importance,
            confidence=confidence,
            tags=tags,
            metadata=metadata,
            expires_at=expires_at,
            clear_expires_at=clear_expires_at,
            embedding=embedding,
        )
        retry = not request.HasField("content")  # see _retry: new content makes a version
        return ca.update_result_from_pb(self._call("Update", request, retry=retry))

    def append_turn(
        self,
        user_id: str | Scope,
        role: str,
        content: str,
        *,
        agent_id: str = "",
        session_id: str = "",
        at: datetime | None = None,
        item: str = "",
    ) -> TurnResult:
        """Return the session's buffer size after adding one conversation turn to it.

        ``role`` is ``"user"``, ``"assistant"``, ``"system"`` or ``"tool"``; ``session_id`` is
        required (the buffer is per session); ``at`` defaults to now. Old turns fold into a
        summary when the buffer is full (``summarized``). ``item`` is your own record of the
        turn (e.g. a framework's message as JSON), given back by :meth:`read_turns`. Not
        retried (a repeat duplicates it).
        """
        scope = cv.resolve_scope(user_id, agent_id, session_id)
        request = ca.append_turn_request(scope, role, content, at, item)
        return ca.turn_result_from_pb(self._call("AppendTurn", request))

    def list_memories(
        self,
        user_id: str | Scope,
        filter: MemoryFilter | None = None,
        *,
        agent_id: str = "",
        page_size: int = 0,
        cursor: str = "",
        order_by: str = "",
        ascending: bool = False,
    ) -> MemoryPage:
        """Return one page of the pool's memories (every status unless ``filter.statuses``
        narrows it), newest written first; pass ``next_cursor`` back as ``cursor`` for the
        next page. ``order_by`` is ``""`` (the order written, fastest), ``"created_at"``,
        ``"updated_at"``, ``"importance"``, ``"access_count"`` or ``"last_accessed_at"``."""
        scope = cv.resolve_scope(user_id, agent_id)
        request = ca.list_request(
            scope,
            filter,
            page_size=page_size,
            cursor=cursor,
            order_by=order_by,
            ascending=ascending,
        )
        return ca.memory_page_from_pb(self._call("List", request))

    def read_turns(
        self, user_id: str | Scope, *, agent_id: str = "", session_id: str = "", limit: int = 0
    ) -> SessionTurns:
        """Return the session's raw turns, oldest first (only the newest ``limit`` when it is
        not 0), and the summary of the turns folded out of its buffer."""
        scope = cv.resolve_scope(user_id, agent_id, session_id)
        request = ca.read_turns_request(scope, limit)
        return ca.session_turns_from_pb(self._call("ReadTurns", request))

    def remove_turns(
        self,
        user_id: str | Scope,
        *,
        agent_id: str = "",
        session_id: str = "",
        last: int = 0,
        clear: bool = False,
    ) -> RemovedTurns:
        """Return the newest ``last`` raw turns of the session, taken out of its buffer
        (``last=1`` pops the newest), or with ``clear`` every turn and the summary.

        Only the buffer changes; memories written in the session stay (``forget(...,
        session=...)`` erases those). Turns already folded into the summary cannot be
        removed one by one. Not retried (a repeat would remove more).
        """
        scope = cv.resolve_scope(user_id, agent_id, session_id)
        request = ca.remove_turns_request(scope, last, clear)
        return ca.removed_turns_from_pb(self._call("RemoveTurns", request))

    def build_context(
        self,
        user_id: str | Scope,
        query: str,
        *,
        agent_id: str = "",
        session_id: str = "",
        token_budget: int = 0,
        task_id: str = "",
        language: str = "",
        embedding: Embedding | None = None,
        as_of: datetime | None = None,
    ) -> Context:
        """Return the prompt-ready context for ``query``: the task's working memory, the
        long-term memories that matter, the session's summary and recent turns, within
        ``token_budget`` tokens (0: the server's default).

        Put ``Context.text`` near the end of the system prompt, just before the conversation.
        ``language`` (``"zh"`` or ``"en"``) picks the section headers; ``""`` follows the query.
        """
        scope = cv.resolve_scope(user_id, agent_id, session_id)
        request = ca.build_context_request(
            scope,
            query,
            token_budget=token_budget,
            task_id=task_id,
            language=language,
            embedding=embedding,
            as_of=as_of,
        )
        return ca.context_from_pb(self._call("BuildContext", request))

    def set_working(
        self,
        user_id: str | Scope,
        task_id: str,
        values: Mapping[str, Any] | None = None,
        *,
        agent_id: str = "",
        session_id: str = "",
        replace: bool = False,
        json_schema: str = "",
        end_task: bool = False,
        promote_keys: Iterable[str] = (),
    ) -> WorkingState:
        """Return the task's working state after merging ``values`` into it (JSON values).

        ``replace`` sets the values instead of merging; ``json_schema`` (a JSON Schema as
        text), once given, checks every later state. ``end_task`` clears the state after this
        call, remembering the values of ``promote_keys`` as memories (``promoted_ids``).
        Retried on UNAVAILABLE unless ``end_task``.
        """
        scope = cv.resolve_scope(user_id, agent_id, session_id)
        request = ca.set_working_request(
            scope,
            task_id,
            values,
            replace=replace,
            json_schema=json_schema,
            end_task=end_task,
            promote_keys=promote_keys,
        )
        response = self._call("SetWorking", request, retry=not end_task)
        return ca.working_state_from_pb(response)

    def get_working(
        self, user_id: str | Scope, task_id: str, *, agent_id: str = "", session_id: str = ""
    ) -> WorkingState:
        """Return the task's working state; :class:`NotFound` when it has none."""
        scope = cv.resolve_scope(user_id, agent_id, session_id)
        request = ca.get_working_request(scope, task_id)
        return ca.working_state_from_pb(self._call("GetWorking", request))

    def export(
        self,
        user_id: str | Scope = "",
        *,
        agent_id: str = "",
        all_users: bool = False,
        statuses: Iterable[str] = (),
        include_vectors: bool = False,
        timeout: float | None | _Default = DEFAULT,
    ) -> Iterator[ExportRecord]:
        """Yield every record of the ``(user_id, agent_id)`` pool (``all_users``: of every pool,
        admin only), each with its history events and, with ``include_vectors``, its vector.

        ``statuses`` keeps only those (``["active", "superseded"]``; empty: all). ``timeout``
        bounds the whole stream (default: the client's; large exports may need ``None``). A
        stream cut off by UNAVAILABLE before its first record is retried; after that the
        error is raised (restart the export).
        """
        scope = cv.resolve_scope(user_id, agent_id)
        request = ca.export_request(
            scope, all_users=all_users, statuses=statuses, include_vectors=include_vectors
        )
        limit = self._timeout if isinstance(timeout, _Default) else timeout
        tries = attempts("Export", None, self._retry, limit)
        while True:
            received = False
            call = self._stub.Export(request, timeout=tries.timeout, **self._extra)
            try:
                for msg in call:
                    received = True
                    yield ca.export_record_from_pb(msg)
                return
            except grpc.RpcError as exc:
                # Once a record has arrived, a retry would yield it twice.
                wait = None if received else tries.wait_after(exc)
                if wait is None:
                    raise map_rpc_error(exc, target=self._target, timeout=limit) from exc
            finally:
                # Stops the stream when the caller broke out early; a no-op once it ended.
                cancel = getattr(call, "cancel", None)
                if cancel is not None:
                    cancel()
            time.sleep(wait)
            tries.next()

    def import_records(
        self,
        records: Iterable[ExportRecord],
        *,
        overwrite: bool = False,
        timeout: float | None | _Default = DEFAULT,
    ) -> ImportResult:
        """Return how many records were imported, skipped and replaced, after restoring all of
        them (all or nothing; admin only). An id already stored is skipped, or with
        ``overwrite`` replaced (only within the same pool). A record without an embedding is
        embedded by the server; one with an embedding must be of the server's model.
        ``records`` is consumed lazily (e.g. :meth:`export` of another server). Not retried
        (the records were consumed)."""
        requests = ca.import_requests(records, overwrite)
        return ca.import_result_from_pb(
            self._call("Import", requests, retry=False, timeout=timeout)
        )

    def maintain(
        self, tasks: Iterable[str] = (), *, timeout: float | None | _Default = DEFAULT
    ) -> MaintainResult:
        """Return what a maintenance pass run now did (admin only): items handled per task
        and the seconds it took. ``tasks`` picks some of ``"migrate"``, ``"sweep"``,
        ``"compact"``, ``"retrain"``; empty runs them all."""
        request = ca.maintain_request(tasks)
        return ca.maintain_result_from_pb(self._call("Maintain", request, timeout=timeout))
