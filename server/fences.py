"""Fenced pools: the pools of this shard that are being moved away, or have been.

``memoryd rebalance`` fences a pool on its source shard before copying it:

- ``MOVING``: writes are refused with UNAVAILABLE (retryable: nothing was done) and reads
  still answer, so the copy taken next holds every acknowledged write;
- ``MOVED``: the copy is verified and the proxy routes the pool elsewhere; every call is
  refused with UNAVAILABLE, so a client behind a proxy that still has the old ring retries
  and lands on the new shard instead of writing into a copy nobody reads.

Setting a fence waits until the writes to that pool already admitted have finished, which is
what makes "fenced" mean "nothing more will change here". Fences are kept in
``<data_dir>/fenced-pools.json`` (written atomically), so a restart in the middle of a move
keeps them. Thread-safe.
"""

from __future__ import annotations

import enum
import json
import os
import threading
import time
from collections import Counter
from pathlib import Path

from memoryd.core.errors import ConfigurationError

FENCES_FILE = "fenced-pools.json"


class Fence(enum.Enum):
    NONE = "none"
    MOVING = "moving"
    MOVED = "moved"


class FenceTimeout(Exception):
    """Writes admitted before the fence did not finish in time (the fence stays set)."""


class Fences:
    """The fence of every pool of one shard (by pool key, ``memoryd.server.pool_key``)."""

    def __init__(self, data_dir: Path) -> None:
        self._path = data_dir / FENCES_FILE
        self._cond = threading.Condition()
        self._writing: Counter[str] = Counter()  # pool key -> writes admitted, not yet done
        self._fences: dict[str, Fence] = {}
        if self._path.exists():
            try:
                stored = json.loads(self._path.read_text())
                self._fences = {str(key): Fence(value) for key, value in stored.items()}
            except (OSError, ValueError, AttributeError) as exc:
                raise ConfigurationError(
                    f"cannot read {self._path} ({exc}): it lists the pools this shard must not "
                    "serve while `memoryd rebalance` moves them; restore it from the previous "
                    "rebalance's log, or delete it if no rebalance was running"
                ) from None

    def state(self, pool: str) -> Fence:
        """Return the fence of ``pool`` (NONE when it is not fenced)."""
        with self._cond:
            return self._fences.get(pool, Fence.NONE)

    def fenced(self) -> dict[str, Fence]:
        """Return every fenced pool and its fence."""
        with self._cond:
            return dict(self._fences)

    def begin_write(self, pool: str) -> Fence:
        """Admit a write to ``pool`` and return NONE, or return its fence (nothing admitted).

        An admitted write must be ended with :meth:`end_write`."""
        with self._cond:
            fence = self._fences.get(pool, Fence.NONE)
            if fence is Fence.NONE:
                self._writing[pool] += 1
            return fence

    def end_write(self, pool: str) -> None:
        """Mark an admitted write to ``pool`` as finished (committed or failed)."""
        with self._cond:
            self._writing[pool] -= 1
            if self._writing[pool] <= 0:
                del self._writing[pool]
                self._cond.notify_all()

    def set(self, pools: list[str], fence: Fence, drain_s: float = 30.0) -> None:
        """Set ``fence`` on ``pools`` (NONE lifts it), persisted; with a fence, return once the
        writes admitted before it have finished, or raise FenceTimeout after ``drain_s``."""
        deadline = time.monotonic() + drain_s
        with self._cond:
            for pool in pools:
                if fence is Fence.NONE:
                    self._fences.pop(pool, None)
                else:
                    self._fences[pool] = fence
            self._save()
            if fence is Fence.NONE:
                return
            while any(self._writing[pool] > 0 for pool in pools if pool in self._writing):
                left = deadline - time.monotonic()
                if left <= 0:
                    raise FenceTimeout(
                        f"writes to {sum(self._writing[p] for p in pools if p in self._writing)} "
                        f"call(s) of the fenced pools did not finish in {drain_s:g} s"
                    )
                self._cond.wait(left)

    def _save(self) -> None:
        tmp = self._path.with_name(self._path.name + ".tmp")
        with open(tmp, "w") as out:
            json.dump({k: v.value for k, v in sorted(self._fences.items())}, out, indent=0)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, self._path)
