"""The error an adapter raises when its framework is not installed."""

from __future__ import annotations


def missing_extra(framework: str, extra: str) -> ImportError:
    """Return the ImportError that says which extra brings ``framework``."""
    return ImportError(
        f"memoryd.adapters needs {framework} for this adapter: "
        f"pip install 'memoryd-client[{extra}]'"
    )
