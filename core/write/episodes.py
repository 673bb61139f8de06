"""Whether a text tells an event (something that happened once, at a time: "we went hiking on
Saturday", "周五和老张吃了饭") or states a standing fact (a state, a habit, a preference, a plan,
an appointment), decided from its content when the writer gave no type (issue #13: events are
not facts; two events told alike both stay).

A logistic regression over the embedder's vector of the text plus a few grammar features (a
past-tense verb, a past time anchor, a habit or plan marker, the Chinese aspect particles),
trained by ``python -m bench.episode_train`` on sentences written for it alone
(bench/data/episodes_train.py; no evaluation set shares them); the weights ship as package data
(episode_model.npz). Pure numpy, one matrix product for a whole batch; thread-safe (read-only
after load).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

import numpy as np

from memoryd.core.lru import LruCache
from memoryd.core.text.mood import bygone
from memoryd.core.text.normalize import folded
from memoryd.core.text.values import CJK_CHAR
from memoryd.core.types import MemoryInput, MemoryRecord, MemoryType
from memoryd.core.write import change_report, facets
from memoryd.core.write.shipped import arrays as shipped_arrays

WEIGHTS = "episode_model.npz"
# P(event) at or above which an untyped text is told as an event.
EVENT_PROBABILITY = 0.5

# English grammar, not a topic lexicon: the common irregular past forms, and regular "-ed"
# verbs (words that merely end so, "bed", "need", "red", are too short or end in "eed").
_IRREGULAR_PAST = (
    "went was were had did saw took got made came gave ate ran met bought brought caught found "
    "left lost spent sold told thought won wrote drove flew broke fell felt kept began swam sang "
    "rode heard paid sent sat stood threw wore woke forgot became built chose drew drank grew "
    "hid hung led lent meant rang rose shook shot slept spoke stole struck taught tore understood "
    "hit cut put let"
)
_PAST_FORMS = frozenset(_IRREGULAR_PAST.split())
_LATIN_WORD = re.compile(r"[a-z]+")
_EN_ANCHOR = re.compile(
    r"\b(?:yesterday|ago|last (?:night|week|weekend|month|year|time|spring|summer|autumn|fall|"
    r"winter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this (?:morning|"
    r"afternoon)|earlier today|the other day|on (?:monday|tuesday|wednesday|thursday|friday|"
    r"saturday|sunday)\b(?!s)|in (?:january|february|march|april|may|june|july|august|september|"
    r"october|november|december)|over the (?:weekend|holidays)|tonight was|that day)\b"
)
_EN_HABIT = re.compile(
    r"\b(?:every|usually|always|often|normally|generally|typically|most (?:days|weekends|"
    r"mornings|evenings)|each|on weekends|(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b"
)
_EN_PLAN = re.compile(
    r"\b(?:will|going to|plan(?:ning)? to|want to|would like|'d like|next|hope to|one day)\b"
)
_EN_STATE = re.compile(r"\b(?:is|am|are|'m|'re|'s|have|has|live|work|like|love|prefer)\b")
_ZH_PAST = re.compile(r"(?<![为除])了(?!解)|过(?![敏来去年])")
_ZH_ANCHOR = re.compile(
    r"昨天|前天|昨晚|刚才|前几天|那天|那次|上周|上个?月|上次|去年|前年|(?<!每)周[一二三四五六日末]|"
    r"(?<!每)星期[一二三四五六日天]|[一二三四五六七八九十]+月份|春节期间|假期里|今天早上"
)
_ZH_HABIT = re.compile(r"每|经常|平时|一般|通常|总是|常常|往往")
_ZH_PLAN = re.compile(r"打算|准备|想要|希望|下个?月|下周|明年|将要|计划")
_ZH_STATE = re.compile(r"是|住在|喜欢|在.{0,6}上班|有")


def grammar_features(text: str) -> np.ndarray:
    """Return the grammar features of ``text`` (float32, N_GRAMMAR values in 0..1, the last a
    constant 1 for the bias)."""
    low = folded(text)
    en = [0.0] * 5
    words = _LATIN_WORD.findall(low)
    if words:
        past = sum(w in _PAST_FORMS or (len(w) > 4 and w.endswith("ed") and w[-3] != "e")
                   for w in words)  # fmt: skip
        en = [
            min(1.0, past / 2),
            float(_EN_ANCHOR.search(low) is not None),
            float(_EN_HABIT.search(low) is not None),
            float(_EN_PLAN.search(low) is not None),
            float(_EN_STATE.search(low) is not None),
        ]
    zh = [0.0] * 5
    if CJK_CHAR.search(low):
        zh = [
            min(1.0, len(_ZH_PAST.findall(low)) / 2),
            float(_ZH_ANCHOR.search(low) is not None),
            float(_ZH_HABIT.search(low) is not None),
            float(_ZH_PLAN.search(low) is not None),
            float(_ZH_STATE.search(low) is not None),
        ]
    return np.array([*en, *zh, float("!" in text or "！" in text), 1.0], dtype=np.float32)


N_GRAMMAR = 12


def features(texts: Sequence[str], vectors: np.ndarray) -> np.ndarray:
    """Return the feature rows (n, N_GRAMMAR + d) of ``texts`` with their unit ``vectors``."""
    grammar = np.stack([grammar_features(t) for t in texts]) if texts else np.zeros((0, N_GRAMMAR))
    return np.concatenate([grammar, np.atleast_2d(vectors)], axis=1).astype(np.float32)


class EpisodeModel:
    """The trained weights: ``probabilities(x)`` for feature rows x (n, d) -> P(event) (n,)."""

    def __init__(self, weights: np.ndarray, bias: float, mean: np.ndarray, scale: np.ndarray):
        self.weights, self.bias, self.mean, self.scale = weights, bias, mean, scale

    @property
    def dimension(self) -> int:
        """Return the embedding dimension the model was trained for."""
        return int(self.weights.shape[0] - N_GRAMMAR)

    def probabilities(self, x: np.ndarray) -> np.ndarray:
        """Return P(event) for each row of ``x`` (n, d)."""
        z = ((np.atleast_2d(x) - self.mean) / self.scale) @ self.weights + self.bias
        p: np.ndarray = 1.0 / (1.0 + np.exp(-np.clip(z, -30.0, 30.0)))
        return p

    def save(self, path: str) -> None:
        np.savez_compressed(path, weights=self.weights, bias=np.float32(self.bias),
                            mean=self.mean, scale=self.scale)  # fmt: skip


@lru_cache(maxsize=1)
def shipped() -> EpisodeModel | None:
    """Return the model shipped with the package, or None when it is not there."""
    data = shipped_arrays(WEIGHTS)
    if data is None:
        return None
    return EpisodeModel(data["weights"], float(data["bias"]), data["mean"], data["scale"])


def told_as_events(texts: Sequence[str], vectors: Sequence[np.ndarray]) -> list[bool]:
    """Return, for each text (with its unit vector), True when it tells an event: a dialogue
    turn, or content the shipped model reads as an event. Without a model for the vectors'
    dimension only dialogue turns are events. One matrix product for them all."""
    out = [facets.is_utterance(t) for t in texts]
    model = shipped()
    todo = [i for i, e in enumerate(out) if not e]
    if not todo or model is None or np.shape(vectors[todo[0]])[-1] != model.dimension:
        return out
    x = features([texts[i] for i in todo], np.stack([vectors[i] for i in todo]))
    for i, p in zip(todo, model.probabilities(x), strict=True):
        out[i] = bool(p >= EVENT_PROBABILITY)
    return out


def untyped_events(items: Sequence[MemoryInput], vectors: Sequence[np.ndarray]) -> list[bool]:
    """Return, for each item of a write (with its unit vector), True when its writer gave no
    type and its content tells an event (told_as_events, for the untyped ones only: a typed
    write costs nothing)."""
    out = [False] * len(items)
    todo = [i for i, item in enumerate(items) if not item.typed]
    if todo:
        told = told_as_events([items[i].content for i in todo], [vectors[i] for i in todo])
        for i, e in zip(todo, told, strict=True):
            out[i] = e
    return out


def is_event(
    record_content: str, memory_type: MemoryType, typed: bool, told_as_event: bool = False
) -> bool:
    """Return True when a text is an event, not a fact to contradict: a dialogue turn, a
    memory its writer typed EPISODIC, or an untyped one whose content tells an event
    (``told_as_event``: told_as_events)."""
    if typed:
        return memory_type is MemoryType.EPISODIC or facets.is_utterance(record_content)
    return told_as_event or facets.is_utterance(record_content)


def change_reported(asked: bool, typed: bool, told_as_event: bool, vector: np.ndarray) -> bool:
    """Return the change-report model's reading of a text (its unit ``vector``) where
    told_change can use it: ``asked`` (LifecycleConfig.change_report_model), an untyped text
    read as an event; False elsewhere, without asking the model."""
    return asked and told_as_event and not typed and change_report.reports_change(vector)


def told_change(content: str, typed: bool, told_as_event: bool, reported: bool = False) -> bool:
    """Return True when an untyped text read as an event (told_as_events) tells a change (a
    change cue: "moved to", "switched", "戒了", "现在", or ``reported``: the change-report
    model reads one, "first week at Halden Pharma done"): the write path relates it as the new
    value of a fact, ordering only (memoryd.core.write.relate.relate's ``change_told``). Not a
    dialogue turn (turns relate as turns) nor a text told as what was ("之前一直用建行，公司换
    了代发银行才跟着换的": history told late, mood.bygone)."""
    return (
        not typed
        and told_as_event
        and (reported or facets.says_change(content))
        and not facets.is_utterance(content)
        and not bygone(content)
    )


def record_teller(
    vectors: Callable[[Sequence[bytes]], Sequence[np.ndarray | None]], remembered: int = 4_096
) -> Callable[[MemoryRecord], bool]:
    """Return ``told(record)``: whether a stored record's content tells an event
    (told_as_events, its vector read by ``vectors(ids)`` when asked; without one, only a
    dialogue turn is). The write path asks it only of a neighbour a verdict is at stake for.
    A record its writer typed is read by its type: only a dialogue turn tells an event then
    (EPISODIC is the caller's own check). The model reads the untyped ones; it reads habits
    as events too often to overrule a writer ("I sell our old stuff on Vinted", "Our drinking
    water comes from a water cooler": both typed facts, both read as events, and the change
    each was told then ordered nothing).

    The answers of the last ``remembered`` records are kept, by id and the text's hash (the
    texts themselves are not held): the same neighbours come back write after write, and a
    record's vector does not change under its id but by an import over it (read as before if
    it keeps the text). Thread-safe."""
    kept: LruCache[tuple[bytes, int], bool] = LruCache(remembered)

    def told(record: MemoryRecord) -> bool:
        if record.typed:
            return facets.is_utterance(record.content)
        key = (record.id, hash(record.content))
        answer = kept.get(key)
        if answer is None:
            stored = vectors([record.id])[0]
            if stored is None:
                answer = facets.is_utterance(record.content)
            else:
                answer = told_as_events([record.content], [stored])[0]
            kept.put(key, answer)
        return answer

    return told
