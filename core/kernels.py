"""Numba kernels: pure functions over contiguous arrays. No classes, no I/O, no config reads.

Each kernel is compiled lazily on first call and cached on disk (``cache=True``), so a restart
loads machine code instead of compiling again; the engine warms them up at start. Inputs may be
read-only (views over LMDB values): numba compiles a specialization for those.
Slow numpy twins of every kernel live in tests/reference.py and are compared in tests/unit.
"""

from __future__ import annotations

import math

import numba
import numpy as np

_SECONDS_PER_DAY = 86_400.0


@numba.njit(cache=True, nogil=True)
def dot_scan(matrix: np.ndarray, query: np.ndarray) -> np.ndarray:  # pragma: no cover - jit
    """out[i] = sum_j matrix[i, j] * query[j]  (cosine when both are L2-normalised).

    matrix: (n, d) float32, C-contiguous; query: (d,) float32. Returns (n,) float32.
    """
    n, d = matrix.shape
    out = np.empty(n, dtype=np.float32)
    for i in range(n):
        acc = np.float32(0.0)
        for j in range(d):
            acc += matrix[i, j] * query[j]
        out[i] = acc
    return out


@numba.njit(cache=True, nogil=True)
def score_candidates(
    similarity: np.ndarray,
    created_at: np.ndarray,
    last_access_at: np.ndarray,
    half_life_days: np.ndarray,
    access_count: np.ndarray,
    confidence: np.ndarray,
    now: float,
    idle_penalty_per_week: float,
    access_bonus_cap: float,
    access_bonus_rate: float,
    rerank_margin: float,
    similarity_weight: float,
    decay_weight: float,
) -> tuple[np.ndarray, np.ndarray]:  # pragma: no cover - jit
    """decay = min(1, 0.5**(age/half_life) * p**(idle/7) * bonus * (0.5 + 0.5*confidence)),
    bonus = min(cap, 1 + ln(1 + access_count) * rate),
    relevance = clip(1 - (max(similarity) - similarity) / margin, 0, 1),
    score = similarity_weight * similarity + decay_weight * decay * relevance.

    Ages are in days relative to ``now`` (seconds since the epoch), clamped at 0 so a memory
    never gains weight from a future timestamp. The relevance gate bounds decay: only
    candidates within ``margin`` of the best similarity are re-ranked by it, so a fresh but
    less relevant memory never passes an older answer that is clearly the better match.
    All arrays are (n,): similarity, confidence float32; created_at, last_access_at (seconds;
    use created_at when never accessed), half_life_days float64; access_count int64.
    Returns (score, decay), both (n,) float32.
    """
    n = similarity.shape[0]
    score = np.empty(n, dtype=np.float32)
    decay = np.empty(n, dtype=np.float32)
    best = -1.0
    for i in range(n):
        best = max(best, float(similarity[i]))
    margin = max(rerank_margin, 1e-6)
    for i in range(n):
        age_days = max(0.0, (now - created_at[i]) / _SECONDS_PER_DAY)
        idle_days = max(0.0, (now - last_access_at[i]) / _SECONDS_PER_DAY)
        bonus = min(access_bonus_cap, 1.0 + math.log1p(float(access_count[i])) * access_bonus_rate)
        d = (
            0.5 ** (age_days / half_life_days[i])
            * idle_penalty_per_week ** (idle_days / 7.0)
            * bonus
            * (0.5 + 0.5 * confidence[i])
        )
        d = min(1.0, d)
        relevance = min(1.0, max(0.0, 1.0 - (best - float(similarity[i])) / margin))
        decay[i] = d
        score[i] = similarity_weight * similarity[i] + decay_weight * d * relevance
    return score, decay


@numba.njit(cache=True, nogil=True)
def memory_strength(importance: np.ndarray, hours: np.ndarray) -> np.ndarray:  # pragma: no cover
    """strength = (0.95 ** (1 + (1 - importance))) ** hours — the dual-decay strength that
    orders demotion and archiving (important memories fade slower).

    importance: (n,) float32 in 0..1; hours: (n,) float64 since last access (>= 0).
    Returns (n,) float64 in 0..1.
    """
    n = importance.shape[0]
    out = np.empty(n, dtype=np.float64)
    for i in range(n):
        rate = 0.95 ** (1.0 + (1.0 - importance[i]))
        out[i] = rate ** max(0.0, hours[i])
    return out


@numba.njit(cache=True, nogil=True)
def adc_scan(
    codes: np.ndarray, lut: np.ndarray, bias: np.ndarray
) -> np.ndarray:  # pragma: no cover - jit
    """out[i] = bias[i] + sum_j lut[j, codes[i, j]]  (asymmetric distance computation: the
    inner product of a query with a product-quantized vector, from a lookup table).

    codes: (n, m) uint8; lut: (m, ksub) float32, lut[j, c] = <query_j, codebook_j[c]>;
    bias: (n,) float32, the part not in the codes (e.g. <query, coarse centroid>).
    Returns (n,) float32.
    """
    n, m = codes.shape
    out = np.empty(n, dtype=np.float32)
    for i in range(n):
        acc = bias[i]
        for j in range(m):
            acc += lut[j, codes[i, j]]
        out[i] = acc
    return out


@numba.njit(cache=True, nogil=True, fastmath=True)  # fastmath: the sum vectorizes (SIMD)
def sq8_dot(
    codes: np.ndarray, weights: np.ndarray, offset: float
) -> np.ndarray:  # pragma: no cover - jit
    """out[i] = offset + sum_j codes[i, j] * weights[j]  (the inner product of a query with
    8-bit scalar-quantized vectors x_j = lo_j + (code_j + 0.5) * step_j, given
    weights_j = query_j * step_j and offset = sum_j query_j * (lo_j + 0.5 * step_j)).

    codes: (n, d) uint8; weights: (d,) float32. Returns (n,) float32.
    """
    n, d = codes.shape
    out = np.empty(n, dtype=np.float32)
    for i in range(n):
        acc = np.float32(0.0)
        for j in range(d):
            acc += np.float32(codes[i, j]) * weights[j]
        out[i] = acc + offset
    return out
