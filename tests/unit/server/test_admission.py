"""Admission's limits (memoryd.server.admission) on their own; the same limits through a real
server are in tests/integration/test_slow_clients.py."""

from __future__ import annotations

import dataclasses

import grpc
import pytest

from memoryd.server.admission import HEALTH_RESERVE, Admission
from memoryd.server.refusal import CallRefused
from memoryd.server.settings import ServerSettings, StreamSettings


class Deadline:
    """What Admission reads of a grpc.ServicerContext: the time the caller has left."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def time_remaining(self) -> float:
        return self.seconds


def admission(**settings) -> Admission:
    return Admission(dataclasses.replace(ServerSettings(), **settings))


def test_a_call_whose_deadline_passes_in_the_queue_is_refused_deadline_exceeded():
    gate = admission(workers=1, max_queue_s=30.0)
    gate.acquire_slot(Deadline(10.0))
    with pytest.raises(CallRefused) as refused:
        gate.acquire_slot(Deadline(0.05))
    assert refused.value.code is grpc.StatusCode.DEADLINE_EXCEEDED
    assert "was not run" in refused.value.message
    gate.release_slot()
    gate.acquire_slot(Deadline(0.05))  # free again: taken at once


def test_a_call_that_waits_past_max_queue_s_is_refused_resource_exhausted():
    gate = admission(workers=1, max_queue_s=0.05)
    gate.acquire_slot(Deadline(10.0))
    with pytest.raises(CallRefused) as refused:
        gate.acquire_slot(Deadline(10.0))
    assert refused.value.code is grpc.StatusCode.RESOURCE_EXHAUSTED
    assert "max_queue_s" in refused.value.message


def test_calls_and_streams_past_their_limits_are_refused_and_counted_back():
    gate = admission(max_concurrent_rpcs=3, streams=StreamSettings(max_open=1))
    assert gate.pool_threads == 3 + HEALTH_RESERVE
    gate.enter(stream=True)
    with pytest.raises(CallRefused, match="streams.max_open"):
        gate.enter(stream=True)
    gate.enter(stream=False)
    gate.enter(stream=False)
    with pytest.raises(CallRefused, match="max_concurrent_rpcs"):
        gate.enter(stream=False)
    gate.leave(stream=True)
    gate.enter(stream=True)  # its place was given back
