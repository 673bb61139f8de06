"""The keyword route with conversation context: each memory's keyword score blended with the
score of its words together with its previous turn's (PoolIndex.context_search).

    keyword = (1 - c) * own + c * with context        (c: ScoringConfig.context_share)

Why: in a conversation the question's words are often in the turn before the one that answers
it; in-process on LoCoMo's dev split (python -m bench.conversations --cv) the keyword route
over turn + previous turn lifts the fused recall@10 from .62 to .70 (held-out folds). Memories
written without neighbours (facts days apart, no session) score as before: their context is
their own words.

A previous turn lends its words only while a recall could show it or its history: written by
then, not expired, and active, archived or superseded (or of a status the recall asks for).
A suppressed or forgotten turn lends nothing (Forget deletes it from the chain outright; a
suppressed one is checked here, at read time): the memory after it keeps its own score.
"""

from __future__ import annotations

from memoryd.core.lifecycle.versions import visible_at
from memoryd.core.recall.plan import RecallPlan
from memoryd.core.store.records import Records
from memoryd.core.tiers.pool import PoolIndex
from memoryd.core.types import Status

__all__ = ["LENDING", "blend"]

# Statuses whose words a memory lends to the memory said after it (besides the recall's own).
LENDING = frozenset({Status.ACTIVE, Status.ARCHIVED, Status.SUPERSEDED})


def blend(
    own: list[tuple[bytes, float]],
    told: list[tuple[bytes, float]],
    pool: PoolIndex,
    records: Records,
    plan: RecallPlan,
    share: float,
) -> list[tuple[bytes, float]]:
    """Return the keyword matches (id, score 0..1), best first: ``own`` (the pool's keyword
    search) blended with ``told`` (its context search) at ``share``, a memory whose previous
    turn may not lend its words keeping its own score."""
    if not told or share <= 0.0:
        return own
    mine = dict(own)
    context = dict(told)
    # Only a memory whose context scores above its own words borrowed from its previous turn.
    borrowed = [m for m, s in told if s > mine.get(m, 0.0)]
    for memory_id in _unlent(borrowed, pool, records, plan):
        context[memory_id] = mine.get(memory_id, 0.0)
    blended = {
        memory_id: (1.0 - share) * mine.get(memory_id, 0.0) + share * context.get(memory_id, 0.0)
        for memory_id in dict.fromkeys([*mine, *context])
    }
    ranked = sorted(blended.items(), key=lambda kv: -kv[1])
    return [(memory_id, score) for memory_id, score in ranked if score > 0.0]


def _unlent(ids: list[bytes], pool: PoolIndex, records: Records, plan: RecallPlan) -> list[bytes]:
    """Return those of ``ids`` whose previous turn may not lend its words at the plan's time."""
    if not ids:
        return []
    before = pool.previous_turns(ids)
    asked = [b for b in before if b is not None]
    lending = LENDING | plan.statuses
    scope = plan.query.scope
    ok = {
        r.id
        for r in records.read(asked, content=False, events=plan.replay)
        if r is not None
        and r.scope.same_pool(scope)
        and visible_at(r, plan.at, lending, plan.replay)
    }
    return [m for m, b in zip(ids, before, strict=True) if b is None or b not in ok]
