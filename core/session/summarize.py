"""Summaries of a session's older turns, for the session buffer (memoryd.core.session.turns).

A summarizer folds turns that leave the raw buffer into the running summary, within a token
budget. Two of them:

- :class:`ExtractiveSummarizer` (default; no network): keeps the sentences most worth keeping
  — ones with numbers, ids, dates, amounts, the user's own statements, decisions and
  preferences — from the previous summary and the folded turns, in their original order, one
  line each ("user: ...").
- :class:`LlmSummarizer`: asks the OpenAI-compatible chat endpoint configured for the conflict
  judge (``[engine.lifecycle] llm_url``, ``llm_model``, ``llm_api_key``) to merge the previous
  summary and the turns; falls back to the extractive one on any failure.

Both are thread-safe (no state between calls) and never return more than ``max_tokens``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from memoryd.core.chat import CALL_ERRORS, ChatEndpoint
from memoryd.core.config import LifecycleConfig, TurnsConfig
from memoryd.core.errors import ConfigurationError
from memoryd.core.session.token_count import TokenCounter, truncate

__all__ = [
    "SUMMARIZERS",
    "ExtractiveSummarizer",
    "LlmSummarizer",
    "Summarizer",
    "make_summarizer",
]

SUMMARIZERS = ("auto", "extractive", "llm")

# A (role, content) pair: the summarizer needs no more of a turn.
TurnText = tuple[str, str]


class Summarizer(Protocol):
    """Folds turns into a running summary; thread-safe, never raises for any text."""

    name: str

    def summarize(self, previous: str, turns: Sequence[TurnText], max_tokens: int) -> str:
        """Return the summary of ``previous`` (an earlier summary, may be "") followed by
        ``turns`` (oldest first), at most ``max_tokens`` tokens."""
        ...


# ------------------------------------------------------------------------------ extractive

_SPLIT = re.compile(r"(?<=[。！？!?；;])|(?<=\.)\s+|\n+")
_LINE = re.compile(r"^- (user|assistant|system|tool): (.*)$")
_DIGITS = re.compile(r"\d")
_ENTITY = re.compile(
    r"[A-Za-z]{1,4}[-_]?\d{4,}|\d{6,}|(?<![\w.+-])[\w.+-]+@[\w-]+\.[\w.]+|"
    r"\d{4}[-/年]\d{1,2}[-/月]\d{1,2}|[$¥€£]\s?\d|\d+(?:\.\d+)?\s?(?:元|块|万|千|美元|dollars?|%)"
)
_FIRST_PERSON = re.compile(r"我|咱|\b(?:I|I'm|I've|my|me|we|our)\b", re.IGNORECASE)
_SALIENT = re.compile(
    r"喜欢|讨厌|偏好|决定|必须|需要|不要|预算|截止|计划|订单|地址|过敏|生日|名字|叫|住|工作|"
    r"\b(?:prefer|like|love|hate|decid|need|must|want|budget|deadline|plan|order|address|"
    r"allerg|birthday|name|live|work)",
    re.IGNORECASE,
)
_SMALL_TALK = re.compile(
    r"^(?:你好|您好|嗨|哈喽|谢谢|多谢|好的|好|嗯|哦|ok|okay|hi|hello|hey|thanks|thank you|"
    r"sure|great|cool|bye|再见|没问题|不客气|you're welcome)[\s,.!。！～~]*$",
    re.IGNORECASE,
)
_QUESTION = re.compile(r"[?？]\s*$|吗\s*$|呢\s*$")
_MAX_LINE_CHARS = 240


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in _SPLIT.split(text) if s and s.strip()]


def _score(role: str, sentence: str) -> float:
    """Return how much a sentence is worth keeping (higher is better; <= 0: never kept)."""
    if _SMALL_TALK.match(sentence) or len(sentence) < 3:
        return 0.0
    score = 1.0
    if _ENTITY.search(sentence):
        score += 2.0
    elif _DIGITS.search(sentence):
        score += 1.0
    if _SALIENT.search(sentence):
        score += 1.0
    if role == "user":
        score += 0.5
        if _FIRST_PERSON.search(sentence):
            score += 0.5
    if _QUESTION.search(sentence):
        score -= 0.5
    if role in ("system", "tool"):
        score -= 0.5
    return score


class ExtractiveSummarizer:
    """Keeps the highest-scoring sentences within the budget, in conversation order."""

    name = "extractive"

    def __init__(self, counter: TokenCounter) -> None:
        self._counter = counter

    def summarize(self, previous: str, turns: Sequence[TurnText], max_tokens: int) -> str:
        lines: list[tuple[str, str]] = []  # (role, sentence), oldest first
        for line in previous.splitlines():
            m = _LINE.match(line.strip())
            if m:
                lines.append((m.group(1), m.group(2)))
            elif line.strip():
                lines.append(("user", line.strip().removeprefix("- ")))
        for role, content in turns:
            for sentence in _sentences(content):
                lines.append((role, sentence[:_MAX_LINE_CHARS]))
        seen: set[str] = set()
        candidates = []
        for order, (role, sentence) in enumerate(lines):
            key = re.sub(r"\W+", "", sentence.lower())
            if not key or key in seen:
                continue
            seen.add(key)
            # Later sentences win ties: the newest state of things matters most.
            score = _score(role, sentence)
            if score > 0:
                score += 0.001 * order / max(1, len(lines))
                candidates.append((score, order, f"- {role}: {sentence}"))
        chosen: list[tuple[int, str]] = []
        used = 0
        for _, order, text in sorted(candidates, reverse=True):
            cost = self._counter.count(text) + 1  # the newline
            if used + cost > max_tokens:
                continue
            chosen.append((order, text))
            used += cost
        summary = "\n".join(text for _, text in sorted(chosen))
        return truncate(self._counter, summary, max_tokens)


# ------------------------------------------------------------------------------ LLM

_SYSTEM_PROMPT = (
    "You keep a running summary of a conversation between a user and an AI assistant, so the "
    "assistant can continue it later. Merge the previous summary and the new turns into one "
    "concise summary. Keep every fact about the user, decisions, preferences, names, ids, "
    "order numbers, amounts, dates and open tasks; drop small talk. Write in the language of "
    "the conversation. Plain text, no preamble."
)


class LlmSummarizer:
    """Asks an OpenAI-compatible chat endpoint (``POST {url}/chat/completions``) for the
    summary; on any error, timeout or empty answer returns ``fallback``'s. Thread-safe (each
    call opens its own connection: memoryd.core.chat, shared with the LLM judge)."""

    name = "llm"

    def __init__(
        self,
        url: str,
        model: str,
        api_key: str,
        timeout_s: float,
        counter: TokenCounter,
        fallback: Summarizer,
    ) -> None:
        self._chat = ChatEndpoint(
            url,
            model,
            api_key,
            timeout_s,
            purpose="llm summarizer",
            timeout_why="an append waits for its fold (turns.summary_timeout_s)",
        )
        self._counter = counter
        self._fallback = fallback

    def summarize(self, previous: str, turns: Sequence[TurnText], max_tokens: int) -> str:
        try:
            text = self._ask(previous, turns, max_tokens).strip()
        except CALL_ERRORS:
            text = ""
        if not text:
            return self._fallback.summarize(previous, turns, max_tokens)
        return truncate(self._counter, text, max_tokens)

    def _ask(self, previous: str, turns: Sequence[TurnText], max_tokens: int) -> str:
        dialogue = "\n".join(f"{role}: {content}" for role, content in turns)
        user = (
            f"PREVIOUS SUMMARY:\n{previous or '(none)'}\n\nNEW TURNS:\n{dialogue}\n\n"
            f"At most {max_tokens} tokens."
        )
        return self._chat.complete(_SYSTEM_PROMPT, user, max_tokens, max_reply_bytes=1 << 22)


def make_summarizer(
    turns: TurnsConfig, lifecycle: LifecycleConfig, counter: TokenCounter
) -> Summarizer:
    """Return the summarizer ``turns.summarizer`` names (one of SUMMARIZERS)."""
    if turns.summarizer not in SUMMARIZERS:
        raise ConfigurationError(
            f"turns.summarizer = {turns.summarizer!r}; choose one of {', '.join(SUMMARIZERS)}"
        )
    extractive = ExtractiveSummarizer(counter)
    use_llm = turns.summarizer == "llm" or (turns.summarizer == "auto" and lifecycle.llm_url)
    if not use_llm:
        return extractive
    if not lifecycle.llm_url:
        raise ConfigurationError(
            'turns.summarizer = "llm" needs [engine.lifecycle] llm_url (and llm_model)'
        )
    return LlmSummarizer(
        lifecycle.llm_url,
        lifecycle.llm_model,
        lifecycle.llm_api_key,
        turns.summary_timeout_s,
        counter,
        extractive,
    )
