"""Which identifiers a query names (an order or ticket number, a long number, an email): a
recall that names one lets an exact keyword match decide (memoryd.core.recall.plan)."""

from __future__ import annotations

import re

from memoryd.core.text import scan

__all__ = ["named_ids", "names_id"]

# An id in a query: letters and digits mixed (5+ characters, both kinds), a long digit run,
# or an email. A mixed id is looked for only where its run of letters, digits and "-" starts
# (past leading "-"; an email that starts with the "-" comes first, as it did), or right where
# the previous id ended: its look-aheads, tried from every character of a long run, were
# quadratic (issue #18; see memoryd.core.text.scan).
_EMAIL = r"(?<![\w.+-])[\w.+-]+@[\w-]+\.[\w.]+"
_MIXED_ID = r"(?P<mixed>(?=[A-Za-z0-9-]*\d)(?=[A-Za-z0-9-]*[A-Za-z])[A-Za-z0-9][A-Za-z0-9-]{4,})"
ID_SEARCH = re.compile(rf"(?<![A-Za-z0-9-])(?:(?=-){_EMAIL}|-*+{_MIXED_ID})|\d{{6,}}|{_EMAIL}")
ID_RESUME = re.compile(rf"(?=-){_EMAIL}|(?:-++|(?<![A-Za-z0-9])){_MIXED_ID}|\d{{6,}}|{_EMAIL}")


def names_id(text: str) -> bool:
    """Return True when ``text`` names an identifier (an order or ticket number, a long
    number, an email): recall then lets an exact keyword match decide."""
    return ID_SEARCH.search(text) is not None


def named_ids(text: str) -> list[str]:
    """Return the identifiers ``text`` names (see names_id), in order."""
    found = scan.matches(ID_SEARCH, ID_RESUME, text)
    return [m.group("mixed") or m.group() for m in found]
