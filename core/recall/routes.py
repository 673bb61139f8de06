"""The recall routes (memoryd.core.types.Route): where candidates come from — the vector
search of every tier, BM25 over the pool's texts, the scope's newest memories — gathered and
merged into one list, each candidate once, as arrays."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

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
    scored: list[tuple[bytes, float]] = []
    if plan.query.query and plan.uses(Route.KEYWORD):
        matches = pool.keyword_search(plan.words, want)
        with_context = plan.context_share > 0 and not plan.names_id  # an id matches on its own
        told = pool.context_search(plan.words, want) if with_context else []
        # Every candidate gets its exact keyword score, also one of the other routes found past
        # the keyword route's top k: taken for 0, a memory that says the query word for word
        # would rank below near-copies of it that the keyword route happened to return.
        found = [*dict(matches), *dict(told)]
        everyone = list(dict.fromkeys([*found, *(c.id for c in nearest), *newest]))
        mine = _completed(matches, everyone, pool.keyword_scores_of, plan.words)
        scored = mine
        if with_context:
            lent = _completed(told, everyone, pool.context_scores_of, plan.words)
            scored = context.blend(mine, lent, pool, records, plan, plan.context_share)
        route = set(found)
        matches = [(m, s) for m, s in scored if m in route]
    if scored and plan.names_id:  # the exact match of the id scores 1 (ScoringConfig)
        top = max(score for _, score in scored)
        scored = [(memory_id, score / top) for memory_id, score in scored]
        matches = [(memory_id, score / top) for memory_id, score in matches]
    cosines = partial(_cosines, pool, records)
    return merge(plan.vector, nearest, matches, newest, cosines, scored)


def _completed(
    found: list[tuple[bytes, float]],
    ids: list[bytes],
    score: Callable[[str, list[bytes]], list[float]],
    words: str,
) -> list[tuple[bytes, float]]:
    """Return ``found`` (id, score) and the scores ``score`` gives those of ``ids`` it lacks
    (the ones that match at all)."""
    have = {m for m, _ in found}
    missing = [m for m in ids if m not in have]
    if not missing:
        return found
    return found + [(m, s) for m, s in zip(missing, score(words, missing), strict=True) if s > 0]


def _cosines(
    pool: PoolIndex, records: Records, ids: list[bytes], query: np.ndarray
) -> list[float | None]:
    """Return the cosines of candidates the vector route did not return: from the short
    tier's vectors where it holds them (the recent route's newest memories: ~10 store reads a
    recall saved), else from the stored vectors (None where none is stored)."""
    out = pool.short_cosines(ids, query)
    rest = [n for n, cosine in enumerate(out) if cosine is None]
    if rest:
        for n, cosine in zip(rest, records.cosines([ids[n] for n in rest], query), strict=True):
            out[n] = cosine
    return out


def merge(
    query: np.ndarray,
    nearest: list[Candidate],
    matches: list[tuple[bytes, float]],
    newest: Sequence[bytes],
    cosines: Callable[[list[bytes], np.ndarray], list[float | None]],
    scored: Sequence[tuple[bytes, float]] = (),
) -> Gathered:
    """Return the union of the vector, keyword and recent candidates, each once, with its
    cosine similarity (from ``cosines`` for the ones the vector route did not find: None
    where the memory is gone), its keyword score (0..1, PoolIndex.keyword_search: from
    ``scored`` when given, the keyword scores of every candidate, else from ``matches``) and
    the routes that found it."""
    keyword = dict(matches)
    score_of = dict(scored) if scored else keyword
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
        scores.append(score_of.get(c.id, 0.0))
        keyword.pop(c.id, None)
        routes.append(found_by)
        tiers.append(c.tier)
    others = list(keyword) + [i for i in newest if i in fresh and i not in keyword]
    if others:
        for memory_id, cosine in zip(others, cosines(others, query), strict=True):
            if cosine is None:
                continue
            by: tuple[Route, ...] = (Route.KEYWORD,) if memory_id in keyword else ()
            if memory_id in fresh:
                by += (Route.RECENT,)
            ids.append(memory_id)
            similarity.append(cosine)
            scores.append(score_of.get(memory_id, 0.0))
            routes.append(by)
            tiers.append(None)
    return Gathered(ids, similarity, scores, routes, tiers, nearest, matches, list(newest))
