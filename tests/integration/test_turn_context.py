"""Conversation context through a real server: a turn is recalled by the words of the turn said
just before it in its session (never another pool's), Get returns its own text, a clean
restart and a kill -9 keep it, and Forget of the earlier turn takes its words away."""

from __future__ import annotations

from google.protobuf.timestamp_pb2 import Timestamp

from memoryd.v1 import memory_pb2 as pb

T0 = 1_700_000_000
TURNS = [
    "Caroline: What did you get up to at the weekend, Mel?",
    "Melanie: Took the kids to the pottery workshop, they made bowls",
    "Caroline: Sounds lovely!",
]


def _at(seconds: int) -> Timestamp:
    ts = Timestamp()
    ts.FromSeconds(seconds)
    return ts


def _write(server, scope: pb.Scope, turns: list[str], start: int = T0) -> list[str]:
    items = [
        pb.RememberRequest(scope=scope, content=text, created_at=_at(start + i))
        for i, text in enumerate(turns)
    ]
    replies = server.stub.RememberBatch(pb.RememberBatchRequest(items=items)).results
    return [r.memory.id for r in replies]


def _keyword(server, scope: pb.Scope, query: str) -> list[str]:
    request = pb.RecallRequest(scope=scope, query=query, top_k=5, routes=["keyword"])
    return [h.memory.id for h in server.stub.Recall(request).hits]


def test_the_answer_turn_is_found_by_the_question_words_in_its_own_pool(server, user_id):
    scope = pb.Scope(user_id=user_id)
    asked, answered, _ = _write(server, scope, TURNS)
    assert set(_keyword(server, scope, "weekend")) == {asked, answered}
    got = server.stub.Get(pb.GetRequest(scope=scope, id=answered))
    assert got.content == TURNS[1]  # the caller's text, not its context
    # Another user's turn the second after, same (empty) session: no context from this pool.
    other = pb.Scope(user_id=f"{user_id}-other")
    (theirs,) = _write(server, other, ["Bob: nothing much, I slept"], start=T0 + 2)
    assert _keyword(server, other, "weekend") == []
    assert theirs not in _keyword(server, scope, "weekend")


def test_restarts_keep_the_context_and_forget_takes_it_away(start_server, tmp_path):
    data_dir = tmp_path / "data"
    first = start_server(data_dir)
    scope = pb.Scope(user_id="carol", session_id="s1")
    asked, answered, after = _write(first, scope, TURNS)
    assert first.terminate() == 0  # a clean stop: the start-up checkpoint is written
    second = start_server(data_dir)
    assert set(_keyword(second, scope, "weekend")) == {asked, answered}
    second.kill()  # kill -9: the previous checkpoint and the records must agree again
    third = start_server(data_dir)
    assert set(_keyword(third, scope, "weekend")) == {asked, answered}
    third.stub.Forget(
        pb.ForgetRequest(scope=scope, ids=[asked], mode=pb.ForgetMode.FORGET_MODE_DELETE)
    )
    assert _keyword(third, scope, "weekend") == []
    assert third.terminate() == 0
    fourth = start_server(data_dir)
    assert _keyword(fourth, scope, "weekend") == []
    # Its own words, and the turn after it (whose previous turn it is).
    assert set(_keyword(fourth, scope, "pottery")) == {answered, after}
    assert fourth.terminate() == 0
