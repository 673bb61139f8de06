"""The routing check of a sharded memoryd: is this call for a pool this shard should serve?

One interceptor (:class:`PoolRoutingInterceptor`), after auth, on every MemoryService call:

1. ``x-memoryd-pool`` (the key a proxy hashes, ``memoryd.server.pool_key``) must name the
   pool of the request's scope, so a proxy can never route a call to the wrong shard
   silently: a mismatch is INVALID_ARGUMENT naming both. Absent is allowed (older clients,
   a single server) unless ``routing.pool_header = "required"``.
2. A pool fenced for a move (``memoryd.server.fences``) refuses writes, or every call once it
   has moved, with UNAVAILABLE: the call did nothing and a retry is right.
3. With ``routing.shard_name`` set, ``x-memoryd-shard: <name>`` goes back as initial metadata,
   so an operator (or ``memoryd rebalance --probe``) sees which shard answered.

Health and reflection are not checked.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

import grpc

from memoryd.server.auth import SERVICE_PREFIX
from memoryd.server.fences import Fence, Fences
from memoryd.server.handlers import WrappedByMethod, wrap_handler
from memoryd.server.pool_key import POOL_HEADER, SHARD_HEADER, pools_of, reads_only
from memoryd.server.refusal import CallRefused, StreamRefused


class Refused(CallRefused):
    """A call this shard must not run: its status code and a message for the caller."""


def _header(metadata: Sequence[tuple[str, Any]]) -> str | None:
    for key, value in metadata:
        if key == POOL_HEADER:
            return value if isinstance(value, str) else value.decode(errors="replace")
    return None


def check_header(header: str | None, pools: list[tuple[str, str]], required: bool) -> None:
    """Raise Refused(INVALID_ARGUMENT) unless ``header`` names every pool of ``pools``."""
    if not pools:
        return  # Maintain, Export of every pool: no pool to route by
    if header is None:
        if required:
            raise Refused(
                grpc.StatusCode.INVALID_ARGUMENT,
                f"metadata {POOL_HEADER} is required by this server (routing.pool_header = "
                f"required: it is a shard behind a proxy); send {POOL_HEADER}: {pools[0][0]} "
                "(the clients of memoryd 0.2 send it themselves)",
            )
        return
    for key, where in pools:
        if key != header:
            raise Refused(
                grpc.StatusCode.INVALID_ARGUMENT,
                f"metadata {POOL_HEADER} is {header!r} but {where} is the pool {key!r}: the "
                "proxy routes by the header, so the call could reach the wrong shard; send "
                f"{POOL_HEADER}: {key} (a batch must keep to one pool to carry one header)",
            )


def _fenced(pool: str, fence: Fence) -> Refused:
    if fence is Fence.MOVED:
        return Refused(
            grpc.StatusCode.UNAVAILABLE,
            f"pool {pool!r} has moved to another shard and this one no longer serves it "
            "(the proxy that sent this call had the old shard list); nothing was done, retry",
        )
    return Refused(
        grpc.StatusCode.UNAVAILABLE,
        f"pool {pool!r} is being moved to another shard: writes wait until the copy is "
        "verified (reads still answer); nothing was written, retry",
    )


class _Admitted:
    """The writes one call was admitted for; ended together when the call ends."""

    def __init__(self, fences: Fences, method: str) -> None:
        self._fences = fences
        self._write = not reads_only(method)
        self._pools: list[str] = []

    def admit(self, pools: list[tuple[str, str]]) -> None:
        """Raise Refused(UNAVAILABLE) when a pool is fenced against this call, else admit it."""
        for key in dict.fromkeys(key for key, _ in pools):
            if key in self._pools:
                continue
            if not self._write:
                fence = self._fences.state(key)
                if fence is Fence.MOVED:
                    raise _fenced(key, fence)
                continue
            fence = self._fences.begin_write(key)
            if fence is not Fence.NONE:
                raise _fenced(key, fence)
            self._pools.append(key)

    def end(self) -> None:
        for key in self._pools:
            self._fences.end_write(key)
        self._pools.clear()


class PoolRoutingInterceptor(grpc.ServerInterceptor):
    """Checks the pool header and the fences of every MemoryService call (see the module)."""

    def __init__(self, fences: Fences, required: bool, shard_name: str = "") -> None:
        self._fences = fences
        self._required = required
        self._shard = ((SHARD_HEADER, shard_name),) if shard_name else None
        self._wrapped = WrappedByMethod(self._wrap)

    def intercept_service(self, continuation, handler_call_details):
        handler = continuation(handler_call_details)
        full = handler_call_details.method
        if handler is None or not full.startswith(SERVICE_PREFIX):
            return handler
        return self._wrapped(handler, full)

    def _wrap(self, handler: grpc.RpcMethodHandler, full: str) -> grpc.RpcMethodHandler:
        method = full[len(SERVICE_PREFIX) :]
        return wrap_handler(handler, lambda behavior, kind: self._guard(behavior, kind, method))

    def _guard(self, behavior, kind: str, method: str) -> Callable:
        fences, required, shard = self._fences, self._required, self._shard
        streaming_in = kind.startswith("stream_")
        streaming_out = kind.endswith("_stream")

        def checked(
            requests: Iterator[Any], admitted: _Admitted, header: str | None
        ) -> Iterator[Any]:
            for request in requests:
                try:
                    pools = pools_of(method, request)
                    check_header(header, pools, required)
                    admitted.admit(pools)
                except Refused as refused:
                    raise StreamRefused(refused) from None
                yield request

        def guarded(request_or_iterator, context: grpc.ServicerContext):
            header = _header(context.invocation_metadata() or ())
            if shard is not None:
                context.send_initial_metadata(shard)
            admitted = _Admitted(fences, method)
            try:
                if streaming_in:
                    request_or_iterator = checked(request_or_iterator, admitted, header)
                else:
                    pools = pools_of(method, request_or_iterator)
                    check_header(header, pools, required)
                    admitted.admit(pools)
            except Refused as refused:
                admitted.end()
                context.abort(refused.code, refused.message)
            if streaming_out:
                return _ended_after(behavior(request_or_iterator, context), admitted)
            try:
                return behavior(request_or_iterator, context)
            except StreamRefused as stopped:
                context.abort(stopped.refusal.code, stopped.refusal.message)
            finally:
                admitted.end()

        return guarded


def _ended_after(responses: Iterator[Any], admitted: _Admitted) -> Iterator[Any]:
    """Yield ``responses``; the call's admitted writes end when the stream does."""
    try:
        yield from responses
    finally:
        admitted.end()
