"""x-memoryd-pool end to end: every client sends it (sync, asyncio, TypeScript, MCP), a shard
that requires it refuses calls without it, a wrong one is refused everywhere, and an unsharded
server still serves clients that do not send it."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import grpc
import pytest

from memoryd.client import AsyncMemoryClient, InvalidArgument, MemoryClient, MemoryInput
from memoryd.server.pool_key import POOL_HEADER, SHARD_HEADER, pool_key
from memoryd.v1 import memory_pb2 as pb
from memoryd.v1 import memory_pb2_grpc as pb_grpc

DIM = 8
VECTOR = [1.0] + [0.0] * (DIM - 1)
# Characters each encoder treats differently unless it is canonical: ! ' ( ) * ~ / space, é, 中.
AWKWARD_USER = "ann O'Neil (*)!~/é中"
AWKWARD_AGENT = "planner/v2 ü"
NODE_DIST = Path(__file__).resolve().parents[2] / "clients" / "node" / "dist" / "src" / "index.js"


@pytest.fixture(scope="module")
def strict(start_server, tmp_path_factory):
    """A shard that requires the header and says who it is."""
    config = tmp_path_factory.mktemp("strict") / "routing.toml"
    config.write_text('[routing]\npool_header = "required"\nshard_name = "strict-1"\n')
    return start_server(
        None, "--embedder", "none", "--dimension", str(DIM), "--config", str(config)
    )


@pytest.fixture(scope="module")
def lenient(start_server):
    return start_server(None, "--embedder", "none", "--dimension", str(DIM))


def test_the_python_client_sends_the_pool_of_every_call(strict, user_id):
    user = f"{user_id} {AWKWARD_USER}"
    with MemoryClient(strict.address) as client:
        memory = client.remember(user, "likes tea", agent_id=AWKWARD_AGENT, embedding=VECTOR).memory
        client.remember_batch(
            [MemoryInput(user, f"fact {i}", agent_id=AWKWARD_AGENT,
                         embedding=[0.0] * i + [1.0] + [0.0] * (DIM - 1 - i)) for i in (1, 2)]
        )  # fmt: skip
        assert client.get(user, memory.id, agent_id=AWKWARD_AGENT).content == "likes tea"
        hits = client.recall(user, "", agent_id=AWKWARD_AGENT, embedding=VECTOR)
        assert [h.memory.id for h in hits][:1] == [memory.id]
        assert client.stats(user, agent_id=AWKWARD_AGENT).total == 3
        assert len(list(client.export(user, agent_id=AWKWARD_AGENT))) == 3


def test_the_asyncio_client_sends_it_too(strict, user_id):
    user = f"{user_id} {AWKWARD_USER}"

    async def main() -> int:
        async with AsyncMemoryClient(strict.address) as client:
            await client.remember(user, "likes coffee", agent_id=AWKWARD_AGENT, embedding=VECTOR)
            hits = await client.recall(user, "", agent_id=AWKWARD_AGENT, embedding=VECTOR)
            return len(hits)

    assert asyncio.run(main()) == 1


def test_a_batch_spanning_pools_carries_no_header_and_a_strict_shard_refuses_it(
    strict, lenient, user_id
):
    items = [
        MemoryInput(f"{user_id}-a", "one", embedding=VECTOR),
        MemoryInput(f"{user_id}-b", "two", embedding=VECTOR),
    ]
    with MemoryClient(strict.address) as client, pytest.raises(InvalidArgument) as refused:
        client.remember_batch(items)
    assert POOL_HEADER in str(refused.value)
    with MemoryClient(lenient.address) as client:  # one server, no proxy: still served
        assert len(client.remember_batch(items)) == 2


def test_a_wrong_header_is_refused_and_none_is_fine_without_a_proxy(lenient, user_id):
    stub = pb_grpc.MemoryServiceStub(lenient.channel)
    request = pb.StatsRequest(scope=pb.Scope(user_id=user_id))
    assert stub.Stats(request, timeout=10).total == 0  # an old client: no header
    with pytest.raises(grpc.RpcError) as refused:
        stub.Stats(request, metadata=[(POOL_HEADER, pool_key("someone-else", ""))], timeout=10)
    assert refused.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert "someone-else" in refused.value.details() and user_id in refused.value.details()
    batch = pb.RememberBatchRequest(
        items=[pb.RememberRequest(scope=pb.Scope(user_id=u), content="x", embedding=VECTOR)
               for u in (user_id, "someone-else")]
    )  # fmt: skip
    with pytest.raises(grpc.RpcError) as mixed:
        stub.RememberBatch(batch, metadata=[(POOL_HEADER, pool_key(user_id, ""))], timeout=10)
    assert mixed.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert "items[1].scope" in mixed.value.details()
    assert stub.Stats(request, timeout=10).total == 0  # the refused batch stored nothing


def test_the_shard_says_who_answered(strict, user_id):
    stub = pb_grpc.MemoryServiceStub(strict.channel)
    _, call = stub.Stats.with_call(
        pb.StatsRequest(scope=pb.Scope(user_id=user_id)),
        metadata=[(POOL_HEADER, pool_key(user_id, ""))],
        timeout=10,
    )
    assert dict(call.initial_metadata())[SHARD_HEADER] == "strict-1"


def test_the_mcp_server_sends_it(strict, user_id):
    pytest.importorskip("mcp", reason="the MCP SDK is installed with the test extra (mcp>=2)")
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client

    user = f"{user_id} {AWKWARD_USER}"
    with MemoryClient(strict.address) as client:
        memory = client.remember(user, "to be forgotten", embedding=VECTOR).memory

    async def main() -> Any:
        params = StdioServerParameters(
            command=sys.executable,
            args=["-m", "memoryd.mcp", "--target", strict.address, "--user-id", user],
        )
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                return await session.call_tool("forget", {"ids": [memory.id]})

    result = asyncio.run(main())
    assert not result.is_error, result.content
    assert json.loads(result.content[0].text)["affected_ids"] == [memory.id]


def test_the_typescript_client_sends_the_same_key(strict, user_id, node_client):
    # (node_client builds the client once a session; it skips only without node or npm: this
    # test used to skip whenever no other test had built it first, as on a fresh clone)
    assert NODE_DIST.exists(), f"{NODE_DIST} missing after the build of {node_client}"
    user = f"{user_id} {AWKWARD_USER}"
    script = f"""
const {{ MemoryClient, poolKey }} = require({json.dumps(str(NODE_DIST))});
(async () => {{
  const c = new MemoryClient({json.dumps(strict.address)});
  const scope = {{ userId: {json.dumps(user)}, agentId: {json.dumps(AWKWARD_AGENT)} }};
  const r = await c.remember(scope, "from node", {{ embedding: {json.dumps(VECTOR)} }});
  const s = await c.stats(scope);
  console.log(JSON.stringify({{ key: poolKey(scope.userId, scope.agentId), total: s.total,
                                id: r.memory.id }}));
  c.close();
}})().catch((e) => {{ console.error(String(e)); process.exit(1); }});
"""
    done = subprocess.run(["node", "-e", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["key"] == pool_key(user, AWKWARD_AGENT)
    assert answer["total"] == 1
