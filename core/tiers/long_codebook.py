"""The long tier's codebook: the model a pool's long tier codes its vectors with (k-means
router centroids, residual PQ codebooks, 8-bit scalar ranges), how it is trained, and the byte
layout of one segment of codes (memoryd.core.tiers.long_tier stores and searches them)."""

from __future__ import annotations

import io
from dataclasses import dataclass
from functools import cached_property

import faiss
import numpy as np
from numba import typed, types

from memoryd.core import kernels
from memoryd.core.config import TierConfig
from memoryd.core.ids import ID_BYTES

KSUB = 256  # 8-bit codes: 256 centroids per sub-quantizer
CHUNK = 16_384  # vectors encoded (and read back when retraining) at a time
U32 = 4

# What a search hands the kernels per segment: its value, read-only, in place in the LMDB map.
SEGMENT = types.Array(types.uint8, 1, "C", readonly=True)
GROUP = 16  # segments moved into the kernels' list per call (kernels.append_arrays)
PAD = np.frombuffer(b"", dtype=np.uint8)  # fills the last group


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
        half: np.ndarray = 0.5 * np.einsum("ij,ij->i", self.centroids, self.centroids)
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
        nearest: np.ndarray = np.argmax(vectors @ self.centroids.T - self.half_norms, axis=1)
        return nearest

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
        vectors: np.ndarray = self.sq_lo + (sq.astype(np.float32) + 0.5) * self.sq_step
        return vectors

    def luts(self, queries: np.ndarray) -> np.ndarray:
        """Return the ADC tables (q, m, 256) float32 of ``queries`` (q, d):
        luts[i, j, c] = <queries[i]_j, codebook_j[c]>."""
        m, _, dsub = self.codebooks.shape
        split = queries.reshape(len(queries), m, dsub, 1)
        tables: np.ndarray = np.matmul(self.codebooks[None], split)[..., 0]  # BLAS, not einsum
        return np.ascontiguousarray(tables, dtype=np.float32)


def warm_up(m: int = 8, dim: int = 8) -> None:
    """Compile (or load from numba's on-disk cache, ~0.4 s) the kernels a search runs, with
    the argument types a search passes them, so that the first query does not wait."""
    n = 2
    raw = n.to_bytes(U32, "little") + bytes(n * (ID_BYTES + m + dim))
    segments = typed.List.empty_list(SEGMENT)
    kernels.append_arrays(segments, (np.frombuffer(raw, dtype=np.uint8),) + (PAD,) * 15, 1)
    lut = np.zeros((m, KSUB), dtype=np.float32)
    seg, row = kernels.adc_top(
        segments, np.zeros(1, np.int64), np.zeros(1, np.float32), lut, ID_BYTES, 1, dim
    )
    kernels.sq8_gather_dot(segments, seg, row, ID_BYTES, m, np.zeros(dim, np.float32), 0.0)
    kernels.adc_refine_many(
        segments, np.zeros(1, np.int64), np.array([0, 1], np.int64), np.zeros(1, np.float32),
        lut[None], np.zeros((1, dim), np.float32), np.zeros(1, np.float32), ID_BYTES, 1, 1, dim,
    )  # fmt: skip


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


def pack(ids: np.ndarray, pq: np.ndarray, sq: np.ndarray) -> bytes:
    """Return one segment's bytes: u32 n | ids | PQ codes | SQ8 codes."""
    return len(ids).to_bytes(U32, "little") + ids.tobytes() + pq.tobytes() + sq.tobytes()


def unpack(buf: np.ndarray, m: int, dim: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Return views (ids (n, 16), PQ (n, m), SQ8 (n, d)) into a segment's uint8 bytes."""
    n = int(buf[:U32].view("<u4")[0])
    a = U32 + ID_BYTES * n
    b = a + m * n
    return (
        buf[U32:a].reshape(n, ID_BYTES),
        buf[a:b].reshape(n, m),
        buf[b : b + dim * n].reshape(n, dim),
    )
