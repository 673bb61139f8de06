"""Record <-> bytes: every field round-trips, with and without a trained zstd dictionary."""

from __future__ import annotations

import json
import random
import struct
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from memoryd.core.errors import DamagedRecord, StorageError
from memoryd.core.ranges import MAX_TIME_S
from memoryd.core.store.codec import RecordCodec, train_dictionary
from memoryd.core.types import Event, MemoryRecord, MemoryType, Scope, Source, Status, Tier

PREFIX = struct.Struct("<BII")  # format, dictionary id, header length
CHECKSUM = struct.Struct("<I")  # format 2: right after the prefix


def _v1(raw: bytes) -> bytes:
    """Return a format-2 record as format 1 wrote it (the same without the checksum)."""
    _, dict_id, header_len = PREFIX.unpack_from(raw)
    return PREFIX.pack(1, dict_id, header_len) + raw[PREFIX.size + CHECKSUM.size :]


_WORDS = (
    "the budget meeting project deadline Alice Bob prefers coffee tea window seat office "
    "report quarterly revenue customer Tuesday flight hotel Berlin allergy peanuts "
    "预算 会议 项目 截止 日期 喜欢 咖啡 客户 报告 季度"
).split()


def _corpus(n: int, seed: int = 0) -> list[str]:
    rnd = random.Random(seed)
    return [
        " ".join(rnd.choice(_WORDS) for _ in range(rnd.randint(8, 20))) + f" (#{i})"
        for i in range(n)
    ]


def _record(content: str = "预算控制在50万以内 — budget 🙂", **overrides) -> MemoryRecord:
    fields = dict(
        id=bytes(range(16)),
        scope=Scope("alice", "planner", "s-1"),
        content=content,
        memory_type=MemoryType.PREFERENCE,
        importance=0.7,
        confidence=0.9,
        source=Source.AGENT_INFERENCE,
        status=Status.SUPERSEDED,
        tags=("budget", "项目"),
        metadata={"k": "v", "来源": "会议"},
        created_at=1_700_000_000.123456,
        updated_at=1_700_000_100.5,
        last_accessed_at=1_700_000_200.25,
        access_count=3,
        version=2,
        superseded_by=bytes(range(16, 32)),
        supersedes=(bytes(range(32, 48)), bytes(range(48, 64))),
        expires_at=1_800_000_000.0,
        embedding_model="use-multilingual-v3",
        outranked_by=(bytes(range(64, 80)),),
        events=(
            Event(1_700_000_000.123456, "created"),
            Event(1_700_000_100.5, "superseded", "value changed: 50万 -> 80万", bytes(range(16))),
        ),
    )
    fields.update(overrides)
    return MemoryRecord(**fields)


@pytest.fixture(scope="module")
def trained() -> bytes:
    raw = train_dictionary([t.encode() for t in _corpus(600)], 8_192)
    assert raw is not None
    return raw


# ---------------------------------------------------------------- round trips

_times = st.floats(0, 4_102_444_800.0, allow_nan=False, allow_infinity=False)
_ids = st.binary(min_size=16, max_size=16)
_short_text = st.text(max_size=20)
_records = st.builds(
    _record,
    content=st.text(max_size=300),
    scope=st.builds(Scope, _short_text, _short_text, _short_text),
    memory_type=st.sampled_from(MemoryType),
    importance=st.floats(0, 1),
    confidence=st.floats(0, 1),
    source=st.sampled_from(Source),
    status=st.sampled_from(Status),
    tags=st.lists(_short_text, max_size=5).map(tuple),
    metadata=st.dictionaries(_short_text, _short_text, max_size=5),
    created_at=_times,
    updated_at=_times,
    last_accessed_at=st.none() | _times,
    access_count=st.integers(0, 2**53),
    version=st.integers(1, 10**6),
    superseded_by=st.none() | _ids,
    supersedes=st.lists(_ids, max_size=3).map(tuple),
    expires_at=st.none() | _times,
    embedding_model=_short_text,
    events=st.lists(
        st.builds(Event, _times, _short_text, st.text(max_size=80), st.none() | _ids), max_size=4
    ).map(tuple),
    attributes=st.none() | st.lists(_short_text, max_size=3).map(tuple),
    outranked_by=st.lists(_ids, max_size=2).map(tuple),
    later_occasions=st.lists(_ids, max_size=2).map(tuple),
    outdated_by=st.lists(_ids, max_size=2).map(tuple),
    typed=st.none() | st.booleans(),
    told_as_past=st.none() | st.booleans(),
)


def _stored(record: MemoryRecord) -> MemoryRecord:
    """What decoding gives back: the tier and the access statistics are not in the record
    (access statistics live in their own table, memoryd.core.store.access)."""
    return replace(record, tier=None, access_count=0, last_accessed_at=None)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(record=_records)
@example(record=_record())
@example(
    record=_record(
        content="",
        tags=(),
        metadata={},
        last_accessed_at=None,
        superseded_by=None,
        supersedes=(),
        expires_at=None,
        events=(),
    )
)
@example(record=_record(content='👩‍👩‍👧‍👦 emoji 家族 \u200d\x00\n\t "quotes" \\ 末尾'))
def test_every_field_round_trips_without_a_dictionary(record):
    codec = RecordCodec(3)
    raw = codec.encode(record)
    assert codec.decode(record.id, raw) == _stored(record)
    assert codec.decode(record.id, memoryview(raw)) == _stored(record)  # LMDB buffers


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(record=_records)
@example(record=_record())
def test_every_field_round_trips_with_a_dictionary(trained, record):
    codec = RecordCodec(3)
    dict_id = codec.add_dictionary(trained, current=True)
    raw = codec.encode(record)
    assert PREFIX.unpack_from(raw)[1] == dict_id
    assert codec.decode(record.id, raw) == _stored(record)


def test_records_written_before_events_existed_decode_with_no_events():
    codec = RecordCodec(3)
    raw = _v1(codec.encode(_record()))
    fmt, dict_id, header_len = PREFIX.unpack_from(raw)
    header = json.loads(raw[PREFIX.size : PREFIX.size + header_len])
    del header["ev"]  # the v0.1 header had no events
    old = json.dumps(header, ensure_ascii=False, separators=(",", ":")).encode()
    legacy = PREFIX.pack(fmt, dict_id, len(old)) + old + raw[PREFIX.size + header_len :]
    assert codec.decode(b"i" * 16, legacy) == replace(_stored(_record()), id=b"i" * 16, events=())


def test_records_written_before_attributes_were_recorded_decode_with_none():
    codec = RecordCodec(3)
    raw = _v1(codec.encode(_record(attributes=("employer",))))
    fmt, dict_id, header_len = PREFIX.unpack_from(raw)
    header = json.loads(raw[PREFIX.size : PREFIX.size + header_len])
    assert header.pop("at") == ["employer"]
    old = json.dumps(header, ensure_ascii=False, separators=(",", ":")).encode()
    legacy = PREFIX.pack(fmt, dict_id, len(old)) + old + raw[PREFIX.size + header_len :]
    assert codec.decode(b"i" * 16, legacy).attributes is None
    fresh = _record(attributes=())
    assert codec.decode(fresh.id, codec.encode(fresh)).attributes == ()


def test_the_tier_is_not_stored():
    codec = RecordCodec(3)
    record = _record(tier=Tier.MEDIUM)
    assert codec.decode(record.id, codec.encode(record)).tier is None


def test_access_statistics_are_not_part_of_the_record():
    codec = RecordCodec(3)
    fresh = _record(access_count=0, last_accessed_at=None)
    used = _record(access_count=41, last_accessed_at=1_750_000_000.0)
    assert codec.encode(fresh) == codec.encode(used)


def test_headers_that_still_carry_access_statistics_decode():
    """v0.1 wrote access count and last access into the header; such records still read."""
    codec = RecordCodec(3)
    raw = _v1(codec.encode(_record()))
    fmt, dict_id, header_len = PREFIX.unpack_from(raw)
    header = json.loads(raw[PREFIX.size : PREFIX.size + header_len])
    header.update(la=1_750_000_000.0, ac=7)
    old = json.dumps(header, ensure_ascii=False, separators=(",", ":")).encode()
    legacy = PREFIX.pack(fmt, dict_id, len(old)) + old + raw[PREFIX.size + header_len :]
    assert codec.decode(b"i" * 16, legacy) == replace(_stored(_record()), id=b"i" * 16)


def test_the_id_is_the_key_and_the_checksum_binds_the_value_to_it():
    codec = RecordCodec(3)
    record = _record()
    raw = codec.encode(record)
    assert codec.decode(record.id, raw).id == record.id
    other = b"\xff" * 16
    with pytest.raises(DamagedRecord, match="checksum"):
        codec.decode(other, raw)
    assert codec.decode(other, _v1(raw)).id == other  # format 1 had no checksum


def test_a_flipped_bit_anywhere_is_a_damaged_record_never_another_owner():
    codec = RecordCodec(3)
    record = _record()
    raw = codec.encode(record)
    for bit in range(0, len(raw) * 8, 7):
        damaged = bytearray(raw)
        damaged[bit // 8] ^= 1 << (bit % 8)
        if bit // 8 == 0:
            continue  # the format byte: an unknown format, a StorageError of its own
        with pytest.raises(DamagedRecord):
            codec.decode(record.id, bytes(damaged))
        with pytest.raises(DamagedRecord):
            codec.decode_header(record.id, bytes(damaged))


@pytest.mark.parametrize("cut", [0, 3, 9, 13, 20, -5])
def test_a_truncated_record_is_damaged(cut):
    codec = RecordCodec(3)
    record = _record()
    raw = codec.encode(record)
    with pytest.raises(DamagedRecord):
        codec.decode(record.id, raw[:cut])
    with pytest.raises(DamagedRecord):
        codec.decode(record.id, _v1(raw)[: max(cut, 0) or 5])


def _legacy(codec: RecordCodec, **header_fields) -> bytes:
    """Return a version-1 record (no checksum, as written before the range checks) of
    _record() with ``header_fields`` set in its header."""
    raw = _v1(codec.encode(_record()))
    _, dict_id, header_len = PREFIX.unpack_from(raw)
    header = json.loads(raw[PREFIX.size : PREFIX.size + header_len])
    header.update(header_fields)
    new = json.dumps(header).encode()
    return PREFIX.pack(1, dict_id, len(new)) + new + raw[PREFIX.size + header_len :]


def test_times_out_of_range_from_before_the_checks_are_clamped_and_counted():
    codec = RecordCodec(3)
    got = codec.decode(b"i" * 16, _legacy(codec, ea=9.223372036854776e18, ca=-5.0, v=2**63))
    assert got.expires_at == MAX_TIME_S and got.created_at == 0.0 and got.version == 2**53
    assert codec.damage.clamped == 1


@pytest.mark.parametrize(
    ("field", "value", "read"),
    [
        ("ca", -1.0, lambda r: r.created_at == 0.0),
        ("ua", 1e300, lambda r: r.updated_at == MAX_TIME_S),
        ("ea", -3.0, lambda r: r.expires_at == 0.0),
        ("v", 0, lambda r: r.version == 1),
        ("ev", [[-7.0, "created", "", None]], lambda r: r.events[0].at == 0.0),
    ],
)
def test_each_time_or_counter_out_of_range_alone_is_clamped(field, value, read):
    # The in-range check is one chained comparison per value: each value alone must still
    # send the record down the clamping path.
    codec = RecordCodec(3)
    assert read(codec.decode(b"i" * 16, _legacy(codec, **{field: value})))
    assert codec.damage.clamped == 1


@pytest.mark.parametrize(("field", "value"), [("ca", "yesterday"), ("v", 1.5), ("ea", [])])
def test_a_time_or_counter_of_the_wrong_type_is_a_damaged_record(field, value):
    codec = RecordCodec(3)
    with pytest.raises(DamagedRecord):
        codec.decode(b"i" * 16, _legacy(codec, **{field: value}))


def test_decode_without_events_gives_every_other_field():
    codec = RecordCodec(3)
    record = _record()
    assert record.events
    got = codec.decode(record.id, codec.encode(record), events=False)
    assert got == replace(_stored(record), events=())


def test_layout_prefix_names_format_dictionary_and_header_length():
    codec = RecordCodec(3)
    raw = codec.encode(_record())
    fmt, dict_id, header_len = PREFIX.unpack_from(raw)
    assert (fmt, dict_id) == (2, 0)
    assert PREFIX.size + CHECKSUM.size + header_len < len(raw)


def test_decode_header_gives_every_field_but_the_text_and_events():
    codec = RecordCodec(3)
    record = _record()
    assert record.events  # so that leaving them out is visible
    header = codec.decode_header(record.id, codec.encode(record))
    assert header.content == ""
    assert header == replace(_stored(record), content="", events=())


def test_decode_header_does_not_need_the_dictionary(trained):
    writer = RecordCodec(3)
    writer.add_dictionary(trained, current=True)
    raw = writer.encode(_record())
    assert RecordCodec(3).decode_header(_record().id, raw).scope == _record().scope


# ---------------------------------------------------------------- dictionaries


def test_train_dictionary_returns_a_dictionary_within_the_size(trained):
    assert 0 < len(trained) <= 8_192


@pytest.mark.parametrize(
    "samples",
    [
        [],
        [b"x" * 2_000] * 99,  # plenty of bytes, too few samples
        [b"0123456789"] * 500,  # plenty of samples, too few bytes (5 kB < 10x 1 kB)
    ],
    ids=["empty", "too-few-samples", "too-little-text"],
)
def test_train_dictionary_returns_none_for_too_little(samples):
    assert train_dictionary(samples, 65_536) is None


def test_a_dictionary_makes_short_texts_smaller(trained):
    texts = _corpus(200, seed=1)  # unseen texts of the same kind
    plain = RecordCodec(3)
    with_dict = RecordCodec(3)
    with_dict.add_dictionary(trained, current=True)
    size_plain = sum(len(plain.encode(_record(t))) for t in texts)
    size_dict = sum(len(with_dict.encode(_record(t))) for t in texts)
    assert size_dict < size_plain


def test_records_written_before_a_dictionary_still_decode_after_it(trained):
    codec = RecordCodec(3)
    before = _record("written before the dictionary 预算")
    raw_before = codec.encode(before)
    assert codec.dictionary_id == 0
    dict_id = codec.add_dictionary(trained, current=True)
    assert codec.dictionary_id == dict_id != 0
    after = _record("written after the dictionary 会议")
    raw_after = codec.encode(after)
    assert PREFIX.unpack_from(raw_before)[1] == 0
    assert PREFIX.unpack_from(raw_after)[1] == dict_id
    assert codec.decode(before.id, raw_before) == _stored(before)
    assert codec.decode(after.id, raw_after) == _stored(after)
    # a new codec (a restart) that loads the dictionary reads both
    reopened = RecordCodec(3)
    reopened.add_dictionary(trained, current=True)
    assert reopened.decode(before.id, raw_before) == _stored(before)
    assert reopened.decode(after.id, raw_after) == _stored(after)


def test_a_dictionary_that_is_not_current_is_only_used_to_read(trained):
    codec = RecordCodec(3)
    dict_id = codec.add_dictionary(trained, current=False)
    assert codec.dictionary_id == 0
    assert PREFIX.unpack_from(codec.encode(_record()))[1] == 0
    writer = RecordCodec(3)
    writer.add_dictionary(trained, current=True)
    raw = writer.encode(_record())
    assert PREFIX.unpack_from(raw)[1] == dict_id
    assert codec.decode(_record().id, raw).content == _record().content


def test_a_missing_dictionary_is_a_storage_error(trained):
    writer = RecordCodec(3)
    writer.add_dictionary(trained, current=True)
    raw = writer.encode(_record())
    with pytest.raises(StorageError, match="dictionary"):
        RecordCodec(3).decode(_record().id, raw)


@pytest.mark.parametrize("fmt", [0, 3, 255])
def test_an_unknown_format_byte_is_a_storage_error(fmt):
    codec = RecordCodec(3)
    raw = bytearray(codec.encode(_record()))
    raw[0] = fmt
    with pytest.raises(StorageError, match="format"):
        codec.decode(b"i" * 16, bytes(raw))
    with pytest.raises(StorageError, match="format"):
        codec.decode_header(b"i" * 16, bytes(raw))


def test_codec_is_safe_across_threads(trained):
    codec = RecordCodec(3)
    records = [_record(t, id=i.to_bytes(16, "big")) for i, t in enumerate(_corpus(400))]
    switch = threading.Barrier(4)

    def work(part: int) -> list[bool]:
        switch.wait()
        if part == 0:  # one thread switches to the dictionary while the others encode
            codec.add_dictionary(trained, current=True)
        mine = records[part::4]
        return [codec.decode(r.id, codec.encode(r)) == _stored(r) for r in mine]

    with ThreadPoolExecutor(4) as pool:
        results = [ok for part in pool.map(work, range(4)) for ok in part]
    assert len(results) == len(records) and all(results)
