"""When the long tier needs upkeep: which clusters to split, when to retrain, which memories
go to it early. Pure decisions over numbers; memoryd.core.tiers.long_tier carries them out.

k-means centroids are trained on the tier as it was. As a user's memories move on to new
subjects, the new ones land in whichever old cluster is least far: such a cluster grows past
the others (a query routed to it scans more codes) and its members sit far from its centroid
(their PQ residuals are large, so the 8-byte codes rank them poorly and the refine stage gets
the wrong candidates). Splitting it gives its members a near centroid again without
re-coding the rest of the tier. A retrain re-fits every centroid; it is due by growth (the
tier doubled: more clusters wanted) and, for a tier that is queried much and has changed
since, by query count: a retrain costs one pass over the tier, and the queries it serves
better pay for it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from memoryd.core.config import TierConfig
from memoryd.core.text.information import information_bits
from memoryd.core.types import MemoryRecord


@dataclass(frozen=True, slots=True)
class ClusterShape:
    """One live cluster of the long tier: its id, its rows, and the mean squared distance
    (L2, of unit vectors: 0..4) of its members to its centroid."""

    cluster: int
    rows: int
    spread: float


@dataclass(frozen=True, slots=True)
class Split:
    """Split ``cluster`` into ``parts`` clusters, because of ``reason`` ("size" or "spread")."""

    cluster: int
    parts: int
    reason: str


def splits_due(shapes: Sequence[ClusterShape], config: TierConfig) -> list[Split]:
    """Return the clusters to split, the most out of line first (at most long_split_max).

    A cluster is split when it holds at least long_split_min_rows and either more than
    long_split_size_ratio times the mean rows of a live cluster ("size", into as many parts
    as it holds means, at most 8) or its spread is over long_split_spread_ratio times the
    median spread ("spread", in two). Nothing is split when the ratios are 0 or the tier has
    fewer than two clusters worth it.
    """
    live = [s for s in shapes if s.rows > 0]
    if len(live) < 2 or config.long_split_max <= 0:
        return []
    mean_rows = sum(s.rows for s in live) / len(live)
    median_spread = float(np.median([s.spread for s in live]))
    scored: list[tuple[float, Split]] = []
    for s in live:
        if s.rows < config.long_split_min_rows:
            continue
        size = s.rows / mean_rows
        spread = s.spread / median_spread if median_spread > 0 else 0.0
        if config.long_split_size_ratio > 0 and size > config.long_split_size_ratio:
            parts = int(min(8, max(2, round(size))))
            scored.append((size / config.long_split_size_ratio, Split(s.cluster, parts, "size")))
        elif config.long_split_spread_ratio > 0 and spread > config.long_split_spread_ratio:
            scored.append((spread / config.long_split_spread_ratio, Split(s.cluster, 2, "spread")))
    scored.sort(key=lambda x: -x[0])
    return [split for _, split in scored[: config.long_split_max]]


@dataclass(frozen=True, slots=True)
class TierUse:
    """What happened to a long tier since its model was trained."""

    count: int  # memories now
    trained_count: int  # memories when the model was trained
    queries: int  # recall-deep searches since then (write-time shallow ones not counted)
    changed: int  # memories added or removed since then
    trained_nlist: int  # clusters the model was trained with (splits add more)
    wanted_nlist: int  # clusters a tier of ``count`` is given (long_codebook.nlist_for)


def retrain_reason(use: TierUse, config: TierConfig) -> str | None:
    """Return why the tier's model should be retrained ("growth" or "queries"), or None.

    growth: the tier holds long_retrain_growth times what it was trained on and wants more
    clusters than it was trained with (splits made since do not count: they patch the old
    centroids, a retrain re-fits them all). queries: it served long_retrain_queries searches and
    long_retrain_change of it (as a share of what it was trained on) changed meanwhile.
    """
    if use.count <= 0:
        return None
    trained = max(use.trained_count, 1)
    if use.count >= config.long_retrain_growth * trained and use.wanted_nlist > use.trained_nlist:
        return "growth"
    if (
        config.long_retrain_queries > 0
        and use.queries >= config.long_retrain_queries
        and use.changed >= config.long_retrain_change * trained
    ):
        return "queries"
    return None


def information_of(records: Sequence[MemoryRecord | None], config: TierConfig) -> np.ndarray:
    """Return, per record, whether it says so little that it may go to the long tier early:
    (n,) bool, True when its text's information_bits is under long_demote_information_bits
    and its importance at most long_demote_max_importance (False for a missing record, and
    for all when the threshold is 0)."""
    if config.long_demote_information_bits <= 0:
        return np.zeros(len(records), dtype=bool)
    return np.array(
        [
            r is not None
            and r.importance <= config.long_demote_max_importance
            and information_bits(r.content) < config.long_demote_information_bits
            for r in records
        ],
        dtype=bool,
    )
