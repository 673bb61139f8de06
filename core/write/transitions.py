"""The records a write decision makes: pure functions, each returns a new record (the engine
applies the ones on stored records inside the write transaction)."""

from __future__ import annotations

from dataclasses import replace

from memoryd.core.types import Event, EventAction, MemoryRecord, RememberAction, Status
from memoryd.core.write.relate import Relation, WriteDecision

# The event a new memory gets, by what it became beside its target (the target gets its own).
NEW_EVENT = {
    Relation.VERSION: EventAction.RESTATES,
    Relation.REPLACES: EventAction.SUPERSEDES,
    Relation.OUTRANKS: EventAction.OUTRANKS,
    Relation.BELOW: EventAction.RANKED_BELOW,
}
# ... and the target's event: what the new memory did to it.
TARGET_EVENT = {
    Relation.VERSION: EventAction.RESTATED,
    Relation.REPLACES: EventAction.SUPERSEDED,
    Relation.OUTRANKS: EventAction.OUTRANKED,
}


def as_new(record: MemoryRecord, decision: WriteDecision) -> MemoryRecord:
    """Return the new memory ``record`` as the decision stores it: a version of its target
    (history, linked to the target it joined), a replacement (the next version), a memory that
    outranks its target or ranks below it, or itself."""
    target = decision.target
    if target is None or decision.relation is Relation.NEW:
        return record
    action = NEW_EVENT[decision.relation]
    if decision.relation is Relation.REPLACES and decision.action is RememberAction.REFINED:
        action = EventAction.REFINES
    event = Event(record.created_at, action, decision.reason, target.id)
    if decision.relation is Relation.VERSION:
        # Kept and searchable, shown by History; the memory it joined stays the current one.
        return replace(
            record,
            status=Status.SUPERSEDED,
            superseded_by=target.id,
            version=target.version,
            events=(*record.events, event),
        )
    if decision.relation is Relation.BELOW:
        # the target is left as it is: the link is the new memory's own
        return replace(record, outranked_by=(target.id,), events=(*record.events, event))
    if decision.relation is Relation.REPLACES:
        refines = decision.action is RememberAction.REFINED
        return replace(
            record,
            supersedes=(target.id,),
            version=target.version + 1,
            # a refinement is the same fact in more detail: it keeps the confidence won
            confidence=max(record.confidence, target.confidence) if refines else record.confidence,
            events=(*record.events, event),
        )
    return replace(record, events=(*record.events, event))


def joined(target: MemoryRecord, version_id: bytes) -> MemoryRecord:
    """Return ``target`` with ``version_id`` as one more of its versions (History walks the
    link; the event that says why is the absorbing one, memoryd.core.lifecycle.absorb)."""
    return replace(target, supersedes=(*target.supersedes, version_id))


def unlinked(target: MemoryRecord, newer_id: bytes) -> MemoryRecord:
    """Return ``target`` no longer ranked below ``newer_id``: the link and its kind (an
    occasion or an outdating, outranked's ``occasion`` and ``outdates``) go together."""
    return replace(
        target,
        outranked_by=tuple(x for x in target.outranked_by if x != newer_id),
        later_occasions=tuple(x for x in target.later_occasions if x != newer_id),
        outdated_by=tuple(x for x in target.outdated_by if x != newer_id),
    )


def outranked(
    target: MemoryRecord, newer_id: bytes, at: float, now: float, reason: str,
    occasion: bool = False, outdates: bool = False,
) -> MemoryRecord:  # fmt: skip
    """Return ``target`` still active, ranked below ``newer_id`` at recall (a soft supersede:
    the write could not tell whether the newer one replaces it, or, ``outdates``, read it as
    the newer value with confidence; or, ``occasion``, another occasion of the event it
    tells)."""
    return replace(
        target,
        outranked_by=(*target.outranked_by, newer_id),
        later_occasions=(*target.later_occasions, newer_id) if occasion else target.later_occasions,
        outdated_by=(*target.outdated_by, newer_id) if outdates else target.outdated_by,
        updated_at=now,
        events=(*target.events, Event(at, EventAction.OUTRANKED, reason, newer_id)),
    )
