"""Concurrent single writes folded into one batch: the write path's group commit for the
lifecycle part too (issue #15: "unary writes at the floor").

Why: one Remember pays a neighbour search, the judge's reading and an fsync of its own, and
concurrent callers queued behind one another for the write transaction anyway. Folded, N
callers share one batched neighbour search and one durable transaction, and each still gets
its own answer: the batch path relates every item to the pool and to the items before it, as
if they had been written one after the other in the order they arrived.

No thread of its own (a leader/follower queue): the first caller to find no batch running
runs one with everything queued, including its own item; callers that arrive meanwhile wait;
when the batch is done, the oldest waiting caller leads the next one. A caller alone runs its
item at once, as before.

A batch that fails (a bad item, a full store) is run again item by item, so that each caller
gets the answer its own item would have had: a bad item's error names only that item, and
the others are stored.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

T = TypeVar("T")
R = TypeVar("R")


class _Slot(Generic[T, R]):
    """One caller's item and, once its batch is done, its result or error."""

    __slots__ = ("error", "item", "lead", "ready", "result")

    def __init__(self, item: T) -> None:
        self.item = item
        self.result: R | None = None
        self.error: BaseException | None = None
        self.lead = False  # woken to run the next batch, not with a result
        self.ready = threading.Event()


class Coalescer(Generic[T, R]):
    """Runs ``run(items) -> results`` (aligned, all or nothing) on batches of at most
    ``max_batch`` items submitted by concurrent callers; thread-safe."""

    def __init__(self, run: Callable[[Sequence[T]], list[R]], max_batch: int) -> None:
        self._run = run
        self._max = max(1, max_batch)
        self._lock = threading.Lock()
        self._queue: deque[_Slot[T, R]] = deque()
        self._leading = False
        self.batches = 0  # batches run (the figures and the tests read them)
        self.items = 0

    def submit(self, item: T) -> R:
        """Return ``run``'s result for ``item`` (raise its error), once it is written."""
        slot: _Slot[T, R] = _Slot(item)
        with self._lock:
            self._queue.append(slot)
            lead = not self._leading
            self._leading = True
        if not lead:
            slot.ready.wait()
            if not slot.lead:
                return self._outcome(slot)
        self._lead()
        return self._outcome(slot)

    def _lead(self) -> None:
        """Run one batch of the queue's oldest items (the leader's own is the oldest), then
        hand the lead to the oldest caller still waiting, or give it up."""
        with self._lock:
            batch = [self._queue.popleft() for _ in range(min(self._max, len(self._queue)))]
        try:
            self._answer(batch)
        except BaseException as error:  # never leave a caller waiting for an answer
            for slot in batch:
                if not slot.ready.is_set() or slot.lead:
                    _done(slot, error=error)
            raise
        finally:
            with self._lock:
                if self._queue:
                    following = self._queue[0]
                    following.lead = True
                    following.ready.set()
                else:
                    self._leading = False

    def _answer(self, batch: list[_Slot[T, R]]) -> None:
        try:
            results = self._run([s.item for s in batch])
        except Exception as error:
            if len(batch) == 1:
                _done(batch[0], error=error)
            else:  # whose item failed? each alone says, and the others are written
                for slot in batch:
                    self._answer([slot])
            return
        with self._lock:
            self.batches += 1
            self.items += len(batch)
        for slot, result in zip(batch, results, strict=True):
            _done(slot, result=result)

    @staticmethod
    def _outcome(slot: _Slot[T, R]) -> R:
        if slot.error is not None:
            raise slot.error
        return slot.result  # type: ignore[return-value]  # set with ready


def _done(slot: _Slot[T, R], result: R | None = None, error: BaseException | None = None) -> None:
    slot.result, slot.error, slot.lead = result, error, False
    slot.ready.set()
