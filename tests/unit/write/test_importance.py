"""Importance estimates for writes that give none: the rules, and an LLM endpoint that falls
back to them (a real local HTTP server speaking the chat-completions protocol)."""

from __future__ import annotations

import numpy as np
import pytest

from memoryd.core import ConfigurationError, EngineConfig, MemoryInput, Scope
from memoryd.core.config import ExtractConfig, LifecycleConfig, TierConfig
from memoryd.core.types import MemoryType
from memoryd.core.write.importance import LlmImportance, RuleImportance, make_estimator

TEXTS = ["I'm allergic to peanuts.", "haha ok"]
TYPES = [MemoryType.SEMANTIC, MemoryType.SEMANTIC]


def test_the_rules_rate_each_text():
    assert RuleImportance().estimate(TEXTS, TYPES, 0.5) == [0.7, 0.3]


def test_the_llm_rates_a_batch_in_one_call(chat_endpoint):
    chat_endpoint.answer = "```json\n[0.95, 0.05]\n```"
    llm = LlmImportance(chat_endpoint.url, "m", "key", 5.0, RuleImportance())
    assert llm.estimate(TEXTS, TYPES, 0.5) == [0.95, 0.05]
    assert len(chat_endpoint.seen) == 1
    sent = chat_endpoint.seen[0]["messages"][1]["content"]
    assert "1. I'm allergic to peanuts." in sent and "2. haha ok" in sent


def test_a_big_batch_is_rated_32_at_a_time(chat_endpoint):
    chat_endpoint.answer = "[" + ", ".join(["0.6"] * 32) + "]"
    llm = LlmImportance(chat_endpoint.url, "m", "", 5.0, RuleImportance())
    texts, types = TEXTS * 20, TYPES * 20  # 40: one call of 32 answered, one of 8 not
    assert llm.estimate(texts, types, 0.5) == [0.6] * 32 + [0.7, 0.3] * 4
    assert len(chat_endpoint.seen) == 2


@pytest.mark.parametrize(
    "answer",
    ["[0.9]", "[0.9, 1.5]", "[0.9, true]", "[0.9, NaN]", "not json", '{"a": 1}', ""],
)
def test_a_bad_answer_falls_back_to_the_rules(chat_endpoint, answer):
    chat_endpoint.answer = answer
    llm = LlmImportance(chat_endpoint.url, "m", "", 5.0, RuleImportance())
    assert llm.estimate(TEXTS, TYPES, 0.5) == [0.7, 0.3]


def test_an_endpoint_that_is_down_falls_back_to_the_rules():
    llm = LlmImportance("http://127.0.0.1:9/v1", "m", "", 1.0, RuleImportance())
    assert llm.estimate(TEXTS, TYPES, 0.5) == [0.7, 0.3]


def test_make_estimator_refuses_what_it_cannot_build():
    with pytest.raises(ConfigurationError, match="choose one of rules, llm"):
        make_estimator(ExtractConfig(importance="gut"), LifecycleConfig())
    with pytest.raises(ConfigurationError, match="llm_url"):
        make_estimator(ExtractConfig(importance="llm"), LifecycleConfig())
    assert make_estimator(ExtractConfig(), LifecycleConfig()).name == "rules"


def test_the_engine_asks_the_llm_only_for_writes_without_importance(open_engine, chat_endpoint):
    chat_endpoint.answer = "[0.85]"
    config = EngineConfig(
        embedder="none",
        dimension=8,
        tiers=TierConfig(maintenance_interval_s=3_600),
        extract=ExtractConfig(importance="llm"),
        lifecycle=LifecycleConfig(llm_url=chat_endpoint.url, llm_model="m"),
    )
    engine = open_engine(config=config)
    alice = Scope("alice")
    vectors = np.eye(8, dtype=np.float32)
    results = engine.remember_batch(
        [
            MemoryInput(alice, "My passport expires in May.", embedding=vectors[0]),
            MemoryInput(alice, "I like tea.", embedding=vectors[1], importance=0.2),
        ]
    )
    assert [r.record.importance for r in results] == [0.85, 0.2]
    asked = [body["messages"][1]["content"] for body in chat_endpoint.seen]
    assert len(asked) == 1 and "passport" in asked[0] and "tea" not in asked[0]
