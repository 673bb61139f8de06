"""AppendTurn through a real server: counts, isolation, bad input, kill -9, and secrets that
never reach LMDB in clear text."""

from __future__ import annotations

import grpc
import pytest
import zstandard
from google.protobuf.struct_pb2 import Struct

from memoryd.core.store.codec import RecordCodec
from memoryd.core.store.lmdb_store import LmdbStore
from memoryd.core.store.storage import Table
from memoryd.v1 import memory_pb2 as pb

SECRETS = {
    "phone": "13812345678",
    "cn_id": "110101199003074514",
    "bank_card": "4111 1111 1111 1111",
    "email": "john.doe@example.com",
    "api_key": "sk-abcdefghijklmnopqrstuvwxyz0123456789ABCD",
}
SECRET_TEXT = (
    f"我的手机号是{SECRETS['phone']}，身份证号{SECRETS['cn_id']}；"
    f"card {SECRETS['bank_card']}, mail {SECRETS['email']}, key {SECRETS['api_key']}"
)


def recent_turns(server, scope: pb.Scope) -> str:
    built = server.stub.BuildContext(pb.BuildContextRequest(scope=scope, token_budget=20_000))
    return next(s.text for s in built.sections if s.name == "recent_turns")


def test_turns_are_kept_per_session(server, user_id):
    scope = pb.Scope(user_id=user_id, session_id="s1")
    first = server.stub.AppendTurn(
        pb.AppendTurnRequest(scope=scope, role="user", content="我想订去上海的机票")
    )
    second = server.stub.AppendTurn(
        pb.AppendTurnRequest(scope=scope, role="assistant", content="好的，哪天出发？")
    )
    assert (first.turns, second.turns) == (1, 2)
    assert second.tokens > first.tokens > 0 and not second.summarized
    text = recent_turns(server, scope)
    assert text.index("我想订去上海的机票") < text.index("好的，哪天出发？")
    assert recent_turns(server, pb.Scope(user_id=user_id, session_id="s2")) == ""


def test_forgetting_a_session_erases_its_turns_too(server, user_id):
    scope = pb.Scope(user_id=user_id, session_id="to-forget")
    kept = pb.Scope(user_id=user_id, session_id="to-keep")
    for s in (scope, kept):
        server.stub.AppendTurn(pb.AppendTurnRequest(scope=s, role="user", content="my plan is X"))
    suppress = pb.ForgetRequest(scope=scope, session="to-forget", mode=pb.FORGET_MODE_SUPPRESS)
    server.stub.Forget(suppress)
    assert "my plan is X" in recent_turns(server, scope)  # suppressing is undoable: kept
    delete = pb.ForgetRequest(scope=scope, session="to-forget", mode=pb.FORGET_MODE_DELETE)
    server.stub.Forget(delete)
    assert recent_turns(server, scope) == ""
    assert "my plan is X" in recent_turns(server, kept)


def test_another_user_never_sees_the_turns(server, user_id):
    scope = pb.Scope(user_id=user_id, session_id="shared-session-name")
    server.stub.AppendTurn(
        pb.AppendTurnRequest(scope=scope, role="user", content="alice's secret plan")
    )
    for other in (
        pb.Scope(user_id=user_id + "-bob", session_id="shared-session-name"),
        pb.Scope(user_id=user_id, agent_id="another-agent", session_id="shared-session-name"),
    ):
        built = server.stub.BuildContext(
            pb.BuildContextRequest(scope=other, query="secret plan", token_budget=10_000)
        )
        assert "secret plan" not in built.context


@pytest.mark.parametrize(
    ("request_", "field"),
    [
        (
            pb.AppendTurnRequest(scope=pb.Scope(user_id="u"), role="user", content="hi"),
            "scope.session_id",
        ),
        (
            pb.AppendTurnRequest(
                scope=pb.Scope(user_id="u", session_id="s"), role="bot", content="hi"
            ),
            "role",
        ),
        (
            pb.AppendTurnRequest(
                scope=pb.Scope(user_id="u", session_id="s"), role="user", content=" "
            ),
            "content",
        ),
        (
            pb.AppendTurnRequest(scope=pb.Scope(session_id="s"), role="user", content="hi"),
            "scope.user_id",
        ),
    ],
)
def test_bad_turns_are_invalid_argument(server, request_, field):
    with pytest.raises(grpc.RpcError) as err:
        server.stub.AppendTurn(request_)
    assert err.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert err.value.details().startswith(field + ":")
    if field == "role":
        assert "user, assistant, system, tool" in err.value.details()


def test_acknowledged_turns_survive_kill_9_and_secrets_never_reach_lmdb(start_server, tmp_path):
    data_dir = tmp_path / "data"
    server = start_server(data_dir)
    scope = pb.Scope(user_id="turns-durable", session_id="s1")
    for i in range(5):
        server.stub.AppendTurn(
            pb.AppendTurnRequest(scope=scope, role="user", content=f"第{i}轮对话")
        )
    server.stub.AppendTurn(pb.AppendTurnRequest(scope=scope, role="user", content=SECRET_TEXT))
    values = Struct()
    values.update({"card": SECRETS["bank_card"], "note": SECRET_TEXT})
    server.stub.SetWorking(pb.SetWorkingRequest(scope=scope, task_id="t", values=values))
    server.stub.Remember(
        pb.RememberRequest(scope=scope, content="user: " + SECRET_TEXT, extract=True)
    )
    server.kill()  # kill -9: nothing flushed on the way out

    again = start_server(data_dir)
    text = recent_turns(again, scope)
    assert all(f"第{i}轮对话" in text for i in range(5))
    assert "138****5678" in text
    assert again.stub.GetWorking(pb.GetWorkingRequest(scope=scope, task_id="t")).values["card"]
    assert again.terminate() == 0

    raw_files = b"".join(p.read_bytes() for p in (data_dir / "store").iterdir() if p.is_file())
    store = LmdbStore(data_dir / "store", 1 << 30)
    try:
        codec = RecordCodec(3)
        for key, raw in store.scan(Table.META):
            if key.startswith(b"zstd_dict/"):
                codec.add_dictionary(raw, current=False)
        plain = [zstandard.ZstdDecompressor().decompress(v) for _, v in store.scan(Table.TURNS)]
        plain += [zstandard.ZstdDecompressor().decompress(v) for _, v in store.scan(Table.WORKING)]
        plain += [codec.decode(k, v).content.encode() for k, v in store.scan(Table.RECORDS)]
    finally:
        store.close()
    assert len(plain) >= 3
    for secret in SECRETS.values():
        assert secret.encode() not in raw_files
        for value in plain:
            assert secret.encode() not in value, secret
