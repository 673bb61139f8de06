"""Damaged copies of a cleanly stopped data folder (issue #18): the server refuses what LMDB
would crash on or silently take for a new store with one ``memoryd:`` line saying what to do,
serves around damaged records, and ``memoryd check`` finds each kind of damage offline."""

from __future__ import annotations

import gzip
import json
import os
import random
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from memoryd.v1 import memory_pb2 as pb

DIM = 8
MEMORIES = 60
USERS = 3


def memoryd(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "memoryd.server", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def serve_once(folder: Path) -> subprocess.CompletedProcess[str]:
    """Start a server on ``folder`` expecting it to refuse (it would run forever if not)."""
    return memoryd("serve", "--embedder", "none", "--dimension", str(DIM), "--listen",
                   "127.0.0.1:0", "--data-dir", str(folder), timeout=60)  # fmt: skip


def content(n: int) -> str:
    return f"fact {n:03d} about the garden shed"


@pytest.fixture(scope="module")
def clean(start_server, tmp_path_factory) -> Path:
    """A data folder of MEMORIES memories in USERS pools, written by a real server that was
    then stopped cleanly."""
    folder = tmp_path_factory.mktemp("clean") / "data"
    server = start_server(folder, "--embedder", "none", "--dimension", str(DIM))
    for n in range(MEMORIES):
        server.stub.Remember(
            pb.RememberRequest(
                scope=pb.Scope(user_id=f"owner{n % USERS}"),
                content=content(n),
                embedding=[1.0, n / MEMORIES] + [0.0] * (DIM - 2),
            )
        )
    assert server.terminate() == 0
    return folder


@pytest.fixture
def copy(clean, tmp_path) -> Path:
    target = tmp_path / "copy"
    shutil.copytree(clean, target)
    return target


def data_mdb(folder: Path) -> Path:
    return folder / "store" / "data.mdb"


def check_json(folder: Path) -> tuple[int, dict]:
    done = memoryd("check", str(folder), "--json")
    assert "Traceback" not in done.stderr, done.stderr
    return done.returncode, json.loads(done.stdout)


def assert_one_memoryd_line(done: subprocess.CompletedProcess[str], *says: str) -> str:
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("memoryd: "), done.stderr
    for words in says:
        assert words in last, last
    return last


def cut_to_half(folder: Path) -> None:
    os.truncate(data_mdb(folder), data_mdb(folder).stat().st_size // 2)


def cut_to_zero(folder: Path) -> None:
    os.truncate(data_mdb(folder), 0)


def delete(folder: Path) -> None:
    data_mdb(folder).unlink()


def overwrite_meta_pages(folder: Path) -> None:
    raw = bytearray(data_mdb(folder).read_bytes())
    raw[: 2 * 4096] = random.Random(18).randbytes(2 * 4096)
    data_mdb(folder).write_bytes(bytes(raw))


@pytest.mark.parametrize(
    ("damage", "says"),
    [
        (cut_to_half, "cut short"),  # LMDB: SIGBUS at start, no message
        (cut_to_zero, "is empty"),  # LMDB: a new, empty store; every memory silently gone
        (delete, "is missing"),  # the same, with the marker telling it held a store
        (overwrite_meta_pages, "no valid LMDB meta page"),
    ],
)
def test_a_damaged_store_file_is_refused_with_one_line_and_found_by_check(copy, damage, says):
    damage(copy)
    last = assert_one_memoryd_line(serve_once(copy), "store/data.mdb", says)
    assert "restore the data folder from a backup" in last and "memoryd check" in last
    code, report = check_json(copy)
    assert code == 1 and report["ok"] is False
    assert [p["path"] for p in report["files"]] == ["store/data.mdb"]
    assert says in report["files"][0]["problem"]


def test_a_clean_folder_checks_sound(clean):
    code, report = check_json(clean)
    assert code == 0 and report["ok"] is True, report
    scan = report["scan"]
    assert scan["records"] == scan["verified"] == MEMORIES and scan["pools"] == USERS
    done = memoryd("check", str(clean))
    assert done.returncode == 0 and "sound" in done.stdout.splitlines()[0]


def test_a_flipped_bit_in_a_record_is_skipped_by_the_server_and_named_by_check(
    copy, start_server
):
    raw = bytearray(data_mdb(copy).read_bytes())
    text = content(17).encode()  # zstd keeps a text this short as it is
    # Every copy: LMDB writes a changed page anew, so a record rewritten since (its access
    # figures) may leave an older copy in a free page, and only one of them is the record.
    places = [m.start() for m in re.finditer(re.escape(text), raw)]
    assert places
    for at in places:
        raw[at + 5] ^= 0x01
    data_mdb(copy).write_bytes(bytes(raw))
    code, report = check_json(copy)
    assert code == 1 and report["scan"]["damaged"] == 1, report
    (damaged_id,) = report["scan"]["examples"]["damaged"]
    server = start_server(copy, "--embedder", "none", "--dimension", str(DIM))
    try:
        served = [
            r.memory
            for u in range(USERS)
            for r in server.stub.Export(pb.ExportRequest(scope=pb.Scope(user_id=f"owner{u}")))
        ]
        assert len(served) == MEMORIES - 1
        assert damaged_id not in {m.id for m in served}
        assert content(17) not in {m.content for m in served}
    finally:
        server.terminate()


def test_random_bits_are_found_by_check_and_never_a_traceback_at_start(copy, tmp_path):
    """64 flipped bits past the meta pages (more seeds: bench/attack.py): check reports
    damage; the server either refuses with one line or starts and serves around it."""
    raw = bytearray(data_mdb(copy).read_bytes())
    rng = random.Random(18)
    for _ in range(64):
        at = rng.randrange(2 * 4096, len(raw))  # the tree and the records
        raw[at] ^= 1 << rng.randrange(8)
    data_mdb(copy).write_bytes(bytes(raw))
    code, report = check_json(copy)
    assert code == 1 and report["ok"] is False
    scan = report["scan"]
    assert scan["error"] or scan["damaged"] or scan["vectors_orphaned"], scan
    ready, log_path = tmp_path / "ready", tmp_path / "server.log"
    with log_path.open("w") as log:  # a file: a pipe nobody reads yet would block the logging
        server = subprocess.Popen(
            [sys.executable, "-m", "memoryd.server", "serve", "--embedder", "none",
             "--dimension", str(DIM), "--listen", "127.0.0.1:0", "--data-dir", str(copy),
             "--ready-file", str(ready)],
            stderr=log,
        )  # fmt: skip
        deadline = time.monotonic() + 120
        while server.poll() is None and not ready.exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        if server.poll() is None:  # started: serving around what is damaged
            server.terminate()
        server.wait(60)
    stderr = log_path.read_text(errors="replace")
    assert "Traceback" not in stderr, stderr
    if not ready.exists():
        assert_one_memoryd_line(subprocess.CompletedProcess([], server.returncode, "", stderr))
    else:
        assert server.returncode == 0, stderr


def test_a_store_whose_pages_crash_a_reader_is_refused_with_one_line(tmp_path):
    """A data.mdb damaged by 64 random bits (kept from a run of the test above that killed
    the server at start with SIGBUS: LMDB followed a damaged page number or size past the end
    of the file) passes the file checks; the walk in a child process finds it, and the server
    refuses with one line instead of dying from the signal."""
    folder = tmp_path / "data"
    (folder / "store").mkdir(parents=True)
    damaged = Path(__file__).parent / "data" / "damaged-sigbus-data.mdb.gz"
    data_mdb(folder).write_bytes(gzip.decompress(damaged.read_bytes()))
    (folder / "memoryd-folder.json").write_text(json.dumps({"format": 1}))
    says = assert_one_memoryd_line(serve_once(folder), "crashed a reader (SIG", "memoryd check")
    assert str(data_mdb(folder)) in says
    code, report = check_json(folder)
    assert code == 1 and report["scan"]["error"], report


def test_an_unreadable_fences_file_is_one_line_and_found_by_check(copy):
    (copy / "fenced-pools.json").write_text("{not json")
    assert_one_memoryd_line(serve_once(copy), "fenced-pools.json")
    code, report = check_json(copy)
    assert code == 1 and [p["path"] for p in report["files"]] == ["fenced-pools.json"]


def test_check_of_a_folder_that_holds_no_store_says_so(tmp_path):
    done = memoryd("check", str(tmp_path))
    assert done.returncode == 2 and done.stderr.startswith("memoryd: "), done.stderr
    assert "holds no memoryd store" in done.stderr
