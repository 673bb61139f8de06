"""The pure part of a write: from the prepared items and their decisions, the records to
store, the change each decision makes to its target, and the result of each item that is known
before the commit. No store, no clock, no index: the truth table of a WriteDecision is tested
as a function (tests/unit/write/test_plan.py).

A new record's own form is built before any decision (memoryd.core.write.prepare.new_record):
the items of one batch are decided against each other's new records (memoryd.core.write.batch).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import numpy as np

from memoryd.core.lifecycle.transitions import absorb, replaced_by
from memoryd.core.store.records import Batch, Change
from memoryd.core.types import (
    EventAction,
    MemoryInput,
    MemoryRecord,
    Outcome,
    RememberAction,
    RememberResult,
    Status,
)
from memoryd.core.write import transitions
from memoryd.core.write.prepare import Prepared, WriteDefaults
from memoryd.core.write.relate import OUTCOMES, Relation, WriteDecision, write_result


def absorber(
    item: MemoryInput, decision: WriteDecision, now: float, defaults: WriteDefaults
) -> Callable[[MemoryRecord], MemoryRecord]:
    """Return the change that folds ``item`` into its decision's target (a re-confirmation)."""
    action = transitions.TARGET_EVENT.get(decision.relation, EventAction.MERGED)
    if decision.relation is Relation.VERSION and decision.action is RememberAction.REFINED:
        action = EventAction.REFINED

    def fold(record: MemoryRecord) -> MemoryRecord:
        return absorb(
            record, confidence=defaults.confidence_of(item),
            importance=defaults.importance_of(item), tags=item.tags, metadata=item.metadata,
            now=now, action=action, reason=decision.reason, max_tags=defaults.max_tags,
        )  # fmt: skip

    return fold


def target_change(
    new: MemoryRecord, item: MemoryInput, decision: WriteDecision, now: float,
    defaults: WriteDefaults,
) -> Change:  # fmt: skip
    """Return the change a stored new memory makes to its decision's target: joined as one
    more version, ranked below the new one, or replaced by it (only while still active)."""
    if decision.relation is Relation.VERSION:
        fold = absorber(item, decision, now, defaults)
        return lambda r: transitions.joined(fold(r), new.id)
    if decision.relation is Relation.OUTRANKS:
        return lambda r: (
            transitions.outranked(
                r, new.id, new.created_at, now, decision.reason, decision.occasion,
                decision.outdates,
            )
            if r.status is Status.ACTIVE
            else None
        )

    def replaced(record: MemoryRecord) -> MemoryRecord | None:
        if record.status is not Status.ACTIVE:  # changed meanwhile: leave it as it is
            return None
        # the target's event is the verdict's own word: superseded, or refined
        return replaced_by(
            record, new.id, now=now, at=new.created_at,
            action=EventAction(decision.action.value), reason=decision.reason,
        )  # fmt: skip

    return replaced


@dataclass(frozen=True, slots=True)
class Stored:
    """A new record to store with its vector; ``access`` (count, last access) is the access
    history it takes over from the memory it refines."""

    record: MemoryRecord
    vector: np.ndarray
    access: tuple[int, float | None] | None = None


@dataclass(frozen=True, slots=True)
class ItemPlan:
    """What one ``prepared`` item does under its ``decision``: the ``change`` to the decision's
    target (None: none), the record it is ``stored`` as (None: its target absorbs it), and its
    ``result`` when the commit cannot change it (None: read from the committed target, which
    this write folded into)."""

    prepared: Prepared
    decision: WriteDecision
    change: Change | None
    stored: Stored | None
    result: RememberResult | None

    @property
    def outcome(self) -> Outcome:
        """Return what the item is expected to become (Remember's ``outcome``)."""
        return OUTCOMES[self.decision.relation]


@dataclass(frozen=True, slots=True)
class WritePlan:
    """The plan of one write, an ItemPlan per item in input order."""

    items: tuple[ItemPlan, ...]

    @classmethod
    def of(
        cls,
        prepared: Sequence[Prepared],
        decisions: Sequence[WriteDecision],
        now: float,
        defaults: WriteDefaults,
    ) -> WritePlan:
        """Return the plan for the ``prepared`` items under their ``decisions`` (aligned)."""
        return cls(
            tuple(
                _item_plan(p, decision, now, defaults)
                for p, decision in zip(prepared, decisions, strict=True)
            )
        )

    @property
    def stored(self) -> list[Stored]:
        """Return the new records of the plan, in input order."""
        return [p.stored for p in self.items if p.stored is not None]

    @property
    def joined(self) -> list[bytes]:
        """Return the ids of the targets whose committed form some item's result shows."""
        return [
            p.decision.target.id
            for p in self.items
            if p.result is None and p.decision.target is not None
        ]

    def fill(self, batch: Batch) -> None:
        """Add the plan to ``batch``, item by item: the target's change first, then the new
        record (an item of the same batch may be a later item's target)."""
        for p in self.items:
            target = p.decision.target
            if p.change is not None and target is not None:
                batch.mutate(target.id, p.change)
            if p.stored is not None:
                batch.put_new(p.stored.record, p.stored.vector, p.stored.access)


def _item_plan(
    prepared: Prepared, decision: WriteDecision, now: float, defaults: WriteDefaults
) -> ItemPlan:
    item = prepared.item
    target = decision.target
    if decision.relation is Relation.DUPLICATE and target is not None:
        # the very same text: the target absorbs it, nothing is stored
        return ItemPlan(prepared, decision, absorber(item, decision, now, defaults), None, None)
    record = transitions.as_new(prepared.record, decision)
    change, access = None, None
    if target is not None and decision.relation not in (Relation.NEW, Relation.BELOW):
        change = target_change(record, item, decision, now, defaults)
        if decision.relation is Relation.REPLACES and decision.action is RememberAction.REFINED:
            # the access history goes with the fact
            access = (target.access_count, target.last_accessed_at)
            record = replace(
                record,
                access_count=target.access_count,
                last_accessed_at=target.last_accessed_at,
            )
    joined = decision.relation is Relation.VERSION
    result = None if joined else write_result(record, decision)
    return ItemPlan(prepared, decision, change, Stored(record, prepared.vector, access), result)
