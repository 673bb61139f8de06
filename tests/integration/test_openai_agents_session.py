"""memoryd.adapters.openai_agents.MemorydSession against real servers: the SDK's ``Runner``
keeps a conversation in it across runs (a scripted ``agents.Model``, no network), the same
operations give what the SDK's own ``SQLiteSession`` gives, folded turns come back as the
summary without orphaned tool outputs, and sessions of other users stay apart."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

import pytest

pytest.importorskip("agents", reason="the openai-agents extra is installed with the test extra")

from agents import (  # noqa: E402
    Agent,
    Model,
    ModelResponse,
    Runner,
    SQLiteSession,
    Usage,
    function_tool,
    set_tracing_disabled,
)
from agents.memory import Session, SessionSettings  # noqa: E402
from openai.types.responses import (  # noqa: E402
    ResponseFunctionToolCall,
    ResponseOutputMessage,
    ResponseOutputText,
)

from memoryd.adapters.openai_agents import MemorydSession  # noqa: E402
from memoryd.client import AsyncMemoryClient, MemoryClient  # noqa: E402

from .conftest import run_example  # noqa: E402

SMALL_BUFFER = """\
[engine.turns]
max_tokens = 60
summarizer = "extractive"
"""


class Weather(Model):
    """Calls ``weather`` once per user message, then answers with the tool's output; keeps
    every input it was given."""

    def __init__(self) -> None:
        self.inputs: list[list[dict[str, Any]]] = []

    async def get_response(self, system_instructions: Any, input: Any, *args: Any, **kw: Any):
        items = [dict(i) for i in input] if isinstance(input, list) else []
        self.inputs.append(items)
        last = items[-1]
        if last.get("role") == "user":
            n = sum(1 for i in items if i.get("type") == "function_call")
            item: Any = ResponseFunctionToolCall(
                arguments=json.dumps({"city": last["content"]}),
                call_id=f"call-{n}",
                name="weather",
                type="function_call",
                id=f"fc-{n}",
                status="completed",
            )
        else:
            text = ResponseOutputText(annotations=[], text=str(last["output"]), type="output_text")
            item = ResponseOutputMessage(
                id=f"msg-{len(self.inputs)}",
                content=[text],
                role="assistant",
                status="completed",
                type="message",
            )
        return ModelResponse(output=[item], usage=Usage(), response_id=None)

    def stream_response(self, *args: Any, **kwargs: Any) -> AsyncIterator[Any]:
        raise NotImplementedError("the test runs without streaming")


@function_tool
def weather(city: str) -> str:
    """Return the weather in a city.

    Args:
        city: The city.
    """
    return f"rain in {city}"


def test_the_runner_keeps_a_conversation_in_it_across_runs(server: Any, user_id: str) -> None:
    set_tracing_disabled(True)

    async def run() -> tuple[Weather, list[Any], Any]:
        async with AsyncMemoryClient(server.address) as memory:
            session = MemorydSession(memory, user_id, session_id="chat-1")
            assert isinstance(session, Session)  # the SDK's runtime-checkable protocol
            model = Weather()
            agent = Agent(name="assistant", model=model, tools=[weather])
            await Runner.run(agent, "Oslo", session=session)
            await Runner.run(agent, "Bergen", session=session)
            items = await session.get_items()
            popped = await session.pop_item()
            return model, items, popped

    model, items, popped = asyncio.run(run())
    kinds = [i.get("type", i.get("role")) for i in items]
    assert kinds == [
        "user",
        "function_call",
        "function_call_output",
        "message",
        "user",
        "function_call",
        "function_call_output",
        "message",
    ]
    # The second run's model saw the first run's items exactly as the SDK made them.
    second_run = model.inputs[2]
    assert second_run[:4] == items[:4]
    assert items[1]["call_id"] == "call-0" and items[2]["output"] == "rain in Oslo"
    assert items[3]["content"][0]["text"] == "rain in Oslo"
    assert popped == items[-1]
    with MemoryClient(server.address) as client:
        turns = client.read_turns(user_id, session_id="chat-1").turns
        assert [(t.role, t.content) for t in turns[:4]] == [
            ("user", "Oslo"),
            ("assistant", 'called weather({"city": "Oslo"})'),
            ("tool", "rain in Oslo"),
            ("assistant", "rain in Oslo"),
        ]  # what BuildContext and other clients see of the items
        assert len(turns) == 7  # the pop took the last one out


ITEMS: list[Any] = [
    {"role": "user", "content": "hi, I'm Ana"},
    {"role": "assistant", "content": [{"type": "output_text", "text": "Hello Ana"}]},
    {"type": "function_call", "call_id": "c1", "name": "lookup", "arguments": "{}"},
    {"type": "function_call_output", "call_id": "c1", "output": "nothing found"},
    {"role": "developer", "content": "be brief"},
    {"type": "reasoning", "id": "rs_1", "summary": []},
]


def test_it_answers_as_the_sdks_sqlite_session_does(server: Any, user_id: str) -> None:
    async def script(session: Any) -> list[Any]:
        seen: list[Any] = [await session.get_items(), await session.pop_item()]
        await session.add_items(ITEMS[:4])
        await session.add_items(ITEMS[4:])
        seen += [await session.get_items(), await session.get_items(limit=2)]
        seen += [await session.pop_item(), await session.pop_item(), await session.get_items()]
        seen += [await session.get_items(limit=0)]
        await session.clear_session()
        seen += [await session.get_items(), await session.pop_item()]
        return seen

    async def both() -> tuple[list[Any], list[Any], list[Any]]:
        reference = await script(SQLiteSession("ref"))
        async with AsyncMemoryClient(server.address) as memory:
            ours = await script(MemorydSession(memory, user_id, session_id="s"))
            limited = MemorydSession(
                memory, user_id, session_id="s2", session_settings=SessionSettings(limit=1)
            )
            await limited.add_items(ITEMS[:2])
            return reference, ours, [await limited.get_items(), await limited.get_items(limit=5)]

    reference, ours, limited = asyncio.run(both())
    assert ours == reference
    assert ours[2] == ITEMS  # exact items, newest last
    assert limited == [ITEMS[1:2], ITEMS[:2]]


def test_folded_items_come_back_as_the_summary_without_orphan_outputs(
    start_server: Any, tmp_path_factory: pytest.TempPathFactory
) -> None:
    config = tmp_path_factory.mktemp("agents-session") / "memoryd.toml"
    config.write_text(SMALL_BUFFER)
    small = start_server(None, "--embedder", "none", "--dimension", "8", "--config", str(config))
    long_call = {
        "type": "function_call",
        "call_id": "c9",
        "name": "search_hotels",
        "arguments": json.dumps({"city": "Lisbon", "notes": "near the river " * 8}),
    }
    output = {"type": "function_call_output", "call_id": "c9", "output": "Hotel Tejo, 2 nights"}
    follow = {"role": "user", "content": "book Hotel Tejo"}

    async def run() -> tuple[list[Any], list[Any]]:
        async with AsyncMemoryClient(small.address) as memory:
            session = MemorydSession(memory, "fold-user", session_id="s")
            await session.add_items([{"role": "user", "content": "find me a hotel in Lisbon"}])
            await session.add_items([long_call, output, follow])
            return await session.get_items(), await session.get_items(limit=2)

    items, newest = asyncio.run(run())
    with MemoryClient(small.address) as client:
        read = client.read_turns("fold-user", session_id="s")
    assert read.folded >= 2  # the first message and the long call were folded
    assert items[0]["role"] == "system" and read.summary in items[0]["content"]
    assert output not in items  # its call is in the summary only: a model API would refuse it
    assert items[-1] == follow
    assert newest == [output, follow]  # an explicit limit gives the newest items as they are


def test_sessions_of_other_users_and_agents_stay_apart(server: Any, user_id: str) -> None:
    async def run() -> list[Any]:
        async with AsyncMemoryClient(server.address) as memory:
            mine = MemorydSession(memory, user_id, session_id="same")
            await mine.add_items([{"role": "user", "content": "my secret is 42"}])
            others = [
                MemorydSession(memory, user_id + "-eve", session_id="same"),
                MemorydSession(memory, user_id, agent_id="bot", session_id="same"),
            ]
            seen = []
            for other in others:
                seen += [await other.get_items(), await other.pop_item()]
                await other.clear_session()
            return [*seen, await mine.get_items()]

    *seen, mine = asyncio.run(run())
    assert seen == [[], None, [], None]
    assert mine == [{"role": "user", "content": "my secret is 42"}]
    with pytest.raises(ValueError, match="session_id"):
        MemorydSession(AsyncMemoryClient.__new__(AsyncMemoryClient), user_id, session_id="")


def test_the_example_runs_as_a_script(server: Any) -> None:
    lines = run_example("openai_agents_session.py", server)
    assert "assistant: I can see 5 items of our conversation." in lines  # run 1 came back
    assert "peanuts" in lines[-2] and lines[-2].startswith("assistant: (from memory)")
    assert lines[-1] == "the session keeps 10 items"
