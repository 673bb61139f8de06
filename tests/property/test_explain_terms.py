"""An explanation's terms add up to the hit's score: memoryd.core.recall.explain.explain_rank
over the very arguments memoryd.core.recall.ranking.rank gets, for random candidates, weights,
sessions, attributes and inherited relevance. When rank changes its formula and explain does
not follow, this fails."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from memoryd.core.config import ScoringConfig
from memoryd.core.recall.candidates import Candidates
from memoryd.core.recall.explain import explain_rank
from memoryd.core.recall.ranking import Weights, rank
from memoryd.core.types import MemoryRecord, MemoryType, Scope, Source, Status

NOW = 1_800_000_000.0
DAY = 86_400.0
ATTRIBUTES = ("employer", "home_address", "boss", "school")

candidate = st.tuples(
    st.floats(-1.0, 1.0),  # similarity
    st.floats(0.0, 1.0),  # keyword
    st.floats(0.0, 900.0),  # age, days
    st.floats(0.0, 1.0),  # idle share of the age
    st.integers(0, 500),  # access count
    st.floats(0.0, 1.0),  # confidence
    st.floats(0.0, 1.0),  # importance
    st.sampled_from(list(MemoryType)),
    st.sampled_from(["", "s1", "s2"]),  # its session
    st.lists(st.sampled_from(ATTRIBUTES), max_size=2, unique=True),
    st.one_of(st.none(), st.tuples(st.floats(-1.0, 1.0), st.floats(0.0, 1.0))),  # inherited
    st.booleans(),  # told as what was (no recency lift in a question about the present)
)


def _weights(**fusion_parts: st.SearchStrategy) -> st.SearchStrategy[Weights]:
    """Return a strategy of recall weights, with ``fusion_parts`` added to the common ones."""
    return st.builds(
        Weights,
        similarity=st.floats(0.0, 1.0),
        decay=st.floats(0.0, 1.0),
        rerank_margin=st.floats(0.0, 0.5),
        keyword=st.floats(0.0, 1.0),
        importance=st.floats(0.0, 0.5),
        session_id=st.sampled_from(["", "s1"]),
        other_session_weight=st.floats(0.0, 1.0),
        attributes=st.frozensets(st.sampled_from(ATTRIBUTES), max_size=2),
        attribute_weight=st.floats(0.0, 0.5),
        present=st.booleans(),
        **fusion_parts,
    )


weights = _weights()


def _record(i: int, age: float, idle: float, access: int, conf: float, imp: float,
            memory_type: MemoryType, session: str, attrs: list[str], past: bool
            ) -> MemoryRecord:  # fmt: skip
    created = NOW - age * DAY
    return MemoryRecord(
        id=i.to_bytes(16, "big"),
        scope=Scope("u", "", session),
        content="",
        memory_type=memory_type,
        importance=imp,
        confidence=conf,
        source=Source.USER_INPUT,
        status=Status.ACTIVE,
        tags=(),
        metadata={},
        created_at=created,
        updated_at=created,
        last_accessed_at=created + (1 - idle) * age * DAY if access else None,
        access_count=access,
        attributes=tuple(attrs),
        told_as_past=past,
    )


# The opt-in fusion (ScoringConfig.fusion = "stretched"): each route stretched to 0..1 over
# the query's candidates, the score times the query's scale.
stretched_weights = _weights(
    fusion=st.just("stretched"),
    unrelated=st.floats(0.0, 0.5),
    keyword_full_at=st.floats(0.0, 1.0),
)


@settings(max_examples=300, deadline=None)
@given(st.lists(candidate, min_size=1, max_size=12), st.one_of(weights, stretched_weights))
def test_terms_add_up_to_the_score_rank_gives(candidates, w: Weights) -> None:
    records = [_record(i, *c[2:10], c[11]) for i, c in enumerate(candidates)]
    sims = np.array([c[0] for c in candidates], dtype=np.float32)
    kws = np.array([c[1] for c in candidates], dtype=np.float32)
    inherited = None
    if any(c[10] is not None for c in candidates):
        inherited = (
            np.array([c[10][0] if c[10] else -1.0 for c in candidates], dtype=np.float32),
            np.array([c[10][1] if c[10] else 0.0 for c in candidates], dtype=np.float32),
        )
    scoring = ScoringConfig()
    found = Candidates(records, sims, kws, [()] * len(records), [None] * len(records), inherited)
    hits = rank(found, NOW, w, scoring)
    explained = explain_rank(records, sims, kws, NOW, w, scoring, inherited)
    by_id = {r.id: e for r, e in zip(records, explained, strict=True)}
    for hit in hits:
        e = by_id[hit.record.id]
        assert abs(e.terms.total - hit.score) <= 1e-4 * max(1.0, abs(hit.score)), (e, hit)
        assert abs(e.decay.decay - hit.decay) <= 1e-5
        assert 0.0 <= e.relevance_gate <= 1.0
    assert all(e.fusion == w.fusion for e in explained)
    # The relevance ranks are a permutation of 1..n.
    assert sorted(e.rank_by_relevance for e in explained) == list(range(1, len(records) + 1))
