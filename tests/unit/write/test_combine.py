"""Concurrent writes folded into one batch: every caller gets its own results, in order, and
an error of a batch reaches every caller in it and no other."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from memoryd.core.write.combine import Combiner


def test_each_caller_gets_its_own_results_and_queued_callers_share_a_batch():
    batches: list[list[int]] = []
    gate = threading.Event()

    def run(items: list[int]) -> list[int]:
        if not batches:
            gate.wait(5)  # the first batch runs while the others queue
        batches.append(items)
        return [10 * i for i in items]

    combiner: Combiner[int, int] = Combiner(run, max_items=100)
    with ThreadPoolExecutor(8) as pool:
        first = pool.submit(combiner.submit, [0])
        while not combiner._running:  # the first caller leads
            time.sleep(0.001)
        rest = [pool.submit(combiner.submit, [i, i + 1000]) for i in range(1, 8)]
        while len(combiner._queue) < 7:  # the others queue behind it
            time.sleep(0.001)
        gate.set()
        assert first.result(5) == [0]
        for i, fut in enumerate(rest, start=1):
            assert fut.result(5) == [10 * i, 10 * (i + 1000)]
    assert batches[0] == [0]
    assert len(batches) == 2  # the seven queued callers ran as one batch
    assert sorted(batches[1]) == sorted([j for i in range(1, 8) for j in (i, i + 1000)])


def test_a_batch_holds_at_most_max_items_but_never_splits_a_caller():
    sizes: list[int] = []

    def run(items: list[int]) -> list[int]:
        sizes.append(len(items))
        return items

    combiner: Combiner[int, int] = Combiner(run, max_items=3)
    assert combiner.submit([1, 2, 3, 4, 5]) == [1, 2, 3, 4, 5]
    assert sizes == [5]


def test_an_error_of_a_batch_reaches_its_callers_and_the_next_batch_still_runs():
    calls = []

    def run(items: list[int]) -> list[int]:
        calls.append(items)
        if -1 in items:
            raise OSError("disk gone")
        return items

    combiner: Combiner[int, int] = Combiner(run, max_items=10)
    with pytest.raises(OSError, match="disk gone"):
        combiner.submit([-1])
    assert combiner.submit([7]) == [7]
    with ThreadPoolExecutor(16) as pool:
        futures = [pool.submit(combiner.submit, [i]) for i in range(200)]
        assert [f.result(10) for f in futures] == [[i] for i in range(200)]
