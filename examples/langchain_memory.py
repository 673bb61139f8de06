"""LangChain with memoryd: a chat history on the session's turn buffer, and a retriever of
the user's long-term memories through Recall.

    python examples/langchain_memory.py --target 127.0.0.1:50051

``MemorydChatMessageHistory`` keeps one session's turns (AppendTurn); a new history object of
the same session reads them back, as a chain's ``RunnableWithMessageHistory`` would on its next
call. ``MemorydRetriever`` answers a question with the Documents of the user's memories, each
carrying its id, score, tier and created_at, for a RAG chain's context.
"""

from __future__ import annotations

import argparse
import uuid

from langchain_core.messages import AIMessage, HumanMessage

from memoryd.adapters.langchain import MemorydChatMessageHistory, MemorydRetriever
from memoryd.client import MemoryClient


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="127.0.0.1:50051")
    parser.add_argument("--user-id", default=f"langchain-demo-{uuid.uuid4().hex[:6]}")
    args = parser.parse_args()
    with MemoryClient(args.target) as client:
        history = MemorydChatMessageHistory(client, args.user_id, session_id="monday")
        history.add_messages([HumanMessage("I'm allergic to peanuts."), AIMessage("Noted!")])
        again = MemorydChatMessageHistory(client, args.user_id, session_id="monday")
        print(f"the session reads back {len(again.messages)} messages")
        client.remember(args.user_id, "I am allergic to peanuts", memory_type="identity")
        retriever = MemorydRetriever(client=client, user_id=args.user_id, top_k=3)
        (best, *_) = retriever.invoke("what is the user allergic to?")
        print(f"the retriever finds: {best.page_content} (tier {best.metadata['tier']})")


if __name__ == "__main__":
    main()
