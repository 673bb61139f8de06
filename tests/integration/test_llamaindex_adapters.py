"""memoryd.adapters.llamaindex against real servers: the chat store answers as LlamaIndex's own
SimpleChatStore does on the same script and backs a ChatMemoryBuffer; folded turns come back
as the summary; the memory block, inside LlamaIndex's ``Memory``, remembers what the flushed
messages said and recalls it in a later session; other users never see either."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("llama_index.core", reason="the llamaindex extra comes with the test extra")

from llama_index.core.base.llms.types import ChatMessage, MessageRole  # noqa: E402
from llama_index.core.memory import ChatMemoryBuffer, Memory  # noqa: E402
from llama_index.core.storage.chat_store import SimpleChatStore  # noqa: E402

from memoryd.adapters.llamaindex import MemorydChatStore, MemorydMemoryBlock  # noqa: E402
from memoryd.client import MemoryClient  # noqa: E402

from .conftest import run_example  # noqa: E402

SMALL_BUFFER = """\
[engine.turns]
max_tokens = 60
summarizer = "extractive"
"""

MESSAGES = [
    ChatMessage(role=MessageRole.SYSTEM, content="You plan trips."),
    ChatMessage(role=MessageRole.USER, content="I want to go to Kyoto in April."),
    ChatMessage(
        role=MessageRole.ASSISTANT,
        content="Kyoto in April: cherry blossoms.",
        additional_kwargs={"tool_calls": [{"id": "t1", "name": "hotels"}]},
    ),
    ChatMessage(
        role=MessageRole.TOOL, content="3 hotels", additional_kwargs={"tool_call_id": "t1"}
    ),
]


@pytest.fixture(scope="module")
def client(server: Any) -> Iterator[MemoryClient]:
    with MemoryClient(server.address, timeout=30) as c:
        yield c


def _script(store: Any, key: str) -> list[Any]:
    def get() -> list[ChatMessage]:
        return list(store.get_messages(key))  # SimpleChatStore hands out its own list

    seen: list[Any] = [get(), store.delete_last_message(key)]
    store.set_messages(key, MESSAGES[:2])
    store.add_message(key, MESSAGES[2])
    store.add_message(key, MESSAGES[3])
    seen += [get(), store.delete_message(key, 3), store.delete_message(key, 9)]
    seen += [store.delete_last_message(key), get()]
    seen += [store.delete_messages(key), get(), store.delete_messages(key)]
    return seen


def test_the_chat_store_answers_as_simple_chat_store_does(
    client: MemoryClient, user_id: str
) -> None:
    ours = _script(MemorydChatStore(client=client, user_id=user_id), "trip")
    reference = _script(SimpleChatStore(), "trip")
    assert ours == reference
    assert ours[2] == MESSAGES and ours[9] is None  # the very messages, extra kwargs included
    other = MemorydChatStore(client=client, user_id=user_id + "-eve")
    store = MemorydChatStore(client=client, user_id=user_id)
    store.set_messages("trip", MESSAGES[:2])
    assert other.get_messages("trip") == [] and other.delete_last_message("trip") is None
    assert store.get_messages("trip") == MESSAGES[:2]
    with pytest.raises(ValueError, match="newest message only"):
        store.delete_message("trip", 0)
    with pytest.raises(NotImplementedError, match="not sessions"):
        store.get_keys()


def test_a_chat_memory_buffer_keeps_its_history_in_memoryd(
    client: MemoryClient, user_id: str
) -> None:
    store = MemorydChatStore(client=client, user_id=user_id)
    buffer = ChatMemoryBuffer.from_defaults(chat_store=store, chat_store_key="s1")
    for message in MESSAGES[1:3]:
        buffer.put(message)
    again = ChatMemoryBuffer.from_defaults(chat_store=store, chat_store_key="s1")
    assert again.get_all() == MESSAGES[1:3]
    assert [m.content for m in again.get()] == [m.content for m in MESSAGES[1:3]]

    async def aput() -> list[ChatMessage]:
        await again.aput(MESSAGES[3])
        return await store.aget_messages("s1")

    assert asyncio.run(aput()) == MESSAGES[1:4]
    turns = client.read_turns(user_id, session_id="s1").turns
    assert [(t.role, t.content) for t in turns] == [
        ("user", "I want to go to Kyoto in April."),
        ("assistant", "Kyoto in April: cherry blossoms."),
        ("tool", "3 hotels"),
    ]


def test_folded_messages_come_back_as_the_summary(
    start_server: Any, tmp_path_factory: pytest.TempPathFactory
) -> None:
    config = tmp_path_factory.mktemp("llama-turns") / "memoryd.toml"
    config.write_text(SMALL_BUFFER)
    small = start_server(None, "--embedder", "none", "--dimension", "8", "--config", str(config))
    with MemoryClient(small.address) as c:
        store = MemorydChatStore(client=c, user_id="fold-user")
        said = [ChatMessage(role="user", content=f"I booked hotel {i} in Lisbon") for i in range(9)]
        for message in said:
            store.add_message("s", message)
        got = store.get_messages("s")
        read = c.read_turns("fold-user", session_id="s")
    assert read.folded > 0
    assert got[0].role == MessageRole.SYSTEM and read.summary in (got[0].content or "")
    assert got[1:] == said[read.folded :]


def test_the_memory_block_remembers_across_sessions(client: MemoryClient, user_id: str) -> None:
    block = MemorydMemoryBlock(client=client, user_id=user_id)
    first = Memory.from_defaults(
        session_id="first",
        token_limit=60,
        chat_history_token_ratio=0.3,
        token_flush_size=20,
        memory_blocks=[block],
    )
    first.put_messages(
        [
            ChatMessage(role="user", content="I am allergic to peanuts."),
            ChatMessage(role="assistant", content="Noted, no peanuts."),
            ChatMessage(role="user", content="My daughter is called Mia."),
            ChatMessage(role="assistant", content="Nice to meet Mia."),
        ]
    )
    first.get()  # the short-term memory is over its share: the oldest messages go to the block
    remembered = [m.content for m in client.list_memories(user_id).memories]
    assert any("peanuts" in text for text in remembered)
    assert not any("Noted" in text for text in remembered)  # the assistant's words are not facts

    later = Memory.from_defaults(session_id="second", token_limit=2000, memory_blocks=[block])
    later.put(ChatMessage(role="user", content="What am I allergic to?"))
    system = later.get()[0]
    assert system.role == MessageRole.SYSTEM and "peanuts" in (system.content or "")
    other = MemorydMemoryBlock(client=client, user_id=user_id + "-eve")
    question = [ChatMessage(role="user", content="What am I allergic to?")]
    assert asyncio.run(other.aget(question)) == ""


def test_the_example_runs_as_a_script(server: Any) -> None:
    lines = run_example("llamaindex_memory.py", server)
    assert lines[0].startswith("memoryd keeps ") and not lines[0].startswith("memoryd keeps 0 ")
    assert lines[1].startswith("a model would be told:") and "peanut" in lines[1]
    assert lines[2] == "the chat store reads back 2 messages"
