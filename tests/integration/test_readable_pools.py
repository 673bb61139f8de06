"""ReadablePools on a live server: a key is told of its own pools only, over gRPC and HTTP,
however the request or the user ids try to widen it; with auth off, every pool stored.

Client vectors only (``--embedder none``): the model plays no part in who sees what.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.request

import grpc
import pytest

from memoryd.server import auth
from memoryd.server.pool_key import POOL_HEADER, pool_key
from memoryd.v1 import memory_pb2 as pb

DIM = 4
KEYS = {name: auth.new_key() for name in ("alice", "team", "carol", "admin")}
BOUND = {"alice": ["alice"], "team": ["glob:team-*"], "carol": ["carol"], "admin": []}
# (user_id, agent_id) -> memories stored there by the admin
STORED = {
    ("alice", ""): 2,
    ("alice", "bot"): 1,
    ("alice2", ""): 1,  # a prefix of alice's id is someone else
    ("Alice", ""): 1,  # so is another case
    ("alice*", ""): 1,  # and a literal star
    ("bob", ""): 1,
    ("bob", "alice"): 1,  # an agent named like a user grants nothing
    ("team-a", ""): 1,
    ("team-b", "x"): 2,
    ("teamx", ""): 1,  # outside glob:team-*
}


def _metadata(name: str | None) -> list[tuple[str, str]]:
    return [("authorization", f"Bearer {KEYS[name]}")] if name else []


@pytest.fixture(scope="module")
def secured(start_server, tmp_path_factory):
    keys = tmp_path_factory.mktemp("pools") / "keys.toml"
    for name, key in KEYS.items():
        auth.append_key(keys, auth.key_entry(name, auth.hash_key(key), BOUND[name],
                                             name == "admin"))  # fmt: skip
    server = start_server(None, "--keys-file", str(keys), "--embedder", "none", "--dimension",
                          str(DIM), "--http-listen", "127.0.0.1:0")  # fmt: skip
    for (user, agent), count in STORED.items():
        for i in range(count):
            server.stub.Remember(pb.RememberRequest(
                scope=pb.Scope(user_id=user, agent_id=agent), content=f"{user} fact {i}",
                embedding=[1.0, float(i), 0.0, 0.0]), metadata=_metadata("admin"))  # fmt: skip
    return server


def _pools(server, name: str | None, extra=()) -> list[tuple[str, str, int]]:
    metadata = _metadata(name) + list(extra)
    answer = server.stub.ReadablePools(pb.ReadablePoolsRequest(), metadata=metadata, timeout=30)
    return [(p.scope.user_id, p.scope.agent_id, p.memories) for p in answer.pools]


def _http(server, name: str | None, body: str = "{}") -> tuple[int, dict]:
    request = urllib.request.Request(f"http://{server.http}/v1/ReadablePools", data=body.encode(),
                                     method="POST")  # fmt: skip
    if name:
        request.add_header("Authorization", f"Bearer {KEYS[name]}")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


def test_a_key_is_told_of_its_own_pools_only(secured):
    assert _pools(secured, "alice") == [("alice", "", 2), ("alice", "bot", 1)]
    assert _pools(secured, "team") == [("team-a", "", 1), ("team-b", "x", 2)]
    # A literal user with nothing stored yet: its shared pool, empty, so the picker offers it.
    assert _pools(secured, "carol") == [("carol", "", 0)]
    every = sorted((u, a, n) for (u, a), n in STORED.items())
    assert _pools(secured, "admin") == every


def test_no_key_or_an_unknown_key_is_told_nothing(secured):
    for metadata in ([], [("authorization", f"Bearer {auth.new_key()}")],
                     [("authorization", f"Token {KEYS['alice']}")]):  # fmt: skip
        with pytest.raises(grpc.RpcError) as caught:
            secured.stub.ReadablePools(pb.ReadablePoolsRequest(), metadata=metadata, timeout=30)
        assert caught.value.code() is grpc.StatusCode.UNAUTHENTICATED


def test_a_pool_header_naming_another_pool_widens_nothing(secured):
    # The routing header names bob's pool; the call names no pool, so nothing is routed by
    # it, and what alice's key is told stays alice's.
    header = [(POOL_HEADER, pool_key("bob", ""))]
    assert _pools(secured, "alice", header) == [("alice", "", 2), ("alice", "bot", 1)]


def test_the_http_gateway_tells_the_same(secured):
    for name in ("alice", "team", "carol", "admin"):
        status, body = _http(secured, name)
        assert status == 200
        got = [(p["scope"]["user_id"], p["scope"]["agent_id"], int(p["memories"]))
               for p in body["pools"]]  # fmt: skip
        assert got == _pools(secured, name), name
    status, body = _http(secured, None)
    assert status == 401 and body["error"]["code"] == "UNAUTHENTICATED"
    # A body that tries to ask for someone's pools is refused: the request names no pool.
    status, body = _http(secured, "alice", json.dumps({"scope": {"user_id": "bob"}}))
    assert status == 400 and "bob" not in json.dumps(body).replace('"bob"', "")


def test_what_a_key_is_told_it_may_read_and_nothing_else(secured):
    """Every pool ReadablePools names for a key answers List to that key; every other stored
    pool refuses it."""
    for name in ("alice", "team", "carol"):
        told = {(u, a) for u, a, _ in _pools(secured, name)}
        for user, agent in told | set(STORED):
            request = pb.ListRequest(scope=pb.Scope(user_id=user, agent_id=agent))
            try:
                page = secured.stub.List(request, metadata=_metadata(name), timeout=30)
            except grpc.RpcError as exc:
                assert (user, agent) not in told, (name, user, agent, exc.details())
                assert exc.code() is grpc.StatusCode.PERMISSION_DENIED
                continue
            assert (user, agent) in told, (name, user, agent)
            assert len(page.memories) == STORED.get((user, agent), 0)


def test_with_auth_off_every_pool_stored_is_listed(start_server):
    server = start_server(None, "--embedder", "none", "--dimension", str(DIM))
    for user, agent in (("u1", ""), ("u1", "a"), ("u2", "")):
        server.stub.Remember(pb.RememberRequest(scope=pb.Scope(user_id=user, agent_id=agent),
                                                content="x", embedding=[1, 0, 0, 0]))  # fmt: skip
    assert _pools(server, None) == [("u1", "", 1), ("u1", "a", 1), ("u2", "", 1)]


def _paged(server, name: str | None, size: int) -> tuple[list[tuple[str, str, int]], int]:
    """Return every pool told to ``name`` by paging with ``size``, and the calls it took."""
    told, cursor, calls = [], "", 0
    while True:
        answer = server.stub.ReadablePools(pb.ReadablePoolsRequest(page_size=size, cursor=cursor),
                                           metadata=_metadata(name), timeout=30)  # fmt: skip
        calls += 1
        assert len(answer.pools) <= size
        told += [(p.scope.user_id, p.scope.agent_id, p.memories) for p in answer.pools]
        cursor = answer.next_cursor
        if not cursor:
            return told, calls


def test_pages_of_the_pools_add_up_to_the_whole_list(secured):
    for name in ("alice", "team", "carol", "admin"):
        whole = _pools(secured, name)
        for size in (1, 2, 3):
            told, calls = _paged(secured, name, size)
            assert told == whole, (name, size)
            # Full pages: the key's pools are paged, not the server's pools then filtered.
            assert calls == max(1, -(-len(whole) // size)), (name, size)
    # Over HTTP, the same pages.
    status, body = _http(secured, "admin", json.dumps({"page_size": 4}))
    assert status == 200 and len(body["pools"]) == 4 and body["next_cursor"]
    status, rest = _http(secured, "admin", json.dumps({"cursor": body["next_cursor"]}))
    assert [p["scope"]["user_id"] for p in body["pools"] + rest["pools"]] == [
        u for u, _, _ in _pools(secured, "admin")]  # fmt: skip


def test_a_bad_page_size_or_cursor_is_refused_with_what_is_allowed(secured):
    for request, field in ((pb.ReadablePoolsRequest(page_size=1_001), "page_size"),
                           (pb.ReadablePoolsRequest(cursor="not a cursor"), "cursor")):  # fmt: skip
        with pytest.raises(grpc.RpcError) as caught:
            secured.stub.ReadablePools(request, metadata=_metadata("alice"), timeout=30)
        assert caught.value.code() is grpc.StatusCode.INVALID_ARGUMENT
        assert caught.value.details().startswith(f"{field}:"), caught.value.details()
