"""The pure parts of sharding: the pool key's spelling, nginx's ring as rebalance computes it,
fences (persisted, draining admitted writes), and how a copy is compared."""

from __future__ import annotations

import threading
import time
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memoryd.client._pool_header import pool_key as client_pool_key
from memoryd.client._pool_header import pool_of
from memoryd.core import ConfigurationError
from memoryd.server.fences import FENCES_FILE, Fence, Fences, FenceTimeout
from memoryd.server.pool_key import pool_key, pools_of
from memoryd.server.ring import NginxRing
from memoryd.server.settings import load_settings
from memoryd.server.shard_admin import same_records
from memoryd.v1 import memory_pb2 as pb

text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=20)


@given(text, text)
def test_the_pool_key_is_ascii_splits_back_and_is_the_same_in_client_and_server(user, agent):
    from urllib.parse import unquote

    key = pool_key(user, agent)
    assert key == client_pool_key(user, agent)
    assert key.isascii() and key.count("/") == 1
    head, tail = key.split("/")
    assert (unquote(head), unquote(tail)) == (user, agent)


def test_the_pool_key_keeps_only_unreserved_characters():
    assert pool_key("ann O'Neil (*)!~", "a/b") == "ann%20O%27Neil%20%28%2A%29%21~/a%2Fb"
    assert pool_key("用户", "") == "%E7%94%A8%E6%88%B7/"


def test_which_pool_a_request_names():
    one = pb.RememberRequest(scope=pb.Scope(user_id="u", agent_id="a"))
    other = pb.RememberRequest(scope=pb.Scope(user_id="v"))
    assert pools_of("Remember", one) == [("u/a", "scope")]
    batch = pb.RememberBatchRequest(items=[one, other])
    assert pools_of("RememberBatch", batch) == [("u/a", "items[0].scope"), ("v/", "items[1].scope")]
    assert pools_of("Export", pb.ExportRequest(all_users=True)) == []
    assert pools_of("Maintain", pb.MaintainRequest()) == []
    assert pool_of(batch) is None and pool_of(pb.RememberBatchRequest(items=[one, one])) == "u/a"
    assert pool_of(pb.ExportRequest(all_users=True)) is None and pool_of(other) == "v/"


def _keys(n: int) -> list[str]:
    return [pool_key(f"user-{i}", "") for i in range(n)]


def test_adding_a_shard_moves_about_its_share_and_only_onto_it():
    old = [f"10.0.0.{i}:50051" for i in range(4)]
    new = [*old, "10.0.0.9:50051"]
    before, after = NginxRing(old), NginxRing(new)
    keys = _keys(20_000)
    moved = [k for k in keys if before.owner(k) != after.owner(k)]
    assert all(after.owner(k) == new[-1] for k in moved)
    assert 0.12 < len(moved) / len(keys) < 0.30  # 1/5 expected
    load = Counter(after.owner(k) for k in keys)
    assert max(load.values()) / (len(keys) / len(new)) < 1.5


def test_removing_a_shard_moves_only_its_pools():
    servers = [f"shard-{i}:50051" for i in range(5)]
    before, after = NginxRing(servers), NginxRing(servers[:-1])
    for key in _keys(5_000):
        if before.owner(key) != servers[-1]:
            assert after.owner(key) == before.owner(key)


def test_the_ring_splits_host_and_port_as_nginx_does():
    # The order servers are listed in does not matter; their strings do.
    a, b = NginxRing(["h1:1", "h2:2"]), NginxRing(["h2:2", "h1:1"])
    assert all(a.owner(k) == b.owner(k) for k in _keys(500))
    with pytest.raises(ValueError):
        NginxRing(["h1:1", "h1:1"])


def test_a_fence_persists_and_refuses_writes(tmp_path):
    fences = Fences(tmp_path)
    assert fences.begin_write("u/") is Fence.NONE
    fences.end_write("u/")
    fences.set(["u/"], Fence.MOVING)
    assert fences.begin_write("u/") is Fence.MOVING
    assert Fences(tmp_path).state("u/") is Fence.MOVING  # a restart keeps it
    fences.set(["u/"], Fence.NONE)
    assert Fences(tmp_path).fenced() == {}


def test_setting_a_fence_waits_for_the_writes_already_admitted(tmp_path):
    fences = Fences(tmp_path)
    assert fences.begin_write("u/") is Fence.NONE
    done = threading.Event()

    def fence() -> None:
        fences.set(["u/"], Fence.MOVING)
        done.set()

    worker = threading.Thread(target=fence)
    worker.start()
    time.sleep(0.2)
    assert not done.is_set()  # the admitted write has not committed yet
    fences.end_write("u/")
    worker.join(5)
    assert done.is_set()
    assert fences.begin_write("v/") is Fence.NONE  # another pool is not held up
    with pytest.raises(FenceTimeout):
        fences.set(["v/"], Fence.MOVING, drain_s=0.1)


def test_a_damaged_fences_file_is_a_startup_error_with_a_way_out(tmp_path):
    (tmp_path / FENCES_FILE).write_text("{not json")
    with pytest.raises(ConfigurationError, match="delete it if no rebalance was running"):
        Fences(tmp_path)


def test_routing_settings_are_checked():
    assert not load_settings({}).routing.header_required
    assert load_settings({"routing.pool_header": "required"}).routing.header_required
    with pytest.raises(ConfigurationError, match="optional"):
        _ = load_settings({"routing.pool_header": "always"}).routing.header_required


def _record(id: str, content: str, accesses: int = 0) -> pb.ExportRecord:
    return pb.ExportRecord(memory=pb.Memory(id=id, content=content, access_count=accesses))


def test_a_copy_is_compared_record_by_record_except_access_counts():
    source = [_record("a", "x"), _record("b", "y")]
    assert same_records(source, [_record("b", "y", accesses=3), _record("a", "x")], True) is None
    assert "1 missing" in (same_records(source, source[:1], True) or "")
    assert "1 changed" in (same_records(source, [source[0], _record("b", "z")], True) or "")
    more = [*source, _record("c", "newer")]
    assert "1 unexpected" in (same_records(source, more, True) or "")
    assert same_records(source, more, False) is None  # settled: the target may hold newer ones
