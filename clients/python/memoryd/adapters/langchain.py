"""LangChain on memoryd: a chat message history on the session's turn buffer, and a retriever
on Recall.

    from memoryd.adapters.langchain import MemorydChatMessageHistory, MemorydRetriever

    history = MemorydChatMessageHistory(client, "alice", session_id="chat-42")
    history.add_messages([HumanMessage("hi"), AIMessage("hello!")])   # AppendTurn, in order
    retriever = MemorydRetriever(client=client, user_id="alice", top_k=5)
    docs = retriever.invoke("what does she drink?")   # Documents with id, score, tier, ...

``MemorydChatMessageHistory.messages`` reads back what memoryd keeps of the session: the
summary of older turns (once the buffer has folded them) as one ``SystemMessage`` first, then
the raw turns still in the buffer, oldest first. memoryd has no call that returns turns as
records, so they are read from BuildContext's "Recent conversation" section: a message whose
text has a line starting with ``user: `` / ``assistant: `` / ``system: `` / ``tool: `` reads
back as two. ``clear()`` forgets the session whole (memoryd erases what was said in a session
together with the memories written in it).

Both are thread-safe like the blocking client they use; the async methods of LangChain's
base classes run them on a worker thread.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

try:
    from langchain_core.callbacks import CallbackManagerForRetrieverRun
    from langchain_core.chat_history import BaseChatMessageHistory
    from langchain_core.documents import Document
    from langchain_core.messages import (
        AIMessage,
        BaseMessage,
        HumanMessage,
        SystemMessage,
        ToolMessage,
    )
    from langchain_core.retrievers import BaseRetriever
    from pydantic import ConfigDict
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    from ._require import missing_extra

    raise missing_extra("langchain-core", "langchain") from exc

from memoryd.client import Hit, MemoryClient, Scope

__all__ = ["MemorydChatMessageHistory", "MemorydRetriever", "document_of"]

# LangChain message type -> memoryd turn role.
_ROLE_OF = {"human": "user", "ai": "assistant", "system": "system", "tool": "tool"}
_RECENT_HEADER = "Recent conversation:"
_SUMMARY_HEADER = "Summary of the earlier conversation:"
_TURN_LINE = re.compile(r"^(user|assistant|system|tool): ", re.M)
# What one retriever call may override (retriever.invoke(query, top_k=3)).
_PER_CALL = frozenset({"top_k", "min_score", "include_history"})
# Large enough that the turn buffer, not the context budget, decides what is read back.
_READ_BUDGET = 1_000_000


class MemorydChatMessageHistory(BaseChatMessageHistory):
    """The chat history of one memoryd session (``session_id`` is required).

    ``add_messages`` appends each message as a turn (AppendTurn: durable once it returns; the
    server folds old turns into a summary when the session's buffer is full). Human, AI,
    system and tool messages map to the roles user, assistant, system and tool; any other
    message type is refused with ``ValueError`` before anything is sent.
    """

    def __init__(
        self, client: MemoryClient, user_id: str, *, session_id: str, agent_id: str = ""
    ) -> None:
        if not session_id:
            raise ValueError("session_id is required: memoryd keeps turns per session")
        self.client = client
        self.scope = Scope(user_id, agent_id, session_id)

    @property
    def messages(self) -> list[BaseMessage]:  # type: ignore[override]
        """Return the session's summary (as a SystemMessage) and its buffered turns."""
        context = self.client.build_context(
            self.scope, "", token_budget=_READ_BUDGET, language="en"
        )
        out: list[BaseMessage] = []
        summary = context.section("summary")
        if summary is not None and summary.text.strip():
            out.append(SystemMessage(_strip_header(summary.text, _SUMMARY_HEADER)))
        recent = context.section("recent_turns")
        if recent is not None and recent.text.strip():
            out.extend(_parse_turns(_strip_header(recent.text, _RECENT_HEADER)))
        return out

    def add_messages(self, messages: Sequence[BaseMessage]) -> None:
        """Append ``messages`` as turns of the session, in order."""
        turns = [(_role(m), m.text) for m in messages]  # refuse before sending any
        for role, text in turns:
            self.client.append_turn(self.scope, role, text)

    def clear(self) -> None:
        """Forget the session: its turns and summary, and the memories written in it."""
        self.client.forget(self.scope, session=self.scope.session_id, mode="delete")


def _role(message: BaseMessage) -> str:
    role = _ROLE_OF.get(message.type)
    if role is None:
        raise ValueError(
            f"message type {message.type!r} has no memoryd turn role; "
            f"expected one of {sorted(_ROLE_OF)}"
        )
    return role


def _strip_header(text: str, header: str) -> str:
    text = text.strip("\n")
    return text[len(header) :].lstrip("\n") if text.startswith(header) else text


def _parse_turns(text: str) -> list[BaseMessage]:
    starts = [m.start() for m in _TURN_LINE.finditer(text)]
    out: list[BaseMessage] = []
    for begin, end in zip(starts, [*starts[1:], len(text)], strict=True):
        role, _, content = text[begin:end].partition(": ")
        content = content.rstrip("\n")
        if role == "user":
            out.append(HumanMessage(content))
        elif role == "assistant":
            out.append(AIMessage(content))
        elif role == "system":
            out.append(SystemMessage(content))
        else:
            out.append(ToolMessage(content, tool_call_id=""))
    return out


def document_of(hit: Hit) -> Document:
    """Return a recall hit as a LangChain Document: the memory's text, its id, and in
    ``metadata`` the id, score, similarity, tier, memory_type, status, tags and created_at
    (ISO 8601, UTC)."""
    memory = hit.memory
    return Document(
        page_content=memory.content,
        id=memory.id,
        metadata={
            "id": memory.id,
            "score": hit.score,
            "similarity": hit.similarity,
            "tier": hit.tier,
            "memory_type": memory.memory_type,
            "status": memory.status,
            "tags": list(memory.tags),
            "created_at": memory.created_at.isoformat() if memory.created_at else None,
        },
    )


class MemorydRetriever(BaseRetriever):
    """A retriever of one user's memories: each query is a memoryd Recall, best first.

    ``top_k`` hits at most; ``min_score`` drops weaker ones (default: the server's);
    ``include_history`` also returns superseded and archived memories (``status`` says).
    Each of the three can also be given to one call, ``retriever.invoke(query, top_k=3)``
    (LangChain's standard retriever tests ask for that); any other keyword is refused.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    client: MemoryClient
    user_id: str
    agent_id: str = ""
    top_k: int = 5
    min_score: float | None = None
    include_history: bool = False

    def _get_relevant_documents(
        self, query: str, *, run_manager: CallbackManagerForRetrieverRun, **kwargs: Any
    ) -> list[Document]:
        unknown = sorted(set(kwargs) - _PER_CALL)
        if unknown:
            raise TypeError(
                f"MemorydRetriever got unexpected keyword(s) {unknown}; "
                f"per call it takes {sorted(_PER_CALL)}"
            )
        hits = self.client.recall(
            Scope(self.user_id, self.agent_id),
            query,
            top_k=kwargs.get("top_k", self.top_k),
            min_score=kwargs.get("min_score", self.min_score),
            include_history=kwargs.get("include_history", self.include_history),
        )
        return [document_of(hit) for hit in hits]
