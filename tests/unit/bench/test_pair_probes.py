"""bench.pair_probes: its sets are well formed and its table counts what it says."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]
if str(REPO) not in sys.path:  # bench/ is a folder of the checkout, not an installed package
    sys.path.insert(0, str(REPO))

pair_probes = importlib.import_module("bench.pair_probes")


@pytest.mark.parametrize("name", sorted(pair_probes.SETS))
def test_each_set_has_four_fields_a_known_label_and_both_labels_alike(name: str) -> None:
    pairs = pair_probes.load(pair_probes.SETS[name]).PAIRS
    assert all(len(p) == 4 and all(isinstance(f, str) and f.strip() for f in p) for p in pairs)
    labels = [p[3] for p in pairs]
    assert {"both", "new"} <= set(labels) <= {"both", "new", "old"}
    assert labels.count("both") == labels.count("new")
    assert len({(p[0], p[1]) for p in pairs}) == len(pairs)  # no pair twice


def test_summary_counts_right_answers_per_group_beside_both_baselines() -> None:
    mem = [
        {"expect": "both", "lang": "en", "right": True},
        {"expect": "new", "lang": "zh", "right": False},
        {"expect": "new", "lang": "zh", "right": True},
    ]
    base = [
        {"cosine": True, "newest_first": True},
        {"cosine": False, "newest_first": True},
        {"cosine": False, "newest_first": False},
    ]
    rows = {row[0]: row[1:] for row in pair_probes.summary(mem, base)}
    assert rows["all"] == ["2/3", "1/3", "2/3"]
    assert rows["expect=new"] == ["1/2", "0/2", "1/2"]
    assert rows["expect=both, en"] == ["1/1", "1/1", "1/1"]


def test_language_is_read_from_the_script() -> None:
    assert pair_probes.lang("我对花生过敏") == "zh"
    assert pair_probes.lang("I'm allergic to peanuts") == "en"


def test_an_old_pair_is_right_in_a_baseline_only_when_the_first_text_leads(use_embedder) -> None:
    # a fact, then a later text that only shares a word with it: the question asks for the
    # fact, so "newest first" is wrong wherever the later text is in its top 5
    fill = ["The bins go out on Thursday nights."] * 3
    pairs = [("I buy my beans from Union Roasters on Market Street.",
              "The bakery on Market Street switched to oat milk for everything.",
              "Where do I buy my coffee beans?", "old")]  # fmt: skip
    row = pair_probes.run_baselines(pairs, fill, use_embedder)[0]  # type: ignore[arg-type]
    assert row["cosine"] is True  # cosine finds the fact first
    assert row["newest_first"] is False  # the newer text sharing "Market Street" is put first
