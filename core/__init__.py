"""memoryd.core: the memory engine — records, storage, tiers, kernels. Never imports grpc.

The public surface is re-exported here; everything else is private to the package.
"""

from memoryd.core.config import EngineConfig
from memoryd.core.engine import MemoryEngine
from memoryd.core.errors import (
    ConfigurationError,
    InvalidArgument,
    MemorydError,
    NotFound,
    Overloaded,
    StorageError,
    StorageFull,
    WrongState,
)
from memoryd.core.types import (
    Event,
    ForgetMode,
    Hit,
    LifecycleFigures,
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

__all__ = [
    "ConfigurationError",
    "EngineConfig",
    "Event",
    "ForgetMode",
    "Hit",
    "InvalidArgument",
    "LifecycleFigures",
    "MemoryEngine",
    "MemoryInput",
    "MemoryRecord",
    "MemoryType",
    "MemorydError",
    "NotFound",
    "Overloaded",
    "RecallQuery",
    "Recalled",
    "RememberAction",
    "RememberResult",
    "Scope",
    "Source",
    "Stats",
    "Status",
    "StorageError",
    "StorageFull",
    "Tier",
    "WrongState",
]
