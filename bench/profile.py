"""Where one Remember and one Recall spend their time, stage by stage: in-process (cProfile
over the engine alone) and through gRPC (py-spy sampling the server process).

One pool of ``--n`` real-text memories (Debian package descriptions, USE 512-d vectors from
bench.long_tier.real_text_corpus; written 25 h to 30 d back through Import, then migrated, so
most sit in the long tier) serves both: the server loads it, is sampled, stops; the engine then
opens a copy of the same data folder in-process. Remembers carry held-out descriptions with
their client vectors (no embedding cost: the embedder is "none"); Recalls carry a held-out
vector only (no text), each query once (no recall-cache hits).

    python -m bench.profile --n 20000          # ~3 min on 2 cores
    python -m bench.profile --n 20000 --clustered   # neighbours close together (long_tier)

py-spy (PyPI, a sampling profiler; ``pip install py-spy``) samples the server's active
threads at --rate Hz; a stage's share is the share of the server's samples inside that
stage's function (inclusive). cProfile's figures are per call, with its own overhead included
(it counts every Python call, so pure-Python stages look dearer than numba/faiss ones).
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import shutil
import sys
import time
from collections import Counter
from dataclasses import dataclass

from bench import _common as C
from bench import _spy

C.apply_thread_env()

import grpc  # noqa: E402
import numpy as np  # noqa: E402
from google.protobuf.timestamp_pb2 import Timestamp  # noqa: E402

from bench.long_tier import clustered, real_text_corpus  # noqa: E402
from memoryd.v1 import memory_pb2 as pb  # noqa: E402
from memoryd.v1 import memory_pb2_grpc as pb_grpc  # noqa: E402

USER = "bench-profile"


@dataclass(frozen=True)
class Stage:
    """One stage of a call: a name and the functions ((file name, function name)) it is."""

    name: str
    functions: tuple[tuple[str, str], ...]


# Siblings under Rememberer.remember / Recaller._recall (none nests in another of its list).
REMEMBER_STAGES = (
    Stage("proto -> MemoryInput (convert)", (("convert.py", "from_pb_remember"),)),
    Stage("validate + redact", (("validation.py", "check_input"), ("prepare.py", "redacted"))),
    Stage("importance estimate", (("prepare.py", "_with_importance"),)),
    Stage("decide: neighbour search (tiers)", (("pool.py", "search_many"),)),
    Stage("decide: neighbour records (LMDB)", (("neighbours.py", "_read_once"),)),
    Stage("decide: judge (write.relate)", (("relate.py", "relate"),)),
    Stage("decide: changed-attribute floor", (("decide.py", "neighbour_floor"),)),
    Stage("decide: within the batch", (("batch.py", "within_batch"),)),
    Stage("plan -> records (encode)", (("plan.py", "fill"),)),
    Stage("commit (group commit, fsync)", (("writer.py", "write"),)),
    Stage("index (tiers, keyword, recent)", (("registry.py", "index_new"),)),
    Stage("result -> proto (convert)", (("convert.py", "to_pb_remember"),)),
)
RECALL_STAGES = (
    Stage("proto -> RecallQuery (convert)", (("convert.py", "from_pb_recall"),)),
    Stage("plan (check query, weights)", (("plan.py", "make"),)),
    Stage(
        "vector route: short + medium tiers",
        (("short.py", "search_many"), ("medium.py", "search_many")),
    ),
    Stage("vector route: long tier", (("long_tier.py", "search_many"),)),
    Stage("recent route", (("routes.py", "recent"),)),
    Stage("merge routes", (("routes.py", "merge"),)),
    Stage("candidate headers (header cache + access, LMDB)", (("records.py", "read_shared"),)),
    Stage("visibility", (("candidates.py", "visible"),)),
    Stage("current versions", (("versions.py", "lift"),)),
    Stage("rank (scoring)", (("ranking.py", "rank"),)),
    Stage("texts of the top hits", (("records.py", "with_content"),)),
    Stage("read-time consistency (stored links)", (("consistency.py", "consistent"),)),
    Stage("restatement spread", (("restatements.py", "spread"),)),
    Stage("count accesses + cache", (("pipeline.py", "_answered"),)),
    Stage("hits -> proto (convert)", (("convert.py", "to_pb_recall"),)),
)
# The rule judge's own share (within the Remember's judge stage; a Recall asks it nothing).
JUDGE = Stage("  of which RuleJudge.judge", (("rules.py", "judge"),))


def _stamp(seconds: float) -> Timestamp:
    ts = Timestamp()
    ts.FromNanoseconds(int(seconds * 1e9))
    return ts


def load(stub, texts: list[str], vectors: np.ndarray, now: float) -> None:
    """Import every (text, vector) as a memory written 25 h to 30 d ago, then migrate."""
    rng = np.random.default_rng(11)
    created = now - rng.uniform(25 * 3_600, 30 * 86_400, len(texts))
    scope = pb.Scope(user_id=USER)
    for s in range(0, len(texts), 5_000):
        stub.Import(
            iter(
                pb.ImportRequest(
                    record=pb.ExportRecord(
                        memory=pb.Memory(
                            id=os.urandom(16).hex(), scope=scope, content=texts[i],
                            status=pb.STATUS_ACTIVE, version=1, importance=0.5,
                            confidence=0.9, created_at=_stamp(created[i]),
                            embedding_model=f"client-vectors-{vectors.shape[1]}",
                        ),
                        embedding=vectors[i].tolist(),
                    )
                )
                for i in range(s, min(s + 5_000, len(texts)))
            ),
            timeout=600,
        )  # fmt: skip
    stub.Maintain(pb.MaintainRequest(tasks=["migrate", "retrain"]), timeout=3_600)


def remember_request(text: str, vector: np.ndarray) -> pb.RememberRequest:
    return pb.RememberRequest(scope=pb.Scope(user_id=USER), content=text, embedding=vector.tolist())


def recall_request(vector: np.ndarray) -> pb.RecallRequest:
    return pb.RecallRequest(scope=pb.Scope(user_id=USER), embedding=vector.tolist(), top_k=10)


def sampled_shares(
    stacks: Counter[str], handler: str, stages: tuple[Stage, ...]
) -> tuple[int, dict[str, float]]:
    """Return (samples inside the servicer method ``handler``, stage -> share of those)."""
    total = 0
    shares: dict[str, float] = {}
    for stage in (*stages, JUDGE):
        total, shares[stage.name] = _spy.share(stacks, ("servicer.py", handler), stage.functions)
    return total, shares


# ----------------------------------------------------------------------------- cProfile


def profiled(run) -> tuple[pstats.Stats, float]:
    """Return (cProfile stats of ``run()``, wall seconds)."""
    prof = cProfile.Profile()
    t0 = time.perf_counter()
    prof.runcall(run)
    return pstats.Stats(prof), time.perf_counter() - t0


def _cumulative(stats: pstats.Stats, fn: tuple[str, str], under: str) -> float:
    """Return the seconds spent in ``fn`` (inclusive) when called from a function ``under``
    or from below it (the direct callers' names are checked: enough for these stages)."""
    file, name = fn
    total = 0.0
    for (path, _, func), (_, _, _, ct, callers) in stats.stats.items():  # type: ignore[attr-defined]
        if func != name or os.path.basename(path) != file:
            continue
        if not under:
            total += ct
            continue
        for (_, _, caller), (_, _, _, cct) in callers.items():
            if caller in under.split("|"):
                total += cct
    return total


# The caller each stage is counted under (so Records.read under _candidates is not the same
# call as under _decide); "" = wherever.
_UNDER = {
    "decide: neighbour search (tiers)": "gather",
    "decide: neighbour records (LMDB)": "gather",
    "candidate headers (header cache + access, LMDB)": "_candidates",
    # PoolIndex.search_many's own calls (a write's searches are under gather)
    "vector route: short + medium tiers": "search_many",
    "vector route: long tier": "search_many",
}


def profile_shares(
    stats: pstats.Stats, calls: int, entry: tuple[str, str], stages: tuple[Stage, ...]
) -> tuple[float, dict[str, float]]:
    """Return (ms per call in ``entry``, stage -> ms per call)."""
    total = _cumulative(stats, entry, "") * 1e3 / calls
    out = {}
    for stage in (*stages, JUDGE):
        under = _UNDER.get(stage.name, "")
        out[stage.name] = sum(_cumulative(stats, f, under) for f in stage.functions) * 1e3 / calls
    return total, out


# ----------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=20_000, help="memories in the pool")
    parser.add_argument("--calls", type=int, default=300, help="Remembers and Recalls each")
    parser.add_argument("--rate", type=int, default=250, help="py-spy samples a second")
    parser.add_argument(
        "--clustered",
        action="store_true",
        help="synthetic clustered vectors (bench.long_tier) instead of USE",
    )
    parser.add_argument("--out-dir", default=None)
    args = parser.parse_args(argv)  # fmt: skip
    out_dir = C.results_dir("profile", args.out_dir)
    found = real_text_corpus(60_000)
    if found is None:
        print("memoryd: no real-text corpus (apt has no package lists): run apt-get update")
        return 1
    vectors, texts, what = found
    rng = np.random.default_rng(3)
    order = rng.permutation(len(texts))
    need = args.n + 4 * args.calls
    if need > len(order):
        raise SystemExit(f"--n {args.n} + 4 x --calls {args.calls} > {len(order)} texts")
    texts = [texts[i] for i in order[:need]]
    vectors = vectors[order[:need]]
    if args.clustered:
        vectors = clustered(need, vectors.shape[1], seed=5)
        what = f"{need} Debian texts over clustered synthetic {vectors.shape[1]}-d vectors"
    dim = vectors.shape[1]
    base = slice(0, args.n)
    held = [slice(args.n + j * args.calls, args.n + (j + 1) * args.calls) for j in range(4)]
    work = C.make_tempdir("profile-")
    data_dir = work / "data"
    ready = work / "ready.json"
    argv_srv = [sys.executable, "-m", "memoryd.server", "serve", "--listen", "127.0.0.1:0",
                "--data-dir", str(data_dir), "--embedder", "none", "--dimension", str(dim),
                "--ready-file", str(ready), "--log-level", "warning"]  # fmt: skip
    results: dict = {"n": args.n, "calls": args.calls, "data": what,
                     "load_average": os.getloadavg()}  # fmt: skip
    print(f"profile: {what}, pool of {args.n}; {work}", flush=True)
    srv = C.spawn_server("memoryd", argv_srv, ready, out_dir / "memoryd.log", timeout=600)
    try:
        with grpc.insecure_channel(srv.address, options=C.CHANNEL_OPTIONS) as channel:
            stub = pb_grpc.MemoryServiceStub(channel)
            load(stub, texts[base], vectors[base], time.time())
            stats = stub.Stats(pb.StatsRequest(scope=pb.Scope(user_id=USER)))
            results["by_tier"] = dict(stats.by_tier)
            print(f"tiers: {results['by_tier']}", flush=True)
            for v in vectors[held[0]][:50]:  # warm-up: JIT, caches
                stub.Recall(recall_request(v + 1e-3), timeout=60)
            lat: dict[str, list[float]] = {"remember": [], "recall": []}

            def remembers() -> None:
                for t, v in zip(texts[held[0]], vectors[held[0]], strict=True):
                    t0 = time.perf_counter()
                    stub.Remember(remember_request(t, v), timeout=60)
                    lat["remember"].append(time.perf_counter() - t0)

            def recalls() -> None:
                for v in vectors[held[1]]:
                    t0 = time.perf_counter()
                    stub.Recall(recall_request(v), timeout=60)
                    lat["recall"].append(time.perf_counter() - t0)

            grpc_part = {}
            for kind, run, handler, stages in (
                ("remember", remembers, "Remember", REMEMBER_STAGES),
                ("recall", recalls, "Recall", RECALL_STAGES),
            ):
                stacks = _spy.sampled(srv.pid, args.rate, out_dir / f"{kind}.raw", run)
                samples, shares = sampled_shares(stacks, handler, stages)
                grpc_part[kind] = {
                    "client": C.percentiles_ms(np.array(lat[kind]), (50, 99)),
                    "samples": samples,
                    "shares": shares,
                }
            results["grpc"] = grpc_part
    finally:
        srv.stop()

    # In-process: the same data folder (a copy), the same kinds of call.
    from memoryd.core.config import EngineConfig
    from memoryd.core.engine import MemoryEngine
    from memoryd.core.types import MemoryInput, RecallQuery, Scope

    copy = work / "data-copy"
    shutil.copytree(data_dir, copy)
    engine = MemoryEngine(copy, EngineConfig(embedder="none", dimension=dim))
    try:
        scope = Scope(USER)
        for v in vectors[held[2]][:50]:
            engine.recall(RecallQuery(scope, embedding=v + 1e-3, top_k=10))
        stats_r, wall_r = profiled(
            lambda: [
                engine.remember(MemoryInput(scope, t, embedding=v))
                for t, v in zip(texts[held[2]], vectors[held[2]], strict=True)
            ]
        )
        stats_q, wall_q = profiled(
            lambda: [
                engine.recall(RecallQuery(scope, embedding=v, top_k=10)) for v in vectors[held[3]]
            ]
        )
    finally:
        engine.close()
    calls = args.calls
    results["in_process"] = {
        "remember": dict(zip(("ms", "stages"),
                             profile_shares(stats_r, calls, ("remember.py", "remember"),
                                            REMEMBER_STAGES), strict=True)),
        "recall": dict(zip(("ms", "stages"),
                           profile_shares(stats_q, calls, ("pipeline.py", "_recall"),
                                          RECALL_STAGES), strict=True)),
        "wall_ms_per_call": {"remember": wall_r * 1e3 / calls, "recall": wall_q * 1e3 / calls},
    }  # fmt: skip
    report(results)
    C.write_json(out_dir / "results.json", results)
    shutil.rmtree(work, ignore_errors=True)
    return 0


def report(r: dict) -> None:
    for kind, stages in (("remember", REMEMBER_STAGES), ("recall", RECALL_STAGES)):
        ip, g = r["in_process"][kind], r["grpc"][kind]
        rows = []
        for stage in (*stages, JUDGE):
            ms = ip["stages"][stage.name]
            rows.append([
                stage.name,
                C.fmt(ms, 3),
                f"{100 * ms / ip['ms']:.1f} %" if ip["ms"] else "-",
                f"{100 * g['shares'][stage.name]:.1f} %",
            ])  # fmt: skip
        rows.append(["total (engine, cProfile) / gRPC p50 at the client", C.fmt(ip["ms"], 3),
                     "100 %", f"p50 {g['client']['p50_ms']:.2f} ms, p99 "
                     f"{g['client']['p99_ms']:.2f} ms ({g['samples']} samples)"])  # fmt: skip
        C.print_table(
            ["stage", "in-process ms/call", "share", "share of server samples (gRPC)"],
            rows,
            title=f"one {kind.capitalize()}: {r['data']}, pool {r['n']}, {r['by_tier']}",
        )


if __name__ == "__main__":
    raise SystemExit(main())
