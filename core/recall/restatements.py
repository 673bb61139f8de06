"""At most a few restatements of one thing in an answer: a hit whose text shares most of its
terms with several hits above it moves below the answer's window (issue #13: "at most 2 of a
top 5 are restatements of one fact").

Why: every text is kept (a repeated event, a fact told again in other words, the same small
talk each day), so a question near one of them finds all of them, and they crowd out the other
memories the question needs. Nothing is dropped from the store or hidden from a larger top_k:
the moved hits keep their order after the window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from memoryd.core.lru import LruCache
from memoryd.core.text.terms import tokens
from memoryd.core.types import Hit, MemoryRecord, Status


@dataclass(frozen=True, slots=True)
class Moved:
    """A hit moved out of the answer's window, and the better-ranked hit it restates."""

    hit: Hit
    like: Hit


@dataclass(frozen=True, slots=True)
class Spread:
    """The hits in their new order, and those moved out of the window."""

    hits: list[Hit]
    moved: tuple[Moved, ...]


# A memory's distinct keyword tokens as its pool's keyword index holds them (PoolIndex.token_set),
# None where it holds none.
IndexedTerms = Callable[[bytes], "frozenset[bytes] | None"]


# The term sets of texts seen lately: a pool's answers keep drawing the same memories (16k
# texts: ~1 KB each, a few pools' working sets).
_SEEN: LruCache[str, frozenset[bytes]] = LruCache(16_384)


def _terms(text: str) -> frozenset[bytes]:
    """Return the BM25 terms of ``text`` as a set (UTF-8, as the keyword index holds them)."""
    return frozenset(t.encode() for t in tokens(text))


def terms_of(record: MemoryRecord, indexed: IndexedTerms | None) -> frozenset[bytes]:
    """Return the BM25 terms of ``record``'s text: as seen lately, else read from the keyword
    index when the text is ASCII (the index adds CJK unigrams to other texts: there its set
    differs), else tokenized (~25 us). In a big pool most hits of a recall were never seen
    before: the index saved a third of a cold recall's spread at 50k memories."""
    text = record.content
    seen = _SEEN.get(text)
    if seen is not None:
        return seen
    held = indexed(record.id) if indexed is not None and text.isascii() else None
    terms = held if held is not None else _terms(text)
    _SEEN.put(text, terms)
    return terms


def alike(a: frozenset[bytes], b: frozenset[bytes]) -> float:
    """Return the Jaccard overlap of two term sets (0 when either is empty)."""
    if not a or not b:
        return 0.0
    shared = len(a & b)  # |a | b| without making the union
    return shared / (len(a) + len(b) - shared)


def spread(
    hits: Sequence[Hit],
    window: int,
    most: int,
    overlap: float,
    indexed: IndexedTerms | None = None,
) -> Spread:
    """Return ``hits`` (best first) with every active hit whose terms are ``overlap``-alike to
    those of ``most`` hits already placed in the first ``window`` moved to just after the
    window (``most`` 0: unchanged). History hits are neither moved nor counted. ``indexed``
    reads a hit's terms from its pool's keyword index (terms_of)."""
    if most <= 0 or len(hits) <= most:
        return Spread(list(hits), ())
    placed: list[Hit] = []
    terms: list[frozenset[bytes]] = []
    later: list[Moved] = []
    end = len(hits)
    for i, hit in enumerate(hits):
        if len(placed) >= window:
            end = i
            break
        active = hit.record.status is Status.ACTIVE
        own = terms_of(hit.record, indexed) if active else frozenset()
        like = [p for p, t in zip(placed, terms, strict=True) if alike(own, t) >= overlap]
        if len(like) >= most:
            later.append(Moved(hit, like[0]))
            continue
        placed.append(hit)
        terms.append(own)
    # Too few others to fill the window: the moved ones fill it up, best first.
    room = max(0, window - len(placed))
    back, out = later[:room], later[room:]
    ordered = placed + [m.hit for m in back] + [m.hit for m in out] + list(hits[end:])
    return Spread(ordered, tuple(out))
