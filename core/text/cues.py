"""The change cues: the words in a new text that say a value changed ("改成", "moved to", "now"),
as lists and as the compiled sets the text analysis (memoryd.core.text.analysis) looks for."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

# Words in the new text that say a value changed. None decides on its own: the two texts must
# be about the same attribute or topic too (a shared content word, attribute or named thing, or
# one frame with one slot swapped), and their values, if both give some, of one kind. Strong cues
# say a change ("改成", "moved to"); start cues ("开始", "started") only change a single-valued
# attribute (a diet, an employer), since starting something new is mostly something added; weak
# ones ("now", "现在") need the same; "new" / "since" also a changed value ("my new phone number is
# ..."; "I got a new phone" replaces nothing).
# Words that correct the telling ("Actually, ...", "更正：..."): strong cues, and beside an
# addition word ("Actually I'm allergic to dogs too") no change of the fact
# (memoryd.core.write.facets.adds_value).
EN_CORRECTING = ("actually", "correction")
ZH_CORRECTING = ("其实", "纠正", "更正")
# A slip owned up to at the start of a text ("说错了，是...", "上次打错了，是逗逗"): said, written,
# typed, remembered or called wrong. Not further in ("蛋糕店把她名字写错了": another's slip, told).
ZH_SLIP = re.compile(r"^(?:上次|刚才|刚刚|之前|前面)?[说写打记搞弄叫]错了")
# A body's level reached ("瘦到 68", "长到一米八"): with its number, not a degree
# ("胖到跳不上沙发").
ZH_LEVEL_TO = re.compile(r"[瘦胖长]到\s*[\d一二两三四五六七八九十百]")
ZH_STRONG_CUES = [
    *"改成 改为 改到 换成 换为 换到 换了 变成 变为 调整为 调整到 调到 调成 更新为 推迟到 "
    "提前到 延期到 涨到 涨了 降到 降了 提高到 增加到 减少到 减到 加到 升到 挪到 "
    "搬到 搬去 搬家 迁到 转到 转学 改去 "
    "离职 跳槽 辞职 不再 已经不 戒了 戒掉 戒烟 戒酒".split(),
    *ZH_CORRECTING,
    *"交回 退掉 退了".split(),
]
ZH_START_CUES = ["开始"]
ZH_WEAK_CUES = "现在 如今 目前 以后 今后 最近 从今 重新 新的 新手机 新地址 新号".split()
EN_STRONG_CUES = [
    *"instead anymore rescheduled postponed relocated quit stopped".split(),
    *EN_CORRECTING,
    *"no longer|any more|changed to|changed my|change to|moved to|moved my|switched to".split("|"),
    *"switched from|switched my|pushed to|pushed back|moved back|went up|went down".split("|"),
    *"increased to|decreased to|raised to|dropped to|is up to|is down to|gave up".split("|"),
    # a thing given back or cancelled: "I gave back the old phone", "cancelled my subscription"
    *"handed back|gave back|given back|turned in|cancelled my|canceled my".split("|"),
]
EN_START_CUES = ["started", "began", "took up", "taken up"]
# "We changed the kitchen budget from $30,000 to $45,000", "We moved the codebase to TypeScript"
# ... "I bumped my monthly savings up to $1,500", "We cut the budget to $20,000"
EN_CHANGE_TO = re.compile(
    r"\b(?:chang|switch|mov|revis|updat|push|reschedul|rais|lower|increas|decreas|reduc|bump"
    r"|cut|promot)(?:e|ed|es|ing|ped)?\b[^.;:,!?]{1,40}?\bto\b"
)
# A level moved to a number ("put it up to £1,250", "pulled bedtime back to 7:45", "I'm down
# to 76kg"): "is up to" / "is down to" above, with any verb or none, read in the whole text.
# ("up to" alone is mostly a ceiling, "up to 3 people": only after a verb that moves a level.)
EN_LEVEL_TO = re.compile(
    r"(?:(?:'s|'m|'re|\bis|\bam|\bare|\bwas|\bwere)\s+(?P<up>up)"
    r"|\b(?:put|puts|went|gone|go|goes|got|get|gets|bumped|moved|pushed|brought)\b"
    r"[^.;:,!?]{0,30}?\s(?P<up_>up)"
    r"|\b(?P<down>down|back))"
    r"\s+to\s+(?:about\s+|around\s+)?[£$€¥]?(?!(?:19|20)\d\d\b)\d"
)
# An old value given up for a new one, in the grammar of exchange: "Swapped Heart for Kiss",
# "traded the Golf for a Tesla", "replaced the Tefal with a Le Creuset" (the verbs of exchange
# are a small class; "swapped seats with Tom" names no value given up for another).
EN_EXCHANGE = re.compile(
    r"\b(?:(?:swap|trad|exchang|substitut)(?:e|ed|es|ing|ped|pped|d)?\s+[^\s.;:,!?]"
    r"[^.;:,!?]{0,40}?\sfor|replac(?:e|ed|es|ing)\s+[^\s.;:,!?][^.;:,!?]{0,40}?\swith"
    # ... or in two verbs, giving up then getting: "sold the Civic and bought a Tesla"
    r"|(?:sold|got rid of|gave away|scrapped|ditched)\s+[^\s.;:,!?][^.;:!?]{0,40}?"
    r"(?:\sand|,)\s+(?:then\s+)?(?:bought|got|picked up|went for))\b"
)  # (a thing between the verb and "for": "I trade for fun" gives nothing up)
EN_WEAK_CUES = [
    *"now new since again updated left joined".split(),
    *"these days|from now on|this year".split("|"),
]
# The onset of a new state, in the grammar of time: "as of Monday", "starting next week", "from
# next month", "from 1 March on", "从下个月起", "打夏天起", "今年起". Read in the analysis'
# text, where a date is blanked ("|"). The time is a blanked date or a unit after this / next
# (今 / 明 / 这 / 下 / 本), a season, or today / tomorrow; a bare "from <date>" is a range's start
# ("from 9 to 5"), so it needs its "on"; a bare "<date>起" may be getting up ("7点起"), so it
# needs its 从 / 自 / 打.
_EN_UNIT = (
    r"(?:week|month|year|term|semester|spring|summer|autumn|fall|winter|weekend|monday|tuesday"
    r"|wednesday|thursday|friday|saturday|sunday)s?"
)
_EN_WHEN = rf"(?:\|+|(?:next|this) {_EN_UNIT}|today|tomorrow)"
ZH_ONSET_WHEN = (  # (memoryd.core.write.neighbours reads it too)
    r"(?:[今明]年|[今明]天|[这下本]个?(?:月|周|礼拜|星期|季度|学期)|[春夏秋冬]天|年[初底]|月[初底])"
)
ONSET = re.compile(
    rf"\b(?:as of|starting(?: from| on| in)?) {_EN_WHEN}(?!\w)"
    rf"|\bfrom (?:next|this) {_EN_UNIT}\b|\bfrom {_EN_WHEN} on(?:wards)?\b|\bgoing forward\b"
    rf"|(?:[从自打]\|+|(?:[从自打]|自打|自从)?{ZH_ONSET_WHEN})起(?![床来飞身])"
)
# Cue words with another sense, as patterns that read only the change: "I left Google", "she
# left in May", not "my left knee", "the left lane", "a left turn", "left-handed", "left over"
# (a side, or what remains, after a determiner or before a hyphen: grammar, not a word list of
# body parts).
_NOT_BEFORE_LEFT = "my the a his her your our their its turn turned keep".split()
EN_CUE_SENSES = {
    "left": "".join(rf"(?<!\b{w} )" for w in _NOT_BEFORE_LEFT) + r"\bleft\b(?!-| over\b)",
}


# ... and the senses a pattern cannot rule out by itself (Python's lookbehind is of fixed
# width): "left" after a quantity is what remains ("There's no milk left", "only two left",
# "nothing left in the fridge"), not a departure.
EN_CUE_NOT_AFTER = {
    "left": re.compile(
        r"\b(?:no|nothing|none|any|only|few|little|much|many|\d+)\b(?:\s+[^\s,.;:!?]+){0,3}\s+$",
        re.IGNORECASE,
    ),
}


def en_cue_pattern(cue: str) -> str:
    """Return the pattern that finds the English change cue ``cue`` in lower-case text (as a
    word; in its changing sense, for a word with another)."""
    return EN_CUE_SENSES.get(cue, rf"\b{re.escape(cue)}\b")


def any_en_cue(patterns: Sequence[str]) -> re.Pattern[str]:
    """Return one pattern that finds any of ``patterns`` (en_cue_pattern's: each starts at a
    word boundary), the first of them that matches at the leftmost place. The leading \\b
    says so once: the engine then tries the ~50 alternatives only where a word starts or
    ends, not at every character (half the time of the bare alternation)."""
    return re.compile(r"\b(?:" + "|".join(f"(?:{p})" for p in patterns) + ")")


def grammar_cue(masked: str, whole: str, text: str, zh: bool) -> str:
    """Return the strong change cue ``text`` tells in grammar rather than by a listed word, or
    "": a verb of change before "to" (in ``masked``, the lower-case text with its values
    blanked), a level moved to a number or an exchange (in ``whole``, the lower-case text: a
    capitalised verb at the start can be taken into the name after it, "Swapped Heart for
    Kiss"), and in Chinese (``zh``) a slip owned up to or a body's level reached."""
    if change_to := EN_CHANGE_TO.search(masked):
        return f"{change_to.group(0).split()[0]} ... to"
    if level := EN_LEVEL_TO.search(whole):
        return f"{level.group('up') or level.group('up_') or level.group('down')} to"
    if exchange := EN_EXCHANGE.search(whole):
        words = exchange.group(0).split()
        return f"{words[0]} ... {words[-1]}"
    if zh and (slip := ZH_SLIP.search(text)):
        return slip.group(0)
    if zh and (level_zh := ZH_LEVEL_TO.search(text)):
        return level_zh.group(0)[:2]  # "瘦到", its number a value
    return ""


# Weak cues that say only that something is new: they need a changed value.
NEW_CUES = frozenset({"new", "since", "新的", "新手机", "新地址", "新号"})
# Cues that move a thing (an event, a home) to a new time or place.
MOVE_CUES = frozenset(
    [
        *"moved to|moved my|moved back|pushed to|pushed back|rescheduled|postponed".split("|"),
        *"改到 推迟到 提前到 延期到 调到 搬到 搬去 迁到".split(),
    ]
)
# Cues that also mean "after" a time ("九点以后"): not cues right after a value.
ZH_AFTER = frozenset({"以后", "今后"})
# Chinese cues with another sense, as patterns that read only the change: "now" that goes on
# from before is no change ("我妈到现在还常提", "至今", "现在还住在老房子", "目前仍在"): 到/至
# before the word, or 还/仍/依然 ("still") after it.
ZH_CUE_SENSES = {
    cue: re.compile(f"(?<![到至]){cue}(?!还|仍|依然|依旧)") for cue in ("现在", "如今", "目前")
}


@dataclass(frozen=True, slots=True)
class CueSet:
    """One list of change cues (Chinese, then English, in the order they are preferred), with
    the patterns that find them compiled once: the analysis of a text looks for three lists,
    and compiling ~50 patterns per text was a quarter of its cost (issue #15)."""

    zh: tuple[str, ...]
    # a cue read in its changing sense only: as "from now on" when no value was blanked just
    # before it ("晚上九点以后"), as "now" when it is not "still" ("到现在还", ZH_CUE_SENSES)
    zh_sense: dict[str, re.Pattern[str]]
    en: tuple[tuple[str, re.Pattern[str]], ...]
    en_any: re.Pattern[str] | None  # any English cue as a word: most texts hold none

    @classmethod
    def of(cls, zh: Sequence[str], en: Sequence[str]) -> CueSet:
        """Return the cue set of ``zh`` and ``en``, in their order."""
        words = [en_cue_pattern(cue) for cue in en]
        return cls(
            tuple(zh),
            {
                **{cue: re.compile(f"(?<!\\|){cue}") for cue in zh if cue in ZH_AFTER},
                **{cue: ZH_CUE_SENSES[cue] for cue in zh if cue in ZH_CUE_SENSES},
            },
            tuple((cue, re.compile(word)) for cue, word in zip(en, words, strict=True)),
            any_en_cue(words) if words else None,
        )

    def first(self, text: str) -> str:
        """Return the first cue of the list that ``text`` holds ("" for none)."""
        for cue in self.zh:
            if cue in text:  # (before its sense: most cues are in no text)
                sense = self.zh_sense.get(cue)
                if sense is None or sense.search(text) is not None:
                    return cue
        if self.en_any is None or self.en_any.search(text) is None:
            return ""
        for cue, word in self.en:
            guard = EN_CUE_NOT_AFTER.get(cue)
            if guard is None:
                if word.search(text):
                    return cue
            elif any(
                guard.search(text, max(0, m.start() - 60), m.start()) is None
                for m in word.finditer(text)
            ):
                return cue
        return ""


STRONG_CUES = CueSet.of(ZH_STRONG_CUES, EN_STRONG_CUES)
START_CUES = CueSet.of(ZH_START_CUES, EN_START_CUES)
WEAK_CUES = CueSet.of(ZH_WEAK_CUES, EN_WEAK_CUES)
