"""The pages of ReadablePools: the pools a caller may read, by user_id then agent_id, behind
an opaque cursor (the last pool returned, as List's cursors name the last memory).

Who reads is set for the call by the auth interceptor and the HTTP gateway (``reading_as``);
the pools are filtered to the caller's before they are paged, so a page is full whatever
share of the server's pools a key may read. The auth layer still filters each answer again
(memoryd.server.calls): a call that reached here without its reader set lists every pool
stored, and is cut down there to the key's, never more.
"""

from __future__ import annotations

import base64
import contextvars
from collections.abc import Iterator
from contextlib import contextmanager

import orjson

from memoryd.core import InvalidArgument
from memoryd.server.calls import Reader
from memoryd.v1 import memory_pb2 as pb

DEFAULT_PAGE = 100
MAX_PAGE = 1_000

# The key of the call being served (None: auth off, every pool may be read).
reading_as: contextvars.ContextVar[Reader | None] = contextvars.ContextVar(
    "reading_as", default=None
)


@contextmanager
def reader_of_call(reader: Reader | None) -> Iterator[None]:
    """Set who reads for the call run inside the block."""
    token = reading_as.set(reader)
    try:
        yield
    finally:
        reading_as.reset(token)


def readable(reader: Reader | None, sizes: dict[bytes, int]) -> list[pb.ReadablePool]:
    """Return the pools ``reader`` may read (every one holding memories with auth off or for
    an admin) by user_id then agent_id: of ``sizes`` (memories by Scope.pool_key) those whose
    user it may touch, plus the shared pool (agent_id "") of each user id it is bound to
    literally, listed empty while it holds nothing (a glob family cannot be listed beyond the
    pools that exist)."""
    pools: dict[tuple[str, str], int] = {}
    for key, total in sizes.items():
        user, _, agent = key.decode().partition("\x00")  # ids never hold NUL (validated)
        if total and (reader is None or reader.admin or reader.may_touch(user)):
            pools[(user, agent)] = total
    if reader is not None and not reader.admin:
        for bound in reader.users:
            if not bound.startswith("glob:"):
                pools.setdefault((bound, ""), 0)
    return [
        pb.ReadablePool(scope=pb.Scope(user_id=user, agent_id=agent), memories=total)
        for (user, agent), total in sorted(pools.items())
    ]


def page(
    pools: list[pb.ReadablePool], request: pb.ReadablePoolsRequest
) -> pb.ReadablePoolsResponse:
    """Return the page of ``pools`` (sorted by user_id, agent_id) that ``request`` asks for."""
    size = request.page_size or DEFAULT_PAGE
    if not 1 <= size <= MAX_PAGE:
        raise InvalidArgument(
            "page_size", f"is {size}; allowed: 1..{MAX_PAGE}, or 0 for {DEFAULT_PAGE}"
        )
    after = _decode_cursor(request.cursor) if request.cursor else None
    rest = [p for p in pools if after is None or (p.scope.user_id, p.scope.agent_id) > after]
    chosen = rest[:size]
    cursor = ""
    if len(rest) > size:
        last = chosen[-1].scope
        cursor = _encode_cursor((last.user_id, last.agent_id))
    return pb.ReadablePoolsResponse(pools=chosen, next_cursor=cursor)


def _encode_cursor(after: tuple[str, str]) -> str:
    raw = orjson.dumps({"p": list(after)})
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _decode_cursor(cursor: str) -> tuple[str, str]:
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        user, agent = orjson.loads(raw)["p"]
        if not isinstance(user, str) or not isinstance(agent, str):
            raise TypeError("not a pool")
    except (ValueError, TypeError, KeyError, orjson.JSONDecodeError):
        raise InvalidArgument(
            "cursor",
            "is not a cursor of ReadablePools; pass next_cursor of the previous page as it is",
        ) from None
    return user, agent
