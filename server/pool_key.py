"""The pool key on the wire: the ``x-memoryd-pool`` metadata a sharding proxy hashes.

A pool is (user_id, agent_id); the key is ``<user_id>/<agent_id>``, each part percent-encoded
(UTF-8 bytes; only RFC 3986 unreserved characters ``A-Z a-z 0-9 - . _ ~`` kept, hex digits
upper case), so ``/`` separates unambiguously and the value is plain ASCII, as gRPC metadata
needs. The encoding is canonical on purpose: a proxy hashes the bytes, so two spellings of one
pool would land on two shards; the server accepts only this spelling (``pool_header_mismatch``
says which it expected). Every client computes the same function (clients/python
``_pool_header.py``, clients/node ``src/pool.ts``); tests pin them to each other.

Also which requests name which pool (``pools_of``): every MemoryService request carries one
scope, except RememberBatch (one per item), Import (one per record: streamed, checked message by
message) and the calls that name none (Maintain; Export with all_users).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from urllib.parse import quote

POOL_HEADER = "x-memoryd-pool"
SHARD_HEADER = "x-memoryd-shard"  # sent back when routing.shard_name is set: who answered


def pool_key(user_id: str, agent_id: str) -> str:
    """Return the canonical ``x-memoryd-pool`` value of the pool (user_id, agent_id)."""
    return f"{quote(user_id, safe='')}/{quote(agent_id, safe='')}"


# method -> the (pool key, where) pairs a request message names (where: the field, for errors).
PoolsOf = Callable[[Any], list[tuple[str, str]]]


def _scope(request: Any) -> list[tuple[str, str]]:
    return [(pool_key(request.scope.user_id, request.scope.agent_id), "scope")]


def _batch(request: Any) -> list[tuple[str, str]]:
    return [
        (pool_key(item.scope.user_id, item.scope.agent_id), f"items[{i}].scope")
        for i, item in enumerate(request.items)
    ]


def _export(request: Any) -> list[tuple[str, str]]:
    return [] if request.all_users else _scope(request)


def _import(request: Any) -> list[tuple[str, str]]:
    scope = request.record.memory.scope
    return [(pool_key(scope.user_id, scope.agent_id), "record.memory.scope")]


POOLS_OF: dict[str, PoolsOf] = {
    "Remember": _scope,
    "RememberBatch": _batch,
    "Recall": _scope,
    "Get": _scope,
    "Update": _scope,
    "Forget": _scope,
    "History": _scope,
    "Feedback": _scope,
    "AppendTurn": _scope,
    "ReadTurns": _scope,
    "RemoveTurns": _scope,
    "BuildContext": _scope,
    "SetWorking": _scope,
    "GetWorking": _scope,
    "Stats": _scope,
    "Export": _export,
    "Import": _import,
}


def pools_of(method: str, request: Any) -> list[tuple[str, str]]:
    """Return the (pool key, field) pairs ``request`` of ``method`` names; a method not listed
    (a newer RPC) is read by its ``scope`` field when it has one."""
    of = POOLS_OF.get(method)
    if of is not None:
        return of(request)
    return _scope(request) if hasattr(request, "scope") else []


# Calls that only read a pool: they stay open while the pool is fenced for a move. Every other
# call (a newer RPC too, until it is listed here) is a write and waits for the move to end.
READS = frozenset(
    {
        "Recall",
        "Get",
        "History",
        "Stats",
        "Export",
        "GetWorking",
        "BuildContext",
        "List",
        "ReadTurns",
    }
)
