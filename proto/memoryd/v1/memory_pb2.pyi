import datetime

from google.protobuf import struct_pb2 as _struct_pb2
from google.protobuf import timestamp_pb2 as _timestamp_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class MemoryType(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    MEMORY_TYPE_UNSPECIFIED: _ClassVar[MemoryType]
    MEMORY_TYPE_EPISODIC: _ClassVar[MemoryType]
    MEMORY_TYPE_SEMANTIC: _ClassVar[MemoryType]
    MEMORY_TYPE_PREFERENCE: _ClassVar[MemoryType]
    MEMORY_TYPE_IDENTITY: _ClassVar[MemoryType]

class Source(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    SOURCE_UNSPECIFIED: _ClassVar[Source]
    SOURCE_USER_INPUT: _ClassVar[Source]
    SOURCE_EXTERNAL: _ClassVar[Source]
    SOURCE_AGENT_INFERENCE: _ClassVar[Source]

class Status(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    STATUS_UNSPECIFIED: _ClassVar[Status]
    STATUS_ACTIVE: _ClassVar[Status]
    STATUS_SUPERSEDED: _ClassVar[Status]
    STATUS_ARCHIVED: _ClassVar[Status]
    STATUS_SUPPRESSED: _ClassVar[Status]
    STATUS_EXPIRED: _ClassVar[Status]
    STATUS_DELETED: _ClassVar[Status]

class Tier(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TIER_UNSPECIFIED: _ClassVar[Tier]
    TIER_SHORT: _ClassVar[Tier]
    TIER_MEDIUM: _ClassVar[Tier]
    TIER_LONG: _ClassVar[Tier]

class ConflictPolicy(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    CONFLICT_POLICY_UNSPECIFIED: _ClassVar[ConflictPolicy]
    CONFLICT_POLICY_AUTO: _ClassVar[ConflictPolicy]
    CONFLICT_POLICY_KEEP_BOTH: _ClassVar[ConflictPolicy]
    CONFLICT_POLICY_REPLACE: _ClassVar[ConflictPolicy]

class WriteOutcome(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    WRITE_OUTCOME_UNSPECIFIED: _ClassVar[WriteOutcome]
    WRITE_OUTCOME_NEW: _ClassVar[WriteOutcome]
    WRITE_OUTCOME_VERSION: _ClassVar[WriteOutcome]
    WRITE_OUTCOME_REPLACED: _ClassVar[WriteOutcome]
    WRITE_OUTCOME_DUPLICATE: _ClassVar[WriteOutcome]

class RememberAction(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    REMEMBER_ACTION_UNSPECIFIED: _ClassVar[RememberAction]
    REMEMBER_ACTION_CREATED: _ClassVar[RememberAction]
    REMEMBER_ACTION_MERGED: _ClassVar[RememberAction]
    REMEMBER_ACTION_SUPERSEDED: _ClassVar[RememberAction]
    REMEMBER_ACTION_REFINED: _ClassVar[RememberAction]

class ForgetMode(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    FORGET_MODE_UNSPECIFIED: _ClassVar[ForgetMode]
    FORGET_MODE_DELETE: _ClassVar[ForgetMode]
    FORGET_MODE_SUPPRESS: _ClassVar[ForgetMode]
    FORGET_MODE_RESTORE: _ClassVar[ForgetMode]

class PoolFence(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    POOL_FENCE_NONE: _ClassVar[PoolFence]
    POOL_FENCE_MOVING: _ClassVar[PoolFence]
    POOL_FENCE_MOVED: _ClassVar[PoolFence]
MEMORY_TYPE_UNSPECIFIED: MemoryType
MEMORY_TYPE_EPISODIC: MemoryType
MEMORY_TYPE_SEMANTIC: MemoryType
MEMORY_TYPE_PREFERENCE: MemoryType
MEMORY_TYPE_IDENTITY: MemoryType
SOURCE_UNSPECIFIED: Source
SOURCE_USER_INPUT: Source
SOURCE_EXTERNAL: Source
SOURCE_AGENT_INFERENCE: Source
STATUS_UNSPECIFIED: Status
STATUS_ACTIVE: Status
STATUS_SUPERSEDED: Status
STATUS_ARCHIVED: Status
STATUS_SUPPRESSED: Status
STATUS_EXPIRED: Status
STATUS_DELETED: Status
TIER_UNSPECIFIED: Tier
TIER_SHORT: Tier
TIER_MEDIUM: Tier
TIER_LONG: Tier
CONFLICT_POLICY_UNSPECIFIED: ConflictPolicy
CONFLICT_POLICY_AUTO: ConflictPolicy
CONFLICT_POLICY_KEEP_BOTH: ConflictPolicy
CONFLICT_POLICY_REPLACE: ConflictPolicy
WRITE_OUTCOME_UNSPECIFIED: WriteOutcome
WRITE_OUTCOME_NEW: WriteOutcome
WRITE_OUTCOME_VERSION: WriteOutcome
WRITE_OUTCOME_REPLACED: WriteOutcome
WRITE_OUTCOME_DUPLICATE: WriteOutcome
REMEMBER_ACTION_UNSPECIFIED: RememberAction
REMEMBER_ACTION_CREATED: RememberAction
REMEMBER_ACTION_MERGED: RememberAction
REMEMBER_ACTION_SUPERSEDED: RememberAction
REMEMBER_ACTION_REFINED: RememberAction
FORGET_MODE_UNSPECIFIED: ForgetMode
FORGET_MODE_DELETE: ForgetMode
FORGET_MODE_SUPPRESS: ForgetMode
FORGET_MODE_RESTORE: ForgetMode
POOL_FENCE_NONE: PoolFence
POOL_FENCE_MOVING: PoolFence
POOL_FENCE_MOVED: PoolFence

class Scope(_message.Message):
    __slots__ = ("user_id", "agent_id", "session_id")
    USER_ID_FIELD_NUMBER: _ClassVar[int]
    AGENT_ID_FIELD_NUMBER: _ClassVar[int]
    SESSION_ID_FIELD_NUMBER: _ClassVar[int]
    user_id: str
    agent_id: str
    session_id: str
    def __init__(self, user_id: _Optional[str] = ..., agent_id: _Optional[str] = ..., session_id: _Optional[str] = ...) -> None: ...

class Memory(_message.Message):
    __slots__ = ("id", "scope", "content", "memory_type", "importance", "confidence", "source", "status", "tags", "metadata", "created_at", "updated_at", "last_accessed_at", "access_count", "version", "superseded_by", "tier", "supersedes", "expires_at", "embedding_model", "outranked_by", "later_occasions", "outdated_by")
    class MetadataEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    ID_FIELD_NUMBER: _ClassVar[int]
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    CONTENT_FIELD_NUMBER: _ClassVar[int]
    MEMORY_TYPE_FIELD_NUMBER: _ClassVar[int]
    IMPORTANCE_FIELD_NUMBER: _ClassVar[int]
    CONFIDENCE_FIELD_NUMBER: _ClassVar[int]
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    TAGS_FIELD_NUMBER: _ClassVar[int]
    METADATA_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    UPDATED_AT_FIELD_NUMBER: _ClassVar[int]
    LAST_ACCESSED_AT_FIELD_NUMBER: _ClassVar[int]
    ACCESS_COUNT_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    SUPERSEDED_BY_FIELD_NUMBER: _ClassVar[int]
    TIER_FIELD_NUMBER: _ClassVar[int]
    SUPERSEDES_FIELD_NUMBER: _ClassVar[int]
    EXPIRES_AT_FIELD_NUMBER: _ClassVar[int]
    EMBEDDING_MODEL_FIELD_NUMBER: _ClassVar[int]
    OUTRANKED_BY_FIELD_NUMBER: _ClassVar[int]
    LATER_OCCASIONS_FIELD_NUMBER: _ClassVar[int]
    OUTDATED_BY_FIELD_NUMBER: _ClassVar[int]
    id: str
    scope: Scope
    content: str
    memory_type: MemoryType
    importance: float
    confidence: float
    source: Source
    status: Status
    tags: _containers.RepeatedScalarFieldContainer[str]
    metadata: _containers.ScalarMap[str, str]
    created_at: _timestamp_pb2.Timestamp
    updated_at: _timestamp_pb2.Timestamp
    last_accessed_at: _timestamp_pb2.Timestamp
    access_count: int
    version: int
    superseded_by: str
    tier: Tier
    supersedes: _containers.RepeatedScalarFieldContainer[str]
    expires_at: _timestamp_pb2.Timestamp
    embedding_model: str
    outranked_by: _containers.RepeatedScalarFieldContainer[str]
    later_occasions: _containers.RepeatedScalarFieldContainer[str]
    outdated_by: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, id: _Optional[str] = ..., scope: _Optional[_Union[Scope, _Mapping]] = ..., content: _Optional[str] = ..., memory_type: _Optional[_Union[MemoryType, str]] = ..., importance: _Optional[float] = ..., confidence: _Optional[float] = ..., source: _Optional[_Union[Source, str]] = ..., status: _Optional[_Union[Status, str]] = ..., tags: _Optional[_Iterable[str]] = ..., metadata: _Optional[_Mapping[str, str]] = ..., created_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., updated_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., last_accessed_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., access_count: _Optional[int] = ..., version: _Optional[int] = ..., superseded_by: _Optional[str] = ..., tier: _Optional[_Union[Tier, str]] = ..., supersedes: _Optional[_Iterable[str]] = ..., expires_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., embedding_model: _Optional[str] = ..., outranked_by: _Optional[_Iterable[str]] = ..., later_occasions: _Optional[_Iterable[str]] = ..., outdated_by: _Optional[_Iterable[str]] = ...) -> None: ...

class RememberRequest(_message.Message):
    __slots__ = ("scope", "content", "memory_type", "importance", "confidence", "source", "tags", "metadata", "embedding", "created_at", "expires_at", "extract", "on_conflict")
    class MetadataEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    CONTENT_FIELD_NUMBER: _ClassVar[int]
    MEMORY_TYPE_FIELD_NUMBER: _ClassVar[int]
    IMPORTANCE_FIELD_NUMBER: _ClassVar[int]
    CONFIDENCE_FIELD_NUMBER: _ClassVar[int]
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    TAGS_FIELD_NUMBER: _ClassVar[int]
    METADATA_FIELD_NUMBER: _ClassVar[int]
    EMBEDDING_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    EXPIRES_AT_FIELD_NUMBER: _ClassVar[int]
    EXTRACT_FIELD_NUMBER: _ClassVar[int]
    ON_CONFLICT_FIELD_NUMBER: _ClassVar[int]
    scope: Scope
    content: str
    memory_type: MemoryType
    importance: float
    confidence: float
    source: Source
    tags: _containers.RepeatedScalarFieldContainer[str]
    metadata: _containers.ScalarMap[str, str]
    embedding: _containers.RepeatedScalarFieldContainer[float]
    created_at: _timestamp_pb2.Timestamp
    expires_at: _timestamp_pb2.Timestamp
    extract: bool
    on_conflict: ConflictPolicy
    def __init__(self, scope: _Optional[_Union[Scope, _Mapping]] = ..., content: _Optional[str] = ..., memory_type: _Optional[_Union[MemoryType, str]] = ..., importance: _Optional[float] = ..., confidence: _Optional[float] = ..., source: _Optional[_Union[Source, str]] = ..., tags: _Optional[_Iterable[str]] = ..., metadata: _Optional[_Mapping[str, str]] = ..., embedding: _Optional[_Iterable[float]] = ..., created_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., expires_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., extract: _Optional[bool] = ..., on_conflict: _Optional[_Union[ConflictPolicy, str]] = ...) -> None: ...

class RememberResponse(_message.Message):
    __slots__ = ("memory", "action", "affected_ids", "extracted", "outcome", "stored_id", "related_id")
    MEMORY_FIELD_NUMBER: _ClassVar[int]
    ACTION_FIELD_NUMBER: _ClassVar[int]
    AFFECTED_IDS_FIELD_NUMBER: _ClassVar[int]
    EXTRACTED_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    STORED_ID_FIELD_NUMBER: _ClassVar[int]
    RELATED_ID_FIELD_NUMBER: _ClassVar[int]
    memory: Memory
    action: RememberAction
    affected_ids: _containers.RepeatedScalarFieldContainer[str]
    extracted: _containers.RepeatedCompositeFieldContainer[RememberResponse]
    outcome: WriteOutcome
    stored_id: str
    related_id: str
    def __init__(self, memory: _Optional[_Union[Memory, _Mapping]] = ..., action: _Optional[_Union[RememberAction, str]] = ..., affected_ids: _Optional[_Iterable[str]] = ..., extracted: _Optional[_Iterable[_Union[RememberResponse, _Mapping]]] = ..., outcome: _Optional[_Union[WriteOutcome, str]] = ..., stored_id: _Optional[str] = ..., related_id: _Optional[str] = ...) -> None: ...

class RememberBatchRequest(_message.Message):
    __slots__ = ("items",)
    ITEMS_FIELD_NUMBER: _ClassVar[int]
    items: _containers.RepeatedCompositeFieldContainer[RememberRequest]
    def __init__(self, items: _Optional[_Iterable[_Union[RememberRequest, _Mapping]]] = ...) -> None: ...

class RememberBatchResponse(_message.Message):
    __slots__ = ("results",)
    RESULTS_FIELD_NUMBER: _ClassVar[int]
    results: _containers.RepeatedCompositeFieldContainer[RememberResponse]
    def __init__(self, results: _Optional[_Iterable[_Union[RememberResponse, _Mapping]]] = ...) -> None: ...

class RecallRequest(_message.Message):
    __slots__ = ("scope", "query", "embedding", "top_k", "as_of", "include_history", "min_score", "auto_trigger", "routes", "filter", "explain", "include_user_pool")
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    QUERY_FIELD_NUMBER: _ClassVar[int]
    EMBEDDING_FIELD_NUMBER: _ClassVar[int]
    TOP_K_FIELD_NUMBER: _ClassVar[int]
    AS_OF_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_HISTORY_FIELD_NUMBER: _ClassVar[int]
    MIN_SCORE_FIELD_NUMBER: _ClassVar[int]
    AUTO_TRIGGER_FIELD_NUMBER: _ClassVar[int]
    ROUTES_FIELD_NUMBER: _ClassVar[int]
    FILTER_FIELD_NUMBER: _ClassVar[int]
    EXPLAIN_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_USER_POOL_FIELD_NUMBER: _ClassVar[int]
    scope: Scope
    query: str
    embedding: _containers.RepeatedScalarFieldContainer[float]
    top_k: int
    as_of: _timestamp_pb2.Timestamp
    include_history: bool
    min_score: float
    auto_trigger: bool
    routes: _containers.RepeatedScalarFieldContainer[str]
    filter: MemoryFilter
    explain: bool
    include_user_pool: bool
    def __init__(self, scope: _Optional[_Union[Scope, _Mapping]] = ..., query: _Optional[str] = ..., embedding: _Optional[_Iterable[float]] = ..., top_k: _Optional[int] = ..., as_of: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., include_history: _Optional[bool] = ..., min_score: _Optional[float] = ..., auto_trigger: _Optional[bool] = ..., routes: _Optional[_Iterable[str]] = ..., filter: _Optional[_Union[MemoryFilter, _Mapping]] = ..., explain: _Optional[bool] = ..., include_user_pool: _Optional[bool] = ...) -> None: ...

class Hit(_message.Message):
    __slots__ = ("memory", "score", "similarity", "decay", "keyword", "tier", "routes", "explanation")
    MEMORY_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    SIMILARITY_FIELD_NUMBER: _ClassVar[int]
    DECAY_FIELD_NUMBER: _ClassVar[int]
    KEYWORD_FIELD_NUMBER: _ClassVar[int]
    TIER_FIELD_NUMBER: _ClassVar[int]
    ROUTES_FIELD_NUMBER: _ClassVar[int]
    EXPLANATION_FIELD_NUMBER: _ClassVar[int]
    memory: Memory
    score: float
    similarity: float
    decay: float
    keyword: float
    tier: Tier
    routes: _containers.RepeatedScalarFieldContainer[str]
    explanation: Explanation
    def __init__(self, memory: _Optional[_Union[Memory, _Mapping]] = ..., score: _Optional[float] = ..., similarity: _Optional[float] = ..., decay: _Optional[float] = ..., keyword: _Optional[float] = ..., tier: _Optional[_Union[Tier, str]] = ..., routes: _Optional[_Iterable[str]] = ..., explanation: _Optional[_Union[Explanation, _Mapping]] = ...) -> None: ...

class RecallResponse(_message.Message):
    __slots__ = ("hits", "needs_memory", "trigger_reason", "left_out")
    HITS_FIELD_NUMBER: _ClassVar[int]
    NEEDS_MEMORY_FIELD_NUMBER: _ClassVar[int]
    TRIGGER_REASON_FIELD_NUMBER: _ClassVar[int]
    LEFT_OUT_FIELD_NUMBER: _ClassVar[int]
    hits: _containers.RepeatedCompositeFieldContainer[Hit]
    needs_memory: bool
    trigger_reason: str
    left_out: _containers.RepeatedCompositeFieldContainer[LeftOut]
    def __init__(self, hits: _Optional[_Iterable[_Union[Hit, _Mapping]]] = ..., needs_memory: _Optional[bool] = ..., trigger_reason: _Optional[str] = ..., left_out: _Optional[_Iterable[_Union[LeftOut, _Mapping]]] = ...) -> None: ...

class MemoryFilter(_message.Message):
    __slots__ = ("statuses", "memory_types", "tags", "session_id", "created_after", "created_before", "updated_after", "updated_before", "metadata", "text_contains")
    class MetadataEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    STATUSES_FIELD_NUMBER: _ClassVar[int]
    MEMORY_TYPES_FIELD_NUMBER: _ClassVar[int]
    TAGS_FIELD_NUMBER: _ClassVar[int]
    SESSION_ID_FIELD_NUMBER: _ClassVar[int]
    CREATED_AFTER_FIELD_NUMBER: _ClassVar[int]
    CREATED_BEFORE_FIELD_NUMBER: _ClassVar[int]
    UPDATED_AFTER_FIELD_NUMBER: _ClassVar[int]
    UPDATED_BEFORE_FIELD_NUMBER: _ClassVar[int]
    METADATA_FIELD_NUMBER: _ClassVar[int]
    TEXT_CONTAINS_FIELD_NUMBER: _ClassVar[int]
    statuses: _containers.RepeatedScalarFieldContainer[Status]
    memory_types: _containers.RepeatedScalarFieldContainer[MemoryType]
    tags: _containers.RepeatedScalarFieldContainer[str]
    session_id: str
    created_after: _timestamp_pb2.Timestamp
    created_before: _timestamp_pb2.Timestamp
    updated_after: _timestamp_pb2.Timestamp
    updated_before: _timestamp_pb2.Timestamp
    metadata: _containers.ScalarMap[str, str]
    text_contains: str
    def __init__(self, statuses: _Optional[_Iterable[_Union[Status, str]]] = ..., memory_types: _Optional[_Iterable[_Union[MemoryType, str]]] = ..., tags: _Optional[_Iterable[str]] = ..., session_id: _Optional[str] = ..., created_after: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., created_before: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., updated_after: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., updated_before: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., metadata: _Optional[_Mapping[str, str]] = ..., text_contains: _Optional[str] = ...) -> None: ...

class ScoreTerms(_message.Message):
    __slots__ = ("similarity", "keyword", "attribute", "decay", "importance", "session")
    SIMILARITY_FIELD_NUMBER: _ClassVar[int]
    KEYWORD_FIELD_NUMBER: _ClassVar[int]
    ATTRIBUTE_FIELD_NUMBER: _ClassVar[int]
    DECAY_FIELD_NUMBER: _ClassVar[int]
    IMPORTANCE_FIELD_NUMBER: _ClassVar[int]
    SESSION_FIELD_NUMBER: _ClassVar[int]
    similarity: float
    keyword: float
    attribute: float
    decay: float
    importance: float
    session: float
    def __init__(self, similarity: _Optional[float] = ..., keyword: _Optional[float] = ..., attribute: _Optional[float] = ..., decay: _Optional[float] = ..., importance: _Optional[float] = ..., session: _Optional[float] = ...) -> None: ...

class DecayParts(_message.Message):
    __slots__ = ("age_days", "half_life_days", "age_factor", "idle_days", "idle_factor", "access_bonus", "confidence_factor", "decay")
    AGE_DAYS_FIELD_NUMBER: _ClassVar[int]
    HALF_LIFE_DAYS_FIELD_NUMBER: _ClassVar[int]
    AGE_FACTOR_FIELD_NUMBER: _ClassVar[int]
    IDLE_DAYS_FIELD_NUMBER: _ClassVar[int]
    IDLE_FACTOR_FIELD_NUMBER: _ClassVar[int]
    ACCESS_BONUS_FIELD_NUMBER: _ClassVar[int]
    CONFIDENCE_FACTOR_FIELD_NUMBER: _ClassVar[int]
    DECAY_FIELD_NUMBER: _ClassVar[int]
    age_days: float
    half_life_days: float
    age_factor: float
    idle_days: float
    idle_factor: float
    access_bonus: float
    confidence_factor: float
    decay: float
    def __init__(self, age_days: _Optional[float] = ..., half_life_days: _Optional[float] = ..., age_factor: _Optional[float] = ..., idle_days: _Optional[float] = ..., idle_factor: _Optional[float] = ..., access_bonus: _Optional[float] = ..., confidence_factor: _Optional[float] = ..., decay: _Optional[float] = ...) -> None: ...

class RouteRank(_message.Message):
    __slots__ = ("route", "rank", "score")
    ROUTE_FIELD_NUMBER: _ClassVar[int]
    RANK_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    route: str
    rank: int
    score: float
    def __init__(self, route: _Optional[str] = ..., rank: _Optional[int] = ..., score: _Optional[float] = ...) -> None: ...

class Explanation(_message.Message):
    __slots__ = ("terms", "decay", "ranks", "relevance_gate", "similarity_weight", "keyword_weight", "decay_weight", "importance_weight", "other_session_weight", "inherited", "inherited_similarity", "inherited_keyword", "rank_by_relevance", "fusion", "scale")
    TERMS_FIELD_NUMBER: _ClassVar[int]
    DECAY_FIELD_NUMBER: _ClassVar[int]
    RANKS_FIELD_NUMBER: _ClassVar[int]
    RELEVANCE_GATE_FIELD_NUMBER: _ClassVar[int]
    SIMILARITY_WEIGHT_FIELD_NUMBER: _ClassVar[int]
    KEYWORD_WEIGHT_FIELD_NUMBER: _ClassVar[int]
    DECAY_WEIGHT_FIELD_NUMBER: _ClassVar[int]
    IMPORTANCE_WEIGHT_FIELD_NUMBER: _ClassVar[int]
    OTHER_SESSION_WEIGHT_FIELD_NUMBER: _ClassVar[int]
    INHERITED_FIELD_NUMBER: _ClassVar[int]
    INHERITED_SIMILARITY_FIELD_NUMBER: _ClassVar[int]
    INHERITED_KEYWORD_FIELD_NUMBER: _ClassVar[int]
    RANK_BY_RELEVANCE_FIELD_NUMBER: _ClassVar[int]
    FUSION_FIELD_NUMBER: _ClassVar[int]
    SCALE_FIELD_NUMBER: _ClassVar[int]
    terms: ScoreTerms
    decay: DecayParts
    ranks: _containers.RepeatedCompositeFieldContainer[RouteRank]
    relevance_gate: float
    similarity_weight: float
    keyword_weight: float
    decay_weight: float
    importance_weight: float
    other_session_weight: float
    inherited: bool
    inherited_similarity: float
    inherited_keyword: float
    rank_by_relevance: int
    fusion: str
    scale: float
    def __init__(self, terms: _Optional[_Union[ScoreTerms, _Mapping]] = ..., decay: _Optional[_Union[DecayParts, _Mapping]] = ..., ranks: _Optional[_Iterable[_Union[RouteRank, _Mapping]]] = ..., relevance_gate: _Optional[float] = ..., similarity_weight: _Optional[float] = ..., keyword_weight: _Optional[float] = ..., decay_weight: _Optional[float] = ..., importance_weight: _Optional[float] = ..., other_session_weight: _Optional[float] = ..., inherited: _Optional[bool] = ..., inherited_similarity: _Optional[float] = ..., inherited_keyword: _Optional[float] = ..., rank_by_relevance: _Optional[int] = ..., fusion: _Optional[str] = ..., scale: _Optional[float] = ...) -> None: ...

class LeftOut(_message.Message):
    __slots__ = ("memory", "reason", "detail", "score", "related_id")
    MEMORY_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    DETAIL_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    RELATED_ID_FIELD_NUMBER: _ClassVar[int]
    memory: Memory
    reason: str
    detail: str
    score: float
    related_id: str
    def __init__(self, memory: _Optional[_Union[Memory, _Mapping]] = ..., reason: _Optional[str] = ..., detail: _Optional[str] = ..., score: _Optional[float] = ..., related_id: _Optional[str] = ...) -> None: ...

class ListRequest(_message.Message):
    __slots__ = ("scope", "filter", "page_size", "cursor", "order_by", "ascending")
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    FILTER_FIELD_NUMBER: _ClassVar[int]
    PAGE_SIZE_FIELD_NUMBER: _ClassVar[int]
    CURSOR_FIELD_NUMBER: _ClassVar[int]
    ORDER_BY_FIELD_NUMBER: _ClassVar[int]
    ASCENDING_FIELD_NUMBER: _ClassVar[int]
    scope: Scope
    filter: MemoryFilter
    page_size: int
    cursor: str
    order_by: str
    ascending: bool
    def __init__(self, scope: _Optional[_Union[Scope, _Mapping]] = ..., filter: _Optional[_Union[MemoryFilter, _Mapping]] = ..., page_size: _Optional[int] = ..., cursor: _Optional[str] = ..., order_by: _Optional[str] = ..., ascending: _Optional[bool] = ...) -> None: ...

class ListResponse(_message.Message):
    __slots__ = ("memories", "next_cursor")
    MEMORIES_FIELD_NUMBER: _ClassVar[int]
    NEXT_CURSOR_FIELD_NUMBER: _ClassVar[int]
    memories: _containers.RepeatedCompositeFieldContainer[Memory]
    next_cursor: str
    def __init__(self, memories: _Optional[_Iterable[_Union[Memory, _Mapping]]] = ..., next_cursor: _Optional[str] = ...) -> None: ...

class ReadablePoolsRequest(_message.Message):
    __slots__ = ("page_size", "cursor")
    PAGE_SIZE_FIELD_NUMBER: _ClassVar[int]
    CURSOR_FIELD_NUMBER: _ClassVar[int]
    page_size: int
    cursor: str
    def __init__(self, page_size: _Optional[int] = ..., cursor: _Optional[str] = ...) -> None: ...

class ReadablePool(_message.Message):
    __slots__ = ("scope", "memories")
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    MEMORIES_FIELD_NUMBER: _ClassVar[int]
    scope: Scope
    memories: int
    def __init__(self, scope: _Optional[_Union[Scope, _Mapping]] = ..., memories: _Optional[int] = ...) -> None: ...

class ReadablePoolsResponse(_message.Message):
    __slots__ = ("pools", "next_cursor")
    POOLS_FIELD_NUMBER: _ClassVar[int]
    NEXT_CURSOR_FIELD_NUMBER: _ClassVar[int]
    pools: _containers.RepeatedCompositeFieldContainer[ReadablePool]
    next_cursor: str
    def __init__(self, pools: _Optional[_Iterable[_Union[ReadablePool, _Mapping]]] = ..., next_cursor: _Optional[str] = ...) -> None: ...

class GetRequest(_message.Message):
    __slots__ = ("scope", "id")
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    ID_FIELD_NUMBER: _ClassVar[int]
    scope: Scope
    id: str
    def __init__(self, scope: _Optional[_Union[Scope, _Mapping]] = ..., id: _Optional[str] = ...) -> None: ...

class ForgetRequest(_message.Message):
    __slots__ = ("scope", "ids", "mode", "session", "tags")
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    IDS_FIELD_NUMBER: _ClassVar[int]
    MODE_FIELD_NUMBER: _ClassVar[int]
    SESSION_FIELD_NUMBER: _ClassVar[int]
    TAGS_FIELD_NUMBER: _ClassVar[int]
    scope: Scope
    ids: _containers.RepeatedScalarFieldContainer[str]
    mode: ForgetMode
    session: str
    tags: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, scope: _Optional[_Union[Scope, _Mapping]] = ..., ids: _Optional[_Iterable[str]] = ..., mode: _Optional[_Union[ForgetMode, str]] = ..., session: _Optional[str] = ..., tags: _Optional[_Iterable[str]] = ...) -> None: ...

class ForgetResponse(_message.Message):
    __slots__ = ("affected_ids",)
    AFFECTED_IDS_FIELD_NUMBER: _ClassVar[int]
    affected_ids: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, affected_ids: _Optional[_Iterable[str]] = ...) -> None: ...

class HistoryRequest(_message.Message):
    __slots__ = ("scope", "id")
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    ID_FIELD_NUMBER: _ClassVar[int]
    scope: Scope
    id: str
    def __init__(self, scope: _Optional[_Union[Scope, _Mapping]] = ..., id: _Optional[str] = ...) -> None: ...

class HistoryEvent(_message.Message):
    __slots__ = ("at", "action", "reason", "related_id")
    AT_FIELD_NUMBER: _ClassVar[int]
    ACTION_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    RELATED_ID_FIELD_NUMBER: _ClassVar[int]
    at: _timestamp_pb2.Timestamp
    action: str
    reason: str
    related_id: str
    def __init__(self, at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., action: _Optional[str] = ..., reason: _Optional[str] = ..., related_id: _Optional[str] = ...) -> None: ...

class HistoryEntry(_message.Message):
    __slots__ = ("memory", "events")
    MEMORY_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    memory: Memory
    events: _containers.RepeatedCompositeFieldContainer[HistoryEvent]
    def __init__(self, memory: _Optional[_Union[Memory, _Mapping]] = ..., events: _Optional[_Iterable[_Union[HistoryEvent, _Mapping]]] = ...) -> None: ...

class HistoryResponse(_message.Message):
    __slots__ = ("entries",)
    ENTRIES_FIELD_NUMBER: _ClassVar[int]
    entries: _containers.RepeatedCompositeFieldContainer[HistoryEntry]
    def __init__(self, entries: _Optional[_Iterable[_Union[HistoryEntry, _Mapping]]] = ...) -> None: ...

class FeedbackRequest(_message.Message):
    __slots__ = ("scope", "used_ids", "ignored_ids")
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    USED_IDS_FIELD_NUMBER: _ClassVar[int]
    IGNORED_IDS_FIELD_NUMBER: _ClassVar[int]
    scope: Scope
    used_ids: _containers.RepeatedScalarFieldContainer[str]
    ignored_ids: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, scope: _Optional[_Union[Scope, _Mapping]] = ..., used_ids: _Optional[_Iterable[str]] = ..., ignored_ids: _Optional[_Iterable[str]] = ...) -> None: ...

class FeedbackResponse(_message.Message):
    __slots__ = ("updated",)
    UPDATED_FIELD_NUMBER: _ClassVar[int]
    updated: int
    def __init__(self, updated: _Optional[int] = ...) -> None: ...

class StatsRequest(_message.Message):
    __slots__ = ("scope",)
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    scope: Scope
    def __init__(self, scope: _Optional[_Union[Scope, _Mapping]] = ...) -> None: ...

class StatsResponse(_message.Message):
    __slots__ = ("total", "by_status", "by_tier", "by_type", "embedding_model", "dimension", "server_version", "recall_hit_rate", "weekly_archive_rate", "conflicts_per_1000_writes", "conflict_verdicts", "merge_rate", "mean_recalled_age_days", "writes", "rss_bytes", "rss_limit_bytes", "memory_pressure", "pressure_demotions", "long_tier_ram_bytes", "recall_quality")
    class ByStatusEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: int
        def __init__(self, key: _Optional[str] = ..., value: _Optional[int] = ...) -> None: ...
    class ByTierEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: int
        def __init__(self, key: _Optional[str] = ..., value: _Optional[int] = ...) -> None: ...
    class ByTypeEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: int
        def __init__(self, key: _Optional[str] = ..., value: _Optional[int] = ...) -> None: ...
    class ConflictVerdictsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: int
        def __init__(self, key: _Optional[str] = ..., value: _Optional[int] = ...) -> None: ...
    TOTAL_FIELD_NUMBER: _ClassVar[int]
    BY_STATUS_FIELD_NUMBER: _ClassVar[int]
    BY_TIER_FIELD_NUMBER: _ClassVar[int]
    BY_TYPE_FIELD_NUMBER: _ClassVar[int]
    EMBEDDING_MODEL_FIELD_NUMBER: _ClassVar[int]
    DIMENSION_FIELD_NUMBER: _ClassVar[int]
    SERVER_VERSION_FIELD_NUMBER: _ClassVar[int]
    RECALL_HIT_RATE_FIELD_NUMBER: _ClassVar[int]
    WEEKLY_ARCHIVE_RATE_FIELD_NUMBER: _ClassVar[int]
    CONFLICTS_PER_1000_WRITES_FIELD_NUMBER: _ClassVar[int]
    CONFLICT_VERDICTS_FIELD_NUMBER: _ClassVar[int]
    MERGE_RATE_FIELD_NUMBER: _ClassVar[int]
    MEAN_RECALLED_AGE_DAYS_FIELD_NUMBER: _ClassVar[int]
    WRITES_FIELD_NUMBER: _ClassVar[int]
    RSS_BYTES_FIELD_NUMBER: _ClassVar[int]
    RSS_LIMIT_BYTES_FIELD_NUMBER: _ClassVar[int]
    MEMORY_PRESSURE_FIELD_NUMBER: _ClassVar[int]
    PRESSURE_DEMOTIONS_FIELD_NUMBER: _ClassVar[int]
    LONG_TIER_RAM_BYTES_FIELD_NUMBER: _ClassVar[int]
    RECALL_QUALITY_FIELD_NUMBER: _ClassVar[int]
    total: int
    by_status: _containers.ScalarMap[str, int]
    by_tier: _containers.ScalarMap[str, int]
    by_type: _containers.ScalarMap[str, int]
    embedding_model: str
    dimension: int
    server_version: str
    recall_hit_rate: float
    weekly_archive_rate: float
    conflicts_per_1000_writes: float
    conflict_verdicts: _containers.ScalarMap[str, int]
    merge_rate: float
    mean_recalled_age_days: float
    writes: int
    rss_bytes: int
    rss_limit_bytes: int
    memory_pressure: bool
    pressure_demotions: int
    long_tier_ram_bytes: int
    recall_quality: _containers.RepeatedCompositeFieldContainer[RecallQualityDay]
    def __init__(self, total: _Optional[int] = ..., by_status: _Optional[_Mapping[str, int]] = ..., by_tier: _Optional[_Mapping[str, int]] = ..., by_type: _Optional[_Mapping[str, int]] = ..., embedding_model: _Optional[str] = ..., dimension: _Optional[int] = ..., server_version: _Optional[str] = ..., recall_hit_rate: _Optional[float] = ..., weekly_archive_rate: _Optional[float] = ..., conflicts_per_1000_writes: _Optional[float] = ..., conflict_verdicts: _Optional[_Mapping[str, int]] = ..., merge_rate: _Optional[float] = ..., mean_recalled_age_days: _Optional[float] = ..., writes: _Optional[int] = ..., rss_bytes: _Optional[int] = ..., rss_limit_bytes: _Optional[int] = ..., memory_pressure: _Optional[bool] = ..., pressure_demotions: _Optional[int] = ..., long_tier_ram_bytes: _Optional[int] = ..., recall_quality: _Optional[_Iterable[_Union[RecallQualityDay, _Mapping]]] = ...) -> None: ...

class RecallQualityDay(_message.Message):
    __slots__ = ("day", "answers", "empty_answers", "returned", "used", "ignored")
    DAY_FIELD_NUMBER: _ClassVar[int]
    ANSWERS_FIELD_NUMBER: _ClassVar[int]
    EMPTY_ANSWERS_FIELD_NUMBER: _ClassVar[int]
    RETURNED_FIELD_NUMBER: _ClassVar[int]
    USED_FIELD_NUMBER: _ClassVar[int]
    IGNORED_FIELD_NUMBER: _ClassVar[int]
    day: _timestamp_pb2.Timestamp
    answers: int
    empty_answers: int
    returned: int
    used: int
    ignored: int
    def __init__(self, day: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., answers: _Optional[int] = ..., empty_answers: _Optional[int] = ..., returned: _Optional[int] = ..., used: _Optional[int] = ..., ignored: _Optional[int] = ...) -> None: ...

class StringList(_message.Message):
    __slots__ = ("values",)
    VALUES_FIELD_NUMBER: _ClassVar[int]
    values: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, values: _Optional[_Iterable[str]] = ...) -> None: ...

class UpdateRequest(_message.Message):
    __slots__ = ("scope", "id", "content", "memory_type", "importance", "confidence", "tags", "metadata", "expires_at", "embedding", "clear_expires_at")
    class MetadataEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    ID_FIELD_NUMBER: _ClassVar[int]
    CONTENT_FIELD_NUMBER: _ClassVar[int]
    MEMORY_TYPE_FIELD_NUMBER: _ClassVar[int]
    IMPORTANCE_FIELD_NUMBER: _ClassVar[int]
    CONFIDENCE_FIELD_NUMBER: _ClassVar[int]
    TAGS_FIELD_NUMBER: _ClassVar[int]
    METADATA_FIELD_NUMBER: _ClassVar[int]
    EXPIRES_AT_FIELD_NUMBER: _ClassVar[int]
    EMBEDDING_FIELD_NUMBER: _ClassVar[int]
    CLEAR_EXPIRES_AT_FIELD_NUMBER: _ClassVar[int]
    scope: Scope
    id: str
    content: str
    memory_type: MemoryType
    importance: float
    confidence: float
    tags: StringList
    metadata: _containers.ScalarMap[str, str]
    expires_at: _timestamp_pb2.Timestamp
    embedding: _containers.RepeatedScalarFieldContainer[float]
    clear_expires_at: bool
    def __init__(self, scope: _Optional[_Union[Scope, _Mapping]] = ..., id: _Optional[str] = ..., content: _Optional[str] = ..., memory_type: _Optional[_Union[MemoryType, str]] = ..., importance: _Optional[float] = ..., confidence: _Optional[float] = ..., tags: _Optional[_Union[StringList, _Mapping]] = ..., metadata: _Optional[_Mapping[str, str]] = ..., expires_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., embedding: _Optional[_Iterable[float]] = ..., clear_expires_at: _Optional[bool] = ...) -> None: ...

class UpdateResponse(_message.Message):
    __slots__ = ("memory", "affected_ids")
    MEMORY_FIELD_NUMBER: _ClassVar[int]
    AFFECTED_IDS_FIELD_NUMBER: _ClassVar[int]
    memory: Memory
    affected_ids: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, memory: _Optional[_Union[Memory, _Mapping]] = ..., affected_ids: _Optional[_Iterable[str]] = ...) -> None: ...

class Turn(_message.Message):
    __slots__ = ("role", "content", "at", "tokens", "item")
    ROLE_FIELD_NUMBER: _ClassVar[int]
    CONTENT_FIELD_NUMBER: _ClassVar[int]
    AT_FIELD_NUMBER: _ClassVar[int]
    TOKENS_FIELD_NUMBER: _ClassVar[int]
    ITEM_FIELD_NUMBER: _ClassVar[int]
    role: str
    content: str
    at: _timestamp_pb2.Timestamp
    tokens: int
    item: str
    def __init__(self, role: _Optional[str] = ..., content: _Optional[str] = ..., at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., tokens: _Optional[int] = ..., item: _Optional[str] = ...) -> None: ...

class AppendTurnRequest(_message.Message):
    __slots__ = ("scope", "role", "content", "at", "item")
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    ROLE_FIELD_NUMBER: _ClassVar[int]
    CONTENT_FIELD_NUMBER: _ClassVar[int]
    AT_FIELD_NUMBER: _ClassVar[int]
    ITEM_FIELD_NUMBER: _ClassVar[int]
    scope: Scope
    role: str
    content: str
    at: _timestamp_pb2.Timestamp
    item: str
    def __init__(self, scope: _Optional[_Union[Scope, _Mapping]] = ..., role: _Optional[str] = ..., content: _Optional[str] = ..., at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., item: _Optional[str] = ...) -> None: ...

class AppendTurnResponse(_message.Message):
    __slots__ = ("turns", "tokens", "summarized")
    TURNS_FIELD_NUMBER: _ClassVar[int]
    TOKENS_FIELD_NUMBER: _ClassVar[int]
    SUMMARIZED_FIELD_NUMBER: _ClassVar[int]
    turns: int
    tokens: int
    summarized: bool
    def __init__(self, turns: _Optional[int] = ..., tokens: _Optional[int] = ..., summarized: _Optional[bool] = ...) -> None: ...

class ReadTurnsRequest(_message.Message):
    __slots__ = ("scope", "limit")
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    scope: Scope
    limit: int
    def __init__(self, scope: _Optional[_Union[Scope, _Mapping]] = ..., limit: _Optional[int] = ...) -> None: ...

class ReadTurnsResponse(_message.Message):
    __slots__ = ("turns", "summary", "folded", "total_turns", "tokens")
    TURNS_FIELD_NUMBER: _ClassVar[int]
    SUMMARY_FIELD_NUMBER: _ClassVar[int]
    FOLDED_FIELD_NUMBER: _ClassVar[int]
    TOTAL_TURNS_FIELD_NUMBER: _ClassVar[int]
    TOKENS_FIELD_NUMBER: _ClassVar[int]
    turns: _containers.RepeatedCompositeFieldContainer[Turn]
    summary: str
    folded: int
    total_turns: int
    tokens: int
    def __init__(self, turns: _Optional[_Iterable[_Union[Turn, _Mapping]]] = ..., summary: _Optional[str] = ..., folded: _Optional[int] = ..., total_turns: _Optional[int] = ..., tokens: _Optional[int] = ...) -> None: ...

class RemoveTurnsRequest(_message.Message):
    __slots__ = ("scope", "last", "clear")
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    LAST_FIELD_NUMBER: _ClassVar[int]
    CLEAR_FIELD_NUMBER: _ClassVar[int]
    scope: Scope
    last: int
    clear: bool
    def __init__(self, scope: _Optional[_Union[Scope, _Mapping]] = ..., last: _Optional[int] = ..., clear: _Optional[bool] = ...) -> None: ...

class RemoveTurnsResponse(_message.Message):
    __slots__ = ("removed", "turns")
    REMOVED_FIELD_NUMBER: _ClassVar[int]
    TURNS_FIELD_NUMBER: _ClassVar[int]
    removed: _containers.RepeatedCompositeFieldContainer[Turn]
    turns: int
    def __init__(self, removed: _Optional[_Iterable[_Union[Turn, _Mapping]]] = ..., turns: _Optional[int] = ...) -> None: ...

class SetWorkingRequest(_message.Message):
    __slots__ = ("scope", "task_id", "values", "replace", "json_schema", "end_task", "promote_keys")
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    TASK_ID_FIELD_NUMBER: _ClassVar[int]
    VALUES_FIELD_NUMBER: _ClassVar[int]
    REPLACE_FIELD_NUMBER: _ClassVar[int]
    JSON_SCHEMA_FIELD_NUMBER: _ClassVar[int]
    END_TASK_FIELD_NUMBER: _ClassVar[int]
    PROMOTE_KEYS_FIELD_NUMBER: _ClassVar[int]
    scope: Scope
    task_id: str
    values: _struct_pb2.Struct
    replace: bool
    json_schema: str
    end_task: bool
    promote_keys: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, scope: _Optional[_Union[Scope, _Mapping]] = ..., task_id: _Optional[str] = ..., values: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ..., replace: _Optional[bool] = ..., json_schema: _Optional[str] = ..., end_task: _Optional[bool] = ..., promote_keys: _Optional[_Iterable[str]] = ...) -> None: ...

class GetWorkingRequest(_message.Message):
    __slots__ = ("scope", "task_id")
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    TASK_ID_FIELD_NUMBER: _ClassVar[int]
    scope: Scope
    task_id: str
    def __init__(self, scope: _Optional[_Union[Scope, _Mapping]] = ..., task_id: _Optional[str] = ...) -> None: ...

class WorkingState(_message.Message):
    __slots__ = ("task_id", "values", "json_schema", "updated_at", "promoted_ids", "ended")
    TASK_ID_FIELD_NUMBER: _ClassVar[int]
    VALUES_FIELD_NUMBER: _ClassVar[int]
    JSON_SCHEMA_FIELD_NUMBER: _ClassVar[int]
    UPDATED_AT_FIELD_NUMBER: _ClassVar[int]
    PROMOTED_IDS_FIELD_NUMBER: _ClassVar[int]
    ENDED_FIELD_NUMBER: _ClassVar[int]
    task_id: str
    values: _struct_pb2.Struct
    json_schema: str
    updated_at: _timestamp_pb2.Timestamp
    promoted_ids: _containers.RepeatedScalarFieldContainer[str]
    ended: bool
    def __init__(self, task_id: _Optional[str] = ..., values: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ..., json_schema: _Optional[str] = ..., updated_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., promoted_ids: _Optional[_Iterable[str]] = ..., ended: _Optional[bool] = ...) -> None: ...

class BuildContextRequest(_message.Message):
    __slots__ = ("scope", "query", "token_budget", "task_id", "language", "embedding", "as_of", "filter", "explain", "include_user_pool")
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    QUERY_FIELD_NUMBER: _ClassVar[int]
    TOKEN_BUDGET_FIELD_NUMBER: _ClassVar[int]
    TASK_ID_FIELD_NUMBER: _ClassVar[int]
    LANGUAGE_FIELD_NUMBER: _ClassVar[int]
    EMBEDDING_FIELD_NUMBER: _ClassVar[int]
    AS_OF_FIELD_NUMBER: _ClassVar[int]
    FILTER_FIELD_NUMBER: _ClassVar[int]
    EXPLAIN_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_USER_POOL_FIELD_NUMBER: _ClassVar[int]
    scope: Scope
    query: str
    token_budget: int
    task_id: str
    language: str
    embedding: _containers.RepeatedScalarFieldContainer[float]
    as_of: _timestamp_pb2.Timestamp
    filter: MemoryFilter
    explain: bool
    include_user_pool: bool
    def __init__(self, scope: _Optional[_Union[Scope, _Mapping]] = ..., query: _Optional[str] = ..., token_budget: _Optional[int] = ..., task_id: _Optional[str] = ..., language: _Optional[str] = ..., embedding: _Optional[_Iterable[float]] = ..., as_of: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., filter: _Optional[_Union[MemoryFilter, _Mapping]] = ..., explain: _Optional[bool] = ..., include_user_pool: _Optional[bool] = ...) -> None: ...

class ContextSection(_message.Message):
    __slots__ = ("name", "text", "tokens", "budget", "memory_ids")
    NAME_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    TOKENS_FIELD_NUMBER: _ClassVar[int]
    BUDGET_FIELD_NUMBER: _ClassVar[int]
    MEMORY_IDS_FIELD_NUMBER: _ClassVar[int]
    name: str
    text: str
    tokens: int
    budget: int
    memory_ids: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, name: _Optional[str] = ..., text: _Optional[str] = ..., tokens: _Optional[int] = ..., budget: _Optional[int] = ..., memory_ids: _Optional[_Iterable[str]] = ...) -> None: ...

class BuildContextResponse(_message.Message):
    __slots__ = ("context", "sections", "tokens", "token_budget", "tokenizer", "language", "left_out")
    CONTEXT_FIELD_NUMBER: _ClassVar[int]
    SECTIONS_FIELD_NUMBER: _ClassVar[int]
    TOKENS_FIELD_NUMBER: _ClassVar[int]
    TOKEN_BUDGET_FIELD_NUMBER: _ClassVar[int]
    TOKENIZER_FIELD_NUMBER: _ClassVar[int]
    LANGUAGE_FIELD_NUMBER: _ClassVar[int]
    LEFT_OUT_FIELD_NUMBER: _ClassVar[int]
    context: str
    sections: _containers.RepeatedCompositeFieldContainer[ContextSection]
    tokens: int
    token_budget: int
    tokenizer: str
    language: str
    left_out: _containers.RepeatedCompositeFieldContainer[LeftOut]
    def __init__(self, context: _Optional[str] = ..., sections: _Optional[_Iterable[_Union[ContextSection, _Mapping]]] = ..., tokens: _Optional[int] = ..., token_budget: _Optional[int] = ..., tokenizer: _Optional[str] = ..., language: _Optional[str] = ..., left_out: _Optional[_Iterable[_Union[LeftOut, _Mapping]]] = ...) -> None: ...

class ExportRecord(_message.Message):
    __slots__ = ("memory", "events", "embedding", "exact_importance", "exact_confidence")
    MEMORY_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    EMBEDDING_FIELD_NUMBER: _ClassVar[int]
    EXACT_IMPORTANCE_FIELD_NUMBER: _ClassVar[int]
    EXACT_CONFIDENCE_FIELD_NUMBER: _ClassVar[int]
    memory: Memory
    events: _containers.RepeatedCompositeFieldContainer[HistoryEvent]
    embedding: _containers.RepeatedScalarFieldContainer[float]
    exact_importance: float
    exact_confidence: float
    def __init__(self, memory: _Optional[_Union[Memory, _Mapping]] = ..., events: _Optional[_Iterable[_Union[HistoryEvent, _Mapping]]] = ..., embedding: _Optional[_Iterable[float]] = ..., exact_importance: _Optional[float] = ..., exact_confidence: _Optional[float] = ...) -> None: ...

class ExportRequest(_message.Message):
    __slots__ = ("scope", "all_users", "statuses", "include_vectors")
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    ALL_USERS_FIELD_NUMBER: _ClassVar[int]
    STATUSES_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_VECTORS_FIELD_NUMBER: _ClassVar[int]
    scope: Scope
    all_users: bool
    statuses: _containers.RepeatedScalarFieldContainer[Status]
    include_vectors: bool
    def __init__(self, scope: _Optional[_Union[Scope, _Mapping]] = ..., all_users: _Optional[bool] = ..., statuses: _Optional[_Iterable[_Union[Status, str]]] = ..., include_vectors: _Optional[bool] = ...) -> None: ...

class ImportRequest(_message.Message):
    __slots__ = ("record", "overwrite")
    RECORD_FIELD_NUMBER: _ClassVar[int]
    OVERWRITE_FIELD_NUMBER: _ClassVar[int]
    record: ExportRecord
    overwrite: bool
    def __init__(self, record: _Optional[_Union[ExportRecord, _Mapping]] = ..., overwrite: _Optional[bool] = ...) -> None: ...

class ImportResponse(_message.Message):
    __slots__ = ("imported", "skipped", "replaced")
    IMPORTED_FIELD_NUMBER: _ClassVar[int]
    SKIPPED_FIELD_NUMBER: _ClassVar[int]
    REPLACED_FIELD_NUMBER: _ClassVar[int]
    imported: int
    skipped: int
    replaced: int
    def __init__(self, imported: _Optional[int] = ..., skipped: _Optional[int] = ..., replaced: _Optional[int] = ...) -> None: ...

class MaintainRequest(_message.Message):
    __slots__ = ("tasks",)
    TASKS_FIELD_NUMBER: _ClassVar[int]
    tasks: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, tasks: _Optional[_Iterable[str]] = ...) -> None: ...

class MaintainResponse(_message.Message):
    __slots__ = ("done", "seconds")
    class DoneEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: int
        def __init__(self, key: _Optional[str] = ..., value: _Optional[int] = ...) -> None: ...
    DONE_FIELD_NUMBER: _ClassVar[int]
    SECONDS_FIELD_NUMBER: _ClassVar[int]
    done: _containers.ScalarMap[str, int]
    seconds: float
    def __init__(self, done: _Optional[_Mapping[str, int]] = ..., seconds: _Optional[float] = ...) -> None: ...

class PoolSummary(_message.Message):
    __slots__ = ("scope", "total", "fence")
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    TOTAL_FIELD_NUMBER: _ClassVar[int]
    FENCE_FIELD_NUMBER: _ClassVar[int]
    scope: Scope
    total: int
    fence: PoolFence
    def __init__(self, scope: _Optional[_Union[Scope, _Mapping]] = ..., total: _Optional[int] = ..., fence: _Optional[_Union[PoolFence, str]] = ...) -> None: ...

class ListPoolsRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ListPoolsResponse(_message.Message):
    __slots__ = ("pools", "shard")
    POOLS_FIELD_NUMBER: _ClassVar[int]
    SHARD_FIELD_NUMBER: _ClassVar[int]
    pools: _containers.RepeatedCompositeFieldContainer[PoolSummary]
    shard: str
    def __init__(self, pools: _Optional[_Iterable[_Union[PoolSummary, _Mapping]]] = ..., shard: _Optional[str] = ...) -> None: ...

class FencePoolsRequest(_message.Message):
    __slots__ = ("pools", "fence")
    POOLS_FIELD_NUMBER: _ClassVar[int]
    FENCE_FIELD_NUMBER: _ClassVar[int]
    pools: _containers.RepeatedCompositeFieldContainer[Scope]
    fence: PoolFence
    def __init__(self, pools: _Optional[_Iterable[_Union[Scope, _Mapping]]] = ..., fence: _Optional[_Union[PoolFence, str]] = ...) -> None: ...

class FencePoolsResponse(_message.Message):
    __slots__ = ("pools",)
    POOLS_FIELD_NUMBER: _ClassVar[int]
    pools: int
    def __init__(self, pools: _Optional[int] = ...) -> None: ...

class DropPoolRequest(_message.Message):
    __slots__ = ("scope",)
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    scope: Scope
    def __init__(self, scope: _Optional[_Union[Scope, _Mapping]] = ...) -> None: ...

class DropPoolResponse(_message.Message):
    __slots__ = ("deleted",)
    DELETED_FIELD_NUMBER: _ClassVar[int]
    deleted: int
    def __init__(self, deleted: _Optional[int] = ...) -> None: ...
