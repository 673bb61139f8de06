"""Replaced versions found by the routes stand for the current version of their fact, and older
values for the newer ones that outrank them: the current or newer one joins the candidates
(route HISTORY) and inherits the best relevance of those it stands for."""

from __future__ import annotations

import numpy as np

from memoryd.core.lifecycle import versions as lifecycle
from memoryd.core.recall.candidates import Access, Candidates
from memoryd.core.recall.plan import RecallPlan
from memoryd.core.store.records import Records
from memoryd.core.types import MemoryRecord, Route


def lift(kept: Candidates, replaced: Candidates, plan: RecallPlan, records: Records) -> Candidates:
    """Return ``kept`` plus the current versions of the ``replaced`` ones and, unless the
    question asks about the past, the newer memories that outrank kept ones (route HISTORY),
    those that match the query's filter (a filtered recall never answers outside it), with
    ``inherited`` set: for each candidate the (similarity, keyword) of the best one it stands
    for (ranking.rank); unchanged when there is none."""
    flt = plan.query.filter

    def read(ids: list[bytes]) -> list[MemoryRecord | None]:
        return records.read(ids, content=flt.needs_content, events=plan.replay)

    current = (
        lifecycle.current_versions(replaced.records, read, plan.at, plan.replay)
        if len(replaced)
        else {}
    )
    newer = (
        lifecycle.newer_values(kept.records, read, plan.at, plan.replay)
        if plan.weights.present
        else {}
    )
    if not current and not newer:
        return kept
    best: dict[bytes, tuple[float, float]] = {}

    def stands_for(successor: bytes, s: float, k: float) -> None:
        was_s, was_k = best.get(successor, (-1.0, 0.0))
        best[successor] = (max(was_s, s), max(was_k, k))

    for r, s, k in zip(replaced.records, replaced.similarity, replaced.keyword, strict=True):
        if (successor := current.get(r.id)) is not None:
            stands_for(successor.id, float(s), float(k))
    # One newer value a recall: the one the best-matching older memory leads to. Each one
    # pulled in takes a place in the answer; with many look-alike facts every candidate had one
    # and they pushed the memory the query named exactly out of its top 3.
    led = [
        (float(s) + float(k), n, float(s), float(k))
        for r, s, k in zip(kept.records, kept.similarity, kept.keyword, strict=True)
        for n, (_, older) in newer.items()
        if r.id in older
    ]
    if led:
        _, n, s, k = max(led, key=lambda x: (x[0], x[1]))
        stands_for(n, s, k)
        newer = {n: newer[n]}
    present = {r.id for r in kept.records}
    out = list(kept.records)
    access = kept.access
    counts = [] if access is None else access.count.tolist()
    lasts = [] if access is None else access.last.tolist()
    similarity = list(kept.similarity)
    keyword = list(kept.keyword)
    routes = list(kept.routes)
    tiers = list(kept.tiers)
    joining = {v.id: v for v in current.values()} | {n: v for n, (v, _) in newer.items()}
    missing = [
        s for s in joining.values() if s.id not in present and flt.matches(s, statuses=False)
    ]
    cosines = records.cosines([s.id for s in missing], plan.vector)
    for successor, cosine in zip(missing, cosines, strict=True):
        if cosine is None:
            continue
        out.append(successor)
        similarity.append(cosine)
        keyword.append(0.0)
        routes.append((Route.HISTORY,))
        tiers.append(successor.tier)
        counts.append(successor.access_count)  # read complete: no shared header
        last = successor.last_accessed_at
        lasts.append(np.nan if last is None else last)
    for i, r in enumerate(out):
        if r.id in best and Route.HISTORY not in routes[i]:
            routes[i] = (*routes[i], Route.HISTORY)
    none = (-1.0, 0.0)
    return Candidates(
        out,
        np.array(similarity, dtype=np.float32),
        np.array(keyword, dtype=np.float32),
        routes,
        tiers,
        (
            np.array([best.get(r.id, none)[0] for r in out], dtype=np.float32),
            np.array([best.get(r.id, none)[1] for r in out], dtype=np.float32),
        ),
        None
        if access is None
        else Access(np.array(counts, dtype=np.int64), np.array(lasts, dtype=np.float64)),
    )
