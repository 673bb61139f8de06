"""Memory record <-> bytes: a small JSON header and the text as a zstd frame.

Layout (version 1), little-endian:
    u8 format | u32 dictionary id (0 = none) | u32 header length | header JSON | zstd(content)
The header carries every field except the text, so start-up can read records without
decompressing text. Access statistics are not here: they change on every recall and live in
their own table (memoryd.core.access). Dictionaries are kept forever: a record names the one
it was written with.
"""

from __future__ import annotations

import json
import struct
import threading

import orjson
import zstandard

from memoryd.core.errors import StorageError
from memoryd.core.types import Event, MemoryRecord, MemoryType, Scope, Source, Status

_FORMAT = 1
_PREFIX = struct.Struct("<BII")


def _header(record: MemoryRecord) -> dict:
    header = {
        "u": record.scope.user_id,
        "a": record.scope.agent_id,
        "s": record.scope.session_id,
        "t": record.memory_type.value,
        "i": record.importance,
        "c": record.confidence,
        "src": record.source.value,
        "st": record.status.value,
        "tg": list(record.tags),
        "m": record.metadata,
        "ca": record.created_at,
        "ua": record.updated_at,
        "v": record.version,
        "sb": record.superseded_by.hex() if record.superseded_by else None,
        "ss": [x.hex() for x in record.supersedes],
        "ea": record.expires_at,
        "em": record.embedding_model,
        "ev": [
            [e.at, e.action, e.reason, e.related_id.hex() if e.related_id else None]
            for e in record.events
        ],
    }
    if record.attributes is not None:
        header["at"] = list(record.attributes)
    if record.outranked_by:
        header["ob"] = [x.hex() for x in record.outranked_by]
    return header


# Enum members by stored value: a dict lookup, not Enum.__call__ (recall decodes dozens of
# headers per query).
_TYPES = {m.value: m for m in MemoryType}
_SOURCES = {m.value: m for m in Source}
_STATUSES = {m.value: m for m in Status}


def _record(record_id: bytes, h: dict, content: str, events: bool = True) -> MemoryRecord:
    return MemoryRecord(
        id=record_id,
        scope=Scope(h["u"], h["a"], h["s"]),
        content=content,
        memory_type=_TYPES[h["t"]],
        importance=h["i"],
        confidence=h["c"],
        source=_SOURCES[h["src"]],
        status=_STATUSES[h["st"]],
        tags=tuple(h["tg"]),
        metadata=h["m"],
        created_at=h["ca"],
        updated_at=h["ua"],
        version=h["v"],
        superseded_by=bytes.fromhex(h["sb"]) if h["sb"] else None,
        supersedes=tuple(bytes.fromhex(x) for x in h["ss"]),
        expires_at=h["ea"],
        embedding_model=h["em"],
        events=tuple(
            Event(at, action, reason, bytes.fromhex(related) if related else None)
            for at, action, reason, related in h.get("ev", ())
        )
        if events
        else (),
        attributes=tuple(h["at"]) if "at" in h else None,
        outranked_by=tuple(bytes.fromhex(x) for x in h["ob"]) if "ob" in h else (),
    )


def _prefix(raw: bytes | memoryview) -> tuple[int, int]:
    """Return (dictionary id, header length) from a stored record's fixed prefix."""
    fmt, dict_id, header_len = _PREFIX.unpack_from(raw, 0)
    if fmt != _FORMAT:
        raise StorageError(f"record format {fmt} is not readable by this version (wants 1)")
    return dict_id, header_len


class RecordCodec:
    """Encodes and decodes memory records; thread-safe.

    zstd (de)compressor objects must not be shared between threads, so each thread keeps its
    own, per dictionary.
    """

    def __init__(self, level: int) -> None:
        self._level = level
        self._dicts: dict[int, zstandard.ZstdCompressionDict] = {}
        self._current = 0
        self._local = threading.local()

    @property
    def dictionary_id(self) -> int:
        """Return the id of the dictionary new records are written with (0 = none)."""
        return self._current

    def add_dictionary(self, raw: bytes, *, current: bool) -> int:
        """Register a trained dictionary; return its id. ``current`` makes new records use it."""
        zdict = zstandard.ZstdCompressionDict(raw)
        dict_id = zdict.dict_id()
        self._dicts[dict_id] = zdict
        if current:
            self._current = dict_id
        return dict_id

    def encode(self, record: MemoryRecord) -> bytes:
        """Return the stored form of ``record`` (its id is the key, not part of the value)."""
        dict_id = self._current  # read once: training may switch it concurrently
        header = json.dumps(_header(record), ensure_ascii=False, separators=(",", ":")).encode()
        body = self._compressor(dict_id).compress(record.content.encode())
        return _PREFIX.pack(_FORMAT, dict_id, len(header)) + header + body

    def decode(self, record_id: bytes, raw: bytes | memoryview) -> MemoryRecord:
        """Return the record stored as ``raw``."""
        dict_id, header, body_start = self._split(raw)
        content = self._decompressor(dict_id).decompress(bytes(raw[body_start:])).decode()
        return _record(record_id, header, content)

    def decode_content(self, raw: bytes | memoryview) -> str:
        """Return the text of the record stored as ``raw``, without parsing its header (for
        records already decoded by decode_header)."""
        dict_id, header_len = _prefix(raw)
        body = bytes(raw[_PREFIX.size + header_len :])
        return self._decompressor(dict_id).decompress(body).decode()

    def decode_header(
        self, record_id: bytes, raw: bytes | memoryview, events: bool = False
    ) -> MemoryRecord:
        """Return the record without its text (content ""), and without its events unless
        asked (events ()): cheap, for scans and for scoring candidates."""
        _, header, _ = self._split(raw)
        return _record(record_id, header, "", events=events)

    def _split(self, raw: bytes | memoryview) -> tuple[int, dict, int]:
        dict_id, header_len = _prefix(raw)
        start = _PREFIX.size
        # orjson: the same JSON as json.dumps writes, parsed ~3x faster (recall's hot path).
        header = orjson.loads(raw[start : start + header_len])
        return dict_id, header, start + header_len

    def _compressor(self, dict_id: int) -> zstandard.ZstdCompressor:
        cache = self._local.__dict__.setdefault("c", {})
        comp = cache.get(dict_id)
        if comp is None:
            zdict = self._dicts[dict_id] if dict_id else None
            comp = zstandard.ZstdCompressor(level=self._level, dict_data=zdict)
            cache[dict_id] = comp
        return comp

    def _decompressor(self, dict_id: int) -> zstandard.ZstdDecompressor:
        cache = self._local.__dict__.setdefault("d", {})
        dec = cache.get(dict_id)
        if dec is None:
            if dict_id and dict_id not in self._dicts:
                raise StorageError(f"record needs zstd dictionary {dict_id}, which is missing")
            dec = zstandard.ZstdDecompressor(dict_data=self._dicts.get(dict_id))
            cache[dict_id] = dec
        return dec


def train_dictionary(samples: list[bytes], size: int) -> bytes | None:
    """Return a trained zstd dictionary of at most ``size`` bytes, or None if too little text.

    zstd wants roughly 10x the dictionary size in samples; with less, the dictionary is shrunk.
    """
    total = sum(len(s) for s in samples)
    target = min(size, total // 10)
    if target < 1024 or len(samples) < 100:
        return None
    data: list[bytes | bytearray | memoryview] = list(samples)
    try:
        return zstandard.train_dictionary(target, data).as_bytes()
    except zstandard.ZstdError:
        return None
