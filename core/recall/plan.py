"""What one recall will do, decided once from its query: a frozen RecallPlan (the query's
vector, time, statuses, routes, candidate counts, fusion weights, floor and cache key)."""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from memoryd.core.config import EngineConfig
from memoryd.core.embedding import Embedder
from memoryd.core.recall import weights as fusion_weights
from memoryd.core.recall.cache import CacheKey, RecallCache
from memoryd.core.recall.filters import check_filter, recall_statuses
from memoryd.core.recall.ranking import Weights
from memoryd.core.text import identifiers
from memoryd.core.tiers.registry import Pools
from memoryd.core.types import ROUTES, Hit, RecallQuery, Route, Status
from memoryd.core.validation import check_query


@dataclass(frozen=True, slots=True)
class RecallPlan:
    """One recall, decided before any candidate is read."""

    query: RecallQuery
    vector: np.ndarray  # the query's unit float32 vector (given, or embedded)
    pool_key: bytes
    now: float  # when the recall runs
    at: float  # the time to recall at: as_of, else now
    replay: bool  # as_of: statuses as they were then, read from the events
    statuses: frozenset[Status]  # the statuses the answer may hold
    routes: tuple[Route, ...]  # the routes asked (all by default)
    # A query naming an id looks for the id: its id words are the keyword route's query, the
    # keyword scores are normalised to the best, and the keyword weight is the id one.
    names_id: bool
    words: str  # what the keyword route searches for
    per_tier: int  # candidates asked of each tier (widened while too few survive)
    enough: int  # candidates that must survive the filters before widening stops
    weights: Weights
    # Without the vector route, similarity does not rank (keyword alone is BM25 ranking),
    # unless no keyword route is left either (the recent route alone ranks by similarity).
    by_similarity: bool
    floor: float | None  # the least score a hit needs (min_score)
    cache_key: CacheKey | None  # None: not cached (a replay, or an explained recall)
    hydrate: int  # how many ranked hits get their texts (the consistency check may drop some)
    # The keyword route's share of words-with-previous-turn (memoryd.core.recall.context).
    context_share: float = 0.0

    @property
    def top_k(self) -> int:
        return self.query.top_k

    def uses(self, route: Route) -> bool:
        """Return whether the recall asked for ``route``."""
        return route in self.routes

    def above_floor(self, hits: list[Hit]) -> list[Hit]:
        """Return the hits scoring at least the floor (all of them without one)."""
        if self.floor is None:
            return hits
        return [h for h in hits if h.score >= self.floor]


class Planner:
    """Makes the RecallPlan of a query for one engine; thread-safe (no per-call state)."""

    def __init__(
        self,
        config: EngineConfig,
        embedder: Embedder,
        pools: Pools,
        cache: RecallCache,
        rerank_margin: float,
    ) -> None:
        self._config = config
        self._embedder = embedder
        self._pools = pools
        self._cache = cache
        self._rerank_margin = rerank_margin

    @property
    def dimension(self) -> int:
        """Return the dimension of the query vectors."""
        return self._embedder.dimension

    def make(self, query: RecallQuery, cached: bool = True) -> RecallPlan:
        """Return the plan of ``query``: checked (InvalidArgument), embedded when it has no
        vector; ``cached=False`` gives it no cache key (an explained recall is fresh)."""
        vector = check_query(query, self._config.limits, self._embedder.dimension)
        check_filter(query.filter, self._config.limits)
        if vector is None:
            vector = self._embedder.embed_queries([query.query])[0]
        now = time.time()
        at = query.as_of if query.as_of is not None else now
        pool_key = query.scope.pool_key
        cache_key = None
        if query.as_of is None and cached:
            cache_key = self._cache.key(query, vector, self._pools.generation(pool_key))
        routes = tuple(Route(r) for r in query.routes) if query.routes else ROUTES
        names_id = bool(query.query) and identifiers.names_id(query.query)
        scoring = self._config.scoring
        # Extra candidates: the consistency check may drop some of the best.
        want = query.top_k * scoring.oversample
        return RecallPlan(
            query=query,
            vector=vector,
            pool_key=pool_key,
            now=now,
            at=at,
            replay=query.as_of is not None,
            statuses=recall_statuses(query.filter, query.include_history),
            routes=routes,
            names_id=names_id,
            # The rest of an id-naming query's words (and in Chinese their characters) would
            # let memories sharing "这个快递" outscore the one holding the id
            # (python -m bench.multi_session, entity-id questions).
            words=" ".join(identifiers.named_ids(query.query)) if names_id else query.query,
            per_tier=want,
            enough=want,
            weights=self._weights(query, pool_key, at, routes, names_id),
            by_similarity=Route.VECTOR in routes or Route.KEYWORD not in routes,
            floor=scoring.min_score if query.min_score is None else query.min_score,
            cache_key=cache_key,
            hydrate=query.top_k * 2,
            context_share=scoring.context_share,
        )

    def _weights(
        self,
        query: RecallQuery,
        pool_key: bytes,
        at: float,
        routes: tuple[Route, ...],
        names_id: bool,
    ) -> Weights:
        """Return the fusion weights: recency-heavy for time questions, no decay at cold start;
        without the keyword route, no keyword term; a query naming an id, a heavier one."""
        cold = fusion_weights.cold_start(
            self._config.scoring, self._pools.total(pool_key), self._pools.born(pool_key, at), at
        )
        index = self._pools.index(pool_key)
        conversation = index.conversation_share() if index is not None else 0.0
        return fusion_weights.of(
            self._config.scoring, query, routes, names_id, cold,
            self._rerank_margin, self._embedder.calibration.unrelated, conversation,
        )  # fmt: skip
