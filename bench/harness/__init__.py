"""Pieces shared by the `python -m bench` profiles (load, scale, quality, peers).

Percentiles in the harness's own shape (p50/p95/p99/max), a progress bar that degrades to
nothing when tqdm is missing, a background sampler of a process tree's RSS and CPU over time,
and a runner for the other bench scripts (`python -m bench.NAME --out-dir DIR ...`) whose
results.json the harness reads back. Import-light on purpose (numpy only): the unit tests
import it without the bench extra installed.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np

from bench import _common as C

# What every load row reports, in this order (ms).
PCTS: tuple[float, ...] = (50, 95, 99)


def latency_summary(lat_s: Sequence[float] | np.ndarray) -> dict[str, float | int | None]:
    """Return {"n", "p50_ms", "p95_ms", "p99_ms", "max_ms", "mean_ms"} of latencies in seconds
    (None for each figure when there are no samples, so JSON stays valid)."""
    arr = np.asarray(lat_s, dtype=np.float64)
    if arr.size == 0:
        out: dict[str, float | int | None] = {f"p{q:g}_ms": None for q in PCTS}
        out.update(n=0, max_ms=None, mean_ms=None)
        return out
    ms = arr * 1e3
    out = {f"p{q:g}_ms": round(float(np.percentile(ms, q)), 4) for q in PCTS}
    out["max_ms"] = round(float(ms.max()), 4)
    out["mean_ms"] = round(float(ms.mean()), 4)
    out["n"] = int(arr.size)
    return out


# ----------------------------------------------------------------------------- progress bars


class _NoBar:
    """Stand-in for tqdm when it is not installed: same calls, no output."""

    def __init__(self, *_: Any, **__: Any) -> None:
        self.n = 0

    def update(self, n: int = 1) -> None:
        self.n += n

    def set_postfix_str(self, s: str) -> None:
        pass

    def close(self) -> None:
        pass


def progress(total: int | None, desc: str, unit: str = "it") -> Any:
    """Return a tqdm bar (on stderr; a no-op object without tqdm or with BENCH_NO_PROGRESS=1)."""
    if os.environ.get("BENCH_NO_PROGRESS") == "1":
        return _NoBar()
    try:
        from tqdm import tqdm
    except ImportError:
        return _NoBar()
    # disable=None: bars on a terminal only, so logs and CI output stay readable
    return tqdm(
        total=total,
        desc=desc,
        unit=unit,
        leave=False,
        dynamic_ncols=True,
        mininterval=0.5,
        disable=None,
    )


@contextmanager
def timed_bar(seconds: float, desc: str) -> Iterator[None]:
    """Show a bar that fills over `seconds` of wall time while the body runs (for phases whose
    progress is only known as time: fixed-duration load rows)."""
    bar = progress(max(1, round(seconds)), desc, unit="s")
    stop = threading.Event()

    def tick() -> None:
        t0 = time.monotonic()
        shown = 0
        while not stop.wait(0.5):
            now = min(int(time.monotonic() - t0), bar.total or 0) if hasattr(bar, "total") else 0
            if now > shown:
                bar.update(now - shown)
                shown = now

    th = threading.Thread(target=tick, daemon=True)
    th.start()
    try:
        yield
    finally:
        stop.set()
        th.join()
        bar.close()


# ----------------------------------------------------------------------------- process readings


def tree_pids(pid: int) -> list[int]:
    """Return `pid` and all its descendants (from /proc; [] if `pid` is gone)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                data = f.read()
        except OSError:
            continue
        ppid = int(data[data.rindex(")") + 2 :].split()[1])
        children.setdefault(ppid, []).append(int(entry))
    if not os.path.exists(f"/proc/{pid}"):
        return []
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        todo.extend(children.get(p, []))
    return out


def tree_rss_bytes(pid: int) -> int:
    """Return the summed VmRSS of `pid` and its descendants (shared pages counted in each, so
    an upper bound for multi-process servers such as PostgreSQL)."""
    return sum(C.rss_bytes(p).get("VmRSS", 0) for p in tree_pids(pid))


def tree_cpu_seconds(pid: int) -> float:
    """Return user + system CPU seconds of `pid` and its live descendants."""
    total = 0.0
    for p in tree_pids(pid):
        c = C.cpu_seconds(p)
        if c == c:
            total += c
    return total


class Sampler:
    """Samples a process tree's RSS (MiB) every `interval` s in a thread: the RSS-over-time plot.

    Use as a context manager; `mark(label)` notes a phase boundary at the current time."""

    def __init__(self, pid: int, interval: float = 0.5, label: str = "") -> None:
        self.pid = pid
        self.interval = interval
        self.label = label
        self.t: list[float] = []
        self.rss_mib: list[float] = []
        self.marks: list[tuple[float, str]] = []
        self._stop = threading.Event()
        self._t0 = time.monotonic()
        self._th = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while True:
            self.sample()
            if self._stop.wait(self.interval):
                break

    def sample(self) -> None:
        rss = tree_rss_bytes(self.pid)
        if rss:
            self.t.append(round(time.monotonic() - self._t0, 2))
            self.rss_mib.append(round(rss / 2**20, 1))

    def mark(self, label: str) -> None:
        self.marks.append((round(time.monotonic() - self._t0, 2), label))

    def __enter__(self) -> Sampler:
        self._th.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._stop.set()
        self._th.join()
        self.sample()

    def as_dict(self) -> dict[str, Any]:
        """Return the series as JSON-ready lists: {"label", "t_s", "rss_mib", "marks"}."""
        return {
            "label": self.label,
            "t_s": self.t,
            "rss_mib": self.rss_mib,
            "marks": [{"t_s": t, "label": lab} for t, lab in self.marks],
            "peak_mib": max(self.rss_mib) if self.rss_mib else None,
        }


# ----------------------------------------------------------------------------- other bench scripts


def _rel(path: Path) -> str:
    """Return `path` relative to the checkout when it is inside it (reports travel)."""
    try:
        return str(path.resolve().relative_to(C.REPO_DIR))
    except ValueError:
        return str(path)


def bench_module_exists(name: str) -> bool:
    """Return whether bench/NAME.py exists (scripts other engineers are still writing)."""
    return (C.BENCH_DIR / f"{name}.py").is_file()


def script_flags(name: str) -> set[str]:
    """Return the long options of `python -m bench.NAME` (from its --help; empty if that
    fails). The harness adapts to each script's own flags instead of asking them to change."""
    try:
        out = subprocess.run(
            [sys.executable, "-m", f"bench.{name}", "--help"],
            capture_output=True,
            text=True,
            timeout=120,
            cwd=str(C.REPO_DIR),
            env=C.child_env({"BENCH_NO_PROGRESS": "1"}),
        )
    except (OSError, subprocess.TimeoutExpired):
        return set()
    return set(re.findall(r"(?<![\w-])--[a-z][a-z0-9-]*", out.stdout))


def script_argv(
    flags: set[str],
    *,
    quick: bool,
    seed: int | None,
    quick_sizes: dict[str, str],
    full_sizes: dict[str, str] | None = None,
) -> list[str]:
    """Return the arguments for a bench script that has `flags`: --seed when one was asked
    for, --quick when it has one (else the `quick_sizes` flags it has), `full_sizes` otherwise."""
    argv: list[str] = []
    if seed is not None and "--seed" in flags:
        argv += ["--seed", str(seed)]
    if quick and "--quick" in flags:
        argv.append("--quick")
    else:
        for flag, val in (quick_sizes if quick else full_sizes or {}).items():
            if flag in flags:
                argv += [flag, val]
    return argv


def out_flag(flags: set[str]) -> str | None:
    """Return the flag a bench script takes for its results folder (None: it has none)."""
    return next((f for f in ("--out-dir", "--out") if f in flags), None)


def run_bench_script(
    name: str,
    argv: Iterable[str],
    out_dir: Path,
    desc: str,
    timeout: float,
    out_option: str | None = "--out-dir",
) -> dict[str, Any]:
    """Run `python -m bench.NAME ARGV OUT_OPTION OUT_DIR` in a child process and return
    {"ok", "returncode", "wall_s", "log", "results"} with the JSON it wrote (results.json, else
    its newest *.json; None if none). Its output goes to OUT_DIR/NAME.log; a bar counts its
    output lines, since the script itself knows how far along it is, not us."""
    out_dir.mkdir(parents=True, exist_ok=True)
    log_path = out_dir / f"{name}.log"
    where = [out_option, str(out_dir)] if out_option else []
    cmd = [sys.executable, "-m", f"bench.{name}", *argv, *where]
    bar = progress(None, desc, unit="line")
    t0 = time.perf_counter()
    rc: int | None = None
    with open(log_path, "w") as log:
        proc = subprocess.Popen(
            cmd,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            env=C.child_env({"BENCH_NO_PROGRESS": "1"}),
            cwd=str(C.REPO_DIR),
            text=True,
            errors="replace",
        )
        assert proc.stdout is not None
        killer = threading.Timer(timeout, proc.kill)
        killer.start()
        try:
            for line in proc.stdout:
                log.write(line)
                bar.update(1)
                if line.startswith("["):  # the scripts' phase lines: "[memoryd] ..."
                    bar.set_postfix_str(line.strip()[:60])
            rc = proc.wait()
        finally:
            killer.cancel()
            bar.close()
    wall = time.perf_counter() - t0
    res_path = out_dir / "results.json"
    if not res_path.is_file():
        found = sorted(out_dir.glob("*.json"), key=lambda p: p.stat().st_mtime)
        res_path = found[-1] if found else res_path
    if not out_option:  # the script writes to its default folder, bench/results/NAME
        res_path = C.RESULTS_DIR / name / "results.json"
    results = None
    if res_path.is_file():
        import json

        try:
            results = json.loads(res_path.read_text())
        except json.JSONDecodeError:
            results = None
    return {
        "ok": rc == 0 and results is not None,
        "returncode": rc,
        "wall_s": round(wall, 1),
        "command": "python " + " ".join(cmd[1:]),
        "log": _rel(log_path),
        "log_tail": "" if rc == 0 else log_path.read_text(errors="replace")[-2000:],
        "results_file": _rel(res_path) if results is not None else None,
        "results": results,
    }
