"""Recall routes through a real server: restricting them, and hits that say which found them."""

from __future__ import annotations

import grpc
import pytest

from memoryd.v1 import memory_pb2 as pb

MEMORIES = [
    "我的订单号是QX88127364，还没有发货",
    "预算控制在50万以内",
    "Alice prefers green tea in the morning",
    "我们下周三去杭州开会",
    "The project deadline moved to March 3",
]


@pytest.fixture
def pool(server, user_id):
    scope = pb.Scope(user_id=user_id, session_id="s1")
    ids = [
        server.stub.Remember(pb.RememberRequest(scope=scope, content=c)).memory.id for c in MEMORIES
    ]
    return scope, ids


def recall(server, scope, query, routes, top_k=5):
    return server.stub.Recall(
        pb.RecallRequest(scope=scope, query=query, top_k=top_k, routes=routes)
    ).hits


def test_keyword_route_alone_finds_ids_by_bm25(server, pool):
    scope, ids = pool
    hits = recall(server, scope, "QX88127364", ["keyword"])
    assert [h.memory.id for h in hits] == [ids[0]]
    assert list(hits[0].routes) == ["keyword"] and hits[0].keyword > 0.0
    assert hits[0].similarity != 0.0  # the real cosine is still reported


def test_vector_route_alone_reports_only_vector(server, pool):
    scope, _ = pool
    hits = recall(server, scope, "what does Alice drink", ["vector"])
    assert hits and all(list(h.routes) == ["vector"] for h in hits)
    assert all(h.keyword == 0.0 for h in hits)
    assert "green tea" in hits[0].memory.content


def test_recent_route_returns_the_newest_memories(server, pool):
    scope, ids = pool
    hits = recall(server, scope, "完全无关的问题", ["recent"], top_k=2)
    assert len(hits) == 2 and all(list(h.routes) == ["recent"] for h in hits)
    assert {h.memory.id for h in hits} <= set(ids)


def test_all_routes_by_default_and_each_hit_says_which(server, pool):
    scope, ids = pool
    hits = recall(server, scope, "订单QX88127364发货了吗", [])
    top = hits[0]
    assert top.memory.id == ids[0]
    assert set(top.routes) == {"vector", "keyword", "recent"}
    assert all(set(h.routes) <= {"vector", "keyword", "recent"} and h.routes for h in hits)


def test_recent_route_never_crosses_pools(server, pool, user_id):
    other = pb.Scope(user_id=user_id + "-other", session_id="s1")
    server.stub.Remember(pb.RememberRequest(scope=other, content="其他用户的记录"))
    hits = recall(server, other, "记录", ["recent"], top_k=10)
    assert [h.memory.content for h in hits] == ["其他用户的记录"]


def test_unknown_route_is_invalid_argument(server, user_id):
    with pytest.raises(grpc.RpcError) as err:
        recall(server, pb.Scope(user_id=user_id), "x", ["vector", "graph"])
    assert err.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert err.value.details().startswith("routes[1]:")
    assert "vector, keyword, recent" in err.value.details()


def test_an_id_in_the_query_lets_its_exact_match_win(server, user_id):
    scope = pb.Scope(user_id=user_id)
    orders = {"SO55120391": "登山鞋", "SO55120392": "电饭煲", "SO55120393": "机械键盘"}
    ids = {
        o: server.stub.Remember(
            pb.RememberRequest(scope=scope, content=f"订单{o}买的{item}已经签收了")
        ).memory.id
        for o, item in orders.items()
    }
    assert len(set(ids.values())) == len(orders)  # three facts, none merged
    for order in orders:
        hits = recall(server, scope, f"{order}这一单是什么东西", [], top_k=3)
        assert hits[0].memory.id == ids[order]
        assert hits[0].keyword == pytest.approx(1.0)  # the best keyword match scores 1
