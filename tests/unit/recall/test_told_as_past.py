"""A memory told as what was ("I used to eat a lot of steak") gets no recency lift for a
question about the present, whether or not the write path tied it to the fact it tells the
past of: it was told recently, of a time long gone. A question about the past keeps the lift.
The flag is read from the text on every path that writes one: Remember, Update, Import."""

from __future__ import annotations

import time
from contextlib import closing

import pytest

from memoryd.core import EngineConfig, MemoryEngine, MemoryInput, Scope
from memoryd.core.text.attributes import stated
from memoryd.core.types import MemoryUpdate, RecallQuery

DAY = 86_400.0


def _write(engine, scope, text, days_ago):
    return engine.remember(MemoryInput(scope, text, created_at=time.time() - days_ago * DAY))


def _first(engine, scope, question):
    return engine.recall(RecallQuery(scope, question, top_k=3))[0].record.content


@pytest.mark.parametrize(
    ("fact", "history", "now_asked", "past_asked"),
    [
        ("I'm a vegetarian.", "I used to eat a lot of steak.", "What do I eat?",
         "What did I use to eat?"),
        ("我现在骑电动车上班。", "我以前开车上班。", "我怎么去上班？", "我以前怎么去上班？"),
    ],
)  # fmt: skip
def test_history_told_late_does_not_lead_a_question_about_now(
    tmp_path, use_embedder, fact, history, now_asked, past_asked
):
    scope = Scope("past")
    with closing(MemoryEngine(tmp_path / "d", EngineConfig(), embedder=use_embedder)) as engine:
        old = _write(engine, scope, fact, days_ago=40)
        new = _write(engine, scope, history, days_ago=1)
        told = engine.get(scope, new.record.id)
        assert told.told_as_past and not engine.get(scope, old.record.id).told_as_past
        assert _first(engine, scope, now_asked) == fact
        assert _first(engine, scope, past_asked) == history


def test_update_and_import_read_the_flag_from_the_text(tmp_path, use_embedder):
    scope = Scope("past-paths")
    with closing(MemoryEngine(tmp_path / "a", EngineConfig(), embedder=use_embedder)) as engine:
        written = _write(engine, scope, "I live in Leeds.", days_ago=2)
        before = engine.get(scope, written.record.id).attributes
        updated = engine.update(
            MemoryUpdate(scope, written.record.id, content="I used to work at Google.")
        ).record
        assert updated.told_as_past
        # what the new text states, not what the old one did
        assert updated.attributes == stated("I used to work at Google.") != before
        exported = list(engine.export_records(scope, vectors=True))
    with closing(MemoryEngine(tmp_path / "b", EngineConfig(), embedder=use_embedder)) as engine:
        engine.import_records(exported)
        assert engine.get(scope, updated.id).told_as_past
