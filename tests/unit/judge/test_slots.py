"""Which slot two texts fill: a word put before the attribute both name is another slot
(memoryd.core.judge.slots.qualifier_added)."""

from __future__ import annotations

import pytest

from memoryd.core.judge import head_added, qualifier_added


@pytest.mark.parametrize(
    ("old", "new", "word"),
    [
        ("My email is alex@gmail.com", "My work email is alex@shopify.com", "work"),
        ("My work email is alex@shopify.com", "My email is alex@gmail.com", "work"),
        ("My phone number is 555-1234", "My work phone is 555-9876", "work"),
        ("My address is 12 Oak Street", "My work address is 40 Pine Avenue", "work"),
        ("我的邮箱是alex@qq.com", "我的工作邮箱是alex@company.com", "工作"),
    ],
)
def test_a_word_before_the_attribute_names_another_slot(old: str, new: str, word: str) -> None:
    assert qualifier_added(old, new) == word


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("My email is alex@gmail.com", "My new email is alex@proton.me"),  # the same slot
        ("My email is alex@gmail.com", "My current email is alex@proton.me"),
        ("My address is 12 Oak Street", "My home address is 40 Pine Avenue"),  # the plain one
        ("我的手机号是13800001111", "我的新手机号是13900002222"),
        ("我每个月房租6000元。", "房租一个月7500元。"),  # a measure word, no qualifier
        ("I live in Boston", "I live in Denver"),  # no attribute word in either
    ],
)
def test_no_word_added_before_the_attribute(old: str, new: str) -> None:
    assert qualifier_added(old, new) == ""


@pytest.mark.parametrize(
    ("old", "new", "head"),
    [
        ("My laptop is a ThinkPad X1.", "My laptop bag is a grey Herschel.", "bag"),
        ("My phone case is a Spigen.", "My phone is a Pixel 8.", "case"),
        ("Our car is a Honda Jazz.", "Our car insurance is with Aviva.", "insurance"),
        ("We moved in May, and our flight home is on June 9.", "Our flight is on May 2.", "home"),
        ("我的电脑是联想小新。", "我的电脑包是新秀丽的。", "包"),
        ("我家的车是比亚迪。", "我家的车险是平安的。", "险"),
    ],
)
def test_a_head_word_after_the_subject_names_another_thing(old: str, new: str, head: str) -> None:
    assert head_added(old, new) == head


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("My car is a Honda Jazz.", "My car now is a Tesla."),  # an adverb: the same car
        ("My rent is 900 a month.", "My rent each month is 950."),  # a quantifier
        ("My laptop is a Dell.", "My laptop is a ThinkPad."),  # the same subject
        ("The dehumidifier in our basement is a Midea.",
         "Our basement dehumidifier is a Honeywell."),  # not at a clause's start
        ("我的电脑是戴尔。", "我的电脑现在是联想。"),
        ("我的房租是5000。", "我的房租每月是6000。"),
        ("I drive a Honda.", "My car is a Tesla."),  # no possessive subject in one
    ],
)
def test_no_head_word_added(old: str, new: str) -> None:
    assert head_added(old, new) == ""
