"""One pool's indexes — the vector tiers (short + medium) and the keyword index — and the
moves between tiers."""

from __future__ import annotations

import threading
from dataclasses import dataclass

import numpy as np

from memoryd.core.config import TierConfig
from memoryd.core.keyword import KeywordIndex
from memoryd.core.medium_term import MediumTier
from memoryd.core.short_term import ShortTier
from memoryd.core.types import Tier


@dataclass(frozen=True, slots=True)
class Candidate:
    id: bytes
    similarity: float
    tier: Tier


class PoolIndex:
    """The tiers of one (user_id, agent_id) pool; thread-safe.

    A memory lives in exactly one tier. Moves happen under the pool's lock, so a search sees
    each memory exactly once at every instant: no gap, no duplicate hit. Its text is in the
    keyword index from the same moment as its vector is in a tier.
    """

    def __init__(self, dim: int, config: TierConfig) -> None:
        self._dim = dim
        self._config = config
        self._lock = threading.Lock()
        self._keywords = KeywordIndex(cjk_unigrams=config.keyword_cjk_unigrams)
        self._short = ShortTier(dim, config.short_capacity)
        self._medium: MediumTier | None = None  # created on the first demotion
        self._compacting = False

    def add(
        self, memory_id: bytes, vector: np.ndarray, created_at: float, now: float, text: str = ""
    ) -> None:
        """Index one memory in the tier its age belongs to (and its text, if given)."""
        self.add_many([memory_id], vector.reshape(1, -1), np.array([created_at]), now, [text])

    def add_many(
        self,
        ids: list[bytes],
        vectors: np.ndarray,
        created_at: np.ndarray,
        now: float,
        texts: list[str] | None = None,
    ) -> None:
        """Index memories: young ones in the short tier (its oldest overflow to medium), and
        their ``texts`` (aligned with ``ids``; None or "" leaves a memory out of the keyword
        route)."""
        capacity = self._config.short_capacity
        young = created_at >= now - self._config.short_max_age_s
        with self._lock:
            fresh = [i for i in np.flatnonzero(young) if ids[i] not in self._short]
            to_medium = list(np.flatnonzero(~young))
            resident_ids, resident_created = self._short.entries()
            overflow = len(resident_ids) + len(fresh) - capacity
            if overflow > 0:  # the oldest of residents and newcomers together make room
                ages = np.concatenate([resident_created, created_at[fresh]])
                oldest = np.argsort(ages, kind="stable")[:overflow]
                n = len(resident_ids)
                self._demote([resident_ids[i] for i in oldest if i < n])
                leaving = {fresh[i - n] for i in oldest if i >= n}
                to_medium += sorted(leaving)
                fresh = [i for i in fresh if i not in leaving]
            if to_medium:
                self._medium_tier().add([ids[i] for i in to_medium], vectors[to_medium])
            for i in fresh:
                self._short.add(ids[i], vectors[i], float(created_at[i]))
            for memory_id, text in zip(ids, texts or (), strict=False):
                if text:
                    self._keywords.add(memory_id, text)

    def remove(self, memory_id: bytes) -> bool:
        """Drop a memory from whichever tier holds it; return whether one did."""
        with self._lock:
            self._keywords.remove(memory_id)
            if self._short.remove(memory_id) is not None:
                return True
            return self._medium is not None and self._medium.remove(memory_id) is not None

    def tier_of(self, memory_id: bytes) -> Tier | None:
        """Return the tier that holds a memory, or None when it is not indexed."""
        with self._lock:
            if memory_id in self._short:
                return Tier.SHORT
            if self._medium is not None and memory_id in self._medium:
                return Tier.MEDIUM
            return None

    def search(self, query: np.ndarray, k: int) -> list[Candidate]:
        """Return up to ``k`` candidates from each tier, best first, each id once."""
        with self._lock:
            short_ids, short_sims = self._short.search(query, k)
            if self._medium is not None:
                medium_ids, medium_sims = self._medium.search(query, k)
            else:
                medium_ids, medium_sims = [], np.empty(0, dtype=np.float32)
        # float32 dot products of unit vectors can land a hair outside [-1, 1].
        short_sims = np.clip(short_sims, -1.0, 1.0)
        medium_sims = np.clip(medium_sims, -1.0, 1.0)
        found = [
            Candidate(i, float(s), Tier.SHORT) for i, s in zip(short_ids, short_sims, strict=True)
        ]
        found += [
            Candidate(i, float(s), Tier.MEDIUM)
            for i, s in zip(medium_ids, medium_sims, strict=True)
        ]
        found.sort(key=lambda c: -c.similarity)
        return found

    def keyword_search(self, query: str, k: int) -> list[tuple[bytes, float]]:
        """Return up to ``k`` (id, keyword score 0..1) for ``query``, best first: BM25 divided
        by the score no memory can reach for this query (KeywordIndex.ceiling)."""
        with self._lock:
            found = self._keywords.search(query, k)
            ceiling = self._keywords.ceiling(query) if found else 0.0
        return [(memory_id, score / ceiling) for memory_id, score in found] if ceiling else []

    def counts(self) -> dict[Tier, int]:
        """Return how many memories each tier holds."""
        with self._lock:
            return {
                Tier.SHORT: len(self._short),
                Tier.MEDIUM: len(self._medium) if self._medium is not None else 0,
            }

    def migrate(self, now: float) -> int:
        """Move short-tier memories past their age to the medium tier; return how many."""
        with self._lock:
            aged = self._short.older_than(now - self._config.short_max_age_s)
            self._demote(aged)
            return len(aged)

    def compact(self) -> bool:
        """Rebuild the medium tier without its dead entries, aside; return whether it did.

        The copy is built outside the lock (searches go on against the old index) and swapped
        in after replaying what changed meanwhile.
        """
        with self._lock:
            medium = self._medium
            if (
                self._compacting
                or medium is None
                or medium.dead_ratio <= self._config.medium_rebuild_dead_ratio
            ):
                return False
            self._compacting = True
            labels_used, ids, vectors = medium.snapshot()
        try:
            aside = MediumTier(self._dim, self._config)
            aside.add(ids, vectors)
            with self._lock:
                medium.catch_up(aside, labels_used)
                self._medium = aside
            return True
        finally:
            with self._lock:
                self._compacting = False

    def _medium_tier(self) -> MediumTier:
        if self._medium is None:
            self._medium = MediumTier(self._dim, self._config)
        return self._medium

    def _demote(self, ids: list[bytes]) -> None:
        if not ids:
            return
        vectors = np.stack([self._short.remove(i) for i in ids])
        self._medium_tier().add(ids, vectors)
