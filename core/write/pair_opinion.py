"""The pair model's opinion on one new text against the neighbours the write path judges:
P(different) and P(update), with each neighbour's vector read from the store when asked."""

from __future__ import annotations

import numpy as np

from memoryd.core.store.storage import Store, Table
from memoryd.core.types import MemoryRecord
from memoryd.core.write import pair_model
from memoryd.core.write.relate import PairOpinion, SecondOpinion


def between(old: str, new: str, u: np.ndarray, v: np.ndarray) -> PairOpinion | None:
    """Return the opinion on ``new`` told after ``old`` (u, v: their unit float32 vectors):
    the update network's when it ships for this dimension, else the linear pair model's, else
    None."""
    network = pair_model.shipped_network()
    if network is not None and network.dimension == v.shape[0]:
        p = float(network.update_probability(pair_model.network_features(old, new, u, v))[0])
        # binary: no reading of "two facts", so it never keeps a weak supersede apart
        return PairOpinion(0.0, p, network.update_at)
    model = pair_model.shipped()
    if model is None or model.dimension != v.shape[0]:
        return None
    probabilities = model.probabilities(pair_model.features(old, new, u, v))[0]
    return PairOpinion(
        float(probabilities[pair_model.Relation.DIFFERENT]),
        float(probabilities[pair_model.Relation.UPDATE]),
    )


def opinion(content: str, vector: np.ndarray, store: Store) -> SecondOpinion:
    """Return ``second_opinion(record)`` for a new text (``vector``: its unit float32
    embedding), each neighbour's vector read from ``store`` when asked."""

    def of(record: MemoryRecord) -> PairOpinion | None:
        raw = store.get_many(Table.VECTORS, [record.id])[0]
        if raw is None:
            return None
        return between(record.content, content, np.frombuffer(raw, dtype=np.float32), vector)

    return of
