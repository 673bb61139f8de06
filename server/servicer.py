"""memoryd.v1.MemoryService: each method converts, calls the engine, converts back."""

from __future__ import annotations

import grpc

from memoryd.core import MemoryEngine
from memoryd.core.ids import id_to_str, parse_id
from memoryd.server import convert
from memoryd.server.status import rpc
from memoryd.v1 import memory_pb2 as pb
from memoryd.v1 import memory_pb2_grpc as pb_grpc

SERVER_VERSION = "0.1.0"


class MemoryServicer(pb_grpc.MemoryServiceServicer):
    def __init__(self, engine: MemoryEngine) -> None:
        self._engine = engine

    @rpc
    def Remember(self, request: pb.RememberRequest, context: grpc.ServicerContext):
        result = self._engine.remember(convert.from_pb_remember(request))
        return convert.to_pb_remember(result)

    @rpc
    def RememberBatch(self, request: pb.RememberBatchRequest, context: grpc.ServicerContext):
        items = [convert.from_pb_remember(r, f"items[{i}].") for i, r in enumerate(request.items)]
        results = self._engine.remember_batch(items)
        return pb.RememberBatchResponse(results=[convert.to_pb_remember(r) for r in results])

    @rpc
    def Recall(self, request: pb.RecallRequest, context: grpc.ServicerContext):
        recalled = self._engine.recall_if_needed(convert.from_pb_recall(request))
        return convert.to_pb_recall(recalled)

    @rpc
    def Get(self, request: pb.GetRequest, context: grpc.ServicerContext):
        record = self._engine.get(convert.from_pb_scope(request.scope), parse_id(request.id))
        return convert.to_pb_memory(record)

    @rpc
    def Forget(self, request: pb.ForgetRequest, context: grpc.ServicerContext):
        mode = convert.from_pb_forget_mode(request.mode)
        changed = self._engine.forget(
            convert.from_pb_scope(request.scope),
            list(request.ids),
            mode,
            session=request.session,
            tags=list(request.tags),
        )
        return pb.ForgetResponse(affected_ids=[id_to_str(i) for i in changed])

    @rpc
    def Stats(self, request: pb.StatsRequest, context: grpc.ServicerContext):
        stats = self._engine.stats(convert.from_pb_scope(request.scope))
        return convert.to_pb_stats(stats, SERVER_VERSION)

    @rpc
    def History(self, request: pb.HistoryRequest, context: grpc.ServicerContext):
        chain = self._engine.history(convert.from_pb_scope(request.scope), parse_id(request.id))
        return convert.to_pb_history(chain)

    @rpc
    def Feedback(self, request: pb.FeedbackRequest, context: grpc.ServicerContext):
        updated = self._engine.feedback(
            convert.from_pb_scope(request.scope),
            list(request.used_ids),
            list(request.ignored_ids),
        )
        return pb.FeedbackResponse(updated=updated)
