"""List through a big pool over gRPC: memories per second paging with the default order
(a walk of the pool's id index), with each kind of filter, and sorted by a field; beside it,
in the same run, Export streaming the same pool (the older way to read a pool whole) as the
peer, and the ratio of each List rate to Export's (the figure to read on a shared machine).
Each row also gives the server's CPU seconds (user + system, from /proc) per 1,000 memories,
which the load of a shared machine moves less than the wall-clock rate.

Filtered and sorted Lists go through the pool's packed index (memoryd.core.recall.list_index),
built by the first of them: its build is in the first indexed row's figures (the tags one).

    python -m bench.list_pages                 # 100k memories, pages of 1000 (~2-4 min)
    python -m bench.list_pages --n 20000 --page-size 500

The pool is loaded with Import (client vectors, --embedder none): the write path is not what
is measured here. Results: bench/results/list_pages/results.json.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

import grpc
import numpy as np

from bench._common import (
    environment,
    make_tempdir,
    print_table,
    results_dir,
    spawn_server,
    write_json,
)
from memoryd.v1 import memory_pb2 as pb
from memoryd.v1 import memory_pb2_grpc

DIM = 16
DAY = 86_400
TYPES = (pb.MEMORY_TYPE_SEMANTIC, pb.MEMORY_TYPE_EPISODIC, pb.MEMORY_TYPE_PREFERENCE,
         pb.MEMORY_TYPE_IDENTITY)  # fmt: skip
LANGS = ("en", "fr", "de")


def _records(n: int, rng: np.random.Generator, user: str):
    now = int(time.time())
    for i in range(n):
        v = rng.normal(size=DIM).astype(np.float32)
        v /= np.linalg.norm(v)
        created = now - int(rng.integers(0, 300 * DAY))
        yield pb.ImportRequest(record=pb.ExportRecord(
            memory=pb.Memory(
                id=f"{created * 1000:012x}{i:020x}"[-32:],
                scope=pb.Scope(user_id=user, session_id=f"s{i % 50}"),
                content=f"memory number {i}: something the user said about topic {i % 97}",
                memory_type=TYPES[i % len(TYPES)], importance=float(rng.random()),
                confidence=0.9, source=pb.SOURCE_USER_INPUT,
                status=pb.STATUS_ARCHIVED if i % 10 == 9 else pb.STATUS_ACTIVE,
                tags=["even"] if i % 2 == 0 else ["odd"], metadata={"lang": LANGS[i % 3]},
                created_at={"seconds": created}, updated_at={"seconds": created},
                version=1, embedding_model=f"client-vectors-{DIM}",
            ),
            embedding=v.tolist(), exact_importance=0.5, exact_confidence=0.9,
        ))  # fmt: skip


def _cpu_s(pid: int) -> float:
    """Return the CPU seconds (user + system) process ``pid`` has used."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _page_through(stub, request: pb.ListRequest) -> tuple[int, float, int]:
    """Return (memories, seconds, pages) of paging ``request`` to its end."""
    seen, pages = 0, 0
    started = time.perf_counter()
    while True:
        page = stub.List(request, timeout=600)
        seen += len(page.memories)
        pages += 1
        if not page.next_cursor:
            return seen, time.perf_counter() - started, pages
        request.cursor = page.next_cursor


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=100_000)
    parser.add_argument("--page-size", type=int, default=1_000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    out = results_dir("list_pages")
    work = make_tempdir("memoryd-list-")
    ready = work / "ready.json"
    server = spawn_server(
        "memoryd",
        [sys.executable, "-m", "memoryd.server", "serve", "--listen", "127.0.0.1:0",
         "--data-dir", str(work / "data"), "--embedder", "none", "--dimension", str(DIM),
         "--ready-file", str(ready), "--log-level", "warning"],
        ready, out / "server.log", workdir=work,
    )  # fmt: skip
    try:
        channel = grpc.insecure_channel(server.address, options=[
            ("grpc.max_receive_message_length", 64 << 20)])  # fmt: skip
        stub = memory_pb2_grpc.MemoryServiceStub(channel)
        user = "bench-list"
        scope = pb.Scope(user_id=user)
        t0 = time.perf_counter()
        imported = stub.Import(_records(args.n, np.random.default_rng(args.seed), user),
                               timeout=3600).imported  # fmt: skip
        load_s = time.perf_counter() - t0
        rows = []
        pid = server.proc.pid
        cpu = _cpu_s(pid)
        started = time.perf_counter()
        exported = sum(1 for _ in stub.Export(pb.ExportRequest(scope=scope), timeout=3600))
        export_s = time.perf_counter() - started
        export_cpu = _cpu_s(pid) - cpu
        export_rate = exported / export_s
        rows.append(["Export (peer: the whole pool, one stream)", exported, 1,
                     f"{export_rate:,.0f}", "1.00",
                     f"{export_cpu / exported * 1e3:.2f}"])  # fmt: skip
        size = args.page_size
        recent = int(time.time()) - 30 * DAY
        # (name, order_by, filter): the write order, each filter of List, then sorted orders.
        # Sorted by a field: the order is made from the index once per pool change and kept
        # (list_index.PoolIndex.order); an access order is sorted afresh by a first page and
        # kept through the listing (listing.SortedOrders).
        cases = [
            ("order written, newest first", "", None),
            ("filter tags=[even] (1/2; builds the index)", "", pb.MemoryFilter(tags=["even"])),
            ("filter status ACTIVE (9/10)", "", pb.MemoryFilter(statuses=[pb.STATUS_ACTIVE])),
            ("filter memory_type PREFERENCE (1/4)", "",
             pb.MemoryFilter(memory_types=[pb.MEMORY_TYPE_PREFERENCE])),
            ("filter session s7 (1/50)", "", pb.MemoryFilter(session_id="s7")),
            ("filter created in the last 30 days (1/10)", "",
             pb.MemoryFilter(created_after={"seconds": recent})),
            ("filter metadata lang=fr (1/3)", "", pb.MemoryFilter(metadata={"lang": "fr"})),
            ("filter text_contains 'topic 7' (11/97)", "",
             pb.MemoryFilter(text_contains="topic 7")),
            ("order_by importance", "importance", None),
            ("order_by created_at, tags=[even]", "created_at", pb.MemoryFilter(tags=["even"])),
            ("order_by access_count", "access_count", None),
        ]  # fmt: skip
        figures = {"export": {"memories": exported, "seconds": export_s, "cpu_s": export_cpu}}
        for name, order, flt in cases:
            request = pb.ListRequest(scope=scope, page_size=size, order_by=order, filter=flt)
            cpu = _cpu_s(pid)
            seen, seconds, pages = _page_through(stub, request)
            used = _cpu_s(pid) - cpu
            rows.append([f"List, {name}", seen, pages, f"{seen / seconds:,.0f}",
                         f"{seen / seconds / export_rate:.2f}",
                         f"{used / max(seen, 1) * 1e3:.2f}"])  # fmt: skip
            figures[name] = {"memories": seen, "seconds": seconds, "pages": pages,
                             "cpu_s": used}  # fmt: skip
        figures["loadavg"] = open("/proc/loadavg").read().split()[:3]
        print(f"loaded {imported:,} memories by Import in {load_s:.1f} s")
        print_table(
            ["read", "memories", "calls", "memories/s", "vs Export", "server CPU s/1k"],
            rows,
            title=f"List over gRPC, {args.n:,} memories, pages of {args.page_size}",
        )
        print("load average (1, 5, 15 min):", " ".join(figures["loadavg"]))
        write_json(out / "results.json", {"args": vars(args), "figures": figures,
                                          "environment": environment()})  # fmt: skip
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
