"""What Stats and telemetry report, added up from the pools' counts: pure functions over
plain mappings, this process's resident memory, and Reports, which reads them from the live
engine parts (the engine's stats() and telemetry() delegate to it)."""

from __future__ import annotations

import os
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from memoryd.core.config import EngineConfig
from memoryd.core.metrics import (
    EngineFigures,
    MaintenanceFigures,
    MaintenanceTally,
    MetricsBook,
    PoolMetrics,
)
from memoryd.core.types import LifecycleFigures, MemoryFigures, Scope, Stats, Status, Tier
from memoryd.core.validation import check_scope

if TYPE_CHECKING:  # the parts Reports reads; a leaf imports no package at run time
    from memoryd.core.lifecycle.maintenance import Maintenance
    from memoryd.core.store.lmdb_store import LmdbStore
    from memoryd.core.tiers.registry import Pools

# A pool's counts: (status value, memory type value) -> how many.
Counts = Mapping[tuple[str, str], int]


def process_rss_bytes() -> int:
    """Return this process's resident set size in bytes (0 where /proc is not available)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def active(counts: Counts) -> int:
    """Return how many of a pool's memories are active."""
    return sum(n for (status, _), n in counts.items() if status == Status.ACTIVE.value)


def pool_stats(
    counts: Counts,
    tiers: Mapping[Tier, int],
    lifecycle: LifecycleFigures,
    memory: MemoryFigures,
    model_id: str,
    dimension: int,
) -> Stats:
    """Return the Stats of one pool from its counts, its tiers' sizes and its figures."""
    by_status: Counter[str] = Counter()
    by_type: Counter[str] = Counter()
    for (status, memory_type), n in counts.items():
        if n:
            by_status[status] += n
            by_type[memory_type] += n
    return Stats(
        total=sum(by_status.values()),
        by_status=dict(by_status),
        by_tier={t.value: n for t, n in tiers.items()},
        by_type=dict(by_type),
        embedding_model=model_id,
        dimension=dimension,
        lifecycle=lifecycle,
        memory=memory,
    )


def engine_figures(
    pools: Sequence[tuple[Counts, Mapping[Tier, int]]],
    totals: PoolMetrics,
    maintenance: MaintenanceFigures,
    usage: tuple[int, int],
    full: tuple[bool, int] = (False, 0),
) -> EngineFigures:
    """Return engine-wide figures: every pool's (counts, tier sizes) added up, the summed
    pool metrics, the maintenance figures, the store's (used, map size) bytes and whether it
    is full with the writes it refused for space (full, refused)."""
    by_status: Counter[str] = Counter()
    by_tier: Counter[str] = Counter()
    for counts, tiers in pools:
        for (status, _), n in counts.items():
            by_status[status] += n
        for tier, n in tiers.items():
            by_tier[tier.value] += n
    used, map_size = usage
    return EngineFigures(
        pools=len(pools),
        by_status=dict(by_status),
        by_tier=dict(by_tier),
        writes=totals.writes,
        merges=totals.merges,
        verdicts=dict(totals.verdicts),
        maintenance=maintenance,
        store_used_bytes=used,
        store_map_bytes=map_size,
        store_full=full[0],
        store_full_refusals=full[1],
    )


class Reports:
    """Stats of one pool and the engine's telemetry, read from the live engine parts (the
    pools' counts and tiers, the figures book, maintenance's pressure state, the store)."""

    def __init__(
        self,
        config: EngineConfig,
        pools: Pools,
        metrics: MetricsBook,
        maintenance: Maintenance,
        tally: MaintenanceTally,
        store: LmdbStore,
        model_id: str,
        dimension: int,
    ) -> None:
        self._limits = config.limits
        self._rss_limit = config.tiers.rss_limit_bytes
        self._pools = pools
        self._metrics = metrics
        self._maintenance = maintenance
        self._tally = tally
        self._store = store
        self._model_id = model_id
        self._dimension = dimension

    def pool(self, scope: Scope) -> Stats:
        """Return the counts and lifecycle figures of ``scope``'s pool (never another pool's)."""
        check_scope(scope, self._limits)
        pool_key = scope.pool_key
        counts = self._pools.counts(pool_key)
        pool = self._pools.index(pool_key)
        return pool_stats(
            counts,
            pool.counts() if pool is not None else {},
            self._metrics.figures(pool_key, active(counts), time.time()),
            MemoryFigures(
                rss_bytes=process_rss_bytes(),
                rss_limit_bytes=self._rss_limit,
                under_pressure=self._maintenance.under_pressure,
                pressure_demotions=self._maintenance.pressure_demotions,
                long_tier_ram_bytes=pool.long_ram_bytes() if pool is not None else 0,
            ),
            self._model_id,
            self._dimension,
        )

    def telemetry(self) -> EngineFigures:
        """Return engine-wide figures for monitoring (every pool added up); changes nothing."""
        fullness = self._store.fullness()
        return engine_figures(
            [(self._pools.counts(key), pool.counts()) for key, pool in self._pools.indexes()],
            self._metrics.totals(),
            self._tally.figures(),
            self._store.usage(),
            (fullness.full, fullness.refused),
        )
