"""What every interceptor of the server does to a method handler: replace its behaviour, once
per method.

grpc asks each interceptor for a handler on every call. One that builds a new wrapper each
time also makes the interceptors outside it build theirs anew (the handler below them is a new
object), so a call paid for a handler and a few closures per interceptor before it reached the
servicer. Wrapped once per method, a call through the chain builds none; what differs per call
(the API key, the pool header) is read from the call's context inside the behaviour.
"""

from __future__ import annotations

from collections.abc import Callable

import grpc

# The services' methods are a few dozen; past this, unknown method names are not kept.
_MAX_METHODS = 256


def wrap_handler(
    handler: grpc.RpcMethodHandler, behavior_factory: Callable
) -> grpc.RpcMethodHandler:
    """Return ``handler`` with its behavior replaced by ``behavior_factory(old behavior, kind)``."""
    for kind, make in (
        ("unary_unary", grpc.unary_unary_rpc_method_handler),
        ("unary_stream", grpc.unary_stream_rpc_method_handler),
        ("stream_unary", grpc.stream_unary_rpc_method_handler),
        ("stream_stream", grpc.stream_stream_rpc_method_handler),
    ):
        behavior = getattr(handler, kind)
        if behavior is not None:
            return make(
                behavior_factory(behavior, kind),
                request_deserializer=handler.request_deserializer,
                response_serializer=handler.response_serializer,
            )
    return handler  # pragma: no cover - every handler has one behavior


class WrappedByMethod:
    """The handlers one interceptor made, by full method name: ``wrap(handler, method)`` runs
    once per method, and again only when the handler below is another object than the one it
    wrapped (a handler registered anew). Thread-safe: two calls racing may both wrap, and either
    wrapper serves."""

    def __init__(
        self, wrap: Callable[[grpc.RpcMethodHandler, str], grpc.RpcMethodHandler]
    ) -> None:
        self._wrap = wrap
        self._made: dict[str, tuple[grpc.RpcMethodHandler, grpc.RpcMethodHandler]] = {}

    def __call__(self, handler: grpc.RpcMethodHandler, method: str) -> grpc.RpcMethodHandler:
        """Return ``handler`` wrapped for ``method`` (the full name, "/service/Method")."""
        made = self._made.get(method)
        if made is not None and made[0] is handler:
            return made[1]
        wrapped = self._wrap(handler, method)
        if len(self._made) < _MAX_METHODS:
            self._made[method] = (handler, wrapped)
        return wrapped
