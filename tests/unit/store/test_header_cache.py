"""Recall's kept record headers (memoryd.core.store.header_cache) through Records: a header
read is kept and handed out as a copy, and every commit — a mutation, an import over a record,
a delete — is seen by the next read, as an uncached read would see it."""

from __future__ import annotations

import os
from dataclasses import replace

import numpy as np

from memoryd.core.store.header_cache import HeaderCache, copied
from memoryd.core.store.records import Records
from memoryd.core.types import Hit, MemoryRecord, MemoryType, Scope, Source, Status, Tier

DIM = 8
ALICE = Scope("alice", "agent", "s1")


def _record(**changes: object) -> MemoryRecord:
    record = MemoryRecord(
        id=os.urandom(16), scope=ALICE, content="likes tea", memory_type=MemoryType.SEMANTIC,
        importance=0.5, confidence=0.9, source=Source.USER_INPUT, status=Status.ACTIVE,
        tags=("t",), metadata={"k": "v"}, created_at=1_000.0, updated_at=1_000.0,
        attributes=("drink",),
    )  # fmt: skip
    return replace(record, **changes)


def _put(records: Records, record: MemoryRecord) -> None:
    batch = records.batch()
    batch.put_new(record, np.ones(DIM, np.float32) / np.sqrt(DIM))
    batch.commit()


def _uncached(records: Records, ids: list[bytes]) -> list[MemoryRecord | None]:
    """Return what a read decoding every header from the store gives."""
    kept = records.headers
    records.headers = HeaderCache(0)
    try:
        return records.read(ids, content=False, events=False)
    finally:
        records.headers = kept


def test_a_kept_header_reads_as_the_store_does_and_is_a_copy_each_time(records):
    record = _record()
    _put(records, record)
    records.access.touch([record.id], 2_000.0)
    first = records.read([record.id], content=False, events=False)
    assert len(records.headers) == 1
    second = records.read([record.id], content=False, events=False)
    assert second == first == _uncached(records, [record.id])
    assert second[0] is not first[0]
    assert (second[0].access_count, second[0].last_accessed_at) == (1, 2_000.0)
    first[0].content = "changed by a reader"  # a reader's change never reaches the next one
    first[0].tier = Tier.LONG
    assert records.read([record.id], content=False, events=False) == second


def test_every_kind_of_commit_is_seen_by_the_next_read(records):
    a, b, c = _record(), _record(), _record()
    for r in (a, b, c):
        _put(records, r)
    ids = [a.id, b.id, c.id]
    records.read(ids, content=False, events=False)  # all three kept
    batch = records.batch()
    batch.mutate(a.id, lambda r: replace(r, status=Status.SUPERSEDED, superseded_by=b.id))
    batch.commit()
    batch = records.batch()  # an import over b
    batch.put_new(replace(b, importance=0.9, tags=("u",)), np.ones(DIM, np.float32),
                  replacing=True)  # fmt: skip
    batch.commit()
    records.delete(ALICE.pool_key, [c.id])
    read = records.read(ids, content=False, events=False)
    assert read == _uncached(records, ids)
    assert read[0] is not None and read[0].status is Status.SUPERSEDED
    assert read[1] is not None and (read[1].importance, read[1].tags) == (0.9, ("u",))
    assert read[2] is None


def test_a_header_read_while_a_commit_was_noted_is_not_kept():
    cache = HeaderCache(10)
    record = _record()
    epoch = cache.epoch
    cache.invalidate([os.urandom(16)])  # a commit between the read's start and its end
    cache.put_many(epoch, [record])
    assert cache.get_many([record.id]) == [None]
    cache.put_many(cache.epoch, [record])
    assert cache.get_many([record.id]) == [copied(record)]


def test_the_least_recently_read_header_goes_first():
    cache = HeaderCache(2)
    a, b, c = _record(), _record(), _record()
    cache.put_many(cache.epoch, [a, b])
    cache.get_many([a.id])  # b is now the least recently read
    cache.put_many(cache.epoch, [c])
    assert [h is not None for h in cache.get_many([a.id, b.id, c.id])] == [True, False, True]


def test_a_commit_keeps_what_it_stored_once_and_never_a_version_it_changed_after(records):
    fresh, changed = _record(), _record()
    batch = records.batch()
    batch.put_new(fresh, np.ones(DIM, np.float32))
    batch.put_new(changed, np.ones(DIM, np.float32))
    batch.mutate(changed.id, lambda r: replace(r, status=Status.SUPERSEDED))  # same batch
    batch.commit()
    assert [h is not None for h in records.headers.get_many([fresh.id, changed.id])] == [
        True,
        False,
    ]
    ids = [fresh.id, changed.id]
    read = records.read(ids, content=False, events=False)
    assert read == _uncached(records, ids)
    assert read[1] is not None and read[1].status is Status.SUPERSEDED


def _hits(records: Records, ids: list[bytes]) -> list[Hit]:
    headers = records.read(ids, content=False, events=False)
    return [Hit(h, 1.0, 1.0, 1.0, 0.0, None) for h in headers if h is not None]


def test_a_text_read_for_an_answer_is_kept_and_every_commit_is_seen(records):
    a, b, c = _record(content="likes tea"), _record(content="plays chess"), _record()
    for r in (a, b, c):
        _put(records, r)
    ids = [a.id, b.id, c.id]
    first = records.with_content(_hits(records, ids))
    assert [h.record.content for h in first] == ["likes tea", "plays chess", "likes tea"]
    assert records.headers.texts_many(ids) == ["likes tea", "plays chess", "likes tea"]
    hits = _hits(records, ids)  # ranked, then the store changes before the texts are read
    batch = records.batch()  # an import over b with another text
    batch.put_new(replace(b, content="plays go"), np.ones(DIM, np.float32), replacing=True)
    batch.commit()
    records.delete(ALICE.pool_key, [c.id])
    assert records.headers.texts_many(ids) == ["likes tea", None, None]
    answered = records.with_content(hits)
    assert [h.record.content for h in answered] == ["likes tea", "plays go"]  # c is gone


def test_a_text_read_while_a_commit_was_noted_is_not_kept():
    cache = HeaderCache(2)
    a, b, c = _record(), _record(), _record()
    cache.put_many(cache.epoch, [a, b])
    epoch = cache.epoch
    cache.invalidate([os.urandom(16)])
    cache.put_texts(epoch, [(a.id, "likes tea")])
    assert cache.texts_many([a.id]) == [None]
    cache.put_texts(cache.epoch, [(a.id, "likes tea"), (c.id, "no header kept")])
    assert cache.texts_many([a.id, c.id]) == ["likes tea", None]
    cache.put_many(cache.epoch, [c])  # a goes (least recently read), its text with it
    assert cache.texts_many([a.id, b.id, c.id]) == [None, None, None]
