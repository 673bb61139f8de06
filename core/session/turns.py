"""The short-term buffer: each session's recent raw turns, and a summary of the older ones.

One LMDB value per session (Table.TURNS, key ``pool NUL session_id``), zstd-compressed JSON:
the summary, its token count, how many turns were folded into it, and the raw turns. An
append reads it, adds the turn, folds the oldest turns into the summary when the session is
over its token budget, and writes it back; the call returns only after that write is
committed (fsynced), so an acknowledged turn survives kill -9. Content is redacted (masked,
refused or kept, as for Remember) before it is counted, summarized or stored.

A turn may carry an ``item``: the caller's own record of it (an agent framework's message as
JSON), opaque here, kept beside the turn and given back by ``read``; it is masked like the
content but never summarized or counted. ``remove`` takes the newest raw turns back out (an
agent's undo) or clears the buffer; turns already folded into the summary cannot come back.

Appends to one session are serialised by a lock of this process (LMDB has one writer process),
held across the summarizer's work, so that neither a concurrent append nor a fold is lost;
other sessions are not held up. Thread-safe.

A session idle for ``TurnsConfig.idle_expiry_days`` is deleted by background maintenance
(the "sweep" task): raw turns are short-term by nature, and what mattered in them has been
remembered by then.
"""

from __future__ import annotations

import json
import threading
import zlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import zstandard

from memoryd.core.config import LimitsConfig, TurnsConfig
from memoryd.core.errors import InvalidArgument, StorageError
from memoryd.core.session.summarize import Summarizer
from memoryd.core.session.token_count import TokenCounter
from memoryd.core.store.storage import Delete, Op, Put, Table
from memoryd.core.text.redact import redact
from memoryd.core.types import Scope
from memoryd.core.validation import CLOCK_SKEW_S, check_scope, check_time

__all__ = ["ROLES", "Appended", "Removed", "SessionBuffer", "Turn", "TurnBuffer", "session_key"]

ROLES = ("user", "assistant", "system", "tool")
_FORMAT = 1
_LOCK_STRIPES = 64


@dataclass(frozen=True, slots=True)
class Turn:
    """One turn as kept: ``at`` in seconds since the epoch, ``tokens`` of its content,
    ``item`` the caller's record of it ("" when none was given)."""

    role: str
    content: str
    at: float
    tokens: int
    item: str = ""


@dataclass(frozen=True, slots=True)
class SessionBuffer:
    """A session's short-term state: the summary of folded turns and the raw turns, oldest
    first. ``folded`` counts turns folded into the summary so far."""

    summary: str = ""
    summary_tokens: int = 0
    turns: tuple[Turn, ...] = ()
    folded: int = 0

    @property
    def tokens(self) -> int:
        """Return the tokens of the raw turns plus the summary's."""
        return self.summary_tokens + sum(t.tokens for t in self.turns)


@dataclass(frozen=True, slots=True)
class Appended:
    """What an append left: raw turns kept, their tokens plus the summary's, and whether this
    append folded old turns into the summary."""

    turns: int
    tokens: int
    summarized: bool


@dataclass(frozen=True, slots=True)
class Removed:
    """What a removal took out (the raw turns, oldest first) and how many raw turns are left."""

    removed: tuple[Turn, ...]
    turns: int


def session_key(scope: Scope) -> bytes:
    """Return the store key of ``scope``'s session: pool key NUL session_id (ids hold no NUL:
    validation refuses control characters)."""
    return scope.pool_key + b"\x00" + scope.session_id.encode()


def _encode(buffer: SessionBuffer) -> bytes:
    doc = {
        "v": _FORMAT,
        "summary": buffer.summary,
        "summary_tokens": buffer.summary_tokens,
        "folded": buffer.folded,
        # A turn without an item keeps the four-field row older buffers have.
        "turns": [
            [t.role, t.content, t.at, t.tokens, *([t.item] if t.item else [])] for t in buffer.turns
        ],
    }
    return zstandard.ZstdCompressor(level=3).compress(
        json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode()
    )


def _decode(raw: bytes) -> SessionBuffer:
    try:
        doc = json.loads(zstandard.ZstdDecompressor().decompress(raw))
    except (zstandard.ZstdError, ValueError, zlib.error) as exc:
        raise StorageError(f"a stored session buffer is unreadable ({exc})") from exc
    return SessionBuffer(
        summary=doc["summary"],
        summary_tokens=doc["summary_tokens"],
        turns=tuple(Turn(*row) for row in doc["turns"]),
        folded=doc["folded"],
    )


def _newest_turn(raw: bytes) -> float:
    """Return when the newest turn of a stored buffer was said (its last raw turn)."""
    return max((t.at for t in _decode(raw).turns), default=0.0)


def check_turn_scope(scope: Scope, limits: LimitsConfig) -> None:
    """Raise InvalidArgument unless ``scope`` is valid and names a session."""
    check_scope(scope, limits)
    if not scope.session_id:
        raise InvalidArgument(
            "scope.session_id", "is required: turns are kept per session (any non-empty id)"
        )


class TurnBuffer:
    """Appends turns to sessions and reads them back, through the engine's store.

    ``read(table, key)`` reads a value; ``write`` commits ops durably (the engine's
    group-commit writer); ``policy`` is the sensitive-data policy (memoryd.core.text.redact).
    """

    def __init__(
        self,
        read: Callable[[Table, bytes], bytes | None],
        write: Callable[[Sequence[Op]], None],
        counter: TokenCounter,
        summarizer: Summarizer,
        config: TurnsConfig,
        limits: LimitsConfig,
        policy: str,
    ) -> None:
        if not (0.0 < config.keep_ratio <= 1.0):
            raise ValueError(f"turns.keep_ratio = {config.keep_ratio}; it must be in (0, 1]")
        self._read = read
        self._write = write
        self._counter = counter
        self._summarizer = summarizer
        self._config = config
        self._limits = limits
        self._policy = policy
        self._locks = [threading.Lock() for _ in range(_LOCK_STRIPES)]

    def append(
        self, scope: Scope, role: str, content: str, at: float, now: float, item: str = ""
    ) -> Appended:
        """Add one turn to ``scope``'s session (durably); return what the session now keeps."""
        check_turn_scope(scope, self._limits)
        if role not in ROLES:
            raise InvalidArgument("role", f"is {role[:40]!r}; allowed: {', '.join(ROLES)}")
        if not content or not content.strip():
            raise InvalidArgument("content", "is required (non-blank text)")
        self._check_size(content, "content")
        self._check_size(item, "item")
        check_time(at, "at")
        if at > now + CLOCK_SKEW_S:
            raise InvalidArgument("at", "is in the future; leave it unset for now")
        text = redact(content, self._policy).text  # before it is counted or stored
        record = redact(item, self._policy).text if item else ""
        turn = Turn(role, text, min(at, now), self._counter.count(text), record)
        key = session_key(scope)
        with self._locks[hash(key) % _LOCK_STRIPES]:
            buffer = self.read(scope)
            turns = (*buffer.turns, turn)
            buffer, summarized = self._fold(buffer, turns)
            self._write([Put(Table.TURNS, key, _encode(buffer))])
        return Appended(len(buffer.turns), buffer.tokens, summarized)

    def _check_size(self, text: str, field: str) -> None:
        try:
            size = len(text.encode())
        except UnicodeEncodeError:
            raise InvalidArgument(field, "is not valid Unicode text; send UTF-8") from None
        if size > self._config.max_turn_bytes:
            raise InvalidArgument(
                field,
                f"is {size} bytes; a turn holds at most {self._config.max_turn_bytes} UTF-8 bytes",
            )

    def remove(self, scope: Scope, last: int = 0, clear: bool = False) -> Removed:
        """Take the newest ``last`` raw turns out of ``scope``'s session, or with ``clear``
        every turn and the summary (durably); return what went and how many turns are left."""
        check_turn_scope(scope, self._limits)
        if clear and last:
            raise InvalidArgument("last", f"is {last} with clear set; give one of them")
        if not clear and last < 1:
            raise InvalidArgument(
                "last", f"is {last}; remove 1 or more of the newest turns, or set clear"
            )
        key = session_key(scope)
        with self._locks[hash(key) % _LOCK_STRIPES]:
            buffer = self.read(scope)
            if clear:
                self._write([Delete(Table.TURNS, key)])
                return Removed(buffer.turns, 0)
            cut = max(0, len(buffer.turns) - last)
            removed, kept = buffer.turns[cut:], buffer.turns[:cut]
            if removed:
                left = SessionBuffer(buffer.summary, buffer.summary_tokens, kept, buffer.folded)
                self._write([Put(Table.TURNS, key, _encode(left))])
            return Removed(removed, len(kept))

    def erase(self, scope: Scope) -> None:
        """Delete ``scope``'s session buffer, its turns and summary (durably)."""
        check_turn_scope(scope, self._limits)
        key = session_key(scope)
        with self._locks[hash(key) % _LOCK_STRIPES]:
            self._write([Delete(Table.TURNS, key)])

    def expire_idle(self, sessions: Iterable[tuple[bytes, bytes]], before: float) -> int:
        """Delete the session buffers among ``sessions`` ((key, stored value) pairs of
        Table.TURNS) whose newest turn is older than ``before``; return how many went."""
        stale = [key for key, raw in sessions if _newest_turn(raw) < before]
        gone = 0
        for key in stale:
            with self._locks[hash(key) % _LOCK_STRIPES]:
                raw = self._read(Table.TURNS, key)  # a turn may have come since the scan
                if raw is not None and _newest_turn(raw) < before:
                    self._write([Delete(Table.TURNS, key)])
                    gone += 1
        return gone

    def read(self, scope: Scope) -> SessionBuffer:
        """Return ``scope``'s session buffer (empty when it has none)."""
        check_turn_scope(scope, self._limits)
        raw = self._read(Table.TURNS, session_key(scope))
        return SessionBuffer() if raw is None else _decode(raw)

    def _fold(self, buffer: SessionBuffer, turns: tuple[Turn, ...]) -> tuple[SessionBuffer, bool]:
        """Return the buffer with ``turns`` as its raw turns, the oldest folded into the
        summary when it is over budget; and whether a fold happened. The newest turn always
        stays raw."""
        config = self._config
        total = buffer.summary_tokens + sum(t.tokens for t in turns)
        if total <= config.max_tokens or len(turns) < 2:
            return SessionBuffer(buffer.summary, buffer.summary_tokens, turns, buffer.folded), False
        # Fold until the raw turns fit in keep_ratio of what the summary leaves, so the next
        # fold is some turns away.
        target = max(0, int(config.keep_ratio * (config.max_tokens - config.summary_max_tokens)))
        kept = list(turns)
        folded: list[Turn] = []
        raw_tokens = sum(t.tokens for t in kept)
        while len(kept) > 1 and raw_tokens > target:
            oldest = kept.pop(0)
            raw_tokens -= oldest.tokens
            folded.append(oldest)
        summary = self._summarizer.summarize(
            buffer.summary,
            [(t.role, t.content) for t in folded],
            min(config.summary_max_tokens, config.max_tokens),
        )
        return (
            SessionBuffer(
                summary, self._counter.count(summary), tuple(kept), buffer.folded + len(folded)
            ),
            True,
        )
