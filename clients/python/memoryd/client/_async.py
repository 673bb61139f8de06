"""AsyncMemoryClient: the asyncio client (grpc.aio), the same methods as MemoryClient."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from types import TracebackType
from typing import Any, Self

import grpc
import grpc.aio

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


class AsyncMemoryClient:
    """An asyncio client of one memoryd server; see :class:`MemoryClient` for the parameters
    and the meaning of each method (the same, as coroutines).

    Create it inside the event loop that uses it and use it from that loop only (a grpc.aio
    channel belongs to one loop); concurrent calls from many tasks share the one channel.
    Close it with ``await client.close()`` or ``async with``.
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
            self._channel = grpc.aio.insecure_channel(target, options=options)
        else:
            self._channel = grpc.aio.secure_channel(target, credentials, options=options)
        self._stub = memory_pb2_grpc.MemoryServiceStub(self._channel)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._target!r}, timeout={self._timeout!r})"

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    async def close(self) -> None:
        """Close the channel; calls in flight are cancelled. Closing twice is harmless."""
        await self._channel.close()

    async def _call(self, rpc: Any, request: Any) -> Any:
        try:
            return await rpc(request, timeout=self._timeout)
        except grpc.RpcError as exc:
            raise map_rpc_error(exc, target=self._target, timeout=self._timeout) from exc

    async def remember(
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
        """Return what the server did with one new memory (see :meth:`MemoryClient.remember`)."""
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
        response = await self._call(self._stub.Remember, cv.remember_request(item))
        return cv.remember_result_from_pb(response)

    async def remember_batch(self, items: Iterable[MemoryInput]) -> list[RememberResult]:
        """Return one RememberResult per item, in order (see
        :meth:`MemoryClient.remember_batch`)."""
        request = cv.remember_batch_request(items)
        if not request.items:
            return []
        return cv.remember_results_from_pb(await self._call(self._stub.RememberBatch, request))

    async def recall(
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
        """Return up to ``top_k`` hits, best first (see :meth:`MemoryClient.recall`)."""
        scope = cv.resolve_scope(user_id, agent_id, session_id)
        request = cv.recall_request(
            scope, query, embedding, top_k, as_of, include_history, min_score, auto_trigger
        )
        return cv.hits_from_pb(await self._call(self._stub.Recall, request))

    async def recall_if_needed(
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
        return cv.recall_result_from_pb(await self._call(self._stub.Recall, request))

    async def get(
        self, user_id: str | Scope, id: str, *, agent_id: str = "", session_id: str = ""
    ) -> Memory:
        """Return the memory ``id`` of the scope's pool; :class:`NotFound` when it is not there."""
        scope = cv.resolve_scope(user_id, agent_id, session_id)
        return cv.memory_from_pb(await self._call(self._stub.Get, cv.get_request(scope, id)))

    async def forget(
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
        """Return the ids deleted, suppressed or restored: the listed ``ids``, and every memory
        of the pool written in ``session`` or carrying any of ``tags`` (see
        :meth:`MemoryClient.forget`)."""
        scope = cv.resolve_scope(user_id, agent_id, session_id)
        request = cv.forget_request(scope, ids, mode, session, tags)
        return cv.forgotten_ids_from_pb(await self._call(self._stub.Forget, request))

    async def history(
        self, user_id: str | Scope, id: str, *, agent_id: str = ""
    ) -> list[HistoryEntry]:
        """Return the version chain of the memory ``id``, oldest version first (see
        :meth:`MemoryClient.history`)."""
        scope = cv.resolve_scope(user_id, agent_id)
        request = cv.history_request(scope, id)
        return cv.history_from_pb(await self._call(self._stub.History, request))

    async def feedback(
        self,
        user_id: str | Scope,
        *,
        used: Iterable[str] = (),
        ignored: Iterable[str] = (),
        agent_id: str = "",
    ) -> int:
        """Report used and ignored memories; return how many were updated (see
        :meth:`MemoryClient.feedback`)."""
        scope = cv.resolve_scope(user_id, agent_id)
        request = cv.feedback_request(scope, used, ignored)
        if not request.used_ids and not request.ignored_ids:
            return 0
        response = await self._call(self._stub.Feedback, request)
        return int(response.updated)

    async def stats(self, user_id: str | Scope, *, agent_id: str = "") -> Stats:
        """Return the counts and lifecycle figures of the ``(user_id, agent_id)`` pool and the
        server's model."""
        scope = cv.resolve_scope(user_id, agent_id)
        return cv.stats_from_pb(await self._call(self._stub.Stats, cv.stats_request(scope)))
