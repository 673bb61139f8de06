"""Does one text report that the user's state changed? A probe for issue #13's write path.

Most "new" pairs of bench/pair_probes.py that memoryd gets wrong are two facts the rule judge
leaves side by side ("rent is 950 a month" / "landlord put it up 75 at renewal"): no change cue,
no rule ties them. What tells them from two facts true at once ("my brother Tom's in Leeds" /
"Danny just got the keys to his flat") is whether the second text reports that an earlier state
no longer holds. This probe trains a logistic regression over the default embedder's vector of
one text on bench/data/change_reports_train.py, change_reports_train2.py and
change_reports_train3.py (2,400 texts written blind for it) and scores the second texts of
pair-probe sets: "new" pairs count as changes, "both" pairs as not. Beside it in the same run,
the write path's own readings: the judge's change cue (facets.says_change) and its superset
(neighbours.may_state_change). ``--save`` writes the weights the write path ships
(memoryd.core.write.change_report), with the threshold chosen on the training data alone (5 %
of its "state" texts flagged under 5-fold cross-validation).

    python -m bench.change_reports                       # pair probes blind1-4 (spent)
    python -m bench.change_reports --sets blind1,blind2
    python -m bench.change_reports --save                # core/write/change_report.npz

Never evaluate on blind5: three of its texts are in the training data (the data file says why).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from bench import _common as C

C.apply_thread_env()  # before numpy loads OpenBLAS  # noqa: E402

import numpy as np  # noqa: E402

TRAIN = [C.BENCH_DIR / "data" / f"change_reports_train{n}.py" for n in ("", "2", "3")]
# The share of the training "state" texts the shipped threshold flags under cross-validation.
SHIPPED_FPR = 0.05


def fit(
    x: np.ndarray,
    y: np.ndarray,
    lam: float,
    iters: int = 3_000,
    weight: np.ndarray | None = None,
) -> tuple[np.ndarray, float]:
    """Return (w, b) of an L2-regularised logistic regression, by gradient descent (``weight``:
    each row's weight in the loss, default equal)."""
    share = np.full(len(y), 1 / len(y)) if weight is None else weight / weight.sum()
    w, b = np.zeros(x.shape[1]), 0.0
    for _ in range(iters):
        p = 1 / (1 + np.exp(-(x @ w + b)))
        w -= 0.5 * (x.T @ (share * (p - y)) + lam * w)
        b -= 0.5 * float(share @ (p - y))
    return w, b


def auc(score: np.ndarray, label: np.ndarray) -> float:
    """Return the area under the ROC curve of ``score`` for the positives of ``label``."""
    ranks = np.empty(len(score))
    ranks[np.argsort(score, kind="stable")] = np.arange(1, len(score) + 1)
    pos = label.astype(bool)
    n1, n0 = int(pos.sum()), int((~pos).sum())
    return float((ranks[pos].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--sets", default="blind1,blind2,blind3,blind4")
    # 1e-3: the best 5-fold AUC on the training data of 1e-2, 3e-3 and 1e-3 (session 28)
    p.add_argument("--lam", type=float, default=1e-3, help="L2 weight")
    p.add_argument("--out-dir", help="results directory (default bench/results/change_reports)")
    p.add_argument("--save", action="store_true",
                   help="write the shipped weights (core/write/change_report.npz)")
    args = p.parse_args(argv)
    sets = args.sets.split(",")
    if "blind5" in sets:
        p.error("blind5 shares three texts with the training data; choose other sets")

    from memoryd.core.embedding import make_embedder
    from memoryd.core.write import change_report, facets
    from memoryd.core.write.neighbours import may_state_change

    embedder = make_embedder("use-multilingual", None, 64)
    train = [t for path in TRAIN for t in C.load_module(path, "bench.change_reports").TEXTS]
    x = embedder.embed_passages([t for t, _ in train])
    y = np.array([label == "change" for _, label in train], dtype=float)
    zh = np.array([any("\u4e00" <= c <= "\u9fff" for c in t) for t, _ in train])
    folds = np.random.default_rng(0).integers(0, 5, len(y))
    cv, held = [], np.zeros(len(y))
    for k in range(5):
        w, b = fit(x[folds != k], y[folds != k], args.lam)
        held[folds == k] = x[folds == k] @ w + b
        cv.append(auc(held[folds == k], y[folds == k]))
    report_at = float(np.quantile(held[y == 0], 1 - SHIPPED_FPR))  # a logit
    w, b = fit(x[~zh], y[~zh], args.lam)
    en_zh = auc(x[zh] @ w + b, y[zh])
    w, b = fit(x[zh], y[zh], args.lam)
    zh_en = auc(x[~zh] @ w + b, y[~zh])
    print(f"training set ({len(y)} texts): 5-fold AUC {np.mean(cv):.3f}; trained on English, "
          f"AUC on Chinese {en_zh:.3f}; the other way {zh_en:.3f}")  # fmt: skip

    w, b = fit(x, y, args.lam)
    shipped = change_report.ChangeReportModel(w, b, 1 / (1 + np.exp(-report_at)))
    print(f"shipped threshold: P >= {shipped.report_at:.3f} (cross-validated: "
          f"{np.mean(held[y == 1] >= report_at):.3f} of 'change', "
          f"{np.mean(held[y == 0] >= report_at):.3f} of 'state' flagged)")
    if args.save:
        path = Path(change_report.__file__).with_name(change_report.WEIGHTS)
        shipped.save(str(path))
        print(f"saved {path}")
    texts, changes, wrong = [], [], []
    results = C.BENCH_DIR / "results" / "pair_probes"
    for name in sets:
        pairs = C.load_module(C.BENCH_DIR / "data" / f"pair_probes_{name}.py", "bench.cr").PAIRS
        texts += [second for _, second, _, _ in pairs]
        changes += [expect == "new" for *_, expect in pairs]
        saved = results / f"results-{name}.json"  # memoryd's answers, when pair_probes ran
        rows = json.loads(saved.read_text())["memoryd"] if saved.exists() else []
        wrong += [not r["right"] for r in rows] if rows else [False] * len(pairs)
    label, missed = np.array(changes), np.array(wrong)
    score = embedder.embed_passages(texts) @ w + b
    ordered = np.sort(score[~label])[::-1]
    rows = []
    for name, reading in (("judge's change cue", facets.says_change),
                          ("may_state_change", may_state_change)):  # fmt: skip
        flag = np.array([reading(t) for t in texts])
        rows.append([name, f"{flag[label].mean():.3f}", f"{flag[~label].mean():.3f}",
                     int((flag & label & missed).sum())])  # fmt: skip
    cue = np.array([facets.says_change(t) for t in texts])
    flag = score >= report_at
    rows.append(["classifier at the shipped threshold", f"{flag[label].mean():.3f}",
                 f"{flag[~label].mean():.3f}", int((flag & label & missed).sum())])  # fmt: skip
    for fpr in (0.02, 0.05, 0.10):
        flag = score > ordered[int(fpr * len(ordered))]
        rows.append([f"classifier at {fpr:.0%} of 'both' flagged", f"{flag[label].mean():.3f}",
                     f"{flag[~label].mean():.3f}", int((flag & label & missed).sum())])  # fmt: skip
        both = cue | flag
        rows.append([f"cue or classifier ({fpr:.0%})", f"{both[label].mean():.3f}",
                     f"{both[~label].mean():.3f}", int((both & label & missed).sum())])  # fmt: skip
    C.print_table(
        ["reading of the second text", "'new' flagged", "'both' flagged",
         f"flagged of the {int((label & missed).sum())} 'new' memoryd got wrong"],
        rows,
        f"pair probes {args.sets}: {int(label.sum())} 'new', {int((~label).sum())} 'both'; "
        f"classifier AUC {auc(score, label):.3f}",
    )  # fmt: skip
    out = C.results_dir("change_reports", args.out_dir)
    C.write_json(
        Path(out) / "results.json",
        {
            "sets": sets,
            "auc": auc(score, label),
            "cv_auc": float(np.mean(cv)),
            "rows": rows,
            "environment": C.environment(),
        },
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
