"""BuildContext: the prompt-ready context an agent puts before its model call.

Four sections, always in this order and always reported (empty when there is nothing or no room):

    working       the task's working state, one "key: value" line each (task_id given)
    long_term     memories recalled for the query, best first, with a header such as
                  "以下是该用户的历史记忆，供参考：" (language: the request's, the config's, or
                  detected from the query, then from the turns)
    summary       the session's summary of its folded turns
    recent_turns  the session's latest raw turns, oldest of them first

Budgets: each section gets its share of the request's token budget, the configured figures
(long-term 20k, short-term 40k, working 10k) scaled by token_budget / window_tokens (200k);
summary and recent turns split the short-term share (the summary takes at most summary_share
of it, the turns the rest). A section keeps what fits in its share — the best memories, the
newest turns (the newest one cut short when it alone is too long), the first keys — and the
whole context, sections joined by blank lines, is counted again and cut until it fits: the
context never uses more than the budget, and each section never more than its share. What
working state and the session's turns leave of their shares (all of it when there are none)
is added to the long-term share.

Pure functions over what the engine gathered (working state, hits, session buffer), so the
budget is testable without an engine. Thread-safe.
"""

from __future__ import annotations

import re
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

import numpy as np

from memoryd.core.config import ContextConfig, LimitsConfig
from memoryd.core.errors import ConfigurationError, InvalidArgument
from memoryd.core.recall.filters import EMPTY_FILTER, MemoryFilter, check_filter
from memoryd.core.session.token_count import TokenCounter, truncate
from memoryd.core.session.turns import SessionBuffer
from memoryd.core.session.working import WorkingState, render_value
from memoryd.core.text.values import CJK_CHAR
from memoryd.core.types import Hit, LeftOut, LeftOutReason, Recalled, Scope
from memoryd.core.validation import check_scope, check_time

__all__ = [
    "LANGUAGES",
    "SECTIONS",
    "BuiltContext",
    "ContextRequest",
    "ContextSection",
    "build",
    "check_config",
    "check_request",
    "detect_language",
]

SECTIONS = ("working", "long_term", "summary", "recent_turns")
LANGUAGES = ("zh", "en")
_SEPARATOR = "\n\n"

_HEADERS = {
    "zh": {
        "working": "当前任务状态（{task}）：",
        "long_term": "以下是该用户的历史记忆，供参考：",
        "summary": "此前对话的摘要：",
        "recent_turns": "最近的对话：",
    },
    "en": {
        "working": "Current task state ({task}):",
        "long_term": "Memories about this user from earlier conversations, for reference:",
        "summary": "Summary of the earlier conversation:",
        "recent_turns": "Recent conversation:",
    },
}
_ROLE_NAMES = {
    "zh": {"user": "用户", "assistant": "助手", "system": "系统", "tool": "工具"},
    "en": {"user": "user", "assistant": "assistant", "system": "system", "tool": "tool"},
}
_LATIN_WORD = re.compile(r"[A-Za-z]+")


@dataclass(frozen=True, slots=True)
class ContextRequest:
    """What BuildContext was asked: ``token_budget`` 0 means the configured window;
    ``language`` "" means the configured one; ``as_of`` replays recall at a past time."""

    scope: Scope
    query: str = ""
    token_budget: int = 0
    task_id: str = ""
    language: str = ""
    embedding: np.ndarray | None = None
    as_of: float | None = None
    filter: MemoryFilter = EMPTY_FILTER  # recall only memories matching it
    explain: bool = False  # BuiltContext.left_out: what recall left out and what did not fit
    include_user_pool: bool = False  # recall the user's shared pool too (agent scopes)


@dataclass(frozen=True, slots=True)
class ContextSection:
    """One section: its text (header included; "" when empty), tokens, its share of the
    budget, and for long_term the ids of the memories it quotes."""

    name: str
    text: str
    tokens: int
    budget: int
    memory_ids: tuple[bytes, ...] = ()


@dataclass(frozen=True, slots=True)
class BuiltContext:
    """The context (the non-empty sections joined by blank lines), its sections in SECTIONS
    order, its tokens (never above ``token_budget``), the budget and the tokenizer's name."""

    context: str
    sections: list[ContextSection] = field(default_factory=list)
    tokens: int = 0
    token_budget: int = 0
    tokenizer: str = ""
    language: str = ""
    left_out: tuple[LeftOut, ...] = ()  # with ContextRequest.explain


def check_config(config: ContextConfig) -> None:
    """Raise ConfigurationError unless the shares fit in the window."""
    shares = config.long_term_tokens + config.short_term_tokens + config.working_tokens
    if config.window_tokens <= 0 or shares > config.window_tokens:
        raise ConfigurationError(
            f"context shares ({shares} tokens) must fit in context.window_tokens "
            f"({config.window_tokens}): lower the shares or raise the window"
        )
    if not 0.0 <= config.summary_share <= 1.0:
        raise ConfigurationError(f"context.summary_share = {config.summary_share}; use 0..1")
    if config.language not in (*LANGUAGES, "auto"):
        raise ConfigurationError(f"context.language = {config.language!r}; choose zh, en or auto")


def check_request(request: ContextRequest, config: ContextConfig, limits: LimitsConfig) -> None:
    """Raise InvalidArgument unless ``request`` is valid."""
    check_scope(request.scope, limits)
    check_filter(request.filter, limits)
    if not 0 <= request.token_budget <= config.max_token_budget:
        raise InvalidArgument(
            "token_budget",
            f"is {request.token_budget}; allowed: 1..{config.max_token_budget} tokens, or 0 "
            f"for the default ({config.window_tokens})",
        )
    if request.language and request.language not in LANGUAGES:
        raise InvalidArgument(
            "language",
            f"is {request.language[:20]!r}; allowed: zh, en, or empty (the server's setting)",
        )
    if request.query:
        try:
            size = len(request.query.encode())
        except UnicodeEncodeError:
            raise InvalidArgument("query", "is not valid Unicode text; send UTF-8") from None
        if size > limits.max_content_bytes:
            raise InvalidArgument("query", f"is longer than {limits.max_content_bytes} bytes")
    check_time(request.as_of, "as_of")


def detect_language(*texts: str) -> str | None:
    """Return "zh" or "en" for the first text with letters in it (CJK characters against
    Latin words), or None when none has any."""
    for text in texts:
        cjk = len(CJK_CHAR.findall(text))
        latin = len(_LATIN_WORD.findall(text))
        if cjk or latin:
            return "zh" if cjk >= latin else "en"
    return None


def _language(request: ContextRequest, config: ContextConfig, buffer: SessionBuffer | None) -> str:
    if request.language:
        return request.language
    if config.language != "auto":
        return config.language
    recent = [t.content for t in reversed(buffer.turns)] if buffer is not None else []
    return detect_language(request.query, *recent) or "en"


def _fit(
    counter: TokenCounter, header: str, lines: Sequence[str], budget: int
) -> tuple[list[int], str]:
    """Return which ``lines`` (indexes, in priority order) fit under ``header`` within
    ``budget`` tokens, and the section's text with them in the given order; the first line
    that does not fit whole is cut short when nothing has been kept yet."""
    if budget <= 0 or not lines:
        return [], ""
    used = counter.count(header)
    if used >= budget:
        return [], ""
    kept: list[int] = []
    texts: dict[int, str] = {}
    for i, line in enumerate(lines):
        cost = counter.count(line) + 1  # its line break
        if used + cost <= budget:
            kept.append(i)
            texts[i] = line
            used += cost
        elif not kept:  # the best line alone is too long: keep its beginning
            cut = truncate(counter, line, budget - used - 1)
            if cut:
                kept.append(i)
                texts[i] = cut
                used += counter.count(cut) + 1
            break
        else:
            break
    return kept, "\n".join([header, *(texts[i] for i in sorted(kept))]) if kept else ""


def _shrink(counter: TokenCounter, text: str, max_tokens: int) -> str:
    """Return ``text`` (a section) cut to ``max_tokens``: whole last lines dropped first,
    then the text truncated; "" when only the header would be left."""
    while text and counter.count(text) > max_tokens:
        head, sep, _ = text.rpartition("\n")
        if sep and "\n" in head:  # keep at least the header and one line
            text = head
        else:
            text = truncate(counter, text, max_tokens)
            if "\n" not in text:
                return ""
    return text


def build(
    request: ContextRequest,
    *,
    config: ContextConfig,
    counter: TokenCounter,
    working: WorkingState | None,
    hits: Sequence[Hit],
    buffer: SessionBuffer | None,
) -> BuiltContext:
    """Return the context for ``request`` from what the engine gathered: the task's working
    state (None: no task or no state), recalled ``hits`` (best first) and the session's
    buffer (None: no session)."""
    budget = request.token_budget or config.window_tokens
    scale = budget / config.window_tokens
    shares = {
        "working": int(config.working_tokens * scale),
        "long_term": int(config.long_term_tokens * scale),
    }
    short = int(config.short_term_tokens * scale)
    language = _language(request, config, buffer)
    headers = _HEADERS[language]
    roles = _ROLE_NAMES[language]
    texts: dict[str, str] = dict.fromkeys(SECTIONS, "")
    memory_ids: tuple[bytes, ...] = ()

    if working is not None and working.values:
        lines = [f"- {k}: {render_value(v)}" for k, v in working.values.items()]
        header = headers["working"].format(task=request.task_id)
        _, texts["working"] = _fit(counter, header, lines, shares["working"])

    shares["summary"] = 0
    if buffer is not None and buffer.summary:
        summary_cap = int(short * config.summary_share)
        lines = buffer.summary.splitlines()
        _, texts["summary"] = _fit(counter, headers["summary"], lines, summary_cap)
        shares["summary"] = summary_cap
    shares["recent_turns"] = short - (counter.count(texts["summary"]) if texts["summary"] else 0)
    if buffer is not None and buffer.turns:
        newest_first = [f"{roles[t.role]}: {t.content}" for t in reversed(buffer.turns)]
        kept, _ = _fit(counter, headers["recent_turns"], newest_first, shares["recent_turns"])
        if kept:
            # Shown oldest first; the newest may have been cut to fit (only when alone).
            _, text = _fit(
                counter,
                headers["recent_turns"],
                [newest_first[i] for i in sorted(kept, reverse=True)],
                shares["recent_turns"],
            )
            texts["recent_turns"] = text

    # What working state and the session leave unused (none, or less than their share) goes
    # to the memories: a 500-token budget without a task or turns quotes up to 500 tokens of
    # memories, not its 50-token share alone.
    used = {n: counter.count(texts[n]) if texts[n] else 0 for n in SECTIONS}
    shares["long_term"] += (
        shares["working"] - used["working"] + short - used["summary"] - used["recent_turns"]
    )

    if hits:
        lines = [
            f"- [{time.strftime('%Y-%m-%d', time.gmtime(h.record.created_at))}] {h.record.content}"
            for h in hits
        ]
        kept, texts["long_term"] = _fit(counter, headers["long_term"], lines, shares["long_term"])
        memory_ids = tuple(hits[i].record.id for i in kept)

    # Pieces may merge differently across a line break than apart: check each section, then
    # the joined whole, and cut the largest section until everything fits.
    for name in SECTIONS:
        texts[name] = _shrink(counter, texts[name], shares[name])
    tokens = {name: counter.count(texts[name]) for name in SECTIONS}
    while True:
        context = _SEPARATOR.join(texts[n] for n in SECTIONS if texts[n])
        total = counter.count(context)
        if total <= budget:
            break
        largest = max(SECTIONS, key=lambda n: tokens[n])
        texts[largest] = _shrink(
            counter, texts[largest], max(0, tokens[largest] - (total - budget) - 1)
        )
        tokens[largest] = counter.count(texts[largest])
    # The memories still quoted after any cut (a cut line keeps at least its beginning).
    memory_ids = tuple(
        i
        for i, content in zip(memory_ids, _quoted(hits, memory_ids), strict=True)
        if content[:16] in texts["long_term"]
    )
    sections = [
        ContextSection(
            name,
            texts[name],
            tokens[name],
            shares[name],
            memory_ids if name == "long_term" else (),
        )
        for name in SECTIONS
    ]
    return BuiltContext(context, sections, total, budget, counter.name, language)


def _quoted(hits: Sequence[Hit], ids: tuple[bytes, ...]) -> list[str]:
    """Return the content of each memory in ``ids`` (as quoted), aligned with ``ids``."""
    by_id = {h.record.id: h.record.content for h in hits}
    return [by_id[i] for i in ids]


def with_left_out(built: BuiltContext, recalled: Recalled) -> BuiltContext:
    """Return ``built`` with what its recall left out, then the recalled memories the
    long_term section had no room for."""
    quoted = {i for s in built.sections if s.name == "long_term" for i in s.memory_ids}
    return replace(built, left_out=(*recalled.left_out, *over_budget(recalled.hits, quoted)))


def over_budget(hits: Sequence[Hit], quoted: set[bytes]) -> list[LeftOut]:
    """Return the hits BuildContext had no room for (those not in ``quoted``)."""
    shown = quoted
    return [
        LeftOut(h.record, LeftOutReason.OVER_BUDGET,
                "the long_term section's share of the budget was used", h.score)
        for h in hits
        if h.record.id not in shown
    ]  # fmt: skip
