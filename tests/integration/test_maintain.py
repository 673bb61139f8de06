"""Maintain through a real server: a pass on request moves old memories to the long tier, and
recall then finds them there (hits say TIER_LONG)."""

from __future__ import annotations

import time

import grpc
import numpy as np
import pytest
from google.protobuf.timestamp_pb2 import Timestamp

from memoryd.v1 import memory_pb2 as pb

DIM = 16
TIERS = """
[engine.tiers]
short_capacity = 8
medium_capacity = 64
long_nlist_min = 4
long_nprobe = 4
maintenance_interval_s = 3600
maintenance_pressure_check_s = 3600
"""


@pytest.fixture(scope="module")
def small_tiers(start_server, tmp_path_factory):
    """A client-vector server with tiny tiers, so a few hundred memories reach the long tier."""
    config = tmp_path_factory.mktemp("maintain") / "memoryd.toml"
    config.write_text(TIERS)
    return start_server(
        None, "--embedder", "none", "--dimension", str(DIM), "--config", str(config)
    )


def test_maintain_moves_old_memories_to_the_long_tier(small_tiers, user_id):
    stub = small_tiers.stub
    rng = np.random.default_rng(4)
    vectors = rng.normal(size=(200, DIM)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    three_days_ago = Timestamp()
    three_days_ago.FromSeconds(int(time.time()) - 3 * 86_400)
    scope = pb.Scope(user_id=user_id)
    stub.RememberBatch(
        pb.RememberBatchRequest(
            items=[
                pb.RememberRequest(
                    scope=scope,
                    content=f"fact number {i}",
                    embedding=v.tolist(),
                    created_at=three_days_ago,
                )
                for i, v in enumerate(vectors)
            ]
        )
    )

    done = stub.Maintain(pb.MaintainRequest(tasks=["migrate"]))

    assert done.done["migrated_to_long"] > 0
    assert done.seconds > 0
    stats = stub.Stats(pb.StatsRequest(scope=scope))
    by_tier = dict(stats.by_tier)
    assert stats.long_tier_ram_bytes > 0 and stats.rss_bytes > 0
    assert not stats.memory_pressure and stats.rss_limit_bytes == 0
    assert by_tier["LONG"] == done.done["migrated_to_long"]
    assert sum(by_tier.values()) == 200
    tiers = []
    for i in range(0, 200, 10):
        hits = stub.Recall(
            pb.RecallRequest(scope=scope, embedding=vectors[i].tolist(), top_k=3)
        ).hits
        assert hits[0].memory.content == f"fact number {i}"
        tiers.append(hits[0].tier)
    assert pb.TIER_LONG in tiers


def test_maintain_runs_every_task_by_default(small_tiers):
    done = small_tiers.stub.Maintain(pb.MaintainRequest())
    assert {"migrated_to_long", "medium_compactions", "long_recoded", "expired"} <= set(done.done)


def test_maintain_names_an_unknown_task(small_tiers):
    with pytest.raises(grpc.RpcError) as err:
        small_tiers.stub.Maintain(pb.MaintainRequest(tasks=["defragment"]))
    assert err.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert "tasks" in err.value.details() and "migrate" in err.value.details()
