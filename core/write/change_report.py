"""Whether one text reports that an earlier state of the user's life no longer holds: a
logistic regression over the default embedder's vector of the text alone.

Why a reading of one text: most updates the rule judge leaves side by side are told without a
change word and share no value with the fact they change ("I work at a dental clinic" / "first
week at Deloitte done, the commute is brutal"); what tells them from a second fact true at once
("we adopted a greyhound" / "picked up a ginger kitten from the shelter") is whether the new text
says that something stopped holding, and that reading needs no second text.

What the write path does with it: an untyped text the episode model reads as an event ("first
week at Deloitte done", "the Virgin contract ran out and we went with Zen") is related as the
new value of a fact, ordering only, when the model reads a change in it, as when a change cue is
in it (episodes.told_change). It never ties a text to a fact on its own reading: as one more
way a text tells a change (ordering.changed_nearest) it also ordered household facts it misread
("We took the mortgage out with Barclays, it's a five-year fix") above whatever fact they were
nearest, and cost more knowledge-update control questions than it won update questions
(bench/README.md, session 28).

Trained by ``python -m bench.change_reports --save`` on bench/data/change_reports_train.py,
change_reports_train2.py and change_reports_train3.py (2,400 texts written blind for it, half
Chinese; no evaluation set shares them); ``report_at`` is the probability at which 5 % of the
training "state" texts were flagged under 5-fold cross-validation, chosen on the training data
alone. The weights ship as package data (change_report.npz). Pure numpy; thread-safe (read-only
after load).
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from memoryd.core.write.shipped import arrays as shipped_arrays

WEIGHTS = "change_report.npz"


class ChangeReportModel:
    """The trained weights: ``probability(v)`` for a text's unit vector v."""

    def __init__(self, weights: np.ndarray, bias: float, report_at: float) -> None:
        self.weights = weights.astype(np.float32)
        self.bias = float(bias)
        self.report_at = float(report_at)

    @property
    def dimension(self) -> int:
        """Return the embedding dimension the model was trained for."""
        return int(self.weights.shape[0])

    def probability(self, vector: np.ndarray) -> float:
        """Return P(the text of ``vector`` reports a change)."""
        return float(1.0 / (1.0 + np.exp(-(float(vector @ self.weights) + self.bias))))

    def save(self, path: str) -> None:
        np.savez_compressed(path, weights=self.weights, bias=np.float32(self.bias),
                            report_at=np.float32(self.report_at))  # fmt: skip


@lru_cache(maxsize=1)
def shipped() -> ChangeReportModel | None:
    """Return the model shipped with the package, or None when it is not there."""
    data = shipped_arrays(WEIGHTS)
    if data is None:
        return None
    return ChangeReportModel(data["weights"], float(data["bias"]), float(data["report_at"]))


def reports_change(vector: np.ndarray) -> bool:
    """Return True when the shipped model reads the text of ``vector`` (its unit embedding) as
    reporting a change; False without a model for this dimension (another embedder's vectors
    mean nothing to its weights)."""
    model = shipped()
    return (
        model is not None
        and vector.shape == (model.dimension,)
        and model.probability(vector) >= model.report_at
    )
