"""Change told in the grammar of switching, not by a listed word (issue #13): an old value
given up for a new one ("Swapped Heart for Kiss", "replaced the Tefal with a Le Creuset") and
Chinese 改 before a light verb ("改喝美赞臣", "改在书店理货"). Each case fails on session
14's code."""

from __future__ import annotations

import pytest

from memoryd.core.judge import RuleJudge, Verdict
from memoryd.core.text.analysis import analyse
from memoryd.core.write.neighbours import may_state_change


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("In the car I listen to Heart.", "Swapped Heart for Kiss in the car."),
        ("My everyday pan is a Tefal.", "Replaced the Tefal with a Le Creuset."),
        ("I drive a Golf.", "Traded the Golf for a Tesla Model 3."),
        ("我们家孩子一直吃a2奶粉。", "A2喝了上火，改喝美赞臣了。"),
        ("我听歌都用漫步者耳机。", "从上个月起听歌改用AirPods Pro。"),
        ("我每天开车上班。", "我改坐地铁上班了。"),
    ],
)  # fmt: skip
def test_a_switch_in_grammar_replaces_the_old_value(old, new):
    assert analyse(new).strong_cue
    assert may_state_change(new)  # the write path looks for the fact it replaces
    assert RuleJudge().judge(old, new).verdict is Verdict.SUPERSEDE


@pytest.mark.parametrize(
    "text",
    [
        "I trade for fun on Fridays.",  # nothing given up
        "I swapped seats with Tom on the flight.",  # "with": no value given for another
        "周五的会改天再说。",  # 改天: another day
        "我们小区在搞改造。",  # 改造: made over
        "服务态度有所改善。",
        "订婚戒指是11号的，去年改过一次。",  # done once before: no switch
        "我改衣服都找商场负一楼的改衣店。",  # 改 with its object: altered
    ],
)  # fmt: skip
def test_words_of_switching_in_another_sense_are_no_cue(text):
    assert analyse(text).strong_cue == ""


@pytest.mark.parametrize(
    "text",
    ["As of Monday my desk neighbour is Sanjay from IT.", "Starting next week I cycle to work.",
     "From next month I'm at the Leeds office.", "From 1 March on, the gym is Pure Gym.",
     "Going forward, invoices go to Priya.", "从下个月起我在公司食堂吃午饭。",
     "打夏天起我随身带象印保温杯。", "这礼拜起晚饭归孩子爷爷做了", "从3月1号起去健身房。"],
)  # fmt: skip
def test_the_onset_of_a_new_state_is_a_change_cue(text):
    assert analyse(text).weak_cue
    assert may_state_change(text)


@pytest.mark.parametrize(
    "text",
    ["I work from 9 to 5.", "The shop is open from Monday to Friday.",
     "We got the sofa from next door.", "我每天早上7点起。", "我每天7点起床。",
     "从小我就喜欢画画。"],
)  # fmt: skip
def test_a_range_a_source_or_getting_up_is_no_onset(text):
    assert not analyse(text).weak_cue


def test_a_change_from_a_date_on_replaces_the_old_value():
    judgement = RuleJudge().judge(
        "My desk neighbour is a graduate called Ollie.", "As of Monday my desk neighbour is Sanjay."
    )
    assert judgement.verdict is Verdict.SUPERSEDE
