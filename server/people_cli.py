"""``memoryd ls | show | recall | history | forget | restore | update | stats``: the memory of
one pool for people, over gRPC, as a table (default) or JSON Lines (``--json``, one message a
line as protobuf's JSON mapping gives it, field names as in the proto).

Every command takes the same connection flags (``connection_flags``): ``--target`` (alias
``--address``), ``--api-key`` (default $MEMORYD_API_KEY), ``--tls-ca`` / ``--tls-cert`` /
``--tls-key`` and ``--timeout``, and the pool: ``--user`` (default $MEMORYD_USER) and
``--agent``. Errors print one ``memoryd <command>: CODE: message`` line and exit 1.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

DEFAULT_TARGET = "127.0.0.1:50051"
_UNITS = {"s": 1, "m": 60, "h": 3_600, "d": 86_400, "w": 604_800}
_STATUSES = ("active", "superseded", "archived", "suppressed", "expired")
_TYPES = ("episodic", "semantic", "preference", "identity")


def connection_flags(parser: argparse.ArgumentParser) -> None:
    """Add the flags every client command shares: where the server is, TLS and the key."""
    parser.add_argument(
        "--target",
        "--address",
        dest="address",
        default=os.environ.get("MEMORYD_TARGET", DEFAULT_TARGET),
        help=f"HOST:PORT of the server (default $MEMORYD_TARGET or {DEFAULT_TARGET})",
    )
    parser.add_argument(
        "--api-key",
        default=os.environ.get("MEMORYD_API_KEY"),
        help="sent as authorization: Bearer (default: $MEMORYD_API_KEY)",
    )
    parser.add_argument("--tls-ca", type=Path, help="CA of the server's certificate: use TLS")
    parser.add_argument("--tls-cert", type=Path, help="client certificate (mutual TLS)")
    parser.add_argument("--tls-key", type=Path, help="client private key (mutual TLS)")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds per call")


def open_channel(args: argparse.Namespace):
    """Return a gRPC channel to ``args.address``, with TLS when --tls-ca is given."""
    import grpc

    if getattr(args, "tls_ca", None) is None:
        return grpc.insecure_channel(args.address)
    credentials = grpc.ssl_channel_credentials(
        root_certificates=args.tls_ca.read_bytes(),
        private_key=args.tls_key.read_bytes() if args.tls_key else None,
        certificate_chain=args.tls_cert.read_bytes() if args.tls_cert else None,
    )
    return grpc.secure_channel(args.address, credentials)


def metadata(args: argparse.Namespace) -> list[tuple[str, str]]:
    """Return the call metadata: the API key as a bearer token, if any."""
    key = getattr(args, "api_key", None)
    return [("authorization", f"Bearer {key}")] if key else []


# ---------------------------------------------------------------- parsers


def register(commands) -> None:
    """Add the commands of this module to ``memoryd``'s subparsers; each sets ``run``."""
    ls = _command(commands, "ls", "list a pool's memories, newest first (filters below)", _ls)
    _filter_flags(ls, statuses=True)
    ls.add_argument("--order-by", default="", help="created_at, updated_at, importance, "
                    "access_count or last_accessed_at (default: the order written)")  # fmt: skip
    ls.add_argument("--asc", action="store_true", help="oldest / smallest first")
    ls.add_argument("--limit", type=int, default=50, help="memories to show; 0: all (default 50)")
    ls.add_argument("--page-size", type=int, default=200, help="memories per call")
    ls.add_argument("--cursor", default="", help="continue from a cursor ls printed")

    show = _command(commands, "show", "one memory by id", _show)
    show.add_argument("id")

    recall = _command(commands, "recall", "what recall returns for a query, and why", _recall)
    recall.add_argument("query")
    recall.add_argument("--top-k", type=int, default=10)
    recall.add_argument("--min-score", type=float, default=0.0)
    recall.add_argument("--history", action="store_true", help="superseded and archived too")
    recall.add_argument("--explain", action="store_true",
                        help="each hit's score terms, and what was left out and why")  # fmt: skip
    recall.add_argument("--session", default="", help="the session asking (weighs its own)")
    _filter_flags(recall, statuses=False)

    history = _command(commands, "history", "a memory's version chain and its events", _history)
    history.add_argument("id")

    forget = _command(commands, "forget", "suppress (default) or delete memories", _forget)
    forget.add_argument("ids", nargs="*", help="memory ids")
    forget.add_argument("--delete", action="store_true", help="erase for real (needs --yes)")
    forget.add_argument("--yes", action="store_true", help="confirm --delete")
    forget.add_argument("--in-session", default="", help="every memory written in this session")
    forget.add_argument("--with-tag", action="append", default=[], help="every memory tagged so")

    restore = _command(commands, "restore", "bring back suppressed or archived memories", _restore)
    restore.add_argument("ids", nargs="+", help="memory ids (memoryd ls --status suppressed)")

    update = _command(commands, "update", "change a memory (new content: a new version)", _update)
    update.add_argument("id")
    update.add_argument("--content")
    update.add_argument("--type", choices=_TYPES)
    update.add_argument("--importance", type=float)
    update.add_argument("--confidence", type=float)
    update.add_argument("--tag", action="append", help="replaces the tags (repeatable)")
    update.add_argument("--meta", action="append", default=[], metavar="KEY=VALUE",
                        help="set a metadata key; KEY= removes it (repeatable)")  # fmt: skip
    update.add_argument("--expires", help="ISO time or a span from now (30d)")
    update.add_argument("--no-expiry", action="store_true", help="never expires")

    _command(commands, "stats", "counts by status, tier and type; lifecycle figures", _stats)


def _command(commands, name: str, help_: str, run: Callable[[Any], int]):
    parser = commands.add_parser(name, help=help_, description=help_)
    parser.add_argument("--user", default=os.environ.get("MEMORYD_USER"),
                        help="the user_id of the pool (default $MEMORYD_USER)")  # fmt: skip
    parser.add_argument("--agent", default="", help="the agent_id of the pool (default none)")
    parser.add_argument("--json", action="store_true", help="JSON Lines instead of a table")
    connection_flags(parser)
    parser.set_defaults(run=lambda args: _run(name, run, args))
    return parser


def _filter_flags(parser: argparse.ArgumentParser, statuses: bool) -> None:
    if statuses:
        parser.add_argument("--status", action="append", default=[], choices=_STATUSES)
    parser.add_argument("--type", action="append", default=[], choices=_TYPES)
    parser.add_argument("--tag", action="append", default=[], help="carries it (repeatable)")
    parser.add_argument("--in-session", default="", help="written in this session")
    parser.add_argument("--since", help="created at or after: ISO time or a span ago (7d)")
    parser.add_argument("--until", help="created before: ISO time or a span ago")
    parser.add_argument("--updated-since", help="updated at or after")
    parser.add_argument("--updated-until", help="updated before")
    parser.add_argument("--meta", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--contains", default="", help="text the content contains")


# ---------------------------------------------------------------- running


class _Usage(Exception):
    """A flag the server never needs to see refused (exit 2)."""


def _run(name: str, run: Callable[[Any], int], args: argparse.Namespace) -> int:
    import grpc

    if not args.user:
        print(f"memoryd {name}: --user is required (or set MEMORYD_USER)", file=sys.stderr)
        return 2
    try:
        with open_channel(args) as channel:
            from memoryd.v1 import memory_pb2_grpc

            args.stub = memory_pb2_grpc.MemoryServiceStub(channel)
            return run(args)
    except _Usage as exc:
        print(f"memoryd {name}: {exc}", file=sys.stderr)
        return 2
    except grpc.RpcError as exc:
        print(f"memoryd {name}: {exc.code().name}: {exc.details()}", file=sys.stderr)
        return 1
    except BrokenPipeError:  # `memoryd ls | head`
        return 0


def _call(args, method: str, request):
    return getattr(args.stub, method)(request, metadata=metadata(args), timeout=args.timeout)


def _scope(args, session: str = ""):
    from memoryd.v1 import memory_pb2 as pb

    return pb.Scope(user_id=args.user, agent_id=args.agent, session_id=session)


def _time(text: str | None, flag: str, ahead: bool = False):
    """Return ``text`` (ISO 8601, UTC unless it names its zone, or a span such as 7d / 12h:
    that long ago, or ``ahead`` from now) as a Timestamp, or None."""
    from google.protobuf.timestamp_pb2 import Timestamp

    if not text:
        return None
    seconds: float
    if text[:-1].isdigit() and text[-1] in _UNITS:
        span = int(text[:-1]) * _UNITS[text[-1]]
        seconds = time.time() + span if ahead else time.time() - span
    else:
        try:
            when = datetime.fromisoformat(text)
        except ValueError:
            raise _Usage(f"{flag} {text!r}: give an ISO time (2026-05-01T09:00Z) or a span "
                         "ago such as 7d, 12h, 30m") from None  # fmt: skip
        seconds = (when if when.tzinfo else when.replace(tzinfo=UTC)).timestamp()
    ts = Timestamp()
    ts.FromNanoseconds(int(seconds * 1e9))
    return ts


def _pairs(items: Sequence[str], flag: str) -> dict[str, str]:
    out = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep:
            raise _Usage(f"{flag} {item!r}: write KEY=VALUE")
        out[key] = value
    return out


def _filter(args):
    from memoryd.v1 import memory_pb2 as pb

    flt = pb.MemoryFilter(
        statuses=[pb.Status.Value(f"STATUS_{s.upper()}") for s in getattr(args, "status", [])],
        memory_types=[pb.MemoryType.Value(f"MEMORY_TYPE_{t.upper()}") for t in args.type],
        tags=args.tag,
        session_id=args.in_session,
        metadata=_pairs(args.meta, "--meta"),
        text_contains=args.contains,
    )
    for field, flag in (("created_after", "since"), ("created_before", "until"),
                        ("updated_after", "updated_since"), ("updated_before", "updated_until")):
        ts = _time(getattr(args, flag), f"--{flag.replace('_', '-')}")
        if ts is not None:
            getattr(flt, field).CopyFrom(ts)
    return flt  # fmt: skip


# ---------------------------------------------------------------- commands


def _ls(args) -> int:
    from memoryd.v1 import memory_pb2 as pb

    request = pb.ListRequest(scope=_scope(args), filter=_filter(args), cursor=args.cursor,
                             order_by=args.order_by, ascending=args.asc)  # fmt: skip
    shown: list = []
    while True:
        want = args.page_size if not args.limit else min(args.page_size, args.limit - len(shown))
        request.page_size = max(1, want)
        page = _call(args, "List", request)
        shown += page.memories
        if args.json:
            _json_lines(page.memories)
        request.cursor = page.next_cursor
        if not page.next_cursor or (args.limit and len(shown) >= args.limit):
            break
    if not args.json:
        _table(
            ["id", "status", "type", "created", "tags", "content"],
            [[m.id, _status(m.status), _type(m.memory_type), _when(m.created_at),
              ",".join(m.tags), m.content] for m in shown],  # fmt: skip
        )
    if request.cursor:
        print(f"more: memoryd ls --cursor {request.cursor} (same filters)", file=sys.stderr)
    return 0


def _show(args) -> int:
    from memoryd.v1 import memory_pb2 as pb

    memory = _call(args, "Get", pb.GetRequest(scope=_scope(args), id=args.id))
    if args.json:
        _json_lines([memory])
    else:
        _fields(memory)
    return 0


def _recall(args) -> int:
    from memoryd.v1 import memory_pb2 as pb

    request = pb.RecallRequest(
        scope=_scope(args, args.session), query=args.query, top_k=args.top_k,
        min_score=args.min_score, include_history=args.history, explain=args.explain,
        filter=_filter(args),
    )  # fmt: skip
    response = _call(args, "Recall", request)
    if args.json:
        _json_lines(response.hits)
        _json_lines({"left_out": _dict(x)} for x in response.left_out)
        return 0
    columns = ["#", "score", "similarity", "keyword", "decay", "routes", "id", "content"]
    rows = [[str(i), f"{h.score:.3f}", f"{h.similarity:.3f}", f"{h.keyword:.3f}",
             f"{h.decay:.3f}", ",".join(h.routes), h.memory.id, h.memory.content]
            for i, h in enumerate(response.hits, 1)]  # fmt: skip
    _table(columns, rows)
    if args.explain:
        print("\nterms (they add up to the score):")
        _table(
            ["#", "similarity", "keyword", "attribute", "decay", "importance", "session",
             "gate", "route ranks"],
            [[str(i), *(f"{getattr(h.explanation.terms, t):+.4f}" for t in
              ("similarity", "keyword", "attribute", "decay", "importance", "session")),
              f"{h.explanation.relevance_gate:.2f}",
              " ".join(f"{r.route}#{r.rank}" for r in h.explanation.ranks)]
             for i, h in enumerate(response.hits, 1)],
        )  # fmt: skip
        print("\nleft out:" if response.left_out else "\nleft out: nothing")
        if response.left_out:
            _table(["reason", "id", "content", "detail"],
                   [[x.reason, x.memory.id, x.memory.content, x.detail]
                    for x in response.left_out])  # fmt: skip
    return 0


def _history(args) -> int:
    from memoryd.v1 import memory_pb2 as pb

    response = _call(args, "History", pb.HistoryRequest(scope=_scope(args), id=args.id))
    if args.json:
        _json_lines(response.entries)
        return 0
    rows = []
    for entry in response.entries:
        m = entry.memory
        for e in entry.events:
            rows.append([m.id, f"v{m.version}", _status(m.status), _when(e.at), e.action,
                         e.related_id, e.reason, m.content])  # fmt: skip
    _table(["id", "version", "status", "at", "action", "related", "reason", "content"], rows)
    return 0


def _forget(args) -> int:
    from memoryd.v1 import memory_pb2 as pb

    if args.delete and not args.yes:
        raise _Usage("--delete erases for real; add --yes to confirm (or suppress: no --delete)")
    mode = pb.FORGET_MODE_DELETE if args.delete else pb.FORGET_MODE_SUPPRESS
    request = pb.ForgetRequest(scope=_scope(args), ids=args.ids, mode=mode,
                               session=args.in_session, tags=args.with_tag)  # fmt: skip
    return _affected(args, _call(args, "Forget", request), "deleted" if args.delete else
                     "suppressed")  # fmt: skip


def _restore(args) -> int:
    from memoryd.v1 import memory_pb2 as pb

    request = pb.ForgetRequest(scope=_scope(args), ids=args.ids, mode=pb.FORGET_MODE_RESTORE)
    return _affected(args, _call(args, "Forget", request), "restored")


def _affected(args, response, what: str) -> int:
    if args.json:
        _json_lines([response])
    else:
        print(f"{what} {len(response.affected_ids)}: {' '.join(response.affected_ids)}".strip())
    return 0


def _update(args) -> int:
    from memoryd.v1 import memory_pb2 as pb

    request = pb.UpdateRequest(scope=_scope(args), id=args.id, metadata=_pairs(args.meta, "--meta"),
                               clear_expires_at=args.no_expiry)  # fmt: skip
    if args.content is not None:
        request.content = args.content
    if args.type:
        request.memory_type = pb.MemoryType.Value(f"MEMORY_TYPE_{args.type.upper()}")
    if args.importance is not None:
        request.importance = args.importance
    if args.confidence is not None:
        request.confidence = args.confidence
    if args.tag is not None:
        request.tags.values[:] = args.tag
    expires = _time(args.expires, "--expires", ahead=True)
    if expires is not None:
        request.expires_at.CopyFrom(expires)
    response = _call(args, "Update", request)
    if args.json:
        _json_lines([response])
    else:
        _fields(response.memory)
        if response.affected_ids:
            print(f"replaced version: {' '.join(response.affected_ids)}")
    return 0


def _stats(args) -> int:
    from memoryd.v1 import memory_pb2 as pb

    stats = _call(args, "Stats", pb.StatsRequest(scope=_scope(args)))
    if args.json:
        _json_lines([stats])
        return 0
    rows = [["total", "", str(stats.total)]]
    for group in ("by_status", "by_tier", "by_type", "conflict_verdicts"):
        rows += [[group, k, str(v)] for k, v in sorted(getattr(stats, group).items())]
    for name in ("writes", "recall_hit_rate", "weekly_archive_rate", "conflicts_per_1000_writes",
                 "merge_rate", "mean_recalled_age_days"):
        value = getattr(stats, name)
        rows.append(["lifecycle", name, f"{value:.4g}" if isinstance(value, float) else str(value)])
    rows.append(["server", "embedding_model", f"{stats.embedding_model} ({stats.dimension}-d)"])
    _table(["figure", "key", "value"], rows)  # fmt: skip
    return 0


# ---------------------------------------------------------------- output


def _dict(message) -> dict:
    from google.protobuf import json_format

    return json_format.MessageToDict(message, preserving_proto_field_name=True)


def _json_lines(items) -> None:
    for item in items:
        data = item if isinstance(item, dict) else _dict(item)
        sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")
    sys.stdout.flush()


def _status(number: int) -> str:
    from memoryd.v1 import memory_pb2 as pb

    return pb.Status.Name(number).removeprefix("STATUS_").lower()


def _type(number: int) -> str:
    from memoryd.v1 import memory_pb2 as pb

    return pb.MemoryType.Name(number).removeprefix("MEMORY_TYPE_").lower()


def _when(ts) -> str:
    if not ts.seconds and not ts.nanos:
        return ""
    return datetime.fromtimestamp(ts.seconds, tz=UTC).strftime("%Y-%m-%d %H:%MZ")


def _fields(memory) -> None:
    data = _dict(memory)
    width = max(len(k) for k in data) if data else 0
    for key, value in data.items():
        shown = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
        print(f"{key:<{width}}  {shown}")


def _table(columns: list[str], rows: list[list[str]]) -> None:
    """Print rows under their column names; the last column takes what the terminal has
    left and is cut with an ellipsis (the whole text is in --json)."""
    if not rows:
        print("(none)")
        return
    cells = [[c.replace("\n", " ") for c in row] for row in rows]
    widths = [max(len(columns[i]), *(len(r[i]) for r in cells)) for i in range(len(columns))]
    room = shutil.get_terminal_size((120, 24)).columns - sum(widths[:-1]) - 2 * (len(widths) - 1)
    widths[-1] = max(20, min(widths[-1], room))

    def line(values: Sequence[str]) -> str:
        out = []
        for value, width in zip(values, widths, strict=True):
            out.append(value if len(value) <= width else value[: width - 1] + "…")
        return "  ".join(v.ljust(w) for v, w in zip(out, widths, strict=True)).rstrip()

    print(line(columns))
    for row in cells:
        print(line(row))
