"""A text that tells what may be (a plan, a wish, something weighed, a condition, a question,
an outcome not known yet) is told apart from one that tells what is (memoryd.core.text.mood)."""

from __future__ import annotations

import signal

import pytest

from memoryd.core.text.mood import bygone, unrealised


@pytest.mark.parametrize(
    "text",
    [
        "I'm thinking about moving to Denver",
        "I want to move to Denver next year",
        "I'm studying to become a doctor",
        "I'm planning to become a lawyer",
        "Should I switch to Verizon?",
        "If I get the job at Meta, I'll move to Seattle",
        "I applied for a job at Stripe",
        "Waiting to hear back from Stripe",
        "Maybe I'll get a dog someday",
        "My doctor suggested I switch to decaf",
        "I was thinking about moving to Denver",
        "I've been considering a switch to Android",
        "I'd like to learn piano",
        "I've decided to stay in Boston",
        "我想搬到上海",
        "我打算明年辞职去读研",
        "我要不要换工作",
        "我可能要换工作了",
        "还在等面试结果，不知道能不能去字节",
    ],
)
def test_a_plan_a_wish_a_condition_or_a_question_may_be(text: str) -> None:
    assert unrealised(text)


@pytest.mark.parametrize(
    "text",
    [
        "I live in Boston",
        "I moved to Denver because I wanted to be near Mum",  # the wish comes after the deed
        "Moved to Denver, hoping the job works out",
        "I'll start at Meta on Monday",  # a change announced with its date
        "I sold the Civic and bought a Tesla",
        "Priya moved to another team, so Marcus leads us now",
        "The chemist wouldn't sell me more than two packs, as if I looked shifty.",
        "When I want a treat it's a Solero.",  # a habit told with its occasion
        "My birthday is in May",  # the month, not the modal
        "My phone plan is with EE",  # the noun, not the verb
        "I need a new phone",
        "EBay says delivered but it's not here??",  # the question comes after the deed
        "我搬到上海了，想离家近点",
        "我跳槽去了腾讯",
        "我的健身计划是每周三次",
        "搬家以后我每天骑车上班",
        "想犒劳自己的时候我就吃梦龙。",
        "隔壁大爷问我那股味儿是什么，我只好承认是花多多。",  # 什么 asks nothing of the reader
        "我对花生过敏",
    ],
)
def test_a_fact_a_deed_or_a_habit_is(text: str) -> None:
    assert not unrealised(text)


def test_a_long_hostile_text_is_read_in_linear_time() -> None:
    def too_slow(signum: int, frame: object) -> None:
        raise TimeoutError("super-linear")

    previous = signal.signal(signal.SIGALRM, too_slow)
    signal.alarm(10)
    try:
        for text in ("if " * 30_000, "想" * 60_000, "a," * 40_000 + "?", "ed " * 30_000):
            unrealised.__wrapped__(text)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


@pytest.mark.parametrize(
    "text",
    [
        "I want my steak medium rare",  # a standing preference, not a wish to change
        "I weigh 70 kg",
        "I consider myself a vegetarian",
        "Eventually I moved to Denver",
        "我准备了年夜饭",
        "我面试通过了，下周去字节上班",
        "我每天早晚刷牙",
    ],
)
def test_words_that_only_look_like_mood_are_facts(text: str) -> None:
    assert not unrealised(text)


@pytest.mark.parametrize(
    ("text", "was"),
    [
        ("I used to live in Boston", True),
        ("Previously I worked at IBM", True),
        ("Back then I drove a Golf", True),
        ("我以前住在南京", True),
        ("以前我在银行上班", True),
        ("我曾经养过狗", True),
        ("小时候我住在乡下", True),
        ("I live in Denver", False),
        ("I'm used to the cold", False),  # accustomed, not formerly
        ("I got used to waking early", False),
        ("Sat on a Herman Miller Aeron this week, getting used to it", False),
        ("我睡觉以前喝牛奶", False),  # before sleeping
        ("我上班之前喝咖啡", False),
    ],
)
def test_what_was_and_is_no_longer(text: str, was: bool) -> None:
    assert bygone(text) is was


@pytest.mark.parametrize(
    "question",
    ["Where did I use to live?", "Where did I work before?", "我以前住在哪里？",
     "What car did you use to drive?"],
)  # fmt: skip
def test_a_question_about_the_past_is_bygone(question):
    assert bygone(question)


@pytest.mark.parametrize(
    "text", ["Where do I live?", "I brush my teeth before breakfast.", "我睡觉以前喝牛奶。"]
)
def test_before_a_noun_or_the_present_is_not_bygone(text):
    assert not bygone(text)


@pytest.mark.parametrize(
    "text",
    ["When I was at uni I lived in Leeds.", "I lived in Paris in my twenties.",
     "I worked at Aviva until 2018.", "From 2012 to 2018 I lived in Bristol.",
     "上大学那会儿用的是动感地带。", "年轻时我在工厂上班。", "婚前我住在和平区。",
     "2015到2019年我在西安读书。", "直到去年我都在百度上班。"],
)  # fmt: skip
def test_a_period_that_is_over_tells_what_was(text):
    assert bygone(text)


@pytest.mark.parametrize(
    "text",
    ["I bought a Tesla two years ago.", "My son is in his twenties.", "I work until 6 every day.",
     "我去年搬到了上海。", "我2019年来的上海。", "I've been here since 2019."],
)  # fmt: skip
def test_a_past_date_alone_or_a_stage_told_now_is_not_bygone(text):
    assert not bygone(text)


@pytest.mark.parametrize(
    ("text", "told"),
    [("老婆以前是干什么的？", True), ("我姐以前在义乌摆摊。", True), ("睡觉以前我喝牛奶。", False),
     ("吃饭之前洗手。", False)],
)  # fmt: skip
def test_yiqian_after_a_noun_is_formerly_before_what_it_was(text, told):
    assert bygone(text) is told
