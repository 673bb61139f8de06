"""An acknowledged Import survives kill -9, and a fresh data folder restored from an export of
every pool (admin) answers like the original after a restart."""

from __future__ import annotations

from memoryd.server.export_io import to_json_line
from memoryd.v1 import memory_pb2 as pb

DIM = 8


def vector(i: int) -> list[float]:
    return [1.0 if j == i % DIM else 0.1 for j in range(DIM)]


def test_import_into_a_fresh_folder_survives_kill_9(start_server):
    source = start_server(None, "--embedder", "none", "--dimension", str(DIM))
    scopes = [pb.Scope(user_id="u1"), pb.Scope(user_id="u2", agent_id="bot", session_id="s")]
    for i in range(6):
        source.stub.Remember(
            pb.RememberRequest(scope=scopes[i % 2], content=f"fact number {i}", embedding=vector(i))
        )
    exported = list(source.stub.Export(pb.ExportRequest(all_users=True, include_vectors=True)))
    assert len(exported) == 6
    source.terminate()

    target = start_server(None, "--embedder", "none", "--dimension", str(DIM))
    reply = target.stub.Import(iter(pb.ImportRequest(record=r) for r in exported))
    assert reply.imported == 6
    target.kill()  # no flush, no close: only what was committed is there

    again = start_server(target.data_dir, "--embedder", "none", "--dimension", str(DIM))
    restored = list(again.stub.Export(pb.ExportRequest(all_users=True, include_vectors=True)))
    assert sorted(map(to_json_line, restored)) == sorted(map(to_json_line, exported))
    for scope in scopes:
        assert again.stub.Stats(pb.StatsRequest(scope=scope)).total == 3
    hits = again.stub.Recall(
        pb.RecallRequest(scope=scopes[1], query="number", embedding=vector(3), top_k=1)
    ).hits
    assert hits[0].memory.content == "fact number 3"
