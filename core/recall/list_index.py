"""A packed per-pool index for List: the header fields List's filters and sort orders read, as
numpy arrays, so a page is a vectorised filter and a binary search in a sorted order, and only
the page's own rows are read from the store and decoded.

What is indexed, per memory (a slot): its id (16 bytes), status, memory type, session (a code
into the pool's table of sessions), created_at, updated_at, importance, whether the slot is
alive, and its tags and metadata pairs as (slot, code) pairs. Texts are not held (they would
double the pool in memory): ``text_contains`` narrows by the index, then reads the texts of
the candidates (memoryd.core.recall.listing). Access statistics are not held either: they
change on every recall, without a commit; an access order reads them when it is sorted.

Freshness: ``Records.watch`` tells ``ListIndexes.touched`` the ids of every commit, by pool;
they wait in the pool's pending set (the write path only adds to a set) and are read again
from the store by the next List of that pool (``PoolIndex.refresh``), so a List started after
a write's commit returned sees it. A changed memory's slot dies and the memory is appended
under a new slot; the dead are compacted away when they are half the slots.

Memory: 47 bytes a memory of columns, 24 of the order by id, 8 a tag and 8 a metadata pair
(``PoolIndex.nbytes``): ~90 bytes a memory with one tag and one pair, ~9 MB for 100k; each kept
sorted order adds 16 (write order) or 24 bytes a matching memory, at most _KEPT_ORDERS a pool.
The interned sessions, tags and pairs are held once per pool.

Isolation: one index per pool (Scope.pool_key), built from the pool's own id index in the
store, each record checked to be of that pool; every row a page returns is read again and
checked again (memoryd.core.recall.listing).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Literal

import numpy as np

from memoryd.core.lru import LruCache
from memoryd.core.recall.filters import MemoryFilter
from memoryd.core.types import MemoryRecord, MemoryType, Status

_ID = np.dtype("S16")  # ids are 16 bytes (memoryd.core.ids); compared as raw bytes
_STATUS = {s: i for i, s in enumerate(Status)}
_TYPE = {t: i for i, t in enumerate(MemoryType)}
_KEPT_POOLS = 8  # pools indexed at once
_KEPT_ORDERS = 4  # sorted orders kept per pool, each ~20-28 bytes a matching memory
# Record-key orders of List's order_by (the access orders are sorted by listing.py).
RECORD_KEYS = ("created_at", "updated_at", "importance")


def _ids(raw: Iterable[bytes]) -> np.ndarray:
    return np.array(list(raw), dtype=_ID)


def ids_of(packed: np.ndarray) -> list[bytes]:
    """Return the ids of an S16 array as bytes (tobytes: indexing strips trailing NULs)."""
    raw = packed.tobytes()
    return [raw[i : i + 16] for i in range(0, len(raw), 16)]


@dataclass(frozen=True, slots=True)
class Order:
    """Matching memories of a pool ascending by (key, id): ``ids`` S16; ``keys`` float64, or
    None for the write order (by id alone). Never changed once made."""

    ids: np.ndarray
    keys: np.ndarray | None

    def __len__(self) -> int:
        return len(self.ids)

    def position(self, key: float, memory_id: bytes, after: bool) -> int:
        """Return the index of the first entry above (key, id) when ``after``, else of the
        first at or above it."""
        side: Literal["left", "right"] = "right" if after else "left"
        probe = np.array([memory_id], dtype=_ID)
        if self.keys is None:
            return int(np.searchsorted(self.ids, probe, side=side)[0])
        lo = int(np.searchsorted(self.keys, key, side="left"))
        hi = int(np.searchsorted(self.keys, key, side="right"))
        return lo + int(np.searchsorted(self.ids[lo:hi], probe, side=side)[0])

    def page(
        self, after: tuple[float, bytes] | None, size: int, ascending: bool
    ) -> tuple[list[tuple[float, bytes]], bool]:
        """Return the next ``size`` (key, id) after the cursor position ``after`` (None: from
        the start) in the asked direction, and whether more follow."""
        if ascending:
            start = self.position(*after, after=True) if after else 0
            chosen = slice(start, start + size)
            more = start + size < len(self)
            step = 1
        else:
            end = self.position(*after, after=False) if after else len(self)
            chosen = slice(max(0, end - size), end)
            more = end - size > 0
            step = -1
        ids = ids_of(self.ids[chosen])[::step]
        if self.keys is None:
            return [(0.0, i) for i in ids], more
        keys = self.keys[chosen].tolist()[::step]
        return list(zip(keys, ids, strict=True)), more


class PoolIndex:
    """The packed index of one pool; thread-safe (``touched`` may be called from any thread
    while a List reads)."""

    def __init__(self, pool_key: bytes, max_pending: int) -> None:
        self.pool_key = pool_key
        self._lock = threading.Lock()  # the arrays, while refreshed or read
        self._pending_lock = threading.Lock()  # only the pending set: the write path's
        self._pending: set[bytes] = set()
        self._overflow = False  # more pending than re-reading is worth: build anew
        self._max_pending = max_pending
        self.built = False
        self.version = 0  # changes whenever a refresh changed anything
        self._orders: LruCache[str, tuple[int, Order]] = LruCache(_KEPT_ORDERS)
        self._clear()

    def _clear(self) -> None:
        self.ids = np.empty(0, _ID)
        self.alive = np.empty(0, np.bool_)
        self.status = np.empty(0, np.uint8)
        self.mtype = np.empty(0, np.uint8)
        self.session = np.empty(0, np.int32)
        self.created = np.empty(0, np.float64)
        self.updated = np.empty(0, np.float64)
        self.importance = np.empty(0, np.float64)
        self.tag_slot = np.empty(0, np.int32)
        self.tag_code = np.empty(0, np.int32)
        self.pair_slot = np.empty(0, np.int32)
        self.pair_code = np.empty(0, np.int32)
        self._sessions: dict[str, int] = {}
        self._tags: dict[str, int] = {}
        self._pairs: dict[tuple[str, str], int] = {}
        self.by_id = np.empty(0, np.int64)  # alive slots, ascending by id
        self.sorted_ids = np.empty(0, _ID)  # ids[by_id]

    # ------------------------------------------------------------------ freshness

    def touched(self, ids: Iterable[bytes]) -> None:
        """Note ids a commit wrote or erased in this pool (read again by the next refresh)."""
        with self._pending_lock:
            if self._overflow:
                return
            self._pending.update(ids)
            if len(self._pending) > self._max_pending:
                self._overflow = True
                self._pending.clear()

    def refresh(
        self,
        pool_ids: Callable[[], Iterable[list[bytes]]],
        read: Callable[[list[bytes]], list[MemoryRecord]],
    ) -> None:
        """Bring the index up to date: built from ``pool_ids`` (chunks of the pool's ids)
        when new or overflowed, else the pending ids read again with ``read`` (the records
        of the pool among them; a missing one is gone). Call with the lock held."""
        with self._pending_lock:
            pending, self._pending = self._pending, set()
            rebuild, self._overflow = (self._overflow or not self.built), False
        if rebuild:
            self._clear()
            for chunk in pool_ids():
                self._append(read(chunk))
            self._sort_by_id()
            self.built = True
            self.version += 1
            return
        if not pending:
            return
        changed = sorted(pending)
        found = self._slots_of(changed)
        self.alive[found[found >= 0]] = False
        fresh = read(changed)
        self._append(fresh)
        if len(self.ids) > 64 and np.count_nonzero(self.alive) * 2 < len(self.ids):
            self._compact()
        self._sort_by_id()
        self.version += 1

    def _slots_of(self, ids: list[bytes]) -> np.ndarray:
        """Return the live slot of each id (sorted ids), -1 where it has none."""
        probe = _ids(ids)
        if not len(self.sorted_ids):  # an empty pool (or every memory gone): no slots
            return np.full(len(probe), -1, np.int64)
        at = np.searchsorted(self.sorted_ids, probe)
        inside = at < len(self.sorted_ids)
        hit = np.zeros(len(probe), np.bool_)
        hit[inside] = self.sorted_ids[at[inside]] == probe[inside]
        return np.where(hit, self.by_id[np.minimum(at, len(self.by_id) - 1)], -1)

    def _append(self, records: list[MemoryRecord]) -> None:
        """Add ``records`` (not in the index alive) as new slots."""
        if not records:
            return
        base = len(self.ids)
        sessions, tags, pairs = self._sessions, self._tags, self._pairs
        tag_slot: list[int] = []
        tag_code: list[int] = []
        pair_slot: list[int] = []
        pair_code: list[int] = []
        for n, r in enumerate(records, base):
            for tag in r.tags:
                tag_slot.append(n)
                tag_code.append(tags.setdefault(tag, len(tags)))
            for pair in r.metadata.items():
                pair_slot.append(n)
                pair_code.append(pairs.setdefault(pair, len(pairs)))
        self.ids = np.concatenate([self.ids, _ids(r.id for r in records)])
        self.alive = np.concatenate([self.alive, np.ones(len(records), np.bool_)])
        self.status = np.concatenate(
            [self.status, np.array([_STATUS[r.status] for r in records], np.uint8)]
        )
        self.mtype = np.concatenate(
            [self.mtype, np.array([_TYPE[r.memory_type] for r in records], np.uint8)]
        )
        codes = [sessions.setdefault(r.scope.session_id, len(sessions)) for r in records]
        self.session = np.concatenate([self.session, np.array(codes, np.int32)])
        for name, values in (
            ("created", [r.created_at for r in records]),
            ("updated", [r.updated_at for r in records]),
            ("importance", [r.importance for r in records]),
        ):
            setattr(self, name, np.concatenate([getattr(self, name), np.array(values, np.float64)]))
        self.tag_slot = np.concatenate([self.tag_slot, np.array(tag_slot, np.int32)])
        self.tag_code = np.concatenate([self.tag_code, np.array(tag_code, np.int32)])
        self.pair_slot = np.concatenate([self.pair_slot, np.array(pair_slot, np.int32)])
        self.pair_code = np.concatenate([self.pair_code, np.array(pair_code, np.int32)])

    def _compact(self) -> None:
        """Drop the dead slots (numbering the live ones afresh)."""
        keep = self.alive
        renumber = np.cumsum(keep, dtype=np.int64) - 1
        for name in ("ids", "status", "mtype", "session", "created", "updated", "importance"):
            setattr(self, name, getattr(self, name)[keep])
        self.alive = np.ones(len(self.ids), np.bool_)
        for slot_name, code_name in (("tag_slot", "tag_code"), ("pair_slot", "pair_code")):
            slots, codes = getattr(self, slot_name), getattr(self, code_name)
            live = keep[slots]
            setattr(self, slot_name, renumber[slots[live]].astype(np.int32))
            setattr(self, code_name, codes[live])

    def _sort_by_id(self) -> None:
        live = np.flatnonzero(self.alive)
        self.by_id = live[np.argsort(self.ids[live], kind="stable")]
        self.sorted_ids = self.ids[self.by_id]

    # ------------------------------------------------------------------ reading

    def matching(self, flt: MemoryFilter) -> np.ndarray:
        """Return a mask of the slots alive and meeting every condition of ``flt`` but its
        text (which the index does not hold). Call with the lock held."""
        mask = self.alive.copy()
        if flt.statuses:
            mask &= np.isin(self.status, [_STATUS[s] for s in flt.statuses])
        if flt.memory_types:
            mask &= np.isin(self.mtype, [_TYPE[t] for t in flt.memory_types])
        if flt.session_id:
            code = self._sessions.get(flt.session_id)
            if code is None:
                return np.zeros_like(mask)
            mask &= self.session == code
        for codes, slots, table, wanted in (
            (self.tag_code, self.tag_slot, self._tags, flt.tags),
            (self.pair_code, self.pair_slot, self._pairs, flt.metadata),
        ):
            for item in dict.fromkeys(wanted):
                code = table.get(item)  # type: ignore[call-overload]  # str or (str, str)
                if code is None:
                    return np.zeros_like(mask)
                has = np.zeros_like(mask)
                has[slots[codes == code]] = True
                mask &= has
        for column, after, before in (
            (self.created, flt.created_after, flt.created_before),
            (self.updated, flt.updated_after, flt.updated_before),
        ):
            if after is not None:
                mask &= column >= after
            if before is not None:
                mask &= column < before
        return mask

    def order(self, flt: MemoryFilter, order_by: str, binding: str) -> Order:
        """Return the matching slots' Order (write order for "", else by a RECORD_KEYS
        field), kept per ``binding`` while the index is unchanged. Lock held."""
        kept = self._orders.get(binding)
        if kept is not None and kept[0] == self.version:
            return kept[1]
        mask = self.matching(flt)
        slots = self.by_id[mask[self.by_id]]  # ascending by id
        if order_by:
            keys = getattr(self, _COLUMN[order_by])[slots]
            by_key = np.argsort(keys, kind="stable")  # ties stay by id
            order = Order(self.ids[slots[by_key]], keys[by_key])
        else:
            order = Order(self.ids[slots], None)
        self._orders.put(binding, (self.version, order))
        return order

    def candidates(self, flt: MemoryFilter) -> tuple[list[bytes], list[float]]:
        """Return the ids of the slots ``matching`` ``flt``, ascending, and their created_at
        (an access order's pending changes need it). Lock held."""
        mask = self.matching(flt)
        slots = self.by_id[mask[self.by_id]]
        return ids_of(self.ids[slots]), self.created[slots].tolist()

    def nbytes(self) -> int:
        """Return the bytes the arrays hold (the interned tables not counted)."""
        arrays = (self.ids, self.alive, self.status, self.mtype, self.session, self.created,
                  self.updated, self.importance, self.tag_slot, self.tag_code, self.pair_slot,
                  self.pair_code, self.by_id, self.sorted_ids)  # fmt: skip
        return sum(a.nbytes for a in arrays)

    @property
    def lock(self) -> threading.Lock:
        return self._lock


_COLUMN = {"created_at": "created", "updated_at": "updated", "importance": "importance"}


class ListIndexes:
    """The packed indexes of the pools listed lately (at most a few pools); thread-safe.
    ``touched`` is the ``Records.watch`` hook that keeps them fresh."""

    def __init__(self, capacity: int = _KEPT_POOLS, max_pending: int = 50_000) -> None:
        self._lock = threading.Lock()
        self._pools: OrderedDict[bytes, PoolIndex] = OrderedDict()
        self._capacity = capacity
        self._max_pending = max_pending

    def touched(self, pool_key: bytes, ids: list[bytes]) -> None:
        """Note that a commit wrote or erased ``ids`` of the pool (nothing if not indexed)."""
        with self._lock:
            index = self._pools.get(pool_key)
        if index is not None:
            index.touched(ids)

    def pool(self, pool_key: bytes) -> PoolIndex:
        """Return the pool's index (made empty, to be built by its first refresh). It takes
        ``touched`` ids from now on, so a commit made while it is built is read again."""
        with self._lock:
            index = self._pools.get(pool_key)
            if index is None:
                index = PoolIndex(pool_key, self._max_pending)
                self._pools[pool_key] = index
                while len(self._pools) > self._capacity:
                    self._pools.popitem(last=False)
            self._pools.move_to_end(pool_key)
            return index

    def built(self, pool_key: bytes) -> PoolIndex | None:
        """Return the pool's index when it is built, else None."""
        with self._lock:
            index = self._pools.get(pool_key)
        return index if index is not None and index.built else None

    def nbytes(self) -> int:
        """Return the bytes the indexed pools' arrays hold."""
        with self._lock:
            return sum(index.nbytes() for index in self._pools.values())
