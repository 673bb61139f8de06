"""The engine's errors, each with a message a person can act on.

Core never speaks gRPC: the server maps these classes to status codes in one table
(memoryd.server.status).

    MemorydError
    ├── InvalidArgument      bad input: names the field, what was wrong, what is allowed
    ├── NotFound             an id that is not in the caller's scope
    ├── WrongState           the memory exists but its status forbids the change (the fix)
    ├── Overloaded           too much work queued; retry later
    ├── ConfigurationError   the server cannot start as configured (with the fix)
    └── StorageError         the store failed to read or commit
        ├── StorageFull      the disk or the LMDB map is full: reads go on, writes wait for space
        └── DamagedRecord    one stored record cannot be read (checksum, header, text): skipped
"""

from __future__ import annotations


class MemorydError(Exception):
    """Base of every error the engine raises on purpose."""


class InvalidArgument(MemorydError):
    """The request was malformed; the message says which field and what is allowed."""

    def __init__(self, field: str, problem: str) -> None:
        self.field = field
        self.problem = problem
        super().__init__(f"{field}: {problem}")


class NotFound(MemorydError):
    """The id does not exist in the caller's scope (other scopes are never revealed)."""


class WrongState(MemorydError):
    """The memory is in the caller's scope, but its status does not allow this operation; the
    message says how to get to one that does (e.g. restore it, or use the current version)."""


class Overloaded(MemorydError):
    """The engine has more work queued than its configured limit."""


class ConfigurationError(MemorydError):
    """The engine cannot start with this configuration or data folder."""


class StorageError(MemorydError):
    """The store failed to read or commit."""


class StorageFull(StorageError):
    """A write found no space: the disk is full or the LMDB map is (raise store.map_size_bytes).
    Nothing of the write was stored; reads keep working, and writes work again once there is
    room."""


class DamagedRecord(StorageError):
    """One stored record cannot be read: its checksum, header or text is damaged. Read paths
    skip it (it is never served, to its owner or anyone) and count it; ``memoryd check`` lists
    such records in a data folder."""

    def __init__(self, record_id: bytes, problem: str) -> None:
        self.record_id = record_id
        self.problem = problem
        super().__init__(
            f"stored memory {record_id.hex()} {problem}: it is skipped; restore the data folder "
            "from a backup to get it back (memoryd check lists every damaged record)"
        )
