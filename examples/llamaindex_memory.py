"""A LlamaIndex ``Memory`` whose long-term block and chat history live in memoryd.

    python examples/llamaindex_memory.py --target 127.0.0.1:50051

Session one: the user says a few things; LlamaIndex's ``Memory`` keeps the newest messages in
its short-term share and flushes the oldest to ``MemorydMemoryBlock``, which sends them to
Remember with extraction (the assistant's words are not stored as facts). Session two, later,
in a fresh ``Memory``: the question brings the fact back through Recall, in the system message
LlamaIndex builds. The chat history itself sits in memoryd's turn buffer (``MemorydChatStore``),
so another process reads the same conversation back. No model is called: what a model would be
given is printed.
"""

from __future__ import annotations

import argparse
import uuid

from llama_index.core.base.llms.types import ChatMessage
from llama_index.core.memory import Memory

from memoryd.adapters.llamaindex import MemorydChatStore, MemorydMemoryBlock
from memoryd.client import MemoryClient


def main(target: str, user_id: str) -> None:
    with MemoryClient(target, timeout=30) as client:
        block = MemorydMemoryBlock(client=client, user_id=user_id)
        first = Memory.from_defaults(
            session_id="first",
            token_limit=60,  # small on purpose: the oldest messages are flushed to the block
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
        first.get()  # over its short-term share: the flush to memoryd happens here
        stored = [m.content for m in client.list_memories(user_id).memories]
        print(f"memoryd keeps {len(stored)} memories of session one")

        later = Memory.from_defaults(session_id="second", token_limit=2000, memory_blocks=[block])
        later.put(ChatMessage(role="user", content="What am I allergic to?"))
        system = later.get()[0]
        recalled = [line for line in (system.content or "").splitlines() if "peanut" in line]
        print("a model would be told:", recalled[0].strip() if recalled else "(nothing)")

        chat = MemorydChatStore(client=client, user_id=user_id)
        chat.add_message("chat-1", ChatMessage(role="user", content="Book a table for two."))
        chat.add_message("chat-1", ChatMessage(role="assistant", content="Done, 8 pm."))
        again = MemorydChatStore(client=client, user_id=user_id)  # e.g. another process
        print(f"the chat store reads back {len(again.get_messages('chat-1'))} messages")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="127.0.0.1:50051", help="memoryd address")
    parser.add_argument("--user", default=f"llamaindex-example-{uuid.uuid4().hex[:6]}")
    args = parser.parse_args()
    main(args.target, args.user)
