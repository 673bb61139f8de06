"""The `load` profile: closed-loop gRPC load from separate client processes against a real server.

One memoryd (`--embedder none`, client vectors) preloaded with `--load-size` clustered vectors in
one pool, then for each workload (recall, remember, mixed 90/10 and 50/50) and each concurrency
(`--concurrency`, 1..64) a fixed `--duration` of calls from `--clients` client processes
(grpc.aio, the concurrency split between them), each call waiting for the previous one on its
coroutine. Reported per row: QPS, p50/p95/p99/max per operation, server CPU (% of one core, from
/proc) and RSS; an RSS-over-time series of the server across the whole profile.

Floors measured in the same run, on the same vectors:
  echo   the trivial gRPC echo server of bench/echo_server.py (sync, ThreadPool), same client
         processes, payload the size of a Recall request: what any gRPC call costs here;
  faiss  in-process faiss HNSW with memoryd's own settings (M, efConstruction, efSearch), one
         thread, one query at a time: what the vector search alone costs.
The report states recall latency as a ratio to (echo + faiss) at the same concurrency.
"""

from __future__ import annotations

import argparse
import asyncio
import time
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from pathlib import Path
from typing import Any

import numpy as np

from bench import _common as C
from bench import harness as H

WORKLOADS = {"recall": 1.0, "remember": 0.0, "mix90": 0.9, "mix50": 0.5}  # share of recalls
USER = "bench-load"
TOP_K = 10
# memoryd's HNSW defaults (core/config.py TierConfig): the faiss floor uses the same.
HNSW_M, HNSW_EFC, HNSW_EFS = 32, 40, 128


# ============================================================================ memoryd helpers


def server_namespace(cfg: argparse.Namespace) -> argparse.Namespace:
    """Return the namespace bench.v01.spawn_memoryd expects, filled from the harness settings."""
    return argparse.Namespace(
        server_cmd=cfg.server_cmd,
        server_args=cfg.server_args,
        dimension=cfg.dimension,
        start_timeout=cfg.start_timeout,
        keep_data=False,
    )


def spawn(cfg: argparse.Namespace, label: str, out_dir: Path) -> C.ServerProcess:
    """Return a running memoryd with client vectors only (`--embedder none`)."""
    from bench import v01

    return v01.spawn_memoryd(server_namespace(cfg), label, "none", out_dir)


async def preload(
    address: str,
    user: str,
    vecs: np.ndarray,
    batch: int,
    desc: str,
    start: int = 0,
    server_pid: int | None = None,
) -> dict[str, Any]:
    """Store `vecs` in `user`'s pool with sequential RememberBatch calls of `batch` and return
    {"items", "wall_s", "items_per_s", "errors", "ids"}; ids[i] is the memory id of row i (None
    on error), used to score recall@10 against exact truth."""
    import grpc

    from bench import v01
    from memoryd.v1 import memory_pb2 as pb
    from memoryd.v1 import memory_pb2_grpc as pbg

    texts = v01.make_texts(2000, np.random.default_rng(7))
    ids: list[str | None] = [None] * len(vecs)
    errors = 0
    bar = H.progress(len(vecs), desc, unit="vec")
    busy = 0.0
    batch_s: list[float] = []
    async with grpc.aio.insecure_channel(address, options=C.CHANNEL_OPTIONS) as ch:
        stub = pbg.MemoryServiceStub(ch)
        cpu0 = H.tree_cpu_seconds(server_pid) if server_pid else 0.0
        t0 = time.perf_counter()
        for s in range(0, len(vecs), batch):
            chunk = vecs[s : s + batch]
            req = pb.RememberBatchRequest(items=v01.vector_requests(user, chunk, start + s, texts))
            t1 = time.perf_counter()
            try:
                resp = await stub.RememberBatch(req, timeout=600)
            except grpc.aio.AioRpcError:
                errors += len(chunk)
            else:
                for j, item in enumerate(resp.results):
                    ids[s + j] = item.memory.id
            batch_s.append(round(time.perf_counter() - t1, 4))
            busy += batch_s[-1]
            bar.update(len(chunk))
        wall = time.perf_counter() - t0
        cpu = H.tree_cpu_seconds(server_pid) - cpu0 if server_pid else None
    bar.close()
    ok = len(vecs) - errors
    return {
        "items": len(vecs),
        "wall_s": round(wall, 2),
        "rpc_s": round(busy, 2),
        "items_per_s": round(ok / wall, 1) if wall else None,
        # server CPU during the load, % of one core: low means it waited (fsync, locks)
        "server_cpu_pct": round(100 * cpu / wall, 1) if cpu is not None and wall else None,
        "errors": errors,
        # vectors/s of the first and last tenth of the batches: does ingest slow as the pool grows?
        "first_tenth_vec_per_s": _rate(batch_s[: max(1, len(batch_s) // 10)], batch),
        "last_tenth_vec_per_s": _rate(batch_s[-max(1, len(batch_s) // 10) :], batch),
        "batch_s": batch_s,
        "ids": ids,
    }


def _rate(seconds: list[float], batch: int) -> float | None:
    """Return vectors per second over batches that took `seconds` each (None if none)."""
    return round(batch * len(seconds) / sum(seconds), 1) if seconds and sum(seconds) else None


# ============================================================================ client processes


def _client_proc(spec: dict[str, Any]) -> dict[str, Any]:
    """Run one client process's share of a load row and return its latencies per operation."""
    C.apply_thread_env()
    return asyncio.run(_client_main(spec))


async def _client_main(spec: dict[str, Any]) -> dict[str, Any]:
    import grpc

    data = np.load(spec["data"])
    queries, centres, sigma = data["queries"], data["centres"], float(data["sigma"])
    rng = np.random.default_rng(spec["seed"])
    lat: dict[str, list[float]] = {"recall": [], "remember": [], "echo": []}
    errors: dict[str, int] = {}
    first_error = ""
    counter = 0

    # More than one connection when asked: the kernel spreads connections (not calls) over
    # the processes sharing a port (serve --readers), so one connection would reach one.
    extra = [
        grpc.aio.insecure_channel(
            spec["address"], options=[*C.CHANNEL_OPTIONS, ("grpc.use_local_subchannel_pool", 1)]
        )
        for _ in range(spec.get("connections", 1) - 1)
    ]
    async with grpc.aio.insecure_channel(spec["address"], options=C.CHANNEL_OPTIONS) as ch:
        await asyncio.wait_for(ch.channel_ready(), 30)
        for other in extra:
            await asyncio.wait_for(other.channel_ready(), 30)
        if spec["kind"] == "echo":
            from memoryd.v1 import memory_pb2 as pb

            stub_echo = ch.unary_unary("/bench.Echo/Echo")
            echo_scope = pb.Scope(user_id="bench-echo")

            async def op() -> str:
                # the client work of a Recall call (noisy vector, request built and serialised)
                # so that echo differs from Recall by the server's work only
                q = queries[int(rng.integers(len(queries)))] + 1e-3 * rng.standard_normal(
                    queries.shape[1], dtype=np.float32
                )
                q /= np.linalg.norm(q)
                req = pb.RecallRequest(scope=echo_scope, embedding=q.tolist(), top_k=10)
                await stub_echo(req.SerializeToString(), timeout=30)
                return "echo"

        else:
            from memoryd.v1 import memory_pb2 as pb
            from memoryd.v1 import memory_pb2_grpc as pbg

            stubs = [pbg.MemoryServiceStub(c) for c in (ch, *extra)]
            scope = pb.Scope(user_id=spec["user"])
            top_k = spec["top_k"]
            mix = spec["recall_share"]
            tag = spec["tag"]

            async def op() -> str:
                nonlocal counter
                counter += 1
                stub = stubs[counter % len(stubs)]
                if rng.random() < mix:
                    # a unique vector per call (a query plus tiny noise): the server's recall
                    # cache, keyed by the vector, must never answer a benchmark query
                    q = queries[int(rng.integers(len(queries)))] + 1e-3 * rng.standard_normal(
                        queries.shape[1], dtype=np.float32
                    )
                    q /= np.linalg.norm(q)
                    await stub.Recall(
                        pb.RecallRequest(scope=scope, embedding=q.tolist(), top_k=top_k),
                        timeout=60,
                    )
                    return "recall"
                # a fresh vector near a random centre: a new memory, never a duplicate
                v = centres[int(rng.integers(len(centres)))] + sigma * rng.standard_normal(
                    centres.shape[1], dtype=np.float32
                )
                v /= np.linalg.norm(v)
                await stub.Remember(
                    pb.RememberRequest(
                        scope=scope, content=f"load memory {tag}-{counter}", embedding=v.tolist()
                    ),
                    timeout=60,
                )
                return "remember"

        for _ in range(spec["warmup"]):
            try:
                await op()
            except grpc.aio.AioRpcError:
                pass
        delay = spec["start_at"] - time.time()
        if delay > 0:
            await asyncio.sleep(delay)
        t_start = time.perf_counter()
        deadline = t_start + spec["duration"]
        cpu0 = time.process_time()

        async def worker() -> None:
            nonlocal first_error
            while time.perf_counter() < deadline:
                t0 = time.perf_counter()
                try:
                    kind = await op()
                except grpc.aio.AioRpcError as exc:
                    errors[exc.code().name] = errors.get(exc.code().name, 0) + 1
                    first_error = first_error or f"{exc.code().name}: {exc.details()}"
                    continue
                lat[kind].append(time.perf_counter() - t0)

        await asyncio.gather(*(worker() for _ in range(spec["concurrency"])))
        wall = time.perf_counter() - t_start
    for other in extra:
        await other.close()
    return {
        "lat": {k: np.asarray(v) for k, v in lat.items() if v},
        "errors": errors,
        "first_error": first_error,
        "wall_s": wall,
        "cpu_s": time.process_time() - cpu0,
    }


def split(concurrency: int, clients: int) -> list[int]:
    """Return how many calls in flight each client process holds (sums to `concurrency`)."""
    n = max(1, min(clients, concurrency))
    base, extra = divmod(concurrency, n)
    return [base + (1 if i < extra else 0) for i in range(n)]


def _memoryd_row(address: str, data_path: Path, cfg: argparse.Namespace) -> dict[str, Any]:
    """Return what every client of a memoryd row is told: where, whose pool, which data."""
    return {
        "kind": "memoryd",
        "address": address,
        "user": USER,
        "top_k": TOP_K,
        "data": str(data_path),
        "seed": cfg.seed,
        "warmup": cfg.warmup,
    }


def run_row(
    pool: ProcessPoolExecutor,
    server_pid: int,
    base_spec: dict[str, Any],
    concurrency: int,
    clients: int,
    duration: float,
    desc: str,
) -> dict[str, Any]:
    """Run one (workload, concurrency) row across client processes and return its summary."""
    shares = split(concurrency, clients)
    start_at = time.time() + 1.5  # every process connected and warmed before the clock starts
    specs = [
        {
            **base_spec,
            "concurrency": n,
            "duration": duration,
            "start_at": start_at,
            "seed": base_spec["seed"] * 100 + i,
            "tag": f"{base_spec['tag']}-c{concurrency}-p{i}",
        }
        for i, n in enumerate(shares)
    ]
    futs = [pool.submit(_client_proc, s) for s in specs]
    time.sleep(max(0.0, start_at - time.time()))
    cpu0 = H.tree_cpu_seconds(server_pid)
    with H.timed_bar(duration, desc):
        outs = [f.result() for f in futs]
    srv_cpu = H.tree_cpu_seconds(server_pid) - cpu0
    wall = max(o["wall_s"] for o in outs)
    lat: dict[str, list[np.ndarray]] = {}
    errors: dict[str, int] = {}
    first_error = ""
    for o in outs:
        for k, v in o["lat"].items():
            lat.setdefault(k, []).append(v)
        for k, v in o["errors"].items():
            errors[k] = errors.get(k, 0) + v
        first_error = first_error or o["first_error"]
    ops = {}
    total = 0
    for k, parts in lat.items():
        arr = np.concatenate(parts)
        total += arr.size
        ops[k] = {**H.latency_summary(arr), "qps": round(arr.size / wall, 1)}
    return {
        "concurrency": concurrency,
        "client_processes": len(shares),
        "wall_s": round(wall, 2),
        "calls": total,
        "qps": round(total / wall, 1) if wall else None,
        "ops": ops,
        "errors": errors,
        "first_error": first_error,
        "server_cpu_pct": round(100 * srv_cpu / wall, 1) if wall else None,
        "client_cpu_pct": round(100 * sum(o["cpu_s"] for o in outs) / wall, 1) if wall else None,
        "server_rss_mib": round(H.tree_rss_bytes(server_pid) / 2**20, 1),
    }


# ============================================================================ processes

_ROUNDS = 2  # rows per process count, interleaved (1, 2, 1, 2): drift hits both alike


def _settle_tree(pid: int, max_s: float, busy_pct: float = 10.0) -> float:
    """Wait until ``pid`` and its children (readers indexing the preload) use < busy_pct % of
    a core over 1 s, at most max_s; return the seconds waited."""
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < max_s:
        c0 = H.tree_cpu_seconds(pid)
        time.sleep(1.0)
        if 100 * (H.tree_cpu_seconds(pid) - c0) < busy_pct:
            break
    return time.perf_counter() - t0


def processes_rows(
    cfg: argparse.Namespace,
    pool: ProcessPoolExecutor,
    stored: np.ndarray,
    data_path: Path,
    out_dir: Path,
) -> dict[str, Any]:
    """Return recall rows at --processes-concurrency for each --processes count (a writer
    and count - 1 readers on one port: serve --readers), every server preloaded alike and
    alive together, rows interleaved."""
    from bench import v01

    conc = cfg.processes_concurrency
    servers: dict[int, C.ServerProcess] = {}
    out: dict[str, Any] = {"concurrency": conc, "rounds": _ROUNDS, "rows": {}}
    try:
        for n in cfg.processes:
            ns = server_namespace(cfg)
            ns.server_args = f"{cfg.server_args or ''} --readers {n - 1}".strip()
            srv = servers[n] = v01.spawn_memoryd(ns, f"load-p{n}", "none", out_dir)
            pre = asyncio.run(preload(srv.address, USER, stored, 500, f"processes {n}: preload"))
            out.setdefault("preload_items_per_s", {})[n] = pre.get("items_per_s")
            out.setdefault("settle_s", {})[n] = round(_settle_tree(srv.pid, cfg.settle), 1)
        for r in range(_ROUNDS):
            for n, srv in servers.items():
                row = run_row(
                    pool,
                    srv.pid,
                    {
                        **_memoryd_row(srv.address, data_path, cfg),
                        "recall_share": 1.0,
                        "tag": f"p{n}-r{r}",
                        "connections": 8,
                    },
                    conc,
                    cfg.clients,
                    cfg.duration,
                    f"processes {n}: recall c={conc} (round {r + 1})",
                )
                out["rows"].setdefault(str(n), []).append(row)
    finally:
        for srv in servers.values():
            srv.stop()
    return out


# ============================================================================ floors


def faiss_floor(
    stored: np.ndarray, queries: np.ndarray, truth: np.ndarray, n: int
) -> dict[str, Any]:
    """Return single-thread, one-query-at-a-time faiss HNSW latency and recall@10 with memoryd's
    HNSW settings on `stored` (the engine floor: no gRPC, no scoring, no storage)."""
    import faiss

    from bench import v01

    faiss.omp_set_num_threads(1)
    index = faiss.IndexHNSWFlat(stored.shape[1], HNSW_M, faiss.METRIC_INNER_PRODUCT)
    index.hnsw.efConstruction = HNSW_EFC
    t0 = time.perf_counter()
    bar = H.progress(len(stored), "faiss floor: build", unit="vec")
    for s in range(0, len(stored), 5000):
        index.add(stored[s : s + 5000])
        bar.update(min(5000, len(stored) - s))
    bar.close()
    build_s = time.perf_counter() - t0
    index.hnsw.efSearch = HNSW_EFS
    q = queries[:n]
    lat = np.empty(len(q))
    found = []
    for i in range(len(q)):
        t1 = time.perf_counter()
        _, ids = index.search(q[i : i + 1], TOP_K)
        lat[i] = time.perf_counter() - t1
        found.append(ids[0].tolist())
    return {
        "index": f"HNSWFlat M={HNSW_M} efConstruction={HNSW_EFC} efSearch={HNSW_EFS}, 1 thread",
        "vectors": len(stored),
        "build_s": round(build_s, 2),
        "build_vec_per_s": round(len(stored) / build_s, 1) if build_s else None,
        "queries": len(q),
        **H.latency_summary(lat),
        "recall_at_10": round(v01.recall_at_k(found, truth, TOP_K), 4),
    }


# ============================================================================ the profile


def run(cfg: argparse.Namespace, out_dir: Path) -> dict[str, Any]:
    """Run the load profile and return its JSON section (rows per workload, floors, ratios)."""
    from bench import v01
    from bench.echo_server import spawn_echo

    concs = cfg.concurrency
    gen = v01.ClusteredVectors(cfg.dimension, cfg.centres, 0.75, 0.95, cfg.seed + 11)
    stored = gen.sample(cfg.load_size)
    queries, _ = gen.queries(stored, cfg.load_queries)
    truth = v01.exact_topk(stored, queries, TOP_K)
    data_path = out_dir / "load-data.npz"
    np.savez(data_path, queries=queries, centres=gen.centres, sigma=np.float32(gen.sigma))
    res: dict[str, Any] = {
        "settings": {
            "memories": cfg.load_size,
            "dimension": cfg.dimension,
            "concurrency": concs,
            "duration_s": cfg.duration,
            "client_processes": cfg.clients,
            "workloads": cfg.workloads,
            "top_k": TOP_K,
            "warmup_calls_per_process": cfg.warmup,
        },
        "rows": {},
    }
    ctx = get_context("spawn")
    with ProcessPoolExecutor(max_workers=cfg.clients, mp_context=ctx) as pool:
        # ---- echo floor, same client processes; payload as big as a Recall request
        from memoryd.v1 import memory_pb2 as pb

        payload = len(
            pb.RecallRequest(
                scope=pb.Scope(user_id=USER), embedding=queries[0].tolist(), top_k=TOP_K
            ).SerializeToString()
        )
        echo = spawn_echo("sync", out_dir)
        rows = []
        try:
            for conc in concs:
                rows.append(
                    run_row(
                        pool,
                        echo.pid,
                        {
                            "kind": "echo",
                            "address": echo.address,
                            "payload_bytes": payload,
                            "data": str(data_path),
                            "seed": cfg.seed,
                            "warmup": cfg.warmup,
                            "tag": "echo",
                        },
                        conc,
                        cfg.clients,
                        cfg.duration,
                        f"load: echo c={conc}",
                    )
                )
        finally:
            echo.stop()
        res["echo"] = {
            "payload_bytes": payload,
            "server": "sync ThreadPool",
            "client_work": "builds and serialises a Recall request per call, like the Recall rows",
            "rows": rows,
        }

        # ---- faiss floor in this process
        res["faiss"] = faiss_floor(stored, queries, truth, min(len(queries), cfg.faiss_queries))

        # ---- memoryd
        srv = spawn(cfg, "load", out_dir)
        try:
            with H.Sampler(srv.pid, label="memoryd (load profile)") as samp:
                samp.mark("preload")
                res["preload"] = asyncio.run(
                    preload(srv.address, USER, stored, 500, "load: preload", server_pid=srv.pid)
                )
                ids = res["preload"].pop("ids")
                res["preload"]["settle_s"] = round(v01.wait_idle(srv, cfg.settle), 1)
                res["recall_at_10_c1"] = asyncio.run(
                    recall_quality(srv.address, USER, queries, truth, ids, cfg.faiss_queries)
                )
                base = _memoryd_row(srv.address, data_path, cfg)
                for wl in cfg.workloads:
                    rows = []
                    for conc in concs:
                        samp.mark(f"{wl} c={conc}")
                        rows.append(
                            run_row(
                                pool,
                                srv.pid,
                                {**base, "recall_share": WORKLOADS[wl], "tag": wl},
                                conc,
                                cfg.clients,
                                cfg.duration,
                                f"load: {wl} c={conc}",
                            )
                        )
                    res["rows"][wl] = rows
            res["rss_series"] = samp.as_dict()
        finally:
            res["server_exit_code"] = srv.stop()
        if cfg.processes:
            res["processes"] = processes_rows(cfg, pool, stored, data_path, out_dir)
    data_path.unlink(missing_ok=True)
    res["ratios"] = floor_ratios(res)
    return res


async def recall_quality(
    address: str,
    user: str,
    queries: np.ndarray,
    truth: np.ndarray,
    ids: list[str | None],
    n: int,
) -> dict[str, Any]:
    """Return recall@10 of memoryd's Recall (as ranked by the server) vs exact top 10 over the
    first `n` queries, sequential (c=1), with their latency summary."""
    import grpc

    from bench import v01
    from memoryd.v1 import memory_pb2 as pb
    from memoryd.v1 import memory_pb2_grpc as pbg

    row_of = {mid: i for i, mid in enumerate(ids) if mid is not None}
    found: list[list[int] | None] = []
    lat = []
    async with grpc.aio.insecure_channel(address, options=C.CHANNEL_OPTIONS) as ch:
        stub = pbg.MemoryServiceStub(ch)
        for q in queries[:n]:
            req = pb.RecallRequest(scope=pb.Scope(user_id=user), embedding=q.tolist(), top_k=TOP_K)
            t0 = time.perf_counter()
            try:
                resp = await stub.Recall(req, timeout=60)
            except grpc.aio.AioRpcError:
                found.append(None)
                continue
            lat.append(time.perf_counter() - t0)
            found.append([row_of.get(h.memory.id, -1) for h in resp.hits])
    return {
        "queries": len(found),
        "recall_at_10": round(v01.recall_at_k(found, truth[: len(found)], TOP_K), 4),
        **H.latency_summary(np.asarray(lat)),
    }


def floor_ratios(res: dict[str, Any]) -> list[dict[str, Any]]:
    """Return, per concurrency, memoryd's recall p50/p99 against echo p50/p99 + faiss p50/p99
    (the framework floor plus the engine floor)."""
    echo = {r["concurrency"]: r["ops"].get("echo", {}) for r in res.get("echo", {}).get("rows", [])}
    faiss = res.get("faiss", {})
    out = []
    for r in res.get("rows", {}).get("recall", []):
        rec = r["ops"].get("recall", {})
        e = echo.get(r["concurrency"], {})
        row: dict[str, Any] = {"concurrency": r["concurrency"]}
        for p in ("p50_ms", "p99_ms"):
            floor = (e.get(p) or 0) + (faiss.get(p) or 0)
            row[f"recall_{p}"] = rec.get(p)
            row[f"echo_{p}"] = e.get(p)
            row[f"faiss_{p}"] = faiss.get(p)
            row[f"ratio_{p[:3]}"] = (
                round(rec[p] / floor, 2) if rec.get(p) and e.get(p) and floor else None
            )
        out.append(row)
    return out
