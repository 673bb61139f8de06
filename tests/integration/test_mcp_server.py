"""The MCP adapter (clients/mcp, memoryd.mcp) driven over stdio by the official MCP SDK's
client, against a real memoryd server: the tools an MCP host sees, and what each one does."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from importlib.metadata import version
from typing import Any

import anyio
import pytest

pytest.importorskip("mcp", reason="the MCP SDK is installed with the test extra (mcp>=2)")

import httpx2  # noqa: E402
from mcp import ClientSession, StdioServerParameters  # noqa: E402
from mcp.client.stdio import stdio_client  # noqa: E402
from mcp.client.streamable_http import streamable_http_client  # noqa: E402

from memoryd.client import MemoryClient  # noqa: E402
from memoryd.server import auth  # noqa: E402

from .conftest import run_example  # noqa: E402


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

    assert seen["tools"] == [
        "append_turn",
        "build_context",
        "feedback",
        "forget",
        "history",
        "recall",
        "remember",
        "update",
    ]
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


# --- the fuller tool set, the server's identity, the start-up check ------------------------------


def test_mcp_update_history_feedback_turns_and_recall_filters(server: Any, user_id: str) -> None:
    async def body(session: ClientSession) -> dict[str, Any]:
        init = session.initialize_result
        tools = {t.name: t for t in (await session.list_tools()).tools}
        seen: dict[str, Any] = {"version": init.server_info.version if init else None}
        seen["descriptions"] = {name: tool.description for name, tool in tools.items()}
        old = _payload(
            await session.call_tool("remember", {"content": "Works as a baker in Lille"})
        )["remembered"][0]
        _payload(
            await session.call_tool(
                "remember",
                {
                    "content": "Loves hiking in the Alps",
                    "memory_type": "preference",
                    "tags": ["hobby"],
                },
            )
        )
        seen["update"] = _payload(
            await session.call_tool(
                "update", {"id": old["id"], "content": "Works as a pastry chef in Lille"}
            )
        )
        seen["history"] = _payload(await session.call_tool("history", {"id": seen["update"]["id"]}))
        seen["by_type"] = _payload(
            await session.call_tool(
                "recall", {"query": "what does the user do?", "memory_types": ["preference"]}
            )
        )
        seen["by_tag"] = _payload(
            await session.call_tool("recall", {"query": "work and hobbies", "tags": ["hobby"]})
        )
        seen["feedback"] = _payload(
            await session.call_tool("feedback", {"used": [seen["update"]["id"]]})
        )
        seen["turn"] = _payload(
            await session.call_tool("append_turn", {"role": "user", "content": "Hi there"})
        )
        seen["context"] = _payload(
            await session.call_tool("build_context", {"query": "where does the user work?"})
        )
        return seen

    seen = anyio.run(_session_run, server.address, user_id, body)
    assert seen["version"] == version("memoryd-mcp")
    for name, text in seen["descriptions"].items():
        assert text and len(text) < 700 and "Args:" not in text, name  # clean, not a dump
    assert seen["update"]["content"] == "Works as a pastry chef in Lille"
    assert [v["content"] for v in seen["history"]["versions"]] == [
        "Works as a baker in Lille",
        "Works as a pastry chef in Lille",
    ]
    assert seen["history"]["versions"][0]["status"] == "superseded"
    assert {h["memory_type"] for h in seen["by_type"]["hits"]} == {"preference"}
    assert [h["content"] for h in seen["by_tag"]["hits"]] == ["Loves hiking in the Alps"]
    assert seen["feedback"] == {"updated": 1}
    assert seen["turn"]["turns"] == 1
    assert "pastry chef" in seen["context"] and "Hi there" in seen["context"]


def test_mcp_start_up_check_names_the_problem(tmp_path: Any) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "memoryd.mcp", "--target", "127.0.0.1:1", "--user-id", "a"],
        capture_output=True,
        text=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 2
    (line,) = done.stderr.strip().splitlines()
    assert line.startswith("memoryd-mcp: cannot reach memoryd at 127.0.0.1:1")


# --- streamable HTTP: the request's API key decides whose memories it reaches --------------------

ALICE_KEY = auth.new_key()
BOB_KEY = auth.new_key()


@pytest.fixture(scope="module")
def secured(start_server: Any, tmp_path_factory: pytest.TempPathFactory) -> Any:
    keys = tmp_path_factory.mktemp("mcp-auth") / "keys.toml"
    for name, key, users in (("alice-app", ALICE_KEY, ["alice"]), ("bob-app", BOB_KEY, ["bob"])):
        auth.append_key(keys, auth.key_entry(name, auth.hash_key(key), users, False))
    return start_server(None, "--keys-file", str(keys))


@pytest.fixture(scope="module")
def mcp_http(secured: Any) -> Iterator[str]:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMORYD_")}
    env["MEMORYD_API_KEY"] = ALICE_KEY  # never used by http mode: reaching the port is not enough
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "memoryd.mcp",
            "--transport",
            "http",
            "--port",
            str(port),
            "--target",
            secured.address,
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=env,
    )
    url = f"http://127.0.0.1:{port}/mcp"
    try:
        deadline = time.monotonic() + 60
        while True:
            assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else ""
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1):
                    break
            except OSError:
                assert time.monotonic() < deadline, "memoryd-mcp did not listen in 60 s"
                time.sleep(0.1)
        yield url
    finally:
        proc.terminate()
        proc.wait(30)


async def _http_run(url: str, headers: dict[str, str], body: Any) -> Any:
    async with httpx2.AsyncClient(headers=headers, timeout=60) as http:
        async with streamable_http_client(url, http_client=http) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                return await body(session)


def test_mcp_over_http_the_key_decides_whose_memories(mcp_http: str) -> None:
    alice = {"authorization": f"Bearer {ALICE_KEY}", "x-memoryd-user-id": "alice"}

    async def remember_and_recall(session: ClientSession) -> Any:
        stored = _payload(
            await session.call_tool("remember", {"content": "Alice keeps a spare key in the shed"})
        )
        found = _payload(await session.call_tool("recall", {"query": "where is the spare key?"}))
        return stored, found

    stored, found = anyio.run(_http_run, mcp_http, alice, remember_and_recall)
    assert found["hits"][0]["id"] == stored["remembered"][0]["id"]

    async def recall_raw(session: ClientSession) -> Any:
        return await session.call_tool("recall", {"query": "where is the spare key?"})

    # Bob's key asking for alice: memoryd refuses it; so does no key at all.
    as_alice_with_bobs_key = {"authorization": f"Bearer {BOB_KEY}", "x-memoryd-user-id": "alice"}
    refused = anyio.run(_http_run, mcp_http, as_alice_with_bobs_key, recall_raw)
    assert refused.is_error and "PermissionDenied" in refused.content[0].text
    anonymous = anyio.run(_http_run, mcp_http, {"x-memoryd-user-id": "alice"}, recall_raw)
    assert anonymous.is_error and "Unauthenticated" in anonymous.content[0].text
    # Bob with his own key sees his own (empty) pool, never alice's.
    bob = {"authorization": f"Bearer {BOB_KEY}", "x-memoryd-user-id": "bob"}
    assert _payload(anyio.run(_http_run, mcp_http, bob, recall_raw)) == {"hits": []}


def test_the_example_runs_as_a_script(server: Any) -> None:
    lines = run_example("mcp_memory.py", server)
    assert lines[0].startswith("tools: ") and "remember" in lines[0] and "recall" in lines[0]
    assert lines[1] == "recall finds: I am allergic to peanuts", lines
    assert lines[2] == "the context quotes it: True", lines
