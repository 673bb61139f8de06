"""Start-up checkpoints: each pool's keyword index and per-memory header fields, saved to
Table.CHECKPOINT so that a restart need not decode and re-tokenize every memory.

LMDB stays the source of truth. A checkpoint is trusted row by row, never as a whole:

- it holds, per memory of the pool, a fingerprint of the memory's stored record bytes
  (blake2b, 8 bytes) with the fields start-up needs (created_at, status, type, session_id:
  the pool's turn order, memoryd.core.tiers.turn_chain);
- at start-up every stored record is hashed and compared with its row (``Replay``). A record
  whose bytes are unchanged is known without decoding it; any other is decoded as before;
- a pool's keyword index is restored from its checkpoint and brought up to date with what
  changed since (``bring_up_to_date``): memories deleted are removed, memories whose record
  changed but whose text indexes the same are kept, newer memories are appended. Anything
  else (a text that changed, a memory older than the checkpoint's newest appearing) makes
  that pool's keyword index rebuild from the texts, as without a checkpoint.

The result equals a full rebuild: the checkpointed index is saved in canonical form (slots in
memory-id order, as start-up adds texts) and every replay step keeps that order. A checkpoint
written by other tokenizer code (its stamp differs) is ignored.

Written at clean shutdown (MemoryEngine.close), when no write is in flight; a kill -9 leaves
the previous checkpoint, which the row check makes safe to use.

Layout: b"p" + 2-byte length + pool key -> an npz (numpy arrays only, no pickle).
"""

from __future__ import annotations

import hashlib
import io
import logging
import zipfile
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np

from memoryd.core.ids import ID_BYTES
from memoryd.core.store.codec import RecordCodec
from memoryd.core.store.storage import Delete, Op, Put, Store, Table
from memoryd.core.text import terms as terms_mod
from memoryd.core.tiers import keyword as keyword_mod
from memoryd.core.tiers.keyword import KeywordIndex, KeywordState
from memoryd.core.tiers.pool import PoolIndex
from memoryd.core.tiers.registry import Pools

log = logging.getLogger(__name__)

__all__ = [
    "PoolCheckpoint",
    "Replay",
    "bring_up_to_date",
    "fingerprint",
    "load",
    "save",
    "write",
]

_FORMAT = b"memoryd-checkpoint-2"  # 2: rows keep session_id
_PREFIX = b"p"
_FP_BYTES = 8

# What a pool's counts are keyed by: (status value, memory type value); as in core.pools.
CountKey = tuple[str, str]


@cache
def stamp() -> bytes:
    """Return the stamp of the code that shapes a keyword index (format, tokenizer, index
    layout): a checkpoint with another stamp was tokenized differently and is not used."""
    h = hashlib.blake2b(_FORMAT, digest_size=16)
    for module in (terms_mod, keyword_mod):
        h.update(Path(str(module.__file__)).read_bytes())
    return h.digest()


def fingerprint(raw: bytes | memoryview) -> bytes:
    """Return the 8-byte blake2b fingerprint of a stored record's bytes."""
    return hashlib.blake2b(raw, digest_size=_FP_BYTES).digest()


def _key(pool_key: bytes) -> bytes:
    return _PREFIX + len(pool_key).to_bytes(2, "big") + pool_key


@dataclass(frozen=True, eq=False)
class PoolCheckpoint:
    """One pool's checkpoint: rows (every memory of the pool when saved, ascending id) and
    its keyword index (KeywordState)."""

    pool_key: bytes
    ids: list[bytes]
    fingerprints: bytes  # 8 bytes a row
    created: list[float]  # created_at, epoch seconds
    count_keys: list[CountKey]
    cjk_unigrams: bool
    keywords: KeywordState
    sessions: list[str]  # session_id of each row

    def fingerprint(self, row: int) -> bytes:
        """Return the fingerprint of a row."""
        return self.fingerprints[row * _FP_BYTES : (row + 1) * _FP_BYTES]


def _to_bytes(ck: PoolCheckpoint) -> bytes:
    names = sorted(set(ck.count_keys))
    code = {k: i for i, k in enumerate(names)}
    session_names = sorted(set(ck.sessions))
    session_code = {s: i for i, s in enumerate(session_names)}
    kw = ck.keywords
    out = io.BytesIO()
    np.savez(
        out,
        stamp=np.frombuffer(stamp(), dtype=np.uint8),
        cjk_unigrams=np.array(ck.cjk_unigrams),
        ids=np.frombuffer(b"".join(ck.ids), dtype=np.uint8).reshape(len(ck.ids), ID_BYTES),
        fingerprints=np.frombuffer(ck.fingerprints, dtype=np.uint8),
        created=np.array(ck.created, dtype=np.float64),
        key_names=np.array(["\x00".join(k) for k in names] or [""], dtype=str),
        key_codes=np.array([code[k] for k in ck.count_keys], dtype=np.int32),
        session_names=np.array(session_names or [""], dtype=str),
        session_codes=np.array([session_code[s] for s in ck.sessions], dtype=np.int32),
        kw_ids=np.frombuffer(b"".join(kw.ids), dtype=np.uint8).reshape(len(kw.ids), ID_BYTES),
        kw_lengths=kw.lengths,
        kw_doc_offsets=kw.doc_offsets,
        kw_doc_terms=kw.doc_terms,
        kw_token_offsets=kw.token_offsets,
        kw_token_bytes=kw.token_bytes,
        kw_posting_offsets=kw.posting_offsets,
        kw_postings=kw.postings,
    )
    return out.getvalue()


def _from_bytes(pool_key: bytes, raw: bytes) -> PoolCheckpoint | None:
    with np.load(io.BytesIO(raw), allow_pickle=False) as z:
        if z["stamp"].tobytes() != stamp():
            return None
        names = [tuple(s.split("\x00")) for s in z["key_names"].tolist()]
        session_names = z["session_names"].tolist()
        id_blob = z["ids"].tobytes()
        kw_blob = z["kw_ids"].tobytes()
        return PoolCheckpoint(
            pool_key=pool_key,
            ids=[id_blob[i : i + ID_BYTES] for i in range(0, len(id_blob), ID_BYTES)],
            fingerprints=z["fingerprints"].tobytes(),
            created=z["created"].tolist(),
            count_keys=[names[c] for c in z["key_codes"].tolist()],
            cjk_unigrams=bool(z["cjk_unigrams"]),
            keywords=KeywordState(
                ids=[kw_blob[i : i + ID_BYTES] for i in range(0, len(kw_blob), ID_BYTES)],
                lengths=z["kw_lengths"],
                doc_offsets=z["kw_doc_offsets"],
                doc_terms=z["kw_doc_terms"],
                token_offsets=z["kw_token_offsets"],
                token_bytes=z["kw_token_bytes"],
                posting_offsets=z["kw_posting_offsets"],
                postings=z["kw_postings"],
            ),
            sessions=[session_names[c] for c in z["session_codes"].tolist()],
        )


def load(store: Store) -> dict[bytes, PoolCheckpoint]:
    """Return every usable checkpoint by pool key (those of other tokenizer code, or
    unreadable, are left out: their pools are rebuilt)."""
    found: dict[bytes, PoolCheckpoint] = {}
    for key, raw in store.scan_prefix(Table.CHECKPOINT, _PREFIX):
        pool_key = key[3 : 3 + int.from_bytes(key[1:3], "big")]
        try:
            ck = _from_bytes(pool_key, raw)
        except (ValueError, KeyError, OSError, RuntimeError, zipfile.BadZipFile) as exc:  # rebuild
            log.warning("checkpoint unreadable, pool rebuilt", extra={"error": str(exc)})
            continue
        if ck is not None:
            found[pool_key] = ck
    return found


class Replay:
    """Matches stored records with the checkpoints' rows during the start-up scan; one
    thread.

    ``match`` returns what a checkpoint says of a record whose bytes are unchanged; every
    other record the caller decodes.
    """

    def __init__(self, saved: dict[bytes, PoolCheckpoint]) -> None:
        self._saved = saved
        self._where: dict[bytes, tuple[PoolCheckpoint, int]] = {}
        for ck in saved.values():
            for row, memory_id in enumerate(ck.ids):
                self._where[memory_id] = (ck, row)

    def match(self, memory_id: bytes, fp: bytes) -> tuple[bytes, float, CountKey, str] | None:
        """Return (pool key, created_at, count key, session_id) of a record a checkpoint
        holds with these very bytes (``fp``: their ``fingerprint``), or None."""
        hit = self._where.get(memory_id)
        if hit is None:
            return None
        ck, row = hit
        if ck.fingerprint(row) != fp:
            return None
        return ck.pool_key, ck.created[row], ck.count_keys[row], ck.sessions[row]

    def checkpoint(self, pool_key: bytes) -> PoolCheckpoint | None:
        """Return the pool's checkpoint, if any."""
        return self._saved.get(pool_key)


def bring_up_to_date(
    index: KeywordIndex, ck: PoolCheckpoint, ids: list[bytes], texts: dict[bytes, str]
) -> bool:
    """Restore ``index`` from ``ck`` and replay what changed since; return False (the index
    is then left for the caller to rebuild) when the change cannot be replayed exactly.

    ``ids`` are the pool's stored memories now, ascending; ``texts`` holds the text of each
    of them whose record is not byte-identical to its checkpoint row (the others are
    indexed as the checkpoint holds them).
    """
    if ck.cjk_unigrams != index.cjk_unigrams:
        return False
    index.restore(ck.keywords)
    present = set(ids)
    for memory_id in ck.ids:
        if memory_id not in present:
            index.remove(memory_id)  # deleted since
    newest = ck.ids[-1] if ck.ids else b""
    for memory_id in ids:
        text = texts.get(memory_id)
        if text is None:
            continue  # unchanged since the checkpoint
        if memory_id <= newest:  # in the checkpoint's id range: it must index the same
            if not index.indexes_as(memory_id, text):
                return False
        elif text:
            index.add(memory_id, text)  # newer than every slot: appended in id order
    index.compact()
    return True


def write(store: Store, checkpoints: list[PoolCheckpoint]) -> None:
    """Store ``checkpoints`` (each replacing its pool's), in one transaction."""
    if checkpoints:
        store.apply([Put(Table.CHECKPOINT, _key(ck.pool_key), _to_bytes(ck)) for ck in checkpoints])


def save(
    store: Store,
    codec: RecordCodec,
    indexes: Iterable[tuple[bytes, PoolIndex]],
    unchanged: Callable[[bytes], bool] = lambda pool_key: False,
) -> int:
    """Write a checkpoint of every pool whose keyword index holds only what LMDB holds
    (another pool keeps its previous checkpoint: rows are checked at start-up, so an old
    one is slower, never wrong); drop those of pools gone; return how many were written.

    Pools for which ``unchanged(pool key)`` is true keep their checkpoint as it is (a
    wrong answer only costs a slower start). Call with no import in flight (the one write
    that gives an id another text)."""
    previous = load(store)
    ops: list[Op] = []
    with store.snapshot() as view:
        stale = {bytes(k) for k, _ in view.prefix(Table.CHECKPOINT, _PREFIX)}
    written = 0
    for pool_key, pool in indexes:
        stale.discard(_key(pool_key))
        if unchanged(pool_key):
            continue
        ck = _pool_checkpoint(store, codec, pool_key, pool, previous.get(pool_key))
        if ck is None:
            continue
        ops.append(Put(Table.CHECKPOINT, _key(pool_key), _to_bytes(ck)))
        written += 1
    ops += [Delete(Table.CHECKPOINT, key) for key in sorted(stale)]
    store.apply(ops)
    return written


def _pool_checkpoint(
    store: Store,
    codec: RecordCodec,
    pool_key: bytes,
    pool: PoolIndex,
    previous: PoolCheckpoint | None,
) -> PoolCheckpoint | None:
    """Return the pool's checkpoint, or None when its keyword index holds a memory LMDB
    does not hold in this pool (a checkpoint row is what start-up trusts: a memory without
    one is decoded, but an indexed memory without one would never be removed).

    A stored memory whose text the index lacks (indexing behind a commit) gets no row."""
    # PoolIndex has no accessor for its keyword index; the pool's lock is what guards it.
    with pool._lock:
        state = pool._keywords.state()
        cjk = pool._keywords.cjk_unigrams
    known: dict[bytes, tuple[bytes, float, CountKey, str]] = {}
    if previous is not None:
        for row, memory_id in enumerate(previous.ids):
            known[memory_id] = (
                previous.fingerprint(row),
                previous.created[row],
                previous.count_keys[row],
                previous.sessions[row],
            )
    in_index = set(state.ids)
    was_indexed = set(previous.keywords.ids) if previous is not None else set()
    ids = sorted(set(store.pool_ids(pool_key)) | in_index)
    ids_out: list[bytes] = []
    fps: list[bytes] = []
    created: list[float] = []
    keys: list[CountKey] = []
    sessions: list[str] = []
    for memory_id, raw in zip(ids, store.get_many(Table.RECORDS, ids), strict=True):
        if len(memory_id) != ID_BYTES:
            return None
        if raw is None:
            if memory_id in in_index:
                return None
            continue
        fp = fingerprint(raw)
        old = known.get(memory_id)
        if old is not None and old[0] == fp:  # unchanged since the last checkpoint
            if memory_id in was_indexed and memory_id not in in_index:
                continue  # a stored text the index lacks: no row, so start-up decodes it
            at, key, session = old[1], old[2], old[3]
        else:
            header = codec.read(memory_id, raw, content=False)
            if header is None or header.scope.pool_key != pool_key:
                if memory_id in in_index:
                    return None
                continue
            if memory_id not in in_index and (codec.read(memory_id, raw) or header).content:
                continue  # a stored text the index lacks: no row, so start-up decodes it
            at, key = header.created_at, (header.status.value, header.memory_type.value)
            session = header.scope.session_id
        ids_out.append(memory_id)
        fps.append(fp)
        created.append(at)
        keys.append(key)
        sessions.append(session)
    if not in_index <= set(ids_out):
        return None
    return PoolCheckpoint(
        pool_key=pool_key,
        ids=ids_out,
        fingerprints=b"".join(fps),
        created=created,
        count_keys=keys,
        cjk_unigrams=cjk,
        keywords=state,
        sessions=sessions,
    )


def count_all(keys: Iterable[CountKey]) -> list[tuple[CountKey, int]]:
    """Return ``keys`` counted, as Pools.count deltas."""
    return list(Counter(keys).items())


def save_at_close(store: Store, codec: RecordCodec, pools: Pools) -> None:
    """Checkpoint every pool changed since start (save) as the engine closes, logging and
    swallowing a failure: a restart without a checkpoint is only slower. Call with no write
    in flight, so the indexes agree with LMDB."""
    try:
        # A pool unchanged since start has the checkpoint start-up made current.
        save(store, codec, pools.indexes(), unchanged=lambda key: pools.generation(key) == 0)
    except Exception:
        log.exception("checkpoint not written; the next start rebuilds from LMDB")
