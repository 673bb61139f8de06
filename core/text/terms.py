"""Keyword tokens of mixed Chinese/English memory text, for the BM25 route of recall.

``tokens(text)`` turns a memory or a query into the terms that BM25 matches. Stdlib only.

What comes out, after Unicode NFKC (full-width letters and digits become ASCII: "ＡＢ１２" ->
"ab12") and case folding:

- **Latin words**: runs of letters/digits; a tiny English stop-word list is dropped and a light,
  conservative suffix stripping maps plurals (-s, -es, -ies), -ing and -ed to a shared stem
  ("orders" -> "order", "moving"/"moved"/"move" -> "mov"). Under-stemming is preferred to
  over-stemming: an irregular form ("ran", "made") simply stays apart.
- **CJK runs** (Han, kana, Hangul) as overlapping character bigrams: "王丽喜欢" -> "王丽", "丽喜",
  "喜欢"; a run of one character is kept as a unigram.
- **Entities kept whole** as extra tokens, besides their parts: letter+digit mixes and joined
  codes ("a12345", "ord-2024-0099", "v1.2.3", "10:30"), digit runs ("2024"), e-mail addresses,
  URLs, phone numbers (also as bare digits: "138 0013 8000" -> "13800138000"; "+86 ..." also
  without the country code) and grouped numbers ("1,500" -> "1500"). An order number in a query
  then matches exactly that order's memory, with the high IDF of a rare token, while its parts
  still match looser mentions ("2024").

Why bigrams for Chinese: Chinese has no spaces, and segmenting words needs a dictionary (jieba,
IK, HanLP) — a large dependency whose vocabulary misses exactly what memory recall is about:
names ("王丽"), nicknames, product and company names, new words. Overlapping bigrams need no
dictionary, never miss a word because of a segmentation mistake (every two-character window is
indexed, so a query and a memory that share a word share its bigrams), and are the standard
dictionary-free choice of full-text engines (Lucene's CJKAnalyzer / CJKBigramFilter,
Elasticsearch's ``cjk`` analyzer). What they cost: about one token per character (a word of n
characters gives n-1 bigrams plus the bigrams across its borders), so the index holds more and
longer posting lists than a segmented one (the boundary bigrams are noise that IDF mostly
discounts), and a one-character word inside a longer run ("猫" in "一只猫叫") is reachable only
through the bigrams around it, not on its own.

Pure functions, no state: safe from any thread.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from memoryd.core.text import scan

__all__ = ["STOP_WORDS", "tokens"]

# Lucene's English stop set, plus the pronouns, auxiliaries and question words that make up most
# of a question ("where do I live?") and carry nothing a memory could match on; the clitics left
# by splitting at apostrophes ("user's" -> "user", "s"); URL schemes.
STOP_WORDS = frozenset(
    """
    a an and are as at be but by for if in into is it no not of on or such that the their then
    there these they this to was will with
    am been being did do does had has have he her him his i its me my our she them us we were
    you your what when where which who whom why how can could would should
    s t d ll re ve m don doesn didn isn aren wasn won http https www
    """.split()
)

# Han (with extension A, compatibility ideographs and the supplementary planes), kana, Hangul,
# and the ideographic zero "〇".
_CJK = (
    "\u3007\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0003134f"
)
# A word: letters or digits (any script but CJK, no underscore), joined inside by one of
# - _ . / : # ' ’ (codes, versions, dates, times, paths, contractions).
_WORD_CHAR = rf"[^\W_{_CJK}]"
_JOINERS = "-_./:#'\u2019"
_SCAN = re.compile(rf"(?P<word>{_WORD_CHAR}+(?:[{_JOINERS}]{_WORD_CHAR}+)*)|(?P<cjk>[{_CJK}]+)")
_SPLIT_JOINERS = re.compile(rf"[{_JOINERS}]")
_ALPHA_OR_DIGITS = re.compile(r"\d+|\D+")
_URL = re.compile(r"(?:https?://|www\.)[!-~]+")
_URL_TRAILING = ".,;:!?)]}>'\""
# (from where a run of address characters starts, past any leading "._%+-", or right where the
# previous address ended: tried from every character of a long run it was quadratic, issue #18;
# see memoryd.core.text.scan)
_EMAIL = r"(?P<email>[0-9a-z][0-9a-z._%+-]*@[0-9a-z-]+(?:\.[0-9a-z-]+)*\.[a-z]{2,})"
_EMAIL_SEARCH = re.compile(rf"(?<![0-9a-z._%+-])[._%+-]*+{_EMAIL}")
_EMAIL_RESUME = re.compile(rf"[._%+-]*+{_EMAIL}")
# Digit groups separated by a space, '-' or '.', optional "+country" and "(area)"; 7-15 digits.
# Not inside a code: "ord-2024-0099" holds no phone number.
_PHONE = re.compile(
    r"(?<![0-9a-z+])(?<![0-9a-z][-_./:#])"
    r"(\+\d{1,3}[ \-.]?)?(\(?\d{2,4}\)?(?:[ \-.]\(?\d{1,4}\)?){1,5})"
    r"(?![0-9a-z])(?![-_./:#][0-9a-z])"
)
_GROUPED_NUMBER = re.compile(r"(?<![\d,])\d{1,3}(?:,\d{3})+(?![\d,])")
_NON_DIGITS = re.compile(r"\D")


def tokens(text: str, *, cjk_unigrams: bool = False) -> list[str]:
    """Return the BM25 terms of ``text``, in text order, duplicates kept (they are term counts).

    The whole form of an entity comes before its parts; the extra forms of URLs, e-mails, phone
    numbers and grouped numbers come after the words. Empty or punctuation-only text gives [].

    With ``cjk_unigrams`` every CJK character is also a token of its own, after the bigrams of
    its run (Elasticsearch's ``cjk_bigram`` ``output_unigrams``): a question that shares single
    characters with a memory but no two-character word ("住哪" / "住在") still matches, at the
    cost of one more posting per character and long posting lists for common characters.
    """
    s = unicodedata.normalize("NFKC", text).casefold()
    out: list[str] = []
    for m in _SCAN.finditer(s):
        word = m.group("word")
        if word is not None:
            out.extend(_word_terms(word))
        else:
            run = m.group("cjk")
            _bigrams(run, out)
            if cjk_unigrams and len(run) > 1:
                out.extend(run)
    if "@" in s:
        out.extend(m.group("email") for m in scan.matches(_EMAIL_SEARCH, _EMAIL_RESUME, s))
    if "http" in s or "www." in s:
        for m in _URL.finditer(s):
            url = m.group().rstrip(_URL_TRAILING)
            if url:
                out.append(url)
    if any(c.isdigit() for c in s):
        _numbers(s, out)
    return out


@functools.lru_cache(maxsize=65_536)  # words recur: most of a text's words were seen before
def _word_terms(word: str) -> tuple[str, ...]:
    """Return _word's terms of ``word``."""
    out: list[str] = []
    _word(word, out)
    return tuple(out)


def _word(word: str, out: list[str]) -> None:
    """A run of letters/digits with joiners: the whole (when it holds a digit), then its parts."""
    has_digit = any(c.isdigit() for c in word)
    if not has_digit:
        for part in _SPLIT_JOINERS.split(word):
            _latin(part, out)
        return
    parts = _SPLIT_JOINERS.split(word)
    if len(parts) > 1 or not word.isdigit():
        out.append(word)  # "ord-2024-0099", "a12345", "10:30"
    for part in parts:
        if part.isdigit():
            out.append(part)
            continue
        pieces = _ALPHA_OR_DIGITS.findall(part)
        if len(parts) > 1 and len(pieces) > 1:
            out.append(part)  # "id:a12345" -> also "a12345"
        for piece in pieces:
            if piece.isdigit():
                out.append(piece)
            else:
                _latin(piece, out)


def _latin(word: str, out: list[str]) -> None:
    if word in STOP_WORDS:
        return
    # Stop words are matched before stemming only: "note" -> "not" is a word, not a stop word.
    out.append(_stem(word) if word.isascii() else word)


def _stem(w: str) -> str:
    """Light, conservative suffix stripping: plural -s/-es/-ies, then -ing/-ed, then a final -e
    (when no ending was stripped) and a final consonant+y -> i, as Porter does, so that
    "city"/"cities" and "movie"/"movies" meet.

    >>> [_stem(w) for w in ["orders", "boxes", "cities", "running", "planned", "make", "making"]]
    ['order', 'box', 'citi', 'run', 'plan', 'mak', 'mak']
    """
    if len(w) <= 3:
        return w
    # Plurals.
    if w.endswith("ies") and len(w) > 4:
        w = w[:-2]
    elif w.endswith("sses"):
        w = w[:-2]
    elif w.endswith(("xes", "ches", "shes", "zes")):
        w = w[:-2]
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    # Verb endings, when a stem of 3+ letters with a vowel is left ("thing", "string", "need",
    # "bed" stay as they are).
    stripped = False
    for suffix in ("ing", "ed"):
        if w.endswith(suffix) and not w.endswith("eed"):
            stem = w[: -len(suffix)]
            if len(stem) >= 3 and any(c in "aeiouy" for c in stem):
                if stem[-1] == stem[-2] and stem[-1] not in "aeioulsz":
                    stem = stem[:-1]  # "running" -> "run", "planned" -> "plan"
                w, stripped = stem, True
            break
    # "make" and "making" meet at "mak"; "tree" and "free" keep their "ee".
    if not stripped and len(w) >= 4 and w.endswith("e") and not w.endswith("ee"):
        w = w[:-1]
    if len(w) > 2 and w.endswith("y") and w[-2] not in "aeiou":
        w = w[:-1] + "i"
    return w


def _bigrams(run: str, out: list[str]) -> None:
    if len(run) == 1:
        out.append(run)
        return
    out.extend(run[i : i + 2] for i in range(len(run) - 1))


def _numbers(s: str, out: list[str]) -> None:
    """Extra bare-digit forms of phone numbers and of digit groups ("1,500" -> "1500")."""
    for m in _PHONE.finditer(s):
        country, rest = m.group(1), m.group(2)
        local = _NON_DIGITS.sub("", rest)
        if country:
            full = _NON_DIGITS.sub("", country) + local
            if 7 <= len(full) <= 15:
                out.append(full)
            if len(local) >= 7:
                out.append(local)
        elif 7 <= len(local) <= 15:
            out.append(local)
    out.extend(m.group().replace(",", "") for m in _GROUPED_NUMBER.finditer(s))
