"""The long tier's search of a batch of queries beside the same queries one at a time, in-process.

One LongTier (memoryd.core.tiers.long_tier) over a temporary LMDB store, filled with ``--n``
clustered ``--dimension``-d vectors (300 centres), then ``--queries`` perturbed copies of stored
vectors searched four ways: one at a time (what one Recall does; the floor), and by search_many
in batches of 8 (concurrent unary Remembers folded into one write), of 64, and all at once (a
RememberBatch's write-time check), each shallow (the write path: long_shallow_nprobe,
long_shallow_refine, k 6) and deep (recall: long_nprobe, long_refine_candidates, k 10). Printed:
microseconds a query, and the ratio of each batch size to one at a time in the same run (rounds
alternated, the best round kept). The answers of every way are checked to be the same, and the
shallow ones against a re-rank of 32 by the stored vectors (what the write path read before
session 34: long_shallow_rerank).

    python -m bench.long_batch_micro                  # 30k x 384-d, 400 queries (~1 min)
    python -m bench.long_batch_micro --n 100000 --rounds 5
    python -m bench.long_batch_micro --texts --n 9500 --queries 500   # the bench's texts, embedded
"""

from __future__ import annotations

import os

for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_name, "1")  # as the server runs (server/cli.py)

import argparse  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable  # noqa: E402
from dataclasses import replace  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

from bench import _common as C  # noqa: E402

BATCHES = (1, 8, 64, 0)  # 0: all the queries in one call


def _vectors(rng: np.random.Generator, n: int, dim: int, queries: int) -> tuple[np.ndarray, ...]:
    centres = rng.standard_normal((300, dim)).astype(np.float32)
    stored = centres[rng.integers(0, 300, n)] + 0.5 * rng.standard_normal((n, dim))
    stored = (stored / np.linalg.norm(stored, axis=1, keepdims=True)).astype(np.float32)
    asked = stored[rng.integers(0, n, queries)] + 0.3 * rng.standard_normal((queries, dim))
    asked = (asked / np.linalg.norm(asked, axis=1, keepdims=True)).astype(np.float32)
    return stored, asked


def _embedded_texts(n: int, queries: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """Return the bench's template texts (bench.v01.make_texts) embedded by the default
    model: the first ``n`` to store, the next ``queries`` to ask."""
    from bench import v01
    from memoryd.core.config import EngineConfig
    from memoryd.core.embedding import make_embedder

    config = EngineConfig()
    embedder = make_embedder(config.embedder, config.dimension, config.embed_batch_size)
    texts = [t for _, t in v01.make_texts(n + queries, np.random.default_rng(seed + 7))]
    vectors = np.concatenate(
        [embedder.embed_passages(texts[s : s + 500]) for s in range(0, len(texts), 500)]
    ).astype(np.float32)
    return vectors[:n], vectors[n:]


def _timed(run: Callable[[], list], rounds: int) -> tuple[float, list]:
    best, answer = float("inf"), []
    for _ in range(rounds):
        t0 = time.perf_counter()
        answer = run()
        best = min(best, time.perf_counter() - t0)
    return best, answer


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=30_000, help="vectors in the tier (30000)")
    parser.add_argument("--dimension", type=int, default=384)
    parser.add_argument("--queries", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=3, help="rounds a way; the best kept")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--texts",
        action="store_true",
        help="the bench's template texts (bench.v01) embedded by the default model instead of "
        "random clustered vectors: the tier holds the first n, the next ones are the queries",
    )
    args = parser.parse_args(argv)

    from memoryd.core.config import TierConfig
    from memoryd.core.store.lmdb_store import LmdbStore
    from memoryd.core.store.storage import Put, Table
    from memoryd.core.tiers.long_tier import LongTier

    if args.texts:
        stored, asked = _embedded_texts(args.n, args.queries, args.seed)
        args.dimension = stored.shape[1]
    else:
        stored, asked = _vectors(
            np.random.default_rng(args.seed), args.n, args.dimension, args.queries
        )
    rows = []
    with tempfile.TemporaryDirectory(prefix="long-batch-") as tmp:
        store = LmdbStore(Path(tmp), 1 << 34)
        ids = [i.to_bytes(16, "big") for i in range(args.n)]
        for s in range(0, args.n, 5_000):
            chunk = range(s, min(args.n, s + 5_000))
            store.apply([Put(Table.VECTORS, ids[i], stored[i].tobytes()) for i in chunk])
        tier = LongTier(store, b"bench-long-batch", args.dimension, TierConfig())
        tier.add(ids, stored)
        # the same tier (its model and codes, from the store) re-ranking 32 on a shallow search
        wide_config = replace(TierConfig(), long_shallow_rerank=32)
        wide = LongTier(store, b"bench-long-batch", args.dimension, wide_config)
        for shallow, k in ((True, 6), (False, 10)):
            tier.search_many(asked[:8], k, shallow)  # the kernels compiled (or loaded)
            seconds: dict[int, float] = {}
            answers: dict[int, list] = {}
            for size in BATCHES:
                step = size or len(asked)

                def run(step: int = step, k: int = k, shallow: bool = shallow) -> list:
                    return [
                        hit
                        for s in range(0, len(asked), step)
                        for hit in tier.search_many(asked[s : s + step], k, shallow)
                    ]

                seconds[size], answers[size] = _timed(run, args.rounds)
            alone = seconds[1]
            for size in BATCHES:
                same = all(
                    a[0] == b[0] and np.array_equal(a[1], b[1])
                    for a, b in zip(answers[size], answers[1], strict=True)
                )
                rows.append([
                    "shallow (write)" if shallow else "deep (recall)",
                    "one at a time" if size == 1 else f"batches of {size or len(asked)}",
                    C.fmt(1e6 * seconds[size] / len(asked), 0),
                    C.fmt(alone / seconds[size], 2),
                    "yes" if same else "NO",
                ])  # fmt: skip
            if shallow:
                reranked = wide.search_many(asked, k, shallow)
                agree = sum(a[0] == b[0] for a, b in zip(answers[0], reranked, strict=True))
                print(f"shallow: the same {k} ids in the same order as a re-rank of 32: "
                      f"{agree} of {len(asked)} queries")  # fmt: skip
        store.close()
    print(
        f"\nLongTier.search_many: {args.n:,} x {args.dimension}-d in the tier, "
        f"{args.queries} queries, best of {args.rounds} rounds"
    )
    headers = ["search", "queries", "us a query", "speed-up vs one at a time", "same answers"]
    C.print_table(headers, rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
