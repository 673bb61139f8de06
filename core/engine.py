"""The memory engine: remember, recall, get, forget, history, feedback and stats over one data
folder.

LMDB is the source of truth; the per-pool tier indexes are rebuilt from it at start. A write is
acknowledged only after its transaction is committed (group commit), then indexed. Record
changes that depend on the current record (merges, supersedes, status changes, access counts)
run inside the write transaction, so concurrent calls never overwrite each other.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import faiss
import numpy as np

from memoryd.core import checkpoint, export, listing, ranking, startup
from memoryd.core.access import AccessLog
from memoryd.core.attributes import attributes_of
from memoryd.core.codec import DamageReport, RecordCodec
from memoryd.core.config import EngineConfig
from memoryd.core.embedding import Embedder, make_embedder
from memoryd.core.errors import ConfigurationError, InvalidArgument, NotFound
from memoryd.core.foreground import Foreground
from memoryd.core.ids import id_to_str, parse_id
from memoryd.core.judge import ConflictJudge, make_judge
from memoryd.core.lifecycle import versions
from memoryd.core.lifecycle.forget import Forgetting
from memoryd.core.lifecycle.maintenance import Maintenance, Task, tasks_named
from memoryd.core.lmdb_store import LmdbStore
from memoryd.core.metrics import EngineFigures, MaintenanceTally, MetricsBook, PoolMetrics
from memoryd.core.pool import Candidate
from memoryd.core.pools import Pools, process_rss_bytes
from memoryd.core.recall import consistency, explain
from memoryd.core.recall import weights as recall_weights
from memoryd.core.recall.filters import MemoryFilter, check_filter, recall_statuses
from memoryd.core.recall.user_pool import with_user_pool
from memoryd.core.recall_cache import RecallCache
from memoryd.core.recent import RecentIndex
from memoryd.core.redact import POLICIES
from memoryd.core.session.context import BuiltContext, ContextRequest
from memoryd.core.session.service import Sessions
from memoryd.core.session.turns import Appended, Removed, SessionBuffer
from memoryd.core.session.working import WorkingState
from memoryd.core.storage import Op, Table
from memoryd.core.store.records import Records, count_key
from memoryd.core.timewords import asks_about_time
from memoryd.core.trigger import needs_memory
from memoryd.core.types import (
    ROUTES,
    ForgetMode,
    Hit,
    MemoryFigures,
    MemoryInput,
    MemoryRecord,
    MemoryUpdate,
    Recalled,
    RecallQuery,
    RememberResult,
    Scope,
    Stats,
    Status,
    Tier,
    UpdateResult,
)
from memoryd.core.validation import check_query, check_scope
from memoryd.core.write import extract as extract_mod
from memoryd.core.write.importance import make_estimator
from memoryd.core.write.prepare import NO_PREFIX, FieldPrefix, Preparer, WriteDefaults
from memoryd.core.write.remember import Rememberer
from memoryd.core.write.update import Updater

log = logging.getLogger(__name__)

_DAY = 86_400.0


@dataclass(frozen=True, slots=True)
class Routed:
    """A recall candidate found by one or both routes."""

    id: bytes
    similarity: float
    keyword: float
    routes: tuple[str, ...]
    tier: Tier | None = None  # known when the vector route found it


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
        # Configuration errors surface before the store is opened.
        self._defaults = WriteDefaults.of(config, self.model_id)
        preparer = Preparer(
            config, self._embedder, make_estimator(config.extract, config.lifecycle),
            self._defaults,
        )  # fmt: skip
        self._init_short_term()
        faiss.omp_set_num_threads(config.faiss_threads)
        self._store = LmdbStore(Path(data_dir) / "store", config.store.map_size_bytes)
        self._codec = RecordCodec(config.compression.zstd_level)
        self._pools = Pools(self._dim, config.tiers, self._store)  # the store: long tiers
        self._access = AccessLog()
        self._foreground = Foreground()  # recalls in flight: the sweep steps aside
        self._metrics = MetricsBook()
        self._sorted_orders = listing.SortedOrders()  # List's sorted orders, between pages
        self._maintenance_tally = MaintenanceTally()  # for monitoring (telemetry)
        self._cache = RecallCache(config.recall_cache.size, config.recall_cache.ttl_s)
        self._import_lock = threading.Lock()  # one Import at a time (ids checked, then stored)
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
        self._write = Rememberer(
            config, preparer=preparer, defaults=self._defaults, records=self._records,
            pools=self._pools, index_new=self._index_new, judge=self._judge,
            duplicate_threshold=self._duplicate_t, conflict_threshold=self._conflict_t,
            metrics=self._metrics,
        )  # fmt: skip
        self._updater = Updater(
            config, records=self._records, preparer=preparer, embedder=self._embedder,
            index_new=self._index_new, get=self.get,
        )  # fmt: skip
        self._forgetting = Forgetting(
            config.limits,
            self._records,
            select=lambda scope, session, tags: listing.selected(
                scope, session, tags, self._store, self._records.read
            ),
            erase_session=self._sessions.erase,
        )
        self._maintenance = Maintenance(
            config, store=self._store, codec=self._codec, pools=self._pools,
            records=self._records, expire_sessions=self._sessions.expire_idle,
            foreground=self._foreground, metrics=self._metrics, tally=self._maintenance_tally,
        )  # fmt: skip
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
        return self._write.remember([item], NO_PREFIX)[0]

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
        return self._write.remember(items, FieldPrefix("items"))

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
                if (versions.status_at(r, at) if replay else r.status) in statuses
                and (r.expires_at is None or r.expires_at > at)
                and query.filter.matches(r, statuses=False)
            ]
            # Replaced versions found by the routes lead to the current version of their fact.
            replaced = [
                (c, r)
                for c, r in rows
                if Status.SUPERSEDED not in statuses
                and (versions.status_at(r, at) if replay else r.status) is Status.SUPERSEDED
            ]
            # Filtering may have eaten the candidates: widen until enough or the pool is done.
            exhausted = len(nearest) < want or want >= sum(pool.counts().values())
            if len(kept) >= query.top_k * self._config.scoring.oversample or exhausted:
                break
            want *= 4
        trace.filtered(rows, kept, at, (lambda r: versions.status_at(r, at)) if replay else None)
        kept, inherited = self._with_current_versions(
            vector, kept, replaced, at, replay, query.filter
        )
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
        """Count an answer (cached or not): one access per hit, and the pool's figures (an
        empty answer too: the recall quality by day counts it)."""
        if hits:
            self._access.touch([h.record.id for h in hits], now)
        ages = sum(max(0.0, now - h.record.created_at) / _DAY for h in hits)

        def counted(m: PoolMetrics) -> None:
            m.returned += len(hits)
            m.recalled_age_days += ages
            m.count_answer(len(hits), now)

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
        return listing.list_page(query, self._store, self._records.read, self._config.limits,
                                 self._sorted_orders, self._pools.generation)  # fmt: skip

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
        return self._forgetting.forget(scope, ids, mode, time.time(), session, tags)

    def history(self, scope: Scope, memory_id: bytes) -> list[MemoryRecord]:
        """Return the version chain that ``memory_id`` belongs to, oldest version first."""
        return versions.chain(self.get(scope, memory_id), self._records.read)

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
            m.count_feedback(len(used_records), len(ignored_records), now)

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
                under_pressure=self._maintenance.under_pressure,
                pressure_demotions=self._maintenance.pressure_demotions,
                long_tier_ram_bytes=pool.long_ram_bytes() if pool is not None else 0,
            ),
        )

    def maintain(
        self, sweep: bool = True, tasks: Sequence[str] = (), pressure: bool = False
    ) -> dict[str, int]:
        """Run one maintenance pass now; return what it did (counts by kind of work).

        ``tasks`` names lifecycle.maintenance.Task values (empty: all): "migrate" (short ->
        medium -> long), "compact" (medium tiers rebuilt without their deleted entries), "retrain"
        (long tiers that outgrew their codebooks re-coded aside, and the zstd dictionary),
        "sweep" (expiry and archiving: walks every record; with no ``tasks``, only when
        ``sweep``). ``pressure`` demotes the weaker half of every medium tier however full.
        Passes run one at a time; recall goes on meanwhile (indexes are built aside).
        """
        run = tasks_named(tasks) if tasks else set(Task) - (set() if sweep else {Task.SWEEP})
        return self._maintenance.run(run, pressure)

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
        first = self._maintenance.stop()  # close is idempotent: checkpoint once, while open
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
    # Thin: the rules live in memoryd.core.write.update and memoryd.core.export.

    def update(self, change: MemoryUpdate) -> UpdateResult:
        """Change one active memory of ``change.scope``'s pool; return it as it now is.

        New content makes a new version that supersedes the memory (memoryd.core.write.update);
        other fields change in place. NotFound for an id outside the pool; InvalidArgument for
        bad values or a memory that is not active.
        """
        return self._updater.update(change)

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

    # ------------------------------------------------------------------ sessions
    # The session buffer, working memory and BuildContext live in memoryd.core.session.

    def _init_short_term(self) -> None:
        config = self._config

        # Bound late: the store and the writer are opened after the configuration is checked.
        def read(table: Table, key: bytes) -> bytes | None:
            return self._store.get(table, key)

        def write(ops: Sequence[Op]) -> None:
            self._writer.write(ops)

        self._sessions = Sessions(
            config, read=read, write=write, remember=self._remember_named,
            recall=self.recall_if_needed, explained=explain.with_left_out,
        )  # fmt: skip
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
        """Return the name of the token counter (memoryd.core.session.token_count)."""
        return self._sessions.tokenizer

    def append_turn(
        self, scope: Scope, role: str, content: str, at: float | None = None, item: str = ""
    ) -> Appended:
        """Add a turn to ``scope``'s session buffer (durably); return what it now keeps."""
        now = time.time()
        return self._sessions.append_turn(
            scope, role, content, now if at is None else at, now, item
        )

    def remove_turns(self, scope: Scope, last: int = 0, clear: bool = False) -> Removed:
        """Return the newest ``last`` raw turns of ``scope``'s session, removed (or all: clear)."""
        return self._sessions.remove_turns(scope, last, clear)

    def session_buffer(self, scope: Scope) -> SessionBuffer:
        """Return ``scope``'s session buffer: its summary and recent raw turns."""
        return self._sessions.buffer(scope)

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
        ``promote_keys`` as memories; return the state (memoryd.core.session.working)."""
        return self._sessions.set_working(
            scope, task_id, values, now=time.time(), replace=replace, json_schema=json_schema,
            end_task=end_task, promote_keys=promote_keys,
        )  # fmt: skip

    def get_working(self, scope: Scope, task_id: str) -> WorkingState:
        """Return a task's working state; NotFound when it has none."""
        return self._sessions.get_working(scope, task_id)

    def build_context(self, request: ContextRequest) -> BuiltContext:
        """Return the prompt-ready context for ``request`` (memoryd.core.session.context)."""
        return self._sessions.build_context(request)

    def _remember_named(self, items: Sequence[MemoryInput], field: str) -> list[bytes]:
        """Remember ``items`` (a bad one named ``field[i]``); return the ids holding them."""
        return [r.record.id for r in self._write.remember(items, FieldPrefix(field))]

    def remember_extracted(self, item: MemoryInput) -> list[RememberResult]:
        """Store the memories extracted from ``item.content`` (raw dialogue; memoryd.core.
        extract), each with ``item``'s scope, tags, metadata and source; return one result per
        memory (none when nothing is worth keeping)."""
        return self._write.remember_extracted(item)

    # ------------------------------------------------------------------ writing

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
        flt: MemoryFilter,
    ) -> tuple[list[tuple[Routed, MemoryRecord]], tuple[np.ndarray, np.ndarray] | None]:
        """Return the candidates plus the current versions of the ``replaced`` ones (route
        "history") that match ``flt`` (a filtered recall never answers outside its filter),
        and for each candidate the (similarity, keyword) of the best replaced version it
        stands for (ranking.rank's ``inherited``); None when nothing was replaced."""
        if not replaced:
            return kept, None
        current = versions.current_versions(
            [r for _, r in replaced],
            lambda ids: self._records.read(ids, content=flt.needs_content, events=replay),
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
        missing = [
            s
            for s in {v.id: v for v in current.values()}.values()
            if s.id not in present and flt.matches(s, statuses=False)
        ]
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
