"""Update in the engine (client vectors, real LMDB): vectors, keyword index, counts and the
version chain stay in step, and the result survives a restart."""

from __future__ import annotations

import numpy as np
import pytest

from memoryd.core import InvalidArgument, MemoryInput, MemoryType, RecallQuery, Scope, Status
from memoryd.core.types import MemoryUpdate

DIM = 16
SCOPE = Scope("updater")


def axis(i: int) -> np.ndarray:
    v = np.zeros(DIM, dtype=np.float32)
    v[i] = 1.0
    return v


def test_new_content_moves_the_vector_and_the_keywords(open_engine, tmp_path):
    engine = open_engine(tmp_path / "d")
    old = engine.remember(MemoryInput(SCOPE, "locker 12 in hall A", embedding=axis(0))).record
    result = engine.update(MemoryUpdate(SCOPE, old.id, content="locker 40 in hall B",
                                        embedding=axis(5)))  # fmt: skip
    new = result.record
    assert result.affected_ids == (old.id,)
    hits = engine.recall(RecallQuery(SCOPE, embedding=axis(5), top_k=2))
    assert [h.record.id for h in hits][:1] == [new.id]
    assert old.id not in {h.record.id for h in engine.recall(RecallQuery(SCOPE, embedding=axis(0)))}
    history = engine.recall(RecallQuery(SCOPE, embedding=axis(0), include_history=True, top_k=1))
    assert history[0].record.id == old.id  # its vector is kept, for history
    found = engine.recall(RecallQuery(SCOPE, query="hall B", embedding=axis(9), top_k=1))
    assert found[0].record.id == new.id and "keyword" in found[0].routes
    assert engine.stats(SCOPE).by_status == {"active": 1, "superseded": 1}
    engine.close()
    reopened = open_engine(tmp_path / "d")
    chain = reopened.history(SCOPE, new.id)
    assert [(r.id, r.status, r.version) for r in chain] == [
        (old.id, Status.SUPERSEDED, 1), (new.id, Status.ACTIVE, 2)
    ]  # fmt: skip
    assert chain[0].superseded_by == new.id and chain[1].supersedes == (old.id,)


def test_in_place_changes_keep_the_id_and_move_the_counts(engine):
    memory = engine.remember(MemoryInput(SCOPE, "likes jazz", embedding=axis(1))).record
    got = engine.update(
        MemoryUpdate(SCOPE, memory.id, memory_type=MemoryType.PREFERENCE, metadata={"a": "1"})
    ).record
    assert (got.id, got.version, got.content) == (memory.id, 2, memory.content)
    assert got.metadata == {"a": "1"} and got.updated_at >= memory.updated_at
    assert engine.stats(SCOPE).by_type == {"preference": 1}
    got = engine.update(MemoryUpdate(SCOPE, memory.id, metadata={"a": ""})).record
    assert got.metadata == {} and got.version == 3
    # The same text again, nothing else: nothing changes, no new version.
    same = engine.update(MemoryUpdate(SCOPE, memory.id, content="likes jazz"))
    assert same.record.version == 3 and same.affected_ids == ()
    with pytest.raises(InvalidArgument, match="embedding"):
        engine.update(MemoryUpdate(SCOPE, memory.id, content="likes blues"))  # no model here
    assert engine.get(SCOPE, memory.id).content == "likes jazz"
