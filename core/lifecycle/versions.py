"""Which version of a fact is visible when: a record's status at a moment (replays), the one
visibility predicate recall and the version chain share, the current version of a replaced
memory, and the whole chain a memory belongs to (History)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from memoryd.core.types import EventAction, MemoryRecord, Status

# read(ids) -> records (None when missing), in order.
Reader = Callable[[list[bytes]], list[MemoryRecord | None]]

_STATUS_AFTER: dict[str, Status] = {
    EventAction.CREATED: Status.ACTIVE,
    EventAction.SUPERSEDED: Status.SUPERSEDED,
    EventAction.REFINED: Status.SUPERSEDED,
    EventAction.RESTATES: Status.SUPERSEDED,  # a version of the memory it restates (core.write)
    EventAction.SUPPRESSED: Status.SUPPRESSED,
    EventAction.RESTORED: Status.ACTIVE,
    EventAction.ARCHIVED: Status.ARCHIVED,
    EventAction.EXPIRED: Status.EXPIRED,
}


def status_at(record: MemoryRecord, at: float) -> Status:
    """Return the status ``record`` had at time ``at`` (seconds since the epoch), from its
    events: a replay of the past sees a memory superseded since as still active."""
    # Events are in the order they were recorded, not by time: a backfilled memory's
    # "created" is dated in the past, a "redacted" note at storage time.
    status, when = None, float("-inf")
    for event in record.events:
        after = _STATUS_AFTER.get(event.action)
        if event.action == EventAction.REFINED and event.related_id is None:
            # "refined" also names a more detailed text joining this memory as a version
            # (memoryd.core.write.plan.absorber): a re-confirmation, which leaves it current.
            # Only the one with the newer memory's id (replaced_by) replaced it.
            continue
        if after is not None and when <= event.at <= at:
            status, when = after, event.at
    return status if status is not None else record.status


def status_of(record: MemoryRecord, at: float, replay: bool) -> Status:
    """Return ``record``'s status as a read at ``at`` sees it: as it was then (status_at)
    under ``replay``, else as it is."""
    return status_at(record, at) if replay else record.status


def visible_at(record: MemoryRecord, at: float, statuses: Collection[Status], replay: bool) -> bool:
    """Return True when ``record`` is one a read at ``at`` may return: written by then, in
    one of ``statuses`` (as it was then, under ``replay``) and not expired by then."""
    return (
        record.created_at <= at
        and status_of(record, at, replay) in statuses
        and (record.expires_at is None or record.expires_at > at)
    )


_ACTIVE = frozenset({Status.ACTIVE})
# A version chain longer than this is followed no further at recall (each hop is one read).
MAX_CHAIN_HOPS = 16


def current_versions(
    replaced: Sequence[MemoryRecord],
    read: Reader,
    at: float,
    replay: bool,
) -> dict[bytes, MemoryRecord]:
    """Return, for each replaced memory's id, the version of its fact that was active at ``at``
    (seconds since the epoch), following ``superseded_by`` links; memories whose chain ends
    in no active version (suppressed, archived, expired, deleted, another pool's, or longer
    than MAX_CHAIN_HOPS) are left out.

    Why: a question often matches the words of the value it replaced better than the words of
    the correction ("what do I do for a living?" vs "I work as a nurse" / "I changed careers,
    I'm an accountant now"); the chain is one fact, so a match on any of its versions is a
    match on its current one. ``read(ids)`` returns records (None when missing) in order;
    ``replay`` reads statuses as they were at ``at`` (status_at) instead of as they are.
    """

    out: dict[bytes, MemoryRecord] = {}
    # frontier: replaced memory's id -> the version reached so far (still replaced at ``at``)
    starts = {r.id: r for r in replaced}
    frontier = {r.id: r for r in replaced if r.superseded_by}
    for _ in range(MAX_CHAIN_HOPS):
        if not frontier:
            break
        wanted = sorted({r.superseded_by for r in frontier.values() if r.superseded_by})
        found = {r.id: r for r in read(wanted) if r is not None}
        following: dict[bytes, MemoryRecord] = {}
        for origin, version in frontier.items():
            start = starts[origin]
            successor = found.get(version.superseded_by or b"")
            if successor is None or not successor.scope.same_pool(start.scope):
                continue
            if visible_at(successor, at, _ACTIVE, replay):
                out[origin] = successor
            elif status_of(successor, at, replay) is Status.SUPERSEDED and successor.superseded_by:
                following[origin] = successor
        frontier = following
    return out


def chain(start: MemoryRecord, read: Reader) -> list[MemoryRecord]:
    """Return the version chain ``start`` belongs to (every record reached through
    ``supersedes`` / ``superseded_by`` links within its pool), oldest version first."""
    found = {start.id: start}
    frontier = [start]
    while frontier:
        links = {
            link
            for r in frontier
            for link in (*r.supersedes, *([r.superseded_by] if r.superseded_by else []))
            if link not in found
        }
        reached = [
            r for r in read(sorted(links)) if r is not None and r.scope.same_pool(start.scope)
        ]
        found.update((r.id, r) for r in reached)
        frontier = reached
    return sorted(found.values(), key=lambda r: (r.created_at, r.id))


def newer_values(
    kept: Sequence[MemoryRecord], read: Reader, at: float, replay: bool
) -> dict[bytes, tuple[MemoryRecord, frozenset[bytes]]]:
    """Return, for each newest memory active at ``at`` that outranks one of ``kept`` (a soft
    supersede: both active, the newer first; or the fact that history told late ranks below),
    the memory and the ids of the kept ones it outranks, directly or through a chain of such
    links (at most MAX_CHAIN_HOPS hops, each one read); only the heads of the chains, the ones
    no visible memory outranks in turn (a value told five times over stands for the latest, not
    for all five). ``replay`` reads statuses as they were at ``at`` (a link exists from the
    newer memory's write on). Another pool's memory is never one.

    Why: a correction the write path could only order, not replace, is often worded far from
    the question ("Down to 192 as of this morning!" for "How much do I weigh?"); found through
    the older value it outranks, it answers as that value would, as the current version of a
    replaced memory does (current_versions)."""
    records = {r.id: r for r in kept}
    origins: dict[bytes, set[bytes]] = {}
    outranked: set[bytes] = set()  # reached memories a visible newer one outranks in turn
    # frontier: a memory reached -> the kept ones it stands for
    frontier = {r.id: {r.id} for r in kept if _newer(r) and r.status is Status.ACTIVE}
    for _ in range(MAX_CHAIN_HOPS):
        if not frontier:
            break
        wanted = sorted({n for m in frontier for n in _newer(records[m])} - records.keys())
        records.update({r.id: r for r in read(wanted) if r is not None})
        following: dict[bytes, set[bytes]] = {}
        for m, stands_for in frontier.items():
            for n in _newer(records[m]):
                newer = records.get(n)
                if (
                    newer is None
                    or n in stands_for  # a cycle
                    or not newer.scope.same_pool(records[m].scope)
                    or not visible_at(newer, at, _ACTIVE, replay)
                ):
                    continue
                outranked.add(m)
                origins.setdefault(n, set()).update(stands_for)
                following.setdefault(n, set()).update(stands_for)
        frontier = {n: o for n, o in following.items() if _newer(records[n])}
    return {n: (records[n], frozenset(o)) for n, o in origins.items() if n not in outranked}


def _newer(record: MemoryRecord) -> tuple[bytes, ...]:
    """Return the memories that outrank ``record`` as a newer value of it: not those that
    tell another occasion of its event (MemoryRecord.later_occasions), which rank above it when
    both are in an answer but stand for nothing."""
    if not record.later_occasions:
        return record.outranked_by
    return tuple(n for n in record.outranked_by if n not in record.later_occasions)
