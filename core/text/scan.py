"""Every match of a pattern that starts where a run of characters starts, in linear time.

A pattern like ``[a-z.]+@[a-z]+`` is tried by ``re.finditer`` from every character: on a long
run with no "@" after it, each try reads the rest of the run, n tries of up to n characters
(quadratic: 8 KB of letters held a worker for seconds, issue #18). Such a match succeeds from
the first character it may start at in a run or from none of them, since every later start
reads up to the same run end; so the pattern need only be tried where a run starts (a
look-behind). One case remains: a match that ends inside a run ("a@b.com-c@d.com", "x@y.com_A")
lets the next one start right there, which the look-behind forbids; ``resume``, the same pattern
without it, is tried at that one place. Together they give what ``finditer`` of the plain
pattern gives.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

__all__ = ["matches", "occurrences", "without_matches"]


def matches(search: re.Pattern[str], resume: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """Yield the matches, in order, of the plain pattern that ``search`` (which starts a match
    only where a run starts) and ``resume`` (the same, tried where the previous match ended)
    stand for. Neither may match the empty string."""
    pos = 0
    while True:
        m = resume.match(text, pos) if pos else None
        if m is None:
            m = search.search(text, pos)
            if m is None:
                return
        yield m
        pos = m.end()


def without_matches(search: re.Pattern[str], resume: re.Pattern[str], text: str) -> str:
    """Return ``text`` with every match (see matches) removed: the plain pattern's sub("")."""
    kept, at = [], 0
    for m in matches(search, resume, text):
        kept.append(text[at : m.start()])
        at = m.end()
    kept.append(text[at:])
    return "".join(kept)


def occurrences(word: str, text: str, overlapping: bool = False) -> list[tuple[int, int]]:
    """Return (start, end) of each occurrence of the plain string ``word`` in ``text``, left
    to right: as re.finditer(re.escape(word)) finds them (one does not overlap the previous),
    or every one with ``overlapping``. str.find, not a pattern per word."""
    out = []
    step = 1 if overlapping else len(word)
    at = text.find(word)
    while at >= 0:
        out.append((at, at + len(word)))
        at = text.find(word, at + step)
    return out
