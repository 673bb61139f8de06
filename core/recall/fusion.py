"""Fusion of the recall routes: one relevance in 0..1 per candidate from its cosine and BM25.

    relevance = v * (cos - unrelated) / (best - unrelated) + k * bm25 / best bm25

over one query's candidates (the vector route's and the keyword route's, merged), with v + k = 1
when both routes ran (v = 1 without the keyword route or when it matched nothing, k = 1
without the vector route; k shrinks, v growing, when the best keyword match is weak:
RouteWeights.keyword_full_at).

Why normalise per query, not add raw scores: a cosine and a BM25 score live on scales that have
nothing to do with each other, and the cosine's own scale differs per model (USE: unrelated
~.1, paraphrase ~.8; e5: everything in .75-.95). Added raw (the earlier a * cos + k * BM25 /
ceiling), whichever scale is wider wins: the keyword route, alone at recall@10 .62 on LoCoMo,
fell to .50 once fused with USE's cosine (.33 alone). Stretched to 0..1 (from the model's
unrelated level to the best candidate), each route's order is kept and the weight says how much
each one counts, whatever the model (`python -m bench.conversations`, in-process: fused .62-.63
with USE, at or above the best of its routes).
The best BM25 scores 1, so a query whose best keyword match is weak still has its order of
keyword matches; the id-query path already did the same (ScoringConfig.id_keyword_weight).

A memory that states the attribute the query asks about (ScoringConfig.attribute_weight, in
cosine units) gets that bonus stretched as a cosine would be, bonus / (best - unrelated), in
full: not times v. Times v (as it first was), the bonus shrank with the vector share (.3) while
a one-word keyword match counts .7, and on bench.knowledge_update the current fact lost rank 1
to "I work at Acme Corp." for "Who's my boss at work?" (main top-1 .985 raw -> .927). It is
added after the max over a candidate's replaced versions, as in the raw fusion: the current
version of a fact keeps it when it inherits an older version's relevance.

Pure functions over arrays; thread-safe.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from memoryd.core.config import ScoringConfig
from memoryd.core.types import Route

__all__ = ["Fused", "FusedParts", "RouteWeights", "fuse", "parts"]


@dataclass(frozen=True, slots=True)
class RouteWeights:
    """How much each route's normalised score counts (each 0..1; they are used as given)."""

    vector: float
    keyword: float
    # Below this best keyword score (BM25 / the query's ceiling) the keyword route counts in
    # proportion, the vector route taking the rest: a query whose words match only weakly
    # (a paraphrase sharing small talk with a memory) is left to the cosine. 0: always full.
    keyword_full_at: float = 0.0
    # When the best cosine stands this far above the 10th best candidate's, the vector route
    # is sure of one memory (a paraphrase of it): the keyword share shrinks in proportion
    # past it, to nothing at twice it. 0: off.
    confident_gap: float = 0.0

    @classmethod
    def of(cls, scoring: ScoringConfig, routes: Sequence[Route], names_id: bool) -> RouteWeights:
        """Return the weights for a recall over ``routes``: the keyword route's share
        (``id_keyword_weight`` for a query naming an id), the vector route the rest; a route
        not asked for counts 0 and the other one everything. Without the vector route the
        recent route's candidates still rank by cosine when no keyword route runs either."""
        vector_on = Route.VECTOR in routes or Route.KEYWORD not in routes
        if Route.KEYWORD not in routes:
            return cls(vector=1.0, keyword=0.0)
        if not vector_on:
            return cls(vector=0.0, keyword=1.0)
        if names_id:  # the id itself matched or not: no weak matches to guard against
            return cls(1.0 - scoring.id_keyword_weight, scoring.id_keyword_weight)
        share = scoring.fused_keyword_weight
        return cls(1.0 - share, share, scoring.fused_keyword_full_at, scoring.fused_confident_gap)


@dataclass(frozen=True, slots=True)
class Fused:
    """relevance: (n,) float32, 0..1 within the query (its best candidate 1, a bonus may
    pass it); scale: 0..1, how good that best candidate is on an absolute scale — the
    weighted best cosine above the model's unrelated level, (best - unrelated) / (1 -
    unrelated), and best keyword score (BM25 / the query's ceiling). Scores are relevance x
    scale, so a floor (min_score) means the same from query to query."""

    relevance: np.ndarray
    scale: float
    # How relevance was made (what ``parts`` needs to split it): the cosine stretched from
    # ``lowest`` to ``best``, BM25 / ``best_keyword``, weighed ``vector`` and ``keyword`` (the
    # weights in force once a weak or empty keyword route left its share to the vector one).
    lowest: float = 0.0
    best: float = 0.0
    best_keyword: float = 0.0
    vector: float = 0.0
    keyword: float = 0.0


@dataclass(frozen=True, slots=True)
class FusedParts:
    """Each candidate's relevance split by where it comes from, (n,) float64 each, adding up
    to Fused.relevance (to float32 rounding): ``similarity`` (vector x the stretched cosine),
    ``keyword`` (keyword x BM25 / the best), ``attribute`` (the attribute bonus in the
    stretched cosine's units, in full: not times the vector share); ``from_history``: (n,)
    bool, the similarity and keyword parts are those of the best replaced version the
    candidate stands for (it was more relevant than the candidate)."""

    similarity: np.ndarray
    keyword: np.ndarray
    attribute: np.ndarray
    from_history: np.ndarray


_GAP_RANK = 10  # the cosine gap is the best candidate's over this one's (RouteWeights)


def _stretch(values: np.ndarray, lowest: float, best: float) -> np.ndarray:
    span = best - lowest
    if span <= 1e-9:  # all alike, or none above the unrelated level: all as good as the best
        return np.ones_like(values, dtype=np.float32)
    return np.clip((values - lowest) / span, 0.0, None).astype(np.float32)


def _lift(bonus: np.ndarray, lowest: float, best: float) -> np.ndarray:
    """Return the attribute bonus (cosine units) in the stretched cosine's units, in full:
    bonus / (best - lowest), at most 1 (a span this narrow says little: the raw bonus then)."""
    span = best - lowest
    values = np.asarray(bonus, dtype=np.float32)
    if span <= 1e-9:
        return values
    lifted: np.ndarray = np.minimum(values / np.float32(span), np.float32(1.0)).astype(np.float32)
    return lifted


def fuse(
    similarities: np.ndarray,
    keywords: np.ndarray,
    weights: RouteWeights,
    unrelated: float = 0.0,
    inherited: tuple[np.ndarray, np.ndarray] | None = None,
    bonus: np.ndarray | None = None,
) -> Fused:
    """Return each candidate's relevance within the query, and the query's scale (Fused).

    similarities: (n,) cosine of each candidate; keywords: (n,) its keyword score (0..1:
    BM25 / the query's ceiling, 0 = not matched); ``unrelated``: the model's cosine of
    unrelated texts (memoryd.core.embedding.Calibration), where the vector route's
    relevance is 0, its best candidate's being 1. ``inherited`` is (similarity, keyword) of
    the best replaced version each candidate stands for (-1 and 0 where none): a candidate
    is at least as relevant as its older versions. ``bonus``: (n,) cosine units added to
    each similarity (a memory that states what the query asks about counts as that much
    more similar).
    """
    sims = np.asarray(similarities, dtype=np.float32)
    kws = np.asarray(keywords, dtype=np.float32)
    if sims.size == 0:
        return Fused(np.zeros(0, dtype=np.float32), 0.0)
    all_sims, all_kws = sims, kws
    if inherited is not None:
        known = inherited[0] > -1.0
        all_sims = np.concatenate([sims, inherited[0][known]])
        all_kws = np.concatenate([kws, inherited[1]])
    best, best_kw = float(all_sims.max()), float(all_kws.max())
    # Every candidate at or below the unrelated level: stretch over the candidates instead.
    lowest = float(unrelated) if best > unrelated + 1e-6 else float(all_sims.min())
    # A route that matched nothing (a vector query, words no memory holds) or only weakly
    # leaves (part of) its weight to the vector route.
    keyword = weights.keyword if best_kw > 0 else 0.0
    if 0 < best_kw < weights.keyword_full_at:
        keyword *= best_kw / weights.keyword_full_at
    if keyword and weights.confident_gap > 0 and sims.size >= _GAP_RANK:
        gap = best - float(np.partition(sims, sims.size - _GAP_RANK)[sims.size - _GAP_RANK])
        keyword *= min(1.0, max(0.0, 2.0 - gap / weights.confident_gap))
    vector = weights.vector + (weights.keyword - keyword if weights.vector > 0 else 0.0)

    def relevance(s: np.ndarray, k: np.ndarray) -> np.ndarray:
        out = vector * _stretch(s, lowest, best)
        if keyword:
            out = out + keyword * np.clip(k / best_kw, 0.0, 1.0)
        return out.astype(np.float32)

    fused = relevance(sims, kws)
    if inherited is not None:
        older = np.where(inherited[0] > -1.0, relevance(inherited[0], inherited[1]), 0.0)
        fused = np.maximum(fused, older.astype(np.float32))
    if bonus is not None:
        fused = (fused + _lift(bonus, lowest, best)).astype(np.float32)
    vector_scale = min(1.0, max(0.0, (best - unrelated) / max(1e-6, 1.0 - unrelated)))
    scale = vector * vector_scale + keyword * min(1.0, best_kw)
    return Fused(fused, scale, lowest, best, best_kw, vector, keyword)


def parts(
    fused: Fused,
    similarities: np.ndarray,
    keywords: np.ndarray,
    inherited: tuple[np.ndarray, np.ndarray] | None = None,
    bonus: np.ndarray | None = None,
) -> FusedParts:
    """Return the parts of ``fused.relevance`` (FusedParts), given the arguments ``fuse``
    made it from: the same formula, term by term (memoryd.core.recall.explain uses it)."""
    sims = np.asarray(similarities, dtype=np.float64)
    kws = np.asarray(keywords, dtype=np.float64)
    n = sims.size
    if n == 0:
        empty = np.zeros(0)
        return FusedParts(empty, empty, empty, np.zeros(0, dtype=bool))
    lowest, best, v, k = fused.lowest, fused.best, fused.vector, fused.keyword

    def stretched(s: np.ndarray) -> np.ndarray:
        return _stretch(s, lowest, best).astype(np.float64)

    def keyword_part(values: np.ndarray) -> np.ndarray:
        if not k:
            return np.zeros(n)
        return k * np.clip(values / fused.best_keyword, 0.0, 1.0)

    similarity = v * stretched(sims)
    attribute = np.zeros(n)
    if bonus is not None:
        attribute = _lift(bonus, lowest, best).astype(np.float64)
    keyword = keyword_part(kws)
    from_history = np.zeros(n, dtype=bool)
    if inherited is not None:
        known = inherited[0] > -1.0
        older_s = v * stretched(np.asarray(inherited[0], dtype=np.float64))
        older_k = keyword_part(np.asarray(inherited[1], dtype=np.float64))
        from_history = known & (older_s + older_k > similarity + keyword)
        similarity = np.where(from_history, older_s, similarity)
        keyword = np.where(from_history, older_k, keyword)
    return FusedParts(similarity, keyword, attribute, from_history)
