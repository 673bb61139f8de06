"""An MCP host's view of memoryd: the memoryd-mcp server started over stdio by the official MCP
SDK's client, its tools listed, then remember, recall and build_context called as an agent's
model would call them.

    python examples/mcp_memory.py --target 127.0.0.1:50051

A host such as Claude Desktop or an IDE starts ``python -m memoryd.mcp --target ... --user-id
...`` the same way (its config names the command); with ``--transport http`` one memoryd-mcp
serves many users, each request's API key deciding whose memories it reaches.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import uuid
from typing import Any

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client


def _payload(result: Any) -> Any:
    """Return a tool result's JSON payload (memoryd-mcp answers with one JSON text block)."""
    if result.is_error:
        raise SystemExit(f"the tool failed: {result.content[0].text}")
    return json.loads(result.content[0].text)


async def run(target: str, user_id: str) -> None:
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "memoryd.mcp", "--target", target, "--user-id", user_id]
    )
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        tools = sorted(t.name for t in (await session.list_tools()).tools)
        print(f"tools: {', '.join(tools)}")
        await session.call_tool(
            "remember", {"content": "I am allergic to peanuts", "memory_type": "identity"}
        )
        found = _payload(
            await session.call_tool("recall", {"query": "what am I allergic to?", "top_k": 3})
        )
        print(f"recall finds: {found['hits'][0]['content']}")
        built = await session.call_tool("build_context", {"query": "can I eat satay?"})
        print(f"the context quotes it: {'peanuts' in built.content[0].text}")  # a prompt text


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="127.0.0.1:50051")
    parser.add_argument("--user-id", default=f"mcp-demo-{uuid.uuid4().hex[:6]}")
    args = parser.parse_args()
    asyncio.run(run(args.target, args.user_id))


if __name__ == "__main__":
    main()
