"""Fuzzed requests for every RPC of memoryd.v1.MemoryService (issue #18), shared by
tests/integration/test_fuzz.py (a bounded run in the suite) and bench/attack.py (the long run).

Requests are built from the service's own descriptors, so a method added to the proto is
fuzzed too: every field is left unset or filled from values at the edges (times at and past
9999-12-31 and int64, NaN and infinity, empty, over-long and control-character texts, ids of
other users, unknown enum numbers, hostile JSON Schemas); a part of them is sent as mutated
bytes (bit flips, truncation, random bytes). Then: no call ended INTERNAL or UNKNOWN, no
answer held another pool's memory, and every pool the run touched still answers Recall,
Export and Stats.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator

import grpc
from google.protobuf import descriptor
from google.protobuf.message import Message

from memoryd.v1 import memory_pb2 as pb

BAD_BYTES_SHARE = 0.2
# Half the requests are ordinary but for the odd field (so that calls get past validation and
# write, read and change memories); the other half get an edge value in most fields.
SANE_SHARES = (0.97, 0.4)
DIM = 512
SERVICE = pb.DESCRIPTOR.services_by_name["MemoryService"]
NEVER = (grpc.StatusCode.INTERNAL, grpc.StatusCode.UNKNOWN)

TIMES = [0, 1, 1_700_000_000, 253_402_300_799, 253_402_300_800, 2**62, 2**63 - 1, -1, -(2**63)]
NANOS = [0, 1, 999_999_999, -1, 2**31 - 1]
FLOATS = [0.0, 0.5, 1.0, -0.1, 1.5, 1e308, math.nan, math.inf, -math.inf]
INTS = [0, 1, 3, 50, 51, 2**31 - 1, -1, -(2**31)]
UINTS = [0, 1, 2**32 - 1, 2**53, 2**63, 2**64 - 1]
TEXTS = [
    "",
    " ",
    "tea",
    "Alice prefers green tea",
    "预算控制在50万以内",
    "长" * 3000,
    "x" * 17_000,
    "a\x00b",
    "bell\x07",
    "😀" * 20,
    "mail me at alice@example.com or 13812345678",
    "\u202eevil",
    "vector",
    "keyword",
    "user",
]
SCHEMAS = [
    "",
    '{"type": "object"}',
    '{"properties": {"s": {"pattern": "^(a+)+$"}}}',
    '{"$ref": "#"}',
    '{"$ref": "http://127.0.0.1:9/x"}',
    '{"$dynamicRef": "#x"}',
    '{"$schema": "http://127.0.0.1:9/s"}',
    '{"patternProperties": {"(a|a)*$": {}}, "additionalProperties": false}',
    "[" * 3000,
    "{oops",
]


class Fuzzer:
    """Random requests for the service's methods; ``scopes`` are the pools it writes to."""

    def __init__(self, rng: random.Random, run: str) -> None:
        self.rng = rng
        self.scopes = [
            pb.Scope(user_id=f"fuzz-{run}-{u}", agent_id=a, session_id=s)
            for u in range(4)
            for a, s in (("", "s1"), ("agent", "s2"))
        ]
        self.sane_share = SANE_SHARES[0]
        self.ids: list[str] = ["", "0" * 32, "f" * 32, "zz", "0" * 31, "../../etc/passwd"]

    def pick(self, values: list):
        return self.rng.choice(values)

    def scope(self) -> pb.Scope:
        if self.rng.random() < 0.9:
            return self.pick(self.scopes)
        return pb.Scope(user_id=self.pick(TEXTS[:3] + TEXTS[7:10]), agent_id=self.pick(TEXTS[:3]))

    def vector(self) -> list[float]:
        return self.pick(
            [
                [],
                [0.5] * DIM,
                [self.rng.uniform(-1, 1) for _ in range(DIM)],
                [math.nan] + [0.1] * (DIM - 1),
                [0.0] * DIM,
                [1.0, 2.0],
            ]
        )

    def values(self, depth: int = 0) -> dict:
        if self.rng.random() < self.sane_share:
            return {"step": self.rng.randint(1, 9), "city": self.pick(TEXTS[2:5])}
        out: dict = {}
        for i in range(self.rng.randint(0, 4)):
            kind = self.rng.random()
            if kind < 0.3 and depth < 4:
                out[f"k{i}"] = self.values(depth + 1)
            elif kind < 0.5:
                out[f"k{i}"] = [self.pick(FLOATS), self.pick(TEXTS[:5])]
            elif kind < 0.8:
                out[f"k{i}"] = self.pick(FLOATS)
            else:
                out[f"k{i}"] = self.pick(TEXTS[:6])
        return out

    def fill(self, message: Message, depth: int = 0) -> Message:
        """Fill some of ``message``'s fields with edge values; return it."""
        for field in message.DESCRIPTOR.fields:
            if self.rng.random() < 0.3:
                continue
            try:
                self._set(message, field, depth)
            except (ValueError, TypeError, OverflowError):
                pass  # the client refuses to build it: not a request anyone can send
        return message

    def _scalar(self, field: descriptor.FieldDescriptor):
        if self.rng.random() < self.sane_share:
            return self._sane(field)
        return self._edge(field)

    def _sane(self, field: descriptor.FieldDescriptor):
        """Return an ordinary value for ``field``, so that calls also get past validation."""
        t = field.type
        if t == field.TYPE_STRING:
            if field.name in (
                "id",
                "ids",
                "used_ids",
                "ignored_ids",
                "superseded_by",
                "supersedes",
            ):
                return self.pick(self.ids[6:] or self.ids)
            if field.name == "role":
                return self.pick(["user", "assistant"])
            if field.name == "routes":
                return self.pick(["vector", "keyword", "recent"])
            return self.pick(TEXTS[2:5] + TEXTS[10:11])
        if t == field.TYPE_BOOL:
            return self.rng.random() < 0.3
        if t in (field.TYPE_FLOAT, field.TYPE_DOUBLE):
            return self.rng.random()
        if t == field.TYPE_ENUM:
            return self.pick([v.number for v in field.enum_type.values][1:] or [0])
        if t == field.TYPE_BYTES:
            return b""
        return self.rng.randint(1, 5)

    def _edge(self, field: descriptor.FieldDescriptor):
        t = field.type
        name = field.name
        if t == field.TYPE_STRING:
            if name in ("id", "ids", "used_ids", "ignored_ids", "superseded_by", "supersedes"):
                return self.pick(self.ids)
            if name == "json_schema":
                return self.pick(SCHEMAS)
            return self.pick(TEXTS)
        if t == field.TYPE_BYTES:
            return bytes(self.rng.getrandbits(8) for _ in range(self.rng.randint(0, 40)))
        if t == field.TYPE_BOOL:
            return self.rng.random() < 0.5
        if t in (field.TYPE_FLOAT, field.TYPE_DOUBLE):
            return self.pick(FLOATS)
        if t in (field.TYPE_UINT32, field.TYPE_UINT64, field.TYPE_FIXED32, field.TYPE_FIXED64):
            return self.pick(UINTS)
        if t == field.TYPE_ENUM:
            return self.pick([v.number for v in field.enum_type.values] + [99, -5])
        return self.pick(INTS)

    def _set(self, message: Message, field: descriptor.FieldDescriptor, depth: int) -> None:
        repeated = field.is_repeated
        if field.type == field.TYPE_MESSAGE:
            kind = field.message_type
            if kind.GetOptions().map_entry:
                target = getattr(message, field.name)
                for _ in range(self.rng.randint(1, 3)):
                    key = self._scalar(kind.fields_by_name["key"])
                    if kind.fields_by_name["value"].type == field.TYPE_MESSAGE:
                        self.fill(target[key], depth + 1)
                    else:
                        target[key] = self._scalar(kind.fields_by_name["value"])
                return
            if depth > 3:
                return
            items = range(self.rng.randint(1, 3)) if repeated else [None]
            for _ in items:
                sub = (
                    getattr(message, field.name).add() if repeated else getattr(message, field.name)
                )
                if kind.full_name == "google.protobuf.Timestamp":
                    if self.rng.random() < self.sane_share:
                        sub.seconds = 1_700_000_000 + self.rng.randrange(10**6)
                    else:
                        sub.seconds, sub.nanos = self.pick(TIMES), self.pick(NANOS)
                elif kind.full_name == "google.protobuf.Struct":
                    sub.update(self.values())
                elif kind.full_name == "memoryd.v1.Scope":
                    sub.CopyFrom(self.scope())
                else:
                    self.fill(sub, depth + 1)
            return
        if repeated:
            target = getattr(message, field.name)
            if field.name == "embedding":
                if self.rng.random() >= self.sane_share:
                    target.extend(self.vector())
            else:
                target.extend(self._scalar(field) for _ in range(self.rng.randint(1, 4)))
            return
        setattr(message, field.name, self._scalar(field))

    def mangle(self, body: bytes) -> bytes:
        """Return ``body`` bit-flipped, truncated, or replaced by random bytes."""
        how = self.rng.random()
        if how < 0.4 and body:
            out = bytearray(body)
            for _ in range(self.rng.randint(1, 8)):
                out[self.rng.randrange(len(out))] ^= 1 << self.rng.randrange(8)
            return bytes(out)
        if how < 0.8 and body:
            return body[: self.rng.randrange(len(body))]
        return bytes(self.rng.getrandbits(8) for _ in range(self.rng.randint(1, 64)))


def memories(answer: Message) -> Iterator[pb.Memory]:
    """Yield every Memory anywhere in ``answer``."""
    if isinstance(answer, pb.Memory):
        yield answer
        return
    for field, value in answer.ListFields():
        if field.type != field.TYPE_MESSAGE or field.message_type.GetOptions().map_entry:
            continue
        for item in value if field.is_repeated else [value]:
            yield from memories(item)


def same_pool(memory: pb.Memory, scope: pb.Scope) -> bool:
    return (memory.scope.user_id, memory.scope.agent_id) == (scope.user_id, scope.agent_id)


def may_read(memory: pb.Memory, request: Message, scope: pb.Scope) -> bool:
    """Return whether ``request`` may answer with ``memory``: its own pool's, or, with
    ``include_user_pool``, its user's shared pool (agent_id "": the same user, by design)."""
    if same_pool(memory, scope):
        return True
    shared = pb.Scope(user_id=scope.user_id)
    return bool(getattr(request, "include_user_pool", False)) and same_pool(memory, shared)


def call(
    channel: grpc.Channel, method: descriptor.MethodDescriptor, fuzz: Fuzzer
) -> tuple[grpc.StatusCode, str]:
    """Send one fuzzed request to ``method``; check the answer for leaks; return the code."""
    path = f"/{SERVICE.full_name}/{method.name}"
    request_type = pb.DESCRIPTOR.message_types_by_name[method.input_type.name]
    response_type = pb.DESCRIPTOR.message_types_by_name[method.output_type.name]
    fuzz.sane_share = fuzz.pick(SANE_SHARES)
    requests = [fuzz.fill(new(request_type)) for _ in range(fuzz.rng.randint(1, 3))]
    bodies = [r.SerializeToString() for r in requests]
    mangled = fuzz.rng.random() < BAD_BYTES_SHARE
    if mangled:
        bodies = [fuzz.mangle(b) for b in bodies]
    parse: Callable[[bytes], Message] = new(response_type).FromString
    try:
        if method.client_streaming:
            call = channel.stream_unary(path, response_deserializer=parse)
            answers = [call(iter(bodies), timeout=60)]
        elif method.server_streaming:
            call = channel.unary_stream(path, response_deserializer=parse)
            answers = list(call(bodies[0], timeout=60))
        else:
            call = channel.unary_unary(path, response_deserializer=parse)
            answers = [call(bodies[0], timeout=60)]
    except grpc.RpcError as err:
        return err.code(), f"{method.name}: {err.details()}"
    request = requests[0]  # the one sent, but for Import (a stream of them, not checked)
    for answer in answers:
        scope = getattr(request, "scope", None)
        # Import names each record's pool; an export of all_users is an admin's (no keys here).
        checked = not (mangled or method.name == "Import" or getattr(request, "all_users", False))
        for memory in memories(answer):
            if memory.id:
                fuzz.ids.append(memory.id)
            if scope is not None and checked:
                assert may_read(memory, request, scope), (method.name, memory.scope, scope)
    return grpc.StatusCode.OK, ""


def new(message_type: descriptor.Descriptor) -> Message:
    return getattr(pb, message_type.name)()
