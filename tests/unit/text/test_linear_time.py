"""Each text pattern of the write and recall paths reads a long hostile text in linear time
(issue #18), and the linear forms find what the plain patterns found.

Every input below took the old pattern far longer than the bound (seconds to hours: a
nested or overlapping quantifier, or a try from every character of a long run); the linear
forms take milliseconds. SIGALRM stops a call that comes back slow; each bound is far above
what the linear scan takes, so load cannot trip it.
"""

from __future__ import annotations

import random
import re
import signal
from collections.abc import Callable
from typing import Any

import pytest

from memoryd.core.text import analysis, attributes, scan, values
from memoryd.core.text.identifiers import ID_RESUME, ID_SEARCH, named_ids, names_id
from memoryd.core.text.terms import _EMAIL_RESUME, _EMAIL_SEARCH, tokens


def _within(seconds: int, call: Callable[[], Any]) -> Any:
    def too_slow(signum: int, frame: object) -> None:
        raise TimeoutError(f"did not finish within {seconds} s: super-linear again")

    previous = signal.signal(signal.SIGALRM, too_slow)
    signal.alarm(seconds)
    try:
        return call()
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def test_a_row_of_stars_is_no_masked_number_and_is_read_at_once() -> None:
    # "(?:[- ]?\*+)*" split a run of stars every possible way: 28 stars took 14 s, 40 hours
    assert _within(10, lambda: analysis.changed_attribute("*" * 60)) == ""
    assert _within(10, lambda: analysis.changed_attribute("my phone is now 138****5678")) == "phone"


@pytest.mark.parametrize("text", ["A" * 64_000, "A" * 64_000 + "@", "Ab" * 32_000 + "!"])
def test_a_long_word_is_no_code_and_is_read_in_linear_time(text: str) -> None:
    # "[A-Za-z]{3,}[A-Za-z#!_.-]*" tried every split of the letters (2.6 s on 8 KB)
    assert _within(10, lambda: list(values.CODE_FIRST_RE.finditer(text))) == []
    assert _within(10, lambda: [m.group("code") for m in values.VALUE_RE.finditer(text)]) == []


def test_where_a_clause_starts_is_found_in_linear_time() -> None:
    # ".*[,;.]" from every position (8.9 s on 16 KB)
    text = "点" * 64_000
    assert _within(10, lambda: analysis.is_subject_position(text, len(text)))
    assert not analysis.is_subject_position("The office is in room 512", 21)
    assert analysis.is_subject_position("It is late. The budget for project KM-412", 34)


def test_a_long_run_of_digits_is_no_age_and_is_read_in_linear_time() -> None:
    # "\d+岁" from every digit of a run (6.6 s on 16 KB)
    assert _within(10, lambda: list(attributes._ZH.finditer("1" * 64_000 + "!"))) == []
    assert attributes.attributes_of("我今年35岁") == frozenset({"age"})


def test_a_long_run_of_chinese_numerals_is_read_in_linear_time() -> None:
    # "[零一二...]+个?(?:unit)" from every numeral of a run (over 5 s on 8 KB)
    assert _within(10, lambda: analysis.ZH_AMOUNT.sub("|", "一" * 64_000)) == "一" * 64_000
    assert analysis.ZH_AMOUNT.sub("|", "跑了十公里，花了两千克") == "跑了|，花了|"


@pytest.mark.parametrize("text", ["a" * 64_000 + "@", "a." * 32_000 + "@", "a1" * 32_000 + "@"])
def test_a_long_word_before_an_at_sign_is_tokenised_in_linear_time(text: str) -> None:
    # the e-mail pattern from every character of the run (2.6 s on 16 KB, on the recall path)
    assert not [t for t in _within(10, lambda: tokens(text)) if "@" in t]


@pytest.mark.parametrize("text", ["-" * 64_000, "a-" * 32_000, "1-" * 32_000 + "@"])
def test_a_long_run_of_dashes_names_no_id_and_is_read_in_linear_time(text: str) -> None:
    # the id look-aheads from every character of the run (1.2 s on 8 KB, on the recall path)
    assert not _within(10, lambda: names_id(text))
    _within(10, lambda: named_ids(text))


# The linear forms against the plain patterns they stand for, on texts built from the
# characters that matter (addresses that touch, leading dots and dashes, codes, masks).
_PIECES = [*"aAZ19@.-_+%#!* :,中路号一元", "com", "x@y.com", "***", "138", "http://", "Pass"]
_TEXTS = [
    "".join(random.Random(seed).choices(_PIECES, k=random.Random(-seed).randint(3, 30)))
    for seed in range(3_000)
] + ["a@b.com-c@d.org", "x@y.com_A%x@y.com", "...john@x.com", "-abc12@x.com", "x@y.com-Pass1"]

_PLAIN_EMAIL = re.compile(r"[0-9a-z][0-9a-z._%+-]*@[0-9a-z-]+(?:\.[0-9a-z-]+)*\.[a-z]{2,}")
_PLAIN_ID = re.compile(
    r"(?<![A-Za-z0-9])(?=[A-Za-z0-9-]*\d)(?=[A-Za-z0-9-]*[A-Za-z])[A-Za-z0-9][A-Za-z0-9-]{4,}"
    r"|\d{6,}|(?<![\w.+-])[\w.+-]+@[\w-]+\.[\w.]+"
)


def test_the_linear_forms_find_what_the_plain_patterns_found() -> None:
    address = re.compile(analysis.ADDRESS)
    for text in _TEXTS:
        low = text.lower()
        found = [m.group("email") for m in scan.matches(_EMAIL_SEARCH, _EMAIL_RESUME, low)]
        assert found == _PLAIN_EMAIL.findall(low), text
        ids = [m.group("mixed") or m.group() for m in scan.matches(ID_SEARCH, ID_RESUME, text)]
        assert ids == _PLAIN_ID.findall(text), text
        kept = scan.without_matches(analysis.ADDRESS_SEARCH, analysis.ADDRESS_RESUME, text)
        assert kept == address.sub("", text), text


def test_addresses_are_removed_in_linear_time() -> None:
    text = "a-" * 32_000 + "@"
    kept = _within(
        10, lambda: scan.without_matches(analysis.ADDRESS_SEARCH, analysis.ADDRESS_RESUME, text)
    )
    assert kept == text


@pytest.mark.parametrize(
    ("unit", "values_in_it"), [("AAA. ", 0), ("one. ", 1), ("Sofia met Omar. ", 2)]
)
def test_many_names_or_number_words_are_read_in_linear_time(unit: str, values_in_it: int) -> None:
    # Each name read all the text before it (a copy and a search: "AAA. " x 16,000 took 72 s)
    # and each word was tested against every number word's span before it ("one. " x 16,000:
    # 17 s); linear now (~0.6 s).
    text = unit * 16_000
    found, masked = _within(10, lambda: values.english_words_values(text))
    assert len(masked) == len(text)
    assert len(found) == 16_000 * values_in_it  # each sentence's ("AAA" starts one: no name)


def test_a_name_is_read_with_what_precedes_it_however_far_back() -> None:
    # The window before a name widens over whitespace: a title far back still counts.
    spaced = "I met Dr." + " " * 500 + "Smith yesterday"
    plain = "I met Dr. Smith yesterday"
    assert values.english_words_values(spaced)[0] == values.english_words_values(plain)[0]
    assert values.english_words_values(" " * 300 + "Rent is due")[0] == []


def test_a_thing_named_again_is_looked_for_in_time_linear_in_each_text() -> None:
    # write.facets.named_again extended a run from every pair of equal words: two texts of
    # one repeated pair of words took seconds at 2 KB and minutes at 8 KB
    from memoryd.core.write import facets

    old, new = ("Xa yb " * 1_300).strip(), ("xa yb " * 1_300).strip()
    named = _within(10, lambda: facets.named_again(old, new))
    assert len(named.split()) > 1_000 and named in old  # the longest run the two share
