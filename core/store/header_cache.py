"""Decoded record headers kept in memory by id, so that a recall does not decode the ~50
headers of its candidates from LMDB on every call (issue #15: a quarter of a vector recall).

What is kept: a record as ``RecordCodec.decode_header`` returns it without events (text "",
events (), no access statistics, no tier). ``get_many`` hands out copies (``copied``), which
the reader then completes in place (Records._complete); ``shared_many`` the kept objects
themselves, for a reader that only reads them (recall's candidates: Records.read_shared), and
copies only the few it returns.

Freshness: ``Records`` invalidates every id a commit wrote or erased once the commit is done,
before the write call returns, so a read started after a write returned sees it. A header read
from the store is kept only if no commit was noted since the read began (``epoch``): a read
racing a commit never keeps the version the commit replaced. A commit keeps the records it
stored anew (decoded from the bytes it wrote) when no other commit was noted meanwhile.
Only commits made through this process's Records are noted: a process that reads a store
another process writes must ``invalidate`` the ids of each commit it follows (a reader
process's Follower does, memoryd.core.tiers.follow), or keep no headers (capacity 0,
StoreConfig.header_cache).

Texts: the decompressed text of a header's record is kept beside it once a recall has read it
(``texts_many`` / ``put_texts``), under the same freshness rules and dropped with it: the hits
of one pool's recalls are mostly the same few memories, and each text cost an LMDB read, a
checksum and a zstd frame to decode (~8 % of a recall).

Memory: about 2 KB a header (the record's Python objects and the LRU's entry: a load-profile
server holding 20k gained 43 MB of RSS) plus its text when kept, at most ``capacity`` headers
engine-wide, the least recently read dropped first.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import fields
from operator import attrgetter

from memoryd.core.types import MemoryRecord

_FIELDS = attrgetter(*(f.name for f in fields(MemoryRecord)))


def copied(record: MemoryRecord) -> MemoryRecord:
    """Return a shallow copy of ``record`` (its tuples, scope and metadata shared: no reader
    changes those in place). ~0.6 us, a tenth of decoding the header again."""
    return MemoryRecord(*_FIELDS(record))


class HeaderCache:
    """Decoded headers (no text, no events) by id, the most recently read kept; thread-safe."""

    def __init__(self, capacity: int) -> None:
        self._lock = threading.Lock()
        self._entries: OrderedDict[bytes, MemoryRecord] = OrderedDict()
        self._texts: dict[bytes, str] = {}  # of ids in _entries only
        self._capacity = capacity
        self._epoch = 0  # counts invalidations

    @property
    def capacity(self) -> int:
        """Return how many headers may be kept (0: none)."""
        return self._capacity

    @property
    def epoch(self) -> int:
        """Return the count of invalidations so far (take it before reading the store)."""
        return self._epoch

    def get_many(self, ids: Sequence[bytes]) -> list[MemoryRecord | None]:
        """Return a copy of each id's kept header, None where none is kept."""
        return [None if h is None else copied(h) for h in self.shared_many(ids)]

    def shared_many(self, ids: Sequence[bytes]) -> list[MemoryRecord | None]:
        """Return each id's kept header itself, None where none is kept: shared with every
        other reader, so never changed (``copied`` makes one a reader may change)."""
        if not self._capacity:
            return [None] * len(ids)
        entries = self._entries
        with self._lock:
            found = [entries.get(memory_id) for memory_id in ids]
            for memory_id, header in zip(ids, found, strict=True):
                if header is not None:
                    entries.move_to_end(memory_id)
        return found

    def put_many(self, epoch: int, headers: Iterable[MemoryRecord]) -> None:
        """Keep a copy of each of ``headers`` (decoded without text and events) unless a
        commit was noted since ``epoch`` (then one of them may be older than the store)."""
        if not self._capacity:
            return
        entries = self._entries
        with self._lock:
            if epoch != self._epoch:
                return
            for header in headers:
                entries[header.id] = copied(header)
                entries.move_to_end(header.id)
                self._texts.pop(header.id, None)  # kept again: its text is read again too
            while len(entries) > self._capacity:
                dropped, _ = entries.popitem(last=False)
                self._texts.pop(dropped, None)

    def texts_many(self, ids: Sequence[bytes]) -> list[str | None]:
        """Return each id's kept text, None where none is kept."""
        if not self._capacity:
            return [None] * len(ids)
        texts = self._texts
        with self._lock:
            return [texts.get(memory_id) for memory_id in ids]

    def put_texts(self, epoch: int, texts: Iterable[tuple[bytes, str]]) -> None:
        """Keep the text of each (id, text) whose header is kept, unless a commit was noted
        since ``epoch`` (then a text may be older than the store)."""
        if not self._capacity:
            return
        with self._lock:
            if epoch != self._epoch:
                return
            for memory_id, text in texts:
                if memory_id in self._entries:
                    self._texts[memory_id] = text

    def invalidate(self, ids: Iterable[bytes]) -> None:
        """Drop the headers of ``ids`` (a commit wrote or erased them)."""
        entries = self._entries
        with self._lock:
            self._epoch += 1
            for memory_id in ids:
                entries.pop(memory_id, None)
                self._texts.pop(memory_id, None)

    def __len__(self) -> int:
        return len(self._entries)
