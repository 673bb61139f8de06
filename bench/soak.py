"""The soak of issue #18: a mixed load on one server for M minutes, whose pools stay a fixed size,
so that what still grows or slows is the server's and not the data's.

8 clients, 2 per pool (4 pools), each with a seeded generator. Each client starts owning
``--soak-keep`` memories of its pool (written through RememberBatch before the clock starts)
and keeps that many: once it holds more, each Remember is followed by a Forget (DELETE, erased
for real) of its oldest. The mix per call: Remember 40 %, Recall 50 %, Export 5 % (a 500-memory
pool read whole: the same work in every minute), Import 5 % (one record of that pool, re-sent).
Texts carry numbers that never repeat (the vocabulary turns over as the pools do, as ids,
amounts and names do in use); vectors are random unit vectors of the client's generator.

Per minute: calls, p50/p99 of all calls and of each method, RSS (heap and mapped files apart),
the pools' memories by status (from Stats: the fixed size shows there), what became of the
Remembers (outcome counts), errors. With ``--soak-keep 0`` nothing is forgotten and the pools
grow all along (the soak of session 4, for comparison).

Flat, the verdict: with w = 5 minutes (fewer in a shorter run: (minutes - 1) // 2), compare the
last w minutes with minutes 2..w+1 (minute 1 warms up):
- p50 and p99 of all their calls pooled: the late ones at most 1.2x the early ones;
- calls per minute: late at least 0.8x early;
- RSS: the late windows' largest at most 1.2x the early windows' largest;
- pools (fixed-size soak): the late total at most 1.05x the early one (else the run did not keep
  its pools fixed, and the figures say nothing about leaks);
- no error but RESOURCE_EXHAUSTED.

``--probe`` runs the server under bench/_server_probe.py (gc and object counts per minute;
``--probe-trace`` adds tracemalloc: slower, for finding a site, not for figures).

    python -m bench.soak --minutes 30          # the issue's figure (loads the machine)
    python -m bench.soak --minutes 6 --probe   # while developing
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import threading
import time
from collections import Counter, defaultdict, deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

import grpc

from bench.attack import OUT, SMALL_DIM, Verdict, import_record, pct, small
from memoryd.v1 import memory_pb2 as pb
from memoryd.v1 import memory_pb2_grpc

SOAK_IMPORT_IDS = 500  # the Import/Export pool cycles over these ids: its size stays bounded
CLIENTS = 8
POOLS = 4
FLAT = 1.2  # late p50, p99 and RSS at most this times early
CALLS_FLOOR = 0.8  # late calls per minute at least this times early
POOL_DRIFT = 1.05  # late pool size at most this times early (a fixed-size soak)
SPAN = 5  # minutes compared at each end


def unit(rng: random.Random) -> list[float]:
    v = [rng.gauss(0.0, 1.0) for _ in range(SMALL_DIM)]
    norm = math.sqrt(sum(x * x for x in v)) or 1.0
    return [x / norm for x in v]


def load_1m() -> float:
    """Return the machine's 1-minute load average (0.0 where /proc has none)."""
    try:
        return float(Path("/proc/loadavg").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return 0.0


def text(rng: random.Random, k: int, n: int) -> str:
    return f"client {k} fact {n} {rng.random():.6f}"


class Client:
    """One soak client: its pool, its generator, and the ids it owns (oldest first)."""

    def __init__(self, k: int, seed: int, keep: int) -> None:
        self.k = k
        self.rng = random.Random(seed + k)
        self.scope = pb.Scope(user_id=f"soak-{k % POOLS}", session_id=f"s{k}")
        self.keep = keep
        self.owned: deque[str] = deque()
        self.n = 0

    def fill(self, stub: memory_pb2_grpc.MemoryServiceStub) -> None:
        """Write ``keep`` memories before the clock starts (so the pools are full from minute 1)."""
        while len(self.owned) < self.keep:
            items = []
            for _ in range(min(100, self.keep - len(self.owned))):
                self.n += 1
                items.append(
                    pb.RememberRequest(
                        scope=self.scope,
                        content=text(self.rng, self.k, self.n),
                        embedding=unit(self.rng),
                    )
                )
            reply = stub.RememberBatch(pb.RememberBatchRequest(items=items), timeout=300)
            self.own([r.stored_id for r in reply.results])

    def own(self, ids: list[str]) -> None:
        held = set(self.owned)
        for stored in ids:
            if stored and stored not in held:
                self.owned.append(stored)
                held.add(stored)


def part_soak(
    minutes: float,
    seed: int,
    keep: int = 1000,
    probe: bool = False,
    trace: bool = False,
) -> Verdict:
    """Run the soak (see the module) and return its verdict with the per-minute windows."""
    probe_out = OUT / f"soak-probe-{time.strftime('%Y%m%dT%H%M%SZ', time.gmtime())}.jsonl"
    env = None
    launcher: list[str] | None = None
    if probe:
        env = {"SOAK_PROBE_OUT": str(probe_out), "SOAK_PROBE_TRACE": "1" if trace else "0"}
        launcher = [sys.executable, "-m", "bench._server_probe"]
    server = small("soak", env=env, launcher=launcher)
    try:
        channel = grpc.insecure_channel(server.address)
        stub = memory_pb2_grpc.MemoryServiceStub(channel)
        small_pool = pb.Scope(user_id="soak-small")
        # Full from the start: an Export is the same work in every minute.
        stub.Import((import_record(small_pool, n) for n in range(SOAK_IMPORT_IDS)), timeout=120)
        clients = [Client(k, seed, keep) for k in range(CLIENTS)]
        filled = time.perf_counter()
        for client in clients:
            client.fill(stub)
        print(
            f"  soak: {CLIENTS} clients, {POOLS} pools of {2 * keep or 'growing'} memories "
            f"(filled in {time.perf_counter() - filled:.0f} s), {minutes:g} min",
            flush=True,
        )
        lock = threading.Lock()
        latencies: list[tuple[str, float]] = []
        outcomes: Counter = Counter()
        errors: Counter = Counter()  # the whole run
        errors_now: Counter = Counter()  # this minute
        stop = threading.Event()

        def timed(method: str, call: Callable[[], Any]) -> Any:
            started = time.perf_counter()
            try:
                answer = call()
            except grpc.RpcError as err:
                with lock:
                    errors[f"{method} {err.code().name}"] += 1
                    errors_now[f"{method} {err.code().name}"] += 1
                return None
            with lock:
                latencies.append((method, time.perf_counter() - started))
            return answer

        def run(c: Client) -> None:
            rng = c.rng
            while not stop.is_set():
                roll = rng.random()
                if roll < 0.4:
                    c.n += 1
                    request = pb.RememberRequest(
                        scope=c.scope, content=text(rng, c.k, c.n), embedding=unit(rng)
                    )
                    reply = timed("Remember", lambda r=request: stub.Remember(r, timeout=30))
                    if reply is None:
                        continue
                    with lock:
                        outcomes[pb.WriteOutcome.Name(reply.outcome)] += 1
                    c.own([reply.stored_id])
                    if c.keep and len(c.owned) > c.keep:
                        oldest = c.owned.popleft()
                        forget = pb.ForgetRequest(
                            scope=c.scope, ids=[oldest], mode=pb.FORGET_MODE_DELETE
                        )
                        timed("Forget", lambda r=forget: stub.Forget(r, timeout=30))
                elif roll < 0.9:
                    request = pb.RecallRequest(
                        scope=c.scope, query="fact", embedding=unit(rng), top_k=10
                    )
                    timed("Recall", lambda r=request: stub.Recall(r, timeout=30))
                elif roll < 0.95:
                    export = pb.ExportRequest(scope=small_pool)
                    timed("Export", lambda r=export: list(stub.Export(r, timeout=30)))
                else:
                    record = import_record(small_pool, rng.randrange(SOAK_IMPORT_IDS))
                    timed("Import", lambda r=record: stub.Import(iter([r]), timeout=30))

        def pools() -> dict[str, int]:
            by_status: Counter = Counter()
            for p in range(POOLS):
                stats = stub.Stats(pb.StatsRequest(scope=pb.Scope(user_id=f"soak-{p}")))
                by_status.update(dict(stats.by_status))
            return dict(by_status)

        threads = [threading.Thread(target=run, args=(c,)) for c in clients]
        for thread in threads:
            thread.start()
        windows: list[dict] = []
        raw: list[list[float]] = []
        end = time.monotonic() + minutes * 60
        while time.monotonic() < end:
            time.sleep(min(60.0, max(end - time.monotonic(), 0.1)))
            with lock:
                window, latencies[:] = list(latencies), []
                done, failed = dict(outcomes), dict(errors_now)
                outcomes.clear()
                errors_now.clear()
            by_method: dict[str, list[float]] = defaultdict(list)
            for method, seconds in window:
                by_method[method].append(seconds)
            every = [seconds for _, seconds in window]
            raw.append(every)
            rss = server.rss()
            windows.append(
                {
                    "minute": len(windows) + 1,
                    "calls": len(window),
                    "p50_ms": round(pct(every, 50) * 1000, 2),
                    "p99_ms": round(pct(every, 99) * 1000, 2),
                    "rss_mib": round(rss["VmRSS"] / 2**20),
                    # heap vs mapped files (LMDB pages read: they grow with the data, and the
                    # kernel takes them back under pressure)
                    "anon_mib": round(rss.get("RssAnon", 0) / 2**20),
                    "file_mib": round(rss.get("RssFile", 0) / 2**20),
                    # the machine is shared: a slower minute may be the others' load, not ours
                    "load_1m": load_1m(),
                    "pools": pools(),
                    "outcomes": done,
                    "errors": failed,
                    "methods": {
                        m: {
                            "calls": len(v),
                            "p50_ms": round(pct(v, 50) * 1000, 2),
                            "p99_ms": round(pct(v, 99) * 1000, 2),
                        }
                        for m, v in sorted(by_method.items())
                    },
                }
            )
            w = windows[-1]
            print(
                f"    minute {w['minute']:>2}: {w['calls']:>5} calls, p50 {w['p50_ms']:7.1f} "
                f"p99 {w['p99_ms']:7.1f} ms, RSS {w['rss_mib']} MiB (heap {w['anon_mib']}), "
                f"load {w['load_1m']}, pools {w['pools']}, "
                + ", ".join(
                    f"{m} {v['p50_ms']:.0f}/{v['p99_ms']:.0f}" for m, v in w["methods"].items()
                ),
                flush=True,
            )
        stop.set()
        for thread in threads:
            thread.join()
        channel.close()
        verdict = flatness(windows, raw, fixed=keep > 0)
        verdict.figures["errors"] = dict(errors)
        verdict.figures["probe"] = str(probe_out) if probe else ""
        verdict.held = verdict.held and not [e for e in errors if "RESOURCE_EXHAUSTED" not in e]
        print(f"  soak: {verdict.figures['compare']}", flush=True)
        return verdict
    finally:
        server.stop()


def flatness(windows: list[dict], raw: list[list[float]], fixed: bool) -> Verdict:
    """Return the soak's verdict: the last w minutes against minutes 2..w+1 (see the module)."""
    w = min(SPAN, max(1, (len(windows) - 1) // 2))
    early_i = range(1, 1 + w) if len(windows) > 1 else range(0, 1)
    late_i = range(len(windows) - w, len(windows))
    early = [s for i in early_i for s in raw[i]]
    late = [s for i in late_i for s in raw[i]]

    def most(key: str, rows: range) -> float:
        return max(windows[i][key] for i in rows)

    def mean(key: str, rows: range) -> float:
        return sum(windows[i][key] for i in rows) / len(rows)

    def total(i: int) -> int:
        return sum(windows[i]["pools"].values())

    compare = {
        "minutes_early": [i + 1 for i in early_i],
        "minutes_late": [i + 1 for i in late_i],
        "p50_ms": [round(pct(early, 50) * 1000, 1), round(pct(late, 50) * 1000, 1)],
        "p99_ms": [round(pct(early, 99) * 1000, 1), round(pct(late, 99) * 1000, 1)],
        "calls_per_min": [round(mean("calls", early_i)), round(mean("calls", late_i))],
        "rss_mib_max": [most("rss_mib", early_i), most("rss_mib", late_i)],
        "pool_memories": [max(total(i) for i in early_i), max(total(i) for i in late_i)],
        # not judged (the machine's, not the server's): beside the figures it may explain
        "load_1m_mean": [
            round(mean("load_1m", early_i), 2) if "load_1m" in windows[0] else None,
            round(mean("load_1m", late_i), 2) if "load_1m" in windows[0] else None,
        ],
    }
    c = compare
    held = (
        c["p50_ms"][1] <= FLAT * c["p50_ms"][0]
        and c["p99_ms"][1] <= FLAT * c["p99_ms"][0]
        and c["calls_per_min"][1] >= CALLS_FLOOR * c["calls_per_min"][0]
        and c["rss_mib_max"][1] <= FLAT * c["rss_mib_max"][0]
        and (not fixed or c["pool_memories"][1] <= POOL_DRIFT * c["pool_memories"][0])
    )
    return Verdict("soak", held, {"compare": compare, "windows": windows})


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.soak", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--minutes", type=float, default=30.0)
    parser.add_argument("--keep", type=int, default=1000, help="memories per client (0: grow)")
    parser.add_argument("--probe", action="store_true", help="gc and object counts per minute")
    parser.add_argument("--probe-trace", action="store_true", help="and tracemalloc (slow)")
    parser.add_argument("--seed", type=int, default=18)
    args = parser.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    verdict = part_soak(
        args.minutes, args.seed, args.keep, args.probe or args.probe_trace, args.probe_trace
    )
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    path = Path(OUT / f"soak-{stamp}.json")
    path.write_text(json.dumps({"argv": sys.argv[1:], "verdict": verdict.__dict__}, indent=2))
    print(f"  => soak: {'HELD' if verdict.held else 'FAILED'} ({path})")
    return 0 if verdict.held else 1


if __name__ == "__main__":
    sys.exit(main())
