"""memoryd.adapters.langchain against real servers: the chat message history on the session's
turn buffer (a small-buffer server shows the summary fold), and the retriever on Recall."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("langchain_core", reason="the langchain extra is installed with the test extra")

from langchain_core.messages import (  # noqa: E402
    AIMessage,
    ChatMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
)

from memoryd.adapters.langchain import (  # noqa: E402
    MemorydChatMessageHistory,
    MemorydRetriever,
)
from memoryd.client import MemoryClient  # noqa: E402

from .conftest import run_example  # noqa: E402

SMALL_BUFFER = """\
[engine.turns]
max_tokens = 60
summarizer = "extractive"
"""


@pytest.fixture(scope="module")
def client(server: Any) -> Iterator[MemoryClient]:
    with MemoryClient(server.address, timeout=30) as c:
        yield c


@pytest.fixture(scope="module")
def small_buffer(start_server: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    config = tmp_path_factory.mktemp("turns") / "memoryd.toml"
    config.write_text(SMALL_BUFFER)
    server = start_server(None, "--embedder", "none", "--dimension", "8", "--config", str(config))
    with MemoryClient(server.address, timeout=30) as c:
        yield c


def test_history_round_trips_messages_in_order(client: MemoryClient, user_id: str) -> None:
    history = MemorydChatMessageHistory(client, user_id, session_id="s1")
    assert history.messages == []
    history.add_messages(
        [
            SystemMessage("You are a travel agent."),
            HumanMessage("I need a flight to Oslo.\nWindow seat, please."),
            AIMessage("Booked: Oslo, seat 14A."),
            ToolMessage("seat map: 14A free", tool_call_id="call-1"),
        ]
    )
    history.add_user_message("Thanks!")
    got = [(m.type, m.content) for m in history.messages]
    assert got == [
        ("system", "You are a travel agent."),
        ("human", "I need a flight to Oslo.\nWindow seat, please."),
        ("ai", "Booked: Oslo, seat 14A."),
        ("tool", "seat map: 14A free"),
        ("human", "Thanks!"),
    ]
    # Another session of the same user, and another user, have their own buffers.
    assert MemorydChatMessageHistory(client, user_id, session_id="s2").messages == []
    assert MemorydChatMessageHistory(client, user_id + "-b", session_id="s1").messages == []


def test_history_refuses_what_it_cannot_store(client: MemoryClient, user_id: str) -> None:
    history = MemorydChatMessageHistory(client, user_id, session_id="s1")
    with pytest.raises(ValueError, match="no memoryd turn role"):
        history.add_messages([HumanMessage("kept?"), ChatMessage("x", role="narrator")])
    assert history.messages == []  # refused whole: the first message was not sent either
    with pytest.raises(ValueError, match="session_id is required"):
        MemorydChatMessageHistory(client, user_id, session_id="")


def test_history_clear_forgets_the_session(client: MemoryClient, user_id: str) -> None:
    history = MemorydChatMessageHistory(client, user_id, session_id="s1")
    history.add_messages([HumanMessage("My locker code is 4471"), AIMessage("Noted.")])
    client.remember(user_id, "Locker code is 4471", session_id="s1")
    kept = client.remember(user_id, "Lives in Bergen", session_id="other").memory
    history.clear()
    assert history.messages == []
    assert [h.memory.id for h in client.recall(user_id, "where", top_k=10)] == [kept.id]


def test_history_reads_the_summary_once_old_turns_fold(small_buffer: MemoryClient) -> None:
    user = f"lc-{uuid.uuid4().hex[:8]}"
    history = MemorydChatMessageHistory(small_buffer, user, session_id="long")
    for i in range(12):
        history.add_messages(
            [HumanMessage(f"Question {i} about the trip to Kyoto"), AIMessage(f"Answer {i}.")]
        )
    messages = history.messages
    assert isinstance(messages[0], SystemMessage) and "Kyoto" in messages[0].content
    assert messages[-1].content == "Answer 11." and messages[-2].content.startswith("Question 11")
    assert len(messages) < 24  # the oldest turns are in the summary, not repeated


def test_history_async_api(client: MemoryClient, user_id: str) -> None:
    history = MemorydChatMessageHistory(client, user_id, session_id="a1")

    async def body() -> list[Any]:
        await history.aadd_messages([HumanMessage("hola"), AIMessage("¡hola!")])
        return await history.aget_messages()

    assert [m.content for m in asyncio.run(body())] == ["hola", "¡hola!"]


def test_retriever_documents_carry_id_score_tier_created_at(
    client: MemoryClient, user_id: str
) -> None:
    tea = client.remember(user_id, "Drinks green tea every morning", memory_type="preference")
    client.remember(user_id, "Works as a nurse in Glasgow")
    client.remember(user_id + "-other", "Drinks only espresso")
    retriever = MemorydRetriever(client=client, user_id=user_id, top_k=2)
    docs = retriever.invoke("what does she drink in the morning?")
    assert docs[0].page_content == "Drinks green tea every morning"
    assert docs[0].id == tea.memory.id == docs[0].metadata["id"]
    meta = docs[0].metadata
    assert meta["tier"] == "short" and meta["memory_type"] == "preference"
    assert meta["created_at"] == tea.memory.created_at.isoformat()  # type: ignore[union-attr]
    assert meta["score"] >= docs[-1].metadata["score"] > 0
    assert all("espresso" not in d.page_content for d in docs)  # another user's: never
    again = asyncio.run(retriever.ainvoke("what does she drink in the morning?"))
    assert [d.id for d in again] == [d.id for d in docs]


def test_the_example_runs_as_a_script(server: Any) -> None:
    lines = run_example("langchain_memory.py", server)
    assert lines[0] == "the session reads back 2 messages"
    assert lines[1].startswith("the retriever finds: I am allergic to peanuts (tier "), lines
