"""The candidates of one recall as arrays (struct of arrays: no object per candidate on the hot
path), and which of them the plan may show."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from memoryd.core.lifecycle.versions import status_of
from memoryd.core.recall.filters import MemoryFilter
from memoryd.core.store.records import SharedHeaders, owned
from memoryd.core.types import MemoryRecord, Route, Scope, Status, Tier


@dataclass(frozen=True, slots=True)
class Access:
    """The access statistics of candidates whose records are shared headers (which carry
    none: Records.read_shared), aligned: counts (int64) and last access (float64, NaN:
    never)."""

    count: np.ndarray
    last: np.ndarray

    def take(self, index: np.ndarray) -> Access:
        return Access(self.count[index], self.last[index])


@dataclass(frozen=True, slots=True)
class Candidates:
    """Aligned: each candidate's record (a header unless the filter needed texts), cosine
    with the query (float32), keyword score (float32, 0..1), the routes that found it and
    its tier. ``inherited``, when set, is the (similarity, keyword) of the best replaced
    version each candidate is the current version of (-1 and 0 where none). ``access``, when
    set, holds the access statistics: the records are then shared headers, read only (what
    leaves recall is ``record(i)``, a copy)."""

    records: list[MemoryRecord]
    similarity: np.ndarray
    keyword: np.ndarray
    routes: list[tuple[Route, ...]]
    tiers: list[Tier | None]
    inherited: tuple[np.ndarray, np.ndarray] | None = None
    access: Access | None = None

    def __len__(self) -> int:
        return len(self.records)

    def take(self, rows: Sequence[int]) -> Candidates:
        """Return the candidates at ``rows``, in that order (without ``inherited``)."""
        index = np.asarray(rows, dtype=np.intp)
        return Candidates(
            [self.records[i] for i in rows],
            self.similarity[index],
            self.keyword[index],
            [self.routes[i] for i in rows],
            [self.tiers[i] for i in rows],
            access=None if self.access is None else self.access.take(index),
        )

    def without_similarity(self) -> Candidates:
        """Return the candidates with similarity 0 (inherited too): keyword alone ranks."""
        inherited = self.inherited
        if inherited is not None:
            inherited = (np.zeros_like(inherited[0]), inherited[1])
        return Candidates(
            self.records, np.zeros_like(self.similarity), self.keyword, self.routes,
            self.tiers, inherited, self.access,
        )  # fmt: skip

    def access_of(self, created: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Return (access count int64, last access or else created_at float64) per candidate:
        what ranking reads; ``created`` is each one's created_at (float64, aligned)."""
        records = self.records
        if self.access is None:
            last = np.array([r.last_accessed_at or r.created_at for r in records], np.float64)
            return np.array([r.access_count for r in records], dtype=np.int64), last
        last = self.access.last
        never = np.isnan(last) | (last == 0.0)  # as ``last_accessed_at or created_at``
        return self.access.count, np.where(never, created, last)

    def record(self, i: int) -> MemoryRecord:
        """Return candidate ``i``'s record for an answer: the record itself, or a copy of the
        shared header with its access statistics and tier (as Records.read gives it)."""
        if self.access is None:
            return self.records[i]
        return owned(
            self.records[i], int(self.access.count[i]), float(self.access.last[i]), self.tiers[i]
        )

    def pairs(self) -> list[tuple[Scored, MemoryRecord]]:
        """Return (scores, record) per candidate: what an explained recall's trace reads."""
        return [
            (Scored(r.id, float(s), float(k)), r)
            for r, s, k in zip(self.records, self.similarity, self.keyword, strict=True)
        ]


@dataclass(frozen=True, slots=True)
class Scored:
    """One candidate's route scores, for the trace of an explained recall only."""

    id: bytes
    similarity: float
    keyword: float


@dataclass(frozen=True, slots=True)
class Visible:
    """The candidates read, split by what the plan may show: ``seen`` (in the pool and
    created by then), ``kept`` (of those, the ones whose status, expiry and filter the
    recall allows) and ``replaced`` (superseded ones, which lead to their current version
    unless superseded memories are asked for)."""

    seen: Candidates
    kept: Candidates
    replaced: Candidates


def visible(
    records: Sequence[MemoryRecord | None],
    similarity: Sequence[float],
    keyword: Sequence[float],
    routes: Sequence[tuple[Route, ...]],
    *,
    scope: Scope,
    at: float,
    replay: bool,
    statuses: frozenset[Status],
    flt: MemoryFilter,
    shared: SharedHeaders | None = None,
) -> Visible:
    """Return the read candidates (aligned; a None record is gone) split as Visible; the
    filter's statuses are in ``statuses`` already. Tiers are the records', or with
    ``shared`` (then ``records`` is shared.records) shared's, and the access statistics."""
    seen: list[int] = []
    held: list[MemoryRecord] = []
    for i, r in enumerate(records):
        # The index is per pool; check anyway.
        if r is not None and r.created_at <= at and r.scope.same_pool(scope):
            seen.append(i)
            held.append(r)
    rows = np.asarray(seen, dtype=np.intp)
    found = Candidates(
        held,
        np.asarray(similarity, dtype=np.float32)[rows],
        np.asarray(keyword, dtype=np.float32)[rows],
        [routes[i] for i in seen],
        [r.tier for r in held] if shared is None else [shared.tiers[i] for i in seen],
        access=None
        if shared is None
        else Access(shared.access_count[rows], shared.last_access[rows]),
    )
    # status_of and the filter called per candidate only when they can say something.
    status = [status_of(r, at, replay) for r in held] if replay else [r.status for r in held]
    matches = None if flt.is_empty else flt.matches
    kept = [
        i
        for i, r in enumerate(held)
        if status[i] in statuses
        and (r.expires_at is None or r.expires_at > at)
        and (matches is None or matches(r, statuses=False))
    ]
    replaced = (
        []
        if Status.SUPERSEDED in statuses
        else [i for i, s in enumerate(status) if s is Status.SUPERSEDED]
    )
    return Visible(found, found.take(kept), found.take(replaced))
