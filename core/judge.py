"""The conflict judge: does a new memory replace, refine, or sit beside a similar old one?

The engine asks only about pairs its embedder already found similar (cosine at or above the
model's conflict threshold), so a judge decides *how* two related texts relate, not *whether*:

    SUPERSEDE  the new text changes the old one's value (amount, date, time, place, name),
               negates it ("喜欢吃辣" -> "不吃辣"), or says it changed ("改成", "no longer"),
               on the same attribute or topic: a user's unrelated facts share words, and a
               cue, a shared word or an attribute word alone decides nothing
    REFINE     one text is the other with more detail; ``keep_new`` says which one to keep
    COEXIST    both stay (different facts on one topic, or nothing to go on); ``distinct``
               says they cannot be one fact restated (different people, values, places,
               times or things), so the engine must not merge them however similar they are

Two judges: :class:`RuleJudge` (default; no network, Chinese and English) and :class:`LlmJudge`
(an OpenAI-compatible chat endpoint that falls back to another judge on any failure).
Both are thread-safe: they keep no state between calls.
"""

from __future__ import annotations

import difflib
import enum
import functools
import json
import re
import unicodedata
import urllib.error
import urllib.request
from dataclasses import dataclass
from typing import Protocol

from memoryd.core.chat import CALL_ERRORS, ChatEndpoint
from memoryd.core.errors import ConfigurationError
from memoryd.core.text import lexicon as _lex
from memoryd.core.text import scan

__all__ = [
    "JUDGES",
    "ConflictJudge",
    "Judgement",
    "LlmJudge",
    "RuleJudge",
    "Verdict",
    "change_cue",
    "changed_attribute",
    "make_judge",
    "single_valued_attributes",
]


class Verdict(enum.Enum):
    SUPERSEDE = "supersede"
    REFINE = "refine"
    COEXIST = "coexist"


@dataclass(frozen=True, slots=True)
class Judgement:
    """A judge's answer. ``keep_new`` matters for REFINE (True: the new text is the more
    specific one and stays); it is always True for SUPERSEDE. ``reason`` says which rule fired
    (or what the LLM said), for the memory's history.

    ``distinct`` (COEXIST only): the texts name different people, values, places, times or
    things, so they cannot be the same fact restated, however similar their wording; the
    engine must not merge them. False when they could be restatements (a paraphrase, a
    translation with the same values, or texts with nothing to compare)."""

    verdict: Verdict
    keep_new: bool = True
    reason: str = ""
    distinct: bool = False


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
    some any all each every other another than then again still already s t
    up down out off over away back""".split()
)

# Negation markers. Chinese words that contain a negation character without negating are
# blanked first; A-not-A questions ("是不是") are not negations either.
_ZH_NOT_NEGATION = (
    "不错 不过 不少 不同 不断 不仅 不但 不管 不论 不久 不得不 差不多 了不起 对不起 忍不住 "
    "不一定 没关系 没事 非常 除非 无论 并非 别人 别的 特别 区别 分别 告别 性别 级别 类别 识别"
).split()
_ZH_A_NOT_A = re.compile(f"([{_CJK}])[不没]\\1")
_ZH_NEGATION = re.compile("不再|不|没有|没|未|无法|别|戒|讨厌|反感|取消")
_EN_NEGATION = re.compile(
    r"\b(?:not|no|never|none|nothing|neither|nor|without|cannot|hate|hates|dislike|dislikes|"
    r"stopped|quit|gave up|cancell?ed|called off|off-limits|off limits|"
    r"off (?:my|the|our) (?:menu|list|table))\b|n't\b"
)

# Words in the new text that say a value changed. None decides on its own: the two texts must
# be about the same attribute or topic too (a shared content word, attribute or named thing, or
# one frame with one slot swapped), and their values, if both give some, of one kind. Strong cues
# say a change ("改成", "moved to"); start cues ("开始", "started") only change a single-valued
# attribute (a diet, an employer), since starting something new is mostly something added; weak
# ones ("now", "现在") need the same; "new" / "since" also a changed value ("my new phone number is
# ..."; "I got a new phone" replaces nothing).
_ZH_STRONG_CUES = (
    "改成 改为 改到 换成 换为 换到 换了 变成 变为 调整为 调整到 调到 调成 更新为 推迟到 "
    "提前到 延期到 涨到 涨了 降到 降了 提高到 增加到 减少到 减到 加到 升到 "
    "搬到 搬去 搬家 迁到 转到 转学 改去 "
    "离职 跳槽 辞职 不再 已经不 戒了 戒掉 戒烟 戒酒 其实 纠正 更正 交回 退掉 退了"
).split()
_ZH_START_CUES = ["开始"]
_ZH_WEAK_CUES = "现在 如今 目前 以后 今后 最近 从今 重新 新的 新手机 新地址 新号".split()
_EN_STRONG_CUES = [
    *"instead anymore rescheduled postponed relocated quit stopped actually correction".split(),
    *"no longer|any more|changed to|changed my|change to|moved to|moved my|switched to".split("|"),
    *"switched from|switched my|pushed to|pushed back|moved back|went up|went down".split("|"),
    *"increased to|decreased to|raised to|dropped to|is up to|is down to|gave up".split("|"),
    # a thing given back or cancelled: "I gave back the old phone", "cancelled my subscription"
    *"handed back|gave back|given back|turned in|cancelled my|canceled my".split("|"),
]
_EN_START_CUES = ["started", "began", "took up", "taken up"]
# "We changed the kitchen budget from $30,000 to $45,000", "We moved the codebase to TypeScript"
# ... "I bumped my monthly savings up to $1,500", "We cut the budget to $20,000"
_EN_CHANGE_TO = re.compile(
    r"\b(?:chang|switch|mov|revis|updat|push|reschedul|rais|lower|increas|decreas|reduc|bump"
    r"|cut)(?:e|ed|es|ing|ped)?\b[^.;:,!?]{1,40}?\bto\b"
)
_EN_WEAK_CUES = [
    *"now new since again updated left joined".split(),
    *"these days|from now on|this year".split("|"),
]
# Weak cues that say only that something is new: they need a changed value.
_NEW_CUES = frozenset({"new", "since", "新的", "新手机", "新地址", "新号"})
# Cues that move a thing (an event, a home) to a new time or place.
_MOVE_CUES = frozenset(
    [
        *"moved to|moved my|moved back|pushed to|pushed back|rescheduled|postponed".split("|"),
        *"改到 推迟到 提前到 延期到 调到 搬到 搬去 迁到".split(),
    ]
)
# Cues that also mean "after" a time ("九点以后"): not cues right after a value.
_ZH_AFTER = frozenset({"以后", "今后"})

# The first characters of Chinese words for relatives and friends ("联系我丈夫": whom to call).
_ZH_RELATIVE = "[哥姐弟妹爸妈丈妻老太先爱儿女朋同父母爷奶外]"

# Cues that name the attribute they change ("I moved to Lyon": where one lives; "我从华为离职了":
# one's employer), matched on the original text: (concept id, pattern).
_IMPLIED = [
    ("residence", re.compile(r"\b(?:moved|moving|relocated|relocating)\s+(?:back\s+)?to\s+[A-Z]")),
    ("residence", re.compile("搬到|搬去|搬家|搬回|迁到|迁居|定居")),
    ("employer", re.compile(r"\bwork(?:s|ed|ing)?\s+(?:at|for)\b", re.I)),
    (
        "residence",  # where things are sent: the address
        re.compile(r"\bsend (?:my |the )?(?:packages?|parcels?|mail)\b|寄到|收货地址", re.I),
    ),
    ("employer", re.compile("离职|跳槽|辞职|入职|换工作|新工作")),
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


def _implies(pattern: re.Pattern[str], concept: str, text: str) -> bool:
    """Whether ``pattern`` (of _IMPLIED) names ``concept`` in ``text``; a move names where one
    lives only when no thing moves ("公司搬到了高新区": the company's address)."""
    m = pattern.search(text)
    if m is None:
        return False
    if concept == "residence" and re.search("搬|迁|mov|reloc", m.group(0), re.I):
        clause = _CLAUSE_START.split(text[: m.start()])[-1]
        return _THING_MOVERS.search(clause) is None
    return True


_CLAUSE_START = re.compile(r"[,;.!?，；。！？：:]")

_PEOPLE = _lex.PEOPLE

# Attributes that hold one value at a time, as concept ids shared by both languages.
# A same-subject pair that swaps one word under one of these attributes is a changed value.
_ATTRIBUTES = {
    "residence": "住 住在 地址 家在 定居 生活 live lives living address home",
    "employer": "公司 上班 就职 任职 job employer employed company",
    "boss": "领导 老板 上司 经理 manager boss",
    "budget": "预算 budget",
    "salary": "工资 薪水 月薪 年薪 收入 salary income pay",
    "rent": "房租 月租 租金 rent",
    "price": "价格 费用 多少钱 价钱 price cost costs",
    "phone": "电话 手机号 号码 phone number",
    "email": "邮箱 邮件 电邮 email",
    "birthday": "生日 birthday",
    "age": "年龄 岁 age",
    "weight": "体重 weigh weight",
    "height": "身高 height tall",
    "favorite": "最喜欢 最爱 favorite favourite",
    "name": "名字 叫我 name rename",
    "deadline": "截止 deadline due",
    "appointment": "预约 appointment",
    "meeting": "开会 会议 周会 例会 站会 meeting standup",
    "school": "学校 上学 school",
    "hotel": "酒店 宾馆 hotel",
    "car": "车 car drive",
    "commute": "通勤 commute",
    "wake": "起床 闹钟 alarm wake",
    "profession": "职业 转行 career careers profession occupation",
    "contact": "联系人 联系 contact",
    # one's own doctor: "my GP", "I go to Dr. Moreau", "我的家庭医生是孙医生", "我一直找王大夫看"
    "doctor": "家庭医生 主治医生 全科医生 医生 大夫 doctor physician gp",
    "savings": "储蓄 存款 存钱 攒钱 savings",
    "parking": "车位 停车位",
    "color": "颜色 color colour",
    "editor": "编辑器 editor ide",
    "language": "语言 language",
}
_ZH_GENERIC_WORDS = "喜欢 可以 打算 习惯 一般 每天 每周 平时 经常 通常 总是".split()
_GENERIC_WORDS = """喜 爱 想 要 有 用 去 做 会 能 写 每 天
    like love enjoy want have use go get make do take need prefer usually always every day
    week month year work"""


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
_ZH_NUM_RE = f"[{_ZH_NUM}]+"
# e-mail addresses and web addresses
# (the look-behind starts a match only where a word starts: linear time)
# (ASCII only: "邮箱是a@b.com" is the address a@b.com)
# ... and codes and passwords: a word with a number glued on (sunflower42, Maple#2024)
_ADDRESS_OR_CODE = (
    # (a masked address, "j***@example.com", is one too: memoryd.core.redact masks before the
    # judge sees a text)
    r"(?P<email>(?<![A-Za-z0-9.+_*-])[A-Za-z0-9.+_*-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+"
    r"|https?://\S+|www\.\S+)"
    # (three letters, then the rest: "[A-Za-z]{3,}[A-Za-z#!_.-]*" tried every split of a run of
    # letters between its two quantifiers, quadratic in the run, issue #18)
    r"|(?P<code>(?<![A-Za-z0-9])[A-Za-z]{3}"
    r"(?:[A-Za-z#!_.-]*\d{2,}|[A-Za-z]*(?:[#!_-][A-Za-z]+)*[#!_-]\d+)[A-Za-z0-9#!_-]*)"
    # Chinese street addresses: 武侯区人民南路16号, 望京西路8号
    f"|(?P<zstreet>[{_CJK}]{{0,8}}?(?:路|街|大街|大道|巷|胡同|弄)\\d+号)"
)
_VALUE_RE = re.compile(
    "|".join(
        [
            _ADDRESS_OR_CODE,
            # ISO-like dates: 2024-05-03, 2024/5/3
            r"(?P<iso>\b\d{4})[-/.](?P<iso_m>\d{1,2})[-/.](?P<iso_d>\d{1,2})\b",
            # phone numbers and ids: 555-0142, 138 1234 5678, 13812345678, and as masked by
            # memoryd.core.redact: 138****5678, ***-****-0199, 110101********1234
            r"(?P<id>\b\d{3,}(?:[- ]\d{2,})+\b|(?<![\d.,-])\d{7,}(?![\d.,])"
            # (a separator between runs of stars, never none: "(?:[- ]?\*+)*" split one run of
            # stars every possible way, exponential: 28 stars took 14 s, issue #18)
            r"|(?<![A-Za-z0-9_*])\d*\*{3,}(?:[- ]\*+)*[- ]?\d{2,}(?![\d.,]))",
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


_CODE_FIRST_RE = re.compile(_ADDRESS_OR_CODE, re.IGNORECASE)


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
    if g["code"]:
        return [_Value("code", text, text)]
    if g["zstreet"]:
        # from the district or road on: "地址是武侯区人民南路16号" -> 武侯区人民南路16号
        key = re.sub("^.*[是在到址为：:]", "", text)
        return [_Value("street", key, key)]
    if g["iso"]:
        key = f"{int(g['iso_m']):02d}-{int(g['iso_d']):02d}"
        return [_Value("date", key, text), _Value("month", str(int(g["iso_m"])), text)]
    if g["id"]:  # masked digits stay as stars: "138****5678" is not "***-****-5678"'s equal
        return [_Value("id", re.sub(r"[^\d*]", "", g["id"]), text)]
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
    # Proper nouns (capitalised words, not "I"), on the text with dates and numbers blanked so
    # "Last Tuesday Olga" gives "Olga". Each is a person (a subject: whose fact it is) or a
    # name (a value: a place, a company, a product); see _proper_noun.
    masked = _blank(text, spans)
    first_person = bool(_FIRST_PERSON.search(text.lower()))
    for m in _EN_NAME.finditer(masked):
        found = _proper_noun(masked, m)
        if found is not None and found.kind == "weak" and first_person:
            # "Globex hired me", "I'm employed by Globex": a company acting on the user
            found = _Value("name", found.key, found.text)
        if found is not None:
            values.append(found)
            if found.kind != "weak":  # a weak name may be a plain word: keep it as content
                spans.append(m.span())
    return values, _blank(text, spans)


def _proper_noun(text: str, m: re.Match[str]) -> _Value | None:
    """Classify a capitalised run: "owner" ("Sofia's flight"), "person" (a given name from the
    lexicon, or after "with"), "weak" (followed by a verb: "Farid spends ...", or after "by":
    "approved by Farid"; a person unless the other text uses the word in lower case; the caller
    makes it a name in a first-person text: "Globex hired me"), "name" (any other proper noun,
    or one after a place preposition: "moved to Austin", "named Max"), or None (an ordinary
    capitalised first word: "The", "Meeting", "What's")."""
    before = text[: m.start()].rstrip()
    word = m.group(0)
    words = [w for w in word.split() if w.lower() not in _MONTHS and w != "I"]
    if not words or word in ("I", "I'm", "I've", "I'd"):
        return None
    sentence_start = (not before or before[-1] in ".!?。！？") and not re.search(
        r"\b(?:" + "|".join(_EN_TITLES) + r")\.$", before, re.IGNORECASE
    )
    prev = re.findall(r"[a-z']+$", before.lower())
    prev_word = prev[0] if prev else ""
    after = text[m.end() : m.end() + 40]
    first = words[0].lower()
    nxt = re.match(r"\s+([a-z']+)", after)
    verb = nxt.group(1) if nxt else ""
    verb_like = verb in _lex.EN_PERSON_VERBS or (
        len(verb) > 3 and (verb.endswith("ed") or re.search(r"[^su]s$", verb) is not None)
    )
    if first in _EN_STOP or first in _EN_NEVER_NAMES:
        return None  # "What's", "We're", "When is"
    if first in _EN_TITLES and after.startswith("."):
        return None  # "Dr." in "Dr. Smith"
    if re.match(r"'s\s+[A-Z]", after):
        kind = "name"  # "Queen's Lane", "St. Mary's School": a place, not an owner
    elif re.match(r"'s\b", after) or (first.endswith("s") and re.match(r"'(?:\s|$)", after)):
        kind = "owner"  # "Sofia's flight", "James' car"
    elif prev_word in _lex.EN_NOT_PERSON_BEFORE:
        kind = "name"
    elif first in _lex.EN_GIVEN_NAMES or prev_word in _lex.EN_PERSON_BEFORE:
        kind = "person"
    elif (verb_like or prev_word in _lex.EN_WEAK_PERSON_BEFORE) and len(words) == 1:
        if sentence_start and _is_lexicon_word(first):
            return None  # "Rent is ...", "Standup moved ..."
        kind = "weak"
    elif sentence_start and len(words) == 1:
        return None
    else:
        kind = "name"
    if sentence_start and kind in ("name", "owner") and len(words) > 1:
        if first not in _lex.EN_GIVEN_NAMES:
            words = words[1:]  # "The Hilton", "My Acme badge"
    if kind == "owner" and sentence_start and len(words) == 1 and _is_lexicon_word(first):
        return None  # "Rent's due"
    key = " ".join(words).lower()
    return _Value(kind, key, " ".join(words))


# Titles before a name ("Dr. Smith": not a sentence end).
_EN_TITLES = ("mr", "mrs", "ms", "dr", "prof", "st")
# Capitalised words that are never names (questions, greetings, "please").
_EN_NEVER_NAMES = frozenset(
    "what when where who whom whose which why how please thanks thank yes no ok okay hi hello "
    "hey dear note reminder update correction".split()
)


def _is_lexicon_word(word: str) -> bool:
    """Whether an English word names a concept of the rules (an attribute, a relative, a topic,
    a generic verb): then a capitalised first word is that word, not a name ("Rent is ...")."""
    stem = _stem(word)
    return stem in _ATTR_EN or stem in _PEOPLE_EN or stem in _TOPIC_EN or stem in _GENERIC


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
_GENERIC = set(_ZH_GENERIC_WORDS) | {
    w if _CJK_RUN.fullmatch(w) else _stem(w) for w in _GENERIC_WORDS.split()
}
# Words that say a habit without its period ("usually", "平时"): one habit either way.
_USUALLY = frozenset(
    {"平时", "一般", "通常", "经常", "总是", "习惯", *map(_stem, "usually always normally".split())}
)
_PEOPLE_ZH, _PEOPLE_EN = _words_to_ids(_PEOPLE)
_ATTR_ZH, _ATTR_EN = _words_to_ids(_ATTRIBUTES)
_TOPIC_ZH, _TOPIC_EN = _words_to_ids(_lex.TOPICS)
# Value kinds that are people: compared as the subject of a fact, not as a value of it.
_PERSON_KINDS = frozenset({"owner", "person", "weak"})
# Concepts that also name things a person has several of: not single-valued.
_SINGLE_VALUED = {f"@{c}" for c in _ATTRIBUTES} - {"@editor", "@language", "@meeting", "@commute"}
# Topics seen as one attribute (meat, fish, vegetarian: the diet), and the families that are
# single-valued (one diet at a time).
_FAMILY = {f"@{t}": f"@{f}" for t, f in _lex.TOPIC_FAMILIES.items()}
_SINGLE_VALUED_FAMILIES = frozenset(_FAMILY.values())
_ATTRIBUTE_IDS = frozenset(f"@{c}" for c in _ATTRIBUTES)
# Attributes that are events: one is told from another by its name, not by a shared word.
_EVENT_ATTRIBUTES = frozenset({"@meeting", "@appointment", "@deadline"})
# The words of the English cues: shared, they do not make two texts about one thing.
_CUE_STEMS = frozenset(
    _stem(w)
    for cue in (*_EN_STRONG_CUES, *_EN_START_CUES, *_EN_WEAK_CUES, "change revised update")
    for w in cue.split()
)
# Verbs that say little about what a negation is about: "I don't drink coffee" / "I drink tea"
# share "drink", but not what is drunk.
_LIGHT_EN = frozenset(
    _stem(w)
    for w in """eat drink call watch play read write try say tell think know see look keep put
    let give buy pay pick order get go make do take have use want need like love enjoy""".split()
)
# Verbs of attributes: what they are about is their object ("住在杭州", "allergic to cats").
_PREDICATES = frozenset(
    {*map(_stem, "live lives work works allergic allergy".split()), "住", "过", "敏"}
)
_LIGHT_ZH = frozenset("吃喝看玩做去来用买打说听写读开坐叫穿拿带找能会要想可以了那么怎样点")
# Prepositions that put a value in its slot: "work as a nurse" / "work at Initech" are two
# attributes; zh ones too ("在华为上班" / "坐地铁上班").
_PREPOSITIONS = frozenset("in at on to for by as with from of into via about near".split())
_ZH_PREPOSITIONS = frozenset("在到从给对跟和向往于用")
_DETERMINERS = frozenset("a an the my our your his her their its this that some".split())
# Habits, plans and past events: a negation of a standing preference is not contradicted by one
# past event ("我只吃海鲜不吃红肉" / "周四和小雨去吃了潮汕牛肉锅").
_HABITUAL = re.compile(
    r"\b(?:every|usually|always|often|normally|each|never)\b|每|一般|平时|通常|经常|总是|往往",
    re.IGNORECASE,
)
# Words that tell one occasion: "第一次做红烧肉", "聊了聊", "吃了一顿", "for the first time".
_EPISODE = re.compile(
    f"第一次|头一回|([{_CJK}])了\\1|了一[次顿遍下趟回场个]|\\bfor the first time\\b"
    # ... and an outing told in the past: "I met Omar for coffee", "we went hiking"
    r"|\b(?:i|we) (?:met|went|visited|watched|attended|grabbed)\b",
    re.IGNORECASE,
)
_EN_PAST_VERB = re.compile(
    r"\b(?:had|went|ate|was|were|did|got|saw|met|took|made|bought|ran|gave|found|came|"
    r"[a-z]{3,}ed)\b",
    re.IGNORECASE,
)
# Negations that end a habit or a state ("I quit coffee", "我已经戒烟了"): a change, even when
# told as a past event.
_CESSATION = re.compile(
    r"\b(?:quit|stopped|gave up|no longer|anymore|any more)\b|不再|戒|已经不|不.{0,6}了",
    re.IGNORECASE,
)
_CLAUSE = re.compile(r"[,;.!?，；。！？：:、]|\bbut\b|但|而是|可是|不过")


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
    frame: tuple[str, ...] = ()  # every word (CJK: character) in order, values as "|", no cues
    scopes: tuple[frozenset[str], ...] = ()  # what each negation covers (see _plain_items)
    plain: frozenset[str] = frozenset()  # the whole text's _plain_items
    cessation: bool = False  # negated by a word that ends a habit ("quit", "戒", "不再")
    event: bool = False  # tells a past event ("last week", "周四...去吃了")
    plan: bool = False  # a wish or a plan to get something ("saving up for a new laptop")

    def value_map(self) -> dict[str, set[str]]:
        """Values by kind, without the people (they are subjects, compared on their own)."""
        out: dict[str, set[str]] = {}
        for v in self.values:
            if v.kind not in _PERSON_KINDS:
                out.setdefault(v.kind, set()).add(v.key)
        return out

    def people(self, other: _Text) -> frozenset[str]:
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
        base = {t for t in self.tokens if len(t) == 1 or not _CJK_RUN.fullmatch(t)}
        base = (base | self.chars) if chars else set(self.tokens)
        # a word naming an attribute counts once, as its concept ("work" and @employer)
        base -= self.attr_words
        return {t for t in base if t not in _GENERIC} | {f"={v.kind}:{v.key}" for v in self.values}


def _find_cue(text: str, zh: list[str], en: list[str]) -> str:
    for cue in zh:
        if cue in _ZH_AFTER and re.search(f"(?<!\\|){cue}", text) is None:
            continue  # "晚上九点以后" (a value blanked as "|"): after a time, not from now on
        if cue in text:
            return cue
    for cue in en:
        if re.search(rf"\b{re.escape(cue)}\b", text):
            return cue
    return ""


def _analyse(raw: str) -> _Text:
    return _analyse_prefix(raw[:MAX_CHARS])


# Each text is read once however many pairs it is judged in (a write judges its text against
# several neighbours, and the same neighbours come back): _Text is frozen, safe to share. Keyed
# by the prefix that is read, so the cache holds at most 4096 x MAX_CHARS characters.
@functools.lru_cache(maxsize=4_096)
def _analyse_prefix(raw: str) -> _Text:
    text = unicodedata.normalize("NFKC", raw).replace("’", "'").strip()
    n_cjk = len(re.findall(f"[{_CJK}]", text))
    without_addresses = scan.without_matches(_ADDRESS_SEARCH, _ADDRESS_RESUME, text)
    n_latin = len(re.findall(r"[A-Za-z]", without_addresses))  # not e-mail addresses
    cjk = n_cjk >= n_latin / 3

    # 1. values (the regex works on the original case; names need it), after the numbered
    # things a fact is about ("project KM-412", "order #4521", "订单4521号")
    found_things = [m for m in _THING_RE.finditer(text) if _is_subject_position(text, m.start())]
    things = {m.group("thing").lower() for m in found_things}
    values: list[_Value] = []
    spans: list[tuple[int, int]] = []
    text_for_values = _blank(text, [m.span("thing") for m in found_things])
    # addresses and codes first: "GreenTea!88" is a password, not the name GreenTea and 88
    for m in _CODE_FIRST_RE.finditer(text_for_values):
        values += _match_values(m)
        spans.append(m.span())
    text_for_values = _blank(text_for_values, spans)
    spans = []
    en_values, masked = _english_words_values(text_for_values) if not cjk else ([], text_for_values)
    values += en_values
    for m in _VALUE_RE.finditer(masked):
        found = _match_values(m)
        if found:
            values += found
            spans.append(m.span())
    masked = _blank(masked, spans)
    if cjk:
        # Latin words inside Chinese text are names (VS Code, PyCharm, MacBook Pro), or people
        # when the word is a given name (Sofia); then city names, then people (高洁, 小王).
        for m in _LATIN_IN_ZH.finditer(masked):
            w = m.group(0)
            kind = "person" if w.split()[0].lower() in _lex.EN_GIVEN_NAMES else "name"
            values.append(_Value(kind, w.lower(), w))
        masked = _LATIN_IN_ZH.sub("|", masked)
        for m in _ZH_CITY_RE.finditer(masked):
            # a name like "Hangzhou" in English text: comparable across languages
            values.append(_Value("name", _lex.ZH_CITIES[m.group(0)], m.group(0)))
        masked = _ZH_CITY_RE.sub(lambda m: "|" * len(m.group(0)), masked)
        # 孙医生, 王大夫: a doctor by name (a person; the value of "my doctor")
        for m in _ZH_DOCTOR_RE.finditer(masked):
            values.append(_Value("person", m.group(0), m.group(0)))
        masked = _ZH_DOCTOR_RE.sub(lambda m: "|" * len(m.group(0)), masked)
        found_names = _zh_names(masked)
        values += [_Value("person", name, name) for _, _, name in found_names]
        masked = _blank(masked, [(a, b) for a, b, _ in found_names])
    # how one gets to work or school ("I cycle to work", "我每天骑车去单位"): the mode is a value,
    # and the destination says where one goes, not for whom one works
    commute, masked = _commute(masked, cjk)
    values += commute
    lower = masked.lower()

    # 2. negation and change cues (then blanked, so they are not content)
    neg_text = lower
    for w in _ZH_NOT_NEGATION:
        neg_text = neg_text.replace(w, "|" * len(w))
    neg_text = _ZH_A_NOT_A.sub("|||", neg_text)
    negated = bool(_ZH_NEGATION.search(neg_text) or _EN_NEGATION.search(neg_text))
    strong = _find_cue(lower, _ZH_STRONG_CUES, _EN_STRONG_CUES)
    if not strong and (change_to := _EN_CHANGE_TO.search(lower)):
        strong = f"{change_to.group(0).split()[0]} ... to"
    start = _find_cue(lower, _ZH_START_CUES, _EN_START_CUES)
    weak = _find_cue(lower, _ZH_WEAK_CUES, _EN_WEAK_CUES)
    content = _ZH_NEGATION.sub("|", _EN_NEGATION.sub("|", neg_text))
    for cue in (*_ZH_STRONG_CUES, *_ZH_START_CUES, *_ZH_WEAK_CUES):
        content = content.replace(cue, "|")

    # 3. content tokens: CJK bigrams between function characters, English stems
    tokens: set[str] = set()
    chars: set[str] = set()
    for word in _ZH_GENERIC_WORDS:
        if word in content:
            tokens.add(word)
            content = content.replace(word, "|")
    seq: list[str] = []  # content characters (CJK) or stems (English) in reading order
    for run in _CJK_RUN.findall(content):
        for seg in re.split(f"[{''.join(_ZH_STOP)}]+", run):
            if len(seg) == 1:
                tokens.add(seg)
            tokens.update(seg[i : i + 2] for i in range(len(seg) - 1))
            chars.update(c for c in seg if c not in _GENERIC)
            seq += [c for c in seg if c not in _GENERIC]
    en_words = [w for w in _LATIN_WORD.findall(content) if w not in _EN_STOP]
    stems = [_stem(w) for w in en_words]
    tokens.update(s for s in stems if len(s) > 1)
    if not cjk:
        seq = [s for s in stems if len(s) > 1 and s not in _GENERIC]

    # 4. concepts (cross-language ids) and the people a fact is about
    low_full = text.lower()
    subjects = {pid for w, pid in _PEOPLE_ZH.items() if w in low_full}
    subjects |= {_PEOPLE_EN[s] for s in stems if s in _PEOPLE_EN}
    attr_zh = [w for w in _ATTR_ZH if w in low_full]
    concepts = {f"@{_ATTR_ZH[w]}" for w in attr_zh}
    concepts |= {f"@{_ATTR_EN[s]}" for s in stems if s in _ATTR_EN}
    # ... and those a phrase or a cue names ("call me Mike", "I moved to Lyon", "我离职了")
    implied = {f"@{cid}" for cid, pattern in _IMPLIED if _implies(pattern, cid, text)}
    concepts |= implied
    # the words that name attributes ("live", "home", "住", "家"): swapping one for another
    # restates the attribute, it does not change its value
    attr_words = {s for s in stems if s in _ATTR_EN} | {c for w in attr_zh for c in w}
    attr_words |= {t for t in tokens if any(t in w for w in attr_zh)}
    # ... and so do the words for relatives ("Mom's birthday" / "My mother's birthday")
    people_zh = [w for w in _PEOPLE_ZH if w in low_full]
    attr_words |= {s for s in stems if s in _PEOPLE_EN} | {c for w in people_zh for c in w}
    attr_words |= {t for t in tokens if any(t in w for w in people_zh)}
    if concepts & _lex.RELATIVE_VALUED:
        # "my emergency contact is my brother": a relative after the attribute is its value
        values += _relatives_as_values(low_full, subjects, concepts & _lex.RELATIVE_VALUED)
        subjects -= {v.key for v in values if v.kind == "relative"}
    topics = {f"@{cid}" for w, cid in _TOPIC_ZH.items() if w in low_full}
    topics |= {f"@{_TOPIC_EN[s]}" for s in stems if s in _TOPIC_EN}
    if any(v.kind == "name" and set(v.key.split()) & _lex.COMPUTER_MODELS for v in values):
        topics.add("@laptop")  # "a Lenovo ThinkPad T14", "小米RedmiBook": a computer
    if commute:
        concepts.add("@commute")
        if not any(cid == "employer" for cid, p in _IMPLIED if _implies(p, cid, text)):
            concepts.discard("@employer")  # "坐地铁上班", "去公司": where one goes
        concepts.discard("@car")  # "by car", "开车": how one goes
    if concepts & _lex.PERSON_VALUED:
        # "My manager is David", "call me Mike", "we renamed the dog Luna": the person is the
        # value; only an owner ("Tara's manager") is still the subject.
        values = [
            _Value("name", v.key, v.text) if v.kind in ("person", "weak") else v for v in values
        ]
    # "my doctor is Dr. Kim", "our landlord is Mr. Osei": a person right after "my <role> is"
    # is the role's value, not whom the fact is about
    values = [
        _Value("name", v.key, v.text)
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
    first_person = bool(_FIRST_PERSON.search(low_full))
    kinds = {v.kind for v in values}
    event = not (strong or start or weak) and (
        bool(_PAST.search(text) or _EPISODE.search(text))
        or (
            bool(kinds & {"weekday", "date"})
            and not _HABITUAL.search(text)
            and ("了" in text if cjk else _EN_PAST_VERB.search(text) is not None)
        )
    )
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
        frozenset(v.key for v in values if v.kind in ("owner", "person")),
        frozenset(v.key for v in values if v.kind == "weak"),
        frozenset(things),
        first_person,
        frozenset(concepts | topics),
        frozenset(_LATIN_WORD.findall(low_full)),
        frozenset(attr_words),
        tuple(seq),
        start_cue=start,
        frame=_frame(lower),
        scopes=_negation_scopes(low_full),
        plain=_plain_items(low_full),
        cessation=negated and _CESSATION.search(low_full) is not None,
        event=event,
        plan=_PLAN.search(low_full) is not None,
    )


_NUMERAL_CHARS = frozenset(_ZH_NUM)

# A wish or a plan to get something: not the thing one has ("I'm saving up for a gaming laptop" is
# no laptop a "my work laptop is now ..." replaces).
_PLAN = re.compile(
    r"\b(?:sav(?:e|es|ing) up for|(?:want|wants|plan|plans|planning|going|hope|hoping) to buy"
    r"|thinking (?:of|about) (?:buying|getting))\b|攒钱买|存钱买|想买|打算买|准备买|计划买"
)
_ZH_DOCTOR_RE = re.compile(
    "(?:" + "|".join(_lex.ZH_COMPOUND_SURNAMES) + f"|[{''.join(_lex.ZH_SURNAMES)}])(?:医生|大夫)"
)
_MODE_ZH, _MODE_EN = _words_to_ids(_lex.TRANSPORT_MODES)
# (with the verb that goes with a mode in Chinese: 骑车, 坐地铁, 乘公交, 搭班车)
_MODE_ZH_RE = re.compile(
    "(?:骑着?|坐着?|乘坐|乘|搭乘|搭)?(?P<mode>"
    + "|".join(sorted(_MODE_ZH, key=len, reverse=True))
    + ")"
)
_MODE_EN_RE = re.compile(
    r"\b(?:(?:ride|rides|riding|rode|take|takes|taking|took|catch|catches|catching|caught)\s+"
    r"(?:the\s+|a\s+|my\s+)?)?(?P<mode>"
    + "|".join(sorted((re.escape(w) for w in _lex.TRANSPORT_MODES_EN), key=len, reverse=True))
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


def _commute(masked: str, cjk: bool) -> tuple[list[_Value], str]:
    """The ways a text says one gets to work or school ("by bus", "on foot", "坐地铁", "骑车"),
    as "transport" values, and the text with them and the destination ("to work", "上班",
    "去公司") blanked; none when the text says nowhere one goes ("I lost my umbrella on the
    bus")."""
    context = (_COMMUTE_ZH if cjk else _COMMUTE_EN).search(masked)
    if context is None:
        return [], masked
    values: list[_Value] = []
    spans: list[tuple[int, int]] = []
    for m in (_MODE_ZH_RE if cjk else _MODE_EN_RE).finditer(masked):
        w = m.group("mode").lower()
        mode = _MODE_ZH[w] if cjk else _MODE_EN[_stem(w)]
        values.append(_Value("transport", mode, m.group(0)))
        spans.append(m.span())
    if not values:
        return [], masked
    spans += [m.span() for m in (_COMMUTE_ZH if cjk else _COMMUTE_EN).finditer(masked)]
    return values, _blank(masked, spans)


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


def _typed_name(v: _Value, text: str) -> _Value:
    """A name of a closed class gets its own kind, so it is compared only with its like: a
    programming language ("code": Python / Vandelay Imports are not one attribute's values),
    a street ("14 Maple Road", "Mill Street": not a city)."""
    if v.kind != "name":
        return v
    if v.key in _lex.CODE_LANGUAGES:
        return _Value("code", v.key, v.text)
    words = v.key.split()
    at = text.find(v.text)
    if words[-1] in _STREET_WORDS or (at > 0 and re.search(r"\d\s*$", text[:at])):
        return _Value("street", v.key, v.text)
    return v


_EN_JOB_RE = re.compile(
    r"\b(?:i'm|i am|i work as|work(?:s|ed|ing)? as|job as|career as|became|become)\s+"
    r"(?:an?\s+)?(?:[a-z-]+\s+){0,2}?("
    + "|".join(sorted(_lex.EN_PROFESSIONS, key=len, reverse=True))
    + r")s?\b",
    re.IGNORECASE,
)
_ZH_JOB_RE = re.compile(
    "(?:我是|我做|做|当|职业是|工作是)(?:一名|一个|个|名)?[^，。,；;！？]{0,12}?("
    + "|".join(sorted(_lex.ZH_PROFESSIONS, key=len, reverse=True))
    + ")"
)


def _professions(text: str, cjk: bool) -> list[_Value]:
    """What the text says one works as ("I'm a nurse", "我的职业是数据工程师"), as "job" values."""
    pattern = _ZH_JOB_RE if cjk else _EN_JOB_RE
    return [_Value("job", m.group(1).lower(), m.group(1)) for m in pattern.finditer(text)]


def _frame(lower: str) -> tuple[str, ...]:
    """Every word of a (masked, lower-case) text in order, CJK characters one by one, values as
    "|", without the change cues: what two texts in one frame share."""
    for cue in (*_ZH_STRONG_CUES, *_ZH_START_CUES, *_ZH_WEAK_CUES):
        lower = lower.replace(cue, " ")
    lower = _EN_CUE_RE.sub(" ", lower)
    out = []
    for t in _FRAME_TOKEN.findall(lower):
        out.append("|" if t[0] == "|" else t if _CJK_RUN.fullmatch(t) else _stem(t))
    return tuple(out)


def _plain_items(text: str) -> frozenset[str]:
    """What a (lower-case) text or a part of it talks about, for negations: its content
    characters (CJK) and word stems, and its numbers, without function, generic and light words
    ("吃", "drink": a negation of "drink coffee" says nothing about "drink tea")."""
    for w in _ZH_GENERIC_WORDS:
        text = text.replace(w, "|")
    # "上周末" says when and "十公里" how much, not what: not 上班's 上, not 公交's 公 (numbers in
    # digits stay: compared as they are)
    text = _ZH_WHEN_WORDS.sub("|", _ZH_AMOUNT.sub("|", text))
    items = {
        c
        for c in re.findall(f"[{_CJK}]", text)
        if c not in _ZH_STOP
        and c not in _GENERIC
        and c not in _LIGHT_ZH
        and c not in "不没未无别戒"
    }
    for w in re.findall(r"[a-z][a-z0-9+#]*", text):
        st = _stem(w)
        if (len(w) > 1 or "+" in w or "#" in w) and w not in _EN_STOP and st not in _GENERIC:
            if st not in _LIGHT_EN and st not in _CUE_STEMS and not _EN_NEGATION.fullmatch(w):
                items.add(st)
    items.update(re.findall(r"\d+", text))
    return frozenset(items)


def _negation_scopes(low: str) -> tuple[frozenset[str], ...]:
    """What each negation of a (lower-case) text covers: the rest of its clause ("I don't drink
    coffee, but tea" -> coffee; "我只吃海鲜不吃红肉" -> 红肉), as _plain_items."""
    for w in _ZH_NOT_NEGATION:
        low = low.replace(w, "|" * len(w))
    low = _ZH_A_NOT_A.sub("|||", low)
    out = []
    for pattern in (_ZH_NEGATION, _EN_NEGATION):
        for m in pattern.finditer(low):
            rest = low[m.end() :]
            end = _CLAUSE.search(rest)
            out.append(_plain_items(rest[: end.start()] if end else rest))
    return tuple(out)


_ZH_WHEN_WORDS = re.compile(
    "[上下这本]周末?|[上下这]个?星期|周末|[昨今明前后]天|[昨今明]晚|[上下这]个月|[去今明前]年"
    "|上午|下午|中午|晚上|早上|早晨|傍晚|凌晨"
)
# (from a numeral's first character only: from every one of a long run it was quadratic; no
# unit ends with a numeral, so a match never ends inside a run)
_ZH_AMOUNT = re.compile(
    f"(?<![{_ZH_NUM}])[{_ZH_NUM}]+个?(?:"
    + "|".join(sorted((u for u in _UNIT_TO_KIND if _CJK_RUN.fullmatch(u)), key=len, reverse=True))
    + ")"
)
_FRAME_TOKEN = re.compile(f"[{_CJK}]|[a-z0-9][a-z0-9'+#]*|\\|+")
_EN_CUE_RE = re.compile(
    r"\b(?:"
    + "|".join(
        re.escape(c)
        for c in sorted({*_EN_STRONG_CUES, *_EN_START_CUES, *_EN_WEAK_CUES}, key=len, reverse=True)
    )
    + r")\b"
)


def _word_positions(text: str, word: str) -> list[int]:
    if _CJK_RUN.fullmatch(word):
        return [m.start() for m in re.finditer(re.escape(word), text)]
    return [m.start() for m in re.finditer(rf"\b{re.escape(word)}", text)]


def _relatives_as_values(text: str, subjects: set[str], attrs: set[str]) -> list[_Value]:
    """The relatives that come after a person-valued attribute word in ``text`` (lower case),
    as values of kind "relative"."""
    # (or after a phrase that names the attribute: "in an emergency, call my brother")
    implied = [m.start() for cid, p in _IMPLIED if f"@{cid}" in attrs and (m := p.search(text))]
    attr_at = min(
        (
            p
            for cid in attrs
            for w in _ATTRIBUTES[cid[1:]].split()
            for p in _word_positions(text, w)
        ),
        default=len(text),
    )
    attr_at = min([attr_at, *implied])
    out = []
    for pid in subjects:
        at = [p for w in _PEOPLE[pid].split() for p in _word_positions(text, w)]
        if at and min(at) > attr_at:
            out.append(_Value("relative", pid, pid))
    return out


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


def _is_subject_position(text: str, at: int) -> bool:
    """Whether ``at`` comes before the verb of its clause: "The budget for project KM-412 is"
    (what the fact is about), not "My office is in room 512" (a value)."""
    # the text since the last clause end (a ".*[,;.]" pattern tried from every position:
    # quadratic, issue #18)
    start = max(text.rfind(c, 0, at) for c in _CLAUSE_ENDS) + 1
    return _COPULA.search(text[start:at]) is None


# (an address starts where its run of address characters starts, or right where the previous
# one ended: tried from every character of a long run it was quadratic, issue #18; see
# memoryd.core.text.scan)
_ADDRESS = r"[A-Za-z0-9.+_-]+@[A-Za-z0-9.-]+|https?://\S+|www\.\S+"
_ADDRESS_SEARCH = re.compile(rf"(?<![A-Za-z0-9.+_-]){_ADDRESS}")
_ADDRESS_RESUME = re.compile(_ADDRESS)
_FIRST_PERSON = re.compile(r"\b(?:i|me|my|mine|myself|we|us|our|ours)\b|我|咱")
_ZH_CITY_RE = re.compile("|".join(sorted(_lex.ZH_CITIES, key=len, reverse=True)))
_ZH_PEOPLE_BEFORE = re.compile(
    "(?:" + "|".join(sorted((w for w in _PEOPLE_ZH), key=len, reverse=True)) + ")$"
)
_ZH_TIME_BEFORE = re.compile(
    r"(?:周[一二三四五六日天末]|[昨今明前后每]天|[昨今明]晚|[上下这本]周|月|年|[号日]|[上中下]午|晚上|早上|"
    r"最近|刚才)$"
)


def _zh_names(text: str) -> list[tuple[int, int, str]]:
    """People named in Chinese text, as (start, end, name): a common surname and one or two
    given-name characters (or a nickname: 小王, 老周, 大刘, 阿杰) in subject position: at the start
    of a clause (after punctuation, a time word such as 上周二, a preposition such as 和 / 由, or
    a relative: 我同事高洁). The name's length comes from what follows it (a verb, preposition
    or 的 such as 在 / 去 / 飞 / 说 / 喜欢: ZH_NAME_AFTER); with none, one common given-name
    character (ZH_GIVEN_CHARS).
    Words that start like names (周末, 高兴, 颜色) and places (武侯区) are not names."""
    out: list[tuple[int, int, str]] = []
    i, n = 0, len(text)
    while i < n:
        start, c = i, text[i]
        i += 1
        before = text[max(0, start - 4) : start]
        if not (
            not before
            or before[-1] in _lex.ZH_NAME_BEFORE
            or before[-1] == "|"  # a blanked value: 上周二, 3月5日, 8点
            or _ZH_TIME_BEFORE.search(before)
            or _ZH_PEOPLE_BEFORE.search(before)
        ):
            continue
        nxt = text[start + 1 : start + 2]
        if (
            c in _lex.ZH_NICKNAME_PREFIXES
            and nxt
            and (nxt in _lex.ZH_SURNAMES or (c == "阿" and nxt not in _lex.ZH_NOT_GIVEN))
        ):
            name = text[start : start + 2]
        else:
            if text[start : start + 2] in _lex.ZH_COMPOUND_SURNAMES:
                head = 2
            elif c in _lex.ZH_SURNAMES:
                head = 1
            else:
                continue
            name = ""
            for g in (1, 2):
                end = start + head + g
                given = text[start + head : end]
                if end > n or any(
                    ch in _lex.ZH_NOT_GIVEN or not _CJK_RUN.fullmatch(ch) for ch in given
                ):
                    break
                follower = text[end : end + 1] or "。"
                if not any(ch in _lex.ZH_GIVEN_CHARS for ch in given):
                    continue
                if follower in _lex.ZH_NAME_AFTER or not _CJK_RUN.fullmatch(follower):
                    name = text[start:end]
                    break
            if not name:  # nothing says where it ends: a common given-name character
                given = text[start + head : start + head + 1]
                if not given or given not in _lex.ZH_GIVEN_CHARS:
                    continue
                name = text[start : start + head + 1]
        end = start + len(name)
        if (
            name[:2] in _lex.ZH_NOT_NAMES
            or name[1:3] in _lex.ZH_NOT_NAMES  # 小周末
            or text[end : end + 1] in _lex.ZH_NOT_NAME_AFTER
        ):
            continue
        out.append((start, end, name))
        i = end
    return out


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

    First, whose fact is it: texts about different people or numbered things coexist, flagged
    ``distinct`` (relatives and roles: "my wife" / "my son"; named people: "Carlos" / "Wei",
    "Sofia's flight" / "Liam's flight", "高洁" / "何平", or a named person and the user; things:
    "project KM-412" / "project PR-207"). A name is a given name from the lexicon, an owner
    ("X's"), a capitalised word before a verb or after "with" / "by", or for Chinese a common
    surname with one or two more characters in subject position (memoryd.core.judge_lexicon).
    Where a person is the value of an attribute ("my manager is David", "call me Mike",
    "紧急联系人是我姐姐", "my doctor is Dr. Kim") it is a value, not the subject; a text that names
    nobody and is not in the first person ("Swim class isn't on Tuesdays anymore") may be about
    the other text's relative. Values as memoryd.core.redact masks them ("138****5678",
    "j***@example.com") are values like any other.

    The same user has many facts that share a word, so nothing supersedes on one signal alone.
    In order: (1) a negation flip supersedes when the negation covers what the other text says
    ("喜欢吃辣" / "不吃辣"; not "只吃海鲜不吃红肉" / "海鲜过敏", not "allergic to penicillin" / "not
    allergic to cats"), and not when one text is a past event and the other a standing fact
    ("不吃红肉" / "周四去吃了牛肉锅"; "I quit coffee two weeks ago" still does: it ends a habit);
    (2) a change cue in the new text supersedes only when both texts are about the same
    attribute or topic (a shared attribute or topic word, 住 / live, 预算 / budget, or the one a
    cue names: "moved to Lyon" is where one lives; a shared content word beyond function words
    and the cue; a shared name; or one frame with one slot swapped: "I prefer tea" / "I prefer
    coffee now") and their values, if both give some, share a kind; start cues ("开始",
    "started") need a single-valued attribute (a diet, an employer), "new" / "since" a changed
    value, cues that move a thing ("moved to", "改到") an old value; (2b) two past events on
    different days coexist; (3) a value of one kind (amount, date, time, weekday, street, place
    or other name, programming language, code, profession) that differs, in the same slot
    ("work at X" / "work as Y" are two), while the rest of the sentence stays the same
    supersedes (not when a content word changed too: "下棋 ... 西安" / "水彩画 ... 哈尔滨" are two
    facts); (4) one word swapped under a single-valued attribute in one frame ("favourite colour
    is blue" / "... green"; not "work as a nurse" / "take the train to work") supersedes;
    (4b) so does one possessive description with another value of the same kind ("my family
    doctor is Dr. Haddad" / "... Dr. Kim", "我的车位是B12" / "我的车位是C7"; not "my brother is in
    Chicago" / "... a lawyer"); (4c) so does the same attribute said again in other words
    with another value of the same kind and nothing else different, for an attribute with one
    value at a time, an event told by its name, or the days and hours of one habit ("The team
    sync happens every week, Mondays at 10am" / "Our weekly team meeting is on Tuesdays at
    2pm", "我的健身日是周三和周六" / "我周日去健身房"; not "I like green" / "My favourite colour is
    orange", not "the kitchen" / "the bathroom"); (4d) so does another person named for a role
    one has one of ("I go to Dr. Lindqvist for my physical" / "My GP is Dr. Moreau"); (5) one
    text covering the other's content plus extra detail, on the same attribute, with the same
    polarity, both events or neither, refines (the more detailed one is kept); otherwise the
    texts coexist, flagged ``distinct`` when they give different values of one kind, swap one
    content word inside the same frame ("Farid spends weekends on pottery" / "... on
    birdwatching") or name two attributes ("我在杭州生活" / "我在杭州上班").

    A Chinese text and an English one are judged conservatively: SUPERSEDE only for the same
    subject (the same named person, or the user on both sides) with a shared attribute or topic
    and a changed value, a change cue or a negation flip; never REFINE; otherwise COEXIST,
    ``distinct`` when the people or values differ (city names and numbers compare across the
    languages: 杭州 = Hangzhou, 下午3点 = 3pm).

    CJK text is tokenised into character bigrams, English into crude word stems; only the first
    MAX_CHARS characters of each text are read. Stateless and thread-safe.
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
        if a.cjk != b.cjk:
            return _across_languages(a, b)
        shared = a.tokens & b.tokens
        va, vb = a.value_map(), b.value_map()
        # Related by content: a shared content word, attribute, topic or named thing, or one
        # frame with one slot swapped ("I prefer tea" / "I prefer coffee now").
        about = _about_same(a, b)
        if _leaves_out(a, b, _EVENT_ATTRIBUTES):
            about = ""  # an event is what it is called: "a meeting with sales" / "the offsite"
        changed = _changed_kinds(va, vb)
        # Both texts give values, none of one kind ("a half marathon in March" / "the guitar
        # since 2019"): whatever a cue says, not one attribute.
        clash = bool(va) and bool(vb) and not va.keys() & vb.keys()

        # one possessive description, two values: "My family doctor is Dr. Haddad" / "My
        # family doctor is Dr. Kim", "我的车位是B12" / "我的车位是C7" (the name is the value, not
        # whom the fact is about); decides after the rules below (4b)
        described = _description_changed(a, b)

        # (0) different people: never one fact ("Carlos ..." / "Wei ...", "my wife" / "my son")
        different = _different_people(a, b)
        if different and not described:
            return Judgement(Verdict.COEXIST, True, f"different people: {different}", True)

        # (1) negation flip: one text negates what the other says ("喜欢吃辣" / "不吃辣"), not
        # something else in it ("只吃海鲜不吃红肉" / "海鲜过敏"); one past event does not negate
        # a standing preference ("不吃红肉" / "周四去吃了牛肉锅"), but "I quit ... ago" does
        if a.negated != b.negated:
            neg, pos = (b, a) if b.negated else (a, b)
            # on the same thing, not only the same verb ("allergic to penicillin" / "not
            # allergic to cats")
            # (numerals are values, compared on their own: "不要只提前一小时" does not negate
            # "十一点睡觉")
            meets = any(scope & pos.plain - _PREDICATES - _NUMERAL_CHARS for scope in neg.scopes)
            episode = a.event != b.event and not neg.cessation
            if meets and not episode:
                side = "new" if b.negated else "old"
                return Judgement(Verdict.SUPERSEDE, True, f"negation flip ({side} text is negated)")

        # (2) change cues in the new text only, on the same attribute or topic
        # (a cue that moves a thing to a new time or place needs the old one's: "Standup is at
        # 9:30" / "Standup moved to 10:00", not "I prefer aisle seats" / "My flight was moved
        # to Friday")
        moved = b.strong_cue in _MOVE_CUES or b.strong_cue.startswith(("mov", "push", "resch"))
        if moved and not va:
            about = ""
        if a.plan != b.plan:
            about = ""  # "saving up for a gaming laptop" / "IT swapped my laptop": a wish
        if b.strong_cue and b.strong_cue != a.strong_cue and about and not clash:
            return Judgement(Verdict.SUPERSEDE, True, f"update cue: {b.strong_cue!r} ({about})")
        if b.start_cue and b.start_cue != a.start_cue and not clash and a.plan == b.plan:
            single = _single_valued_topic(a, b)
            if single:
                return Judgement(Verdict.SUPERSEDE, True, f"update cue: {b.start_cue!r} ({single})")
        if b.weak_cue and b.weak_cue != a.weak_cue and about and not clash:
            if b.weak_cue not in _NEW_CUES or changed:
                return Judgement(Verdict.SUPERSEDE, True, f"update cue: {b.weak_cue!r} ({about})")

        # (2b) two past events on different days are two events ("上周二 ... 跑了13公里" /
        # "上周日 ... 跑了25公里"), not a correction (that would carry a cue)
        when = [k for k in changed if k in _WHEN_KINDS]
        if when and _PAST.search(a.raw) and _PAST.search(b.raw):
            return _coexist(a, b, when, "different events")

        # (3) a value changed, the frame around it did not; an attribute's own kind of value
        # changed, nothing else ("我是一名老师" / "我的职业是数据工程师": one profession at a time),
        # or an address or number under a shared single-valued attribute need no frame
        # ("邮箱是a@b.com" / "发邮件给我用c@d.com"); a name in another slot is another attribute
        # ("work as a UX designer" / "work at Initech")
        if changed == ["job"] and "@profession" in shared:
            return Judgement(
                Verdict.SUPERSEDE,
                True,
                f"profession changed: {_describe(a.values, 'job')} -> {_describe(b.values, 'job')}",
            )
        ident = [k for k in changed if k in ("address", "id")]
        if ident and len(changed) == 1 and shared & _SINGLE_VALUED:
            k = ident[0]
            return Judgement(
                Verdict.SUPERSEDE,
                True,
                f"value changed: {_describe(a.values, k)} -> {_describe(b.values, k)}",
            )
        if changed and not _other_slot(a, b, changed[0]):
            common = va.keys() & vb.keys()
            kept = sum(len(va[k] & vb[k]) for k in common)
            slots = sum(max(len(va[k] - vb[k]), len(vb[k] - va[k])) for k in changed)
            naming = a.attr_words | b.attr_words  # "My car is" / "I drive": one attribute
            # (a word for "usually" is no frame: "我每天..." / "我平时...")
            only_a = a.tokens - b.tokens - naming - _USUALLY
            only_b = b.tokens - a.tokens - naming - _USUALLY
            frame_kept = not (only_a and only_b) or (
                len(only_a | only_b) <= max(1, len(shared) // 2)
            )
            # One value swapped (others kept), or several under one single-valued attribute
            # with nothing else changed: "12 Oak Street" -> "40 Pine Avenue".
            whole = not (only_a or only_b) and bool(shared & _SINGLE_VALUED)
            # ... and no other word swapped with it: "下棋 ... 西安" / "水彩画 ... 哈尔滨" are two
            # facts about two things, not one value corrected
            if (
                (slots == 1 or kept or whole)
                and frame_kept
                # a shared generic word is no frame: "I work out at FitLife" / "At work I use
                # a Dell XPS 13"
                and (shared - _GENERIC or kept)
                and _slot_swap(a, b) is None
            ):
                k = changed[0]
                return Judgement(
                    Verdict.SUPERSEDE,
                    True,
                    f"value changed: {_describe(a.values, k)} -> {_describe(b.values, k)}",
                )

        # (4) one word swapped under a single-valued attribute (values, if any, unchanged), in
        # one frame: "favourite colour is blue" / "... green", not "work as a nurse" / "take the
        # train to work"
        attrs = shared & _SINGLE_VALUED
        if attrs and va == vb and _frame_swap(a, b):
            only_a = a.tokens - b.tokens - _GENERIC
            only_b = b.tokens - a.tokens - _GENERIC
            if a.cjk:  # count swapped characters: bigrams at the seams inflate the diff
                only_a, only_b = a.chars - b.chars, b.chars - a.chars
            naming = a.attr_words | b.attr_words  # "I live" / "My home is": the same attribute
            only_a, only_b = only_a - naming, only_b - naming
            if only_a and only_b and max(len(only_a), len(only_b)) <= max(2, len(shared) - 1):
                attr = sorted(attrs)[0][1:]
                was, now = _difference(a, b)
                return Judgement(Verdict.SUPERSEDE, True, f"{attr} changed: {was} -> {now}")

        # (4b) the same possessive description with another value (see above)
        if described:
            return Judgement(Verdict.SUPERSEDE, True, described)

        # (4c) the same attribute said again in other words, with another value: "We set aside
        # $75,000 for redoing the kitchen" / "Our budget for the kitchen renovation is $80,000"
        if restated := _restated(a, b):
            return Judgement(Verdict.SUPERSEDE, True, restated)

        # (4d) one person for a role one has one of, named in other words: "I go to Dr. Lindqvist
        # for my physical" / "My GP is Dr. Moreau", "我的家庭医生是孙医生" / "我看病一直找林大夫"
        if person := _person_changed(a, b):
            return Judgement(Verdict.SUPERSEDE, True, person)

        # (5) refinement: the longer text contains the shorter one's content; a past event is
        # no more detailed a preference ("我不吃红肉" / "昨天去吃了牛肉火锅") or plan ("明天开会讨论
        # 安全审计" / "昨天把安全审计上线了"), a negated text no more detailed a positive one
        if a.negated == b.negated and a.event == b.event:
            if refined := self._refinement(a, b):
                return refined

        if va == vb and (swap := _slot_swap(a, b)):
            return Judgement(
                Verdict.COEXIST, True, f"different facts; distinct: {swap[0]} / {swap[1]}", True
            )
        # two attributes ("我在杭州生活" / "我在杭州上班"): two facts, however alike they read
        attrs_differ = _attributes(a) and _attributes(b) and _leaves_out(a, b) and _leaves_out(b, a)
        if attrs_differ and not changed:
            was, now = sorted(_attributes(a))[0][1:], sorted(_attributes(b))[0][1:]
            return Judgement(
                Verdict.COEXIST, True, f"different attributes; distinct: {was} / {now}", True
            )
        return _coexist(a, b, changed, "different facts" if about else "no overlap")

    def _refinement(self, a: _Text, b: _Text) -> Judgement | None:
        """REFINE when the text with more content contains the other's (measured on tokens,
        and for CJK also on characters, since an inserted word breaks bigrams)."""
        best: tuple[float, bool] | None = None
        for chars in (False, True) if a.cjk else (False,):
            ia, ib = a.items(chars), b.items(chars)
            if not ia or not ib or len(ia) == len(ib):
                continue
            new_is_long = len(ia) < len(ib)
            (short, s_text), (long_, l_text) = (
                ((ia, a), (ib, b)) if new_is_long else ((ib, b), (ia, a))
            )
            if _leaves_out(s_text, l_text):
                continue  # more detail on an attribute names it ("我在华为上班" / "笔记本是华为")
            # a name inside a longer one is covered ("MacBook" / "MacBook Pro")
            covered = {
                i
                for i in short
                if i in long_ or (i.startswith("=name:") and _name_within(i, long_))
            }
            coverage = len(covered) / len(short)
            # (whose fact it is and the part of the day are no content: "我女儿每周日下午学画画" /
            # "我女儿的钢琴课在周日下午" share only those)
            # (unless they share a thing too: "My daughter goes to Hillcrest Academy" / "... moved
            # from Hillcrest Academy to ...")
            thing = any(i.startswith(_THING_VALUES) and i in covered for i in short)
            ignored = _DAY_PARTS if thing else _NOT_CONTENT
            words = {i for i in short if not i.startswith("=") and i not in ignored}
            if words and not words & covered:
                continue  # only the values are shared: "大刘1月结婚" / "大刘的生日是1月4日"
            if covered == {t for t in covered if t.isascii() and t.isalpha()} and len(covered) == 1:
                # one English word and nothing else: as written, not a stem of another word
                # ("I have a dog" / "... a dog named Max"; not "take the train" / "training")
                (stem,) = covered
                forms = {w for w in s_text.words if _stem(w) == stem}
                if not forms & l_text.words:
                    continue
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


# Items that say whose fact it is or when in the day, not what it is about.
_DAY_PARTS = frozenset(
    {"上午", "下午", "中午", "晚上", "早上", "早晨", "傍晚", "凌晨", *"上下午中晚早晨傍凌"}
    | {_stem(w) for w in "morning mornings afternoon afternoons evening evenings night".split()}
)
_NOT_CONTENT = _DAY_PARTS | {f"@{pid}" for pid in _PEOPLE}
_THING_VALUES = ("=name:", "=street:", "=code:", "=address:", "=transport:", "=job:")

# Words that put a fact in the past, and the value kinds that say when.
_PAST = re.compile(
    r"\b(?:last|yesterday|ago)\b|上周|上个月|上个星期|昨天|前天|去年|上次", re.IGNORECASE
)
_WHEN_KINDS = frozenset({"date", "weekday", "month", "year"})

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
    f"(?:我|我们|我家)的?(?P<what>[{_CJK}A-Za-z]{{1,10}}?)是(?P<value>[^，,；;：:！!？?]{{1,30}}?)[\\s。.！!]*"
)


def _description(t: _Text) -> tuple[str, str] | None:
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
    if what in _DESCRIPTION_NOT_ONE or what in _ZH_GENERIC_WORDS:
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


def _description_changed(a: _Text, b: _Text) -> str:
    """Return why both texts describe the same thing of the user's with different values of
    one kind (or both without typed values): "my family doctor is Dr. Haddad" -> "... Dr.
    Kim"; else ""."""
    da, db = _description(a), _description(b)
    if da is None or db is None or da[0] != db[0] or da[1] == db[1]:
        return ""
    if da[1] in db[1] or db[1] in da[1]:
        return ""  # one says more: a refinement, not a new value
    # a person named as the value is a name like any other ("Dr. Kim" / "Dr. Haddad")
    kinds_a = {"name" if v.kind in _PERSON_KINDS else v.kind for v in a.values}
    kinds_b = {"name" if v.kind in _PERSON_KINDS else v.kind for v in b.values}
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
            stems = tuple(_stem(w) for w in _LATIN_WORD.findall(phrase.lower()))
            if stems:
                en[stems] = concept
    return zh, en


_PARA_ZH, _PARA_EN = _forms(_lex.ATTRIBUTE_PARAPHRASES)
_PERIOD_ZH, _PERIOD_EN = _forms(_lex.PERIODS)
_COLOR_ZH, _COLOR_EN = _words_to_ids(_lex.COLORS)
_FILLERS_ZH = [w for w in _lex.FRAME_FILLERS if _CJK_RUN.fullmatch(w)]
_FILLERS_EN = frozenset(_stem(w) for w in _lex.FRAME_FILLERS if not _CJK_RUN.fullmatch(w))
# What is removed from a text before its residue is read: every word that names an attribute,
# a topic, a relative or a colour, or only carries the frame.
_NAMING_ZH = sorted(
    {*_PARA_ZH, *_ATTR_ZH, *_TOPIC_ZH, *_PEOPLE_ZH, *_COLOR_ZH, *_ZH_GENERIC_WORDS, *_FILLERS_ZH}
)
_NAMING_EN: dict[tuple[str, ...], str] = {
    **{(w,): "" for w in (*_ATTR_EN, *_TOPIC_EN, *_PEOPLE_EN, *_COLOR_EN, *_FILLERS_EN)},
    **dict.fromkeys(_PARA_EN, ""),
}
_NAMING_EN_MAX = max(len(p) for p in _NAMING_EN)
_STOP_STEMS = frozenset({*_EN_STOP, *(_stem(w) for w in _EN_STOP), *_PREPOSITIONS, *_DETERMINERS})
# Characters of no content in a residue: "家里" is "家", "健身日" a gym day, "都是" "是".
_ZH_RESIDUE_IGNORED = frozenset("里日都")
_SINGLE_VALUED_RESTATED = _SINGLE_VALUED | {f"@{t}" for t in _lex.SINGLE_VALUED_TOPICS}
_SCHEDULED = frozenset({"@meeting", "@appointment"})
_RESTATED_WHEN = frozenset({"time", "weekday", "date", "month"})
# A Chinese school's name, after the word that puts it in its slot ("在实验小学上学", "就读于育才
# 中学"): a name like any other.
_ZH_SCHOOL = re.compile(
    f"(?<=[在于读到是去进])(?![在于读到是去进])[{_CJK}]{{2,4}}?(?:小学|中学|初中|高中|大学|学院|幼儿园)"
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


def _restated_concepts(t: _Text) -> set[str]:
    """The attributes and topics of a text with their paraphrases ("set aside ... for" names a
    budget, "Hillcrest Academy" a school, "in an emergency, call" the emergency contact), and
    @color when it names a colour."""
    low = unicodedata.normalize("NFKC", t.raw[:MAX_CHARS]).lower()
    out = _families(t) | {f"@{c}" for f, c in _PARA_ZH.items() if f in low}
    stems = [_stem(w) for w in _LATIN_WORD.findall(low)]
    longest = max(len(p) for p in _PARA_EN)
    out |= {f"@{c}" for _, _, c in _phrases(stems, _PARA_EN, longest)}
    if _colors(t):
        out.add("@color")
    return {_FAMILY.get(c, c) for c in out}


def _colors(t: _Text) -> set[str]:
    low = t.raw[:MAX_CHARS].lower()
    stems = {_stem(w) for w in t.words}
    return {c for f, c in _COLOR_ZH.items() if f in low} | {
        c for w, c in _COLOR_EN.items() if w in stems
    }


def _restated_values(t: _Text) -> dict[str, set[str]]:
    """Values by kind (as _Text.value_map) with colours and Chinese school names ("实验小学"),
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
    stems = [_stem(w) for w in _LATIN_WORD.findall(name)]
    for i, j, _ in _phrases(stems, _NAMING_EN, _NAMING_EN_MAX):
        stems[i:j] = ["|"] * (j - i)
    return bool(stems) and all(s == "|" or s in _STOP_STEMS for s in stems)


def _residue(t: _Text) -> frozenset[str]:
    """What a text says besides its attributes, values and frame: its content words (English
    stems, CJK characters) without the words that name an attribute, a topic, a relative or a
    colour, function, generic and light words; with how often it recurs ("@weekly"), unless
    weekdays say so."""
    items: set[str] = set()
    if t.cjk:
        text = "".join(tok if _CJK_RUN.fullmatch(tok) else " " for tok in t.frame)
        text = _ZH_SCHOOL.sub(" ", text)  # a value
        for form, period in _PERIOD_ZH.items():
            if form in text:
                items.add(f"@{period}")
                text = text.replace(form, " ")
        # every occurrence of every form, overlaps too, so the order of the forms is no matter
        # ("预约在": 预约 and 约在)
        named = [
            (m.start(), m.end()) for form in _NAMING_ZH for m in re.finditer(re.escape(form), text)
        ]
        items |= {
            c
            for c in re.findall(f"[{_CJK}]", _blank(text, named))
            if c not in _ZH_STOP
            and c not in _GENERIC
            and c not in _LIGHT_ZH
            and c not in _ZH_PREPOSITIONS
            and c not in _ZH_RESIDUE_IGNORED
        }
    else:
        stems = list(t.frame)
        for table in (_PERIOD_EN, _NAMING_EN):
            for i, j, found in _phrases(stems, table, max(len(p) for p in table)):
                if found:
                    items.add(f"@{found}")
                stems[i:j] = ["|"] * (j - i)
        items |= {
            s
            for s in stems
            if len(s) > 1
            and s not in _STOP_STEMS
            and s not in _GENERIC
            and s not in _CUE_STEMS
            and s not in _EN_TITLES
            and not _NAMED_TIMES.fullmatch(s)  # a value
        }
    if any(v.kind == "weekday" for v in t.values) or _PLURAL_WEEKDAY.search(t.raw.lower()):
        items.discard("@weekly")
    return frozenset(items)


def _restated(a: _Text, b: _Text) -> str:
    """Why ``b`` restates one attribute of ``a`` with another value (rule 4c), or "": both
    name the same attributes (paraphrases count) and say nothing else that differs, give values
    of the same kinds, and at least one of them changed; the attribute holds one value at a time
    (an address, a budget, a school, a password), or is an event told by its name (a team
    meeting, a dentist appointment) whose time or day changed, or is a habit of one topic whose
    days or hours changed ("我周三和周六健身" / "我周日去健身房"). Neither text is negated or a
    past occasion: "I went to the gym on Sunday" does not move gym days."""
    if a.negated or b.negated or _PAST.search(a.raw) or _PAST.search(b.raw):
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
    changed = _changed_kinds(va, vb)
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
    elif set(changed) <= {"time", "weekday"} and concepts - _ATTRIBUTE_IDS:
        attribute = f"{sorted(concepts - _ATTRIBUTE_IDS)[0][1:]} schedule"
    else:
        return ""
    k = changed[0]
    was, now = _describe(a.values, k), _describe(b.values, k)
    if "?" in (was, now):  # colours, Chinese school names: not among the text's values
        was, now = ", ".join(sorted(va[k])), ", ".join(sorted(vb[k]))
    return f"{attribute} restated: {was} -> {now}"


# Roles one has one person for at a time (one family doctor, one manager), whose value is a
# person's name.
_ONE_PERSON_ROLES = frozenset({"@doctor", "@boss"})


def _person_changed(a: _Text, b: _Text) -> str:
    """Why ``b`` names another person for a role of the user's that ``a`` names (rule 4d), or
    "": both texts are the user's own (no relative, no one else named), name the same role one
    has one of (a family doctor, a manager) and one person each, and neither is negated, a past
    occasion or a plan."""
    roles = a.concepts & b.concepts & _ONE_PERSON_ROLES
    if not roles or a.subjects or b.subjects or a.names or b.names:
        return ""
    if a.negated or b.negated or _PAST.search(a.raw) or _PAST.search(b.raw) or a.plan or b.plan:
        return ""
    na = {v.key for v in a.values if v.kind == "name"}
    nb = {v.key for v in b.values if v.kind == "name"}
    if len(na) != 1 or len(nb) != 1 or na == nb or _names_meet(frozenset(na), frozenset(nb)):
        return ""
    # the rest of the values agree ("my doctor on Mondays" is not "my doctor on Fridays")
    if {k: v for k, v in a.value_map().items() if k != "name"} != {
        k: v for k, v in b.value_map().items() if k != "name"
    }:
        return ""
    was, now = _describe(a.values, "name"), _describe(b.values, "name")
    return f"{sorted(roles)[0][1:]} changed: {was} -> {now}"


def _slot_swap(a: _Text, b: _Text) -> tuple[str, str] | None:
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


def _frame_swap(a: _Text, b: _Text) -> tuple[str, str] | None:
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
    function = _PREPOSITIONS | _ZH_PREPOSITIONS
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


def _families(t: _Text) -> set[str]:
    """A text's attributes and topics, topics of one family as the family (@meat -> @diet)."""
    return {_FAMILY.get(c, c) for c in t.concepts}


def _attributes(t: _Text) -> set[str]:
    """The attributes (not topics) a text names: "I have a meeting ..." -> @meeting."""
    return {c for c in t.concepts if c in _ATTRIBUTE_IDS}


def _leaves_out(a: _Text, b: _Text, among: frozenset[str] = _ATTRIBUTE_IDS) -> bool:
    """Whether ``b`` names none of the attributes (of ``among``) ``a`` names: then it is not
    about the same thing, whatever word they share ("a meeting with the sales team" / "the sales
    offsite"; "我在华为上班" / "我的笔记本是华为MateBook")."""
    attrs = {_FAMILY.get(c, c) for c in a.concepts if c in among}
    return bool(attrs) and not attrs & _families(b)


def _shared_names(a: _Text, b: _Text) -> set[str]:
    """Named things (places, companies, products, languages) both texts mention, also when one
    of them reads the name as a plain word ("Atlas has to ship" / "The Atlas deadline")."""
    kinds = ("name", "code", "weak")
    ka = {v.key for v in a.values if v.kind in kinds}
    kb = {v.key for v in b.values if v.kind in kinds}
    out = ka & kb
    out |= {k for k in ka if set(k.split()) <= b.words}
    out |= {k for k in kb if set(k.split()) <= a.words}
    return out


def _about_same(a: _Text, b: _Text) -> str:
    """What two texts are both about ("" when nothing): a shared attribute or topic (住 / live,
    预算 / budget, 辣 / spicy; a cue's attribute: "moved to Lyon" is where one lives), a shared
    content word beyond function words, generic words and the cues themselves, a named thing,
    (CJK) two shared content characters, or one frame with one slot swapped ("I prefer tea" /
    "I prefer coffee now")."""
    concepts = _families(a) & _families(b)
    if "@commute" in concepts and not (_has_kind(a, "transport") and _has_kind(b, "transport")):
        # how one gets to work is the commute's value: "Podcasts on my commute" says none
        concepts.discard("@commute")
    if concepts:
        return sorted(concepts)[0][1:]
    anchors = sorted(
        t
        for t in a.tokens & b.tokens
        if t not in _GENERIC and t not in _CUE_STEMS and not t.startswith("@")
    )
    if anchors:
        return ", ".join(anchors[:3])
    if names := _shared_names(a, b):
        return ", ".join(sorted(names)[:3])
    if a.cjk and len(a.chars & b.chars) >= 2:
        return "".join(sorted(a.chars & b.chars))
    if swap := _frame_swap(a, b):
        return f"one frame: {swap[0]} / {swap[1]}"
    return ""


def _has_kind(t: _Text, kind: str) -> bool:
    return any(v.kind == kind for v in t.values)


def changed_attribute(text: str) -> str:
    """Return the single-valued attribute that ``text`` says changed ("We relocated to Austin":
    "residence"; "My new address is 5 Queen's Lane": "residence"; "我从华为离职了": "employer"),
    or "" when it states no change (no change cue, or one on nothing single-valued).

    The engine compares such a memory with its nearest memories even when their wording is far
    apart (a correction often shares no words with the fact it replaces); the judge still
    decides each pair."""
    t = _analyse(text)
    if not (t.strong_cue or t.weak_cue or t.start_cue) or t.negated:
        return ""
    single = sorted(_single_valued(t))
    return single[0] if single else ""


def change_cue(text: str) -> str:
    """Return the change cue ``text`` carries ("moved to", "now", "改成", "started"), or ""."""
    t = _analyse(text)
    return t.strong_cue or t.start_cue or t.weak_cue


def single_valued_attributes(text: str) -> frozenset[str]:
    """Return the single-valued attributes ``text`` is about ("I live in Berlin":
    {"residence"}), the names changed_attribute returns."""
    return frozenset(_single_valued(_analyse(text)))


def _single_valued(t: _Text) -> set[str]:
    return {c[1:] for c in _families(t) if c in _SINGLE_VALUED or c in _SINGLE_VALUED_FAMILIES}


def _single_valued_topic(a: _Text, b: _Text) -> str:
    """A single-valued attribute both texts are about (an employer, a diet, a school), or ""."""
    single = {
        c
        for c in _families(a) & _families(b)
        if c in _SINGLE_VALUED or c in _SINGLE_VALUED_FAMILIES
    }
    return sorted(single)[0][1:] if single else ""


def _slot_word(raw: str, value_text: str) -> str:
    """The preposition right before a value in its text ("work at Initech" -> "at", past "a",
    "the", "my"; "在广州生活" -> "在"), or ""."""
    at = raw.find(value_text)
    if at < 0:
        return ""
    words = re.findall(f"[A-Za-z']+|[{_CJK}]", raw[:at])
    while words and words[-1].lower() in _DETERMINERS:
        words.pop()
    last = words[-1].lower() if words else ""
    return last if last in _PREPOSITIONS or last in _ZH_PREPOSITIONS else ""


def _other_slot(a: _Text, b: _Text, kind: str) -> bool:
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


def _changed_kinds(va: dict[str, set[str]], vb: dict[str, set[str]]) -> list[str]:
    """Value kinds both texts have with different values (neither set contains the other; a
    name inside a longer one counts as kept: "MacBook" / "MacBook Pro")."""
    out = []
    for k in sorted(va.keys() & vb.keys()):
        x, y = va[k], vb[k]
        if x <= y or y <= x:
            continue
        if k == "name":
            ix, iy = {f"=name:{n}" for n in x}, {f"=name:{n}" for n in y}
            if all(_name_within(i, iy) for i in ix) or all(_name_within(i, ix) for i in iy):
                continue
        out.append(k)
    return out


def _names_meet(x: frozenset[str], y: frozenset[str]) -> bool:
    """Whether two sets of people's names share a person ("Sarah Chen" and "Sarah" do)."""
    words_y = {w for n in y for w in n.split()}
    return any(set(n.split()) & words_y for n in x)


def _different_people(a: _Text, b: _Text, strict: bool = False) -> str:
    """Why two texts are about different people or things ("" when they may be about the same
    one): different relatives or roles ("my wife" / "my son"), different named people ("Carlos"
    / "Wei", "高洁" / "何平"), different numbered things ("project KM-412" / "project PR-207"),
    or a named person on one side and the user ("I", "我", nobody else) on the other (a weak
    name alone does not count there: "Ship things to ..."). ``strict`` (pairs in two
    languages): any named person on one side only is a difference."""
    if a.things and b.things and not a.things & b.things:
        return f"{_who(a.things)} / {_who(b.things)}"  # project KM-412 / project PR-207
    na, nb = a.people(b), b.people(a)
    relatives = a.subjects != b.subjects
    if na and nb and _names_meet(na, nb) and not (relatives and a.subjects and b.subjects):
        return ""  # "My sister Emma lives in Leeds" / "Emma moved to Bristol": Emma
    # A text that names nobody and is not in the first person ("Swim class isn't on Tuesdays
    # anymore") may be about the other text's relative.
    impersonal = any(not t.subjects and not t.first_person and not t.names for t in (a, b))
    if relatives and not impersonal:
        return f"{_who(a.subjects) or 'the user'} / {_who(b.subjects) or 'the user'}"
    if na and nb:
        return f"{_who(na)} / {_who(nb)}"
    if not strict:  # a weak name alone ("Ship things to ...") does not make a person
        na, nb = a.names, b.names
    if na or nb:
        unnamed = b if na else a
        if strict or unnamed.is_user:
            who_a = _who(na) if na else ("the user" if a.is_user else "no one named")
            who_b = _who(nb) if nb else ("the user" if b.is_user else "no one named")
            return f"{who_a} / {who_b}"
    return ""


def _who(names: frozenset[str]) -> str:
    return ", ".join(sorted(names))


def _coexist(a: _Text, b: _Text, changed: list[str], reason: str) -> Judgement:
    """COEXIST, flagged distinct when the texts give different values of one kind (numbers,
    dates, times, places, names): they cannot be one fact restated."""
    if changed:
        k = changed[0]
        return Judgement(
            Verdict.COEXIST,
            True,
            f"{reason}; distinct {k}: {_describe(a.values, k)} / {_describe(b.values, k)}",
            True,
        )
    return Judgement(Verdict.COEXIST, True, reason)


def _across_languages(a: _Text, b: _Text) -> Judgement:
    """A Chinese text and an English one: only the embedder says they are related, so the rules
    stay conservative. SUPERSEDE needs the same subject (the same named person, or the user on
    both sides) and a shared attribute or topic (预算 / budget, 辣 / spicy) with a changed value,
    a change cue in the new text or a negation flip; everything else coexists (never REFINE)."""
    va, vb = a.value_map(), b.value_map()
    changed = _changed_kinds(va, vb)
    different = _different_people(a, b, strict=True)
    if different:
        return Judgement(Verdict.COEXIST, True, f"different people: {different}", True)
    about = a.concepts & b.concepts
    if about:
        topic = sorted(about)[0][1:]
        if changed:
            k = changed[0]
            return Judgement(
                Verdict.SUPERSEDE,
                True,
                f"{topic}: value changed: {_describe(a.values, k)} -> {_describe(b.values, k)}",
            )
        if b.strong_cue and b.strong_cue != a.strong_cue:
            return Judgement(Verdict.SUPERSEDE, True, f"{topic}: update cue: {b.strong_cue!r}")
        if b.start_cue and b.start_cue != a.start_cue and _single_valued_topic(a, b):
            return Judgement(Verdict.SUPERSEDE, True, f"{topic}: update cue: {b.start_cue!r}")
        if a.negated != b.negated:
            side = "new" if b.negated else "old"
            return Judgement(
                Verdict.SUPERSEDE, True, f"{topic}: negation flip ({side} text is negated)"
            )
    return _coexist(a, b, changed, "other language" + (f", both about {topic}" if about else ""))


# ================================================================================= LLM judge

_SYSTEM_PROMPT = (
    "You compare two memories an assistant keeps about a user and the people in the user's "
    "life. OLD was stored earlier, NEW just arrived. Answer with exactly one word:\n"
    "supersede - NEW changes or contradicts OLD about the same person and the same thing (a new "
    "value, a negation, a correction);\n"
    "refine_new - the same fact, NEW is more specific (keep NEW);\n"
    "refine_old - the same fact, OLD is more specific (keep OLD);\n"
    "duplicate - the same fact restated (a paraphrase or a translation, same people and "
    "values);\n"
    "coexist - different facts that can both be true, e.g. about different people, or "
    "different dates, places, amounts or things.\n"
    "No explanation."
)
# label -> (verdict, keep_new, distinct)
_ANSWERS = {
    "supersede": (Verdict.SUPERSEDE, True, False),
    "refine_new": (Verdict.REFINE, True, False),
    "refine_old": (Verdict.REFINE, False, False),
    "duplicate": (Verdict.COEXIST, True, False),
    "coexist": (Verdict.COEXIST, True, True),
}
_ANSWER_RE = re.compile(r"\b(supersede|refine_new|refine_old|duplicate|coexist)\b")


def parse_answer(content: str) -> tuple[Verdict, bool, bool] | None:
    """Parse a model's reply: one of the five words (any case, surrounded by punctuation or
    prose is fine as long as exactly one distinct label appears), or JSON such as
    ``{"verdict": "refine_old"}``. Returns (verdict, keep_new, distinct): "duplicate" is
    COEXIST that may be merged, "coexist" is COEXIST flagged distinct; None when unparseable."""
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
    pair as supersede / refine_new / refine_old / duplicate / coexist ("duplicate" is COEXIST
    with ``distinct`` False, "coexist" COEXIST with ``distinct`` True), and falls back to
    ``fallback`` on any error, timeout (``timeout_s`` seconds, the whole request) or
    unparseable answer; the fallback's answer is used as is, its reason says why.

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
        self._chat = ChatEndpoint(
            url,
            model,
            api_key,
            timeout_s,
            purpose="llm judge",
            timeout_why="writes wait for the judge, so keep it short (a few seconds)",
        )
        self._fallback = fallback

    def judge(self, old: str, new: str) -> Judgement:
        try:
            content = self._chat.complete(
                _SYSTEM_PROMPT, f"OLD: {old}\nNEW: {new}", max_tokens=8, max_reply_bytes=1 << 20
            )
        except CALL_ERRORS as exc:
            return self._fall_back(old, new, _short_error(exc))
        parsed = parse_answer(content)
        if parsed is None:
            return self._fall_back(old, new, f"unparseable answer {content[:40]!r}")
        verdict, keep_new, distinct = parsed
        return Judgement(verdict, keep_new, f"llm: {content.strip()[:80]}", distinct)

    def _fall_back(self, old: str, new: str, why: str) -> Judgement:
        j = self._fallback.judge(old, new)
        return Judgement(
            j.verdict, j.keep_new, f"llm unavailable ({why}); fallback: {j.reason}", j.distinct
        )


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
