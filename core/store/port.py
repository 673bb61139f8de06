"""Export and import: a memory's portable form, and what an import must pass before anything is
stored (pure functions), and the ``Porter`` that reads a pool out and commits an import
through ``Records`` (MemoryEngine.export_records / import_records delegate to it).

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
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace

import numpy as np

from memoryd.core.config import LimitsConfig
from memoryd.core.embedding import Embedder
from memoryd.core.errors import InvalidArgument
from memoryd.core.ids import ID_BYTES, id_to_str
from memoryd.core.ranges import MAX_COUNT
from memoryd.core.store.records import Records
from memoryd.core.types import MemoryInput, MemoryRecord, Scope, Status
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


# The attributes a text states (memoryd.core.text.attributes.stated), and whether it tells
# what was (memoryd.core.text.mood.bygone): store/ reads no text itself, so the engine passes
# them in.
Stated = Callable[[str], tuple[str, ...]]
ToldAsPast = Callable[[str], bool]


def restored(
    item: ExportItem, model_id: str, stated: Stated, told_as_past: ToldAsPast
) -> MemoryRecord:
    """Return the record to store for an imported item: as exported, without a tier; a
    record that came without a vector is embedded here, so it names this server's model.
    What its text states and whether it tells the past are read here (an export does not
    carry them)."""
    record = replace(item.record, tier=None, told_as_past=told_as_past(item.record.content))
    if record.attributes is None:
        record = replace(record, attributes=stated(record.content))
    if item.vector is None:
        record = replace(record, embedding_model=model_id)
    return record


# Indexes committed new memories (tiers, keyword index, counts, recent route) at ``now``.
IndexNew = Callable[[list[tuple[MemoryRecord, np.ndarray]], float], None]


class Porter:
    """Reads pools out in the portable form and commits imports through ``Records``.
    Thread-safe: one import at a time (``lock``, also held by the engine's checkpoint), exports
    run beside anything."""

    _BATCH = 256  # records read a transaction while an export streams

    def __init__(
        self,
        records: Records,
        embedder: Embedder,
        index_new: IndexNew,
        pool_keys: Callable[[], list[bytes]],
        limits: LimitsConfig,
        model_id: str,
        dimension: int,
        stated: Stated,
        told_as_past: ToldAsPast,
    ) -> None:
        self._records = records
        self._stated = stated
        self._told_as_past = told_as_past
        self._embedder = embedder
        self._index_new = index_new
        self._pool_keys = pool_keys
        self._limits = limits
        self._model_id = model_id
        self._dim = dimension
        self.lock = threading.Lock()  # ids checked, then committed, with no import in between

    def export(
        self, scope: Scope | None, statuses: frozenset[Status] | None, vectors: bool
    ) -> Iterator[ExportItem]:
        """Return an iterator over ``scope``'s pool (every pool when None), pool by pool, by
        id; arguments are checked now, records read in batches as it is consumed."""
        if scope is not None:
            check_scope(scope, self._limits)
            pools = [scope.pool_key]
        else:
            pools = sorted(self._pool_keys())
        return self._exported(pools, statuses, vectors)

    def _exported(
        self, pools: list[bytes], statuses: frozenset[Status] | None, vectors: bool
    ) -> Iterator[ExportItem]:
        for pool_key in pools:
            ids = self._records.store.pool_ids(pool_key)
            for start in range(0, len(ids), self._BATCH):
                records = [
                    r
                    for r in self._records.read(ids[start : start + self._BATCH])
                    if r is not None and r.scope.pool_key == pool_key and wanted(r, statuses)
                ]
                stored = (
                    self._records.vectors([r.id for r in records])
                    if vectors
                    else [None] * len(records)
                )
                for record, vector in zip(records, stored, strict=True):
                    yield exportable(record, vector)

    def import_(self, items: Sequence[ExportItem], overwrite: bool) -> ImportResult:
        """Return what an all-or-nothing import of ``items`` did: every record checked first,
        then one transaction, then indexed (recallable at once); records without a vector
        are embedded here."""
        vectors = check_import(items, self._limits, self._model_id, self._dim)
        with self.lock:
            stored = self._records.read([it.record.id for it in items], content=False)
            placed = place(items, stored, overwrite)
            todo = [i for i, p in enumerate(placed) if p is not Placement.SKIP]
            missing = [i for i in todo if vectors[i] is None]
            if missing:
                try:
                    embedded = self._embedder.embed_passages(
                        [items[i].record.content for i in missing]
                    )
                except InvalidArgument as exc:  # no model here: name the first record
                    raise InvalidArgument(f"records[{missing[0]}].embedding", exc.problem) from None
                for row, i in enumerate(missing):
                    vectors[i] = embedded[row]
            batch = self._records.batch()
            records: list[tuple[MemoryRecord, np.ndarray]] = []
            replaced = 0
            for i in todo:
                record = restored(items[i], self._model_id, self._stated, self._told_as_past)
                vector = vectors[i]
                if vector is None:  # filled above
                    raise AssertionError("an imported record without a vector")
                replacing = placed[i] is Placement.REPLACE
                replaced += replacing
                # A replaced memory's access history (and pending accesses) are not its.
                history = (record.access_count, record.last_accessed_at)
                batch.put_new(record, vector, history if any(history) else None,
                              replacing=replacing)  # fmt: skip
                records.append((record, vector))
            # One call, one transaction; counted as one write for the queue limit. What was
            # replaced is counted out and unindexed; it is re-indexed below, as it now is (the
            # same pool: place()).
            batch.commit(items=1)
            if records:
                self._index_new(records, time.time())
        return ImportResult(imported=len(todo), skipped=len(placed) - len(todo), replaced=replaced)
