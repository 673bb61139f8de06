"""Group commit: concurrent writers, the overload limit, ticks, failures and closing."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest

from memoryd.core.errors import Overloaded, StorageError
from memoryd.core.store.storage import Op, Put, Table, Update
from memoryd.core.store.writer import GroupCommitWriter

WAIT_S = 10.0  # generous upper bound for things that happen "soon"; never asserted on


@pytest.fixture
def make_writer(store) -> Iterator:
    writers: list[GroupCommitWriter] = []

    def make(**kwargs) -> GroupCommitWriter:
        kwargs.setdefault("max_group", 512)
        kwargs.setdefault("max_pending", 10_000)
        writer = GroupCommitWriter(store, **kwargs)
        writers.append(writer)
        return writer

    yield make
    for writer in writers:
        writer.close()


def _blocker() -> tuple[Update, threading.Event, threading.Event]:
    """An op that holds the writer thread inside its transaction until released."""
    entered, release = threading.Event(), threading.Event()

    def fn(raw: bytes | None) -> bytes | None:
        entered.set()
        assert release.wait(WAIT_S), "test never released the writer"
        return b"released"

    return Update(Table.META, b"blocker", fn), entered, release


def test_a_write_is_visible_when_write_returns(store, make_writer):
    writer = make_writer()
    writer.write([Put(Table.RECORDS, b"k", b"v"), Put(Table.VECTORS, b"k", b"w")])
    assert store.get(Table.RECORDS, b"k") == b"v"
    assert store.get(Table.VECTORS, b"k") == b"w"


def test_concurrent_writers_are_all_committed_and_visible_on_return(store, make_writer):
    writer = make_writer(max_group=16)
    threads, per_thread = 8, 60

    def work(t: int) -> list[bytes]:
        invisible = []
        for i in range(per_thread):
            key = f"{t:02d}-{i:03d}".encode()
            writer.write([Put(Table.RECORDS, key, key * 2)])
            if store.get(Table.RECORDS, key) != key * 2:
                invisible.append(key)
        return invisible

    with ThreadPoolExecutor(threads) as pool:
        invisible = [k for part in pool.map(work, range(threads)) for k in part]
    assert invisible == []
    keys = [k for k, _ in store.scan(Table.RECORDS)]
    assert len(keys) == threads * per_thread


def test_writes_queued_behind_a_busy_commit_are_committed_together(store, make_writer):
    writer = make_writer(max_group=4)
    op, entered, release = _blocker()
    first = writer.submit([op])
    assert entered.wait(WAIT_S)
    queued = [writer.submit([Put(Table.RECORDS, b"q%02d" % i, b"v")]) for i in range(10)]
    assert not any(f.done() for f in queued)  # nothing is acknowledged before its commit
    release.set()
    for f in [first, *queued]:
        assert f.result(WAIT_S) is None
    assert len(list(store.scan(Table.RECORDS))) == 10
    assert store.get(Table.META, b"blocker") == b"released"


def test_overloaded_when_more_than_max_pending_items_wait(store, make_writer):
    writer = make_writer(max_pending=3)
    op, entered, release = _blocker()
    first = writer.submit([op], items=1)  # in flight: still pending until committed
    assert entered.wait(WAIT_S)
    second = writer.submit([Put(Table.RECORDS, b"a", b"1"), Put(Table.RECORDS, b"b", b"2")], 2)
    with pytest.raises(Overloaded, match="max_pending_writes"):
        writer.submit([Put(Table.RECORDS, b"c", b"3")], items=1)
    with pytest.raises(Overloaded):
        writer.write([Put(Table.RECORDS, b"c", b"3")], items=1)
    release.set()
    first.result(WAIT_S)
    second.result(WAIT_S)
    assert store.get(Table.RECORDS, b"c") is None  # the refused write left nothing
    writer.write([Put(Table.RECORDS, b"c", b"3")], items=3)  # the budget is back
    assert store.get(Table.RECORDS, b"c") == b"3"


def test_a_single_request_above_the_limit_is_overloaded(store, make_writer):
    writer = make_writer(max_pending=5)
    with pytest.raises(Overloaded):
        writer.write([Put(Table.RECORDS, b"k", b"v")], items=6)
    assert store.get(Table.RECORDS, b"k") is None
    writer.write([Put(Table.RECORDS, b"k", b"v")], items=5)
    assert store.get(Table.RECORDS, b"k") == b"v"


def test_a_failed_commit_raises_in_its_writer_and_the_writer_goes_on(store, make_writer):
    writer = make_writer(max_pending=2)

    def boom(raw: bytes | None) -> bytes | None:
        raise ValueError("boom")

    with pytest.raises(ValueError, match="boom"):
        writer.write([Put(Table.RECORDS, b"half", b"v"), Update(Table.RECORDS, b"x", boom)])
    assert store.get(Table.RECORDS, b"half") is None
    writer.write([Put(Table.RECORDS, b"after", b"v")], items=2)  # pending was released
    assert store.get(Table.RECORDS, b"after") == b"v"


def test_a_storage_failure_is_a_storage_error(store, make_writer):
    writer = make_writer()
    with pytest.raises(StorageError):
        writer.write([Put(Table.RECORDS, b"", b"empty keys are refused by LMDB")])


def test_tick_ops_are_committed_at_close(store, make_writer):
    calls = []

    def tick() -> list[Op]:
        calls.append(1)
        return [Put(Table.META, b"tick-%d" % len(calls), b"t")]

    writer = make_writer(tick=tick, tick_interval=3_600.0)  # no tick before close
    writer.write([Put(Table.RECORDS, b"k", b"v")])
    writer.close()
    assert len(calls) == 1
    assert store.get(Table.META, b"tick-1") == b"t"


def test_tick_ops_are_committed_periodically(store, make_writer):
    def tick() -> list[Op]:
        return [Update(Table.META, b"ticks", lambda raw: str(int(raw or b"0") + 1).encode())]

    make_writer(tick=tick, tick_interval=0.01)
    deadline = time.monotonic() + WAIT_S
    while int(store.get(Table.META, b"ticks") or b"0") < 3:
        assert time.monotonic() < deadline, "the writer never committed its tick ops"
        time.sleep(0.01)


def test_a_failing_tick_does_not_stop_the_writer(store, make_writer, caplog):
    ticked = threading.Event()

    def tick() -> list[Op]:
        ticked.set()
        raise RuntimeError("tick failed")

    with caplog.at_level(logging.ERROR, logger="memoryd.core.store.writer"):
        writer = make_writer(tick=tick, tick_interval=0.01)
        assert ticked.wait(WAIT_S)
        writer.write([Put(Table.RECORDS, b"k", b"v")])
        writer.close()
    assert store.get(Table.RECORDS, b"k") == b"v"
    assert "writer tick failed" in caplog.text


def test_close_drains_every_queued_write(store, make_writer):
    writer = make_writer(max_group=4)
    op, entered, release = _blocker()
    futures = [writer.submit([op])]
    assert entered.wait(WAIT_S)
    futures += [writer.submit([Put(Table.RECORDS, b"d%03d" % i, b"v")]) for i in range(100)]
    closer = threading.Thread(target=writer.close)
    closer.start()
    release.set()
    closer.join(WAIT_S)
    assert not closer.is_alive()
    assert all(f.done() and f.exception() is None for f in futures)
    assert len(list(store.scan(Table.RECORDS))) == 100


def test_after_close_writes_are_refused_and_close_is_idempotent(store, make_writer):
    writer = make_writer()
    writer.close()
    with pytest.raises(StorageError, match="closed"):
        writer.write([Put(Table.RECORDS, b"k", b"v")])
    writer.close()
    assert store.get(Table.RECORDS, b"k") is None
