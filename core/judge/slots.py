"""Which slot a pair of texts fills: the content each has of its own beside its values, a
qualifier swapped one for one ("right" / "left": two slots' values) or added to the attribute
("email" / "work email"), and what a text calls "new" (the thing it replaces, or another
thing). Read by the rule judge (rules.py) and the write path's evidence of one slot
(memoryd.core.write.relate)."""

from __future__ import annotations

import re

from memoryd.core.judge.checks import DAY_PARTS
from memoryd.core.text.analysis import TextFacts, analyse, families
from memoryd.core.text.values import ATTR_EN, EN_STOP, EN_TITLES, GENERIC, USUALLY, word_stem


def words_apart(a: TextFacts, b: TextFacts) -> tuple[list[str], list[str]] | None:
    """The content each text has of its own besides its values, the words that name its
    attribute and generic words, as (a's, b's), sorted; None unless both have some: two
    things numbered alike, told apart by what they are ("要报销的那张餐饮发票号码是04518327" /
    "住宿那张发票号码是04518372"), or two slots ("My right contact lens is minus 2.75" / "My
    left contact lens is minus 3.25"), not one value corrected."""
    naming = a.attr_words | b.attr_words
    if a.cjk:  # characters: bigrams at the seams would count a kept word as new
        naming_chars = {c for w in naming for c in w}
        own_a, own_b = a.chars - b.chars - naming_chars, b.chars - a.chars - naming_chars
    else:
        own_a, own_b = a.tokens - b.tokens - naming, b.tokens - a.tokens - naming
    own_a, own_b = own_a - GENERIC, own_b - GENERIC
    if not (own_a and own_b):
        return None
    return sorted(own_a), sorted(own_b)


_TITLES = frozenset(word_stem(t) for t in EN_TITLES)


def qualifier_swapped(old: str, new: str) -> tuple[str, str] | None:
    """The content word two texts in one language swap one for one besides their values
    (words_apart, without concepts and words for "usually"), as (old, new), or None ("My right
    contact lens is minus 2.75" / "My left ...": right / left; "The car's MOT is due in April"
    / "The car's service is due in September"). Two values in frames that differ by such a
    word are two slots' values, not one slot's old and new one."""
    a, b = analyse(old), analyse(new)
    if a.cjk != b.cjk or (apart := words_apart(a, b)) is None:
        return None
    # (a part of the day goes with the time beside it: "Thursday evenings" / "Wednesday
    # afternoons" is one time for another; a title with the name after it: "Ms." / "Mr.")
    drop = USUALLY | DAY_PARTS | _TITLES
    only_a = [t for t in apart[0] if not t.startswith("@") and t not in drop]
    only_b = [t for t in apart[1] if not t.startswith("@") and t not in drop]
    # One word for one: a restatement in other words swaps several ("My son's swim class is
    # on Tuesdays" / "My son's swimming lesson is on Wednesday afternoons"), or one for a word
    # of its family ("Ms. Lindqvist teaches my daughter's class" / "My daughter's class
    # teacher is Ms. Park").
    if len(only_a) != 1 or len(only_b) != 1 or _one_family(only_a[0], only_b[0]):
        return None
    return only_a[0], only_b[0]


# Words before an attribute that name the slot a text already had, not another one ("my new
# email", "my current address", "我现在的邮箱", "我的新手机号"): a correction's words.
_SAME_SLOT = frozenset(
    word_stem(w)
    for w in (
        "new current own personal main primary real actual correct updated latest usual "
        "regular present proper right full old previous"
    ).split()
)
_ZH_SAME_SLOT = frozenset("新现旧老原前正个人常主")
_EN_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")


def qualifier_added(old: str, new: str) -> str:
    """Return the word one of two texts puts before the attribute both name and the other
    does not ("My email is ..." / "My work email is ...": "work"; "我的邮箱是..." / "我的工作
    邮箱是...": 工作), or "" when neither does, or when either says more than that besides its
    values. The qualified attribute is another slot beside the plain one, both true at once
    ("My phone number is 555-1234" / "My work phone is 555-9876"); words that name the slot a
    text already had ("new", "current", 新) qualify nothing. A qualifier swapped for another is
    qualifier_swapped's."""
    a, b = analyse(old), analyse(new)
    shared = a.attr_words & b.attr_words
    if a.cjk != b.cjk or not shared:
        return ""
    naming = a.attr_words | b.attr_words
    own_a, own_b = _own_words(a, b, naming), _own_words(b, a, naming)
    for text, own, other in ((new, own_b, own_a), (old, own_a, own_b)):
        if not own or other - GENERIC:  # (the other text says something of its own)
            continue
        word = _before_attribute(text, own, shared, a.cjk)
        rest = own - GENERIC - (set(word) if a.cjk else {word_stem(word)})
        if word and not rest:
            return word
    return ""


def _own_words(a: TextFacts, b: TextFacts, naming: frozenset[str]) -> set[str]:
    """Return the words (for Chinese the characters) of ``a`` that ``b`` lacks, besides the
    words naming the attribute and the concepts."""
    if a.cjk:
        return set(a.chars - b.chars) - {c for w in naming for c in w}
    return {t for t in a.tokens - b.tokens - naming if not t.startswith("@")}


def _before_attribute(text: str, own: set[str], shared: frozenset[str], cjk: bool) -> str:
    """Return the first of ``own`` that stands right before one of the ``shared`` attribute
    words in ``text`` (a run of two characters or more, for Chinese), or ""."""
    low = text.lower()
    if cjk:
        words = sorted((w for w in shared if len(w) > 1), key=len, reverse=True)
        if not words:
            return ""
        attr = "|".join(map(re.escape, words))
        for m in re.finditer(f"([{re.escape(''.join(sorted(own)))}]{{2,}})(?:{attr})", low):
            if not set(m.group(1)) & _ZH_SAME_SLOT:
                return m.group(1)
        return ""
    words = _EN_WORD.findall(low)
    for x, y in zip(words, words[1:], strict=False):
        stem = word_stem(x)
        if stem in own and stem not in _SAME_SLOT and word_stem(y) in shared:
            return x
    return ""


def _one_family(x: str, y: str) -> bool:
    """Whether two words (stems, or CJK characters) are of one family: one starts the other,
    or they share their first four letters ("teach" / "teacher", "swim" / "swimming")."""
    return x.startswith(y) or y.startswith(x) or (len(x) >= 4 and x[:4] == y[:4])


_AFTER_NEW = re.compile(r"\bnew\s+((?:[a-z]+(?:'[a-z]+)?\s*){1,3})")


def new_thing_elsewhere(a: TextFacts, b: TextFacts) -> bool:
    """Whether what ``b`` calls new is a thing ``a`` does not speak of: "The new dining table
    is order 7720-5591" beside "The sofa from DFS is order 7720-5519" is another order, not
    the sofa's corrected; "My new phone number is ..." beside "My number is ..." names the
    number again; "The new MacBook from work" names the new value itself. Read from the (at
    most three) words after "new", up to a function word: one of them in ``a``, naming an
    attribute ``a`` has, or part of a value of ``b``, and it is the same thing."""
    found = _AFTER_NEW.search(b.raw.lower())
    if found is None:
        return False
    plain = []
    for w in found.group(1).split():
        if w in EN_STOP:
            break
        plain.append(w)
    valued = {w for v in b.values for w in v.text.lower().split()}
    if not plain or set(plain) & valued:
        return False
    words = [word_stem(w) for w in plain]
    kept = a.tokens | a.attr_words | a.words
    concepts = {f"@{ATTR_EN[w]}" for w in words if w in ATTR_EN}
    return not (set(words) & kept or concepts & families(a))
