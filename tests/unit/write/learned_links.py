"""Shared checks of a learned model's links (change_report, update_reading): what Maintain
"rejudge" does with a link the model made, with the model on and then off."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager

from memoryd.core import MemoryEngine, RememberResult, Scope, Status

Opener = Callable[[bool], AbstractContextManager[MemoryEngine]]


def rejudge_keeps_then_releases(
    open_engine: Opener,
    scope: Scope,
    write_pair: Callable[[MemoryEngine], tuple[RememberResult, RememberResult]],
) -> None:
    """Check that a rejudge keeps the link ``write_pair`` makes with the model on
    (``open_engine(True)``), and releases it, both memories staying active, with it off."""
    with open_engine(True) as engine:
        first, second = write_pair(engine)
        done = engine.maintain(tasks=["rejudge"])
        assert (done["verdicts_rejudged"], done["verdicts_released"]) == (1, 0)
        assert engine.get(scope, first.record.id).outranked_by == (second.record.id,)
    with open_engine(False) as engine:
        done = engine.maintain(tasks=["rejudge"])
        assert (done["verdicts_rejudged"], done["verdicts_released"]) == (1, 1)
        assert engine.get(scope, first.record.id).outranked_by == ()
        for result in (first, second):
            assert engine.get(scope, result.record.id).status is Status.ACTIVE
