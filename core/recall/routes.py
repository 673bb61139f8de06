"""The recall routes (memoryd.core.types.Route): where candidates come from — the vector
search of every tier, BM25 over the pool's texts, the scope's newest memories — gathered and
merged into one list, each candidate once, as arrays."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from memoryd.core.recall import context
from memoryd.core.recall.plan import RecallPlan
from memoryd.core.store.records import Records
from memoryd.core.tiers.pool import Candidate, PoolIndex
from memoryd.core.tiers.recent import RecentIndex
from memoryd.core.types import Route, Tier


@dataclass(frozen=True, slots=True)
class Gathered:
    """What the routes found at one width, merged (aligned lists: ids, cosine, keyword
    score, routes, tier when the vector route found it), and each route's own answer (for
    an explained recall, and to tell whether the vector route is exhausted)."""

    ids: list[bytes]
    similarity: list[float]
    keyword: list[float]
    routes: list[tuple[Route, ...]]
    tiers: list[Tier | None]
    nearest: list[Candidate]
    matches: list[tuple[bytes, float]]
    recent: list[bytes]

    def exhausted(self, want: int, pool: PoolIndex) -> bool:
        """Return whether widening past ``want`` per tier can find no more."""
        return len(self.nearest) < want or want >= sum(pool.counts().values())


def recent(index: RecentIndex, plan: RecallPlan, candidates: int) -> list[bytes]:
    """Return the ids of the scope's newest ``candidates`` memories (its session's first),
    newest first; none unless the plan uses the recent route."""
    if not plan.uses(Route.RECENT):
        return []
    scope = plan.query.scope
    return index.newest(plan.pool_key, scope.session_id, candidates, plan.at)


def gather(
    pool: PoolIndex, records: Records, plan: RecallPlan, want: int, newest: list[bytes]
) -> Gathered:
    """Return the routes' candidates at ``want`` per tier, merged with ``newest`` (the
    recent route's)."""
    nearest = pool.search(plan.vector, want) if plan.uses(Route.VECTOR) else []
    matches: list[tuple[bytes, float]] = []
    if plan.query.query and plan.uses(Route.KEYWORD):
        matches = pool.keyword_search(plan.words, want)
        if plan.context_share > 0 and not plan.names_id:  # an id is matched on its own
            told = pool.context_search(plan.words, want)
            matches = context.blend(matches, told, pool, records, plan, plan.context_share)
    if matches and plan.names_id:  # the exact match of the id scores 1 (ScoringConfig)
        top = max(score for _, score in matches)
        matches = [(memory_id, score / top) for memory_id, score in matches]
    return merge(plan.vector, nearest, matches, newest, records)


def merge(
    query: np.ndarray,
    nearest: list[Candidate],
    matches: list[tuple[bytes, float]],
    newest: Sequence[bytes],
    records: Records,
) -> Gathered:
    """Return the union of the vector, keyword and recent candidates, each once, with its
    cosine similarity (read from the stored vector for the ones the vector route did not
    find), its keyword score (0..1, PoolIndex.keyword_search) and the routes that found it."""
    keyword = dict(matches)
    fresh = set(newest)
    ids: list[bytes] = []
    similarity: list[float] = []
    scores: list[float] = []
    routes: list[tuple[Route, ...]] = []
    tiers: list[Tier | None] = []
    for c in nearest:
        found_by: tuple[Route, ...] = (Route.VECTOR,)
        if c.id in keyword:
            found_by += (Route.KEYWORD,)
        if c.id in fresh:
            found_by += (Route.RECENT,)
        fresh.discard(c.id)
        ids.append(c.id)
        similarity.append(c.similarity)
        scores.append(keyword.pop(c.id, 0.0))
        routes.append(found_by)
        tiers.append(c.tier)
    others = list(keyword) + [i for i in newest if i in fresh and i not in keyword]
    if others:
        for memory_id, cosine in zip(others, records.cosines(others, query), strict=True):
            if cosine is None:
                continue
            by: tuple[Route, ...] = (Route.KEYWORD,) if memory_id in keyword else ()
            if memory_id in fresh:
                by += (Route.RECENT,)
            ids.append(memory_id)
            similarity.append(cosine)
            scores.append(keyword.get(memory_id, 0.0))
            routes.append(by)
            tiers.append(None)
    return Gathered(ids, similarity, scores, routes, tiers, nearest, matches, list(newest))
