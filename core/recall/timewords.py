"""Does a query ask about time? ("最近", "上次", "last time", ...) — then recency weighs more."""

from __future__ import annotations

import re

# Chinese needs no word boundaries; English words are matched whole.
_ZH = (
    "最近",
    "上次",
    "之前",
    "刚才",
    "刚刚",
    "昨天",
    "前天",
    "今天",
    "这周",
    "本周",
    "上周",
    "这个月",
    "上个月",
    "今年",
    "去年",
    "最新",
    "近期",
    "目前",
    "现在",
    "以前",
    "如今",
    "眼下",
    "当前",
    "那次",
    "当时",
)
_EN = (
    r"recent(ly)?",
    r"last (time|week|month|year|night)",
    r"earlier",
    r"yesterday",
    r"today",
    r"this (week|month|year|morning)",
    r"lately",
    r"latest",
    r"currently",
    r"now",
    r"previous(ly)?",
    r"before",
    r"ago",
    r"just now",
    r"these days",
    r"nowadays",
    r"current",
    r"at the moment",
    r"at present",
)
_PATTERN = re.compile(
    "|".join(map(re.escape, _ZH)) + "|" + r"\b(?:" + "|".join(_EN) + r")\b", re.IGNORECASE
)


def asks_about_time(query: str) -> bool:
    """Return True when ``query`` refers to time, so recall should favour recency."""
    return bool(_PATTERN.search(query))
