"""How much a text says: the Shannon entropy of its terms, the "information entropy trigger"
of the design (a memory that says little goes to the compressed long tier early).

"ok", "thanks!", "lol lol lol" and "好的好的" carry (almost) nothing a later question could
be about; "I moved to Berlin in May" does. The score is the entropy in bits of the text's
keyword terms (memoryd.core.text.terms: words less stop words, CJK bigrams, numbers): 0 for one
distinct term, log2(k) for k distinct terms used once each. It says nothing about importance
("I'm vegan" is 1 bit): the caller weighs that apart.
"""

from __future__ import annotations

import math
from collections import Counter

from memoryd.core.text.terms import tokens


def information_bits(text: str) -> float:
    """Return the Shannon entropy (bits, >= 0) of the terms of ``text``: -sum p log2 p over
    the distinct terms' shares; 0.0 for a text with no terms or one distinct term."""
    terms = tokens(text)
    if len(terms) < 2:
        return 0.0
    counts = Counter(terms).values()
    n = len(terms)
    return max(0.0, -sum(c / n * math.log2(c / n) for c in counts))
