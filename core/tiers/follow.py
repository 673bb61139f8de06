"""A reader process's indexes kept current with the writer's commits (docs/all-cores.md).

The writer appends what each commit touched to the change log (memoryd.core.store.changes).
A reader, before it answers, reads the entries it has not applied and brings its in-memory
indexes to the same state the writer's are in: records written are indexed (tiers, keyword
and context indexes, turn chain, the recent route, counts), records erased are dropped,
records changed in place make their pool's cached answers stale, and a pool whose long tier
changed reads that tier again. The store is the truth: an entry only says where to look, so
applying an entry twice is harmless (start-up reads the log's position before it scans).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from memoryd.core.store.changes import UNKNOWN_POOL, ChangeEntry, ChangeSource
from memoryd.core.store.records import Records, count_key
from memoryd.core.store.storage import Table
from memoryd.core.tiers.recent import RecentIndex
from memoryd.core.tiers.registry import Pools
from memoryd.core.types import MemoryRecord, Tier

_BATCH = 256  # entries read per read transaction while catching up


class FellBehind(Exception):
    """The writer trimmed entries this reader had not applied: its indexes can no longer be
    brought up to date from the log; the reader restarts (and rebuilds them from the store)."""


@dataclass(frozen=True, slots=True)
class Applied:
    """What one catch-up applied: entries, memories indexed, memories dropped."""

    entries: int = 0
    indexed: int = 0
    dropped: int = 0


class Follower:
    """Applies the writer's change log to one reader's indexes; thread-safe (one catch-up at
    a time; the others wait for it, so every read answers from at least the state it saw
    committed when it started)."""

    def __init__(
        self,
        source: ChangeSource,
        records: Records,
        pools: Pools,
        recent: RecentIndex,
        sequence: int,
        notify: Callable[[dict[bytes, list[bytes]]], None],
    ) -> None:
        self._source = source
        self._records = records
        self._pools = pools
        self._recent = recent
        self._notify = notify
        self._sequence = sequence  # the last entry applied (or reflected by start-up's scan)
        self._lock = threading.Lock()

    @property
    def sequence(self) -> int:
        """Return the sequence of the last change entry applied."""
        return self._sequence

    def catch_up(self) -> Applied:
        """Apply every committed entry not applied yet; return what was applied. Raises
        FellBehind when the log no longer holds the next entry."""
        if self._source.last_change() <= self._sequence:  # the common case: one read
            return Applied()
        entries = indexed = dropped = 0
        with self._lock:
            while True:
                batch = self._source.changes_after(self._sequence, _BATCH)
                if not batch:
                    return Applied(entries, indexed, dropped)
                if batch[0].sequence != self._sequence + 1:
                    raise FellBehind(
                        f"the change log starts at {batch[0].sequence}, this reader applied "
                        f"up to {self._sequence}: restart it to rebuild its indexes"
                    )
                for entry in batch:
                    added, gone = self._apply(entry)
                    self._sequence = entry.sequence
                    entries += 1
                    indexed += added
                    dropped += gone

    def _apply(self, entry: ChangeEntry) -> tuple[int, int]:
        """Bring the indexes to what the store holds for the ids of ``entry``; return
        (memories indexed, memories dropped)."""
        store, codec = self._records.store, self._records.codec
        # This process made none of these commits, so its header cache never heard of them:
        # drop what it kept of every id named before reading them again (a stale status
        # would let a suppressed memory be recalled).
        self._records.headers.invalidate(i for ids in entry.touched.values() for i in ids)
        touched: dict[bytes, list[bytes]] = {
            pool: ids for pool, ids in entry.touched.items() if pool != UNKNOWN_POOL
        }
        in_place = entry.touched.get(UNKNOWN_POOL, [])
        if in_place:  # changed by id (a status move): the record names its pool
            raws = store.get_many(Table.RECORDS, in_place)
            for memory_id, raw in zip(in_place, raws, strict=True):
                header = None if raw is None else codec.read(memory_id, raw, content=False)
                if header is not None:
                    touched.setdefault(header.scope.pool_key, []).append(memory_id)
        named = {pool: set(ids) for pool, ids in entry.touched.items() if pool != UNKNOWN_POOL}
        now = time.time()
        indexed = dropped = 0
        for pool_key, ids in touched.items():
            written = named.get(pool_key, set())
            raws = store.get_many(Table.RECORDS, ids)
            tiers = self._pools.tiers_of(pool_key, ids)
            new: list[MemoryRecord] = []
            reindexed: set[bytes] = set()
            for memory_id, raw, tier in zip(ids, raws, tiers, strict=True):
                record = None if raw is None else codec.read(memory_id, raw, events=False)
                if record is None or record.scope.pool_key != pool_key:
                    if tier is not None:  # erased (or moved away by an import)
                        index = self._pools.index(pool_key)
                        if index is not None:
                            index.remove(memory_id)
                            dropped += 1
                    continue
                if tier is None:
                    new.append(record)
                elif memory_id in written and tier is not Tier.LONG:
                    # Stored again under its id (an import over it): indexed as it is now.
                    index = self._pools.index(pool_key)
                    if index is not None:
                        index.remove(memory_id)
                    new.append(record)
                    reindexed.add(memory_id)
            if new:
                vectors = self._records.vectors([r.id for r in new])
                stored = [
                    (r, v) for r, v in zip(new, vectors, strict=True) if v is not None
                ]  # records and vectors commit together: a record has its vector
                self._pools.index_new(stored, now, self._recent)
                # index_new counted every one; an import over an indexed id was counted before
                again = [(count_key(r), -1) for r, _ in stored if r.id in reindexed]
                if again:
                    self._pools.count(pool_key, again)
                indexed += len(stored)
            self._pools.bump(pool_key)
        for pool_key in entry.long_pools:
            index = self._pools.index(pool_key)
            if index is not None:
                index.reload_long()
            self._pools.bump(pool_key)
        if touched:
            self._notify(touched)
        return indexed, dropped
