"""memoryd.client without a server: conversions, enum names, timestamps, error mapping."""

from __future__ import annotations

import asyncio
import dataclasses
import subprocess
import sys
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

import grpc
import grpc.aio
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import memoryd.client as client_pkg
from memoryd.client import (
    AsyncMemoryClient,
    DeadlineExceeded,
    HistoryEntry,
    HistoryEvent,
    Hit,
    InvalidArgument,
    LifecycleFigures,
    Memory,
    MemoryClient,
    MemorydError,
    MemoryInput,
    NotFound,
    PermissionDenied,
    RememberResult,
    ResourceExhausted,
    Scope,
    ServerError,
    Stats,
    Unauthenticated,
    Unavailable,
)
from memoryd.client import _convert as cv
from memoryd.client._errors import map_rpc_error
from memoryd.v1 import memory_pb2 as pb

T0 = datetime(2026, 11, 29, 12, 30, 15, 123456, tzinfo=UTC)


def make_memory(**overrides: Any) -> Memory:
    fields: dict[str, Any] = dict(
        id="0123456789abcdef0123456789abcdef",
        scope=Scope("alice", "planner", "s1"),
        content="预算是五十万 — the budget is 500k",
        memory_type="preference",
        importance=0.7,
        confidence=0.9,
        source="agent_inference",
        status="superseded",
        tags=("budget", "项目"),
        metadata={"k": "v", "来源": "会议"},
        created_at=T0,
        updated_at=T0 + timedelta(hours=1),
        last_accessed_at=T0 + timedelta(days=2),
        access_count=3,
        version=2,
        superseded_by="f" * 32,
        tier="medium",
        supersedes=("a" * 32, "b" * 32),
        expires_at=T0 + timedelta(days=30),
        embedding_model="use-multilingual-v3",
        outranked_by=("c" * 32,),
        later_occasions=("c" * 32,),
        outdated_by=("c" * 32,),
    )
    fields.update(overrides)
    return Memory(**fields)


# --- the public surface -------------------------------------------------------------------------


def test_all_is_pinned() -> None:
    assert sorted(client_pkg.__all__) == [
        "AsyncMemoryClient",
        "ConflictPolicyName",
        "Context",
        "ContextSection",
        "DEFAULT",
        "DeadlineExceeded",
        "Embedding",
        "ExportRecord",
        "ForgetModeName",
        "HistoryEntry",
        "HistoryEvent",
        "Hit",
        "ImportResult",
        "InvalidArgument",
        "LifecycleFigures",
        "MaintainResult",
        "Memory",
        "MemoryClient",
        "MemoryFilter",
        "MemoryInput",
        "MemoryPage",
        "MemoryTypeName",
        "MemorydError",
        "NotFound",
        "PermissionDenied",
        "RecallResult",
        "RememberResult",
        "RemovedTurns",
        "ResourceExhausted",
        "RetryPolicy",
        "Scope",
        "ServerError",
        "SessionTurns",
        "SourceName",
        "Stats",
        "Turn",
        "TurnResult",
        "Unauthenticated",
        "Unavailable",
        "UpdateResult",
        "WorkingState",
    ]
    for name in client_pkg.__all__:
        obj = getattr(client_pkg, name)
        if isinstance(obj, type):
            assert obj.__module__ == "memoryd.client", name


def test_import_does_not_import_numpy() -> None:
    code = "import sys, memoryd.client; assert 'numpy' not in sys.modules, 'numpy imported'"
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize(
    "cls",
    [
        Scope,
        Memory,
        Hit,
        RememberResult,
        Stats,
        LifecycleFigures,
        HistoryEntry,
        HistoryEvent,
        MemoryInput,
    ],
)
def test_types_are_frozen(cls: type) -> None:
    assert cls.__dataclass_params__.frozen  # type: ignore[attr-defined]


# --- round trips --------------------------------------------------------------------------------


def test_memory_round_trip() -> None:
    memory = make_memory()
    msg = cv.memory_to_pb(memory)
    assert msg.memory_type == pb.MEMORY_TYPE_PREFERENCE
    assert msg.status == pb.STATUS_SUPERSEDED
    assert msg.tier == pb.TIER_MEDIUM
    assert msg.source == pb.SOURCE_AGENT_INFERENCE
    assert cv.memory_from_pb(pb.Memory.FromString(msg.SerializeToString())) == memory


def test_memory_defaults_from_an_empty_message() -> None:
    memory = cv.memory_from_pb(pb.Memory())
    assert memory.memory_type == "semantic"  # the proto: UNSPECIFIED is treated as SEMANTIC
    assert memory.source == "user_input"  # UNSPECIFIED is treated as USER_INPUT
    assert memory.status == "unspecified"
    assert memory.tier == "unspecified"
    assert memory.superseded_by is None
    assert memory.created_at is None and memory.expires_at is None
    assert memory.tags == () and memory.metadata == {}
    assert memory.scope == Scope("")


def test_hit_result_and_stats_round_trip() -> None:
    hit = Hit(make_memory(), score=0.83, similarity=-0.25, decay=1.0, keyword=0.0, tier="long")
    assert cv.hit_from_pb(cv.hit_to_pb(hit)) == hit

    result = RememberResult(make_memory(status="active"), "merged", ("c" * 32,))
    assert cv.remember_result_from_pb(cv.remember_result_to_pb(result)) == result
    batch = pb.RememberBatchResponse(results=[cv.remember_result_to_pb(result)] * 2)
    assert cv.remember_results_from_pb(batch) == [result, result]

    stats = Stats(
        total=12,
        by_status={"active": 10, "superseded": 2},
        by_tier={"short": 7, "medium": 3},
        by_type={"semantic": 12},
        embedding_model="use-multilingual-v3",
        dimension=512,
        server_version="0.1.0",
    )
    msg = cv.stats_to_pb(stats)
    assert dict(msg.by_status) == {"ACTIVE": 10, "SUPERSEDED": 2}  # the wire's keys
    assert cv.stats_from_pb(msg) == stats
    assert stats.lifecycle == LifecycleFigures()  # all zero when the server sent none


def test_stats_lifecycle_figures_round_trip() -> None:
    figures = LifecycleFigures(
        writes=2000,
        recall_hit_rate=0.375,
        weekly_archive_rate=0.0125,
        conflicts_per_1000_writes=3.5,
        conflict_verdicts={"supersede": 4, "refine": 2, "coexist": 1},
        merge_rate=0.1,  # doubles on the wire: no float32 rounding
        mean_recalled_age_days=12.25,
    )
    stats = Stats(total=5, by_status={"active": 5}, lifecycle=figures)
    msg = pb.StatsResponse.FromString(cv.stats_to_pb(stats).SerializeToString())
    assert msg.writes == 2000 and msg.merge_rate == 0.1
    assert dict(msg.conflict_verdicts) == {"SUPERSEDE": 4, "REFINE": 2, "COEXIST": 1}
    back = cv.stats_from_pb(msg)
    assert back == stats
    assert back.lifecycle.conflict_verdicts == {"supersede": 4, "refine": 2, "coexist": 1}


def test_stats_from_a_server_message() -> None:
    msg = pb.StatsResponse(
        total=3,
        by_status={"ACTIVE": 2, "SUPERSEDED": 1},
        recall_hit_rate=0.5,
        conflicts_per_1000_writes=333.3333333333333,
        conflict_verdicts={"SUPERSEDE": 1},
        writes=3,
    )
    stats = cv.stats_from_pb(msg)
    assert stats.lifecycle.recall_hit_rate == 0.5
    assert stats.lifecycle.conflicts_per_1000_writes == 333.3333333333333
    assert stats.lifecycle.conflict_verdicts == {"supersede": 1}
    assert stats.lifecycle.writes == 3 and stats.lifecycle.merge_rate == 0.0
    assert (stats.rss_bytes, stats.memory_pressure) == (0, False)  # an older server: unset


def test_stats_memory_pressure_round_trip() -> None:
    stats = Stats(
        total=1,
        rss_bytes=300 << 20,
        rss_limit_bytes=512 << 20,
        memory_pressure=True,
        pressure_demotions=42,
        long_tier_ram_bytes=4096,
    )
    assert cv.stats_from_pb(cv.stats_to_pb(stats)) == stats


def make_history() -> list[HistoryEntry]:
    old = make_memory(id="a" * 32, superseded_by="b" * 32, supersedes=())
    new = make_memory(
        id="b" * 32,
        content="项目预算改成80万了",
        status="active",
        superseded_by=None,
        supersedes=("a" * 32,),
    )
    return [
        HistoryEntry(
            old,
            (
                HistoryEvent(T0, "created"),
                HistoryEvent(
                    T0 + timedelta(days=30),
                    "superseded",
                    "value changed: 50万 -> 80万",
                    "b" * 32,
                ),
            ),
        ),
        HistoryEntry(new, (HistoryEvent(T0 + timedelta(days=30), "superseded", "改成", "a" * 32),)),
    ]


def test_history_round_trip() -> None:
    entries = make_history()
    msg = pb.HistoryResponse.FromString(cv.history_to_pb(entries).SerializeToString())
    assert [e.memory.id for e in msg.entries] == ["a" * 32, "b" * 32]
    assert msg.entries[0].events[0].related_id == ""  # None is the wire's empty string
    assert msg.entries[0].events[1].reason == "value changed: 50万 -> 80万"
    back = cv.history_from_pb(msg)
    assert back == entries
    assert back[0].events[1].at.tzinfo is UTC
    assert back[0].events[0].related_id is None
    assert cv.history_from_pb(pb.HistoryResponse()) == []


def test_history_event_from_a_sparse_message() -> None:
    event = cv.history_event_from_pb(pb.HistoryEvent(action="archived"))
    assert event == HistoryEvent(datetime(1970, 1, 1, tzinfo=UTC), "archived", "", None)
    entry = cv.history_from_pb(pb.HistoryResponse(entries=[pb.HistoryEntry()]))[0]
    assert entry.events == () and entry.memory.status == "unspecified"
    with pytest.raises(ValueError, match="at=.*naive"):
        cv.history_event_to_pb(HistoryEvent(datetime(2026, 1, 1), "created"))


def test_memory_input_round_trip() -> None:
    item = MemoryInput(
        "alice",
        "她喜欢喝绿茶 / she likes green tea",
        agent_id="planner",
        session_id="s1",
        memory_type="preference",
        importance=0.25,
        confidence=0.6,
        source="external",
        tags=("drink",),
        metadata={"lang": "zh"},
        embedding=(0.5, -0.25, 1.0),
        created_at=T0,
        expires_at=T0 + timedelta(days=1),
    )
    msg = cv.remember_request(item)
    assert msg.HasField("importance") and msg.HasField("confidence")
    assert cv.memory_input_from_pb(msg) == item


def test_memory_input_unset_optionals_stay_unset() -> None:
    msg = cv.remember_request(MemoryInput("alice", "x"))
    assert not msg.HasField("importance")
    assert not msg.HasField("confidence")
    assert not msg.HasField("created_at") and not msg.HasField("expires_at")
    assert list(msg.embedding) == []
    assert msg.memory_type == pb.MEMORY_TYPE_SEMANTIC and msg.source == pb.SOURCE_USER_INPUT
    assert cv.memory_input_from_pb(msg) == MemoryInput("alice", "x", tags=(), metadata={})


def test_importance_zero_is_sent() -> None:
    msg = cv.remember_request(MemoryInput("alice", "x", importance=0.0))
    assert msg.HasField("importance") and msg.importance == 0.0


float32s = st.floats(width=32, allow_nan=False, allow_infinity=False)
aware = st.datetimes(
    min_value=datetime(1971, 1, 1), max_value=datetime(2200, 1, 1), timezones=st.just(UTC)
)


@settings(max_examples=60, deadline=None)
@given(
    user=st.text(min_size=1, max_size=20),
    content=st.text(max_size=200),
    importance=st.none() | float32s,
    memory_type=st.sampled_from(["episodic", "semantic", "preference", "identity"]),
    source=st.sampled_from(["user_input", "external", "agent_inference"]),
    tags=st.lists(st.text(max_size=10), max_size=4).map(tuple),
    metadata=st.dictionaries(st.text(max_size=8), st.text(max_size=8), max_size=4),
    embedding=st.none() | st.lists(float32s, min_size=1, max_size=8).map(tuple),
    created_at=st.none() | aware,
)
def test_memory_input_round_trip_property(
    user: str,
    content: str,
    importance: float | None,
    memory_type: Any,
    source: Any,
    tags: tuple[str, ...],
    metadata: dict[str, str],
    embedding: tuple[float, ...] | None,
    created_at: datetime | None,
) -> None:
    item = MemoryInput(
        user,
        content,
        memory_type=memory_type,
        importance=importance,
        source=source,
        tags=tags,
        metadata=metadata,
        embedding=embedding,
        created_at=created_at,
    )
    back = cv.memory_input_from_pb(
        pb.RememberRequest.FromString(cv.remember_request(item).SerializeToString())
    )
    assert back.embedding == embedding  # float32 values survive the float32 wire exactly
    if importance is not None:
        assert np.float32(back.importance) == np.float32(importance)
    assert dataclasses.replace(back, importance=importance) == dataclasses.replace(
        item, metadata=metadata
    )


def test_scope_argument_forms() -> None:
    assert cv.resolve_scope("alice", "planner", "s1") == Scope("alice", "planner", "s1")
    assert cv.resolve_scope(Scope("alice", "planner")) == Scope("alice", "planner")
    with pytest.raises(ValueError, match="not both"):
        cv.resolve_scope(Scope("alice"), agent_id="planner")
    with pytest.raises(TypeError, match="user_id"):
        cv.resolve_scope(42)  # type: ignore[arg-type]
    item = MemoryInput(Scope("alice", "planner", "s1"), "x")
    assert cv.remember_request(item).scope == pb.Scope(
        user_id="alice", agent_id="planner", session_id="s1"
    )


def test_f32_gives_the_shortest_decimal() -> None:
    for value in (0.7, 0.1, 0.5, 1.0, 0.0, 0.333, -0.25, 1e-7, 123456.78):
        wire = float(np.float32(value))
        assert cv.f32(wire) == value or np.float32(cv.f32(wire)) == np.float32(value)
    assert cv.f32(float(np.float32(0.7))) == 0.7
    assert np.float32(cv.f32(float(np.float32(np.pi)))) == np.float32(np.pi)


def test_forget_request_selectors() -> None:
    by_ids = cv.forget_request(Scope("alice"), ["a" * 32], "suppress")
    assert list(by_ids.ids) == ["a" * 32] and by_ids.session == "" and list(by_ids.tags) == []
    by_session = cv.forget_request(Scope("alice", "planner", "s9"), (), "delete", session="s-42")
    assert list(by_session.ids) == [] and by_session.session == "s-42"
    assert by_session.scope.session_id == "s9"  # the label; it is not the selector
    by_tags = cv.forget_request(Scope("alice"), [], "restore", tags=iter(["项目", "budget"]))
    assert list(by_tags.tags) == ["项目", "budget"]
    assert by_tags.mode == pb.FORGET_MODE_RESTORE
    # nothing selected: the server's to refuse (InvalidArgument naming ids), not the client's
    assert cv.forget_request(Scope("alice"), [], "delete").ids == []


def test_history_and_feedback_requests() -> None:
    history = cv.history_request(Scope("alice", "planner"), "a" * 32)
    assert history.id == "a" * 32 and history.scope.agent_id == "planner"
    feedback = cv.feedback_request(Scope("alice"), ["a" * 32, "b" * 32], iter(["c" * 32]))
    assert list(feedback.used_ids) == ["a" * 32, "b" * 32]
    assert list(feedback.ignored_ids) == ["c" * 32]
    with pytest.raises(TypeError, match="^id: "):
        cv.history_request(Scope("alice"), 42)  # type: ignore[arg-type]


# --- enums --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("names", "name", "number"),
    [
        (cv.MEMORY_TYPES, "episodic", pb.MEMORY_TYPE_EPISODIC),
        (cv.MEMORY_TYPES, "semantic", pb.MEMORY_TYPE_SEMANTIC),
        (cv.MEMORY_TYPES, "preference", pb.MEMORY_TYPE_PREFERENCE),
        (cv.MEMORY_TYPES, "identity", pb.MEMORY_TYPE_IDENTITY),
        (cv.SOURCES, "user_input", pb.SOURCE_USER_INPUT),
        (cv.SOURCES, "external", pb.SOURCE_EXTERNAL),
        (cv.SOURCES, "agent_inference", pb.SOURCE_AGENT_INFERENCE),
        (cv.STATUSES, "active", pb.STATUS_ACTIVE),
        (cv.STATUSES, "superseded", pb.STATUS_SUPERSEDED),
        (cv.STATUSES, "archived", pb.STATUS_ARCHIVED),
        (cv.STATUSES, "suppressed", pb.STATUS_SUPPRESSED),
        (cv.STATUSES, "expired", pb.STATUS_EXPIRED),
        (cv.STATUSES, "deleted", pb.STATUS_DELETED),
        (cv.TIERS, "short", pb.TIER_SHORT),
        (cv.TIERS, "medium", pb.TIER_MEDIUM),
        (cv.TIERS, "long", pb.TIER_LONG),
        (cv.ACTIONS, "created", pb.REMEMBER_ACTION_CREATED),
        (cv.ACTIONS, "merged", pb.REMEMBER_ACTION_MERGED),
        (cv.ACTIONS, "superseded", pb.REMEMBER_ACTION_SUPERSEDED),
        (cv.ACTIONS, "refined", pb.REMEMBER_ACTION_REFINED),
        (cv.FORGET_MODES, "delete", pb.FORGET_MODE_DELETE),
        (cv.FORGET_MODES, "suppress", pb.FORGET_MODE_SUPPRESS),
        (cv.FORGET_MODES, "restore", pb.FORGET_MODE_RESTORE),
    ],
)
def test_enum_names(names: Any, name: str, number: int) -> None:
    assert names.number(name) == number
    assert names.name(number) == name


@pytest.mark.parametrize(
    "bad", ["Semantic", "SEMANTIC", "MEMORY_TYPE_SEMANTIC", "fact", "", None, 2]
)
def test_unknown_memory_type_lists_the_allowed_names(bad: Any) -> None:
    with pytest.raises(ValueError) as info:
        cv.remember_request(MemoryInput("alice", "x", memory_type=bad))
    message = str(info.value)
    assert message.startswith("memory_type=")
    for allowed in ("'episodic'", "'semantic'", "'preference'", "'identity'"):
        assert allowed in message


def test_unknown_source_and_mode_are_refused() -> None:
    with pytest.raises(
        ValueError, match="source='user'.*'user_input', 'external', 'agent_inference'"
    ):
        cv.remember_request(MemoryInput("alice", "x", source="user"))  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="mode='erase'.*'delete', 'suppress', 'restore'"):
        cv.forget_request(Scope("alice"), ["a" * 32], "erase")
    with pytest.raises(ValueError, match="'unspecified'"):
        cv.forget_request(Scope("alice"), ["a" * 32], "unspecified")


def test_enum_values_from_a_newer_server_do_not_fail() -> None:
    memory = cv.memory_from_pb(pb.Memory(status=42, tier=9))  # type: ignore[arg-type]
    assert memory.status == "unknown_42"
    assert memory.tier == "unknown_9"


# --- timestamps ---------------------------------------------------------------------------------


def test_naive_datetime_is_refused() -> None:
    with pytest.raises(ValueError, match="created_at=.*naive.*timezone.utc"):
        cv.remember_request(MemoryInput("alice", "x", created_at=datetime(2026, 1, 1)))
    with pytest.raises(ValueError, match="as_of=.*naive"):
        cv.recall_request(Scope("alice"), "q", None, 10, datetime(2026, 1, 1), False)
    with pytest.raises(TypeError, match="expires_at must be a datetime"):
        cv.remember_request(MemoryInput("alice", "x", expires_at=1767225600))  # type: ignore[arg-type]


def test_aware_datetimes_are_sent_as_utc_and_come_back_utc() -> None:
    paris_winter = timezone(timedelta(hours=1))
    local = datetime(2026, 1, 1, 9, 0, 0, 250000, tzinfo=paris_winter)
    ts = cv.to_timestamp(local, "created_at")
    assert ts.seconds == int(datetime(2026, 1, 1, 8, tzinfo=UTC).timestamp())
    assert ts.nanos == 250_000_000
    msg = pb.Memory()
    msg.created_at.CopyFrom(ts)
    back = cv.from_timestamp(msg, "created_at")
    assert back == local  # the same instant
    assert back is not None and back.tzinfo is UTC and back.hour == 8


def test_unset_timestamp_is_none_but_the_epoch_is_a_time() -> None:
    msg = pb.Memory()
    assert cv.from_timestamp(msg, "expires_at") is None
    msg.expires_at.CopyFrom(cv.to_timestamp(datetime(1970, 1, 1, tzinfo=UTC), "expires_at"))
    assert cv.from_timestamp(msg, "expires_at") == datetime(1970, 1, 1, tzinfo=UTC)


def test_nanoseconds_are_truncated_to_microseconds() -> None:
    msg = pb.Memory()
    msg.created_at.seconds = 1_700_000_000
    msg.created_at.nanos = 123_456_789
    back = cv.from_timestamp(msg, "created_at")
    assert back is not None and back.microsecond == 123_456


# --- embeddings and collections -----------------------------------------------------------------


@pytest.mark.parametrize(
    "embedding",
    [
        [0.5, -1.0, 2.0],
        (0.5, -1, 2),
        np.array([0.5, -1.0, 2.0], dtype=np.float32),
        np.array([0.5, -1.0, 2.0], dtype=np.float64),
        np.array([1, -2, 4], dtype=np.int8) / np.float32(2),
        [np.float32(0.5), np.float64(-1.0), 2],
    ],
)
def test_embedding_forms(embedding: Any) -> None:
    msg = cv.remember_request(MemoryInput("alice", "x", embedding=embedding))
    assert list(msg.embedding) == [0.5, -1.0, 2.0]
    recall = cv.recall_request(Scope("alice"), "", embedding, 5, None, False)
    assert list(recall.embedding) == [0.5, -1.0, 2.0]


@pytest.mark.parametrize(
    ("embedding", "error", "match"),
    [
        (np.zeros((2, 3), dtype=np.float32), ValueError, r"1-D .* shape \(2, 3\)"),
        (np.float32(1.0), ValueError, "1-D"),
        ([], ValueError, "empty; pass None"),
        (np.zeros(0), ValueError, "empty"),
        ("0.5,0.5", TypeError, "not str"),
        (["a", "b"], TypeError, "embedding"),
        ([[0.5, 0.5]], TypeError, "embedding"),
    ],
)
def test_bad_embeddings_are_refused(embedding: Any, error: type, match: str) -> None:
    with pytest.raises(error, match=match):
        cv.remember_request(MemoryInput("alice", "x", embedding=embedding))


def test_bare_strings_are_refused_where_collections_are_expected() -> None:
    with pytest.raises(TypeError, match=r"tags must be a collection.*\['food'\]"):
        cv.remember_request(MemoryInput("alice", "x", tags="food"))
    with pytest.raises(TypeError, match="ids must be a collection"):
        cv.forget_request(Scope("alice"), "a" * 32, "delete")
    assert list(cv.forget_request(Scope("alice"), iter(["a", "b"]), "suppress").ids) == ["a", "b"]
    with pytest.raises(TypeError, match=r"tags must be a collection.*\['chat'\]"):
        cv.forget_request(Scope("alice"), [], "delete", tags="chat")
    with pytest.raises(TypeError, match="used must be a collection"):
        cv.feedback_request(Scope("alice"), "a" * 32, ())
    with pytest.raises(TypeError, match="ignored must be a collection"):
        cv.feedback_request(Scope("alice"), (), "a" * 32)
    with pytest.raises(TypeError, match="^session: "):
        cv.forget_request(Scope("alice"), [], "delete", session=7)  # type: ignore[arg-type]


def test_protobuf_type_errors_name_the_parameter() -> None:
    with pytest.raises(TypeError, match="^tags: "):
        cv.remember_request(MemoryInput("alice", "x", tags=[1]))  # type: ignore[list-item]
    with pytest.raises(TypeError, match="^metadata: "):
        cv.remember_request(MemoryInput("alice", "x", metadata={"a": 1}))  # type: ignore[dict-item]
    with pytest.raises(TypeError, match="^content: "):
        cv.remember_request(MemoryInput("alice", 123))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="^scope: "):
        cv.remember_request(MemoryInput("alice", "x", agent_id=5))  # type: ignore[arg-type]


def test_top_k_must_be_a_positive_int() -> None:
    for bad in (0, -1):
        with pytest.raises(ValueError, match="top_k"):
            cv.recall_request(Scope("alice"), "q", None, bad, None, False)
    for bad_type in (2.0, True, "10"):
        with pytest.raises(TypeError, match="top_k"):
            cv.recall_request(Scope("alice"), "q", None, bad_type, None, False)  # type: ignore[arg-type]
    assert cv.recall_request(Scope("alice"), "q", None, 3, T0, True).top_k == 3


def test_batch_errors_name_the_item() -> None:
    items = [MemoryInput("alice", "ok"), MemoryInput("alice", "bad", source="nope")]  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"^items\[1\]: source='nope'"):
        cv.remember_batch_request(items)
    with pytest.raises(TypeError, match=r"items\[0\]: expected a MemoryInput, not dict"):
        cv.remember_batch_request([{"user_id": "alice", "content": "x"}])  # type: ignore[list-item]
    with pytest.raises(TypeError, match=r"use \[item\]"):
        cv.remember_batch_request(MemoryInput("alice", "x"))  # type: ignore[arg-type]
    assert len(cv.remember_batch_request(iter(items[:1])).items) == 1


# --- errors -------------------------------------------------------------------------------------


class FakeRpcError(grpc.RpcError):
    """What a sync stub raises: a grpc.RpcError that is also a grpc.Call."""

    def __init__(self, code: grpc.StatusCode, details: str) -> None:
        self._code, self._details = code, details

    def code(self) -> grpc.StatusCode:
        return self._code

    def details(self) -> str:
        return self._details


@pytest.mark.parametrize(
    ("code", "cls"),
    [
        (grpc.StatusCode.INVALID_ARGUMENT, InvalidArgument),
        (grpc.StatusCode.OUT_OF_RANGE, InvalidArgument),
        (grpc.StatusCode.FAILED_PRECONDITION, ServerError),  # a misconfigured server
        (grpc.StatusCode.NOT_FOUND, NotFound),
        (grpc.StatusCode.PERMISSION_DENIED, PermissionDenied),
        (grpc.StatusCode.UNAUTHENTICATED, Unauthenticated),
        (grpc.StatusCode.RESOURCE_EXHAUSTED, ResourceExhausted),
        (grpc.StatusCode.UNAVAILABLE, Unavailable),
        (grpc.StatusCode.DEADLINE_EXCEEDED, DeadlineExceeded),
        (grpc.StatusCode.INTERNAL, ServerError),
        (grpc.StatusCode.UNKNOWN, ServerError),
        (grpc.StatusCode.UNIMPLEMENTED, ServerError),
        (grpc.StatusCode.DATA_LOSS, ServerError),
        (grpc.StatusCode.CANCELLED, ServerError),
        (grpc.StatusCode.ALREADY_EXISTS, ServerError),
        (grpc.StatusCode.ABORTED, ServerError),
    ],
)
def test_error_mapping(code: grpc.StatusCode, cls: type[MemorydError]) -> None:
    for exc in (
        FakeRpcError(code, "the reason"),
        grpc.aio.AioRpcError(code, grpc.aio.Metadata(), grpc.aio.Metadata(), details="the reason"),
    ):
        error = map_rpc_error(exc, target="127.0.0.1:1", timeout=2.5)
        assert type(error) is cls
        assert isinstance(error, MemorydError)
        assert error.code is code
        assert error.details == "the reason"
        assert str(error).startswith("the reason")


def test_error_hints() -> None:
    unavailable = map_rpc_error(
        FakeRpcError(grpc.StatusCode.UNAVAILABLE, "connection refused"), target="h:1", timeout=3
    )
    assert "is memoryd serving at 'h:1'?" in str(unavailable)
    deadline = map_rpc_error(
        FakeRpcError(grpc.StatusCode.DEADLINE_EXCEEDED, "Deadline Exceeded"),
        target="h:1",
        timeout=3,
    )
    assert "timeout is 3 s" in str(deadline)
    assert deadline.details == "Deadline Exceeded"
    invalid = map_rpc_error(
        FakeRpcError(grpc.StatusCode.INVALID_ARGUMENT, "content: empty"), target="h:1", timeout=3
    )
    assert str(invalid) == "content: empty"


def test_error_classes_carry_their_code_by_default() -> None:
    assert NotFound("gone").code is grpc.StatusCode.NOT_FOUND
    assert InvalidArgument("bad").details == "bad"


# --- the clients' call sites, over a fake stub (no network) -------------------------------------


class FakeStub:
    """Records requests; answers from ``answers`` or raises ``error``."""

    def __init__(self, answers: dict[str, Any], error: grpc.RpcError | None = None) -> None:
        self.answers, self.error = answers, error
        self.requests: list[tuple[str, Any, float | None]] = []

    def __getattr__(self, rpc: str) -> Any:
        def call(request: Any, timeout: float | None = None) -> Any:
            self.requests.append((rpc, request, timeout))
            if self.error is not None:
                raise self.error
            return self.answers[rpc]

        return call


class AsyncFakeStub(FakeStub):
    def __getattr__(self, rpc: str) -> Any:
        sync_call = super().__getattr__(rpc)

        async def call(request: Any, timeout: float | None = None) -> Any:
            return sync_call(request, timeout)

        return call


def answers() -> dict[str, Any]:
    memory = make_memory(status="active")
    return {
        "Remember": cv.remember_result_to_pb(RememberResult(memory, "created")),
        "RememberBatch": pb.RememberBatchResponse(
            results=[cv.remember_result_to_pb(RememberResult(memory, "created"))]
        ),
        "Recall": pb.RecallResponse(hits=[cv.hit_to_pb(Hit(memory, 0.9, 0.8, 1.0, 0.5, "short"))]),
        "Get": cv.memory_to_pb(memory),
        "Forget": pb.ForgetResponse(affected_ids=[memory.id]),
        "Stats": cv.stats_to_pb(
            Stats(
                total=1,
                by_status={"active": 1},
                lifecycle=LifecycleFigures(writes=4, conflict_verdicts={"supersede": 1}),
            )
        ),
        "History": cv.history_to_pb(make_history()),
        "Feedback": pb.FeedbackResponse(updated=2),
    }


def test_sync_client_call_sites() -> None:
    stub = FakeStub(answers())
    with MemoryClient("127.0.0.1:1", timeout=1.5) as client:
        client._stub = stub  # type: ignore[assignment]
        memory = make_memory(status="active")
        assert client.remember("alice", "x", tags=["t"]).memory == memory
        assert client.remember_batch([MemoryInput("alice", "x")])[0].action == "created"
        assert client.remember_batch([]) == []
        assert client.recall(Scope("alice", "planner"), "q", top_k=3)[0].tier == "short"
        assert client.get("alice", memory.id) == memory
        assert client.forget("alice", [memory.id], mode="suppress") == [memory.id]
        stats = client.stats("alice", agent_id="planner")
        assert stats.by_status == {"active": 1}
        assert stats.lifecycle.conflict_verdicts == {"supersede": 1}
        assert client.history("alice", "b" * 32, agent_id="planner") == make_history()
        assert client.feedback("alice", used=["a" * 32], ignored=["b" * 32]) == 2
        assert client.feedback("alice") == 0  # nothing to report: not sent
        assert client.forget("alice", session="s-42", tags=["chat"]) == [memory.id]
    assert [r[0] for r in stub.requests] == [
        "Remember", "RememberBatch", "Recall", "Get", "Forget", "Stats", "History", "Feedback",
        "Forget",
    ]  # fmt: skip
    assert all(timeout == 1.5 for _, _, timeout in stub.requests)
    recall = stub.requests[2][1]
    assert recall.scope.agent_id == "planner" and recall.top_k == 3
    assert stub.requests[4][1].mode == pb.FORGET_MODE_SUPPRESS
    assert stub.requests[5][1].scope == pb.Scope(user_id="alice", agent_id="planner")
    history = stub.requests[6][1]
    assert history.id == "b" * 32 and history.scope.agent_id == "planner"
    feedback = stub.requests[7][1]
    assert list(feedback.used_ids) == ["a" * 32] and list(feedback.ignored_ids) == ["b" * 32]
    forget = stub.requests[8][1]
    assert forget.mode == pb.FORGET_MODE_DELETE and list(forget.ids) == []
    assert forget.session == "s-42" and list(forget.tags) == ["chat"]


def test_forget_keeps_its_old_call_forms() -> None:
    stub = FakeStub(answers())
    with MemoryClient("127.0.0.1:1") as client:
        client._stub = stub  # type: ignore[assignment]
        client.forget("alice", ["a" * 32])
        client.forget("alice", ["a" * 32], mode="restore", agent_id="p", session_id="s1")
        client.forget(Scope("alice"), ids=["a" * 32], mode="suppress")
    first, second, third = (r[1] for r in stub.requests)
    assert list(first.ids) == ["a" * 32] and first.mode == pb.FORGET_MODE_DELETE
    assert second.scope == pb.Scope(user_id="alice", agent_id="p", session_id="s1")
    assert second.session == "" and second.mode == pb.FORGET_MODE_RESTORE
    assert third.mode == pb.FORGET_MODE_SUPPRESS


def test_sync_client_maps_errors_from_the_rpc_error() -> None:
    cause = FakeRpcError(grpc.StatusCode.NOT_FOUND, "memory 'x' is not in scope")
    with MemoryClient("127.0.0.1:1") as client:
        client._stub = FakeStub({}, error=cause)  # type: ignore[assignment]
        with pytest.raises(NotFound, match="not in scope") as info:
            client.get("alice", "x")
    assert info.value.__cause__ is cause


def test_async_client_call_sites_and_errors() -> None:
    async def main() -> None:
        async with AsyncMemoryClient("127.0.0.1:1", timeout=None) as client:
            stub = AsyncFakeStub(answers())
            client._stub = stub  # type: ignore[assignment]
            assert (await client.remember("alice", "x")).action == "created"
            assert len(await client.remember_batch([MemoryInput("alice", "x")])) == 1
            assert (await client.recall("alice", "q"))[0].score == 0.9
            assert (await client.get("alice", "x")).status == "active"
            assert await client.forget("alice", ["x"]) == [make_memory().id]
            assert (await client.stats("alice")).lifecycle.writes == 4
            assert stub.requests[4][1].mode == pb.FORGET_MODE_DELETE
            history = await client.history(Scope("alice", "planner"), "a" * 32)
            assert [e.memory.id for e in history] == ["a" * 32, "b" * 32]
            assert await client.feedback("alice", used=["a" * 32]) == 2
            assert await client.feedback("alice", used=[], ignored=()) == 0
            assert await client.forget("alice", tags=["chat"], mode="suppress") == [
                make_memory().id
            ]
            assert [r[0] for r in stub.requests[6:]] == ["History", "Feedback", "Forget"]
            assert list(stub.requests[8][1].tags) == ["chat"]
            assert all(timeout is None for _, _, timeout in stub.requests)

            cause = grpc.aio.AioRpcError(
                grpc.StatusCode.INVALID_ARGUMENT,
                grpc.aio.Metadata(),
                grpc.aio.Metadata(),
                details="importance=2.0 is not in 0..1",
            )
            client._stub = AsyncFakeStub({}, error=cause)  # type: ignore[assignment]
            with pytest.raises(InvalidArgument, match="importance") as info:
                await client.remember("alice", "x", importance=2.0)
            assert info.value.__cause__ is cause

    asyncio.run(main())


def test_client_refuses_bad_arguments_before_sending() -> None:
    stub = FakeStub(answers())
    with MemoryClient("127.0.0.1:1") as client:
        client._stub = stub  # type: ignore[assignment]
        with pytest.raises(ValueError, match="memory_type"):
            client.remember("alice", "x", memory_type="fact")  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="naive"):
            client.recall("alice", "q", as_of=datetime.now())
        with pytest.raises(TypeError, match="tags"):
            client.forget("alice", tags="chat")
        with pytest.raises(TypeError, match="used"):
            client.feedback("alice", used="a" * 32)
    assert stub.requests == []


def test_unreachable_server_raises_unavailable() -> None:
    # port 1 on loopback: nothing listens, the connection is refused at once
    with MemoryClient("127.0.0.1:1", timeout=5) as client:
        with pytest.raises(Unavailable) as info:
            client.stats("alice")
    assert info.value.code is grpc.StatusCode.UNAVAILABLE
    assert isinstance(info.value.__cause__, grpc.RpcError)
