"""Concurrent writes folded into one batch: while one write runs its lifecycle phases
(neighbour search, judge, plan, commit, index), the writes that arrive queue up, and the next
of them runs all the queued ones as one batch. Group commit (memoryd.core.store.writer) folds
the LMDB part of concurrent writes; this folds the rest, so many unary Remembers cost about
what one RememberBatch of them costs.

Each caller is answered with its own results once the batch holding its items is durable;
an error of that batch (overload, storage) is raised to every caller in it. The items of a
batch are judged against the earlier items of the same batch (memoryd.core.write.batch), so
two concurrent writes of one fact relate to each other as a RememberBatch of both would.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

Item = TypeVar("Item")
Result = TypeVar("Result")


class _Waiter(Generic[Item, Result]):
    """One caller's items, and what it is answered."""

    __slots__ = ("error", "items", "lead", "ready", "results")

    def __init__(self, items: Sequence[Item]) -> None:
        self.items = items
        self.ready = threading.Event()
        self.lead = False  # woken to run the next batch, not with an answer
        self.results: list[Result] | None = None
        self.error: BaseException | None = None


class Combiner(Generic[Item, Result]):
    """Runs ``run(items)`` (results aligned with items) for concurrent callers, one batch at
    a time, each batch holding every caller queued when it starts (up to ``max_items`` items;
    a caller's items are never split). Thread-safe."""

    def __init__(self, run: Callable[[list[Item]], list[Result]], max_items: int) -> None:
        self._run = run
        self._max_items = max(1, max_items)
        self._lock = threading.Lock()
        self._queue: list[_Waiter[Item, Result]] = []
        self._running = False

    def submit(self, items: Sequence[Item]) -> list[Result]:
        """Return the results of ``items`` (aligned) once the batch holding them has run."""
        me: _Waiter[Item, Result] = _Waiter(items)
        with self._lock:
            self._queue.append(me)
            lead = not self._running
            self._running = True
        while not lead:
            me.ready.wait()
            if not me.lead:
                break
            me.ready.clear()
            lead, me.lead = True, False
        if lead:
            self._lead()
        if me.error is not None:
            raise me.error
        if me.results is None:  # pragma: no cover - every caller of a batch is answered
            raise RuntimeError("a write was woken without an answer")
        return me.results

    def _lead(self) -> None:
        """Run one batch of the queued callers, then hand the next batch to the first caller
        still queued (each caller runs at most the batch that answers it: no caller serves
        others for long)."""
        with self._lock:
            group = self._take()
        try:
            results = self._run([item for w in group for item in w.items])
        except BaseException as exc:  # noqa: BLE001 - handed to every caller of the batch
            for w in group:
                w.error = exc
        else:
            start = 0
            for w in group:
                w.results = results[start : start + len(w.items)]
                start += len(w.items)
        with self._lock:
            if self._queue:
                nxt = self._queue[0]
                nxt.lead = True
                nxt.ready.set()
            else:
                self._running = False
        for w in group:
            w.ready.set()

    def _take(self) -> list[_Waiter[Item, Result]]:
        """Return the callers of the next batch, removed from the queue (under the lock)."""
        n, size = 0, 0
        for w in self._queue:
            if n and size + len(w.items) > self._max_items:
                break
            n, size = n + 1, size + len(w.items)
        group, self._queue = self._queue[:n], self._queue[n:]
        return group
