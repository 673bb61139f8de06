"""The change log: what each commit of the writer touched, written in the same transaction.

Reader processes (docs/all-cores.md) open the data folder read-only and keep their in-memory
indexes current by reading the entries committed after the last one they applied. An entry
says, per pool, which memory ids the commit wrote or erased, and which pools' long tiers it
changed; a reader reads those records again (the store is the truth, the entry only says
where to look), so an entry never has to describe a change exactly.

Entries are keyed by a sequence number (big-endian u64: key order is sequence order). The
writer keeps the last ``kept`` entries; a reader further behind than the oldest one rebuilds
its indexes from the store, as start-up does.
"""

from __future__ import annotations

import struct
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from memoryd.core.ids import ID_BYTES
from memoryd.core.store.storage import Delete, Op, PoolAdd, PoolRemove, Put, Table, Update

_KIND_IDS = 0  # a pool's ids the commit wrote or erased
_KIND_LONG = 1  # a pool whose long tier the commit changed (codes, locations, model)
_HEAD = struct.Struct(">BHI")  # kind, pool key length, id count
UNKNOWN_POOL = b""  # ids of records changed by id alone (a mutation): their pool is read


def key_of(sequence: int) -> bytes:
    """Return the CHANGES table key of entry ``sequence`` (key order is sequence order)."""
    return sequence.to_bytes(8, "big")


def sequence_of(key: bytes) -> int:
    """Return the sequence number a CHANGES key stands for."""
    return int.from_bytes(key, "big")


@dataclass(frozen=True, slots=True)
class ChangeEntry:
    """One commit's change: its sequence number, the ids it wrote or erased by pool
    (UNKNOWN_POOL: ids changed in place, whose pool the record says), and the pools whose long
    tier it changed."""

    sequence: int
    touched: dict[bytes, list[bytes]] = field(default_factory=dict)
    long_pools: tuple[bytes, ...] = ()


def _long_pool(key: bytes) -> bytes | None:
    """Return the pool of a LONG table key (letter, u16 length, pool key, ...), None if the
    key is not one of a pool (memoryd.core.tiers.long_tier keys them all that way)."""
    if len(key) < 3:
        return None
    n = int.from_bytes(key[1:3], "big")
    return key[3 : 3 + n] if len(key) >= 3 + n else None


def entry_of(ops: Sequence[Op]) -> bytes | None:
    """Return the encoded change of a commit of ``ops``, None when it touches no memory and
    no long tier (access statistics, metadata, sessions: nothing a reader indexes)."""
    touched: dict[bytes, dict[bytes, None]] = {}
    long_pools: dict[bytes, None] = {}
    for op in ops:
        if isinstance(op, PoolAdd | PoolRemove):
            touched.setdefault(op.pool, {})[op.id] = None
        elif isinstance(op, Put | Delete | Update):
            if op.table is Table.RECORDS and len(op.key) == ID_BYTES:
                touched.setdefault(UNKNOWN_POOL, {})[op.key] = None
            elif op.table is Table.LONG:
                pool = _long_pool(op.key)
                if pool is not None:
                    long_pools[pool] = None
    if not touched and not long_pools:
        return None
    known = {i for pool, ids in touched.items() if pool != UNKNOWN_POOL for i in ids}
    if UNKNOWN_POOL in touched:  # ids whose pool an entry names need no second mention
        rest = {i: None for i in touched[UNKNOWN_POOL] if i not in known}
        if rest:
            touched[UNKNOWN_POOL] = rest
        else:
            del touched[UNKNOWN_POOL]
    parts: list[bytes] = []
    for pool, ids in touched.items():
        parts += [_HEAD.pack(_KIND_IDS, len(pool), len(ids)), pool, b"".join(ids)]
    for pool in long_pools:
        parts += [_HEAD.pack(_KIND_LONG, len(pool), 0), pool]
    return b"".join(parts)


def decode(sequence: int, raw: bytes) -> ChangeEntry:
    """Return the entry ``raw`` encodes (as entry_of made it)."""
    touched: dict[bytes, list[bytes]] = {}
    long_pools: list[bytes] = []
    at = 0
    view = memoryview(raw)
    while at < len(raw):
        kind, n_pool, n_ids = _HEAD.unpack_from(raw, at)
        at += _HEAD.size
        pool = bytes(view[at : at + n_pool])
        at += n_pool
        if kind == _KIND_LONG:
            long_pools.append(pool)
            continue
        ids = touched.setdefault(pool, [])
        for _ in range(n_ids):
            ids.append(bytes(view[at : at + ID_BYTES]))
            at += ID_BYTES
    return ChangeEntry(sequence, touched, tuple(long_pools))


class ChangeSource(Protocol):
    """Where a follower reads the change log (memoryd.core.store.lmdb_store.LmdbStore)."""

    def last_change(self) -> int:
        """Return the sequence of the newest committed entry (0: none yet)."""

    def first_change(self) -> int:
        """Return the sequence of the oldest entry still kept (0: none)."""

    def changes_after(self, sequence: int, limit: int) -> list[ChangeEntry]:
        """Return up to ``limit`` committed entries after ``sequence``, oldest first."""
