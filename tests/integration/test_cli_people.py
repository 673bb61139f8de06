"""``memoryd ls | show | recall | history | forget | restore | update | stats`` as a person runs
them against a real server: tables by default, JSON Lines with --json, the same connection
flags on every command, and an API key that reaches only its own user."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from memoryd.server import auth, cli
from memoryd.v1 import memory_pb2 as pb

COMMANDS = ("ls", "show", "recall", "history", "forget", "restore", "update", "stats")


def memoryd(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    environment = dict(os.environ, OPENBLAS_NUM_THREADS="1", COLUMNS="200")
    for name in ("MEMORYD_API_KEY", "MEMORYD_USER", "MEMORYD_TARGET"):
        environment.pop(name, None)
    environment.update(env or {})
    return subprocess.run([sys.executable, "-m", "memoryd.server", *args], capture_output=True,
                          text=True, timeout=120, env=environment)  # fmt: skip


def _lines(run: subprocess.CompletedProcess) -> list[dict]:
    assert run.returncode == 0, run.stderr
    return [json.loads(line) for line in run.stdout.splitlines()]


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_takes_the_same_connection_flags(command):
    parser = cli._parser()
    actions = parser._subparsers._group_actions[0].choices[command]._option_string_actions
    for flag in ("--target", "--address", "--api-key", "--tls-ca", "--tls-cert", "--tls-key",
                 "--user", "--agent", "--json", "--timeout"):  # fmt: skip
        assert flag in actions, (command, flag)
    for old in ("export", "import"):  # the older commands take them too; --address still works
        opts = parser._subparsers._group_actions[0].choices[old]._option_string_actions
        assert {"--target", "--address", "--api-key", "--tls-ca"} <= set(opts)


def test_a_person_lists_finds_corrects_and_restores(server, user_id):
    scope = pb.Scope(user_id=user_id, session_id="s1")
    texts = ["I drink green tea every morning", "My locker code is 4411", "I live in Lyon"]
    ids = [server.stub.Remember(pb.RememberRequest(scope=scope, content=t, tags=["cli"])).memory.id
           for t in texts]  # fmt: skip
    base = ("--target", server.address, "--user", user_id)

    table = memoryd("ls", *base)
    assert table.returncode == 0, table.stderr
    header, *rows = table.stdout.splitlines()
    assert header.split()[:3] == ["id", "status", "type"] and len(rows) == 3
    assert rows[0].startswith(ids[-1])  # newest first
    listed = _lines(memoryd("ls", *base, "--json", "--contains", "locker"))
    assert [m["id"] for m in listed] == [ids[1]]
    paged = memoryd("ls", *base, "--json", "--limit", "2", "--page-size", "1")
    assert len(_lines(paged)) == 2 and "--cursor" in paged.stderr

    shown = _lines(memoryd("show", *base, ids[0], "--json"))
    assert shown[0]["content"] == texts[0]

    hits = _lines(memoryd("recall", *base, "what is the locker code", "--json", "--top-k", "1"))
    assert hits[0]["memory"]["id"] == ids[1] and "explanation" not in hits[0]
    explained = memoryd("recall", *base, "what is the locker code", "--explain", "--top-k", "1")
    assert explained.returncode == 0, explained.stderr
    assert "terms (they add up to the score)" in explained.stdout
    assert "left out" in explained.stdout

    updated = _lines(memoryd("update", *base, ids[1], "--content", "My locker code is 9034",
                             "--json"))  # fmt: skip
    new_id = updated[0]["memory"]["id"]
    assert updated[0]["affected_ids"] == [ids[1]]
    history = _lines(memoryd("history", *base, new_id, "--json"))
    assert [e["memory"]["id"] for e in history] == [ids[1], new_id]

    suppressed = memoryd("forget", *base, ids[2])
    assert suppressed.returncode == 0 and f"suppressed 1: {ids[2]}" in suppressed.stdout
    hidden = _lines(memoryd("ls", *base, "--json", "--status", "suppressed"))
    assert [m["id"] for m in hidden] == [ids[2]]
    restored = memoryd("restore", *base, ids[2])
    assert restored.returncode == 0 and f"restored 1: {ids[2]}" in restored.stdout
    got = server.stub.Get(pb.GetRequest(scope=scope, id=ids[2]))
    assert got.status == pb.STATUS_ACTIVE

    refused = memoryd("forget", *base, ids[0], "--delete")
    assert refused.returncode == 2 and "--yes" in refused.stderr
    assert memoryd("forget", *base, ids[0], "--delete", "--yes").returncode == 0
    stats = _lines(memoryd("stats", *base, "--json"))
    assert int(stats[0]["total"]) == 3  # 3 written, 1 new version, 1 deleted
    table = memoryd("stats", *base)
    assert "by_status" in table.stdout and "embedding_model" in table.stdout

    missing = memoryd("show", *base, "0" * 32)
    assert missing.returncode == 1 and missing.stderr.startswith("memoryd show: NOT_FOUND:")
    bad = memoryd("ls", *base, "--since", "yesterday")
    assert bad.returncode == 2 and "--since 'yesterday'" in bad.stderr
    assert memoryd("ls", "--target", server.address).returncode == 2  # no --user


def test_a_key_reaches_only_its_user(start_server, tmp_path):
    alice_key = auth.new_key()
    keys = tmp_path / "keys.toml"
    keys.write_text(
        auth.format_entry(auth.key_entry("alice", auth.hash_key(alice_key), ["alice"], False))
        + "\n"
    )
    keyed = start_server(None, "--embedder", "none", "--dimension", "4", "--keys-file", str(keys))
    vector = [1.0, 0.0, 0.0, 0.0]
    md = [("authorization", f"Bearer {alice_key}")]
    keyed.stub.Remember(pb.RememberRequest(scope=pb.Scope(user_id="alice"), content="alice's",
                                           embedding=vector), metadata=md)  # fmt: skip
    base = ("--target", keyed.address)
    assert memoryd("ls", *base, "--user", "alice").returncode == 1  # no key: UNAUTHENTICATED
    mine = memoryd("ls", *base, "--user", "alice", "--json", env={"MEMORYD_API_KEY": alice_key})
    assert [m["content"] for m in _lines(mine)] == ["alice's"]
    theirs = memoryd("ls", *base, "--user", "bob", "--api-key", alice_key)
    assert theirs.returncode == 1 and "PERMISSION_DENIED" in theirs.stderr
