"""List through a big pool over gRPC: memories per second paging with the default order
(a walk of the pool's id index), with a filter, and sorted by a field; beside it, in the same
run, Export streaming the same pool (the older way to read a pool whole) as the peer, and the
ratio of each List rate to Export's (the figure to read on a shared machine).

    python -m bench.list_pages                 # 100k memories, pages of 1000 (~2-4 min)
    python -m bench.list_pages --n 20000 --page-size 500

The pool is loaded with Import (client vectors, --embedder none): the write path is not what
is measured here. Results: bench/results/list_pages/results.json.
"""

from __future__ import annotations

import argparse
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
                memory_type=pb.MEMORY_TYPE_SEMANTIC, importance=float(rng.random()),
                confidence=0.9, source=pb.SOURCE_USER_INPUT, status=pb.STATUS_ACTIVE,
                tags=["even"] if i % 2 == 0 else ["odd"],
                created_at={"seconds": created}, updated_at={"seconds": created},
                version=1, embedding_model=f"client-vectors-{DIM}",
            ),
            embedding=v.tolist(), exact_importance=0.5, exact_confidence=0.9,
        ))  # fmt: skip


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
        started = time.perf_counter()
        exported = sum(1 for _ in stub.Export(pb.ExportRequest(scope=scope), timeout=3600))
        export_s = time.perf_counter() - started
        export_rate = exported / export_s
        rows.append(["Export (peer: the whole pool, one stream)", exported, 1,
                     f"{export_rate:,.0f}", "1.00"])  # fmt: skip
        cases = [
            ("List, order written, newest first", pb.ListRequest(scope=scope,
                                                                 page_size=args.page_size)),
            ("List, filter tags=[even]", pb.ListRequest(
                scope=scope, page_size=args.page_size, filter=pb.MemoryFilter(tags=["even"]))),
            ("List, text_contains 'topic 7'", pb.ListRequest(
                scope=scope, page_size=args.page_size,
                filter=pb.MemoryFilter(text_contains="topic 7"))),
        ]  # fmt: skip
        figures = {"export": {"memories": exported, "seconds": export_s}}
        for name, request in cases:
            seen, seconds, pages = _page_through(stub, request)
            rows.append([name, seen, pages, f"{seen / seconds:,.0f}",
                         f"{seen / seconds / export_rate:.2f}"])  # fmt: skip
            figures[name] = {"memories": seen, "seconds": seconds, "pages": pages}
        # Sorted by a field: the first page reads the pool's headers and sorts them; the order
        # is kept while the pool is unchanged (memoryd.core.recall.listing.SortedOrders), so
        # the next pages read only their own memories.
        request = pb.ListRequest(scope=scope, page_size=args.page_size, order_by="importance")
        seen, seconds, pages = _page_through(stub, request)
        rows.append(["List, order_by importance", seen, pages, f"{seen / seconds:,.0f}",
                     f"{seen / seconds / export_rate:.2f}"])  # fmt: skip
        figures["sorted"] = {"memories": seen, "seconds": seconds, "pages": pages}
        print(f"loaded {imported:,} memories by Import in {load_s:.1f} s")
        print_table(
            ["read", "memories", "calls", "memories/s", "vs Export"],
            rows,
            title=f"List over gRPC, {args.n:,} memories, pages of {args.page_size}",
        )
        write_json(out / "results.json", {"args": vars(args), "figures": figures,
                                          "environment": environment()})  # fmt: skip
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
