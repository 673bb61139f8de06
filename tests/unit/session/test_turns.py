"""The short-term buffer through a real engine and LMDB: appends, folds, redaction, reopen."""

from __future__ import annotations

import time

import pytest

from memoryd.core import EngineConfig, InvalidArgument, Scope
from memoryd.core.config import TierConfig, TurnsConfig
from memoryd.core.session.turns import session_key
from memoryd.core.store.storage import Table

DAY = 86_400.0


def small_budget() -> EngineConfig:
    return EngineConfig(
        embedder="none",
        dimension=16,
        tiers=TierConfig(maintenance_interval_s=3_600),
        turns=TurnsConfig(max_tokens=120, summary_max_tokens=40),
    )


def test_append_keeps_turns_in_order(open_engine):
    engine = open_engine()
    scope = Scope("alice", "", "s1")
    first = engine.append_turn(scope, "user", "我想订一张去上海的票")
    second = engine.append_turn(scope, "assistant", "好的，哪天出发？")
    assert (first.turns, second.turns) == (1, 2)
    assert second.tokens > first.tokens > 0 and not second.summarized
    buffer = engine.session_buffer(scope)
    assert [t.role for t in buffer.turns] == ["user", "assistant"]
    assert buffer.turns[1].content == "好的，哪天出发？"
    assert buffer.summary == ""


def test_over_budget_folds_the_oldest_turns_into_a_summary(open_engine):
    engine = open_engine(config=small_budget())
    scope = Scope("alice", "", "s1")
    results = [
        engine.append_turn(scope, "user", f"My order number is ORD-{1000 + i} and it is late.")
        for i in range(20)
    ]
    assert any(r.summarized for r in results)
    assert all(r.tokens <= 120 for r in results)
    buffer = engine.session_buffer(scope)
    assert buffer.turns[-1].content.endswith("ORD-1019 and it is late.")
    assert buffer.summary and buffer.folded + len(buffer.turns) == 20
    assert buffer.summary_tokens <= 40


def test_turns_survive_a_reopen(open_engine, tmp_path):
    engine = open_engine(tmp_path / "d")
    scope = Scope("alice", "a1", "s1")
    engine.append_turn(scope, "user", "remember me")
    engine.close()
    again = open_engine(tmp_path / "d")
    assert [t.content for t in again.session_buffer(scope).turns] == ["remember me"]


def test_secrets_are_masked_before_they_are_stored(open_engine):
    engine = open_engine()
    scope = Scope("alice", "", "s1")
    engine.append_turn(scope, "user", "我的手机号是13812345678")
    assert engine.session_buffer(scope).turns[0].content == "我的手机号是138****5678"
    raw = engine._store.get(Table.TURNS, session_key(scope))  # what LMDB holds
    assert raw is not None and b"13812345678" not in raw


def test_sessions_and_pools_are_apart(open_engine):
    engine = open_engine()
    engine.append_turn(Scope("alice", "", "s1"), "user", "alice's turn")
    assert engine.session_buffer(Scope("bob", "", "s1")).turns == ()
    assert engine.session_buffer(Scope("alice", "agent", "s1")).turns == ()
    assert engine.session_buffer(Scope("alice", "", "s2")).turns == ()


@pytest.mark.parametrize(
    ("scope", "role", "content", "field"),
    [
        (Scope("alice"), "user", "hi", "scope.session_id"),
        (Scope("alice", "", "s"), "robot", "hi", "role"),
        (Scope("alice", "", "s"), "", "hi", "role"),
        (Scope("alice", "", "s"), "user", "  ", "content"),
        (Scope("", "", "s"), "user", "hi", "scope.user_id"),
    ],
)
def test_bad_turns_are_refused(open_engine, scope, role, content, field):
    engine = open_engine()
    with pytest.raises(InvalidArgument) as err:
        engine.append_turn(scope, role, content)
    assert err.value.field == field


def test_a_future_time_is_refused(open_engine):
    engine = open_engine()
    with pytest.raises(InvalidArgument, match="future"):
        engine.append_turn(Scope("alice", "", "s"), "user", "hi", at=4_000_000_000.0)


def _with_expiry(days: float) -> EngineConfig:
    return EngineConfig(
        embedder="none",
        dimension=16,
        tiers=TierConfig(maintenance_interval_s=3_600),
        turns=TurnsConfig(idle_expiry_days=days),
    )


def test_the_sweep_deletes_sessions_idle_past_the_expiry(open_engine):
    engine = open_engine(config=_with_expiry(30))
    now = time.time()
    idle, alive, revived = (Scope("alice", "", s) for s in ("idle", "alive", "revived"))
    engine.append_turn(idle, "user", "an old chat", at=now - 40 * DAY)
    engine.append_turn(alive, "user", "a fresh chat", at=now - 2 * DAY)
    engine.append_turn(revived, "user", "an old start", at=now - 60 * DAY)
    engine.append_turn(revived, "user", "and a new turn")  # its newest turn counts
    assert engine.maintain(tasks=["migrate"])["sessions_expired"] == 0  # only the sweep does it

    assert engine.maintain(tasks=["sweep"])["sessions_expired"] == 1

    assert engine.session_buffer(idle).turns == ()
    assert [t.content for t in engine.session_buffer(alive).turns] == ["a fresh chat"]
    assert len(engine.session_buffer(revived).turns) == 2
    assert engine.maintain(tasks=["sweep"])["sessions_expired"] == 0


def test_expiry_zero_keeps_sessions(open_engine):
    engine = open_engine(config=_with_expiry(0))
    scope = Scope("alice", "", "old")
    engine.append_turn(scope, "user", "kept for good", at=time.time() - 400 * DAY)
    assert engine.maintain(tasks=["sweep"])["sessions_expired"] == 0
    assert [t.content for t in engine.session_buffer(scope).turns] == ["kept for good"]
