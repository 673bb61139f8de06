"""memoryd.mcp: an MCP server (stdio or streamable HTTP) that lets MCP-speaking agents use memoryd.

Run ``memoryd-mcp --target 127.0.0.1:50051 --user-id alice`` (or ``python -m memoryd.mcp``);
``--transport http`` serves streamable HTTP instead, where each request's memoryd API key
decides whose memories it reaches. Tools: remember, recall, forget, update, history, feedback,
append_turn, build_context (see :func:`memoryd.mcp.server.build_server`).
"""

from .server import build_server, main
from .settings import McpSettings

__all__ = ["McpSettings", "build_server", "main"]
