"""Whom a fact is about and which slot it fills (issue #13: never lose what was said): the
whole kinship class names another person than the user, a weak change cue changes an
attribute both texts state (not the person both are about), and a value beside another
swapped word is another slot's value. Each case fails on the code before session 15."""

from __future__ import annotations

import time

import pytest

from memoryd.core.judge import (
    Rule,
    RuleJudge,
    Verdict,
    occasion_added,
    qualifier_added,
    qualifier_swapped,
    qualifying_value_swapped,
    topics_apart,
)
from memoryd.core.text.analysis import analyse
from memoryd.core.types import ConflictPolicy, MemoryRecord, MemoryType, Scope, Source, Status
from memoryd.core.write import relate


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("My partner's railcard expires on the 14th of March.", "partner"),
        ("My aunt Rita is a retired headteacher.", "aunt"),
        ("My cousin works nights at the hospital.", "cousin"),
        ("Our niece starts university in October.", "niece"),
        ("我姐去年搬到了锦绣花园。", "sister"),
        ("我表哥在深圳开网约车。", "cousin"),
        ("舅舅下个月来杭州。", "uncle"),
        ("我外公今年八十五。", "maternal_grandfather"),
        ("我爷爷今年八十八了。", "paternal_grandfather"),
    ],
)  # fmt: skip
def test_a_kinship_word_names_another_person(text, who):
    assert who in analyse(text).subjects


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("My railcard expires on the 14th of May.",
         "My partner's railcard expires on the 14th of March."),
        ("我爷爷今年八十八了。", "我外公今年八十五。"),
        ("我家是锦绣花园7栋1单元1203。", "我姐去年搬到了锦绣花园1栋7单元1203，跟我们一个小区。"),
    ],
)  # fmt: skip
def test_the_users_fact_and_a_relatives_are_two_peoples(old, new):
    judgement = RuleJudge().judge(old, new)
    assert judgement.verdict is Verdict.COEXIST
    assert judgement.rule is Rule.DIFFERENT_PEOPLE


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("孩子的课后班是书法班。", "闺女的课后班如今是围棋班。"),
        ("我家孩子新高考选了物理、化学、政治。", "儿子选科改了，现在是物理、生物、政治。"),
        ("The kids' dentist is Dr Patel on Mill Road.",
         "Our daughter's dentist is Dr Okafor at the new practice now."),
        ("My partner's car is a Golf.", "My husband's car is a Tesla now."),
    ],
)  # fmt: skip
def test_a_relative_named_by_their_kind_may_be_the_one_named_closer(old, new):
    # the kid may be the daughter, the partner the husband: no two people by the words
    # alone, so the change each second text tells is read
    judgement = RuleJudge().judge(old, new)
    assert judgement.rule is not Rule.DIFFERENT_PEOPLE
    assert judgement.verdict is Verdict.SUPERSEDE


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("My auntie Sue plays bingo at the church hall.", "sue"),
        ("Our neighbour Dilys feeds the cat when we're away.", "dilys"),
        ("My sister Emma lives in Leeds.", "emma"),
    ],
)
def test_the_name_a_relative_goes_by_is_a_person_whether_or_not_it_is_a_known_name(text, name):
    assert name in analyse(text).names


def test_a_relative_called_by_name_alone_is_the_same_person():
    # "Sue" is the auntie of the first text: one person's fact, not the user's beside hers
    judgement = RuleJudge().judge(
        "My auntie Sue plays bingo at the church hall.",
        "Sue's bingo: the Mecca on Stanley Road, the church hall no",
    )
    assert judgement.rule is not Rule.DIFFERENT_PEOPLE


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("My son is allergic to peanuts.", "My daughter is allergic to shellfish."),
        ("我爷爷今年八十八了。", "我外公今年八十五。"),
        ("My wife works at the library.", "My husband works at the hospital."),
    ],
)
def test_two_relatives_of_one_kind_named_closer_are_two_people(old, new):
    assert RuleJudge().judge(old, new).rule is Rule.DIFFERENT_PEOPLE


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("My aunt Rita is a retired headteacher.",
         "Aunt Rita lives in a bungalow in Whitby now, right by the sea."),
        ("对门的孙阿姨退休前是法官。", "孙阿姨现在每周二在社区长者食堂帮忙打饭。"),
    ],
)  # fmt: skip
def test_a_weak_cue_about_the_same_person_is_another_fact_of_theirs(old, new):
    judgement = RuleJudge().judge(old, new)
    assert judgement.verdict is Verdict.COEXIST
    assert judgement.same_topic  # maybe one of theirs changed: time may order the two


def test_rivals_about_one_person_are_both_kept_the_newer_first():
    old = _record("My brother works as a primary school teacher.")
    decided = _relate(old, "My brother's changed jobs, he's a software tester now.")
    assert (decided.relation, decided.target) == (relate.Relation.OUTRANKS, old)
    assert decided.action.name == "CREATED"


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("My sister lives in Leeds.", "My sister lives in Bristol now."),  # her residence
        ("I prefer tea.", "I prefer coffee now."),  # one frame, one slot
        ("我姐姐在北京上班。", "我姐姐现在在上海上班。"),
        # in the user's own words a name is a value, not whom the fact is about
        ("I bank with Ally.", "I closed my Ally account; everything is at Chase now."),
        # another value of a kind both give: maybe that slot's
        ("My daughter is a pupil at Oakwood Primary.",
         "My daughter goes to Hillcrest Academy now."),
    ],
)  # fmt: skip
def test_a_weak_cue_on_an_attribute_both_state_still_replaces(old, new):
    assert RuleJudge().judge(old, new).verdict is Verdict.SUPERSEDE


def _record(content: str) -> MemoryRecord:
    now = time.time()
    return MemoryRecord(b"\x01" * 16, Scope("u"), content, MemoryType.SEMANTIC, 0.5, 0.9,
                        Source.USER_INPUT, Status.ACTIVE, (), {}, now, now)  # fmt: skip


def _relate(old: MemoryRecord, new: str) -> relate.WriteDecision:
    return relate.relate(
        new, (), False, ConflictPolicy.AUTO, [(old, 0.8)], RuleJudge(), 0.78, 0.3
    )  # the USE calibration's thresholds


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("My right contact lens is minus 2.75.", "My left contact lens is minus 3.25."),
        ("The car's MOT is due in April.", "The car's service is due in September."),
    ],
)  # fmt: skip
def test_a_value_beside_another_swapped_word_is_kept_with_the_other(old, new):
    assert qualifier_swapped(old, new) is not None
    record = _record(old)
    decided = _relate(record, new)
    assert decided.relation is not relate.Relation.REPLACES
    assert decided.action.name == "CREATED"


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("My rent is $1200 a month.", "My rent is $1350 a month."),
        ("我的车位是B12。", "我的车位是C7。"),
        # a title goes with the name after it
        ("My daughter's class teacher is Ms. Park.", "My daughter's class teacher is Mr. Ncube."),
        # a word of the same family is no qualifier
        ("Ms. Lindqvist teaches my daughter's class.", "My daughter's class teacher is Ms. Park."),
        # a part of the day goes with its time: no qualifier
        ("My son's swimming lesson is on Thursday evenings.",
         "My son's swimming lesson is on Wednesday afternoons."),
    ],
)  # fmt: skip
def test_a_value_swapped_alone_in_the_users_frame_still_replaces(old, new):
    assert qualifier_swapped(old, new) is None
    decided = _relate(_record(old), new)
    assert decided.relation is relate.Relation.REPLACES


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("My dentist is Dr. Patel.", "My GP is Dr. Okafor."),
        ("我的牙医是王医生。", "我的家庭医生是李医生。"),
    ],
)  # fmt: skip
def test_a_value_in_a_frame_that_names_another_thing_keeps_both(old, new):
    # Both frames name a doctor, so no qualifier is swapped; one names a dentist besides.
    assert qualifier_swapped(old, new) is None
    assert any(topics_apart(old, new))
    decided = _relate(_record(old), new)
    assert decided.relation is not relate.Relation.REPLACES
    assert decided.action.name == "CREATED"


@pytest.mark.parametrize(
    ("old", "new", "which"),
    [
        ("My Monday meeting is at 10am.", "My Wednesday meeting is at 2pm.",
         ("Monday", "Wednesday")),
        ("我周一的例会是上午10点。", "我周三的例会是下午2点。", ("周一", "周三")),
    ],
)  # fmt: skip
def test_a_value_that_says_which_one_keeps_both(old, new, which):
    # Two weekly meetings: the weekday names which meeting, the time is each one's own.
    assert qualifying_value_swapped(old, new) == which
    decided = _relate(_record(old), new)
    assert decided.relation is not relate.Relation.REPLACES
    assert decided.action.name == "CREATED"


@pytest.mark.parametrize(
    ("old", "new", "day"),
    [
        ("I go for a run at 6am.", "On Sundays I go for a run at 8am.", "Sundays"),
        ("我每天晚上十点睡觉。", "我每周五晚上十二点睡觉。", "周五"),
    ],
)  # fmt: skip
def test_a_habit_told_for_one_day_keeps_the_everyday_one(old, new, day):
    assert occasion_added(old, new) == day
    decided = _relate(_record(old), new)
    assert decided.relation is not relate.Relation.REPLACES
    assert decided.action.name == "CREATED"


@pytest.mark.parametrize(
    ("old", "new", "occasion"),
    [
        ("I get up at 6:30.", "At weekends I get up at 9.", "at weekends"),
        ("My son goes to bed at 7:30.", "My son's bedtime on school nights is 7pm.",
         "on school nights"),
        ("Call me Kate.", "Everyone at work calls me Kit.", "at work"),
        ("我早上七点起床。", "我周末九点起床。", "周末"),
        ("我平时穿运动鞋。", "在公司我穿皮鞋。", "在公司"),
    ],
)  # fmt: skip
def test_a_fact_told_for_one_occasion_keeps_the_everyday_one(old, new, occasion):
    assert occasion_added(old, new) == occasion
    decided = _relate(_record(old), new)
    assert decided.relation is not relate.Relation.REPLACES
    assert decided.action.name == "CREATED"


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I get up at 6:30.", "I've started getting up at 6."),  # no occasion on either side
        ("At weekends I get up at 9.", "At weekends I get up at 10 now."),  # on both
        ("我周末九点起床。", "我周末改成十点起床了。"),
    ],
)  # fmt: skip
def test_no_occasion_told_by_one_side_only(old, new):
    assert occasion_added(old, new) == ""


def test_a_habit_moved_to_another_day_with_a_cue_still_replaces():
    old, new = "I go for a run at 6am.", "I've switched my run to Sundays at 8am."
    assert occasion_added(old, new) == "Sundays"
    assert _relate(_record(old), new).relation is relate.Relation.REPLACES


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("My meeting is on Monday at 10am.", "My meeting is on Wednesday at 2pm."),
        ("I take the 8:15 train to work.", "I take the 7:50 train to work."),
    ],
)  # fmt: skip
def test_a_value_after_the_thing_is_its_own(old, new):
    assert qualifying_value_swapped(old, new) is None


@pytest.mark.parametrize(
    ("old", "new", "qualifier"),
    [
        ("My manager is Priya.", "My skip-level manager is Daniel.", "skip level"),
        ("My email is ana@example.com.", "My work email is ana.r@example.org.", "work"),
    ],
)  # fmt: skip
def test_a_value_of_a_narrower_slot_keeps_both(old, new, qualifier):
    # The words right before the attribute both name make another slot, however many.
    assert qualifier_added(old, new) == qualifier
    decided = _relate(_record(old), new)
    assert decided.relation is not relate.Relation.REPLACES
    assert decided.action.name == "CREATED"


def test_words_both_texts_say_qualify_nothing():
    # "Delta SkyMiles" is a name in one text and plain words in the other: still one slot, so
    # the corrected number replaces the old one (read as a qualifier, both were kept unordered)
    old, new = "My Delta SkyMiles number is 2290145876.", "Delta SkyMiles number: 2290145867."
    assert qualifier_added(old, new) == ""
    assert _relate(_record(old), new).relation is relate.Relation.REPLACES


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("My doctor is Dr. Patel.", "My GP is Dr. Okafor."),  # one doctor named two ways
        ("My dentist is Dr. Patel.", "My dentist is Dr. Okafor."),
        ("My manager is Priya.", "My manager is Daniel."),
        ("我每个月房租3000。", "我每个月房租3500。"),
    ],
)  # fmt: skip
def test_a_value_swapped_in_frames_of_one_thing_still_replaces(old, new):
    assert not any(topics_apart(old, new))
    assert qualifier_added(old, new) == ""
    assert _relate(_record(old), new).relation is relate.Relation.REPLACES


@pytest.mark.parametrize(
    ("old", "new", "verdict"),
    [
        # what the new text calls new is another thing than the old one speaks of
        ("The sofa from DFS is order 7720-5519, delivery in six weeks.",
         "The new dining table is order 7720-5591, same shop, coming separately.",
         Verdict.COEXIST),
        # ... the same thing named again, or the new value itself: a correction
        ("My number is 555-0101.", "My new phone number is 555-0199.", Verdict.SUPERSEDE),
        ("I work at Microsoft.", "I got a new job at Google.", Verdict.SUPERSEDE),
        ("My laptop is a ThinkPad.", "The new MacBook from work is great.", Verdict.SUPERSEDE),
        ("Our address is 12 Oak St.", "Our new address is 40 Pine Ave.", Verdict.SUPERSEDE),
    ],
)  # fmt: skip
def test_new_replaces_only_the_thing_it_calls_new(old, new, verdict):
    assert RuleJudge().judge(old, new).verdict is verdict


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("My mum loves gardening.", "My mum's birthday is 3 May."),
        ("我姑姑是退休的中学校长。", "我姑姑家养了一只柯基。"),
    ],
)  # fmt: skip
def test_two_facts_sharing_only_the_person_are_not_one_topic(old, new):
    # time does not order them: the older is as current as the newer
    judgement = RuleJudge().judge(old, new)
    assert judgement.verdict is Verdict.COEXIST
    assert not judgement.same_topic


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I take a size 8 in trainers.", "Jacob's feet have overtaken mine, he's a size 9 now."),
        ("My salary lands in a Monzo account.",
         "Hannah and I now have a joint Barclays account that the bills come out of."),
    ],
)  # fmt: skip
def test_a_person_who_starts_the_text_is_whom_it_is_about_despite_a_first_person_word(old, new):
    # "mine", "I": the user is in the text, but the fact is Jacob's, or Hannah's and theirs
    assert RuleJudge().judge(old, new).rule is Rule.DIFFERENT_PEOPLE


def test_a_person_named_inside_the_users_own_fact_is_still_its_value():
    judgement = RuleJudge().judge(
        "My PT at the gym is Kemi.", "I've got a new personal trainer, Luis."
    )
    assert judgement.rule is not Rule.DIFFERENT_PEOPLE
