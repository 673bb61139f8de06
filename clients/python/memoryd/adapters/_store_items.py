"""How key-value store items (a namespace, a key, a JSON value) live inside memoryd memories.

One item is one memory of the pool its namespace maps to: the memory's ``content`` is the
item's text (what Recall embeds and searches), and the item itself rides along as one tag and
one metadata entry, both named by the item's *mark* ``lg:<20 hex>`` (a digest of the namespace
and key, so any namespace and key fit memoryd's 64-byte tags):

- the tag makes writes of different items never judged against each other: memoryd only
  compares a new memory with neighbours that share a tag with it (or have none), so one item
  never supersedes or refines another;
- the metadata entry holds the item as JSON (``{"ns": [...], "key": ..., "value": {...},
  "created_at": ..., "index": bool, "own": bool}``).

Two items with the *same* text in one pool are one fact to memoryd and merge into one memory
(the merge keeps the union of tags and metadata): that memory then carries both items, and
each is still found by its mark. Pure functions; no I/O.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from memoryd.client import Memory

MARK_PREFIX = "lg:"


def mark(namespace: Sequence[str], key: str) -> str:
    """Return the tag and metadata key that name the item ``(namespace, key)``."""
    digest = hashlib.sha256(json.dumps([list(namespace), key]).encode()).hexdigest()
    return MARK_PREFIX + digest[:20]


@dataclass(frozen=True, slots=True)
class StoredItem:
    """One item found in a memory: where it is, what it holds, and the memory carrying it.

    ``created_at`` is when the key was first put (kept across overwrites); ``updated_at`` is
    the carrying memory's last change. ``indexed`` is False for items put with
    ``index=False`` (never returned by a query search). ``owns_memory`` is False when the put
    merged into a memory someone else wrote (same text): deleting the item then leaves it.
    """

    namespace: tuple[str, ...]
    key: str
    value: dict[str, Any]
    created_at: datetime
    updated_at: datetime
    indexed: bool
    memory: Memory
    owns_memory: bool = True

    @property
    def mark(self) -> str:
        """Return the item's tag and metadata key."""
        return mark(self.namespace, self.key)


def entry(
    namespace: Sequence[str],
    key: str,
    value: Mapping[str, Any],
    created_at: datetime,
    indexed: bool,
    owns_memory: bool = True,
) -> str:
    """Return the metadata value (compact JSON) that records one item."""
    return json.dumps(
        {
            "ns": list(namespace),
            "key": key,
            "value": dict(value),
            "created_at": created_at.isoformat(),
            "index": indexed,
            "own": owns_memory,
        },
        ensure_ascii=False,
        separators=(",", ":"),
    )


def items_of(memory: Memory) -> list[StoredItem]:
    """Return the items a memory carries (none for a memory not written by a store)."""
    found = []
    for name, raw in memory.metadata.items():
        if not name.startswith(MARK_PREFIX):
            continue
        try:
            data = json.loads(raw)
            item = StoredItem(
                namespace=tuple(data["ns"]),
                key=str(data["key"]),
                value=dict(data["value"]),
                created_at=datetime.fromisoformat(data["created_at"]),
                updated_at=memory.updated_at
                or memory.created_at
                or datetime.fromisoformat(data["created_at"]),
                indexed=bool(data.get("index", True)),
                memory=memory,
                owns_memory=bool(data.get("own", True)),
            )
        except (ValueError, KeyError, TypeError):
            continue  # a metadata entry someone else named lg:...: not an item
        if item.mark == name:
            found.append(item)
    return found


def item_text(value: Mapping[str, Any], fields: Sequence[str] | None) -> str:
    """Return the text memoryd stores and searches for ``value``.

    ``fields`` are LangGraph index paths (``"text"``, ``"facts[*].content"``, ``"$"`` for the
    whole value as JSON); ``None`` takes every string in the value, in order, one a line. A
    value with no text at all is stored as its JSON (memoryd needs some content).
    """
    if fields is None:
        parts = list(_strings(value))
    else:
        from langgraph.store.base import get_text_at_path  # the framework's own path syntax

        parts = [text for path in fields for text in get_text_at_path(dict(value), path)]
    text = "\n".join(p for p in parts if p.strip())
    return text or json.dumps(dict(value), sort_keys=True, ensure_ascii=False)


def _strings(value: Any) -> Iterable[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for inner in value.values():
            yield from _strings(inner)
    elif isinstance(value, list | tuple):
        for inner in value:
            yield from _strings(inner)


def matches(value: Mapping[str, Any], filter: Mapping[str, Any] | None) -> bool:
    """Return whether ``value`` passes a LangGraph search filter: exact values (nested dicts
    and lists compared as a whole) or operators ``$eq $ne $gt $gte $lt $lte`` per field."""
    return not filter or all(_compare(value.get(k), want) for k, want in filter.items())


_OPERATORS = {
    "$eq": lambda a, b: a == b,
    "$ne": lambda a, b: a != b,
    "$gt": lambda a, b: float(a) > float(b),
    "$gte": lambda a, b: float(a) >= float(b),
    "$lt": lambda a, b: float(a) < float(b),
    "$lte": lambda a, b: float(a) <= float(b),
}


def _compare(actual: Any, want: Any) -> bool:
    if isinstance(want, Mapping):
        if any(k.startswith("$") for k in want):
            for op, operand in want.items():
                if op not in _OPERATORS:
                    raise ValueError(f"filter operator {op!r} is not one of {sorted(_OPERATORS)}")
                if actual is None and op not in ("$eq", "$ne"):
                    return False
                if not _OPERATORS[op](actual, operand):
                    return False
            return True
        return isinstance(actual, Mapping) and all(
            _compare(actual.get(k), v) for k, v in want.items()
        )
    if isinstance(want, list | tuple):
        return (
            isinstance(actual, list | tuple)
            and len(actual) == len(want)
            and all(_compare(a, w) for a, w in zip(actual, want, strict=True))
        )
    return bool(actual == want)


def namespace_matches(namespace: Sequence[str], path: Sequence[str], match_type: str) -> bool:
    """Return whether ``namespace`` starts (``"prefix"``) or ends (``"suffix"``) with ``path``,
    where a ``"*"`` label matches any label."""
    if len(namespace) < len(path):
        return False
    pairs = (
        zip(namespace, path, strict=False)
        if match_type == "prefix"
        else zip(reversed(namespace), reversed(path), strict=False)
    )
    if match_type not in ("prefix", "suffix"):
        raise ValueError(f"match_type {match_type!r} must be 'prefix' or 'suffix'")
    return all(p == "*" or n == p for n, p in pairs)
