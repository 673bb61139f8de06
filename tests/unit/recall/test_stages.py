"""The recall stages as functions of typed values, over real parts (LMDB, the codec, the
tiers' Pools, the recall cache): the plan of a query, the routes merged, the candidates the
plan may show, and ranking over candidate arrays."""

from __future__ import annotations

import os
from dataclasses import replace

import numpy as np
import pytest

from memoryd.core.config import EngineConfig, ScoringConfig
from memoryd.core.embedding import make_embedder
from memoryd.core.errors import InvalidArgument
from memoryd.core.recall import ranking, routes
from memoryd.core.recall.cache import RecallCache
from memoryd.core.recall.candidates import Candidates, visible
from memoryd.core.recall.filters import EMPTY_FILTER, MemoryFilter
from memoryd.core.recall.plan import Planner
from memoryd.core.store.records import Records
from memoryd.core.tiers.pool import Candidate
from memoryd.core.tiers.registry import Pools
from memoryd.core.types import (
    ROUTES,
    MemoryRecord,
    MemoryType,
    RecallQuery,
    Route,
    Scope,
    Source,
    Status,
    Tier,
)

DIM = 8
ALICE = Scope("alice", session_id="s1")
NOW = 1_800_000_000.0


def _record(scope: Scope = ALICE, **changes) -> MemoryRecord:
    record = MemoryRecord(
        id=os.urandom(16), scope=scope, content="likes tea", memory_type=MemoryType.SEMANTIC,
        importance=0.5, confidence=0.9, source=Source.USER_INPUT, status=Status.ACTIVE,
        tags=(), metadata={}, created_at=NOW - 86_400, updated_at=NOW - 86_400,
    )  # fmt: skip
    return replace(record, **changes)


def _unit(rng: np.random.Generator) -> np.ndarray:
    v = rng.standard_normal(DIM).astype(np.float32)
    return v / np.linalg.norm(v)


def _planner(pools: Pools, **scoring) -> Planner:
    config = EngineConfig(embedder="none", dimension=DIM, scoring=ScoringConfig(**scoring))
    return Planner(config, make_embedder("none", DIM, 8), pools, RecallCache(8, 60.0), 0.1)


# ----------------------------------------------------------------------------- plan


def test_the_plan_holds_what_the_query_decides(pools, rng):
    vector = _unit(rng)
    plan = _planner(pools).make(RecallQuery(ALICE, "tea?", embedding=vector, top_k=5))
    assert plan.routes == ROUTES and all(isinstance(r, Route) for r in plan.routes)
    assert plan.statuses == frozenset({Status.ACTIVE}) and not plan.replay
    assert (plan.per_tier, plan.enough, plan.hydrate) == (10, 10, 10)  # oversample 2
    assert plan.cache_key is not None and plan.words == "tea?" and not plan.names_id
    assert np.array_equal(plan.vector, vector)
    assert plan.weights.keyword > 0 and plan.weights.session_id == "s1"
    assert plan.by_similarity


def test_a_replay_or_an_explained_recall_is_never_cached(pools, rng):
    planner = _planner(pools)
    past = planner.make(RecallQuery(ALICE, embedding=_unit(rng), as_of=NOW - 10))
    assert past.replay and past.at == NOW - 10 and past.cache_key is None
    assert planner.make(RecallQuery(ALICE, embedding=_unit(rng)), cached=False).cache_key is None


def test_routes_asked_are_enums_and_keyword_alone_does_not_rank_by_similarity(pools, rng):
    plan = _planner(pools).make(RecallQuery(ALICE, "tea", embedding=_unit(rng),
                                            routes=("keyword",)))  # fmt: skip
    assert plan.routes == (Route.KEYWORD,) and plan.uses(Route.KEYWORD)
    assert not plan.uses(Route.VECTOR) and not plan.by_similarity
    vector_only = _planner(pools).make(RecallQuery(ALICE, "tea", embedding=_unit(rng),
                                                   routes=("vector",)))  # fmt: skip
    assert vector_only.weights.keyword == 0.0  # no keyword route, no keyword term


def test_a_query_naming_an_id_searches_for_the_id_with_the_heavier_keyword_weight(pools, rng):
    planner = _planner(pools)
    named = planner.make(
        RecallQuery(ALICE, "where is parcel SF1234567890 now", embedding=_unit(rng))
    )
    plain = planner.make(RecallQuery(ALICE, "where is my parcel now", embedding=_unit(rng)))
    assert named.names_id and "SF1234567890" in named.words and "parcel" not in named.words
    assert named.weights.keyword > plain.weights.keyword


def test_a_bad_query_is_refused_before_anything_is_planned(pools):
    with pytest.raises(InvalidArgument):
        _planner(pools).make(RecallQuery(ALICE, embedding=np.ones(DIM + 1, dtype=np.float32)))


def test_the_floor_keeps_hits_at_or_above_it(pools, rng):
    plan = _planner(pools).make(RecallQuery(ALICE, embedding=_unit(rng), min_score=0.5))
    assert plan.floor == 0.5


# ----------------------------------------------------------------------------- routes


def _store(records: Records, pools: Pools, record: MemoryRecord, vector: np.ndarray) -> None:
    batch = records.batch()
    batch.put_new(record, vector)
    batch.commit()
    pools.index_for_writing(record.scope.pool_key).add_many(
        [record.id], vector[None, :], np.array([record.created_at]), NOW, [record.content]
    )


def test_merge_gives_each_candidate_once_with_every_route_that_found_it(records, pools, rng):
    query = _unit(rng)
    both, keyword_only, recent_only = _record(), _record(), _record()
    vectors = {r.id: _unit(rng) for r in (both, keyword_only, recent_only)}
    for r in (both, keyword_only, recent_only):
        _store(records, pools, r, vectors[r.id])
    merged = routes.merge(
        query,
        [Candidate(both.id, 0.7, Tier.SHORT)],
        [(keyword_only.id, 0.9), (both.id, 0.4)],
        [recent_only.id, both.id, os.urandom(16)],  # a recent id with no vector is dropped
        records.cosines,
    )
    assert merged.ids == [both.id, keyword_only.id, recent_only.id]
    assert merged.routes == [
        (Route.VECTOR, Route.KEYWORD, Route.RECENT),
        (Route.KEYWORD,),
        (Route.RECENT,),
    ]
    assert merged.keyword == [0.4, 0.9, 0.0]
    assert merged.tiers == [Tier.SHORT, None, None]
    # The routes other than the vector one get their cosine from the stored vector.
    assert merged.similarity[0] == 0.7
    assert merged.similarity[1] == pytest.approx(float(vectors[keyword_only.id] @ query))


# ----------------------------------------------------------------------------- visible


def test_visible_keeps_the_pool_s_shown_statuses_and_splits_off_replaced_ones():
    active = _record()
    replaced = _record(status=Status.SUPERSEDED)
    expired = _record(expires_at=NOW - 1)
    future = _record(created_at=NOW + 10)
    elsewhere = _record(Scope("bob"))
    tagged = _record(tags=("x",))
    rows = [active, replaced, None, expired, future, elsewhere, tagged]
    n = len(rows)
    found = visible(
        rows, [0.1 * i for i in range(n)], [0.0] * n, [(Route.VECTOR,)] * n,
        scope=ALICE, at=NOW, replay=False, statuses=frozenset({Status.ACTIVE}),
        flt=EMPTY_FILTER,
    )  # fmt: skip
    assert [r.id for r in found.seen.records] == [r.id for r in (active, replaced, expired, tagged)]
    assert [r.id for r in found.kept.records] == [active.id, tagged.id]
    assert [r.id for r in found.replaced.records] == [replaced.id]
    assert found.kept.similarity.dtype == np.float32
    assert found.kept.similarity.tolist() == pytest.approx([0.0, 0.6])
    only_tagged = visible(
        rows, [0.0] * n, [0.0] * n, [()] * n, scope=ALICE, at=NOW, replay=False,
        statuses=frozenset({Status.ACTIVE}), flt=MemoryFilter(tags=("x",)),
    )  # fmt: skip
    assert [r.id for r in only_tagged.kept.records] == [tagged.id]


# ----------------------------------------------------------------------------- ranking


def test_rank_orders_candidate_arrays_and_reports_their_own_scores():
    near, far = _record(), _record()
    found = Candidates(
        [far, near],
        np.array([0.2, 0.9], dtype=np.float32),
        np.array([0.0, 0.5], dtype=np.float32),
        [(Route.VECTOR,), (Route.VECTOR, Route.KEYWORD)],
        [Tier.SHORT, Tier.MEDIUM],
    )
    weights = ranking.Weights(1.0, 0.0, 0.1, 0.2)
    hits = ranking.rank(found, NOW, weights, ScoringConfig())
    assert [h.record.id for h in hits] == [near.id, far.id]
    assert hits[0].similarity == pytest.approx(0.9) and hits[0].keyword == 0.5
    assert hits[0].routes == (Route.VECTOR, Route.KEYWORD) and hits[0].tier is Tier.MEDIUM
    assert ranking.rank(found.take([]), NOW, weights, ScoringConfig()) == []
    best = ranking.rank(found, NOW, weights, ScoringConfig(), limit=1)
    assert best == hits[:1]  # the same first hit, and only it


def test_an_inherited_relevance_lifts_the_current_version():
    current, other = _record(), _record()
    found = Candidates(
        [current, other],
        np.array([0.1, 0.5], dtype=np.float32),
        np.zeros(2, dtype=np.float32),
        [(Route.HISTORY,), (Route.VECTOR,)],
        [None, None],
        (np.array([0.9, -1.0], dtype=np.float32), np.zeros(2, dtype=np.float32)),
    )
    hits = ranking.rank(found, NOW, ranking.Weights(1.0, 0.0, 0.1, 0.0), ScoringConfig())
    assert hits[0].record.id == current.id and hits[0].similarity == pytest.approx(0.1)
    silent = found.without_similarity()
    assert silent.similarity.tolist() == [0.0, 0.0] and silent.inherited is not None
    assert silent.inherited[0].tolist() == [0.0, 0.0]
