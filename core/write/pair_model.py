"""A small classifier of how two texts relate (different facts / an update / the same fact),
the write path's second opinion beside the rule judge.

Multinomial logistic regression over the embedder's vectors (the elementwise product of the
two unit vectors, 512 values with USE) plus value-difference features (numbers, names,
negation, addition and change cues, first person, shared one-valued attributes), trained by
``python -m bench.judge_train`` on pairs generated from bench/data/judge_pairs_train.py (no
evaluation set shares them); the weights ship as package data (pair_model.npz). Pure numpy;
thread-safe (read-only after load).
"""

from __future__ import annotations

import enum
import re
from functools import lru_cache

import numpy as np

from memoryd.core.judge import single_valued_attributes
from memoryd.core.text.attributes import attributes_of
from memoryd.core.write import facets
from memoryd.core.write.shipped import arrays as shipped_arrays

WEIGHTS = "pair_model.npz"
# ~100 us a text, and the update reading asks it of the same neighbours write after write
_attributes = lru_cache(maxsize=16_384)(attributes_of)
_NEGATION = re.compile(r"\b(?:not|no|never|don't|doesn't|isn't|aren't|wasn't|no longer)\b|不|没")
_NAME = re.compile(r"(?<!^)(?<![.!?] )\b[A-Z][a-z]+\b")


class Relation(enum.IntEnum):
    """The classes, in the order of the model's outputs."""

    DIFFERENT = 0  # two facts, both true
    UPDATE = 1  # the new text replaces the old one's value
    SAME = 2  # the same fact restated


def hand_features(old: str, new: str, cosine: float) -> np.ndarray:
    """Return the value-difference features of a pair (float32, N_HAND values in 0..1)."""
    na, nb = facets.numbers(old), facets.numbers(new)
    ta, tb = facets.content_terms(old), facets.content_terms(new)
    names_a, names_b = set(_NAME.findall(old)), set(_NAME.findall(new))
    return np.array(
        [
            cosine,
            float(bool(na) and bool(nb) and na != nb),
            float(bool(na) and na == nb),
            len(ta & tb) / max(1, len(ta | tb)),
            float(facets.adds_value(new)),
            float(facets.says_change(new)),
            float(bool(_NEGATION.search(old.lower())) != bool(_NEGATION.search(new.lower()))),
            float(facets.first_person(old) and facets.first_person(new)),
            float(bool(single_valued_attributes(old) & single_valued_attributes(new))),
            float(bool(_attributes(old) & _attributes(new))),
            float(bool(names_a) and bool(names_b) and names_a != names_b),
            min(len(old), len(new)) / max(1, len(old), len(new)),
            # how much of the old text's content the new one carries over, and how much of
            # the new one is new: a value told in passing shares little, a restatement all
            len(ta & tb) / max(1, len(ta)),
            len(tb - ta) / max(1, len(tb)),
            float(facets.tells_repetition(new)),
            1.0,  # the bias: stays last (BIAS)
        ],
        dtype=np.float32,
    )


N_HAND = 16
BIAS = N_HAND - 1


def features(old: str, new: str, u: np.ndarray, v: np.ndarray) -> np.ndarray:
    """Return the feature vector of a pair: hand features, then u * v (u, v: unit float32)."""
    cosine = float(u @ v)
    return np.concatenate([hand_features(old, new, cosine), (u * v).astype(np.float32)])


class PairModel:
    """The trained weights: ``probabilities(x)`` for feature rows x (n, d) -> (n, 3)."""

    def __init__(self, weights: np.ndarray, bias: np.ndarray, mean: np.ndarray, scale: np.ndarray):
        self.weights, self.bias, self.mean, self.scale = weights, bias, mean, scale

    @property
    def dimension(self) -> int:
        """Return the embedding dimension the model was trained for."""
        return int(self.weights.shape[1] - N_HAND)

    def probabilities(self, x: np.ndarray) -> np.ndarray:
        """Return softmax class probabilities (n, 3) in Relation order for rows x (n, d)."""
        z = ((np.atleast_2d(x) - self.mean) / self.scale) @ self.weights.T + self.bias
        z -= z.max(axis=1, keepdims=True)
        e = np.exp(z)
        p: np.ndarray = e / e.sum(axis=1, keepdims=True)
        return p

    def save(self, path: str) -> None:
        np.savez_compressed(path, weights=self.weights, bias=self.bias, mean=self.mean,
                            scale=self.scale)  # fmt: skip


@lru_cache(maxsize=1)
def shipped() -> PairModel | None:
    """Return the model shipped with the package, or None when it is not there."""
    data = shipped_arrays(WEIGHTS)
    if data is None:
        return None
    return PairModel(data["weights"], data["bias"], data["mean"], data["scale"])


NETWORK_WEIGHTS = "update_network.npz"


def network_features(old: str, new: str, u: np.ndarray, v: np.ndarray) -> np.ndarray:
    """Return the update network's input of a pair: ``features`` then |u - v|."""
    return np.concatenate([features(old, new, u, v), np.abs(u - v).astype(np.float32)])


class UpdateNetwork:
    """P(update) of a pair: one hidden layer of ReLU units over ``network_features``, trained by
    ``python -m bench.pair_cv --save`` on the pairs the write path really judges in the spent
    knowledge-update and distinct-facts sets (not generated pairs, as PairModel was).

    Why a hidden layer: a linear model over the same inputs confused neighbouring attributes of
    one user (rent / salary) about one false "update" per true one; cross-validated by set, the
    network makes about one false call per two to three true ones at ``update_at``
    (bench/README.md, session 21). Binary: it reads no "two facts" apart from "no update"."""

    def __init__(self, arrays: dict[str, np.ndarray]) -> None:
        self.w1, self.b1 = arrays["w1"], arrays["b1"]
        self.w2, self.b2 = arrays["w2"], arrays["b2"]
        self.mean, self.scale = arrays["mean"], arrays["scale"]
        self.update_at = float(arrays["update_at"])

    @property
    def dimension(self) -> int:
        """Return the embedding dimension the network was trained for."""
        return int(self.w1.shape[0] - N_HAND) // 2

    def update_probability(self, x: np.ndarray) -> np.ndarray:
        """Return P(update) (n,) for rows x (n, d) of network_features."""
        z = ((np.atleast_2d(x) - self.mean) / self.scale).astype(np.float32)
        hidden = np.maximum(z @ self.w1 + self.b1, 0.0)
        p: np.ndarray = 1.0 / (1.0 + np.exp(-(hidden @ self.w2 + self.b2)))
        return p


@lru_cache(maxsize=1)
def shipped_network() -> UpdateNetwork | None:
    """Return the update network shipped with the package, or None when it is not there."""
    data = shipped_arrays(NETWORK_WEIGHTS)
    return None if data is None else UpdateNetwork(data)
