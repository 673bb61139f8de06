"""MemoryEngine end to end over a real data folder: remember, recall, get, forget, stats,
batches, restarts, time travel, expiry, access statistics, maintenance and dictionaries.

Most tests use client vectors (embedder "none", 16-d): fast and deterministic. A few use the
real Universal Sentence Encoder, loaded once for the module.
"""

from __future__ import annotations

import struct
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

import numpy as np
import pytest

from memoryd.core import (
    ConfigurationError,
    EngineConfig,
    ForgetMode,
    InvalidArgument,
    MemoryEngine,
    MemoryInput,
    MemoryType,
    NotFound,
    Overloaded,
    RecallQuery,
    RememberAction,
    Scope,
    Source,
    Status,
    Tier,
)
from memoryd.core.config import CompressionConfig, LimitsConfig, StoreConfig, TierConfig
from memoryd.core.ids import id_to_str
from memoryd.core.store.lmdb_store import LmdbStore
from memoryd.core.store.storage import Table

DIM = 16
ALICE = Scope("alice", "planner", "s1")
HOUR = 3_600.0


def _config(**parts) -> EngineConfig:
    """Client vectors of DIM, no background maintenance during a test."""
    parts.setdefault("tiers", TierConfig(maintenance_interval_s=3_600))
    return EngineConfig(embedder="none", dimension=DIM, **parts)


def _unit(x: np.ndarray) -> np.ndarray:
    return (x / np.linalg.norm(x, axis=-1, keepdims=True)).astype(np.float32)


def _distinct(rng: np.random.Generator, n: int, max_cos: float = 0.8) -> np.ndarray:
    """n random unit vectors, no two closer than ``max_cos``: below the generic conflict
    threshold (0.85), so the write path stores each as a memory of its own."""
    out: list[np.ndarray] = []
    while len(out) < n:
        v = _unit(rng.normal(size=DIM))
        if all(float(v @ u) < max_cos for u in out):
            out.append(v)
    return np.array(out, dtype=np.float32).reshape(n, DIM)


def _around(rng: np.random.Generator, center: np.ndarray, n: int, cos: float) -> np.ndarray:
    """n unit vectors at cosine ``cos`` from ``center``, no two closer than 0.8."""
    out: list[np.ndarray] = []
    while len(out) < n:
        side = rng.normal(size=DIM)
        side = _unit(side - (side @ center) * center)
        v = _unit(cos * center + np.sqrt(1 - cos**2) * side)
        if all(float(v @ u) < 0.8 for u in out):
            out.append(v)
    return np.array(out, dtype=np.float32)


def _basis(i: int) -> np.ndarray:
    v = np.zeros(DIM, dtype=np.float32)
    v[i] = 1.0
    return v


def _put(engine: MemoryEngine, content: str, vector: np.ndarray, scope: Scope = ALICE, **kw):
    return engine.remember(MemoryInput(scope, content, embedding=vector, **kw)).record


def _recall(engine: MemoryEngine, vector: np.ndarray, scope: Scope = ALICE, **kw):
    return engine.recall(RecallQuery(scope, embedding=vector, **kw))


def _ids(hits) -> list[bytes]:
    return [h.record.id for h in hits]


@pytest.fixture
def filled(engine, rng) -> tuple[MemoryEngine, list[bytes], np.ndarray]:
    """An engine with 12 memories of ALICE, one per random vector."""
    vectors = _distinct(rng, 12)
    ids = [_put(engine, f"memory {i}", v).id for i, v in enumerate(vectors)]
    return engine, ids, vectors


# ---------------------------------------------------------------- remember / get


def test_remember_returns_the_stored_record(engine):
    before = time.time()
    result = engine.remember(
        MemoryInput(
            ALICE,
            "预算控制在50万以内 — budget 🙂",
            memory_type=MemoryType.PREFERENCE,
            importance=0.8,
            confidence=0.4,
            source=Source.EXTERNAL,
            tags=("budget", "项目", "budget"),
            metadata={"来源": "会议"},
            embedding=np.arange(1, DIM + 1, dtype=np.float64),
        )
    )
    record = result.record
    assert result.action is RememberAction.CREATED
    assert len(record.id) == 16
    assert record.scope == ALICE
    assert record.content == "预算控制在50万以内 — budget 🙂"
    assert record.memory_type is MemoryType.PREFERENCE
    assert (record.importance, record.confidence) == (0.8, 0.4)
    assert record.source is Source.EXTERNAL
    assert record.status is Status.ACTIVE
    assert record.tags == ("budget", "项目")  # duplicates dropped, order kept
    assert record.metadata == {"来源": "会议"}
    assert before <= record.created_at == record.updated_at <= time.time()
    assert record.last_accessed_at is None and record.access_count == 0
    assert record.expires_at is None
    assert record.embedding_model == engine.model_id == f"client-vectors-{DIM}"
    assert record.tier is Tier.SHORT
    assert engine.get(ALICE, record.id) == record


@pytest.mark.parametrize(
    ("source", "confidence"),
    [(Source.USER_INPUT, 0.9), (Source.EXTERNAL, 0.7), (Source.AGENT_INFERENCE, 0.6)],
)
def test_defaults_follow_the_source(engine, source, confidence):
    record = _put(engine, "We moved the weekly sync to the big room.", _basis(0), source=source)
    assert record.confidence == confidence
    assert record.importance == 0.5  # a plain statement: the neutral estimate
    assert record.memory_type is MemoryType.SEMANTIC


def test_importance_is_estimated_only_when_not_given(engine):
    allergy = _put(engine, "I'm allergic to peanuts, I get hives.", _basis(0))
    chatter = _put(engine, "haha ok", _basis(1))
    given = _put(engine, "haha ok!", _basis(2), importance=0.9)
    assert allergy.importance > 0.5 > chatter.importance
    assert given.importance == 0.9


def test_backfilled_created_at_is_kept(engine):
    created = time.time() - 10 * 86_400
    record = _put(engine, "old news", _basis(0), created_at=created)
    assert engine.get(ALICE, record.id).created_at == created
    assert record.tier is Tier.MEDIUM  # older than the short tier's age limit


def test_get_is_scoped_to_the_pool(engine):
    record = _put(engine, "alice's", _basis(0))
    assert engine.get(Scope("alice", "planner", "other-session"), record.id).id == record.id
    for other in (Scope("bob", "planner"), Scope("alice"), Scope("alice", "writer")):
        with pytest.raises(NotFound):
            engine.get(other, record.id)
    with pytest.raises(NotFound, match=id_to_str(b"\x01" * 16)):
        engine.get(ALICE, b"\x01" * 16)
    with pytest.raises(InvalidArgument) as err:
        engine.get(Scope(""), record.id)
    assert err.value.field == "scope.user_id"


def test_text_needs_a_model_when_there_is_none(engine):
    with pytest.raises(InvalidArgument) as err:
        engine.remember(MemoryInput(ALICE, "no vector"))
    assert err.value.field == "embedding"
    items = [MemoryInput(ALICE, f"m{i}", embedding=_basis(i)) for i in range(4)]
    items[2] = MemoryInput(ALICE, "no vector")
    with pytest.raises(InvalidArgument) as err:
        engine.remember_batch(items)
    assert err.value.field == "items[2].embedding"
    with pytest.raises(InvalidArgument) as err:
        engine.recall(RecallQuery(ALICE, "text only"))
    assert err.value.field == "embedding"
    assert engine.stats(ALICE).total == 0


# ---------------------------------------------------------------- recall


def test_recall_ranks_by_similarity_at_cold_start(engine):
    for i in range(8):  # neutral importance: similarity alone ranks
        _put(engine, f"axis {i}", _basis(i), importance=0.5)
    query = _unit(_basis(3) + 0.5 * _basis(5) + 0.1 * _basis(1))
    hits = _recall(engine, query, top_k=3)
    assert [h.record.content for h in hits] == ["axis 3", "axis 5", "axis 1"]
    for hit in hits:
        i = int(hit.record.content.split()[1])
        assert hit.similarity == pytest.approx(float(query[i]), abs=1e-5)
        assert hit.score == pytest.approx(hit.similarity, abs=1e-5)  # a new pool: no decay
        assert 0.0 <= hit.decay <= 1.0
        assert hit.tier is Tier.SHORT and hit.keyword == 0.0
    scores = [h.score for h in hits]
    assert scores == sorted(scores, reverse=True)


def test_recall_top_k_and_each_id_once(filled):
    engine, ids, vectors = filled
    for k in (1, 5, 12, 50):
        hits = _recall(engine, vectors[0], top_k=k)
        assert len(hits) == min(k, 12)
        assert len(set(_ids(hits))) == len(hits)
        assert hits[0].record.id == ids[0]


def test_recall_of_an_empty_pool(filled):
    engine, _, vectors = filled
    assert _recall(engine, vectors[0], scope=Scope("nobody")) == []
    assert _recall(engine, vectors[0], scope=Scope("alice", "other-agent")) == []


def test_recall_validates_its_query(engine):
    with pytest.raises(InvalidArgument) as err:
        _recall(engine, _basis(0), top_k=0)
    assert err.value.field == "top_k"
    with pytest.raises(InvalidArgument) as err:
        _recall(engine, np.ones(DIM + 1))
    assert err.value.field == "embedding"


def test_recall_widens_past_suppressed_memories(engine, rng):
    query = _unit(rng.normal(size=DIM))
    near = _around(rng, query, 25, cos=0.6)
    far = _around(rng, query, 5, cos=-0.3)
    near_ids = [
        r.record.id
        for r in engine.remember_batch(
            [MemoryInput(ALICE, f"near {i}", embedding=v) for i, v in enumerate(near)]
        )
    ]
    far_ids = [
        r.record.id
        for r in engine.remember_batch(
            [MemoryInput(ALICE, f"far {i}", embedding=v) for i, v in enumerate(far)]
        )
    ]
    engine.forget(ALICE, [id_to_str(i) for i in near_ids], ForgetMode.SUPPRESS)
    hits = _recall(engine, query, top_k=5)
    assert sorted(_ids(hits)) == sorted(far_ids)


def test_recall_finds_memories_in_both_tiers(open_engine, rng):
    engine = open_engine(
        config=_config(tiers=TierConfig(short_capacity=4, maintenance_interval_s=3_600))
    )
    vectors = _distinct(rng, 40)
    ids = [
        r.record.id
        for r in engine.remember_batch(
            [MemoryInput(ALICE, f"m{i}", embedding=v) for i, v in enumerate(vectors)]
        )
    ]
    assert engine.stats(ALICE).by_tier == {"short": 4, "medium": 36}
    tiers = set()
    for memory_id, vector in zip(ids, vectors, strict=True):
        hit = _recall(engine, vector, top_k=1)[0]
        assert hit.record.id == memory_id
        tiers.add(hit.tier)
    assert tiers == {Tier.SHORT, Tier.MEDIUM}


# ---------------------------------------------------------------- forget


def test_forget_delete_leaves_no_trace(filled):
    engine, ids, vectors = filled
    gone = [id_to_str(ids[0]), id_to_str(ids[5])]
    assert engine.forget(ALICE, gone, ForgetMode.DELETE) == [ids[0], ids[5]]
    for memory_id in (ids[0], ids[5]):
        with pytest.raises(NotFound):
            engine.get(ALICE, memory_id)
    for vector in vectors:
        found = _ids(_recall(engine, vector, top_k=20, include_history=True))
        assert ids[0] not in found and ids[5] not in found
        assert len(found) == 10
    stats = engine.stats(ALICE)
    assert stats.total == 10 and stats.by_status == {"active": 10}
    assert sum(stats.by_tier.values()) == 10
    with pytest.raises(NotFound):
        engine.forget(ALICE, gone[:1], ForgetMode.DELETE)


def test_forget_suppress_and_restore(filled):
    engine, ids, vectors = filled
    target = [id_to_str(ids[3])]
    assert engine.forget(ALICE, target, ForgetMode.SUPPRESS) == [ids[3]]
    assert engine.get(ALICE, ids[3]).status is Status.SUPPRESSED
    assert ids[3] not in _ids(_recall(engine, vectors[3], top_k=12))
    assert ids[3] not in _ids(_recall(engine, vectors[3], top_k=12, include_history=True))
    assert engine.stats(ALICE).by_status == {"active": 11, "suppressed": 1}
    assert engine.stats(ALICE).total == 12
    assert engine.forget(ALICE, target, ForgetMode.SUPPRESS) == []  # already suppressed
    assert engine.forget(ALICE, target, ForgetMode.RESTORE) == [ids[3]]
    record = engine.get(ALICE, ids[3])
    assert record.status is Status.ACTIVE and record.updated_at > record.created_at
    assert _recall(engine, vectors[3], top_k=1)[0].record.id == ids[3]
    assert engine.stats(ALICE).by_status == {"active": 12}
    assert engine.forget(ALICE, target, ForgetMode.RESTORE) == []  # already active


def test_forget_is_all_or_nothing_and_scoped(filled):
    engine, ids, vectors = filled
    bob = _put(engine, "bob's", vectors[0], scope=Scope("bob", "planner")).id
    for mode in ForgetMode:
        with pytest.raises(NotFound, match=id_to_str(bob)):
            engine.forget(ALICE, [id_to_str(ids[0]), id_to_str(bob)], mode)
        with pytest.raises(NotFound):
            engine.forget(Scope("alice", "writer"), [id_to_str(ids[0])], mode)
    assert engine.get(ALICE, ids[0]).status is Status.ACTIVE
    assert engine.get(Scope("bob", "planner"), bob).status is Status.ACTIVE
    assert engine.stats(ALICE).total == 12


def test_forget_validates_ids_and_drops_duplicates(filled):
    engine, ids, _ = filled
    with pytest.raises(InvalidArgument) as err:
        engine.forget(ALICE, [id_to_str(ids[0]), "not-an-id"], ForgetMode.DELETE)
    assert err.value.field == "ids[1]"
    with pytest.raises(InvalidArgument) as err:
        engine.forget(ALICE, [], ForgetMode.DELETE)
    assert err.value.field == "ids"
    same = id_to_str(ids[1])
    assert engine.forget(ALICE, [same, same], ForgetMode.DELETE) == [ids[1]]
    assert engine.stats(ALICE).total == 11


# ---------------------------------------------------------------- write-time lifecycle vs pools


def _pair(cos: float) -> tuple[np.ndarray, np.ndarray]:
    """Two unit vectors at cosine ``cos``."""
    return _basis(0), _unit(cos * _basis(0) + np.sqrt(1 - cos**2) * _basis(1))


def test_the_same_memory_in_another_pool_is_not_merged(engine):
    bob = Scope("bob", "planner")
    first = engine.remember(MemoryInput(ALICE, "I like green tea", embedding=_basis(0)))
    other = engine.remember(MemoryInput(bob, "I like green tea", embedding=_basis(0)))
    assert other.action is RememberAction.CREATED
    assert other.record.id != first.record.id and other.record.scope == bob
    assert engine.stats(ALICE).total == engine.stats(bob).total == 1
    assert engine.get(ALICE, first.record.id).access_count == 0  # untouched by bob's write


def test_the_same_memory_twice_in_one_pool_is_merged(engine):
    first = engine.remember(MemoryInput(ALICE, "I like green tea", embedding=_basis(0)))
    again = engine.remember(
        MemoryInput(ALICE, "I like green tea", embedding=_basis(0), tags=("drinks",))
    )
    assert again.action is RememberAction.MERGED
    assert again.record.id == first.record.id
    assert again.affected_ids == (first.record.id,)
    assert engine.stats(ALICE).total == 1
    merged = engine.get(ALICE, first.record.id)
    assert merged.tags == ("drinks",) and merged.access_count == 1


def test_a_conflicting_memory_supersedes_only_within_its_pool(engine):
    old_vec, new_vec = _pair(0.9)
    bob = Scope("bob", "planner")
    old = _put(engine, "预算控制在50万以内", old_vec)
    elsewhere = engine.remember(MemoryInput(bob, "预算改成80万", embedding=new_vec))
    assert elsewhere.action is RememberAction.CREATED
    assert engine.get(ALICE, old.id).status is Status.ACTIVE

    update = engine.remember(MemoryInput(ALICE, "预算改成80万", embedding=new_vec))
    assert update.action is RememberAction.SUPERSEDED
    assert update.affected_ids == (old.id,) and update.record.supersedes == (old.id,)
    stale = engine.get(ALICE, old.id)
    assert stale.status is Status.SUPERSEDED and stale.superseded_by == update.record.id
    assert engine.stats(ALICE).by_status == {"active": 1, "superseded": 1}
    assert engine.stats(bob).by_status == {"active": 1}
    assert _ids(_recall(engine, old_vec, top_k=5)) == [update.record.id]
    with_history = _ids(_recall(engine, old_vec, top_k=5, include_history=True))
    assert sorted(with_history) == sorted([old.id, update.record.id])
    assert [r.id for r in engine.history(ALICE, update.record.id)] == [old.id, update.record.id]
    assert [r.id for r in engine.history(bob, elsewhere.record.id)] == [elsewhere.record.id]
    with pytest.raises(NotFound):
        engine.history(bob, old.id)


def test_forget_by_session_or_tag_stays_in_the_pool(engine, rng):
    vectors = _distinct(rng, 6)
    bob_same_session = Scope("bob", "planner", "s1")
    mine = [
        _put(engine, "in s1", vectors[0], scope=Scope("alice", "planner", "s1")),
        _put(engine, "in s2", vectors[1], scope=Scope("alice", "planner", "s2"), tags=("x",)),
        _put(engine, "in s3", vectors[2], scope=Scope("alice", "planner", "s3")),
    ]
    theirs = [
        _put(engine, "bob in s1", vectors[3], scope=bob_same_session, tags=("x",)),
        _put(engine, "other agent in s1", vectors[4], scope=Scope("alice", "writer", "s1")),
    ]
    changed = engine.forget(ALICE, [], ForgetMode.SUPPRESS, session="s1", tags=("x",))
    assert sorted(changed) == sorted([mine[0].id, mine[1].id])
    assert engine.get(ALICE, mine[2].id).status is Status.ACTIVE
    for record in theirs:
        assert engine.get(record.scope, record.id).status is Status.ACTIVE
    deleted = engine.forget(ALICE, [], ForgetMode.DELETE, session="s3")
    assert deleted == [mine[2].id]
    assert engine.stats(bob_same_session).total == 1
    assert engine.stats(Scope("alice", "writer")).total == 1
    assert engine.forget(ALICE, [], ForgetMode.DELETE, session="no-such-session") == []


def test_feedback_skips_another_pools_memory(engine):
    mine = _put(engine, "mine", _basis(0))
    bob = Scope("bob")
    theirs = _put(engine, "theirs", _basis(0), scope=bob)
    assert engine.feedback(ALICE, used=[id_to_str(mine.id), id_to_str(theirs.id)], ignored=[]) == 1
    assert engine.get(ALICE, mine.id).access_count == 1
    assert engine.get(bob, theirs.id).access_count == 0
    assert engine.feedback(bob, used=[], ignored=[id_to_str(mine.id)]) == 0
    assert engine.get(ALICE, mine.id).last_accessed_at is not None


# ---------------------------------------------------------------- stats


def test_stats_count_one_pool(engine):
    for i in range(3):
        _put(engine, f"e{i}", _basis(i), memory_type=MemoryType.EPISODIC)
    pref = _put(engine, "p", _basis(4), memory_type=MemoryType.PREFERENCE)
    _put(engine, "old", _basis(5), created_at=time.time() - 2 * HOUR)
    _put(engine, "bob", _basis(0), scope=Scope("bob"))
    _put(engine, "other agent", _basis(0), scope=Scope("alice", "writer"))
    engine.forget(ALICE, [id_to_str(pref.id)], ForgetMode.SUPPRESS)
    stats = engine.stats(Scope("alice", "planner", "any-session"))
    assert stats.total == 5
    assert stats.by_status == {"active": 4, "suppressed": 1}
    assert stats.by_type == {"episodic": 3, "preference": 1, "semantic": 1}
    assert stats.by_tier == {"short": 4, "medium": 1}
    assert (stats.embedding_model, stats.dimension) == (f"client-vectors-{DIM}", DIM)
    assert engine.stats(Scope("bob")).total == 1
    empty = engine.stats(Scope("carol"))
    assert (empty.total, empty.by_status, empty.by_tier, empty.by_type) == (0, {}, {}, {})


# ---------------------------------------------------------------- batches


def _batch(n: int, scope: Scope = ALICE) -> list[MemoryInput]:
    return [MemoryInput(scope, f"batch {i}", embedding=_basis(i % DIM)) for i in range(n)]


@pytest.mark.parametrize(
    ("bad", "field"),
    [
        (MemoryInput(ALICE, "   "), "items[3].content"),
        (MemoryInput(ALICE, "x", embedding=np.ones(DIM - 1)), "items[3].embedding"),
        (MemoryInput(Scope(""), "x", embedding=_basis(0)), "items[3].scope.user_id"),
        (MemoryInput(ALICE, "x", importance=7.0, embedding=_basis(0)), "items[3].importance"),
    ],
)
def test_remember_batch_is_all_or_nothing(engine, bad, field):
    items = _batch(6)
    items[3] = bad
    with pytest.raises(InvalidArgument) as err:
        engine.remember_batch(items)
    assert err.value.field == field
    assert engine.stats(ALICE).total == 0
    assert _recall(engine, _basis(0), top_k=10) == []


def test_remember_batch_size_limits(open_engine):
    engine = open_engine(config=_config(limits=LimitsConfig(max_batch=5)))
    for items in ([], _batch(6)):
        with pytest.raises(InvalidArgument) as err:
            engine.remember_batch(items)
        assert err.value.field == "items"
    assert len(engine.remember_batch(_batch(5))) == 5


def test_remember_batch_across_pools_in_input_order(engine):
    scopes = [ALICE, Scope("bob"), ALICE, Scope("carol", "x"), Scope("bob")]
    items = [MemoryInput(s, f"item {i}", embedding=_basis(i)) for i, s in enumerate(scopes)]
    results = engine.remember_batch(items)
    assert [r.record.content for r in results] == [f"item {i}" for i in range(5)]
    assert [r.record.scope for r in results] == scopes
    assert all(r.record.tier is Tier.SHORT for r in results)
    assert engine.stats(ALICE).total == 2
    assert engine.stats(Scope("bob")).total == 2
    assert engine.stats(Scope("carol", "x")).total == 1


def test_overloaded_leaves_nothing(open_engine):
    engine = open_engine(config=_config(limits=LimitsConfig(max_pending_writes=3)))
    with pytest.raises(Overloaded):
        engine.remember_batch(_batch(4))
    assert engine.stats(ALICE).total == 0
    engine.remember_batch(_batch(3))
    assert engine.stats(ALICE).total == 3


def test_concurrent_remembers_are_all_stored(engine, rng):
    vectors = _distinct(rng, 120)

    def work(t: int) -> list[bytes]:
        scope = Scope(f"user{t % 3}")
        return [_put(engine, f"{t}-{i}", vectors[t * 20 + i], scope=scope).id for i in range(20)]

    with ThreadPoolExecutor(6) as pool:
        ids = [i for part in pool.map(work, range(6)) for i in part]
    assert len(set(ids)) == 120
    assert sum(engine.stats(Scope(f"user{u}")).total for u in range(3)) == 120


# ---------------------------------------------------------------- restart


def test_restart_keeps_everything(open_engine, tmp_path, rng):
    config = _config(tiers=TierConfig(short_capacity=8, maintenance_interval_s=3_600))
    engine = open_engine(tmp_path / "d", config)
    vectors = _distinct(rng, 41)
    scopes = [ALICE, Scope("bob"), Scope("alice", "writer")]
    records = [
        r.record
        for r in engine.remember_batch(
            [
                MemoryInput(
                    scopes[i % 3],
                    f"m{i} 预算",
                    embedding=v,
                    tags=(f"t{i}",),
                    metadata={"i": str(i)},
                )
                for i, v in enumerate(vectors[:40])
            ]
        )
    ]
    old = _put(engine, "backfilled", vectors[40], created_at=time.time() - 3 * HOUR)
    engine.forget(ALICE, [id_to_str(records[0].id)], ForgetMode.SUPPRESS)
    engine.forget(Scope("bob"), [id_to_str(records[1].id)], ForgetMode.DELETE)
    live = [r for r in records if r.id != records[1].id] + [old]
    before_recall = {
        i: _ids(_recall(engine, v, scope=scopes[i % 3], top_k=5)) for i, v in enumerate(vectors)
    }
    # the tier of memories written in one batch (equal created_at) may differ after a
    # rebuild; stats.by_tier counts must not
    before_get = {r.id: replace(engine.get(r.scope, r.id), tier=None) for r in live}
    before_stats = {s: engine.stats(s) for s in scopes}
    assert before_stats[ALICE].by_status == {"active": 14, "suppressed": 1}
    engine.close()

    reopened = open_engine(tmp_path / "d", config)
    assert {s: reopened.stats(s) for s in scopes} == before_stats
    assert {r.id: replace(reopened.get(r.scope, r.id), tier=None) for r in live} == before_get
    assert {
        i: _ids(_recall(reopened, v, scope=scopes[i % 3], top_k=5)) for i, v in enumerate(vectors)
    } == before_recall
    with pytest.raises(NotFound):
        reopened.get(Scope("bob"), records[1].id)


def test_close_is_idempotent(engine):
    _put(engine, "x", _basis(0))
    engine.close()
    engine.close()


@pytest.mark.parametrize(
    "other",
    [
        EngineConfig(embedder="none", dimension=DIM * 2),
        EngineConfig(embedder="none", dimension=DIM + 1),
    ],
)
def test_a_folder_of_another_dimension_is_refused(open_engine, tmp_path, other):
    first = open_engine(tmp_path / "d", _config())
    _put(first, "x", _basis(0))
    first.close()
    with pytest.raises(ConfigurationError, match=f"client-vectors-{DIM}"):
        open_engine(tmp_path / "d", other)
    again = open_engine(tmp_path / "d", _config())  # the refused open left the folder usable
    assert again.stats(ALICE).total == 1


@pytest.mark.parametrize(
    "config",
    [
        EngineConfig(embedder="none"),
        EngineConfig(embedder="none", dimension=0),
        EngineConfig(embedder="word2vec"),
    ],
    ids=["none-without-dimension", "zero-dimension", "unknown-embedder"],
)
def test_bad_configuration_is_refused(tmp_path, config):
    with pytest.raises(ConfigurationError):
        MemoryEngine(tmp_path / "d", config)


# ---------------------------------------------------------------- time


def test_as_of_hides_memories_created_later(engine):
    now = time.time()
    early = _put(engine, "early", _basis(0), created_at=now - 1_000)
    late = _put(engine, "late", _unit(_basis(0) + _basis(1)), created_at=now - 100)
    current = _put(engine, "now", _unit(_basis(0) + 1.5 * _basis(2)))
    assert _ids(_recall(engine, _basis(0), as_of=now - 500)) == [early.id]
    assert _ids(_recall(engine, _basis(0), as_of=now - 50)) == [early.id, late.id]
    assert _ids(_recall(engine, _basis(0))) == [early.id, late.id, current.id]
    assert _recall(engine, _basis(0), as_of=now - 5_000) == []


def test_expired_memories_are_hidden(engine):
    now = time.time()
    expired = _put(engine, "expired", _basis(0), created_at=now - 100, expires_at=now - 50)
    later = _put(engine, "expires later", _basis(1), expires_at=now + HOUR)
    assert _ids(_recall(engine, _basis(0), top_k=5)) == [later.id]
    assert _ids(_recall(engine, _basis(0), as_of=now - 75)) == [expired.id]
    assert _recall(engine, _basis(1), as_of=now + 2 * HOUR) == []
    assert engine.get(ALICE, expired.id).expires_at == now - 50  # still readable by id


# ---------------------------------------------------------------- access statistics


def test_access_count_grows_after_recall_and_survives_restart(open_engine, tmp_path):
    engine = open_engine(tmp_path / "d", _config())
    hit = _put(engine, "hit", _basis(0))
    miss = _put(engine, "miss", _basis(1))
    before = time.time()
    _recall(engine, _basis(0), top_k=1)
    _recall(engine, _basis(0), top_k=1)
    _recall(engine, _basis(0), top_k=1, as_of=time.time())  # a replay leaves no trace
    record = engine.get(ALICE, hit.id)
    assert record.access_count == 2
    assert before <= record.last_accessed_at <= time.time()
    assert engine.get(ALICE, miss.id).access_count == 0
    engine.close()

    reopened = open_engine(tmp_path / "d", _config())
    persisted = reopened.get(ALICE, hit.id)
    assert persisted.access_count == 2
    assert persisted.last_accessed_at == record.last_accessed_at
    assert reopened.get(ALICE, miss.id).access_count == 0
    _recall(reopened, _basis(0), top_k=1)
    assert reopened.get(ALICE, hit.id).access_count == 3


def test_access_statistics_flushed_while_running_are_not_counted_twice(open_engine, tmp_path):
    engine = open_engine(tmp_path / "d", _config(store=StoreConfig(access_flush_interval_s=0.01)))
    hit = _put(engine, "hit", _basis(0))
    _recall(engine, _basis(0), top_k=1)
    deadline = time.monotonic() + 10
    while engine._access._pending:  # noqa: SLF001 - the only sign that the tick drained them
        assert time.monotonic() < deadline, "the access log was never flushed"
        time.sleep(0.01)
    _put(engine, "a write queued behind the flush", _basis(1))  # so the flush has committed
    assert engine.get(ALICE, hit.id).access_count == 1  # persisted, not also pending
    engine.close()
    assert open_engine(tmp_path / "d", _config()).get(ALICE, hit.id).access_count == 1


def test_a_deleted_memory_leaves_nothing_in_the_store(open_engine, tmp_path):
    engine = open_engine(tmp_path / "d", _config())
    gone = _put(engine, "gone", _basis(0))
    kept = _put(engine, "kept", _basis(1))
    _recall(engine, _basis(0), top_k=2)
    engine.close()  # the access statistics are flushed to their table
    engine = open_engine(tmp_path / "d", _config())
    assert engine.get(ALICE, gone.id).access_count == 1
    _recall(engine, _basis(0), top_k=2)  # pending again when the delete comes
    engine.forget(ALICE, [id_to_str(gone.id)], ForgetMode.DELETE)
    engine.close()  # the last flush must not bring an access row back

    raw = LmdbStore(tmp_path / "d" / "store", 1 << 30)
    try:
        for table in Table:
            assert gone.id not in {key for key, _ in raw.scan(table)}, table
        assert raw.pool_ids(ALICE.pool_key) == [kept.id]
        assert raw.get(Table.ACCESS, kept.id) is not None
    finally:
        raw.close()


# ---------------------------------------------------------------- maintenance


def test_maintain_migrates_aged_memories_to_medium(open_engine, rng):
    engine = open_engine(
        config=_config(tiers=TierConfig(short_max_age_s=0.0, maintenance_interval_s=3_600))
    )
    vectors = _distinct(rng, 6)
    ids = [_put(engine, f"m{i}", v).id for i, v in enumerate(vectors)]
    assert engine.stats(ALICE).by_tier == {"short": 6, "medium": 0}
    report = engine.maintain()
    assert report["migrated_to_medium"] == 6
    assert engine.stats(ALICE).by_tier == {"short": 0, "medium": 6}
    for memory_id, vector in zip(ids, vectors, strict=True):
        hit = _recall(engine, vector, top_k=1)[0]
        assert (hit.record.id, hit.tier) == (memory_id, Tier.MEDIUM)
        assert engine.get(ALICE, memory_id).tier is Tier.MEDIUM
    assert engine.maintain()["migrated_to_medium"] == 0


def test_maintain_compacts_the_medium_tier(open_engine, rng):
    engine = open_engine(
        config=_config(tiers=TierConfig(short_capacity=2, maintenance_interval_s=3_600))
    )
    vectors = _distinct(rng, 60)
    ids = [
        r.record.id
        for r in engine.remember_batch(
            [MemoryInput(ALICE, f"m{i}", embedding=v) for i, v in enumerate(vectors)]
        )
    ]
    engine.forget(ALICE, [id_to_str(i) for i in ids[:30]], ForgetMode.DELETE)
    assert engine.maintain()["medium_compactions"] == 1
    assert engine.maintain()["medium_compactions"] == 0
    for memory_id, vector in zip(ids[30:], vectors[30:], strict=True):
        assert _recall(engine, vector, top_k=1)[0].record.id == memory_id


_TOPICS = ["budget", "deadline", "coffee", "flight", "hotel", "report", "allergy", "meeting"]


def _texts(n: int, start: int = 0) -> list[str]:
    rnd = np.random.default_rng(start)
    return [
        f"Note {i}: the {rnd.choice(_TOPICS)} for the {rnd.choice(_TOPICS)} is "
        f"{rnd.integers(1, 1000)} and 预算控制在{rnd.integers(1, 100)}万以内, said "
        f"{rnd.choice(['Alice', 'Bob', 'Carol'])} on {rnd.choice(['Monday', 'Friday'])}."
        for i in range(start, start + n)
    ]


def test_dictionary_training_and_texts_readable_after_restart(open_engine, tmp_path, rng):
    config = _config(compression=CompressionConfig(train_after_texts=150, dictionary_bytes=4_096))
    engine = open_engine(tmp_path / "d", config)
    first_texts = _texts(300)
    vectors = _distinct(rng, 340)
    first = engine.remember_batch(
        [
            MemoryInput(ALICE, t, embedding=v)
            for t, v in zip(first_texts, vectors[:300], strict=True)
        ]
    )
    assert engine.maintain()["dictionaries_trained"] == 1
    assert engine.maintain()["dictionaries_trained"] == 0  # one is enough
    later_texts = _texts(40, start=300)
    later = engine.remember_batch(
        [
            MemoryInput(ALICE, t, embedding=v)
            for t, v in zip(later_texts, vectors[300:], strict=True)
        ]
    )
    memories = {r.record.id: r.record.content for r in [*first, *later]}
    assert {i: engine.get(ALICE, i).content for i in memories} == memories
    engine.close()

    raw = LmdbStore(tmp_path / "d" / "store", 1 << 30)  # which records use a dictionary
    try:
        dict_ids = {
            key: struct.unpack_from("<BII", value)[1] for key, value in raw.scan(Table.RECORDS)
        }
    finally:
        raw.close()
    assert {dict_ids[r.record.id] for r in first} == {0}
    assert len({dict_ids[r.record.id] for r in later}) == 1
    assert 0 not in {dict_ids[r.record.id] for r in later}

    reopened = open_engine(tmp_path / "d", config)
    assert {i: reopened.get(ALICE, i).content for i in memories} == memories
    assert reopened.maintain()["dictionaries_trained"] == 0
    assert _recall(reopened, vectors[310], top_k=1)[0].record.content == later_texts[10]


def test_too_few_texts_train_no_dictionary(open_engine):
    engine = open_engine(config=_config(compression=CompressionConfig(train_after_texts=10)))
    engine.remember_batch(
        [MemoryInput(ALICE, f"tiny {i}", embedding=_basis(i % DIM)) for i in range(20)]
    )
    assert engine.maintain()["dictionaries_trained"] == 0  # 20 texts: too little to train on


# ---------------------------------------------------------------- regressions


def test_recall_after_deleting_the_nearest_memories(open_engine, rng):
    """Regression: with the nearest 200 memories deleted (tombstones in HNSW), recall
    returned nothing although 100 live memories remained."""
    engine = open_engine(
        config=_config(tiers=TierConfig(short_capacity=4, maintenance_interval_s=3_600))
    )
    query = _unit(rng.normal(size=DIM))
    near = _around(rng, query, 200, cos=0.6)
    far = _around(rng, query, 100, cos=-0.3)
    old = time.time() - 2 * HOUR  # straight to the medium tier
    near_ids = [
        r.record.id
        for r in engine.remember_batch(
            [
                MemoryInput(ALICE, f"near {i}", embedding=v, created_at=old)
                for i, v in enumerate(near)
            ]
        )
    ]
    engine.remember_batch(
        [MemoryInput(ALICE, f"far {i}", embedding=v, created_at=old) for i, v in enumerate(far)]
    )
    engine.forget(ALICE, [id_to_str(i) for i in near_ids], ForgetMode.DELETE)
    assert engine.stats(ALICE).by_status == {"active": 100}
    assert len(_recall(engine, query, top_k=5)) == 5


def test_a_memory_stamped_slightly_ahead_is_recallable_at_once(engine):
    """Regression: validation accepts created_at up to CLOCK_SKEW_S ahead, but recall hid
    such a memory until the server's clock caught up."""
    record = _put(engine, "client clock is a minute fast", _basis(0), created_at=time.time() + 60)
    assert _ids(_recall(engine, _basis(0))) == [record.id]
    assert record.created_at <= time.time()


# ---------------------------------------------------------------- the real model


@pytest.fixture(scope="module")
def text_engine(tmp_path_factory, use_embedder) -> Iterator[MemoryEngine]:
    engine = MemoryEngine(tmp_path_factory.mktemp("text"), EngineConfig(), embedder=use_embedder)
    yield engine
    engine.close()


MIXED = [
    "The meeting with the design team is on Tuesday at 3pm",
    "我喜欢喝绿茶，不加糖",
    "My dog is named Max and he is a beagle",
    "项目截止日期是下个月底",
    "The office wifi password changed last week",
    "Alice prefers window seats on long flights",
    "周末去爬山",
]


@pytest.fixture(scope="module")
def budget(text_engine) -> bytes:
    scope = Scope("text-user")
    text_engine.remember_batch([MemoryInput(scope, t) for t in MIXED[:4]])
    budget = text_engine.remember(MemoryInput(scope, "预算控制在50万以内")).record
    text_engine.remember_batch([MemoryInput(scope, t) for t in MIXED[4:]])
    return budget.id


@pytest.mark.parametrize(
    "question", ["预算是多少", "预算是多少？", "What is the budget?", "how much money can we spend"]
)
def test_a_chinese_memory_is_recalled_in_chinese_and_english(text_engine, budget, question):
    hits = text_engine.recall(RecallQuery(Scope("text-user"), question, top_k=3))
    assert hits[0].record.id == budget
    assert hits[0].record.content == "预算控制在50万以内"
    assert hits[0].similarity > hits[1].similarity


def test_an_english_memory_is_recalled(text_engine, budget):
    hits = text_engine.recall(RecallQuery(Scope("text-user"), "What's my dog called?", top_k=1))
    assert hits[0].record.content == MIXED[2]


def test_text_memories_are_isolated_and_use_the_model(text_engine, budget):
    assert text_engine.recall(RecallQuery(Scope("someone-else"), "预算是多少")) == []
    record = text_engine.get(Scope("text-user"), budget)
    assert record.embedding_model == text_engine.model_id == "use-multilingual-v3"
    stats = text_engine.stats(Scope("text-user"))
    assert (stats.total, stats.dimension) == (len(MIXED) + 1, 512)


def test_a_model_folder_refuses_client_vectors_of_the_same_size(tmp_path, use_embedder):
    first = MemoryEngine(tmp_path / "d", EngineConfig(), embedder=use_embedder)
    first.close()
    with pytest.raises(ConfigurationError, match="use-multilingual-v3"):
        MemoryEngine(tmp_path / "d", EngineConfig(embedder="none", dimension=512))


@pytest.mark.slow
def test_text_memories_survive_restart_with_the_real_model(tmp_path):
    scope = Scope("restart-user")
    engine = MemoryEngine(tmp_path / "d", EngineConfig())
    try:
        engine.remember_batch([MemoryInput(scope, t) for t in [*MIXED, "预算控制在50万以内"]])
    finally:
        engine.close()
    engine = MemoryEngine(tmp_path / "d", EngineConfig())
    try:
        hits = engine.recall(RecallQuery(scope, "预算是多少", top_k=1))
        assert hits[0].record.content == "预算控制在50万以内"
    finally:
        engine.close()
