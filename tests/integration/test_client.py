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

    asyncio.run(main())
