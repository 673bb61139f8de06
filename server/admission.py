"""Who gets a handler thread, an engine slot and a stream, and for how long (issue #18).

Before this, the gRPC pool's ``workers`` threads were the only limit: 16 Import streams that
sent one record and went silent held all of them, Health queued behind them, and calls
queued past their caller's deadline were still run. Now:

- Every admitted call has a handler thread at once: the pool holds ``max_concurrent_rpcs``
  threads plus :data:`HEALTH_RESERVE`, and grpc refuses beyond that. Of those,
  ``max_concurrent_rpcs`` are for MemoryService and ShardService calls (beyond it:
  RESOURCE_EXHAUSTED at once); the reserve is for Health and reflection, which are never
  counted nor queued, so Health answers however busy the engine is.
- Engine work takes one of ``workers`` slots. A call waits for one until its deadline or
  ``max_queue_s``, whichever is sooner, and then is answered DEADLINE_EXCEEDED or
  RESOURCE_EXHAUSTED without being run (work whose caller gave up is never done).
- Streams (Import, Export) are at most ``streams.max_open`` at once (RESOURCE_EXHAUSTED beyond).
  An Import stream is read by a thread of its own, with no engine slot: a message must come
  within ``streams.idle_s``, the stream must end within ``streams.max_s`` and hold at most
  ``streams.import_max_bytes``, else DEADLINE_EXCEEDED / RESOURCE_EXHAUSTED naming the limit;
  only its commit takes an engine slot. An Export whose reader takes no message for
  ``streams.idle_s`` (or runs past ``streams.max_s``) is cancelled: a client that does not read
  cannot be sent a status either.

A unary call whose body never arrives is out of reach here (grpc reads it before any
interceptor's behavior runs): it holds a thread until the client's deadline or disconnect,
but no engine slot and no stream.
"""

from __future__ import annotations

import itertools
import logging
import queue
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import grpc

from memoryd.server.handlers import WrappedByMethod, wrap_handler
from memoryd.server.refusal import CallRefused, StreamRefused
from memoryd.server.settings import ServerSettings

log = logging.getLogger(__name__)

# Threads kept for Health and reflection beyond max_concurrent_rpcs: each answers in well under
# a millisecond, so a few cover any rate of probes.
HEALTH_RESERVE = 8
UNCOUNTED_PREFIXES = ("/grpc.health.v1.Health/", "/grpc.reflection.")
_QUEUED_MESSAGES = 16  # Import messages read ahead of the servicer: backpressure beyond
_WATCH_TICK_S = 0.25


class Admission:
    """The counters and slots every counted call goes through; thread-safe."""

    def __init__(self, settings: ServerSettings) -> None:
        self.settings = settings
        self.streams = settings.streams
        self._engine_slots = threading.BoundedSemaphore(settings.workers)
        self._lock = threading.Lock()
        self._calls = 0
        self._streams = 0
        self.watch = StallWatch(settings.streams.idle_s, settings.streams.max_s)

    @property
    def pool_threads(self) -> int:
        """Return the size of the gRPC handler pool (every admitted call runs at once)."""
        return self.settings.max_concurrent_rpcs + HEALTH_RESERVE

    def enter(self, stream: bool) -> None:
        """Count a call (and a stream); CallRefused when over a limit. ``leave`` ends it."""
        max_calls, max_streams = self.settings.max_concurrent_rpcs, self.streams.max_open
        with self._lock:
            if self._calls >= max_calls:
                raise CallRefused(
                    grpc.StatusCode.RESOURCE_EXHAUSTED,
                    f"server busy: {max_calls} calls in progress (max_concurrent_rpcs); "
                    "retry with backoff",
                )
            if stream and self._streams >= max_streams:
                raise CallRefused(
                    grpc.StatusCode.RESOURCE_EXHAUSTED,
                    f"server busy: {max_streams} Import/Export streams open "
                    "(streams.max_open); retry when one has ended",
                )
            self._calls += 1
            self._streams += stream

    def leave(self, stream: bool) -> None:
        with self._lock:
            self._calls -= 1
            self._streams -= stream

    def acquire_slot(self, context: grpc.ServicerContext) -> None:
        """Wait for an engine slot, until the caller's deadline or max_queue_s; CallRefused
        when neither leaves time (nothing of the call has run)."""
        if self._engine_slots.acquire(blocking=False):
            return
        settings = self.settings
        remaining = context.time_remaining()
        wait = min(settings.max_queue_s, remaining if remaining is not None else 1e9)
        if wait > 0 and self._engine_slots.acquire(timeout=wait):
            return
        if remaining is not None and remaining <= wait:
            raise CallRefused(
                grpc.StatusCode.DEADLINE_EXCEEDED,
                f"the call's deadline passed while it waited for one of {settings.workers} "
                "workers; it was not run",
            )
        raise CallRefused(
            grpc.StatusCode.RESOURCE_EXHAUSTED,
            f"server busy: waited {settings.max_queue_s:g} s (max_queue_s) for one of "
            f"{settings.workers} workers; it was not run: retry with backoff",
        )

    def release_slot(self) -> None:
        self._engine_slots.release()

    def close(self) -> None:
        self.watch.close()


class AdmissionInterceptor(grpc.ServerInterceptor):
    """Puts every MemoryService and ShardService call through :class:`Admission`."""

    def __init__(self, admission: Admission) -> None:
        self._admission = admission
        self._wrapped = WrappedByMethod(self._wrap)

    def intercept_service(self, continuation, handler_call_details):
        handler = continuation(handler_call_details)
        if handler is None or handler_call_details.method.startswith(UNCOUNTED_PREFIXES):
            return handler
        return self._wrapped(handler, handler_call_details.method)

    def _wrap(self, handler: grpc.RpcMethodHandler, full: str) -> grpc.RpcMethodHandler:
        method = full.rsplit("/", 1)[-1]
        return wrap_handler(handler, lambda behavior, kind: self._guard(behavior, kind, method))

    def _guard(self, behavior: Callable, kind: str, method: str) -> Callable:
        admission = self._admission

        def admit(context: grpc.ServicerContext, stream: bool) -> None:
            try:
                admission.enter(stream)
            except CallRefused as refused:
                context.abort(refused.code, refused.message)

        if kind == "unary_unary":

            def unary(request, context: grpc.ServicerContext):
                admit(context, stream=False)
                try:
                    try:
                        admission.acquire_slot(context)
                    except CallRefused as refused:
                        context.abort(refused.code, refused.message)
                    try:
                        return behavior(request, context)
                    finally:
                        admission.release_slot()
                finally:
                    admission.leave(stream=False)

            return unary
        if kind == "stream_unary":

            def streamed_in(request_iterator, context: grpc.ServicerContext):
                admit(context, stream=True)
                reader = _BoundedReader(request_iterator, admission, context, method)
                try:
                    return behavior(iter(reader), context)
                except StreamRefused as stopped:
                    context.abort(stopped.refusal.code, stopped.refusal.message)
                finally:
                    reader.close()
                    admission.leave(stream=True)

            return streamed_in
        if kind == "unary_stream":

            def streamed_out(request, context: grpc.ServicerContext):
                admit(context, stream=True)
                left = _Once(lambda: admission.leave(stream=True))
                context.add_callback(left)  # however the stream ends: read, failed, cancelled
                try:
                    responses = behavior(request, context)
                except BaseException:
                    left()
                    raise
                return admission.watch.watched(responses, context, method, left)

            return streamed_out
        return behavior  # no stream-stream methods: nothing to bound


class _Once:
    """Run ``fn`` the first time this is called, never again (threads may race to it)."""

    def __init__(self, fn: Callable[[], Any]) -> None:
        self._fn: Callable[[], Any] | None = fn
        self._lock = threading.Lock()

    def __call__(self) -> None:
        with self._lock:
            fn, self._fn = self._fn, None
        if fn is not None:
            fn()


_END = object()


class _BoundedReader:
    """An Import stream read by its own thread, so that the handler can wait with a limit.

    grpc's request iterator blocks until the next message comes, with no timeout, and only the
    handler's thread can end the call with a status: so a helper thread reads ahead (at most
    _QUEUED_MESSAGES) and the handler takes messages from it with the idle and total limits,
    then an engine slot once the stream has ended (the commit is engine work, the reading is
    not). A stream refused mid-way raises StreamRefused; the helper ends with the call.
    """

    def __init__(
        self,
        requests: Iterator[Any],
        admission: Admission,
        context: grpc.ServicerContext,
        method: str,
    ) -> None:
        self._admission = admission
        self._context = context
        self._method = method
        self._queue: queue.Queue[Any] = queue.Queue(_QUEUED_MESSAGES)
        self._stopped = threading.Event()
        self._slot = False
        self._thread = threading.Thread(
            target=self._read, args=(requests,), name="memoryd-stream-reader", daemon=True
        )
        self._thread.start()

    def _read(self, requests: Iterator[Any]) -> None:
        try:
            for message in requests:
                if not self._offer((message, None)):
                    return
            self._offer((_END, None))
        except BaseException as exc:  # the client cancelled, or its deadline passed
            self._offer((_END, exc))

    def _offer(self, item: tuple[Any, BaseException | None]) -> bool:
        while not self._stopped.is_set():
            try:
                self._queue.put(item, timeout=_WATCH_TICK_S)
                return True
            except queue.Full:
                continue
        return False

    def __iter__(self) -> Iterator[Any]:
        limits = self._admission.streams
        started = time.monotonic()
        received = 0
        for count in itertools.count(1):
            left = limits.max_s - (time.monotonic() - started)
            try:
                message, error = self._queue.get(timeout=max(min(limits.idle_s, left), 0))
            except queue.Empty:
                raise StreamRefused(self._timed_out(count, left <= limits.idle_s)) from None
            if error is not None:
                raise error
            if message is _END:
                break
            received += message.ByteSize() if hasattr(message, "ByteSize") else 0
            if received > limits.import_max_bytes:
                raise StreamRefused(
                    CallRefused(
                        grpc.StatusCode.RESOURCE_EXHAUSTED,
                        f"{self._method}: the stream passed {limits.import_max_bytes} bytes "
                        f"at message {count} (streams.import_max_bytes); nothing was imported: "
                        "send it as several smaller streams",
                    )
                )
            yield message
        try:
            self._admission.acquire_slot(self._context)
        except CallRefused as refused:
            raise StreamRefused(refused) from None
        self._slot = True

    def _timed_out(self, count: int, total: bool) -> CallRefused:
        limits = self._admission.streams
        if total:
            what = f"was still open after {limits.max_s:g} s (streams.max_s)"
        else:
            what = f"sent no message {count} for {limits.idle_s:g} s (streams.idle_s)"
        return CallRefused(
            grpc.StatusCode.DEADLINE_EXCEEDED,
            f"{self._method}: the stream {what}; nothing was imported: send the records "
            "without pauses and close the stream",
        )

    def close(self) -> None:
        self._stopped.set()
        if self._slot:
            self._slot = False
            self._admission.release_slot()


class _Progress:
    """One response stream under watch: when it last moved, when it must end."""

    __slots__ = ("context", "method", "moved", "ends_at")

    def __init__(self, context: grpc.ServicerContext, method: str, ends_at: float) -> None:
        self.context = context
        self.method = method
        self.moved = time.monotonic()
        self.ends_at = ends_at


class StallWatch:
    """Cancels response streams whose reader stalls; one thread for all of them (there are
    at most streams.max_open), looking every _WATCH_TICK_S while any is open.

    A stream moves when grpc asks it for a message, which it does once the previous one is
    sent: a client that takes nothing fills HTTP/2's window and grpc's send blocks.
    """

    def __init__(self, idle_s: float, max_s: float) -> None:
        self._idle_s = idle_s
        self._max_s = max_s
        self._open: set[_Progress] = set()
        self._lock = threading.Condition()
        self._closed = False
        self._thread: threading.Thread | None = None

    def _run(self) -> None:
        while True:
            with self._lock:
                while not self._open and not self._closed:
                    self._lock.wait()
                if self._closed:
                    return
                self._lock.wait(timeout=_WATCH_TICK_S)
                now = time.monotonic()
                stalled = [p for p in self._open if now - p.moved > self._idle_s or now > p.ends_at]
                self._open.difference_update(stalled)
            for progress in stalled:
                log.warning(
                    "%s: response stream cancelled: the client took no message for %g s "
                    "(streams.idle_s) or the stream outlived %g s (streams.max_s)",
                    progress.method, self._idle_s, self._max_s,
                )  # fmt: skip
                progress.context.set_code(grpc.StatusCode.CANCELLED)  # what the log names
                progress.context.cancel()

    def watched(
        self,
        responses: Iterator[Any],
        context: grpc.ServicerContext,
        method: str,
        done: Callable[[], None],
    ) -> Iterator[Any]:
        """Yield ``responses`` under watch; ``done`` runs when the stream ends."""
        progress = _Progress(context, method, time.monotonic() + self._max_s)
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._run, name="memoryd-stall-watch", daemon=True
                )
                self._thread.start()
            self._open.add(progress)
            self._lock.notify()
        try:
            for message in responses:
                progress.moved = time.monotonic()
                yield message  # resumed once grpc has sent it
                progress.moved = time.monotonic()
        finally:
            with self._lock:
                self._open.discard(progress)
            done()

    def close(self) -> None:
        with self._lock:
            self._closed = True
            self._lock.notify()
