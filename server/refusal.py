"""A call an interceptor refuses before the servicer runs it (auth, pool routing): its status
code and a message for the caller, and the wrapper that carries it out of a request stream."""

from __future__ import annotations

import grpc


class CallRefused(Exception):
    """A call that must not run: ``code`` and a message for the caller."""

    def __init__(self, code: grpc.StatusCode, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class StreamRefused(BaseException):
    """Raised from inside a request stream; a BaseException so the servicer's catch-all
    (which turns exceptions into INTERNAL) lets it through to the interceptor that aborts
    the call with ``refusal``'s code and message."""

    def __init__(self, refusal: CallRefused) -> None:
        super().__init__(refusal.message)
        self.refusal = refusal
