"""memoryd.client's retries: which calls are repeated on UNAVAILABLE, how often, within which
deadline. A small in-process gRPC server on loopback plays a flaky network: it answers
UNAVAILABLE a set number of times, then answers; it counts the calls it saw. (The real server
cannot be made to fail that way on cue; everything else about the client is tested against it.)
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections import Counter
from collections.abc import Iterator
from concurrent import futures
from typing import Any

import grpc
import pytest

from memoryd.client import (
    AsyncMemoryClient,
    DeadlineExceeded,
    InvalidArgument,
    MemoryClient,
    RetryPolicy,
    ServerError,
    Unavailable,
)
from memoryd.client._retry import attempts
from memoryd.v1 import memory_pb2 as pb
from memoryd.v1 import memory_pb2_grpc

FAST = RetryPolicy(max_attempts=4, initial_backoff_s=0.001, max_backoff_s=0.005)


class Flaky(memory_pb2_grpc.MemoryServiceServicer):
    """Fails each RPC ``failures[name]`` times with ``code``, then answers; counts calls."""

    def __init__(self) -> None:
        self.failures: Counter[str] = Counter()
        self.code = grpc.StatusCode.UNAVAILABLE
        self.calls: Counter[str] = Counter()
        self.metadata: list[dict[str, str]] = []
        self._lock = threading.Lock()

    def _enter(self, name: str, context: grpc.ServicerContext) -> None:
        with self._lock:
            self.calls[name] += 1
            self.metadata.append(dict(context.invocation_metadata()))
            fail = self.failures[name] > 0
            if fail:
                self.failures[name] -= 1
        if fail:
            context.abort(self.code, f"{name} is flaky")

    def Stats(self, request: Any, context: grpc.ServicerContext) -> Any:
        self._enter("Stats", context)
        return pb.StatsResponse(total=7, dimension=4)

    def Remember(self, request: Any, context: grpc.ServicerContext) -> Any:
        self._enter("Remember", context)
        return pb.RememberResponse(action=pb.REMEMBER_ACTION_CREATED)

    def Forget(self, request: Any, context: grpc.ServicerContext) -> Any:
        self._enter("Forget", context)
        return pb.ForgetResponse(affected_ids=list(request.ids))

    def Update(self, request: Any, context: grpc.ServicerContext) -> Any:
        self._enter("Update", context)
        return pb.UpdateResponse(memory=pb.Memory(id=request.id))

    def SetWorking(self, request: Any, context: grpc.ServicerContext) -> Any:
        self._enter("SetWorking", context)
        return pb.WorkingState(task_id=request.task_id)

    def AppendTurn(self, request: Any, context: grpc.ServicerContext) -> Any:
        self._enter("AppendTurn", context)
        return pb.AppendTurnResponse(turns=1)

    def Export(self, request: Any, context: grpc.ServicerContext) -> Iterator[Any]:
        with self._lock:
            self.calls["Export"] += 1
            fail_first = self.failures["Export"] > 0
            if fail_first:
                self.failures["Export"] -= 1
        if fail_first:
            context.abort(self.code, "Export is flaky")
        yield pb.ExportRecord(memory=pb.Memory(id="a" * 32))
        with self._lock:
            cut = self.failures["ExportMidway"] > 0
            self.failures["ExportMidway"] -= cut
        if cut:
            context.abort(self.code, "connection lost midway")
        yield pb.ExportRecord(memory=pb.Memory(id="b" * 32))


@pytest.fixture(scope="module")
def flaky_server() -> Iterator[tuple[Flaky, str]]:
    servicer = Flaky()
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=4))
    memory_pb2_grpc.add_MemoryServiceServicer_to_server(servicer, server)
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    yield servicer, f"127.0.0.1:{port}"
    server.stop(None)


@pytest.fixture
def flaky(flaky_server: tuple[Flaky, str]) -> Flaky:
    servicer, _ = flaky_server
    servicer.failures.clear()
    servicer.calls.clear()
    servicer.metadata.clear()
    servicer.code = grpc.StatusCode.UNAVAILABLE
    return servicer


@pytest.fixture
def client(flaky_server: tuple[Flaky, str]) -> Iterator[MemoryClient]:
    with MemoryClient(flaky_server[1], timeout=10, retry=FAST) as c:
        yield c


# --- what the client repeats ---------------------------------------------------------------------


def test_idempotent_call_is_retried_until_it_succeeds(flaky: Flaky, client: MemoryClient) -> None:
    flaky.failures["Stats"] = 2
    assert client.stats("alice").total == 7
    assert flaky.calls["Stats"] == 3


def test_retries_stop_at_max_attempts(flaky: Flaky, client: MemoryClient) -> None:
    flaky.failures["Stats"] = 10
    with pytest.raises(Unavailable, match="flaky"):
        client.stats("alice")
    assert flaky.calls["Stats"] == FAST.max_attempts


def test_retry_none_tries_once(flaky: Flaky, flaky_server: tuple[Flaky, str]) -> None:
    flaky.failures["Stats"] = 1
    with MemoryClient(flaky_server[1], retry=None) as client:
        with pytest.raises(Unavailable):
            client.stats("alice")
    assert flaky.calls["Stats"] == 1


def test_other_codes_are_not_retried(flaky: Flaky, client: MemoryClient) -> None:
    flaky.code = grpc.StatusCode.INTERNAL
    flaky.failures["Stats"] = 1
    with pytest.raises(ServerError):
        client.stats("alice")
    flaky.code = grpc.StatusCode.INVALID_ARGUMENT
    flaky.failures["Stats"] = 1
    with pytest.raises(InvalidArgument):
        client.stats("alice")
    assert flaky.calls["Stats"] == 2


@pytest.mark.parametrize(
    "call, rpc",
    [
        (lambda c: c.remember("alice", "x"), "Remember"),
        (lambda c: c.extract_and_remember("alice", "I live in Lyon"), "Remember"),
        (lambda c: c.forget("alice", ["a" * 32]), "Forget"),  # delete
        (lambda c: c.update("alice", "a" * 32, content="new text"), "Update"),
        (lambda c: c.set_working("alice", "t", {"k": 1}, end_task=True), "SetWorking"),
        (lambda c: c.append_turn("alice", "user", "hi", session_id="s"), "AppendTurn"),
    ],
)
def test_calls_unsafe_to_repeat_are_not_retried(
    flaky: Flaky, client: MemoryClient, call: Any, rpc: str
) -> None:
    flaky.failures[rpc] = 1
    with pytest.raises(Unavailable):
        call(client)
    assert flaky.calls[rpc] == 1


@pytest.mark.parametrize(
    "call, rpc",
    [
        (lambda c: c.forget("alice", ["a" * 32], mode="suppress"), "Forget"),
        (lambda c: c.forget("alice", ["a" * 32], mode="restore"), "Forget"),
        (lambda c: c.update("alice", "a" * 32, importance=0.9), "Update"),
        (lambda c: c.set_working("alice", "t", {"k": 1}), "SetWorking"),
    ],
)
def test_calls_safe_to_repeat_in_that_form_are_retried(
    flaky: Flaky, client: MemoryClient, call: Any, rpc: str
) -> None:
    flaky.failures[rpc] = 2
    call(client)
    assert flaky.calls[rpc] == 3


def test_the_timeout_bounds_the_whole_call_backoff_included(
    flaky: Flaky, flaky_server: tuple[Flaky, str]
) -> None:
    # The first wait (60 s) would pass the deadline (1 s). The channel's retries (Stats) end
    # at the deadline, in DEADLINE_EXCEEDED; the client's loop (Forget suppress) gives up at
    # once with the UNAVAILABLE it got, instead of sleeping past it.
    slow = RetryPolicy(initial_backoff_s=60, max_backoff_s=60, jitter=0)
    flaky.failures["Stats"] = 1
    flaky.failures["Forget"] = 1
    with MemoryClient(flaky_server[1], timeout=1.0, retry=slow) as client:
        with pytest.raises(DeadlineExceeded):
            client.stats("alice")
        with pytest.raises(Unavailable):
            client.forget("alice", ["a" * 32], mode="suppress")
    # gRPC draws each wait from [0, 60 s]: a second try within the second is rare, never a third
    assert flaky.calls["Stats"] <= 2 and flaky.calls["Forget"] == 1


def test_export_is_retried_before_its_first_record_only(flaky: Flaky, client: MemoryClient) -> None:
    flaky.failures["Export"] = 1
    assert [r.memory.id for r in client.export("alice")] == ["a" * 32, "b" * 32]
    assert flaky.calls["Export"] == 2

    flaky.calls.clear()
    flaky.failures["ExportMidway"] = 1
    seen = []
    with pytest.raises(Unavailable, match="midway"):
        for record in client.export("alice"):
            seen.append(record.memory.id)
    assert seen == ["a" * 32]  # never the same record twice
    assert flaky.calls["Export"] == 1


def test_api_key_is_sent_as_bearer_metadata(flaky: Flaky, flaky_server: tuple[Flaky, str]) -> None:
    with MemoryClient(flaky_server[1], api_key="k-123") as client:
        client.stats("alice")
    assert flaky.metadata[-1]["authorization"] == "Bearer k-123"
    with MemoryClient(flaky_server[1]) as client:
        client.stats("alice")
    assert "authorization" not in flaky.metadata[-1]


def test_async_client_retries_the_same_way(flaky: Flaky, flaky_server: tuple[Flaky, str]) -> None:
    async def main() -> None:
        async with AsyncMemoryClient(flaky_server[1], retry=FAST, api_key="k") as client:
            flaky.failures["Stats"] = 2
            assert (await client.stats("alice")).dimension == 4
            flaky.failures["Remember"] = 1
            with pytest.raises(Unavailable):
                await client.remember("alice", "x")
            flaky.failures["Export"] = 1
            assert [r.memory.id async for r in client.export("alice")] == ["a" * 32, "b" * 32]

    asyncio.run(main())
    assert flaky.calls == Counter({"Stats": 3, "Remember": 1, "Export": 2})
    assert all(m.get("authorization") == "Bearer k" for m in flaky.metadata)


def test_with_timeout_shares_the_channel_and_changes_only_the_deadline(
    flaky: Flaky, flaky_server: tuple[Flaky, str]
) -> None:
    slow = RetryPolicy(initial_backoff_s=60, max_backoff_s=60, jitter=0)
    with MemoryClient(flaky_server[1], timeout=None, retry=slow) as client:
        quick = client.with_timeout(1.0)
        assert quick._channel is client._channel and client._timeout is None
        flaky.failures["Stats"] = 1
        with pytest.raises(DeadlineExceeded):
            quick.stats("alice")  # 1 s: no time for a 60 s backoff
        assert flaky.calls["Stats"] <= 2
        assert client.stats("alice").total == 7  # the original is unchanged


# --- who retries: the channel (gRPC's retryPolicy) or the client's loop -------------------------


def test_reads_are_retried_by_the_channel_not_the_loop(flaky: Flaky, client: MemoryClient) -> None:
    assert attempts("Stats", None, FAST, 10.0).wait_after(_unavailable()) is None  # loop: 1 try
    flaky.failures["Stats"] = 2
    assert client.stats("alice").total == 7  # so the two retries were the channel's
    assert flaky.calls["Stats"] == 3


def test_more_attempts_than_grpc_allows_go_to_the_loop(
    flaky: Flaky, flaky_server: tuple[Flaky, str]
) -> None:
    many = RetryPolicy(max_attempts=8, initial_backoff_s=0.001, max_backoff_s=0.002)
    flaky.failures["Stats"] = 7
    with MemoryClient(flaky_server[1], retry=many) as client:
        assert client.stats("alice").total == 7
    assert flaky.calls["Stats"] == 8  # gRPC would have stopped at 5


def test_a_service_config_of_the_caller_replaces_ours(
    flaky: Flaky, flaky_server: tuple[Flaky, str]
) -> None:
    options = [("grpc.service_config", json.dumps({"methodConfig": []}))]
    flaky.failures["Stats"] = 1
    with MemoryClient(flaky_server[1], retry=FAST, options=options) as client:
        with pytest.raises(Unavailable):
            client.stats("alice")
    assert flaky.calls["Stats"] == 1


def _unavailable() -> grpc.RpcError:
    class Failed(grpc.RpcError):
        def code(self) -> grpc.StatusCode:
            return grpc.StatusCode.UNAVAILABLE

    return Failed()
