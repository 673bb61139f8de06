"""The HTTP/JSON API (--http-listen) against gRPC on one real server: the same calls give the
same answers, RPC by RPC (every RPC of the service, two pools walked through the same
script), errors come with the HTTP status of their gRPC code and the same message, keys are
checked the same way, and the OpenAPI document describes every RPC."""

from __future__ import annotations

import json
import re
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import grpc
import pytest
from google.protobuf import json_format
from google.protobuf.timestamp_pb2 import Timestamp

from memoryd.server import auth
from memoryd.server.http.gateway import HTTP_STATUS, RPCS, to_json
from memoryd.v1 import memory_pb2 as pb

DIM = 8
_HEX_ID = re.compile(r"\b[0-9a-f]{32}\b")
_TIME = re.compile(r"^\d{4}-\d\d-\d\dT[\d:.]+Z$")
VARYING = {"seconds", "rss_bytes", "long_tier_ram_bytes", "memory_pressure"}  # process state


def _vector(i: int) -> list[float]:
    v = [0.05] * DIM
    v[i % DIM] = 1.0
    return v


def post(http: str, name: str, body: bytes | str, key: str | None = None) -> tuple[int, Any]:
    headers = {"Content-Type": "application/json"}
    if key:
        headers["Authorization"] = f"Bearer {key}"
    data = body.encode() if isinstance(body, str) else body
    request = urllib.request.Request(f"http://{http}/v1/{name}", data=data, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            raw = response.read().decode()
            status = response.status
    except urllib.error.HTTPError as exc:
        raw, status = exc.read().decode(), exc.code
    if name == "Export" and status == 200:
        return status, [json.loads(line) for line in raw.splitlines()]
    return status, json.loads(raw)


class Both:
    """Makes each call over gRPC for one pool and over HTTP for another; keeps both answers."""

    def __init__(self, server, user_grpc: str, user_http: str, key: str | None = None) -> None:
        self.server, self.users, self.key = server, (user_grpc, user_http), key
        self.answers: list[tuple[str, Any, Any]] = []

    def _for(self, request, user: str):
        text = json_format.MessageToJson(request).replace("USER", user)
        return json_format.Parse(text, type(request)())

    def call(self, name: str, request, http_request=None) -> tuple[Any, Any]:
        """Return (gRPC answer, HTTP answer) as JSON, errors as {"error": code, message};
        ``http_request``, when given, is what HTTP sends instead (another pool's ids)."""
        metadata = [("authorization", f"Bearer {self.key}")] if self.key else []
        requests = request if isinstance(request, list) else [request]
        others = requests if http_request is None else [http_request]
        mine = [self._for(r, self.users[0]) for r in requests]
        theirs = [self._for(r, self.users[1]) for r in others]
        method = getattr(self.server.stub, name)
        try:
            if RPCS[name].client_streaming:
                got: Any = to_json(method(iter(mine), metadata=metadata))
            elif RPCS[name].server_streaming:
                got = [to_json(m) for m in method(mine[0], metadata=metadata)]
            else:
                got = to_json(method(mine[0], metadata=metadata))
            grpc_answer: Any = (200, got)
        except grpc.RpcError as exc:
            grpc_answer = (HTTP_STATUS[exc.code()], {"error": {
                "code": exc.code().name, "grpc_code": exc.code().value[0],
                "message": exc.details()}})  # fmt: skip
        if RPCS[name].client_streaming:
            body = "\n".join(json_format.MessageToJson(m, indent=None) for m in theirs)
        else:
            body = json_format.MessageToJson(theirs[0])
        http_answer = post(self.server.http, name, body, self.key)
        self.answers.append((name, grpc_answer, http_answer))
        return grpc_answer[1], http_answer[1]


def _normal(value: Any, users: tuple[str, str], ids: dict[str, str]) -> Any:
    """Return ``value`` with the user ids, memory ids (numbered in order of appearance) and
    times replaced, floats rounded and process figures dropped: what may differ between two
    pools written a few milliseconds apart."""
    if isinstance(value, dict):
        return {k: _normal(v, users, ids) for k, v in value.items() if k not in VARYING}
    if isinstance(value, list):
        return [_normal(v, users, ids) for v in value]
    if isinstance(value, str):
        if _TIME.match(value):
            return "TIME"
        for user in users:
            value = value.replace(user, "USER")
        return _HEX_ID.sub(lambda m: ids.setdefault(m.group(0), f"ID{len(ids)}"), value)
    if isinstance(value, float):  # ages, and decay from them, move on between the calls
        return round(value, 4)
    return value


@pytest.fixture(scope="module")
def http_server(start_server):
    return start_server(None, "--embedder", "none", "--dimension", str(DIM),
                        "--http-listen", "127.0.0.1:0")  # fmt: skip


def _ids(answer: Any) -> list[str]:
    return _HEX_ID.findall(json.dumps(answer))


def test_every_rpc_answers_the_same_over_http_and_grpc(http_server, user_id):
    both = Both(http_server, f"{user_id}-g", f"{user_id}-h")
    scope = pb.Scope(user_id="USER", session_id="s1")
    texts = ["Prefers green tea", "Lives in Lyon", "Works as a nurse", "Owns a red bike",
             "Allergic to peanuts"]  # fmt: skip
    ids: tuple[list[str], list[str]] = ([], [])
    for i, text in enumerate(texts[:2]):
        g, h = both.call("Remember", pb.RememberRequest(scope=scope, content=text,
                                                        embedding=_vector(i), importance=0.6))
        ids[0].append(g["memory"]["id"]), ids[1].append(h["memory"]["id"])
    g, h = both.call("RememberBatch", pb.RememberBatchRequest(items=[
        pb.RememberRequest(scope=scope, content=t, embedding=_vector(i + 2), tags=["b"],
                           created_at=Timestamp(seconds=int(time.time()) - 600 + i))
        for i, t in enumerate(texts[2:])]))  # one time each: the recent route ranks by it
    for k, answer in enumerate((g, h)):
        ids[k].extend(r["memory"]["id"] for r in answer["results"])


    both.call("Recall", pb.RecallRequest(scope=scope, embedding=_vector(1), top_k=3,
                                         explain=True))  # fmt: skip
    both.call("Recall", pb.RecallRequest(scope=scope, embedding=_vector(2), top_k=5,
                                         filter=pb.MemoryFilter(tags=["b"])))  # fmt: skip
    both.call("List", pb.ListRequest(scope=scope, page_size=2, order_by="importance"))
    both.call("Stats", pb.StatsRequest(scope=scope))
    both.call("ReadablePools", pb.ReadablePoolsRequest())
    both.call("AppendTurn", pb.AppendTurnRequest(scope=scope, role="user", content="hi there"))
    both.call("AppendTurn", pb.AppendTurnRequest(scope=scope, role="assistant", content="hello"))
    both.call("ReadTurns", pb.ReadTurnsRequest(scope=scope, limit=5))
    both.call("RemoveTurns", pb.RemoveTurnsRequest(scope=scope, last=1))
    both.call("BuildContext", pb.BuildContextRequest(scope=scope, query="tea",
                                                     embedding=_vector(0), explain=True))
    both.call("SetWorking", pb.SetWorkingRequest(scope=scope, task_id="t1",
                                                 values=json_format.ParseDict({"step": 2},
                                                 pb.SetWorkingRequest().values)))
    both.call("GetWorking", pb.GetWorkingRequest(scope=scope, task_id="t1"))
    both.call("Maintain", pb.MaintainRequest(tasks=["migrate"]))
    # Calls naming a memory: each pool's own id of the same memory.
    _per_pool(both, "Get", lambda i: pb.GetRequest(scope=scope, id=i), ids, 0)
    _per_pool(both, "History", lambda i: pb.HistoryRequest(scope=scope, id=i), ids, 0)
    _per_pool(both, "Feedback", lambda i: pb.FeedbackRequest(scope=scope, used_ids=[i]), ids, 0)
    _per_pool(both, "Update", lambda i: pb.UpdateRequest(scope=scope, id=i, importance=0.9),
              ids, 1)  # fmt: skip
    _per_pool(both, "Forget", lambda i: pb.ForgetRequest(scope=scope, ids=[i],
              mode=pb.FORGET_MODE_SUPPRESS), ids, 2)  # fmt: skip
    _import_back(both, both.call("Export", pb.ExportRequest(scope=scope, include_vectors=True)))
    both.call("List", pb.ListRequest(scope=scope, filter=pb.MemoryFilter(
        statuses=[pb.STATUS_SUPPRESSED])))  # fmt: skip
    # Errors: the same status and message.
    both.call("Get", pb.GetRequest(scope=scope, id="0" * 32))
    both.call("Recall", pb.RecallRequest(scope=scope))
    both.call("List", pb.ListRequest(scope=scope, page_size=10**6))
    both.call("Forget", pb.ForgetRequest(scope=scope, ids=["nope"], mode=pb.FORGET_MODE_DELETE))
    both.call("Remember", pb.RememberRequest(scope=pb.Scope(), content="x"))

    called = {name for name, _, _ in both.answers}
    assert called == set(RPCS), set(RPCS) - called  # every RPC of the service
    users = both.users
    for name, (g_status, g_body), (h_status, h_body) in both.answers:
        assert h_status == g_status, (name, g_body, h_body)
        if name == "Maintain":  # a second pass finds less to do: the same tasks, not counts
            assert set(g_body["done"]) == set(h_body["done"])
            continue
        if name in ("Export", "List") and isinstance(g_body, list | dict):
            g_body, h_body = _sorted(g_body), _sorted(h_body)
        g_ids: dict[str, str] = {}
        h_ids: dict[str, str] = {}
        h_seen, g_seen = _normal(h_body, users, h_ids), _normal(g_body, users, g_ids)
        assert h_seen == g_seen, (name, _first_difference(h_seen, g_seen))
    statuses = {g[0] for _, g, _ in both.answers}
    assert {200, 400, 404} <= statuses


def _first_difference(a: Any, b: Any, path: str = "") -> str:
    """Return where ``a`` and ``b`` first differ, and how."""
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b)):
            if a.get(k) != b.get(k):
                return _first_difference(a.get(k), b.get(k), f"{path}.{k}")
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return _first_difference(x, y, f"{path}[{i}]")
    return f"{path}: {a!r} != {b!r}"


def _per_pool(both: Both, name: str, make, ids, index: int) -> None:
    """Call ``name`` for memory ``index`` of each pool: both requests built by ``make``."""
    both.call(name, make(ids[0][index]), make(ids[1][index]))


def _import_back(both: Both, exported) -> None:
    """Import each pool's export back into it (overwrite): through gRPC and HTTP."""
    g_records, h_records = exported
    g_answer = (200, to_json(both.server.stub.Import(iter(
        [pb.ImportRequest(record=json_format.ParseDict(r, pb.ExportRecord()), overwrite=True)
         for r in g_records]))))  # fmt: skip
    body = "\n".join(json.dumps({"record": r, "overwrite": True}) for r in h_records)
    both.answers.append(("Import", g_answer, post(both.server.http, "Import", body)))


def _sorted(body: Any) -> Any:
    """Return an Export or List answer in content order (ids of one batch share their
    millisecond, so the order written differs by pool within it)."""
    if isinstance(body, list):
        return sorted(body, key=lambda r: r["memory"]["content"])
    if "memories" in body:
        return {**body, "memories": sorted(body["memories"], key=lambda m: m["content"]),
                "next_cursor": bool(body["next_cursor"])}  # fmt: skip
    return body


def test_bad_json_is_invalid_argument_naming_the_body(http_server, user_id):
    status, body = post(http_server.http, "Recall", "{not json")
    assert status == 400 and body["error"]["code"] == "INVALID_ARGUMENT"
    assert body["error"]["message"].startswith("request body:")
    status, body = post(http_server.http, "Recall", json.dumps({"scope": {"user": "x"}}))
    assert status == 400 and "no field named" in body["error"]["message"]
    status, body = post(http_server.http, "NoSuchRpc", "{}")
    assert status == 501 and body["error"]["code"] == "UNIMPLEMENTED"


def test_openapi_document_describes_every_rpc(http_server):
    with urllib.request.urlopen(f"http://{http_server.http}/openapi.json", timeout=30) as r:
        document = json.loads(r.read())
    assert document["openapi"].startswith("3.")
    assert set(document["paths"]) == {f"/v1/{name}" for name in RPCS}
    schemas = document["components"]["schemas"]
    recall = document["paths"]["/v1/Recall"]["post"]
    assert recall["requestBody"]["content"]["application/json"]["schema"]["$ref"].endswith(
        "/RecallRequest")
    assert "explain" in schemas["RecallRequest"]["properties"]
    assert schemas["Memory"]["properties"]["created_at"] == {"type": "string",
                                                             "format": "date-time"}
    assert schemas["Status"]["enum"][0] == "STATUS_UNSPECIFIED"
    docs = (Path(__file__).resolve().parents[2] / "docs" / "http.md").read_text()
    for name in RPCS:  # the documented mapping names every RPC
        assert f"`POST /v1/{name}`" in docs, name


def test_keys_are_checked_as_grpc_checks_them(start_server, tmp_path, user_id):
    alice = auth.new_key()
    keys = tmp_path / "keys.toml"
    keys.write_text(auth.format_entry(auth.key_entry("alice", auth.hash_key(alice),
                                                     [f"glob:{user_id}-alice*"], False)) + "\n")
    server = start_server(None, "--embedder", "none", "--dimension", str(DIM), "--keys-file",
                          str(keys), "--http-listen", "127.0.0.1:0")  # fmt: skip
    both = Both(server, f"{user_id}-alice-g", f"{user_id}-alice-h", key=alice)
    scope = pb.Scope(user_id="USER")
    both.call("Remember", pb.RememberRequest(scope=scope, content="tea", embedding=_vector(0)))
    body = json.dumps({"scope": {"user_id": f"{user_id}-alice-h"}})
    status, answer = post(server.http, "List", body)  # no key
    assert status == 401 and answer["error"]["code"] == "UNAUTHENTICATED"
    with pytest.raises(grpc.RpcError) as err:
        server.stub.List(pb.ListRequest(scope=pb.Scope(user_id=f"{user_id}-alice-h")))
    assert answer["error"]["message"] == err.value.details()
    status, answer = post(server.http, "List", json.dumps({"scope": {"user_id": "bob"}}), alice)
    assert status == 403 and "may not access user_id 'bob'" in answer["error"]["message"]
    status, answer = post(server.http, "Maintain", "{}", alice)
    assert status == 403 and "admin-only" in answer["error"]["message"]
    status, answer = post(server.http, "List", body, alice)
    assert status == 200 and [m["content"] for m in answer["memories"]] == ["tea"]
    status, answer = post(server.http, "List", body, "mdk_" + "x" * 40)
    assert status == 401 and answer["error"]["message"] == "unknown API key"
