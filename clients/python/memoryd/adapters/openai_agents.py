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

``MemorydSession`` is an SDK ``Session`` on the session's turn buffer:

    session = MemorydSession(memory, "alice", session_id="chat-42")
    result = await Runner.run(agent, "Book me a flight", session=session)

Each item the Runner adds is one turn: its role and text (what BuildContext, the summary and
other clients see) plus the item itself as JSON (the turn's ``item``), so ``get_items`` gives
back exactly the items it was given, newest last, and ``pop_item`` takes the newest one out
(RemoveTurns). When the buffer has folded its oldest turns into a summary, those items are
gone as items: ``get_items()`` (no limit) then begins with one system message carrying the
summary, and leaves out tool outputs whose call was folded away (a model API refuses an output
without its call). ``clear_session`` empties the buffer only; the memories written in the
session stay (``forget(..., session=...)`` erases those).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Literal, cast

try:
    from agents import FunctionTool, function_tool
    from agents.items import TResponseInputItem
    from agents.memory import SessionSettings
    from agents.memory.session_settings import resolve_session_limit
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    from ._require import missing_extra

    raise missing_extra("openai-agents", "openai-agents") from exc

from memoryd.client import AsyncMemoryClient, MemorydError, Scope, Turn

__all__ = ["MemorydSession", "memory_tools"]


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


# Item roles -> memoryd turn roles (the Responses API's "developer" is a system message).
_MESSAGE_ROLES = {
    "user": "user",
    "assistant": "assistant",
    "system": "system",
    "developer": "system",
}
# Item types whose text comes back from a tool, not from the model.
_TOOL_OUTPUTS = ("function_call_output", "custom_tool_call_output", "computer_call_output")
_MAX_TEXT_CHARS = 8_000  # of a turn's text; the item itself keeps everything
_SUMMARY_PREFIX = "Summary of the earlier conversation:\n"


class MemorydSession:
    """An OpenAI Agents SDK ``Session`` (the SDK's protocol) on one memoryd session's turns.

    ``session_settings.limit`` is the default ``limit`` of ``get_items``, as in the SDK's own
    sessions. An item is at most ``turns.max_turn_bytes`` of JSON (64 KiB by default; the
    server refuses a larger one with InvalidArgument naming ``item``). Sensitive data is
    masked in the item as in the turn's text. ``add_items`` appends one turn per item, in
    order; a failure leaves the items before it added.
    """

    def __init__(
        self,
        client: AsyncMemoryClient,
        user_id: str,
        *,
        session_id: str,
        agent_id: str = "",
        session_settings: SessionSettings | None = None,
    ) -> None:
        if not user_id or not session_id:
            raise ValueError("user_id and session_id are required: turns are kept per session")
        self.client = client
        self.session_id = session_id
        self.session_settings = session_settings
        self.scope = Scope(user_id, agent_id, session_id)

    async def get_items(self, limit: int | None = None) -> list[TResponseInputItem]:
        """Return the session's items, oldest first (the newest ``limit`` when given); with
        no limit, the summary of folded turns first (a system message) when there is one."""
        wanted = resolve_session_limit(limit, self.session_settings)
        if wanted is not None and wanted <= 0:
            return []
        read = await self.client.read_turns(self.scope, limit=wanted or 0)
        items = [_item_of(turn) for turn in read.turns]
        if wanted is not None or not read.folded:
            return items
        items = _without_orphan_outputs(items)
        if read.summary.strip():
            summary = {"role": "system", "content": _SUMMARY_PREFIX + read.summary}
            items.insert(0, cast(TResponseInputItem, summary))
        return items

    async def add_items(self, items: list[TResponseInputItem]) -> None:
        """Append ``items`` to the session, one turn each, in order (each durable once sent)."""
        for item in items:
            data = _plain(item)
            role, text = _role_and_text(data)
            record = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
            await self.client.append_turn(self.scope, role, text, item=record)

    async def pop_item(self) -> TResponseInputItem | None:
        """Return the newest item, removed from the session; None when it has none."""
        removed = (await self.client.remove_turns(self.scope, last=1)).removed
        return _item_of(removed[0]) if removed else None

    async def clear_session(self) -> None:
        """Remove every item and the summary (the session's memories stay)."""
        await self.client.remove_turns(self.scope, clear=True)


def _plain(item: Any) -> dict[str, Any]:
    """Return an input item as a JSON-ready dict (the Runner passes dicts; models too)."""
    if isinstance(item, Mapping):
        return dict(item)
    dump = getattr(item, "model_dump", None)
    if callable(dump):
        return cast(dict[str, Any], dump(exclude_unset=True, mode="json"))
    raise TypeError(f"a session item must be a dict or a pydantic model, not {type(item).__name__}")


def _item_of(turn: Turn) -> TResponseInputItem:
    """Return the item a turn carries, or (a turn another client appended) a message of it."""
    if turn.item:
        try:
            data = json.loads(turn.item)
        except ValueError:
            data = None
        if isinstance(data, dict):
            return cast(TResponseInputItem, data)
    if turn.role == "tool":  # no tool call to pair it with: the model reads it as a note
        return cast(TResponseInputItem, {"role": "system", "content": "tool: " + turn.content})
    return cast(TResponseInputItem, {"role": turn.role, "content": turn.content})


def _text(content: Any) -> str:
    """Return the text of a message's content: a string, or its parts' texts."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for part in content:
            if isinstance(part, Mapping):
                text = part.get("text") or part.get("refusal")
                parts.append(str(text) if text else f"[{part.get('type', 'part')}]")
        return "\n".join(parts)
    return "" if content is None else json.dumps(content, ensure_ascii=False)


def _role_and_text(item: Mapping[str, Any]) -> tuple[str, str]:
    """Return the turn role and the text a model would read of ``item``."""
    kind = item.get("type", "message" if "role" in item else "")
    if kind == "message" or (not kind and "role" in item):
        role = _MESSAGE_ROLES.get(str(item.get("role")), "user")
        text = _text(item.get("content"))
    elif kind in _TOOL_OUTPUTS:
        role, text = "tool", _text(item.get("output"))
    elif kind == "function_call":
        role, text = "assistant", f"called {item.get('name')}({item.get('arguments', '')})"
    elif kind == "reasoning":
        role, text = "assistant", _text(item.get("summary")) or "(reasoning)"
    else:
        role, text = "assistant", f"({kind or 'item'})"
    text = text.strip() or f"({kind or 'empty message'})"
    return role, text if len(text) <= _MAX_TEXT_CHARS else text[:_MAX_TEXT_CHARS] + " ..."


def _without_orphan_outputs(items: list[TResponseInputItem]) -> list[TResponseInputItem]:
    """Return ``items`` without the tool outputs whose call is not among them (folded away)."""
    calls = set()
    kept = []
    for item in items:
        data = cast(Mapping[str, Any], item)
        if data.get("type") in _TOOL_OUTPUTS and data.get("call_id") not in calls:
            continue
        if "call_id" in data:
            calls.add(data["call_id"])
        kept.append(item)
    return kept
