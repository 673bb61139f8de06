"""Which slot two texts fill: a word put before the attribute both name is another slot
(memoryd.core.judge.slots.qualifier_added)."""

from __future__ import annotations

import pytest

from memoryd.core.judge import qualifier_added


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
