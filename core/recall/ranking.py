"""Recall ranking: fused scores over filtered candidates. Pure functions over arrays.
(The consistency of an answer is memoryd.core.recall.consistency.)"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from memoryd.core import kernels
from memoryd.core.config import ScoringConfig
from memoryd.core.recall import fusion
from memoryd.core.recall.candidates import Candidates
from memoryd.core.text.attributes import overlap
from memoryd.core.types import Hit, MemoryRecord


@dataclass(frozen=True, slots=True)
class Weights:
    """The fusion weights of one query: a * similarity + k * keyword + (b * decay + i *
    (importance - 0.5)) * relevance, where relevance falls from 1 at the best match
    (similarity + k/a * keyword) to 0 at ``rerank_margin`` below it."""

    similarity: float
    decay: float
    rerank_margin: float
    keyword: float
    importance: float = 0.0
    session_id: str = ""  # the query's session: hits from other sessions are weighed down
    other_session_weight: float = 1.0
    # What the query asks about (memoryd.core.text.attributes): a memory stating one of them is
    # this much more relevant.
    attributes: frozenset[str] = frozenset()
    attribute_weight: float = 0.0
    # ScoringConfig.fusion: "raw" as above, or "stretched": relevance = similarity x the
    # cosine stretched from ``unrelated`` to the best candidate + keyword x BM25 / the best
    # (memoryd.core.recall.fusion; keyword_full_at: RouteWeights), decay and importance
    # lifting within rerank_margin of the best relevance, the score scaled to 0..1.
    fusion: str = "raw"
    unrelated: float = 0.0
    keyword_full_at: float = 0.0
    confident_gap: float = 0.0
    # The query asks about what is (not "Where did I use to live?"): a memory told as what
    # was (MemoryRecord.told_as_past) gets no recency lift.
    present: bool = True


def rank(
    candidates: Candidates,
    at: float,
    weights: Weights,
    scoring: ScoringConfig,
    limit: int | None = None,
) -> list[Hit]:
    """Return the candidates as Hits, best score first: every one, or the best ``limit``.

    ``at`` is the time to score at (seconds since the epoch). ``candidates.inherited``, when
    set, is (similarity, keyword) of the best replaced version each candidate is the current
    version of (-1 and 0 where none): a candidate is at least as relevant as the older
    versions of its fact (memoryd.core.lifecycle.versions.current_versions). Hits report their own
    similarity and keyword scores.
    """
    records = candidates.records
    similarities, keywords = candidates.similarity, candidates.keyword
    inherited = candidates.inherited
    tiers, routes = candidates.tiers, candidates.routes
    if not records:
        return []
    scale = 1.0
    bonus = None
    if weights.attributes and weights.attribute_weight:  # in cosine units
        states = [overlap(weights.attributes, r.attributes or ()) for r in records]
        bonus = weights.attribute_weight * np.array(states, dtype=np.float32)
    if weights.fusion == "stretched":
        fused = fusion.fuse(
            similarities,
            keywords,
            fusion.RouteWeights(
                weights.similarity,
                weights.keyword,
                weights.keyword_full_at,
                weights.confident_gap,
            ),  # fmt: skip
            weights.unrelated,
            inherited,
            bonus,
        )
        relevance, scale, similarity_weight = fused.relevance, fused.scale, 1.0
    else:
        # The kernel fuses one relevance term with decay: fold the keyword score into it, on
        # the similarity's scale, so that a * relevance = a * similarity + k * keyword.
        ratio = weights.keyword / max(weights.similarity, 1e-6)
        relevance = similarities + ratio * keywords
        if inherited is not None:
            relevance = np.maximum(relevance, inherited[0] + ratio * inherited[1])
        if bonus is not None:
            relevance = relevance + bonus
        similarity_weight = weights.similarity
    created = np.array([r.created_at for r in records], dtype=np.float64)
    access_count, last_access = candidates.access_of(created)
    score, decay = kernels.score_candidates(
        np.ascontiguousarray(relevance, dtype=np.float32),
        created,
        last_access,
        np.array([scoring.half_life_days[r.memory_type.value] for r in records], dtype=np.float64),
        access_count,
        np.array([r.confidence for r in records], dtype=np.float32),
        np.array([r.importance for r in records], dtype=np.float32),
        _recency_lifts(records, weights),
        at,
        scoring.idle_penalty_per_week,
        scoring.access_bonus_cap,
        scoring.access_bonus_rate,
        weights.rerank_margin,
        similarity_weight,
        weights.decay,
        weights.importance,
    )
    if scale != 1.0:
        score = score * np.float32(scale)
    if weights.session_id and weights.other_session_weight != 1.0:
        elsewhere = np.array(
            [bool(r.scope.session_id) and r.scope.session_id != weights.session_id
             for r in records]
        )  # fmt: skip
        score = np.where(elsewhere, score * weights.other_session_weight, score)
    order = np.argsort(-score, kind="stable")
    if limit is not None:
        # A Hit costs microseconds to make and recall reads only the first few of ~50.
        order = order[:limit]
    return [
        Hit(
            record=candidates.record(i),
            score=float(score[i]),
            similarity=float(similarities[i]),
            decay=float(decay[i]),
            keyword=float(keywords[i]),
            tier=tiers[i],
            routes=routes[i],
        )
        for i in order
    ]


def lifted_by_recency(record: MemoryRecord, weights: Weights) -> bool:
    """Return whether recency may lift ``record`` in this query: not a memory told as what
    was, asked about the present ("I used to live in Boston" was told recently, of a time long
    gone: recency would put it above "I live in Denver" for "Where do I live?")."""
    return not (weights.present and record.told_as_past)


def _recency_lifts(records: Sequence[MemoryRecord], weights: Weights) -> np.ndarray:
    """Return how much recency may lift each record (kernels.score_candidates' ``recency``):
    1, or 0 where lifted_by_recency says no."""
    if not weights.present:
        return np.ones(len(records), dtype=np.float32)
    return np.array([lifted_by_recency(r, weights) for r in records], dtype=np.float32)
