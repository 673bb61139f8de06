"""RememberBatch with client vectors, in-process, beside a floor measured in the same run.

memoryd: one MemoryEngine (embedder none, lifecycle on: every write is compared with its pool),
one pool grown by sequential remember_batch of ``--batch`` items (the bench's clustered 384-d
vectors and its template texts, as `python -m bench scale` sends them). Floor: the same vectors
and records stored the plain way in-process: faiss HNSW add (memoryd's M / efConstruction) plus
one LMDB transaction (with fsync) per batch putting each record's zstd-compressed JSON and its
vector bytes. Printed: vectors/s of both, their ratio, first tenth vs last tenth of the batches.
``--profile`` runs cProfile over memoryd's part and prints the stages of a write.

    python -m bench.ingest_micro --n 20000
    python -m bench.ingest_micro --n 5000 --profile
    python -m bench.ingest_micro --text --n 3000       # texts: beside the embedder alone
    python -m bench.ingest_micro --text --n 3000 --stages  # ... and the writing thread by stage

Threads as the server sets them (one BLAS thread, OpenMP passive) unless the environment says.
"""

from __future__ import annotations

import os

# As the server runs (server/cli.py): one BLAS thread, OpenMP threads that do not spin. Set
# before numpy and faiss load; without it a loaded machine measures thread contention.
for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_name, "1")
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

import argparse  # noqa: E402
import cProfile  # noqa: E402
import functools  # noqa: E402
import json  # noqa: E402
import pstats  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

from bench import _common as C  # noqa: E402
from bench import v01  # noqa: E402
from bench.harness import tree_pids  # noqa: E402

# The stages of one write as cProfile names them: (label, file fragment, function).
_STAGES = [
    ("prepare (validate, redact, importance, records)", "write/prepare.py", "prepare"),
    ("neighbour search (neighbours.gather)", "write/neighbours.py", "gather"),
    ("relate (judge, per item)", "write/relate.py", "relate"),
    ("within the batch", "write/batch.py", "within_batch"),
    ("plan (pure)", "write/plan.py", "of"),
    ("plan -> batch ops (encode)", "write/plan.py", "fill"),
    ("commit (group commit, fsync)", "store/records.py", "commit"),
    ("index (tiers, keyword, recent)", "tiers/registry.py", "index_new"),
    ("accounting", "write/remember.py", "_account"),
    ("results", "write/remember.py", "_results"),
]


def _items(vecs: np.ndarray, start: int, texts: list[tuple[str, str]]) -> list:
    from memoryd.core.types import MemoryInput, Scope

    scope = Scope("bench-ingest")
    return [
        MemoryInput(
            scope=scope,
            content=f"{texts[(start + i) % len(texts)][1]} [v{start + i}]",
            embedding=v,
        )
        for i, v in enumerate(vecs)
    ]


def run_memoryd(
    vecs: np.ndarray, batch: int, texts: list[tuple[str, str]], profile: cProfile.Profile | None
) -> list[float]:
    """Return the seconds each remember_batch took."""
    from memoryd.core.config import EngineConfig
    from memoryd.core.engine import MemoryEngine

    seconds = []
    with tempfile.TemporaryDirectory(prefix="ingest-micro-") as tmp:
        engine = MemoryEngine(Path(tmp), EngineConfig(embedder="none", dimension=vecs.shape[1]))
        try:
            for s in range(0, len(vecs), batch):
                items = _items(vecs[s : s + batch], s, texts)
                t0 = time.perf_counter()
                if profile is not None:
                    profile.enable()
                engine.remember_batch(items)
                if profile is not None:
                    profile.disable()
                seconds.append(time.perf_counter() - t0)
        finally:
            engine.close()
    return seconds


def _as_served() -> None:
    """Collect garbage as the server does once it has started (memoryd.server.app): what was
    built so far frozen, the young generation collected every 10,000 objects. Unless
    MEMORYD_BENCH_DEFAULT_GC=1 (Python's defaults, as this bench ran before session 16)."""
    if os.environ.get("MEMORYD_BENCH_DEFAULT_GC") == "1":
        return
    from memoryd.server.app import settle_garbage_collector

    settle_garbage_collector()


def run_floor(vecs: np.ndarray, batch: int, texts: list[tuple[str, str]]) -> list[float]:
    """Return the seconds each batch took stored the plain way: HNSW add + one LMDB txn."""
    import faiss
    import lmdb
    import zstandard

    from memoryd.core.config import TierConfig

    tiers = TierConfig()
    index = faiss.IndexHNSWFlat(vecs.shape[1], tiers.hnsw_m, faiss.METRIC_INNER_PRODUCT)
    index.hnsw.efConstruction = tiers.hnsw_ef_construction
    zc = zstandard.ZstdCompressor(level=3)
    seconds = []
    with tempfile.TemporaryDirectory(prefix="ingest-floor-") as tmp:
        env = lmdb.open(tmp, map_size=1 << 32, max_dbs=4)
        recs, vdb = env.open_db(b"records"), env.open_db(b"vectors")
        try:
            for s in range(0, len(vecs), batch):
                chunk = vecs[s : s + batch]
                t0 = time.perf_counter()
                rows = [
                    (
                        f"{s + i:016d}".encode(),
                        zc.compress(
                            json.dumps(
                                {"user": "bench-ingest", "content": texts[(s + i) % len(texts)][1],
                                 "created_at": time.time(), "importance": 0.5}
                            ).encode()
                        ),
                        v.tobytes(),
                    )
                    for i, v in enumerate(chunk)
                ]  # fmt: skip
                with env.begin(write=True) as txn:
                    for key, rec, vec in rows:
                        txn.put(key, rec, db=recs)
                        txn.put(key, vec, db=vdb)
                index.add(chunk)
                seconds.append(time.perf_counter() - t0)
        finally:
            env.close()
    return seconds


class StageClock:
    """The writing thread's CPU seconds and calls in each stage of a text write, counted while
    ``on`` (the calls of the engine with its embedding process only): the write path's
    functions wrapped where it looks them up. Stages nest (deciding holds the neighbour search
    and the judge), so each is inclusive. Also the pairs the rule judge read, and how many
    of them were distinct."""

    def __init__(self) -> None:
        from memoryd.core.judge.rules import RuleJudge
        from memoryd.core.tiers.registry import Pools
        from memoryd.core.write import batch, neighbours
        from memoryd.core.write.remember import Rememberer

        self.on = False
        self._wrapped: list[tuple[object, str, object]] = []  # (owner, name, original)
        self.seconds: dict[str, float] = {}
        self.calls: dict[str, int] = {}
        self.pairs: set[tuple[str, str]] = set()
        self._wrap(Rememberer, "_related", "decide: search + relate to the pool")
        self._wrap(neighbours, "gather", ". neighbour search (neighbours.gather)")
        self._wrap(batch, "within_batch", "relate to the batch's earlier items")
        self._wrap(RuleJudge, "judge", "the rule judge (in both above)")
        self._wrap(Rememberer, "_write", "plan, commit, index, results (Rememberer._write)")
        self._wrap(Pools, "index_new", ". index (tiers, keyword, recent)")

    def _wrap(self, owner: object, name: str, label: str) -> None:
        inner = getattr(owner, name)
        self._wrapped.append((owner, name, inner))
        clock = self
        self.seconds[label], self.calls[label] = 0.0, 0  # printed in this order

        @functools.wraps(inner)
        def timed(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
            if not clock.on:
                return inner(*args, **kwargs)
            if label.startswith("the rule judge"):
                clock.pairs.add((args[1], args[2]))
            began = time.thread_time()
            try:
                return inner(*args, **kwargs)
            finally:
                clock.seconds[label] += time.thread_time() - began
                clock.calls[label] += 1

        setattr(owner, name, timed)

    def __enter__(self) -> StageClock:
        return self

    def __exit__(self, *_: object) -> None:
        """Put every wrapped function back."""
        for owner, name, inner in reversed(self._wrapped):
            setattr(owner, name, inner)
        self._wrapped.clear()


def run_text(
    texts: list[str], batch: int, stages: StageClock | None = None
) -> dict[str, list[float]]:
    """Return the seconds each batch of ``texts`` took: memoryd's text ingest with the
    default embedder and the lifecycle on, with its embedding process (the default) and
    without, and the embedder's own embed_passages on the same batches; the three alternated
    batch by batch so load on the machine hits them alike. Also, under BUSY, the CPU seconds
    of the writing thread and of the embedding process during the calls with the process."""
    import dataclasses

    from memoryd.core.config import EngineConfig
    from memoryd.core.embedding import make_embedder
    from memoryd.core.engine import MemoryEngine
    from memoryd.core.types import MemoryInput, Scope

    config = EngineConfig()
    alone = make_embedder(config.embedder, config.dimension, config.embed_batch_size)
    alone.embed_passages(texts[:8])  # loaded and warm, as the engine's is after start-up
    scope = Scope("bench-ingest-text")
    rows: dict[str, list[float]] = {EMBEDDER: [], WITH_WORKER: [], WITHOUT_WORKER: []}
    busy = {WRITING_THREAD: 0.0, EMBEDDING_PROCESS: 0.0}
    with tempfile.TemporaryDirectory(prefix="ingest-text-") as tmp:
        engines = {
            WITH_WORKER: MemoryEngine(Path(tmp) / "worker", config),
            WITHOUT_WORKER: MemoryEngine(
                Path(tmp) / "alone", dataclasses.replace(config, embed_worker=False)
            ),
        }
        try:
            # its embedding process starts with a first big batch; loaded before the timing
            engines[WITH_WORKER].remember_batch(
                [MemoryInput(scope=Scope("warm-up"), content=t) for t in texts[: 2 * 64]]
            )
            time.sleep(5)
            _as_served()
            for s in range(0, len(texts), batch):
                chunk = texts[s : s + batch]
                t0 = time.perf_counter()
                alone.embed_passages(chunk)
                rows[EMBEDDER].append(time.perf_counter() - t0)
                for name, engine in engines.items():
                    thread0, children0 = time.thread_time(), _children_cpu_seconds()
                    t0 = time.perf_counter()
                    if stages is not None:
                        stages.on = name == WITH_WORKER
                    engine.remember_batch([MemoryInput(scope=scope, content=t) for t in chunk])
                    if stages is not None:
                        stages.on = False
                    rows[name].append(time.perf_counter() - t0)
                    if name == WITH_WORKER:
                        busy[WRITING_THREAD] += time.thread_time() - thread0
                        children = _children_cpu_seconds() - children0
                        busy[EMBEDDING_PROCESS] += children
        finally:
            for engine in engines.values():
                engine.close()
    rows[BUSY] = [busy[WRITING_THREAD], busy[EMBEDDING_PROCESS]]
    return rows


def _children_cpu_seconds() -> float:
    """Return the CPU seconds of this process's live descendants (the embedding process)."""
    return sum(C.cpu_seconds(p) for p in tree_pids(os.getpid())[1:])


EMBEDDER = "embedder alone: embed_passages"
WITH_WORKER = "memoryd remember_batch"
WITHOUT_WORKER = "memoryd, no embedding process"
BUSY = "busy"  # CPU seconds of the two sides of WITH_WORKER
WRITING_THREAD = "the writing thread"
EMBEDDING_PROCESS = "the embedding process"


def _tenths(seconds: list[float], batch: int) -> tuple[float, float, float]:
    """Return vectors/s overall, over the first tenth and over the last tenth of the batches."""
    k = max(1, len(seconds) // 10)
    return (
        batch * len(seconds) / sum(seconds),
        batch * k / sum(seconds[:k]),
        batch * k / sum(seconds[-k:]),
    )


def _stage_rows(profile: cProfile.Profile, total: float) -> list[list[str]]:
    stats = pstats.Stats(profile)
    rows = []
    for label, fragment, name in _STAGES:
        cum = sum(
            v[3]
            for (file, _, fn), v in stats.stats.items()  # type: ignore[attr-defined]
            if fn == name and file.replace("\\", "/").endswith(fragment)
        )
        if cum:
            rows.append([label, C.fmt(100 * cum / total, 1) + " %", C.fmt(1e3 * cum, 0)])
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=20_000, help="vectors in all (20000)")
    parser.add_argument("--batch", type=int, default=500, help="items a batch (500)")
    parser.add_argument("--dimension", type=int, default=384)
    parser.add_argument("--profile", action="store_true", help="cProfile memoryd's stages")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--stages",
        action="store_true",
        help="with --text: the writing thread's CPU seconds by stage (no profiler overhead)",
    )
    parser.add_argument(
        "--text",
        action="store_true",
        help="texts instead of vectors: memoryd with the default embedder beside the "
        "embedder's own batched rate (issue #15: within 1.3 x)",
    )
    args = parser.parse_args(argv)
    if args.text:
        return _text_main(args)
    gen = v01.ClusteredVectors(args.dimension, 1000, 0.75, 0.95, args.seed + 1)  # bench defaults
    vecs = gen.sample(args.n)
    texts = v01.make_texts(2000, np.random.default_rng(7))
    _as_served()  # the floor and memoryd alike
    floor = run_floor(vecs, args.batch, texts)
    prof = cProfile.Profile() if args.profile else None
    ours = run_memoryd(vecs, args.batch, texts, prof)
    f_all, f_first, f_last = _tenths(floor, args.batch)
    m_all, m_first, m_last = _tenths(ours, args.batch)
    C.print_table(
        ["", "vec/s", "first tenth", "last tenth", "last / first"],
        [
            [
                "floor: HNSW add + LMDB txn",
                C.fmt(f_all, 0),
                C.fmt(f_first, 0),
                C.fmt(f_last, 0),
                C.fmt(f_last / f_first, 2),
            ],
            [
                "memoryd remember_batch",
                C.fmt(m_all, 0),
                C.fmt(m_first, 0),
                C.fmt(m_last, 0),
                C.fmt(m_last / m_first, 2),
            ],
            ["memoryd / floor", C.fmt(m_all / f_all, 2), "", "", ""],
        ],  # fmt: skip
        title=f"{args.n} x {args.dimension}-d client vectors, batches of {args.batch}, in-process",
    )
    if prof is not None:
        C.print_table(
            ["stage (cProfile, inclusive)", "share", "ms in all"],
            _stage_rows(prof, sum(ours)),
            title="memoryd remember_batch by stage (cProfile overhead included)",
        )
    return 0


def _text_main(args: argparse.Namespace) -> int:
    """Print memoryd's text ingest beside the embedder's own rate on the same batches."""
    texts = [t for _, t in v01.make_texts(args.n, np.random.default_rng(args.seed + 7))]
    stages = StageClock() if args.stages else None
    try:
        seconds = run_text(texts, args.batch, stages)
    finally:
        if stages is not None:
            stages.__exit__()
    thread_cpu, process_cpu = seconds.pop(BUSY)
    rows = []
    for name, taken in seconds.items():
        rate, first, last = _tenths(taken, args.batch)
        rows.append([name, C.fmt(rate, 0), C.fmt(first, 0), C.fmt(last, 0), C.fmt(last / first, 2)])
    floor = sum(seconds[EMBEDDER])
    for name in (WITH_WORKER, WITHOUT_WORKER):
        rows.append([f"{name} / embedder", C.fmt(floor / sum(seconds[name]), 2), "", "", ""])
    C.print_table(
        ["", "texts/s", "first tenth", "last tenth", "last / first"],
        rows,
        title=f"{args.n} texts (default embedder, lifecycle on), batches of {args.batch}, "
        f"in-process; target: memoryd >= 1 / 1.3 = 0.77 of the embedder",
    )
    # Which side holds the ingest back: a side busy for the whole wall time is the limit.
    wall = sum(seconds[WITH_WORKER])
    print(f"During {WITH_WORKER}: {WRITING_THREAD} on CPU {thread_cpu / wall:.0%} of the wall "
          f"time, {EMBEDDING_PROCESS} {process_cpu / wall:.0%}")  # fmt: skip
    if stages is not None:
        _print_stages(stages, thread_cpu, args.n)
    return 0


def _print_stages(stages: StageClock, thread_cpu: float, n: int) -> None:
    """Print the writing thread's CPU by stage (inclusive), per text and as a share."""
    rows = [
        [label, C.fmt(sec, 2), C.fmt(1e3 * sec / n, 3), f"{sec / thread_cpu:.0%}",
         str(stages.calls[label])]
        for label, sec in stages.seconds.items()
    ]  # fmt: skip
    rows.append([WRITING_THREAD + ", all", C.fmt(thread_cpu, 2), C.fmt(1e3 * thread_cpu / n, 3),
                 "100%", ""])  # fmt: skip
    C.print_table(
        ["stage (inclusive)", "CPU s", "ms a text", "share", "calls"],
        rows,
        title=f"{WITH_WORKER}: the writing thread by stage (thread CPU time)",
    )
    judged = stages.calls.get("the rule judge (in both above)", 0)
    print(f"The rule judge read {judged} pairs ({judged / n:.1f} a text), "
          f"{len(stages.pairs)} of them distinct")  # fmt: skip


if __name__ == "__main__":
    raise SystemExit(main())
