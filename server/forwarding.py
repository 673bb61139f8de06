"""A reader process's services: the reads it answers itself, every other call passed on to
the writer process over a local socket (docs/all-cores.md), so a client needs one address.

A forwarded call keeps its request, its metadata (API key, pool header, request id) and what
is left of its deadline; the writer's answer, status and trailing metadata come back as they
are. The writer checks the call again as if it came from the client (auth, admission).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from typing import Any

import grpc
from google.protobuf.descriptor import ServiceDescriptor

from memoryd.v1 import memory_pb2

log = logging.getLogger(__name__)

# What a reader answers from its own indexes (kept current by memoryd.core.tiers.follow).
# Everything else is the writer's: writes, and reads of state only the writer holds exactly
# (Stats' counts, session buffers and working memory, exports, shard administration).
SERVED_BY_READERS = frozenset({"Recall", "Get", "History", "List"})

# Metadata a forwarded call must not carry over (the transport sets its own).
_TRANSPORT_KEYS = ("user-agent", "grpc-")


def _metadata(context: grpc.ServicerContext) -> list[tuple[str, str | bytes]]:
    return [
        (key, value)
        for key, value in context.invocation_metadata()
        if not key.startswith(":") and not key.startswith(_TRANSPORT_KEYS)
    ]


def _timeout(context: grpc.ServicerContext) -> float | None:
    remaining = context.time_remaining()
    return remaining if remaining is not None and remaining < 1e9 else None


def _relay_error(exc: grpc.RpcError, context: grpc.ServicerContext) -> None:
    """End the call with the writer's status (and trailing metadata); never returns."""
    call: Any = exc  # a failed call is a grpc.Call too: its code, details, trailing metadata
    trailing = call.trailing_metadata() or ()
    context.set_trailing_metadata(tuple((k, v) for k, v in trailing if not k.startswith(":")))
    code = call.code()
    if code is grpc.StatusCode.UNAVAILABLE:
        details = f"the writer process is not reachable (restarting?): {call.details()}"
    else:
        details = call.details() or ""
    context.abort(code, details)


class Forwarded:
    """One service's servicer on a reader: the methods named in ``served`` are ``local``'s,
    every other one is passed to the same method of the writer (``stub``, over the local
    socket). Works for the generated ``add_*Servicer_to_server`` functions, which look the
    methods up by name."""

    def __init__(
        self, local: object, stub: object, service: ServiceDescriptor, served: frozenset[str]
    ) -> None:
        self._local = local
        self._stub = stub
        self._methods = {m.name: m for m in service.methods}
        self._served = served

    def __getattr__(self, name: str) -> Callable[..., Any]:
        if name in self._served or name not in self._methods:
            return getattr(self._local, name)
        method = self._methods[name]
        remote = getattr(self._stub, name)
        if method.server_streaming:
            return self._streaming_answer(remote)
        return self._one_answer(remote)

    @staticmethod
    def _one_answer(remote: Any) -> Callable[[Any, grpc.ServicerContext], Any]:
        def forward(request: Any, context: grpc.ServicerContext) -> Any:
            try:
                response, call = remote.with_call(
                    request, metadata=_metadata(context), timeout=_timeout(context)
                )
            except grpc.RpcError as exc:
                _relay_error(exc, context)
                raise  # not reached: abort raised
            trailing = call.trailing_metadata()
            if trailing:
                context.set_trailing_metadata(tuple(trailing))
            return response

        return forward

    @staticmethod
    def _streaming_answer(remote: Any) -> Callable[[Any, grpc.ServicerContext], Iterator[Any]]:
        def forward(request: Any, context: grpc.ServicerContext) -> Iterator[Any]:
            call = remote(request, metadata=_metadata(context), timeout=_timeout(context))
            try:
                yield from call
            except grpc.RpcError as exc:
                _relay_error(exc, context)

        return forward


MEMORY_SERVICE = memory_pb2.DESCRIPTOR.services_by_name["MemoryService"]
SHARD_SERVICE = memory_pb2.DESCRIPTOR.services_by_name["ShardService"]
