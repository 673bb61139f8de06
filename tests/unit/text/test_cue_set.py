"""CueSet: the compiled cue lists find the same first cue as reading each list cue by cue
(the reference below is the loop the analysis ran before the patterns were compiled once)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from memoryd.core.text.cues import (
    EN_CUE_NOT_AFTER,
    EN_START_CUES,
    EN_STRONG_CUES,
    EN_WEAK_CUES,
    START_CUES,
    STRONG_CUES,
    WEAK_CUES,
    ZH_AFTER,
    ZH_CUE_SENSES,
    ZH_START_CUES,
    ZH_STRONG_CUES,
    ZH_WEAK_CUES,
    CueSet,
    any_en_cue,
    en_cue_pattern,
)

LISTS = (
    (STRONG_CUES, ZH_STRONG_CUES, EN_STRONG_CUES),
    (START_CUES, ZH_START_CUES, EN_START_CUES),
    (WEAK_CUES, ZH_WEAK_CUES, EN_WEAK_CUES),
)


def _reference(text: str, zh: list[str], en: list[str]) -> str:
    for cue in zh:
        if cue in ZH_AFTER and re.search(f"(?<!\\|){cue}", text) is None:
            continue
        if cue in ZH_CUE_SENSES and ZH_CUE_SENSES[cue].search(text) is None:
            continue  # "到现在还": "now" that goes on from before
        if cue in text:
            return cue
    for cue in en:
        guard = EN_CUE_NOT_AFTER.get(cue)
        for m in re.finditer(en_cue_pattern(cue), text):
            if guard is None or not guard.search(text[: m.start()]):
                return cue
    return ""


SAMPLES = [
    "i moved to lyon last month",
    "we no longer live in paris, we relocated to berlin",
    "i started running again these days",
    "晚上|点以后不喝咖啡",
    "以后我每天跑步",
    "我们改成周三开会了",
    "she is now the lead and took up chess",
    "nothing to see here",
    "the newsletter is new",
    "renewed my passport",  # "new" inside a word is no cue
    "",
]


def test_every_list_finds_what_the_cue_by_cue_loop_found():
    for cues, zh, en in LISTS:
        for text in SAMPLES:
            assert cues.first(text) == _reference(text, zh, en), text


WORDS = [
    *EN_STRONG_CUES, *EN_WEAK_CUES, *EN_START_CUES, *ZH_STRONG_CUES, *ZH_WEAK_CUES,
    *ZH_START_CUES, "i", "my", "the", "budget", "|", "x", "re", "ing", "九点", "我", ".",
]  # fmt: skip


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.lists(st.sampled_from(WORDS), max_size=8), st.sampled_from(["", " "]))
def test_random_texts_find_the_same_first_cue(words, sep):
    text = sep.join(words)
    for cues, zh, en in LISTS:
        assert cues.first(text) == _reference(text, zh, en), text


EN_PATTERNS = [
    en_cue_pattern(c)
    for c in sorted({*EN_STRONG_CUES, *EN_START_CUES, *EN_WEAK_CUES}, key=len, reverse=True)
]


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.lists(st.sampled_from(WORDS), max_size=8), st.sampled_from(["", " ", "-", "'"]))
def test_the_alternation_from_word_edges_finds_what_the_bare_one_finds(words, sep):
    # any_en_cue says "at a word edge" once for all the patterns: it must blank the same spans
    # as the alternation that leaves each pattern to say so itself
    text = sep.join(words)
    bare = re.compile("|".join(f"(?:{p})" for p in EN_PATTERNS))
    assert any_en_cue(EN_PATTERNS).sub("|", text) == bare.sub("|", text), text


def test_left_is_a_cue_as_a_departure_not_as_a_side():
    for text in ["i left google in may", "she left the band", "we left london for leeds"]:
        assert WEAK_CUES.first(text) == "left", text
    for text in [
        "my left contact lens keeps slipping", "the left lane is shut", "a left turn",
        "i am left-handed", "some soup left over", "turn left at the lights",
    ]:  # fmt: skip
        assert WEAK_CUES.first(text) == "", text


def test_left_after_a_quantity_is_what_remains_not_a_departure():
    for text in [
        "there's no milk left and i'm not going out", "only two biscuits left in the tin",
        "nothing left in the fridge", "we have 3 left",
    ]:  # fmt: skip
        assert WEAK_CUES.first(text) == "", text
    for text in ["no, i left the company in may", "some say she left last week"]:
        assert WEAK_CUES.first(text) == "left", text


def test_an_empty_list_finds_nothing():
    assert CueSet.of([], []).first("i moved to lyon") == ""
