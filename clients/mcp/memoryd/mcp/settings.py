"""McpSettings: where memoryd is, how the MCP server is reached, and whose memory it works on;
read once from flags and MEMORYD_* environment variables, then checked against the target."""

from __future__ import annotations

import argparse
import os
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import grpc

from memoryd.client import MemoryClient, MemorydError, Scope

Transport = Literal["stdio", "http"]

# HTTP headers that pick the scope of one request (the API key then decides if it may).
USER_HEADER = "x-memoryd-user-id"
AGENT_HEADER = "x-memoryd-agent-id"
SESSION_HEADER = "x-memoryd-session-id"


@dataclass(frozen=True)
class McpSettings:
    """Where memoryd is and whose memory this MCP server works on.

    ``transport`` is ``"stdio"`` (one host process, one user: the scope below is fixed) or
    ``"http"`` (streamable HTTP on ``host:port`` at ``/mcp``: each request says whose memory
    with the ``X-Memoryd-User-Id`` / ``-Agent-Id`` / ``-Session-Id`` headers, falling back on
    the scope below, and sends its memoryd API key as ``Authorization: Bearer <key>``, which
    memoryd checks: the key decides whose memories the request reaches). ``api_key`` is the
    key of stdio mode; HTTP mode never uses it, so that reaching the port is not enough.
    ``timeout_s`` bounds each memoryd call (retries on UNAVAILABLE included).
    """

    target: str = "127.0.0.1:50051"
    user_id: str = ""
    agent_id: str = ""
    session_id: str = ""
    api_key: str | None = None
    timeout_s: float = 10.0
    transport: Transport = "stdio"
    host: str = "127.0.0.1"
    port: int = 8765

    @property
    def scope(self) -> Scope:
        """Return the memoryd scope of stdio mode (HTTP mode's default)."""
        return Scope(self.user_id, self.agent_id, self.session_id)


def parse_args(argv: Sequence[str] | None = None) -> McpSettings:
    """Return the settings from flags, falling back on MEMORYD_* environment variables."""
    env = os.environ
    parser = argparse.ArgumentParser(
        prog="memoryd-mcp", description="MCP server (stdio or streamable HTTP) over memoryd"
    )
    parser.add_argument(
        "--target",
        default=env.get("MEMORYD_TARGET", "127.0.0.1:50051"),
        help="memoryd address (env MEMORYD_TARGET)",
    )
    parser.add_argument(
        "--user-id",
        default=env.get("MEMORYD_USER_ID", ""),
        help="env MEMORYD_USER_ID; required with stdio, the default user with http",
    )
    parser.add_argument("--agent-id", default=env.get("MEMORYD_AGENT_ID", ""))
    parser.add_argument("--session-id", default=env.get("MEMORYD_SESSION_ID", ""))
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds per memoryd call")
    parser.add_argument("--transport", choices=("stdio", "http"), default="stdio")
    parser.add_argument("--host", default="127.0.0.1", help="http: address to listen on")
    parser.add_argument("--port", type=int, default=8765, help="http: port")
    args = parser.parse_args(argv)
    if args.transport == "stdio" and not args.user_id:
        parser.error("--user-id (or MEMORYD_USER_ID) is required with --transport stdio")
    return McpSettings(
        target=args.target,
        user_id=args.user_id,
        agent_id=args.agent_id,
        session_id=args.session_id,
        # From the environment only: a flag would show the key in the process list.
        api_key=env.get("MEMORYD_API_KEY") or None,
        timeout_s=args.timeout,
        transport=args.transport,
        host=args.host,
        port=args.port,
    )


def check_target(settings: McpSettings, wait_s: float = 5.0) -> str | None:
    """Return why memoryd at the target cannot serve this MCP server, or None when it can.

    The target must answer within ``wait_s``; in stdio mode the scope's pool is also read
    once (Stats), so a wrong API key or user shows at start-up, not at the model's first call.
    """
    with grpc.insecure_channel(settings.target) as channel:
        try:
            grpc.channel_ready_future(channel).result(timeout=wait_s)
        except grpc.FutureTimeoutError:
            return (
                f"cannot reach memoryd at {settings.target} within {wait_s:g}s: start it "
                "(memoryd serve) or pass --target / MEMORYD_TARGET"
            )
    with MemoryClient(settings.target, timeout=wait_s, api_key=settings.api_key) as client:
        if settings.transport == "stdio":
            try:
                client.stats(settings.scope)
            except MemorydError as exc:
                return f"memoryd at {settings.target} refused {settings.scope.user_id!r}: {exc}"
    return None
