"""Each memory's place in its session's time order within one pool: the memory said just before
it and just after it (the neighbouring turns of a conversation).

Why: in a conversation the words of a question often sit in the turn *before* the one that
answers it ("What did you do last weekend?" / "Went hiking with my sister"), so recall lends a
turn part of its previous turn's keyword match (memoryd.core.recall.context). The memory's own
text, vector and record are never changed by it.

A neighbour is only ever a memory of the same pool (one chain per pool index), of the same
session_id ("" is a session too: memories written without one) and created at most
``gap_s`` apart: memories written days apart are separate facts, not one exchange. The chain
holds exactly the memories indexed in the pool: a memory removed (Forget) leaves it, and the
memories around it become each other's neighbours when they are close enough in time.

It lives in RAM only and is rebuilt at start-up from each memory's (session_id, created_at),
which the start-up checkpoint keeps per row (memoryd.core.tiers.checkpoint). Not thread-safe:
the pool's lock guards it, like the keyword index.
"""

from __future__ import annotations

import bisect

__all__ = ["TurnChain"]


class TurnChain:
    """Memories of one pool in (session, created_at, id) order; see the module."""

    def __init__(self, gap_s: float) -> None:
        self._gap = float(gap_s)
        self._where: dict[bytes, tuple[str, float]] = {}  # id -> (session, created_at)
        self._order: dict[str, list[tuple[float, bytes]]] = {}  # session -> sorted rows
        self._linked: set[bytes] = set()  # the memories that have a previous turn

    def __len__(self) -> int:
        return len(self._where)

    def __contains__(self, memory_id: object) -> bool:
        return memory_id in self._where

    def add(self, memory_id: bytes, session_id: str, created_at: float) -> None:
        """Place a memory in its session's order (an id already placed is moved)."""
        self.remove(memory_id)
        self._where[memory_id] = (session_id, float(created_at))
        bisect.insort(self._order.setdefault(session_id, []), (float(created_at), memory_id))
        self._relink(memory_id)
        self._relink(self.next(memory_id))

    def remove(self, memory_id: bytes) -> bool:
        """Take a memory out of the chain; return whether it was there."""
        after = self.next(memory_id)  # its previous turn changes
        place = self._where.pop(memory_id, None)
        if place is None:
            return False
        self._linked.discard(memory_id)
        session, at = place
        rows = self._order[session]
        del rows[bisect.bisect_left(rows, (at, memory_id))]
        if not rows:
            del self._order[session]
        self._relink(after)
        return True

    def clear(self) -> None:
        """Forget every memory."""
        self._where.clear()
        self._order.clear()
        self._linked.clear()

    def linked_share(self) -> float:
        """Return the share of the memories that have a previous turn (0.0 when empty): near 1
        for a pool of conversation turns, 0 for facts written apart."""
        return len(self._linked) / len(self._where) if self._where else 0.0

    def _relink(self, memory_id: bytes | None) -> None:
        if memory_id is None:
            return
        if self.previous(memory_id) is None:
            self._linked.discard(memory_id)
        else:
            self._linked.add(memory_id)

    def previous(self, memory_id: bytes) -> bytes | None:
        """Return the memory of the same session created just before (within gap_s), or None."""
        return self._step(memory_id, -1)

    def next(self, memory_id: bytes) -> bytes | None:
        """Return the memory of the same session created just after (within gap_s), or None."""
        return self._step(memory_id, 1)

    def _step(self, memory_id: bytes, direction: int) -> bytes | None:
        place = self._where.get(memory_id)
        if place is None:
            return None
        session, at = place
        rows = self._order[session]
        j = bisect.bisect_left(rows, (at, memory_id)) + direction
        if not 0 <= j < len(rows):
            return None
        other_at, other = rows[j]
        return other if abs(other_at - at) <= self._gap else None
