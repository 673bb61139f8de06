"""Which slot a pair of texts fills: the content each has of its own beside its values, a
qualifier swapped one for one ("right" / "left": two slots' values) or added to the attribute
("email" / "work email"), a value that says which thing ("the Monday meeting"), a day or an
occasion one text adds ("on Sundays", "at weekends", "at work"), topics the two frames name
apart ("dentist" / "GP"), and what a text calls "new" (the thing it replaces, or another
thing). Read by the rule judge (rules.py) and the write path's evidence of one slot
(memoryd.core.write.relate)."""

from __future__ import annotations

import re

from memoryd.core.judge.checks import DAY_PARTS
from memoryd.core.text.analysis import TextFacts, analyse, families
from memoryd.core.text.values import (
    ATTR_EN,
    EN_STOP,
    EN_TITLES,
    GENERIC,
    USUALLY,
    ZH_STOP,
    Value,
    word_stem,
)


def words_apart(a: TextFacts, b: TextFacts) -> tuple[list[str], list[str]] | None:
    """The content each text has of its own besides its values, the words that name its
    attribute and generic words, as (a's, b's), sorted; None unless both have some: two
    things numbered alike, told apart by what they are ("要报销的那张餐饮发票号码是04518327" /
    "住宿那张发票号码是04518372"), or two slots ("My right contact lens is minus 2.75" / "My
    left contact lens is minus 3.25"), not one value corrected."""
    naming = a.attr_words | b.attr_words
    if a.cjk:  # characters: bigrams at the seams would count a kept word as new
        naming_chars = {c for w in naming for c in w}
        own_a, own_b = a.chars - b.chars - naming_chars, b.chars - a.chars - naming_chars
    else:
        own_a, own_b = a.tokens - b.tokens - naming, b.tokens - a.tokens - naming
    own_a, own_b = own_a - GENERIC, own_b - GENERIC
    if not (own_a and own_b):
        return None
    return sorted(own_a), sorted(own_b)


_TITLES = frozenset(word_stem(t) for t in EN_TITLES)


def qualifier_swapped(old: str, new: str) -> tuple[str, str] | None:
    """The content word two texts in one language swap one for one besides their values
    (words_apart, without concepts and words for "usually"), as (old, new), or None ("My right
    contact lens is minus 2.75" / "My left ...": right / left; "The car's MOT is due in April"
    / "The car's service is due in September"). Two values in frames that differ by such a
    word are two slots' values, not one slot's old and new one."""
    a, b = analyse(old), analyse(new)
    if a.cjk != b.cjk or (apart := words_apart(a, b)) is None:
        return None
    # (a part of the day goes with the time beside it: "Thursday evenings" / "Wednesday
    # afternoons" is one time for another; a title with the name after it: "Ms." / "Mr.")
    drop = USUALLY | DAY_PARTS | _TITLES
    only_a = [t for t in apart[0] if not t.startswith("@") and t not in drop]
    only_b = [t for t in apart[1] if not t.startswith("@") and t not in drop]
    # One word for one: a restatement in other words swaps several ("My son's swim class is
    # on Tuesdays" / "My son's swimming lesson is on Wednesday afternoons"), or one for a word
    # of its family ("Ms. Lindqvist teaches my daughter's class" / "My daughter's class
    # teacher is Ms. Park").
    if len(only_a) != 1 or len(only_b) != 1 or _one_family(only_a[0], only_b[0]):
        return None
    return only_a[0], only_b[0]


_FUNCTION_WORDS = frozenset(EN_STOP | ZH_STOP)


def qualifying_value_swapped(old: str, new: str) -> tuple[str, str] | None:
    """The values two texts in one frame put right before the thing they are about, as (old's,
    new's), when those differ and each text has another value besides: "My Monday meeting is
    at 10am" / "My Wednesday meeting is at 2pm" give (Monday, Wednesday), "我周一的例会是上午
    10点" / "我周三的例会是下午2点" (周一, 周三). Else None ("My meeting is on Monday at 10am":
    the value comes after the thing, it is the thing's own).

    Why: a value that names which one ("the Monday meeting") makes two things of one kind, two
    weekly meetings both true at once; the value after it (10am, 2pm) is each one's own."""
    a, b = analyse(old), analyse(new)
    frame = a.frame
    if a.cjk != b.cjk or frame != b.frame or frame.count("|") < 2:
        return None
    after = frame.index("|") + 1
    if a.cjk and after < len(frame) and frame[after] == "的":
        after += 1  # 周一的例会
    if after >= len(frame) or frame[after] == "|" or frame[after] in _FUNCTION_WORDS:
        return None
    first_a, first_b = _first_value(a), _first_value(b)
    if first_a is None or first_b is None or first_a.key == first_b.key:
        return None
    return first_a.text, first_b.text


def occasion_added(old: str, new: str) -> str:
    """Return the day one of two texts in one language names where the other names none ("I
    go for a run at 6am" / "On Sundays I go for a run at 8am": Sundays), or the occasion the
    new text tells its fact for where the old one tells none ("I get up at 7" / "At weekends I
    get up at 9": at weekends; "Call me Kate" / "Everyone at work calls me Kit": at work; 我早上
    七点起床 / 我周末九点起床: 周末), or "".

    Why: a habit or a name told for one day, one kind of day or one setting is a narrower slot
    beside the everyday one, both true at once; told without a change cue, it is no evidence
    that the everyday one changed. The occasions are a closed class (the kinds of day and the
    settings a routine is told for), not a list of attributes. Only the new text's: a text
    that drops the old one's occasion tells the slot as a whole ("闺女周末去少年宫学长笛" /
    "闺女长笛不学了，学架子鼓"; "Work books me into Hilton when I travel" / "No more Hilton,
    work trips are at Ibis": corrections on the spent knowledge-update sets)."""
    a, b = analyse(old), analyse(new)
    if a.cjk != b.cjk:
        return ""
    days_a, days_b = _days(a), _days(b)
    if bool(days_a) != bool(days_b):
        return (days_a or days_b)[0]
    if days_a or _occasions(a):
        return ""
    # ... and not one the old text names otherwise: "My work laptop is a MacBook Pro" / "At
    # work I use a Dell XPS 13" tell one slot (a correction on the spent sets)
    told = [o for o in _occasions(b) if not _named_in(o, a)]
    return told[0] if told else ""


def _named_in(occasion: str, t: TextFacts) -> bool:
    """Whether ``t`` names the words of ``occasion`` ("work" of "at work", 公司 of 在公司)."""
    if t.cjk:
        return occasion.removeprefix("在") in t.raw
    words = {w for w in re.findall(r"[a-z]+", occasion) if w not in _FUNCTION_WORDS}
    return bool(words) and words <= {w.lower() for w in re.findall(r"[A-Za-z]+", t.raw)}


def _days(t: TextFacts) -> list[str]:
    return [v.text for v in t.values if v.kind == "weekday"]


def _occasions(t: TextFacts) -> list[str]:
    """The occasions ``t`` tells its fact for (_OCCASION_EN / _OCCASION_ZH), in order."""
    pattern = _OCCASION_ZH if t.cjk else _OCCASION_EN
    return [m.group(0) for m in pattern.finditer(t.raw.lower())]


# Kinds of day, seasons of a routine and the settings a fact can hold in alone.
_OCCASION_EN = re.compile(
    r"\b(?:(?:at|on|over|during) (?:the )?)?(?:weekends?|weekdays?|work ?days?|school nights?"
    r"|school days?|school holidays?|term[- ]time|(?:bank )?holidays?|rest days?|days? off"
    r"|night shifts?|in (?:the )?(?:summer|winter)|at work|in the office|at school"
    r"|when i(?:'m)? travel(?:l?ing)?|on (?:work )?trips?)\b"
)
_OCCASION_ZH = re.compile(
    r"周末|工作日|上学的?日子|节假日|假期|放假|寒假|暑假|休息日|夜班|夏天|冬天|在公司|在单位"
    r"|上班的时候|出差"
)


def value_says_which(old: str, new: str) -> str:
    """Return the value that says which thing one of two texts is about where the other names
    another one or none (qualifying_value_swapped's new value, else occasion_added's day or
    occasion), or ""."""
    swapped = qualifying_value_swapped(old, new)
    return swapped[1] if swapped else occasion_added(old, new)


def _first_value(t: TextFacts) -> Value | None:
    """Return the value that comes first in ``t``'s text, or None."""
    placed = [(t.raw.find(v.text), i) for i, v in enumerate(t.values) if v.text in t.raw]
    return t.values[min(placed)[1]] if placed else None


def topics_apart(old: str, new: str) -> tuple[frozenset[str], frozenset[str]]:
    """The topics and attributes (TextFacts.concepts) each of two texts names besides its
    values and the other does not, as (old's, new's), when each names one the other does not
    (a swap; else two empty sets): "My dentist is Dr. Patel" / "My GP is Dr. Okafor" give
    ({@dentist}, {@doctor}), "我的牙医是王医生" / "我的家庭医生是李医生" the same. Values aside,
    so that a value that happens to be a topic does not count: the frame names the slot.

    Why: a value swapped between frames that name different things is two slots' values, not
    one slot's old and new one, even when both frames name one broader attribute besides (a
    dentist is another doctor than the GP). Why a swap only: a frame that names one more
    topic is as often the same slot told in other words or a value the reader did not
    recognise as one ("Sunday mornings we're at the Methodist chapel" / "... at Holy
    Trinity"): a first try that read one-sided topics, and any words one frame adds, kept
    both in 21 corrections of the spent knowledge-update sets (main's leak@5 .010 -> .036)."""
    a, b = _frame_concepts(old), _frame_concepts(new)
    if not (a - b and b - a):
        return frozenset(), frozenset()
    return a - b, b - a


def _frame_concepts(text: str) -> frozenset[str]:
    """Return the concepts of ``text`` with its values blanked out."""
    facts = analyse(text)
    bare = text
    for value in facts.values:
        if value.text:
            bare = bare.replace(value.text, " ")
    return analyse(bare).concepts if bare != text else facts.concepts


# Words before an attribute that name the slot a text already had, not another one ("my new
# email", "my current address", "我现在的邮箱", "我的新手机号"): a correction's words.
_SAME_SLOT = frozenset(
    word_stem(w)
    for w in (
        "new current own personal main primary real actual correct updated latest usual "
        "regular present proper right full old previous"
    ).split()
)
_ZH_SAME_SLOT = frozenset("新现旧老原前正个人常主")
_EN_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")


def qualifier_added(old: str, new: str) -> str:
    """Return the word one of two texts puts before the attribute both name and the other
    does not ("My email is ..." / "My work email is ...": "work"; "我的邮箱是..." / "我的工作
    邮箱是...": 工作), or "" when neither does, or when either says more than that besides its
    values. The qualified attribute is another slot beside the plain one, both true at once
    ("My phone number is 555-1234" / "My work phone is 555-9876"); words that name the slot a
    text already had ("new", "current", 新) qualify nothing. A qualifier swapped for another is
    qualifier_swapped's. The words before it may be several ("My skip-level manager").

    Why an attribute the reader knows and not any word both texts share: with any shared word
    ("My flight is on May 2" / "My return flight is on May 9") 2 corrections of the spent
    knowledge-update sets stopped replacing ("I gave up on Bear, everything's in Apple
    Notes" read "Apple" as a qualifier of notes; session 23)."""
    a, b = analyse(old), analyse(new)
    shared = a.attr_words & b.attr_words
    if a.cjk != b.cjk or not shared:
        return ""
    naming = a.attr_words | b.attr_words
    own_a, own_b = _own_words(a, b, naming), _own_words(b, a, naming)
    for text, own, other in ((new, own_b, own_a), (old, own_a, own_b)):
        if not own or other - GENERIC:  # (the other text says something of its own)
            continue
        word = _before_attribute(text, own, shared, a.cjk)
        rest = own - GENERIC - (set(word) if a.cjk else {word_stem(w) for w in word.split()})
        if word and not rest:
            return word
    return ""


# A possessive subject at the start of a clause, up to its copula: the thing a fact is about,
# as its writer names it ("My laptop bag is ...", "我的电脑包是...").
_EN_SUBJECT = re.compile(
    r"(?:^|[,.;:!?]\s*|\b(?:and|but|so)\s+)(?:my|our|his|her|their|your)\s+"
    r"([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,3}?)\s+(?:is|are|was|were)\b",
    re.IGNORECASE,
)
_ZH_SUBJECT = re.compile(
    r"(?:^|[，。；：！？,.;:!?])(?:我|我们|我家|咱家|咱们)的([\u4e00-\u9fff]{1,6}?)(?:是|叫)"
)
# Closed-class words that may follow a subject without naming another thing: adverbs of time
# and degree, articles, quantifiers, prepositions ("My car now is", "My rent each month is",
# "我的电脑现在是", "我的房租每月是").
_EN_NOT_HEAD = frozenset(
    "now currently still also too nowadays really actually always usually then already finally "
    "officially again these those this that days here there today just probably definitely "
    "normally mostly generally each every per a an the for in at of on with from to by as "
    "since".split()
)
_ZH_NOT_HEAD = frozenset("现目一都也还就又总已仍依平其最如今以每这那些个月年天周的")


def head_added(old: str, new: str) -> str:
    """Return the word(s) one of two texts puts right after the thing the other's possessive
    subject names, before the copula ("My laptop is ..." / "My laptop bag is ...": "bag";
    "我的电脑是..." / "我的电脑包是...": 包), or "". Both languages name a compound's head last:
    the subject with the word added is another thing (the bag, not the laptop), and its value
    no newer value of the other's ("My phone case is a Spigen" / "My phone is a Pixel 8": both
    true). At most two English words or three characters, none a closed-class word
    (_EN_NOT_HEAD: "My car now is ..." is the same car).

    Why: the judge read the frame "My X is V" kept and the value changed, and the newer text
    replaced the older (session 31, found by probing); it fires on none of the 2,700 update
    pairs of the spent knowledge-update sets nor the spent distinct-facts and pair-probe
    pairs."""
    en = _added(_en_subjects(old), _en_subjects(new), 2, _EN_NOT_HEAD)
    if en:
        return " ".join(en)
    return "".join(_added(_zh_subjects(old), _zh_subjects(new), 3, _ZH_NOT_HEAD))


def _added(
    olds: set[tuple[str, ...]], news: set[tuple[str, ...]], most: int, closed: frozenset[str]
) -> tuple[str, ...]:
    """Return the units (words or characters) one subject adds after another that it starts
    with: at most ``most`` of them, none in ``closed``; () when no pair of subjects does."""
    for a in olds:
        for b in news:
            for long, short in ((a, b), (b, a)):
                if len(long) <= len(short) or long[: len(short)] != short:
                    continue
                extra = long[len(short) :]
                if len(extra) <= most and not set(extra) & closed:
                    return extra
    return ()


def _en_subjects(text: str) -> set[tuple[str, ...]]:
    """Return the possessive subjects of ``text``'s English clauses, as lower-case words."""
    return {tuple(m.group(1).lower().split()) for m in _EN_SUBJECT.finditer(text)}


def _zh_subjects(text: str) -> set[tuple[str, ...]]:
    """Return the possessive subjects of ``text``'s Chinese clauses, as characters."""
    return {tuple(m.group(1)) for m in _ZH_SUBJECT.finditer(text)}


def _own_words(a: TextFacts, b: TextFacts, naming: frozenset[str]) -> set[str]:
    """Return the words (for Chinese the characters) of ``a`` that ``b`` lacks, besides the
    words naming the attribute and the concepts. A word ``b`` says anyway, read there as part
    of a value ("My Delta SkyMiles number is ..." / "Delta SkyMiles number: ...": a name in
    one, plain words in the other), is no word of ``a``'s own."""
    if a.cjk:
        return set(a.chars - b.chars) - {c for w in naming for c in w}
    said = {word_stem(w) for w in b.words}
    return {t for t in a.tokens - b.tokens - naming if not t.startswith("@") and t not in said}


def _before_attribute(text: str, own: set[str], shared: frozenset[str], cjk: bool) -> str:
    """Return the first run of ``own`` words that stands right before one of the ``shared``
    attribute words in ``text`` (of two characters or more, for Chinese), or ""."""
    low = text.lower()
    if cjk:
        words = sorted((w for w in shared if len(w) > 1), key=len, reverse=True)
        if not words:
            return ""
        attr = "|".join(map(re.escape, words))
        for m in re.finditer(f"([{re.escape(''.join(sorted(own)))}]{{2,}})(?:{attr})", low):
            if not set(m.group(1)) & _ZH_SAME_SLOT:
                return m.group(1)
        return ""
    # (the run of own words right before it: "skip-level manager", "long stay car park")
    words = _EN_WORD.findall(low)
    for i, word in enumerate(words):
        if word_stem(word) not in shared:
            continue
        start = i
        while start and word_stem(words[start - 1]) in own - _SAME_SLOT:
            start -= 1
        if start < i:
            return " ".join(words[start:i])
    return ""


def _one_family(x: str, y: str) -> bool:
    """Whether two words (stems, or CJK characters) are of one family: one starts the other,
    or they share their first four letters ("teach" / "teacher", "swim" / "swimming")."""
    return x.startswith(y) or y.startswith(x) or (len(x) >= 4 and x[:4] == y[:4])


_AFTER_NEW = re.compile(r"\bnew\s+((?:[a-z]+(?:'[a-z]+)?\s*){1,3})")


def new_thing_elsewhere(a: TextFacts, b: TextFacts) -> bool:
    """Whether what ``b`` calls new is a thing ``a`` does not speak of: "The new dining table
    is order 7720-5591" beside "The sofa from DFS is order 7720-5519" is another order, not
    the sofa's corrected; "My new phone number is ..." beside "My number is ..." names the
    number again; "The new MacBook from work" names the new value itself. Read from the (at
    most three) words after "new", up to a function word: one of them in ``a``, naming an
    attribute ``a`` has, or part of a value of ``b``, and it is the same thing."""
    found = _AFTER_NEW.search(b.raw.lower())
    if found is None:
        return False
    plain = []
    for w in found.group(1).split():
        if w in EN_STOP:
            break
        plain.append(w)
    valued = {w for v in b.values for w in v.text.lower().split()}
    if not plain or set(plain) & valued:
        return False
    words = [word_stem(w) for w in plain]
    kept = a.tokens | a.attr_words | a.words
    concepts = {f"@{ATTR_EN[w]}" for w in words if w in ATTR_EN}
    return not (set(words) & kept or concepts & families(a))
