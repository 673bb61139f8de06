"""SetWorking / GetWorking through a real server: typed values, schema, end with promotion,
isolation and bad input."""

from __future__ import annotations

import json

import grpc
import pytest
from google.protobuf.struct_pb2 import Struct

from memoryd.v1 import memory_pb2 as pb

SCHEMA = json.dumps(
    {
        "type": "object",
        "properties": {
            "destination": {"type": "string"},
            "nights": {"type": "integer", "minimum": 1},
            "travellers": {"type": "array", "items": {"type": "string"}},
        },
        "required": ["destination"],
    }
)


def struct(**values) -> Struct:
    s = Struct()
    s.update(values)
    return s


def code_and_details(call) -> tuple[grpc.StatusCode, str]:
    with pytest.raises(grpc.RpcError) as err:
        call()
    return err.value.code(), err.value.details()


def test_state_is_set_merged_and_read_back(server, user_id):
    scope = pb.Scope(user_id=user_id, session_id="s")
    server.stub.SetWorking(
        pb.SetWorkingRequest(
            scope=scope,
            task_id="trip",
            values=struct(destination="Kyoto", nights=3, travellers=["me", "Li"]),
            json_schema=SCHEMA,
        )
    )
    state = server.stub.SetWorking(
        pb.SetWorkingRequest(scope=scope, task_id="trip", values=struct(nights=4))
    )
    assert state.values["destination"] == "Kyoto" and state.values["nights"] == 4
    got = server.stub.GetWorking(pb.GetWorkingRequest(scope=scope, task_id="trip"))
    assert list(got.values["travellers"]) == ["me", "Li"]
    assert json.loads(got.json_schema) == json.loads(SCHEMA) and not got.ended


def test_schema_violation_is_invalid_argument_and_changes_nothing(server, user_id):
    scope = pb.Scope(user_id=user_id)
    server.stub.SetWorking(
        pb.SetWorkingRequest(
            scope=scope, task_id="trip", values=struct(destination="Oslo"), json_schema=SCHEMA
        )
    )
    code, details = code_and_details(
        lambda: server.stub.SetWorking(
            pb.SetWorkingRequest(scope=scope, task_id="trip", values=struct(nights=0))
        )
    )
    assert code is grpc.StatusCode.INVALID_ARGUMENT
    assert details.startswith("values:") and "nights" in details
    got = server.stub.GetWorking(pb.GetWorkingRequest(scope=scope, task_id="trip"))
    assert "nights" not in got.values


@pytest.mark.parametrize(
    ("request_", "field"),
    [
        (pb.SetWorkingRequest(scope=pb.Scope(user_id="u"), values=struct(a=1)), "task_id"),
        (
            pb.SetWorkingRequest(scope=pb.Scope(user_id="u"), task_id="t", json_schema="{oops"),
            "json_schema",
        ),
        (
            pb.SetWorkingRequest(scope=pb.Scope(user_id="u"), task_id="t", promote_keys=["a"]),
            "promote_keys",
        ),
        (pb.SetWorkingRequest(task_id="t", values=struct(a=1)), "scope.user_id"),
    ],
)
def test_bad_working_requests_are_invalid_argument(server, request_, field):
    code, details = code_and_details(lambda: server.stub.SetWorking(request_))
    assert code is grpc.StatusCode.INVALID_ARGUMENT
    assert details.startswith(field + ":")


def test_end_task_promotes_keys_to_memories_and_clears(server, user_id):
    scope = pb.Scope(user_id=user_id, session_id="s")
    server.stub.SetWorking(
        pb.SetWorkingRequest(
            scope=scope, task_id="move", values=struct(new_city="Lyon", boxes=12, tmp="x")
        )
    )
    ended = server.stub.SetWorking(
        pb.SetWorkingRequest(
            scope=scope, task_id="move", end_task=True, promote_keys=["new_city", "boxes"]
        )
    )
    assert ended.ended and len(ended.promoted_ids) == 2
    contents = {
        server.stub.Get(pb.GetRequest(scope=scope, id=i)).content for i in ended.promoted_ids
    }
    assert contents == {"new_city: Lyon", "boxes: 12"}
    code, _ = code_and_details(
        lambda: server.stub.GetWorking(pb.GetWorkingRequest(scope=scope, task_id="move"))
    )
    assert code is grpc.StatusCode.NOT_FOUND
    hits = server.stub.Recall(pb.RecallRequest(scope=scope, query="new_city Lyon", top_k=3)).hits
    assert hits and hits[0].memory.content == "new_city: Lyon"


def test_another_scope_never_sees_the_state(server, user_id):
    server.stub.SetWorking(
        pb.SetWorkingRequest(
            scope=pb.Scope(user_id=user_id), task_id="t", values=struct(plan="secret")
        )
    )
    for other in (pb.Scope(user_id=user_id + "-bob"), pb.Scope(user_id=user_id, agent_id="a2")):
        code, details = code_and_details(
            lambda o=other: server.stub.GetWorking(pb.GetWorkingRequest(scope=o, task_id="t"))
        )
        assert code is grpc.StatusCode.NOT_FOUND and "secret" not in details
        built = server.stub.BuildContext(
            pb.BuildContextRequest(scope=other, task_id="t", query="plan")
        )
        assert "secret" not in built.context
