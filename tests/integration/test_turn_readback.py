"""ReadTurns and RemoveTurns through a real server: turns (and the caller's items) read back
newest last, popped and cleared; folded turns read back as the summary; other users, agents
and sessions never see or remove them; bad input names its field; a removal survives kill -9;
items are masked like content."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import grpc
import pytest

from memoryd.client import AsyncMemoryClient, MemoryClient, Scope
from memoryd.v1 import memory_pb2 as pb

SMALL_BUFFER = """\
[engine.turns]
max_tokens = 60
summarizer = "extractive"
"""


def _append(server: Any, scope: pb.Scope, role: str, content: str, item: str = "") -> None:
    server.stub.AppendTurn(pb.AppendTurnRequest(scope=scope, role=role, content=content, item=item))


def _read(server: Any, scope: pb.Scope, limit: int = 0) -> pb.ReadTurnsResponse:
    return server.stub.ReadTurns(pb.ReadTurnsRequest(scope=scope, limit=limit))


def _remove(server: Any, scope: pb.Scope, last: int = 0, clear: bool = False):
    return server.stub.RemoveTurns(pb.RemoveTurnsRequest(scope=scope, last=last, clear=clear))


@pytest.fixture(scope="module")
def small(start_server: Any, tmp_path_factory: pytest.TempPathFactory) -> Any:
    """A server whose session buffer folds past 60 tokens (no model: turns need none)."""
    config = tmp_path_factory.mktemp("readback") / "memoryd.toml"
    config.write_text(SMALL_BUFFER)
    return start_server(None, "--embedder", "none", "--dimension", "8", "--config", str(config))


def test_turns_and_items_read_back_newest_last(server: Any, user_id: str) -> None:
    scope = pb.Scope(user_id=user_id, session_id="s1")
    call = {"type": "function_call", "call_id": "c1", "name": "weather", "arguments": '{"x":1}'}
    _append(server, scope, "user", "what's the weather in Oslo?")
    _append(server, scope, "assistant", "called weather", item=json.dumps(call))
    _append(server, scope, "tool", "rain, 4°C", item='{"type":"function_call_output"}')

    every = _read(server, scope)
    assert [(t.role, t.content) for t in every.turns] == [
        ("user", "what's the weather in Oslo?"),
        ("assistant", "called weather"),
        ("tool", "rain, 4°C"),
    ]
    output = '{"type":"function_call_output"}'
    assert [t.item for t in every.turns] == ["", json.dumps(call), output]
    assert json.loads(every.turns[1].item) == call  # the caller's record, as it was sent
    assert every.total_turns == 3 and every.summary == "" and every.folded == 0
    assert every.tokens == sum(t.tokens for t in every.turns) > 0
    ats = [t.at.ToNanoseconds() for t in every.turns]
    assert ats == sorted(ats) and ats[0] > 0

    newest = _read(server, scope, limit=2)
    assert [t.content for t in newest.turns] == ["called weather", "rain, 4°C"]
    assert newest.total_turns == 3
    assert [t.content for t in _read(server, scope, limit=10).turns] == [
        t.content for t in every.turns
    ]


def test_pop_and_clear_change_only_the_buffer(server: Any, user_id: str) -> None:
    scope = pb.Scope(user_id=user_id, session_id="s1")
    for i in range(4):
        _append(server, scope, "user", f"turn number {i}", item=f'{{"n":{i}}}')
    server.stub.Remember(pb.RememberRequest(scope=scope, content="Lives in Bergen"))

    popped = _remove(server, scope, last=1)
    assert [(t.content, t.item) for t in popped.removed] == [("turn number 3", '{"n":3}')]
    assert popped.turns == 3
    two = _remove(server, scope, last=2)
    assert [t.content for t in two.removed] == ["turn number 1", "turn number 2"]  # oldest first
    assert [t.content for t in _read(server, scope).turns] == ["turn number 0"]
    more = _remove(server, scope, last=5)  # more than it keeps: what there is
    assert [t.content for t in more.removed] == ["turn number 0"] and more.turns == 0
    assert list(_remove(server, scope, last=1).removed) == []  # an empty buffer: nothing

    _append(server, scope, "user", "again")
    cleared = _remove(server, scope, clear=True)
    assert [t.content for t in cleared.removed] == ["again"] and cleared.turns == 0
    assert list(_read(server, scope).turns) == []
    # The memory written in the session stays: only Forget(session=...) erases those.
    listed = server.stub.List(pb.ListRequest(scope=scope))
    assert [m.content for m in listed.memories] == ["Lives in Bergen"]


def test_folded_turns_read_back_as_the_summary(small: Any) -> None:
    scope = pb.Scope(user_id="fold-user", session_id="s1")
    for i in range(12):
        _append(small, scope, "user", f"I booked hotel number {i} in Lisbon for the trip")
    got = _read(small, scope)
    assert got.folded > 0 and got.summary.strip()
    assert got.folded + got.total_turns == 12
    assert got.turns[-1].content == "I booked hotel number 11 in Lisbon for the trip"
    # Removing more than the raw turns never reaches into the summary.
    gone = _remove(small, scope, last=100)
    assert len(gone.removed) == got.total_turns
    after = _read(small, scope)
    assert list(after.turns) == [] and after.summary == got.summary
    assert _remove(small, scope, clear=True).turns == 0
    assert _read(small, scope).summary == ""


def test_no_other_user_agent_or_session_reads_or_removes_the_turns(
    server: Any, user_id: str
) -> None:
    alice = pb.Scope(user_id=user_id, session_id="shared-name")
    _append(server, alice, "user", "alice's secret plan", item='{"secret":"plan"}')
    others = [
        pb.Scope(user_id=user_id + "-bob", session_id="shared-name"),
        pb.Scope(user_id=user_id, agent_id="another-agent", session_id="shared-name"),
        pb.Scope(user_id=user_id, session_id="another-session"),
        pb.Scope(user_id=user_id.upper(), session_id="shared-name"),
    ]
    for other in others:
        seen = _read(server, other)
        assert list(seen.turns) == [] and seen.total_turns == 0 and seen.summary == ""
        assert list(_remove(server, other, last=10).removed) == []
        assert list(_remove(server, other, clear=True).removed) == []
    kept = _read(server, alice)
    assert [(t.content, t.item) for t in kept.turns] == [
        ("alice's secret plan", '{"secret":"plan"}')
    ]


@pytest.mark.parametrize(
    ("call", "field", "words"),
    [
        (lambda s: _read(s, pb.Scope(user_id="u")), "scope.session_id", "required"),
        (lambda s: _read(s, pb.Scope(session_id="x")), "scope.user_id", ""),
        (lambda s: _remove(s, pb.Scope(user_id="u", session_id="x")), "last", "or set clear"),
        (
            lambda s: _remove(s, pb.Scope(user_id="u", session_id="x"), last=2, clear=True),
            "last",
            "give one of them",
        ),
        (lambda s: _remove(s, pb.Scope(user_id="u"), clear=True), "scope.session_id", ""),
        (
            lambda s: _append(s, pb.Scope(user_id="u", session_id="x"), "user", "hi", "x" * 70_000),
            "item",
            "at most 65536",
        ),
    ],
)
def test_bad_requests_are_invalid_argument_naming_the_field(
    server: Any, call: Any, field: str, words: str
) -> None:
    with pytest.raises(grpc.RpcError) as err:
        call(server)
    assert err.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert err.value.details().startswith(field + ":")
    assert words in err.value.details()


def test_items_are_masked_like_content(server: Any, user_id: str) -> None:
    scope = pb.Scope(user_id=user_id, session_id="s1")
    item = json.dumps({"role": "user", "content": "my phone is 13812345678"})
    _append(server, scope, "user", "my phone is 13812345678", item=item)
    (turn,) = _read(server, scope).turns
    assert "13812345678" not in turn.content and "13812345678" not in turn.item
    assert json.loads(turn.item)["content"] == turn.content  # masking keeps the JSON whole


def test_a_removal_survives_kill_9(start_server: Any, tmp_path: Any) -> None:
    data_dir = tmp_path / "data"
    first = start_server(data_dir, "--embedder", "none", "--dimension", "8")
    scope = pb.Scope(user_id="pop-durable", session_id="s1")
    for text in ("keep me", "pop me"):
        _append(first, scope, "user", text, item=json.dumps({"t": text}))
    assert [t.content for t in _remove(first, scope, last=1).removed] == ["pop me"]
    first.kill()
    again = start_server(data_dir, "--embedder", "none", "--dimension", "8")
    assert [(t.content, t.item) for t in _read(again, scope).turns] == [
        ("keep me", json.dumps({"t": "keep me"}))
    ]


def test_the_python_clients_read_pop_and_clear(server: Any, user_id: str) -> None:
    scope = Scope(user_id, session_id="s1")
    with MemoryClient(server.address) as memory:
        memory.append_turn(scope, "user", "hello there", item='{"id": 1}')
        memory.append_turn(scope, "assistant", "hi!", item='{"id": 2}')
        read = memory.read_turns(scope, limit=1)
        got = [(t.role, t.content, t.item) for t in read.turns]
        assert got == [("assistant", "hi!", '{"id": 2}')]
        assert read.total_turns == 2 and read.turns[0].at.tzinfo is not None
        with pytest.raises(ValueError, match="limit"):
            memory.read_turns(scope, limit=-1)

    async def run() -> tuple[list[str], int, int]:
        async with AsyncMemoryClient(server.address) as memory:
            popped = await memory.remove_turns(scope, last=1)
            cleared = await memory.remove_turns(scope, clear=True)
            left = await memory.read_turns(scope)
            return [t.item for t in popped.removed], len(cleared.removed), len(left.turns)

    assert asyncio.run(run()) == (['{"id": 2}'], 1, 0)
