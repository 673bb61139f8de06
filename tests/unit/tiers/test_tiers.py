"""The vector tiers: ShortTier (exact scan), MediumTier (HNSW) and PoolIndex (both, and the
moves between them)."""

from __future__ import annotations

import threading

import numpy as np
import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from memoryd.core.config import TierConfig
from memoryd.core.tiers.medium import MediumTier
from memoryd.core.tiers.pool import PoolIndex
from memoryd.core.tiers.short import ShortTier
from memoryd.core.types import Tier

NOW = 1_800_000_000.0
HOUR = 3_600.0


def _unit(x: np.ndarray) -> np.ndarray:
    return (x / np.linalg.norm(x, axis=-1, keepdims=True)).astype(np.float32)


def _ids(n: int, start: int = 0) -> list[bytes]:
    return [i.to_bytes(16, "big") for i in range(start, start + n)]


def _brute_force(ids, vectors, query, k) -> list[bytes]:
    sims = vectors.astype(np.float64) @ query.astype(np.float64)
    return [ids[i] for i in np.argsort(-sims, kind="stable")[:k]]


# ---------------------------------------------------------------- ShortTier


def _short_of_50(rng) -> tuple[ShortTier, list[bytes], np.ndarray]:
    """Return a short tier holding 50 random 16-d memories, their ids and vectors."""
    tier = ShortTier(16, 64)
    ids, vectors = _ids(50), _unit(rng.normal(size=(50, 16)))
    for i, (memory_id, vector) in enumerate(zip(ids, vectors, strict=True)):
        tier.add(memory_id, vector, NOW + i)
    return tier, ids, vectors


@pytest.mark.parametrize("k", [1, 5, 50, 100])
def test_short_search_equals_brute_force(rng, k):
    tier, ids, vectors = _short_of_50(rng)
    for query in _unit(rng.normal(size=(10, 16))):
        got, sims = tier.search(query, k)
        assert got == _brute_force(ids, vectors, query, k)
        expected = [float(vectors[ids.index(i)] @ query) for i in got]
        np.testing.assert_allclose(sims, expected, atol=1e-5)
        assert sims.dtype == np.float32
        assert list(sims) == sorted(sims, reverse=True)


@pytest.mark.parametrize("k", [1, 5, 50, 100])
def test_short_search_many_answers_one_row_as_a_batch_of_rows(rng, k):
    # A recall asks one row (selected on one dimension); a write batch asks many (two). BLAS
    # may round a one-row product in the last bit otherwise than a many-row one.
    tier, ids, vectors = _short_of_50(rng)
    queries = _unit(rng.normal(size=(6, 16)))
    queries[1] = queries[0]  # a tie-rich pair of rows changes nothing either
    together = tier.search_many(queries, k)
    for row, (got_ids, got_sims) in enumerate(together):
        alone_ids, alone_sims = tier.search_many(queries[row : row + 1], k)[0]
        assert alone_ids == got_ids == _brute_force(ids, vectors, queries[row], k)
        np.testing.assert_allclose(alone_sims, got_sims, atol=1e-6)
        assert alone_sims.dtype == np.float32


def test_short_cosines_are_the_stored_vectors_cosines(rng):
    tier = ShortTier(16, 8)
    ids, vectors = _ids(6), _unit(rng.normal(size=(6, 16)))
    for i in range(5):
        tier.add(ids[i], vectors[i], NOW + i)
    tier.remove(ids[1])  # the last row moves into its slot
    query = _unit(rng.normal(size=16))
    got = tier.cosines([ids[4], ids[1], ids[0], ids[5]], query)
    # as memoryd.core.store.records.Records.cosines computes them from the stored bytes
    stored = [float(np.frombuffer(vectors[i].tobytes(), dtype=np.float32) @ query) for i in (4, 0)]
    assert got == [stored[0], None, stored[1], None]


def test_short_empty_and_k_zero():
    tier = ShortTier(8, 4)
    query = _unit(np.ones(8))
    assert tier.search(query, 5)[0] == []
    tier.add(b"a" * 16, query, NOW)
    assert tier.search(query, 0)[0] == []
    assert tier.search(query, 5)[0] == [b"a" * 16]


def test_short_remove_keeps_it_compact_and_correct(rng):
    capacity = 40
    tier = ShortTier(16, capacity)
    ids, vectors = _ids(capacity), _unit(rng.normal(size=(capacity, 16)))
    for i, (memory_id, vector) in enumerate(zip(ids, vectors, strict=True)):
        tier.add(memory_id, vector, NOW + i)
    removed = set(rng.choice(capacity, size=25, replace=False).tolist())
    for i in sorted(removed, key=lambda _: rng.random()):
        got = tier.remove(ids[i])
        np.testing.assert_array_equal(got, vectors[i])
    assert tier.remove(ids[next(iter(removed))]) is None
    assert tier.remove(b"\xff" * 16) is None
    live = [i for i in range(capacity) if i not in removed]
    assert len(tier) == len(live)
    assert all((ids[i] in tier) == (i not in removed) for i in range(capacity))
    live_ids, live_vectors = [ids[i] for i in live], vectors[live]
    for query in _unit(rng.normal(size=(5, 16))):
        assert tier.search(query, 100)[0] == _brute_force(live_ids, live_vectors, query, 100)
    # the freed slots are reusable up to capacity
    new_ids, new_vectors = _ids(len(removed), 1_000), _unit(rng.normal(size=(len(removed), 16)))
    for memory_id, vector in zip(new_ids, new_vectors, strict=True):
        tier.add(memory_id, vector, NOW + 500)
    assert len(tier) == capacity
    all_ids = live_ids + new_ids
    all_vectors = np.vstack([live_vectors, new_vectors])
    query = _unit(rng.normal(size=16))
    assert tier.search(query, capacity)[0] == _brute_force(all_ids, all_vectors, query, capacity)


def test_short_entries_and_older_than(rng):
    tier = ShortTier(4, 32)
    created = rng.permutation(30).astype(float) * 10 + NOW
    ids = _ids(30)
    for memory_id, t in zip(ids, created, strict=True):
        tier.add(memory_id, _unit(rng.normal(size=4)), float(t))
    by_age = [ids[i] for i in np.argsort(created)]
    resident, times = tier.entries()
    assert sorted(zip(times.tolist(), resident, strict=True)) == sorted(
        zip(created.tolist(), ids, strict=True)
    )
    tier.remove(by_age[0])
    tier.remove(by_age[3])
    resident, times = tier.entries()
    assert [resident[i] for i in np.argsort(times)][:3] == [by_age[1], by_age[2], by_age[4]]
    cutoff = NOW + 95  # created < cutoff: 0..9 -> ids of created NOW+0..NOW+90
    expected = {ids[i] for i in range(30) if created[i] < cutoff} - {by_age[0], by_age[3]}
    assert set(tier.older_than(cutoff)) == expected


# ---------------------------------------------------------------- MediumTier


@pytest.fixture(scope="module")
def medium_data():
    rng = np.random.default_rng(7)
    vectors = _unit(rng.normal(size=(2_000, 32)))
    queries = _unit(rng.normal(size=(100, 32)))
    return _ids(2_000), vectors, queries


@pytest.fixture(params=["scan", "graph"])
def searched(request) -> TierConfig:
    """A recall's search of a small medium tier: every vector scanned (the default below
    TierConfig.medium_exact_below), or the HNSW graph walked (as past it)."""
    return TierConfig() if request.param == "scan" else TierConfig(medium_exact_below=0)


def _recall_at_k(tier: MediumTier, ids, vectors, queries, k=10) -> float:
    found = 0
    for query in queries:
        got, _ = tier.search(query, k)
        assert len(got) == len(set(got))
        found += len(set(got) & set(_brute_force(ids, vectors, query, k)))
    return found / (k * len(queries))


def test_medium_recall_at_10_vs_brute_force(medium_data, searched):
    ids, vectors, queries = medium_data
    tier = MediumTier(32, searched)
    tier.add(ids, vectors)
    assert len(tier) == 2_000
    assert _recall_at_k(tier, ids, vectors, queries) >= 0.95
    got, sims = tier.search(queries[0], 10)
    expected = [float(vectors[ids.index(i)] @ queries[0]) for i in got]
    np.testing.assert_allclose(sims, expected, atol=1e-4)
    assert list(sims) == sorted(sims, reverse=True)


def test_medium_never_returns_removed_ids(medium_data, searched):
    ids, vectors, queries = medium_data
    tier = MediumTier(32, searched)
    tier.add(ids, vectors)
    rng = np.random.default_rng(3)
    removed = set(rng.choice(2_000, size=500, replace=False).tolist())
    for i in removed:
        np.testing.assert_allclose(tier.remove(ids[i]), vectors[i], atol=1e-6)
    assert tier.remove(ids[next(iter(removed))]) is None
    assert len(tier) == 1_500
    assert tier.dead_ratio == pytest.approx(0.25)
    removed_ids = {ids[i] for i in removed}
    live = [i for i in range(2_000) if i not in removed]
    for query in queries:
        got, _ = tier.search(query, 10)
        assert not set(got) & removed_ids
        assert len(got) == 10
    live_ids, live_vectors = [ids[i] for i in live], vectors[live]
    assert _recall_at_k(tier, live_ids, live_vectors, queries) >= 0.95


def test_medium_search_returns_k_live_ids_past_a_cluster_of_tombstones(rng, searched):
    """Regression: search asked faiss for at most k + 4k labels, so 200 tombstones nearer
    the query than any live entry made it return nothing."""
    tier = MediumTier(16, searched)
    query = _unit(rng.normal(size=16))
    near = _unit(query + 0.05 * rng.normal(size=(200, 16)))
    far = _unit(rng.normal(size=(800, 16)))
    ids = _ids(1_000)
    tier.add(ids, np.vstack([near, far]))
    for memory_id in ids[:200]:  # delete every memory near the query
        tier.remove(memory_id)
    got, _ = tier.search(query, 10)
    assert len(got) == 10
    assert set(got) <= set(ids[200:])


def test_medium_search_small_and_empty(rng, searched):
    tier = MediumTier(8, searched)
    query = _unit(rng.normal(size=8))
    assert tier.search(query, 5)[0] == []
    vectors = _unit(rng.normal(size=(3, 8)))
    tier.add(_ids(3), vectors)
    got, _ = tier.search(query, 10)  # fewer than k exist
    assert sorted(got) == _ids(3)
    assert tier.search(query, 0)[0] == []
    for memory_id in _ids(3):
        tier.remove(memory_id)
    assert tier.search(query, 5)[0] == []
    assert len(tier) == 0


def test_medium_scan_is_brute_force_past_tombstones(medium_data):
    # below medium_exact_below a recall's search is exact: the same ids and similarities as
    # a brute force over the live vectors, deleted ones never among them
    ids, vectors, queries = medium_data
    tier = MediumTier(32, TierConfig())
    tier.add(ids, vectors)
    for i in range(0, 2_000, 3):
        tier.remove(ids[i])
    live = [i for i in range(2_000) if i % 3]
    live_ids, live_vectors = [ids[i] for i in live], vectors[live]
    for query in queries[:20]:
        got, sims = tier.search(query, 10)
        assert got == _brute_force(live_ids, live_vectors, query, 10)
        np.testing.assert_allclose(sims, np.sort(live_vectors @ query)[::-1][:10], atol=1e-5)
    # the write path's shallow search walks the graph all the same
    assert len(tier.search_many(queries[:3], 10, shallow=True)[0][0]) == 10


def test_medium_snapshot_and_catch_up(rng):
    tier = MediumTier(16, TierConfig())
    ids, vectors = _ids(300), _unit(rng.normal(size=(300, 16)))
    tier.add(ids, vectors)
    for memory_id in ids[:40]:
        tier.remove(memory_id)
    labels_used, snap_ids, snap_vectors, _ = tier.snapshot()
    assert labels_used == 300
    assert snap_ids == ids[40:]
    np.testing.assert_allclose(snap_vectors, vectors[40:], atol=1e-6)

    aside = MediumTier(16, TierConfig())
    aside.add(snap_ids, snap_vectors)
    # meanwhile: new memories arrive (some deleted again) and old ones are deleted
    new_ids, new_vectors = _ids(50, 1_000), _unit(rng.normal(size=(50, 16)))
    tier.add(new_ids, new_vectors)
    for memory_id in ids[40:70] + new_ids[:5]:
        tier.remove(memory_id)
    tier.catch_up(aside, labels_used)

    live = dict(
        zip(ids[70:] + new_ids[5:], np.vstack([vectors[70:], new_vectors[5:]]), strict=True)
    )
    assert len(aside) == len(live) == len(tier)
    assert all(memory_id in aside for memory_id in live)
    assert not any(memory_id in aside for memory_id in ids[:70] + new_ids[:5])
    for memory_id, vector in live.items():  # each one is found by its own vector
        assert aside.search(vector, 1)[0] == [memory_id]


# ---------------------------------------------------------------- PoolIndex


def _pool(short_capacity: int = 8, **kwargs) -> PoolIndex:
    return PoolIndex(16, TierConfig(short_capacity=short_capacity, short_max_age_s=HOUR, **kwargs))


def _tiers(pool: PoolIndex, ids) -> list[Tier | None]:
    return [pool.tier_of(i) for i in ids]


def test_pool_overflow_demotes_the_oldest_to_medium(rng):
    pool = _pool(8)
    ids, vectors = _ids(12), _unit(rng.normal(size=(12, 16)))
    for i in range(12):  # one by one, oldest first
        pool.add(ids[i], vectors[i], NOW + i, NOW + i)
    assert _tiers(pool, ids) == [Tier.MEDIUM] * 4 + [Tier.SHORT] * 8
    assert pool.counts() == {Tier.SHORT: 8, Tier.MEDIUM: 4}


def test_pool_add_many_overflow_keeps_the_newest_in_short(rng):
    pool = _pool(8)
    ids, vectors = _ids(20), _unit(rng.normal(size=(20, 16)))
    created = NOW + rng.permutation(20).astype(float)
    pool.add_many(ids, vectors, created, NOW + 30)
    newest = set(np.argsort(created)[-8:].tolist())
    assert _tiers(pool, ids) == [Tier.SHORT if i in newest else Tier.MEDIUM for i in range(20)]


def test_pool_old_memories_go_straight_to_medium(rng):
    pool = _pool(8)
    ids, vectors = _ids(4), _unit(rng.normal(size=(4, 16)))
    created = np.array([NOW - 2 * HOUR, NOW - 10, NOW - HOUR - 1, NOW])
    pool.add_many(ids, vectors, created, NOW)
    assert _tiers(pool, ids) == [Tier.MEDIUM, Tier.SHORT, Tier.MEDIUM, Tier.SHORT]


def test_pool_overflow_demotes_the_oldest_even_when_the_newcomer_is_older(rng):
    """Regression: the victims were picked among the residents only, so a backfilled
    newcomer older than all of them stayed and a newer memory was demoted."""
    pool = _pool(4)
    ids, vectors = _ids(5), _unit(rng.normal(size=(5, 16)))
    for i in range(4):
        pool.add(ids[i], vectors[i], NOW - 100 + i, NOW)
    pool.add(ids[4], vectors[4], NOW - 500, NOW)  # backfilled: young, but the oldest of all
    assert _tiers(pool, ids) == [Tier.SHORT] * 4 + [Tier.MEDIUM]


def test_pool_migrate_moves_aged_memories(rng):
    pool = _pool(16)
    ids, vectors = _ids(10), _unit(rng.normal(size=(10, 16)))
    created = NOW + np.arange(10) * 60.0
    pool.add_many(ids, vectors, created, NOW + 600)
    assert pool.counts() == {Tier.SHORT: 10, Tier.MEDIUM: 0}
    moved = pool.migrate(NOW + HOUR + 4 * 60 + 30)  # created before NOW + 270 s: 0..4
    assert moved == 5
    assert _tiers(pool, ids) == [Tier.MEDIUM] * 5 + [Tier.SHORT] * 5
    assert pool.migrate(NOW + HOUR + 4 * 60 + 30) == 0
    for memory_id, vector in zip(ids, vectors, strict=True):  # still findable, once
        found = [c.id for c in pool.search(vector, 3)]
        assert found[0] == memory_id
        assert len(found) == len(set(found))


def test_pool_search_merges_tiers_best_first_each_id_once(rng):
    pool = _pool(8)
    ids, vectors = _ids(30), _unit(rng.normal(size=(30, 16)))
    pool.add_many(ids, vectors, NOW + np.arange(30.0), NOW + 30)
    for query in _unit(rng.normal(size=(10, 16))):
        found = pool.search(query, 30)
        assert [c.id for c in found] == _brute_force(ids, vectors, query, 30)
        sims = [c.similarity for c in found]
        assert sims == sorted(sims, reverse=True)
        assert {c.tier for c in found} == {Tier.SHORT, Tier.MEDIUM}
        assert all(c.tier == pool.tier_of(c.id) for c in found)


def test_pool_remove(rng):
    pool = _pool(4)
    ids, vectors = _ids(10), _unit(rng.normal(size=(10, 16)))
    pool.add_many(ids, vectors, NOW + np.arange(10.0), NOW + 10)
    assert pool.remove(ids[0]) and pool.remove(ids[9])  # one medium, one short
    assert not pool.remove(ids[0])
    assert not _pool(4).remove(ids[0])  # no medium tier yet
    assert pool.tier_of(ids[0]) is None and pool.tier_of(ids[9]) is None
    assert pool.counts() == {Tier.SHORT: 3, Tier.MEDIUM: 5}
    found = [c.id for c in pool.search(vectors[0], 10)]
    assert ids[0] not in found and ids[9] not in found


def test_pool_compact_after_many_removals_keeps_every_live_id_findable(rng):
    pool = _pool(8, medium_rebuild_dead_ratio=0.25)
    assert not pool.compact()  # no medium tier yet
    ids, vectors = _ids(300), _unit(rng.normal(size=(300, 16)))
    pool.add_many(ids, vectors, NOW + np.arange(300.0), NOW + 300)
    assert not pool.compact()  # nothing dead
    removed = set(rng.choice(292, size=200, replace=False).tolist())  # all in medium
    for i in removed:
        assert pool.remove(ids[i])
    assert pool.compact()
    assert not pool.compact()  # clean now
    assert pool.counts() == {Tier.SHORT: 8, Tier.MEDIUM: 92}
    for i, (memory_id, vector) in enumerate(zip(ids, vectors, strict=True)):
        found = [c.id for c in pool.search(vector, 5)]
        if i in removed:
            assert memory_id not in found and pool.tier_of(memory_id) is None
        else:
            assert found[0] == memory_id


def test_pool_compact_while_others_write(rng):
    pool = _pool(8, medium_rebuild_dead_ratio=0.1)
    ids, vectors = _ids(600), _unit(rng.normal(size=(600, 16)))
    pool.add_many(ids[:300], vectors[:300], NOW + np.arange(300.0), NOW + 300)
    stop = threading.Event()
    removed: set[bytes] = set()

    def writer() -> None:
        for i in range(300, 600):
            pool.add(ids[i], vectors[i], NOW + i, NOW + i)
            victim = ids[i - 290]
            pool.remove(victim)
            removed.add(victim)
        stop.set()

    thread = threading.Thread(target=writer)
    thread.start()
    compactions = 0
    while not stop.is_set():
        compactions += pool.compact()
    thread.join()
    compactions += pool.compact()
    assert compactions >= 1
    live = [i for i in range(600) if ids[i] not in removed]
    assert sum(pool.counts().values()) == len(live)
    for i in live:
        assert pool.tier_of(ids[i]) is not None
        assert pool.search(vectors[i], 1)[0].id == ids[i]
    assert all(pool.tier_of(memory_id) is None for memory_id in removed)


class PoolMachine(RuleBasedStateMachine):
    """Random adds, removes, migrations and compactions: every live id is in exactly one tier,
    removed ids in none, and a search never returns an id twice or a removed one."""

    @initialize()
    def setup(self) -> None:
        self.pool = PoolIndex(
            8, TierConfig(short_capacity=6, short_max_age_s=HOUR, medium_rebuild_dead_ratio=0.2)
        )
        self.now = NOW
        self.next_id = 0
        self.live: dict[bytes, np.ndarray] = {}
        self.removed: set[bytes] = set()
        self.rng = np.random.default_rng(0)

    @rule(n=st.integers(1, 8), ages=st.lists(st.floats(0, 2 * HOUR), max_size=8))
    def add(self, n, ages):
        ids = _ids(n, self.next_id)
        self.next_id += n
        vectors = _unit(self.rng.normal(size=(n, 8)))
        created = np.array([self.now - (ages[i] if i < len(ages) else 0.0) for i in range(n)])
        if n == 1 and self.rng.random() < 0.5:
            self.pool.add(ids[0], vectors[0], float(created[0]), self.now)
        else:
            self.pool.add_many(ids, vectors, created, self.now)
        self.live.update(zip(ids, vectors, strict=True))

    @precondition(lambda self: self.live)
    @rule(data=st.data())
    def remove(self, data):
        memory_id = data.draw(st.sampled_from(sorted(self.live)))
        assert self.pool.remove(memory_id)
        del self.live[memory_id]
        self.removed.add(memory_id)

    @precondition(lambda self: self.removed)
    @rule(data=st.data())
    def remove_again(self, data):
        assert not self.pool.remove(data.draw(st.sampled_from(sorted(self.removed))))

    @rule(seconds=st.floats(0, 2 * HOUR))
    def migrate(self, seconds):
        self.now += seconds
        self.pool.migrate(self.now)

    @rule()
    def compact(self):
        self.pool.compact()

    @rule(k=st.integers(1, 20))
    def search(self, k):
        query = _unit(self.rng.normal(size=8))
        found = [c.id for c in self.pool.search(query, k)]
        assert len(found) == len(set(found))
        assert set(found) <= set(self.live)

    @precondition(lambda self: self.live)
    @rule(data=st.data())
    def find_by_own_vector(self, data):
        memory_id = data.draw(st.sampled_from(sorted(self.live)))
        assert self.pool.search(self.live[memory_id], 1)[0].id == memory_id

    @invariant()
    def each_id_in_exactly_one_tier(self):
        counts = self.pool.counts()
        assert counts[Tier.SHORT] <= 6
        assert counts[Tier.SHORT] + counts[Tier.MEDIUM] == len(self.live)
        assert all(self.pool.tier_of(i) in (Tier.SHORT, Tier.MEDIUM) for i in self.live)
        assert all(self.pool.tier_of(i) is None for i in self.removed)


PoolMachine.TestCase.settings = settings(
    max_examples=40,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_pool_machine = PoolMachine.TestCase
