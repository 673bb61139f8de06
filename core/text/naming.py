"""Whether a text names one single-valued attribute, read cheaply: the words, stems and
phrases from which the text analysis (memoryd.core.text.analysis) could name it are looked
for first, and the text is analysed only when one is there."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from memoryd.core.text.analysis import FAMILY, single_valued_attributes
from memoryd.core.text.normalize import straightened
from memoryd.core.text.values import (
    ATTR_EN,
    ATTR_ZH,
    IMPLIED,
    LATIN_WORD,
    MAX_CHARS,
    TOPIC_EN,
    TOPIC_ZH,
    implies,
    word_stem,
)

__all__ = ["states_single_valued"]


@functools.lru_cache(maxsize=8_192)
def states_single_valued(text: str, attribute: str) -> bool:
    """Return whether ``attribute`` is one of single_valued_attributes(text), analysing the
    text only when a word or phrase that could name the attribute is in it.

    Asked of every far neighbour of a text that states a change (memoryd.core.write.relate):
    most name other attributes, and a look for the attribute's words costs ~7 us where the
    analysis costs ~280 us. Remembered: the same far neighbours come back for every text
    about the attribute (`python -m bench.ingest_micro --n 5000`: 26,130 asks for 4,905
    different pairs; the ingest 9-13 % faster remembered)."""
    prefix = text[:MAX_CHARS]
    names = _naming(attribute)
    if names is not None and not names.found_in(prefix):
        return False
    return attribute in single_valued_attributes(prefix)


@dataclass(frozen=True, slots=True)
class _Naming:
    """What could make the analysis find one attribute (or a topic of its family) in a text:
    its Chinese words, its English word stems, the phrases that imply it (IMPLIED)."""

    zh: tuple[str, ...]
    stems: frozenset[str]
    implied: tuple[tuple[str, re.Pattern[str]], ...]

    def found_in(self, raw: str) -> bool:
        """Whether one of them is in ``raw``: False means the analysis cannot name the
        attribute (it reads the same words, after taking values and cues out of them)."""
        text = straightened(raw).strip()
        low = text.lower()
        if any(w in low for w in self.zh):
            return True
        if any(implies(pattern, cid, text) for cid, pattern in self.implied):
            return True
        return not self.stems.isdisjoint(word_stem(w) for w in LATIN_WORD.findall(low))


# Concepts the analysis adds from what it reads, not from a word list: for these attributes
# every text is analysed.
_DERIVED = frozenset({"commute", "profession", "laptop"})


@functools.cache
def _naming(attribute: str) -> _Naming | None:
    """Return what could name ``attribute`` (a single-valued attribute's or family's name), or
    None when the analysis may derive it otherwise (then every text is analysed)."""
    target = f"@{attribute}"
    if attribute in _DERIVED or any(FAMILY.get(f"@{c}", f"@{c}") == target for c in _DERIVED):
        return None

    def names(concept: str) -> bool:
        return FAMILY.get(f"@{concept}", f"@{concept}") == target

    zh = {w for table in (ATTR_ZH, TOPIC_ZH) for w, c in table.items() if names(c)}
    stems = {s for table in (ATTR_EN, TOPIC_EN) for s, c in table.items() if names(c)}
    implied = tuple((cid, pattern) for cid, pattern in IMPLIED if names(cid))
    return _Naming(tuple(sorted(zh)), frozenset(stems), implied)
