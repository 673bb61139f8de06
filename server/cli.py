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


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "serve":
        return serve(args)
    return 2  # pragma: no cover - argparse rejects unknown commands


if __name__ == "__main__":
    sys.exit(main())
