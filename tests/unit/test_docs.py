"""docs/configuration.md and docs/api.md are generated (docs/generate.py): they must match what
the generator makes from the typed settings and the proto today, and cover all of it."""

from __future__ import annotations

import dataclasses
import importlib.util
import re
import sys
import typing
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIX = "stale: run `make docs` (python docs/generate.py) and commit the result"


@pytest.fixture(scope="module")
def generate() -> ModuleType:
    spec = importlib.util.spec_from_file_location("docs_generate", ROOT / "docs" / "generate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while being made
    spec.loader.exec_module(module)
    return module


def _paths(cls: type, prefix: str = "") -> list[str]:
    out = []
    for field in dataclasses.fields(cls):
        hint = typing.get_type_hints(cls)[field.name]
        path = f"{prefix}{field.name}"
        if dataclasses.is_dataclass(hint):
            out += _paths(typing.cast(type, hint), f"{path}.")
        else:
            out.append(path)
    return out


def test_configuration_md_is_current(generate: ModuleType) -> None:
    assert (ROOT / "docs" / "configuration.md").read_text() == generate.config_markdown(), FIX


def test_api_md_is_current(generate: ModuleType) -> None:
    assert (ROOT / "docs" / "api.md").read_text() == generate.api_markdown(), FIX


def test_configuration_md_covers_every_setting(generate: ModuleType) -> None:
    from memoryd.server.settings import ServerSettings

    text = generate.config_markdown()
    for path in _paths(ServerSettings):
        section, _, key = path.rpartition(".")
        assert f"`{key}`" in text, path
        if section:
            assert f"## `[{section}]`" in text, section
        if "keys" not in path:  # list-of-tables entries have no variable of their own
            assert f"MEMORYD_{path.upper().replace('.', '__')}" in text, path
    # comments come through from the source, and flags from the CLI
    assert "UTF-8 bytes of one memory's text" in text
    assert "| `--data-dir` |" in text


def test_api_md_covers_every_rpc_message_and_enum(generate: ModuleType) -> None:
    from memoryd.v1 import memory_pb2 as pb

    text = generate.api_markdown()
    service = pb.DESCRIPTOR.services_by_name["MemoryService"]
    for method in service.methods:
        assert f"| `{method.name}` |" in text, method.name
    for name in pb.DESCRIPTOR.message_types_by_name:
        assert f"### {name}\n" in text, name
    for name in pb.DESCRIPTOR.enum_types_by_name:
        assert f"### {name}\n" in text, name
    assert "| `FORGET_MODE_SUPPRESS` | 2 | hide from recall" in text  # value comments
    assert "grpcurl -plaintext" in text


def test_check_mode_reports_stale_files(
    generate: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(generate, "DOCS", tmp_path)
    assert generate.main(["--check"]) == 1  # nothing written yet
    assert generate.main([]) == 0
    assert generate.main(["--check"]) == 0
    (tmp_path / "api.md").write_text("edited by hand\n")
    assert generate.main(["--check"]) == 1


def _layout_words() -> dict[str, set[str]]:
    """Return the words of README's layout block under core/, by package ("" for core's own
    lines): a package's block is its `  name/` line and the lines indented under it."""
    readme = (ROOT / "README.md").read_text()
    block = readme.split("## Layout", 1)[1].split("```", 2)[1].splitlines()
    start = next(i for i, line in enumerate(block) if line.startswith("core/"))
    words: dict[str, set[str]] = {"": set()}
    package = ""
    for line in block[start + 1 :]:
        if not line.startswith(" "):
            break  # the next top-level folder
        if line.startswith("  ") and not line.startswith("   "):  # a line of core's own
            head = line.split()[0]
            package = head.rstrip("/") if head.endswith("/") else ""
            words.setdefault(package, set())
        words[package] |= set(re.findall(r"[a-z_]+", line))
    return words


def test_readme_layout_names_every_core_module_under_its_package() -> None:
    words = _layout_words()
    core = ROOT / "core"
    missing = []
    for path in sorted(core.rglob("*.py")):
        parts = path.relative_to(core).parts
        if path.stem == "__init__":
            continue
        package = parts[0] if len(parts) > 1 else ""
        if path.stem not in words.get(package, set()):
            missing.append(str(path.relative_to(ROOT)))
    assert not missing, f"README's layout (## Layout) does not name: {missing}"
