"""Runs ``memoryd serve`` with a probe beside it, for the soak (bench/soak.py ``--probe``): every
``SOAK_PROBE_EVERY`` seconds one JSON line goes to ``SOAK_PROBE_OUT`` with what a slow
growth or a slowdown would show inside the process, which RSS and latency from outside cannot
tell apart:

- the garbage collector: collections and objects collected per generation, and the seconds spent
  collecting per generation since start (a collection of generation 2 walks every tracked
  object, so a growing heap makes each one dearer);
- the objects the collector tracks, counted by type (the 25 most numerous);
- with ``SOAK_PROBE_TRACE=1``, tracemalloc (8 frames): the 25 allocation sites that grew most
  since the first line (tracemalloc slows the server: use it to find a site, not for figures).

A diagnosis tool only: ``python -m bench._server_probe serve ...`` takes memoryd's own arguments.
"""

from __future__ import annotations

import gc
import json
import os
import runpy
import sys
import threading
import time
import tracemalloc
from collections import Counter

_gc_seconds = [0.0, 0.0, 0.0]
_gc_started = [0.0]


def _on_gc(phase: str, info: dict) -> None:
    if phase == "start":
        _gc_started[0] = time.perf_counter()
    else:
        _gc_seconds[info["generation"]] += time.perf_counter() - _gc_started[0]


def _line(first: list) -> dict:
    """Return one probe line (and keep the first tracemalloc snapshot in ``first``)."""
    started = time.perf_counter()
    objects = gc.get_objects()
    by_type = Counter(type(o).__name__ for o in objects)
    line: dict = {
        "t": round(time.time(), 1),
        "gc_counts": gc.get_count(),
        "gc_stats": gc.get_stats(),
        "gc_seconds": [round(s, 3) for s in _gc_seconds],
        "tracked_objects": len(objects),
        "types": by_type.most_common(25),
        "threads": threading.active_count(),
    }
    del objects
    if tracemalloc.is_tracing():
        snapshot = tracemalloc.take_snapshot().filter_traces(
            [tracemalloc.Filter(False, tracemalloc.__file__)]
        )
        if not first:
            first.append(snapshot)
        line["traced_mib"] = round(tracemalloc.get_traced_memory()[0] / 2**20, 1)
        line["grew"] = [
            [round(d.size_diff / 1024), d.count_diff, str(d.traceback).replace("\n", " | ")]
            for d in snapshot.compare_to(first[0], "traceback")[:25]
        ]
    line["probe_s"] = round(time.perf_counter() - started, 3)
    return line


def _watch(out: str, every: float) -> None:
    first: list = []
    while True:
        time.sleep(every)
        with open(out, "a") as f:
            f.write(json.dumps(_line(first)) + "\n")


def main() -> None:
    gc.callbacks.append(_on_gc)
    if os.environ.get("SOAK_PROBE_TRACE") == "1":
        tracemalloc.start(8)
    out = os.environ["SOAK_PROBE_OUT"]
    every = float(os.environ.get("SOAK_PROBE_EVERY", "60"))
    threading.Thread(target=_watch, args=(out, every), daemon=True, name="probe").start()
    sys.argv = ["memoryd", *sys.argv[1:]]
    runpy.run_module("memoryd.server", run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
