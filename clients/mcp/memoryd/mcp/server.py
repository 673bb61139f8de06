"""The MCP adapter: memoryd's agent-facing calls as MCP tools, served on stdio or streamable
HTTP with the official MCP Python SDK (``mcp`` 2.x, ``MCPServer``).

Tools: remember, recall (with filters), forget, update, history, feedback, append_turn,
build_context. The scope is never a tool argument: the model chooses what to remember and
recall, never whose memories it touches.

- stdio: the scope is fixed when the server starts (one MCP server per user; hosts start one
  per session anyway), with the API key from MEMORYD_API_KEY.
- streamable HTTP: each request names its scope in headers (``X-Memoryd-User-Id``, ...; the
  start-up scope is the default) and carries its own memoryd API key as ``Authorization:
  Bearer <key>``, passed on to memoryd, which refuses a key not bound to that user: the key,
  not the header, decides whose memories a request reaches.

Errors from memoryd reach the model as tool errors with the server's message (``NotFound:
memory ... is not in scope``), so it can correct the call.
"""

from __future__ import annotations

import asyncio
import sys
from collections import OrderedDict
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from datetime import datetime
from importlib.metadata import PackageNotFoundError, version
from typing import Any, Literal

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError

from memoryd.client import AsyncMemoryClient, Hit, Memory, MemorydError, Scope

from .settings import (
    AGENT_HEADER,
    SESSION_HEADER,
    USER_HEADER,
    McpSettings,
    check_target,
    parse_args,
)

__all__ = ["McpSettings", "build_server", "main", "parse_args"]

INSTRUCTIONS = """\
Long-term memory for this user (memoryd). Before answering something that may depend on what
the user said before, call build_context (or recall) with the user's message. When the user
states a lasting fact, preference or identity detail, call remember with it (extract=true for
raw dialogue). When a fact changed, remember the new one: memoryd retires the old version
itself. When the user asks you to forget something, recall it, then call forget with the ids
you got. After answering, call feedback with the ids of the memories you used."""

MemoryType = Literal["episodic", "semantic", "preference", "identity"]
# Clients kept per API key in HTTP mode (each is one gRPC channel).
MAX_CLIENTS = 64


def _version() -> str:
    try:
        return version("memoryd-mcp")
    except PackageNotFoundError:  # run from a source tree that was not installed
        return "0+unknown"


def _memory_view(memory: Memory) -> dict[str, Any]:
    return {
        "id": memory.id,
        "content": memory.content,
        "memory_type": memory.memory_type,
        "status": memory.status,
        "importance": memory.importance,
        "tags": list(memory.tags),
        "created_at": memory.created_at.isoformat() if memory.created_at else None,
    }


def _hit_view(hit: Hit) -> dict[str, Any]:
    return {"score": round(hit.score, 4), "tier": hit.tier, **_memory_view(hit.memory)}


class _Clients:
    """The memoryd clients of one event loop, one per API key (an asyncio gRPC channel belongs
    to the loop that made it, so they are made lazily, inside it). The least recently used is
    closed past MAX_CLIENTS."""

    def __init__(self, settings: McpSettings) -> None:
        self._settings = settings
        self._clients: OrderedDict[str | None, AsyncMemoryClient] = OrderedDict()
        self._closing: set[asyncio.Task[None]] = set()  # held so they run to the end

    def get(self, api_key: str | None) -> AsyncMemoryClient:
        client = self._clients.pop(api_key, None)
        if client is None:
            client = AsyncMemoryClient(
                self._settings.target, timeout=self._settings.timeout_s, api_key=api_key
            )
        self._clients[api_key] = client
        while len(self._clients) > MAX_CLIENTS:
            _, oldest = self._clients.popitem(last=False)
            task = asyncio.get_running_loop().create_task(oldest.close())
            self._closing.add(task)
            task.add_done_callback(self._closing.discard)
        return client

    async def close(self) -> None:
        for client in self._clients.values():
            await client.close()
        self._clients.clear()


def _bearer(headers: Any) -> str | None:
    value = headers.get("authorization", "") if headers is not None else ""
    scheme, _, key = value.partition(" ")
    return key.strip() or None if scheme.lower() == "bearer" else None


def build_server(settings: McpSettings) -> MCPServer:
    """Return the MCP server with memoryd's tools over ``settings``' scope (see the module)."""
    if settings.transport == "stdio" and not settings.user_id:
        raise ValueError("user_id is required: the stdio MCP server works on one user's memory")
    clients = _Clients(settings)

    @asynccontextmanager
    async def lifespan(_: MCPServer) -> AsyncIterator[None]:
        yield
        if settings.transport == "stdio":  # one session: its end is the server's
            await clients.close()

    server = MCPServer(
        "memoryd",
        version=_version(),
        instructions=INSTRUCTIONS,
        lifespan=lifespan,
    )

    def target(ctx: Context) -> tuple[AsyncMemoryClient, Scope]:
        """Return the client and scope of the request ``ctx``."""
        if settings.transport == "stdio":
            return clients.get(settings.api_key), settings.scope
        headers = ctx.headers
        get = headers.get if headers is not None else (lambda name, default: default)
        scope = Scope(
            get(USER_HEADER, settings.user_id),
            get(AGENT_HEADER, settings.agent_id),
            get(SESSION_HEADER, settings.session_id),
        )
        if not scope.user_id:
            raise ToolError(f"no user: send the {USER_HEADER} header (or start with --user-id)")
        return clients.get(_bearer(headers)), scope

    async def call(coro: Any) -> Any:
        try:
            return await coro
        except MemorydError as exc:
            raise ToolError(f"{type(exc).__name__}: {exc.details}") from exc

    @server.tool()
    async def remember(
        ctx: Context,
        content: str,
        memory_type: MemoryType = "semantic",
        tags: list[str] | None = None,
        importance: float | None = None,
        extract: bool = False,
    ) -> dict[str, Any]:
        """Store a lasting fact about the user: a preference, an identity detail, a decision.

        memory_type: episodic (an event), semantic (a fact), preference, identity; it sets how
        fast the memory fades. importance: 0..1 (default: memoryd's rules decide). With
        extract=true, content is raw dialogue and memoryd keeps only the statements worth
        remembering. Returns what memoryd did per memory: created, merged (a duplicate),
        superseded (it replaced an older fact it contradicts) or refined.
        """
        client, scope = target(ctx)
        if extract:
            results = await call(
                client.extract_and_remember(
                    scope, content, memory_type=memory_type, tags=tags or (), importance=importance
                )
            )
        else:
            results = [
                await call(
                    client.remember(
                        scope,
                        content,
                        memory_type=memory_type,
                        tags=tags or (),
                        importance=importance,
                    )
                )
            ]
        return {
            "remembered": [
                {"action": r.action, "affected_ids": list(r.affected_ids), **_memory_view(r.memory)}
                for r in results
            ]
        }

    @server.tool()
    async def recall(
        ctx: Context,
        query: str,
        top_k: int = 5,
        memory_types: list[MemoryType] | None = None,
        tags: list[str] | None = None,
        min_score: float | None = None,
        include_history: bool = False,
        as_of: datetime | None = None,
    ) -> dict[str, Any]:
        """Return the user's memories most relevant to query, best first, with ids and scores.

        Filters: memory_types keeps only those types; tags keeps memories carrying any of
        them; min_score drops weaker hits; include_history also returns replaced and archived
        versions (their status says so); as_of (ISO 8601 with a zone) answers as memory stood
        then. Pass the ids to forget, update, history or feedback.
        """
        client, scope = target(ctx)
        filtered = bool(memory_types or tags)
        # Type and tag filters apply to the hits: read more, keep top_k of those that pass.
        hits = await call(
            client.recall(
                scope,
                query,
                top_k=max(top_k, 50) if filtered else top_k,
                min_score=min_score,
                include_history=include_history,
                as_of=as_of,
            )
        )
        kept = [
            h
            for h in hits
            if (not memory_types or h.memory.memory_type in memory_types)
            and (not tags or set(tags) & set(h.memory.tags))
        ]
        return {"hits": [_hit_view(h) for h in kept[:top_k]]}

    @server.tool()
    async def forget(
        ctx: Context,
        ids: list[str] | None = None,
        mode: Literal["delete", "suppress", "restore"] = "delete",
        tags: list[str] | None = None,
        session: str = "",
    ) -> dict[str, Any]:
        """Forget memories the user asked to forget: by ids (from recall), every memory
        carrying any of tags, or everything said and learnt in a session. mode: delete erases
        for real; suppress hides them from recall; restore brings suppressed ones back.
        Returns the ids affected."""
        client, scope = target(ctx)
        affected = await call(
            client.forget(scope, ids or (), mode=mode, tags=tags or (), session=session)
        )
        return {"mode": mode, "affected_ids": affected}

    @server.tool()
    async def update(
        ctx: Context,
        id: str,
        content: str | None = None,
        memory_type: MemoryType | None = None,
        importance: float | None = None,
        tags: list[str] | None = None,
    ) -> dict[str, Any]:
        """Correct one memory by id. New content makes a new version (the old one stays in its
        history); memory_type, importance (0..1) and tags (replacing the old ones) change in
        place. Returns the memory as it now is."""
        client, scope = target(ctx)
        done = await call(
            client.update(
                scope,
                id,
                content=content,
                memory_type=memory_type,
                importance=importance,
                tags=tags,
            )
        )
        return {"affected_ids": list(done.affected_ids), **_memory_view(done.memory)}

    @server.tool()
    async def history(ctx: Context, id: str) -> dict[str, Any]:
        """Return how a memory changed: every version of it, oldest first, with what happened
        to each (created, superseded, merged, suppressed...) and why."""
        client, scope = target(ctx)
        chain = await call(client.history(scope, id))
        return {
            "versions": [
                {
                    **_memory_view(entry.memory),
                    "events": [
                        {
                            "at": e.at.isoformat(),
                            "action": e.action,
                            "reason": e.reason,
                            "related_id": e.related_id,
                        }
                        for e in entry.events
                    ],
                }
                for entry in chain
            ]
        }

    @server.tool()
    async def feedback(
        ctx: Context, used: list[str] | None = None, ignored: list[str] | None = None
    ) -> dict[str, Any]:
        """Say which recalled memories your answer used and which were beside the point, by
        id: used ones fade slower, ignored ones sooner. Returns how many were updated."""
        client, scope = target(ctx)
        updated = await call(client.feedback(scope, used=used or (), ignored=ignored or ()))
        return {"updated": updated}

    @server.tool()
    async def append_turn(
        ctx: Context, role: Literal["user", "assistant", "system", "tool"], content: str
    ) -> dict[str, Any]:
        """Add one conversation turn to the session's short-term buffer (needs a session id);
        memoryd folds old turns into a summary, and build_context quotes the recent ones."""
        client, scope = target(ctx)
        if not scope.session_id:
            raise ToolError(
                "append_turn needs a session: start with --session-id (stdio) or send the "
                f"{SESSION_HEADER} header (http)"
            )
        done = await call(client.append_turn(scope, role, content))
        return {"turns": done.turns, "tokens": done.tokens, "summarized": done.summarized}

    @server.tool()
    async def build_context(
        ctx: Context, query: str, token_budget: int = 0, task_id: str = ""
    ) -> str:
        """Return a prompt-ready block of what memoryd knows that matters for query: long-term
        memories, the task's working state, the session's summary and recent turns, within
        token_budget tokens (0: the server's default). Put it near the end of your system
        prompt."""
        client, scope = target(ctx)
        context = await call(
            client.build_context(scope, query, token_budget=token_budget, task_id=task_id)
        )
        return str(context.text)

    return server


def main(argv: Sequence[str] | None = None) -> int:
    """Check the target, then serve MCP until the host closes stdio (or the HTTP server is
    stopped); return the exit code (2 when memoryd cannot serve this MCP server)."""
    settings = parse_args(argv)
    problem = check_target(settings)
    if problem is not None:
        print(f"memoryd-mcp: {problem}", file=sys.stderr)
        return 2
    server = build_server(settings)
    if settings.transport == "http":
        server.run(
            "streamable-http",
            host=settings.host,
            port=settings.port,
            stateless_http=True,  # every request stands alone: its headers pick the scope
            json_response=True,
        )
    else:
        server.run("stdio")
    return 0
