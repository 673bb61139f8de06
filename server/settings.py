"""The server's configuration: one typed, frozen object from defaults, a TOML file, the
environment and command-line flags (later sources win).

Environment: ``MEMORYD_LISTEN``, ``MEMORYD_DATA_DIR``, ``MEMORYD_EMBEDDER``,
``MEMORYD_DIMENSION``, ``MEMORYD_CONFIG`` (the TOML file), and any setting by its path with
``__`` between levels, e.g. ``MEMORYD_ENGINE__LIMITS__MAX_TOP_K=50``. Other ``MEMORYD_*``
names without ``__`` are not ours and are ignored with a warning: Kubernetes injects
``MEMORYD_PORT=tcp://...`` and ``MEMORYD_SERVICE_HOST`` into every pod beside a Service named
memoryd, and the clients read ``MEMORYD_API_KEY``, ``MEMORYD_TARGET`` ... (ignored silently).
A path with ``__`` is meant for memoryd: an unknown one is still refused.
TOML: server keys at the top level, engine keys under ``[engine]`` and its sub-tables
(``[engine.limits]``, ``[engine.tiers]``, ``[engine.store]``, ``[engine.compression]``,
``[engine.scoring]``); API keys under ``[auth]`` (``keys_file``, or ``[[auth.keys]]`` entries)
and certificates under ``[tls]``.
"""

from __future__ import annotations

import dataclasses
import logging
import tomllib
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memoryd.core.config import EngineConfig
from memoryd.core.errors import ConfigurationError

log = logging.getLogger(__name__)

ENV_PREFIX = "MEMORYD_"
# What the clients and the CLI read from the environment that also runs `memoryd serve`.
CLIENT_VARIABLES = frozenset(
    {
        "MEMORYD_API_KEY",
        "MEMORYD_TARGET",
        "MEMORYD_ADDRESS",
        "MEMORYD_USER_ID",
        "MEMORYD_AGENT_ID",
        "MEMORYD_SESSION_ID",
    }
)
# Short environment names for the settings people change most.
ENV_ALIASES = {
    "MEMORYD_EMBEDDER": ("engine", "embedder"),
    "MEMORYD_DIMENSION": ("engine", "dimension"),
}


@dataclass(frozen=True)
class ApiKey:
    """One API key: its name (logged, never the key), its hash and what it may touch.

    ``hash`` is ``sha256:<64 hex>`` of the key (see memoryd.server.auth for why not a slow
    KDF); ``users`` are the user ids it may touch, each literal (``alice``, ``cust[12]``) or
    ``glob:`` and an fnmatch pattern for a family (``glob:team-*``); an admin key may touch
    every user and call the admin-only RPCs.
    """

    name: str = ""
    hash: str = ""
    users: tuple[str, ...] = ()
    admin: bool = False


@dataclass(frozen=True)
class AuthSettings:
    """API keys; auth is on when any are configured (here or in ``keys_file``)."""

    keys_file: Path | None = None  # TOML or JSON: a ``keys`` list of ApiKey tables
    keys: tuple[ApiKey, ...] = ()

    @property
    def enabled(self) -> bool:
        return self.keys_file is not None or bool(self.keys)


@dataclass(frozen=True)
class TlsSettings:
    """PEM files; TLS is on when cert_file and key_file are set, mutual with client_ca_file."""

    cert_file: Path | None = None
    key_file: Path | None = None
    client_ca_file: Path | None = None  # clients must present a certificate signed by it

    @property
    def enabled(self) -> bool:
        return self.cert_file is not None or self.key_file is not None


@dataclass(frozen=True)
class RoutingSettings:
    """This server as one shard behind a proxy that routes by pool (docs/scaling.md)."""

    # "optional": a call may omit x-memoryd-pool (older clients; one server); "required": every
    # call naming a pool must carry it (a shard behind a proxy). A wrong one is always refused.
    pool_header: str = "optional"
    # This shard's name, sent back as x-memoryd-shard metadata and by ListPools; "" = not sent.
    shard_name: str = ""

    @property
    def header_required(self) -> bool:
        if self.pool_header not in ("optional", "required"):
            raise ConfigurationError(
                f"routing.pool_header = {self.pool_header!r}: use 'optional' or 'required'"
            )
        return self.pool_header == "required"


@dataclass(frozen=True)
class StreamSettings:
    """Limits of Import and Export streams, so a slow or stalled client holds no thread,
    memory or worker for long (memoryd.server.admission)."""

    # An Import stream that sends no message this long, or an Export whose client takes none,
    # ends: Import with DEADLINE_EXCEEDED (nothing imported), Export cancelled.
    idle_s: float = 30.0
    max_s: float = 3_600.0  # the longest any stream may stay open
    max_open: int = 8  # Import + Export streams at once; beyond: RESOURCE_EXHAUSTED at once
    # Serialized bytes one Import stream may send (it is held whole: all or nothing); beyond:
    # RESOURCE_EXHAUSTED, nothing imported. ~1 GiB holds ~250k exported memories with vectors.
    import_max_bytes: int = 1 << 30


@dataclass(frozen=True)
class ServerSettings:
    listen: str = "127.0.0.1:50051"
    data_dir: Path = Path("./data")
    # Calls doing engine work at once; the others wait their turn (each has its own thread).
    workers: int = 16
    # Calls in progress at once; beyond this, RESOURCE_EXHAUSTED at once. Health and reflection
    # are not counted: they keep threads of their own and answer under any load.
    max_concurrent_rpcs: int = 256
    # The longest a call waits for a worker: then RESOURCE_EXHAUSTED, not run (a call waits no
    # longer than its deadline either: then DEADLINE_EXCEEDED, not run).
    max_queue_s: float = 30.0
    max_message_bytes: int = 64 << 20
    grace_s: float = 10.0  # how long SIGTERM lets in-flight calls finish
    log_level: str = "info"
    log_format: str = "json"  # or "text"
    log_calls: bool = True  # one line per call: request id, method, status code, ms, key name
    ready_file: Path | None = None  # written (JSON: address, pid, metrics) once serving
    # Prometheus text on http://HOST:PORT/metrics; "" = off (no port opened unless asked).
    metrics_listen: str = ""
    # The HTTP/JSON API, its OpenAPI document and the web inspector on http://HOST:PORT/
    # (memoryd.server.http; docs/http.md); "" = off. Same keys and TLS as gRPC.
    http_listen: str = ""
    # OpenTelemetry spans per call ('pip install memoryd[otel]'): "" off, "otlp" (configured by
    # the standard OTEL_EXPORTER_OTLP_* environment), or "console" (JSON lines on stdout).
    tracing: str = ""
    # Listening beyond loopback needs TLS and client authentication unless this is true.
    allow_insecure_remote: bool = False
    auth: AuthSettings = field(default_factory=AuthSettings)
    tls: TlsSettings = field(default_factory=TlsSettings)
    routing: RoutingSettings = field(default_factory=RoutingSettings)
    streams: StreamSettings = field(default_factory=StreamSettings)
    engine: EngineConfig = field(default_factory=EngineConfig)
    # Reader processes next to this one on the same port and data folder (docs/all-cores.md):
    # they answer Recall, Get, History and List and pass every other call to this process.
    # 0 = one process (the default).
    readers: int = 0


def _coerce(value: Any, hint: Any, path: str) -> Any:
    """Return ``value`` converted to the type ``hint`` (strings come from env and flags)."""
    origin = typing.get_origin(hint)
    if origin in (types.UnionType, typing.Union):
        args = [a for a in typing.get_args(hint) if a is not type(None)]
        if value is None or (isinstance(value, str) and value.lower() in ("", "none")):
            return None
        return _coerce(value, args[0], path)
    if dataclasses.is_dataclass(hint):
        if not isinstance(value, Mapping):
            raise ConfigurationError(f"{path} is a table of settings, not {value!r}")
        return _build(typing.cast(type, hint), value, path)
    try:
        if hint is bool:
            if isinstance(value, str):
                if value.lower() not in ("1", "0", "true", "false", "yes", "no"):
                    raise ValueError(value)
                return value.lower() in ("1", "true", "yes")
            return bool(value)
        if hint in (int, float, str):
            if hint is int and isinstance(value, float) and not value.is_integer():
                raise ValueError(value)
            return hint(value)
        if hint is Path:
            return Path(value)
        if origin is tuple:
            # tuple[X, ...]: a TOML array, or a comma-separated string from env and flags.
            item_type = typing.get_args(hint)[0]
            if isinstance(value, str):
                value = [part.strip() for part in value.split(",") if part.strip()]
            if not isinstance(value, list | tuple):
                raise ValueError(value)
            return tuple(_coerce(v, item_type, f"{path}[{i}]") for i, v in enumerate(value))
        if origin is dict:
            if not isinstance(value, Mapping):
                raise ValueError(value)
            _, value_type = typing.get_args(hint)
            return {str(k): value_type(v) for k, v in value.items()}
    except (TypeError, ValueError):
        raise ConfigurationError(f"{path} = {value!r} is not a valid {hint}") from None
    return value


def coerce(value: Any, hint: Any, path: str) -> Any:
    """Return ``value`` converted to ``hint`` as settings are (for files read elsewhere)."""
    return _coerce(value, hint, path)


def _build(cls: type, values: Mapping[str, Any], path: str = "") -> Any:
    hints = typing.get_type_hints(cls)
    names = {f.name for f in dataclasses.fields(cls)}
    unknown = sorted(set(values) - names)
    if unknown:
        where = f"[{path}]" if path else "the top level"
        raise ConfigurationError(
            f"unknown setting {', '.join(unknown)} in {where}; known: {', '.join(sorted(names))}"
        )
    kwargs = {k: _coerce(v, hints[k], f"{path}.{k}" if path else k) for k, v in values.items()}
    # A table given in part keeps the defaults of the keys it does not name (see _coerce).
    return dataclasses.replace(cls(), **kwargs)


def _merge(into: dict, path: tuple[str, ...], value: Any) -> None:
    for key in path[:-1]:
        into = into.setdefault(key, {})
        if not isinstance(into, dict):
            raise ConfigurationError(f"{'.'.join(path)} conflicts with a plain setting")
    into[path[-1]] = value


def load_settings(
    flags: Mapping[str, Any] | None = None,
    environ: Mapping[str, str] | None = None,
    config_file: Path | None = None,
) -> ServerSettings:
    """Return the settings from the TOML file, then the environment, then ``flags``.

    ``flags`` maps dotted paths ("listen", "engine.embedder") to values; None values are
    ignored (a flag not given).
    """
    environ = environ or {}
    values: dict[str, Any] = {}
    file_path = config_file or (
        Path(environ["MEMORYD_CONFIG"]) if environ.get("MEMORYD_CONFIG") else None
    )
    if file_path is not None:
        try:
            values = tomllib.loads(file_path.read_text())
        except OSError as exc:
            raise ConfigurationError(f"cannot read config file {file_path}: {exc}") from None
        except tomllib.TOMLDecodeError as exc:
            raise ConfigurationError(f"config file {file_path} is not valid TOML: {exc}") from None
    top_level = {f.name for f in dataclasses.fields(ServerSettings)}
    for name, raw in environ.items():
        if not name.startswith(ENV_PREFIX) or name == "MEMORYD_CONFIG" or name in CLIENT_VARIABLES:
            continue
        path = ENV_ALIASES.get(name) or tuple(name[len(ENV_PREFIX) :].lower().split("__"))
        if len(path) == 1 and path[0] not in top_level:
            log.warning(
                "ignoring %s: not a memoryd setting (Kubernetes sets MEMORYD_PORT and "
                "MEMORYD_SERVICE_* beside a Service named memoryd); settings: %s",
                name,
                ", ".join(ENV_PREFIX + n.upper() for n in sorted(top_level)),
            )
            continue
        _merge(values, path, raw)
    for dotted, value in (flags or {}).items():
        if value is not None:
            _merge(values, tuple(dotted.split(".")), value)
    settings = _build(ServerSettings, values)
    _check(settings)
    return settings


def _check(settings: ServerSettings) -> None:
    """Raise ConfigurationError for values no server can run with (the fix in the message)."""
    if settings.workers < 1:
        raise ConfigurationError(
            f"workers = {settings.workers}: at least 1 handler thread is needed (default 16)"
        )
    if settings.max_concurrent_rpcs < 1:
        raise ConfigurationError(
            f"max_concurrent_rpcs = {settings.max_concurrent_rpcs}: at least 1 is needed"
        )
    streams = settings.streams
    for name, value in (
        ("max_queue_s", settings.max_queue_s),
        ("streams.idle_s", streams.idle_s),
        ("streams.max_s", streams.max_s),
        ("streams.max_open", streams.max_open),
        ("streams.import_max_bytes", streams.import_max_bytes),
    ):
        if not value > 0:
            raise ConfigurationError(f"{name} = {value}: it must be above 0")
    if settings.readers < 0:
        raise ConfigurationError(
            f"readers = {settings.readers}: give 0 (one process) or more reader processes"
        )
    if settings.readers and settings.tls.client_ca_file is not None:
        raise ConfigurationError(
            "readers > 0 with mutual TLS (tls.client_ca_file): a reader passes writes to the "
            "writer over a local socket, where the client's certificate does not follow; "
            "use API keys with readers, or readers = 0"
        )
    host, sep, port = settings.listen.rpartition(":")
    if not sep or not host or not port.isdigit() or int(port) > 65_535:
        raise ConfigurationError(
            f"listen = {settings.listen!r}: give HOST:PORT, e.g. 127.0.0.1:50051 (a port alone "
            "or a host alone is ambiguous; [::1]:50051 for IPv6)"
        )
