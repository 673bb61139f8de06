"""Status transitions of stored records: pure functions, each returns a new record, applied
inside a write transaction by whoever moves the record (forget, the sweep, update, a write).

What a write decision makes of a new memory and its target (versions joined, outranked) is
memoryd.core.write.transitions: those depend on the write path's Relation; these do not.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from memoryd.core.types import Event, EventAction, MemoryRecord, Status


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
        events=(*target.events, Event(now, action, reason)),
    )


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
