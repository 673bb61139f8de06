"""The Dockerfile cannot be built here (no Docker engine): check what can be checked — every
file it copies exists, and the command its health check and entry point run exists."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOCKERFILE = (ROOT / "Dockerfile").read_text()


def test_every_copied_path_exists():
    sources = [
        src
        for line in DOCKERFILE.splitlines()
        if line.startswith("COPY ") and "--from=" not in line
        for src in line.split()[1:-1]
    ]
    assert sources, "the Dockerfile copies nothing?"
    for src in sources:
        assert (ROOT / src).exists(), f"Dockerfile copies {src}, which is not in the repo"


def test_entry_point_and_health_check_exist():
    entry = re.search(r'ENTRYPOINT \["([^"]+)"\]', DOCKERFILE)
    health = re.search(r'CMD \["memoryd", "health"', DOCKERFILE)
    assert entry and entry.group(1) == "memoryd"
    assert health
    for args in (["serve", "--help"], ["health", "--help"]):
        out = subprocess.run(
            [sys.executable, "-m", "memoryd.server", *args], capture_output=True, text=True
        )
        assert out.returncode == 0, out.stderr


def test_health_check_fails_when_nothing_listens():
    out = subprocess.run(
        [sys.executable, "-m", "memoryd.server", "health", "--target", "127.0.0.1:1",
         "--timeout", "0.5"],
        capture_output=True, text=True,
    )  # fmt: skip
    assert out.returncode == 1
    assert "127.0.0.1:1" in out.stderr
