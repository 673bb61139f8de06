"""Decay through the whole recall path (records, access statistics, ranking, kernel): a memory's
decay never rises as it ages (replayed with as_of) and never falls when it is used more
recently. The kernel alone is checked against its formula in tests/unit/core/test_kernels.py."""

from __future__ import annotations

import itertools
import time

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memoryd.core import EngineConfig, MemoryEngine, MemoryInput, MemoryType, RecallQuery, Scope

DIM = 32
DAY = 86_400.0
TYPES = list(MemoryType)
_POOLS = itertools.count()

memories = st.lists(
    st.tuples(
        st.floats(0.0, 800.0),  # age in days
        st.sampled_from(TYPES),
        st.floats(0.0, 1.0),  # confidence
        st.integers(0, 2**16),  # seeds its (random, so distinct) vector
    ),
    min_size=1,
    max_size=12,
    unique_by=lambda m: m[3],
)


def _vector(seed: int) -> np.ndarray:
    v = np.random.default_rng(seed).normal(size=DIM).astype(np.float32)
    return v / np.linalg.norm(v)


@pytest.fixture(scope="module")
def engine(tmp_path_factory):
    eng = MemoryEngine(
        tmp_path_factory.mktemp("decay"), EngineConfig(embedder="none", dimension=DIM)
    )
    yield eng
    eng.close()


def _decays(engine: MemoryEngine, scope: Scope, at: float) -> dict[bytes, float]:
    """Every memory's decay at ``at`` (a replay: leaves no access behind)."""
    hits = engine.recall(RecallQuery(scope, embedding=_vector(0), top_k=100, as_of=at))
    return {h.record.id: h.decay for h in hits}


def _fill(engine: MemoryEngine, items) -> tuple[Scope, float]:
    """A new pool (one per example) holding ``items``; returns it and the time they were written."""
    scope = Scope(f"decay-user-{next(_POOLS)}")
    now = time.time()
    engine.remember_batch(
        [
            MemoryInput(
                scope,
                f"note {i}",
                memory_type=memory_type,
                confidence=confidence,
                embedding=_vector(seed),
                created_at=now - age * DAY,
            )
            for i, (age, memory_type, confidence, seed) in enumerate(items)
        ]
    )
    return scope, now


_SETTINGS = settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)


@_SETTINGS
@given(items=memories, later=st.lists(st.floats(0.0, 400.0), min_size=2, max_size=4))
def test_decay_never_rises_with_age(engine, items, later):
    scope, now = _fill(engine, items)
    series = [_decays(engine, scope, now + d * DAY) for d in sorted(later)]
    assert len(series[0]) == len(items)  # distinct random vectors: nothing merged or dropped
    for before, after in zip(series, series[1:], strict=False):
        assert after.keys() == before.keys()
        for memory_id, decay in after.items():
            assert decay <= before[memory_id] + 1e-6


@_SETTINGS
@given(items=memories, used=st.data(), days_later=st.floats(1.0, 300.0))
def test_a_more_recent_access_never_lowers_decay(engine, items, used, days_later):
    scope, now = _fill(engine, items)
    at = now + days_later * DAY
    before = _decays(engine, scope, at)
    ids = sorted(before)
    chosen = used.draw(st.lists(st.sampled_from(ids), min_size=1, unique=True))
    ignored = [i for i in ids if i not in chosen]
    # "used" is an access (count + 1, last access now); "ignored" moves only the last access,
    # halfway to now: both shorten the idle time at ``at``, so neither may lower decay
    engine.feedback(scope, [i.hex() for i in chosen], [i.hex() for i in ignored])
    after = _decays(engine, scope, at)
    assert after.keys() == before.keys()
    for memory_id in ids:
        assert after[memory_id] >= before[memory_id] - 1e-6
