"""Where one Recall spends its time in-process, stage by stage, and an A/B of two trees that
this machine's noise does not swamp.

One ``MemoryEngine`` (embedder ``none``) behind the real servicer (``MemoryServicer.Recall``:
proto in, proto out, no network). ``--n`` memories: the load profile's clustered 384-d vectors
sent by RememberBatch (short and medium tiers), or with ``--long`` bench.long_tier's clustered
vectors imported 25 h to 30 d back, migrated and retrained twice (the whole pool in the long
tier, at rest). Then ``--calls`` Recalls with top_k 10, each a fresh query (every
``--text-every``-th one with a keyword query too), after 100 uncounted ones. Prints the mean
and p50 wall time and the thread's CPU per call, and each stage's mean (wall-clock timers
around the pipeline's functions; nested rows are part of the row above).

``--ab PYTHON`` (another tree's venv python) runs this tree and that one at the same time,
each pinned to a core of its own (``taskset``), then with the cores swapped, ``--rounds``
times: on this shared VM the same code's figures move 30-60 % between runs minutes apart,
but two processes running side by side see the same moment. Both runs use this harness (the
other python imports ``bench`` from this tree, ``memoryd`` from its own install). The data is
loaded once, by this tree, and each run gets its own copy of the folder (recalls write access
statistics): the other tree must read this tree's storage format.
``--dump`` writes each answer (text, similarity, score) for an equivalence check of two trees.

    python -m bench.recall_stages --n 3000
    python -m bench.recall_stages --long --n 50000 --ab /work/start/.venv/bin/python --rounds 2
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from bench import _common as C

C.apply_thread_env()

# (stage, module, object, attribute): timers wrapped around these, in display order.
STAGES: list[tuple[str, str, str | None, str]] = [
    ("proto -> query", "memoryd.server.convert", None, "from_pb_recall"),
    ("plan", "memoryd.core.recall.plan", "Planner", "make"),
    ("routes (gather)", "memoryd.core.recall.routes", None, "gather"),
    ("  vector search", "memoryd.core.tiers.pool", "PoolIndex", "search"),
    ("    long tier", "memoryd.core.tiers.long_tier", "LongTier", "search_many"),
    ("  merge routes", "memoryd.core.recall.routes", None, "merge"),
    ("candidate headers", "memoryd.core.store.records", "Records", "read_shared"),
    ("  headers read", "memoryd.core.store.records", "Records", "_headers"),
    ("  pending access", "memoryd.core.store.access", "AccessLog", "applied_many"),
    ("visibility", "memoryd.core.recall.pipeline", None, "visible"),
    ("versions", "memoryd.core.recall.versions", None, "lift"),
    ("rank", "memoryd.core.recall.ranking", None, "rank"),
    ("texts of the top hits", "memoryd.core.store.records", "Records", "with_content"),
    ("their tiers (if unknown)", "memoryd.core.store.records", "Records", "with_tiers"),
    ("consistency", "memoryd.core.recall.consistency", None, "consistent"),
    ("restatement spread", "memoryd.core.recall.restatements", None, "spread"),
    ("count accesses", "memoryd.core.recall.pipeline", "Recaller", "_answered"),
    ("hits -> proto", "memoryd.server.convert", None, "to_pb_recall"),
]


def _timed(spent: dict[str, float]) -> None:
    """Wrap each stage's function in a wall-clock timer adding to ``spent`` (a stage this
    tree's code does not have stays at 0)."""
    import importlib

    for label, module_name, owner_name, attribute in STAGES:
        module = importlib.import_module(module_name)
        owner: Any = module if owner_name is None else getattr(module, owner_name)
        inner: Callable[..., Any] | None = getattr(owner, attribute, None)
        if inner is None:  # not in the tree measured (an --ab against an older one): 0
            continue

        def timer(*a: Any, _inner=inner, _label=label, **k: Any) -> Any:
            t0 = time.perf_counter()
            try:
                return _inner(*a, **k)
            finally:
                spent[_label] += time.perf_counter() - t0

        setattr(owner, attribute, timer)


def _load_short(servicer: Any, n: int) -> None:
    """RememberBatch ``n`` of the load profile's clustered vectors, 500 at a time."""
    from bench.v01 import ClusteredVectors
    from memoryd.v1 import memory_pb2 as pb

    vectors = ClusteredVectors(384, 1000, 0.75, 0.95, 1).sample(n)
    rng = np.random.default_rng(5)
    scope = pb.Scope(user_id="bench")
    for s in range(0, n, 500):
        items = [
            pb.RememberRequest(
                scope=scope, content=f"memory {i} about topic {i % 97} and {rng.integers(50)}",
                embedding=vectors[i].tolist(), importance=float(rng.random()),
            )
            for i in range(s, min(n, s + 500))
        ]  # fmt: skip
        servicer.RememberBatch(pb.RememberBatchRequest(items=items), None)


# Rows generated past the pool's for queries (bench.long_tier.clustered draws its leaves by
# the total it makes: pool and queries come from one call).
_QUERY_ROWS = 10_000


def _long_vectors(n: int) -> np.ndarray:
    """Return the long pool's ``n`` vectors followed by _QUERY_ROWS fresh neighbours."""
    from bench.long_tier import DIM, clustered

    return clustered(n + _QUERY_ROWS, DIM, 7)


def _load_long(servicer: Any, n: int) -> None:
    """Import ``n`` of bench.long_tier's clustered vectors as memories 25 h to 30 d old, then
    migrate and retrain, and retrain again (the tier at rest: one segment a cluster)."""
    from google.protobuf.timestamp_pb2 import Timestamp

    from bench.long_tier import DIM
    from memoryd.v1 import memory_pb2 as pb

    vectors = _long_vectors(n)[:n]
    created = time.time() - np.random.default_rng(11).uniform(25 * 3_600, 30 * 86_400, n)
    scope = pb.Scope(user_id="bench")
    for s in range(0, n, 5_000):
        requests = []
        for i in range(s, min(s + 5_000, n)):
            stamp = Timestamp()
            stamp.FromMicroseconds(int(created[i] * 1e6))
            memory = pb.Memory(
                id=os.urandom(16).hex(), scope=scope, content=f"memory number {i} of the long tier",
                status=pb.STATUS_ACTIVE, version=1, importance=0.5, confidence=0.9,
                created_at=stamp, embedding_model=f"client-vectors-{DIM}",
            )  # fmt: skip
            requests.append(
                pb.ImportRequest(
                    record=pb.ExportRecord(memory=memory, embedding=vectors[i].tolist())
                )
            )
        servicer.Import(iter(requests), None)
    servicer.Maintain(pb.MaintainRequest(tasks=["migrate", "retrain"]), None)
    servicer.Maintain(pb.MaintainRequest(tasks=["retrain"]), None)


def _queries(args: argparse.Namespace) -> np.ndarray:
    """Return the query vectors: near the pool's own (never one of them)."""
    if args.long:
        return _long_vectors(args.n)[args.n : args.n + args.calls + 100]
    from bench.v01 import ClusteredVectors

    clustered_ = ClusteredVectors(384, 1000, 0.75, 0.95, 1)
    queries, _ = clustered_.queries(clustered_.sample(args.n), args.calls + 100)
    return queries


def measure(args: argparse.Namespace) -> dict[str, Any]:
    """Return this tree's figures over the data folder ``args.data_dir`` (loaded if empty)."""
    from memoryd.core import MemoryEngine
    from memoryd.core.config import EngineConfig
    from memoryd.server.app import settle_garbage_collector
    from memoryd.server.servicer import MemoryServicer
    from memoryd.v1 import memory_pb2 as pb

    data = Path(args.data_dir)
    fresh = not (data / "loaded").exists()
    engine = MemoryEngine(data, EngineConfig(embedder="none", dimension=384))
    try:
        servicer = MemoryServicer(engine)
        if fresh:
            (_load_long if args.long else _load_short)(servicer, args.n)
            (data / "loaded").write_text("1")
        if not args.calls:  # loading only (--ab loads once, then copies the folder)
            return {}
        settle_garbage_collector()
        spent: dict[str, float] = defaultdict(float)
        if not args.no_stages:
            _timed(spent)
        scope = pb.Scope(user_id="bench")
        every = args.text_every
        requests = [
            pb.RecallRequest(
                scope=scope, embedding=q.tolist(), top_k=10,
                query=f"topic {i % 97}" if every and i % every == 0 else "",
            )
            for i, q in enumerate(_queries(args))
        ]  # fmt: skip
        for request in requests[:100]:
            servicer.Recall(request, None)
        spent.clear()
        wall: list[float] = []
        answers = []
        cpu0 = time.thread_time()
        for request in requests[100:]:
            t0 = time.perf_counter()
            response = servicer.Recall(request, None)
            wall.append(time.perf_counter() - t0)
            if args.dump:
                answers.append(
                    [(h.memory.content, round(h.similarity, 5), round(h.score, 3))
                     for h in response.hits]
                )  # fmt: skip
        calls = len(wall)
        out = {
            "mean_ms": 1e3 * sum(wall) / calls,
            "p50_ms": 1e3 * float(np.percentile(wall, 50)),
            "cpu_ms": 1e3 * (time.thread_time() - cpu0) / calls,
            "stages_us": {label: 1e6 * spent[label] / calls for label, *_ in STAGES},
        }
        if args.dump:
            Path(args.dump).write_text(json.dumps(answers))
        return out
    finally:
        engine.close()


def _print(label: str, r: dict[str, Any]) -> None:
    print(
        f"{label}: mean {r['mean_ms']:.3f} ms, p50 {r['p50_ms']:.3f} ms, "
        f"thread CPU {r['cpu_ms']:.3f} ms a recall",
        flush=True,
    )


def ab(args: argparse.Namespace, base: Path) -> int:
    """Run this tree and ``args.ab``'s side by side, pinned to a core each, cores swapped."""
    if shutil.which("taskset") is None:
        print("recall_stages: --ab needs taskset (util-linux) to pin each run to a core")
        return 2
    here = ["--n", str(args.n), "--calls", str(args.calls), "--text-every", str(args.text_every)]
    here += ["--long"] * args.long + ["--no-stages"] * args.no_stages
    trees = {"this tree": sys.executable, "other tree": args.ab}
    rows: dict[str, list[float]] = {name: [] for name in trees}
    stages: dict[str, list[dict[str, float]]] = {name: [] for name in trees}
    for _ in range(args.rounds):
        for cores in ((0, 1), (1, 0)):
            running = []
            for (name, python), core in zip(trees.items(), cores, strict=True):
                folder = base / f"run-{core}"
                shutil.rmtree(folder, ignore_errors=True)
                shutil.copytree(base / "data", folder)
                result = base / f"result-{core}.json"
                cmd = ["taskset", "-c", str(core), python, "-m", "bench.recall_stages", *here,
                       "--data-dir", str(folder), "--result", str(result)]  # fmt: skip
                proc = subprocess.Popen(cmd, cwd=C.REPO_DIR, env=C.child_env())
                running.append((name, core, proc, result))
            for name, core, proc, result in running:
                if proc.wait() != 0:
                    print(f"recall_stages: the {name} run failed (exit {proc.returncode})")
                    return 1
                r = json.loads(result.read_text())
                rows[name].append(r["p50_ms"])
                stages[name].append(r["stages_us"])
                _print(f"{name} on core {core}", r)
    for name, p50s in rows.items():
        print(f"{name}: p50 by run {', '.join(f'{p:.3f}' for p in p50s)} ms")
    if not args.no_stages:
        print(f"  {'stage, median us':<28} {'this tree':>10} {'other tree':>10}")
        for label, *_ in STAGES:
            medians = [float(np.median([s[label] for s in stages[n]])) for n in trees]
            print(f"  {label:<28} {medians[0]:10.1f} {medians[1]:10.1f}")
    pairs = list(zip(rows["this tree"], rows["other tree"], strict=True))
    faster = sum(a < b for a, b in pairs)
    ratio = float(np.median([a / b for a, b in pairs]))
    print(f"this tree / other tree, p50, median of {len(pairs)} side-by-side pairs: {ratio:.3f} "
          f"(this tree faster in {faster} of {len(pairs)})")  # fmt: skip
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=3_000, help="memories in the pool")
    parser.add_argument("--long", action="store_true", help="the pool in the long tier")
    parser.add_argument("--calls", type=int, default=2_000, help="Recalls timed (<= 9,900)")
    parser.add_argument(
        "--text-every", type=int, default=0,
        help="every k-th query has a keyword query too (0: vector only)",
    )  # fmt: skip
    parser.add_argument("--no-stages", action="store_true", help="no timers: totals only")
    parser.add_argument("--dump", help="write each answer here (JSON)")
    parser.add_argument("--ab", help="another tree's python: side by side, pinned (see above)")
    parser.add_argument("--rounds", type=int, default=2, help="--ab: rounds of two pairs")
    parser.add_argument("--data-dir", help=argparse.SUPPRESS)  # a run of --ab
    parser.add_argument("--result", help=argparse.SUPPRESS)  # where that run writes
    args = parser.parse_args(argv)
    if not 0 < args.calls <= _QUERY_ROWS - 100:
        parser.error(f"--calls is {args.calls}; 1..{_QUERY_ROWS - 100} are allowed")
    if args.result:  # one side of an A/B: figures to the file only
        Path(args.result).write_text(json.dumps(measure(args)))
        return 0
    with tempfile.TemporaryDirectory(prefix="recall-stages-") as tmp:
        base = Path(tmp)
        args.data_dir = str(base / "data")
        if args.ab:
            measure(argparse.Namespace(**{**vars(args), "calls": 0, "dump": None}))  # load
            return ab(args, base)
        r = measure(args)
    kind = "long tier" if args.long else "short and medium tiers"
    _print(f"{args.n:,} memories ({kind}), {args.calls:,} recalls", r)
    if not args.no_stages:
        for label, us in r["stages_us"].items():
            print(f"  {label:<28} {us:8.1f} us")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
