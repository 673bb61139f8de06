"""The engine's pools: each pool's tier index, its counts by status and type, and its age;
and indexing what was just committed (index_new)."""

from __future__ import annotations

import threading
from collections import Counter

import numpy as np

from memoryd.core.config import TierConfig
from memoryd.core.store.records import CountKey, count_key
from memoryd.core.store.storage import Store
from memoryd.core.tiers.pool import PoolIndex
from memoryd.core.tiers.recent import RecentIndex
from memoryd.core.types import MemoryRecord, Tier


class Pools:
    """Every pool of one engine, by pool key (memoryd.core.types.Scope.pool_key); thread-safe.

    Counts are kept in memory (rebuilt from LMDB at start) so Stats never scans records.
    """

    def __init__(
        self, dim: int, config: TierConfig, store: Store | None = None, *, read_only: bool = False
    ) -> None:
        self._dim = dim
        self._config = config
        self._store = store  # where pools keep their long tiers (None: no long tier)
        self._read_only = read_only  # a reader process's pools: long tiers never written
        self._lock = threading.Lock()  # guards the three dicts
        self._indexes: dict[bytes, PoolIndex] = {}
        self._counts: dict[bytes, Counter[CountKey]] = {}
        self._born: dict[bytes, float] = {}  # earliest created_at: the pool's age
        self._generation: dict[bytes, int] = {}  # bumped by every change to the pool

    def index(self, pool_key: bytes) -> PoolIndex | None:
        """Return the pool's index, or None when the pool has never been written."""
        with self._lock:
            return self._indexes.get(pool_key)

    def index_for_writing(self, pool_key: bytes) -> PoolIndex:
        """Return the pool's index, created if needed."""
        with self._lock:
            index = self._indexes.get(pool_key)
            if index is None:
                index = self._indexes[pool_key] = PoolIndex(
                    self._dim, self._config, self._store, pool_key, read_only=self._read_only
                )
            return index

    def tiers_of(self, pool_key: bytes, ids: list[bytes]) -> list[Tier | None]:
        """Return the tier each id is indexed in (None: in none, or the pool has no index)."""
        index = self.index(pool_key)
        return index.tiers_of(ids) if index is not None else [None] * len(ids)

    def unindex(self, pool_key: bytes, ids: list[bytes]) -> None:
        """Remove ``ids`` from the pool's tier index (when it has one)."""
        index = self.index(pool_key)
        if index is not None:
            for memory_id in ids:
                index.remove(memory_id)

    def indexes(self) -> list[tuple[bytes, PoolIndex]]:
        """Return every (pool key, index), a snapshot."""
        with self._lock:
            return list(self._indexes.items())

    def count(self, pool_key: bytes, deltas: list[tuple[CountKey, int]]) -> None:
        """Add ``deltas`` to the pool's counts."""
        with self._lock:
            counts = self._counts.setdefault(pool_key, Counter())
            for key, delta in deltas:
                counts[key] += delta

    def counts(self, pool_key: bytes) -> Counter[CountKey]:
        """Return a copy of the pool's counts."""
        with self._lock:
            return Counter(self._counts.get(pool_key, Counter()))

    def total(self, pool_key: bytes | None = None) -> int:
        """Return how many memories one pool (or, with None, every pool) stores."""
        with self._lock:
            if pool_key is not None:
                return sum(self._counts.get(pool_key, Counter()).values())
            return sum(sum(c.values()) for c in self._counts.values())

    def bump(self, pool_key: bytes) -> None:
        """Record that the pool changed (cached recall answers of it are stale)."""
        with self._lock:
            self._generation[pool_key] = self._generation.get(pool_key, 0) + 1

    def generation(self, pool_key: bytes) -> int:
        """Return how many times the pool has changed since start."""
        with self._lock:
            return self._generation.get(pool_key, 0)

    def note_birth(self, pool_key: bytes, created_at: float) -> None:
        """Record a memory's created_at, so the pool's age is that of its oldest memory."""
        with self._lock:
            self._born[pool_key] = min(self._born.get(pool_key, created_at), created_at)

    def born(self, pool_key: bytes, default: float) -> float:
        """Return the created_at of the pool's oldest memory, or ``default``."""
        with self._lock:
            return self._born.get(pool_key, default)

    def index_new(
        self, stored: list[tuple[MemoryRecord, np.ndarray]], now: float, recent: RecentIndex
    ) -> None:
        """Index committed new memories (record, unit vector) in their pools' tiers and keyword
        indexes, count them, note their age, add them to ``recent`` (the "recent" recall
        route) and set each record's tier."""
        by_pool: dict[bytes, list[int]] = {}
        for i, (record, _) in enumerate(stored):
            by_pool.setdefault(record.scope.pool_key, []).append(i)
        for pool_key, rows in by_pool.items():
            pool = self.index_for_writing(pool_key)
            pool.add_many(
                [stored[i][0].id for i in rows],
                np.stack([stored[i][1] for i in rows]),
                np.array([stored[i][0].created_at for i in rows]),
                now,
                [stored[i][0].content for i in rows],
                [stored[i][0].scope.session_id for i in rows],
            )
            self.count(pool_key, [(count_key(stored[i][0]), 1) for i in rows])
            self.bump(pool_key)
            self.note_birth(pool_key, min(stored[i][0].created_at for i in rows))
            added = [stored[i][0] for i in rows]
            recent.added(pool_key, [(r.created_at, r.scope.session_id, r.id) for r in added])
        for record, _ in stored:
            index = self.index(record.scope.pool_key)
            record.tier = index.tier_of(record.id) if index is not None else None
