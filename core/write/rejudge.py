"""A pool's verdicts re-judged with the current judge (Maintain task "rejudge", issue #13):
verdicts are relations between stored memories, so when the judge improves they are
recomputed, and changed where it now says otherwise.

Two relations the write path made on its own are re-judged (never one a caller asked for:
on_conflict REPLACE or KEEP_BOTH, or an Update): an old memory replaced by a newer one, and an
old memory ranked below a newer one (a soft supersede). For each pair, the newer text is
decided again against the older alone, as a write would decide it now (relate, policy AUTO):

- a replacement the judge now only ranks: the old one is active again, ranked below (softened);
- a replacement or a ranking between two facts the judge now keeps apart: the link is let go
  of and both stand on their own (released);
- a ranking the judge now reads as a replacement: the old one becomes history (hardened);
- a ranking that stays, but that the update reading now reads otherwise at
  LifecycleConfig.outdated_at: the older one's ``outdated_by`` mark set or cleared (remarked),
  as the write path would mark it now (relate._marking_outdated). A softened replacement is
  marked the same way.

Every change is an event on both records (History shows it; Forget RESTORE undoes it) and is
counted in what Maintain reports. Chunked like the sweep, resting between chunks.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from functools import partial

from memoryd.core.judge import ConflictJudge
from memoryd.core.store.records import Records
from memoryd.core.types import ConflictPolicy, Event, EventAction, MemoryRecord, MemoryType, Status
from memoryd.core.write import episodes, pair_opinion, relate, transitions
from memoryd.core.write.ordering import ORDER_OFF, Guess
from memoryd.core.write.relate import Relation
from memoryd.core.write.update import REASON as UPDATE_REASON

# The reasons of relations a caller asked for: never re-judged.
_ASKED = frozenset(
    {"replaced at the caller's request", "kept both at the caller's request", UPDATE_REASON}
)
_LINKING = frozenset(
    {EventAction.SUPERSEDED, EventAction.REFINED, EventAction.OUTRANKED, EventAction.RANKED_BELOW}
)
_REST = 2.0  # rest this many times as long as each chunk took (as the sweep does)


@dataclass
class Rejudged:
    """What one re-judging pass did: pairs looked at, and those it changed, by how."""

    judged: int = 0
    softened: int = 0  # replaced -> ranked below
    released: int = 0  # replaced or ranked -> both on their own
    hardened: int = 0  # ranked below -> replaced
    remarked: int = 0  # ranked, kept: the outdated_by mark set or cleared


def _link(old: MemoryRecord, new_id: bytes) -> EventAction | None:
    """Return the action of the write path's latest verdict linking ``old`` to ``new_id``,
    or None when there is none (or a caller asked for it)."""
    for event in reversed(old.events):
        if event.related_id == new_id and event.action in _LINKING:
            return None if event.reason in _ASKED else EventAction(event.action)
    return None


def now_decision(
    old: MemoryRecord,
    new: MemoryRecord,
    similarity: float,
    judge: ConflictJudge,
    duplicate_threshold: float,
    conflict_threshold: float,
    events: frozenset[bytes],
    order_threshold: float = ORDER_OFF,
    second_opinion: relate.SecondOpinion | None = None,
    change_reported: bool = False,
    guess_check: relate.GuessCheck | None = None,
) -> relate.WriteDecision:
    """Return what ``new`` would do to ``old`` if it were written now (``events``: the ids
    of the two told as events, memoryd.core.write.episodes; ``second_opinion``: the pair
    model's, as the write path asks it; ``change_reported``: the change-report model's reading
    of ``new``, as the write path asks it, episodes.told_change; ``guess_check``: the vetoes of
    guessed orderings the write path asks, relate.GuessCheck, and with its outdated_at the
    mark of a soft supersede: WriteDecision.outdates)."""
    event = new.memory_type is MemoryType.EPISODIC or new.id in events
    return relate.relate(
        new.content, new.tags, event, ConflictPolicy.AUTO, [(old, similarity)], judge,
        duplicate_threshold, conflict_threshold, second_opinion=second_opinion,
        told_event=lambda r: r.id in events, order_threshold=order_threshold,
        change_told=episodes.told_change(
            new.content, bool(new.typed), new.id in events, change_reported
        ),
        guess_check=guess_check,
    )  # fmt: skip


class Rejudger:
    """Re-judges the verdicts of a pool (see the module docstring); thread-safe."""

    def __init__(
        self,
        records: Records,
        judge: ConflictJudge,
        duplicate_threshold: float,
        conflict_threshold: float,
        order_threshold: float,
        chunk: int,
        wait_quiet: Callable[[], object],
        opinion: pair_opinion.Model | None = None,
        ask_change_report: bool = False,
        guess_floors: Mapping[Guess, float] | None = None,
        outdated_at: float = 2.0,
    ) -> None:
        self._records = records
        # the write path's second opinion (pair_opinion.configured): a link it made is kept
        # while it would still make it
        self._opinion = opinion
        self._ask_change_report = ask_change_report  # LifecycleConfig.change_report_model
        self._guess_floors = guess_floors or {}  # pair_opinion.guess_floors
        self._outdated_at = outdated_at  # LifecycleConfig.outdated_at (above 1: no mark)
        self._judge = judge
        self._duplicate_t = duplicate_threshold
        self._conflict_t = conflict_threshold
        self._order_t = order_threshold
        self._chunk = chunk
        self._wait_quiet = wait_quiet

    def counts(self, pool_key: bytes) -> tuple[int, int, int, int, int]:
        """Return (judged, softened, released, hardened, remarked) of re-judging the pool
        (pool)."""
        done = self.pool(pool_key)
        return done.judged, done.softened, done.released, done.hardened, done.remarked

    def pool(self, pool_key: bytes) -> Rejudged:
        """Return what re-judging every write-path verdict of the pool changed."""
        done = Rejudged()
        store = self._records.store
        for part in store.pool_id_chunks(pool_key, self._chunk):
            self._wait_quiet()
            began = time.monotonic()
            pairs = [
                (r, newer, link)
                for r in self._records.read(part)
                if r is not None
                for newer in self._linked(r)
                if (link := _link(r, newer)) is not None
            ]
            for old, newer_id, link in pairs:
                if link is EventAction.RANKED_BELOW:
                    self._one_below(old, newer_id, done)
                else:
                    self._one(old, newer_id, done)
            time.sleep(_REST * (time.monotonic() - began))
        return done

    @staticmethod
    def _linked(r: MemoryRecord) -> list[bytes]:
        if r.status is Status.SUPERSEDED and r.superseded_by:
            return [r.superseded_by]
        if r.status is Status.ACTIVE:
            return list(r.outranked_by)
        return []

    def _one(self, old: MemoryRecord, newer_id: bytes, done: Rejudged) -> None:
        new = self._records.read([newer_id])[0]
        if new is None or new.status is not Status.ACTIVE:
            return
        if old.status is Status.SUPERSEDED and old.id not in new.supersedes:
            return  # a version that joined ``new``, not a replacement: nothing to re-judge
        decision = self._decision_now(old, new, done)
        if decision is None:
            return
        relation, outdates = decision.relation, decision.outdates
        replaced = old.status is Status.SUPERSEDED
        if replaced and relation is Relation.OUTRANKS:
            self._commit(old, new, partial(_soften, outdates=outdates))
            done.softened += 1
        elif relation in (Relation.NEW, Relation.BELOW):
            self._commit(old, new, _release)
            done.released += 1
        elif not replaced and relation is Relation.REPLACES:
            self._commit(old, new, _harden)
            done.hardened += 1
        elif not replaced and relation is Relation.OUTRANKS and outdates != _outdated(old, new):
            self._commit(old, new, partial(_remark, outdates=outdates))
            done.remarked += 1

    def _one_below(self, history: MemoryRecord, fact_id: bytes, done: Rejudged) -> None:
        """Re-judge ``history``, told after the fact ``fact_id`` and ranked below it: the link
        goes when the text would no longer rank below that fact if written now."""
        fact = self._records.read([fact_id])[0]
        if fact is None or fact.status is not Status.ACTIVE:
            return
        decision = self._decision_now(fact, history, done)
        if decision is not None and decision.relation is not Relation.BELOW:
            self._commit(history, fact, _release)
            done.released += 1

    def _decision_now(
        self, old: MemoryRecord, new: MemoryRecord, done: Rejudged
    ) -> relate.WriteDecision | None:
        """Return what ``new`` would do to ``old`` if written now (counted as judged), or None
        when a vector is missing."""
        vectors = self._records.vectors([old.id, new.id])
        if vectors[0] is None or vectors[1] is None:
            return None
        told = episodes.told_as_events([old.content, new.content], [vectors[0], vectors[1]])
        events = frozenset(r.id for r, e in zip((old, new), told, strict=True) if e)
        done.judged += 1
        u, v = vectors[0], vectors[1]
        asked = pair_opinion.asked_of(self._opinion, new.typed, new.memory_type)
        second = pair_opinion.asker(asked, new.content, v, lambda r: u) if asked else None
        reported = episodes.change_reported(
            self._ask_change_report, bool(new.typed), new.id in events, v
        )
        check = pair_opinion.guess_check(
            self._guess_floors, new.content, v, lambda r: u, self._outdated_at
        )
        return now_decision(old, new, float(u @ v), self._judge, self._duplicate_t,
                            self._conflict_t, events, self._order_t, second,
                            reported, check)  # fmt: skip

    def _commit(
        self,
        old: MemoryRecord,
        new: MemoryRecord,
        change: Callable[[MemoryRecord, MemoryRecord, float], tuple[MemoryRecord, MemoryRecord]],
    ) -> None:
        now = time.time()
        batch = self._records.batch()

        def old_after(r: MemoryRecord) -> MemoryRecord | None:
            if r.status is not old.status or r.superseded_by != old.superseded_by:
                return None  # changed meanwhile: leave it as it is
            return change(r, new, now)[0]

        batch.mutate(old.id, old_after)

        def new_after(r: MemoryRecord) -> MemoryRecord | None:
            return change(old, r, now)[1] if r.status is Status.ACTIVE else None

        batch.mutate(new.id, new_after)
        batch.commit(items=2)


def _event(now: float, action: EventAction, other: bytes) -> Event:
    return Event(now, action, "re-judged by maintenance", other)


def _outdated(old: MemoryRecord, new: MemoryRecord) -> bool:
    """Return whether ``old`` is marked as outdated by ``new`` (MemoryRecord.outdated_by)."""
    return new.id in old.outdated_by


def _soften(
    old: MemoryRecord, new: MemoryRecord, now: float, outdates: bool = False
) -> tuple[MemoryRecord, MemoryRecord]:
    """Return (old active again, ranked below new, ``outdates``: marked as outdated by it;
    new without old among what it replaced)."""
    return (
        replace(old, status=Status.ACTIVE, superseded_by=None, updated_at=now,
                outranked_by=(*old.outranked_by, new.id),
                outdated_by=(*old.outdated_by, new.id) if outdates else old.outdated_by,
                events=(*old.events, _event(now, EventAction.OUTRANKED, new.id))),
        replace(new, supersedes=tuple(x for x in new.supersedes if x != old.id), updated_at=now,
                events=(*new.events, _event(now, EventAction.OUTRANKS, old.id))),
    )  # fmt: skip


def _release(old: MemoryRecord, new: MemoryRecord, now: float) -> tuple[MemoryRecord, MemoryRecord]:
    """Return (old active on its own; new without any link to old)."""
    return (
        replace(transitions.unlinked(old, new.id), status=Status.ACTIVE, superseded_by=None,
                updated_at=now,
                events=(*old.events, _event(now, EventAction.RELEASED, new.id))),
        replace(new, supersedes=tuple(x for x in new.supersedes if x != old.id), updated_at=now,
                events=(*new.events, _event(now, EventAction.RELEASED, old.id))),
    )  # fmt: skip


def _remark(
    old: MemoryRecord, new: MemoryRecord, now: float, outdates: bool
) -> tuple[MemoryRecord, MemoryRecord]:
    """Return (old still ranked below new, marked as outdated by it or no longer, with an
    event that says which; new as it is). Nothing changes when the link went meanwhile."""
    if new.id not in old.outranked_by:
        return old, new
    marks = tuple(x for x in old.outdated_by if x != new.id)
    why = "re-judged by maintenance: " + (
        "read as its newer value (outdated)" if outdates else "no longer read as outdated"
    )
    return (
        replace(old, outdated_by=(*marks, new.id) if outdates else marks, updated_at=now,
                events=(*old.events, Event(now, EventAction.OUTRANKED, why, new.id))),
        new,
    )  # fmt: skip


def _harden(old: MemoryRecord, new: MemoryRecord, now: float) -> tuple[MemoryRecord, MemoryRecord]:
    """Return (old as history, replaced by new; new with old among what it replaced)."""
    return (
        replace(transitions.unlinked(old, new.id), status=Status.SUPERSEDED,
                superseded_by=new.id, updated_at=now,
                events=(*old.events, _event(now, EventAction.SUPERSEDED, new.id))),
        replace(new, supersedes=(*new.supersedes, old.id), updated_at=now,
                events=(*new.events, _event(now, EventAction.SUPERSEDES, old.id))),
    )  # fmt: skip
