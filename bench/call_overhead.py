"""What one call costs around the engine: the gRPC echo beside memoryd calls that do almost
nothing, and a Recall in a small pool with where its server CPU goes by thread.

One memoryd server (``--server-python``: another tree's venv python, for an A/B; embedder
``none``, 384-d, maintenance off so that no pass moves memories between tiers meanwhile) and
the sync echo server of bench/echo_server.py, one client, one call at a time:

- echo of a Recall request's bytes (the floor: gRPC and the client's own work);
- Stats and Recall of a pool that does not exist (the server's interceptors, conversion and an
  engine call that returns at once);
- Recall in a pool of ``--n`` random unit vectors, each query a stored vector plus noise, each
  asked once (the recall cache never answers);
- the server's CPU per Recall of the last phase by thread, from /proc (names from py-spy dump
  when py-spy is installed): the handler's worker thread and grpc's serving thread;
- the same pool and queries in a ``MemoryEngine`` in this process (this tree's engine), the
  thread CPU of one Recall: what the engine costs without the server around it.

    python -m bench.call_overhead                                   # ~1 min
    python -m bench.call_overhead --server-python /other/tree/.venv/bin/python
"""

from __future__ import annotations

import os

# As the server runs (server/cli.py): one BLAS thread, OpenMP threads that do not spin. Set
# before numpy and faiss load, for the in-process engine.
for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_name, "1")
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

import argparse  # noqa: E402
import re  # noqa: E402
import shutil  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable  # noqa: E402
from pathlib import Path  # noqa: E402

import grpc  # noqa: E402
import numpy as np  # noqa: E402

from bench import _common as C  # noqa: E402
from memoryd.v1 import memory_pb2 as pb  # noqa: E402
from memoryd.v1 import memory_pb2_grpc as pb_grpc  # noqa: E402

DIM = 384
QUIET = {  # no maintenance pass during the run (it demotes short texts to the long tier)
    "MEMORYD_ENGINE__TIERS__MAINTENANCE_INTERVAL_S": "100000",
    "MEMORYD_ENGINE__TIERS__MAINTENANCE_PRESSURE_CHECK_S": "100000",
}


def _percentiles(call: Callable[[], object], n: int, warm: int = 200) -> str:
    for _ in range(warm):
        call()
    lat = []
    for _ in range(n):
        t0 = time.perf_counter()
        call()
        lat.append(time.perf_counter() - t0)
    ms = C.percentiles_ms(np.array(lat), (50, 90))
    return f"p50 {ms['p50_ms']:.3f} ms, p90 {ms['p90_ms']:.3f} ms"


def _row(label: str, figures: str) -> None:
    print(f"{label:<28} {figures}")


def _thread_cpu(pid: int) -> dict[str, float]:
    """Return the CPU seconds of each thread of ``pid`` by thread id (a thread gone: left out)."""
    spent = {tid: C.cpu_seconds(pid, int(tid)) for tid in os.listdir(f"/proc/{pid}/task")}
    return {tid: cpu for tid, cpu in spent.items() if cpu == cpu}  # NaN: gone meanwhile


def _thread_names(pid: int, python: str) -> dict[str, str]:
    spy = shutil.which("py-spy", path=str(Path(python).parent)) or shutil.which("py-spy")
    if spy is None:
        return {}
    dump = subprocess.run([spy, "dump", "--pid", str(pid)], capture_output=True, text=True)
    return dict(re.findall(r'Thread (\d+) \(\w+\): "([^"]+)"', dump.stdout))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--server-python", default=sys.executable)
    parser.add_argument("--n", type=int, default=3000, help="memories in the pool")
    parser.add_argument("--calls", type=int, default=2000, help="calls timed per row")
    args = parser.parse_args(argv)
    work = C.make_tempdir("call-overhead-")
    echo = C.spawn_server(
        "echo",
        [sys.executable, "-m", "bench.echo_server", "--serve", "sync",
         "--ready-file", str(work / "echo.json")],
        work / "echo.json", work / "echo.log",
    )  # fmt: skip
    srv = C.spawn_server(
        "memoryd",
        [args.server_python, "-m", "memoryd.server", "serve", "--listen", "127.0.0.1:0",
         "--data-dir", str(work / "data"), "--embedder", "none", "--dimension", str(DIM),
         "--ready-file", str(work / "ready.json"), "--log-level", "warning"],
        work / "ready.json", work / "memoryd.log", timeout=300, env_extra=QUIET,
    )  # fmt: skip
    rng = np.random.default_rng(0)
    stored = rng.normal(size=(args.n, DIM)).astype(np.float32)
    stored /= np.linalg.norm(stored, axis=1, keepdims=True)
    asked = stored[np.arange(args.calls + 400) % args.n]
    asked = asked + rng.normal(size=asked.shape).astype(np.float32) * 0.05
    nobody = pb.Scope(user_id="nobody")

    def timed(call: Callable[[], object]) -> str:
        return _percentiles(call, args.calls)

    empty = pb.RecallRequest(scope=nobody, embedding=asked[0].tolist(), top_k=10)
    try:
        with grpc.insecure_channel(echo.address, options=C.CHANNEL_OPTIONS) as channel:
            call = channel.unary_unary("/bench.Echo/Echo")
            body = empty.SerializeToString()
            _row("echo of a Recall's bytes", timed(lambda: call(body, timeout=10)))
        with grpc.insecure_channel(srv.address, options=C.CHANNEL_OPTIONS) as channel:
            stub = pb_grpc.MemoryServiceStub(channel)
            stats = pb.StatsRequest(scope=nobody)
            _row("Stats, no such pool", timed(lambda: stub.Stats(stats, timeout=10)))
            _row("Recall, no such pool", timed(lambda: stub.Recall(empty, timeout=10)))
            scope = pb.Scope(user_id="u")
            for s in range(0, args.n, 500):
                items = [pb.RememberRequest(scope=scope, content=f"memory {i} of the pool",
                                            embedding=stored[i].tolist())
                         for i in range(s, min(args.n, s + 500))]  # fmt: skip
                stub.RememberBatch(pb.RememberBatchRequest(items=items), timeout=600)
            queries = iter(asked)

            def recall() -> None:
                request = pb.RecallRequest(scope=scope, embedding=next(queries).tolist(), top_k=10)
                stub.Recall(request, timeout=10)

            before, started = _thread_cpu(srv.pid), time.perf_counter()
            line = timed(recall)
            after, wall = _thread_cpu(srv.pid), time.perf_counter() - started
            _row(f"Recall, {args.n} memories", line)
            names = _thread_names(srv.pid, args.server_python)
            calls = args.calls + 200
            print(f"server CPU a Recall by thread (wall {wall / calls * 1e3:.3f} ms a call; the")
            print("handler runs on any of the rpc threads):")
            for tid, cpu in sorted(after.items(), key=lambda kv: before.get(kv[0], 0) - kv[1]):
                spent = cpu - before.get(tid, 0.0)
                if spent / calls >= 1e-5:
                    print(f"  {names.get(tid, tid):<28} {spent / calls * 1e3:.3f} ms")
    finally:
        srv.stop()
        echo.stop()
    _in_process(stored, asked, args.calls, work)
    return 0


def _in_process(stored: np.ndarray, asked: np.ndarray, calls: int, work: Path) -> None:
    """Print the thread CPU of one Recall of the same pool in a MemoryEngine here."""
    from memoryd.core.config import EngineConfig, TierConfig
    from memoryd.core.engine import MemoryEngine
    from memoryd.core.types import MemoryInput, RecallQuery, Scope

    quiet = TierConfig(maintenance_interval_s=1e5, maintenance_pressure_check_s=1e5)
    config = EngineConfig(embedder="none", dimension=DIM, tiers=quiet)
    engine = MemoryEngine(work / "in-process", config)
    try:
        scope = Scope("u")
        for s in range(0, len(stored), 500):
            engine.remember_batch([
                MemoryInput(scope=scope, content=f"memory {i} of the pool", embedding=stored[i])
                for i in range(s, min(len(stored), s + 500))
            ])  # fmt: skip
        for v in asked[:200]:
            engine.recall(RecallQuery(scope, embedding=v, top_k=10))
        started = time.thread_time()
        for v in asked[200 : 200 + calls]:
            engine.recall(RecallQuery(scope, embedding=v, top_k=10))
        spent = (time.thread_time() - started) / calls
        _row("in-process MemoryEngine", f"{spent * 1e3:.3f} ms of thread CPU a Recall")
    finally:
        engine.close()


if __name__ == "__main__":
    raise SystemExit(main())
