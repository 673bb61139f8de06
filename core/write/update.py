"""Update: what changing a memory does to its record. Pure functions, applied inside the write
transaction by Updater (the last part of this module).

New content makes a new version: a new record (new id, version + 1, ``supersedes`` the old
one) and the old record becomes history (status SUPERSEDED, ``superseded_by`` the new one) —
the same chain a superseding Remember builds, with reason "updated". Every other field changes
in place: version + 1, updated_at moved, and an "updated" event naming the fields.

Only ACTIVE memories can be updated: a superseded one is history (update its current version),
a suppressed or archived one must be restored first, an expired one has ended. That is refused
as INVALID_ARGUMENT on ``id`` (the request asks for something this memory does not allow).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace

import numpy as np

from memoryd.core.config import EngineConfig, LimitsConfig
from memoryd.core.embedding import Embedder
from memoryd.core.errors import InvalidArgument, NotFound, WrongState
from memoryd.core.ids import id_to_str, new_id
from memoryd.core.lifecycle.transitions import replaced_by
from memoryd.core.store.records import Records
from memoryd.core.text.attributes import stated as stated_attributes
from memoryd.core.text.mood import bygone
from memoryd.core.types import (
    Event,
    EventAction,
    MemoryInput,
    MemoryRecord,
    MemoryUpdate,
    Scope,
    Status,
    UpdateResult,
)
from memoryd.core.validation import check_input, check_scope
from memoryd.core.write.prepare import NO_PREFIX, Preparer
from memoryd.core.write.remember import IndexNew

REASON = EventAction.UPDATED


def fields_set(change: MemoryUpdate) -> list[str]:
    """Return the names of the fields ``change`` sets, content excluded, in proto order."""
    names = [
        ("memory_type", change.memory_type is not None),
        ("importance", change.importance is not None),
        ("confidence", change.confidence is not None),
        ("tags", change.tags is not None),
        ("metadata", bool(change.metadata)),
        ("expires_at", change.expires_at is not None or change.clear_expires_at),
    ]
    return [name for name, given in names if given]


def merged_metadata(current: dict[str, str], changes: dict[str, str]) -> dict[str, str]:
    """Return ``current`` with ``changes`` merged in; an empty value removes its key."""
    out = dict(current)
    for key, value in changes.items():
        if value:
            out[key] = value
        else:
            out.pop(key, None)
    return out


def _expires(current: MemoryRecord, change: MemoryUpdate) -> float | None:
    if change.clear_expires_at:
        return None
    return change.expires_at if change.expires_at is not None else current.expires_at


def check_update(
    change: MemoryUpdate, current: MemoryRecord, limits: LimitsConfig, dim: int
) -> np.ndarray | None:
    """Return the client's unit vector for the new content, if given; raise InvalidArgument
    unless ``change`` can be applied to ``current`` (checked like Remember, on the memory as
    it would be after the change)."""
    if change.embedding is not None and change.content is None:
        raise InvalidArgument(
            "embedding", "is only allowed with new content (the vector of that content)"
        )
    if change.content is None and not fields_set(change):
        raise InvalidArgument(
            "content", "nothing to change: set content or at least one other field"
        )
    if current.status is not Status.ACTIVE:
        hint = {
            Status.SUPERSEDED: f"it was replaced by {id_to_str(current.superseded_by or b'')}; "
            "update the current version",
            Status.SUPPRESSED: "restore it first (Forget with FORGET_MODE_RESTORE)",
            Status.ARCHIVED: "restore it first (Forget with FORGET_MODE_RESTORE)",
        }.get(current.status, "it can no longer change")
        raise WrongState(
            f"id: memory {id_to_str(current.id)} is {current.status.value}; only active "
            f"memories can be updated ({hint})"
        )
    if change.expires_at is not None and change.clear_expires_at:
        raise InvalidArgument(
            "expires_at", "is set together with clear_expires_at; give one or the other"
        )
    after = MemoryInput(
        scope=current.scope,
        content=change.content if change.content is not None else current.content,
        memory_type=change.memory_type or current.memory_type,
        importance=change.importance if change.importance is not None else current.importance,
        confidence=change.confidence if change.confidence is not None else current.confidence,
        source=current.source,
        tags=change.tags if change.tags is not None else current.tags,
        metadata=merged_metadata(current.metadata, change.metadata),
        embedding=change.embedding,
        created_at=current.created_at,
        # Only a new expiry is checked: one set earlier (and maybe passed) stays as it was.
        expires_at=change.expires_at,
        typed=change.memory_type is not None or bool(current.typed),
    )
    if any(not key for key in change.metadata):
        raise InvalidArgument("metadata", "keys must be non-empty")
    # now = created_at: the memory's own date is never "in the future" of itself.
    return check_input(after, limits, dim, max(current.created_at, 0.0))


def _apply_fields(record: MemoryRecord, change: MemoryUpdate) -> MemoryRecord:
    return replace(
        record,
        memory_type=change.memory_type or record.memory_type,
        typed=True if change.memory_type is not None else record.typed,
        importance=change.importance if change.importance is not None else record.importance,
        confidence=change.confidence if change.confidence is not None else record.confidence,
        tags=tuple(dict.fromkeys(change.tags)) if change.tags is not None else record.tags,
        metadata=merged_metadata(record.metadata, change.metadata),
        expires_at=_expires(record, change),
    )


def changed_in_place(record: MemoryRecord, change: MemoryUpdate, now: float) -> MemoryRecord:
    """Return ``record`` with the fields of ``change`` (content excluded) applied: version + 1,
    updated_at ``now``, and an "updated" event naming the fields."""
    out = _apply_fields(record, change)
    return replace(
        out,
        version=record.version + 1,
        updated_at=now,
        events=(*record.events, Event(now, REASON, ", ".join(fields_set(change)))),
    )


def new_version(
    current: MemoryRecord,
    change: MemoryUpdate,
    *,
    new_id: bytes,
    content: str,
    now: float,
    model_id: str,
    redaction_note: str = "",
) -> MemoryRecord:
    """Return the new version of ``current`` holding ``content`` (already redacted), with the
    other fields of ``change`` applied: created now, version + 1, supersedes ``current``, its
    access statistics carried over (it is the same memory, corrected). Its session is the
    caller's, or the old version's when the caller gives none."""
    scope = Scope(
        current.scope.user_id,
        current.scope.agent_id,
        change.scope.session_id or current.scope.session_id,
    )
    events = [
        Event(now, EventAction.CREATED),
        Event(now, EventAction.SUPERSEDES, REASON, current.id),
    ]
    if redaction_note:
        events.append(Event(now, EventAction.REDACTED, redaction_note))
    return replace(
        _apply_fields(current, change),
        id=new_id,
        scope=scope,
        content=content,
        status=Status.ACTIVE,
        created_at=now,
        updated_at=now,
        version=current.version + 1,
        superseded_by=None,
        supersedes=(current.id,),
        embedding_model=model_id,
        events=tuple(events),
        tier=None,
        # read from the new text, not kept from the old one's
        attributes=stated_attributes(content),
        told_as_past=bygone(content),
    )


def superseded(old: MemoryRecord, new_id: bytes, now: float) -> MemoryRecord | None:
    """Return ``old`` made history by its new version ``new_id``; None when it is no longer
    active (changed since it was read: the update must not happen)."""
    if old.status is not Status.ACTIVE:
        return None
    return replaced_by(old, new_id, now=now, at=now, action=EventAction.SUPERSEDED, reason=REASON)


class Updater:
    """Update for one engine: the pure rules above, applied through Records; thread-safe."""

    def __init__(
        self,
        config: EngineConfig,
        *,
        records: Records,
        preparer: Preparer,
        embedder: Embedder,
        index_new: IndexNew,
        get: Callable[[Scope, bytes], MemoryRecord],
    ) -> None:
        self._config = config
        self._records = records
        self._preparer = preparer
        self._embedder = embedder
        self._index_new = index_new
        self._get = get

    def update(self, change: MemoryUpdate) -> UpdateResult:
        """Return the memory as it now is after ``change``: new content makes a new version
        that supersedes it, other fields change in place. NotFound for an id outside the pool;
        InvalidArgument for bad values or a memory that is not active."""
        limits = self._config.limits
        check_scope(change.scope, limits)
        current = self._get(change.scope, change.id)
        vector = check_update(change, current, limits, self._embedder.dimension)
        now = time.time()
        content, note = None, ""
        if change.content is not None:
            (item,), (kinds,) = self._preparer.redacted(
                [MemoryInput(change.scope, change.content)], NO_PREFIX
            )
            if item.content != current.content or vector is not None:
                content = item.content
                if kinds:
                    note = f"{self._config.sensitive_data}: {', '.join(kinds)}"
        if content is None:  # in place
            if not fields_set(change):  # the same text again, nothing else: no change
                return UpdateResult(current)
            in_place = self._records.batch()
            in_place.mutate(
                change.id,
                lambda r: changed_in_place(r, change, now) if r.status is Status.ACTIVE else None,
            )
            if not in_place.commit():
                raise InvalidArgument("id", "the memory changed meanwhile and is not active")
            record = self._records.read([change.id])[0]
            if record is None:
                raise NotFound(f"memory {id_to_str(change.id)} is not in this scope")
            return UpdateResult(record)
        if vector is None:
            vector = self._embedder.embed_passages([content])[0]
        new = new_version(
            current, change, new_id=new_id(), content=content, now=now,
            model_id=self._embedder.model_id, redaction_note=note,
        )  # fmt: skip
        versioned = self._records.batch()
        versioned.mutate(current.id, lambda r: superseded(r, new.id, now))
        # written only when the old version was active
        versioned.put_new(
            new, vector, (current.access_count, current.last_accessed_at), if_mutated=True
        )
        if not versioned.commit():  # suppressed or deleted meanwhile: nothing was stored
            raise InvalidArgument("id", "the memory changed meanwhile and is not active")
        self._index_new([(new, vector)], now)
        return UpdateResult(new, (current.id,))
