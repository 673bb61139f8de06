"""The `scale` profile: memoryd with many memories of client vectors in one pool.

For each size of `--size` (grown in order in one server): ingest with sequential RememberBatch
of `--batch` (vectors/s), the time until the server is idle again (index builds and tier moves),
RSS and data-dir size, then Recall top_k=10 at concurrency 1 and 8 (QPS, p50/p95/p99) with
recall@10 of the hits against exact brute-force truth, and the tiers the hits came from. Data:
clustered synthetic vectors (bench.v01.ClusteredVectors), queries = stored vectors plus noise.

The long tier (1M memories, PQ) has its own script, bench/long_tier.py, written separately: when
it exists this profile runs it (`python -m bench.long_tier [--quick] --seed S --out-dir DIR`) and
includes its results.json; until then the section says "skipped: not built".
"""

from __future__ import annotations

import argparse
import asyncio
import time
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np

from bench import _common as C
from bench import harness as H
from bench import load as L

USER = "bench-scale"
TOP_K = 10
LONG_TIER = "long_tier"
# --quick for bench/long_tier.py when it has no --quick of its own: small, no real-text part
LONG_TIER_QUICK = {"--n": "10000", "--queries": "100", "--real": "0"}


async def measure_recall(
    address: str,
    server_pid: int,
    queries: np.ndarray,
    truth: np.ndarray,
    row_of: dict[str, int],
    concurrency: int,
    warm: np.ndarray,
) -> dict[str, Any]:
    """Return QPS, latency percentiles, recall@10 vs `truth` and hit tiers of Recall top_k=10
    over `queries` at `concurrency` (one grpc.aio channel from this process)."""
    import grpc

    from bench import v01
    from memoryd.v1 import memory_pb2 as pb
    from memoryd.v1 import memory_pb2_grpc as pbg

    reqs = [
        pb.RecallRequest(scope=pb.Scope(user_id=USER), embedding=q.tolist(), top_k=TOP_K)
        for q in queries
    ]
    bar = H.progress(len(reqs), f"scale: recall c={concurrency}", unit="q")
    async with grpc.aio.insecure_channel(address, options=C.CHANNEL_OPTIONS) as ch:
        stub = pbg.MemoryServiceStub(ch)

        async def call(i: int) -> Any:
            r = await stub.Recall(reqs[i], timeout=60)
            bar.update(1)
            return r

        for v in warm:  # warm the channel, uncounted; not the measured queries: the recall
            # cache (keyed by the vector) would answer those
            await stub.Recall(
                pb.RecallRequest(scope=pb.Scope(user_id=USER), embedding=v.tolist(), top_k=TOP_K),
                timeout=60,
            )
        r = await C.closed_loop(
            call,
            concurrency=concurrency,
            count=len(reqs),
            keep_results=True,
            server_pid=server_pid,
        )
    bar.close()
    found: list[list[int] | None] = []
    tiers: Counter[str] = Counter()
    for resp in r.results:
        if resp is None:
            found.append(None)
            continue
        found.append([row_of.get(h.memory.id, -1) for h in resp.hits])
        for h in resp.hits:
            tiers[pb.Tier.Name(h.tier).removeprefix("TIER_")] += 1
    return {
        "concurrency": concurrency,
        "queries": len(reqs),
        "qps": round(r.qps, 1),
        **H.latency_summary(r.latencies),
        "recall_at_10": round(v01.recall_at_k(found, truth, TOP_K), 4),
        "errors": dict(r.errors),
        "first_error": r.first_error,
        "server_cpu_pct": r.summary()["server_cpu_pct"],
        "hit_tiers": dict(tiers),
    }


def run(cfg: argparse.Namespace, out_dir: Path) -> dict[str, Any]:
    """Run the scale profile and return its JSON section."""
    from bench import v01

    gen = v01.ClusteredVectors(cfg.dimension, cfg.centres, 0.75, 0.95, cfg.seed + 21)
    res: dict[str, Any] = {
        "settings": {
            "sizes": cfg.sizes,
            "dimension": cfg.dimension,
            "batch": cfg.batch,
            "queries": cfg.scale_queries,
            "top_k": TOP_K,
        },
        "sizes": [],
    }
    db = np.empty((0, cfg.dimension), dtype=np.float32)
    row_of: dict[str, int] = {}
    srv = L.spawn(cfg, "scale", out_dir)
    try:
        with H.Sampler(srv.pid, label="memoryd (scale profile)") as samp:
            for size in cfg.sizes:
                new = gen.sample(size - len(db))
                samp.mark(f"ingest to {size:,}")
                ing = asyncio.run(
                    L.preload(
                        srv.address,
                        USER,
                        new,
                        cfg.batch,
                        f"scale: ingest {size:,}",
                        start=len(db),
                        server_pid=srv.pid,
                    )
                )
                for j, mid in enumerate(ing.pop("ids")):
                    if mid is not None:
                        row_of.setdefault(mid, len(db) + j)
                db = np.concatenate([db, new])
                samp.mark(f"settle {size:,}")
                t0 = time.perf_counter()
                settle = v01.wait_idle(srv, cfg.settle)
                rss_loaded = srv.rss()
                stats = asyncio.run(_stats(srv.address))
                q, _ = gen.queries(db, cfg.scale_queries)
                warm, _ = gen.queries(db, 20)
                truth = v01.exact_topk(db, q, TOP_K)
                runs = []
                for conc in (1, 8):
                    samp.mark(f"recall c={conc} at {size:,}")
                    runs.append(
                        asyncio.run(
                            measure_recall(srv.address, srv.pid, q, truth, row_of, conc, warm)
                        )
                    )
                res["sizes"].append(
                    {
                        "size": size,
                        "ingest": ing,
                        "settle_s": round(settle, 1),
                        "settle_wall_s": round(time.perf_counter() - t0, 1),
                        "rss_loaded": rss_loaded,
                        "rss_after_queries": srv.rss(),
                        "disk_bytes": C.dir_bytes(srv.data_dir),
                        "stats": stats,
                        "recall": runs,
                    }
                )
        res["rss_series"] = samp.as_dict()
    finally:
        res["server_exit_code"] = srv.stop()
    res["long_tier"] = run_long_tier(cfg, out_dir)
    return res


async def _stats(address: str) -> dict[str, Any]:
    import grpc

    from bench import v01
    from memoryd.v1 import memory_pb2_grpc as pbg

    async with grpc.aio.insecure_channel(address, options=C.CHANNEL_OPTIONS) as ch:
        return await v01.stats(pbg.MemoryServiceStub(ch), USER)


def run_long_tier(cfg: argparse.Namespace, out_dir: Path) -> dict[str, Any]:
    """Return the long-tier section: what bench/long_tier.py wrote when the script exists,
    else a skip record.

    The hook assumes only what the script's --help shows: `--seed` (passed when the harness
    was given --seed), `--quick` or else the size flags of LONG_TIER_QUICK, and `--out-dir` or
    `--out`; it reads results.json or the newest *.json in that folder."""
    if not H.bench_module_exists(LONG_TIER):
        return {"skipped": "not built: bench/long_tier.py does not exist yet"}
    flags = H.script_flags(LONG_TIER)
    if not flags:
        return {"skipped": "failed: `python -m bench.long_tier --help` did not answer"}
    argv = H.script_argv(flags, quick=cfg.quick, seed=cfg.seed_given, quick_sizes=LONG_TIER_QUICK)
    run = H.run_bench_script(
        LONG_TIER,
        argv,
        out_dir / "long_tier",
        "scale: long tier",
        timeout=cfg.long_tier_timeout,
        out_option=H.out_flag(flags),
    )
    if not run["ok"]:
        run["skipped"] = f"failed: exit code {run['returncode']} (see {run['log']})"
    return run
