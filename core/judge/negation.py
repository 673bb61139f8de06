"""Whether a negation negates what another text says: the judge's rule (1), and the write
path's question of which neighbour a text that names what it drops replaces ("不戴卡西欧电子
表了，换成..." replaces the memory that says 卡西欧电子表)."""

from __future__ import annotations

import re

from memoryd.core.text.analysis import NUMERAL_CHARS, SCOPE_BIGRAM, TextFacts, analyse
from memoryd.core.text.values import PREDICATES


def negation_meets(neg: TextFacts, pos: TextFacts) -> bool:
    """Return True when what ``neg`` negates is what ``pos`` says: on the same thing, not only
    the same verb ("allergic to penicillin" / "not allergic to cats"), and on most of what the
    negation covers and a fair share of what ``pos`` says, not one word the two happen to share
    ("I'm not a fan of a Thai green curry" says nothing of "pad thai with prawns every time";
    "I can't stand the smell of a gym changing room" nothing of a perfume people can smell)."""
    # (numerals are values, compared on their own: "不要只提前一小时" does not negate
    # "十一点睡觉"; in Chinese a shared character is not yet a shared word: "没人听得懂" does
    # not negate "能听懂"; a number or a Latin word is one; what a cessation word negates is
    # one character, the habit it ends: "戒烟" / "我每天抽一包烟")
    said = pos.plain - PREDICATES - NUMERAL_CHARS
    for scope in neg.scopes:
        negated = {i for i in scope if not i.startswith(SCOPE_BIGRAM)} - PREDICATES - NUMERAL_CHARS
        met = negated & said
        if not met or not (
            not neg.cjk
            or neg.cessation
            or any(len(i) > 1 for i in met)
            or _pair_within(scope, pos.raw)
        ):
            continue
        if 2 * len(met) >= len(negated) and (neg.cessation or 4 * len(met) >= len(said)):
            return True
    return False


def _pair_within(scope: frozenset[str], text: str) -> bool:
    """Return True when one of a negation scope's Chinese character pairs is in ``text``, at
    most one character between the two ("喝酒" in "喝点酒")."""
    return any(
        re.search(f"{re.escape(i[1])}.?{re.escape(i[2])}", text)
        for i in scope
        if i.startswith(SCOPE_BIGRAM)
    )


def negated_in(old: str, new: str) -> bool | None:
    """Return whether what ``new`` negates ("不戴卡西欧电子表了", "I no longer drive the Civic")
    is something ``old`` says; None when ``new`` negates nothing."""
    b = analyse(new)
    if not b.negated or not b.scopes:
        return None
    return negation_meets(b, analyse(old))
