"""Acknowledged writes survive kill -9; SIGTERM drains and exits cleanly."""

from __future__ import annotations

import threading
import time

import grpc
import numpy as np

from memoryd.v1 import memory_pb2 as pb
from memoryd.v1 import memory_pb2_grpc

DIM = 512
WRITERS = 6


def _writer(address: str, worker: int, acked: dict, stop: threading.Event) -> None:
    """Write until the server dies; record every acknowledged id with what was sent."""
    rng = np.random.default_rng(worker)
    stub = memory_pb2_grpc.MemoryServiceStub(grpc.insecure_channel(address))
    scope = pb.Scope(user_id=f"durable-{worker % 3}")
    n = 0
    while not stop.is_set():
        n += 1
        try:
            if worker == 0:  # server-side embedding of real text
                content = f"第{n}条记录：用户{worker}在第{n}天喝了{n % 7}杯咖啡"
                reply = stub.Remember(pb.RememberRequest(scope=scope, content=content), timeout=10)
                acked[reply.memory.id] = (scope, content, None)
            else:
                vectors = rng.standard_normal((5, DIM)).astype(np.float32)
                items = [
                    pb.RememberRequest(
                        scope=scope, content=f"w{worker} n{n} i{i}", embedding=v.tolist()
                    )
                    for i, v in enumerate(vectors)
                ]
                replies = stub.RememberBatch(pb.RememberBatchRequest(items=items), timeout=10)
                for item, reply, v in zip(items, replies.results, vectors, strict=True):
                    acked[reply.memory.id] = (scope, item.content, v)
        except grpc.RpcError:
            return  # the server is gone: what was acknowledged is in `acked`


def test_acknowledged_writes_survive_kill_9(start_server, tmp_path):
    data_dir = tmp_path / "data"
    first = start_server(data_dir)
    acked: dict[str, tuple] = {}
    stop = threading.Event()
    threads = [
        threading.Thread(target=_writer, args=(first.address, w, acked, stop))
        for w in range(WRITERS)
    ]
    for t in threads:
        t.start()
    deadline = time.monotonic() + 30
    while len(acked) < 1500 and time.monotonic() < deadline:
        time.sleep(0.05)
    first.kill()  # mid-load: writers are in flight
    stop.set()
    for t in threads:
        t.join(30)
    assert len(acked) >= 1500, "the write load was too slow to exercise the crash"

    second = start_server(data_dir)
    snapshot = dict(acked)
    for memory_id, (scope, content, _) in snapshot.items():
        memory = second.stub.Get(pb.GetRequest(scope=scope, id=memory_id))
        assert memory.content == content
    vector_ids = [(mid, scope, v) for mid, (scope, _, v) in snapshot.items() if v is not None]
    for memory_id, scope, v in vector_ids[:: max(1, len(vector_ids) // 300)]:
        hits = second.stub.Recall(pb.RecallRequest(scope=scope, embedding=v.tolist(), top_k=1))
        assert hits.hits[0].memory.id == memory_id
    text_ids = [(mid, scope, c) for mid, (scope, c, v) in snapshot.items() if v is None]
    assert text_ids
    for memory_id, scope, content in text_ids[:20]:
        # Later records of the same writer supersede earlier ones (the value changes): history.
        hits = second.stub.Recall(
            pb.RecallRequest(scope=scope, query=content, top_k=3, include_history=True)
        )
        assert memory_id in [h.memory.id for h in hits.hits]
    total = sum(
        second.stub.Stats(pb.StatsRequest(scope=pb.Scope(user_id=f"durable-{u}"))).total
        for u in range(3)
    )
    assert total >= len(snapshot)  # unacknowledged writes may have landed too


def test_sigterm_drains_and_restarts_with_everything(start_server, tmp_path):
    data_dir = tmp_path / "data"
    first = start_server(data_dir)
    scope = pb.Scope(user_id="graceful")
    items = [pb.RememberRequest(scope=scope, content=f"记住第{i}件事") for i in range(50)]
    first.stub.RememberBatch(pb.RememberBatchRequest(items=items))
    first.stub.Recall(pb.RecallRequest(scope=scope, query="第7件事", top_k=1))

    assert first.terminate() == 0
    assert '"msg": "stopped"' in first.log()

    second = start_server(data_dir)
    stats = second.stub.Stats(pb.StatsRequest(scope=scope))
    assert stats.total == 50
    hit = second.stub.Recall(pb.RecallRequest(scope=scope, query="第7件事", top_k=1)).hits[0]
    assert hit.memory.access_count >= 1  # access statistics were flushed on the way out
