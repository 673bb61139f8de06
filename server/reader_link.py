"""The accesses a reader process counts, handed to its writer (docs/all-cores.md).

A reader answers recalls, so it sees the accesses that feed decay and access ranking, but it
cannot write them. Its server drains them about once a second (``AccessReporter``) and sends
them over the writer's local socket (proto/memoryd/v1/reader_link.proto); the writer
(``ReaderLinkServicer``) folds them into its own pending statistics, persisted with its next
flush. Like every access statistic they are hints, not acknowledged writes: a report that
fails (the writer restarting) is dropped, as the last second of a crashed server's is.
"""

from __future__ import annotations

import logging
import math

import grpc

from memoryd.core.engine import MemoryEngine
from memoryd.core.ranges import clamp_time
from memoryd.core.store.access import Pending
from memoryd.v1 import reader_link_pb2 as pb
from memoryd.v1 import reader_link_pb2_grpc as pb_grpc

log = logging.getLogger(__name__)

_ID_BYTES = 16
# Peers of the writer's local socket as grpc names them (unix:<path> or unix-abstract:<name>).
_LOCAL_PEERS = ("unix:", "unix-abstract:")
REPORT_TIMEOUT_S = 2.0


def to_report(changes: dict[bytes, Pending]) -> pb.AccessReport:
    """Return the report of a drained access log."""
    return pb.AccessReport(
        counts=[
            pb.AccessCount(
                id=memory_id, count=p.count, last=p.last or 0.0, halfway=p.halfway,
                created_at=p.created_at,
            )
            for memory_id, p in changes.items()
        ]
    )  # fmt: skip


def from_report(report: pb.AccessReport) -> dict[bytes, Pending]:
    """Return the changes a report carries; ValueError naming the first bad entry."""
    out: dict[bytes, Pending] = {}
    for n, c in enumerate(report.counts):
        times = [c.last, c.created_at, *c.halfway]
        if len(c.id) != _ID_BYTES or not all(math.isfinite(t) and t >= 0 for t in times):
            raise ValueError(
                f"counts[{n}]: want a {_ID_BYTES}-byte id and finite times >= 0 (seconds "
                f"since the epoch), got an id of {len(c.id)} bytes"
            )
        out[c.id] = Pending(
            count=c.count, last=clamp_time(c.last) if c.last > 0 else None,
            halfway=[clamp_time(t) for t in c.halfway], created_at=c.created_at,
        )  # fmt: skip
    return out


class ReaderLinkServicer(pb_grpc.ReaderLinkServicer):
    """The writer's end: folds what its readers counted into its access statistics."""

    def __init__(self, engine: MemoryEngine) -> None:
        self._engine = engine

    def ReportAccess(  # noqa: N802 (the generated servicer's name)
        self, request: pb.AccessReport, context: grpc.ServicerContext
    ) -> pb.AccessReportAck:
        if not context.peer().startswith(_LOCAL_PEERS):
            # The writer's port serves clients too: none of them may count accesses.
            context.abort(
                grpc.StatusCode.PERMISSION_DENIED,
                "ReaderLink is for this server's reader processes, over its local socket",
            )
        try:
            changes = from_report(request)
        except ValueError as exc:
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, str(exc))
        self._engine.absorb_access(changes)
        return pb.AccessReportAck(applied=len(changes))


class AccessReporter:
    """A reader's end: sends what its engine counted to the writer (``report``)."""

    def __init__(self, engine: MemoryEngine, channel: grpc.Channel) -> None:
        self._engine = engine
        self._stub = pb_grpc.ReaderLinkStub(channel)

    def report(self) -> int:
        """Send the accesses counted since the last report; return how many memories the
        writer folded in (0 when there were none, or the writer was not reachable)."""
        changes = self._engine.drain_access()
        if not changes:
            return 0
        try:
            ack = self._stub.ReportAccess(to_report(changes), timeout=REPORT_TIMEOUT_S)
        except grpc.RpcError as exc:
            log.warning(
                "access statistics not handed to the writer: dropped",
                extra={"memories": len(changes), "error": str(exc)},
            )
            return 0
        return int(ack.applied)
