"""The recent route's index, and recall restricted to routes through a real engine."""

from __future__ import annotations

import numpy as np
import pytest

from memoryd.core import InvalidArgument, MemoryInput, RecallQuery, Scope
from memoryd.core.tiers.recent import RecentIndex

DIM = 16


def test_newest_first_session_first_and_bounded():
    rows = [(float(t), f"s{t % 2}", bytes([t])) for t in range(10)]
    loads = []
    index = RecentIndex(4, lambda pool: loads.append(pool) or rows, max_pools=1)
    assert index.newest(b"p", "", 3, at=100.0) == [bytes([9]), bytes([8]), bytes([7])]
    assert index.newest(b"p", "s0", 3, at=100.0) == [bytes([8]), bytes([6]), bytes([9])]
    assert index.newest(b"p", "", 2, at=7.5) == [bytes([7]), bytes([6])]  # as of a past time
    index.added(b"p", [(20.0, "s1", b"new")])
    assert index.newest(b"p", "", 1, at=100.0) == [b"new"]
    assert index.newest(b"q", "", 1, at=100.0) == [bytes([9])]  # another pool: p dropped
    index.newest(b"p", "", 1, at=100.0)
    assert loads == [b"p", b"q", b"p"]


def test_added_is_ignored_until_a_pool_is_loaded():
    index = RecentIndex(4, lambda pool: [])
    index.added(b"p", [(1.0, "", b"a")])  # the load reads the store instead
    assert index.newest(b"p", "", 5, at=10.0) == []


def _vec(rng) -> np.ndarray:
    v = rng.standard_normal(DIM).astype(np.float32)
    return v / np.linalg.norm(v)


def test_recall_routes_through_the_engine(open_engine, rng):
    engine = open_engine()
    scope = Scope("alice", "", "s1")
    ids = [
        engine.remember(MemoryInput(scope, f"memory {i}", embedding=_vec(rng))).record.id
        for i in range(6)
    ]
    query = _vec(rng)
    recent = engine.recall(RecallQuery(scope, embedding=query, top_k=2, routes=("recent",)))
    assert {h.record.id for h in recent} <= set(ids) and len(recent) == 2
    assert all(h.routes == ("recent",) for h in recent)
    vector = engine.recall(RecallQuery(scope, embedding=query, top_k=6, routes=("vector",)))
    assert all(h.routes == ("vector",) for h in vector) and len(vector) == 6
    both = engine.recall(RecallQuery(scope, embedding=query, top_k=6))
    assert all("vector" in h.routes for h in both)
    assert sum("recent" in h.routes for h in both) == 6  # 10 recent candidates hold all six
    with pytest.raises(InvalidArgument) as err:
        engine.recall(RecallQuery(scope, embedding=query, routes=("vector", "graph")))
    assert err.value.field == "routes[1]"
