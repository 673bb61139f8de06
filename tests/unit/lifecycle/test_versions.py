"""Which version of a fact a read sees: statuses replayed from events, the one visibility
predicate, the current version of a replaced memory, and the whole chain (History)."""

from __future__ import annotations

from dataclasses import replace

from memoryd.core.lifecycle.versions import (
    MAX_CHAIN_HOPS,
    chain,
    current_versions,
    newer_values,
    status_at,
    visible_at,
)
from memoryd.core.types import Event, MemoryRecord, MemoryType, Scope, Source, Status

SCOPE = Scope("versions-user")
ACTIVE = {Status.ACTIVE}


def record(n: int, status: Status = Status.ACTIVE, **fields) -> MemoryRecord:
    return MemoryRecord(
        id=bytes([n]) * 16, scope=fields.pop("scope", SCOPE), content=f"fact {n}",
        memory_type=MemoryType.SEMANTIC, importance=0.5, confidence=0.9,
        source=Source.USER_INPUT, status=status, tags=(), metadata={},
        created_at=fields.pop("created_at", 100.0), updated_at=100.0, **fields,
    )  # fmt: skip


def reader(*records: MemoryRecord):
    by_id = {r.id: r for r in records}
    return lambda ids: [by_id.get(i) for i in ids]


def test_status_at_reads_events_by_time_not_by_order():
    r = replace(
        record(1, Status.SUPERSEDED, created_at=100.0),
        events=(Event(100.0, "created"), Event(900.0, "redacted"), Event(300.0, "superseded")),
    )
    assert status_at(r, 50.0) is Status.SUPERSEDED  # before any event: as it is now
    assert status_at(r, 200.0) is Status.ACTIVE
    assert status_at(r, 400.0) is Status.SUPERSEDED


def test_visible_at_needs_written_in_status_and_unexpired():
    r = record(1, created_at=100.0, expires_at=500.0)
    assert visible_at(r, 200.0, ACTIVE, replay=False)
    assert not visible_at(r, 50.0, ACTIVE, replay=False)  # not written yet
    assert not visible_at(r, 500.0, ACTIVE, replay=False)  # expired at that moment
    assert not visible_at(r, 200.0, {Status.SUPERSEDED}, replay=False)


def test_visible_at_under_replay_reads_the_status_of_then():
    r = replace(
        record(1, Status.SUPERSEDED),
        events=(Event(100.0, "created"), Event(300.0, "superseded")),
    )
    assert visible_at(r, 200.0, ACTIVE, replay=True)
    assert not visible_at(r, 200.0, ACTIVE, replay=False)


def test_current_versions_follow_the_chain_to_the_active_one():
    v1 = record(1, Status.SUPERSEDED, superseded_by=bytes([2]) * 16)
    v2 = record(2, Status.SUPERSEDED, superseded_by=bytes([3]) * 16)
    v3 = record(3)
    found = current_versions([v1], reader(v2, v3), at=1_000.0, replay=False)
    assert found == {v1.id: v3}


def test_current_versions_leave_out_chains_into_another_pool_or_nowhere():
    other = record(2, scope=Scope("someone-else"))
    v1 = record(1, Status.SUPERSEDED, superseded_by=other.id)
    lost = record(4, Status.SUPERSEDED, superseded_by=bytes([9]) * 16)
    suppressed = record(5, Status.SUPPRESSED)
    v6 = record(6, Status.SUPERSEDED, superseded_by=suppressed.id)
    read = reader(other, suppressed)
    assert current_versions([v1, lost, v6], read, at=1_000.0, replay=False) == {}


def test_current_versions_stop_after_max_chain_hops():
    n = MAX_CHAIN_HOPS + 2
    links = [record(i, Status.SUPERSEDED, superseded_by=bytes([i + 1]) * 16) for i in range(1, n)]
    end = record(n)
    assert current_versions([links[0]], reader(*links, end), 1_000.0, replay=False) == {}
    near = links[-3]
    assert current_versions([near], reader(*links, end), 1_000.0, replay=False) == {near.id: end}


def test_chain_walks_both_directions_within_the_pool_oldest_first():
    a = record(1, Status.SUPERSEDED, created_at=10.0, superseded_by=bytes([2]) * 16)
    b = record(2, created_at=20.0, supersedes=(a.id, bytes([3]) * 16))
    c = record(3, Status.SUPERSEDED, created_at=15.0, superseded_by=b.id)
    stranger = record(3, scope=Scope("someone-else"))
    assert [r.id for r in chain(b, reader(a, b, c))] == [a.id, c.id, b.id]
    assert [r.id for r in chain(a, reader(a, b, stranger))] == [a.id, b.id]


def _id(n: int) -> bytes:
    return bytes([n]) * 16


def test_newer_values_follow_outranking_links_to_the_newest_active_memory():
    a = record(1, outranked_by=(_id(2),))  # a fact, a newer value of it, a newer one still
    b = record(2, outranked_by=(_id(3),))
    c = record(3)
    found = newer_values([a], reader(b, c), at=1_000.0, replay=False)
    assert found == {c.id: (c, frozenset({a.id}))}  # the head of the chain only
    gone = record(4, Status.DELETED)
    d = record(5, outranked_by=(gone.id,))  # outranked only by a memory no longer active
    e = record(6, outranked_by=(d.id,))
    assert newer_values([e], reader(d, gone), at=1_000.0, replay=False) == {
        d.id: (d, frozenset({e.id}))
    }


def test_newer_values_leave_out_another_pool_an_inactive_or_unwritten_memory_and_cycles():
    other = record(2, scope=Scope("someone-else"))
    gone = record(3, Status.DELETED)
    later = record(4, created_at=5_000.0)  # not written yet at the time read
    a = record(1, outranked_by=(other.id, gone.id, later.id, _id(9)))
    loop = record(5, outranked_by=(_id(6),))
    back = record(6, outranked_by=(_id(5),))
    read = reader(other, gone, later, loop, back)
    assert newer_values([a], read, at=1_000.0, replay=False) == {}
    found = newer_values([loop], read, at=1_000.0, replay=False)  # a cycle ends where it began
    assert found == {back.id: (back, frozenset({loop.id}))}


def test_newer_values_do_not_follow_a_link_to_another_occasion():
    # "Yesterday I helped the kids with homework" ranked below "Tonight I helped ...": the
    # newer one is another occasion, no newer value; a newer value beside it is still followed
    a = record(1, outranked_by=(_id(2), _id(3)), later_occasions=(_id(2),))
    occasion, value = record(2), record(3)
    found = newer_values([a], reader(occasion, value), at=1_000.0, replay=False)
    assert found == {value.id: (value, frozenset({a.id}))}
    b = record(4, outranked_by=(_id(2),), later_occasions=(_id(2),))
    assert newer_values([b], reader(occasion), at=1_000.0, replay=False) == {}


def test_newer_values_of_a_memory_no_newer_one_outranks_are_none():
    kept = [record(1), record(2, Status.SUPERSEDED)]
    assert newer_values(kept, reader(), at=1_000.0, replay=False) == {}
