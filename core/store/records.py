"""The only code that reads or mutates memory records: reads with their access statistics and
tier, and batches of mutations that return what changed (typed, not an out-parameter).

A mutation is a function of the committed record, run on the writer thread inside the write
transaction, so concurrent calls never overwrite each other. What it changed comes back from
``Batch.commit`` as ``Changes``, and the pool counts are updated from it there.
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Protocol

import numpy as np

from memoryd.core.errors import DamagedRecord
from memoryd.core.metrics import MetricsBook
from memoryd.core.store.access import AccessLog, Pending, decode_access, encode_access
from memoryd.core.store.codec import RecordCodec
from memoryd.core.store.header_cache import HeaderCache, copied
from memoryd.core.store.storage import Delete, Op, PoolAdd, PoolRemove, Put, Store, Table, Update
from memoryd.core.store.writer import GroupCommitWriter
from memoryd.core.types import Hit, MemoryRecord, Scope, Tier

# What a pool's counts are keyed by: (status value, memory type value).
CountKey = tuple[str, str]

# Told after each commit which ids of a pool it wrote or erased (pool key, ids).
Watcher = Callable[[bytes, list[bytes]], None]

# A change to one record, run inside the transaction: the record as it should be, or None to
# leave it as it is.
Change = Callable[[MemoryRecord], MemoryRecord | None]


def count_key(record: MemoryRecord) -> CountKey:
    """Return the key a memory is counted under in its pool's counts."""
    return (record.status.value, record.memory_type.value)


@dataclass(frozen=True, slots=True)
class StatusMove:
    """One record a commit changed or erased: its pool, id, and the count key it had before
    and has after (None: the record is gone, deleted or replaced by an import)."""

    pool: bytes
    id: bytes
    before: CountKey
    after: CountKey | None

    @property
    def became(self) -> str | None:
        """Return the status value the record moved to, None when its status stayed (or it is
        gone)."""
        if self.after is None or self.after[0] == self.before[0]:
            return None
        return self.after[0]


@dataclass(frozen=True, slots=True)
class Changes:
    """What one or more commits changed, in the order the transactions saw it."""

    moves: tuple[StatusMove, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.moves)

    def __add__(self, other: Changes) -> Changes:
        return Changes(self.moves + other.moves)

    def ids(self) -> list[bytes]:
        """Return the ids changed, each once, in order."""
        return list(dict.fromkeys(m.id for m in self.moves))

    def became(self, status: str) -> int:
        """Return how many records moved to ``status`` (a Status value)."""
        return sum(1 for m in self.moves if m.became == status)


@dataclass(frozen=True, slots=True)
class SharedHeaders:
    """Headers read for scoring (Records.read_shared), aligned: ``records`` shared with other
    readers (never change one: ``owned`` gives a reader's own), None where missing or damaged;
    ``access_count`` (int64) and ``last_access`` (float64, NaN: never) stored + pending; the
    tier each is indexed in."""

    records: list[MemoryRecord | None]
    access_count: np.ndarray
    last_access: np.ndarray
    tiers: list[Tier | None]


def owned(
    header: MemoryRecord, access_count: int, last_access: float, tier: Tier | None
) -> MemoryRecord:
    """Return a reader's own copy of a shared header with its access statistics (``last_access``
    NaN: never) and tier, as ``Records.read`` gives a record."""
    record = copied(header)
    record.access_count = access_count
    record.last_accessed_at = None if last_access != last_access else last_access  # NaN
    record.tier = tier
    return record


class Text(Enum):
    """Whose texts a read decompresses: none, only the records kept (after a header-only
    test), or every record's (the test reads the text)."""

    NONE = "none"
    KEPT = "kept"
    ALL = "all"


class PoolBook(Protocol):
    """What Records keeps up to date beside the store (the tiers' Pools): per-pool counts, the
    change generation, and the tier index a record sits in."""

    def count(self, pool_key: bytes, deltas: list[tuple[CountKey, int]]) -> None:
        """Add ``deltas`` to the pool's counts."""

    def bump(self, pool_key: bytes) -> None:
        """Record that the pool changed (cached recall answers of it are stale)."""

    def tiers_of(self, pool_key: bytes, ids: list[bytes]) -> list[Tier | None]:
        """Return the tier each id is indexed in (None: in none, or no such pool)."""

    def unindex(self, pool_key: bytes, ids: list[bytes]) -> None:
        """Remove ``ids`` from the pool's tier index."""


def _counted(book: PoolBook, moves: Sequence[StatusMove]) -> None:
    """Apply ``moves`` to the pool counts and bump each pool they touched."""
    for pool_key in dict.fromkeys(m.pool for m in moves):
        book.bump(pool_key)
    for m in moves:
        if m.after is None:
            book.count(m.pool, [(m.before, -1)])
        elif m.before != m.after:
            book.count(m.pool, [(m.before, -1), (m.after, 1)])


def _records_written(ops: Sequence[Op]) -> list[bytes]:
    """Return the ids of the records ``ops`` may write or erase."""
    return [
        op.key for op in ops if isinstance(op, Put | Delete | Update) and op.table is Table.RECORDS
    ]


class Batch:
    """Mutations and new records committed in one durable transaction by ``commit``."""

    def __init__(self, records: Records) -> None:
        self._records = records
        self._ops: list[Op] = []
        self._moves: list[StatusMove] = []  # appended on the writer thread, read after commit
        self._replaced: list[bytes] = []  # imported over: pending accesses are not theirs
        self._conditional: list[MemoryRecord] = []  # stored only if a mutation took effect

    def mutate(self, memory_id: bytes, change: Change) -> None:
        """Apply ``change`` to the committed record inside the transaction (nothing when the
        record is gone or damaged, or ``change`` returns None)."""
        codec = self._records.codec

        def fn(raw: bytes | None) -> bytes | None:
            before = None if raw is None else codec.read(memory_id, raw)
            if before is None:  # deleted meanwhile, or damaged: left as it is
                return None
            after = change(before)
            if after is None:
                return None
            self._moves.append(
                StatusMove(before.scope.pool_key, memory_id, count_key(before), count_key(after))
            )
            return codec.encode(after)

        self._ops.append(Update(Table.RECORDS, memory_id, fn))

    def put_new(
        self,
        record: MemoryRecord,
        vector: np.ndarray,
        access: tuple[int, float | None] | None = None,
        *,
        replacing: bool = False,
        if_mutated: bool = False,
    ) -> None:
        """Store ``record`` and its vector in its pool; ``access`` (count, last access) is its
        access history. ``replacing``: a record stored under the same id (an import over it)
        is replaced: counted out, and its access history with it unless ``access`` is given.
        ``if_mutated``: stored only when a mutation of this batch took effect (a new version
        of a record that must still be active); otherwise nothing of it stays."""
        codec = self._records.codec
        if replacing:
            self._replaced.append(record.id)
            self._ops.append(Update(Table.RECORDS, record.id, self._observe(record.id)))
        values = [
            (Table.RECORDS, codec.encode(record)),
            (Table.VECTORS, vector.tobytes()),
        ]
        if access is not None:
            values.append((Table.ACCESS, encode_access(*access)))
        if if_mutated:
            self._conditional.append(record)
            for table, value in values:
                self._ops.append(Update(table, record.id, self._if_mutated(value)))
        else:
            self._ops += [Put(table, record.id, value) for table, value in values]
            if access is None and replacing:
                self._ops.append(Delete(Table.ACCESS, record.id))
        self._ops.append(PoolAdd(record.scope.pool_key, record.id))

    def _if_mutated(self, value: bytes) -> Callable[[bytes | None], bytes | None]:
        return lambda _: value if self._moves else None

    def _observe(self, memory_id: bytes) -> Callable[[bytes | None], None]:
        """Return an op function that notes (inside the transaction) the record it finds."""
        codec = self._records.codec

        def fn(raw: bytes | None) -> None:
            header = None if raw is None else codec.read(memory_id, raw, content=False)
            if header is not None:
                self._moves.append(
                    StatusMove(header.scope.pool_key, memory_id, count_key(header), None)
                )

        return fn

    def commit(self, items: int = 1) -> Changes:
        """Commit durably in one transaction (``items`` counts against the write queue's
        limit); update the pool counts; return what the mutations changed."""
        records = self._records
        records.access.forget(self._replaced)  # and again after: no flush brings them back
        epoch = records.headers.epoch
        try:
            records.writer.write(self._ops, items=items)
        finally:  # also when the write failed: whatever it wrote is read from the store again
            records.headers.invalidate(_records_written(self._ops))
        if records.headers.capacity:
            # What the next recalls read first: kept now, decoded from the very bytes stored
            # (kept only if no other commit was noted since this one began: epoch + 1). Only
            # a record the batch wrote once: a later op on it in the batch changed what is
            # stored (a version put, then marked replaced).
            written = Counter(_records_written(self._ops))
            codec = records.codec
            stored = [
                codec.read(op.key, op.value, content=False, events=False)
                for op in self._ops
                if isinstance(op, Put) and op.table is Table.RECORDS and written[op.key] == 1
            ]
            records.headers.put_many(epoch + 1, [r for r in stored if r is not None])
        records.access.forget(self._replaced)
        if self._conditional and not self._moves:  # nothing took effect: no pool entry either
            records.writer.write([PoolRemove(r.scope.pool_key, r.id) for r in self._conditional])
        replaced = [m for m in self._moves if m.after is None]
        for pool_key in dict.fromkeys(m.pool for m in replaced):
            # re-indexed by the caller as they now are (an import keeps a record's pool)
            records.book.unindex(pool_key, [m.id for m in replaced if m.pool == pool_key])
        _counted(records.book, self._moves)
        touched: dict[bytes, list[bytes]] = {}
        for op in self._ops:
            if isinstance(op, PoolAdd):
                touched.setdefault(op.pool, []).append(op.id)
        for m in self._moves:
            touched.setdefault(m.pool, []).append(m.id)
        records._notify(touched)
        return Changes(tuple(self._moves))


class Records:
    """Memory records in the store: read with their access statistics and tier, mutated in
    batches; owns the group-commit writer and the access statistics' flush. Thread-safe."""

    def __init__(
        self,
        store: Store,
        codec: RecordCodec,
        book: PoolBook,
        access: AccessLog,
        metrics: MetricsBook,
        *,
        max_group: int,
        max_pending: int,
        flush_interval_s: float,
        header_cache: int = 50_000,
        read_only: bool = False,
    ) -> None:
        self.store = store
        self.codec = codec
        self.book = book
        self.access = access
        self._metrics = metrics
        self._watchers: list[Watcher] = []
        # Recall's candidate headers (``read`` without text and events), fresh: every commit
        # invalidates the ids it wrote or erased before its write call returns.
        self.headers = HeaderCache(header_cache)
        # Held by the access flush from draining AccessLog until its commit, and by readers
        # while they combine the ACCESS table with what is still pending.
        self._access_gate = threading.Lock()
        self.writer = GroupCommitWriter(
            store,
            max_group=max_group,
            max_pending=max_pending,
            # A reader process (docs/all-cores.md) never writes: what a flush would persist
            # is dropped (the access statistics of the recalls it answers).
            tick=self._discard_background if read_only else self._background_ops,
            tick_interval=flush_interval_s,
            tick_lock=self._access_gate,
        )

    def batch(self) -> Batch:
        """Return an empty batch of mutations to commit."""
        return Batch(self)

    def watch(self, watcher: Watcher) -> None:
        """Call ``watcher`` after every commit of records with each pool's ids it wrote or
        erased (the ids may include some the commit left as they were: a watcher reads
        them again). Called on the committing thread: it must be quick."""
        self._watchers.append(watcher)

    def notify(self, touched: dict[bytes, list[bytes]]) -> None:
        """Tell the watchers about commits made elsewhere (a reader process follows the
        writer's: memoryd.core.tiers.follow)."""
        self._notify(touched)

    def _notify(self, touched: dict[bytes, list[bytes]]) -> None:
        for pool_key, ids in touched.items():
            for watcher in self._watchers:
                watcher(pool_key, ids)

    # ------------------------------------------------------------------ reading

    def read(
        self,
        ids: list[bytes],
        content: bool = True,
        events: bool = True,
        tiers: Sequence[Tier | None] | None = None,
    ) -> list[MemoryRecord | None]:
        """Return the records (None where missing) with their access statistics and tier;
        ``content=False`` skips decompressing the texts (content is then ""); without
        ``events`` the events are not parsed (events are then ()). ``tiers``, aligned with
        ``ids``, are the tiers already known (a search just found them there); None ones are
        looked up."""
        if content or events:
            raws = self.store.get_many(Table.RECORDS, ids)
            out = [
                None if raw is None else self.codec.read(i, raw, content=content, events=events)
                for i, raw in zip(ids, raws, strict=True)
            ]
        else:
            out = self._headers(ids)
        found = [r for r in out if r is not None]
        if tiers is not None:
            tiers = [known for r, known in zip(out, tiers, strict=True) if r is not None]
        self._complete(found, tiers)
        return out

    def read_shared(
        self, ids: list[bytes], tiers: Sequence[Tier | None] | None = None
    ) -> SharedHeaders:
        """Return the headers of ``ids`` (no text, no events; None where missing or damaged)
        as SharedHeaders: the kept ones not copied, with their access statistics (stored +
        pending) beside them, as ``read`` gives them, and ``tiers`` as given (None where the
        search did not say: ``with_tiers`` looks up those of the few hits an answer keeps,
        where looking up every candidate's cost a long-tier read for the recent route's)."""
        records = self._headers(ids, shared=True)
        found = [r for r in records if r is not None]
        count = np.zeros(len(ids), dtype=np.int64)
        last = np.full(len(ids), np.nan, dtype=np.float64)
        known: list[Tier | None] = list(tiers) if tiers is not None else [None] * len(ids)
        if found:
            present = [r.id for r in found]
            with self._access_gate:  # stored + pending statistics, never half of a flush
                stored = [decode_access(raw) for raw in self.store.get_many(Table.ACCESS, present)]
                applied = self.access.applied_many(present, stored, [r.created_at for r in found])
            rows = [n for n, r in enumerate(records) if r is not None]
            count[rows] = [c for c, _ in applied]
            last[rows] = [np.nan if at is None else at for _, at in applied]
        return SharedHeaders(records, count, last, known)

    def shared_headers(self, ids: list[bytes]) -> list[MemoryRecord | None]:
        """Return the headers of ``ids`` (None where missing or damaged) as the header cache
        keeps them: no text, events, access statistics or tier, and shared with every reader,
        so never to be changed; for a reader that only filters by what a header says (the
        write path's neighbours: status, scope, attributes)."""
        return self._headers(ids, shared=True)

    def _headers(self, ids: list[bytes], shared: bool = False) -> list[MemoryRecord | None]:
        """Return the headers of ``ids`` (no text, no events; None where missing or damaged),
        the kept ones (copies unless ``shared``) and the rest decoded from the store (then
        kept)."""
        out = self.headers.shared_many(ids) if shared else self.headers.get_many(ids)
        missing = [n for n, r in enumerate(out) if r is None]
        if not missing:
            return out
        epoch = self.headers.epoch  # before the store is read: a commit since leaves it unkept
        wanted = [ids[n] for n in missing]
        codec = self.codec
        decoded = []
        for n, memory_id, raw in zip(
            missing, wanted, self.store.get_many(Table.RECORDS, wanted), strict=True
        ):
            record = (
                None if raw is None else codec.read(memory_id, raw, content=False, events=False)
            )
            if record is not None:
                out[n] = record
                decoded.append(record)
        self.headers.put_many(epoch, decoded)
        return out

    def read_where(
        self,
        ids: list[bytes],
        keep: Callable[[MemoryRecord], bool],
        *,
        limit: int,
        text: Text = Text.KEPT,
        stats: bool = True,
    ) -> tuple[list[MemoryRecord], int]:
        """Return the records of ``ids`` that ``keep`` holds for, in order, without events, at
        most ``limit`` of them; and how many ids were looked at (all, or up to the one that
        made the limit). ``text`` says whose texts are decompressed (Text). ``stats``: the
        kept ones get their access statistics and tier (without, they have none)."""
        codec = self.codec
        kept: list[MemoryRecord] = []
        looked = 0
        first = text is Text.ALL
        for memory_id, raw in zip(ids, self.store.get_many(Table.RECORDS, ids), strict=True):
            looked += 1
            if raw is None:
                continue
            record = codec.read(memory_id, raw, content=first, events=False)
            if record is None or not keep(record):
                continue
            if text is Text.KEPT:  # from the same bytes: the text of the header just matched
                try:
                    record.content = codec.decode_content(memory_id, raw)
                except DamagedRecord as err:
                    codec.note_damaged(err)
                    continue
            kept.append(record)
            if len(kept) == limit:
                break
        if stats:
            self._complete(kept)
        return kept, looked

    def texts_containing(self, ids: list[bytes], folded: str) -> list[bool]:
        """Return, for each id, whether its stored text holds ``folded`` (casefolded) as
        MemoryFilter.text_contains does: the text alone is decompressed, no header parsed
        (False for a missing or damaged record)."""
        codec = self.codec
        out = []
        for memory_id, raw in zip(ids, self.store.get_many(Table.RECORDS, ids), strict=True):
            if raw is None:
                out.append(False)
                continue
            try:
                out.append(folded in codec.decode_content(memory_id, raw).casefold())
            except DamagedRecord as err:
                codec.note_damaged(err)
                out.append(False)
        return out

    def access_stats(
        self, ids: list[bytes], created: Sequence[float]
    ) -> list[tuple[int, float | None]]:
        """Return (access count, last access) of each id, stored + pending, as ``read``
        gives them; ``created`` (aligned) is each memory's created_at."""
        with self._access_gate:
            stored = [decode_access(raw) for raw in self.store.get_many(Table.ACCESS, ids)]
            return self.access.applied_many(ids, stored, created)

    def _complete(
        self, records: list[MemoryRecord], tiers: Sequence[Tier | None] | None = None
    ) -> None:
        """Give ``records`` their access statistics (stored + pending) and tier, in place;
        ``tiers``, aligned with them, are the ones already known (None: looked up)."""
        with self._access_gate:  # stored + pending statistics, never half of a flush
            stored = self.store.get_many(Table.ACCESS, [r.id for r in records])
            for record, stats in zip(records, stored, strict=True):
                record.access_count, record.last_accessed_at = decode_access(stats)
            self.access.overlay_many(records)
        for record, tier in zip(records, self._tiers(records, tiers), strict=True):
            record.tier = tier

    def _tiers(
        self, records: Sequence[MemoryRecord | None], known: Sequence[Tier | None] | None
    ) -> list[Tier | None]:
        """Return the tier of each of ``records`` (aligned; None for a missing record):
        ``known`` where it says (a search just found them there), else asked of the pool's
        index, a pool at a time."""
        tiers: list[Tier | None] = list(known) if known is not None else [None] * len(records)
        by_pool: dict[bytes, tuple[list[int], list[bytes]]] = {}
        for n, (record, tier) in enumerate(zip(records, tiers, strict=True)):
            if record is not None and tier is None:
                rows, ids = by_pool.setdefault(record.scope.pool_key, ([], []))
                rows.append(n)
                ids.append(record.id)
        for pool_key, (rows, ids) in by_pool.items():
            for n, tier in zip(rows, self.book.tiers_of(pool_key, ids), strict=True):
                tiers[n] = tier
        return tiers

    def in_pool(self, scope: Scope, ids: list[bytes]) -> list[MemoryRecord]:
        """Return the records of ``ids`` stored in ``scope``'s pool (no text), in order."""
        records = self.read(ids, content=False)
        return [r for r in records if r is not None and r.scope.same_pool(scope)]

    def with_content(self, hits: list[Hit]) -> list[Hit]:
        """Return ``hits`` with the texts of their records filled in (a hit whose record was
        deleted since it was ranked, or is damaged, is left out); texts read before are taken
        from the header cache (HeaderCache.texts_many), the others read and kept there."""
        ids = [h.record.id for h in hits]
        texts = self.headers.texts_many(ids)
        missing = [n for n, text in enumerate(texts) if text is None]
        if missing:
            epoch = self.headers.epoch  # before the store is read (HeaderCache.put_texts)
            wanted = [ids[n] for n in missing]
            read: list[tuple[bytes, str]] = []
            for n, memory_id, raw in zip(
                missing, wanted, self.store.get_many(Table.RECORDS, wanted), strict=True
            ):
                if raw is None:  # deleted since it was ranked: gone from the answer too
                    continue
                try:
                    text = self.codec.decode_content(memory_id, raw)
                except DamagedRecord as err:  # never served
                    self.codec.note_damaged(err)
                    continue
                texts[n] = text
                read.append((memory_id, text))
            self.headers.put_texts(epoch, read)
        out = []
        for hit, kept in zip(hits, texts, strict=True):
            if kept is not None:
                hit.record.content = kept
                out.append(hit)
        return out

    def with_tiers(self, hits: list[Hit]) -> list[Hit]:
        """Return ``hits``, each whose tier is not known yet with it looked up (set on the hit
        and on its record, a reader's own copy); the others as they are."""
        unknown = [n for n, hit in enumerate(hits) if hit.tier is None]
        if not unknown:
            return hits
        records = [hits[n].record for n in unknown]
        out = list(hits)
        for n, record, tier in zip(unknown, records, self._tiers(records, None), strict=True):
            if tier is not None:
                record.tier = tier
                out[n] = replace(hits[n], tier=tier)
        return out

    def cosines(self, ids: Sequence[bytes], query: np.ndarray) -> list[float | None]:
        """Return the cosine of each stored vector with ``query`` (unit float32), clipped to
        [-1, 1]; None where no vector is stored."""
        raws = self.store.get_many(Table.VECTORS, ids)
        return [
            None
            if raw is None
            else max(-1.0, min(1.0, float(np.frombuffer(raw, dtype=np.float32) @ query)))
            for raw in raws
        ]

    def vectors(self, ids: Sequence[bytes]) -> list[np.ndarray | None]:
        """Return the stored vectors of ``ids`` (copies; None where missing)."""
        return [
            None if raw is None else np.frombuffer(raw, dtype=np.float32).copy()
            for raw in self.store.get_many(Table.VECTORS, ids)
        ]

    def pool_ages(self, pool_key: bytes) -> list[tuple[float, str, bytes]]:
        """Return (created_at, session_id, id) of every memory stored in the pool."""
        ids = self.store.pool_ids(pool_key)
        return [
            (r.created_at, r.scope.session_id, memory_id)
            for memory_id, raw in zip(ids, self.store.get_many(Table.RECORDS, ids), strict=True)
            if raw is not None
            for r in (self.codec.read(memory_id, raw, content=False, events=False),)
            if r is not None
        ]

    # ------------------------------------------------------------------ deleting

    def delete(self, pool_key: bytes, ids: list[bytes]) -> Changes:
        """Erase ``ids`` of the pool (record, vector, access statistics, index entry); return
        the ones really erased (after None), counted out of the pool."""
        moves: list[StatusMove] = []

        def observe(memory_id: bytes) -> Callable[[bytes | None], None]:
            # Runs inside the delete's transaction: counts what is really erased, even when
            # a concurrent call changed or deleted the record since it was read.
            def fn(raw: bytes | None) -> None:
                header = None if raw is None else self.codec.read(memory_id, raw, content=False)
                if header is not None:
                    moves.append(StatusMove(pool_key, memory_id, count_key(header), None))

            return fn

        ops: list[Op] = []
        for memory_id in ids:
            ops += [
                Update(Table.RECORDS, memory_id, observe(memory_id)),
                Delete(Table.RECORDS, memory_id),
                Delete(Table.VECTORS, memory_id),
                Delete(Table.ACCESS, memory_id),
                PoolRemove(pool_key, memory_id),
            ]
        self.access.forget(ids)  # before the commit too, so no flush brings an entry back
        try:
            self.writer.write(ops, items=len(ids))
        finally:
            self.headers.invalidate(ids)
        self.book.unindex(pool_key, ids)
        self.access.forget(ids)
        self.book.count(pool_key, [(m.before, -1) for m in moves])
        self.book.bump(pool_key)
        self._notify({pool_key: list(ids)})
        return Changes(tuple(moves))

    # ------------------------------------------------------------------ background

    def _background_ops(self) -> list[Op]:
        """Access statistics and lifecycle figures, folded into one commit about once a second."""
        ops: list[Op] = []
        for memory_id, pending in self.access.drain().items():

            def fn(raw: bytes | None, p: Pending = pending) -> bytes:
                count, last = decode_access(raw)
                return encode_access(*p.applied(count, last, p.created_at))

            # A recall may count a hit on a memory deleted since: no row for a deleted record.
            ops.append(Update(Table.ACCESS, memory_id, fn, requires=Table.RECORDS))
        ops += [Put(Table.META, key, value) for key, value in self._metrics.drain()]
        return ops

    def _discard_background(self) -> list[Op]:
        """Drain the figures the flush would persist and return nothing to commit (a reader:
        its access statistics stay pending until its server hands them to the writer,
        MemoryEngine.drain_access)."""
        self._metrics.drain()
        return []

    def close(self) -> None:
        """Commit what is queued (the access statistics too) and stop the writer."""
        self.writer.close()
