"""A plan, a wish or a question beside a fact changes nothing yet (issue #13: never lose what a
user said): "I live in Boston" stays the answer beside "I'm thinking about moving to Denver",
while the same change told as done still replaces it."""

from __future__ import annotations

import time

import pytest

from memoryd.core.judge import RuleJudge
from memoryd.core.types import ConflictPolicy, MemoryRecord, MemoryType, Scope, Source, Status
from memoryd.core.write import relate

ORDER = 0.55
DUPLICATE, CONFLICT = 0.78, 0.3  # the USE calibration's


def _record(content: str) -> MemoryRecord:
    now = time.time()
    return MemoryRecord(b"\x01" * 16, Scope("u"), content, MemoryType.SEMANTIC, 0.5, 0.9,
                        Source.USER_INPUT, Status.ACTIVE, (), {}, now, now)  # fmt: skip


def _relate(old: MemoryRecord, new: str, similarity: float) -> relate.WriteDecision:
    return relate.relate(
        new, (), False, ConflictPolicy.AUTO, [(old, similarity)], RuleJudge(), DUPLICATE,
        CONFLICT, told_event=lambda r: False, order_threshold=ORDER,
    )  # fmt: skip


@pytest.mark.parametrize(
    ("old", "plan", "done"),
    [
        ("I live in Boston", "I'm thinking about moving to Denver", "I moved to Denver last week"),
        ("我住在北京", "我想搬到上海", "我上个月搬到上海了"),
        ("I work as a nurse", "I'm studying to become a doctor", "I work as a doctor now"),
        ("My coffee order is a flat white.", "Maybe I should switch to an americano?",
         "I've switched to an americano."),
    ],
)  # fmt: skip
def test_a_plan_keeps_the_fact_the_same_change_done_replaces_it(old, plan, done):
    record = _record(old)
    for similarity in (0.45, 0.7):
        decided = _relate(record, plan, similarity)
        assert decided.relation is relate.Relation.NEW, (plan, decided.reason)
    assert _relate(record, done, 0.45).relation is relate.Relation.REPLACES


def test_a_plan_carried_out_replaces_or_outranks_the_plan():
    # the guard is for a plan beside a fact, not for the deed that follows a plan
    record = _record("I'm thinking about moving to Denver")
    assert _relate(record, "I moved to Denver last week", 0.6).relation in (
        relate.Relation.REPLACES, relate.Relation.OUTRANKS,
    )  # fmt: skip
