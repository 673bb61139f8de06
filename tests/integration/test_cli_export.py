"""``memoryd export`` and ``memoryd import`` as a user runs them, against the real server: the
file round-trips, and bad lines are reported by number and either fail the whole run
(nothing imported) or are skipped."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from memoryd.v1 import memory_pb2 as pb


def memoryd(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, OPENBLAS_NUM_THREADS="1")
    env.pop("MEMORYD_API_KEY", None)
    return subprocess.run(
        [sys.executable, "-m", "memoryd.server", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )


def total(server, scope) -> int:
    return server.stub.Stats(pb.StatsRequest(scope=scope)).total


@pytest.fixture
def exported(server, user_id, tmp_path) -> tuple[pb.Scope, Path, list[str]]:
    """Three memories of one pool, exported with vectors by the CLI, then deleted."""
    scope = pb.Scope(user_id=user_id, agent_id="cli")
    for text in ("预算控制在50万以内", "Alice prefers green tea", "The locker code is 4411"):
        server.stub.Remember(pb.RememberRequest(scope=scope, content=text))
    path = tmp_path / "pool.jsonl"
    run = memoryd("export", "--address", server.address, "--user", user_id, "--agent", "cli",
                  "--vectors", "-o", str(path))  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert "3 records" in run.stderr
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 3
    record = json.loads(lines[0])
    assert {"memory", "events", "embedding", "exact_importance"} <= set(record)
    assert {"memory_type", "created_at", "embedding_model"} <= set(record["memory"])
    assert any("预算控制在50万以内" in line for line in lines)  # UTF-8, not \u escapes
    ids = [json.loads(line)["memory"]["id"] for line in lines]
    server.stub.Forget(pb.ForgetRequest(scope=scope, ids=ids, mode=pb.FORGET_MODE_DELETE))
    assert total(server, scope) == 0
    return scope, path, lines


def with_bad_lines(path: Path, lines: list[str]) -> Path:
    """The export with line 2 not JSON and line 4 well-formed but refused by the server
    (blank content)."""
    blank = json.loads(lines[0])
    blank["memory"]["id"] = uuid.uuid4().hex
    blank["memory"]["content"] = "   "
    bad = [lines[0], '{"memory": {"id": ', lines[1], json.dumps(blank), lines[2]]
    out = path.with_name("bad.jsonl")
    out.write_text("\n".join(bad) + "\n", encoding="utf-8")
    return out


def test_export_then_import_restores_the_same_file(server, exported, tmp_path):
    scope, path, lines = exported
    run = memoryd("import", "--address", server.address, str(path))
    assert run.returncode == 0, run.stderr
    assert "imported 3 records" in run.stderr
    assert total(server, scope) == 3
    again = tmp_path / "again.jsonl"
    run = memoryd("export", "--address", server.address, "--user", scope.user_id,
                  "--agent", "cli", "--vectors", "-o", str(again))  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert sorted(again.read_text(encoding="utf-8").splitlines()) == sorted(lines)
    # A second import skips what is stored.
    run = memoryd("import", "--address", server.address, str(path))
    assert run.returncode == 0 and "skipped 3 already stored" in run.stderr


def test_a_bad_line_fails_the_run_and_nothing_is_imported(server, exported):
    scope, path, lines = exported
    bad = with_bad_lines(path, lines)
    run = memoryd("import", "--address", server.address, str(bad), "--on-error", "fail")
    assert run.returncode == 1
    assert f"{bad}:2:" in run.stderr and "nothing imported" in run.stderr
    assert total(server, scope) == 0
    # The syntax is fine but the server refuses line 4: still nothing imported.
    fixed = bad.with_name("semantic.jsonl")
    fixed.write_text("\n".join(bad.read_text().splitlines()[:1] + bad.read_text().splitlines()[2:]))
    run = memoryd("import", "--address", server.address, str(fixed))
    assert run.returncode == 1
    assert f"{fixed}:3:" in run.stderr and "content" in run.stderr
    assert "nothing imported" in run.stderr
    assert total(server, scope) == 0


def test_bad_lines_are_skipped_with_their_numbers(server, exported):
    scope, path, lines = exported
    bad = with_bad_lines(path, lines)
    run = memoryd("import", "--address", server.address, str(bad), "--on-error", "skip")
    assert run.returncode == 0, run.stderr
    assert f"{bad}:2:" in run.stderr and f"{bad}:4:" in run.stderr
    assert "imported 3 records" in run.stderr and "2 bad line(s) skipped" in run.stderr
    assert total(server, scope) == 3


def test_export_of_one_user_never_holds_another(server, user_id, tmp_path):
    for who in ("a", "b"):
        server.stub.Remember(
            pb.RememberRequest(scope=pb.Scope(user_id=f"{user_id}-{who}"), content=f"secret {who}")
        )
    run = memoryd("export", "--address", server.address, "--user", f"{user_id}-a")
    assert run.returncode == 0, run.stderr
    users = {json.loads(line)["memory"]["scope"]["user_id"] for line in run.stdout.splitlines()}
    assert users == {f"{user_id}-a"}
    run = memoryd("export", "--address", server.address)
    assert run.returncode == 2 and "--user is required" in run.stderr
