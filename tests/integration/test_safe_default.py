"""A server reachable from the network does not start unprotected unless told it may."""

from __future__ import annotations

import os
import subprocess
import sys

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc

from memoryd.server import auth

FAST = ["--embedder", "none", "--dimension", "8"]


def _serve(tmp_path, *args: str, env: dict[str, str] | None = None):
    return subprocess.run(
        [sys.executable, "-m", "memoryd.server", "serve", "--data-dir", str(tmp_path / "data")]
        + FAST
        + list(args),
        capture_output=True,
        text=True,
        timeout=60,
        env=dict(os.environ, **(env or {})),
    )


def test_listening_on_every_interface_without_protection_is_refused(tmp_path):
    done = _serve(tmp_path, "--listen", "0.0.0.0:0")
    assert done.returncode == 2
    assert "refusing to listen on 0.0.0.0:0" in done.stderr
    assert "without TLS" in done.stderr and "client authentication" in done.stderr
    assert "allow_insecure_remote" in done.stderr
    assert not (tmp_path / "data").exists()  # refused before the data folder was touched


def test_api_keys_without_tls_are_not_enough_beyond_loopback(tmp_path):
    keys = tmp_path / "keys.toml"
    auth.append_key(keys, auth.key_entry("ops", auth.hash_key(auth.new_key()), [], True))
    done = _serve(tmp_path, "--listen", "[::]:0", "--keys-file", str(keys))
    assert done.returncode == 2
    assert "without TLS" in done.stderr
    assert "client authentication" not in done.stderr


def test_the_environment_can_refuse_too(tmp_path):
    done = _serve(tmp_path, env={"MEMORYD_LISTEN": "0.0.0.0:0"})
    assert done.returncode == 2
    assert "refusing to listen" in done.stderr


def test_an_explicit_allowance_starts_it(start_server, tmp_path):
    config = tmp_path / "memoryd.toml"
    config.write_text("allow_insecure_remote = true\n")
    server = start_server(None, "--listen", "0.0.0.0:0", "--config", str(config), *FAST)
    port = server.address.rsplit(":", 1)[1]
    with grpc.insecure_channel(f"127.0.0.1:{port}") as channel:
        reply = health_pb2_grpc.HealthStub(channel).Check(
            health_pb2.HealthCheckRequest(), timeout=10
        )
    assert reply.status == health_pb2.HealthCheckResponse.SERVING
