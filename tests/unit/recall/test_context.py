"""Recall with conversation context (memoryd.core.recall.context) through MemoryEngine: the turn
after a question is found by the question's words, within one pool only, across restarts,
and never by the words of a turn that was forgotten or suppressed."""

from __future__ import annotations

import numpy as np

from memoryd.core import ForgetMode, MemoryEngine, MemoryInput, RecallQuery, Scope
from memoryd.core.ids import id_to_str

DIM = 16
T0 = 1_700_000_000.0
ALICE = Scope("alice", "", "s1")
BOB = Scope("bob", "", "s1")
QUESTION = "Alice: what did you do last weekend?"
ANSWER = "Bob: went up the mountain with my sister"


def _vector(i: int) -> np.ndarray:
    v = np.zeros(DIM, dtype=np.float32)
    v[i % DIM] = 1.0
    return v


def _say(engine: MemoryEngine, scope: Scope, i: int, text: str, at: float) -> bytes:
    item = MemoryInput(scope, text, embedding=_vector(i), created_at=at, typed=False)
    return engine.remember(item).record.id


def _keyword(engine: MemoryEngine, scope: Scope, words: str) -> set[bytes]:
    query = RecallQuery(scope, words, embedding=_vector(15), routes=("keyword",))
    return {h.record.id for h in engine.recall(query)}


def _conversation(engine: MemoryEngine) -> tuple[bytes, bytes]:
    asked = _say(engine, ALICE, 0, QUESTION, T0)
    answered = _say(engine, ALICE, 1, ANSWER, T0 + 5.0)
    _say(engine, ALICE, 2, "Alice: I read a book about trains", T0 + 7_200.0)
    return asked, answered


def test_the_answer_is_found_by_the_question_words_and_keeps_its_own_text(engine):
    asked, answered = _conversation(engine)
    assert _keyword(engine, ALICE, "weekend") == {asked, answered}
    assert engine.get(ALICE, answered).content == ANSWER  # its text is the caller's


def test_a_neighbour_is_never_from_another_pool(engine):
    _say(engine, ALICE, 0, QUESTION, T0)
    bobs = _say(engine, BOB, 1, ANSWER, T0 + 5.0)  # same session id, next second, other pool
    assert _keyword(engine, BOB, "weekend") == set()
    assert bobs not in _keyword(engine, ALICE, "weekend")


def test_restarts_keep_the_context_and_a_forget_in_between(open_engine, tmp_path):
    engine = open_engine()
    asked, answered = _conversation(engine)
    engine.close()  # writes the start-up checkpoint
    engine = open_engine()
    assert _keyword(engine, ALICE, "weekend") == {asked, answered}
    engine.forget(ALICE, [id_to_str(asked)], ForgetMode.DELETE)
    assert _keyword(engine, ALICE, "weekend") == set()
    engine.close()
    engine = open_engine()
    assert _keyword(engine, ALICE, "weekend") == set()
    assert _keyword(engine, ALICE, "mountain") == {answered}


def test_a_suppressed_turn_lends_no_words_until_restored(engine):
    asked, answered = _conversation(engine)
    engine.forget(ALICE, [id_to_str(asked)], ForgetMode.SUPPRESS)
    assert _keyword(engine, ALICE, "weekend") == set()
    engine.forget(ALICE, [id_to_str(asked)], ForgetMode.RESTORE)
    assert _keyword(engine, ALICE, "weekend") == {asked, answered}


def test_a_recall_in_the_past_sees_the_context_written_by_then(engine):
    asked, answered = _conversation(engine)
    query = RecallQuery(
        ALICE, "weekend", embedding=_vector(15), routes=("keyword",), as_of=T0 + 1.0
    )
    assert [h.record.id for h in engine.recall(query)] == [asked]
    # A replay sees a turn suppressed since as it was then, its words lent as its own are.
    engine.forget(ALICE, [id_to_str(asked)], ForgetMode.SUPPRESS)
    query = RecallQuery(
        ALICE, "weekend", embedding=_vector(15), routes=("keyword",), as_of=T0 + 60.0
    )
    assert {h.record.id for h in engine.recall(query)} == {asked, answered}
