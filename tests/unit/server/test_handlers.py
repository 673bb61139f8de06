"""Each interceptor wraps a method's handler once: a call through the chain builds none, and
what differs per call (the key, the pool header) is read from the call's context."""

from __future__ import annotations

from typing import NamedTuple

import grpc
import pytest

from memoryd.server import auth
from memoryd.server.admission import Admission, AdmissionInterceptor
from memoryd.server.auth import AuthInterceptor, Keyring
from memoryd.server.decoding import DecodingInterceptor
from memoryd.server.fences import Fences
from memoryd.server.handlers import WrappedByMethod
from memoryd.server.metrics import ObservingInterceptor, Telemetry
from memoryd.server.pool_routing import PoolRoutingInterceptor
from memoryd.server.settings import ApiKey, ServerSettings

METHOD = "/memoryd.v1.MemoryService/Recall"


class Details(NamedTuple):  # grpc.HandlerCallDetails' fields
    method: str
    invocation_metadata: tuple


def _handler() -> grpc.RpcMethodHandler:
    return grpc.unary_unary_rpc_method_handler(
        lambda request, context: request, request_deserializer=bytes, response_serializer=bytes
    )


def test_a_method_is_wrapped_once_while_its_handler_stays_the_same():
    made: list[str] = []

    def wrap(handler, method):
        made.append(method)
        return handler._replace(unary_unary=lambda request, context: b"wrapped")

    wrapped = WrappedByMethod(wrap)
    first, second = _handler(), _handler()
    once = wrapped(first, METHOD)
    assert wrapped(first, METHOD) is once
    assert made == [METHOD]
    assert wrapped(second, METHOD) is not once  # a handler registered anew is wrapped anew
    assert made == [METHOD, METHOD]
    assert once.unary_unary(b"x", None) == b"wrapped"


def _interceptors(tmp_path) -> list[grpc.ServerInterceptor]:
    return [
        ObservingInterceptor(Telemetry()),
        AdmissionInterceptor(Admission(ServerSettings())),
        DecodingInterceptor(),
        AuthInterceptor(Keyring([(ApiKey("a", auth.hash_key("mdk_" + "a" * 32), ("u",)), "k")])),
        PoolRoutingInterceptor(Fences(tmp_path), required=False),
    ]


@pytest.mark.parametrize("index", range(5))
def test_every_interceptor_returns_the_same_handler_on_every_call(tmp_path, index):
    interceptor = _interceptors(tmp_path)[index]
    handler = _handler()
    calls = [
        interceptor.intercept_service(lambda details: handler, Details(METHOD, metadata))
        for metadata in ((("authorization", "Bearer a"),), (("authorization", "Bearer b"),))
    ]
    assert calls[0] is calls[1]
    assert calls[0] is not handler
