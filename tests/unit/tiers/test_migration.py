"""Medium -> long migration: by age, by capacity (the weakest half by memory strength), with
every memory recallable exactly once at every instant of its move; and through the engine
(maintain, tiers of hits, restart)."""

from __future__ import annotations

import threading
import time

import numpy as np
import pytest

from memoryd.core import kernels
from memoryd.core.config import EngineConfig, TierConfig
from memoryd.core.errors import InvalidArgument
from memoryd.core.store.storage import Put, Table
from memoryd.core.tiers.pool import PoolIndex
from memoryd.core.types import ForgetMode, MemoryInput, RecallQuery, Scope, Tier

DIM = 16
NOW = 1_800_000_000.0
HOUR = 3_600.0
POOL = b"alice\x00"
TIERS = TierConfig(
    short_capacity=8,
    medium_capacity=64,
    long_nlist_min=4,
    long_nprobe=4,
    long_refine_candidates=200,
    maintenance_interval_s=3_600,
    maintenance_pressure_check_s=3_600,
)


def _unit(x: np.ndarray) -> np.ndarray:
    return (x / np.linalg.norm(x, axis=-1, keepdims=True)).astype(np.float32)


def _ids(n: int) -> list[bytes]:
    return [i.to_bytes(16, "big") for i in range(n)]


def _pool(store, rng, n: int, created: np.ndarray, config: TierConfig = TIERS):
    ids, vectors = _ids(n), _unit(rng.normal(size=(n, DIM)))
    store.apply([Put(Table.VECTORS, i, v.tobytes()) for i, v in zip(ids, vectors, strict=True)])
    pool = PoolIndex(DIM, config, store, POOL)
    pool.add_many(ids, vectors, created, NOW)
    return pool, ids, vectors


def _equal_strength(ids: list[bytes]) -> np.ndarray:
    return np.ones(len(ids))


def test_memories_older_than_a_day_move_to_long(store, rng):
    created = np.array([NOW - 30 * HOUR] * 10 + [NOW - 2 * HOUR] * 10 + [NOW] * 5)
    pool, ids, _ = _pool(store, rng, 25, created)
    assert pool.counts() == {Tier.SHORT: 5, Tier.MEDIUM: 20}
    assert pool.demote_to_long(NOW, _equal_strength) == 10
    assert [pool.tier_of(i) for i in ids] == [Tier.LONG] * 10 + [Tier.MEDIUM] * 10 + [
        Tier.SHORT
    ] * 5
    assert pool.counts() == {Tier.SHORT: 5, Tier.MEDIUM: 10, Tier.LONG: 10}
    assert pool.demote_to_long(NOW, _equal_strength) == 0


def test_past_capacity_the_weakest_half_moves(store, rng):
    created = np.full(100, NOW - 2 * HOUR)
    pool, ids, _ = _pool(store, rng, 100, created)
    strength = {memory_id: float(i) for i, memory_id in enumerate(ids)}  # id 0 the weakest
    moved = pool.demote_to_long(NOW, lambda chosen: np.array([strength[i] for i in chosen]))
    assert moved == 50
    assert {i for i in ids if pool.tier_of(i) is Tier.LONG} == set(ids[:50])
    assert pool.demote_to_long(NOW, _equal_strength) == 0  # 50 left: under capacity


def test_pressure_moves_half_however_full(store, rng):
    pool, ids, _ = _pool(store, rng, 20, np.full(20, NOW - 2 * HOUR))
    assert pool.demote_to_long(NOW, _equal_strength) == 0
    assert pool.demote_to_long(NOW, _equal_strength, pressure=True) == 10


def test_without_a_store_there_is_no_long_tier(rng):
    ids, vectors = _ids(10), _unit(rng.normal(size=(10, DIM)))
    pool = PoolIndex(DIM, TIERS)
    pool.add_many(ids, vectors, np.full(10, NOW - 30 * HOUR), NOW)
    assert pool.demote_to_long(NOW, _equal_strength) == 0
    assert pool.counts() == {Tier.SHORT: 0, Tier.MEDIUM: 10}


def test_every_memory_is_found_exactly_once_while_it_moves(store, rng):
    """Searches race with moves; each memory, queried by its own vector, comes back once."""
    n = 400
    config = TierConfig(**{**TIERS.__dict__, "medium_capacity": 10_000})
    created = NOW - np.linspace(60, 20, n) * HOUR  # all past a day once "now" advances
    pool, ids, vectors = _pool(store, rng, n, created, config)
    # The first move trains the long tier; the rest move in many small batches.
    assert pool.demote_to_long(NOW - 31 * HOUR, _equal_strength) > 0  # created before -55 h
    errors: list[str] = []
    done = threading.Event()

    def search(seed: int) -> None:
        local = np.random.default_rng(seed)
        while not done.is_set():
            for i in local.integers(0, n, 20):
                found = [c.id for c in pool.search(vectors[i], 5)]
                if found.count(ids[i]) != 1:
                    errors.append(f"memory {i} found {found.count(ids[i])} times")
                if len(found) != len(set(found)):
                    errors.append("a duplicate hit")

    searchers = [threading.Thread(target=search, args=(seed,)) for seed in range(2)]
    for t in searchers:
        t.start()
    try:
        for hours in np.linspace(40, 19, 30):
            pool.demote_to_long(NOW - (hours - 24) * HOUR, _equal_strength)
    finally:
        done.set()
        for t in searchers:
            t.join()
    assert errors == []
    assert pool.counts()[Tier.LONG] == n


def test_a_memory_removed_during_its_move_is_gone_from_every_tier(store, rng):
    pool, ids, vectors = _pool(store, rng, 40, np.full(40, NOW - 30 * HOUR))
    victim = ids[3]
    # A thread races the move with the removal; whichever wins, the memory ends nowhere.
    mover = threading.Thread(target=pool.demote_to_long, args=(NOW, _equal_strength))
    mover.start()
    pool.remove(victim)
    mover.join()
    assert pool.tier_of(victim) is None
    assert victim not in [c.id for c in pool.search(vectors[3], 40)]
    assert pool.tier_of(ids[4]) is Tier.LONG


# ---------------------------------------------------------------- through the engine


def _config() -> EngineConfig:
    return EngineConfig(embedder="none", dimension=DIM, tiers=TIERS)


ALICE = Scope("alice")


def test_engine_maintain_moves_to_long_and_recall_reports_the_tier(open_engine, tmp_path, rng):
    engine = open_engine(config=_config())
    vectors = _unit(rng.normal(size=(150, DIM)))
    engine.remember_batch(
        [
            MemoryInput(ALICE, f"fact {i}", embedding=v, created_at=time.time() - 3 * 24 * HOUR + i)
            for i, v in enumerate(vectors)
        ]
    )
    report = engine.maintain(tasks=("migrate",))
    assert report["migrated_to_long"] > 0
    tiers = engine.stats(ALICE).by_tier
    assert tiers.get("long", 0) == report["migrated_to_long"]
    assert sum(tiers.values()) == 150
    long_hits = 0
    for i in range(0, 150, 5):
        hits = engine.recall(RecallQuery(ALICE, "", embedding=vectors[i], top_k=3))
        assert hits[0].record.content == f"fact {i}"
        long_hits += hits[0].tier is Tier.LONG
    assert long_hits > 0
    engine.close()
    again = open_engine(config=_config())
    assert again.stats(ALICE).by_tier == tiers
    hits = again.recall(RecallQuery(ALICE, "", embedding=vectors[0], top_k=1))
    assert hits[0].record.content == "fact 0" and hits[0].tier is Tier.LONG


def test_engine_forget_erases_long_tier_memories(open_engine, rng):
    engine = open_engine(config=_config())
    vectors = _unit(rng.normal(size=(100, DIM)))
    results = engine.remember_batch(
        [
            MemoryInput(ALICE, f"fact {i}", embedding=v, created_at=time.time() - 3 * 24 * HOUR)
            for i, v in enumerate(vectors)
        ]
    )
    engine.maintain(tasks=("migrate",))
    target = results[0].record
    assert engine.get(ALICE, target.id).tier is Tier.LONG
    engine.forget(ALICE, [target.id.hex()], ForgetMode.DELETE)
    hits = engine.recall(RecallQuery(ALICE, "", embedding=vectors[0], top_k=5))
    assert target.id not in [h.record.id for h in hits]


def test_maintain_rejects_unknown_tasks(engine):
    with pytest.raises(InvalidArgument, match="tasks"):
        engine.maintain(tasks=("defrag",))


def test_strength_orders_by_importance_and_idle_hours():
    s = kernels.memory_strength(
        np.array([0.9, 0.1, 0.9], dtype=np.float32), np.array([10.0, 10.0, 100.0])
    )
    assert s[0] > s[1] and s[0] > s[2]


def test_memory_pressure_demotes_early_and_stats_say_so(open_engine, rng):
    """An RSS limit the process is already past: the background check demotes the weaker half
    of the medium tier though it is young and under capacity, and Stats reports it."""
    tiers = TierConfig(
        **{**TIERS.__dict__, "rss_limit_bytes": 1, "maintenance_pressure_check_s": 0.05}
    )
    engine = open_engine(config=EngineConfig(embedder="none", dimension=DIM, tiers=tiers))
    vectors = _unit(rng.normal(size=(40, DIM)))
    engine.remember_batch(
        [
            MemoryInput(ALICE, f"fact {i}", embedding=v, created_at=time.time() - 2 * HOUR)
            for i, v in enumerate(vectors)
        ]
    )

    def demoted() -> bool:  # the moves show before the pass returns and is counted
        stats = engine.stats(ALICE)
        return stats.by_tier.get("long", 0) > 0 and stats.memory.pressure_demotions > 0

    deadline = time.monotonic() + 30
    while not demoted() and time.monotonic() < deadline:
        time.sleep(0.05)
    stats = engine.stats(ALICE)
    assert stats.by_tier.get("long", 0) > 0
    assert stats.memory.under_pressure and stats.memory.rss_limit_bytes == 1
    assert stats.memory.pressure_demotions > 0 and stats.memory.rss_bytes > 0
    assert stats.memory.long_tier_ram_bytes > 0
    hits = engine.recall(RecallQuery(ALICE, "", embedding=vectors[5], top_k=1))
    assert hits[0].record.content == "fact 5"
