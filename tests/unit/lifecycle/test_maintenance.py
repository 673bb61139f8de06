"""Maintenance's tasks and report keys are enums: names from a request are checked against
the task table, and a pass reports every key, whatever ran."""

from __future__ import annotations

import pytest

from memoryd.core import EngineConfig, MemoryEngine
from memoryd.core.errors import InvalidArgument
from memoryd.core.lifecycle.maintenance import Done, Task, tasks_named


def test_tasks_named_maps_request_strings_to_tasks():
    assert tasks_named(["sweep", "migrate", "sweep"]) == {Task.SWEEP, Task.MIGRATE}
    assert tasks_named([]) == set()


def test_an_unknown_task_names_the_field_and_the_choices():
    with pytest.raises(InvalidArgument) as caught:
        tasks_named(["migrate", "defrag"])
    assert caught.value.field == "tasks"
    assert "'defrag'" in caught.value.problem
    assert "migrate, compact, retrain, sweep" in caught.value.problem


def test_a_pass_reports_every_key_in_table_order(tmp_path):
    engine = MemoryEngine(tmp_path, EngineConfig(embedder="none", dimension=8))
    try:
        report = engine.maintain(tasks=["compact"])
    finally:
        engine.close()
    assert list(report) == [d.value for d in Done]
    assert all(type(k) is str for k in report)  # plain strings at the boundary (proto map)
    assert set(report.values()) == {0}
