"""WritePlan as a function: for each relation a decision can have, what is stored, what the
target becomes inside the transaction, and which results are known before the commit."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from memoryd.core.lifecycle.versions import status_at
from memoryd.core.types import (
    MemoryInput,
    MemoryRecord,
    Outcome,
    RememberAction,
    Scope,
    Source,
    Status,
)
from memoryd.core.write.plan import WritePlan
from memoryd.core.write.prepare import Prepared, WriteDefaults, new_record
from memoryd.core.write.relate import Relation, WriteDecision

SCOPE = Scope("plan-user")
NOW = 1_000.0
DEFAULTS = WriteDefaults(
    importance=0.5, confidence={s.value: 0.8 for s in Source}, max_tags=3, model_id="m",
    policy="mask",
)  # fmt: skip


def prepared(text: str = "I live in Lyon", **fields) -> Prepared:
    item = MemoryInput(SCOPE, text, **fields)
    return Prepared(0, item, np.ones(4, np.float32) / 2, (), new_record(item, NOW, (), DEFAULTS))


def target(**fields) -> MemoryRecord:
    item = MemoryInput(SCOPE, "I live in Paris", importance=0.3, confidence=0.6, tags=("home",))
    base = new_record(item, NOW - 500, (), DEFAULTS)
    return replace(base, access_count=4, last_accessed_at=NOW - 10, **fields)


def plan_of(relation: Relation, action: RememberAction, old: MemoryRecord | None, **fields):
    p = prepared(**fields)
    decision = WriteDecision(relation, action, old, None, "because")
    return p, WritePlan.of([p], [decision], NOW, DEFAULTS).items[0]


def test_new_is_stored_as_prepared_and_its_result_known():
    p, item = plan_of(Relation.NEW, RememberAction.CREATED, None)
    assert item.change is None and item.stored is not None
    assert item.stored.record is p.record and item.stored.access is None
    assert item.result is not None and item.result.record is p.record
    assert (item.result.outcome, item.result.related_id) == (Outcome.NEW, b"")
    assert item.outcome is Outcome.NEW


def test_a_duplicate_stores_nothing_and_its_target_absorbs_it():
    old = target()
    _, item = plan_of(
        Relation.DUPLICATE, RememberAction.MERGED, old, importance=0.9, tags=("a", "b", "c")
    )
    assert item.stored is None and item.result is None  # read back after the commit
    assert item.change is not None
    after = item.change(old)
    assert after is not None
    assert after.importance == 0.9 and after.confidence == 0.8  # the larger of each
    assert after.tags == ("home", "a", "b")  # union, capped at max_tags
    assert after.events[-1].action == "merged" and after.status is Status.ACTIVE
    assert item.outcome is Outcome.DUPLICATE


@pytest.mark.parametrize(
    ("action", "event"), [(RememberAction.MERGED, "restated"), (RememberAction.REFINED, "refined")]
)
def test_a_version_is_stored_as_history_of_its_target(action, event):
    old = target(version=3)
    p, item = plan_of(Relation.VERSION, action, old)
    assert item.stored is not None and item.result is None
    stored = item.stored.record
    assert stored.id == p.record.id and stored.status is Status.SUPERSEDED
    assert stored.superseded_by == old.id and stored.version == 3
    assert stored.events[-1].action == "restates"
    assert item.change is not None
    after = item.change(old)
    assert after is not None and stored.id in after.supersedes
    assert after.status is Status.ACTIVE and after.events[-1].action == event
    # A replay after the version joined sees the target as it is: current, not replaced
    # (a "refined" event without the newer memory's id is a re-confirmation).
    assert status_at(after, NOW + 1) is Status.ACTIVE


def test_a_supersede_replaces_an_active_target_only():
    old = target()
    p, item = plan_of(Relation.REPLACES, RememberAction.SUPERSEDED, old)
    assert item.stored is not None and item.stored.access is None
    stored = item.stored.record
    assert stored.supersedes == (old.id,) and stored.version == old.version + 1
    assert item.change is not None
    after = item.change(old)
    assert after is not None and after.status is Status.SUPERSEDED
    assert after.superseded_by == stored.id
    assert after.events[-1].action == "superseded" and after.events[-1].at == stored.created_at
    assert item.change(replace(old, status=Status.SUPPRESSED)) is None  # changed meanwhile
    assert item.result is not None
    assert item.result.outcome is Outcome.REPLACED and item.result.affected_ids == (old.id,)


def test_a_refinement_takes_over_the_access_history_and_confidence():
    old = target(confidence=0.95)
    _, item = plan_of(Relation.REPLACES, RememberAction.REFINED, old)
    assert item.stored is not None
    assert item.stored.access == (4, NOW - 10)
    stored = item.stored.record
    assert (stored.access_count, stored.last_accessed_at) == (4, NOW - 10)
    assert stored.confidence == 0.95 and stored.events[-1].action == "refines"
    assert item.result is not None and item.result.record is stored
    assert item.change is not None
    after = item.change(old)
    assert after is not None and after.events[-1].action == "refined"
    assert status_at(after, NOW + 1) is Status.SUPERSEDED  # this one was replaced


def test_an_outranking_text_keeps_its_target_active_below_it():
    old = target()
    _, item = plan_of(Relation.OUTRANKS, RememberAction.CREATED, old)
    assert item.stored is not None and item.stored.record.status is Status.ACTIVE
    assert item.change is not None
    after = item.change(old)
    assert after is not None and after.status is Status.ACTIVE
    assert after.outranked_by == (item.stored.record.id,)
    assert item.change(replace(old, status=Status.ARCHIVED)) is None
    assert item.result is not None
    assert item.result.outcome is Outcome.NEW and item.result.affected_ids == ()
    assert item.result.related_id == old.id


def test_joined_names_the_targets_read_back_after_the_commit():
    a, b = target(), replace(target(), id=b"\x02" * 16)
    items = [prepared("one"), prepared("two"), prepared("three")]
    decisions = [
        WriteDecision(Relation.DUPLICATE, RememberAction.MERGED, a),
        WriteDecision(Relation.NEW, RememberAction.CREATED),
        WriteDecision(Relation.VERSION, RememberAction.MERGED, b),
    ]
    plan = WritePlan.of(items, decisions, NOW, DEFAULTS)
    assert plan.joined == [a.id, b.id]
    assert [s.record.id for s in plan.stored] == [items[1].record.id, items[2].record.id]


def test_a_redacted_item_keeps_its_redacted_event():
    item = MemoryInput(SCOPE, "mail j***@example.com")
    record = new_record(item, NOW, ("email",), DEFAULTS)
    assert [e.action for e in record.events] == ["created", "redacted"]
    assert record.events[-1].reason == "mask: email"
