"""The active memories a new text is compared with: its nearest in its pool, and for a text
that says a single-valued attribute changed, farther ones about that attribute."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from memoryd.core.config import LifecycleConfig
from memoryd.core.lifecycle.decide import neighbour_floor
from memoryd.core.text.attributes import attributes_of
from memoryd.core.tiers.pool import PoolIndex
from memoryd.core.types import MemoryRecord, Scope, Status

# read(ids, content) -> records (None when missing), in order; content=False reads headers.
Reader = Callable[..., list[MemoryRecord | None]]


@dataclass(frozen=True, slots=True)
class Neighbours:
    """The candidates (record with its text, cosine), most similar first, and the least cosine
    a far one needed (``floor``; the conflict threshold unless the text states a change)."""

    candidates: list[tuple[MemoryRecord, float]]
    floor: float


def gather(
    content: str,
    scope: Scope,
    vector: np.ndarray,
    pool: PoolIndex | None,
    read: Reader,
    conflict_threshold: float,
    config: LifecycleConfig,
    oversample: int,
) -> Neighbours:
    """Return the active neighbours of a new text (``vector``: its unit float32 embedding) in
    ``pool`` that the write path may judge it against; only those are read with their texts
    (most writes have none)."""
    floor = neighbour_floor(content, conflict_threshold, config.changed_attribute_floor)
    if pool is None:
        return Neighbours([], floor)
    k = config.candidates
    # A stated change looks further: the fact it replaces may share few words with it.
    changed = floor < conflict_threshold
    reach = config.changed_attribute_reach if changed else k
    # Shallow: a near-duplicate or a conflict is among the closest few clusters of the long
    # tier; a recall-deep search per write would cap ingest on big pools.
    found = [
        c for c in pool.search(vector, reach * oversample, shallow=True) if c.similarity >= floor
    ]
    if not found:
        return Neighbours([], floor)
    headers = read([c.id for c in found], content=False)
    active = [
        (r, c.similarity)
        for c, r in zip(found, headers, strict=True)
        if r is not None and r.status is Status.ACTIVE and r.scope.same_pool(scope)
    ]
    near = [n for n in active if n[1] >= conflict_threshold][:k]
    far = [n for n in active if n[1] < conflict_threshold]
    if changed:  # the closest few, then those stating what changed (as read at write)
        stated = attributes_of(content)
        far = far[: 4 * k] + [
            n for n in far[4 * k :] if n[0].attributes is None or stated & set(n[0].attributes)
        ]
    picked = near + far[:reach]
    full = read([r.id for r, _ in picked])
    return Neighbours(
        [(r, sim) for r, (_, sim) in zip(full, picked, strict=True) if r is not None], floor
    )
