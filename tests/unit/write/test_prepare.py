"""The prepare phase: a bad item is named by its place in the call, sensitive data is handled
before anything is embedded, and defaults fill what the client left out."""

from __future__ import annotations

import numpy as np
import pytest

from memoryd.core import EngineConfig, InvalidArgument, MemoryEngine, MemoryInput, Scope, Source
from memoryd.core.write.prepare import NO_PREFIX, FieldPrefix

DIM = 8
SCOPE = Scope("prepare-user")
VECTOR = np.eye(DIM, dtype=np.float32)[0]


def test_field_prefix_names_list_items_and_nothing_for_a_single_call():
    assert NO_PREFIX.of(3) == ""
    assert FieldPrefix("items").of(2) == "items[2]."


@pytest.fixture
def refusing(tmp_path):
    config = EngineConfig(embedder="none", dimension=DIM, sensitive_data="refuse")
    engine = MemoryEngine(tmp_path, config)
    yield engine
    engine.close()


def test_a_batch_names_the_item_that_holds_sensitive_data(refusing):
    items = [
        MemoryInput(SCOPE, "plain", embedding=VECTOR),
        MemoryInput(SCOPE, "mail ann.lee@example.com", embedding=VECTOR),
    ]
    with pytest.raises(InvalidArgument) as caught:
        refusing.remember_batch(items)
    assert caught.value.field == "items[1].content"
    assert refusing.pool_sizes() == {}  # nothing of the batch was stored


def test_an_item_without_a_vector_needs_a_model_and_is_named(refusing):
    with pytest.raises(InvalidArgument) as caught:
        refusing.remember_batch(
            [MemoryInput(SCOPE, "a", embedding=VECTOR), MemoryInput(SCOPE, "b")]
        )
    assert caught.value.field.startswith("items[1].")


def test_defaults_fill_importance_and_confidence(refusing):
    record = refusing.remember(MemoryInput(SCOPE, "I like tea", embedding=VECTOR)).record
    config = EngineConfig()
    assert record.confidence == config.scoring.default_confidence[Source.USER_INPUT.value]
    assert 0.0 <= record.importance <= 1.0
