"""Update through the real server: new content is a new version that supersedes the old one
(History shows the chain, reason "updated"; recall and the keyword index follow); other fields
change in place; bad input, other pools' ids and memories that are not active are refused."""

from __future__ import annotations

import time

import grpc
import pytest
from google.protobuf.timestamp_pb2 import Timestamp

from memoryd.v1 import memory_pb2 as pb

DAY = 86_400


def remember(stub, scope, content, **fields) -> pb.Memory:
    return stub.Remember(pb.RememberRequest(scope=scope, content=content, **fields)).memory


def update(stub, scope, memory_id, **fields) -> pb.UpdateResponse:
    return stub.Update(pb.UpdateRequest(scope=scope, id=memory_id, **fields))


def refused(call, code=grpc.StatusCode.INVALID_ARGUMENT) -> str:
    with pytest.raises(grpc.RpcError) as err:
        call()
    assert err.value.code() is code, err.value.details()
    return err.value.details()


def recall_ids(stub, scope, query, **fields) -> list[str]:
    hits = stub.Recall(pb.RecallRequest(scope=scope, query=query, top_k=5, **fields)).hits
    return [h.memory.id for h in hits]


@pytest.fixture
def scope(user_id):
    return pb.Scope(user_id=user_id, session_id="s-1")


def test_new_content_is_a_new_version_that_supersedes_the_old(server, scope):
    stub = server.stub
    remember(stub, scope, "我的狗叫旺财")
    old = remember(stub, scope, "Meeting room is Zeppelin on floor 3", tags=["office"],
                   metadata={"k": "v"}, importance=0.8)  # fmt: skip
    stub.Feedback(pb.FeedbackRequest(scope=scope, used_ids=[old.id]))
    reply = update(stub, scope, old.id, content="Meeting room is Hindenburg on floor 5")
    new = reply.memory
    assert list(reply.affected_ids) == [old.id]
    assert new.id != old.id
    assert new.content == "Meeting room is Hindenburg on floor 5"
    assert new.version == old.version + 1
    assert list(new.supersedes) == [old.id]
    assert new.status == pb.STATUS_ACTIVE
    assert list(new.tags) == ["office"] and dict(new.metadata) == {"k": "v"}
    assert new.importance == pytest.approx(0.8)
    assert new.access_count == 1  # the same memory, corrected: its accesses come along
    was = stub.Get(pb.GetRequest(scope=scope, id=old.id))
    assert was.status == pb.STATUS_SUPERSEDED and was.superseded_by == new.id
    chain = stub.History(pb.HistoryRequest(scope=scope, id=new.id)).entries
    assert [e.memory.id for e in chain] == [old.id, new.id]
    assert [(e.action, e.reason, e.related_id) for e in chain[0].events][-1] == (
        "superseded", "updated", new.id
    )  # fmt: skip
    assert ("supersedes", "updated", old.id) in [
        (e.action, e.reason, e.related_id) for e in chain[1].events
    ]
    # Recall and the keyword route follow the new text; the old one is history.
    assert recall_ids(stub, scope, "Hindenburg")[0] == new.id
    assert old.id not in recall_ids(stub, scope, "Zeppelin")
    assert old.id in recall_ids(stub, scope, "Zeppelin", include_history=True)
    stats = stub.Stats(pb.StatsRequest(scope=scope))
    assert dict(stats.by_status) == {"ACTIVE": 2, "SUPERSEDED": 1}


def test_other_fields_change_in_place(server, scope):
    stub = server.stub
    memory = remember(
        stub, scope, "Alice prefers green tea", tags=["drinks", "alice"],
        metadata={"keep": "1", "drop": "2"}, importance=0.3, confidence=0.5,
    )  # fmt: skip
    time.sleep(0.01)
    expires = Timestamp(seconds=int(time.time() + 10 * DAY))
    reply = update(stub, scope, memory.id, importance=0.9, confidence=0.95,
                   memory_type=pb.MEMORY_TYPE_PREFERENCE, tags=pb.StringList(values=["tea"]),
                   metadata={"drop": "", "new": "3"}, expires_at=expires)  # fmt: skip
    got = reply.memory
    assert list(reply.affected_ids) == []
    assert got.id == memory.id and got.content == memory.content
    assert got.version == memory.version + 1
    assert got.updated_at.ToNanoseconds() > memory.updated_at.ToNanoseconds()
    assert got.created_at == memory.created_at
    assert (got.importance, got.confidence) == (pytest.approx(0.9), pytest.approx(0.95))
    assert got.memory_type == pb.MEMORY_TYPE_PREFERENCE
    assert list(got.tags) == ["tea"]
    assert dict(got.metadata) == {"keep": "1", "new": "3"}
    assert got.expires_at.seconds == expires.seconds
    assert stub.Get(pb.GetRequest(scope=scope, id=memory.id)) == got
    stats = stub.Stats(pb.StatsRequest(scope=scope))
    assert dict(stats.by_type) == {"PREFERENCE": 1}
    events = stub.History(pb.HistoryRequest(scope=scope, id=memory.id)).entries[0].events
    assert events[-1].action == "updated"
    assert "importance" in events[-1].reason and "tags" in events[-1].reason
    # Unset fields keep their value; clear_expires_at removes the expiry.
    cleared = update(stub, scope, memory.id, clear_expires_at=True).memory
    assert not cleared.HasField("expires_at")
    assert cleared.version == got.version + 1 and list(cleared.tags) == ["tea"]


def test_sensitive_data_in_new_content_is_masked(server, scope):
    stub = server.stub
    memory = remember(stub, scope, "Alice's phone is unknown")
    new = update(stub, scope, memory.id, content="Alice's phone is 13812345678").memory
    assert "13812345678" not in new.content
    events = stub.History(pb.HistoryRequest(scope=scope, id=new.id)).entries[-1].events
    assert any(e.action == "redacted" for e in events)


def test_bad_input_is_invalid_argument_and_changes_nothing(server, scope):
    stub = server.stub
    memory = remember(stub, scope, "The budget is 500k")
    dim = stub.Stats(pb.StatsRequest(scope=scope)).dimension
    assert "importance" in refused(lambda: update(stub, scope, memory.id, importance=1.5))
    assert "nothing to change" in refused(lambda: update(stub, scope, memory.id))
    assert "content" in refused(lambda: update(stub, scope, memory.id, content="   "))
    assert "embedding" in refused(lambda: update(stub, scope, memory.id, embedding=[1.0] * dim))
    assert f"this server's vectors have {dim}" in refused(
        lambda: update(stub, scope, memory.id, content="The budget is 600k", embedding=[1.0, 2.0])
    )
    assert "tags" in refused(
        lambda: update(stub, scope, memory.id, tags=pb.StringList(values=[""]))
    )
    past = Timestamp(seconds=int(time.time() - 10 * DAY))
    assert "expires_at" in refused(lambda: update(stub, scope, memory.id, expires_at=past))
    assert "memory_type" in refused(lambda: update(stub, scope, memory.id, memory_type=99))
    assert "is not a memory id" in refused(lambda: update(stub, scope, "nope", importance=0.1))
    assert stub.Get(pb.GetRequest(scope=scope, id=memory.id)) == memory


def test_ids_outside_the_scope_are_not_found(server, scope, user_id):
    stub = server.stub
    memory = remember(stub, scope, "The budget is 500k")
    for other in (
        pb.Scope(user_id=f"{user_id}-other"),
        pb.Scope(user_id=scope.user_id, agent_id="planner"),
    ):
        refused(lambda o=other: update(stub, o, memory.id, importance=0.1),
                grpc.StatusCode.NOT_FOUND)  # fmt: skip
        refused(lambda o=other: update(stub, o, memory.id, content="hijacked"),
                grpc.StatusCode.NOT_FOUND)  # fmt: skip
    assert stub.Get(pb.GetRequest(scope=scope, id=memory.id)) == memory


def test_only_active_memories_can_be_updated(server, scope):
    stub = server.stub
    hidden = remember(stub, scope, "The locker code is 4411")
    stub.Forget(pb.ForgetRequest(scope=scope, ids=[hidden.id], mode=pb.FORGET_MODE_SUPPRESS))
    wrong_state = grpc.StatusCode.FAILED_PRECONDITION
    assert "restore it first" in refused(
        lambda: update(stub, scope, hidden.id, importance=0.9), wrong_state
    )
    assert "restore it first" in refused(
        lambda: update(stub, scope, hidden.id, content="x y"), wrong_state
    )
    old = remember(stub, scope, "Parking spot is B12")
    new = update(stub, scope, old.id, content="Parking spot is C7").memory
    assert "update the current version" in refused(
        lambda: update(stub, scope, old.id, content="Parking spot is D1"), wrong_state
    )
    assert stub.Get(pb.GetRequest(scope=scope, id=new.id)).status == pb.STATUS_ACTIVE
    stub.Forget(pb.ForgetRequest(scope=scope, ids=[new.id], mode=pb.FORGET_MODE_DELETE))
    refused(lambda: update(stub, scope, new.id, importance=0.2), grpc.StatusCode.NOT_FOUND)
    # Restored, it can change again.
    stub.Forget(pb.ForgetRequest(scope=scope, ids=[hidden.id], mode=pb.FORGET_MODE_RESTORE))
    assert update(stub, scope, hidden.id, importance=0.9).memory.version == hidden.version + 1
