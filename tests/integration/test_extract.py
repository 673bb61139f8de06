"""Remember with extract through a real server: dialogue in, conservative memories out."""

from __future__ import annotations

import grpc
import pytest

from memoryd.v1 import memory_pb2 as pb

DIALOGUE = """用户：你好
用户：我的订单号是A12345678，预算控制在50万以内。
助手：好的，您的工单号是TK-20231105。
用户：如果明天下雨我就不去了。
用户：我喜欢喝绿茶。
用户：请帮我查一下快递。
user: I'm allergic to peanuts.
user: Can you book a table for Friday?
"""


def test_extract_stores_statements_and_ids_only(server, user_id):
    scope = pb.Scope(user_id=user_id, session_id="s")
    reply = server.stub.Remember(
        pb.RememberRequest(scope=scope, content=DIALOGUE, extract=True, tags=["chat"])
    )
    contents = [r.memory.content for r in reply.extracted]
    assert reply.memory.id == reply.extracted[0].memory.id
    assert "我的订单号是A12345678，预算控制在50万以内。" in contents
    assert "我喜欢喝绿茶。" in contents and "I'm allergic to peanuts." in contents
    assert "对话中提到的编号：TK-20231105" in contents
    assert not any("下雨" in c or "快递" in c or "book" in c for c in contents)
    types = {r.memory.content: r.memory.memory_type for r in reply.extracted}
    assert types["我喜欢喝绿茶。"] == pb.MEMORY_TYPE_PREFERENCE
    assert all(list(r.memory.tags) == ["chat"] for r in reply.extracted)
    order = next(r.memory for r in reply.extracted if "A12345678" in r.memory.content)
    assert order.metadata["entities"].startswith("order=A12345678")

    hits = server.stub.Recall(pb.RecallRequest(scope=scope, query="订单A12345678", top_k=3)).hits
    assert hits[0].memory.id == order.id
    hits = server.stub.Recall(pb.RecallRequest(scope=scope, query="用户喜欢喝什么", top_k=2)).hits
    assert "我喜欢喝绿茶。" in [h.memory.content for h in hits]


def test_nothing_worth_keeping_stores_nothing(server, user_id):
    scope = pb.Scope(user_id=user_id)
    reply = server.stub.Remember(
        pb.RememberRequest(scope=scope, content="你好\nCan you help me?\n谢谢", extract=True)
    )
    assert not reply.HasField("memory") and len(reply.extracted) == 0
    assert server.stub.Stats(pb.StatsRequest(scope=scope)).total == 0


def test_extract_with_an_embedding_is_refused(server, user_id):
    with pytest.raises(grpc.RpcError) as err:
        server.stub.Remember(
            pb.RememberRequest(
                scope=pb.Scope(user_id=user_id),
                content="我喜欢喝绿茶",
                extract=True,
                embedding=[0.1] * 512,
            )
        )
    assert err.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert err.value.details().startswith("embedding:")
