"""The engine's List and Recall(explain) on a real LMDB store with client vectors: paging stays
stable while the pool changes, and explain names the memory decay pushed out of top_k."""

from __future__ import annotations

import time

import numpy as np
import pytest

from memoryd.core import InvalidArgument, MemoryInput, RecallQuery, Scope
from memoryd.core.config import ScoringConfig
from memoryd.core.listing import ListQuery
from memoryd.core.recall.filters import MemoryFilter

from .conftest import DIM, client_vector_config

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
    # Decay weighs (no cold start), and the margin lets it re-rank the two close matches.
    config = client_vector_config(
        scoring=ScoringConfig(cold_start_min_memories=0, cold_start_min_age_days=0.0,
                              rerank_margin=0.5),
    )  # fmt: skip
    engine = open_engine(config=config)
    scope = Scope("u")
    query = _unit(rng.normal(size=DIM))
    noise = _unit(rng.normal(size=DIM))
    old = engine.remember(
        MemoryInput(scope, "old close match", embedding=query,
                    created_at=time.time() - 400 * DAY)  # fmt: skip
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
