"""What one text says about single-valued attributes (memoryd.core.text.analysis): the attribute
a text says changed, and the attributes it gives a value of. (Moved from the judge's tests: the
judge and the write path's neighbour floor both ask these questions.)"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from memoryd.core.text.analysis import analyse, changed_attribute, single_valued_attributes


@pytest.mark.parametrize(
    ("text", "attribute"),
    [
        ("We just relocated to Austin for good.", "residence"),
        ("My new address is 5 Queen's Lane.", "residence"),
        ("我从华为离职了，下周去字节跳动报到。", "employer"),
        ("I live in Berlin.", ""),  # no change stated
        ("I bought a new smartwatch on sale.", ""),  # a change of nothing single-valued
        ("I'm not a fan of jazz anymore.", ""),  # a negation: the flip rule's, not a new value
    ],
)
def test_changed_attribute(text: str, attribute: str) -> None:
    assert changed_attribute(text) == attribute


def test_single_valued_attributes() -> None:
    assert single_valued_attributes("I live in Berlin.") == {"residence"}
    assert single_valued_attributes("Send my packages to 8 Harbour View.") == {"residence"}
    assert single_valued_attributes("I like hiking on weekends.") == frozenset()


def test_commute_doctor_and_savings_are_single_valued_attributes() -> None:
    assert "commute" not in single_valued_attributes("Podcasts keep me company on my commute.")
    assert "employer" not in single_valued_attributes("我每天坐地铁上班。")
    assert "doctor" in single_valued_attributes("I go to Dr. Moreau for my physical.")
    assert "savings" in single_valued_attributes("我每个月存3000元。")


def test_relatives_as_values_come_in_reading_order_whatever_the_hash_seed() -> None:
    # They were collected from a set: their order changed from one process to the next.
    code = (
        "from memoryd.core.text.analysis import analyse;"
        "print([v.key for v in analyse('我的紧急联系人是我哥，其次是我爸，再其次是我姐').values])"
    )
    seen = {
        subprocess.run(
            [sys.executable, "-c", code],
            env={**os.environ, "PYTHONHASHSEED": str(seed)},
            capture_output=True,
            text=True,
            check=True,
        ).stdout  # fmt: skip
        for seed in (1, 2, 3)
    }
    assert seen == {"['brother', 'father', 'sister']\n"}


def test_the_frame_and_negation_readings_are_read_on_first_use() -> None:
    facts = analyse("I don't drink coffee any more, tea now")
    assert "frame" not in vars(facts) and "scopes" not in vars(facts)
    assert facts.frame == ("i", "don't", "drink", "coffe", "tea")  # stems, the cues left out
    assert facts.scopes == (frozenset({"coffe"}),)
    assert facts.plain == {"don", "coffe", "tea"}
    assert "frame" in vars(facts) and "scopes" in vars(facts)
