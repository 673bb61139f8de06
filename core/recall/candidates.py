"""The candidates of one recall as arrays (struct of arrays: no object per candidate on the hot
path), and which of them the plan may show."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from memoryd.core.lifecycle.versions import status_of
from memoryd.core.recall.filters import MemoryFilter
from memoryd.core.types import MemoryRecord, Route, Scope, Status, Tier


@dataclass(frozen=True, slots=True)
class Candidates:
    """Aligned: each candidate's record (a header unless the filter needed texts), cosine
    with the query (float32), keyword score (float32, 0..1), the routes that found it and
    its tier. ``inherited``, when set, is the (similarity, keyword) of the best replaced
    version each candidate is the current version of (-1 and 0 where none)."""

    records: list[MemoryRecord]
    similarity: np.ndarray
    keyword: np.ndarray
    routes: list[tuple[Route, ...]]
    tiers: list[Tier | None]
    inherited: tuple[np.ndarray, np.ndarray] | None = None

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
        )

    def without_similarity(self) -> Candidates:
        """Return the candidates with similarity 0 (inherited too): keyword alone ranks."""
        inherited = self.inherited
        if inherited is not None:
            inherited = (np.zeros_like(inherited[0]), inherited[1])
        return Candidates(
            self.records, np.zeros_like(self.similarity), self.keyword, self.routes,
            self.tiers, inherited,
        )  # fmt: skip

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
) -> Visible:
    """Return the read candidates (aligned; a None record is gone; tiers are the records')
    split as Visible; the filter's statuses are in ``statuses`` already."""
    seen = [
        i
        for i, r in enumerate(records)
        if r is not None
        and r.scope.same_pool(scope)  # the index is per pool; check anyway
        and r.created_at <= at
    ]
    rows = np.asarray(seen, dtype=np.intp)
    held: list[MemoryRecord] = [r for r in (records[i] for i in seen) if r is not None]
    found = Candidates(
        held,
        np.asarray(similarity, dtype=np.float32)[rows],
        np.asarray(keyword, dtype=np.float32)[rows],
        [routes[i] for i in seen],
        [r.tier for r in held],
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
