"""memoryd.v1.MemoryService: each method converts, calls the engine, converts back."""

from __future__ import annotations

import time

import grpc

from memoryd.core import InvalidArgument, MemoryEngine
from memoryd.core.ids import id_to_str, parse_id
from memoryd.server import convert, pool_pages
from memoryd.server.status import rpc
from memoryd.v1 import memory_pb2 as pb
from memoryd.v1 import memory_pb2_grpc as pb_grpc

SERVER_VERSION = "0.1.0"


class MemoryServicer(pb_grpc.MemoryServiceServicer):
    def __init__(self, engine: MemoryEngine) -> None:
        self._engine = engine

    @rpc
    def Remember(self, request: pb.RememberRequest, context: grpc.ServicerContext):
        if request.extract:  # raw dialogue: the engine picks the memories worth keeping
            results = self._engine.remember_extracted(convert.from_pb_remember(request))
            return convert.to_pb_extracted(results)
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

    @rpc
    def AppendTurn(self, request: pb.AppendTurnRequest, context: grpc.ServicerContext):
        scope, role, content, at = convert.from_pb_append_turn(request)
        appended = self._engine.append_turn(scope, role, content, at, item=request.item)
        return convert.to_pb_append_turn(appended)

    @rpc
    def ReadTurns(self, request: pb.ReadTurnsRequest, context: grpc.ServicerContext):
        buffer = self._engine.session_buffer(convert.from_pb_scope(request.scope))
        return convert.to_pb_read_turns(buffer, request.limit)

    @rpc
    def RemoveTurns(self, request: pb.RemoveTurnsRequest, context: grpc.ServicerContext):
        scope = convert.from_pb_scope(request.scope)
        removed = self._engine.remove_turns(scope, request.last, clear=request.clear)
        return convert.to_pb_remove_turns(removed)

    @rpc
    def SetWorking(self, request: pb.SetWorkingRequest, context: grpc.ServicerContext):
        state = self._engine.set_working(
            convert.from_pb_scope(request.scope),
            request.task_id,
            convert.from_pb_struct(request, "values"),
            replace=request.replace,
            json_schema=request.json_schema,
            end_task=request.end_task,
            promote_keys=list(request.promote_keys),
        )
        return convert.to_pb_working(state)

    @rpc
    def GetWorking(self, request: pb.GetWorkingRequest, context: grpc.ServicerContext):
        state = self._engine.get_working(convert.from_pb_scope(request.scope), request.task_id)
        return convert.to_pb_working(state)

    @rpc
    def BuildContext(self, request: pb.BuildContextRequest, context: grpc.ServicerContext):
        built = self._engine.build_context(convert.from_pb_build_context(request))
        return convert.to_pb_context(built)

    @rpc
    def Update(self, request: pb.UpdateRequest, context: grpc.ServicerContext):
        result = self._engine.update(convert.from_pb_update(request))
        return convert.to_pb_update(result)

    @rpc
    def Export(self, request: pb.ExportRequest, context: grpc.ServicerContext):
        # Admin-only with all_users: enforced by the auth interceptor, not here.
        scope, statuses, vectors = convert.from_pb_export_request(request)
        items = self._engine.export_records(scope, statuses, vectors)  # arguments checked now
        return map(convert.to_pb_export_record, items)

    @rpc
    def Import(self, request_iterator, context: grpc.ServicerContext):
        items, overwrite = [], None
        for i, message in enumerate(request_iterator):
            if overwrite is not None and message.overwrite != overwrite:
                raise InvalidArgument(
                    f"records[{i}].overwrite", "differs from the first message's; set it on all"
                )
            overwrite = message.overwrite
            items.append(convert.from_pb_export_record(message.record, f"records[{i}]."))
        result = self._engine.import_records(items, overwrite=bool(overwrite))
        return convert.to_pb_import(result)

    @rpc
    def Maintain(self, request: pb.MaintainRequest, context: grpc.ServicerContext):
        started = time.perf_counter()
        done = self._engine.maintain(tasks=list(request.tasks))
        return pb.MaintainResponse(done=done, seconds=time.perf_counter() - started)

    @rpc
    def List(self, request: pb.ListRequest, context: grpc.ServicerContext):
        page = self._engine.list_memories(convert.from_pb_list(request))
        return convert.to_pb_list(page)

    @rpc
    def ReadablePools(self, request: pb.ReadablePoolsRequest, context: grpc.ServicerContext):
        # The pools of the key the auth interceptor (or the HTTP gateway) set for this call;
        # every pool with auth off (memoryd.server.pool_pages).
        pools = pool_pages.readable(pool_pages.reading_as.get(), self._engine.pool_sizes())
        return pool_pages.page(pools, request)
