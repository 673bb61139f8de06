"""Summarizers of folded turns: extractive (offline) and the LLM endpoint with its fallback."""

from __future__ import annotations

import pytest

from memoryd.core.config import LifecycleConfig, TurnsConfig
from memoryd.core.errors import ConfigurationError
from memoryd.core.session.summarize import (
    ExtractiveSummarizer,
    LlmSummarizer,
    make_summarizer,
)
from memoryd.core.session.token_count import make_counter

TURNS = [
    ("user", "你好"),
    ("assistant", "您好，请问有什么可以帮您？"),
    ("user", "我的订单号是A7788123，还没有发货。"),
    ("assistant", "好的，我帮您查一下。"),
    ("user", "thanks!"),
    ("user", "My budget is $3,000 and the deadline is March 3."),
]


@pytest.fixture(scope="module")
def counter():
    return make_counter("use-sentencepiece")


def test_extractive_keeps_facts_and_drops_small_talk(counter):
    summary = ExtractiveSummarizer(counter).summarize("", TURNS, 200)
    assert "A7788123" in summary and "$3,000" in summary
    assert "- user: 你好" not in summary and "thanks" not in summary
    lines = summary.splitlines()
    assert lines == sorted(lines, key=lambda x: summary.index(x))  # conversation order
    assert all(line.startswith(("- user: ", "- assistant: ")) for line in lines)


def test_extractive_respects_the_budget_and_keeps_the_best(counter):
    summarizer = ExtractiveSummarizer(counter)
    small = summarizer.summarize("", TURNS, 25)
    assert 0 < counter.count(small) <= 25
    assert "A7788123" in small or "$3,000" in small  # an entity line wins the little room


def test_extractive_folds_the_previous_summary_in(counter):
    summarizer = ExtractiveSummarizer(counter)
    first = summarizer.summarize("", TURNS[:3], 200)
    second = summarizer.summarize(first, [("user", "I live in Lyon with my wife.")], 200)
    assert "A7788123" in second and "Lyon" in second
    assert second.count("A7788123") == 1


def test_llm_summarizer_uses_the_endpoint(counter, chat_endpoint):
    chat_endpoint.answer = "用户订单A7788123未发货；预算3000美元。"
    llm = LlmSummarizer(chat_endpoint.url, "m", "key", 5.0, counter, ExtractiveSummarizer(counter))
    assert llm.summarize("earlier", TURNS, 100) == chat_endpoint.answer
    sent = chat_endpoint.seen[-1]
    assert sent["model"] == "m" and "A7788123" in sent["messages"][1]["content"]
    assert "earlier" in sent["messages"][1]["content"]
    assert counter.count(llm.summarize("", TURNS, 5)) <= 5  # cut to the budget


def test_llm_summarizer_falls_back_when_the_endpoint_is_down(counter):
    # A port nothing listens on: the server fixture's, after it is shut down, is racy; use 9.
    down = LlmSummarizer(
        "http://127.0.0.1:9/v1", "m", "", 1.0, counter, ExtractiveSummarizer(counter)
    )
    assert down.summarize("", TURNS, 200) == ExtractiveSummarizer(counter).summarize("", TURNS, 200)


def test_make_summarizer_picks_by_configuration(counter, chat_endpoint):
    assert make_summarizer(TurnsConfig(), LifecycleConfig(), counter).name == "extractive"
    auto = make_summarizer(TurnsConfig(), LifecycleConfig(llm_url=chat_endpoint.url), counter)
    assert auto.name == "llm"
    with pytest.raises(ConfigurationError, match="llm_url"):
        make_summarizer(TurnsConfig(summarizer="llm"), LifecycleConfig(), counter)
    with pytest.raises(ConfigurationError, match="extractive"):
        make_summarizer(TurnsConfig(summarizer="gpt"), LifecycleConfig(), counter)
