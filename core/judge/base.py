"""What a conflict judge answers (Verdict, Judgement) and what a judge is (ConflictJudge)."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Protocol


class Verdict(enum.Enum):
    SUPERSEDE = "supersede"
    REFINE = "refine"
    COEXIST = "coexist"


class Rule(enum.Enum):
    """Which rule of the rule judge decided: what the write path's guards read (a
    Judgement's ``reason`` is the words for a memory's history, not to be parsed)."""

    UNNAMED = "unnamed"  # none below: an overlap or none, a frame swap, the LLM's reading
    DIFFERENT_PEOPLE = "different people"
    DIFFERENT_ATTRIBUTES = "different attributes"
    DIFFERENT_EVENTS = "different events"  # two past events on different days
    NEGATION_FLIP = "negation flip"
    UPDATE_CUE = "update cue"
    # a value swapped in the same frame: no cue of its own (memoryd.core.write.relate._evidence)
    VALUE_CHANGED = "value changed"
    ATTRIBUTE_CHANGED = "attribute changed"  # a profession, a one-valued attribute's word, a role
    DESCRIPTION_CHANGED = "description changed"  # the same possessive description
    RESTATED = "restated"  # one attribute said again in other words with another value
    REFINEMENT = "refinement"
    # a Chinese text and an English one (memoryd.core.judge.checks.across_languages), whatever
    # it read: its rules are its own
    ACROSS_LANGUAGES = "across languages"

    @property
    def apart(self) -> bool:
        """Whether the rule read the two texts as about different things (people, attributes,
        events): no change of one is told by the other, however alike they read."""
        return self in _APART


_APART = frozenset({Rule.DIFFERENT_PEOPLE, Rule.DIFFERENT_ATTRIBUTES, Rule.DIFFERENT_EVENTS})


@dataclass(frozen=True, slots=True)
class Judgement:
    """A judge's answer. ``keep_new`` matters for REFINE (True: the new text is the more
    specific one and stays); it is always True for SUPERSEDE. ``reason`` says which rule fired
    (or what the LLM said), for the memory's history.

    ``distinct`` (COEXIST only): the texts name different people, values, places, times or
    things, so they cannot be the same fact restated, however similar their wording; the
    engine must not merge them. False when they could be restatements (a paraphrase, a
    translation with the same values, or texts with nothing to compare).

    ``same_topic`` (COEXIST only): about the same person, the texts share an attribute, a
    topic or a content word, or are one frame with one slot swapped, so they may be one
    slot's old and new value; False for different people or attributes, events, and texts
    with nothing in common.

    ``coverage`` (REFINE only): the share of the less detailed text's content that the more
    detailed one contains; below 1 the less detailed one says something the other does not
    ("allergic to cashews" / "allergic to pistachios, the allergist says they go together"),
    so replacing it would lose what was said.

    ``rule``: which rule decided (Rule), for guards that must not read ``reason``'s words."""

    verdict: Verdict
    keep_new: bool = True
    reason: str = ""
    distinct: bool = False
    same_topic: bool = False
    coverage: float = 1.0
    rule: Rule = Rule.UNNAMED


class ConflictJudge(Protocol):
    """Classifies how a new memory relates to a similar old one. Implementations are
    thread-safe and never raise for any pair of strings."""

    def judge(self, old: str, new: str) -> Judgement: ...
