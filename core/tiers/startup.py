"""Opening a data folder: claim it for the embedding model, load what META holds, rebuild
every pool's indexes from LMDB (the source of truth), and warm up the kernels and the model."""

from __future__ import annotations

import logging
import time

import numpy as np

from memoryd.core import kernels
from memoryd.core.embedding import Embedder
from memoryd.core.errors import ConfigurationError, InvalidArgument, StorageError
from memoryd.core.metrics import MetricsBook
from memoryd.core.store.codec import RecordCodec
from memoryd.core.store.records import CountKey, count_key
from memoryd.core.store.storage import Put, Store, Table
from memoryd.core.tiers import checkpoint, long_codebook
from memoryd.core.tiers.pool import PoolIndex
from memoryd.core.tiers.registry import Pools

log = logging.getLogger(__name__)

META_MODEL = b"embedding_model"
META_DIM = b"dimension"
META_DICT_CURRENT = b"zstd_dict_current"  # id of the dictionary new records use
META_DICT_PREFIX = b"zstd_dict/"  # + id: every dictionary ever trained


def claim_model(store: Store, model_id: str, dim: int) -> None:
    """Record the model of a new data folder; refuse a folder written by another."""
    stored_model = store.get(Table.META, META_MODEL)
    stored_dim = store.get(Table.META, META_DIM)
    if stored_model is None:
        store.apply(
            [
                Put(Table.META, META_MODEL, model_id.encode()),
                Put(Table.META, META_DIM, str(dim).encode()),
            ]
        )
        return
    if stored_model.decode() != model_id or int(stored_dim or 0) != dim:
        raise ConfigurationError(
            f"this data folder holds vectors of {stored_model.decode()} "
            f"({int(stored_dim or 0)}-d) but the server is configured with "
            f"{model_id} ({dim}-d): vectors of different models never mix; "
            f"start with the folder's embedder or use another data folder"
        )


def load_meta(store: Store, codec: RecordCodec, metrics: MetricsBook) -> None:
    """Load the zstd dictionaries into ``codec`` and the pools' lifecycle figures."""
    current = store.get(Table.META, META_DICT_CURRENT)
    for key, raw in store.scan(Table.META):
        if key.startswith(META_DICT_PREFIX):
            dict_id = int(key[len(META_DICT_PREFIX) :])
            codec.add_dictionary(raw, current=current == str(dict_id).encode())
        else:
            metrics.load(key, raw)


def rebuild_indexes(
    store: Store, codec: RecordCodec, pools: Pools, dim: int, *, read_only: bool = False
) -> None:
    """Index every stored memory in its pool (tiers by age, texts for the keyword route)
    and count it, from the pools' checkpoints where they still hold (core.checkpoint).
    ``read_only``: a reader process's (no checkpoint written: the writer's are)."""
    started = time.monotonic()
    now = time.time()
    replay = checkpoint.Replay(checkpoint.load(store))
    # Per pool: ids (ascending: the scan's key order), record fingerprints, created_at,
    # count keys, session ids; and the texts of the records no checkpoint row vouches for
    # (decoded here).
    members: dict[
        bytes, tuple[list[bytes], list[bytes], list[float], list[CountKey], list[str]]
    ] = {}
    texts: dict[bytes, dict[bytes, str]] = {}
    for memory_id, raw in store.scan(Table.RECORDS):
        fp = checkpoint.fingerprint(raw)
        known = replay.match(memory_id, fp)
        if known is not None:
            pool_key, created_at, key, session = known
        else:
            record = codec.read(memory_id, raw)
            if record is None:  # damaged: never indexed nor served (codec.damage counts it)
                continue
            pool_key, created_at, key = record.scope.pool_key, record.created_at, count_key(record)
            session = record.scope.session_id
            texts.setdefault(pool_key, {})[memory_id] = record.content
        ids, fps, created, keys, sessions = members.setdefault(pool_key, ([], [], [], [], []))
        ids.append(memory_id)
        fps.append(fp)
        created.append(created_at)
        keys.append(key)
        sessions.append(session)
    total = restored = 0
    fresh: list[checkpoint.PoolCheckpoint] = []
    for pool_key, (ids, fps, created, keys, sessions) in members.items():
        pools.count(pool_key, checkpoint.count_all(keys))
        index = pools.index_for_writing(pool_key)  # opens the pool's long tier, if any
        pools.note_birth(pool_key, min(created))
        total += len(ids)
        served = _index_texts(store, codec, replay, pool_key, index, ids, texts)
        restored += served
        index.chain(ids, sessions, created)  # the turn order, and each memory's context
        ck = replay.checkpoint(pool_key)
        if not served or pool_key in texts or ck is None or len(ck.ids) != len(ids):
            # Not what its checkpoint holds: checkpoint it as it is now, from what this scan
            # read, so that the first clean close (or a kill -9) finds little to redo.
            keywords = index._keywords  # start-up: not shared yet; no accessor in PoolIndex
            fresh.append(
                checkpoint.PoolCheckpoint(
                    pool_key, list(ids), b"".join(fps), list(created), list(keys),
                    keywords.cjk_unigrams, keywords.state(), list(sessions),
                )
            )  # fmt: skip
        long = index.long_tier
        if long is not None and len(long):
            # Memories coded in the long tier stay there.
            in_long = set(long.ids())
            stored = set(ids)
            for memory_id in in_long - stored:  # deleted before its codes were (a crash)
                long.remove(memory_id)
            keep = [i for i, memory_id in enumerate(ids) if memory_id not in in_long]
            ids = [ids[i] for i in keep]
            created = [created[i] for i in keep]
            if not ids:
                continue
        raws = store.get_many(Table.VECTORS, ids)
        missing = [i.hex() for i, r in zip(ids, raws, strict=True) if r is None]
        if missing:  # records and vectors are written in one transaction: never expected
            raise StorageError(
                f"{len(missing)} memories have no stored vector (e.g. {missing[0]}): the "
                "store is damaged; restore it from a backup"
            )
        blob = b"".join(r for r in raws if r is not None)
        vectors = np.frombuffer(blob, dtype=np.float32).reshape(len(ids), dim)
        order = np.argsort(created, kind="stable")  # oldest first, as they were written
        index.add_many([ids[i] for i in order], vectors[order], np.array(created)[order], now)
    try:
        if not read_only:
            checkpoint.write(store, fresh)
    except StorageError as exc:  # only a slower next start: serve anyway
        log.warning("checkpoint not written", extra={"error": str(exc)})
    log.info(
        "indexes rebuilt",
        extra={
            "memories": total,
            "pools": len(members),
            "pools_from_checkpoint": restored,
            "checkpoints_written": len(fresh),
            "seconds": time.monotonic() - started,
        },
    )


def _index_texts(
    store: Store,
    codec: RecordCodec,
    replay: checkpoint.Replay,
    pool_key: bytes,
    index: PoolIndex,
    ids: list[bytes],
    texts: dict[bytes, dict[bytes, str]],
) -> int:
    """Fill the pool's keyword index: from its checkpoint brought up to date when it can be,
    else from every text in id order (the order a checkpoint keeps: both give equal
    searches); return 1 when the checkpoint served, else 0."""
    changed = texts.get(pool_key, {})
    ck = replay.checkpoint(pool_key)
    # Start-up is single-threaded: the pool's keyword index is not shared yet.
    keywords = index._keywords  # PoolIndex has no accessor for it
    if ck is not None and checkpoint.bring_up_to_date(keywords, ck, ids, changed):
        return 1
    keywords.clear()
    unknown = [i for i in ids if i not in changed]  # vouched for by a checkpoint row
    for memory_id, raw in zip(unknown, store.get_many(Table.RECORDS, unknown), strict=True):
        record = None if raw is None else codec.read(memory_id, raw)
        if record is not None:
            changed[memory_id] = record.content
    for memory_id in ids:
        text = changed.get(memory_id, "")
        if text:
            keywords.add(memory_id, text)
    return 0


def warm_up(embedder: Embedder) -> None:
    """Compile (or load from the on-disk cache) every kernel, and run the embedding model
    once (its first call is ~0.7 s slower), before the first request."""
    try:
        embedder.embed_queries(["warm-up"])
    except InvalidArgument:
        pass  # embedder "none": client vectors only
    dim = embedder.dimension
    vec = np.ones(dim, dtype=np.float32) / np.sqrt(dim)
    kernels.dot_scan(vec.reshape(1, -1), vec)
    one = np.ones(1)
    kernels.score_candidates(
        np.ones(1, dtype=np.float32), one, one, one, np.ones(1, dtype=np.int64),
        np.ones(1, dtype=np.float32), np.ones(1, dtype=np.float32), np.ones(1, dtype=np.float32),
        1.0, 0.9, 1.5, 0.1, 0.1, 1.0, 0.0, 0.0,
    )  # fmt: skip
    kernels.memory_strength(np.ones(1, dtype=np.float32), one)
    lut, bias = np.zeros((8, 256), dtype=np.float32), np.zeros(1, dtype=np.float32)
    codes = np.zeros((1, 8), dtype=np.uint8)
    in_place = np.frombuffer(bytes(8), dtype=np.uint8).reshape(1, 8)  # read-only, as over LMDB
    for c in (codes, in_place):
        kernels.adc_scan(c, lut, bias)
        kernels.sq8_dot(c, np.zeros(8, dtype=np.float32), 0.0)
    long_codebook.warm_up()  # the long tier's search kernels, with the types a search passes
