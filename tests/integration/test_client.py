"""memoryd.client against a real server process (the ``server`` fixture of conftest.py).

The server is shared by the session; every test works in its own ``user_id`` (a conftest
fixture), so tests never see each other's memories.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np
import pytest

from memoryd.client import (
    AsyncMemoryClient,
    InvalidArgument,
    MemoryClient,
    MemoryInput,
    NotFound,
    Scope,
)

EN = "Alice is allergic to peanuts and carries an epinephrine pen"
ZH = "张伟下个月要去成都出差，住在春熙路附近的酒店"
BUDGET_OLD = "项目预算控制在50万以内"
BUDGET_NEW = "项目预算改成80万了"
ID_RE = re.compile(r"^[0-9a-f]{32}$")


@pytest.fixture
def client(server: Any) -> Iterator[MemoryClient]:
    with MemoryClient(server.address, timeout=30) as c:
        yield c


def _close_to_now(value: datetime | None, slack: timedelta = timedelta(minutes=5)) -> bool:
    return value is not None and abs(datetime.now(UTC) - value) < slack


# --- sync ---------------------------------------------------------------------------------------


def test_remember_get_recall_stats_round_trip(client: MemoryClient, user_id: str) -> None:
    en = client.remember(
        user_id,
        EN,
        agent_id="assistant",
        session_id="s-1",
        memory_type="identity",
        importance=0.8,
        source="user_input",
        tags=["health", "allergy"],
        metadata={"lang": "en"},
    )
    zh = client.remember(
        Scope(user_id, "assistant", "s-2"),
        ZH,
        memory_type="episodic",
        tags=["出差"],
        metadata={"语言": "中文"},
    )
    for result, text in ((en, EN), (zh, ZH)):
        assert result.action == "created"
        assert ID_RE.match(result.memory.id)
        assert result.memory.content == text
        assert result.memory.status == "active"
        assert _close_to_now(result.memory.created_at)
        assert result.memory.created_at is not None
        assert result.memory.created_at.tzinfo is UTC

    assert en.memory.scope == Scope(user_id, "assistant", "s-1")
    assert en.memory.memory_type == "identity"
    assert en.memory.importance == 0.8
    assert en.memory.confidence == 0.9  # the default of user_input
    assert en.memory.tags == ("health", "allergy")
    assert en.memory.metadata == {"lang": "en"}
    assert zh.memory.scope == Scope(user_id, "assistant", "s-2")
    assert zh.memory.memory_type == "episodic"
    assert zh.memory.tags == ("出差",)
    assert zh.memory.metadata == {"语言": "中文"}

    got = client.get(user_id, zh.memory.id, agent_id="assistant")
    assert got.id == zh.memory.id
    assert got.content == ZH
    assert got.created_at == zh.memory.created_at

    for query, expected in ((EN, en), (ZH, zh)):
        hits = client.recall(user_id, query, agent_id="assistant", top_k=5)
        assert hits, query
        assert hits[0].memory.id == expected.memory.id, query
        assert hits == sorted(hits, key=lambda h: h.score, reverse=True)
        # float32 cosine of a vector with itself may overshoot 1 by an ulp or two
        assert -1.0 - 1e-5 <= hits[0].similarity <= 1.0 + 1e-5
        assert 0.0 <= hits[0].decay <= 1.0
        assert hits[0].tier in ("short", "medium", "long")

    stats = client.stats(user_id, agent_id="assistant")
    assert stats.total == 2
    assert stats.by_status.get("active") == 2
    assert stats.by_type.get("identity") == 1 and stats.by_type.get("episodic") == 1
    assert stats.dimension > 0
    assert stats.embedding_model
    assert stats.server_version


def test_scopes_are_isolated(client: MemoryClient, user_id: str) -> None:
    mine = client.remember(user_id, EN, agent_id="a1")
    assert client.recall(user_id, EN, agent_id="a2") == []
    assert client.recall(user_id + "-other", EN, agent_id="a1") == []
    assert client.stats(user_id, agent_id="a2").total == 0
    with pytest.raises(NotFound):
        client.get(user_id, mine.memory.id, agent_id="a2")
    with pytest.raises(NotFound):
        client.get(user_id + "-other", mine.memory.id, agent_id="a1")


def test_forget_suppress_restore_delete(client: MemoryClient, user_id: str) -> None:
    memory = client.remember(user_id, ZH).memory

    assert client.forget(user_id, [memory.id], mode="suppress") == [memory.id]
    assert client.get(user_id, memory.id).status == "suppressed"
    assert memory.id not in {h.memory.id for h in client.recall(user_id, ZH)}

    assert client.forget(user_id, [memory.id], mode="restore") == [memory.id]
    assert client.get(user_id, memory.id).status == "active"
    assert client.recall(user_id, ZH)[0].memory.id == memory.id

    assert client.forget(user_id, [memory.id]) == [memory.id]  # mode="delete"
    with pytest.raises(NotFound):
        client.get(user_id, memory.id)
    assert client.recall(user_id, ZH) == []


def test_embedding_backfill_and_expiry_round_trip(client: MemoryClient, user_id: str) -> None:
    dimension = client.stats(user_id).dimension
    rng = np.random.default_rng(7)
    vector = rng.standard_normal(dimension).astype(np.float32)
    vector /= np.linalg.norm(vector)
    created_at = datetime.now(UTC).replace(microsecond=250000) - timedelta(days=3)
    expires_at = datetime.now(UTC).replace(microsecond=0) + timedelta(days=30)

    result = client.remember(
        user_id,
        "the staging database password rotates every Friday",
        embedding=vector,
        created_at=created_at,
        expires_at=expires_at,
    )
    assert result.memory.created_at == created_at
    assert result.memory.expires_at == expires_at

    hits = client.recall(user_id, embedding=vector.tolist(), top_k=1)
    assert [h.memory.id for h in hits] == [result.memory.id]
    assert hits[0].similarity == pytest.approx(1.0, abs=1e-3)


def test_remember_batch(client: MemoryClient, user_id: str) -> None:
    items = [
        MemoryInput(user_id, EN, tags=("en",)),
        MemoryInput(user_id, ZH, memory_type="episodic", tags=("zh",)),
        MemoryInput(user_id, "Bob prefers window seats on long flights", memory_type="preference"),
    ]
    results = client.remember_batch(items)
    assert [r.memory.content for r in results] == [i.content for i in items]
    assert [r.memory.tags for r in results] == [("en",), ("zh",), ()]
    assert len({r.memory.id for r in results}) == 3
    assert client.stats(user_id).total == 3


def test_remember_passes_the_conflict_policy_and_reads_the_outcome(
    client: MemoryClient, user_id: str
) -> None:
    old = client.remember(user_id, "I'm allergic to peanuts")
    assert (old.outcome, old.stored_id, old.related_id) == ("new", old.memory.id, "")
    same = client.remember(user_id, "I'm allergic to peanuts")
    assert (same.action, same.outcome, same.related_id) == ("merged", "duplicate", old.memory.id)
    replaced = client.remember(user_id, "I'm allergic to shellfish", on_conflict="replace")
    assert (replaced.action, replaced.outcome) == ("superseded", "replaced")
    assert replaced.affected_ids == (old.memory.id,) and replaced.related_id == old.memory.id
    batch = client.remember_batch(
        [MemoryInput(user_id, "I'm allergic to penicillin", on_conflict="keep_both")]
    )
    assert [r.outcome for r in batch] == ["new"]
    with pytest.raises(ValueError, match="on_conflict"):
        client.remember(user_id, "x", on_conflict="merge")  # type: ignore[arg-type]


def test_batch_with_one_bad_item_stores_nothing(client: MemoryClient, user_id: str) -> None:
    items = [MemoryInput(user_id, EN), MemoryInput(user_id, "", tags=("empty",))]
    with pytest.raises(InvalidArgument) as info:
        client.remember_batch(items)
    assert re.search(r"\b1\b", info.value.details), info.value.details  # names the bad index
    assert client.stats(user_id).total == 0


def test_not_found(client: MemoryClient, user_id: str) -> None:
    client.remember(user_id, EN)
    missing = "0" * 32
    with pytest.raises(NotFound) as info:
        client.get(user_id, missing)
    assert info.value.details
    with pytest.raises(NotFound):
        client.forget(user_id, [missing], mode="suppress")


# --- history, feedback, forget by selector, lifecycle figures -----------------------------------


def test_supersede_history_and_lifecycle_figures(client: MemoryClient, user_id: str) -> None:
    month_ago = datetime.now(UTC).replace(microsecond=0) - timedelta(days=30)
    old = client.remember(user_id, BUDGET_OLD, created_at=month_ago)
    assert old.action == "created" and old.affected_ids == ()
    new = client.remember(user_id, BUDGET_NEW)
    assert new.action == "superseded"
    assert new.affected_ids == (old.memory.id,)
    assert new.memory.supersedes == (old.memory.id,)
    assert new.memory.status == "active"

    replaced = client.get(user_id, old.memory.id)
    assert replaced.status == "superseded"
    assert replaced.superseded_by == new.memory.id
    assert replaced.created_at == month_ago

    chain = client.history(user_id, old.memory.id)
    assert client.history(user_id, new.memory.id) == chain  # any version names the chain
    assert [e.memory.id for e in chain] == [old.memory.id, new.memory.id]  # oldest first
    assert [e.memory.content for e in chain] == [BUDGET_OLD, BUDGET_NEW]
    assert [e.memory.status for e in chain] == ["superseded", "active"]
    first, last = chain[0].events[0], chain[0].events[-1]
    assert first.action == "created" and first.related_id is None
    assert last.action == "superseded"
    assert last.related_id == new.memory.id
    assert last.reason  # why, in words
    assert [e.related_id for e in chain[1].events if e.action == "supersedes"] == [old.memory.id]
    for entry in chain:
        assert entry.events
        assert [e.at for e in entry.events] == sorted(e.at for e in entry.events)
        assert all(e.at.tzinfo is UTC for e in entry.events)
        # "created" is dated at the memory's own (possibly backfilled) time; the rest at now
        assert entry.events[0].at == entry.memory.created_at
        assert all(_close_to_now(e.at) for e in entry.events[1:])

    hits = client.recall(user_id, "项目预算是多少", top_k=5)
    assert [h.memory.id for h in hits] == [new.memory.id]
    with_history = client.recall(user_id, "项目预算是多少", top_k=5, include_history=True)
    assert {h.memory.id: h.memory.status for h in with_history} == {
        new.memory.id: "active",
        old.memory.id: "superseded",
    }

    stats = client.stats(user_id)
    assert stats.total == 2
    assert stats.by_status == {"active": 1, "superseded": 1}
    life = stats.lifecycle
    assert life.writes == 2
    assert life.conflict_verdicts == {"supersede": 1}
    assert life.conflicts_per_1000_writes == pytest.approx(500.0)
    assert life.merge_rate == 0.0
    assert life.weekly_archive_rate == 0.0
    assert life.mean_recalled_age_days >= 0.0


def test_history_of_a_lone_memory_and_of_another_pool(client: MemoryClient, user_id: str) -> None:
    memory = client.remember(user_id, EN, agent_id="a1").memory
    [entry] = client.history(user_id, memory.id, agent_id="a1")
    assert entry.memory == client.get(user_id, memory.id, agent_id="a1")
    assert [e.action for e in entry.events] == ["created"]
    with pytest.raises(NotFound):
        client.history(user_id, memory.id, agent_id="a2")
    with pytest.raises(NotFound):
        client.history(Scope(user_id + "-other", "a1"), memory.id)


def test_duplicate_is_merged(client: MemoryClient, user_id: str) -> None:
    first = client.remember(user_id, EN)
    again = client.remember(user_id, EN)
    assert again.action == "merged"
    assert again.affected_ids == (first.memory.id,)
    assert again.memory.id == first.memory.id
    stats = client.stats(user_id)
    assert stats.total == 1
    assert stats.lifecycle.writes == 2 and stats.lifecycle.merge_rate == pytest.approx(0.5)
    assert [e.action for e in client.history(user_id, first.memory.id)[0].events] == [
        "created",
        "merged",
    ]


def test_feedback_moves_access_statistics(client: MemoryClient, user_id: str) -> None:
    ten_days_ago = datetime.now(UTC).replace(microsecond=0) - timedelta(days=10)
    used = client.remember(user_id, EN, created_at=ten_days_ago).memory
    ignored = client.remember(
        user_id, "Bob prefers window seats on long flights", created_at=ten_days_ago
    ).memory
    assert [h.memory.id for h in client.recall(user_id, EN, top_k=1)] == [used.id]
    used_before = client.get(user_id, used.id)
    ignored_before = client.get(user_id, ignored.id)
    assert ignored_before.last_accessed_at is None

    assert client.feedback(user_id, used=[used.id], ignored=[ignored.id]) == 2

    used_after = client.get(user_id, used.id)
    assert used_after.access_count == used_before.access_count + 1
    assert _close_to_now(used_after.last_accessed_at, timedelta(minutes=1))
    ignored_after = client.get(user_id, ignored.id)
    assert ignored_after.access_count == ignored_before.access_count  # a weak hit: no access
    # last access moves halfway from the creation (its last access) to now: about 5 days ago
    assert ignored_after.last_accessed_at is not None
    halfway = ten_days_ago + (datetime.now(UTC) - ten_days_ago) / 2
    assert abs(ignored_after.last_accessed_at - halfway) < timedelta(minutes=5)

    assert client.stats(user_id).lifecycle.recall_hit_rate == pytest.approx(1.0)
    assert client.feedback(user_id) == 0  # nothing to report, nothing sent
    assert client.feedback(user_id, used=["0" * 32]) == 0  # ids not in the pool are skipped
    assert client.feedback(user_id, used=[used.id], agent_id="other") == 0
    assert client.get(user_id, used.id).access_count == used_after.access_count


def test_forget_by_session_and_by_tags(client: MemoryClient, user_id: str) -> None:
    s1_a = client.remember(user_id, EN, session_id="s-1", tags=["health"]).memory
    s1_b = client.remember(user_id, ZH, session_id="s-1").memory
    s2 = client.remember(
        user_id, "Bob prefers window seats on long flights", session_id="s-2", tags=["chat"]
    ).memory
    other_agent = client.remember(user_id, EN, agent_id="a1", session_id="s-1").memory

    assert client.forget(user_id, session="no-such-session") == []
    assert sorted(client.forget(user_id, session="s-1")) == sorted([s1_a.id, s1_b.id])
    for gone in (s1_a, s1_b):
        with pytest.raises(NotFound):
            client.get(user_id, gone.id)
    assert client.get(user_id, other_agent.id, agent_id="a1").status == "active"  # its own pool
    assert client.stats(user_id).total == 1

    assert client.forget(user_id, tags=["chat", "unused"], mode="suppress") == [s2.id]
    assert client.get(user_id, s2.id).status == "suppressed"
    assert client.forget(user_id, tags=["chat"], mode="suppress") == []  # already suppressed
    assert client.forget(user_id, tags=["chat"], mode="restore") == [s2.id]
    assert client.get(user_id, s2.id).status == "active"

    # a missing id rejects the whole call, selectors included
    with pytest.raises(NotFound):
        client.forget(user_id, ["0" * 32], session="s-2")
    assert client.get(user_id, s2.id).status == "active"
    assert client.forget(Scope(user_id, "a1"), [other_agent.id], session="s-1") == [other_agent.id]


BAD_INPUTS: list[tuple[Any, str]] = [
    (lambda c, u: c.remember(u, ""), "content"),
    (lambda c, u: c.remember("", EN), "user_id"),
    (lambda c, u: c.remember(u, EN, importance=2.0), "importance"),
    (lambda c, u: c.remember(u, EN, confidence=-0.5), "confidence"),
    (lambda c, u: c.remember(u, EN, embedding=[0.5, 0.5, 0.5]), "embedding"),
    (
        lambda c, u: c.remember(u, EN, created_at=datetime.now(UTC) + timedelta(days=2)),
        "created_at",
    ),
    (
        lambda c, u: c.remember(u, EN, expires_at=datetime.now(UTC) - timedelta(days=2)),
        "expires_at",
    ),
    (lambda c, u: c.recall(u, ""), "query"),
    (lambda c, u: c.recall(u, EN, top_k=1_000_000), "top_k"),
    (lambda c, u: c.forget(u, []), "ids"),
    (lambda c, u: c.get(u, "not-an-id"), "id"),
    (lambda c, u: c.forget(u, session="", tags=()), "ids"),
    (lambda c, u: c.history(u, "not-an-id"), "id"),
    (lambda c, u: c.feedback(u, used=["not-an-id"]), "used_ids"),
]


@pytest.mark.parametrize(("call", "field"), BAD_INPUTS, ids=[field for _, field in BAD_INPUTS])
def test_bad_input_is_invalid_argument(
    client: MemoryClient, user_id: str, call: Any, field: str
) -> None:
    with pytest.raises(InvalidArgument) as info:
        call(client, user_id)
    assert re.search(rf"\b{field}\b", info.value.details), info.value.details  # names the field


# --- async --------------------------------------------------------------------------------------


def test_async_client_round_trip(server: Any, user_id: str) -> None:
    async def main() -> None:
        async with AsyncMemoryClient(server.address, timeout=30) as client:
            en, zh = await asyncio.gather(
                client.remember(user_id, EN, tags=["en"]),
                client.remember(user_id, ZH, memory_type="episodic", tags=["zh"]),
            )
            assert {en.action, zh.action} == {"created"}
            assert (await client.get(user_id, zh.memory.id)).content == ZH

            hits_en, hits_zh = await asyncio.gather(
                client.recall(user_id, EN), client.recall(user_id, ZH)
            )
            assert hits_en[0].memory.id == en.memory.id
            assert hits_zh[0].memory.id == zh.memory.id

            batch = await client.remember_batch([MemoryInput(user_id, "Bob prefers window seats")])
            assert batch[0].action == "created"
            assert (await client.stats(user_id)).total == 3

            assert await client.forget(user_id, [en.memory.id]) == [en.memory.id]
            with pytest.raises(NotFound):
                await client.get(user_id, en.memory.id)
            with pytest.raises(InvalidArgument):
                await client.remember(user_id, "")

            old = await client.remember(
                user_id, BUDGET_OLD, created_at=datetime.now(UTC) - timedelta(days=30)
            )
            new = await client.remember(user_id, BUDGET_NEW, session_id="s-9")
            assert (new.action, new.affected_ids) == ("superseded", (old.memory.id,))
            chain = await client.history(user_id, new.memory.id)
            assert [e.memory.id for e in chain] == [old.memory.id, new.memory.id]

            before = (await client.get(user_id, zh.memory.id)).access_count
            assert await client.feedback(user_id, used=[zh.memory.id]) == 1
            assert (await client.get(user_id, zh.memory.id)).access_count == before + 1

            assert await client.forget(user_id, session="s-9") == [new.memory.id]
            stats = await client.stats(user_id)
            assert stats.lifecycle.conflict_verdicts == {"supersede": 1}
            assert stats.lifecycle.writes == 5

    asyncio.run(main())


def test_recall_if_needed_says_when_memory_is_not_needed(server, user_id: str) -> None:
    from memoryd.client import MemoryClient

    with MemoryClient(server.address) as client:
        client.remember(user_id, "My daughter goes to Hillcrest Academy")
        chat = client.recall_if_needed(user_id, "thanks, bye!")
        asked = client.recall_if_needed(user_id, "which school does my daughter go to?")

    assert (chat.hits, chat.needs_memory) == ([], False)
    assert chat.trigger_reason
    assert asked.needs_memory and asked.hits[0].memory.content.startswith("My daughter")
    assert "first person" in asked.trigger_reason


def test_async_recall_if_needed(server, user_id: str) -> None:
    from memoryd.client import AsyncMemoryClient

    async def main():
        async with AsyncMemoryClient(server.address) as client:
            await client.remember(user_id, "预算控制在50万以内")
            return await client.recall_if_needed(user_id, "我的预算是多少？")

    result = asyncio.run(main())
    assert result.needs_memory and result.hits
