"""In-process Remember and Recall timings of the engine alone (no gRPC), per call and per stage,
and the same figures for another core/ tree in the same sitting, as ratios.

A move of code (issue #20) must not slow the hot paths: this runs one engine in this process
on a temporary data folder, writes ``--n`` short facts (English and Chinese, with corrections
and restatements, so the judge has neighbours to compare) and answers ``--queries`` recalls
(text and vector: the keyword route runs too). Vectors are hashed character trigrams (256-d,
embedder "none"): texts that share words are near, as with a real model, at no model cost.
Per call: wall-clock p50 and mean (perf_counter). Per stage: cProfile's inclusive time in a
second pass (cProfile adds its own overhead per Python call; compare stages with each other
and with the same stage of the other tree, not with the wall-clock figures).

    python -m bench.inprocess                        # this tree (~1 min on 2 cores)
    git archive <commit> core | tar -x -C /tmp/base  # another tree: its core/ only
    python -m bench.inprocess --compare /tmp/base    # both, alternated, ratios this/other

With ``--compare``, each tree runs ``--rounds`` times in its own process, alternating (A B A B),
and the ratio is of the medians over rounds: load on the machine hits both alike.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

DIM = 256
STAGE_NOTE = "cProfile ms per call (inclusive; with cProfile's own overhead)"

# Facts with slots: an en and a zh form of each, values drawn per writer. Corrections and
# restatements of earlier values come from drawing the same template again.
_EN = [
    "I live in {city}.",
    "I moved to {city} last month.",
    "My manager is {name}.",
    "I work at {company} as a {job}.",
    "My budget for the trip is {n} dollars.",
    "My phone number is 555-01{n2}.",
    "I usually take the train to work.",
    "My favourite colour is {colour}.",
    "My daughter goes to {company} Primary.",
    "The team meeting is on {day} at {n2}am.",
    "I no longer drink coffee.",
    "I started learning {lang} this year.",
]
_ZH = [
    "我住在{zcity}。",
    "我搬到{zcity}了。",
    "我的领导是{zname}。",
    "我的预算是{n}元。",
    "我每周{zday}去健身房。",
    "我最喜欢的颜色是{zcolour}。",
    "我不再吃辣了。",
    "我的手机号是138{n2}5678。",
]
_SLOTS = {
    "city": "Berlin Lyon Austin Osaka Porto Denver Leeds Oslo".split(),
    "name": "Priya David Wei Sofia Carlos Amara Liam Noor".split(),
    "company": "Initech Hooli Acme Globex Umbrella Stark".split(),
    "job": "nurse teacher pharmacist engineer chef pilot".split(),
    "colour": "blue green orange red purple".split(),
    "day": "Monday Tuesday Thursday Friday".split(),
    "lang": "Rust Spanish Japanese Go".split(),
    "zcity": "北京 上海 杭州 成都 西安 广州".split(),
    "zname": "高洁 王伟 李娜 何平 张敏".split(),
    "zday": "一 二 三 四 五 六".split(),
    "zcolour": "蓝色 绿色 红色 紫色".split(),
}


def texts(n: int, seed: int) -> list[str]:
    """Return ``n`` facts, about two thirds English, deterministic for ``seed``."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        template = rng.choice(_EN if rng.random() < 0.65 else _ZH)
        values = {k: rng.choice(v) for k, v in _SLOTS.items()}
        values |= {"n": str(rng.randrange(100, 9_000)), "n2": f"{rng.randrange(10, 99)}"}
        out.append(template.format(**values))
    return out


def vector(text: str) -> np.ndarray:
    """Return a unit vector of ``text``'s character trigrams, hashed into DIM buckets."""
    v = np.zeros(DIM, np.float32)
    padded = f"  {text.lower()}  "
    for i in range(len(padded) - 2):
        h = hashlib.blake2b(padded[i : i + 3].encode(), digest_size=4).digest()
        v[int.from_bytes(h, "little") % DIM] += 1.0
    return v / max(float(np.linalg.norm(v)), 1e-9)


def load_core(core: Path) -> None:
    """Make ``memoryd.core`` the package at ``core`` (another tree's), before any import of it."""
    spec = importlib.util.spec_from_file_location(
        "memoryd.core", core / "__init__.py", submodule_search_locations=[str(core)]
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["memoryd.core"] = module
    spec.loader.exec_module(module)


# Stages as (path suffix, function) pairs, inclusive; a function of one tree missing in the
# other counts 0 there. The judge moved from judge.py to judge/rules.py in #20.
REMEMBER_STAGES = {
    "prepare (validate, redact, importance)": (("write/prepare.py", "prepare"),),
    "neighbours (tiers + records)": (("write/neighbours.py", "gather"),),
    "relate (judge + floor)": (("write/relate.py", "relate"),),
    "  of which RuleJudge.judge": (("core/judge.py", "judge"), ("judge/rules.py", "judge")),
    "commit (group commit)": (("store/writer.py", "write"),),
    "index (tiers, keyword, recent)": (("tiers/registry.py", "index_new"),),
}
RECALL_STAGES = {
    "plan (check, weights)": (("recall/plan.py", "make"),),
    "candidates (routes, headers)": (("recall/pipeline.py", "_candidates"),),
    "versions (lift)": (("recall/versions.py", "lift"),),
    "rank": (("recall/ranking.py", "rank"),),
    "texts of the top hits": (("store/records.py", "with_content"),),
    "consistency (judge)": (("recall/consistency.py", "consistent"),),
}


def _inclusive(stats: Any, fn: tuple[str, str]) -> float:
    """Return the seconds spent in ``fn`` (inclusive), every call site counted once."""
    file, name = fn
    total = 0.0
    for (path, _, func), (_, _, _, ct, _) in stats.stats.items():
        if func == name and path.replace(os.sep, "/").endswith("/" + file):
            total += ct
    return total


def run_once(n: int, queries: int, profiled_calls: int, seed: int) -> dict[str, Any]:
    """Return per-call and per-stage figures of one engine on a fresh data folder."""
    import cProfile
    import pstats

    from memoryd.core.config import EngineConfig, RecallCacheConfig
    from memoryd.core.engine import MemoryEngine
    from memoryd.core.types import MemoryInput, RecallQuery, Scope

    facts = texts(n + profiled_calls, seed)
    asks = texts(queries + profiled_calls, seed + 1)
    vectors = {t: vector(t) for t in {*facts, *asks}}
    with tempfile.TemporaryDirectory(prefix="memoryd-inprocess-") as tmp:
        # No recall cache: the questions repeat, and each recall should run every stage.
        config = EngineConfig(
            embedder="none", dimension=DIM, recall_cache=RecallCacheConfig(size=0)
        )
        engine = MemoryEngine(Path(tmp), config)
        try:
            scope = Scope("bench-inprocess")
            remember_ms = []
            for t in facts[:n]:
                t0 = time.perf_counter()
                engine.remember(MemoryInput(scope, t, embedding=vectors[t]))
                remember_ms.append((time.perf_counter() - t0) * 1e3)
            recall_ms = []
            for t in asks[:queries]:
                t0 = time.perf_counter()
                engine.recall(RecallQuery(scope, query=t, embedding=vectors[t], top_k=10))
                recall_ms.append((time.perf_counter() - t0) * 1e3)
            stages: dict[str, dict[str, float]] = {}
            for kind, table, call in (
                ("remember", REMEMBER_STAGES,
                 lambda t: engine.remember(MemoryInput(scope, t, embedding=vectors[t]))),
                ("recall", RECALL_STAGES,
                 lambda t: engine.recall(
                     RecallQuery(scope, query=t, embedding=vectors[t], top_k=10))),
            ):  # fmt: skip
                source = facts[n:] if kind == "remember" else asks[queries:]
                prof = cProfile.Profile()
                prof.runcall(lambda c=call, s=source: [c(t) for t in s])
                st = pstats.Stats(prof)
                stages[kind] = {
                    name: sum(_inclusive(st, f) for f in fns) * 1e3 / len(source)
                    for name, fns in table.items()
                }
        finally:
            engine.close()
    return {
        "remember": {"p50_ms": statistics.median(remember_ms),
                     "mean_ms": statistics.fmean(remember_ms)},
        "recall": {"p50_ms": statistics.median(recall_ms),
                   "mean_ms": statistics.fmean(recall_ms)},
        "stages": stages,
    }  # fmt: skip


def _child(args: argparse.Namespace, core: Path | None) -> dict[str, Any]:
    """Run one round in a fresh process (this tree, or ``core``); return its figures."""
    cmd = [sys.executable, "-m", "bench.inprocess", "--json", "-", "--n", str(args.n),
           "--queries", str(args.queries), "--profiled", str(args.profiled)]  # fmt: skip
    if core is not None:
        cmd += ["--core", str(core)]
    out = subprocess.run(
        cmd, capture_output=True, text=True, check=True, cwd=Path(__file__).parents[1]
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def _median(rounds: list[dict[str, Any]], *path: str) -> float:
    values = []
    for r in rounds:
        x: Any = r
        for p in path:
            x = x[p]
        values.append(float(x))
    return statistics.median(values)


def compare(args: argparse.Namespace) -> dict[str, Any]:
    """Alternate this tree and ``args.compare`` for ``args.rounds`` rounds; print ratios."""
    this: list[dict[str, Any]] = []
    other: list[dict[str, Any]] = []
    for _ in range(args.rounds):
        this.append(_child(args, None))
        other.append(_child(args, Path(args.compare)))
    rows = []
    for kind in ("remember", "recall"):
        for stat in ("p50_ms", "mean_ms"):
            a, b = _median(this, kind, stat), _median(other, kind, stat)
            rows.append((f"{kind} {stat} (wall)", a, b))
        table = REMEMBER_STAGES if kind == "remember" else RECALL_STAGES
        for name in table:
            a, b = _median(this, "stages", kind, name), _median(other, "stages", kind, name)
            rows.append((f"  {kind}: {name}", a, b))
    print(f"{'figure':<52} {'this':>9} {'other':>9} {'this/other':>10}")
    for name, a, b in rows:
        ratio = f"{a / b:.3f}" if b > 0 else "-"
        print(f"{name:<52} {a:9.3f} {b:9.3f} {ratio:>10}")
    print(f"(medians of {args.rounds} alternated rounds; n={args.n}, queries={args.queries}; "
          f"stages: {STAGE_NOTE})")  # fmt: skip
    return {"this": this, "other": other, "other_core": str(args.compare), "rows": rows}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=1_500, help="memories written (timed)")
    parser.add_argument("--queries", type=int, default=300, help="recalls (timed)")
    parser.add_argument("--profiled", type=int, default=300, help="calls of each kind profiled")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--core", type=Path, help="run another tree's core/ (a directory)")
    parser.add_argument("--compare", type=Path, help="also run this core/, alternated: ratios")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of each tree (--compare)")
    parser.add_argument("--json", help="write the figures here ('-': the last line of stdout)")
    args = parser.parse_args(argv)
    if args.core is not None:
        load_core(args.core.resolve())
    if args.compare is not None:
        result = compare(args)
    else:
        result = run_once(args.n, args.queries, args.profiled, args.seed)
        if args.json != "-":
            for kind in ("remember", "recall"):
                r = result[kind]
                print(f"{kind}: p50 {r['p50_ms']:.3f} ms, mean {r['mean_ms']:.3f} ms")
                for name, ms in result["stages"][kind].items():
                    print(f"  {name:<44} {ms:8.3f}")
            print(f"(stages: {STAGE_NOTE})")
    if args.json == "-":
        print(json.dumps(result))
    elif args.json:
        Path(args.json).write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
