"""The installable packages, as a user gets them: every Python distribution built (sdist and
wheel, ``python -m build``) and checked as an index would (``twine check --strict``), the
wheels installed into a fresh venv that then runs an example against a live server; and the
TypeScript client packed (``npm pack``), installed into a fresh npm project and used there.

The fresh environments install the third-party dependencies from the package index, never
from this repository. Each adapter extra gets a venv of its own with the base client and that
extra alone, so an extra whose metadata misses a dependency fails there even when another
extra would bring it; those venvs are filled by uv (``uv pip install``: the same wheel
metadata, resolved and installed in seconds from its cache, where pip takes over a minute
per venv here and caches nothing).
"""

from __future__ import annotations

import subprocess
import sys
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
DISTRIBUTIONS = {
    "memoryd-api": ROOT / "proto",
    "memoryd-client": ROOT / "clients" / "python",
    "memoryd-mcp": ROOT / "clients" / "mcp",
    "memoryd": ROOT,
}


def _run(args: list[str], cwd: Path | None = None, timeout: float = 900) -> str:
    done = subprocess.run(
        args, cwd=cwd, capture_output=True, text=True, timeout=timeout, check=False
    )
    assert done.returncode == 0, f"{' '.join(map(str, args))}:\n{done.stdout}\n{done.stderr}"
    return done.stdout


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Return the folder of every distribution's sdist and wheel, built from this tree."""
    out = tmp_path_factory.mktemp("dist")
    for source in DISTRIBUTIONS.values():
        _run([sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(source)])
    return out


def _wheel(dist: Path, name: str) -> Path:
    (wheel,) = dist.glob(f"{name.replace('-', '_')}-*.whl")
    return wheel


def test_every_distribution_builds_and_passes_twine_check(dist: Path) -> None:
    for name in DISTRIBUTIONS:
        stem = name.replace("-", "_")
        assert len(list(dist.glob(f"{stem}-*.whl"))) == 1, name
        assert len(list(dist.glob(f"{stem}-*.tar.gz"))) == 1, name
    out = _run([sys.executable, "-m", "twine", "check", "--strict", *map(str, dist.iterdir())])
    assert out.count("PASSED") == 2 * len(DISTRIBUTIONS), out


def test_built_wheels_install_in_a_fresh_venv_and_run_an_example(
    dist: Path, server: Any, tmp_path: Path
) -> None:
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", str(venv)])
    python = venv / "bin" / "python"
    _run(
        [
            str(python),
            "-m",
            "pip",
            "install",
            "--quiet",
            str(_wheel(dist, "memoryd-api")),
            str(_wheel(dist, "memoryd-client")),
        ]
    )
    # The installed copy is what runs, not this tree (the example is run from elsewhere).
    where = _run([str(python), "-c", "import memoryd.client as c; print(c.__file__)"], cwd=tmp_path)
    assert where.startswith(str(venv)), where
    # The base client stays small: an adapter without its extra says which extra to install.
    hint = subprocess.run(
        [str(python), "-c", "import memoryd.adapters.langgraph"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert "pip install 'memoryd-client[langgraph]'" in hint.stderr, hint.stderr
    out = _run(
        [str(python), str(ROOT / "examples" / "agent_loop.py"), "--target", server.address],
        cwd=tmp_path,
    )
    assert "allergic to peanuts" in out and "(forgot " in out, out


def _lines(out: str) -> list[str]:
    return out.splitlines()


# extra (or the memoryd-mcp wheel), example script, and what its output must show (the checks
# of the example tests beside each adapter's tests, which run it from this tree).
ADAPTER_EXAMPLES: dict[str, tuple[str, Callable[[list[str]], bool]]] = {
    "langgraph": (
        "langgraph_memory.py",
        lambda lines: lines[-1].endswith(
            "From what you told me: I am training for the Berlin marathon"
        ),
    ),
    "langchain": (
        "langchain_memory.py",
        lambda lines: (
            lines[0] == "the session reads back 2 messages"
            and lines[1].startswith("the retriever finds: I am allergic to peanuts (tier ")
        ),
    ),
    "openai-agents": (
        "openai_agents_session.py",
        lambda lines: (
            "assistant: I can see 5 items of our conversation." in lines
            and lines[-1] == "the session keeps 10 items"
        ),
    ),
    "llamaindex": (
        "llamaindex_memory.py",
        lambda lines: (
            lines[1].startswith("a model would be told:")
            and "peanut" in lines[1]
            and lines[2] == "the chat store reads back 2 messages"
        ),
    ),
    "mcp": (
        "mcp_memory.py",
        lambda lines: (
            lines[1] == "recall finds: I am allergic to peanuts"
            and lines[2] == "the context quotes it: True"
        ),
    ),
}


def _declared_extras(dist: Path) -> set[str]:
    """Return the extras the built memoryd-client wheel declares (its Provides-Extra)."""
    with zipfile.ZipFile(_wheel(dist, "memoryd-client")) as wheel:
        (name,) = [n for n in wheel.namelist() if n.endswith(".dist-info/METADATA")]
        metadata = wheel.read(name).decode()
    return {
        line.split(":", 1)[1].strip()
        for line in metadata.splitlines()
        if line.startswith("Provides-Extra:")
    }


def test_every_declared_adapter_extra_has_an_example_run_below(dist: Path) -> None:
    # numpy is the client's own speed-up, not an adapter; any other extra needs a row above.
    assert _declared_extras(dist) - {"numpy"} == set(ADAPTER_EXAMPLES) - {"mcp"}


@pytest.mark.parametrize("extra", sorted(ADAPTER_EXAMPLES))
def test_built_wheels_with_one_adapter_extra_run_its_example(
    dist: Path, server: Any, tmp_path: Path, extra: str
) -> None:
    venv = tmp_path / "venv"
    # A bare venv (no pip: uv installs into it), nothing in it but what the wheels pull in.
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)])
    python = venv / "bin" / "python"
    client = str(_wheel(dist, "memoryd-client"))
    wanted = [str(_wheel(dist, "memoryd-api"))]
    if extra == "mcp":
        wanted += [client, str(_wheel(dist, "memoryd-mcp"))]
    else:
        wanted.append(f"memoryd-client[{extra}] @ {Path(client).as_uri()}")
    _run(
        [sys.executable, "-m", "uv", "pip", "install", "--quiet", "--python", str(python), *wanted],
        timeout=600,
    )
    example, shows = ADAPTER_EXAMPLES[extra]
    # Run from elsewhere: the venv's installed copy is what imports, not this tree.
    out = _run(
        [str(python), str(ROOT / "examples" / example), "--target", server.address],
        cwd=tmp_path,
        timeout=180,
    )
    where = _run([str(python), "-c", "import memoryd.client as c; print(c.__file__)"], cwd=tmp_path)
    assert where.startswith(str(venv)), where
    assert shows(_lines(out)), out


USE_PACKAGE = """\
const { MemoryClient } = require("@memoryd/client");
(async () => {
  const memory = new MemoryClient(process.argv[2]);
  try {
    const stored = await memory.remember("npm-pack-user", "Keeps a sourdough starter");
    const [hit] = await memory.recall("npm-pack-user", "what does she bake with?", { topK: 1 });
    console.log(stored.action, hit.memory.id === stored.memory.id, hit.memory.content);
    await memory.forget("npm-pack-user", [stored.memory.id]);
  } finally {
    memory.close();
  }
})().catch((error) => { console.error(error); process.exit(1); });
"""


def test_npm_tarball_installs_in_a_fresh_project_and_works(
    node_client: Path, server: Any, tmp_path: Path
) -> None:
    packed = tmp_path / "packed"
    packed.mkdir()
    # node_client built it this session: pack that build (prepack would build it again).
    _run(["npm", "pack", "--ignore-scripts", "--pack-destination", str(packed)], cwd=node_client)
    (tarball,) = packed.glob("memoryd-client-*.tgz")
    project = tmp_path / "project"
    project.mkdir()
    (project / "package.json").write_text('{"name": "uses-memoryd", "private": true}\n')
    _run(["npm", "install", "--no-audit", "--no-fund", str(tarball)], cwd=project)
    (project / "use.js").write_text(USE_PACKAGE)
    out = _run(["node", "use.js", server.address], cwd=project)
    assert out.strip() == "created true Keeps a sourdough starter", out
