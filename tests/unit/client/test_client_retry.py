"""memoryd.client's retry policy without a server: the backoff sequence, its jitter, which
codes and how many tries (which calls are repeated, against a flaky server, is in
tests/integration/test_client_retry.py)."""

from __future__ import annotations

import json
import random
from typing import Any

import grpc
import pytest

from memoryd.client import RetryPolicy
from memoryd.client._retry import IDEMPOTENT_RPCS, channel_options, service_config

# --- the policy ----------------------------------------------------------------------------------


def test_backoff_grows_exponentially_up_to_the_cap() -> None:
    policy = RetryPolicy(initial_backoff_s=0.1, max_backoff_s=1.0, multiplier=2.0, jitter=0)
    assert [policy.backoff_s(n) for n in range(1, 7)] == pytest.approx(
        [0.1, 0.2, 0.4, 0.8, 1.0, 1.0]
    )


def test_jitter_stays_within_its_bounds() -> None:
    policy = RetryPolicy(initial_backoff_s=1.0, max_backoff_s=1.0, jitter=0.25)
    waits = [policy.backoff_s(1, random.Random(seed)) for seed in range(200)]
    assert all(0.75 <= w <= 1.25 for w in waits)
    assert len(set(waits)) > 100  # it does spread the clients out


def test_should_retry_only_unavailable_and_only_up_to_max_attempts() -> None:
    policy = RetryPolicy(max_attempts=3)
    assert policy.should_retry(grpc.StatusCode.UNAVAILABLE, 1)
    assert policy.should_retry(grpc.StatusCode.UNAVAILABLE, 2)
    assert not policy.should_retry(grpc.StatusCode.UNAVAILABLE, 3)
    for code in (
        grpc.StatusCode.INVALID_ARGUMENT,
        grpc.StatusCode.RESOURCE_EXHAUSTED,
        grpc.StatusCode.DEADLINE_EXCEEDED,
        grpc.StatusCode.INTERNAL,
        None,
    ):
        assert not policy.should_retry(code, 1)


@pytest.mark.parametrize(
    "kwargs, match",
    [
        ({"max_attempts": 0}, "max_attempts"),
        ({"initial_backoff_s": -1}, "backoff"),
        ({"multiplier": 0.5}, "multiplier"),
        ({"jitter": 1.0}, "jitter"),
    ],
)
def test_bad_policies_are_refused(kwargs: dict[str, Any], match: str) -> None:
    with pytest.raises(ValueError, match=match):
        RetryPolicy(**kwargs)


def test_the_channel_service_config_retries_the_reads_under_the_policy() -> None:
    policy = RetryPolicy(max_attempts=3, initial_backoff_s=0.2, max_backoff_s=1.5, multiplier=3)
    (config,) = json.loads(service_config(policy))["methodConfig"]
    assert {n["method"] for n in config["name"]} == set(IDEMPOTENT_RPCS)
    assert {n["service"] for n in config["name"]} == {"memoryd.v1.MemoryService"}
    assert config["retryPolicy"] == {
        "maxAttempts": 3,
        "initialBackoff": "0.200000s",
        "maxBackoff": "1.500000s",
        "backoffMultiplier": 3,
        "retryableStatusCodes": ["UNAVAILABLE"],
    }
    assert dict(channel_options([("grpc.x", 1)], policy))["grpc.service_config"]
    assert channel_options(None, RetryPolicy(max_attempts=1)) == []  # no retries: nothing
    assert channel_options(None, RetryPolicy(max_attempts=6)) == []  # past gRPC's cap: the loop
