"""The `peers` profile: memoryd beside Chroma, Milvus Lite and PostgreSQL + pgvector.

Same vectors (`--peer-size` clustered unit vectors, 384-d), same queries (stored vectors plus
noise) and exact top-10 truth, same machine, same run, one engine at a time, each in its own
child process. Every engine builds HNSW with M=32, efConstruction=64; the peers' ef_search is
swept over `--peer-ef` and the report picks, per engine, the cheapest point with recall@10 >=
0.95 (memoryd's ef_search is a server setting, 128 by default: one point). Queries are sequential
from one client (concurrency 1), each point bounded by `--peer-queries` and `--peer-budget`
seconds. The in-process faiss row is the floor none of them can beat.

Peers are optional (`pip install -e '.[bench]'`): one whose library is missing, or that fails,
is reported as skipped with the reason.
"""

from __future__ import annotations

import argparse
import importlib.util
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from pathlib import Path
from typing import Any

import numpy as np

from bench import _common as C

TARGET_RECALL = 0.95
MEMORYD_EF_SEARCH = 128  # core/config.py TierConfig.hnsw_ef_search


def operating_point(points: list[dict[str, Any]], target: float = TARGET_RECALL) -> dict[str, Any]:
    """Return the fastest point with recall@10 >= `target` (flag "meets_target"), or the
    highest-recall point flagged as missing it; {} when there are no points."""
    good = [p for p in points if (p.get("recall_at_10") or 0) >= target and p.get("qps")]
    if good:
        return {**max(good, key=lambda p: p["qps"]), "meets_target": True}
    scored = [p for p in points if p.get("recall_at_10") is not None]
    if not scored:
        return {}
    return {**max(scored, key=lambda p: p["recall_at_10"]), "meets_target": False}


def run(cfg: argparse.Namespace, out_dir: Path) -> dict[str, Any]:
    """Run every engine on the same data and return {"engines": {name: figures | skip}}."""
    from bench import load as L
    from bench import v01
    from bench.peers.engines import REQUIRES

    gen = v01.ClusteredVectors(cfg.dimension, cfg.centres, 0.75, 0.95, cfg.seed + 31)
    stored = gen.sample(cfg.peer_size)
    queries, _ = gen.queries(stored, cfg.peer_queries)
    truth = v01.exact_topk(stored, queries, 10)
    data_path = out_dir / "peers-data.npz"
    np.savez(data_path, stored=stored, queries=queries, truth=truth)
    params = {
        "ef": cfg.peer_ef,
        "budget": cfg.peer_budget,
        "server_ns": L.server_namespace(cfg),
        "server_ef": MEMORYD_EF_SEARCH,
    }
    res: dict[str, Any] = {
        "settings": {
            "vectors": cfg.peer_size,
            "dimension": cfg.dimension,
            "queries_per_point": cfg.peer_queries,
            "budget_s_per_point": cfg.peer_budget,
            "ef_search": cfg.peer_ef,
            "concurrency": 1,
            "target_recall": TARGET_RECALL,
            "hnsw": "M=32, efConstruction=64 on every engine",
        },
        "engines": {},
    }
    order = ["faiss", "memoryd", *[p for p in cfg.peers if p not in ("faiss", "memoryd")]]
    for name in order:
        if name in REQUIRES and importlib.util.find_spec(REQUIRES[name][0]) is None:
            res["engines"][name] = {"skipped": f"not installed: needs {REQUIRES[name][1]}"}
            print(f"[peers] {name}: skipped (not installed)", flush=True)
            continue
        if name not in ("faiss", "memoryd") and name not in REQUIRES:
            res["engines"][name] = {"skipped": f"unknown peer {name!r}"}
            continue
        try:
            with ProcessPoolExecutor(max_workers=1, mp_context=get_context("spawn")) as pool:
                from bench.peers.engines import run_engine

                fig = pool.submit(run_engine, name, str(data_path), params).result()
        except Exception as exc:  # noqa: BLE001 - the peer is reported as skipped, with why
            fig = {"skipped": f"failed: {type(exc).__name__}: {str(exc)[:500]}"}
        if "points" in fig:
            fig["operating_point"] = operating_point(fig["points"])
            op = fig["operating_point"]
            print(
                f"[peers] {name}: ingest {fig['ingest']['vec_per_s']} vec/s, "
                f"{op.get('qps')} QPS p99 {op.get('p99_ms')} ms at recall@10 "
                f"{op.get('recall_at_10')} (ef {op.get('ef_search')}), "
                f"RSS {fig.get('rss_after_queries_mib')} MiB",
                flush=True,
            )
        else:
            print(f"[peers] {name}: {fig.get('skipped')}", flush=True)
        res["engines"][name] = fig
        C.write_json(out_dir / "peers-partial.json", res)
    data_path.unlink(missing_ok=True)
    (out_dir / "peers-partial.json").unlink(missing_ok=True)
    return res
