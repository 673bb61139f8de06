"""memoryd.client: the Python client (sync and asyncio) of the memoryd memory server.

    from memoryd.client import MemoryClient

    with MemoryClient("127.0.0.1:50051") as client:
        client.remember("alice", "prefers green tea", memory_type="preference")
        for hit in client.recall("alice", "what does she drink?", top_k=3):
            print(hit.score, hit.memory.content)

Values are frozen dataclasses with Python-native fields (aware UTC datetimes, lowercase enum
strings, tuples, dicts); errors are the :class:`MemorydError` tree (see ``_errors``).
"""

from ._async import AsyncMemoryClient
from ._errors import (
    DeadlineExceeded,
    InvalidArgument,
    MemorydError,
    NotFound,
    PermissionDenied,
    ResourceExhausted,
    ServerError,
    Unauthenticated,
    Unavailable,
)
from ._retry import RetryPolicy
from ._sync import MemoryClient
from ._types import (
    DEFAULT,
    ConflictPolicyName,
    Context,
    ContextSection,
    Embedding,
    ExportRecord,
    ForgetModeName,
    HistoryEntry,
    HistoryEvent,
    Hit,
    ImportResult,
    LifecycleFigures,
    MaintainResult,
    Memory,
    MemoryFilter,
    MemoryInput,
    MemoryPage,
    MemoryTypeName,
    RecallResult,
    RememberResult,
    RemovedTurns,
    Scope,
    SessionTurns,
    SourceName,
    Stats,
    Turn,
    TurnResult,
    UpdateResult,
    WorkingState,
)

__all__ = [
    "AsyncMemoryClient",
    "Context",
    "ContextSection",
    "DEFAULT",
    "DeadlineExceeded",
    "Embedding",
    "ExportRecord",
    "ConflictPolicyName",
    "ForgetModeName",
    "HistoryEntry",
    "HistoryEvent",
    "Hit",
    "ImportResult",
    "InvalidArgument",
    "LifecycleFigures",
    "MaintainResult",
    "Memory",
    "MemoryClient",
    "MemoryFilter",
    "MemoryInput",
    "MemoryPage",
    "MemoryTypeName",
    "MemorydError",
    "NotFound",
    "PermissionDenied",
    "RecallResult",
    "RememberResult",
    "RemovedTurns",
    "ResourceExhausted",
    "RetryPolicy",
    "Scope",
    "ServerError",
    "SessionTurns",
    "SourceName",
    "Stats",
    "Turn",
    "TurnResult",
    "Unauthenticated",
    "Unavailable",
    "UpdateResult",
    "WorkingState",
]

# Public objects report the public module, so reprs and docs say memoryd.client.X.
for _name in __all__:
    _obj = globals()[_name]
    if isinstance(_obj, type):
        _obj.__module__ = __name__
del _name, _obj
