"""Two texts the write path keeps apart whatever the judge reads (issue #13: never lose what a
user said): a plan, a wish or a question beside a fact changes nothing yet ("I live in Boston"
stays beside "I'm thinking about moving to Denver", while the same change told as done still
replaces it), an attribute with a word before it is another slot beside the plain one ("My
work email" beside "My email"), and a thing with a head word after it another thing ("My
laptop bag" beside "My laptop")."""

from __future__ import annotations

import pytest

from memoryd.core.judge import RuleJudge
from memoryd.core.types import ConflictPolicy, MemoryRecord
from memoryd.core.write import relate

from .records import record as _record

ORDER = 0.55
DUPLICATE, CONFLICT = 0.78, 0.3  # the USE calibration's


def _relate(
    old: MemoryRecord, new: str, similarity: float, event: bool = False
) -> relate.WriteDecision:
    return relate.relate(
        new, (), event, ConflictPolicy.AUTO, [(old, similarity)], RuleJudge(), DUPLICATE,
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


@pytest.mark.parametrize(
    ("old", "other_slot", "same_slot"),
    [
        # a word before the attribute: another slot (qualifier_added)
        ("My email is alex@gmail.com", "My work email is alex@shopify.com",
         "My new email is alex@proton.me"),
        ("My phone number is 555-1234", "My work phone is 555-9876",
         "My new phone number is 555-9999"),
        ("我的邮箱是alex@qq.com", "我的工作邮箱是alex@company.com", "我的新邮箱是alex@163.com"),
        # a head word after the thing: another thing (head_added; "laptop bag" is a bag: the
        # judge read one frame with its value changed and replaced)
        ("My laptop is a Dell XPS.", "My laptop bag is a grey Herschel.",
         "My laptop is a ThinkPad X1 now."),
        ("My phone case is a Spigen.", "My phone is a Pixel 8.",
         "My phone case is an OtterBox now."),
        ("我的电脑是联想小新。", "我的电脑包是新秀丽的。", "我的电脑现在是华为MateBook。"),
    ],
)  # fmt: skip
def test_a_qualified_attribute_is_another_slot_a_new_value_replaces(old, other_slot, same_slot):
    record = _record(old)
    for similarity in (0.45, 0.7):
        decided = _relate(record, other_slot, similarity)
        assert decided.relation is relate.Relation.NEW, (other_slot, decided.reason)
    assert _relate(record, same_slot, 0.7).relation is relate.Relation.REPLACES


@pytest.mark.parametrize(
    ("fact", "event"),
    [
        ("I go to the gym every Monday", "I didn't go to the gym today, too tired"),
        ("我每周一去健身房", "今天没去健身房，太累了"),
    ],
)
def test_an_event_that_denies_one_occasion_leaves_the_fact(fact, event):
    decided = _relate(_record(fact), event, 0.6, event=True)
    assert decided.relation is not relate.Relation.REPLACES, decided.reason


def test_an_event_that_ends_a_habit_replaces_it():
    decided = _relate(_record("I smoke a pack a day"), "I quit smoking last week", 0.6, event=True)
    assert decided.relation is relate.Relation.REPLACES, decided.reason


@pytest.mark.parametrize(
    ("fact", "history", "moved"),
    [
        ("I live in Denver", "I used to live in Boston", "I moved to Boston last week"),
        ("我住在杭州", "我以前住在南京", "我上个月搬到南京了"),
    ],
)
def test_history_told_late_is_no_newer_value_and_ranks_below_the_fact(fact, history, moved):
    record = _record(fact)
    decided = _relate(record, history, 0.6)
    assert (decided.relation, decided.target) == (relate.Relation.BELOW, record)
    assert decided.action.name == "CREATED"  # both stay
    assert _relate(record, moved, 0.6).relation is relate.Relation.REPLACES
