"""``serve --readers N`` (docs/all-cores.md): one writer and N reader processes on one port
and one data folder. What the writer acknowledges is visible from every reader within a
bounded wait; forgetting and superseding reach the readers too; a reader never answers from
another scope's memories; a reader killed with -9 is restarted and nothing is lost; after the
writer is killed with -9 its readers stop, and a restart serves every acknowledged write."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import grpc
import pytest

from memoryd.v1 import memory_pb2 as pb
from memoryd.v1 import memory_pb2_grpc

READERS = 2
VISIBLE_WITHIN_S = 2.0  # the bound a write takes to reach every reader (they poll every 2 ms)


def _ready_file(server) -> Path:
    return next(server.data_dir.parent.glob(f"{server.data_dir.name}.*.ready"))


def _readers(server, timeout: float = 120.0) -> list[dict]:
    """Return what each reader of ``server`` announced (address of its own port, pid), once
    all READERS serve."""
    ready = _ready_file(server)
    deadline = time.monotonic() + timeout
    while True:
        found = []
        for i in range(READERS):
            path = ready.with_name(f"{ready.name}.reader-{i}")
            try:
                found.append(json.loads(path.read_text()))
            except (OSError, ValueError):
                break
        alive = [r for r in found if _alive(r["pid"])]
        if len(alive) == READERS:
            return alive
        assert time.monotonic() < deadline, f"readers did not serve:\n{server.log()[-3000:]}"
        time.sleep(0.1)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    return not stat.exists() or stat.read_text().split()[2] != "Z"  # a zombie is gone too


def _stub(address: str) -> memory_pb2_grpc.MemoryServiceStub:
    return memory_pb2_grpc.MemoryServiceStub(grpc.insecure_channel(address))


def _until(check, what: str, within: float = VISIBLE_WITHIN_S) -> float:
    """Wait until ``check()`` holds (at most ``within`` s); return how long it took."""
    started = time.monotonic()
    while not check():
        assert time.monotonic() - started < within, what
        time.sleep(0.005)
    return time.monotonic() - started


def _ids(stub, scope: pb.Scope, query: str, top_k: int = 20) -> set[str]:
    hits = stub.Recall(pb.RecallRequest(scope=scope, query=query, top_k=top_k), timeout=10).hits
    return {h.memory.id for h in hits}


def _get(stub, scope: pb.Scope, memory_id: str) -> pb.Memory | None:
    try:
        return stub.Get(pb.GetRequest(scope=scope, id=memory_id), timeout=10)
    except grpc.RpcError as exc:
        assert exc.code() is grpc.StatusCode.NOT_FOUND, exc
        return None


@pytest.fixture(scope="module")
def group(start_server, tmp_path_factory):
    """A writer with READERS readers, shared by this module's tests (each uses its own user)."""
    server = start_server(tmp_path_factory.mktemp("readers") / "data", "--readers", str(READERS))
    _readers(server)
    return server


def test_readers_are_separate_processes_on_the_writers_port(group):
    readers = _readers(group)
    pids = {r["pid"] for r in readers}
    assert len(pids) == READERS and group.proc.pid not in pids
    # Calls on the shared port land on every process (the kernel spreads connections).
    for _ in range(8):
        stub = _stub(group.address)
        assert stub.Stats(pb.StatsRequest(scope=pb.Scope(user_id="nobody")), timeout=10)


def test_a_write_acknowledged_by_the_writer_is_visible_from_every_reader(group, user_id):
    scope = pb.Scope(user_id=user_id)
    readers = [_stub(r["address"]) for r in _readers(group)]
    facts = [f"{user_id} keeps fact number {i}: the {i}th plant is a fern" for i in range(12)]
    waits = []
    for fact in facts:
        memory = group.stub.Remember(pb.RememberRequest(scope=scope, content=fact), timeout=10)
        for reader in readers:
            waits.append(
                _until(
                    lambda r=reader, m=memory.memory: _get(r, scope, m.id) is not None,
                    f"{fact!r} not visible on a reader within {VISIBLE_WITHIN_S}s",
                )
            )
    ids = {m.id for m in group.stub.List(pb.ListRequest(scope=scope, page_size=100)).memories}
    assert len(ids) == len(facts)
    for reader in readers:
        assert {
            m.id for m in reader.List(pb.ListRequest(scope=scope, page_size=100)).memories
        } == ids
        assert _ids(reader, scope, "which plant is a fern") <= ids
        assert _ids(reader, scope, "which plant is a fern")
    assert max(waits) < VISIBLE_WITHIN_S


def test_a_read_after_an_acknowledged_write_sees_it_on_every_reader(group, user_id):
    """Read-your-writes with no wait: a reader applies the change log before each read, and
    the writer acknowledges only after the commit that logs the change."""
    scope = pb.Scope(user_id=user_id)
    readers = [_stub(r["address"]) for r in _readers(group)]
    for i in range(10):
        memory = group.stub.Remember(
            pb.RememberRequest(scope=scope, content=f"parcel {i} for {user_id} is at locker {i}"),
            timeout=10,
        ).memory
        for reader in readers:
            assert _get(reader, scope, memory.id) is not None, i
            assert memory.id in _ids(reader, scope, f"where is parcel {i}", top_k=50), i
        group.stub.Forget(
            pb.ForgetRequest(scope=scope, ids=[memory.id], mode=pb.FORGET_MODE_SUPPRESS),
            timeout=10,
        )
        for reader in readers:
            assert memory.id not in _ids(reader, scope, f"where is parcel {i}", top_k=50), i


def test_a_write_sent_to_a_reader_is_done_by_the_writer(group, user_id):
    scope = pb.Scope(user_id=user_id)
    reader = _stub(_readers(group)[0]["address"])
    memory = reader.Remember(
        pb.RememberRequest(scope=scope, content="Dana moved to Lisbon in May"), timeout=10
    ).memory
    assert _get(group.stub, scope, memory.id) is not None  # the writer stored it
    with pytest.raises(grpc.RpcError) as refused:  # the writer's refusal comes back as it is
        reader.Remember(pb.RememberRequest(scope=scope, content="  "), timeout=10)
    assert refused.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert "content" in (refused.value.details() or "")


def test_forget_and_supersede_reach_every_reader(group, user_id):
    scope = pb.Scope(user_id=user_id)
    readers = [_stub(r["address"]) for r in _readers(group)]
    write = group.stub
    gone = write.Remember(
        pb.RememberRequest(scope=scope, content="Erin's locker code is 4411"), timeout=10
    ).memory
    hidden = write.Remember(
        pb.RememberRequest(scope=scope, content="Erin plays the cello on Sundays"), timeout=10
    ).memory
    old = write.Remember(
        pb.RememberRequest(scope=scope, content="Erin works at the harbour office"), timeout=10
    ).memory
    for reader in readers:
        _until(lambda r=reader: _get(r, scope, old.id) is not None, "not visible")
        assert old.id in _ids(reader, scope, "where does Erin work")  # read before the Update
    write.Forget(
        pb.ForgetRequest(scope=scope, ids=[gone.id], mode=pb.FORGET_MODE_DELETE), timeout=10
    )
    write.Forget(
        pb.ForgetRequest(scope=scope, ids=[hidden.id], mode=pb.FORGET_MODE_SUPPRESS), timeout=10
    )
    new = write.Update(
        pb.UpdateRequest(scope=scope, id=old.id, content="Erin works at the railway station"),
        timeout=10,
    ).memory
    assert new.id != old.id
    for reader in readers:
        _until(lambda r=reader: _get(r, scope, gone.id) is None, "a deleted memory is served")
        _until(
            lambda r=reader: gone.id not in _ids(r, scope, "locker code"),
            "a deleted memory is recalled",
        )
        _until(
            lambda r=reader: hidden.id not in _ids(r, scope, "what does Erin play"),
            "a suppressed memory is recalled",
        )
        _until(
            lambda r=reader: (
                new.id in (found := _ids(r, scope, "where does Erin work")) and old.id not in found
            ),
            "the new version is not recalled in place of the old one",
        )
        history = reader.History(pb.HistoryRequest(scope=scope, id=new.id), timeout=10)
        assert [e.memory.id for e in history.entries] == [old.id, new.id]
        # Each reader recalled the old version before the Update (above): what it serves now
        # is the record as the writer changed it, not the one it read first.
        hits = reader.Recall(
            pb.RecallRequest(
                scope=scope, query="where does Erin work", top_k=20, include_history=True
            ),
            timeout=10,
        ).hits
        served = {h.memory.id: h.memory for h in hits}
        assert (served[old.id].status, served[old.id].superseded_by) == (
            pb.STATUS_SUPERSEDED,
            new.id,
        )
    # ... and Stats through each reader's port (forwarded: the writer holds the exact counts)
    # counts one memory erased no more, one suppressed, one replaced by its new version
    counted = (3, {"ACTIVE": 1, "SUPPRESSED": 1, "SUPERSEDED": 1}, {"SEMANTIC": 3})
    for reader in readers:
        _until(lambda r=reader: _counts(r, scope) == counted, f"counts {_counts(reader, scope)}")


def _counts(stub, scope: pb.Scope) -> tuple[int, dict[str, int], dict[str, int]]:
    stats = stub.Stats(pb.StatsRequest(scope=scope), timeout=10)
    positive = {k: v for k, v in stats.by_status.items() if v}
    return stats.total, positive, {k: v for k, v in stats.by_type.items() if v}


def test_a_reader_never_answers_from_another_scope(group, user_id):
    alice, bob = pb.Scope(user_id=f"{user_id}-a"), pb.Scope(user_id=f"{user_id}-b")
    readers = [_stub(r["address"]) for r in _readers(group)]
    secrets = [
        group.stub.Remember(
            pb.RememberRequest(scope=alice, content=f"alice's bank PIN hint number {i} is blue"),
            timeout=10,
        ).memory
        for i in range(5)
    ]
    group.stub.Remember(
        pb.RememberRequest(scope=bob, content="bob likes blue bicycles"), timeout=10
    )
    for reader in readers:
        _until(lambda r=reader: _get(r, alice, secrets[-1].id) is not None, "not visible")
        for query in ("alice bank PIN hint", "blue"):
            found = _ids(reader, bob, query)
            assert not found & {m.id for m in secrets}
        listed = reader.List(pb.ListRequest(scope=bob, page_size=100)).memories
        assert all(m.scope.user_id == bob.user_id for m in listed)
        for secret in secrets:
            assert _get(reader, bob, secret.id) is None


def test_kill_9_of_a_reader_loses_nothing_and_it_is_restarted(group, user_id):
    scope = pb.Scope(user_id=user_id)
    victim = _readers(group)[0]
    acked = []
    for i in range(5):
        acked.append(
            group.stub.Remember(
                pb.RememberRequest(scope=scope, content=f"before the crash, note {i}"), timeout=10
            ).memory.id
        )
    os.kill(victim["pid"], 9)
    for i in range(5):  # the port keeps serving meanwhile (retried: a dropped connection)
        for _attempt in range(20):
            try:
                acked.append(
                    _stub(group.address)
                    .Remember(
                        pb.RememberRequest(scope=scope, content=f"after the crash, note {i}"),
                        timeout=10,
                    )
                    .memory.id
                )
                break
            except grpc.RpcError:
                time.sleep(0.1)
    assert len(acked) == 10
    readers = _readers(group)  # a restarted reader took the killed one's place
    assert victim["pid"] not in {r["pid"] for r in readers}
    for reader in [_stub(r["address"]) for r in readers] + [group.stub]:
        for memory_id in acked:
            _until(lambda r=reader, m=memory_id: _get(r, scope, m) is not None, "lost", 10)


def test_kill_9_of_the_writer_keeps_acknowledged_writes_and_stops_its_readers(
    start_server, tmp_path
):
    data_dir = tmp_path / "data"
    first = start_server(data_dir, "--readers", str(READERS))
    readers = _readers(first)
    scope = pb.Scope(user_id="writer-crash")
    acked = [
        first.stub.Remember(
            pb.RememberRequest(scope=scope, content=f"acknowledged before the crash {i}"),
            timeout=10,
        ).memory.id
        for i in range(20)
    ]
    first.kill()
    _until(
        lambda: not any(_alive(r["pid"]) for r in readers),
        "readers outlived their writer",
        10,
    )
    for ready in tmp_path.glob("data.*.ready*"):
        ready.unlink()
    second = start_server(data_dir, "--readers", str(READERS))
    for reader in [_stub(r["address"]) for r in _readers(second)] + [second.stub]:
        for memory_id in acked:
            assert _get(reader, scope, memory_id) is not None
    second.terminate()


def test_recalls_answered_by_a_reader_count_as_accesses_on_the_writer(group, user_id):
    """A reader cannot write, so it hands what its recalls counted to the writer (over the
    writer's local socket, about once a second): access statistics see every process's
    recalls, as with one process."""
    scope = pb.Scope(user_id=user_id)
    reader = _stub(_readers(group)[0]["address"])
    memory = group.stub.Remember(
        pb.RememberRequest(scope=scope, content=f"{user_id}'s bike lock code is 2291"),
        timeout=10,
    ).memory
    assert group.stub.Get(pb.GetRequest(scope=scope, id=memory.id)).access_count == 0
    recalls = 5
    for _ in range(recalls):
        assert memory.id in _ids(reader, scope, "bike lock code")
    _until(
        lambda: group.stub.Get(pb.GetRequest(scope=scope, id=memory.id)).access_count == recalls,
        "the reader's recalls are not counted on the writer",
        within=5.0,
    )


def test_no_client_can_report_accesses_to_the_writer(group, user_id):
    from memoryd.v1 import reader_link_pb2, reader_link_pb2_grpc

    scope = pb.Scope(user_id=user_id)
    memory = group.stub.Remember(
        pb.RememberRequest(scope=scope, content="the spare key is under the blue pot"), timeout=10
    ).memory
    forged = reader_link_pb2.AccessReport(
        counts=[reader_link_pb2.AccessCount(id=bytes.fromhex(memory.id), count=1000)]
    )
    # The kernel hands each new connection to the shared port to one of the processes: a
    # reader has no such method, the writer refuses any peer but its local socket.
    codes = []
    for _ in range(30):
        # a connection of its own each time (channels share them by default)
        with grpc.insecure_channel(
            group.address, options=[("grpc.use_local_subchannel_pool", 1)]
        ) as channel:
            with pytest.raises(grpc.RpcError) as refused:
                reader_link_pb2_grpc.ReaderLinkStub(channel).ReportAccess(forged, timeout=10)
            codes.append(refused.value.code())
        if grpc.StatusCode.PERMISSION_DENIED in codes:
            break
    assert grpc.StatusCode.PERMISSION_DENIED in codes, codes  # the writer was reached
    assert set(codes) <= {grpc.StatusCode.PERMISSION_DENIED, grpc.StatusCode.UNIMPLEMENTED}
    time.sleep(1.5)  # a flush later, still nothing counted
    assert group.stub.Get(pb.GetRequest(scope=scope, id=memory.id)).access_count == 0
