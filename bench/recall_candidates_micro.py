"""What a vector Recall costs per candidate and per call, in-process (issue #15).

One MemoryEngine (embedder none, ``--dimension``-d client vectors, bench.v01's clustered data)
holds ``--n`` memories; vector-only recalls (top_k 10) run at each scoring ``oversample``
(``--oversample``: candidates asked of each tier per requested hit), ``--queries`` a point. Per
point: the calling thread's CPU per recall, the part spent in the tiers' search
(``PoolIndex.search``: HNSW, the short tier's matrix product, the long tier), and the candidates
the routes gathered per recall. The rest (CPU minus tier search) fitted as a line over the
candidate counts: its slope is what one more candidate costs (header, access statistics,
filters, ranking, Hit), its intercept what a call costs whatever its candidates (plan, stages,
answer bookkeeping).

Why: issue #15 proposes ranking from packed per-pool arrays and building records only for the
returned hits, which removes per-candidate work; the fit says how much of a recall that is.

    python -m bench.recall_candidates_micro                  # 3,000 memories (~1 min)
    python -m bench.recall_candidates_micro --n 20000 --oversample 1,2,4
"""

from __future__ import annotations

from bench import _common as C

C.apply_thread_env()  # before numpy loads, as the server does

import argparse  # noqa: E402
import dataclasses  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import numpy as np  # noqa: E402

from bench.v01 import ClusteredVectors  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=3_000, help="memories in the pool (3000)")
    parser.add_argument("--dimension", type=int, default=384)
    parser.add_argument("--queries", type=int, default=2_000, help="recalls per point (2000)")
    parser.add_argument("--oversample", type=C.parse_int_list, default=[1, 2, 4, 8])
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    from memoryd.core.config import EngineConfig
    from memoryd.core.engine import MemoryEngine
    from memoryd.core.recall import pipeline
    from memoryd.core.tiers.pool import PoolIndex
    from memoryd.core.types import MemoryInput, RecallQuery, Scope
    from memoryd.server.app import settle_garbage_collector

    data = ClusteredVectors(args.dimension, 1000, 0.75, 0.95, args.seed)
    vectors = data.sample(args.n)
    queries, _ = data.queries(vectors, args.queries + 100)
    scope = Scope("bench-candidates")

    counted = {"candidates": 0, "calls": 0, "search_s": 0.0}
    gather, search = pipeline.routes.gather, PoolIndex.search

    def counting_gather(*a: Any, **k: Any) -> Any:
        found = gather(*a, **k)
        counted["candidates"] += len(found.ids)
        counted["calls"] += 1
        return found

    def timed_search(self: PoolIndex, *a: Any, **k: Any) -> Any:
        start = time.thread_time()
        try:
            return search(self, *a, **k)
        finally:
            counted["search_s"] += time.thread_time() - start

    rows = []
    for oversample in args.oversample:
        config = EngineConfig(embedder="none", dimension=args.dimension)
        config = dataclasses.replace(
            config, scoring=dataclasses.replace(config.scoring, oversample=oversample)
        )
        with tempfile.TemporaryDirectory(prefix="recall-candidates-") as tmp:
            engine = MemoryEngine(Path(tmp) / "data", config)
            for s in range(0, args.n, 500):
                batch = range(s, min(args.n, s + 500))
                engine.remember_batch(
                    [MemoryInput(scope, _text(i), embedding=vectors[i]) for i in batch]
                )
            settle_garbage_collector()
            for v in queries[:100]:  # warm: kernels compiled, headers kept
                engine.recall(RecallQuery(scope, embedding=v, top_k=10))
            counted.update(candidates=0, calls=0, search_s=0.0)
            pipeline.routes.gather, PoolIndex.search = counting_gather, timed_search
            try:
                started = time.thread_time()
                for v in queries[100:]:
                    engine.recall(RecallQuery(scope, embedding=v, top_k=10))
                cpu = (time.thread_time() - started) / args.queries
            finally:
                pipeline.routes.gather, PoolIndex.search = gather, search
            engine.close()
        calls = max(1, counted["calls"])
        tiers = counted["search_s"] / args.queries
        rows.append((oversample, counted["candidates"] / calls, cpu * 1e3, tiers * 1e3))

    candidates = np.array([r[1] for r in rows])
    rest = np.array([r[2] - r[3] for r in rows])
    slope, intercept = np.polyfit(candidates, rest, 1) if len(rows) > 1 else (np.nan, np.nan)
    C.print_table(
        ("oversample", "candidates / recall", "CPU ms / recall", "tier search ms", "rest ms"),
        [(o, f"{c:.1f}", f"{t:.3f}", f"{s:.3f}", f"{t - s:.3f}") for o, c, t, s in rows],
        f"vector recalls in-process, {args.n} memories, {args.dimension}-d, top_k 10",
    )
    print(
        f"rest = {intercept:.3f} ms a call + {slope * 1e3:.2f} us a candidate "
        "(least squares over the points)"
    )
    return 0


def _text(i: int) -> str:
    return f"memory {i} about topic {i % 97}"


if __name__ == "__main__":
    raise SystemExit(main())
