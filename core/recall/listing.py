"""A page of one pool's memories: filtered, in the order they were written (a walk of the
pool's id index, newest first by default) or sorted by a field, behind an opaque cursor.

The cursor names the last memory returned (and, for a sorted page, its sort key), so paging
is stable under writes: nothing present throughout is skipped or returned twice. A cursor is
bound to the filter and order it was made for. Every read goes through the pool's own index,
and every record is checked to be of the caller's pool again.

A sorted order needs every matching record's key: built once (a read of the pool's headers)
and kept in ``SortedOrders`` while the pool is unchanged (its generation), so paging through
a sorted pool reads the pool once, not once a page. The access orders (access_count,
last_accessed_at) change on every recall without a new generation: a first page (no cursor)
builds them afresh, and the pages that follow its cursor keep that order while the pool is
unchanged: a listing shows the access order as it was when it began (each row with its
current statistics), not re-sorted on every page, and recalls made meanwhile do not make it
skip or repeat a memory (unless another listing of the same order and filter starts, or the
order falls out of the few kept: the pages then follow the newer order).

Reads decode what they need and no more: a filter or a sort key is tested on the header
alone (no events ever, List shows none), and only the rows returned get their text, from the
bytes their header was read from (memoryd.core.store.records.Records.read_where).

With the engine's packed per-pool index (memoryd.core.recall.list_index) a filtered or sorted
page reads no header but its own rows': the index picks them (a vectorised filter, a binary
search in a kept order), and they are read and checked again. ``text_contains`` narrows by
the index and then reads the candidates' texts alone (the index holds no texts). The
unfiltered write order reads only what it returns anyway: it uses the index once it is built,
and does not build it. The pages are the same with the index and without (the property test
tests/property/test_list_index.py), but for a sparse filter over more than
MAX_SCANNED_PER_PAGE memories, where the path without it returns short pages and the index
full ones, and the last page, which without the index can be followed by an empty one.
"""

from __future__ import annotations

import base64
import bisect
import functools
import hashlib
from collections.abc import Callable
from dataclasses import dataclass

import orjson

from memoryd.core.config import LimitsConfig
from memoryd.core.errors import InvalidArgument
from memoryd.core.lru import LruCache
from memoryd.core.recall.filters import EMPTY_FILTER, MemoryFilter, check_filter
from memoryd.core.recall.list_index import RECORD_KEYS, ListIndexes, Order, PoolIndex
from memoryd.core.store.records import Records, Text
from memoryd.core.store.storage import Store
from memoryd.core.types import MemoryRecord, Scope
from memoryd.core.validation import check_scope

DEFAULT_PAGE = 50
# Records one call reads at most when a filter matches few: the page may then come back short
# (even empty) with a next_cursor, so no call walks a million-memory pool in one go.
MAX_SCANNED_PER_PAGE = 50_000
_CHUNK = 1_024  # ids read per step of the write-order walk

# Sort keys of List's order_by ("" is the write order, no sort).
SORT_KEYS: dict[str, Callable[[MemoryRecord], float]] = {
    "created_at": lambda r: r.created_at,
    "updated_at": lambda r: r.updated_at,
    "importance": lambda r: r.importance,
    "access_count": lambda r: float(r.access_count),
    "last_accessed_at": lambda r: r.last_accessed_at or 0.0,
}
ORDERS = ("", *SORT_KEYS)
# Keys that change only with the record (a new pool generation); the others are access stats.
_RECORD_KEYS = frozenset({"created_at", "updated_at", "importance"})
_KEPT_ORDERS = 4  # sorted orders kept (~160 bytes a memory each: 100k memories ~16 MB)


@dataclass(frozen=True, slots=True)
class ListQuery:
    """Which page of which pool: ``page_size`` 0 means DEFAULT_PAGE; ``cursor`` "" the first
    page; ``order_by`` one of ORDERS; newest / largest first unless ``ascending``."""

    scope: Scope
    filter: MemoryFilter = EMPTY_FILTER
    page_size: int = 0
    cursor: str = ""
    order_by: str = ""
    ascending: bool = False


@dataclass(frozen=True, slots=True)
class ListPage:
    """The memories of one page, in order, and the cursor of the next ("" after the last)."""

    records: list[MemoryRecord]
    next_cursor: str = ""


@dataclass(frozen=True, slots=True)
class _Position:
    memory_id: bytes
    key: float = 0.0


# (sort key, id) of every matching memory of a pool, ascending.
Entries = list[tuple[float, bytes]]


class SortedOrders:
    """The sorted entries of the last few sorted Lists, by pool, order and filter, each with
    the pool generation it was read at; thread-safe."""

    def __init__(self, capacity: int = _KEPT_ORDERS) -> None:
        self._kept: LruCache[tuple[bytes, str], tuple[int, Entries]] = LruCache(capacity)

    def entries(
        self,
        pool_key: bytes,
        binding: str,
        generation: int,
        build: Callable[[], Entries],
        fresh: bool = False,
    ) -> Entries:
        """Return the entries kept for (pool, binding) at ``generation``, else (or when
        ``fresh``) ``build()``'s, kept from now on. ``generation`` must be read before anything
        ``build`` reads, so entries built across a change are kept under the older generation
        and never reused."""
        kept = self._kept.get((pool_key, binding))
        if not fresh and kept is not None and kept[0] == generation:
            return kept[1]
        entries = build()
        self._kept.put((pool_key, binding), (generation, entries))
        return entries


def list_page(
    query: ListQuery,
    store: Store,
    records: Records,
    limits: LimitsConfig,
    orders: SortedOrders | None = None,
    generation: Callable[[bytes], int] | None = None,
    index: ListIndexes | None = None,
) -> ListPage:
    """Return the page ``query`` asks for, of ``query.scope``'s pool only; ``orders`` (with
    ``generation``: the pool's change count) keeps sorted orders between pages; ``index``
    (the packed per-pool indexes, memoryd.core.recall.list_index) finds the page's rows
    without reading the others. The pages are the same with it and without it."""
    check_scope(query.scope, limits)
    check_filter(query.filter, limits)
    size = query.page_size or DEFAULT_PAGE
    if not 1 <= size <= limits.max_list_page:
        raise InvalidArgument(
            "page_size", f"is {size}; allowed: 1..{limits.max_list_page}, or 0 for {DEFAULT_PAGE}"
        )
    if query.order_by not in ORDERS:
        raise InvalidArgument(
            "order_by",
            f"{query.order_by!r} is not an order; choose among "
            + ", ".join(repr(o) for o in ORDERS),
        )
    binding = _binding(query)
    after = _decode_cursor(query.cursor, binding) if query.cursor else None
    pool_key = query.scope.pool_key
    # The write order unfiltered reads every row it looks at: the index is not built for it
    # (a pool's first build reads every header), only used once built.
    if index is not None and (
        query.order_by or not query.filter.is_empty or index.built(pool_key) is not None
    ):
        return _indexed_page(
            query, size, after, binding, index.pool(pool_key), store, records, orders, generation
        )
    if query.order_by:
        build = functools.partial(_sorted_entries, query, store, records)
        if orders is not None and generation is not None:
            pool_key = query.scope.pool_key
            # An access order is read afresh by a first page (recalls reorder it without a
            # new generation); its later pages keep that order.
            fresh = query.order_by not in _RECORD_KEYS and after is None
            entries = orders.entries(pool_key, binding, generation(pool_key), build, fresh)
        else:
            entries = build()
        return _sorted_page(query, size, after, binding, entries, records)
    return _written_page(query, size, after, binding, store, records)


def _written_page(
    query: ListQuery,
    size: int,
    after: _Position | None,
    binding: str,
    store: Store,
    records: Records,
) -> ListPage:
    """Return a page in write order: walk the pool's id index from the cursor on."""
    keep = _keep(query)
    # Unfiltered, every record read is returned: its text at once, from one parse of it.
    flt = query.filter
    text = Text.ALL if flt.is_empty or flt.needs_content else Text.KEPT
    found: list[MemoryRecord] = []
    position = after.memory_id if after else None
    scanned = 0
    while len(found) < size and scanned < MAX_SCANNED_PER_PAGE:
        ids = store.pool_id_page(
            query.scope.pool_key, position, _CHUNK, descending=not query.ascending
        )
        if not ids:
            return ListPage(found)
        got, looked = records.read_where(ids, keep, limit=size - len(found), text=text)
        found += got
        scanned += looked
        position = ids[looked - 1]
        if len(ids) < _CHUNK and len(found) < size:  # the whole rest of the pool was read
            return ListPage(found)
    cursor = _encode_cursor(binding, _Position(position)) if position is not None else ""
    return ListPage(found, cursor)


def _indexed_page(
    query: ListQuery,
    size: int,
    after: _Position | None,
    binding: str,
    pool: PoolIndex,
    store: Store,
    records: Records,
    orders: SortedOrders | None,
    generation: Callable[[bytes], int] | None,
) -> ListPage:
    """Return the page through the pool's packed index: the rows chosen by the index, then
    read (and checked again) alone."""
    scope, flt, order_by = query.scope, query.filter, query.order_by

    def read_headers(ids: list[bytes]) -> list[MemoryRecord]:
        got, _ = records.read_where(
            ids, lambda r: r.scope.same_pool(scope), limit=len(ids), text=Text.NONE, stats=False
        )
        return got

    by_record = not order_by or order_by in RECORD_KEYS
    with pool.lock:
        pool.refresh(lambda: store.pool_id_chunks(scope.pool_key, _CHUNK), read_headers)
        # The index does not hold texts: the order of every other condition, then the texts.
        order = pool.order(flt, order_by, _binding(query, text=False)) if by_record else None
        candidates = None if by_record else pool.candidates(flt)
    if order is not None and not flt.needs_content:
        chosen, more = order.page(_at(after), size, query.ascending)
        return _read_page(query, chosen, more, binding, records)
    if order is not None and not order_by:
        return _text_walk(query, size, after, binding, order, records)

    def build() -> Entries:
        if order is not None:  # a record key: the order's entries whose text matches
            entries = order.page(None, len(order), ascending=True)[0]
            flags = records.texts_containing([i for _, i in entries], flt.folded)
            return [e for e, ok in zip(entries, flags, strict=True) if ok]
        assert candidates is not None
        ids, created = candidates
        if flt.needs_content:
            flags = records.texts_containing(ids, flt.folded)
            created = [c for c, ok in zip(created, flags, strict=True) if ok]
            ids = [i for i, ok in zip(ids, flags, strict=True) if ok]
        stats = records.access_stats(ids, created)
        if order_by == "access_count":
            keys = [float(count) for count, _ in stats]
        else:
            keys = [last or 0.0 for _, last in stats]
        return sorted(zip(keys, ids, strict=True))

    if orders is not None and generation is not None:
        fresh = not by_record and after is None  # as the path without the index
        entries = orders.entries(scope.pool_key, binding, generation(scope.pool_key), build, fresh)
    else:
        entries = build()
    return _sorted_page(query, size, after, binding, entries, records)


def _at(after: _Position | None) -> tuple[float, bytes] | None:
    return None if after is None else (after.key, after.memory_id)


def _read_page(
    query: ListQuery,
    chosen: list[tuple[float, bytes]],
    more: bool,
    binding: str,
    records: Records,
) -> ListPage:
    """Return the page of the ``chosen`` (key, id), read and checked again (a row changed
    since the index was refreshed is shown as it now is, or left out if it no longer
    matches); its cursor names the last chosen when ``more`` follow."""
    found, _ = records.read_where(
        [memory_id for _, memory_id in chosen], _keep(query), limit=len(chosen), text=Text.ALL
    )
    cursor = _encode_cursor(binding, _Position(chosen[-1][1], chosen[-1][0])) if more else ""
    return ListPage(found, cursor)


def _text_walk(
    query: ListQuery,
    size: int,
    after: _Position | None,
    binding: str,
    order: Order,
    records: Records,
) -> ListPage:
    """Return a page in write order of a filter with text_contains: the index's candidates
    from the cursor on, their texts read a chunk at a time (no header parsed for those that
    do not match), at most MAX_SCANNED_PER_PAGE of them a call, as without the index."""
    folded = query.filter.folded
    found: list[MemoryRecord] = []
    position = _at(after)
    scanned = 0
    while len(found) < size and scanned < MAX_SCANNED_PER_PAGE:
        chunk, more = order.page(position, _CHUNK, query.ascending)
        if not chunk:
            return ListPage(found)
        flags = records.texts_containing([i for _, i in chunk], folded)
        wanted: list[bytes] = []
        looked = 0
        for (_, memory_id), ok in zip(chunk, flags, strict=True):
            looked += 1
            if ok:
                wanted.append(memory_id)
                if len(found) + len(wanted) == size:
                    break
        scanned += looked
        position = chunk[looked - 1]
        got, _ = records.read_where(wanted, _keep(query), limit=len(wanted), text=Text.ALL)
        found += got
        if not more and looked == len(chunk):  # the last candidate was looked at
            return ListPage(found)
    assert position is not None
    return ListPage(found, _encode_cursor(binding, _Position(position[1], position[0])))


def _keep(query: ListQuery) -> Callable[[MemoryRecord], bool]:
    """Return the test a record read for ``query`` passes: of its pool, and matching."""
    scope, flt = query.scope, query.filter
    if flt.is_empty:
        return lambda r: r.scope.same_pool(scope)
    return lambda r: r.scope.same_pool(scope) and flt.matches(r)


def _sorted_entries(query: ListQuery, store: Store, records: Records) -> Entries:
    """Return (key, id) of every record of the pool that matches, sorted (key, then id)."""
    key_of = SORT_KEYS[query.order_by]
    keep = _keep(query)
    text = Text.ALL if query.filter.needs_content else Text.NONE
    stats = query.order_by not in _RECORD_KEYS  # the access orders sort by the statistics
    entries: Entries = []
    for chunk in store.pool_id_chunks(query.scope.pool_key, _CHUNK):
        got, _ = records.read_where(chunk, keep, limit=len(chunk), text=text, stats=stats)
        entries += [(key_of(r), r.id) for r in got]
    entries.sort()
    return entries


def _sorted_page(
    query: ListQuery,
    size: int,
    after: _Position | None,
    binding: str,
    entries: Entries,
    records: Records,
) -> ListPage:
    """Return the page after the cursor of ``entries`` (the pool's sorted matches)."""
    if query.ascending:
        start = bisect.bisect_right(entries, (after.key, after.memory_id)) if after else 0
        chosen = entries[start : start + size]
        more = start + size < len(entries)
    else:
        end = bisect.bisect_left(entries, (after.key, after.memory_id)) if after else len(entries)
        chosen = entries[max(0, end - size) : end][::-1]
        more = end - size > 0
    scope = query.scope
    found, _ = records.read_where(
        [memory_id for _, memory_id in chosen],
        lambda r: r.scope.same_pool(scope),
        limit=len(chosen),
        text=Text.ALL,  # every one is returned
    )
    cursor = _encode_cursor(binding, _Position(chosen[-1][1], chosen[-1][0])) if more else ""
    return ListPage(found, cursor)


def selected(
    scope: Scope, session: str, tags: set[str], store: Store, records: Records
) -> list[bytes]:
    """Return the ids of the pool's memories written in ``session`` or carrying any of
    ``tags`` (Forget's selectors)."""

    def chosen(record: MemoryRecord) -> bool:
        return record.scope.same_pool(scope) and (
            bool(session and record.scope.session_id == session) or bool(tags & set(record.tags))
        )

    out = []
    for chunk in store.pool_id_chunks(scope.pool_key, _CHUNK):
        got, _ = records.read_where(chunk, chosen, limit=len(chunk), text=Text.NONE, stats=False)
        out += [r.id for r in got]
    return out


def _binding(query: ListQuery, text: bool = True) -> str:
    """Return what a cursor is bound to: the filter and the order, in a canonical form
    (without ``text``: all but the filter's text_contains)."""
    flt = query.filter
    canonical = orjson.dumps(
        [
            sorted(s.value for s in flt.statuses),
            sorted(t.value for t in flt.memory_types),
            sorted(flt.tags),
            flt.session_id,
            flt.created_after,
            flt.created_before,
            flt.updated_after,
            flt.updated_before,
            sorted(flt.metadata),
            flt.text_contains if text else None,
            query.order_by,
            query.ascending,
        ]  # fmt: skip
    )
    return hashlib.blake2b(canonical, digest_size=6).hexdigest()


def _encode_cursor(binding: str, position: _Position) -> str:
    raw = orjson.dumps({"b": binding, "i": position.memory_id.hex(), "k": position.key})
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _decode_cursor(cursor: str, binding: str) -> _Position:
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        data = orjson.loads(raw)
        position = _Position(bytes.fromhex(data["i"]), float(data["k"]))
        made_for = data["b"]
    except (ValueError, TypeError, KeyError, orjson.JSONDecodeError):
        raise InvalidArgument(
            "cursor",
            "is not a cursor of this server; pass next_cursor of the previous page as it is",
        ) from None
    if made_for != binding:
        raise InvalidArgument(
            "cursor",
            "was made for another filter or order; keep them as they were, or start again "
            "without a cursor",
        )
    return position


class Lister:
    """List's state between calls, for one data folder: the sorted orders kept between pages
    and the packed per-pool indexes, which every commit of ``records`` marks stale."""

    def __init__(
        self, store: Store, records: Records, limits: LimitsConfig,
        generation: Callable[[bytes], int],
    ) -> None:  # fmt: skip
        self._store, self._records, self._limits = store, records, limits
        self._generation = generation
        self.orders = SortedOrders()
        self.indexes = ListIndexes()
        records.watch(self.indexes.touched)  # every commit, read again by the next List

    def page(self, query: ListQuery) -> ListPage:
        """Return the page ``query`` asks for (list_page, with this folder's state)."""
        return list_page(query, self._store, self._records, self._limits, self.orders,
                         self._generation, self.indexes)  # fmt: skip
