"""List through the packed per-pool index (memoryd.core.recall.list_index) gives the pages of
the path without it (records read and filtered one by one, memoryd.core.recall.listing), for
any pool, filter, order, direction and page size; pages stay consistent with their cursor
while the pool is written between them; and no cursor reads another pool's rows.

Real parts: one engine over a real LMDB folder and client vectors; each example lists a pool
of its own, imported with the fields drawn (Import keeps ids, times and access statistics).
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from memoryd.core import EngineConfig, MemoryEngine, MemoryInput, MemoryType, Scope, Status
from memoryd.core.config import TierConfig
from memoryd.core.recall import listing
from memoryd.core.recall.filters import MemoryFilter
from memoryd.core.recall.list_index import ListIndexes, ids_of
from memoryd.core.store.port import ExportItem
from memoryd.core.types import ForgetMode, MemoryRecord, MemoryUpdate, Source

DIM = 8
NOW = 1.7e9
TAGS = ("a", "b", "c", "Zoë")
SESSIONS = ("", "s1", "s2")
PAIRS = (("k", "1"), ("k", "2"), ("lang", "fr"))
WORDS = ("apple", "Pear", "plum", "ÉCOLE", "tea")
STATUSES = [s for s in Status if s is not Status.DELETED]
WRITES = ("new", "suppress", "restore", "delete", "importance", "tags")
_pools = itertools.count()


@pytest.fixture(scope="module")
def engine(tmp_path_factory) -> Iterator[MemoryEngine]:
    config = EngineConfig(embedder="none", dimension=DIM,
                          tiers=TierConfig(maintenance_interval_s=3_600))  # fmt: skip
    engine = MemoryEngine(Path(tmp_path_factory.mktemp("list-index")) / "data", config)
    yield engine
    engine.close()


def _vector(seed: int) -> np.ndarray:
    v = np.random.default_rng(seed).normal(size=DIM).astype(np.float32)
    return v / np.linalg.norm(v)


# One memory's drawn fields; times on a coarse grid so ties (in the sort keys too) are common.
rows = st.fixed_dictionaries({
    "status": st.sampled_from(STATUSES),
    "memory_type": st.sampled_from(MemoryType),
    "tags": st.lists(st.sampled_from(TAGS), max_size=3, unique=True),
    "session": st.sampled_from(SESSIONS),
    "created": st.integers(0, 6),
    "updated": st.integers(0, 6),
    "importance": st.sampled_from([0.0, 0.25, 0.5, 0.5, 1.0]),
    "metadata": st.lists(st.sampled_from(PAIRS), max_size=2, unique_by=lambda p: p[0]),
    "words": st.lists(st.sampled_from(WORDS), min_size=1, max_size=3),
    "access": st.integers(0, 3),
    "accessed": st.none() | st.integers(0, 6),
})  # fmt: skip

filters = st.builds(
    MemoryFilter,
    statuses=st.frozensets(st.sampled_from(STATUSES), max_size=2),
    memory_types=st.frozensets(st.sampled_from(MemoryType), max_size=2),
    tags=st.lists(st.sampled_from((*TAGS, "absent")), max_size=2, unique=True).map(tuple),
    session_id=st.sampled_from((*SESSIONS, "nobody")),
    created_after=st.none() | st.integers(0, 6).map(lambda d: NOW + d * 3_600.0),
    created_before=st.none() | st.integers(7, 9).map(lambda d: NOW + d * 3_600.0),
    updated_after=st.none() | st.integers(0, 6).map(lambda d: NOW + d * 3_600.0),
    updated_before=st.none(),
    metadata=st.lists(st.sampled_from(PAIRS), max_size=1).map(tuple),
    text_contains=st.sampled_from(["", "", "", "apple", "pear", "école", "ea", "none such"]),
)
queries = st.tuples(
    filters,
    st.sampled_from(listing.ORDERS),
    st.booleans(),
    st.integers(1, 7),
)


def _pool(engine: MemoryEngine, drawn: list[dict]) -> Scope:
    """Return a new pool holding the ``drawn`` memories (imported, ids in a shuffled order)."""
    n = next(_pools)
    scope = Scope(f"user-{n}")
    items = []
    for i, row in enumerate(drawn):
        memory_id = (n * 7_919 + i * 104_729 % 9_973).to_bytes(8, "big") + i.to_bytes(8, "big")
        record = MemoryRecord(
            id=memory_id, scope=Scope(scope.user_id, "", row["session"]),
            content=" ".join(row["words"]) + f" #{i}", memory_type=row["memory_type"],
            importance=row["importance"], confidence=0.9, source=Source.USER_INPUT,
            status=row["status"], tags=tuple(row["tags"]), metadata=dict(row["metadata"]),
            created_at=NOW + row["created"] * 3_600.0, updated_at=NOW + row["updated"] * 3_600.0,
            access_count=row["access"],
            last_accessed_at=None if row["accessed"] is None else NOW + row["accessed"] * 60.0,
            embedding_model=engine.model_id,
        )  # fmt: skip
        items.append(ExportItem(record, _vector(i)))
    if items:
        engine.import_records(items)
    return scope


def _pages(engine: MemoryEngine, query: listing.ListQuery, indexes: ListIndexes | None):
    """Return every page of ``query`` to its end: the records of each, trailing empty pages
    dropped (the path without the index may end on one)."""
    orders = listing.SortedOrders()  # each path its own, as two servers would have
    pages: list[list[MemoryRecord]] = []
    for _ in range(1_000):
        page = listing.list_page(
            query, engine._store, engine._records, engine._config.limits, orders,
            engine._pools.generation, indexes,
        )  # fmt: skip
        pages.append(page.records)
        if not page.next_cursor:
            break
        query = _next(query, page.next_cursor)
    while pages and not pages[-1]:
        pages.pop()
    return pages


def _next(query: listing.ListQuery, cursor: str) -> listing.ListQuery:
    return listing.ListQuery(query.scope, query.filter, query.page_size, cursor,
                             query.order_by, query.ascending)  # fmt: skip


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    drawn=st.lists(rows, max_size=40),
    asked=st.lists(queries, min_size=1, max_size=4),
    writes=st.lists(st.tuples(st.sampled_from(WRITES), st.integers(0, 10**6)), max_size=4),
)
@example(  # an index built on an empty pool, then written to (once an IndexError)
    drawn=[],
    asked=[(MemoryFilter(tags=("a",)), "", False, 2)] * 2,
    writes=[("suppress", 0), ("new", 2)],  # the first does nothing: no memory yet
)
def test_the_index_gives_the_pages_of_the_plain_path(engine, drawn, asked, writes):
    scope = _pool(engine, drawn)
    stored = [r.id for page in _pages(engine, listing.ListQuery(scope, page_size=1_000), None)
              for r in page]  # fmt: skip
    indexes = ListIndexes()
    engine._records.watch(indexes.touched)
    for (flt, order_by, ascending, size), write in itertools.zip_longest(
        asked, writes, fillvalue=(None, "", False, 1)
    ):
        if (
            write is not None and write[0] is not None
        ):  # the index is kept fresh by the commits' watch hook
            _write(engine, scope, stored, *write)
        if flt is None:
            continue
        query = listing.ListQuery(scope, flt, size, "", order_by, ascending)
        plain = _pages(engine, query, None)
        indexed = _pages(engine, query, indexes)
        assert indexed == plain, (flt, order_by, ascending, size)
        matching = [r.id for page in plain for r in page]
        assert len(matching) == len(set(matching))
        # The index was used: it is built for every query but the unfiltered write order.
        if order_by or not flt.is_empty:
            assert indexes.built(scope.pool_key) is not None


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    drawn=st.lists(rows, min_size=1, max_size=30),
    query=queries,
    writes=st.lists(
        st.tuples(
            st.sampled_from(["new", "suppress", "restore", "delete", "importance", "tags"]),
            st.integers(0, 10**6),
        ),
        max_size=12,
    ),  # fmt: skip
)
def test_pages_stay_consistent_with_their_cursor_while_the_pool_is_written(
    engine, drawn, query, writes
):
    scope = _pool(engine, drawn)
    flt, order_by, ascending, size = query
    q = listing.ListQuery(scope, flt, size, "", order_by, ascending)
    before = {r.id: r for page in _pages(engine, q, None) for r in page}
    stored = [r.id for page in _pages(engine, listing.ListQuery(scope, page_size=1_000), None)
              for r in page]  # fmt: skip
    touched: set[bytes] = set()
    seen: list[bytes] = []
    pending = list(writes)
    for _ in range(1_000):
        page = engine.list_memories(q)
        for record in page.records:
            assert flt.matches(record), "a row that does not match the filter now"
            assert record.scope.same_pool(scope)
        seen += [r.id for r in page.records]
        if not page.next_cursor:
            break
        q = _next(q, page.next_cursor)
        if pending:  # a write between two pages
            kind, pick = pending.pop(0)
            touched |= _write(engine, scope, stored, kind, pick)
    assert len(seen) == len(set(seen)), "a memory was listed twice"
    unchanged = set(before) - touched
    assert unchanged <= set(seen), "a memory present and unchanged throughout was skipped"


def _write(engine: MemoryEngine, scope: Scope, stored: list[bytes], kind: str, pick: int):
    """Write ``kind`` to the pool; return the ids whose listing may change by it."""
    if kind == "new":
        result = engine.remember(MemoryInput(
            scope, f"apple written meanwhile {pick} {time.time_ns()}", tags=("a",),
            embedding=_vector(pick)))  # fmt: skip
        stored.append(result.record.id)
        return {result.record.id, *result.affected_ids}
    if not stored:
        return set()
    memory_id = stored[pick % len(stored)]
    try:
        if kind == "importance":
            engine.update(MemoryUpdate(scope, memory_id, importance=(pick % 5) / 4))
        elif kind == "tags":
            engine.update(MemoryUpdate(scope, memory_id, tags=("b",)))
        else:
            mode = {"suppress": ForgetMode.SUPPRESS, "restore": ForgetMode.RESTORE,
                    "delete": ForgetMode.DELETE}[kind]  # fmt: skip
            return set(engine.forget(scope, [memory_id.hex()], mode)) | {memory_id}
    except Exception as err:  # an update of a memory that is not active is refused
        assert "active" in str(err) or "not" in str(err), err
    return {memory_id}


def test_no_cursor_reads_another_pools_rows(engine):
    rng_rows = [dict(status=Status.ACTIVE, memory_type=MemoryType.SEMANTIC, tags=["a"],
                     session="s1", created=i % 7, updated=i % 7, importance=0.5,
                     metadata=[("k", "1")], words=["apple"], access=i % 3, accessed=None)
                for i in range(30)]  # fmt: skip
    alice = _pool(engine, rng_rows)
    bob = _pool(engine, rng_rows)
    bobs = {r.id for page in _pages(engine, listing.ListQuery(bob, page_size=1_000), None)
            for r in page}  # fmt: skip
    for order_by, flt in itertools.product(
        listing.ORDERS, [MemoryFilter(), MemoryFilter(tags=("a",)),
                         MemoryFilter(text_contains="apple")]
    ):  # fmt: skip
        for ascending in (False, True):
            q = listing.ListQuery(bob, flt, 4, "", order_by, ascending)
            page = engine.list_memories(q)
            assert page.next_cursor
            # Bob's cursor handed to Alice's pool (same filter and order: the cursor is
            # accepted), and Alice's to Bob's: each pool's pages hold its own rows only.
            for scope, other in ((alice, bobs), (bob, set())):
                rest = _pages(
                    engine,
                    listing.ListQuery(scope, flt, 4, page.next_cursor, order_by, ascending),
                    engine._lister.indexes,
                )
                for p in rest:
                    for record in p:
                        assert record.scope.same_pool(scope)
                        assert record.id not in other
    # The index of one pool holds that pool's ids alone.
    index = engine._lister.indexes.built(bob.pool_key)
    assert index is not None
    assert set(ids_of(index.sorted_ids)) <= bobs
