"""Working memory through a real engine and LMDB: merge, replace, schema, end, reopen."""

from __future__ import annotations

import json

import pytest

from memoryd.core import InvalidArgument, NotFound, Scope
from memoryd.core.store.storage import Table

SCHEMA = json.dumps(
    {
        "type": "object",
        "properties": {"city": {"type": "string"}, "nights": {"type": "integer", "minimum": 1}},
        "required": ["city"],
    }
)


def test_values_merge_and_replace(open_engine):
    engine = open_engine()
    scope = Scope("alice", "", "s1")
    engine.set_working(scope, "trip", {"city": "Paris", "nights": 2.0})
    state = engine.set_working(scope, "trip", {"nights": 3})
    assert state.values == {"city": "Paris", "nights": 3}
    assert engine.get_working(scope, "trip").values == {"city": "Paris", "nights": 3}
    replaced = engine.set_working(scope, "trip", {"budget": 900}, replace=True)
    assert replaced.values == {"budget": 900}


def test_the_schema_binds_every_later_state(open_engine):
    engine = open_engine()
    scope = Scope("alice")
    engine.set_working(scope, "trip", {"city": "Lyon", "nights": 1}, json_schema=SCHEMA)
    with pytest.raises(InvalidArgument, match="nights") as err:
        engine.set_working(scope, "trip", {"nights": 0})
    assert err.value.field == "values"
    with pytest.raises(InvalidArgument, match="city"):
        engine.set_working(scope, "trip", {"nights": 2}, replace=True)
    assert engine.get_working(scope, "trip").values == {"city": "Lyon", "nights": 1}
    assert json.loads(engine.get_working(scope, "trip").json_schema) == json.loads(SCHEMA)


@pytest.mark.parametrize(
    ("schema", "match"),
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "JSON object"),
        ('{"type": "strin"}', "not a valid JSON Schema"),
        ('{"$ref": "https://example.com/s.json"}', "fetches nothing"),
    ],
)
def test_bad_schemas_are_refused(open_engine, schema, match):
    engine = open_engine()
    with pytest.raises(InvalidArgument, match=match) as err:
        engine.set_working(Scope("alice"), "t", {"a": 1}, json_schema=schema)
    assert err.value.field == "json_schema"


def test_end_task_clears_the_state(open_engine):
    engine = open_engine()
    scope = Scope("alice")
    engine.set_working(scope, "t", {"step": 1})
    ended = engine.set_working(scope, "t", {"step": 2}, end_task=True)
    assert ended.ended and ended.values == {"step": 2} and ended.promoted_ids == ()
    with pytest.raises(NotFound):
        engine.get_working(scope, "t")
    with pytest.raises(NotFound):
        engine.set_working(scope, "t", None, end_task=True)


def test_promote_keys_need_end_task_and_known_keys(open_engine):
    engine = open_engine()
    scope = Scope("alice")
    engine.set_working(scope, "t", {"a": 1})
    with pytest.raises(InvalidArgument, match="end_task"):
        engine.set_working(scope, "t", None, promote_keys=["a"])
    with pytest.raises(InvalidArgument, match="'b'") as err:
        engine.set_working(scope, "t", None, end_task=True, promote_keys=["b"])
    assert err.value.field == "promote_keys"
    assert engine.get_working(scope, "t").values == {"a": 1}  # nothing ended


def test_state_is_per_pool_and_survives_a_reopen(open_engine, tmp_path):
    engine = open_engine(tmp_path / "d")
    engine.set_working(Scope("alice"), "t", {"card": "4111 1111 1111 1111", "n": 1})
    with pytest.raises(NotFound):
        engine.get_working(Scope("bob"), "t")
    with pytest.raises(NotFound):
        engine.get_working(Scope("alice", "agent"), "t")
    raw = engine._store.get(Table.WORKING, Scope("alice").pool_key + b"\x00t")
    assert raw is not None and b"4111 1111 1111 1111" not in raw
    engine.close()
    again = open_engine(tmp_path / "d")
    values = again.get_working(Scope("alice"), "t").values
    assert values["n"] == 1 and "1111 1111 1111" not in values["card"]


@pytest.mark.parametrize("task_id", ["", "a\x00b", "x" * 200])
def test_bad_task_ids_are_refused(open_engine, task_id):
    with pytest.raises(InvalidArgument) as err:
        open_engine().set_working(Scope("alice"), task_id, {"a": 1})
    assert err.value.field == "task_id"


def test_non_json_numbers_are_refused(open_engine):
    with pytest.raises(InvalidArgument, match="finite"):
        open_engine().set_working(Scope("alice"), "t", {"a": float("nan")})
