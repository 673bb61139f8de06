"""An OpenAI Agents SDK agent whose conversation lives in memoryd, with memory tools beside it.

    python examples/openai_agents_session.py --target 127.0.0.1:50051

The agent's ``Session`` is memoryd's turn buffer (``MemorydSession``): the Runner reads the
conversation back before each run and appends what the run added, so a second run — another
process, another machine — continues where the first stopped. The ``remember`` / ``recall``
tools reach the same user's long-term memories. The "model" is a stand-in that calls a tool
when asked to remember or recall and then answers from its output (put a real model, e.g.
``OpenAIResponsesModel``, in its place); the session and memory paths are the real ones.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import uuid
from collections.abc import AsyncIterator
from typing import Any

from agents import Agent, Model, ModelResponse, Runner, Usage, set_tracing_disabled
from openai.types.responses import (
    ResponseFunctionToolCall,
    ResponseOutputMessage,
    ResponseOutputText,
)

from memoryd.adapters.openai_agents import MemorydSession, memory_tools
from memoryd.client import AsyncMemoryClient


class StandIn(Model):
    """Calls ``remember`` for "remember: ...", ``recall`` for a question, then answers with the
    tool's output; otherwise says how many items of the conversation it was given."""

    async def get_response(self, system_instructions: Any, input: Any, *args: Any, **kw: Any):
        items = [dict(i) for i in input] if isinstance(input, list) else []
        last = items[-1]
        if last.get("type") == "function_call_output":
            return _answer(f"(from memory) {last['output']}")
        text = str(last.get("content", ""))
        if text.lower().startswith("remember:"):
            return _call("remember", {"content": text.split(":", 1)[1].strip()})
        if text.endswith("?"):
            return _call("recall", {"query": text, "top_k": 1})
        return _answer(f"I can see {len(items)} items of our conversation.")

    def stream_response(self, *args: Any, **kwargs: Any) -> AsyncIterator[Any]:
        raise NotImplementedError("this example runs without streaming")


def _call(name: str, arguments: dict[str, Any]) -> ModelResponse:
    call = ResponseFunctionToolCall(
        arguments=json.dumps(arguments),
        call_id=f"call-{uuid.uuid4().hex[:8]}",
        name=name,
        type="function_call",
        status="completed",
    )
    return ModelResponse(output=[call], usage=Usage(), response_id=None)


def _answer(text: str) -> ModelResponse:
    part = ResponseOutputText(annotations=[], text=text, type="output_text")
    message = ResponseOutputMessage(
        id=f"msg-{uuid.uuid4().hex[:8]}",
        content=[part],
        role="assistant",
        status="completed",
        type="message",
    )
    return ModelResponse(output=[message], usage=Usage(), response_id=None)


async def main(target: str, user_id: str) -> None:
    set_tracing_disabled(True)  # no exporter: the run stays on this machine
    async with AsyncMemoryClient(target) as memory:
        agent = Agent(name="assistant", model=StandIn(), tools=memory_tools(memory, user_id))
        session = MemorydSession(memory, user_id, session_id="chat-1")
        for said in ["remember: I am allergic to peanuts", "hello again", "what am I allergic to?"]:
            result = await Runner.run(agent, said, session=session)
            print(f"user: {said}\nassistant: {result.final_output}")
        print(f"the session keeps {len(await session.get_items())} items")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="127.0.0.1:50051")
    parser.add_argument("--user-id", default=f"agents-demo-{uuid.uuid4().hex[:6]}")
    args = parser.parse_args()
    asyncio.run(main(args.target, args.user_id))
