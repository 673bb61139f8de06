"""Records: the one reader and mutator of memory records, over a real LMDB store, the real
codec and the tiers' real Pools; what a commit changed comes back as typed Changes."""

from __future__ import annotations

import os
from dataclasses import replace

import numpy as np
import pytest

from memoryd.core.store.records import Changes, Records, StatusMove, Text, count_key
from memoryd.core.store.storage import Put, Table
from memoryd.core.tiers.registry import Pools
from memoryd.core.types import Hit, MemoryRecord, MemoryType, Scope, Source, Status, Tier

DIM = 8
ALICE = Scope("alice")
BOB = Scope("bob")


def _record(scope: Scope = ALICE, content: str = "likes tea", **changes) -> MemoryRecord:
    record = MemoryRecord(
        id=os.urandom(16), scope=scope, content=content, memory_type=MemoryType.SEMANTIC,
        importance=0.5, confidence=0.9, source=Source.USER_INPUT, status=Status.ACTIVE,
        tags=(), metadata={}, created_at=1_000.0, updated_at=1_000.0,
    )  # fmt: skip
    return replace(record, **changes)


def _unit(rng: np.random.Generator) -> np.ndarray:
    v = rng.standard_normal(DIM).astype(np.float32)
    return v / np.linalg.norm(v)


def _stored(records: Records, pools: Pools, record: MemoryRecord, vector: np.ndarray) -> None:
    """Commit ``record`` and index it, as the write path does."""
    batch = records.batch()
    batch.put_new(record, vector)
    assert not batch.commit()  # nothing was mutated: no moves
    pools.index_for_writing(record.scope.pool_key).add_many(
        [record.id], vector[None, :], np.array([record.created_at]), 1_000.0, [record.content]
    )
    pools.count(record.scope.pool_key, [(count_key(record), 1)])


def test_a_put_record_reads_back_with_its_tier_and_pending_accesses(records, pools, rng):
    record = _record()
    _stored(records, pools, record, _unit(rng))
    records.access.touch([record.id], 2_000.0)  # not flushed yet: overlaid on the read
    (read,) = records.read([record.id])
    assert read is not None and read.content == "likes tea"
    assert read.tier is Tier.SHORT
    assert (read.access_count, read.last_accessed_at) == (1, 2_000.0)
    (header,) = records.read([record.id], content=False)
    assert header is not None and header.content == ""
    assert records.read([os.urandom(16)]) == [None]


def test_shared_headers_are_the_kept_ones_and_follow_a_commit(records, pools, rng):
    """What the write path's neighbour search filters on (status, scope, attributes): the
    header cache's own objects, no text, events or access statistics, and a commit's change
    seen by the next read."""
    record = _record(attributes=("diet",))
    _stored(records, pools, record, _unit(rng))
    records.access.touch([record.id], 2_000.0)
    missing = os.urandom(16)
    first, none = records.shared_headers([record.id, missing])
    assert none is None and first is not None
    assert (first.content, first.events, first.access_count) == ("", (), 0)
    assert (first.status, first.scope, first.attributes) == (Status.ACTIVE, ALICE, ("diet",))
    (again,) = records.shared_headers([record.id])
    assert again is first  # shared, not copied
    batch = records.batch()
    batch.mutate(record.id, lambda r: replace(r, status=Status.ARCHIVED))
    batch.commit()
    (after,) = records.shared_headers([record.id])
    assert after is not None and after.status is Status.ARCHIVED
    assert first.status is Status.ACTIVE  # a header handed out is never changed in place


def test_a_mutation_returns_its_status_move_and_moves_the_pool_counts(records, pools, rng):
    record = _record()
    _stored(records, pools, record, _unit(rng))
    generation = pools.generation(ALICE.pool_key)
    batch = records.batch()
    batch.mutate(record.id, lambda r: replace(r, status=Status.ARCHIVED))
    changes = batch.commit()
    assert changes.moves == (
        StatusMove(ALICE.pool_key, record.id, ("active", "semantic"), ("archived", "semantic")),
    )
    assert changes.ids() == [record.id] and changes.became(Status.ARCHIVED.value) == 1
    assert pools.counts(ALICE.pool_key) == {("archived", "semantic"): 1, ("active", "semantic"): 0}
    assert pools.generation(ALICE.pool_key) > generation
    (read,) = records.read([record.id])
    assert read is not None and read.status is Status.ARCHIVED


def test_a_mutation_that_declines_or_finds_nothing_changes_nothing(records, pools, rng):
    record = _record()
    _stored(records, pools, record, _unit(rng))
    batch = records.batch()
    batch.mutate(record.id, lambda r: None)  # the change saw the record changed meanwhile
    batch.mutate(os.urandom(16), lambda r: replace(r, status=Status.ARCHIVED))  # gone
    assert batch.commit() == Changes()
    assert pools.counts(ALICE.pool_key) == {("active", "semantic"): 1}


def test_the_mutation_runs_on_the_committed_record_not_on_a_copy_read_earlier(records, pools, rng):
    record = _record()
    _stored(records, pools, record, _unit(rng))
    (early,) = records.read([record.id])
    first = records.batch()
    first.mutate(record.id, lambda r: replace(r, tags=(*r.tags, "one")))
    first.commit()
    second = records.batch()
    second.mutate(record.id, lambda r: replace(r, tags=(*r.tags, "two")))
    second.commit()
    (read,) = records.read([record.id])
    assert early is not None and early.tags == ()
    assert read is not None and read.tags == ("one", "two")


def test_a_conditional_new_record_is_stored_only_when_a_mutation_took_effect(
    records, pools, rng, store
):
    old = _record(status=Status.SUPPRESSED)
    _stored(records, pools, old, _unit(rng))
    new = _record(content="likes coffee")
    batch = records.batch()
    batch.mutate(
        old.id,
        lambda r: replace(r, status=Status.SUPERSEDED) if r.status is Status.ACTIVE else None,
    )
    batch.put_new(new, _unit(rng), (3, 1_500.0), if_mutated=True)
    assert not batch.commit()
    assert records.read([new.id]) == [None]
    assert store.pool_ids(ALICE.pool_key) == [old.id]  # no pool entry left behind
    active = _record()
    _stored(records, pools, active, _unit(rng))
    batch = records.batch()
    batch.mutate(active.id, lambda r: replace(r, status=Status.SUPERSEDED))
    batch.put_new(new, _unit(rng), (3, 1_500.0), if_mutated=True)
    assert batch.commit()
    (read,) = records.read([new.id])
    assert read is not None and (read.access_count, read.last_accessed_at) == (3, 1_500.0)


def test_an_import_over_a_stored_record_counts_the_old_one_out_and_unindexes_it(
    records, pools, rng
):
    old = _record(access_count=0)
    _stored(records, pools, old, _unit(rng))
    records.access.touch([old.id], 2_000.0)  # pending accesses of the replaced version
    batch = records.batch()
    batch.put_new(replace(old, content="likes green tea", status=Status.ARCHIVED), _unit(rng),
                  replacing=True)  # fmt: skip
    changes = batch.commit()
    assert changes.moves == (StatusMove(ALICE.pool_key, old.id, ("active", "semantic"), None),)
    assert pools.counts(ALICE.pool_key) == {("active", "semantic"): 0}
    assert pools.tiers_of(ALICE.pool_key, [old.id]) == [None]  # the caller re-indexes it
    (read,) = records.read([old.id])
    assert read is not None and read.content == "likes green tea"
    assert (read.access_count, read.last_accessed_at) == (0, None)


def test_delete_erases_only_what_is_there_and_counts_it_out(records, pools, rng, store):
    kept, gone = _record(), _record()
    for r in (kept, gone):
        _stored(records, pools, r, _unit(rng))
    missing = os.urandom(16)
    changes = records.delete(ALICE.pool_key, [gone.id, missing])
    assert changes.ids() == [gone.id]
    assert records.read([gone.id, kept.id])[0] is None
    assert store.get(Table.VECTORS, gone.id) is None
    assert pools.counts(ALICE.pool_key) == {("active", "semantic"): 1}
    assert pools.tiers_of(ALICE.pool_key, [gone.id, kept.id]) == [None, Tier.SHORT]


def test_in_pool_never_returns_another_pools_record(records, pools, rng):
    mine, theirs = _record(ALICE), _record(BOB)
    for r in (mine, theirs):
        _stored(records, pools, r, _unit(rng))
    assert [r.id for r in records.in_pool(ALICE, [theirs.id, mine.id])] == [mine.id]
    assert records.in_pool(BOB, [mine.id]) == []


def test_cosines_are_read_from_the_stored_vectors_and_clipped(records, pools, rng):
    record = _record()
    vector = _unit(rng)
    _stored(records, pools, record, vector)
    cosine, absent = records.cosines([record.id, os.urandom(16)], vector)
    assert cosine == pytest.approx(1.0, abs=1e-6) and cosine <= 1.0 and absent is None
    (opposite,) = records.cosines([record.id], -vector)
    assert opposite == pytest.approx(-1.0, abs=1e-6) and opposite >= -1.0
    (copy,) = records.vectors([record.id])
    assert copy is not None and np.array_equal(copy, vector)


def test_with_content_fills_texts_and_leaves_out_a_hit_deleted_since(records, pools, rng):
    kept, gone = _record(content="kept text"), _record(content="gone text")
    for r in (kept, gone):
        _stored(records, pools, r, _unit(rng))
    hits = [
        Hit(h, 0.5, 0.5, 1.0, 0.0, h.tier)
        for h in records.read([kept.id, gone.id], content=False)
        if h
    ]
    records.delete(ALICE.pool_key, [gone.id])
    filled = records.with_content(hits)
    assert [h.record.content for h in filled] == ["kept text"]


def test_pool_ages_lists_every_stored_memory_of_the_pool(records, pools, rng):
    a = _record(created_at=10.0, scope=Scope("alice", session_id="s1"))
    b = _record(created_at=20.0)
    for r in (a, b):
        _stored(records, pools, r, _unit(rng))
    _stored(records, pools, _record(BOB), _unit(rng))
    assert sorted(records.pool_ages(ALICE.pool_key)) == sorted(
        [(10.0, "s1", a.id), (20.0, "", b.id)]
    )


def test_pending_accesses_are_flushed_to_the_store_in_the_background(records, pools, rng, store):
    record = _record()
    _stored(records, pools, record, _unit(rng))
    records.access.touch([record.id], 2_000.0)
    records.writer.write([Put(Table.META, b"nudge", b"1")])  # any commit; the tick follows
    records.close()  # the last tick runs at close
    assert store.get(Table.ACCESS, record.id) is not None


def test_read_where_keeps_what_the_test_passes_up_to_the_limit(records, pools, rng):
    kept_ones = [_record(content=f"keep {i}", tags=("k",)) for i in range(3)]
    other = _record(content="not this one")
    for record in (kept_ones[0], other, kept_ones[1], kept_ones[2]):
        _stored(records, pools, record, _unit(rng))
    records.access.touch([kept_ones[1].id], 2_000.0)
    ids = [kept_ones[0].id, os.urandom(16), other.id, kept_ones[1].id, kept_ones[2].id]

    def tagged(r: MemoryRecord) -> bool:
        assert r.content == ""  # the test sees the header only
        return "k" in r.tags

    got, looked = records.read_where(ids, tagged, limit=2)
    assert [r.id for r in got] == [kept_ones[0].id, kept_ones[1].id] and looked == 4
    assert [r.content for r in got] == ["keep 0", "keep 1"]  # the texts of the kept ones
    assert got[1].access_count == 1 and got[1].last_accessed_at == 2_000.0  # pending counted
    assert all(r.tier is not None and r.events == () for r in got)
    got, looked = records.read_where(ids, lambda r: "this" in r.content, limit=9,
                                     text=Text.ALL)  # fmt: skip
    assert [r.id for r in got] == [other.id] and looked == len(ids)
    got, _ = records.read_where(ids, tagged, limit=9, text=Text.NONE, stats=False)
    assert [(r.content, r.tier, r.access_count) for r in got] == [("", None, 0)] * 3
