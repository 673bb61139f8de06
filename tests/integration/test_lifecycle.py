"""Memory that changes with time, through the real server: merge, supersede, history,
feedback, forget by selector, bounded decay."""

from __future__ import annotations

import time

from google.protobuf.timestamp_pb2 import Timestamp

from memoryd.v1 import memory_pb2 as pb

DAY = 86_400


def ts(seconds_ago: float) -> Timestamp:
    return Timestamp(seconds=int(time.time() - seconds_ago))


def remember(stub, scope, content, **fields) -> pb.RememberResponse:
    return stub.Remember(pb.RememberRequest(scope=scope, content=content, **fields))


def recall(stub, scope, query, top_k=5, **fields) -> list[pb.Hit]:
    return list(stub.Recall(pb.RecallRequest(scope=scope, query=query, top_k=top_k, **fields)).hits)


def test_restating_a_fact_merges_into_it(server, user_id):
    scope = pb.Scope(user_id=user_id)
    first = remember(server.stub, scope, "I like green tea", confidence=0.6, tags=["drinks"])
    again = remember(server.stub, scope, "I like green tea", confidence=0.8, tags=["tea"])

    assert again.action == pb.REMEMBER_ACTION_MERGED
    assert list(again.affected_ids) == [first.memory.id]
    assert again.memory.id == first.memory.id
    assert again.memory.access_count == 1
    assert again.memory.confidence == pytest_approx(0.8)
    assert set(again.memory.tags) == {"drinks", "tea"}
    stats = server.stub.Stats(pb.StatsRequest(scope=scope))
    assert stats.total == 1
    assert stats.writes == 2
    assert stats.merge_rate == pytest_approx(0.5)


def pytest_approx(value):
    import pytest

    return pytest.approx(value, abs=1e-6)


def test_a_correction_supersedes_the_old_value(server, user_id):
    scope = pb.Scope(user_id=user_id)
    for text in ("我的狗叫旺财", "明天下午三点和张总开会", "用户对花生过敏"):
        remember(server.stub, scope, text)
    old = remember(server.stub, scope, "项目预算控制在50万以内", created_at=ts(30 * DAY)).memory
    new = remember(server.stub, scope, "项目预算改成80万了")

    assert new.action == pb.REMEMBER_ACTION_SUPERSEDED, new
    assert list(new.affected_ids) == [old.id]
    assert list(new.memory.supersedes) == [old.id]
    assert new.memory.version == 2

    hits = recall(server.stub, scope, "项目预算是多少")
    assert hits[0].memory.id == new.memory.id
    assert old.id not in [h.memory.id for h in hits]

    with_history = recall(server.stub, scope, "项目预算是多少", include_history=True)
    stale = [h for h in with_history if h.memory.id == old.id]
    assert stale and stale[0].memory.status == pb.STATUS_SUPERSEDED
    assert stale[0].memory.superseded_by == new.memory.id

    chain = server.stub.History(pb.HistoryRequest(scope=scope, id=old.id)).entries
    assert [e.memory.id for e in chain] == [old.id, new.memory.id]
    assert [e.action for e in chain[0].events] == ["created", "superseded"]
    assert chain[0].events[-1].related_id == new.memory.id
    assert chain[0].events[-1].reason
    stats = server.stub.Stats(pb.StatsRequest(scope=scope))
    assert stats.conflict_verdicts["SUPERSEDE"] == 1
    assert stats.by_status["SUPERSEDED"] == 1


def test_an_english_negation_supersedes(server, user_id):
    scope = pb.Scope(user_id=user_id)
    old = remember(server.stub, scope, "Alice likes spicy food", created_at=ts(10 * DAY)).memory
    new = remember(server.stub, scope, "Alice no longer likes spicy food")

    assert new.action == pb.REMEMBER_ACTION_SUPERSEDED
    assert [h.memory.id for h in recall(server.stub, scope, "does Alice like spicy food?")][
        0
    ] == new.memory.id
    assert old.id not in [h.memory.id for h in recall(server.stub, scope, "spicy food")]


def test_feedback_moves_access_and_the_hit_rate(server, user_id):
    scope = pb.Scope(user_id=user_id)
    a = remember(server.stub, scope, "Bob drives a blue Volvo").memory
    b = remember(server.stub, scope, "Bob's daughter is called Emma").memory
    hits = recall(server.stub, scope, "what car does Bob drive?", top_k=2)
    assert {h.memory.id for h in hits} == {a.id, b.id}

    reply = server.stub.Feedback(
        pb.FeedbackRequest(scope=scope, used_ids=[a.id], ignored_ids=[b.id])
    )
    assert reply.updated == 2
    used = server.stub.Get(pb.GetRequest(scope=scope, id=a.id))
    ignored = server.stub.Get(pb.GetRequest(scope=scope, id=b.id))
    assert used.access_count == 2  # the recall hit and the use
    assert ignored.access_count == 1  # the recall hit only
    stats = server.stub.Stats(pb.StatsRequest(scope=scope))
    assert stats.recall_hit_rate == pytest_approx(0.5)

    other = pb.Scope(user_id=user_id + "-other")
    assert server.stub.Feedback(pb.FeedbackRequest(scope=other, used_ids=[a.id])).updated == 0


def test_forget_a_whole_session_or_tag_in_one_call(server, user_id):
    base = dict(user_id=user_id)
    for text in ("我每周二去游泳", "The cat's name is Miso", "下个月要去成都出差"):
        remember(server.stub, pb.Scope(**base, session_id="s1"), text)
    remember(server.stub, pb.Scope(**base, session_id="s2"), "香蕉放在冰箱里", tags=["fruit"])
    kept = remember(server.stub, pb.Scope(**base, session_id="s2"), "Train leaves at 9").memory
    scope = pb.Scope(**base)

    gone = server.stub.Forget(
        pb.ForgetRequest(scope=scope, session="s1", mode=pb.FORGET_MODE_DELETE)
    ).affected_ids
    assert len(gone) == 3
    hidden = server.stub.Forget(
        pb.ForgetRequest(scope=scope, tags=["fruit"], mode=pb.FORGET_MODE_SUPPRESS)
    ).affected_ids
    assert len(hidden) == 1
    stats = server.stub.Stats(pb.StatsRequest(scope=scope))
    assert stats.total == 2
    assert stats.by_status["ACTIVE"] == 1
    assert [h.memory.id for h in recall(server.stub, scope, "train", top_k=10)] == [kept.id]


def test_an_old_fact_that_is_the_only_answer_still_comes_first(server, user_id):
    """Decay only re-ranks: a two-year-old answer beats fresh but unrelated memories."""
    scope = pb.Scope(user_id=user_id)
    fact = remember(
        server.stub,
        scope,
        "用户的护照号码在2024年换过新的，放在书房抽屉里",
        created_at=ts(2 * 365 * DAY),
    ).memory
    topics = ["天气", "午饭", "电影", "跑步", "咖啡", "会议", "快递", "猫", "音乐", "地铁"]
    items = [
        pb.RememberRequest(
            scope=scope,
            content=f"第{i}条笔记：今天聊了{topics[i % 10]}{i}",
            created_at=ts((i % 30) * DAY + 60),
        )
        for i in range(60)
    ]
    server.stub.RememberBatch(pb.RememberBatchRequest(items=items))
    stats = server.stub.Stats(pb.StatsRequest(scope=scope))
    assert stats.total >= 50  # past the cold start: decay is on

    hits = recall(server.stub, scope, "护照放在哪里了？")

    assert hits[0].memory.id == fact.id
    assert hits[0].decay < 0.01  # it is old, and it still wins


def test_a_question_worded_like_the_old_value_finds_the_correction(server, user_id):
    # The question matches the replaced text's words better than the correction's: the current
    # version is reached through the version chain (route "history"); the old one stays hidden.
    scope = pb.Scope(user_id=user_id)
    for text in ("I volunteer at the food bank once a month.", "My sister lives in Chicago."):
        remember(server.stub, scope, text)
    old = remember(server.stub, scope, "I work as a nurse.", created_at=ts(90 * DAY)).memory
    new = remember(server.stub, scope, "I changed careers, I'm an accountant now.")
    assert new.action == pb.REMEMBER_ACTION_SUPERSEDED and list(new.affected_ids) == [old.id]

    hits = recall(server.stub, scope, "Do I still work as a nurse?")
    assert hits[0].memory.id == new.memory.id
    assert "history" in hits[0].routes
    assert old.id not in [h.memory.id for h in hits]


def test_the_memory_stating_what_is_asked_comes_first(server, user_id):
    # The real embedder puts each question nearer an unrelated memory than its answer ("Who is
    # my boss?": .08 from "I report to Jonas Berg.", .18 from the laptop); both state the boss.
    cases = [
        (
            "Who is my boss?",
            "I report to Jonas Berg.",
            ("I volunteer at the animal shelter on Sundays.", "My laptop is a ThinkPad X1."),
        ),
        (
            "我的上司是谁？",
            "我现在向陈静汇报。",
            ("周末我常去爬山。", "我每个月去一次养老院做义工。"),
        ),
    ]
    for question, answer, others in cases:
        scope = pb.Scope(user_id=f"{user_id}-{question}")
        for text in (answer, *others):
            remember(server.stub, scope, text)

        hits = recall(server.stub, scope, question)

        assert hits[0].memory.content == answer, [h.memory.content for h in hits]
        assert hits[0].similarity < max(h.similarity for h in hits[1:])
