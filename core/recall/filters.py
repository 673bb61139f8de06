"""Which memories a call looks at: one filter shared by List, Recall and BuildContext.

A filter is a conjunction: every condition that is set must hold; an empty filter matches
every record. Pure functions over records (no store, no I/O).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from memoryd.core.errors import InvalidArgument

if TYPE_CHECKING:  # types imports this module for RecallQuery's default filter
    from memoryd.core.config import LimitsConfig
    from memoryd.core.types import MemoryRecord, MemoryType, Status

MAX_TEXT_CONTAINS_BYTES = 1_024  # a search phrase, not a document


@dataclass(frozen=True, slots=True)
class MemoryFilter:
    """Conditions on a memory; unset ones (empty, None) always hold.

    Times are seconds since the epoch: ``*_after`` is inclusive, ``*_before`` exclusive.
    ``tags`` and ``metadata`` must all be present; ``statuses`` and ``memory_types`` match
    any of theirs; ``text_contains`` is a case-insensitive substring of the content.
    """

    statuses: frozenset[Status] = frozenset()
    memory_types: frozenset[MemoryType] = frozenset()
    tags: tuple[str, ...] = ()
    session_id: str = ""
    created_after: float | None = None
    created_before: float | None = None
    updated_after: float | None = None
    updated_before: float | None = None
    metadata: tuple[tuple[str, str], ...] = ()  # sorted (key, value) pairs: hashable
    text_contains: str = ""
    _folded: str = field(default="", init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_folded", self.text_contains.casefold())

    @property
    def folded(self) -> str:
        """Return text_contains casefolded (what a text is searched for)."""
        return self._folded

    @property
    def needs_content(self) -> bool:
        """Return True when matching reads the memory's text (not only its header)."""
        return bool(self.text_contains)

    @property
    def is_empty(self) -> bool:
        """Return True when the filter matches every record."""
        return self == EMPTY_FILTER

    def matches(self, record: MemoryRecord, statuses: bool = True) -> bool:
        """Return True when ``record`` meets every condition (``statuses=False``: all but
        the status one, for callers that apply their own status rules)."""
        if statuses and self.statuses and record.status not in self.statuses:
            return False
        if self.memory_types and record.memory_type not in self.memory_types:
            return False
        if self.session_id and record.scope.session_id != self.session_id:
            return False
        if self.tags and not set(self.tags) <= set(record.tags):
            return False
        if not _within(record.created_at, self.created_after, self.created_before):
            return False
        if not _within(record.updated_at, self.updated_after, self.updated_before):
            return False
        if any(record.metadata.get(k) != v for k, v in self.metadata):
            return False
        return not self._folded or self._folded in record.content.casefold()


EMPTY_FILTER = MemoryFilter()


def _within(value: float, after: float | None, before: float | None) -> bool:
    return (after is None or value >= after) and (before is None or value < before)


def recall_statuses(flt: MemoryFilter, include_history: bool) -> frozenset[Status]:
    """Return the statuses a recall returns: the filter's (among active, superseded and
    archived), else active ones, with ``include_history`` superseded and archived too."""
    from memoryd.core.types import HISTORY, RECALLABLE  # types imports this module

    if not flt.statuses:
        return HISTORY if include_history else RECALLABLE
    statuses = flt.statuses & HISTORY
    if not statuses:
        raise InvalidArgument(
            "filter.statuses",
            "recall returns active, superseded or archived memories; suppressed and expired "
            "ones are never recalled (List shows them)",
        )
    return statuses


def check_filter(flt: MemoryFilter, limits: LimitsConfig, field_name: str = "filter") -> None:
    """Raise InvalidArgument naming the field unless ``flt`` is within the limits and its
    ranges are not empty by construction."""
    if len(flt.tags) > limits.max_tags:
        raise InvalidArgument(
            f"{field_name}.tags", f"has {len(flt.tags)} tags; at most {limits.max_tags}"
        )
    for i, tag in enumerate(flt.tags):
        if not tag or len(tag.encode(errors="replace")) > limits.max_tag_bytes:
            raise InvalidArgument(
                f"{field_name}.tags[{i}]", f"must be 1..{limits.max_tag_bytes} UTF-8 bytes"
            )
    if len(flt.metadata) > limits.max_metadata_entries:
        raise InvalidArgument(
            f"{field_name}.metadata",
            f"has {len(flt.metadata)} entries; at most {limits.max_metadata_entries}",
        )
    size = sum(len(k.encode(errors="replace")) + len(v.encode(errors="replace"))
               for k, v in flt.metadata)  # fmt: skip
    if size > limits.max_metadata_bytes:
        raise InvalidArgument(
            f"{field_name}.metadata",
            f"is {size} bytes; at most {limits.max_metadata_bytes} (keys and values)",
        )
    if any(not k for k, _ in flt.metadata):
        raise InvalidArgument(f"{field_name}.metadata", "has an empty key; keys are required")
    if len(flt.session_id.encode(errors="replace")) > limits.max_id_bytes:
        raise InvalidArgument(
            f"{field_name}.session_id", f"is longer than {limits.max_id_bytes} UTF-8 bytes"
        )
    if len(flt.text_contains.encode(errors="replace")) > MAX_TEXT_CONTAINS_BYTES:
        raise InvalidArgument(
            f"{field_name}.text_contains",
            f"is longer than {MAX_TEXT_CONTAINS_BYTES} UTF-8 bytes (a phrase to look for)",
        )
    for name, after, before in (
        ("created", flt.created_after, flt.created_before),
        ("updated", flt.updated_after, flt.updated_before),
    ):
        if after is not None and before is not None and after >= before:
            raise InvalidArgument(
                f"{field_name}.{name}_before",
                f"is not after {name}_after: the range holds no time; give before > after",
            )
