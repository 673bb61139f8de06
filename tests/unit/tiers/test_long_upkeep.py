"""Long-tier upkeep: which clusters split and when a retrain is due (long_upkeep's pure
decisions), splitting over a real LMDB store (every memory kept, once, and found; searches
during a split; a reopen; a crash's leftovers), retraining by query count, and the early
demotion of memories that say little (text entropy)."""

from __future__ import annotations

import threading
import time
from dataclasses import replace

import numpy as np
import pytest

from memoryd.core.config import EngineConfig, TierConfig
from memoryd.core.store.storage import Put, Table
from memoryd.core.text.information import information_bits
from memoryd.core.tiers.long_tier import LongTier
from memoryd.core.tiers.long_upkeep import (
    ClusterShape,
    TierUse,
    information_of,
    retrain_reason,
    splits_due,
)
from memoryd.core.tiers.pool import PoolIndex
from memoryd.core.types import (
    MemoryInput,
    MemoryRecord,
    MemoryType,
    RecallQuery,
    Scope,
    Source,
    Status,
    Tier,
)

DIM = 32
POOL = b"alice\x00"
CONFIG = TierConfig(
    long_nlist_min=16,
    long_nlist_per_10k=0,
    long_nprobe=4,
    long_refine_candidates=300,
    long_exact_rerank=32,
    long_split_min_rows=16,
    long_split_spread_ratio=1.5,
)


def _unit(x: np.ndarray) -> np.ndarray:
    return (x / np.linalg.norm(x, axis=-1, keepdims=True)).astype(np.float32)


def _ids(n: int, start: int = 0) -> list[bytes]:
    return [i.to_bytes(8, "big") + bytes(8) for i in range(start, start + n)]


def _topics(rng, n: int, centers: np.ndarray, noise: float = 0.5) -> np.ndarray:
    x = rng.normal(size=(n, DIM)) / np.sqrt(DIM)
    return _unit(centers[rng.integers(0, len(centers), n)] + noise * x)


def _tier(store, rng, n_old: int = 800, n_new: int = 800, config: TierConfig = CONFIG):
    """A tier trained on old topics that then took memories on new ones (which pile into
    whichever old clusters are least far): ids, vectors."""
    old = _topics(rng, n_old, _unit(rng.normal(size=(16, DIM))))
    new = _topics(rng, n_new, _unit(rng.normal(size=(2, DIM))))
    vectors = np.concatenate([old, new])
    ids = _ids(len(vectors))
    store.apply([Put(Table.VECTORS, i, v.tobytes()) for i, v in zip(ids, vectors, strict=True)])
    tier = LongTier(store, POOL, DIM, config)
    tier.add(ids[:n_old], old)
    for s in range(n_old, len(ids), 200):
        tier.add(ids[s : s + 200], vectors[s : s + 200])
    return tier, ids, vectors


def _held(store) -> list[bytes]:
    """Every id in every segment of the tier's current generation, duplicates kept."""
    from memoryd.core.tiers.long_codebook import unpack

    out: list[bytes] = []
    for _, value in store.scan_prefix(Table.LONG, b"s"):
        ids, _, _ = unpack(np.frombuffer(value, dtype=np.uint8), 8, DIM)
        out += [i.tobytes() for i in ids]
    return out


# ----------------------------------------------------------------------------- decisions


def _shape(cluster: int, rows: int, spread: float = 0.5) -> ClusterShape:
    return ClusterShape(cluster, rows, spread)


def test_an_oversized_cluster_is_split_into_as_many_parts_as_it_holds_means():
    shapes = [_shape(c, 100) for c in range(9)] + [_shape(9, 1_100)]  # mean 200: x5.5
    (split,) = splits_due(shapes, CONFIG)
    assert (split.cluster, split.parts, split.reason) == (9, 6, "size")


def test_a_cluster_whose_members_sit_far_is_split_in_two():
    shapes = [_shape(c, 100, 0.4) for c in range(9)] + [_shape(9, 100, 1.0)]
    (split,) = splits_due(shapes, CONFIG)
    assert (split.cluster, split.parts, split.reason) == (9, 2, "spread")


def test_balanced_tight_clusters_and_small_ones_are_left_alone():
    assert splits_due([_shape(c, 100 + c, 0.4 + c / 100) for c in range(10)], CONFIG) == []
    small = [_shape(c, 2) for c in range(9)] + [_shape(9, 15, 3.0)]  # under min rows
    assert splits_due(small, CONFIG) == []
    assert splits_due([_shape(0, 5_000, 3.0)], CONFIG) == []  # one cluster: nothing to weigh


def test_splits_are_capped_worst_first_and_ratios_of_zero_turn_them_off():
    shapes = [_shape(c, 100) for c in range(40)] + [
        _shape(40 + c, 2_000 + 100 * c) for c in range(5)
    ]
    picked = splits_due(shapes, replace(CONFIG, long_split_max=2))
    assert [s.cluster for s in picked] == [44, 43]
    off = replace(CONFIG, long_split_size_ratio=0, long_split_spread_ratio=0)
    assert splits_due(shapes, off) == []


def _use(**kw) -> TierUse:
    base = dict(count=1_000, trained_count=1_000, queries=0, changed=0, trained_nlist=64,
                wanted_nlist=64)  # fmt: skip
    return TierUse(**{**base, **kw})


def test_retrain_is_due_by_growth_or_by_queries_over_a_changed_tier():
    config = replace(CONFIG, long_retrain_queries=1_000, long_retrain_change=0.25)
    assert retrain_reason(_use(), config) is None
    assert retrain_reason(_use(count=2_000, wanted_nlist=80), config) == "growth"
    # Doubled but no more clusters wanted: nothing to gain from growth alone.
    assert retrain_reason(_use(count=2_000, wanted_nlist=64), config) is None
    assert retrain_reason(_use(queries=1_000, changed=250), config) == "queries"
    assert retrain_reason(_use(queries=999, changed=900), config) is None  # few queries
    assert retrain_reason(_use(queries=50_000, changed=249), config) is None  # little change
    off = replace(config, long_retrain_queries=0)
    assert retrain_reason(_use(queries=50_000, changed=900), off) is None


@pytest.mark.parametrize(
    ("text", "low"),
    [
        ("ok", True),
        ("thanks!", True),
        ("lol lol lol lol", True),
        ("好的好的", True),
        ("", True),
        ("I moved to Berlin in May", False),
        ("我下个月搬到上海", False),
        ("Send my packages to 8 Harbour View", False),
    ],
)
def test_information_bits_tell_small_talk_from_facts(text, low):
    assert (information_bits(text) < 1.0) is low


def test_information_bits_is_the_entropy_of_the_terms():
    assert information_bits("berlin berlin") == 0.0
    assert information_bits("berlin paris") == pytest.approx(1.0)
    assert information_bits("berlin paris rome london") == pytest.approx(2.0)


def _record(content: str, importance: float) -> MemoryRecord:
    return MemoryRecord(
        id=bytes(16), scope=Scope("u"), content=content, memory_type=MemoryType.SEMANTIC,
        importance=importance, confidence=0.9, source=Source.USER_INPUT, status=Status.ACTIVE,
        tags=(), metadata={}, created_at=0.0, updated_at=0.0,
    )  # fmt: skip


def test_what_says_little_and_matters_little_goes_early_and_only_that():
    records = [_record("ok", 0.3), _record("ok", 0.9), _record("I moved to Berlin in May", 0.3),
               None]  # fmt: skip
    assert information_of(records, CONFIG).tolist() == [True, False, False, False]
    off = replace(CONFIG, long_demote_information_bits=0)
    assert information_of(records, off).tolist() == [False] * 4


# ----------------------------------------------------------------------------- splitting


def test_a_split_keeps_every_memory_once_and_each_finds_itself(store, rng):
    tier, ids, vectors = _tier(store, rng)
    due = splits_due(tier.shapes(), CONFIG)
    assert due, "memories on new topics piled into old clusters: some are out of line"
    before = tier.model.live_nlist
    for split in due:
        assert tier.split(split.cluster, split.parts) > 0
    assert tier.model.live_nlist == before + sum(s.parts - 1 for s in due)
    held = _held(store)
    assert sorted(held) == sorted(ids)  # none lost, none twice
    assert len(tier) == len(ids) and sorted(tier.ids()) == sorted(ids)
    # An exact probe: every cluster, every code re-scored.
    tier._config = replace(CONFIG, long_nprobe=1_000, long_refine_candidates=len(ids))
    for i in rng.choice(len(ids), 200, replace=False):
        got, sims = tier.search(vectors[i], 1)
        assert got == [ids[i]] and sims[0] == pytest.approx(1.0, abs=1e-5)


def test_splitting_brings_members_near_a_centroid_and_recall_up(store, rng):
    tier, ids, vectors = _tier(store, rng)
    new_q = vectors[800:][rng.choice(800, 100, replace=False)] + 0.01  # about the new topics
    truth = [{ids[i] for i in np.argsort(-(vectors @ q))[:10]} for q in new_q]

    def recall() -> float:
        got = [set(tier.search(q, 10)[0]) for q in new_q]
        return float(np.mean([len(t & g) / 10 for t, g in zip(truth, got, strict=True)]))

    before, worst = recall(), max(s.spread for s in tier.shapes())
    for split in splits_due(tier.shapes(), CONFIG):
        tier.split(split.cluster, split.parts)
    after = recall()
    print(f"recall@10 on the new topics: {before:.3f} -> {after:.3f}")
    assert max(s.spread for s in tier.shapes()) < worst
    assert after > before


def test_a_split_tier_reopens_the_same_and_removal_still_works(store, rng):
    tier, ids, vectors = _tier(store, rng)
    for split in splits_due(tier.shapes(), CONFIG):
        tier.split(split.cluster, split.parts)
    q = vectors[1_000]
    again = LongTier(store, POOL, DIM, CONFIG)
    assert again.model.live_nlist == tier.model.live_nlist
    assert again.search(q, 10)[0] == tier.search(q, 10)[0]
    assert again.remove(ids[1_000])
    assert ids[1_000] not in again.search(q, 10)[0]
    assert len(again) == len(ids) - 1 and sorted(_held(store)) == sorted(ids[:1_000] + ids[1_001:])


def test_a_crash_between_commit_and_cleanup_leaves_nothing_twice(store, rng):
    tier, ids, _ = _tier(store, rng)
    (split, *_) = splits_due(tier.shapes(), CONFIG)
    old_keys = [k for k, _ in store.scan_prefix(Table.LONG, b"s")]
    raws = dict(zip(old_keys, store.get_many(Table.LONG, old_keys), strict=True))
    tier.split(split.cluster, split.parts)
    # What a kill -9 after the commit leaves: the old cluster's codes are back.
    store.apply(
        [Put(Table.LONG, k, v) for k, v in raws.items() if store.get(Table.LONG, k) is None]
    )
    assert len(_held(store)) > len(ids)
    again = LongTier(store, POOL, DIM, CONFIG)
    assert sorted(_held(store)) == sorted(ids) and len(again) == len(ids)


def test_searches_during_splits_see_every_memory_exactly_once(store, rng):
    tier, ids, vectors = _tier(store, rng)
    tier._config = replace(CONFIG, long_nprobe=64)  # every cluster: all must be there
    probe = rng.choice(len(ids), 20, replace=False)
    failures: list[str] = []
    stop = threading.Event()

    def search() -> None:
        while not stop.is_set():
            for i in probe:
                got, _ = tier.search(vectors[i], 5)
                if len(set(got)) != len(got) or got[:1] != [ids[i]]:
                    failures.append(f"{i}: {got[:2]}")

    worker = threading.Thread(target=search)
    worker.start()
    try:
        for split in splits_due(tier.shapes(), CONFIG):
            tier.split(split.cluster, split.parts)
    finally:
        stop.set()
        worker.join()
    assert failures == []


def test_a_retrain_after_splits_starts_clean(store, rng):
    tier, ids, _ = _tier(store, rng)
    for split in splits_due(tier.shapes(), CONFIG):
        tier.split(split.cluster, split.parts)
    assert tier.retrain() == len(ids)
    assert tier.model.retired is None and tier.model.live_nlist == tier.model.nlist
    assert tier.model.trained_nlist == 0
    assert sorted(_held(store)) == sorted(ids)


# ----------------------------------------------------------------------------- retrain by queries


def test_a_much_queried_changed_tier_is_due_a_retrain_and_then_not(store, rng):
    config = replace(CONFIG, long_retrain_queries=50, long_retrain_change=0.25)
    tier, _, vectors = _tier(store, rng, n_old=800, n_new=400, config=config)
    assert not tier.needs_retrain()  # changed by half, but nobody asked
    for q in vectors[:49]:
        tier.search(q, 10)
    tier.search(vectors[0], 10, shallow=True)  # write-time checks do not count
    assert not tier.needs_retrain()
    tier.search(vectors[1], 10)
    assert tier.needs_retrain()
    tier.retrain()
    assert not tier.needs_retrain() and tier.use().queries == 0


# ----------------------------------------------------------------------------- early demotion


def test_memories_that_say_little_move_to_long_at_the_next_pass(store, rng):
    now = 1_800_000_000.0
    tiers = TierConfig(short_capacity=4, medium_capacity=64, long_nlist_min=4, long_nprobe=4)
    n = 40
    ids, vectors = _ids(n), _unit(rng.normal(size=(n, DIM)))
    store.apply([Put(Table.VECTORS, i, v.tobytes()) for i, v in zip(ids, vectors, strict=True)])
    pool = PoolIndex(DIM, tiers, store, POOL)
    pool.add_many(ids, vectors, np.full(n, now - 7_200.0), now)  # 2 h old: medium
    asked: list[bytes] = []
    little = set(ids[:10])

    def says_little(batch: list[bytes]) -> np.ndarray:
        asked.extend(batch)
        return np.array([i in little for i in batch])

    moved = pool.demote_to_long(now, lambda b: np.ones(len(b)), says_little=says_little)
    assert moved == 10
    assert [pool.tier_of(i) for i in ids] == [Tier.LONG] * 10 + [Tier.MEDIUM] * 30
    assert pool.demote_to_long(now, lambda b: np.ones(len(b)), says_little=says_little) == 0
    assert sorted(asked) == sorted(ids)  # each asked once, however many passes
    for i in range(10):
        assert pool.search(vectors[i], 1)[0].id == ids[i]  # still found, from the long tier


def test_the_engine_moves_small_talk_to_long_early_and_reports_its_upkeep(open_engine, rng):
    tiers = TierConfig(short_capacity=4, medium_capacity=256, long_nlist_min=4, long_nprobe=4,
                       maintenance_interval_s=3_600)  # fmt: skip
    engine = open_engine(config=EngineConfig(embedder="none", dimension=16, tiers=tiers))
    alice = Scope("alice")
    texts = ["ok", "thanks!", "lol lol lol"] + [
        f"flight {i} leaves from gate B{i}" for i in range(30)
    ]
    vectors = _unit(rng.normal(size=(len(texts), 16)))
    two_hours_ago = time.time() - 7_200
    engine.remember_batch(
        [MemoryInput(alice, t, embedding=v, importance=0.3, created_at=two_hours_ago + i)
         for i, (t, v) in enumerate(zip(texts, vectors, strict=True))]
    )  # fmt: skip
    report = engine.maintain(tasks=("migrate", "retrain"))
    assert report["migrated_to_long"] == 3 and "long_splits" in report
    for i, text in enumerate(texts):
        (hit, *_) = engine.recall(RecallQuery(alice, embedding=vectors[i], top_k=1))
        assert hit.record.content == text
        assert (hit.tier is Tier.LONG) == (i < 3)


def test_a_pass_consolidates_a_long_tier_that_took_no_write_since_the_last(open_engine, rng):
    tiers = TierConfig(short_capacity=4, medium_capacity=64, long_nlist_min=4, long_nprobe=4,
                       long_max_segments=4, maintenance_interval_s=3_600)  # fmt: skip
    engine = open_engine(config=EngineConfig(embedder="none", dimension=16, tiers=tiers))
    alice = Scope("alice")
    vectors = _unit(rng.normal(size=(600, 16)))
    day_ago = time.time() - 2 * 86_400  # past the medium tier's age: every pass moves them
    for start in range(0, 600, 100):  # a segment a cluster for each pass that moves some
        engine.remember_batch(
            [MemoryInput(alice, f"note {i}", embedding=vectors[i], created_at=day_ago + i)
             for i in range(start, start + 100)]
        )  # fmt: skip
        report = engine.maintain(tasks=("migrate", "retrain"))
        assert report["migrated_to_long"] > 0 and report["long_consolidated"] == 0
    long_tier = engine._pools.index(alice.pool_key).long_tier
    assert any(len(segs) > 1 for segs in long_tier._segments.values())
    report = engine.maintain(tasks=("migrate", "retrain"))  # nothing moved: the tier is at rest
    assert report["migrated_to_long"] == 0 and report["long_consolidated"] > 0
    assert all(len(segs) == 1 for segs in long_tier._segments.values())
    for i in range(0, 600, 37):
        (hit, *_) = engine.recall(RecallQuery(alice, embedding=vectors[i], top_k=1))
        assert hit.record.content == f"note {i}" and hit.tier is Tier.LONG
