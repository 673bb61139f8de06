"""List, filters on Recall and BuildContext, and Recall(explain) through a real server with
the real embedding model. Isolation is probed from every side: List and filtered recall never
see another pool, whatever the filter, cursor or order."""

from __future__ import annotations

import grpc
import pytest
from google.protobuf.timestamp_pb2 import Timestamp

from memoryd.v1 import memory_pb2 as pb

FACTS = [
    ("I drink green tea every morning", pb.MEMORY_TYPE_PREFERENCE, ["drinks"], {"src": "chat"}),
    ("My daughter Mia goes to Hillside school", pb.MEMORY_TYPE_SEMANTIC, ["family"], {}),
    ("I am a nurse in Lyon", pb.MEMORY_TYPE_IDENTITY, ["work"], {"src": "form"}),
    ("We met the architect on Tuesday", pb.MEMORY_TYPE_EPISODIC, ["house"], {"src": "chat"}),
    ("The kitchen budget is 20k euros", pb.MEMORY_TYPE_SEMANTIC, ["house", "money"], {}),
    ("I dislike black coffee", pb.MEMORY_TYPE_PREFERENCE, ["drinks"], {"src": "chat"}),
]


def _remember(server, scope: pb.Scope, facts=FACTS, session: str = "") -> list[str]:
    items = [
        pb.RememberRequest(
            scope=pb.Scope(user_id=scope.user_id, agent_id=scope.agent_id, session_id=session),
            content=text,
            memory_type=kind,
            tags=tags,
            metadata=meta,
        )
        for text, kind, tags, meta in facts
    ]
    results = server.stub.RememberBatch(pb.RememberBatchRequest(items=items)).results
    return [r.memory.id for r in results]




def _pages(server, request: pb.ListRequest) -> list[list[pb.Memory]]:
    """Return every page of ``request``, following next_cursor."""
    pages = []
    current = pb.ListRequest()
    current.CopyFrom(request)
    while True:
        page = server.stub.List(current)
        pages.append(list(page.memories))
        if not page.next_cursor:
            return pages
        current.cursor = page.next_cursor


@pytest.fixture
def pool(server, user_id):
    scope = pb.Scope(user_id=user_id)
    ids = _remember(server, scope, session="s1")
    return scope, ids


def test_list_pages_through_the_pool_newest_first_without_repeats(server, pool):
    scope, ids = pool
    pages = _pages(server, pb.ListRequest(scope=scope, page_size=4))
    assert [len(p) for p in pages] == [4, 2]
    listed = [m.id for p in pages for m in p]
    assert sorted(listed) == sorted(ids)
    assert listed == sorted(listed, reverse=True)  # ids are time-first: newest written first
    assert all(m.content for p in pages for m in p)
    ascending = [m.id for p in _pages(server, pb.ListRequest(scope=scope, ascending=True))
                 for m in p]  # fmt: skip
    assert ascending == listed[::-1]


def test_list_filters(server, pool):
    scope, ids = pool
    by_text = dict(zip([f[0] for f in FACTS], ids, strict=True))

    def listed(**flt) -> set[str]:
        request = pb.ListRequest(scope=scope, filter=pb.MemoryFilter(**flt), page_size=2)
        return {m.content for p in _pages(server, request) for m in p}

    assert listed(memory_types=[pb.MEMORY_TYPE_PREFERENCE]) == {
        "I drink green tea every morning", "I dislike black coffee"}  # fmt: skip
    assert listed(tags=["house", "money"]) == {"The kitchen budget is 20k euros"}
    assert listed(metadata={"src": "chat"}) == {
        FACTS[0][0], FACTS[3][0], FACTS[5][0]}  # fmt: skip
    assert listed(text_contains="LYON") == {"I am a nurse in Lyon"}
    assert listed(session_id="s1") == set(by_text)
    assert listed(session_id="other") == set()
    assert listed(statuses=[pb.STATUS_SUPPRESSED]) == set()
    server.stub.Forget(pb.ForgetRequest(scope=scope, ids=[by_text[FACTS[5][0]]],
                                        mode=pb.FORGET_MODE_SUPPRESS))  # fmt: skip
    # Restoring needs the id: List by status shows it (Export did before).
    assert listed(statuses=[pb.STATUS_SUPPRESSED]) == {FACTS[5][0]}
    assert FACTS[5][0] in listed()  # List shows every status by default
    later = Timestamp(seconds=4_000_000_000)
    assert listed(created_after=later) == set()
    assert listed(created_before=later) == set(by_text)


def test_list_sorted_by_a_field(server, user_id):
    scope = pb.Scope(user_id=user_id)
    items = [
        pb.RememberRequest(scope=scope, content=text, importance=imp)
        for text, imp in [("Likes hiking in the Alps", 0.2), ("Allergic to peanuts", 0.95),
                          ("Owns a red bicycle", 0.5), ("Speaks Portuguese", 0.7)]
    ]  # fmt: skip
    server.stub.RememberBatch(pb.RememberBatchRequest(items=items))
    pages = _pages(server, pb.ListRequest(scope=scope, order_by="importance", page_size=3))
    assert [len(p) for p in pages] == [3, 1]
    importances = [round(m.importance, 2) for p in pages for m in p]
    assert importances == [0.95, 0.7, 0.5, 0.2]
    up = _pages(server, pb.ListRequest(scope=scope, order_by="importance", ascending=True,
                                       page_size=3))  # fmt: skip
    assert [round(m.importance, 2) for p in up for m in p] == [0.2, 0.5, 0.7, 0.95]


@pytest.mark.parametrize(
    ("request_", "field"),
    [
        (pb.ListRequest(page_size=100_000), "page_size"),
        (pb.ListRequest(order_by="content"), "order_by"),
        (pb.ListRequest(cursor="not a cursor!"), "cursor"),
        (pb.ListRequest(filter=pb.MemoryFilter(statuses=[99])), "filter.statuses[0]"),
        (pb.ListRequest(filter=pb.MemoryFilter(created_after=Timestamp(seconds=20),
                                               created_before=Timestamp(seconds=10))),
         "filter.created_before"),
    ],  # fmt: skip
)
def test_list_refuses_bad_input_naming_the_field(server, user_id, request_, field):
    request_.scope.user_id = user_id
    with pytest.raises(grpc.RpcError) as err:
        server.stub.List(request_)
    assert err.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert err.value.details().startswith(f"{field}:")


def test_a_cursor_is_bound_to_its_filter(server, pool):
    scope, _ = pool
    page = server.stub.List(pb.ListRequest(scope=scope, page_size=2))
    with pytest.raises(grpc.RpcError) as err:
        server.stub.List(pb.ListRequest(scope=scope, page_size=2, cursor=page.next_cursor,
                                        filter=pb.MemoryFilter(tags=["house"])))  # fmt: skip
    assert err.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert "another filter or order" in err.value.details()


def test_list_and_filters_never_see_another_pool(server, user_id):
    """Same texts, tags, metadata and sessions in eight pools: whatever the filter, cursor or
    order, a pool's List and filtered Recall return its own memories only."""
    scopes = [pb.Scope(user_id=f"{user_id}-{u}", agent_id=a) for u in range(4)
              for a in ("", "planner")]  # fmt: skip
    owned = {(s.user_id, s.agent_id): set(_remember(server, s, session="s1")) for s in scopes}
    filters = [
        pb.MemoryFilter(),
        pb.MemoryFilter(session_id="s1"),
        pb.MemoryFilter(tags=["drinks"]),
        pb.MemoryFilter(metadata={"src": "chat"}),
        pb.MemoryFilter(text_contains="the"),
    ]
    for scope in scopes:
        mine = owned[(scope.user_id, scope.agent_id)]
        for flt in filters:
            for order in ("", "created_at", "importance"):
                request = pb.ListRequest(scope=scope, filter=flt, order_by=order, page_size=2)
                pages = _pages(server, request)
                listed = {m.id for p in pages for m in p}
                assert listed and listed <= mine, (scope, flt, order)
                assert all(m.scope.user_id == scope.user_id and m.scope.agent_id ==
                           scope.agent_id for p in pages for m in p)  # fmt: skip
            hits = server.stub.Recall(pb.RecallRequest(scope=scope, query="tea and coffee",
                                                       top_k=50, filter=flt, explain=True)).hits
            assert {h.memory.id for h in hits} <= mine
    # A cursor made in one pool walks the other pool's index only, from the same position.
    first, second = scopes[0], scopes[2]
    page = server.stub.List(pb.ListRequest(scope=first, page_size=1))
    other = server.stub.List(pb.ListRequest(scope=second, page_size=50, cursor=page.next_cursor))
    assert {m.id for m in other.memories} <= owned[(second.user_id, second.agent_id)]
    # A user's shared pool and an agent's pool are different tenants.
    shared = server.stub.List(pb.ListRequest(scope=pb.Scope(user_id=first.user_id),
                                             page_size=100))  # fmt: skip
    assert {m.id for m in shared.memories} == owned[(first.user_id, "")]
    stranger = server.stub.List(pb.ListRequest(scope=pb.Scope(user_id=f"{user_id}-nobody")))
    assert list(stranger.memories) == [] and stranger.next_cursor == ""


def test_recall_filters(server, pool):
    scope, _ = pool

    def recalled(query: str, **flt) -> list[str]:
        request = pb.RecallRequest(scope=scope, query=query, top_k=10,
                                   filter=pb.MemoryFilter(**flt))  # fmt: skip
        return [h.memory.content for h in server.stub.Recall(request).hits]

    drinks = recalled("what does the user like to drink", tags=["drinks"])
    assert set(drinks) == {FACTS[0][0], FACTS[5][0]}
    assert recalled("what does the user like to drink",
                    memory_types=[pb.MEMORY_TYPE_IDENTITY]) == [FACTS[2][0]]  # fmt: skip
    assert recalled("kitchen budget", metadata={"src": "form"}) == [FACTS[2][0]]
    assert recalled("kitchen budget", text_contains="KITCHEN") == [FACTS[4][0]]
    assert recalled("kitchen budget", session_id="elsewhere") == []
    with pytest.raises(grpc.RpcError) as err:
        recalled("kitchen budget", statuses=[pb.STATUS_SUPPRESSED])
    assert err.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert err.value.details().startswith("filter.statuses:")


def test_build_context_filters_and_reports_what_did_not_fit(server, pool):
    scope, _ = pool
    built = server.stub.BuildContext(pb.BuildContextRequest(
        scope=scope, query="tell me about the house", token_budget=400,
        filter=pb.MemoryFilter(tags=["house"]), explain=True))  # fmt: skip
    long_term = next(s for s in built.sections if s.name == "long_term")
    assert "architect" in long_term.text and "tea" not in long_term.text
    tiny = server.stub.BuildContext(pb.BuildContextRequest(
        scope=scope, query="everything about the user", token_budget=60, explain=True))
    quoted = {i for s in tiny.sections for i in s.memory_ids}
    over = [x for x in tiny.left_out if x.reason == "over_budget"]
    assert over and not quoted & {x.memory.id for x in over}


def test_explain_terms_add_up_and_name_the_routes(server, pool):
    scope, _ = pool
    response = server.stub.Recall(pb.RecallRequest(scope=scope, query="green tea", top_k=3,
                                                   explain=True))  # fmt: skip
    assert response.hits
    for hit in response.hits:
        t = hit.explanation.terms
        total = t.similarity + t.keyword + t.attribute + t.decay + t.importance + t.session
        assert total == pytest.approx(hit.score, abs=1e-4)
        assert {r.route for r in hit.explanation.ranks} == set(hit.routes) - {"history"}
        assert hit.explanation.decay.decay == pytest.approx(hit.decay, abs=1e-5)
        assert hit.explanation.similarity_weight > 0
    best = response.hits[0]
    assert best.memory.content == FACTS[0][0]
    assert any(r.route == "keyword" and r.rank == 1 for r in best.explanation.ranks)
    plain = server.stub.Recall(pb.RecallRequest(scope=scope, query="green tea", top_k=3))
    assert not plain.hits[0].HasField("explanation") and not plain.left_out
    assert [h.memory.id for h in plain.hits] == [h.memory.id for h in response.hits]


def test_explain_says_what_was_left_out_and_why(server, user_id):
    scope = pb.Scope(user_id=user_id)
    old = server.stub.Remember(pb.RememberRequest(scope=scope, content="My budget is 500k"))
    new = server.stub.Remember(pb.RememberRequest(scope=scope, content="My budget is now 800k"))
    assert new.action == pb.REMEMBER_ACTION_SUPERSEDED
    noise = server.stub.Remember(
        pb.RememberRequest(scope=scope, content="My favourite colour is green")
    )
    server.stub.Forget(pb.ForgetRequest(scope=scope, ids=[noise.memory.id],
                                        mode=pb.FORGET_MODE_SUPPRESS))  # fmt: skip
    response = server.stub.Recall(pb.RecallRequest(scope=scope, query="what is my budget",
                                                   explain=True, min_score=0.05))  # fmt: skip
    assert [h.memory.id for h in response.hits] == [new.memory.id], response
    reasons = {x.memory.id: x for x in response.left_out}
    superseded = reasons[old.memory.id]
    assert superseded.reason == "superseded" and superseded.related_id == new.memory.id
    assert superseded.memory.content == "My budget is 500k" and superseded.detail
    assert reasons[noise.memory.id].reason == "suppressed"
    floor = round(response.hits[0].score + 0.01, 4)
    high = server.stub.Recall(pb.RecallRequest(scope=scope, query="what is my budget",
                                               explain=True, min_score=floor))  # fmt: skip
    assert not high.hits
    below = [x for x in high.left_out if x.reason == "below_min_score"]
    assert [x.memory.id for x in below] == [new.memory.id]
    assert f"< min_score {floor:.4g}" in below[0].detail


def test_include_user_pool_adds_the_users_shared_pool_only(server, user_id):
    shared = pb.Scope(user_id=user_id)
    agent = pb.Scope(user_id=user_id, agent_id="planner")
    stranger = pb.Scope(user_id=f"{user_id}-other")
    told_all = server.stub.Remember(pb.RememberRequest(scope=shared,
                                                       content="I am allergic to peanuts"))
    planner = server.stub.Remember(pb.RememberRequest(scope=agent,
                                                      content="Peanut-free menu booked for Friday"))
    server.stub.Remember(pb.RememberRequest(scope=stranger, content="I am allergic to peanuts too"))
    query = "peanut allergy"
    alone = server.stub.Recall(pb.RecallRequest(scope=agent, query=query))
    assert [h.memory.id for h in alone.hits] == [planner.memory.id]
    both = server.stub.Recall(pb.RecallRequest(scope=agent, query=query, include_user_pool=True,
                                               explain=True))  # fmt: skip
    assert {h.memory.id for h in both.hits} == {told_all.memory.id, planner.memory.id}
    assert [h.score for h in both.hits] == sorted((h.score for h in both.hits), reverse=True)
    assert all(h.memory.scope.user_id == user_id for h in both.hits)
    assert all(h.HasField("explanation") for h in both.hits)
    built = server.stub.BuildContext(pb.BuildContextRequest(scope=agent, query=query,
                                                            include_user_pool=True))
    assert "allergic to peanuts" in built.context and "too" not in built.context
