"""Slow and stalled clients through a real server (issue #18): an Import stream that goes
silent, too many streams, an Import too large to hold, an Export nobody reads, calls queued
past their deadline, and Health while every worker is busy.

The server runs with client vectors (``--embedder none``): what is under test is admission,
not the model, and small limits from a config file keep each case to seconds.
"""

from __future__ import annotations

import json
import threading
import time
import zlib
from collections import Counter
from pathlib import Path

import grpc
import pytest
from google.protobuf.timestamp_pb2 import Timestamp
from grpc_health.v1 import health_pb2, health_pb2_grpc

from bench import attack
from memoryd.v1 import memory_pb2 as pb
from memoryd.v1 import memory_pb2_grpc

DIM = 8
MODEL = f"client-vectors-{DIM}"
IDLE_S = 1.0
LIMITS = f"""
workers = 2
max_concurrent_rpcs = 300
max_queue_s = 20.0
[streams]
idle_s = {IDLE_S}
max_open = 2
import_max_bytes = 200000
"""
VECTOR = [1.0] + [0.0] * (DIM - 1)
# Health latencies are judged here: make test runs this file after the rest, on its own.
pytestmark = pytest.mark.alone


def limited_server(start_server, folder: Path, limits: str):
    config = folder / "memoryd.toml"
    config.write_text(limits)
    return start_server(None, "--embedder", "none", "--dimension", str(DIM), "--config",
                        str(config))  # fmt: skip


@pytest.fixture(scope="module")
def slow(start_server, tmp_path_factory):
    """A server with small stream limits and 2 workers."""
    server = limited_server(start_server, tmp_path_factory.mktemp("slow-config"), LIMITS)
    yield server
    server.terminate()


@pytest.fixture(scope="module")
def patient(start_server, tmp_path_factory):
    """The same limits, but a silent stream is kept 30 s: long enough to hold its place
    through a test."""
    limits = LIMITS.replace(f"idle_s = {IDLE_S}", "idle_s = 30.0")
    server = limited_server(start_server, tmp_path_factory.mktemp("patient-config"), limits)
    yield server
    server.terminate()


def hold_streams(server, scope: pb.Scope, release: threading.Event, outcomes: list):
    """Open streams.max_open (2) silent Import streams; return once a third is refused.
    Each imports its one record when ``release`` is set; their codes go to ``outcomes``."""

    def silent_import(n: int) -> None:
        try:
            server.stub.Import(stalled([record(scope, n)], release), timeout=60)
            outcomes.append(grpc.StatusCode.OK)
        except grpc.RpcError as err:
            outcomes.append(err.code())

    holders = [threading.Thread(target=silent_import, args=(n,)) for n in (1, 2)]
    for holder in holders:
        holder.start()
    time.sleep(0.5)  # both are admitted at their first byte; a probe must not come first
    third = rpc_error(lambda: server.stub.Import(stalled([], release), timeout=10))
    return holders, third


def record(scope: pb.Scope, n: int, words: int = 3) -> pb.ImportRequest:
    memory = pb.Memory(
        id=f"{zlib.crc32(scope.user_id.encode()):08x}{n:024x}",  # ids are global: one set a user
        scope=scope,
        content=f"fact number {n} " + "and more words " * words,
        importance=0.5,
        confidence=0.9,
        status=pb.STATUS_ACTIVE,
        version=1,
        embedding_model=MODEL,
        created_at=Timestamp(seconds=1_700_000_000),
        updated_at=Timestamp(seconds=1_700_000_000),
    )
    return pb.ImportRequest(record=pb.ExportRecord(memory=memory, embedding=VECTOR))


def stalled(first: list[pb.ImportRequest], release: threading.Event):
    """An Import stream that sends ``first`` and then nothing until ``release``."""
    yield from first
    release.wait(60)


def rpc_error(call) -> grpc.RpcError:
    with pytest.raises(grpc.RpcError) as caught:
        call()
    return caught.value


def exported(server, scope: pb.Scope) -> list[pb.ExportRecord]:
    return list(server.stub.Export(pb.ExportRequest(scope=scope), timeout=30))


def health_ok(server, timeout: float = 5.0) -> bool:
    reply = health_pb2_grpc.HealthStub(server.channel).Check(
        health_pb2.HealthCheckRequest(), timeout=timeout
    )
    return reply.status == health_pb2.HealthCheckResponse.SERVING


def test_an_import_stream_that_goes_silent_ends_deadline_exceeded_and_imports_nothing(
    slow, user_id
):
    scope = pb.Scope(user_id=user_id)
    release = threading.Event()
    try:
        err = rpc_error(lambda: slow.stub.Import(stalled([record(scope, 1)], release), timeout=60))
    finally:
        release.set()
    assert err.code() is grpc.StatusCode.DEADLINE_EXCEEDED, err.details()
    assert "streams.idle_s" in err.details() and "nothing was imported" in err.details()
    assert exported(slow, scope) == []


def test_streams_past_max_open_are_refused_while_unary_calls_and_health_go_on(patient, user_id):
    scope = pb.Scope(user_id=user_id)
    release = threading.Event()
    outcomes: list[grpc.StatusCode] = []
    holders, third = hold_streams(patient, scope, release, outcomes)
    try:
        assert third.code() is grpc.StatusCode.RESOURCE_EXHAUSTED, third.details()
        assert "streams.max_open" in third.details()
        assert health_ok(patient)
        stored = patient.stub.Remember(
            pb.RememberRequest(scope=scope, content="still answering", embedding=VECTOR),
            timeout=10,
        )
        assert stored.stored_id
    finally:
        release.set()
        for holder in holders:
            holder.join(60)
    assert outcomes == [grpc.StatusCode.OK] * 2  # released: each imports its record
    assert sorted(r.memory.content for r in exported(patient, scope)) == [
        record(scope, 1).record.memory.content,
        record(scope, 2).record.memory.content,
        "still answering",
    ]


def test_an_import_larger_than_import_max_bytes_is_refused_whole(slow, user_id):
    scope = pb.Scope(user_id=user_id)
    err = rpc_error(
        lambda: slow.stub.Import((record(scope, n + 1, 20) for n in range(3000)), timeout=60)
    )
    assert err.code() is grpc.StatusCode.RESOURCE_EXHAUSTED, err.details()
    assert "streams.import_max_bytes" in err.details()
    assert exported(slow, scope) == []
    # A stream under the limit is imported, and the stream's place was given back.
    done = slow.stub.Import((record(scope, n + 1) for n in range(50)), timeout=60)
    assert done.imported == 50


def test_an_export_nobody_reads_is_cancelled_and_gives_its_stream_back(slow, user_id):
    scope = pb.Scope(user_id=user_id)
    total = 0
    for start in range(0, 1200, 300):  # several streams: each under import_max_bytes
        total += slow.stub.Import(
            (record(scope, start + n + 1, 20) for n in range(300)), timeout=60
        ).imported
    assert total == 1200
    # No BDP probing: the window stays at its 64 KiB start, well under the export's size.
    with grpc.insecure_channel(slow.address, options=[("grpc.http2.bdp_probe", 0)]) as channel:
        reader = memory_pb2_grpc.MemoryServiceStub(channel)
        call = reader.Export(pb.ExportRequest(scope=scope, include_vectors=True), timeout=60)
        time.sleep(IDLE_S * 4)  # reads nothing meanwhile
        received = 0
        with pytest.raises(grpc.RpcError) as caught:
            for _ in call:
                received += 1
        assert caught.value.code() is grpc.StatusCode.CANCELLED
        assert received < total
    # Both stream places are free again: two exports at once read the whole pool.
    results: list[int] = []
    readers = [
        threading.Thread(target=lambda: results.append(len(exported(slow, scope))))
        for _ in range(2)
    ]
    for thread in readers:
        thread.start()
    for thread in readers:
        thread.join(60)
    assert results == [total, total]


def test_calls_that_wait_past_max_queue_s_are_refused_and_not_run(start_server, tmp_path, user_id):
    """100 writers at once on 1 worker that lets a call wait 1 ms: the ones refused were not
    run (nothing of them stored), the ones acknowledged are all stored."""
    config = tmp_path / "memoryd.toml"
    config.write_text("workers = 1\nmax_queue_s = 0.001\n")
    server = start_server(None, "--embedder", "none", "--dimension", str(DIM), "--config",
                          str(config))  # fmt: skip
    scope = pb.Scope(user_id=user_id)
    start = threading.Barrier(100)
    answers: dict[str, grpc.StatusCode] = {}

    def write(n: int) -> None:
        content = f"queued write {n}"
        start.wait()
        try:
            server.stub.Remember(
                pb.RememberRequest(scope=scope, content=content, embedding=VECTOR), timeout=60
            )
            answers[content] = grpc.StatusCode.OK
        except grpc.RpcError as err:
            answers[content] = err.code()
            assert "it was not run" in err.details(), err.details()

    writers = [threading.Thread(target=write, args=(n,)) for n in range(100)]
    for thread in writers:
        thread.start()
    for thread in writers:
        thread.join(60)
    try:
        assert set(answers.values()) == {grpc.StatusCode.OK, grpc.StatusCode.RESOURCE_EXHAUSTED}
        acknowledged = {c for c, code in answers.items() if code is grpc.StatusCode.OK}
        assert {r.memory.content for r in exported(server, scope)} == acknowledged
    finally:
        server.terminate()


def test_health_answers_while_every_worker_is_busy(patient, user_id):
    """200 concurrent clients on 2 workers, and both stream places held by silent Imports:
    Health answers every probe within its deadline, and the callers all get answers."""
    scope = pb.Scope(user_id=user_id)
    patient.stub.Import((record(scope, n + 100) for n in range(200)), timeout=60)
    stop, release = threading.Event(), threading.Event()
    codes: list[grpc.StatusCode] = []

    def client() -> None:
        while not stop.is_set():
            try:
                patient.stub.Recall(
                    pb.RecallRequest(scope=scope, query="fact", embedding=VECTOR, top_k=50),
                    timeout=60,
                )
                codes.append(grpc.StatusCode.OK)
            except grpc.RpcError as err:
                codes.append(err.code())

    holders, third = hold_streams(patient, scope, release, [])
    clients = [threading.Thread(target=client) for _ in range(200)]
    for thread in clients:
        thread.start()
    try:
        time.sleep(0.5)
        probes = [health_ok(patient, timeout=2.0) for _ in range(20)]
    finally:
        stop.set()
        release.set()
        for thread in clients + holders:
            thread.join(60)
    assert third.code() is grpc.StatusCode.RESOURCE_EXHAUSTED  # the streams were held
    assert probes == [True] * 20
    assert codes and set(codes) == {grpc.StatusCode.OK}


def test_stream_limits_are_checked_at_start_up(tmp_path: Path):
    import subprocess
    import sys

    config = tmp_path / "memoryd.toml"
    config.write_text("[streams]\nidle_s = 0\n")
    done = subprocess.run(
        [sys.executable, "-m", "memoryd.server", "serve", "--embedder", "none", "--dimension",
         "8", "--listen", "127.0.0.1:0", "--data-dir", str(tmp_path / "data"), "--config",
         str(config)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.strip().splitlines()[-1].startswith("memoryd: streams.idle_s = 0")


def health_ms(server, probes: int, pause_s: float = 0.01) -> list[float]:
    """Return the latency of ``probes`` Health checks in ms (inf for one not answered in 2 s)."""
    return attack.health_ms(server.channel, probes, pause_s)


def answered_after_the_storm(server, scope: pb.Scope) -> pb.RecallResponse:
    """Return an ordinary Recall's answer, asked again while it ends CANCELLED for up to 5 s.

    Why again: in about a third of runs on 2 cores, a call made in the second after ~2,000
    calls cancelled at their deadline ends CANCELLED at once, on a new channel too, and the
    server's log never shows it (grpc's transport, not our handler; open in issue #18's notes);
    asked again a moment later it is answered. What must hold is that the server answers.
    """
    request = pb.RecallRequest(scope=scope, query="fact number 7", embedding=VECTOR)
    give_up = time.monotonic() + 5.0
    while True:
        try:
            return server.stub.Recall(request, timeout=10)
        except grpc.RpcError as err:
            if err.code() is not grpc.StatusCode.CANCELLED or time.monotonic() > give_up:
                raise
            time.sleep(0.1)


def median(values: list[float]) -> float:
    return sorted(values)[len(values) // 2]


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]


def served_ms(log: str, method: str) -> list[float]:
    """Return the server-side times (ms) of the ``method`` calls the log shows answered OK."""
    out = []
    for line in log.splitlines():
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        if entry.get("method", "").endswith(f"/{method}") and entry.get("code") == "OK":
            out.append(float(entry.get("ms", 0.0)))
    return out


def late_answers(log: str, method: str, deadline_ms: float) -> int:
    """Return how many ``method`` calls the server's log shows answered OK after
    ``deadline_ms`` (counted from when the server took the call: later still for the caller)."""
    return sum(ms > deadline_ms for ms in served_ms(log, method))


HEALTH_MS = 50.0  # issue #18: Health answers under 50 ms under any load


def test_slow_readers_and_calls_past_their_deadline_keep_health_under_50_ms(patient, user_id):
    """Both stream places held by Exports, one read a message every 0.2 s and one never read,
    and 16 callers whose Recalls carry a deadline of twice a lone Recall's time, on 2 workers
    (so some are answered after it and the rest refused in the queue): Health answers all of
    200 probes, with p50
    and (where the machine's idle floor allows judging it) p99 under 50 ms, and the server
    still answers an ordinary call afterwards."""
    scope = pb.Scope(user_id=user_id)
    for start in range(0, 1200, 300):  # a pool whose export outgrows HTTP/2's 64 KiB window
        patient.stub.Import((record(scope, start + n + 1, 20) for n in range(300)), timeout=60)
    warm = pb.RecallRequest(scope=scope, query="fact number", embedding=VECTOR, top_k=50)
    patient.stub.Recall(warm, timeout=60)  # a first call's one-off work is not under test
    log_warm = len(patient.log())
    for _ in range(20):
        patient.stub.Recall(warm, timeout=60)
    # The deadline: twice what one Recall takes this server alone, in the same run (5-50 ms),
    # so that 16 callers on 2 workers have calls answered after it on a quiet machine (where
    # a fixed 50 ms let every call finish in time) as on a loaded one.
    alone = sorted(served_ms(patient.log()[log_warm:], "Recall"))
    deadline_s = min(0.05, max(0.005, 2 * alone[len(alone) // 2] / 1000)) if alone else 0.05
    idle = health_ms(patient, 50)  # the floor, in the same run
    log_before = len(patient.log())
    stop = threading.Event()
    read_slowly: list[int] = []
    codes: list[grpc.StatusCode] = []
    options = [("grpc.http2.bdp_probe", 0)]  # the window stays at its 64 KiB start
    with (
        grpc.insecure_channel(patient.address, options=options) as reader_channel,
        grpc.insecure_channel(patient.address, options=options) as never_channel,
    ):
        export = pb.ExportRequest(scope=scope, include_vectors=True)
        never = memory_pb2_grpc.MemoryServiceStub(never_channel).Export(export, timeout=60)
        slow_call = memory_pb2_grpc.MemoryServiceStub(reader_channel).Export(export, timeout=60)

        def slow_reader() -> None:
            try:
                for _ in slow_call:
                    read_slowly.append(1)
                    if stop.wait(0.2):
                        return
            except grpc.RpcError:
                pass

        def hurried() -> None:
            request = pb.RecallRequest(scope=scope, query="fact number", embedding=VECTOR, top_k=50)
            while not stop.is_set():
                try:
                    patient.stub.Recall(request, timeout=deadline_s)
                    codes.append(grpc.StatusCode.OK)
                except grpc.RpcError as err:
                    codes.append(err.code())

        threads = [threading.Thread(target=slow_reader)]
        threads += [threading.Thread(target=hurried) for _ in range(16)]
        for thread in threads:
            thread.start()
        try:
            time.sleep(0.5)
            busy = health_ms(patient, 200)
        finally:
            stop.set()
            slow_call.cancel()
            never.cancel()
            for thread in threads:
                thread.join(60)
    late = late_answers(patient.log()[log_before:], "Recall", deadline_s * 1000)
    assert read_slowly and len(read_slowly) < 1200, len(read_slowly)  # it was still reading
    assert grpc.StatusCode.DEADLINE_EXCEEDED in codes, set(codes)
    # Calls answered after their caller gave up (work done for nobody) happen in most runs, not
    # in all: the server also stops a call whose deadline passes while it runs. The figures
    # say how many; what must hold is that the callers' deadlines did pass, and Health below.
    figures = (
        f"Health p50 {median(busy):.1f} p99 {p99(busy):.1f} max {max(busy):.1f} ms under slow "
        f"readers and {len(codes)} calls with a {deadline_s * 1000:.1f} ms deadline ({late} "
        f"answered late; codes {dict(Counter(c.name for c in codes))}); idle p50 "
        f"{median(idle):.1f} p99 {p99(idle):.1f} ms"
    )
    assert max(busy) < float("inf"), figures  # every probe answered (within 2 s)
    assert median(busy) < HEALTH_MS, figures
    assert answered_after_the_storm(patient, scope).hits, figures
    if p99(idle) >= HEALTH_MS / 2:
        # 2 cores shared by many sessions: Health on the idle server already waits 30-90 ms at
        # p99 for the scheduler, so the tail of the busy one says nothing about the server.
        pytest.skip(f"p99 not judged: the machine's own floor is too high ({figures})")
    assert p99(busy) < HEALTH_MS, figures
    answer = patient.stub.Recall(
        pb.RecallRequest(scope=scope, query="fact number 7", embedding=VECTOR), timeout=10
    )
    assert answer.hits


def test_an_export_its_client_cancels_is_counted_cancelled_not_unknown(slow, user_id):
    """A client that stops reading an Export and cancels it: the server's log (and metrics)
    say CANCELLED, where they said UNKNOWN, at warning level, as if the server had failed."""
    scope = pb.Scope(user_id=user_id)
    slow.stub.Import((record(scope, n + 1, 20) for n in range(300)), timeout=60)
    log_before = len(slow.log())
    call = slow.stub.Export(pb.ExportRequest(scope=scope, include_vectors=True), timeout=60)
    next(call)
    call.cancel()
    deadline = time.monotonic() + 20
    exports: list[dict] = []
    while not exports and time.monotonic() < deadline:
        time.sleep(0.2)
        exports = [
            entry
            for line in slow.log()[log_before:].splitlines()
            if line.startswith("{")
            and (entry := json.loads(line)).get("method", "").endswith("/Export")
        ]
    assert [(e["code"], e["level"]) for e in exports] == [("CANCELLED", "info")], exports
