"""Coalescer: concurrent single writes share batches, each caller gets its own item's answer
(also when another item of its batch is bad), and a caller alone runs at once; through the
engine, concurrent Remembers are all stored, related to each other as a batch relates them."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor

import numpy as np
import pytest

from memoryd.core.errors import InvalidArgument
from memoryd.core.types import MemoryInput, Scope, Status
from memoryd.core.write.coalesce import Coalescer


class _Slow:
    """A batch runner that holds its first batch until released: callers pile up meanwhile."""

    def __init__(self) -> None:
        self.batches: list[list[int]] = []
        self.release = threading.Event()
        self.started = threading.Event()

    def __call__(self, items: Sequence[int]) -> list[int]:
        if not self.batches:
            self.started.set()
            self.release.wait(5)
        self.batches.append(list(items))
        if any(i < 0 for i in items):
            raise ValueError(f"negative: {[i for i in items if i < 0]}")
        return [i * 10 for i in items]


def _piled(
    pool: ThreadPoolExecutor, fold: Coalescer[int, int], run: _Slow, first: int, rest: Sequence[int]
) -> tuple[Future[int], list[Future[int]]]:
    """Submit ``first``, then ``rest`` while first's batch is held; release once every later
    caller waits."""
    lead = pool.submit(fold.submit, first)
    assert run.started.wait(5)
    later = [pool.submit(fold.submit, i) for i in rest]
    while len(fold._queue) < len(rest):  # every later caller is waiting
        threading.Event().wait(0.001)
    run.release.set()
    return lead, later


def test_callers_arriving_during_a_batch_share_the_next_one_and_get_their_own_results():
    run = _Slow()
    fold: Coalescer[int, int] = Coalescer(run, max_batch=64)
    with ThreadPoolExecutor(8) as pool:
        first, rest = _piled(pool, fold, run, 0, range(1, 8))
        assert first.result(5) == 0
        assert [f.result(5) for f in rest] == [i * 10 for i in range(1, 8)]
    assert run.batches[0] == [0]
    assert sorted(run.batches[1]) == list(range(1, 8))  # one batch for all seven
    assert (fold.batches, fold.items) == (2, 8)


def test_a_bad_item_fails_only_its_caller():
    run = _Slow()
    fold: Coalescer[int, int] = Coalescer(run, max_batch=64)
    with ThreadPoolExecutor(4) as pool:
        first, later = _piled(pool, fold, run, 1, (2, -3, 4))
        assert first.result(5) == 10
        assert later[0].result(5) == 20 and later[2].result(5) == 40
        with pytest.raises(ValueError, match=r"negative: \[-3\]"):
            later[1].result(5)


def test_batches_hold_at_most_max_batch_and_a_lone_caller_runs_at_once():
    run = _Slow()
    run.release.set()
    fold: Coalescer[int, int] = Coalescer(run, max_batch=2)
    assert fold.submit(5) == 50 and run.batches == [[5]]
    with ThreadPoolExecutor(8) as pool:
        assert sorted(pool.map(fold.submit, range(40))) == [i * 10 for i in range(40)]
    assert all(len(b) <= 2 for b in run.batches)
    assert fold._leading is False and not fold._queue  # nobody left leading or waiting


def _unit(seed: int, dim: int) -> np.ndarray:
    v = np.random.default_rng(seed).standard_normal(dim).astype(np.float32)
    return v / np.linalg.norm(v)


def test_concurrent_remembers_are_all_stored_with_their_own_answers(engine):
    scope = Scope("alice")
    dim = engine.dimension
    items = [
        MemoryInput(scope=scope, content=f"distinct fact number {i}", embedding=_unit(i, dim))
        for i in range(24)
    ]
    with ThreadPoolExecutor(8) as pool:
        results = list(pool.map(engine.remember, items))
    assert [r.record.content for r in results] == [i.content for i in items]
    stored = {r.record.id for r in results}
    assert len(stored) == 24
    for r in results:
        got = engine.get(scope, r.record.id)
        assert got.status is Status.ACTIVE and got.content == r.record.content
    # a bad write among them is refused on its own: the others are stored
    bad = MemoryInput(scope=scope, content="", embedding=_unit(99, dim))
    good = [
        MemoryInput(scope=scope, content=f"another fact {i}", embedding=_unit(100 + i, dim))
        for i in range(6)
    ]
    with ThreadPoolExecutor(4) as pool:
        futures = [pool.submit(engine.remember, item) for item in [*good[:3], bad, *good[3:]]]
        outcomes = []
        for f in futures:
            try:
                outcomes.append(f.result(30).record.content)
            except InvalidArgument as error:
                outcomes.append(f"refused: {error}")
    assert [o for o in outcomes if not o.startswith("refused")] == [g.content for g in good]
    assert sum(o.startswith("refused: content") for o in outcomes) == 1
