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

import sys
import threading
from collections.abc import Iterator
from contextlib import ExitStack

import faiss
import numpy as np

from memoryd.core.config import TierConfig
from memoryd.core.ids import ID_BYTES
from memoryd.core.store.storage import Delete, Op, Put, Store, Table
from memoryd.core.tiers import long_search
from memoryd.core.tiers.long_codebook import (
    CHUNK,
    U32,
    LongModel,
    nlist_for,
    pack,
    train_model,
    unpack,
)
from memoryd.core.tiers.long_upkeep import ClusterShape, TierUse, retrain_reason


class LongTier:
    """The long tier of one pool; thread-safe.

    Searches run concurrently with each other and with writes (they read an LMDB snapshot).
    Writes (``add``, ``remove``, ``retrain``) are serialized; ``add`` and ``retrain`` are
    meant for the maintenance pass, one at a time (a retrain re-codes what was there when it
    started, then replays the removals made meanwhile).
    """

    def __init__(
        self,
        store: Store,
        pool_key: bytes,
        dim: int,
        config: TierConfig,
        *,
        read_only: bool = False,
    ) -> None:
        self._store = store
        # A reader process's view (docs/all-cores.md): it never writes; the writer's commits
        # to this tier reach it by a reload (PoolIndex.reload_long).
        self._read_only = read_only
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
        # Whether codes were written since consolidate_at_rest last looked (a restart: not).
        self._written = False
        # cluster -> mean squared distance of its members to its centroid, for clusters not
        # written since it was measured (shapes() measures the others from their SQ8 codes).
        self._spread: dict[int, float] = {}
        self._load()

    # ------------------------------------------------------------------ keys

    def _seg_prefix(self, gen: int, cluster: int | None = None) -> bytes:
        key = b"s" + self._p + gen.to_bytes(U32, "big")
        return key if cluster is None else key + cluster.to_bytes(U32, "big")

    def _seg_key(self, gen: int, cluster: int, seq: int) -> bytes:
        return self._seg_prefix(gen, cluster) + seq.to_bytes(U32, "big")

    def _loc_key(self, memory_id: bytes) -> bytes:
        return b"l" + self._p + memory_id

    def _model_key(self, gen: int) -> bytes:
        return b"m" + self._p + gen.to_bytes(U32, "big")

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
        long_shallow_nprobe, long_shallow_refine and long_shallow_rerank: enough to find
        near-duplicates."""
        return self.search_many(query.reshape(1, -1), k, shallow)[0]

    def search_many(
        self, queries: np.ndarray, k: int, shallow: bool = False
    ) -> list[tuple[list[bytes], np.ndarray]]:
        """Return search() of each row of ``queries`` ((m, d) float32, normalised), aligned.

        Batched (a write batch searches once per row): in one snapshot, the routing and the
        ADC tables of all rows are one matrix product each, a cluster two rows probe is read
        once (memoryd.core.tiers.long_search), and the scan and refine of every row are one
        kernel call. ``shallow`` also re-ranks fewer by the stored vectors
        (long_shallow_rerank)."""
        with ExitStack() as stack:
            with self._lock:
                model = self._model
                if model is None or self._count == 0 or k <= 0 or not len(queries):
                    return [long_search.empty() for _ in range(len(queries))]
                # Opened under the lock: a retrain drops the old generation only after its
                # swap, so a snapshot taken with the old model still holds the old codes.
                view = stack.enter_context(self._store.snapshot())
            cfg = self._config
            nprobe = cfg.long_shallow_nprobe if shallow else cfg.long_nprobe
            refine = cfg.long_shallow_refine if shallow else cfg.long_refine_candidates
            if not shallow:
                # Unlocked: a count that may miss one under a race is fine.
                self._queries += len(queries)
            qs = np.ascontiguousarray(queries, dtype=np.float32).reshape(len(queries), -1)
            dots = qs @ model.centroids.T  # (q, nlist): routing, and each probe's bias
            probes = long_search.routed(model, dots, nprobe)
            # one query reads its clusters in its own order; a batch each probed cluster once
            alone = len(qs) == 1
            probed = (
                probes[0] if alone
                else np.flatnonzero(np.bincount(probes.ravel(), minlength=model.nlist))
            )  # fmt: skip
            read = long_search.read_clusters(view, model, probed, self._seg_prefix, alone)
            if not read.arrays:
                return [long_search.empty() for _ in range(len(queries))]
            luts = model.luts(qs)
            best = max(cfg.long_shallow_rerank if shallow else cfg.long_exact_rerank, k)
            picks = long_search.picked(
                model, read, probes, qs, luts, dots, max(refine, k), best, self._dim
            )
            return long_search.exact(view, qs, picks, k)
        return []  # pragma: no cover - unreachable, for mypy

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
                    Put(Table.LONG, b"g" + self._p, model.gen.to_bytes(U32, "little")),
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
                self._written = True

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
                    i, p, s = unpack(np.frombuffer(raw, dtype=np.uint8), model.m, self._dim)
                    parts.insert(len(parts) - 1, (i, p, s))
                ops.append(Delete(Table.LONG, key))
            seq = segments[cluster][-1][0]
            ops.append(
                Put(
                    Table.LONG,
                    self._seg_key(model.gen, cluster, seq),
                    pack(*(np.concatenate([p[j] for p in parts]) for j in range(3))),
                )
            )
            where = model.gen.to_bytes(U32, "little") + cluster.to_bytes(U32, "little")
            ops += [Put(Table.LONG, self._loc_key(i.tobytes()), where) for i in ids[rows]]
        return ops

    def remove(self, memory_id: bytes) -> bool:
        """Drop a memory's codes and location; return whether the tier held it. Read-only:
        only say whether it holds it (the writer drops them)."""
        if self._read_only:
            return memory_id in self
        with self._write:
            raw = self._store.get(Table.LONG, self._loc_key(memory_id))
            if raw is None:
                return False
            gen = int.from_bytes(raw[:U32], "little")
            cluster = int.from_bytes(raw[U32:], "little")
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
                    self._written = True
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
            ids, pq, sq = unpack(np.frombuffer(raw, dtype=np.uint8), m, self._dim)
            hit = np.flatnonzero((ids == target).all(axis=1))
            if not len(hit):
                continue
            keep = np.ones(len(ids), dtype=bool)
            keep[hit] = False
            if keep.any():
                ops.append(Put(Table.LONG, key, pack(ids[keep], pq[keep], sq[keep])))
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
                    _, _, sq = unpack(np.frombuffer(raw, dtype=np.uint8), model.m, self._dim)
                    diff = model.decode_sq(sq) - model.centroids[cluster]
                    total += float(np.einsum("ij,ij->", diff, diff))
                    n += len(sq)
                spread = total / n if n else 0.0
                self._spread[cluster] = spread
            out.append(ClusterShape(cluster, rows, spread))
        return out

    def consolidate_at_rest(self) -> int:
        """Return consolidate() when no code was written since the last call (a tier at rest
        between two maintenance passes), else 0: a tier taking writes keeps its segments
        (rewriting each touched cluster every pass would rewrite the tier every pass)."""
        with self._write:
            written, self._written = self._written, False
        return 0 if written else self.consolidate()

    def consolidate(self, most_rows: int = 65_536) -> int:
        """Rewrite each cluster of the current generation that lies in several segments as
        one; return how many clusters were rewritten.

        Why: a search reads a probed cluster one segment at a time (a cursor step, an array
        and a list entry each, ~3.5 us), and appends leave up to long_max_segments a cluster
        (2.8 on average after a bulk load): at rest, one a cluster reads ~60 % fewer. Each
        transaction rewrites clusters of at most ``most_rows`` rows together, the new segment
        put and the old ones deleted at once: a search's snapshot holds either, never both.
        Locations do not change (same generation and cluster). Not during a retrain."""
        with self._write:
            model = self._model
            if model is None or self._building is not None:
                return 0
            segments = {c: [list(s) for s in segs] for c, segs in self._segments.items()}
            todo = sorted(c for c, segs in segments.items() if len(segs) > 1)
            done = 0
            while todo:
                batch: list[int] = []
                rows = 0
                while todo and (not batch or rows + _rows(segments[todo[0]]) <= most_rows):
                    rows += _rows(segments[todo[0]])
                    batch.append(todo.pop(0))
                ops: list[Op] = []
                for cluster in batch:
                    keys = [self._seg_key(model.gen, cluster, seq) for seq, _ in segments[cluster]]
                    parts = [
                        unpack(np.frombuffer(raw, dtype=np.uint8), model.m, self._dim)
                        for raw in self._store.get_many(Table.LONG, keys)
                        if raw is not None
                    ]
                    ops += [Delete(Table.LONG, key) for key in keys]
                    if not parts:  # listed but no longer stored: the list was stale
                        del segments[cluster]
                        continue
                    self._seq += 1
                    merged = [np.concatenate([p[j] for p in parts]) for j in range(3)]
                    segments[cluster] = [[self._seq, len(merged[0])]]
                    ops.append(
                        Put(Table.LONG, self._seg_key(model.gen, cluster, self._seq), pack(*merged))
                    )
                self._store.apply(ops)
                with self._lock:
                    self._segments = {c: [list(s) for s in segs] for c, segs in segments.items()}
                done += len(batch)
            return done

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
                unpack(np.frombuffer(raw, dtype=np.uint8), model.m, self._dim)
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
                        pack(ids[rows], pq[rows], sq[rows]),
                    )
                )
                where = split.gen.to_bytes(U32, "little") + c.to_bytes(U32, "little")
                ops += [Put(Table.LONG, self._loc_key(i.tobytes()), where) for i in ids[rows]]
            ops += [Delete(Table.LONG, self._loc_key(i.tobytes())) for i in gone]
            del segments[cluster]
            self._store.apply(ops)
            with self._lock:
                self._model = split
                self._segments = segments
                self._count = sum(x[1] for segs in segments.values() for x in segs)
                self._written = True
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
            for start in range(0, len(ids), CHUNK):
                vectors, present = self._vectors(ids[start : start + CHUNK])
                with self._write:
                    chunk = ids[start : start + CHUNK][present]
                    ops = self._append_ops(model, building, chunk, vectors)
                    self._store.apply(ops)
                done += len(vectors)
            with self._write:
                self._store.apply(
                    [
                        Put(Table.LONG, self._model_key(model.gen), model.to_bytes()),
                        Put(Table.LONG, b"g" + self._p, model.gen.to_bytes(U32, "little")),
                    ]
                )
                with self._lock:
                    self._model = model
                    self._segments = building
                    self._count = sum(s[1] for segs in building.values() for s in segs)
                    self._queries = self._changed = 0
                    self._spread = {}
                    self._written = True
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
                key_gen = int.from_bytes(rest[:U32], "big")
                if key_gen != gen:
                    stale.add(key_gen)
                    continue
                cluster = int.from_bytes(rest[U32 : 2 * U32], "big")
                seq = int.from_bytes(rest[2 * U32 :], "big")
                if not model.is_live(cluster):  # a split's old codes, left by a crash
                    retired_keys.append(bytes(key))
                    continue
                rows = int.from_bytes(bytes(value[:U32]), "little")
                segments.setdefault(cluster, []).append([seq, rows])
                seq_max = max(seq_max, seq)
        self._model = model
        self._segments = segments
        self._count = sum(s[1] for segs in segments.values() for s in segs)
        self._seq = seq_max
        if self._read_only:  # what a crash or a retrain in progress left is the writer's
            return
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
            where = model.gen.to_bytes(U32, "little") + cluster.to_bytes(U32, "little")
            for raw in self._store.get_many(Table.LONG, keys):
                if raw is not None:
                    ids, _, _ = unpack(np.frombuffer(raw, dtype=np.uint8), model.m, self._dim)
                    ops += [Put(Table.LONG, self._loc_key(i.tobytes()), where) for i in ids]
        for start in range(0, len(ops), 16_384):
            self._store.apply(ops[start : start + 16_384])


def _rows(segs: list[list[int]]) -> int:
    """Return the rows of a cluster's segments ([[seq, rows], ...])."""
    return sum(rows for _, rows in segs)
