"""What a pool costs a shard beyond its memories: RSS and disk of one server holding many small
pools, against the same number of memories in one pool (the floor, measured in the same run).

Starts ``memoryd serve --embedder none --dimension 512`` (the default model's size; vectors are
sent by this script, so the model's own RAM is not counted) twice: once with ``--pools`` pools of
``--per-pool`` memories each, once with all of them in one pool; prints RSS (Stats.rss_bytes)
and data.mdb size after the writes, the difference per pool, and how long a clean shutdown
(SIGTERM: checkpoints written) takes.

    python -m bench.pool_overhead                          # 20k pools x 5 memories (~2 min)
    python -m bench.pool_overhead --pools 5000 --per-pool 20
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import grpc
import numpy as np

from memoryd.v1 import memory_pb2 as pb
from memoryd.v1 import memory_pb2_grpc as pb_grpc

DIM = 512


def _serve(data: Path) -> tuple[subprocess.Popen, str]:
    ready = data.with_suffix(".ready")
    proc = subprocess.Popen(
        [sys.executable, "-m", "memoryd.server", "serve", "--listen", "127.0.0.1:0",
         "--data-dir", str(data), "--ready-file", str(ready), "--embedder", "none",
         "--dimension", str(DIM), "--log-level", "warning"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    while not ready.exists():
        if proc.poll() is not None:
            raise SystemExit("memoryd did not start")
        time.sleep(0.1)
    return proc, json.loads(ready.read_text())["address"]


def measure(pools: int, per_pool: int, one_pool: bool, root: Path) -> tuple[int, int, float]:
    """Return (RSS bytes, data.mdb bytes, seconds a clean shutdown took) after writing
    pools x per_pool memories."""
    data = root / ("one" if one_pool else "many")
    proc, address = _serve(data)
    rng = np.random.default_rng(7)
    try:
        stub = pb_grpc.MemoryServiceStub(grpc.insecure_channel(address))
        items = []
        for p in range(pools):
            for m in range(per_pool):
                vector = rng.standard_normal(DIM).astype(np.float32)
                user = "everyone" if one_pool else f"user-{p}"
                scope = pb.Scope(user_id=user)
                content = f"memory {m} of pool {p}"
                items.append(pb.RememberRequest(scope=scope, content=content, embedding=vector))
                if len(items) == 500:
                    stub.RememberBatch(pb.RememberBatchRequest(items=items), timeout=300)
                    items = []
        if items:
            stub.RememberBatch(pb.RememberBatchRequest(items=items), timeout=300)
        rss = stub.Stats(pb.StatsRequest(scope=pb.Scope(user_id="user-0")), timeout=30).rss_bytes
        disk = (data / "store" / "data.mdb").stat().st_size
    finally:
        stopping = time.perf_counter()
        proc.terminate()  # a clean stop writes every pool's checkpoint
        proc.wait(1800)
    return rss, disk, time.perf_counter() - stopping


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.pool_overhead")
    parser.add_argument("--pools", type=int, default=20_000)
    parser.add_argument("--per-pool", type=int, default=5)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        many = measure(args.pools, args.per_pool, False, Path(tmp))
        one = measure(args.pools, args.per_pool, True, Path(tmp))
    n = args.pools * args.per_pool
    print(f"{n:,} memories of {DIM}-d vectors")
    for label, (rss, disk, stop) in ((f"{args.pools:,} pools", many), ("1 pool (floor)", one)):
        print(f"  in {label}: RSS {rss / 2**20:.0f} MiB, data.mdb {disk / 2**20:.0f} MiB, "
              f"clean shutdown {stop:.1f} s")  # fmt: skip
    print(f"  per pool: +{(many[0] - one[0]) / args.pools / 1024:.1f} KiB RSS, "
          f"+{(many[1] - one[1]) / args.pools / 1024:.1f} KiB disk")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
