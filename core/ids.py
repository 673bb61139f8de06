"""Memory ids: 16 bytes (48-bit millisecond time + 80 random bits), shown as 32 hex characters.

Time-first ids keep LMDB inserts near the end of the B-tree and sort roughly by creation.
"""

from __future__ import annotations

import os
import re
import time

from memoryd.core.errors import InvalidArgument

ID_BYTES = 16
_HEX_ID = re.compile(r"[0-9a-f]{32}")


def new_id() -> bytes:
    """Return a fresh 16-byte id; unique with overwhelming probability (80 random bits)."""
    millis = time.time_ns() // 1_000_000
    return millis.to_bytes(6, "big") + os.urandom(10)


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
