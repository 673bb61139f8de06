"""Whom a fact is about, for the rule judge: two texts about different people (relatives,
named people, numbered things) are two facts, however alike they read; a relative named by their
kind ("孩子", "partner") may be the one the other text names closer ("闺女", "husband"), and a
person who starts a text is its subject (rules.py, checks.across_languages)."""

from __future__ import annotations

from memoryd.core.text import lexicon
from memoryd.core.text.analysis import TextFacts


def names_meet(x: frozenset[str], y: frozenset[str]) -> bool:
    """Whether two sets of people's names share a person ("Sarah Chen" and "Sarah" do)."""
    words_y = {w for n in y for w in n.split()}
    return any(set(n.split()) & words_y for n in x)


def different_people(a: TextFacts, b: TextFacts, strict: bool = False) -> str:
    """Why two texts are about different people or things ("" when they may be about the same
    one): different relatives or roles ("my wife" / "my son"), different named people ("Carlos"
    / "Wei", "高洁" / "何平"), different numbered things ("project KM-412" / "project PR-207"),
    or a named person on one side and the user ("I", "我", nobody else) on the other (a weak
    name alone does not count there: "Ship things to ..."). ``strict`` (pairs in two
    languages): any named person on one side only is a difference."""
    if a.things and b.things and not a.things & b.things:
        return f"{_who(a.things)} / {_who(b.things)}"  # project KM-412 / project PR-207
    na, nb = a.people(b), b.people(a)
    relatives = not _same_relatives(a.subjects, b.subjects)
    if na and nb and names_meet(na, nb) and not (relatives and a.subjects and b.subjects):
        return ""  # "My sister Emma lives in Leeds" / "Emma moved to Bristol": Emma
    # A text that names nobody and is not in the first person ("Swim class isn't on Tuesdays
    # anymore") may be about the other text's relative.
    impersonal = any(not t.subjects and not t.first_person and not t.names for t in (a, b))
    if relatives and not impersonal:
        return f"{_who(a.subjects) or 'the user'} / {_who(b.subjects) or 'the user'}"
    if na and nb:
        return f"{_who(na)} / {_who(nb)}"
    if not strict:  # a weak name alone ("Ship things to ...") does not make a person
        na, nb = a.names, b.names
    if na or nb:
        unnamed, named = (b, a) if na else (a, b)
        if (
            not strict
            and named.first_person
            and not named.subjects
            and not (na and nb)
            and not _leads(named, na or nb)
        ):
            # The user's own fact names someone in it, the other names no one: the person is
            # a value or a companion of the user's fact ("I've got a new personal trainer,
            # Luis" / "My PT at the gym is Kemi"), not whom it is about. Unless the text
            # starts with them: "Jacob's feet have overtaken mine, he's a size 9 now" is
            # Jacob's size, "Hannah and I now have a joint account" theirs together.
            return ""
        if strict or unnamed.is_user:
            who_a = _who(na) if na else ("the user" if a.is_user else "no one named")
            who_b = _who(nb) if nb else ("the user" if b.is_user else "no one named")
            return f"{who_a} / {who_b}"
    return ""


def _leads(t: TextFacts, names: frozenset[str]) -> bool:
    """Whether the text starts with one of ``names`` (lower case), its subject."""
    head = t.raw.lstrip(" \t\"'“‘(").lower()
    return any(head.startswith(n) and not head[len(n) : len(n) + 1].isalnum() for n in names)


def _same_relatives(a: frozenset[str], b: frozenset[str]) -> bool:
    """Whether two texts' relatives may be the same people: the same ones, or one relative
    each, one named by its kind ("孩子的课后班是书法班" / "闺女的课后班如今是围棋班": the kid is
    the daughter; lexicon.KIN_KINDS)."""
    if a == b:
        return True
    if len(a) != 1 or len(b) != 1:
        return False
    (x,), (y,) = a, b
    return y in lexicon.KIN_KINDS.get(x, ()) or x in lexicon.KIN_KINDS.get(y, ())


def _who(names: frozenset[str]) -> str:
    return ", ".join(sorted(names))
