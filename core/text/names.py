"""People named in Chinese text (a surname and a given name in subject position: 高洁, 小王),
for the analysis of memoryd.core.text.analysis; the lexicon is memoryd.core.text.lexicon."""

from __future__ import annotations

import re

from memoryd.core.text import lexicon
from memoryd.core.text.values import CJK_RUN, PEOPLE_ZH

_ZH_PEOPLE_BEFORE = re.compile(
    "(?:" + "|".join(sorted((w for w in PEOPLE_ZH), key=len, reverse=True)) + ")$"
)
_ZH_TIME_BEFORE = re.compile(
    r"(?:周[一二三四五六日天末]|[昨今明前后每]天|[昨今明]晚|[上下这本]周|月|年|[号日]|[上中下]午|晚上|早上|"
    r"最近|刚才)$"
)


def zh_names(text: str) -> list[tuple[int, int, str]]:
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
            or before[-1] in lexicon.ZH_NAME_BEFORE
            or before[-1] == "|"  # a blanked value: 上周二, 3月5日, 8点
            or _ZH_TIME_BEFORE.search(before)
            or _ZH_PEOPLE_BEFORE.search(before)
        ):
            continue
        nxt = text[start + 1 : start + 2]
        if (
            c in lexicon.ZH_NICKNAME_PREFIXES
            and nxt
            and (nxt in lexicon.ZH_SURNAMES or (c == "阿" and nxt not in lexicon.ZH_NOT_GIVEN))
        ):
            name = text[start : start + 2]
        else:
            if text[start : start + 2] in lexicon.ZH_COMPOUND_SURNAMES:
                head = 2
            elif c in lexicon.ZH_SURNAMES:
                head = 1
            else:
                continue
            name = ""
            for g in (1, 2):
                end = start + head + g
                given = text[start + head : end]
                if end > n or any(
                    ch in lexicon.ZH_NOT_GIVEN or not CJK_RUN.fullmatch(ch) for ch in given
                ):
                    break
                follower = text[end : end + 1] or "。"
                if not any(ch in lexicon.ZH_GIVEN_CHARS for ch in given):
                    continue
                if follower in lexicon.ZH_NAME_AFTER or not CJK_RUN.fullmatch(follower):
                    name = text[start:end]
                    break
            if not name:  # nothing says where it ends: a common given-name character
                given = text[start + head : start + head + 1]
                if not given or given not in lexicon.ZH_GIVEN_CHARS:
                    continue
                name = text[start : start + head + 1]
        end = start + len(name)
        if (
            name[:2] in lexicon.ZH_NOT_NAMES
            or name[1:3] in lexicon.ZH_NOT_NAMES  # 小周末
            or text[end : end + 1] in lexicon.ZH_NOT_NAME_AFTER
        ):
            continue
        out.append((start, end, name))
        i = end
    return out
