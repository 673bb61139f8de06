"""Recall through the version chain: a query that matches a replaced version of a fact finds
the fact's current version (route "history"), never the replaced one, unless history is asked
for; and a correction far from the fact it replaces still reaches it when it says which
attribute changed. Client vectors set the similarities exactly; the real rule judge decides."""

from __future__ import annotations

import time

import numpy as np
import pytest

from memoryd.core import (
    EngineConfig,
    ForgetMode,
    MemoryEngine,
    MemoryInput,
    RecallQuery,
    RememberAction,
    Scope,
    Status,
)

DIM = 16
DAY = 86_400.0
SCOPE = Scope("chain-user")


def unit(*pairs: tuple[int, float]) -> np.ndarray:
    v = np.zeros(DIM, dtype=np.float32)
    for axis, x in pairs:
        v[axis] = x
    return v / np.linalg.norm(v)


# With the "none" embedder's thresholds (conflict .85, duplicate .92): V1 and V2 are judged
# (cosine .857) and not merged; the query matches V1 (.857) far better than V2 (.47), and the
# unrelated memory (.63) better than V2.
V1 = unit((1, 1.0))
V2 = unit((1, 1.0), (2, 0.6))
V3 = unit((1, 1.0), (2, 0.6), (3, 0.6))  # cosine .89 with V2, .42 with the query
QUERY = unit((1, 1.0), (2, -0.6))
UNRELATED = unit((1, 0.5), (2, -1.0), (4, 1.0))


@pytest.fixture
def engine(tmp_path):
    eng = MemoryEngine(tmp_path, EngineConfig(embedder="none", dimension=DIM))
    yield eng
    eng.close()


def put(engine, content, vector, days_ago):
    return engine.remember(
        MemoryInput(SCOPE, content, embedding=vector, created_at=time.time() - days_ago * DAY)
    )


def recall(engine, **fields):
    return engine.recall(RecallQuery(SCOPE, embedding=QUERY, top_k=5, **fields))


def test_a_match_on_the_replaced_value_returns_the_current_one(engine):
    old = put(engine, "The kitchen budget is $100", V1, days_ago=60).record
    unrelated = put(engine, "The printer on the third floor is broken", UNRELATED, 30).record
    new = put(engine, "The kitchen budget is $200", V2, days_ago=10)
    assert new.action is RememberAction.SUPERSEDED and new.affected_ids == (old.id,)

    hits = recall(engine)
    assert [h.record.id for h in hits] == [new.record.id, unrelated.id]
    first = hits[0]
    assert "history" in first.routes
    assert first.similarity == pytest.approx(float(QUERY @ V2), abs=1e-5)  # its own cosine


def test_with_history_the_replaced_value_comes_back_as_itself(engine):
    old = put(engine, "The kitchen budget is $100", V1, days_ago=60).record
    put(engine, "The kitchen budget is $200", V2, days_ago=10)

    hits = recall(engine, include_history=True)
    assert hits[0].record.id == old.id
    assert hits[0].record.status is Status.SUPERSEDED


def test_a_replay_before_the_correction_sees_the_old_value_alone(engine):
    old = put(engine, "The kitchen budget is $100", V1, days_ago=60).record
    new = put(engine, "The kitchen budget is $200", V2, days_ago=10).record

    hits = recall(engine, as_of=time.time() - 30 * DAY)
    assert [h.record.id for h in hits] == [old.id]
    assert new.id not in {h.record.id for h in recall(engine, as_of=time.time() - 30 * DAY)}


def test_a_chain_of_corrections_leads_to_the_last_version_once(engine):
    v1 = put(engine, "The kitchen budget is $100", V1, days_ago=90).record
    v2 = put(engine, "The kitchen budget is $200", V2, days_ago=60).record
    v3 = put(engine, "The kitchen budget is $300", V3, days_ago=10)
    assert v3.action is RememberAction.SUPERSEDED and v3.affected_ids == (v2.id,)
    unrelated = put(engine, "The printer on the third floor is broken", UNRELATED, 30).record

    hits = recall(engine)
    assert [h.record.id for h in hits] == [v3.record.id, unrelated.id]
    assert v1.id not in {h.record.id for h in hits}


def test_a_suppressed_current_version_is_not_reached_through_its_history(engine):
    put(engine, "The kitchen budget is $100", V1, days_ago=60)
    unrelated = put(engine, "The printer on the third floor is broken", UNRELATED, 30).record
    new = put(engine, "The kitchen budget is $200", V2, days_ago=10).record
    engine.forget(SCOPE, [new.id.hex()], ForgetMode.SUPPRESS)

    assert [h.record.id for h in recall(engine)] == [unrelated.id]


def test_a_deleted_current_version_leaves_the_history_unreachable(engine):
    put(engine, "The kitchen budget is $100", V1, days_ago=60)
    unrelated = put(engine, "The printer on the third floor is broken", UNRELATED, 30).record
    new = put(engine, "The kitchen budget is $200", V2, days_ago=10).record
    engine.forget(SCOPE, [new.id.hex()], ForgetMode.DELETE)

    assert [h.record.id for h in recall(engine)] == [unrelated.id]


# ------------------------------------------------------------------ reaching a far correction
# A correction that says an attribute changed is judged against its nearest memories even below
# the conflict threshold, but only those about that attribute.

FAR_OLD = unit((5, 1.0))
FAR_NEW = unit((5, 0.3), (6, 1.0))  # cosine .29 with FAR_OLD: far below the conflict threshold
FAR_OTHER = unit((5, 0.35), (7, 1.0))  # about as far from FAR_NEW, about something else


def test_a_far_correction_of_a_single_valued_attribute_supersedes(engine):
    old = put(engine, "I live in Berlin.", FAR_OLD, days_ago=90).record
    put(engine, "I like hiking on weekends when the weather is good.", FAR_OTHER, days_ago=60)
    new = put(engine, "We just relocated to Austin for good.", FAR_NEW, days_ago=5)
    assert new.action is RememberAction.SUPERSEDED
    assert new.affected_ids == (old.id,)


def test_a_far_memory_about_something_else_is_never_judged(engine):
    other = put(engine, "I like hiking on weekends when the weather is good.", FAR_OLD, 60).record
    new = put(engine, "We just relocated to Austin for good.", FAR_NEW, days_ago=5)
    assert new.action is RememberAction.CREATED
    assert engine.get(SCOPE, other.id).status is Status.ACTIVE


def test_without_a_change_far_memories_are_not_judged(engine):
    old = put(engine, "I live in Berlin.", FAR_OLD, days_ago=90).record
    new = put(engine, "I live in Austin.", FAR_NEW, days_ago=5)
    assert new.action is RememberAction.CREATED
    assert engine.get(SCOPE, old.id).status is Status.ACTIVE
