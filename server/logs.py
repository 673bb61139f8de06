"""Structured logs: one JSON object a line on stderr (or plain text for people at a terminal).

Lines logged while a call is served carry its ``request_id`` (see :data:`request_id`).
"""

from __future__ import annotations

import contextvars
import json
import logging
import re
import secrets
import sys
import time

# Attributes every LogRecord has; anything else was passed with ``extra=`` and is logged.
_STANDARD = set(vars(logging.makeLogRecord({}))) | {"message", "asctime", "taskName"}


# The id of the call this thread is serving; set by the server's interceptor.
request_id: contextvars.ContextVar[str | None] = contextvars.ContextVar("request_id", default=None)

# What a caller's x-request-id may look like; anything else is replaced (logs stay clean).
_REQUEST_ID = re.compile(r"[A-Za-z0-9._:/+=-]{1,128}")


def pick_request_id(given: str | None) -> str:
    """Return ``given`` when it is a sane request id, else a fresh one (32 hex digits)."""
    if given and _REQUEST_ID.fullmatch(given):
        return given
    return secrets.token_hex(16)  # os.urandom: a third of uuid4's cost, the same shape


class RequestIdFilter(logging.Filter):
    """Adds the current call's request id to every record logged while serving it."""

    def filter(self, record: logging.LogRecord) -> bool:
        rid = request_id.get()
        if rid is not None and not hasattr(record, "request_id"):
            record.request_id = rid
        return True


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        entry = {
            "ts": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
            + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
            "msg": record.getMessage(),
        }
        entry.update({k: v for k, v in vars(record).items() if k not in _STANDARD})
        if record.exc_info:
            entry["exc"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False, default=str)


def configure_logging(level: str, fmt: str) -> None:
    """Send memoryd's logs to stderr at ``level`` in ``fmt`` ("json" or "text")."""
    handler = logging.StreamHandler(sys.stderr)
    if fmt == "json":
        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.addFilter(RequestIdFilter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level.upper())
