"""Memory tools for the OpenAI Agents SDK (``openai-agents``): remember, recall and forget over
one memoryd scope, as function tools an ``Agent`` can call.

    from agents import Agent
    from memoryd.adapters.openai_agents import memory_tools
    from memoryd.client import AsyncMemoryClient

    memory = AsyncMemoryClient("127.0.0.1:50051")
    agent = Agent(name="assistant", tools=memory_tools(memory, "alice"))

The scope is fixed when the tools are made, never a tool argument: the model chooses what to
remember and recall, not whose memories it touches. Each tool returns JSON text; memoryd's
errors reach the model as the tool's result (``{"error": "NotFound: ..."}``), so it can correct
its call. The client is an
``AsyncMemoryClient`` of the event loop the agent runs in.

Not here: a ``Session`` on memoryd's turn buffer. A Session must hand back the exact items it
was given (function calls and their outputs paired, reasoning items) and pop the last one;
memoryd keeps turns as role and text, folds old ones into a summary, and has no call that
reads turns back as records or removes one, so such a Session would lose what the Runner needs.
"""

from __future__ import annotations

import json
from typing import Any, Literal

try:
    from agents import FunctionTool, function_tool
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    from ._require import missing_extra

    raise missing_extra("openai-agents", "openai-agents") from exc

from memoryd.client import AsyncMemoryClient, MemorydError, Scope

__all__ = ["memory_tools"]


def _json(value: Any) -> str:
    # The SDK hands a tool's result to the model as text: JSON, not a Python repr.
    return json.dumps(value, ensure_ascii=False)


MemoryType = Literal["episodic", "semantic", "preference", "identity"]


def memory_tools(
    client: AsyncMemoryClient, user_id: str | Scope, *, agent_id: str = "", session_id: str = ""
) -> list[FunctionTool]:
    """Return the function tools ``remember``, ``recall`` and ``forget`` over one scope."""
    scope = user_id if isinstance(user_id, Scope) else Scope(user_id, agent_id, session_id)
    if not scope.user_id:
        raise ValueError("user_id is required: the tools work on one user's memory")

    @function_tool
    async def remember(content: str, memory_type: MemoryType = "semantic") -> str:
        """Store a lasting fact about the user: a preference, an identity detail, a decision.

        Args:
            content: The fact, in one sentence.
            memory_type: episodic (an event), semantic (a fact), preference or identity.
        """
        try:
            done = await client.remember(scope, content, memory_type=memory_type)
        except MemorydError as exc:
            return _json({"error": f"{type(exc).__name__}: {exc.details}"})
        return _json({"action": done.action, "id": done.memory.id, "content": done.memory.content})

    @function_tool
    async def recall(query: str, top_k: int = 5) -> str:
        """Return the user's memories most relevant to the query, best first, with their ids.

        Args:
            query: What to look for, e.g. the user's question.
            top_k: How many memories at most.
        """
        try:
            hits = await client.recall(scope, query, top_k=top_k)
        except MemorydError as exc:
            return _json({"error": f"{type(exc).__name__}: {exc.details}"})
        return _json(
            {
                "hits": [
                    {"id": h.memory.id, "content": h.memory.content, "score": round(h.score, 4)}
                    for h in hits
                ]
            }
        )

    @function_tool
    async def forget(ids: list[str]) -> str:
        """Erase memories the user asked to forget, by the ids recall gave.

        Args:
            ids: The ids of the memories to erase.
        """
        try:
            gone = await client.forget(scope, ids, mode="delete")
        except MemorydError as exc:
            return _json({"error": f"{type(exc).__name__}: {exc.details}"})
        return _json({"forgotten_ids": gone})

    return [remember, recall, forget]
