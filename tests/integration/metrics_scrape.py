"""Reading a live server's Prometheus endpoint in integration tests."""

from __future__ import annotations

import json
import urllib.request

from prometheus_client.parser import text_string_to_metric_families


def metrics_address(server) -> str:
    for line in server.log().splitlines():
        if line.startswith("{") and json.loads(line).get("msg") == "serving":
            return json.loads(line)["metrics"]
    raise AssertionError(f"no 'serving' line in the log:\n{server.log()}")


def scrape(server) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Return every sample of /metrics: (name, sorted labels) -> value."""
    url = f"http://{metrics_address(server)}/metrics"
    with urllib.request.urlopen(url, timeout=10) as reply:
        assert reply.status == 200
        text = reply.read().decode()
    return {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
    }


def value(samples, name: str, **labels: str) -> float:
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)
