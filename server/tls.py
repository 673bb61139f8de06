"""Transport security: TLS / mutual-TLS credentials from settings, and the rule that keeps a
server reachable from the network from starting unprotected by accident."""

from __future__ import annotations

import ipaddress
from pathlib import Path

import grpc

from memoryd.core import ConfigurationError
from memoryd.server.settings import ServerSettings, TlsSettings


def _read(path: Path, what: str) -> bytes:
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ConfigurationError(f"cannot read {what} {path}: {exc}") from None
    if b"-----BEGIN" not in data:
        raise ConfigurationError(f"{what} {path} is not PEM (no '-----BEGIN' line)")
    return data


def server_credentials(tls: TlsSettings) -> grpc.ServerCredentials | None:
    """Return the server's TLS credentials, or None when TLS is off.

    With ``client_ca_file`` the server requires every client to present a certificate that
    CA signed (mutual TLS); the TLS handshake fails for a client without one.
    """
    if not tls.enabled:
        if tls.client_ca_file is not None:
            raise ConfigurationError(
                "tls.client_ca_file needs tls.cert_file and tls.key_file (mutual TLS is TLS)"
            )
        return None
    if tls.cert_file is None or tls.key_file is None:
        raise ConfigurationError("TLS needs both tls.cert_file and tls.key_file")
    key = _read(tls.key_file, "tls.key_file")
    cert = _read(tls.cert_file, "tls.cert_file")
    ca = _read(tls.client_ca_file, "tls.client_ca_file") if tls.client_ca_file else None
    return grpc.ssl_server_credentials(
        [(key, cert)], root_certificates=ca, require_client_auth=ca is not None
    )


def is_loopback(listen: str) -> bool:
    """Return whether a gRPC listen address is reachable only from this machine.

    ``127.0.0.0/8``, ``::1``, ``localhost`` and unix sockets are; ``0.0.0.0``, ``[::]`` and any
    other host name or address are not.
    """
    if listen.startswith(("unix:", "unix-abstract:")):
        return True
    host = listen.rsplit(":", 1)[0] if ":" in listen else listen
    host = host.strip("[]")
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False  # a host name: it may resolve to anything


def check_exposure(settings: ServerSettings) -> None:
    """Raise ConfigurationError when the server would listen beyond loopback unprotected.

    Beyond loopback both TLS (else keys and memories cross the network in clear) and client
    authentication (API keys or mutual TLS; else anyone who reaches the port reads every
    user's memories) are required, unless ``allow_insecure_remote`` says the network itself
    is trusted (e.g. a sidecar reachable only from its pod).
    """
    if settings.allow_insecure_remote or is_loopback(settings.listen):
        return
    missing = []
    if not settings.tls.enabled:
        missing.append("TLS (tls.cert_file, tls.key_file)")
    if not settings.auth.enabled and settings.tls.client_ca_file is None:
        missing.append("client authentication (auth.keys_file, or tls.client_ca_file)")
    if missing:
        raise ConfigurationError(
            f"refusing to listen on {settings.listen} (beyond loopback) without "
            f"{' and '.join(missing)}; configure them, listen on 127.0.0.1, or set "
            "allow_insecure_remote = true (MEMORYD_ALLOW_INSECURE_REMOTE=1, "
            "--allow-insecure-remote) if only trusted peers can reach this address"
        )
