"""Whether a new text gives a newer value of the fact it sits beside: a logistic regression over
a few readings of the pair that the write path already has, the pair's "update reading".

Why a reading of the pair: the rule judge ties a correction to its fact only where its lexicon
sees one slot ("landlord bumped it, we're paying 1975 from January" beside "My rent is $1850"
read as different attributes; "psychiatrist upped the lexapro to 15" beside "I'm on Lexapro
10mg" as no overlap), and the change-report model reads one text alone, so it also flags life
admin that changes nothing ("We took the mortgage out with Barclays"). Put together with how
alike the two are and what the judge did read (same topic, different people, a cue, values
apart), they separate "the second replaces the first" from "both are true" far better than
either alone (bench/README.md, session 30). What it reads least well is a passing remark about
the fact ("Acme's holiday party was fun" beside "I work at Acme"), so it is asked at a strict
threshold.

Inputs (``features``): the cosine; P(change report) of each text (change_report); P(event) of
each (episodes); the rule judge's judgement of the pair (verdict, rule, same topic, distinct);
and the pair model's value-difference features (pair_model.hand_features: numbers, names,
shared terms, negation, cues). Not the texts' vectors: with the new text's vector as well it
read the pairs of the sets it was trained on better, but passing remarks that mention a fact
("subway was packed today" beside "I take the subway to work") worse, held out (AUC .82 against
.88). Nothing here reads a lexicon beyond what the judge and pair_model already read.

What the write path does with it when asked (LifecycleConfig.update_reading, off by default;
relate._with_opinion, pair_opinion): each of the nearest facts the rules leave side by side with
a new text is ranked below it when P >= ``update_at`` (the P at which 1 % of the "both true"
pairs were read as updates, each training set held out in turn): both stay active, time orders
them; it never replaces or hides, and it is not asked about events (a text typed EPISODIC, a
neighbour read as one) nor about pairs the judge reads as two people, attributes or events.
Why off: at that threshold it changed no answer of the spent pair probes; at 2 % (trained
without the passing remarks) it won 33-45 of their 480 "new" pairs and ordered chatter above
facts in bench/multi_session.py (bench/README.md, session 30). Trained by ``python -m
bench.update_reading --save`` on pairs written blind for it and on the spent pair-probe sets;
the weights ship as package data (update_reading.npz). Pure numpy; thread-safe.

Used by default the other way round, with weights of its own (``GUESS_WEIGHTS``, the same
inputs): where the rules would order two facts on a guess only (alike on one topic, the older
one's thing named again, a change told), a P under that guess's floor (LifecycleConfig
look_alike_floor, named_again_floor, change_told_floor) vetoes it (relate.GuessCheck,
pair_opinion.guess_check). Those weights are trained by ``python -m bench.update_reading --spent
--save`` on the same files and, with as much weight, on the older spent evaluation sets' pairs
(knowledge-update corrections, distinct facts both true): the reading trained on the files
alone told the guessed links of the later spent sets apart no better than chance (AUC .50),
and this one at .79 (bench/README.md, session 36).
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from memoryd.core.judge import Judgement, Rule, Verdict
from memoryd.core.write import change_report, episodes, pair_model
from memoryd.core.write.shipped import arrays as shipped_arrays

WEIGHTS = "update_reading.npz"
GUESS_WEIGHTS = "guess_reading.npz"  # the veto of guessed orderings (module docstring)
_RULES = tuple(Rule)
_HAND = 10 + len(_RULES)  # where the pair model's hand features start (its cosine first)
N_READINGS = _HAND + pair_model.BIAS
# The pair model's value features after its cosine: each in 0..1, and the dearest part to read
# (~40 us a pair of the ~65).
_VALUES = slice(_HAND + 1, N_READINGS)
OLD_EVENT = 4  # the column of the old text's P(event)


def features(
    old: str,
    new: str,
    u: np.ndarray,
    v: np.ndarray,
    judgement: Judgement | None,
    values: bool = True,
) -> np.ndarray:
    """Return the reading's input for ``new`` told after ``old`` (u, v: their unit float32
    vectors; ``judgement``: the judge's on the pair, None when it was not asked: the same
    words). ``values`` False: the value features left 0 (UpdateReading.read)."""
    cosine = float(u @ v)
    reports = change_report.shipped()
    p_report = (
        [reports.probability(u), reports.probability(v)]
        if reports is not None and reports.dimension == v.shape[0]
        else [0.0, 0.0]
    )
    p_event = [_event_probability(old, u.tobytes()), _event_probability(new, v.tobytes())]
    j = judgement if judgement is not None else Judgement(Verdict.COEXIST)
    read = [
        cosine, p_report[1], p_report[0], p_event[1], p_event[0],
        float(j.verdict is Verdict.SUPERSEDE), float(j.verdict is Verdict.REFINE),
        float(j.same_topic), float(j.distinct), float(j.rule.apart),
    ]  # fmt: skip
    rules = [float(j.rule is rule) for rule in _RULES]
    hand = np.zeros(pair_model.BIAS, dtype=np.float32)
    hand[0] = cosine
    if values:
        hand = pair_model.hand_features(old, new, cosine)[: pair_model.BIAS]
    return np.concatenate([np.array(read + rules, dtype=np.float32), hand])


@lru_cache(maxsize=16_384)
def _event_probability(text: str, vector: bytes) -> float:
    """Return the episode model's P(event) of a text with its unit vector (as float32 bytes),
    0 without a model for its dimension. Memoised: the same neighbours come back write after
    write, and the reading was ~60 us a pair."""
    events = episodes.shipped()
    v = np.frombuffer(vector, dtype=np.float32)
    if events is None or events.dimension != v.shape[0]:
        return 0.0
    return float(events.probabilities(episodes.features([text], v[None, :]))[0])


class UpdateReading:
    """The trained weights: ``probability(x)`` for a row of ``features``."""

    def __init__(self, arrays: dict[str, np.ndarray]) -> None:
        weights = arrays["weights"].astype(np.float64)
        mean = arrays["mean"].astype(np.float64)
        scale = arrays["scale"].astype(np.float64)
        self.update_at = float(arrays["update_at"])
        self.dimension = int(arrays["dimension"])
        # z = ((x - mean) / scale) @ weights + bias, folded into one product and an offset
        self._slope = weights / scale
        self._offset = float(arrays["bias"]) - float(self._slope @ mean)
        # the most the value features (each in 0..1) can add to z
        self._values_most = float(np.maximum(self._slope[_VALUES], 0.0).sum())
        self._at = float(np.log(self.update_at / (1.0 - self.update_at)))

    def probability(self, x: np.ndarray) -> float:
        """Return P(the new text updates the old one) for one row ``x`` of ``features``."""
        return _sigmoid(float(self._slope @ x) + self._offset)

    def read(
        self, old: str, new: str, u: np.ndarray, v: np.ndarray, judgement: Judgement | None
    ) -> float:
        """Return P(``new`` updates ``old``) as ``probability(features(...))`` does, except where
        the pair's other readings keep it below ``update_at`` whatever its value features say:
        then an upper bound of it, below ``update_at``, without reading them (most pairs a
        write path asks about are far from an update; the same answers, tested)."""
        x = features(old, new, u, v, judgement, values=False)
        z = float(self._slope @ x) + self._offset
        if z + self._values_most < self._at:
            return _sigmoid(z + self._values_most)
        x[_VALUES] = pair_model.hand_features(old, new, float(x[_HAND]))[1 : pair_model.BIAS]
        return self.probability(x)


def _sigmoid(z: float) -> float:
    return float(1.0 / (1.0 + np.exp(-min(30.0, max(-30.0, z)))))


def save(
    path: str, weights: np.ndarray, bias: float, mean: np.ndarray, scale: np.ndarray,
    update_at: float, dimension: int,
) -> None:  # fmt: skip
    """Write the weights as ``shipped`` reads them."""
    np.savez_compressed(
        path, weights=weights.astype(np.float32), bias=np.float32(bias),
        mean=mean.astype(np.float32), scale=scale.astype(np.float32),
        update_at=np.float32(update_at), dimension=np.int32(dimension),
    )  # fmt: skip


@lru_cache(maxsize=2)
def shipped(weights: str = WEIGHTS) -> UpdateReading | None:
    """Return the reading shipped with the package (``weights``: WEIGHTS, or GUESS_WEIGHTS for
    the veto of guesses), or None when it is not there."""
    data = shipped_arrays(weights)
    return None if data is None else UpdateReading(data)
