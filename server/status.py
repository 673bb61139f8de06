"""Engine errors -> gRPC status codes: the one table, and the decorator servicers use."""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import TypeVar

import grpc

from memoryd.core import (
    ConfigurationError,
    InvalidArgument,
    MemorydError,
    NotFound,
    Overloaded,
    StorageError,
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

    @functools.wraps(method)
    def wrapper(self, request, context: grpc.ServicerContext):
        try:
            return method(self, request, context)
        except MemorydError as exc:
            code = status_code(exc)
            if code is grpc.StatusCode.INTERNAL:
                log.error("%s failed: %s", method.__name__, exc)
            context.abort(code, str(exc))
        except Exception:
            log.exception("%s failed unexpectedly", method.__name__)
            context.abort(
                grpc.StatusCode.INTERNAL,
                f"internal error in {method.__name__}; the server log has the details",
            )

    return wrapper  # type: ignore[return-value]
