"""Chinese words that look like a change cue or a negation and are neither: "now" that goes on
from before ("到现在还"), and a potential complement that says a liking ("受不了"). Each once
hid a true fact behind an unrelated memory on the spent knowledge-update sets."""

from __future__ import annotations

import pytest

from memoryd.core.judge import RuleJudge, Verdict
from memoryd.core.text.cues import WEAK_CUES


@pytest.mark.parametrize(
    ("text", "cue"),
    [
        ("我现在住在上海", "现在"),
        ("目前在字节上班", "目前"),
        ("我妈到现在还常提", ""),  # until now: it goes on
        ("我现在还住在北京", ""),  # still
        ("至今仍在用老手机", ""),
    ],
)
def test_now_is_a_cue_unless_it_goes_on(text: str, cue: str) -> None:
    assert WEAK_CUES.first(text) == cue


@pytest.mark.parametrize(
    ("fact", "other"),
    [
        ("我刷牙用飞利浦电动牙刷。", "最受不了别人刷牙的声音。"),
        ("车里的收音机一直调在经典947。", "我是在去医院的出租车上出生的，我妈到现在还常提。"),
    ],
)
def test_an_unrelated_memory_does_not_replace_a_fact(fact: str, other: str) -> None:
    assert RuleJudge().judge(fact, other).verdict is not Verdict.SUPERSEDE


@pytest.mark.parametrize(
    ("fact", "change"),
    [("我能吃辣", "我吃不了辣"), ("我住在北京", "我现在住在上海")],
)
def test_a_real_negation_or_now_still_replaces(fact: str, change: str) -> None:
    assert RuleJudge().judge(fact, change).verdict is Verdict.SUPERSEDE
