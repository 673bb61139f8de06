"""The episode classifier shipped with the write path (memoryd.core.write.episodes): untyped
events are told from standing facts by their content, and two events told alike both stay
(issue #13). With the real USE embedder; the sentences are none of its training set's."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from memoryd.core import EngineConfig, MemoryEngine, MemoryInput, Scope, Status
from memoryd.core.types import MemoryRecord, MemoryType, Outcome, Source
from memoryd.core.write import episodes

DAY = 86_400.0

EVENTS = [
    "Last spring we went hiking in the Dolomites.",
    "I went hiking on Saturday.",
    "Yesterday was my first day at the new office.",
    "去年五一我们去了桂林旅游。",
]
FACTS = [
    "I live in Berlin.",
    "I usually go hiking on Saturdays.",
    "My dentist appointment is on August 28.",
    "My new phone number is 555-1234.",
    "我对花生过敏。",
]


def test_the_model_ships_for_the_default_embedder():
    model = episodes.shipped()
    assert model is not None and model.dimension == 512


def test_events_are_told_from_standing_facts(use_embedder):
    texts = EVENTS + FACTS
    told = episodes.told_as_events(texts, list(use_embedder.embed_passages(texts)))
    assert told == [True] * len(EVENTS) + [False] * len(FACTS)


def test_a_dialogue_turn_is_an_event_whatever_its_vector(use_embedder):
    texts = ["Caroline: I live in Berlin."]
    assert episodes.told_as_events(texts, list(use_embedder.embed_passages(texts))) == [True]


@pytest.fixture
def engine(tmp_path, use_embedder) -> Iterator[MemoryEngine]:
    eng = MemoryEngine(tmp_path / "data", EngineConfig(), embedder=use_embedder)
    yield eng
    eng.close()


@pytest.mark.parametrize(
    ("first", "second"),
    [
        # the rule judge reads the second as a refinement of the first: it replaced it
        ("We watched a play at the Old Vic last week.",
         "We watched a musical at the Old Vic last night."),
        # and this one as the same fact restated: it joined the first as a version
        ("上周六我们去西湖划船了。", "这周六我们去太湖划船了。"),
    ],
)  # fmt: skip
def test_two_untyped_events_told_alike_both_stay_active(engine, first, second):
    scope = Scope("episodes")
    old = engine.remember(MemoryInput(scope, first, created_at=time.time() - 3 * DAY, typed=False))
    new = engine.remember(MemoryInput(scope, second, typed=False))
    assert new.outcome is Outcome.NEW
    for result in (old, new):
        got = engine.get(scope, result.record.id)
        assert got is not None and got.status is Status.ACTIVE


def test_a_typed_fact_is_not_read_as_an_event(engine):
    scope = Scope("episodes-typed")
    old = engine.remember(MemoryInput(scope, "We watched a play at the Old Vic last week.",
                                      created_at=time.time() - 3 * DAY))  # fmt: skip
    new = engine.remember(MemoryInput(scope, "We watched a musical at the Old Vic last night."))
    # The caller said "a fact": the judge relates the two (a play and a musical: both kept,
    # the newer first), where two events would simply stand side by side.
    assert new.related_id == old.record.id
    assert engine.get(scope, old.record.id).status is Status.ACTIVE


def test_a_stored_records_reading_is_kept_by_id_and_text(use_embedder):
    reads: list[bytes] = []
    vectors = dict(
        zip((b"e", b"f"), use_embedder.embed_passages([EVENTS[1], FACTS[0]]), strict=True)
    )

    def read(ids):
        reads.extend(ids)
        return [vectors.get(i) for i in ids]

    told = episodes.record_teller(read)
    now = time.time()

    def record(memory_id: bytes, content: str) -> MemoryRecord:
        return MemoryRecord(memory_id, Scope("u"), content, MemoryType.SEMANTIC, 0.5, 0.9,
                            Source.USER_INPUT, Status.ACTIVE, (), {}, now, now)  # fmt: skip

    assert told(record(b"e", EVENTS[1])) and not told(record(b"f", FACTS[0]))
    assert told(record(b"e", EVENTS[1])) and not told(record(b"f", FACTS[0]))
    assert reads == [b"e", b"f"]  # each record's vector read once
    # another text under an id (an import over it) is read again
    told(record(b"e", FACTS[0]))
    assert reads == [b"e", b"f", b"e"]
    # no more than ``remembered`` readings are kept: the oldest goes first
    reads.clear()
    one = episodes.record_teller(read, remembered=1)
    for memory_id, content in ((b"e", EVENTS[1]), (b"f", FACTS[0]), (b"e", EVENTS[1])):
        one(record(memory_id, content))
    assert reads == [b"e", b"f", b"e"]
