"""The keyword route: the CJK-aware tokenizer and the incremental BM25 index of one pool.

KeywordIndex is compared with a slow, obviously-correct BM25 written here (every statistic
recomputed from the live texts at each search), over random operation sequences.
"""

# ruff: noqa: RUF001

from __future__ import annotations

import math
import random
from collections import Counter
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from memoryd.core.errors import MemorydError
from memoryd.core.text.terms import tokens
from memoryd.core.tiers import keyword
from memoryd.core.tiers.keyword import KeywordIndex

# ---------------------------------------------------------------- tokenizer


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", []),
        ("  ！？。，…  ", []),
        # Chinese: overlapping bigrams; a lone character is a unigram.
        ("王丽喜欢咖啡", ["王丽", "丽喜", "喜欢", "欢咖", "咖啡"]),
        ("猫", ["猫"]),
        ("我养了猫，名字叫咪咪", ["我养", "养了", "了猫", "名字", "字叫", "叫咪", "咪咪"]),
        # English: case folded, stop words out, light stemming.
        ("The Orders were SHIPPED", ["order", "ship"]),
        ("I moved to Boston and I'm moving again", ["mov", "boston", "mov", "again"]),
        ("cities and movies", ["citi", "movi"]),
        ("notes: not now", ["not", "now"]),  # "note" stems to "not"; the stop word "not" goes
        # Mixed: an id inside Chinese is kept whole, and its digits alone.
        (
            "订单A12345已发货",
            ["订单", "a12345", "12345", "已发", "发货"],
        ),
        (
            "订单号ORD-2024-0099",
            ["订单", "单号", "ord-2024-0099", "ord", "2024", "0099"],
        ),
        # NFKC: full-width letters and digits become ASCII.
        ("ＯＲＤ－２０２４　１２３", ["ord-2024", "ord", "2024", "123"]),
        ("电话１３８００１３８０００", ["电话", "13800138000"]),
        # Emails and URLs whole (after the words of their parts).
        (
            "邮箱 Wang.Li@Example.com",
            ["邮箱", "wang", "li", "exampl", "com", "wang.li@example.com"],
        ),
        (
            "see https://example.org/docs/a1.",
            [
                "see",
                "example.org/docs/a1",  # a path with a digit is entity-like: kept whole
                "exampl",
                "org",
                "doc",
                "a1",
                "1",
                "https://example.org/docs/a1",
            ],
        ),
        # Phone numbers also as bare digits, with and without the country code.
        (
            "call +86 138 0013 8000",
            ["call", "86", "138", "0013", "8000", "8613800138000", "13800138000"],
        ),
        ("555-123-4567", ["555-123-4567", "555", "123", "4567", "5551234567"]),
        # Grouped numbers, times, versions.
        ("paid $1,500 at 10:30", ["paid", "1", "500", "10:30", "10", "30", "1500"]),
        ("v1.2", ["v1.2", "v1", "v", "1", "2"]),
        # Japanese kana and Korean are CJK runs too.
        ("カレー", ["カレ", "レー"]),
    ],
)
def test_tokens_table(text, expected):
    assert tokens(text) == expected


def test_tokens_of_a_code_hold_no_phone_number():
    assert "20240099" not in tokens("ORD-2024-0099")


def _full_width(text: str) -> str:
    return "".join(
        "\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text
    )


ascii_text = st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126), max_size=80)


@given(ascii_text)
@settings(max_examples=200, deadline=None)
def test_tokens_ignore_width_and_case(text):
    out = tokens(text)
    assert all(out)
    assert tokens(_full_width(text)) == out
    assert tokens(text.upper()) == tokens(text.lower())


@given(st.text(max_size=200))
@settings(max_examples=200, deadline=None)
def test_tokens_of_any_text_are_non_empty_strings(text):
    assert all(isinstance(t, str) and t for t in tokens(text))


# ---------------------------------------------------------------- the reference BM25


def reference_scores(
    docs: dict[bytes, str], query: str, k1: float = 1.2, b: float = 0.75
) -> dict[bytes, float]:
    """Okapi BM25 (Lucene IDF) from scratch over ``docs``; only scores > 0."""
    toks = {i: tokens(t) for i, t in docs.items()}
    n = len(toks)
    if n == 0:
        return {}
    avgdl = sum(len(t) for t in toks.values()) / n
    out: dict[bytes, float] = {}
    for memory_id, doc in toks.items():
        tf = Counter(doc)
        score = 0.0
        for term in tokens(query):  # each query token with its multiplicity
            if tf[term] == 0:
                continue
            df = sum(1 for d in toks.values() if term in d)
            idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
            score += idf * tf[term] * (k1 + 1) / (tf[term] + k1 * (1 - b + b * len(doc) / avgdl))
        if score > 0:
            out[memory_id] = score
    return out


def assert_matches_reference(index: KeywordIndex, docs: dict[bytes, str], query: str, k: int):
    """``docs`` in the order they were (last) added: equal scores come newest first."""
    expected = reference_scores(docs, query, index._k1, index._b)
    age = {memory_id: n for n, memory_id in enumerate(docs)}  # higher: newer
    got = index.search(query, k)
    assert len(got) == min(k, len(expected))
    assert len({i for i, _ in got}) == len(got)
    for memory_id, score in got:
        assert score == pytest.approx(expected[memory_id], rel=1e-6, abs=1e-9)
    for (a, score_a), (b, score_b) in zip(got, got[1:], strict=False):
        assert score_a >= score_b
        if score_a == score_b:
            assert age[a] > age[b], "equal scores: the newest first"
    # A true top k: nothing left out scores above what came back, nor ties it being newer.
    if got:
        returned = {i for i, _ in got}
        floor = got[-1][1]
        newest_at_floor = min(age[i] for i, s in got if s == floor)
        for memory_id, score in expected.items():
            if memory_id in returned:
                continue
            assert score <= floor * (1 + 1e-9)
            if score == pytest.approx(floor, rel=1e-12):
                assert age[memory_id] < newest_at_floor


FRAGMENTS = [
    "apple", "apples", "order", "orders", "shipped", "ship", "Boston", "the", "and",
    "王丽", "王", "丽", "喜欢", "咖啡", "北京", "猫", "订单",
    "A12345", "ORD-2024-0099", "2024", "wang@example.com", "１２３",
]  # fmt: skip

texts = st.lists(st.sampled_from(FRAGMENTS), max_size=12).flatmap(
    lambda words: st.lists(
        st.sampled_from([" ", "", "，", "-"]), min_size=len(words), max_size=len(words)
    ).map(lambda seps: "".join(w + s for w, s in zip(words, seps, strict=True)))
)


class KeywordMachine(RuleBasedStateMachine):
    """Random adds (new and replacing), removes and searches against the reference."""

    def __init__(self) -> None:
        super().__init__()
        self.index = KeywordIndex()
        self.docs: dict[bytes, str] = {}

    @rule(n=st.integers(0, 15), text=texts)
    def add(self, n, text):
        memory_id = bytes([n]) * 4
        self.index.add(memory_id, text)
        self.docs.pop(memory_id, None)  # a replaced memory is the newest
        self.docs[memory_id] = text

    @rule(n=st.integers(0, 15))
    def remove(self, n):
        memory_id = bytes([n]) * 4
        assert self.index.remove(memory_id) == (memory_id in self.docs)
        self.docs.pop(memory_id, None)

    @rule(query=texts, k=st.integers(1, 20))
    def search(self, query, k):
        assert_matches_reference(self.index, self.docs, query, k)

    @invariant()
    def sizes_agree(self):
        assert len(self.index) == len(self.docs)
        assert all(i in self.index for i in self.docs)


# Both ways of adding up scores: sorting the touched slots (0) and a dense accumulator (10**9).
SUM_PATHS = pytest.mark.parametrize("dense_fraction", [0, 10**9], ids=["sparse", "dense"])


@SUM_PATHS
def test_bm25_matches_reference_over_random_operations(dense_fraction):
    # Compact after a couple of holes, so renumbering runs often too.
    with (
        mock.patch.object(keyword, "_MIN_HOLES_TO_COMPACT", 2),
        mock.patch.object(keyword, "_DENSE_FRACTION", dense_fraction),
    ):
        settings_ = settings(
            max_examples=60,
            stateful_step_count=40,
            deadline=None,
            suppress_health_check=[HealthCheck.too_slow],
        )
        KeywordMachine.TestCase.settings = settings_
        KeywordMachine.TestCase().runTest()


@pytest.mark.parametrize(("k1", "b"), [(1.2, 0.75), (0.0, 0.5), (2.0, 0.0), (1.5, 1.0)])
@given(docs=st.lists(texts, min_size=1, max_size=25), query=texts)
@settings(max_examples=25, deadline=None)
def test_bm25_parameters_match_reference(k1, b, docs, query):
    index = KeywordIndex(k1=k1, b=b)
    live = {}
    for n, text in enumerate(docs):
        index.add(n.to_bytes(2, "big"), text)
        live[n.to_bytes(2, "big")] = text
    assert_matches_reference(index, live, query, k=10)


# ---------------------------------------------------------------- add / remove


def test_removed_memory_never_comes_back_and_readding_works():
    index = KeywordIndex()
    index.add(b"a", "王丽喜欢喝咖啡")
    index.add(b"b", "王丽住在北京")
    assert {i for i, _ in index.search("王丽", 10)} == {b"a", b"b"}
    assert index.remove(b"a") is True
    assert index.remove(b"a") is False
    assert b"a" not in index and len(index) == 1
    for query in ("王丽", "咖啡", "喜欢喝咖啡"):
        assert b"a" not in {i for i, _ in index.search(query, 10)}
    assert index.search("咖啡", 10) == []
    index.add(b"a", "王丽喜欢喝咖啡")
    assert [i for i, _ in index.search("咖啡", 10)] == [b"a"]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.text(max_size=60), min_size=1, max_size=8), st.booleans())
def test_token_set_is_the_set_of_the_tokens_a_text_is_indexed_with(texts, unigrams):
    index = KeywordIndex(cjk_unigrams=unigrams)
    for n, text in enumerate(texts):
        index.add(n.to_bytes(2, "big"), text)
    for n, text in enumerate(texts):  # a text read again after the later adds
        assert index.token_set(n.to_bytes(2, "big")) == frozenset(index.counts(text))
    index.remove(b"\x00\x00")
    assert index.token_set(b"\x00\x00") is None


def test_an_add_or_remove_works_while_a_view_of_a_posting_list_is_still_held():
    """A search reads posting lists through zero-copy views; whatever still holds one (the
    soak's probe, gc.get_objects() from another thread, did) must not fail the next add or
    remove of that token (issue #18's soak: BufferError, INTERNAL after the memory was
    committed). The holder keeps what it saw; the index answers as one never viewed."""
    texts = {b"a": "green tea in the morning", b"b": "green coffee at noon", b"c": "tea"}
    index, plain = KeywordIndex(), KeywordIndex()
    for memory_id, text in texts.items():
        index.add(memory_id, text)
        plain.add(memory_id, text)
    held = [memoryview(postings) for postings in index._postings]
    seen = [view.tolist() for view in held]
    for each in (index, plain):
        each.add(b"d", "green tea and green coffee")
        each.remove(b"a")
        each.add(b"a", "tea again")
    assert [view.tolist() for view in held] == seen
    for query in ("green", "tea", "coffee noon", "morning"):
        assert index.search(query, 10) == plain.search(query, 10), query
    assert index.search("morning", 10) == []


def test_add_of_an_existing_id_replaces_its_text():
    index = KeywordIndex()
    index.add(b"a", "my cat is called Tom")
    index.add(b"a", "my dog is called Rex")
    assert len(index) == 1
    assert index.search("cat", 5) == []
    assert [i for i, _ in index.search("dog", 5)] == [b"a"]


def test_removing_everything_leaves_an_empty_index():
    index = KeywordIndex()
    ids = [n.to_bytes(4, "big") for n in range(3000)]
    for n, memory_id in enumerate(ids):
        index.add(memory_id, f"memory {n} about topic{n % 7} 订单{n}")
    for memory_id in ids:  # compactions happen on the way
        assert index.remove(memory_id)
    assert len(index) == 0 and index.vocabulary_size == 0
    assert index.search("memory topic1 订单", 10) == []
    index.add(b"x", "memory again")
    assert [i for i, _ in index.search("memory", 10)] == [b"x"]


@SUM_PATHS
def test_compaction_keeps_scores(dense_fraction, monkeypatch):
    monkeypatch.setattr(keyword, "_DENSE_FRACTION", dense_fraction)
    rng = random.Random(1)
    index, docs = KeywordIndex(), {}
    words = ["咖啡", "北京", "order", "ship", "A1", "B2", "猫", "王丽", "meeting"]
    for n in range(2500):
        text = " ".join(rng.choices(words, k=rng.randint(1, 6)))
        index.add(n.to_bytes(4, "big"), text)
        docs[n.to_bytes(4, "big")] = text
    for n in rng.sample(range(2500), 2000):
        index.remove(n.to_bytes(4, "big"))
        del docs[n.to_bytes(4, "big")]
    assert len(index._ids) < 2500  # renumbered
    for query in ("咖啡 order", "王丽", "A1 meeting 北京"):
        assert_matches_reference(index, docs, query, k=50)


@SUM_PATHS
def test_ties_come_newest_first(dense_fraction, monkeypatch):
    monkeypatch.setattr(keyword, "_DENSE_FRACTION", dense_fraction)
    index = KeywordIndex()
    for memory_id in (b"c", b"a", b"d", b"b"):
        index.add(memory_id, "same text here")
    assert [i for i, _ in index.search("text", 10)] == [b"b", b"d", b"a", b"c"]
    assert [i for i, _ in index.search("text", 2)] == [b"b", b"d"]
    index.add(b"a", "same text here")  # replaced: now the newest
    assert [i for i, _ in index.search("text", 2)] == [b"a", b"b"]


# ---------------------------------------------------------------- recall of entities and names


def _noise(rng: random.Random, n: int) -> list[str]:
    zh = ["今天开会讨论了预算", "我喜欢喝咖啡", "周末去爬山", "项目下周上线", "订单已经发货"]
    en = ["meeting moved to Friday", "the order was shipped", "likes hiking", "budget review"]
    return [
        rng.choice(zh + en) + f" {rng.choice(['订单', 'order'])} {rng.randint(1, 9999)}"
        for _ in range(n)
    ]


def test_entity_id_query_finds_its_memory_among_1000():
    rng = random.Random(7)
    index = KeywordIndex()
    numbers = rng.sample(range(10_000), 1001)
    for n, text in enumerate(_noise(rng, 1000)):
        index.add(n.to_bytes(4, "big"), f"{text} 订单号ORD-2024-{numbers[n]:04d}")
    target = f"ORD-2024-{numbers[1000]:04d}"
    index.add(b"target", f"用户的退货申请，订单号{target}，已经退款")
    for query in (f"{target}的状态是什么？", f"what happened to order {target.lower()}"):
        assert index.search(query, 5)[0][0] == b"target"
    # Mixed letters+digits ids too.
    index.add(b"ticket", "ticket A12345 reopened")
    index.add(b"other", "ticket A12346 closed")
    assert index.search("A12345", 5)[0][0] == b"ticket"


def test_chinese_name_query_finds_the_memory_that_mentions_it():
    rng = random.Random(3)
    index = KeywordIndex()
    names = ["王刚", "王芳", "李丽", "张丽华", "王小明", "丽江"]  # near misses: same characters
    for n, text in enumerate(_noise(rng, 1000)):
        index.add(n.to_bytes(4, "big"), f"{rng.choice(names)}说{text}")
    index.add(b"wangli", "同事王丽下个月要去上海出差")
    assert index.search("王丽", 5)[0][0] == b"wangli"
    assert index.search("王丽什么时候出差？", 5)[0][0] == b"wangli"


# ---------------------------------------------------------------- edges, validation, fusion


def test_empty_index_empty_query_and_k_zero():
    index = KeywordIndex()
    assert index.search("anything", 5) == []
    index.add(b"a", "")
    index.add(b"b", "hello world")
    assert len(index) == 2
    assert index.search("", 5) == []
    assert index.search("the", 5) == []  # only a stop word
    assert index.search("hello", 0) == []
    assert [i for i, _ in index.search("hello", 5)] == [b"b"]


def test_validation():
    with pytest.raises(ValueError, match="k1"):
        KeywordIndex(k1=-1)
    with pytest.raises(ValueError, match="b is"):
        KeywordIndex(b=1.5)
    index = KeywordIndex()
    with pytest.raises(ValueError, match="k is -1"):
        index.search("x", -1)
    with pytest.raises(TypeError, match="memory_id"):
        index.add("not-bytes", "x")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="text"):
        index.add(b"a", None)  # type: ignore[arg-type]


def test_a_full_index_refuses_new_memories_but_replaces_and_reuses_holes(monkeypatch):
    monkeypatch.setattr(keyword, "_SLOT_LIMIT", 4)
    index = KeywordIndex()
    for n in range(4):
        index.add(bytes([n]), f"note {n}")
    with pytest.raises(MemorydError, match="at most 4 memories"):
        index.add(b"new", "one too many")
    index.add(bytes([2]), "note two, replaced")  # a replacement fits
    assert len(index) == 4 and [i for i, _ in index.search("replaced", 5)] == [bytes([2])]
    index.remove(bytes([0]))
    index.add(b"new", "fits now")  # the hole is compacted away
    assert len(index) == 4 and [i for i, _ in index.search("fits", 5)] == [b"new"]
    # "note 1" and "note 3" tie (same length): the newest first; the longer note last.
    assert [i for i, _ in index.search("note", 5)] == [bytes([3]), bytes([1]), bytes([2])]


def test_term_frequency_saturates_at_255():
    index = KeywordIndex()
    index.add(b"a", "spam " * 300)
    index.add(b"b", "spam eggs")
    assert {i for i, _ in index.search("spam", 5)} == {b"a", b"b"}


def test_ceiling_bounds_every_score_and_grows_with_the_query():
    index = KeywordIndex()
    index.add(b"a" * 16, "order ORD-2024-4521 shipped on Friday")
    index.add(b"b" * 16, "order ORD-2024-0017 shipped on Monday")
    for query in ("ORD-2024-4521", "order shipped Friday", "nothing in common", "订单"):
        ceiling = index.ceiling(query)
        assert all(0 < score < ceiling for _, score in index.search(query, 10))
    assert index.ceiling("shipped Friday zebra") > index.ceiling("shipped Friday")
    assert KeywordIndex().ceiling("anything") == 0.0


# ---------------------------------------------------------------- common words (issue #18)


def test_a_word_every_memory_holds_reads_a_bounded_number_of_postings():
    # The soak's pools: every memory says "fact"; a recall of "fact" must not read them all.
    index = KeywordIndex(common_postings=64)
    docs = {
        f"m{n:05d}".encode(): f"client {n % 8} fact {n} {n * 7919 % 10007}" for n in range(3000)
    }
    for memory_id, text in docs.items():
        index.add(memory_id, text)
    before = index.postings_read
    got = index.search("fact", 10)
    assert index.postings_read - before <= 64
    assert len(got) == 10
    expected = reference_scores(docs, "fact")
    newest = set(list(docs)[-64:])
    for memory_id, score in got:
        assert memory_id in newest  # found in the newest postings read
        assert score == pytest.approx(expected[memory_id], rel=1e-9)


def test_a_rare_word_finds_an_old_memory_with_its_common_words_scored_in_full():
    index = KeywordIndex(common_postings=16)
    docs = {b"old-zebra": "fact about a zebra", b"old-plain": "fact about a horse"}
    docs |= {f"m{n:05d}".encode(): f"fact number {n}" for n in range(500)}
    for memory_id, text in docs.items():
        index.add(memory_id, text)
    before = index.postings_read
    got = dict(index.search("zebra fact", 5))
    # zebra's 1 posting, fact's newest 16, and 1 look-up of fact for the old zebra memory
    assert index.postings_read - before <= 1 + 16 + 1
    expected = reference_scores(docs, "zebra fact")
    assert got[b"old-zebra"] == pytest.approx(expected[b"old-zebra"], rel=1e-9)
    assert max(got, key=got.__getitem__) == b"old-zebra"
    assert b"old-plain" not in got  # only "fact", and older than the 16 read


@given(docs=st.lists(texts, min_size=1, max_size=40), query=texts)
@settings(max_examples=60, deadline=None)
def test_capped_searches_give_exact_scores_and_the_full_answer_under_the_cap(docs, query):
    capped, full = KeywordIndex(common_postings=2), KeywordIndex()
    by_id = {}
    for n, text in enumerate(docs):
        memory_id = n.to_bytes(4, "big")
        by_id[memory_id] = text
        capped.add(memory_id, text)
        full.add(memory_id, text)
    expected = reference_scores(by_id, query)
    got = capped.search(query, 50)
    for memory_id, score in got:
        assert score == pytest.approx(expected[memory_id], rel=1e-6, abs=1e-9)
    # Every memory holding a token of at most 2 memories, or among a token's newest 2, is found.
    found = {i for i, _ in got}
    for token in set(tokens(query)):
        holders = [i for i, t in by_id.items() if token in tokens(t)]
        assert set(holders if len(holders) <= 2 else holders[-2:]) <= found
    assert {i for i, _ in full.search(query, 50)} >= found


def test_common_postings_must_be_positive():
    with pytest.raises(ValueError, match="common_postings"):
        KeywordIndex(common_postings=0)


@given(docs=st.lists(texts, min_size=1, max_size=30), query=texts, gone=st.integers(0, 29))
@settings(max_examples=60, deadline=None)
def test_scores_of_any_memory_equal_the_reference_beyond_any_top_k(docs, query, gone):
    index = KeywordIndex()
    by_id = {}
    for n, text in enumerate(docs):
        memory_id = n.to_bytes(4, "big")
        by_id[memory_id] = text
        index.add(memory_id, text)
    if gone < len(docs):  # a removed memory scores 0 like one never indexed
        index.remove(gone.to_bytes(4, "big"))
        del by_id[gone.to_bytes(4, "big")]
    expected = reference_scores(by_id, query)
    ids = [n.to_bytes(4, "big") for n in range(len(docs) + 1)]
    got = index.scores_of(query, ids)
    for memory_id, score in zip(ids, got, strict=True):
        assert score == pytest.approx(expected.get(memory_id, 0.0), rel=1e-6, abs=1e-9)
