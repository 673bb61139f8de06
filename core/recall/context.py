"""The keyword route with conversation context: each memory's keyword score lifted by the
score of the words its previous turn lends it (PoolIndex.context_search):

    keyword = min(1, own + c * lent)        (c: ScoringConfig.context_share)

where ``lent`` is the keyword score of the previous turn's words that the memory does not say
itself. Why: in a conversation the question's words are often in the turn before the one that
answers it; in-process on LoCoMo's dev split (python -m bench.conversations --cv) the lent
words lift the fused recall@10 from .628 to .685 at c 0.5 (training figures; CV held-out folds
.678).
Only missing words are lent, so context can lift a memory but never reorder memories that
match by their own words: a memory that says exactly what the query says keeps its lead over
neighbours that say nearly the same. Memories written without neighbours (facts days apart, no
session) score as before: nothing is lent to them.

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
    search) lifted by ``share`` of ``told`` (its context search: the words each memory's
    previous turn lends it), a memory whose previous turn may not lend its words keeping its
    own score."""
    if not told or share <= 0.0:
        return own
    mine = dict(own)
    lent = dict(told)
    for memory_id in _unlent(list(lent), pool, records, plan):
        del lent[memory_id]
    blended = {
        memory_id: min(1.0, mine.get(memory_id, 0.0) + share * lent.get(memory_id, 0.0))
        for memory_id in dict.fromkeys([*mine, *lent])
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
