"""The arrays of a model shipped inside the package (core/write/*.npz), read once per caller.

Why one place: the learned parts of the write path (pair_model, episodes) ship their weights as
package data; reading them from the installed package (not a path) is what makes a wheel work.
"""

from __future__ import annotations

import io
from importlib import resources

import numpy as np


def arrays(name: str) -> dict[str, np.ndarray] | None:
    """Return the arrays of the package's ``name`` file (an .npz in memoryd.core.write), or None
    when the file is not there."""
    try:
        raw = resources.files("memoryd.core.write").joinpath(name).read_bytes()
    except (FileNotFoundError, ModuleNotFoundError):
        return None
    with np.load(io.BytesIO(raw)) as data:
        return {key: data[key] for key in data.files}
