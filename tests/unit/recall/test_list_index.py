"""List's packed per-pool index on a real engine: a commit shows in the next page (the
Records.watch hook), an overflow of pending ids rebuilds it, dead slots are compacted, and it
costs the bytes a memory its docstring says."""

from __future__ import annotations

import numpy as np

from memoryd.core import MemoryInput, Scope
from memoryd.core.recall import listing
from memoryd.core.recall.filters import MemoryFilter
from memoryd.core.recall.list_index import ListIndexes
from memoryd.core.types import ForgetMode, MemoryUpdate, Status
from tests.unit.conftest import DIM


def _unit(rng) -> np.ndarray:
    v = rng.normal(size=DIM).astype(np.float32)
    return v / np.linalg.norm(v)


def _ids(engine, query: listing.ListQuery, indexes: ListIndexes | None) -> list[bytes]:
    out: list[bytes] = []
    orders = listing.SortedOrders()
    while True:
        page = listing.list_page(query, engine._store, engine._records, engine._config.limits,
                                 orders, engine._pools.generation, indexes)  # fmt: skip
        out += [r.id for r in page.records]
        if not page.next_cursor:
            return out
        query = listing.ListQuery(query.scope, query.filter, query.page_size, page.next_cursor,
                                  query.order_by, query.ascending)  # fmt: skip


def _fill(engine, rng, scope: Scope, n: int, start: int = 0) -> list[bytes]:
    items = [MemoryInput(scope, f"note {i} about thing {i % 7}", tags=("t", f"g{i % 3}"),
                         importance=(i % 5) / 4, embedding=_unit(rng))
             for i in range(start, start + n)]  # fmt: skip
    return [r.record.id for r in engine.remember_batch(items)]


def test_a_commit_shows_in_the_next_page(open_engine, rng):
    engine = open_engine()
    scope = Scope("u")
    ids = _fill(engine, rng, scope, 20)
    active = listing.ListQuery(scope, MemoryFilter(statuses=frozenset({Status.ACTIVE})), 50)
    assert sorted(r.id for r in engine.list_memories(active).records) == sorted(ids)
    assert engine._lister.indexes.built(scope.pool_key) is not None
    new = engine.remember(MemoryInput(scope, "written after the build", embedding=_unit(rng)))
    engine.forget(scope, [ids[3].hex()], ForgetMode.SUPPRESS)
    listed = [r.id for r in engine.list_memories(active).records]
    assert new.record.id in listed and ids[3] not in listed
    by_importance = listing.ListQuery(scope, page_size=50, order_by="importance")
    engine.update(MemoryUpdate(scope, ids[0], importance=1.0))
    assert _ids(engine, by_importance, engine._lister.indexes) == _ids(engine, by_importance, None)


def test_too_many_pending_ids_rebuild_the_index(open_engine, rng):
    engine = open_engine()
    scope = Scope("u")
    _fill(engine, rng, scope, 10)
    indexes = ListIndexes(max_pending=5)
    engine._records.watch(indexes.touched)
    tagged = listing.ListQuery(scope, MemoryFilter(tags=("g1",)), 3, order_by="created_at")
    assert _ids(engine, tagged, indexes) == _ids(engine, tagged, None)
    built = indexes.built(scope.pool_key)
    assert built is not None
    version = built.version
    _fill(engine, rng, scope, 12, start=10)  # more than max_pending: the next List builds anew
    assert built._overflow
    assert _ids(engine, tagged, indexes) == _ids(engine, tagged, None)
    assert built.version == version + 1 and not built._overflow
    assert len(built.ids) == 22 and built.alive.all()


def test_dead_slots_are_compacted(open_engine, rng):
    engine = open_engine()
    scope = Scope("u")
    ids = _fill(engine, rng, scope, 80)
    query = listing.ListQuery(scope, MemoryFilter(tags=("t",)), 7, order_by="importance")
    assert _ids(engine, query, engine._lister.indexes) == _ids(engine, query, None)
    index = engine._lister.indexes.built(scope.pool_key)
    assert index is not None
    for round_ in range(3):  # each update kills a slot and appends the memory anew
        for memory_id in ids[:60]:
            engine.update(MemoryUpdate(scope, memory_id, importance=(round_ + 1) / 4))
        assert _ids(engine, query, engine._lister.indexes) == _ids(engine, query, None)
        assert np.count_nonzero(index.alive) == 80
        assert len(index.ids) < 160  # compacted whenever the dead were half the slots
    engine.forget(scope, [i.hex() for i in ids[:10]], ForgetMode.DELETE)
    assert _ids(engine, query, engine._lister.indexes) == _ids(engine, query, None)
    assert np.count_nonzero(index.alive) == 70


def test_bytes_per_memory(open_engine, rng):
    engine = open_engine()
    scope = Scope("u")
    _fill(engine, rng, scope, 500)  # two tags a memory, no metadata
    engine.list_memories(listing.ListQuery(scope, MemoryFilter(tags=("t",)), 10))
    index = engine._lister.indexes.built(scope.pool_key)
    assert index is not None
    # 47 bytes of columns, 24 of the id order, 8 a tag (list_index's docstring).
    assert index.nbytes() / 500 == 47 + 24 + 2 * 8


def test_an_index_built_on_an_empty_pool_takes_its_first_writes(open_engine, rng):
    engine = open_engine()
    scope = Scope("u")
    tagged = listing.ListQuery(scope, MemoryFilter(tags=("t",)), 5)
    assert engine.list_memories(tagged).records == []  # builds the index of an empty pool
    ids = _fill(engine, rng, scope, 3)
    assert sorted(_ids(engine, tagged, engine._lister.indexes)) == sorted(ids)
    engine.forget(scope, [i.hex() for i in ids], ForgetMode.DELETE)
    assert _ids(engine, tagged, engine._lister.indexes) == []
    ids = _fill(engine, rng, scope, 2, start=3)  # into an index whose every slot is dead
    assert sorted(_ids(engine, tagged, engine._lister.indexes)) == sorted(ids)
