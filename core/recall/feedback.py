"""Feedback: which recalled memories the agent used and which it ignored. A used memory counts
as an access (it ranks as recently useful); an ignored one has its access count halved."""

from __future__ import annotations

import time
from collections.abc import Sequence

from memoryd.core.config import LimitsConfig
from memoryd.core.errors import InvalidArgument
from memoryd.core.ids import parse_id
from memoryd.core.metrics import MetricsBook, PoolMetrics
from memoryd.core.store.access import AccessLog
from memoryd.core.store.records import Records
from memoryd.core.types import Scope
from memoryd.core.validation import check_scope


class Feedback:
    """Records an agent's feedback on recalled memories; thread-safe (the access log and the
    figures book are)."""

    def __init__(
        self, limits: LimitsConfig, records: Records, access: AccessLog, metrics: MetricsBook
    ) -> None:
        self._limits = limits
        self._records = records
        self._access = access
        self._metrics = metrics

    def record(self, scope: Scope, used: Sequence[str], ignored: Sequence[str]) -> int:
        """Return how many memories of ``scope``'s pool the feedback changed; ids that are not
        in the pool (deleted since, or never there) are skipped."""
        check_scope(scope, self._limits)
        if not used and not ignored:
            raise InvalidArgument("used_ids", "give at least one used or ignored id")
        if len(used) + len(ignored) > self._limits.max_batch:
            # Bounded like Forget's ids: an agent reports on what it recalled (max_top_k a
            # call), and an unbounded list is unbounded work in one call.
            raise InvalidArgument(
                "used_ids" if len(used) > len(ignored) else "ignored_ids",
                f"has {len(used)} used and {len(ignored)} ignored ids; at most "
                f"{self._limits.max_batch} together per call (limits.max_batch)",
            )
        used_ids = [parse_id(x, f"used_ids[{i}]") for i, x in enumerate(used)]
        ignored_ids = [parse_id(x, f"ignored_ids[{i}]") for i, x in enumerate(ignored)]
        now = time.time()
        used_records = self._records.in_pool(scope, list(dict.fromkeys(used_ids)))
        ignored_records = self._records.in_pool(scope, list(dict.fromkeys(ignored_ids)))
        self._access.touch([r.id for r in used_records], now)
        self._access.halve(ignored_records, now)

        def counted(m: PoolMetrics) -> None:
            m.used += len(used_records)
            m.count_feedback(len(used_records), len(ignored_records), now)

        self._metrics.update(scope.pool_key, counted)
        return len(used_records) + len(ignored_records)
