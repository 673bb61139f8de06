"""A big text batch is embedded by a child process (the real model) while the write path works
(issue #15, text ingest): the vectors are the ones this process would make, every chunk is
embedded once whoever embeds it, a batch decides as it would without the process, and a
process that dies costs no write."""

from __future__ import annotations

import dataclasses
import os
import signal
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from memoryd.core import EngineConfig, MemoryEngine, MemoryInput, Scope, Status
from memoryd.core.embedding import make_embedder
from memoryd.core.embedding_worker import EmbeddingWorker, WorkerUnavailable, _Frames, _send
from memoryd.core.write.embed_schedule import embedded_chunks

MODEL = "use-multilingual"
TEXTS = [f"Note {i}: the {w} order for table {i % 7} is ready" for i, w in
         enumerate(["tea", "coffee", "soup", "salad", "cake"] * 30)]  # fmt: skip


@pytest.fixture(scope="module")
def here():
    return make_embedder(MODEL, None, 64)


OBSERVED: list[tuple[int, float]] = []  # what the module's worker reported it embedded


@pytest.fixture(scope="module")
def worker() -> Iterator[EmbeddingWorker]:
    w = EmbeddingWorker(MODEL, None, 64, observe=lambda n, s: OBSERVED.append((n, s)))
    assert w.wait_ready(120), "the embedding process did not start"
    yield w
    w.close()


def test_the_process_embeds_as_this_one_does(worker, here):
    got = worker.submit(TEXTS[:20]).result(timeout=60)
    np.testing.assert_allclose(got, here.embed_passages(TEXTS[:20]), atol=1e-5)


def test_the_process_reports_each_batch_it_embedded(worker):
    seen = len(OBSERVED)
    worker.submit(TEXTS[:7]).result(timeout=60)
    worker.submit(TEXTS[7:10]).result(timeout=60)
    assert [n for n, _ in OBSERVED[seen:]] == [7, 3]
    assert all(0 < s < 60 for _, s in OBSERVED[seen:])


def test_every_chunk_is_embedded_once_whoever_embeds_it(worker, here):
    chunks = [TEXTS[0:40], [], TEXTS[40:90], TEXTS[90:100], TEXTS[100:150]]
    calls: list[int] = []

    def local(texts):
        calls.append(len(texts))
        return here.embed_passages(texts)

    done = list(embedded_chunks(chunks, worker, local))
    assert sorted(d.chunk for d in done) == list(range(len(chunks)))
    for d in done:
        if chunks[d.chunk]:
            np.testing.assert_allclose(d.vectors, here.embed_passages(chunks[d.chunk]), atol=1e-5)
        else:
            assert len(d.vectors) == 0
    assert len(calls) < len(chunks)  # the process took some of them


def test_while_the_thread_has_other_work_it_leaves_every_chunk_to_the_process(worker, here):
    chunks = [TEXTS[0:40], TEXTS[40:90], TEXTS[90:150]]
    calls: list[int] = []
    pieces: list[float] = []

    def local(texts):
        calls.append(len(texts))
        return here.embed_passages(texts)

    def meanwhile() -> bool:  # vector-free work without end, a millisecond a piece
        pieces.append(time.monotonic())
        time.sleep(0.001)
        return True

    done = list(embedded_chunks(chunks, worker, local, meanwhile=meanwhile))
    assert [d.chunk for d in done] == [0, 1, 2]  # the process's, in order
    assert calls == []
    assert pieces  # it worked while it waited
    for d in done:
        np.testing.assert_allclose(d.vectors, here.embed_passages(chunks[d.chunk]), atol=1e-5)


def test_once_the_other_work_is_done_the_thread_embeds_from_the_back(worker, here):
    chunks = [TEXTS[0:50], TEXTS[50:100], TEXTS[100:150], TEXTS[0:50], TEXTS[50:100]]
    left = [2]
    calls: list[int] = []

    def local(texts):
        calls.append(len(texts))
        return here.embed_passages(texts)

    def meanwhile() -> bool:
        left[0] -= 1
        return left[0] >= 0

    done = list(embedded_chunks(chunks, worker, local, meanwhile=meanwhile))
    assert sorted(d.chunk for d in done) == list(range(len(chunks)))
    assert left[0] < 0  # asked until it had nothing left
    assert calls  # then it took chunks from the back


def test_messages_cross_a_pipe_whole_whatever_their_size():
    read_end, write_end = os.pipe()
    sent = [("ready", None, 0.0), (1, np.arange(200_000, dtype=np.float32), 0.5), None, "é" * 9]
    with os.fdopen(write_end, "wb") as stream:
        writer = threading.Thread(target=lambda: [_send(stream, m) for m in sent])
        writer.start()  # 800 KB: more than a default pipe holds, read while it is written
        frames = _Frames(read_end)
        got = [frames.next() for _ in sent]
        writer.join()
    assert got[0] == sent[0] and got[2:] == sent[2:]
    np.testing.assert_array_equal(got[1][1], sent[1][1])
    with pytest.raises(EOFError):  # the writer closed its end
        frames.next()
    os.close(read_end)


def test_a_stopped_process_refuses_work_and_fails_what_waits():
    w = EmbeddingWorker(MODEL, None, 64)
    assert w.wait_ready(120)
    os.kill(w._process.pid, signal.SIGKILL)
    w._process.wait(timeout=30)
    deadline = time.monotonic() + 30
    while w.ready and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not w.ready
    with pytest.raises(WorkerUnavailable):
        w.submit(["anything"])
    w.close()


def _engine(path: Path, worker: bool) -> MemoryEngine:
    engine = MemoryEngine(path, dataclasses.replace(EngineConfig(), embed_worker=worker))
    if worker:  # start the process and wait for it, as a long-running server has
        lazy = engine._embed_worker
        assert lazy is not None
        deadline = time.monotonic() + 120
        while lazy.get() is None and time.monotonic() < deadline:
            time.sleep(0.1)
        assert lazy.get() is not None, "the embedding process did not start"
    return engine


def _batch(scope: Scope) -> list[MemoryInput]:
    # restatements, a correction and additions among fillers: the decisions to compare
    texts = [*TEXTS[:100], "I live in Lisbon.", "I live in Lisbon.", *TEXTS[100:140],
             "My favourite drink is tea.", "My favourite drink is coffee now.",
             "I'm allergic to peanuts.", "I'm allergic to shellfish too."]  # fmt: skip
    return [MemoryInput(scope, t) for t in texts]


def test_a_batch_through_the_process_decides_as_one_embedded_here(tmp_path):
    results = {}
    for worker in (True, False):
        engine = _engine(tmp_path / str(worker), worker)
        try:
            engine.remember_batch([MemoryInput(Scope("u"), t) for t in TEXTS[140:]])
            results[worker] = engine.remember_batch(_batch(Scope("u")))
        finally:
            engine.close()
    # what each text became, and its importance: estimated while the process embeds
    shape = {
        w: [(r.action, r.outcome, r.record.importance) for r in got] for w, got in results.items()
    }
    assert shape[True] == shape[False]
    assert {a.name for a, _, _ in shape[True]} > {"CREATED"}  # something was decided


def test_a_process_that_dies_costs_no_write(tmp_path):
    engine = _engine(tmp_path / "data", True)
    try:
        lazy = engine._embed_worker
        assert lazy is not None
        process = lazy.get()._process
        os.kill(process.pid, signal.SIGKILL)
        process.wait(timeout=30)
        got = engine.remember_batch(_batch(Scope("v")))
        assert len(got) == len(_batch(Scope("v")))
        for r in got:
            assert engine.get(Scope("v"), r.record.id).status in (Status.ACTIVE, Status.SUPERSEDED)
    finally:
        engine.close()


def test_with_a_stopped_process_every_chunk_is_embedded_here(here):
    w = EmbeddingWorker(MODEL, None, 64)
    w.close()
    chunks = [TEXTS[0:30], TEXTS[30:60]]
    done = sorted(embedded_chunks(chunks, w, here.embed_passages), key=lambda d: d.chunk)
    for d, texts in zip(done, chunks, strict=True):
        np.testing.assert_allclose(d.vectors, here.embed_passages(texts), atol=1e-5)
