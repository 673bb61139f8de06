"""bench.ingest_micro's stage clock: counts the write path's stages only while on, and puts
every function it wrapped back."""

from __future__ import annotations

from bench.ingest_micro import StageClock
from memoryd.core.judge.rules import RuleJudge
from memoryd.core.write import neighbours

JUDGE = "the rule judge (in both above)"


def test_counts_only_while_on_and_restores_what_it_wrapped():
    original_judge, original_gather = RuleJudge.judge, neighbours.gather
    with StageClock() as clock:
        assert RuleJudge.judge is not original_judge
        judge = RuleJudge()
        judge.judge("I live in Paris", "I moved to Lyon")
        assert clock.calls[JUDGE] == 0 and not clock.pairs
        clock.on = True
        verdict = judge.judge("I live in Paris", "I moved to Lyon")
        judge.judge("I live in Paris", "I moved to Lyon")
        assert verdict == original_judge(judge, "I live in Paris", "I moved to Lyon")
        assert clock.calls[JUDGE] == 2 and clock.seconds[JUDGE] >= 0.0
        assert clock.pairs == {("I live in Paris", "I moved to Lyon")}
    assert RuleJudge.judge is original_judge and neighbours.gather is original_gather
