"""Numba kernels: pure functions over contiguous arrays. No classes, no I/O, no config reads.

Each kernel is compiled lazily on first call and cached on disk (``cache=True``), so a restart
loads machine code instead of compiling again; the engine warms them up at start. Inputs may be
read-only (views over LMDB values): numba compiles a specialization for those.
Slow numpy twins of every kernel live in tests/reference.py and are compared in tests/unit.
"""

from __future__ import annotations

import math
from collections.abc import MutableSequence, Sequence

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
    importance: np.ndarray,
    recency: np.ndarray,
    now: float,
    idle_penalty_per_week: float,
    access_bonus_cap: float,
    access_bonus_rate: float,
    rerank_margin: float,
    similarity_weight: float,
    decay_weight: float,
    importance_weight: float,
) -> tuple[np.ndarray, np.ndarray]:  # pragma: no cover - jit
    """decay = min(1, 0.5**(age/half_life) * p**(idle/7) * bonus * (0.5 + 0.5*confidence)),
    bonus = min(cap, 1 + ln(1 + access_count) * rate),
    relevance = clip(1 - (max(similarity) - similarity) / margin, 0, 1),
    score = similarity_weight * similarity
            + (decay_weight * recency * decay + importance_weight * (importance - 0.5))
              * relevance.

    Ages are in days relative to ``now`` (seconds since the epoch), clamped at 0 so a memory
    never gains weight from a future timestamp. The relevance gate bounds decay and
    importance: only candidates within ``margin`` of the best similarity are re-ranked by
    them, so a fresh or important but less relevant memory never passes an older answer that
    is clearly the better match. Importance counts from the neutral 0.5: a pool where every
    memory has it ranks as if the term were not there.
    ``recency`` is how much recency may lift each candidate (1, or 0 for a memory told as what
    was when the query asks about the present); ``decay`` is returned without it.
    All arrays are (n,): similarity, confidence, importance, recency float32; created_at,
    last_access_at (seconds; use created_at when never accessed), half_life_days float64;
    access_count int64. Returns (score, decay), both (n,) float32.
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
        lift = decay_weight * float(recency[i]) * d + importance_weight * (
            float(importance[i]) - 0.5
        )
        score[i] = similarity_weight * similarity[i] + lift * relevance
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


# The long tier's segments (memoryd.core.tiers.long_tier), read in place from LMDB: each a uint8
# array laid out as  u32 n (little-endian) | n ids (id_bytes each) | n PQ codes (m B) |
# n SQ8 codes (d B). The two kernels below take a numba typed List of them, so a query's
# segments are scanned in one call instead of one Python step per segment. (numba ships no
# types: a typed List is annotated as the sequence of arrays it is.)


@numba.njit(cache=True, nogil=True)
def append_arrays(
    target: MutableSequence[np.ndarray], group: tuple[np.ndarray, ...], count: int
) -> None:  # pragma: no cover - jit
    """target.extend(group[:count])  (a typed List grown a tuple of arrays at a time: each
    call from Python costs about what one ``append`` from Python does).

    group: a tuple of arrays of one type, of a fixed length (pad it) so that one compiled
    version serves every call; count <= len(group).
    """
    for i in range(count):
        target.append(group[i])


@numba.njit(cache=True, nogil=True)
def _segment_rows(segment: np.ndarray) -> np.int64:  # pragma: no cover - jit
    """The row count n of a segment: its first 4 bytes, a little-endian u32."""
    return (
        np.int64(segment[0])
        | (np.int64(segment[1]) << 8)
        | (np.int64(segment[2]) << 16)
        | (np.int64(segment[3]) << 24)
    )


@numba.njit(cache=True, nogil=True)
def top_positions(values: np.ndarray, count: int) -> np.ndarray:  # pragma: no cover - jit
    """The positions of the ``count`` largest ``values`` (all when fewer), in position order;
    of equal values at the cut, the earliest. NaN is never chosen.

    values: (n,) float32. Returns (min(count, n),) int64, ascending (fewer with NaNs).
    """
    n = values.shape[0]
    count = min(max(count, 0), n)
    if count == n:
        out = np.empty(n, dtype=np.int64)
        k = 0
        for i in range(n):
            if not np.isnan(values[i]):
                out[k] = i
                k += 1
        return out[:k]
    if count == 0:
        return np.empty(0, dtype=np.int64)
    # A threshold from a strided sample that about 1.5x count values pass (lowered until
    # enough do), then the exact cut among those: O(n) instead of a full sort or a heap. The
    # sample is 256-511 values: sorting more cost more than the pass it saves (a sample of
    # 1,024 took 60 % of a 1,281-row shallow long-tier scan).
    sample = values[:: max(1, n // 256)].copy()
    sample.sort()  # NaNs last
    valid = 0
    for v in sample:
        if not np.isnan(v):
            valid += 1
    want = count * sample.shape[0] * 3 // (2 * n) + 8
    picked = np.empty(n, dtype=np.float32)  # the values that pass, and where they are
    where = np.empty(n, dtype=np.int64)
    while True:
        threshold = -np.inf if want >= valid else sample[valid - want]
        passed = 0
        for i in range(n):
            if values[i] >= threshold:
                picked[passed] = values[i]
                where[passed] = i
                passed += 1
        if passed >= count or threshold == -np.inf:
            break
        want *= 4
    count = min(count, passed)  # NaNs: fewer than count are comparable at all
    if count == 0:
        return np.empty(0, dtype=np.int64)
    cut = np.partition(picked[:passed], passed - count)[passed - count]
    ties = count
    for k in range(passed):
        if picked[k] > cut:
            ties -= 1
    out = np.empty(count, dtype=np.int64)
    k = 0
    for j in range(passed):  # in position order: ``where`` ascends
        v = picked[j]
        if v > cut or (v == cut and ties > 0):
            if v == cut:
                ties -= 1
            out[k] = where[j]
            k += 1
    return out


@numba.njit(cache=True, nogil=True)
def adc_top(
    segments: Sequence[np.ndarray],
    which: np.ndarray,
    bias: np.ndarray,
    lut: np.ndarray,
    id_bytes: int,
    count: int,
    dim: int,
) -> tuple[np.ndarray, np.ndarray]:  # pragma: no cover - jit
    """score(i, r) = bias[i] + sum_j lut[j, pq[which[i]][r, j]]  (adc_scan over every row of
    the segments ``which`` picks); returns the ``count`` best rows (all when fewer) as
    top_positions chooses them over the rows in order (segments in ``which`` order, rows in
    segment order).

    segments: typed List of uint8 arrays in the layout above, with m = lut.shape[0] and
    d = ``dim`` (a batch of queries shares one list, each scanning its own ``which``);
    which: (s,) int64 indices into it; bias: (s,) float32; lut: (m, ksub) float32.
    Returns (segment index into ``segments``, row) of the chosen, both (c,) int64, in row
    order. ValueError when a segment is shorter than its row count says (a corrupt value:
    reading on would leave it).
    """
    m = lut.shape[0]
    nseg = which.shape[0]
    starts = np.empty(nseg + 1, dtype=np.int64)
    total = np.int64(0)
    for s in range(nseg):
        segment = segments[which[s]]
        n = _segment_rows(segment)
        if segment.shape[0] < 4 + n * (id_bytes + m + dim):
            raise ValueError("a long-tier segment is shorter than its row count says")
        starts[s] = total
        total += n
    starts[nseg] = total
    scores = np.empty(total, dtype=np.float32)
    for s in range(nseg):
        segment = segments[which[s]]
        n = starts[s + 1] - starts[s]
        codes = segment[4 + n * id_bytes : 4 + n * (id_bytes + m)]
        b = bias[s]
        at = starts[s]
        for r in range(n):
            acc = b
            for j in range(m):
                acc += lut[j, codes[r * m + j]]
            scores[at + r] = acc
    keep = top_positions(scores, count)
    seg = np.empty(keep.shape[0], dtype=np.int64)
    row = np.empty(keep.shape[0], dtype=np.int64)
    s = 0
    for i in range(keep.shape[0]):
        p = keep[i]
        while starts[s + 1] <= p:
            s += 1
        seg[i] = which[s]
        row[i] = p - starts[s]
    return seg, row


@numba.njit(cache=True, nogil=True, fastmath=True)  # fastmath: the sum vectorizes (SIMD)
def sq8_gather_dot(
    segments: Sequence[np.ndarray],
    seg: np.ndarray,
    row: np.ndarray,
    id_bytes: int,
    m: int,
    weights: np.ndarray,
    offset: float,
) -> np.ndarray:  # pragma: no cover - jit
    """out[i] = offset + sum_j sq[seg[i]][row[i], j] * weights[j]  (sq8_dot over rows picked
    from segments in the layout above: the SQ8 codes of row[i] of segments[seg[i]]).

    seg, row: (c,) int64, valid indices (as adc_top returns them); weights: (d,) float32.
    Returns (c,) float32.
    """
    c = seg.shape[0]
    d = weights.shape[0]
    out = np.empty(c, dtype=np.float32)
    for i in range(c):
        segment = segments[seg[i]]
        n = _segment_rows(segment)
        at = 4 + n * (id_bytes + m) + row[i] * d
        codes = segment[at : at + d]
        acc = np.float32(0.0)
        for j in range(d):
            acc += np.float32(codes[j]) * weights[j]
        out[i] = acc + offset
    return out


@numba.njit(cache=True, nogil=True)
def adc_refine_many(
    segments: Sequence[np.ndarray],
    which: np.ndarray,
    starts: np.ndarray,
    bias: np.ndarray,
    luts: np.ndarray,
    weights: np.ndarray,
    offsets: np.ndarray,
    id_bytes: int,
    refine: int,
    best: int,
    dim: int,
) -> tuple[np.ndarray, np.ndarray]:  # pragma: no cover - jit
    """For each query i: adc_top over its segments which[starts[i]:starts[i+1]] (with
    bias[starts[i]:starts[i+1]] and luts[i]) keeping ``refine`` rows, those rescored by
    sq8_gather_dot (weights[i], offsets[i]), and the ``best`` of them by that score, best first
    (of equal scores, the earlier in adc_top's order).

    A batch of queries in one call: per query from Python, the calls and the id slicing cost
    about what the scan of a shallow search does. which, starts: (s,), (q + 1,) int64; bias:
    (s,) float32; luts: (q, m, ksub) float32; weights: (q, d) float32; offsets: (q,) float32.
    Returns ids (q, best, id_bytes) uint8 and counts (q,) int64: query i's first counts[i]
    rows are its ids.
    """
    q = luts.shape[0]
    m = luts.shape[1]
    ids = np.zeros((q, best, id_bytes), dtype=np.uint8)
    counts = np.zeros(q, dtype=np.int64)
    for i in range(q):
        a, b = starts[i], starts[i + 1]
        if a == b:
            continue
        seg, row = adc_top(segments, which[a:b], bias[a:b], luts[i], id_bytes, refine, dim)
        refined = sq8_gather_dot(segments, seg, row, id_bytes, m, weights[i], offsets[i])
        top = top_positions(refined, best)
        order = top[np.argsort(-refined[top], kind="mergesort")]
        for j in range(order.shape[0]):
            segment = segments[seg[order[j]]]
            at = 4 + id_bytes * row[order[j]]
            ids[i, j, :] = segment[at : at + id_bytes]
        counts[i] = order.shape[0]
    return ids, counts
