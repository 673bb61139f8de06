"""What one text says, as a TextFacts: its values, its people and things, its negation and
change cues, its content tokens and concepts (attribute and topic ids shared by Chinese and
English), and its frame. analyse() reads the first MAX_CHARS characters, once per text: the
result is cached on that prefix, so a write that judges its text against n neighbours, and
asks which attribute it changed, analyses it once.

The rule judge compares two TextFacts (memoryd.core.judge); the write path asks
changed_attribute, change_cue and single_valued_attributes of one text.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from memoryd.core.text import lexicon, scan
from memoryd.core.text.attribute_lexicon import ATTRIBUTE_WORDS
from memoryd.core.text.cues import (
    EN_START_CUES,
    EN_STRONG_CUES,
    EN_WEAK_CUES,
    ONSET,
    START_CUES,
    STRONG_CUES,
    WEAK_CUES,
    ZH_START_CUES,
    ZH_STRONG_CUES,
    ZH_WEAK_CUES,
    any_en_cue,
    en_cue_pattern,
    grammar_cue,
)
from memoryd.core.text.names import zh_names
from memoryd.core.text.normalize import straightened
from memoryd.core.text.owners import owners_only
from memoryd.core.text.values import (
    ATTR_EN,
    ATTR_ZH,
    CESSATION,
    CJK,
    CJK_RUN,
    CLAUSE,
    CODE_FIRST_RE,
    CUE_STEMS,
    EN_NEGATION,
    EN_PAST_VERB,
    EN_STOP,
    EPISODE,
    FIRST_PERSON,
    GENERIC,
    HABITUAL,
    IMPLIED,
    LATIN_IN_ZH,
    LATIN_WORD,
    LIGHT_EN,
    LIGHT_ZH,
    MAX_CHARS,
    PEOPLE,
    PEOPLE_EN,
    PEOPLE_ZH,
    PERSON_KINDS,
    TOPIC_EN,
    TOPIC_ZH,
    UNIT_TO_KIND,
    VALUE_RE,
    ZH_A_NOT_A,
    ZH_GENERIC_WORDS,
    ZH_NEGATION,
    ZH_NOT_NEGATION,
    ZH_NUM,
    ZH_PREPOSITIONS,
    ZH_STOP,
    Value,
    blank,
    english_words_values,
    implies,
    match_values,
    word_stem,
    words_to_ids,
)

# Concepts that also name things a person has several of: not single-valued.
SINGLE_VALUED = {f"@{c}" for c in ATTRIBUTE_WORDS} - {
    "@editor",
    "@language",
    "@meeting",
    "@commute",
}
# Topics seen as one attribute (meat, fish, vegetarian: the diet), and the families that are
# single-valued (one diet at a time).
FAMILY = {f"@{t}": f"@{f}" for t, f in lexicon.TOPIC_FAMILIES.items()}
SINGLE_VALUED_FAMILIES = frozenset(FAMILY.values())
ATTRIBUTE_IDS = frozenset(f"@{c}" for c in ATTRIBUTE_WORDS)


@dataclass(frozen=True, kw_only=True)
class TextFacts:
    """What the rules need to know about one text.

    The word frame and the negation readings (``frame``, ``scopes``, ``plain``) are read on
    first use: most texts a write analyses are judged by rules that never ask for them, and
    they were a fifth of the analysis (issue #15). Hence no slots (functools.cached_property
    keeps them in the instance's dict)."""

    raw: str
    cjk: bool  # mostly Chinese
    tokens: frozenset[str]  # content tokens: CJK bigrams, English stems, @concepts
    chars: frozenset[str]  # content CJK characters (insertions break bigrams, not these)
    values: tuple[Value, ...]
    negated: bool
    strong_cue: str  # the first strong change cue found, or ""
    weak_cue: str
    subjects: frozenset[str]  # ids of the relatives / roles the text mentions (none: the user)
    names: frozenset[str]  # named people the fact is about ("Sofia's flight", "高洁下周一飞往")
    weak_names: frozenset[str]  # a capitalised first word that may be a name ("Carlos spends")
    things: frozenset[str]  # numbered things the fact is about ("project KM-412", "订单4521号")
    first_person: bool  # says I / my / we / 我
    concepts: frozenset[str]  # attribute and topic ids, shared by both languages
    words: frozenset[str]  # its Latin words in lower case
    attr_words: frozenset[str]  # the tokens and characters that name its attributes
    seq: tuple[str, ...]  # content characters (CJK) or stems (English) in reading order
    start_cue: str = ""  # a start cue ("开始", "started")
    masked: str = ""  # the lower-case text with its values blanked ("|"): what frame reads
    lower: str = ""  # the whole (straightened) text in lower case: what the negations read
    cessation: bool = False  # negated by a word that ends a habit ("quit", "戒", "不再")
    event: bool = False  # tells a past event ("last week", "周四...去吃了")
    plan: bool = False  # a wish or a plan to get something ("saving up for a new laptop")

    @functools.cached_property
    def frame(self) -> tuple[str, ...]:
        """Every word (CJK: character) in order, values as "|", without the change cues."""
        return _frame(self.masked)

    @functools.cached_property
    def scopes(self) -> tuple[frozenset[str], ...]:
        """What each negation covers (see _plain_items)."""
        return _negation_scopes(self.lower)

    @functools.cached_property
    def plain(self) -> frozenset[str]:
        """The whole text's _plain_items."""
        return _plain_items(self.lower)

    def value_map(self) -> dict[str, set[str]]:
        """Values by kind, without the people (they are subjects, compared on their own)."""
        out: dict[str, set[str]] = {}
        for v in self.values:
            if v.kind not in PERSON_KINDS:
                out.setdefault(v.kind, set()).add(v.key)
        return out

    def people(self, other: TextFacts) -> frozenset[str]:
        """Named people, counting a weak name only when ``other`` does not use that word in
        lower case ("Dinner is at 7" / "dinner moved to 8": not a name)."""
        return self.names | {w for w in self.weak_names if w not in other.words}

    @property
    def is_user(self) -> bool:
        """The fact is the user's own: first person, and about no relative or named person."""
        return self.first_person and not self.subjects and not self.names

    def items(self, chars: bool = False) -> set[str]:
        """Content tokens (or CJK characters and English stems) and values together, without
        generic words: what coverage is measured on."""
        base = {t for t in self.tokens if len(t) == 1 or not CJK_RUN.fullmatch(t)}
        base = (base | self.chars) if chars else set(self.tokens)
        # a word naming an attribute counts once, as its concept ("work" and @employer)
        base -= self.attr_words
        return {t for t in base if t not in GENERIC} | {f"={v.kind}:{v.key}" for v in self.values}


def analyse(raw: str) -> TextFacts:
    return _analyse_prefix(raw[:MAX_CHARS])


# Each text is read once however many pairs it is judged in (a write judges its text against
# several neighbours, and the same neighbours come back): TextFacts is frozen, safe to share. Keyed
# by the prefix that is read, so the cache holds at most 4096 x MAX_CHARS characters.
_ZH_CUES = (*ZH_STRONG_CUES, *ZH_START_CUES, *ZH_WEAK_CUES)
# 改 before a light verb or a preposition: switched to doing it otherwise ("改喝美赞臣",
# "改在书店理货", "改用AirPods"), not 改 with its object ("改衣服": altered), another day
# (改天), made better (改善) or told as done once (改过): the verbs are the analysis' own
# light verbs and prepositions, without the function words among them and 写 (改写: rewrote).
_SWITCH_VERBS = "".join(sorted((LIGHT_ZH | ZH_PREPOSITIONS) - set("了那么怎样点可以能会要想写")))
_BLANKED = re.compile(r"\|+")
ZH_SWITCH_TO = re.compile(f"改[{_SWITCH_VERBS}]")


@functools.lru_cache(maxsize=4_096)
def _analyse_prefix(raw: str) -> TextFacts:
    text = straightened(raw).strip()
    n_cjk = len(_CJK_CHAR.findall(text))
    without_addresses = scan.without_matches(ADDRESS_SEARCH, ADDRESS_RESUME, text)
    n_latin = len(_LATIN_LETTER.findall(without_addresses))  # not e-mail addresses
    cjk = n_cjk >= n_latin / 3

    # 1. values (the regex works on the original case; names need it), after the numbered
    # things a fact is about ("project KM-412", "order #4521", "订单4521号")
    found_things = [m for m in _THING_RE.finditer(text) if is_subject_position(text, m.start())]
    things = {m.group("thing").lower() for m in found_things}
    values: list[Value] = []
    spans: list[tuple[int, int]] = []
    text_for_values = blank(text, [m.span("thing") for m in found_things])
    # addresses and codes first: "GreenTea!88" is a password, not the name GreenTea and 88
    for m in CODE_FIRST_RE.finditer(text_for_values):
        values += match_values(m)
        spans.append(m.span())
    text_for_values = blank(text_for_values, spans)
    spans = []
    en_values, masked = english_words_values(text_for_values) if not cjk else ([], text_for_values)
    values += en_values
    for m in VALUE_RE.finditer(masked):
        found = match_values(m)
        if found:
            values += found
            spans.append(m.span())
    masked = blank(masked, spans)
    if cjk:
        # Latin words inside Chinese text are names (VS Code, PyCharm, MacBook Pro), or people
        # when the word is a given name (Sofia); then city names, then people (高洁, 小王).
        for m in LATIN_IN_ZH.finditer(masked):
            w = m.group(0)
            kind = "person" if w.split()[0].lower() in lexicon.EN_GIVEN_NAMES else "name"
            values.append(Value(kind, w.lower(), w))
        masked = LATIN_IN_ZH.sub("|", masked)
        for m in _ZH_CITY_RE.finditer(masked):
            # a name like "Hangzhou" in English text: comparable across languages
            values.append(Value("name", lexicon.ZH_CITIES[m.group(0)], m.group(0)))
        masked = _ZH_CITY_RE.sub(lambda m: "|" * len(m.group(0)), masked)
        # 孙医生, 王大夫: a doctor by name (a person; the value of "my doctor")
        for m in _ZH_DOCTOR_RE.finditer(masked):
            values.append(Value("person", m.group(0), m.group(0)))
        masked = _ZH_DOCTOR_RE.sub(lambda m: "|" * len(m.group(0)), masked)
        found_names = zh_names(masked)
        values += [Value("person", name, name) for _, _, name in found_names]
        masked = blank(masked, [(a, b) for a, b, _ in found_names])
    # how one gets to work or school ("I cycle to work", "我每天骑车去单位"): the mode is a value,
    # and the destination says where one goes, not for whom one works
    commute, masked = _commute(masked, cjk)
    values += commute
    lower = masked.lower()

    # 2. negation and change cues (then blanked, so they are not content)
    # (a text with no Chinese character skips every Chinese word list below: each entry
    # holds one, so none can match, and the lists cost ~0.1 ms a text)
    zh = n_cjk > 0
    neg_text = lower
    for w in ZH_NOT_NEGATION if zh else ():
        neg_text = neg_text.replace(w, "|" * len(w))
    neg_text = ZH_A_NOT_A.sub("|||", neg_text)
    negated = bool(ZH_NEGATION.search(neg_text) or EN_NEGATION.search(neg_text))
    low_full = text.lower()
    strong = STRONG_CUES.first(lower) or grammar_cue(lower, low_full, text, zh)
    switch_to = ZH_SWITCH_TO.search(text) if zh else None  # (the verb may start a value)
    if not strong and switch_to:
        strong = switch_to.group(0)
    start = START_CUES.first(lower)
    weak = WEAK_CUES.first(lower)
    if not weak and (onset := ONSET.search(lower)):
        weak = _BLANKED.sub("…", onset.group(0))  # "as of …": the date is a value, not the cue
    content = ZH_NEGATION.sub("|", EN_NEGATION.sub("|", neg_text))
    for cue in _ZH_CUES if zh else ():
        content = content.replace(cue, "|")
    if switch_to:
        content = content.replace(switch_to.group(0)[0], "|")  # 改, the cue; its verb stays

    # 3. content tokens: CJK bigrams between function characters, English stems
    tokens: set[str] = set()
    chars: set[str] = set()
    for word in ZH_GENERIC_WORDS if zh else ():
        if word in content:
            tokens.add(word)
            content = content.replace(word, "|")
    seq: list[str] = []  # content characters (CJK) or stems (English) in reading order
    for run in CJK_RUN.findall(content):
        for seg in _ZH_STOP_RUN.split(run):
            if len(seg) == 1:
                tokens.add(seg)
            tokens.update(seg[i : i + 2] for i in range(len(seg) - 1))
            chars.update(c for c in seg if c not in GENERIC)
            seq += [c for c in seg if c not in GENERIC]
    en_words = [w for w in LATIN_WORD.findall(content) if w not in EN_STOP]
    stems = [word_stem(w) for w in en_words]
    tokens.update(s for s in stems if len(s) > 1)
    if not cjk:
        seq = [s for s in stems if len(s) > 1 and s not in GENERIC]

    # 4. concepts (cross-language ids) and the people a fact is about
    subjects = {pid for w, pid in PEOPLE_ZH.items() if w in low_full} if zh else set()
    subjects |= {PEOPLE_EN[s] for s in stems if s in PEOPLE_EN}
    if subjects and FIRST_PERSON.search(low_full):
        subjects -= owners_only(text, zh)  # "I drive my sister's old Fiesta": the user's fact
    attr_zh = [w for w in ATTR_ZH if w in low_full] if zh else []
    concepts = {f"@{ATTR_ZH[w]}" for w in attr_zh}
    concepts |= {f"@{ATTR_EN[s]}" for s in stems if s in ATTR_EN}
    # ... and those a phrase or a cue names ("call me Mike", "I moved to Lyon", "我离职了")
    implied = {f"@{cid}" for cid, pattern in IMPLIED if implies(pattern, cid, text)}
    concepts |= implied
    # the words that name attributes ("live", "home", "住", "家"): swapping one for another
    # restates the attribute, it does not change its value
    attr_words = {s for s in stems if s in ATTR_EN} | {c for w in attr_zh for c in w}
    attr_words |= {t for t in tokens if any(t in w for w in attr_zh)}
    # ... and so do the words for relatives ("Mom's birthday" / "My mother's birthday")
    people_zh = [w for w in PEOPLE_ZH if w in low_full] if zh else []
    attr_words |= {s for s in stems if s in PEOPLE_EN} | {c for w in people_zh for c in w}
    attr_words |= {t for t in tokens if any(t in w for w in people_zh)}
    if concepts & lexicon.RELATIVE_VALUED:
        # "my emergency contact is my brother": a relative after the attribute is its value
        values += _relatives_as_values(low_full, subjects, concepts & lexicon.RELATIVE_VALUED)
        subjects -= {v.key for v in values if v.kind == "relative"}
    topics = {f"@{cid}" for w, cid in TOPIC_ZH.items() if w in low_full} if zh else set()
    topics |= {f"@{TOPIC_EN[s]}" for s in stems if s in TOPIC_EN}
    if any(v.kind == "name" and set(v.key.split()) & lexicon.COMPUTER_MODELS for v in values):
        topics.add("@laptop")  # "a Lenovo ThinkPad T14", "小米RedmiBook": a computer
    if commute:
        concepts.add("@commute")
        if not any(cid == "employer" for cid, p in IMPLIED if implies(p, cid, text)):
            concepts.discard("@employer")  # "坐地铁上班", "去公司": where one goes
        concepts.discard("@car")  # "by car", "开车": how one goes
    if concepts & lexicon.PERSON_VALUED:
        # "My manager is David", "call me Mike", "we renamed the dog Luna": the person is the
        # value; only an owner ("Tara's manager") is still the subject.
        values = [
            Value("name", v.key, v.text) if v.kind in ("person", "weak") else v for v in values
        ]
    # "my doctor is Dr. Kim", "our landlord is Mr. Osei": a person right after "my <role> is"
    # is the role's value, not whom the fact is about
    values = [
        Value("name", v.key, v.text)
        if v.kind in ("person", "weak") and _ROLE_IS.search(text[: max(0, text.find(v.text))])
        else v
        for v in values
    ]
    values = [_typed_name(v, text) for v in values]
    jobs = _professions(text, cjk)
    values += jobs
    if jobs:
        concepts.add("@profession")
    tokens |= concepts | {f"@{pid}" for pid in subjects}
    first_person = bool(FIRST_PERSON.search(low_full))
    kinds = {v.kind for v in values}
    event = not (strong or start or weak) and (
        bool(PAST.search(text) or EPISODE.search(text))
        or (
            bool(kinds & {"weekday", "date"})
            and not HABITUAL.search(text)
            and ("了" in text if cjk else EN_PAST_VERB.search(text) is not None)
        )
    )
    return TextFacts(
        raw=raw,
        cjk=cjk,
        tokens=_shared(frozenset(tokens)),
        chars=_shared(frozenset(chars)),
        values=tuple(values),
        negated=negated,
        strong_cue=strong,
        weak_cue=weak,
        subjects=_shared(frozenset(subjects)),
        names=_shared(frozenset(v.key for v in values if v.kind in ("owner", "person"))),
        weak_names=_shared(frozenset(v.key for v in values if v.kind == "weak")),
        things=_shared(frozenset(things)),
        first_person=first_person,
        concepts=_shared(frozenset(concepts | topics)),
        words=_shared(frozenset(LATIN_WORD.findall(low_full))),
        attr_words=_shared(frozenset(attr_words)),
        seq=tuple(seq),
        start_cue=start,
        masked=lower,
        lower=low_full,
        cessation=negated and CESSATION.search(low_full) is not None,
        event=event,
        plan=_PLAN.search(low_full) is not None,
    )


# One empty set for every analysis: most of a text's sets are empty, and each empty frozenset
# is an object of its own (216 bytes), a fifth of an analysis the memo keeps.
_EMPTY: frozenset[str] = frozenset()


def _shared(items: frozenset[str]) -> frozenset[str]:
    """Return ``items``, or the one shared empty set when there are none."""
    return items or _EMPTY


NUMERAL_CHARS = frozenset(ZH_NUM)

# A wish or a plan to get something: not the thing one has ("I'm saving up for a gaming laptop",
# "saving $800 for a new laptop" are no laptop a "my work laptop is now ..." replaces).
_PLAN = re.compile(
    r"\b(?:sav(?:e|es|ing)(?: up)?(?: \S+){0,2}? for"
    r"|(?:want|wants|plan|plans|planning|going|hope|hoping) to buy"
    r"|thinking (?:of|about) (?:buying|getting))\b|攒钱买|存钱买|想买|打算买|准备买|计划买"
)
_ZH_DOCTOR_RE = re.compile(
    "(?:"
    + "|".join(lexicon.ZH_COMPOUND_SURNAMES)
    + f"|[{''.join(lexicon.ZH_SURNAMES)}])(?:医生|大夫)"
)
_MODE_ZH, _MODE_EN = words_to_ids(lexicon.TRANSPORT_MODES)
# (with the verb that goes with a mode in Chinese: 骑车, 坐地铁, 乘公交, 搭班车)
_MODE_ZH_RE = re.compile(
    "(?:骑着?|坐着?|乘坐|乘|搭乘|搭)?(?P<mode>"
    + "|".join(sorted(_MODE_ZH, key=len, reverse=True))
    + ")"
)
_MODE_EN_RE = re.compile(
    r"\b(?:(?:ride|rides|riding|rode|take|takes|taking|took|catch|catches|catching|caught)\s+"
    r"(?:the\s+|a\s+|my\s+)?)?(?P<mode>"
    + "|".join(sorted((re.escape(w) for w in lexicon.TRANSPORT_MODES_EN), key=len, reverse=True))
    + r")\b",
    re.IGNORECASE,
)
# Where one goes every day: work, the office, school.
_COMMUTE_EN = re.compile(
    r"\bcommut(?:e|es|ed|ing)\b|\bto (?:work|the office|office|school|campus|my job)\b", re.I
)
_COMMUTE_ZH = re.compile(
    "上班|下班|通勤|上学|[去到回进]公司|[去到回]单位|[去到回]办公室|[去到]学校"
)


def _commute(masked: str, cjk: bool) -> tuple[list[Value], str]:
    """The ways a text says one gets to work or school ("by bus", "on foot", "坐地铁", "骑车"),
    as "transport" values, and the text with them and the destination ("to work", "上班",
    "去公司") blanked; none when the text says nowhere one goes ("I lost my umbrella on the
    bus")."""
    context = (_COMMUTE_ZH if cjk else _COMMUTE_EN).search(masked)
    if context is None:
        return [], masked
    values: list[Value] = []
    spans: list[tuple[int, int]] = []
    for m in (_MODE_ZH_RE if cjk else _MODE_EN_RE).finditer(masked):
        w = m.group("mode").lower()
        mode = _MODE_ZH[w] if cjk else _MODE_EN[word_stem(w)]
        values.append(Value("transport", mode, m.group(0)))
        spans.append(m.span())
    if not values:
        return [], masked
    spans += [m.span() for m in (_COMMUTE_ZH if cjk else _COMMUTE_EN).finditer(masked)]
    return values, blank(masked, spans)


# (not after a relative one may have several of: "my son is Tom" / "my son is Sam" may be two)
_ROLE_IS = re.compile(
    r"\b(?:my|our)\s+(?!(?:son|daughter|brother|sister|friend|cousin|colleague|neighbou?r|kid"
    r"|child)s?\b)[a-z]+(?:\s+[a-z]+)?\s+(?:is|was)\s+(?:(?:dr|prof|mr|mrs|ms)\.?\s+)?$",
    re.IGNORECASE,
)

_STREET_WORDS = frozenset(
    """street st road rd avenue ave lane ln court ct drive dr way boulevard blvd place pl view
    square terrace close crescent parkway highway row""".split()
)


def _typed_name(v: Value, text: str) -> Value:
    """A name of a closed class gets its own kind, so it is compared only with its like: a
    programming language ("code": Python / Vandelay Imports are not one attribute's values),
    a street ("14 Maple Road", "Mill Street": not a city)."""
    if v.kind != "name":
        return v
    if v.key in lexicon.CODE_LANGUAGES:
        return Value("code", v.key, v.text)
    words = v.key.split()
    at = text.find(v.text)
    if words[-1] in _STREET_WORDS or (at > 0 and re.search(r"\d\s*$", text[:at])):
        return Value("street", v.key, v.text)
    return v


_EN_JOB_RE = re.compile(
    r"\b(?:i'm|i am|i work as|work(?:s|ed|ing)? as|job as|career as|became|become)\s+"
    r"(?:an?\s+)?(?:[a-z-]+\s+){0,2}?("
    + "|".join(sorted(lexicon.EN_PROFESSIONS, key=len, reverse=True))
    + r")s?\b",
    re.IGNORECASE,
)
_ZH_JOB_RE = re.compile(
    "(?:我是|我做|做|当|职业是|工作是)(?:一名|一个|个|名)?[^，。,；;！？]{0,12}?("
    + "|".join(sorted(lexicon.ZH_PROFESSIONS, key=len, reverse=True))
    + ")"
)


def _professions(text: str, cjk: bool) -> list[Value]:
    """What the text says one works as ("I'm a nurse", "我的职业是数据工程师"), as "job" values."""
    pattern = _ZH_JOB_RE if cjk else _EN_JOB_RE
    return [Value("job", m.group(1).lower(), m.group(1)) for m in pattern.finditer(text)]


def _frame(lower: str) -> tuple[str, ...]:
    """Every word of a (masked, lower-case) text in order, CJK characters one by one, values as
    "|", without the change cues: what two texts in one frame share."""
    for cue in (*ZH_STRONG_CUES, *ZH_START_CUES, *ZH_WEAK_CUES):
        lower = lower.replace(cue, " ")
    lower = _EN_CUE_RE.sub(" ", lower)
    out = []
    for t in _FRAME_TOKEN.findall(lower):
        out.append("|" if t[0] == "|" else t if CJK_RUN.fullmatch(t) else word_stem(t))
    return tuple(out)


def _plain_items(text: str) -> frozenset[str]:
    """What a (lower-case) text or a part of it talks about, for negations: its content
    characters (CJK) and word stems, and its numbers, without function, generic and light words
    ("吃", "drink": a negation of "drink coffee" says nothing about "drink tea")."""
    for w in ZH_GENERIC_WORDS:
        text = text.replace(w, "|")
    # "上周末" says when and "十公里" how much, not what: not 上班's 上, not 公交's 公 (numbers in
    # digits stay: compared as they are)
    text = _ZH_WHEN_WORDS.sub("|", ZH_AMOUNT.sub("|", text))
    items = {
        c
        for c in _CJK_CHAR.findall(text)
        if c not in ZH_STOP and c not in GENERIC and c not in LIGHT_ZH and c not in "不没未无别戒"
    }
    for w in _PLAIN_WORD.findall(text):
        st = word_stem(w)
        if (len(w) > 1 or "+" in w or "#" in w) and w not in EN_STOP and st not in GENERIC:
            if st not in LIGHT_EN and st not in CUE_STEMS and not EN_NEGATION.fullmatch(w):
                items.add(st)
    items.update(_DIGITS.findall(text))
    return frozenset(items)


SCOPE_BIGRAM = "~"  # marks a scope's CJK character pairs ("~吃辣"), apart from its items


def _negation_scopes(low: str) -> tuple[frozenset[str], ...]:
    """What each negation of a (lower-case) text covers: the rest of its clause ("I don't drink
    coffee, but tea" -> coffee; "我只吃海鲜不吃红肉" -> 红肉), as _plain_items, and for Chinese
    the clause's character pairs marked SCOPE_BIGRAM ("~红肉")."""
    for w in ZH_NOT_NEGATION:
        low = low.replace(w, "|" * len(w))
    low = ZH_A_NOT_A.sub("|||", low)
    out = []
    for pattern in (ZH_NEGATION, EN_NEGATION):
        for m in pattern.finditer(low):
            rest = low[m.end() :]
            end = CLAUSE.search(rest)
            clause = rest[: end.start()] if end else rest
            pairs = {
                SCOPE_BIGRAM + run[i : i + 2]
                for run in CJK_RUN.findall(clause)
                for i in range(len(run) - 1)
            }
            out.append(_plain_items(clause) | pairs)
    return tuple(out)


_ZH_WHEN_WORDS = re.compile(
    "[上下这本]周末?|[上下这]个?星期|周末|[昨今明前后]天|[昨今明]晚|[上下这]个月|[去今明前]年"
    "|上午|下午|中午|晚上|早上|早晨|傍晚|凌晨"
)
# (from a numeral's first character only: from every one of a long run it was quadratic; no
# unit ends with a numeral, so a match never ends inside a run)
ZH_AMOUNT = re.compile(
    f"(?<![{ZH_NUM}])[{ZH_NUM}]+个?(?:"
    + "|".join(sorted((u for u in UNIT_TO_KIND if CJK_RUN.fullmatch(u)), key=len, reverse=True))
    + ")"
)
# Patterns the analysis of every text uses, compiled once (not looked up per call).
_CJK_CHAR = re.compile(f"[{CJK}]")
_LATIN_LETTER = re.compile(r"[A-Za-z]")
_ZH_STOP_RUN = re.compile(f"[{''.join(ZH_STOP)}]+")
_PLAIN_WORD = re.compile(r"[a-z][a-z0-9+#]*")
_DIGITS = re.compile(r"\d+")
_FRAME_TOKEN = re.compile(f"[{CJK}]|[a-z0-9][a-z0-9'+#]*|\\|+")
_EN_CUE_RE = any_en_cue(
    [
        en_cue_pattern(c)
        for c in sorted({*EN_STRONG_CUES, *EN_START_CUES, *EN_WEAK_CUES}, key=len, reverse=True)
    ]
)


def _word_positions(text: str, word: str) -> list[int]:
    if CJK_RUN.fullmatch(word):
        return [m.start() for m in re.finditer(re.escape(word), text)]
    return [m.start() for m in re.finditer(rf"\b{re.escape(word)}", text)]


def _relatives_as_values(text: str, subjects: set[str], attrs: set[str]) -> list[Value]:
    """The relatives that come after a person-valued attribute word in ``text`` (lower case),
    as values of kind "relative"."""
    # (or after a phrase that names the attribute: "in an emergency, call my brother")
    implied = [m.start() for cid, p in IMPLIED if f"@{cid}" in attrs and (m := p.search(text))]
    attr_at = min(
        (
            p
            for cid in attrs
            for w in ATTRIBUTE_WORDS[cid[1:]].split()
            for p in _word_positions(text, w)
        ),
        default=len(text),
    )
    attr_at = min([attr_at, *implied])
    out = []
    for pid in subjects:
        at = [p for w in PEOPLE[pid].split() for p in _word_positions(text, w)]
        if at and min(at) > attr_at:
            out.append((min(at), pid))
    # in reading order (a set's order changed with the process's hash seed)
    return [Value("relative", pid, pid) for _, pid in sorted(out)]


# A numbered thing: a noun that things come numbered by, then its number or code; before the
# verb of its clause it says what the fact is about ("the budget for project KM-412 is ...").
_THING_RE = re.compile(
    r"(?:\b(?:project|order|ticket|invoice|case|flight|room|booking|reservation|issue|task|"
    r"item|account|policy|claim)|订单|项目|工单|航班|房间|单号|编号|合同)"
    r"\s*(?:no\.?\s*|number\s*|#\s*)?"
    r"(?P<thing>[A-Za-z]{1,4}-?[A-Za-z]?-?\d[A-Za-z0-9-]*|\d{2,}[A-Za-z0-9-]*)",
    re.IGNORECASE,
)
_CLAUSE_ENDS = ",;.!?，；。！？:："
_COPULA = re.compile(r"\b(?:is|are|was|were|be|been|am)\b|是|在|为", re.IGNORECASE)


def is_subject_position(text: str, at: int) -> bool:
    """Whether ``at`` comes before the verb of its clause: "The budget for project KM-412 is"
    (what the fact is about), not "My office is in room 512" (a value)."""
    # the text since the last clause end (a ".*[,;.]" pattern tried from every position:
    # quadratic, issue #18)
    start = max(text.rfind(c, 0, at) for c in _CLAUSE_ENDS) + 1
    return _COPULA.search(text[start:at]) is None


# (an address starts where its run of address characters starts, or right where the previous
# one ended: tried from every character of a long run it was quadratic, issue #18; see
# memoryd.core.text.scan)
ADDRESS = r"[A-Za-z0-9.+_-]+@[A-Za-z0-9.-]+|https?://\S+|www\.\S+"
ADDRESS_SEARCH = re.compile(rf"(?<![A-Za-z0-9.+_-]){ADDRESS}")
ADDRESS_RESUME = re.compile(ADDRESS)
_ZH_CITY_RE = re.compile("|".join(sorted(lexicon.ZH_CITIES, key=len, reverse=True)))


# Words that put a fact in the past, and the value kinds that say when.
PAST = re.compile(
    r"\b(?:last|yesterday|ago)\b|上周|上个月|上个星期|昨天|前天|去年|上次", re.IGNORECASE
)


def families(t: TextFacts) -> set[str]:
    """A text's attributes and topics, topics of one family as the family (@meat -> @diet)."""
    return {FAMILY.get(c, c) for c in t.concepts}


def attributes(t: TextFacts) -> set[str]:
    """The attributes (not topics) a text names: "I have a meeting ..." -> @meeting."""
    return {c for c in t.concepts if c in ATTRIBUTE_IDS}


def has_kind(t: TextFacts, kind: str) -> bool:
    return any(v.kind == kind for v in t.values)


def changed_attribute(text: str) -> str:
    """Return the single-valued attribute that ``text`` says changed ("We relocated to Austin":
    "residence"; "My new address is 5 Queen's Lane": "residence"; "我从华为离职了": "employer"),
    or "" when it states no change (no change cue, or one on nothing single-valued).

    The engine compares such a memory with its nearest memories even when their wording is far
    apart (a correction often shares no words with the fact it replaces); the judge still
    decides each pair."""
    t = analyse(text)
    if not (t.strong_cue or t.weak_cue or t.start_cue) or t.negated:
        return ""
    single = sorted(_single_valued(t))
    return single[0] if single else ""


def change_cue(text: str) -> str:
    """Return the change cue ``text`` carries ("moved to", "now", "改成", "started"), or ""."""
    t = analyse(text)
    return t.strong_cue or t.start_cue or t.weak_cue


def single_valued_attributes(text: str) -> frozenset[str]:
    """Return the single-valued attributes ``text`` is about ("I live in Berlin":
    {"residence"}), the names changed_attribute returns."""
    return _single_valued_of(text[:MAX_CHARS])


# Asked of every far neighbour of a text that states a change (memoryd.core.write.relate), so
# of many more texts than analyse's cache holds in a big pool: a small answer kept for many
# texts saves analysing them again (ingest fell with the pool's size without it).
@functools.lru_cache(maxsize=65_536)
def _single_valued_of(prefix: str) -> frozenset[str]:
    return frozenset(_single_valued(_analyse_prefix(prefix)))


def _single_valued(t: TextFacts) -> set[str]:
    return {c[1:] for c in families(t) if c in SINGLE_VALUED or c in SINGLE_VALUED_FAMILIES}
