"""memoryd.mcp: an MCP server (stdio) that lets MCP-speaking agents use memoryd.

Run ``memoryd-mcp --target 127.0.0.1:50051 --user-id alice`` (or ``python -m memoryd.mcp``);
it exposes the tools ``remember``, ``recall``, ``forget`` and ``build_context`` over one
memoryd scope fixed at start-up (see :func:`memoryd.mcp.server.build_server`).
"""

from .server import McpSettings, build_server, main

__all__ = ["McpSettings", "build_server", "main"]
