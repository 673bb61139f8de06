"""memoryd.core.recall.fusion: the routes' scores on one 0..1 scale per query."""

from __future__ import annotations

import numpy as np
import pytest

from memoryd.core.config import ScoringConfig
from memoryd.core.recall.fusion import RouteWeights, fuse, parts


def _f32(*values: float) -> np.ndarray:
    return np.array(values, dtype=np.float32)


def test_each_route_is_stretched_to_its_best_candidate():
    # USE-like scale: unrelated texts at .1; the best cosine and the best BM25 both count 1.
    fused = fuse(_f32(0.5, 0.3, 0.1), _f32(0.0, 0.4, 0.2), RouteWeights(0.3, 0.7), 0.1)
    assert fused.relevance == pytest.approx([0.3 * 1.0, 0.3 * 0.5 + 0.7, 0.7 * 0.5], abs=1e-6)
    # The keyword match passes the closer cosine: each route counts by its weight, whatever
    # the spread of its raw scores.
    assert int(np.argmax(fused.relevance)) == 1


def test_a_route_that_matched_nothing_leaves_its_weight_to_the_cosine():
    fused = fuse(_f32(0.9, 0.6), _f32(0.0, 0.0), RouteWeights(0.3, 0.7), 0.0)
    assert fused.relevance == pytest.approx([1.0, 0.6 / 0.9], abs=1e-6)
    assert fused.scale == pytest.approx(0.9)  # the best cosine, on the model's absolute scale


def test_a_weak_keyword_match_counts_in_proportion():
    weights = RouteWeights(0.3, 0.7, keyword_full_at=0.2)
    weak = fuse(_f32(0.8, 0.4), _f32(0.0, 0.05), weights, 0.1)
    strong = fuse(_f32(0.8, 0.4), _f32(0.0, 0.5), weights, 0.1)
    # 0.05 of the ceiling: a quarter of the keyword weight (.175), the vector route the rest
    # (.825); the cosine's best stays first.
    assert weak.relevance[1] == pytest.approx(0.825 * (0.3 / 0.7) + 0.175, abs=1e-5)
    assert int(np.argmax(weak.relevance)) == 0
    assert int(np.argmax(strong.relevance)) == 1


def test_inherited_versions_and_bonus_lift_a_candidate():
    sims, kws = _f32(0.6, 0.5), _f32(0.0, 0.0)
    plain = fuse(sims, kws, RouteWeights(1.0, 0.0), 0.0)
    inherited = (_f32(-1.0, 0.7), _f32(0.0, 0.0))  # the second stands for an older version at .7
    lifted = fuse(sims, kws, RouteWeights(1.0, 0.0), 0.0, inherited)
    assert plain.relevance[0] > plain.relevance[1]
    assert lifted.relevance[1] == pytest.approx(1.0) and lifted.relevance[0] < 1.0
    bonus = fuse(sims, kws, RouteWeights(1.0, 0.0), 0.0, bonus=_f32(0.0, 0.15))
    assert bonus.relevance[1] > bonus.relevance[0]


def test_candidates_all_below_the_unrelated_level_still_rank_by_cosine():
    fused = fuse(_f32(0.70, 0.72, 0.74), _f32(0, 0, 0), RouteWeights(1.0, 0.0), 0.75)
    assert list(np.argsort(-fused.relevance)) == [2, 1, 0]
    assert fused.scale == 0.0


def test_route_weights_follow_the_routes_asked_for():
    scoring = ScoringConfig()
    both = RouteWeights.of(scoring, ("vector", "keyword", "recent"), names_id=False)
    assert (both.vector, both.keyword) == pytest.approx(
        (1 - scoring.fused_keyword_weight, scoring.fused_keyword_weight)
    )
    assert both.keyword_full_at == scoring.fused_keyword_full_at
    assert RouteWeights.of(scoring, ("vector",), False) == RouteWeights(1.0, 0.0)
    assert RouteWeights.of(scoring, ("keyword",), False) == RouteWeights(0.0, 1.0)
    ids = RouteWeights.of(scoring, ("vector", "keyword"), names_id=True)
    assert ids.keyword == scoring.id_keyword_weight and ids.keyword_full_at == 0.0
    assert fuse(_f32(), _f32(), both).relevance.size == 0


def test_auto_fusion_stretches_in_a_pool_that_reads_as_a_conversation():
    from dataclasses import replace

    from memoryd.core.recall.weights import stretches

    auto = replace(ScoringConfig(), fusion="auto", conversation_share=0.5)
    assert stretches(auto, 0.9) and stretches(auto, 0.5)
    assert not stretches(auto, 0.1)  # facts written apart: the raw fusion
    assert stretches(replace(auto, fusion="stretched"), 0.0)
    assert not stretches(replace(auto, fusion="raw"), 1.0)


def test_a_sure_vector_route_takes_the_keyword_share():
    weights = RouteWeights(0.3, 0.7, confident_gap=0.1)
    keywords = _f32(0.0, *([0.5] + [0.0] * 10))
    sure = fuse(_f32(0.8, *([0.45] * 11)), keywords, weights, 0.1)  # best .35 above the 10th
    unsure = fuse(_f32(0.5, *([0.45] * 11)), keywords, weights, 0.1)  # .05 above: full share
    assert sure.keyword == 0.0 and int(np.argmax(sure.relevance)) == 0
    assert unsure.keyword == pytest.approx(0.7) and int(np.argmax(unsure.relevance)) == 1
    halfway = fuse(_f32(0.6, *([0.45] * 11)), keywords, weights, 0.1)  # .15: half of it
    assert halfway.keyword == pytest.approx(0.35)


def test_the_attribute_bonus_counts_in_full_not_times_the_vector_share():
    # The bonus (cosine units) is stretched like a cosine, .2 / (.5 - .1), whatever the vector
    # share: with a .3 share it used to count .3 x that (.15), and the keyword match led.
    sims, kws = _f32(0.5, 0.1), _f32(0.0, 0.2)
    fused = fuse(sims, kws, RouteWeights(0.3, 0.7), 0.1, bonus=_f32(0.2, 0.0))
    assert fused.relevance[0] == pytest.approx(0.3 + 0.2 / 0.4, abs=1e-5)
    assert fused.relevance[1] == pytest.approx(0.7, abs=1e-5)
    assert int(np.argmax(fused.relevance)) == 0


def test_the_current_version_keeps_its_bonus_over_an_inherited_relevance():
    # The second candidate stands for an older version more relevant than itself: it takes
    # that relevance and still its own attribute bonus on top (as in the raw fusion).
    sims, kws = _f32(0.6, 0.3), _f32(0.0, 0.0)
    inherited = (_f32(-1.0, 0.6), _f32(0.0, 0.0))
    fused = fuse(sims, kws, RouteWeights(1.0, 0.0), 0.1, inherited, _f32(0.0, 0.1))
    assert fused.relevance[1] == pytest.approx(1.0 + 0.1 / 0.5, abs=1e-5)
    split = parts(fused, sims, kws, inherited, _f32(0.0, 0.1))
    assert bool(split.from_history[1]) and split.attribute[1] == pytest.approx(0.2, abs=1e-5)
    total = split.similarity + split.keyword + split.attribute
    assert total == pytest.approx(fused.relevance, abs=1e-5)


def test_question_fusion_ranks_questions_about_the_user_raw():
    from dataclasses import replace

    from memoryd.core.recall.weights import stretches

    question = replace(ScoringConfig(), fusion="question")
    assert stretches(question, 0.9, "What did Caroline paint last summer?")
    assert not stretches(question, 1.0, "Who do I work for?")  # about the user: raw
    assert not stretches(question, 1.0, "我有什么东西不能吃？")
    assert not stretches(question, 1.0, "What is in order A41739258?", names_id=True)
    assert ScoringConfig().fusion == "question"


def test_question_fusion_ranks_a_pool_of_facts_written_apart_raw():
    from dataclasses import replace

    from memoryd.core.recall.weights import stretches

    question = replace(ScoringConfig(), fusion="question")
    # the same question about someone else: stretched in a conversation, raw among facts
    assert stretches(question, 0.9, "What formula does the baby have?")
    assert not stretches(question, 0.1, "What formula does the baby have?")
