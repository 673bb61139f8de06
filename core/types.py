"""The engine's domain types: scopes, memory records, queries and results.

Times are float seconds since the Unix epoch (UTC) throughout core; the server converts them to
and from protobuf Timestamps. Enum values are the lowercase names that clients see.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from memoryd.core.recall.filters import EMPTY_FILTER, MemoryFilter

if TYPE_CHECKING:
    from memoryd.core.recall.explain import Explanation


class MemoryType(enum.Enum):
    EPISODIC = "episodic"
    SEMANTIC = "semantic"
    PREFERENCE = "preference"
    IDENTITY = "identity"


class Source(enum.Enum):
    USER_INPUT = "user_input"
    EXTERNAL = "external"
    AGENT_INFERENCE = "agent_inference"


class Status(enum.Enum):
    ACTIVE = "active"
    SUPERSEDED = "superseded"
    ARCHIVED = "archived"
    SUPPRESSED = "suppressed"
    EXPIRED = "expired"
    DELETED = "deleted"


class Tier(enum.Enum):
    SHORT = "short"
    MEDIUM = "medium"
    LONG = "long"


class RememberAction(enum.Enum):
    CREATED = "created"
    MERGED = "merged"
    SUPERSEDED = "superseded"
    REFINED = "refined"


class EventAction(enum.StrEnum):
    """What an Event says happened to a memory. A str: events are stored and exported as the
    plain value, and a member equals its value ("created" == EventAction.CREATED)."""

    CREATED = "created"
    REDACTED = "redacted"  # sensitive data masked at write time (the policy and kinds)
    UPDATED = "updated"  # fields changed in place by Update
    MERGED = "merged"  # a restatement joined this memory
    FOLDED = "folded"  # older re-confirmations, counted in one event (lifecycle.transitions)
    SUPERSEDED = "superseded"  # replaced by the related memory
    SUPERSEDES = "supersedes"  # replaces the related memory
    REFINED = "refined"  # replaced by a more detailed version
    REFINES = "refines"
    RESTATED = "restated"  # the related memory is a version of this one
    RESTATES = "restates"
    OUTRANKED = "outranked"  # kept, ranked below the related newer memory
    OUTRANKS = "outranks"
    RANKED_BELOW = "ranked_below"  # kept, ranked below the related memory it tells the past of
    RELEASED = "released"  # a verdict undone by re-judging: the link is gone
    SUPPRESSED = "suppressed"
    RESTORED = "restored"
    ARCHIVED = "archived"
    EXPIRED = "expired"


class ConflictPolicy(enum.Enum):
    """What a write may do to the memories it resembles (RememberRequest.on_conflict).

    AUTO: the judge decides (a restatement joins the memory it restates, a correction
    replaces, anything unsure is kept beside); KEEP_BOTH: stored as a memory of its own
    whatever the judge says (an exact duplicate still merges); REPLACE: it replaces its closest
    active neighbour above the conflict threshold (kept as history), whatever the judge says.
    """

    AUTO = "auto"
    KEEP_BOTH = "keep_both"
    REPLACE = "replace"


class Outcome(enum.Enum):
    """What became of the caller's text, in plain words (RememberResponse.outcome).

    NEW: an active memory of its own (beside any it resembles); VERSION: kept as a version of
    the memory it restates or refines (stored, searchable, shown by History; that memory stays
    the current one); REPLACED: an active memory that replaced another (now history);
    DUPLICATE: the very text of an existing memory, which absorbed it (nothing new stored).
    """

    NEW = "new"
    VERSION = "version"
    REPLACED = "replaced"
    DUPLICATE = "duplicate"


class ForgetMode(enum.Enum):
    DELETE = "delete"
    SUPPRESS = "suppress"
    RESTORE = "restore"


class Route(enum.StrEnum):
    """How recall found a candidate (Hit.routes); a str, so it reads and compares as its name."""

    VECTOR = "vector"  # the nearest vectors, every tier
    KEYWORD = "keyword"  # BM25 over the pool's texts
    RECENT = "recent"  # the scope's newest memories (its session's first)
    # the current version of a fact whose replaced version a route found, or a newer memory
    # that outranks one a route found (both kept, the newer first)
    HISTORY = "history"


# The routes a recall may ask for (RecallQuery.routes); HISTORY follows from the others.
ROUTES = (Route.VECTOR, Route.KEYWORD, Route.RECENT)

# Statuses a default recall returns, and those include_history adds.
RECALLABLE = frozenset({Status.ACTIVE})
HISTORY = frozenset({Status.ACTIVE, Status.SUPERSEDED, Status.ARCHIVED})


@dataclass(frozen=True, slots=True)
class Scope:
    """Who a memory belongs to. The pool (user_id, agent_id) is the unit of isolation."""

    user_id: str
    agent_id: str = ""
    session_id: str = ""

    @property
    def pool_key(self) -> bytes:
        """Return the LMDB key of this scope's pool: user_id NUL agent_id, UTF-8."""
        return self.user_id.encode() + b"\x00" + self.agent_id.encode()

    def same_pool(self, other: Scope) -> bool:
        """Return True when ``other`` is in the same (user_id, agent_id) pool."""
        return self.user_id == other.user_id and self.agent_id == other.agent_id


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened to a memory, kept in its record for History."""

    at: float
    # An EventAction as written by this version; a plain string as read back (it is stored,
    # exported and imported as one: an action a later version adds is kept, not refused).
    action: str
    reason: str = ""
    related_id: bytes | None = None


@dataclass(slots=True)
class MemoryRecord:
    """One memory as stored in LMDB (its vector is stored beside it, not in the record).

    ``tier`` is not stored: the engine fills it from the index that holds the memory.
    """

    id: bytes
    scope: Scope
    content: str
    memory_type: MemoryType
    importance: float
    confidence: float
    source: Source
    status: Status
    tags: tuple[str, ...]
    metadata: dict[str, str]
    created_at: float
    updated_at: float
    last_accessed_at: float | None = None
    access_count: int = 0
    version: int = 1
    superseded_by: bytes | None = None
    supersedes: tuple[bytes, ...] = ()
    expires_at: float | None = None
    embedding_model: str = ""
    events: tuple[Event, ...] = ()
    # The attributes its text states (memoryd.core.text.attributes), read once when it is written;
    # None for a memory written before they were recorded.
    attributes: tuple[str, ...] | None = None
    # Active memories recall ranks above this one when both are in an answer: newer ones the
    # write path could not tell apart from it (a soft supersede), or, when this one tells what
    # was, the fact it tells the past of (write.relate.Relation.BELOW). With one of them in the
    # same answer, this one is ranked below it (memoryd.core.recall.consistency).
    outranked_by: tuple[bytes, ...] = ()
    # Those of outranked_by that tell another occasion of the event this one tells, on words of
    # their own (not told "again": "Tonight I helped the kids with homework" after "Yesterday
    # I helped ..."): they rank above it but are no newer value of it, so recall never brings
    # one in through it (memoryd.core.lifecycle.versions.newer_values).
    later_occasions: tuple[bytes, ...] = ()
    # Those of outranked_by that the write path read, with confidence, as this one's newer value
    # (the guess reading's P at LifecycleConfig.outdated_at or more): with one of them in an
    # answer, recall moves this one to just after it (ScoringConfig.outranked_after_answer).
    outdated_by: tuple[bytes, ...] = ()
    # Whether its writer gave its type: a typed fact is a fact by the writer's word, whatever
    # its words read like; None for a memory written before this was kept (read as untyped).
    typed: bool | None = None
    # Whether its text tells what was and is no more ("I used to live in Boston", "我以前住在南
    # 京": memoryd.core.text.mood.bygone): its recency is when it was told, not when it held,
    # so recall gives it no recency lift for a question about the present. None: written
    # before this was read (the maintenance sweep reads it; recall takes it as False).
    told_as_past: bool | None = None
    tier: Tier | None = None


@dataclass(frozen=True, slots=True)
class MemoryInput:
    """What a caller asks the engine to remember. None means "use the default"."""

    scope: Scope
    content: str
    memory_type: MemoryType = MemoryType.SEMANTIC
    importance: float | None = None
    confidence: float | None = None
    source: Source = Source.USER_INPUT
    tags: tuple[str, ...] = ()
    metadata: dict[str, str] = field(default_factory=dict)
    embedding: np.ndarray | None = None
    created_at: float | None = None
    expires_at: float | None = None
    on_conflict: ConflictPolicy = ConflictPolicy.AUTO
    # False when the caller named no type (memory_type is then the default): the write path
    # reads what the text is (an utterance, an event) instead of taking it for a fact.
    typed: bool = True


@dataclass(frozen=True, slots=True)
class RecallQuery:
    """A recall request: text and/or a vector, top_k, and the time to score at."""

    scope: Scope
    query: str = ""
    embedding: np.ndarray | None = None
    top_k: int = 10
    as_of: float | None = None
    include_history: bool = False
    min_score: float | None = None  # None: the engine's default (ScoringConfig.min_score)
    auto_trigger: bool = False  # skip recall when the query needs no long-term memory
    routes: tuple[str, ...] = ()  # restrict recall to these of ROUTES; () means all of them
    filter: MemoryFilter = EMPTY_FILTER  # only memories matching it (memoryd.core.recall.filters)
    explain: bool = False  # gather each hit's score terms and what was left out (never cached)
    include_user_pool: bool = False  # an agent's pool and its user's shared pool together


@dataclass(frozen=True, slots=True)
class Hit:
    """One recalled memory with the parts of its score."""

    record: MemoryRecord
    score: float
    similarity: float
    decay: float
    keyword: float
    tier: Tier | None
    # Which recall routes found it (Route: vector, keyword, recent, or history: the current
    # version of a fact whose replaced version matched the query).
    routes: tuple[Route, ...] = ()


@dataclass(frozen=True, slots=True)
class Recalled:
    """What recall found: the hits, best first, and whether memory was needed at all."""

    hits: list[Hit]
    needs_memory: bool = True
    trigger_reason: str = ""
    # With RecallQuery.explain: one explanation per hit (aligned), and what was left out.
    explanations: tuple[Explanation, ...] = ()
    left_out: tuple[LeftOut, ...] = ()


@dataclass(frozen=True, slots=True)
class RememberResult:
    """What Remember did: the stored (or merged-into) memory, the action and the ids touched."""

    record: MemoryRecord
    action: RememberAction
    affected_ids: tuple[bytes, ...] = ()
    # What became of the caller's text, and the id of the record that holds it (``record``'s
    # own id, except for a VERSION: then ``record`` is the memory it joined).
    outcome: Outcome = Outcome.NEW
    stored_id: bytes = b""
    # The memory the text relates to: the one it restates, replaced, duplicates or outranks.
    related_id: bytes = b""


@dataclass(frozen=True, slots=True)
class MemoryUpdate:
    """What a caller asks to change in one memory. None (and empty ``metadata``) keep a field.

    New ``content`` makes a new version (memoryd.core.write.update); ``metadata`` is merged in, an
    empty value removing its key; ``tags`` replaces the tags.
    """

    scope: Scope
    id: bytes
    content: str | None = None
    memory_type: MemoryType | None = None
    importance: float | None = None
    confidence: float | None = None
    tags: tuple[str, ...] | None = None
    metadata: dict[str, str] = field(default_factory=dict)
    expires_at: float | None = None
    clear_expires_at: bool = False
    embedding: np.ndarray | None = None  # with content, when the client embeds


@dataclass(frozen=True, slots=True)
class UpdateResult:
    """What Update did: the memory as it now is (the new version for new content), and the
    version it replaced (empty for changes in place)."""

    record: MemoryRecord
    affected_ids: tuple[bytes, ...] = ()


@dataclass(frozen=True, slots=True)
class RecallQualityDay:
    """One UTC day of a pool's recall answers and the feedback on them: ``day`` is the epoch
    day (seconds // 86400); ``answers`` the Recall / BuildContext answers given (cached ones
    too; replays with as_of not), ``empty_answers`` those with no memory, ``returned`` the
    memories they held, ``used`` / ``ignored`` the memories Feedback named that day."""

    day: int
    answers: int = 0
    empty_answers: int = 0
    returned: int = 0
    used: int = 0
    ignored: int = 0


@dataclass(frozen=True, slots=True)
class LifecycleFigures:
    """How a pool's memory has been changing (counted since the pool was created);
    ``recall_quality`` by day, oldest first (the last QUALITY_DAYS days with any answer or
    feedback)."""

    writes: int = 0
    recall_hit_rate: float = 0.0
    weekly_archive_rate: float = 0.0
    conflicts_per_1000_writes: float = 0.0
    conflict_verdicts: dict[str, int] = field(default_factory=dict)
    merge_rate: float = 0.0
    mean_recalled_age_days: float = 0.0
    recall_quality: tuple[RecallQualityDay, ...] = ()


@dataclass(frozen=True, slots=True)
class MemoryFigures:
    """Memory pressure of the whole engine (bytes), and the RAM of one pool's long tier."""

    rss_bytes: int = 0
    rss_limit_bytes: int = 0  # 0: no limit configured
    under_pressure: bool = False  # RSS near the limit: maintenance demotes early
    pressure_demotions: int = 0  # memories demoted early since start
    long_tier_ram_bytes: int = 0


@dataclass(frozen=True, slots=True)
class Stats:
    """Counts for one pool, and the engine's embedding model."""

    total: int
    by_status: dict[str, int]
    by_tier: dict[str, int]
    by_type: dict[str, int]
    embedding_model: str
    dimension: int
    lifecycle: LifecycleFigures = field(default_factory=LifecycleFigures)
    # Process state, not the pool's: left out of equality (a restart changes RSS).
    memory: MemoryFigures = field(default_factory=MemoryFigures, compare=False)


class LeftOutReason(enum.StrEnum):
    """Why recall (or BuildContext) left a memory out (LeftOut.reason); a str, sent as its
    value."""

    SUPERSEDED = "superseded"  # a newer version replaces it (its current one ranks instead)
    SUPPRESSED = "suppressed"  # forgotten softly
    ARCHIVED = "archived"  # idle and unsure: the sweep archived it
    EXPIRED = "expired"  # its expires_at has passed
    CONSISTENCY = "consistency"  # a better-ranked hit states the same fact, or replaces it
    RESTATED = "restated"  # better-ranked hits already say nearly the same (recall.restatements)
    BELOW_MIN_SCORE = "below_min_score"
    PUSHED_OUT_BY_DECAY = "pushed_out_by_decay"  # in top_k by relevance, not by score
    OVER_BUDGET = "over_budget"  # BuildContext had no room for it


@dataclass(frozen=True, slots=True)
class LeftOut:
    """A memory recall (or BuildContext) found and did not return; ``reason`` says why,
    ``detail`` says it in words with the figures."""

    record: MemoryRecord
    reason: LeftOutReason
    detail: str = ""
    score: float | None = None
    related_id: bytes | None = None


LEFT_OUT_REASONS = tuple(LeftOutReason)
