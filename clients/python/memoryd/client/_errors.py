"""The errors a memoryd call raises, mapped from gRPC status codes in one place.

Our exception hierarchy::

    MemorydError                  any error the server (or the channel) answered with
    ├── InvalidArgument           INVALID_ARGUMENT, OUT_OF_RANGE: the request cannot succeed
    │                             as sent; fix it, do not retry
    ├── NotFound                  NOT_FOUND: an id is not in the caller's scope
    ├── PermissionDenied          PERMISSION_DENIED
    ├── Unauthenticated           UNAUTHENTICATED
    ├── ResourceExhausted         RESOURCE_EXHAUSTED: the server is overloaded; retry with backoff
    ├── Unavailable               UNAVAILABLE: no connection; retry with backoff
    ├── DeadlineExceeded          DEADLINE_EXCEEDED: the call outlived the client's timeout
    └── ServerError               any other code: INTERNAL, UNKNOWN, UNIMPLEMENTED, DATA_LOSS,
                                  CANCELLED, ALREADY_EXISTS, ABORTED, and FAILED_PRECONDITION
                                  (memoryd sends it when the server itself is misconfigured,
                                  which no change to the request can fix)

Every error carries ``.code`` (the ``grpc.StatusCode``) and ``.details`` (the server's message,
which for INVALID_ARGUMENT names the field, what was wrong and what is allowed); ``str(error)``
is the details plus, for a few codes, a hint on what to do. The original ``grpc.RpcError`` is
the ``__cause__``.

Arguments the client refuses before sending (an unknown enum name, a naive datetime) raise
``ValueError`` or ``TypeError`` instead: they are bugs in the calling code, not answers.
"""

from __future__ import annotations

import grpc


class MemorydError(Exception):
    """Base class of the errors raised for a failed memoryd call."""

    code: grpc.StatusCode = grpc.StatusCode.UNKNOWN

    def __init__(
        self, details: str, *, code: grpc.StatusCode | None = None, hint: str = ""
    ) -> None:
        super().__init__(f"{details} ({hint})" if hint else details)
        self.details = details
        if code is not None:
            self.code = code


class InvalidArgument(MemorydError):
    """The request was refused as sent; the message names the field and what is allowed."""

    code = grpc.StatusCode.INVALID_ARGUMENT


class NotFound(MemorydError):
    """A memory id is not in the caller's scope (or never existed)."""

    code = grpc.StatusCode.NOT_FOUND


class PermissionDenied(MemorydError):
    """The caller is authenticated but may not touch this scope."""

    code = grpc.StatusCode.PERMISSION_DENIED


class Unauthenticated(MemorydError):
    """The server requires credentials the call did not carry."""

    code = grpc.StatusCode.UNAUTHENTICATED


class ResourceExhausted(MemorydError):
    """The server is overloaded (or the message too large); retry with backoff."""

    code = grpc.StatusCode.RESOURCE_EXHAUSTED


class Unavailable(MemorydError):
    """The server could not be reached; retry with backoff."""

    code = grpc.StatusCode.UNAVAILABLE


class DeadlineExceeded(MemorydError):
    """The call did not finish within the client's ``timeout``."""

    code = grpc.StatusCode.DEADLINE_EXCEEDED


class ServerError(MemorydError):
    """The call failed with a status code that has no class of its own (see ``.code``)."""

    code = grpc.StatusCode.INTERNAL


_BY_CODE: dict[grpc.StatusCode, type[MemorydError]] = {
    grpc.StatusCode.INVALID_ARGUMENT: InvalidArgument,
    grpc.StatusCode.OUT_OF_RANGE: InvalidArgument,
    grpc.StatusCode.NOT_FOUND: NotFound,
    grpc.StatusCode.PERMISSION_DENIED: PermissionDenied,
    grpc.StatusCode.UNAUTHENTICATED: Unauthenticated,
    grpc.StatusCode.RESOURCE_EXHAUSTED: ResourceExhausted,
    grpc.StatusCode.UNAVAILABLE: Unavailable,
    grpc.StatusCode.DEADLINE_EXCEEDED: DeadlineExceeded,
}


def map_rpc_error(exc: grpc.RpcError, *, target: str, timeout: float | None) -> MemorydError:
    """Return the MemorydError for a failed call; the caller raises it ``from exc``.

    ``target`` and ``timeout`` are the client's, used in hints. Works for the sync
    (``grpc.Call``) and asyncio (``grpc.aio.AioRpcError``) flavours of ``grpc.RpcError``.
    """
    code_fn = getattr(exc, "code", None)
    details_fn = getattr(exc, "details", None)
    code = code_fn() if callable(code_fn) else None
    details = (details_fn() if callable(details_fn) else None) or str(exc)
    if not isinstance(code, grpc.StatusCode):
        code = grpc.StatusCode.UNKNOWN
    cls = _BY_CODE.get(code, ServerError)
    hint = ""
    if cls is Unavailable:
        hint = f"is memoryd serving at {target!r}? retry with backoff"
    elif cls is DeadlineExceeded:
        hint = f"the client's timeout is {timeout} s; pass a larger timeout= or None for no limit"
    elif cls is ResourceExhausted:
        hint = "the server is overloaded or the message too large; retry with backoff"
    return cls(details, code=code, hint=hint)
