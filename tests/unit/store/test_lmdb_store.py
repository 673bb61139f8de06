"""The LMDB store: operation semantics, reads, scans, durability across reopen, atomicity."""

from __future__ import annotations

from pathlib import Path

import pytest

from memoryd.core.errors import StorageError, StorageFull
from memoryd.core.store.lmdb_store import Fullness, LmdbStore
from memoryd.core.store.storage import Delete, PoolAdd, PoolRemove, Put, Table, Update


def _id(i: int) -> bytes:
    return i.to_bytes(16, "big")


# ---------------------------------------------------------------- put / delete / get


def test_put_then_get(store):
    store.apply([Put(Table.RECORDS, b"k1", b"v1"), Put(Table.RECORDS, b"k2", b"v2")])
    assert store.get(Table.RECORDS, b"k1") == b"v1"
    assert store.get(Table.RECORDS, b"k2") == b"v2"
    assert store.get(Table.RECORDS, b"k3") is None


def test_values_are_bytes_that_outlive_the_transaction(store):
    store.apply([Put(Table.RECORDS, b"k", b"value")])
    value = store.get(Table.RECORDS, b"k")
    store.apply([Put(Table.RECORDS, b"k", b"other"), Put(Table.RECORDS, b"x" * 8, b"y" * 999)])
    assert isinstance(value, bytes) and value == b"value"


def test_put_overwrites(store):
    store.apply([Put(Table.RECORDS, b"k", b"old")])
    store.apply([Put(Table.RECORDS, b"k", b"new")])
    assert store.get(Table.RECORDS, b"k") == b"new"


def test_tables_are_separate(store):
    store.apply(
        [
            Put(Table.RECORDS, b"k", b"record"),
            Put(Table.VECTORS, b"k", b"vector"),
            Put(Table.META, b"k", b"meta"),
        ]
    )
    assert store.get(Table.RECORDS, b"k") == b"record"
    assert store.get(Table.VECTORS, b"k") == b"vector"
    assert store.get(Table.META, b"k") == b"meta"
    store.apply([Delete(Table.VECTORS, b"k")])
    assert store.get(Table.VECTORS, b"k") is None
    assert store.get(Table.RECORDS, b"k") == b"record"


def test_delete_removes_and_a_missing_key_is_a_no_op(store):
    store.apply([Put(Table.RECORDS, b"k", b"v"), Put(Table.RECORDS, b"keep", b"v")])
    store.apply([Delete(Table.RECORDS, b"k"), Delete(Table.RECORDS, b"never-there")])
    assert store.get(Table.RECORDS, b"k") is None
    assert store.get(Table.RECORDS, b"keep") == b"v"


def test_ops_apply_in_order_within_one_transaction(store):
    store.apply(
        [
            Put(Table.RECORDS, b"k", b"1"),
            Delete(Table.RECORDS, b"k"),
            Put(Table.RECORDS, b"k", b"2"),
            Put(Table.RECORDS, b"gone", b"x"),
            Delete(Table.RECORDS, b"gone"),
        ]
    )
    assert store.get(Table.RECORDS, b"k") == b"2"
    assert store.get(Table.RECORDS, b"gone") is None


def test_get_many_keeps_order_and_gives_none_where_missing(store):
    store.apply([Put(Table.RECORDS, b"a", b"1"), Put(Table.RECORDS, b"c", b"3")])
    assert store.get_many(Table.RECORDS, [b"c", b"b", b"a", b"c"]) == [b"3", None, b"1", b"3"]
    assert store.get_many(Table.RECORDS, []) == []


# ---------------------------------------------------------------- update


def test_update_replaces_with_fn_of_the_current_value(store):
    store.apply([Put(Table.RECORDS, b"n", b"1")])
    seen: list[bytes | None] = []

    def bump(raw: bytes | None) -> bytes | None:
        seen.append(raw)
        return str(int(raw or b"0") + 1).encode()

    store.apply([Update(Table.RECORDS, b"n", bump), Update(Table.RECORDS, b"n", bump)])
    assert seen == [b"1", b"2"]  # the second update sees the first
    assert store.get(Table.RECORDS, b"n") == b"3"


def test_update_gets_none_for_a_missing_key(store):
    seen: list[bytes | None] = []

    def fn(raw: bytes | None) -> bytes | None:
        seen.append(raw)
        return b"created"

    store.apply([Update(Table.RECORDS, b"new", fn)])
    assert seen == [None]
    assert store.get(Table.RECORDS, b"new") == b"created"


def test_update_returning_none_leaves_the_data(store):
    store.apply([Put(Table.RECORDS, b"k", b"v")])
    store.apply(
        [Update(Table.RECORDS, b"k", lambda raw: None), Update(Table.RECORDS, b"m", lambda r: None)]
    )
    assert store.get(Table.RECORDS, b"k") == b"v"
    assert store.get(Table.RECORDS, b"m") is None


def test_update_sees_earlier_ops_of_the_same_transaction(store):
    seen: list[bytes | None] = []
    store.apply(
        [
            Put(Table.RECORDS, b"k", b"put first"),
            Update(Table.RECORDS, b"k", lambda raw: seen.append(raw) or raw + b"!"),
        ]
    )
    assert seen == [b"put first"]
    assert store.get(Table.RECORDS, b"k") == b"put first!"


# ---------------------------------------------------------------- pools


def test_pool_add_and_remove(store):
    pool = b"alice\x00planner"
    store.apply([PoolAdd(pool, _id(i)) for i in (3, 1, 2)])
    assert store.pool_ids(pool) == [_id(1), _id(2), _id(3)]  # key order
    assert store.pool_count(pool) == 3
    store.apply([PoolRemove(pool, _id(2))])
    assert store.pool_ids(pool) == [_id(1), _id(3)]
    assert store.pool_count(pool) == 2


@pytest.mark.parametrize("size", [1, 3, 5, 7, 100])
def test_pool_id_chunks_walk_the_pool_in_order(store, size):
    store.apply([PoolAdd(b"p", _id(i)) for i in range(10)] + [PoolAdd(b"pq", _id(99))])
    chunks = list(store.pool_id_chunks(b"p", size))
    assert all(1 <= len(c) <= size for c in chunks)
    assert [i for c in chunks for i in c] == store.pool_ids(b"p") == [_id(i) for i in range(10)]
    assert list(store.pool_id_chunks(b"nobody", size)) == []


def test_pool_id_chunks_resume_after_changes_between_chunks(store):
    store.apply([PoolAdd(b"p", _id(i)) for i in range(0, 10, 2)])  # 0 2 4 6 8
    walk = store.pool_id_chunks(b"p", 2)
    seen = list(next(walk))  # 0 2
    store.apply([PoolRemove(b"p", _id(2)), PoolRemove(b"p", _id(4)), PoolAdd(b"p", _id(5))])
    seen += [i for c in walk for i in c]
    assert seen == [_id(0), _id(2), _id(5), _id(6), _id(8)]


def test_pool_add_twice_stores_one_member(store):
    pool = b"p"
    store.apply([PoolAdd(pool, _id(1)), PoolAdd(pool, _id(1))])
    store.apply([PoolAdd(pool, _id(1))])
    assert store.pool_ids(pool) == [_id(1)]
    assert store.pool_count(pool) == 1


def test_pool_remove_of_a_non_member_is_a_no_op(store):
    store.apply([PoolAdd(b"p", _id(1))])
    store.apply([PoolRemove(b"p", _id(2)), PoolRemove(b"other", _id(1))])
    assert store.pool_ids(b"p") == [_id(1)]


def test_pools_are_separate_even_when_one_key_prefixes_another(store):
    store.apply(
        [
            PoolAdd(b"alice\x00", _id(1)),
            PoolAdd(b"alice\x00a", _id(2)),
            PoolAdd(b"alice\x00ab", _id(3)),
            PoolAdd(b"alicf\x00", _id(4)),
        ]
    )
    assert store.pool_ids(b"alice\x00") == [_id(1)]
    assert store.pool_ids(b"alice\x00a") == [_id(2)]
    assert store.pool_ids(b"alice\x00ab") == [_id(3)]
    assert store.pool_count(b"alice\x00a") == 1
    assert store.pool_ids(b"bob\x00") == []
    assert store.pool_count(b"bob\x00") == 0
    assert store.pool_ids(b"alice") == []  # not a prefix match


def test_emptied_pool_is_empty(store):
    store.apply([PoolAdd(b"p", _id(1)), PoolAdd(b"q", _id(2))])
    store.apply([PoolRemove(b"p", _id(1))])
    assert store.pool_ids(b"p") == []
    assert store.pool_count(b"p") == 0
    assert store.pool_ids(b"q") == [_id(2)]


# ---------------------------------------------------------------- scan


@pytest.mark.parametrize("n", [0, 1, 4_095, 4_096, 4_097, 8_192, 9_001])
def test_scan_yields_every_key_once_in_order(store, n):
    keys = [_id(i * 7919 % 100_003) for i in range(n)]  # inserted out of order
    store.apply([Put(Table.RECORDS, k, k[::-1]) for k in keys])
    store.apply([Put(Table.META, b"other-table", b"x")])
    got = list(store.scan(Table.RECORDS))
    assert [k for k, _ in got] == sorted(keys)
    assert all(v == k[::-1] for k, v in got)


def test_scan_of_an_empty_table(store):
    assert list(store.scan(Table.VECTORS)) == []


def test_scan_may_write_between_batches(store):
    """A scan holds no transaction between batches: writes in the middle neither fail nor
    make it repeat or skip a key that existed throughout."""
    keys = [_id(i) for i in range(2 * 4_096 + 10)]
    store.apply([Put(Table.RECORDS, k, b"v") for k in keys])
    seen = []
    for i, (key, _) in enumerate(store.scan(Table.RECORDS)):
        seen.append(key)
        if i == 100:
            store.apply([Put(Table.RECORDS, keys[5], b"changed"), Delete(Table.RECORDS, keys[-1])])
    assert seen == keys[:-1]


# ---------------------------------------------------------------- durability and atomicity


def test_data_survives_close_and_reopen(tmp_path: Path):
    path = tmp_path / "s"
    first = LmdbStore(path, 1 << 26)
    first.apply(
        [
            Put(Table.RECORDS, b"r", b"record"),
            Put(Table.VECTORS, b"r", b"vector"),
            Put(Table.META, b"m", b"meta"),
            PoolAdd(b"pool", _id(1)),
            PoolAdd(b"pool", _id(2)),
        ]
    )
    first.apply([PoolRemove(b"pool", _id(1)), Delete(Table.VECTORS, b"r")])
    first.close()
    second = LmdbStore(path, 1 << 26)
    try:
        assert second.get(Table.RECORDS, b"r") == b"record"
        assert second.get(Table.VECTORS, b"r") is None
        assert second.get(Table.META, b"m") == b"meta"
        assert second.pool_ids(b"pool") == [_id(2)]
    finally:
        second.close()


def test_apply_is_all_or_nothing_when_an_op_raises(store):
    store.apply([Put(Table.RECORDS, b"existing", b"old"), PoolAdd(b"p", _id(1))])

    def boom(raw: bytes | None) -> bytes | None:
        raise ValueError("boom")

    with pytest.raises(ValueError, match="boom"):
        store.apply(
            [
                Put(Table.RECORDS, b"new", b"v"),
                Put(Table.RECORDS, b"existing", b"overwritten"),
                Delete(Table.META, b"nothing"),
                PoolAdd(b"p", _id(2)),
                PoolRemove(b"p", _id(1)),
                Update(Table.RECORDS, b"existing", boom),
                Put(Table.RECORDS, b"after", b"v"),
            ]
        )
    assert store.get(Table.RECORDS, b"new") is None
    assert store.get(Table.RECORDS, b"after") is None
    assert store.get(Table.RECORDS, b"existing") == b"old"
    assert store.pool_ids(b"p") == [_id(1)]
    store.apply([Put(Table.RECORDS, b"later", b"ok")])  # the store still works
    assert store.get(Table.RECORDS, b"later") == b"ok"


def test_an_lmdb_failure_is_a_storage_error_and_rolls_back(store):
    with pytest.raises(StorageError):
        store.apply([Put(Table.RECORDS, b"first", b"v"), Put(Table.RECORDS, b"", b"empty key")])
    assert store.get(Table.RECORDS, b"first") is None


def test_a_full_map_says_to_raise_map_size(tmp_path: Path):
    small = LmdbStore(tmp_path / "small", 1 << 20)
    try:
        with pytest.raises(StorageError, match="map_size"):
            small.apply([Put(Table.RECORDS, b"big", b"x" * (2 << 20))])
        small.apply([Put(Table.RECORDS, b"small", b"x")])  # still usable, nothing half-written
        assert small.get(Table.RECORDS, b"big") is None
        assert small.get(Table.RECORDS, b"small") == b"x"
    finally:
        small.close()


def test_a_full_store_says_so_until_a_write_as_big_commits_again(tmp_path: Path):
    small = LmdbStore(tmp_path / "small", 1 << 20)

    def piece(n: int) -> list[Put]:  # ~100 kB in small values (no run of free pages needed)
        return [Put(Table.RECORDS, b"p%d-%d" % (n, i), b"x" * 1000) for i in range(100)]

    try:
        assert small.fullness() == Fullness(False, "", 0)
        stored = 0
        for n in range(20):  # pieces until the 1 MiB map is full
            try:
                small.apply(piece(n))
                stored += 1
            except StorageFull:
                break
        assert 2 < stored < 20
        with pytest.raises(StorageFull):
            small.apply(piece(stored))
        full = small.fullness()
        assert full.full and "map_size" in full.message and full.refused == 2
        assert small.get(Table.RECORDS, b"p0-0") == b"x" * 1000  # reads go on
        small.apply([Put(Table.RECORDS, b"tiny", b"x")])  # a small one fits: still full
        assert small.fullness().full
        small.apply([Delete(op.table, op.key) for n in (0, 1, 2) for op in piece(n)])  # room
        small.apply([Put(Table.RECORDS, b"tiny", b"y")])  # LMDB reuses pages a commit later
        small.apply(piece(stored))  # as big as the refused one
        assert small.fullness() == Fullness(False, "", 2)
    finally:
        small.close()


def test_a_failed_read_is_a_storage_error(store):
    """Regression: reads used to leak lmdb.BadValsizeError past the error tree."""
    with pytest.raises(StorageError):
        store.get(Table.RECORDS, b"")  # LMDB refuses empty keys
    with pytest.raises(StorageError):
        store.get_many(Table.RECORDS, [b"ok", b""])


def test_a_closed_store_fails_with_a_storage_error(tmp_path: Path):
    closed = LmdbStore(tmp_path / "closed", 1 << 20)
    closed.close()
    for read in (
        lambda: closed.get(Table.RECORDS, b"k"),
        lambda: closed.pool_ids(b"p"),
        lambda: closed.pool_count(b"p"),
        lambda: list(closed.scan(Table.RECORDS)),
    ):
        with pytest.raises(StorageError):
            read()
