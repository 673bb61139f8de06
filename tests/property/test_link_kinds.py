"""The kind of a link under random histories of episodes and facts (issue #13): a memory's
``later_occasions`` only ever names memories among its ``outranked_by`` that tell another
occasion of an event it tells — both episodes — whatever was written, and after Maintain
re-judges the pool's verdicts; Export and Import carry the kinds as they are."""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memoryd.core import EngineConfig, MemoryEngine, MemoryInput, MemoryType, Scope

DIM = 16
DAY = 86_400.0
SCOPE = Scope("link-kinds")
# Templates that alike vectors make neighbours of one another (one direction a template):
# episodes told once and told again, and a fact beside them.
TEMPLATES = [
    (MemoryType.EPISODIC, "Went to the dentist on {v} March."),
    (MemoryType.EPISODIC, "Went to the dentist again on {v} March."),
    (MemoryType.EPISODIC, "Had dinner with friends at number {v}, not bad at all."),
    (MemoryType.SEMANTIC, "My dentist's surgery is at number {v}."),
]

steps = st.lists(
    st.tuples(st.integers(0, len(TEMPLATES) - 1), st.integers(1, 30), st.integers(0, 60)),
    min_size=2,
    max_size=14,
)


def _vector(template: int, rng: np.random.Generator) -> np.ndarray:
    # the dentist templates share a direction: each is the others' near neighbour
    v = np.zeros(DIM, dtype=np.float32)
    v[0 if template in (0, 1, 3) else 1] = 1.0
    v[8:] = rng.normal(0, 0.04, DIM - 8)
    return v / np.linalg.norm(v)


def _check(engine: MemoryEngine) -> None:
    records = {item.record.id: item.record for item in engine.export_records(SCOPE)}
    for r in records.values():
        assert set(r.later_occasions) <= set(r.outranked_by)
        if r.later_occasions:
            assert r.memory_type is MemoryType.EPISODIC
        for newer in r.later_occasions:
            assert records[newer].memory_type is MemoryType.EPISODIC


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(history=steps, seed=st.integers(0, 2**16))
def test_later_occasions_name_only_linked_episodes(history, seed):
    rng = np.random.default_rng(seed)
    now = time.time()
    with tempfile.TemporaryDirectory() as folder:
        engine = MemoryEngine(Path(folder) / "data", EngineConfig(embedder="none", dimension=DIM))
        try:
            # oldest first, as a user tells them
            for template, value, days in sorted(history, key=lambda s: -s[2]):
                kind, text = TEMPLATES[template]
                engine.remember(
                    MemoryInput(SCOPE, text.format(v=value), kind,
                                embedding=_vector(template, rng).tolist(),
                                created_at=now - days * DAY - value)
                )  # fmt: skip
            _check(engine)
            engine.maintain(tasks=["rejudge"])
            _check(engine)
            kinds = {i.record.id: i.record.later_occasions for i in engine.export_records(SCOPE)}
            exported = list(engine.export_records(SCOPE, vectors=True))
        finally:
            engine.close()
        config = EngineConfig(embedder="none", dimension=DIM)
        restored = MemoryEngine(Path(folder) / "restored", config)
        try:
            restored.import_records(exported)
            back = {i.record.id: i.record.later_occasions for i in restored.export_records(SCOPE)}
            assert back == kinds
        finally:
            restored.close()
