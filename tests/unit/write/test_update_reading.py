"""The update reading (memoryd.core.write.update_reading): the shipped weights read the default
embedder's vectors only; a correction the rules leave side by side with its fact is ranked
above it, both kept, on the write path and in Maintain "rejudge" alike; a second value of the
same kind is left alone. Real USE embedder, real rule judge; the pairs are written for these
tests (none is in the model's training data)."""

from __future__ import annotations

import time
from contextlib import closing
from dataclasses import replace

import numpy as np
import pytest

from memoryd.core import EngineConfig, MemoryEngine, MemoryInput, RecallQuery, Scope, Status
from memoryd.core.judge import RuleJudge
from memoryd.core.types import ConflictPolicy, MemoryType, Outcome
from memoryd.core.write import pair_opinion, relate, update_reading

from .learned_links import rejudge_keeps_then_releases
from .records import record

DAY = 86_400.0

# Told weeks apart, the second a new value of the first, read as one at the shipped threshold.
UPDATES = [
    ("My GP is Dr. Hughes", "Dr. Hughes retired so the practice moved me to Dr. Malik"),
    ("Our cleaner is Maria", "Maria went back to Portugal so Agnieszka cleans for us now"),
]
# ... told untyped, which no rule ties to its fact (checked with the reading off below). A pair
# of the spent pair-probe set blind4, one of the reading's training sets: at its strict
# threshold the reading adds a link to few pairs the rules leave apart.
LEFT_APART = [
    (
        "我手机号是138 0013 2245",
        "之前那个号欠费停机太久被回收了，重新办了张卡，159 2231 0876，有事打这个",
        "我的手机号是多少？",
    ),
]
# Told weeks apart, both true at once.
BOTH = [
    ("Our dog is called Biscuit", "we also adopted a cat, her name is Mochi"),
    ("我喜欢吃川菜", "也挺喜欢粤菜的"),
    ("I'm learning Spanish", "picked up some Japanese on Duolingo too"),
]


def _open(path, embedder, reading: bool) -> closing[MemoryEngine]:
    config = EngineConfig()
    life = replace(config.lifecycle, update_reading=reading)
    return closing(MemoryEngine(path, replace(config, lifecycle=life), embedder=embedder))


def _pair(engine: MemoryEngine, scope: Scope, old: str, new: str):
    now = time.time()
    first = engine.remember(MemoryInput(scope, old, typed=False, created_at=now - 40 * DAY))
    second = engine.remember(MemoryInput(scope, new, typed=False, created_at=now - 5 * DAY))
    return first, second


def test_the_shipped_reading_reads_the_default_embedders_vectors_only(use_embedder):
    reading = update_reading.shipped()
    assert reading is not None
    assert reading.dimension == use_embedder.dimension
    assert 0.0 < reading.update_at < 1.0
    old, new = UPDATES[0]
    u, v = use_embedder.embed_passages([old, new])
    judged = RuleJudge().judge(old, new)
    opinion = pair_opinion.read_update(old, new, u, v, judged)
    assert opinion is not None and opinion.update >= opinion.update_at
    other = np.ones(384, dtype=np.float32) / np.sqrt(384)
    assert pair_opinion.read_update(old, new, other, other, judged) is None


def test_a_correction_reads_as_an_update_and_a_second_value_does_not(use_embedder):
    reading = update_reading.shipped()
    judge = RuleJudge()

    def p(old: str, new: str) -> float:
        u, v = use_embedder.embed_passages([old, new])
        return reading.probability(update_reading.features(old, new, u, v, judge.judge(old, new)))

    assert min(p(old, new) for old, new in UPDATES) >= reading.update_at
    assert max(p(old, new) for old, new in BOTH) < reading.update_at
    # the same words read the same (the memoised readings change nothing)
    assert p(*UPDATES[0][:2]) == p(*UPDATES[0][:2])


@pytest.mark.parametrize(("old", "new", "question"), LEFT_APART)
def test_a_correction_the_rules_leave_apart_ranks_first_and_both_stay(
    tmp_path, use_embedder, old, new, question
):
    scope = Scope("reading")
    with _open(tmp_path / "off", use_embedder, False) as engine:
        first, second = _pair(engine, scope, old, new)
        assert second.related_id == b""  # no rule ties the two
    with _open(tmp_path / "on", use_embedder, True) as engine:
        first, second = _pair(engine, scope, old, new)
        assert second.outcome is Outcome.NEW
        assert second.related_id == first.record.id
        assert engine.get(scope, first.record.id).outranked_by == (second.record.id,)
        for result in (first, second):
            assert engine.get(scope, result.record.id).status is Status.ACTIVE
        # by id: the answer shows the number redacted
        hits = [h.record.id for h in engine.recall(RecallQuery(scope, question, top_k=5))]
        assert hits[0] == second.record.id
        assert first.record.id in hits  # ordered, not hidden


@pytest.mark.parametrize(("old", "new"), BOTH)
def test_a_second_value_of_the_same_kind_is_left_alone(tmp_path, use_embedder, old, new):
    scope = Scope("reading-both")
    with _open(tmp_path / "d", use_embedder, True) as engine:
        first, second = _pair(engine, scope, old, new)
        assert second.outcome is Outcome.NEW
        assert engine.get(scope, first.record.id).outranked_by == ()


def test_rejudge_keeps_the_readings_order_and_lets_it_go_when_switched_off(
    tmp_path, use_embedder
):
    old, new, _ = LEFT_APART[0]
    scope = Scope("reading-rejudge")
    rejudge_keeps_then_releases(
        lambda on: _open(tmp_path / "d", use_embedder, on), scope,
        lambda engine: _pair(engine, scope, old, new),
    )  # fmt: skip


def test_within_one_batch_the_reading_orders_as_across_writes(tmp_path, use_embedder):
    old, new, _ = LEFT_APART[0]
    scope = Scope("reading-batch")
    for reading, linked in ((False, False), (True, True)):
        with _open(tmp_path / str(reading), use_embedder, reading) as engine:
            first, second = engine.remember_batch([
                MemoryInput(scope, old, typed=False, created_at=time.time() - 40 * DAY),
                MemoryInput(scope, new, typed=False, created_at=time.time() - 5 * DAY),
            ])  # fmt: skip
            assert (second.related_id == first.record.id) is linked
            assert engine.get(scope, first.record.id).status is Status.ACTIVE


def test_a_text_its_writer_typed_as_an_event_is_not_read_for_an_update():
    reading = pair_opinion.Model.UPDATE_READING
    assert pair_opinion.asked_of(reading, True, MemoryType.EPISODIC) is None
    assert pair_opinion.asked_of(reading, False, MemoryType.EPISODIC) is reading  # default type
    assert pair_opinion.asked_of(reading, True, MemoryType.SEMANTIC) is reading
    # the pair model keeps its own rules
    model = pair_opinion.Model.PAIR_MODEL
    assert pair_opinion.asked_of(model, True, MemoryType.EPISODIC) is model


def test_a_neighbour_that_tells_an_event_is_no_value_the_reading_orders():
    # "今天地铁好挤。" beside "我每天坐地铁上班。": whatever a model reads, an event is not a value
    sure = relate.PairOpinion(0.0, 0.99, 0.5, "update reading")
    opinion = relate.SecondOpinion(lambda record, judgement: sure, 0.0, 3, facts_only=True)
    args = ("今天地铁好挤。", (), True, ConflictPolicy.AUTO, [(record("我每天坐地铁上班。"), 0.45)],
            RuleJudge(), 0.78, 0.3)  # fmt: skip
    fact = relate.relate(*args, second_opinion=opinion, told_event=lambda r: False)
    assert fact.relation is relate.Relation.OUTRANKS
    event = relate.relate(*args, second_opinion=opinion, told_event=lambda r: True)
    assert event.relation is relate.Relation.NEW


def test_the_bounded_read_answers_as_the_full_reading(use_embedder):
    # read() skips the value features where the rest keeps P under update_at: same decisions
    reading = update_reading.shipped()
    judge = RuleJudge()
    pairs = [*UPDATES, *BOTH, *[(old, new) for old, new, _ in LEFT_APART]]
    pairs += [(old, other) for (old, _), (_, other) in zip(pairs, pairs[1:], strict=False)]
    for old, new in pairs:
        u, v = use_embedder.embed_passages([old, new])
        judged = judge.judge(old, new)
        full = reading.probability(update_reading.features(old, new, u, v, judged))
        read = reading.read(old, new, u, v, judged)
        assert (read >= reading.update_at) == (full >= reading.update_at)
        assert read >= full - 1e-9  # an upper bound where it does not read them
        if read >= reading.update_at:
            assert read == pytest.approx(full)
