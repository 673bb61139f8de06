"""A negation bound to one day denies that day, not a habit (issue #13: never lose what a user
said): "I haven't had coffee today" leaves "I drink coffee every morning" true, while "I don't
drink coffee anymore" ends it."""

from __future__ import annotations

import pytest

from memoryd.core.judge import RuleJudge, Verdict


@pytest.mark.parametrize(
    ("habit", "today"),
    [
        ("I drink coffee every morning", "I haven't had coffee today"),
        ("I go to the gym every Monday", "I didn't go to the gym today, too tired"),
        ("I walk the dog every evening", "Didn't walk the dog tonight, it's pouring"),
        ("我每周一去健身房", "今天没去健身房，太累了"),
    ],
)
def test_one_day_does_not_negate_a_habit(habit: str, today: str) -> None:
    assert RuleJudge().judge(habit, today).verdict is not Verdict.SUPERSEDE


@pytest.mark.parametrize(
    ("habit", "change"),
    [
        ("I drink coffee every morning", "I don't drink coffee anymore"),
        ("我每天喝咖啡", "我现在不喝咖啡了"),
        ("I smoke a pack a day", "I quit smoking today"),  # a cessation, whatever the day
    ],
)
def test_a_negation_that_ends_the_habit_replaces_it(habit: str, change: str) -> None:
    assert RuleJudge().judge(habit, change).verdict is Verdict.SUPERSEDE
