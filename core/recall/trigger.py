"""Does a query need long-term memory at all? A cheap rule check an agent can ask for before
recall: references to the past, to the user, to things named before, or entity ids.

Chit-chat ("thanks!", "你好") and general questions ("what is the capital of France?") do not;
"what did I say about the budget?", "上次提到的那个订单", "ORD-2024-0099" do.
"""

from __future__ import annotations

import re

_RULES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("a reference to earlier",
     re.compile(r"上次|之前|刚才|刚刚|以前|那次|提到|说过|聊过|记得|还记得|忘了|"
                r"\b(last time|earlier|before|previously|again|remember|recall|forgot|"
                r"mentioned|told you|said|we talked|as i said)\b", re.I)),
    ("first person",
     re.compile(r"我|咱|俺|\b(i|me|my|mine|myself|we|us|our|ours|i'm|i've|i'd)\b", re.I)),
    ("a thing named before",
     re.compile(r"那个|这个|那些|那家|那位|那本|那件|该订单|"
                r"\b(that|those|the same|this one|that one|the one)\b", re.I)),
    ("an entity id",
     re.compile(r"[A-Za-z]{1,6}-?\d{3,}|\d{5,}|(?<![\w.+-])[\w.+-]+@[\w-]+\.[\w.]+")),
    ("a question about the user's things",
     re.compile(r"\b(your|you)\b.*\b(know|remember|have)\b.*\b(about me|of me)\b", re.I)),
)  # fmt: skip


def needs_memory(query: str) -> tuple[bool, str]:
    """Return (whether ``query`` needs long-term memory, why: the rule and what matched)."""
    for name, pattern in _RULES:
        found = pattern.search(query)
        if found:
            return True, f"{name}: {found.group(0)!r}"
    return False, "no reference to the user, the past or a named thing"
