"""The ``memoryd`` command. Reads flags and the environment once, here, and nowhere else."""

from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
from pathlib import Path


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="memoryd", description="memoryd: memory for AI agents")
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="run the gRPC server")
    serve.add_argument("--listen", help="HOST:PORT to serve on (default 127.0.0.1:50051)")
    serve.add_argument("--data-dir", type=Path, help="folder of the LMDB store (default ./data)")
    serve.add_argument("--config", type=Path, help="TOML settings file (or MEMORYD_CONFIG)")
    serve.add_argument(
        "--embedder", help="use-multilingual (default), e5-small, or none (client vectors only)"
    )
    serve.add_argument("--dimension", type=int, help="vector size; required with --embedder none")
    serve.add_argument("--workers", type=int, help="gRPC handler threads (default 16)")
    serve.add_argument("--log-level", help="debug, info (default), warning, error")
    serve.add_argument("--log-format", choices=("json", "text"), help="default json")
    serve.add_argument("--ready-file", type=Path, help="write {address, pid} here once serving")
    check = commands.add_parser("health", help="exit 0 when a server answers SERVING")
    check.add_argument("--target", default="127.0.0.1:50051", help="HOST:PORT of the server")
    check.add_argument("--timeout", type=float, default=3.0, help="seconds to wait")
    return parser


def _quiet_threads() -> None:
    # One BLAS/OpenMP thread per call: the server already runs calls in parallel, a second
    # level of threads only fights for the cores (2-thread BLAS made one embedding ~70x
    # slower here), and libgomp's spin-wait made faiss 8x slower under load.
    for name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ.setdefault(name, "1")
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")


def serve(args: argparse.Namespace) -> int:
    _quiet_threads()
    # Heavy imports only now, after the thread settings above are in the environment.
    from memoryd.core import ConfigurationError, StorageError
    from memoryd.server.app import MemoryServer
    from memoryd.server.logs import configure_logging
    from memoryd.server.settings import load_settings

    flags = {
        "listen": args.listen,
        "data_dir": args.data_dir,
        "engine.embedder": args.embedder,
        "engine.dimension": args.dimension,
        "workers": args.workers,
        "log_level": args.log_level,
        "log_format": args.log_format,
        "ready_file": args.ready_file,
    }
    try:
        settings = load_settings(flags, os.environ, args.config)
        configure_logging(settings.log_level, settings.log_format)
        server = MemoryServer(settings)
    except (ConfigurationError, StorageError) as exc:
        print(f"memoryd: {exc}", file=sys.stderr)
        return 2
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())
    server.start()
    stop.wait()
    server.stop()
    return 0


def health(args: argparse.Namespace) -> int:
    """Return 0 when the server at --target reports SERVING (for container health checks)."""
    import grpc
    from grpc_health.v1 import health_pb2, health_pb2_grpc

    with grpc.insecure_channel(args.target) as channel:
        try:
            reply = health_pb2_grpc.HealthStub(channel).Check(
                health_pb2.HealthCheckRequest(service=""), timeout=args.timeout
            )
        except grpc.RpcError as exc:
            print(f"memoryd at {args.target}: {exc.code().name} {exc.details()}", file=sys.stderr)
            return 1
    status = health_pb2.HealthCheckResponse.ServingStatus.Name(reply.status)
    print(f"memoryd at {args.target}: {status}")
    return 0 if reply.status == health_pb2.HealthCheckResponse.SERVING else 1


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "serve":
        return serve(args)
    if args.command == "health":
        return health(args)
    return 2  # pragma: no cover - argparse rejects unknown commands


if __name__ == "__main__":
    sys.exit(main())
