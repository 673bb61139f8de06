"""Check the shape of the s6 held-out conversation sets (LoCoMo JSON shape).

python bench/data/validate_conversations_s6.py [files...]
Checks: JSON loads; sample_ids unique; sessions numbered 1..N (8-12 of them), each with a
LoCoMo-style date that parses, in chronological order; dia_ids are "D<session>:<n>", unique
and in order; speakers are speaker_a/speaker_b; optional image fields (blip_caption, query,
img_url) are well formed; every evidence id of every question exists in its own conversation
and is listed once; categories are 1-4 with at least 10 questions each. Prints counts.
"""

import collections
import datetime
import json
import re
import sys
from pathlib import Path

DATE = re.compile(
    r"^\d{1,2}:\d{2} (am|pm) on \d{1,2} (January|February|March|April|May|June|July|"
    r"August|September|October|November|December), \d{4}$"
)
DATE_FORMAT = "%I:%M %p on %d %B, %Y"
MIN_PER_CATEGORY = 10
SESSIONS = range(8, 13)
TURNS = range(220, 281)


def parse_date(text):
    assert DATE.match(text), text
    return datetime.datetime.strptime(text, DATE_FORMAT)


def check_turn(sid, s, n, turn, speakers):
    assert turn["dia_id"] == f"D{s}:{n}", (sid, turn["dia_id"], s, n)
    assert turn["speaker"] in speakers, (sid, turn)
    assert isinstance(turn["text"], str) and turn["text"].strip(), (sid, turn["dia_id"])
    for key in ("blip_caption", "query"):
        if key in turn:
            assert isinstance(turn[key], str) and turn[key].strip(), (sid, turn["dia_id"], key)
    if "img_url" in turn:
        assert isinstance(turn["img_url"], list), (sid, turn["dia_id"])
    return "blip_caption" in turn


def check_conversation(item):
    sid, conv, qa = item["sample_id"], item["conversation"], item["qa"]
    speakers = {conv["speaker_a"], conv["speaker_b"]}
    assert len(speakers) == 2, (sid, speakers)
    nums = sorted(int(m.group(1)) for k in conv if (m := re.fullmatch(r"session_(\d+)", k)))
    assert nums == list(range(1, len(nums) + 1)), (sid, nums)
    assert len(nums) in SESSIONS, (sid, len(nums))
    ids, turns, images, last = set(), 0, 0, None
    for s in nums:
        when = parse_date(conv[f"session_{s}_date_time"])
        assert last is None or when > last, (sid, s, "sessions out of date order")
        last = when
        for n, turn in enumerate(conv[f"session_{s}"], 1):
            images += check_turn(sid, s, n, turn, speakers)
            assert turn["dia_id"] not in ids, (sid, turn["dia_id"])
            ids.add(turn["dia_id"])
            turns += 1
    assert turns in TURNS, (sid, turns)
    cats, multi_session = collections.Counter(), 0
    for q in qa:
        assert q["category"] in (1, 2, 3, 4), (sid, q)
        assert q["question"].strip() and str(q["answer"]).strip(), (sid, q)
        assert q["evidence"], (sid, q["question"])
        assert len(set(q["evidence"])) == len(q["evidence"]), (sid, q["question"])
        for e in q["evidence"]:
            assert e in ids, (sid, q["question"], e)
        cats[q["category"]] += 1
        multi_session += len({e.split(":")[0] for e in q["evidence"]}) > 1
    for c in (1, 2, 3, 4):
        assert cats[c] >= MIN_PER_CATEGORY, (sid, c, cats[c])
    return len(nums), turns, images, cats, multi_session


def check(path):
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    assert isinstance(data, list) and data, "top level must be a non-empty list"
    sids = [item["sample_id"] for item in data]
    assert len(set(sids)) == len(sids), sids
    total = collections.Counter()
    for item in data:
        sessions, turns, images, cats, multi = check_conversation(item)
        print(
            f"{path} {item['sample_id']}: {sessions} sessions, {turns} turns, {images} with "
            f"images, {sum(cats.values())} questions, categories {dict(sorted(cats.items()))}, "
            f"{multi} with evidence in 2+ sessions"
        )
        total.update(cats)
        total["sessions"] += sessions
        total["turns"] += turns
    questions = sum(total[c] for c in (1, 2, 3, 4))
    print(
        f"{path}: {len(data)} conversations, {total['sessions']} sessions, {total['turns']} "
        f"turns, {questions} questions ({' / '.join(str(total[c]) for c in (1, 2, 3, 4))})"
    )


if __name__ == "__main__":
    here = Path(__file__).parent
    for p in sys.argv[1:] or [here / "conversations_en_s6.json", here / "conversations_zh_s6.json"]:
        check(p)
    print("ok")
