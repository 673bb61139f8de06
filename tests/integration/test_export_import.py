"""Export and Import through the real server: export -> wipe -> import -> export gives the same
bytes (history, statuses, access statistics included), an export never holds another pool's
memory, and an import is all or nothing."""

from __future__ import annotations

import time

import grpc
import pytest
from google.protobuf.timestamp_pb2 import Timestamp

from memoryd.server.export_io import to_json_line
from memoryd.v1 import memory_pb2 as pb

DAY = 86_400


def remember(stub, scope, content, **fields) -> pb.RememberResponse:
    return stub.Remember(pb.RememberRequest(scope=scope, content=content, **fields))


def export(stub, scope=None, **fields) -> list[pb.ExportRecord]:
    request = pb.ExportRequest(scope=scope, **fields)
    return list(stub.Export(request))


def lines(records) -> list[str]:
    return sorted(to_json_line(r) for r in records)


def wipe(stub, scope) -> None:
    ids = [r.memory.id for r in export(stub, scope)]
    if ids:
        stub.Forget(pb.ForgetRequest(scope=scope, ids=ids, mode=pb.FORGET_MODE_DELETE))
    assert stub.Stats(pb.StatsRequest(scope=scope)).total == 0


def imported(stub, records, overwrite=False) -> pb.ImportResponse:
    return stub.Import(iter([pb.ImportRequest(record=r, overwrite=overwrite) for r in records]))


def history_of(stub, scope, memory_id):
    """Return the History of ``memory_id`` without the tier each version is in now: where it
    sits, not what it is (the session's shared server moves memories out of the short tier as
    other tests write, so two reads of one chain may differ there: a flaky CI run)."""
    history = stub.History(pb.HistoryRequest(scope=scope, id=memory_id))
    for entry in history.entries:
        entry.memory.ClearField("tier")
    return history


@pytest.fixture
def pool(server, user_id):
    """A pool with a version chain (a supersede and an Update), a suppressed memory, a redacted
    one, tags, metadata, an expiry, a backfilled one, accesses and two sessions."""
    scope = pb.Scope(user_id=user_id, agent_id="planner", session_id="s-1")
    stub = server.stub
    old = remember(
        stub,
        scope,
        "项目预算控制在50万以内",
        tags=["project"],
        created_at=Timestamp(seconds=int(time.time() - 30 * DAY)),
    ).memory
    new = remember(stub, scope, "项目预算改成80万了", tags=["project"])
    assert new.action == pb.REMEMBER_ACTION_SUPERSEDED
    tea = remember(
        stub,
        scope,
        "Alice prefers green tea",
        memory_type=pb.MEMORY_TYPE_PREFERENCE,
        metadata={"source": "chat"},
        importance=0.7,
    ).memory
    phone = remember(
        stub,
        pb.Scope(user_id=user_id, agent_id="planner", session_id="s-2"),
        "Call Alice on 13812345678 after the meeting",
        expires_at=Timestamp(seconds=int(time.time() + 30 * DAY)),
    ).memory
    secret = remember(stub, scope, "The locker code is 4411").memory
    stub.Forget(pb.ForgetRequest(scope=scope, ids=[secret.id], mode=pb.FORGET_MODE_SUPPRESS))
    stub.Feedback(pb.FeedbackRequest(scope=scope, used_ids=[tea.id], ignored_ids=[phone.id]))
    updated = stub.Update(pb.UpdateRequest(scope=scope, id=tea.id, content="Alice prefers oolong"))
    return scope, {"old": old.id, "new": new.memory.id, "tea": tea.id, "oolong":
                   updated.memory.id, "phone": phone.id, "secret": secret.id}  # fmt: skip


def test_export_wipe_import_export_is_byte_identical(server, pool):
    scope, ids = pool
    stub = server.stub
    before = export(stub, scope, include_vectors=True)
    assert {r.memory.id for r in before} == set(ids.values())
    by_id = {r.memory.id: r for r in before}
    assert by_id[ids["secret"]].memory.status == pb.STATUS_SUPPRESSED
    assert by_id[ids["old"]].memory.superseded_by == ids["new"]
    assert any(e.action == "redacted" for e in by_id[ids["phone"]].events)
    assert "13812345678" not in by_id[ids["phone"]].memory.content
    assert by_id[ids["tea"]].memory.access_count == 1
    assert by_id[ids["phone"]].memory.scope.session_id == "s-2"
    assert all(r.memory.tier == pb.TIER_UNSPECIFIED for r in before)
    dim = stub.Stats(pb.StatsRequest(scope=scope)).dimension
    assert all(len(r.embedding) == dim for r in before)
    chains = {k: history_of(stub, scope, ids[k]) for k in ("new", "oolong")}
    stats = stub.Stats(pb.StatsRequest(scope=scope))

    wipe(stub, scope)
    with pytest.raises(grpc.RpcError) as err:
        stub.Get(pb.GetRequest(scope=scope, id=ids["tea"]))
    assert err.value.code() is grpc.StatusCode.NOT_FOUND
    reply = imported(stub, before)
    assert (reply.imported, reply.skipped, reply.replaced) == (len(before), 0, 0)

    after = export(stub, scope, include_vectors=True)
    assert lines(after) == lines(before)
    for key, chain in chains.items():
        assert history_of(stub, scope, ids[key]) == chain
    again = stub.Stats(pb.StatsRequest(scope=scope))
    assert (again.total, dict(again.by_status), dict(again.by_type), dict(again.by_tier)) == (
        stats.total, dict(stats.by_status), dict(stats.by_type), dict(stats.by_tier)
    )  # fmt: skip
    # Recallable at once, by both routes; history stays out of a default recall.
    hits = stub.Recall(pb.RecallRequest(scope=scope, query="预算是多少", top_k=3)).hits
    assert hits[0].memory.id == ids["new"]
    assert ids["old"] not in {h.memory.id for h in hits}
    hits = stub.Recall(pb.RecallRequest(scope=scope, query="oolong", top_k=1)).hits
    assert hits[0].memory.id == ids["oolong"] and "keyword" in hits[0].routes


def test_import_again_skips_or_overwrites(server, pool):
    scope, ids = pool
    stub = server.stub
    before = export(stub, scope)
    reply = imported(stub, before)
    assert (reply.imported, reply.skipped) == (0, len(before))
    record = next(r for r in before if r.memory.id == ids["oolong"])
    record.memory.content = "Alice prefers jasmine tea"
    reply = imported(stub, [record], overwrite=True)
    assert (reply.imported, reply.skipped, reply.replaced) == (1, 0, 1)
    got = stub.Get(pb.GetRequest(scope=scope, id=ids["oolong"]))
    assert got.content == "Alice prefers jasmine tea"
    assert stub.Stats(pb.StatsRequest(scope=scope)).total == len(before)
    hits = stub.Recall(pb.RecallRequest(scope=scope, query="jasmine", top_k=1)).hits
    assert hits[0].memory.id == ids["oolong"]


def test_without_vectors_the_text_is_embedded_here(server, pool):
    scope, ids = pool
    stub = server.stub
    before = export(stub, scope)
    assert all(len(r.embedding) == 0 for r in before)
    wipe(stub, scope)
    imported(stub, before)
    assert lines(export(stub, scope)) == lines(before)  # same model: same record
    hits = stub.Recall(pb.RecallRequest(scope=scope, query="what tea does Alice like", top_k=1))
    assert hits.hits[0].memory.id == ids["oolong"]


def test_an_import_is_all_or_nothing(server, pool):
    scope, ids = pool
    stub = server.stub
    before = export(stub, scope, include_vectors=True)
    wipe(stub, scope)
    bad = list(before)
    bad[2] = pb.ExportRecord()
    bad[2].CopyFrom(before[2])
    del bad[2].embedding[8:]
    with pytest.raises(grpc.RpcError) as err:
        imported(stub, bad)
    assert err.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert "records[2].embedding" in err.value.details()
    assert "never mix" in err.value.details()
    bad[2].CopyFrom(before[2])
    bad[2].memory.embedding_model = "text-embedding-3-small"
    with pytest.raises(grpc.RpcError) as err:
        imported(stub, bad)
    assert "records[2].embedding" in err.value.details()
    bad[2].CopyFrom(before[2])
    bad[2].memory.status = pb.STATUS_DELETED
    with pytest.raises(grpc.RpcError) as err:
        imported(stub, bad)
    assert "records[2].memory.status" in err.value.details()
    assert stub.Stats(pb.StatsRequest(scope=scope)).total == 0
    assert export(stub, scope) == []
    with pytest.raises(grpc.RpcError) as err:
        imported(stub, [])
    assert err.value.code() is grpc.StatusCode.INVALID_ARGUMENT


def test_an_export_never_holds_another_pools_memory(server, user_id):
    stub = server.stub
    scopes = [
        pb.Scope(user_id=f"{user_id}-a"),
        pb.Scope(user_id=f"{user_id}-b"),
        pb.Scope(user_id=f"{user_id}-a", agent_id="helper"),
    ]
    owned = {}
    for i, scope in enumerate(scopes):
        owned[i] = {remember(stub, scope, f"{text} ({i})").memory.id
                    for text in ("预算控制在50万以内", "My dentist is on Friday")}  # fmt: skip
    for i, scope in enumerate(scopes):
        records = export(stub, scope, include_vectors=True)
        assert {r.memory.id for r in records} == owned[i]
        assert all(
            (r.memory.scope.user_id, r.memory.scope.agent_id) == (scope.user_id, scope.agent_id)
            for r in records
        )
    everything = {r.memory.id for r in export(stub, all_users=True)}
    assert set().union(*owned.values()) <= everything
    active = export(stub, scopes[0], statuses=[pb.STATUS_SUPPRESSED])
    assert active == []
    with pytest.raises(grpc.RpcError) as err:
        export(stub, pb.Scope())
    assert err.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert "scope.user_id" in err.value.details()
