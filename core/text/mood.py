"""Whether a text says what is, or only what may be: a plan, a wish, something weighed, a
condition, a question, an outcome not yet known ("I'm thinking about moving to Denver", "我想搬到
上海", "Should I switch to Verizon?", "Waiting to hear back from Stripe").

Why the write path asks: a text about a change that has not happened leaves the fact it would
change true. "I live in Boston" / "I'm thinking about moving to Denver" are both true at once,
and neither the judge's change cue ("moving ... to") nor its reading of one attribute with two
values ("nurse" / "studying to become a doctor") may hide the first behind the second
(memoryd.core.write.relate).

Read from the grammar of the clause, not from what it is about: a marker of mood (a modal of
possibility, a verb of wanting, planning or weighing, a condition, a pending outcome, advice)
that comes before the clause's first verb told as done. "I moved to Denver because I wanted
to be near Mum" is done (the wish comes after "moved"); "我搬到上海了，想离家近点" too (了 closes
the first clause). The first clause that tells something as done or weighs something decides:
"Moved to Denver, hoping the job works out" is done, and so, read as it comes, is "Loved
Boston, but thinking about Denver" (a known miss: the past verb need not be the change).

The plain future ("I'll start at Meta on Monday", "下周一起去腾讯上班") is not a marker: a
change told with its date is how people announce one.

The other side of the same question: a text that tells what was and is no longer ("I used to
live in Boston", "我以前住在南京") is history told late, not a newer value (bygone). Pure
functions, linear-time patterns.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["bygone", "unrealised"]

# Clause breaks: punctuation, and the conjunctions that open a second statement.
_CLAUSE = re.compile(r"[,;.!?，；。！？：:、\n]|\b(?:but|so|and then|because)\b|但|可是|所以|因为")

_EN_MOOD = re.compile(
    r"\b(?:"
    # possibility, advice and condition
    r"might|maybe|perhaps|possibly|probably|could|would|should|ought to|supposed to"
    r"|(?<!as )(?<!even )if|unless|in case|assuming|whether|once i|once we"
    # wanting, planning, weighing, trying
    r"|wants? to|wanted to|wanna|wish(?:es|ing)?|hop(?:e|es|ing)|dream(?:s|ing)? of"
    r"|plan(?:s|ning)? (?:to|on)|planning|intend(?:s|ing)?|aim(?:s|ing)? to|mean(?:s|ing)? to"
    r"|trying to"
    r"|'d like|would like|decided to|deciding|thinking (?:about|of)|think(?:s)? about"
    r"|considering|weighing up|looking into|toying with|tempted|on the fence"
    r"|torn between|not sure|undecided"
    # someone else's idea, or an outcome not known yet
    r"|(?:suggested|recommended|advised)(?: that)? (?:i|we|me)|told me to|keeps telling me"
    r"|appl(?:y|ies|ying|ied) (?:for|to)|interview(?:s|ing|ed)? (?:at|with|for)"
    r"|waiting (?:for|on|to hear)|wait-?listed|waiting list|on a waitlist"
    r"|someday|some day|in the future|down the line"
    r"|studying to|training to|saving (?:up )?for"
    r")\b",
    re.IGNORECASE,
)
# A verb told as done: a past form (-ed, or the irregular pasts a change is told with; the few
# words ending in -ed that are no verb, "based", "married", only make a text "done").
_EN_DONE = re.compile(
    r"\b(?:(?!(?:indeed|speed|bleed|breed|hundred|sacred)\b)[a-z]{3,}ed"
    r"|got|went|took|bought|sold|left|began|became|made|found|gave|came|moved|started|quit|"
    r"switched|swapped|sent|paid|ran|won|lost|met|had|did|fell|felt|kept|"
    r"told|said|saw|wrote|drove|rode|broke|brought|thought|caught|taught|ate|drank|wore|slept|"
    r"sat|stood|heard|spent|built|chose|forgot|threw|grew|knew|flew|hid)\b",
    re.IGNORECASE,
)
# "may" in lower case only ("My birthday is in May")
_EN_MAY = re.compile(r"\bmay\b")
# Mood words that end in -ed, read as mood, not as a verb told as done.
_EN_MOOD_ED = re.compile(
    r"\b(?:wanted|decided|suggested|recommended|advised|applied|interviewed|wait-?listed)\b",
    re.IGNORECASE,
)

_ZH_MOOD = re.compile(
    # wanting and planning (想 but not 想起/想到/想法/想念/理想/感想/思想/想象/想了)
    r"(?<![理感思猜])想(?![起到法念象了通])|打算|(?<=[我们在正])计划|准备(?![了好])|"
    r"考虑|琢磨|寻思|犹豫|纠结|盘算|希望|盼着|梦想|巴不得|"
    # possibility, condition, question
    r"可能|也许|或许|说不定|没准|如果|要是|假如|万一|的话|等到(?!了)|"
    r"要不要|该不该|能不能|是不是该|还是.{0,8}吗|"
    # someone else's idea, or an outcome not known yet
    r"建议我|劝我|申请|面试(?!通过|成功|过了)|等通知|等消息|等结果|排队等|在等|"
    r"将来|迟早|有朝一日"
)
# A change told as done: 了 (not 为了, 除了, 了解), 已经.
_ZH_DONE = re.compile("(?<![为除])了(?!解)|已经")
# A clause that asks (its own "?", or 吗/么/呢 closing it)
_ASKS = re.compile(r"(?:吗|(?<!什)么|呢)\s*$")
# A habit told with its occasion ("When I want a treat it's a Solero", "想犒劳自己的时候我就吃
# 梦龙"): the wanting is the occasion's, the habit is told as it is.
_HABIT = re.compile(r"^\s*(?:when|whenever|every time)\b|的时候|每当|每次", re.IGNORECASE)


@lru_cache(maxsize=4096)
def unrealised(text: str) -> bool:
    """Return True when ``text`` tells a change that may be, not one that is: the first of
    its clauses that asks, weighs or tells something as done asks, or has a marker of mood
    before any verb told as done."""
    for clause, asks in _clauses(text):
        done = _first_done(clause)
        if _HABIT.search(clause):
            mood = None
        else:
            mood = 0 if asks else _first((_EN_MOOD, _EN_MAY, _ZH_MOOD), clause)
        if mood is not None and (done is None or mood <= done):
            return True
        if done is not None:
            return False
    return False


def _clauses(text: str) -> list[tuple[str, bool]]:
    """Return the clauses of ``text`` in order, each with whether it asks a question."""
    out = []
    start = 0
    for m in _CLAUSE.finditer(text):
        clause = text[start : m.start()]
        out.append((clause, m.group() in "?？" or _ASKS.search(clause) is not None))
        start = m.end()
    tail = text[start:]
    out.append((tail, _ASKS.search(tail) is not None))
    return out


def _first(patterns: tuple[re.Pattern[str], ...], clause: str) -> int | None:
    """Return where the first match of any of ``patterns`` starts in ``clause``, or None."""
    starts = [m.start() for m in (p.search(clause) for p in patterns) if m is not None]
    return min(starts) if starts else None


def _first_done(clause: str) -> int | None:
    """Return where the clause's first verb told as done starts, or None (mood words ending in
    -ed are mood, not deeds)."""
    for m in _EN_DONE.finditer(clause):
        if not _EN_MOOD_ED.fullmatch(m.group()):
            en = m.start()
            break
    else:
        en = None
    zh = _ZH_DONE.search(clause)
    starts = [s for s in (en, zh.start() if zh else None) if s is not None]
    return min(starts) if starts else None


# What was and is no more: "used to" + a verb (not "I'm used to the cold", "got used to"; "did
# I use to" in a question), "before" closing a clause, "previously", "back then", "as a kid";
# 以前 / 之前 as "formerly" (after a subject or at the start, not "睡觉以前": before sleeping),
# 曾经, 小时候, 那时候. And a period of life or of time that is over: "when I was at uni", "in
# my twenties", "until last spring", "from 2012 to 2018", 上大学那会儿, 年轻时, 当年, 早些年,
# 婚前, "2015到2019年", 直到去年. Not a past date alone ("two years ago", "in 2019", 去年): a
# change is told with one ("I bought a Tesla two years ago"), and what it tells may still hold.
_BYGONE = re.compile(
    r"(?<!'m )(?<!\bam )(?<!\bis )(?<!\bare )(?<!\bget )(?<!\bgot )(?<!\bbe )(?<!getting )"
    r"(?<!gotten )\bused to [a-z]|\bdid (?:i|you|we|he|she|they) use to [a-z]"
    # "before" closing its clause: formerly ("Where did I work before?"), not "before work"
    r"|\bbefore(?=\s*(?:[?.!,;]|$))"
    r"|\b(?:previously|formerly|back then|back in the day|in the past|as a kid|as a child"
    r"|growing up|when i was (?:a kid|a child|young|little|in (?:school|college|uni)))\b"
    # a stage of life that is over, or a period with its end
    r"|\b(?:when (?:i|we) (?:was|were) (?:at|in) (?:uni|university|college|school|my \w+ies)"
    r"|when i was (?:a student|younger|single|a teenager)"
    # (not "My son is in his twenties": a stage told in the present)
    r"|(?<!\bis )(?<!\bam )(?<!\bare )(?<!'s )(?<!'m )(?<!'re )(?<!\bnow )"
    r"in (?:my|our|his|her) (?:teens|twenties|thirties|forties|fifties|uni days|student days)"
    r"|until (?:last|recently|(?:19|20)\d\d)|(?:from|between) (?:19|20)\d\d (?:to|and|until) "
    r"(?:19|20)\d\d)\b"
    r"|(?:^|[我他她咱们，,])(?:以前|之前|从前)|曾经|小时候|那时候|那会儿|那阵子|那几年"
    # ... and after a noun, before what it was ("老婆以前是老师", "我姐以前在义乌"), where "睡觉
    # 以前" (before sleeping) goes on with whoever acts
    r"|(?:以前|之前)(?=[是在住做干用开叫当养读])"
    r"|当年|早些年|前些年|早年|年轻(?:的)?时|婚前|直到(?:去年|上个?月|前年)"
    r"|(?:19|20)?\d\d年?(?:到|至|-)(?:19|20)?\d\d年",
    re.IGNORECASE,
)


@lru_cache(maxsize=4096)
def bygone(text: str) -> bool:
    """Return True when ``text`` tells what was and is no longer ("I used to live in Boston",
    "我以前住在南京", "Back then I drove a Golf"): history told late, no newer value of what
    is."""
    return _BYGONE.search(text) is not None
