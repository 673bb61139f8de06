"""Which shard a pool lands on: nginx's consistent hash (``hash $http_x_memoryd_pool consistent``).

``memoryd rebalance`` must move exactly the pools the proxy will send elsewhere, so this is the
proxy's own ring, not a look-alike: ngx_http_upstream_hash_module (ketama, compatible with
Cache::Memcached::Fast). Each server of the upstream gets ``160 * weight`` points,
``crc32(host "\\0" port prev_hash)`` chained from ``prev_hash = 0`` (little-endian 4 bytes);
a key goes to the first point at or after ``crc32(key)``, wrapping. The server string is the
one written in the ``server`` directive (``10.0.0.7:50051``, ``memoryd-0.memoryd:50051``).
tests/integration/test_sharding.py checks every placement against a real nginx.

HAProxy and Envoy hash differently (their own rings); ``memoryd rebalance --probe`` asks a
proxy with the new shard list instead (the ``x-memoryd-shard`` each shard sends back).
"""

from __future__ import annotations

import bisect
import struct
import zlib
from collections.abc import Sequence

POINTS_PER_WEIGHT = 160


def _host_port(server: str) -> tuple[bytes, bytes]:
    """Split ``server`` as nginx does: the port is the digits after the last ':', if any."""
    if server.lower().startswith("unix:"):
        return server[5:].encode(), b""
    host, sep, port = server.rpartition(":")
    if sep and port.isdigit():
        return host.encode(), port.encode()
    return server.encode(), b""


class NginxRing:
    """The points of nginx's consistent hash over ``servers``; immutable, thread-safe."""

    def __init__(self, servers: Sequence[str], weights: Sequence[int] | None = None) -> None:
        if not servers:
            raise ValueError("a ring needs at least one server")
        if len(set(servers)) != len(servers):
            raise ValueError("a server is listed twice")
        self.servers = tuple(servers)
        points: list[tuple[int, int]] = []
        for index, server in enumerate(self.servers):
            host, port = _host_port(server)
            base = host + b"\0" + port
            previous = 0
            weight = weights[index] if weights is not None else 1
            for _ in range(POINTS_PER_WEIGHT * weight):
                value = zlib.crc32(base + struct.pack("<I", previous))
                points.append((value, index))
                previous = value
        points.sort()
        # nginx keeps one point per hash value (a collision between servers: ~never).
        unique = [p for i, p in enumerate(points) if i == 0 or p[0] != points[i - 1][0]]
        self._hashes = [value for value, _ in unique]
        self._owners = [index for _, index in unique]

    def owner(self, key: str) -> str:
        """Return the server that ``key`` (an x-memoryd-pool value) is routed to."""
        at = bisect.bisect_left(self._hashes, zlib.crc32(key.encode()))
        return self.servers[self._owners[at % len(self._hashes)]]

    def points(self) -> tuple[list[int], list[int]]:
        """Return the ring: sorted point hashes and, for each, the index of its server."""
        return list(self._hashes), list(self._owners)
