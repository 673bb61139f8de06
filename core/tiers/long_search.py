"""The stages of a long-tier search over one LMDB snapshot (memoryd.core.tiers.long_tier says
the layout): route each query to its clusters, read the clusters' segments once for a batch,
scan and refine each query's own segments with the kernels, re-rank by the stored vectors.

A batch shares the reads and one numba typed List of segments (one costs ~0.2-1 ms to create,
about what a shallow search of a small tier does); one query alone reads its clusters in its
own order and skips the batch's bookkeeping.
"""

from __future__ import annotations

from collections.abc import Callable, MutableSequence
from typing import NamedTuple

import numpy as np
from numba import typed

from memoryd.core import kernels
from memoryd.core.ids import ID_BYTES
from memoryd.core.store.storage import StoreView, Table
from memoryd.core.tiers.long_codebook import GROUP, PAD, SEGMENT, U32, LongModel

Found = tuple[list[bytes], np.ndarray]  # ids and exact cosine similarities, best first


def empty() -> Found:
    """Return a search's answer with no neighbours (a new one each time: callers own it)."""
    return [], np.empty(0, dtype=np.float32)


def routed(model: LongModel, dots: np.ndarray, nprobe: int) -> np.ndarray:
    """Return the clusters (q, p) int64 each query scans (``dots``: (q, nlist), the queries'
    dot products with the centroids): its ``nprobe`` nearest live ones, or every live
    cluster when there are no more than that."""
    live = model.live_nlist
    if nprobe < live:  # retired clusters score -inf: never among the nprobe best
        return np.argpartition(model.half_norms - dots, nprobe - 1, axis=1)[:, :nprobe]
    # every live cluster (a retired one's codes may linger in this snapshot)
    every = np.arange(model.nlist) if live == model.nlist else model.live_clusters
    return np.ascontiguousarray(np.broadcast_to(every, (len(dots), len(every))))


class Clusters(NamedTuple):
    """The segments of the clusters a batch of queries probes, as they lie in the map."""

    segments: MutableSequence[np.ndarray]  # a typed List, for the kernels
    arrays: list[np.ndarray]  # the same, for Python (a typed List's item costs ~2 us)
    owner: np.ndarray  # (segments,) int64: each one's cluster, by its place in those read
    alone: bool  # read for one query, in the order of its probes (the two below unset)
    seg_start: np.ndarray  # (nlist,) int64: where a cluster's segments start in them
    seg_count: np.ndarray  # (nlist,) int64: how many there are (0: not read, or none)


def read_clusters(
    view: StoreView,
    model: LongModel,
    clusters: np.ndarray,
    prefix: Callable[[int, int], bytes],
    alone: bool,
) -> Clusters:
    """Return the segments of ``clusters`` (``prefix(gen, cluster)``: their keys' prefix), in
    their order (one Python step per segment); ``alone``: for one query only (where each
    cluster's segments are is not worked out)."""
    arrays: list[np.ndarray] = []
    owner: list[int] = []  # the cluster of each (by its place in ``clusters``)
    ordered = clusters.tolist()
    for i, value in view.under_prefixes(Table.LONG, [prefix(model.gen, c) for c in ordered]):
        buf = np.frombuffer(value, dtype=np.uint8)
        if buf.flags.writeable:  # one array type for the list (LMDB's are read-only)
            buf.flags.writeable = False
        arrays.append(buf)
        owner.append(i)
    count = np.zeros(0 if alone else model.nlist, dtype=np.int64)
    first = np.zeros(0 if alone else model.nlist, dtype=np.int64)
    if arrays and not alone:  # the clusters come in order, each one's segments together
        counts = np.bincount(owner, minlength=len(clusters))
        count[clusters] = counts
        first[clusters] = np.cumsum(counts) - counts
    segments = typed.List.empty_list(SEGMENT)
    for start in range(0, len(arrays), GROUP):
        group = arrays[start : start + GROUP]
        kernels.append_arrays(segments, (*group, *(PAD,) * (GROUP - len(group))), len(group))
    return Clusters(segments, arrays, np.array(owner, dtype=np.int64), alone, first, count)


def picked(
    model: LongModel,
    read: Clusters,
    probes: np.ndarray,
    q: np.ndarray,
    lut: np.ndarray,
    dots: np.ndarray,
    refine: int,
    best: int,
    dim: int,
) -> list[bytes]:
    """Return the ids of one query's ``best`` rows by their SQ8 codes, best first, among the
    ``refine`` best by ADC (``lut``) of its ``probes`` clusters (``dots``: the query's dot
    product with every centroid; ``dim``: the vectors' size)."""
    if read.alone:  # read in the order of its probes: all of them, as they lie
        which = np.arange(len(read.arrays))
        bias = dots[probes][read.owner]
    else:  # each probe's segments in key order, probe after probe (as when alone)
        counts = read.seg_count[probes]
        total = int(counts.sum())
        if not total:
            return []
        ends = np.cumsum(counts)
        which = np.repeat(read.seg_start[probes] - (ends - counts), counts) + np.arange(total)
        bias = np.repeat(dots[probes], counts)
    segments = read.segments
    seg, row = kernels.adc_top(segments, which, bias, lut, ID_BYTES, refine, dim)
    weights = (q * model.sq_step).astype(np.float32)
    offset = float(q @ (model.sq_lo + 0.5 * model.sq_step))
    refined = kernels.sq8_gather_dot(segments, seg, row, ID_BYTES, model.m, weights, offset)
    top = _best(refined, best)
    found: list[bytes] = []
    for s, r in zip(seg[top].tolist(), row[top].tolist(), strict=True):
        at = U32 + ID_BYTES * r
        found.append(read.arrays[s][at : at + ID_BYTES].tobytes())
    return found


def exact(view: StoreView, queries: np.ndarray, picks: list[list[bytes]], k: int) -> list[Found]:
    """Return each query's ``k`` best of its picked ids by the exact cosine of their stored
    float32 vectors (each vector read once for the batch), best first; an id whose vector is
    gone (deleted: its codes go with the next write to the cluster) is skipped."""
    raw: dict[bytes, memoryview | None] = {}
    for ids in picks:
        for memory_id in ids:
            if memory_id not in raw:
                raw[memory_id] = view.get(Table.VECTORS, memory_id)
    out: list[Found] = []
    for q, ids in zip(queries, picks, strict=True):
        found = [i for i in ids if raw[i] is not None]
        if not found:
            out.append(empty())
            continue
        stacked = np.frombuffer(b"".join(raw[i] for i in found), dtype=np.float32)  # type: ignore[misc]
        scores = stacked.reshape(len(found), -1) @ q
        keep = np.argsort(-scores, kind="stable")[:k]
        out.append(([found[i] for i in keep], scores[keep]))
    return out


def _best(values: np.ndarray, n: int) -> np.ndarray:
    """Return the indices of the ``n`` largest ``values`` (all when fewer), best first."""
    if n < len(values):
        top = np.argpartition(-values, n - 1)[:n]
        return top[np.argsort(-values[top], kind="stable")]
    return np.argsort(-values, kind="stable")
