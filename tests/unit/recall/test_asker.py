"""memoryd.core.recall.asker: questions about the user themself (first person)."""

from __future__ import annotations

import pytest

from memoryd.core.recall.asker import about_the_user


@pytest.mark.parametrize(
    "text",
    ["Who do I work for?", "What's my phone number?", "I'm vegetarian, right?",
     "Where are we going this summer?", "How can someone call me?", "Is that mine?",
     "我的东家是哪家？", "咱们周末去哪？", "What’s my budget?"],
)  # fmt: skip
def test_first_person_questions_are_about_the_user(text: str) -> None:
    assert about_the_user(text)


@pytest.mark.parametrize(
    "text",
    ["What did Caroline paint?", "When did Melanie go to the US?", "星火项目什么时候截止？",
     "What's the dog called now?", "Is it time?", "Which iPhone did Ian buy?", "Tim's myth"],
)  # fmt: skip
def test_other_questions_are_not(text: str) -> None:
    assert not about_the_user(text)
