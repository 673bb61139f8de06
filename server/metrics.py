"""Observability: Prometheus metrics, per-call request ids and one log line per call.

:class:`Telemetry` owns a private registry (so several servers in one process never clash)
and the metrics the server records; :class:`ObservingInterceptor` is the outermost gRPC
interceptor: it gives every call a request id (the caller's ``x-request-id`` metadata or a
fresh one, returned in the trailing metadata and put in every log line logged while serving
the call), counts it by method and status code, times it, and logs it. Engine figures (tier
sizes, lifecycle counters, maintenance, LMDB map usage) are read from
``MemoryEngine.telemetry()`` when Prometheus scrapes, never on the request path.

Served on ``metrics_listen`` (off by default) as ``http://HOST:PORT/metrics``. With
``tracing`` set (and OpenTelemetry installed), every call is also an OpenTelemetry server span,
child of the caller's W3C ``traceparent`` metadata when it sends one.
"""

from __future__ import annotations

import contextvars
import logging
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import grpc
import numpy as np
from prometheus_client import (
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    ProcessCollector,
    disable_created_metrics,
    start_http_server,
)
from prometheus_client.core import (
    CounterMetricFamily,
    GaugeMetricFamily,
    HistogramMetricFamily,
)
from prometheus_client.registry import Collector

from memoryd.core import ConfigurationError, MemoryEngine
from memoryd.core.embedding import Calibration, Embedder
from memoryd.core.judge import Verdict
from memoryd.core.lifecycle.maintenance import Done
from memoryd.core.metrics import MAINTENANCE_BUCKETS_S
from memoryd.server.handlers import WrappedByMethod, wrap_handler
from memoryd.server.logs import pick_request_id, request_id

log = logging.getLogger("memoryd.rpc")

REQUEST_ID_KEY = "x-request-id"
# Calls take ~1 ms (a cached recall) to seconds (a large batch, an LLM judge).
RPC_BUCKETS_S = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10)
EMBED_BUCKETS_S = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5)

# The name of the API key of the call being served, for its log line (set by auth).
_key_name: contextvars.ContextVar[str | None] = contextvars.ContextVar("key_name", default=None)


TRACING_MODES = ("", "otlp", "console")


def make_tracer_provider(mode: str) -> Any | None:
    """Return an OpenTelemetry TracerProvider exporting as ``mode`` says, or None when off.

    Its own provider, not the global one: the server configures nothing on import, and
    ``shutdown()`` on it flushes the spans at stop.
    """
    if mode not in TRACING_MODES:
        raise ConfigurationError(f"tracing = {mode!r}; choose one of '', 'otlp', 'console'")
    if not mode:
        return None
    try:
        from opentelemetry.sdk.resources import Resource
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import (
            BatchSpanProcessor,
            ConsoleSpanExporter,
            SimpleSpanProcessor,
        )
    except ImportError:
        raise ConfigurationError(
            f"tracing = {mode!r} needs OpenTelemetry: pip install 'memoryd[otel]'"
        ) from None
    provider = TracerProvider(resource=Resource.create({"service.name": "memoryd"}))
    if mode == "console":
        exporter = ConsoleSpanExporter(formatter=lambda span: span.to_json(indent=None) + "\n")
        provider.add_span_processor(SimpleSpanProcessor(exporter))
    else:
        try:
            from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter
        except ImportError:
            raise ConfigurationError(
                "tracing = 'otlp' needs the OTLP exporter: pip install 'memoryd[otel]'"
            ) from None
        provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
    return provider


class _Spans:
    """Starts and ends one server span per call."""

    def __init__(self, provider: Any) -> None:
        from opentelemetry.trace import SpanKind, Status, StatusCode
        from opentelemetry.trace.propagation.tracecontext import TraceContextTextMapPropagator

        self._tracer = provider.get_tracer("memoryd.server")
        self._propagator = TraceContextTextMapPropagator()
        self._kind = SpanKind.SERVER
        self._error = lambda name: Status(StatusCode.ERROR, name)

    def start(self, service: str, method: str, metadata: dict[str, str], rid: str) -> Any:
        parent = self._propagator.extract(carrier=metadata)
        return self._tracer.start_span(
            f"{service}/{method}",
            context=parent,
            kind=self._kind,
            attributes={
                "rpc.system": "grpc",
                "rpc.service": service,
                "rpc.method": method,
                "memoryd.request_id": rid,
            },
        )

    def end(self, span: Any, code: grpc.StatusCode) -> None:
        span.set_attribute("rpc.grpc.status_code", code.value[0])
        if code is not grpc.StatusCode.OK:
            span.set_status(self._error(code.name))
        span.end()


def note_key_name(name: str) -> None:
    """Record which API key the current call uses (its name; never the key)."""
    _key_name.set(name)


class Telemetry:
    """The server's metrics registry and the metrics it records; thread-safe."""

    def __init__(self) -> None:
        # A "_created" timestamp series beside every counter doubles the page for nothing
        # Prometheus uses (process-wide switch: this is the server process).
        disable_created_metrics()
        self.registry = CollectorRegistry()
        r = self.registry
        ProcessCollector(registry=r)  # CPU, memory, open files of the server
        self.rpcs = Counter(
            "memoryd_rpcs",
            "Calls handled, by service, method and gRPC status code",
            ["service", "method", "code"],
            registry=r,
        )
        self.rpc_seconds = Histogram(
            "memoryd_rpc_duration_seconds",
            "Time to handle a call (a streamed response: until its last message)",
            ["service", "method"],
            buckets=RPC_BUCKETS_S,
            registry=r,
        )
        self.in_flight = Gauge("memoryd_rpcs_in_flight", "Calls being handled now", registry=r)
        self.embed_seconds = Histogram(
            "memoryd_embed_duration_seconds",
            "Time the embedding model took for one call (passages: writes; queries: recall)",
            ["kind"],
            buckets=EMBED_BUCKETS_S,
            registry=r,
        )
        self.embedded = Counter(
            "memoryd_embedded_texts", "Texts embedded by the server's model", ["kind"], registry=r
        )

    def watch_engine(self, engine: MemoryEngine, version: str) -> None:
        """Report the engine's figures at every scrape."""
        self.registry.register(EngineCollector(engine, version))


class MetricsServer:
    """The HTTP endpoint serving a Telemetry's registry; ``close`` stops it."""

    def __init__(self, telemetry: Telemetry, listen: str) -> None:
        host, sep, port = listen.rpartition(":")
        if not sep or not port.isdigit():
            raise ConfigurationError(f"metrics_listen = {listen!r}: expected HOST:PORT")
        host = host.strip("[]") or "127.0.0.1"
        try:
            self._httpd, self._thread = start_http_server(
                int(port), addr=host, registry=telemetry.registry
            )
        except OSError as exc:
            raise ConfigurationError(f"cannot serve metrics on {listen}: {exc}") from None
        bound = self._httpd.server_address[1]
        self.address = f"{host}:{bound}" if ":" not in host else f"[{host}]:{bound}"

    def close(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(5)


class EngineCollector(Collector):
    """Engine figures, read when Prometheus scrapes."""

    def __init__(self, engine: MemoryEngine, version: str) -> None:
        self._engine = engine
        self._version = version

    def collect(self) -> Iterator[Any]:
        try:
            f = self._engine.telemetry()
        except Exception:  # a scrape during shutdown: report the process metrics only
            log.debug("engine figures unavailable", exc_info=True)
            return
        info = GaugeMetricFamily(
            "memoryd_info", "The server: version, model and dimension", labels=["version", "model"]
        )
        info.add_metric([self._version, self._engine.model_id], 1)
        yield info
        yield GaugeMetricFamily("memoryd_pools", "Memory pools (user, agent) held", value=f.pools)
        by_status = GaugeMetricFamily(
            "memoryd_memories", "Memories stored, by status (every pool)", labels=["status"]
        )
        for status, n in sorted(f.by_status.items()):
            by_status.add_metric([status], n)
        yield by_status
        by_tier = GaugeMetricFamily(
            "memoryd_tier_memories", "Memories indexed, by tier (every pool)", labels=["tier"]
        )
        for tier, n in sorted(f.by_tier.items()):
            by_tier.add_metric([tier], n)
        yield by_tier
        yield CounterMetricFamily(
            "memoryd_writes", "Remember items received (persisted across restarts)", f.writes
        )
        events = CounterMetricFamily(
            "memoryd_lifecycle_events",
            "Lifecycle events: merge, supersede, refine, coexist (judged writes, persisted "
            "across restarts); archive, expire (maintenance, since the server started)",
            labels=["event"],
        )
        events.add_metric(["merge"], f.merges)
        # The figures are keyed by the enums' values (a mistyped member fails, a string not).
        for verdict in Verdict:
            events.add_metric([verdict.value], f.verdicts.get(verdict.value, 0))
        events.add_metric(["archive"], f.maintenance.done.get(Done.ARCHIVED.value, 0))
        events.add_metric(["expire"], f.maintenance.done.get(Done.EXPIRED.value, 0))
        yield events
        m = f.maintenance
        bounds = [str(b) for b in MAINTENANCE_BUCKETS_S] + ["+Inf"]
        cumulative = [*(m.bucket_counts or (0,) * len(MAINTENANCE_BUCKETS_S)), m.passes]
        yield HistogramMetricFamily(
            "memoryd_maintenance_duration_seconds",
            "Maintenance passes (background and Maintain calls), by duration",
            buckets=list(zip(bounds, cumulative, strict=True)),
            sum_value=m.seconds_sum,
        )
        work = CounterMetricFamily(
            "memoryd_maintenance_items",
            "Items maintenance handled since start, by task",
            labels=["task"],
        )
        for task, n in sorted(m.done.items()):
            work.add_metric([task], n)
        yield work
        yield GaugeMetricFamily(
            "memoryd_lmdb_used_bytes", "Bytes of the LMDB map used so far", value=f.store_used_bytes
        )
        yield GaugeMetricFamily(
            "memoryd_lmdb_map_size_bytes",
            "The LMDB map size: the most the store may grow to (store.map_size_bytes)",
            value=f.store_map_bytes,
        )
        yield GaugeMetricFamily(
            "memoryd_store_full",
            "1 while the store is full (its last write was refused for disk or map space): "
            "reads are served, writes answer RESOURCE_EXHAUSTED until space returns",
            value=1 if f.store_full else 0,
        )
        yield CounterMetricFamily(
            "memoryd_store_full_refusals",
            "Writes refused for want of disk or map space since start (RESOURCE_EXHAUSTED)",
            f.store_full_refusals,
        )
        damage = self._engine.damage
        yield CounterMetricFamily(
            "memoryd_damaged_records",
            "Stored records found unreadable since start (bad checksum, header or text): "
            "skipped, never served; restore from a backup",
            damage.damaged,
        )
        yield CounterMetricFamily(
            "memoryd_clamped_reads",
            "Reads of records whose times or counters lay out of range (written before they "
            "were checked): served with them clamped",
            damage.clamped,
        )


class TimedEmbedder:
    """An Embedder that reports each call's duration and size to Telemetry; thread-safe
    when the embedder it wraps is."""

    def __init__(self, inner: Embedder, telemetry: Telemetry) -> None:
        self._inner = inner
        self.model_id: str = inner.model_id
        self.dimension: int = inner.dimension
        self.calibration: Calibration = inner.calibration
        self._seconds = telemetry.embed_seconds
        self._count = telemetry.embedded
        self._counting = False  # the engine's warm-up call is not a request's

    def start_counting(self) -> None:
        """Count the calls from now on (call once the engine has warmed up)."""
        self._counting = True

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        """Return (n, dimension) float32 unit vectors for texts to be stored."""
        return self._timed("passages", self._inner.embed_passages, texts)

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        """Return (n, dimension) float32 unit vectors for texts to search with."""
        return self._timed("queries", self._inner.embed_queries, texts)

    def observe_passages(self, count: int, seconds: float) -> None:
        """Count ``count`` passages embedded in ``seconds`` by the engine's embedding process
        (memoryd.core.embedding.CountsElsewhere): the same figures as a call here."""
        if self._counting:
            self._seconds.labels("passages").observe(seconds)
            self._count.labels("passages").inc(count)

    def _timed(self, kind: str, fn: Callable[[Sequence[str]], np.ndarray], texts) -> np.ndarray:
        started = time.perf_counter()
        vectors = fn(texts)  # failures (no model) are not timings
        if not self._counting:
            return vectors
        self._seconds.labels(kind).observe(time.perf_counter() - started)
        self._count.labels(kind).inc(len(texts))
        return vectors


def _split(full_method: str) -> tuple[str, str]:
    service, _, method = full_method.lstrip("/").rpartition("/")
    return service, method


class ObservingInterceptor(grpc.ServerInterceptor):
    """Request ids, metrics and one log line for every call (the outermost interceptor).

    A method's wrapped handler is built once (memoryd.server.handlers): a call pays no handler,
    closures or metric-child lookups.
    """

    def __init__(
        self, telemetry: Telemetry, log_calls: bool = True, tracer_provider: Any | None = None
    ) -> None:
        self._t = telemetry
        self._log_calls = log_calls
        self._spans = _Spans(tracer_provider) if tracer_provider is not None else None
        self._wrapped = WrappedByMethod(lambda handler, full: self._wrap(handler, *_split(full)))

    def intercept_service(self, continuation, handler_call_details):
        handler = continuation(handler_call_details)
        if handler is None:
            return None
        return self._wrapped(handler, handler_call_details.method)

    def _wrap(
        self, handler: grpc.RpcMethodHandler, service: str, method: str
    ) -> grpc.RpcMethodHandler:
        spans = self._spans
        t = self._t
        by_code = {code: t.rpcs.labels(service, method, code.name) for code in grpc.StatusCode}
        seconds = t.rpc_seconds.labels(service, method)
        in_flight = t.in_flight
        log_calls = self._log_calls

        def begin(context: grpc.ServicerContext) -> tuple[str, float, Any]:
            metadata = {
                key: value if isinstance(value, str) else value.decode(errors="replace")
                for key, value in context.invocation_metadata() or ()
            }
            rid = pick_request_id(metadata.get(REQUEST_ID_KEY))
            request_id.set(rid)
            _key_name.set(None)
            context.set_trailing_metadata(((REQUEST_ID_KEY, rid),))
            in_flight.inc()
            span = spans.start(service, method, metadata, rid) if spans is not None else None
            return rid, time.perf_counter(), span

        def end(
            context: grpc.ServicerContext, rid: str, started: float, span: Any, failed: bool
        ) -> None:
            elapsed = time.perf_counter() - started
            in_flight.dec()
            code = context.code()  # set by abort / set_code; None means OK unless it raised
            if code is None:
                code = grpc.StatusCode.UNKNOWN if failed else grpc.StatusCode.OK
            by_code[code].inc()
            seconds.observe(elapsed)
            request_id.set(None)
            if span is not None:
                spans.end(span, code)  # type: ignore[union-attr]
            if not log_calls:
                return
            extra = {
                "method": f"{service}/{method}",
                "code": code.name,
                "ms": round(elapsed * 1000, 3),
                "request_id": rid,
            }
            key = _key_name.get()
            if key is not None:
                extra["key"] = key
            failed_here = code in (grpc.StatusCode.INTERNAL, grpc.StatusCode.UNKNOWN)
            # A container's health probe calls every few seconds: at info it buries the log.
            quiet = service == "grpc.health.v1.Health" and code is grpc.StatusCode.OK
            level = logging.WARNING if failed_here else logging.DEBUG if quiet else logging.INFO
            log.log(level, "rpc", extra=extra)

        def factory(behavior: Callable, kind: str) -> Callable:
            if kind.endswith("_stream"):

                def streamed(request: Any, context: grpc.ServicerContext) -> Iterator[Any]:
                    rid, started, span = begin(context)
                    failed = True
                    try:
                        yield from behavior(request, context)
                        failed = False
                    except GeneratorExit:
                        # grpc drops a response stream whose client cancelled or went away
                        # (closed when collected): the call ended CANCELLED, no failure of ours
                        # (it was counted UNKNOWN and logged as a warning).
                        if context.code() is None:
                            context.set_code(grpc.StatusCode.CANCELLED)
                        raise
                    finally:
                        end(context, rid, started, span, failed)

                return streamed

            def unary(request: Any, context: grpc.ServicerContext) -> Any:
                rid, started, span = begin(context)
                failed = True
                try:
                    response = behavior(request, context)
                    failed = False
                    return response
                finally:
                    end(context, rid, started, span, failed)

            return unary

        return wrap_handler(handler, factory)
