"""One long-tier query by stage, beside faiss at the same settings, in-process.

One LongTier (memoryd.core.tiers.long_tier) over a temporary LMDB store, filled with ``--n``
clustered ``--dimension``-d vectors (bench.long_batch_micro's data), then ``--queries`` perturbed
copies of stored vectors searched one at a time as a Recall searches (long_nprobe,
long_refine_candidates, long_exact_rerank, k 10), timed by stage: the snapshot, routing,
reading the probed clusters' segments (LMDB + the kernels' typed List), the ADC tables, the
scan and SQ8 refine (``long_search.picked``) and the exact re-rank. Beside it in the same run:
faiss IndexIVFPQ (the same nlist, nprobe, 8 x 8-bit codes) under IndexRefineFlat with the same
number of refined candidates, and IndexHNSWFlat (M 32, efSearch 128), one query at a time.
With ``--appends N`` the tier is fed in N batches, as migration and import feed it (a cluster
then lies in up to long_max_segments segments), and timed twice: as appended, and after
``LongTier.consolidate`` (what maintenance does to a tier at rest: one segment a cluster),
with the answers of both checked id for id.

    python -m bench.long_stages_micro                 # 20k x 384-d, 400 queries (~1 min)
    python -m bench.long_stages_micro --n 100000
    python -m bench.long_stages_micro --n 50000 --appends 10
"""

from __future__ import annotations

import os

for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_name, "1")  # as the server runs (server/cli.py)

import argparse  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

from bench.long_batch_micro import _vectors  # noqa: E402

STAGES = ("snapshot", "route", "read segments", "ADC tables", "scan + SQ8 refine", "exact re-rank")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=20_000, help="vectors in the tier (20000)")
    parser.add_argument("--dimension", type=int, default=384)
    parser.add_argument("--queries", type=int, default=400)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--appends", type=int, default=1, help="batches the tier is fed in (1)")
    args = parser.parse_args(argv)

    import faiss

    from memoryd.core.config import TierConfig
    from memoryd.core.store.lmdb_store import LmdbStore
    from memoryd.core.store.storage import Put, Table
    from memoryd.core.tiers.long_tier import LongTier

    n, dim = args.n, args.dimension
    stored, asked = _vectors(np.random.default_rng(args.seed), n, dim, args.queries)
    with tempfile.TemporaryDirectory(prefix="long-stages-") as tmp:
        store = LmdbStore(Path(tmp), 1 << 34)
        ids = [i.to_bytes(16, "big") for i in range(n)]
        for s in range(0, n, 5_000):
            chunk = range(s, min(n, s + 5_000))
            store.apply([Put(Table.VECTORS, ids[i], stored[i].tobytes()) for i in chunk])
        tier = LongTier(store, b"bench-long-stages", dim, TierConfig())
        size = -(-n // max(1, args.appends))
        for s in range(0, n, size):  # the first batch trains the model, as the first move does
            tier.add(ids[s : s + size], stored[s : s + size], training=stored)
        cfg, model = TierConfig(), tier.model
        assert model is not None
        k = 10
        refine, best = max(cfg.long_refine_candidates, k), max(cfg.long_exact_rerank, k)
        for q in asked[:20]:
            tier.search(q, k)  # the kernels compiled (or loaded)
        columns = {}
        segments = sum(len(x) for x in tier._segments.values())
        label = f"{segments} segments" if args.appends > 1 else "us a query"
        columns[label] = _timed(tier, store, model, cfg, asked, k, refine, best, dim)
        if args.appends > 1:
            answers = [tier.search(q, k)[0] for q in asked]
            rewritten = tier.consolidate()
            segments = sum(len(x) for x in tier._segments.values())
            columns[f"consolidated: {segments}"] = _timed(
                tier, store, model, cfg, asked, k, refine, best, dim
            )
            same = answers == [tier.search(q, k)[0] for q in asked]
            print(f"consolidate(): {rewritten} clusters rewritten; same answers: {same}")

        ivf = faiss.IndexIVFPQ(
            faiss.IndexFlatIP(dim), dim, model.nlist, 8, 8, faiss.METRIC_INNER_PRODUCT
        )
        ivf.train(stored)
        ivf.nprobe = cfg.long_nprobe
        refined = faiss.IndexRefineFlat(ivf)
        refined.add(stored)
        refined.k_factor = refine / k
        hnsw = faiss.IndexHNSWFlat(dim, 32, faiss.METRIC_INNER_PRODUCT)
        hnsw.hnsw.efSearch = 128
        hnsw.add(stored)
        peers = {}
        for name, index in (("faiss IVFPQ + refine", refined), ("faiss HNSW", hnsw)):
            index.search(asked[:20], k)
            t0 = time.perf_counter()
            for q in asked:
                index.search(q.reshape(1, -1), k)
            peers[name] = (time.perf_counter() - t0) / len(asked) * 1e6

    print(f"{n} x {dim}-d, nlist {model.nlist}, nprobe {cfg.long_nprobe}, refine {refine}, "
          f"exact {best}; {len(asked)} queries one at a time")  # fmt: skip
    print(f"| stage | {' | '.join(f'{c} (us, share)' for c in columns)} |")
    print(f"|---|{'---|' * len(columns)}")
    for i, name in enumerate(STAGES):
        cells = [f"{c[0][i]:.0f} ({c[0][i] / c[0].sum():.0%})" for c in columns.values()]
        print(f"| {name} | {' | '.join(cells)} |")
    print(f"| LongTier.search | {' | '.join(f'{c[1]:.0f}' for c in columns.values())} |")
    for name, us in peers.items():
        ratios = " | ".join(f"{c[1] / us:.2f}" for c in columns.values())
        print(f"| {name}: {us:.0f} us; memoryd / it | {ratios} |")
    return 0


def _timed(tier, store, model, cfg, asked, k: int, refine: int, best: int, dim: int):
    """Return (us a query by stage, us a LongTier.search) over ``asked``, one at a time."""
    from memoryd.core.tiers import long_search

    spent = np.zeros(len(STAGES))
    for q in asked:
        t = [time.perf_counter()]
        with store.snapshot() as view:
            t.append(time.perf_counter())
            qs = q.reshape(1, -1)
            dots = qs @ model.centroids.T
            probes = long_search.routed(model, dots, cfg.long_nprobe)
            t.append(time.perf_counter())
            read = long_search.read_clusters(view, model, probes[0], tier._seg_prefix, alone=True)
            t.append(time.perf_counter())
            luts = model.luts(qs)
            t.append(time.perf_counter())
            picks = long_search.picked(model, read, probes, qs, luts, dots, refine, best, dim)
            t.append(time.perf_counter())
            long_search.exact(view, qs, picks, k)
            t.append(time.perf_counter())
        spent += np.diff(t)
    t0 = time.perf_counter()
    for q in asked:
        tier.search(q, k)
    return spent / len(asked) * 1e6, (time.perf_counter() - t0) / len(asked) * 1e6


if __name__ == "__main__":
    raise SystemExit(main())
