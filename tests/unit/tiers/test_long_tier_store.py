"""The store reads the long tier relies on: prefix scans (copies, batched) and a read
snapshot whose zero-copy views stay consistent while writers commit."""

from __future__ import annotations

from memoryd.core.store.storage import Delete, Put, Table


def test_scan_prefix_yields_exactly_the_prefixed_keys_in_order(store):
    keys = [b"a", b"ab", b"ab\x00", b"ab\xff", b"abc", b"ac", b"b"]
    store.apply([Put(Table.LONG, k, k + b"!") for k in keys])
    assert [k for k, _ in store.scan_prefix(Table.LONG, b"ab")] == [
        b"ab", b"ab\x00", b"abc", b"ab\xff",
    ]  # fmt: skip
    assert dict(store.scan_prefix(Table.LONG, b"abc")) == {b"abc": b"abc!"}
    assert list(store.scan_prefix(Table.LONG, b"zz")) == []
    assert len(list(store.scan_prefix(Table.LONG, b""))) == len(keys)


def test_scan_prefix_crosses_read_batches(store):
    keys = [b"p" + i.to_bytes(4, "big") for i in range(10_000)]
    store.apply([Put(Table.LONG, k, b"") for k in keys] + [Put(Table.LONG, b"q", b"")])
    assert [k for k, _ in store.scan_prefix(Table.LONG, b"p")] == keys


def test_snapshot_views_do_not_see_later_commits(store):
    store.apply([Put(Table.LONG, b"s1", b"one"), Put(Table.LONG, b"s2", b"two")])
    with store.snapshot() as view:
        store.apply([Delete(Table.LONG, b"s1"), Put(Table.LONG, b"s3", b"three")])
        assert bytes(view.get(Table.LONG, b"s1")) == b"one"
        assert view.get(Table.LONG, b"s3") is None
        assert [(k, bytes(v)) for k, v in view.prefix(Table.LONG, b"s")] == [
            (b"s1", b"one"),
            (b"s2", b"two"),
        ]
    assert [k for k, _ in store.scan_prefix(Table.LONG, b"s")] == [b"s2", b"s3"]
