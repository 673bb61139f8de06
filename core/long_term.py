"""The long tier: a pool's oldest memories, product-quantized in LMDB and grouped by k-means
cluster, so a query reads only the clusters it is routed to.

A query is answered in three stages, each on fewer candidates and with more precise vectors:
  1. route: the ``nprobe`` clusters whose centroids are nearest the query;
  2. scan: every code of those clusters scored by asymmetric distance (ADC) — the residual
     of each vector from its centroid, product-quantized into ``m`` bytes (numba kernel);
  3. refine: the best ``refine_candidates`` re-scored from 8-bit scalar codes (``d`` bytes,
     stored beside the PQ codes), then the best ``exact_rerank`` from the float32 vectors of
     Table.VECTORS, which hold every memory already (so no second full-precision copy).
8-byte PQ codes alone rank poorly (recall@10 .10-.25, PERF-NOTES); the refine stages are what
make the tier's recall match exact search while it scans 8 bytes a vector.

Layout in Table.LONG, with P = 2-byte length + pool key (so pools never share a prefix):
  b"s" P gen cluster seq -> a segment: u32 n | n ids (16 B) | n PQ codes (m B) | n SQ8 codes (d B)
  b"l" P id              -> u32 gen, u32 cluster: where a memory's codes are
  b"m" P gen             -> the model (centroids, PQ codebooks, SQ8 ranges; an npz)
  b"g" P                 -> u32 current generation
Integers are big-endian in keys (key order = numeric order), little-endian in values.

Nothing per memory is held in RAM: the tier keeps its model and, per cluster, the list of its
segments (sequence number, rows). Codes are read in place through an LMDB read snapshot.
"""

from __future__ import annotations

import io
import sys
import threading
from collections.abc import Iterator
from contextlib import ExitStack
from dataclasses import dataclass
from functools import cached_property

import faiss
import numpy as np
from numba import typed, types

from memoryd.core import kernels
from memoryd.core.config import TierConfig
from memoryd.core.ids import ID_BYTES
from memoryd.core.long_upkeep import ClusterShape, TierUse, retrain_reason
from memoryd.core.store.storage import Delete, Op, Put, Store, Table

KSUB = 256  # 8-bit codes: 256 centroids per sub-quantizer
_CHUNK = 16_384  # vectors encoded (and read back when retraining) at a time
_U32 = 4
# What a search hands the kernels per segment: its value, read-only, in place in the LMDB map.
_SEGMENT = types.Array(types.uint8, 1, "C", readonly=True)
_GROUP = 16  # segments moved into the kernels' list per call (kernels.append_arrays)
_PAD = np.frombuffer(b"", dtype=np.uint8)  # fills the last group


def nlist_for(count: int, config: TierConfig) -> int:
    """Return the number of k-means clusters for a tier of ``count`` memories: the configured
    start plus so many per 10k, never more than one per 32 memories (k-means needs data)."""
    wanted = config.long_nlist_min + config.long_nlist_per_10k * count // 10_000
    return max(1, min(wanted, count // 32))


@dataclass(frozen=True, eq=False)
class LongModel:
    """What the long tier of one generation is coded with; immutable.

    centroids: (nlist, d) float32; codebooks: (m, 256, d/m) float32 (of residuals);
    sq_lo, sq_step: (d,) float32, the scalar quantizer x_j ~ lo_j + (code_j + 0.5) * step_j;
    trained_count: memories in the tier when it was trained (drives retraining);
    retired: (nlist,) bool or None (none): clusters that were split (their members moved to
    clusters appended after them); nothing is routed or assigned to a retired cluster.
    """

    gen: int
    centroids: np.ndarray
    codebooks: np.ndarray
    sq_lo: np.ndarray
    sq_step: np.ndarray
    trained_count: int
    retired: np.ndarray | None = None
    trained_nlist: int = 0  # clusters it was trained with, once splits appended more (0: nlist)

    @property
    def m(self) -> int:
        return int(self.codebooks.shape[0])

    @property
    def nlist(self) -> int:
        return int(self.centroids.shape[0])

    @property
    def live_nlist(self) -> int:
        """The clusters a memory can be routed to (nlist less the retired)."""
        return self.nlist - (int(self.retired.sum()) if self.retired is not None else 0)

    @cached_property
    def live_clusters(self) -> np.ndarray:
        """(live_nlist,) int64: the clusters that are not retired, in order."""
        if self.retired is None:
            return np.arange(self.nlist)
        return np.flatnonzero(~self.retired)

    def is_live(self, cluster: int) -> bool:
        """Return whether ``cluster`` is one of the model's and not retired."""
        return 0 <= cluster < self.nlist and not (
            self.retired is not None and bool(self.retired[cluster])
        )

    @cached_property
    def half_norms(self) -> np.ndarray:
        """(nlist,) float32: 0.5 * |centroid|^2, so that the nearest centroid (L2) of x is
        the argmax of <x, centroid> - half_norms (computed once: every search routes);
        +inf for a retired cluster, so that it is never the nearest."""
        half = 0.5 * np.einsum("ij,ij->i", self.centroids, self.centroids)
        if self.retired is not None:
            half[self.retired] = np.inf
        return half

    def with_split(self, cluster: int, centroids: np.ndarray) -> LongModel:
        """Return this model with ``cluster`` retired and ``centroids`` ((k, d) float32)
        appended as clusters nlist .. nlist + k - 1 (codebooks and scalar quantizer kept:
        the residuals to the nearer centroids are smaller than those they were trained on)."""
        retired = np.zeros(self.nlist + len(centroids), dtype=bool)
        if self.retired is not None:
            retired[: self.nlist] = self.retired
        retired[cluster] = True
        return LongModel(
            self.gen,
            np.ascontiguousarray(np.concatenate([self.centroids, centroids]), dtype=np.float32),
            self.codebooks,
            self.sq_lo,
            self.sq_step,
            self.trained_count,
            retired,
            self.trained_nlist or self.nlist,
        )

    def nbytes(self) -> int:
        """Return the bytes of RAM the model's arrays take."""
        return sum(a.nbytes for a in (self.centroids, self.codebooks, self.sq_lo, self.sq_step))

    def to_bytes(self) -> bytes:
        """Return the model serialized (an npz)."""
        out = io.BytesIO()
        np.savez(
            out,
            gen=np.array(self.gen),
            centroids=self.centroids,
            codebooks=self.codebooks,
            sq_lo=self.sq_lo,
            sq_step=self.sq_step,
            trained_count=np.array(self.trained_count),
            retired=self.retired if self.retired is not None else np.zeros(0, dtype=bool),
            trained_nlist=np.array(self.trained_nlist),
        )
        return out.getvalue()

    @staticmethod
    def from_bytes(raw: bytes) -> LongModel:
        """Return the model that ``to_bytes`` serialized."""
        with np.load(io.BytesIO(raw)) as z:
            return LongModel(
                int(z["gen"]),
                z["centroids"].astype(np.float32),
                z["codebooks"].astype(np.float32),
                z["sq_lo"].astype(np.float32),
                z["sq_step"].astype(np.float32),
                int(z["trained_count"]),
                # Models written before clusters were split have none retired.
                z["retired"].astype(bool) if "retired" in z.files and len(z["retired"]) else None,
                int(z["trained_nlist"]) if "trained_nlist" in z.files else 0,
            )

    def assign(self, vectors: np.ndarray) -> np.ndarray:
        """Return the nearest centroid (L2) of each row of ``vectors`` (n, d): (n,) int64."""
        return np.argmax(vectors @ self.centroids.T - self.half_norms, axis=1)

    def encode(self, vectors: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Return (clusters (n,) int64, PQ codes (n, m) uint8, SQ8 codes (n, d) uint8)."""
        clusters = self.assign(vectors)
        sq = np.clip(np.floor((vectors - self.sq_lo) / self.sq_step), 0, 255).astype(np.uint8)
        return clusters, self.pq_codes(vectors, clusters), sq

    def pq_codes(self, vectors: np.ndarray, clusters: np.ndarray) -> np.ndarray:
        """Return the PQ codes (n, m) uint8 of ``vectors`` (n, d) as residuals from the
        centroids of ``clusters`` (n,)."""
        residuals = vectors - self.centroids[clusters]
        m, _, dsub = self.codebooks.shape
        pq = np.empty((len(vectors), m), dtype=np.uint8)
        for j in range(m):
            sub = residuals[:, j * dsub : (j + 1) * dsub]
            book = self.codebooks[j]
            dist = np.einsum("kd,kd->k", book, book)[None, :] - 2.0 * (sub @ book.T)
            pq[:, j] = np.argmin(dist, axis=1)
        return pq

    def decode_sq(self, sq: np.ndarray) -> np.ndarray:
        """Return the vectors (n, d) float32 that SQ8 codes ``sq`` (n, d) uint8 stand for."""
        return self.sq_lo + (sq.astype(np.float32) + 0.5) * self.sq_step

    def lut(self, query: np.ndarray) -> np.ndarray:
        """Return the ADC table (m, 256) float32: lut[j, c] = <query_j, codebook_j[c]>."""
        m, _, dsub = self.codebooks.shape
        return np.einsum("jkd,jd->jk", self.codebooks, query.reshape(m, dsub)).astype(np.float32)


def warm_up(m: int = 8, dim: int = 8) -> None:
    """Compile (or load from numba's on-disk cache, ~0.4 s) the kernels a search runs, with
    the argument types a search passes them, so that the first query does not wait."""
    n = 2
    raw = n.to_bytes(_U32, "little") + bytes(n * (ID_BYTES + m + dim))
    segments = typed.List.empty_list(_SEGMENT)
    kernels.append_arrays(segments, (np.frombuffer(raw, dtype=np.uint8),) + (_PAD,) * 15, 1)
    lut = np.zeros((m, KSUB), dtype=np.float32)
    seg, row = kernels.adc_top(segments, np.zeros(1, np.float32), lut, ID_BYTES, 1, dim)
    kernels.sq8_gather_dot(segments, seg, row, ID_BYTES, m, np.zeros(dim, np.float32), 0.0)


def _sample(vectors: np.ndarray, n: int, rng: np.random.Generator) -> np.ndarray:
    if len(vectors) <= n:
        return vectors
    return vectors[np.sort(rng.choice(len(vectors), n, replace=False))]


def _at_least(x: np.ndarray, n: int, rng: np.random.Generator) -> np.ndarray:
    """Return ``x`` padded to ``n`` rows with jittered copies (k-means needs n >= k)."""
    if len(x) >= n:
        return x
    extra = x[rng.integers(0, len(x), n - len(x))]
    scale = 1e-4 * (float(np.abs(x).mean()) + 1e-6)
    return np.concatenate([x, extra + rng.normal(0, scale, extra.shape).astype(np.float32)])


def train_model(
    vectors: np.ndarray, count: int, gen: int, config: TierConfig, seed: int = 1234
) -> LongModel:
    """Return a model trained on ``vectors`` ((n, d) float32, normalised; a sample is used)
    for a tier of ``count`` memories; ValueError when ``d`` is not a multiple of long_pq_m."""
    n, dim = vectors.shape
    m = config.long_pq_m
    if m <= 0 or dim % m:
        raise ValueError(
            f"tiers.long_pq_m = {m} must divide the dimension {dim}: each sub-quantizer "
            f"codes an equal slice of the vector"
        )
    rng = np.random.default_rng(seed)
    x = np.ascontiguousarray(_sample(vectors, config.long_train_sample, rng), dtype=np.float32)
    nlist = min(nlist_for(count, config), len(x))
    if nlist > 1:
        kmeans = faiss.Kmeans(dim, nlist, niter=20, seed=seed, max_points_per_centroid=256)
        kmeans.cp.min_points_per_centroid = 1  # small tiers: no warning, k-means still fine
        kmeans.train(x)
        centroids = np.ascontiguousarray(kmeans.centroids, dtype=np.float32)
    else:
        centroids = x.mean(axis=0, keepdims=True).astype(np.float32)
    model = LongModel(
        gen,
        centroids,
        np.zeros((m, KSUB, dim // m), np.float32),
        np.zeros(dim, np.float32),
        np.ones(dim, np.float32),
        count,
    )
    residuals = x - centroids[model.assign(x)]
    pq = faiss.ProductQuantizer(dim, m, 8)
    pq.cp.min_points_per_centroid = 1
    pq.train(np.ascontiguousarray(_at_least(residuals, KSUB, rng), dtype=np.float32))
    codebooks = faiss.vector_to_array(pq.centroids).reshape(m, KSUB, dim // m)
    lo, hi = x.min(axis=0), x.max(axis=0)
    pad = 0.02 * (hi - lo) + 1e-6  # values past the sample's range are clipped to the ends
    lo, hi = lo - pad, hi + pad
    return LongModel(
        gen,
        centroids,
        codebooks.astype(np.float32),
        lo.astype(np.float32),
        ((hi - lo) / 256.0).astype(np.float32),
        count,
    )


def _pack(ids: np.ndarray, pq: np.ndarray, sq: np.ndarray) -> bytes:
    """Return one segment's bytes: u32 n | ids | PQ codes | SQ8 codes."""
    return len(ids).to_bytes(_U32, "little") + ids.tobytes() + pq.tobytes() + sq.tobytes()


def _unpack(buf: np.ndarray, m: int, dim: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Return views (ids (n, 16), PQ (n, m), SQ8 (n, d)) into a segment's uint8 bytes."""
    n = int(buf[:_U32].view("<u4")[0])
    a = _U32 + ID_BYTES * n
    b = a + m * n
    return (
        buf[_U32:a].reshape(n, ID_BYTES),
        buf[a:b].reshape(n, m),
        buf[b : b + dim * n].reshape(n, dim),
    )


class LongTier:
    """The long tier of one pool; thread-safe.

    Searches run concurrently with each other and with writes (they read an LMDB snapshot).
    Writes (``add``, ``remove``, ``retrain``) are serialized; ``add`` and ``retrain`` are
    meant for the maintenance pass, one at a time (a retrain re-codes what was there when it
    started, then replays the removals made meanwhile).
    """

    def __init__(self, store: Store, pool_key: bytes, dim: int, config: TierConfig) -> None:
        self._store = store
        self._dim = dim
        self._config = config
        self._p = len(pool_key).to_bytes(2, "big") + pool_key
        self._lock = threading.Lock()  # guards the swap of (model, segments, count)
        self._write = threading.Lock()  # one writer at a time
        self._model: LongModel | None = None
        # cluster -> [[seq, rows], ...] of the current generation, in key order.
        self._segments: dict[int, list[list[int]]] = {}
        self._count = 0
        self._seq = 0
        # While a retrain builds the next generation aside: its segments, and removals made.
        self._building: tuple[int, dict[int, list[list[int]]]] | None = None
        self._removed_meanwhile: list[bytes] = []
        # Since the model was trained (RAM only; a restart counts again): recall-deep
        # searches, and memories added or removed (what retrain_reason weighs).
        self._queries = 0
        self._changed = 0
        # cluster -> mean squared distance of its members to its centroid, for clusters not
        # written since it was measured (shapes() measures the others from their SQ8 codes).
        self._spread: dict[int, float] = {}
        self._load()

    # ------------------------------------------------------------------ keys

    def _seg_prefix(self, gen: int, cluster: int | None = None) -> bytes:
        key = b"s" + self._p + gen.to_bytes(_U32, "big")
        return key if cluster is None else key + cluster.to_bytes(_U32, "big")

    def _seg_key(self, gen: int, cluster: int, seq: int) -> bytes:
        return self._seg_prefix(gen, cluster) + seq.to_bytes(_U32, "big")

    def _loc_key(self, memory_id: bytes) -> bytes:
        return b"l" + self._p + memory_id

    def _model_key(self, gen: int) -> bytes:
        return b"m" + self._p + gen.to_bytes(_U32, "big")

    # ------------------------------------------------------------------ reading

    def __len__(self) -> int:
        return self._count

    @property
    def model(self) -> LongModel | None:
        return self._model

    def __contains__(self, memory_id: bytes) -> bool:
        return self._store.get(Table.LONG, self._loc_key(memory_id)) is not None

    def contains_many(self, ids: list[bytes]) -> list[bool]:
        """Return whether the tier holds each of ``ids`` (one read transaction for all)."""
        raws = self._store.get_many(Table.LONG, [self._loc_key(i) for i in ids])
        return [raw is not None for raw in raws]

    def ids(self) -> Iterator[bytes]:
        """Yield the id of every memory in the tier (from LMDB, in id order)."""
        prefix = b"l" + self._p
        for key, _ in self._store.scan_prefix(Table.LONG, prefix):
            yield key[len(prefix) :]

    def ram_bytes(self) -> int:
        """Return the bytes of RAM the tier's in-memory structures take (model + segment
        lists), not counting LMDB pages in the page cache."""
        if self._model is None:
            return 0
        model = self._model.nbytes()
        lists = sys.getsizeof(self._segments) + sum(
            sys.getsizeof(segs) + sum(sys.getsizeof(s) + 2 * 28 for s in segs)
            for segs in self._segments.values()
        )
        return model + lists

    def search(
        self, query: np.ndarray, k: int, shallow: bool = False
    ) -> tuple[list[bytes], np.ndarray]:
        """Return the ids and exact cosine similarities of up to ``k`` neighbours of ``query``
        ((d,) float32, normalised), best first; approximate: recall@10 vs exact search is
        what routing (long_nprobe) and refine depths buy. ``shallow`` searches with
        long_shallow_nprobe and long_shallow_refine: enough to find near-duplicates."""
        empty: tuple[list[bytes], np.ndarray] = ([], np.empty(0, dtype=np.float32))
        with ExitStack() as stack:
            with self._lock:
                model = self._model
                if model is None or self._count == 0 or k <= 0:
                    return empty
                # Opened under the lock: a retrain drops the old generation only after its
                # swap, so a snapshot taken with the old model still holds the old codes.
                view = stack.enter_context(self._store.snapshot())
            cfg = self._config
            nprobe = cfg.long_shallow_nprobe if shallow else cfg.long_nprobe
            refine = cfg.long_shallow_refine if shallow else cfg.long_refine_candidates
            if not shallow:
                self._queries += 1  # unlocked: a count that may miss one under a race is fine
            q = np.ascontiguousarray(query, np.float32)
            return self._search(view, model, q, k, nprobe, refine)
        return empty  # pragma: no cover - unreachable, for mypy

    def _search(self, view, model: LongModel, q: np.ndarray, k: int, nprobe: int, refine: int):
        cfg = self._config
        scores = model.centroids @ q - model.half_norms
        live = model.live_nlist
        nprobe = min(nprobe, live)
        if nprobe < live:  # retired clusters score -inf: never among the nprobe best
            probes = np.argpartition(-scores, nprobe - 1)[:nprobe]
        else:  # every live cluster (a retired one's codes may linger in this snapshot)
            probes = np.arange(model.nlist) if live == model.nlist else model.live_clusters
        base = model.centroids[probes] @ q
        # Each segment is handed to the kernels as it lies in the map: one Python step per
        # segment (the reads), then one kernel call for the scan and one for the refine.
        arrays: list[np.ndarray] = []
        bias: list[float] = []
        base_of = base.tolist()
        prefixes = [self._seg_prefix(model.gen, c) for c in probes.tolist()]
        for probe, value in view.under_prefixes(Table.LONG, prefixes):
            buf = np.frombuffer(value, dtype=np.uint8)
            if buf.flags.writeable:  # one array type for the list (LMDB's are read-only)
                buf.flags.writeable = False
            arrays.append(buf)
            bias.append(base_of[probe])
        if not arrays:
            return [], np.empty(0, dtype=np.float32)
        segments = typed.List.empty_list(_SEGMENT)
        for start in range(0, len(arrays), _GROUP):
            group = arrays[start : start + _GROUP]
            pad = (_PAD,) * (_GROUP - len(group))
            kernels.append_arrays(segments, (*group, *pad), len(group))
        seg, row = kernels.adc_top(
            segments, np.array(bias, np.float32), model.lut(q), ID_BYTES, max(refine, k), self._dim
        )
        weights = (q * model.sq_step).astype(np.float32)
        offset = float(q @ (model.sq_lo + 0.5 * model.sq_step))
        refined = kernels.sq8_gather_dot(segments, seg, row, ID_BYTES, model.m, weights, offset)
        best = _best(refined, max(cfg.long_exact_rerank, k))
        found: list[bytes] = []
        raws: list[memoryview] = []
        for s, r in zip(seg[best].tolist(), row[best].tolist(), strict=True):
            at = _U32 + ID_BYTES * r
            memory_id = arrays[s][at : at + ID_BYTES].tobytes()
            raw = view.get(Table.VECTORS, memory_id)
            if raw is None:  # deleted; its codes go with the next write to the cluster
                continue
            found.append(memory_id)
            raws.append(raw)
        if not found:
            return [], np.empty(0, dtype=np.float32)
        exact = np.frombuffer(b"".join(raws), dtype=np.float32).reshape(len(raws), -1) @ q
        keep = np.argsort(-exact, kind="stable")[:k]
        return [found[i] for i in keep], exact[keep]

    # ------------------------------------------------------------------ writing

    def add(
        self, ids: list[bytes], vectors: np.ndarray, training: np.ndarray | None = None
    ) -> None:
        """Store ``vectors`` ((n, d) float32, normalised) under ``ids`` (durably, one
        transaction). The first add trains the model, on ``training`` (default: ``vectors``)."""
        if not ids:
            return
        vectors = np.ascontiguousarray(vectors, dtype=np.float32)
        with self._write:
            ops: list[Op] = []
            model = self._model
            if model is None:
                sample = vectors if training is None else training
                model = train_model(sample, len(ids), 1, self._config)
                ops += [
                    Put(Table.LONG, self._model_key(model.gen), model.to_bytes()),
                    Put(Table.LONG, b"g" + self._p, model.gen.to_bytes(_U32, "little")),
                ]
            segments = {c: [list(s) for s in segs] for c, segs in self._segments.items()}
            raw_ids = np.frombuffer(b"".join(ids), dtype=np.uint8).reshape(len(ids), ID_BYTES)
            ops += self._append_ops(model, segments, raw_ids, vectors)
            self._store.apply(ops)
            with self._lock:
                self._model = model
                self._segments = segments
                self._count += len(ids)
                self._changed += len(ids)

    def _append_ops(
        self,
        model: LongModel,
        segments: dict[int, list[list[int]]],
        ids: np.ndarray,
        vectors: np.ndarray,
    ) -> list[Op]:
        """Return the ops that add rows (``ids`` (n, 16) uint8) to generation ``model.gen``,
        and update ``segments`` (cluster -> [[seq, rows]]) to match: each cluster touched gets
        one new segment, merged with its newest ones while they are not much larger (or while
        there are too many)."""
        clusters, pq, sq = model.encode(vectors)
        raw_ids = ids
        order = np.argsort(clusters, kind="stable")
        bounds = np.flatnonzero(np.diff(clusters[order])) + 1
        ops: list[Op] = []
        merge_reads: list[tuple[int, list[list[int]]]] = []
        for rows in np.split(order, bounds):
            cluster = int(clusters[rows[0]])
            self._spread.pop(cluster, None)
            segs = segments.setdefault(cluster, [])
            total, k = len(rows), 0
            # Merge the newest segments while the next is at most twice what is merged so far,
            # or while there would be too many: O(log n) segments, each row rewritten O(log n).
            while k < len(segs) and (
                segs[-k - 1][1] <= 2 * total or len(segs) - k >= self._config.long_max_segments
            ):
                total += segs[-k - 1][1]
                k += 1
            merged = segs[len(segs) - k :]
            merge_reads.append((cluster, merged))
            del segs[len(segs) - k :]
            self._seq += 1
            segs.append([self._seq, total])
        keys = [self._seg_key(model.gen, c, s[0]) for c, merged in merge_reads for s in merged]
        old = dict(zip(keys, self._store.get_many(Table.LONG, keys), strict=True))
        for (cluster, merged), rows in zip(merge_reads, np.split(order, bounds), strict=True):
            parts = [(raw_ids[rows], pq[rows], sq[rows])]
            for seq, _ in merged:
                key = self._seg_key(model.gen, cluster, seq)
                raw = old[key]
                if raw is not None:
                    i, p, s = _unpack(np.frombuffer(raw, dtype=np.uint8), model.m, self._dim)
                    parts.insert(len(parts) - 1, (i, p, s))
                ops.append(Delete(Table.LONG, key))
            seq = segments[cluster][-1][0]
            ops.append(
                Put(
                    Table.LONG,
                    self._seg_key(model.gen, cluster, seq),
                    _pack(*(np.concatenate([p[j] for p in parts]) for j in range(3))),
                )
            )
            where = model.gen.to_bytes(_U32, "little") + cluster.to_bytes(_U32, "little")
            ops += [Put(Table.LONG, self._loc_key(i.tobytes()), where) for i in ids[rows]]
        return ops

    def remove(self, memory_id: bytes) -> bool:
        """Drop a memory's codes and location; return whether the tier held it."""
        with self._write:
            raw = self._store.get(Table.LONG, self._loc_key(memory_id))
            if raw is None:
                return False
            gen = int.from_bytes(raw[:_U32], "little")
            cluster = int.from_bytes(raw[_U32:], "little")
            ops: list[Op] = [Delete(Table.LONG, self._loc_key(memory_id))]
            if self._building is not None:
                self._removed_meanwhile.append(memory_id)
            segments = None
            if self._model is not None and gen == self._model.gen:
                segments = {c: [list(s) for s in segs] for c, segs in self._segments.items()}
            elif self._building is not None and gen == self._building[0]:
                segments = self._building[1]
            found = False
            if segments is not None:
                found = self._drop_row(gen, cluster, segments, memory_id, ops)
            self._store.apply(ops)
            if segments is not None and self._model is not None and gen == self._model.gen:
                with self._lock:
                    self._segments = segments
                    self._count -= int(found)
                    self._changed += int(found)
            return True

    def _drop_row(
        self,
        gen: int,
        cluster: int,
        segments: dict[int, list[list[int]]],
        memory_id: bytes,
        ops: list[Op],
    ) -> bool:
        segs = segments.get(cluster, [])
        keys = [self._seg_key(gen, cluster, seq) for seq, _ in segs]
        target = np.frombuffer(memory_id, dtype=np.uint8)
        m = self._model.m if self._model is not None else self._config.long_pq_m
        for j, (key, raw) in enumerate(
            zip(keys, self._store.get_many(Table.LONG, keys), strict=True)
        ):
            if raw is None:
                continue
            ids, pq, sq = _unpack(np.frombuffer(raw, dtype=np.uint8), m, self._dim)
            hit = np.flatnonzero((ids == target).all(axis=1))
            if not len(hit):
                continue
            keep = np.ones(len(ids), dtype=bool)
            keep[hit] = False
            if keep.any():
                ops.append(Put(Table.LONG, key, _pack(ids[keep], pq[keep], sq[keep])))
                segs[j][1] = int(keep.sum())
            else:
                ops.append(Delete(Table.LONG, key))
                del segs[j]
            return True
        return False

    def use(self) -> TierUse | None:
        """Return what happened to the tier since its model was trained (None: no model)."""
        model = self._model
        if model is None:
            return None
        return TierUse(
            count=self._count,
            trained_count=model.trained_count,
            queries=self._queries,
            changed=self._changed,
            trained_nlist=model.trained_nlist or model.nlist,
            wanted_nlist=nlist_for(self._count, self._config),
        )

    def needs_retrain(self) -> bool:
        """Return whether the model is due to be retrained (long_upkeep.retrain_reason: the
        tier outgrew it, or served many queries while much of it changed)."""
        use = self.use()
        return use is not None and retrain_reason(use, self._config) is not None

    def shapes(self) -> list[ClusterShape]:
        """Return the shape of every live cluster of the current generation: its rows and the
        mean squared distance of its members to its centroid, measured from their SQ8 codes
        (only for clusters written since they were last measured)."""
        with self._lock:
            model = self._model
            segments = {c: [list(x) for x in segs] for c, segs in self._segments.items()}
        if model is None:
            return []
        out = []
        for cluster, segs in sorted(segments.items()):
            rows = sum(x[1] for x in segs)
            if not model.is_live(cluster) or rows == 0:
                continue
            spread = self._spread.get(cluster)
            if spread is None:
                keys = [self._seg_key(model.gen, cluster, seq) for seq, _ in segs]
                total, n = 0.0, 0
                for raw in self._store.get_many(Table.LONG, keys):
                    if raw is None:
                        continue
                    _, _, sq = _unpack(np.frombuffer(raw, dtype=np.uint8), model.m, self._dim)
                    diff = model.decode_sq(sq) - model.centroids[cluster]
                    total += float(np.einsum("ij,ij->", diff, diff))
                    n += len(sq)
                spread = total / n if n else 0.0
                self._spread[cluster] = spread
            out.append(ClusterShape(cluster, rows, spread))
        return out

    def split(self, cluster: int, parts: int, seed: int = 1234) -> int:
        """Split one cluster of the current generation into ``parts`` by k-means over its
        members' stored vectors; return how many memories were re-coded (0: nothing done).

        The new clusters are appended to the model and the old one is retired, in one
        transaction with the members' new codes and locations; the old cluster's codes are
        dropped after the swap. A search holding the old model probes the old cluster (still
        there in its snapshot), one holding the new model the new ones: every memory is
        found by each search, once. Not during a retrain (it would re-code the old model).
        """
        with self._write:
            model = self._model
            if model is None or self._building is not None or parts < 2:
                return 0
            if not model.is_live(cluster) or not self._segments.get(cluster):
                return 0
            keys = [self._seg_key(model.gen, cluster, seq) for seq, _ in self._segments[cluster]]
            held = [
                _unpack(np.frombuffer(raw, dtype=np.uint8), model.m, self._dim)
                for raw in self._store.get_many(Table.LONG, keys)
                if raw is not None
            ]
            if not held:
                return 0
            ids = np.concatenate([h[0] for h in held])
            sq = np.concatenate([h[2] for h in held])
            vectors, present = self._vectors(ids)
            gone = ids[~present]  # deleted memories whose codes lingered: dropped here
            ids, sq = ids[present], sq[present]
            if len(ids) < 2 * parts:
                return 0
            kmeans = faiss.Kmeans(self._dim, parts, niter=20, seed=seed)
            kmeans.cp.min_points_per_centroid = 1
            kmeans.cp.max_points_per_centroid = 1 << 20  # no sampling: a cluster is small
            kmeans.train(np.ascontiguousarray(vectors))
            centroids = np.ascontiguousarray(kmeans.centroids, dtype=np.float32)
            first = model.nlist
            split = model.with_split(cluster, centroids)
            half = 0.5 * np.einsum("ij,ij->i", centroids, centroids)
            assigned = first + np.argmax(vectors @ centroids.T - half, axis=1)
            pq = split.pq_codes(vectors, assigned)
            segments = {c: [list(x) for x in segs] for c, segs in self._segments.items()}
            ops: list[Op] = [Put(Table.LONG, self._model_key(split.gen), split.to_bytes())]
            for c in range(first, first + parts):
                rows = np.flatnonzero(assigned == c)
                if not len(rows):
                    continue
                self._seq += 1
                segments[c] = [[self._seq, len(rows)]]
                ops.append(
                    Put(
                        Table.LONG,
                        self._seg_key(split.gen, c, self._seq),
                        _pack(ids[rows], pq[rows], sq[rows]),
                    )
                )
                where = split.gen.to_bytes(_U32, "little") + c.to_bytes(_U32, "little")
                ops += [Put(Table.LONG, self._loc_key(i.tobytes()), where) for i in ids[rows]]
            ops += [Delete(Table.LONG, self._loc_key(i.tobytes())) for i in gone]
            del segments[cluster]
            self._store.apply(ops)
            with self._lock:
                self._model = split
                self._segments = segments
                self._count = sum(x[1] for segs in segments.values() for x in segs)
            self._store.apply([Delete(Table.LONG, k) for k in keys])
            self._spread.pop(cluster, None)
            return len(ids)

    def retrain(self) -> int:
        """Train a new model on the tier's vectors (read from Table.VECTORS), re-code every
        memory into a new generation aside, swap it in and drop the old one; return how many
        memories were re-coded. Searches go on against the old generation meanwhile."""
        old = self._model
        if old is None:
            return 0
        listed = list(self.ids())
        if not listed:
            return 0
        ids = np.frombuffer(b"".join(listed), dtype=np.uint8).reshape(len(listed), ID_BYTES)
        rng = np.random.default_rng(len(ids))
        picked = rng.choice(len(ids), min(len(ids), self._config.long_train_sample), replace=False)
        sample_ids = ids[np.sort(picked)]
        sample, _ = self._vectors(sample_ids)
        model = train_model(sample, len(ids), old.gen + 1, self._config)
        building: dict[int, list[list[int]]] = {}
        with self._write:
            self._building = (model.gen, building)
            self._removed_meanwhile = []
        try:
            done = 0
            for start in range(0, len(ids), _CHUNK):
                vectors, present = self._vectors(ids[start : start + _CHUNK])
                with self._write:
                    chunk = ids[start : start + _CHUNK][present]
                    ops = self._append_ops(model, building, chunk, vectors)
                    self._store.apply(ops)
                done += len(vectors)
            with self._write:
                self._store.apply(
                    [
                        Put(Table.LONG, self._model_key(model.gen), model.to_bytes()),
                        Put(Table.LONG, b"g" + self._p, model.gen.to_bytes(_U32, "little")),
                    ]
                )
                with self._lock:
                    self._model = model
                    self._segments = building
                    self._count = sum(s[1] for segs in building.values() for s in segs)
                    self._queries = self._changed = 0
                    self._spread = {}
                self._building = None
                replay, self._removed_meanwhile = self._removed_meanwhile, []
        except BaseException:
            with self._write:
                self._building = None
            self._drop_generation(model.gen)
            raise
        for memory_id in replay:
            self.remove(memory_id)
        self._drop_generation(old.gen)
        return done

    def _vectors(self, ids: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Return (the stored vectors of ``ids`` that still exist, a mask of which did)."""
        raws = self._store.get_many(Table.VECTORS, [i.tobytes() for i in ids])
        present = np.array([r is not None for r in raws], dtype=bool)
        blob = b"".join(r for r in raws if r is not None)
        return np.frombuffer(blob, dtype=np.float32).reshape(-1, self._dim).copy(), present

    def _drop_generation(self, gen: int) -> None:
        """Delete a generation's segments and model, a batch of keys per transaction."""
        keys = [k for k, _ in self._store.scan_prefix(Table.LONG, self._seg_prefix(gen))]
        keys.append(self._model_key(gen))
        for start in range(0, len(keys), 4_096):
            with self._write:
                self._store.apply([Delete(Table.LONG, k) for k in keys[start : start + 4_096]])

    # ------------------------------------------------------------------ opening

    def _load(self) -> None:
        """Load the current generation's model and segment lists; drop what a retrain that
        did not finish left behind (and point its locations back at the current codes)."""
        raw_gen = self._store.get(Table.LONG, b"g" + self._p)
        if raw_gen is None:
            return
        gen = int.from_bytes(raw_gen, "little")
        raw_model = self._store.get(Table.LONG, self._model_key(gen))
        if raw_model is None:
            return
        model = LongModel.from_bytes(raw_model)
        segments: dict[int, list[list[int]]] = {}
        stale: set[int] = set()
        retired_keys: list[bytes] = []
        prefix = b"s" + self._p
        seq_max = 0
        with self._store.snapshot() as view:
            for key, value in view.prefix(Table.LONG, prefix):
                rest = key[len(prefix) :]
                key_gen = int.from_bytes(rest[:_U32], "big")
                if key_gen != gen:
                    stale.add(key_gen)
                    continue
                cluster = int.from_bytes(rest[_U32 : 2 * _U32], "big")
                seq = int.from_bytes(rest[2 * _U32 :], "big")
                if not model.is_live(cluster):  # a split's old codes, left by a crash
                    retired_keys.append(bytes(key))
                    continue
                rows = int.from_bytes(bytes(value[:_U32]), "little")
                segments.setdefault(cluster, []).append([seq, rows])
                seq_max = max(seq_max, seq)
        self._model = model
        self._segments = segments
        self._count = sum(s[1] for segs in segments.values() for s in segs)
        self._seq = seq_max
        if retired_keys:  # their members' locations already point at the split's clusters
            self._store.apply([Delete(Table.LONG, k) for k in retired_keys])
        if stale:
            for g in stale:
                self._drop_generation(g)
            self._relocate(model)

    def _relocate(self, model: LongModel) -> None:
        """Rewrite every location from the current generation's segments."""
        ops: list[Op] = []
        for cluster, segs in self._segments.items():
            keys = [self._seg_key(model.gen, cluster, seq) for seq, _ in segs]
            where = model.gen.to_bytes(_U32, "little") + cluster.to_bytes(_U32, "little")
            for raw in self._store.get_many(Table.LONG, keys):
                if raw is not None:
                    ids, _, _ = _unpack(np.frombuffer(raw, dtype=np.uint8), model.m, self._dim)
                    ops += [Put(Table.LONG, self._loc_key(i.tobytes()), where) for i in ids]
        for start in range(0, len(ops), 16_384):
            self._store.apply(ops[start : start + 16_384])


def _best(values: np.ndarray, n: int) -> np.ndarray:
    """Return the indices of the ``n`` largest ``values`` (all when fewer), best first."""
    if n < len(values):
        top = np.argpartition(-values, n - 1)[:n]
        return top[np.argsort(-values[top], kind="stable")]
    return np.argsort(-values, kind="stable")
