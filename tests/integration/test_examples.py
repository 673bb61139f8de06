"""The agent-loop example (examples/agent_loop.py) against a real server: context before the
model call, turns and extracted memories after it, a "forget that" honoured for real.

It needs BuildContext, AppendTurn and Remember with extract; while the server answers
UNIMPLEMENTED for one of them the test skips, naming it (any other failure fails).
"""

from __future__ import annotations

import asyncio
import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import grpc
import pytest

from memoryd.client import MemoryClient, ServerError

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "agent_loop.py"


def _load_example() -> ModuleType:
    spec = importlib.util.spec_from_file_location("agent_loop_example", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while being made
    spec.loader.exec_module(module)
    return module


def test_python_agent_loop(server: Any, user_id: str) -> None:
    example = _load_example()
    try:
        exchanges = asyncio.run(example.run_agent_loop(server.address, user_id=user_id))
    except ServerError as exc:
        if exc.code is grpc.StatusCode.UNIMPLEMENTED:
            pytest.skip(f"the server does not serve an RPC the loop needs yet: {exc.details}")
        raise
    replies = {e.user: e for e in exchanges}

    # Monday's facts reach Tuesday's prompt through long-term memory, near its end.
    snack = replies["Can you suggest a snack? Mind my allergies."]
    assert "allergic to peanuts" in snack.reply
    prompt = snack.system_prompt
    assert prompt.index(example.SYSTEM_PROMPT) < prompt.index("peanuts")
    assert prompt.rstrip().endswith("Now answer the user.")

    # "Forget that I live in Lyon" erased that memory, and only that one.
    forget = replies["Forget that I live in Lyon."]
    assert len(forget.forgotten_ids) == 1
    assert replies["Where do I live?"].reply == "I don't know where you live."
    with MemoryClient(server.address) as client:
        lyon = client.recall(user_id, "I live in Lyon", agent_id="assistant", top_k=10)
        assert not any("Lyon" in h.memory.content for h in lyon)
        kept = client.recall(user_id, "peanut allergy", agent_id="assistant", top_k=10)
        assert any("peanuts" in h.memory.content for h in kept)  # the other fact is kept
        # The turns were appended: the session buffer holds them (a fresh session holds none).
        assert (
            client.append_turn(
                user_id, "user", "ping", agent_id="assistant", session_id="tuesday"
            ).turns
            == 5
        )


def test_python_agent_loop_runs_as_a_script(server: Any) -> None:
    done = subprocess.run(
        [sys.executable, str(EXAMPLE), "--target", server.address],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    if done.returncode != 0 and "UNIMPLEMENTED" in done.stderr.upper():
        pytest.skip("the server does not serve an RPC the loop needs yet")
    assert done.returncode == 0, done.stderr
    assert "assistant: I don't know where you live." in done.stdout
