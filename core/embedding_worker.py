"""An embedder in a process of its own, so that a batch's texts are embedded on another core
while the write path works on the ones embedded before them (issue #15: text ingest within
1.3 x the embedder's own rate).

Why a process: the embedders are numpy on one thread and hold the GIL for most of their time,
so a thread beside the write path adds its time to the write path's (measured in session 10:
500 texts embedded beside 0.12 s of judge work took the sum of the two). A process runs on the
second core. Started on first use, in the background (a spawned interpreter that loads the
model, ~1-2 s); until it says it is ready, callers embed in their own process. If it dies, every
pending and later request fails with WorkerUnavailable and callers embed in-process: a write
never waits on a worker that is gone.
"""

from __future__ import annotations

import itertools
import logging
import os
import pickle
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from typing import IO, Any

import numpy as np

log = logging.getLogger("memoryd.embedding")


class WorkerUnavailable(RuntimeError):
    """The embedding process is not running (not ready yet, stopped, or died)."""


def _serve(name: str, dimension: int | None, batch_size: int) -> None:
    """The worker's main: load the model, then embed every (job, texts) read from stdin until
    None or the end of the stream; answers (job, vectors or an error text, seconds spent
    embedding) go to stdout."""
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # whatever a library prints goes to stderr, never into the answers
    source = _Frames(sys.stdin.fileno())
    from memoryd.core.embedding import make_embedder

    embedder = make_embedder(name, dimension, batch_size)
    embedder.embed_passages(["ready"])  # the first call builds what the model builds lazily
    _send(out, ("ready", None, 0.0))
    while True:
        try:
            message = source.next()
        except EOFError:  # the parent is gone
            return
        if message is None:
            return
        job, texts = message
        started = time.perf_counter()
        try:
            answer: Any = embedder.embed_passages(texts)
        except Exception as error:  # the parent raises it for that job's caller
            answer = f"{type(error).__name__}: {error}"
        _send(out, (job, answer, time.perf_counter() - started))


# The child's program (python -c ... NAME DIM BATCH); not "-m": the package imports this module
# first, and runpy warns about running a module already imported.
_CHILD = (
    "import sys; from memoryd.core.embedding_worker import _serve; "
    "_serve(sys.argv[1], int(sys.argv[2]) if sys.argv[2] else None, int(sys.argv[3]))"
)


# A message on either pipe: the length of its pickle (8 bytes, little-endian), then the pickle.
_LENGTH = 8
# Pipes as large as Linux lets any process make them (the default is 64 KiB): an answer (64 x
# 512 float32, 131 KB) then fits whole, the worker writes it at once, and the parent reads it
# with one or two reads.
PIPE_BYTES = 1 << 20


def _send(stream: IO[bytes], message: object) -> None:
    data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(len(data).to_bytes(_LENGTH, "little") + data)
    stream.flush()


class _Frames:
    """The messages ``_send`` wrote to a pipe, read from its file descriptor ``fd`` with as
    few reads as the pipe allows.

    Why not pickle.load on the pipe: the thread that reads the worker's answers takes the GIL
    back after every read, and while the writing thread runs Python it gets it only every
    switch interval (5 ms); a buffered pickle.load made several reads an answer, and the
    chunks came back ~10-15 ms late each (~65 ms of embedding: bench/README.md, session 32)."""

    def __init__(self, fd: int) -> None:
        self._fd = fd
        self._buffer = bytearray()

    def next(self) -> Any:
        """Return the next message; EOFError at the end of the stream."""
        self._fill(_LENGTH)
        size = int.from_bytes(self._buffer[:_LENGTH], "little")
        self._fill(_LENGTH + size)
        message = pickle.loads(self._buffer[_LENGTH : _LENGTH + size])
        del self._buffer[: _LENGTH + size]
        return message

    def _fill(self, size: int) -> None:
        while len(self._buffer) < size:
            read = os.read(self._fd, max(size - len(self._buffer), PIPE_BYTES // 4))
            if not read:
                raise EOFError("the stream ended")
            self._buffer += read


def _widened(*streams: IO[bytes]) -> None:
    """Make the pipes of ``streams`` PIPE_BYTES large where the system allows it."""
    try:
        import fcntl

        for stream in streams:
            fcntl.fcntl(stream.fileno(), fcntl.F_SETPIPE_SZ, PIPE_BYTES)
    except (ImportError, AttributeError, OSError):  # not Linux, or a lower limit: as they are
        pass


class EmbeddingWorker:
    """Embeds passages in a child process (``python -c`` running _serve) with
    the engine's own model (``name``, ``dimension``, ``batch_size`` as
    memoryd.core.embedding.make_embedder takes them); thread-safe. ``submit`` returns a
    Future of the unit vectors, in order; ``observe(count, seconds)``, if given, is told of
    each batch the process embedded (from the thread that reads its answers), for the
    figures the in-process embedder reports of its own calls.

    A plain child process over pipes, not multiprocessing: spawn would run the caller's main
    module again in the child (a script without a __main__ guard would run twice)."""

    def __init__(
        self,
        name: str,
        dimension: int | None,
        batch_size: int,
        observe: Callable[[int, float], None] | None = None,
    ) -> None:
        self._observe = observe
        command = [sys.executable, "-c", _CHILD, name,
                   "" if dimension is None else str(dimension), str(batch_size)]  # fmt: skip
        self._process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, close_fds=True
        )
        assert self._process.stdin is not None and self._process.stdout is not None
        self._to: IO[bytes] = self._process.stdin
        self._from: IO[bytes] = self._process.stdout
        _widened(self._to, self._from)
        self._answers = _Frames(self._from.fileno())  # never read through self._from's buffer
        self._send_lock = threading.Lock()
        self._lock = threading.Lock()
        self._pending: dict[int, Future[np.ndarray]] = {}
        self._jobs = itertools.count()
        self._ready = threading.Event()
        self._gone = False
        self._reader = threading.Thread(target=self._read, name="memoryd-embedder-reader",
                                        daemon=True)  # fmt: skip
        self._reader.start()

    @property
    def ready(self) -> bool:
        """True once the model is loaded and until the process stops."""
        return self._ready.is_set() and not self._gone

    @property
    def stopped(self) -> bool:
        """True once the process has stopped (or was stopped) for good."""
        return self._gone

    def wait_ready(self, timeout: float) -> bool:
        """Return ``ready``, after waiting up to ``timeout`` seconds for it."""
        self._ready.wait(timeout)
        return self.ready

    def submit(self, texts: Sequence[str]) -> Future[np.ndarray]:
        """Return a Future of ``texts``' passage vectors; WorkerUnavailable (raised here or
        by the Future) when the process is not ready or stops."""
        future: Future[np.ndarray] = Future()
        with self._lock:
            if not self.ready:
                raise WorkerUnavailable("the embedding process is not ready")
            job = next(self._jobs)
            self._pending[job] = future
        try:
            with self._send_lock:
                _send(self._to, (job, list(texts)))
        except (OSError, ValueError) as error:
            self._fail_all(f"sending to the embedding process failed: {error}")
        return future

    def close(self) -> None:
        """Stop the process (idempotent); pending Futures fail with WorkerUnavailable."""
        with self._lock:
            already, self._gone = self._gone, True
        if not already:
            try:
                with self._send_lock:
                    _send(self._to, None)
                    self._to.close()
            except (OSError, ValueError):
                pass
        try:
            self._process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait(timeout=5)
        self._reader.join(timeout=5)
        self._from.close()
        self._fail_all("the embedding process stopped")

    def _read(self) -> None:
        """Hand each answer to its Future; on the process's end, fail whatever waits."""
        try:
            while True:
                job, answer, seconds = self._answers.next()
                if job == "ready":
                    self._ready.set()
                    continue
                with self._lock:
                    future = self._pending.pop(job, None)
                if future is None:
                    continue
                if isinstance(answer, str):
                    future.set_exception(WorkerUnavailable(answer))
                    continue
                if self._observe is not None:
                    try:
                        self._observe(len(answer), seconds)
                    except Exception:  # a figure must never leave a caller waiting
                        log.exception("counting an embedding process's batch failed")
                future.set_result(answer)
        except (EOFError, OSError, ValueError, pickle.UnpicklingError):
            pass
        if not self._gone:
            log.warning("the embedding process stopped; texts are embedded in-process")
        self._fail_all("the embedding process stopped")

    def _fail_all(self, why: str) -> None:
        with self._lock:
            self._gone = True
            pending, self._pending = self._pending, {}
        for future in pending.values():
            if not future.done():
                future.set_exception(WorkerUnavailable(why))


class LazyWorker:
    """The engine's embedding process, started (``start()``, e.g. a partial of EmbeddingWorker)
    the first time a batch could use it, and started again (at most once a RESTART_S) after it
    stopped; thread-safe. ``get`` returns it once ready, else None (the caller embeds
    in-process meanwhile)."""

    RESTART_S = 60.0

    def __init__(self, start: Callable[[], EmbeddingWorker]) -> None:
        self._start = start
        self._lock = threading.Lock()
        self._worker: EmbeddingWorker | None = None
        self._started = 0.0
        self._closed = False

    def get(self) -> EmbeddingWorker | None:
        """Return the worker when it is ready; start it on the first call."""
        stale = None
        with self._lock:
            if self._closed:
                return None
            now = time.monotonic()
            if self._worker is not None and self._worker.stopped:
                if now - self._started < self.RESTART_S:
                    return None
                stale, self._worker = self._worker, None
            if self._worker is None:
                self._worker = self._start()
                self._started = now
            worker = self._worker
        if stale is not None:
            stale.close()  # reaps the dead process
        return worker if worker.ready else None

    def close(self) -> None:
        """Stop the worker, if one was started (idempotent)."""
        with self._lock:
            self._closed = True
            worker, self._worker = self._worker, None
        if worker is not None:
            worker.close()
