"""The engine's lifecycle with client vectors (similarities set exactly) and the real rule
judge: merge, supersede, refine, the recall-time check, decay weights, sweeps, figures."""

from __future__ import annotations

import time
from dataclasses import replace

import numpy as np
import pytest

from memoryd.core import (
    EngineConfig,
    ForgetMode,
    MemoryEngine,
    MemoryInput,
    MemoryType,
    RecallQuery,
    RememberAction,
    Scope,
    Status,
)
from memoryd.core.config import LifecycleConfig, RecallCacheConfig, ScoringConfig
from memoryd.core.errors import ConfigurationError
from memoryd.core.store.storage import Put, Table
from memoryd.core.types import Outcome

DIM = 16
DAY = 86_400.0
SCOPE = Scope("lifecycle-user")


def vec(sim: float, axis: int) -> np.ndarray:
    """A unit vector whose cosine with e0 is ``sim``; two such vectors on different axes have
    cosine sim1 * sim2, on the same axis sim1 * sim2 + sqrt((1-sim1^2)(1-sim2^2))."""
    v = np.zeros(DIM, dtype=np.float32)
    v[0] = sim
    v[axis] = np.sqrt(max(0.0, 1.0 - sim * sim))
    return v


BASE = vec(1.0, 1)


@pytest.fixture
def engine(tmp_path):
    eng = MemoryEngine(tmp_path, EngineConfig(embedder="none", dimension=DIM))
    yield eng
    eng.close()


def put(engine, content, vector, *, days_ago=0.0, scope=SCOPE, **fields):
    return engine.remember(
        MemoryInput(
            scope, content, embedding=vector, created_at=time.time() - days_ago * DAY, **fields
        )
    )


def ids(hits):
    return [h.record.id for h in hits]


def test_a_changed_value_supersedes_and_stays_as_history(engine):
    old = put(engine, "The project budget is 500k", BASE, days_ago=30).record
    new = put(engine, "The project budget is 800k", vec(0.95, 2))

    assert new.action is RememberAction.SUPERSEDED
    assert new.affected_ids == (old.id,)
    assert new.record.supersedes == (old.id,)
    assert new.record.version == 2
    assert ids(engine.recall(RecallQuery(SCOPE, embedding=BASE))) == [new.record.id]
    history = engine.recall(RecallQuery(SCOPE, embedding=BASE, include_history=True))
    assert {h.record.id: h.record.status for h in history} == {
        old.id: Status.SUPERSEDED,
        new.record.id: Status.ACTIVE,
    }
    chain = engine.history(SCOPE, old.id)
    assert [r.id for r in chain] == [old.id, new.record.id]
    assert chain[0].superseded_by == new.record.id
    assert [e.action for e in chain[0].events] == ["created", "superseded"]
    assert [e.action for e in chain[1].events] == ["created", "supersedes"]
    assert chain[1].events[-1].related_id == old.id
    assert chain[0].events[0].at == pytest.approx(old.created_at)  # a backfill's own time
    assert "500" in chain[0].events[-1].reason


def test_a_more_specific_statement_refines_and_inherits(engine):
    old = put(engine, "I have a dog", BASE, days_ago=3).record
    engine.recall(RecallQuery(SCOPE, embedding=BASE))  # one access to inherit
    new = put(engine, "I have a dog named Max who is three years old", vec(0.9, 2))

    assert new.action is RememberAction.REFINED
    assert new.record.access_count == 1
    assert engine.get(SCOPE, old.id).status is Status.SUPERSEDED
    assert ids(engine.recall(RecallQuery(SCOPE, embedding=BASE))) == [new.record.id]


def test_a_vaguer_statement_is_absorbed_by_the_specific_one(engine):
    specific = put(engine, "I have a dog named Max who is three years old", BASE).record
    result = put(engine, "I have a dog", vec(0.9, 2))

    assert result.action is RememberAction.REFINED
    assert result.record.id == specific.id
    assert result.record.access_count == 1
    # the vaguer text is kept as a version of the specific one (issue #13), not thrown away
    assert result.outcome is Outcome.VERSION
    version = engine.get(SCOPE, result.stored_id)
    assert (version.content, version.status) == ("I have a dog", Status.SUPERSEDED)
    assert engine.stats(SCOPE).by_status == {"active": 1, "superseded": 1}


def test_a_near_duplicate_merges_and_keeps_the_larger_confidence(engine):
    first = put(engine, "The sky was clear this morning", BASE, confidence=0.5).record
    again = put(engine, "This morning the sky was clear", vec(0.97, 2), confidence=0.8)

    assert again.action is RememberAction.MERGED
    assert again.record.id == first.id
    assert again.record.confidence == pytest.approx(0.8)
    assert again.record.access_count == 1
    # the same words in another order: kept as a version of the memory it restates
    assert again.outcome is Outcome.VERSION
    assert engine.get(SCOPE, again.stored_id).superseded_by == first.id
    stats = engine.stats(SCOPE)
    assert stats.by_status == {"active": 1, "superseded": 1}
    assert stats.lifecycle.merge_rate == pytest.approx(0.5)
    assert stats.lifecycle.conflict_verdicts == {"coexist": 1}


def test_different_tags_keep_similar_texts_apart(engine):
    put(engine, "The budget is 500k", BASE, tags=("marketing",))
    other = put(engine, "The budget is 800k", vec(0.95, 2), tags=("engineering",))

    assert other.action is RememberAction.CREATED
    assert len(engine.recall(RecallQuery(SCOPE, embedding=BASE))) == 2


def test_items_of_one_batch_are_judged_against_each_other(engine):
    # Each item's pool search sees the pool before the batch: the batch's own items are judged
    # against each other at write time (recall runs no judge), so the correction replaces.
    results = engine.remember_batch(
        [
            MemoryInput(
                SCOPE, "My office is in room 301", embedding=BASE, created_at=time.time() - 20 * DAY
            ),
            MemoryInput(SCOPE, "My office is in room 512", embedding=vec(0.95, 2)),
        ]
    )
    assert results[1].action is RememberAction.SUPERSEDED
    assert results[1].affected_ids == (results[0].record.id,)
    hits = engine.recall(RecallQuery(SCOPE, embedding=BASE))
    assert [h.record.content for h in hits] == ["My office is in room 512"]


def test_an_unsure_supersede_keeps_both_the_newer_first(engine):
    # A value swapped in one frame, nobody's own fact, no cue: two projects may ship in Q2.
    old = put(engine, "Project Falcon ships in Q2", BASE, days_ago=20)
    new = put(engine, "Project Heron ships in Q2", vec(0.95, 2))
    assert (new.action, new.outcome) == (RememberAction.CREATED, Outcome.NEW)
    assert new.related_id == old.record.id
    assert engine.get(SCOPE, old.record.id).outranked_by == (new.record.id,)
    hits = engine.recall(RecallQuery(SCOPE, embedding=BASE))  # BASE is nearer the older one
    assert [h.record.content for h in hits] == [
        "Project Heron ships in Q2",
        "Project Falcon ships in Q2",
    ]


def _warm_pool(engine, scope):
    """Past the cold start: 60 unrelated memories spread over 30 days."""
    items = [
        MemoryInput(
            scope,
            f"unrelated note {i}",
            embedding=vec(0.0, 3 + i % (DIM - 3)),
            created_at=time.time() - (i % 30 + 8) * DAY,
        )
        for i in range(60)
    ]
    engine.remember_batch(items)


def test_time_words_favour_the_recent_memory(tmp_path):
    # Within the re-rank margin, the default weights (0.7, 0.3) keep the better match first and
    # the time weights (0.4, 0.6) put the recent one first: 0.9 vs 0.8 similarity, 60 days
    # old vs 1 day old, margin 0.18 (relevance of the weaker one: 1 - 0.1/0.18).
    config = EngineConfig(embedder="none", dimension=DIM, scoring=ScoringConfig(rerank_margin=0.18))
    engine = MemoryEngine(tmp_path, config)
    try:
        _warm_pool(engine, SCOPE)
        older = put(
            engine,
            "Visited the Louvre with Anna",
            vec(0.9, 1),
            days_ago=60,
            memory_type=MemoryType.PREFERENCE,
        ).record
        newer = put(
            engine,
            "Went hiking in the Alps with Tom",
            vec(0.8, 2),
            days_ago=1,
            memory_type=MemoryType.PREFERENCE,
        ).record

        # as_of: a replay counts no access, so the first query does not change the second
        now = time.time()
        plain = engine.recall(
            RecallQuery(SCOPE, "which trip did we talk about", vec(1.0, 1), as_of=now)
        )
        timely = engine.recall(
            RecallQuery(SCOPE, "which trip did we take recently", vec(1.0, 1), as_of=now)
        )

        assert ids(plain)[:2] == [older.id, newer.id]
        assert ids(timely)[:2] == [newer.id, older.id]
    finally:
        engine.close()


def test_decay_never_lifts_a_clearly_weaker_match(engine):
    _warm_pool(engine, SCOPE)
    answer = put(engine, "My daughter goes to Hillcrest Academy", vec(0.45, 1), days_ago=700)
    fresh = put(engine, "I live in Dublin", vec(0.21, 2), days_ago=0.01)

    hits = engine.recall(RecallQuery(SCOPE, "which school is my daughter at now", vec(1.0, 1)))

    assert ids(hits)[:2] == [answer.record.id, fresh.record.id]


def test_a_cold_pool_ranks_by_similarity_alone(engine):
    # Few memories and a young pool (the oldest 5 days old): a cold start, decay off, so the
    # newer one within the margin does not pass the better match even on a time question.
    older = put(engine, "Visited the Louvre with Anna", vec(0.9, 1), days_ago=5).record
    put(engine, "Went hiking in the Alps with Tom", vec(0.85, 2), days_ago=1)

    hits = engine.recall(RecallQuery(SCOPE, "which trip did we take recently", vec(1.0, 1)))

    assert hits[0].record.id == older.id
    assert [h.score for h in hits] == [pytest.approx(h.similarity) for h in hits]


def test_a_small_pool_written_months_apart_ranks_the_newer_value_first(engine):
    # Two memories, 400 and 10 days old: few, but not young. Time orders them as in a big
    # pool: a user who writes rarely still gets the newer value of a fact first.
    older = put(
        engine,
        "Our butcher is the farm shop at Thornby",
        vec(0.80, 1),
        days_ago=400,
        importance=0.5,
    ).record
    newer = put(
        engine,
        "We get the Sunday joint from Dewhurst's now",
        vec(0.75, 2),
        days_ago=10,
        importance=0.5,
    ).record

    query = RecallQuery(SCOPE, "Who's our butcher?", vec(1.0, 1), routes=("vector",))
    hits = engine.recall(query)

    assert ids(hits)[:2] == [newer.id, older.id]
    assert hits[0].score > hits[0].similarity * 0.7  # decay lifted it: the pool is not cold


def _employer_question(engine, employer_similarity):
    """Recall "Who's my employer?" (vector route alone) over a profession at .5 and an
    employer at ``employer_similarity``; return (profession id, employer id, hits)."""
    job = put(engine, "I'm a carpenter by trade", vec(0.5, 1)).record
    employer = put(engine, "I'm employed by Vandelay Industries", vec(employer_similarity, 2))
    query = RecallQuery(SCOPE, "Who's my employer?", vec(1.0, 1), routes=("vector",))
    return job.id, employer.record.id, engine.recall(query)


def test_a_memory_stating_the_asked_attribute_passes_a_slightly_closer_one(engine):
    job, employer, hits = _employer_question(engine, 0.4)
    assert ids(hits)[:2] == [employer, job]
    assert hits[0].similarity == pytest.approx(0.4, abs=1e-5)  # its own cosine, reported


def test_without_the_attribute_weight_the_closer_memory_stays_first(tmp_path):
    config = EngineConfig(
        embedder="none", dimension=DIM, scoring=ScoringConfig(attribute_weight=0.0)
    )
    engine = MemoryEngine(tmp_path, config)
    try:
        job, employer, hits = _employer_question(engine, 0.4)
        assert ids(hits)[:2] == [job, employer]
    finally:
        engine.close()


def test_the_attribute_lifts_by_its_weight_and_no_further(engine):
    job, employer, hits = _employer_question(engine, 0.3)  # .3 + .15 < .5
    assert ids(hits)[:2] == [job, employer]


def test_an_old_only_answer_beats_fresh_unrelated_memories(engine):
    _warm_pool(engine, SCOPE)
    answer = put(engine, "Passport is in the study drawer", vec(0.45, 1), days_ago=730).record

    hits = engine.recall(RecallQuery(SCOPE, embedding=vec(1.0, 1)))

    assert hits[0].record.id == answer.id
    assert hits[0].decay < 0.01


def test_sweep_expires_and_archives_then_restore(tmp_path):
    config = EngineConfig(
        embedder="none", dimension=DIM, lifecycle=LifecycleConfig(archive_idle_days=90)
    )
    engine = MemoryEngine(tmp_path, config)
    try:
        now = time.time()
        expiring = engine.remember(
            MemoryInput(
                SCOPE,
                "coupon code SAVE10",
                embedding=vec(0.0, 1),
                created_at=now - 10 * DAY,
                expires_at=now - DAY,
            )
        ).record
        faded = put(engine, "maybe likes jazz", vec(0.0, 2), days_ago=200, confidence=0.3).record
        sure = put(engine, "is a nurse", vec(0.0, 3), days_ago=200, confidence=0.9).record

        report = engine.maintain()

        assert (report["expired"], report["archived"]) == (1, 1)
        assert engine.get(SCOPE, expiring.id).status is Status.EXPIRED
        assert engine.get(SCOPE, faded.id).status is Status.ARCHIVED
        assert engine.get(SCOPE, sure.id).status is Status.ACTIVE
        assert engine.stats(SCOPE).lifecycle.weekly_archive_rate == pytest.approx(1.0)
        assert [r.id for r in engine.history(SCOPE, faded.id)] == [faded.id]
        assert engine.forget(SCOPE, [faded.id.hex()], ForgetMode.RESTORE) == [faded.id]
        assert engine.get(SCOPE, faded.id).status is Status.ACTIVE
    finally:
        engine.close()


def test_sweep_reads_the_attributes_of_memories_written_before_they_were_recorded(engine):
    legacy = put(engine, "I work at Initech", vec(0.0, 1)).record
    archived = put(engine, "maybe lives in Oslo", vec(0.0, 2), days_ago=200, confidence=0.3)
    current = put(engine, "I'm a nurse", vec(0.0, 3)).record
    for record in (legacy, archived.record):  # as an older version stored them
        stored = replace(engine.get(SCOPE, record.id), attributes=None)
        engine._records.writer.write([Put(Table.RECORDS, record.id, engine._codec.encode(stored))])
        engine._records.headers.invalidate([record.id])  # written behind Records' back
    assert engine.get(SCOPE, legacy.id).attributes is None

    report = engine.maintain(tasks=("sweep",))

    assert (report["expired"], report["archived"]) == (0, 1)  # the backfill is no move
    assert engine.get(SCOPE, legacy.id).attributes == ("employer",)
    assert engine.get(SCOPE, legacy.id).status is Status.ACTIVE
    assert engine.get(SCOPE, archived.record.id).attributes == ("residence",)
    assert engine.get(SCOPE, archived.record.id).status is Status.ARCHIVED
    assert engine.get(SCOPE, current.id).attributes == ("profession",)
    assert engine.stats(SCOPE).by_status == {"active": 2, "archived": 1}


def test_ignoring_a_just_recalled_memory_still_moves_it_halfway(engine):
    memory = put(engine, "likes tea", vec(0.0, 2), days_ago=10).record
    engine.recall(RecallQuery(SCOPE, embedding=vec(0.0, 2)))  # access pending, not yet flushed
    recalled_at = engine.get(SCOPE, memory.id).last_accessed_at

    engine.feedback(SCOPE, [], [memory.id.hex()])

    after = engine.get(SCOPE, memory.id)
    assert after.access_count == 1  # the recall's access, counted once
    assert after.last_accessed_at == pytest.approx(recalled_at, abs=2)


def test_feedback_strong_and_weak(engine):
    used = put(engine, "uses vim", vec(0.0, 1), days_ago=10).record
    ignored = put(engine, "likes tea", vec(0.0, 2), days_ago=10).record
    before = time.time()

    assert engine.feedback(SCOPE, [used.id.hex()], [ignored.id.hex()]) == 2

    u, i = engine.get(SCOPE, used.id), engine.get(SCOPE, ignored.id)
    assert u.access_count == 1 and u.last_accessed_at >= before
    assert i.access_count == 0
    assert i.last_accessed_at == pytest.approx((ignored.created_at + before) / 2, abs=5)
    assert engine.feedback(Scope("someone-else"), [used.id.hex()], []) == 0


def test_lifecycle_figures_survive_a_restart(tmp_path):
    config = EngineConfig(embedder="none", dimension=DIM)
    engine = MemoryEngine(tmp_path, config)
    put(engine, "The budget is 500k", BASE, days_ago=5)
    put(engine, "The budget is 800k", vec(0.95, 2))
    engine.recall(RecallQuery(SCOPE, embedding=BASE))
    before = engine.stats(SCOPE)
    engine.close()

    engine = MemoryEngine(tmp_path, config)
    try:
        after = engine.stats(SCOPE)
        assert after == before
        assert after.lifecycle.writes == 2
        assert after.lifecycle.conflict_verdicts == {"supersede": 1}
        assert after.lifecycle.conflicts_per_1000_writes == pytest.approx(500.0)
        assert after.by_status == {"active": 1, "superseded": 1}
    finally:
        engine.close()


def test_a_replay_sees_statuses_as_they_were_then(engine):
    old = put(engine, "The project budget is 500k", BASE, days_ago=30).record
    before_correction = time.time()
    time.sleep(0.01)
    new = put(engine, "The project budget is 800k", vec(0.95, 2)).record
    engine.forget(SCOPE, [new.id.hex()], ForgetMode.SUPPRESS)

    then = engine.recall(RecallQuery(SCOPE, embedding=BASE, as_of=before_correction))
    now = engine.recall(RecallQuery(SCOPE, embedding=BASE, as_of=time.time()))

    assert ids(then) == [old.id]  # active then; superseded only later
    assert ids(now) == []  # superseded now, and its successor suppressed


def test_hits_from_another_session_weigh_less(engine):
    here = Scope(SCOPE.user_id, session_id="s-now")
    there = Scope(SCOPE.user_id, session_id="s-before")
    other = put(engine, "Flight to Oslo on Monday", vec(0.8, 1), scope=there).record
    mine = put(engine, "Hotel in Oslo booked", vec(0.78, 2), scope=here).record

    hits = engine.recall(RecallQuery(here, embedding=vec(1.0, 1)))

    assert ids(hits)[:2] == [mine.id, other.id]
    assert hits[1].score == pytest.approx(0.8 * hits[1].similarity, rel=1e-5)


def test_min_score_drops_noise_and_may_leave_nothing(engine):
    put(engine, "uses vim", vec(0.3, 1))
    assert engine.recall(RecallQuery(SCOPE, embedding=vec(1.0, 1), min_score=0.5)) == []
    assert len(engine.recall(RecallQuery(SCOPE, embedding=vec(1.0, 1), min_score=0.2))) == 1


@pytest.mark.parametrize(
    ("query", "needed"),
    [
        ("上次提到的那个订单到哪了？", True),
        ("what did I say about the budget?", True),
        ("ORD-2024-0099", True),
        ("我的预算是多少", True),
        ("谢谢，再见", False),
        ("what is the capital of France?", False),
        ("hello!", False),
    ],
)
def test_auto_trigger_skips_queries_that_need_no_memory(engine, query, needed):
    put(engine, "The budget is 500k", BASE)
    recalled = engine.recall_if_needed(RecallQuery(SCOPE, query, embedding=BASE, auto_trigger=True))
    assert recalled.needs_memory is needed
    assert recalled.trigger_reason
    assert bool(recalled.hits) is needed
    forced = engine.recall_if_needed(RecallQuery(SCOPE, query, embedding=BASE))
    assert forced.needs_memory and forced.hits


def test_a_repeated_recall_is_answered_from_the_cache_until_the_pool_changes(engine):
    first = put(engine, "uses vim", vec(0.9, 1)).record
    query = RecallQuery(SCOPE, embedding=vec(1.0, 1))

    answer = engine.recall(query)
    again = engine.recall(query)

    assert again is answer  # the same answer object: served from the cache
    assert engine.get(SCOPE, first.id).access_count == 2  # a cached answer still counts
    second = put(engine, "uses emacs on weekends", vec(0.95, 2)).record
    fresh = engine.recall(query)
    assert fresh is not answer
    assert second.id in ids(fresh)
    engine.forget(SCOPE, [second.id.hex()], ForgetMode.SUPPRESS)
    assert second.id not in ids(engine.recall(query))


def test_the_cache_can_be_turned_off(tmp_path):
    config = EngineConfig(embedder="none", dimension=DIM, recall_cache=RecallCacheConfig(size=0))
    engine = MemoryEngine(tmp_path, config)
    try:
        engine.remember(MemoryInput(SCOPE, "uses vim", embedding=vec(0.9, 1)))
        query = RecallQuery(SCOPE, embedding=vec(1.0, 1))
        assert engine.recall(query) is not engine.recall(query)
    finally:
        engine.close()


def _keyword_against_cosine(tmp_path, fusion):
    """A turn naming what the question asks (a keyword match, cosine .35) against a closer
    memory sharing no word (.5); return (keyword turn id, closer id, hits)."""
    config = EngineConfig(embedder="none", dimension=DIM, scoring=ScoringConfig(fusion=fusion))
    engine = MemoryEngine(tmp_path, config)
    try:
        # The closer one is said first: said after, it would carry the turn's words as its
        # context (memoryd.core.tiers.turn_chain) and share a word with the question.
        closer = put(engine, "Melanie: I'm swamped with the kids and work", vec(0.5, 2))
        turn = put(engine, "Caroline: the LGBTQ support group was so powerful", vec(0.35, 1))
        query = RecallQuery(SCOPE, "When did Caroline go to the LGBTQ support group?", vec(1.0, 1))
        return turn.record.id, closer.record.id, engine.recall(query)
    finally:
        engine.close()


def test_the_stretched_fusion_lets_a_strong_keyword_match_pass_a_closer_cosine(tmp_path):
    turn, closer, hits = _keyword_against_cosine(tmp_path / "stretched", "stretched")
    assert ids(hits)[:2] == [turn, closer]
    assert 0.0 < hits[0].score <= 1.0  # scaled to an absolute 0..1
    # The raw fusion adds the cosine as it is: its spread outweighs the keyword score.
    turn, closer, hits = _keyword_against_cosine(tmp_path / "raw", "raw")
    assert ids(hits)[:2] == [closer, turn]


def test_an_unknown_fusion_is_a_configuration_error(tmp_path):
    config = EngineConfig(embedder="none", dimension=DIM, scoring=ScoringConfig(fusion="rrf"))
    with pytest.raises(ConfigurationError, match="scoring.fusion"):
        MemoryEngine(tmp_path, config)


@pytest.mark.parametrize("flushed", [False, True], ids=["access-pending", "access-committed"])
def test_the_sweep_reads_access_statistics_a_recalled_memory_is_not_idle(tmp_path, flushed):
    # The idle check reads when a memory was last accessed, which lives in the ACCESS table
    # (and, until the next flush, in the access log), not in the record: a memory written
    # 200 days ago and recalled today is not idle, whatever its age.
    config = EngineConfig(
        embedder="none", dimension=DIM, lifecycle=LifecycleConfig(archive_idle_days=90),
        recall_cache=RecallCacheConfig(size=0),
    )  # fmt: skip
    engine = MemoryEngine(tmp_path, config)
    try:
        used = put(engine, "maybe likes jazz", vec(0.0, 2), days_ago=200, confidence=0.3).record
        left = put(engine, "maybe likes opera", vec(0.0, 3), days_ago=200, confidence=0.3).record
        hits = engine.recall(RecallQuery(SCOPE, embedding=vec(0.0, 2), top_k=1))
        assert ids(hits) == [used.id]
        if flushed:  # close commits the access log into the ACCESS table
            engine.close()
            engine = MemoryEngine(tmp_path, config)
        assert engine.get(SCOPE, used.id).last_accessed_at is not None

        report = engine.maintain(tasks=["sweep"])

        assert report["archived"] == 1
        assert engine.get(SCOPE, used.id).status is Status.ACTIVE
        assert engine.get(SCOPE, left.id).status is Status.ARCHIVED
    finally:
        engine.close()


def test_sweep_reads_whether_memories_written_before_it_was_kept_tell_the_past(engine):
    past = put(engine, "I used to work at Initech", vec(0.0, 4)).record
    now = put(engine, "I work at Hooli", vec(0.0, 5)).record
    for record in (past, now):  # as an older version stored them: nothing read
        stored = replace(engine.get(SCOPE, record.id), told_as_past=None)
        engine._records.writer.write([Put(Table.RECORDS, record.id, engine._codec.encode(stored))])
        engine._records.headers.invalidate([record.id])  # written behind Records' back
    assert engine.get(SCOPE, past.id).told_as_past is None

    engine.maintain(tasks=("sweep",))

    assert engine.get(SCOPE, past.id).told_as_past is True
    assert engine.get(SCOPE, now.id).told_as_past is False
