"""Sync or aio gRPC server for memoryd? A unary echo served both ways, same client.

A trivial unary echo service (generic handler, bytes in / bytes out, no proto) is served by
  (a) grpc.server with a ThreadPoolExecutor ("sync"), and
  (b) grpc.aio.server on asyncio ("aio"; `--uvloop` if uvloop is installed),
each in its own process. This process is the client: a grpc.aio channel with N calls in flight
(closed loop) for a fixed duration per concurrency level. Prints QPS and latency percentiles per
server kind and concurrency, plus the CPU used by the server and by the client (2 cores: when the
client is near 100 % it, not the server, is the bottleneck).

    python -m bench.echo_server                       # sync + aio, concurrency 1,8,32, 5 s each
    python -m bench.echo_server --duration 2 --concurrency 1,8

The server mode is also used by bench/v01.py for the echo floor:
    python -m bench.echo_server --serve sync --ready-file /tmp/echo.json
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import sys
import threading
from concurrent import futures
from pathlib import Path

from bench import _common as C

SERVICE = "bench.Echo"
METHOD = f"/{SERVICE}/Echo"


# ----------------------------------------------------------------------------- servers


def _write_ready(path: str, port: int) -> None:
    tmp = Path(path + ".tmp")
    tmp.write_text(json.dumps({"address": f"127.0.0.1:{port}", "pid": os.getpid()}))
    tmp.replace(path)


def serve_sync(ready_file: str, workers: int) -> None:
    import grpc

    def echo(request: bytes, context: grpc.ServicerContext) -> bytes:
        return request

    handler = grpc.method_handlers_generic_handler(
        SERVICE, {"Echo": grpc.unary_unary_rpc_method_handler(echo)}
    )
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=workers), options=C.CHANNEL_OPTIONS)
    server.add_generic_rpc_handlers((handler,))
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    _write_ready(ready_file, port)
    stop.wait()
    server.stop(grace=1).wait()


def serve_aio(ready_file: str, use_uvloop: bool) -> None:
    import grpc

    async def echo(request: bytes, context: grpc.aio.ServicerContext) -> bytes:
        return request

    async def main() -> None:
        handler = grpc.method_handlers_generic_handler(
            SERVICE, {"Echo": grpc.unary_unary_rpc_method_handler(echo)}
        )
        server = grpc.aio.server(options=C.CHANNEL_OPTIONS)
        server.add_generic_rpc_handlers((handler,))
        port = server.add_insecure_port("127.0.0.1:0")
        await server.start()
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        loop.add_signal_handler(signal.SIGTERM, stop.set)
        loop.add_signal_handler(signal.SIGINT, stop.set)
        _write_ready(ready_file, port)
        await stop.wait()
        await server.stop(grace=1)

    if use_uvloop:
        import uvloop

        uvloop.run(main())
    else:
        asyncio.run(main())


def spawn_echo(
    kind: str, out_dir: Path, workers: int = 16, uvloop: bool = False
) -> C.ServerProcess:
    """Start an echo server process of `kind` ("sync" or "aio") on 127.0.0.1:0."""
    tmp = C.make_tempdir(f"echo-{kind}-")
    argv = [
        sys.executable,
        "-m",
        "bench.echo_server",
        "--serve",
        kind,
        "--ready-file",
        str(tmp / "ready.json"),
        "--workers",
        str(workers),
    ]
    if uvloop:
        argv.append("--uvloop")
    return C.spawn_server(
        f"echo-{kind}",
        argv,
        tmp / "ready.json",
        out_dir / f"server-echo-{kind}.log",
        timeout=60,
        workdir=tmp,
    )


# ----------------------------------------------------------------------------- client


async def echo_load(
    address: str,
    *,
    concurrency: int,
    payload_bytes: int,
    duration: float | None = None,
    count: int | None = None,
    warmup_calls: int = 200,
    server_pid: int | None = None,
) -> C.LoadResult:
    """Closed-loop echo calls against `address` from one grpc.aio channel."""
    import grpc

    payload = os.urandom(payload_bytes)
    async with grpc.aio.insecure_channel(address, options=C.CHANNEL_OPTIONS) as channel:
        await asyncio.wait_for(channel.channel_ready(), 30)
        stub = channel.unary_unary(METHOD)  # no serializers: bytes in, bytes out

        async def call(i: int) -> None:
            reply = await stub(payload, timeout=30)
            if len(reply) != payload_bytes:
                raise RuntimeError(f"echo returned {len(reply)} bytes, sent {payload_bytes}")

        return await C.closed_loop(
            call,
            concurrency=concurrency,
            duration=duration,
            count=count,
            warmup_calls=warmup_calls,
            server_pid=server_pid,
        )


def run_bench(args: argparse.Namespace) -> dict:
    out_dir = C.results_dir("echo_server", args.out_dir)
    kinds = [k.strip() for k in args.kinds.split(",") if k.strip()]
    concs = C.parse_int_list(args.concurrency)
    rows, records = [], []
    print(
        f"echo: payload {args.payload} B, {args.duration:g} s per run, concurrency {concs}, "
        f"sync workers {args.workers}, client = this process (pid {os.getpid()})",
        flush=True,
    )
    for kind in kinds:
        srv = spawn_echo(kind, out_dir, workers=args.workers, uvloop=args.uvloop)
        try:
            for conc in concs:
                r = asyncio.run(
                    echo_load(
                        srv.address,
                        concurrency=conc,
                        payload_bytes=args.payload,
                        duration=args.duration,
                        warmup_calls=args.warmup,
                        server_pid=srv.pid,
                    )
                )
                s = r.summary()
                label = kind + ("+uvloop" if kind == "aio" and args.uvloop else "")
                s.update(
                    server=label, payload_bytes=args.payload, server_threads=C.num_threads(srv.pid)
                )
                records.append(s)
                rows.append(
                    [
                        label,
                        conc,
                        s["calls"],
                        s["qps"],
                        s["p50_ms"],
                        s["p90_ms"],
                        s["p99_ms"],
                        s["server_cpu_pct"],
                        s["client_cpu_pct"],
                        sum(r.errors.values()),
                    ]
                )
                print(
                    f"  {label:>6} c={conc:<3} {s['qps']:>8.0f} QPS  p50 {s['p50_ms']:.3f} ms  "
                    f"p99 {s['p99_ms']:.3f} ms",
                    flush=True,
                )
            rss = srv.rss()
        finally:
            srv.stop()
        for rec in records:
            if rec["server"].startswith(kind):
                rec["server_rss_mib"] = round(rss.get("VmRSS", 0) / 2**20, 1)
    C.print_table(
        [
            "server",
            "conc",
            "calls",
            "QPS",
            "p50 ms",
            "p90 ms",
            "p99 ms",
            "srv CPU %",
            "cli CPU %",
            "errors",
        ],
        rows,
        title=f"gRPC unary echo, {args.payload}-byte payload, 127.0.0.1, "
        f"{args.duration:g} s per row (CPU % of one core)",
    )
    result = {
        "benchmark": "echo_server",
        "args": vars(args),
        "environment": C.environment(),
        "runs": records,
    }
    path = C.write_json(out_dir / "results.json", result)
    print(f"\nwrote {path}")
    return result


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--serve", choices=["sync", "aio"], help="run an echo server (internal mode)")
    p.add_argument("--ready-file", help="with --serve: write {address, pid} here once serving")
    p.add_argument("--workers", type=int, default=16, help="sync server thread pool size")
    p.add_argument("--uvloop", action="store_true", help="aio server on uvloop (if installed)")
    p.add_argument("--kinds", default="sync,aio", help="server kinds to measure")
    p.add_argument("--concurrency", default="1,8,32", help="calls in flight, comma-separated")
    p.add_argument("--duration", type=float, default=5.0, help="seconds per (kind, concurrency)")
    p.add_argument("--warmup", type=int, default=200, help="uncounted calls before each run")
    p.add_argument("--payload", type=int, default=64, help="request (= reply) size in bytes")
    p.add_argument("--seed", type=int, default=0, help="unused (payload is random bytes)")
    p.add_argument("--out-dir", help="results directory (default bench/results/echo_server)")
    args = p.parse_args(argv)
    if args.serve:
        if not args.ready_file:
            p.error("--serve needs --ready-file")
        C.apply_thread_env()
        if args.serve == "sync":
            serve_sync(args.ready_file, args.workers)
        else:
            serve_aio(args.ready_file, args.uvloop)
        return 0
    if args.duration <= 0 or args.duration > 120:
        p.error("--duration must be in (0, 120] seconds")
    C.apply_thread_env()
    run_bench(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
