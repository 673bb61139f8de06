"""Builds, starts and stops the gRPC server: MemoryService, health, reflection, behind the
observing (request ids, metrics, logs) and auth interceptors; TLS and the metrics endpoint
when configured."""

from __future__ import annotations

import gc
import json
import logging
import os
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path

import grpc
from grpc_health.v1 import health, health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection

from memoryd.core import ConfigurationError, MemoryEngine
from memoryd.core.embedding import make_embedder
from memoryd.server import data_folder, forwarding, reader_link, readers
from memoryd.server.admission import Admission, AdmissionInterceptor
from memoryd.server.auth import AuthInterceptor, Keyring
from memoryd.server.decoding import DecodingInterceptor
from memoryd.server.fences import Fences
from memoryd.server.metrics import (
    MetricsServer,
    ObservingInterceptor,
    Telemetry,
    TimedEmbedder,
    make_tracer_provider,
    note_key_name,
)
from memoryd.server.pool_routing import PoolRoutingInterceptor
from memoryd.server.servicer import SERVER_VERSION, MemoryServicer
from memoryd.server.settings import ServerSettings
from memoryd.server.shard_service import ShardServicer
from memoryd.server.tls import check_exposure, server_credentials
from memoryd.server.write_health import StoreAwareHealth
from memoryd.v1 import memory_pb2, memory_pb2_grpc, reader_link_pb2_grpc

log = logging.getLogger(__name__)

SERVICE_NAME = memory_pb2.DESCRIPTOR.services_by_name["MemoryService"].full_name
SHARD_SERVICE_NAME = memory_pb2.DESCRIPTOR.services_by_name["ShardService"].full_name


def settle_garbage_collector() -> None:
    """Keep the cyclic garbage collector's pauses short while serving.

    What start-up built (indexes, caches, the model) lives as long as the process: frozen, a
    full collection no longer walks it. The young generation is collected every 10,000 new
    objects instead of 700: a recall and a maintenance sweep make thousands, and each
    collection is a pause with the GIL held. Measured (200k memories, in-process, maintenance
    sweeping meanwhile): the longest pause 120 ms -> 6 ms, recall max 150 -> 40 ms.
    """
    gc.collect()
    gc.freeze()
    _, second, third = gc.get_threshold()
    gc.set_threshold(10_000, second, third)


class MemoryServer:
    """A running memoryd: the engine behind a gRPC server. ``stop`` drains and closes.

    With ``settings.readers`` > 0 it is the writer of a group of processes sharing its port
    (memoryd.server.readers); ``writer_address`` makes it one of those readers: its engine
    opens the data folder read-only and every call it does not answer goes to the writer.
    """

    def __init__(self, settings: ServerSettings, writer_address: str | None = None) -> None:
        self.settings = settings
        self._is_reader = writer_address is not None
        shared_port = settings.readers > 0 or self._is_reader
        # Everything that can be refused is checked before the data folder is opened.
        check_exposure(settings)
        if not self._is_reader:  # the writer checked and opened it
            data_folder.check_before_open(settings.data_dir)  # what LMDB would crash on or hide
        credentials = server_credentials(settings.tls)
        routing = settings.routing
        header_required = routing.header_required
        fences = Fences(settings.data_dir)
        keyring = Keyring.from_settings(settings.auth) if settings.auth.enabled else None
        self._tracer_provider = make_tracer_provider(settings.tracing)
        self.telemetry = Telemetry()
        engine_config = settings.engine
        if shared_port and engine_config.store.changes_kept == 0:  # readers follow the log
            engine_config = replace(
                engine_config,
                store=replace(engine_config.store, changes_kept=readers.DEFAULT_CHANGES_KEPT),
            )
        embedder = TimedEmbedder(
            make_embedder(
                engine_config.embedder, engine_config.dimension, engine_config.embed_batch_size
            ),
            self.telemetry,
        )
        self.engine = MemoryEngine(
            settings.data_dir, engine_config, embedder=embedder, read_only=self._is_reader
        )
        if not self._is_reader:
            data_folder.mark(settings.data_dir)
        embedder.start_counting()  # after the warm-up
        self.telemetry.watch_engine(self.engine, SERVER_VERSION)
        self.admission = Admission(settings)
        interceptors: list[grpc.ServerInterceptor] = [
            ObservingInterceptor(self.telemetry, settings.log_calls, self._tracer_provider),
            AdmissionInterceptor(self.admission),  # before the rest: a refusal costs nothing
            DecodingInterceptor(),  # before auth: a body that does not parse names no user
        ]
        if keyring is not None:
            interceptors.append(AuthInterceptor(keyring, on_principal=note_key_name))
        interceptors.append(PoolRoutingInterceptor(fences, header_required, routing.shard_name))
        # Every admitted call has a thread at once (workers bounds engine work, not threads),
        # and Health keeps threads beyond max_concurrent_rpcs: see memoryd.server.admission.
        pool_threads = self.admission.pool_threads
        self._server = grpc.server(
            ThreadPoolExecutor(max_workers=pool_threads, thread_name_prefix="memoryd-rpc"),
            interceptors=interceptors,
            maximum_concurrent_rpcs=pool_threads,
            options=[
                ("grpc.max_receive_message_length", settings.max_message_bytes),
                ("grpc.max_send_message_length", settings.max_message_bytes),
                # A busy port is an error, not a shared one, unless readers share it.
                ("grpc.so_reuseport", int(shared_port)),
            ],
        )
        servicer = MemoryServicer(self.engine)
        shards = ShardServicer(
            self.engine, fences, routing.shard_name, engine_config.limits.max_batch
        )
        self._writer_channel: grpc.Channel | None = None
        if writer_address is not None:  # a reader: what it does not answer goes to the writer
            self._writer_channel = grpc.insecure_channel(
                writer_address,
                options=[
                    ("grpc.max_receive_message_length", settings.max_message_bytes),
                    ("grpc.max_send_message_length", settings.max_message_bytes),
                ],
            )
            memory_pb2_grpc.add_MemoryServiceServicer_to_server(
                forwarding.Forwarded(
                    servicer, memory_pb2_grpc.MemoryServiceStub(self._writer_channel),
                    forwarding.MEMORY_SERVICE, forwarding.SERVED_BY_READERS,
                ),
                self._server,
            )  # fmt: skip
            memory_pb2_grpc.add_ShardServiceServicer_to_server(
                forwarding.Forwarded(
                    shards, memory_pb2_grpc.ShardServiceStub(self._writer_channel),
                    forwarding.SHARD_SERVICE, frozenset(),
                ),
                self._server,
            )  # fmt: skip
        else:
            memory_pb2_grpc.add_MemoryServiceServicer_to_server(servicer, self._server)
            memory_pb2_grpc.add_ShardServiceServicer_to_server(shards, self._server)
            if settings.readers > 0:  # what the readers count comes back over the local socket
                reader_link_pb2_grpc.add_ReaderLinkServicer_to_server(
                    reader_link.ReaderLinkServicer(self.engine), self._server
                )
        self._access_reporter = (
            None
            if self._writer_channel is None
            else reader_link.AccessReporter(self.engine, self._writer_channel)
        )
        self._health = StoreAwareHealth(lambda: self.engine.storage_full().full)
        health_pb2_grpc.add_HealthServicer_to_server(self._health, self._server)
        reflection.enable_server_reflection(
            (SERVICE_NAME, SHARD_SERVICE_NAME, health.SERVICE_NAME, reflection.SERVICE_NAME),
            self._server,
        )
        try:
            if credentials is None:
                self.port = self._server.add_insecure_port(settings.listen)
            else:
                self.port = self._server.add_secure_port(settings.listen, credentials)
        except RuntimeError as exc:
            self.engine.close()
            raise ConfigurationError(f"cannot listen on {settings.listen}: {exc}") from None
        host = settings.listen.rsplit(":", 1)[0]
        self.address = f"{host}:{self.port}"
        self.private_address = self.address  # a reader's own port (tests, diagnostics)
        self._readers: readers.ReaderPool | None = None
        self._writer_socket = ""
        try:
            if self._is_reader:
                private = f"{host}:0"
                private_port = (
                    self._server.add_insecure_port(private)
                    if credentials is None
                    else self._server.add_secure_port(private, credentials)
                )
                self.private_address = f"{host}:{private_port}"
            elif settings.readers > 0:
                self._writer_socket = readers.writer_socket(settings.data_dir)
                self._server.add_insecure_port(self._writer_socket)  # local: readers' calls
                self._readers = readers.ReaderPool(settings, self.address, self._writer_socket)
        except RuntimeError as exc:
            self.engine.close()
            raise ConfigurationError(f"cannot listen for reader processes: {exc}") from None
        self._metrics_server: MetricsServer | None = None
        if settings.metrics_listen:
            try:
                self._metrics_server = MetricsServer(self.telemetry, settings.metrics_listen)
            except ConfigurationError:
                self.engine.close()
                raise
        self._http = None
        if settings.http_listen:
            try:
                self._http = _http_server(settings, servicer, keyring)
            except ConfigurationError:
                if self._metrics_server is not None:
                    self._metrics_server.close()
                self.engine.close()
                raise
        self._stopped = threading.Event()

    @property
    def http_address(self) -> str | None:
        """Return HOST:PORT of the HTTP/JSON listener, or None when it is off."""
        return self._http.address if self._http is not None else None

    def start(self) -> None:
        """Start serving, mark the services SERVING, and write the ready file if asked."""
        settle_garbage_collector()
        self._server.start()
        for name in ("", SERVICE_NAME):
            self._health.set(name, health_pb2.HealthCheckResponse.SERVING)
        self._health.start_writes()
        announced_readers: list[dict[str, object]] = []
        if self._readers is not None:  # the writer serves every call until they do
            announced_readers = self._readers.start(timeout_s=300.0)
        log.info(
            "serving",
            extra={
                "address": self.address,
                "data_dir": str(self.settings.data_dir),
                "embedder": self.engine.model_id,
                "dimension": self.engine.dimension,
                "tls": self.settings.tls.enabled,
                "mutual_tls": self.settings.tls.client_ca_file is not None,
                "auth": self.settings.auth.enabled,
                "metrics": self.metrics_address,
                "http": self.http_address,
            },
        )
        if self.settings.ready_file is not None:
            ready = {"address": self.address, "pid": os.getpid(), "metrics": self.metrics_address,
                     "http": self.http_address, "readers": announced_readers}  # fmt: skip
            _write_atomically(self.settings.ready_file, json.dumps(ready))

    @property
    def metrics_address(self) -> str | None:
        """Return HOST:PORT of the metrics endpoint, or None when it is off."""
        return self._metrics_server.address if self._metrics_server is not None else None

    def report_access(self) -> int:
        """A reader: hand the accesses its recalls counted to the writer; return how many
        memories the writer folded in (memoryd.server.reader_link). The writer: 0."""
        return 0 if self._access_reporter is None else self._access_reporter.report()

    def stop(self) -> None:
        """Refuse new calls, let in-flight ones finish (up to grace_s), then close the engine."""
        if self._stopped.is_set():
            return
        self._stopped.set()
        log.info("stopping", extra={"grace_s": self.settings.grace_s})
        self._health.enter_graceful_shutdown()
        if self._readers is not None:  # first: their calls in flight may need the writer
            self._readers.stop(self.settings.grace_s)
        self._server.stop(self.settings.grace_s).wait()
        self.report_access()  # the last second's, while the writer may still be there
        if self._writer_channel is not None:
            self._writer_channel.close()
        if self._http is not None:
            self._http.close()
        if self._metrics_server is not None:
            self._metrics_server.close()
        if self._tracer_provider is not None:
            self._tracer_provider.shutdown()  # flushes the spans still batched
        self.admission.close()
        self.engine.close()
        log.info("stopped")


def _http_server(settings: ServerSettings, servicer: MemoryServicer, keyring: Keyring | None):
    """Return the HTTP/JSON listener (memoryd.server.http) over the gRPC server's servicer
    and keys, refused beyond loopback on the same terms as gRPC."""
    from memoryd.server.http.app import HttpServer, make_app
    from memoryd.server.http.gateway import Gateway

    check_exposure(replace(settings, listen=settings.http_listen))
    gateway = Gateway(servicer, keyring, settings.max_message_bytes)
    tls = settings.tls
    return HttpServer(make_app(gateway, SERVER_VERSION), settings.http_listen, tls.cert_file,
                      tls.key_file, tls.client_ca_file)  # fmt: skip


def _write_atomically(path: Path, text: str) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text)
    os.replace(tmp, path)
