"""The write-time floor a neighbour must reach to be judged against a new memory.

(The decision itself is memoryd.core.write.relate.relate since issue #13; the older
``Decision``/``decide`` pair that lived here had no caller left and is gone.)
"""

from __future__ import annotations

from memoryd.core.judge import changed_attribute


def neighbour_floor(content: str, conflict_threshold: float, changed_floor: float) -> float:
    """Return the least cosine a neighbour needs to be judged against a new memory: the
    conflict threshold, or ``changed_floor`` when lower and the text says a single-valued
    attribute changed (memoryd.core.judge.changed_attribute: "We relocated to Austin" and "I
    live in Berlin" share almost no words, cosine ~.2 with USE)."""
    if changed_floor < conflict_threshold and changed_attribute(content):
        return changed_floor
    return conflict_threshold
