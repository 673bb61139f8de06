"""Check the shape of the s4 held-out conversation sets (LoCoMo JSON shape).

python bench/data/validate_conversations_s4.py [files...]
Checks: JSON loads; sessions numbered 1..N, each with a LoCoMo-style date; dia_ids are
"D<session>:<n>", unique and in order; speakers are speaker_a/speaker_b; every evidence id of
every question exists in its own conversation; categories are 1-4. Prints counts.
"""

import collections
import json
import re
import sys
from pathlib import Path

DATE = re.compile(
    r"^\d{1,2}:\d{2} (am|pm) on \d{1,2} (January|February|March|April|May|June|July|"
    r"August|September|October|November|December), \d{4}$"
)


def check(path):
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    assert isinstance(data, list) and data, "top level must be a non-empty list"
    for item in data:
        sid, conv, qa = item["sample_id"], item["conversation"], item["qa"]
        speakers = {conv["speaker_a"], conv["speaker_b"]}
        nums = sorted(int(m.group(1)) for k in conv if (m := re.fullmatch(r"session_(\d+)", k)))
        assert nums == list(range(1, len(nums) + 1)), (sid, nums)
        ids, turns = set(), 0
        for s in nums:
            assert DATE.match(conv[f"session_{s}_date_time"]), (
                sid,
                s,
                conv[f"session_{s}_date_time"],
            )
            for n, t in enumerate(conv[f"session_{s}"], 1):
                assert t["dia_id"] == f"D{s}:{n}", (sid, t["dia_id"], s, n)
                assert t["dia_id"] not in ids, (sid, t["dia_id"])
                assert t["speaker"] in speakers, (sid, t)
                assert t["text"].strip(), (sid, t["dia_id"])
                ids.add(t["dia_id"])
                turns += 1
        cats, multi_session = collections.Counter(), 0
        for q in qa:
            assert q["category"] in (1, 2, 3, 4), (sid, q)
            assert q["question"].strip() and str(q["answer"]).strip(), (sid, q)
            assert q["evidence"], (sid, q["question"])
            for e in q["evidence"]:
                assert e in ids, (sid, q["question"], e)
            cats[q["category"]] += 1
            multi_session += len({e.split(":")[0] for e in q["evidence"]}) > 1
        print(
            f"{path} {sid}: {len(nums)} sessions, {turns} turns, {len(qa)} questions, "
            f"categories {dict(sorted(cats.items()))}, {multi_session} with evidence in 2+ sessions"
        )


if __name__ == "__main__":
    here = Path(__file__).parent
    for p in sys.argv[1:] or [here / "conversations_en_s4.json", here / "conversations_zh_s4.json"]:
        check(p)
    print("ok")
