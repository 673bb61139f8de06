"""Extraction rules: statements kept conservatively, entities, types, prefixes, importance."""

from __future__ import annotations

import signal

import pytest

from memoryd.core.types import MemoryType
from memoryd.core.write.extract import (
    entities,
    estimate_importance,
    extract,
    is_statement,
)


@pytest.mark.parametrize(
    "sentence",
    [
        "我的订单号是A12345678",
        "我喜欢喝绿茶。",
        "预算控制在50万以内",
        "我不吃辣",
        "I'm allergic to peanuts.",
        "My daughter starts school on September 1.",
        "We moved to Lyon last year.",
    ],
)
def test_affirmative_statements_are_kept(sentence):
    assert is_statement(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "我的订单什么时候到？",
        "你喜欢绿茶吗",
        "如果明天下雨我就不去了",
        "我可能会搬到上海",
        "请帮我查一下快递",
        "帮我订一张票",
        "What is my budget?",
        "Can you book a table for two?",
        "If I get the job I will move to Berlin.",
        "Maybe I'll try sushi.",
        "I think I left my keys at work.",
        "我好像把钥匙忘在公司了",
        "Please remind me tomorrow.",
        "Book a flight to Paris.",
        "thanks!",
        "好的",
        "天气不错",
    ],
)
def test_questions_hypotheticals_requests_and_small_talk_are_not(sentence):
    assert not is_statement(sentence)


def test_entities_are_found():
    found = dict(
        (k, v)
        for k, v in entities(
            "订单号：A12345678，邮箱 bob@example.com，2024年3月5日付了¥1,200，ticket TK-99812"
        )
    )
    assert found["order"] == "A12345678"
    assert found["email"] == "bob@example.com"
    assert found["date"] == "2024年3月5日"
    assert found["amount"].startswith("¥1,200")
    assert found["id"] == "TK-99812"
    assert ("date", "March 3") in entities("the deadline is March 3.")
    assert any(k == "amount" for k, _ in entities("It cost $45 in total"))


DIALOGUE = """用户：你好
用户：我的订单号是A12345678，预算控制在50万以内。
助手：好的，您的工单号是TK-20231105。
用户：如果明天下雨我就不去了。
用户：我喜欢喝绿茶。
用户：请帮我查一下快递。
用户：我的快递单号SF1234567890什么时候到？
user: I'm allergic to peanuts.
user: Can you book a table?
assistant: You like spicy food.
user: thanks!
"""


def test_extract_keeps_statements_and_ids_with_type_prefixes():
    found = extract(DIALOGUE)
    contents = [f.content for f in found]
    assert "我的订单号是A12345678，预算控制在50万以内。" in contents
    assert "我喜欢喝绿茶。" in contents and "I'm allergic to peanuts." in contents
    assert not any("下雨" in c or "查一下" in c or "book" in c or "spicy" in c for c in contents)
    tea = next(f for f in found if f.content == "我喜欢喝绿茶。")
    assert tea.memory_type is MemoryType.PREFERENCE and tea.embed_text == "用户偏好：我喜欢喝绿茶。"
    peanuts = next(f for f in found if "peanuts" in f.content)
    assert peanuts.embed_text.startswith("user preference: ")
    ids = {f.content for f in found if f.kind.startswith("entity:")}
    assert ids == {"对话中提到的编号：TK-20231105", "对话中提到的订单号：SF1234567890"}
    order = next(f for f in found if "A12345678" in f.content)
    assert order.importance > tea.importance  # an id and a budget weigh more


def test_nothing_worth_keeping_gives_nothing():
    assert extract("你好\n谢谢\nCan you help me?\nIf it rains, we stay home.") == []


def test_at_most_max_memories_the_most_important_kept():
    lines = [f"我的第{i}个订单号是A{1000000 + i}。" if i % 2 else "我喜欢看书。" for i in range(9)]
    text = "\n".join(lines)
    found = extract(text + "\n我必须在周五前交合同，预算20万。", max_memories=3)
    assert len(found) == 3
    assert any("合同" in f.content for f in found)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm allergic to peanuts, I get hives.", 0.7),  # an important word
        ("我对花生过敏。", 0.7),
        ("My order A41739258 was a blender.", 0.7),  # an id
        ("快递单号SF194821993518的包裹是给我妈妈的生日礼物。", 0.7),  # reads as a request: kept
        ("We moved the weekly sync to the big room.", 0.5),  # a plain statement
        ("Thinking about pizza tonight.", 0.5),
        ("haha ok", 0.3),  # small talk, fragments and questions state nothing
        ("谢谢", 0.3),
        ("What time is it?", 0.3),
        ("今天吃什么？", 0.3),
    ],
)
def test_estimate_importance(text, expected):
    assert estimate_importance(text, MemoryType.SEMANTIC) == expected


def test_estimate_importance_counts_from_the_configured_neutral():
    assert estimate_importance("Thinking about pizza tonight.", MemoryType.SEMANTIC, 0.4) == 0.4
    assert estimate_importance("I'm allergic to eggs.", MemoryType.IDENTITY, 0.9) == 1.0


@pytest.mark.parametrize("text", ["1" * 20_000, "1," * 10_000, "9" * 20_000 + "元"])
def test_a_long_run_of_digits_is_read_in_linear_time(text: str) -> None:
    # Before, the amount pattern tried a match from every digit of a run (quadratic: a 16k-digit
    # Remember held a worker for minutes). SIGALRM stops the call if that comes back; the bound is
    # ~1000x what the linear scan takes, so load cannot trip it.
    def too_slow(signum: int, frame: object) -> None:
        raise TimeoutError("entities() did not finish within 10 s on one long run of digits")

    previous = signal.signal(signal.SIGALRM, too_slow)
    signal.alarm(10)
    try:
        found = entities(text)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    assert found == ([("amount", text)] if text.endswith("元") else [])
