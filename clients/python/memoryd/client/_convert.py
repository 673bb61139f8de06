"""Proto <-> dataclass conversion, shared by the sync and async clients; nothing else.

Request builders (``*_request``) validate only what the wire cannot carry or would carry with
another meaning: unknown enum names, naive datetimes, a bare ``str`` where a collection of
strings is expected, an embedding that is not 1-D, ``top_k < 1`` (0 means "default" on the
wire). They raise ``ValueError`` or ``TypeError`` naming the parameter. Everything else (required
fields, ranges, lengths, dimensions) is the server's to check: it answers INVALID_ARGUMENT, which
the client raises as :class:`memoryd.client.InvalidArgument`.

The ``*_to_pb`` functions for response types exist so that tests and fakes can build server
answers from dataclasses; the clients only use the ``*_from_pb`` direction for those.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any, Generic, TypeVar, cast

from google.protobuf import timestamp_pb2

from memoryd.v1 import memory_pb2 as pb

from ._types import (
    Embedding,
    HistoryEntry,
    HistoryEvent,
    Hit,
    LifecycleFigures,
    Memory,
    MemoryInput,
    RecallResult,
    RememberResult,
    Scope,
    Stats,
    SupportsToList,
)

# --- enums ------------------------------------------------------------------------------------


E = TypeVar("E", bound=int)


class _EnumNames(Generic[E]):
    """Lowercase names <-> numbers of one proto enum, e.g. ``"semantic"`` <-> 2.

    ``unspecified`` is the name that number 0 reads as on output (the proto gives SEMANTIC and
    USER_INPUT as the meaning of 0 for memory types and sources). Number 0 is never accepted on
    input: the client always states a value.
    """

    def __init__(self, enum: Any, prefix: str, param: str, *, unspecified: str = "unspecified"):
        self.param = param
        self.unspecified = unspecified
        self.to_number: dict[str, E] = {
            name.removeprefix(prefix).lower(): number
            for name, number in enum.items()
            if number != 0
        }
        self.to_name: dict[int, str] = {n: name for name, n in self.to_number.items()}
        self.zero = cast(E, 0)
        self.allowed = tuple(self.to_number)

    def number(self, name: str) -> E:
        """Return the enum number of ``name``; ``ValueError`` lists the allowed names."""
        try:
            return self.to_number[name]
        except (KeyError, TypeError):
            allowed = ", ".join(repr(a) for a in self.allowed)
            raise ValueError(f"{self.param}={name!r} is not one of {allowed}") from None

    def name(self, number: int) -> str:
        """Return the lowercase name of ``number``; ``"unknown_<n>"`` for a newer server's value."""
        if number == 0:
            return self.unspecified
        return self.to_name.get(number, f"unknown_{number}")


MEMORY_TYPES = _EnumNames[pb.MemoryType](
    pb.MemoryType, "MEMORY_TYPE_", "memory_type", unspecified="semantic"
)
SOURCES = _EnumNames[pb.Source](pb.Source, "SOURCE_", "source", unspecified="user_input")
STATUSES = _EnumNames[pb.Status](pb.Status, "STATUS_", "status")
TIERS = _EnumNames[pb.Tier](pb.Tier, "TIER_", "tier")
ACTIONS = _EnumNames[pb.RememberAction](pb.RememberAction, "REMEMBER_ACTION_", "action")
FORGET_MODES = _EnumNames[pb.ForgetMode](pb.ForgetMode, "FORGET_MODE_", "mode")
CONFLICT_POLICIES = _EnumNames[pb.ConflictPolicy](
    pb.ConflictPolicy, "CONFLICT_POLICY_", "on_conflict", unspecified="auto"
)
OUTCOMES = _EnumNames[pb.WriteOutcome](pb.WriteOutcome, "WRITE_OUTCOME_", "outcome")


def _name_or_unspecified(names: _EnumNames[E], name: str) -> E:
    """Return the number of ``name``, with ``"unspecified"`` -> 0 (used by response ``to_pb``)."""
    return names.zero if name == "unspecified" else names.number(name)


# --- scalars ----------------------------------------------------------------------------------


def to_timestamp(value: datetime, param: str) -> timestamp_pb2.Timestamp:
    """Return ``value`` as a Timestamp; naive datetimes are refused.

    A naive datetime is ambiguous (local time or UTC?), and guessing wrong shifts memories by
    hours without any error, so the caller must say: ``datetime.now(timezone.utc)``, or
    ``dt.replace(tzinfo=timezone.utc)`` for a naive value known to be UTC. Aware datetimes in
    any zone are converted to UTC; microseconds are kept exactly.
    """
    if not isinstance(value, datetime):
        raise TypeError(f"{param} must be a datetime, not {type(value).__name__}")
    if value.tzinfo is None or value.utcoffset() is None:
        raise ValueError(
            f"{param}={value!r} is a naive datetime; pass an aware one, e.g. "
            "datetime.now(timezone.utc) (a naive time could be local time or UTC)"
        )
    ts = timestamp_pb2.Timestamp()
    ts.FromDatetime(value.astimezone(UTC))
    return ts


def from_timestamp(msg: Any, field_name: str) -> datetime | None:
    """Return the message's timestamp field as an aware UTC datetime, ``None`` when unset.

    Nanoseconds are truncated to microseconds (``datetime``'s resolution).
    """
    if not msg.HasField(field_name):
        return None
    ts: timestamp_pb2.Timestamp = getattr(msg, field_name)
    value: datetime = ts.ToDatetime(tzinfo=UTC)
    return value


def f32(value: float) -> float:
    """Return the shortest decimal that maps to the same float32 as ``value`` (0.7, not
    0.699999988079071)."""
    packed = struct.pack("<f", value)
    for digits in range(6, 10):
        short = float(f"{value:.{digits}g}")
        if struct.pack("<f", short) == packed:
            return short
    return value  # only NaN gets here: 9 significant digits identify every other float32


def to_floats(embedding: Embedding, param: str = "embedding") -> list[float]:
    """Return ``embedding`` as a list of numbers, refusing what is not one flat vector.

    A numpy array (any dtype) is converted with ``.tolist()``; numpy is never imported here.
    Element types are checked when the list is put on the wire (``TypeError`` naming
    ``param``); the server checks the dimension and that the values are finite, not all zero.
    """
    if isinstance(embedding, str | bytes):
        raise TypeError(
            f"{param} must be a sequence of floats or a 1-D array, not {type(embedding).__name__}"
        )
    ndim = getattr(embedding, "ndim", 1)
    if ndim != 1:
        shape = getattr(embedding, "shape", None)
        raise ValueError(f"{param} must be 1-D (one vector), got an array of shape {shape}")
    values: list[float] = (
        embedding.tolist() if isinstance(embedding, SupportsToList) else list(embedding)
    )
    if not values:
        raise ValueError(f"{param} is empty; pass None to let the server embed the text")
    return values


def to_strings(values: Iterable[str], param: str) -> list[str]:
    """Return ``values`` as a list, refusing a bare ``str`` (it would be split into characters)."""
    if isinstance(values, str | bytes):
        raise TypeError(
            f"{param} must be a collection of strings, not a single string; use [{values!r}]"
        )
    return list(values)


# --- scope ------------------------------------------------------------------------------------


@contextmanager
def _param(name: str) -> Iterator[None]:
    """Re-raise protobuf's TypeError/ValueError for a field with the parameter's name in front
    (protobuf's own messages, e.g. "bad argument type for built-in operation", name nothing)."""
    try:
        yield
    except (TypeError, ValueError) as exc:
        raise type(exc)(f"{name}: {exc}") from exc


def resolve_scope(user_id: str | Scope, agent_id: str = "", session_id: str = "") -> Scope:
    """Return the Scope named by a user id or a Scope (not both a Scope and agent/session ids)."""
    if isinstance(user_id, Scope):
        if agent_id or session_id:
            raise ValueError(
                "pass either a Scope as user_id or agent_id/session_id, not both "
                f"(got {user_id!r} and agent_id={agent_id!r}, session_id={session_id!r})"
            )
        return user_id
    if not isinstance(user_id, str):
        raise TypeError(f"user_id must be a str or a Scope, not {type(user_id).__name__}")
    return Scope(user_id, agent_id, session_id)


def scope_to_pb(scope: Scope) -> pb.Scope:
    """Return ``scope`` as a proto Scope."""
    with _param("scope"):
        return pb.Scope(user_id=scope.user_id, agent_id=scope.agent_id, session_id=scope.session_id)


def scope_from_pb(msg: pb.Scope) -> Scope:
    """Return the proto Scope as a Scope."""
    return Scope(msg.user_id, msg.agent_id, msg.session_id)


# --- requests ---------------------------------------------------------------------------------


def remember_request(item: MemoryInput, extract: bool = False) -> pb.RememberRequest:
    """Return the RememberRequest for one MemoryInput (validated as described above); with
    ``extract`` the content is raw dialogue the server takes memories from."""
    if not isinstance(item, MemoryInput):
        raise TypeError(f"expected a MemoryInput, not {type(item).__name__}")
    req = pb.RememberRequest(
        scope=scope_to_pb(resolve_scope(item.user_id, item.agent_id, item.session_id)),
        memory_type=MEMORY_TYPES.number(item.memory_type),
        source=SOURCES.number(item.source),
        on_conflict=CONFLICT_POLICIES.number(item.on_conflict),
    )
    with _param("content"):
        req.content = item.content
    tags = to_strings(item.tags, "tags")
    with _param("tags"):
        req.tags.extend(tags)
    with _param("metadata"):
        req.metadata.update(item.metadata or {})
    if item.importance is not None:
        with _param("importance"):
            req.importance = item.importance
    if item.confidence is not None:
        with _param("confidence"):
            req.confidence = item.confidence
    if item.embedding is not None:
        vector = to_floats(item.embedding)
        with _param("embedding"):
            req.embedding.extend(vector)
    if item.created_at is not None:
        req.created_at.CopyFrom(to_timestamp(item.created_at, "created_at"))
    if item.expires_at is not None:
        req.expires_at.CopyFrom(to_timestamp(item.expires_at, "expires_at"))
    req.extract = bool(extract)
    return req


def memory_input_from_pb(msg: pb.RememberRequest) -> MemoryInput:
    """Return the MemoryInput a RememberRequest was built from (the inverse of
    ``remember_request``; the embedding comes back as a tuple of float32 values)."""
    return MemoryInput(
        msg.scope.user_id,
        msg.content,
        agent_id=msg.scope.agent_id,
        session_id=msg.scope.session_id,
        memory_type=MEMORY_TYPES.name(msg.memory_type),  # type: ignore[arg-type]
        importance=f32(msg.importance) if msg.HasField("importance") else None,
        confidence=f32(msg.confidence) if msg.HasField("confidence") else None,
        source=SOURCES.name(msg.source),  # type: ignore[arg-type]
        tags=tuple(msg.tags),
        metadata=dict(msg.metadata),
        embedding=tuple(msg.embedding) or None,
        created_at=from_timestamp(msg, "created_at"),
        expires_at=from_timestamp(msg, "expires_at"),
        on_conflict=CONFLICT_POLICIES.name(msg.on_conflict),  # type: ignore[arg-type]
    )


def remember_batch_request(items: Iterable[MemoryInput]) -> pb.RememberBatchRequest:
    """Return the RememberBatchRequest for ``items``; a bad item's error names its index."""
    if isinstance(items, MemoryInput):
        raise TypeError("items must be an iterable of MemoryInput; use [item] for one")
    requests = []
    for i, item in enumerate(items):
        try:
            requests.append(remember_request(item))
        except (TypeError, ValueError) as exc:
            raise type(exc)(f"items[{i}]: {exc}") from exc
    return pb.RememberBatchRequest(items=requests)


def recall_request(
    scope: Scope,
    query: str,
    embedding: Embedding | None,
    top_k: int,
    as_of: datetime | None,
    include_history: bool,
    min_score: float | None = None,
    auto_trigger: bool = False,
    routes: Iterable[str] = (),
) -> pb.RecallRequest:
    """Return the RecallRequest for ``recall``'s arguments."""
    if isinstance(top_k, bool) or not isinstance(top_k, int):
        raise TypeError(f"top_k must be an int, not {type(top_k).__name__}")
    if top_k < 1:
        # 0 means "the default" on the wire; a caller who passes it means something else
        raise ValueError(f"top_k={top_k} must be at least 1 (the server caps it at max_top_k)")
    req = pb.RecallRequest(scope=scope_to_pb(scope), include_history=bool(include_history))
    with _param("query"):
        req.query = query
    with _param("top_k"):
        req.top_k = top_k
    if embedding is not None:
        vector = to_floats(embedding)
        with _param("embedding"):
            req.embedding.extend(vector)
    if as_of is not None:
        req.as_of.CopyFrom(to_timestamp(as_of, "as_of"))
    if min_score is not None:
        with _param("min_score"):
            req.min_score = min_score
    req.auto_trigger = bool(auto_trigger)
    route_list = to_strings(routes, "routes")
    with _param("routes"):
        req.routes.extend(route_list)
    return req


def get_request(scope: Scope, id: str) -> pb.GetRequest:
    """Return the GetRequest for one memory id."""
    req = pb.GetRequest(scope=scope_to_pb(scope))
    with _param("id"):
        req.id = id
    return req


def forget_request(
    scope: Scope,
    ids: Iterable[str],
    mode: str,
    session: str = "",
    tags: Iterable[str] = (),
) -> pb.ForgetRequest:
    """Return the ForgetRequest for ``ids`` and/or the ``session`` and ``tags`` selectors.

    That at least one of them is given is the server's to check (it names ``ids``).
    """
    req = pb.ForgetRequest(scope=scope_to_pb(scope), mode=FORGET_MODES.number(mode))
    id_list = to_strings(ids, "ids")
    with _param("ids"):
        req.ids.extend(id_list)
    with _param("session"):
        req.session = session
    tag_list = to_strings(tags, "tags")
    with _param("tags"):
        req.tags.extend(tag_list)
    return req


def history_request(scope: Scope, id: str) -> pb.HistoryRequest:
    """Return the HistoryRequest for any memory id of a version chain."""
    req = pb.HistoryRequest(scope=scope_to_pb(scope))
    with _param("id"):
        req.id = id
    return req


def feedback_request(
    scope: Scope, used: Iterable[str], ignored: Iterable[str]
) -> pb.FeedbackRequest:
    """Return the FeedbackRequest for the used and ignored memory ids."""
    req = pb.FeedbackRequest(scope=scope_to_pb(scope))
    used_list = to_strings(used, "used")
    with _param("used"):
        req.used_ids.extend(used_list)
    ignored_list = to_strings(ignored, "ignored")
    with _param("ignored"):
        req.ignored_ids.extend(ignored_list)
    return req


def stats_request(scope: Scope) -> pb.StatsRequest:
    """Return the StatsRequest for a pool."""
    return pb.StatsRequest(scope=scope_to_pb(scope))


# --- responses --------------------------------------------------------------------------------


def memory_from_pb(msg: pb.Memory) -> Memory:
    """Return the proto Memory as a Memory."""
    return Memory(
        id=msg.id,
        scope=scope_from_pb(msg.scope),
        content=msg.content,
        memory_type=MEMORY_TYPES.name(msg.memory_type),
        importance=f32(msg.importance),
        confidence=f32(msg.confidence),
        source=SOURCES.name(msg.source),
        status=STATUSES.name(msg.status),
        tags=tuple(msg.tags),
        metadata=dict(msg.metadata),
        created_at=from_timestamp(msg, "created_at"),
        updated_at=from_timestamp(msg, "updated_at"),
        last_accessed_at=from_timestamp(msg, "last_accessed_at"),
        access_count=msg.access_count,
        version=msg.version,
        superseded_by=msg.superseded_by or None,
        tier=TIERS.name(msg.tier),
        supersedes=tuple(msg.supersedes),
        expires_at=from_timestamp(msg, "expires_at"),
        embedding_model=msg.embedding_model,
        outranked_by=tuple(msg.outranked_by),
        later_occasions=tuple(msg.later_occasions),
        outdated_by=tuple(msg.outdated_by),
    )


def memory_to_pb(memory: Memory) -> pb.Memory:
    """Return ``memory`` as a proto Memory (for tests and fakes)."""
    msg = pb.Memory(
        id=memory.id,
        scope=scope_to_pb(memory.scope),
        content=memory.content,
        memory_type=_name_or_unspecified(MEMORY_TYPES, memory.memory_type),
        importance=memory.importance,
        confidence=memory.confidence,
        source=_name_or_unspecified(SOURCES, memory.source),
        status=_name_or_unspecified(STATUSES, memory.status),
        tags=memory.tags,
        metadata=memory.metadata,
        access_count=memory.access_count,
        version=memory.version,
        superseded_by=memory.superseded_by or "",
        tier=_name_or_unspecified(TIERS, memory.tier),
        supersedes=memory.supersedes,
        embedding_model=memory.embedding_model,
        outranked_by=memory.outranked_by,
        later_occasions=memory.later_occasions,
        outdated_by=memory.outdated_by,
    )
    for name in ("created_at", "updated_at", "last_accessed_at", "expires_at"):
        value = getattr(memory, name)
        if value is not None:
            getattr(msg, name).CopyFrom(to_timestamp(value, name))
    return msg


def hit_from_pb(msg: pb.Hit) -> Hit:
    """Return the proto Hit as a Hit."""
    return Hit(
        memory=memory_from_pb(msg.memory),
        score=f32(msg.score),
        similarity=f32(msg.similarity),
        decay=f32(msg.decay),
        keyword=f32(msg.keyword),
        tier=TIERS.name(msg.tier),
        routes=tuple(msg.routes),
    )


def hit_to_pb(hit: Hit) -> pb.Hit:
    """Return ``hit`` as a proto Hit (for tests and fakes)."""
    return pb.Hit(
        memory=memory_to_pb(hit.memory),
        score=hit.score,
        similarity=hit.similarity,
        decay=hit.decay,
        keyword=hit.keyword,
        tier=_name_or_unspecified(TIERS, hit.tier),
        routes=hit.routes,
    )


def hits_from_pb(msg: pb.RecallResponse) -> list[Hit]:
    """Return the hits of a RecallResponse, best first."""
    return [hit_from_pb(h) for h in msg.hits]


def recall_result_from_pb(msg: pb.RecallResponse) -> RecallResult:
    """Return a RecallResponse as a RecallResult (hits and the trigger's answer)."""
    return RecallResult(hits_from_pb(msg), msg.needs_memory, msg.trigger_reason)


def remember_result_from_pb(msg: pb.RememberResponse) -> RememberResult:
    """Return the RememberResponse as a RememberResult."""
    return RememberResult(
        memory=memory_from_pb(msg.memory),
        action=ACTIONS.name(msg.action),
        affected_ids=tuple(msg.affected_ids),
        extracted=tuple(remember_result_from_pb(r) for r in msg.extracted),
        outcome=OUTCOMES.name(msg.outcome),
        stored_id=msg.stored_id,
        related_id=msg.related_id,
    )


def remember_result_to_pb(result: RememberResult) -> pb.RememberResponse:
    """Return ``result`` as a RememberResponse (for tests and fakes)."""
    return pb.RememberResponse(
        memory=memory_to_pb(result.memory),
        action=_name_or_unspecified(ACTIONS, result.action),
        affected_ids=result.affected_ids,
        extracted=[remember_result_to_pb(r) for r in result.extracted],
        outcome=_name_or_unspecified(OUTCOMES, result.outcome),
        stored_id=result.stored_id,
        related_id=result.related_id,
    )


def remember_results_from_pb(msg: pb.RememberBatchResponse) -> list[RememberResult]:
    """Return the results of a RememberBatchResponse, in request order."""
    return [remember_result_from_pb(r) for r in msg.results]


def forgotten_ids_from_pb(msg: pb.ForgetResponse) -> list[str]:
    """Return the ids a ForgetResponse reports as affected."""
    return list(msg.affected_ids)


def _lower_keys(counts: Mapping[str, int]) -> dict[str, int]:
    return {key.lower(): int(n) for key, n in counts.items()}


def _upper_keys(counts: Mapping[str, int]) -> dict[str, int]:
    return {key.upper(): n for key, n in counts.items()}


def stats_from_pb(msg: pb.StatsResponse) -> Stats:
    """Return the StatsResponse as Stats, with lowercase keys in the ``by_*`` maps and in
    ``lifecycle.conflict_verdicts``."""
    return Stats(
        total=msg.total,
        by_status=_lower_keys(msg.by_status),
        by_tier=_lower_keys(msg.by_tier),
        by_type=_lower_keys(msg.by_type),
        embedding_model=msg.embedding_model,
        dimension=msg.dimension,
        server_version=msg.server_version,
        lifecycle=LifecycleFigures(
            writes=msg.writes,
            recall_hit_rate=msg.recall_hit_rate,
            weekly_archive_rate=msg.weekly_archive_rate,
            conflicts_per_1000_writes=msg.conflicts_per_1000_writes,
            conflict_verdicts=_lower_keys(msg.conflict_verdicts),
            merge_rate=msg.merge_rate,
            mean_recalled_age_days=msg.mean_recalled_age_days,
        ),
        rss_bytes=msg.rss_bytes,
        rss_limit_bytes=msg.rss_limit_bytes,
        memory_pressure=msg.memory_pressure,
        pressure_demotions=msg.pressure_demotions,
        long_tier_ram_bytes=msg.long_tier_ram_bytes,
    )


def stats_to_pb(stats: Stats) -> pb.StatsResponse:
    """Return ``stats`` as a StatsResponse with the wire's uppercase keys (for tests and fakes)."""
    life = stats.lifecycle
    return pb.StatsResponse(
        total=stats.total,
        by_status=_upper_keys(stats.by_status),
        by_tier=_upper_keys(stats.by_tier),
        by_type=_upper_keys(stats.by_type),
        embedding_model=stats.embedding_model,
        dimension=stats.dimension,
        server_version=stats.server_version,
        writes=life.writes,
        recall_hit_rate=life.recall_hit_rate,
        weekly_archive_rate=life.weekly_archive_rate,
        conflicts_per_1000_writes=life.conflicts_per_1000_writes,
        conflict_verdicts=_upper_keys(life.conflict_verdicts),
        merge_rate=life.merge_rate,
        mean_recalled_age_days=life.mean_recalled_age_days,
        rss_bytes=stats.rss_bytes,
        rss_limit_bytes=stats.rss_limit_bytes,
        memory_pressure=stats.memory_pressure,
        pressure_demotions=stats.pressure_demotions,
        long_tier_ram_bytes=stats.long_tier_ram_bytes,
    )


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def history_event_from_pb(msg: pb.HistoryEvent) -> HistoryEvent:
    """Return the proto HistoryEvent as a HistoryEvent (an unset ``at`` reads as the epoch)."""
    return HistoryEvent(
        at=from_timestamp(msg, "at") or _EPOCH,
        action=msg.action,
        reason=msg.reason,
        related_id=msg.related_id or None,
    )


def history_event_to_pb(event: HistoryEvent) -> pb.HistoryEvent:
    """Return ``event`` as a proto HistoryEvent (for tests and fakes)."""
    return pb.HistoryEvent(
        at=to_timestamp(event.at, "at"),
        action=event.action,
        reason=event.reason,
        related_id=event.related_id or "",
    )


def history_from_pb(msg: pb.HistoryResponse) -> list[HistoryEntry]:
    """Return the entries of a HistoryResponse, oldest version first."""
    return [
        HistoryEntry(
            memory=memory_from_pb(entry.memory),
            events=tuple(history_event_from_pb(e) for e in entry.events),
        )
        for entry in msg.entries
    ]


def history_to_pb(entries: Iterable[HistoryEntry]) -> pb.HistoryResponse:
    """Return ``entries`` as a HistoryResponse (for tests and fakes)."""
    return pb.HistoryResponse(
        entries=[
            pb.HistoryEntry(
                memory=memory_to_pb(entry.memory),
                events=[history_event_to_pb(e) for e in entry.events],
            )
            for entry in entries
        ]
    )
