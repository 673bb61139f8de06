"""Which identifiers a query names (memoryd.core.text.identifiers)."""

from __future__ import annotations

import pytest

from memoryd.core.text.identifiers import named_ids, names_id


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("订单DD13186091买的是什么东西？", True),
        ("What is ticket CS-123456 about?", True),
        ("mail bob@example.com about it", True),
        ("包裹 194821993518 到了吗", True),
        ("我女儿多大了？", False),
        ("How old is my daughter?", False),
        ("2024年的预算", False),
    ],
)
def test_names_id(query, expected):
    assert names_id(query) is expected


def test_named_ids_are_the_ids_names_id_sees():
    assert named_ids("SF194821993518这个快递里是什么？") == ["SF194821993518"]
    assert named_ids("Is order A41739258 or PO12345678 late?") == ["A41739258", "PO12345678"]
    assert named_ids("我女儿多大了？") == []
