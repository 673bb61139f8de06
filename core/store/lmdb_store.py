"""The LMDB implementation of memoryd.core.store.storage.Store: the only module that imports
lmdb."""

from __future__ import annotations

import errno
import shutil
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import lmdb

from memoryd.core.errors import StorageError, StorageFull
from memoryd.core.store import changes
from memoryd.core.store.changes import ChangeEntry
from memoryd.core.store.storage import Delete, Op, PoolAdd, PoolRemove, Put, Table, Update

_SCAN_BATCH = 4_096  # keys per read transaction while scanning, so a scan pins no old pages


# Below this much free space, a failed commit is taken for a full disk: LMDB reports ENOSPC
# from its page writes as an I/O error of mdb_txn_commit.
_FULL_DISK_BYTES = 64 * 1024 * 1024


def _disk_free(path: Path) -> int | None:
    try:
        return shutil.disk_usage(path).free
    except OSError:
        return None


def _storage_error(exc: lmdb.Error, path: Path, map_size: int) -> StorageError:
    if isinstance(exc, lmdb.MapFullError):
        return StorageFull(
            f"the LMDB map of {path} is full ({map_size} bytes): raise store.map_size_bytes "
            "and restart; nothing of this write was stored, reads go on"
        )
    free = _disk_free(path)
    if (
        getattr(exc, "errno", None) == errno.ENOSPC
        or ("Input/output error" in str(exc) or "No space" in str(exc))
        and (free is not None and free < _FULL_DISK_BYTES)
    ):
        return StorageFull(
            f"the disk holding {path} is full ({free} bytes free): free space; nothing of this "
            "write was stored, reads go on, and writes work again once there is room"
        )
    if isinstance(exc, lmdb.DiskError | lmdb.PanicError):
        return StorageError(f"LMDB at {path} failed: {exc} (check the disk and free space)")
    return StorageError(f"LMDB at {path} failed: {exc}")


@dataclass(frozen=True, slots=True)
class Fullness:
    """Whether the store is full now — a write was refused for want of space (disk or map),
    ``message`` saying which and what to do, and none as big has committed since — and how many
    writes it refused so far."""

    full: bool
    message: str
    refused: int


def _put_bytes(ops: Sequence[Op]) -> int:
    """Return the bytes a write puts (keys and values of its Puts): how big a commit is."""
    return sum(len(op.key) + len(op.value) for op in ops if isinstance(op, Put))


class LmdbStore:
    """Records, vectors, pool index and metadata in one LMDB environment; thread-safe.

    Every write transaction is committed with fsync before ``apply`` returns, so what it
    acknowledges survives a crash (kill -9, power loss on an honest disk).

    ``changes_kept`` > 0: every commit that touches a memory or a long tier also appends its
    change (memoryd.core.store.changes) to the CHANGES table in the same transaction, and the
    log keeps the last ``changes_kept`` entries. ``readonly``: a reader process's view of a
    folder another process writes (``apply`` fails; reads see each new commit).
    """

    def __init__(
        self, path: Path, map_size: int, *, changes_kept: int = 0, readonly: bool = False
    ) -> None:
        self._path = path
        self._map_size = map_size
        self._changes_kept = changes_kept
        self._full_lock = threading.Lock()
        # Set by a write refused for space; cleared by a commit at least as big as the smallest
        # write refused since (a small one, such as an access flush, may fit a full store).
        self._full_message = ""
        self._full_bytes = 0
        self._refused = 0
        if not readonly:
            path.mkdir(parents=True, exist_ok=True)
        try:
            self._env = lmdb.open(
                str(path),
                map_size=map_size,
                max_dbs=16,
                max_readers=512,
                sync=True,
                metasync=True,
                readahead=False,  # random reads over a large file: readahead only evicts cache
                readonly=readonly,
            )
            self._dbs = {t: self._env.open_db(t.value.encode()) for t in Table}
            self._pools = self._env.open_db(b"pools", dupsort=True, dupfixed=True)
        except lmdb.Error as exc:
            raise _storage_error(exc, path, map_size) from exc

    def apply(self, ops: Sequence[Op]) -> None:
        try:
            with self._env.begin(write=True) as txn:
                for op in ops:
                    if isinstance(op, Put):
                        txn.put(op.key, op.value, db=self._dbs[op.table])
                    elif isinstance(op, Delete):
                        txn.delete(op.key, db=self._dbs[op.table])
                    elif isinstance(op, Update):
                        if op.requires is not None and (
                            txn.get(op.key, db=self._dbs[op.requires]) is None
                        ):
                            continue
                        db = self._dbs[op.table]
                        new = op.fn(txn.get(op.key, db=db))
                        if new is not None:
                            txn.put(op.key, new, db=db)
                    elif isinstance(op, PoolAdd):
                        txn.put(op.pool, op.id, db=self._pools, dupdata=True)
                    elif isinstance(op, PoolRemove):
                        txn.delete(op.pool, op.id, db=self._pools)
                    else:  # pragma: no cover - a programming error, not input
                        raise TypeError(f"unknown store operation {op!r}")
                if self._changes_kept > 0:
                    self._log_change(txn, ops)
        except lmdb.Error as exc:
            error = _storage_error(exc, self._path, self._map_size)
            if isinstance(error, StorageFull):
                size = _put_bytes(ops)
                with self._full_lock:
                    was_full = bool(self._full_message)
                    self._full_bytes = min(self._full_bytes, size) if was_full else size
                    self._full_message = str(error)
                    self._refused += 1
            raise error from exc
        if self._full_message and _put_bytes(ops) >= self._full_bytes:  # space came back
            with self._full_lock:
                self._full_message = ""

    def _log_change(self, txn: lmdb.Transaction[bytes], ops: Sequence[Op]) -> None:
        """Append the change of ``ops`` to the log inside their transaction (no fsync of its
        own), and drop the entry that falls out of the last ``changes_kept``."""
        entry = changes.entry_of(ops)
        if entry is None:
            return
        db = self._dbs[Table.CHANGES]
        cur = txn.cursor(db=db)
        sequence = changes.sequence_of(cur.key()) + 1 if cur.last() else 1
        txn.put(changes.key_of(sequence), entry, db=db)
        if sequence > self._changes_kept:
            txn.delete(changes.key_of(sequence - self._changes_kept), db=db)

    def last_change(self) -> int:
        """Return the sequence of the newest committed change entry (0: none yet)."""
        return self._change_end(last=True)

    def first_change(self) -> int:
        """Return the sequence of the oldest change entry still kept (0: none)."""
        return self._change_end(last=False)

    def _change_end(self, last: bool) -> int:
        try:
            with self._env.begin(db=self._dbs[Table.CHANGES]) as txn:
                cur = txn.cursor()
                found = cur.last() if last else cur.first()
                return changes.sequence_of(cur.key()) if found else 0
        except lmdb.Error as exc:
            raise _storage_error(exc, self._path, self._map_size) from exc

    def changes_after(self, sequence: int, limit: int) -> list[ChangeEntry]:
        """Return up to ``limit`` committed change entries after ``sequence``, oldest first."""
        try:
            with self._env.begin(db=self._dbs[Table.CHANGES]) as txn:
                cur = txn.cursor()
                found = cur.set_range(changes.key_of(sequence + 1))
                out: list[ChangeEntry] = []
                while found and len(out) < limit:
                    out.append(changes.decode(changes.sequence_of(cur.key()), cur.value()))
                    found = cur.next()
                return out
        except lmdb.Error as exc:
            raise _storage_error(exc, self._path, self._map_size) from exc

    def fullness(self) -> Fullness:
        """Return whether the store is full now (a write was refused for space and none as big
        committed since) and how many writes it refused so far: reads go on meanwhile."""
        with self._full_lock:
            return Fullness(bool(self._full_message), self._full_message, self._refused)

    def get(self, table: Table, key: bytes) -> bytes | None:
        return self.get_many(table, [key])[0]

    def get_many(self, table: Table, keys: Sequence[bytes]) -> list[bytes | None]:
        try:
            with self._env.begin(db=self._dbs[table]) as txn:
                return [txn.get(k) for k in keys]
        except lmdb.Error as exc:
            raise _storage_error(exc, self._path, self._map_size) from exc

    def pool_ids(self, pool: bytes) -> list[bytes]:
        try:
            with self._env.begin(db=self._pools) as txn:
                cur = txn.cursor()
                return list(cur.iternext_dup()) if cur.set_key(pool) else []
        except lmdb.Error as exc:
            raise _storage_error(exc, self._path, self._map_size) from exc

    def pool_id_chunks(self, pool: bytes, size: int) -> Iterator[list[bytes]]:
        after: bytes | None = None
        while True:
            try:
                with self._env.begin(db=self._pools) as txn:
                    cur = txn.cursor()
                    if after is None:
                        found = cur.set_key(pool)
                    else:  # the first id past the last one read
                        found = cur.set_range_dup(pool, after)
                        if found and cur.value() == after:
                            found = cur.next_dup()
                    chunk: list[bytes] = []
                    while found and len(chunk) < size:
                        chunk.append(cur.value())
                        found = cur.next_dup()
            except lmdb.Error as exc:
                raise _storage_error(exc, self._path, self._map_size) from exc
            if chunk:
                yield chunk
            if not found or len(chunk) < size:
                return
            after = chunk[-1]

    def pool_id_page(
        self, pool: bytes, after: bytes | None, size: int, descending: bool = False
    ) -> list[bytes]:
        try:
            with self._env.begin(db=self._pools) as txn:
                cur = txn.cursor()
                if not cur.set_key(pool):
                    return []
                if after is None:
                    found = cur.last_dup() if descending else True
                elif not cur.set_range_dup(pool, after):  # every id is below ``after``
                    found = descending and cur.set_key(pool) and cur.last_dup()
                elif descending:
                    found = cur.prev_dup()
                else:
                    found = cur.value() != after or cur.next_dup()
                step = cur.prev_dup if descending else cur.next_dup
                page: list[bytes] = []
                while found and len(page) < size:
                    page.append(cur.value())
                    found = step()
                return page
        except lmdb.Error as exc:
            raise _storage_error(exc, self._path, self._map_size) from exc

    def pool_count(self, pool: bytes) -> int:
        try:
            with self._env.begin(db=self._pools) as txn:
                cur = txn.cursor()
                return cur.count() if cur.set_key(pool) else 0
        except lmdb.Error as exc:
            raise _storage_error(exc, self._path, self._map_size) from exc

    def scan(self, table: Table) -> Iterator[tuple[bytes, bytes]]:
        try:
            yield from self._scan(table)
        except lmdb.Error as exc:
            raise _storage_error(exc, self._path, self._map_size) from exc

    def scan_prefix(self, table: Table, prefix: bytes) -> Iterator[tuple[bytes, bytes]]:
        try:
            yield from self._scan(table, prefix)
        except lmdb.Error as exc:
            raise _storage_error(exc, self._path, self._map_size) from exc

    @contextmanager
    def snapshot(self) -> Iterator[LmdbView]:
        try:
            with self._env.begin(buffers=True) as txn:
                yield LmdbView(txn, self._dbs)
        except lmdb.Error as exc:
            raise _storage_error(exc, self._path, self._map_size) from exc

    def _scan(self, table: Table, prefix: bytes = b"") -> Iterator[tuple[bytes, bytes]]:
        db = self._dbs[table]
        after: bytes | None = None
        while True:
            with self._env.begin(db=db) as txn:
                cur = txn.cursor()
                if after is not None:
                    found = cur.set_range(after)
                    if found and cur.key() == after:
                        found = cur.next()
                else:
                    found = cur.set_range(prefix) if prefix else cur.first()
                batch: list[tuple[bytes, bytes]] = []
                while found and len(batch) < _SCAN_BATCH:
                    key = cur.key()
                    if not key.startswith(prefix):
                        found = False
                        break
                    batch.append((key, cur.value()))
                    found = cur.next()
            yield from batch
            if len(batch) < _SCAN_BATCH or not found:
                return
            after = batch[-1][0]

    def usage(self) -> tuple[int, int]:
        """Return (bytes used so far, map size in bytes): how full the LMDB map is."""
        try:
            info, stat = self._env.info(), self._env.stat()
        except lmdb.Error as exc:
            raise _storage_error(exc, self._path, self._map_size) from exc
        return (info["last_pgno"] + 1) * stat["psize"], info["map_size"]

    def close(self) -> None:
        self._env.close()


class LmdbView:
    """One read transaction of LmdbStore (memoryd.core.store.storage.StoreView); values are
    memoryviews into the map, valid until the transaction ends. One thread at a time."""

    def __init__(self, txn: lmdb.Transaction[memoryview], dbs: dict[Table, lmdb._Database]) -> None:
        self._txn = txn
        self._dbs = dbs

    def get(self, table: Table, key: bytes) -> memoryview | None:
        return self._txn.get(key, db=self._dbs[table])

    def prefix(self, table: Table, prefix: bytes) -> Iterator[tuple[bytes, memoryview]]:
        cur = self._txn.cursor(db=self._dbs[table])
        found = cur.set_range(prefix)
        while found:
            key = bytes(cur.key())
            if not key.startswith(prefix):
                return
            yield key, cur.value()
            found = cur.next()

    def under_prefixes(
        self, table: Table, prefixes: Sequence[bytes]
    ) -> Iterator[tuple[int, memoryview]]:
        cur = self._txn.cursor(db=self._dbs[table])
        for i, prefix in enumerate(prefixes):
            n = len(prefix)
            found = cur.set_range(prefix)
            # Compared in place (the key is a view into the map): no bytes object per key.
            while found and cur.key()[:n] == prefix:
                yield i, cur.value()
                found = cur.next()
