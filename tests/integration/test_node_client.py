"""The TypeScript client (clients/node) against a real server: its own node:test suite runs
with MEMORYD_ADDRESS set to the session's server. It covers remember, recall and forget (and the
rest of the surface); this test fails when any of them fails or is skipped. Then the TypeScript
examples run against it: the agent loop (examples/agent_loop.ts, built beside it) and the
LangGraph.js and AI SDK ones (built into clients/node/dist/examples, inside the package, so they
import it by name as a project that installed it would).

Needs node and npm; without them the test skips and says so. node_modules is installed with
``npm ci`` from the committed package-lock.json when missing, then the client is built (proto
types generated, tsc) once per session (the ``node_client`` fixture, in conftest.py).
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest

NODE_DIR = Path(__file__).resolve().parents[2] / "clients" / "node"


def _run(args: list[str], **kwargs: Any) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        args, cwd=NODE_DIR, capture_output=True, text=True, timeout=600, check=False, **kwargs
    )


def test_typescript_client_against_a_live_server(node_client: Path, server: Any) -> None:
    env = dict(os.environ, MEMORYD_ADDRESS=server.address)
    done = _run(["node", "--test", "dist/test/"], env=env)
    out = done.stdout + done.stderr
    assert done.returncode == 0, out
    assert re.search(r"^# fail 0$", out, re.M), out
    assert re.search(r"^ok \d+ - remember, recall, forget$", out, re.M), out  # ran, not skipped
    passed = int(re.search(r"^# pass (\d+)$", out, re.M).group(1))  # type: ignore[union-attr]
    assert passed >= 10, out


def test_typescript_agent_loop_example(node_client: Path, server: Any) -> None:
    example = node_client.parents[1] / "examples" / "agent_loop.js"  # built with the client
    done = _run(["node", str(example), "--target", server.address])
    if done.returncode != 0 and "UNIMPLEMENTED" in done.stderr.upper():
        pytest.skip("the server does not serve an RPC the loop needs yet (BuildContext, ...)")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "assistant: Since you're allergic to peanuts" in done.stdout  # Monday -> Tuesday
    assert "(forgot " in done.stdout
    assert "assistant: I don't know where you live." in done.stdout  # forgotten for real


def test_langgraph_js_example_remembers_across_threads(node_client: Path, server: Any) -> None:
    example = node_client / "dist" / "examples" / "langgraph_memory.js"  # built with the client
    done = _run(["node", str(example), "--target", server.address])
    assert done.returncode == 0, done.stdout + done.stderr
    assert "-> I'll remember that: I am training for the Berlin marathon" in done.stdout
    # Another thread: what it knows comes from memoryd through the store's search.
    assert "-> From what you told me: I am training for the Berlin marathon" in done.stdout


def test_ai_sdk_example_remembers_recalls_and_forgets(node_client: Path, server: Any) -> None:
    example = node_client / "dist" / "examples" / "ai_sdk_memory.js"  # built with the client
    done = _run(["node", str(example), "--target", server.address])
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert "  [remember] -> Noted (new)." in lines, done.stdout
    assert "  [recall] -> You told me: Is allergic to shellfish" in lines, done.stdout
    assert "  [forget] -> Forgotten (1)." in lines, done.stdout
    assert lines[-1] == "  [recall] -> I don't know.", done.stdout  # forgotten for real
