"""The pair model's opinion on one new text against the neighbours the write path judges:
P(different) and P(update), with each neighbour's vector read from the store when asked."""

from __future__ import annotations

import numpy as np

from memoryd.core.store.storage import Store, Table
from memoryd.core.types import MemoryRecord
from memoryd.core.write import pair_model
from memoryd.core.write.relate import PairOpinion, SecondOpinion


def opinion(content: str, vector: np.ndarray, store: Store) -> SecondOpinion | None:
    """Return ``second_opinion(record)`` for a new text (``vector``: its unit float32
    embedding), or None when no model ships or it was trained for another dimension."""
    model = pair_model.shipped()
    if model is None or model.dimension != vector.shape[0]:
        return None

    def probabilities(record: MemoryRecord) -> PairOpinion | None:
        raw = store.get_many(Table.VECTORS, [record.id])[0]
        if raw is None:
            return None
        other = np.frombuffer(raw, dtype=np.float32)
        x = pair_model.features(record.content, content, other, vector)
        p = model.probabilities(x)[0]
        return PairOpinion(
            float(p[pair_model.Relation.DIFFERENT]), float(p[pair_model.Relation.UPDATE])
        )

    return probabilities
