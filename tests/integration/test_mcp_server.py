"""The MCP adapter (clients/mcp, memoryd.mcp) driven over stdio by the official MCP SDK's
client, against a real memoryd server: the tools an MCP host sees, and what each one does."""

from __future__ import annotations

import json
import sys
from typing import Any

import anyio
import pytest

pytest.importorskip("mcp", reason="the MCP SDK is installed with the test extra (mcp>=2)")

from mcp import ClientSession, StdioServerParameters  # noqa: E402
from mcp.client.stdio import stdio_client  # noqa: E402

from memoryd.client import MemoryClient  # noqa: E402


def _payload(result: Any) -> Any:
    """Return a tool result's JSON payload (the SDK sends it as one text block)."""
    assert not result.is_error, result.content
    text = result.content[0].text
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


async def _session_run(address: str, user_id: str, body: Any) -> Any:
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "memoryd.mcp", "--target", address, "--user-id", user_id],
        env={"MEMORYD_SESSION_ID": "mcp-1"},
    )
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            return await body(session)


def test_mcp_tools_remember_recall_build_context_forget(server: Any, user_id: str) -> None:
    async def body(session: ClientSession) -> dict[str, Any]:
        tools = {t.name: t for t in (await session.list_tools()).tools}
        seen: dict[str, Any] = {"tools": sorted(tools)}
        seen["schema"] = tools["remember"].input_schema
        seen["remember"] = _payload(
            await session.call_tool(
                "remember",
                {"content": "Alice is allergic to peanuts", "memory_type": "identity"},
            )
        )
        seen["recall"] = _payload(
            await session.call_tool("recall", {"query": "what is Alice allergic to?", "top_k": 3})
        )
        seen["context"] = _payload(
            await session.call_tool("build_context", {"query": "can Alice eat satay sauce?"})
        )
        memory_id = seen["remember"]["remembered"][0]["id"]
        seen["forget"] = _payload(await session.call_tool("forget", {"ids": [memory_id]}))
        seen["recall_after"] = _payload(
            await session.call_tool("recall", {"query": "what is Alice allergic to?"})
        )
        seen["bad"] = await session.call_tool("forget", {"ids": [memory_id]})  # gone now
        return seen

    seen = anyio.run(_session_run, server.address, user_id, body)

    assert seen["tools"] == ["build_context", "forget", "recall", "remember"]
    assert seen["schema"]["required"] == ["content"]
    (stored,) = seen["remember"]["remembered"]
    assert stored["action"] == "created" and stored["memory_type"] == "identity"
    hits = seen["recall"]["hits"]
    assert hits and hits[0]["id"] == stored["id"] and "peanuts" in hits[0]["content"]
    assert "peanuts" in seen["context"]
    assert seen["forget"] == {"mode": "delete", "affected_ids": [stored["id"]]}
    assert all(h["id"] != stored["id"] for h in seen["recall_after"]["hits"])
    assert seen["bad"].is_error and "NotFound" in seen["bad"].content[0].text

    # The adapter wrote in its fixed scope: the session label came from the environment.
    with MemoryClient(server.address) as client:
        assert client.stats(user_id).total == 0  # deleted for real


def test_mcp_extract_and_the_scope_is_fixed_at_start(server: Any, user_id: str) -> None:
    async def body(session: ClientSession) -> Any:
        return _payload(
            await session.call_tool(
                "remember",
                {
                    "content": "Bob prefers window seats. Could you book me a flight?",
                    "extract": True,
                },
            )
        )

    stored = anyio.run(_session_run, server.address, user_id, body)["remembered"]
    assert stored and any("window seats" in m["content"] for m in stored)
    assert not any("book me" in m["content"] for m in stored)  # a request, not a fact
    other = anyio.run(_session_run, server.address, user_id + "-other", lambda s: _recall(s))
    assert other["hits"] == []  # another user's MCP server never sees them
    with MemoryClient(server.address) as client:
        (hit,) = client.recall(user_id, "seat preference", top_k=1)
    assert hit.memory.scope.session_id == "mcp-1" and hit.memory.content.startswith("Bob")


async def _recall(session: ClientSession) -> Any:
    return _payload(await session.call_tool("recall", {"query": "seat preference"}))


def test_mcp_settings_need_a_user(monkeypatch: pytest.MonkeyPatch) -> None:
    from memoryd.mcp import McpSettings, build_server
    from memoryd.mcp.server import parse_args

    monkeypatch.delenv("MEMORYD_USER_ID", raising=False)

    with pytest.raises(ValueError, match="user_id is required"):
        build_server(McpSettings(target="127.0.0.1:1"))
    with pytest.raises(SystemExit):
        parse_args(["--target", "127.0.0.1:1"])  # argparse: --user-id is required
    settings = parse_args(["--user-id", "alice", "--agent-id", "a", "--timeout", "3"])
    assert settings.scope.user_id == "alice" and settings.scope.agent_id == "a"
    assert settings.timeout_s == 3.0
