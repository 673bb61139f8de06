"""Decoded record headers kept between reads, each valid exactly while its stored bytes are the
same.

Why: a Recall reads the headers of its ~50 candidates, and decoding one (layout, checksum,
orjson, range checks) costs ~5.5 us where copying a decoded one costs ~0.5 us; a pool's recalls
keep drawing the same memories. A cached header is only handed out when the bytes just read
from the store equal the bytes it was decoded from (a memcmp of ~300 bytes, ~0.1 us), so a
record changed by any writer, in this process or another, is decoded afresh: the cache can be
cold, never stale.
"""

from __future__ import annotations

import dataclasses
import operator
import threading
from collections import OrderedDict
from collections.abc import Callable

from memoryd.core.types import MemoryRecord

_FIELDS = operator.attrgetter(*(f.name for f in dataclasses.fields(MemoryRecord)))

# (record id, with events) -> (the stored bytes, the record decoded from them)
_Key = tuple[bytes, bool]
_Entry = tuple[bytes, MemoryRecord]


def copied(record: MemoryRecord) -> MemoryRecord:
    """Return a shallow copy of ``record`` (readers fill in access statistics, tier and text
    on what they are given, so the cached one is never handed out itself)."""
    return MemoryRecord(*_FIELDS(record))


class HeaderCache:
    """At most ``capacity`` decoded headers, the least recently read evicted first;
    thread-safe. Capacity 0 turns it off (every read decodes)."""

    def __init__(self, capacity: int) -> None:
        self._capacity = capacity
        self._items: OrderedDict[_Key, _Entry] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def header(
        self,
        record_id: bytes,
        raw: bytes,
        events: bool,
        decode: Callable[[bytes, bytes], MemoryRecord | None],
    ) -> MemoryRecord | None:
        """Return a fresh copy of the header stored as ``raw`` (``decode(record_id, raw)``
        when not cached from these very bytes; None, not cached, when it cannot be read)."""
        if self._capacity <= 0:
            return decode(record_id, raw)
        key = (record_id, events)
        with self._lock:
            entry = self._items.get(key)
            if entry is not None and entry[0] == raw:
                self._items.move_to_end(key)
                self.hits += 1
                return copied(entry[1])
        record = decode(record_id, raw)
        if record is None:
            return None
        kept = copied(record)  # the caller may change the one it gets
        with self._lock:
            self.misses += 1
            self._items[key] = (bytes(raw), kept)
            self._items.move_to_end(key)
            while len(self._items) > self._capacity:
                self._items.popitem(last=False)
        return record

    def __len__(self) -> int:
        with self._lock:
            return len(self._items)
