"""MemoryService end to end through a real server process: the happy paths."""

from __future__ import annotations

import grpc
import pytest
from google.protobuf.timestamp_pb2 import Timestamp
from grpc_health.v1 import health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection_pb2, reflection_pb2_grpc

from memoryd.v1 import memory_pb2 as pb

UNRELATED = [
    "我的狗叫旺财，是一只金毛",
    "明天下午三点和张总开会",
    "The user works as a nurse in a children's hospital",
    "User prefers window seats on long flights",
    "她最喜欢的电影是《千与千寻》",
    "The project deadline moved to March 14",
    "用户对花生过敏",
    "Favourite programming language: Rust",
]


def remember(stub, user_id: str, content: str, **fields) -> pb.RememberResponse:
    return stub.Remember(
        pb.RememberRequest(scope=pb.Scope(user_id=user_id), content=content, **fields)
    )


def recall(stub, user_id: str, query: str, top_k: int = 5, **fields) -> list[pb.Hit]:
    return list(
        stub.Recall(
            pb.RecallRequest(scope=pb.Scope(user_id=user_id), query=query, top_k=top_k, **fields)
        ).hits
    )


@pytest.mark.parametrize(
    ("fact", "question"),
    [
        ("预算控制在50万以内", "预算是多少"),
        ("The user's budget is capped at 500k", "how much money can we spend?"),
        ("我住在上海浦东", "where do I live?"),
    ],
)
def test_a_paraphrased_question_finds_its_memory_first(server, user_id, fact, question):
    for text in UNRELATED[:4]:
        remember(server.stub, user_id, text)
    stored = remember(server.stub, user_id, fact).memory
    for text in UNRELATED[4:]:
        remember(server.stub, user_id, text)

    hits = recall(server.stub, user_id, question)

    assert hits[0].memory.id == stored.id
    assert hits[0].memory.content == fact
    assert hits[0].similarity > hits[1].similarity
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)


def test_remember_returns_the_full_record_and_get_reads_it_back(server, user_id):
    created = Timestamp(seconds=1_700_000_000)
    response = remember(
        server.stub,
        user_id,
        "用户偏好：靠窗的座位",
        memory_type=pb.MEMORY_TYPE_PREFERENCE,
        importance=0.8,
        source=pb.SOURCE_AGENT_INFERENCE,
        tags=["travel", "seat"],
        metadata={"origin": "chat-42"},
        created_at=created,
    )
    memory = response.memory

    assert response.action == pb.REMEMBER_ACTION_CREATED
    assert len(memory.id) == 32
    assert memory.scope.user_id == user_id
    assert memory.memory_type == pb.MEMORY_TYPE_PREFERENCE
    assert memory.importance == pytest.approx(0.8)
    assert memory.confidence == pytest.approx(0.6)  # the default of agent inference
    assert memory.status == pb.STATUS_ACTIVE
    assert list(memory.tags) == ["travel", "seat"]
    assert dict(memory.metadata) == {"origin": "chat-42"}
    assert memory.created_at == created
    assert memory.tier == pb.TIER_MEDIUM  # older than an hour: past the short tier
    assert memory.embedding_model == "use-multilingual-v3"

    fetched = server.stub.Get(pb.GetRequest(scope=pb.Scope(user_id=user_id), id=memory.id))
    assert fetched.content == "用户偏好：靠窗的座位"
    assert fetched.created_at == created


def test_remember_batch_stores_every_item_in_order(server, user_id):
    items = [
        pb.RememberRequest(
            scope=pb.Scope(user_id=user_id), content=f"fact number {i}: {UNRELATED[i]}"
        )
        for i in range(len(UNRELATED))
    ]
    results = server.stub.RememberBatch(pb.RememberBatchRequest(items=items)).results

    assert [r.memory.content for r in results] == [i.content for i in items]
    stats = server.stub.Stats(pb.StatsRequest(scope=pb.Scope(user_id=user_id)))
    assert stats.total == len(items)
    assert stats.by_status["ACTIVE"] == len(items)


def test_client_vectors_and_as_of_replay(server, user_id):
    dim = server.stub.Stats(pb.StatsRequest(scope=pb.Scope(user_id=user_id))).dimension
    vector = [0.0] * dim
    vector[0] = 1.0
    old = remember(
        server.stub,
        user_id,
        "an old fact",
        embedding=vector,
        created_at=Timestamp(seconds=1_600_000_000),
    ).memory
    new = remember(server.stub, user_id, "a newer fact", embedding=vector).memory

    def ids(**fields):
        request = pb.RecallRequest(scope=pb.Scope(user_id=user_id), embedding=vector, **fields)
        return [h.memory.id for h in server.stub.Recall(request).hits]

    assert set(ids()) == {old.id, new.id}
    assert ids(as_of=Timestamp(seconds=1_650_000_000)) == [old.id]


def test_forget_suppress_restore_delete(server, user_id):
    memory = remember(server.stub, user_id, "我的车牌号是沪A12345").memory
    scope = pb.Scope(user_id=user_id)

    def forget(mode):
        return list(
            server.stub.Forget(
                pb.ForgetRequest(scope=scope, ids=[memory.id], mode=mode)
            ).affected_ids
        )

    def recalled():
        return [h.memory.id for h in recall(server.stub, user_id, "车牌号")]

    assert recalled() == [memory.id]
    assert forget(pb.FORGET_MODE_SUPPRESS) == [memory.id]
    assert recalled() == []
    assert server.stub.Get(pb.GetRequest(scope=scope, id=memory.id)).status == pb.STATUS_SUPPRESSED
    assert forget(pb.FORGET_MODE_RESTORE) == [memory.id]
    assert recalled() == [memory.id]
    assert forget(pb.FORGET_MODE_DELETE) == [memory.id]
    assert recalled() == []
    with pytest.raises(grpc.RpcError) as err:
        server.stub.Get(pb.GetRequest(scope=scope, id=memory.id))
    assert err.value.code() is grpc.StatusCode.NOT_FOUND
    assert server.stub.Stats(pb.StatsRequest(scope=scope)).total == 0


def test_recall_counts_accesses(server, user_id):
    memory = remember(server.stub, user_id, "Favourite tea: oolong").memory
    recall(server.stub, user_id, "which tea do I like?")
    recall(server.stub, user_id, "tea preference")

    fetched = server.stub.Get(pb.GetRequest(scope=pb.Scope(user_id=user_id), id=memory.id))
    assert fetched.access_count == 2
    assert fetched.HasField("last_accessed_at")


def test_recall_of_an_unknown_user_is_empty(server, user_id):
    assert recall(server.stub, user_id, "anything at all") == []


def test_health_and_reflection_are_served(server):
    health = health_pb2_grpc.HealthStub(server.channel)
    for service in ("", "memoryd.v1.MemoryService"):
        reply = health.Check(health_pb2.HealthCheckRequest(service=service))
        assert reply.status == health_pb2.HealthCheckResponse.SERVING

    reflection_stub = reflection_pb2_grpc.ServerReflectionStub(server.channel)
    request = reflection_pb2.ServerReflectionRequest(list_services="")
    reply = next(reflection_stub.ServerReflectionInfo(iter([request])))
    names = {s.name for s in reply.list_services_response.service}
    assert "memoryd.v1.MemoryService" in names


def test_the_keyword_route_finds_an_order_number(server, user_id):
    scope = pb.Scope(user_id=user_id)
    orders = [f"订单ORD-2024-{n:04d}已经发货，预计周五送达" for n in (17, 99, 123, 4521, 808)]
    items = [pb.RememberRequest(scope=scope, content=text) for text in orders + UNRELATED]
    stored = server.stub.RememberBatch(pb.RememberBatchRequest(items=items)).results
    wanted = stored[orders.index("订单ORD-2024-4521已经发货，预计周五送达")].memory

    hits = recall(server.stub, user_id, "ORD-2024-4521 到哪了？", top_k=3)

    assert hits[0].memory.id == wanted.id
    assert "keyword" in hits[0].routes
    assert 0.0 < hits[0].keyword <= 1.0
    assert all(h.keyword < hits[0].keyword for h in hits[1:])


def test_an_id_query_looks_for_the_id_not_its_other_words(server, user_id):
    # The other parcel shares "一个快递" with the question; only the first holds its number.
    scope = pb.Scope(user_id=user_id)
    texts = [
        "快递单号SF194821993518的包裹是给我妈妈的生日礼物。",
        "还有一个快递SF555979711471是公司寄来的文件。",
    ]
    items = [pb.RememberRequest(scope=scope, content=text) for text in texts + UNRELATED]
    stored = server.stub.RememberBatch(pb.RememberBatchRequest(items=items)).results
    question = "SF194821993518这个快递里是什么？"
    for routes in (["keyword"], []):
        hits = server.stub.Recall(
            pb.RecallRequest(scope=scope, query=question, top_k=3, routes=routes)
        ).hits
        assert hits[0].memory.id == stored[0].memory.id, routes
        assert hits[0].keyword == 1.0 and hits[1].keyword < 0.5, routes


def test_auto_trigger_and_min_score_over_the_wire(server, user_id):
    scope = pb.Scope(user_id=user_id)
    remember(server.stub, user_id, "预算控制在50万以内")

    chat = server.stub.Recall(pb.RecallRequest(scope=scope, query="谢谢，再见", auto_trigger=True))
    assert (list(chat.hits), chat.needs_memory) == ([], False)
    assert chat.trigger_reason

    asked = server.stub.Recall(
        pb.RecallRequest(scope=scope, query="我的预算是多少？", auto_trigger=True)
    )
    assert asked.needs_memory and asked.hits
    assert "first person" in asked.trigger_reason

    strict = server.stub.Recall(pb.RecallRequest(scope=scope, query="预算", min_score=0.99))
    assert list(strict.hits) == [] and strict.needs_memory


def test_the_health_command_sees_a_serving_server(server):
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-m", "memoryd.server", "health", "--target", server.address],
        capture_output=True, text=True, timeout=30,
    )  # fmt: skip
    assert out.returncode == 0, out.stderr
    assert "SERVING" in out.stdout
