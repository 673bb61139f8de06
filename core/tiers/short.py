"""The short tier: a pool's newest memories, scanned exactly by a numba kernel."""

from __future__ import annotations

import numpy as np

from memoryd.core.kernels import dot_scan


class ShortTier:
    """Up to ``capacity`` vectors of one pool, kept compact for an exact scan.

    Not thread-safe: the owning PoolIndex serialises access.
    """

    def __init__(self, dim: int, capacity: int) -> None:
        self._vectors = np.zeros((capacity, dim), dtype=np.float32)
        self._created = np.zeros(capacity, dtype=np.float64)
        self._ids: list[bytes] = []
        self._slot: dict[bytes, int] = {}

    def __len__(self) -> int:
        return len(self._ids)

    def __contains__(self, memory_id: bytes) -> bool:
        return memory_id in self._slot

    def add(self, memory_id: bytes, vector: np.ndarray, created_at: float) -> None:
        """Store ``vector`` ((d,) float32, normalised); the caller makes room first."""
        slot = len(self._ids)
        self._vectors[slot] = vector
        self._created[slot] = created_at
        self._ids.append(memory_id)
        self._slot[memory_id] = slot

    def remove(self, memory_id: bytes) -> np.ndarray | None:
        """Drop a memory; return its vector (a copy), or None if it is not here."""
        slot = self._slot.pop(memory_id, None)
        if slot is None:
            return None
        vector: np.ndarray = self._vectors[slot].copy()
        last = len(self._ids) - 1
        if slot != last:  # move the last row into the hole to stay compact
            moved = self._ids[last]
            self._vectors[slot] = self._vectors[last]
            self._created[slot] = self._created[last]
            self._ids[slot] = moved
            self._slot[moved] = slot
        self._ids.pop()
        return vector

    def cosines(self, ids: list[bytes], query: np.ndarray) -> list[float | None]:
        """Return the cosine of each of ``ids``' vectors with ``query`` (unit float32), clipped
        to [-1, 1] as Records.cosines computes it from the stored vector; None where the id
        is not here."""
        slot_of, vectors = self._slot, self._vectors
        return [
            None
            if (slot := slot_of.get(memory_id)) is None
            else max(-1.0, min(1.0, float(vectors[slot] @ query)))
            for memory_id in ids
        ]

    def created_of(self, memory_id: bytes) -> float:
        """Return a resident memory's created_at (seconds since the epoch); KeyError if absent."""
        return float(self._created[self._slot[memory_id]])

    def entries(self) -> tuple[list[bytes], np.ndarray]:
        """Return (ids, created_at) of every memory here, aligned (copies)."""
        n = len(self._ids)
        return list(self._ids), self._created[:n].copy()

    def older_than(self, cutoff: float) -> list[bytes]:
        """Return the ids created before ``cutoff`` (seconds since the epoch)."""
        n = len(self._ids)
        return [self._ids[i] for i in np.flatnonzero(self._created[:n] < cutoff)]

    def search(self, query: np.ndarray, k: int) -> tuple[list[bytes], np.ndarray]:
        """Return the ids and cosine similarities of the ``k`` nearest, best first."""
        n = len(self._ids)
        if n == 0 or k <= 0:
            return [], np.empty(0, dtype=np.float32)
        return self._top_of_row(dot_scan(self._vectors[:n], query), k)

    def search_many(self, queries: np.ndarray, k: int) -> list[tuple[list[bytes], np.ndarray]]:
        """Return search() for each row of ``queries`` ((m, d) float32, normalised): one
        matrix product for them all (a write batch's neighbour search)."""
        n = len(self._ids)
        if n == 0 or k <= 0:
            return [([], np.empty(0, dtype=np.float32)) for _ in range(len(queries))]
        sims = queries @ self._vectors[:n].T  # BLAS: in cache, faster than a numba loop
        if len(queries) == 1:  # a recall: 1-d selection costs a third of the 2-d one
            return [self._top_of_row(sims[0], k)]
        if k < n:
            top = np.argpartition(-sims, k - 1, axis=1)[:, :k]
            order = np.argsort(-np.take_along_axis(sims, top, axis=1), axis=1, kind="stable")
            top = np.take_along_axis(top, order, axis=1)
        else:
            top = np.argsort(-sims, axis=1, kind="stable")
        best = np.take_along_axis(sims, top, axis=1)
        ids = self._ids
        return [([ids[i] for i in row], best[r]) for r, row in enumerate(top.tolist())]

    def _top_of_row(self, sims: np.ndarray, k: int) -> tuple[list[bytes], np.ndarray]:
        """Return the ids and similarities of the ``k`` best of one row of similarities, best
        first, as search_many's rows (the same selection, on one dimension)."""
        if k < len(sims):
            top = np.argpartition(-sims, k - 1)[:k]
            top = top[np.argsort(-sims[top], kind="stable")]
        else:
            top = np.argsort(-sims, kind="stable")
        ids = self._ids
        return [ids[i] for i in top.tolist()], sims[top]
