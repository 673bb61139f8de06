"""Guards of the type checking: core/ stays under mypy --strict (issue #20).

`make typecheck` (run by `make test`) checks core/ with pyproject's [tool.mypy]; these tests
read that configuration the way mypy does (its own parser, its own per-module resolution, its
own list of what --strict turns on), so a strict flag dropped from the memoryd.core.* override,
weakened by a later override or a global setting, or a core module left out, fails here.
"""

from __future__ import annotations

import functools
import io
import re
from pathlib import Path

import pytest
from mypy.config_parser import parse_config_file
from mypy.main import define_options
from mypy.options import PER_MODULE_OPTIONS, Options

ROOT = Path(__file__).resolve().parents[2]


@functools.cache
def _strict_flags() -> list[tuple[str, bool]]:
    """Return (option, value) for every flag mypy's --strict sets, as mypy defines them."""
    _, _, assignments = define_options()
    return assignments


def _options(pyproject: Path) -> Options:
    """Return the Options mypy builds from ``pyproject``'s [tool.mypy] (errors raise)."""
    options, errors = Options(), io.StringIO()
    parse_config_file(options, lambda: None, str(pyproject), io.StringIO(), errors)
    options.process_error_codes(error_callback=errors.write)  # as mypy's main does next
    assert not errors.getvalue(), errors.getvalue()
    return options


def _core_modules() -> list[str]:
    """Return every module of core/ under the name mypy checks it by (memoryd.core...)."""
    names = []
    for path in sorted((ROOT / "core").rglob("*.py")):
        parts = list(path.relative_to(ROOT / "core").with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names.append(".".join(["memoryd", "core", *parts]))
    return names


def _not_strict(options: Options, modules: list[str]) -> list[str]:
    """Return "module: option = value" for every strict flag a module of ``modules`` misses,
    and every setting that switches checks off for it."""
    missing = []
    for module in modules:
        per_module = options.clone_for_module(module)
        for option, strict in _strict_flags():
            if getattr(per_module, option) != strict:
                missing.append(f"{module}: {option} = {getattr(per_module, option)}")
        # Settings outside --strict's list that would let errors through all the same.
        if per_module.ignore_errors:
            missing.append(f"{module}: ignore_errors")
        if per_module.disabled_error_codes:
            codes = sorted(c.code for c in per_module.disabled_error_codes)
            missing.append(f"{module}: disable_error_code {codes}")
        if not per_module.strict_optional or per_module.implicit_optional:
            missing.append(f"{module}: optional checking relaxed")
        if per_module.allow_untyped_globals:
            missing.append(f"{module}: allow_untyped_globals")
        if per_module.follow_imports in ("skip", "silent"):
            missing.append(f"{module}: follow_imports = {per_module.follow_imports}")
    return missing


def test_every_core_module_is_checked_with_every_strict_flag():
    modules = _core_modules()
    assert "memoryd.core.engine" in modules and "memoryd.core.store.codec" in modules
    missing = _not_strict(_options(ROOT / "pyproject.toml"), modules)
    assert not missing, "core/ is not under mypy --strict:\n" + "\n".join(missing)


def test_the_strict_flags_are_per_module_or_global_as_mypy_allows():
    # A flag mypy only reads globally (warn_redundant_casts) cannot sit in the override: there
    # it would be ignored without a word. The guard above covers both kinds.
    global_only = [o for o, _ in _strict_flags() if o not in PER_MODULE_OPTIONS]
    assert global_only == ["warn_redundant_casts"], global_only


def _weakened(tmp_path: Path, edit: str, old: str, new: str) -> Path:
    """Return a copy of pyproject.toml with ``old`` replaced by ``new`` (``edit`` names it)."""
    text = (ROOT / "pyproject.toml").read_text()
    assert old in text, f"{edit}: {old!r} is not in pyproject.toml"
    copy = tmp_path / "pyproject.toml"
    copy.write_text(text.replace(old, new, 1))
    return copy


@pytest.mark.parametrize(
    ("edit", "old", "new"),
    [
        ("override removed", 'module = ["memoryd.core.*"]', 'module = ["memoryd.elsewhere.*"]'),
        ("a flag dropped", "disallow_untyped_defs = true\n", ""),
        ("a flag turned off", "warn_return_any = true", "warn_return_any = false"),
        ("re-export allowed", "no_implicit_reexport = true", "no_implicit_reexport = false"),
        (
            "a later override relaxes a package",
            "[tool.pytest.ini_options]",
            '[[tool.mypy.overrides]]\nmodule = ["memoryd.core.store.*"]\nignore_errors = true\n\n'
            "[tool.pytest.ini_options]",
        ),
        (
            "an error code switched off globally",
            "explicit_package_bases = true",
            'explicit_package_bases = true\ndisable_error_code = ["no-untyped-def"]',
        ),
        ("a global-only flag dropped", "warn_redundant_casts = true", ""),
    ],
)
def test_the_guard_sees_a_weakened_configuration(tmp_path, edit, old, new):
    options = _options(_weakened(tmp_path, edit, old, new))
    assert _not_strict(options, _core_modules()), f"{edit} went unnoticed"


def test_make_typecheck_checks_core_with_this_configuration():
    makefile = (ROOT / "Makefile").read_text()
    recipe = makefile[makefile.index("\ntypecheck:") :].split("\n\n", 1)[0]
    assert "--config-file $(CURDIR)/pyproject.toml" in recipe
    assert "-p memoryd.core" in recipe
    # No flag on the command line switches a check off for every module.
    assert not re.search(r"--(allow-|no-strict|disable-error-code|ignore-errors)", recipe)
    test = makefile[makefile.index("\ntest:") :].split("\n\n", 1)[0]
    assert "typecheck" in test, "`make test` no longer runs the type check"
