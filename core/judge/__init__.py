"""The conflict judge: does a new memory replace, refine, or sit beside a similar old one?

The engine asks only about pairs its embedder already found similar (cosine at or above the
model's conflict threshold), so a judge decides *how* two related texts relate, not *whether*:

    SUPERSEDE  the new text changes the old one's value (amount, date, time, place, name),
               negates it ("喜欢吃辣" -> "不吃辣"), or says it changed ("改成", "no longer"),
               on the same attribute or topic: a user's unrelated facts share words, and a
               cue, a shared word or an attribute word alone decides nothing
    REFINE     one text is the other with more detail; ``keep_new`` says which one to keep
    COEXIST    both stay (different facts on one topic, or nothing to go on); ``distinct``
               says they cannot be one fact restated (different people, values, places,
               times or things), so the engine must not merge them however similar they are

Two judges: :class:`RuleJudge` (default; no network, Chinese and English) and :class:`LlmJudge`
(an OpenAI-compatible chat endpoint that falls back to another judge on any failure).
Both are thread-safe: they keep no state between calls.

The package: the verdict types (base), the rule judge (rules, with its pair checks in
checks), the LLM judge (llm) and make_judge. What one text says, which the rules compare, is
memoryd.core.text.analysis.
"""

from __future__ import annotations

from memoryd.core.errors import ConfigurationError
from memoryd.core.judge.base import ConflictJudge, Judgement, Rule, Verdict
from memoryd.core.judge.llm import LlmJudge, parse_answer
from memoryd.core.judge.negation import negated_in
from memoryd.core.judge.rules import RuleJudge
from memoryd.core.judge.slots import (
    head_added,
    occasion_added,
    qualifier_added,
    qualifier_swapped,
    qualifying_value_swapped,
    topics_apart,
    value_says_which,
)
from memoryd.core.text.analysis import change_cue, changed_attribute, single_valued_attributes
from memoryd.core.text.naming import states_single_valued
from memoryd.core.text.values import MAX_CHARS

# The judge's API of before the split, so callers import from one place; the one-text
# questions (changed_attribute, ...) are memoryd.core.text.analysis's.
__all__ = [
    "JUDGES",
    "MAX_CHARS",
    "ConflictJudge",
    "Judgement",
    "LlmJudge",
    "Rule",
    "RuleJudge",
    "Verdict",
    "change_cue",
    "changed_attribute",
    "make_judge",
    "negated_in",
    "parse_answer",
    "head_added",
    "qualifier_added",
    "qualifier_swapped",
    "qualifying_value_swapped",
    "topics_apart",
    "value_says_which",
    "occasion_added",
    "single_valued_attributes",
    "states_single_valued",
]


# ================================================================================== factory

JUDGES = ("rules", "llm")


def make_judge(
    kind: str, url: str = "", model: str = "", api_key: str = "", timeout_s: float = 5.0
) -> ConflictJudge:
    """Return the judge called ``kind`` (one of JUDGES). "llm" needs ``url`` (the API base of
    an OpenAI-compatible server) and falls back to the rules."""
    if kind == "rules":
        return RuleJudge()
    if kind == "llm":
        if not url:
            raise ConfigurationError(
                "judge 'llm' needs a url: set llm_url to the API base of an OpenAI-compatible "
                "server (e.g. http://127.0.0.1:8000/v1), or use judge = 'rules'"
            )
        return LlmJudge(url, model, api_key, timeout_s, fallback=RuleJudge())
    raise ConfigurationError(f"unknown judge {kind!r}; choose one of {', '.join(JUDGES)}")
