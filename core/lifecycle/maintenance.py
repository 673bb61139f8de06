"""Background upkeep of one engine: the maintenance tasks (tier migration, compaction,
retraining, the expiry/archive sweep), the loop that runs them, the memory-pressure check
and the zstd dictionary. Recall goes on meanwhile (indexes are built aside)."""

from __future__ import annotations

import enum
import functools
import logging
import threading
import time
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import replace

import numpy as np

from memoryd.core import kernels
from memoryd.core.config import EngineConfig
from memoryd.core.errors import InvalidArgument
from memoryd.core.foreground import Foreground
from memoryd.core.lifecycle import transitions
from memoryd.core.metrics import MaintenanceTally, MetricsBook
from memoryd.core.stats import process_rss_bytes
from memoryd.core.store.codec import RecordCodec, train_dictionary
from memoryd.core.store.records import Records
from memoryd.core.store.storage import Put, Store, Table
from memoryd.core.text.attributes import stated as stated_attributes
from memoryd.core.text.mood import bygone
from memoryd.core.tiers import startup
from memoryd.core.tiers.long_upkeep import information_of
from memoryd.core.tiers.registry import Pools
from memoryd.core.types import EventAction, MemoryRecord, Status

log = logging.getLogger(__name__)

_SWEEP_REST = 2.0  # the sweep rests this many times as long as each chunk took (_sweep)
_SWEEP_MAX_WAIT_S = 0.05  # and waits at most this long for recall to pause before a chunk
_DAY = 86_400.0


class Task(enum.Enum):
    """What Maintain can be asked to run."""

    MIGRATE = "migrate"  # short -> medium -> long
    COMPACT = "compact"  # medium tiers rebuilt without their deleted entries
    RETRAIN = "retrain"  # long tiers that outgrew their codebooks re-coded aside; zstd dictionary
    SWEEP = "sweep"  # expiry and archiving (walks every record), idle session buffers
    # the write path's verdicts re-judged with the current judge (walks every record); only
    # when asked by name: a verdict changes only when someone asks for it
    REJUDGE = "rejudge"


# What a pass runs when no task is named (the background loop, Maintain with no tasks).
DEFAULT_TASKS = frozenset(Task) - {Task.REJUDGE}


class Done(enum.Enum):
    """The counts a maintenance pass reports, each by the task that does it."""

    MIGRATED_TO_MEDIUM = "migrated_to_medium"  # MIGRATE
    MIGRATED_TO_LONG = "migrated_to_long"  # MIGRATE
    MEDIUM_COMPACTIONS = "medium_compactions"  # COMPACT
    LONG_RECODED = "long_recoded"  # RETRAIN
    LONG_SPLITS = "long_splits"  # RETRAIN, when nothing was recoded
    LONG_CONSOLIDATED = "long_consolidated"  # RETRAIN: clusters of a tier at rest, one segment each
    EXPIRED = "expired"  # SWEEP
    ARCHIVED = "archived"  # SWEEP
    SESSIONS_EXPIRED = "sessions_expired"  # SWEEP
    DICTIONARIES_TRAINED = "dictionaries_trained"  # RETRAIN
    VERDICTS_REJUDGED = "verdicts_rejudged"  # REJUDGE: pairs looked at
    VERDICTS_SOFTENED = "verdicts_softened"  # REJUDGE: replaced -> ranked below the newer
    VERDICTS_RELEASED = "verdicts_released"  # REJUDGE: replaced or ranked -> both on their own
    VERDICTS_HARDENED = "verdicts_hardened"  # REJUDGE: ranked below -> replaced
    VERDICTS_REMARKED = "verdicts_remarked"  # REJUDGE: ranked, kept; outdated_by set or cleared


# expire(sessions, before) -> how many idle session buffers went (TurnBuffer.expire_idle).
SessionExpiry = Callable[[Iterable[tuple[bytes, bytes]], float], int]
# rejudge(pool_key) -> (judged, softened, released, hardened, remarked)
# (memoryd.core.write.rejudge).
PoolRejudge = Callable[[bytes], tuple[int, int, int, int, int]]


_REJUDGE_DONE = (Done.VERDICTS_REJUDGED, Done.VERDICTS_SOFTENED, Done.VERDICTS_RELEASED,
                 Done.VERDICTS_HARDENED, Done.VERDICTS_REMARKED)  # fmt: skip


def tasks_named(names: Sequence[str]) -> set[Task]:
    """Return the tasks ``names`` ask for; InvalidArgument on ``tasks`` for an unknown one."""
    known = {t.value: t for t in Task}
    for name in names:
        if name not in known:
            raise InvalidArgument(
                "tasks", f"{name!r} is not a task; choose among {', '.join(known)}"
            )
    return {known[n] for n in names}


class Maintenance:
    """Runs the maintenance passes of one engine, one at a time, on request or from its own
    thread (``start``/``stop``); thread-safe."""

    def __init__(
        self,
        config: EngineConfig,
        *,
        store: Store,
        codec: RecordCodec,
        pools: Pools,
        records: Records,
        expire_sessions: SessionExpiry,
        foreground: Foreground,
        metrics: MetricsBook,
        tally: MaintenanceTally,
        rejudge: PoolRejudge | None = None,
    ) -> None:
        self._config = config
        self._store = store
        self._codec = codec
        self._pools = pools
        self._records = records
        self._expire_sessions = expire_sessions
        self._foreground = foreground
        self._metrics = metrics
        self._tally = tally  # for monitoring (telemetry)
        self._rejudge = rejudge
        self._last_sweep = 0.0
        self._running = threading.Lock()  # one maintenance pass at a time
        self.under_pressure = False  # RSS near tiers.rss_limit_bytes at the last check
        self.pressure_demotions = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="memoryd-maintenance", daemon=True)

    def start(self) -> None:
        """Start the background loop (a pass every interval, sooner under pressure)."""
        self._thread.start()

    def stop(self) -> bool:
        """Stop the background loop and wait for a pass in progress; return True the first
        time (idempotent)."""
        first = not self._stop.is_set()
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join()
        return first

    def run(self, tasks: Collection[Task], pressure: bool = False) -> dict[str, int]:
        """Return what one pass of ``tasks`` did (every Done key, zeros included).
        ``pressure`` demotes the weaker half of every medium tier however full."""
        with self._running:
            done = self._pass(set(tasks), pressure)
        return {key.value: n for key, n in done.items()}

    def _pass(self, run: set[Task], pressure: bool) -> dict[Done, int]:
        now = time.time()
        started = time.perf_counter()
        done = dict.fromkeys(Done, 0)
        for pool_key, pool in self._pools.indexes():
            if Task.MIGRATE in run:
                done[Done.MIGRATED_TO_MEDIUM] += pool.migrate(now)
                done[Done.MIGRATED_TO_LONG] += pool.demote_to_long(
                    now, lambda ids: self._strengths(ids, now), pressure, self._says_little
                )
            if Task.COMPACT in run:
                done[Done.MEDIUM_COMPACTIONS] += int(pool.compact())
            if Task.RETRAIN in run:
                recoded = pool.retrain_long()
                done[Done.LONG_RECODED] += recoded
                done[Done.LONG_SPLITS] += pool.split_long() if not recoded else 0
                # Asked every pass: it acts on a tier no write reached since the last one.
                done[Done.LONG_CONSOLIDATED] += pool.consolidate_long()
            if Task.SWEEP in run:
                expired, archived = self._sweep(pool_key, now)
                done[Done.EXPIRED] += expired
                done[Done.ARCHIVED] += archived
            if Task.REJUDGE in run and self._rejudge is not None:
                counts = self._rejudge(pool_key)
                for key, n in zip(_REJUDGE_DONE, counts, strict=True):
                    done[key] += n
                if any(counts[1:]):
                    self._pools.bump(pool_key)  # cached answers carry statuses
            if done[Done.MIGRATED_TO_LONG] or done[Done.LONG_RECODED]:
                self._pools.bump(pool_key)  # cached answers carry tiers
        if Task.SWEEP in run:
            idle_days = self._config.turns.idle_expiry_days
            if idle_days > 0:
                done[Done.SESSIONS_EXPIRED] = self._expire_sessions(
                    self._store.scan(Table.TURNS), now - idle_days * _DAY
                )
            self._last_sweep = now
        if Task.RETRAIN in run:
            done[Done.DICTIONARIES_TRAINED] = int(self._maybe_train_dictionary())
        self._tally.record({k.value: n for k, n in done.items()}, time.perf_counter() - started)
        return done

    def _loop(self) -> None:
        tiers = self._config.tiers
        interval = tiers.maintenance_interval_s
        last = time.monotonic()
        while not self._stop.wait(min(interval, tiers.maintenance_pressure_check_s)):
            try:
                reports = []
                # RSS near its limit: demote the weaker half of every medium tier now.
                if self._memory_pressure():
                    report = self.run({Task.MIGRATE, Task.COMPACT}, pressure=True)
                    self.pressure_demotions += report[Done.MIGRATED_TO_LONG.value]
                    reports.append(report)
                # A full pass every interval; in between, as soon as a medium tier passed its
                # capacity (a bulk load outgrows it in seconds): migrate, retrain the long tiers
                # that outgrew their codebooks (their search cost grows meanwhile) and compact
                # the medium tiers the moves left full of deleted entries.
                if time.monotonic() - last >= interval:
                    last = time.monotonic()
                    due = time.time() - self._last_sweep >= self._config.lifecycle.sweep_interval_s
                    reports.append(self.run(DEFAULT_TASKS - (set() if due else {Task.SWEEP})))
                elif any(p.medium_over_capacity() for _, p in self._pools.indexes()):
                    reports.append(self.run({Task.MIGRATE, Task.COMPACT, Task.RETRAIN}))
                for report in reports:
                    if any(report.values()):
                        log.info("maintenance pass", extra=report)
            except Exception:
                log.exception("maintenance pass failed")

    def _memory_pressure(self) -> bool:
        """Return (and remember, for Stats) whether RSS is near tiers.rss_limit_bytes."""
        tiers = self._config.tiers
        self.under_pressure = bool(tiers.rss_limit_bytes) and (
            process_rss_bytes() >= tiers.rss_pressure_ratio * tiers.rss_limit_bytes
        )
        return self.under_pressure

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

    def _sweep(self, pool_key: bytes, now: float) -> tuple[int, int]:
        """Expire and archive the pool's active memories that are due; return the counts.
        Memories written before attributes (or whether they tell the past) were recorded get
        them on the way."""
        life = self._config.lifecycle
        idle_limit = now - life.archive_idle_days * _DAY

        def due(r: MemoryRecord, accessed: float | None) -> MemoryRecord | None:
            after = moved(r, accessed)
            if r.attributes is None:  # written before attributes were recorded: read them
                after = replace(after or r, attributes=stated_attributes(r.content))
            if r.told_as_past is None:  # ... and before it was read whether it tells the past
                after = replace(after or r, told_as_past=bygone(r.content))
            return after

        # ``accessed``: the last access, which the record itself does not hold (it lives in
        # the ACCESS table and the access log: Records.read joins them).
        def moved(r: MemoryRecord, accessed: float | None) -> MemoryRecord | None:
            if r.status is not Status.ACTIVE:
                return None
            if r.expires_at is not None and r.expires_at <= now:
                return transitions.with_status(
                    r, Status.EXPIRED, now=now, action=EventAction.EXPIRED
                )
            last = accessed or r.created_at
            if last < idle_limit and r.confidence < life.archive_max_confidence:
                return transitions.with_status(
                    r, Status.ARCHIVED, now=now, action=EventAction.ARCHIVED,
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
        chunk = life.sweep_chunk
        expired = archived = 0
        for part in self._store.pool_id_chunks(pool_key, chunk):
            self._foreground.wait_quiet(_SWEEP_MAX_WAIT_S)
            began = time.monotonic()
            # Headers with their access statistics: the idle check needs the last access.
            candidates = {
                header.id: header.last_accessed_at
                for header in self._records.read(list(part), content=False, events=False)
                if header is not None and due(header, header.last_accessed_at) is not None
            }
            if candidates:
                batch = self._records.batch()
                for memory_id, accessed in candidates.items():
                    batch.mutate(memory_id, functools.partial(due, accessed=accessed))
                changes = batch.commit()
                expired += changes.became(Status.EXPIRED.value)
                archived += changes.became(Status.ARCHIVED.value)
            time.sleep(_SWEEP_REST * (time.monotonic() - began))
        if archived:
            self._metrics.update(pool_key, lambda m: m.count_archived(archived, now))
        return expired, archived

    def _maybe_train_dictionary(self) -> bool:
        """Return True when a zstd dictionary was trained now (once, when enough texts are
        stored) and made durable and current."""
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
        self._records.writer.write(
            [
                Put(Table.META, startup.META_DICT_PREFIX + str(dict_id).encode(), trained),
                Put(Table.META, startup.META_DICT_CURRENT, str(dict_id).encode()),
            ]
        )
        self._codec.add_dictionary(trained, current=True)  # only once it is durable
        log.info("zstd dictionary trained", extra={"dict_id": dict_id, "bytes": len(trained)})
        return True
