"""Retries on UNAVAILABLE with exponential backoff, for the calls that are safe to repeat.

UNAVAILABLE means the call did not get an answer: usually the connection could not be made
(the request never left), but it is also what a call gets when the connection drops after the
server received it. So only calls whose repetition changes nothing the caller can observe are
retried:

- reads: Get, History, Stats, GetWorking, Recall, BuildContext, List, ReadTurns (recall and context
  building count an access for the memories they return; an extra access is harmless);
- Forget with mode suppress or restore (memories already in the target state are left alone);
- Update without new content (fields are set in place to the same values);
- SetWorking that does not end the task (merging or replacing the same values twice gives the
  same state);
- Maintain (a second pass finds nothing left to do);
- Export, only before its first record arrives (then nothing was consumed).

Never retried: Remember, RememberBatch (a repeat would count a second write and merge into the
first), AppendTurn (a duplicate turn), RemoveTurns (a repeat removes more), Feedback (accesses
add up), Forget with mode delete (a repeat after a lost answer fails NOT_FOUND for ids that are
gone), Update with content (a repeat would version the old id again), SetWorking with end_task
(it promotes memories), Import (its stream of records has been consumed). Their UNAVAILABLE
reaches the caller, who knows whether repeating is right.

The client's ``timeout`` is the deadline of the whole call, retries and backoff included.

Who retries: the gRPC channel, where it can. gRPC's own retry support (a ``retryPolicy`` in the
channel's service config, grpcio and grpc-js alike) retries the RPCs that are always safe to
repeat (``IDEMPOTENT_RPCS``), with the policy's attempts, backoff and codes: it counts the
deadline across all tries, never retries a call once the server has started answering (so an
Export cut off after its first record is not repeated) and also retries calls that never
left the client. The hand-written loop (``Attempts``) is kept only for what a service config
cannot say:

- retries that depend on the request, not the method: Forget with suppress/restore but not
  delete, Update without content, SetWorking without end_task;
- more than 5 attempts (gRPC caps ``maxAttempts`` at 5): such a policy is run by the loop
  for every call.

Two differences of the channel's retries: its backoff is gRPC's (each wait drawn uniformly
from ``[0, backoff]``, so ``jitter`` applies to the loop only), and when the deadline ends
during a wait the call fails with DEADLINE_EXCEEDED (the loop fails with the last
UNAVAILABLE instead of waiting past the deadline); and it waits at least 10 ms
(``MIN_CHANNEL_BACKOFF_S``). A ``grpc.service_config`` in the client's
channel ``options`` replaces this one (its retries, if any, are then the caller's).
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import grpc

# RPCs that are always safe to repeat (the conditional ones are decided by the caller).
IDEMPOTENT_RPCS = frozenset(
    {
        "Get",
        "History",
        "Stats",
        "GetWorking",
        "Recall",
        "BuildContext",
        "Maintain",
        "Export",
        "ReadTurns",
        "List",
    }
)
SERVICE = "memoryd.v1.MemoryService"
GRPC_MAX_ATTEMPTS = 5  # gRPC clamps a retryPolicy's maxAttempts to this
SERVICE_CONFIG_OPTION = "grpc.service_config"


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """How a client retries calls that failed with UNAVAILABLE (only calls safe to repeat).

    ``max_attempts`` counts the first try (1 turns retries off). Before retry ``n`` (1, 2, ...)
    the client waits ``min(initial_backoff_s * multiplier ** (n - 1), max_backoff_s)`` seconds,
    scaled by a random factor in ``[1 - jitter, 1 + jitter]`` so that many clients cut off at
    once do not come back in lockstep. The wait never goes past the call's deadline.
    Policies of 2..5 attempts are run by the gRPC channel for the always-safe RPCs, which draws
    each wait uniformly from ``[0, that backoff]`` instead (module docstring).
    """

    max_attempts: int = 4
    initial_backoff_s: float = 0.1
    max_backoff_s: float = 2.0
    multiplier: float = 2.0
    jitter: float = 0.2
    retry_codes: frozenset[grpc.StatusCode] = frozenset({grpc.StatusCode.UNAVAILABLE})

    def __post_init__(self) -> None:
        if self.max_attempts < 1:
            raise ValueError(f"max_attempts={self.max_attempts} must be at least 1 (the first try)")
        if self.initial_backoff_s < 0 or self.max_backoff_s < 0:
            raise ValueError("initial_backoff_s and max_backoff_s must be >= 0 seconds")
        if self.multiplier < 1:
            raise ValueError(f"multiplier={self.multiplier} must be >= 1 (the wait never shrinks)")
        if not 0 <= self.jitter < 1:
            raise ValueError(f"jitter={self.jitter} must be in [0, 1)")

    def backoff_s(self, retry: int, rng: random.Random | None = None) -> float:
        """Return the seconds to wait before retry number ``retry`` (1 for the first retry)."""
        base = min(self.initial_backoff_s * self.multiplier ** (retry - 1), self.max_backoff_s)
        if self.jitter == 0:
            return base
        factor = (rng or random).uniform(1 - self.jitter, 1 + self.jitter)
        return base * factor

    def should_retry(self, code: grpc.StatusCode | None, attempt: int) -> bool:
        """Return whether a call that failed with ``code`` on try ``attempt`` (1-based) is
        tried again (the caller has already decided it is safe to repeat)."""
        return code in self.retry_codes and attempt < self.max_attempts


DEFAULT_RETRY = RetryPolicy()
NO_RETRY = RetryPolicy(max_attempts=1)


class Attempts:
    """The tries of one call under a policy and a whole-call ``limit`` (seconds, or None):
    the timeout of the next try, and the wait before it. The sync and asyncio clients share
    it; only how they call and sleep differs."""

    def __init__(self, policy: RetryPolicy, limit: float | None) -> None:
        self._policy = policy
        self._deadline = None if limit is None else time.monotonic() + limit
        self.timeout = limit  # the first try gets the whole budget, exactly
        self._attempt = 1

    def wait_after(self, exc: grpc.RpcError) -> float | None:
        """Return the seconds to wait before trying again after ``exc``, or None when the
        call must fail with it (not retryable, out of attempts, or past the deadline)."""
        wait = self._policy.backoff_s(self._attempt)
        if not self._policy.should_retry(rpc_code(exc), self._attempt) or (
            self._deadline is not None and time.monotonic() + wait >= self._deadline
        ):
            return None
        return wait

    def next(self) -> None:
        """Count a new try (after the wait): its timeout is what is left of the deadline."""
        self._attempt += 1
        if self._deadline is not None:
            self.timeout = self._deadline - time.monotonic()


def channel_retries(policy: RetryPolicy) -> bool:
    """Return whether the channel's service config can carry ``policy`` (2..5 attempts)."""
    return 1 < policy.max_attempts <= GRPC_MAX_ATTEMPTS


# The least backoff given to the channel: with 1 ms, grpcio 1.85 left about half of the retried
# calls hanging until their deadline (8 of 15 calls; none of 40 at 10 ms).
MIN_CHANNEL_BACKOFF_S = 0.01


def _duration(seconds: float) -> str:
    # A protobuf Duration in JSON.
    return f"{max(seconds, MIN_CHANNEL_BACKOFF_S):.6f}s"


def service_config(policy: RetryPolicy) -> str:
    """Return the channel service config (JSON) that retries ``IDEMPOTENT_RPCS`` under
    ``policy``; ``channel_retries(policy)`` must hold."""
    retry_policy = {
        "maxAttempts": policy.max_attempts,
        "initialBackoff": _duration(policy.initial_backoff_s),
        "maxBackoff": _duration(max(policy.max_backoff_s, policy.initial_backoff_s)),
        "backoffMultiplier": policy.multiplier,
        "retryableStatusCodes": sorted(code.name for code in policy.retry_codes),
    }
    names = [{"service": SERVICE, "method": method} for method in sorted(IDEMPOTENT_RPCS)]
    return json.dumps({"methodConfig": [{"name": names, "retryPolicy": retry_policy}]})


def channel_options(
    options: Sequence[tuple[str, Any]] | None, policy: RetryPolicy
) -> list[tuple[str, Any]]:
    """Return the channel options: the caller's, plus the service config that makes the
    channel retry under ``policy`` (unless the caller brought a service config)."""
    out = list(options or ())
    if channel_retries(policy) and not any(name == SERVICE_CONFIG_OPTION for name, _ in out):
        out += [(SERVICE_CONFIG_OPTION, service_config(policy)), ("grpc.enable_retries", 1)]
    return out


def attempts(name: str, retry: bool | None, policy: RetryPolicy, limit: float | None) -> Attempts:
    """Return the Attempts of a call of RPC ``name`` by the hand-written loop: under
    ``policy`` when the call's own ``retry`` says so, or, for ``retry=None``, when ``name`` is
    always safe to repeat and the channel does not retry it already; else one try."""
    if retry is None:
        retry = name in IDEMPOTENT_RPCS and not channel_retries(policy)
    return Attempts(policy if retry else NO_RETRY, limit)


def rpc_code(exc: grpc.RpcError) -> grpc.StatusCode | None:
    """Return the status code of a failed call, ``None`` when it carries none."""
    code_fn = getattr(exc, "code", None)
    code = code_fn() if callable(code_fn) else None
    return code if isinstance(code, grpc.StatusCode) else None
