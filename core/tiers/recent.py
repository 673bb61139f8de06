"""The "recent" recall route: each pool's newest memories, by creation time.

Per pool, the newest ``capacity`` memories as (created_at, session_id, id), loaded from the
store the first time the pool is asked about (one pass over its records), then kept up to date
by the engine after each committed write. Deleted or changed memories may linger here: recall
reads every candidate's record and drops what is gone or not recallable, so this index never
needs to hear about deletes. Thread-safe.
"""

from __future__ import annotations

import bisect
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable

__all__ = ["RecentIndex"]

# (created_at, session_id, id) of a pool's memories.
Loader = Callable[[bytes], Iterable[tuple[float, str, bytes]]]


class RecentIndex:
    """Newest memories per pool; ``load(pool_key)`` yields a pool's memories from the store.

    Holds ``capacity`` entries for each of at most ``max_pools`` pools (the least recently
    asked are dropped and loaded again when asked: ~100 bytes an entry).
    """

    def __init__(self, capacity: int, load: Loader, max_pools: int = 8_192) -> None:
        self._capacity = max(1, capacity)
        self._max_pools = max(1, max_pools)
        self._load = load
        self._lock = threading.Lock()
        # pool -> entries sorted oldest first, at most capacity of them; least recent first
        self._pools: OrderedDict[bytes, list[tuple[float, str, bytes]]] = OrderedDict()

    def added(self, pool_key: bytes, entries: Iterable[tuple[float, str, bytes]]) -> None:
        """Note memories just committed to ``pool_key`` (ignored until the pool is loaded:
        the load reads them from the store)."""
        with self._lock:
            rows = self._pools.get(pool_key)
            if rows is None:
                return
            known = {e[2] for e in rows}
            for entry in entries:
                if entry[2] not in known:
                    bisect.insort(rows, entry)
            del rows[: max(0, len(rows) - self._capacity)]

    def newest(self, pool_key: bytes, session_id: str, k: int, at: float) -> list[bytes]:
        """Return up to ``k`` ids of the pool's newest memories created at or before ``at``,
        newest first: the session's first (when ``session_id``), then the pool's."""
        if k <= 0:
            return []
        with self._lock:
            rows = self._pools.get(pool_key)
            if rows is None:
                loaded = sorted(self._load(pool_key))
                rows = self._pools[pool_key] = loaded[-self._capacity :]
                while len(self._pools) > self._max_pools:
                    self._pools.popitem(last=False)
            self._pools.move_to_end(pool_key)
            end = bisect.bisect_right(rows, (at, "\U0010ffff", b"\xff" * 64))
            window = rows[:end][::-1]
        chosen: list[bytes] = []
        if session_id:
            chosen = [i for _, s, i in window if s == session_id][:k]
        for _, _, memory_id in window:
            if len(chosen) >= k:
                break
            if memory_id not in chosen:
                chosen.append(memory_id)
        return chosen
