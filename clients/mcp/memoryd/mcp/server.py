"""The MCP adapter: four tools over one memoryd scope, served on stdio with the official MCP
Python SDK (``mcp`` 2.x, ``MCPServer``).

The scope (user, agent, session) is fixed when the server starts and is not a tool argument:
the model chooses what to remember and recall, never whose memories it touches. Run one MCP
server per user (MCP hosts start one per session anyway).

Errors from memoryd reach the model as tool errors with the server's message (``NotFound:
memory ... is not in scope``), so it can correct the call; anything else is a crash and the
SDK reports only the tool's name.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any, Literal

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

from memoryd.client import AsyncMemoryClient, MemorydError, Scope

INSTRUCTIONS = """\
Long-term memory for this user (memoryd). Before answering something that may depend on what
the user said before, call build_context (or recall) with the user's message. When the user
states a lasting fact, preference or identity detail, call remember with it (extract=true for
raw dialogue). When the user asks you to forget something, recall it, then call forget with the
ids you got."""


@dataclass(frozen=True)
class McpSettings:
    """Where memoryd is and whose memory this MCP server works on.

    ``timeout_s`` bounds each memoryd call (retries on UNAVAILABLE included); ``api_key`` is
    sent as a bearer token when the server has auth on.
    """

    target: str = "127.0.0.1:50051"
    user_id: str = ""
    agent_id: str = ""
    session_id: str = ""
    api_key: str | None = None
    timeout_s: float = 10.0

    @property
    def scope(self) -> Scope:
        """Return the memoryd scope every tool works on."""
        return Scope(self.user_id, self.agent_id, self.session_id)


def _memory_view(memory: Any) -> dict[str, Any]:
    return {
        "id": memory.id,
        "content": memory.content,
        "memory_type": memory.memory_type,
        "status": memory.status,
        "tags": list(memory.tags),
        "created_at": memory.created_at.isoformat() if memory.created_at else None,
    }


def build_server(settings: McpSettings) -> MCPServer:
    """Return the MCP server with the tools remember, recall, forget and build_context.

    The memoryd client lives as long as the MCP session: it is made when the session starts,
    inside the event loop that serves the calls (an asyncio gRPC channel belongs to one loop),
    and closed when it ends.
    """
    if not settings.user_id:
        raise ValueError("user_id is required: the MCP server works on one user's memory")
    scope = settings.scope
    holder: dict[str, AsyncMemoryClient] = {}

    @asynccontextmanager
    async def lifespan(_: MCPServer) -> AsyncIterator[None]:
        async with AsyncMemoryClient(
            settings.target, timeout=settings.timeout_s, api_key=settings.api_key
        ) as memory:
            holder["client"] = memory
            yield
            holder.pop("client", None)

    server = MCPServer("memoryd", instructions=INSTRUCTIONS, lifespan=lifespan)

    def client() -> AsyncMemoryClient:
        return holder["client"]

    async def call(coro: Any) -> Any:
        try:
            return await coro
        except MemorydError as exc:
            raise ToolError(f"{type(exc).__name__}: {exc.details}") from exc

    @server.tool()
    async def remember(
        content: str,
        memory_type: Literal["episodic", "semantic", "preference", "identity"] = "semantic",
        tags: list[str] | None = None,
        extract: bool = False,
    ) -> dict[str, Any]:
        """Store a lasting fact about the user (a preference, an identity detail, a decision).

        memory_type: episodic (an event), semantic (a fact), preference, identity. With
        extract=true, content is raw dialogue and memoryd keeps only the statements worth
        remembering. Returns what memoryd did: created, merged into a duplicate, or superseded
        an older fact it contradicts.
        """
        if extract:
            results = await call(
                client().extract_and_remember(
                    scope, content, memory_type=memory_type, tags=tags or ()
                )
            )
        else:
            results = [
                await call(
                    client().remember(scope, content, memory_type=memory_type, tags=tags or ())
                )
            ]
        return {
            "remembered": [
                {"action": r.action, "affected_ids": list(r.affected_ids), **_memory_view(r.memory)}
                for r in results
            ]
        }

    @server.tool()
    async def recall(query: str, top_k: int = 5) -> dict[str, Any]:
        """Return the user's memories most relevant to query, best first, with their ids (pass
        them to forget) and scores."""
        hits = await call(client().recall(scope, query, top_k=top_k))
        return {"hits": [{"score": round(h.score, 4), **_memory_view(h.memory)} for h in hits]}

    @server.tool()
    async def forget(
        ids: list[str] | None = None,
        mode: Literal["delete", "suppress", "restore"] = "delete",
        tags: list[str] | None = None,
    ) -> dict[str, Any]:
        """Forget memories the user asked to forget: by ids (from recall), or every memory
        carrying any of tags. mode: delete erases for real; suppress hides them (restore
        brings them back). Returns the ids affected."""
        affected = await call(client().forget(scope, ids or (), mode=mode, tags=tags or ()))
        return {"mode": mode, "affected_ids": affected}

    @server.tool()
    async def build_context(query: str, token_budget: int = 0, task_id: str = "") -> str:
        """Return a prompt-ready block of what memoryd knows that matters for query (long-term
        memories, the task's working memory, recent turns), within token_budget tokens (0: the
        server's default). Put it near the end of your system prompt."""
        context = await call(
            client().build_context(scope, query, token_budget=token_budget, task_id=task_id)
        )
        return str(context.text)

    return server


def parse_args(argv: Sequence[str] | None = None) -> McpSettings:
    """Return the settings from flags, falling back on MEMORYD_* environment variables."""
    env = os.environ
    parser = argparse.ArgumentParser(
        prog="memoryd-mcp", description="MCP server (stdio) over one memoryd scope"
    )
    parser.add_argument(
        "--target",
        default=env.get("MEMORYD_TARGET", "127.0.0.1:50051"),
        help="memoryd address (env MEMORYD_TARGET)",
    )
    parser.add_argument(
        "--user-id", default=env.get("MEMORYD_USER_ID", ""), help="env MEMORYD_USER_ID; required"
    )
    parser.add_argument("--agent-id", default=env.get("MEMORYD_AGENT_ID", ""))
    parser.add_argument("--session-id", default=env.get("MEMORYD_SESSION_ID", ""))
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds per memoryd call")
    args = parser.parse_args(argv)
    if not args.user_id:
        parser.error("--user-id (or MEMORYD_USER_ID) is required")
    return McpSettings(
        target=args.target,
        user_id=args.user_id,
        agent_id=args.agent_id,
        session_id=args.session_id,
        # From the environment only: a flag would show the key in the process list.
        api_key=env.get("MEMORYD_API_KEY") or None,
        timeout_s=args.timeout,
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Serve MCP on stdin/stdout until the host closes them; return the exit code."""
    build_server(parse_args(argv)).run("stdio")
    return 0
