"""Memory ids: 16 bytes (48-bit millisecond time + 80 random bits), shown as 32 hex characters.

Time-first ids keep LMDB inserts near the end of the B-tree and sort by creation. Within one
process they strictly increase (as monotonic ULIDs do: an id of the same millisecond as the
last one is the last one + 1), so the items of one batch, written in the same millisecond,
keep their input order wherever ids break a tie: List's order, a session's turn order
(memoryd.core.tiers.turn_chain).
"""

from __future__ import annotations

import os
import re
import threading
import time

from memoryd.core.errors import InvalidArgument

ID_BYTES = 16
_HEX_ID = re.compile(r"[0-9a-f]{32}")


_last_lock = threading.Lock()
_last = 0  # the last id made by this process, as an integer


def new_id() -> bytes:
    """Return a fresh 16-byte id, greater than every id this process made before; unique across
    processes with overwhelming probability (80 random bits)."""
    global _last
    millis = time.time_ns() // 1_000_000
    candidate = (millis << 80) | int.from_bytes(os.urandom(10), "big")
    with _last_lock:  # a clock step back or the same millisecond: one past the last
        candidate = max(candidate, _last + 1)
        _last = candidate
    return candidate.to_bytes(ID_BYTES, "big")


def id_to_str(raw: bytes) -> str:
    """Return the 32-character lowercase hex form of a 16-byte id."""
    return raw.hex()


def parse_id(text: str, field: str = "id") -> bytes:
    """Return the 16 bytes of a hex id; raise InvalidArgument naming ``field`` if malformed."""
    if not isinstance(text, str) or not _HEX_ID.fullmatch(text):
        shown = text if isinstance(text, str) and len(text) <= 64 else f"{str(text)[:64]}..."
        raise InvalidArgument(
            field, f"{shown!r} is not a memory id (ids are 32 lowercase hex characters)"
        )
    return bytes.fromhex(text)
