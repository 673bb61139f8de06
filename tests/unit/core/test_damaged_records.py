"""What is already on disk cannot make a pool unreadable (issue #18): a record with a flipped
bit, garbage bytes, or times and counters out of range (written before they were checked) is
skipped or clamped on every read path — recall, get, export, stats, maintenance, start-up —
and counted; a damaged record is never served, to its owner or anyone else."""

from __future__ import annotations

import json
import os
import struct
from pathlib import Path

import numpy as np
import pytest

from memoryd.core import MemoryEngine, MemoryInput, NotFound, RecallQuery, Scope
from memoryd.core.ranges import MAX_COUNT, MAX_TIME_S
from memoryd.core.store.lmdb_store import LmdbStore
from memoryd.core.store.storage import Put, Table
from tests.unit.conftest import DIM, client_vector_config

ALICE = Scope("alice")
MALLORY = Scope("mallory")
PREFIX = struct.Struct("<BII")


def _basis(i: int) -> np.ndarray:
    v = np.zeros(DIM, dtype=np.float32)
    v[i] = 1.0
    return v


def _legacy_with(raw: bytes, **fields) -> bytes:
    """Return a stored record rewritten as format 1 (no checksum) with header ``fields``."""
    _, dict_id, header_len = PREFIX.unpack_from(raw)
    start = PREFIX.size + 4
    header = json.loads(raw[start : start + header_len])
    header.update(fields)
    new = json.dumps(header).encode()
    return PREFIX.pack(1, dict_id, len(new)) + new + raw[start + header_len :]


@pytest.fixture
def damaged_folder(tmp_path: Path) -> dict[str, bytes]:
    """A data folder of five memories of alice and one of mallory, then damaged on disk."""
    engine = MemoryEngine(tmp_path / "data", client_vector_config())
    ids = {
        name: engine.remember(MemoryInput(ALICE, name, embedding=_basis(i))).record.id
        for i, name in enumerate(["flipped", "garbage", "far future", "counted", "healthy"])
    }
    ids["mallory's"] = engine.remember(
        MemoryInput(MALLORY, "mallory's own", embedding=_basis(7))
    ).record.id
    engine.close()
    store = LmdbStore(tmp_path / "data" / "store", 1 << 28)
    try:
        raw = {k: bytes(store.get(Table.RECORDS, i) or b"") for k, i in ids.items()}
        owner_at = raw["flipped"].index(b'"alice"') + 1
        flipped = bytearray(raw["flipped"])
        flipped[owner_at] ^= 0x0C  # alice -> mlice: another owner, if nothing checked
        store.apply(
            [
                Put(Table.RECORDS, ids["flipped"], bytes(flipped)),
                Put(Table.RECORDS, ids["garbage"], b"\x01\x00\x00\x00\x00\x05\x00\x00\x00{oops"),
                Put(
                    Table.RECORDS,
                    ids["far future"],
                    _legacy_with(raw["far future"], ea=9.223372036854776e18, ua=1e300),
                ),
                Put(Table.ACCESS, ids["counted"], struct.pack("<Qd", 2**63 + 5, 1e300)),
            ]
        )
    finally:
        store.close()
    return ids


def test_every_read_path_skips_or_clamps_what_is_damaged(tmp_path, damaged_folder):
    ids = damaged_folder
    engine = MemoryEngine(tmp_path / "data", client_vector_config())
    try:
        hits = engine.recall(RecallQuery(ALICE, embedding=_basis(3), top_k=10))
        served = {h.record.id for h in hits}
        assert ids["flipped"] not in served and ids["garbage"] not in served
        assert {ids["far future"], ids["counted"], ids["healthy"]} <= served
        for name in ("flipped", "garbage"):
            with pytest.raises(NotFound):
                engine.get(ALICE, ids[name])
        far = engine.get(ALICE, ids["far future"])
        assert far.expires_at == MAX_TIME_S and far.updated_at == MAX_TIME_S
        counted = engine.get(ALICE, ids["counted"])
        assert counted.access_count <= MAX_COUNT + 10 and counted.last_accessed_at == MAX_TIME_S
        exported = {item.record.id for item in engine.export_records(ALICE)}
        assert exported == {ids["far future"], ids["counted"], ids["healthy"]}
        assert engine.stats(ALICE).total >= 3
        engine.maintain()
        # Nobody else sees the damaged record either, whatever its bytes now say.
        for scope in (MALLORY, Scope("mlice")):
            hits = engine.recall(RecallQuery(scope, embedding=_basis(0), top_k=10))
            assert ids["flipped"] not in {h.record.id for h in hits}
            assert all(h.record.scope.user_id == scope.user_id for h in hits)
            assert ids["flipped"] not in {i.record.id for i in engine.export_records(scope)}
        assert engine.damage.damaged == 2
        assert engine.damage.clamped >= 1
    finally:
        engine.close()


def test_a_full_map_is_storage_full_and_reads_go_on(tmp_path):
    from memoryd.core import StorageFull

    store = LmdbStore(tmp_path / "small", 1 << 20)
    try:
        store.apply([Put(Table.RECORDS, b"k" * 16, b"kept")])
        with pytest.raises(StorageFull, match="store.map_size_bytes"):
            for i in range(200):
                store.apply([Put(Table.RECORDS, i.to_bytes(16, "big"), os.urandom(64 << 10))])
        assert bytes(store.get(Table.RECORDS, b"k" * 16) or b"") == b"kept"
    finally:
        store.close()
