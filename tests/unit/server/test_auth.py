"""API keys: hashing, the keys file, bearer parsing, user patterns and what each RPC needs."""

from __future__ import annotations

import hashlib
import io
import json
import stat

import grpc
import pytest

from memoryd.core import ConfigurationError
from memoryd.server import auth, pool_pages
from memoryd.server.auth import Denied, Keyring, Principal
from memoryd.server.calls import CALLS
from memoryd.server.cli import main
from memoryd.server.refusal import StreamRefused
from memoryd.server.settings import ApiKey, AuthSettings, load_settings
from memoryd.v1 import memory_pb2 as pb

ALICE_KEY = "mdk_alice-0123456789abcdefghijklmnop"
ADMIN_KEY = "mdk_admin-0123456789abcdefghijklmnop"


def _keyring() -> Keyring:
    return Keyring(
        [
            (ApiKey("alice-app", auth.hash_key(ALICE_KEY), ("alice", "glob:team-*")), "k[0]"),
            (ApiKey("ops", auth.hash_key(ADMIN_KEY), admin=True), "k[1]"),
        ]
    )


def _bearer(key: str) -> list[tuple[str, str]]:
    return [("user-agent", "test"), ("authorization", f"Bearer {key}")]


def test_a_key_is_stored_as_its_sha256():
    assert auth.hash_key("abc") == "sha256:" + hashlib.sha256(b"abc").hexdigest()
    assert auth.hash_key("abc") == (
        "sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    )


def test_new_keys_are_long_random_and_accepted():
    first, second = auth.new_key(), auth.new_key()
    assert first != second
    assert first.startswith("mdk_") and len(first) >= 40
    auth.check_key_strength(first)


@pytest.mark.parametrize("key", ["short", " mdk_0123456789abcdefghijklmnop", "x" * 23])
def test_short_or_padded_keys_are_refused(key):
    with pytest.raises(ConfigurationError, match="at least 24 characters"):
        auth.check_key_strength(key)


def test_the_bearer_key_names_its_principal():
    keyring = _keyring()
    assert keyring.authenticate(_bearer(ALICE_KEY)) == Principal(
        "alice-app", ("alice", "glob:team-*")
    )
    assert keyring.authenticate([("authorization", f"bearer  {ADMIN_KEY} ")]).admin
    assert keyring.authenticate([("authorization", f"Bearer {ALICE_KEY}".encode())]).name == (
        "alice-app"
    )


@pytest.mark.parametrize(
    ("metadata", "message"),
    [
        ([], "missing API key"),
        ([("authorization", ALICE_KEY)], "expected 'Bearer <key>'"),
        ([("authorization", "Basic dXNlcjpwYXNz")], "expected 'Bearer <key>'"),
        ([("authorization", "Bearer ")], "expected 'Bearer <key>'"),
        ([("authorization", "Bearer " + ALICE_KEY + "x")], "unknown API key"),
        ([("authorization", "Bearer " + auth.hash_key(ALICE_KEY))], "unknown API key"),
    ],
)
def test_missing_malformed_and_unknown_keys_are_unauthenticated(metadata, message):
    with pytest.raises(Denied, match=message) as caught:
        _keyring().authenticate(metadata)
    assert caught.value.code is grpc.StatusCode.UNAUTHENTICATED
    assert ALICE_KEY not in caught.value.message  # a key is never echoed back


@pytest.mark.parametrize(
    ("user_id", "allowed"),
    [
        ("alice", True),
        ("team-red", True),
        ("team-", True),
        ("alice2", False),
        ("Alice", False),  # user ids are case-sensitive, and so are the patterns
        ("teamred", False),
        ("bob", False),
        ("", False),
    ],
)
def test_user_patterns_are_case_sensitive_globs(user_id, allowed):
    assert Principal("k", ("alice", "glob:team-*")).may_touch(user_id) is allowed


@pytest.mark.parametrize(
    ("user_id", "allowed"),
    [("cust[12]", True), ("cust1", False), ("cust2", False), ("team-*", True), ("team-a", False)],
)
def test_a_bare_user_id_is_bound_literally_never_as_a_glob(user_id, allowed):
    assert Principal("k", ("cust[12]", "team-*")).may_touch(user_id) is allowed


def test_an_admin_touches_everyone():
    assert Principal("ops", (), admin=True).may_touch("anyone")


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        (ApiKey("", auth.hash_key(ALICE_KEY), ("a",)), "name is required"),
        (ApiKey("k", ALICE_KEY, ("a",)), "hash must be 'sha256:'"),
        (ApiKey("k", "sha256:abc", ("a",)), "hash must be 'sha256:'"),
        (ApiKey("k", "sha256:" + "g" * 64, ("a",)), "hash must be 'sha256:'"),
        (ApiKey("k", auth.hash_key(ALICE_KEY)), "users = \\[...\\]"),
        (ApiKey("k", auth.hash_key(ALICE_KEY), ("",)), "empty user pattern"),
    ],
)
def test_bad_key_entries_are_configuration_errors(entry, message):
    with pytest.raises(ConfigurationError, match=message):
        Keyring([(entry, "auth.keys[0]")])


def test_duplicate_names_or_keys_and_empty_keyrings_are_refused():
    entry = ApiKey("k", auth.hash_key(ALICE_KEY), ("a",))
    with pytest.raises(ConfigurationError, match="listed twice"):
        Keyring([(entry, "a"), (ApiKey("j", entry.hash, ("b",)), "b")])
    with pytest.raises(ConfigurationError, match="two keys are named 'k'"):
        Keyring([(entry, "a"), (ApiKey("k", auth.hash_key(ADMIN_KEY), ("b",)), "b")])
    with pytest.raises(ConfigurationError, match="no key is configured"):
        Keyring([])


def _principal(admin: bool = False) -> Principal:
    return Principal("alice-app", ("alice",), admin)


def test_a_request_for_another_user_is_denied_naming_the_field():
    auth.authorize(_principal(), "Recall", pb.RecallRequest(scope=pb.Scope(user_id="alice")))
    with pytest.raises(Denied, match=r"may not access user_id 'bob' \(scope.user_id\)") as caught:
        auth.authorize(_principal(), "Recall", pb.RecallRequest(scope=pb.Scope(user_id="bob")))
    assert caught.value.code is grpc.StatusCode.PERMISSION_DENIED
    assert "bound to user_id alice" in caught.value.message


def test_every_item_of_a_batch_is_checked():
    batch = pb.RememberBatchRequest(
        items=[
            pb.RememberRequest(scope=pb.Scope(user_id="alice"), content="a"),
            pb.RememberRequest(scope=pb.Scope(user_id="bob"), content="b"),
        ]
    )
    with pytest.raises(Denied, match=r"items\[1\].scope.user_id"):
        auth.authorize(_principal(), "RememberBatch", batch)
    auth.authorize(_principal(admin=True), "RememberBatch", batch)


@pytest.mark.parametrize(
    ("method", "request_"),
    [
        ("Maintain", pb.MaintainRequest()),
        ("Import", pb.ImportRequest()),
        ("Export", pb.ExportRequest(scope=pb.Scope(user_id="alice"), all_users=True)),
        ("SomeFutureRpc", pb.StatsRequest(scope=pb.Scope(user_id="alice"))),
    ],
)
def test_admin_only_calls_need_an_admin_key(method, request_):
    with pytest.raises(Denied, match="admin-only") as caught:
        auth.authorize(_principal(), method, request_)
    assert caught.value.code is grpc.StatusCode.PERMISSION_DENIED
    auth.authorize(_principal(admin=True), method, request_)


def test_export_of_ones_own_pool_needs_no_admin():
    auth.authorize(_principal(), "Export", pb.ExportRequest(scope=pb.Scope(user_id="alice")))


def test_every_rpc_of_the_service_has_a_rule():
    methods = pb.DESCRIPTOR.services_by_name["MemoryService"].methods_by_name
    assert set(methods) == set(CALLS)  # one row each in the one table auth and routing read
    for name, call in CALLS.items():
        fields = methods[name].input_type.fields_by_name
        # A call that names no pool is admin-only, or says what of its answer a key sees.
        if "scope" not in fields and "items" not in fields and "record" not in fields:
            assert call.admin or call.shown is not None, name


def test_a_key_sees_only_its_own_pools_in_readable_pools():
    def pool(user: str, agent: str = "", n: int = 1) -> pb.ReadablePool:
        return pb.ReadablePool(scope=pb.Scope(user_id=user, agent_id=agent), memories=n)

    every = pb.ReadablePoolsResponse(pools=[
        pool("alice"), pool("alice", "bot"), pool("alice2"), pool("Alice"), pool("bob"),
        pool("team-a", "x"), pool("teamx"), pool("team-")])  # fmt: skip
    every.next_cursor = "page-2"
    alice = Principal("alice-app", ("alice", "glob:team-*"))
    seen = auth.shown(alice, "ReadablePools", every)
    assert [(p.scope.user_id, p.scope.agent_id) for p in seen.pools] == [
        ("alice", ""), ("alice", "bot"), ("team-a", "x"), ("team-", "")]  # fmt: skip
    assert seen.next_cursor == "page-2"  # the page is cut down, not the paging
    assert auth.shown(Principal("c", ("carol", "glob:c*")), "ReadablePools", every).pools == []
    # What the servicer lists for a key (memoryd.server.pool_pages): its pools, sorted, and
    # the shared pool of a user it names literally while that is empty.
    sizes = {f"{p.scope.user_id}\x00{p.scope.agent_id}".encode(): p.memories for p in every.pools}
    listed = pool_pages.readable(alice, sizes)
    assert [(p.scope.user_id, p.scope.agent_id) for p in listed] == [
        ("alice", ""), ("alice", "bot"), ("team-", ""), ("team-a", "x")]  # fmt: skip
    carol = pool_pages.readable(Principal("c", ("carol", "glob:c*")), sizes)
    assert [(p.scope.user_id, p.memories) for p in carol] == [("carol", 0)]  # granted
    assert len(pool_pages.readable(None, sizes)) == len(every.pools)
    assert auth.shown(_principal(admin=True), "ReadablePools", every) == every
    assert auth.shown(None, "ReadablePools", every) == every  # auth off: every pool
    # Any key may ask (it names no pool); what it is shown is its own.
    auth.authorize(Principal("c", ("carol",)), "ReadablePools", pb.ReadablePoolsRequest())


def test_a_request_stream_is_checked_message_by_message():
    records = [
        pb.ImportRequest(record=pb.ExportRecord(memory=pb.Memory(scope=pb.Scope(user_id=u))))
        for u in ("alice", "bob")
    ]
    assert list(auth.checked_stream(_principal(admin=True), "Import", iter(records))) == records
    stream = auth.checked_stream(_principal(), "Import", iter(records))
    with pytest.raises(StreamRefused, match="admin-only"):
        next(stream)
    # The same check for a stream of per-user messages: each one, as it arrives.
    writes = [pb.RememberRequest(scope=pb.Scope(user_id=u)) for u in ("alice", "bob", "alice")]
    stream = auth.checked_stream(_principal(), "Remember", iter(writes))
    assert next(stream) is writes[0]
    with pytest.raises(StreamRefused, match="may not access user_id 'bob'"):
        next(stream)


def test_keys_files_in_toml_and_json(tmp_path):
    toml_file = tmp_path / "keys.toml"
    first = auth.key_entry("alice-app", auth.hash_key(ALICE_KEY), ["alice"], False)
    second = auth.key_entry("ops", auth.hash_key(ADMIN_KEY), [], True)
    auth.append_key(toml_file, first)
    auth.append_key(toml_file, second)
    assert auth.read_keys_file(toml_file) == [first, second]
    assert stat.S_IMODE(toml_file.stat().st_mode) == 0o600  # hashes, but still nobody else's
    with pytest.raises(ConfigurationError, match="already has a key named 'ops'"):
        auth.append_key(toml_file, second)

    json_file = tmp_path / "keys.json"
    auth.append_key(json_file, first)
    auth.append_key(json_file, second)
    assert json.loads(json_file.read_text())["keys"][1]["admin"] is True
    assert auth.read_keys_file(json_file) == [first, second]
    keyring = Keyring.from_settings(AuthSettings(keys_file=json_file))
    assert keyring.authenticate(_bearer(ADMIN_KEY)).name == "ops"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[[keys]]\nname = ", "is not valid"),
        ('[[keys]]\nname = "k"\nhash = "sha256:00"\nuser = ["a"]\n', "unknown setting user"),
        ("[other]\n", "expected only a 'keys' list"),
    ],
)
def test_bad_keys_files_say_what_is_wrong(tmp_path, text, message):
    path = tmp_path / "keys.toml"
    path.write_text(text)
    with pytest.raises(ConfigurationError, match=message):
        Keyring.from_settings(AuthSettings(keys_file=path))


def test_keys_can_live_in_the_server_config(tmp_path):
    config = tmp_path / "memoryd.toml"
    config.write_text(
        "[[auth.keys]]\n"
        f'name = "alice-app"\nhash = "{auth.hash_key(ALICE_KEY)}"\nusers = ["alice"]\n'
        "[[auth.keys]]\n"
        f'name = "ops"\nhash = "{auth.hash_key(ADMIN_KEY)}"\nadmin = true\n'
    )
    settings = load_settings(config_file=config)
    assert settings.auth.enabled
    keyring = Keyring.from_settings(settings.auth)
    assert len(keyring) == 2
    assert keyring.authenticate(_bearer(ALICE_KEY)).users == ("alice",)


def test_the_keys_commands(tmp_path, capsys, monkeypatch):
    keys = tmp_path / "keys.toml"
    assert main(["keys", "add", "--name", "alice-app", "--user", "alice", "--file", str(keys)]) == 0
    key = capsys.readouterr().out.strip()  # stdout is the key and nothing else
    keyring = Keyring.from_settings(AuthSettings(keys_file=keys))
    assert keyring.authenticate(_bearer(key)).users == ("alice",)
    assert key not in keys.read_text()
    assert main(["keys", "add", "--name", "alice-app", "--admin", "--file", str(keys)]) == 2
    assert "already has a key named 'alice-app'" in capsys.readouterr().err

    monkeypatch.setattr("sys.stdin", io.StringIO(key + "\n"))
    assert main(["hash-key"]) == 0
    assert capsys.readouterr().out.strip() == auth.hash_key(key)
    monkeypatch.setattr("sys.stdin", io.StringIO("too-short\n"))
    assert main(["hash-key"]) == 2


def test_a_changed_keys_file_replaces_its_keys_and_a_broken_one_keeps_them(tmp_path, caplog):
    path = tmp_path / "keys.toml"
    auth.append_key(path, auth.key_entry("alice-app", auth.hash_key(ALICE_KEY), ["alice"], False))
    inline = [(ApiKey("ops", auth.hash_key(ADMIN_KEY), admin=True), "auth.keys[0]")]
    keyring = Keyring(inline, path, reload_check_s=0)
    assert keyring.authenticate(_bearer(ALICE_KEY)).name == "alice-app"
    bob_key = auth.new_key()

    # Revoke alice, add bob (a new file moved into place, as an editor or a deploy does).
    fresh = tmp_path / "fresh.toml"
    auth.append_key(fresh, auth.key_entry("bob-app", auth.hash_key(bob_key), ["bob"], False))
    fresh.replace(path)
    assert keyring.authenticate(_bearer(bob_key)).name == "bob-app"
    with pytest.raises(Denied, match="unknown API key"):
        keyring.authenticate(_bearer(ALICE_KEY))
    assert keyring.authenticate(_bearer(ADMIN_KEY)).admin  # inline keys stay

    broken = tmp_path / "broken.toml"
    broken.write_text('[[keys]]\nname = "x"\nhash = "not a hash"\nadmin = true\n')
    broken.replace(path)
    with caplog.at_level("ERROR"):
        assert keyring.authenticate(_bearer(bob_key)).name == "bob-app"
    assert "keys in force stay" in caplog.text
