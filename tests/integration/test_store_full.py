"""A full store, as Health and /metrics tell it (issue #18): writes answer RESOURCE_EXHAUSTED,
reads go on, Health stays SERVING with its writes service NOT_SERVING, and /metrics shows
memoryd_store_full = 1 with the writes refused. A small LMDB map stands in for a full disk
(the same StorageFull; bench.attack's disk part fills a real tmpfs)."""

from __future__ import annotations

import json
import random
import string
import subprocess
import sys
import urllib.request

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc

from memoryd.server.write_health import WRITES_SERVICE
from memoryd.v1 import memory_pb2 as pb

DIM = 8


@pytest.fixture(scope="module")
def tight(start_server, tmp_path_factory):
    """A server over a 4 MiB LMDB map, client vectors, metrics on."""
    config = tmp_path_factory.mktemp("full") / "memoryd.toml"
    config.write_text('metrics_listen = "127.0.0.1:0"\n[engine.store]\nmap_size_bytes = 4194304\n')
    return start_server(
        None, "--config", str(config), "--embedder", "none", "--dimension", str(DIM)
    )


def _health(server, service: str) -> int:
    with grpc.insecure_channel(server.address) as channel:
        stub = health_pb2_grpc.HealthStub(channel)
        return stub.Check(health_pb2.HealthCheckRequest(service=service), timeout=5).status


def _metric(server, name: str) -> float:
    """Return the value of the unlabelled sample ``name`` on the server's /metrics."""
    ready = next(
        json.loads(line) for line in server.log().splitlines()
        if line.startswith("{") and json.loads(line).get("msg") == "serving"
    )  # fmt: skip
    with urllib.request.urlopen(f"http://{ready['metrics']}/metrics", timeout=10) as reply:
        for line in reply.read().decode().splitlines():
            if line.startswith(f"{name} "):
                return float(line.split()[1])
    raise AssertionError(f"{name} is not on /metrics")


def test_a_full_store_is_degraded_in_health_and_metrics(tight):
    serving, not_serving = (health_pb2.HealthCheckResponse.SERVING,
                            health_pb2.HealthCheckResponse.NOT_SERVING)  # fmt: skip
    assert _health(tight, WRITES_SERVICE) == serving
    assert _metric(tight, "memoryd_store_full") == 0
    scope = pb.Scope(user_id="filler")
    rng = random.Random(18)
    stored, refused = 0, None
    for n in range(5_000):  # ~4 kB of text that does not compress, until the map is full
        text = "".join(rng.choice(string.ascii_letters) for _ in range(6_000))
        try:
            tight.stub.Remember(
                pb.RememberRequest(
                    scope=scope, content=text, embedding=[1.0, n / 5000] + [0.0] * 6
                ),
                timeout=30,
            )
            stored += 1
        except grpc.RpcError as err:
            refused = err
            break
    assert refused is not None and stored > 0
    assert refused.code() is grpc.StatusCode.RESOURCE_EXHAUSTED, refused.details()
    assert "map_size" in refused.details()
    # Degraded: serving reads, refusing writes — and says so.
    assert _health(tight, "") == serving
    assert _health(tight, WRITES_SERVICE) == not_serving
    assert _metric(tight, "memoryd_store_full") == 1
    assert _metric(tight, "memoryd_store_full_refusals_total") >= 1
    # Before the Recall below: its access figures are a commit as big as the refused write,
    # which may find freed pages and so end "full" (LmdbStore: space came back).
    check = subprocess.run(
        [sys.executable, "-m", "memoryd.server", "health", "--target", tight.address],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert check.returncode == 0, check.stderr  # still serving: a restart frees no space
    assert "degraded" in check.stdout and "writes are refused" in check.stdout
    hits = tight.stub.Recall(
        pb.RecallRequest(scope=scope, embedding=[1.0, 0.0] + [0.0] * 6, top_k=3), timeout=30
    ).hits
    assert len(hits) == 3
