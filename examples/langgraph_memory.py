"""A LangGraph graph that remembers across threads, with memoryd as its store.

    python examples/langgraph_memory.py --target 127.0.0.1:50051

Each thread (conversation) has its own checkpointed messages; what the user asks it to remember
goes to the store under ``(user_id, "memories")``, a memoryd memory of that user, so a new
thread of the same user finds it through Recall. The "model" is a stand-in that answers from
the recalled memories (plug a real chat model in ``respond``); the memory path is the real one.
"""

from __future__ import annotations

import argparse
import uuid
from typing import Any

from langchain_core.messages import AIMessage
from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import START, MessagesState, StateGraph
from langgraph.store.base import BaseStore

from memoryd.adapters.langgraph import MemorydStore
from memoryd.client import MemoryClient

REMEMBER = "remember:"


def respond(state: MessagesState, config: RunnableConfig, *, store: BaseStore) -> dict[str, Any]:
    """Return the reply to the last message: store what it asks to remember, else answer
    from the user's memories (searched by the message, best first)."""
    user_id = config["configurable"]["user_id"]
    namespace = (user_id, "memories")
    text = str(state["messages"][-1].content)
    if text.lower().startswith(REMEMBER):
        fact = text[len(REMEMBER) :].strip()
        store.put(namespace, uuid.uuid4().hex, {"text": fact})
        return {"messages": [AIMessage(f"I'll remember that: {fact}")]}
    found = store.search(namespace, query=text, limit=3)
    if not found:
        return {"messages": [AIMessage("I don't remember anything about that.")]}
    return {"messages": [AIMessage(f"From what you told me: {found[0].value['text']}")]}


def build_graph(store: BaseStore) -> Any:
    """Return the compiled one-node graph with a per-thread checkpointer and ``store``."""
    builder = StateGraph(MessagesState)
    builder.add_node("respond", respond)
    builder.add_edge(START, "respond")
    return builder.compile(checkpointer=InMemorySaver(), store=store)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="127.0.0.1:50051")
    parser.add_argument("--user-id", default=f"langgraph-demo-{uuid.uuid4().hex[:6]}")
    args = parser.parse_args()
    with MemoryClient(args.target) as client:
        graph = build_graph(MemorydStore(client))
        for thread, message in [
            ("monday", "remember: I am training for the Berlin marathon"),
            ("tuesday", "What am I training for?"),
        ]:
            config = {"configurable": {"thread_id": thread, "user_id": args.user_id}}
            out = graph.invoke({"messages": [("user", message)]}, config)
            print(f"[{thread}] {message}\n  -> {out['messages'][-1].content}")


if __name__ == "__main__":
    main()
