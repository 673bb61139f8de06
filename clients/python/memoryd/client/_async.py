"""AsyncMemoryClient: the asyncio client (grpc.aio), the same methods as MemoryClient."""

from __future__ import annotations

import asyncio
import copy
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from datetime import datetime
from types import TracebackType
from typing import Any, Self

import grpc
import grpc.aio

from memoryd.v1 import memory_pb2 as pb
from memoryd.v1 import memory_pb2_grpc

from . import _convert as cv
from . import _convert_agent as ca
from ._errors import map_rpc_error
from ._pool_header import AsyncPoolHeader
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
        pool = [AsyncPoolHeader()]  # x-memoryd-pool, for sharding proxies
        options = channel_options(options, self._retry)  # gRPC's own retries (see _retry)
        if credentials is None:
            self._channel = grpc.aio.insecure_channel(target, options=options, interceptors=pool)
        else:
            self._channel = grpc.aio.secure_channel(
                target, credentials, options=options, interceptors=pool
            )
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

    async def _call(
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
                return await rpc(request, timeout=tries.timeout, **self._extra)
            except grpc.RpcError as exc:
                wait = tries.wait_after(exc)
                if wait is None:
                    raise map_rpc_error(exc, target=self._target, timeout=limit) from exc
            await asyncio.sleep(wait)
            tries.next()

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
        on_conflict: ConflictPolicyName = "auto",
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
            on_conflict=on_conflict,
        )
        response = await self._call("Remember", cv.remember_request(item))
        return cv.remember_result_from_pb(response)

    async def remember_batch(self, items: Iterable[MemoryInput]) -> list[RememberResult]:
        """Return one RememberResult per item, in order (see
        :meth:`MemoryClient.remember_batch`)."""
        request = cv.remember_batch_request(items)
        if not request.items:
            return []
        return cv.remember_results_from_pb(await self._call("RememberBatch", request))

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
        routes: Iterable[str] = (),
    ) -> list[Hit]:
        """Return up to ``top_k`` hits, best first (see :meth:`MemoryClient.recall`)."""
        scope = cv.resolve_scope(user_id, agent_id, session_id)
        request = cv.recall_request(
            scope, query, embedding, top_k, as_of, include_history, min_score, auto_trigger, routes
        )
        return cv.hits_from_pb(await self._call("Recall", request))

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
        return cv.recall_result_from_pb(await self._call("Recall", request))

    async def get(
        self, user_id: str | Scope, id: str, *, agent_id: str = "", session_id: str = ""
    ) -> Memory:
        """Return the memory ``id`` of the scope's pool; :class:`NotFound` when it is not there."""
        scope = cv.resolve_scope(user_id, agent_id, session_id)
        return cv.memory_from_pb(await self._call("Get", cv.get_request(scope, id)))

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
        retry = request.mode != pb.FORGET_MODE_DELETE  # see _retry: a repeated delete fails
        return cv.forgotten_ids_from_pb(await self._call("Forget", request, retry=retry))

    async def history(
        self, user_id: str | Scope, id: str, *, agent_id: str = ""
    ) -> list[HistoryEntry]:
        """Return the version chain of the memory ``id``, oldest version first (see
        :meth:`MemoryClient.history`)."""
        scope = cv.resolve_scope(user_id, agent_id)
        request = cv.history_request(scope, id)
        return cv.history_from_pb(await self._call("History", request))

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
        response = await self._call("Feedback", request)
        return int(response.updated)

    async def stats(self, user_id: str | Scope, *, agent_id: str = "") -> Stats:
        """Return the counts and lifecycle figures of the ``(user_id, agent_id)`` pool and the
        server's model."""
        scope = cv.resolve_scope(user_id, agent_id)
        return cv.stats_from_pb(await self._call("Stats", cv.stats_request(scope)))

    async def extract_and_remember(
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
        """Return one RememberResult per memory the server took from ``text`` (see
        :meth:`MemoryClient.extract_and_remember`)."""
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
        response = await self._call("Remember", cv.remember_request(item, extract=True))
        if response.HasField("memory") and not response.extracted:
            # A server older than extract stored the text as one memory: say what it stored.
            return [cv.remember_result_from_pb(response)]
        return list(cv.remember_result_from_pb(response).extracted)

    async def update(
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
        """Return the memory ``id`` as it is after the change (see :meth:`MemoryClient.update`)."""
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
        return ca.update_result_from_pb(await self._call("Update", request, retry=retry))

    async def append_turn(
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
        """Return the session's buffer size after adding one turn (see
        :meth:`MemoryClient.append_turn`)."""
        scope = cv.resolve_scope(user_id, agent_id, session_id)
        request = ca.append_turn_request(scope, role, content, at, item)
        return ca.turn_result_from_pb(await self._call("AppendTurn", request))

    async def list_memories(
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
        """Return one page of the pool's memories (see :meth:`MemoryClient.list_memories`)."""
        scope = cv.resolve_scope(user_id, agent_id)
        request = ca.list_request(
            scope,
            filter,
            page_size=page_size,
            cursor=cursor,
            order_by=order_by,
            ascending=ascending,
        )
        return ca.memory_page_from_pb(await self._call("List", request))

    async def read_turns(
        self, user_id: str | Scope, *, agent_id: str = "", session_id: str = "", limit: int = 0
    ) -> SessionTurns:
        """Return the session's raw turns and summary (see :meth:`MemoryClient.read_turns`)."""
        scope = cv.resolve_scope(user_id, agent_id, session_id)
        request = ca.read_turns_request(scope, limit)
        return ca.session_turns_from_pb(await self._call("ReadTurns", request))

    async def remove_turns(
        self,
        user_id: str | Scope,
        *,
        agent_id: str = "",
        session_id: str = "",
        last: int = 0,
        clear: bool = False,
    ) -> RemovedTurns:
        """Return the session's newest ``last`` raw turns, removed, or clear its buffer (see
        :meth:`MemoryClient.remove_turns`)."""
        scope = cv.resolve_scope(user_id, agent_id, session_id)
        request = ca.remove_turns_request(scope, last, clear)
        return ca.removed_turns_from_pb(await self._call("RemoveTurns", request))

    async def build_context(
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
        """Return the prompt-ready context for ``query`` (see
        :meth:`MemoryClient.build_context`)."""
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
        return ca.context_from_pb(await self._call("BuildContext", request))

    async def set_working(
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
        """Return the task's working state after the change (see
        :meth:`MemoryClient.set_working`)."""
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
        response = await self._call("SetWorking", request, retry=not end_task)
        return ca.working_state_from_pb(response)

    async def get_working(
        self, user_id: str | Scope, task_id: str, *, agent_id: str = "", session_id: str = ""
    ) -> WorkingState:
        """Return the task's working state; :class:`NotFound` when it has none."""
        scope = cv.resolve_scope(user_id, agent_id, session_id)
        request = ca.get_working_request(scope, task_id)
        return ca.working_state_from_pb(await self._call("GetWorking", request))

    async def export(
        self,
        user_id: str | Scope = "",
        *,
        agent_id: str = "",
        all_users: bool = False,
        statuses: Iterable[str] = (),
        include_vectors: bool = False,
        timeout: float | None | _Default = DEFAULT,
    ) -> AsyncIterator[ExportRecord]:
        """Yield every record of the pool (see :meth:`MemoryClient.export`):
        ``async for record in client.export("alice")``."""
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
                async for msg in call:
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
            await asyncio.sleep(wait)
            tries.next()

    async def import_records(
        self,
        records: Iterable[ExportRecord],
        *,
        overwrite: bool = False,
        timeout: float | None | _Default = DEFAULT,
    ) -> ImportResult:
        """Return how many records were imported and skipped (see
        :meth:`MemoryClient.import_records`)."""
        requests = ca.import_requests(records, overwrite)
        return ca.import_result_from_pb(
            await self._call("Import", requests, retry=False, timeout=timeout)
        )

    async def maintain(
        self, tasks: Iterable[str] = (), *, timeout: float | None | _Default = DEFAULT
    ) -> MaintainResult:
        """Return what a maintenance pass run now did (see :meth:`MemoryClient.maintain`)."""
        request = ca.maintain_request(tasks)
        return ca.maintain_result_from_pb(await self._call("Maintain", request, timeout=timeout))
