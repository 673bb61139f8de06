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
import os
import time
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import faiss
import numpy as np

from memoryd.core import stats
from memoryd.core.config import EngineConfig
from memoryd.core.embedding import CountsElsewhere, Embedder, make_embedder, model_id_of
from memoryd.core.embedding_worker import EmbeddingWorker, LazyWorker
from memoryd.core.errors import NotFound
from memoryd.core.foreground import Foreground
from memoryd.core.ids import id_to_str
from memoryd.core.judge import ConflictJudge, make_judge
from memoryd.core.lifecycle import versions
from memoryd.core.lifecycle.forget import Forgetting
from memoryd.core.lifecycle.maintenance import DEFAULT_TASKS, Maintenance, Task, tasks_named
from memoryd.core.metrics import EngineFigures, MaintenanceTally, MetricsBook
from memoryd.core.recall import listing
from memoryd.core.recall import weights as fusion_weights
from memoryd.core.recall.cache import RecallCache
from memoryd.core.recall.feedback import Feedback
from memoryd.core.recall.pipeline import Recaller
from memoryd.core.recall.plan import Planner
from memoryd.core.session.context import BuiltContext, ContextRequest, with_left_out
from memoryd.core.session.service import Sessions
from memoryd.core.session.turns import Appended, Removed, SessionBuffer
from memoryd.core.session.working import WorkingState
from memoryd.core.store import port as export
from memoryd.core.store.access import AccessLog, Pending
from memoryd.core.store.codec import DamageReport, RecordCodec
from memoryd.core.store.lmdb_store import Fullness, LmdbStore
from memoryd.core.store.records import Records
from memoryd.core.text.attributes import stated
from memoryd.core.text.mood import bygone
from memoryd.core.tiers import checkpoint, startup
from memoryd.core.tiers.follow import Follower
from memoryd.core.tiers.recent import RecentIndex
from memoryd.core.tiers.registry import Pools
from memoryd.core.types import (
    ForgetMode,
    Hit,
    MemoryInput,
    MemoryRecord,
    MemoryUpdate,
    Recalled,
    RecallQuery,
    RememberResult,
    Scope,
    Stats,
    Status,
    UpdateResult,
)
from memoryd.core.validation import check_batch, check_scope
from memoryd.core.write import pair_opinion
from memoryd.core.write.importance import make_estimator
from memoryd.core.write.prepare import FieldPrefix, Preparer, WriteDefaults
from memoryd.core.write.rejudge import Rejudger
from memoryd.core.write.remember import Rememberer
from memoryd.core.write.update import Updater

log = logging.getLogger(__name__)

_DAY = 86_400.0


class MemoryEngine:
    """The engine of one data folder; thread-safe. Call ``close`` to stop it cleanly.

    Run one engine per data folder (LMDB allows one writer process). ``read_only``: a reader
    process's engine next to the writer's (docs/all-cores.md): it opens the folder read-only,
    follows the writer's change log before each read, and its write methods fail.
    """

    def __init__(
        self,
        data_dir: Path,
        config: EngineConfig,
        embedder: Embedder | None = None,
        judge: ConflictJudge | None = None,
        *,
        read_only: bool = False,
    ) -> None:
        self._config = config
        self._read_only = read_only
        self._embedder = embedder or make_embedder(
            config.embedder, config.dimension, config.embed_batch_size
        )
        self._dim = self._embedder.dimension
        # Big text batches are embedded on another core while the write path works (only for
        # the configured model, which the worker process builds from the config: the server
        # passes it wrapped for its figures, which then count the process's batches too; a
        # test may pass another).
        self._embed_worker = (
            LazyWorker(
                functools.partial(
                    EmbeddingWorker, config.embedder, config.dimension, config.embed_batch_size,
                    observe=self._embedder.observe_passages
                    if isinstance(self._embedder, CountsElsewhere)
                    else None,
                )
            )  # fmt: skip
            if self._embedder.model_id == model_id_of(config.embedder) != ""
            and config.embed_worker
            and (os.cpu_count() or 1) > 1
            and not read_only
            else None
        )
        life = config.lifecycle
        self._judge = judge or make_judge(
            life.judge, life.llm_url, life.llm_model, life.llm_api_key, life.llm_timeout_s
        )
        calibration = self._embedder.calibration.overridden(
            life.duplicate_threshold, life.conflict_threshold, config.scoring.rerank_margin,
            life.order_threshold,
        )
        fusion_weights.check(config.scoring)
        # Configuration errors surface before the store is opened.
        self._defaults = WriteDefaults.of(config, self.model_id)
        preparer = Preparer(
            config, self._embedder, make_estimator(config.extract, config.lifecycle),
            self._defaults,
        )  # fmt: skip
        self._init_short_term()
        faiss.omp_set_num_threads(config.faiss_threads)
        self._store = LmdbStore(
            Path(data_dir) / "store",
            config.store.map_size_bytes,
            changes_kept=config.store.changes_kept,
            readonly=read_only,
        )
        # Read before the scan: entries committed during it are applied again (harmless).
        followed_from = self._store.last_change() if read_only else 0
        self._codec = RecordCodec(config.compression.zstd_level)
        # the store: long tiers
        self._pools = Pools(self._dim, config.tiers, self._store, read_only=read_only)
        self._access = AccessLog()
        self._foreground = Foreground()  # recalls in flight: the sweep steps aside
        self._metrics = MetricsBook()
        self._maintenance_tally = MaintenanceTally()  # for monitoring (telemetry)
        try:
            startup.claim_model(self._store, self.model_id, self._dim)
            startup.load_meta(self._store, self._codec, self._metrics)
            startup.rebuild_indexes(
                self._store, self._codec, self._pools, self._dim, read_only=read_only
            )
        except BaseException:
            self._store.close()
            raise
        self._records = Records(
            self._store, self._codec, self._pools, self._access, self._metrics,
            max_group=config.store.max_group_commit,
            max_pending=config.limits.max_pending_writes,
            flush_interval_s=config.store.access_flush_interval_s, read_only=read_only,
            header_cache=config.store.header_cache,
        )  # fmt: skip
        self._follower = (
            Follower(
                self._store, self._records, self._pools, self._recent, followed_from,
                self._records.notify,
            )
            if read_only
            else None
        )  # fmt: skip
        pools = self._pools
        self._lister = listing.Lister(self._store, self._records, config.limits, pools.generation)
        self._porter = export.Porter(
            self._records, self._embedder, self._index_new,
            lambda: [key for key, _ in self._pools.indexes()],
            config.limits, self.model_id, self._dim, stated, bygone,
        )  # fmt: skip
        cache = RecallCache(config.recall_cache.size, config.recall_cache.ttl_s)
        self._recaller = Recaller(
            config, Planner(config, self._embedder, self._pools, cache, calibration.rerank_margin),
            self._pools, self._records, self._recent, cache, self._metrics, self._foreground,
        )  # fmt: skip
        startup.warm_up(self._embedder)
        self._write = Rememberer(
            config, preparer=preparer, defaults=self._defaults, records=self._records,
            pools=self._pools, index_new=self._index_new, judge=self._judge,
            duplicate_threshold=calibration.duplicate, conflict_threshold=calibration.conflict,
            order_threshold=calibration.order, metrics=self._metrics,
            embed_worker=self._embed_worker.get if self._embed_worker else lambda: None,
        )  # fmt: skip
        self._updater = Updater(
            config, records=self._records, preparer=preparer, embedder=self._embedder,
            index_new=self._index_new, get=self.get,
        )  # fmt: skip
        self._forgetting = Forgetting(
            config.limits, self._records, erase_session=self._sessions.erase,
            select=lambda scope, session, tags: listing.selected(
                scope, session, tags, self._store, self._records),
        )  # fmt: skip
        self._maintenance = Maintenance(
            config, store=self._store, codec=self._codec, pools=self._pools,
            records=self._records, expire_sessions=self._sessions.expire_idle,
            foreground=self._foreground, metrics=self._metrics, tally=self._maintenance_tally,
            rejudge=Rejudger(
                self._records, self._judge, calibration.duplicate, calibration.conflict,
                calibration.order, life.sweep_chunk, lambda: self._foreground.wait_quiet(0.05),
                pair_opinion.configured(life.update_reading, life.pair_model_opinion),
                life.change_report_model, pair_opinion.guess_floors(life), life.outdated_at,
            ).counts,
        )  # fmt: skip
        self._feedback = Feedback(config.limits, self._records, self._access, self._metrics)
        self._reports = stats.Reports(
            config, self._pools, self._metrics, self._maintenance, self._maintenance_tally,
            self._store, self.model_id, self._dim,
        )  # fmt: skip
        if not read_only:  # a reader's indexes follow the writer's upkeep
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
        return self._write.remember_one(item)

    def remember_batch(self, items: Sequence[MemoryInput]) -> list[RememberResult]:
        """Store many memories in one transaction (all or nothing); results in input order.
        Each item is related to the pool and to the batch's earlier items (write.batch)."""
        check_batch(len(items), self._config.limits)
        return self._write.remember(items, FieldPrefix("items"))

    def recall(self, query: RecallQuery) -> list[Hit]:
        """Return the top_k memories of the query's pool for its text or vector, best first."""
        self.follow()
        return self._recaller.recall(query)

    def recall_if_needed(self, query: RecallQuery) -> Recalled:
        """Return what recall finds, unless ``query.auto_trigger`` is set and the query needs
        no long-term memory (memoryd.core.recall.trigger): then no hits, and why."""
        self.follow()
        return self._recaller.recall_if_needed(query)

    def list_memories(self, query: listing.ListQuery) -> listing.ListPage:
        """Return one page of ``query.scope``'s pool, filtered (memoryd.core.recall.listing)."""
        self.follow()
        return self._lister.page(query)

    def get(self, scope: Scope, memory_id: bytes) -> MemoryRecord:
        """Return one memory of ``scope``'s pool; NotFound when it is not there."""
        check_scope(scope, self._config.limits)
        self.follow()
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
        """Record which recalled memories the agent used and ignored; return how many changed
        (memoryd.core.recall.feedback; ids not in the pool are skipped)."""
        return self._feedback.record(scope, used, ignored)

    def stats(self, scope: Scope) -> Stats:
        """Return the counts and lifecycle figures of ``scope``'s pool (never another pool's)."""
        self.follow()
        return self._reports.pool(scope)

    def maintain(
        self, sweep: bool = True, tasks: Sequence[str] = (), pressure: bool = False
    ) -> dict[str, int]:
        """Run one maintenance pass now; return what it did (counts by kind of work).

        ``tasks`` names lifecycle.maintenance.Task values, each described there (empty: its
        DEFAULT_TASKS, the sweep only when ``sweep``). ``pressure`` demotes the weaker half of
        every medium tier however full. Passes run one at a time; recall goes on meanwhile.
        """
        run = tasks_named(tasks) if tasks else DEFAULT_TASKS - (set() if sweep else {Task.SWEEP})
        return self._maintenance.run(run, pressure)

    def telemetry(self) -> EngineFigures:
        """Return engine-wide figures for monitoring (every pool added up); changes nothing."""
        return self._reports.telemetry()

    @property
    def read_only(self) -> bool:
        """Whether this is a reader process's engine (docs/all-cores.md)."""
        return self._read_only

    def drain_access(self) -> dict[bytes, Pending]:
        """Return and clear the access statistics counted here and not persisted yet (a reader
        hands them to the writer: absorb_access)."""
        return self._access.drain()

    def absorb_access(self, changes: Mapping[bytes, Pending]) -> None:
        """Count a reader process's accesses here, persisted with the next flush (a memory
        deleted meanwhile gets no row)."""
        self._access.merge(changes)

    def follow(self) -> None:
        """A reader: apply the writer's commits not applied yet (memoryd.core.tiers.follow;
        FellBehind when the log no longer holds them). The writer: nothing."""
        if self._follower is not None:
            self._follower.catch_up()

    def storage_full(self) -> Fullness:
        """Return whether the store is full now (its last write was refused for want of disk
        or map space: reads go on, writes fail with StorageFull) and the writes refused."""
        return self._store.fullness()

    def close(self) -> None:
        """Stop maintenance, commit what is queued (access statistics too), checkpoint the
        pools' keyword indexes for a fast restart (memoryd.core.tiers.checkpoint), close LMDB."""
        first = self._maintenance.stop()  # close is idempotent: checkpoint once, while open
        if self._embed_worker is not None:
            self._embed_worker.close()
        self._records.writer.close()
        if first and not self._read_only:  # no write is in flight now: the indexes agree with LMDB
            with self._porter.lock:
                checkpoint.save_at_close(self._store, self._codec, self._pools)
        self._store.close()

    # ------------------------------------------------------------------ update, export, import
    # Thin: the rules live in memoryd.core.write.update and memoryd.core.store.port.

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
        ``scope`` is None (an admin's export) — in the portable form (memoryd.core.store.port),
        pool by pool, by id; ``statuses`` filters (None: all), ``vectors`` adds the vectors.

        Arguments are checked now (InvalidArgument); records are read in batches as the
        iterator is consumed, so the export is not one snapshot of a pool being written to.
        """
        return self._porter.export(scope, statuses, vectors)

    def import_records(
        self, items: Sequence[export.ExportItem], overwrite: bool = False
    ) -> export.ImportResult:
        """Restore exported memories, all or nothing: every record is checked first, then all
        are committed in one transaction and indexed (tiers, keyword index, counts), so they
        are recallable at once. Ids already stored are skipped, or replaced with
        ``overwrite`` (within their pool only). Records without a vector are embedded here.
        """
        return self._porter.import_(items, overwrite)

    # ------------------------------------------------------------------ sessions
    # The session buffer, working memory and BuildContext live in memoryd.core.session.

    def _init_short_term(self) -> None:
        config = self._config
        self._sessions = Sessions(
            # Bound late: the store and the writer open after the configuration is checked.
            config, read=lambda table, key: self._store.get(table, key),
            write=lambda ops: self._records.writer.write(ops), remember=self._remember_named,
            recall=self.recall_if_needed, explained=with_left_out,
        )  # fmt: skip
        self._recent = RecentIndex(  # self._records opens later: bound late
            4 * config.routes.recent_candidates, lambda key: self._records.pool_ages(key),
            config.routes.max_pools,
        )  # fmt: skip

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
        values: dict[str, Any] | None,
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
        self.follow()
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
        """Index committed new memories: tiers, keyword index, counts, the recent route."""
        self._pools.index_new(stored, now, self._recent)
