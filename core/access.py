"""Access statistics (count, last access) gathered on recall hits and persisted in batches.

A transaction per recall would cost a commit per query; instead hits accumulate here and the
group-commit writer folds them into one transaction about once a second. Up to that interval
of statistics can be lost on a crash: they are hints for ranking, not acknowledged writes.
"""

from __future__ import annotations

import threading
from dataclasses import replace

from memoryd.core.types import MemoryRecord


class AccessLog:
    """Pending access counts per memory id; thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pending: dict[bytes, tuple[int, float]] = {}

    def touch(self, ids: list[bytes], at: float) -> None:
        """Count one access of each id at time ``at`` (seconds since the epoch)."""
        with self._lock:
            for memory_id in ids:
                count, last = self._pending.get(memory_id, (0, at))
                self._pending[memory_id] = (count + 1, max(last, at))

    def forget(self, ids: list[bytes]) -> None:
        """Drop pending counts of deleted memories."""
        with self._lock:
            for memory_id in ids:
                self._pending.pop(memory_id, None)

    def take(self, memory_id: bytes) -> tuple[int, float] | None:
        """Remove and return one id's pending (accesses, last access), for a caller that
        writes the record itself and folds them in."""
        with self._lock:
            return self._pending.pop(memory_id, None)

    def drain(self) -> dict[bytes, tuple[int, float]]:
        """Return and clear the pending counts: id -> (accesses, last access time)."""
        with self._lock:
            pending, self._pending = self._pending, {}
        return pending

    def overlay(self, record: MemoryRecord) -> MemoryRecord:
        """Return ``record`` with its not-yet-persisted accesses added."""
        with self._lock:
            pending = self._pending.get(record.id)
        if pending is None:
            return record
        return apply_access(record, *pending)


def apply_access(record: MemoryRecord, count: int, last: float) -> MemoryRecord:
    """Return ``record`` with ``count`` more accesses, the latest at ``last``."""
    return replace(
        record,
        access_count=record.access_count + count,
        last_accessed_at=max(last, record.last_accessed_at or 0.0),
    )
