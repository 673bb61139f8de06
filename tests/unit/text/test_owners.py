"""A relative named only as the owner of the value of the user's own fact is not whom the
fact is about (memoryd.core.text.owners); one the sentence is about still is."""

from __future__ import annotations

import pytest

from memoryd.core.judge import RuleJudge, Verdict
from memoryd.core.text.analysis import analyse


@pytest.mark.parametrize(
    ("text", "subjects"),
    [
        ("I drive my sister's old Fiesta now.", set()),
        ("As of last month my camera's my dad's old Nikon.", set()),
        ("我现在用我爸爸的老尼康拍照。", set()),
        # the sentence is about the relative: they stay its subject
        ("My dad's hobby is golf.", {"father"}),
        ("Yesterday my dad's car broke down.", {"father"}),
        ("我爸的车坏了。", {"father"}),
        # named as an owner and as more than that: still a subject
        ("I borrowed my dad's car and my dad was fine with it.", {"father"}),
        ("My sister drives my mum's old Fiesta.", {"sister", "mother"}),
    ],
)  # fmt: skip
def test_an_owner_of_the_value_is_not_a_subject(text, subjects):
    assert set(analyse(text).subjects) == subjects


@pytest.mark.parametrize(
    ("old", "new", "verdict"),
    [
        ("My camera is a Sony RX100.", "As of last month my camera's my dad's old Nikon.",
         Verdict.SUPERSEDE),
        ("I take photos with a Canon EOS R8.",
         "I no longer use the Canon EOS R8, I shoot on my dad's old Nikon.", Verdict.SUPERSEDE),
        # the relative's own fact beside the user's: two people
        ("My dad drives a Golf.", "I drive my dad's old Fiesta now.", Verdict.COEXIST),
    ],
)  # fmt: skip
def test_a_correction_to_a_relatives_old_thing_replaces_the_users_fact(old, new, verdict):
    assert RuleJudge().judge(old, new).verdict is verdict


@pytest.mark.parametrize(
    ("text", "subjects"),
    [
        ("If you ring the hospital, Mum's on Ward 23.", {"mother"}),
        ("Mum got transferred to Ward 12 this afternoon.", {"mother"}),
        ("If you call, Dad's at home.", {"father"}),
    ],
)  # fmt: skip
def test_a_relative_called_by_the_family_word_is_that_relative_not_a_name(text, subjects):
    facts = analyse(text)
    assert set(facts.subjects) == subjects
    assert not facts.names  # "Mum's" is no "Sofia's": nobody named, so no other person
    # the same relative on both sides: one person's fact, never "different people"
    judged = RuleJudge().judge("If you ring the hospital, Mum's on Ward 23.",
                               "Mum got transferred to Ward 12 this afternoon.")  # fmt: skip
    assert judged.rule.name != "DIFFERENT_PEOPLE"
