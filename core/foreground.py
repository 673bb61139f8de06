"""Foreground calls in flight, so that background work can step aside for them.

Recall is Python holding the GIL for most of its ~2 ms; a maintenance sweep running beside it
takes the GIL at every point where recall lets go of it (a numba kernel, a numpy product) and
keeps it for a chunk of its own. Waiting for a moment with no recall in flight before each
chunk costs the sweep little (a single client leaves gaps between its calls) and keeps recall's
tail close to a quiet server's. Under saturation the wait is capped, so background work still
advances. Thread-safe.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["Foreground"]

_POLL_S = 0.0005


class Foreground:
    """Counts the foreground calls running now."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._running = 0

    @contextmanager
    def call(self) -> Iterator[None]:
        """Count the enclosed block as a foreground call while it runs."""
        with self._lock:
            self._running += 1
        try:
            yield
        finally:
            with self._lock:
                self._running -= 1

    def wait_quiet(self, max_wait_s: float) -> bool:
        """Return once no foreground call is running (True), or after ``max_wait_s`` (False)."""
        deadline = time.monotonic() + max_wait_s
        while self._running:
            if time.monotonic() >= deadline:
                return False
            time.sleep(_POLL_S)
        return True
