"""Event actions are one vocabulary (types.EventAction): every action core/ writes is a
member, written by its name (a mistyped name fails at import, a mistyped string never), and a
member is stored as its plain value."""

from __future__ import annotations

import ast
from pathlib import Path

from memoryd.core.store.codec import RecordCodec
from memoryd.core.types import (
    Event,
    EventAction,
    MemoryRecord,
    MemoryType,
    Scope,
    Source,
    Status,
)

CORE = Path(__file__).resolve().parents[3] / "core"


def _action_sites() -> list[tuple[str, ast.expr]]:
    """Return every place core/ gives an event action, as (file:line, the expression): an
    Event's action (Event(at, x, ...) or action=x), a table of events (NEW_EVENT, ...) and its
    fallback (.get(relation, x)), an assignment to ``action``, an argument in the ``action``
    position of a function of core/ (rejudge's _event(now, x, ...)), and what an ``.action``
    is compared with (== x, in {x, ...}, in a module-level set)."""
    return _sites_in(
        {
            str(path.relative_to(CORE.parent)): ast.parse(path.read_text(), str(path))
            for path in CORE.rglob("*.py")
        }
    )


def _sites_in(trees: dict[str, ast.Module]) -> list[tuple[str, ast.expr]]:
    """Return the action sites (see _action_sites) of the modules ``trees``, by file name."""
    sites: list[tuple[str, ast.expr]] = []
    # The position of a parameter named ``action``, by function name (Event's is 1).
    position = {"Event": 1}
    for tree in trees.values():
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                names = [a.arg for a in node.args.posonlyargs + node.args.args]
                if names[:1] in (["self"], ["cls"]):
                    names = names[1:]  # called as obj.f(...)
                if "action" in names:
                    position[node.name] = names.index("action")
    for where, tree in trees.items():
        constants = {  # module-level names bound to a literal set, tuple or frozenset
            t.id: node.value
            for node in tree.body
            if isinstance(node, ast.Assign)
            for t in node.targets
            if isinstance(t, ast.Name)
        }

        def add(expr: ast.expr) -> None:
            sites.append((f"{where}:{expr.lineno}", expr))  # noqa: B023 - used at once

        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                if name in position and len(node.args) > position[name]:
                    add(node.args[position[name]])
                table = getattr(node.func, "value", None)
                table_name = getattr(table, "attr", getattr(table, "id", ""))
                if name == "get" and table_name.endswith("_EVENT") and len(node.args) > 1:
                    add(node.args[1])
            elif isinstance(node, ast.keyword) and node.arg == "action":
                add(node.value)
            elif isinstance(node, ast.Assign) and any(
                getattr(t, "id", "") == "action" for t in node.targets
            ):
                add(node.value)
            elif isinstance(node, ast.Assign) and any(
                getattr(t, "id", "").endswith("_EVENT") for t in node.targets
            ):
                if isinstance(node.value, ast.Dict):
                    for value in node.value.values:
                        add(value)
            elif isinstance(node, ast.Compare) and _is_action(node.left):
                for other in node.comparators:
                    if isinstance(other, ast.Name) and other.id in constants:
                        other = constants[other.id]
                    if isinstance(other, ast.Call) and other.args:  # frozenset({...})
                        other = other.args[0]
                    if isinstance(other, ast.Set | ast.Tuple | ast.List):
                        for element in other.elts:
                            add(element)
                    else:
                        add(other)
    return sites


def _is_action(expr: ast.expr) -> bool:
    """Return whether ``expr`` reads an action: ``x.action`` or ``x.action.value``."""
    if isinstance(expr, ast.Attribute) and expr.attr == "value":
        expr = expr.value
    return isinstance(expr, ast.Attribute) and expr.attr == "action"


def test_every_action_core_writes_is_an_event_action_by_name():
    sites = _action_sites()
    assert len(sites) > 20, "the scan found almost no action: it no longer reads the code"
    spelled = [
        f"{where}: {expr.value!r}"
        for where, expr in sites
        if isinstance(expr, ast.Constant) and isinstance(expr.value, str)
    ]
    assert not spelled, "actions spelled out, write EventAction.<NAME>:\n" + "\n".join(spelled)


def test_the_scan_sees_a_spelled_out_action():
    # The guard above cannot fail silently: the scan must report the shapes it looks for.
    code = (
        'NEW_EVENT = {1: "merged"}\n'
        '_LINKING = frozenset({"superseded"})\n'
        "def _event(now, action, other): ...\n"
        "class A:\n"
        "    def note(self, action): ...\n"
        "def f(e, d, a):\n"
        '    Event(1.0, "created")\n'
        '    _event(1.0, "outranked", b"")\n'
        '    a.note("released")\n'
        '    g(action="archived")\n'
        '    action = "refined"\n'
        '    NEW_EVENT.get(d, "merged")\n'
        '    return e.action in _LINKING or d.action == "refined" or d.action.value == "merged"\n'
    )
    found = {
        expr.value
        for _, expr in _sites_in({"example.py": ast.parse(code)})
        if isinstance(expr, ast.Constant) and isinstance(expr.value, str)
    }
    assert found == {
        "merged", "superseded", "created", "outranked", "released", "archived", "refined"
    }  # fmt: skip


def test_a_member_is_stored_and_read_back_as_its_plain_value():
    codec = RecordCodec(3)
    record = MemoryRecord(
        id=b"\x01" * 16, scope=Scope("u"), content="I live in Lyon",
        memory_type=MemoryType.SEMANTIC, importance=0.5, confidence=0.9,
        source=Source.USER_INPUT, status=Status.ACTIVE, tags=(), metadata={},
        created_at=1.0e9, updated_at=1.0e9, events=(Event(1.0e9, EventAction.CREATED),),
    )  # fmt: skip
    back = codec.decode(record.id, codec.encode(record))
    assert back.events[0].action == "created" == EventAction.CREATED
    assert type(back.events[0].action) is str  # an action of a later version reads the same
