"""The pool key on the wire: the ``x-memoryd-pool`` metadata a sharding proxy hashes.

A pool is (user_id, agent_id); the key is ``<user_id>/<agent_id>``, each part percent-encoded
(UTF-8 bytes; only RFC 3986 unreserved characters ``A-Z a-z 0-9 - . _ ~`` kept, hex digits
upper case), so ``/`` separates unambiguously and the value is plain ASCII, as gRPC metadata
needs. The encoding is canonical on purpose: a proxy hashes the bytes, so two spellings of one
pool would land on two shards; the server accepts only this spelling (``pool_header_mismatch``
says which it expected). Every client computes the same function (clients/python
``_pool_header.py``, clients/node ``src/pool.ts``); tests pin them to each other.

Also which requests name which pool (``pools_of``), read from the one table of what each call
touches (memoryd.server.calls): every MemoryService request carries one scope, except
RememberBatch (one per item), Import (one per record: streamed, checked message by message)
and the calls that name none (Maintain, ReadablePools; Export with all_users).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from memoryd.server.calls import CALLS, scopes_of

POOL_HEADER = "x-memoryd-pool"
SHARD_HEADER = "x-memoryd-shard"  # sent back when routing.shard_name is set: who answered


def pool_key(user_id: str, agent_id: str) -> str:
    """Return the canonical ``x-memoryd-pool`` value of the pool (user_id, agent_id)."""
    return f"{quote(user_id, safe='')}/{quote(agent_id, safe='')}"


def pools_of(method: str, request: Any) -> list[tuple[str, str]]:
    """Return the (pool key, field) pairs ``request`` of ``method`` names (the scopes of
    memoryd.server.calls.CALLS, as wire keys)."""
    return [(pool_key(n.user_id, n.agent_id), n.where) for n in scopes_of(method, request)]


def reads_only(method: str) -> bool:
    """Return whether ``method`` only reads a pool: it stays open while the pool is fenced for
    a move. Every other call (a newer RPC too, until CALLS has its row) is a write and waits
    for the move to end."""
    call = CALLS.get(method)
    return call is not None and call.reads
