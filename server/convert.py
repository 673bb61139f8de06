"""Proto <-> engine types. Only mapping here: no decisions, no I/O.

Unknown enum numbers (proto3 enums are open) are refused with the allowed names.
"""

from __future__ import annotations

import enum

import numpy as np
from google.protobuf.timestamp_pb2 import Timestamp

from memoryd.core import (
    ForgetMode,
    Hit,
    InvalidArgument,
    MemoryInput,
    MemoryRecord,
    MemoryType,
    Recalled,
    RecallQuery,
    RememberAction,
    RememberResult,
    Scope,
    Source,
    Stats,
    Status,
    Tier,
)
from memoryd.core.ids import id_to_str
from memoryd.v1 import memory_pb2 as pb

DEFAULT_TOP_K = 10


class _EnumMap:
    """A proto enum <-> core enum mapping by name (MEMORY_TYPE_SEMANTIC <-> SEMANTIC)."""

    def __init__(self, pb_enum, core_enum: type[enum.Enum], prefix: str, default=None) -> None:
        self._pb = pb_enum
        self._default = default
        self._to_core = {}
        self._to_pb = {}
        for member in core_enum:
            number = pb_enum.Value(prefix + member.name)
            self._to_core[number] = member
            self._to_pb[member] = number
        self._allowed = ", ".join(pb_enum.Name(n) for n in sorted(self._to_core))

    def to_core(self, number: int, field: str):
        if number == 0 and self._default is not None:
            return self._default
        member = self._to_core.get(number)
        if member is None:
            raise InvalidArgument(field, f"unknown value {number}; allowed: {self._allowed}")
        return member

    def to_pb(self, member) -> int:
        return 0 if member is None else self._to_pb[member]


MEMORY_TYPES = _EnumMap(pb.MemoryType, MemoryType, "MEMORY_TYPE_", MemoryType.SEMANTIC)
SOURCES = _EnumMap(pb.Source, Source, "SOURCE_", Source.USER_INPUT)
STATUSES = _EnumMap(pb.Status, Status, "STATUS_")
TIERS = _EnumMap(pb.Tier, Tier, "TIER_")
ACTIONS = _EnumMap(pb.RememberAction, RememberAction, "REMEMBER_ACTION_")
FORGET_MODES = _EnumMap(pb.ForgetMode, ForgetMode, "FORGET_MODE_")


def _seconds(message, name: str) -> float | None:
    if not message.HasField(name):
        return None
    ts = getattr(message, name)
    return ts.seconds + ts.nanos / 1e9


def _timestamp(seconds: float | None) -> Timestamp | None:
    """Return ``seconds`` as a Timestamp, rounded to the microsecond.

    Core keeps float seconds: exact to about 0.2 us today, so anything finer than a microsecond
    is noise that would otherwise show up as an off-by-one microsecond in clients.
    """
    if seconds is None:
        return None
    micros = round(seconds * 1_000_000)
    ts = Timestamp()
    ts.seconds, ts.nanos = micros // 1_000_000, (micros % 1_000_000) * 1_000
    return ts


def _vector(values) -> np.ndarray | None:
    return np.asarray(values, dtype=np.float32) if len(values) else None


def from_pb_scope(scope: pb.Scope) -> Scope:
    return Scope(scope.user_id, scope.agent_id, scope.session_id)


def to_pb_scope(scope: Scope) -> pb.Scope:
    return pb.Scope(user_id=scope.user_id, agent_id=scope.agent_id, session_id=scope.session_id)


def from_pb_remember(req: pb.RememberRequest, prefix: str = "") -> MemoryInput:
    return MemoryInput(
        scope=from_pb_scope(req.scope),
        content=req.content,
        memory_type=MEMORY_TYPES.to_core(req.memory_type, f"{prefix}memory_type"),
        importance=req.importance if req.HasField("importance") else None,
        confidence=req.confidence if req.HasField("confidence") else None,
        source=SOURCES.to_core(req.source, f"{prefix}source"),
        tags=tuple(req.tags),
        metadata=dict(req.metadata),
        embedding=_vector(req.embedding),
        created_at=_seconds(req, "created_at"),
        expires_at=_seconds(req, "expires_at"),
    )


def from_pb_recall(req: pb.RecallRequest) -> RecallQuery:
    return RecallQuery(
        scope=from_pb_scope(req.scope),
        query=req.query,
        embedding=_vector(req.embedding),
        top_k=req.top_k or DEFAULT_TOP_K,
        as_of=_seconds(req, "as_of"),
        include_history=req.include_history,
        min_score=req.min_score or None,
        auto_trigger=req.auto_trigger,
    )


def from_pb_forget_mode(mode: int) -> ForgetMode:
    if mode == pb.FORGET_MODE_UNSPECIFIED:
        raise InvalidArgument(
            "mode", "is required: FORGET_MODE_DELETE, FORGET_MODE_SUPPRESS or FORGET_MODE_RESTORE"
        )
    return FORGET_MODES.to_core(mode, "mode")


def to_pb_memory(record: MemoryRecord) -> pb.Memory:
    return pb.Memory(
        id=id_to_str(record.id),
        scope=to_pb_scope(record.scope),
        content=record.content,
        memory_type=MEMORY_TYPES.to_pb(record.memory_type),
        importance=record.importance,
        confidence=record.confidence,
        source=SOURCES.to_pb(record.source),
        status=STATUSES.to_pb(record.status),
        tags=record.tags,
        metadata=record.metadata,
        created_at=_timestamp(record.created_at),
        updated_at=_timestamp(record.updated_at),
        last_accessed_at=_timestamp(record.last_accessed_at),
        access_count=record.access_count,
        version=record.version,
        superseded_by=id_to_str(record.superseded_by) if record.superseded_by else "",
        tier=TIERS.to_pb(record.tier),
        supersedes=[id_to_str(x) for x in record.supersedes],
        expires_at=_timestamp(record.expires_at),
        embedding_model=record.embedding_model,
    )


def to_pb_remember(result: RememberResult) -> pb.RememberResponse:
    return pb.RememberResponse(
        memory=to_pb_memory(result.record),
        action=ACTIONS.to_pb(result.action),
        affected_ids=[id_to_str(x) for x in result.affected_ids],
    )


def to_pb_recall(recalled: Recalled) -> pb.RecallResponse:
    return pb.RecallResponse(
        hits=[to_pb_hit(h) for h in recalled.hits],
        needs_memory=recalled.needs_memory,
        trigger_reason=recalled.trigger_reason,
    )


def to_pb_hit(hit: Hit) -> pb.Hit:
    return pb.Hit(
        memory=to_pb_memory(hit.record),
        score=hit.score,
        similarity=hit.similarity,
        decay=hit.decay,
        keyword=hit.keyword,
        tier=TIERS.to_pb(hit.tier),
        routes=hit.routes,
    )


def to_pb_history(records: list[MemoryRecord]) -> pb.HistoryResponse:
    return pb.HistoryResponse(
        entries=[
            pb.HistoryEntry(
                memory=to_pb_memory(record),
                events=[
                    pb.HistoryEvent(
                        at=_timestamp(e.at),
                        action=e.action,
                        reason=e.reason,
                        related_id=id_to_str(e.related_id) if e.related_id else "",
                    )
                    for e in record.events
                ],
            )
            for record in records
        ]
    )


def to_pb_stats(stats: Stats, server_version: str) -> pb.StatsResponse:
    life = stats.lifecycle
    return pb.StatsResponse(
        recall_hit_rate=life.recall_hit_rate,
        weekly_archive_rate=life.weekly_archive_rate,
        conflicts_per_1000_writes=life.conflicts_per_1000_writes,
        conflict_verdicts={k.upper(): v for k, v in life.conflict_verdicts.items()},
        merge_rate=life.merge_rate,
        mean_recalled_age_days=life.mean_recalled_age_days,
        writes=life.writes,
        total=stats.total,
        by_status={k.upper(): v for k, v in stats.by_status.items()},
        by_tier={k.upper(): v for k, v in stats.by_tier.items()},
        by_type={k.upper(): v for k, v in stats.by_type.items()},
        embedding_model=stats.embedding_model,
        dimension=stats.dimension,
        server_version=server_version,
    )
