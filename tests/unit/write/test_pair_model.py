"""The pair classifier shipped with the write path (memoryd.core.write.pair_model), with the
real USE embedder, and how relate uses its opinion (it orders, never hides)."""

from __future__ import annotations

import numpy as np
import pytest

from memoryd.core.embedding import make_embedder
from memoryd.core.judge import RuleJudge
from memoryd.core.types import ConflictPolicy
from memoryd.core.write import pair_model, relate

from .records import record as _record


@pytest.fixture(scope="module")
def embed():
    embedder = make_embedder("use-multilingual", None, 64)
    return lambda texts: embedder.embed_passages(texts)


def test_the_model_ships_for_the_default_embedder():
    model = pair_model.shipped()
    assert model is not None and model.dimension == 512


def test_an_update_is_more_likely_an_update_than_an_unrelated_fact(embed):
    model = pair_model.shipped()
    assert model is not None
    old, update, other = embed(["I live in Porto.", "We relocated to Calgary last month.",
                                "I enjoy chess."])  # fmt: skip
    p_update = model.probabilities(pair_model.features("I live in Porto.",
        "We relocated to Calgary last month.", old, update))[0]  # fmt: skip
    p_other = model.probabilities(pair_model.features("I live in Porto.", "I enjoy chess.",
                                                      old, other))[0]  # fmt: skip
    assert np.isclose(p_update.sum(), 1.0) and np.isclose(p_other.sum(), 1.0)
    update_p = p_update[pair_model.Relation.UPDATE]
    assert update_p > p_other[pair_model.Relation.UPDATE]


def _says(different: float, update: float, update_at: float | None = None) -> relate.SecondOpinion:
    """Return a second opinion that reads every pair alike."""
    opinion = relate.PairOpinion(different, update) if update_at is None else relate.PairOpinion(
        different, update, update_at)
    return relate.SecondOpinion(lambda record, judgement: opinion)


def test_a_confident_second_opinion_orders_two_texts_the_rules_keep_apart():
    old = _record("My coffee order is a flat white.")
    args = ("I usually get an americano.", (), False, ConflictPolicy.AUTO, [(old, 0.6)],
            RuleJudge(), 0.78, 0.3)  # fmt: skip
    alone = relate.relate(*args)
    assert alone.relation is relate.Relation.NEW
    sure = relate.relate(*args, second_opinion=_says(0.05, 0.9))
    assert (sure.relation, sure.target) == (relate.Relation.OUTRANKS, old)
    unsure = relate.relate(*args, second_opinion=_says(0.5, 0.4))
    assert unsure.relation is relate.Relation.NEW


def test_even_a_sure_update_only_orders_the_two():
    # the model never hides a text: at P(update) .98 it still keeps both, the newer first
    old = _record("My coffee order is a flat white.")
    args = ("I usually get an americano.", (), False, ConflictPolicy.AUTO, [(old, 0.6)],
            RuleJudge(), 0.78, 0.3)  # fmt: skip
    sure = relate.relate(*args, second_opinion=_says(0.01, 0.98))
    assert (sure.relation, sure.target) == (relate.Relation.OUTRANKS, old)
    event = relate.relate(args[0], (), True, *args[3:],
                          second_opinion=_says(0.01, 0.98))  # fmt: skip
    assert event.relation is relate.Relation.OUTRANKS


def test_a_weak_cue_supersede_the_model_reads_as_two_facts_keeps_both():
    old = _record("There's a fern on my windowsill.")
    args = ("I bought one more, so now there are two ferns on the windowsill.", (), False,
            ConflictPolicy.AUTO, [(old, 0.7)], RuleJudge(), 0.78, 0.3)  # fmt: skip
    alone = relate.relate(*args)
    assert alone.relation is relate.Relation.REPLACES  # the rules read the weak cue "now"
    two = relate.relate(*args, second_opinion=_says(0.95, 0.03))
    assert (two.relation, two.target) == (relate.Relation.OUTRANKS, old)
    unsure = relate.relate(*args, second_opinion=_says(0.5, 0.4))
    assert unsure.relation is relate.Relation.REPLACES


def test_the_update_network_ships_for_the_default_embedder():
    network = pair_model.shipped_network()
    assert network is not None and network.dimension == 512
    assert 0.5 < network.update_at < 1.0


def test_the_update_network_reads_an_update_above_an_unrelated_fact(embed):
    network = pair_model.shipped_network()
    assert network is not None
    old, update, other = embed(["I live in Porto.", "We relocated to Calgary last month.",
                                "I enjoy chess."])  # fmt: skip
    rows = np.stack([
        pair_model.network_features("I live in Porto.", "We relocated to Calgary last month.",
                                    old, update),
        pair_model.network_features("I live in Porto.", "I enjoy chess.", old, other),
    ])  # fmt: skip
    p_update, p_other = network.update_probability(rows)
    assert 0.0 <= p_other < p_update <= 1.0


def test_an_opinion_orders_from_its_own_models_threshold():
    # the network's P(update) .9 is under its own .95: the two stay side by side, unordered
    old = _record("My coffee order is a flat white.")
    args = ("I usually get an americano.", (), False, ConflictPolicy.AUTO, [(old, 0.6)],
            RuleJudge(), 0.78, 0.3)  # fmt: skip
    under = relate.relate(*args, second_opinion=_says(0.0, 0.9, 0.95))
    assert under.relation is relate.Relation.NEW
    over = relate.relate(*args, second_opinion=_says(0.0, 0.96, 0.95))
    assert (over.relation, over.target) == (relate.Relation.OUTRANKS, old)
