"""Common ways of telling a change of one's job, car or age, read as what they change
(memoryd.core.text.values IMPLIED, memoryd.core.text.cues): the judge then replaces the old
value instead of keeping both side by side."""

from __future__ import annotations

import pytest

from memoryd.core.judge import RuleJudge, Verdict
from memoryd.core.text.analysis import analyse


@pytest.mark.parametrize(
    ("text", "concept"),
    [
        ("我在阿里巴巴工作", "@employer"),  # as "I work at Alibaba"
        ("I got promoted to senior engineer", "@profession"),
        ("I'm 34 years old", "@age"),
        ("I turned 35 today", "@age"),
    ],
)
def test_the_attribute_a_common_wording_states(text: str, concept: str) -> None:
    assert concept in analyse(text).concepts


@pytest.mark.parametrize(
    ("text", "concept"),
    [
        ("我在家工作", "@employer"),  # where one works from, not for whom
        ("I moved here 5 years ago", "@age"),
        ("Our old dog is a good boy", "@age"),
    ],
)
def test_look_alike_wordings_state_no_such_attribute(text: str, concept: str) -> None:
    assert concept not in analyse(text).concepts


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I drive a Honda Civic", "I sold the Civic and bought a Tesla Model 3"),
        ("我在阿里巴巴工作", "我跳槽去了腾讯"),
        ("I'm a software engineer at Shopify", "I got promoted to senior engineer"),
    ],
)
def test_the_change_replaces_the_old_value(old: str, new: str) -> None:
    assert RuleJudge().judge(old, new).verdict is Verdict.SUPERSEDE


def test_selling_one_thing_gets_nothing_in_exchange() -> None:
    # giving up without getting: no exchange cue ("sold my old bike to a neighbour")
    assert analyse("I sold my old bike to a neighbour").strong_cue == ""
