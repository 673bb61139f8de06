"""A Recall answer converts to the proto message the API documents: every hit's memory and
score parts, in order (server.convert writes the hits in place, not built apart and copied)."""

from __future__ import annotations

import os

from memoryd.core.types import (
    Hit,
    MemoryRecord,
    MemoryType,
    Recalled,
    Route,
    Scope,
    Source,
    Status,
    Tier,
)  # fmt: skip
from memoryd.server import convert
from memoryd.v1 import memory_pb2 as pb


def _hit(n: int) -> Hit:
    record = MemoryRecord(
        id=os.urandom(16), scope=Scope("u", "a", f"s{n}"), content=f"text {n}",
        memory_type=MemoryType.EPISODIC, importance=0.25 * n, confidence=0.5,
        source=Source.USER_INPUT,
        status=Status.ACTIVE, tags=("t", f"x{n}"), metadata={"k": str(n)}, created_at=1_000.5 + n,
        updated_at=1_001.0, last_accessed_at=None if n else 1_002.0, access_count=n,
        superseded_by=None, outranked_by=(os.urandom(16),) if n else (), tier=Tier.MEDIUM,
    )  # fmt: skip
    routes = (Route.VECTOR, Route.KEYWORD) if n else (Route.HISTORY,)
    return Hit(record, 0.5 + n, 0.25, 0.75, 0.125 * n, Tier.LONG if n else None, routes)


def test_a_recall_answer_converts_hit_by_hit_in_order():
    hits = [_hit(n) for n in range(3)]
    got = convert.to_pb_recall(Recalled(hits, True, "why"))
    want = [
        pb.Hit(memory=convert.to_pb_memory(h.record), score=h.score, similarity=h.similarity,
               decay=h.decay, keyword=h.keyword, tier=convert.TIERS.to_pb(h.tier),
               routes=[str(r) for r in h.routes])
        for h in hits
    ]  # fmt: skip
    assert list(got.hits) == want
    assert (got.needs_memory, got.trigger_reason) == (True, "why")
    assert got.hits[0].routes == ["history"] and got.hits[1].memory.tags == ["t", "x1"]
