"""The memory engine: remember, recall, get, forget and stats over one data folder.

LMDB is the source of truth; the per-pool tier indexes are rebuilt from it at start. A write is
acknowledged only after its transaction is committed (group commit), then indexed.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import faiss
import numpy as np

from memoryd.core import kernels
from memoryd.core.access import AccessLog, apply_access
from memoryd.core.codec import RecordCodec, train_dictionary
from memoryd.core.config import EngineConfig
from memoryd.core.embedding import Embedder, make_embedder
from memoryd.core.errors import ConfigurationError, InvalidArgument, NotFound
from memoryd.core.ids import id_to_str, new_id
from memoryd.core.lmdb_store import LmdbStore
from memoryd.core.pool import PoolIndex
from memoryd.core.storage import Delete, Op, PoolAdd, PoolRemove, Put, Table, Update
from memoryd.core.types import (
    HISTORY,
    RECALLABLE,
    ForgetMode,
    Hit,
    MemoryInput,
    MemoryRecord,
    RecallQuery,
    RememberAction,
    RememberResult,
    Scope,
    Stats,
    Status,
)
from memoryd.core.validation import check_ids, check_input, check_query, check_scope
from memoryd.core.writer import GroupCommitWriter

log = logging.getLogger(__name__)

_META_MODEL = b"embedding_model"
_META_DIM = b"dimension"
_META_DICT_CURRENT = b"zstd_dict_current"
_META_DICT_PREFIX = b"zstd_dict/"

# What a pool's counters are keyed by: (status value, memory type value).
_CountKey = tuple[str, str]


class MemoryEngine:
    """The engine of one data folder; thread-safe. Call ``close`` to stop it cleanly.

    Opening takes an exclusive claim on nothing: run one engine per data folder.
    """

    def __init__(
        self, data_dir: Path, config: EngineConfig, embedder: Embedder | None = None
    ) -> None:
        self._config = config
        self._embedder = embedder or make_embedder(
            config.embedder, config.dimension, config.embed_batch_size
        )
        self._dim = self._embedder.dimension
        faiss.omp_set_num_threads(config.faiss_threads)
        self._store = LmdbStore(Path(data_dir) / "store", config.store.map_size_bytes)
        self._codec = RecordCodec(config.compression.zstd_level)
        self._pools: dict[bytes, PoolIndex] = {}
        self._counts: dict[bytes, Counter[_CountKey]] = {}
        self._lock = threading.Lock()  # guards the two dicts above
        self._access = AccessLog()
        try:
            self._claim_model()
            self._load_dictionaries()
            self._rebuild_indexes()
        except BaseException:
            self._store.close()
            raise
        self._writer = GroupCommitWriter(
            self._store,
            max_group=config.store.max_group_commit,
            max_pending=config.limits.max_pending_writes,
            tick=self._access_ops,
            tick_interval=config.store.access_flush_interval_s,
        )
        self._warm_up()
        self._stop = threading.Event()
        self._maintenance = threading.Thread(
            target=self._maintenance_loop, name="memoryd-maintenance", daemon=True
        )
        self._maintenance.start()

    # ------------------------------------------------------------------ public API

    @property
    def model_id(self) -> str:
        return self._embedder.model_id

    @property
    def dimension(self) -> int:
        return self._dim

    def remember(self, item: MemoryInput) -> RememberResult:
        """Store one memory durably; return it with the action taken."""
        return self._remember([item], prefix=lambda i: "")[0]

    def remember_batch(self, items: Sequence[MemoryInput]) -> list[RememberResult]:
        """Store many memories in one transaction (all or nothing); results in input order."""
        limits = self._config.limits
        if not items or len(items) > limits.max_batch:
            raise InvalidArgument(
                "items", f"has {len(items)} items; a batch holds 1..{limits.max_batch}"
            )
        return self._remember(items, prefix=lambda i: f"items[{i}].")

    def recall(self, query: RecallQuery) -> list[Hit]:
        """Return the top_k memories of the query's pool for its text or vector, best first."""
        vector = check_query(query, self._config.limits, self._dim)
        if vector is None:
            vector = self._embedder.embed_queries([query.query])[0]
        now = time.time()
        at = query.as_of if query.as_of is not None else now
        pool = self._pool(query.scope.pool_key)
        if pool is None:
            return []
        statuses = HISTORY if query.include_history else RECALLABLE
        want = query.top_k * self._config.scoring.oversample
        while True:
            candidates = pool.search(vector, want)
            kept = [
                (c, r)
                for c, r in zip(
                    candidates, self._read_records([c.id for c in candidates]), strict=True
                )
                if r is not None
                and r.scope.same_pool(query.scope)  # the index is per pool; check anyway
                and r.status in statuses
                and r.created_at <= at
                and (r.expires_at is None or r.expires_at > at)
            ]
            # Filtering may have eaten the candidates: widen until enough or the pool is done.
            exhausted = len(candidates) < want or want >= self._pool_size(pool)
            if len(kept) >= query.top_k or exhausted:
                break
            want *= 4
        hits = self._rank(kept, at, query.top_k)
        if query.as_of is None:  # a replay of the past leaves no trace
            self._access.touch([h.record.id for h in hits], now)
        return hits

    def get(self, scope: Scope, memory_id: bytes) -> MemoryRecord:
        """Return one memory of ``scope``'s pool; NotFound when it is not there."""
        check_scope(scope, self._config.limits)
        record = self._read_records([memory_id])[0]
        if record is None or not record.scope.same_pool(scope):
            raise NotFound(f"memory {id_to_str(memory_id)} is not in this scope")
        return record

    def forget(self, scope: Scope, ids: list[str], mode: ForgetMode) -> list[bytes]:
        """Delete, suppress or restore memories of ``scope``'s pool; return the ids changed.

        All ids must be in the pool, or nothing changes (NotFound lists the missing ones).
        """
        check_scope(scope, self._config.limits)
        raw_ids = list(dict.fromkeys(check_ids(ids, self._config.limits)))
        records = self._read_records(raw_ids)
        missing = [
            id_to_str(i)
            for i, r in zip(raw_ids, records, strict=True)
            if r is None or not r.scope.same_pool(scope)
        ]
        if missing:
            raise NotFound(f"not in this scope, nothing was changed: {', '.join(missing)}")
        pool_key = scope.pool_key
        if mode is ForgetMode.DELETE:
            return self._delete(pool_key, raw_ids)
        return self._set_status(pool_key, raw_ids, mode)

    def stats(self, scope: Scope) -> Stats:
        """Return the counts of ``scope``'s pool (never another pool's)."""
        check_scope(scope, self._config.limits)
        pool_key = scope.pool_key
        with self._lock:
            counts = Counter(self._counts.get(pool_key, Counter()))
        pool = self._pool(pool_key)
        by_status: Counter[str] = Counter()
        by_type: Counter[str] = Counter()
        for (status, memory_type), n in counts.items():
            if n:
                by_status[status] += n
                by_type[memory_type] += n
        tiers = pool.counts() if pool is not None else {}
        return Stats(
            total=sum(by_status.values()),
            by_status=dict(by_status),
            by_tier={t.value: n for t, n in tiers.items()},
            by_type=dict(by_type),
            embedding_model=self.model_id,
            dimension=self._dim,
        )

    def maintain(self) -> dict[str, int]:
        """Run one maintenance pass now; return what it did (counts by kind of work)."""
        now = time.time()
        with self._lock:
            pools = list(self._pools.values())
        report = {"migrated_to_medium": 0, "medium_compactions": 0, "dictionaries_trained": 0}
        for pool in pools:
            report["migrated_to_medium"] += pool.migrate(now)
            report["medium_compactions"] += int(pool.compact())
        report["dictionaries_trained"] = int(self._maybe_train_dictionary())
        return report

    def close(self) -> None:
        """Stop maintenance, commit what is queued (access statistics too), close LMDB."""
        self._stop.set()
        self._maintenance.join()
        self._writer.close()
        self._store.close()

    # ------------------------------------------------------------------ writing

    def _remember(self, items: Sequence[MemoryInput], prefix) -> list[RememberResult]:
        limits = self._config.limits
        now = time.time()
        vectors = [check_input(it, limits, self._dim, now, prefix(i)) for i, it in enumerate(items)]
        missing = [i for i, v in enumerate(vectors) if v is None]
        if missing:
            try:
                embedded = self._embedder.embed_passages([items[i].content for i in missing])
            except InvalidArgument as exc:  # no model: name the first item that needed one
                raise InvalidArgument(f"{prefix(missing[0])}{exc.field}", exc.problem) from None
            for row, i in enumerate(missing):
                vectors[i] = embedded[row]
        records = [self._new_record(item, now) for item in items]
        ops: list[Op] = []
        for record, vector in zip(records, vectors, strict=True):
            ops += [
                Put(Table.RECORDS, record.id, self._codec.encode(record)),
                Put(Table.VECTORS, record.id, vector.tobytes()),
                PoolAdd(record.scope.pool_key, record.id),
            ]
        self._writer.write(ops, items=len(records))
        by_pool: dict[bytes, list[int]] = {}
        for i, record in enumerate(records):
            by_pool.setdefault(record.scope.pool_key, []).append(i)
        results = []
        for pool_key, rows in by_pool.items():
            pool = self._pool_for_writing(pool_key)
            pool.add_many(
                [records[i].id for i in rows],
                np.stack([vectors[i] for i in rows]),
                np.array([records[i].created_at for i in rows]),
                now,
            )
            self._count(
                pool_key,
                [((records[i].status.value, records[i].memory_type.value), 1) for i in rows],
            )
        for record in records:
            record.tier = self._pool_for_writing(record.scope.pool_key).tier_of(record.id)
            results.append(RememberResult(record, RememberAction.CREATED))
        return results

    def _new_record(self, item: MemoryInput, now: float) -> MemoryRecord:
        scoring = self._config.scoring
        created = item.created_at if item.created_at is not None else now
        return MemoryRecord(
            id=new_id(),
            scope=item.scope,
            content=item.content,
            memory_type=item.memory_type,
            importance=(
                item.importance if item.importance is not None else scoring.default_importance
            ),
            confidence=(
                item.confidence
                if item.confidence is not None
                else scoring.default_confidence[item.source.value]
            ),
            source=item.source,
            status=Status.ACTIVE,
            tags=tuple(dict.fromkeys(item.tags)),
            metadata=dict(item.metadata),
            created_at=created,
            updated_at=now,
            expires_at=item.expires_at,
            embedding_model=self.model_id,
        )

    def _delete(self, pool_key: bytes, ids: list[bytes]) -> list[bytes]:
        deleted: list[tuple[bytes, _CountKey]] = []

        def observe(memory_id: bytes):
            # Runs inside the delete's transaction: counts what is really erased, even when
            # a concurrent call changed or deleted the record since it was read.
            def fn(raw: bytes | None) -> None:
                if raw is not None:
                    r = self._codec.decode_header(memory_id, raw)
                    deleted.append((memory_id, (r.status.value, r.memory_type.value)))

            return fn

        ops: list[Op] = []
        for memory_id in ids:
            ops += [
                Update(Table.RECORDS, memory_id, observe(memory_id)),
                Delete(Table.RECORDS, memory_id),
                Delete(Table.VECTORS, memory_id),
                PoolRemove(pool_key, memory_id),
            ]
        self._writer.write(ops, items=len(ids))
        pool = self._pool(pool_key)
        if pool is not None:
            for memory_id in ids:
                pool.remove(memory_id)
        self._access.forget(ids)
        self._count(pool_key, [(key, -1) for _, key in deleted])
        return [memory_id for memory_id, _ in deleted]

    def _set_status(self, pool_key: bytes, ids: list[bytes], mode: ForgetMode) -> list[bytes]:
        now = time.time()
        changed: list[tuple[bytes, _CountKey, _CountKey]] = []

        def transition(memory_id: bytes):
            def fn(raw: bytes | None) -> bytes | None:
                if raw is None:  # deleted meanwhile
                    return None
                record = self._codec.decode(memory_id, raw)
                if mode is ForgetMode.SUPPRESS and record.status is not Status.SUPPRESSED:
                    new_status = Status.SUPPRESSED
                elif mode is ForgetMode.RESTORE and record.status in (
                    Status.SUPPRESSED,
                    Status.ARCHIVED,
                ):
                    new_status = Status.ACTIVE
                else:
                    return None
                t = record.memory_type.value
                changed.append((memory_id, (record.status.value, t), (new_status.value, t)))
                record = replace(record, status=new_status, updated_at=now)
                return self._codec.encode(record)

            return fn

        self._writer.write([Update(Table.RECORDS, i, transition(i)) for i in ids], items=len(ids))
        deltas = [(old, -1) for _, old, _ in changed] + [(new, 1) for _, _, new in changed]
        self._count(pool_key, deltas)
        return [memory_id for memory_id, _, _ in changed]

    def _access_ops(self) -> list[Op]:
        ops: list[Op] = []
        for memory_id, (count, last) in self._access.drain().items():

            def fn(raw: bytes | None, memory_id=memory_id, count=count, last=last):
                if raw is None:
                    return None
                record = self._codec.decode(memory_id, raw)
                return self._codec.encode(apply_access(record, count, last))

            ops.append(Update(Table.RECORDS, memory_id, fn))
        return ops

    # ------------------------------------------------------------------ reading

    def _read_records(self, ids: list[bytes]) -> list[MemoryRecord | None]:
        raws = self._store.get_many(Table.RECORDS, ids)
        out: list[MemoryRecord | None] = []
        for memory_id, raw in zip(ids, raws, strict=True):
            if raw is None:
                out.append(None)
                continue
            record = self._access.overlay(self._codec.decode(memory_id, raw))
            pool = self._pool(record.scope.pool_key)
            record.tier = pool.tier_of(memory_id) if pool is not None else None
            out.append(record)
        return out

    def _rank(self, kept: list, at: float, top_k: int) -> list[Hit]:
        if not kept:
            return []
        scoring = self._config.scoring
        records = [r for _, r in kept]
        created = np.array([r.created_at for r in records], dtype=np.float64)
        last = np.array([r.last_accessed_at or r.created_at for r in records], dtype=np.float64)
        score, decay = kernels.score_candidates(
            np.array([c.similarity for c, _ in kept], dtype=np.float32),
            created,
            last,
            np.array(
                [scoring.half_life_days[r.memory_type.value] for r in records], dtype=np.float64
            ),
            np.array([r.access_count for r in records], dtype=np.int64),
            np.array([r.confidence for r in records], dtype=np.float32),
            at,
            scoring.idle_penalty_per_week,
            scoring.access_bonus_cap,
            scoring.access_bonus_rate,
            scoring.similarity_weight,
            scoring.decay_weight,
        )
        order = np.argsort(-score, kind="stable")[:top_k]
        return [
            Hit(
                record=records[i],
                score=float(score[i]),
                similarity=kept[i][0].similarity,
                decay=float(decay[i]),
                keyword=0.0,
                tier=kept[i][0].tier,
            )
            for i in order
        ]

    # ------------------------------------------------------------------ pools and counters

    def _pool(self, pool_key: bytes) -> PoolIndex | None:
        with self._lock:
            return self._pools.get(pool_key)

    def _pool_for_writing(self, pool_key: bytes) -> PoolIndex:
        with self._lock:
            pool = self._pools.get(pool_key)
            if pool is None:
                pool = self._pools[pool_key] = PoolIndex(self._dim, self._config.tiers)
            return pool

    def _pool_size(self, pool: PoolIndex) -> int:
        return sum(pool.counts().values())

    def _count(self, pool_key: bytes, deltas: list[tuple[_CountKey, int]]) -> None:
        with self._lock:
            counts = self._counts.setdefault(pool_key, Counter())
            for key, delta in deltas:
                counts[key] += delta

    # ------------------------------------------------------------------ start-up

    def _claim_model(self) -> None:
        """Record the model of a new data folder; refuse a folder written by another."""
        stored_model = self._store.get(Table.META, _META_MODEL)
        stored_dim = self._store.get(Table.META, _META_DIM)
        if stored_model is None:
            self._store.apply(
                [
                    Put(Table.META, _META_MODEL, self.model_id.encode()),
                    Put(Table.META, _META_DIM, str(self._dim).encode()),
                ]
            )
            return
        if stored_model.decode() != self.model_id or int(stored_dim or 0) != self._dim:
            raise ConfigurationError(
                f"this data folder holds vectors of {stored_model.decode()} "
                f"({int(stored_dim or 0)}-d) but the server is configured with "
                f"{self.model_id} ({self._dim}-d): vectors of different models never mix; "
                f"start with the folder's embedder or use another data folder"
            )

    def _load_dictionaries(self) -> None:
        current = self._store.get(Table.META, _META_DICT_CURRENT)
        for key, raw in self._store.scan(Table.META):
            if key.startswith(_META_DICT_PREFIX):
                dict_id = int(key[len(_META_DICT_PREFIX) :])
                self._codec.add_dictionary(raw, current=current == str(dict_id).encode())

    def _rebuild_indexes(self) -> None:
        started = time.monotonic()
        now = time.time()
        members: dict[bytes, tuple[list[bytes], list[float]]] = {}
        for memory_id, raw in self._store.scan(Table.RECORDS):
            record = self._codec.decode_header(memory_id, raw)
            pool_key = record.scope.pool_key
            ids, created = members.setdefault(pool_key, ([], []))
            ids.append(memory_id)
            created.append(record.created_at)
            self._count(pool_key, [((record.status.value, record.memory_type.value), 1)])
        total = 0
        for pool_key, (ids, created) in members.items():
            raws = self._store.get_many(Table.VECTORS, ids)
            vectors = np.frombuffer(b"".join(raws), dtype=np.float32).reshape(len(ids), self._dim)
            pool = self._pool_for_writing(pool_key)
            order = np.argsort(created, kind="stable")  # oldest first, as they were written
            pool.add_many([ids[i] for i in order], vectors[order], np.array(created)[order], now)
            total += len(ids)
        log.info(
            "indexes rebuilt",
            extra={"memories": total, "pools": len(members), "seconds": time.monotonic() - started},
        )

    def _warm_up(self) -> None:
        """Compile (or load from the on-disk cache) every kernel, and run the embedding model
        once (its first call is ~0.7 s slower), before the first request."""
        try:
            self._embedder.embed_queries(["warm-up"])
        except InvalidArgument:
            pass  # embedder "none": client vectors only
        vec = np.ones(self._dim, dtype=np.float32) / np.sqrt(self._dim)
        kernels.dot_scan(vec.reshape(1, -1), vec)
        one = np.ones(1)
        kernels.score_candidates(
            np.ones(1, dtype=np.float32),
            one,
            one,
            one,
            np.ones(1, dtype=np.int64),
            np.ones(1, dtype=np.float32),
            1.0,
            0.9,
            1.5,
            0.1,
            1.0,
            0.0,
        )

    # ------------------------------------------------------------------ maintenance

    def _maintenance_loop(self) -> None:
        while not self._stop.wait(self._config.tiers.maintenance_interval_s):
            try:
                report = self.maintain()
                if any(report.values()):
                    log.info("maintenance pass", extra=report)
            except Exception:
                log.exception("maintenance pass failed")

    def _maybe_train_dictionary(self) -> bool:
        compression = self._config.compression
        if self._codec.dictionary_id != 0:
            return False
        with self._lock:
            total = sum(sum(c.values()) for c in self._counts.values())
        if total < compression.train_after_texts:
            return False
        samples: list[bytes] = []
        for memory_id, raw in self._store.scan(Table.RECORDS):
            samples.append(self._codec.decode(memory_id, raw).content.encode())
            if len(samples) >= 4 * compression.train_after_texts:
                break
        trained = train_dictionary(samples, compression.dictionary_bytes)
        if trained is None:
            return False
        dict_id = self._codec.add_dictionary(trained, current=False)
        self._writer.write(
            [
                Put(Table.META, _META_DICT_PREFIX + str(dict_id).encode(), trained),
                Put(Table.META, _META_DICT_CURRENT, str(dict_id).encode()),
            ]
        )
        self._codec.add_dictionary(trained, current=True)  # only once it is durable
        log.info("zstd dictionary trained", extra={"dict_id": dict_id, "bytes": len(trained)})
        return True
