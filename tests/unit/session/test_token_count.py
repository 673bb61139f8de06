"""Token counting and truncation with the bundled SentencePiece model (offline)."""

from __future__ import annotations

import pytest

from memoryd.core.errors import ConfigurationError
from memoryd.core.session.token_count import ELLIPSIS, make_counter, truncate


@pytest.fixture(scope="module")
def counter():
    return make_counter("use-sentencepiece")


def test_counts_are_zero_for_empty_text_and_grow_with_text(counter):
    assert counter.count("") == 0
    assert counter.count("   \n") == 0
    short = counter.count("预算控制在50万以内")
    assert 0 < short <= len("预算控制在50万以内")
    assert counter.count("预算控制在50万以内。" * 10) > 5 * short
    assert 0 < counter.count("Alice prefers green tea") <= 8


def test_unknown_tokenizer_is_a_configuration_error():
    with pytest.raises(ConfigurationError, match="use-sentencepiece"):
        make_counter("tiktoken")


def test_truncate_keeps_text_that_fits(counter):
    assert truncate(counter, "hello world", 50) == "hello world"
    assert truncate(counter, "hello world", 0) == ""


@pytest.mark.parametrize("limit", [1, 2, 5, 17, 64, 300])
def test_truncate_never_exceeds_the_limit_and_keeps_a_prefix(counter, limit):
    text = ("我的订单号是A1234567，周五之前要送到上海。The meeting moved to 3pm on Friday. ") * 40
    cut = truncate(counter, text, limit)
    assert counter.count(cut) <= limit
    if cut:
        assert cut.endswith(ELLIPSIS)
        assert text.startswith(cut[: -len(ELLIPSIS)])
    if limit >= 64:  # room for real text: most of the budget is used
        assert counter.count(cut) >= limit * 0.8
