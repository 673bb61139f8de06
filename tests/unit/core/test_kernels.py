"""The numba kernels against their slow numpy twins (tests/reference.py), and the decay laws."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from numba import typed, types

from memoryd.core import kernels

DAY = 86_400.0
NOW = 1_800_000_000.0  # a fixed "now" (2027), seconds since the epoch


def _unit_rows(x: np.ndarray) -> np.ndarray:
    return (x / np.linalg.norm(x, axis=-1, keepdims=True)).astype(np.float32)


def _read_only(a: np.ndarray) -> np.ndarray:
    """The same values as a read-only view over bytes, as LMDB values arrive."""
    view = np.frombuffer(a.tobytes(), dtype=a.dtype).reshape(a.shape)
    assert not view.flags.writeable
    return view


# ---------------------------------------------------------------- dot_scan


@pytest.mark.parametrize("n", [0, 1, 7, 300])
@pytest.mark.parametrize("d", [1, 16, 512])
def test_dot_scan_matches_reference_on_unit_vectors(reference, rng, n, d):
    matrix = _unit_rows(rng.normal(size=(n, d))) if n else np.zeros((0, d), np.float32)
    query = _unit_rows(rng.normal(size=d))
    got = kernels.dot_scan(matrix, query)
    assert got.dtype == np.float32
    assert got.shape == (n,)
    np.testing.assert_allclose(got, reference.dot_scan(matrix, query), rtol=1e-5, atol=1e-5)


def test_dot_scan_matches_reference_on_unnormalised_values(reference, rng):
    matrix = (rng.normal(size=(50, 64)) * 10).astype(np.float32)
    query = (rng.normal(size=64) * 3).astype(np.float32)
    np.testing.assert_allclose(
        kernels.dot_scan(matrix, query), reference.dot_scan(matrix, query), rtol=1e-4, atol=1e-3
    )


@pytest.mark.parametrize("n", [0, 1, 40])
def test_dot_scan_accepts_read_only_arrays(reference, rng, n):
    matrix = _unit_rows(rng.normal(size=(n, 16))) if n else np.zeros((0, 16), np.float32)
    query = _unit_rows(rng.normal(size=16))
    got = kernels.dot_scan(_read_only(matrix), _read_only(query))
    np.testing.assert_allclose(got, reference.dot_scan(matrix, query), rtol=1e-5, atol=1e-5)
    # a read-only matrix with a writable query, and the other way round
    np.testing.assert_allclose(kernels.dot_scan(_read_only(matrix), query), got, atol=1e-6)
    np.testing.assert_allclose(kernels.dot_scan(matrix, _read_only(query)), got, atol=1e-6)


def test_dot_scan_of_a_unit_vector_with_itself_is_one(rng):
    rows = _unit_rows(rng.normal(size=(20, 32)))
    for i, row in enumerate(rows):
        assert kernels.dot_scan(rows, row)[i] == pytest.approx(1.0, abs=1e-5)
    assert int(np.argmax(kernels.dot_scan(rows, rows[7]))) == 7


# ---------------------------------------------------------------- score_candidates

SCORING = dict(
    idle_penalty_per_week=0.9,
    access_bonus_cap=1.5,
    access_bonus_rate=0.1,
    rerank_margin=0.1,
)


def _candidates(rng: np.random.Generator, n: int) -> dict[str, np.ndarray]:
    created = NOW - rng.uniform(-2 * DAY, 400 * DAY, size=n)  # a few in the future (clamped)
    last = created + rng.uniform(0, 1, size=n) * np.maximum(0.0, NOW - created)
    return dict(
        similarity=rng.uniform(-1, 1, size=n).astype(np.float32),
        created_at=created.astype(np.float64),
        last_access_at=last.astype(np.float64),
        half_life_days=rng.choice([7.0, 30.0, 90.0, 365.0], size=n).astype(np.float64),
        access_count=rng.integers(0, 1_000, size=n).astype(np.int64),
        confidence=rng.uniform(0, 1, size=n).astype(np.float32),
        importance=rng.uniform(0, 1, size=n).astype(np.float32),
        recency=rng.integers(0, 2, size=n).astype(np.float32),
    )


def _score(
    arrays: dict[str, np.ndarray], now: float = NOW, sim_w=0.7, decay_w=0.3, imp_w=0.0, **scoring
):
    params = {**SCORING, **scoring}
    n = len(arrays["similarity"])
    return (
        arrays["similarity"],
        arrays["created_at"],
        arrays["last_access_at"],
        arrays["half_life_days"],
        arrays["access_count"],
        arrays["confidence"],
        arrays.get("importance", np.full(n, 0.5, dtype=np.float32)),
        arrays.get("recency", np.ones(n, dtype=np.float32)),
        now,
        params["idle_penalty_per_week"],
        params["access_bonus_cap"],
        params["access_bonus_rate"],
        params["rerank_margin"],
        sim_w,
        decay_w,
        imp_w,
    )


@pytest.mark.parametrize("n", [0, 1, 50, 1_000])
@pytest.mark.parametrize("weights", [(1.0, 0.0), (0.7, 0.3), (0.0, 1.0), (0.7, 0.3, 0.2)])
@pytest.mark.parametrize("margin", [0.0, 0.04, 0.15, 2.0])
def test_score_candidates_matches_reference(reference, rng, n, weights, margin):
    args = _score(_candidates(rng, n), NOW, *weights, rerank_margin=margin)
    score, decay = kernels.score_candidates(*args)
    ref_score, ref_decay = reference.score_candidates(*args)
    assert score.dtype == decay.dtype == np.float32
    assert score.shape == decay.shape == (n,)
    np.testing.assert_allclose(decay, ref_decay, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(score, ref_score, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("n", [0, 30])
def test_score_candidates_accepts_read_only_arrays(reference, rng, n):
    arrays = _candidates(rng, n)
    frozen = {k: _read_only(v) for k, v in arrays.items()}
    score, decay = kernels.score_candidates(*_score(frozen))
    ref_score, ref_decay = reference.score_candidates(*_score(arrays))
    np.testing.assert_allclose(score, ref_score, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(decay, ref_decay, rtol=1e-5, atol=1e-6)


def _one(created, last, half_life=30.0, count=0, confidence=1.0, sim=0.0) -> dict:
    return dict(
        similarity=np.array([sim], np.float32),
        created_at=np.array([created], np.float64),
        last_access_at=np.array([last], np.float64),
        half_life_days=np.array([half_life], np.float64),
        access_count=np.array([count], np.int64),
        confidence=np.array([confidence], np.float32),
    )


def test_decay_known_values():
    # brand new, confident, never accessed: full weight
    _, decay = kernels.score_candidates(*_score(_one(NOW, NOW)))
    assert decay[0] == pytest.approx(1.0)
    # one half-life old, just accessed: half
    _, decay = kernels.score_candidates(*_score(_one(NOW - 30 * DAY, NOW, half_life=30.0)))
    assert decay[0] == pytest.approx(0.5, rel=1e-6)
    # new but idle a week: the weekly idle penalty
    _, decay = kernels.score_candidates(
        *_score(_one(NOW, NOW - 7 * DAY), idle_penalty_per_week=0.8)
    )
    assert decay[0] == pytest.approx(0.8, rel=1e-6)
    # confidence 0 halves the weight
    _, decay = kernels.score_candidates(*_score(_one(NOW - 30 * DAY, NOW, confidence=0.0)))
    assert decay[0] == pytest.approx(0.25, rel=1e-6)
    # the access bonus is capped
    args = _score(_one(NOW - 60 * DAY, NOW, count=10**9), access_bonus_cap=1.2)
    _, decay = kernels.score_candidates(*args)
    assert decay[0] == pytest.approx(0.25 * 1.2, rel=1e-6)


def test_score_is_the_weighted_sum_for_the_best_candidate():
    arrays = _one(NOW - 30 * DAY, NOW, sim=0.8)
    score, decay = kernels.score_candidates(*_score(arrays, NOW, 0.6, 0.4, rerank_margin=0.1))
    assert score[0] == pytest.approx(0.6 * 0.8 + 0.4 * float(decay[0]), rel=1e-6)


def test_the_margin_gates_the_decay_term():
    # best 0.75; 0.6875 is halfway into the margin 0.125; 0.625 at its edge; 0.25 far below
    sims = [0.75, 0.6875, 0.625, 0.25]  # exact in binary: no rounding at the edges
    arrays = {key: np.concatenate([v] * 4) for key, v in _one(NOW, NOW).items()}  # decay 1
    arrays["similarity"] = np.array(sims, np.float32)
    score, decay = kernels.score_candidates(*_score(arrays, NOW, 0.5, 0.5, rerank_margin=0.125))
    np.testing.assert_allclose(decay, 1.0)
    relevance = [1.0, 0.5, 0.0, 0.0]
    np.testing.assert_allclose(
        score, [0.5 * s + 0.5 * r for s, r in zip(sims, relevance, strict=True)], rtol=1e-6
    )


def test_the_best_match_keeps_its_decay_term_whatever_its_similarity():
    arrays = {key: np.concatenate([v] * 2) for key, v in _one(NOW, NOW).items()}
    arrays["similarity"] = np.array([-0.25, -0.5], np.float32)
    score, _ = kernels.score_candidates(*_score(arrays, NOW, 0.5, 0.5, rerank_margin=0.125))
    np.testing.assert_allclose(score, [0.5 * -0.25 + 0.5, 0.5 * -0.5], rtol=1e-6)


def test_the_margin_gates_the_importance_term_too():
    sims = [0.75, 0.6875, 0.625, 0.25]
    arrays = {key: np.concatenate([v] * 4) for key, v in _one(NOW, NOW).items()}
    arrays["similarity"] = np.array(sims, np.float32)
    arrays["importance"] = np.array([0.5, 1.0, 1.0, 1.0], np.float32)
    score, _ = kernels.score_candidates(*_score(arrays, NOW, 0.5, 0.0, 0.25, rerank_margin=0.125))
    relevance = [1.0, 0.5, 0.0, 0.0]
    lift = [0.25 * (i - 0.5) * r for i, r in zip([0.5, 1.0, 1.0, 1.0], relevance, strict=True)]
    np.testing.assert_allclose(
        score, [0.5 * s + x for s, x in zip(sims, lift, strict=True)], rtol=1e-6
    )
    # an important memory near the best passes it; one beyond the margin gains nothing
    arrays["similarity"] = np.array([0.75, 0.74, 0.5, 0.25], np.float32)
    score, _ = kernels.score_candidates(*_score(arrays, NOW, 0.5, 0.0, 0.25, rerank_margin=0.1))
    assert score[1] > score[0]
    assert score[2] == pytest.approx(0.5 * 0.5)


def test_recency_zero_takes_away_only_the_decay_term():
    # two equal best matches, both fresh (decay 1); the second may not be lifted by recency
    arrays = {key: np.concatenate([v] * 2) for key, v in _one(NOW, NOW).items()}
    arrays["importance"] = np.array([0.9, 0.9], np.float32)
    arrays["recency"] = np.array([1.0, 0.0], np.float32)
    score, decay = kernels.score_candidates(*_score(arrays, NOW, 0.5, 0.5, 0.25))
    np.testing.assert_allclose(decay, 1.0)  # decay is reported as it is
    sim = float(arrays["similarity"][0])
    np.testing.assert_allclose(
        score, [0.5 * sim + 0.5 + 0.25 * 0.4, 0.5 * sim + 0.25 * 0.4], rtol=1e-6
    )


def test_neutral_importance_everywhere_ranks_as_without_the_term(rng):
    arrays = _candidates(rng, 200)
    arrays["importance"] = np.full(200, 0.5, np.float32)
    with_term, _ = kernels.score_candidates(*_score(arrays, NOW, 0.7, 0.3, 0.4))
    without, _ = kernels.score_candidates(*_score(arrays, NOW, 0.7, 0.3, 0.0))
    np.testing.assert_array_equal(with_term, without)


def test_future_timestamps_are_clamped_to_now():
    _, now_decay = kernels.score_candidates(*_score(_one(NOW, NOW)))
    _, future_decay = kernels.score_candidates(*_score(_one(NOW + 30 * DAY, NOW + 30 * DAY)))
    assert future_decay[0] == now_decay[0]


_days = st.floats(0.0, 5_000.0, allow_nan=False)
_penalty = st.floats(0.01, 1.0, allow_nan=False)
_half_life = st.floats(0.5, 3_650.0, allow_nan=False)
_count = st.integers(0, 10**6)
_confidence = st.floats(0.0, 1.0, allow_nan=False)
_cap = st.floats(1.0, 3.0, allow_nan=False)


@settings(max_examples=200, deadline=None)
@given(
    ages=st.tuples(_days, _days),
    idle=_days,
    half_life=_half_life,
    count=_count,
    confidence=_confidence,
    penalty=_penalty,
    cap=_cap,
)
def test_decay_is_non_increasing_in_age(ages, idle, half_life, count, confidence, penalty, cap):
    young, old = sorted(ages)
    arrays = {
        key: np.concatenate([a, b])
        for (key, a), (_, b) in zip(
            _one(NOW - young * DAY, NOW - idle * DAY, half_life, count, confidence).items(),
            _one(NOW - old * DAY, NOW - idle * DAY, half_life, count, confidence).items(),
            strict=True,
        )
    }
    _, decay = kernels.score_candidates(
        *_score(arrays, idle_penalty_per_week=penalty, access_bonus_cap=cap)
    )
    assert 0.0 <= decay[1] <= decay[0] <= 1.0


@settings(max_examples=200, deadline=None)
@given(
    age=_days,
    idles=st.tuples(_days, _days),
    half_life=_half_life,
    count=_count,
    confidence=_confidence,
    penalty=_penalty,
    cap=_cap,
)
def test_decay_is_non_increasing_in_idle_time(
    age, idles, half_life, count, confidence, penalty, cap
):
    recent, stale = sorted(idles)
    arrays = {
        key: np.concatenate([a, b])
        for (key, a), (_, b) in zip(
            _one(NOW - age * DAY, NOW - recent * DAY, half_life, count, confidence).items(),
            _one(NOW - age * DAY, NOW - stale * DAY, half_life, count, confidence).items(),
            strict=True,
        )
    }
    _, decay = kernels.score_candidates(
        *_score(arrays, idle_penalty_per_week=penalty, access_bonus_cap=cap)
    )
    assert 0.0 <= decay[1] <= decay[0] <= 1.0


@settings(max_examples=200, deadline=None)
@given(
    created=st.floats(NOW - 20 * 365 * DAY, NOW + 365 * DAY, allow_nan=False),
    idle=_days,
    half_life=_half_life,
    count=_count,
    confidence=_confidence,
    penalty=st.floats(0.01, 2.0, allow_nan=False),  # even a "bonus" for idling stays capped
    cap=st.floats(1.0, 10.0, allow_nan=False),
    rate=st.floats(0.0, 5.0, allow_nan=False),
)
def test_decay_is_bounded(created, idle, half_life, count, confidence, penalty, cap, rate):
    arrays = _one(created, NOW - idle * DAY, half_life, count, confidence)
    _, decay = kernels.score_candidates(
        *_score(arrays, idle_penalty_per_week=penalty, access_bonus_cap=cap, access_bonus_rate=rate)
    )
    assert 0.0 <= decay[0] <= 1.0
    assert math.isfinite(decay[0])


@settings(max_examples=200, deadline=None)
@given(
    sims=st.lists(st.floats(-1.0, 1.0, allow_nan=False), min_size=1, max_size=20),
    ages=st.lists(_days, min_size=20, max_size=20),
    margin=st.floats(0.0, 0.5, allow_nan=False),
    weights=st.tuples(st.floats(0.0, 1.0), st.floats(0.0, 1.0)),
)
def test_decay_never_lifts_a_clearly_worse_match_over_the_best(sims, ages, margin, weights):
    n = len(sims)
    arrays = {
        "similarity": np.array(sims, np.float32),
        "created_at": NOW - np.array(ages[:n]) * DAY,
        "last_access_at": NOW - np.array(ages[:n]) * DAY,
        "half_life_days": np.full(n, 7.0),
        "access_count": np.zeros(n, np.int64),
        "confidence": np.ones(n, np.float32),
    }
    score, decay = kernels.score_candidates(*_score(arrays, NOW, *weights, rerank_margin=margin))
    similarity = arrays["similarity"].astype(np.float64)
    best = int(np.argmax(similarity))
    a, b = weights
    assert score[best] == pytest.approx(a * similarity[best] + b * decay[best], abs=1e-6)
    for j in range(n):
        gap = similarity[best] - similarity[j]
        assert score[j] <= a * similarity[j] + b * decay[j] + 1e-6  # the gate only removes
        if gap >= max(margin, 1e-6):  # outside the margin: similarity alone
            assert score[j] == pytest.approx(a * similarity[j], abs=1e-6)
            assert score[j] <= score[best] + 1e-6


# ---------------------------------------------------------------- memory_strength


@pytest.mark.parametrize("n", [0, 1, 100])
def test_memory_strength_matches_reference(reference, rng, n):
    importance = rng.uniform(0, 1, size=n).astype(np.float32)
    hours = rng.uniform(0, 5_000, size=n)
    hours[: n // 10] = -rng.uniform(0, 10, size=n // 10)  # clock skew: clamped at 0
    got = kernels.memory_strength(importance, hours)
    assert got.dtype == np.float64 and got.shape == (n,)
    np.testing.assert_allclose(got, reference.memory_strength(importance, hours), rtol=1e-9)
    frozen = kernels.memory_strength(_read_only(importance), _read_only(hours))
    np.testing.assert_array_equal(frozen, got)


def test_memory_strength_known_values():
    got = kernels.memory_strength(np.array([1.0, 0.0, 0.5], np.float32), np.array([1.0, 1.0, 0.0]))
    np.testing.assert_allclose(got, [0.95, 0.95**2, 1.0], rtol=1e-6)


@settings(max_examples=200, deadline=None)
@given(
    importance=st.tuples(st.floats(0.0, 1.0), st.floats(0.0, 1.0)),
    hours=st.tuples(st.floats(0.0, 1e5), st.floats(0.0, 1e5)),
)
def test_memory_strength_fades_with_time_and_slower_when_important(importance, hours):
    low, high = sorted(importance)
    early, late = sorted(hours)
    s = kernels.memory_strength(
        np.array([low, low, high], np.float32), np.array([early, late, late])
    )
    assert 0.0 <= s[1] <= s[0] <= 1.0  # fades with time
    assert s[1] <= s[2] <= 1.0  # the more important one fades slower


# ---------------------------------------------------------------- adc_scan, sq8_dot (long tier)


@pytest.mark.parametrize("n", [0, 1, 9, 500])
@pytest.mark.parametrize("m", [1, 8, 16])
def test_adc_scan_matches_reference(reference, rng, n, m):
    codes = rng.integers(0, 256, size=(n, m)).astype(np.uint8)
    lut = rng.normal(size=(m, 256)).astype(np.float32)
    bias = rng.normal(size=n).astype(np.float32)
    got = kernels.adc_scan(codes, lut, bias)
    assert got.dtype == np.float32 and got.shape == (n,)
    np.testing.assert_allclose(got, reference.adc_scan(codes, lut, bias), rtol=1e-5, atol=1e-5)
    ro = kernels.adc_scan(_read_only(codes), _read_only(lut), _read_only(bias))
    np.testing.assert_array_equal(ro, got)


def test_adc_scan_is_the_inner_product_with_the_decoded_vector(rng):
    """With lut[j, c] = <q_j, book_j[c]>, the scan is <q, decoded(codes)> + bias."""
    m, dsub = 4, 3
    books = rng.normal(size=(m, 256, dsub)).astype(np.float32)
    codes = rng.integers(0, 256, size=(20, m)).astype(np.uint8)
    q = rng.normal(size=m * dsub).astype(np.float32)
    lut = np.einsum("jkd,jd->jk", books, q.reshape(m, dsub)).astype(np.float32)
    decoded = np.stack([np.concatenate([books[j, c[j]] for j in range(m)]) for c in codes])
    got = kernels.adc_scan(codes, lut, np.full(20, 0.25, dtype=np.float32))
    np.testing.assert_allclose(got, decoded @ q + 0.25, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("n", [0, 1, 33])
@pytest.mark.parametrize("d", [1, 16, 384])
def test_sq8_dot_matches_reference(reference, rng, n, d):
    codes = rng.integers(0, 256, size=(n, d)).astype(np.uint8)
    weights = rng.normal(size=d).astype(np.float32) * 1e-3
    got = kernels.sq8_dot(codes, weights, 0.5)
    assert got.dtype == np.float32 and got.shape == (n,)
    np.testing.assert_allclose(got, reference.sq8_dot(codes, weights, 0.5), rtol=1e-4, atol=1e-4)
    np.testing.assert_array_equal(kernels.sq8_dot(_read_only(codes), weights, 0.5), got)


# ------------------------------------------- top_positions, adc_top, sq8_gather_dot (long tier)

ID_BYTES = 16


def _segment(rng: np.random.Generator, n: int, m: int, d: int) -> np.ndarray:
    """One long-tier segment (u32 n | ids | PQ codes | SQ8 codes), read-only as from LMDB."""
    body = rng.integers(0, 256, size=n * (ID_BYTES + m + d)).astype(np.uint8)
    return np.frombuffer(np.uint32(n).tobytes() + body.tobytes(), dtype=np.uint8)


def _segments(arrays: list[np.ndarray]):
    listed = typed.List.empty_list(types.Array(types.uint8, 1, "C", readonly=True))
    for a in arrays:
        listed.append(a)
    return listed


@pytest.mark.parametrize("n", [0, 1, 50, 5_000])
@pytest.mark.parametrize("count", [0, 1, 7, 300, 10_000])
def test_top_positions_matches_reference(reference, rng, n, count):
    values = rng.normal(size=n).astype(np.float32)
    got = kernels.top_positions(values, count)
    assert got.dtype == np.int64 and got.shape == (min(count, n),)
    np.testing.assert_array_equal(got, reference.top_positions(values, count))
    np.testing.assert_array_equal(kernels.top_positions(_read_only(values), count), got)


@pytest.mark.parametrize("count", [1, 5, 64, 199])
def test_top_positions_keeps_the_earliest_of_ties_at_the_cut(reference, rng, count):
    values = rng.integers(0, 4, size=200).astype(np.float32)  # four values: ties everywhere
    got = kernels.top_positions(values, count)
    np.testing.assert_array_equal(got, reference.top_positions(values, count))
    assert len(got) == count and (np.diff(got) > 0).all()


def test_top_positions_on_sorted_values_and_nans(reference):
    rising = np.arange(10_000, dtype=np.float32)  # a strided sample sees a skewed order
    np.testing.assert_array_equal(kernels.top_positions(rising, 100), np.arange(9_900, 10_000))
    np.testing.assert_array_equal(kernels.top_positions(rising[::-1].copy(), 3), [0, 1, 2])
    with_nan = np.array([0.5, np.nan, 2.0, np.nan, 1.0], dtype=np.float32)
    np.testing.assert_array_equal(kernels.top_positions(with_nan, 2), [2, 4])
    np.testing.assert_array_equal(kernels.top_positions(with_nan, 5), [0, 2, 4])
    np.testing.assert_array_equal(kernels.top_positions(with_nan, 4), [0, 2, 4])


@pytest.mark.parametrize("rows", [[], [0], [1], [3, 0, 40], [500, 120, 7, 900]])
@pytest.mark.parametrize("count", [0, 1, 25, 2_000])
@pytest.mark.parametrize("m", [4, 8])
def test_adc_top_matches_reference(reference, rng, rows, count, m):
    d = 16
    arrays = [_segment(rng, n, m, d) for n in rows]
    lut = rng.normal(size=(m, 256)).astype(np.float32)
    bias = rng.normal(size=len(rows)).astype(np.float32)
    every = np.arange(len(rows), dtype=np.int64)
    seg, row = kernels.adc_top(_segments(arrays), every, bias, lut, ID_BYTES, count, d)
    ref_seg, ref_row = reference.adc_top(arrays, bias, lut, ID_BYTES, count, d)
    assert seg.dtype == row.dtype == np.int64
    assert len(seg) == min(count, sum(rows))
    np.testing.assert_array_equal(seg, ref_seg)
    np.testing.assert_array_equal(row, ref_row)


@pytest.mark.parametrize("count", [1, 25, 2_000])
def test_adc_top_scans_the_segments_it_is_given_in_their_order(reference, rng, count):
    """A batch of queries shares one list of segments: each scans its own, in its order,
    and the answer names segments by their place in the shared list."""
    m, d = 8, 16
    arrays = [_segment(rng, n, m, d) for n in [40, 7, 0, 300, 12]]
    lut = rng.normal(size=(m, 256)).astype(np.float32)
    which = np.array([3, 0, 2, 4], dtype=np.int64)
    bias = rng.normal(size=len(which)).astype(np.float32)
    seg, row = kernels.adc_top(_segments(arrays), which, bias, lut, ID_BYTES, count, d)
    ref_seg, ref_row = reference.adc_top([arrays[i] for i in which], bias, lut, ID_BYTES, count, d)
    np.testing.assert_array_equal(seg, which[ref_seg])
    np.testing.assert_array_equal(row, ref_row)


def test_adc_top_refuses_a_truncated_segment(rng):
    whole = _segment(rng, 10, 8, 16)
    lut = np.zeros((8, 256), np.float32)
    with pytest.raises(ValueError, match="shorter than its row count"):
        kernels.adc_top(
            _segments([whole[:-1]]), np.zeros(1, np.int64), np.zeros(1, np.float32), lut,
            ID_BYTES, 5, 16,
        )  # fmt: skip


@pytest.mark.parametrize("d", [1, 16, 384])
@pytest.mark.parametrize("picked", [0, 1, 60])
def test_sq8_gather_dot_matches_reference(reference, rng, d, picked):
    m = 8
    rows = [30, 1, 200]
    arrays = [_segment(rng, n, m, d) for n in rows]
    seg = rng.integers(0, len(rows), size=picked).astype(np.int64)
    row = np.array([rng.integers(0, rows[s]) for s in seg], dtype=np.int64)
    weights = rng.normal(size=d).astype(np.float32) * 1e-3
    got = kernels.sq8_gather_dot(_segments(arrays), seg, row, ID_BYTES, m, weights, 0.5)
    assert got.dtype == np.float32 and got.shape == (picked,)
    expected = reference.sq8_gather_dot(arrays, seg, row, ID_BYTES, m, weights, 0.5)
    np.testing.assert_allclose(got, expected, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("refine", [1, 25, 2_000])
@pytest.mark.parametrize("best", [1, 6, 32])
def test_adc_refine_many_matches_reference(reference, rng, refine, best):
    """A batch of queries, each over its own segments of one shared list (one with none):
    each gets what adc_top then sq8_gather_dot then the best by that score give it alone."""
    m, d = 8, 16
    arrays = [_segment(rng, n, m, d) for n in [40, 7, 0, 300, 12]]
    which = np.array([3, 0, 2, 4, 1, 1, 3], dtype=np.int64)
    starts = np.array([0, 4, 4, 7], dtype=np.int64)  # the second query scans nothing
    bias = rng.normal(size=len(which)).astype(np.float32)
    luts = rng.normal(size=(3, m, 256)).astype(np.float32)
    weights = rng.normal(size=(3, d)).astype(np.float32) * 1e-3
    offsets = rng.normal(size=3).astype(np.float32)
    args = (which, starts, bias, luts, weights, offsets, ID_BYTES, refine, best, d)
    ids, counts = kernels.adc_refine_many(_segments(arrays), *args)
    ref_ids, ref_counts = reference.adc_refine_many(arrays, *args)
    assert ids.shape == (3, best, ID_BYTES) and counts.dtype == np.int64
    assert counts[1] == 0 and counts[0] == min(best, refine, 359)
    np.testing.assert_array_equal(counts, ref_counts)
    for i, n in enumerate(counts):
        np.testing.assert_array_equal(ids[i, :n], ref_ids[i, :n])


@pytest.mark.parametrize("sizes", [[], [3], [0, 5, 1, 7]])
@pytest.mark.parametrize("count", [0, 1, 4])
def test_append_arrays_matches_reference(reference, rng, sizes, count):
    arrays = [_read_only(rng.integers(0, 256, size=n).astype(np.uint8)) for n in sizes]
    pad = _read_only(np.zeros(0, np.uint8))
    group = tuple(arrays) + (pad,) * (4 - len(arrays))
    count = min(count, len(arrays))
    first = _read_only(np.arange(3, dtype=np.uint8))
    got = _segments([first])
    kernels.append_arrays(got, group, count)
    expected = [first]
    reference.append_arrays(expected, group, count)
    assert len(got) == len(expected) == 1 + count
    for a, b in zip(got, expected, strict=True):
        np.testing.assert_array_equal(a, b)
