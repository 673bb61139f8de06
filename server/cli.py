"""The ``memoryd`` command. Reads flags and the environment once, here, and nowhere else."""

from __future__ import annotations

import argparse
import faulthandler
import os
import signal
import sys
import threading
import traceback
from pathlib import Path

from memoryd.server import folder_check, people_cli, shard_admin


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
    serve.add_argument(
        "--readers", type=int, help="reader processes on the same port (default 0: one process)"
    )
    serve.add_argument("--log-level", help="debug, info (default), warning, error")
    serve.add_argument("--log-format", choices=("json", "text"), help="default json")
    serve.add_argument("--ready-file", type=Path, help="write {address, pid} here once serving")
    serve.add_argument("--metrics-listen", help="HOST:PORT for Prometheus /metrics (default off)")
    serve.add_argument("--http-listen", help="HOST:PORT for the HTTP/JSON API and the web "
                       "inspector (default off)")  # fmt: skip
    serve.add_argument("--keys-file", type=Path, help="API keys (TOML/JSON); turns auth on")
    serve.add_argument("--tls-cert", type=Path, help="server certificate (PEM); turns TLS on")
    serve.add_argument("--tls-key", type=Path, help="server private key (PEM)")
    serve.add_argument("--tls-client-ca", type=Path, help="CA of client certificates: mutual TLS")
    serve.add_argument(
        "--allow-insecure-remote",
        action="store_true",
        default=None,
        help="listen beyond loopback without TLS and client authentication",
    )
    keys = commands.add_parser("keys", help="API keys").add_subparsers(dest="keys", required=True)
    add = keys.add_parser("add", help="make a key: prints it once, stores only its hash")
    add.add_argument("--name", required=True, help="names the key in logs and errors")
    add.add_argument("--user", action="append", default=[], help="user_id or glob (repeatable)")
    add.add_argument("--admin", action="store_true", help="every user, and admin-only RPCs")
    add.add_argument("--file", type=Path, help="keys file to append to (else print the entry)")
    hash_key = commands.add_parser("hash-key", help="print the stored form of a key read on stdin")
    hash_key.add_argument("--name", help="also print a keys-file entry with this name")
    hash_key.add_argument("--user", action="append", default=[], help="user_id or glob")
    hash_key.add_argument("--admin", action="store_true")
    _port_parsers(commands)
    shard_admin.add_parsers(commands)  # shards, rebalance
    folder_check.add_parser(commands)  # check
    people_cli.register(commands)  # ls, show, recall, history, forget, restore, update, stats
    check = commands.add_parser("health", help="exit 0 when a server answers SERVING")
    check.add_argument(
        "--target", "--address", default="127.0.0.1:50051", help="HOST:PORT of the server"
    )
    check.add_argument("--timeout", type=float, default=3.0, help="seconds to wait")
    check.add_argument("--tls-ca", type=Path, help="CA of the server's certificate: use TLS")
    check.add_argument("--tls-cert", type=Path, help="client certificate (mutual TLS)")
    check.add_argument("--tls-key", type=Path, help="client private key (mutual TLS)")
    return parser


def _port_parsers(commands) -> None:
    """Add ``export`` and ``import`` (memoryd.server.export_io runs them)."""
    statuses = ("active", "superseded", "archived", "suppressed", "expired")
    export = commands.add_parser("export", help="write memories as JSON Lines to stdout")
    export.add_argument("--user", help="the user_id whose pool to export")
    export.add_argument("--agent", default="", help="the agent_id of the pool (default: none)")
    export.add_argument("--all", action="store_true", help="every pool (admin keys only)")
    export.add_argument("--vectors", action="store_true", help="include the stored vectors")
    export.add_argument(
        "--status", action="append", default=[], choices=statuses, help="only these (repeatable)"
    )
    export.add_argument("--output", "-o", type=Path, help="write here instead of stdout")
    imp = commands.add_parser("import", help="restore a JSON Lines export, all or nothing")
    imp.add_argument("file", type=Path, help="the JSON Lines file (memoryd export's output)")
    imp.add_argument(
        "--on-error",
        choices=("fail", "skip"),
        default="fail",
        help="a bad line fails the run (default; nothing imported) or is reported and skipped",
    )
    imp.add_argument(
        "--overwrite", action="store_true", help="replace memories already stored (same pool)"
    )
    for command in (export, imp):
        people_cli.connection_flags(command)  # --target (--address), --api-key, TLS


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
    from memoryd.core import ConfigurationError, StorageError, StorageFull
    from memoryd.server.app import MemoryServer
    from memoryd.server.logs import configure_logging
    from memoryd.server.settings import load_settings

    flags = {
        "listen": args.listen,
        "data_dir": args.data_dir,
        "engine.embedder": args.embedder,
        "engine.dimension": args.dimension,
        "workers": args.workers,
        "readers": args.readers,
        "log_level": args.log_level,
        "log_format": args.log_format,
        "ready_file": args.ready_file,
        "metrics_listen": args.metrics_listen,
        "http_listen": args.http_listen,
        "auth.keys_file": args.keys_file,
        "tls.cert_file": args.tls_cert,
        "tls.key_file": args.tls_key,
        "tls.client_ca_file": args.tls_client_ca,
        "allow_insecure_remote": args.allow_insecure_remote,
    }
    data_dir = args.data_dir or "./data"
    try:
        settings = load_settings(flags, os.environ, args.config)
        data_dir = settings.data_dir
        configure_logging(settings.log_level, settings.log_format)
        server = MemoryServer(settings)
    except (ConfigurationError, StorageError) as exc:
        message = str(exc)
        if (
            isinstance(exc, StorageError)
            and not isinstance(exc, StorageFull)
            and ("memoryd check" not in message)
        ):
            message += (
                f"; `memoryd check {data_dir}` verifies the folder offline: restore it from a "
                "backup if it reports damage"
            )
        print(f"memoryd: {message}", file=sys.stderr)
        return 2
    except OSError as exc:  # the data folder: missing parent, a file, not writable, read-only
        print(
            f"memoryd: cannot use the data folder {data_dir}: {exc.strerror or exc} "
            f"({exc.filename or data_dir}); give --data-dir a directory this user can "
            "create and write",
            file=sys.stderr,
        )
        return 2
    except Exception as exc:  # a bug or an unforeseen damage: still one line, never a traceback
        where = traceback.extract_tb(exc.__traceback__)[-1]
        print(
            f"memoryd: start-up failed: {type(exc).__name__}: {exc} (at "
            f"{Path(where.filename).name}:{where.lineno}); if the data folder may be damaged, "
            f"`memoryd check {data_dir}` verifies it offline; else report this line",
            file=sys.stderr,
        )
        return 2
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())
    # `kill -USR1 <pid>` prints every thread's stack to stderr (the log): what a server that
    # does not answer, or does not stop, is waiting for, without stopping it.
    faulthandler.register(signal.SIGUSR1, all_threads=True)
    server.start()
    # A wait with a timeout, not stop.wait(): the kernel may hand SIGTERM to any thread (gRPC's,
    # the writer's); Python runs the handler only on the main thread, which a wait without a
    # timeout never wakes for it. Seen twice in CI (sessions 10 and 12): a server that did not
    # stop within 30 s of SIGTERM, its main thread still in this wait.
    while not stop.wait(0.5):
        pass
    server.stop()
    return 0


def health(args: argparse.Namespace) -> int:
    """Return 0 when the server at --target reports SERVING (for container health checks)."""
    import grpc
    from grpc_health.v1 import health_pb2, health_pb2_grpc

    if args.tls_ca is not None:
        credentials = grpc.ssl_channel_credentials(
            root_certificates=args.tls_ca.read_bytes(),
            private_key=args.tls_key.read_bytes() if args.tls_key else None,
            certificate_chain=args.tls_cert.read_bytes() if args.tls_cert else None,
        )
        channel = grpc.secure_channel(args.target, credentials)
    else:
        channel = grpc.insecure_channel(args.target)
    from memoryd.server.write_health import WRITES_SERVICE

    with channel:
        stub = health_pb2_grpc.HealthStub(channel)
        try:
            reply = stub.Check(health_pb2.HealthCheckRequest(service=""), timeout=args.timeout)
        except grpc.RpcError as exc:
            print(f"memoryd at {args.target}: {exc.code().name} {exc.details()}", file=sys.stderr)
            return 1
        try:
            writes = stub.Check(
                health_pb2.HealthCheckRequest(service=WRITES_SERVICE), timeout=args.timeout
            ).status
        except grpc.RpcError as exc:
            if exc.code() is not grpc.StatusCode.NOT_FOUND:  # NOT_FOUND: an older server
                print(
                    f"memoryd at {args.target}: writes unknown: {exc.code().name} {exc.details()}",
                    file=sys.stderr,
                )
                return 1
            writes = health_pb2.HealthCheckResponse.SERVING  # no word on writes
    status = health_pb2.HealthCheckResponse.ServingStatus.Name(reply.status)
    if reply.status == health_pb2.HealthCheckResponse.SERVING and (
        writes != health_pb2.HealthCheckResponse.SERVING
    ):
        # Still serving (a restart would free no space): exit 0, and say what is wrong.
        status += " (degraded: the store is full, writes are refused, reads go on; free space)"
    print(f"memoryd at {args.target}: {status}")
    return 0 if reply.status == health_pb2.HealthCheckResponse.SERVING else 1


def keys(args: argparse.Namespace) -> int:
    """``keys add`` and ``hash-key``: make or hash an API key; return the exit code."""
    from memoryd.core import ConfigurationError
    from memoryd.server import auth

    try:
        if args.command == "keys":
            key = auth.new_key()
            entry = auth.key_entry(args.name, auth.hash_key(key), args.user, args.admin)
            if args.file is not None:
                auth.append_key(args.file, entry)
                print(f"added {args.name!r} to {args.file}", file=sys.stderr)
            else:
                print(auth.format_entry(entry), file=sys.stderr)
            print(key)  # the only time the key is shown: stdout, so it can be piped
            return 0
        key = sys.stdin.readline().rstrip("\n")
        auth.check_key_strength(key)
        if args.name:
            print(
                auth.format_entry(
                    auth.key_entry(args.name, auth.hash_key(key), args.user, args.admin)
                )
            )
        else:
            print(auth.hash_key(key))
        return 0
    except ConfigurationError as exc:
        print(f"memoryd: {exc}", file=sys.stderr)
        return 2


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "serve":
        return serve(args)
    if args.command == "health":
        return health(args)
    if args.command in ("export", "import"):
        from memoryd.server import export_io

        return (export_io.export_command if args.command == "export" else export_io.import_command)(
            args
        )
    if args.command in ("keys", "hash-key"):
        return keys(args)
    if args.command in shard_admin.COMMANDS:
        return shard_admin.main(args)
    if hasattr(args, "run"):  # the commands of memoryd.server.people_cli
        return args.run(args)
    return 2  # pragma: no cover - argparse rejects unknown commands


if __name__ == "__main__":
    sys.exit(main())
