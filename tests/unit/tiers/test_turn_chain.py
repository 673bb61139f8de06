"""The turn chain (each memory's previous and next turn in its session) and the context index a
pool derives from it: the memory after a turn is found by that turn's words."""

from __future__ import annotations

import numpy as np
import pytest

from memoryd.core.config import TierConfig
from memoryd.core.tiers.pool import PoolIndex
from memoryd.core.tiers.turn_chain import TurnChain

DIM = 8


def _id(i: int) -> bytes:
    return i.to_bytes(16, "big")


def test_neighbours_are_of_one_session_in_time_order_within_the_gap():
    chain = TurnChain(gap_s=60.0)
    chain.add(_id(3), "s1", 20.0)
    chain.add(_id(1), "s1", 0.0)
    chain.add(_id(2), "s1", 10.0)  # arrives out of order: placed by created_at
    chain.add(_id(9), "s2", 15.0)  # another session between them in time
    chain.add(_id(4), "s1", 500.0)  # too long after: a new exchange
    assert [chain.previous(_id(i)) for i in (1, 2, 3, 4)] == [None, _id(1), _id(2), None]
    assert [chain.next(_id(i)) for i in (1, 2, 3, 4)] == [_id(2), _id(3), None, None]
    assert chain.previous(_id(9)) is None and chain.next(_id(9)) is None
    assert chain.previous(_id(42)) is None


def test_removing_a_turn_joins_its_neighbours():
    chain = TurnChain(gap_s=60.0)
    for i in range(3):
        chain.add(_id(i), "", 10.0 * i)
    assert chain.remove(_id(1))
    assert not chain.remove(_id(1))
    assert chain.next(_id(0)) == _id(2) and chain.previous(_id(2)) == _id(0)
    assert len(chain) == 2 and _id(1) not in chain


def _pool(**kw) -> PoolIndex:
    return PoolIndex(DIM, TierConfig(maintenance_interval_s=3_600, **kw))


def _add(pool: PoolIndex, i: int, text: str, at: float, session: str = "s1") -> None:
    vector = np.zeros(DIM, dtype=np.float32)
    vector[i % DIM] = 1.0
    pool.add(_id(i), vector, at, at + 1.0, text, session)


def test_the_turn_after_a_question_is_found_by_the_question_words():
    pool = _pool()
    _add(pool, 1, "Alice: what did you do last weekend?", 100.0)
    _add(pool, 2, "Bob: went up the mountain with my sister", 101.0)
    _add(pool, 3, "Alice: nice, I stayed home", 102.0)
    found = dict(pool.context_search("weekend", 10))
    assert set(found) == {_id(2)}  # the answer, by the words its question lends it
    assert dict(pool.keyword_search("weekend", 10)).keys() == {_id(1)}  # own words unchanged
    assert _id(3) in dict(pool.context_search("mountain", 10))  # and the turn after the answer
    # On keyword_search's scale: the lent word scores as the question's own word does.
    assert found[_id(2)] == pytest.approx(dict(pool.keyword_search("weekend", 10))[_id(1)])


def test_a_turn_lends_only_the_words_the_next_one_does_not_say():
    pool = _pool()
    _add(pool, 1, "day 3: three cups of coffee", 100.0)
    _add(pool, 2, "day 4: three cups of coffee", 101.0)
    assert pool.context_search("coffee", 10) == []  # both say it: nothing to lend
    assert dict(pool.context_search("day 3", 10)).keys() == {_id(2)}
    # A memory another route found is scored as the searches score it, also past their top k.
    assert pool.keyword_scores_of("three cups", [_id(2), _id(9)])[1] == 0.0
    assert pool.keyword_scores_of("three cups", [_id(2)]) == pytest.approx(
        [dict(pool.keyword_search("three cups", 10))[_id(2)]]
    )
    assert pool.context_scores_of("day 3", [_id(1), _id(2)]) == pytest.approx(
        [0.0, dict(pool.context_search("day 3", 10))[_id(2)]]
    )


def test_removing_a_turn_takes_its_words_out_of_the_next_turns_context():
    pool = _pool()
    _add(pool, 1, "Alice: what did you do last weekend?", 100.0)
    _add(pool, 2, "Bob: went up the mountain", 101.0)
    assert _id(2) in dict(pool.context_search("weekend", 10))
    pool.remove(_id(1))
    assert pool.context_search("weekend", 10) == []
    assert pool.previous_turns([_id(2)]) == [None]


def test_a_turn_written_between_two_becomes_the_next_ones_context():
    pool = _pool()
    _add(pool, 1, "Alice: what about the weekend?", 100.0)
    _add(pool, 3, "Bob: sure", 102.0)
    _add(pool, 2, "Alice: or rather the mountain trip", 101.0)  # late, in between
    assert pool.previous_turns([_id(3), _id(2)]) == [_id(2), _id(1)]
    assert _id(3) in dict(pool.context_search("mountain", 10))
    assert _id(3) not in dict(pool.context_search("weekend", 10))


def test_no_context_across_sessions_or_long_gaps_or_when_turned_off():
    pool = _pool()
    _add(pool, 1, "Alice: what did you do last weekend?", 100.0, "s1")
    _add(pool, 2, "Bob: went up the mountain", 101.0, "s2")
    _add(pool, 3, "Bob: stayed home", 100.0 + 7_200.0, "s1")
    assert pool.context_search("weekend", 10) == []
    assert pool.context_search("mountain", 10) == []
    off = _pool(turn_context=False)
    _add(off, 1, "Alice: what did you do last weekend?", 100.0)
    _add(off, 2, "Bob: went up the mountain", 101.0)
    assert off.context_search("weekend", 10) == []


def test_the_linked_share_follows_adds_and_removes():
    chain = TurnChain(gap_s=60.0)
    assert chain.linked_share() == 0.0
    for i in range(4):
        chain.add(_id(i), "s1", 10.0 * i)
    assert chain.linked_share() == 0.75  # all but the first follow a turn
    chain.add(_id(9), "", 1e6)  # a fact on its own
    assert chain.linked_share() == 3 / 5
    chain.remove(_id(0))
    assert chain.linked_share() == 2 / 4  # the old second turn now opens the session
    chain.add(_id(0), "s1", 0.0)
    assert chain.linked_share() == 3 / 5


def test_a_batch_of_turns_indexes_the_contexts_one_by_one_adds_index():
    words = "rain tea hill boat lamp song fox river".split()
    texts = [f"{words[i % 8]} {words[(3 * i) % 8]} turn {i}" for i in range(12)]
    at = [100.0 + i for i in range(12)]
    sessions = ["s1" if i % 3 else "s2" for i in range(12)]
    one_by_one, batched = _pool(), _pool()
    for i in range(12):
        _add(one_by_one, i, texts[i], at[i], sessions[i])
    vectors = np.eye(DIM, dtype=np.float32)[[i % DIM for i in range(12)]]
    batched.add_many(
        [_id(i) for i in range(12)], vectors, np.array(at), at[-1] + 1.0, texts, sessions
    )
    ids = [_id(i) for i in range(12)]
    for word in words:
        assert batched.context_scores_of(word, ids) == pytest.approx(
            one_by_one.context_scores_of(word, ids)
        )
    assert any(batched.context_scores_of(w, ids) != [0.0] * 12 for w in words)  # not vacuous
