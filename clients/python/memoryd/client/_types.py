"""The client's value types: frozen dataclasses with Python-native fields.

Conventions shared by every type here:

- Timestamps are timezone-aware ``datetime`` objects in UTC, or ``None`` when the server did not
  set them. Naive datetimes are refused on input (see ``_convert.to_timestamp``).
- Enums are lowercase strings: ``memory_type`` is one of ``"episodic"``, ``"semantic"``,
  ``"preference"``, ``"identity"``; ``source`` one of ``"user_input"``, ``"external"``,
  ``"agent_inference"``; ``status`` one of ``"active"``, ``"superseded"``, ``"archived"``,
  ``"suppressed"``, ``"expired"``, ``"deleted"``; ``tier`` one of ``"short"``, ``"medium"``,
  ``"long"``. A field the server left unset reads ``"unspecified"``; a value added to the API
  after this client was built reads ``"unknown_<number>"`` instead of failing.
- float32 numbers from the wire (importance, confidence, scores) are returned as the shortest
  decimal that maps to the same float32: ``0.7``, not ``0.699999988079071``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import KW_ONLY, dataclass, field
from datetime import datetime
from typing import Any, Literal, Protocol, TypeAlias, runtime_checkable

MemoryTypeName: TypeAlias = Literal["episodic", "semantic", "preference", "identity"]
"""How long a kind of memory stays relevant (it drives decay)."""

SourceName: TypeAlias = Literal["user_input", "external", "agent_inference"]
"""Where a memory came from; it sets the default confidence (0.9, 0.7, 0.6)."""

ForgetModeName: TypeAlias = Literal["delete", "suppress", "restore"]
# What a write may do to the memories it resembles (RememberRequest.on_conflict).
ConflictPolicyName: TypeAlias = Literal["auto", "keep_both", "replace"]
"""How ``forget`` forgets: erase for real, hide from recall, or undo a suppress."""


@runtime_checkable
class SupportsToList(Protocol):
    """An array-like that converts itself to a list, e.g. a 1-D ``numpy.ndarray``."""

    def tolist(self) -> Any: ...


Embedding: TypeAlias = Sequence[float] | SupportsToList
"""A vector of the server's dimension: a sequence of floats or a 1-D numpy array (any dtype;
sent as float32)."""


@dataclass(frozen=True, slots=True)
class Scope:
    """Who a memory belongs to.

    The memory pool is ``(user_id, agent_id)``: a request never sees memories of another user,
    or of another agent of the same user. ``agent_id=""`` is the user's shared pool.
    ``session_id`` labels memories; it never hides other sessions' memories.
    """

    user_id: str
    agent_id: str = ""
    session_id: str = ""


@dataclass(frozen=True, slots=True)
class Memory:
    """One stored memory, as the server reports it.

    ``importance`` and ``confidence`` are in 0..1. ``superseded_by`` is the id of the memory that
    replaced this one, or ``None``. ``supersedes`` lists the ids this memory replaced.
    ``expires_at`` and ``last_accessed_at`` are ``None`` when unset. ``outranked_by`` lists
    newer active memories the server could not tell apart from this one; recall ranks each
    above it (both stay active). ``later_occasions``: those of them that tell another occasion of
    the event this one tells, not a newer value of it. ``outdated_by``: those of them the server
    read, with confidence, as this one's newer value (recall moves this one after them).
    """

    id: str
    scope: Scope
    content: str
    memory_type: str
    importance: float
    confidence: float
    source: str
    status: str
    tags: tuple[str, ...] = ()
    metadata: dict[str, str] = field(default_factory=dict)
    created_at: datetime | None = None
    updated_at: datetime | None = None
    last_accessed_at: datetime | None = None
    access_count: int = 0
    version: int = 0
    superseded_by: str | None = None
    tier: str = "unspecified"
    supersedes: tuple[str, ...] = ()
    expires_at: datetime | None = None
    embedding_model: str = ""
    outranked_by: tuple[str, ...] = ()
    later_occasions: tuple[str, ...] = ()
    outdated_by: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Hit:
    """One recall result: a memory and the parts of its ranking score.

    ``score`` ranks the hits (higher is better); ``similarity`` is the cosine similarity to the
    query (-1..1); ``decay`` the time weight (0..1, 1 = fresh); ``keyword`` the keyword-match
    score (BM25 / the query's best match, 0..1; 0 when the keyword route did not find it);
    ``tier`` where the memory was found; ``routes`` which recall routes found it ("vector",
    "keyword", "recent", or "history": the current version of a fact whose replaced version
    matched the query).
    """

    memory: Memory
    score: float
    similarity: float
    decay: float
    keyword: float
    tier: str
    routes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class RecallResult:
    """What ``recall_if_needed`` found: the hits, and whether the query needed memory at all.

    ``needs_memory`` is False when the server judged the query to need no long-term memory
    (chit-chat, general knowledge); ``trigger_reason`` says why, e.g. "first person: 'my'".
    """

    hits: list[Hit]
    needs_memory: bool
    trigger_reason: str


@dataclass(frozen=True, slots=True)
class RememberResult:
    """What ``remember`` did.

    ``action`` is ``"created"`` (a new memory), ``"merged"`` (folded into a near-duplicate),
    ``"superseded"`` (stored; it replaced older memories) or ``"refined"`` (stored; it refined
    vaguer memories). ``affected_ids`` names the memories merged into, superseded or refined.
    ``extracted`` is empty except for ``extract_and_remember``, which returns those results.

    ``outcome`` says what became of the text: ``"new"`` (a memory of its own, ``stored_id``),
    ``"version"`` (kept as ``stored_id``, a version of ``related_id``, which stays the current
    memory and is ``memory``), ``"replaced"`` (``stored_id`` replaced ``related_id``) or
    ``"duplicate"`` (the very text of ``related_id``, which absorbed it); ``"unspecified"``
    from a server older than these fields.
    """

    memory: Memory
    action: str
    affected_ids: tuple[str, ...] = ()
    extracted: tuple[RememberResult, ...] = ()
    outcome: str = "unspecified"
    stored_id: str = ""
    related_id: str = ""


@dataclass(frozen=True, slots=True)
class LifecycleFigures:
    """How a pool's memory has been changing, counted since the pool was created.

    ``writes`` counts the memories sent to ``remember`` / ``remember_batch``.
    ``recall_hit_rate`` is the memories reported used (``feedback``) per memory recall
    returned; ``weekly_archive_rate`` the memories archived in the last 7 days per active
    memory; ``conflicts_per_1000_writes`` the supersede, refine and coexist verdicts per 1000
    writes, and ``conflict_verdicts`` those verdicts by kind, with lowercase keys
    (``{"supersede": 2, "refine": 1, "coexist": 4}``); ``merge_rate`` the writes folded into an
    existing memory per write; ``mean_recalled_age_days`` the mean age of the memories recall
    returned. A rate whose denominator is 0 reads 0.0.
    """

    writes: int = 0
    recall_hit_rate: float = 0.0
    weekly_archive_rate: float = 0.0
    conflicts_per_1000_writes: float = 0.0
    conflict_verdicts: dict[str, int] = field(default_factory=dict)
    merge_rate: float = 0.0
    mean_recalled_age_days: float = 0.0


@dataclass(frozen=True, slots=True)
class Stats:
    """Counts for one memory pool, its lifecycle figures and the server's embedding model.

    ``total`` counts memories of any status. The ``by_*`` maps have lowercase keys
    (``{"active": 12}``, ``{"short": 3}``, ``{"semantic": 7}``); ``by_tier`` counts indexed
    memories only. ``dimension`` is the length an ``embedding`` argument must have.
    ``lifecycle`` holds the rates that describe how the pool changes over time
    (``stats.lifecycle.merge_rate``); see :class:`LifecycleFigures`.

    Memory pressure of the whole server (not only this pool): ``rss_bytes`` its resident memory
    and ``rss_limit_bytes`` its limit (0: none), ``memory_pressure`` whether maintenance is
    demoting early because RSS neared the limit, ``pressure_demotions`` how many memories it
    demoted so since start; ``long_tier_ram_bytes`` is the RAM this pool's long tier holds.
    """

    total: int
    by_status: dict[str, int] = field(default_factory=dict)
    by_tier: dict[str, int] = field(default_factory=dict)
    by_type: dict[str, int] = field(default_factory=dict)
    embedding_model: str = ""
    dimension: int = 0
    server_version: str = ""
    lifecycle: LifecycleFigures = field(default_factory=LifecycleFigures)
    rss_bytes: int = 0
    rss_limit_bytes: int = 0
    memory_pressure: bool = False
    pressure_demotions: int = 0
    long_tier_ram_bytes: int = 0


@dataclass(frozen=True, slots=True)
class HistoryEvent:
    """Something that happened to one version of a memory.

    ``action`` is a lowercase word: ``"created"``, ``"merged"``, ``"superseded"``,
    ``"refined"``, ``"suppressed"``, ``"restored"``, ``"archived"`` or ``"expired"`` (a newer
    server may add others; they are passed through as sent). ``reason`` says why in words, e.g.
    ``"value changed: 50万 -> 80万"`` (``""`` when none was given). ``related_id`` is the other
    memory involved (the one that superseded or merged into this one, ...), or ``None``.
    ``at`` is always set by the server; a message without it reads as the epoch.
    """

    at: datetime
    action: str
    reason: str = ""
    related_id: str | None = None


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One version in a memory's version chain: the memory as it is now, and what happened to
    it (``events``, oldest first)."""

    memory: Memory
    events: tuple[HistoryEvent, ...] = ()


@dataclass(frozen=True, slots=True)
class MemoryInput:
    """One memory to store with ``remember_batch``; the fields are ``remember``'s arguments.

    ``user_id`` may be a :class:`Scope` instead, with ``agent_id`` and ``session_id`` left empty.
    ``importance`` (0..1) defaults to 0.5 on the server and ``confidence`` (0..1) to the source's
    default when ``None``. ``created_at`` backfills the creation time (aware datetime, not in the
    future); ``expires_at`` must be after it. ``embedding`` skips server-side embedding.
    """

    user_id: str | Scope
    content: str
    _: KW_ONLY
    agent_id: str = ""
    session_id: str = ""
    memory_type: MemoryTypeName = "semantic"
    importance: float | None = None
    confidence: float | None = None
    source: SourceName = "user_input"
    tags: Iterable[str] = ()
    metadata: Mapping[str, str] | None = None
    embedding: Embedding | None = None
    created_at: datetime | None = None
    expires_at: datetime | None = None
    on_conflict: ConflictPolicyName = "auto"


@dataclass(frozen=True, slots=True)
class UpdateResult:
    """What ``update`` did: ``memory`` as it now is (for new content, the new version) and
    ``affected_ids`` (for new content, the version it replaced)."""

    memory: Memory
    affected_ids: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class TurnResult:
    """The session's short-term buffer after ``append_turn``: ``turns`` raw turns kept,
    ``tokens`` their tokens plus the summary's, ``summarized`` whether this append folded old
    turns into the summary."""

    turns: int
    tokens: int
    summarized: bool


@dataclass(frozen=True, slots=True)
class MemoryFilter:
    """Which memories ``list_memories`` reads: any of ``statuses`` and ``memory_types``
    (lowercase names; empty: any), every one of ``tags``, written in ``session_id``, created /
    updated in ``[after, before)``, every ``metadata`` key with exactly its value, content
    containing ``text_contains`` (case-insensitive). Unset fields do not narrow."""

    statuses: tuple[str, ...] = ()
    memory_types: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    session_id: str = ""
    created_after: datetime | None = None
    created_before: datetime | None = None
    updated_after: datetime | None = None
    updated_before: datetime | None = None
    metadata: Mapping[str, str] = field(default_factory=dict)
    text_contains: str = ""


@dataclass(frozen=True, slots=True)
class MemoryPage:
    """One page of ``list_memories``: its ``memories`` and the cursor of the next page
    (``""`` after the last)."""

    memories: tuple[Memory, ...]
    next_cursor: str = ""


@dataclass(frozen=True, slots=True)
class Turn:
    """One raw turn a session's buffer keeps: ``role``, the (masked) ``content`` models see,
    when it was said, its ``tokens``, and ``item``, the caller's own record of it as sent to
    ``append_turn`` (``""`` when none was)."""

    role: str
    content: str
    at: datetime
    tokens: int = 0
    item: str = ""


@dataclass(frozen=True, slots=True)
class SessionTurns:
    """A session's buffer read back: ``turns`` oldest first (the newest ``limit`` of
    ``total_turns`` when a limit was given), the ``summary`` of the ``folded`` turns that no
    longer are raw, and ``tokens`` of raw turns plus summary."""

    turns: tuple[Turn, ...]
    summary: str = ""
    folded: int = 0
    total_turns: int = 0
    tokens: int = 0


@dataclass(frozen=True, slots=True)
class RemovedTurns:
    """What ``remove_turns`` took out of a session (``removed``, oldest first) and how many raw
    ``turns`` it keeps now."""

    removed: tuple[Turn, ...]
    turns: int


@dataclass(frozen=True, slots=True)
class ContextSection:
    """One part of a built context: ``name`` is ``"working"``, ``"long_term"``, ``"summary"``
    or ``"recent_turns"``; ``tokens`` it uses out of its ``budget``; ``memory_ids`` the
    memories a ``"long_term"`` section quotes."""

    name: str
    text: str
    tokens: int = 0
    budget: int = 0
    memory_ids: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Context:
    """A prompt-ready context from ``build_context``: ``text`` is the sections joined (put it
    near the end of the system prompt); ``tokens`` never exceeds ``token_budget``;
    ``tokenizer`` names how the server counted tokens; ``language`` is that of the section
    headers (``"zh"`` or ``"en"``)."""

    text: str
    sections: tuple[ContextSection, ...] = ()
    tokens: int = 0
    token_budget: int = 0
    tokenizer: str = ""
    language: str = ""

    def section(self, name: str) -> ContextSection | None:
        """Return the section called ``name``, or ``None`` when the context has none."""
        return next((s for s in self.sections if s.name == name), None)


@dataclass(frozen=True, slots=True)
class WorkingState:
    """A task's working state: ``values`` are JSON values (dict, list, str, float, int, bool,
    None; a whole number comes back as an ``int``, since the wire keeps every number as a
    double), checked against ``json_schema`` when one was given. ``promoted_ids`` are the
    memories made from ``promote_keys`` when the task ended; ``ended`` says it did."""

    task_id: str
    values: dict[str, Any] = field(default_factory=dict)
    json_schema: str = ""
    updated_at: datetime | None = None
    promoted_ids: tuple[str, ...] = ()
    ended: bool = False


@dataclass(frozen=True, slots=True)
class ExportRecord:
    """One memory with everything needed to restore it elsewhere: the memory, its history
    events (oldest first) and, when exported with ``include_vectors``, its embedding (float32
    values of the model ``memory.embedding_model``; :meth:`embedding_array` gives a numpy
    array). ``exact_importance`` and ``exact_confidence`` are the stored values at full precision
    (``memory`` carries them as float32); ``None`` on a record built by hand means "the
    memory's". ``import_records`` takes these back; a record not changed since it was
    exported is sent exactly as received (``wire``), nanoseconds included.
    """

    memory: Memory
    events: tuple[HistoryEvent, ...] = ()
    embedding: tuple[float, ...] | None = None
    exact_importance: float | None = None
    exact_confidence: float | None = None
    # The record as received, so that re-importing an unchanged record is exact to the
    # nanosecond (datetime keeps microseconds; the server's times are finer).
    wire: bytes = field(default=b"", compare=False, repr=False)

    def embedding_array(self) -> Any:
        """Return the embedding as a 1-D float32 ``numpy.ndarray`` of shape ``(dimension,)``,
        or ``None`` when the record carries no vector. Needs numpy (the ``numpy`` extra)."""
        if self.embedding is None:
            return None
        try:
            import numpy as np
        except ImportError:
            raise ImportError(
                "embedding_array() needs numpy: pip install 'memoryd-client[numpy]'"
            ) from None
        return np.asarray(self.embedding, dtype=np.float32)


@dataclass(frozen=True, slots=True)
class ImportResult:
    """What ``import_records`` did: ``imported`` records stored (replaced ones included),
    ``skipped`` ids the server already had and left as they were, ``replaced`` ids it already
    had and replaced (with ``overwrite``)."""

    imported: int
    skipped: int
    replaced: int = 0


@dataclass(frozen=True, slots=True)
class MaintainResult:
    """What a ``maintain`` pass did: items handled per task (``{"sweep": 3}``), and how long it
    took in seconds."""

    done: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0


class _Default:
    """The type of :data:`DEFAULT`: "the client's own setting" for a per-call ``timeout``."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "DEFAULT"


DEFAULT = _Default()
"""A per-call ``timeout`` left at the client's (``None`` would mean no limit)."""
