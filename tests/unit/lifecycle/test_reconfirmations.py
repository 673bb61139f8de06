"""A record keeps a bounded number of re-confirmation events, counts the older ones exactly in
one "folded" event, and keeps every other event as it was (replays read those)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from memoryd.core.lifecycle.transitions import MAX_RECONFIRMATIONS, reconfirmed
from memoryd.core.lifecycle.versions import status_at
from memoryd.core.types import (
    Event,
    EventAction,
    MemoryRecord,
    MemoryType,
    Scope,
    Source,
    Status,
)

# What happens to a memory: re-confirmed (merged, restated, refined in place), or an event
# that changes or explains its status.
AGAIN = (EventAction.MERGED, EventAction.RESTATED, EventAction.REFINED)
OTHER = (EventAction.OUTRANKED, EventAction.SUPPRESSED, EventAction.RESTORED, EventAction.UPDATED)
steps = st.lists(st.tuples(st.booleans(), st.integers(0, 3)), max_size=3 * MAX_RECONFIRMATIONS)


def _folded(events: tuple[Event, ...]) -> int:
    tally = [e for e in events if e.action == EventAction.FOLDED]
    assert len(tally) <= 1
    return int(re.match(r"^(\d+) ", tally[0].reason).group(1)) if tally else 0


@given(steps)
@settings(max_examples=150, deadline=None)
def test_every_re_confirmation_is_kept_or_counted_and_nothing_else_is_touched(plan):
    events: tuple[Event, ...] = (Event(0.0, EventAction.CREATED),)
    others: list[Event] = [events[0]]
    said = 0
    for n, (again, kind) in enumerate(plan, start=1):
        if again:
            said += 1
            events = reconfirmed(events, Event(float(n), AGAIN[kind % 3], f"again {n}"))
        else:
            event = Event(float(n), OTHER[kind], f"other {n}", b"x" * 16 if kind == 0 else None)
            others.append(event)
            events = (*events, event)
        kept = [e for e in events if e.action in AGAIN]
        assert len(kept) == min(said, MAX_RECONFIRMATIONS)
        assert len(kept) + _folded(events) == said  # exact: none lost, none counted twice
        assert [e for e in events if e.action not in AGAIN and e.action != EventAction.FOLDED] == (
            others
        )
        # The newest re-confirmations are the ones kept, in order.
        newest = [f"again {m}" for m, (a, _) in enumerate(plan[:n], start=1) if a]
        assert [e.reason for e in kept] == newest[len(newest) - len(kept) :]


def test_folding_never_changes_what_a_replay_sees():
    events: tuple[Event, ...] = (Event(0.0, EventAction.CREATED),)
    for n in range(1, 100):
        events = reconfirmed(events, Event(float(n), EventAction.REFINED, "more detail"))
    r = MemoryRecord(
        id=b"r" * 16, scope=Scope("u"), content="fact", memory_type=MemoryType.SEMANTIC,
        importance=0.5, confidence=0.9, source=Source.USER_INPUT, status=Status.ACTIVE, tags=(),
        metadata={}, created_at=0.0, updated_at=0.0, events=events,
    )  # fmt: skip
    assert len(events) == MAX_RECONFIRMATIONS + 2  # created, the tally, the newest 32
    assert all(status_at(r, at) is Status.ACTIVE for at in (0.5, 50.0, 1_000.0))
