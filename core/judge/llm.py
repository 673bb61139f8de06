"""LlmJudge: an OpenAI-compatible chat endpoint asked how two texts relate, falling back to
another judge on any failure (timeout, refusal, an answer it cannot parse)."""

from __future__ import annotations

import json
import re
import urllib.error
import urllib.request

from memoryd.core.chat import CALL_ERRORS, ChatEndpoint
from memoryd.core.judge.base import ConflictJudge, Judgement, Verdict

# ================================================================================= LLM judge

_SYSTEM_PROMPT = (
    "You compare two memories an assistant keeps about a user and the people in the user's "
    "life. OLD was stored earlier, NEW just arrived. Answer with exactly one word:\n"
    "supersede - NEW changes or contradicts OLD about the same person and the same thing (a new "
    "value, a negation, a correction);\n"
    "refine_new - the same fact, NEW is more specific (keep NEW);\n"
    "refine_old - the same fact, OLD is more specific (keep OLD);\n"
    "duplicate - the same fact restated (a paraphrase or a translation, same people and "
    "values);\n"
    "coexist - different facts that can both be true, e.g. about different people, or "
    "different dates, places, amounts or things.\n"
    "No explanation."
)
# label -> (verdict, keep_new, distinct)
_ANSWERS = {
    "supersede": (Verdict.SUPERSEDE, True, False),
    "refine_new": (Verdict.REFINE, True, False),
    "refine_old": (Verdict.REFINE, False, False),
    "duplicate": (Verdict.COEXIST, True, False),
    "coexist": (Verdict.COEXIST, True, True),
}
_ANSWER_RE = re.compile(r"\b(supersede|refine_new|refine_old|duplicate|coexist)\b")


def parse_answer(content: str) -> tuple[Verdict, bool, bool] | None:
    """Parse a model's reply: one of the five words (any case, surrounded by punctuation or
    prose is fine as long as exactly one distinct label appears), or JSON such as
    ``{"verdict": "refine_old"}``. Returns (verdict, keep_new, distinct): "duplicate" is
    COEXIST that may be merged, "coexist" is COEXIST flagged distinct; None when unparseable."""
    text = content.strip().lower().replace("refine-new", "refine_new")
    text = text.replace("refine-old", "refine_old").replace("refine new", "refine_new")
    text = text.replace("refine old", "refine_old")
    if text.startswith("{"):
        try:
            obj = json.loads(text)
        except ValueError:
            obj = None
        if isinstance(obj, dict):
            for key in ("verdict", "answer", "label", "result"):
                if isinstance(obj.get(key), str) and obj[key].strip() in _ANSWERS:
                    return _ANSWERS[obj[key].strip()]
            return None
    found = set(_ANSWER_RE.findall(text))
    if len(found) == 1:
        return _ANSWERS[found.pop()]
    return None


class LlmJudge:
    """Asks an OpenAI-compatible chat endpoint (``POST {url}/chat/completions``) to classify the
    pair as supersede / refine_new / refine_old / duplicate / coexist ("duplicate" is COEXIST
    with ``distinct`` False, "coexist" COEXIST with ``distinct`` True), and falls back to
    ``fallback`` on any error, timeout (``timeout_s`` seconds, the whole request) or
    unparseable answer; the fallback's answer is used as is, its reason says why.

    ``url`` is the API base, e.g. ``http://127.0.0.1:8000/v1``. Stateless apart from its
    settings, so thread-safe (each call opens its own connection).
    """

    def __init__(
        self,
        url: str,
        model: str,
        api_key: str,
        timeout_s: float,
        fallback: ConflictJudge,
    ) -> None:
        self._chat = ChatEndpoint(
            url,
            model,
            api_key,
            timeout_s,
            purpose="llm judge",
            timeout_why="writes wait for the judge, so keep it short (a few seconds)",
        )
        self._fallback = fallback

    def judge(self, old: str, new: str) -> Judgement:
        try:
            content = self._chat.complete(
                _SYSTEM_PROMPT, f"OLD: {old}\nNEW: {new}", max_tokens=8, max_reply_bytes=1 << 20
            )
        except CALL_ERRORS as exc:
            return self._fall_back(old, new, _short_error(exc))
        parsed = parse_answer(content)
        if parsed is None:
            return self._fall_back(old, new, f"unparseable answer {content[:40]!r}")
        verdict, keep_new, distinct = parsed
        return Judgement(verdict, keep_new, f"llm: {content.strip()[:80]}", distinct)

    def _fall_back(self, old: str, new: str, why: str) -> Judgement:
        j = self._fallback.judge(old, new)
        return Judgement(
            j.verdict, j.keep_new, f"llm unavailable ({why}); fallback: {j.reason}", j.distinct
        )


def _short_error(exc: BaseException) -> str:
    if isinstance(exc, urllib.error.HTTPError):
        return f"HTTP {exc.code}"
    if isinstance(exc, urllib.error.URLError):
        return f"{type(exc.reason).__name__}: {exc.reason}"
    if isinstance(exc, TimeoutError):
        return "timeout"
    return f"{type(exc).__name__}: {exc}"[:80]
