"""What a reader process hands its writer (memoryd.server.reader_link): a drained access log
survives the round trip through the report, bad entries are refused, and the writer's log
adds reported changes to its own as if it had counted them."""

from __future__ import annotations

import pytest

from memoryd.core.store.access import AccessLog, Pending
from memoryd.server import reader_link
from memoryd.v1 import reader_link_pb2 as pb

A, B = b"\x01" * 16, b"\x02" * 16
T = 1_780_000_000.0


def test_a_drained_log_survives_the_report():
    log = AccessLog()
    log.touch([A, B], T)
    log.touch([A], T + 5)
    drained = log.drain()
    back = reader_link.from_report(pb.AccessReport.FromString(
        reader_link.to_report(drained).SerializeToString()))  # fmt: skip
    assert back == drained
    assert back[A] == Pending(count=2, last=T + 5)


@pytest.mark.parametrize(
    "entry",
    [
        pb.AccessCount(id=b"\x01" * 15, count=1, last=T),
        pb.AccessCount(id=A, count=1, last=float("nan")),
        pb.AccessCount(id=A, count=1, last=T, halfway=[-1.0]),
    ],
)
def test_a_bad_entry_is_refused_by_its_place(entry):
    with pytest.raises(ValueError, match=r"counts\[1\]"):
        reader_link.from_report(pb.AccessReport(counts=[pb.AccessCount(id=B, count=1), entry]))


def test_the_writer_adds_reported_accesses_to_its_own():
    writer = AccessLog()
    writer.touch([A], T + 10)
    writer.merge({A: Pending(count=3, last=T), B: Pending(count=1, last=T + 20)})
    pending = writer.drain()
    assert pending[A] == Pending(count=4, last=T + 10)  # counts add up, the later last wins
    assert pending[B] == Pending(count=1, last=T + 20)
