"""The ranges of the times and counters memoryd stores and answers with, and how a value read
from disk is brought into them.

Times are seconds since 1970-01-01T00:00:00Z, at most 9999-12-31T23:59:59Z: the last second a
protobuf Timestamp (and its RFC 3339 text in a JSON Lines export) can carry. A time past it
could be stored but never sent back, so a request that names one is refused before anything is
stored (memoryd.core.validation.check_time). Counters (access counts, versions) are at most
2^53, the largest integer a double, JSON and JavaScript hold exactly; ranking computes with
them as int64.

Records written before these checks existed may hold values outside: read paths clamp them
(clamp_time, clamp_count) rather than fail the whole pool.
"""

from __future__ import annotations

import math

MIN_TIME_S = 0.0
MAX_TIME_S = 253_402_300_799.0  # 9999-12-31T23:59:59Z
TIME_RANGE = "between 1970-01-01T00:00:00Z and 9999-12-31T23:59:59Z"
MAX_COUNT = 2**53


def time_in_range(value: float) -> bool:
    """Return whether ``value`` (seconds since the epoch) is a time this server answers with."""
    return isinstance(value, int | float) and MIN_TIME_S <= value <= MAX_TIME_S


def clamp_time(value: float) -> float:
    """Return ``value`` brought into [MIN_TIME_S, MAX_TIME_S] (NaN: MIN_TIME_S)."""
    if not isinstance(value, int | float):
        raise TypeError(f"a time is a number, not {type(value).__name__}")
    if math.isnan(value):
        return MIN_TIME_S
    return float(min(max(value, MIN_TIME_S), MAX_TIME_S)) if not time_in_range(value) else value


def clamp_count(value: int) -> int:
    """Return ``value`` brought into [0, MAX_COUNT]."""
    if not isinstance(value, int):
        raise TypeError(f"a count is an integer, not {type(value).__name__}")
    return min(max(value, 0), MAX_COUNT)
