"""Group commit: many writers' operations folded into one durable transaction.

A commit with fsync costs about as much for one record as for a thousand (~4k commits/s here),
so concurrent writers queue their operations and one thread commits whatever is queued, then
wakes every writer of that group. A caller is answered only after its commit.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from enum import Enum

from memoryd.core.errors import Overloaded, StorageError
from memoryd.core.store.storage import Op, Store

log = logging.getLogger(__name__)


class _Stop(Enum):
    """The one value that tells the writer thread to finish (an enum: mypy narrows it out)."""

    STOP = "stop"


_STOP = _Stop.STOP
# One writer's request: its operations, how many user-visible writes they carry, its answer.
_Queued = tuple[list[Op], int, Future[None]]


class GroupCommitWriter:
    """The single writer of a Store; thread-safe.

    ``tick`` is called on the writer thread about every ``tick_interval`` seconds (and once at
    close); the operations it returns are committed like any others (used to persist access
    statistics without a transaction per recall). ``tick_lock``, if given, is held from the
    tick until its operations are committed, so readers holding it never see the moment when
    the tick has taken changes from memory but they are not in the store yet.
    """

    def __init__(
        self,
        store: Store,
        *,
        max_group: int,
        max_pending: int,
        tick: Callable[[], list[Op]] | None = None,
        tick_interval: float = 1.0,
        tick_lock: threading.Lock | None = None,
    ) -> None:
        self._store = store
        self._max_group = max_group
        self._max_pending = max_pending
        self._tick = tick
        self._tick_interval = tick_interval
        self._tick_lock = tick_lock or threading.Lock()
        self._queue: queue.SimpleQueue[_Queued | _Stop] = queue.SimpleQueue()
        self._pending = 0
        self._pending_lock = threading.Lock()
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="memoryd-writer", daemon=True)
        self._thread.start()

    def write(self, ops: Sequence[Op], items: int = 1) -> None:
        """Commit ``ops`` durably, in one transaction; return once committed.

        ``items`` is how many user-visible writes these ops carry (for the overload limit).
        Raises Overloaded when more than ``max_pending`` items wait, StorageError on failure.
        """
        self.submit(ops, items).result()

    def submit(self, ops: Sequence[Op], items: int = 1) -> Future[None]:
        """Queue ``ops``; return a Future that resolves once they are committed."""
        with self._pending_lock:
            if self._closed:
                raise StorageError("the store is closed (the server is shutting down)")
            if self._pending + items > self._max_pending:
                raise Overloaded(
                    f"{self._pending} writes are waiting to commit (limit "
                    f"limits.max_pending_writes = {self._max_pending}); retry with backoff"
                )
            self._pending += items
            fut: Future[None] = Future()
            # Queued under the lock: once close() has queued its stop, nothing lands after it.
            self._queue.put((list(ops), items, fut))
        return fut

    def close(self) -> None:
        """Commit everything queued, run a last tick, and stop the thread."""
        with self._pending_lock:
            if self._closed:
                return
            self._closed = True
            self._queue.put(_STOP)
        self._thread.join()

    def _run(self) -> None:
        next_tick = time.monotonic() + self._tick_interval
        stopping = False
        while not stopping:
            timeout = max(0.0, next_tick - time.monotonic())
            group: list[_Queued] = []
            try:
                first: _Queued | _Stop | None = self._queue.get(timeout=timeout)
            except queue.Empty:
                first = None
            if first is _STOP:
                stopping = True
            elif first is not None:
                group.append(first)
            while not stopping and len(group) < self._max_group:
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    break
                if item is _STOP:
                    stopping = True
                else:
                    group.append(item)
            if self._tick is not None and (stopping or time.monotonic() >= next_tick):
                next_tick = time.monotonic() + self._tick_interval
                with self._tick_lock:
                    try:
                        extra = self._tick()
                    except Exception:  # a tick must never kill the writer
                        log.exception("writer tick failed")
                        extra = []
                    if group or extra:
                        self._commit(group, extra)
            elif group:
                self._commit(group, [])
            if stopping:  # writers that raced close() were refused; drain stragglers
                while True:
                    try:
                        item = self._queue.get_nowait()
                    except queue.Empty:
                        break
                    if item is not _STOP:
                        self._commit([item], [])

    def _commit(self, group: list[_Queued], extra: list[Op]) -> None:
        ops = [op for item_ops, _, _ in group for op in item_ops] + extra
        error: BaseException | None = None
        try:
            self._store.apply(ops)
        except BaseException as exc:  # noqa: BLE001 - handed to every waiting writer
            error = exc
            log.error("group commit of %d writes failed: %s", len(group), exc)
        with self._pending_lock:
            self._pending -= sum(items for _, items, _ in group)
        for _, _, fut in group:
            if error is None:
                fut.set_result(None)
            else:
                fut.set_exception(error)
