"""Recent recall answers, so an agent asking the same thing again (a retry, the same turn
re-planned) costs a dictionary lookup. Keyed by the pool's write generation: any write to the
pool makes its old answers unreachable at once; unreachable entries age out of the LRU."""

from __future__ import annotations

import hashlib
import time

import numpy as np

from memoryd.core.lru import LruCache
from memoryd.core.recall.filters import MemoryFilter
from memoryd.core.types import Hit, RecallQuery

# (pool key, session id, the pool's write generation, the query vector's digest, query text,
# top_k, include_history, min_score, routes, filter): what RecallCache.key builds.
CacheKey = tuple[
    bytes, str, int, bytes, str, int, bool, float | None, tuple[str, ...], MemoryFilter
]


class RecallCache:
    """Answers by (pool, generation, query) for ``ttl_s`` seconds; thread-safe."""

    def __init__(self, size: int, ttl_s: float) -> None:
        self._entries: LruCache[CacheKey, tuple[float, list[Hit]]] = LruCache(max(1, size))
        self._ttl_s = ttl_s
        self._enabled = size > 0 and ttl_s > 0

    @staticmethod
    def key(query: RecallQuery, vector: np.ndarray, generation: int) -> CacheKey:
        """Return the cache key of a query: its scope, vector, options and the pool's
        generation (replays with as_of are never cached)."""
        digest = hashlib.blake2b(vector.tobytes(), digest_size=16).digest()
        return (
            query.scope.pool_key,
            query.scope.session_id,
            generation,
            digest,
            query.query,
            query.top_k,
            query.include_history,
            query.min_score,
            query.routes,
            query.filter,
        )

    def get(self, key: CacheKey) -> list[Hit] | None:
        """Return the cached hits under ``key`` if still fresh, else None."""
        if not self._enabled:
            return None
        entry = self._entries.get(key)
        if entry is None or entry[0] < time.monotonic():
            return None
        return entry[1]

    def put(self, key: CacheKey, hits: list[Hit]) -> None:
        """Remember ``hits`` under ``key`` for ttl_s seconds."""
        if self._enabled:
            self._entries.put(key, (time.monotonic() + self._ttl_s, hits))
