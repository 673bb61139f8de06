"""Hostile input through the real server (issue #18): extreme timestamps and counters, JSON
Schema attacks on working memory, request bodies that do not parse, oversized texts. Each is
refused with INVALID_ARGUMENT naming the field, and the pool stays readable afterwards."""

from __future__ import annotations

import json
import math
import socket
import subprocess
import sys
import threading
import time
import uuid

import grpc
import pytest
from google.protobuf.struct_pb2 import Struct
from google.protobuf.timestamp_pb2 import Timestamp
from grpc_health.v1 import health_pb2, health_pb2_grpc

from memoryd.v1 import memory_pb2 as pb

TOP = 2**63 - 1  # the largest int64: what a fuzzer sends first
SERVICE = "/memoryd.v1.MemoryService/"


def ts(seconds: int) -> Timestamp:
    return Timestamp(seconds=seconds)


def code_and_details(call) -> tuple[grpc.StatusCode, str]:
    try:
        call()
    except grpc.RpcError as err:
        return err.code(), err.details()
    return grpc.StatusCode.OK, ""


def assert_pool_readable(stub, scope: pb.Scope) -> list[pb.ExportRecord]:
    """Recall, Stats and Export of the pool answer, and Get answers for every exported id."""
    stub.Recall(pb.RecallRequest(scope=scope, query="anything at all", top_k=5))
    stub.Stats(pb.StatsRequest(scope=scope))
    exported = list(stub.Export(pb.ExportRequest(scope=scope)))
    for record in exported:
        got = stub.Get(pb.GetRequest(scope=scope, id=record.memory.id))
        assert got.id == record.memory.id
    return exported


# ---------------------------------------------------------------- timestamps and counters


@pytest.mark.parametrize("seconds", [TOP, 253402300800, -1])
def test_remember_with_an_expiry_out_of_range_stores_nothing(server, user_id, seconds):
    scope = pb.Scope(user_id=user_id)
    code, details = code_and_details(
        lambda: server.stub.Remember(
            pb.RememberRequest(
                scope=scope, content="the boiler code is 4471", expires_at=ts(seconds)
            )
        )
    )
    assert code is grpc.StatusCode.INVALID_ARGUMENT
    assert details.startswith("expires_at:") and "9999-12-31" in details
    assert assert_pool_readable(server.stub, scope) == []


def test_remember_backfilled_at_the_top_of_the_range_is_refused(server, user_id):
    scope = pb.Scope(user_id=user_id)
    code, details = code_and_details(
        lambda: server.stub.Remember(
            pb.RememberRequest(scope=scope, content="likes tea", created_at=ts(-(2**62)))
        )
    )
    assert code is grpc.StatusCode.INVALID_ARGUMENT and details.startswith("created_at:")


def test_update_with_an_expiry_out_of_range_leaves_the_memory_as_it_was(server, user_id):
    scope = pb.Scope(user_id=user_id)
    stored = server.stub.Remember(pb.RememberRequest(scope=scope, content="flat 3b, Elm Road"))
    code, details = code_and_details(
        lambda: server.stub.Update(
            pb.UpdateRequest(scope=scope, id=stored.memory.id, expires_at=ts(TOP))
        )
    )
    assert code is grpc.StatusCode.INVALID_ARGUMENT and details.startswith("expires_at:")
    exported = assert_pool_readable(server.stub, scope)
    assert [r.memory.version for r in exported] == [stored.memory.version]


def _import_record(scope: pb.Scope, **fields) -> pb.ImportRequest:
    memory = pb.Memory(
        id="0" * 31 + "1",
        scope=scope,
        content="imported fact",
        importance=0.5,
        confidence=0.9,
        status=pb.STATUS_ACTIVE,
        version=1,
        created_at=ts(1_700_000_000),
        updated_at=ts(1_700_000_000),
    )
    for name, value in fields.items():
        if isinstance(value, Timestamp):
            getattr(memory, name).CopyFrom(value)
        else:
            setattr(memory, name, value)
    return pb.ImportRequest(record=pb.ExportRecord(memory=memory))


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"created_at": ts(TOP)}, "created_at"),
        ({"updated_at": ts(TOP)}, "updated_at"),
        ({"last_accessed_at": ts(TOP)}, "last_accessed_at"),
        ({"expires_at": ts(TOP)}, "expires_at"),
        ({"access_count": 2**63}, "access_count"),
        ({"access_count": 2**64 - 1}, "access_count"),
        ({"version": 0}, "version"),
    ],
)
def test_import_of_out_of_range_times_and_counters_is_refused(server, user_id, fields, field):
    scope = pb.Scope(user_id=user_id)
    code, details = code_and_details(
        lambda: server.stub.Import(iter([_import_record(scope, **fields)]))
    )
    assert code is grpc.StatusCode.INVALID_ARGUMENT, details
    assert details.startswith(f"records[0].memory.{field}:"), details
    assert assert_pool_readable(server.stub, scope) == []


def test_import_at_the_edge_of_the_range_reads_back(server, user_id):
    scope = pb.Scope(user_id=user_id)
    server.stub.Import(
        iter(
            [
                _import_record(
                    scope,
                    access_count=2**53,
                    expires_at=ts(253402300799),
                    last_accessed_at=ts(1_700_000_100),
                )
            ]
        )
    )
    (record,) = assert_pool_readable(server.stub, scope)
    assert 2**53 <= record.memory.access_count <= 2**53 + 10  # recalls count on top
    assert record.memory.expires_at.seconds == 253402300799


@pytest.mark.parametrize("seconds", [TOP, TOP - 10**9, 253402300800])
def test_recall_as_of_past_the_range_is_invalid_argument(server, user_id, seconds):
    scope = pb.Scope(user_id=user_id)
    code, details = code_and_details(
        lambda: server.stub.Recall(pb.RecallRequest(scope=scope, query="tea", as_of=ts(seconds)))
    )
    assert code is grpc.StatusCode.INVALID_ARGUMENT and details.startswith("as_of:"), details


def test_append_turn_at_past_the_range_is_invalid_argument(server, user_id):
    scope = pb.Scope(user_id=user_id, session_id="s")
    code, details = code_and_details(
        lambda: server.stub.AppendTurn(
            pb.AppendTurnRequest(scope=scope, role="user", content="hi", at=ts(TOP))
        )
    )
    assert code is grpc.StatusCode.INVALID_ARGUMENT and details.startswith("at:"), details


# ---------------------------------------------------------------- working memory schemas


def _set_working(stub, scope, schema: dict | str, timeout: float = 20.0, **values):
    values_struct = Struct()
    values_struct.update(values)
    text = schema if isinstance(schema, str) else json.dumps(schema)
    return code_and_details(
        lambda: stub.SetWorking(
            pb.SetWorkingRequest(scope=scope, task_id="t", values=values_struct, json_schema=text),
            timeout=timeout,
        )
    )


def test_a_backtracking_pattern_is_answered_not_run_for_hours(server, user_id):
    # With a backtracking engine 'a'*40 + '!' against ^(a+)+$ takes hours of one worker; the
    # call must come back (mismatch) well inside its deadline.
    scope = pb.Scope(user_id=user_id)
    schema = {"properties": {"s": {"type": "string", "pattern": "^(a+)+$"}}}
    code, details = _set_working(server.stub, scope, schema, timeout=20.0, s="a" * 40 + "!")
    assert code is grpc.StatusCode.INVALID_ARGUMENT, details
    assert details.startswith("values:") and "json_schema at s:" in details, details
    schema = {"patternProperties": {"^(a|a)*$": {"type": "integer"}}}
    code, details = _set_working(server.stub, scope, schema, **{"a" * 40 + "!": 1})
    assert code is grpc.StatusCode.OK, details
    assert server.stub.Stats(pb.StatsRequest(scope=scope), timeout=5).dimension == 512


def test_a_pattern_this_server_cannot_run_safely_is_refused(server, user_id):
    scope = pb.Scope(user_id=user_id)
    schema = {"properties": {"s": {"type": "string", "pattern": "^(a)\\1$"}}}  # backreference
    code, details = _set_working(server.stub, scope, schema, s="aa")
    assert code is grpc.StatusCode.INVALID_ARGUMENT
    assert details.startswith("json_schema:") and "pattern" in details, details


class _Listener:
    """A loopback TCP listener that records whether anyone connected (an SSRF probe)."""

    def __init__(self) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(4)
        self.sock.settimeout(0.2)
        self.port = self.sock.getsockname()[1]
        self.connected = threading.Event()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._accept, daemon=True)
        self._thread.start()

    def _accept(self) -> None:
        while not self._stop.is_set():
            try:
                conn, _ = self.sock.accept()
            except OSError:
                continue
            self.connected.set()
            conn.close()

    def close(self) -> None:
        self._stop.set()
        self._thread.join()
        self.sock.close()


@pytest.mark.parametrize(
    "schema_of",
    [
        lambda url: {"$ref": url},
        lambda url: {"properties": {"a": {"$ref": url}}},
        lambda url: {"$id": url, "properties": {"a": {"$ref": "other.json"}}},
        lambda url: {"$defs": {"x": {"$id": url + "/x"}}, "$ref": url + "/y"},
        lambda url: {"$dynamicRef": url},
        lambda url: {"$schema": url},
    ],
)
def test_remote_references_are_refused_and_never_fetched(server, user_id, schema_of):
    listener = _Listener()
    try:
        url = f"http://127.0.0.1:{listener.port}/x"
        code, details = _set_working(server.stub, pb.Scope(user_id=user_id), schema_of(url), a=1)
        assert code is grpc.StatusCode.INVALID_ARGUMENT, details
        assert details.startswith("json_schema:"), details
        assert not listener.connected.wait(0.5), "the server connected to a URL a tenant named"
    finally:
        listener.close()


# Six levels of anyOf, ten branches each, every branch failing: a million checks to evaluate.
BRANCHING = {
    "$defs": {
        **{f"l{i}": {"anyOf": [{"$ref": f"#/$defs/l{i + 1}"}] * 10} for i in range(6)},
        "l6": {"type": "string"},
    },
    "properties": {"a": {"$ref": "#/$defs/l0"}},
}


@pytest.mark.parametrize(
    "schema",
    [
        {"$ref": "#"},
        {"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"},
        {"$ref": "#/$defs/missing"},
        {"properties": {"a": {"$ref": "#/nowhere/at/all"}}},
        {"$dynamicRef": "#meta"},
        {"$dynamicRef": "#/$defs/nothing"},
        {"$ref": "#%%%"},
        "[" * 5000 + "]" * 5000,
        json.dumps({"properties": {"a": json.loads('{"items":' * 200 + "{}" + "}" * 200)}}),
        BRANCHING,  # 10**6 checks: past max_schema_steps
        {"description": "x" * 20_000},  # past max_schema_bytes
    ],
)
def test_recursive_unresolvable_and_deep_schemas_are_invalid_argument(server, user_id, schema):
    code, details = _set_working(server.stub, pb.Scope(user_id=user_id), schema, a=[1])
    assert code is grpc.StatusCode.INVALID_ARGUMENT, details
    assert details.startswith("json_schema:"), details


@pytest.mark.parametrize("number", [math.nan, math.inf, -math.inf])
def test_non_finite_values_are_invalid_argument(server, user_id, number):
    values = Struct()
    values.update({"score": number, "list": [1, number]})
    code, details = code_and_details(
        lambda: server.stub.SetWorking(
            pb.SetWorkingRequest(scope=pb.Scope(user_id=user_id), task_id="t", values=values)
        )
    )
    assert code is grpc.StatusCode.INVALID_ARGUMENT, details
    # A Struct's fields come in no set order: either place is named.
    assert details.split(":")[0] in ("values.score", "values.list[1]"), details
    assert "finite" in details, details


# ---------------------------------------------------------------- bodies that do not parse

UNARY_METHODS = [
    "Remember",
    "RememberBatch",
    "Recall",
    "Get",
    "Forget",
    "History",
    "Feedback",
    "Stats",
    "Update",
    "AppendTurn",
    "BuildContext",
    "SetWorking",
    "GetWorking",
    "Maintain",
]

# Bodies no message type parses (a length past the end, wire type 7), and bodies that may
# parse as some types (then the method's own checks answer them).
NEVER_PARSE = {
    "truncated": pb.RememberRequest(
        scope=pb.Scope(user_id="u"), content="hello"
    ).SerializeToString()[:-3],
    "bad wire type": b"\x0f\x01\x02",
}
GARBAGE = dict(NEVER_PARSE, **{"random bytes": bytes(range(255, 0, -7))})


def _nested_struct_bytes(depth: int) -> bytes:
    """Return a SetWorkingRequest's bytes whose values nest ``depth`` Structs deep."""
    inner = b""
    for _ in range(depth):
        # Value{struct_value(5): Struct{fields(1): {key(1) "k", value(2): inner}}}
        entry = b"\x0a\x01k" + b"\x12" + _varint(len(inner)) + inner
        struct = b"\x0a" + _varint(len(entry)) + entry
        inner = b"\x2a" + _varint(len(struct)) + struct
    entry = b"\x0a\x01k" + b"\x12" + _varint(len(inner)) + inner
    values = b"\x0a" + _varint(len(entry)) + entry
    return b"\x0a\x03\x0a\x01u" + b"\x12\x01t" + b"\x1a" + _varint(len(values)) + values


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


GARBAGE["nesting past the limit"] = _nested_struct_bytes(200)


@pytest.mark.parametrize("method", UNARY_METHODS)
@pytest.mark.parametrize("kind", sorted(GARBAGE))
def test_a_body_that_does_not_parse_is_invalid_argument(server, method, kind):
    call = server.channel.unary_unary(SERVICE + method)  # bytes in, bytes out
    code, details = code_and_details(lambda: call(GARBAGE[kind], timeout=10))
    if kind in NEVER_PARSE:
        assert code is grpc.StatusCode.INVALID_ARGUMENT, (code, details)
        assert details.startswith("request:") and method in details, details
    else:  # a valid (if odd) message of some types: answered by the method's own checks
        assert code not in (grpc.StatusCode.INTERNAL, grpc.StatusCode.UNKNOWN), (code, details)


def test_nesting_past_the_limit_is_invalid_argument_not_internal(server):
    call = server.channel.unary_unary(SERVICE + "SetWorking")
    code, details = code_and_details(lambda: call(_nested_struct_bytes(200), timeout=10))
    assert code is grpc.StatusCode.INVALID_ARGUMENT, (code, details)
    assert details.startswith("request:") and "does not parse" in details, details


@pytest.mark.parametrize("method", ["Export"])
def test_a_stream_method_with_a_bad_body_is_invalid_argument(server, method):
    call = server.channel.unary_stream(SERVICE + method)
    code, details = code_and_details(lambda: list(call(b"\x0f\x01\x02", timeout=10)))
    assert code is grpc.StatusCode.INVALID_ARGUMENT, (code, details)


def test_an_import_stream_with_a_bad_message_is_invalid_argument(server, user_id):
    call = server.channel.stream_unary(SERVICE + "Import")
    good = _import_record(pb.Scope(user_id=user_id)).SerializeToString()
    code, details = code_and_details(lambda: call(iter([good, b"\x0f\x01\x02"]), timeout=10))
    assert code is grpc.StatusCode.INVALID_ARGUMENT, (code, details)
    assert details.startswith("request:") and "message 2" in details, details
    assert assert_pool_readable(server.stub, pb.Scope(user_id=user_id)) == []


# ---------------------------------------------------------------- texts on every path


def test_a_recall_with_an_embedding_still_checks_the_query_text(server, user_id):
    scope = pb.Scope(user_id=user_id)
    code, details = code_and_details(
        lambda: server.stub.Recall(
            pb.RecallRequest(scope=scope, query="长" * 100_000, embedding=[0.5] * 512), timeout=20
        )
    )
    assert code is grpc.StatusCode.INVALID_ARGUMENT and details.startswith("query:"), details


def test_a_build_context_query_over_the_limit_is_invalid_argument(server, user_id):
    scope = pb.Scope(user_id=user_id, session_id="s")
    code, details = code_and_details(
        lambda: server.stub.BuildContext(
            pb.BuildContextRequest(scope=scope, query="x" * 65_536, token_budget=500), timeout=20
        )
    )
    assert code is grpc.StatusCode.INVALID_ARGUMENT and details.startswith("query:"), details


def test_feedback_on_5000_ids_is_refused_whole_and_on_a_full_batch_is_answered(server, user_id):
    """Feedback with 5,000 ids ran past a 30 s deadline: its ids are bounded like Forget's
    (limits.max_batch, 1,000, used and ignored together). Past the bound nothing changes; at
    the bound the call is answered and counts the ids that are in the pool."""
    scope = pb.Scope(user_id=user_id)
    texts = ["the sky over Lisbon was grey", "I drink green tea", "my cat is called Tom"]
    stored = [
        server.stub.Remember(pb.RememberRequest(scope=scope, content=t)).stored_id for t in texts
    ]
    strangers = [f"{0xFEED:08x}{n:024x}" for n in range(5_000)]  # well formed, in no pool

    def accesses() -> list[int]:
        return [server.stub.Get(pb.GetRequest(scope=scope, id=i)).access_count for i in stored]

    before = accesses()
    code, details = code_and_details(
        lambda: server.stub.Feedback(
            pb.FeedbackRequest(scope=scope, used_ids=stored + strangers[:4_997]), timeout=30
        )
    )
    assert code is grpc.StatusCode.INVALID_ARGUMENT, (code, details)
    assert details.startswith("used_ids:") and "at most 1000" in details, details
    assert accesses() == before
    code, details = code_and_details(
        lambda: server.stub.Feedback(
            pb.FeedbackRequest(scope=scope, used_ids=stored[:1], ignored_ids=strangers[:4_999]),
            timeout=30,
        )
    )
    assert code is grpc.StatusCode.INVALID_ARGUMENT and "ignored_ids:" in details, details
    answer = server.stub.Feedback(
        pb.FeedbackRequest(scope=scope, used_ids=stored + strangers[:997]), timeout=30
    )
    assert answer.updated == len(stored)
    assert accesses() == [n + 1 for n in before]


# ---------------------------------------------------------------- start-up as a new user


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--data-dir", "{file}"], "cannot use the data folder"),
        (["--data-dir", "{file}/below"], "cannot use the data folder"),
        (["--workers", "0"], "workers = 0"),
        (["--listen", "6000"], "give HOST:PORT"),
        (["--listen", "localhost"], "give HOST:PORT"),
    ],
)
def test_a_start_up_problem_is_one_memoryd_line_not_a_traceback(tmp_path, args, says):
    a_file = tmp_path / "a-file"
    a_file.write_text("not a folder")
    argv = [a.format(file=a_file) for a in args]
    if "--data-dir" not in argv:
        argv += ["--data-dir", str(tmp_path / "data")]
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "memoryd.server",
            "serve",
            "--embedder",
            "none",
            "--dimension",
            "8",
            "--listen",
            "127.0.0.1:0",
            *argv,
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert lines[-1].startswith("memoryd:") and says in lines[-1], done.stderr


def test_health_probes_are_not_logged_at_info(server, user_id):
    # A container's probe every 10 s buried the log at info (issue #18, start-up as a new user).
    probe, after = f"probe-{uuid.uuid4().hex}", f"after-{uuid.uuid4().hex}"
    health = health_pb2_grpc.HealthStub(server.channel)
    for _ in range(3):
        health.Check(health_pb2.HealthCheckRequest(), metadata=[("x-request-id", probe)])
    server.stub.Stats(pb.StatsRequest(scope=pb.Scope(user_id=user_id)),
                      metadata=[("x-request-id", after)])  # fmt: skip
    deadline = time.monotonic() + 10
    while after not in server.log() and time.monotonic() < deadline:
        time.sleep(0.1)
    lines = [json.loads(line) for line in server.log().splitlines() if line.startswith("{")]
    assert any(e.get("request_id") == after and e.get("level") == "info" for e in lines)
    assert not [e for e in lines if e.get("request_id") == probe and e.get("level") == "info"]
