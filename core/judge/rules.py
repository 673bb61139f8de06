"""RuleJudge: how two similar texts relate, by rules on what each says (no model, no network).

The order of the rules is RuleJudge.judge; the checks on a pair of analysed texts are
memoryd.core.judge.checks, what one text says is memoryd.core.text.analysis.
"""

from __future__ import annotations

import difflib

from memoryd.core.errors import ConfigurationError
from memoryd.core.judge.base import Judgement, Rule, Verdict
from memoryd.core.judge.checks import (
    DAY_PARTS,
    NOT_CONTENT,
    THING_VALUES,
    WHEN_KINDS,
    about_same,
    across_languages,
    changed_kinds,
    coexist,
    describe,
    description_changed,
    frame_swap,
    leaves_out,
    name_within,
    other_slot,
    person_changed,
    restatement,
    single_valued_topic,
    slot_swap,
    topic_beyond_people,
)
from memoryd.core.judge.negation import negation_meets
from memoryd.core.judge.people import different_people
from memoryd.core.judge.slots import new_thing_elsewhere, words_apart
from memoryd.core.text.analysis import (
    PAST,
    SINGLE_VALUED,
    TextFacts,
    analyse,
    attributes,
)
from memoryd.core.text.cues import (
    MOVE_CUES,
    NEW_CUES,
)
from memoryd.core.text.values import (
    EVENT_ATTRIBUTES,
    GENERIC,
    HABITUAL,
    TODAY,
    USUALLY,
    word_stem,
)


def _difference(a: TextFacts, b: TextFacts) -> tuple[str, str]:
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


class RuleJudge:
    """Rules for Chinese and English that need no model and no network.

    First, whose fact is it: texts about different people or numbered things coexist, flagged
    ``distinct`` (relatives and roles: "my wife" / "my son"; named people: "Carlos" / "Wei",
    "Sofia's flight" / "Liam's flight", "高洁" / "何平", or a named person and the user; things:
    "project KM-412" / "project PR-207"). A name is a given name from the lexicon, an owner
    ("X's"), a capitalised word before a verb or after "with" / "by", or for Chinese a common
    surname with one or two more characters in subject position (memoryd.core.text.lexicon).
    Where a person is the value of an attribute ("my manager is David", "call me Mike",
    "紧急联系人是我姐姐", "my doctor is Dr. Kim") it is a value, not the subject; a text that names
    nobody and is not in the first person ("Swim class isn't on Tuesdays anymore") may be about
    the other text's relative. Values as memoryd.core.text.redact masks them ("138****5678",
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
        a, b = analyse(old), analyse(new)
        if a.cjk != b.cjk:
            return across_languages(a, b)
        shared = a.tokens & b.tokens
        va, vb = a.value_map(), b.value_map()
        # Related by content: a shared content word, attribute, topic or named thing, or one
        # frame with one slot swapped ("I prefer tea" / "I prefer coffee now").
        about = about_same(a, b)
        if leaves_out(a, b, EVENT_ATTRIBUTES):
            about = ""  # an event is what it is called: "a meeting with sales" / "the offsite"
        # One topic for ordering two facts by time (Judgement.same_topic): what the cue rules
        # below take away from ``about`` only bars a supersede ("I've moved on to a new
        # podcast, Radiolab" names no old value, yet is about the podcast); a wish beside a
        # fact is not one topic ("saving up for a new laptop" / "My laptop is a MacBook Air").
        topic = bool(about) and a.plan == b.plan
        changed = changed_kinds(va, vb)
        # Both texts give values, none of one kind ("a half marathon in March" / "the guitar
        # since 2019"): whatever a cue says, not one attribute.
        clash = bool(va) and bool(vb) and not va.keys() & vb.keys()

        # one possessive description, two values: "My family doctor is Dr. Haddad" / "My
        # family doctor is Dr. Kim", "我的车位是B12" / "我的车位是C7" (the name is the value, not
        # whom the fact is about); decides after the rules below (4b)
        described = description_changed(a, b)

        # (0) different people: never one fact ("Carlos ..." / "Wei ...", "my wife" / "my son")
        different = different_people(a, b)
        if different and not described:
            # Never one fact; but one frame with the person swapped ("I do PT with Luis" / "...
            # with Marek") may be one slot's old and new value, for time to order
            # (the user's own words in both, about the same relatives, the rest the same, its
            # values too: "Carlos works at Google" / "Wei works at Google" are two people's
            # facts, "My cousin Joaquin lives in Montreal" / "... Freya ... Vienna" two cousins)
            swapped = (
                a.first_person
                and b.first_person
                and a.subjects == b.subjects
                and a.tokens == b.tokens
                and va == vb
                and a.plan == b.plan
                and not (a.things and b.things)
            )
            return Judgement(
                Verdict.COEXIST, True, f"different people: {different}", True, same_topic=swapped,
                rule=Rule.DIFFERENT_PEOPLE,
            )  # fmt: skip

        # (1) negation flip: one text negates what the other says ("喜欢吃辣" / "不吃辣"), not
        # something else in it ("只吃海鲜不吃红肉" / "海鲜过敏"); one past event does not negate
        # a standing preference ("不吃红肉" / "周四去吃了牛肉锅"), nor one day a habit ("I
        # haven't had coffee today" / "I drink coffee every morning"), but "I quit ... ago" does
        if a.negated != b.negated:
            neg, pos = (b, a) if b.negated else (a, b)
            meets = negation_meets(neg, pos)  # on most of what it covers (negation.negation_meets)
            one_day = TODAY.search(neg.raw) is not None and HABITUAL.search(pos.raw) is not None
            episode = (a.event != b.event or one_day) and not neg.cessation
            if meets and not episode:
                side = "new" if b.negated else "old"
                return Judgement(
                    Verdict.SUPERSEDE, True, f"negation flip ({side} text is negated)",
                    rule=Rule.NEGATION_FLIP,
                )  # fmt: skip

        # (2) change cues in the new text only, on the same attribute or topic
        # (a cue that moves a thing to a new time or place needs the old one's: "Standup is at
        # 9:30" / "Standup moved to 10:00", not "I prefer aisle seats" / "My flight was moved
        # to Friday")
        moved = b.strong_cue in MOVE_CUES or b.strong_cue.startswith(("mov", "push", "resch"))
        if moved and not va:
            about = ""
        if a.plan != b.plan:
            about = ""  # "saving up for a gaming laptop" / "IT swapped my laptop": a wish
        if b.strong_cue and b.strong_cue != a.strong_cue and about and not clash:
            return Judgement(
                Verdict.SUPERSEDE, True, f"update cue: {b.strong_cue!r} ({about})",
                rule=Rule.UPDATE_CUE,
            )  # fmt: skip
        if b.start_cue and b.start_cue != a.start_cue and not clash and a.plan == b.plan:
            single = single_valued_topic(a, b)
            if single:
                return Judgement(
                    Verdict.SUPERSEDE, True, f"update cue: {b.start_cue!r} ({single})",
                    rule=Rule.UPDATE_CUE,
                )  # fmt: skip
        # A weak cue names no attribute: it changes one both texts state, not the person both
        # are about ("My aunt Rita is a retired headteacher" / "Aunt Rita lives in Whitby now"
        # are two facts about Rita; "I prefer tea" / "I prefer coffee now" one slot).
        # (someone: a relative, or a named person a text not in the first person is about; in
        # the user's own words a name is a value: "I bank with Ally")
        about_someone = any(t.subjects or (t.names and not t.first_person) for t in (a, b))
        # (values of one kind on both sides, another one new, may be that slot's: "My daughter
        # is a pupil at Oakwood Primary" / "My daughter goes to Hillcrest Academy now")
        only_person = about_someone and not topic_beyond_people(a, b) and not frame_swap(a, b)
        weak = b.weak_cue and b.weak_cue != a.weak_cue and about and not clash
        if weak and only_person and not (changed and va.keys() & vb.keys()) and a.plan == b.plan:
            # Maybe one of theirs changed in words no rule ties to the other's ("My brother
            # works as a teacher" / "My brother's changed jobs, he's a tester now"): one topic,
            # so time may order the two, and neither is hidden.
            return Judgement(
                Verdict.COEXIST, True, f"a cue about {about}, no attribute shared", same_topic=True
            )
        if weak:
            if (b.weak_cue not in NEW_CUES or changed) and not (
                b.weak_cue == "new" and new_thing_elsewhere(a, b)
            ):
                return Judgement(
                    Verdict.SUPERSEDE, True, f"update cue: {b.weak_cue!r} ({about})",
                    rule=Rule.UPDATE_CUE,
                )  # fmt: skip

        # (2b) two past events on different days are two events ("上周二 ... 跑了13公里" /
        # "上周日 ... 跑了25公里"), not a correction (that would carry a cue)
        when = [k for k in changed if k in WHEN_KINDS]
        if when and PAST.search(a.raw) and PAST.search(b.raw):
            return coexist(a, b, when, "different events", rule=Rule.DIFFERENT_EVENTS)

        # (3) a value changed, the frame around it did not; an attribute's own kind of value
        # changed, nothing else ("我是一名老师" / "我的职业是数据工程师": one profession at a time),
        # or an address or number under a shared single-valued attribute need no frame
        # ("邮箱是a@b.com" / "发邮件给我用c@d.com"); a name in another slot is another attribute
        # ("work as a UX designer" / "work at Initech")
        if changed == ["job"] and "@profession" in shared:
            return Judgement(
                Verdict.SUPERSEDE,
                True,
                f"profession changed: {describe(a.values, 'job')} -> {describe(b.values, 'job')}",
                rule=Rule.ATTRIBUTE_CHANGED,
            )
        ident = [k for k in changed if k in ("address", "id")]
        if ident and len(changed) == 1 and shared & SINGLE_VALUED and not words_apart(a, b):
            k = ident[0]
            return Judgement(
                Verdict.SUPERSEDE,
                True,
                f"value changed: {describe(a.values, k)} -> {describe(b.values, k)}",
                rule=Rule.VALUE_CHANGED,
            )
        if changed and not other_slot(a, b, changed[0]):
            common = va.keys() & vb.keys()
            kept = sum(len(va[k] & vb[k]) for k in common)
            slots = sum(max(len(va[k] - vb[k]), len(vb[k] - va[k])) for k in changed)
            naming = a.attr_words | b.attr_words  # "My car is" / "I drive": one attribute
            # (a word for "usually" is no frame: "我每天..." / "我平时...")
            only_a = a.tokens - b.tokens - naming - USUALLY
            only_b = b.tokens - a.tokens - naming - USUALLY
            frame_kept = not (only_a and only_b) or (
                len(only_a | only_b) <= max(1, len(shared) // 2)
            )
            # One value swapped (others kept), or several under one single-valued attribute
            # with nothing else changed: "12 Oak Street" -> "40 Pine Avenue".
            whole = not (only_a or only_b) and bool(shared & SINGLE_VALUED)
            # ... and no other word swapped with it: "下棋 ... 西安" / "水彩画 ... 哈尔滨" are two
            # facts about two things, not one value corrected
            if (
                (slots == 1 or kept or whole)
                and frame_kept
                # a shared generic word is no frame: "I work out at FitLife" / "At work I use
                # a Dell XPS 13"
                and (shared - GENERIC or kept)
                and slot_swap(a, b) is None
            ):
                k = changed[0]
                return Judgement(
                    Verdict.SUPERSEDE,
                    True,
                    f"value changed: {describe(a.values, k)} -> {describe(b.values, k)}",
                    rule=Rule.VALUE_CHANGED,
                )

        # (4) one word swapped under a single-valued attribute (values, if any, unchanged), in
        # one frame: "favourite colour is blue" / "... green", not "work as a nurse" / "take the
        # train to work"
        attrs = shared & SINGLE_VALUED
        if attrs and va == vb and frame_swap(a, b):
            only_a = a.tokens - b.tokens - GENERIC
            only_b = b.tokens - a.tokens - GENERIC
            if a.cjk:  # count swapped characters: bigrams at the seams inflate the diff
                only_a, only_b = a.chars - b.chars, b.chars - a.chars
            naming = a.attr_words | b.attr_words  # "I live" / "My home is": the same attribute
            only_a, only_b = only_a - naming, only_b - naming
            if only_a and only_b and max(len(only_a), len(only_b)) <= max(2, len(shared) - 1):
                attr = sorted(attrs)[0][1:]
                was, now = _difference(a, b)
                return Judgement(
                    Verdict.SUPERSEDE, True, f"{attr} changed: {was} -> {now}",
                    rule=Rule.ATTRIBUTE_CHANGED,
                )  # fmt: skip

        # (4b) the same possessive description with another value (see above)
        if described:
            return Judgement(Verdict.SUPERSEDE, True, described, rule=Rule.DESCRIPTION_CHANGED)

        # (4c) the same attribute said again in other words, with another value: "We set aside
        # $75,000 for redoing the kitchen" / "Our budget for the kitchen renovation is $80,000"
        if restated := restatement(a, b):
            return Judgement(Verdict.SUPERSEDE, True, restated, rule=Rule.RESTATED)

        # (4d) one person for a role one has one of, named in other words: "I go to Dr. Lindqvist
        # for my physical" / "My GP is Dr. Moreau", "我的家庭医生是孙医生" / "我看病一直找林大夫"
        if person := person_changed(a, b):
            return Judgement(Verdict.SUPERSEDE, True, person, rule=Rule.ATTRIBUTE_CHANGED)

        # (5) refinement: the longer text contains the shorter one's content; a past event is
        # no more detailed a preference ("我不吃红肉" / "昨天去吃了牛肉火锅") or plan ("明天开会讨论
        # 安全审计" / "昨天把安全审计上线了"), a negated text no more detailed a positive one
        if a.negated == b.negated and a.event == b.event:
            if refined := self._refinement(a, b):
                return refined

        if va == vb and (swap := slot_swap(a, b)):
            return Judgement(
                Verdict.COEXIST,
                True,
                f"different facts; distinct: {swap[0]} / {swap[1]}",
                True,
                same_topic=True,
            )
        # two attributes ("我在杭州生活" / "我在杭州上班"): two facts, however alike they read
        attrs_differ = attributes(a) and attributes(b) and leaves_out(a, b) and leaves_out(b, a)
        if attrs_differ and not changed:
            was, now = sorted(attributes(a))[0][1:], sorted(attributes(b))[0][1:]
            return Judgement(
                Verdict.COEXIST, True, f"different attributes; distinct: {was} / {now}", True,
                rule=Rule.DIFFERENT_ATTRIBUTES,
            )  # fmt: skip
        reason = "different facts" if about else "one topic, no change read" if topic else ""
        # The person alone is no topic for time to order: "Our boy will only eat Weetabix for
        # breakfast" / "The books our boy brings home are Orange band" are both current.
        same_topic = topic and not only_person
        return coexist(a, b, changed, reason or "no overlap", same_topic=same_topic)

    def _refinement(self, a: TextFacts, b: TextFacts) -> Judgement | None:
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
            if leaves_out(s_text, l_text):
                continue  # more detail on an attribute names it ("我在华为上班" / "笔记本是华为")
            # a name inside a longer one is covered ("MacBook" / "MacBook Pro")
            covered = {
                i for i in short if i in long_ or (i.startswith("=name:") and name_within(i, long_))
            }
            coverage = len(covered) / len(short)
            # (whose fact it is and the part of the day are no content: "我女儿每周日下午学画画" /
            # "我女儿的钢琴课在周日下午" share only those)
            # (unless they share a thing too: "My daughter goes to Hillcrest Academy" / "... moved
            # from Hillcrest Academy to ...")
            thing = any(i.startswith(THING_VALUES) and i in covered for i in short)
            ignored = DAY_PARTS if thing else NOT_CONTENT
            words = {i for i in short if not i.startswith("=") and i not in ignored}
            if words and not words & covered:
                continue  # only the values are shared: "大刘1月结婚" / "大刘的生日是1月4日"
            if covered == {t for t in covered if t.isascii() and t.isalpha()} and len(covered) == 1:
                # one English word and nothing else: as written, not a stem of another word
                # ("I have a dog" / "... a dog named Max"; not "take the train" / "training")
                (stem,) = covered
                forms = {w for w in s_text.words if word_stem(w) == stem}
                if not forms & l_text.words:
                    continue
            # More specific keeps every value of the vaguer text ("Friday" -> "Friday at 2pm").
            values_kept = all(
                i in long_ or (i.startswith("=name:") and name_within(i, long_))
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
            coverage=coverage,
            rule=Rule.REFINEMENT,
        )
