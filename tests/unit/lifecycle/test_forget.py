"""Forget's transitions as functions (suppress, restore, undo a verdict), and Forget through a
real engine by session and tags."""

from __future__ import annotations

import numpy as np
import pytest

from memoryd.core import EngineConfig, ForgetMode, MemoryEngine, MemoryInput, Scope, Status
from memoryd.core.errors import InvalidArgument, NotFound
from memoryd.core.ids import id_to_str
from memoryd.core.lifecycle.forget import restored, suppressed
from memoryd.core.types import MemoryRecord, MemoryType, Source

SCOPE = Scope("forget-user", session_id="s1")
DIM = 8


def record(status: Status, superseded_by: bytes | None = None) -> MemoryRecord:
    return MemoryRecord(
        id=b"\x01" * 16, scope=SCOPE, content="x", memory_type=MemoryType.SEMANTIC,
        importance=0.5, confidence=0.9, source=Source.USER_INPUT, status=status, tags=(),
        metadata={}, created_at=1.0, updated_at=1.0, superseded_by=superseded_by,
    )  # fmt: skip


def test_suppressed_moves_an_active_memory_and_leaves_a_suppressed_one():
    after = suppressed(record(Status.ACTIVE), now=5.0)
    assert after is not None and after.status is Status.SUPPRESSED
    assert after.events[-1].action == "suppressed" and after.updated_at == 5.0
    assert suppressed(record(Status.SUPPRESSED), now=5.0) is None


@pytest.mark.parametrize("status", [Status.SUPPRESSED, Status.ARCHIVED])
def test_restored_brings_back_suppressed_and_archived(status):
    successors: dict[bytes, bytes] = {}
    after = restored(record(status), now=5.0, successors=successors)
    assert after is not None and after.status is Status.ACTIVE
    assert after.events[-1].action == "restored" and successors == {}


@pytest.mark.parametrize("status", [Status.ACTIVE, Status.EXPIRED])
def test_restored_leaves_active_and_expired_alone(status):
    assert restored(record(status), now=5.0, successors={}) is None


def test_restoring_a_replaced_memory_undoes_the_verdict_and_names_its_successor():
    successors: dict[bytes, bytes] = {}
    after = restored(record(Status.SUPERSEDED, b"\x02" * 16), now=5.0, successors=successors)
    assert after is not None and after.status is Status.ACTIVE and after.superseded_by is None
    assert successors == {b"\x01" * 16: b"\x02" * 16}


def unit(axis: int) -> np.ndarray:
    v = np.zeros(DIM, dtype=np.float32)
    v[axis] = 1.0
    return v


@pytest.fixture
def engine(tmp_path):
    eng = MemoryEngine(tmp_path, EngineConfig(embedder="none", dimension=DIM))
    yield eng
    eng.close()


def test_forget_by_tag_suppresses_only_the_tagged_and_restore_brings_them_back(engine):
    tagged = engine.remember(MemoryInput(SCOPE, "tagged", embedding=unit(0), tags=("t",)))
    plain = engine.remember(MemoryInput(SCOPE, "plain", embedding=unit(1)))
    assert engine.forget(SCOPE, [], ForgetMode.SUPPRESS, tags=["t"]) == [tagged.record.id]
    assert engine.get(SCOPE, tagged.record.id).status is Status.SUPPRESSED
    assert engine.get(SCOPE, plain.record.id).status is Status.ACTIVE
    assert engine.forget(SCOPE, [], ForgetMode.SUPPRESS, tags=["t"]) == []  # already
    assert engine.forget(SCOPE, [], ForgetMode.RESTORE, tags=["t"]) == [tagged.record.id]
    assert engine.get(SCOPE, tagged.record.id).status is Status.ACTIVE


def test_forget_deleting_a_session_erases_its_memories_and_turns(engine):
    said = engine.remember(MemoryInput(SCOPE, "said in s1", embedding=unit(0)))
    other = Scope("forget-user", session_id="s2")
    kept = engine.remember(MemoryInput(other, "said in s2", embedding=unit(1)))
    engine.append_turn(SCOPE, "user", "hello")
    pool = Scope("forget-user")
    assert engine.forget(pool, [], ForgetMode.DELETE, session="s1") == [said.record.id]
    with pytest.raises(NotFound):
        engine.get(pool, said.record.id)
    assert engine.get(pool, kept.record.id).status is Status.ACTIVE
    assert engine.session_buffer(SCOPE).turns == ()


def test_forget_changes_nothing_when_an_id_is_missing(engine):
    there = engine.remember(MemoryInput(SCOPE, "there", embedding=unit(0)))
    missing = id_to_str(b"\x07" * 16)
    with pytest.raises(NotFound, match=missing):
        engine.forget(SCOPE, [id_to_str(there.record.id), missing], ForgetMode.SUPPRESS)
    assert engine.get(SCOPE, there.record.id).status is Status.ACTIVE
    with pytest.raises(InvalidArgument, match="ids"):
        engine.forget(SCOPE, [], ForgetMode.SUPPRESS)
