"""A real server embeds big text batches in a child process (memoryd.core.embedding_worker):
the texts come back stored and searchable, and the child never outlives the server, whether it
stops cleanly or is killed with kill -9."""

from __future__ import annotations

import time
from pathlib import Path

from memoryd.v1 import memory_pb2 as pb

from .metrics_scrape import scrape, value

WORDS = ["tea", "coffee", "soup", "salad", "cake", "bread", "rice", "plums"]


def _children(pid: int) -> list[int]:
    """The live processes whose parent is ``pid`` (from /proc)."""
    out = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid and fields[0] != "Z":
            out.append(int(entry.name))
    return out


def _alive(pid: int) -> bool:
    try:
        fields = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return False
    return fields[0] != "Z"


def _batch(user: str, start: int, n: int = 150) -> pb.RememberBatchRequest:
    return pb.RememberBatchRequest(
        items=[
            pb.RememberRequest(
                scope=pb.Scope(user_id=user),
                content=f"Order {i}: {WORDS[i % 8]} for table {i % 13}, {WORDS[(i * 3) % 8]} to go",
            )
            for i in range(start, start + n)
        ]
    )


def _started_child(server) -> int:
    """Send batches until the server has its embedding process; return its pid."""
    deadline = time.monotonic() + 120
    start = 0
    while time.monotonic() < deadline:
        results = server.stub.RememberBatch(_batch("embed-proc", start)).results
        assert len(results) == 150
        start += 150
        children = _children(server.proc.pid)
        if children:
            return children[0]
        time.sleep(0.5)
    raise AssertionError(f"no embedding process started:\n{server.log()[-4000:]}")


def test_batches_through_the_child_are_stored_and_found(start_server):
    server = start_server()
    _started_child(server)
    time.sleep(3)  # the model loads; the next batch goes through the child
    stored = server.stub.RememberBatch(_batch("embed-found", 10_000)).results
    assert [r.memory.content for r in stored] == [i.content for i in _batch("e", 10_000).items]
    hits = server.stub.Recall(
        pb.RecallRequest(scope=pb.Scope(user_id="embed-found"), query="plums for table 4", top_k=5)
    ).hits
    assert hits and any("plums" in h.memory.content for h in hits)
    assert server.terminate() == 0


def test_the_child_stops_with_the_server(start_server):
    server = start_server()
    child = _started_child(server)
    assert server.terminate() == 0
    assert not _alive(child)


def test_the_child_does_not_outlive_a_killed_server(start_server):
    server = start_server()
    child = _started_child(server)
    server.kill()
    deadline = time.monotonic() + 30
    while _alive(child) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _alive(child), "the embedding process outlived its server"


def test_texts_the_child_embeds_count_in_the_servers_figures(start_server, tmp_path):
    """memoryd_embedded_texts counts every stored passage, whichever process embedded it."""
    config = tmp_path / "memoryd.toml"
    config.write_text('metrics_listen = "127.0.0.1:0"\n')
    server = start_server(None, "--config", str(config))
    _started_child(server)
    time.sleep(3)  # the model loads; the next batches go through the child
    before = value(scrape(server), "memoryd_embedded_texts_total", kind="passages")
    for n in range(4):
        server.stub.RememberBatch(_batch("embed-counted", 20_000 + 150 * n))
    after = value(scrape(server), "memoryd_embedded_texts_total", kind="passages")
    assert after - before == 4 * 150
    assert server.terminate() == 0
