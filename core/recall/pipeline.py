"""Recall, stage by stage: plan -> routes -> headers -> visible -> versions -> rank -> texts ->
consistency -> floor. Each stage is a function of typed values (memoryd.core.recall.*)."""

from __future__ import annotations

from dataclasses import replace

from memoryd.core.config import EngineConfig
from memoryd.core.foreground import Foreground
from memoryd.core.lifecycle.versions import status_at
from memoryd.core.metrics import MetricsBook, PoolMetrics
from memoryd.core.recall import consistency, explain, ranking, restatements, routes, versions
from memoryd.core.recall.cache import RecallCache
from memoryd.core.recall.candidates import Visible, visible
from memoryd.core.recall.filters import EMPTY_FILTER, MemoryFilter
from memoryd.core.recall.plan import Planner, RecallPlan
from memoryd.core.recall.trigger import needs_memory
from memoryd.core.recall.user_pool import with_user_pool
from memoryd.core.store.records import Records
from memoryd.core.tiers.pool import PoolIndex
from memoryd.core.tiers.recent import RecentIndex
from memoryd.core.tiers.registry import Pools
from memoryd.core.types import Hit, Recalled, RecallQuery
from memoryd.core.validation import check_query

_DAY = 86_400.0


class Recaller:
    """Answers a RecallQuery from one engine's tiers and records. Thread-safe: no per-call
    state (the cache, the access log and the figures are thread-safe)."""

    def __init__(
        self,
        config: EngineConfig,
        planner: Planner,
        pools: Pools,
        records: Records,
        recent: RecentIndex,
        cache: RecallCache,
        metrics: MetricsBook,
        foreground: Foreground,
    ) -> None:
        self._config = config
        self._plans = planner
        self._pools = pools
        self._records = records
        self._recent = recent
        self._cache = cache
        self._metrics = metrics
        self._foreground = foreground

    def recall(self, query: RecallQuery) -> list[Hit]:
        """Return the top_k memories of the query's pool for its text or vector, best first."""
        with self._foreground.call():  # background sweeps step aside meanwhile
            return self._recall(query)

    def recall_if_needed(self, query: RecallQuery) -> Recalled:
        """Return what recall finds, unless ``query.auto_trigger`` is set and the query needs
        no long-term memory (memoryd.core.recall.trigger): then no hits, and why. With
        ``query.explain``, each hit's explanation and what was left out."""
        if query.include_user_pool and query.scope.agent_id:
            return with_user_pool(self.recall_if_needed, query)
        why = ""
        if query.auto_trigger:
            needed, why = needs_memory(query.query)
            if not needed:
                check_query(query, self._config.limits, self._plans.dimension)  # still bad
                return Recalled([], False, why)
        if query.explain:
            trace = explain.RecallTrace(self._records.read, query.top_k, query.filter)
            with self._foreground.call():
                hits = self._recall(query, trace)
            return Recalled(hits, True, why, *trace.result(hits))
        return Recalled(self.recall(query), True, why)

    def _recall(self, query: RecallQuery, trace: explain.Trace = explain.NO_TRACE) -> list[Hit]:
        plan = self._plans.make(query, cached=trace is explain.NO_TRACE)
        pool = self._pools.index(plan.pool_key)
        if pool is None:
            return []
        if plan.cache_key is not None and (cached := self._cache.get(plan.cache_key)) is not None:
            self._answered(plan, cached)
            return cached
        found = self._candidates(pool, plan, trace)
        lifted = versions.lift(found.kept, found.replaced, plan, self._records)
        ranked = lifted if plan.by_similarity else lifted.without_similarity()
        scoring = self._config.scoring
        # An explained answer shows every candidate's rank; any other reads the first few.
        limit = plan.hydrate if trace is explain.NO_TRACE else None
        hits = ranking.rank(ranked, plan.at, plan.weights, scoring, limit)
        trace.ranked(hits, lambda: explain.explain_rank(
            ranked.records, ranked.similarity, ranked.keyword, plan.at, plan.weights, scoring,
            ranked.inherited), ranked.records)  # fmt: skip
        if not plan.by_similarity:  # report the real cosine all the same
            real = zip(lifted.records, lifted.similarity, strict=True)
            cosine = {r.id: float(s) for r, s in real}
            hits = [replace(h, similarity=cosine.get(h.record.id, h.similarity)) for h in hits]
        # Texts are decompressed, and tiers the search did not tell looked up, only for the
        # few that can still make the answer.
        hits = self._records.with_tiers(self._records.with_content(hits[: plan.hydrate]))
        # The links the write path stored order the answer (a newer value above the older,
        # history told late below the fact), but not for a question about the past ("Where
        # did I use to live?"), which asks for what they put second.
        checked = consistency.consistent(hits, plan.top_k, plan.weights.present)
        spread = restatements.spread(
            checked,
            plan.top_k,
            scoring.restatements_per_answer,
            scoring.restatement_overlap,
            pool.token_set,
        )
        trace.restated(spread.moved)
        checked = spread.hits
        # Last: a value a newer one of the answer outranks makes way even for a restatement;
        # not when the caller asked for what was replaced too (include_history).
        if (
            scoring.outranked_after_answer
            and plan.weights.present
            and not plan.query.include_history
        ):
            stale = consistency.outranked_after(checked, plan.top_k)
            trace.outranked(stale.moved)
            checked = stale.hits
        trace.checked(hits, checked)
        hits = checked[: plan.top_k]
        if plan.floor is not None:
            floored, hits = hits, plan.above_floor(hits)
            trace.floored(floored, hits, plan.floor)
        if plan.cache_key is not None:  # a replay of the past leaves no trace
            self._cache.put(plan.cache_key, hits)
            self._answered(plan, hits)
        return hits

    def _candidates(self, pool: PoolIndex, plan: RecallPlan, trace: explain.Trace) -> Visible:
        """Widen the routes until enough candidates survive the filters, or the pool is done."""
        newest = routes.recent(self._recent, plan, self._config.routes.recent_candidates)
        want = plan.per_tier
        query = plan.query
        # Headers as they are kept (Records.read_shared) unless the candidates need their
        # texts or events, or an explained answer reads each one's access statistics.
        shared_headers = not (query.filter.needs_content or plan.replay) and (
            trace is explain.NO_TRACE
        )
        while True:
            gathered = routes.gather(pool, self._records, plan, want, newest)
            trace.routed(gathered.nearest, gathered.matches, gathered.recent)
            shared = None
            if shared_headers:  # read, not copied: only the answer's hits are (rank)
                shared = self._records.read_shared(gathered.ids, gathered.tiers)
                headers = shared.records
            else:
                headers = self._records.read(
                    gathered.ids,
                    content=query.filter.needs_content,
                    events=plan.replay,
                    tiers=gathered.tiers,
                )
            found = visible(
                headers, gathered.similarity, gathered.keyword, gathered.routes,
                scope=query.scope, at=plan.at, replay=plan.replay, statuses=plan.statuses,
                flt=query.filter, shared=shared,
            )  # fmt: skip
            # Filtering may have eaten the candidates: widen until enough or the pool is done.
            if _answers(found, query.filter) >= plan.enough or gathered.exhausted(want, pool):
                break
            want *= 4
        if trace is not explain.NO_TRACE:
            at = plan.at
            trace.filtered(
                found.seen.pairs(), found.kept.pairs(), at,
                (lambda r: status_at(r, at)) if plan.replay else None,
            )  # fmt: skip
        return found

    def _answered(self, plan: RecallPlan, hits: list[Hit]) -> None:
        """Count an answer (cached or not): one access per hit, and the pool's figures (an
        empty answer too: the recall quality by day counts it)."""
        now = plan.now
        if hits:
            self._records.access.touch([h.record.id for h in hits], now)
        ages = sum(max(0.0, now - h.record.created_at) / _DAY for h in hits)

        def counted(m: PoolMetrics) -> None:
            m.returned += len(hits)
            m.recalled_age_days += ages
            m.count_answer(len(hits), now)

        self._metrics.update(plan.pool_key, counted)


def _answers(found: Visible, flt: MemoryFilter) -> int:
    """Return how many memories the candidates can answer with: the kept ones, and (unless
    ``flt`` filters: lift leaves out a current version outside it) the memories that
    replaced versions lead to (versions.lift adds them), each once.

    Why: the versions of one fact (every restatement of it is kept as one) sit close together
    in the vector route; counted as nothing, a pool that restates its facts often made every
    recall widen past them, reading more the more restatements the pool held (issue #18's
    soak: 47 -> 112 ms a Recall over 10 minutes)."""
    kept = {r.id for r in found.kept.records}
    if flt != EMPTY_FILTER:
        return len(kept)
    led_to = {r.superseded_by for r in found.replaced.records if r.superseded_by}
    return len(kept | led_to)
