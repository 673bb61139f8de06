"""The store the engine writes through: a small protocol, so LMDB stays at the edge.

A write is a list of operations applied in one transaction. ``Update`` runs its function inside
the transaction, so read-modify-write of a record is atomic with respect to every other write.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Protocol


class Table(enum.Enum):
    RECORDS = "records"  # id -> encoded record (memoryd.core.store.codec)
    VECTORS = "vectors"  # id -> float32 L2-normalised vector bytes
    ACCESS = "access"  # id -> access count and last access (memoryd.core.store.access)
    META = "meta"  # name -> bytes (model id, dimension, zstd dictionaries)
    TURNS = "turns"  # pool NUL session -> a session's buffer (memoryd.core.session.turns)
    WORKING = "working"  # pool NUL task id -> a task's state (memoryd.core.session.working)
    LONG = "long"  # the long tier: PQ-coded segments by cluster, locations, codebooks
    CHECKPOINT = "checkpoint"  # derived start-up state, validated on load (core.checkpoint)
    # sequence -> what a commit touched (memoryd.core.store.changes); written only while
    # reader processes follow the writer (store.changes_kept > 0)
    CHANGES = "changes"


@dataclass(frozen=True, slots=True)
class Put:
    table: Table
    key: bytes
    value: bytes


@dataclass(frozen=True, slots=True)
class Delete:
    table: Table
    key: bytes


@dataclass(frozen=True, slots=True)
class Update:
    """Replace a value with ``fn(current)``; ``fn`` gets None when the key is missing and
    returns None to leave the store unchanged. With ``requires``, nothing happens unless the
    same key exists in that table too (e.g. access statistics only of stored records)."""

    table: Table
    key: bytes
    fn: Callable[[bytes | None], bytes | None]
    requires: Table | None = None


@dataclass(frozen=True, slots=True)
class PoolAdd:
    pool: bytes
    id: bytes


@dataclass(frozen=True, slots=True)
class PoolRemove:
    pool: bytes
    id: bytes


Op = Put | Delete | Update | PoolAdd | PoolRemove


class StoreView(Protocol):
    """A consistent read snapshot; the memoryviews it returns are valid only while the
    snapshot is open (copy what must outlive it)."""

    def get(self, table: Table, key: bytes) -> memoryview | None:
        """Return a zero-copy view of the value under ``key``, or None."""

    def prefix(self, table: Table, prefix: bytes) -> Iterator[tuple[bytes, memoryview]]:
        """Yield every (key, value view) whose key starts with ``prefix``, in key order."""

    def under_prefixes(
        self, table: Table, prefixes: Sequence[bytes]
    ) -> Iterator[tuple[int, memoryview]]:
        """Yield (i, value view) for every key starting with ``prefixes[i]``, prefix by
        prefix: prefix() for many prefixes at the cost of one cursor."""


class Store(Protocol):
    """Durable storage of records, vectors, pool membership and metadata.

    Implementations are thread-safe for concurrent readers and one writer at a time; values
    returned are copies that outlive the read transaction.
    """

    def apply(self, ops: Sequence[Op]) -> None:
        """Apply ``ops`` in one durable transaction (all or nothing)."""

    def get(self, table: Table, key: bytes) -> bytes | None:
        """Return the value under ``key``, or None."""

    def get_many(self, table: Table, keys: Sequence[bytes]) -> list[bytes | None]:
        """Return the values under ``keys`` (None where missing), read in one transaction."""

    def pool_ids(self, pool: bytes) -> list[bytes]:
        """Return the ids of every memory stored in ``pool``."""

    def pool_id_chunks(self, pool: bytes, size: int) -> Iterator[list[bytes]]:
        """Yield the ids of ``pool`` in id order, ``size`` at a time, each chunk read in its
        own short read transaction (a walk over a big pool holds no list of all its ids)."""

    def pool_id_page(
        self, pool: bytes, after: bytes | None, size: int, descending: bool = False
    ) -> list[bytes]:
        """Return up to ``size`` ids of ``pool`` in id order (``descending``: newest first)
        that come strictly after ``after`` in that order (None: from the start), read in one
        short read transaction."""

    def pool_count(self, pool: bytes) -> int:
        """Return how many memories ``pool`` holds."""

    def scan(self, table: Table) -> Iterator[tuple[bytes, bytes]]:
        """Yield every (key, value) of ``table`` in key order, in batches of read transactions."""

    def scan_prefix(self, table: Table, prefix: bytes) -> Iterator[tuple[bytes, bytes]]:
        """Yield every (key, value) of ``table`` whose key starts with ``prefix``, in key
        order, in batches of read transactions (values are copies)."""

    def snapshot(self) -> AbstractContextManager[StoreView]:
        """Return a context manager holding one read transaction: a consistent view for
        zero-copy reads (the long tier's scan reads codes in place)."""

    def close(self) -> None:
        """Flush and close; further calls fail."""
