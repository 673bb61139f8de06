"""Event actions are one vocabulary (types.EventAction): every action core/ writes is a
member, written by name or as its value, and a member is stored as its plain value."""

from __future__ import annotations

import ast
from pathlib import Path

from memoryd.core.store.codec import RecordCodec
from memoryd.core.types import (
    Event,
    EventAction,
    MemoryRecord,
    MemoryType,
    Scope,
    Source,
    Status,
)

CORE = Path(__file__).resolve().parents[3] / "core"


def _written_actions() -> set[str]:
    """Return every string literal core/ passes as an Event's action (Event(at, "x", ...)
    or action="x"), or puts in a table of events (NEW_EVENT, TARGET_EVENT, ...)."""
    found: set[str] = set()
    for path in CORE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Event":
                if len(node.args) > 1 and isinstance(node.args[1], ast.Constant):
                    found.add(node.args[1].value)
            if isinstance(node, ast.keyword) and node.arg == "action":
                if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
                    found.add(node.value.value)
            if isinstance(node, ast.Assign) and any(
                getattr(t, "id", "").endswith("_EVENT") for t in node.targets
            ):
                if isinstance(node.value, ast.Dict):
                    found |= {v.value for v in node.value.values if isinstance(v, ast.Constant)}
    return found


def test_every_action_core_writes_is_an_event_action():
    written = _written_actions()
    assert written, "the scan found no action: it no longer reads the code"
    assert written <= {a.value for a in EventAction}, written - {a.value for a in EventAction}


def test_a_member_is_stored_and_read_back_as_its_plain_value():
    codec = RecordCodec(3)
    record = MemoryRecord(
        id=b"\x01" * 16, scope=Scope("u"), content="I live in Lyon",
        memory_type=MemoryType.SEMANTIC, importance=0.5, confidence=0.9,
        source=Source.USER_INPUT, status=Status.ACTIVE, tags=(), metadata={},
        created_at=1.0e9, updated_at=1.0e9, events=(Event(1.0e9, EventAction.CREATED),),
    )  # fmt: skip
    back = codec.decode(record.id, codec.encode(record))
    assert back.events[0].action == "created" == EventAction.CREATED
    assert type(back.events[0].action) is str  # an action of a later version reads the same
