"""Sessions: the short-term side of one engine — each session's turn buffer, each task's
working state, and BuildContext, which puts them together with what recall finds.

It never writes memories or recalls itself: ``remember`` (for a finished task's promoted keys)
and ``recall`` are passed in, so this package depends on neither the write nor the recall path.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from memoryd.core.config import EngineConfig
from memoryd.core.errors import NotFound
from memoryd.core.session import context
from memoryd.core.session.context import BuiltContext, ContextRequest
from memoryd.core.session.summarize import make_summarizer
from memoryd.core.session.token_count import make_counter
from memoryd.core.session.turns import Appended, Removed, SessionBuffer, TurnBuffer
from memoryd.core.session.working import WorkingMemory, WorkingState
from memoryd.core.store.storage import Op, Table
from memoryd.core.types import MemoryInput, Recalled, RecallQuery, Scope, Source

# remember(items, field) -> the ids of the memories holding them, in order; a bad item is
# named ``field[i]`` in the InvalidArgument.
Remember = Callable[[Sequence[MemoryInput], str], list[bytes]]
# recall(query) -> what recall found (or why it did not look).
Recall = Callable[[RecallQuery], Recalled]
# explained(context, recalled) -> the context with what recall left out, for an explain request.
Explained = Callable[[BuiltContext, Recalled], BuiltContext]


class Sessions:
    """AppendTurn / SetWorking / GetWorking / BuildContext over one store; thread-safe."""

    def __init__(
        self,
        config: EngineConfig,
        *,
        read: Callable[[Table, bytes], bytes | None],
        write: Callable[[Sequence[Op]], None],
        remember: Remember,
        recall: Recall,
        explained: Explained,
    ) -> None:
        context.check_config(config.context)  # configuration errors surface at start-up
        self._config = config
        self._tokens = make_counter(config.context.tokenizer)
        summarizer = make_summarizer(config.turns, config.lifecycle, self._tokens)
        self._turns = TurnBuffer(
            read, write, self._tokens, summarizer, config.turns, config.limits,
            config.sensitive_data,
        )  # fmt: skip
        self._working = WorkingMemory(
            read, write, config.working, config.limits, config.sensitive_data
        )
        self._remember = remember
        self._recall = recall
        self._explained = explained

    @property
    def tokenizer(self) -> str:
        """Return the name of the token counter (memoryd.core.session.token_count)."""
        return self._tokens.name

    def append_turn(
        self, scope: Scope, role: str, content: str, at: float, now: float, item: str = ""
    ) -> Appended:
        """Return what ``scope``'s session buffer keeps after adding a turn (durably)."""
        return self._turns.append(scope, role, content, at, now, item)

    def remove_turns(self, scope: Scope, last: int = 0, clear: bool = False) -> Removed:
        """Return the newest ``last`` raw turns of ``scope``'s session, removed (or all: clear)."""
        return self._turns.remove(scope, last, clear)

    def buffer(self, scope: Scope) -> SessionBuffer:
        """Return ``scope``'s session buffer: its summary and recent raw turns."""
        return self._turns.read(scope)

    def erase(self, scope: Scope) -> None:
        """Delete ``scope``'s session buffer (Forget of a whole session)."""
        self._turns.erase(scope)

    def expire_idle(self, sessions: Iterable[tuple[bytes, bytes]], before: float) -> int:
        """Return how many idle session buffers among ``sessions`` were deleted (the sweep)."""
        return self._turns.expire_idle(sessions, before)

    def set_working(
        self,
        scope: Scope,
        task_id: str,
        values: dict[str, Any] | None,
        *,
        now: float,
        replace: bool = False,
        json_schema: str = "",
        end_task: bool = False,
        promote_keys: Sequence[str] = (),
    ) -> WorkingState:
        """Return a task's working state after setting (merging, or ``replace``) it, or ending
        the task, remembering ``promote_keys`` as memories (memoryd.core.session.working)."""
        return self._working.set(
            scope, task_id, values, replace=replace, json_schema=json_schema,
            end_task=end_task, promote_keys=promote_keys, now=now, promote=self._promote,
        )  # fmt: skip

    def get_working(self, scope: Scope, task_id: str) -> WorkingState:
        """Return a task's working state; NotFound when it has none."""
        return self._working.get(scope, task_id)

    def _promote(self, scope: Scope, task_id: str, pairs: list[tuple[str, str]]) -> list[bytes]:
        """Return the ids of the memories a finished task's chosen keys were remembered as."""
        items = [
            MemoryInput(
                scope=scope,
                content=f"{key}: {value}",
                source=Source.AGENT_INFERENCE,
                tags=("working",),
                metadata={"task_id": task_id, "working_key": key},
            )
            for key, value in pairs
        ]
        return self._remember(items, "promote_keys")

    def build_context(self, request: ContextRequest) -> BuiltContext:
        """Return the prompt-ready context for ``request`` (memoryd.core.session.context): the
        task's working state, recalled memories, the session's summary and recent turns."""
        config = self._config.context
        limits = self._config.limits
        context.check_request(request, config, limits)
        scope = request.scope
        working = None
        if request.task_id:
            try:
                working = self._working.get(scope, request.task_id)
            except NotFound:
                working = None  # no state yet: an empty section, not an error
        recalled = Recalled([])
        if request.embedding is not None or request.query.strip():
            recalled = self._recall(
                RecallQuery(
                    scope=scope,
                    query=request.query,
                    embedding=request.embedding,
                    top_k=min(config.long_term_top_k, limits.max_top_k),
                    as_of=request.as_of,
                    filter=request.filter,
                    explain=request.explain,
                    include_user_pool=request.include_user_pool,
                )
            )
        buffer = self._turns.read(scope) if scope.session_id else None
        built = context.build(
            request, config=config, counter=self._tokens, working=working, hits=recalled.hits,
            buffer=buffer,
        )  # fmt: skip
        return self._explained(built, recalled) if request.explain else built
