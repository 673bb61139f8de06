"""memoryd sharded by pool behind a real proxy: nginx and HAProxy from Debian, run from the
reference configs in deploy/, in front of real memoryd shards on loopback.

Each deployment writes 1,000 pools through the proxy with the Python client (which sends
x-memoryd-pool itself), then checks where they landed by asking every shard directly. The
shards run with client vectors (``--embedder none``): routing does not depend on the model, and
orthogonal vectors keep the pools' memories apart (no merge, no supersede between them).
"""

from __future__ import annotations

import subprocess
import sys
import threading
import time
import uuid
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import grpc
import pytest

from memoryd.client import MemoryClient, Unavailable
from memoryd.server.export_io import from_json_line
from memoryd.server.pool_key import POOL_HEADER, pool_key
from memoryd.server.ring import NginxRing
from memoryd.v1 import memory_pb2 as pb
from memoryd.v1 import memory_pb2_grpc as pb_grpc

from .conftest import ServerProcess
from .proxies import Proxy, available

POOLS = 1_000
DIM = 8


def _vector(slot: int) -> list[float]:
    return [1.0 if i == slot % DIM else 0.0 for i in range(DIM)]


@dataclass
class Written:
    """One acknowledged memory: its pool, id and content."""

    user: str
    agent: str
    id: str
    content: str


@dataclass
class Cluster:
    """Shards, a proxy in front, and what was written through it."""

    kind: str
    tmp: Path
    shards: list[ServerProcess]
    proxy: Proxy
    written: list[Written] = field(default_factory=list)
    updated: list[Written] = field(default_factory=list)  # a second version of these exists

    @property
    def addresses(self) -> list[str]:
        return [s.address for s in self.shards]

    def client(self) -> MemoryClient:
        return MemoryClient(self.proxy.address, timeout=20)

    def admin(self, address: str) -> pb_grpc.ShardServiceStub:
        return pb_grpc.ShardServiceStub(grpc.insecure_channel(address))

    def placement(self) -> dict[str, list[str]]:
        """Return pool key -> the shards (addresses) holding memories of it."""
        where: dict[str, list[str]] = {}
        for address in self.addresses:
            for p in self.admin(address).ListPools(pb.ListPoolsRequest(), timeout=30).pools:
                if p.total and p.fence != pb.POOL_FENCE_MOVED:
                    where.setdefault(pool_key(p.scope.user_id, p.scope.agent_id), []).append(
                        address
                    )
        return where


def _start_shard(tmp: Path, name: str, *extra: str) -> ServerProcess:
    config = tmp / f"{name}.toml"
    config.write_text(f'[routing]\npool_header = "required"\nshard_name = "{name}"\n')
    data = tmp / f"{name}-data"
    args = ["--embedder", "none", "--dimension", str(DIM), "--config", str(config), *extra]
    return ServerProcess(data, args, tmp / f"{name}.log")


def _start_shards(tmp: Path, names: list[str]) -> list[ServerProcess]:
    with ThreadPoolExecutor(len(names)) as pool:
        return list(pool.map(lambda n: _start_shard(tmp, n), names))


def _write_pools(cluster: Cluster, prefix: str) -> None:
    """Write POOLS pools through the proxy; every tenth gets a new version (a history)."""
    with cluster.client() as client:
        for n in range(POOLS):
            user, agent = f"{prefix}-user-{n}", ("agent/ü" if n % 3 == 0 else "")
            content = f"{user} keeps fact number {n}"
            memory = client.remember(user, content, agent_id=agent, embedding=_vector(0)).memory
            written = Written(user, agent, memory.id, content)
            cluster.written.append(written)
            if n % 10 == 0:
                client.update(user, memory.id, agent_id=agent, content=content + " (revised)",
                              embedding=_vector(0))  # fmt: skip
                cluster.updated.append(written)


@pytest.fixture(scope="module", params=["nginx", "haproxy"])
def cluster(request, tmp_path_factory, start_server) -> Iterator[Cluster]:
    kind = request.param
    if not available(kind):
        pytest.skip(f"{kind} is not installed (CI installs it: apt-get install -y nginx haproxy)")
    tmp = tmp_path_factory.mktemp(kind)
    shards = _start_shards(tmp, ["s0", "s1", "s2"])
    proxy = Proxy(kind, [s.address for s in shards], tmp / "proxy")
    built = Cluster(kind, tmp, shards, proxy)
    try:
        _write_pools(built, f"{kind}-{uuid.uuid4().hex[:6]}")
        yield built
    finally:
        proxy.stop()
        for shard in built.shards:
            if shard.proc.poll() is None:
                shard.kill()


def test_every_pool_lives_on_exactly_one_shard(cluster):
    where = cluster.placement()
    pools = {pool_key(w.user, w.agent) for w in cluster.written}
    assert set(where) == pools
    assert all(len(shards) == 1 for shards in where.values())
    per_shard = Counter(shards[0] for shards in where.values())
    assert len(per_shard) == len(cluster.shards)  # the hash spreads them over every shard
    if cluster.kind == "nginx":  # rebalance reproduces nginx's ring: it must agree exactly
        ring = NginxRing(cluster.addresses)
        assert all(ring.owner(key) == shards[0] for key, shards in where.items())


def test_every_memory_reads_back_through_the_proxy(cluster):
    revised = {w.id for w in cluster.updated}
    with cluster.client() as client:
        for w in cluster.written:
            memory = client.get(w.user, w.id, agent_id=w.agent)
            assert memory.content == w.content
            assert (memory.status == "superseded") == (w.id in revised)
        for w in cluster.updated[:20]:
            chain = client.history(w.user, w.id, agent_id=w.agent)
            assert [e.memory.content for e in chain] == [w.content, w.content + " (revised)"]


def test_a_pool_header_that_disagrees_with_the_scope_is_refused(cluster):
    first, second = cluster.written[1], cluster.written[2]
    stub = pb_grpc.MemoryServiceStub(cluster.proxy.channel())
    request = pb.GetRequest(
        scope=pb.Scope(user_id=second.user, agent_id=second.agent), id=second.id
    )
    with pytest.raises(grpc.RpcError) as refused:
        stub.Get(request, metadata=[(POOL_HEADER, pool_key(first.user, first.agent))], timeout=10)
    assert refused.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert POOL_HEADER in refused.value.details() and second.user in refused.value.details()
    with pytest.raises(grpc.RpcError) as missing:  # the shards require it
        stub.Get(request, timeout=10)
    assert missing.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert "required" in missing.value.details()
    # Spelled another way (not the canonical encoding): a proxy would hash it elsewhere.
    other_spelling = pool_key(second.user, second.agent).replace("-", "%2D")
    with pytest.raises(grpc.RpcError) as respelled:
        stub.Get(request, metadata=[(POOL_HEADER, other_spelling)], timeout=10)
    assert respelled.value.code() is grpc.StatusCode.INVALID_ARGUMENT


def test_pools_sharing_a_shard_stay_isolated_through_the_proxy(cluster):
    where = cluster.placement()
    by_shard: dict[str, list[Written]] = {}
    for w in cluster.written:
        by_shard.setdefault(where[pool_key(w.user, w.agent)][0], []).append(w)
    neighbours = next(iter(by_shard.values()))[:30]  # same shard, same vector, other pools
    with cluster.client() as client:
        for w in neighbours:
            hits = client.recall(w.user, "", agent_id=w.agent, embedding=_vector(0), top_k=50)
            assert hits and {(h.memory.scope.user_id, h.memory.scope.agent_id) for h in hits} == {
                (w.user, w.agent)
            }
            assert client.stats(w.user, agent_id=w.agent).total in (1, 2)
        other = neighbours[1]
        with pytest.raises(Exception) as not_yours:
            client.get(neighbours[0].user, other.id, agent_id=neighbours[0].agent)
        assert "NOT_FOUND" in repr(not_yours.value) or type(not_yours.value).__name__ == "NotFound"


def test_a_killed_shard_takes_down_only_its_own_pools(cluster):
    where = cluster.placement()
    victim = cluster.shards[0]
    mine = [w for w in cluster.written if where[pool_key(w.user, w.agent)][0] == victim.address]
    others = [w for w in cluster.written if where[pool_key(w.user, w.agent)][0] != victim.address]
    victim.kill()
    try:
        with cluster.client() as client:
            for w in others[:100]:
                assert client.get(w.user, w.id, agent_id=w.agent).content == w.content
            quick = client.with_timeout(3)
            for w in mine[:20]:
                with pytest.raises(Unavailable):
                    quick.get(w.user, w.id, agent_id=w.agent)
    finally:
        # The same data folder on the same port: acknowledged writes are all there again.
        config = victim.data_dir.with_name("s0.toml")
        args = ["--embedder", "none", "--dimension", str(DIM), "--config", str(config)]
        restarted = ServerProcess(
            victim.data_dir, [*args, "--listen", victim.address], victim.log_path
        )
        cluster.shards[0] = restarted
    with cluster.client() as client:
        deadline = time.monotonic() + 20
        while True:
            try:
                assert client.get(mine[0].user, mine[0].id, agent_id=mine[0].agent)
                break
            except Unavailable:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)
        for w in mine:
            assert client.get(w.user, w.id, agent_id=w.agent).content == w.content


class _Writer(threading.Thread):
    """Writes through the proxy while rebalance runs; retries refusals that say nothing was
    written (a fenced pool), as a client does; records every acknowledged write."""

    def __init__(self, cluster: Cluster, prefix: str) -> None:
        super().__init__(daemon=True)
        self.cluster = cluster
        self.prefix = prefix
        self.stop = threading.Event()
        self.acked: list[Written] = []
        self.retried = 0
        self.unknown: list[str] = []

    def run(self) -> None:
        old = self.cluster.written[:600]  # each revisited rarely: no two writes alike
        with self.cluster.client() as client:
            n = 0
            while not self.stop.is_set():
                if n % 2:  # an existing pool (some of them move)
                    target = old[(n // 2) % len(old)]
                    user, agent = target.user, target.agent
                else:  # a pool first written now, some on a shard the new list moves it off
                    user, agent = f"{self.prefix}-late-{n // 2}", ""
                content = f"written during the move #{n}"
                for _ in range(200):
                    try:
                        memory = client.remember(
                            user, content, agent_id=agent, embedding=_vector(1 + n % (DIM - 1))
                        ).memory
                        self.acked.append(Written(user, agent, memory.id, content))
                        break
                    except Unavailable as exc:
                        if "nothing was" not in str(exc):
                            self.unknown.append(str(exc))  # outcome unknown: not counted
                            break
                        self.retried += 1
                        time.sleep(0.05)
                n += 1
                time.sleep(0.01)


def test_adding_a_shard_moves_about_a_quarter_and_loses_nothing(cluster):
    before = cluster.placement()
    new_shard = _start_shard(cluster.tmp, "s3")
    cluster.shards.append(new_shard)
    old, new = cluster.addresses[:3], cluster.addresses
    args = ["rebalance", "--from", ",".join(old), "--to", ",".join(new)]
    if cluster.kind == "nginx":
        switch = cluster.proxy.prepare_switch(new)
    else:
        # HAProxy's ring is its own: a second HAProxy with the new list answers where each
        # pool goes (--probe); the switch is restarting the live one with the new list.
        probe = Proxy("haproxy", new, cluster.tmp / "probe", cluster.proxy.ids)
        args += ["--probe", probe.address]
        switch = cluster.proxy.prepare_switch(new)
    writer = _Writer(cluster, uuid.uuid4().hex[:6])
    writer.start()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "memoryd.server", *args, "--switch-command", switch],
            capture_output=True, text=True, timeout=600, check=False,
        )  # fmt: skip
    finally:
        time.sleep(0.5)
        writer.stop.set()
        writer.join(60)
        if cluster.kind == "haproxy":
            probe.stop()
    cluster.proxy.adopt_switch()
    assert done.returncode == 0, done.stderr
    after = cluster.placement()
    original = {pool_key(w.user, w.agent) for w in cluster.written}
    moved = [key for key in original if after[key] != before[key]]
    assert 0.12 < len(moved) / len(original) < 0.40, done.stderr
    assert all(after[key] == [new_shard.address] for key in moved)  # only onto the new shard
    assert all(len(shards) == 1 for shards in after.values())
    if cluster.kind == "nginx":
        ring = NginxRing(new)
        assert all(ring.owner(key) == shards[0] for key, shards in after.items())
    # Every acknowledged memory is there, once, with its history, read through the proxy.
    assert writer.acked and not writer.unknown, writer.unknown
    with cluster.client() as client:
        for w in [*cluster.written, *writer.acked]:
            assert client.get(w.user, w.id, agent_id=w.agent).content == w.content
        for w in cluster.updated:
            assert len(client.history(w.user, w.id, agent_id=w.agent)) == 2
        for user, agent in {(w.user, w.agent) for w in writer.acked}:
            contents = [r.memory.content for r in client.export(user, agent_id=agent)]
            assert len(contents) == len(set(contents))  # no write stored twice
    cluster.written.extend(writer.acked)


def _memoryd(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "memoryd.server", *args],
        capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip


def test_calls_without_a_pool_fan_out_to_every_shard(cluster, tmp_path):
    shards = ",".join(cluster.addresses)
    stats = _memoryd("shards", "stats", "--shards", shards)
    assert stats.returncode == 0, stats.stderr
    pools = {pool_key(w.user, w.agent) for w in cluster.written}
    versions = len(cluster.written) + len(cluster.updated)  # an update adds a version
    assert f"all {len(cluster.shards)} shards: {len(pools)} pools, {versions} memories" in (
        stats.stdout
    )
    out = tmp_path / "all.jsonl"
    export = _memoryd("shards", "export", "--shards", shards, "-o", str(out))
    assert export.returncode == 0, export.stderr
    exported = [from_json_line(line) for line in out.read_text().splitlines()]
    assert sorted(r.memory.id for r in exported if not r.memory.supersedes) == sorted(
        w.id for w in cluster.written
    )
    assert len(exported) == versions  # every pool once: no shard's leftovers of a move
    maintain = _memoryd("shards", "maintain", "--shards", shards, "--task", "sweep")
    assert maintain.returncode == 0, maintain.stderr
    assert maintain.stdout.count("\n") == len(cluster.shards)


def test_removing_a_shard_moves_only_its_pools(cluster):
    before = cluster.placement()
    leaving = cluster.shards[1]
    new = [a for a in cluster.addresses if a != leaving.address]
    args = ["rebalance", "--from", ",".join(cluster.addresses), "--to", ",".join(new)]
    probe = (
        Proxy("haproxy", new, cluster.tmp / "probe-remove", cluster.proxy.ids)
        if cluster.kind == "haproxy"
        else None
    )
    if probe is not None:
        args += ["--probe", probe.address]
    done = _memoryd(*args, "--switch-command", cluster.proxy.prepare_switch(new))
    if probe is not None:
        probe.stop()
    cluster.proxy.adopt_switch()
    assert done.returncode == 0, done.stderr
    after = cluster.placement()
    assert set(after) == set(before)
    for key, shards in before.items():
        if shards != [leaving.address]:
            assert after[key] == shards  # pools of the shards that stay do not move
        else:
            assert after[key] != shards and len(after[key]) == 1
    cluster.shards.remove(leaving)
    leaving.kill()
    with cluster.client() as client:
        for w in cluster.written:
            assert client.get(w.user, w.id, agent_id=w.agent).content == w.content
