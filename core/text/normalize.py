"""The forms in which two texts are compared as the same text: folded (NFKC, case-folded),
normalized (recall's duplicate check: also whitespace and trailing punctuation) and exact
(write time: NFKC and whitespace only, since a duplicate is absorbed without a record)."""

from __future__ import annotations

import unicodedata

__all__ = ["exact", "folded", "normalized", "straightened"]


def straightened(text: str) -> str:
    """Return ``text`` NFKC-normalised with curly apostrophes straight, as the text analysis
    reads it (case kept)."""
    return unicodedata.normalize("NFKC", text).replace("’", "'")


def folded(text: str) -> str:
    """Return ``text`` NFKC-normalised, curly apostrophes straight, case-folded."""
    return straightened(text).casefold()


def normalized(text: str) -> str:
    """Return ``text`` as recall compares two hits for the same text: NFKC, case-folded,
    whitespace collapsed, trailing punctuation dropped ("I like tea." / "i like tea")."""
    return " ".join(folded(text).split()).rstrip(" .!?。！？")


def exact(text: str) -> str:
    """Return ``text`` as compared for an exact duplicate at write time: NFKC with whitespace
    collapsed, nothing else (a duplicate is absorbed without a record of its own, so every
    character must be the same)."""
    return " ".join(unicodedata.normalize("NFKC", text).split())
