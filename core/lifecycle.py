"""Write-time lifecycle: what a new memory does to the pool's most similar active memories.

Pure decisions over records and similarities; the engine turns them into store operations.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from memoryd.core.judge import (
    ConflictJudge,
    Verdict,
    changed_attribute,
    single_valued_attributes,
)
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


def neighbour_floor(content: str, conflict_threshold: float, changed_floor: float) -> float:
    """Return the least cosine a neighbour needs to be judged against a new memory: the
    conflict threshold, or ``changed_floor`` when lower and the text says a single-valued
    attribute changed (memoryd.core.judge.changed_attribute: "We relocated to Austin" and "I
    live in Berlin" share almost no words, cosine ~.2 with USE)."""
    if changed_floor < conflict_threshold and changed_attribute(content):
        return changed_floor
    return conflict_threshold


def decide(
    content: str,
    tags: Sequence[str],
    candidates: Sequence[tuple[MemoryRecord, float]],
    judge: ConflictJudge,
    duplicate_threshold: float,
    conflict_threshold: float,
    floor: float | None = None,
) -> Decision:
    """Return the decision for a new memory given its active neighbours, most similar first.

    A neighbour is judged when it is at least ``conflict_threshold`` similar and shares a tag
    with the new memory (or either has no tags); the first supersede or refine verdict wins.
    A coexisting neighbour at or above ``duplicate_threshold`` that the judge does not find
    distinct (other people, values or things) is the same fact: merge. ``floor``
    (neighbour_floor, when below the conflict threshold) also admits less similar neighbours
    about the single-valued attribute the new memory says changed.
    """
    judged: Verdict | None = None
    floor = conflict_threshold if floor is None else min(floor, conflict_threshold)
    changed = changed_attribute(content) if floor < conflict_threshold else ""
    for record, similarity in candidates:
        if similarity < floor:
            break
        if similarity < conflict_threshold and (
            not changed or changed not in single_valued_attributes(record.content)
        ):
            continue  # far apart, and not about the attribute the new memory changes
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
    "restates": Status.SUPERSEDED,  # a version of the memory it restates (core.write)
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


# A version chain longer than this is followed no further at recall (each hop is one read).
MAX_CHAIN_HOPS = 16


def current_versions(
    replaced: Sequence[MemoryRecord],
    read: Callable[[list[bytes]], list[MemoryRecord | None]],
    at: float,
    replay: bool,
) -> dict[bytes, MemoryRecord]:
    """Return, for each replaced memory's id, the version of its fact that was active at ``at``
    (seconds since the epoch), following ``superseded_by`` links; memories whose chain ends
    in no active version (suppressed, archived, expired, deleted, another pool's, or longer
    than MAX_CHAIN_HOPS) are left out.

    Why: a question often matches the words of the value it replaced better than the words of
    the correction ("what do I do for a living?" vs "I work as a nurse" / "I changed careers,
    I'm an accountant now"); the chain is one fact, so a match on any of its versions is a
    match on its current one. ``read(ids)`` returns records (None when missing) in order;
    ``replay`` reads statuses as they were at ``at`` (status_at) instead of as they are.
    """

    def active(r: MemoryRecord) -> bool:
        status = status_at(r, at) if replay else r.status
        return (
            status is Status.ACTIVE
            and r.created_at <= at
            and (r.expires_at is None or r.expires_at > at)
        )

    def replaced_then(r: MemoryRecord) -> bool:
        return (status_at(r, at) if replay else r.status) is Status.SUPERSEDED

    out: dict[bytes, MemoryRecord] = {}
    # frontier: replaced memory's id -> the version reached so far (still replaced at ``at``)
    starts = {r.id: r for r in replaced}
    frontier = {r.id: r for r in replaced if r.superseded_by}
    for _ in range(MAX_CHAIN_HOPS):
        if not frontier:
            break
        wanted = sorted({r.superseded_by for r in frontier.values() if r.superseded_by})
        found = {r.id: r for r in read(wanted) if r is not None}
        following: dict[bytes, MemoryRecord] = {}
        for origin, version in frontier.items():
            start = starts[origin]
            successor = found.get(version.superseded_by or b"")
            if successor is None or not successor.scope.same_pool(start.scope):
                continue
            if active(successor):
                out[origin] = successor
            elif replaced_then(successor) and successor.superseded_by:
                following[origin] = successor
        frontier = following
    return out


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


def unsuperseded(record: MemoryRecord, now: float) -> MemoryRecord:
    """Return a replaced memory (or a version that joined another) active again, on its own:
    a wrong verdict undone (Forget RESTORE)."""
    return replace(
        record,
        status=Status.ACTIVE,
        superseded_by=None,
        updated_at=now,
        events=(*record.events, Event(now, "restored", "verdict undone", record.superseded_by)),
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
        events=(*record.events, Event(now, "released", "verdict undone", old_id)),
    )
