"""What the write path's guessed orderings link, and what the update reading's floors cut
(issue #13; memoryd.core.write.relate.GuessCheck, LifecycleConfig.look_alike_floor /
named_again_floor / change_told_floor).

Each knowledge-update scenario (bench/knowledge_update.py, seed 0) is written in time order
into its own in-process engine (default configuration, default embedder, no server) with the
floors at 0, so that every guess the rules make is made. Then every "ranks above" link
(MemoryRecord.outranked_by) is read back with the reason its newer memory's history gives
and labelled: **right** when it puts an update scenario's correction above the value it
corrects, **wrong** otherwise (the scenario's texts never correct each other: bench
knowledge_update's docstring). Each link also gets the shipped reading of guesses' P(update)
of its pair (update_reading.GUESS_WEIGHTS). Printed per kind of link (a look-alike, the older
one's thing named again, a change told, the judge's own soft links, another occasion of an
event, which recall never brings in through the older one...): right and wrong links as
distinct text pairs (a distractor pair recurs across pools), and how many of each a floor on P
would cut, for the template sets the floors were chosen on and for the others apart.

    python -m bench.guess_links                          # every spent set: ~6 min
    python -m bench.guess_links --templates fresh20,fresh21 --floors 0.03,0.1

A training figure for the rules on every set here (they are all spent); since session 36 the
reading of guesses is trained on main, heldout, fresh..fresh20 too (bench/update_reading.py
--spent), so only fresh21-25 here are sets it never saw. The held-out sets of record (fresh28,
fresh29) are not in the default list.
"""

from __future__ import annotations

import argparse
import json
import math
import tempfile
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from bench import _common as C

C.apply_thread_env()  # before numpy loads OpenBLAS  # noqa: E402

import numpy as np  # noqa: E402

from bench import knowledge_update as KU  # noqa: E402

# The sets the floors were chosen on in session 31 (session 36 chose them on fresh21-27 and
# distinct-facts heldout15-25, by the links of each pair alone); the rest of the default list
# is reported apart.
CHOSEN_ON = ["main", "heldout", "fresh"] + [f"fresh{i}" for i in range(2, 13)]
SPENT = CHOSEN_ON + [f"fresh{i}" for i in range(13, 26)]
# A link's reason in its newer memory's history -> its kind (memoryd.core.write.relate)
KINDS = [
    ("alike, unsure which is current", "look-alike"),
    ("named again, no rule tied", "named again"),
    ("a change told, no rule tied", "change told"),
    ("update cue", "judge: update cue"),
    ("unsure, kept both", "judge: unsure"),
    ("told again", "event told again"),
]


def kind_of(reason: str) -> str:
    """Return the kind of link a history reason tells."""
    return next((k for prefix, k in KINDS if prefix in reason), "other")


class MemoEmbedder:
    """The default embedder with passages memoised by text (a pool's distractors recur)."""

    def __init__(self, inner: Any) -> None:
        self.inner, self.memo = inner, {}
        self.model_id, self.dimension = inner.model_id, inner.dimension
        self.calibration = inner.calibration

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        todo = [t for t in dict.fromkeys(texts) if t not in self.memo]
        if todo:
            self.memo.update(zip(todo, self.inner.embed_passages(todo), strict=True))
        return np.stack([self.memo[t] for t in texts]).astype(np.float32)

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return self.inner.embed_queries(texts)


def links_of(name: str, embedder: MemoEmbedder) -> list[dict]:
    """Return every link the guesses and rules made in template set ``name``'s pools."""
    from memoryd.core.config import EngineConfig
    from memoryd.core.engine import MemoryEngine
    from memoryd.core.types import MemoryInput, MemoryType, Scope

    anchor = math.floor(time.time() / 3600) * 3600 - 2 * 86400
    scenarios = KU.generate(0, 100, 25, anchor, KU.TEMPLATE_SETS[name])
    embedder.embed_passages(sorted({m.text for sc in scenarios for m in sc.mems}))
    config = EngineConfig()
    life = replace(config.lifecycle, look_alike_floor=0.0, named_again_floor=0.0,
                   change_told_floor=0.0)  # fmt: skip
    config = replace(config, lifecycle=life)
    out = []
    for sc in scenarios:
        with tempfile.TemporaryDirectory() as folder:
            engine = MemoryEngine(folder, config, embedder=embedder)
            scope = Scope(sc.user_id)
            written = {}
            for m in sorted(sc.mems, key=lambda m: m.t):
                item = MemoryInput(scope, m.text, memory_type=MemoryType[m.memory_type],
                                   created_at=m.t)  # fmt: skip
                written[engine.remember(item).record.id] = m
            for rid, older in written.items():
                stored = engine.get(scope, rid)
                for nid in stored.outranked_by:
                    newer = written.get(nid)
                    if newer is None:
                        continue
                    events = engine.get(scope, nid).events
                    reason = next((e.reason for e in events if e.related_id == rid), "")
                    right = sc.kind == "update" and (older.role, newer.role) == ("old", "new")
                    # another occasion of an event: ranked above it, never brought in through
                    # it (MemoryRecord.later_occasions)
                    kind = "another occasion" if nid in stored.later_occasions else kind_of(reason)
                    out.append({"set": name, "old": older.text, "new": newer.text,
                                "kind": kind, "right": right})  # fmt: skip
            engine.close()
    return out


def with_reading(links: list[dict], embedder: MemoEmbedder) -> None:
    """Set each link's "p": the shipped reading of guesses' P(update) of its pair."""
    from memoryd.core.judge import RuleJudge
    from memoryd.core.write import update_reading

    reading = update_reading.shipped(update_reading.GUESS_WEIGHTS)
    judge = RuleJudge()
    for link in links:
        u, v = embedder.embed_passages([link["old"], link["new"]])
        x = update_reading.features(link["old"], link["new"], u, v,
                                    judge.judge(link["old"], link["new"]))  # fmt: skip
        link["p"] = reading.probability(x)


def report(links: list[dict], floors: list[float], label: str) -> None:
    """Print right / wrong distinct pairs per kind and what each floor cuts."""
    print(f"\n{label}: right / wrong links as distinct text pairs; cut at P < floor: right / wrong")
    by_kind: dict[str, dict] = defaultdict(dict)
    for link in links:
        by_kind[link["kind"]][(link["old"], link["new"])] = link
    head = "| kind | right | wrong | " + " | ".join(f"P < {f}" for f in floors) + " |"
    print(head)
    print("|" + "---|" * (3 + len(floors)))
    for kind, pairs in sorted(by_kind.items(), key=lambda kv: -len(kv[1])):
        right = [p for p in pairs.values() if p["right"]]
        wrong = [p for p in pairs.values() if not p["right"]]
        cuts = [f"{sum(p['p'] < f for p in right)} / {sum(p['p'] < f for p in wrong)}"
                for f in floors]  # fmt: skip
        print(f"| {kind} | {len(right)} | {len(wrong)} | " + " | ".join(cuts) + " |")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--templates", default=",".join(SPENT), help="knowledge-update sets")
    ap.add_argument("--floors", default="0.02,0.03,0.05,0.1,0.15", help="floors on P to count")
    ap.add_argument("--out", type=Path, default=C.RESULTS_DIR / "guess_links" / "links.json")
    args = ap.parse_args(argv)
    from memoryd.core.embedding import make_embedder

    embedder = MemoEmbedder(make_embedder("use-multilingual", None, 64))
    links: list[dict] = []
    for name in args.templates.split(","):
        links += links_of(name, embedder)
        print(f"{name}: {len(links)} links so far", flush=True)
    with_reading(links, embedder)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(links, ensure_ascii=False, indent=1))
    floors = [float(f) for f in args.floors.split(",")]
    chosen = [x for x in links if x["set"] in CHOSEN_ON]
    rest = [x for x in links if x["set"] not in CHOSEN_ON]
    if chosen:
        report(chosen, floors, "sets the floors were chosen on (" + ", ".join(
            sorted({x["set"] for x in chosen})) + ")")  # fmt: skip
    if rest:
        report(rest, floors, "the other sets (" + ", ".join(sorted({x["set"] for x in rest})) + ")")
    print(f"\nlinks: {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
