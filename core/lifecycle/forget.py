"""Forget: delete, suppress or restore memories of one pool, chosen by id, by the session they
were written in, or by tag. Restoring a replaced memory undoes its verdict: it stands on its
own again and its successor lets go of it."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from memoryd.core.config import LimitsConfig
from memoryd.core.errors import InvalidArgument, NotFound
from memoryd.core.ids import id_to_str
from memoryd.core.lifecycle import transitions
from memoryd.core.store.records import Change, Records
from memoryd.core.types import EventAction, ForgetMode, MemoryRecord, Scope, Status
from memoryd.core.validation import check_ids, check_scope

# select(scope, session, tags) -> ids of the pool's memories written in session or tagged so.
Selector = Callable[[Scope, str, set[str]], list[bytes]]


@dataclass(frozen=True, slots=True)
class Forgetting:
    """Forget for one engine: the records it reads and changes, and the session buffers it
    erases along with a session's memories."""

    limits: LimitsConfig
    records: Records
    select: Selector
    erase_session: Callable[[Scope], None]

    def forget(
        self,
        scope: Scope,
        ids: Sequence[str],
        mode: ForgetMode,
        now: float,
        session: str = "",
        tags: Sequence[str] = (),
    ) -> list[bytes]:
        """Return the ids changed after deleting, suppressing or restoring the listed ``ids``
        (all must be in ``scope``'s pool, or nothing changes and NotFound lists the missing)
        plus every memory of the pool written in ``session`` or carrying any of ``tags``."""
        check_scope(scope, self.limits)
        if not ids and not session and not tags:
            raise InvalidArgument("ids", "is required unless a session or tags select memories")
        raw_ids = list(dict.fromkeys(check_ids(list(ids), self.limits))) if ids else []
        records = self.records.read(raw_ids)
        missing = [
            id_to_str(i)
            for i, r in zip(raw_ids, records, strict=True)
            if r is None or not r.scope.same_pool(scope)
        ]
        if missing:
            raise NotFound(f"not in this scope, nothing was changed: {', '.join(missing)}")
        if session or tags:
            chosen = self.select(scope, session, set(tags))
            raw_ids = list(dict.fromkeys(raw_ids + chosen))
        if session and mode is ForgetMode.DELETE:
            # Erasing a session erases what was said in it too, not only what was learnt.
            self.erase_session(Scope(scope.user_id, scope.agent_id, session_id=session))
        if not raw_ids:
            return []
        if mode is ForgetMode.DELETE:
            return self.records.delete(scope.pool_key, raw_ids).ids()
        if mode is ForgetMode.SUPPRESS:
            return self._apply(dict.fromkeys(raw_ids, functools.partial(suppressed, now=now)))
        # A replaced memory brought back -> its successor, filled inside the transaction.
        successors: dict[bytes, bytes] = {}
        change = functools.partial(restored, now=now, successors=successors)
        changed = self._apply(dict.fromkeys(raw_ids, change))
        if successors:  # the successors let go of them
            unlink: dict[bytes, Change] = {
                new: functools.partial(transitions.unlinked, old_id=old, now=now)
                for old, new in successors.items()
            }
            self._apply(unlink)  # not reported: letting go of a link restores nothing
        return changed

    def _apply(self, changes: dict[bytes, Change]) -> list[bytes]:
        """Return the ids changed after one durable commit of each id's change."""
        batch = self.records.batch()
        for memory_id, change in changes.items():
            batch.mutate(memory_id, change)
        return batch.commit(items=len(changes)).ids()


def suppressed(record: MemoryRecord, now: float) -> MemoryRecord | None:
    """Return ``record`` suppressed (never recalled until restored); None when it is already."""
    if record.status is Status.SUPPRESSED:
        return None
    return transitions.with_status(
        record, Status.SUPPRESSED, now=now, action=EventAction.SUPPRESSED
    )


def restored(
    record: MemoryRecord, now: float, successors: dict[bytes, bytes]
) -> MemoryRecord | None:
    """Return ``record`` active again (None when it is not suppressed, archived or replaced);
    a replaced one has its verdict undone, and its successor is noted in ``successors``."""
    if record.status is Status.SUPERSEDED and record.superseded_by:  # undo a verdict
        successors[record.id] = record.superseded_by
        return transitions.unsuperseded(record, now)
    if record.status not in (Status.SUPPRESSED, Status.ARCHIVED):
        return None
    return transitions.with_status(record, Status.ACTIVE, now=now, action=EventAction.RESTORED)
