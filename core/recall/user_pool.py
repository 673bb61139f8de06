"""Recall over an agent's pool and its user's shared pool at once (``include_user_pool``):
what a user told every agent (their shared pool, agent_id "") is there for each agent that
asks for it. Both pools are the same user's; no other user's pool is ever read."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from memoryd.core.types import Recalled, RecallQuery, Scope


def with_user_pool(recall: Callable[[RecallQuery], Recalled], query: RecallQuery) -> Recalled:
    """Return ``recall`` of the agent's pool and of the user's shared pool, merged: the hits
    of both by score, best first, top_k of them (each keeps its own scope), with their
    explanations, and what each recall left out."""
    own = recall(replace(query, include_user_pool=False))
    scope = query.scope
    shared = recall(replace(query, include_user_pool=False,
                            scope=Scope(scope.user_id, "", scope.session_id)))  # fmt: skip
    if not own.needs_memory:  # auto_trigger decided on the query itself: the same for both
        return own
    pairs = [
        (hit, explained[i] if explained else None)
        for recalled in (own, shared)
        for explained in (recalled.explanations,)
        for i, hit in enumerate(recalled.hits)
    ]
    pairs.sort(key=lambda pair: -pair[0].score)
    best = pairs[: query.top_k]
    explanations = tuple(e for _, e in best if e is not None)
    return Recalled(
        [h for h, _ in best],
        own.needs_memory,
        own.trigger_reason,
        explanations if len(explanations) == len(best) else (),
        (*own.left_out, *shared.left_out),
    )
