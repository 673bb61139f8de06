"""Sends ``x-memoryd-pool`` with every call that names one pool, for sharding proxies.

The value is ``<user_id>/<agent_id>``, each percent-encoded from UTF-8 with only the RFC 3986
unreserved characters (``A-Z a-z 0-9 - . _ ~``) kept: the canonical key the server checks
(``memoryd.server.pool_key``) and a proxy hashes (deploy/). A call naming no pool (Maintain,
Export of every pool), a batch spanning pools, and Import streams carry none.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from urllib.parse import quote

import grpc

POOL_HEADER = "x-memoryd-pool"


def pool_key(user_id: str, agent_id: str = "") -> str:
    """Return the ``x-memoryd-pool`` value of the pool (user_id, agent_id)."""
    return f"{quote(user_id, safe='')}/{quote(agent_id, safe='')}"


def pool_of(request: Any) -> str | None:
    """Return the pool key ``request`` names, or None when it names none or several."""
    if hasattr(request, "items"):  # RememberBatch
        keys = {pool_key(i.scope.user_id, i.scope.agent_id) for i in request.items}
        return keys.pop() if len(keys) == 1 else None
    if getattr(request, "all_users", False) or not hasattr(request, "scope"):
        return None
    return pool_key(request.scope.user_id, request.scope.agent_id)


def _details(details: Any, request: Any) -> Any:
    """Return ``details`` (grpc's namedtuple) with the pool header added to its metadata."""
    key = pool_of(request)
    if key is None:
        return details
    return details._replace(metadata=(*(details.metadata or ()), (POOL_HEADER, key)))


def _async_details(details: Any, request: Any) -> Any:
    key = pool_of(request)
    if key is None:
        return details
    metadata = grpc.aio.Metadata(*(details.metadata or ()))
    metadata.add(POOL_HEADER, key)
    return details._replace(metadata=metadata)


class PoolHeader(grpc.UnaryUnaryClientInterceptor, grpc.UnaryStreamClientInterceptor):
    """Adds ``x-memoryd-pool`` to unary and server-streaming calls of a sync channel."""

    def intercept_unary_unary(self, continuation: Callable, details: Any, request: Any) -> Any:
        return continuation(_details(details, request), request)

    def intercept_unary_stream(self, continuation: Callable, details: Any, request: Any) -> Any:
        return continuation(_details(details, request), request)


class AsyncPoolHeader(grpc.aio.UnaryUnaryClientInterceptor, grpc.aio.UnaryStreamClientInterceptor):
    """Adds ``x-memoryd-pool`` to unary and server-streaming calls of an asyncio channel."""

    async def intercept_unary_unary(
        self, continuation: Callable, details: Any, request: Any
    ) -> Any:
        return await continuation(_async_details(details, request), request)

    async def intercept_unary_stream(
        self, continuation: Callable, details: Any, request: Any
    ) -> Any:
        return await continuation(_async_details(details, request), request)
