"""Input checks: every bad MemoryInput / RecallQuery / id list is refused with InvalidArgument
naming the right field; the limits themselves are accepted."""

from __future__ import annotations

import math
import time
from dataclasses import replace

import numpy as np
import pytest

from memoryd.core.config import LimitsConfig
from memoryd.core.errors import InvalidArgument
from memoryd.core.ids import ID_BYTES, id_to_str, new_id, parse_id
from memoryd.core.types import MemoryInput, RecallQuery, Scope
from memoryd.core.validation import (
    CLOCK_SKEW_S,
    check_ids,
    check_input,
    check_query,
    check_scope,
    check_vector,
)

DIM = 16
LIMITS = LimitsConfig()
NOW = time.time()
SCOPE = Scope("alice", "planner", "s1")
VEC = np.ones(DIM, dtype=np.float32)
GOOD_ID = "0123456789abcdef0123456789abcdef"


def _item(**overrides) -> MemoryInput:
    return replace(MemoryInput(SCOPE, "the budget is 500k"), **overrides)


def _query(**overrides) -> RecallQuery:
    return replace(RecallQuery(SCOPE, "what is the budget?"), **overrides)


def _vec(*values: float, dim: int = DIM) -> np.ndarray:
    v = np.zeros(dim, dtype=np.float32)
    v[: len(values)] = values
    return v


BAD_INPUTS = {
    "empty user_id": (_item(scope=Scope("")), "scope.user_id"),
    "user_id NUL": (_item(scope=Scope("al\x00ice")), "scope.user_id"),
    "user_id newline": (_item(scope=Scope("alice\n")), "scope.user_id"),
    "user_id DEL": (_item(scope=Scope("al\x7fice")), "scope.user_id"),
    "user_id C1 control": (_item(scope=Scope("al\x85ice")), "scope.user_id"),
    "user_id surrounding space": (_item(scope=Scope(" alice")), "scope.user_id"),
    "user_id too long": (_item(scope=Scope("a" * 129)), "scope.user_id"),
    "user_id too long CJK": (_item(scope=Scope("用" * 43)), "scope.user_id"),  # 129 bytes
    "agent_id control": (_item(scope=Scope("alice", "pl\tanner")), "scope.agent_id"),
    "agent_id too long": (_item(scope=Scope("alice", "p" * 129)), "scope.agent_id"),
    "session_id control": (_item(scope=Scope("alice", "", "s\x1b1")), "scope.session_id"),
    "session_id trailing space": (_item(scope=Scope("alice", "", "s1 ")), "scope.session_id"),
    "content empty": (_item(content=""), "content"),
    "content blank": (_item(content=" \n\t\u3000 "), "content"),
    "content too long": (_item(content="x" * 16_385), "content"),
    "content too long CJK": (_item(content="预" * 5_462), "content"),  # 16,386 bytes
    "importance NaN": (_item(importance=math.nan), "importance"),
    "importance inf": (_item(importance=math.inf), "importance"),
    "importance negative": (_item(importance=-0.01), "importance"),
    "importance above 1": (_item(importance=1.01), "importance"),
    "confidence NaN": (_item(confidence=math.nan), "confidence"),
    "confidence above 1": (_item(confidence=2.0), "confidence"),
    "too many tags": (_item(tags=tuple(f"t{i}" for i in range(33))), "tags"),
    "empty tag": (_item(tags=("ok", "")), "tags"),
    "tag too long": (_item(tags=("t" * 65,)), "tags"),
    "too many metadata entries": (_item(metadata={f"k{i}": "v" for i in range(33)}), "metadata"),
    "metadata too big": (_item(metadata={"k": "v" * 4_096}), "metadata"),
    "metadata empty key": (_item(metadata={"": "v"}), "metadata"),
    "created_at in the future": (_item(created_at=NOW + CLOCK_SKEW_S + 60), "created_at"),
    "created_at negative": (_item(created_at=-1.0), "created_at"),
    "created_at NaN": (_item(created_at=math.nan), "created_at"),
    "created_at inf": (_item(created_at=math.inf), "created_at"),
    "expires_at before created_at": (
        _item(created_at=NOW - 100, expires_at=NOW - 200),
        "expires_at",
    ),
    "expires_at equal to created_at": (
        _item(created_at=NOW - 100, expires_at=NOW - 100),
        "expires_at",
    ),
    "expires_at in the past": (_item(expires_at=NOW - 60), "expires_at"),
    "expires_at NaN": (_item(expires_at=math.nan), "expires_at"),
    "wrong dimension": (_item(embedding=np.ones(DIM - 1, np.float32)), "embedding"),
    "empty vector": (_item(embedding=np.zeros(0, np.float32)), "embedding"),
    "NaN in vector": (_item(embedding=_vec(1.0, math.nan)), "embedding"),
    "inf in vector": (_item(embedding=_vec(1.0, math.inf)), "embedding"),
    "zero vector": (_item(embedding=_vec()), "embedding"),
    "a matrix, not a vector": (_item(embedding=np.ones((4, DIM // 4), np.float32)), "embedding"),
}


def _cases(table: dict) -> list:
    """The table as pytest params named by their keys (entries may already be params)."""
    return [
        case if hasattr(case, "marks") else pytest.param(*case, id=name)
        for name, case in table.items()
    ]


@pytest.mark.parametrize(("item", "field"), _cases(BAD_INPUTS))
def test_bad_memory_input_names_its_field(item, field):
    with pytest.raises(InvalidArgument) as err:
        check_input(item, LIMITS, DIM, NOW)
    assert err.value.field == field
    assert err.value.problem and str(err.value).startswith(f"{field}: ")


@pytest.mark.parametrize(("item", "field"), _cases(BAD_INPUTS))
def test_bad_batch_item_field_carries_the_prefix(item, field):
    with pytest.raises(InvalidArgument) as err:
        check_input(item, LIMITS, DIM, NOW, prefix="items[3].")
    assert err.value.field == f"items[3].{field}"


def test_messages_name_the_limit():
    with pytest.raises(InvalidArgument, match="16384"):
        check_input(_item(content="x" * 16_385), LIMITS, DIM, NOW)
    with pytest.raises(InvalidArgument, match="32"):
        check_input(_item(tags=tuple(f"t{i}" for i in range(33))), LIMITS, DIM, NOW)
    with pytest.raises(InvalidArgument, match="15 values.*16"):
        check_input(_item(embedding=np.ones(15)), LIMITS, DIM, NOW)


GOOD_INPUTS = {
    "defaults": _item(),
    "user_id of 128 bytes": _item(scope=Scope("a" * 128, "b" * 128, "c" * 128)),
    "CJK and emoji": _item(scope=Scope("用户", "助手"), content="预算控制在50万以内 🙂"),
    "content of 16384 bytes": _item(content="x" * 16_384),
    "importance bounds": _item(importance=0.0, confidence=1.0),
    "importance bounds 2": _item(importance=1.0, confidence=0.0),
    "32 tags of 64 bytes": _item(tags=tuple(f"{i:02d}" + "t" * 62 for i in range(32))),
    "32 metadata entries": _item(metadata={f"k{i}": "v" for i in range(32)}),
    "metadata of 4096 bytes": _item(metadata={"k": "v" * 4_095}),
    "created_at in the past": _item(created_at=0.0),
    "created_at within the clock skew": _item(created_at=NOW + CLOCK_SKEW_S - 1),
    "expires_at after created_at": _item(created_at=NOW - 100, expires_at=NOW - 50),
    "expires_at in the future": _item(expires_at=NOW + 60),
}


@pytest.mark.parametrize("item", GOOD_INPUTS.values(), ids=GOOD_INPUTS.keys())
def test_inputs_at_the_limits_are_accepted(item):
    assert check_input(item, LIMITS, DIM, NOW) is None


@pytest.mark.parametrize(
    "vector",
    [
        np.arange(1, DIM + 1, dtype=np.float32),
        np.arange(1, DIM + 1, dtype=np.float64),  # converted to float32
        list(range(1, DIM + 1)),
        np.arange(1, DIM + 1, dtype=np.float32)[::-1],  # not contiguous
        np.arange(1, DIM + 1, dtype=np.float32).reshape(1, DIM),
        np.full(DIM, 1e-3, dtype=np.float32),
        np.full(DIM, 3e38, dtype=np.float32),  # its float32 norm would overflow
    ],
    ids=["float32", "float64", "list", "strided", "row", "small", "huge"],
)
def test_a_valid_vector_comes_back_as_a_contiguous_float32_unit_vector(vector):
    got = check_input(_item(embedding=vector), LIMITS, DIM, NOW)
    assert got is not None
    assert got.dtype == np.float32 and got.shape == (DIM,) and got.flags.c_contiguous
    assert float(np.linalg.norm(got)) == pytest.approx(1.0, abs=1e-6)
    expected = np.asarray(vector, dtype=np.float64).reshape(-1)
    np.testing.assert_allclose(got, expected / np.linalg.norm(expected), atol=1e-6)


def test_check_vector_names_the_given_field():
    with pytest.raises(InvalidArgument) as err:
        check_vector(np.ones(3), DIM, "items[7].embedding")
    assert err.value.field == "items[7].embedding"


def test_check_scope_with_a_field_prefix():
    with pytest.raises(InvalidArgument) as err:
        check_scope(Scope(""), LIMITS, "items[0].scope")
    assert err.value.field == "items[0].scope.user_id"
    check_scope(Scope("alice"), LIMITS)


def test_custom_limits_are_used():
    limits = LimitsConfig(max_content_bytes=10, max_tags=1, max_id_bytes=5)
    check_input(_item(content="x" * 10, tags=("a",), scope=Scope("alice")), limits, DIM, NOW)
    with pytest.raises(InvalidArgument) as err:
        check_input(_item(content="x" * 11, scope=Scope("alice")), limits, DIM, NOW)
    assert err.value.field == "content"
    with pytest.raises(InvalidArgument) as err:
        check_input(_item(content="ok", tags=("a", "b"), scope=Scope("alice")), limits, DIM, NOW)
    assert err.value.field == "tags"
    with pytest.raises(InvalidArgument) as err:
        check_input(_item(content="ok", scope=Scope("alice!")), limits, DIM, NOW)
    assert err.value.field == "scope.user_id"


# ---------------------------------------------------------------- recall queries

BAD_QUERIES = {
    "empty user_id": (_query(scope=Scope("")), "scope.user_id"),
    "user_id control": (_query(scope=Scope("a\rb")), "scope.user_id"),
    "agent_id too long": (_query(scope=Scope("a", "x" * 200)), "scope.agent_id"),
    "top_k 0": (_query(top_k=0), "top_k"),
    "top_k negative": (_query(top_k=-1), "top_k"),
    "top_k too big": (_query(top_k=101), "top_k"),
    "as_of negative": (_query(as_of=-5.0), "as_of"),
    "as_of NaN": (_query(as_of=math.nan), "as_of"),
    "as_of inf": (_query(as_of=math.inf), "as_of"),
    "no text, no vector": (_query(query=""), "query"),
    "blank text": (_query(query="  \n "), "query"),
    "text too long": (_query(query="q" * 16_385), "query"),
    "wrong dimension": (_query(embedding=np.ones(DIM + 1)), "embedding"),
    "NaN vector": (_query(embedding=_vec(math.nan)), "embedding"),
    "inf vector": (_query(embedding=_vec(-math.inf, 1.0)), "embedding"),
    "zero vector": (_query(embedding=_vec()), "embedding"),
}


@pytest.mark.parametrize(("query", "field"), BAD_QUERIES.values(), ids=BAD_QUERIES.keys())
def test_bad_recall_query_names_its_field(query, field):
    with pytest.raises(InvalidArgument) as err:
        check_query(query, LIMITS, DIM)
    assert err.value.field == field


def test_good_queries():
    assert check_query(_query(top_k=1), LIMITS, DIM) is None
    assert check_query(_query(top_k=100, as_of=0.0), LIMITS, DIM) is None
    vector = check_query(_query(query="", embedding=VEC * 3), LIMITS, DIM)
    assert vector is not None and float(np.linalg.norm(vector)) == pytest.approx(1.0)
    # a vector makes the text optional; both may be given
    assert check_query(_query(embedding=VEC), LIMITS, DIM) is not None


# ---------------------------------------------------------------- ids

BAD_IDS = {
    "empty list": ([], "ids"),
    "too many": ([GOOD_ID] * 1_001, "ids"),
    "not hex": (["z" * 32], "ids[0]"),
    "uppercase": ([GOOD_ID, GOOD_ID.upper()], "ids[1]"),
    "too short": ([GOOD_ID, GOOD_ID, GOOD_ID[:-1]], "ids[2]"),
    "too long": ([GOOD_ID + "0"], "ids[0]"),
    "empty string": ([""], "ids[0]"),
    "surrounding space": ([f" {GOOD_ID}"], "ids[0]"),
    "trailing newline": ([f"{GOOD_ID}\n"], "ids[0]"),
    "0x prefix": (["0x" + GOOD_ID[2:]], "ids[0]"),
    "not a string": ([bytes(16)], "ids[0]"),
}


@pytest.mark.parametrize(("ids", "field"), BAD_IDS.values(), ids=BAD_IDS.keys())
def test_bad_ids_name_their_position(ids, field):
    with pytest.raises(InvalidArgument) as err:
        check_ids(ids, LIMITS)
    assert err.value.field == field


def test_good_ids_parse_to_16_bytes():
    raw = check_ids([GOOD_ID, "f" * 32], LIMITS)
    assert raw == [bytes.fromhex(GOOD_ID), b"\xff" * 16]
    assert len(check_ids([GOOD_ID] * 1_000, LIMITS)) == 1_000


def test_new_ids_are_unique_time_ordered_and_round_trip():
    ids = [new_id() for _ in range(1_000)]
    assert len(set(ids)) == 1_000
    assert all(len(i) == ID_BYTES for i in ids)
    millis = [int.from_bytes(i[:6], "big") for i in ids]
    assert millis == sorted(millis)
    # Strictly increasing, within a millisecond too: a batch's items keep their input order
    # wherever ids break a tie (List, a session's turn order).
    assert all(a < b for a, b in zip(ids, ids[1:], strict=False))
    assert len(set(millis)) < len(ids)  # 1,000 ids take less than 1,000 ms: the case is met
    assert abs(millis[0] / 1_000 - time.time()) < 3_600
    for raw in ids[:50]:
        text = id_to_str(raw)
        assert len(text) == 32 and text == text.lower()
        assert parse_id(text) == raw


def test_parse_id_shows_a_long_bad_id_shortened():
    with pytest.raises(InvalidArgument) as err:
        parse_id("x" * 10_000, "ids[0]")
    assert len(str(err.value)) < 300


# ---------------------------------------------------------------- text that is not Unicode

SURROGATE = "\ud800"  # a lone surrogate: a str Python allows but UTF-8 cannot encode

SURROGATE_INPUTS = {
    "user_id": (
        lambda: check_input(_item(scope=Scope(f"a{SURROGATE}")), LIMITS, DIM, NOW),
        "scope.user_id",
    ),
    "agent_id": (
        lambda: check_input(_item(scope=Scope("a", SURROGATE)), LIMITS, DIM, NOW),
        "scope.agent_id",
    ),
    "content": (
        lambda: check_input(_item(content=f"text {SURROGATE}"), LIMITS, DIM, NOW),
        "content",
    ),
    "tags": (lambda: check_input(_item(tags=(f"t{SURROGATE}",)), LIMITS, DIM, NOW), "tags"),
    "metadata key": (
        lambda: check_input(_item(metadata={SURROGATE: "v"}), LIMITS, DIM, NOW),
        "metadata",
    ),
    "metadata value": (
        lambda: check_input(_item(metadata={"k": SURROGATE}), LIMITS, DIM, NOW),
        "metadata",
    ),
    "query": (lambda: check_query(_query(query=f"q{SURROGATE}"), LIMITS, DIM), "query"),
    "query scope": (
        lambda: check_query(_query(scope=Scope(SURROGATE)), LIMITS, DIM),
        "scope.user_id",
    ),
}


@pytest.mark.parametrize(("check", "field"), SURROGATE_INPUTS.values(), ids=SURROGATE_INPUTS.keys())
def test_text_that_is_not_valid_unicode_is_invalid_argument(check, field):
    """Regression: lone surrogates passed validation (content) and crashed the codec with
    UnicodeEncodeError, or crashed validation itself (ids, tags, metadata, query)."""
    with pytest.raises(InvalidArgument) as err:
        check()
    assert err.value.field == field
