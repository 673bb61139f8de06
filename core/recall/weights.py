"""The ranking weights of one recall: ScoringConfig.fusion "raw", "stretched", "question"
(stretched, but raw for a question about the user themself or naming an id) or "auto"
(stretched in a pool that reads as a conversation, raw in one of facts written apart)."""

from __future__ import annotations

from collections.abc import Sequence

from memoryd.core.config import ScoringConfig
from memoryd.core.errors import ConfigurationError
from memoryd.core.recall.asker import about_the_user
from memoryd.core.recall.fusion import RouteWeights
from memoryd.core.recall.ranking import Weights
from memoryd.core.recall.timewords import asks_about_time
from memoryd.core.text.attributes import attributes_of
from memoryd.core.text.mood import bygone
from memoryd.core.types import RecallQuery, Route

FUSIONS = ("raw", "stretched", "question", "auto")
_DAY = 86_400.0


def check(scoring: ScoringConfig) -> None:
    """Raise ConfigurationError when ``scoring.fusion`` names no fusion."""
    if scoring.fusion not in FUSIONS:
        raise ConfigurationError(
            f"scoring.fusion = {scoring.fusion!r}; choose one of {', '.join(FUSIONS)}"
        )


def cold_start(scoring: ScoringConfig, total: int, born: float, at: float) -> bool:
    """Return whether a pool of ``total`` memories, the oldest created at ``born``, is a cold
    start at ``at``, where decay does not rank: both few memories and young
    (ScoringConfig.cold_start_*).

    Why both: a pool of a few memories written months apart has the history time orders by
    (a user who writes rarely still corrects a fact: the correction is months newer), and a
    young pool of many has the count. Either alone used to turn decay off: every small pool,
    however old, ranked by similarity alone and let a replaced value lead (session 16:
    bench.knowledge_update's small pools)."""
    return (
        total < scoring.cold_start_min_memories
        and (at - born) / _DAY < scoring.cold_start_min_age_days
    )


def of(
    scoring: ScoringConfig,
    query: RecallQuery,
    routes: Sequence[Route],
    names_id: bool,
    cold: bool,
    rerank_margin: float,
    unrelated: float,
    conversation: float = 0.0,
) -> Weights:
    """Return the Weights of one recall under ``scoring.fusion``: recency-heavy for time
    questions, no decay at ``cold`` start; without the keyword route, no keyword term; a
    query naming an id, a heavier one. ``conversation``: the share of the pool's memories
    that follow a turn of their session (PoolIndex.conversation_share), which "auto" reads."""
    if stretches(scoring, conversation, query.query, names_id):
        return stretched(scoring, query, routes, names_id, cold, unrelated)
    if cold:
        a, b = 1.0, 0.0
    elif query.query and asks_about_time(query.query):
        a, b = scoring.time_similarity_weight, scoring.time_decay_weight
    else:
        a, b = scoring.similarity_weight, scoring.decay_weight
    return Weights(
        a,
        b,
        rerank_margin,
        0.0
        if "keyword" not in routes
        else scoring.id_keyword_weight
        if names_id
        else scoring.keyword_weight,
        scoring.importance_weight,
        query.scope.session_id,
        scoring.other_session_weight,
        attributes_of(query.query, asking=True) if query.query else frozenset(),
        scoring.attribute_weight,
        present=not bygone(query.query),
    )


def stretches(
    scoring: ScoringConfig, conversation: float, text: str = "", names_id: bool = False
) -> bool:
    """Return whether a recall of ``text`` in a pool whose conversation share is
    ``conversation`` ranks by the stretched fusion: always under "stretched"; under "question"
    unless the question is about the user themself (memoryd.core.recall.asker), names an id
    or asks a pool that does not read as a conversation; under "auto" when the pool reads as a
    conversation (ScoringConfig.conversation_share).

    Why the question's person: a question about what was said has its words in the turns (the
    keyword route leads: LoCoMo), a question about the user's own facts is a paraphrase of one
    (the cosine, the stated attribute and recency lead, a one-word keyword match misleads:
    bench.knowledge_update, bench.multi_session); an id is matched by the raw fusion's id path.
    Why the pool's shape ("auto", and "question" too): a pool of dialogue turns is asked about
    what was said, a pool of facts written days apart is asked paraphrases of them, whoever
    the question names ("What formula does the baby have?" is a paraphrase of "The formula in
    the cupboard is Aptamil", and a keyword match on "formula" in a shop's aisle misled)."""
    if scoring.fusion == "auto":
        return conversation >= scoring.conversation_share
    if scoring.fusion == "question":
        return (
            not names_id
            and not about_the_user(text)
            and conversation >= scoring.conversation_share
        )
    return scoring.fusion == "stretched"


def stretched(
    scoring: ScoringConfig,
    query: RecallQuery,
    routes: Sequence[Route],
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
        confident_gap=route.confident_gap,
        present=not bygone(query.query),
    )
