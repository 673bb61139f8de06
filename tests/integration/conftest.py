"""Real memoryd server processes on free loopback ports, for integration tests.

``server`` is one text-embedding server for the whole session (tests use their own user ids);
``start_server`` starts more, e.g. to kill and restart one.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest

from memoryd.v1 import memory_pb2_grpc

# A loaded 2-core machine has taken 80-100 s to start a server (the embedder's load); the
# limit only bounds a server that never starts.
START_TIMEOUT_S = float(os.environ.get("MEMORYD_TEST_START_TIMEOUT_S", "120"))
NODE_DIR = Path(__file__).resolve().parents[2] / "clients" / "node"


class ServerProcess:
    """A ``memoryd serve`` child process and how to reach it."""

    def __init__(self, data_dir: Path, args: list[str], log_path: Path) -> None:
        self.data_dir = data_dir
        self.log_path = log_path
        ready = data_dir.with_name(f"{data_dir.name}.{uuid.uuid4().hex}.ready")
        env = dict(os.environ, OPENBLAS_NUM_THREADS="1", OMP_WAIT_POLICY="PASSIVE")
        self._log = open(log_path, "ab")
        self._channel: grpc.Channel | None = None  # set once the server has announced itself
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "memoryd.server",
                "serve",
                "--listen",
                "127.0.0.1:0",
                "--data-dir",
                str(data_dir),
                "--ready-file",
                str(ready),
                *args,
            ],
            stdout=self._log,
            stderr=subprocess.STDOUT,
            env=env,
        )
        deadline = time.monotonic() + START_TIMEOUT_S
        while not ready.exists():
            if self.proc.poll() is not None:
                raise RuntimeError(f"memoryd exited with {self.proc.returncode}:\n{self.log()}")
            if time.monotonic() > deadline:
                self.kill()
                raise RuntimeError(f"memoryd did not start in {START_TIMEOUT_S}s:\n{self.log()}")
            time.sleep(0.05)
        announced = json.loads(ready.read_text())
        self.address = announced["address"]
        self.http = announced.get("http")  # HOST:PORT of --http-listen, when given
        self._channel = grpc.insecure_channel(self.address)
        self.stub = memory_pb2_grpc.MemoryServiceStub(self._channel)

    @property
    def channel(self) -> grpc.Channel:
        assert self._channel is not None, "the server has not started"
        return self._channel

    def _close_channel(self) -> None:
        if self._channel is not None:
            self._channel.close()

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")

    def terminate(self, timeout: float = 30.0) -> int:
        """SIGTERM and wait; return the exit code. A server that does not stop in time is
        asked for its threads' stacks (SIGUSR1) and killed; the failure shows its log."""
        self._close_channel()
        self.proc.send_signal(signal.SIGTERM)
        try:
            code = self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.send_signal(signal.SIGUSR1)
            time.sleep(1.0)
            self.kill()
            raise AssertionError(
                f"memoryd did not stop within {timeout}s of SIGTERM; its log and the stacks "
                f"of its threads:\n{self.log()[-20000:]}"
            ) from None
        self._log.close()
        return code

    def kill(self) -> None:
        """SIGKILL (kill -9): no chance to flush or close anything."""
        self._close_channel()
        self.proc.kill()
        self.proc.wait(30)
        self._log.close()


@pytest.fixture(scope="session")
def start_server(tmp_path_factory) -> Iterator:
    """Return ``start(data_dir=None, *args)``; every server it started is stopped at the end."""
    started: list[ServerProcess] = []

    def start(data_dir: Path | None = None, *args: str) -> ServerProcess:
        data_dir = data_dir or tmp_path_factory.mktemp("data")
        log_path = data_dir.with_name(f"{data_dir.name}.log")
        server = ServerProcess(data_dir, list(args), log_path)
        started.append(server)
        return server

    yield start
    for server in started:
        if server.proc.poll() is None:
            server.kill()


@pytest.fixture(scope="session")
def server(start_server) -> ServerProcess:
    """One memoryd with the default (real) embedding model, shared by the session."""
    return start_server()


@pytest.fixture
def user_id(request) -> str:
    """A user id no other test uses, so tests sharing a server never see each other."""
    return f"{request.node.name[:40]}-{uuid.uuid4().hex[:8]}"


def run_example(name: str, server: ServerProcess) -> list[str]:
    """Return the output lines of examples/``name`` run as a script against ``server``; the
    script must exit 0 (its stderr is the failure message)."""
    script = Path(__file__).resolve().parents[2] / "examples" / name
    run = subprocess.run(
        [sys.executable, str(script), "--target", server.address],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    return run.stdout.splitlines()


def _run_npm(args: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        args, cwd=NODE_DIR, capture_output=True, text=True, timeout=600, check=False
    )


@pytest.fixture(scope="session")
def node_client() -> Path:
    """Return the folder of the TypeScript client, built once per session (``npm ci`` from
    the committed package-lock.json when node_modules is missing); skip when node or npm is
    missing."""
    missing = [tool for tool in ("node", "npm") if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"{' and '.join(missing)} not found on PATH: the TypeScript client needs them")
    # One build at a time: pytest-xdist's workers each run this fixture, in the same folder.
    with (NODE_DIR / ".test-build.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (NODE_DIR / "node_modules" / ".package-lock.json").exists():
            done = _run_npm(["npm", "ci", "--no-audit", "--no-fund"])
            assert done.returncode == 0, f"npm ci failed:\n{done.stdout}\n{done.stderr}"
        built = _run_npm(["npm", "run", "build"])
        assert built.returncode == 0, f"npm run build failed:\n{built.stdout}\n{built.stderr}"
    return NODE_DIR
