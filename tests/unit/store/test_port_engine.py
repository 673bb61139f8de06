"""Export and import in the engine (client vectors, real LMDB): the round-trip into a fresh data
folder is exact, an import is all or nothing, vectors of another model are refused, existing
ids are skipped or replaced, and imported memories are recallable at once."""

from __future__ import annotations

import dataclasses
import time

import numpy as np
import pytest

from memoryd.core import (
    ForgetMode,
    InvalidArgument,
    MemoryInput,
    MemoryType,
    RecallQuery,
    Scope,
    Status,
)
from memoryd.core.store.port import ExportItem
from memoryd.core.types import MemoryUpdate

DIM = 16
DAY = 86_400.0
ALICE = Scope("alice", session_id="s1")
BOB = Scope("bob")


def axis(i: int) -> np.ndarray:
    v = np.zeros(DIM, dtype=np.float32)
    v[i % DIM] = 1.0
    return v


def fill(engine) -> dict[str, bytes]:
    """Remember a small history in ALICE's pool (and one memory of BOB's); return ids by name."""
    now = time.time()
    put = engine.remember
    ids = {
        "budget": put(MemoryInput(ALICE, "budget is 500k", embedding=axis(0), tags=("project",),
                                  metadata={"src": "call"})).record.id,
        "tea": put(MemoryInput(ALICE, "Alice prefers green tea", embedding=axis(1),
                               memory_type=MemoryType.PREFERENCE, importance=0.8)).record.id,
        "old": put(MemoryInput(ALICE, "met at the Lyon office", embedding=axis(2),
                               created_at=now - 3 * DAY, expires_at=now + 30 * DAY)).record.id,
        "secret": put(MemoryInput(ALICE, "door code 4411", embedding=axis(3))).record.id,
        "bob": put(MemoryInput(BOB, "Bob's budget is 2 million", embedding=axis(0))).record.id,
    }  # fmt: skip
    ids["budget2"] = engine.update(
        MemoryUpdate(ALICE, ids["budget"], content="budget is 800k", embedding=axis(4))
    ).record.id
    engine.forget(ALICE, [ids["secret"].hex()], ForgetMode.SUPPRESS)
    engine.feedback(ALICE, [ids["tea"].hex()], [])
    return ids


def same(a: list[ExportItem], b: list[ExportItem]) -> None:
    key = lambda item: item.record.id  # noqa: E731
    a, b = sorted(a, key=key), sorted(b, key=key)
    assert [dataclasses.asdict(x.record) for x in a] == [dataclasses.asdict(x.record) for x in b]
    assert [x.vector.tobytes() for x in a] == [x.vector.tobytes() for x in b]


def test_round_trip_into_a_fresh_folder_is_exact(open_engine, tmp_path):
    source = open_engine(tmp_path / "a")
    ids = fill(source)
    exported = list(source.export_records(None, vectors=True))
    assert len(exported) == 6
    target = open_engine(tmp_path / "b")
    result = target.import_records(exported)
    assert (result.imported, result.skipped, result.replaced) == (6, 0, 0)
    same(exported, list(target.export_records(None, vectors=True)))
    assert target.get(ALICE, ids["tea"]).access_count == 1  # the feedback's access came along
    # Indexed at once: counts, tiers, the vector and keyword routes, history.
    for scope in (ALICE, BOB):
        a, b = source.stats(scope), target.stats(scope)
        assert (a.total, a.by_status, a.by_type, a.by_tier) == (
            b.total, b.by_status, b.by_type, b.by_tier
        )  # fmt: skip
    hits = target.recall(RecallQuery(ALICE, embedding=axis(1), top_k=1))
    assert [h.record.id for h in hits] == [ids["tea"]]
    hits = target.recall(RecallQuery(ALICE, query="Lyon office", embedding=axis(9), top_k=1))
    assert [h.record.id for h in hits] == [ids["old"]]
    assert "keyword" in hits[0].routes
    chain = target.history(ALICE, ids["budget2"])
    assert [r.id for r in chain] == [ids["budget"], ids["budget2"]]
    assert chain[0].status is Status.SUPERSEDED and chain[0].superseded_by == ids["budget2"]
    assert any(e.action == "superseded" and e.reason == "updated" for e in chain[0].events)
    assert target.get(ALICE, ids["secret"]).status is Status.SUPPRESSED


def test_survives_a_restart_of_the_target(open_engine, tmp_path):
    source = open_engine(tmp_path / "a")
    fill(source)
    exported = list(source.export_records(ALICE, vectors=True))
    target = open_engine(tmp_path / "b")
    target.import_records(exported)
    target.close()
    reopened = open_engine(tmp_path / "b")
    same(exported, list(reopened.export_records(ALICE, vectors=True)))


def test_an_export_holds_only_its_pool_and_the_statuses_asked_for(open_engine, tmp_path):
    engine = open_engine(tmp_path / "a")
    ids = fill(engine)
    alice = {i.record.id for i in engine.export_records(ALICE)}
    assert ids["bob"] not in alice and len(alice) == 5
    assert all(i.record.scope.user_id == "alice" for i in engine.export_records(ALICE))
    assert {i.record.id for i in engine.export_records(BOB)} == {ids["bob"]}
    assert list(engine.export_records(Scope("alice", agent_id="planner"))) == []
    active = {i.record.id for i in engine.export_records(ALICE, frozenset({Status.ACTIVE}))}
    assert active == {ids["tea"], ids["old"], ids["budget2"]}
    assert all(i.vector is None for i in engine.export_records(ALICE))
    with pytest.raises(InvalidArgument, match="scope.user_id"):
        engine.export_records(Scope(""))


def test_one_bad_record_imports_nothing(open_engine, tmp_path):
    source = open_engine(tmp_path / "a")
    fill(source)
    exported = list(source.export_records(None, vectors=True))
    bad = dataclasses.replace(exported[3].record, content="  ")
    items = [*exported[:3], ExportItem(bad, exported[3].vector), *exported[4:]]
    target = open_engine(tmp_path / "b")
    with pytest.raises(InvalidArgument, match=r"records\[3\]\.memory\.content"):
        target.import_records(items)
    deleted = dataclasses.replace(exported[1].record, status=Status.DELETED)
    with pytest.raises(InvalidArgument, match=r"records\[1\]\.memory\.status"):
        target.import_records([exported[0], ExportItem(deleted, exported[1].vector)])
    with pytest.raises(InvalidArgument, match=r"records\[2\]\.memory\.id.*records\[0\]"):
        target.import_records([exported[0], exported[1], exported[0]])
    assert list(target.export_records(None)) == []
    assert target.stats(ALICE).total == 0


def test_vectors_of_another_model_or_dimension_are_refused(open_engine, tmp_path):
    source = open_engine(tmp_path / "a")
    fill(source)
    item = next(iter(source.export_records(ALICE, vectors=True)))
    target = open_engine(tmp_path / "b")
    other = ExportItem(dataclasses.replace(item.record, embedding_model="e5-small"), item.vector)
    with pytest.raises(InvalidArgument, match=r"records\[0\]\.embedding.*never mix"):
        target.import_records([other])
    short = ExportItem(item.record, item.vector[:8])
    with pytest.raises(InvalidArgument, match=r"records\[0\]\.embedding.*8 values"):
        target.import_records([short])
    # Without a vector the text must be embedded here: this server has no model.
    with pytest.raises(InvalidArgument, match=r"records\[0\]\.embedding"):
        target.import_records([ExportItem(item.record)])
    assert target.stats(ALICE).total == 0


def test_existing_ids_are_skipped_or_replaced_within_their_pool(open_engine, tmp_path):
    engine = open_engine(tmp_path / "a")
    ids = fill(engine)
    exported = list(engine.export_records(ALICE, vectors=True))
    before = engine.stats(ALICE)
    result = engine.import_records(exported)
    assert (result.imported, result.skipped) == (0, 5)
    tea = next(i for i in exported if i.record.id == ids["tea"])
    changed = dataclasses.replace(
        tea.record, content="Alice prefers oolong", memory_type=MemoryType.SEMANTIC
    )
    result = engine.import_records([ExportItem(changed, tea.vector)], overwrite=True)
    assert (result.imported, result.skipped, result.replaced) == (1, 0, 1)
    assert engine.get(ALICE, ids["tea"]).content == "Alice prefers oolong"
    after = engine.stats(ALICE)
    assert after.total == before.total
    assert len(list(engine.export_records(ALICE))) == len(exported)  # listed once in its pool
    assert after.by_type.get("preference", 0) == before.by_type["preference"] - 1
    hits = engine.recall(RecallQuery(ALICE, query="oolong", embedding=axis(9), top_k=3))
    assert hits[0].record.id == ids["tea"] and "keyword" in hits[0].routes
    # The replaced text left the keyword index.
    hits = engine.recall(RecallQuery(ALICE, query="green tea", embedding=axis(9), top_k=3))
    assert not any("keyword" in h.routes for h in hits)
    moved = ExportItem(dataclasses.replace(tea.record, scope=BOB), tea.vector)
    with pytest.raises(InvalidArgument, match="another pool"):
        engine.import_records([moved], overwrite=True)
    assert engine.get(ALICE, ids["tea"]).content == "Alice prefers oolong"


def test_an_import_reads_the_attributes_an_export_did_not_carry(open_engine, tmp_path):
    source = open_engine(tmp_path / "a")
    ids = fill(source)
    assert source.get(ALICE, ids["budget2"]).attributes == ("budget",)  # read at write
    bare = [  # as from a file: the wire format has no attributes
        dataclasses.replace(item, record=dataclasses.replace(item.record, attributes=None))
        for item in source.export_records(None, vectors=True)
    ]
    target = open_engine(tmp_path / "b")
    target.import_records(bare)
    assert target.get(ALICE, ids["budget2"]).attributes == ("budget",)
    assert target.get(ALICE, ids["old"]).attributes == ()
