#!/usr/bin/env python3
"""Validate conversations_en_s7.json and conversations_zh_s7.json (LoCoMo-style).

Standard library only. Exit code 0 if everything passes, 1 on any violation.
Usage: python3 validate_conversations_s7.py [data_dir]
"""

import json
import re
import sys
from collections import Counter
from datetime import datetime
from pathlib import Path

FILES = [("conversations_en_s7.json", "en"), ("conversations_zh_s7.json", "zh")]
DATE_RE = re.compile(
    r"^(1[0-2]|[1-9]):[0-5]\d (am|pm) on ([1-9]|[12]\d|3[01]) "
    r"(January|February|March|April|May|June|July|August|September|"
    r"October|November|December), \d{4}$"
)
DIA_RE = re.compile(r"^D(\d+):(\d+)$")
SESSION_KEY_RE = re.compile(r"^session_(\d+)$")
TURN_KEYS = {"speaker", "dia_id", "text"}
IMAGE_KEYS = {"blip_caption", "query"}
QA_KEYS = {"question", "answer", "evidence", "category"}
CJK_RE = re.compile(r"[\u4e00-\u9fff]")

errors = []


def err(where, msg):
    errors.append(f"{where}: {msg}")


def parse_date(s):
    if not isinstance(s, str) or not DATE_RE.match(s):
        return None
    try:
        return datetime.strptime(s.upper().replace(" ON ", " on "), "%I:%M %p on %d %B, %Y")
    except ValueError:
        return None


def check_conversation(c, lang, where):
    stats = {}
    if not isinstance(c, dict):
        err(where, "conversation entry is not an object")
        return None
    for k in ("sample_id", "conversation", "qa"):
        if k not in c:
            err(where, f"missing key '{k}'")
            return None
    conv = c["conversation"]
    a, b = conv.get("speaker_a"), conv.get("speaker_b")
    if not (isinstance(a, str) and a.strip() and isinstance(b, str) and b.strip()):
        err(where, "speaker_a / speaker_b must be non-empty strings")
        return None
    if a == b:
        err(where, "speaker_a and speaker_b are the same")
    speakers = {a, b}

    nums = set()
    for k in conv:
        if k in ("speaker_a", "speaker_b"):
            continue
        m = SESSION_KEY_RE.match(k)
        if m:
            nums.add(int(m.group(1)))
        elif re.match(r"^session_\d+_date_time$", k):
            n = int(k.split("_")[1])
            if f"session_{n}" not in conv:
                err(where, f"{k} has no matching session_{n}")
        else:
            err(where, f"unexpected key in conversation: '{k}'")
    nums = sorted(nums)
    if nums != list(range(1, len(nums) + 1)):
        err(where, f"session numbers not contiguous from 1: {nums}")
    if not 8 <= len(nums) <= 12:
        err(where, f"{len(nums)} sessions (need 8-12)")
    stats["sessions"] = len(nums)

    dates = []
    for n in nums:
        ds = conv.get(f"session_{n}_date_time")
        d = parse_date(ds)
        if d is None:
            err(
                where,
                f"session_{n}_date_time missing or not 'h:mm am/pm on D Month, YYYY': {ds!r}",
            )
        dates.append(d)
    good = [d for d in dates if d is not None]
    if len(good) == len(dates) and dates:
        for i in range(1, len(dates)):
            if not dates[i] > dates[i - 1]:
                err(where, f"session_{nums[i]} date is not after session_{nums[i - 1]} date")
        span = (dates[-1] - dates[0]).days
        stats["span"] = f"{dates[0]:%d %b %Y} - {dates[-1]:%d %b %Y} ({span} days)"
        if not 168 <= span <= 372:
            err(where, f"sessions span {span} days (need roughly 6-12 months)")
    else:
        stats["span"] = "?"

    ids = {}
    turns = 0
    images = 0
    per_speaker = Counter()
    for n in nums:
        sess = conv.get(f"session_{n}")
        if not isinstance(sess, list) or not sess:
            err(where, f"session_{n} is not a non-empty list")
            continue
        for i, t in enumerate(sess, 1):
            tw = f"{where} session_{n} turn {i}"
            if not isinstance(t, dict):
                err(tw, "turn is not an object")
                continue
            keys = set(t)
            missing = TURN_KEYS - keys
            if missing:
                err(tw, f"missing {sorted(missing)}")
                continue
            extra = keys - TURN_KEYS - IMAGE_KEYS
            if extra:
                err(tw, f"unexpected keys {sorted(extra)}")
            turns += 1
            if t["speaker"] not in speakers:
                err(tw, f"speaker {t['speaker']!r} is not one of {sorted(speakers)}")
            per_speaker[t["speaker"]] += 1
            if not isinstance(t["text"], str) or not t["text"].strip():
                err(tw, "empty text")
            elif lang == "zh" and not CJK_RE.search(t["text"]):
                err(tw, "Chinese conversation turn has no Chinese characters")
            did = t["dia_id"]
            m = DIA_RE.match(did) if isinstance(did, str) else None
            if not m:
                err(tw, f"malformed dia_id {did!r}")
            else:
                if int(m.group(1)) != n or int(m.group(2)) != i:
                    err(tw, f"dia_id {did} out of order (expected D{n}:{i})")
                if did in ids:
                    err(tw, f"duplicate dia_id {did}")
                ids[did] = n
            img = keys & IMAGE_KEYS
            if img:
                if img != IMAGE_KEYS:
                    err(tw, "image turn needs both blip_caption and query")
                else:
                    images += 1
                    cap, q = t["blip_caption"], t["query"]
                    if not (
                        isinstance(cap, str) and cap.startswith("a photo of ") and len(cap) > 15
                    ):
                        err(tw, f"blip_caption should start with 'a photo of ...': {cap!r}")
                    if not (isinstance(q, str) and q.strip()):
                        err(tw, "query must be a non-empty string")
    stats["turns"] = turns
    stats["images"] = images
    if not 220 <= turns <= 280:
        err(where, f"{turns} turns (need 220-280)")
    if not 3 <= images <= 6:
        err(where, f"{images} image turns (need 3-6)")
    for s in speakers:
        if per_speaker[s] == 0:
            err(where, f"speaker {s} never speaks")

    qa = c["qa"]
    cats = Counter()
    multi_session = 0
    if not isinstance(qa, list):
        err(where, "qa is not a list")
        qa = []
    if not 55 <= len(qa) <= 65:
        err(where, f"{len(qa)} questions (need 55-65)")
    seen_q = set()
    for j, q in enumerate(qa, 1):
        qw = f"{where} qa {j}"
        if not isinstance(q, dict):
            err(qw, "not an object")
            continue
        if set(q) != QA_KEYS:
            err(qw, f"keys must be exactly {sorted(QA_KEYS)}, got {sorted(q)}")
            continue
        for k in ("question", "answer"):
            if not isinstance(q[k], str) or not q[k].strip():
                err(qw, f"empty {k}")
        if q["question"] in seen_q:
            err(qw, "duplicate question text")
        seen_q.add(q["question"])
        if q["category"] not in (1, 2, 3, 4) or isinstance(q["category"], bool):
            err(qw, f"category must be 1-4, got {q['category']!r}")
        else:
            cats[q["category"]] += 1
        ev = q["evidence"]
        if not isinstance(ev, list) or not ev:
            err(qw, "evidence must be a non-empty list")
            continue
        if len(ev) != len(set(ev)):
            err(qw, f"evidence lists an id more than once: {ev}")
        sess_set = set()
        for e in ev:
            if e not in ids:
                err(qw, f"evidence id {e!r} does not exist")
            else:
                sess_set.add(ids[e])
        if len(sess_set) >= 2:
            multi_session += 1
        if q["category"] == 1 and len(sess_set) < 2:
            err(qw, "category 1 (multi-hop) question must use evidence from 2+ sessions")
    for k in (1, 2, 3, 4):
        if cats[k] < 10:
            err(where, f"category {k} has {cats[k]} questions (need >= 10)")
    stats["questions"] = len(qa)
    stats["cats"] = cats
    stats["multi_session"] = multi_session
    return stats


def main():
    data_dir = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent
    sample_ids = Counter()
    totals = Counter()
    for fn, lang in FILES:
        path = data_dir / fn
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as e:
            err(fn, f"cannot load JSON: {e}")
            continue
        if not isinstance(data, list):
            err(fn, "top level must be a list")
            continue
        if len(data) != 2:
            err(fn, f"expected 2 conversations, found {len(data)}")
        print(f"== {fn} ({len(data)} conversations)")
        for idx, c in enumerate(data):
            sid = c.get("sample_id") if isinstance(c, dict) else None
            sample_ids[sid] += 1
            where = f"{fn}[{idx}] {sid}"
            st = check_conversation(c, lang, where)
            if st is None:
                continue
            cats = st["cats"]
            print(
                f"  {sid}: sessions={st['sessions']} span={st['span']} turns={st['turns']} "
                f"images={st['images']} questions={st['questions']} "
                f"(cat1={cats[1]} cat2={cats[2]} cat3={cats[3]} cat4={cats[4]}) "
                f"evidence_in_2+_sessions={st['multi_session']}"
            )
            totals["conversations"] += 1
            totals["sessions"] += st["sessions"]
            totals["turns"] += st["turns"]
            totals["questions"] += st["questions"]
            for k in (1, 2, 3, 4):
                totals[f"cat{k}"] += cats[k]
    for sid, n in sample_ids.items():
        if not isinstance(sid, str) or not sid:
            err("sample_id", f"missing or empty sample_id ({sid!r})")
        elif n > 1:
            err("sample_id", f"{sid} used {n} times")
    print(
        f"== totals: conversations={totals['conversations']} sessions={totals['sessions']} "
        f"turns={totals['turns']} questions={totals['questions']} "
        f"(cat1={totals['cat1']} cat2={totals['cat2']} cat3={totals['cat3']} cat4={totals['cat4']})"
    )
    if errors:
        print(f"\nFAILED: {len(errors)} problem(s):", file=sys.stderr)
        for e in errors:
            print("  - " + e, file=sys.stderr)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
