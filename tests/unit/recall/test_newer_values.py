"""A newer memory that outranks one a recall finds joins the answer above it, however far its
own vector or words are from the query (memoryd.core.recall.versions.lift: a soft supersede's
newer value, as a replaced memory's current version does); where the write path was sure the
newer one is the older's newer value (MemoryRecord.outdated_by), the older one moves to just
after the answer (ScoringConfig.outranked_after_answer,
memoryd.core.recall.consistency.outranked_after). Client vectors, so the likenesses are exact:
the older value is the query's best match, five other memories come next, and the newer value,
written with the caller's keep_both (so both stay, the newer first), is the farthest."""

from __future__ import annotations

import time
from dataclasses import replace

import numpy as np

from memoryd.core.config import ScoringConfig
from memoryd.core.types import ConflictPolicy, MemoryInput, MemoryType, RecallQuery, Route, Scope
from tests.unit.conftest import client_vector_config

DIM = 16
DAY = 86_400.0


def _unit(v: np.ndarray) -> list[float]:
    return (v / np.linalg.norm(v)).astype(np.float32).tolist()


def _axes() -> np.ndarray:
    return np.eye(DIM, dtype=np.float64)


def _write_pool(
    engine, scope: Scope, memory_type: MemoryType = MemoryType.SEMANTIC,
    policy: ConflictPolicy = ConflictPolicy.KEEP_BOTH,
) -> tuple[bytes, bytes, list[float]]:  # fmt: skip
    e = _axes()
    a, b = np.arccos(0.92), np.arccos(0.9)  # old ~ new .92; query ~ old .9, ~ new ~.66
    old_v = e[0]
    new_v = np.cos(a) * e[0] + np.sin(a) * e[1]
    query = np.cos(b) * e[0] - np.sin(b) * e[1]
    now = time.time()
    old = engine.remember(
        MemoryInput(scope, "old value", memory_type, embedding=_unit(old_v),
                    created_at=now - 40 * DAY)
    )  # fmt: skip
    for k in range(5):  # each at .85 of the query, apart from one another
        filler = 0.85 * query + np.sqrt(1 - 0.85**2) * e[2 + k]
        text, at = f"other fact {k}", now - 39 * DAY
        engine.remember(MemoryInput(scope, text, embedding=_unit(filler), created_at=at))
    new = engine.remember(
        MemoryInput(
            scope, "new value", memory_type, embedding=_unit(new_v), created_at=now - 38 * DAY,
            on_conflict=policy,
        )
    )  # fmt: skip
    assert new.related_id == old.stored_id  # kept both, the newer first
    return old.stored_id, new.stored_id, _unit(query)


def test_the_newer_value_of_a_found_memory_joins_the_answer_above_it(engine):
    scope = Scope("newer-values")
    old, new, query = _write_pool(engine, scope)
    ids = [h.record.id for h in engine.recall(RecallQuery(scope, embedding=query, top_k=5))]
    assert ids[:2] == [new, old]


def _moving(open_engine, moves: bool = True):
    return open_engine(
        config=client_vector_config(scoring=ScoringConfig(outranked_after_answer=moves))
    )


def _outdated(engine, scope: Scope, old: bytes, new: bytes) -> None:
    """Mark the older value outdated by the newer, as the write path marks a soft supersede it
    is sure of (client vectors have no reading of their own): exported and imported back."""
    item = next(i for i in engine.export_records(scope, vectors=True) if i.record.id == old)
    outdated = replace(item, record=replace(item.record, outdated_by=(new,)))
    assert engine.import_records([outdated], overwrite=True).imported == 1


def test_a_soft_supersede_the_write_path_was_unsure_of_only_orders(open_engine):
    engine = _moving(open_engine)
    scope = Scope("newer-values-unsure")
    old, new, query = _write_pool(engine, scope)
    ids = [h.record.id for h in engine.recall(RecallQuery(scope, embedding=query, top_k=5))]
    assert ids[:2] == [new, old]


def test_moved_the_older_value_makes_way_for_the_next_memory(open_engine):
    engine = _moving(open_engine)
    scope = Scope("newer-values-moved")
    old, new, query = _write_pool(engine, scope)
    _outdated(engine, scope, old, new)
    ids = [h.record.id for h in engine.recall(RecallQuery(scope, embedding=query, top_k=5))]
    assert ids[0] == new and old not in ids  # five others fill the answer
    # a top_k with room for every memory shows the older value too, last
    ids = [h.record.id for h in engine.recall(RecallQuery(scope, embedding=query, top_k=7))]
    assert ids[0] == new and ids[-1] == old and len(ids) == 7
    # as does a recall that asks for what was replaced too
    wide = RecallQuery(scope, embedding=query, top_k=5, include_history=True)
    assert [h.record.id for h in engine.recall(wide)][:2] == [new, old]


def test_an_explained_answer_says_where_the_older_value_went(open_engine):
    engine = _moving(open_engine)
    scope = Scope("newer-values-explained")
    old, new, query = _write_pool(engine, scope)
    _outdated(engine, scope, old, new)
    answer = engine.recall_if_needed(RecallQuery(scope, embedding=query, top_k=5, explain=True))
    left = {lo.record.id: lo for lo in answer.left_out}
    assert old in left and left[old].related_id == new
    assert old not in [h.record.id for h in answer.hits]


def test_a_question_about_the_past_keeps_the_older_value_first(engine):
    scope = Scope("newer-values-past")
    old, new, query = _write_pool(engine, scope)
    # (asked in words about what was: the links leave such an answer as it is)
    past = RecallQuery(scope, "What did I use to have?", embedding=query, top_k=5)
    ids = [h.record.id for h in engine.recall(past)]
    assert ids[0] == old  # (the newer one may come in by a route of its own, below it)


def test_another_user_s_newer_value_is_never_pulled_in(engine):
    mine, theirs = Scope("newer-values-a"), Scope("newer-values-b")
    _, their_new, query = _write_pool(engine, theirs)
    old, new, _ = _write_pool(engine, mine)
    ids = [h.record.id for h in engine.recall(RecallQuery(mine, embedding=query, top_k=5))]
    assert their_new not in ids and ids[:2] == [new, old]


def test_another_occasion_of_a_found_event_is_not_pulled_in(engine):
    # two episodes alike, the write path's own ranking (no caller's word): the newer is another
    # occasion, not a newer value of the older, and has no place in an answer it does not match
    scope = Scope("newer-values-occasion")
    old, new, query = _write_pool(engine, scope, MemoryType.EPISODIC, ConflictPolicy.AUTO)
    assert engine.get(scope, old).later_occasions == (new,)
    hits = engine.recall(RecallQuery(scope, embedding=query, top_k=5))
    assert hits[0].record.id == old
    # (in a pool this small every memory is a vector candidate: the newer may come by its own)
    assert all(Route.HISTORY not in h.routes for h in hits if h.record.id == new)


def test_moved_or_not_an_earlier_occasion_of_an_event_stays(open_engine):
    # another occasion is no newer value: both happened, the older keeps its place
    engine = _moving(open_engine)
    scope = Scope("newer-values-occasion-moving")
    old, new, query = _write_pool(engine, scope, MemoryType.EPISODIC, ConflictPolicy.AUTO)
    hits = engine.recall(RecallQuery(scope, embedding=query, top_k=5))
    assert hits[0].record.id == old


def test_switched_off_an_outdated_older_value_stays_in_the_answer(open_engine):
    engine = _moving(open_engine, moves=False)
    scope = Scope("newer-values-off")
    old, new, query = _write_pool(engine, scope)
    _outdated(engine, scope, old, new)
    ids = [h.record.id for h in engine.recall(RecallQuery(scope, embedding=query, top_k=5))]
    assert ids[:2] == [new, old]
