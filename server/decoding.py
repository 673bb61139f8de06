"""Request bodies that do not parse: INVALID_ARGUMENT saying what failed, on every method.

grpc runs a method's request deserializer before any servicer code, and answers a body it
cannot parse (truncated, bit-flipped, random bytes, nesting past protobuf's recursion limit)
with INTERNAL "Exception deserializing request!" — a server fault, which it is not.
:class:`DecodingInterceptor` gives every method a deserializer that never raises: what does
not parse becomes an :class:`Undecodable` value, and the method's behavior answers it with
INVALID_ARGUMENT before anything reads it (auth included: a body that does not parse names no
user to check). In a request stream (Import) the message's place is named.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import grpc

from memoryd.server.handlers import WrappedByMethod, wrap_handler


@dataclass(frozen=True, slots=True)
class Undecodable:
    """A request body that did not parse: the message type it should have been, and why."""

    type_name: str
    problem: str


class _BadMessage(BaseException):
    """Raised from inside a request stream; a BaseException so that the servicer's catch-all
    (which turns exceptions into INTERNAL) lets it through to this interceptor."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def _type_name(deserializer: Callable[[bytes], Any]) -> str:
    """Return the full proto name of what ``deserializer`` (a FromString) parses."""
    owner = getattr(deserializer, "__self__", None)
    descriptor = getattr(owner, "DESCRIPTOR", None)
    return getattr(descriptor, "full_name", "its request message")


def tolerant(deserializer: Callable[[bytes], Any]) -> Callable[[bytes], Any]:
    """Return ``deserializer`` made total: a body it cannot parse gives an Undecodable."""
    type_name = _type_name(deserializer)

    def deserialize(data: bytes) -> Any:
        try:
            return deserializer(data)
        except Exception as exc:  # DecodeError, RecursionError's kin, whatever upb raises
            problem = str(exc) or type(exc).__name__
            return Undecodable(type_name, problem[:200])

    return deserialize


def _explain(method: str, bad: Undecodable, where: str) -> str:
    return (
        f"request: {where} of this {method} call does not parse as {bad.type_name} "
        f"({bad.problem}); send a serialized {bad.type_name.rsplit('.', 1)[-1]} "
        "(a client generated from proto/memoryd/v1/memory.proto)"
    )


def _checked_stream(messages: Iterator[Any], method: str) -> Iterator[Any]:
    for i, message in enumerate(messages):
        if isinstance(message, Undecodable):
            raise _BadMessage(_explain(method, message, f"message {i + 1} of the stream"))
        yield message


class DecodingInterceptor(grpc.ServerInterceptor):
    """Answers request bodies that do not parse with INVALID_ARGUMENT, on every method."""

    def __init__(self) -> None:
        self._wrapped = WrappedByMethod(_tolerant_handler)

    def intercept_service(self, continuation, handler_call_details):
        handler = continuation(handler_call_details)
        if handler is None or handler.request_deserializer is None:
            return handler
        return self._wrapped(handler, handler_call_details.method)


def _tolerant_handler(handler: grpc.RpcMethodHandler, full: str) -> grpc.RpcMethodHandler:
    """Return ``handler`` taking what does not parse as Undecodable, answered by _guard."""
    method = full.rsplit("/", 1)[-1]
    wrapped = wrap_handler(handler, lambda behavior, kind: _guard(behavior, kind, method))
    return wrapped._replace(request_deserializer=tolerant(handler.request_deserializer))


def _guard(behavior: Callable, kind: str, method: str) -> Callable:
    if kind.startswith("stream_"):

        def streamed(request_iterator, context: grpc.ServicerContext):
            try:
                return behavior(_checked_stream(request_iterator, method), context)
            except _BadMessage as bad:
                context.abort(grpc.StatusCode.INVALID_ARGUMENT, bad.message)

        return streamed

    def unary(request, context: grpc.ServicerContext):
        if isinstance(request, Undecodable):
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, _explain(method, request, "the body"))
        return behavior(request, context)

    return unary
