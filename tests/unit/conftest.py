"""Shared fixtures of the engine's unit tests: the numpy twins, a real LMDB store, engines.

Everything here is real (LMDB in tmp_path, faiss, numba); nothing of ours is mocked.
"""

from __future__ import annotations

import importlib.util
import json
import sys
import threading
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

from memoryd.core import EngineConfig, MemoryEngine
from memoryd.core.config import TierConfig
from memoryd.core.embedding import Embedder, make_embedder
from memoryd.core.metrics import MetricsBook
from memoryd.core.store.access import AccessLog
from memoryd.core.store.codec import RecordCodec
from memoryd.core.store.lmdb_store import LmdbStore
from memoryd.core.store.records import Records
from memoryd.core.tiers.registry import Pools

DIM = 16


def client_vector_config(**parts) -> EngineConfig:
    """Client vectors of DIM dimensions; no background maintenance pass during a test (tests
    call ``maintain`` themselves)."""
    parts.setdefault("tiers", TierConfig(maintenance_interval_s=3_600))
    return EngineConfig(embedder="none", dimension=DIM, **parts)


def _load_reference() -> ModuleType:
    """Load tests/reference.py by path: with --import-mode=importlib `tests` is no package."""
    name = "memoryd_tests_reference"
    if name in sys.modules:
        return sys.modules[name]
    path = Path(__file__).resolve().parent.parent / "reference.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def use_embedder() -> Embedder:
    """The real default model (Universal Sentence Encoder multilingual, 512-d), loaded once a
    test process: the write path's learned readings and calibrations are its own."""
    return make_embedder("use-multilingual", None, 64)


@pytest.fixture(scope="session")
def reference() -> ModuleType:
    """The slow numpy twins of memoryd.core.kernels (tests/reference.py)."""
    return _load_reference()


@pytest.fixture
def rng(request: pytest.FixtureRequest) -> np.random.Generator:
    """A generator seeded per test, so every run of a test sees the same data."""
    return np.random.default_rng(zlib.crc32(request.node.nodeid.encode()))


@pytest.fixture
def store(tmp_path: Path) -> Iterator[LmdbStore]:
    """A real LMDB store in tmp_path, closed after the test."""
    s = LmdbStore(tmp_path / "store", 1 << 28)
    yield s
    s.close()


@pytest.fixture
def pools(store: LmdbStore, request: pytest.FixtureRequest) -> Pools:
    """The tiers' real Pools over ``store``, of the test module's ``DIM`` (this file's if it
    names none), with no background maintenance during a test."""
    dimension = getattr(request.module, "DIM", DIM)
    return Pools(dimension, TierConfig(maintenance_interval_s=3_600), store)


@pytest.fixture
def records(store: LmdbStore, pools: Pools) -> Iterator[Records]:
    """The one reader and mutator of records over ``store`` and ``pools``, closed after."""
    r = Records(
        store, RecordCodec(3), pools, AccessLog(), MetricsBook(),
        max_group=64, max_pending=1_000, flush_interval_s=0.05,
    )  # fmt: skip
    yield r
    r.close()


@pytest.fixture
def open_engine(tmp_path: Path) -> Iterator[Callable[..., MemoryEngine]]:
    """Return a function that opens an engine (default: ``client_vector_config()``, data in
    tmp_path/"data"); every engine it opened is closed after the test (close is idempotent,
    which test_engine checks)."""
    opened: list[MemoryEngine] = []

    def open_(data_dir: Path | None = None, config: EngineConfig | None = None) -> MemoryEngine:
        engine = MemoryEngine(data_dir or tmp_path / "data", config or client_vector_config())
        opened.append(engine)
        return engine

    yield open_
    for engine in opened:
        engine.close()


@pytest.fixture
def engine(open_engine: Callable[..., MemoryEngine]) -> MemoryEngine:
    """An engine over client vectors of DIM dimensions in a fresh data folder."""
    return open_engine()


@dataclass
class ChatEndpoint:
    """A local server speaking the OpenAI chat-completions protocol: it answers ``answer`` to
    every POST {url}/chat/completions and keeps the request bodies in ``seen``."""

    url: str = ""
    answer: str = ""
    seen: list[dict] = field(default_factory=list)


@pytest.fixture
def chat_endpoint() -> Iterator[ChatEndpoint]:
    """A ChatEndpoint on 127.0.0.1, stopped after the test."""
    endpoint = ChatEndpoint()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 - the http.server API
            endpoint.seen.append(json.loads(self.rfile.read(int(self.headers["Content-Length"]))))
            data = json.dumps({"choices": [{"message": {"content": endpoint.answer}}]}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args) -> None:
            pass

    server = HTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    endpoint.url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    yield endpoint
    server.shutdown()
    server.server_close()
