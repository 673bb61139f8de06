"""states_single_valued: the look for an attribute's words before the analysis never says "no"
where the analysis says "yes" (it only saves analysing far neighbours that name other
attributes; memoryd.core.write.relate asks it of every one of them)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from memoryd.core.text import lexicon
from memoryd.core.text.analysis import (
    SINGLE_VALUED,
    SINGLE_VALUED_FAMILIES,
    single_valued_attributes,
)
from memoryd.core.text.attribute_lexicon import ATTRIBUTE_WORDS
from memoryd.core.text.naming import states_single_valued

ATTRIBUTES = sorted({c[1:] for c in SINGLE_VALUED | SINGLE_VALUED_FAMILIES})

TEXTS = [
    "I live in Berlin",
    "We relocated to Austin last spring",
    "My new address is 5 Queen's Lane",
    "我从华为离职了",
    "我住在杭州西湖区",
    "I work as a nurse at the General",
    "I'm vegetarian these days",
    "我现在不吃肉了，改吃素",
    "My manager is Priya Raman",
    "Sofia's flight lands at 9pm",
    "The printer on the third floor is broken again",
    "I cycle to work most days",
    "我一般坐地铁上班",
    "My laptop is a Lenovo ThinkPad T14",
    "Call me Mike",
    "",
]

# Words the analysis reads attributes from, and words it reads none from.
WORDS = sorted(
    {w for words in ATTRIBUTE_WORDS.values() for w in words.split()}
    | {w for words in lexicon.TOPICS.values() for w in words.split()}
    | set("I my we our the is at to in now moved new started Lyon 3pm 42".split())
    | set("我 在 了 现在 搬到 改成".split())
)


def _agrees(text: str) -> None:
    full = single_valued_attributes(text)
    for attribute in ATTRIBUTES:
        assert states_single_valued(text, attribute) == (attribute in full), (text, attribute)


def test_hand_written_texts_in_both_languages():
    for text in TEXTS:
        _agrees(text)
    assert states_single_valued("I live in Berlin", "residence")
    assert not states_single_valued("The printer on the third floor is broken again", "residence")


@settings(max_examples=400, deadline=None, derandomize=True)
@given(st.lists(st.sampled_from(WORDS), min_size=1, max_size=8), st.sampled_from([" ", ""]))
def test_texts_made_of_the_lexicons_words(words, sep):
    _agrees(sep.join(words))
