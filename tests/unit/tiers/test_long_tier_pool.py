"""A pool's answer to "which tier holds these?" for many ids at once (what recall asks about
its candidates) against the one-id answer, with the long tier over a real LMDB store; and the
long tier's kernel warm-up."""

from __future__ import annotations

import numpy as np
from numba import types

from memoryd.core import kernels
from memoryd.core.config import TierConfig
from memoryd.core.store.storage import Put, Table
from memoryd.core.tiers.long_codebook import warm_up
from memoryd.core.tiers.pool import PoolIndex
from memoryd.core.types import Tier

# The list type a search hands the kernels: read-only segments, as LMDB gives them.
_SEGMENTS = types.ListType(types.Array(types.uint8, 1, "C", readonly=True))

DIM = 16
NOW = 1_800_000_000.0
HOUR = 3_600.0
POOL = b"alice\x00"
TIERS = TierConfig(short_capacity=8, medium_capacity=64, long_nlist_min=4, long_nprobe=4)


def _stored(store, rng, n: int) -> tuple[list[bytes], np.ndarray]:
    """Return ``n`` ids and unit vectors, the vectors stored as the write path stores them."""
    ids = [i.to_bytes(16, "big") for i in range(n)]
    vectors = rng.normal(size=(n, DIM)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    store.apply([Put(Table.VECTORS, i, v.tobytes()) for i, v in zip(ids, vectors, strict=True)])
    return ids, vectors


def test_tiers_of_many_ids_match_tier_of_each(store, rng):
    n = 30
    ids, vectors = _stored(store, rng, n)
    created = np.array([NOW - 30 * HOUR] * 12 + [NOW - 2 * HOUR] * 12 + [NOW] * 6)
    pool = PoolIndex(DIM, TIERS, store, POOL)
    pool.add_many(ids, vectors, created, NOW)
    assert pool.demote_to_long(NOW, lambda listed: np.ones(len(listed))) == 12
    assert pool.remove(ids[0]) and pool.remove(ids[13]) and pool.remove(ids[29])
    unknown = [b"\xee" * 16, b"\xff" * 16]
    asked = unknown[:1] + ids[::-1] + unknown[1:] + ids[:3]  # any order, repeats allowed
    expected = (
        [None] + [pool.tier_of(i) for i in ids[::-1]] + [None] + [pool.tier_of(i) for i in ids[:3]]
    )
    assert pool.tiers_of(asked) == expected
    assert expected.count(Tier.LONG) == 11 + 2 and expected.count(Tier.SHORT) == 5
    assert pool.tiers_of([]) == []


def test_a_pool_without_a_long_tier_answers_from_memory(rng):
    pool = PoolIndex(DIM, TIERS)
    ids = [bytes([i + 1]) * 16 for i in range(3)]
    vectors = rng.normal(size=(3, DIM)).astype(np.float32)
    pool.add_many(ids, vectors, np.array([NOW, NOW - 2 * HOUR, NOW]), NOW)
    assert pool.tiers_of(ids + [b"\xee" * 16]) == [Tier.SHORT, Tier.MEDIUM, Tier.SHORT, None]


def test_warm_up_compiles_the_search_kernels_for_read_only_segments():
    warm_up()
    for kernel in (
        kernels.append_arrays, kernels.adc_top, kernels.sq8_gather_dot, kernels.adc_refine_many
    ):
        assert any(str(sig[0]) == str(_SEGMENTS) for sig in kernel.signatures)


def test_a_reader_drops_from_its_medium_tier_what_the_writer_moved_to_the_long_tier(store, rng):
    n = 24
    ids, vectors = _stored(store, rng, n)
    created = np.array([NOW - 30 * HOUR] * 12 + [NOW - 2 * HOUR] * 12)
    writer = PoolIndex(DIM, TIERS, store, POOL)
    reader = PoolIndex(DIM, TIERS, store, POOL, read_only=True)  # follows the same commits
    for pool in (writer, reader):
        pool.add_many(ids, vectors, created, NOW)
    assert writer.demote_to_long(NOW, lambda listed: np.ones(len(listed))) == 12
    assert reader.tiers_of(ids).count(Tier.MEDIUM) == n  # it has not heard of the move yet
    reader.reload_long()
    assert reader.tiers_of(ids) == writer.tiers_of(ids)
    assert reader.tiers_of(ids).count(Tier.LONG) == 12
    assert reader.counts()[Tier.MEDIUM] == 12
    # rebuilt without the moved ones (a reader runs no maintenance): their RAM is freed
    assert reader._medium is not None and reader._medium.dead_ratio == 0.0
    found = reader.search(vectors[0], 5)
    assert [c.id for c in found].count(ids[0]) == 1
