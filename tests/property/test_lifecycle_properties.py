"""Lifecycle invariants under random histories: what was replaced or deleted never comes back
by default, and delete leaves no trace."""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memoryd.core import (
    EngineConfig,
    ForgetMode,
    MemoryEngine,
    MemoryInput,
    NotFound,
    RecallQuery,
    Scope,
    Status,
)

DIM = 16
ATTRIBUTES = ["budget", "office room", "flight number", "locker code"]
SCOPE = Scope("prop-user")

# One step: write attribute a with value v (d days ago), or delete the n-th memory written.
steps = st.lists(
    st.one_of(
        st.tuples(
            st.just("write"),
            st.integers(0, len(ATTRIBUTES) - 1),
            st.integers(100, 999),
            st.integers(0, 60),
        ),
        st.tuples(st.just("delete"), st.integers(0, 30)),
    ),
    min_size=1,
    max_size=25,
)


def attribute_vector(attribute: int, rng: np.random.Generator) -> np.ndarray:
    """Statements about one attribute point the same way, give or take a little."""
    v = np.zeros(DIM, dtype=np.float32)
    v[attribute] = 1.0
    v[8:] = rng.normal(0, 0.05, DIM - 8)
    return v / np.linalg.norm(v)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(history=steps, seed=st.integers(0, 2**16))
def test_replaced_and_deleted_memories_never_come_back(history, seed):
    rng = np.random.default_rng(seed)
    with tempfile.TemporaryDirectory() as folder:
        engine = MemoryEngine(Path(folder), EngineConfig(embedder="none", dimension=DIM))
        try:
            written: list[bytes] = []
            deleted: set[bytes] = set()
            now = time.time()
            for step in history:
                if step[0] == "write":
                    _, attribute, value, days = step
                    result = engine.remember(
                        MemoryInput(
                            SCOPE,
                            f"The {ATTRIBUTES[attribute]} is {value}",
                            embedding=attribute_vector(attribute, rng),
                            created_at=now - days * 86_400,
                        )
                    )
                    written.append(result.record.id)
                elif written:
                    victim = written[step[1] % len(written)]
                    if victim not in deleted:
                        engine.forget(SCOPE, [victim.hex()], ForgetMode.DELETE)
                        deleted.add(victim)

            live = [engine.get(SCOPE, i) for i in dict.fromkeys(written) if i not in deleted]
            for attribute in range(len(ATTRIBUTES)):
                query = attribute_vector(attribute, rng)
                # the text reaches the keyword route too; a replaced version found by either
                # route leads to its current version (route "history"), never to itself
                text = f"what is the {ATTRIBUTES[attribute]}"
                hits = engine.recall(RecallQuery(SCOPE, text, embedding=query, top_k=50))
                assert all(h.record.status is Status.ACTIVE for h in hits)
                assert not {h.record.id for h in hits} & deleted
                assert len({h.record.id for h in hits}) == len(hits)
                history_hits = engine.recall(
                    RecallQuery(SCOPE, text, embedding=query, top_k=50, include_history=True)
                )
                assert not {h.record.id for h in history_hits} & deleted
            for memory_id in deleted:
                with pytest.raises(NotFound):
                    engine.get(SCOPE, memory_id)
            stats = engine.stats(SCOPE)
            assert stats.total == len(live)
            assert stats.by_status.get("active", 0) == sum(r.status is Status.ACTIVE for r in live)
            for record in live:  # every replaced memory points at a live or deleted successor
                if record.status is Status.SUPERSEDED:
                    assert record.superseded_by in set(written)
        finally:
            engine.close()
