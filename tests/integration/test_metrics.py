"""The Prometheus endpoint and request ids, on a live server with the real embedding model."""

from __future__ import annotations

import json
import time

import grpc
import pytest

from memoryd.v1 import memory_pb2 as pb

from .metrics_scrape import scrape
from .metrics_scrape import value as _value

DEADLINE_S = 30.0


@pytest.fixture(scope="module")
def observed(start_server, tmp_path_factory):
    """A server with metrics on a free port and maintenance every 0.2 s."""
    config = tmp_path_factory.mktemp("metrics") / "memoryd.toml"
    config.write_text(
        'metrics_listen = "127.0.0.1:0"\n[engine.tiers]\nmaintenance_interval_s = 0.2\n'
    )
    return start_server(None, "--config", str(config))


SERVICE = "memoryd.v1.MemoryService"


def test_counters_move_with_calls(observed, user_id):
    before = scrape(observed)
    scope = pb.Scope(user_id=user_id)
    observed.stub.Remember(pb.RememberRequest(scope=scope, content="Alice prefers green tea"))
    observed.stub.Remember(pb.RememberRequest(scope=scope, content="Alice prefers green tea"))
    observed.stub.Recall(pb.RecallRequest(scope=scope, query="what does Alice drink?"))
    with pytest.raises(grpc.RpcError):
        observed.stub.Get(pb.GetRequest(scope=scope, id="not-an-id"))
    after = scrape(observed)

    def moved(name: str, **labels: str) -> float:
        return _value(after, name, **labels) - _value(before, name, **labels)

    ok = {"service": SERVICE, "code": "OK"}
    assert moved("memoryd_rpcs_total", method="Remember", **ok) == 2
    assert moved("memoryd_rpcs_total", method="Recall", **ok) == 1
    assert moved("memoryd_rpcs_total", service=SERVICE, method="Get", code="INVALID_ARGUMENT") == 1
    timed = {"service": SERVICE, "method": "Remember"}
    assert moved("memoryd_rpc_duration_seconds_count", **timed) == 2
    assert moved("memoryd_rpc_duration_seconds_sum", **timed) > 0
    assert moved("memoryd_embed_duration_seconds_count", kind="passages") == 2
    assert moved("memoryd_embedded_texts_total", kind="queries") == 1
    assert moved("memoryd_writes_total") == 2
    assert moved("memoryd_lifecycle_events_total", event="merge") == 1  # the same fact twice
    assert _value(after, "memoryd_memories", status="active") >= 1
    assert _value(after, "memoryd_tier_memories", tier="short") >= 1
    assert _value(after, "memoryd_pools") >= 1
    assert (
        0 < _value(after, "memoryd_lmdb_used_bytes") <= _value(after, "memoryd_lmdb_map_size_bytes")
    )
    assert _value(after, "memoryd_rpcs_in_flight") == 0


def test_maintenance_passes_are_timed(observed):
    deadline = time.monotonic() + DEADLINE_S
    while _value(scrape(observed), "memoryd_maintenance_duration_seconds_count") < 2:
        assert time.monotonic() < deadline, "no maintenance pass was counted"
        time.sleep(0.2)
    samples = scrape(observed)
    assert _value(samples, "memoryd_maintenance_duration_seconds_bucket", le="+Inf") >= 2


def test_a_request_id_is_returned_and_logged(observed, user_id):
    scope = pb.Scope(user_id=user_id)
    _, call = observed.stub.Stats.with_call(
        pb.StatsRequest(scope=scope), metadata=[("x-request-id", "trace-42.abc")]
    )
    assert ("x-request-id", "trace-42.abc") in call.trailing_metadata()
    _, call = observed.stub.Stats.with_call(pb.StatsRequest(scope=scope))
    fresh = dict(call.trailing_metadata())["x-request-id"]
    assert len(fresh) == 32 and fresh != "trace-42.abc"
    # Failed calls carry it too, and junk ids are replaced rather than logged.
    with pytest.raises(grpc.RpcError) as caught:
        observed.stub.Get(
            pb.GetRequest(scope=scope, id="nope"),
            metadata=[("x-request-id", "junk id <with spaces>")],
        )
    rid = dict(caught.value.trailing_metadata())["x-request-id"]
    assert len(rid) == 32
    deadline = time.monotonic() + DEADLINE_S
    while True:
        lines = [json.loads(x) for x in observed.log().splitlines() if x.startswith("{")]
        logged = {(e.get("request_id"), e.get("method"), e.get("code")) for e in lines}
        if (rid, f"{SERVICE}/Get", "INVALID_ARGUMENT") in logged:
            break
        assert time.monotonic() < deadline, "the call's log line never appeared"
        time.sleep(0.1)
    assert ("trace-42.abc", f"{SERVICE}/Stats", "OK") in logged
    assert "junk id" not in observed.log()


def test_metrics_are_off_unless_asked(server):
    assert '"metrics": null' in server.log()


def test_calls_are_traced_as_children_of_the_callers_span(start_server, tmp_path):
    pytest.importorskip("opentelemetry.sdk.trace")
    config = tmp_path / "memoryd.toml"
    config.write_text('tracing = "console"\n')
    server = start_server(None, "--config", str(config), "--embedder", "none", "--dimension", "8")
    trace_id, parent_id = "4bf92f3577b34da6a3ce929d0e0e4736", "00f067aa0ba902b7"
    metadata = [("traceparent", f"00-{trace_id}-{parent_id}-01"), ("x-request-id", "traced-1")]
    server.stub.Stats(pb.StatsRequest(scope=pb.Scope(user_id="alice")), metadata=metadata)
    with pytest.raises(grpc.RpcError):
        server.stub.Get(pb.GetRequest(scope=pb.Scope(user_id="alice"), id="nope"))
    deadline = time.monotonic() + DEADLINE_S
    while True:
        spans = [
            json.loads(line) for line in server.log().splitlines() if line.startswith('{"name"')
        ]
        by_name = {s["name"]: s for s in spans}
        if f"{SERVICE}/Get" in by_name:
            break
        assert time.monotonic() < deadline, f"no spans in the log:\n{server.log()}"
        time.sleep(0.1)
    stats = by_name[f"{SERVICE}/Stats"]
    assert stats["context"]["trace_id"] == f"0x{trace_id}"
    assert stats["parent_id"] == f"0x{parent_id}"
    assert stats["kind"] == "SpanKind.SERVER"
    assert stats["attributes"]["memoryd.request_id"] == "traced-1"
    assert stats["attributes"]["rpc.grpc.status_code"] == 0
    failed = by_name[f"{SERVICE}/Get"]
    assert failed["status"]["status_code"] == "ERROR"
    assert failed["attributes"]["rpc.grpc.status_code"] == grpc.StatusCode.INVALID_ARGUMENT.value[0]
