"""The learned second opinion on one new text against the neighbours the write path judges:
the update reading (memoryd.core.write.update_reading) or the update network / linear pair
model (memoryd.core.write.pair_model), whichever LifecycleConfig turns on (neither by default),
each neighbour's vector read when asked; and the update reading as the veto of orderings the
write path would make on a guess (guess_check)."""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping

import numpy as np

from memoryd.core.config import LifecycleConfig
from memoryd.core.judge import Judgement
from memoryd.core.types import MemoryRecord, MemoryType
from memoryd.core.write import pair_model, update_reading
from memoryd.core.write.ordering import Guess
from memoryd.core.write.relate import GuessCheck, PairOpinion, SecondOpinion

# How many of the facts the rules leave side by side with a new text the update reading is
# asked about, nearest first: the write path's candidates (LifecycleConfig.candidates); a text
# that tells a change reaches ~60 far ones, and asking them all cost text ingest a fifth.
READING_ASKED = 3


class Model(enum.Enum):
    """Which learned model gives the opinion."""

    UPDATE_READING = "update reading"  # LifecycleConfig.update_reading
    PAIR_MODEL = "pair model"  # LifecycleConfig.pair_model_opinion


def between(old: str, new: str, u: np.ndarray, v: np.ndarray) -> PairOpinion | None:
    """Return the pair model's opinion on ``new`` told after ``old`` (u, v: their unit float32
    vectors): the update network's when it ships for this dimension, else the linear pair
    model's, else None."""
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


def read_update(
    old: str, new: str, u: np.ndarray, v: np.ndarray, judgement: Judgement | None
) -> PairOpinion | None:
    """Return the update reading's opinion on ``new`` told after ``old`` (binary: it reads no
    "two facts", so it never keeps a supersede apart), or None when it does not ship for this
    dimension."""
    reading = _reading_for(v)
    if reading is None:
        return None
    p = reading.read(old, new, u, v, judgement)
    return PairOpinion(0.0, p, reading.update_at, Model.UPDATE_READING.value)


def _reading_for(
    v: np.ndarray, weights: str = update_reading.WEIGHTS
) -> update_reading.UpdateReading | None:
    """Return the shipped update reading (``weights``: which) when it reads vectors like ``v``,
    else None."""
    reading = update_reading.shipped(weights)
    return reading if reading is not None and reading.dimension == v.shape[0] else None


def asked_of(
    model: Model | None, typed: bool | None, memory_type: MemoryType
) -> Model | None:
    """Return the model to ask about a new text: ``model`` (None: none configured), or None for
    the update reading and a text its writer typed EPISODIC: by the writer's word an event,
    which is no fact's newer value (issue #13: events are not facts), whatever a model reads in
    its words. The change-report model is asked of untyped texts only, for the same reason;
    asked of them, the update reading ordered typed events ("Hamish has moved to Hobart and
    keeps sending me sunsets") above facts they share a word with ("I send my parcels with
    Aramex": bench/README.md, session 30)."""
    if model is Model.UPDATE_READING and typed and memory_type is MemoryType.EPISODIC:
        return None
    return model


def asker(
    model: Model, new: str, v: np.ndarray, vector_of: Callable[[MemoryRecord], np.ndarray | None]
) -> SecondOpinion:
    """Return the ``model``'s SecondOpinion on a new text ``new`` (``v``: its unit float32
    vector); ``vector_of(record)`` gives a neighbour's stored vector, or None. The update
    reading is asked about facts only (SecondOpinion.facts_only: relate skips a neighbour
    that tells an event); whoever asks it for a new text typed EPISODIC should not ask
    (asked_of)."""

    said: dict[bytes, PairOpinion | None] = {}  # relate may ask twice (episodes.told_change)

    def ask(record: MemoryRecord, judgement: Judgement | None) -> PairOpinion | None:
        if record.id in said:
            return said[record.id]
        if model is Model.UPDATE_READING and judgement is not None and judgement.rule.apart:
            # The judge read two people, attributes or events: no change of one is told by the
            # other. The reading, trained on one user's own facts, read templated facts of two
            # named people as updates ("和林峰讨论上线清单的会议改到周六" / "和何平...改到周三",
            # "Sven is allergic to shellfish" / "... to dairy" with two order numbers: P
            # .95-.99); of the pairs it was trained on it gives up 43 of 528 updates it reads
            # (session 30). Asked here, before the neighbour's vector is read.
            return None
        u = vector_of(record)
        if u is None:
            return None
        if model is Model.UPDATE_READING:
            opinion = read_update(record.content, new, u, v, judgement)
        else:
            opinion = between(record.content, new, u, v)
        said[record.id] = opinion
        return opinion

    # the update reading is asked of the nearest few pairs the judge reads and leaves apart,
    # from any cosine (it was trained on pairs from cosine .1 up, and a filler nearer than the
    # fact a text changes would hide that fact from it); the pair model of the nearest, from
    # its own floor
    if model is Model.UPDATE_READING:
        return SecondOpinion(ask, 0.0, most=READING_ASKED, facts_only=True)
    return SecondOpinion(ask)


def guess_floors(life: LifecycleConfig) -> dict[Guess, float]:
    """Return the update reading's floor for each kind of guessed ordering LifecycleConfig sets."""
    return {
        Guess.LOOK_ALIKE: life.look_alike_floor,
        Guess.NAMED_AGAIN: life.named_again_floor,
        Guess.CHANGE_TOLD: life.change_told_floor,
    }


def guess_check(
    floors: Mapping[Guess, float],
    new: str,
    v: np.ndarray,
    vector_of: Callable[[MemoryRecord], np.ndarray | None],
    outdated_at: float = 2.0,
) -> GuessCheck | None:
    """Return the update reading for guesses (update_reading.GUESS_WEIGHTS) as the veto of
    guessed orderings (relate.GuessCheck: a guess of a kind is made at its floor in ``floors``
    or more) and the mark of a soft supersede that outdates its target (at ``outdated_at`` or
    more) for a new text ``new`` (``v``: its unit float32 vector; ``vector_of(record)``: a
    neighbour's stored vector, or None), or None when no floor is set or the reading does not
    ship for this dimension.

    Why the reading, which is too loose to order anything on its own (session 30): where it
    reads a pair as no update at all it is mostly right. Over the guessed links of the later
    spent sets (knowledge update fresh21-27, distinct facts heldout15-25), at P .3 it cut 17 of
    62 wrong look-alike links and 2 of 90 right ones, 43 of 106 and 11 of 78 "named again", 14
    of 52 and 0 of 48 "change told" (bench/README.md, session 36)."""
    reading = _reading_for(v, update_reading.GUESS_WEIGHTS)
    if reading is None or not any(f > 0.0 for f in floors.values()):
        return None
    read: dict[bytes, float | None] = {}  # relate may ask twice (episodes.told_change)

    def update_probability(
        record: MemoryRecord, judged: Callable[[], Judgement]
    ) -> float | None:
        if record.id not in read:
            u = vector_of(record)
            # the whole reading, not read's bound: a veto at a low P needs P itself
            read[record.id] = None if u is None else reading.probability(
                update_reading.features(record.content, new, u, v, judged())
            )
        return read[record.id]

    return GuessCheck(update_probability, floors, outdated_at)


def configured(update_reading_on: bool, pair_model_on: bool) -> Model | None:
    """Return the model LifecycleConfig asks for (``update_reading`` first), or None."""
    if update_reading_on:
        return Model.UPDATE_READING
    return Model.PAIR_MODEL if pair_model_on else None
