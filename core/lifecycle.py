"""Write-time lifecycle: what a new memory does to the pool's most similar active memories.

Pure decisions over records and similarities; the engine turns them into store operations.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from memoryd.core.judge import ConflictJudge, Verdict
from memoryd.core.types import Event, MemoryRecord, RememberAction, Status

# Cosine of a text with itself, give or take float32 rounding: no judge needed.
_IDENTICAL = 0.999


@dataclass(frozen=True, slots=True)
class Decision:
    """What to do with a new memory.

    action: CREATED (stored alone), MERGED (folded into ``target``, not stored), SUPERSEDED
    (stored; ``target`` becomes history), REFINED (the more specific one stays active: the new
    one when ``store_new``, else ``target`` absorbs it). ``verdict`` is the judge's, when asked.
    """

    action: RememberAction
    target: MemoryRecord | None = None
    store_new: bool = True
    verdict: Verdict | None = None
    reason: str = ""


def decide(
    content: str,
    tags: Sequence[str],
    candidates: Sequence[tuple[MemoryRecord, float]],
    judge: ConflictJudge,
    duplicate_threshold: float,
    conflict_threshold: float,
) -> Decision:
    """Return the decision for a new memory given its active neighbours, most similar first.

    A neighbour is judged when it is at least ``conflict_threshold`` similar and shares a tag
    with the new memory (or either has no tags); the first supersede or refine verdict wins.
    A coexisting neighbour at or above ``duplicate_threshold`` that the judge does not find
    distinct (other people, values or things) is the same fact: merge.
    """
    judged: Verdict | None = None
    for record, similarity in candidates:
        if similarity < conflict_threshold:
            break
        if similarity >= _IDENTICAL or record.content.strip() == content.strip():
            return Decision(RememberAction.MERGED, record, False, None, "same text")
        if tags and record.tags and not set(tags) & set(record.tags):
            continue  # similar wording, different topics by the caller's own labels
            # (memoryd.core.ranking.consistent applies the same rule at recall)
        judgement = judge.judge(record.content, content)
        if judgement.verdict is Verdict.SUPERSEDE:
            return Decision(
                RememberAction.SUPERSEDED, record, True, judgement.verdict, judgement.reason
            )
        if judgement.verdict is Verdict.REFINE:
            return Decision(
                RememberAction.REFINED,
                record,
                judgement.keep_new,
                judgement.verdict,
                judgement.reason,
            )
        judged = Verdict.COEXIST
        # Merging drops the new text: only for the same fact restated, never for texts that
        # name different people, values or things however alike they read.
        if similarity >= duplicate_threshold and not judgement.distinct:
            return Decision(
                RememberAction.MERGED,
                record,
                False,
                judged,
                f"near-duplicate (similarity {similarity:.2f})",
            )
    return Decision(RememberAction.CREATED, verdict=judged)


# What each event leaves a memory as (events without a status change are absent).
_STATUS_AFTER = {
    "created": Status.ACTIVE,
    "superseded": Status.SUPERSEDED,
    "refined": Status.SUPERSEDED,
    "suppressed": Status.SUPPRESSED,
    "restored": Status.ACTIVE,
    "archived": Status.ARCHIVED,
    "expired": Status.EXPIRED,
}


def status_at(record: MemoryRecord, at: float) -> Status:
    """Return the status ``record`` had at time ``at`` (seconds since the epoch), from its
    events: a replay of the past sees a memory superseded since as still active."""
    # Events are in the order they were recorded, not by time: a backfilled memory's
    # "created" is dated in the past, a "redacted" note at storage time.
    status, when = None, float("-inf")
    for event in record.events:
        after = _STATUS_AFTER.get(event.action)
        if after is not None and when <= event.at <= at:
            status, when = after, event.at
    return status if status is not None else record.status


# ---------------------------------------------------------------------- record transitions
# Pure functions: each returns a new record; the engine applies them inside a transaction.


def absorb(
    target: MemoryRecord,
    *,
    confidence: float,
    importance: float,
    tags: Sequence[str],
    metadata: dict[str, str],
    now: float,
    action: str,
    reason: str,
    max_tags: int,
) -> MemoryRecord:
    """Return ``target`` re-confirmed by a new statement of the same fact: the larger
    confidence and importance, the union of tags, the new metadata on top. (The access this
    re-confirmation counts as goes to the access statistics, memoryd.core.access.)"""
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
    old: MemoryRecord, new_id: bytes, *, now: float, at: float, action: str, reason: str
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
    record: MemoryRecord, status: Status, *, now: float, action: str, reason: str = ""
) -> MemoryRecord:
    """Return ``record`` moved to ``status``, with the event that says why."""
    return replace(
        record,
        status=status,
        updated_at=now,
        events=(*record.events, Event(now, action, reason)),
    )
