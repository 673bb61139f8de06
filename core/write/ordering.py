"""Which of two texts that both stay ranks first: the readings that order a pair the judge left
side by side (or told as history) by time, never hiding either.

relate (memoryd.core.write.relate) asks these of each neighbour it judged: whether the two may
be one slot's old and new value (``unsure``: a soft supersede, the newer first), whether the
new text tells what was beside what is (``history_of``: it ranks below), whether nothing may
tie them at all (``kept_apart``: a plan beside a fact, history told late, another qualifier),
and, when no rule tied the new text to any fact, whether it tells that its nearest fact
changed (``changed_nearest``). Pure: texts and records in, answers out.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass

from memoryd.core.judge import Judgement, Rule, head_added, qualifier_added
from memoryd.core.text.analysis import analyse
from memoryd.core.text.mood import bygone, unrealised
from memoryd.core.text.owners import owned_by_another
from memoryd.core.types import MemoryRecord, MemoryType
from memoryd.core.write import facets

# An order_threshold no cosine reaches: no soft supersede for texts merely alike.
ORDER_OFF = 1.01


class Guess(enum.Enum):
    """On what two facts no rule tied together are ordered by time: a guess, each kind of which
    a learned reading of the pair may veto (relate.GuessCheck)."""

    LOOK_ALIKE = "look-alike"  # unsure: alike, on one topic by the judge's reading
    NAMED_AGAIN = "named again"  # changed_nearest: the older one's own thing named again
    CHANGE_TOLD = "change told"  # changed_nearest: a change cue, nothing named again


@dataclass(frozen=True, slots=True)
class ChangeGuess:
    """How a new text tells that its nearest fact changed (changed_nearest): the kind of
    guess, and what it says of it for the history ("'Miele' named again", "a change told")."""

    guess: Guess
    said: str


def changed_nearest(
    content: str,
    event: bool,
    record: MemoryRecord,
    judgement: Judgement,
    told_event: Callable[[MemoryRecord], bool] | None,
    order_threshold: float,
) -> ChangeGuess | None:
    """Return how the new text tells that something of ``record`` (its nearest fact over the
    conflict threshold, which the judge left side by side) changed, or None when it does not:
    a change cue ("from now on", "these days", "换成"), or ``record``'s own thing named again
    beside something else ("We do the laundry in a Miele" / "A Miele flooded the kitchen once
    too often, we've got an LG": facets.named_again). Neither text may be an event, the new
    one may add no value, both state what is (neither is a wish or plan), and the judge must
    not have read the two as about different attributes or events, nor as about different
    people unless the new text names ``record``'s thing again (below). Only ordering: both
    stay, the newer first (nothing is hidden on a guess). Not for client vectors
    (``order_threshold`` off): their likeness was never measured.

    Why a thing named again outweighs the people the judge read: a text that repeats the old
    fact's own thing is about that fact, whoever else it names on the way: the relative who
    left the new value ("我的日常手表是卡西欧电子表" / "不戴卡西欧电子表了，换成爷爷留下的上海牌
    手表"), the shop it now comes from ("Our loaf comes from Crumbs on the corner" / "Gone off
    Crumbs on the corner, the bread's from Gail's now"), who made the change ("My sister got rid
    of The Taylor Massive as the group name"). Only where one text is the user's own fact
    (_users_own): two other people's facts may share their thing ("Carlos works at Google" /
    "Wei works at Google"), and neither is the other's newer value. On the spent
    knowledge-update sets (session 18, training figures: the rule was read off their
    failures) 20 update questions put the correction first that had put the old value first,
    and no other top 5 changed (fresh7-14, heldout, main); the spent distinct-facts sets did
    not move.

    Why a guess may order: with no rule tying the text to any one fact, the fact it reads most
    like is the likeliest one it changed ("I swim at the lido" / "I'm doing my lengths at
    Parkside Pool from now on": no word shared). On the spent knowledge-update sets (session
    16, training figures) the cue put the correction first in 24 more questions and a
    distractor first in 2 (a plum harvest "this year" beside the fruit bowl), the named thing
    in 18 more and 0; controls and distinct facts did not move."""
    named = (
        facets.named_again(record.content, content)
        if judgement.rule is Rule.DIFFERENT_PEOPLE and _users_own(record.content, content)
        else ""
    )
    if named and (owned_by_another(record.content, named) or owned_by_another(content, named)):
        named = ""  # "My husband's membership number is ...": his, beside the user's own
    if not (
        order_threshold < ORDER_OFF
        and fact_beside_fact(content, record, event)
        and (not judgement.rule.apart or named)
        # a wish beside a fact is no change of it ("saving up for a new laptop")
        and analyse(record.content).plan == analyse(content).plan
    ):
        return None
    if named:
        told = ChangeGuess(Guess.NAMED_AGAIN, f"{named!r} named again")
    elif facets.says_change(content):
        told = ChangeGuess(Guess.CHANGE_TOLD, "a change told")
    elif named := facets.named_again(record.content, content):
        told = ChangeGuess(Guess.NAMED_AGAIN, f"{named!r} named again")
    else:
        return None
    return None if told_event is not None and told_event(record) else told


def _users_own(old: str, new: str) -> bool:
    """Return True when one of two texts is in the first person and about no relative or role
    of the user's ("Our loaf comes from Crumbs", "我的日常手表是卡西欧电子表"): the user's own
    fact, whoever else it names."""
    return any(t.first_person and not t.subjects for t in (analyse(old), analyse(new)))


def unsure(
    content: str,
    record: MemoryRecord,
    similarity: float,
    judgement: Judgement | None,
    event: bool,
    told_event: Callable[[MemoryRecord], bool] | None,
    order_threshold: float,
) -> bool:
    """Return True when two facts the judge left side by side may still be one slot's old
    and new value: alike (``order_threshold``) and on one topic by the judge's reading (not
    about different people or attributes); the new one adds no value ("too", "也"), and
    neither is an event (a fact told after an event, or an event after a fact, is no newer
    value of it).

    Less alike than that, one shared word and a value of one kind on each side used to order
    too (the judge's "rivals", down to the conflict threshold). On the spent knowledge-update
    sets it tied one slot's old and new value in 15 of the 127 pairs it tied; the rest were a
    household's other facts ("Our hire cars come from Enterprise" / "The car records every
    journey on a Viofo"), and the newer one then led the answer to the older one's question.
    Without it (session 17, training figures): controls fresh11 .580 -> .640, fresh12 .750 ->
    .833, others unchanged; update top-1 down .005-.010 on six sets (7 questions of ~1,400);
    distinct facts unchanged. What a change cue or the old thing named again ties below the
    order threshold stays (changed_nearest)."""
    return (
        judgement is not None
        and similarity >= order_threshold
        and judgement.same_topic
        and fact_beside_fact(content, record, event)
        and not (told_event is not None and told_event(record))
    )


def fact_beside_fact(content: str, record: MemoryRecord, event: bool) -> bool:
    """Return True when time may order the new text above ``record`` as its newer value:
    neither is an event by type (``event``: the new text's reading; whether ``record``'s
    content tells one is asked last, it costs a model call), the new text adds no value
    ("too", "也") and is not kept apart from ``record`` (kept_apart)."""
    return (
        not event
        and record.memory_type is not MemoryType.EPISODIC
        and not facets.adds_value(content)
        and not kept_apart(content, record)
    )


def kept_apart(content: str, record: MemoryRecord) -> bool:
    """Return True when the new text neither replaces, restates nor outranks ``record``
    whatever the judge read, both staying, each ranked on its own:

    - it tells what may be (a plan, a wish, a question, a condition, an outcome not known yet:
      memoryd.core.text.mood) and ``record`` what is: "I live in Boston" stays true beside "I'm
      thinking about moving to Denver", "I work as a nurse" beside "I'm studying to become a
      doctor", "我住在北京" beside "我想搬到上海" (two plans are ordered as facts are: the newer
      plan is the current one);
    - it tells what was (mood.bygone) and ``record`` what is, with no change told beside: "I
      used to live in Boston" is history told late beside "I live in Denver", not its newer
      value ("I moved to Denver, I used to love Boston though" still moves);
    - one of the two puts a word before the attribute both name that the other has not
      (qualifier_added): "My work email is ..." is another address beside "My email is ...",
      "我的工作邮箱" beside "我的邮箱";
    - or a head word after the thing the other's possessive subject names (head_added): "My
      laptop bag is ..." is about a bag beside "My laptop is ...", "我的电脑包" beside
      "我的电脑"."""
    if unrealised(content) and not unrealised(record.content):
        return True
    if told_as_history(content, record.content):
        return True
    return bool(qualifier_added(record.content, content) or head_added(record.content, content))


def told_as_history(content: str, old: str) -> bool:
    """Return True when the new text tells what was (mood.bygone) and ``old`` what is, with no
    change told beside ("I moved to Denver, I used to love Boston though" still moves)."""
    return bygone(content) and not bygone(old) and not facets.says_change(content)


def history_of(
    content: str,
    record: MemoryRecord,
    similarity: float,
    judgement: Judgement | None,
    linked: bool,
    order_threshold: float,
) -> bool:
    """Return True when the new text is history told late beside ``record``'s fact of the
    same slot, so that it ranks below it: "I used to live in Boston" beside "I live in Denver"
    answers "Where do I live?" second, where its recency had put it first (both stay active:
    it is true, and "Where did I use to live?" still finds it first: recall leaves the links
    aside for a question about the past). The same slot: the judge tied the two (``linked``:
    a replacement or a version before the text was kept apart), or they are alike as one
    topic (``order_threshold``, as a soft supersede needs). Not beside a memory typed
    EPISODIC: an event is no fact to rank below."""
    return (
        judgement is not None
        and record.memory_type is not MemoryType.EPISODIC
        and told_as_history(content, record.content)
        and (linked or (similarity >= order_threshold and judgement.same_topic))
    )
