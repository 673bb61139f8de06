"""LlamaIndex on memoryd: a chat store on the session's turn buffer, and a long-term memory
block on Remember (extraction) and Recall.

    from llama_index.core.memory import ChatMemoryBuffer, Memory
    from memoryd.adapters.llamaindex import MemorydChatStore, MemorydMemoryBlock

    store = MemorydChatStore(client=client, user_id="alice")       # keys are session ids
    buffer = ChatMemoryBuffer.from_defaults(chat_store=store, chat_store_key="chat-42")

    block = MemorydMemoryBlock(client=client, user_id="alice")
    memory = Memory.from_defaults(session_id="chat-42", memory_blocks=[block])

``MemorydChatStore`` keeps each message as one turn of the session its key names: the role
and text (what BuildContext and other clients read) plus the message itself as JSON (the
turn's ``item``), so ``get_messages`` gives back the very messages, oldest first. When the
buffer has folded old turns into a summary, those messages come back as one system message
carrying the summary, first. memoryd appends and removes at the newest end only:
``add_message`` appends; ``delete_message`` removes the last message only (another index is
refused with ValueError); ``get_keys`` is not offered (memoryd lists memories, not sessions).

``MemorydMemoryBlock`` is a block of LlamaIndex's ``Memory``: the messages the short-term
memory flushes are sent as dialogue to Remember with extraction (memoryd keeps the user's
statements worth keeping, with its merge / supersede lifecycle), and ``aget`` recalls the
memories relevant to the latest messages, one a line.

Both use the blocking client (thread-safe); their async methods run it on a worker thread, so
they work under any event loop, including the fresh one ``Memory.get`` makes.
"""

from __future__ import annotations

import asyncio
from typing import Any

try:
    from llama_index.core.base.llms.types import ChatMessage, MessageRole, TextBlock
    from llama_index.core.memory.memory import BaseMemoryBlock
    from llama_index.core.storage.chat_store.base import BaseChatStore
    from pydantic import ConfigDict, Field
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    from ._require import missing_extra

    raise missing_extra("llama-index-core", "llamaindex") from exc

from memoryd.client import MemoryClient, Scope, Turn

__all__ = ["MemorydChatStore", "MemorydMemoryBlock"]

# LlamaIndex message role -> memoryd turn role.
_ROLE_OF = {
    MessageRole.USER: "user",
    MessageRole.ASSISTANT: "assistant",
    MessageRole.SYSTEM: "system",
    MessageRole.DEVELOPER: "system",
    MessageRole.TOOL: "tool",
    MessageRole.FUNCTION: "tool",
    MessageRole.CHATBOT: "assistant",
    MessageRole.MODEL: "assistant",
}
_SUMMARY_PREFIX = "Summary of the earlier conversation:\n"


def _text(message: ChatMessage) -> str:
    """Return what a model reads of ``message``: its text blocks, or a mark per other block."""
    parts = [
        b.text if isinstance(b, TextBlock) else f"[{getattr(b, 'block_type', 'block')}]"
        for b in message.blocks
    ]
    text = "\n".join(p for p in parts if p).strip()
    return text or f"({message.role.value} message)"


def _message_of(turn: Turn) -> ChatMessage:
    """Return the message a turn carries, or (a turn another client appended) one of it."""
    if turn.item:
        try:
            return ChatMessage.model_validate_json(turn.item)
        except ValueError:
            pass
    return ChatMessage(role=MessageRole(turn.role), content=turn.content)


class MemorydChatStore(BaseChatStore):
    """A LlamaIndex chat store whose keys are the session ids of one memoryd pool."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    client: MemoryClient = Field(exclude=True)
    user_id: str
    agent_id: str = ""

    @classmethod
    def class_name(cls) -> str:
        """Return the store's name in LlamaIndex's registry."""
        return "MemorydChatStore"

    def _scope(self, key: str) -> Scope:
        if not key:
            raise ValueError("key is the memoryd session id: it must not be empty")
        return Scope(self.user_id, self.agent_id, key)

    def set_messages(self, key: str, messages: list[ChatMessage]) -> None:
        """Replace the session's messages with ``messages`` (its summary goes too)."""
        self.client.remove_turns(self._scope(key), clear=True)
        for message in messages:
            self.add_message(key, message)

    def get_messages(self, key: str) -> list[ChatMessage]:
        """Return the session's messages, oldest first (the summary first once folded)."""
        read = self.client.read_turns(self._scope(key))
        messages = [_message_of(turn) for turn in read.turns]
        if read.folded and read.summary.strip():
            summary = ChatMessage(role=MessageRole.SYSTEM, content=_SUMMARY_PREFIX + read.summary)
            messages.insert(0, summary)
        return messages

    def add_message(self, key: str, message: ChatMessage, idx: int | None = None) -> None:
        """Append ``message`` to the session (durable once this returns)."""
        if idx is not None:
            raise ValueError("memoryd appends at the end of a session only: leave idx unset")
        role = _ROLE_OF.get(message.role)
        if role is None:
            raise ValueError(f"message role {message.role.value!r} has no memoryd turn role")
        record = message.model_dump_json(exclude_none=True)
        self.client.append_turn(self._scope(key), role, _text(message), item=record)

    def delete_messages(self, key: str) -> list[ChatMessage] | None:
        """Return the session's raw messages, removed with its summary; None when empty."""
        removed = self.client.remove_turns(self._scope(key), clear=True).removed
        return [_message_of(t) for t in removed] or None

    def delete_message(self, key: str, idx: int) -> ChatMessage | None:
        """Return the last message, removed, when ``idx`` is its index; None past the end."""
        count = self.client.read_turns(self._scope(key), limit=1).total_turns
        if idx >= count:
            return None
        if idx not in (count - 1, -1):
            raise ValueError(
                f"idx {idx}: memoryd removes the newest message only (index {count - 1})"
            )
        return self.delete_last_message(key)

    def delete_last_message(self, key: str) -> ChatMessage | None:
        """Return the newest message, removed; None when the session has none."""
        removed = self.client.remove_turns(self._scope(key), last=1).removed
        return _message_of(removed[0]) if removed else None

    def get_keys(self) -> list[str]:
        """memoryd has no call listing a pool's sessions: NotImplementedError says so."""
        raise NotImplementedError(
            "memoryd lists memories, not sessions: keep the session ids you use"
        )

    async def aset_messages(self, key: str, messages: list[ChatMessage]) -> None:
        """Replace the session's messages (on a worker thread)."""
        await asyncio.to_thread(self.set_messages, key, messages)

    async def aget_messages(self, key: str) -> list[ChatMessage]:
        """Return the session's messages (on a worker thread)."""
        return await asyncio.to_thread(self.get_messages, key)

    async def async_add_message(
        self, key: str, message: ChatMessage, idx: int | None = None
    ) -> None:
        """Append a message (on a worker thread)."""
        await asyncio.to_thread(self.add_message, key, message, idx)

    async def adelete_messages(self, key: str) -> list[ChatMessage] | None:
        """Return the removed messages (on a worker thread)."""
        return await asyncio.to_thread(self.delete_messages, key)

    async def adelete_message(self, key: str, idx: int) -> ChatMessage | None:
        """Return the removed last message (on a worker thread)."""
        return await asyncio.to_thread(self.delete_message, key, idx)

    async def adelete_last_message(self, key: str) -> ChatMessage | None:
        """Return the removed newest message (on a worker thread)."""
        return await asyncio.to_thread(self.delete_last_message, key)


class MemorydMemoryBlock(BaseMemoryBlock[str]):
    """A long-term memory block of LlamaIndex's ``Memory`` on one memoryd pool.

    ``aput`` sends the flushed messages (user and assistant text, as ``role: text`` lines)
    to Remember with extraction; ``aget`` recalls the ``top_k`` memories most relevant to the
    last ``context_messages`` messages (hits under ``min_score`` left out), one a line.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    name: str = "memoryd"
    description: str | None = "What memoryd remembers about the user."
    client: MemoryClient = Field(exclude=True)
    user_id: str
    agent_id: str = ""
    top_k: int = 5
    min_score: float = 0.2
    context_messages: int = 2

    def _scope(self, session_id: str = "") -> Scope:
        return Scope(self.user_id, self.agent_id, session_id)

    async def _aget(self, messages: list[ChatMessage] | None = None, **block_kwargs: Any) -> str:
        said = [m for m in messages or [] if m.role in (MessageRole.USER, MessageRole.ASSISTANT)]
        query = "\n".join(_text(m) for m in said[-self.context_messages :])
        if not query.strip():
            return ""
        hits = await asyncio.to_thread(
            self.client.recall, self._scope(), query, top_k=self.top_k, min_score=self.min_score
        )
        return "\n".join(f"- {hit.memory.content}" for hit in hits)

    async def _aput(self, messages: list[ChatMessage]) -> None:
        lines = [
            f"{_ROLE_OF[m.role]}: {_text(m)}"
            for m in messages
            if m.role in (MessageRole.USER, MessageRole.ASSISTANT)
        ]
        if not lines:
            return
        sessions = {str(m.additional_kwargs.get("session_id", "")) for m in messages}
        session = sessions.pop() if len(sessions) == 1 else ""
        await asyncio.to_thread(
            self.client.extract_and_remember, self._scope(session), "\n".join(lines)
        )
