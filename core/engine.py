"""The memory engine: remember, recall, get, forget, history, feedback and stats over one data
folder.

LMDB is the source of truth; the per-pool tier indexes are rebuilt from it at start. A write is
acknowledged only after its transaction is committed (group commit), then indexed. Record
changes that depend on the current record (merges, supersedes, status changes, access counts)
run inside the write transaction, so concurrent calls never overwrite each other.
"""

from __future__ import annotations

import functools
import logging
import threading
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import faiss
import numpy as np

from memoryd.core import checkpoint, export, kernels, lifecycle, listing, ranking, startup, update
from memoryd.core import context as context_mod
from memoryd.core import extract as extract_mod
from memoryd.core.access import AccessLog
from memoryd.core.attributes import attributes_of
from memoryd.core.attributes import stated as stated_attributes
from memoryd.core.codec import DamageReport, RecordCodec, train_dictionary
from memoryd.core.config import EngineConfig
from memoryd.core.embedding import Embedder, make_embedder
from memoryd.core.errors import ConfigurationError, InvalidArgument, NotFound
from memoryd.core.foreground import Foreground
from memoryd.core.ids import id_to_str, new_id, parse_id
from memoryd.core.importance import make_estimator
from memoryd.core.judge import ConflictJudge, make_judge
from memoryd.core.lmdb_store import LmdbStore
from memoryd.core.long_upkeep import information_of
from memoryd.core.metrics import EngineFigures, MaintenanceTally, MetricsBook, PoolMetrics
from memoryd.core.pool import Candidate
from memoryd.core.pools import Pools, process_rss_bytes
from memoryd.core.recall import consistency, explain
from memoryd.core.recall import weights as recall_weights
from memoryd.core.recall.filters import check_filter, recall_statuses
from memoryd.core.recall.user_pool import with_user_pool
from memoryd.core.recall_cache import RecallCache
from memoryd.core.recent import RecentIndex
from memoryd.core.redact import POLICIES, redact
from memoryd.core.storage import Op, Put, Table
from memoryd.core.store.records import Changes, Records, count_key
from memoryd.core.summarize import make_summarizer
from memoryd.core.timewords import asks_about_time
from memoryd.core.tokens import make_counter
from memoryd.core.trigger import needs_memory
from memoryd.core.turns import Appended, Removed, SessionBuffer, TurnBuffer
from memoryd.core.types import (
    ROUTES,
    Event,
    ForgetMode,
    Hit,
    MemoryFigures,
    MemoryInput,
    MemoryRecord,
    MemoryUpdate,
    Recalled,
    RecallQuery,
    RememberAction,
    RememberResult,
    Scope,
    Source,
    Stats,
    Status,
    Tier,
    UpdateResult,
)
from memoryd.core.validation import check_ids, check_input, check_query, check_scope
from memoryd.core.working import WorkingMemory, WorkingState
from memoryd.core.write import batch, neighbours, pair_opinion, relate, transitions
from memoryd.core.write.relate import Relation, WriteDecision, write_result

log = logging.getLogger(__name__)

# What Maintain can be asked to run (memoryd.core.engine.MemoryEngine.maintain).
MAINTENANCE_TASKS = ("migrate", "compact", "retrain", "sweep")

_SWEEP_REST = 2.0  # the sweep rests this many times as long as each chunk took (_sweep)
_SWEEP_MAX_WAIT_S = 0.05  # and waits at most this long for recall to pause before a chunk
_DAY = 86_400.0

# The event a new memory gets when it replaces an older one (the older one gets the action).
_REPLACES = {RememberAction.SUPERSEDED: "supersedes", RememberAction.REFINED: "refines"}


@dataclass(frozen=True, slots=True)
class Routed:
    """A recall candidate found by one or both routes."""

    id: bytes
    similarity: float
    keyword: float
    routes: tuple[str, ...]
    tier: Tier | None = None  # known when the vector route found it


def _replacer(new: MemoryRecord, decision: WriteDecision, now: float):
    """Return the change that makes an active memory history, replaced by ``new``."""

    def change(record: MemoryRecord) -> MemoryRecord | None:
        if record.status is not Status.ACTIVE:  # changed meanwhile: leave it as it is
            return None
        return lifecycle.replaced_by(
            record,
            new.id,
            now=now,
            at=new.created_at,
            action=decision.action.value,
            reason=decision.reason,
        )

    return change


class MemoryEngine:
    """The engine of one data folder; thread-safe. Call ``close`` to stop it cleanly.

    Run one engine per data folder (LMDB allows one writer process).
    """

    def __init__(
        self,
        data_dir: Path,
        config: EngineConfig,
        embedder: Embedder | None = None,
        judge: ConflictJudge | None = None,
    ) -> None:
        self._config = config
        self._embedder = embedder or make_embedder(
            config.embedder, config.dimension, config.embed_batch_size
        )
        self._dim = self._embedder.dimension
        life = config.lifecycle
        self._judge = judge or make_judge(
            life.judge, life.llm_url, life.llm_model, life.llm_api_key, life.llm_timeout_s
        )
        calibration = self._embedder.calibration
        self._duplicate_t = (
            calibration.duplicate if life.duplicate_threshold is None else life.duplicate_threshold
        )
        self._conflict_t = (
            calibration.conflict if life.conflict_threshold is None else life.conflict_threshold
        )
        margin = config.scoring.rerank_margin
        self._rerank_margin = calibration.rerank_margin if margin is None else margin
        recall_weights.check(config.scoring)
        if config.sensitive_data not in POLICIES:
            raise ConfigurationError(
                f"sensitive_data = {config.sensitive_data!r}; choose one of {', '.join(POLICIES)}"
            )
        self._init_short_term()  # config errors surface before the store is opened
        faiss.omp_set_num_threads(config.faiss_threads)
        self._store = LmdbStore(Path(data_dir) / "store", config.store.map_size_bytes)
        self._codec = RecordCodec(config.compression.zstd_level)
        self._pools = Pools(self._dim, config.tiers, self._store)  # the store: long tiers
        self._access = AccessLog()
        self._foreground = Foreground()  # recalls in flight: the sweep steps aside
        self._metrics = MetricsBook()
        self._maintenance_tally = MaintenanceTally()  # for monitoring (telemetry)
        self._cache = RecallCache(config.recall_cache.size, config.recall_cache.ttl_s)
        self._import_lock = threading.Lock()  # one Import at a time (ids checked, then stored)
        self._last_sweep = 0.0
        self._maintaining = threading.Lock()  # one maintenance pass at a time
        self._under_pressure = False  # RSS near tiers.rss_limit_bytes at the last check
        self._pressure_demotions = 0
        try:
            startup.claim_model(self._store, self.model_id, self._dim)
            startup.load_meta(self._store, self._codec, self._metrics)
            startup.rebuild_indexes(self._store, self._codec, self._pools, self._dim)
        except BaseException:
            self._store.close()
            raise
        self._records = Records(
            self._store, self._codec, self._pools, self._access, self._metrics,
            max_group=config.store.max_group_commit,
            max_pending=config.limits.max_pending_writes,
            flush_interval_s=config.store.access_flush_interval_s,
        )  # fmt: skip
        self._writer = self._records.writer
        startup.warm_up(self._embedder)
        self._stop = threading.Event()
        self._maintenance = threading.Thread(
            target=self._maintenance_loop, name="memoryd-maintenance", daemon=True
        )
        self._maintenance.start()

    # ------------------------------------------------------------------ public API

    @property
    def damage(self) -> DamageReport:
        """Return the records read paths found damaged (skipped) or clamped since start."""
        return self._codec.damage

    @property
    def model_id(self) -> str:
        return self._embedder.model_id

    @property
    def dimension(self) -> int:
        return self._dim

    def pool_sizes(self) -> dict[bytes, int]:
        """Return how many memories (any status) each pool stores, by Scope.pool_key."""
        return {key: self._pools.total(key) for key, _ in self._pools.indexes()}

    def remember(self, item: MemoryInput) -> RememberResult:
        """Store one memory durably (or merge it); return the memory and the action taken."""
        return self._remember([item], prefix=lambda i: "")[0]

    def remember_batch(self, items: Sequence[MemoryInput]) -> list[RememberResult]:
        """Store many memories in one transaction (all or nothing); results in input order.

        Each item is compared with the pool as it was before the batch, not with the other
        items of the batch.
        """
        limits = self._config.limits
        if not items or len(items) > limits.max_batch:
            raise InvalidArgument(
                "items", f"has {len(items)} items; a batch holds 1..{limits.max_batch}"
            )
        return self._remember(items, prefix=lambda i: f"items[{i}].")

    def recall(self, query: RecallQuery) -> list[Hit]:
        """Return the top_k memories of the query's pool for its text or vector, best first."""
        with self._foreground.call():  # background sweeps step aside meanwhile
            return self._recall(query)

    def _recall(self, query: RecallQuery, trace: explain.Trace = explain.NO_TRACE) -> list[Hit]:
        vector = check_query(query, self._config.limits, self._dim)
        check_filter(query.filter, self._config.limits)
        if vector is None:
            vector = self._embedder.embed_queries([query.query])[0]
        now = time.time()
        at = query.as_of if query.as_of is not None else now
        pool = self._pools.index(query.scope.pool_key)
        if pool is None:
            return []
        cache_key = None
        if query.as_of is None and trace is explain.NO_TRACE:  # an explained recall is fresh
            cache_key = self._cache.key(query, vector, self._pools.generation(query.scope.pool_key))
            cached = self._cache.get(cache_key)
            if cached is not None:
                self._count_recall(query.scope.pool_key, cached, now)
                return cached
        statuses = recall_statuses(query.filter, query.include_history)
        replay = query.as_of is not None  # statuses as they were then, from the events
        routes = query.routes or ROUTES
        names_id = bool(query.query) and extract_mod.names_id(query.query)
        # Extra candidates: the consistency check may drop some of the best.
        want = query.top_k * self._config.scoring.oversample  # per tier
        while True:
            # Routes (all by default): vector, keyword (BM25) and the scope's newest memories.
            nearest = pool.search(vector, want) if "vector" in routes else []
            use_keyword = bool(query.query) and "keyword" in routes
            # A query naming an id looks for the id: the rest of its words (and in Chinese
            # their characters) would let memories sharing "这个快递" outscore the one
            # holding the id (python -m bench.multi_session, entity-id questions).
            words = " ".join(extract_mod.named_ids(query.query)) if names_id else query.query
            matches = pool.keyword_search(words, want) if use_keyword else []
            if matches and names_id:  # the exact match of the id scores 1 (ScoringConfig)
                top = max(score for _, score in matches)
                matches = [(memory_id, score / top) for memory_id, score in matches]
            recent = self._recent_route(query, at) if "recent" in routes else []
            trace.routed(nearest, matches, recent)
            candidates = self._merge_routes(vector, nearest, matches, recent)
            rows = [
                (c, r)
                for c, r in zip(
                    candidates,
                    self._records.read(
                        [c.id for c in candidates],
                        content=query.filter.needs_content,
                        events=replay,
                        tiers=[c.tier for c in candidates],
                    ),
                    strict=True,
                )
                if r is not None
                and r.scope.same_pool(query.scope)  # the index is per pool; check anyway
                and r.created_at <= at
            ]
            kept = [
                (c, r)
                for c, r in rows
                if (lifecycle.status_at(r, at) if replay else r.status) in statuses
                and (r.expires_at is None or r.expires_at > at)
                and query.filter.matches(r, statuses=False)
            ]
            # Replaced versions found by the routes lead to the current version of their fact.
            replaced = [
                (c, r)
                for c, r in rows
                if Status.SUPERSEDED not in statuses
                and (lifecycle.status_at(r, at) if replay else r.status) is Status.SUPERSEDED
            ]
            # Filtering may have eaten the candidates: widen until enough or the pool is done.
            exhausted = len(nearest) < want or want >= sum(pool.counts().values())
            if len(kept) >= query.top_k * self._config.scoring.oversample or exhausted:
                break
            want *= 4
        trace.filtered(rows, kept, at, (lambda r: lifecycle.status_at(r, at)) if replay else None)
        kept, inherited = self._with_current_versions(vector, kept, replaced, at, replay)
        # Without the vector route, similarity does not rank (keyword alone is BM25 ranking),
        # unless no keyword route is left either (the recent route alone ranks by similarity).
        by_similarity = "vector" in routes or "keyword" not in routes
        if inherited is not None and not by_similarity:  # a replaced version's keyword only
            inherited = (np.zeros_like(inherited[0]), inherited[1])
        ranked = (
            [r for _, r in kept],
            np.array([c.similarity if by_similarity else 0.0 for c, _ in kept], dtype=np.float32),
            np.array([c.keyword for c, _ in kept], dtype=np.float32),
        )
        weights = self._weights(
            query, pool_key=query.scope.pool_key, at=at, routes=routes, names_id=names_id
        )
        hits = ranking.rank(
            *ranked, [r.tier for _, r in kept], [c.routes for c, _ in kept], at, weights,
            self._config.scoring, inherited,
        )  # fmt: skip
        trace.ranked(hits, lambda: explain.explain_rank(
            *ranked, at, weights, self._config.scoring, inherited), ranked[0])  # fmt: skip
        if not by_similarity:  # report the real cosine all the same
            cosine = {c.id: c.similarity for c, _ in kept}
            hits = [replace(h, similarity=cosine.get(h.record.id, h.similarity)) for h in hits]
        # Texts are decompressed only for the few that can still make the answer.
        hits = self._records.with_content(hits[: query.top_k * 2])
        checked = consistency.consistent(hits, query.top_k)
        trace.checked(hits, checked)
        hits = checked[: query.top_k]
        floor = self._config.scoring.min_score if query.min_score is None else query.min_score
        if floor is not None:
            floored, hits = hits, [h for h in hits if h.score >= floor]
            trace.floored(floored, hits, floor)
        if cache_key is not None:  # a replay of the past leaves no trace
            self._cache.put(cache_key, hits)
            self._count_recall(query.scope.pool_key, hits, now)
        return hits

    def _count_recall(self, pool_key: bytes, hits: list[Hit], now: float) -> None:
        """Count an answer (cached or not): one access per hit, and the pool's figures."""
        if not hits:
            return
        self._access.touch([h.record.id for h in hits], now)
        ages = sum(max(0.0, now - h.record.created_at) / _DAY for h in hits)

        def counted(m: PoolMetrics) -> None:
            m.returned += len(hits)
            m.recalled_age_days += ages

        self._metrics.update(pool_key, counted)

    def recall_if_needed(self, query: RecallQuery) -> Recalled:
        """Return what recall finds, unless ``query.auto_trigger`` is set and the query needs
        no long-term memory (memoryd.core.trigger): then no hits, and why."""
        if query.include_user_pool and query.scope.agent_id:
            return with_user_pool(self.recall_if_needed, query)
        why = ""
        if query.auto_trigger:
            needed, why = needs_memory(query.query)
            if not needed:
                check_query(query, self._config.limits, self._dim)  # bad input is still bad
                return Recalled([], False, why)
        if query.explain:
            trace = explain.RecallTrace(self._records.read, query.top_k, query.filter)
            with self._foreground.call():
                hits = self._recall(query, trace)
            return Recalled(hits, True, why, *trace.result(hits))
        return Recalled(self.recall(query), True, why)

    def list_memories(self, query: listing.ListQuery) -> listing.ListPage:
        """Return one page of ``query.scope``'s pool, filtered (memoryd.core.listing)."""
        return listing.list_page(query, self._store, self._records.read, self._config.limits)

    def get(self, scope: Scope, memory_id: bytes) -> MemoryRecord:
        """Return one memory of ``scope``'s pool; NotFound when it is not there."""
        check_scope(scope, self._config.limits)
        record = self._records.read([memory_id])[0]
        if record is None or not record.scope.same_pool(scope):
            raise NotFound(f"memory {id_to_str(memory_id)} is not in this scope")
        return record

    def forget(
        self,
        scope: Scope,
        ids: Sequence[str],
        mode: ForgetMode,
        session: str = "",
        tags: Sequence[str] = (),
    ) -> list[bytes]:
        """Delete, suppress or restore memories of ``scope``'s pool; return the ids changed.

        The memories are the listed ``ids`` (all must be in the pool, or nothing changes and
        NotFound lists the missing) plus every memory of the pool written in ``session`` or
        carrying any of ``tags``.
        """
        check_scope(scope, self._config.limits)
        if not ids and not session and not tags:
            raise InvalidArgument("ids", "is required unless a session or tags select memories")
        raw_ids = list(dict.fromkeys(check_ids(list(ids), self._config.limits))) if ids else []
        records = self._records.read(raw_ids)
        missing = [
            id_to_str(i)
            for i, r in zip(raw_ids, records, strict=True)
            if r is None or not r.scope.same_pool(scope)
        ]
        if missing:
            raise NotFound(f"not in this scope, nothing was changed: {', '.join(missing)}")
        if session or tags:
            chosen = listing.selected(scope, session, set(tags), self._store, self._records.read)
            raw_ids = list(dict.fromkeys(raw_ids + chosen))
        if session and mode is ForgetMode.DELETE:
            # Erasing a session erases what was said in it too, not only what was learnt.
            self._turns.erase(Scope(scope.user_id, scope.agent_id, session_id=session))
        if not raw_ids:
            return []
        if mode is ForgetMode.DELETE:
            return self._records.delete(scope.pool_key, raw_ids).ids()
        now = time.time()
        successors: dict[bytes, bytes] = {}  # a replaced memory brought back -> its successor
        if mode is ForgetMode.SUPPRESS:

            def change(r: MemoryRecord) -> MemoryRecord | None:
                if r.status is Status.SUPPRESSED:
                    return None
                return lifecycle.with_status(r, Status.SUPPRESSED, now=now, action="suppressed")
        else:

            def change(r: MemoryRecord) -> MemoryRecord | None:
                if r.status is Status.SUPERSEDED and r.superseded_by:  # undo a verdict
                    successors[r.id] = r.superseded_by
                    return lifecycle.unsuperseded(r, now)
                if r.status not in (Status.SUPPRESSED, Status.ARCHIVED):
                    return None
                return lifecycle.with_status(r, Status.ACTIVE, now=now, action="restored")

        marked = self._records.batch()
        for memory_id in raw_ids:
            marked.mutate(memory_id, change)
        changes = marked.commit(items=len(raw_ids))
        if mode is ForgetMode.RESTORE and successors:  # the successors let go of them
            unlink = self._records.batch()
            for old, new in successors.items():
                unlink.mutate(new, functools.partial(lifecycle.unlinked, old_id=old, now=now))
            changes += unlink.commit(items=len(successors))
        return [m for m in changes.ids() if m not in successors.values()]

    def history(self, scope: Scope, memory_id: bytes) -> list[MemoryRecord]:
        """Return the version chain that ``memory_id`` belongs to, oldest version first."""
        start = self.get(scope, memory_id)
        chain = {start.id: start}
        frontier = [start]
        while frontier:
            links = {
                link
                for r in frontier
                for link in (*r.supersedes, *([r.superseded_by] if r.superseded_by else []))
                if link not in chain
            }
            found = [
                r
                for r in self._records.read(sorted(links))
                if r is not None and r.scope.same_pool(scope)
            ]
            chain.update((r.id, r) for r in found)
            frontier = found
        return sorted(chain.values(), key=lambda r: (r.created_at, r.id))

    def feedback(self, scope: Scope, used: Sequence[str], ignored: Sequence[str]) -> int:
        """Record which recalled memories the agent used and ignored; return how many changed.

        Ids that are not in the pool (deleted since, or never there) are skipped.
        """
        check_scope(scope, self._config.limits)
        if not used and not ignored:
            raise InvalidArgument("used_ids", "give at least one used or ignored id")
        used_ids = [parse_id(x, f"used_ids[{i}]") for i, x in enumerate(used)]
        ignored_ids = [parse_id(x, f"ignored_ids[{i}]") for i, x in enumerate(ignored)]
        now = time.time()
        used_records = self._records.in_pool(scope, list(dict.fromkeys(used_ids)))
        ignored_records = self._records.in_pool(scope, list(dict.fromkeys(ignored_ids)))
        self._access.touch([r.id for r in used_records], now)
        self._access.halve(ignored_records, now)

        def counted(m: PoolMetrics) -> None:
            m.used += len(used_records)

        self._metrics.update(scope.pool_key, counted)
        return len(used_records) + len(ignored_records)

    def stats(self, scope: Scope) -> Stats:
        """Return the counts and lifecycle figures of ``scope``'s pool (never another pool's)."""
        check_scope(scope, self._config.limits)
        pool_key = scope.pool_key
        counts = self._pools.counts(pool_key)
        pool = self._pools.index(pool_key)
        by_status: Counter[str] = Counter()
        by_type: Counter[str] = Counter()
        for (status, memory_type), n in counts.items():
            if n:
                by_status[status] += n
                by_type[memory_type] += n
        tiers = pool.counts() if pool is not None else {}
        return Stats(
            total=sum(by_status.values()),
            by_status=dict(by_status),
            by_tier={t.value: n for t, n in tiers.items()},
            by_type=dict(by_type),
            embedding_model=self.model_id,
            dimension=self._dim,
            lifecycle=self._metrics.figures(
                pool_key, by_status.get(Status.ACTIVE.value, 0), time.time()
            ),
            memory=MemoryFigures(
                rss_bytes=process_rss_bytes(),
                rss_limit_bytes=self._config.tiers.rss_limit_bytes,
                under_pressure=self._under_pressure,
                pressure_demotions=self._pressure_demotions,
                long_tier_ram_bytes=pool.long_ram_bytes() if pool is not None else 0,
            ),
        )

    def maintain(
        self, sweep: bool = True, tasks: Sequence[str] = (), pressure: bool = False
    ) -> dict[str, int]:
        """Run one maintenance pass now; return what it did (counts by kind of work).

        ``tasks`` picks among MAINTENANCE_TASKS (empty: all): "migrate" (short -> medium ->
        long), "compact" (medium tiers rebuilt without their deleted entries), "retrain"
        (long tiers that outgrew their codebooks re-coded aside, and the zstd dictionary),
        "sweep" (expiry and archiving: walks every record; with no ``tasks``, only when
        ``sweep``). ``pressure`` demotes the weaker half of every medium tier however full.
        Passes run one at a time; recall goes on meanwhile (indexes are built aside).
        """
        unknown = [t for t in tasks if t not in MAINTENANCE_TASKS]
        if unknown:
            raise InvalidArgument(
                "tasks",
                f"{unknown[0]!r} is not a task; choose among {', '.join(MAINTENANCE_TASKS)}",
            )
        run = set(tasks) if tasks else set(MAINTENANCE_TASKS) - (set() if sweep else {"sweep"})
        with self._maintaining:
            return self._maintain(run, pressure)

    def _maintain(self, run: set[str], pressure: bool) -> dict[str, int]:
        now = time.time()
        started = time.perf_counter()
        pools = self._pools.indexes()
        report = {
            "migrated_to_medium": 0,
            "migrated_to_long": 0,
            "medium_compactions": 0,
            "long_recoded": 0,
            "long_splits": 0,
            "expired": 0,
            "archived": 0,
            "sessions_expired": 0,
            "dictionaries_trained": 0,
        }
        for pool_key, pool in pools:
            if "migrate" in run:
                report["migrated_to_medium"] += pool.migrate(now)
                report["migrated_to_long"] += pool.demote_to_long(
                    now, lambda ids: self._strengths(ids, now), pressure, self._says_little
                )
            if "compact" in run:
                report["medium_compactions"] += int(pool.compact())
            if "retrain" in run:
                recoded = pool.retrain_long()
                report["long_recoded"] += recoded
                report["long_splits"] += pool.split_long() if not recoded else 0
            if "sweep" in run:
                expired, archived = self._sweep(pool_key, now)
                report["expired"] += expired
                report["archived"] += archived
            if report["migrated_to_long"] or report["long_recoded"]:
                self._pools.bump(pool_key)  # cached answers carry tiers
        if "sweep" in run:
            idle_days = self._config.turns.idle_expiry_days
            if idle_days > 0:
                report["sessions_expired"] = self._turns.expire_idle(
                    self._store.scan(Table.TURNS), now - idle_days * _DAY
                )
            self._last_sweep = now
        if "retrain" in run:
            report["dictionaries_trained"] = int(self._maybe_train_dictionary())
        self._maintenance_tally.record(report, time.perf_counter() - started)
        return report

    def _memory_pressure(self) -> bool:
        """Return (and remember, for Stats) whether RSS is near tiers.rss_limit_bytes."""
        tiers = self._config.tiers
        self._under_pressure = bool(tiers.rss_limit_bytes) and (
            process_rss_bytes() >= tiers.rss_pressure_ratio * tiers.rss_limit_bytes
        )
        return self._under_pressure

    def _strengths(self, ids: list[bytes], now: float) -> np.ndarray:
        """Return the memory strength of ``ids`` ((n,) float64; kernels.memory_strength over
        importance and hours since last access), 0 for a memory gone meanwhile."""
        records = self._records.read(ids, content=False, events=False)
        importance = np.array([r.importance if r else 0.0 for r in records], dtype=np.float32)
        hours = np.array(
            [
                max(0.0, now - (r.last_accessed_at or r.created_at)) / 3_600.0 if r else 1e9
                for r in records
            ]
        )
        return kernels.memory_strength(importance, hours)

    def _says_little(self, ids: list[bytes]) -> np.ndarray:
        """Return which of ``ids`` may go to the long tier early (long_upkeep.information_of)."""
        return information_of(self._records.read(ids, events=False), self._config.tiers)

    def telemetry(self) -> EngineFigures:
        """Return engine-wide figures for monitoring (every pool added up); changes nothing."""
        by_status: Counter[str] = Counter()
        by_tier: Counter[str] = Counter()
        indexes = self._pools.indexes()
        for pool_key, pool in indexes:
            for (status, _), n in self._pools.counts(pool_key).items():
                by_status[status] += n
            for tier, n in pool.counts().items():
                by_tier[tier.value] += n
        totals = self._metrics.totals()
        used, map_size = self._store.usage()
        return EngineFigures(
            pools=len(indexes),
            by_status=dict(by_status),
            by_tier=dict(by_tier),
            writes=totals.writes,
            merges=totals.merges,
            verdicts=dict(totals.verdicts),
            maintenance=self._maintenance_tally.figures(),
            store_used_bytes=used,
            store_map_bytes=map_size,
        )

    def close(self) -> None:
        """Stop maintenance, commit what is queued (access statistics too), checkpoint the
        pools' keyword indexes for a fast restart (memoryd.core.checkpoint), close LMDB."""
        first = not self._stop.is_set()  # close is idempotent: checkpoint once, while open
        self._stop.set()
        self._maintenance.join()
        self._writer.close()
        if first:
            try:  # no write is in flight now: the indexes agree with LMDB
                with self._import_lock:
                    checkpoint.save(
                        self._store,
                        self._codec,
                        self._pools.indexes(),
                        # Unchanged since start, whose checkpoint start-up made current.
                        unchanged=lambda pool_key: self._pools.generation(pool_key) == 0,
                    )
            except Exception:  # a restart without a checkpoint is only slower: close anyway
                log.exception("checkpoint not written; the next start rebuilds from LMDB")
        self._store.close()

    # ------------------------------------------------------------------ update, export, import
    # Thin: the rules live in memoryd.core.update and memoryd.core.export.

    def update(self, change: MemoryUpdate) -> UpdateResult:
        """Change one active memory of ``change.scope``'s pool; return it as it now is.

        New content makes a new version that supersedes the memory (memoryd.core.update);
        other fields change in place. NotFound for an id outside the pool; InvalidArgument for
        bad values or a memory that is not active.
        """
        limits = self._config.limits
        check_scope(change.scope, limits)
        current = self.get(change.scope, change.id)
        vector = update.check_update(change, current, limits, self._dim)
        now = time.time()
        content, note = None, ""
        if change.content is not None:
            (item,), (kinds,) = self._redact(
                [MemoryInput(change.scope, change.content)], prefix=lambda i: ""
            )
            if item.content != current.content or vector is not None:
                content = item.content
                if kinds:
                    note = f"{self._config.sensitive_data}: {', '.join(kinds)}"
        if content is None:  # in place
            if not update.fields_set(change):  # the same text again, nothing else: no change
                return UpdateResult(current)
            in_place = self._records.batch()
            in_place.mutate(
                change.id,
                lambda r: (
                    update.changed_in_place(r, change, now) if r.status is Status.ACTIVE else None
                ),
            )
            if not in_place.commit():
                raise InvalidArgument("id", "the memory changed meanwhile and is not active")
            record = self._records.read([change.id])[0]
            if record is None:
                raise NotFound(f"memory {id_to_str(change.id)} is not in this scope")
            return UpdateResult(record)
        if vector is None:
            vector = self._embedder.embed_passages([content])[0]
        new = update.new_version(
            current, change, new_id=new_id(), content=content, now=now,
            model_id=self.model_id, redaction_note=note,
        )  # fmt: skip
        versioned = self._records.batch()
        versioned.mutate(current.id, lambda r: update.superseded(r, new.id, now))
        # written only when the old version was active
        versioned.put_new(
            new, vector, (current.access_count, current.last_accessed_at), if_mutated=True
        )
        if not versioned.commit():  # suppressed or deleted meanwhile: nothing was stored
            raise InvalidArgument("id", "the memory changed meanwhile and is not active")
        self._index_new([(new, vector)], now)
        return UpdateResult(new, (current.id,))

    def export_records(
        self,
        scope: Scope | None,
        statuses: frozenset[Status] | None = None,
        vectors: bool = False,
    ) -> Iterator[export.ExportItem]:
        """Return an iterator over every memory of ``scope``'s pool — of every pool when
        ``scope`` is None (an admin's export) — in the portable form (memoryd.core.export),
        pool by pool, by id; ``statuses`` filters (None: all), ``vectors`` adds the vectors.

        Arguments are checked now (InvalidArgument); records are read in batches as the
        iterator is consumed, so the export is not one snapshot of a pool being written to.
        """
        if scope is not None:
            check_scope(scope, self._config.limits)
            pools = [scope.pool_key]
        else:
            pools = sorted(key for key, _ in self._pools.indexes())
        return self._exported(pools, statuses, vectors)

    def _exported(
        self, pools: list[bytes], statuses: frozenset[Status] | None, vectors: bool
    ) -> Iterator[export.ExportItem]:
        batch = 256
        for pool_key in pools:
            ids = self._store.pool_ids(pool_key)
            for start in range(0, len(ids), batch):
                chunk = ids[start : start + batch]
                records = [
                    r
                    for r in self._records.read(chunk)
                    if r is not None and r.scope.pool_key == pool_key and export.wanted(r, statuses)
                ]
                stored = (
                    self._records.vectors([r.id for r in records])
                    if vectors
                    else [None] * len(records)
                )
                for record, vector in zip(records, stored, strict=True):
                    yield export.exportable(record, vector)

    def import_records(
        self, items: Sequence[export.ExportItem], overwrite: bool = False
    ) -> export.ImportResult:
        """Restore exported memories, all or nothing: every record is checked first, then all
        are committed in one transaction and indexed (tiers, keyword index, counts), so they
        are recallable at once. Ids already stored are skipped, or replaced with
        ``overwrite`` (within their pool only). Records without a vector are embedded here.
        """
        vectors = export.check_import(items, self._config.limits, self.model_id, self._dim)
        with self._import_lock:  # ids checked, then committed, with no import in between
            stored = self._records.read([it.record.id for it in items], content=False)
            placed = export.place(items, stored, overwrite)
            todo = [i for i, p in enumerate(placed) if p is not export.Placement.SKIP]
            missing = [i for i in todo if vectors[i] is None]
            if missing:
                try:
                    embedded = self._embedder.embed_passages(
                        [items[i].record.content for i in missing]
                    )
                except InvalidArgument as exc:  # no model here: name the first record
                    raise InvalidArgument(f"records[{missing[0]}].embedding", exc.problem) from None
                for row, i in enumerate(missing):
                    vectors[i] = embedded[row]
            restore = self._records.batch()
            records: list[tuple[MemoryRecord, np.ndarray]] = []
            replaced = 0
            for i in todo:
                record = export.restored(items[i], self.model_id)
                vector = vectors[i]
                if vector is None:  # filled above
                    raise AssertionError("an imported record without a vector")
                replacing = placed[i] is export.Placement.REPLACE
                replaced += replacing
                # A replaced memory's access history (and pending accesses) are not its.
                history = (record.access_count, record.last_accessed_at)
                restore.put_new(record, vector, history if any(history) else None,
                                replacing=replacing)  # fmt: skip
                records.append((record, vector))
            # One call, one transaction; counted as one write for the queue limit. What was
            # replaced is counted out and unindexed; it is re-indexed below, as it now is (the
            # same pool: place()).
            restore.commit(items=1)
            if records:
                self._index_new(records, time.time())
        return export.ImportResult(
            imported=len(todo), skipped=len(placed) - len(todo), replaced=replaced
        )

    # ------------------------------------------------------------------ turns, working, context
    # Issue 5: the short-term buffer, working memory, BuildContext and extraction. The logic is
    # in memoryd.core.turns / working / context / extract; these methods only wire it up.

    def _init_short_term(self) -> None:
        config = self._config
        context_mod.check_config(config.context)
        self._tokens = make_counter(config.context.tokenizer)
        summarizer = make_summarizer(config.turns, config.lifecycle, self._tokens)
        self._importance = make_estimator(config.extract, config.lifecycle)

        # Bound late: the store and the writer are opened after the configuration is checked.
        def read(table: Table, key: bytes) -> bytes | None:
            return self._store.get(table, key)

        def write(ops: Sequence[Op]) -> None:
            self._writer.write(ops)

        self._turns = TurnBuffer(
            read, write, self._tokens, summarizer, config.turns, config.limits,
            config.sensitive_data,
        )  # fmt: skip
        self._working = WorkingMemory(
            read, write, config.working, config.limits, config.sensitive_data
        )
        self._recent = RecentIndex(
            4 * config.routes.recent_candidates,
            lambda pool_key: self._records.pool_ages(pool_key),
            config.routes.max_pools,
        )

    def _recent_route(self, query: RecallQuery, at: float) -> list[bytes]:
        """Return the ids of the scope's newest memories (its session's first), newest first."""
        return self._recent.newest(
            query.scope.pool_key, query.scope.session_id, self._config.routes.recent_candidates, at
        )

    @property
    def tokenizer(self) -> str:
        """Return the name of the token counter (memoryd.core.tokens)."""
        return self._tokens.name

    def append_turn(
        self, scope: Scope, role: str, content: str, at: float | None = None, item: str = ""
    ) -> Appended:
        """Add a turn to ``scope``'s session buffer (durably); return what it now keeps."""
        now = time.time()
        return self._turns.append(scope, role, content, now if at is None else at, now, item)

    def remove_turns(self, scope: Scope, last: int = 0, clear: bool = False) -> Removed:
        """Return the newest ``last`` raw turns of ``scope``'s session, removed (or all: clear)."""
        return self._turns.remove(scope, last, clear)

    def session_buffer(self, scope: Scope) -> SessionBuffer:
        """Return ``scope``'s session buffer: its summary and recent raw turns."""
        return self._turns.read(scope)

    def set_working(
        self,
        scope: Scope,
        task_id: str,
        values: dict | None,
        *,
        replace: bool = False,
        json_schema: str = "",
        end_task: bool = False,
        promote_keys: Sequence[str] = (),
    ) -> WorkingState:
        """Set (merge, or ``replace``) a task's working state, or end the task, remembering
        ``promote_keys`` as memories; return the state (memoryd.core.working)."""
        return self._working.set(
            scope, task_id, values, replace=replace, json_schema=json_schema,
            end_task=end_task, promote_keys=promote_keys, now=time.time(),
            promote=self._promote,
        )  # fmt: skip

    def get_working(self, scope: Scope, task_id: str) -> WorkingState:
        """Return a task's working state; NotFound when it has none."""
        return self._working.get(scope, task_id)

    def _promote(self, scope: Scope, task_id: str, pairs: list[tuple[str, str]]) -> list[bytes]:
        """Remember a finished task's chosen keys as memories; return their ids."""
        items = [
            MemoryInput(
                scope=scope,
                content=f"{key}: {value}",
                source=Source.AGENT_INFERENCE,
                tags=("working",),
                metadata={"task_id": task_id, "working_key": key},
            )
            for key, value in pairs
        ]
        return [r.record.id for r in self._remember(items, prefix=lambda i: f"promote_keys[{i}].")]

    def build_context(self, request: context_mod.ContextRequest) -> context_mod.BuiltContext:
        """Return the prompt-ready context for ``request`` (memoryd.core.context): the task's
        working state, recalled memories, the session's summary and recent turns."""
        config = self._config.context
        context_mod.check_request(request, config, self._config.limits)
        scope = request.scope
        working = None
        if request.task_id:
            try:
                working = self._working.get(scope, request.task_id)
            except NotFound:
                working = None  # no state yet: an empty section, not an error
        recalled = Recalled([])
        if request.embedding is not None or request.query.strip():
            recalled = self.recall_if_needed(
                RecallQuery(
                    scope=scope,
                    query=request.query,
                    embedding=request.embedding,
                    top_k=min(config.long_term_top_k, self._config.limits.max_top_k),
                    as_of=request.as_of,
                    filter=request.filter,
                    explain=request.explain,
                    include_user_pool=request.include_user_pool,
                )
            )
        buffer = self._turns.read(scope) if scope.session_id else None
        built = context_mod.build(
            request, config=config, counter=self._tokens, working=working, hits=recalled.hits,
            buffer=buffer,
        )  # fmt: skip
        return explain.with_left_out(built, recalled) if request.explain else built

    def remember_extracted(self, item: MemoryInput) -> list[RememberResult]:
        """Store the memories extracted from ``item.content`` (raw dialogue; memoryd.core.
        extract), each with ``item``'s scope, tags, metadata and source; return one result per
        memory (none when nothing is worth keeping)."""
        limits = self._config.limits
        check_scope(item.scope, limits)
        if not item.content or not item.content.strip():
            raise InvalidArgument("content", "is required (non-blank dialogue text)")
        max_bytes = self._config.extract.max_dialogue_bytes
        try:
            size = len(item.content.encode())
        except UnicodeEncodeError:
            raise InvalidArgument("content", "is not valid Unicode text; send UTF-8") from None
        if size > max_bytes:
            raise InvalidArgument(
                "content", f"is {size} bytes; extract reads at most {max_bytes} bytes of dialogue"
            )
        if item.embedding is not None:
            raise InvalidArgument(
                "embedding", "cannot be given with extract: each extracted memory is embedded"
            )
        found = extract_mod.extract(item.content, self._config.extract.max_memories)
        if not found:
            return []
        # Redacted before embedding: the type prefix is embedded with the (masked) text.
        texts = [redact(f.content, self._config.sensitive_data).text for f in found]
        prefixes = [f.embed_text[: len(f.embed_text) - len(f.content)] for f in found]
        embedded = [p + t for p, t in zip(prefixes, texts, strict=True)]
        vectors = self._embedder.embed_passages(embedded)
        items = []
        for f, text, vector in zip(found, texts, vectors, strict=True):
            metadata = dict(item.metadata)
            if f.entities and len(metadata) < limits.max_metadata_entries:
                listed = "; ".join(f"{k}={v}" for k, v in f.entities)
                policy = self._config.sensitive_data  # "refuse" has refused the content already
                metadata.setdefault("entities", redact(listed, policy).text[:512])
            items.append(
                replace(
                    item,
                    content=text,
                    memory_type=f.memory_type,
                    importance=f.importance if item.importance is None else item.importance,
                    metadata=metadata,
                    embedding=vector,
                )
            )
        return self._remember(items, prefix=lambda i: "")

    # ------------------------------------------------------------------ writing

    def _remember(self, items: Sequence[MemoryInput], prefix) -> list[RememberResult]:
        limits = self._config.limits
        now = time.time()
        vectors = [check_input(it, limits, self._dim, now, prefix(i)) for i, it in enumerate(items)]
        items, redacted = self._redact(items, prefix)  # before anything is embedded or stored
        missing = [i for i, v in enumerate(vectors) if v is None]
        if missing:
            try:
                embedded = self._embedder.embed_passages([items[i].content for i in missing])
            except InvalidArgument as exc:  # no model: name the first item that needed one
                raise InvalidArgument(f"{prefix(missing[0])}{exc.field}", exc.problem) from None
            for row, i in enumerate(missing):
                vectors[i] = embedded[row]
        items = self._with_importance(items)
        records = [
            self._new_record(it, now, kinds) for it, kinds in zip(items, redacted, strict=True)
        ]
        decisions = [
            self._decide(item, vector) for item, vector in zip(items, vectors, strict=True)
        ]
        decisions = batch.within_batch(
            items, records, vectors, decisions, self._judge, self._duplicate_t, self._conflict_t
        )
        written = self._records.batch()
        results: list[RememberResult | None] = []
        stored: list[tuple[MemoryRecord, np.ndarray]] = []
        for item, vector, decision, built in zip(items, vectors, decisions, records, strict=True):
            target = decision.target
            if decision.relation is Relation.DUPLICATE:  # the very same text: target absorbs it
                assert target is not None
                written.mutate(target.id, self._absorber(item, now, decision))
                results.append(None)  # filled from the committed target below
                continue
            record = transitions.as_new(built, decision)
            history = None
            if target is not None and decision.relation is not Relation.NEW:
                written.mutate(target.id, self._target_change(record, decision, item, now))
                if (
                    decision.relation is Relation.REPLACES
                    and decision.action is RememberAction.REFINED
                ):
                    # the access history goes with the fact
                    history = (target.access_count, target.last_accessed_at)
                    record.access_count = target.access_count
                    record.last_accessed_at = target.last_accessed_at
            written.put_new(record, vector, history)
            stored.append((record, vector))
            results.append(
                None if decision.relation is Relation.VERSION else write_result(record, decision)
            )
        written.commit(items=len(items))
        self._index_new(stored, now)
        self._count_writes(items, decisions)
        joined = [
            d.target.id for d, r in zip(decisions, results, strict=True) if r is None and d.target
        ]
        self._access.touch(joined, now)  # a restatement is a re-confirmation: one access
        # Results of texts that joined a memory report it as committed (this write folded in).
        current = dict(zip(joined, self._records.read(joined), strict=True))
        new_ids = iter(r.id for r, _ in stored)
        final: list[RememberResult] = []
        for item, decision, result in zip(items, decisions, results, strict=True):
            own = next(new_ids) if decision.relation is not Relation.DUPLICATE else b""
            if result is not None:
                final.append(result)
                continue
            assert decision.target is not None
            record = current.get(decision.target.id)
            if record is None and decision.relation is Relation.DUPLICATE:
                # the target was deleted meanwhile: nothing absorbed the text, store it
                final.append(self._remember([item], prefix)[0])
                continue
            if record is None:  # deleted meanwhile: the version is the text's only record
                record = self._records.read([own])[0] or decision.target
            final.append(write_result(record, decision, own))
        return final

    def _decide(self, item: MemoryInput, vector: np.ndarray) -> WriteDecision:
        """Return what a new memory does to its pool's most similar active memories."""
        found = neighbours.gather(
            item.content, item.scope, vector, self._pools.index(item.scope.pool_key),
            self._records.read, self._conflict_t, self._config.lifecycle,
            self._config.scoring.oversample,
        )  # fmt: skip
        event = relate.is_event(item.content, item.memory_type, item.typed)
        return relate.relate(
            item.content, item.tags, event, item.on_conflict, found.candidates, self._judge,
            self._duplicate_t, self._conflict_t, found.floor,
            pair_opinion.opinion(item.content, vector, self._store)
            if self._config.lifecycle.pair_model_opinion
            else None,
        )  # fmt: skip

    def _target_change(
        self, new: MemoryRecord, decision: WriteDecision, item: MemoryInput, now: float
    ):
        """Return the change a stored new memory makes to its decision's target."""
        if decision.relation is Relation.VERSION:
            absorb = self._absorber(item, now, decision)
            return lambda r: transitions.joined(absorb(r), new.id)
        if decision.relation is Relation.OUTRANKS:
            return lambda r: (
                transitions.outranked(r, new.id, new.created_at, now, decision.reason)
                if r.status is Status.ACTIVE
                else None
            )
        return _replacer(new, decision, now)

    def _with_importance(self, items: Sequence[MemoryInput]) -> list[MemoryInput]:
        """Return ``items`` with an estimated importance where the client gave none (one
        estimator call for them all: memoryd.core.importance)."""
        todo = [i for i, item in enumerate(items) if item.importance is None]
        out = list(items)
        if todo:
            estimated = self._importance.estimate(
                [items[i].content for i in todo],
                [items[i].memory_type for i in todo],
                self._config.scoring.default_importance,
            )
            for i, value in zip(todo, estimated, strict=True):
                out[i] = replace(items[i], importance=value)
        return out

    def _absorber(self, item: MemoryInput, now: float, decision: WriteDecision):
        """Return the change that folds ``item`` into its decision's target."""
        scoring = self._config.scoring
        action = transitions.TARGET_EVENT.get(decision.relation, "merged")
        if decision.relation is Relation.VERSION and decision.action is RememberAction.REFINED:
            action = "refined"

        def absorb(record: MemoryRecord) -> MemoryRecord:
            return lifecycle.absorb(
                record,
                confidence=item.confidence
                if item.confidence is not None
                else scoring.default_confidence[item.source.value],
                importance=item.importance
                if item.importance is not None
                else scoring.default_importance,
                tags=item.tags,
                metadata=item.metadata,
                now=now,
                action=action,
                reason=decision.reason,
                max_tags=self._config.limits.max_tags,
            )

        return absorb

    def _redact(
        self, items: Sequence[MemoryInput], prefix
    ) -> tuple[list[MemoryInput], list[tuple[str, ...]]]:
        """Return the items with sensitive data handled by the configured policy, and the
        kinds found in each; InvalidArgument (naming the item) under policy "refuse"."""
        out, found = [], []
        for i, item in enumerate(items):
            try:
                result = redact(item.content, self._config.sensitive_data)
            except InvalidArgument as exc:
                raise InvalidArgument(f"{prefix(i)}{exc.field}", exc.problem) from None
            out.append(replace(item, content=result.text) if result.text != item.content else item)
            found.append(result.kinds)
        return out, found

    def _new_record(
        self, item: MemoryInput, now: float, redacted: tuple[str, ...] = ()
    ) -> MemoryRecord:
        scoring = self._config.scoring
        # A client clock slightly ahead (validation allows CLOCK_SKEW_S) must not hide an
        # acknowledged memory from recall until this server's clock catches up.
        created = min(item.created_at, now) if item.created_at is not None else now
        return MemoryRecord(
            id=new_id(),
            scope=item.scope,
            content=item.content,
            memory_type=item.memory_type,
            importance=(
                item.importance if item.importance is not None else scoring.default_importance
            ),
            confidence=(
                item.confidence
                if item.confidence is not None
                else scoring.default_confidence[item.source.value]
            ),
            source=item.source,
            status=Status.ACTIVE,
            tags=tuple(dict.fromkeys(item.tags)),
            metadata=dict(item.metadata),
            created_at=created,
            updated_at=now,
            expires_at=item.expires_at,
            embedding_model=self.model_id,
            attributes=stated_attributes(item.content),
            events=(Event(created, "created"),)
            + (
                (Event(now, "redacted", f"{self._config.sensitive_data}: {', '.join(redacted)}"),)
                if redacted
                else ()
            ),
        )

    def _index_new(self, stored: list[tuple[MemoryRecord, np.ndarray]], now: float) -> None:
        by_pool: dict[bytes, list[int]] = {}
        for i, (record, _) in enumerate(stored):
            by_pool.setdefault(record.scope.pool_key, []).append(i)
        for pool_key, rows in by_pool.items():
            pool = self._pools.index_for_writing(pool_key)
            pool.add_many(
                [stored[i][0].id for i in rows],
                np.stack([stored[i][1] for i in rows]),
                np.array([stored[i][0].created_at for i in rows]),
                now,
                [stored[i][0].content for i in rows],
            )
            self._pools.count(pool_key, [(count_key(stored[i][0]), 1) for i in rows])
            self._pools.bump(pool_key)
            self._pools.note_birth(pool_key, min(stored[i][0].created_at for i in rows))
            added = [stored[i][0] for i in rows]
            self._recent.added(  # the "recent" recall route
                pool_key, [(r.created_at, r.scope.session_id, r.id) for r in added]
            )
        for record, _ in stored:
            pool = self._pools.index(record.scope.pool_key)
            record.tier = pool.tier_of(record.id) if pool is not None else None

    def _count_writes(self, items: Sequence[MemoryInput], decisions) -> None:
        for item, decision in zip(items, decisions, strict=True):

            def counted(m: PoolMetrics, d=decision) -> None:
                m.writes += 1
                if d.action is RememberAction.MERGED:
                    m.merges += 1
                if d.verdict is not None:
                    m.verdicts[d.verdict.value] = m.verdicts.get(d.verdict.value, 0) + 1

            self._metrics.update(item.scope.pool_key, counted)

    def _merge_routes(
        self,
        query: np.ndarray,
        nearest: list[Candidate],
        matches: list[tuple[bytes, float]],
        recent: Sequence[bytes] = (),
    ) -> list[Routed]:
        """Return the union of the vector, keyword and recent candidates, each once, with its
        cosine similarity (read from the stored vector for the ones the vector route did not
        find), its keyword score (0..1, PoolIndex.keyword_search) and the routes that found it."""
        keyword = dict(matches)
        newest = set(recent)
        routed = []
        for c in nearest:
            found_by = ("vector",) + (("keyword",) if c.id in keyword else ())
            found_by += ("recent",) if c.id in newest else ()
            newest.discard(c.id)
            routed.append(Routed(c.id, c.similarity, keyword.pop(c.id, 0.0), found_by, c.tier))
        others = list(keyword) + [i for i in recent if i in newest and i not in keyword]
        if others:
            cosines = self._records.cosines(others, query)
            for memory_id, similarity in zip(others, cosines, strict=True):
                if similarity is not None:
                    found_by = (("keyword",) if memory_id in keyword else ()) + (
                        ("recent",) if memory_id in newest else ()
                    )
                    routed.append(
                        Routed(memory_id, similarity, keyword.get(memory_id, 0.0), found_by)
                    )  # fmt: skip
        return routed

    def _with_current_versions(
        self,
        query: np.ndarray,
        kept: list[tuple[Routed, MemoryRecord]],
        replaced: list[tuple[Routed, MemoryRecord]],
        at: float,
        replay: bool,
    ) -> tuple[list[tuple[Routed, MemoryRecord]], tuple[np.ndarray, np.ndarray] | None]:
        """Return the candidates plus the current versions of the ``replaced`` ones (route
        "history"), and for each candidate the (similarity, keyword) of the best replaced
        version it stands for (ranking.rank's ``inherited``); None when nothing was replaced."""
        if not replaced:
            return kept, None
        current = lifecycle.current_versions(
            [r for _, r in replaced],
            lambda ids: self._records.read(ids, content=False, events=replay),
            at,
            replay,
        )
        if not current:
            return kept, None
        best: dict[bytes, tuple[float, float]] = {}
        for c, r in replaced:
            successor = current.get(r.id)
            if successor is not None:
                s, k = best.get(successor.id, (-1.0, 0.0))
                best[successor.id] = (max(s, c.similarity), max(k, c.keyword))
        present = {c.id: i for i, (c, _) in enumerate(kept)}
        out = list(kept)
        missing = [s for s in {v.id: v for v in current.values()}.values() if s.id not in present]
        cosines = self._records.cosines([s.id for s in missing], query)
        for successor, similarity in zip(missing, cosines, strict=True):
            if similarity is None:
                continue
            out.append((Routed(successor.id, similarity, 0.0, ("history",)), successor))
        for i, (c, r) in enumerate(out):
            if r.id in best and "history" not in c.routes:
                out[i] = (replace(c, routes=(*c.routes, "history")), r)
        inherited = (
            np.array([best.get(r.id, (-1.0, 0.0))[0] for _, r in out], dtype=np.float32),
            np.array([best.get(r.id, (-1.0, 0.0))[1] for _, r in out], dtype=np.float32),
        )
        return out, inherited

    def _weights(
        self,
        query: RecallQuery,
        pool_key: bytes,
        at: float,
        routes: Sequence[str] = ROUTES,
        names_id: bool = False,
    ) -> ranking.Weights:
        """Return the fusion weights: recency-heavy for time questions, no decay at cold start;
        without the keyword route, no keyword term; a query naming an id, a heavier one."""
        scoring = self._config.scoring
        total = self._pools.total(pool_key)
        born = self._pools.born(pool_key, at)
        cold = (
            total < scoring.cold_start_min_memories
            or (at - born) / _DAY < scoring.cold_start_min_age_days
        )
        if scoring.fusion == "stretched":
            return recall_weights.stretched(
                scoring, query, routes, names_id, cold, self._embedder.calibration.unrelated
            )
        if cold:
            a, b = 1.0, 0.0
        elif query.query and asks_about_time(query.query):
            a, b = scoring.time_similarity_weight, scoring.time_decay_weight
        else:
            a, b = scoring.similarity_weight, scoring.decay_weight
        return ranking.Weights(
            a,
            b,
            self._rerank_margin,
            0.0
            if "keyword" not in routes
            else scoring.id_keyword_weight
            if names_id
            else scoring.keyword_weight,
            scoring.importance_weight,
            query.scope.session_id,
            scoring.other_session_weight,
            attributes_of(query.query, asking=True) if query.query else frozenset(),
            scoring.attribute_weight,
        )

    # ------------------------------------------------------------------ maintenance

    def _maintenance_loop(self) -> None:
        tiers = self._config.tiers
        interval = tiers.maintenance_interval_s
        last = time.monotonic()
        while not self._stop.wait(min(interval, tiers.maintenance_pressure_check_s)):
            try:
                reports = []
                # RSS near its limit: demote the weaker half of every medium tier now.
                if self._memory_pressure():
                    report = self.maintain(tasks=("migrate", "compact"), pressure=True)
                    self._pressure_demotions += report["migrated_to_long"]
                    reports.append(report)
                # A full pass every interval; in between, as soon as a medium tier passed its
                # capacity (a bulk load outgrows it in seconds): migrate, retrain the long tiers
                # that outgrew their codebooks (their search cost grows meanwhile) and compact
                # the medium tiers the moves left full of deleted entries.
                if time.monotonic() - last >= interval:
                    last = time.monotonic()
                    due = time.time() - self._last_sweep >= self._config.lifecycle.sweep_interval_s
                    reports.append(self.maintain(sweep=due))
                elif any(p.medium_over_capacity() for _, p in self._pools.indexes()):
                    reports.append(self.maintain(tasks=("migrate", "compact", "retrain")))
                for report in reports:
                    if any(report.values()):
                        log.info("maintenance pass", extra=report)
            except Exception:
                log.exception("maintenance pass failed")

    def _sweep(self, pool_key: bytes, now: float) -> tuple[int, int]:
        """Expire and archive the pool's active memories that are due; return the counts.
        Memories written before attributes were recorded get them on the way."""
        life = self._config.lifecycle
        idle_limit = now - life.archive_idle_days * _DAY

        def due(r: MemoryRecord) -> MemoryRecord | None:
            after = moved(r)
            if r.attributes is None:  # written before attributes were recorded: read them
                after = replace(after or r, attributes=stated_attributes(r.content))
            return after

        def moved(r: MemoryRecord) -> MemoryRecord | None:
            if r.status is not Status.ACTIVE:
                return None
            if r.expires_at is not None and r.expires_at <= now:
                return lifecycle.with_status(r, Status.EXPIRED, now=now, action="expired")
            last = r.last_accessed_at or r.created_at
            if last < idle_limit and r.confidence < life.archive_max_confidence:
                return lifecycle.with_status(
                    r, Status.ARCHIVED, now=now, action="archived",
                    reason=f"idle {int((now - last) / _DAY)} days, confidence {r.confidence:.2f}",
                )  # fmt: skip
            return None

        # In small chunks, resting twice as long as each took: holding the GIL for one long
        # stretch of reads and decoding (a pass over 1M records at once) took recall p99 from
        # 7 to 560 ms; a chunk of ~1 ms and a rest lets a recall in within about that. Resting
        # 2x rather than 1x (200k, in-process, sweeps looping): recall p50 / p99 3.1 / 4.7 ->
        # 2.3 / 3.8 ms (quiet 1.7 / 2.2); a sweep of a million records takes ~30 s.
        # The ids a chunk at a time too: a list of a million ids took 120 ms to read and made
        # every young-generation collection of the sweep walk it (pauses of 30-50 ms).
        chunk = self._config.lifecycle.sweep_chunk
        changes = Changes()
        for part in self._store.pool_id_chunks(pool_key, chunk):
            self._foreground.wait_quiet(_SWEEP_MAX_WAIT_S)
            began = time.monotonic()
            candidates = [
                memory_id
                for memory_id, raw in zip(
                    part, self._store.get_many(Table.RECORDS, part), strict=True
                )
                if raw is not None
                and (header := self._codec.read(memory_id, raw, content=False)) is not None
                and due(header) is not None
            ]
            if candidates:
                swept = self._records.batch()
                for memory_id in candidates:
                    swept.mutate(memory_id, due)
                changes += swept.commit()
            time.sleep(_SWEEP_REST * (time.monotonic() - began))
        if not changes:
            return 0, 0
        expired = changes.became(Status.EXPIRED.value)
        archived = changes.became(Status.ARCHIVED.value)
        if archived:
            self._metrics.update(pool_key, lambda m: m.count_archived(archived, now))
        return expired, archived

    def _maybe_train_dictionary(self) -> bool:
        compression = self._config.compression
        if self._codec.dictionary_id != 0:
            return False
        total = self._pools.total()
        if total < compression.train_after_texts:
            return False
        samples: list[bytes] = []
        for memory_id, raw in self._store.scan(Table.RECORDS):
            if (record := self._codec.read(memory_id, raw)) is not None:
                samples.append(record.content.encode())
            if len(samples) >= 4 * compression.train_after_texts:
                break
        trained = train_dictionary(samples, compression.dictionary_bytes)
        if trained is None:
            return False
        dict_id = self._codec.add_dictionary(trained, current=False)
        self._writer.write(
            [
                Put(Table.META, startup.META_DICT_PREFIX + str(dict_id).encode(), trained),
                Put(Table.META, startup.META_DICT_CURRENT, str(dict_id).encode()),
            ]
        )
        self._codec.add_dictionary(trained, current=True)  # only once it is durable
        log.info("zstd dictionary trained", extra={"dict_id": dict_id, "bytes": len(trained)})
        return True
