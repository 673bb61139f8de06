"""What Stats and telemetry report, added up from the pools' counts: pure functions over
plain mappings (the caller reads the pools), plus this process's resident memory."""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Mapping, Sequence

from memoryd.core.metrics import EngineFigures, MaintenanceFigures, PoolMetrics
from memoryd.core.types import LifecycleFigures, MemoryFigures, Stats, Status, Tier

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
