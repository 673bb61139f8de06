"""Shared helpers for the memoryd benchmarks.

Spawning a server process and waiting for its ready file, a bounded closed-loop load generator
(grpc.aio, N calls in flight), percentiles, RSS and CPU time of a process read from /proc, a plain
text table, and the JSON results file. Nothing here imports the tests or the server package: the
benchmarks talk to servers over gRPC on 127.0.0.1 only.
"""

from __future__ import annotations

import asyncio
import datetime as _dt
import importlib.util
import json
import os
import platform
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

BENCH_DIR = Path(__file__).resolve().parent
REPO_DIR = BENCH_DIR.parent
RESULTS_DIR = BENCH_DIR / "results"

# Servers and clients share 2 cores: no spinning OpenMP/BLAS threads (see PERF-NOTES.md).
THREAD_ENV = {"OMP_WAIT_POLICY": "PASSIVE", "OPENBLAS_NUM_THREADS": "1"}

# Large enough for RememberBatch of 500 x 384 floats and its response.
CHANNEL_OPTIONS = [
    ("grpc.max_send_message_length", 64 * 1024 * 1024),
    ("grpc.max_receive_message_length", 64 * 1024 * 1024),
]


def child_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    """The environment for spawned processes: ours plus THREAD_ENV (and `extra`)."""
    env = dict(os.environ)
    env.update(THREAD_ENV)
    env.setdefault("PYTHONUNBUFFERED", "1")
    if extra:
        env.update(extra)
    return env


def apply_thread_env() -> None:
    """Set THREAD_ENV in this process (call before importing numpy-heavy modules matters less:
    OpenBLAS reads it at load time, so the entry points call this first)."""
    for k, v in THREAD_ENV.items():
        os.environ.setdefault(k, v)


# ----------------------------------------------------------------------------- /proc readings


def rss_bytes(pid: int) -> dict[str, int]:
    """VmRSS, VmHWM (peak RSS) and the RSS split (RssAnon: heap; RssFile: mapped files such as
    LMDB pages; RssShmem) of `pid` in bytes, from /proc/PID/status ({} if gone)."""
    out: dict[str, int] = {}
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith(("VmRSS:", "VmHWM:", "RssAnon:", "RssFile:", "RssShmem:")):
                    key, val = line.split(":", 1)
                    out[key] = int(val.split()[0]) * 1024  # reported in kB
    except (FileNotFoundError, ProcessLookupError):
        pass
    return out


def cpu_seconds(pid: int, thread: int | None = None) -> float:
    """User + system CPU seconds consumed so far by `pid` (all its threads), from /proc/PID/stat;
    with `thread`, by that one thread of it (/proc/PID/task/TID/stat)."""
    path = f"/proc/{pid}/stat" if thread is None else f"/proc/{pid}/task/{thread}/stat"
    try:
        with open(path) as f:
            data = f.read()
    except (FileNotFoundError, ProcessLookupError):
        return float("nan")
    fields = data[data.rindex(")") + 2 :].split()  # the comm field may contain spaces
    utime, stime = int(fields[11]), int(fields[12])
    return (utime + stime) / os.sysconf("SC_CLK_TCK")


def num_threads(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("Threads:"):
                    return int(line.split()[1])
    except (FileNotFoundError, ProcessLookupError):
        pass
    return -1


def mib(n: float | None) -> int | None:
    """Bytes -> whole MiB (None stays None)."""
    return None if n is None else round(n / 2**20)


# ----------------------------------------------------------------------------- server processes


@dataclass
class ServerProcess:
    """A server spawned as a subprocess; `address` and `pid` come from its ready file."""

    label: str
    proc: subprocess.Popen[bytes]
    address: str
    pid: int
    log_path: Path
    workdir: Path | None = None  # removed on stop() when we created it
    data_dir: Path | None = None  # the server's data folder, if the caller says
    started_s: float = 0.0  # seconds from spawn to ready

    def rss(self) -> dict[str, int]:
        return rss_bytes(self.pid)

    def cpu(self) -> float:
        return cpu_seconds(self.pid)

    def alive(self) -> bool:
        return self.proc.poll() is None

    def stop(self, timeout: float = 15.0) -> int | None:
        """SIGTERM, wait up to `timeout` seconds, then SIGKILL. Returns the exit code."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        if self.workdir is not None:
            shutil.rmtree(self.workdir, ignore_errors=True)
        return self.proc.returncode

    def log_tail(self, n: int = 30) -> str:
        try:
            lines = self.log_path.read_text(errors="replace").splitlines()
        except FileNotFoundError:
            return ""
        return "\n".join(lines[-n:])


def spawn_server(
    label: str,
    argv: Sequence[str],
    ready_file: Path,
    log_path: Path,
    *,
    timeout: float = 180.0,
    workdir: Path | None = None,
    env_extra: dict[str, str] | None = None,
) -> ServerProcess:
    """Start `argv` (which must write JSON {"address", "pid"} to `ready_file` once serving) and
    wait for the ready file. Output goes to `log_path`. Raises RuntimeError with the log tail if
    the process exits or the file does not appear within `timeout` seconds (`workdir`, if given,
    is removed then, as stop() removes it later otherwise)."""
    ready_file.unlink(missing_ok=True)
    log_path.parent.mkdir(parents=True, exist_ok=True)
    log = open(log_path, "wb")  # noqa: SIM115 - owned by the child from here on
    t0 = time.perf_counter()
    proc = subprocess.Popen(
        list(argv),
        stdout=log,
        stderr=subprocess.STDOUT,
        stdin=subprocess.DEVNULL,
        env=child_env(env_extra),
        cwd=str(REPO_DIR),
    )
    log.close()
    deadline = t0 + timeout
    info = None
    while time.perf_counter() < deadline:
        if proc.poll() is not None:
            break
        if ready_file.exists():
            try:
                info = json.loads(ready_file.read_text())
                if "address" in info:
                    break
            except (json.JSONDecodeError, OSError):
                pass  # partly written: try again
            info = None
        time.sleep(0.05)
    if info is None:
        if proc.poll() is None:
            proc.kill()
            proc.wait(5)
        tail = log_path.read_text(errors="replace")[-3000:] if log_path.exists() else ""
        if workdir is not None:
            shutil.rmtree(workdir, ignore_errors=True)
        raise RuntimeError(
            f"server {label!r} not ready after {time.perf_counter() - t0:.1f} s "
            f"(exit code {proc.returncode}); argv={list(argv)}\n--- log tail ---\n{tail}"
        )
    return ServerProcess(
        label=label,
        proc=proc,
        address=str(info["address"]),
        pid=int(info.get("pid", proc.pid)),
        log_path=log_path,
        workdir=workdir,
        started_s=time.perf_counter() - t0,
    )


def dir_bytes(path: Path | None) -> int | None:
    """Bytes allocated on disk under `path` (like du), None if unknown."""
    if path is None or not path.exists():
        return None
    total = 0
    for p in path.rglob("*"):
        try:
            st = p.lstat()
        except FileNotFoundError:
            continue
        if p.is_file():
            total += st.st_blocks * 512
    return total


def timestamp(t: float) -> Any:
    """Return ``t`` (seconds since the epoch) as a protobuf Timestamp, to the microsecond."""
    from google.protobuf.timestamp_pb2 import Timestamp

    ts = Timestamp()
    ts.FromMicroseconds(int(round(t * 1e6)))
    return ts


def load_module(path: Path, script: str) -> Any:
    """Return the Python data file at ``path`` loaded as a module; SystemExit naming ``script``
    when it is missing."""
    if not path.exists():
        raise SystemExit(f"{script}: {path} is missing (merge main for the held-out set)")
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def make_tempdir(prefix: str) -> Path:
    return Path(tempfile.mkdtemp(prefix=prefix))


def serve_default(label: str, out: Path, timeout: float = 180.0) -> ServerProcess:
    """Return a `memoryd serve` with its default settings on a fresh data folder on loopback
    (removed when it stops), logging to ``out/server-<label>.log``; says when it is ready."""
    tmp = make_tempdir(f"memoryd-bench-{label}-")
    (tmp / "data").mkdir()
    exe = Path(sys.executable).parent / "memoryd"
    argv = [str(exe), "serve", "--listen", "127.0.0.1:0", "--data-dir", str(tmp / "data"),
            "--ready-file", str(tmp / "ready.json")]  # fmt: skip
    srv = spawn_server(label, argv, tmp / "ready.json", out / f"server-{label}.log",
                       timeout=timeout, workdir=tmp)  # fmt: skip
    print(f"[memoryd] ready in {srv.started_s:.1f} s", flush=True)
    return srv


# ----------------------------------------------------------------------------- load generation


@dataclass
class LoadResult:
    """What a closed-loop run measured. Latencies are in seconds, in completion order."""

    concurrency: int
    calls: int  # successful calls counted
    errors: Counter[str]
    wall_s: float
    latencies: np.ndarray
    results: list[Any] = field(default_factory=list)  # per call index, if kept
    ends: np.ndarray | None = None  # completion times (s from the start), same order as latencies
    client_cpu_s: float = 0.0
    server_cpu_s: float = float("nan")
    first_error: str = ""

    @property
    def qps(self) -> float:
        return self.calls / self.wall_s if self.wall_s > 0 else float("nan")

    def summary(self) -> dict[str, Any]:
        p = percentiles_ms(self.latencies)
        return {
            "concurrency": self.concurrency,
            "calls": self.calls,
            "errors": dict(self.errors),
            "first_error": self.first_error,
            "wall_s": round(self.wall_s, 4),
            "qps": round(self.qps, 1),
            **p,
            "client_cpu_pct": round(100 * self.client_cpu_s / self.wall_s, 1)
            if self.wall_s
            else None,
            "server_cpu_pct": round(100 * self.server_cpu_s / self.wall_s, 1)
            if self.wall_s and self.server_cpu_s == self.server_cpu_s
            else None,
        }


async def closed_loop(
    call: Callable[[int], Awaitable[Any]],
    *,
    concurrency: int,
    count: int | None = None,
    duration: float | None = None,
    warmup_calls: int = 0,
    keep_results: bool = False,
    server_pid: int | None = None,
    max_calls: int = 1_000_000,
) -> LoadResult:
    """Run `call(i)` from `concurrency` coroutines, each issuing its next call as soon as the
    previous one returns (closed loop), until `count` calls were issued or `duration` seconds
    passed (whichever comes first; `max_calls` bounds duration runs). `warmup_calls` calls
    (indices 0..warmup_calls-1 of a separate sequence) run first at the same concurrency and are
    not counted. With `keep_results`, results[i] holds what call(i) returned (None on error)."""
    if count is None and duration is None:
        raise ValueError("closed_loop needs count or duration: the loop must be bounded")
    limit = min(count if count is not None else max_calls, max_calls)

    if warmup_calls:
        await closed_loop(call, concurrency=concurrency, count=warmup_calls)

    lat = np.zeros(limit, dtype=np.float64)
    ends = np.zeros(limit, dtype=np.float64)
    done = 0
    errors: Counter[str] = Counter()
    first_error = ""
    results: list[Any] = [None] * limit if keep_results else []
    next_i = 0
    deadline = float("inf") if duration is None else time.perf_counter() + duration

    async def worker() -> None:
        nonlocal next_i, done, first_error
        while next_i < limit and time.perf_counter() < deadline:
            i = next_i
            next_i += 1
            t0 = time.perf_counter()
            try:
                r = await call(i)
            except Exception as exc:  # noqa: BLE001 - counted and reported, never fatal
                code = getattr(exc, "code", None)
                name = code().name if callable(code) else type(exc).__name__
                errors[name] += 1
                if not first_error:
                    details = getattr(exc, "details", None)
                    first_error = f"{name}: {details() if callable(details) else exc}"
                continue
            t1 = time.perf_counter()
            lat[done] = t1 - t0
            ends[done] = t1 - start
            done += 1
            if keep_results:
                results[i] = r

    cpu0 = time.process_time()
    scpu0 = cpu_seconds(server_pid) if server_pid else float("nan")
    start = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(concurrency)))
    wall = time.perf_counter() - start
    scpu = cpu_seconds(server_pid) - scpu0 if server_pid else float("nan")
    return LoadResult(
        concurrency=concurrency,
        calls=done,
        errors=errors,
        wall_s=wall,
        latencies=lat[:done].copy(),
        ends=ends[:done].copy(),
        results=results[:next_i] if keep_results else [],
        client_cpu_s=time.process_time() - cpu0,
        server_cpu_s=scpu,
        first_error=first_error,
    )


# ----------------------------------------------------------------------------- stats and output


def percentiles_ms(lat_s: np.ndarray, qs: Sequence[float] = (50, 90, 99)) -> dict[str, float]:
    """{"p50_ms", "p90_ms", "p99_ms", "mean_ms", "max_ms"} of latencies given in seconds."""
    if len(lat_s) == 0:
        return {f"p{q:g}_ms": float("nan") for q in qs}
    ms = np.asarray(lat_s) * 1e3
    out = {f"p{q:g}_ms": round(float(np.percentile(ms, q)), 4) for q in qs}
    out["mean_ms"] = round(float(ms.mean()), 4)
    out["max_ms"] = round(float(ms.max()), 4)
    return out


def fmt(x: Any, digits: int = 2) -> str:
    if x is None:
        return "-"
    if isinstance(x, float):
        if x != x:
            return "nan"
        if abs(x) >= 1000:
            return f"{x:,.0f}"
        if abs(x) >= 10:
            return f"{x:.1f}"
        if x == round(x, 1):
            return f"{x:.1f}"  # already rounded by the caller (CPU %, ratios)
        return f"{x:.{max(digits, 3)}f}"
    if isinstance(x, int):
        return f"{x:,}"
    return str(x)


def table(headers: Sequence[str], rows: Sequence[Sequence[Any]], title: str = "") -> str:
    """A plain-text table, numbers right-aligned (markdown-compatible pipes)."""
    cells = [[fmt(c) for c in row] for row in rows]
    widths = [len(h) for h in headers]
    for row in cells:
        for j, c in enumerate(row):
            widths[j] = max(widths[j], len(c))

    def line(cols: Sequence[str], raw: Sequence[Any] | None = None) -> str:
        parts = []
        for j, c in enumerate(cols):
            numeric = raw is not None and isinstance(raw[j], (int, float))
            parts.append(c.rjust(widths[j]) if numeric else c.ljust(widths[j]))
        return "| " + " | ".join(parts) + " |"

    out = []
    if title:
        out.append(f"\n{title}")
    out.append(line(headers))
    out.append("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for raw, row in zip(rows, cells, strict=True):
        out.append(line(row, raw))
    return "\n".join(out)


def print_table(headers: Sequence[str], rows: Sequence[Sequence[Any]], title: str = "") -> None:
    print(table(headers, rows, title), flush=True)


def environment() -> dict[str, Any]:
    """Versions and machine facts recorded with every results file."""
    import grpc

    env: dict[str, Any] = {
        "time_utc": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "cpus": os.cpu_count(),
        "grpcio": grpc.__version__,
        "numpy": np.__version__,
        "thread_env": THREAD_ENV,
    }
    try:
        import google.protobuf

        env["protobuf"] = google.protobuf.__version__
    except ImportError:
        pass
    env["source_digest"] = source_digest()
    try:
        rev = subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=REPO_DIR, capture_output=True, text=True, timeout=5
        )
        env["git_commit"] = rev.stdout.strip() if rev.returncode == 0 else None
    except OSError:
        env["git_commit"] = None
    return env


def source_digest() -> str:
    """A short sha256 over core/, server/ and proto/ sources: which server code a result came from
    (the working tree may be ahead of the last commit)."""
    import hashlib

    h = hashlib.sha256()
    for sub in ("core", "server", "proto"):
        for path in sorted((REPO_DIR / sub).rglob("*")):
            if path.suffix in (".py", ".proto") and path.is_file():
                h.update(str(path.relative_to(REPO_DIR)).encode() + b"\0" + path.read_bytes())
    return h.hexdigest()[:16]


def results_dir(name: str, override: str | None = None) -> Path:
    d = Path(override) if override else RESULTS_DIR / name
    d.mkdir(parents=True, exist_ok=True)
    return d


def write_json(path: Path, data: Any) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=2, ensure_ascii=False, default=_json_default) + "\n")
    tmp.replace(path)
    return path


def _json_default(o: Any) -> Any:
    if isinstance(o, np.integer):
        return int(o)
    if isinstance(o, np.floating):
        return float(o)
    if isinstance(o, np.ndarray):
        return o.tolist()
    if isinstance(o, Path):
        return str(o)
    if isinstance(o, Counter):
        return dict(o)
    raise TypeError(f"not JSON serialisable: {type(o).__name__}")


def parse_int_list(s: str) -> list[int]:
    """'1,8,32' -> [1, 8, 32]; accepts 10k / 100k / 1m suffixes."""
    out = []
    for part in s.split(","):
        part = part.strip().lower()
        if not part:
            continue
        mult = 1
        if part.endswith("k"):
            mult, part = 1000, part[:-1]
        elif part.endswith("m"):
            mult, part = 1_000_000, part[:-1]
        out.append(int(float(part) * mult))
    return out
