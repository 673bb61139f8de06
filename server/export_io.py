"""JSON Lines for ``memoryd export`` and ``memoryd import``: one memoryd.v1.ExportRecord per line
in protobuf's JSON mapping with the proto's own field names (``memory_type``, ``created_at``:
RFC 3339 UTC to the nanosecond), UTF-8, so any language's protobuf JSON parser reads them.

Also the progress display both commands show on stderr: tqdm when it is installed, else a plain
counter (only when stderr is a terminal; the summary line is always printed).
"""

from __future__ import annotations

import re
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import IO, Any

from google.protobuf import json_format

from memoryd.v1 import memory_pb2 as pb

# "records[12].memory.content: ..." in a server error: which record of the call it names.
_RECORD_REF = re.compile(r"records\[(\d+)\]")


def to_json_line(record: pb.ExportRecord) -> str:
    """Return ``record`` as one JSON line (no newline): proto field names, non-ASCII kept,
    keys sorted (so the same record always gives the same bytes, map entries included)."""
    return json_format.MessageToJson(
        record, preserving_proto_field_name=True, indent=None, ensure_ascii=False, sort_keys=True
    )


def from_json_line(line: str) -> pb.ExportRecord:
    """Return the ExportRecord of one JSON line; json_format.ParseError when it is not one
    (unknown fields included: a typo must not silently drop data)."""
    return json_format.Parse(line, pb.ExportRecord())


@dataclass(frozen=True, slots=True)
class BadLine:
    """A line that is not an ExportRecord: its number (1-based) and why."""

    number: int
    error: str


def read_lines(
    raw_lines: Iterable[bytes],
) -> tuple[list[tuple[int, pb.ExportRecord]], list[BadLine]]:
    """Return the records of a JSON Lines file with their line numbers (1-based), and the bad
    lines; blank lines are neither. Every line is read, so all bad lines are reported at once."""
    good: list[tuple[int, pb.ExportRecord]] = []
    bad: list[BadLine] = []
    for number, raw in enumerate(raw_lines, start=1):
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            bad.append(BadLine(number, f"not UTF-8 text ({exc.reason} at byte {exc.start})"))
            continue
        if not line.strip():
            continue
        try:
            good.append((number, from_json_line(line)))
        except json_format.ParseError as exc:
            bad.append(BadLine(number, str(exc)))
    return good, bad


def record_index(message: str) -> int | None:
    """Return the record index an import error names (``records[i]...``), or None."""
    found = _RECORD_REF.search(message)
    return int(found.group(1)) if found else None


class Progress:
    """Counts items on stderr: a tqdm bar when tqdm is installed, else a plain counter redrawn
    at most 5 times a second, and only when ``stream`` is a terminal. Not thread-safe."""

    def __init__(self, what: str, total: int | None = None, stream: IO[str] | None = None) -> None:
        self._what = what
        self._stream = stream if stream is not None else sys.stderr
        self._count = 0
        self._shown = 0.0
        self._bar: Any = None
        try:
            from tqdm import tqdm
        except ImportError:
            tqdm = None
        if tqdm is not None:
            # disable=None: tqdm draws only on a terminal, like the counter.
            self._bar = tqdm(total=total, unit=" records", desc=what, file=self._stream,
                             disable=None)  # fmt: skip
        self._live = self._bar is None and self._stream.isatty()

    @property
    def count(self) -> int:
        return self._count

    def add(self, n: int = 1) -> None:
        self._count += n
        if self._bar is not None:
            self._bar.update(n)
        elif self._live and time.monotonic() - self._shown >= 0.2:
            self._shown = time.monotonic()
            self._stream.write(f"\r{self._what}: {self._count}")
            self._stream.flush()

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
        elif self._live:
            self._stream.write(f"\r{self._what}: {self._count}\n")
            self._stream.flush()


# ---------------------------------------------------------------------- the two commands
# Called by memoryd.server.cli with its parsed arguments; each returns the exit code
# (0 done, 1 failed: nothing imported / export incomplete).

_MAX_RETRIES = 1_000  # --on-error skip: records the server refused, dropped one call at a time


def _metadata(api_key: str | None) -> list[tuple[str, str]]:
    return [("authorization", f"Bearer {api_key}")] if api_key else []


def _say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def export_command(args: Any) -> int:
    """``memoryd export``: stream a pool (or, with --all, every pool) as JSON Lines."""
    import grpc

    from memoryd.server.people_cli import open_channel
    from memoryd.v1 import memory_pb2_grpc

    if not args.all and not args.user:
        _say("memoryd export: --user is required (or --all, for every pool: admin keys only)")
        return 2
    request = pb.ExportRequest(
        scope=pb.Scope(user_id=args.user or "", agent_id=args.agent or ""),
        all_users=args.all,
        statuses=[pb.Status.Value(f"STATUS_{s.upper()}") for s in args.status],
        include_vectors=args.vectors,
    )
    out: IO[bytes] = open(args.output, "wb") if args.output else sys.stdout.buffer
    progress = Progress("exported")
    try:
        with open_channel(args) as channel:
            stub = memory_pb2_grpc.MemoryServiceStub(channel)
            for record in stub.Export(request, metadata=_metadata(args.api_key)):
                out.write(to_json_line(record).encode() + b"\n")
                progress.add()
    except grpc.RpcError as exc:
        progress.close()
        _say(f"memoryd export: {exc.code().name}: {exc.details()} "
             f"(after {progress.count} records; the output is incomplete)")  # fmt: skip
        return 1
    finally:
        out.flush()
        if out is not sys.stdout.buffer:
            out.close()
    progress.close()
    what = "every pool" if args.all else f"user {args.user!r}, agent {args.agent or ''!r}"
    _say(f"memoryd export: {progress.count} records of {what}")
    return 0


def import_command(args: Any) -> int:
    """``memoryd import``: restore a JSON Lines export in one all-or-nothing call."""
    import grpc

    from memoryd.server.people_cli import open_channel
    from memoryd.v1 import memory_pb2_grpc

    skip = args.on_error == "skip"
    try:
        with open(args.file, "rb") as f:
            good, bad = read_lines(f)
    except OSError as exc:
        _say(f"memoryd import: cannot read {args.file}: {exc.strerror}")
        return 1
    for line in bad:
        _say(f"memoryd import: {args.file}:{line.number}: {line.error}")
    if bad and not skip:
        _say(f"memoryd import: nothing imported: {len(bad)} bad line(s) "
             "(--on-error skip imports the others)")  # fmt: skip
        return 1
    refused = 0
    with open_channel(args) as channel:
        stub = memory_pb2_grpc.MemoryServiceStub(channel)
        for _ in range(_MAX_RETRIES):
            if not good:
                _say(f"memoryd import: no records to import in {args.file}")
                return 1
            progress = Progress("sent", total=len(good))

            def requests(records=good, progress=progress):
                for _, record in records:
                    progress.add()
                    yield pb.ImportRequest(record=record, overwrite=args.overwrite)

            try:
                reply = stub.Import(requests(), metadata=_metadata(args.api_key))
            except grpc.RpcError as exc:
                progress.close()
                details = exc.details() or ""
                index = record_index(details)
                if exc.code() is grpc.StatusCode.INVALID_ARGUMENT and index is not None:
                    number = good[index][0]
                    _say(f"memoryd import: {args.file}:{number}: {details}")
                    if skip:  # nothing was stored: drop that record and send the rest again
                        del good[index]
                        refused += 1
                        continue
                else:
                    _say(f"memoryd import: {exc.code().name}: {details}")
                _say("memoryd import: nothing imported")
                return 1
            progress.close()
            break
        else:
            _say(f"memoryd import: nothing imported: over {_MAX_RETRIES} records refused")
            return 1
    _say(
        f"memoryd import: imported {reply.imported} records "
        f"({reply.replaced} replaced), skipped {reply.skipped} already stored, "
        f"{len(bad) + refused} bad line(s) skipped"
    )
    return 0
