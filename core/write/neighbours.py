"""The active memories a new text is compared with: its nearest in its pool, and for a text
that says a single-valued attribute changed, farther ones about that attribute."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from memoryd.core.config import LifecycleConfig
from memoryd.core.lifecycle.decide import neighbour_floor
from memoryd.core.text import cues
from memoryd.core.text.attributes import attributes_of
from memoryd.core.text.normalize import straightened
from memoryd.core.tiers.pool import Candidate, PoolIndex
from memoryd.core.types import MemoryRecord, Scope, Status, Tier

# Every change cue the judge's text analysis looks for (memoryd.core.text.cues), as plain
# substrings of the lower-cased text: a text holding none of them states no change, and is not
# analysed (the judge's analysis costs ~0.7 ms a text; most texts hold no cue). A superset:
# the judge reads the same text with values blanked by "|", so a cue it finds is here too.
_CUES = re.compile(
    "|".join(
        re.escape(cue)
        for cue in sorted(
            {*cues.ZH_STRONG_CUES, *cues.ZH_START_CUES, *cues.ZH_WEAK_CUES,
             *cues.EN_STRONG_CUES, *cues.EN_START_CUES, *cues.EN_WEAK_CUES},
            key=len, reverse=True,
        )
    )
    + r"|(?:chang|switch|mov|revis|updat|push|reschedul|rais|lower|increas|decreas|reduc|bump"
    r"|cut).*to"  # cues.EN_CHANGE_TO, loosened
    r"|(?:swap|trad|exchang|substitut).*for|replac.*with"  # cues.EN_EXCHANGE, loosened
    r"|改"  # cues.ZH_SWITCH_TO, loosened
    r"|(?:up|down|back) to|错了|[瘦胖长]到"  # cues.EN_LEVEL_TO, ZH_SLIP, ZH_LEVEL_TO, loosened
    r"|as of|starting|from (?:next|this)|from .*on|going forward"  # cues.ONSET, loosened
    # (its Chinese onset needs 从 / 自 / 打 or a time before 起: 一起, 起床 and 起来 state nothing)
    rf"|(?:[从自打].*|{cues.ZH_ONSET_WHEN})起"
)  # fmt: skip


def may_state_change(text: str) -> bool:
    """Return False when ``text`` holds none of the judge's change cues, so that
    memoryd.core.text.analysis.changed_attribute is "" for it (True: it may state a change)."""
    lower = straightened(text).lower()
    return _CUES.search(lower.replace("\n", " ")) is not None


# read(ids, content) -> records (None when missing), in order; content=False reads headers.
Reader = Callable[..., list[MemoryRecord | None]]
# headers(ids) -> the kept headers themselves (None when missing), in order: no text, events,
# access statistics or tier, never to be changed (Records.shared_headers).
HeaderReader = Callable[[list[bytes]], list[MemoryRecord | None]]


@dataclass(frozen=True, slots=True)
class Neighbours:
    """The candidates (record with its text, cosine), most similar first, and the least cosine
    a far one needed (``floor``; the conflict threshold unless the text states a change)."""

    candidates: list[tuple[MemoryRecord, float]]
    floor: float


@dataclass(frozen=True, slots=True)
class Query:
    """One new text whose neighbours are wanted: its ``content``, ``scope`` and unit float32
    ``vector``."""

    content: str
    scope: Scope
    vector: np.ndarray


def gather(
    queries: Sequence[Query],
    pools: Callable[[bytes], PoolIndex | None],
    read: Reader,
    headers: HeaderReader,
    conflict_threshold: float,
    config: LifecycleConfig,
    oversample: int,
) -> list[Neighbours]:
    """Return, for each query (aligned), the active neighbours in its pool (``pools(key)``,
    None: never written) that the write path may judge it against.

    Batched: one tier search per pool and reach for all the queries (a matrix product, one
    faiss call), one header read for every candidate of the batch, one read with texts for
    the few picked (most writes have none). Each query sees the pool as it was before."""
    floors = [
        neighbour_floor(q.content, conflict_threshold, config.changed_attribute_floor)
        if may_state_change(q.content)
        else conflict_threshold
        for q in queries
    ]
    k = config.candidates
    # A stated change looks further: the fact it replaces may share few words with it.
    reach = [config.changed_attribute_reach if f < conflict_threshold else k for f in floors]
    groups: dict[tuple[bytes, int, float], list[int]] = {}
    for row, q in enumerate(queries):
        groups.setdefault((q.scope.pool_key, reach[row], floors[row]), []).append(row)
    found: list[list[Candidate]] = [[] for _ in queries]
    for (pool_key, depth, floor), rows in groups.items():
        pool = pools(pool_key)
        if pool is None:
            continue
        # Shallow: a near-duplicate or a conflict is among the closest few clusters of the
        # long tier; a recall-deep search per write would cap ingest on big pools.
        matrix = np.stack([queries[row].vector for row in rows])
        hits = pool.search_many(matrix, depth * oversample, shallow=True, floor=floor)
        for row, near in zip(rows, hits, strict=True):
            found[row] = near
    # Headers as kept: _picked reads only their status, scope and attributes, from the header
    # cache recall keeps warm (decoding every candidate's header from LMDB grew the write path
    # with the pool; a copy completed with its access statistics cost ~15 % of the search).
    ids = list(dict.fromkeys(c.id for hits in found for c in hits))
    kept = dict(zip(ids, headers(ids), strict=True))
    picked = [
        _picked(q, hits, kept, floors[row] < conflict_threshold, conflict_threshold, k,
                reach[row])
        for row, (q, hits) in enumerate(zip(queries, found, strict=True))
    ]  # fmt: skip
    # Texts, not events: the decision reads a neighbour's words and kind; a change to it is
    # made on the record as the commit finds it (Batch.mutate), events and all.
    full = _texts_once(read, [[c for c, _ in p] for p in picked])
    return [
        Neighbours([(r, c.similarity) for c, _ in p if (r := full.get(c.id)) is not None], f)
        for p, f in zip(picked, floors, strict=True)
    ]


def _texts_once(
    read: Reader, found: Sequence[Sequence[Candidate]]
) -> dict[bytes, MemoryRecord | None]:
    """Return the records of every candidate of ``found`` by id with their texts (no
    events), each read once (their tiers are the ones the search found them in)."""
    tiers: dict[bytes, Tier] = {}
    for hits in found:
        for c in hits:
            tiers.setdefault(c.id, c.tier)
    if not tiers:
        return {}
    ids = list(tiers)
    records = read(ids, content=True, events=False, tiers=list(tiers.values()))
    return dict(zip(ids, records, strict=True))


def _picked(
    q: Query,
    found: list[Candidate],
    headers: dict[bytes, MemoryRecord | None],
    changed: bool,
    conflict_threshold: float,
    k: int,
    reach: int,
) -> list[tuple[Candidate, MemoryRecord]]:
    """Return the candidates of one query worth reading with their texts, most similar
    first: the closest ``k`` active ones over the threshold, then (for a text stating a
    change) up to ``reach`` farther ones, those stating what changed first beyond 4k."""
    active = [
        (c, r)
        for c in found
        if (r := headers.get(c.id)) is not None
        and r.status is Status.ACTIVE
        and r.scope.same_pool(q.scope)
    ]
    near = [n for n in active if n[0].similarity >= conflict_threshold][:k]
    far = [n for n in active if n[0].similarity < conflict_threshold]
    if changed:  # the closest few, then those stating what changed (as read at write)
        stated = attributes_of(q.content)
        far = far[: 4 * k] + [
            n for n in far[4 * k :] if n[1].attributes is None or stated & set(n[1].attributes)
        ]
    return near + far[:reach]
