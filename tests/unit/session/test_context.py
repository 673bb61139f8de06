"""BuildContext's sections and budgets, over what the engine would gather (pure build), and
through a real engine (no text embedder: no long-term section)."""

from __future__ import annotations

import pytest

from memoryd.core import InvalidArgument, Scope
from memoryd.core.config import ContextConfig, LimitsConfig
from memoryd.core.session.context import (
    SECTIONS,
    ContextRequest,
    build,
    check_request,
    detect_language,
)
from memoryd.core.session.token_count import make_counter
from memoryd.core.session.turns import SessionBuffer, Turn
from memoryd.core.session.working import WorkingState
from memoryd.core.types import Hit, MemoryRecord, MemoryType, Source, Status

SCOPE = Scope("alice", "", "s1")


@pytest.fixture(scope="module")
def counter():
    return make_counter("use-sentencepiece")


def hit(i: int, content: str) -> Hit:
    record = MemoryRecord(
        id=bytes([i]) * 16,
        scope=SCOPE,
        content=content,
        memory_type=MemoryType.SEMANTIC,
        importance=0.5,
        confidence=0.9,
        source=Source.USER_INPUT,
        status=Status.ACTIVE,
        tags=(),
        metadata={},
        created_at=1_700_000_000.0 + i,
        updated_at=1_700_000_000.0 + i,
    )
    return Hit(record, 1.0 - i / 100, 0.5, 1.0, 0.0, None)


def buffer(counter, n: int, summary: str = "") -> SessionBuffer:
    turns = tuple(
        Turn(
            "user" if i % 2 == 0 else "assistant",
            f"turn {i}: 我们在讨论第{i}个问题。",
            1.0 + i,
            counter.count(f"turn {i}: 我们在讨论第{i}个问题。"),
        )
        for i in range(n)
    )
    return SessionBuffer(summary, counter.count(summary), turns, 0)


def test_sections_in_order_with_headers_and_counts(counter):
    built = build(
        ContextRequest(SCOPE, query="预算是多少", token_budget=200_000, task_id="trip"),
        config=ContextConfig(),
        counter=counter,
        working=WorkingState("trip", {"city": "Paris", "nights": 3}, "", 0.0),
        hits=[hit(1, "预算控制在50万以内"), hit(2, "喜欢绿茶")],
        buffer=buffer(counter, 4, "- user: 我的订单号是A1234567"),
    )
    assert [s.name for s in built.sections] == list(SECTIONS)
    by = {s.name: s for s in built.sections}
    assert by["long_term"].text.startswith("以下是该用户的历史记忆，供参考")
    assert "预算控制在50万以内" in by["long_term"].text
    assert by["long_term"].memory_ids == (bytes([1]) * 16, bytes([2]) * 16)
    assert "- city: Paris" in by["working"].text and "trip" in by["working"].text
    assert "A1234567" in by["summary"].text
    turns = by["recent_turns"].text.splitlines()[1:]
    assert turns[0].startswith("用户: turn 0") and turns[-1].startswith("助手: turn 3")
    # What working state and turns leave of their shares (10k, 40k) goes to the memories.
    assert by["working"].budget == 10_000
    assert by["long_term"].budget == 20_000 + 10_000 + 40_000 - sum(
        by[n].tokens for n in ("working", "summary", "recent_turns")
    )
    for s in built.sections:
        assert s.tokens == counter.count(s.text) <= s.budget
    assert built.tokens == counter.count(built.context) <= 200_000
    assert built.tokenizer == "use-sentencepiece" and built.language == "zh"


def test_shares_scale_with_the_budget_and_keep_the_newest_turns(counter):
    built = build(
        ContextRequest(SCOPE, query="what did we discuss", token_budget=2_000),
        config=ContextConfig(),
        counter=counter,
        working=None,
        hits=[],
        buffer=buffer(counter, 200),
    )
    by = {s.name: s for s in built.sections}
    assert by["recent_turns"].budget == 400  # 40k of 200k
    lines = by["recent_turns"].text.splitlines()
    assert lines[0] == "Recent conversation:" and lines[-1].startswith("assistant: turn 199")
    assert len(lines) < 100  # the oldest did not fit
    assert by["recent_turns"].tokens <= 400 and built.tokens <= 2_000


def test_a_long_newest_turn_is_cut_not_dropped(counter):
    long_turn = Turn("user", "word " * 5_000, 1.0, counter.count("word " * 5_000))
    built = build(
        ContextRequest(SCOPE, token_budget=1_000),
        config=ContextConfig(),
        counter=counter,
        working=None,
        hits=[],
        buffer=SessionBuffer("", 0, (long_turn,), 0),
    )
    section = built.sections[SECTIONS.index("recent_turns")]
    assert section.text.startswith("Recent conversation:\nuser: word word")
    assert 150 <= section.tokens <= section.budget == 200


def test_tiny_budgets_never_overflow(counter):
    for budget in (1, 3, 10, 30, 80):
        built = build(
            ContextRequest(SCOPE, query="x", token_budget=budget, task_id="t"),
            config=ContextConfig(),
            counter=counter,
            working=WorkingState("t", {"k": "v" * 100}, "", 0.0),
            hits=[hit(1, "a memory " * 20)],
            buffer=buffer(counter, 30, "- user: summary line"),
        )
        assert counter.count(built.context) <= budget and built.tokens <= budget


def test_language_detection():
    assert detect_language("我的订单到哪了") == "zh"
    assert detect_language("where is my order") == "en"
    assert detect_language("", "123", "订单") == "zh"
    assert detect_language("", "  ") is None


@pytest.mark.parametrize(
    ("request_", "field"),
    [
        (ContextRequest(SCOPE, token_budget=3_000_000), "token_budget"),
        (ContextRequest(SCOPE, token_budget=-1), "token_budget"),
        (ContextRequest(SCOPE, language="fr"), "language"),
        (ContextRequest(Scope("")), "scope.user_id"),
    ],
)
def test_bad_requests_are_refused(request_, field):
    with pytest.raises(InvalidArgument) as err:
        check_request(request_, ContextConfig(), LimitsConfig())
    assert err.value.field == field


def test_engine_builds_from_its_turns_and_working_state(open_engine):
    engine = open_engine()
    engine.append_turn(SCOPE, "user", "我下周去巴黎出差")
    engine.set_working(SCOPE, "trip", {"city": "Paris"})
    built = engine.build_context(ContextRequest(SCOPE, token_budget=5_000, task_id="trip"))
    by = {s.name: s for s in built.sections}
    assert "我下周去巴黎出差" in by["recent_turns"].text and "Paris" in by["working"].text
    assert by["long_term"].text == ""  # no query: no recall
    other = engine.build_context(ContextRequest(Scope("bob", "", "s1"), task_id="trip"))
    assert other.context == "" and other.tokens == 0


def test_unused_shares_go_to_the_memories(counter):
    """A 500-token budget with no task and no session: the memories get the working and
    short-term shares too (25 + 100 + their 50 tokens), not their 50-token share alone
    (issue #16: 39 tokens and 2 of 8 relevant memories before)."""
    hits = [hit(i, f"The user mentioned fact number {i} about the kitchen renovation plans")
            for i in range(1, 9)]  # fmt: skip
    built = build(ContextRequest(SCOPE, query="kitchen", token_budget=500),
                  config=ContextConfig(), counter=counter, working=None, hits=hits,
                  buffer=None)  # fmt: skip
    by = {s.name: s for s in built.sections}
    assert len(by["long_term"].memory_ids) == 8
    assert by["long_term"].budget == 175 and built.tokens <= 500
