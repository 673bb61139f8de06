"""memoryd.client without a server: conversions of the agent-loop and operations RPCs (Update,
AppendTurn, BuildContext, SetWorking/GetWorking, Export/Import, Maintain, Remember extract)."""

from __future__ import annotations

import asyncio
import dataclasses
import math
from datetime import UTC, datetime
from typing import Any

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from memoryd.client import (
    Context,
    ContextSection,
    ExportRecord,
    HistoryEvent,
    Memory,
    MemoryClient,
    MemoryInput,
    RememberResult,
    Scope,
    WorkingState,
)
from memoryd.client import _convert as cv
from memoryd.client import _convert_agent as ca
from memoryd.v1 import memory_pb2 as pb

T0 = datetime(2026, 11, 29, 12, 30, 15, 123456, tzinfo=UTC)
SCOPE = Scope("alice", "planner", "s1")


def memory(id: str = "a" * 32, **kw: Any) -> Memory:
    fields: dict[str, Any] = dict(
        id=id,
        scope=SCOPE,
        content="prefers green tea",
        memory_type="preference",
        importance=0.5,
        confidence=0.9,
        source="user_input",
        status="active",
        created_at=T0,
        updated_at=T0,
    )
    fields.update(kw)
    return Memory(**fields)


# --- JSON values <-> Struct ----------------------------------------------------------------------

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**53) + 1, 2**53 - 1)
    | st.floats(allow_nan=False, allow_infinity=False).filter(lambda f: not f.is_integer())
    | st.text(max_size=10),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=5), children, max_size=4)
    ),
    max_leaves=12,
)


@given(st.dictionaries(st.text(max_size=8), json_values, max_size=6))
def test_working_values_round_trip(values: dict[str, Any]) -> None:
    assert ca.from_struct(ca.to_struct(values)) == values


def test_whole_numbers_come_back_as_ints_and_tuples_as_lists() -> None:
    back = ca.from_struct(ca.to_struct({"step": 2, "ratio": 0.5, "ids": (1, 2), "ok": True}))
    assert back == {"step": 2, "ratio": 0.5, "ids": [1, 2], "ok": True}
    assert type(back["step"]) is int and type(back["ok"]) is bool


@pytest.mark.parametrize(
    "values, error, match",
    [
        ({"when": T0}, TypeError, r"values\['when'\] is a datetime"),
        ({"a": {"b": {1, 2}}}, TypeError, r"values\['a'\]\['b'\] is a set"),
        ({"x": math.nan}, ValueError, "finite"),
        ({1: "x"}, TypeError, "keys must be strings"),
        (["x"], TypeError, "mapping"),
    ],
)
def test_values_that_are_not_json_are_refused(values: Any, error: type, match: str) -> None:
    with pytest.raises(error, match=match):
        ca.to_struct(values)


# --- requests ------------------------------------------------------------------------------------


def test_update_request_leaves_unset_fields_unset() -> None:
    req = ca.update_request(SCOPE, "a" * 32, importance=0.25)
    assert req.HasField("importance") and req.importance == 0.25
    assert not req.HasField("content") and not req.HasField("confidence")
    assert not req.HasField("tags") and not req.HasField("expires_at")
    assert req.memory_type == pb.MEMORY_TYPE_UNSPECIFIED  # keeps the type
    assert not req.metadata and not req.embedding


def test_update_request_with_every_field() -> None:
    req = ca.update_request(
        SCOPE,
        "a" * 32,
        content="prefers black tea",
        memory_type="identity",
        confidence=0.0,
        tags=[],
        metadata={"k": "v", "gone": ""},
        expires_at=T0,
        embedding=np.array([0.5, 0.25], dtype=np.float64),
    )
    assert req.content == "prefers black tea" and req.memory_type == pb.MEMORY_TYPE_IDENTITY
    assert req.HasField("confidence") and req.confidence == 0.0  # 0 is a value, not "unset"
    assert req.HasField("tags") and list(req.tags.values) == []  # [] clears the tags
    assert dict(req.metadata) == {"k": "v", "gone": ""}
    assert req.expires_at.ToDatetime(tzinfo=UTC) == T0
    assert list(req.embedding) == [0.5, 0.25]


def test_update_request_refuses_what_the_wire_cannot_say() -> None:
    with pytest.raises(ValueError, match="memory_type"):
        ca.update_request(SCOPE, "a" * 32, memory_type="fact")
    with pytest.raises(TypeError, match="tags"):
        ca.update_request(SCOPE, "a" * 32, tags="x")
    with pytest.raises(ValueError, match="naive"):
        ca.update_request(SCOPE, "a" * 32, expires_at=datetime(2030, 1, 1))
    with pytest.raises(ValueError, match="not both"):
        ca.update_request(SCOPE, "a" * 32, expires_at=T0, clear_expires_at=True)
    assert ca.update_request(SCOPE, "a" * 32, clear_expires_at=True).clear_expires_at


def test_append_turn_request() -> None:
    req = ca.append_turn_request(SCOPE, "assistant", "好的", T0)
    assert req.scope.session_id == "s1" and req.role == "assistant" and req.content == "好的"
    assert req.at.ToDatetime(tzinfo=UTC) == T0
    assert not ca.append_turn_request(SCOPE, "user", "hi").HasField("at")
    with pytest.raises(ValueError, match="role='bot' is not one of 'user', 'assistant'"):
        ca.append_turn_request(SCOPE, "bot", "hi")


def test_build_context_request() -> None:
    req = ca.build_context_request(
        SCOPE, "what is the budget?", token_budget=800, task_id="t1", language="en", as_of=T0
    )
    assert (req.query, req.token_budget, req.task_id, req.language) == (
        "what is the budget?",
        800,
        "t1",
        "en",
    )
    assert req.as_of.ToDatetime(tzinfo=UTC) == T0 and not req.embedding
    for bad in (-1, 1.5, True):
        with pytest.raises(ValueError, match="token_budget"):
            ca.build_context_request(SCOPE, "q", token_budget=bad)  # type: ignore[arg-type]


def test_set_and_get_working_requests() -> None:
    req = ca.set_working_request(
        SCOPE,
        "trip",
        {"city": "Lyon", "nights": 3},
        replace=True,
        json_schema='{"type": "object"}',
        end_task=True,
        promote_keys=["city"],
    )
    assert req.task_id == "trip" and req.replace and req.end_task
    assert ca.from_struct(req.values) == {"city": "Lyon", "nights": 3}
    assert list(req.promote_keys) == ["city"] and req.json_schema == '{"type": "object"}'
    assert not ca.set_working_request(SCOPE, "trip", None).HasField("values")
    with pytest.raises(TypeError, match="promote_keys"):
        ca.set_working_request(SCOPE, "trip", {}, promote_keys="city")
    assert ca.get_working_request(SCOPE, "trip").task_id == "trip"


def test_export_request_and_statuses() -> None:
    req = ca.export_request(SCOPE, statuses=["active", "superseded"], include_vectors=True)
    assert list(req.statuses) == [pb.STATUS_ACTIVE, pb.STATUS_SUPERSEDED]
    assert req.include_vectors and not req.all_users
    assert ca.export_request(Scope(""), all_users=True).all_users
    with pytest.raises(ValueError, match="status='gone' is not one of"):
        ca.export_request(SCOPE, statuses=["gone"])


def test_remember_request_extract_flag() -> None:
    item = MemoryInput(SCOPE, "我住在里昂，你呢？")
    assert cv.remember_request(item, extract=True).extract
    assert not cv.remember_request(item).extract


def test_maintain_request() -> None:
    assert list(ca.maintain_request(["sweep"]).tasks) == ["sweep"]
    assert list(ca.maintain_request(()).tasks) == []
    with pytest.raises(TypeError, match="tasks"):
        ca.maintain_request("sweep")


# --- responses -----------------------------------------------------------------------------------


def test_export_record_round_trip_with_numpy_out() -> None:
    vector = np.array([0.1, -0.7, 0.3], dtype=np.float32)
    record = ExportRecord(
        memory=memory(status="superseded", superseded_by="b" * 32),
        events=(HistoryEvent(T0, "superseded", "value changed", "b" * 32),),
        embedding=tuple(vector.tolist()),
        exact_importance=0.123456789012,  # more digits than a float32 keeps
        exact_confidence=0.9,
    )
    back = ca.export_record_from_pb(ca.export_record_to_pb(record))
    assert back == record
    # Unchanged since export: sent exactly as received, nanoseconds included.
    wire = ca.export_record_to_pb(record)
    wire.memory.created_at.nanos += 789  # finer than a datetime can hold
    received = ca.export_record_from_pb(wire)
    assert ca.export_record_to_pb(received) == wire
    changed = dataclasses.replace(received, exact_importance=0.5)
    assert ca.export_record_to_pb(changed).memory.created_at.nanos % 1000 == 0  # rebuilt
    by_hand = ca.export_record_to_pb(ExportRecord(memory(importance=0.25)))
    assert (by_hand.exact_importance, by_hand.exact_confidence) == (0.25, 0.9)  # the memory's
    array = back.embedding_array()
    assert array.dtype == np.float32 and array.shape == (3,)
    np.testing.assert_array_equal(array, vector)  # float32 on the wire: exact
    assert (
        ca.export_record_from_pb(pb.ExportRecord(memory=pb.Memory(id="c" * 32))).embedding is None
    )
    assert ExportRecord(memory(), embedding=None).embedding_array() is None


def test_import_requests_are_lazy_and_name_the_bad_record() -> None:
    consumed = []

    def records() -> Any:
        for i in range(3):
            consumed.append(i)
            yield ExportRecord(memory(id=f"{i:032x}"))

    requests = ca.import_requests(records())
    assert consumed == []  # nothing read until the stream is sent
    assert [r.record.memory.id for r in requests] == [f"{i:032x}" for i in range(3)]
    bad = ca.import_requests([ExportRecord(memory()), "not a record"])  # type: ignore[list-item]
    with pytest.raises(TypeError, match=r"records\[1\]: expected an ExportRecord"):
        list(bad)
    with pytest.raises(TypeError, match="use \\[record\\]"):
        list(ca.import_requests(ExportRecord(memory())))  # type: ignore[arg-type]


def test_context_round_trip_and_section_lookup() -> None:
    context = Context(
        text="## Long-term memory\n- prefers green tea",
        sections=(
            ContextSection("long_term", "- prefers green tea", 6, 500, ("a" * 32,)),
            ContextSection("recent_turns", "user: hi", 3, 300),
        ),
        tokens=9,
        token_budget=800,
        tokenizer="cl100k-approx",
        language="en",
    )
    assert ca.context_from_pb(ca.context_to_pb(context)) == context
    long_term = context.section("long_term")
    assert long_term is not None and long_term.memory_ids == ("a" * 32,)
    assert context.section("working") is None


def test_working_state_round_trip() -> None:
    state = WorkingState(
        "trip", {"city": "Lyon", "legs": [{"from": "Paris"}]}, "", T0, ("d" * 32,), True
    )
    assert ca.working_state_from_pb(ca.working_state_to_pb(state)) == state
    sparse = ca.working_state_from_pb(pb.WorkingState(task_id="t"))
    assert sparse.values == {} and sparse.updated_at is None and not sparse.ended


def test_remember_result_carries_the_extracted_results() -> None:
    one = RememberResult(memory(id="1" * 32), "created")
    two = RememberResult(memory(id="2" * 32), "merged", ("3" * 32,))
    msg = pb.RememberResponse(
        extracted=[cv.remember_result_to_pb(one), cv.remember_result_to_pb(two)]
    )
    result = cv.remember_result_from_pb(msg)
    assert result.extracted == (one, two)
    assert cv.remember_result_from_pb(cv.remember_result_to_pb(one)).extracted == ()


def test_small_results() -> None:
    assert ca.turn_result_from_pb(pb.AppendTurnResponse(turns=4, tokens=90, summarized=True)) == (
        ca.TurnResult(4, 90, True)
    )
    assert ca.update_result_from_pb(
        pb.UpdateResponse(memory=cv.memory_to_pb(memory()), affected_ids=["b" * 32])
    ) == ca.UpdateResult(memory(), ("b" * 32,))
    assert ca.import_result_from_pb(pb.ImportResponse(imported=5, skipped=1, replaced=2)) == (
        ca.ImportResult(5, 1, 2)
    )
    assert list(ca.import_requests([ExportRecord(memory())], overwrite=True))[0].overwrite
    done = ca.maintain_result_from_pb(pb.MaintainResponse(done={"sweep": 3}, seconds=0.25))
    assert done == ca.MaintainResult({"sweep": 3}, 0.25)


# --- the clients' call sites for these RPCs, over a recording stub (no network) ------------------


class RecordingStub:
    """Records (rpc, request, timeout); answers from ``answers``."""

    def __init__(self, answers: dict[str, Any], asynchronous: bool = False) -> None:
        self.answers, self.asynchronous = answers, asynchronous
        self.requests: list[tuple[str, Any, float | None]] = []

    def __getattr__(self, rpc: str) -> Any:
        def call(request: Any, timeout: float | None = None) -> Any:
            if rpc == "Import":
                request = list(request)  # the stream, consumed as the server would
            self.requests.append((rpc, request, timeout))
            answer = self.answers[rpc]
            if rpc == "Export" and self.asynchronous:
                return _aiter(answer)
            if rpc == "Export":
                return iter(answer)
            if self.asynchronous:
                return _ready(answer)
            return answer

        return call


async def _ready(value: Any) -> Any:
    return value


async def _aiter(values: list[Any]) -> Any:
    for value in values:
        yield value


def agent_answers() -> dict[str, Any]:
    state = WorkingState("trip", {"city": "Lyon"}, "", T0)
    return {
        "Remember": pb.RememberResponse(
            extracted=[cv.remember_result_to_pb(RememberResult(memory(), "created"))]
        ),
        "Update": pb.UpdateResponse(memory=cv.memory_to_pb(memory()), affected_ids=["b" * 32]),
        "AppendTurn": pb.AppendTurnResponse(turns=2, tokens=12),
        "BuildContext": ca.context_to_pb(Context("ctx", (), 3, 100, "t")),
        "SetWorking": ca.working_state_to_pb(state),
        "GetWorking": ca.working_state_to_pb(state),
        "Export": [ca.export_record_to_pb(ExportRecord(memory()))],
        "Import": pb.ImportResponse(imported=1),
        "Maintain": pb.MaintainResponse(done={"sweep": 2}, seconds=0.5),
        "Recall": pb.RecallResponse(),
    }


def _check_requests(requests: list[tuple[str, Any, float | None]]) -> None:
    by_rpc = {rpc: request for rpc, request, _ in requests}
    assert [rpc for rpc, _, _ in requests] == [
        "Remember", "Update", "AppendTurn", "BuildContext", "SetWorking", "GetWorking",
        "Export", "Import", "Maintain", "Recall",
    ]  # fmt: skip
    assert by_rpc["Remember"].extract and by_rpc["Remember"].scope.session_id == "s1"
    assert by_rpc["Update"].content == "new" and by_rpc["Update"].scope.agent_id == "p"
    assert by_rpc["AppendTurn"].role == "user" and by_rpc["AppendTurn"].scope.session_id == "s1"
    assert by_rpc["BuildContext"].token_budget == 100 and by_rpc["BuildContext"].task_id == "trip"
    assert ca.from_struct(by_rpc["SetWorking"].values) == {"city": "Lyon"}
    assert by_rpc["GetWorking"].task_id == "trip"
    assert by_rpc["Export"].include_vectors and list(by_rpc["Export"].statuses) == [1]
    assert [r.record.memory.id for r in by_rpc["Import"]] == ["a" * 32]
    assert by_rpc["Import"][0].overwrite
    assert list(by_rpc["Maintain"].tasks) == ["sweep"]
    assert list(by_rpc["Recall"].routes) == ["keyword"]
    timeouts = {rpc: timeout for rpc, _, timeout in requests}
    assert timeouts["Maintain"] is None and timeouts["Recall"] == 2.0  # per-call vs the client's


def test_sync_client_call_sites_for_agent_rpcs() -> None:
    stub = RecordingStub(agent_answers())
    with MemoryClient("127.0.0.1:1", timeout=2.0) as client:
        client._stub = stub  # type: ignore[assignment]
        scope = Scope("alice", "p", "s1")
        extracted = client.extract_and_remember(scope, "I live in Lyon. Do you?")
        assert [r.memory.id for r in extracted] == ["a" * 32]
        assert client.update(scope, "a" * 32, content="new").affected_ids == ("b" * 32,)
        assert client.append_turn(scope, "user", "hi").turns == 2
        assert client.build_context(scope, "q", token_budget=100, task_id="trip").text == "ctx"
        assert client.set_working(scope, "trip", {"city": "Lyon"}).values == {"city": "Lyon"}
        assert client.get_working(scope, "trip").updated_at == T0
        records = list(client.export(scope, statuses=["active"], include_vectors=True))
        assert [r.memory.id for r in records] == ["a" * 32]
        assert client.import_records(records, overwrite=True).imported == 1
        assert client.maintain(["sweep"], timeout=None).done == {"sweep": 2}
        assert client.recall(scope, "q", routes=["keyword"]) == []
    _check_requests(stub.requests)


def test_async_client_call_sites_for_agent_rpcs() -> None:
    from memoryd.client import AsyncMemoryClient

    stub = RecordingStub(agent_answers(), asynchronous=True)

    async def main() -> None:
        async with AsyncMemoryClient("127.0.0.1:1", timeout=2.0) as client:
            client._stub = stub  # type: ignore[assignment]
            scope = Scope("alice", "p", "s1")
            extracted = await client.extract_and_remember(scope, "I live in Lyon. Do you?")
            assert [r.memory.id for r in extracted] == ["a" * 32]
            assert (await client.update(scope, "a" * 32, content="new")).memory == memory()
            assert (await client.append_turn(scope, "user", "hi")).tokens == 12
            context = await client.build_context(scope, "q", token_budget=100, task_id="trip")
            assert context.tokens == 3
            assert (await client.set_working(scope, "trip", {"city": "Lyon"})).task_id == "trip"
            assert (await client.get_working(scope, "trip")).values == {"city": "Lyon"}
            records = [
                r async for r in client.export(scope, statuses=["active"], include_vectors=True)
            ]
            assert (await client.import_records(records, overwrite=True)).imported == 1
            assert (await client.maintain(["sweep"], timeout=None)).seconds == 0.5
            assert await client.recall(scope, "q", routes=["keyword"]) == []

    asyncio.run(main())
    _check_requests(stub.requests)


def test_extract_on_a_server_without_extraction_returns_what_it_stored() -> None:
    stored = RememberResult(memory(content="I live in Lyon. Do you?"), "created")
    stub = RecordingStub({"Remember": cv.remember_result_to_pb(stored)})
    with MemoryClient("127.0.0.1:1") as client:
        client._stub = stub  # type: ignore[assignment]
        assert client.extract_and_remember("alice", "I live in Lyon. Do you?") == [stored]
    stub.answers["Remember"] = pb.RememberResponse()  # extraction found nothing to keep
    with MemoryClient("127.0.0.1:1") as client:
        client._stub = stub  # type: ignore[assignment]
        assert client.extract_and_remember("alice", "Do you?") == []
