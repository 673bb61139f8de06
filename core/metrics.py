"""Per-pool lifecycle figures (merges, verdicts, recall hit rate, ...), persisted in META.

Counters change on every write and recall; they are flushed with the access statistics about
once a second, so a crash can lose up to that much of them (they are monitoring, not data).
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Callable
from dataclasses import asdict, dataclass, field

from memoryd.core.types import LifecycleFigures, RecallQualityDay

log = logging.getLogger(__name__)

_DAY = 86_400.0
_KEY_PREFIX = b"metrics/"
QUALITY_DAYS = 90  # days of recall quality kept per pool (5 counters a day)


@dataclass
class PoolMetrics:
    writes: int = 0
    merges: int = 0
    verdicts: dict[str, int] = field(default_factory=dict)  # supersede/refine/coexist -> n
    returned: int = 0  # memories returned by recall
    used: int = 0  # memories reported used through Feedback
    recalled_age_days: float = 0.0  # sum of the ages of returned memories
    archived_by_day: dict[str, int] = field(default_factory=dict)  # epoch day -> archived
    # epoch day -> [answers, empty answers, memories returned, used, ignored] (RecallQualityDay)
    quality_by_day: dict[str, list[int]] = field(default_factory=dict)

    def _quality_day(self, now: float) -> list[int]:
        """Return today's quality counters (created), dropping days past QUALITY_DAYS."""
        today = int(now // _DAY)
        key = str(today)
        if key not in self.quality_by_day:
            self.quality_by_day = {
                d: c for d, c in self.quality_by_day.items() if today - int(d) < QUALITY_DAYS
            }
            self.quality_by_day[key] = [0, 0, 0, 0, 0]
        return self.quality_by_day[key]

    def count_answer(self, memories: int, now: float) -> None:
        """Count one recall answer of ``memories`` memories (0: an empty answer) at ``now``."""
        day = self._quality_day(now)
        day[0] += 1
        day[1] += memories == 0
        day[2] += memories

    def count_feedback(self, used: int, ignored: int, now: float) -> None:
        """Count a Feedback naming ``used`` and ``ignored`` memories of the pool at ``now``."""
        day = self._quality_day(now)
        day[3] += used
        day[4] += ignored

    def count_archived(self, n: int, now: float) -> None:
        """Count ``n`` memories archived at ``now``; days older than a week are dropped."""
        today = int(now // _DAY)
        self.archived_by_day = {d: c for d, c in self.archived_by_day.items() if today - int(d) < 7}
        self.archived_by_day[str(today)] = self.archived_by_day.get(str(today), 0) + n

    def figures(self, active: int, now: float) -> LifecycleFigures:
        """Return the pool's figures; rates are 0 when their denominator is."""
        today = int(now // _DAY)
        archived_week = sum(n for d, n in self.archived_by_day.items() if today - int(d) < 7)
        conflicts = sum(self.verdicts.values())
        return LifecycleFigures(
            writes=self.writes,
            # Feedback may name memories that recall never returned (e.g. read with Get).
            recall_hit_rate=min(1.0, self.used / self.returned) if self.returned else 0.0,
            weekly_archive_rate=archived_week / active if active else 0.0,
            conflicts_per_1000_writes=1000.0 * conflicts / self.writes if self.writes else 0.0,
            conflict_verdicts=dict(self.verdicts),
            merge_rate=self.merges / self.writes if self.writes else 0.0,
            mean_recalled_age_days=self.recalled_age_days / self.returned if self.returned else 0.0,
            recall_quality=tuple(
                RecallQualityDay(int(d), *c[:5])
                for d, c in sorted(self.quality_by_day.items(), key=lambda item: int(item[0]))
                if today - int(d) < QUALITY_DAYS
            ),
        )


# Upper bounds (seconds) of the maintenance-duration histogram's buckets.
MAINTENANCE_BUCKETS_S = (0.01, 0.05, 0.25, 1.0, 5.0, 30.0, 120.0)


@dataclass(frozen=True)
class MaintenanceFigures:
    """Maintenance passes since start: how many, their durations and what they did."""

    passes: int = 0
    seconds_sum: float = 0.0
    bucket_counts: tuple[int, ...] = ()  # passes <= each MAINTENANCE_BUCKETS_S bound, cumulative
    done: dict[str, int] = field(default_factory=dict)  # report key -> items, summed


class MaintenanceTally:
    """Adds up the maintenance passes of one engine (background and on request); thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._passes = 0
        self._seconds = 0.0
        self._buckets = [0] * len(MAINTENANCE_BUCKETS_S)
        self._done: dict[str, int] = {}

    def record(self, report: dict[str, int], seconds: float) -> None:
        """Count one pass that took ``seconds`` and did ``report``."""
        with self._lock:
            self._passes += 1
            self._seconds += seconds
            for i, bound in enumerate(MAINTENANCE_BUCKETS_S):
                if seconds <= bound:
                    self._buckets[i] += 1
            for key, n in report.items():
                self._done[key] = self._done.get(key, 0) + int(n)

    def figures(self) -> MaintenanceFigures:
        with self._lock:
            return MaintenanceFigures(
                self._passes, self._seconds, tuple(self._buckets), dict(self._done)
            )


@dataclass(frozen=True)
class EngineFigures:
    """Engine-wide figures for monitoring: every pool added up, a snapshot.

    Counts by status and tier are of memories stored now; writes, merges and verdicts are
    counted since each pool was created (they persist across restarts).
    """

    pools: int
    by_status: dict[str, int]
    by_tier: dict[str, int]
    writes: int
    merges: int
    verdicts: dict[str, int]
    maintenance: MaintenanceFigures
    store_used_bytes: int  # pages LMDB has used so far, in bytes
    store_map_bytes: int  # the map size: the most LMDB may use
    store_full: bool = False  # the last write was refused for space (disk or map): reads go on
    store_full_refusals: int = 0  # writes refused for space since start


class MetricsBook:
    """The PoolMetrics of every pool; thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pools: dict[bytes, PoolMetrics] = {}
        self._dirty: set[bytes] = set()

    @staticmethod
    def key(pool_key: bytes) -> bytes:
        """Return the META key that stores a pool's figures."""
        return _KEY_PREFIX + pool_key

    def load(self, meta_key: bytes, raw: bytes) -> bool:
        """Take a stored entry if ``meta_key`` is a metrics key; return whether it was one."""
        if not meta_key.startswith(_KEY_PREFIX):
            return False
        try:
            self._pools[meta_key[len(_KEY_PREFIX) :]] = PoolMetrics(**json.loads(raw))
        except (ValueError, TypeError) as exc:  # damaged on disk: derived counts, not memories
            log.warning("a pool's lifecycle figures are unreadable, counted from zero: %s", exc)
        return True

    def update(self, pool_key: bytes, fn: Callable[[PoolMetrics], None]) -> None:
        """Apply ``fn(metrics)`` to a pool's figures and mark them for the next flush."""
        with self._lock:
            fn(self._pools.setdefault(pool_key, PoolMetrics()))
            self._dirty.add(pool_key)

    def figures(self, pool_key: bytes, active: int, now: float) -> LifecycleFigures:
        with self._lock:
            metrics = self._pools.get(pool_key)
            return metrics.figures(active, now) if metrics else LifecycleFigures()

    def totals(self) -> PoolMetrics:
        """Return every pool's writes, merges, verdicts and recall counts added up."""
        total = PoolMetrics()
        with self._lock:
            for m in self._pools.values():
                total.writes += m.writes
                total.merges += m.merges
                total.returned += m.returned
                total.used += m.used
                for verdict, n in m.verdicts.items():
                    total.verdicts[verdict] = total.verdicts.get(verdict, 0) + n
        return total

    def drain(self) -> list[tuple[bytes, bytes]]:
        """Return (META key, JSON) of every pool changed since the last drain."""
        with self._lock:
            dirty, self._dirty = self._dirty, set()
            return [(self.key(p), json.dumps(asdict(self._pools[p])).encode()) for p in dirty]
