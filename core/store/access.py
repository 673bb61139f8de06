"""Access statistics (count, last access): kept apart from the records, in the ACCESS table.

Every recall hit, merge and feedback changes them, so they must be cheap to write: 16 bytes a
memory, not a re-encoded record. Changes accumulate here and the group-commit writer folds
them into one transaction about once a second. Up to that interval of statistics can be lost
on a crash: they are hints for ranking, not acknowledged writes.
"""

from __future__ import annotations

import struct
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from memoryd.core.ranges import MAX_COUNT, MAX_TIME_S, MIN_TIME_S, clamp_count, clamp_time
from memoryd.core.types import MemoryRecord

_VALUE = struct.Struct("<Qd")  # access count, last access (seconds since the epoch; 0 = never)


def encode_access(count: int, last: float | None) -> bytes:
    """Return the ACCESS table value for (count, last access)."""
    return _VALUE.pack(count, last or 0.0)


def decode_access(raw: bytes | None) -> tuple[int, float | None]:
    """Return (count, last access or None) from an ACCESS value (None: never accessed); a
    value out of range (stored before imports were checked) is clamped into it, a damaged one
    reads as never accessed."""
    if raw is None or len(raw) != _VALUE.size:
        return 0, None
    count, last = _VALUE.unpack(raw)
    if 0 <= count <= MAX_COUNT and MIN_TIME_S <= last <= MAX_TIME_S:
        return count, last or None  # in range (NaN is not): what clamping would return
    return clamp_count(count), clamp_time(last) or None


@dataclass
class Pending:
    """Changes not yet persisted: ``count`` more accesses, the latest at ``last``, and
    ``halfway`` moves (feedback said "ignored" at these times: last access moves halfway)."""

    count: int = 0
    last: float | None = None
    halfway: list[float] = field(default_factory=list)
    created_at: float = 0.0  # where a never-accessed memory's halfway move starts

    def applied(
        self, count: int, last: float | None, created_at: float
    ) -> tuple[int, float | None]:
        """Return (count, last access) after these changes."""
        count += self.count
        if self.last is not None:
            last = max(last or 0.0, self.last)
        for at in self.halfway:
            base = last if last is not None else created_at
            last = base + max(0.0, at - base) / 2
        return count, last


class AccessLog:
    """Pending access changes per memory id; thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pending: dict[bytes, Pending] = {}

    def touch(self, ids: list[bytes], at: float) -> None:
        """Count one access of each id at time ``at`` (seconds since the epoch)."""
        with self._lock:
            for memory_id in ids:
                p = self._pending.setdefault(memory_id, Pending())
                p.count += 1
                p.last = at if p.last is None else max(p.last, at)

    def halve(self, records: list[MemoryRecord], at: float) -> None:
        """Move each record's last access halfway towards ``at`` (a weak hit)."""
        with self._lock:
            for record in records:
                p = self._pending.setdefault(record.id, Pending())
                p.halfway.append(at)
                p.created_at = record.created_at

    def forget(self, ids: list[bytes]) -> None:
        """Drop pending changes of deleted memories."""
        with self._lock:
            for memory_id in ids:
                self._pending.pop(memory_id, None)

    def drain(self) -> dict[bytes, Pending]:
        """Return and clear every pending change."""
        with self._lock:
            pending, self._pending = self._pending, {}
        return pending

    def merge(self, changes: Mapping[bytes, Pending]) -> None:
        """Add changes counted elsewhere (a reader process's drained log) to the pending ones:
        counts add up, the later last access wins, halfway moves are kept in time order."""
        with self._lock:
            for memory_id, change in changes.items():
                p = self._pending.setdefault(memory_id, Pending())
                p.count += change.count
                if change.last is not None:
                    p.last = change.last if p.last is None else max(p.last, change.last)
                if change.halfway:
                    p.halfway = sorted(p.halfway + change.halfway)
                    p.created_at = p.created_at or change.created_at

    def applied_many(
        self,
        ids: list[bytes],
        stored: list[tuple[int, float | None]],
        created: Sequence[float],
    ) -> list[tuple[int, float | None]]:
        """Return ``stored`` (count, last access) of each id with its pending changes applied
        (as overlay_many does to records); ``created`` is each memory's created_at."""
        with self._lock:
            pending = self._pending
            out = list(stored)
            for n, memory_id in enumerate(ids):
                p = pending.get(memory_id)
                if p is not None:
                    out[n] = p.applied(*stored[n], created[n])
            return out

    def overlay_many(self, records: list[MemoryRecord]) -> None:
        """Apply the not-yet-persisted changes to ``records`` in place (records just read,
        owned by the caller): one lock for a whole page, no copy of each record."""
        with self._lock:
            pending = self._pending
            for record in records:
                p = pending.get(record.id)
                if p is not None:
                    record.access_count, record.last_accessed_at = p.applied(
                        record.access_count, record.last_accessed_at, record.created_at
                    )
