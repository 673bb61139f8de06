"""Importance estimates for memories written without one: keyword rules by default, or an
OpenAI-compatible chat endpoint (the one of the LLM judge) that falls back to the rules.

Importance weighs in recall (ScoringConfig.importance_weight, gated like decay) and in
memory strength (which memories demote and archive first), so a write that says nothing about
it should not default every memory to the same 0.5.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from typing import Protocol

from memoryd.core.chat import CALL_ERRORS, ChatEndpoint
from memoryd.core.config import ExtractConfig, LifecycleConfig
from memoryd.core.errors import ConfigurationError
from memoryd.core.types import MemoryType
from memoryd.core.write.extract import estimate_importance

__all__ = ["ESTIMATORS", "ImportanceEstimator", "LlmImportance", "RuleImportance", "make_estimator"]

ESTIMATORS = ("rules", "llm")
_MAX_REPLY_BYTES = 65_536
_MAX_TEXT_CHARS = 1_000  # of each memory, in the prompt
_PER_CALL = 32  # memories rated by one call

_SYSTEM = (
    "You rate how important each memory about a user is for an assistant to remember, from 0 "
    "(small talk, nothing worth keeping) to 1 (must never be forgotten: health, safety, money, "
    "identity, commitments, ids the user will ask about). 0.5 is an ordinary fact. Answer with "
    "a JSON array of numbers only, one per memory, in order."
)


class ImportanceEstimator(Protocol):
    name: str

    def estimate(
        self, texts: Sequence[str], types: Sequence[MemoryType], neutral: float
    ) -> list[float]:
        """Return an importance in 0..1 for each text (``neutral``: an ordinary memory's)."""
        ...


class RuleImportance:
    """Keyword rules (memoryd.core.write.extract.estimate_importance): no network, microseconds."""

    name = "rules"

    def estimate(
        self, texts: Sequence[str], types: Sequence[MemoryType], neutral: float
    ) -> list[float]:
        return [estimate_importance(t, m, neutral) for t, m in zip(texts, types, strict=True)]


class LlmImportance:
    """One chat call per batch of writes (per 32 memories of a bigger batch); the rules'
    answer for the memories of a call that fails, times out or answers anything but one
    number in 0..1 per memory. Thread-safe."""

    name = "llm"

    def __init__(
        self, url: str, model: str, api_key: str, timeout_s: float, fallback: RuleImportance
    ) -> None:
        self._chat = ChatEndpoint(
            url,
            model,
            api_key,
            timeout_s,
            purpose="llm importance",
            timeout_why="a Remember waits for it (extract.importance_timeout_s)",
        )
        self._fallback = fallback

    def estimate(
        self, texts: Sequence[str], types: Sequence[MemoryType], neutral: float
    ) -> list[float]:
        out: list[float] = []
        for start in range(0, len(texts), _PER_CALL):  # a prompt of bounded size
            part, part_types = texts[start : start + _PER_CALL], types[start : start + _PER_CALL]
            try:
                found = _parse(self._ask(part), len(part))
            except CALL_ERRORS:
                found = None
            if found is None:
                found = self._fallback.estimate(part, part_types, neutral)
            out += found
        return out

    def _ask(self, texts: Sequence[str]) -> str:
        numbered = "\n".join(f"{i + 1}. {t[:_MAX_TEXT_CHARS]}" for i, t in enumerate(texts))
        return self._chat.complete(
            _SYSTEM, f"MEMORIES:\n{numbered}", 8 * len(texts) + 16, _MAX_REPLY_BYTES
        )


def _parse(reply: str, n: int) -> list[float] | None:
    """Return the n importances in ``reply`` (a JSON array, possibly inside a code fence), or
    None when it is not exactly that."""
    start, end = reply.find("["), reply.rfind("]")
    if start < 0 or end < start:
        return None
    try:
        values = json.loads(reply[start : end + 1])
    except ValueError:
        return None
    if not isinstance(values, list) or len(values) != n:
        return None
    out = []
    for v in values:
        if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v):
            return None
        if not 0.0 <= v <= 1.0:
            return None
        out.append(round(float(v), 2))
    return out


def make_estimator(extract: ExtractConfig, lifecycle: LifecycleConfig) -> ImportanceEstimator:
    """Return the estimator ``extract.importance`` names (one of ESTIMATORS)."""
    if extract.importance not in ESTIMATORS:
        raise ConfigurationError(
            f"extract.importance = {extract.importance!r}; choose one of {', '.join(ESTIMATORS)}"
        )
    rules = RuleImportance()
    if extract.importance == "rules":
        return rules
    if not lifecycle.llm_url:
        raise ConfigurationError(
            'extract.importance = "llm" needs [engine.lifecycle] llm_url (and llm_model)'
        )
    return LlmImportance(
        lifecycle.llm_url,
        lifecycle.llm_model,
        lifecycle.llm_api_key,
        extract.importance_timeout_s,
        rules,
    )
