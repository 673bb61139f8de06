"""The OpenAPI 3.1 document of the HTTP/JSON API, made from the proto descriptors (so it
never drifts from memoryd.v1): one ``POST /v1/<Rpc>`` path per RPC, one schema per message
in protobuf's JSON mapping, the error body, and bearer-key security."""

from __future__ import annotations

from typing import Any

from google.protobuf.descriptor import Descriptor, EnumDescriptor, FieldDescriptor

from memoryd.server.http.gateway import HTTP_STATUS, RPCS, SERVICE
from memoryd.v1 import memory_pb2 as pb

_SCALARS: dict[int, dict[str, Any]] = {
    FieldDescriptor.TYPE_DOUBLE: {"type": "number"},
    FieldDescriptor.TYPE_FLOAT: {"type": "number"},
    FieldDescriptor.TYPE_INT32: {"type": "integer", "format": "int32"},
    FieldDescriptor.TYPE_UINT32: {"type": "integer", "format": "uint32"},
    FieldDescriptor.TYPE_SINT32: {"type": "integer", "format": "int32"},
    FieldDescriptor.TYPE_FIXED32: {"type": "integer", "format": "uint32"},
    FieldDescriptor.TYPE_SFIXED32: {"type": "integer", "format": "int32"},
    # 64-bit integers are strings in protobuf's JSON mapping (numbers are accepted too).
    FieldDescriptor.TYPE_INT64: {"type": "string", "format": "int64"},
    FieldDescriptor.TYPE_UINT64: {"type": "string", "format": "uint64"},
    FieldDescriptor.TYPE_SINT64: {"type": "string", "format": "int64"},
    FieldDescriptor.TYPE_FIXED64: {"type": "string", "format": "uint64"},
    FieldDescriptor.TYPE_SFIXED64: {"type": "string", "format": "int64"},
    FieldDescriptor.TYPE_BOOL: {"type": "boolean"},
    FieldDescriptor.TYPE_STRING: {"type": "string"},
    FieldDescriptor.TYPE_BYTES: {"type": "string", "format": "byte"},
}
_WELL_KNOWN: dict[str, dict[str, Any]] = {
    "google.protobuf.Timestamp": {"type": "string", "format": "date-time"},
    "google.protobuf.Struct": {"type": "object", "additionalProperties": True},
    "google.protobuf.Value": {},
    "google.protobuf.ListValue": {"type": "array", "items": {}},
}


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def _field_schema(field: FieldDescriptor, schemas: dict[str, Any]) -> dict[str, Any]:
    if field.type == FieldDescriptor.TYPE_MESSAGE:
        full = field.message_type.full_name
        if full in _WELL_KNOWN:
            return dict(_WELL_KNOWN[full])
        _message(field.message_type, schemas)
        return _ref(field.message_type.name)
    if field.type == FieldDescriptor.TYPE_ENUM:
        _enum(field.enum_type, schemas)
        return _ref(field.enum_type.name)
    return dict(_SCALARS[field.type])


def _enum(enum: EnumDescriptor, schemas: dict[str, Any]) -> None:
    if enum.name not in schemas:
        schemas[enum.name] = {"type": "string", "enum": [v.name for v in enum.values]}


def _message(message: Descriptor, schemas: dict[str, Any]) -> None:
    if message.name in schemas:
        return
    schemas[message.name] = {}  # before the fields: messages may refer to themselves
    properties: dict[str, Any] = {}
    for field in message.fields:
        if field.message_type is not None and field.message_type.GetOptions().map_entry:
            value = field.message_type.fields_by_name["value"]
            properties[field.name] = {
                "type": "object", "additionalProperties": _field_schema(value, schemas)
            }  # fmt: skip
        elif field.is_repeated:
            properties[field.name] = {"type": "array", "items": _field_schema(field, schemas)}
        else:
            properties[field.name] = _field_schema(field, schemas)
    schemas[message.name] = {"type": "object", "properties": properties}




def document(version: str) -> dict[str, Any]:
    """Return the OpenAPI document (a JSON-ready dict)."""
    schemas: dict[str, Any] = {}
    for message in pb.DESCRIPTOR.message_types_by_name.values():
        _message(message, schemas)
    schemas["Error"] = {
        "type": "object",
        "properties": {
            "error": {
                "type": "object",
                "properties": {
                    "code": {"type": "string", "description": "the gRPC status code's name"},
                    "grpc_code": {"type": "integer"},
                    "message": {"type": "string", "description": "what gRPC would say"},
                },
            }
        },
    }
    statuses = sorted({status for status in HTTP_STATUS.values() if status != 200})
    errors = {
        str(status): {
            "description": ", ".join(c.name for c, s in HTTP_STATUS.items() if s == status),
            "content": {"application/json": {"schema": _ref("Error")}},
        }
        for status in statuses
    }
    paths: dict[str, Any] = {}
    for rpc in RPCS.values():
        request_type = "application/x-ndjson" if rpc.client_streaming else "application/json"
        response_type = "application/x-ndjson" if rpc.server_streaming else "application/json"
        paths[f"/v1/{rpc.name}"] = {
            "post": {
                "operationId": rpc.name,
                "summary": f"memoryd.v1.MemoryService/{rpc.name}"
                + (" (JSON Lines in)" if rpc.client_streaming else "")
                + (" (JSON Lines out)" if rpc.server_streaming else ""),
                "requestBody": {
                    "required": False,
                    "content": {request_type: {"schema": _ref(rpc.request.DESCRIPTOR.name)}},
                },
                "responses": {
                    "200": {
                        "description": "OK",
                        "content": {response_type: {"schema": _ref(rpc.response.DESCRIPTOR.name)}},
                    },
                    **errors,
                },
            }
        }
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "memoryd HTTP/JSON API",
            "version": version,
            "description": "Every RPC of memoryd.v1.MemoryService as POST /v1/<Rpc> with its "
            "request message as JSON (protobuf's JSON mapping); see docs/http.md.",
        },
        "servers": [{"url": "/"}],
        "paths": paths,
        "components": {
            "schemas": schemas,
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}},
        },
        "security": [{"bearer": []}, {}],
        "x-grpc-service": SERVICE.full_name,
    }
