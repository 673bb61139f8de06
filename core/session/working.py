"""Working memory: a task's state while an agent works on it (SetWorking / GetWorking).

A task's state is a JSON object (typed values: strings, numbers, booleans, null, lists,
objects), optionally bound to a JSON Schema that the agent gives once; from then on every state
must match it (validated with the ``jsonschema`` package, the schema's own draft, 2020-12 when
it names none; made safe to evaluate by memoryd.core.session.working_schema). Ending the task
clears its state, after the keys the agent asks to promote are remembered as long-term memories.

One LMDB value per task (Table.WORKING, key ``pool NUL task_id``), zstd-compressed JSON,
written through the engine's group-commit writer: a call returns after its commit, so an
acknowledged state survives kill -9. Strings are redacted (sensitive-data policy) before they
are stored; the schema is checked against the values as sent. The pool key in every key keeps
tasks of other users and agents apart. Calls on one task are serialised by a lock of this
process; thread-safe.
"""

from __future__ import annotations

import json
import math
import threading
import unicodedata
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import zstandard

from memoryd.core.config import LimitsConfig, WorkingConfig
from memoryd.core.errors import InvalidArgument, NotFound, StorageError
from memoryd.core.session.working_schema import parse_schema, validate
from memoryd.core.store.storage import Delete, Op, Put, Table
from memoryd.core.text.redact import redact
from memoryd.core.types import Scope
from memoryd.core.validation import check_scope

__all__ = ["Promote", "WorkingMemory", "WorkingState", "render_value"]

_FORMAT = 1
_LOCK_STRIPES = 64
_MAX_INT = 2**53  # integral doubles up to here are ints (Struct carries every number as one)

# Remembers (key, value text) pairs of a task in a scope as memories; returns their ids.
Promote = Callable[[Scope, str, list[tuple[str, str]]], list[bytes]]


@dataclass(frozen=True, slots=True)
class WorkingState:
    """A task's state: values (a JSON object), its schema ("" when none), when it last
    changed (seconds since the epoch); with an ended task, the memories promoted from it."""

    task_id: str
    values: dict[str, Any]
    json_schema: str
    updated_at: float
    promoted_ids: tuple[bytes, ...] = ()
    ended: bool = False


def render_value(value: Any) -> str:
    """Return a value as text for a prompt or a memory: strings as they are, the rest as
    compact JSON."""
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def _normalise(value: Any, field: str) -> Any:
    """Return ``value`` as plain JSON (integral floats as ints); InvalidArgument for what
    JSON cannot hold (NaN, infinity, non-string keys)."""
    if isinstance(value, bool) or value is None or isinstance(value, str | int):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise InvalidArgument(field, "holds NaN or infinity; JSON numbers must be finite")
        return int(value) if value.is_integer() and abs(value) <= _MAX_INT else value
    if isinstance(value, list | tuple):
        return [_normalise(v, f"{field}[{i}]") for i, v in enumerate(value)]
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            if not isinstance(k, str) or not k:
                raise InvalidArgument(field, "keys must be non-empty strings")
            out[k] = _normalise(v, f"{field}.{k}")
        return out
    raise InvalidArgument(field, f"holds a {type(value).__name__}; only JSON values are allowed")


def _redacted(value: Any, policy: str) -> Any:
    """Return ``value`` with every string redacted by ``policy``."""
    if isinstance(value, str):
        return redact(value, policy).text
    if isinstance(value, list):
        return [_redacted(v, policy) for v in value]
    if isinstance(value, dict):
        return {k: _redacted(v, policy) for k, v in value.items()}
    return value


def _encode(state: WorkingState) -> bytes:
    doc = {
        "v": _FORMAT,
        "values": state.values,
        "schema": state.json_schema,
        "updated_at": state.updated_at,
    }
    return zstandard.ZstdCompressor(level=3).compress(
        json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode()
    )


def _decode(task_id: str, raw: bytes) -> WorkingState:
    try:
        doc = json.loads(zstandard.ZstdDecompressor().decompress(raw))
    except (zstandard.ZstdError, ValueError, zlib.error) as exc:
        raise StorageError(f"the stored working state of a task is unreadable ({exc})") from exc
    return WorkingState(task_id, doc["values"], doc["schema"], doc["updated_at"])


class WorkingMemory:
    """Sets, reads and ends tasks' working states through the engine's store.

    ``read(table, key)`` reads a value; ``write`` commits ops durably; ``policy`` is the
    sensitive-data policy (memoryd.core.text.redact).
    """

    def __init__(
        self,
        read: Callable[[Table, bytes], bytes | None],
        write: Callable[[Sequence[Op]], None],
        config: WorkingConfig,
        limits: LimitsConfig,
        policy: str,
    ) -> None:
        self._read = read
        self._write = write
        self._config = config
        self._limits = limits
        self._policy = policy
        self._locks = [threading.Lock() for _ in range(_LOCK_STRIPES)]

    def get(self, scope: Scope, task_id: str) -> WorkingState:
        """Return the task's state; NotFound when the task has none (never started, ended,
        or another scope's)."""
        self._check_task(scope, task_id)
        raw = self._read(Table.WORKING, self._key(scope, task_id))
        if raw is None:
            raise NotFound(f"task {task_id[:80]!r} has no working state in this scope")
        return _decode(task_id, raw)

    def set(
        self,
        scope: Scope,
        task_id: str,
        values: dict[str, Any] | None,
        *,
        replace: bool = False,
        json_schema: str = "",
        end_task: bool = False,
        promote_keys: Sequence[str] = (),
        now: float,
        promote: Promote,
    ) -> WorkingState:
        """Merge ``values`` into the task's state (or ``replace`` it), check it against the
        task's schema (``json_schema`` when given, which then becomes the task's), store it;
        with ``end_task``, remember ``promote_keys`` through ``promote`` and clear the state.
        Return the state as it now is (the final one, for an ended task)."""
        self._check_task(scope, task_id)
        new_values = _normalise(values, "values") if values is not None else None
        if promote_keys and not end_task:
            raise InvalidArgument(
                "promote_keys", "only with end_task: keys are promoted when the task ends"
            )
        if len(promote_keys) > self._config.max_promote_keys:
            raise InvalidArgument(
                "promote_keys",
                f"has {len(promote_keys)} keys; at most {self._config.max_promote_keys}",
            )
        schema = parse_schema(json_schema, self._config) if json_schema else None
        key = self._key(scope, task_id)
        with self._locks[hash(key) % _LOCK_STRIPES]:
            raw = self._read(Table.WORKING, key)
            current = _decode(task_id, raw) if raw is not None else None
            if current is None and end_task and new_values is None:
                raise NotFound(f"task {task_id[:80]!r} has no working state in this scope")
            merged = dict(current.values) if current is not None and not replace else {}
            if new_values is not None:
                merged.update(new_values)
            size = len(json.dumps(merged, ensure_ascii=False).encode())
            if size > self._config.max_state_bytes:
                raise InvalidArgument(
                    "values",
                    f"make a state of {size} bytes as JSON; a task's state holds at most "
                    f"{self._config.max_state_bytes} (keep large data in memories or files)",
                )
            schema_text = json_schema or (current.json_schema if current is not None else "")
            if schema is None and schema_text:
                schema = json.loads(schema_text)
            if schema is not None:
                validate(schema, merged, self._config)
            missing = [k for k in promote_keys if k not in merged]
            if missing:
                raise InvalidArgument(
                    "promote_keys",
                    f"{', '.join(repr(k[:40]) for k in missing)} not in the task's values; "
                    f"its keys: {', '.join(sorted(merged)) or '(none)'}",
                )
            state = WorkingState(task_id, _redacted(merged, self._policy), schema_text, now)
            if not end_task:
                self._write([Put(Table.WORKING, key, _encode(state))])
                return state
            promoted = (
                promote(scope, task_id, [(k, render_value(state.values[k])) for k in promote_keys])
                if promote_keys
                else []
            )
            self._write([Delete(Table.WORKING, key)])
            return WorkingState(
                task_id, state.values, schema_text, now, tuple(promoted), ended=True
            )

    def _key(self, scope: Scope, task_id: str) -> bytes:
        return scope.pool_key + b"\x00" + task_id.encode()

    def _check_task(self, scope: Scope, task_id: str) -> None:
        check_scope(scope, self._limits)
        if not task_id:
            raise InvalidArgument("task_id", "is required (a non-empty string)")
        try:
            size = len(task_id.encode())
        except UnicodeEncodeError:
            raise InvalidArgument("task_id", "is not valid Unicode text; send UTF-8") from None
        if size > self._limits.max_id_bytes:
            raise InvalidArgument(
                "task_id",
                f"is {size} bytes; at most {self._limits.max_id_bytes} UTF-8 bytes are allowed",
            )
        if any(unicodedata.category(c) == "Cc" for c in task_id):
            raise InvalidArgument("task_id", "must not contain control characters")
