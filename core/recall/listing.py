"""A page of one pool's memories: filtered, in the order they were written (a walk of the
pool's id index, newest first by default) or sorted by a field, behind an opaque cursor.

The cursor names the last memory returned (and, for a sorted page, its sort key), so paging
is stable under writes: nothing present throughout is skipped or returned twice. A cursor is
bound to the filter and order it was made for. Every read goes through the pool's own index,
and every record is checked to be of the caller's pool again.

A sorted order needs every matching record's key: built once (a read of the pool's headers)
and kept in ``SortedOrders`` while the pool is unchanged (its generation), so paging through
a sorted pool reads the pool once, not once a page. The access orders (access_count,
last_accessed_at) change on every recall without a new generation: they are built each page.
"""

from __future__ import annotations

import base64
import bisect
import functools
import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import orjson

from memoryd.core.config import LimitsConfig
from memoryd.core.errors import InvalidArgument
from memoryd.core.lru import LruCache
from memoryd.core.recall.filters import EMPTY_FILTER, MemoryFilter, check_filter
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

# Reads records by id with their access statistics and tier; content=False skips the texts.
Reader = Callable[[list[bytes], bool], Sequence[MemoryRecord | None]]


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
        self, pool_key: bytes, binding: str, generation: int, build: Callable[[], Entries]
    ) -> Entries:
        """Return the entries kept for (pool, binding) at ``generation``, else ``build()``'s
        (kept from now on). ``generation`` must be read before anything ``build`` reads, so
        entries built across a change are kept under the older generation and never reused."""
        kept = self._kept.get((pool_key, binding))
        if kept is not None and kept[0] == generation:
            return kept[1]
        entries = build()
        self._kept.put((pool_key, binding), (generation, entries))
        return entries


def list_page(
    query: ListQuery,
    store: Store,
    read: Reader,
    limits: LimitsConfig,
    orders: SortedOrders | None = None,
    generation: Callable[[bytes], int] | None = None,
) -> ListPage:
    """Return the page ``query`` asks for, of ``query.scope``'s pool only; ``orders`` (with
    ``generation``: the pool's change count) keeps sorted orders between pages."""
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
    if query.order_by:
        build = functools.partial(_sorted_entries, query, store, read)
        if orders is not None and generation is not None and query.order_by in _RECORD_KEYS:
            pool_key = query.scope.pool_key
            entries = orders.entries(pool_key, binding, generation(pool_key), build)
        else:
            entries = build()
        return _sorted_page(query, size, after, binding, entries, read)
    return _written_page(query, size, after, binding, store, read)


def _written_page(
    query: ListQuery,
    size: int,
    after: _Position | None,
    binding: str,
    store: Store,
    read: Reader,
) -> ListPage:
    """Return a page in write order: walk the pool's id index from the cursor on."""
    flt, scope = query.filter, query.scope
    # Unfiltered, every record read is returned: read the texts at once. Filtered, read
    # headers and only the matches' texts.
    whole = flt.is_empty or flt.needs_content
    found: list[MemoryRecord] = []
    position = after.memory_id if after else None
    scanned = 0
    while len(found) < size and scanned < MAX_SCANNED_PER_PAGE:
        ids = store.pool_id_page(scope.pool_key, position, _CHUNK, descending=not query.ascending)
        if not ids:
            return ListPage(_with_text(found, whole, read))
        for memory_id, record in zip(ids, read(ids, whole), strict=True):
            position = memory_id
            scanned += 1
            if record is not None and record.scope.same_pool(scope) and flt.matches(record):
                found.append(record)
                if len(found) == size:
                    break
        if len(ids) < _CHUNK and len(found) < size:
            return ListPage(_with_text(found, whole, read))
    cursor = _encode_cursor(binding, _Position(position)) if position is not None else ""
    return ListPage(_with_text(found, whole, read), cursor)


def _sorted_entries(query: ListQuery, store: Store, read: Reader) -> Entries:
    """Return (key, id) of every record of the pool that matches, sorted (key, then id)."""
    flt, scope = query.filter, query.scope
    key_of = SORT_KEYS[query.order_by]
    entries: Entries = []
    for chunk in store.pool_id_chunks(scope.pool_key, _CHUNK):
        for record in read(chunk, flt.needs_content):
            if record is not None and record.scope.same_pool(scope) and flt.matches(record):
                entries.append((key_of(record), record.id))
    entries.sort()
    return entries


def _sorted_page(
    query: ListQuery,
    size: int,
    after: _Position | None,
    binding: str,
    entries: Entries,
    read: Reader,
) -> ListPage:
    """Return the page after the cursor of ``entries`` (the pool's sorted matches)."""
    scope = query.scope
    if query.ascending:
        start = bisect.bisect_right(entries, (after.key, after.memory_id)) if after else 0
        chosen = entries[start : start + size]
        more = start + size < len(entries)
    else:
        end = bisect.bisect_left(entries, (after.key, after.memory_id)) if after else len(entries)
        chosen = entries[max(0, end - size) : end][::-1]
        more = end - size > 0
    records = [
        r
        for r in read([memory_id for _, memory_id in chosen], True)
        if r is not None and r.scope.same_pool(scope)
    ]
    cursor = _encode_cursor(binding, _Position(chosen[-1][1], chosen[-1][0])) if more else ""
    return ListPage(records, cursor)


def selected(scope: Scope, session: str, tags: set[str], store: Store, read: Reader) -> list[bytes]:
    """Return the ids of the pool's memories written in ``session`` or carrying any of
    ``tags`` (Forget's selectors)."""
    out = []
    for chunk in store.pool_id_chunks(scope.pool_key, _CHUNK):
        for record in read(chunk, False):
            if record is None or not record.scope.same_pool(scope):
                continue
            if (session and record.scope.session_id == session) or tags & set(record.tags):
                out.append(record.id)
    return out


def _with_text(records: list[MemoryRecord], whole: bool, read: Reader) -> list[MemoryRecord]:
    """Return ``records`` with their texts (read again unless they were read whole)."""
    if whole or not records:
        return records
    full = read([r.id for r in records], True)
    return [r for r in full if r is not None]


def _binding(query: ListQuery) -> str:
    """Return what a cursor is bound to: the filter and the order, in a canonical form."""
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
            flt.text_contains,
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
