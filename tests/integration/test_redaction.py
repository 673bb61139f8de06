"""Sensitive data is masked (or refused) before it is embedded or stored: what reaches LMDB
never holds the secret in clear text."""

from __future__ import annotations

import grpc
import pytest

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
TEXT = (
    f"我的手机号是{SECRETS['phone']}，身份证号{SECRETS['cn_id']}；"
    f"card {SECRETS['bank_card']}, mail {SECRETS['email']}, key {SECRETS['api_key']}"
)


def test_masked_secrets_never_reach_the_store(start_server, tmp_path):
    data_dir = tmp_path / "data"
    server = start_server(data_dir)
    scope = pb.Scope(user_id="redaction-user")
    stored = server.stub.Remember(pb.RememberRequest(scope=scope, content=TEXT)).memory

    for secret in SECRETS.values():
        assert secret not in stored.content
    assert "138****5678" in stored.content and "j***@example.com" in stored.content
    chain = server.stub.History(pb.HistoryRequest(scope=scope, id=stored.id)).entries
    redacted = [e for e in chain[0].events if e.action == "redacted"]
    assert redacted and "phone" in redacted[0].reason and SECRETS["phone"] not in redacted[0].reason
    assert server.terminate() == 0

    store = LmdbStore(data_dir / "store", 1 << 30)
    try:
        codec = RecordCodec(3)
        for key, raw in store.scan(Table.META):
            if key.startswith(b"zstd_dict/"):
                codec.add_dictionary(raw, current=False)
        contents = [codec.decode(key, raw).content for key, raw in store.scan(Table.RECORDS)]
    finally:
        store.close()
    assert len(contents) == 1
    for secret in SECRETS.values():
        assert secret not in contents[0]


def test_refuse_policy_rejects_without_echoing_the_secret(start_server, tmp_path, monkeypatch):
    monkeypatch.setenv("MEMORYD_ENGINE__SENSITIVE_DATA", "refuse")
    server = start_server(tmp_path / "data")
    scope = pb.Scope(user_id="redaction-user")

    with pytest.raises(grpc.RpcError) as err:
        server.stub.Remember(pb.RememberRequest(scope=scope, content=TEXT))

    assert err.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert err.value.details().startswith("content")
    for secret in SECRETS.values():
        assert secret not in err.value.details()
    assert server.stub.Stats(pb.StatsRequest(scope=scope)).total == 0
