"""BuildContext through a real server: sections from every source, budgets, language,
isolation and bad input."""

from __future__ import annotations

import grpc
import pytest
from google.protobuf.struct_pb2 import Struct

from memoryd.v1 import memory_pb2 as pb


def test_context_has_every_section_within_its_budget(server, user_id):
    scope = pb.Scope(user_id=user_id, session_id="s1")
    stored = server.stub.Remember(pb.RememberRequest(scope=scope, content="预算控制在50万以内"))
    server.stub.Remember(pb.RememberRequest(scope=scope, content="喜欢喝绿茶"))
    server.stub.AppendTurn(
        pb.AppendTurnRequest(scope=scope, role="user", content="帮我看看装修方案")
    )
    server.stub.AppendTurn(
        pb.AppendTurnRequest(scope=scope, role="assistant", content="好的，您的预算是多少？")
    )
    values = Struct()
    values.update({"room": "kitchen", "step": 2})
    server.stub.SetWorking(pb.SetWorkingRequest(scope=scope, task_id="reno", values=values))

    built = server.stub.BuildContext(
        pb.BuildContextRequest(scope=scope, query="预算是多少", token_budget=4_000, task_id="reno")
    )
    by = {s.name: s for s in built.sections}
    assert list(by) == ["working", "long_term", "summary", "recent_turns"]
    assert by["long_term"].text.startswith("以下是该用户的历史记忆，供参考")
    assert by["long_term"].memory_ids[0] == stored.memory.id
    assert "- room: kitchen" in by["working"].text and "- step: 2" in by["working"].text
    assert "帮我看看装修方案" in by["recent_turns"].text
    assert by["recent_turns"].budget == 800
    unused = 200 + 800 - sum(by[n].tokens for n in ("working", "summary", "recent_turns"))
    assert by["long_term"].budget == 400 + unused  # what the others left goes to memories
    assert by["working"].budget == 200
    for s in built.sections:
        assert s.tokens <= s.budget
    assert 0 < built.tokens <= built.token_budget == 4_000
    assert built.tokenizer == "use-sentencepiece"
    assert built.context.index("以下是该用户的历史记忆") < built.context.index("帮我看看装修方案")


def test_language_follows_the_request_or_the_query(server, user_id):
    scope = pb.Scope(user_id=user_id)
    server.stub.Remember(pb.RememberRequest(scope=scope, content="Alice prefers green tea"))
    english = server.stub.BuildContext(pb.BuildContextRequest(scope=scope, query="what tea?"))
    assert english.sections[1].text.startswith("Memories about this user")
    assert english.token_budget == 200_000 and english.language == "en"
    forced = server.stub.BuildContext(
        pb.BuildContextRequest(scope=scope, query="what tea?", language="zh")
    )
    assert forced.sections[1].text.startswith("以下是该用户的历史记忆")


def test_another_user_gets_nothing_of_this_one(server, user_id):
    scope = pb.Scope(user_id=user_id, session_id="s")
    server.stub.Remember(pb.RememberRequest(scope=scope, content="my locker code is 4512"))
    server.stub.AppendTurn(pb.AppendTurnRequest(scope=scope, role="user", content="locker 4512"))
    other = server.stub.BuildContext(
        pb.BuildContextRequest(scope=pb.Scope(user_id=user_id + "-x", session_id="s"),
                               query="locker code")
    )  # fmt: skip
    assert "4512" not in other.context and other.tokens == 0


@pytest.mark.parametrize(
    ("request_", "field"),
    [
        (
            pb.BuildContextRequest(scope=pb.Scope(user_id="u"), token_budget=5_000_000),
            "token_budget",
        ),
        (pb.BuildContextRequest(scope=pb.Scope(user_id="u"), language="fr"), "language"),
        (pb.BuildContextRequest(query="x"), "scope.user_id"),
    ],
)
def test_bad_context_requests_are_invalid_argument(server, request_, field):
    with pytest.raises(grpc.RpcError) as err:
        server.stub.BuildContext(request_)
    assert err.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert err.value.details().startswith(field + ":")
