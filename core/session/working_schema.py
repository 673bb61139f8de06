"""A tenant's JSON Schema for working memory, parsed and evaluated so that it cannot reach
out of the server, hang a worker or end in an internal error.

What a caller's schema could otherwise do, and what stops it:

- fetch URLs (jsonschema resolves a remote ``$ref`` / ``$dynamicRef`` / ``$schema`` with urllib:
  a server that fetches what a tenant names) — references must be local (``#...``), the
  ``$schema`` one of the drafts the server knows, and evaluation runs with a registry whose
  retrieval refuses everything;
- backtrack for hours (``{"pattern": "^(a+)+$"}`` against ``"a"*40 + "!"``) — every
  ``pattern``, ``patternProperties`` and ``additionalProperties`` match runs on RE2
  (google-re2: linear time, no backtracking); a pattern RE2 cannot run (backreferences,
  lookaround) is refused when the schema is given;
- recurse or branch without end (``{"$ref": "#"}``, nested ``anyOf`` of references) — one
  evaluation may take at most ``max_schema_steps`` keyword checks, and a reference chain that
  exhausts the stack is answered too;
- refer to nothing (unresolvable references) — answered with what did not resolve.

Each is InvalidArgument naming ``json_schema`` (or ``values``, for values that do not match);
nothing here raises anything else. Thread-safe: the step budget is per evaluation (a context
variable), validator classes are built once.
"""

from __future__ import annotations

import contextvars
import json
from collections.abc import Callable, Iterator
from typing import Any, Protocol

import jsonschema
import jsonschema.exceptions
import jsonschema.validators
import re2
import referencing
import referencing.exceptions

from memoryd.core.config import WorkingConfig
from memoryd.core.errors import InvalidArgument

__all__ = ["parse_schema", "validate"]

_REFERENCE_KEYWORDS = ("$ref", "$dynamicRef", "$recursiveRef")


class _Evaluator(Protocol):
    """What this module uses of a jsonschema validator instance (jsonschema ships no types)."""

    def iter_errors(self, instance: Any) -> Iterator[jsonschema.exceptions.ValidationError]:
        """Yield every error of ``instance`` against the validator's schema."""
        ...


class _Draft(Protocol):
    """What this module uses of a jsonschema draft's validator class."""

    META_SCHEMA: dict[str, Any]
    VALIDATORS: dict[str, Any]  # keyword -> its check (see _Keyword)

    def __call__(self, schema: dict[str, Any], *, registry: referencing.Registry) -> _Evaluator:
        """Return a validator of ``schema`` that resolves references in ``registry``."""
        ...

    def check_schema(self, schema: dict[str, Any]) -> None:
        """Raise SchemaError unless ``schema`` is valid under the draft's meta-schema."""
        ...


_DRAFTS: dict[str, _Draft] = {
    cls.META_SCHEMA.get("$id", cls.META_SCHEMA.get("id", "")).rstrip("#"): cls
    for cls in (
        jsonschema.Draft4Validator,
        jsonschema.Draft6Validator,
        jsonschema.Draft7Validator,
        jsonschema.Draft201909Validator,
        jsonschema.Draft202012Validator,
    )
}
_RE2_OPTIONS = re2.Options()
_RE2_OPTIONS.log_errors = False  # a refused pattern is the caller's error, not a log line


class _OverBudget(Exception):
    """An evaluation used up its keyword checks."""


class _Refused(Exception):
    """A reference named another document; nothing is fetched."""


_steps_left: contextvars.ContextVar[list[int]] = contextvars.ContextVar("steps_left")


def _refuse(uri: str) -> referencing.Resource:
    raise _Refused(uri)


# Only the drafts' own meta-schemas are known; retrieving anything else is refused.
# call-arg: Registry is an attrs class whose field ``_retrieve`` takes ``retrieve`` by
# attrs' alias=, which mypy's attrs plugin does not read (referencing documents retrieve=).
_REGISTRY: referencing.Registry = referencing.Registry(retrieve=_refuse)  # type: ignore[call-arg]


def _compile(pattern: str, field: str) -> Any:
    try:
        return re2.compile(pattern, _RE2_OPTIONS)
    except re2.error as exc:
        problem = exc.args[0].decode(errors="replace") if exc.args else str(exc)
        raise InvalidArgument(
            field,
            f"has a pattern this server cannot evaluate in linear time ({pattern[:80]!r}: "
            f"{problem}); backreferences and lookaround are not supported",
        ) from None


# A JSON value as jsonschema hands it to a keyword (the instance, the keyword's own value):
# any of None, bool, int, float, str, list, dict; jsonschema ships no types, and the keywords
# below ask the validator (is_type) what each one is, as jsonschema's own keywords do.
_Json = Any


class _Validator(Protocol):
    """What a keyword uses of the jsonschema validator evaluating it."""

    def is_type(self, instance: _Json, type: str) -> bool:
        """Return whether ``instance`` is of the JSON Schema ``type``."""
        ...

    def descend(
        self, instance: _Json, schema: _Json, path: str | None = ..., schema_path: str | None = ...
    ) -> Iterator[jsonschema.exceptions.ValidationError]:
        """Yield the errors of ``instance`` against the subschema ``schema``."""
        ...


# A keyword's check (jsonschema's signature): the errors of ``instance`` under the keyword's
# value; jsonschema's own keywords may return None for no errors.
_Keyword = Callable[
    [_Validator, _Json, _Json, dict[str, _Json]],
    Iterator[jsonschema.exceptions.ValidationError] | None,
]


def _search(pattern: str, text: str) -> bool:
    return _compile(pattern, "json_schema").search(text) is not None


def _pattern(
    validator: _Validator, pattern: str, instance: _Json, schema: dict[str, _Json]
) -> Iterator[jsonschema.exceptions.ValidationError]:
    if validator.is_type(instance, "string") and not _search(pattern, instance):
        yield jsonschema.exceptions.ValidationError(f"{instance!r} does not match {pattern!r}")


def _pattern_properties(
    validator: _Validator, patterns: dict[str, _Json], instance: _Json, schema: dict[str, _Json]
) -> Iterator[jsonschema.exceptions.ValidationError]:
    if not validator.is_type(instance, "object"):
        return
    for pattern, subschema in patterns.items():
        for key, value in instance.items():
            if _search(pattern, key):
                yield from validator.descend(value, subschema, path=key, schema_path=pattern)


def _additional_properties(
    validator: _Validator, allowed: _Json, instance: _Json, schema: dict[str, _Json]
) -> Iterator[jsonschema.exceptions.ValidationError]:
    if not validator.is_type(instance, "object"):
        return
    properties = schema.get("properties", {})
    patterns = list(schema.get("patternProperties", {}))
    extras = [
        k for k in instance if k not in properties and not any(_search(p, k) for p in patterns)
    ]
    if validator.is_type(allowed, "object"):
        for extra in extras:
            yield from validator.descend(instance[extra], allowed, path=extra)
    elif not allowed and extras:
        shown = ", ".join(repr(k) for k in sorted(extras)[:10])
        yield jsonschema.exceptions.ValidationError(
            f"additional properties are not allowed ({shown} unexpected)"
        )


def _budgeted(keyword: _Keyword) -> _Keyword:
    """Return ``keyword`` counting one step of the evaluation's budget per call."""

    def counted(
        validator: _Validator, value: _Json, instance: _Json, schema: dict[str, _Json]
    ) -> Iterator[jsonschema.exceptions.ValidationError] | None:
        left = _steps_left.get()
        left[0] -= 1
        if left[0] < 0:
            raise _OverBudget
        return keyword(validator, value, instance, schema)

    return counted


def _safe(cls: _Draft) -> _Draft:
    keywords: dict[str, _Keyword] = dict(cls.VALIDATORS)
    keywords.update(
        pattern=_pattern,
        patternProperties=_pattern_properties,
        additionalProperties=_additional_properties,
    )
    safe: _Draft = jsonschema.validators.extend(cls, {k: _budgeted(v) for k, v in keywords.items()})
    return safe


_SAFE = {uri: _safe(cls) for uri, cls in _DRAFTS.items()}
_DEFAULT = "https://json-schema.org/draft/2020-12/schema"


def _draft(schema: dict[str, Any]) -> str:
    """Return the URI of the draft ``schema`` is written in (2020-12 when it names none)."""
    named = schema.get("$schema")
    if named is None:
        return _DEFAULT
    if not isinstance(named, str) or named.rstrip("#") not in _DRAFTS:
        raise InvalidArgument(
            "json_schema",
            f"names $schema {str(named)[:80]!r}; this server knows drafts 4, 6, 7, 2019-09 "
            "and 2020-12 by their json-schema.org URIs (leave $schema out for 2020-12) and "
            "fetches no other",
        )
    return named.rstrip("#")


def _walk(node: Any, depth: int, config: WorkingConfig) -> None:
    """Raise InvalidArgument for nesting past max_schema_depth, a reference to another
    document, a pattern RE2 cannot run, or unevaluatedProperties beside patternProperties."""
    if depth > config.max_schema_depth:
        raise InvalidArgument(
            "json_schema",
            f"nests deeper than {config.max_schema_depth} levels; flatten it with $defs",
        )
    if isinstance(node, list):
        for item in node:
            _walk(item, depth + 1, config)
        return
    if not isinstance(node, dict):
        return
    for keyword in _REFERENCE_KEYWORDS:
        ref = node.get(keyword)
        if isinstance(ref, str) and not ref.startswith("#"):
            raise InvalidArgument(
                "json_schema",
                f"has {keyword} {ref[:80]!r}: only references within the schema (#...) are "
                "allowed; this server fetches nothing",
            )
    if isinstance(node.get("pattern"), str):
        _compile(node["pattern"], "json_schema")
    patterns = node.get("patternProperties")
    if isinstance(patterns, dict):
        for pattern in patterns:
            _compile(pattern, "json_schema")
        if "unevaluatedProperties" in node:
            # jsonschema evaluates that pair with Python's backtracking re, not RE2.
            raise InvalidArgument(
                "json_schema",
                "combines unevaluatedProperties with patternProperties, which this server "
                "cannot evaluate safely; use additionalProperties instead",
            )
    for value in node.values():
        _walk(value, depth + 1, config)


def parse_schema(text: str, config: WorkingConfig) -> dict[str, Any]:
    """Return the schema in ``text``, checked to be a JSON Schema this server evaluates
    safely; InvalidArgument naming json_schema otherwise."""
    size = len(text.encode(errors="replace"))
    if size > config.max_schema_bytes:
        raise InvalidArgument(
            "json_schema", f"is {size} bytes; at most {config.max_schema_bytes} are allowed"
        )
    try:
        schema = json.loads(text)
    except RecursionError:
        raise InvalidArgument(
            "json_schema",
            f"nests deeper than {config.max_schema_depth} levels; flatten it with $defs",
        ) from None
    except ValueError as exc:
        raise InvalidArgument("json_schema", f"is not valid JSON ({exc})") from None
    if not isinstance(schema, dict):
        raise InvalidArgument("json_schema", "must be a JSON object (a JSON Schema)")
    _walk(schema, 0, config)
    cls = _DRAFTS[_draft(schema)]
    try:
        cls.check_schema(schema)
    except jsonschema.exceptions.SchemaError as exc:
        raise InvalidArgument(
            "json_schema", f"is not a valid JSON Schema: {exc.message[:200]}"
        ) from None
    return schema


def validate(schema: dict[str, Any], values: dict[str, Any], config: WorkingConfig) -> None:
    """Raise InvalidArgument naming the first place where ``values`` break ``schema`` (a
    schema parse_schema accepted), or what made the schema impossible to evaluate."""
    cls = _SAFE[_draft(schema)]
    token = _steps_left.set([config.max_schema_steps])
    try:
        validator = cls(schema, registry=_REGISTRY)
        error = jsonschema.exceptions.best_match(validator.iter_errors(values))
    except _OverBudget:
        raise InvalidArgument(
            "json_schema",
            f"needs more than {config.max_schema_steps} checks to evaluate (references that "
            "branch or loop); simplify it",
        ) from None
    except RecursionError:
        raise InvalidArgument(
            "json_schema", "refers to itself without end ($ref loops); simplify it"
        ) from None
    except referencing.exceptions.Unresolvable as exc:
        raise InvalidArgument(
            "json_schema", f"has a reference that resolves to nothing ({str(exc)[:120]})"
        ) from None
    except _Refused as exc:
        raise InvalidArgument(
            "json_schema",
            f"refers to {str(exc)[:80]!r}: only references within the schema are allowed; "
            "this server fetches nothing",
        ) from None
    finally:
        _steps_left.reset(token)
    if error is not None:
        where = "/".join(str(p) for p in error.absolute_path) or "(the whole state)"
        raise InvalidArgument(
            "values",
            f"do not match the task's json_schema at {where}: {error.message[:200]} "
            "(send values that match, or a new json_schema)",
        )
