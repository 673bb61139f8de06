"""Start-up checkpoints (memoryd.core.tiers.checkpoint): an index restored from a checkpoint, and
brought up to date with what changed after it, must equal one rebuilt from LMDB alone —
after writes, deletes, status changes, changed texts and a crash between the checkpoint and
later writes.
"""

# ruff: noqa: RUF001

from __future__ import annotations

import random
import shutil
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from memoryd.core import EngineConfig, MemoryEngine
from memoryd.core.config import TierConfig
from memoryd.core.store.codec import RecordCodec
from memoryd.core.store.lmdb_store import LmdbStore
from memoryd.core.store.storage import Delete, PoolRemove, Put, Table
from memoryd.core.tiers import checkpoint
from memoryd.core.tiers.keyword import KeywordIndex
from memoryd.core.types import ForgetMode, MemoryInput, Scope

ALICE = Scope("alice")
BOB = Scope("bob", "helper")
WORDS = ["coffee", "tea", "order", "boston", "moved", "likes", "咖啡", "王丽", "订单", "北京"]
QUERIES = [
    "coffee",
    "order 7",
    "likes tea",
    "王丽喜欢咖啡",
    "订单 3",
    "boston moved",
    "北京",
    "7",
    "nothing matches this",
]


def _text(rng: random.Random) -> str:
    # Few distinct words and repeated texts: many equal BM25 scores, so tie order matters.
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 4))) + f" {rng.randint(0, 9)}"


def _canonical(kw: KeywordIndex) -> tuple:
    """Return what determines every search of ``kw``: ids by slot, lengths, postings by
    token (term ids are arbitrary)."""
    s = kw.state()
    tokens = s.token_bytes.tobytes()
    postings = {
        tokens[s.token_offsets[t] : s.token_offsets[t + 1]]: s.postings[
            s.posting_offsets[t] : s.posting_offsets[t + 1]
        ].tolist()
        for t in range(len(s.token_offsets) - 1)
    }
    return s.ids, s.lengths.tolist(), postings


def _searches(kw: KeywordIndex) -> list:
    return [kw.search(q, 25) for q in QUERIES]


# ---------------------------------------------------------------- KeywordIndex state


def test_state_round_trip_equals_an_index_built_in_id_order():
    rng = random.Random(3)
    live = KeywordIndex()
    texts: dict[bytes, str] = {}
    ids = [rng.randbytes(16) for _ in range(300)]
    for memory_id in ids:  # arrival order is not id order
        texts[memory_id] = _text(rng)
        live.add(memory_id, texts[memory_id])
    for memory_id in rng.sample(ids, 60):
        live.remove(memory_id)
        del texts[memory_id]
    for memory_id in rng.sample(sorted(texts), 30):  # replaced: moved to the newest slot
        texts[memory_id] = _text(rng)
        live.add(memory_id, texts[memory_id])
    restored = KeywordIndex()
    restored.restore(live.state())
    built = KeywordIndex()
    for memory_id in sorted(texts):
        built.add(memory_id, texts[memory_id])
    assert _canonical(restored) == _canonical(built)
    assert _searches(restored) == _searches(built)
    assert len(restored) == len(built) == 240
    assert restored.vocabulary_size == built.vocabulary_size
    # The restored index keeps working like any other.
    extra = max(texts) + b"\xff"
    restored.add(extra, "coffee 7")
    built.add(extra, "coffee 7")
    assert _searches(restored) == _searches(built)


def _checkpoint(texts: dict[bytes, str]) -> checkpoint.PoolCheckpoint:
    kw = KeywordIndex()
    for memory_id in sorted(texts):
        kw.add(memory_id, texts[memory_id])
    ids = sorted(texts)
    return checkpoint.PoolCheckpoint(
        pool_key=b"p",
        ids=ids,
        fingerprints=b"\0" * 8 * len(ids),
        created=[0.0] * len(ids),
        count_keys=[("active", "semantic")] * len(ids),
        cjk_unigrams=False,
        keywords=kw.state(),
        sessions=[""] * len(ids),
    )


def test_replay_of_deletes_appends_and_unchanged_texts_equals_a_rebuild():
    rng = random.Random(5)
    before = {bytes([1, i]) + bytes(14): _text(rng) for i in range(200)}
    ck = _checkpoint(before)
    after = dict(before)
    for memory_id in rng.sample(sorted(before), 40):
        del after[memory_id]  # deleted since
    changed = {i: after[i] for i in rng.sample(sorted(after), 20)}  # e.g. a status change
    for i in range(30):
        memory_id = bytes([2, i]) + bytes(14)  # written since: newer ids
        after[memory_id] = changed[memory_id] = _text(rng)
    restored = KeywordIndex()
    assert checkpoint.bring_up_to_date(restored, ck, sorted(after), changed)
    built = KeywordIndex()
    for memory_id in sorted(after):
        built.add(memory_id, after[memory_id])
    assert _canonical(restored) == _canonical(built)
    assert _searches(restored) == _searches(built)


@pytest.mark.parametrize("case", ["text changed", "older id appears"])
def test_replay_refuses_what_it_cannot_place_exactly(case):
    before = {bytes([1, i]) + bytes(14): f"coffee {i}" for i in range(10)}
    ck = _checkpoint(before)
    if case == "text changed":
        memory_id = sorted(before)[3]
    else:
        memory_id = bytes([0, 5]) + bytes(14)  # older than the checkpoint's newest
    changed = {memory_id: "tea from boston"}
    ids = sorted(set(before) | {memory_id})
    assert not checkpoint.bring_up_to_date(KeywordIndex(), ck, ids, changed)


def test_indexes_as_tells_an_indexed_text_of_stop_words_from_no_text():
    kw = KeywordIndex()
    kw.add(b"a", "the of")  # no token, but indexed: it counts in N and the mean length
    kw.add(b"c", "Coffee orders")
    assert kw.indexes_as(b"a", "it is")
    assert not kw.indexes_as(b"a", "")
    assert not kw.indexes_as(b"b", "the of")  # not indexed, but a rebuild would index it
    assert kw.indexes_as(b"b", "")
    assert kw.indexes_as(b"c", "coffee order")
    assert not kw.indexes_as(b"c", "coffee coffee order")
    assert not kw.indexes_as(b"c", "coffee tea")


def test_a_checkpoint_of_other_tokenizer_settings_is_not_used():
    before = {bytes([1, i]) + bytes(14): f"王丽喜欢咖啡 {i}" for i in range(5)}
    ck = _checkpoint(before)  # KeywordIndex's default: without CJK unigrams
    assert not checkpoint.bring_up_to_date(KeywordIndex(cjk_unigrams=True), ck, sorted(before), {})


def test_replay_accepts_a_changed_record_whose_text_indexes_the_same():
    before = {bytes([1, i]) + bytes(14): f"coffee order {i}" for i in range(10)}
    ck = _checkpoint(before)
    memory_id = sorted(before)[4]
    kw = KeywordIndex()
    assert checkpoint.bring_up_to_date(kw, ck, sorted(before), {memory_id: "Coffee  ORDERS 4"})
    assert not checkpoint.bring_up_to_date(kw, ck, sorted(before), {memory_id: "coffee 4"})


# ---------------------------------------------------------------- the engine


def _unit(rng: np.random.Generator) -> np.ndarray:
    v = rng.normal(size=16).astype(np.float32)
    return v / np.linalg.norm(v)


def _remember(engine: MemoryEngine, rng: random.Random, nrng, n: int) -> list[str]:
    ids = []
    for i in range(n):
        scope = ALICE if i % 3 else BOB
        result = engine.remember(MemoryInput(scope, _text(rng), embedding=_unit(nrng)))
        ids.append((scope, result.record.id.hex()))
    return ids


def _view(engine: MemoryEngine) -> dict:
    """Return what start-up derives for every pool: the keyword index (canonical form and
    searches), counts, age, tier sizes."""
    out = {}
    for pool_key, pool in engine._pools.indexes():
        out[pool_key] = (
            _canonical(pool._keywords),
            [pool.keyword_search(q, 25) for q in QUERIES],
            engine._pools.counts(pool_key),
            engine._pools.born(pool_key, 0.0),
            pool.counts(),
        )
    return out


def _rebuilt_copy(data: Path, dest: Path) -> Path:
    """Return a copy of ``data`` without checkpoints: opening it is a full rebuild."""
    shutil.copytree(data, dest)
    store = LmdbStore(dest / "store", 1 << 28)
    keys = [k for k, _ in store.scan(Table.CHECKPOINT)]
    store.apply([Delete(Table.CHECKPOINT, k) for k in keys])
    store.close()
    return dest


@pytest.fixture
def served(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Record what every bring_up_to_date returned (whether a checkpoint served a pool)."""
    results: list[bool] = []
    real = checkpoint.bring_up_to_date

    def spy(*args, **kwargs) -> bool:
        results.append(real(*args, **kwargs))
        return results[-1]

    monkeypatch.setattr(checkpoint, "bring_up_to_date", spy)
    return results


def test_restart_after_a_crash_equals_a_rebuild(
    tmp_path: Path,
    open_engine: Callable[..., MemoryEngine],
    served: list[bool],
    monkeypatch: pytest.MonkeyPatch,
):
    rng, nrng = random.Random(11), np.random.default_rng(11)
    data = tmp_path / "data"
    first = open_engine(data)
    written = _remember(first, rng, nrng, 90)
    first.forget(ALICE, [i for s, i in written[1:12] if s == ALICE], ForgetMode.DELETE)
    first.forget(BOB, [i for s, i in written[12:30] if s == BOB], ForgetMode.SUPPRESS)
    first.close()  # clean: checkpoints written
    second = open_engine(data)
    assert served == [True, True]
    # After the checkpoint: writes, deletes, status changes both ways; then a crash (no
    # checkpoint at close: LMDB holds every acknowledged write, the checkpoint is stale).
    more = _remember(second, rng, nrng, 40)
    second.forget(ALICE, [i for s, i in written[40:70] if s == ALICE], ForgetMode.DELETE)
    second.forget(ALICE, [i for s, i in written[30:40] if s == ALICE], ForgetMode.SUPPRESS)
    second.forget(BOB, [i for s, i in written[12:20] if s == BOB], ForgetMode.RESTORE)
    second.forget(BOB, [i for s, i in more[:20] if s == BOB], ForgetMode.DELETE)
    with monkeypatch.context() as m:
        m.setattr(checkpoint, "save", lambda *a, **k: 0)
        second.close()
    served.clear()
    replayed = open_engine(data)
    assert served == [True, True]  # the stale checkpoints served, brought up to date
    rebuilt = open_engine(_rebuilt_copy(data, tmp_path / "copy"))
    assert _view(replayed) == _view(rebuilt)
    assert sum(len(v[2]) for v in _view(rebuilt).values()) > 0


def test_a_text_changed_under_the_checkpoint_falls_back_to_a_rebuild(
    tmp_path: Path, open_engine: Callable[..., MemoryEngine], served: list[bool]
):
    rng, nrng = random.Random(12), np.random.default_rng(12)
    data = tmp_path / "data"
    first = open_engine(data)
    written = _remember(first, rng, nrng, 30)
    first.close()
    # Same id, another text (as an import with overwrite does), written behind the
    # checkpoint's back.
    store = LmdbStore(data / "store", 1 << 28)
    codec = RecordCodec(3)
    memory_id = bytes.fromhex(written[4][1])
    raw = store.get(Table.RECORDS, memory_id)
    assert raw is not None
    record = codec.decode(memory_id, raw)
    record.content = "北京 boston tea tea tea"
    store.apply([Put(Table.RECORDS, memory_id, codec.encode(record))])
    store.close()
    served.clear()
    reopened = open_engine(data)
    assert False in served
    rebuilt = open_engine(_rebuilt_copy(data, tmp_path / "copy"))
    assert _view(reopened) == _view(rebuilt)
    pool = reopened._pools.index(record.scope.pool_key)
    assert pool is not None
    assert pool.keyword_search("tea tea tea 北京", 1)[0][0] == memory_id


@pytest.mark.parametrize("earlier_checkpoint", [False, True])
def test_an_index_that_lags_lmdb_is_not_trusted_for_what_it_lacks(
    tmp_path: Path,
    open_engine: Callable[..., MemoryEngine],
    served: list[bool],
    earlier_checkpoint: bool,
):
    rng, nrng = random.Random(13), np.random.default_rng(13)
    data = tmp_path / "data"
    first = open_engine(data)
    written = _remember(first, rng, nrng, 30)
    if earlier_checkpoint:  # the rows of unchanged records then come from it, undecoded
        first.close()
        first = open_engine(data)
    pool = first._pools.index(ALICE.pool_key)
    assert pool is not None
    lagging = next(bytes.fromhex(i) for s, i in written if s == ALICE)
    pool._keywords.remove(lagging)  # as if indexing had not caught up with a commit
    first._pools.bump(ALICE.pool_key)  # the pool changed since start: it is checkpointed
    first.close()
    store = LmdbStore(data / "store", 1 << 28)
    saved = checkpoint.load(store)
    store.close()
    assert lagging not in saved[ALICE.pool_key].ids  # no row vouches for it
    served.clear()
    reopened = open_engine(data)
    assert sorted(served) == [False, True]  # its pool rebuilt, the other restored
    rebuilt = open_engine(_rebuilt_copy(data, tmp_path / "copy"))
    assert _view(reopened) == _view(rebuilt)
    assert lagging in reopened._pools.index(ALICE.pool_key)._keywords  # type: ignore[union-attr]


@pytest.mark.parametrize("earlier_checkpoint", [False, True])
def test_an_index_ahead_of_lmdb_is_not_checkpointed(
    tmp_path: Path, open_engine: Callable[..., MemoryEngine], earlier_checkpoint: bool
):
    rng, nrng = random.Random(14), np.random.default_rng(14)
    data = tmp_path / "data"
    first = open_engine(data)
    written = _remember(first, rng, nrng, 30)
    if earlier_checkpoint:
        first.close()
        first = open_engine(data)
    # Deleted in LMDB while the index still holds it (as between a delete's commit and
    # its removal from the index).
    gone = next(bytes.fromhex(i) for s, i in written if s == ALICE)
    first._store.apply(
        [Delete(Table.RECORDS, gone), Delete(Table.VECTORS, gone), PoolRemove(ALICE.pool_key, gone)]
    )
    first._pools.bump(ALICE.pool_key)
    first.close()
    store = LmdbStore(data / "store", 1 << 28)
    saved = checkpoint.load(store)
    store.close()
    assert (ALICE.pool_key in saved) == earlier_checkpoint  # an older one is kept
    reopened = open_engine(data)
    rebuilt = open_engine(_rebuilt_copy(data, tmp_path / "copy"))
    assert _view(reopened) == _view(rebuilt)
    assert gone not in reopened._pools.index(ALICE.pool_key)._keywords  # type: ignore[union-attr]


def test_a_pool_unchanged_since_start_keeps_its_checkpoint(
    tmp_path: Path, open_engine: Callable[..., MemoryEngine], monkeypatch: pytest.MonkeyPatch
):
    data = tmp_path / "data"
    first = open_engine(data)
    _remember(first, random.Random(17), np.random.default_rng(17), 12)
    first.close()
    second = open_engine(data)
    second.remember(
        MemoryInput(ALICE, "coffee in boston", embedding=_unit(np.random.default_rng(1)))
    )
    written: list[bytes] = []
    real = checkpoint._pool_checkpoint

    def spy(store, codec, pool_key, *rest):
        written.append(pool_key)
        return real(store, codec, pool_key, *rest)

    monkeypatch.setattr(checkpoint, "_pool_checkpoint", spy)
    second.close()
    assert written == [ALICE.pool_key]  # BOB's checkpoint is current: not rewritten
    store = LmdbStore(data / "store", 1 << 28)
    try:
        assert set(checkpoint.load(store)) == {ALICE.pool_key, BOB.pool_key}
    finally:
        store.close()


def test_a_checkpoint_of_other_tokenizer_code_is_ignored(
    tmp_path: Path, open_engine: Callable[..., MemoryEngine], monkeypatch: pytest.MonkeyPatch
):
    data = tmp_path / "data"
    first = open_engine(data)
    _remember(first, random.Random(15), np.random.default_rng(15), 5)
    first.close()
    store = LmdbStore(data / "store", 1 << 28)
    try:
        assert set(checkpoint.load(store)) == {ALICE.pool_key, BOB.pool_key}
        monkeypatch.setattr(checkpoint, "stamp", lambda: b"tokenize.py edited since")
        assert checkpoint.load(store) == {}
    finally:
        store.close()


def test_a_rebuilding_start_checkpoints_what_it_built(
    tmp_path: Path,
    open_engine: Callable[..., MemoryEngine],
    served: list[bool],
    monkeypatch: pytest.MonkeyPatch,
):
    rng, nrng = random.Random(16), np.random.default_rng(16)
    first = open_engine(tmp_path / "data")
    written = _remember(first, rng, nrng, 40)
    first.forget(BOB, [i for s, i in written if s == BOB][:4], ForgetMode.SUPPRESS)
    first.close()
    copy = _rebuilt_copy(tmp_path / "data", tmp_path / "copy")
    served.clear()
    rebuilt = open_engine(copy)
    assert served == []  # no checkpoint: a full rebuild
    expected = _view(rebuilt)
    with monkeypatch.context() as m:  # killed right after start: no checkpoint at close
        m.setattr(checkpoint, "save", lambda *a, **k: 0)
        rebuilt.close()
    reopened = open_engine(copy)
    assert served == [True, True]  # what the rebuilding start wrote
    assert _view(reopened) == expected


def test_a_checkpoint_of_other_keyword_settings_is_replaced_at_start(
    tmp_path: Path, open_engine: Callable[..., MemoryEngine], served: list[bool]
):
    data = tmp_path / "data"
    first = open_engine(data)
    _remember(first, random.Random(18), np.random.default_rng(18), 20)
    first.close()  # checkpoints with CJK unigrams (the default)
    unigrams = EngineConfig(
        embedder="none",
        dimension=16,
        tiers=TierConfig(maintenance_interval_s=3_600, keyword_cjk_unigrams=False),
    )
    served.clear()
    second = open_engine(data, unigrams)
    assert served == [False, False]  # rebuilt without unigrams, and checkpointed so
    expected = _view(second)
    second.close()
    served.clear()
    third = open_engine(data, unigrams)
    assert served == [True, True]
    assert _view(third) == expected
