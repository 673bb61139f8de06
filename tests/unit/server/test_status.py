"""server.status.rpc: engine errors become status codes, for unary answers and for response
streams (whose messages are produced after the method has returned)."""

from __future__ import annotations

import grpc
import pytest

from memoryd.core import NotFound
from memoryd.server.status import rpc


class _Aborted(Exception):
    pass


class _Context:
    """What grpc's ServicerContext.abort does: record the status and raise."""

    def __init__(self) -> None:
        self.status: tuple[grpc.StatusCode, str] | None = None

    def abort(self, code: grpc.StatusCode, details: str) -> None:
        self.status = (code, details)
        raise _Aborted(details)


class _Servicer:
    @rpc
    def Unary(self, request, context):
        raise NotFound("memory 00ff is not in this scope")

    @rpc
    def Stream(self, request, context):
        def messages():
            yield "first"
            raise NotFound("gone while streaming")

        return messages()

    @rpc
    def Buggy(self, request, context):
        return iter([1, 2]) if request else [][1]


def test_unary_engine_errors_become_their_status_code():
    context = _Context()
    with pytest.raises(_Aborted):
        _Servicer().Unary(None, context)
    assert context.status == (grpc.StatusCode.NOT_FOUND, "memory 00ff is not in this scope")


def test_an_error_in_the_middle_of_a_stream_ends_it_with_its_status_code():
    context = _Context()
    stream = _Servicer().Stream(None, context)
    assert next(stream) == "first" and context.status is None
    with pytest.raises(_Aborted):
        next(stream)
    assert context.status == (grpc.StatusCode.NOT_FOUND, "gone while streaming")


def test_bugs_become_internal_and_streams_pass_through_untouched():
    context = _Context()
    assert list(_Servicer().Buggy(True, context)) == [1, 2]
    with pytest.raises(_Aborted):
        _Servicer().Buggy(False, context)
    assert context.status is not None and context.status[0] is grpc.StatusCode.INTERNAL
    assert "Buggy" in context.status[1]
