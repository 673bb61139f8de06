"""Bad input gets INVALID_ARGUMENT (or NOT_FOUND) naming what was wrong, and stores nothing."""

from __future__ import annotations

import math

import grpc
import pytest
from google.protobuf.timestamp_pb2 import Timestamp

from memoryd.v1 import memory_pb2 as pb

DIM = 512  # the default model's dimension
OK_SCOPE = pb.Scope(user_id="bad-input-user")


def vec(*values: float) -> list[float]:
    return list(values) + [0.5] * (DIM - len(values))


REMEMBER_CASES = {
    "missing user_id": (pb.RememberRequest(content="x"), "scope.user_id"),
    "blank user_id": (
        pb.RememberRequest(scope=pb.Scope(user_id=" "), content="x"),
        "scope.user_id",
    ),
    "control char in agent_id": (
        pb.RememberRequest(scope=pb.Scope(user_id="u", agent_id="a\x07"), content="x"),
        "scope.agent_id",
    ),
    "huge user_id": (
        pb.RememberRequest(scope=pb.Scope(user_id="u" * 500), content="x"),
        "scope.user_id",
    ),
    "empty content": (pb.RememberRequest(scope=OK_SCOPE, content=""), "content"),
    "blank content": (pb.RememberRequest(scope=OK_SCOPE, content=" \n\t"), "content"),
    "content over the limit": (pb.RememberRequest(scope=OK_SCOPE, content="长" * 6000), "content"),
    "wrong dimension": (
        pb.RememberRequest(scope=OK_SCOPE, content="x", embedding=[1.0, 2.0]),
        "embedding",
    ),
    "NaN in vector": (
        pb.RememberRequest(scope=OK_SCOPE, content="x", embedding=vec(math.nan)),
        "embedding",
    ),
    "inf in vector": (
        pb.RememberRequest(scope=OK_SCOPE, content="x", embedding=vec(math.inf)),
        "embedding",
    ),
    "zero vector": (
        pb.RememberRequest(scope=OK_SCOPE, content="x", embedding=[0.0] * DIM),
        "embedding",
    ),
    "unknown memory type": (
        pb.RememberRequest(scope=OK_SCOPE, content="x", memory_type=42),
        "memory_type",
    ),
    "unknown source": (pb.RememberRequest(scope=OK_SCOPE, content="x", source=9), "source"),
    "importance above 1": (
        pb.RememberRequest(scope=OK_SCOPE, content="x", importance=1.5),
        "importance",
    ),
    "confidence NaN": (
        pb.RememberRequest(scope=OK_SCOPE, content="x", confidence=math.nan),
        "confidence",
    ),
    "created_at in the future": (
        pb.RememberRequest(
            scope=OK_SCOPE, content="x", created_at=Timestamp(seconds=4_000_000_000)
        ),
        "created_at",
    ),
    "expires before created": (
        pb.RememberRequest(
            scope=OK_SCOPE,
            content="x",
            created_at=Timestamp(seconds=1_700_000_000),
            expires_at=Timestamp(seconds=1_600_000_000),
        ),
        "expires_at",
    ),
    "too many tags": (
        pb.RememberRequest(scope=OK_SCOPE, content="x", tags=[f"t{i}" for i in range(40)]),
        "tags",
    ),
    "empty tag": (pb.RememberRequest(scope=OK_SCOPE, content="x", tags=[""]), "tags"),
    "metadata too big": (
        pb.RememberRequest(scope=OK_SCOPE, content="x", metadata={"k": "v" * 5000}),
        "metadata",
    ),
}


def assert_invalid(call, request, field: str) -> str:
    with pytest.raises(grpc.RpcError) as err:
        call(request)
    assert err.value.code() is grpc.StatusCode.INVALID_ARGUMENT, err.value.details()
    details = err.value.details()
    assert details.startswith(field), details
    return details


@pytest.mark.parametrize("case", sorted(REMEMBER_CASES))
def test_bad_remember_is_refused_and_nothing_is_stored(server, case):
    request, field = REMEMBER_CASES[case]
    before = server.stub.Stats(pb.StatsRequest(scope=OK_SCOPE)).total

    details = assert_invalid(server.stub.Remember, request, field)

    assert len(details) > len(field) + 10  # says what is allowed, not just the field
    assert server.stub.Stats(pb.StatsRequest(scope=OK_SCOPE)).total == before


def test_one_bad_item_rejects_the_whole_batch(server, user_id):
    scope = pb.Scope(user_id=user_id)
    items = [pb.RememberRequest(scope=scope, content=f"good {i}") for i in range(5)]
    items[3].content = ""

    assert_invalid(
        server.stub.RememberBatch, pb.RememberBatchRequest(items=items), "items[3].content"
    )

    assert server.stub.Stats(pb.StatsRequest(scope=scope)).total == 0


def test_empty_batch_is_refused(server):
    assert_invalid(server.stub.RememberBatch, pb.RememberBatchRequest(), "items")


RECALL_CASES = {
    "no query and no vector": (pb.RecallRequest(scope=OK_SCOPE), "query"),
    "top_k too large": (pb.RecallRequest(scope=OK_SCOPE, query="q", top_k=10_000), "top_k"),
    "missing user_id": (pb.RecallRequest(query="q"), "scope.user_id"),
    "wrong dimension": (pb.RecallRequest(scope=OK_SCOPE, embedding=[1.0] * 3), "embedding"),
    "NaN query vector": (pb.RecallRequest(scope=OK_SCOPE, embedding=vec(math.nan)), "embedding"),
}


@pytest.mark.parametrize("case", sorted(RECALL_CASES))
def test_bad_recall_is_refused(server, case):
    request, field = RECALL_CASES[case]
    assert_invalid(server.stub.Recall, request, field)


@pytest.mark.parametrize("bad_id", ["", "zz", "0" * 31, "A" * 32, "0" * 33, "../../etc/passwd"])
def test_malformed_ids_are_refused(server, bad_id):
    assert_invalid(server.stub.Get, pb.GetRequest(scope=OK_SCOPE, id=bad_id), "id")
    assert_invalid(
        server.stub.Forget,
        pb.ForgetRequest(scope=OK_SCOPE, ids=[bad_id], mode=pb.FORGET_MODE_DELETE),
        "ids[0]",
    )


def test_forget_needs_a_mode_and_ids(server):
    assert_invalid(server.stub.Forget, pb.ForgetRequest(scope=OK_SCOPE, ids=["0" * 32]), "mode")
    assert_invalid(
        server.stub.Forget, pb.ForgetRequest(scope=OK_SCOPE, mode=pb.FORGET_MODE_DELETE), "ids"
    )


def test_unknown_ids_are_not_found_and_nothing_changes(server, user_id):
    scope = pb.Scope(user_id=user_id)
    kept = server.stub.Remember(pb.RememberRequest(scope=scope, content="keep me")).memory
    with pytest.raises(grpc.RpcError) as err:
        server.stub.Forget(
            pb.ForgetRequest(scope=scope, ids=[kept.id, "f" * 32], mode=pb.FORGET_MODE_DELETE)
        )
    assert err.value.code() is grpc.StatusCode.NOT_FOUND
    assert "f" * 32 in err.value.details()
    assert server.stub.Get(pb.GetRequest(scope=scope, id=kept.id)).content == "keep me"


def test_the_server_survives_all_of_it(server, user_id):
    scope = pb.Scope(user_id=user_id)
    for request, _ in REMEMBER_CASES.values():
        with pytest.raises(grpc.RpcError):
            server.stub.Remember(request)
    assert server.stub.Remember(pb.RememberRequest(scope=scope, content="still fine")).memory.id
