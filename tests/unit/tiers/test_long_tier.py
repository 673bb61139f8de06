"""The long tier (memoryd.core.tiers.long_tier) over a real LMDB store: recall against brute force,
removal, persistence across reopen, segment merging and retraining aside."""

from __future__ import annotations

import numpy as np
import pytest

from memoryd.core.config import TierConfig
from memoryd.core.store.storage import Put, Table
from memoryd.core.tiers.long_codebook import LongModel, nlist_for, train_model
from memoryd.core.tiers.long_tier import LongTier

DIM = 32
POOL = b"alice\x00"
CONFIG = TierConfig(
    long_nlist_min=16,
    long_nlist_per_10k=16,
    long_nprobe=8,
    long_refine_candidates=300,
    long_exact_rerank=32,
    long_max_segments=4,
)


def _unit(x: np.ndarray) -> np.ndarray:
    return (x / np.linalg.norm(x, axis=-1, keepdims=True)).astype(np.float32)


def _clustered(rng, n: int, centers: int = 40, noise: float = 0.35) -> np.ndarray:
    c = rng.normal(size=(centers, DIM))
    return _unit(c[rng.integers(0, centers, n)] + noise * rng.normal(size=(n, DIM)))


def _ids(n: int, start: int = 0) -> list[bytes]:
    # Trailing zero bytes on purpose: ids must survive numpy round trips byte for byte.
    return [i.to_bytes(8, "big") + bytes(8) for i in range(start, start + n)]


def _stored(store, ids, vectors) -> None:
    """What the engine does first: the float32 vectors in Table.VECTORS."""
    store.apply([Put(Table.VECTORS, i, v.tobytes()) for i, v in zip(ids, vectors, strict=True)])


def _filled(store, rng, n: int = 3_000, batch: int = 500, config: TierConfig = CONFIG):
    ids, vectors = _ids(n), _clustered(rng, n)
    _stored(store, ids, vectors)
    tier = LongTier(store, POOL, DIM, config)
    for s in range(0, n, batch):
        tier.add(ids[s : s + batch], vectors[s : s + batch], training=vectors[:1_000])
    return tier, ids, vectors


def _recall_at_10(tier, ids, vectors, queries) -> float:
    hits = 0
    for q in queries:
        got, _ = tier.search(q, 10)
        truth = {ids[i] for i in np.argsort(-(vectors @ q))[:10]}
        hits += len(truth & set(got))
    return hits / (10 * len(queries))


def test_recall_at_10_vs_brute_force(store, rng):
    tier, ids, vectors = _filled(store, rng)
    assert len(tier) == 3_000
    queries = _unit(vectors[rng.integers(0, 3_000, 50)] + 0.2 * rng.normal(size=(50, DIM)))
    assert _recall_at_10(tier, ids, vectors, queries) >= 0.95


def test_similarities_are_exact_and_best_first(store, rng):
    tier, ids, vectors = _filled(store, rng, n=1_000)
    by_id = dict(zip(ids, vectors, strict=True))
    for q in _unit(rng.normal(size=(5, DIM))):
        got, sims = tier.search(q, 10)
        assert len(got) == 10 and len(set(got)) == 10
        assert sims.dtype == np.float32
        np.testing.assert_allclose(sims, [by_id[i] @ q for i in got], atol=1e-6)
        assert list(sims) == sorted(sims, reverse=True)


def test_a_stored_vector_finds_itself_first(store, rng):
    tier, ids, vectors = _filled(store, rng, n=1_000)
    for i in rng.integers(0, 1_000, 20):
        assert tier.search(vectors[i], 1)[0] == [ids[i]]


def test_empty_tier_and_k_zero(store, rng):
    tier = LongTier(store, POOL, DIM, CONFIG)
    q = _unit(rng.normal(size=DIM))
    assert tier.search(q, 5)[0] == [] and len(tier) == 0
    _stored(store, _ids(1), q.reshape(1, -1))
    tier.add(_ids(1), q.reshape(1, -1))
    assert tier.search(q, 0)[0] == []
    assert tier.search(q, 5)[0] == _ids(1)


def test_removed_memories_are_never_returned(store, rng):
    tier, ids, vectors = _filled(store, rng, n=1_000)
    gone = ids[:300]
    for memory_id in gone:
        assert memory_id in tier
        assert tier.remove(memory_id)
        assert memory_id not in tier
    assert not tier.remove(gone[0])
    assert len(tier) == 700
    for i in range(0, 300, 10):
        got, _ = tier.search(vectors[i], 50)
        assert not set(got) & set(gone)
    assert tier.search(vectors[500], 1)[0] == [ids[500]]


def test_a_reopened_tier_answers_the_same(store, rng):
    tier, ids, vectors = _filled(store, rng, n=1_500)
    tier.remove(ids[7])
    again = LongTier(store, POOL, DIM, CONFIG)
    assert len(again) == len(tier) == 1_499
    for q in _unit(rng.normal(size=(5, DIM))):
        assert again.search(q, 10)[0] == tier.search(q, 10)[0]
    assert sorted(again.ids()) == sorted(ids[:7] + ids[8:])


def test_pools_do_not_share_codes(store, rng):
    tier, ids, vectors = _filled(store, rng, n=500)
    other = LongTier(store, POOL + b"x", DIM, CONFIG)
    assert len(other) == 0 and other.search(vectors[0], 5)[0] == []
    assert ids[0] not in other


def test_segments_per_cluster_stay_bounded(store, rng):
    tier, ids, vectors = _filled(store, rng, n=2_000, batch=50)
    assert max(len(segs) for segs in tier._segments.values()) <= CONFIG.long_max_segments
    queries = _unit(vectors[:30] + 0.1 * rng.normal(size=(30, DIM)))
    assert _recall_at_10(tier, ids, vectors, queries) >= 0.95


def _appended(store, rng, n: int = 2_000, first: int = 1_000, batch: int = 50):
    """A tier whose first add (``first`` rows) sets its clusters and whose later adds of
    ``batch`` rows leave clusters in several segments, as migration does."""
    ids, vectors = _ids(n), _clustered(rng, n)
    _stored(store, ids, vectors)
    tier = LongTier(store, POOL, DIM, CONFIG)
    tier.add(ids[:first], vectors[:first])
    for s in range(first, n, batch):
        tier.add(ids[s : s + batch], vectors[s : s + batch])
    return tier, ids, vectors


def _segment_keys(store, tier) -> int:
    return sum(1 for _ in store.scan_prefix(Table.LONG, tier._seg_prefix(tier.model.gen)))


def test_consolidate_leaves_one_segment_a_cluster_and_the_same_answers(store, rng):
    tier, ids, vectors = _appended(store, rng)
    queries = _unit(vectors[rng.integers(0, 2_000, 40)] + 0.2 * rng.normal(size=(40, DIM)))
    before = [tier.search(q, 10) for q in queries]
    several = sum(len(segs) > 1 for segs in tier._segments.values())
    assert several > 0 and _segment_keys(store, tier) > len(tier._segments)
    assert tier.consolidate() == several
    assert all(len(segs) == 1 for segs in tier._segments.values())
    assert _segment_keys(store, tier) == len(tier._segments)  # the old segments are gone
    assert len(tier) == 2_000 and tier.consolidate() == 0
    for q, (ids_before, sims_before) in zip(queries, before, strict=True):
        got, sims = tier.search(q, 10)
        assert got == ids_before  # rows keep their order: ties break the same way
        np.testing.assert_array_equal(sims, sims_before)
    # its rows are still where their locations say: removal finds them, a reopen agrees
    assert tier.remove(ids[3]) and ids[3] not in tier
    assert ids[3] not in tier.search(vectors[3], 10)[0]
    again = LongTier(store, POOL, DIM, CONFIG)
    assert len(again) == 1_999 and again.search(queries[0], 10)[0] == tier.search(queries[0], 10)[0]


def test_searches_during_a_consolidation_find_every_memory_once(store, rng):
    """A search's snapshot holds a cluster's old segments or its merged one, never both or
    neither: each stored vector finds itself first, once, while clusters are rewritten."""
    import threading
    import time

    tier, ids, vectors = _appended(store, rng)
    more = _clustered(rng, 1_500)
    probes = rng.integers(0, 2_000, 60)
    rewritten: list[int] = []

    def rewrite() -> None:  # appends leave several segments; each consolidation merges them
        for r in range(30):
            tier.add(_ids(50, start=10_000 + 50 * r), more[50 * r : 50 * r + 50])
            rewritten.append(tier.consolidate(most_rows=100))  # many small transactions
            time.sleep(0.005)  # the searches get the GIL between rounds too

    writer = threading.Thread(target=rewrite)
    writer.start()
    wrong, searched = [], 0
    while writer.is_alive() or searched < len(probes):
        i = probes[searched % len(probes)]
        got, _ = tier.search(vectors[i], 20)
        if not got or got[0] != ids[i] or len(set(got)) != len(got):
            wrong.append(f"{i}: {got[:3]}")
        searched += 1
    writer.join()
    assert len(tier._segments) >= 8 and sum(rewritten) >= 30 and searched > len(probes)
    assert wrong == []


def test_only_a_tier_at_rest_is_consolidated(store, rng):
    tier, ids, vectors = _appended(store, rng)
    assert tier.consolidate_at_rest() == 0  # written since it was last asked
    assert tier.consolidate_at_rest() > 0  # no write since the last call
    assert tier.consolidate_at_rest() == 0  # nothing left to merge
    tier.add(_ids(200, start=5_000), _clustered(rng, 200))  # a second segment where it lands
    assert tier.consolidate_at_rest() == 0  # written meanwhile
    tier.remove(ids[0])
    assert tier.consolidate_at_rest() == 0  # a removal is a write too
    assert tier.consolidate_at_rest() > 0
    assert all(len(segs) == 1 for segs in tier._segments.values()) and len(tier) == 2_199


def test_retrain_recodes_aside_and_keeps_every_memory(store, rng):
    small = TierConfig(**{**CONFIG.__dict__, "long_nlist_min": 4, "long_nlist_per_10k": 200})
    ids, vectors = _ids(2_400), _clustered(rng, 2_400)
    _stored(store, ids, vectors)
    tier = LongTier(store, POOL, DIM, small)
    tier.add(ids[:300], vectors[:300])
    first = tier.model
    assert first is not None and first.nlist == nlist_for(300, small)
    tier.add(ids[300:], vectors[300:])
    assert tier.needs_retrain()
    assert tier.retrain() == 2_400
    model = tier.model
    assert model is not None and model.gen == first.gen + 1 and model.nlist > first.nlist
    assert not tier.needs_retrain()
    old_keys = list(store.scan_prefix(Table.LONG, tier._seg_prefix(first.gen)))
    assert old_keys == []
    for i in rng.integers(0, 2_400, 30):
        assert tier.search(vectors[i], 1)[0] == [ids[i]]
    again = LongTier(store, POOL, DIM, small)
    assert again.model is not None and again.model.gen == model.gen and len(again) == 2_400


def test_model_round_trips_through_bytes(rng):
    model = train_model(_clustered(rng, 600), 600, 3, CONFIG)
    back = LongModel.from_bytes(model.to_bytes())
    assert back.gen == 3 and back.trained_count == 600
    for a, b in [
        (model.centroids, back.centroids),
        (model.codebooks, back.codebooks),
        (model.sq_lo, back.sq_lo),
        (model.sq_step, back.sq_step),
    ]:
        np.testing.assert_array_equal(a, b)
    assert model.codebooks.shape == (CONFIG.long_pq_m, 256, DIM // CONFIG.long_pq_m)


def test_pq_m_must_divide_the_dimension(rng):
    with pytest.raises(ValueError, match="long_pq_m"):
        train_model(_clustered(rng, 100), 100, 1, TierConfig(long_pq_m=5))


def test_nlist_grows_with_the_tier():
    config = TierConfig()
    assert nlist_for(1_000_000, config) == 64 + 16 * 100
    assert nlist_for(10_000, config) == 80
    assert nlist_for(640, config) == 20  # never more than one cluster per 32 memories


def test_in_memory_structures_are_small(store, rng):
    tier, _, _ = _filled(store, rng, n=3_000)
    model = tier.model
    assert model is not None
    # The model and the per-cluster segment lists only: nothing per memory.
    assert tier.ram_bytes() < model.nbytes() + 400 * model.nlist * CONFIG.long_max_segments


def test_a_shallow_search_still_finds_near_duplicates(store, rng):
    tier, ids, vectors = _filled(store, rng, n=3_000)
    for i in rng.integers(0, 3_000, 30):
        near = _unit(vectors[i] + 0.05 * rng.normal(size=DIM))  # cosine ~.96 to its original
        got, sims = tier.search(near, 3, shallow=True)
        assert got[0] == ids[i] and sims[0] >= 0.9


@pytest.mark.parametrize("shallow", [False, True])
def test_a_batch_of_queries_answers_each_as_alone(store, rng, shallow):
    # search_many reads each probed cluster once for all rows and shares one segment list:
    # each row scans only its own clusters, in the order it would alone.
    tier, _, vectors = _filled(store, rng, n=2_000)
    queries = _unit(
        np.concatenate([vectors[rng.integers(0, 2_000, 12)], rng.normal(size=(4, DIM))])
    )
    before = tier.use().queries
    batch = tier.search_many(queries, 10, shallow=shallow)
    # Recalls (not shallow write-time checks) count toward retraining, one per query.
    assert tier.use().queries == before + (0 if shallow else len(queries))
    assert len(batch) == len(queries)
    for q, (ids, sims) in zip(queries, batch, strict=True):
        alone_ids, alone_sims = tier.search(q, 10, shallow=shallow)
        assert len(ids) == 10 and ids == alone_ids
        np.testing.assert_array_equal(sims, alone_sims)
    assert tier.search_many(queries[:0], 10) == []
