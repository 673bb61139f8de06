"""Maintain task "rejudge" (memoryd.core.write.rejudge): the write path's verdicts re-judged
with the judge the engine has now, reopened on the same data folder; what it changed is
reported, both texts stay reachable, and a relation the caller asked for is never touched."""

from __future__ import annotations

import time
from contextlib import closing
from dataclasses import replace

from memoryd.core import EngineConfig, MemoryEngine, MemoryInput, Scope, Status
from memoryd.core.judge import Judgement, Rule, RuleJudge, Verdict
from memoryd.core.types import ConflictPolicy, MemoryRecord, MemoryType, Outcome, Source
from memoryd.core.write import ordering, rejudge, relate

DAY = 86_400.0
OLD, NEW = "My phone number is 555-0100", "My phone number changed to 555-0199"


class Always:
    """A judge (a pluggable ConflictJudge) that gives one verdict to every pair."""

    def __init__(
        self, verdict: Verdict, reason: str, distinct: bool = False, rule: Rule = Rule.UNNAMED
    ) -> None:
        self.answer = Judgement(verdict, reason=reason, distinct=distinct, rule=rule)

    def judge(self, old: str, new: str) -> Judgement:
        return self.answer


def _open(path, embedder, judge) -> closing[MemoryEngine]:
    # the judge alone decides here: the learned opinions have their own tests
    config = EngineConfig()
    life = replace(config.lifecycle, pair_model_opinion=False, update_reading=False)
    config = replace(config, lifecycle=life)
    return closing(MemoryEngine(path, config, embedder=embedder, judge=judge))


def _write(engine, scope, text, days_ago=0.0, **fields):
    return engine.remember(
        MemoryInput(scope, text, created_at=time.time() - days_ago * DAY, **fields)
    )


def test_a_replacement_the_judge_no_longer_makes_is_released(tmp_path, use_embedder):
    scope = Scope("rejudge")
    with _open(tmp_path / "d", use_embedder, RuleJudge()) as engine:
        old = _write(engine, scope, OLD, days_ago=10)
        new = _write(engine, scope, NEW)
        assert new.outcome is Outcome.REPLACED
        assert engine.maintain(tasks=())["verdicts_rejudged"] == 0  # only when named
    with _open(
        tmp_path / "d", use_embedder, Always(Verdict.COEXIST, "two numbers", True)
    ) as engine:
        done = engine.maintain(tasks=["rejudge"])
        assert (done["verdicts_rejudged"], done["verdicts_released"]) == (1, 1)
        for result in (old, new):
            assert engine.get(scope, result.record.id).status is Status.ACTIVE
        assert engine.get(scope, new.record.id).supersedes == ()
        again = engine.maintain(tasks=["rejudge"])  # nothing linked any more
        assert again["verdicts_rejudged"] == 0


def test_a_ranking_the_judge_now_reads_as_a_replacement_is_hardened(tmp_path, use_embedder):
    scope = Scope("rejudge-hard")
    with _open(tmp_path / "d", use_embedder, RuleJudge()) as engine:
        old = _write(engine, scope, OLD, days_ago=10)
        new = _write(engine, scope, NEW, on_conflict=ConflictPolicy.KEEP_BOTH)
        assert engine.get(scope, old.record.id).outranked_by == (new.record.id,)
    # asked by the caller (KEEP_BOTH): never re-judged
    with _open(tmp_path / "d", use_embedder, Always(Verdict.SUPERSEDE, "same slot")) as engine:
        assert engine.maintain(tasks=["rejudge"])["verdicts_rejudged"] == 0
        assert engine.get(scope, old.record.id).status is Status.ACTIVE
        # a soft supersede the write path made on its own is
        other = Scope("rejudge-hard-2")
        a = _write(engine, other, "We watched a play at the Old Vic last week.", days_ago=3,
                   typed=False)  # fmt: skip
        b = _write(engine, other, "We watched a musical at the Old Vic last night.", typed=False)
        assert engine.get(other, a.record.id).outranked_by == (b.record.id,)
    with _open(tmp_path / "d", use_embedder, Always(Verdict.SUPERSEDE, "same slot")) as engine:
        done = engine.maintain(tasks=["rejudge"])
        # events told alike: still only ranked (an event replaces one only when it says so)
        assert (done["verdicts_rejudged"], done["verdicts_hardened"]) == (1, 0)
        assert engine.get(other, a.record.id).status is Status.ACTIVE


def test_a_ranked_fact_is_hardened_and_history_shows_it(tmp_path, use_embedder):
    scope = Scope("rejudge-history")
    # a value swapped in one frame: no evidence of one slot on its own
    soft = Always(Verdict.SUPERSEDE, "555-0100 -> 555-0199", rule=Rule.VALUE_CHANGED)
    with _open(tmp_path / "d", use_embedder, soft) as engine:
        old = _write(engine, scope, "The code is 555-0100", days_ago=10)
        new = _write(engine, scope, "The code is 555-0199")
        assert engine.get(scope, old.record.id).outranked_by == (new.record.id,)
    with _open(tmp_path / "d", use_embedder, Always(Verdict.SUPERSEDE, "negation")) as engine:
        done = engine.maintain(tasks=["rejudge"])
        assert (done["verdicts_rejudged"], done["verdicts_hardened"]) == (1, 1)
        replaced = engine.get(scope, old.record.id)
        assert replaced.status is Status.SUPERSEDED and replaced.superseded_by == new.record.id
        chain = [r.content for r in engine.history(scope, new.record.id)]
        assert "The code is 555-0100" in chain


def test_history_told_late_stays_below_the_fact_until_the_judge_lets_it_go(
    tmp_path, use_embedder
):
    scope = Scope("rejudge-below")
    with _open(tmp_path / "d", use_embedder, RuleJudge()) as engine:
        fact = _write(engine, scope, "I live in Denver.", days_ago=10)
        history = _write(engine, scope, "I used to live in Boston.")
        assert history.outcome is Outcome.NEW and history.related_id == fact.record.id
        assert engine.get(scope, history.record.id).outranked_by == (fact.record.id,)
        # the same judge: the link is what a write would make now
        done = engine.maintain(tasks=["rejudge"])
        assert (done["verdicts_rejudged"], done["verdicts_released"]) == (1, 0)
    with _open(tmp_path / "d", use_embedder, Always(Verdict.COEXIST, "two facts")) as engine:
        done = engine.maintain(tasks=["rejudge"])
        assert (done["verdicts_rejudged"], done["verdicts_released"]) == (1, 1)
        for result in (fact, history):
            assert engine.get(scope, result.record.id).status is Status.ACTIVE
        assert engine.get(scope, history.record.id).outranked_by == ()
        assert engine.maintain(tasks=["rejudge"])["verdicts_rejudged"] == 0


def test_rejudge_asks_the_pair_models_opinion_as_the_write_path_does():
    # a link the pair model made (two texts the rules keep apart, ordered by its "update") is
    # the link a rejudge finds again while the model still reads an update
    now = time.time()
    scope = Scope("rejudge")
    texts = ("My coffee order is a flat white.", "I usually get an americano.")
    old, new = (_record(scope, t, now) for t in texts)
    args = (old, new, 0.6, RuleJudge(), 0.78, 0.3, frozenset())  # alike, as write tests have
    assert rejudge.now_decision(*args).relation is relate.Relation.NEW
    sure = rejudge.now_decision(*args, ordering.ORDER_OFF,
                                relate.SecondOpinion(
                                    lambda r, j: relate.PairOpinion(0.0, 0.99, 0.95)))  # fmt: skip
    assert sure.relation is relate.Relation.OUTRANKS


def _record(scope, content, now):
    return MemoryRecord(content.encode()[:16].ljust(16, b"."), scope, content,
                        MemoryType.SEMANTIC, 0.5, 0.9, Source.USER_INPUT, Status.ACTIVE, (), {},
                        now, now)  # fmt: skip


def _open_marking(path, embedder, outdated_at: float) -> closing[MemoryEngine]:
    config = EngineConfig()
    life = replace(config.lifecycle, outdated_at=outdated_at)
    return closing(MemoryEngine(path, replace(config, lifecycle=life), embedder=embedder))


def test_a_ranking_kept_is_marked_outdated_as_a_write_would_mark_it_now(tmp_path, use_embedder):
    # the shipped reading: written while marks were off (outdated_at above 1), re-judged with
    # them on, the older is marked; turned off again, the mark goes; the ranking stays
    old_text = "The kids' swim lessons are at the YMCA."
    new_text = "The kids' swim lessons are at the Aquatic Center."
    scope, now = Scope("rejudge-mark"), time.time()
    with _open_marking(tmp_path / "d", use_embedder, 2.0) as engine:
        old = engine.remember(MemoryInput(scope, old_text, created_at=now - 40 * DAY))
        new = engine.remember(MemoryInput(scope, new_text, created_at=now - 5 * DAY))
        stored = engine.get(scope, old.record.id)
        assert stored.outranked_by == (new.record.id,) and stored.outdated_by == ()
    with _open_marking(tmp_path / "d", use_embedder, 0.8) as engine:
        done = engine.maintain(tasks=["rejudge"])
        assert (done["verdicts_rejudged"], done["verdicts_remarked"]) == (1, 1)
        marked = engine.get(scope, old.record.id)
        assert marked.status is Status.ACTIVE and marked.outdated_by == (new.record.id,)
        assert marked.events[-1].reason.endswith("read as its newer value (outdated)")
        again = engine.maintain(tasks=["rejudge"])
        assert (again["verdicts_rejudged"], again["verdicts_remarked"]) == (1, 0)
    with _open_marking(tmp_path / "d", use_embedder, 2.0) as engine:
        done = engine.maintain(tasks=["rejudge"])
        assert (done["verdicts_rejudged"], done["verdicts_remarked"]) == (1, 1)
        cleared = engine.get(scope, old.record.id)
        assert cleared.outdated_by == () and cleared.outranked_by == (new.record.id,)


def test_a_softened_replacement_is_marked_where_the_reading_is_sure():
    now = time.time()
    old, new = (_record(Scope("soften"), t, now) for t in ("a", "b"))
    old = replace(old, status=Status.SUPERSEDED, superseded_by=new.id)
    for outdates in (False, True):
        softened, _ = rejudge._soften(old, new, now, outdates=outdates)
        assert softened.status is Status.ACTIVE and softened.outranked_by == (new.id,)
        assert softened.outdated_by == ((new.id,) if outdates else ())
