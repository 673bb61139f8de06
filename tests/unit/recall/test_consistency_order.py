"""Time orders an answer without changing what is in it (memoryd.core.recall.consistency):
for any ranking of memories linked by soft supersedes (an older one ``outranked_by`` newer
ones, as the write path stores them), the answer's top ``window`` holds the same memories,
every memory stays exactly once, and a newer memory inside the window sits above every older
one it outranks there; the links the write path was sure of (``outdated_by``) move the older
one out of the window."""

from __future__ import annotations

import time

from hypothesis import given, settings
from hypothesis import strategies as st

from memoryd.core.recall.consistency import consistent, outranked_after
from memoryd.core.types import Hit, MemoryRecord, MemoryType, Scope, Source, Status


def _hit(
    n: int, outranked_by: tuple[bytes, ...], now: float, outdated_by: tuple[bytes, ...] = ()
) -> Hit:
    record = MemoryRecord(
        n.to_bytes(16, "big"), Scope("u"), f"fact {n}", MemoryType.SEMANTIC, 0.5, 0.9,
        Source.USER_INPUT, Status.ACTIVE, (), {}, now + n, now + n,
        outranked_by=outranked_by, outdated_by=outdated_by,
    )  # fmt: skip
    return Hit(record, 0.0, 0.0, 0.0, 0.0, None)


@st.composite
def answers(draw):
    n = draw(st.integers(1, 9))
    # memory i is older than memory j when i < j; a link goes from an older to a newer one
    links = draw(st.sets(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1))))
    newer = {i: tuple(j.to_bytes(16, "big") for a, j in sorted(links) if a == i and j > i)
             for i in range(n)}  # fmt: skip
    # the links the write path was sure of: any of them
    sure = {i: tuple(x for x in newer[i] if draw(st.booleans())) for i in range(n)}
    order = draw(st.permutations(range(n)))
    window = draw(st.integers(1, n))
    now = time.time()
    return [_hit(i, newer[i], now, sure[i]) for i in order], window


@settings(max_examples=400, deadline=None)
@given(answers())
def test_time_orders_the_window_and_changes_nothing_else(answer):
    hits, window = answer
    out = consistent(hits, window)
    ids = [h.record.id for h in out]
    assert sorted(ids) == sorted(h.record.id for h in hits)  # each memory once, none added
    assert set(ids[:window]) == {h.record.id for h in hits[:window]}  # nothing pulled in
    at = {memory_id: i for i, memory_id in enumerate(ids)}
    for hit in out[:window]:
        for newer in hit.record.outranked_by:
            if at.get(newer, window) < window:
                assert at[newer] < at[hit.record.id], (ids, window)


@settings(max_examples=100, deadline=None)
@given(answers())
def test_a_question_about_the_past_is_answered_in_its_own_order(answer):
    # (ordered=False: the recall plan's reading of "Where did I use to live?")
    hits, window = answer
    assert [h.record.id for h in consistent(hits, window, ordered=False)] == [
        h.record.id for h in hits
    ]


@settings(max_examples=400, deadline=None)
@given(answers())
def test_an_outdated_hit_leaves_the_window_only_for_one_still_unshown(answer):
    # outranked_after: every memory once; no hit in the window that another hit there
    # outdates, unless nothing after the window was left to take its place; one only outranked
    # stays; those moved come right after the window, in their order, and the hits that
    # filled in keep theirs.
    hits, window = answer
    ordered = consistent(hits, window)
    spread = outranked_after(ordered, window)
    ids = [h.record.id for h in spread.hits]
    assert sorted(ids) == sorted(h.record.id for h in ordered)
    moved = [m.hit.record.id for m in spread.moved]
    top = {h.record.id for h in ordered[:window]}
    for m in spread.moved:
        assert m.like.record.id in top and m.like.record.id in m.hit.record.outdated_by
    shown = ids[:window]
    for hit in ordered[:window]:
        stale = any(n in top and n != hit.record.id for n in hit.record.outdated_by)
        assert (hit.record.id in moved) == stale
    kept = [i for i in (h.record.id for h in ordered[:window]) if i not in moved]
    rest = [h.record.id for h in ordered[window:]]
    fill = rest[: window - len(kept)]
    assert ids == kept + fill + moved + rest[len(fill) :]
    if len(rest) >= len(moved):
        assert not set(moved) & set(shown)


def test_the_newer_value_takes_the_place_and_the_next_memory_fills_in():
    now = time.time()
    three = b"\x00" * 15 + b"\x03"
    old, other, new = _hit(1, (three,), now, (three,)), _hit(2, (), now), _hit(3, (), now)
    extra = _hit(4, (), now)
    ordered = consistent([old, other, new, extra], 3)
    assert [h.record.content for h in ordered] == ["fact 3", "fact 1", "fact 2", "fact 4"]
    spread = outranked_after(ordered, 3)
    assert [h.record.content for h in spread.hits] == ["fact 3", "fact 2", "fact 4", "fact 1"]
    assert [(m.hit.record.content, m.like.record.content) for m in spread.moved] == [
        ("fact 1", "fact 3")
    ]


def test_a_newer_value_the_write_path_was_unsure_of_only_orders():
    now = time.time()
    three = b"\x00" * 15 + b"\x03"
    old, other, new = _hit(1, (three,), now), _hit(2, (), now), _hit(3, (), now)
    ordered = consistent([old, other, new, _hit(4, (), now)], 3)
    spread = outranked_after(ordered, 3)
    assert [h.record.content for h in spread.hits] == ["fact 3", "fact 1", "fact 2", "fact 4"]
    assert spread.moved == ()
