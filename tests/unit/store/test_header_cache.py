"""HeaderCache: a decoded header is reused only while its stored bytes are unchanged, callers
get copies, and the cache holds at most its capacity; through Records, a record changed by a
commit reads back changed (never a stale header)."""

from __future__ import annotations

import os
from dataclasses import replace

import numpy as np

from memoryd.core.store.codec import RecordCodec
from memoryd.core.store.header_cache import HeaderCache
from memoryd.core.store.records import Records
from memoryd.core.types import MemoryRecord, MemoryType, Scope, Source, Status

CODEC = RecordCodec(3)


def _record(content: str = "likes tea", **changes) -> MemoryRecord:
    record = MemoryRecord(
        id=os.urandom(16), scope=Scope("alice"), content=content,
        memory_type=MemoryType.SEMANTIC, importance=0.5, confidence=0.9,
        source=Source.USER_INPUT, status=Status.ACTIVE, tags=("a",), metadata={"k": "v"},
        created_at=1_000.0, updated_at=1_000.0,
    )  # fmt: skip
    return replace(record, **changes)


class _Counting:
    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, record_id: bytes, raw: bytes) -> MemoryRecord | None:
        self.calls += 1
        return CODEC.read(record_id, raw, content=False, events=False)


def test_the_same_bytes_decode_once_and_other_bytes_decode_again():
    cache, decode = HeaderCache(8), _Counting()
    record = _record()
    raw = CODEC.encode(record)
    first = cache.header(record.id, raw, False, decode)
    second = cache.header(record.id, bytes(bytearray(raw)), False, decode)  # equal, not identical
    assert decode.calls == 1 and first == second and first is not second
    changed = CODEC.encode(replace(record, status=Status.SUPPRESSED, importance=0.9))
    third = cache.header(record.id, changed, False, decode)
    assert decode.calls == 2
    assert third is not None and third.status is Status.SUPPRESSED and third.importance == 0.9
    assert (cache.hits, cache.misses) == (1, 2)


def test_a_caller_changing_its_copy_does_not_change_the_next_read():
    cache, decode = HeaderCache(8), _Counting()
    record = _record()
    raw = CODEC.encode(record)
    given = cache.header(record.id, raw, False, decode)
    assert given is not None
    given.access_count, given.content, given.tags = 7, "filled in", ("b",)
    again = cache.header(record.id, raw, False, decode)
    assert again is not None
    assert (again.access_count, again.content, again.tags) == (0, "", ("a",))


def test_with_and_without_events_are_kept_apart():
    cache, decode = HeaderCache(8), _Counting()
    record = _record()
    raw = CODEC.encode(record)
    cache.header(record.id, raw, False, decode)
    cache.header(record.id, raw, True, decode)
    assert decode.calls == 2


def test_the_least_recently_read_goes_first_and_capacity_zero_keeps_nothing():
    cache, decode = HeaderCache(2), _Counting()
    records = [_record(f"text {i}") for i in range(3)]
    raws = [CODEC.encode(r) for r in records]
    for r, raw in zip(records, raws, strict=True):
        cache.header(r.id, raw, False, decode)
    assert len(cache) == 2 and decode.calls == 3
    cache.header(records[0].id, raws[0], False, decode)  # evicted: decoded again
    assert decode.calls == 4
    off = HeaderCache(0)
    off.header(records[1].id, raws[1], False, decode)
    off.header(records[1].id, raws[1], False, decode)
    assert decode.calls == 6 and len(off) == 0


def test_a_damaged_record_is_not_cached():
    cache, decode = HeaderCache(8), _Counting()
    record = _record()
    raw = bytearray(CODEC.encode(record))
    raw[-1] ^= 0xFF  # the checksum no longer holds
    assert cache.header(record.id, bytes(raw), False, decode) is None
    assert cache.header(record.id, bytes(raw), False, decode) is None
    assert len(cache) == 0 and decode.calls == 2


def test_records_read_a_committed_change_through_the_cache(records: Records, rng):
    record = _record()
    batch = records.batch()
    vector = rng.standard_normal(8).astype(np.float32)
    batch.put_new(record, vector / np.linalg.norm(vector))
    batch.commit()
    (before,) = records.read([record.id], content=False)
    (cached,) = records.read([record.id], content=False)
    assert before is not None and cached is not None and cached.status is Status.ACTIVE
    assert records.headers.hits >= 1
    batch = records.batch()
    batch.mutate(record.id, lambda r: replace(r, status=Status.SUPPRESSED, tags=("z",)))
    batch.commit()
    (after,) = records.read([record.id], content=False)
    assert after is not None and after.status is Status.SUPPRESSED and after.tags == ("z",)
