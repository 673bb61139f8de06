"""memoryd over HTTP/JSON, opt-in (``http_listen``): every RPC as ``POST /v1/<Rpc>``, its
OpenAPI document at ``/openapi.json``, and the web inspector at ``/``."""
