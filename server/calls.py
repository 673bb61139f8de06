"""What each memoryd.v1.MemoryService call reads and changes: the one table (``CALLS``) that
the auth interceptor, the pool-routing interceptor and the HTTP gateway all consult.

Per RPC: the scopes a request names (``scopes``: each with the field it came from, for the
error messages), whether it only reads (``reads``: it stays open while a pool is fenced for a
move), whether only an admin key may call it (``admin``; ``admin_when`` for a request that
needs one by what it asks, Export with all_users), and, for a call that names no pool but
answers about several (ReadablePools), ``shown``: what of its answer a key may see.

A new RPC gets one row here. Until it has one, auth closes it to non-admin keys and routing
reads its ``scope`` field, so forgetting the row fails safe.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from memoryd.v1 import memory_pb2 as pb


@dataclass(frozen=True, slots=True)
class Named:
    """One scope a request names: its pool's user_id and agent_id, and the field it is in
    (``scope``, ``items[3].scope``)."""

    user_id: str
    agent_id: str
    where: str


ScopesOf = Callable[[Any], list[Named]]


class Reader(Protocol):
    """Who reads (memoryd.server.auth.Principal): what ``shown`` needs to know of a key."""

    @property
    def admin(self) -> bool: ...

    @property
    def users(self) -> tuple[str, ...]: ...

    def may_touch(self, user_id: str) -> bool: ...


# Returns the part of an answer ``reader`` may see (the answer itself, filtered, or a copy).
Shown = Callable[[Reader, Any], Any]


def _never(request: Any) -> str | None:
    return None


@dataclass(frozen=True, slots=True)
class Call:
    """The access rules of one RPC (see the module)."""

    scopes: ScopesOf
    reads: bool = False
    admin: bool = False
    admin_when: Callable[[Any], str | None] = _never
    shown: Shown | None = None


def _scope(request: Any) -> list[Named]:
    return [Named(request.scope.user_id, request.scope.agent_id, "scope")]


def _batch(request: Any) -> list[Named]:
    return [
        Named(item.scope.user_id, item.scope.agent_id, f"items[{i}].scope")
        for i, item in enumerate(request.items)
    ]


def _export(request: Any) -> list[Named]:
    return [] if request.all_users else _scope(request)


def _export_admin(request: Any) -> str | None:
    return "Export with all_users" if request.all_users else None


def _import(request: Any) -> list[Named]:
    scope = request.record.memory.scope
    return [Named(scope.user_id, scope.agent_id, "record.memory.scope")]


def _no_scope(request: Any) -> list[Named]:
    return []


def readable_pools(reader: Reader, answer: pb.ReadablePoolsResponse) -> pb.ReadablePoolsResponse:
    """Return the pools of ``answer`` whose user ``reader`` may touch (every one for an admin).
    The servicer already lists only the caller's (memoryd.server.pool_pages); this is the
    guard behind it, so a call served without its reader set still shows no one else's."""
    if reader.admin:
        return answer
    kept = [p for p in answer.pools if reader.may_touch(p.scope.user_id)]
    return pb.ReadablePoolsResponse(pools=kept, next_cursor=answer.next_cursor)


CALLS: dict[str, Call] = {
    "Remember": Call(_scope),
    "RememberBatch": Call(_batch),
    "Recall": Call(_scope, reads=True),
    "Get": Call(_scope, reads=True),
    "Update": Call(_scope),
    "Forget": Call(_scope),
    "History": Call(_scope, reads=True),
    "Feedback": Call(_scope),
    "AppendTurn": Call(_scope),
    "ReadTurns": Call(_scope, reads=True),
    "RemoveTurns": Call(_scope),
    "BuildContext": Call(_scope, reads=True),
    "SetWorking": Call(_scope),
    "GetWorking": Call(_scope, reads=True),
    "Stats": Call(_scope, reads=True),
    "List": Call(_scope, reads=True),
    "Export": Call(_export, reads=True, admin_when=_export_admin),
    "Import": Call(_import, admin=True),  # scopes checked on every message of the stream
    "Maintain": Call(_no_scope, admin=True),
    "ReadablePools": Call(_no_scope, reads=True, shown=readable_pools),
}


def scopes_of(method: str, request: Any) -> list[Named]:
    """Return the scopes ``request`` of ``method`` names; a method without a row (a newer
    RPC) is read by its ``scope`` field when it has one."""
    call = CALLS.get(method)
    if call is not None:
        return call.scopes(request)
    return _scope(request) if hasattr(request, "scope") else []
