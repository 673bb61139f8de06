"""Sensitive data in memory text: find it, mask it, or refuse to store it.

Runs before anything is stored or embedded, so a secret never reaches the store, the embedding
model or the keyword index in clear text. Pure functions over ``str``: no I/O, no config reads;
the caller passes the policy. Thread-safe (no state; the compiled patterns are read-only).

Kinds, from most to least specific (the order decides ties between overlapping findings):

- ``cn_id``      Chinese resident ID: 18 characters with a real birth date and a valid
                 ISO 7064 MOD 11-2 check digit, or the 15-digit legacy form with a real date.
- ``bank_card``  13-19 digits (groups joined by single spaces or dashes) passing Luhn.
- ``api_key``    well-known key prefixes (sk-, sk_live_, ghp_, xoxb-, AKIA, AIza, ...), the token
                 after ``Bearer``, and long mixed tokens after words such as key/token/密钥.
- ``email``      an address with a dotted domain.
- ``phone``      Chinese mobiles (optional +86/0086), +CC international numbers, and
                 North-American ``(xxx) xxx-xxxx`` / ``xxx-xxx-xxxx``.

Offsets are ``str`` indices into the text as given. Full-width forms ("１３８…", "＠") are folded
to ASCII one character for one character before matching, so offsets stay valid.

Deliberately not detected: landline numbers (too close to order numbers and amounts),
addresses, names, passport numbers, and short passwords ("密码：123456" has no entropy to tell
it from ordinary text; only values of >= 32 characters after such a word are caught).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import date

from memoryd.core.errors import InvalidArgument

__all__ = [
    "KINDS",
    "POLICIES",
    "Finding",
    "Redaction",
    "find",
    "mask",
    "redact",
]

KINDS = ("cn_id", "bank_card", "api_key", "email", "phone")
"""Every kind ``find`` reports, most specific first (this order breaks ties on overlap)."""

POLICIES = ("mask", "refuse", "keep")
"""What ``redact`` may do with sensitive data: store it masked, refuse it, or keep it as is."""

_RANK = {kind: rank for rank, kind in enumerate(KINDS)}


@dataclass(frozen=True, slots=True)
class Finding:
    """One piece of sensitive data: ``text[start:end]`` is of ``kind`` (one of ``KINDS``)."""

    kind: str
    start: int
    end: int


@dataclass(frozen=True)
class Redaction:
    """The text to store and the kinds found in the original (unique, in ``KINDS`` order)."""

    text: str
    kinds: tuple[str, ...]


# ------------------------------------------------------------------------------ folding

# Full-width ASCII variants (U+FF01..U+FF5E) and the ideographic space map one-to-one onto
# ASCII, so Chinese input methods' "１３８０…" is seen as digits and offsets do not move.
_FOLD = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)} | {0x3000: 0x20}


def _fold(text: str) -> str:
    return text.translate(_FOLD)


# ------------------------------------------------------------------------------ cn_id

# 6 + 8 + 4, optionally written with single spaces between the parts as on forms.
_CN_ID_18 = re.compile(r"(?<![0-9])[0-9]{6} ?[0-9]{8} ?[0-9]{3}(?:[0-9]|[Xx](?![A-Za-z]))(?![0-9])")
_CN_ID_15 = re.compile(r"(?<![0-9])[0-9]{15}(?![0-9])")

# First two digits: the province-level division (GB/T 2260), plus 71/81/82 (Taiwan, Hong Kong,
# Macao) and 83 (residence permits). Other prefixes are order numbers, not IDs.
_PROVINCES = frozenset(
    "11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 "
    "50 51 52 53 54 61 62 63 64 65 71 81 82 83".split()
)
_ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_ID_CHECK = "10X98765432"


def _cn_id_check_ok(digits: str) -> bool:
    """ISO 7064 MOD 11-2 over the first 17 digits: one random 18-digit number in 11 passes."""
    total = sum(int(d) * w for d, w in zip(digits[:17], _ID_WEIGHTS, strict=True))
    return _ID_CHECK[total % 11] == digits[17].upper()


def _real_date(year: int, month: int, day: int, today: date) -> bool:
    """A birth date that exists and lies in 1900-01-01..today (rules out most random digits)."""
    if year < 1900:
        return False
    try:
        born = date(year, month, day)
    except ValueError:
        return False
    return born <= today


def _cn_ids(folded: str, today: date) -> Iterator[Finding]:
    for m in _CN_ID_18.finditer(folded):
        digits = m.group().replace(" ", "")
        if (
            digits[:2] in _PROVINCES
            and _real_date(int(digits[6:10]), int(digits[10:12]), int(digits[12:14]), today)
            and _cn_id_check_ok(digits)
        ):
            yield Finding("cn_id", m.start(), m.end())
    # Legacy IDs (issued until 2004) have a two-digit year of the 1900s and no check digit, so
    # the region and the date are all there is to check.
    for m in _CN_ID_15.finditer(folded):
        digits = m.group()
        if digits[:2] in _PROVINCES and _real_date(
            1900 + int(digits[6:8]), int(digits[8:10]), int(digits[10:12]), today
        ):
            yield Finding("cn_id", m.start(), m.end())


# ------------------------------------------------------------------------------ bank_card

# A run of digit groups joined by single spaces or dashes. It may not continue a longer token
# ("ORD-4111…", "A4111…", "12 4111…" are other things) - the atomic group stops the regex from
# backing off into a shorter run that would end inside a longer number.
_DIGIT_RUN = re.compile(
    r"(?<![0-9A-Za-z_])(?<![0-9A-Za-z_]-)(?<![0-9] )"
    r"(?>[0-9]+(?:[ \-][0-9]+)*)(?![0-9A-Za-z_])"
)
_GROUP = re.compile(r"[0-9]+")


def _luhn_ok(digits: str) -> bool:
    """Luhn mod 10: every issued card passes, so do only 1 in 10 order numbers or serials."""
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def _card_prefix_ok(digits: str) -> bool:
    """The issuer range (ISO/IEC 7812): payment cards start with 3-6, or 2221-2720 (Mastercard).

    Rules out millisecond timestamps (``17…``), date-stamped order numbers (``2024…``) and
    ISBNs (``978…``) before Luhn has to.
    """
    if digits[0] in "3456":
        return True
    return digits[0] == "2" and 2221 <= int(digits[:4]) <= 2720


def _card_ok(groups: list[str]) -> bool:
    # Cards are written in groups of 4 (4-6-5 for Amex); a short group before the last one is a
    # date, an ISBN part or a separate number, not part of the card.
    if any(len(g) < 4 for g in groups[:-1]):
        return False
    digits = "".join(groups)
    return 13 <= len(digits) <= 19 and _card_prefix_ok(digits) and _luhn_ok(digits)


def _bank_cards(folded: str) -> Iterator[Finding]:
    for run in _DIGIT_RUN.finditer(folded):
        spans = [(g.start(), g.end()) for g in _GROUP.finditer(folded, run.start(), run.end())]
        groups = [folded[s:e] for s, e in spans]
        # The longest card-shaped window of whole groups, left to right: "4111 1111 1111 1111
        # 123" is a card and its CVV; one unbroken 20-digit number is never a card.
        # A window holds at most 19 digits, so this is linear in the run's length.
        i = 0
        while i < len(groups):
            best = 0
            size = 0
            for j in range(i + 1, len(groups) + 1):
                size += len(groups[j - 1])
                if size > 19:
                    break
                if _card_ok(groups[i:j]):
                    best = j
            if best:
                yield Finding("bank_card", spans[i][0], spans[best - 1][1])
                i = best
            else:
                i += 1


# ------------------------------------------------------------------------------ phone

_CN_MOBILE = re.compile(
    r"(?<![0-9A-Za-z_+])(?:(?:\+|00)86[ \-]?)?1[3-9][0-9](?:[ \-]?[0-9]{4}){2}(?![0-9A-Za-z_])"
)
# +CC, an optional (area), then digit groups each after one separator (no nested repetition,
# so no catastrophic backtracking on long digit strings). 8-15 digits in all: E.164.
_INTL = re.compile(
    r"(?<![0-9A-Za-z_+])\+[1-9][0-9]{0,2}(?:[ .\-]?\([0-9]{1,4}\))?"
    r"[ .\-]?[0-9]{2,}(?:[ .\-][0-9]{2,}){0,5}(?![0-9A-Za-z_])"
)
_NORTH_AMERICA = re.compile(
    r"(?<![0-9A-Za-z_\-])(?:\([0-9]{3}\) ?|[0-9]{3}-)[0-9]{3}-[0-9]{4}(?![0-9A-Za-z_]|-[0-9])"
)


def _phones(folded: str) -> Iterator[Finding]:
    for m in _CN_MOBILE.finditer(folded):
        yield Finding("phone", m.start(), m.end())
    for m in _INTL.finditer(folded):
        if 8 <= sum(ch.isdigit() for ch in m.group()) <= 15:
            yield Finding("phone", m.start(), m.end())
    for m in _NORTH_AMERICA.finditer(folded):
        yield Finding("phone", m.start(), m.end())


# ------------------------------------------------------------------------------ email

_EMAIL = re.compile(
    r"(?<![A-Za-z0-9._%+\-])[A-Za-z0-9_%+\-]+(?:\.[A-Za-z0-9_%+\-]+)*"
    r"@[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?)*"
    r"\.[A-Za-z]{2,24}(?![A-Za-z0-9\-])"
)


def _emails(folded: str) -> Iterator[Finding]:
    for m in _EMAIL.finditer(folded):
        yield Finding("email", m.start(), m.end())


# ------------------------------------------------------------------------------ api_key

# Vendor formats: the prefix alone says what the token is, so no entropy test is needed.
_VENDOR_KEYS = re.compile(
    r"(?<![A-Za-z0-9_\-])(?:"
    r"sk-(?=[A-Za-z0-9_\-]*[0-9])[A-Za-z0-9_\-]{20,}"  # OpenAI, Anthropic (sk-ant-…)
    r"|(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{16,}"  # Stripe
    r"|gh[pousr]_[A-Za-z0-9]{30,}"  # GitHub tokens
    r"|github_pat_[A-Za-z0-9_]{22,}"  # GitHub fine-grained tokens
    r"|xox[abpr]-[A-Za-z0-9\-]{10,}"  # Slack
    r"|AKIA[0-9A-Z]{16}"  # AWS access key id
    r"|AIza[0-9A-Za-z_\-]{35}"  # Google API key
    r")(?![A-Za-z0-9_\-])"
)
_TOKEN_CHARS = r"[A-Za-z0-9\-._~+/]"
_BEARER = re.compile(
    rf"(?<![A-Za-z])[Bb][Ee][Aa][Rr][Ee][Rr][ \t]+(?P<v>{_TOKEN_CHARS}{{16,}}=*)"
    rf"(?!{_TOKEN_CHARS})"
)
# key / token / secret / password ... then ":" or "=", then the value. The word may end a longer
# name ("access_token", "SECRET_KEY") but not an ordinary word ("monkey").
_LABELLED = re.compile(
    r"(?<![A-Za-z])(?:[Aa][Pp][Ii][_\- ]?)?"
    r"(?:[Kk][Ee][Yy]|[Tt][Oo][Kk][Ee][Nn]|[Ss][Ee][Cc][Rr][Ee][Tt]|[Pp][Aa][Ss][Ss][Ww][Oo][Rr][Dd]"
    r"|[Pp][Aa][Ss][Ss][Ww][Dd]|[Pp][Ww][Dd]|密钥|秘钥|令牌|密码|口令)"
    r"[\"']?[ \t]*[:=：][ \t]*[\"']?(?P<v>[A-Za-z0-9\-_+/.=~]{32,})"
)


def _looks_random(token: str) -> bool:
    """Letters and digits mixed, >= 3 bits of entropy per character.

    A secret is random; "password: see_the_team_wiki_page_for_details" and a run of one
    repeated character are not.
    """
    if not (any(c.isdigit() for c in token) and any(c.isalpha() for c in token)):
        return False
    counts = Counter(token)
    n = len(token)
    entropy = -sum(c / n * math.log2(c / n) for c in counts.values())
    return entropy >= 3.0


def _api_keys(folded: str) -> Iterator[Finding]:
    for m in _VENDOR_KEYS.finditer(folded):
        yield Finding("api_key", m.start(), m.end())
    for pattern in (_BEARER, _LABELLED):
        for m in pattern.finditer(folded):
            start, end = m.span("v")
            while end > start and folded[end - 1] == ".":  # the sentence's full stop
                end -= 1
            token = folded[start:end]
            if len(token) >= (16 if pattern is _BEARER else 32) and _looks_random(token):
                yield Finding("api_key", start, end)


# ------------------------------------------------------------------------------ public


def find(text: str, *, today: date | None = None) -> list[Finding]:
    """All sensitive data in ``text``: non-overlapping findings sorted by ``start``.

    Where two candidates overlap the longer wins; on equal length the more specific kind
    (order of ``KINDS``: cn_id, bank_card, api_key, email, phone). ``today`` bounds ID birth
    dates (default: the local date).
    """
    folded = _fold(text)
    today = today or date.today()
    candidates = [
        *_cn_ids(folded, today),
        *_bank_cards(folded),
        *_api_keys(folded),
        *_emails(folded),
        *_phones(folded),
    ]
    candidates.sort(key=lambda f: (f.start - f.end, _RANK[f.kind], f.start))
    kept: list[Finding] = []
    for cand in candidates:
        if all(cand.end <= k.start or k.end <= cand.start for k in kept):
            kept.append(cand)
    kept.sort(key=lambda f: f.start)
    return kept


def _masked(kind: str, value: str) -> str:
    """The stand-in for one finding: enough left for the agent to say which one it was."""
    folded = _fold(value)
    if kind == "cn_id":
        compact = value.replace(" ", "").replace("\u3000", "")
        return compact[:6] + "*" * (len(compact) - 10) + compact[-4:]
    if kind == "bank_card":
        return "**** **** **** " + "".join(c for c in folded if c.isdigit())[-4:]
    if kind == "phone":
        digits = "".join(c for c in folded if c.isdigit())
        if folded.startswith(("+86", "0086")):
            national = digits[-11:]
        elif folded.startswith("+"):  # another country: "+1 415 …" is not a Chinese mobile
            national = ""
        else:
            national = digits
        if len(national) == 11 and national[0] == "1" and national[1] in "3456789":
            return national[:3] + "****" + national[-4:]
        return "***-****-" + digits[-4:]
    if kind == "email":
        local, _, domain = value.rpartition("@")
        return local[:1] + "***@" + domain
    return f"[REDACTED {kind}]"


def mask(text: str, findings: Iterable[Finding]) -> str:
    """``text`` with each finding replaced by its masked form.

    cn_id ``110101********1234`` (first 6, last 4), bank_card ``**** **** **** 1234``, phone
    ``138****5678`` (Chinese mobile) or ``***-****-5678``, email ``j***@example.com``,
    api_key ``[REDACTED api_key]``. Text outside the findings is returned unchanged.

    Raises ValueError if findings overlap or fall outside ``text`` (pass ``find``'s result).
    """
    ordered = sorted(findings, key=lambda f: f.start)
    parts: list[str] = []
    pos = 0
    for f in ordered:
        if f.kind not in _RANK:
            raise ValueError(f"finding kind {f.kind!r} is not one of {', '.join(KINDS)}")
        if not pos <= f.start < f.end <= len(text):
            raise ValueError(
                f"finding {f.kind} at {f.start}..{f.end} overlaps another or lies outside the "
                f"text (length {len(text)}); pass the findings find() returned for this text"
            )
        parts.append(text[pos : f.start])
        parts.append(_masked(f.kind, text[f.start : f.end]))
        pos = f.end
    parts.append(text[pos:])
    return "".join(parts)


def redact(text: str, policy: str = "mask") -> Redaction:
    """Apply a redaction policy to text about to be stored.

    ``"mask"`` replaces each finding (see ``mask``); ``"keep"`` returns the text unchanged;
    both report the kinds found. ``"refuse"`` raises InvalidArgument on ``content`` naming the
    kinds (never the data) when anything is found, and otherwise returns the text unchanged.

    Raises ValueError for any other policy.
    """
    if policy not in POLICIES:
        raise ValueError(
            f"redaction policy {policy!r} is not one of {', '.join(map(repr, POLICIES))}"
        )
    findings = find(text)
    kinds = tuple(sorted({f.kind for f in findings}, key=_RANK.__getitem__))
    if findings and policy == "refuse":
        raise InvalidArgument(
            "content",
            f"holds sensitive data ({', '.join(kinds)}); this server refuses to store it "
            "(redaction policy 'refuse'); remove it or ask the operator for 'mask'",
        )
    if policy == "mask":
        return Redaction(mask(text, findings), kinds)
    return Redaction(text, kinds)
