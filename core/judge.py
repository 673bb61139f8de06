"""The conflict judge: does a new memory replace, refine, or sit beside a similar old one?

The engine asks only about pairs its embedder already found similar (cosine at or above the
model's conflict threshold), so a judge decides *how* two related texts relate, not *whether*:

    SUPERSEDE  the new text changes the old one's value (amount, date, time, place, name),
               negates it ("喜欢吃辣" -> "不吃辣"), or says it changed ("改成", "no longer")
    REFINE     one text is the other with more detail; ``keep_new`` says which one to keep
    COEXIST    both stay (different facts on one topic, or nothing to go on)

Two judges: :class:`RuleJudge` (default; no network, Chinese and English) and :class:`LlmJudge`
(an OpenAI-compatible chat endpoint that falls back to another judge on any failure).
Both are thread-safe: they keep no state between calls.
"""

from __future__ import annotations

import difflib
import enum
import json
import re
import unicodedata
import urllib.error
import urllib.request
from dataclasses import dataclass
from typing import Protocol

from memoryd.core.errors import ConfigurationError

__all__ = [
    "JUDGES",
    "ConflictJudge",
    "Judgement",
    "LlmJudge",
    "RuleJudge",
    "Verdict",
    "make_judge",
]


class Verdict(enum.Enum):
    SUPERSEDE = "supersede"
    REFINE = "refine"
    COEXIST = "coexist"


@dataclass(frozen=True, slots=True)
class Judgement:
    """A judge's answer. ``keep_new`` matters for REFINE (True: the new text is the more
    specific one and stays); it is always True for SUPERSEDE. ``reason`` says which rule fired
    (or what the LLM said), for the memory's history."""

    verdict: Verdict
    keep_new: bool = True
    reason: str = ""


class ConflictJudge(Protocol):
    """Classifies how a new memory relates to a similar old one. Implementations are
    thread-safe and never raise for any pair of strings."""

    def judge(self, old: str, new: str) -> Judgement: ...


# ================================================================================ rule judge

# The rule judge reads this many characters of each text: memories are a sentence or two, and
# a write waits for the judge, so its time must stay bounded (~1 ms for this length).
MAX_CHARS = 2000

# Lexicons. Kept general (no data-set specific words): function words, negation, change cues,
# people (whose fact is it?), and single-valued attributes (a person has one address, one
# budget for a thing, one favourite colour, but may like many foods).

_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_CJK_RUN = re.compile(f"[{_CJK}]+")
_LATIN_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")

# Characters that carry no content in a CJK run: split the run there (pronouns, particles,
# copulas, light prepositions, demonstratives, degree words).
_ZH_STOP = set(
    "我你您他她它们的地得了着过吗呢吧啊呀哦嘛是在也就还又很太和跟与及或把被给对从到这那个些么"
)
_EN_STOP = set(
    """a an the i me my mine we us our you your he him his she her it its they them their
    is am are was were be been being do does did have has had having will would shall should
    can could may might must to of in on at for with by from into onto about as and or but
    so that this these those there here what which who whom also just very really too
    i'm i've i'd i'll it's that's there's we're they're you're he's she's let's
    some any all each every other another than then again still already s t""".split()
)

# Negation markers. Chinese words that contain a negation character without negating are
# blanked first; A-not-A questions ("是不是") are not negations either.
_ZH_NOT_NEGATION = (
    "不错 不过 不少 不同 不断 不仅 不但 不管 不论 不久 不得不 差不多 了不起 对不起 忍不住 "
    "不一定 没关系 没事 非常 除非 无论 并非 别人 别的 特别 区别 分别 告别 性别 级别 类别 识别"
).split()
_ZH_A_NOT_A = re.compile(f"([{_CJK}])[不没]\\1")
_ZH_NEGATION = re.compile("不再|不|没有|没|未|无法|别|戒|讨厌|反感")
_EN_NEGATION = re.compile(
    r"\b(?:not|no|never|none|nothing|neither|nor|without|cannot|hate|hates|dislike|dislikes|"
    r"stopped|quit|gave up)\b|n't\b"
)

# Words in the new text that say a value changed. Strong cues decide on their own (the pair
# is already known to be similar); weak ones ("now", "现在") need a shared subject word too.
_ZH_STRONG_CUES = (
    "改成 改为 改到 换成 换为 换到 换了 变成 变为 调整为 调整到 调到 调成 更新为 推迟到 "
    "提前到 延期到 涨到 涨了 降到 降了 提高到 增加到 减少到 搬到 搬去 搬家 转到 转学 "
    "离职 跳槽 辞职 不再 已经不 戒了 戒掉 戒烟 戒酒 开始 重新 其实 纠正 更正"
).split()
_ZH_WEAK_CUES = "现在 如今 目前 以后 今后 最近 从今 新的 新手机 新地址 新号".split()
_EN_STRONG_CUES = [
    *"instead anymore rescheduled postponed quit stopped started actually correction".split(),
    *"no longer|any more|changed to|changed my|change to|moved to|moved my|switched to".split("|"),
    *"switched from|switched my|pushed to|pushed back|moved back|went up|went down".split("|"),
    *"increased to|decreased to|raised to|dropped to|is up to|is down to|gave up".split("|"),
]
_EN_WEAK_CUES = [
    *"now new since again updated left joined".split(),
    *"these days|from now on|this year".split("|"),
]

# Who a fact is about; synonyms share an id. Two texts that mention different people (or
# where only one mentions someone) are about different subjects: "my wife's birthday" vs
# "my son's birthday", "I live in Seattle" vs "my parents live in Denver".
_PEOPLE = {
    "wife": "妻子 老婆 太太 爱人 媳妇 wife",
    "husband": "丈夫 老公 先生 husband",
    "son": "儿子 son",
    "daughter": "女儿 闺女 daughter",
    "child": "孩子 小孩 kid kids child children",
    "parents": "父母 爸妈 parents",
    "mother": "妈妈 母亲 我妈 老妈 mom mother mum",
    "father": "爸爸 父亲 我爸 老爸 dad father",
    "sister": "姐姐 妹妹 姐妹 sister",
    "brother": "哥哥 弟弟 兄弟 brother",
    "friend": "朋友 friend",
    "colleague": "同事 colleague coworker",
    "neighbor": "邻居 neighbor neighbour",
    "grandparent": "爷爷 奶奶 外公 外婆 grandma grandpa grandmother grandfather",
}

# Attributes that hold one value at a time, as concept ids shared by both languages.
# A same-subject pair that swaps one word under one of these attributes is a changed value.
_ATTRIBUTES = {
    "residence": "住 住在 地址 家在 live lives living address home",
    "employer": "公司 上班 就职 任职 work works job employer company",
    "boss": "领导 老板 上司 经理 manager boss",
    "budget": "预算 budget",
    "salary": "工资 薪水 月薪 年薪 收入 salary income pay",
    "rent": "房租 月租 租金 rent",
    "price": "价格 费用 多少钱 价钱 price cost costs",
    "phone": "电话 手机号 号码 phone number",
    "email": "邮箱 email",
    "birthday": "生日 birthday",
    "age": "年龄 岁 age",
    "weight": "体重 weigh weight",
    "height": "身高 height tall",
    "favorite": "最喜欢 最爱 favorite favourite",
    "name": "名字 叫我 name call",
    "deadline": "截止 deadline due",
    "appointment": "预约 appointment",
    "meeting": "开会 会议 周会 例会 站会 meeting standup",
    "school": "学校 上学 school",
    "hotel": "酒店 宾馆 hotel",
    "car": "车 car",
    "commute": "通勤 commute",
    "contact": "联系人 contact",
    "color": "颜色 color colour",
    "editor": "编辑器 editor ide",
    "language": "语言 language",
}
_ZH_GENERIC_WORDS = "喜欢 可以 打算 习惯 一般 每天 每周 平时 经常 通常 总是".split()
_GENERIC_WORDS = """喜 爱 想 要 有 用 去 做 会 能 写 每 天
    like love enjoy want have use go get make do take need prefer usually always every day"""


def _words_to_ids(table: dict[str, str]) -> tuple[dict[str, str], dict[str, str]]:
    """Split a concept table into (CJK substring -> id, stemmed English word -> id)."""
    zh: dict[str, str] = {}
    en: dict[str, str] = {}
    for concept, words in table.items():
        for w in words.split():
            if _CJK_RUN.fullmatch(w):
                zh[w] = concept
            else:
                en[_stem(w)] = concept
    return zh, en


# ------------------------------------------------------------------------------ values

_ZH_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6}
_ZH_DIGITS.update({"七": 7, "八": 8, "九": 9})
_ZH_UNITS = {"十": 10, "百": 100, "千": 1000, "万": 10_000, "亿": 100_000_000}
_ZH_NUM = "零〇一二两三四五六七八九十百千万亿"
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
_UNIT_TO_KIND = {u: kind for kind, units in _UNIT_KINDS for u in units.split()}
_UNIT_RE = "|".join(sorted((re.escape(u) for u in _UNIT_TO_KIND), key=len, reverse=True))

_NUM = r"\d+(?:,\d{3})*(?:\.\d+)?"
_ZH_NUM_RE = f"[{_ZH_NUM}]+"
_VALUE_RE = re.compile(
    "|".join(
        [
            # e-mail addresses and web addresses
            # (the look-behind starts a match only where a word starts: linear time)
            r"(?P<email>(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?://\S+|www\.\S+)",
            # ISO-like dates: 2024-05-03, 2024/5/3
            r"(?P<iso>\b\d{4})[-/.](?P<iso_m>\d{1,2})[-/.](?P<iso_d>\d{1,2})\b",
            # phone numbers and ids: 555-0142, 138 1234 5678, 13812345678
            r"(?P<id>\b\d{3,}(?:[- ]\d{2,})+\b|\b\d{7,}\b)",
            # Chinese dates and months: 6月30日, 九月, 7月15号
            f"(?P<zm>\\d{{1,2}}|[{_ZH_NUM}]{{1,3}})月(?:(?P<zd>\\d{{1,2}}|[{_ZH_NUM}]{{1,3}})[日号])?",
            # Chinese clock times: 下午三点, 10点半, 八点半, 9:30
            f"(?P<zp>上午|早上|早晨|中午|下午|傍晚|晚上|凌晨)?(?P<zh_h>\\d{{1,2}}|[{_ZH_NUM}]{{1,3}})"
            f"点(?:(?P<zh_half>半)|(?P<zh_min>\\d{{1,2}}|[{_ZH_NUM}]{{1,3}})分?)?",
            # weekdays: 周三, 星期五, 礼拜天, 每周二、四、六
            "(?:周|星期|礼拜)(?P<zwd>[一二三四五六日天](?:[、和及][一二三四五六日天])*)",
            # clock times: 9:30, 3pm, 3:30 pm, 10 a.m.
            r"\b(?P<h>\d{1,2})(?::(?P<mi>\d{2}))?\s*(?P<ampm>[ap]\.?m\b\.?)|\b(?P<h2>\d{1,2}):(?P<mi2>\d{2})\b",
            # years
            r"\b(?P<year>(?:19|20)\d{2})\b(?:年)?",
            # amounts: $1,500  ¥2000  50万  500k  3.5%  1500 dollars  75公斤  (and 两万元)
            f"(?P<cur>[$¥€£])?\\s?(?P<num>{_NUM}|{_ZH_NUM_RE})(?P<mult>万|千|亿|k\\b|m\\b|bn\\b)?"
            f"(?:st|nd|rd|th)?\\s?(?:-?(?P<unit>{_UNIT_RE}))?",
        ]
    ),
    re.IGNORECASE,
)


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
class _Value:
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


def _match_values(m: re.Match[str]) -> list[_Value]:
    """The values of one regex match (a weekday list gives several)."""
    g = m.groupdict()
    text = m.group(0).strip()
    if g["email"]:
        return [_Value("address", text.lower().rstrip(".,"), text)]
    if g["iso"]:
        key = f"{int(g['iso_m']):02d}-{int(g['iso_d']):02d}"
        return [_Value("date", key, text), _Value("month", str(int(g["iso_m"])), text)]
    if g["id"]:
        return [_Value("id", re.sub(r"\D", "", g["id"]), text)]
    if g["zm"]:
        month = _number(g["zm"])
        if month is None or not 1 <= month <= 12:
            return []
        out = [_Value("month", _fmt(month), text)]
        day = _number(g["zd"]) if g["zd"] else None
        if day:
            out.append(_Value("date", f"{int(month):02d}-{int(day):02d}", text))
        return out
    if g["zh_h"]:
        hour = _number(g["zh_h"])
        if hour is None or hour > 24:
            return []
        minute = 30.0 if g["zh_half"] else (_number(g["zh_min"]) or 0.0) if g["zh_min"] else 0.0
        return [_Value("time", _clock(hour, minute, g["zp"]), text)]
    if g["zwd"]:
        return [_Value("weekday", str(_ZH_WEEKDAY[c]), text) for c in g["zwd"] if c in _ZH_WEEKDAY]
    if g["h"] or g["h2"]:
        hour = float(g["h"] or g["h2"])
        minute = float(g["mi"] or g["mi2"] or 0)
        return [_Value("time", _clock(hour, minute, g["ampm"]), text)]
    if g["year"]:
        return [_Value("year", g["year"], text)]
    number = _number(g["num"])
    if number is None:
        return []
    mult = (g["mult"] or "").lower()
    number *= _MULTIPLIERS.get(mult, 1.0)
    unit = (g["unit"] or "").lower()
    kind = "money" if g["cur"] else _UNIT_TO_KIND.get(unit, "num")
    if kind == "num" and mult:
        kind = "money"  # "6k", "50万": amounts in practice, comparable with "$5,000"
    if kind == "duration" and unit in ("周", "天", "年") and len(g["num"]) > 2:
        kind = "num"
    if kind == "num" and not mult and _number(g["num"]) is not None and not g["num"][0].isdigit():
        return []  # a bare Chinese numeral is a word, not a quantity: 四川, 一直, 五一, 三文鱼
    return [_Value(kind, _fmt(number), text)]


_EN_DATE = re.compile(
    r"\b(?:(?P<d1>\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m1>[a-z]+)"
    r"|(?P<m2>[a-z]+)\.?\s+(?P<d2>\d{1,2})(?:st|nd|rd|th)?\b)",
    re.IGNORECASE,
)
_EN_NAME = re.compile(r"\b[A-Z][A-Za-z0-9]*(?:[ -][A-Z0-9][A-Za-z0-9]*)*\b")
_LATIN_IN_ZH = re.compile(r"[A-Za-z][A-Za-z0-9.+#]*(?:\s+[A-Za-z0-9][A-Za-z0-9.+#]*)*")


def _english_words_values(text: str) -> tuple[list[_Value], str]:
    """Dates ("March 12", "12th of March"), months, weekdays, number words and proper nouns of
    English text; returns them and the text with their spans blanked."""
    values: list[_Value] = []
    spans: list[tuple[int, int]] = []

    for m in _EN_DATE.finditer(text):
        month = _MONTHS.get((m.group("m1") or m.group("m2") or "").lower())
        if month is None:
            continue
        day = int(m.group("d1") or m.group("d2"))
        if 1 <= day <= 31:
            key = f"{month:02d}-{day:02d}"
            values += [_Value("date", key, m.group(0)), _Value("month", str(month), m.group(0))]
            spans.append(m.span())
    for m in re.finditer(r"[A-Za-z]+", text):
        if any(a <= m.start() < b for a, b in spans):
            continue
        w = m.group(0).lower()
        if w in _MONTHS and (w != "may" or m.group(0) == "May"):
            values.append(_Value("month", str(_MONTHS[w]), m.group(0)))
            spans.append(m.span())
        elif w.rstrip("s") in _WEEKDAYS:
            values.append(_Value("weekday", str(_WEEKDAYS[w.rstrip("s")]), m.group(0)))
            spans.append(m.span())
        elif w in _EN_NUMBERS:
            after = text[m.end() : m.end() + 14].lower()
            unit = re.match(r"[\s-]*([a-z]+(?:[\s-]old)?)", after)
            kind = _UNIT_TO_KIND.get(unit.group(1).replace("-", " "), "num") if unit else "num"
            if kind == "num" and unit and unit.group(1).split()[0] in _UNIT_TO_KIND:
                kind = _UNIT_TO_KIND[unit.group(1).split()[0]]
            values.append(_Value(kind, str(_EN_NUMBERS[w]), m.group(0)))
            spans.append(m.span())
    # Proper nouns: capitalised words not at a sentence start, and not "I".
    for m in _EN_NAME.finditer(text):
        if any(a <= m.start() < b for a, b in spans):
            continue
        before = text[: m.start()].rstrip()
        word = m.group(0)
        sentence_start = not before or before[-1] in ".!?。！？"
        if word in ("I", "I'm", "I've", "I'd") or (sentence_start and " " not in word):
            continue
        words = [w for w in word.split() if w.lower() not in _MONTHS and w != "I"]
        if sentence_start:
            words = words[1:]
        if words:
            values.append(_Value("name", " ".join(words).lower(), " ".join(words)))
            spans.append(m.span())
    return values, _blank(text, spans)


def _blank(text: str, spans: list[tuple[int, int]]) -> str:
    chars = list(text)
    for a, b in spans:
        for i in range(a, b):
            chars[i] = "|"
    return "".join(chars)


# ------------------------------------------------------------------------------ analysis


def _stem(word: str) -> str:
    """A crude English stemmer, enough to match live/lives/living and like/likes/liked."""
    w = word.lower().replace("'s", "")
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
_GENERIC = set(_ZH_GENERIC_WORDS) | {
    w if _CJK_RUN.fullmatch(w) else _stem(w) for w in _GENERIC_WORDS.split()
}
_PEOPLE_ZH, _PEOPLE_EN = _words_to_ids(_PEOPLE)
_ATTR_ZH, _ATTR_EN = _words_to_ids(_ATTRIBUTES)
# Concepts that also name things a person has several of: not single-valued.
_SINGLE_VALUED = {f"@{c}" for c in _ATTRIBUTES} - {"@editor", "@language", "@meeting", "@commute"}


@dataclass(frozen=True, slots=True)
class _Text:
    """What the rules need to know about one text."""

    raw: str
    cjk: bool  # mostly Chinese
    tokens: frozenset[str]  # content tokens: CJK bigrams, English stems, @concepts
    chars: frozenset[str]  # content CJK characters (insertions break bigrams, not these)
    values: tuple[_Value, ...]
    negated: bool
    strong_cue: str  # the first strong change cue found, or ""
    weak_cue: str
    subjects: frozenset[str]  # ids of the people the text mentions (none: the user)

    def value_map(self) -> dict[str, set[str]]:
        out: dict[str, set[str]] = {}
        for v in self.values:
            out.setdefault(v.kind, set()).add(v.key)
        return out

    def items(self, chars: bool = False) -> set[str]:
        """Content tokens (or CJK characters and English stems) and values together, without
        generic words: what coverage is measured on."""
        base = {t for t in self.tokens if len(t) == 1 or not _CJK_RUN.fullmatch(t)}
        base = (base | self.chars) if chars else set(self.tokens)
        return {t for t in base if t not in _GENERIC} | {f"={v.kind}:{v.key}" for v in self.values}


def _find_cue(text: str, zh: list[str], en: list[str]) -> str:
    for cue in zh:
        if cue in text:
            return cue
    for cue in en:
        if re.search(rf"\b{re.escape(cue)}\b", text):
            return cue
    return ""


def _analyse(raw: str) -> _Text:
    text = unicodedata.normalize("NFKC", raw[:MAX_CHARS]).replace("’", "'").strip()
    n_cjk = len(re.findall(f"[{_CJK}]", text))
    n_latin = len(re.findall(r"[A-Za-z]", text))
    cjk = n_cjk >= n_latin / 3

    # 1. values (the regex works on the original case; names need it)
    values: list[_Value] = []
    spans: list[tuple[int, int]] = []
    en_values, masked = _english_words_values(text) if not cjk else ([], text)
    values += en_values
    for m in _VALUE_RE.finditer(masked):
        found = _match_values(m)
        if found:
            values += found
            spans.append(m.span())
    masked = _blank(masked, spans)
    if cjk:  # Latin words inside Chinese text are names: VS Code, PyCharm, MacBook Pro
        for m in _LATIN_IN_ZH.finditer(masked):
            values.append(_Value("name", m.group(0).lower(), m.group(0)))
        masked = _LATIN_IN_ZH.sub("|", masked)
    lower = masked.lower()

    # 2. negation and change cues (then blanked, so they are not content)
    neg_text = lower
    for w in _ZH_NOT_NEGATION:
        neg_text = neg_text.replace(w, "|" * len(w))
    neg_text = _ZH_A_NOT_A.sub("|||", neg_text)
    negated = bool(_ZH_NEGATION.search(neg_text) or _EN_NEGATION.search(neg_text))
    strong = _find_cue(lower, _ZH_STRONG_CUES, _EN_STRONG_CUES)
    weak = _find_cue(lower, _ZH_WEAK_CUES, _EN_WEAK_CUES)
    content = _ZH_NEGATION.sub("|", _EN_NEGATION.sub("|", neg_text))
    for cue in (*_ZH_STRONG_CUES, *_ZH_WEAK_CUES):
        content = content.replace(cue, "|")

    # 3. content tokens: CJK bigrams between function characters, English stems
    tokens: set[str] = set()
    chars: set[str] = set()
    for word in _ZH_GENERIC_WORDS:
        if word in content:
            tokens.add(word)
            content = content.replace(word, "|")
    for run in _CJK_RUN.findall(content):
        for seg in re.split(f"[{''.join(_ZH_STOP)}]+", run):
            if len(seg) == 1:
                tokens.add(seg)
            tokens.update(seg[i : i + 2] for i in range(len(seg) - 1))
            chars.update(c for c in seg if c not in _GENERIC)
    en_words = [w for w in _LATIN_WORD.findall(content) if w not in _EN_STOP]
    stems = [_stem(w) for w in en_words]
    tokens.update(s for s in stems if len(s) > 1)

    # 4. concepts (cross-language ids) and the people a fact is about
    low_full = text.lower()
    subjects = {pid for w, pid in _PEOPLE_ZH.items() if w in low_full}
    subjects |= {_PEOPLE_EN[s] for s in stems if s in _PEOPLE_EN}
    subjects |= {  # "Alice's budget": a named person is the subject
        f"name:{v.key}"
        for v in values
        if v.kind == "name" and f"{v.text.lower()}'s" in text.lower()
    }
    concepts = {f"@{cid}" for w, cid in _ATTR_ZH.items() if w in low_full}
    concepts |= {f"@{_ATTR_EN[s]}" for s in stems if s in _ATTR_EN}
    tokens |= concepts | {f"@{pid}" for pid in subjects}
    return _Text(
        raw,
        cjk,
        frozenset(tokens),
        frozenset(chars),
        tuple(values),
        negated,
        strong,
        weak,
        frozenset(subjects),
    )


# ------------------------------------------------------------------------------ the rules


def _name_within(item: str, items: set[str]) -> bool:
    """Whether the name value ``item`` ("=name:macbook") is part of a longer name in
    ``items`` ("=name:macbook pro")."""
    words = item.removeprefix("=name:").split()
    return any(
        i.startswith("=name:") and set(words) <= set(i.removeprefix("=name:").split())
        for i in items
    )


def _difference(a: _Text, b: _Text) -> tuple[str, str]:
    """The parts of two texts that differ, for a reason string: characters for CJK, words for
    the rest ("我住在北京朝阳区" / "我住在北京海淀区" -> ("朝阳", "海淀"))."""
    split = list if a.cjk else str.split
    x, y = split(a.raw.strip(" .。!！")), split(b.raw.strip(" .。!！"))
    joiner = "" if a.cjk else " "
    was, now = [], []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, x, y, autojunk=False).get_opcodes():
        if op != "equal":
            was.append(joiner.join(x[i1:i2]))
            now.append(joiner.join(y[j1:j2]))
    return " ".join(w for w in was if w) or "-", " ".join(n for n in now if n) or "-"


def _describe(values: tuple[_Value, ...], kind: str) -> str:
    seen = dict.fromkeys(v.text for v in values if v.kind == kind)
    return ", ".join(seen) or "?"


class RuleJudge:
    """Rules for Chinese and English that need no model and no network.

    In order: (1) a negation flip on a shared subject ("喜欢吃辣" / "不吃辣") and (2) a change
    cue in the new text ("改成", "搬到", "no longer", "switched to"; weak cues such as "现在" /
    "now" need a shared content word) supersede; (3) a value of one kind (amount, date, time,
    weekday, place or other name) that differs while the rest of the sentence stays the same
    supersedes; (4) one text covering the other's content plus extra detail refines (the more
    detailed one is kept); (5) one word swapped under a single-valued attribute ("favourite
    colour blue" / "green") supersedes; otherwise the texts coexist. Texts in one language
    that mention different people ("my wife's birthday" / "my son's birthday") always coexist.
    CJK text is tokenised into character bigrams, English into crude word stems; only the first
    MAX_CHARS characters of each text are read.

    Stateless and thread-safe.
    """

    def __init__(self, refine_coverage: float = 0.6) -> None:
        if not 0.0 < refine_coverage <= 1.0:
            raise ConfigurationError(
                f"refine_coverage must be in (0, 1], got {refine_coverage}: it is the share of "
                "the shorter text's content the longer one must contain"
            )
        self._refine_coverage = refine_coverage

    def judge(self, old: str, new: str) -> Judgement:
        a, b = _analyse(old), _analyse(new)
        same_language = a.cjk == b.cjk
        shared = a.tokens & b.tokens
        anchor = {t for t in shared if t not in _GENERIC and t not in _SINGLE_VALUED}
        va, vb = a.value_map(), b.value_map()
        shared_names = va.get("name", set()) & vb.get("name", set())
        # Related by content: a shared non-generic word or name, or (CJK) two shared
        # characters; across languages the embedder's similarity is all there is to go on.
        topical = bool(anchor or shared_names or len(a.chars & b.chars) >= 2)
        topical = topical or not same_language
        same_subject = a.subjects == b.subjects or not same_language

        # (1) negation flip
        if a.negated != b.negated and topical and same_subject:
            side = "new" if b.negated else "old"
            return Judgement(Verdict.SUPERSEDE, True, f"negation flip ({side} text is negated)")

        # (2) change cues in the new text only
        if same_subject or not same_language:
            if b.strong_cue and b.strong_cue != a.strong_cue:
                return Judgement(Verdict.SUPERSEDE, True, f"update cue: {b.strong_cue!r}")
            if b.weak_cue and b.weak_cue != a.weak_cue and (topical or shared):
                return Judgement(Verdict.SUPERSEDE, True, f"update cue: {b.weak_cue!r}")

        # (3) a value changed, the frame around it did not
        changed = [k for k in va.keys() & vb.keys() if not (va[k] <= vb[k] or vb[k] <= va[k])]
        if changed and same_subject:
            kept = sum(len(va[k] & vb[k]) for k in va.keys() & vb.keys())
            slots = sum(max(len(va[k] - vb[k]), len(vb[k] - va[k])) for k in changed)
            only_a = a.tokens - b.tokens
            only_b = b.tokens - a.tokens
            frame_kept = not (only_a and only_b) or (
                len(only_a | only_b) <= max(1, len(shared) // 2)
            )
            # One value swapped (others kept), or several under one single-valued attribute
            # with nothing else changed: "12 Oak Street" -> "40 Pine Avenue".
            whole = not (only_a or only_b) and bool(shared & _SINGLE_VALUED)
            if (
                (slots == 1 or kept or whole)
                and (frame_kept or not same_language)
                and (shared or not same_language or kept)
            ):
                k = changed[0]
                return Judgement(
                    Verdict.SUPERSEDE,
                    True,
                    f"value changed: {_describe(a.values, k)} -> {_describe(b.values, k)}",
                )

        # (4) refinement: the longer text contains the shorter one's content
        if same_subject and same_language and (refined := self._refinement(a, b)):
            return refined

        # (5) one word swapped under a single-valued attribute
        attrs = shared & _SINGLE_VALUED
        if attrs and same_subject and same_language and not (va or vb):
            only_a = a.tokens - b.tokens - _GENERIC
            only_b = b.tokens - a.tokens - _GENERIC
            if a.cjk:  # count swapped characters: bigrams at the seams inflate the diff
                only_a, only_b = a.chars - b.chars, b.chars - a.chars
            if only_a and only_b and max(len(only_a), len(only_b)) <= max(2, len(shared) - 1):
                attr = sorted(attrs)[0][1:]
                was, now = _difference(a, b)
                return Judgement(Verdict.SUPERSEDE, True, f"{attr} changed: {was} -> {now}")

        return Judgement(Verdict.COEXIST, True, "different facts" if topical else "no overlap")

    def _refinement(self, a: _Text, b: _Text) -> Judgement | None:
        """REFINE when the text with more content contains the other's (measured on tokens,
        and for CJK also on characters, since an inserted word breaks bigrams)."""
        best: tuple[float, bool] | None = None
        for chars in (False, True) if a.cjk else (False,):
            ia, ib = a.items(chars), b.items(chars)
            if not ia or not ib or len(ia) == len(ib):
                continue
            new_is_long = len(ia) < len(ib)
            short, long_ = (ia, ib) if new_is_long else (ib, ia)
            coverage = len(short & long_) / len(short)
            # More specific keeps every value of the vaguer text ("Friday" -> "Friday at 2pm").
            values_kept = all(
                i in long_ or (i.startswith("=name:") and _name_within(i, long_))
                for i in short
                if i.startswith("=")
            )
            if coverage >= self._refine_coverage and long_ - short and values_kept:
                if best is None or coverage > best[0]:
                    best = (coverage, new_is_long)
        if best is None:
            return None
        coverage, new_is_long = best
        which = "new" if new_is_long else "old"
        return Judgement(
            Verdict.REFINE,
            new_is_long,
            f"refinement: the {which} text adds detail (covers {coverage:.0%} of the other)",
        )


# ================================================================================= LLM judge

_SYSTEM_PROMPT = (
    "You compare two memories about the same user. OLD was stored earlier, NEW just arrived. "
    "Answer with exactly one word:\n"
    "supersede - NEW changes or contradicts OLD (a new value, a negation, a correction);\n"
    "refine_new - same fact, NEW is more specific (keep NEW);\n"
    "refine_old - same fact, OLD is more specific (keep OLD);\n"
    "coexist - different facts that can both be true.\n"
    "No explanation."
)
_ANSWERS = {
    "supersede": (Verdict.SUPERSEDE, True),
    "refine_new": (Verdict.REFINE, True),
    "refine_old": (Verdict.REFINE, False),
    "coexist": (Verdict.COEXIST, True),
}
_ANSWER_RE = re.compile(r"\b(supersede|refine_new|refine_old|coexist)\b")


def parse_answer(content: str) -> tuple[Verdict, bool] | None:
    """Parse a model's reply: one of the four words (any case, surrounded by punctuation or
    prose is fine as long as exactly one distinct label appears), or JSON such as
    ``{"verdict": "refine_old"}``. Returns (verdict, keep_new), or None when unparseable."""
    text = content.strip().lower().replace("refine-new", "refine_new")
    text = text.replace("refine-old", "refine_old").replace("refine new", "refine_new")
    text = text.replace("refine old", "refine_old")
    if text.startswith("{"):
        try:
            obj = json.loads(text)
        except ValueError:
            obj = None
        if isinstance(obj, dict):
            for key in ("verdict", "answer", "label", "result"):
                if isinstance(obj.get(key), str) and obj[key].strip() in _ANSWERS:
                    return _ANSWERS[obj[key].strip()]
            return None
    found = set(_ANSWER_RE.findall(text))
    if len(found) == 1:
        return _ANSWERS[found.pop()]
    return None


class LlmJudge:
    """Asks an OpenAI-compatible chat endpoint (``POST {url}/chat/completions``) to classify the
    pair, and falls back to ``fallback`` on any error, timeout (``timeout_s`` seconds, the whole
    request) or unparseable answer; the fallback's reason then says why.

    ``url`` is the API base, e.g. ``http://127.0.0.1:8000/v1``. Stateless apart from its
    settings, so thread-safe (each call opens its own connection).
    """

    def __init__(
        self,
        url: str,
        model: str,
        api_key: str,
        timeout_s: float,
        fallback: ConflictJudge,
    ) -> None:
        if not url.startswith(("http://", "https://")):
            raise ConfigurationError(
                f"llm judge url must start with http:// or https://, got {url!r}: set it to the "
                "API base of an OpenAI-compatible server, e.g. http://127.0.0.1:8000/v1"
            )
        if not timeout_s > 0:
            raise ConfigurationError(
                f"llm judge timeout must be > 0 seconds, got {timeout_s}: writes wait for the "
                "judge, so keep it short (a few seconds)"
            )
        self._endpoint = url.rstrip("/") + "/chat/completions"
        self._model = model
        self._api_key = api_key
        self._timeout = timeout_s
        self._fallback = fallback

    def judge(self, old: str, new: str) -> Judgement:
        try:
            content = self._ask(old, new)
        except (OSError, ValueError, KeyError, IndexError, TypeError) as exc:
            # OSError covers URLError, HTTPError, timeouts and refused connections.
            return self._fall_back(old, new, _short_error(exc))
        parsed = parse_answer(content)
        if parsed is None:
            return self._fall_back(old, new, f"unparseable answer {content[:40]!r}")
        verdict, keep_new = parsed
        return Judgement(verdict, keep_new, f"llm: {content.strip()[:80]}")

    def _ask(self, old: str, new: str) -> str:
        body = {
            "model": self._model,
            "temperature": 0,
            "max_tokens": 8,
            "messages": [
                {"role": "system", "content": _SYSTEM_PROMPT},
                {"role": "user", "content": f"OLD: {old}\nNEW: {new}"},
            ],
        }
        headers = {"Content-Type": "application/json"}
        if self._api_key:
            headers["Authorization"] = f"Bearer {self._api_key}"
        request = urllib.request.Request(
            self._endpoint, data=json.dumps(body).encode(), headers=headers, method="POST"
        )
        with urllib.request.urlopen(request, timeout=self._timeout) as response:
            reply = json.loads(response.read(1 << 20))
        content = reply["choices"][0]["message"]["content"]
        if not isinstance(content, str):
            raise TypeError("message content is not a string")
        return content

    def _fall_back(self, old: str, new: str, why: str) -> Judgement:
        j = self._fallback.judge(old, new)
        return Judgement(j.verdict, j.keep_new, f"llm unavailable ({why}); fallback: {j.reason}")


def _short_error(exc: BaseException) -> str:
    if isinstance(exc, urllib.error.HTTPError):
        return f"HTTP {exc.code}"
    if isinstance(exc, urllib.error.URLError):
        return f"{type(exc.reason).__name__}: {exc.reason}"
    if isinstance(exc, TimeoutError):
        return "timeout"
    return f"{type(exc).__name__}: {exc}"[:80]


# ================================================================================== factory

JUDGES = ("rules", "llm")


def make_judge(
    kind: str, url: str = "", model: str = "", api_key: str = "", timeout_s: float = 5.0
) -> ConflictJudge:
    """Return the judge called ``kind`` (one of JUDGES). "llm" needs ``url`` (the API base of
    an OpenAI-compatible server) and falls back to the rules."""
    if kind == "rules":
        return RuleJudge()
    if kind == "llm":
        if not url:
            raise ConfigurationError(
                "judge 'llm' needs a url: set llm_url to the API base of an OpenAI-compatible "
                "server (e.g. http://127.0.0.1:8000/v1), or use judge = 'rules'"
            )
        return LlmJudge(url, model, api_key, timeout_s, fallback=RuleJudge())
    raise ConfigurationError(f"unknown judge {kind!r}; choose one of {', '.join(JUDGES)}")
