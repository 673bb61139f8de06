"""Export and import: a memory's portable form, and what an import must pass before anything is
stored. Pure functions; the engine reads and writes (MemoryEngine.export_records,
MemoryEngine.import_records).

The portable form (``ExportItem``) is the stored record — content, type, importance,
confidence, source, status, version chain (supersedes / superseded_by), events (history,
redaction notes included), timestamps, access statistics, session, tags, metadata, embedding
model — and optionally its vector. The tier is left out: it follows from the memory's age and
the pool's size, and import places the memory again (a copied tier would soon be wrong).

Existing ids on import: skipped by default; replaced with ``overwrite``, but only by a record
of the same pool — a memory never moves between pools, whatever the flag. Texts are stored as
exported: the sensitive-data policy was applied when they were first written (a re-masking
would change them). Pool-level lifecycle figures (Stats' merge rate, hit rate...) are not
records and are not exported.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from memoryd.core.attributes import stated as stated_attributes
from memoryd.core.config import LimitsConfig
from memoryd.core.errors import InvalidArgument
from memoryd.core.ids import ID_BYTES, id_to_str
from memoryd.core.ranges import MAX_COUNT
from memoryd.core.types import MemoryInput, MemoryRecord, Status
from memoryd.core.validation import check_input, check_scope, check_time, check_vector

# Records of one Import call: it is validated and committed as a whole, in memory.
MAX_IMPORT_RECORDS = 100_000
# A stored vector is a unit vector; one this close to unit length is kept bit for bit (so an
# export -> import -> export round-trip is exact), a farther one is normalised.
_UNIT_TOLERANCE = 1e-4


@dataclass(frozen=True, slots=True)
class ExportItem:
    """One memory as exported and imported.

    ``record.tier`` is always None. ``vector`` is the stored float32 unit vector, shape
    (dim,), of model ``record.embedding_model``; None when vectors were not asked for (an
    import then embeds the text with the server's model).
    """

    record: MemoryRecord
    vector: np.ndarray | None = None


class Placement(enum.Enum):
    """What an import does with one record."""

    NEW = "new"  # the id is not stored: stored
    SKIP = "skip"  # the id is stored and overwrite is off: left as it is
    REPLACE = "replace"  # the id is stored in the same pool and overwrite is on: replaced


@dataclass(frozen=True, slots=True)
class ImportResult:
    """What an import did: records stored (replaced ones included), skipped, replaced."""

    imported: int
    skipped: int
    replaced: int


def exportable(record: MemoryRecord, vector: np.ndarray | None = None) -> ExportItem:
    """Return the portable form of a stored record (its tier dropped) and its vector."""
    return ExportItem(replace(record, tier=None), vector)


def wanted(record: MemoryRecord, statuses: frozenset[Status] | None) -> bool:
    """Return True when an export with this status filter (None: every status) takes it."""
    return statuses is None or record.status in statuses


def _check_link(link: bytes | None, field: str) -> None:
    if link is not None and len(link) != ID_BYTES:
        raise InvalidArgument(field, "is not a memory id (32 lowercase hex characters)")


def _check_vector(
    vector: np.ndarray, model: str, model_id: str, dim: int, field: str
) -> np.ndarray:
    """Return ``vector`` (of model ``model``) as it will be stored: bit for bit when it is a
    unit vector, else normalised; InvalidArgument for another model or dimension."""
    given = np.asarray(vector, dtype=np.float32)
    if model != model_id or given.ndim != 1 or given.shape[0] != dim:
        shown = given.shape[0] if given.ndim == 1 else given.shape
        raise InvalidArgument(
            field,
            f"is a vector of {model or 'an unnamed model'!s} with {shown} values; this server "
            f"holds vectors of {model_id} ({dim}-d) and vectors of different models never mix "
            "(export without vectors to have the text embedded here)",
        )
    unit = check_vector(given, dim, field)  # finite, not zero
    norm = float(np.linalg.norm(given.astype(np.float64)))
    return np.ascontiguousarray(given) if abs(norm - 1.0) <= _UNIT_TOLERANCE else unit


def check_import(
    items: Sequence[ExportItem],
    limits: LimitsConfig,
    model_id: str,
    dim: int,
    prefix: str = "records",
) -> list[np.ndarray | None]:
    """Return each item's vector as it will be stored (None: to be embedded here), aligned
    with ``items``; raise InvalidArgument naming ``{prefix}[i]`` and the field for the first
    record that cannot be restored.

    A record is checked like a Remember item (scope, content, type, importance, confidence,
    tags, metadata), and for what only an import carries: a status that is stored (not
    DELETED), version >= 1, times after 1970, well-formed links and events, ids unique within
    the call, and vectors of this server's model and dimension.
    """
    if not items:
        raise InvalidArgument(prefix, "is empty; send at least one record")
    if len(items) > MAX_IMPORT_RECORDS:
        raise InvalidArgument(
            prefix,
            f"has {len(items)} records; one call imports at most {MAX_IMPORT_RECORDS} "
            "(it is validated and committed as a whole, in memory): split the file",
        )
    seen: dict[bytes, int] = {}
    vectors: list[np.ndarray | None] = []
    for i, item in enumerate(items):
        p = f"{prefix}[{i}]."
        r = item.record
        if len(r.id) != ID_BYTES:
            raise InvalidArgument(f"{p}memory.id", "is not a memory id (32 hex characters)")
        if r.id in seen:
            raise InvalidArgument(
                f"{p}memory.id",
                f"{id_to_str(r.id)} is also {prefix}[{seen[r.id]}]; each id at most once a call",
            )
        seen[r.id] = i
        check_scope(r.scope, limits, f"{p}memory.scope")
        # The Remember checks; times are checked below (an import restores past and future
        # dates as they were, e.g. an expiry that has passed).
        as_input = MemoryInput(
            scope=r.scope,
            content=r.content,
            memory_type=r.memory_type,
            importance=r.importance,
            confidence=r.confidence,
            source=r.source,
            tags=r.tags,
            metadata=r.metadata,
        )
        check_input(as_input, limits, dim, 0.0, f"{p}memory.")
        if r.status is Status.DELETED:
            raise InvalidArgument(
                f"{p}memory.status", "is DELETED; only stored statuses can be imported"
            )
        if not 1 <= r.version <= MAX_COUNT:
            raise InvalidArgument(
                f"{p}memory.version", f"is {r.version}; it must be 1..2^53 ({MAX_COUNT})"
            )
        if not 0 <= r.access_count <= MAX_COUNT:
            raise InvalidArgument(
                f"{p}memory.access_count", f"is {r.access_count}; it must be 0..2^53 ({MAX_COUNT})"
            )
        for name in ("created_at", "updated_at", "last_accessed_at", "expires_at"):
            check_time(getattr(r, name), f"{p}memory.{name}")
        if r.created_at <= 0:
            raise InvalidArgument(f"{p}memory.created_at", "is required (a time after 1970)")
        _check_link(r.superseded_by, f"{p}memory.superseded_by")
        for j, link in enumerate(r.supersedes):
            _check_link(link, f"{p}memory.supersedes[{j}]")
        for j, event in enumerate(r.events):
            check_time(event.at, f"{p}events[{j}].at")
            if not event.action:
                raise InvalidArgument(f"{p}events[{j}].action", "is required (e.g. created)")
            _check_link(event.related_id, f"{p}events[{j}].related_id")
        vectors.append(
            None
            if item.vector is None
            else _check_vector(item.vector, r.embedding_model, model_id, dim, f"{p}embedding")
        )
    return vectors


def place(
    items: Sequence[ExportItem],
    stored: Sequence[MemoryRecord | None],
    overwrite: bool,
    prefix: str = "records",
) -> list[Placement]:
    """Return what the import does with each item given the record stored under its id now
    (None: none); InvalidArgument when ``overwrite`` would move a memory between pools."""
    out = []
    for i, (item, current) in enumerate(zip(items, stored, strict=True)):
        if current is None:
            out.append(Placement.NEW)
        elif not overwrite:
            out.append(Placement.SKIP)
        elif not current.scope.same_pool(item.record.scope):
            raise InvalidArgument(
                f"{prefix}[{i}].memory.id",
                f"{id_to_str(item.record.id)} is stored in another pool; overwrite replaces "
                "memories of the same pool only (a memory never moves between pools)",
            )
        else:
            out.append(Placement.REPLACE)
    return out


def restored(item: ExportItem, model_id: str) -> MemoryRecord:
    """Return the record to store for an imported item: as exported, without a tier; a
    record that came without a vector is embedded here, so it names this server's model.
    The attributes its text states are read here (an export does not carry them)."""
    record = replace(item.record, tier=None)
    if record.attributes is None:
        record = replace(record, attributes=stated_attributes(record.content))
    if item.vector is None:
        record = replace(record, embedding_model=model_id)
    return record
