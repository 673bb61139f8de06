"""Whether a question asks about the user themself: first person ("my", "I", "we", "我", "我们").

Why it matters to the fusion (memoryd.core.recall.weights, ScoringConfig.fusion = "question"):
a question about the user's own facts ("Who do I work for?", "我有什么东西不能吃？") is a
paraphrase of a memory, where the cosine, the stated attribute and recency lead and a one-word
keyword match misleads; a question about what someone said ("What did Caroline paint?") has its
words in the turns, where the keyword route leads.
"""

from __future__ import annotations

import re

__all__ = ["about_the_user"]

_EN = re.compile(
    r"(?<![\w'])(?:i|me|my|mine|myself|we|us|our|ours|ourselves)(?:'(?:m|ve|d|ll|re|s))?(?![\w'])",
    re.IGNORECASE,
)
_ZH = re.compile(r"[我咱俺]")


def about_the_user(text: str) -> bool:
    """Return whether ``text`` speaks in the first person (singular or plural)."""
    if _ZH.search(text):
        return True
    # "US" in capitals is the country ("a trip to the US"), not the first person.
    return any(m.group(0) != "US" for m in _EN.finditer(text.replace("’", "'")))
