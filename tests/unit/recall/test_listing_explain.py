"""The engine's List and Recall(explain) on a real LMDB store with client vectors: paging stays
stable while the pool changes, sorted orders are kept between pages, explain names the memory
decay pushed out of top_k, and recall quality is counted by day."""

from __future__ import annotations

import time

import numpy as np
import pytest

from memoryd.core import InvalidArgument, MemoryInput, RecallQuery, Scope
from memoryd.core.config import ScoringConfig
from memoryd.core.metrics import PoolMetrics
from memoryd.core.recall.filters import MemoryFilter
from memoryd.core.recall.listing import ListQuery, SortedOrders
from memoryd.core.types import ForgetMode, Status
from tests.unit.conftest import DIM, client_vector_config

DAY = 86_400.0


def _unit(v: np.ndarray) -> np.ndarray:
    return (v / np.linalg.norm(v)).astype(np.float32)


def _page_all(engine, query: ListQuery) -> list[bytes]:
    out: list[bytes] = []
    while True:
        page = engine.list_memories(query)
        out += [r.id for r in page.records]
        if not page.next_cursor:
            return out
        query = ListQuery(query.scope, query.filter, query.page_size, page.next_cursor,
                          query.order_by, query.ascending)  # fmt: skip


def test_paging_is_stable_while_the_pool_changes(open_engine, rng):
    engine = open_engine()
    scope = Scope("u")
    first = [
        r.record.id
        for r in engine.remember_batch(
            [MemoryInput(scope, f"m{i}", embedding=_unit(rng.normal(size=DIM))) for i in range(40)]
        )
    ]
    page = engine.list_memories(ListQuery(scope, page_size=10))
    seen = [r.id for r in page.records]
    time.sleep(0.002)  # newer ids than every listed one
    engine.remember(MemoryInput(scope, "written meanwhile", embedding=_unit(rng.normal(size=DIM))))
    rest = _page_all(engine, ListQuery(scope, page_size=10, cursor=page.next_cursor))
    assert sorted(seen + rest) == sorted(first)  # nothing skipped, nothing twice
    assert len(set(seen + rest)) == 40


def test_filtered_pages_that_scan_far_still_end(open_engine, rng):
    engine = open_engine()
    scope = Scope("u")
    items = [MemoryInput(scope, f"m{i}", tags=("rare",) if i == 3 else (),
                         embedding=_unit(rng.normal(size=DIM))) for i in range(2_500)]  # fmt: skip
    for start in range(0, len(items), 1_000):
        engine.remember_batch(items[start : start + 1_000])
    found = _page_all(engine, ListQuery(scope, MemoryFilter(tags=("rare",)), page_size=5))
    assert len(found) == 1
    with pytest.raises(InvalidArgument, match="^page_size:"):
        engine.list_memories(ListQuery(scope, page_size=1_001))


def test_explain_names_the_memory_decay_pushed_out(open_engine, rng):
    # Decay weighs (no cold start), and the margin (the raw fusion's, in cosine units) lets it
    # re-rank the two close matches.
    config = client_vector_config(
        scoring=ScoringConfig(cold_start_min_memories=0, cold_start_min_age_days=0.0,
                              rerank_margin=0.5, fusion="raw"),
    )  # fmt: skip
    engine = open_engine(config=config)
    scope = Scope("u")
    query = _unit(rng.normal(size=DIM))
    noise = _unit(rng.normal(size=DIM))
    old = engine.remember(
        MemoryInput(
            scope, "old close match", embedding=query, created_at=time.time() - 400 * DAY
        )  # fmt: skip
    ).record
    fresh = engine.remember(
        MemoryInput(scope, "fresh near match", embedding=_unit(query + 0.5 * noise))
    ).record
    assert fresh.id != old.id  # stored beside it, not merged
    recalled = engine.recall_if_needed(RecallQuery(scope, embedding=query, top_k=1, explain=True))
    assert [h.record.id for h in recalled.hits] == [fresh.id]
    (e,) = recalled.explanations
    assert e.rank_by_relevance == 2 and e.terms.decay > 0
    pushed = [x for x in recalled.left_out if x.reason == "pushed_out_by_decay"]
    assert [x.record.id for x in pushed] == [old.id]
    assert pushed[0].record.content == "old close match"
    assert "rank 1 by relevance, 2 by score" in pushed[0].detail


def test_a_sorted_order_is_read_once_while_the_pool_is_unchanged(open_engine, rng):
    engine = open_engine()
    scope = Scope("u")
    stored = [r.record for r in engine.remember_batch([
        MemoryInput(scope, f"m{i}", importance=(i + 1) / 40, embedding=_unit(rng.normal(size=DIM)))
        for i in range(30)])]  # fmt: skip
    by_importance = [r.id for r in sorted(stored, key=lambda r: (r.importance, r.id),
                                          reverse=True)]  # fmt: skip
    active = MemoryFilter(statuses=(Status.ACTIVE,))
    query = ListQuery(scope, active, page_size=7, order_by="importance")
    assert _page_all(engine, query) == by_importance
    # A change to the pool is seen by the next listing: the kept order is of the old pool.
    engine.forget(scope, [by_importance[0].hex()], ForgetMode.SUPPRESS)
    assert _page_all(engine, query) == by_importance[1:]
    ascending = ListQuery(scope, active, page_size=7, order_by="importance", ascending=True)
    assert _page_all(engine, ascending) == by_importance[1:][::-1]


def test_an_access_order_is_kept_through_a_listing_and_read_afresh_by_the_next(open_engine, rng):
    engine = open_engine()
    scope = Scope("u")
    vectors = [_unit(rng.normal(size=DIM)) for _ in range(12)]
    stored = [r.record.id for r in engine.remember_batch(
        [MemoryInput(scope, f"m{i}", embedding=v) for i, v in enumerate(vectors)])]  # fmt: skip
    query = ListQuery(scope, page_size=4, order_by="access_count")
    page = engine.list_memories(query)
    seen = [r.id for r in page.records]
    # Recalls meanwhile make the oldest (listed last) the most accessed: the listing goes on
    # in the order it began with, so it neither repeats nor skips one.
    for vector in vectors[:4]:
        for _ in range(3):
            engine.recall(RecallQuery(scope, embedding=vector, top_k=1))
    rest = _page_all(engine, ListQuery(scope, page_size=4, cursor=page.next_cursor,
                                       order_by="access_count"))  # fmt: skip
    assert sorted(seen + rest) == sorted(stored)
    # A new listing sorts by the counts as they are now, each row showing its own.
    fresh = []
    while True:
        page = engine.list_memories(query)
        fresh += page.records
        if not page.next_cursor:
            break
        query = ListQuery(scope, page_size=4, cursor=page.next_cursor, order_by="access_count")
    counts = [r.access_count for r in fresh]
    assert counts == sorted(counts, reverse=True) and counts[0] >= 3
    assert {r.id for r in fresh[:4]} == set(stored[:4])


def test_kept_entries_are_reused_only_at_the_generation_they_were_read_at():
    orders = SortedOrders(capacity=2)
    builds: list[int] = []

    def build(n: int):
        return lambda: builds.append(n) or [(float(n), bytes([n]))]

    assert orders.entries(b"p", "b", 0, build(1)) == [(1.0, b"\x01")]
    assert orders.entries(b"p", "b", 0, build(2)) == [(1.0, b"\x01")]  # kept
    assert orders.entries(b"p", "b", 1, build(3)) == [(3.0, b"\x03")]  # the pool changed
    assert orders.entries(b"p", "other filter", 1, build(4)) == [(4.0, b"\x04")]
    assert orders.entries(b"q", "b", 1, build(5)) == [(5.0, b"\x05")]  # another pool
    assert orders.entries(b"p", "b", 1, build(6)) == [(6.0, b"\x06")]  # evicted (capacity 2)
    assert builds == [1, 3, 4, 5, 6]


def test_recall_quality_is_counted_by_day(open_engine, rng):
    engine = open_engine()
    scope = Scope("u")
    vector = _unit(rng.normal(size=DIM))
    kept = engine.remember(MemoryInput(scope, "tea every morning", embedding=vector)).record
    other = engine.remember(MemoryInput(scope, "a red bike", embedding=_unit(-vector))).record
    hits = engine.recall(RecallQuery(scope, embedding=vector, top_k=2))
    engine.recall(RecallQuery(scope, embedding=vector, top_k=2))  # the cached answer counts
    nothing = MemoryFilter(tags=("no such tag",))
    assert engine.recall(RecallQuery(scope, embedding=vector, filter=nothing)) == []
    engine.recall(RecallQuery(scope, embedding=vector, as_of=time.time()))  # a replay: not
    engine.recall_if_needed(RecallQuery(scope, embedding=vector, explain=True))  # inspecting
    engine.feedback(scope, [kept.id.hex()], [other.id.hex()])
    engine.recall(RecallQuery(Scope("someone else"), embedding=vector))  # no pool: nothing
    (day,) = engine.stats(scope).lifecycle.recall_quality
    assert day.day == int(time.time() // DAY)
    assert (day.answers, day.empty_answers, day.returned) == (3, 1, 2 * len(hits))
    assert (day.used, day.ignored) == (1, 1)
    assert engine.stats(Scope("someone else")).lifecycle.recall_quality == ()


def test_recall_quality_keeps_ninety_days():
    metrics = PoolMetrics()
    now = 1_800_000_000.0
    metrics.count_answer(3, now - 95 * DAY)
    metrics.count_answer(0, now - 10 * DAY)
    metrics.count_feedback(2, 1, now)
    days = metrics.figures(active=1, now=now).recall_quality
    assert [(d.day, d.answers, d.empty_answers, d.returned, d.used, d.ignored) for d in days] == [
        (int(now // DAY) - 10, 1, 1, 0, 0, 0), (int(now // DAY), 0, 0, 0, 2, 1)]  # fmt: skip
    assert len(metrics.quality_by_day) == 2  # the 95-day-old one is dropped, not just hidden


def test_a_filtered_recall_never_answers_outside_its_filter_through_a_replaced_version(
    open_engine, rng
):
    # A replaced version found by a route leads to its current one: only if that one matches.
    engine = open_engine()
    scope = Scope("u")
    vector = _unit(rng.normal(size=DIM))
    old = engine.remember(MemoryInput(scope, "My budget is 500k", tags=("money",),
                                      embedding=vector)).record  # fmt: skip
    new = engine.remember(MemoryInput(scope, "My budget is now 800k", tags=("money",),
                                      embedding=_unit(rng.normal(size=DIM)))).record  # fmt: skip
    assert engine.get(scope, old.id).superseded_by == new.id
    unfiltered = engine.recall(RecallQuery(scope, embedding=vector, top_k=5))
    assert new.id in [h.record.id for h in unfiltered]  # through the replaced version
    for flt in (MemoryFilter(tags=("no such tag",)), MemoryFilter(text_contains="tea")):
        assert engine.recall(RecallQuery(scope, embedding=vector, top_k=5, filter=flt)) == []
    matching = RecallQuery(scope, embedding=vector, top_k=5,
                           filter=MemoryFilter(text_contains="800k"))  # fmt: skip
    assert [h.record.id for h in engine.recall(matching)] == [new.id]


def test_explain_follows_the_stretched_fusion(open_engine, rng):
    engine = open_engine(config=client_vector_config(scoring=ScoringConfig(fusion="stretched")))
    scope = Scope("u")
    query = _unit(rng.normal(size=DIM))
    for i in range(6):
        near = _unit(query + rng.normal(size=DIM) * (0.3 + 0.3 * i))
        engine.remember(MemoryInput(scope, f"green tea note {i}", embedding=near))
    recalled = engine.recall_if_needed(RecallQuery(scope, query="green tea", embedding=query,
                                                   top_k=4, explain=True))  # fmt: skip
    assert recalled.hits and len(recalled.explanations) == len(recalled.hits)
    for hit, why in zip(recalled.hits, recalled.explanations, strict=True):
        assert why.fusion == "stretched" and 0.0 <= why.scale <= 1.0
        assert abs(why.terms.total - hit.score) <= 1e-4, (why, hit)
