"""Sessions on a real LMDB store: what it hands to the write and recall paths it is given
(promoted keys as memories named by field, recall only when there is something to ask), and
that a working state and a session's turns reach BuildContext."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from memoryd.core import EngineConfig, InvalidArgument, MemoryInput, Recalled, Scope, Source
from memoryd.core.session.context import BuiltContext, ContextRequest
from memoryd.core.session.service import Sessions
from memoryd.core.store.lmdb_store import LmdbStore
from memoryd.core.store.storage import Op, Table
from memoryd.core.types import RecallQuery

SCOPE = Scope("sessions-user", session_id="s1")


class Calls:
    """What Sessions asked of the write and recall paths (the seams it is given)."""

    def __init__(self) -> None:
        self.remembered: list[tuple[list[MemoryInput], str]] = []
        self.recalled: list[RecallQuery] = []

    def remember(self, items: Sequence[MemoryInput], field: str) -> list[bytes]:
        self.remembered.append((list(items), field))
        return [bytes([i]) * 16 for i in range(len(items))]

    def recall(self, query: RecallQuery) -> Recalled:
        self.recalled.append(query)
        return Recalled([], True, "")


@pytest.fixture
def sessions(tmp_path):
    store = LmdbStore(tmp_path / "store", 1 << 26)
    calls = Calls()

    def read(table: Table, key: bytes) -> bytes | None:
        return store.get(table, key)

    def write(ops: Sequence[Op]) -> None:
        store.apply(ops)

    service = Sessions(
        EngineConfig(embedder="none", dimension=8), read=read, write=write,
        remember=calls.remember, recall=calls.recall, explained=lambda built, _: built,
    )  # fmt: skip
    yield service, calls
    store.close()


def test_ending_a_task_promotes_its_keys_as_agent_memories_named_by_field(sessions):
    service, calls = sessions
    service.set_working(SCOPE, "trip", {"city": "Lyon", "nights": 2}, now=10.0)
    state = service.set_working(SCOPE, "trip", None, now=11.0, end_task=True, promote_keys=["city"])
    assert state.promoted_ids == (b"\x00" * 16,)
    ((items, field),) = calls.remembered
    assert field == "promote_keys"
    assert [(i.content, i.source, i.tags) for i in items] == [
        ("city: Lyon", Source.AGENT_INFERENCE, ("working",))
    ]
    assert items[0].metadata == {"task_id": "trip", "working_key": "city"}


def test_build_context_recalls_only_when_there_is_something_to_ask(sessions):
    service, calls = sessions
    service.append_turn(SCOPE, "user", "we fly to Lyon on Friday", at=5.0, now=5.0)
    built = service.build_context(ContextRequest(SCOPE))
    assert isinstance(built, BuiltContext) and calls.recalled == []
    assert "Lyon" in built.context
    service.build_context(ContextRequest(SCOPE, query="where do we fly?"))
    (query,) = calls.recalled
    assert query.scope == SCOPE and query.query == "where do we fly?"


def test_a_bad_context_request_is_refused_before_anything_is_recalled(sessions):
    service, calls = sessions
    with pytest.raises(InvalidArgument):
        service.build_context(ContextRequest(SCOPE, query="x", token_budget=-1))
    assert calls.recalled == []
