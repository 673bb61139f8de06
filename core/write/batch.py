"""The items of one batch judged against each other: the pool search of each item sees the
pool as it was before the batch, so a correction written in the same batch as the fact it
corrects would otherwise leave both active with no relation between them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial

import numpy as np

from memoryd.core.judge import ConflictJudge
from memoryd.core.types import MemoryInput, MemoryRecord
from memoryd.core.write import episodes, facets, pair_opinion, relate
from memoryd.core.write.ordering import ORDER_OFF, Guess
from memoryd.core.write.relate import Relation, WriteDecision

# What leaves an item of the batch active, so that a later item may relate to it.
_STAYS_ACTIVE = (Relation.NEW, Relation.OUTRANKS, Relation.BELOW, Relation.REPLACES)


# What only orders an item beside a memory of the pool: it still joins its twin in the batch.
_RANKED = (Relation.OUTRANKS, Relation.BELOW)


def _same_text_before(
    i: int,
    keys: Sequence[str],
    records: Sequence[MemoryRecord],
    decisions: Sequence[WriteDecision],
) -> MemoryRecord | None:
    """Return the record of an earlier item of the batch, in the same pool and staying active,
    whose text is item ``i``'s (``keys``: facets.exact of each item's text), or None."""
    for j in range(i):
        if (
            keys[j] == keys[i]
            and decisions[j].relation in _STAYS_ACTIVE
            and records[j].scope.same_pool(records[i].scope)
        ):
            return records[j]
    return None


def _is_in(ids: set[bytes], record: MemoryRecord) -> bool:
    """Return True when ``record`` is one of ``ids`` (an earlier item of the batch told as an
    event)."""
    return record.id in ids


def within_batch(
    items: Sequence[MemoryInput],
    records: Sequence[MemoryRecord],
    vectors: Sequence[np.ndarray],
    decisions: Sequence[WriteDecision],
    judge: ConflictJudge,
    duplicate_threshold: float,
    conflict_threshold: float,
    told: Sequence[bool] = (),
    order_threshold: float = ORDER_OFF,
    start: int = 0,
    nearest: int | None = None,
    report_changes: bool = False,
    opinion: pair_opinion.Model | None = None,
    guess_floors: Mapping[Guess, float] | None = None,
    outdated_at: float = 2.0,
) -> list[WriteDecision]:
    """Return ``decisions`` with each item that relates to nothing in its pool related to the
    earlier items of the batch instead, where one is similar enough (one matrix product for the
    whole batch; ``records`` are the new records the items would be stored as, unit ``vectors``
    aligned; ``told``, when given: which items' content tells an event). An earlier item it
    relates to is then the decision's target. ``start``: the decisions before it are final
    already (a batch related a part at a time, as its parts are embedded). ``nearest``: only
    the most similar that many earlier items are judged, as only the most similar few
    memories of the pool are (LifecycleConfig.candidates; None: every one). ``report_changes``:
    ask the change-report model of each item, as the write path does (episodes.told_change).
    ``opinion``: the learned second opinion the write path asks (pair_opinion.configured);
    ``guess_floors``: the vetoes of guessed orderings it asks (pair_opinion.guess_floors);
    ``outdated_at``: the reading's P at which a soft supersede outdates (relate.GuessCheck).
    An item the pool only ranked (above or below a memory) still joins an earlier item of the
    batch with the same text: the same words twice in one batch are one memory."""
    told = list(told) or [False] * len(items)
    out = list(decisions)
    if len(items) < 2 or start >= len(items):
        return out
    similarity = np.stack(vectors[start:]) @ np.stack(vectors).T  # rows: items from start
    events = {records[j].id for j in range(len(items)) if told[j]}
    floors = guess_floors or {}
    position: dict[bytes, int] = {}  # an earlier item's place by its id, made on first read

    def vector_of(record: MemoryRecord) -> np.ndarray:
        if not position:
            position.update((r.id, j) for j, r in enumerate(records))
        return vectors[position[record.id]]

    keys = (
        [facets.exact(it.content) for it in items]
        if any(d.relation in _RANKED for d in out[start:])
        else []
    )
    for i in range(start, len(items)):
        item = items[i]
        if out[i].relation in _RANKED:
            twin = _same_text_before(i, keys, records, out)
            if twin is not None:
                out[i] = relate.relate(
                    item.content, item.tags, False, item.on_conflict, [(twin, 1.0)], judge,
                    duplicate_threshold, conflict_threshold,
                )  # fmt: skip
            continue
        if out[i].relation is not Relation.NEW or out[i].target is not None:
            continue
        earlier = [
            (records[j], float(similarity[i - start, j]))
            for j in np.flatnonzero(similarity[i - start, :i] >= conflict_threshold).tolist()
            if out[j].relation in _STAYS_ACTIVE and records[j].scope.same_pool(item.scope)
        ]
        if not earlier:
            continue
        # A batch of one topic's texts (a conversation's turns, a template's fill-ins) puts
        # dozens of earlier items over the threshold; judged one after another they cost more
        # than the rest of the write (0.75 ms a text in bench.ingest_micro --text).
        earlier = sorted(earlier, key=lambda n: -n[1])[:nearest]
        event = episodes.is_event(item.content, item.memory_type, item.typed, told[i])
        reported = episodes.change_reported(report_changes, item.typed, told[i], vectors[i])
        asked = pair_opinion.asked_of(opinion, item.typed, item.memory_type)
        decided = relate.relate(
            item.content, item.tags, event, item.on_conflict, earlier, judge,
            duplicate_threshold, conflict_threshold,
            second_opinion=pair_opinion.asker(asked, item.content, vectors[i], vector_of)
            if asked
            else None,
            told_event=partial(_is_in, events), order_threshold=order_threshold,
            change_told=episodes.told_change(item.content, item.typed, told[i], reported),
            guess_check=pair_opinion.guess_check(
                floors, item.content, vectors[i], vector_of, outdated_at
            ),
        )  # fmt: skip
        if decided.relation is not Relation.NEW:
            out[i] = decided
    return out
