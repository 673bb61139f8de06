"""The change log: one entry per commit that touches memories or long tiers, written in the
commit's own transaction, trimmed to the last ``changes_kept``, readable from a read-only
view of the folder (what a reader process opens)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from memoryd.core.store import changes
from memoryd.core.store.changes import UNKNOWN_POOL
from memoryd.core.store.lmdb_store import LmdbStore
from memoryd.core.store.storage import Delete, PoolAdd, PoolRemove, Put, Table, Update


def _id(i: int) -> bytes:
    return i.to_bytes(16, "big")


def _long_key(pool: bytes) -> bytes:  # as memoryd.core.tiers.long_tier keys a location
    return b"l" + len(pool).to_bytes(2, "big") + pool + _id(9)


def _open(path: Path, kept: int = 100, **kw: object) -> LmdbStore:
    return LmdbStore(path, 1 << 26, changes_kept=kept, **kw)  # type: ignore[arg-type]


def test_entry_names_the_ids_a_commit_wrote_by_pool(tmp_path):
    store = _open(tmp_path)
    store.apply(
        [
            Put(Table.RECORDS, _id(1), b"r"),
            Put(Table.VECTORS, _id(1), b"v"),
            PoolAdd(b"alice", _id(1)),
            Put(Table.RECORDS, _id(2), b"r"),
            PoolAdd(b"bob", _id(2)),
        ]
    )
    [entry] = store.changes_after(0, 10)
    assert entry.sequence == 1 == store.last_change() == store.first_change()
    # Pool-named ids are not repeated under UNKNOWN_POOL.
    assert entry.touched == {b"alice": [_id(1)], b"bob": [_id(2)]}
    assert entry.long_pools == ()
    store.close()


def test_mutations_by_id_and_deletes_and_long_tiers_are_logged(tmp_path):
    store = _open(tmp_path)
    store.apply([Put(Table.RECORDS, _id(1), b"r"), PoolAdd(b"alice", _id(1))])
    store.apply([Update(Table.RECORDS, _id(1), lambda raw: b"r2")])
    store.apply([Delete(Table.RECORDS, _id(1)), PoolRemove(b"alice", _id(1))])
    store.apply([Put(Table.LONG, _long_key(b"alice"), b"x")])
    entries = store.changes_after(1, 10)
    assert [e.sequence for e in entries] == [2, 3, 4]
    assert entries[0].touched == {UNKNOWN_POOL: [_id(1)]}
    assert entries[1].touched == {b"alice": [_id(1)]}
    assert entries[2].touched == {} and entries[2].long_pools == (b"alice",)
    store.close()


def test_commits_of_nothing_a_reader_indexes_add_no_entry(tmp_path):
    store = _open(tmp_path)
    store.apply([Put(Table.ACCESS, _id(1), b"a"), Put(Table.META, b"m", b"1")])
    assert store.last_change() == 0 and store.changes_after(0, 10) == []
    store.close()


def test_off_by_default_no_entry_is_written(tmp_path):
    store = LmdbStore(tmp_path, 1 << 26)
    store.apply([Put(Table.RECORDS, _id(1), b"r"), PoolAdd(b"p", _id(1))])
    assert store.last_change() == 0
    store.close()


def test_a_failed_commit_logs_nothing(tmp_path):
    store = _open(tmp_path)

    def boom(raw: bytes | None) -> bytes:
        raise ValueError("refused")

    with pytest.raises(ValueError):
        store.apply([Put(Table.RECORDS, _id(1), b"r"), Update(Table.RECORDS, _id(2), boom)])
    assert store.last_change() == 0
    store.close()


def test_log_keeps_the_last_entries_and_the_sequence_survives_reopen(tmp_path):
    store = _open(tmp_path, kept=3)
    for i in range(5):
        store.apply([Put(Table.RECORDS, _id(i), b"r")])
    assert (store.first_change(), store.last_change()) == (3, 5)
    store.close()
    store = _open(tmp_path, kept=3)
    store.apply([Put(Table.RECORDS, _id(7), b"r")])
    assert [e.sequence for e in store.changes_after(0, 10)] == [4, 5, 6]
    assert store.changes_after(4, 1)[0].touched == {UNKNOWN_POOL: [_id(4)]}
    store.close()


_READER = """
import sys
from pathlib import Path
from memoryd.core.errors import StorageError
from memoryd.core.store.lmdb_store import LmdbStore
from memoryd.core.store.storage import Put, Table
reader = LmdbStore(Path(sys.argv[1]), 1 << 26, readonly=True)
print(reader.last_change(), flush=True)
sys.stdin.readline()  # the writer commits meanwhile
[entry] = reader.changes_after(1, 10)
print(entry.sequence, sorted(entry.touched), reader.get(Table.RECORDS, (2).to_bytes(16, "big")))
try:
    reader.apply([Put(Table.RECORDS, b"k", b"v")])
    print("wrote")
except StorageError:
    print("refused")
"""


def test_a_read_only_view_follows_the_writers_commits_and_cannot_write(tmp_path):
    # Another process: LMDB opens one environment once per process.
    writer = _open(tmp_path)
    writer.apply([Put(Table.RECORDS, _id(1), b"r"), PoolAdd(b"p", _id(1))])
    child = subprocess.Popen(
        [sys.executable, "-c", _READER, str(tmp_path)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert child.stdout is not None and child.stdin is not None
        assert child.stdout.readline().strip() == "1"
        writer.apply([Put(Table.RECORDS, _id(2), b"r"), PoolAdd(b"p", _id(2))])
        out, _ = child.communicate("go\n", timeout=60)
    finally:
        child.kill()
        writer.close()
    assert out.split("\n")[:2] == ["2 [b'p'] b'r'", "refused"]


def test_decode_reads_what_entry_of_wrote():
    raw = changes.entry_of([PoolAdd(b"a", _id(1)), PoolAdd(b"x" * 300, _id(2))])
    assert raw is not None
    entry = changes.decode(7, raw)
    assert entry.sequence == 7
    assert entry.touched == {b"a": [_id(1)], b"x" * 300: [_id(2)]}
