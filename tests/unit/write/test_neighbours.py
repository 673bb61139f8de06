"""The write path's neighbour search: the change-cue prefilter never hides a stated change,
and the batched search finds what one search per item finds."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from memoryd.core.config import TierConfig
from memoryd.core.judge import changed_attribute
from memoryd.core.tiers.pool import PoolIndex
from memoryd.core.write.neighbours import may_state_change

ROOT = Path(__file__).resolve().parents[3]


def _texts() -> list[str]:
    """Every text of the judge's labelled pairs and every string of the judge's tests (and of
    the text tests split out of them)."""
    texts = []
    for line in (ROOT / "bench" / "data" / "pairs.jsonl").read_text().splitlines():
        pair = json.loads(line)
        texts += [pair["old"], pair["new"]]
    unit = ROOT / "tests" / "unit"
    moved = ("judge/test_judge.py", "text/test_analysis.py", "text/test_names.py")
    for path in (unit / name for name in moved):
        tree = ast.parse(path.read_text())
        texts += [
            n.value
            for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str)
        ]
    return list(dict.fromkeys(texts))


def test_a_text_the_prefilter_passes_over_states_no_change():
    texts = _texts()
    missed = [t for t in texts if not may_state_change(t) and changed_attribute(t)]
    assert missed == []
    # and it does pass over most texts (else it saves nothing)
    assert sum(not may_state_change(t) for t in texts) > len(texts) // 4


_WORDS = st.sampled_from(
    "I my we moved to now live in Berlin work at Acme changed switched the job 搬到 现在 住在 "
    "北京 公司 上班 no longer am vegan started budget is $500 raised".split()
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_WORDS, min_size=1, max_size=12))
def test_no_generated_text_hides_a_change_from_the_prefilter(words):
    text = " ".join(words)
    assert may_state_change(text) or not changed_attribute(text)


def test_the_batched_search_finds_what_one_search_per_query_finds():
    rng = np.random.default_rng(3)
    dim = 16
    pool = PoolIndex(dim, TierConfig(short_capacity=32))
    vectors = rng.standard_normal((200, dim)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    ids = [i.to_bytes(4, "big") for i in range(200)]
    pool.add_many(ids, vectors, np.full(200, 1000.0), now=1000.0)  # 32 short, the rest medium
    queries = vectors[:20] + 0.1 * rng.standard_normal((20, dim)).astype(np.float32)
    queries /= np.linalg.norm(queries, axis=1, keepdims=True)
    batched = pool.search_many(queries, 5)
    for query, found in zip(queries, batched, strict=True):
        alone = pool.search(query, 5)
        assert [c.id for c in found] == [c.id for c in alone]
    above = pool.search_many(queries, 5, floor=0.5)
    for found, every in zip(above, batched, strict=True):
        assert [c.id for c in found] == [c.id for c in every if c.similarity >= 0.5]
