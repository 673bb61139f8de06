"""Reader processes next to the writer (``serve --readers N``, docs/all-cores.md): the
writer starts them, restarts one that dies, and stops them with itself; a reader serves the
same port (SO_REUSEPORT) from the same data folder opened read-only.

A reader is ``python -m memoryd.server.readers`` with its ReaderSpec pickled on stdin (the
writer's own settings: a reader is configured exactly as its writer). It announces itself in
a ready file (address of its private port, pid), follows the writer's change log every few
milliseconds (and before each read), and stops when the writer is gone.
"""

from __future__ import annotations

import json
import logging
import os
import pickle
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, replace
from pathlib import Path

from memoryd.server.settings import ServerSettings

log = logging.getLogger(__name__)

# Change-log entries the writer keeps when readers follow it and store.changes_kept is 0:
# a reader further behind (~minutes of heavy writing) restarts and rebuilds its indexes.
DEFAULT_CHANGES_KEPT = 100_000
FOLLOW_INTERVAL_S = 0.002  # a reader applies new commits at least this often
FELL_BEHIND_EXIT = 75  # a reader's exit code when the log no longer holds what it needs
_RESTART_PAUSE_S = 1.0  # between restarts of one reader slot


@dataclass(frozen=True)
class ReaderSpec:
    """What a reader process is started with."""

    settings: ServerSettings  # the writer's, with the reader's listen address and no extras
    writer_address: str  # the writer's local socket (grpc target) for forwarded calls
    writer_pid: int  # the reader stops when this process is gone
    ready_file: Path  # written (JSON: address of the private port, pid) once serving


def writer_socket(data_dir: Path) -> str:
    """Return the grpc address of the writer's local socket for forwarded calls: a unix
    socket in the data folder, or an abstract one when that path is too long for one."""
    path = (data_dir / "writer.sock").resolve()
    if len(str(path)) < 100:  # sun_path holds 108 bytes
        return f"unix:{path}"
    return f"unix-abstract:memoryd-writer-{os.getpid()}"


def reader_settings(settings: ServerSettings, listen: str) -> ServerSettings:
    """Return a reader's settings: the writer's on ``listen`` (its actual port), with no
    readers, ready file, metrics or HTTP listener of its own."""
    return replace(
        settings, listen=listen, readers=0, ready_file=None, metrics_listen="", http_listen=""
    )


@dataclass
class _Slot:
    index: int
    ready_file: Path
    proc: subprocess.Popen[bytes] | None = None
    started: float = 0.0
    restarts: int = 0


class ReaderPool:
    """The writer's reader processes: started, restarted when one exits, stopped at close."""

    def __init__(self, settings: ServerSettings, listen: str, writer_address: str) -> None:
        self._settings = reader_settings(settings, listen)
        self._writer_address = writer_address
        # Each reader announces itself beside the writer's ready file (NAME.reader-I), where
        # whoever watches the writer finds the readers too; else in a folder of its own.
        ready = settings.ready_file
        self._dir: Path | None = None
        if ready is None:
            self._dir = Path(tempfile.mkdtemp(prefix="memoryd-readers-"))
            ready = self._dir / "ready"
        self._slots = [
            _Slot(i, ready.with_name(f"{ready.name}.reader-{i}")) for i in range(settings.readers)
        ]
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._watch = threading.Thread(target=self._supervise, name="memoryd-readers", daemon=True)

    def start(self, timeout_s: float) -> list[dict[str, object]]:
        """Start every reader and wait until each serves (at most ``timeout_s``); return what
        each announced (address of its private port, pid). A reader that did not start in
        time is left to the supervisor: the writer serves every call meanwhile."""
        with self._lock:
            for slot in self._slots:
                self._spawn(slot)
        self._watch.start()
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline and not all(s.ready_file.exists() for s in self._slots):
            time.sleep(0.05)
        return self.announced()

    def announced(self) -> list[dict[str, object]]:
        """Return what the readers serving now announced (address, pid), by slot."""
        out = []
        for slot in self._slots:
            try:
                out.append(json.loads(slot.ready_file.read_text()))
            except (OSError, ValueError):
                continue
        return out

    def _spawn(self, slot: _Slot) -> None:
        slot.ready_file.unlink(missing_ok=True)
        spec = ReaderSpec(self._settings, self._writer_address, os.getpid(), slot.ready_file)
        proc = subprocess.Popen(
            [sys.executable, "-m", "memoryd.server.readers"],
            stdin=subprocess.PIPE,
            env=dict(os.environ, MEMORYD_READER_SLOT=str(slot.index)),
        )
        assert proc.stdin is not None
        proc.stdin.write(pickle.dumps(spec))
        proc.stdin.close()
        slot.proc, slot.started = proc, time.monotonic()
        log.info("reader started", extra={"slot": slot.index, "pid": proc.pid})

    def _supervise(self) -> None:
        while not self._stopping.wait(0.2):
            with self._lock:
                for slot in self._slots:
                    proc = slot.proc
                    if proc is None or proc.poll() is None:
                        continue
                    if time.monotonic() - slot.started < _RESTART_PAUSE_S:
                        continue
                    log.warning(
                        "reader exited: restarting it",
                        extra={"slot": slot.index, "pid": proc.pid, "code": proc.returncode},
                    )
                    slot.restarts += 1
                    self._spawn(slot)

    def pids(self) -> list[int]:
        """Return the pids of the reader processes running now."""
        with self._lock:
            return [s.proc.pid for s in self._slots if s.proc is not None and s.proc.poll() is None]

    def stop(self, grace_s: float) -> None:
        """Stop every reader (SIGTERM, then SIGKILL after ``grace_s``) and the supervisor."""
        self._stopping.set()
        if self._watch.is_alive():
            self._watch.join()
        with self._lock:
            procs = [s.proc for s in self._slots if s.proc is not None]
        for proc in procs:
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + grace_s
        for proc in procs:
            try:
                proc.wait(max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        for slot in self._slots:
            slot.ready_file.unlink(missing_ok=True)
        if self._dir is not None:
            try:
                self._dir.rmdir()
            except OSError:
                pass


def main() -> int:
    """Run one reader process from the ReaderSpec on stdin; return its exit code."""
    from memoryd.core.tiers.follow import FellBehind
    from memoryd.server.app import MemoryServer
    from memoryd.server.logs import configure_logging

    # The thread settings of memoryd.server.cli came with the writer's environment.
    spec: ReaderSpec = pickle.loads(sys.stdin.buffer.read())
    settings = spec.settings
    configure_logging(settings.log_level, settings.log_format)
    server = MemoryServer(settings, writer_address=spec.writer_address)
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())
    server.start()
    _write_ready(spec.ready_file, {"address": server.private_address, "pid": os.getpid()})
    code = 0
    # as often as the writer flushes its own access statistics
    report_every = settings.engine.store.access_flush_interval_s
    reported = time.monotonic()
    while not stop.wait(FOLLOW_INTERVAL_S):
        if os.getppid() != spec.writer_pid:  # the writer is gone (killed): so is its reader
            log.warning("the writer process is gone: this reader stops")
            break
        try:
            server.engine.follow()
        except FellBehind as exc:
            log.error("reader fell behind the change log: restarting", extra={"error": str(exc)})
            code = FELL_BEHIND_EXIT
            break
        except Exception:  # a read of the store failed: the next round tries again
            log.exception("following the writer's commits failed")
        if time.monotonic() - reported >= report_every:
            server.report_access()
            reported = time.monotonic()
    server.stop()
    return code


def _write_ready(path: Path, announced: dict[str, object]) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(announced))
    os.replace(tmp, path)


if __name__ == "__main__":
    sys.exit(main())
