"""`kill -USR1 <pid>` makes a running memoryd print every thread's stack to its log and go on
serving: what an operator (or a test whose server will not stop) reads to see what it waits on."""

from __future__ import annotations

import signal
import time

from memoryd.v1 import memory_pb2 as pb

DIM = 8


def test_sigusr1_prints_every_threads_stack_and_the_server_goes_on(start_server):
    server = start_server(None, "--embedder", "none", "--dimension", str(DIM))
    server.proc.send_signal(signal.SIGUSR1)
    deadline = time.monotonic() + 10
    while "most recent call first" not in server.log():
        assert time.monotonic() < deadline, server.log()[-3000:]
        time.sleep(0.05)
    log = server.log()
    assert "memoryd-rpc" in log or "Thread 0x" in log  # the threads, not one stack
    scope = pb.Scope(user_id="stack-dump")
    stored = server.stub.Remember(
        pb.RememberRequest(scope=scope, content="still serving", embedding=[1.0] * DIM)
    )
    assert server.stub.Get(pb.GetRequest(scope=scope, id=stored.memory.id)).content == (
        "still serving"
    )
    assert server.terminate() == 0
