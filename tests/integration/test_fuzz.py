"""A bounded, seeded fuzz run over every RPC of the real server (issue #18); the requests
come from bench/fuzz.py (bench/attack.py runs the same for 100k calls). Then: no call ended
INTERNAL or UNKNOWN, no answer held another pool's memory, and every pool the run touched
still answers Recall, Export and Stats.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:  # bench/ is a folder of the checkout, not an installed package
    sys.path.insert(0, str(REPO))

from bench.fuzz import NEVER, SERVICE, Fuzzer, call, same_pool  # noqa: E402
from memoryd.v1 import memory_pb2 as pb  # noqa: E402

SEED = 18
CALLS = 400


def test_fuzzed_calls_over_every_rpc_never_fail_internally_or_leak(server):
    rng = random.Random(SEED)
    fuzz = Fuzzer(rng, f"{rng.getrandbits(32):08x}")
    methods = list(SERVICE.methods)
    # Every pool starts with a memory, so that reads have something to get wrong.
    for scope in fuzz.scopes:
        stored = server.stub.Remember(pb.RememberRequest(scope=scope, content="the seed fact"))
        fuzz.ids.append(stored.memory.id)
    codes: dict[str, dict[str, int]] = {}
    bad: list[str] = []
    for i in range(CALLS):
        method = methods[i % len(methods)] if i < 2 * len(methods) else rng.choice(methods)
        code, details = call(server.channel, method, fuzz)
        codes.setdefault(method.name, {}).setdefault(code.name, 0)
        codes[method.name][code.name] += 1
        if code in NEVER:
            bad.append(details)
    assert not bad, bad[:10]
    assert {m.name for m in methods} <= set(codes), codes
    for scope in fuzz.scopes:
        pool = pb.Scope(user_id=scope.user_id, agent_id=scope.agent_id)
        hits = server.stub.Recall(pb.RecallRequest(scope=pool, query="the seed fact", top_k=50))
        assert all(same_pool(h.memory, pool) for h in hits.hits)
        exported = list(server.stub.Export(pb.ExportRequest(scope=pool)))
        assert all(same_pool(r.memory, pool) for r in exported)
        for record in exported:
            assert same_pool(server.stub.Get(pb.GetRequest(scope=pool, id=record.memory.id)), pool)
        server.stub.Stats(pb.StatsRequest(scope=pool))
