"""Security settings: auth, TLS, metrics, and the rule against exposing an open server."""

from __future__ import annotations

from pathlib import Path

import pytest

from memoryd.core import ConfigurationError
from memoryd.server.settings import AuthSettings, ServerSettings, TlsSettings, load_settings
from memoryd.server.tls import check_exposure, is_loopback, server_credentials


def test_security_is_off_by_default_and_loopback_only():
    settings = load_settings()
    assert not settings.auth.enabled
    assert not settings.tls.enabled
    assert settings.metrics_listen == ""
    assert settings.allow_insecure_remote is False
    check_exposure(settings)  # the default listen address is loopback


def test_security_settings_from_env_and_flags():
    env = {
        "MEMORYD_AUTH__KEYS_FILE": "/etc/memoryd/keys.toml",
        "MEMORYD_TLS__CERT_FILE": "/etc/memoryd/cert.pem",
        "MEMORYD_TLS__KEY_FILE": "/etc/memoryd/key.pem",
        "MEMORYD_METRICS_LISTEN": "127.0.0.1:9464",
        "MEMORYD_ALLOW_INSECURE_REMOTE": "yes",
    }
    settings = load_settings({"tls.client_ca_file": Path("/ca.pem")}, env)
    assert settings.auth == AuthSettings(keys_file=Path("/etc/memoryd/keys.toml"))
    assert settings.tls.enabled and settings.tls.client_ca_file == Path("/ca.pem")
    assert settings.metrics_listen == "127.0.0.1:9464"
    assert settings.allow_insecure_remote is True


def test_key_entries_must_be_tables():
    # Keys are tables (a keys file or [[auth.keys]]); a string from the environment is not.
    with pytest.raises(ConfigurationError, match=r"auth.keys\[0\] is a table"):
        load_settings(environ={"MEMORYD_AUTH__KEYS": "a,b"})


@pytest.mark.parametrize(
    ("listen", "loopback"),
    [
        ("127.0.0.1:50051", True),
        ("127.0.0.2:1", True),
        ("localhost:50051", True),
        ("[::1]:50051", True),
        ("unix:/run/memoryd.sock", True),
        ("0.0.0.0:50051", False),
        ("[::]:50051", False),
        ("10.0.0.5:50051", False),
        ("memoryd.internal:50051", False),
    ],
)
def test_loopback_addresses(listen, loopback):
    assert is_loopback(listen) is loopback


TLS = TlsSettings(cert_file=Path("c.pem"), key_file=Path("k.pem"))
MTLS = TlsSettings(cert_file=Path("c.pem"), key_file=Path("k.pem"), client_ca_file=Path("ca.pem"))
KEYS = AuthSettings(keys_file=Path("keys.toml"))


@pytest.mark.parametrize(
    ("settings", "missing"),
    [
        (ServerSettings(listen="0.0.0.0:1"), ["TLS", "client authentication"]),
        (ServerSettings(listen="0.0.0.0:1", auth=KEYS), ["TLS"]),
        (ServerSettings(listen="0.0.0.0:1", tls=TLS), ["client authentication"]),
    ],
)
def test_an_unprotected_remote_listener_is_refused(settings, missing):
    with pytest.raises(ConfigurationError, match="refusing to listen on 0.0.0.0:1") as caught:
        check_exposure(settings)
    for what in missing:
        assert what in str(caught.value)
    assert "allow_insecure_remote" in str(caught.value)


@pytest.mark.parametrize(
    "settings",
    [
        ServerSettings(listen="0.0.0.0:1", tls=TLS, auth=KEYS),
        ServerSettings(listen="0.0.0.0:1", tls=MTLS),  # client certificates authenticate
        ServerSettings(listen="0.0.0.0:1", allow_insecure_remote=True),
        ServerSettings(listen="127.0.0.1:1"),
    ],
)
def test_a_protected_or_explicitly_allowed_listener_starts(settings):
    check_exposure(settings)


def test_tls_files_are_checked(tmp_path):
    assert server_credentials(TlsSettings()) is None
    with pytest.raises(ConfigurationError, match="needs both"):
        server_credentials(TlsSettings(cert_file=tmp_path / "c.pem"))
    with pytest.raises(ConfigurationError, match="mutual TLS is TLS"):
        server_credentials(TlsSettings(client_ca_file=tmp_path / "ca.pem"))
    with pytest.raises(ConfigurationError, match="cannot read tls.key_file"):
        server_credentials(TlsSettings(cert_file=tmp_path / "c.pem", key_file=tmp_path / "k.pem"))
    (tmp_path / "k.pem").write_text("not a key")
    with pytest.raises(ConfigurationError, match="is not PEM"):
        server_credentials(TlsSettings(cert_file=tmp_path / "c.pem", key_file=tmp_path / "k.pem"))


def test_tracing_modes_are_checked():
    from memoryd.server.metrics import make_tracer_provider

    assert make_tracer_provider("") is None
    with pytest.raises(ConfigurationError, match="choose one of '', 'otlp', 'console'"):
        make_tracer_provider("zipkin")
