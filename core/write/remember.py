"""Remember, RememberBatch and Remember with extract: new memories stored (or folded into what
is there), in the seven phases of one write."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from memoryd.core.config import EngineConfig
from memoryd.core.embedding_worker import EmbeddingWorker
from memoryd.core.judge import ConflictJudge
from memoryd.core.metrics import MetricsBook, PoolMetrics
from memoryd.core.store.records import Records
from memoryd.core.text.analysis import analyse
from memoryd.core.tiers.registry import Pools
from memoryd.core.types import MemoryInput, MemoryRecord, RememberAction, RememberResult
from memoryd.core.write import batch, embed_schedule, episodes, neighbours, pair_opinion, relate
from memoryd.core.write.coalesce import Coalescer
from memoryd.core.write.plan import ItemPlan, WritePlan
from memoryd.core.write.prepare import (
    NO_PREFIX,
    Checked,
    FieldPrefix,
    Prepared,
    Preparer,
    WriteDefaults,
)
from memoryd.core.write.relate import Relation, WriteDecision, write_result

# index_new(stored, now): the new records (with their vectors) added to the tiers, the
# keyword index, the recent route and the pool counts; each record's tier filled in.
IndexNew = Callable[[list[tuple[MemoryRecord, np.ndarray]], float], None]


@dataclass(frozen=True, slots=True)
class Related:
    """What each item of a write does to its pool (``decisions``), and whether its untyped
    content tells an event (``told``), aligned with the items."""

    decisions: list[WriteDecision]
    told: list[bool]

    def __add__(self, other: Related) -> Related:
        return Related(self.decisions + other.decisions, self.told + other.told)


class _WorkAhead:
    """The work of a chunked write that needs no vector, done a piece at a time while the
    writing thread waits for the embedding process: the items' importance
    (Preparer.estimated), then their texts analysed as the judge reads them
    (text.analysis.analyse, memoised).

    Why: the thread decides a chunk about as fast as the process embeds the next one, so it
    filled its waits by embedding chunks from the back, which the process, idle during the
    commit at the end of the call, could have embedded; this is work the thread does anyway.
    Only the texts ``analysed`` says the judge will read are read ahead (a text with a
    neighbour is analysed: nearly every one in a pool that has memories, few in an empty one);
    at most ``MOST`` of them: the analysis memo holds 4,096.

    Measured (bench/README.md, session 32): with this and the answers read whole
    (embedding_worker._Frames), text ingest of the bench's texts in-process went from
    .69-.72 to .75-.79 of the embedder's own rate."""

    STEP = 8  # ~1.5 ms of analysis: the process's answer waits no longer than that
    MOST = 1_024

    def __init__(
        self, preparer: Preparer, checked: Checked, analysed: Callable[[MemoryInput], bool]
    ) -> None:
        self._preparer = preparer
        self._checked = checked
        self._estimated = False
        self._texts = [it.content for it in checked.items if analysed(it)][: self.MOST]
        self._next = 0

    def _estimate(self) -> None:
        if not self._estimated:
            self._checked, self._estimated = self._preparer.estimated(self._checked), True

    @property
    def checked(self) -> Checked:
        """The write's items with their importance (estimated now if no wait came first)."""
        self._estimate()
        return self._checked

    def step(self) -> bool:
        """Do the next piece of the work; False when none is left."""
        if not self._estimated:
            self._estimate()
            return True
        start, self._next = self._next, self._next + self.STEP
        for text in self._texts[start : self._next]:
            analyse(text)
        return start < len(self._texts)


class Rememberer:
    """Stores new memories (or folds them into what is there). Thread-safe: no per-call state."""

    def __init__(
        self,
        config: EngineConfig,
        *,
        preparer: Preparer,
        defaults: WriteDefaults,
        records: Records,
        pools: Pools,
        index_new: IndexNew,
        judge: ConflictJudge,
        duplicate_threshold: float,
        conflict_threshold: float,
        order_threshold: float,
        metrics: MetricsBook,
        embed_worker: Callable[[], EmbeddingWorker | None] = lambda: None,
    ) -> None:
        self._config = config
        self._preparer = preparer
        self._defaults = defaults
        self._records = records
        self._pools = pools
        self._index_new = index_new
        self._judge = judge
        self._duplicate_t = duplicate_threshold
        self._conflict_t = conflict_threshold
        self._order_t = order_threshold
        self._told = episodes.record_teller(self._records.vectors)  # cached: neighbours recur
        life = config.lifecycle
        self._opinion = pair_opinion.configured(life.update_reading, life.pair_model_opinion)
        self._guess_floors = pair_opinion.guess_floors(life)
        self._metrics = metrics
        self._embed_worker = embed_worker
        # Concurrent single writes share one batch (write.coalesce); NO_PREFIX: a bad item's
        # error reads as it would for a write alone.
        self._unary: Coalescer[MemoryInput, RememberResult] = Coalescer(
            lambda items: self.remember(items, NO_PREFIX), config.store.fold_unary_writes
        )

    def remember_one(self, item: MemoryInput) -> RememberResult:
        """Return the result of one write, durable; concurrent callers' writes are folded into
        one batch (each related to the pool and to the items that arrived before it)."""
        return self._unary.submit(item)

    def remember(self, items: Sequence[MemoryInput], where: FieldPrefix) -> list[RememberResult]:
        """Return one result per item, in order, once all of them are durable (one
        transaction); InvalidArgument names a bad item by ``where``. Each item is compared with
        the pool as it was before the call, and with the items before it."""
        now = time.time()
        chunk = self._config.embed_batch_size
        worker = None
        if sum(1 for it in items if it.embedding is None) > chunk:
            worker = self._embed_worker()  # the texts are embedded on another core meanwhile
        if worker is None:
            return self._write(self._preparer.prepare(items, where, now), now)  # 1. prepare
        # 1-2 by chunks, each decided as soon as it is embedded (here or by the worker)
        checked = self._preparer.checked(items, where, now, estimate=False)
        spans = [range(s, min(s + chunk, len(items))) for s in range(0, len(items), chunk)]
        texts = [checked.texts(checked.unembedded(span)) for span in spans]
        ahead = _WorkAhead(self._preparer, checked, self._pool_holds_memories())
        built: dict[int, list[Prepared]] = {}
        decided: dict[int, Related] = {}
        prepared: list[Prepared] = []  # the chunks from the first on, each decided in full
        related = Related([], [])
        final: list[WriteDecision] = []
        for done in embed_schedule.embedded_chunks(
            texts, worker, self._preparer.embed, meanwhile=ahead.step
        ):
            span = spans[done.chunk]
            built[done.chunk] = self._preparer.built(ahead.checked, span, done.vectors)
            decided[done.chunk] = self._related(built[done.chunk])
            # Relate each chunk to the earlier items as soon as they are all decided: this
            # work overlaps the embedding of the chunks still in the worker.
            while (n := len(prepared) // chunk) in decided:
                prepared += built.pop(n)
                related += decided.pop(n)
                final = self._within_batch(prepared, related, final)
        return self._write(prepared, now, final)

    def _pool_holds_memories(self) -> Callable[[MemoryInput], bool]:
        """Return whether an item's pool holds any memory (a neighbour its text may have),
        each pool asked once."""
        known: dict[bytes, bool] = {}

        def holds(item: MemoryInput) -> bool:
            key = item.scope.pool_key
            if key not in known:
                known[key] = self._pools.total(key) > 0
            return known[key]

        return holds

    def remember_extracted(self, item: MemoryInput) -> list[RememberResult]:
        """Return one result per memory extracted from ``item.content`` (raw dialogue; none
        when nothing is worth keeping)."""
        extracted = self._preparer.extracted(item)
        return self.remember(extracted, FieldPrefix()) if extracted else []

    def _write(
        self,
        prepared: Sequence[Prepared],
        now: float,
        decisions: Sequence[WriteDecision] | None = None,
    ) -> list[RememberResult]:
        """Return the results of the ``prepared`` items, written (``decisions``: what the
        chunked path decided for them already)."""
        if decisions is None:  # 2. neighbours -> relate (the judge), then within the batch
            decisions = self._within_batch(prepared, self._related(prepared), [])
        plan = WritePlan.of(prepared, decisions, now, self._defaults)  # 3. pure
        written = self._records.batch()
        plan.fill(written)
        written.commit(items=len(prepared))  # 4. one durable transaction
        self._index_new([(s.record, s.vector) for s in plan.stored], now)  # 5. tiers
        self._account(plan, now)  # 6. counters, figures, re-confirmations
        return self._results(plan)  # 7. merged ones as committed

    def _related(self, prepared: Sequence[Prepared]) -> Related:
        """Return what each item does to its pool's most similar active memories (as the pool
        was before the call)."""
        found = neighbours.gather(
            [neighbours.Query(p.item.content, p.item.scope, p.vector) for p in prepared],
            self._pools.index, self._records.read, self._records.shared_headers,
            self._conflict_t, self._config.lifecycle,
            self._config.scoring.oversample,
        )  # fmt: skip
        # which untyped texts tell an event (issue #13), one matrix product for the batch
        told = episodes.untyped_events([p.item for p in prepared], [p.vector for p in prepared])
        decided = [
            self._decide(p.item, p.vector, n, e)
            for p, n, e in zip(prepared, found, told, strict=True)
        ]
        return Related(decided, told)

    def _within_batch(
        self, prepared: Sequence[Prepared], related: Related, final: Sequence[WriteDecision]
    ) -> list[WriteDecision]:
        """Return the decisions with each item also related to the items before it; the
        ``final`` ones (the first items') are kept as they are."""
        return batch.within_batch(
            [p.item for p in prepared], [p.record for p in prepared],
            [p.vector for p in prepared], [*final, *related.decisions[len(final):]],
            self._judge, self._duplicate_t, self._conflict_t, related.told, self._order_t,
            start=len(final), nearest=self._config.lifecycle.candidates,
            report_changes=self._config.lifecycle.change_report_model, opinion=self._opinion,
            guess_floors=self._guess_floors, outdated_at=self._config.lifecycle.outdated_at,
        )  # fmt: skip

    def _decide(
        self, item: MemoryInput, vector: np.ndarray, found: neighbours.Neighbours, told: bool
    ) -> WriteDecision:
        """Return what a new memory does to its ``found`` neighbours (``told``: its content
        tells an event)."""
        if not found.candidates:  # nothing near: nothing to judge, no text to analyse
            return WriteDecision(Relation.NEW, RememberAction.CREATED)
        event = episodes.is_event(item.content, item.memory_type, item.typed, told)
        reported = episodes.change_reported(
            self._config.lifecycle.change_report_model, item.typed, told, vector
        )
        return relate.relate(
            item.content, item.tags, event, item.on_conflict, found.candidates, self._judge,
            self._duplicate_t, self._conflict_t, found.floor,
            self._second_opinion(item, vector),
            self._told,
            self._order_t,
            episodes.told_change(item.content, item.typed, told, reported),
            pair_opinion.guess_check(
                self._guess_floors, item.content, vector, self._vector_of,
                self._config.lifecycle.outdated_at,
            ),
        )  # fmt: skip

    def _second_opinion(self, item: MemoryInput, vector: np.ndarray) -> relate.SecondOpinion | None:
        """Return the learned second opinion on a new text, or None: none configured, or the
        update reading for a text its writer typed EPISODIC (pair_opinion.asked_of)."""
        model = pair_opinion.asked_of(self._opinion, item.typed, item.memory_type)
        if model is None:
            return None
        return pair_opinion.asker(model, item.content, vector, self._vector_of)

    def _vector_of(self, record: MemoryRecord) -> np.ndarray | None:
        """Return ``record``'s stored vector (a neighbour a learned reading is asked about)."""
        return self._records.vectors([record.id])[0]

    def _account(self, plan: WritePlan, now: float) -> None:
        """Count the writes, merges and verdicts of each pool, and a re-confirmation as one
        access of the memory a text joined."""
        for p in plan.items:
            decision = p.decision

            def counted(m: PoolMetrics, d: WriteDecision = decision) -> None:
                m.writes += 1
                if d.action is RememberAction.MERGED:
                    m.merges += 1
                if d.verdict is not None:
                    m.verdicts[d.verdict.value] = m.verdicts.get(d.verdict.value, 0) + 1

            self._metrics.update(p.prepared.item.scope.pool_key, counted)
        self._records.access.touch(plan.joined, now)

    def _results(self, plan: WritePlan) -> list[RememberResult]:
        """Return each item's result: known before the commit, or, for a text that joined a
        memory, that memory as committed (this write folded in). A text whose target vanished
        before the commit was absorbed by nothing: it is decided again, from its prepared form
        (its redaction kinds and index kept), and stored."""
        joined = plan.joined
        current = dict(zip(joined, self._records.read(joined), strict=True))
        out: list[RememberResult] = []
        for p in plan.items:
            if p.result is not None:
                out.append(p.result)
                continue
            out.append(self._joined_result(p, current))
        return out

    def _joined_result(
        self, p: ItemPlan, current: dict[bytes, MemoryRecord | None]
    ) -> RememberResult:
        target = p.decision.target  # a joined item always has one (WritePlan.joined)
        record = current.get(target.id) if target is not None else None
        if p.stored is None:  # absorbed by its target (a duplicate)
            if record is None:  # the target was deleted meanwhile: nothing absorbed the text
                return self._write([p.prepared], time.time())[0]
            return write_result(record, p.decision)
        own = p.stored.record.id
        # The target deleted meanwhile: the version is the text's only record.
        shown = record or self._records.read([own])[0] or target or p.stored.record
        return write_result(shown, p.decision, own)
