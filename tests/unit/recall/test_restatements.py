"""At most a few restatements of one thing in an answer: the pure spread of ranked hits, and
the engine's Recall(explain) naming the hit it moved out and the hit it restates."""

from __future__ import annotations

import os

import numpy as np

from memoryd.core import MemoryInput, RecallQuery, Scope
from memoryd.core.config import EngineConfig, ScoringConfig
from memoryd.core.recall.restatements import spread, terms_of
from memoryd.core.tiers.keyword import KeywordIndex
from memoryd.core.types import Hit, MemoryRecord, MemoryType, Source, Status
from tests.unit.conftest import DIM, client_vector_config

NOW = 1_800_000_000.0


def _hit(text: str, score: float, status: Status = Status.ACTIVE) -> Hit:
    record = MemoryRecord(
        id=os.urandom(16), scope=Scope("u"), content=text, memory_type=MemoryType.EPISODIC,
        importance=0.5, confidence=0.9, source=Source.USER_INPUT, status=status,
        tags=(), metadata={}, created_at=NOW, updated_at=NOW,
    )  # fmt: skip
    return Hit(record, score, score, 1.0, 0.0, None)


HOMEWORK = [
    "Lately I helped the kids with homework, haha.",
    "Tonight I helped the kids with homework, pretty tiring.",
    "Today I helped the kids with homework.",
    "This morning I helped the kids with homework, time flies.",
]
DAUGHTER = "My daughter Eli just turned eight."


def test_a_third_restatement_moves_below_the_window_and_nothing_is_dropped():
    hits = [_hit(t, 1.0 - i / 10) for i, t in enumerate([*HOMEWORK[:3], DAUGHTER, HOMEWORK[3]])]
    out = spread(hits, window=3, most=2, overlap=0.34)
    texts = [h.record.content for h in out.hits]
    assert texts[:3] == [HOMEWORK[0], HOMEWORK[1], DAUGHTER]
    assert sorted(texts) == sorted(h.record.content for h in hits)  # every hit still there
    assert [m.hit.record.content for m in out.moved] == [HOMEWORK[2]]  # the 4th is past it
    assert out.moved[0].like.record.content == HOMEWORK[0]


def test_two_look_alike_facts_both_stay_and_off_changes_nothing():
    pair = [_hit("I'm allergic to peanuts.", 0.9), _hit("I'm allergic to shellfish too.", 0.8)]
    assert spread(pair + [_hit(DAUGHTER, 0.1)], 3, 2, 0.34).moved == ()
    hits = [_hit(t, 1.0 - i / 10) for i, t in enumerate(HOMEWORK)]
    assert spread(hits, 3, 0, 0.34).hits == hits


def test_terms_come_from_the_keyword_index_for_ascii_texts_only():
    index = KeywordIndex(cjk_unigrams=True)
    english, chinese = _hit(HOMEWORK[0], 0.9).record, _hit("我今天帮孩子做作业", 0.8).record
    for record in (english, chinese):
        index.add(record.id, record.content)
    # ASCII: the index holds exactly the text's tokens; with CJK it holds unigrams besides.
    assert terms_of(english, index.token_set) == terms_of(english, None)
    assert terms_of(chinese, index.token_set) == terms_of(chinese, None)
    assert index.token_set(chinese.id) != terms_of(chinese, None)
    unindexed = _hit(DAUGHTER, 0.1).record
    assert terms_of(unindexed, index.token_set) == terms_of(unindexed, None)


def test_the_spread_reads_the_same_from_the_keyword_index():
    hits = [_hit(t, 1.0 - i / 10) for i, t in enumerate([*HOMEWORK[:3], DAUGHTER, HOMEWORK[3]])]
    index = KeywordIndex(cjk_unigrams=True)
    for hit in hits:
        index.add(hit.record.id, hit.record.content)
    assert spread(hits, 3, 2, 0.34, index.token_set) == spread(hits, 3, 2, 0.34)


def test_too_few_others_fill_the_window_with_the_moved_ones():
    hits = [_hit(t, 1.0 - i / 10) for i, t in enumerate(HOMEWORK)]
    out = spread(hits, window=4, most=2, overlap=0.34)
    assert out.moved == () and {id(h) for h in out.hits} == {id(h) for h in hits}
    assert out.hits[:2] == hits[:2]


def test_history_hits_are_neither_moved_nor_counted():
    old = [_hit(t, 0.9, Status.SUPERSEDED) for t in HOMEWORK[:2]]
    hits = [*old, _hit(HOMEWORK[2], 0.5), _hit(HOMEWORK[3], 0.4)]
    assert spread(hits, 3, 2, 0.34).hits == hits


def _unit(v: np.ndarray) -> np.ndarray:
    return (v / np.linalg.norm(v)).astype(np.float32)


def test_recall_explains_the_restatement_it_left_out(open_engine):
    engine = open_engine()
    scope = Scope("u")
    axis = np.eye(DIM, dtype=np.float32)
    # Each text its own direction (no two are near-duplicates to the write path), all about
    # as close to the question.
    ids = []
    for i, text in enumerate(HOMEWORK[:3]):
        vector = _unit(axis[0] + axis[i + 1])
        ids.append(engine.remember(MemoryInput(scope, text, embedding=vector)).record.id)
    daughter = engine.remember(
        MemoryInput(scope, DAUGHTER, embedding=_unit(axis[0] + 1.2 * axis[5]))
    ).record.id
    recalled = engine.recall_if_needed(RecallQuery(scope, embedding=axis[0], top_k=3, explain=True))
    returned = [h.record.id for h in recalled.hits]
    assert daughter in returned and len(set(returned) & set(ids)) == 2
    (left,) = [x for x in recalled.left_out if x.reason == "restated"]
    assert left.record.id in ids and left.record.id not in returned
    assert left.related_id in returned
    wider = engine.recall(RecallQuery(scope, embedding=axis[0], top_k=4))
    assert {h.record.id for h in wider} == {*ids, daughter}  # a larger top_k reaches it


def test_the_engine_spreads_only_when_configured(open_engine):
    config = client_vector_config(scoring=ScoringConfig(restatements_per_answer=0))
    assert isinstance(config, EngineConfig)
    engine = open_engine(config=config)
    scope = Scope("u")
    axis = np.eye(DIM, dtype=np.float32)
    for i, text in enumerate(HOMEWORK[:3]):
        engine.remember(MemoryInput(scope, text, embedding=_unit(axis[0] + axis[i + 1])))
    engine.remember(MemoryInput(scope, DAUGHTER, embedding=_unit(axis[0] + 1.2 * axis[5])))
    hits = engine.recall(RecallQuery(scope, embedding=axis[0], top_k=3))
    assert [h.record.content for h in hits].count(DAUGHTER) == 0
    assert {h.record.content for h in hits} <= set(HOMEWORK)
