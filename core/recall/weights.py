"""The ranking weights of one recall under ScoringConfig.fusion = "stretched"."""

from __future__ import annotations

from collections.abc import Sequence

from memoryd.core.attributes import attributes_of
from memoryd.core.config import ScoringConfig
from memoryd.core.errors import ConfigurationError
from memoryd.core.ranking import Weights
from memoryd.core.recall.fusion import RouteWeights
from memoryd.core.timewords import asks_about_time
from memoryd.core.types import RecallQuery

FUSIONS = ("raw", "stretched")


def check(scoring: ScoringConfig) -> None:
    """Raise ConfigurationError when ``scoring.fusion`` names no fusion."""
    if scoring.fusion not in FUSIONS:
        raise ConfigurationError(
            f"scoring.fusion = {scoring.fusion!r}; choose one of {', '.join(FUSIONS)}"
        )


def stretched(
    scoring: ScoringConfig,
    query: RecallQuery,
    routes: Sequence[str],
    names_id: bool,
    cold: bool,
    unrelated: float,
) -> Weights:
    """Return the Weights of a stretched fusion: the routes' shares (RouteWeights.of), decay
    off at cold start and heavier with a wider margin for time questions, the model's
    unrelated cosine level (memoryd.core.embedding.Calibration)."""
    timely = bool(query.query) and asks_about_time(query.query)
    route = RouteWeights.of(scoring, routes, names_id)
    return Weights(
        similarity=route.vector,
        decay=0.0 if cold else scoring.time_decay_weight if timely else scoring.decay_weight,
        rerank_margin=scoring.fused_time_rerank_margin if timely else scoring.fused_rerank_margin,
        keyword=route.keyword,
        importance=scoring.importance_weight,
        session_id=query.scope.session_id,
        other_session_weight=scoring.other_session_weight,
        attributes=attributes_of(query.query, asking=True) if query.query else frozenset(),
        attribute_weight=scoring.attribute_weight,
        fusion="stretched",
        unrelated=unrelated,
        keyword_full_at=route.keyword_full_at,
    )
