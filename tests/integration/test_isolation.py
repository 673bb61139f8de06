"""Tenant isolation: no call returns, counts or changes another pool's memory.

Many users and agents store near-identical texts; every read path is then probed from every
scope. Pools are (user_id, agent_id): the same user under another agent is another tenant.
"""

from __future__ import annotations

import grpc
import pytest

from memoryd.v1 import memory_pb2 as pb

# Three different facts (a fact and its translation would be merged as one memory).
TEXTS = ["我的银行卡密码提示是生日", "My dentist appointment is on Friday", "预算控制在50万以内"]


@pytest.fixture
def tenants(server, user_id):
    """Eight scopes (4 users x 2 agents, one a user's shared pool) with the same texts."""
    scopes = [
        pb.Scope(user_id=f"{user_id}-u{u}", agent_id=agent)
        for u in range(4)
        for agent in ("", "planner")
    ]
    owned: dict[tuple[str, str], set[str]] = {}
    for i, scope in enumerate(scopes):
        items = [pb.RememberRequest(scope=scope, content=f"{t}（租户{i}）") for t in TEXTS]
        results = server.stub.RememberBatch(pb.RememberBatchRequest(items=items)).results
        owned[(scope.user_id, scope.agent_id)] = {r.memory.id for r in results}
    return scopes, owned


def test_recall_only_returns_the_callers_pool(server, tenants):
    scopes, owned = tenants
    for scope in scopes:
        mine = owned[(scope.user_id, scope.agent_id)]
        for query in TEXTS:
            hits = server.stub.Recall(pb.RecallRequest(scope=scope, query=query, top_k=50)).hits
            ids = {h.memory.id for h in hits}
            assert ids == mine
            assert all(h.memory.scope.user_id == scope.user_id for h in hits)
            assert all(h.memory.scope.agent_id == scope.agent_id for h in hits)


def test_session_does_not_open_another_pool(server, tenants):
    scopes, owned = tenants
    scope = pb.Scope(user_id=scopes[0].user_id, agent_id=scopes[0].agent_id, session_id="s-9")
    hits = server.stub.Recall(pb.RecallRequest(scope=scope, query=TEXTS[0], top_k=50)).hits
    assert {h.memory.id for h in hits} == owned[(scope.user_id, scope.agent_id)]


def test_stats_count_only_the_callers_pool(server, tenants):
    scopes, _ = tenants
    for scope in scopes:
        assert server.stub.Stats(pb.StatsRequest(scope=scope)).total == len(TEXTS)


def test_get_and_forget_of_another_pools_id_are_not_found(server, tenants):
    scopes, owned = tenants
    victim = scopes[0]
    victim_ids = sorted(owned[(victim.user_id, victim.agent_id)])
    for attacker in scopes[1:]:
        for memory_id in victim_ids:
            with pytest.raises(grpc.RpcError) as err:
                server.stub.Get(pb.GetRequest(scope=attacker, id=memory_id))
            assert err.value.code() is grpc.StatusCode.NOT_FOUND
        for mode in (pb.FORGET_MODE_DELETE, pb.FORGET_MODE_SUPPRESS):
            with pytest.raises(grpc.RpcError) as err:
                server.stub.Forget(pb.ForgetRequest(scope=attacker, ids=victim_ids, mode=mode))
            assert err.value.code() is grpc.StatusCode.NOT_FOUND
    hits = server.stub.Recall(pb.RecallRequest(scope=victim, query=TEXTS[0], top_k=50)).hits
    assert {h.memory.id for h in hits} == set(victim_ids)
    assert all(h.memory.status == pb.STATUS_ACTIVE for h in hits)


def test_vector_queries_cannot_cross_pools_either(server, tenants):
    scopes, owned = tenants
    dim = server.stub.Stats(pb.StatsRequest(scope=scopes[0])).dimension
    # The exact vector of another pool's memory is the strongest possible probe.
    other = scopes[1]
    probe = server.stub.Recall(pb.RecallRequest(scope=other, query=TEXTS[1], top_k=1)).hits[0]
    stranger = pb.Scope(user_id=scopes[2].user_id, agent_id=scopes[2].agent_id)
    vector = [0.0] * dim
    vector[0] = 1.0
    for query in (
        pb.RecallRequest(scope=stranger, query=probe.memory.content, top_k=100),
        pb.RecallRequest(scope=stranger, embedding=vector, top_k=100),
    ):
        ids = {h.memory.id for h in server.stub.Recall(query).hits}
        assert ids <= owned[(stranger.user_id, stranger.agent_id)]
