"""py-spy (PyPI: a sampling profiler for Python processes) around a piece of a benchmark:
which functions a server spends its samples in while the benchmark calls it."""

from __future__ import annotations

import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path


def sampled(pid: int, rate: int, out: Path, run: Callable[[], object]) -> Counter[str]:
    """Return the collapsed stacks of process ``pid`` (stack -> samples of active threads,
    py-spy's raw format) taken at ``rate`` Hz while ``run()`` runs; empty when py-spy is not
    installed or may not attach."""
    # The one installed beside this Python (a venv run without activating it has no py-spy
    # on PATH: every sample was silently missing).
    beside = Path(sys.executable).with_name("py-spy")
    exe = str(beside) if beside.exists() else shutil.which("py-spy") or "py-spy"
    try:
        spy = subprocess.Popen(
            [exe, "record", "--pid", str(pid), "--rate", str(rate), "--format", "raw",
             "--output", str(out), "--nonblocking"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
    except OSError:
        run()
        return Counter()
    time.sleep(1.0)  # attached
    try:
        run()
    finally:
        spy.send_signal(signal.SIGINT)  # py-spy writes its output on SIGINT
        spy.wait(60)
    stacks: Counter[str] = Counter()
    if out.exists():
        for line in out.read_text().splitlines():
            stack, _, count = line.rpartition(" ")
            if stack and count.isdigit():
                stacks[stack] += int(count)
    return stacks


def in_frame(stack: str, file: str, name: str) -> bool:
    """Return whether a collapsed ``stack`` has a frame of function ``name`` in ``file``
    (py-spy names a method ``Class.name``, a nested function ``outer.<locals>.name``)."""
    for frame in stack.split(";"):
        function, _, where = frame.partition(" (")
        if (function == name or function.endswith(f".{name}")) and (
            where.startswith(f"{file}:") or f"/{file}:" in where
        ):
            return True
    return False


def share(stacks: Counter[str], within: tuple[str, str], functions: tuple[tuple[str, str], ...]):
    """Return (samples inside ``within`` (file, function), the share of those that are inside
    any of ``functions``)."""
    inside = {s: n for s, n in stacks.items() if in_frame(s, *within)}
    total = sum(inside.values())
    hit = sum(n for s, n in inside.items() if any(in_frame(s, *f) for f in functions))
    return total, (hit / total if total else 0.0)
