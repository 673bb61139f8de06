"""The rule judge's checks on a pair of analysed texts (whose fact each is: people.py): what they
are both about, a value or a frame word swapped, a description or an attribute restated, and the
Chinese-English pair (memoryd.core.text.analysis gives the TextFacts they read).
"""

from __future__ import annotations

import difflib
import re
import unicodedata

from memoryd.core.judge.base import Judgement, Rule, Verdict
from memoryd.core.judge.people import different_people, names_meet
from memoryd.core.text import lexicon
from memoryd.core.text.analysis import (
    ATTRIBUTE_IDS,
    FAMILY,
    PAST,
    SINGLE_VALUED,
    SINGLE_VALUED_FAMILIES,
    TextFacts,
    families,
    has_kind,
)
from memoryd.core.text.scan import occurrences
from memoryd.core.text.values import (
    ATTR_EN,
    ATTR_ZH,
    CJK,
    CJK_RUN,
    CUE_STEMS,
    DETERMINERS,
    EN_STOP,
    EN_TITLES,
    GENERIC,
    LATIN_WORD,
    LIGHT_EN,
    LIGHT_ZH,
    MAX_CHARS,
    PEOPLE,
    PEOPLE_EN,
    PEOPLE_ZH,
    PERSON_KINDS,
    PREPOSITIONS,
    TOPIC_EN,
    TOPIC_ZH,
    ZH_GENERIC_WORDS,
    ZH_PREPOSITIONS,
    ZH_STOP,
    Value,
    blank,
    word_stem,
    words_to_ids,
)

# ------------------------------------------------------------------------------ the rules


def name_within(item: str, items: set[str]) -> bool:
    """Whether the name value ``item`` ("=name:macbook") is part of a longer name in
    ``items`` ("=name:macbook pro")."""
    words = item.removeprefix("=name:").split()
    return any(
        i.startswith("=name:") and set(words) <= set(i.removeprefix("=name:").split())
        for i in items
    )


def describe(values: tuple[Value, ...], kind: str) -> str:
    seen = dict.fromkeys(v.text for v in values if v.kind == kind)
    return ", ".join(seen) or "?"


# Items that say whose fact it is or when in the day, not what it is about.
DAY_PARTS = frozenset(
    {"上午", "下午", "中午", "晚上", "早上", "早晨", "傍晚", "凌晨", *"上下午中晚早晨傍凌"}
    | {word_stem(w) for w in "morning mornings afternoon afternoons evening evenings night".split()}
)
NOT_CONTENT = DAY_PARTS | {f"@{pid}" for pid in PEOPLE}
THING_VALUES = ("=name:", "=street:", "=code:", "=address:", "=transport:", "=job:")
WHEN_KINDS = frozenset({"date", "weekday", "month", "year"})

# A swap of content words inside an unchanged frame needs this much frame (English stems,
# Chinese characters): "Farid spends weekends on pottery ..." / "... on birdwatching ...".
_SWAP_FRAME = {False: 3, True: 3}
_SWAP_MAX = 40


# "my <what> is <value>" / "我的<what>是<value>": a possessive description names one thing. Only
# whole, simple statements (no second clause, no negation) are read this way.
_EN_DESCRIPTION = re.compile(
    r"(?:my|our)\s+(?P<what>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,3}?)\s+(?:is|are)\s+"
    r"(?P<value>[^,;:!?]{1,60}?)[\s.!]*",
    re.IGNORECASE,
)
_ZH_DESCRIPTION = re.compile(
    f"(?:我|我们|我家)的?(?P<what>[{CJK}A-Za-z]{{1,10}}?)是(?P<value>[^，,；;：:！!？?]{{1,30}}?)[\\s。.！!]*"
)


def _description(t: TextFacts) -> tuple[str, str] | None:
    """Return (what, value) of a text that is one possessive description ("My parking spot is
    C7": ("parking spot", "c7")), else None."""
    if t.negated or t.strong_cue or t.weak_cue or t.start_cue:
        return None  # a correction or a negation: the cue and flip rules read those
    text = unicodedata.normalize("NFKC", t.raw).strip()
    m = (_ZH_DESCRIPTION if t.cjk else _EN_DESCRIPTION).fullmatch(text)
    if m is None:
        return None
    what = re.sub(r"\s+", " ", m.group("what").lower()).strip()
    value = re.sub(r"\s+", " ", m.group("value").lower()).strip()
    if what in _DESCRIPTION_NOT_ONE or what in ZH_GENERIC_WORDS:
        return None
    return what, value


# Descriptions that name one of several things (one may have two sons, many friends), or a
# state rather than a value.
_DESCRIPTION_NOT_ONE = frozenset(
    """friend friends hobby hobbies kid kids child children favorite favourite plan plans
    one goal goals question concern worry idea son sons daughter daughters brother brothers
    sister sisters cousin cousins colleague colleagues neighbor neighbour neighbors neighbours
    aunt uncle 儿子 女儿 孩子 哥哥 弟弟 姐姐 妹妹 朋友 同事 邻居""".split()
)


def description_changed(a: TextFacts, b: TextFacts) -> str:
    """Return why both texts describe the same thing of the user's with different values of
    one kind (or both without typed values): "my family doctor is Dr. Haddad" -> "... Dr.
    Kim"; else ""."""
    da, db = _description(a), _description(b)
    if da is None or db is None or da[0] != db[0] or da[1] == db[1]:
        return ""
    if da[1] in db[1] or db[1] in da[1]:
        return ""  # one says more: a refinement, not a new value
    # a person named as the value is a name like any other ("Dr. Kim" / "Dr. Haddad")
    kinds_a = {"name" if v.kind in PERSON_KINDS else v.kind for v in a.values}
    kinds_b = {"name" if v.kind in PERSON_KINDS else v.kind for v in b.values}
    if (kinds_a or kinds_b) and not kinds_a & kinds_b:
        return ""  # "my brother is in Chicago" / "my brother is a lawyer": two facts
    keys_a = {(v.kind, v.key) for v in a.values}
    keys_b = {(v.kind, v.key) for v in b.values}
    if keys_a != keys_b and (keys_a <= keys_b or keys_b <= keys_a):
        return ""  # "on September 14" / "in September": one value is the other's detail
    return f"{da[0]} changed: {da[1]} -> {db[1]}"


# ---------------------------------------------------------------- plain restatements (4c)
# A correction is often no more than the attribute said again, in other words, with another
# value: "The team sync happens every week, Mondays at 10am" / "Our weekly team meeting is on
# Tuesdays at 2pm", "我的健身日是周三和周六" / "我周日去健身房". Rule (4c) reads both texts as
# (attributes, values, residue): the attribute concepts they name (synonyms and paraphrases of
# judge_lexicon.ATTRIBUTE_PARAPHRASES count as one), their typed values, and every other content
# word. Same attributes, same residue, same kinds of value, another value: a new value of one
# attribute, if the attribute holds one value at a time.


def _forms(table: dict[str, str]) -> tuple[dict[str, str], dict[tuple[str, ...], str]]:
    """Split a "zh forms | en phrase, en phrase" table into (CJK form -> id, English phrase as
    word stems -> id)."""
    zh: dict[str, str] = {}
    en: dict[tuple[str, ...], str] = {}
    for concept, forms in table.items():
        zh_part, _, en_part = forms.partition("|")
        zh.update(dict.fromkeys(zh_part.split(), concept))
        for phrase in en_part.split(","):
            stems = tuple(word_stem(w) for w in LATIN_WORD.findall(phrase.lower()))
            if stems:
                en[stems] = concept
    return zh, en


_PARA_ZH, _PARA_EN = _forms(lexicon.ATTRIBUTE_PARAPHRASES)
_PERIOD_ZH, _PERIOD_EN = _forms(lexicon.PERIODS)
_COLOR_ZH, _COLOR_EN = words_to_ids(lexicon.COLORS)
_FILLERS_ZH = [w for w in lexicon.FRAME_FILLERS if CJK_RUN.fullmatch(w)]
_FILLERS_EN = frozenset(word_stem(w) for w in lexicon.FRAME_FILLERS if not CJK_RUN.fullmatch(w))
# What is removed from a text before its residue is read: every word that names an attribute,
# a topic, a relative or a colour, or only carries the frame.
_NAMING_ZH = sorted(
    {*_PARA_ZH, *ATTR_ZH, *TOPIC_ZH, *PEOPLE_ZH, *_COLOR_ZH, *ZH_GENERIC_WORDS, *_FILLERS_ZH}
)
_NAMING_EN: dict[tuple[str, ...], str] = {
    **{(w,): "" for w in (*ATTR_EN, *TOPIC_EN, *PEOPLE_EN, *_COLOR_EN, *_FILLERS_EN)},
    **dict.fromkeys(_PARA_EN, ""),
}
_NAMING_EN_MAX = max(len(p) for p in _NAMING_EN)
_PARA_EN_MAX = max(len(p) for p in _PARA_EN)
_PERIOD_EN_MAX = max(len(p) for p in _PERIOD_EN)
_STOP_STEMS = frozenset({*EN_STOP, *(word_stem(w) for w in EN_STOP), *PREPOSITIONS, *DETERMINERS})
# Characters of no content in a residue: "家里" is "家", "健身日" a gym day, "都是" "是".
_ZH_RESIDUE_IGNORED = frozenset("里日都")
_SINGLE_VALUED_RESTATED = SINGLE_VALUED | {f"@{t}" for t in lexicon.SINGLE_VALUED_TOPICS}
_SCHEDULED = frozenset({"@meeting", "@appointment"})
_RESTATED_WHEN = frozenset({"time", "weekday", "date", "month"})
# A Chinese school's name, after the word that puts it in its slot ("在实验小学上学", "就读于育才
# 中学"): a name like any other.
_ZH_SCHOOL = re.compile(
    f"(?<=[在于读到是去进])(?![在于读到是去进])[{CJK}]{{2,4}}?(?:小学|中学|初中|高中|大学|学院|幼儿园)"
)
# Clock times said in words ("Lights out for me is at midnight").
_NAMED_TIMES = re.compile(r"\b(?:midnight|noon|midday)\b|午夜|半夜")
_PLURAL_WEEKDAY = re.compile(
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b|每周[一二三四五六日天]"
)


def _phrases(
    stems: list[str], table: dict[tuple[str, ...], str], longest: int
) -> list[tuple[int, int, str]]:
    """The phrases of ``table`` in a list of stems, longest first at each position, as
    (start, end, id)."""
    out = []
    i = 0
    while i < len(stems):
        for n in range(min(longest, len(stems) - i), 0, -1):
            if (found := table.get(tuple(stems[i : i + n]))) is not None:
                out.append((i, i + n, found))
                i += n
                break
        else:
            i += 1
    return out


def _restated_concepts(t: TextFacts) -> set[str]:
    """The attributes and topics of a text with their paraphrases ("set aside ... for" names a
    budget, "Hillcrest Academy" a school, "in an emergency, call" the emergency contact), and
    @color when it names a colour."""
    low = unicodedata.normalize("NFKC", t.raw[:MAX_CHARS]).lower()
    out = families(t) | {f"@{c}" for f, c in _PARA_ZH.items() if f in low}
    stems = [word_stem(w) for w in LATIN_WORD.findall(low)]
    out |= {f"@{c}" for _, _, c in _phrases(stems, _PARA_EN, _PARA_EN_MAX)}
    if _colors(t):
        out.add("@color")
    return {FAMILY.get(c, c) for c in out}


def _colors(t: TextFacts) -> set[str]:
    low = t.raw[:MAX_CHARS].lower()
    stems = {word_stem(w) for w in t.words}
    return {c for f, c in _COLOR_ZH.items() if f in low} | {
        c for w, c in _COLOR_EN.items() if w in stems
    }


def _restated_values(t: TextFacts) -> dict[str, set[str]]:
    """Values by kind (as TextFacts.value_map) with colours and Chinese school names ("实验小学"),
    without names that only name an attribute ("WiFi" in "家里WiFi密码是...", "School" in "St.
    Mary's School")."""
    out = t.value_map()
    if t.cjk and (schools := _ZH_SCHOOL.findall(t.raw[:MAX_CHARS])):
        out.setdefault("name", set()).update(schools)
    if "name" in out:
        out["name"] = {n for n in out["name"] if not _names_attribute(n)}
        if not out["name"]:
            del out["name"]
    if colors := _colors(t):
        out["color"] = colors
    if "time" not in out and (clock := _NAMED_TIMES.search(t.raw[:MAX_CHARS].lower())):
        out["time"] = {"00:00" if clock.group(0) in ("midnight", "午夜", "半夜") else "12:00"}
    return out


def _names_attribute(name: str) -> bool:
    """Whether a name is only words that name an attribute ("WiFi", "Wi-Fi", "School")."""
    stems = [word_stem(w) for w in LATIN_WORD.findall(name)]
    for i, j, _ in _phrases(stems, _NAMING_EN, _NAMING_EN_MAX):
        stems[i:j] = ["|"] * (j - i)
    return bool(stems) and all(s == "|" or s in _STOP_STEMS for s in stems)


def _residue(t: TextFacts) -> frozenset[str]:
    """What a text says besides its attributes, values and frame: its content words (English
    stems, CJK characters) without the words that name an attribute, a topic, a relative or a
    colour, function, generic and light words; with how often it recurs ("@weekly"), unless
    weekdays say so."""
    items: set[str] = set()
    if t.cjk:
        text = "".join(tok if CJK_RUN.fullmatch(tok) else " " for tok in t.frame)
        text = _ZH_SCHOOL.sub(" ", text)  # a value
        for form, period in _PERIOD_ZH.items():
            if form in text:
                items.add(f"@{period}")
                text = text.replace(form, " ")
        # every occurrence of every form, overlaps too, so the order of the forms is no matter
        # ("预约在": 预约 and 约在)
        named = [span for form in _NAMING_ZH if form in text for span in occurrences(form, text)]
        items |= {
            c
            for c in re.findall(f"[{CJK}]", blank(text, named))
            if c not in ZH_STOP
            and c not in GENERIC
            and c not in LIGHT_ZH
            and c not in ZH_PREPOSITIONS
            and c not in _ZH_RESIDUE_IGNORED
        }
    else:
        stems = list(t.frame)
        for table, longest in ((_PERIOD_EN, _PERIOD_EN_MAX), (_NAMING_EN, _NAMING_EN_MAX)):
            for i, j, found in _phrases(stems, table, longest):
                if found:
                    items.add(f"@{found}")
                stems[i:j] = ["|"] * (j - i)
        items |= {
            s
            for s in stems
            if len(s) > 1
            and s not in _STOP_STEMS
            and s not in GENERIC
            and s not in CUE_STEMS
            and s not in EN_TITLES
            and not _NAMED_TIMES.fullmatch(s)  # a value
        }
    if any(v.kind == "weekday" for v in t.values) or _PLURAL_WEEKDAY.search(t.raw.lower()):
        items.discard("@weekly")
    return frozenset(items)


def restatement(a: TextFacts, b: TextFacts) -> str:
    """Why ``b`` restates one attribute of ``a`` with another value (rule 4c), or "": both
    name the same attributes (paraphrases count) and say nothing else that differs, give values
    of the same kinds, and at least one of them changed; the attribute holds one value at a time
    (an address, a budget, a school, a password), or is an event told by its name (a team
    meeting, a dentist appointment) whose time or day changed, or is a habit of one topic whose
    days or hours changed ("我周三和周六健身" / "我周日去健身房"). Neither text is negated or a
    past occasion: "I went to the gym on Sunday" does not move gym days."""
    if a.negated or b.negated or PAST.search(a.raw) or PAST.search(b.raw):
        return ""
    # the same people (an impersonal text is the user's here, not a relative's)
    if a.subjects != b.subjects or a.names != b.names:
        return ""
    concepts = _restated_concepts(a)
    if not concepts or concepts != _restated_concepts(b):
        return ""
    scheduled = concepts & _SCHEDULED
    if (a.event or b.event) and not scheduled:
        return ""
    va, vb = _restated_values(a), _restated_values(b)
    if not va or va.keys() != vb.keys():
        return ""
    changed = changed_kinds(va, vb)
    # a kind that did not change is the same value, not a part of it ("周三" / "周三和周六")
    if not changed or any(va[k] != vb[k] for k in va.keys() - set(changed)):
        return ""
    if _residue(a) != _residue(b):
        return ""
    single = sorted(concepts & _SINGLE_VALUED_RESTATED)
    if single:
        attribute = single[0][1:]
    elif scheduled and set(changed) <= _RESTATED_WHEN:
        attribute = sorted(scheduled)[0][1:]
    elif set(changed) <= {"time", "weekday"} and concepts - ATTRIBUTE_IDS:
        attribute = f"{sorted(concepts - ATTRIBUTE_IDS)[0][1:]} schedule"
    else:
        return ""
    k = changed[0]
    was, now = describe(a.values, k), describe(b.values, k)
    if "?" in (was, now):  # colours, Chinese school names: not among the text's values
        was, now = ", ".join(sorted(va[k])), ", ".join(sorted(vb[k]))
    return f"{attribute} restated: {was} -> {now}"


# Roles one has one person for at a time (one family doctor, one manager), whose value is a
# person's name.
_ONE_PERSON_ROLES = frozenset({"@doctor", "@boss"})


def person_changed(a: TextFacts, b: TextFacts) -> str:
    """Why ``b`` names another person for a role of the user's that ``a`` names (rule 4d), or
    "": both texts are the user's own (no relative, no one else named), name the same role one
    has one of (a family doctor, a manager) and one person each, and neither is negated, a past
    occasion or a plan."""
    roles = a.concepts & b.concepts & _ONE_PERSON_ROLES
    if not roles or a.subjects or b.subjects or a.names or b.names:
        return ""
    if a.concepts != b.concepts:  # "my dentist" / "my doctor": a specialist is another role
        return ""
    if a.negated or b.negated or PAST.search(a.raw) or PAST.search(b.raw) or a.plan or b.plan:
        return ""
    na = {v.key for v in a.values if v.kind == "name"}
    nb = {v.key for v in b.values if v.kind == "name"}
    if len(na) != 1 or len(nb) != 1 or na == nb or names_meet(frozenset(na), frozenset(nb)):
        return ""
    # the rest of the values agree ("my doctor on Mondays" is not "my doctor on Fridays")
    if {k: v for k, v in a.value_map().items() if k != "name"} != {
        k: v for k, v in b.value_map().items() if k != "name"
    }:
        return ""
    was, now = describe(a.values, "name"), describe(b.values, "name")
    return f"{sorted(roles)[0][1:]} changed: {was} -> {now}"


def slot_swap(a: TextFacts, b: TextFacts) -> tuple[str, str] | None:
    """The content the two texts swap inside one frame, as (old words, new words), or None:
    the same content in the same order except for one or two replaced spans (together at most
    _SWAP_MAX units a side), with at least _SWAP_FRAME units kept ("李娜更喜欢菊花茶 ..." /
    "李娜更喜欢黑咖啡 ..."). Words that name an attribute ("live" / "home") are not content
    here. A paraphrase reorders or rewords, and is not a swap."""
    naming = a.attr_words | b.attr_words
    sa = [t for t in a.seq if t not in naming]
    sb = [t for t in b.seq if t not in naming]
    # the common ends, then the middles (short, so the matcher's quadratic time stays small)
    head = 0
    while head < min(len(sa), len(sb)) and sa[head] == sb[head]:
        head += 1
    tail = 0
    while tail < min(len(sa), len(sb)) - head and sa[-1 - tail] == sb[-1 - tail]:
        tail += 1
    ma, mb = sa[head : len(sa) - tail], sb[head : len(sb) - tail]
    if not ma or not mb or max(len(ma), len(mb)) > _SWAP_MAX:
        return None
    matcher = difflib.SequenceMatcher(None, ma, mb, autojunk=False)
    ops = [op for op in matcher.get_opcodes() if op[0] != "equal"]
    kept = head + tail + sum(block.size for block in matcher.get_matching_blocks())
    if len(ops) > 2 or any(op[0] != "replace" for op in ops) or kept < _SWAP_FRAME[a.cjk]:
        return None
    join = "".join if a.cjk else " ".join
    was = ", ".join(join(ma[i1:i2]) for _, i1, i2, _, _ in ops)
    now = ", ".join(join(mb[j1:j2]) for _, _, _, j1, j2 in ops)
    return was, now


def frame_swap(a: TextFacts, b: TextFacts) -> tuple[str, str] | None:
    """The words two texts swap inside one frame of *all* their words (function words too),
    as (old words, new words), or None: one replaced span of at most 6 words (CJK: characters)
    a side and no longer than what is kept (two words or more, values aside), with the same
    prepositions in the swapped spans
    ("I prefer tea" / "I prefer coffee": tea / coffee; "I work as a nurse" / "I work at
    Initech": no, as / at are two slots; "我在小米上班" / "我一般坐地铁上班": no)."""
    fa, fb = a.frame, b.frame
    if not fa or not fb or max(len(fa), len(fb)) > 4 * _SWAP_MAX:
        return None
    matcher = difflib.SequenceMatcher(None, fa, fb, autojunk=False)
    ops = [op for op in matcher.get_opcodes() if op[0] != "equal"]
    if len(ops) != 1 or ops[0][0] != "replace":
        return None
    kept = [t for i, j, n in matcher.get_matching_blocks() for t in fa[i : i + n] if t != "|"]
    if len(kept) < 2:
        return None
    function = PREPOSITIONS | ZH_PREPOSITIONS
    for _, i1, i2, j1, j2 in ops:
        if max(i2 - i1, j2 - j1) > min(6, len(kept)):
            return None
        if sorted(t for t in fa[i1:i2] if t in function) != sorted(
            t for t in fb[j1:j2] if t in function
        ):
            return None
    join = "".join if a.cjk else " ".join
    was = ", ".join(join(fa[i1:i2]) for _, i1, i2, _, _ in ops)
    now = ", ".join(join(fb[j1:j2]) for _, _, _, j1, j2 in ops)
    return was, now


def leaves_out(a: TextFacts, b: TextFacts, among: frozenset[str] = ATTRIBUTE_IDS) -> bool:
    """Whether ``b`` names none of the attributes (of ``among``) ``a`` names: then it is not
    about the same thing, whatever word they share ("a meeting with the sales team" / "the sales
    offsite"; "我在华为上班" / "我的笔记本是华为MateBook")."""
    attrs = {FAMILY.get(c, c) for c in a.concepts if c in among}
    return bool(attrs) and not attrs & families(b)


def _shared_names(a: TextFacts, b: TextFacts) -> set[str]:
    """Named things (places, companies, products, languages) both texts mention, also when one
    of them reads the name as a plain word ("Atlas has to ship" / "The Atlas deadline")."""
    kinds = ("name", "code", "weak")
    ka = {v.key for v in a.values if v.kind in kinds}
    kb = {v.key for v in b.values if v.kind in kinds}
    out = ka & kb
    out |= {k for k in ka if set(k.split()) <= b.words}
    out |= {k for k in kb if set(k.split()) <= a.words}
    return out


def about_same(a: TextFacts, b: TextFacts) -> str:
    """What two texts are both about ("" when nothing): a shared attribute or topic (住 / live,
    预算 / budget, 辣 / spicy; a cue's attribute: "moved to Lyon" is where one lives), a shared
    content word beyond function words, generic words and the cues themselves, a named thing,
    (CJK) two shared content characters, or one frame with one slot swapped ("I prefer tea" /
    "I prefer coffee now")."""
    concepts = families(a) & families(b)
    if "@commute" in concepts and not (has_kind(a, "transport") and has_kind(b, "transport")):
        # how one gets to work is the commute's value: "Podcasts on my commute" says none
        concepts.discard("@commute")
    if concepts:
        return sorted(concepts)[0][1:]
    anchors = sorted(_shared_content(a, b))
    if anchors:
        return ", ".join(anchors[:3])
    if names := _shared_names(a, b):
        return ", ".join(sorted(names)[:3])
    if a.cjk and len(a.chars & b.chars) >= 2:
        return "".join(sorted(a.chars & b.chars))
    if swap := frame_swap(a, b):
        return f"one frame: {swap[0]} / {swap[1]}"
    return ""


def topic_beyond_people(a: TextFacts, b: TextFacts) -> bool:
    """Whether two texts share an attribute, topic or content word other than the words for
    whom they are about (relatives, named people) and light verbs ("My son's GCSE options" /
    "My son's on Grade 3 piano" share only "son": two facts about one person, not one slot of
    his; "My aunt Rita is a retired headteacher" / "Aunt Rita lives in Whitby now" only
    "Rita"; "My dog is called Ziggy" / "In an emergency, call my brother Leo" only "call")."""
    if families(a) & families(b):
        return True
    people = a.subjects | b.subjects
    # (CJK: a character or bigram that takes a character of a relative's word is part of how
    # the person is called: "孙阿姨" gives "孙阿")
    zh_chars = {c for w, pid in PEOPLE_ZH.items() if pid in people for c in w}
    named = {w for n in a.people(b) | b.people(a) for w in n.split()}
    return any(
        t not in LIGHT_EN
        and t not in LIGHT_ZH
        and PEOPLE_EN.get(t) not in people
        and t not in named
        and not zh_chars.intersection(t)
        for t in _shared_content(a, b)
    )


def _shared_content(a: TextFacts, b: TextFacts) -> set[str]:
    """The content tokens two texts share: not generic words, cue words or concepts."""
    return {
        t
        for t in a.tokens & b.tokens
        if t not in GENERIC and t not in CUE_STEMS and not t.startswith("@")
    }


def single_valued_topic(a: TextFacts, b: TextFacts) -> str:
    """A single-valued attribute both texts are about (an employer, a diet, a school), or ""."""
    single = {
        c for c in families(a) & families(b) if c in SINGLE_VALUED or c in SINGLE_VALUED_FAMILIES
    }
    return sorted(single)[0][1:] if single else ""


def _slot_word(raw: str, value_text: str) -> str:
    """The preposition right before a value in its text ("work at Initech" -> "at", past "a",
    "the", "my"; "在广州生活" -> "在"), or ""."""
    at = raw.find(value_text)
    if at < 0:
        return ""
    words = re.findall(f"[A-Za-z']+|[{CJK}]", raw[:at])
    while words and words[-1].lower() in DETERMINERS:
        words.pop()
    last = words[-1].lower() if words else ""
    return last if last in PREPOSITIONS or last in ZH_PREPOSITIONS else ""


def other_slot(a: TextFacts, b: TextFacts, kind: str) -> bool:
    """Whether the names (or bare numbers) of ``kind`` that differ stand after different
    prepositions: two slots of a sentence, not one value changed ("I work as a UX designer" /
    "I work at Initech")."""
    if kind not in ("name", "num"):
        return False
    ka = {v.key for v in a.values if v.kind == kind}
    kb = {v.key for v in b.values if v.kind == kind}
    pa = {_slot_word(a.raw, v.text) for v in a.values if v.kind == kind and v.key not in kb}
    pb = {_slot_word(b.raw, v.text) for v in b.values if v.kind == kind and v.key not in ka}
    pa.discard("")
    pb.discard("")
    return bool(pa) and bool(pb) and not pa & pb


def changed_kinds(va: dict[str, set[str]], vb: dict[str, set[str]]) -> list[str]:
    """Value kinds both texts have with different values (neither set contains the other; a
    name inside a longer one counts as kept: "MacBook" / "MacBook Pro")."""
    out = []
    for k in sorted(va.keys() & vb.keys()):
        x, y = va[k], vb[k]
        if x <= y or y <= x:
            continue
        if k == "name":
            ix, iy = {f"=name:{n}" for n in x}, {f"=name:{n}" for n in y}
            if all(name_within(i, iy) for i in ix) or all(name_within(i, ix) for i in iy):
                continue
        out.append(k)
    return out


def coexist(
    a: TextFacts,
    b: TextFacts,
    changed: list[str],
    reason: str,
    same_topic: bool = False,
    rule: Rule = Rule.UNNAMED,
) -> Judgement:
    """COEXIST, flagged distinct when the texts give different values of one kind (numbers,
    dates, times, places, names): they cannot be one fact restated."""
    if changed:
        k = changed[0]
        return Judgement(
            Verdict.COEXIST,
            True,
            f"{reason}; distinct {k}: {describe(a.values, k)} / {describe(b.values, k)}",
            True,
            same_topic,
            rule=rule,
        )
    return Judgement(Verdict.COEXIST, True, reason, same_topic=same_topic, rule=rule)


def across_languages(a: TextFacts, b: TextFacts) -> Judgement:
    """A Chinese text and an English one: only the embedder says they are related, so the rules
    stay conservative. SUPERSEDE needs the same subject (the same named person, or the user on
    both sides) and a shared attribute or topic (预算 / budget, 辣 / spicy) with a changed value,
    a change cue in the new text or a negation flip; everything else coexists (never REFINE)."""
    va, vb = a.value_map(), b.value_map()
    changed = changed_kinds(va, vb)
    different = different_people(a, b, strict=True)
    if different:
        return Judgement(
            Verdict.COEXIST, True, f"different people: {different}", True,
            rule=Rule.DIFFERENT_PEOPLE,
        )  # fmt: skip
    about = a.concepts & b.concepts
    if about:
        topic = sorted(about)[0][1:]
        if changed:
            k = changed[0]
            return Judgement(
                Verdict.SUPERSEDE,
                True,
                f"{topic}: value changed: {describe(a.values, k)} -> {describe(b.values, k)}",
                rule=Rule.ACROSS_LANGUAGES,
            )
        if b.strong_cue and b.strong_cue != a.strong_cue:
            return Judgement(
                Verdict.SUPERSEDE, True, f"{topic}: update cue: {b.strong_cue!r}",
                rule=Rule.ACROSS_LANGUAGES,
            )  # fmt: skip
        if b.start_cue and b.start_cue != a.start_cue and single_valued_topic(a, b):
            return Judgement(
                Verdict.SUPERSEDE, True, f"{topic}: update cue: {b.start_cue!r}",
                rule=Rule.ACROSS_LANGUAGES,
            )  # fmt: skip
        if a.negated != b.negated:
            side = "new" if b.negated else "old"
            return Judgement(
                Verdict.SUPERSEDE, True, f"{topic}: negation flip ({side} text is negated)",
                rule=Rule.ACROSS_LANGUAGES,
            )  # fmt: skip
    reason = "other language" + (f", both about {topic}" if about else "")
    return coexist(a, b, changed, reason, bool(about), rule=Rule.ACROSS_LANGUAGES)
