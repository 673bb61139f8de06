"""Which attributes, of whom, a statement gives and a question asks (memoryd.core.text.attributes),
in both languages. The sentences are this file's own, not the benchmark's."""

from __future__ import annotations

import pytest

from memoryd.core.text.attributes import attributes_of, overlap

# (question, statement that answers it): same attribute of the same owner
ANSWERS = [
    ("Which company am I with these days?", "I've been employed at Umbrella Labs since May."),
    ("Where do I work?", "I work at a bakery on Elm Street."),
    ("我现在在哪上班？", "我在腾讯上班。"),
    ("What is my occupation?", "I work as a paramedic."),
    ("你知道我是干哪行的吗？", "我的职业是律师。"),
    ("Who is my line manager?", "I report to Jonas Berg."),
    ("我的上司是谁？", "我现在向陈静汇报。"),
    ("Where am I living at the moment?", "I moved to Porto last spring."),
    ("我住在哪？", "我家在成都高新区。"),
    ("What number should you text me on?", "Text me at 555-0142 from now on."),
    ("我的手机号是多少？", "我的新号码是138****0000。"),
    ("Who should you contact if something happens to me?", "My emergency contact is my mother."),
    ("What should you call me?", "Please call me Sam."),
    ("What time do I get up on weekdays?", "My alarm goes off at 6:15."),
    ("我一般几点睡觉？", "我现在十一点就上床了。"),
    ("What am I allowed to eat?", "I've gone vegan."),
    ("给我点外卖要注意什么？", "我最近吃素。"),
    ("How much do I earn?", "My salary is $88k."),
    ("我的房租多少？", "现在月租四千五。"),
    ("What's our budget for the trip?", "We set aside $3,000 for Japan."),
    ("How do I take my coffee?", "A flat white with oat milk, always."),
    ("Which school does my son go to?", "My son is enrolled at Lakeside Primary."),
    ("我女儿在哪个学校？", "女儿上学的地方是第二实验小学。"),
    ("What's my cat's name?", "Our cat is called Miso."),
    ("What kind of food do I love most?", "My favourite cuisine is Korean."),
    ("我最喜欢什么颜色？", "我最爱的颜色是墨绿色。"),
]

# (question, statement that does not answer it, though the words are close)
NOT_ANSWERS = [
    ("Who do I work for?", "I work as a carpenter."),  # profession, not employer
    ("What do I do for a living?", "I live in Leeds."),  # "living" is not where one lives
    ("Where do I live?", "My brother lives in Oslo."),  # someone else's home
    ("Where does my brother live?", "I live in Oslo."),
    ("What's my favourite food?", "Spicy food is fine by me."),  # a favourite, not any food
    ("What's my phone number?", "I prefer texts over calls."),
    ("我的车是什么牌子？", "雨伞落在公交车上了。"),  # a bus is not one's car
    ("我在哪上班？", "我工作日早上七点起床。"),
]


@pytest.mark.parametrize(("question", "statement"), ANSWERS)
def test_a_question_and_its_answer_share_an_attribute(question, statement):
    asked = attributes_of(question, asking=True)
    assert asked, question
    assert overlap(asked, attributes_of(statement)), (asked, attributes_of(statement))


@pytest.mark.parametrize(("question", "statement"), NOT_ANSWERS)
def test_close_words_about_another_attribute_or_owner_do_not_match(question, statement):
    assert not overlap(attributes_of(question, asking=True), attributes_of(statement))


def test_an_owner_keys_the_attribute():
    assert attributes_of("My sister lives in Lyon.") == {"sister/residence"}
    assert attributes_of("我家狗叫豆包。") == {"dog/name"}
    assert attributes_of("I live in Lyon.") == {"residence"}


def test_a_relative_who_is_the_value_is_not_the_owner():
    # "my mother" is whom to call, not whose emergency contact it is
    assert attributes_of("In an emergency, call my mother.") == {"contact"}
    assert attributes_of("我现在向我舅舅汇报。") == {"boss"}


def test_a_favourite_is_asked_apart_and_stated_both_ways():
    assert attributes_of("What's my favourite colour?", asking=True) == {"favorite/color"}
    assert attributes_of("My favourite colour is ochre.") == {"color", "favorite/color"}
    assert overlap(
        attributes_of("What colour do I like?", asking=True),
        attributes_of("My favourite colour is ochre."),
    )


@pytest.mark.parametrize(
    "text", ["", "The weather was lovely today.", "今天天气不错。", "Thanks, that helps!", "??"]
)
def test_small_talk_names_no_attribute(text):
    assert attributes_of(text) == frozenset()
    assert attributes_of(text, asking=True) == frozenset()


def test_overlap_needs_something_asked():
    assert not overlap(frozenset(), ("employer",))
    assert not overlap(frozenset({"employer"}), ())
    assert overlap(frozenset({"employer"}), ("employer", "residence"))


def test_long_texts_are_read_up_to_a_bound():
    text = "I work at Initech. " + "x" * 10_000 + " I live in Rome."
    assert attributes_of(text) == {"employer"}
