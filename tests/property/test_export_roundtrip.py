"""Export conversion round-trips: any stored record, sent as an ExportRecord (and through the
JSON Lines the CLI writes), comes back identical — every field of MemoryRecord, the access
statistics and the vector, bit for bit."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memoryd.core import Event, MemoryRecord, MemoryType, Scope, Source, Status, Tier
from memoryd.core.errors import InvalidArgument
from memoryd.core.store.port import ExportItem, exportable
from memoryd.server import convert
from memoryd.server.export_io import from_json_line, to_json_line

# Times a real server holds: after 1973 float seconds are more than 2 ns apart, so a
# nanosecond Timestamp carries them exactly (memoryd.server.convert._exact_timestamp).
times = st.floats(1e8, 4.1e9, allow_nan=False, allow_infinity=False)
unit = st.floats(0.0, 1.0, allow_nan=False)
ids = st.binary(min_size=16, max_size=16)
text = st.text(st.characters(exclude_categories=("Cs",)), min_size=1, max_size=40)
names = st.text(
    st.characters(exclude_categories=("Cs", "Cc", "Zs", "Zl", "Zp")), min_size=1, max_size=12
)

events = st.builds(
    Event,
    at=times,
    action=st.sampled_from(["created", "superseded", "supersedes", "redacted", "updated"]),
    reason=st.text(max_size=30),
    related_id=st.none() | ids,
)

records = st.builds(
    MemoryRecord,
    id=ids,
    scope=st.builds(Scope, names, st.just("") | names, st.just("") | names),
    content=text,
    memory_type=st.sampled_from(MemoryType),
    importance=unit,
    confidence=unit,
    source=st.sampled_from(Source),
    status=st.sampled_from([s for s in Status if s is not Status.DELETED]),
    tags=st.lists(names, max_size=4, unique=True).map(tuple),
    metadata=st.dictionaries(names, st.text(max_size=20), max_size=4),
    created_at=times,
    updated_at=times,
    last_accessed_at=st.none() | times,
    access_count=st.integers(0, 2**40),
    version=st.integers(1, 2**31),
    superseded_by=st.none() | ids,
    supersedes=st.lists(ids, max_size=3).map(tuple),
    expires_at=st.none() | times,
    embedding_model=st.sampled_from(["use-multilingual-v3", "none-16", ""]),
    events=st.lists(events, max_size=5).map(tuple),
    tier=st.none() | st.sampled_from(Tier),
    outranked_by=st.lists(ids, max_size=3, unique=True).map(tuple),
).flatmap(
    # later_occasions and outdated_by name only links of outranked_by (the kind of those links)
    lambda r: st.tuples(
        st.lists(st.sampled_from(r.outranked_by), unique=True),
        st.lists(st.sampled_from(r.outranked_by), unique=True),
    ).map(
        lambda kinds: dataclasses.replace(
            r, later_occasions=tuple(kinds[0]), outdated_by=tuple(kinds[1])
        )
    )
    if r.outranked_by
    else st.just(r)
)

vectors = st.none() | st.lists(
    st.floats(-1e6, 1e6, allow_nan=False, width=32), min_size=1, max_size=24
).map(lambda v: np.asarray(v, dtype=np.float32))


def _same(a: ExportItem, b: ExportItem) -> None:
    assert dataclasses.asdict(a.record) == dataclasses.asdict(b.record)
    if a.vector is None:
        assert b.vector is None
    else:
        assert b.vector is not None
        assert b.vector.dtype == np.float32
        assert a.vector.tobytes() == b.vector.tobytes()


@settings(max_examples=300, deadline=None)
@given(records, vectors)
def test_record_to_export_record_and_back_is_identical(record, vector):
    item = exportable(record, vector)
    assert item.record.tier is None  # the tier is recomputed on import, never exported
    back = convert.from_pb_export_record(convert.to_pb_export_record(item))
    _same(item, back)


@settings(max_examples=300, deadline=None)
@given(records, vectors)
def test_json_line_round_trip_is_identical_and_stable(record, vector):
    item = exportable(record, vector)
    line = to_json_line(convert.to_pb_export_record(item))
    assert "\n" not in line
    back = convert.from_pb_export_record(from_json_line(line))
    _same(item, back)
    # Export -> import -> export writes the same bytes.
    assert to_json_line(convert.to_pb_export_record(back)) == line


@pytest.mark.parametrize("kind", ["later_occasions", "outdated_by"])
def test_a_link_kind_without_its_link_is_refused_by_name(kind):
    record = MemoryRecord(
        b"\x01" * 16, Scope("u"), "Tonight I helped the kids with homework.",
        MemoryType.EPISODIC, 0.5, 0.9, Source.USER_INPUT, Status.ACTIVE, (), {}, 1e9, 1e9,
        outranked_by=(b"\x02" * 16,), **{kind: (b"\x03" * 16,)},
    )  # fmt: skip
    with pytest.raises(InvalidArgument) as refused:
        convert.from_pb_export_record(convert.to_pb_export_record(exportable(record, None)))
    assert refused.value.field == f"memory.{kind}[0]"
    assert "not among outranked_by" in str(refused.value)
