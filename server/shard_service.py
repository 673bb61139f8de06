"""memoryd.v1.ShardService: what ``memoryd rebalance`` asks of each shard directly.

ListPools (every pool here, its size and fence), FencePools (``memoryd.server.fences``) and
DropPool (erase a pool that has moved away). With auth on, every method is admin-only: the
auth interceptor closes methods it does not list, and these are not listed.
"""

from __future__ import annotations

from urllib.parse import unquote

import grpc

from memoryd.core import InvalidArgument, MemoryEngine
from memoryd.core.ids import id_to_str
from memoryd.core.types import ForgetMode
from memoryd.server import convert
from memoryd.server.fences import Fence, Fences, FenceTimeout
from memoryd.server.pool_key import pool_key
from memoryd.server.status import rpc
from memoryd.v1 import memory_pb2 as pb
from memoryd.v1 import memory_pb2_grpc as pb_grpc

_FENCE_OF = {
    pb.POOL_FENCE_NONE: Fence.NONE,
    pb.POOL_FENCE_MOVING: Fence.MOVING,
    pb.POOL_FENCE_MOVED: Fence.MOVED,
}
_PB_FENCE = {fence: value for value, fence in _FENCE_OF.items()}


def _scope_of(key: bytes) -> pb.Scope:
    user, _, agent = key.decode().partition("\x00")
    return pb.Scope(user_id=user, agent_id=agent)


class ShardServicer(pb_grpc.ShardServiceServicer):
    """The shard half of rebalancing; thread-safe (the engine and the fences are)."""

    def __init__(
        self, engine: MemoryEngine, fences: Fences, shard_name: str, max_batch: int
    ) -> None:
        self._engine = engine
        self._fences = fences
        self._shard = shard_name
        self._max_batch = max_batch

    @rpc
    def ListPools(self, request: pb.ListPoolsRequest, context: grpc.ServicerContext):
        fenced = self._fences.fenced()
        pools: dict[str, pb.PoolSummary] = {}
        for key, total in self._engine.pool_sizes().items():
            scope = _scope_of(key)
            wire = pool_key(scope.user_id, scope.agent_id)
            pb_fence = _PB_FENCE[fenced.get(wire, Fence.NONE)]
            pools[wire] = pb.PoolSummary(scope=scope, total=total, fence=pb_fence)
        for wire, fence in fenced.items():  # fenced here but holding nothing (dropped)
            if wire not in pools:
                user, _, agent = wire.partition("/")
                scope = pb.Scope(user_id=unquote(user), agent_id=unquote(agent))
                pools[wire] = pb.PoolSummary(scope=scope, total=0, fence=_PB_FENCE[fence])
        return pb.ListPoolsResponse(pools=[pools[k] for k in sorted(pools)], shard=self._shard)

    @rpc
    def FencePools(self, request: pb.FencePoolsRequest, context: grpc.ServicerContext):
        if request.fence not in _FENCE_OF:
            raise InvalidArgument("fence", f"{request.fence} is not a PoolFence value")
        keys = []
        for i, scope in enumerate(request.pools):
            if not scope.user_id:
                raise InvalidArgument(f"pools[{i}].user_id", "is required (it names the pool)")
            keys.append(pool_key(scope.user_id, scope.agent_id))
        try:
            self._fences.set(keys, _FENCE_OF[request.fence])
        except FenceTimeout as exc:
            context.abort(grpc.StatusCode.DEADLINE_EXCEEDED, f"fence set, but {exc}; retry")
        return pb.FencePoolsResponse(pools=len(keys))

    @rpc
    def DropPool(self, request: pb.DropPoolRequest, context: grpc.ServicerContext):
        scope = convert.from_pb_scope(request.scope)
        wire = pool_key(scope.user_id, scope.agent_id)
        if self._fences.state(wire) is not Fence.MOVED:
            raise InvalidArgument(
                "scope",
                f"pool {wire!r} is not fenced MOVED on this shard; only a pool whose copy was "
                "verified elsewhere and that no longer routes here may be dropped",
            )
        ids = [id_to_str(item.record.id) for item in self._engine.export_records(scope)]
        deleted = 0
        for start in range(0, len(ids), self._max_batch):
            chunk = ids[start : start + self._max_batch]
            deleted += len(self._engine.forget(scope, chunk, ForgetMode.DELETE))
        return pb.DropPoolResponse(deleted=deleted)
