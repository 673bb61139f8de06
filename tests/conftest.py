"""How make test spreads the suite over pytest-xdist's workers (``--dist loadgroup``): a test
file's tests stay together on one worker (they share module fixtures: a server, a cluster),
except where a module fixture is parametrised by something that makes its own cluster —
test_sharding's nginx and haproxy clusters run on different workers, each ~3 minutes."""

from __future__ import annotations

import pytest

# Module fixtures whose every parameter builds its own world: each gets its own group.
_SPLIT_BY = {"cluster"}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not config.pluginmanager.hasplugin("xdist"):
        return  # -p no:xdist: one process, nothing to spread (and no xdist_group marker)
    for item in items:
        group = item.nodeid.split("::", 1)[0]
        params = getattr(getattr(item, "callspec", None), "params", {})
        for name in sorted(_SPLIT_BY & params.keys()):
            group += f"[{name}={params[name]}]"
        item.add_marker(pytest.mark.xdist_group(group))
