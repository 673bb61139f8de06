"""Recall with the kept record headers, shared and copied only for its hits
(memoryd.core.store.header_cache, Records.read_shared), ranks exactly as recall decoding every
candidate's header from the store, complete: on a random pool, after deletes, suppressions,
restores and new writes that change what was kept, every hit, score and field (access
statistics and tier too) is the same."""

from __future__ import annotations

import random
import types
from dataclasses import replace

import numpy as np

from memoryd.core.ids import id_to_str
from memoryd.core.recall import plan as plan_module
from memoryd.core.store.header_cache import HeaderCache
from memoryd.core.types import (
    ForgetMode,
    Hit,
    MemoryInput,
    MemoryType,
    RecallQuery,
    Scope,
    Tier,
)

DIM = 16
SCOPE = Scope("alice", "", "s1")


def _vectors(rng: np.random.Generator, n: int) -> np.ndarray:
    centres = rng.standard_normal((8, DIM)).astype(np.float32)
    x = centres[rng.integers(0, 8, n)] + 0.4 * rng.standard_normal((n, DIM)).astype(np.float32)
    return x / np.linalg.norm(x, axis=1, keepdims=True)


def _decoding_every_header(engine, query: RecallQuery) -> list[Hit]:
    """Return the answer to ``query`` of the path that reads every candidate's header from
    the store (no kept headers), complete, per candidate: an explained recall's, which
    counts no access (so the recall compared with it sees the same statistics)."""
    records = engine._records  # the engine's one Records; its cache is what is compared
    kept = records.headers
    records.headers = HeaderCache(0)
    try:
        return engine.recall_if_needed(replace(query, explain=True)).hits
    finally:
        records.headers = kept


def test_recall_with_kept_headers_ranks_as_decoding_every_header(open_engine, monkeypatch):
    rng = np.random.default_rng(7)
    pick = random.Random(7)
    engine = open_engine()
    vectors = _vectors(rng, 240)
    types_ = list(MemoryType)
    results = engine.remember_batch([
        MemoryInput(SCOPE if i % 3 else replace(SCOPE, session_id="s2"), f"fact {i} of {i % 13}",
                    memory_type=types_[i % len(types_)], importance=pick.random(),
                    embedding=vectors[i])
        for i in range(200)
    ])  # fmt: skip
    ids = [id_to_str(r.record.id) for r in results]
    queries = [
        RecallQuery(SCOPE, query=f"fact of {k % 13}" if k % 2 else "", embedding=q, top_k=8)
        for k, q in enumerate(_vectors(rng, 24))
    ]
    # Hits no vector search found: their tiers are looked up for the answer only (with_tiers).
    queries += [
        RecallQuery(SCOPE, query="fact of 3", embedding=queries[0].embedding, top_k=8,
                    routes=(route,))
        for route in ("keyword", "recent")
    ]  # fmt: skip
    clock = types.SimpleNamespace(time=lambda: 2e9)  # both passes score at one instant
    monkeypatch.setattr(plan_module, "time", clock)
    for q in queries:  # answered: accesses counted, headers kept
        engine.recall(q)
    assert len(engine._records.headers) > 50
    chosen = pick.sample(sorted(set(ids)), 50)
    engine.forget(SCOPE, chosen[:20], ForgetMode.DELETE)
    suppressed = chosen[20:]
    engine.forget(SCOPE, suppressed, ForgetMode.SUPPRESS)
    engine.forget(SCOPE, suppressed[:10], ForgetMode.RESTORE)
    engine.remember_batch([
        MemoryInput(SCOPE, f"fact {i} of {i % 13}, told again", embedding=vectors[i])
        for i in range(200, 240)
    ])  # fmt: skip
    answered = 0
    for q in queries:  # each pair sees the same access statistics (see _decoding_every_header)
        expected = _decoding_every_header(engine, q)
        assert engine.recall(q) == expected
        answered += len(expected)
    assert answered > 100
    for q in queries[-2:]:
        hits = engine.recall(q)
        assert hits and all(h.tier is h.record.tier is Tier.SHORT for h in hits)
