"""API keys: who may call, and which users' memories each key may touch.

A key is sent as ``authorization: Bearer <key>`` metadata. The server keeps only its hash,
``sha256:<64 hex>``, with a name (what logs and errors show) and the user ids it is bound to
(literal ids; ``glob:PATTERN`` for an fnmatch family, e.g. ``glob:team-*``), or ``admin``.
One interceptor (:class:`AuthInterceptor`) checks every call of
memoryd.v1.MemoryService before the servicer runs; health and reflection stay open. A keys
file is re-read when it changes, so keys are added and revoked without a restart.

Why SHA-256 and not scrypt/argon2: keys are generated (``memoryd keys add``: 32 random bytes),
so guessing one is hopeless whatever the hash; a slow KDF protects low-entropy passwords, and
here it would only add its cost (tens of ms) to every call. An unsalted digest also lets the
check be one dictionary lookup instead of one KDF run per stored key. ``hash-key`` refuses
short keys so the argument holds for keys people bring themselves.

Failures: UNAUTHENTICATED when the key is missing, malformed or unknown; PERMISSION_DENIED when
a known key asks for a user it is not bound to, or a non-admin key calls an admin-only RPC
(``Maintain``, ``Import``, ``Export`` with ``all_users``).
"""

from __future__ import annotations

import dataclasses
import fnmatch
import hashlib
import json
import logging
import os
import secrets
import threading
import time
import tomllib
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import grpc

from memoryd.core import ConfigurationError
from memoryd.server import pool_pages
from memoryd.server.calls import CALLS
from memoryd.server.handlers import WrappedByMethod, wrap_handler
from memoryd.server.refusal import CallRefused, StreamRefused
from memoryd.server.settings import ApiKey, AuthSettings, coerce

log = logging.getLogger(__name__)

SERVICE_PREFIX = "/memoryd.v1.MemoryService/"
SHARD_SERVICE_PREFIX = "/memoryd.v1.ShardService/"  # memoryd rebalance's: admin keys only
HASH_PREFIX = "sha256:"
KEY_PREFIX = "mdk_"  # marks memoryd keys (secret scanners, people reading configs)
MIN_KEY_CHARS = 24  # ~128 bits when random; below that SHA-256 alone is not enough

class Denied(CallRefused):
    """A call the key may not make: ``code`` and a message for the caller."""


def hash_key(key: str) -> str:
    """Return the stored form of ``key``: ``sha256:`` and 64 lowercase hex digits."""
    return HASH_PREFIX + hashlib.sha256(key.encode()).hexdigest()


def new_key() -> str:
    """Return a fresh random API key (``mdk_`` and 43 URL-safe characters, 256 bits)."""
    return KEY_PREFIX + secrets.token_urlsafe(32)


def check_key_strength(key: str) -> None:
    """Raise ConfigurationError when ``key`` is too short to be stored as a plain SHA-256."""
    if len(key) < MIN_KEY_CHARS or key != key.strip():
        raise ConfigurationError(
            f"an API key needs at least {MIN_KEY_CHARS} characters and no surrounding spaces "
            "(keys are stored as SHA-256, which only random, long keys make safe); "
            "`memoryd keys add` makes one"
        )


GLOB_PREFIX = "glob:"  # users = ["glob:team-*"]: an fnmatch pattern, asked for by name
GLOB_CHARACTERS = frozenset("*?[")


def user_matches(user_id: str, bound: str) -> bool:
    """Return whether a key bound to ``bound`` may touch ``user_id``: ``glob:PATTERN`` is an
    fnmatch pattern (``glob:team-*``); anything else is one user id, compared literally (a
    key made for user ``cust[12]`` reaches ``cust[12]``, not ``cust1``)."""
    if bound.startswith(GLOB_PREFIX):
        return fnmatch.fnmatchcase(user_id, bound[len(GLOB_PREFIX) :])
    return user_id == bound


@dataclass(frozen=True)
class Principal:
    """Who is calling: the key's name, the user_id patterns it may touch, whether admin."""

    name: str
    users: tuple[str, ...]
    admin: bool = False

    def may_touch(self, user_id: str) -> bool:
        """Return whether this key may read or change ``user_id``'s memories."""
        if self.admin:
            return True
        return any(user_matches(user_id, pattern) for pattern in self.users)

    def check_user(self, user_id: str, where: str) -> None:
        """Raise Denied(PERMISSION_DENIED) unless this key may touch ``user_id``."""
        if not self.may_touch(user_id):
            raise Denied(
                grpc.StatusCode.PERMISSION_DENIED,
                f"API key {self.name!r} may not access user_id {user_id!r} ({where}); "
                f"it is bound to user_id {' or '.join(self.users) or '(none)'}",
            )

    def check_admin(self, what: str) -> None:
        """Raise Denied(PERMISSION_DENIED) unless this is an admin key."""
        if not self.admin:
            raise Denied(
                grpc.StatusCode.PERMISSION_DENIED,
                f"{what} is admin-only; API key {self.name!r} is not an admin key",
            )


def _principal(entry: ApiKey, where: str) -> tuple[str, Principal]:
    """Return (hash hex, Principal) of a configured key, or raise ConfigurationError."""
    if not entry.name:
        raise ConfigurationError(f"{where}: name is required (it names the key in logs)")
    digest = entry.hash.lower()
    hexpart = digest[len(HASH_PREFIX) :]
    if (
        not digest.startswith(HASH_PREFIX)
        or len(hexpart) != 64
        or any(c not in "0123456789abcdef" for c in hexpart)
    ):
        raise ConfigurationError(
            f"{where} ({entry.name}): hash must be 'sha256:' and 64 hex digits "
            "(`memoryd hash-key` prints it), not the key itself"
        )
    if not entry.admin and not entry.users:
        raise ConfigurationError(
            f"{where} ({entry.name}): give the user_id patterns it may touch (users = [...]) "
            "or admin = true"
        )
    if any(not pattern or pattern == GLOB_PREFIX for pattern in entry.users):
        raise ConfigurationError(f"{where} ({entry.name}): an empty user pattern matches no one")
    for bound in entry.users:
        if not bound.startswith(GLOB_PREFIX) and GLOB_CHARACTERS & set(bound):
            log.warning(
                "%s (%s): user %r is matched literally (one user id); write %r to match "
                "a family of user ids",
                where,
                entry.name,
                bound,
                GLOB_PREFIX + bound,
            )
    return hexpart, Principal(entry.name, tuple(entry.users), entry.admin)


def read_keys_file(path: Path) -> list[ApiKey]:
    """Return the keys of a TOML or JSON keys file (a ``keys`` list of ApiKey tables)."""
    try:
        text = path.read_text()
    except OSError as exc:
        raise ConfigurationError(f"cannot read keys file {path}: {exc}") from None
    try:
        data: Any = json.loads(text) if path.suffix == ".json" else tomllib.loads(text)
    except (ValueError, tomllib.TOMLDecodeError) as exc:
        raise ConfigurationError(f"keys file {path} is not valid: {exc}") from None
    if not isinstance(data, dict) or set(data) - {"keys"}:
        raise ConfigurationError(f"keys file {path}: expected only a 'keys' list of tables")
    return list(coerce(data.get("keys", []), tuple[ApiKey, ...], f"{path}: keys"))


def key_entry(name: str, digest: str, users: Sequence[str], admin: bool) -> ApiKey:
    """Return a checked keys-file entry (raises ConfigurationError like a bad config)."""
    entry = ApiKey(name=name, hash=digest, users=tuple(users), admin=admin)
    _principal(entry, "the new key")
    return entry


def format_entry(entry: ApiKey) -> str:
    """Return ``entry`` as a TOML ``[[keys]]`` table (a keys file or ``[[auth.keys]]``)."""
    # JSON string literals are valid TOML basic strings.
    users = ", ".join(json.dumps(u) for u in entry.users)
    return (
        f"[[keys]]\nname = {json.dumps(entry.name)}\nhash = {json.dumps(entry.hash)}\n"
        f"users = [{users}]\nadmin = {'true' if entry.admin else 'false'}\n"
    )


def append_key(path: Path, entry: ApiKey) -> None:
    """Add ``entry`` to the keys file at ``path`` (created 0600 if missing; TOML unless .json)."""
    existing = read_keys_file(path) if path.exists() else []
    if any(k.name == entry.name for k in existing):
        raise ConfigurationError(f"keys file {path} already has a key named {entry.name!r}")
    if path.suffix == ".json":
        data = {"keys": [dataclasses.asdict(k) for k in [*existing, entry]]}
        text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
        tmp = path.with_name(path.name + ".tmp")
        tmp.touch(mode=0o600)
        tmp.write_text(text)
        os.replace(tmp, path)
        return
    path.touch(mode=0o600)
    with path.open("a") as out:
        if path.stat().st_size:
            out.write("\n")
        out.write(format_entry(entry))


def _index(entries: Sequence[tuple[ApiKey, str]]) -> dict[str, Principal]:
    """Return the Principals of ``entries`` by key hash (hex), or raise ConfigurationError."""
    by_hash: dict[str, Principal] = {}
    names: set[str] = set()
    for entry, where in entries:
        digest, principal = _principal(entry, where)
        if digest in by_hash:
            raise ConfigurationError(f"{where} ({entry.name}): the same key is listed twice")
        if principal.name in names:
            raise ConfigurationError(f"{where}: two keys are named {principal.name!r}")
        names.add(principal.name)
        by_hash[digest] = principal
    if not by_hash:
        raise ConfigurationError(
            "auth is on (auth.keys_file or auth.keys is set) but no key is configured: "
            "nobody could call; add one with `memoryd keys add`"
        )
    return by_hash


def _file_entries(path: Path) -> list[tuple[ApiKey, str]]:
    return [(k, f"{path}: keys[{i}]") for i, k in enumerate(read_keys_file(path))]


def _signature(path: Path) -> tuple[int, int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size, st.st_ino


class Keyring:
    """The configured keys, by hash; thread-safe.

    With a keys file, a changed file (checked at most every ``reload_check_s``, on a call)
    replaces the file's keys, so keys are added and revoked without a restart; a file that no
    longer reads or validates is logged and the keys in force stay.
    """

    def __init__(
        self,
        entries: Sequence[tuple[ApiKey, str]],
        keys_file: Path | None = None,
        reload_check_s: float = 1.0,
    ) -> None:
        self._inline = list(entries)
        self._file = keys_file
        self._signature = _signature(keys_file) if keys_file is not None else None
        file_entries = _file_entries(keys_file) if keys_file is not None else []
        # Replaced whole, never changed in place: readers need no lock.
        self._by_hash = _index(self._inline + file_entries)
        self._reload_lock = threading.Lock()
        self._check_s = reload_check_s
        self._next_check = time.monotonic() + reload_check_s

    @classmethod
    def from_settings(cls, auth: AuthSettings) -> Keyring:
        """Return the keyring of the inline keys and the keys file."""
        return cls([(k, f"auth.keys[{i}]") for i, k in enumerate(auth.keys)], auth.keys_file)

    def _maybe_reload(self) -> None:
        if self._file is None or time.monotonic() < self._next_check:
            return
        if not self._reload_lock.acquire(blocking=False):
            return  # another call is checking
        try:
            self._next_check = time.monotonic() + self._check_s
            signature = _signature(self._file)
            if signature == self._signature:
                return
            self._signature = signature  # a broken file is reported once, not every second
            try:
                self._by_hash = _index(self._inline + _file_entries(self._file))
            except ConfigurationError as exc:
                log.error("API keys not reloaded; the keys in force stay: %s", exc)
                return
            log.info("API keys reloaded", extra={"keys": len(self._by_hash)})
        finally:
            self._reload_lock.release()

    def __len__(self) -> int:
        return len(self._by_hash)

    def authenticate(self, metadata: Iterable[tuple[str, Any]]) -> Principal:
        """Return the Principal of the call's bearer key, or raise Denied(UNAUTHENTICATED)."""
        self._maybe_reload()
        values = [v for k, v in metadata if k == "authorization"]
        if not values:
            raise Denied(
                grpc.StatusCode.UNAUTHENTICATED,
                "missing API key: send metadata 'authorization: Bearer <key>'",
            )
        value = values[0] if isinstance(values[0], str) else values[0].decode(errors="replace")
        scheme, _, key = value.strip().partition(" ")
        if scheme.lower() != "bearer" or not key.strip():
            raise Denied(
                grpc.StatusCode.UNAUTHENTICATED,
                "malformed authorization metadata: expected 'Bearer <key>'",
            )
        # A dict lookup on the digest: timing reveals nothing useful about the key itself.
        principal = self._by_hash.get(hashlib.sha256(key.strip().encode()).hexdigest())
        if principal is None:
            raise Denied(grpc.StatusCode.UNAUTHENTICATED, "unknown API key")
        return principal


# ---------------------------------------------------------------- what each RPC touches

def check_method(principal: Principal, method: str) -> None:
    """Raise Denied unless ``principal`` may call ``method`` at all, whatever it asks: a method
    CALLS marks admin-only, or one without a row there (a new RPC is closed until it has one),
    needs an admin key."""
    call = CALLS.get(method)
    if call is None or call.admin:
        principal.check_admin(method)


def authorize(principal: Principal, method: str, request: Any) -> None:
    """Raise Denied unless ``principal`` may make this call with this request message (the
    rules of memoryd.server.calls.CALLS)."""
    check_method(principal, method)
    call = CALLS.get(method)
    if call is None or call.admin:
        return  # an admin key: every scope is open to it
    what = call.admin_when(request)
    if what is not None:
        principal.check_admin(what)
        return
    for named in call.scopes(request):
        principal.check_user(named.user_id, f"{named.where}.user_id")


def shown(principal: Principal | None, method: str, answer: Any) -> Any:
    """Return the part of ``answer`` (of ``method``) the caller may see: all of it with auth
    off (``principal`` None) or for a call whose request already named its pools."""
    call = CALLS.get(method)
    if principal is None or call is None or call.shown is None:
        return answer
    return call.shown(principal, answer)


def checked_stream(principal: Principal, method: str, requests: Iterator[Any]) -> Iterator[Any]:
    """Yield ``requests`` once each is authorized; a refused one stops the stream."""
    for request in requests:
        try:
            authorize(principal, method, request)
        except Denied as denied:
            raise StreamRefused(denied) from None
        yield request


# ---------------------------------------------------------------- the interceptor


class AuthInterceptor(grpc.ServerInterceptor):
    """Checks the API key and the request's scopes of every MemoryService call."""

    def __init__(self, keyring: Keyring, on_principal: Callable[[str], None] | None = None):
        self._keyring = keyring
        # Lets the logging interceptor name the key of the call (never the key itself).
        self._on_principal = on_principal
        self._wrapped = WrappedByMethod(self._wrap)

    def intercept_service(self, continuation, handler_call_details):
        handler = continuation(handler_call_details)
        full = handler_call_details.method
        if handler is None or not full.startswith((SERVICE_PREFIX, SHARD_SERVICE_PREFIX)):
            return handler  # health, reflection: open
        return self._wrapped(handler, full)

    def _wrap(self, handler: grpc.RpcMethodHandler, full: str) -> grpc.RpcMethodHandler:
        if full.startswith(SERVICE_PREFIX):
            method = full[len(SERVICE_PREFIX) :]
        else:
            method = full[1:]  # a ShardService method: no row in CALLS, admin-only
        return wrap_handler(handler, lambda behavior, kind: self._guard(behavior, kind, method))

    def _guard(self, behavior, kind: str, method: str) -> Callable:
        keyring = self._keyring
        on_principal = self._on_principal
        streaming_in = kind.startswith("stream_")
        streaming_out = kind.endswith("_stream")

        def guarded(request_or_iterator, context: grpc.ServicerContext):
            try:
                principal = keyring.authenticate(context.invocation_metadata() or ())
                if on_principal is not None:
                    on_principal(principal.name)
                if streaming_in:
                    # Refuse what the method itself forbids before reading anything.
                    check_method(principal, method)
                    request_or_iterator = checked_stream(principal, method, request_or_iterator)
                else:
                    authorize(principal, method, request_or_iterator)
            except Denied as denied:
                context.abort(denied.code, denied.message)
            try:
                if streaming_out:
                    return behavior(request_or_iterator, context)
                with pool_pages.reader_of_call(principal):
                    answer = behavior(request_or_iterator, context)
                return shown(principal, method, answer)
            except StreamRefused as stopped:
                context.abort(stopped.refusal.code, stopped.refusal.message)

        return guarded
