"""The update reading as a veto of guessed orderings (relate.GuessCheck, LifecycleConfig
look_alike_floor, named_again_floor and change_told_floor, all on by default): two facts no rule
tied together that a guess would order by time (alike on one topic, or the older one's thing
named again) stay each ranked on its own where the reading finds no update in them; a guess it
finds likely still orders; the write path, a batch and Maintain "rejudge" agree. Real USE
embedder, real rule judge, the shipped reading at the shipped floors; the pairs are written for
these tests (none is in any training or bench set).
"""

from __future__ import annotations

import time
from contextlib import closing
from dataclasses import replace

import pytest

from memoryd.core import EngineConfig, MemoryEngine, MemoryInput, Scope, Status
from memoryd.core.judge import RuleJudge
from memoryd.core.write import pair_opinion, relate
from memoryd.core.write.ordering import Guess

from .learned_links import rejudge_keeps_then_releases
from .records import record

DAY = 86_400.0

# Another attribute of one thing, which a guess orders above the first with the floors at 0:
# the thing named again ("the back door"). (A look-alike of that kind, "我把护照放在书桌抽屉里。" /
# "我在办公室用的是升降书桌。", was vetoed by the reading of session 30 and is not by session 36's,
# trained on the spent sets too: P .41.)
NAMED_AGAIN = [
    ("I keep my running shoes by the back door.", "The back door sticks in wet weather."),
    ("My reading glasses are on the bedside table.", "The bedside table lamp is from John Lewis."),
]
VETOED = NAMED_AGAIN
# One slot's old and new value, told plainly: the guess still orders them.
STILL_ORDERED = [
    ("My go-to coffee is a flat white.", "My usual coffee order is an oat latte."),
    ("我平时用招商银行的卡。", "我平时用建设银行的卡。"),
]


def _open(path, embedder, vetoes: bool | None) -> closing[MemoryEngine]:
    """Open an engine with the shipped vetoes (True or None) or none (False)."""
    config = EngineConfig()
    life = config.lifecycle
    if vetoes is False:
        life = replace(life, look_alike_floor=0.0, named_again_floor=0.0, change_told_floor=0.0)
    return closing(MemoryEngine(path, replace(config, lifecycle=life), embedder=embedder))


def _pair(engine: MemoryEngine, scope: Scope, old: str, new: str):
    now = time.time()
    first = engine.remember(MemoryInput(scope, old, created_at=now - 40 * DAY))
    second = engine.remember(MemoryInput(scope, new, created_at=now - 5 * DAY))
    return first, second


@pytest.mark.parametrize(("old", "new"), VETOED)
def test_a_guess_the_reading_finds_no_update_in_does_not_order(tmp_path, use_embedder, old, new):
    scope = Scope("guess-vetoed")
    for vetoes, linked in ((False, True), (True, False)):
        with _open(tmp_path / str(vetoes), use_embedder, vetoes) as engine:
            first, second = _pair(engine, scope, old, new)
            assert (second.related_id == first.record.id) is linked
            assert (engine.get(scope, first.record.id).outranked_by != ()) is linked
            for result in (first, second):
                assert engine.get(scope, result.record.id).status is Status.ACTIVE


@pytest.mark.parametrize(("old", "new"), STILL_ORDERED)
def test_a_likely_guess_still_orders(tmp_path, use_embedder, old, new):
    scope = Scope("guess-kept")
    with _open(tmp_path / "d", use_embedder, None) as engine:
        first, second = _pair(engine, scope, old, new)
        assert second.related_id == first.record.id
        assert engine.get(scope, first.record.id).outranked_by == (second.record.id,)


def test_by_default_every_kind_of_guess_is_checked():
    floors = pair_opinion.guess_floors(EngineConfig().lifecycle)
    assert set(floors) == set(Guess)
    assert all(floor > 0.0 for floor in floors.values())


def test_within_one_batch_the_veto_holds_as_across_writes(tmp_path, use_embedder):
    old, new = VETOED[0]
    scope = Scope("guess-batch")
    for vetoes, linked in ((False, True), (True, False)):
        with _open(tmp_path / str(vetoes), use_embedder, vetoes) as engine:
            first, second = engine.remember_batch([
                MemoryInput(scope, old, created_at=time.time() - 40 * DAY),
                MemoryInput(scope, new, created_at=time.time() - 5 * DAY),
            ])  # fmt: skip
            assert (second.related_id == first.record.id) is linked


def test_rejudge_releases_a_guess_made_before_the_veto(tmp_path, use_embedder):
    old, new = VETOED[1]
    scope = Scope("guess-rejudge")
    # "on" is the configuration that makes the link: the floors at 0
    rejudge_keeps_then_releases(
        lambda makes_link: _open(tmp_path / "d", use_embedder, not makes_link), scope,
        lambda engine: _pair(engine, scope, old, new),
    )  # fmt: skip


def test_the_check_asks_the_reading_only_for_a_kind_with_a_floor():
    asked: list[bytes] = []

    def probability(p: float | None):
        def read(r, _judgement):
            asked.append(r.id)
            return p

        return read

    judged = RuleJudge().judge("a", "b")
    old = record("My bike is a Trek")
    floors = {Guess.LOOK_ALIKE: 0.1, Guess.NAMED_AGAIN: 0.0}
    assert relate.GuessCheck(probability(0.05), floors).allows(Guess.NAMED_AGAIN, old, judged)
    assert asked == []
    assert not relate.GuessCheck(probability(0.05), floors).allows(Guess.LOOK_ALIKE, old, judged)
    assert relate.GuessCheck(probability(0.1), floors).allows(Guess.LOOK_ALIKE, old, judged)
    # no reading (a vector missing): the rules' guess stands
    assert relate.GuessCheck(probability(None), floors).allows(Guess.LOOK_ALIKE, old, judged)
    assert len(asked) == 3


def test_no_check_without_a_floor_or_for_another_models_vectors(use_embedder):
    v = use_embedder.embed_passages(["My bike is a Trek"])[0]
    zero = {Guess.LOOK_ALIKE: 0.0, Guess.NAMED_AGAIN: 0.0}
    assert pair_opinion.guess_check(zero, "x", v, lambda r: v) is None
    floors = pair_opinion.guess_floors(EngineConfig().lifecycle)
    assert pair_opinion.guess_check(floors, "x", v, lambda r: v) is not None
    other = v[:128].copy()
    assert pair_opinion.guess_check(floors, "x", other, lambda r: other) is None
