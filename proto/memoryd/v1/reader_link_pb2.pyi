from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class AccessCount(_message.Message):
    __slots__ = ("id", "count", "last", "halfway", "created_at")
    ID_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    LAST_FIELD_NUMBER: _ClassVar[int]
    HALFWAY_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    id: bytes
    count: int
    last: float
    halfway: _containers.RepeatedScalarFieldContainer[float]
    created_at: float
    def __init__(self, id: _Optional[bytes] = ..., count: _Optional[int] = ..., last: _Optional[float] = ..., halfway: _Optional[_Iterable[float]] = ..., created_at: _Optional[float] = ...) -> None: ...

class AccessReport(_message.Message):
    __slots__ = ("counts",)
    COUNTS_FIELD_NUMBER: _ClassVar[int]
    counts: _containers.RepeatedCompositeFieldContainer[AccessCount]
    def __init__(self, counts: _Optional[_Iterable[_Union[AccessCount, _Mapping]]] = ...) -> None: ...

class AccessReportAck(_message.Message):
    __slots__ = ("applied",)
    APPLIED_FIELD_NUMBER: _ClassVar[int]
    applied: int
    def __init__(self, applied: _Optional[int] = ...) -> None: ...
