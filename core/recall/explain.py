"""Why recall answered as it did: the terms of each hit's score, where each route ranked it,
and what recall found but left out, with the reason.

``explain_rank`` recomputes the terms of memoryd.core.recall.ranking.rank from the same inputs (a
property test checks that they add up to rank's scores, so a change to rank that this module
does not follow fails there). ``RecallTrace`` collects what each stage of one recall kept and
dropped; the engine calls it at each stage (``NO_TRACE`` when nothing is explained).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import numpy as np

from memoryd.core.config import ScoringConfig
from memoryd.core.recall import fusion
from memoryd.core.recall.candidates import Scored
from memoryd.core.recall.filters import MemoryFilter
from memoryd.core.recall.ranking import Weights, lifted_by_recency
from memoryd.core.recall.restatements import Moved
from memoryd.core.text.attributes import overlap
from memoryd.core.tiers.pool import Candidate
from memoryd.core.types import Hit, LeftOut, LeftOutReason, MemoryRecord, Route, Status

_DAY = 86_400.0
# Why a found memory's status kept it out (an active one past its expires_at has expired).
_KEPT_OUT_AS = {
    Status.ACTIVE: LeftOutReason.EXPIRED,
    Status.SUPERSEDED: LeftOutReason.SUPERSEDED,
    Status.SUPPRESSED: LeftOutReason.SUPPRESSED,
    Status.ARCHIVED: LeftOutReason.ARCHIVED,
    Status.EXPIRED: LeftOutReason.EXPIRED,
}


@dataclass(frozen=True, slots=True)
class ScoreTerms:
    """The parts of a hit's score; ``total`` is the score."""

    similarity: float  # a x the cosine used
    keyword: float  # k x the keyword score used
    attribute: float  # a x attribute_weight x the attributes stated that the query asks about
    decay: float  # b x decay x gate
    importance: float  # i x (importance - 0.5) x gate
    session: float  # (other_session_weight - 1) x the sum of the others; 0 in the session

    @property
    def total(self) -> float:
        """Return the score these terms make."""
        return (
            self.similarity + self.keyword + self.attribute + self.decay + self.importance
            + self.session
        )  # fmt: skip


@dataclass(frozen=True, slots=True)
class DecayParts:
    """decay = min(1, age_factor x idle_factor x access_bonus x confidence_factor)."""

    age_days: float
    half_life_days: float
    age_factor: float
    idle_days: float
    idle_factor: float
    access_bonus: float
    confidence_factor: float
    decay: float


@dataclass(frozen=True, slots=True)
class RouteRank:
    """Where one route placed a memory before fusion: rank 1 is the route's best."""

    route: Route
    rank: int
    score: float  # cosine (vector), keyword 0..1 (keyword), 0 (recent)


@dataclass(frozen=True, slots=True)
class Explanation:
    """Why a hit scored what it did (memoryd.v1 Explanation documents each field)."""

    terms: ScoreTerms
    decay: DecayParts
    relevance_gate: float
    weights: Weights
    inherited: bool = False
    inherited_similarity: float = 0.0
    inherited_keyword: float = 0.0
    ranks: tuple[RouteRank, ...] = ()
    rank_by_relevance: int = 0
    # ScoringConfig.fusion the score was made with; with "stretched" every term is already
    # multiplied by ``scale`` (how good the query's best candidate is, 0..1: fusion.Fused).
    fusion: str = "raw"
    scale: float = 1.0


def decay_parts(record: MemoryRecord, at: float, scoring: ScoringConfig) -> DecayParts:
    """Return the factors of ``record``'s decay at time ``at`` (kernels.score_candidates)."""
    half_life = scoring.half_life_days[record.memory_type.value]
    age = max(0.0, (at - record.created_at) / _DAY)
    idle = max(0.0, (at - (record.last_accessed_at or record.created_at)) / _DAY)
    age_factor = 0.5 ** (age / half_life)
    idle_factor = scoring.idle_penalty_per_week ** (idle / 7.0)
    rate = scoring.access_bonus_rate
    bonus = min(scoring.access_bonus_cap, 1.0 + math.log1p(float(record.access_count)) * rate)
    confidence = 0.5 + 0.5 * float(np.float32(record.confidence))
    decay = min(1.0, age_factor * idle_factor * bonus * confidence)
    return DecayParts(age, half_life, age_factor, idle, idle_factor, bonus, confidence, decay)


def explain_rank(
    records: Sequence[MemoryRecord],
    similarities: np.ndarray,
    keywords: np.ndarray,
    at: float,
    weights: Weights,
    scoring: ScoringConfig,
    inherited: tuple[np.ndarray, np.ndarray] | None = None,
) -> list[Explanation]:
    """Return the explanation of each candidate, aligned with ``records``: the terms
    memoryd.core.recall.ranking.rank adds up, given the very arguments rank was given.

    ``rank_by_relevance`` is filled (1 = best by similarity + keyword + attribute); route
    ranks are not (RecallTrace adds them).
    """
    n = len(records)
    if not n:
        return []
    if weights.fusion == "stretched":
        return _explain_stretched(records, similarities, keywords, at, weights, scoring, inherited)
    a = weights.similarity
    ratio = weights.keyword / max(a, 1e-6)
    sims = np.asarray(similarities, dtype=np.float32)
    kws = np.asarray(keywords, dtype=np.float32)
    own = sims + ratio * kws
    used_s, used_k = sims.astype(np.float64), kws.astype(np.float64)
    from_history = np.zeros(n, dtype=bool)
    inherited_s, inherited_k = np.zeros(n), np.zeros(n)
    if inherited is not None:
        inherited_s, inherited_k = inherited
        theirs = inherited[0] + ratio * inherited[1]
        from_history = theirs > own
        used_s = np.where(from_history, inherited[0], used_s)
        used_k = np.where(from_history, inherited[1], used_k)
    stated = np.zeros(n, dtype=np.float64)
    if weights.attributes and weights.attribute_weight:
        stated = np.array(
            [overlap(weights.attributes, r.attributes or ()) for r in records], dtype=np.float64
        )
    relevance = np.maximum(own, theirs) if inherited is not None else own
    relevance = (relevance + weights.attribute_weight * stated.astype(np.float32)).astype(
        np.float32
    )
    best = max(-1.0, float(relevance.max()))
    margin = max(weights.rerank_margin, 1e-6)
    by_relevance = np.argsort(-relevance, kind="stable")
    rank_of = np.empty(n, dtype=np.int64)
    rank_of[by_relevance] = np.arange(1, n + 1)
    out = []
    for i, record in enumerate(records):
        parts = decay_parts(record, at, scoring)
        gate = min(1.0, max(0.0, 1.0 - (best - float(relevance[i])) / margin))
        similarity = a * float(used_s[i])
        keyword = a * ratio * float(used_k[i])
        attribute = a * weights.attribute_weight * float(stated[i])
        decay = weights.decay * parts.decay * gate * lifted_by_recency(record, weights)
        importance = weights.importance * (float(np.float32(record.importance)) - 0.5) * gate
        session = _session_term(record, weights,
                                similarity + keyword + attribute + decay + importance)  # fmt: skip
        out.append(
            Explanation(
                ScoreTerms(similarity, keyword, attribute, decay, importance, session),
                parts,
                gate,
                weights,
                inherited=bool(from_history[i]),
                inherited_similarity=float(inherited_s[i]) if from_history[i] else 0.0,
                inherited_keyword=float(inherited_k[i]) if from_history[i] else 0.0,
                rank_by_relevance=int(rank_of[i]),
            )
        )
    return out


def _explain_stretched(
    records: Sequence[MemoryRecord],
    similarities: np.ndarray,
    keywords: np.ndarray,
    at: float,
    weights: Weights,
    scoring: ScoringConfig,
    inherited: tuple[np.ndarray, np.ndarray] | None,
) -> list[Explanation]:
    """explain_rank for ``fusion = "stretched"``: relevance is fusion.fuse's (each route
    stretched over the query's candidates), its parts are fusion.parts', the decay and
    importance lift are gated by it as in the raw fusion, and every term is times the
    query's scale (ranking.rank multiplies the score by it)."""
    bonus = None
    stated = np.zeros(len(records))
    if weights.attributes and weights.attribute_weight:  # in cosine units, as rank adds it
        stated = np.array([overlap(weights.attributes, r.attributes or ()) for r in records],
                          dtype=np.float64)  # fmt: skip
        bonus = weights.attribute_weight * stated.astype(np.float32)
    route_weights = fusion.RouteWeights(weights.similarity, weights.keyword,
                                        weights.keyword_full_at, weights.confident_gap)  # fmt: skip
    fused = fusion.fuse(similarities, keywords, route_weights, weights.unrelated, inherited, bonus)
    split = fusion.parts(fused, similarities, keywords, inherited, bonus)
    relevance = fused.relevance
    scale = float(np.float32(fused.scale))
    best = max(-1.0, float(relevance.max()))
    margin = max(weights.rerank_margin, 1e-6)
    rank_of = np.empty(len(records), dtype=np.int64)
    rank_of[np.argsort(-relevance, kind="stable")] = np.arange(1, len(records) + 1)
    out = []
    for i, record in enumerate(records):
        parts = decay_parts(record, at, scoring)
        gate = min(1.0, max(0.0, 1.0 - (best - float(relevance[i])) / margin))
        similarity = scale * float(split.similarity[i])
        keyword = scale * float(split.keyword[i])
        attribute = scale * float(split.attribute[i])
        decay = scale * weights.decay * parts.decay * gate * lifted_by_recency(record, weights)
        importance = scale * weights.importance * (float(np.float32(record.importance)) - 0.5)
        importance *= gate
        session = _session_term(record, weights, similarity + keyword + attribute + decay
                                + importance)  # fmt: skip
        history = bool(split.from_history[i])
        out.append(
            Explanation(
                ScoreTerms(similarity, keyword, attribute, decay, importance, session),
                parts,
                gate,
                weights,
                inherited=history,
                inherited_similarity=float(inherited[0][i]) if history and inherited else 0.0,
                inherited_keyword=float(inherited[1][i]) if history and inherited else 0.0,
                rank_by_relevance=int(rank_of[i]),
                fusion="stretched",
                scale=scale,
            )
        )
    return out


def _session_term(record: MemoryRecord, weights: Weights, before: float) -> float:
    """Return what a hit from another session than the query's loses: (other_session_weight
    - 1) x the rest of its score; 0 in the query's session or without one."""
    session_id = record.scope.session_id
    if (
        weights.session_id
        and weights.other_session_weight != 1.0
        and session_id
        and session_id != weights.session_id
    ):
        return (weights.other_session_weight - 1.0) * before
    return 0.0


class Trace:
    """The stages of a recall, told to nobody: what a recall that explains nothing calls."""

    def routed(
        self,
        nearest: Sequence[Candidate],
        matches: Sequence[tuple[bytes, float]],
        recent: Sequence[bytes],
    ) -> None:
        """Note where each route placed its candidates (the last widening pass counts)."""

    def filtered(self, rows: Sequence[tuple[Scored, MemoryRecord]],
                 kept: Sequence[tuple[Scored, MemoryRecord]], at: float,
                 status_at: Callable[[MemoryRecord], Status] | None) -> None:  # fmt: skip
        """Note the candidates that status, expiry or the filter kept out; ``status_at``
        gives a record's status at the recall's time (None: its status now)."""

    def ranked(self, hits: Sequence[Hit], explanations: Callable[[], list[Explanation]],
               records: Sequence[MemoryRecord]) -> None:  # fmt: skip
        """Note the ranked hits and (lazily) the terms of every candidate's score."""

    def checked(self, before: Sequence[Hit], after: Sequence[Hit]) -> None:
        """Note the hits the consistency check dropped."""

    def restated(self, moved: Sequence[Moved]) -> None:
        """Note the hits moved out of the answer as restatements of better-ranked ones."""

    def outranked(self, moved: Sequence[Moved]) -> None:
        """Note the hits moved out of the answer below a newer hit that outranks them."""

    def floored(self, before: Sequence[Hit], after: Sequence[Hit], floor: float | None) -> None:
        """Note the hits below min_score."""


NO_TRACE = Trace()


class RecallTrace(Trace):
    """What one recall kept and dropped at each stage; one per call (not thread-safe).

    ``read`` returns full records (with text) for ids, None where gone; the left-out ones
    found without their text are read again through it.
    """

    def __init__(
        self,
        read: Callable[[list[bytes]], list[MemoryRecord | None]],
        top_k: int,
        flt: MemoryFilter,
    ) -> None:
        self._read = read
        self._top_k = top_k
        self._filter = flt
        self._route_ranks: dict[bytes, list[RouteRank]] = {}
        self._status_left: list[tuple[float, LeftOut]] = []
        self._left: dict[bytes, LeftOut] = {}
        self._explained: dict[bytes, Explanation] = {}
        self._records: dict[bytes, MemoryRecord] = {}
        self._score_rank: dict[bytes, tuple[int, float]] = {}

    def routed(
        self,
        nearest: Sequence[Candidate],
        matches: Sequence[tuple[bytes, float]],
        recent: Sequence[bytes],
    ) -> None:
        ranks: dict[bytes, list[RouteRank]] = {}
        ordered = sorted(nearest, key=lambda c: -c.similarity)
        for rank, c in enumerate(ordered, 1):
            ranks.setdefault(c.id, []).append(RouteRank(Route.VECTOR, rank, float(c.similarity)))
        for rank, (memory_id, score) in enumerate(sorted(matches, key=lambda m: -m[1]), 1):
            ranks.setdefault(memory_id, []).append(RouteRank(Route.KEYWORD, rank, float(score)))
        for rank, memory_id in enumerate(recent, 1):
            ranks.setdefault(memory_id, []).append(RouteRank(Route.RECENT, rank, 0.0))
        self._route_ranks = ranks

    def filtered(self, rows: Sequence[tuple[Scored, MemoryRecord]],
                 kept: Sequence[tuple[Scored, MemoryRecord]], at: float,
                 status_at: Callable[[MemoryRecord], Status] | None) -> None:  # fmt: skip
        kept_ids = {r.id for _, r in kept}
        self._status_left = []
        for candidate, record in rows:
            if record.id in kept_ids or not self._filter.matches(record):
                continue  # a filter's exclusions were asked for: not news to the caller
            status = status_at(record) if status_at is not None else record.status
            if status is Status.ACTIVE and (record.expires_at is None or record.expires_at > at):
                continue
            reason = _KEPT_OUT_AS.get(status)
            if reason is not None:
                relevance = float(candidate.similarity) + float(candidate.keyword)
                self._status_left.append((relevance, LeftOut(record, reason)))

    def ranked(self, hits: Sequence[Hit], explanations: Callable[[], list[Explanation]],
               records: Sequence[MemoryRecord]) -> None:  # fmt: skip
        self._records = {r.id: r for r in records}
        self._explained = {
            r.id: replace(e, ranks=tuple(self._route_ranks.get(r.id, ())))
            for r, e in zip(records, explanations(), strict=True)
        }
        self._score_rank = {h.record.id: (i, h.score) for i, h in enumerate(hits, 1)}

    def checked(self, before: Sequence[Hit], after: Sequence[Hit]) -> None:
        kept = {h.record.id for h in after}
        for h in before:
            if h.record.id not in kept:
                self._left[h.record.id] = LeftOut(
                    h.record,
                    LeftOutReason.CONSISTENCY,
                    "a better-ranked hit states the same fact, or a newer one replaces it",
                    h.score,
                )

    def restated(self, moved: Sequence[Moved]) -> None:
        for m in moved:
            self._left[m.hit.record.id] = LeftOut(
                m.hit.record,
                LeftOutReason.RESTATED,
                "better-ranked hits of this answer say nearly the same (terms overlap)",
                m.hit.score,
                m.like.record.id,
            )

    def outranked(self, moved: Sequence[Moved]) -> None:
        for m in moved:
            self._left[m.hit.record.id] = LeftOut(
                m.hit.record,
                LeftOutReason.CONSISTENCY,
                "a newer hit of this answer outranks it (the write path read the two as one "
                "slot's older and newer values and kept both); a larger top_k reaches it",
                m.hit.score,
                m.like.record.id,
            )

    def floored(self, before: Sequence[Hit], after: Sequence[Hit], floor: float | None) -> None:
        kept = {h.record.id for h in after}
        for h in before:
            if h.record.id not in kept:
                self._left[h.record.id] = LeftOut(
                    h.record, LeftOutReason.BELOW_MIN_SCORE,
                    f"score {h.score:.4f} < min_score {floor:.4g}", h.score,
                )  # fmt: skip

    def result(self, hits: Sequence[Hit]) -> tuple[tuple[Explanation, ...], tuple[LeftOut, ...]]:
        """Return the explanations of ``hits`` (aligned) and what was left out: the stages'
        drops, the memories decay pushed out of top_k, then the most relevant of those that
        status kept out (at most top_k of them), texts filled in."""
        returned = {h.record.id for h in hits}
        explanations = tuple(self._explained[h.record.id] for h in hits)
        left = dict(self._left)
        for memory_id, e in self._explained.items():
            if (
                e.rank_by_relevance <= self._top_k
                and memory_id not in returned
                and memory_id not in left
            ):
                rank, score = self._score_rank.get(memory_id, (0, 0.0))
                left[memory_id] = LeftOut(
                    self._records[memory_id],
                    LeftOutReason.PUSHED_OUT_BY_DECAY,
                    f"rank {e.rank_by_relevance} by relevance, {rank} by score: decay "
                    f"{e.decay.decay:.3f} (term {e.terms.decay:+.4f}), importance term "
                    f"{e.terms.importance:+.4f}, session term {e.terms.session:+.4f}",
                    score,
                )
        by_status = sorted(self._status_left, key=lambda x: -x[0])
        out = (
            [lo for lo in left.values() if lo.record.id not in returned]  # moved, yet shown
            + [lo for _, lo in by_status if lo.record.id not in left][: self._top_k]
        )
        return explanations, tuple(self._with_text(out))

    def _with_text(self, left: list[LeftOut]) -> list[LeftOut]:
        """Return ``left`` with whole records (text, events) and the reasons of the ones
        status kept out in words; memories deleted since are dropped."""
        ids = [lo.record.id for lo in left]
        out = []
        for lo, record in zip(left, self._read(ids) if ids else [], strict=True):
            if record is None:
                continue  # deleted since: nothing to show
            if lo.reason is LeftOutReason.SUPERSEDED:
                detail = _last_reason(record, "replaced by a newer version")
                lo = replace(
                    lo,
                    related_id=record.superseded_by,
                    detail=detail + "; its current version is ranked in its place (route history)",
                )
            elif lo.reason in (LeftOutReason.SUPPRESSED, LeftOutReason.ARCHIVED):
                lo = replace(lo, detail=_last_reason(record, lo.reason))
            elif lo.reason is LeftOutReason.EXPIRED:
                lo = replace(lo, detail="its expires_at has passed")
            out.append(replace(lo, record=record))
        return out


def _last_reason(record: MemoryRecord, default: str) -> str:
    """Return the reason of the record's newest event that has one, else ``default``."""
    for event in reversed(record.events):
        if event.reason:
            return f"{event.action}: {event.reason}"
    return default
