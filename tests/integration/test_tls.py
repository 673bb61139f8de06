"""TLS and mutual TLS on a live server, with a throwaway CA made by the openssl command."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc

from memoryd.server import auth
from memoryd.v1 import memory_pb2 as pb
from memoryd.v1 import memory_pb2_grpc

pytestmark = pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl CLI")

FAST = ("--embedder", "none", "--dimension", "8")


def _openssl(*args: str, cwd: Path) -> None:
    subprocess.run(["openssl", *args], cwd=cwd, check=True, capture_output=True)


def _ca(folder: Path, name: str) -> None:
    _openssl(
        "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
        "-keyout", f"{name}.key", "-out", f"{name}.pem", "-days", "1", "-subj", f"/CN={name}",
        cwd=folder,
    )  # fmt: skip


def _signed(folder: Path, name: str, ca: str, extensions: str) -> None:
    (folder / f"{name}.ext").write_text(extensions)
    _openssl(
        "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
        "-keyout", f"{name}.key", "-out", f"{name}.csr", "-subj", f"/CN={name}",
        cwd=folder,
    )  # fmt: skip
    _openssl(
        "x509", "-req", "-in", f"{name}.csr", "-CA", f"{ca}.pem", "-CAkey", f"{ca}.key",
        "-CAcreateserial", "-out", f"{name}.pem", "-days", "1", "-extfile", f"{name}.ext",
        cwd=folder,
    )  # fmt: skip


@pytest.fixture(scope="module")
def pki(tmp_path_factory) -> Path:
    """A CA, a server certificate for 127.0.0.1 and localhost, a client certificate it
    signed, and a client certificate of another CA."""
    folder = tmp_path_factory.mktemp("pki")
    _ca(folder, "ca")
    _ca(folder, "other-ca")
    _signed(folder, "server", "ca", "subjectAltName=IP:127.0.0.1,DNS:localhost\n")
    _signed(folder, "client", "ca", "extendedKeyUsage=clientAuth\n")
    _signed(folder, "stranger", "other-ca", "extendedKeyUsage=clientAuth\n")
    return folder


def _port(server) -> int:
    return int(server.address.rsplit(":", 1)[1])


def _channel(server, pki: Path, client: str | None = None) -> grpc.Channel:
    credentials = grpc.ssl_channel_credentials(
        root_certificates=(pki / "ca.pem").read_bytes(),
        private_key=(pki / f"{client}.key").read_bytes() if client else None,
        certificate_chain=(pki / f"{client}.pem").read_bytes() if client else None,
    )
    return grpc.secure_channel(f"127.0.0.1:{_port(server)}", credentials)


def _health(channel: grpc.Channel) -> grpc.StatusCode:
    try:
        health_pb2_grpc.HealthStub(channel).Check(health_pb2.HealthCheckRequest(), timeout=5)
    except grpc.RpcError as exc:
        return exc.code()
    return grpc.StatusCode.OK


def test_tls_serves_clients_that_trust_its_ca(start_server, pki):
    server = start_server(
        None, "--tls-cert", str(pki / "server.pem"), "--tls-key", str(pki / "server.key"), *FAST
    )
    with _channel(server, pki) as channel:
        assert _health(channel) is grpc.StatusCode.OK
        stats = memory_pb2_grpc.MemoryServiceStub(channel).Stats(
            pb.StatsRequest(scope=pb.Scope(user_id="alice")), timeout=10
        )
        assert stats.dimension == 8
    # A plaintext client cannot talk to a TLS port.
    with grpc.insecure_channel(f"127.0.0.1:{_port(server)}") as plain:
        assert _health(plain) is grpc.StatusCode.UNAVAILABLE
    # The health command (the container's health check) speaks TLS when given the CA.
    target = f"127.0.0.1:{_port(server)}"
    check = [sys.executable, "-m", "memoryd.server", "health", "--target", target]
    done = subprocess.run([*check, "--tls-ca", str(pki / "ca.pem")], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "SERVING" in done.stdout


def test_mutual_tls_rejects_clients_without_a_certificate_of_its_ca(start_server, pki):
    # Client certificates authenticate, so listening beyond loopback is allowed.
    server = start_server(
        None,
        "--listen", "0.0.0.0:0",
        "--tls-cert", str(pki / "server.pem"),
        "--tls-key", str(pki / "server.key"),
        "--tls-client-ca", str(pki / "ca.pem"),
        *FAST,
    )  # fmt: skip
    with _channel(server, pki, "client") as channel:
        assert _health(channel) is grpc.StatusCode.OK
    with _channel(server, pki) as channel:
        assert _health(channel) is grpc.StatusCode.UNAVAILABLE
    with _channel(server, pki, "stranger") as channel:
        assert _health(channel) is grpc.StatusCode.UNAVAILABLE


def test_tls_and_keys_together(start_server, pki, tmp_path):
    key = auth.new_key()
    keys = tmp_path / "keys.toml"
    auth.append_key(keys, auth.key_entry("alice-app", auth.hash_key(key), ["alice"], False))
    server = start_server(
        None,
        "--listen", "0.0.0.0:0",
        "--tls-cert", str(pki / "server.pem"),
        "--tls-key", str(pki / "server.key"),
        "--keys-file", str(keys),
        *FAST,
    )  # fmt: skip
    with _channel(server, pki) as channel:
        stub = memory_pb2_grpc.MemoryServiceStub(channel)
        request = pb.StatsRequest(scope=pb.Scope(user_id="alice"))
        with pytest.raises(grpc.RpcError) as caught:
            stub.Stats(request, timeout=10)
        assert caught.value.code() is grpc.StatusCode.UNAUTHENTICATED
        assert stub.Stats(request, metadata=[("authorization", f"Bearer {key}")]).dimension == 8
