"""A soft supersede outdates its target only where the guess reading is sure (relate.relate,
GuessCheck.outdates, MemoryRecord.outdated_by): the older memory then moves out of an answer
that holds the newer; short of that P, or for an event, another occasion, or a text kept
beside at the caller's request, the two are only ordered. The reading here is a given P per
pair (what relate asks of it is under test, not the model: test_update_reading.py reads the
shipped one)."""

from __future__ import annotations

import time

import pytest

from memoryd.core.judge import RuleJudge
from memoryd.core.types import ConflictPolicy, MemoryRecord, MemoryType
from memoryd.core.write import plan, relate, transitions

from .records import record as _record

DUPLICATE, CONFLICT, ORDER = 0.78, 0.3, 0.55  # the USE calibration's
# Alike on one topic, which no rule ties: a look-alike guess orders them.
OLD, NEW, SIMILARITY = "I keep my bike at the office.", "I keep my bike at the station.", 0.8


def _check(p: float | None, outdated_at: float = 0.7) -> relate.GuessCheck:
    return relate.GuessCheck(lambda _record, _judgement: p, {}, outdated_at)


def _relate(
    old: MemoryRecord,
    check: relate.GuessCheck | None,
    event: bool = False,
    policy: ConflictPolicy = ConflictPolicy.AUTO,
    new: str = NEW,
) -> relate.WriteDecision:
    return relate.relate(
        new, (), event, policy, [(old, SIMILARITY)], RuleJudge(), DUPLICATE, CONFLICT,
        told_event=lambda r: False, order_threshold=ORDER, guess_check=check,
    )  # fmt: skip


def test_a_soft_supersede_outdates_its_target_only_where_the_reading_is_sure():
    old = _record(OLD)
    assert _relate(old, None).relation is relate.Relation.OUTRANKS  # the guess, unchecked
    assert not _relate(old, None).outdates
    for p, outdates in ((0.69, False), (0.7, True), (0.95, True), (None, False)):
        decided = _relate(old, _check(p))
        assert decided.relation is relate.Relation.OUTRANKS and decided.target == old
        assert decided.outdates is outdates, p
    # above 1: no soft supersede outdates, whatever the reading says
    assert not _relate(old, _check(1.0, outdated_at=2.0)).outdates


@pytest.mark.parametrize(
    ("event", "memory_type", "policy"),
    [
        (True, MemoryType.SEMANTIC, ConflictPolicy.AUTO),  # the new text tells an event
        (False, MemoryType.EPISODIC, ConflictPolicy.AUTO),  # the older one is typed an episode
        (False, MemoryType.SEMANTIC, ConflictPolicy.KEEP_BOTH),  # kept beside on request
    ],
)
def test_no_event_and_no_text_kept_beside_on_request_outdates(event, memory_type, policy):
    old = _record(OLD, memory_type)
    decided = _relate(old, _check(0.99), event=event, policy=policy)
    assert not decided.outdates


def test_the_older_record_keeps_the_mark_and_an_unlink_takes_it_away():
    old = _record(OLD)
    decided = _relate(old, _check(0.9))
    new = _record(NEW, n=2)
    now = time.time()
    change = plan.target_change(new, None, decided, now, None)  # type: ignore[arg-type]
    after = change(old)
    assert after is not None
    assert after.outranked_by == (new.id,) and after.outdated_by == (new.id,)
    released = transitions.unlinked(after, new.id)
    assert released.outranked_by == () and released.outdated_by == ()
    # a link the reading was not sure of keeps no mark
    unsure = plan.target_change(new, None, _relate(old, _check(0.5)), now, None)  # type: ignore[arg-type]
    assert unsure(old).outdated_by == ()


def test_written_and_recalled_the_outdated_older_value_makes_way(tmp_path, use_embedder):
    # the shipped reading at the shipped outdated_at, through the write path and a recall with
    # the move switched on (off by default): the two stay active, the newer answers, and the
    # older leaves an answer that has others to show
    from contextlib import closing

    from memoryd.core import EngineConfig, MemoryEngine, MemoryInput, RecallQuery, Scope, Status
    from memoryd.core.config import ScoringConfig

    old = "The kids' swim lessons are at the YMCA."
    new = "The kids' swim lessons are at the Aquatic Center."
    others = ["I walk the dog every morning.", "My sister lives in Leeds.", "I'm allergic to cats."]
    scope, now = Scope("outdated"), time.time()
    config = EngineConfig(scoring=ScoringConfig(outranked_after_answer=True))
    with closing(MemoryEngine(tmp_path, config, embedder=use_embedder)) as engine:
        for text in others:
            engine.remember(MemoryInput(scope, text, created_at=now - 60 * 86_400))
        first = engine.remember(MemoryInput(scope, old, created_at=now - 40 * 86_400))
        second = engine.remember(MemoryInput(scope, new, created_at=now - 5 * 86_400))
        stored = engine.get(scope, first.record.id)
        assert stored.status is Status.ACTIVE and stored.outdated_by == (second.record.id,)
        question = "Where are the kids' swim lessons?"
        ids = [h.record.id for h in engine.recall(RecallQuery(scope, question, top_k=3))]
        assert ids[0] == second.record.id and first.record.id not in ids
        wide = RecallQuery(scope, question, top_k=3, include_history=True)
        assert [h.record.id for h in engine.recall(wide)][:2] == [second.record.id, first.record.id]
