"""How far a recall widens its routes: the versions of a fact (each restatement is kept as one)
lead to their current version, so they count as answers, and a pool full of restatements
does not make every recall read past them (issue #18's soak)."""

from __future__ import annotations

from collections import Counter

import numpy as np

from memoryd.core.types import MemoryInput, Outcome, RecallQuery, Scope, Status

DIM = 16  # tests/unit/conftest.py's client vectors
ALICE = Scope("alice", session_id="s1")


def unit(v: np.ndarray) -> np.ndarray:
    return (v / np.linalg.norm(v)).astype(np.float32)


def test_restated_facts_lead_to_their_current_version_without_widening(engine, monkeypatch):
    query = np.zeros(DIM, dtype=np.float32)
    query[0] = 1.0
    outcomes: Counter = Counter()
    for i in range(12):
        side = np.zeros(DIM, dtype=np.float32)
        side[1 + i % (DIM - 1)] = 1.0
        fact = unit(query + 0.5 * side)  # each as close to the query
        engine.remember(MemoryInput(ALICE, f"fact {i}", embedding=fact))
        for j in range(20):  # each a hair closer to the query than the fact it restates
            restated = unit(fact + 0.0005 * (j + 1) * query)
            # the same words in another case or with a full stop: a version, never judged
            word = "".join(c.upper() if j >> k & 1 else c for k, c in enumerate("fact"))
            text = f"{word} {i}{'.' if j < 16 else '!'}"
            result = engine.remember(MemoryInput(ALICE, text, embedding=restated))
            outcomes[result.outcome] += 1
    assert outcomes[Outcome.VERSION] >= 200  # stored as versions of the 12 facts (and NEW
    # where the write's neighbour search no longer reached the active one past its versions)

    records = engine._records  # the real Records, counted as it reads
    read = records.read
    ids_read = []

    def counted(ids, *args, **kwargs):
        ids_read.append(len(ids))
        return read(ids, *args, **kwargs)

    monkeypatch.setattr(records, "read", counted)
    hits = engine.recall(RecallQuery(ALICE, embedding=query, top_k=5))
    assert len(hits) == 5
    assert all(h.record.status is Status.ACTIVE for h in hits)
    assert len({h.record.id for h in hits}) == 5
    # The first pass (top_k * oversample candidates a tier) found versions of enough facts:
    # no widening past the ~250 versions (counted as nothing, every one of them was read).
    assert sum(ids_read) <= 80
