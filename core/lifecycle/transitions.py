"""Status transitions of stored records: pure functions, each returns a new record, applied
inside a write transaction by whoever moves the record (forget, the sweep, update, a write).

What a write decision makes of a new memory and its target (versions joined, outranked) is
memoryd.core.write.transitions: those depend on the write path's Relation; these do not.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, datetime

from memoryd.core.types import Event, EventAction, MemoryRecord, Status

# Re-confirmation events a record keeps; older ones are counted in one FOLDED event. A fact
# restated in every session would otherwise add an event a write, and every write rewrites
# the record: 500 -> 3,000 restatements took a Remember from 15 to 190 ms (in-process).
MAX_RECONFIRMATIONS = 32
_RECONFIRMING = frozenset({EventAction.MERGED, EventAction.RESTATED, EventAction.REFINED})
_FOLDED_COUNT = re.compile(r"^(\d+) ")


def absorb(
    target: MemoryRecord,
    *,
    confidence: float,
    importance: float,
    tags: Sequence[str],
    metadata: dict[str, str],
    now: float,
    action: EventAction,
    reason: str,
    max_tags: int,
) -> MemoryRecord:
    """Return ``target`` re-confirmed by a new statement of the same fact: the larger
    confidence and importance, the union of tags, the new metadata on top. (The access this
    re-confirmation counts as goes to the access statistics, memoryd.core.store.access.)"""
    return replace(
        target,
        confidence=max(target.confidence, confidence),
        importance=max(target.importance, importance),
        tags=tuple(dict.fromkeys((*target.tags, *tags)))[:max_tags],
        metadata={**target.metadata, **metadata},
        updated_at=now,
        events=reconfirmed(target.events, Event(now, action, reason)),
    )


def reconfirmed(events: Sequence[Event], event: Event) -> tuple[Event, ...]:
    """Return ``events`` with the re-confirmation ``event`` after them, keeping the newest
    MAX_RECONFIRMATIONS re-confirmations and counting the older ones in one FOLDED event (at
    the first folded one's time). Every other event (created, replaced, suppressed, ...) is
    kept as it is: replays (lifecycle.versions.status_at) read those."""
    out = [*events, event]
    again = [i for i, e in enumerate(out) if _reconfirms(e)]
    if len(again) <= MAX_RECONFIRMATIONS:
        return tuple(out)
    oldest = out[again[0]]
    at_tally = next((i for i, e in enumerate(out) if e.action == EventAction.FOLDED), None)
    if at_tally is None:
        count, since = 1, oldest.at
    else:
        tally = out[at_tally]
        found = _FOLDED_COUNT.match(tally.reason)
        count, since = (int(found.group(1)) if found else 1) + 1, min(tally.at, oldest.at)
    last = datetime.fromtimestamp(oldest.at, UTC).strftime("%Y-%m-%d %H:%M:%S")
    folded = Event(since, EventAction.FOLDED, f"{count} re-confirmations, the last at {last} UTC")
    if at_tally is None:
        out[again[0]] = folded
    else:
        out[at_tally] = folded
        del out[again[0]]
    return tuple(out)


def _reconfirms(event: Event) -> bool:
    # "refined" with the newer memory's id is a replacement, not a re-confirmation.
    return event.action in _RECONFIRMING and event.related_id is None


def replaced_by(
    old: MemoryRecord, new_id: bytes, *, now: float, at: float, action: EventAction, reason: str
) -> MemoryRecord:
    """Return ``old`` as history: superseded by ``new_id`` (kept, never recalled by default).

    ``at`` is when the replacement happened — the new memory's created_at, which a backfill
    sets in the past — so a replay (status_at) sees the old value until then; ``now`` is when
    the record was changed.
    """
    return replace(
        old,
        status=Status.SUPERSEDED,
        superseded_by=new_id,
        updated_at=now,
        events=(*old.events, Event(at, action, reason, new_id)),
    )


def with_status(
    record: MemoryRecord, status: Status, *, now: float, action: EventAction, reason: str = ""
) -> MemoryRecord:
    """Return ``record`` moved to ``status``, with the event that says why."""
    return replace(
        record,
        status=status,
        updated_at=now,
        events=(*record.events, Event(now, action, reason)),
    )


def unsuperseded(record: MemoryRecord, now: float) -> MemoryRecord:
    """Return a replaced memory (or a version that joined another) active again, on its own:
    a wrong verdict undone (Forget RESTORE)."""
    return replace(
        record,
        status=Status.ACTIVE,
        superseded_by=None,
        updated_at=now,
        events=(
            *record.events,
            Event(now, EventAction.RESTORED, "verdict undone", record.superseded_by),
        ),
    )


def unlinked(record: MemoryRecord, old_id: bytes, now: float) -> MemoryRecord | None:
    """Return ``record`` without ``old_id`` among the versions it replaced (None when it had
    no such link): that memory was restored to stand on its own."""
    if old_id not in record.supersedes and old_id not in record.outranked_by:
        return None
    return replace(
        record,
        supersedes=tuple(x for x in record.supersedes if x != old_id),
        updated_at=now,
        events=(*record.events, Event(now, EventAction.RELEASED, "verdict undone", old_id)),
    )
