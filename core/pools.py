"""The engine's pools: each pool's tier index, its counts by status and type, and its age."""

from __future__ import annotations

import os
import threading
from collections import Counter

from memoryd.core.config import TierConfig
from memoryd.core.pool import PoolIndex
from memoryd.core.storage import Store
from memoryd.core.store.records import CountKey
from memoryd.core.types import Tier


def process_rss_bytes() -> int:
    """Return this process's resident set size in bytes (0 where /proc is not available)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


class Pools:
    """Every pool of one engine, by pool key (memoryd.core.types.Scope.pool_key); thread-safe.

    Counts are kept in memory (rebuilt from LMDB at start) so Stats never scans records.
    """

    def __init__(self, dim: int, config: TierConfig, store: Store | None = None) -> None:
        self._dim = dim
        self._config = config
        self._store = store  # where pools keep their long tiers (None: no long tier)
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
                    self._dim, self._config, self._store, pool_key
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
