"""What a text is, as the write path needs to know it: an utterance, an addition, a change, and
the values it holds (for telling a restatement from another fact). Pure functions; the ones a
write asks of each neighbour again are cached (2048 texts each, at most max_content_bytes).
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

import numpy as np

from memoryd.core import judge as judge_mod
from memoryd.core.text import cues, lexicon
from memoryd.core.text.analysis import analyse
from memoryd.core.text.normalize import exact as exact  # write.relate reads facets.exact
from memoryd.core.text.normalize import folded as _norm
from memoryd.core.text.values import CJK, CJK_CHAR, PEOPLE_ZH

# "Caroline: I went to ...", "Melanie: ...", "张伟：我...": a turn of a dialogue, told by its
# speaker: a capitalised name of one or two words (or two to four CJK characters), a colon. A
# label before a colon is no speaker ("Heads-up: ...", "Correction: ...", "更正：...").
_SPEAKER = re.compile(
    r"^\s*(?P<who>[A-Z][\w.'-]{0,30}(?: [A-Z][\w.'-]{0,30})?|[\u4e00-\u9fff]{2,4})\s*[:：]\s*\S"
)
_LABELS = frozenset(
    """heads-up headsup note notes update updated correction corrected fyi reminder btw ps
    important todo tip warning edit edited fact memo summary question answer reply re fix
    fixed news p.s. update: new old""".split()
) | frozenset(
    "更正 纠正 注意 提醒 备注 补充 说明 更新 通知 重要 总结 问题 回答 修改 订正 提示".split()
)
_CHAT_ROLES = re.compile(
    r"^\s*(?:user|assistant|system|human|ai|bot|用户|助手|系统|客服|机器人)\s*[:：]\s*\S", re.I
)


# Words that add a value to what is already true ("I speak Spanish too", "我也喜欢..."): the
# issue's list plus their near kin. English ones as whole words.
_EN_ADDITION = re.compile(
    r"\b(?:also|as well|another|additionally|in addition|besides|plus|as well as)\b"
    # "too" at the end of its clause ("I speak Spanish too", "me too"), not before the word
    # it intensifies ("too tight")
    r"|\btoo\b(?=\s*(?:[.,!?;:)]|$))",
    re.IGNORECASE,
)
_ZH_ADDITION = re.compile(r"也|还有|还会|还喜欢|还对|还在|还养|又|另外|另一|此外|同时")
# Words that tell an event happened once more ("I went to the dentist again", "another parking
# ticket", "又去了", "再去了一次"): the issue's list. Not "不再" (no longer: a change) nor "再见".
_EN_REPEAT = re.compile(r"\b(?:again|once more|one more time|another)\b", re.IGNORECASE)
_ZH_REPEAT = re.compile(r"又|(?<!不)再(?!见)")
# Function words that a restatement may add or drop without saying anything else.
_STOP = frozenset(
    """a an the i i'm im me my mine is am are was were be been it its this that these those
    really very so just quite actually do does did to of and in on at for with s m""".split()
)
_ZH_STOP = frozenset("的了吗呢啊吧呀哦嗯是我很真就都")
_WORD = re.compile(r"[^\W_]+", re.UNICODE)


@lru_cache(maxsize=2048)
def is_utterance(text: str) -> bool:
    """Return True when ``text`` is a turn of a dialogue ("Speaker: what they said")."""
    if _CHAT_ROLES.match(text):
        return True
    m = _SPEAKER.match(text)
    if m is None or m.group("who").casefold() in _LABELS:
        return False
    who = m.group("who")
    if CJK_CHAR.match(who):
        return _names_a_person(who)
    # "Rent: £1,250 from the first", "Gym: PureGym Leeds", "Address: 3B Carlton Court": a label
    # that names an attribute or a topic the reader knows is a note's topic, not a speaker
    return not analyse(f"{who} is it").concepts


def _names_a_person(label: str) -> bool:
    """Return True when a Chinese label before a colon names a person: a surname first (张伟,
    欧阳娜娜, 王老师), a nickname (小王, 老周, 阿杰), or a relative (妈妈, 我妈, 隔壁阿姨).

    Why: "猫砂：豆腐猫砂 不是膨润土猫砂", "租车：首汽租车 哈啰租车拉倒" are a user's notes, a topic
    and its value; read as dialogue turns they were never judged, and the correction they
    state stayed below the value it replaced."""
    return (
        label[0] in lexicon.ZH_SURNAMES
        or label[:2] in lexicon.ZH_COMPOUND_SURNAMES
        or (label[0] in lexicon.ZH_NICKNAME_PREFIXES and len(label) == 2)
        or any(label.endswith(w) for w in PEOPLE_ZH)
    )


@lru_cache(maxsize=2048)
def adds_value(text: str) -> bool:
    """Return True when ``text`` says it adds to what is true ("too", "also", "也", "另外")
    and states no change ("I also moved to Lyon" still says a change). A weak cue beside the
    addition word says none: "I also have a cat now", "另一笔装修贷现在的利率是4.35%" add; nor
    does a word that corrects what was said rather than what is ("Actually I'm allergic to dogs
    too", "我其实对狗毛也过敏": _CORRECTING)."""
    low = _norm(text)
    if not (_EN_ADDITION.search(low) or _ZH_ADDITION.search(low)):
        return False
    if not says_strong_change(text):
        return True
    without = _CORRECTING.sub(" ", text)
    return without != text and not says_strong_change(without)


# Change cues that correct the telling, not the fact told: beside "too" / "也" the text adds.
_CORRECTING = re.compile(
    r"\b(?:" + "|".join(cues.EN_CORRECTING) + r")\b|" + "|".join(cues.ZH_CORRECTING),
    re.IGNORECASE,
)


@lru_cache(maxsize=2048)
def tells_repetition(text: str) -> bool:
    """Return True when ``text`` says something happened once more ("again", "another",
    "once more", "又", "再"): beside an event alike, a second event, not a correction."""
    low = _norm(text)
    return _EN_REPEAT.search(low) is not None or _ZH_REPEAT.search(low) is not None


@lru_cache(maxsize=2048)
def says_strong_change(text: str) -> bool:
    """Return True when ``text`` carries a change cue that names a change by itself (the
    judge's strong and start cues: "moved to", "switched", "改成", "开始"), not only a weak one
    ("now", "现在")."""
    t = analyse(text)
    return bool(t.strong_cue or t.start_cue)


@lru_cache(maxsize=2048)
def says_change(text: str) -> bool:
    """Return True when ``text`` carries a change cue (the judge's own: "moved to", "now",
    "改成", "现在")."""
    return judge_mod.change_cue(text) != ""


@lru_cache(maxsize=2048)
def content_terms(text: str) -> frozenset[str]:
    """Return the words (and for Chinese the characters) of ``text`` that carry meaning:
    every value, number, name and object, without function words. Two texts are one fact
    restated only when these are equal."""
    low = _norm(text)
    terms = {w for w in _WORD.findall(low) if w not in _STOP and not CJK_CHAR.search(w)}
    terms |= {c for c in low if CJK_CHAR.match(c) and c not in _ZH_STOP}
    return frozenset(terms)


_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|my|me|mine|we|our|us)\b|我")


@lru_cache(maxsize=2048)
def first_person(text: str) -> bool:
    """Return True when ``text`` speaks of the speaker ("I", "my", "we", "我")."""
    return _FIRST_PERSON.search(_norm(text)) is not None


_NUMBER = re.compile(r"\d+(?:[-.:/,]\d+)*")


@lru_cache(maxsize=2048)
def numbers(text: str) -> frozenset[str]:
    """Return the numbers of ``text`` as written ("1-0", "3.5", "10:30", "2019")."""
    return frozenset(_NUMBER.findall(unicodedata.normalize("NFKC", text)))


def keeps_numbers(a: str, b: str) -> bool:
    """Return True when one text's numbers are all in the other's: a refinement adds detail
    but changes no number ("record 1-0" / "record 1-1" is no refinement)."""
    na, nb = numbers(a), numbers(b)
    return na <= nb or nb <= na


def same_fact(a: str, b: str) -> bool:
    """Return True when ``a`` and ``b`` say the same thing with the same values: their content
    terms are equal ("I like green tea" / "I really like green tea."), never when a value,
    number, name or object differs (peanuts / shellfish, "1-0" / "1-1")."""
    return content_terms(a) == content_terms(b)


_EN_RUN_WORD = re.compile(r"[A-Za-z0-9][\w'’-]*")
# A run of CJK text, with the Latin words written inside it (华为FreeBuds).
_CJK_RUNS = re.compile(f"[{CJK}A-Za-z0-9]*[{CJK}][{CJK}A-Za-z0-9]*")
_LATIN_IN_CJK = re.compile(r"[A-Za-z0-9]+")
# Function characters that name nothing: the restatement's stop list, determiners and
# classifiers (每个月, 这个), locatives and the commonest prepositions.
_ZH_FUNCTION = _ZH_STOP | frozenset("每个一这那些在有和跟与把被给从到上下里中")


def named_again(old: str, new: str) -> str:
    """Return the longest run of ``old``'s own words that ``new`` repeats when it names
    something (a capitalised name that is not the sentence's first word, two content words or
    more, three CJK content characters or more), or "": "Stove's a Campingaz, a Primus got
    given away" repeats "a Primus" of "Packed in with the tent is a Primus", "不喷爱全乐了
    信必可" repeats 爱全乐. Runs of function words alone ("I'm in the", 我的, 每个月) name
    nothing."""
    best = ""
    both_cjk = CJK_CHAR.search(old) is not None and CJK_CHAR.search(new) is not None
    for chunk_old in _CJK_RUNS.findall(old) if both_cjk else ():
        for size in range(len(chunk_old), 2, -1):  # the longest piece first
            if size <= len(best):
                break
            piece = next(
                (p for i in range(len(chunk_old) - size + 1)
                 if (p := chunk_old[i : i + size]) in new and _cjk_weight(p) >= 3),
                "",
            )  # fmt: skip
            if piece:
                best = piece
                break
    a, b = _EN_RUN_WORD.findall(old), _EN_RUN_WORD.findall(new)
    low_a = [w.lower() for w in a]
    low_b = [w.lower() for w in b]
    shared = set(low_a).intersection(low_b) - _STOP
    # (most pairs share no word that could name anything: no run to look for)
    if len(shared) > 1 or any(w.lower() in shared and w[:1].isupper() for w in a[1:]):
        for start, at, size in _common_runs(low_a, low_b):
            words = a[start : start + size]
            content = [(k, w) for k, w in enumerate(words, start) if w.lower() not in _STOP]
            # A name both texts write as one (the old text's first word has the sentence's
            # capital, not a name's; "music" is no "YouTube Music" named again).
            named = any(
                w[:1].isupper() and b[at + k - start][:1].isupper() for k, w in content if k > 0
            )
            if (len(content) >= 2 or named) and len(" ".join(words)) > len(best):
                best = " ".join(words)
    return best


def _common_runs(a: list[str], b: list[str]) -> list[tuple[int, int, int]]:
    """Return (start in ``a``, start in ``b``, length) of the longest run of words that ``a``
    and ``b`` share from each start in ``a`` that has one, wherever it sits in ``b`` (the
    first such start in ``b`` on a tie): the new text may name the old thing before what the
    old text said first ("For my dry eyes I use Clinitas" / "Clinitas stung like mad, so I use
    Blink"), which an alignment in reading order (difflib) gives up for the longer "I use".

    One pass from the end of ``a``, a numpy row over ``b`` a word: the run from (i, j) is one
    more than the run from (i + 1, j + 1) where the words match. Linear in len(a) x len(b)
    however repetitive the texts ("x y x y ..." at the size cap took seconds word by word)."""
    ids = {w: k for k, w in enumerate(dict.fromkeys(a + b))}
    words_b = np.array([ids[w] for w in b], dtype=np.int32)
    after = np.zeros(len(b) + 1, dtype=np.int32)  # runs from word i + 1 of a, by start in b
    found = []
    for i in range(len(a) - 1, -1, -1):
        here = np.zeros(len(b) + 1, dtype=np.int32)
        here[:-1] = np.where(words_b == ids[a[i]], after[1:] + 1, 0)
        if here.any():
            j = int(here.argmax())
            found.append((i, j, int(here[j])))
        after = here
    return found[::-1]


def _cjk_weight(piece: str) -> int:
    """Return how much a run of CJK text names: its content characters, and one for each
    Latin word in it."""
    cjk = sum(bool(CJK_CHAR.match(c)) and c not in _ZH_FUNCTION for c in piece)
    return cjk + len(_LATIN_IN_CJK.findall(piece))
