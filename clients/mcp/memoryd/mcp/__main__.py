"""``python -m memoryd.mcp``: the stdio MCP server (see memoryd.mcp.server.main)."""

from .server import main

raise SystemExit(main())
