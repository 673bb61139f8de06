"""Engine errors -> gRPC status codes: the one table, and the decorator servicers use."""

from __future__ import annotations

import contextlib
import functools
import logging
from collections.abc import Callable, Generator, Iterator
from typing import TypeVar

import grpc

from memoryd.core import (
    ConfigurationError,
    InvalidArgument,
    MemorydError,
    NotFound,
    Overloaded,
    StorageError,
    StorageFull,
    WrongState,
)

log = logging.getLogger(__name__)

STATUS_OF: dict[type[MemorydError], grpc.StatusCode] = {
    InvalidArgument: grpc.StatusCode.INVALID_ARGUMENT,
    NotFound: grpc.StatusCode.NOT_FOUND,
    WrongState: grpc.StatusCode.FAILED_PRECONDITION,
    Overloaded: grpc.StatusCode.RESOURCE_EXHAUSTED,
    ConfigurationError: grpc.StatusCode.FAILED_PRECONDITION,
    StorageError: grpc.StatusCode.INTERNAL,
    StorageFull: grpc.StatusCode.RESOURCE_EXHAUSTED,
}

F = TypeVar("F", bound=Callable)


def status_code(exc: MemorydError) -> grpc.StatusCode:
    """Return the status code for an engine error (its nearest mapped base class)."""
    for cls in type(exc).__mro__:
        if cls in STATUS_OF:
            return STATUS_OF[cls]
    return grpc.StatusCode.INTERNAL


def rpc(method: F) -> F:
    """Wrap a servicer method so engine errors become status codes and bugs become INTERNAL."""

    name = method.__name__

    @functools.wraps(method)
    def wrapper(self, request, context: grpc.ServicerContext):
        with _errors_as_status(name, context):
            result = method(self, request, context)
        # A response stream runs after the method has returned: guard its iteration too.
        if isinstance(result, Iterator):
            return _guarded_stream(result, name, context)
        return result

    return wrapper  # type: ignore[return-value]


@contextlib.contextmanager
def _errors_as_status(name: str, context: grpc.ServicerContext) -> Generator[None]:
    """Abort the call with the engine error's status code, or INTERNAL for a bug."""
    try:
        yield
    except MemorydError as exc:
        code = status_code(exc)
        if code is grpc.StatusCode.INTERNAL:
            log.error("%s failed: %s", name, exc)
        context.abort(code, str(exc))
    except Exception:
        log.exception("%s failed unexpectedly", name)
        context.abort(
            grpc.StatusCode.INTERNAL, f"internal error in {name}; the server log has the details"
        )


def _guarded_stream(messages: Iterator, name: str, context: grpc.ServicerContext) -> Iterator:
    """Yield ``messages``; an error while producing them ends the call as ``rpc`` would."""
    with _errors_as_status(name, context):
        yield from messages
