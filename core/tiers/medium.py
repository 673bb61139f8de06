"""The medium tier: a pool's memories older than the short tier, in a FAISS HNSW index."""

from __future__ import annotations

import faiss
import numpy as np

from memoryd.core.config import TierConfig


class MediumTier:
    """An HNSW inner-product index over normalised vectors, with deletion by tombstone.

    HNSW cannot remove points: a deleted memory's label is marked dead and skipped; once dead
    labels pass a share of the index, ``compacted`` builds a clean copy aside.
    Not thread-safe: the owning PoolIndex serialises access.
    """

    def __init__(self, dim: int, config: TierConfig) -> None:
        self._dim = dim
        self._config = config
        self._index = faiss.IndexHNSWFlat(dim, config.hnsw_m, faiss.METRIC_INNER_PRODUCT)
        self._index.hnsw.efConstruction = config.hnsw_ef_construction
        self._index.hnsw.efSearch = config.hnsw_ef_search
        # The graph's flat storage as an index of its own: a small tier is scanned (_exact).
        self._flat = faiss.downcast_index(self._index.storage)
        self._labels: list[bytes | None] = []  # label -> id, None once deleted
        self._created: list[float] = []  # label -> created_at (seconds): ages for demotion
        self._label_of: dict[bytes, int] = {}
        self._dead = 0
        self._params: dict[int, faiss.SearchParameters] = {}  # configured efSearch -> params

    def __len__(self) -> int:
        return len(self._label_of)

    def __contains__(self, memory_id: bytes) -> bool:
        return memory_id in self._label_of

    @property
    def dead_ratio(self) -> float:
        return self._dead / len(self._labels) if self._labels else 0.0

    @property
    def labels_used(self) -> int:
        return len(self._labels)

    def add(
        self, ids: list[bytes], vectors: np.ndarray, created_at: np.ndarray | None = None
    ) -> None:
        """Index ``vectors`` ((n, d) float32, normalised) under ``ids``, created at
        ``created_at`` ((n,) seconds since the epoch; default 0: as old as can be)."""
        if not ids:
            return
        self._index.add(np.ascontiguousarray(vectors, dtype=np.float32))
        created = created_at if created_at is not None else np.zeros(len(ids))
        for memory_id, at in zip(ids, created, strict=True):
            self._label_of[memory_id] = len(self._labels)
            self._labels.append(memory_id)
            self._created.append(float(at))

    def entries(self) -> tuple[list[bytes], np.ndarray]:
        """Return (ids, created_at) of every live memory here, aligned."""
        ids = list(self._label_of)
        return ids, np.array([self._created[self._label_of[i]] for i in ids], dtype=np.float64)

    def vectors(self, ids: list[bytes]) -> tuple[list[bytes], np.ndarray]:
        """Return (the ``ids`` still here, their vectors (n, d) float32), in order."""
        here = [i for i in ids if i in self._label_of]
        out = np.empty((len(here), self._dim), dtype=np.float32)
        for row, memory_id in enumerate(here):
            out[row] = self._index.reconstruct(self._label_of[memory_id])
        return here, out

    def remove(self, memory_id: bytes) -> np.ndarray | None:
        """Mark a memory dead; return its vector, or None if it is not here."""
        label = self._label_of.pop(memory_id, None)
        if label is None:
            return None
        self._labels[label] = None
        self._dead += 1
        vector: np.ndarray = self._index.reconstruct(label)  # faiss ships no types
        return vector

    def discard(self, memory_id: bytes) -> bool:
        """Mark a memory dead (no copy of its vector); return whether it was here."""
        label = self._label_of.pop(memory_id, None)
        if label is None:
            return False
        self._labels[label] = None
        self._dead += 1
        return True

    def search(self, query: np.ndarray, k: int) -> tuple[list[bytes], np.ndarray]:
        """Return the ids and similarities of up to ``k`` live neighbours, best first."""
        return self.search_many(query.reshape(1, -1), k)[0]

    def search_many(
        self, queries: np.ndarray, k: int, shallow: bool = False
    ) -> list[tuple[list[bytes], np.ndarray]]:
        """Return search() for each row of ``queries`` ((m, d) float32): one faiss call for
        them all, and again only for rows whose dead labels crowded out ``k`` live ones.
        ``shallow``: the write path's search (TierConfig.hnsw_ef_search_write)."""
        live = len(self._label_of)
        if live == 0 or k <= 0:
            return [([], np.empty(0, dtype=np.float32)) for _ in range(len(queries))]
        if not shallow and len(self._labels) <= self._config.medium_exact_below:
            return self._exact(queries, k)
        out: list[tuple[list[bytes], np.ndarray] | None] = [None] * len(queries)
        rows = list(range(len(queries)))
        # Dead labels can occupy result slots: ask for extra, and more while they crowd out k.
        want = min(len(self._labels), k + min(self._dead, 4 * k))
        ef_search = self._config.hnsw_ef_search_write if shallow else self._config.hnsw_ef_search
        while rows:
            ef = max(ef_search, want)
            params = self._search_parameters(ef)
            batch = np.ascontiguousarray(queries[rows], dtype=np.float32)
            sims, labels = self._index.search(batch, want, params=params)
            short = []
            for r, row in enumerate(rows):
                ids, keep = self._live(labels[r], k)
                if len(ids) >= min(k, live) or want >= len(self._labels):
                    out[row] = (ids, sims[r, keep].astype(np.float32))
                else:
                    short.append(row)
            rows = short
            want = min(len(self._labels), want * 4)
        return [found for found in out if found is not None]

    def _exact(self, queries: np.ndarray, k: int) -> list[tuple[list[bytes], np.ndarray]]:
        """Return search() for each row of ``queries`` by a scan of every stored vector (the
        HNSW graph's own flat storage, no copy): exact, and on a tier this small cheaper
        than the graph at the recall's efSearch (TierConfig.medium_exact_below). At most
        ``dead`` of the best are dead labels, so one scan finds ``k`` live ones."""
        want = min(len(self._labels), k + self._dead)
        batch = np.ascontiguousarray(queries, dtype=np.float32)
        sims, labels = self._flat.search(batch, want)
        out = []
        for r in range(len(batch)):
            ids, keep = self._live(labels[r], k)
            out.append((ids, sims[r, keep].astype(np.float32)))
        return out

    def _search_parameters(self, ef: int) -> faiss.SearchParameters:
        """Return faiss's search parameters for ``ef``: the configured ones made once (a SWIG
        object costs ~20 us to make, a tenth of a recall's HNSW search; faiss only reads it),
        a widened search's (its ef follows the tier's size) made for the call."""
        params = self._params.get(ef)
        if params is None:
            params = faiss.SearchParametersHNSW(efSearch=ef)  # type: ignore[attr-defined]
            if ef in (self._config.hnsw_ef_search, self._config.hnsw_ef_search_write):
                self._params[ef] = params
        return params

    def _live(self, labels: np.ndarray, k: int) -> tuple[list[bytes], list[int]]:
        """Return the live ids among faiss result ``labels`` (up to ``k``) and their columns."""
        ids: list[bytes] = []
        keep: list[int] = []
        for j, label in enumerate(labels.tolist()):
            if label < 0:
                break
            memory_id = self._labels[label]
            if memory_id is not None:
                ids.append(memory_id)
                keep.append(j)
                if len(ids) == k:
                    break
        return ids, keep

    def snapshot(self) -> tuple[int, list[bytes], np.ndarray, np.ndarray]:
        """Return (labels used, live ids, their vectors, their created_at): the input of a
        build aside."""
        live = [(label, mid) for label, mid in enumerate(self._labels) if mid is not None]
        vectors = np.empty((len(live), self._dim), dtype=np.float32)
        for row, (label, _) in enumerate(live):
            vectors[row] = self._index.reconstruct(label)
        created = np.array([self._created[label] for label, _ in live], dtype=np.float64)
        return len(self._labels), [mid for _, mid in live], vectors, created

    def catch_up(self, aside: MediumTier, labels_at_snapshot: int) -> None:
        """Apply to ``aside`` (built from a snapshot) what changed here since the snapshot."""
        added = [
            (label, mid)
            for label in range(labels_at_snapshot, len(self._labels))
            if (mid := self._labels[label]) is not None
        ]
        if added:
            vectors = np.stack([self._index.reconstruct(label) for label, _ in added])
            created = np.array([self._created[label] for label, _ in added])
            aside.add([mid for _, mid in added], vectors, created)
        for mid in [m for m in aside._label_of if m not in self._label_of]:
            aside.remove(mid)
