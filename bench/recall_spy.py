"""Where one vector-only Recall spends the server's time, by stage: py-spy (PyPI: a sampling
profiler) on a real server while Recalls are made one at a time.

A server of this tree (or ``--server-python``: another tree's venv python, for an A/B) with
embedder ``none``, 384-d; ``--n`` clustered vectors (bench.v01.ClusteredVectors(384, 1000,
.75, .95, 1), as the load profile's) sent by RememberBatch 500 at a time (``--long``: imported
25 h to 30 d back and migrated, so they sit in the long tier, as bench/profile.py does); 100
warm-up Recalls, then ``--calls`` Recalls with top_k 10, each a fresh query, sampled at
``--rate`` Hz. Prints the client's p50/p99 and each stage's inclusive share of the samples
inside ``MemoryServicer.Recall``.

    python -m bench.recall_spy --n 3000 --calls 2000
    python -m bench.recall_spy --server-python /path/to/base/.venv/bin/python
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import grpc
import numpy as np

from bench import _common as C
from bench import _spy
from bench import profile as P
from bench.v01 import ClusteredVectors
from memoryd.v1 import memory_pb2 as pb
from memoryd.v1 import memory_pb2_grpc as pb_grpc

STAGES: dict[str, tuple[tuple[str, str], ...]] = {
    "candidates (Recaller._candidates)": (("pipeline.py", "_candidates"),),
    "  vector search (PoolIndex.search_many)": (("pool.py", "search_many"),),
    "    of which faiss HNSW (medium tier)": (("swigfaiss.py", "search"),),
    "    of which long tier (LongTier.search_many)": (("long_tier.py", "search_many"),),
    "  merge routes": (("routes.py", "merge"),),
    "  candidate headers (Records.read / read_shared)": (
        ("records.py", "read"),
        ("records.py", "read_shared"),
    ),
    "    of which header decode": (("codec.py", "decode_header"),),
    "  visibility (visible)": (("candidates.py", "visible"),),
    "versions.lift": (("versions.py", "lift"),),
    "rank (ranking.rank)": (("ranking.py", "rank"),),
    "texts of the top hits (with_content)": (("records.py", "with_content"),),
    "consistency": (("consistency.py", "consistent"),),
    "restatement spread": (("restatements.py", "spread"),),
    "plan (Planner.make: check, weights)": (("plan.py", "make"),),
    "count accesses (_answered)": (("pipeline.py", "_answered"),),
    "hits -> proto (to_pb_recall)": (("convert.py", "to_pb_recall"),),
    "proto -> query (from_pb_recall)": (("convert.py", "from_pb_recall"),),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--server-python", default=sys.executable)
    parser.add_argument("--n", type=int, default=3_000, help="memories in the pool")
    parser.add_argument("--calls", type=int, default=2_000, help="Recalls sampled")
    parser.add_argument("--rate", type=int, default=500, help="py-spy samples a second")
    parser.add_argument("--long", action="store_true", help="memories in the long tier")
    parser.add_argument("--out-dir", default=None)
    args = parser.parse_args(argv)
    out = C.results_dir("recall_spy", args.out_dir)
    clustered = ClusteredVectors(384, 1000, 0.75, 0.95, 1)
    vectors = clustered.sample(args.n)
    queries, _ = clustered.queries(vectors, args.calls + 100)
    texts = [f"memory {i} about topic {i % 97}" for i in range(args.n)]
    work = C.make_tempdir("recall-spy-")
    ready = work / "ready.json"
    argv_srv = [args.server_python, "-m", "memoryd.server", "serve", "--listen", "127.0.0.1:0",
                "--data-dir", str(work / "data"), "--embedder", "none", "--dimension", "384",
                "--ready-file", str(ready), "--log-level", "warning"]  # fmt: skip
    srv = C.spawn_server("memoryd", argv_srv, ready, out / "memoryd.log", timeout=600)
    scope = pb.Scope(user_id=P.USER)
    try:
        with grpc.insecure_channel(srv.address, options=C.CHANNEL_OPTIONS) as channel:
            stub = pb_grpc.MemoryServiceStub(channel)
            if args.long:
                P.load(stub, texts, vectors, time.time())
            else:
                for s in range(0, args.n, 500):
                    items = [pb.RememberRequest(scope=scope, content=texts[i],
                                                embedding=vectors[i].tolist())
                             for i in range(s, min(args.n, s + 500))]  # fmt: skip
                    stub.RememberBatch(pb.RememberBatchRequest(items=items), timeout=600)

            def recall(v: np.ndarray) -> None:
                req = pb.RecallRequest(scope=scope, embedding=v.tolist(), top_k=10)
                stub.Recall(req, timeout=60)

            for v in queries[:100]:
                recall(v)
            latencies: list[float] = []

            def run() -> None:
                for v in queries[100:]:
                    t0 = time.perf_counter()
                    recall(v)
                    latencies.append(time.perf_counter() - t0)

            load = os.getloadavg()[0]
            stacks = _spy.sampled(srv.pid, args.rate, Path(out) / "recall.raw", run)
    finally:
        srv.stop()
    ms = np.array(latencies) * 1e3
    print(f"client p50 {np.percentile(ms, 50):.3f} ms, p99 {np.percentile(ms, 99):.3f} ms "
          f"(load average {load:.2f})")  # fmt: skip
    total = 0
    for name, functions in STAGES.items():
        total, share = _spy.share(stacks, ("servicer.py", "Recall"), functions)
        print(f"{name:<50} {100 * share:5.1f} %")
    print(f"samples inside the Recall handler: {total} ({args.calls} calls at {args.rate} Hz)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
