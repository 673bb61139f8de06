"""The HTTP listener: a Starlette app (the JSON API, its OpenAPI document, the web inspector's
static files) served by uvicorn on its own thread beside the gRPC server.

Why Starlette + uvicorn: both are well kept, already installed (the MCP SDK depends on them),
and small: routing, streaming responses and static files are all this needs. FastAPI would
add pydantic models in front of messages the proto already defines (its OpenAPI document
would describe the pydantic copies, not memoryd.v1); the document here is made from the proto
descriptors instead (memoryd.server.http.openapi).
"""

from __future__ import annotations

import asyncio
import logging
import ssl
import threading
from importlib import resources
from pathlib import Path

import uvicorn
from starlette.applications import Starlette
from starlette.concurrency import iterate_in_threadpool, run_in_threadpool
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response, StreamingResponse
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from memoryd.core import ConfigurationError
from memoryd.server.http import openapi
from memoryd.server.http.gateway import CallFailed, Gateway

log = logging.getLogger(__name__)

STATIC = Path(str(resources.files("memoryd.server.http") / "static"))
_START_TIMEOUT_S = 30.0


def make_app(gateway: Gateway, version: str) -> Starlette:
    """Return the Starlette app of ``gateway``: ``POST /v1/<Rpc>``, ``GET /openapi.json``,
    and the inspector (``/`` and ``/static/...``)."""
    document = openapi.document(version)

    async def call(request: Request) -> Response:
        name = request.path_params["rpc"]
        authorization = request.headers.get("authorization")
        try:
            body = await _body(request, gateway.max_body_bytes)
            if name == "Export":
                lines = await run_in_threadpool(gateway.export, body, authorization)
                return StreamingResponse(
                    iterate_in_threadpool(lines), media_type="application/x-ndjson"
                )
            if name == "Import":
                answer = await run_in_threadpool(gateway.import_, body, authorization)
            else:
                answer = await run_in_threadpool(gateway.unary, name, body, authorization)
        except CallFailed as failed:
            return JSONResponse(failed.body(), status_code=failed.http_status)
        return JSONResponse(answer)

    async def spec(request: Request) -> Response:
        return JSONResponse(document)

    async def index(request: Request) -> Response:
        return FileResponse(STATIC / "index.html", headers={"Cache-Control": "no-store"})

    return Starlette(
        routes=[
            Route("/v1/{rpc}", call, methods=["POST"]),
            Route("/openapi.json", spec, methods=["GET"]),
            Route("/", index, methods=["GET"]),
            Mount("/static", StaticFiles(directory=STATIC), name="static"),
        ]
    )


async def _body(request: Request, limit: int) -> bytes:
    """Return the request body; RESOURCE_EXHAUSTED past ``limit`` bytes, as gRPC's limit."""
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            import grpc

            raise CallFailed(
                grpc.StatusCode.RESOURCE_EXHAUSTED,
                f"request body larger than max_message_bytes ({limit} bytes)",
            )
        chunks.append(chunk)
    return b"".join(chunks)


class HttpServer:
    """uvicorn serving ``app`` on ``listen`` (HOST:PORT; port 0 picks one) on a thread of
    its own; TLS with ``certfile`` and ``keyfile``. ``close`` stops it."""

    def __init__(
        self, app: Starlette, listen: str, certfile: Path | None = None,
        keyfile: Path | None = None, client_ca: Path | None = None,
    ) -> None:  # fmt: skip
        host, _, port = listen.rpartition(":")
        if not host or not port.isdigit():
            raise ConfigurationError(f"http_listen = {listen!r}; give HOST:PORT")
        config = uvicorn.Config(
            app,
            host=host.strip("[]"),
            port=int(port),
            log_level="warning",
            lifespan="off",
            access_log=False,
            ssl_certfile=str(certfile) if certfile else None,
            ssl_keyfile=str(keyfile) if keyfile else None,
            ssl_ca_certs=str(client_ca) if client_ca else None,
            ssl_cert_reqs=ssl.CERT_REQUIRED if client_ca else ssl.CERT_NONE,
        )
        self._server = uvicorn.Server(config)
        self._failed: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="memoryd-http", daemon=True)
        self._thread.start()
        waited = 0.0
        while not self._server.started:
            if self._failed is not None or not self._thread.is_alive():
                raise ConfigurationError(f"cannot listen on {listen} (http_listen): "
                                         f"{self._failed or 'the port is taken?'}")  # fmt: skip
            if waited > _START_TIMEOUT_S:
                raise ConfigurationError(f"the HTTP listener on {listen} did not start")
            threading.Event().wait(0.02)
            waited += 0.02
        socket = self._server.servers[0].sockets[0]
        bound_host, bound_port = socket.getsockname()[:2]
        self.address = f"{host}:{bound_port}" if host else f"{bound_host}:{bound_port}"

    def _run(self) -> None:
        try:
            asyncio.run(self._server.serve())
        except BaseException as exc:  # a busy port ends serve() with SystemExit
            self._failed = exc

    def close(self) -> None:
        """Stop accepting, let requests in flight end, and join the thread."""
        self._server.should_exit = True
        self._thread.join(timeout=10)
