"""One call to an OpenAI-compatible chat endpoint (``POST {url}/chat/completions``), shared by
the LLM conflict judge and the LLM summarizer. Standard library only: a request a second is
the most either makes, so a connection pool would buy nothing."""

from __future__ import annotations

import json
import urllib.request

from memoryd.core.errors import ConfigurationError

# What a failed call raises: OSError covers URLError, HTTPError, timeouts and refused
# connections; the rest are malformed answers.
CALL_ERRORS = (OSError, ValueError, KeyError, IndexError, TypeError)


class ChatEndpoint:
    """Sends a system + user message and returns the reply's text. Stateless apart from its
    settings, so thread-safe (each call opens its own connection)."""

    def __init__(
        self, url: str, model: str, api_key: str, timeout_s: float, purpose: str, timeout_why: str
    ) -> None:
        if not url.startswith(("http://", "https://")):
            raise ConfigurationError(
                f"{purpose} url must start with http:// or https://, got {url!r}: set "
                "[engine.lifecycle] llm_url to the API base of an OpenAI-compatible server, "
                "e.g. http://127.0.0.1:8000/v1"
            )
        if not timeout_s > 0:
            raise ConfigurationError(
                f"{purpose} timeout must be > 0 seconds, got {timeout_s}: {timeout_why}"
            )
        self._endpoint = url.rstrip("/") + "/chat/completions"
        self._model = model
        self._api_key = api_key
        self._timeout = timeout_s

    def complete(self, system: str, user: str, max_tokens: int, max_reply_bytes: int) -> str:
        """Return the reply's text; raise one of CALL_ERRORS when the call or answer fails."""
        body = {
            "model": self._model,
            "temperature": 0,
            "max_tokens": max_tokens,
            "messages": [
                {"role": "system", "content": system},
                {"role": "user", "content": user},
            ],
        }
        headers = {"Content-Type": "application/json"}
        if self._api_key:
            headers["Authorization"] = f"Bearer {self._api_key}"
        request = urllib.request.Request(
            self._endpoint, data=json.dumps(body).encode(), headers=headers, method="POST"
        )
        with urllib.request.urlopen(request, timeout=self._timeout) as response:
            reply = json.loads(response.read(max_reply_bytes))
        content = reply["choices"][0]["message"]["content"]
        if not isinstance(content, str):
            raise TypeError("message content is not a string")
        return content
