"""A stored memory for the write path's unit tests: only what the decisions read is set."""

from __future__ import annotations

import time

from memoryd.core.types import MemoryRecord, MemoryType, Scope, Source, Status


def record(
    content: str, memory_type: MemoryType = MemoryType.SEMANTIC, *, n: int = 1
) -> MemoryRecord:
    """Return an active memory of user "u" saying ``content``, id ``n`` repeated, made now."""
    now = time.time()
    return MemoryRecord(bytes([n]) * 16, Scope("u"), content, memory_type, 0.5, 0.9,
                        Source.USER_INPUT, Status.ACTIVE, (), {}, now, now)  # fmt: skip
