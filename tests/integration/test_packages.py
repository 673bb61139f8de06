"""The installable packages, as a user gets them: every Python distribution built (sdist and
wheel, ``python -m build``) and checked as an index would (``twine check --strict``), the
wheels installed into a fresh venv that then runs an example against a live server; and the
TypeScript client packed (``npm pack``), installed into a fresh npm project and used there.

The fresh environments install the third-party dependencies from the package index (the
machine's pip and npm caches make that quick), never from this repository.
"""

from __future__ import annotations

import subprocess
import sys
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
