"""Simulated shard rings: how evenly pools spread and how many move when a shard comes or goes.

The ring is nginx's (``hash $http_x_memoryd_pool consistent``), computed by the same code
``memoryd rebalance`` uses (memoryd.server.ring, checked against a real nginx by
tests/integration/test_sharding.py); the pools are x-memoryd-pool keys of synthetic users
(``user-<n>``, one pool each). Beside it, the plain baseline: ``crc32(key) mod N``.

For each shard count it prints, for ``--pools`` pools:

  balance   pools on the fullest shard / the mean (1.00 = perfect), and the emptiest / the mean
  +1 shard  share of all pools that move when one shard is added (ideal: 1/(N+1)), and whether
            every moved pool went to the new shard
  -1 shard  share that moves when the last shard is removed (ideal: that shard's share)

    python -m bench.ring                                   # 100 shards, 10M pools (~2 min)
    python -m bench.ring --shards 3 4 100 --pools 1000000
"""

from __future__ import annotations

import argparse
import time
import zlib

import numpy as np

from memoryd.server.pool_key import pool_key
from memoryd.server.ring import NginxRing


def _owners(ring: NginxRing, hashes: np.ndarray) -> np.ndarray:
    """Return the index (into ring.servers) of every key's shard, vectorized."""
    hashes_, owners_ = ring.points()
    points = np.asarray(hashes_, dtype=np.uint64)
    owners = np.asarray(owners_, dtype=np.int32)
    at = np.searchsorted(points, hashes, side="left") % len(points)
    return owners[at]


def simulate(shards: int, hashes: np.ndarray) -> dict[str, float]:
    """Return balance and moved shares of nginx's ring and of modulo hashing for ``shards``."""
    names = [f"memoryd-{i}.memoryd.memoryd.svc.cluster.local:50051" for i in range(shards + 1)]
    base = _owners(NginxRing(names[:shards]), hashes)
    grown = _owners(NginxRing(names), hashes)
    shrunk = _owners(NginxRing(names[: shards - 1]), hashes) if shards > 1 else base
    load = np.bincount(base, minlength=shards)
    moved_up = base != grown
    modulo = hashes % shards
    return {
        "max_over_mean": float(load.max() / load.mean()),
        "min_over_mean": float(load.min() / load.mean()),
        "moved_on_add": float(moved_up.mean()),
        "moved_only_to_new": float(np.all(grown[moved_up] == shards)),
        "moved_on_remove": float((base != shrunk).mean()),
        "removed_share": float((base == shards - 1).mean()),
        "modulo_max_over_mean": float(np.bincount(modulo).max() / (len(hashes) / shards)),
        "modulo_moved_on_add": float((modulo != hashes % (shards + 1)).mean()),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.ring", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--shards", type=int, nargs="+", default=[100])
    parser.add_argument("--pools", type=int, default=10_000_000)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    hashes = np.fromiter(
        (zlib.crc32(pool_key(f"user-{n}", "").encode()) for n in range(args.pools)),
        dtype=np.uint64,
        count=args.pools,
    )
    print(f"{args.pools:,} pools hashed in {time.perf_counter() - started:.0f} s")
    print("| shards | max/mean | min/mean | moved on +1 (ideal) | all to the new shard | "
          "moved on -1 (its share) | modulo: max/mean, moved on +1 |")  # fmt: skip
    print("|---|---|---|---|---|---|---|")
    for shards in args.shards:
        r = simulate(shards, hashes)
        print(
            f"| {shards} | {r['max_over_mean']:.2f} | {r['min_over_mean']:.2f} | "
            f"{r['moved_on_add']:.2%} ({1 / (shards + 1):.2%}) | "
            f"{'yes' if r['moved_only_to_new'] else 'no'} | "
            f"{r['moved_on_remove']:.2%} ({r['removed_share']:.2%}) | "
            f"{r['modulo_max_over_mean']:.2f}, {r['modulo_moved_on_add']:.1%} |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
