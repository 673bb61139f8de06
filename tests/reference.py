"""Slow, obviously-correct numpy twins of the numba kernels in memoryd.core.kernels."""

from __future__ import annotations

import numpy as np


def dot_scan(matrix: np.ndarray, query: np.ndarray) -> np.ndarray:
    return (matrix.astype(np.float64) @ query.astype(np.float64)).astype(np.float32)


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
) -> tuple[np.ndarray, np.ndarray]:
    age = np.maximum(0.0, (now - created_at) / 86_400.0)
    idle = np.maximum(0.0, (now - last_access_at) / 86_400.0)
    bonus = np.minimum(access_bonus_cap, 1.0 + np.log1p(access_count) * access_bonus_rate)
    decay = np.minimum(
        1.0,
        0.5 ** (age / half_life_days)
        * idle_penalty_per_week ** (idle / 7.0)
        * bonus
        * (0.5 + 0.5 * confidence.astype(np.float64)),
    )
    sim = similarity.astype(np.float64)
    best = sim.max() if len(sim) else -1.0
    relevance = np.clip(1.0 - (best - sim) / max(rerank_margin, 1e-6), 0.0, 1.0)
    lift = decay_weight * recency.astype(np.float64) * decay
    lift = lift + importance_weight * (importance.astype(np.float64) - 0.5)
    score = similarity_weight * sim + lift * relevance
    return score.astype(np.float32), decay.astype(np.float32)


def memory_strength(importance: np.ndarray, hours: np.ndarray) -> np.ndarray:
    rate = 0.95 ** (1.0 + (1.0 - importance.astype(np.float64)))
    return rate ** np.maximum(0.0, hours)


def adc_scan(codes: np.ndarray, lut: np.ndarray, bias: np.ndarray) -> np.ndarray:
    m = codes.shape[1]
    picked = lut.astype(np.float64)[np.arange(m)[None, :], codes.astype(np.int64)]
    return (bias.astype(np.float64) + picked.sum(axis=1)).astype(np.float32)


def sq8_dot(codes: np.ndarray, weights: np.ndarray, offset: float) -> np.ndarray:
    return (codes.astype(np.float64) @ weights.astype(np.float64) + offset).astype(np.float32)


def top_positions(values: np.ndarray, count: int) -> np.ndarray:
    comparable = np.flatnonzero(~np.isnan(values))
    order = comparable[np.argsort(-values[comparable].astype(np.float64), kind="stable")]
    return np.sort(order[: max(count, 0)]).astype(np.int64)


def _segment_parts(segment: np.ndarray, id_bytes: int, m: int, dim: int):
    n = int(segment[:4].view("<u4")[0])
    pq = segment[4 + n * id_bytes : 4 + n * (id_bytes + m)].reshape(n, m)
    sq = segment[4 + n * (id_bytes + m) : 4 + n * (id_bytes + m + dim)].reshape(n, dim)
    return pq, sq


def adc_top(segments, bias, lut, id_bytes: int, count: int, dim: int):
    m = lut.shape[0]
    parts = [_segment_parts(s, id_bytes, m, dim)[0] for s in segments]
    rows = [len(p) for p in parts]
    if not segments or not sum(rows):
        return np.empty(0, np.int64), np.empty(0, np.int64)
    scores = adc_scan(np.concatenate(parts), lut, np.repeat(bias, rows))
    keep = top_positions(scores, count)
    starts = np.concatenate([[0], np.cumsum(rows)])
    seg = np.searchsorted(starts, keep, side="right") - 1
    return seg.astype(np.int64), (keep - starts[seg]).astype(np.int64)


def sq8_gather_dot(segments, seg, row, id_bytes: int, m: int, weights, offset: float):
    dim = weights.shape[0]
    rows = [
        _segment_parts(segments[s], id_bytes, m, dim)[1][r] for s, r in zip(seg, row, strict=True)
    ]
    codes = np.stack(rows) if rows else np.zeros((0, dim), np.uint8)
    return sq8_dot(codes, weights, offset)


def adc_refine_many(
    segments, which, starts, bias, luts, weights, offsets, id_bytes: int, refine: int,
    best: int, dim: int,
):
    q, m = luts.shape[0], luts.shape[1]
    ids = np.zeros((q, best, id_bytes), np.uint8)
    counts = np.zeros(q, np.int64)
    for i in range(q):
        mine = which[starts[i] : starts[i + 1]]
        seg, row = adc_top(
            [segments[s] for s in mine], bias[starts[i] : starts[i + 1]], luts[i], id_bytes,
            refine, dim,
        )  # fmt: skip
        seg = mine[seg] if len(seg) else seg
        refined = sq8_gather_dot(segments, seg, row, id_bytes, m, weights[i], offsets[i])
        order = np.argsort(-refined.astype(np.float64), kind="stable")[:best]
        for j, o in enumerate(order):
            at = 4 + id_bytes * row[o]
            ids[i, j] = segments[seg[o]][at : at + id_bytes]
        counts[i] = len(order)
    return ids, counts


def append_arrays(target, group, count: int) -> None:
    target.extend(group[:count])
