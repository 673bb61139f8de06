"""memoryd.adapters.openai_agents against a real server: an OpenAI Agents SDK ``Agent`` run by
the SDK's own ``Runner`` calls the memory tools. The model is a scripted ``agents.Model`` (no
network, no API key): it asks for one tool call per turn, then answers with what the tool
returned; everything between it and memoryd is the SDK's real tool path."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

import pytest

pytest.importorskip("agents", reason="the openai-agents extra is installed with the test extra")

from agents import Agent, Model, ModelResponse, Runner, Usage, set_tracing_disabled  # noqa: E402
from openai.types.responses import (  # noqa: E402
    ResponseFunctionToolCall,
    ResponseOutputMessage,
    ResponseOutputText,
)

from memoryd.adapters.openai_agents import memory_tools  # noqa: E402
from memoryd.client import AsyncMemoryClient, MemoryClient  # noqa: E402


class Scripted(Model):
    """Asks for ``calls`` in order (one per model turn), then says the last tool output."""

    def __init__(self, calls: list[tuple[str, dict[str, Any]]]) -> None:
        self.calls = list(calls)
        self.outputs: list[Any] = []

    async def get_response(self, system_instructions: Any, input: Any, *args: Any, **kw: Any):
        items = input if isinstance(input, list) else []
        outs = [i.get("output") for i in items if isinstance(i, dict) and "output" in i]
        self.outputs = outs
        if len(outs) < len(self.calls):
            name, arguments = self.calls[len(outs)]
            item: Any = ResponseFunctionToolCall(
                arguments=json.dumps(arguments),
                call_id=f"call-{len(outs)}",
                name=name,
                type="function_call",
                id=f"fc-{len(outs)}",
                status="completed",
            )
        else:
            text = ResponseOutputText(annotations=[], text=str(outs[-1]), type="output_text")
            item = ResponseOutputMessage(
                id="msg", content=[text], role="assistant", status="completed", type="message"
            )
        return ModelResponse(output=[item], usage=Usage(), response_id=None)

    def stream_response(self, *args: Any, **kwargs: Any) -> AsyncIterator[Any]:
        raise NotImplementedError("the test runs without streaming")


def test_an_agent_remembers_recalls_and_forgets_through_the_tools(
    server: Any, user_id: str
) -> None:
    set_tracing_disabled(True)  # no exporter: the run stays on this machine

    async def run() -> tuple[list[Any], str]:
        async with AsyncMemoryClient(server.address) as memory:
            tools = memory_tools(memory, user_id)
            script = Scripted(
                [
                    (
                        "remember",
                        {"content": "Is allergic to shellfish", "memory_type": "identity"},
                    ),
                    ("recall", {"query": "what is the user allergic to?", "top_k": 3}),
                ]
            )
            agent = Agent(name="assistant", instructions="Use memory.", model=script, tools=tools)
            result = await Runner.run(agent, "Remember: I'm allergic to shellfish")
            return script.outputs, str(result.final_output)

    outputs, final = asyncio.run(run())
    remembered, recalled = (json.loads(o) if isinstance(o, str) else o for o in outputs)
    assert remembered["action"] == "created"
    assert recalled["hits"][0]["id"] == remembered["id"]
    assert "shellfish" in final
    with MemoryClient(server.address) as client:
        (hit,) = client.recall(user_id, "allergy", top_k=1)
        assert hit.memory.memory_type == "identity"

    async def forget() -> Any:
        async with AsyncMemoryClient(server.address) as memory:
            script = Scripted(
                [("forget", {"ids": [remembered["id"]]}), ("forget", {"ids": [remembered["id"]]})]
            )
            agent = Agent(name="a", model=script, tools=memory_tools(memory, user_id))
            await Runner.run(agent, "Forget my allergy")
            return script.outputs

    first, second = (json.loads(o) if isinstance(o, str) else o for o in asyncio.run(forget()))
    assert first == {"forgotten_ids": [remembered["id"]]}
    assert second["error"].startswith("NotFound")  # gone: the model is told, nothing crashes
    with MemoryClient(server.address) as client:
        assert client.stats(user_id).total == 0


def test_the_tools_need_a_user() -> None:
    async def make() -> None:
        async with AsyncMemoryClient("127.0.0.1:1") as memory:
            memory_tools(memory, "")

    with pytest.raises(ValueError, match="user_id is required"):
        asyncio.run(make())
