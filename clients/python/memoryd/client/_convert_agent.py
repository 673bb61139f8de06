"""Proto <-> dataclass conversion for the agent-loop and operations RPCs: Update, AppendTurn,
BuildContext, SetWorking/GetWorking, Export/Import, Maintain (the rest is in ``_convert``).

The same rules as ``_convert``: only what the wire cannot carry is checked here (enum names,
naive datetimes, bare strings for collections, values that are not JSON); the server checks the
rest and answers INVALID_ARGUMENT.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Mapping
from datetime import datetime
from typing import Any

from google.protobuf import struct_pb2

from memoryd.v1 import memory_pb2 as pb

from ._convert import (
    MEMORY_TYPES,
    STATUSES,
    _param,
    from_timestamp,
    history_event_from_pb,
    history_event_to_pb,
    memory_from_pb,
    memory_to_pb,
    scope_to_pb,
    to_floats,
    to_strings,
    to_timestamp,
)
from ._types import (
    Context,
    ContextSection,
    Embedding,
    ExportRecord,
    ImportResult,
    MaintainResult,
    MemoryFilter,
    MemoryPage,
    RemovedTurns,
    Scope,
    SessionTurns,
    Turn,
    TurnResult,
    UpdateResult,
    WorkingState,
)

TURN_ROLES = ("user", "assistant", "system", "tool")

# --- JSON values <-> google.protobuf.Struct -----------------------------------------------------


def _to_value(value: Any, path: str) -> struct_pb2.Value:
    out = struct_pb2.Value()
    if value is None:
        out.null_value = struct_pb2.NULL_VALUE
    elif isinstance(value, bool):  # before int: bool is an int
        out.bool_value = value
    elif isinstance(value, int | float):
        if not math.isfinite(value):
            raise ValueError(f"{path}={value!r} is not a JSON number (finite values only)")
        out.number_value = float(value)
    elif isinstance(value, str):
        out.string_value = value
    elif isinstance(value, Mapping):
        out.struct_value.CopyFrom(to_struct(value, path))
    elif isinstance(value, list | tuple):
        out.list_value.values.extend(_to_value(v, f"{path}[{i}]") for i, v in enumerate(value))
    else:
        raise TypeError(
            f"{path} is a {type(value).__name__}; working values must be JSON: "
            "dict, list, str, int, float, bool or None"
        )
    return out


def to_struct(values: Mapping[str, Any], path: str = "values") -> struct_pb2.Struct:
    """Return a mapping of JSON values as a Struct; ``TypeError`` names the first value that is
    not JSON (a ``datetime``, a set, ...), ``ValueError`` a NaN or infinity."""
    if not isinstance(values, Mapping):
        raise TypeError(f"{path} must be a mapping of JSON values, not {type(values).__name__}")
    out = struct_pb2.Struct()
    for key, value in values.items():
        if not isinstance(key, str):
            raise TypeError(f"{path} keys must be strings, got {key!r}")
        out.fields[key].CopyFrom(_to_value(value, f"{path}[{key!r}]"))
    return out


def _from_value(value: struct_pb2.Value) -> Any:
    kind = value.WhichOneof("kind")
    if kind == "number_value":
        number = value.number_value
        # The wire keeps every number as a double; a whole one was almost surely an int.
        return int(number) if number.is_integer() and abs(number) < 2**53 else number
    if kind == "string_value":
        return value.string_value
    if kind == "bool_value":
        return value.bool_value
    if kind == "struct_value":
        return from_struct(value.struct_value)
    if kind == "list_value":
        return [_from_value(v) for v in value.list_value.values]
    return None


def from_struct(msg: struct_pb2.Struct) -> dict[str, Any]:
    """Return a Struct as a dict of JSON values (whole numbers as ``int``)."""
    return {key: _from_value(value) for key, value in msg.fields.items()}


# --- requests -----------------------------------------------------------------------------------


def update_request(
    scope: Scope,
    id: str,
    *,
    content: str | None = None,
    memory_type: str | None = None,
    importance: float | None = None,
    confidence: float | None = None,
    tags: Iterable[str] | None = None,
    metadata: Mapping[str, str] | None = None,
    expires_at: datetime | None = None,
    clear_expires_at: bool = False,
    embedding: Embedding | None = None,
) -> pb.UpdateRequest:
    """Return the UpdateRequest; ``None`` arguments leave the field as it is (``tags=[]``
    clears the tags; a metadata value ``""`` removes that key; ``clear_expires_at`` removes
    the expiry)."""
    if clear_expires_at and expires_at is not None:
        raise ValueError("pass expires_at or clear_expires_at=True, not both")
    req = pb.UpdateRequest(scope=scope_to_pb(scope))
    with _param("id"):
        req.id = id
    if content is not None:
        with _param("content"):
            req.content = content
    if memory_type is not None:
        req.memory_type = MEMORY_TYPES.number(memory_type)
    if importance is not None:
        with _param("importance"):
            req.importance = importance
    if confidence is not None:
        with _param("confidence"):
            req.confidence = confidence
    if tags is not None:
        tag_list = to_strings(tags, "tags")
        with _param("tags"):
            req.tags.values.extend(tag_list)
        req.tags.SetInParent()  # an empty list still says "replace the tags with none"
    if metadata is not None:
        with _param("metadata"):
            req.metadata.update(metadata)
    if expires_at is not None:
        req.expires_at.CopyFrom(to_timestamp(expires_at, "expires_at"))
    req.clear_expires_at = bool(clear_expires_at)
    if embedding is not None:
        vector = to_floats(embedding)
        with _param("embedding"):
            req.embedding.extend(vector)
    return req


def append_turn_request(
    scope: Scope, role: str, content: str, at: datetime | None = None, item: str = ""
) -> pb.AppendTurnRequest:
    """Return the AppendTurnRequest; ``role`` must be one of ``TURN_ROLES``."""
    if role not in TURN_ROLES:
        allowed = ", ".join(repr(r) for r in TURN_ROLES)
        raise ValueError(f"role={role!r} is not one of {allowed}")
    req = pb.AppendTurnRequest(scope=scope_to_pb(scope), role=role)
    with _param("content"):
        req.content = content
    with _param("item"):
        req.item = item
    if at is not None:
        req.at.CopyFrom(to_timestamp(at, "at"))
    return req


def read_turns_request(scope: Scope, limit: int = 0) -> pb.ReadTurnsRequest:
    """Return the ReadTurnsRequest (``limit=0``: every raw turn)."""
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 0:
        raise ValueError(f"limit={limit!r} must be an int >= 0 (0: every turn)")
    return pb.ReadTurnsRequest(scope=scope_to_pb(scope), limit=limit)


def remove_turns_request(scope: Scope, last: int = 0, clear: bool = False) -> pb.RemoveTurnsRequest:
    """Return the RemoveTurnsRequest (the server refuses both or neither of last and clear)."""
    if isinstance(last, bool) or not isinstance(last, int) or last < 0:
        raise ValueError(f"last={last!r} must be an int >= 0")
    return pb.RemoveTurnsRequest(scope=scope_to_pb(scope), last=last, clear=bool(clear))


def list_request(
    scope: Scope,
    filter: MemoryFilter | None = None,
    *,
    page_size: int = 0,
    cursor: str = "",
    order_by: str = "",
    ascending: bool = False,
) -> pb.ListRequest:
    """Return the ListRequest (``page_size=0``: the server's default; ``filter`` None: all)."""
    if isinstance(page_size, bool) or not isinstance(page_size, int) or page_size < 0:
        raise ValueError(f"page_size={page_size!r} must be an int >= 0 (0: the default)")
    req = pb.ListRequest(scope=scope_to_pb(scope), page_size=page_size, ascending=bool(ascending))
    with _param("cursor"):
        req.cursor = cursor
    with _param("order_by"):
        req.order_by = order_by
    if filter is not None:
        req.filter.CopyFrom(memory_filter_to_pb(filter))
    return req


def memory_filter_to_pb(f: MemoryFilter) -> pb.MemoryFilter:
    """Return a MemoryFilter as its message (names checked here, values by the server)."""
    msg = pb.MemoryFilter(
        statuses=[STATUSES.number(n) for n in to_strings(f.statuses, "filter.statuses")],
        memory_types=[
            MEMORY_TYPES.number(n) for n in to_strings(f.memory_types, "filter.memory_types")
        ],
        tags=to_strings(f.tags, "filter.tags"),
    )
    with _param("filter.session_id"):
        msg.session_id = f.session_id
    with _param("filter.text_contains"):
        msg.text_contains = f.text_contains
    with _param("filter.metadata"):
        msg.metadata.update(f.metadata)
    for name in ("created_after", "created_before", "updated_after", "updated_before"):
        value = getattr(f, name)
        if value is not None:
            getattr(msg, name).CopyFrom(to_timestamp(value, f"filter.{name}"))
    return msg


def build_context_request(
    scope: Scope,
    query: str,
    *,
    token_budget: int = 0,
    task_id: str = "",
    language: str = "",
    embedding: Embedding | None = None,
    as_of: datetime | None = None,
) -> pb.BuildContextRequest:
    """Return the BuildContextRequest (``token_budget=0``: the server's default)."""
    if isinstance(token_budget, bool) or not isinstance(token_budget, int) or token_budget < 0:
        raise ValueError(f"token_budget={token_budget!r} must be an int >= 0 (0: the default)")
    req = pb.BuildContextRequest(scope=scope_to_pb(scope), token_budget=token_budget)
    with _param("query"):
        req.query = query
    with _param("task_id"):
        req.task_id = task_id
    with _param("language"):
        req.language = language
    if embedding is not None:
        vector = to_floats(embedding)
        with _param("embedding"):
            req.embedding.extend(vector)
    if as_of is not None:
        req.as_of.CopyFrom(to_timestamp(as_of, "as_of"))
    return req


def set_working_request(
    scope: Scope,
    task_id: str,
    values: Mapping[str, Any] | None,
    *,
    replace: bool = False,
    json_schema: str = "",
    end_task: bool = False,
    promote_keys: Iterable[str] = (),
) -> pb.SetWorkingRequest:
    """Return the SetWorkingRequest; ``values`` must be JSON (see ``to_struct``)."""
    req = pb.SetWorkingRequest(
        scope=scope_to_pb(scope), replace=bool(replace), end_task=bool(end_task)
    )
    with _param("task_id"):
        req.task_id = task_id
    if values is not None:
        req.values.CopyFrom(to_struct(values))
    with _param("json_schema"):
        req.json_schema = json_schema
    keys = to_strings(promote_keys, "promote_keys")
    with _param("promote_keys"):
        req.promote_keys.extend(keys)
    return req


def get_working_request(scope: Scope, task_id: str) -> pb.GetWorkingRequest:
    """Return the GetWorkingRequest for one task."""
    req = pb.GetWorkingRequest(scope=scope_to_pb(scope))
    with _param("task_id"):
        req.task_id = task_id
    return req


def export_request(
    scope: Scope,
    *,
    all_users: bool = False,
    statuses: Iterable[str] = (),
    include_vectors: bool = False,
) -> pb.ExportRequest:
    """Return the ExportRequest (``statuses`` are lowercase names; empty: every status)."""
    names = to_strings(statuses, "statuses")
    return pb.ExportRequest(
        scope=scope_to_pb(scope),
        all_users=bool(all_users),
        statuses=[STATUSES.number(name) for name in names],
        include_vectors=bool(include_vectors),
    )


def import_requests(
    records: Iterable[ExportRecord], overwrite: bool = False
) -> Iterator[pb.ImportRequest]:
    """Return the ImportRequests for ``records``, made lazily (a large export is never held in
    memory); a bad record's error names its index."""
    if isinstance(records, ExportRecord):
        raise TypeError("records must be an iterable of ExportRecord; use [record] for one")
    return _import_requests(records, bool(overwrite))


def _import_requests(
    records: Iterable[ExportRecord], overwrite: bool
) -> Iterator[pb.ImportRequest]:
    for i, record in enumerate(records):
        try:
            yield pb.ImportRequest(record=export_record_to_pb(record), overwrite=overwrite)
        except (TypeError, ValueError) as exc:
            raise type(exc)(f"records[{i}]: {exc}") from exc


def maintain_request(tasks: Iterable[str]) -> pb.MaintainRequest:
    """Return the MaintainRequest (empty ``tasks``: every task)."""
    return pb.MaintainRequest(tasks=to_strings(tasks, "tasks"))


# --- responses ----------------------------------------------------------------------------------


def update_result_from_pb(msg: pb.UpdateResponse) -> UpdateResult:
    """Return the UpdateResponse as an UpdateResult."""
    return UpdateResult(memory_from_pb(msg.memory), tuple(msg.affected_ids))


def turn_result_from_pb(msg: pb.AppendTurnResponse) -> TurnResult:
    """Return the AppendTurnResponse as a TurnResult."""
    return TurnResult(turns=msg.turns, tokens=msg.tokens, summarized=msg.summarized)


def memory_page_from_pb(msg: pb.ListResponse) -> MemoryPage:
    """Return the ListResponse as a MemoryPage."""
    return MemoryPage(tuple(memory_from_pb(m) for m in msg.memories), msg.next_cursor)


def turn_from_pb(msg: pb.Turn) -> Turn:
    """Return a Turn message as a Turn."""
    at = from_timestamp(msg, "at")
    assert at is not None, "the server always sets a turn's time"
    return Turn(msg.role, msg.content, at, msg.tokens, msg.item)


def session_turns_from_pb(msg: pb.ReadTurnsResponse) -> SessionTurns:
    """Return the ReadTurnsResponse as SessionTurns."""
    return SessionTurns(
        turns=tuple(turn_from_pb(t) for t in msg.turns),
        summary=msg.summary,
        folded=msg.folded,
        total_turns=msg.total_turns,
        tokens=msg.tokens,
    )


def removed_turns_from_pb(msg: pb.RemoveTurnsResponse) -> RemovedTurns:
    """Return the RemoveTurnsResponse as RemovedTurns."""
    return RemovedTurns(tuple(turn_from_pb(t) for t in msg.removed), msg.turns)


def context_from_pb(msg: pb.BuildContextResponse) -> Context:
    """Return the BuildContextResponse as a Context."""
    return Context(
        text=msg.context,
        sections=tuple(
            ContextSection(s.name, s.text, s.tokens, s.budget, tuple(s.memory_ids))
            for s in msg.sections
        ),
        tokens=msg.tokens,
        token_budget=msg.token_budget,
        tokenizer=msg.tokenizer,
        language=msg.language,
    )


def context_to_pb(context: Context) -> pb.BuildContextResponse:
    """Return ``context`` as a BuildContextResponse (for tests and fakes)."""
    return pb.BuildContextResponse(
        context=context.text,
        sections=[
            pb.ContextSection(
                name=s.name, text=s.text, tokens=s.tokens, budget=s.budget, memory_ids=s.memory_ids
            )
            for s in context.sections
        ],
        tokens=context.tokens,
        token_budget=context.token_budget,
        tokenizer=context.tokenizer,
        language=context.language,
    )


def working_state_from_pb(msg: pb.WorkingState) -> WorkingState:
    """Return the proto WorkingState as a WorkingState."""
    return WorkingState(
        task_id=msg.task_id,
        values=from_struct(msg.values),
        json_schema=msg.json_schema,
        updated_at=from_timestamp(msg, "updated_at"),
        promoted_ids=tuple(msg.promoted_ids),
        ended=msg.ended,
    )


def working_state_to_pb(state: WorkingState) -> pb.WorkingState:
    """Return ``state`` as a proto WorkingState (for tests and fakes)."""
    msg = pb.WorkingState(
        task_id=state.task_id,
        values=to_struct(state.values),
        json_schema=state.json_schema,
        promoted_ids=state.promoted_ids,
        ended=state.ended,
    )
    if state.updated_at is not None:
        msg.updated_at.CopyFrom(to_timestamp(state.updated_at, "updated_at"))
    return msg


def export_record_from_pb(msg: pb.ExportRecord) -> ExportRecord:
    """Return the proto ExportRecord as an ExportRecord (``embedding`` None when not sent)."""
    return ExportRecord(
        memory=memory_from_pb(msg.memory),
        events=tuple(history_event_from_pb(e) for e in msg.events),
        embedding=tuple(msg.embedding) or None,
        exact_importance=msg.exact_importance,
        exact_confidence=msg.exact_confidence,
        wire=msg.SerializeToString(),
    )


def export_record_to_pb(record: ExportRecord) -> pb.ExportRecord:
    """Return ``record`` as a proto ExportRecord (what Import sends)."""
    if not isinstance(record, ExportRecord):
        raise TypeError(f"expected an ExportRecord, not {type(record).__name__}")
    if record.wire:
        received = pb.ExportRecord.FromString(record.wire)
        if export_record_from_pb(received) == record:  # unchanged: send it to the nanosecond
            return received
    msg = pb.ExportRecord(
        memory=memory_to_pb(record.memory),
        events=[history_event_to_pb(e) for e in record.events],
    )
    with _param("exact_importance"):
        msg.exact_importance = (
            record.memory.importance if record.exact_importance is None else record.exact_importance
        )
    with _param("exact_confidence"):
        msg.exact_confidence = (
            record.memory.confidence if record.exact_confidence is None else record.exact_confidence
        )
    if record.embedding is not None:
        vector = to_floats(record.embedding)
        with _param("embedding"):
            msg.embedding.extend(vector)
    return msg


def import_result_from_pb(msg: pb.ImportResponse) -> ImportResult:
    """Return the ImportResponse as an ImportResult."""
    return ImportResult(imported=msg.imported, skipped=msg.skipped, replaced=msg.replaced)


def maintain_result_from_pb(msg: pb.MaintainResponse) -> MaintainResult:
    """Return the MaintainResponse as a MaintainResult."""
    return MaintainResult(done=dict(msg.done), seconds=msg.seconds)
