"""Proto <-> engine types. Only mapping here: no decisions, no I/O.

Unknown enum numbers (proto3 enums are open) are refused with the allowed names.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Sequence
from typing import Any

import numpy as np
from google.protobuf.struct_pb2 import Struct
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
from memoryd.core.ids import id_to_str, parse_id
from memoryd.core.recall.explain import Explanation
from memoryd.core.recall.filters import MemoryFilter
from memoryd.core.recall.listing import ListPage, ListQuery
from memoryd.core.session.context import BuiltContext, ContextRequest
from memoryd.core.session.turns import Appended, Removed, SessionBuffer, Turn
from memoryd.core.session.working import WorkingState
from memoryd.core.store.port import ExportItem, ImportResult
from memoryd.core.types import ConflictPolicy, Event, LeftOut, MemoryUpdate, Outcome, UpdateResult
from memoryd.v1 import memory_pb2 as pb

DEFAULT_TOP_K = 10


class _EnumMap:
    """A proto enum <-> core enum mapping by name (MEMORY_TYPE_SEMANTIC <-> SEMANTIC)."""

    def __init__(self, pb_enum, core_enum: type[enum.Enum], prefix: str, default=None) -> None:
        self._pb = pb_enum
        self._default = default
        self._to_core = {}
        # By id(member), not member: an Enum hashes in Python code, and List maps four enums
        # a memory (members are singletons, so their ids are stable keys).
        self._to_pb = {}
        for member in core_enum:
            number = pb_enum.Value(prefix + member.name)
            self._to_core[number] = member
            self._to_pb[id(member)] = number
        self._allowed = ", ".join(pb_enum.Name(n) for n in sorted(self._to_core))

    def to_core(self, number: int, field: str):
        if number == 0 and self._default is not None:
            return self._default
        member = self._to_core.get(number)
        if member is None:
            raise InvalidArgument(field, f"unknown value {number}; allowed: {self._allowed}")
        return member

    def to_pb(self, member) -> Any:
        """Return the proto enum value of ``member`` (0 for None). Any: each map has its own
        proto enum type, which the generated stubs name per field."""
        return 0 if member is None else self._to_pb[id(member)]


MEMORY_TYPES = _EnumMap(pb.MemoryType, MemoryType, "MEMORY_TYPE_", MemoryType.SEMANTIC)
SOURCES = _EnumMap(pb.Source, Source, "SOURCE_", Source.USER_INPUT)
STATUSES = _EnumMap(pb.Status, Status, "STATUS_")
TIERS = _EnumMap(pb.Tier, Tier, "TIER_")
ACTIONS = _EnumMap(pb.RememberAction, RememberAction, "REMEMBER_ACTION_")
FORGET_MODES = _EnumMap(pb.ForgetMode, ForgetMode, "FORGET_MODE_")
CONFLICT_POLICIES = _EnumMap(
    pb.ConflictPolicy, ConflictPolicy, "CONFLICT_POLICY_", ConflictPolicy.AUTO
)
OUTCOMES = _EnumMap(pb.WriteOutcome, Outcome, "WRITE_OUTCOME_")


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
        on_conflict=CONFLICT_POLICIES.to_core(req.on_conflict, f"{prefix}on_conflict"),
        typed=req.memory_type != pb.MEMORY_TYPE_UNSPECIFIED,
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
        routes=tuple(req.routes),
        filter=from_pb_filter(req.filter),
        explain=req.explain,
        include_user_pool=req.include_user_pool,
    )


def from_pb_forget_mode(mode: int) -> ForgetMode:
    if mode == pb.FORGET_MODE_UNSPECIFIED:
        raise InvalidArgument(
            "mode", "is required: FORGET_MODE_DELETE, FORGET_MODE_SUPPRESS or FORGET_MODE_RESTORE"
        )
    return FORGET_MODES.to_core(mode, "mode")


def _set_time(ts: Timestamp, seconds: float) -> None:
    """Set ``ts`` to ``seconds``, rounded to the microsecond (as _timestamp)."""
    whole, micros = divmod(round(seconds * 1_000_000), 1_000_000)
    ts.seconds, ts.nanos = whole, micros * 1_000


def fill_pb_memory(m: pb.Memory, record: MemoryRecord) -> None:
    """Write ``record`` into the empty message ``m`` in place (a repeated field's ``add()``):
    building a Memory and then copying it into its parent costs List about twice as much."""
    m.id = id_to_str(record.id)
    scope, to = record.scope, m.scope
    to.user_id, to.agent_id, to.session_id = scope.user_id, scope.agent_id, scope.session_id
    m.content = record.content
    m.memory_type = MEMORY_TYPES.to_pb(record.memory_type)
    m.importance = record.importance
    m.confidence = record.confidence
    m.source = SOURCES.to_pb(record.source)
    m.status = STATUSES.to_pb(record.status)
    if record.tags:
        m.tags.extend(record.tags)
    if record.metadata:
        m.metadata.update(record.metadata)
    _set_time(m.created_at, record.created_at)
    _set_time(m.updated_at, record.updated_at)
    if record.last_accessed_at is not None:
        _set_time(m.last_accessed_at, record.last_accessed_at)
    m.access_count = record.access_count
    m.version = record.version
    if record.superseded_by:
        m.superseded_by = id_to_str(record.superseded_by)
    m.tier = TIERS.to_pb(record.tier)
    if record.supersedes:
        m.supersedes.extend(id_to_str(x) for x in record.supersedes)
    if record.expires_at is not None:
        _set_time(m.expires_at, record.expires_at)
    m.embedding_model = record.embedding_model
    if record.outranked_by:
        m.outranked_by.extend(id_to_str(x) for x in record.outranked_by)
    if record.later_occasions:
        m.later_occasions.extend(id_to_str(x) for x in record.later_occasions)
    if record.outdated_by:
        m.outdated_by.extend(id_to_str(x) for x in record.outdated_by)


def to_pb_memory(record: MemoryRecord) -> pb.Memory:
    m = pb.Memory()
    fill_pb_memory(m, record)
    return m


def to_pb_remember(result: RememberResult) -> pb.RememberResponse:
    return pb.RememberResponse(
        memory=to_pb_memory(result.record),
        action=ACTIONS.to_pb(result.action),
        affected_ids=[id_to_str(x) for x in result.affected_ids],
        outcome=OUTCOMES.to_pb(result.outcome),
        stored_id=id_to_str(result.stored_id) if result.stored_id else "",
        related_id=id_to_str(result.related_id) if result.related_id else "",
    )


def to_pb_recall(recalled: Recalled) -> pb.RecallResponse:
    response = pb.RecallResponse(
        needs_memory=recalled.needs_memory,
        trigger_reason=recalled.trigger_reason,
        left_out=[to_pb_left_out(x) for x in recalled.left_out],
    )
    add = response.hits.add
    for hit in recalled.hits:
        fill_pb_hit(add(), hit)
    for pb_hit, explanation in zip(response.hits, recalled.explanations, strict=False):
        pb_hit.explanation.CopyFrom(to_pb_explanation(explanation))
    return response


def fill_pb_hit(h: pb.Hit, hit: Hit) -> None:
    """Write ``hit`` into the empty message ``h`` in place (a repeated field's ``add()``): a
    Hit built apart is copied into the response, and its Memory into the Hit, each time
    (~40 % of converting a 10-hit answer)."""
    fill_pb_memory(h.memory, hit.record)
    h.score = hit.score
    h.similarity = hit.similarity
    h.decay = hit.decay
    h.keyword = hit.keyword
    h.tier = TIERS.to_pb(hit.tier)
    h.routes.extend(hit.routes)


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
        rss_bytes=stats.memory.rss_bytes,
        rss_limit_bytes=stats.memory.rss_limit_bytes,
        memory_pressure=stats.memory.under_pressure,
        pressure_demotions=stats.memory.pressure_demotions,
        long_tier_ram_bytes=stats.memory.long_tier_ram_bytes,
        recall_quality=[
            pb.RecallQualityDay(
                day=Timestamp(seconds=q.day * 86_400),
                answers=q.answers,
                empty_answers=q.empty_answers,
                returned=q.returned,
                used=q.used,
                ignored=q.ignored,
            )
            for q in life.recall_quality
        ],  # fmt: skip
    )


# ---------------------------------------------------------------------- update, export, import


def from_pb_update(req: pb.UpdateRequest) -> MemoryUpdate:
    return MemoryUpdate(
        scope=from_pb_scope(req.scope),
        id=parse_id(req.id, "id"),
        content=req.content if req.HasField("content") else None,
        memory_type=MEMORY_TYPES.to_core(req.memory_type, "memory_type")
        if req.memory_type
        else None,
        importance=req.importance if req.HasField("importance") else None,
        confidence=req.confidence if req.HasField("confidence") else None,
        tags=tuple(req.tags.values) if req.HasField("tags") else None,
        metadata=dict(req.metadata),
        expires_at=_seconds(req, "expires_at"),
        clear_expires_at=req.clear_expires_at,
        embedding=_vector(req.embedding),
    )


def to_pb_update(result: UpdateResult) -> pb.UpdateResponse:
    return pb.UpdateResponse(
        memory=to_pb_memory(result.record),
        affected_ids=[id_to_str(x) for x in result.affected_ids],
    )


def from_pb_export_request(
    req: pb.ExportRequest,
) -> tuple[Scope | None, frozenset[Status] | None, bool]:
    """Return (scope, or None for every pool; statuses, or None for all; with vectors)."""
    statuses = frozenset(STATUSES.to_core(s, f"statuses[{i}]") for i, s in enumerate(req.statuses))
    return (
        None if req.all_users else from_pb_scope(req.scope),
        statuses or None,
        req.include_vectors,
    )


def _exact_timestamp(seconds: float | None) -> Timestamp | None:
    """Return ``seconds`` as a Timestamp to the nanosecond: read back (``_seconds``) it is the
    same float for any time after 1973 (floats there are more than 2 ns apart)."""
    if seconds is None:
        return None
    whole = math.floor(seconds)
    nanos = round((seconds - whole) * 1e9)
    if nanos >= 1_000_000_000:
        whole, nanos = whole + 1, nanos - 1_000_000_000
    return Timestamp(seconds=int(whole), nanos=int(nanos))


def _exact(full: float, single: float) -> float:
    """Return ``full`` (a double field) when it is the value of ``single`` (its float32 twin),
    else ``single``: a hand-written record may give only the float32 one."""
    return full if np.float32(full) == np.float32(single) else single


def to_pb_export_record(item: ExportItem) -> pb.ExportRecord:
    record = item.record
    memory = to_pb_memory(record)
    for name in ("created_at", "updated_at", "last_accessed_at", "expires_at"):
        stamp = _exact_timestamp(getattr(record, name))
        if stamp is not None:
            getattr(memory, name).CopyFrom(stamp)
    return pb.ExportRecord(
        memory=memory,
        events=[
            pb.HistoryEvent(
                at=_exact_timestamp(e.at),
                action=e.action,
                reason=e.reason,
                related_id=id_to_str(e.related_id) if e.related_id else "",
            )
            for e in record.events
        ],
        embedding=item.vector.tolist() if item.vector is not None else [],
        exact_importance=record.importance,
        exact_confidence=record.confidence,
    )


def _link_kind(
    ids: Sequence[str], name: str, outranked_by: tuple[bytes, ...], p: str
) -> tuple[bytes, ...]:
    """Return the ids of a link's kind (``m.<name>``: later_occasions, outdated_by);
    InvalidArgument for one not among its outranked_by (a link's kind without the link)."""
    out = []
    for j, x in enumerate(ids):
        field = f"{p}{name}[{j}]"
        memory_id = parse_id(x, field)
        if memory_id not in outranked_by:
            raise InvalidArgument(
                field, f"{x!r} is not among outranked_by: {name} names only ids listed there"
            )
        out.append(memory_id)
    return tuple(out)


def from_pb_export_record(rec: pb.ExportRecord, prefix: str = "") -> ExportItem:
    """Return the portable memory of ``rec``; InvalidArgument (names prefixed) for malformed
    ids and unknown enum values. Everything else is checked by the engine."""
    m = rec.memory
    p = f"{prefix}memory."
    created = _seconds(m, "created_at") or 0.0
    updated = _seconds(m, "updated_at")
    outranked_by = tuple(
        parse_id(x, f"{p}outranked_by[{j}]") for j, x in enumerate(m.outranked_by)
    )
    record = MemoryRecord(
        id=parse_id(m.id, f"{p}id"),
        scope=from_pb_scope(m.scope),
        content=m.content,
        memory_type=MEMORY_TYPES.to_core(m.memory_type, f"{p}memory_type"),
        importance=_exact(rec.exact_importance, m.importance),
        confidence=_exact(rec.exact_confidence, m.confidence),
        source=SOURCES.to_core(m.source, f"{p}source"),
        status=STATUSES.to_core(m.status, f"{p}status"),
        tags=tuple(m.tags),
        metadata=dict(m.metadata),
        created_at=created,
        updated_at=updated if updated is not None else created,
        last_accessed_at=_seconds(m, "last_accessed_at"),
        access_count=m.access_count,
        version=m.version,
        superseded_by=parse_id(m.superseded_by, f"{p}superseded_by") if m.superseded_by else None,
        supersedes=tuple(parse_id(x, f"{p}supersedes[{j}]") for j, x in enumerate(m.supersedes)),
        expires_at=_seconds(m, "expires_at"),
        embedding_model=m.embedding_model,
        outranked_by=outranked_by,
        later_occasions=_link_kind(m.later_occasions, "later_occasions", outranked_by, p),
        outdated_by=_link_kind(m.outdated_by, "outdated_by", outranked_by, p),
        events=tuple(
            Event(
                _seconds(e, "at") or 0.0,
                e.action,
                e.reason,
                parse_id(e.related_id, f"{prefix}events[{j}].related_id") if e.related_id else None,
            )
            for j, e in enumerate(rec.events)
        ),
    )
    return ExportItem(record, _vector(rec.embedding))


def to_pb_import(result: ImportResult) -> pb.ImportResponse:
    return pb.ImportResponse(
        imported=result.imported, skipped=result.skipped, replaced=result.replaced
    )


# ---------------------------------------------------------------------- turns, working, context


def from_pb_append_turn(req: pb.AppendTurnRequest) -> tuple[Scope, str, str, float | None]:
    """Return (scope, role, content, at or None for now)."""
    return from_pb_scope(req.scope), req.role, req.content, _seconds(req, "at")


def to_pb_append_turn(appended: Appended) -> pb.AppendTurnResponse:
    return pb.AppendTurnResponse(
        turns=appended.turns, tokens=appended.tokens, summarized=appended.summarized
    )


def to_pb_turn(turn: Turn) -> pb.Turn:
    """Return a kept turn as its message (with the caller's item, when it has one)."""
    return pb.Turn(
        role=turn.role,
        content=turn.content,
        at=_timestamp(turn.at),
        tokens=turn.tokens,
        item=turn.item,
    )


def to_pb_read_turns(buffer: SessionBuffer, limit: int) -> pb.ReadTurnsResponse:
    """Return the session buffer as ReadTurns answers it: the newest ``limit`` raw turns
    (0: all), oldest first, and the summary."""
    shown = buffer.turns[-limit:] if limit else buffer.turns
    return pb.ReadTurnsResponse(
        turns=[to_pb_turn(t) for t in shown],
        summary=buffer.summary,
        folded=buffer.folded,
        total_turns=len(buffer.turns),
        tokens=buffer.tokens,
    )


def to_pb_remove_turns(removed: Removed) -> pb.RemoveTurnsResponse:
    return pb.RemoveTurnsResponse(
        removed=[to_pb_turn(t) for t in removed.removed], turns=removed.turns
    )


def from_pb_struct(message, name: str) -> dict | None:
    """Return a Struct field as a dict (numbers as floats), or None when it is not set."""
    if not message.HasField(name):
        return None
    # Not json_format.MessageToDict: it raises a bare ValueError on NaN and infinity, which
    # the engine refuses itself, naming the place (values.score: ... must be finite).
    return {k: _plain(v) for k, v in getattr(message, name).fields.items()}


def _plain(value) -> object:
    """Return a google.protobuf.Value as plain Python (numbers as floats, as sent)."""
    kind = value.WhichOneof("kind")
    if kind == "struct_value":
        return {k: _plain(v) for k, v in value.struct_value.fields.items()}
    if kind == "list_value":
        return [_plain(v) for v in value.list_value.values]
    return None if kind in (None, "null_value") else getattr(value, kind)


def to_pb_working(state: WorkingState) -> pb.WorkingState:
    values = Struct()
    values.update(state.values)
    return pb.WorkingState(
        task_id=state.task_id,
        values=values,
        json_schema=state.json_schema,
        updated_at=_timestamp(state.updated_at),
        promoted_ids=[id_to_str(x) for x in state.promoted_ids],
        ended=state.ended,
    )


def from_pb_build_context(req: pb.BuildContextRequest) -> ContextRequest:
    return ContextRequest(
        scope=from_pb_scope(req.scope),
        query=req.query,
        token_budget=req.token_budget,
        task_id=req.task_id,
        language=req.language,
        embedding=_vector(req.embedding),
        as_of=_seconds(req, "as_of"),
        filter=from_pb_filter(req.filter),
        explain=req.explain,
        include_user_pool=req.include_user_pool,
    )


def to_pb_context(built: BuiltContext) -> pb.BuildContextResponse:
    return pb.BuildContextResponse(
        context=built.context,
        sections=[
            pb.ContextSection(
                name=s.name,
                text=s.text,
                tokens=s.tokens,
                budget=s.budget,
                memory_ids=[id_to_str(x) for x in s.memory_ids],
            )
            for s in built.sections
        ],
        tokens=built.tokens,
        token_budget=built.token_budget,
        tokenizer=built.tokenizer,
        language=built.language,
        left_out=[to_pb_left_out(x) for x in built.left_out],
    )


def to_pb_extracted(results: list[RememberResult]) -> pb.RememberResponse:
    """Return the response of Remember with extract: the first memory as ``memory`` (unset
    when nothing was worth keeping) and every one in ``extracted``."""
    extracted = [to_pb_remember(r) for r in results]
    if not extracted:
        return pb.RememberResponse()
    first = extracted[0]
    return pb.RememberResponse(
        memory=first.memory,
        action=first.action,
        affected_ids=first.affected_ids,
        extracted=extracted,
        outcome=first.outcome,
        stored_id=first.stored_id,
        related_id=first.related_id,
    )


def from_pb_filter(flt: pb.MemoryFilter, field: str = "filter") -> MemoryFilter:
    return MemoryFilter(
        statuses=frozenset(
            STATUSES.to_core(n, f"{field}.statuses[{i}]") for i, n in enumerate(flt.statuses)
        ),
        memory_types=frozenset(
            MEMORY_TYPES.to_core(n, f"{field}.memory_types[{i}]")
            for i, n in enumerate(flt.memory_types)
        ),
        tags=tuple(flt.tags),
        session_id=flt.session_id,
        created_after=_seconds(flt, "created_after"),
        created_before=_seconds(flt, "created_before"),
        updated_after=_seconds(flt, "updated_after"),
        updated_before=_seconds(flt, "updated_before"),
        metadata=tuple(sorted(flt.metadata.items())),
        text_contains=flt.text_contains,
    )


def from_pb_list(req: pb.ListRequest) -> ListQuery:
    return ListQuery(
        scope=from_pb_scope(req.scope),
        filter=from_pb_filter(req.filter),
        page_size=req.page_size,
        cursor=req.cursor,
        order_by=req.order_by,
        ascending=req.ascending,
    )


def to_pb_list(page: ListPage) -> pb.ListResponse:
    response = pb.ListResponse(next_cursor=page.next_cursor)
    add = response.memories.add
    for record in page.records:
        fill_pb_memory(add(), record)
    return response


def to_pb_explanation(e: Explanation) -> pb.Explanation:
    t, d, w = e.terms, e.decay, e.weights
    return pb.Explanation(
        terms=pb.ScoreTerms(
            similarity=t.similarity,
            keyword=t.keyword,
            attribute=t.attribute,
            decay=t.decay,
            importance=t.importance,
            session=t.session,
        ),
        decay=pb.DecayParts(
            age_days=d.age_days,
            half_life_days=d.half_life_days,
            age_factor=d.age_factor,
            idle_days=d.idle_days,
            idle_factor=d.idle_factor,
            access_bonus=d.access_bonus,
            confidence_factor=d.confidence_factor,
            decay=d.decay,
        ),
        ranks=[pb.RouteRank(route=r.route, rank=r.rank, score=r.score) for r in e.ranks],
        relevance_gate=e.relevance_gate,
        similarity_weight=w.similarity,
        keyword_weight=w.keyword,
        decay_weight=w.decay,
        importance_weight=w.importance,
        other_session_weight=w.other_session_weight,
        inherited=e.inherited,
        inherited_similarity=e.inherited_similarity,
        inherited_keyword=e.inherited_keyword,
        rank_by_relevance=e.rank_by_relevance,
        fusion=e.fusion,
        scale=e.scale,
    )


def to_pb_left_out(left: LeftOut) -> pb.LeftOut:
    return pb.LeftOut(
        memory=to_pb_memory(left.record),
        reason=left.reason,
        detail=left.detail,
        score=left.score or 0.0,
        related_id=id_to_str(left.related_id) if left.related_id else "",
    )
