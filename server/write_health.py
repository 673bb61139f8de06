"""Health that tells a full store apart: while the store refuses writes for want of disk or map
space, the server still answers reads, so it stays SERVING (a restart would free nothing),
and the health service WRITES_SERVICE answers NOT_SERVING until a write commits again."""

from __future__ import annotations

from collections.abc import Callable

from grpc_health.v1 import health, health_pb2

# The health service name that says whether writes are taken (Check it beside "").
WRITES_SERVICE = "memoryd.v1.MemoryService/writes"


class StoreAwareHealth(health.HealthServicer):
    """grpc's HealthServicer, whose WRITES_SERVICE follows ``store_full()`` (read at every
    Check: a probe sees the store as it is now; a Watch sees a change at the next Check)."""

    def __init__(self, store_full: Callable[[], bool]) -> None:
        super().__init__()
        self._store_full = store_full
        self._writes: int | None = None  # None until started: no service until then

    def start_writes(self) -> None:
        """Begin answering for WRITES_SERVICE (the server is serving)."""
        self._writes = health_pb2.HealthCheckResponse.SERVING
        self.set(WRITES_SERVICE, self._writes)
        self.refresh()

    def refresh(self) -> None:
        """Set WRITES_SERVICE from the store: NOT_SERVING while it is full."""
        if self._writes is None:
            return
        status = (
            health_pb2.HealthCheckResponse.NOT_SERVING
            if self._store_full()
            else health_pb2.HealthCheckResponse.SERVING
        )
        if status != self._writes:
            self._writes = status
            self.set(WRITES_SERVICE, status)

    def Check(self, request, context):  # noqa: N802 - grpc's method name
        self.refresh()
        return super().Check(request, context)
