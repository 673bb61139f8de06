"""The consistency of one answer, from what the write path stored: no text twice, and a memory
the write path found alike a newer one (a soft supersede) ranked below it.

Nothing is judged here: the judge ran when the memories were written, and its verdicts are
statuses and links on the records (superseded_by, outranked_by). Recall pays a set lookup per
hit, not a judge call per pair (issue #13; 88 % of recall time at 200k memories before).
"""

from __future__ import annotations

from collections.abc import Sequence

from memoryd.core.types import Hit, Status
from memoryd.core.write.facets import normalized


def consistent(hits: Sequence[Hit]) -> list[Hit]:
    """Return ``hits`` (best first) without a second copy of an active text, and with every
    memory outranked by a newer hit placed right after it (history hits shown as they are)."""
    seen: set[str] = set()
    unique: list[Hit] = []
    for hit in hits:
        if hit.record.status is Status.ACTIVE:
            key = normalized(hit.record.content)
            if key in seen:
                continue  # the same text twice (written in one batch, or before dedup)
            seen.add(key)
        unique.append(hit)
    present = {h.record.id for h in unique}
    if not any(set(h.record.outranked_by) & present for h in unique):
        return unique
    placed: set[bytes] = set()
    waiting: dict[bytes, list[Hit]] = {}  # outranker id -> hits to place right after it
    out: list[Hit] = []

    def place(hit: Hit) -> None:
        out.append(hit)
        placed.add(hit.record.id)
        for later in waiting.pop(hit.record.id, []):
            if later.record.id not in placed:
                place_when_ready(later)

    def place_when_ready(hit: Hit) -> None:
        ahead = [x for x in hit.record.outranked_by if x in present and x not in placed]
        if ahead and hit.record.status is Status.ACTIVE:
            waiting.setdefault(ahead[0], []).append(hit)
        else:
            place(hit)

    for hit in unique:
        place_when_ready(hit)
    for rest in waiting.values():  # a cycle (never written so): keep them, in order
        out += [h for h in rest if h.record.id not in placed]
        placed.update(h.record.id for h in rest)
    return out
