"""Relatives a text names only as the owner of a thing in the user's own sentence: "I drive my
sister's old Fiesta", "As of last month my camera's my dad's old Nikon", "我现在用我爸的老尼康".
The fact is the user's (what they drive, what they shoot with); the relative owns its value
and is not whom the fact is about, so it is no "other person" beside the user's earlier fact
("I drive a Golf", "My camera is a Sony RX100").

Read from the grammar alone: every mention of the relative is possessive ("<relative>'s",
"<relative>的") and follows a first-person word of the user's own ("I", "my camera", "我"),
not the one that belongs to the relative ("my" in "my dad's"). "My dad's hobby is golf" and
"我爸的车坏了" start with the relative: the fact is about them.

owned_by_another: whether a phrase opens a clause as another person's thing ("My husband's
membership number", "我老公的会员卡号"), for the write path's "the user's own thing named again".
"""

from __future__ import annotations

import re

from memoryd.core.text.scan import occurrences
from memoryd.core.text.values import CJK, PEOPLE_EN, PEOPLE_ZH, word_stem

__all__ = ["owned_by_another", "owners_only"]

_EN_WORD = re.compile(r"[A-Za-z]+(?:['’]s\b)?")
_EN_USER = frozenset({"i", "me", "my", "we", "us", "our"})
_ZH_USER = "我"


# What a clause starts with when its subject is someone else's thing: "My husband's", "Gail's",
# "我老公的" (the user's own "my", "我的", "我们的" excluded).
_CLAUSE_OWNER_EN = re.compile(r"(?:^|[,.;:!?]\s*)(?:(?:my|our|your)\s+)?[A-Za-z]+['’]s\s*$", re.I)
_CLAUSE_OWNER_ZH = re.compile(f"(?:^|[，。；：！？,.;:!?])\\s*(?:我们?|咱们?)?([{CJK}]{{1,3}})的$")
_USER_ZH_WORDS = frozenset({"我", "我们", "咱", "咱们"})


def owned_by_another(text: str, phrase: str) -> bool:
    """Return True when ``phrase`` (words of ``text``) opens a clause as a thing someone other
    than the user owns: "My husband's membership number", "我老公的会员卡号" (a phrase may start
    with the 的 that ties it to its owner)."""
    low = text.lower()
    at = low.find(phrase.lower())
    if at < 0 and phrase.split():  # a phrase's words may stand with commas between in text
        at = low.find(phrase.split()[0].lower())
    if at < 0:
        return False
    before = text[:at] + ("的" if phrase.startswith("的") else "")
    if (m := _CLAUSE_OWNER_ZH.search(before)) is not None:
        return m.group(1) not in _USER_ZH_WORDS
    return _CLAUSE_OWNER_EN.search(before) is not None


def owners_only(text: str, zh: bool) -> set[str]:
    """Return the ids of the relatives ``text`` names only as owners of a thing after the
    user's own first-person word (see the module)."""
    return _owners_zh(text) if zh else _owners_en(text)


def _relative_en(word: str) -> tuple[str | None, bool]:
    """Return (the relative a word names or None, whether it is possessive)."""
    possessive = word.endswith(("'s", "’s"))
    base = word[:-2] if possessive else word
    return PEOPLE_EN.get(word_stem(base.lower())), possessive


def _owners_en(text: str) -> set[str]:
    words = _EN_WORD.findall(text)
    relatives = [_relative_en(word) for word in words]
    user = False  # a first-person word of the user's own has come
    owners: set[str] = set()
    others: set[str] = set()
    for i, (word, (pid, possessive)) in enumerate(zip(words, relatives, strict=True)):
        if pid is not None:
            (owners if possessive and user else others).add(pid)
        elif word.lower() in _EN_USER:
            following = relatives[i + 1][0] if i + 1 < len(words) else None
            user = user or following is None  # "my dad's": the relative's, not the user's
    return owners - others


def _owners_zh(text: str) -> set[str]:
    spans = [  # every relative word found: start, end, id
        (start, end, pid)
        for word, pid in PEOPLE_ZH.items()
        if word in text
        for start, end in occurrences(word, text, overlapping=True)
    ]
    if not spans:
        return set()
    spans = _mentions(spans)
    # the user's own 我: not inside a relative's word ("我爸") nor right before one ("我爸爸")
    attached = {i for start, end, _ in spans for i in range(start - 1, end)}
    user_at = [i for i, c in enumerate(text) if c == _ZH_USER and i not in attached]
    owners: set[str] = set()
    others: set[str] = set()
    for start, end, pid in spans:
        possessive = text.startswith("的", end)
        after_user = any(i < start for i in user_at)
        (owners if possessive and after_user else others).add(pid)
    return owners - others


def _mentions(spans: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """Return the spans with overlapping words of one relative as one mention ("我爸" and
    "爸爸" in "我爸爸")."""
    merged: list[tuple[int, int, str]] = []
    for start, end, pid in sorted(spans):
        if merged and merged[-1][2] == pid and start < merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]), pid)
        else:
            merged.append((start, end, pid))
    return merged
