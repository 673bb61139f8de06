"""The change-report model (memoryd.core.write.change_report): the shipped weights read the
default embedder's vectors only, and an untyped text read as an event in which it reads a
change is related as a fact's new value, ordering only (never hiding the older), on the write
path and in Maintain "rejudge" alike; off, such a text relates to nothing. Real USE embedder,
real rule judge."""

from __future__ import annotations

import time
from contextlib import closing
from dataclasses import replace

import numpy as np
import pytest

from memoryd.core import EngineConfig, MemoryEngine, MemoryInput, RecallQuery, Scope, Status
from memoryd.core.types import Outcome
from memoryd.core.write import change_report, episodes

from .learned_links import rejudge_keeps_then_releases

DAY = 86_400.0

# Untyped pairs told weeks apart whose second text is read as an event with no change word
# (checked below with the model off): it reports that the first no longer holds.
TOLD_CHANGES = [
    (
        "I take the 7:40 train to work",
        "they cut the 7:40, so it's the 7:25 for me",
        "Which train do I take to work?",
    ),
    (
        "Our broadband is Virgin, 500 meg",
        "the Virgin contract ran out and we went with Zen, the engineer came Tuesday",
        "Who is our broadband with?",
    ),
    (
        "My accountant is Rhona Bell",
        "Rhona retired at Easter, her partner Dev Shah does our books",
        "Who is my accountant?",
    ),
]


def _open(path, embedder, reads_changes: bool) -> closing[MemoryEngine]:
    config = EngineConfig()
    # the update reading (which reads the model's output too) off: this model alone
    life = replace(config.lifecycle, change_report_model=reads_changes, update_reading=False)
    return closing(MemoryEngine(path, replace(config, lifecycle=life), embedder=embedder))


def _pair(engine: MemoryEngine, scope: Scope, old: str, new: str):
    first = engine.remember(
        MemoryInput(scope, old, typed=False, created_at=time.time() - 40 * DAY)
    )
    second = engine.remember(
        MemoryInput(scope, new, typed=False, created_at=time.time() - 5 * DAY)
    )
    return first, second


def _first(engine: MemoryEngine, scope: Scope, question: str) -> str:
    return engine.recall(RecallQuery(scope, question, top_k=5))[0].record.content


def test_the_shipped_model_reads_the_default_embedders_vectors(use_embedder):
    model = change_report.shipped()
    assert model is not None
    assert model.dimension == use_embedder.dimension
    assert 0.0 < model.report_at < 1.0
    vector = use_embedder.embed_passages(["移动的合约到期了，改装了电信"])[0]
    assert change_report.reports_change(vector)
    # another model's vectors mean nothing to its weights: no reading, whatever they hold
    other = np.ones(384, dtype=np.float32) / np.sqrt(384)
    assert not change_report.reports_change(other)


def test_an_event_read_text_the_model_reads_as_a_change_is_related_as_one():
    text = "the vet put Pepper on a renal diet, prescription biscuits only"
    assert episodes.told_change(text, typed=False, told_as_event=True, reported=True)
    # the writer's type stands; a text read as no event is related as a fact anyway
    assert not episodes.told_change(text, typed=True, told_as_event=True, reported=True)
    assert not episodes.told_change(text, typed=False, told_as_event=False, reported=True)


@pytest.mark.parametrize(("old", "new", "question"), TOLD_CHANGES)
def test_a_change_the_model_reads_ranks_the_new_text_first_and_keeps_both(
    tmp_path, use_embedder, old, new, question
):
    scope = Scope("reports")
    with _open(tmp_path / "on", use_embedder, True) as engine:
        first, second = _pair(engine, scope, old, new)
        assert second.outcome is Outcome.NEW
        assert second.related_id == first.record.id
        assert engine.get(scope, first.record.id).outranked_by == (second.record.id,)
        for result in (first, second):
            assert engine.get(scope, result.record.id).status is Status.ACTIVE
        assert _first(engine, scope, question) == new
        hits = [h.record.content for h in engine.recall(RecallQuery(scope, question, top_k=5))]
        assert old in hits  # ordered, not hidden
    with _open(tmp_path / "off", use_embedder, False) as engine:
        first, second = _pair(engine, scope, old, new)
        assert second.related_id == b""  # without the model nothing ties the two
        assert engine.get(scope, first.record.id).outranked_by == ()


def test_rejudge_keeps_the_models_order_and_lets_it_go_when_switched_off(
    tmp_path, use_embedder
):
    old, new, _ = TOLD_CHANGES[0]
    scope = Scope("reports-rejudge")
    rejudge_keeps_then_releases(
        lambda on: _open(tmp_path / "d", use_embedder, on), scope,
        lambda engine: _pair(engine, scope, old, new),
    )  # fmt: skip
