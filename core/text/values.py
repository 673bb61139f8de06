"""The words and values a text holds, for the analysis of memoryd.core.text.analysis: the
lexicon tables (function words, negation, change cues, people, concepts), numbers in both
languages, amounts with units, dates, times, names, and the value patterns that find them.

Kept general (no data-set specific words). The patterns are linear-time: an address pattern
that could start anywhere in a run is a search/resume pair (memoryd.core.text.scan).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from memoryd.core.text import lexicon
from memoryd.core.text.attribute_lexicon import ATTRIBUTE_WORDS
from memoryd.core.text.cues import EN_START_CUES, EN_STRONG_CUES, EN_WEAK_CUES

# ================================================================================ rule judge

# The rule judge reads this many characters of each text: memories are a sentence or two, and
# a write waits for the judge, so its time must stay bounded (~1 ms for this length).
MAX_CHARS = 2000

# Lexicons. Kept general (no data-set specific words): function words, negation, change cues,
# people (whose fact is it?), and single-valued attributes (a person has one address, one
# budget for a thing, one favourite colour, but may like many foods).

CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
CJK_RUN = re.compile(f"[{CJK}]+")
CJK_CHAR = re.compile(f"[{CJK}]")  # one Han character: whether, and how much, a text is Chinese
LATIN_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")

# Characters that carry no content in a CJK run: split the run there (pronouns, particles,
# copulas, light prepositions, demonstratives, degree words).
ZH_STOP = set(
    "我你您他她它们的地得了着过吗呢吧啊呀哦嘛是在也就还又很太和跟与及或把被给对从到这那个些么"
)
EN_STOP = set(
    """a an the i me my mine we us our you your he him his she her it its they them their
    is am are was were be been being do does did have has had having will would shall should
    can could may might must to of in on at for with by from into onto about as and or but
    so that this these those there here what which who whom also just very really too
    i'm i've i'd i'll it's that's there's we're they're you're he's she's let's
    some any all each every other another than then again still already s t
    up down out off over away back""".split()
)

# Negation markers. Chinese words that contain a negation character without negating are
# blanked first; A-not-A questions ("是不是") are not negations either.
ZH_NOT_NEGATION = (
    "不错 不过 不少 不同 不断 不仅 不但 不管 不论 不久 不得不 差不多 了不起 对不起 忍不住 "
    "不一定 没关系 没事 非常 除非 无论 并非 别人 别的 特别 区别 分别 告别 性别 级别 类别 识别 "
    # potential complements that say a liking or a need, not a fact denied: "最受不了别人刷牙
    # 的声音" denies nothing of "我刷牙用飞利浦电动牙刷"
    "受不了 忍不了 看不惯 离不开 舍不得 少不了 免不了 恨不得 怪不得 巴不得 说不定 不得了"
).split()
ZH_A_NOT_A = re.compile(f"([{CJK}])[不没]\\1")
ZH_NEGATION = re.compile("不再|不|没有|没|未|无法|别|戒|讨厌|反感|取消")
EN_NEGATION = re.compile(
    r"\b(?:not|no|never|none|nothing|neither|nor|without|cannot|hate|hates|dislike|dislikes|"
    r"stopped|quit|gave up|cancell?ed|called off|off-limits|off limits|"
    r"off (?:my|the|our) (?:menu|list|table))\b|n't\b"
)

# The first characters of Chinese words for relatives and friends ("联系我丈夫": whom to call).
_ZH_RELATIVE = "[哥姐弟妹爸妈丈妻老太先爱儿女朋同父母爷奶外]"

# Cues that name the attribute they change ("I moved to Lyon": where one lives; "我从华为离职了":
# one's employer), matched on the original text: (concept id, pattern).
IMPLIED = [
    ("residence", re.compile(r"\b(?:moved|moving|relocated|relocating)\s+(?:back\s+)?to\s+[A-Z]")),
    ("residence", re.compile("搬到|搬去|搬家|搬回|迁到|迁居|定居")),
    ("employer", re.compile(r"\bwork(?:s|ed|ing)?\s+(?:at|for)\b", re.I)),
    (
        "residence",  # where things are sent: the address
        re.compile(r"\bsend (?:my |the )?(?:packages?|parcels?|mail)\b|寄到|收货地址", re.I),
    ),
    ("employer", re.compile("离职|跳槽|辞职|入职|换工作|新工作")),
    # "我在阿里巴巴工作" (as "work at": the 在 ... 上班 of the attribute lexicon, not 在家)
    ("employer", re.compile("在(?!家)[^，。,.；;！!？?\\s]{1,12}?工作")),
    # what one is promoted to is one's job: "I got promoted to senior engineer"
    ("profession", re.compile(r"\bpromoted to\b|升职|升为|晋升", re.I)),
    # an age told as one: "I'm 34 years old", "I turned 35 today" ("34岁": the attribute word)
    ("age", re.compile(r"\b\d{1,3}[ -]years?[ -]old\b|\bturn(?:ed|s|ing)\s+\d{1,3}\b", re.I)),
    (
        "employer",
        re.compile(r"\b(?:joined|hired|laid off|new job|left my job|quit my job)\b", re.I),
    ),
    ("school", re.compile(r"转学|\b(?:changed|switched) schools\b|\btransferred to\b", re.I)),
    (
        "name",
        re.compile(
            r"\bcall(?:s|ed|ing)? (?:me|him|her|them|us|it)\b(?! at| on)|\bgo(?:es)? by\b", re.I
        ),
    ),
    (
        "phone",  # (not "联系我丈夫": a relative to contact, not the user's number)
        re.compile(
            r"\b(?:reach|call|text) me (?:at|on)\b|打我电话|联系我(?!的)(?!" + _ZH_RELATIVE + ")",
            re.I,
        ),
    ),
    (
        "contact",  # whom to call in an emergency: the emergency contact
        re.compile(
            r"\bin (?:an |case of (?:an )?)?emergenc(?:y|ies),? (?:please )?(?:call|contact|ring"
            r"|phone|text)\b|紧急情况.{0,3}(?:联系|打给|找)",
            re.I,
        ),
    ),
    ("name", re.compile("改名|叫我")),
    ("doctor", re.compile(r"\bDr\.?\s+[A-Z]")),  # (case-sensitive: "Dr. Lindqvist", "Dr Moreau")
    (
        "gym",  # where one works out
        re.compile(r"\bwork(?:s|ed|ing)?[ -]?outs?\b|\bmembers? at\b|\bmembership\b", re.I),
    ),
    (
        "savings",  # "I save $500 a month", "我每个月存5000元"
        re.compile(
            r"\bsav(?:e|es|ed|ing)\s+(?:about\s+|around\s+)?[$€£¥\d]"
            r"|[存攒](?:下|了)?\s*[\d一二两三四五六七八九十百千万]",
            re.I,
        ),
    ),
    (
        "parking",  # where one parks: "I park in space B12", "my parking spot"
        re.compile(
            r"\bpark(?:s|ed|ing)? in (?:space|spot|bay)\b|\bparking (?:spot|space|bay)", re.I
        ),
    ),
]

# Things that move without anyone changing address ("公司搬到了高新区", "Our office moved to
# Denver"): before a move cue in its clause, the move is theirs.
_THING_MOVERS = re.compile(
    r"\b(?:office|company|team|store|shop|school|clinic|studio|restaurant|gym|bank|meeting|"
    r"offsite|event|party|lab|headquarters|hq)s?\b|公司|办公室|单位|团队|部门|门店|店|工厂|学校|医院|诊所|"
    r"工位|组|会议|活动|健身房|总部",
    re.IGNORECASE,
)


def implies(pattern: re.Pattern[str], concept: str, text: str) -> bool:
    """Whether ``pattern`` (of IMPLIED) names ``concept`` in ``text``; a move names where one
    lives only when no thing moves ("公司搬到了高新区": the company's address)."""
    m = pattern.search(text)
    if m is None:
        return False
    if concept == "residence" and re.search("搬|迁|mov|reloc", m.group(0), re.I):
        clause = _CLAUSE_START.split(text[: m.start()])[-1]
        return _THING_MOVERS.search(clause) is None
    return True


_CLAUSE_START = re.compile(r"[,;.!?，；。！？：:]")

PEOPLE = lexicon.PEOPLE
ZH_GENERIC_WORDS = "喜欢 可以 打算 习惯 一般 每天 每周 平时 经常 通常 总是".split()
_GENERIC_WORDS = """喜 爱 想 要 有 用 去 做 会 能 写 每 天
    like love enjoy want have use go get make do take need prefer usually always every day
    week month year work"""


def words_to_ids(table: dict[str, str]) -> tuple[dict[str, str], dict[str, str]]:
    """Split a concept table into (CJK substring -> id, stemmed English word -> id)."""
    zh: dict[str, str] = {}
    en: dict[str, str] = {}
    for concept, words in table.items():
        for w in words.split():
            if CJK_RUN.fullmatch(w):
                zh[w] = concept
            else:
                en[word_stem(w)] = concept
    return zh, en


# ------------------------------------------------------------------------------ values

_ZH_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6}
_ZH_DIGITS.update({"七": 7, "八": 8, "九": 9})
_ZH_UNITS = {"十": 10, "百": 100, "千": 1000, "万": 10_000, "亿": 100_000_000}
ZH_NUM = "零〇一二两三四五六七八九十百千万亿"
_EN_NUMBERS = {
    w: i
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
        "fifteen sixteen seventeen eighteen nineteen twenty".split()
    )
}
_EN_NUMBERS.update({"thirty": 30, "forty": 40, "fifty": 50, "hundred": 100})
_MONTHS = {
    m: i + 1
    for i, m in enumerate(
        "january february march april may june july august september october november "
        "december".split()
    )
}
_MONTHS.update({m[:3]: i for m, i in list(_MONTHS.items()) if m != "may"})
_MONTHS["sept"] = 9
_WEEKDAYS = {
    d: i + 1
    for i, d in enumerate("monday tuesday wednesday thursday friday saturday sunday".split())
}
_ZH_WEEKDAY = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "日": 7, "天": 7}
_MULTIPLIERS = {"万": 1e4, "千": 1e3, "百": 1e2, "亿": 1e8, "k": 1e3, "m": 1e6, "bn": 1e9}

# The kind of a number comes from the unit after it (or the currency sign before it); only
# values of one kind are compared ("75公斤" with "70公斤", not with "3岁").
_UNIT_KINDS = [
    ("money", "元 块 美元 美金 刀 dollars dollar bucks usd rmb yuan eur euros"),
    ("percent", "% percent 个百分点"),
    ("age", "岁 years old year old year-old"),
    ("weight", "公斤 千克 斤 kg kgs kilos lbs pounds"),
    ("distance", "公里 千米 km kilometers kilometres miles mile"),
    ("floor", "楼 层 floor"),
    ("dose", "mg 毫克 片 粒"),
    (
        "duration",
        "个小时 小时 分钟 天 周 个星期 星期 个月 年 hours hour minutes minute days "
        "day weeks week months month years year",
    ),
    ("count", "个 只 位 口 次 本 辆 套 间 门 包 杯 瓶 人 kids children people times"),
]
UNIT_TO_KIND = {u: kind for kind, units in _UNIT_KINDS for u in units.split()}
_UNIT_RE = "|".join(sorted((re.escape(u) for u in UNIT_TO_KIND), key=len, reverse=True))
_AMOUNT_UNIT_RE = "|".join(
    sorted(
        (
            re.escape(u)
            for kind, units in _UNIT_KINDS
            if kind in ("money", "percent", "weight", "distance", "dose")
            for u in units.split()
        ),
        key=len,
        reverse=True,
    )
)

_NUM = r"\d+(?:,\d{3})*(?:\.\d+)?"
_ZH_NUM_RE = f"[{ZH_NUM}]+"
# e-mail addresses and web addresses
# (the look-behind starts a match only where a word starts: linear time)
# (ASCII only: "邮箱是a@b.com" is the address a@b.com)
# ... and codes and passwords: a word with a number glued on (sunflower42, Maple#2024)
_ADDRESS_OR_CODE = (
    # (a masked address, "j***@example.com", is one too: memoryd.core.text.redact masks before the
    # judge sees a text)
    r"(?P<email>(?<![A-Za-z0-9.+_*-])[A-Za-z0-9.+_*-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+"
    r"|https?://\S+|www\.\S+)"
    # (three letters, then the rest: "[A-Za-z]{3,}[A-Za-z#!_.-]*" tried every split of a run of
    # letters between its two quantifiers, quadratic in the run, issue #18)
    r"|(?P<code>(?<![A-Za-z0-9])[A-Za-z]{3}"
    r"(?:[A-Za-z#!_.-]*\d{2,}|[A-Za-z]*(?:[#!_-][A-Za-z]+)*[#!_-]\d+)[A-Za-z0-9#!_-]*)"
    # Chinese street addresses: 武侯区人民南路16号, 望京西路8号
    f"|(?P<zstreet>[{CJK}]{{0,8}}?(?:路|街|大街|大道|巷|胡同|弄)\\d+号)"
)
VALUE_RE = re.compile(
    "|".join(
        [
            _ADDRESS_OR_CODE,
            # ISO-like dates: 2024-05-03, 2024/5/3
            r"(?P<iso>\b\d{4})[-/.](?P<iso_m>\d{1,2})[-/.](?P<iso_d>\d{1,2})\b",
            # phone numbers and ids: 555-0142, 138 1234 5678, 13812345678, and as masked by
            # memoryd.core.text.redact: 138****5678, ***-****-0199, 110101********1234
            r"(?P<id>\b\d{3,}(?:[- ]\d{2,})+\b|(?<![\d.,-])\d{7,}(?![\d.,])"
            # (a separator between runs of stars, never none: "(?:[- ]?\*+)*" split one run of
            # stars every possible way, exponential: 28 stars took 14 s, issue #18)
            r"|(?<![A-Za-z0-9_*])\d*\*{3,}(?:[- ]\*+)*[- ]?\d{2,}(?![\d.,]))",
            # Chinese dates and months: 6月30日, 九月, 7月15号
            f"(?P<zm>\\d{{1,2}}|[{ZH_NUM}]{{1,3}})月(?:(?P<zd>\\d{{1,2}}|[{ZH_NUM}]{{1,3}})[日号])?",
            # Chinese clock times: 下午三点, 10点半, 八点半, 9:30
            f"(?P<zp>上午|早上|早晨|中午|下午|傍晚|晚上|凌晨)?(?P<zh_h>\\d{{1,2}}|[{ZH_NUM}]{{1,3}})"
            f"点(?:(?P<zh_half>半)|(?P<zh_min>\\d{{1,2}}|[{ZH_NUM}]{{1,3}})分?)?",
            # weekdays: 周三, 星期五, 礼拜天, 每周二、四、六
            "(?:周|星期|礼拜)(?P<zwd>[一二三四五六日天](?:[、和及][一二三四五六日天])*)",
            # clock times: 9:30, 3pm, 3:30 pm, 10 a.m.
            r"\b(?P<h>\d{1,2})(?::(?P<mi>\d{2}))?\s*(?P<ampm>[ap]\.?m\b\.?)|\b(?P<h2>\d{1,2}):(?P<mi2>\d{2})\b",
            # years
            # years (not an amount: "1950 dollars", "2000元")
            rf"\b(?P<year>(?:19|20)\d{{2}})\b(?!\s?(?:{_AMOUNT_UNIT_RE}))(?:年)?",
            # amounts: $1,500  ¥2000  50万  500k  3.5%  1500 dollars  75公斤  (and 两万元); a
            # space only after a currency sign, so "at 3pm" reaches the clock-time pattern
            f"(?:(?P<cur>[$¥€£])\\s?)?(?P<num>{_NUM}|{_ZH_NUM_RE})(?P<mult>万|千|亿|k\\b|m\\b|bn\\b)?"
            f"(?:st|nd|rd|th)?\\s?(?:-?(?P<unit>{_UNIT_RE}))?",
        ]
    ),
    re.IGNORECASE,
)


CODE_FIRST_RE = re.compile(_ADDRESS_OR_CODE, re.IGNORECASE)


def _zh_number(s: str) -> float | None:
    """Chinese numeral -> number ("五十" -> 50, "两万" -> 20000, "一百零五" -> 105)."""
    if s.isdigit():
        return float(s)
    total, section, digit = 0.0, 0.0, None
    for ch in s:
        if ch in _ZH_DIGITS:
            digit = _ZH_DIGITS[ch]
        elif ch in _ZH_UNITS:
            unit = _ZH_UNITS[ch]
            if unit >= 10_000:
                total += (section + (digit or 0)) * unit
                section = 0.0
            else:
                section += (1 if digit is None else digit) * unit
            digit = None
        else:
            return None
    return total + section + (digit or 0)


def _number(s: str) -> float | None:
    s = s.replace(",", "")
    try:
        return float(s)
    except ValueError:
        return _zh_number(s)


def _fmt(x: float) -> str:
    return str(int(x)) if x == int(x) else f"{x:g}"


@dataclass(frozen=True, slots=True)
class Value:
    kind: str  # money, percent, age, ..., date, month, time, weekday, year, id, name, num
    key: str  # canonical form, comparable across languages ("500000", "09-14", "15:00")
    text: str  # as written, for the reason string


def _clock(hour: float, minute: float, period: str | None) -> str:
    h = int(hour)
    p = (period or "").lower().replace(".", "")
    if (p.startswith("p") or p in ("下午", "晚上", "傍晚")) and h < 12:
        h += 12
    if (p.startswith("a") or p == "凌晨") and h == 12:
        h = 0
    return f"{h:02d}:{int(minute):02d}"


def match_values(m: re.Match[str]) -> list[Value]:
    """The values of one regex match (a weekday list gives several)."""
    g = m.groupdict()
    text = m.group(0).strip()
    if g["email"]:
        return [Value("address", text.lower().rstrip(".,"), text)]
    if g["code"]:
        return [Value("code", text, text)]
    if g["zstreet"]:
        # from the district or road on: "地址是武侯区人民南路16号" -> 武侯区人民南路16号
        key = re.sub("^.*[是在到址为：:]", "", text)
        return [Value("street", key, key)]
    if g["iso"]:
        key = f"{int(g['iso_m']):02d}-{int(g['iso_d']):02d}"
        return [Value("date", key, text), Value("month", str(int(g["iso_m"])), text)]
    if g["id"]:  # masked digits stay as stars: "138****5678" is not "***-****-5678"'s equal
        return [Value("id", re.sub(r"[^\d*]", "", g["id"]), text)]
    if g["zm"]:
        month = _number(g["zm"])
        if month is None or not 1 <= month <= 12:
            return []
        out = [Value("month", _fmt(month), text)]
        day = _number(g["zd"]) if g["zd"] else None
        if day:
            out.append(Value("date", f"{int(month):02d}-{int(day):02d}", text))
        return out
    if g["zh_h"]:
        hour = _number(g["zh_h"])
        if hour is None or hour > 24:
            return []
        minute = 30.0 if g["zh_half"] else (_number(g["zh_min"]) or 0.0) if g["zh_min"] else 0.0
        return [Value("time", _clock(hour, minute, g["zp"]), text)]
    if g["zwd"]:
        return [Value("weekday", str(_ZH_WEEKDAY[c]), text) for c in g["zwd"] if c in _ZH_WEEKDAY]
    if g["h"] or g["h2"]:
        hour = float(g["h"] or g["h2"])
        minute = float(g["mi"] or g["mi2"] or 0)
        return [Value("time", _clock(hour, minute, g["ampm"]), text)]
    if g["year"]:
        return [Value("year", g["year"], text)]
    number = _number(g["num"])
    if number is None:
        return []
    mult = (g["mult"] or "").lower()
    number *= _MULTIPLIERS.get(mult, 1.0)
    unit = (g["unit"] or "").lower()
    kind = "money" if g["cur"] else UNIT_TO_KIND.get(unit, "num")
    if kind == "num" and mult:
        kind = "money"  # "6k", "50万": amounts in practice, comparable with "$5,000"
    if kind == "duration" and unit in ("周", "天", "年") and len(g["num"]) > 2:
        kind = "num"
    if kind == "num" and not mult and _number(g["num"]) is not None and not g["num"][0].isdigit():
        return []  # a bare Chinese numeral is a word, not a quantity: 四川, 一直, 五一, 三文鱼
    return [Value(kind, _fmt(number), text)]


_EN_DATE = re.compile(
    r"\b(?:(?P<d1>\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m1>[a-z]+)"
    r"|(?P<m2>[a-z]+)\.?\s+(?P<d2>\d{1,2})(?:st|nd|rd|th)?\b)",
    re.IGNORECASE,
)
_EN_NAME = re.compile(r"\b[A-Z][A-Za-z0-9]*(?:[ -][A-Z0-9][A-Za-z0-9]*)*\b")
LATIN_IN_ZH = re.compile(r"[A-Za-z][A-Za-z0-9.+#]*(?:\s+[A-Za-z0-9][A-Za-z0-9.+#]*)*")


def english_words_values(text: str) -> tuple[list[Value], str]:
    """Dates ("March 12", "12th of March"), months, weekdays, number words and proper nouns of
    English text; returns them and the text with their spans blanked."""
    values: list[Value] = []
    spans: list[tuple[int, int]] = []

    for m in _EN_DATE.finditer(text):
        month = _MONTHS.get((m.group("m1") or m.group("m2") or "").lower())
        if month is None:
            continue
        day = int(m.group("d1") or m.group("d2"))
        if 1 <= day <= 31:
            key = f"{month:02d}-{day:02d}"
            values += [Value("date", key, m.group(0)), Value("month", str(month), m.group(0))]
            spans.append(m.span())
    # Only a date's span can hold a later word (the words' own spans lie behind it); dates come
    # in order, so one pointer walks them: linear, where testing every span was quadratic in
    # a text of many number words ("one. one. one. ...").
    dates, d = list(spans), 0
    for m in re.finditer(r"[A-Za-z]+", text):
        while d < len(dates) and dates[d][1] <= m.start():
            d += 1
        if d < len(dates) and dates[d][0] <= m.start():
            continue
        w = m.group(0).lower()
        if w in _MONTHS and (w != "may" or m.group(0) == "May"):
            values.append(Value("month", str(_MONTHS[w]), m.group(0)))
            spans.append(m.span())
        elif w.rstrip("s") in _WEEKDAYS:
            values.append(Value("weekday", str(_WEEKDAYS[w.rstrip("s")]), m.group(0)))
            spans.append(m.span())
        elif w in _EN_NUMBERS:
            after = text[m.end() : m.end() + 14].lower()
            unit = re.match(r"[\s-]*([a-z]+(?:[\s-]old)?)", after)
            kind = UNIT_TO_KIND.get(unit.group(1).replace("-", " "), "num") if unit else "num"
            if kind == "num" and unit and unit.group(1).split()[0] in UNIT_TO_KIND:
                kind = UNIT_TO_KIND[unit.group(1).split()[0]]
            values.append(Value(kind, str(_EN_NUMBERS[w]), m.group(0)))
            spans.append(m.span())
    # Proper nouns (capitalised words, not "I"), on the text with dates and numbers blanked so
    # "Last Tuesday Olga" gives "Olga". Each is a person (a subject: whose fact it is) or a
    # name (a value: a place, a company, a product); see _proper_noun.
    masked = blank(text, spans)
    first_person = bool(FIRST_PERSON.search(text.lower()))
    for m in _EN_NAME.finditer(masked):
        found = _proper_noun(masked, m)
        if found is not None and found.kind == "weak" and first_person:
            # "Globex hired me", "I'm employed by Globex": a company acting on the user
            found = Value("name", found.key, found.text)
        if found is not None:
            values.append(found)
            if found.kind != "weak":  # a weak name may be a plain word: keep it as content
                spans.append(m.span())
    return values, blank(text, spans)


def _proper_noun(text: str, m: re.Match[str]) -> Value | None:
    """Classify a capitalised run: "owner" ("Sofia's flight"), "person" (a given name from the
    lexicon, or after "with"), "weak" (followed by a verb: "Farid spends ...", or after "by":
    "approved by Farid"; a person unless the other text uses the word in lower case; the caller
    makes it a name in a first-person text: "Globex hired me"), "name" (any other proper noun,
    or one after a place preposition: "moved to Austin", "named Max"), or None (an ordinary
    capitalised first word: "The", "Meeting", "What's")."""
    before = _before(text, m.start())
    word = m.group(0)
    words = [w for w in word.split() if w.lower() not in _MONTHS and w != "I"]
    if not words or word in ("I", "I'm", "I've", "I'd"):
        return None
    sentence_start = (not before or before[-1] in ".!?。！？") and not re.search(
        r"\b(?:" + "|".join(EN_TITLES) + r")\.$", before, re.IGNORECASE
    )
    prev = re.findall(r"[a-z']+$", before.lower())
    prev_word = prev[0] if prev else ""
    after = text[m.end() : m.end() + 40]
    first = words[0].lower()
    nxt = re.match(r"\s+([a-z']+)", after)
    verb = nxt.group(1) if nxt else ""
    verb_like = verb in lexicon.EN_PERSON_VERBS or (
        len(verb) > 3 and (verb.endswith("ed") or re.search(r"[^su]s$", verb) is not None)
    )
    if first in EN_STOP or first in _EN_NEVER_NAMES:
        return None  # "What's", "We're", "When is"
    if len(words) == 1 and word_stem(first) in PEOPLE_EN:
        return None  # "Mum", "Grandad": a relative by the word the family calls them
    if first in EN_TITLES and after.startswith("."):
        return None  # "Dr." in "Dr. Smith"
    if re.match(r"'s\s+[A-Z]", after):
        kind = "name"  # "Queen's Lane", "St. Mary's School": a place, not an owner
    elif re.match(r"'s\b", after) or (first.endswith("s") and re.match(r"'(?:\s|$)", after)):
        kind = "owner"  # "Sofia's flight", "James' car"
    elif prev_word in lexicon.EN_NOT_PERSON_BEFORE:
        kind = "name"
    elif first in lexicon.EN_GIVEN_NAMES or prev_word in lexicon.EN_PERSON_BEFORE:
        kind = "person"
    elif word_stem(prev_word) in PEOPLE_EN and not sentence_start:
        # "my auntie Sue", "our neighbour Dilys": the name the relative goes by, whether or
        # not the given-name list knows it (the other text may call her "Sue" alone)
        kind = "person"
    elif (verb_like or prev_word in lexicon.EN_WEAK_PERSON_BEFORE) and len(words) == 1:
        if sentence_start and _is_lexicon_word(first):
            return None  # "Rent is ...", "Standup moved ..."
        kind = "weak"
    elif sentence_start and len(words) == 1:
        return None
    else:
        kind = "name"
    if sentence_start and kind in ("name", "owner") and len(words) > 1:
        if first not in lexicon.EN_GIVEN_NAMES:
            words = words[1:]  # "The Hilton", "My Acme badge"
    if kind == "owner" and sentence_start and len(words) == 1 and _is_lexicon_word(first):
        return None  # "Rent's due"
    key = " ".join(words).lower()
    return Value(kind, key, " ".join(words))


# How much of the text before a name _proper_noun reads: its previous word, a title, the mark
# that ends a sentence. A window, not all of it: reading everything before every name was
# quadratic ("AAA. " x 400: 0.26 s a judgement at the 2,000-character cap; issue #18).
_BEFORE = 128


def _before(text: str, at: int) -> str:
    """Return the end of ``text[:at]`` without trailing whitespace: its last _BEFORE characters
    (more when that much is whitespace; empty when only whitespace precedes ``at``)."""
    width = _BEFORE
    while True:
        start = max(0, at - width)
        window = text[start:at].rstrip()
        if window or start == 0:
            return window
        width *= 2  # whitespace all the way back: each name pays for the gap before it


# Titles before a name ("Dr. Smith": not a sentence end).
EN_TITLES = ("mr", "mrs", "ms", "dr", "prof", "st")
# Capitalised words that are never names (questions, greetings, "please").
_EN_NEVER_NAMES = frozenset(
    "what when where who whom whose which why how please thanks thank yes no ok okay hi hello "
    "hey dear note reminder update correction".split()
)


def _is_lexicon_word(word: str) -> bool:
    """Whether an English word names a concept of the rules (an attribute, a relative, a topic,
    a generic verb): then a capitalised first word is that word, not a name ("Rent is ...")."""
    stem = word_stem(word)
    return stem in ATTR_EN or stem in PEOPLE_EN or stem in TOPIC_EN or stem in GENERIC


def blank(text: str, spans: list[tuple[int, int]]) -> str:
    chars = list(text)
    for a, b in spans:
        for i in range(a, b):
            chars[i] = "|"
    return "".join(chars)


# ------------------------------------------------------------------------------ analysis


@functools.lru_cache(maxsize=65_536)  # ~40 calls a text analysed, over a small vocabulary
def word_stem(word: str) -> str:
    """A crude English stemmer, enough to match live/lives/living and like/likes/liked."""
    w = word.lower().replace("'s", "")
    if len(w) > 5 and w.endswith("ally"):
        w = w[:-2]  # annually -> annual, usually -> usual
    if len(w) > 4 and w.endswith("ies"):
        w = w[:-3] + "y"
    elif len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        w = w[:-1]
    if len(w) > 5 and w.endswith("ing"):
        w = w[:-3]
    elif len(w) > 4 and w.endswith("ed"):
        w = w[:-2]
    if len(w) > 3 and w.endswith("e"):
        w = w[:-1]
    return w


# Light verbs and frequency words: shared, they do not make two texts about the same thing.
GENERIC = set(ZH_GENERIC_WORDS) | {
    w if CJK_RUN.fullmatch(w) else word_stem(w) for w in _GENERIC_WORDS.split()
}
# Words that say a habit without its period ("usually", "平时"): one habit either way.
USUALLY = frozenset(
    {
        "平时",
        "一般",
        "通常",
        "经常",
        "总是",
        "习惯",
        *map(word_stem, "usually always normally".split()),
    }
)
PEOPLE_ZH, PEOPLE_EN = words_to_ids(PEOPLE)
ATTR_ZH, ATTR_EN = words_to_ids(ATTRIBUTE_WORDS)
TOPIC_ZH, TOPIC_EN = words_to_ids(lexicon.TOPICS)
# Value kinds that are people: compared as the subject of a fact, not as a value of it.
PERSON_KINDS = frozenset({"owner", "person", "weak"})
# Attributes that are events: one is told from another by its name, not by a shared word.
EVENT_ATTRIBUTES = frozenset({"@meeting", "@appointment", "@deadline"})
# The words of the English cues: shared, they do not make two texts about one thing.
CUE_STEMS = frozenset(
    word_stem(w)
    for cue in (*EN_STRONG_CUES, *EN_START_CUES, *EN_WEAK_CUES, "change revised update")
    for w in cue.split()
)
# Verbs that say little about what a negation is about: "I don't drink coffee" / "I drink tea"
# share "drink", but not what is drunk.
LIGHT_EN = frozenset(
    word_stem(w)
    for w in """eat drink call watch play read write try say tell think know see look keep put
    let give buy pay pick order get go make do take have use want need like love enjoy""".split()
)
# Verbs of attributes: what they are about is their object ("住在杭州", "allergic to cats").
PREDICATES = frozenset(
    {*map(word_stem, "live lives work works allergic allergy".split()), "住", "过", "敏"}
)
LIGHT_ZH = frozenset("吃喝看玩做去来用买打说听写读开坐叫穿拿带找能会要想可以了那么怎样点")
# Prepositions that put a value in its slot: "work as a nurse" / "work at Initech" are two
# attributes; zh ones too ("在华为上班" / "坐地铁上班").
PREPOSITIONS = frozenset("in at on to for by as with from of into via about near".split())
ZH_PREPOSITIONS = frozenset("在到从给对跟和向往于用")
DETERMINERS = frozenset("a an the my our your his her their its this that some".split())
# Habits, plans and past events: a negation of a standing preference is not contradicted by one
# past event ("我只吃海鲜不吃红肉" / "周四和小雨去吃了潮汕牛肉锅").
HABITUAL = re.compile(
    r"\b(?:every|usually|always|often|normally|each|never)\b|每|一般|平时|通常|经常|总是|往往",
    re.IGNORECASE,
)
# One day's occasion: a negation bound to it ("I haven't had coffee today", "今天没去健身房")
# denies that day, not a habit ("I drink coffee every morning").
TODAY = re.compile(
    r"\b(?:today|tonight|this (?:morning|afternoon|evening))\b|今天|今早|今晚|今儿|今日|刚才|刚刚",
    re.IGNORECASE,
)
# Words that tell one occasion: "第一次做红烧肉", "聊了聊", "吃了一顿", "for the first time".
EPISODE = re.compile(
    f"第一次|头一回|([{CJK}])了\\1|了一[次顿遍下趟回场个]|\\bfor the first time\\b"
    # ... and an outing told in the past: "I met Omar for coffee", "we went hiking"
    r"|\b(?:i|we) (?:met|went|visited|watched|attended|grabbed)\b",
    re.IGNORECASE,
)
EN_PAST_VERB = re.compile(
    r"\b(?:had|went|ate|was|were|did|got|saw|met|took|made|bought|ran|gave|found|came|"
    r"[a-z]{3,}ed)\b",
    re.IGNORECASE,
)
# Negations that end a habit or a state ("I quit coffee", "我已经戒烟了"): a change, even when
# told as a past event.
CESSATION = re.compile(
    r"\b(?:quit|stopped|gave up|no longer|anymore|any more)\b|不再|戒|已经不|不.{0,6}了",
    re.IGNORECASE,
)
CLAUSE = re.compile(r"[,;.!?，；。！？：:、]|\bbut\b|但|而是|可是|不过")
FIRST_PERSON = re.compile(r"\b(?:i|me|my|mine|myself|we|us|our|ours)\b|我|咱")
