"""The consistency of one answer, from what the write path stored: no text twice, and a memory
the write path found alike a newer one (a soft supersede) ranked below it.

Nothing is judged here: the judge ran when the memories were written, and its verdicts are
statuses and links on the records (superseded_by, outranked_by). Recall pays a set lookup per
hit, not a judge call per pair (issue #13; 88 % of recall time at 200k memories before).
"""

from __future__ import annotations

from collections.abc import Sequence

from memoryd.core.text.normalize import normalized
from memoryd.core.types import Hit, Status


def consistent(hits: Sequence[Hit], window: int) -> list[Hit]:
    """Return ``hits`` (best first) without a second copy of an active text, and with every
    newer hit among the first ``window`` (the answer's top_k) that outranks a memory above it
    moved up to just above that memory: time orders the answer, it pulls nothing into it
    (history hits shown as they are)."""
    seen: set[str] = set()
    unique: list[Hit] = []
    for hit in hits:
        if hit.record.status is Status.ACTIVE:
            key = normalized(hit.record.content)
            if key in seen:
                continue  # the same text twice (written in one batch, or before dedup)
            seen.add(key)
        unique.append(hit)
    position = {h.record.id: i for i, h in enumerate(unique)}
    if not any(x in position for h in unique for x in h.record.outranked_by):
        return unique
    out = list(unique)
    # An outranked memory above its newer outranker: the newer one moves up to just above it
    # (the older keeps its place in the answer, one lower; nothing falls out of the top k).
    for hit in unique:
        if hit.record.status is not Status.ACTIVE:
            continue
        for newer_id in hit.record.outranked_by:
            at = next((i for i, h in enumerate(out) if h.record.id == hit.record.id), None)
            newer = next((i for i, h in enumerate(out) if h.record.id == newer_id), None)
            if at is not None and newer is not None and at < newer < window:
                out.insert(at, out.pop(newer))
    return out
