"""Remember's phases through a real engine: a text whose duplicate vanished between the
decision and the commit is decided again from its prepared form (LAYOUT §5.10) — stored, with
the "redacted" event of what was masked in it, instead of being validated and redacted a
second time (masked text is no email any more, so the event was lost)."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from memoryd.core import EngineConfig, ForgetMode, MemoryEngine, MemoryInput, Scope, Status
from memoryd.core.errors import NotFound
from memoryd.core.ids import id_to_str
from memoryd.core.judge import Judgement, RuleJudge
from memoryd.core.types import Outcome
from memoryd.core.write import batch, relate

from .records import record as _record

DIM = 8
SCOPE = Scope("remember-user")
SAID = "Email ann.lee@example.com about the lease"


def unit(*pairs: tuple[int, float]) -> np.ndarray:
    v = np.zeros(DIM, dtype=np.float32)
    for axis, x in pairs:
        v[axis] = x
    return v / np.linalg.norm(v)


NEW = unit((0, 1.0))
CLOSER = unit((0, 0.9), (1, 0.19**0.5))  # cosine .90 with NEW: judged first
TWIN = unit((0, 0.87), (2, (1 - 0.87**2) ** 0.5))  # cosine .87: the same text


class DeletingJudge:
    """The rule judge, slow enough that another client deletes ``victim`` meanwhile (the
    deletion is a real Forget on the same engine, before the write commits)."""

    def __init__(self) -> None:
        self.rules = RuleJudge()
        self.engine: MemoryEngine | None = None
        self.victim = b""

    def judge(self, old: str, new: str) -> Judgement:
        if self.engine is not None and self.victim:
            victim, self.victim = self.victim, b""
            self.engine.forget(SCOPE, [id_to_str(victim)], ForgetMode.DELETE)
        return self.rules.judge(old, new)


@pytest.fixture
def judged(tmp_path):
    judge = DeletingJudge()
    engine = MemoryEngine(tmp_path, EngineConfig(embedder="none", dimension=DIM), judge=judge)
    judge.engine = engine
    yield engine, judge
    engine.close()


def test_a_duplicate_whose_twin_vanished_is_stored_with_its_redaction(judged):
    engine, judge = judged
    engine.remember(
        MemoryInput(SCOPE, "The printer on the third floor is broken", embedding=CLOSER)
    )
    twin = engine.remember(MemoryInput(SCOPE, SAID, embedding=TWIN)).record
    assert [e.action for e in twin.events] == ["created", "redacted"]

    judge.victim = twin.id  # deleted while the new text is judged against the closer memory
    result = engine.remember(MemoryInput(SCOPE, SAID, embedding=NEW))

    with pytest.raises(NotFound):
        engine.get(SCOPE, twin.id)
    assert result.outcome is Outcome.NEW and result.record.id != twin.id
    stored = engine.get(SCOPE, result.record.id)
    assert stored.content == twin.content and stored.status is Status.ACTIVE
    assert [e.action for e in stored.events] == ["created", "redacted"]
    assert stored.events[-1].reason == "mask: email"


def test_a_duplicate_whose_twin_stays_is_absorbed(judged):
    engine, _ = judged
    twin = engine.remember(MemoryInput(SCOPE, SAID, embedding=TWIN)).record
    again = engine.remember(MemoryInput(SCOPE, SAID, embedding=NEW, importance=0.9))
    assert again.outcome is Outcome.DUPLICATE and again.record.id == twin.id
    assert again.record.importance == 0.9 and again.record.events[-1].action == "merged"


def test_an_item_is_judged_against_its_nearest_earlier_items_only():
    """Within a batch, as in the pool, only the most similar few earlier items are judged
    (LifecycleConfig.candidates): a batch of one topic's texts put dozens over the threshold."""
    asked: list[tuple[str, str]] = []

    class Counting(RuleJudge):
        def judge(self, old: str, new: str) -> Judgement:
            asked.append((old, new))
            return super().judge(old, new)

    scope = Scope("u")
    texts = [f"Reading list item {i}: a novel about the sea, chapter {i}" for i in range(12)]
    items = [MemoryInput(scope=scope, content=t) for t in texts]
    records = [_record(t, n=i + 1) for i, t in enumerate(texts)]
    rng = np.random.default_rng(0)
    base = rng.standard_normal(8).astype(np.float32)
    vectors = [base + 0.05 * rng.standard_normal(8).astype(np.float32) for _ in texts]
    vectors = [v / np.linalg.norm(v) for v in vectors]
    new = [relate.WriteDecision(relate.Relation.NEW, relate.ACTIONS[relate.Relation.NEW])] * 12
    batch.within_batch(items, records, vectors, new, Counting(), 0.999, 0.3)
    every = len(asked)
    asked.clear()
    batch.within_batch(items, records, vectors, new, Counting(), 0.999, 0.3, nearest=3)
    assert 0 < len(asked) <= 3 * 11 < every


def test_the_same_text_twice_in_a_batch_is_one_memory_even_when_the_pool_only_ranked_it():
    """Two items of one batch with the same words, each ranked above a memory of the pool (a
    soft supersede), are one memory: the second joins the first instead of being stored
    beside it, as it would if the pool had related it to nothing."""
    scope = Scope("u")
    older = _record("My favourite sport is badminton", n=9)
    texts = ["Haven't done any sport in ages.", "Haven't done any sport in ages.", "Other."]
    items = [MemoryInput(scope=scope, content=t) for t in texts]
    records = [_record(t, n=i + 1) for i, t in enumerate(texts)]
    vectors = [unit((0, 1.0)), unit((0, 1.0)), unit((1, 1.0))]
    ranked = relate.WriteDecision(
        relate.Relation.OUTRANKS, relate.ACTIONS[relate.Relation.OUTRANKS], older
    )
    new = relate.WriteDecision(relate.Relation.NEW, relate.ACTIONS[relate.Relation.NEW])
    out = batch.within_batch(items, records, vectors, [ranked, ranked, new], RuleJudge(),
                             0.999, 0.3)  # fmt: skip
    assert out[0] is ranked
    assert out[1].relation is relate.Relation.DUPLICATE and out[1].target is records[0]
    assert out[2] is new
    # another pool's twin is no twin
    records[1] = replace(records[1], scope=Scope("v"))
    items[1] = MemoryInput(scope=Scope("v"), content=texts[1])
    out = batch.within_batch(items, records, vectors, [ranked, ranked, new], RuleJudge(),
                             0.999, 0.3)  # fmt: skip
    assert out[1] is ranked
