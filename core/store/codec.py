"""Memory record <-> bytes: a small JSON header and the text as a zstd frame.

Layout (version 2), little-endian:
    u8 format | u32 dictionary id (0 = none) | u32 header length | u32 checksum
    | header JSON | zstd(content)
The checksum is the CRC-32 of the record's id, the first nine bytes and everything after the
checksum: a flipped bit anywhere (an owner's user id, the text) or a value found under another
key is caught on read. Version 1 (the same without the checksum) is still read.
The header carries every field except the text, so start-up can read records without
decompressing text.

A record that cannot be read (bad checksum, header or frame) raises DamagedRecord; one whose
times or counters lie outside the range this server answers with (written before they were
checked) is read with them clamped to it. Both are counted in ``RecordCodec.damage``.

Access statistics are not here: they change on every recall and live in their own table
(memoryd.core.store.access). Dictionaries are kept forever: a record names the one
it was written with.
"""

from __future__ import annotations

import json
import logging
import struct
import threading
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import orjson
import zstandard

from memoryd.core.errors import DamagedRecord, StorageError
from memoryd.core.ranges import MAX_COUNT, MAX_TIME_S, MIN_TIME_S, clamp_count, clamp_time
from memoryd.core.types import Event, MemoryRecord, MemoryType, Scope, Source, Status

log = logging.getLogger(__name__)

_FORMAT = 2
_PREFIX = struct.Struct("<BII")  # format, dictionary id, header length: every version
_CHECKSUM = struct.Struct("<I")  # version 2 only, right after the prefix
_KEPT_DAMAGED_IDS = 1000  # ids kept for the report; the count goes on past it

# A record's header as JSON, by short key (see _header). Values are Any: a header read back
# is untrusted, and a value of the wrong type is caught where it is used (the TypeError
# _checked turns into DamagedRecord), not by a type check per field on the hot path.
Header = dict[str, Any]


def _header(record: MemoryRecord) -> Header:
    header: Header = {
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
    if record.later_occasions:
        header["lo"] = [x.hex() for x in record.later_occasions]
    if record.outdated_by:
        header["od"] = [x.hex() for x in record.outdated_by]
    if record.typed is not None:
        header["ty"] = record.typed
    if record.told_as_past is not None:
        header["pa"] = int(record.told_as_past)
    return header


# Enum members by stored value: a dict lookup, not Enum.__call__ (recall decodes dozens of
# headers per query).
_TYPES = {m.value: m for m in MemoryType}
_SOURCES = {m.value: m for m in Source}
_STATUSES = {m.value: m for m in Status}


def _optional_time(value: float | None) -> float | None:
    return None if value is None else clamp_time(value)


def _in_range(h: Header) -> bool:
    """Return whether a header's times and version lie in the ranges this server answers with
    (else they are clamped on read). A time that is no number raises TypeError (damaged)."""
    # Chained comparisons, not time_in_range per time: every read decodes a header, and this
    # is the common case (a NaN compares False and takes the clamping path).
    ea, v = h["ea"], h["v"]
    return (
        MIN_TIME_S <= h["ca"] <= MAX_TIME_S
        and MIN_TIME_S <= h["ua"] <= MAX_TIME_S
        and (ea is None or MIN_TIME_S <= ea <= MAX_TIME_S)
        and type(v) is int
        and 1 <= v <= MAX_COUNT
        and all(MIN_TIME_S <= e[0] <= MAX_TIME_S for e in h.get("ev", ()))
    )


def _record(
    record_id: bytes, h: Header, content: str, events: bool = True, in_range: bool = False
) -> MemoryRecord:
    """Return the record of header ``h``; ``in_range``: _in_range(h) holds, nothing to clamp."""
    if in_range:
        created, updated, expires, version = h["ca"], h["ua"], h["ea"], h["v"]
    else:
        created, updated = clamp_time(h["ca"]), clamp_time(h["ua"])
        expires, version = _optional_time(h["ea"]), max(1, clamp_count(h["v"]))
    sb, ss, ob = h["sb"], h["ss"], h.get("ob")
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
        created_at=created,
        updated_at=updated,
        version=version,
        superseded_by=bytes.fromhex(sb) if sb else None,
        supersedes=tuple(bytes.fromhex(x) for x in ss) if ss else (),
        expires_at=expires,
        embedding_model=h["em"],
        events=_events(h.get("ev", ()), in_range) if events else (),
        attributes=tuple(h["at"]) if "at" in h else None,
        outranked_by=tuple(bytes.fromhex(x) for x in ob) if ob else (),
        later_occasions=tuple(bytes.fromhex(x) for x in h["lo"]) if "lo" in h else (),
        outdated_by=tuple(bytes.fromhex(x) for x in h["od"]) if "od" in h else (),
        typed=bool(h["ty"]) if "ty" in h else None,
        told_as_past=bool(h["pa"]) if "pa" in h else None,
    )


def _events(stored: Sequence[Sequence[Any]], in_range: bool) -> tuple[Event, ...]:
    """Return the events of a header's ``ev`` list (times clamped unless ``in_range``)."""
    return tuple(
        Event(at if in_range else clamp_time(at), action, reason,
              bytes.fromhex(related) if related else None)
        for at, action, reason, related in stored
    )  # fmt: skip


def _checksum(record_id: bytes, raw: bytes | memoryview) -> int:
    """Return the CRC-32 a version-2 record stored as ``raw`` under ``record_id`` must carry."""
    crc = zlib.crc32(record_id)
    crc = zlib.crc32(raw[: _PREFIX.size], crc)
    return zlib.crc32(raw[_PREFIX.size + _CHECKSUM.size :], crc)


@dataclass(frozen=True, slots=True)
class _Layout:
    """Where the parts of one stored record lie."""

    dict_id: int
    header_start: int
    body_start: int


def _layout(record_id: bytes, raw: bytes | memoryview) -> _Layout:
    """Return where a stored record's header and text lie; DamagedRecord if its prefix or
    checksum is wrong, StorageError for a format this version does not know."""
    if len(raw) < _PREFIX.size:
        raise DamagedRecord(record_id, f"is {len(raw)} bytes, shorter than any record")
    fmt, dict_id, header_len = _PREFIX.unpack_from(raw, 0)
    if fmt == 1:
        start = _PREFIX.size
    elif fmt == 2:
        start = _PREFIX.size + _CHECKSUM.size
        if len(raw) < start or _CHECKSUM.unpack_from(raw, _PREFIX.size)[0] != _checksum(
            record_id, raw
        ):
            raise DamagedRecord(record_id, "does not match its checksum")
    else:
        raise StorageError(f"record format {fmt} is not readable by this version (wants 1 or 2)")
    if start + header_len > len(raw):
        raise DamagedRecord(record_id, "has a header longer than the record")
    return _Layout(dict_id, start, start + header_len)


@dataclass
class DamageReport:
    """Records found damaged (unreadable: skipped) or clamped (read with their times or
    counters brought into range) since start; thread-safe enough for counters."""

    damaged: int = 0
    clamped: int = 0
    damaged_ids: set[bytes] = field(default_factory=set)


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
        self.damage = DamageReport()
        self._damage_lock = threading.Lock()

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
        """Return the stored form of ``record`` under its id (the key, not part of the value:
        the checksum covers it, so the value is readable under that key only)."""
        dict_id = self._current  # read once: training may switch it concurrently
        header = json.dumps(_header(record), ensure_ascii=False, separators=(",", ":")).encode()
        body = self._compressor(dict_id).compress(record.content.encode())
        prefix = _PREFIX.pack(_FORMAT, dict_id, len(header))
        crc = zlib.crc32(header + body, zlib.crc32(prefix, zlib.crc32(record.id)))
        return prefix + _CHECKSUM.pack(crc) + header + body

    def decode(
        self, record_id: bytes, raw: bytes | memoryview, events: bool = True
    ) -> MemoryRecord:
        """Return the record stored as ``raw`` (without its events unless ``events``: events
        ()); DamagedRecord if it cannot be read."""
        layout, header = self._split(record_id, raw)
        return self._checked(record_id, header, self._text(record_id, layout, raw), events)

    def decode_content(self, record_id: bytes, raw: bytes | memoryview) -> str:
        """Return the text of the record stored as ``raw``, without parsing its header (for
        records already decoded by decode_header); DamagedRecord if it cannot be read."""
        return self._text(record_id, _layout(record_id, raw), raw)

    def decode_header(
        self, record_id: bytes, raw: bytes | memoryview, events: bool = False
    ) -> MemoryRecord:
        """Return the record without its text (content ""), and without its events unless
        asked (events ()): cheap, for scans and for scoring candidates. DamagedRecord if it
        cannot be read."""
        _, header = self._split(record_id, raw)
        return self._checked(record_id, header, "", events)

    def read(
        self,
        record_id: bytes,
        raw: bytes | memoryview,
        *,
        content: bool = True,
        events: bool = True,
    ) -> MemoryRecord | None:
        """Return the record stored as ``raw`` (as decode, or as decode_header when not
        ``content``; its events only if ``events``), or None when it is damaged: counted and
        logged once, never served — every read path skips it as it would a missing record."""
        try:
            if content:
                return self.decode(record_id, raw, events)
            return self.decode_header(record_id, raw, events=events)
        except DamagedRecord as err:
            self.note_damaged(err)
            return None

    def note_damaged(self, error: DamagedRecord) -> None:
        """Count and log (once per id) a record a read path skipped as damaged."""
        with self._damage_lock:
            if error.record_id in self.damage.damaged_ids:
                return
            self.damage.damaged += 1
            if len(self.damage.damaged_ids) < _KEPT_DAMAGED_IDS:
                self.damage.damaged_ids.add(error.record_id)
        log.error("%s", error)

    def _checked(
        self, record_id: bytes, header: Header, content: str, events: bool
    ) -> MemoryRecord:
        """Return the record made of ``header`` and ``content``; DamagedRecord when the header
        is not a record's; a record with times or counters out of range is counted as
        clamped."""
        try:
            in_range = _in_range(header)
            record = _record(record_id, header, content, events, in_range)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise DamagedRecord(
                record_id, f"has a header that is not a record's ({exc!r})"
            ) from None
        if not in_range:
            with self._damage_lock:
                self.damage.clamped += 1
        return record

    def _text(self, record_id: bytes, layout: _Layout, raw: bytes | memoryview) -> str:
        body = bytes(raw[layout.body_start :])
        decompressor = self._decompressor(layout.dict_id)
        try:
            return decompressor.decompress(body).decode()
        except (zstandard.ZstdError, UnicodeDecodeError) as exc:
            raise DamagedRecord(record_id, f"has a text that does not decompress ({exc})") from None

    def _split(self, record_id: bytes, raw: bytes | memoryview) -> tuple[_Layout, Header]:
        layout = _layout(record_id, raw)
        try:
            # orjson: the same JSON as json.dumps writes, parsed ~3x faster (recall's hot path).
            header = orjson.loads(raw[layout.header_start : layout.body_start])
        except orjson.JSONDecodeError as exc:
            raise DamagedRecord(record_id, f"has a header that is not JSON ({exc})") from None
        if not isinstance(header, dict):
            raise DamagedRecord(record_id, "has a header that is not a JSON object")
        return layout, header

    def _compressor(self, dict_id: int) -> zstandard.ZstdCompressor:
        cache: dict[int, zstandard.ZstdCompressor] = self._local.__dict__.setdefault("c", {})
        comp = cache.get(dict_id)
        if comp is None:
            zdict = self._dicts[dict_id] if dict_id else None
            comp = zstandard.ZstdCompressor(level=self._level, dict_data=zdict)
            cache[dict_id] = comp
        return comp

    def _decompressor(self, dict_id: int) -> zstandard.ZstdDecompressor:
        cache: dict[int, zstandard.ZstdDecompressor] = self._local.__dict__.setdefault("d", {})
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
