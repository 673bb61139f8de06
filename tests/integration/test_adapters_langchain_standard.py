"""LangChain's own standard tests (the ``langchain-tests`` package) run against
``memoryd.adapters.langchain.MemorydRetriever`` and a live server.

``langchain-tests`` brings pytest plugins of its own (pytest-asyncio, pytest-socket, syrupy,
vcrpy, ...), so it is not installed beside this suite: a fresh venv gets the client with its
``langchain`` extra, ``langchain-tests`` and pytest (uv fills it from its cache), and runs
there a module that subclasses ``RetrieversIntegrationTests`` the way LangChain's
integration packages do. langchain-tests has no standard suite for chat message histories;
``MemorydChatMessageHistory`` is covered by tests/integration/test_langchain_adapters.py.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from memoryd.client import MemoryClient

ROOT = Path(__file__).resolve().parents[2]
STANDARD_TESTS = "langchain-tests>=1.1,<2"
# The standard retriever tests of langchain-tests 1.1 (a later release may add more; they run too).
STANDARD_NAMES = [
    "test_no_overrides_DO_NOT_OVERRIDE",
    "test_k_constructor_param",
    "test_invoke_with_k_kwarg",
    "test_invoke_returns_documents",
    "test_ainvoke_returns_documents",
]

FACTS = [
    "Alice drinks green tea every morning",
    "Alice has an espresso after lunch",
    "Alice orders oat milk lattes at the cafe",
    "Alice likes a glass of red wine on Fridays",
]

STANDARD_MODULE = """\
import os

from langchain_tests.integration_tests import RetrieversIntegrationTests

from memoryd.adapters.langchain import MemorydRetriever
from memoryd.client import MemoryClient

CLIENT = MemoryClient(os.environ["MEMORYD_TARGET"], timeout=60)


class TestMemorydRetrieverStandard(RetrieversIntegrationTests):
    @property
    def retriever_constructor(self):
        return MemorydRetriever

    @property
    def retriever_constructor_params(self):
        return {"client": CLIENT, "user_id": os.environ["MEMORYD_USER"]}

    @property
    def retriever_query_example(self):
        return "what does Alice like to drink?"

    @property
    def num_results_arg_name(self):
        return "top_k"
"""


def _run(args: list[str], cwd: Path, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(
        args, cwd=cwd, env=env, capture_output=True, text=True, timeout=600, check=False
    )
    assert done.returncode == 0, f"{' '.join(args)}:\n{done.stdout}\n{done.stderr}"
    return done.stdout


def test_retriever_passes_langchains_standard_retriever_tests(
    server: Any, tmp_path: Path, user_id: str
) -> None:
    with MemoryClient(server.address, timeout=30) as client:
        stored = [client.remember(user_id, fact) for fact in FACTS]
    # The standard tests ask for 3 documents: the user must have more than that, distinct.
    assert len({r.memory.id for r in stored}) == len(FACTS), stored

    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)], cwd=tmp_path)
    python = venv / "bin" / "python"
    client_source = (ROOT / "clients" / "python").as_uri()
    _run(
        [
            *(sys.executable, "-m", "uv", "pip", "install", "--quiet", "--python", str(python)),
            str(ROOT / "proto"),
            f"memoryd-client[langchain] @ {client_source}",
            STANDARD_TESTS,
        ],
        cwd=tmp_path,
    )
    (tmp_path / "test_standard.py").write_text(STANDARD_MODULE)
    env = dict(os.environ, MEMORYD_TARGET=server.address, MEMORYD_USER=user_id)
    done = subprocess.run(
        [
            *(str(python), "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rA"),
            # LangChain's packages run these with asyncio_mode = "auto" (an async test each).
            *("-o", "asyncio_mode=auto", "-o", "asyncio_default_fixture_loop_scope=function"),
            "test_standard.py",
        ],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    report = done.stdout + done.stderr
    assert done.returncode == 0, report
    # Every standard test ran and passed: none failed, skipped or xfailed.
    summary = report.strip().splitlines()[-1]
    assert " passed" in summary, report
    assert not any(word in summary for word in ("failed", "error", "skipped", "xfail")), report
    for name in STANDARD_NAMES:
        assert f"PASSED test_standard.py::TestMemorydRetrieverStandard::{name}" in report, report


def test_retriever_takes_top_k_per_call_and_refuses_other_keywords(
    server: Any, user_id: str
) -> None:
    pytest.importorskip("langchain_core", reason="the langchain extra comes with the test extra")
    from memoryd.adapters.langchain import MemorydRetriever

    with MemoryClient(server.address, timeout=30) as client:
        for fact in FACTS:
            client.remember(user_id, fact)
        retriever = MemorydRetriever(client=client, user_id=user_id, top_k=4)
        assert len(retriever.invoke("what does Alice drink?")) == 4
        assert len(retriever.invoke("what does Alice drink?", top_k=1)) == 1
        with pytest.raises(TypeError, match=r"\['k'\].*top_k"):
            retriever.invoke("what does Alice drink?", k=2)
