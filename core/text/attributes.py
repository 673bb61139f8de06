"""Which attributes, of whom, a text states or asks about: "I'm employed by Hooli" and "Who do
I work for?" are both about the user's employer; "My daughter goes to Oakwood Primary" is about
the daughter's school.

Recall uses it to prefer, among the memories about as relevant as the best one, those that
state what the question asks. A question and its answer often share few words (USE puts "Who do
I report to?" at .09 from "Priya Raman is my new manager", and at .18 from "I volunteer at the
food bank"); they share the attribute. The lexicon is memoryd.core.text.attribute_lexicon.
"""

from __future__ import annotations

import re

from memoryd.core.text import attribute_lexicon as lex
from memoryd.core.text.lexicon import PEOPLE
from memoryd.core.text.normalize import straightened
from memoryd.core.text.values import CJK_RUN

__all__ = ["attributes_of", "overlap", "stated"]

MAX_CHARS = 2000


def _alternation(forms: dict[str, tuple[str, ...]], english: bool) -> re.Pattern[str]:
    """One pattern of named groups, one group per key, so a single scan finds them all."""
    parts = []
    for key, patterns in forms.items():
        body = "|".join(patterns)
        parts.append(f"(?P<{key}>\\b(?:{body}))" if english else f"(?P<{key}>{body})")
    return re.compile("|".join(parts))


def _group(key: str) -> str:
    return re.sub(r"\W", "_", key)


_KEYS = {_group(k): k for k in lex.ATTRIBUTES}
_EN = _alternation({_group(k): en for k, (en, _) in lex.ATTRIBUTES.items()}, english=True)


def _chinese(forms: tuple[str, ...], cjk: bool) -> tuple[str, ...]:
    return tuple(f for f in forms if bool(CJK_RUN.search(f)) == cjk)


# Chinese forms apart from the few without a Chinese character ("wifi"): a text with no Chinese
# character skips the long alternation (~65 us a text).
_ZH = _alternation(
    {_group(k): f for k, (_, zh) in lex.ATTRIBUTES.items() if (f := _chinese(zh, True))},
    english=False,
)
_ZH_LATIN = _alternation(
    {_group(k): f for k, (_, zh) in lex.ATTRIBUTES.items() if (f := _chinese(zh, False))},
    english=False,
)
_BOUNDARY = re.compile(r"\b")
_FAVORITE = re.compile(
    r"\b(?:" + "|".join(lex.FAVORITE_FORMS[0]) + ")|" + "|".join(lex.FAVORITE_FORMS[1])
)


# Owner word -> owner id: the people of the judge, and pets.
_OWNER_OF = {
    w: owner for owner, forms in (*PEOPLE.items(), *lex.PETS.items()) for w in forms.split()
}
_OWNERS = re.compile(
    "|".join(sorted((w for w in _OWNER_OF if not w.isascii()), key=len, reverse=True))
    + r"|\b(?:"
    + "|".join(sorted(w for w in _OWNER_OF if w.isascii()))
    + r")(?:'s)?\b"
)


def _scan(pattern: re.Pattern[str], text: str) -> set[str]:
    """Every key of ``pattern`` that matches somewhere in ``text``: finditer gives one group per
    position, so the text is scanned again past each match's start."""
    found: set[str] = set()
    pos = 0
    while (m := pattern.search(text, pos)) is not None:
        if m.lastgroup is not None:
            found.add(_KEYS[m.lastgroup])
        pos = m.start() + 1
    return found


def _scan_words(pattern: re.Pattern[str], text: str) -> set[str]:
    """_scan for a pattern whose every group starts with a word boundary: tried at the
    boundaries only (a text's words, not its characters, times the alternation's length)."""
    found: set[str] = set()
    for boundary in _BOUNDARY.finditer(text):
        m = pattern.match(text, boundary.start())
        if m is not None and m.lastgroup is not None:
            found.add(_KEYS[m.lastgroup])
    return found


def attributes_of(text: str, *, asking: bool = False) -> frozenset[str]:
    """Return the attributes ``text`` names, as "<attribute>" for the user's own and
    "<owner>/<attribute>" for a relative's or a pet's ("daughter/school", "dog/name").

    An attribute said to be a favourite is "favorite/<attribute>" ("favorite/cuisine"); a
    statement (``asking`` False) holds the plain attribute as well, so that "What food do I
    like?" still finds "My favourite cuisine is Ethiopian", while a question about a favourite
    (``asking`` True) does not take every mention of food.
    """
    low = straightened(text[:MAX_CHARS]).lower()
    found = _scan_words(_EN, low) | _scan(_ZH_LATIN, low)
    if CJK_RUN.search(low):
        found |= _scan(_ZH, low)
    if not found:
        return frozenset()
    if _FAVORITE.search(low):
        favored = found & lex.FAVORED
        found |= {f"favorite/{a}" for a in favored}
        if asking:
            found -= favored
    owners = {_OWNER_OF[m.group(0).removesuffix("'s")] for m in _OWNERS.finditer(low)}
    if owners and not found & lex.PERSON_VALUED:
        return frozenset(f"{o}/{a}" for o in owners for a in found)
    return frozenset(found)


def stated(text: str) -> tuple[str, ...]:
    """Return the attributes a memory's text states, sorted: what its record keeps."""
    return tuple(sorted(attributes_of(text)))


def overlap(asked: frozenset[str], stated: frozenset[str] | tuple[str, ...]) -> bool:
    """Whether a memory stating ``stated`` gives one of the attributes a question ``asked``."""
    return bool(asked) and not asked.isdisjoint(stated)
