"""The consistency of one answer, from what the write path stored: no text twice, and a memory
the write path found alike a newer one (a soft supersede) ranked below it.

Nothing is judged here: the judge ran when the memories were written, and its verdicts are
statuses and links on the records (superseded_by, outranked_by). Recall pays a set lookup per
hit, not a judge call per pair (issue #13; 88 % of recall time at 200k memories before).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from memoryd.core.recall.restatements import Moved, Spread
from memoryd.core.text.normalize import normalized
from memoryd.core.types import Hit, MemoryType, Status


@lru_cache(maxsize=16_384)
def _same_text_key(content: str) -> str:
    """Return normalized(content). Memoised as restatements.terms_of is: a pool's answers keep
    drawing the same memories, and normalising ~20 hits a recall was ~5 % of its time."""
    return normalized(content)


def consistent(hits: Sequence[Hit], window: int, ordered: bool = True) -> list[Hit]:
    """Return ``hits`` (best first) without a second copy of an active text, and with every
    hit among the first ``window`` (the answer's top_k) that outranks an active memory there
    placed above it: each takes the place of the best-ranked one it outranks, directly or
    through a chain ("A, then B, then C" told as three values of one slot reads C, B, A; the
    fact that history told late ranks below comes before it). Time orders the answer, it pulls
    nothing into it; links that contradict each other leave the ranking as it is (history hits
    shown as they are). ``ordered`` False: no link orders (a question about the past)."""
    seen: set[str] = set()
    unique: list[Hit] = []
    for hit in hits:
        if hit.record.status is Status.ACTIVE:
            key = _same_text_key(hit.record.content)
            if key in seen:
                continue  # the same text twice (written in one batch, or before dedup)
            seen.add(key)
        unique.append(hit)
    if not ordered:
        return unique
    top = unique[:window]
    rank = {h.record.id: i for i, h in enumerate(top)}
    outranks: dict[int, list[int]] = {}  # a newer hit's rank -> the ranks of those it outranks
    for i, hit in enumerate(top):
        if hit.record.status is Status.ACTIVE:
            # (named "newer": for history told late it is the older fact it ranks below)
            for newer_id in hit.record.outranked_by:
                j = rank.get(newer_id)
                if j is not None and j != i:
                    outranks.setdefault(j, []).append(i)
    if not outranks:
        return unique
    order = _time_ordered(len(top), outranks)
    if order is None:
        return unique
    return [top[i] for i in order] + unique[window:]


def outranked_after(hits: Sequence[Hit], window: int) -> Spread:
    """Return ``hits`` (ordered by ``consistent``) with every active hit among the first
    ``window`` that another active hit there outdates (MemoryRecord.outdated_by) moved to just
    after the window, and those moved (each beside the hit that outdates it).

    Why: the write path links two facts it reads as one slot's older and newer values (a soft
    supersede) and keeps both; ordered, the newer leads, but the older still takes a place of
    the answer, and an agent reading the answer reads the stale value beside the current one
    (knowledge-update leak@5). Only the links the write path made with confidence (outdated_by):
    following every soft supersede dropped one look-alike true fact in eight from the answer
    about both (bench/README.md, session 35). Not an event (typed EPISODIC, or linked as
    another occasion): both happened. Moved, not dropped: a larger top_k reaches it, and with
    nothing else to show it stays in the answer (the window is filled from the hits after it
    first).
    """
    top = hits[:window]
    present = {h.record.id: h for h in top if h.record.status is Status.ACTIVE}
    kept: list[Hit] = []
    moved: list[Moved] = []
    for hit in top:
        newer = None
        record = hit.record
        # (an event, by its type or as another occasion of one, is not stale: both happened)
        if record.status is Status.ACTIVE and record.memory_type is not MemoryType.EPISODIC:
            newer = next(
                (present[n] for n in record.outdated_by
                 if n in present and n != record.id and n not in record.later_occasions),
                None,
            )  # fmt: skip
        if newer is None:
            kept.append(hit)
        else:
            moved.append(Moved(hit, newer))
    if not moved:
        return Spread(list(hits), ())
    rest = list(hits[window:])
    fill = window - len(kept)
    return Spread(kept + rest[:fill] + [m.hit for m in moved] + rest[fill:], tuple(moved))


def _time_ordered(n: int, outranks: dict[int, list[int]]) -> list[int] | None:
    """Return the ranks 0..n-1 reordered so that each newer one comes before every one it
    outranks (transitively), at the place of the best-ranked of them; None for a cycle.

    Key per rank: (the best rank among itself and all it outranks, minus how many it
    outranks, its rank). A newer one outranks strictly more than anything it outranks, so it
    sorts first among the ranks that share its best place."""
    below: dict[int, frozenset[int]] = {}
    visiting: set[int] = set()

    def reach(j: int) -> frozenset[int] | None:
        if j in below:
            return below[j]
        if j in visiting:
            return None  # a cycle: A outranks B outranks A
        visiting.add(j)
        found: set[int] = set()
        for i in outranks.get(j, ()):
            under = reach(i)
            if under is None:
                return None
            found |= under | {i}
        visiting.discard(j)
        below[j] = frozenset(found)
        return below[j]

    keys = []
    for j in range(n):
        under = reach(j)
        if under is None or j in under:
            return None
        keys.append((min(under | {j}), -len(under), j))
    return [k[2] for k in sorted(keys)]
