"""The stages of a long-tier search over one LMDB snapshot (memoryd.core.tiers.long_tier says
the layout): route each query to its clusters, read the clusters' segments once for a batch,
scan and refine each query's own segments (one kernel call for the batch), re-rank by the
stored vectors.

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
from memoryd.core.tiers.long_codebook import GROUP, PAD, SEGMENT, LongModel

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
    queries: np.ndarray,
    luts: np.ndarray,
    dots: np.ndarray,
    refine: int,
    best: int,
    dim: int,
) -> list[list[bytes]]:
    """Return, for each of ``queries`` ((q, d), aligned), the ids of its ``best`` rows by
    their SQ8 codes, best first, among the ``refine`` best by ADC (``luts``) of its ``probes``
    clusters (``dots``: the queries' dot products with every centroid; ``dim``: the vectors'
    size). One kernel call for the batch (kernels.adc_refine_many)."""
    if read.alone:  # one query, read in the order of its probes: all of them, as they lie
        which = np.arange(len(read.arrays), dtype=np.int64)
        bias = dots[0][probes[0]][read.owner]
        starts = np.array([0, len(which)], dtype=np.int64)
    else:  # each probe's segments in key order, probe after probe, query after query
        counts = read.seg_count[probes].ravel()
        total = int(counts.sum())
        if not total:
            return [[] for _ in range(len(queries))]
        ends = np.cumsum(counts)
        which = np.repeat(read.seg_start[probes].ravel() - (ends - counts), counts)
        which += np.arange(total)
        bias = np.repeat(np.take_along_axis(dots, probes, axis=1).ravel(), counts)
        starts = np.concatenate(([0], ends[probes.shape[1] - 1 :: probes.shape[1]]))
    weights = (queries * model.sq_step).astype(np.float32)
    offsets = (queries @ (model.sq_lo + 0.5 * model.sq_step)).astype(np.float32)
    ids, found = kernels.adc_refine_many(
        read.segments, which, starts.astype(np.int64), bias.astype(np.float32), luts,
        weights, offsets, ID_BYTES, refine, best, dim,
    )  # fmt: skip
    return [[row.tobytes() for row in ids[i, :n]] for i, n in enumerate(found.tolist())]


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
