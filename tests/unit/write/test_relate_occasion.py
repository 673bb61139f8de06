"""An event ranked above an event it does not tell again is another occasion of it, not a
newer value (relate marks the decision, the record keeps the link's kind in ``later_occasions``):
recall orders the two when both are in an answer but never brings the newer in for the older
(multi-session chatter, "Tonight I helped the kids with homework" above "Yesterday I helped
...", had taken the evidence's place). An event told again ("Delayed again on the way home")
and a change told as an event still stand for the memory they rank above."""

from __future__ import annotations

import time
from dataclasses import replace

import pytest

from memoryd.core.judge import RuleJudge
from memoryd.core.types import ConflictPolicy, MemoryRecord, MemoryType
from memoryd.core.write import plan, relate

from .records import record as _record

DUPLICATE, CONFLICT, ORDER = 0.78, 0.3, 0.55  # the USE calibration's


def _relate(
    old: MemoryRecord,
    new: str,
    similarity: float,
    event: bool,
    old_told_as_event: bool,
    policy: ConflictPolicy = ConflictPolicy.AUTO,
) -> relate.WriteDecision:
    return relate.relate(
        new, (), event, policy, [(old, similarity)], RuleJudge(), DUPLICATE, CONFLICT,
        told_event=lambda r: old_told_as_event, order_threshold=ORDER,
    )  # fmt: skip


@pytest.mark.parametrize(
    ("old", "new", "similarity"),
    [
        ("Yesterday I helped the kids with homework.", "Tonight I helped the kids with homework.",
         0.9),
        ("This morning I went grocery shopping, not bad at all.",
         "Yesterday I went grocery shopping, pretty tiring.", 0.88),
        ("早上睡了个午觉，挺开心的。", "中午睡了个午觉，感觉还不错。", 0.85),
    ],
)  # fmt: skip
def test_an_event_ranked_above_an_event_is_another_occasion(old, new, similarity):
    record = _record(old)
    decided = _relate(record, new, similarity, event=True, old_told_as_event=True)
    assert (decided.relation, decided.target, decided.occasion) == (
        relate.Relation.OUTRANKS, record, True,
    )  # fmt: skip
    # ... and so is one beside a memory typed as an episode
    typed = _record(old, MemoryType.EPISODIC)
    assert _relate(typed, new, similarity, event=True, old_told_as_event=False).occasion


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Our flight out to Malaga was delayed five hours.",
         "Delayed again on the way home, four hours this time."),
        ("I went to the dentist today.", "I went to the dentist again today."),
    ],
)  # fmt: skip
def test_an_event_told_again_stands_for_the_one_it_repeats(old, new):
    # "again" leans on the older for what it is about: found through it, it belongs beside it
    decided = _relate(_record(old), new, 0.85, event=True, old_told_as_event=True)
    assert (decided.relation, decided.occasion) == (relate.Relation.OUTRANKS, False)


def test_a_newer_value_of_a_fact_is_no_occasion():
    # a fact beside a fact: the newer first, and it stands for the older one
    record = _record("My coffee order is a flat white.")
    decided = _relate(record, "I usually get an americano.", 0.6, False, False)
    assert (decided.relation, decided.occasion) == (relate.Relation.OUTRANKS, False)
    # an event beside a fact ("bought an e-bike" above "I take the 38 to work"): a newer value
    fact = _record("I take the number 38 bus to work every morning.")
    decided = _relate(fact, "I bought an e-bike last week and now ride it to work.", 0.6,
                      event=True, old_told_as_event=False)  # fmt: skip
    assert not decided.occasion


def test_the_caller_s_keep_both_is_left_a_newer_value():
    record = _record("Yesterday I helped the kids with homework.")
    decided = _relate(record, "Tonight I helped the kids with homework.", 0.9, True, True,
                      ConflictPolicy.KEEP_BOTH)  # fmt: skip
    assert (decided.relation, decided.occasion) == (relate.Relation.OUTRANKS, False)


def test_the_target_keeps_the_kind_of_the_link():
    # (the target's change reads neither the item nor the defaults for a ranking)
    old = _record("Yesterday I helped the kids with homework.")
    new = _record("Tonight I helped the kids with homework.")
    new = replace(new, id=b"\x02" * 16)
    decided = _relate(old, new.content, 0.9, True, True)
    change = plan.target_change(new, None, decided, time.time(), None)  # type: ignore[arg-type]
    after = change(old)
    assert after is not None
    assert after.outranked_by == (new.id,) and after.later_occasions == (new.id,)
    fact = _record("My coffee order is a flat white.")
    value = _relate(fact, "I usually get an americano.", 0.6, False, False)
    after = plan.target_change(new, None, value, time.time(), None)(fact)  # type: ignore[arg-type]
    assert after is not None and after.outranked_by == (new.id,) and after.later_occasions == ()
