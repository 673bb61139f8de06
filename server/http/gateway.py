"""HTTP/JSON calls of memoryd.v1.MemoryService, answered by the very servicer the gRPC server
runs, after the very key check its interceptor makes (memoryd.server.auth).

The mapping (docs/http.md): ``POST /v1/<Rpc>`` with the request message as JSON (protobuf's
JSON mapping: field names as in the proto or lowerCamelCase, enums by name, 64-bit integers
as strings, Timestamps as RFC 3339); the response message as JSON, field names as in the
proto, every field present. ``Export`` answers JSON Lines (one ExportRecord a line);
``Import`` reads JSON Lines (one ImportRequest a line). The API key comes as
``Authorization: Bearer <key>``. An error answers the HTTP status of its gRPC code
(HTTP_STATUS) and ``{"error": {"code": "INVALID_ARGUMENT", "grpc_code": 3, "message": ...}}``
with the message gRPC would send.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import grpc
from google.protobuf import json_format
from google.protobuf.message import Message

from memoryd.server import auth, pool_pages
from memoryd.v1 import memory_pb2 as pb

SERVICE = pb.DESCRIPTOR.services_by_name["MemoryService"]

# gRPC status -> HTTP status, as Google's HTTP mapping of google.rpc.Code has it.
HTTP_STATUS: dict[grpc.StatusCode, int] = {
    grpc.StatusCode.OK: 200,
    grpc.StatusCode.CANCELLED: 499,
    grpc.StatusCode.UNKNOWN: 500,
    grpc.StatusCode.INVALID_ARGUMENT: 400,
    grpc.StatusCode.DEADLINE_EXCEEDED: 504,
    grpc.StatusCode.NOT_FOUND: 404,
    grpc.StatusCode.ALREADY_EXISTS: 409,
    grpc.StatusCode.PERMISSION_DENIED: 403,
    grpc.StatusCode.UNAUTHENTICATED: 401,
    grpc.StatusCode.RESOURCE_EXHAUSTED: 429,
    grpc.StatusCode.FAILED_PRECONDITION: 400,
    grpc.StatusCode.ABORTED: 409,
    grpc.StatusCode.OUT_OF_RANGE: 400,
    grpc.StatusCode.UNIMPLEMENTED: 501,
    grpc.StatusCode.INTERNAL: 500,
    grpc.StatusCode.UNAVAILABLE: 503,
    grpc.StatusCode.DATA_LOSS: 500,
}


class CallFailed(Exception):
    """A call that ended with a gRPC status other than OK: ``code`` and its message."""

    def __init__(self, code: grpc.StatusCode, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    @property
    def http_status(self) -> int:
        return HTTP_STATUS.get(self.code, 500)

    def body(self) -> dict[str, Any]:
        """Return the JSON error body."""
        return {
            "error": {"code": self.code.name, "grpc_code": self.code.value[0],
                      "message": self.message}
        }  # fmt: skip


class _Context:
    """What the servicer and the auth check use of grpc.ServicerContext, for an HTTP call:
    ``abort`` ends the call with a status, as gRPC's does (by raising)."""

    def __init__(self, metadata: tuple[tuple[str, str], ...]) -> None:
        self._metadata = metadata

    def abort(self, code: grpc.StatusCode, details: str):
        raise CallFailed(code, details)

    def invocation_metadata(self) -> tuple[tuple[str, str], ...]:
        return self._metadata

    def is_active(self) -> bool:
        return True

    def time_remaining(self) -> float | None:
        return None


@dataclass(frozen=True, slots=True)
class Rpc:
    """One RPC of the service: its name, message classes and streaming shape."""

    name: str
    request: type[Message]
    response: type[Message]
    client_streaming: bool
    server_streaming: bool


RPCS: dict[str, Rpc] = {
    m.name: Rpc(m.name, getattr(pb, m.input_type.name), getattr(pb, m.output_type.name),
                m.client_streaming, m.server_streaming)
    for m in SERVICE.methods
}  # fmt: skip


def to_json(message: Message) -> dict[str, Any]:
    """Return ``message`` as the gateway's JSON object (proto field names, every field)."""
    return json_format.MessageToDict(
        message, preserving_proto_field_name=True, always_print_fields_with_no_presence=True
    )


def _parse(text: str | bytes, cls: type[Message], where: str) -> Message:
    message = cls()
    try:
        json_format.Parse(text or b"{}", message)
    except json_format.ParseError as exc:
        raise CallFailed(grpc.StatusCode.INVALID_ARGUMENT, f"{where}: {exc}") from None
    return message


class Gateway:
    """Runs HTTP calls through ``servicer`` (memoryd.server.servicer.MemoryServicer), checking
    keys with ``keyring`` when auth is on; thread-safe as the servicer is."""

    def __init__(self, servicer: Any, keyring: auth.Keyring | None, max_body_bytes: int) -> None:
        self._servicer = servicer
        self._keyring = keyring
        self.max_body_bytes = max_body_bytes

    def unary(self, name: str, body: bytes, authorization: str | None) -> dict[str, Any]:
        """Return the JSON answer of unary RPC ``name`` to the JSON ``body``; raise
        CallFailed with the status the gRPC call would end with."""
        rpc = self._rpc(name, streaming=False)
        request = _parse(body, rpc.request, "request body")
        principal = self._principal(authorization)
        context = self._authorized(name, authorization, request, principal)
        with pool_pages.reader_of_call(principal):
            answer = getattr(self._servicer, name)(request, context)
        return to_json(auth.shown(principal, name, answer))

    def export(self, body: bytes, authorization: str | None) -> Iterator[str]:
        """Return the JSON Lines of Export; the first record is produced before this returns,
        so an error before any output raises CallFailed (a later one ends the stream with an
        error line)."""
        request = _parse(body, pb.ExportRequest, "request body")
        context = self._authorized("Export", authorization, request)
        records = iter(self._servicer.Export(request, context))
        first = next(records, None)

        def lines() -> Iterator[str]:
            if first is None:
                return
            yield json.dumps(to_json(first), ensure_ascii=False) + "\n"
            try:
                for record in records:
                    yield json.dumps(to_json(record), ensure_ascii=False) + "\n"
            except CallFailed as failed:
                yield json.dumps(failed.body(), ensure_ascii=False) + "\n"

        return lines()

    def import_(self, body: bytes, authorization: str | None) -> dict[str, Any]:
        """Return the JSON answer of Import to JSON Lines of ImportRequest."""
        messages = [
            _parse(line, pb.ImportRequest, f"request body line {i}")
            for i, line in enumerate(body.decode(errors="replace").splitlines(), 1)
            if line.strip()
        ]
        context = self._authorized("Import", authorization, None)
        for message in messages:  # every message, as the interceptor checks a stream
            self._authorized("Import", authorization, message)
        return to_json(self._servicer.Import(iter(messages), context))

    def _rpc(self, name: str, streaming: bool) -> Rpc:
        rpc = RPCS.get(name)
        if rpc is None:
            raise CallFailed(grpc.StatusCode.UNIMPLEMENTED,
                             f"no RPC {name!r}; the RPCs are {', '.join(RPCS)}")  # fmt: skip
        if not streaming and (rpc.client_streaming or rpc.server_streaming):
            raise CallFailed(grpc.StatusCode.INTERNAL, f"{name} streams; not a unary call")
        return rpc

    def _principal(self, authorization: str | None) -> auth.Principal | None:
        if self._keyring is None:
            return None
        metadata = (("authorization", authorization),) if authorization else ()
        try:
            return self._keyring.authenticate(metadata)
        except auth.Denied as denied:
            raise CallFailed(denied.code, denied.message) from None

    def _authorized(
        self, name: str, authorization: str | None, request: Message | None,
        principal: auth.Principal | None = None,
    ) -> _Context:  # fmt: skip
        """Return the call's context once the key may make this call (as AuthInterceptor)."""
        if principal is None:
            principal = self._principal(authorization)
        if principal is not None:
            try:
                if request is None:  # a request stream: what the method itself forbids
                    auth.check_method(principal, name)
                else:
                    auth.authorize(principal, name, request)
            except auth.Denied as denied:
                raise CallFailed(denied.code, denied.message) from None
        metadata = (("authorization", authorization),) if authorization else ()
        return _Context(metadata)
