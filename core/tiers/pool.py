"""One pool's indexes — the vector tiers (short, medium, long), the keyword index and its
conversation-context twin — and the moves between tiers."""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable
from typing import NamedTuple

import numpy as np

from memoryd.core.config import TierConfig
from memoryd.core.store.storage import Store
from memoryd.core.tiers.keyword import KeywordIndex
from memoryd.core.tiers.long_tier import LongTier
from memoryd.core.tiers.long_upkeep import splits_due
from memoryd.core.tiers.medium import MediumTier
from memoryd.core.tiers.short import ShortTier
from memoryd.core.tiers.turn_chain import TurnChain
from memoryd.core.types import Tier

_MEDIUM_CHUNK = 256  # newcomers inserted into the medium tier per hold of the pool's lock


class Candidate(NamedTuple):
    """One memory a vector search found: its id, cosine to the query and tier. (A tuple:
    searches make tens of thousands a write batch, and a tuple is the cheapest object.)"""

    id: bytes
    similarity: float
    tier: Tier


def _merged(floor: float, *tiers: tuple[Tier, list[bytes], np.ndarray]) -> list[Candidate]:
    """Return the candidates of the tiers (tier, ids, similarities) at least ``floor``
    similar, best first, each id once (the first tier that returned it)."""
    parts = [(tier, ids, sims) for tier, ids, sims in tiers if len(ids)]
    if not parts:
        return []
    ids = [i for _, part, _ in parts for i in part]
    # float32 dot products of unit vectors can land a hair outside [-1, 1].
    sims = np.clip(np.concatenate([s for _, _, s in parts]), -1.0, 1.0)
    origin = np.repeat(np.arange(len(parts)), [len(part) for _, part, _ in parts])
    kept = np.flatnonzero(sims >= floor) if floor > -1.0 else np.arange(len(ids))
    if len(set(ids)) < len(ids):  # rare: a memory moving between tiers; the first tier wins
        seen: set[bytes] = set()
        first = []
        for i in kept.tolist():
            if ids[i] not in seen:
                seen.add(ids[i])
                first.append(i)
        kept = np.asarray(first, dtype=np.int64)
    order = kept[np.argsort(-sims[kept], kind="stable")]
    tier_of = [tier for tier, _, _ in parts]
    return [
        Candidate(ids[i], sim, tier_of[t])
        for i, sim, t in zip(
            order.tolist(), sims[order].tolist(), origin[order].tolist(), strict=True
        )
    ]


class PoolIndex:
    """The tiers of one (user_id, agent_id) pool; thread-safe.

    A memory lives in one tier. Short -> medium moves happen under the pool's lock. A medium
    -> long move commits the codes to LMDB first and only then, under the lock, drops the
    memory from the medium tier; a search reads the long tier after the other two and drops
    long hits the others returned. So a search sees each memory exactly once at every instant:
    no gap, no duplicate hit. Its text is in the keyword index from the same moment as its
    vector is in a tier. Without a ``store`` the pool has no long tier.

    The context index (TierConfig.turn_context) holds, for each memory, the tokens of the
    memory said just before it in its session (memoryd.core.tiers.turn_chain) that it does not
    say itself: the turn that answers a question is found by the words of the turn that asked
    it. It is derived from the keyword index (no text is kept twice) and follows every add and
    remove: a memory removed leaves its next memory's context at once.
    """

    def __init__(
        self,
        dim: int,
        config: TierConfig,
        store: Store | None = None,
        pool_key: bytes = b"",
        *,
        read_only: bool = False,
    ) -> None:
        self._dim = dim
        self._config = config
        self._store = store
        self._pool_key = pool_key
        self._read_only = read_only  # a reader process's: its long tier is never written
        self._lock = threading.Lock()
        self._keywords = KeywordIndex(
            cjk_unigrams=config.keyword_cjk_unigrams,
            common_postings=config.keyword_common_postings,
        )
        self._chain = TurnChain(config.turn_context_gap_s)
        self._context = (
            KeywordIndex(
                cjk_unigrams=config.keyword_cjk_unigrams,
                common_postings=config.keyword_common_postings,
            )
            if config.turn_context
            else None
        )
        self._short = ShortTier(dim, config.short_capacity)
        self._medium: MediumTier | None = None  # created on the first demotion
        self._long = (
            LongTier(store, pool_key, dim, config, read_only=read_only)
            if store is not None
            else None
        )
        self._compacting = False
        self._moving = threading.Lock()  # one medium -> long move, retrain or split at a time
        # medium-tier id -> whether it says too little to stay there (demote_to_long).
        self._information: dict[bytes, bool] = {}

    def add(
        self,
        memory_id: bytes,
        vector: np.ndarray,
        created_at: float,
        now: float,
        text: str = "",
        session_id: str | None = None,
    ) -> None:
        """Index one memory in the tier its age belongs to (and its text, if given; its place
        in its session's turns, if ``session_id`` is given)."""
        sessions = None if session_id is None else [session_id]
        self.add_many(
            [memory_id], vector.reshape(1, -1), np.array([created_at]), now, [text], sessions
        )

    def add_many(
        self,
        ids: list[bytes],
        vectors: np.ndarray,
        created_at: np.ndarray,
        now: float,
        texts: list[str] | None = None,
        sessions: list[str] | None = None,
    ) -> None:
        """Index memories: young ones in the short tier (its oldest overflow to medium), and
        their ``texts`` (aligned with ``ids``; None or "" leaves a memory out of the keyword
        route) and, with ``sessions`` (their session ids, aligned), their place among their
        session's turns (the context index)."""
        if sessions is not None:
            with self._lock:
                for memory_id, session, at in zip(ids, sessions, created_at.tolist(), strict=True):
                    self._chain.add(memory_id, session, at)
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
            for i in fresh:
                self._short.add(ids[i], vectors[i], float(created_at[i]))
                self._add_text(ids, texts, i)
        # Newcomers bound for the medium tier are visible nowhere yet: add them a chunk per
        # lock hold, so a bulk load (HNSW inserts ~0.2 ms each) never stalls searches for long.
        for start in range(0, len(to_medium), _MEDIUM_CHUNK):
            rows = to_medium[start : start + _MEDIUM_CHUNK]
            with self._lock:
                self._medium_tier().add([ids[i] for i in rows], vectors[rows], created_at[rows])
                for i in rows:
                    self._add_text(ids, texts, i)
        if texts is not None or sessions is not None:
            with self._lock:
                self._contexts_of_many(ids)

    def _add_text(self, ids: list[bytes], texts: list[str] | None, i: int | np.integer) -> None:
        if texts is not None and i < len(texts) and texts[i]:
            self._keywords.add(ids[i], texts[i])

    def token_set(self, memory_id: bytes) -> frozenset[bytes] | None:
        """Return the distinct keyword tokens a memory's text is indexed with (None when its
        text is not indexed): KeywordIndex.token_set."""
        with self._lock:
            return self._keywords.token_set(memory_id)

    def add_text(self, memory_id: bytes, text: str) -> None:
        """Index the text of a memory whose vector is already in a tier (the long tier's
        are in LMDB across restarts)."""
        if text:
            with self._lock:
                self._keywords.add(memory_id, text)
                self._contexts_of(memory_id)

    def chain(self, ids: list[bytes], sessions: list[str], created_at: list[float]) -> None:
        """Place memories among their sessions' turns (aligned lists) and index the context of
        each one and of the memory after it (start-up calls it once the texts are indexed)."""
        with self._lock:
            for memory_id, session, at in zip(ids, sessions, created_at, strict=True):
                self._chain.add(memory_id, session, at)
            self._contexts_of_many(ids)

    def _contexts_of(self, memory_id: bytes) -> None:
        """Re-index the context of a memory and of the one after it (their previous turn may
        have changed). Under the lock."""
        if self._context is None:
            return
        self._context_of(memory_id)
        after = self._chain.next(memory_id)
        if after is not None:
            self._context_of(after)

    def _contexts_of_many(self, ids: list[bytes]) -> None:
        """Re-index the contexts of ``ids`` and of the memories after them, each once (in a
        batch of one session's turns the memory after one is the next of the batch: indexed
        twice before). Under the lock."""
        if self._context is None:
            return
        chain = self._chain
        todo = dict.fromkeys(ids)
        for memory_id in ids:
            after = chain.next(memory_id)
            if after is not None:
                todo[after] = None
        for memory_id in todo:
            self._context_of(memory_id)

    def _context_of(self, memory_id: bytes) -> None:
        assert self._context is not None
        own = self._keywords.counts_of(memory_id)
        if own is None:
            self._context.remove(memory_id)
            return
        before = self._chain.previous(memory_id)
        told = self._keywords.counts_of(before) if before is not None else None
        # Only what the memory lacks: a word both say is the memory's own match already, and
        # counting it again would lift each of a run of near-identical memories ("day N: X
        # cups") above the one that matches a query exactly.
        lent = Counter({t: n for t, n in told.items() if t not in own}) if told else None
        if lent:
            self._context.add_counts(memory_id, lent)
        else:
            self._context.remove(memory_id)

    def previous_turns(self, ids: list[bytes]) -> list[bytes | None]:
        """Return the memory said just before each of ``ids`` in its session (None: none)."""
        with self._lock:
            return [self._chain.previous(memory_id) for memory_id in ids]

    def conversation_share(self) -> float:
        """Return the share of the pool's memories that follow a turn of their session
        (TurnChain.linked_share): how much the pool reads as a conversation."""
        with self._lock:
            return self._chain.linked_share()

    def remove(self, memory_id: bytes) -> bool:
        """Drop a memory from every tier that holds it; return whether one did."""
        with self._lock:
            self._keywords.remove(memory_id)
            after = self._chain.next(memory_id)
            self._chain.remove(memory_id)
            if self._context is not None:
                self._context.remove(memory_id)
                if after is not None:  # its words leave the next memory's context
                    self._context_of(after)
            found = self._short.remove(memory_id) is not None or (
                self._medium is not None and self._medium.remove(memory_id) is not None
            )
        # Also when found above: a memory being moved is in medium and long for a moment.
        if self._long is not None:
            found = self._long.remove(memory_id) or found
        return found

    def tier_of(self, memory_id: bytes) -> Tier | None:
        """Return the tier that holds a memory, or None when it is not indexed."""
        with self._lock:
            if memory_id in self._short:
                return Tier.SHORT
            if self._medium is not None and memory_id in self._medium:
                return Tier.MEDIUM
        if self._long is not None and memory_id in self._long:
            return Tier.LONG
        return None

    def short_cosines(self, ids: list[bytes], query: np.ndarray) -> list[float | None]:
        """Return the cosine with ``query`` of each of ``ids`` held in the short tier (None
        for the others): the newest memories, which the recent route offers, without a read
        of the store."""
        with self._lock:
            return self._short.cosines(ids, query)

    def tiers_of(self, ids: list[bytes]) -> list[Tier | None]:
        """Return tier_of for each of ``ids``, in order: one hold of the lock and one read
        of the long tier for them all (recall asks about a few dozen candidates at once)."""
        with self._lock:
            tiers: list[Tier | None] = [
                Tier.SHORT
                if memory_id in self._short
                else Tier.MEDIUM
                if self._medium is not None and memory_id in self._medium
                else None
                for memory_id in ids
            ]
        rest = [i for i, tier in enumerate(tiers) if tier is None]
        if rest and self._long is not None:
            held = self._long.contains_many([ids[i] for i in rest])
            for i, inside in zip(rest, held, strict=True):
                if inside:
                    tiers[i] = Tier.LONG
        return tiers

    def search(self, query: np.ndarray, k: int, shallow: bool = False) -> list[Candidate]:
        """Return up to ``k`` candidates from each tier, best first, each id once;
        ``shallow`` searches the long tier only as deep as finding near-duplicates needs
        (write-time checks: LongTier.search)."""
        return self.search_many(query.reshape(1, -1), k, shallow)[0]

    def search_many(
        self, queries: np.ndarray, k: int, shallow: bool = False, floor: float = -1.0
    ) -> list[list[Candidate]]:
        """Return search() for each row of ``queries`` ((m, d) float32, normalised), only the
        candidates at least ``floor`` similar: one matrix product over the short tier and one
        faiss call over the medium tier for them all (a write batch's neighbour search), and
        one batched search of the long tier (LongTier.search_many)."""
        with self._lock:
            short = self._short.search_many(queries, k)
            medium = (
                self._medium.search_many(queries, k, shallow)
                if self._medium is not None
                else None
            )
        # After the lock: a move commits to long before it leaves medium (see the class).
        longs = self._long.search_many(queries, k, shallow) if self._long is not None else None
        out = []
        for row in range(len(queries)):
            long_ids, long_sims = (
                longs[row] if longs is not None else ([], np.empty(0, dtype=np.float32))
            )
            medium_ids, medium_sims = (
                medium[row] if medium is not None else ([], np.empty(0, dtype=np.float32))
            )
            out.append(
                _merged(
                    floor,
                    (Tier.SHORT, *short[row]),
                    (Tier.MEDIUM, medium_ids, medium_sims),
                    (Tier.LONG, long_ids, long_sims),
                )
            )
        return out

    def keyword_search(self, query: str, k: int) -> list[tuple[bytes, float]]:
        """Return up to ``k`` (id, keyword score 0..1) for ``query``, best first: BM25 divided
        by the score no memory can reach for this query (KeywordIndex.ceiling)."""
        with self._lock:
            found = self._keywords.search(query, k)
            ceiling = self._keywords.ceiling(query) if found else 0.0
        return [(memory_id, score / ceiling) for memory_id, score in found] if ceiling else []

    def context_search(self, query: str, k: int) -> list[tuple[bytes, float]]:
        """Return up to ``k`` (id, score 0..1) for ``query`` over the words each memory's
        previous turn lends it (those it does not say itself), on keyword_search's scale: each
        word as rare as it is among the memories, out of the same ceiling (none without the
        context index)."""
        if self._context is None:
            return []
        with self._lock:
            found = self._context.search(query, k, idf_of=self._keywords)
            ceiling = self._keywords.ceiling(query) if found else 0.0
        return [(memory_id, score / ceiling) for memory_id, score in found] if ceiling else []

    def keyword_scores_of(self, query: str, ids: list[bytes]) -> list[float]:
        """Return keyword_search's score for ``query`` of each of ``ids`` (0.0 where it
        matches nothing): the score of a memory another route found, beyond the keyword
        route's top k."""
        return self._scores_of(self._keywords, query, ids)

    def context_scores_of(self, query: str, ids: list[bytes]) -> list[float]:
        """Return context_search's score for ``query`` of each of ``ids``, as
        keyword_scores_of does for keyword_search."""
        if self._context is None:
            return [0.0] * len(ids)
        return self._scores_of(self._context, query, ids)

    def _scores_of(self, index: KeywordIndex, query: str, ids: list[bytes]) -> list[float]:
        """Return ``index``'s scores of ``ids`` on keyword_search's scale: the keyword index's
        idf, out of its ceiling."""
        with self._lock:
            ceiling = self._keywords.ceiling(query)
            if not ceiling:
                return [0.0] * len(ids)
            found = index.scores_of(query, ids, idf_of=self._keywords)
        return [s / ceiling for s in found]

    def counts(self) -> dict[Tier, int]:
        """Return how many memories each tier holds (LONG only once it holds some)."""
        with self._lock:
            counts = {
                Tier.SHORT: len(self._short),
                Tier.MEDIUM: len(self._medium) if self._medium is not None else 0,
            }
        if self._long is not None and len(self._long):
            counts[Tier.LONG] = len(self._long)
        return counts

    def medium_over_capacity(self) -> bool:
        """Return whether the medium tier holds more than medium_capacity memories (and a
        long tier can take them)."""
        with self._lock:
            return (
                self._long is not None
                and self._medium is not None
                and len(self._medium) > self._config.medium_capacity
            )

    def reload_long(self) -> None:
        """Read the long tier again from the store (a reader process, after the writer
        changed it): searches in flight finish on the tier they started with. What the
        writer moved there leaves this process's medium tier too (as it left the writer's),
        or a long-running reader would hold every memory it ever indexed in RAM."""
        if self._store is None:
            return
        long = LongTier(
            self._store, self._pool_key, self._dim, self._config, read_only=self._read_only
        )
        self._long = long
        with self._lock:
            medium = self._medium
            held = medium.entries()[0] if medium is not None else []
        moved = [i for i, there in zip(held, long.contains_many(held), strict=True) if there]
        if moved and medium is not None:
            with self._lock:
                for memory_id in moved:
                    medium.discard(memory_id)
            self.compact()  # a reader runs no maintenance: its RAM is freed here or never

    @property
    def long_tier(self) -> LongTier | None:
        """The pool's long tier (None without a store)."""
        return self._long

    def long_ram_bytes(self) -> int:
        """Return the bytes of RAM held by the long tier's in-memory structures."""
        return self._long.ram_bytes() if self._long is not None else 0

    def demote_to_long(
        self,
        now: float,
        strength: Callable[[list[bytes]], np.ndarray],
        pressure: bool = False,
        says_little: Callable[[list[bytes]], np.ndarray] | None = None,
    ) -> int:
        """Move medium-tier memories to the long tier; return how many moved.

        Those older than medium_max_age_s move, and those ``says_little(ids)`` ((n,) bool,
        memoryd.core.tiers.long_upkeep.information_of) flags, whatever their age (each id is asked
        once); and when the medium tier holds more than medium_capacity (or, with
        ``pressure``, always), the weaker half of the rest by ``strength(ids)`` ((n,)
        floats, memoryd.core.kernels.memory_strength) moves too.
        The codes are committed before the memories leave the medium tier (no gap), and a
        search drops long hits the medium tier returned (no duplicate).
        """
        if self._long is None:
            return 0
        with self._moving:
            with self._lock:
                if self._medium is None or not len(self._medium):
                    return 0
                ids, created = self._medium.entries()
            aged = created < now - self._config.medium_max_age_s
            if says_little is not None:
                aged |= self._says_little(ids, aged, says_little)
            chosen = [i for i, old in zip(ids, aged, strict=True) if old]
            rest = [i for i, old in zip(ids, aged, strict=True) if not old]
            if rest and (pressure or len(rest) > self._config.medium_capacity):
                weakest = np.argsort(strength(rest), kind="stable")[: max(1, len(rest) // 2)]
                chosen += [rest[i] for i in weakest]
            if not chosen:
                return 0
            with self._lock:
                chosen, vectors = self._medium.vectors(chosen)
                training = None
                if self._long.model is None:  # the first move trains on the whole medium tier
                    training = self._medium.snapshot()[2]
            self._long.add(chosen, vectors, training)
            gone = []
            with self._lock:
                for memory_id in chosen:
                    if not self._medium.discard(memory_id):
                        gone.append(memory_id)  # removed meanwhile: from long too
            for memory_id in gone:
                self._long.remove(memory_id)
            return len(chosen) - len(gone)

    def _says_little(
        self, ids: list[bytes], aged: np.ndarray, says_little: Callable[[list[bytes]], np.ndarray]
    ) -> np.ndarray:
        """Return (n,) bool: which of the medium tier's ``ids`` say too little to stay there.
        Asked once per memory: the answer for the others is remembered (a text never
        changes), so a pass reads only the medium tier's newcomers."""
        known = self._information
        fresh = [i for i, (memory_id, old) in enumerate(zip(ids, aged, strict=True))
                 if not old and memory_id not in known]  # fmt: skip
        if fresh:
            flags = says_little([ids[i] for i in fresh])
            for i, flag in zip(fresh, flags.tolist(), strict=True):
                known[ids[i]] = bool(flag)
        present = set(ids)
        for memory_id in [m for m in known if m not in present]:
            del known[memory_id]  # left the medium tier
        return np.array([known.get(memory_id, False) for memory_id in ids], dtype=bool)

    def split_long(self) -> int:
        """Split the long tier's clusters that grew out of line (memoryd.core.tiers.long_upkeep
        .splits_due); return how many were split."""
        if self._long is None or self._long.model is None:
            return 0
        done = 0
        with self._moving:
            for split in splits_due(self._long.shapes(), self._config):
                done += int(self._long.split(split.cluster, split.parts) > 0)
        return done

    def consolidate_long(self) -> int:
        """Rewrite the long tier one segment a cluster if it took no write since the last
        call (LongTier.consolidate_at_rest); return how many clusters were rewritten."""
        if self._long is None or self._read_only or not self._config.long_consolidate_at_rest:
            return 0
        with self._moving:
            return self._long.consolidate_at_rest()

    def retrain_long(self) -> int:
        """Retrain the long tier's codebooks and re-code it aside once it has outgrown them;
        return how many memories were re-coded (0 when it was not due)."""
        if self._long is None or not self._long.needs_retrain():
            return 0
        with self._moving:
            return self._long.retrain()

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
            labels_used, ids, vectors, created = medium.snapshot()
        try:
            aside = MediumTier(self._dim, self._config)
            aside.add(ids, vectors, created)
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
        created = np.array([self._short.created_of(i) for i in ids])
        removed = [self._short.remove(i) for i in ids]
        vectors = np.stack([v for v in removed if v is not None])
        if len(vectors) != len(ids):  # every id was chosen from the short tier, under the lock
            raise RuntimeError("a memory to demote was not in the short tier")
        self._medium_tier().add(ids, vectors, created)
