"""bench.guess_links: the reasons the write path gives its links are read as their kinds."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

from memoryd.core.judge import RuleJudge
from memoryd.core.types import ConflictPolicy
from memoryd.core.write import relate

REPO = Path(__file__).resolve().parents[3]
if str(REPO) not in sys.path:  # bench/ is a folder of the checkout, not an installed package
    sys.path.insert(0, str(REPO))

guess_links = importlib.import_module("bench.guess_links")

from tests.unit.write.records import record  # noqa: E402


def _reason(old: str, new: str, similarity: float) -> str:
    # the USE calibration's duplicate, conflict and order thresholds
    decided = relate.relate(
        new, (), False, ConflictPolicy.AUTO, [(record(old), similarity)], RuleJudge(), 0.78, 0.3,
        told_event=lambda r: False, order_threshold=0.55,
    )  # fmt: skip
    return decided.reason


def test_the_write_paths_own_reasons_are_read_as_their_kinds() -> None:
    # the reasons come from relate itself, so a reworded reason fails here, not silently there
    assert guess_links.kind_of(_reason(
        "I write my journal at the kitchen table.", "We bought the kitchen table at IKEA.", 0.4
    )) == "named again"  # fmt: skip
    assert guess_links.kind_of(_reason(
        "My go-to coffee is a flat white.", "My usual coffee order is an oat latte.", 0.67
    )) == "look-alike"  # fmt: skip
    assert guess_links.kind_of("") == "other"
