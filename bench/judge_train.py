"""Train the write path's pair classifier (memoryd.core.write.pair_model) and show its confusion
matrix beside the rule judge's on attributes it was not trained on.

Pairs are generated (seeded) from bench/data/judge_pairs_train.py: per attribute, corrections
with a change cue, plain corrections of one-valued attributes, other values of many-valued
ones, additions ("too", "也"), restatements in other words, the same attribute of two people,
unrelated pairs, the new value told in passing with no change word (an update of a one-valued
attribute, another value of a many-valued one), and hard negatives that are both true at once
(an event told again, a count that grows, the other one of two). Labels: different facts /
update / same fact. The matrices are cross-validated by attribute (--folds, default 4): each
pair is predicted by a model that did not train on its attribute.

    python -m bench.judge_train            # trains, prints, writes core/write/pair_model.npz
    python -m bench.judge_train --no-save  # measure only
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import sys
from typing import Any

from bench import _common as C

C.apply_thread_env()  # noqa: E402

import numpy as np  # noqa: E402

TEMPLATES = C.BENCH_DIR / "data" / "judge_pairs_train.py"
OUT = C.REPO_DIR / "core" / "write" / "pair_model.npz"
NAMES = ("different", "update", "same")


def _load() -> Any:
    spec = importlib.util.spec_from_file_location("judge_pairs_train", TEMPLATES)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def generate(data: Any, rng: random.Random, per_attribute: int) -> list[tuple[str, str, int, str]]:
    """Return (old, new, label, attribute) pairs."""
    out = []
    attrs = [*data.ATTRIBUTES, *data.MORE_ATTRIBUTES]
    for a in attrs:
        people = data.PEOPLE[a["lang"]]

        def say(pool: list[str], v: str, w: str = "", p: str = "", a=a) -> str:
            return rng.choice(pool).format(v=v, w=w, p=p)

        for _ in range(per_attribute):
            v1, v2 = rng.sample(a["values"], 2)
            p1, p2 = rng.sample(people, 2) if a.get("who") else ("", "")
            out.append((say(a["facts"], v1, p=p1), say(a["change"], v2, v1, p1), 1, a["name"]))
            if a["single"]:
                out.append((say(a["facts"], v1, p=p1), say(a["other"], v2, p=p1), 1, a["name"]))
            else:
                out.append((say(a["facts"], v1), say(a["facts"], v2), 0, a["name"]))
                out.append((say(a["facts"], v1), say(a["add"], v2), 0, a["name"]))
            out.append((say(a["facts"], v1, p=p1), say(a["other"], v1, p=p1), 2, a["name"]))
            if a.get("who"):
                out.append((say(a["facts"], v1, p=p1), say(a["facts"], v2, p=p2), 0, a["name"]))
            b = rng.choice([x for x in attrs if x["lang"] == a["lang"] and x is not a])
            q = rng.choice(data.PEOPLE[b["lang"]])
            out.append((say(a["facts"], v1, p=p1), say(b["facts"], rng.choice(b["values"]), p=q),
                        0, a["name"]))  # fmt: skip
            # the new value told in passing: an update of a one-valued attribute, another
            # value of a many-valued one; the same value in passing is no change either
            implicit = a.get("implicit") or data.IMPLICIT.get(a["name"])
            if implicit:
                out.append((say(a["facts"], v1, p=p1), say(implicit, v2, p=p1),
                            1 if a["single"] else 0, a["name"]))  # fmt: skip
                out.append((say(a["facts"], v1, p=p1), say(implicit, v1, p=p1), 0, a["name"]))
    for c in data.COEXIST:  # hard negatives: both true at once
        for _ in range(per_attribute):
            first, second = rng.choice(c["pairs"])
            v1 = rng.choice(c["values"])
            out.append((first.format(v=v1), second.format(v=v1), 0, c["name"]))
    return out


def train(x: np.ndarray, y: np.ndarray, l2: float, steps: int, lr: float):
    """Return a PairModel fitted by full-batch gradient descent on softmax cross-entropy."""
    from memoryd.core.write.pair_model import PairModel

    mean, scale = x.mean(axis=0), x.std(axis=0) + 1e-6
    from memoryd.core.write.pair_model import BIAS

    mean[BIAS], scale[BIAS] = 0.0, 1.0  # the bias feature stays 1
    z = (x - mean) / scale
    k, d = 3, x.shape[1]
    w, b = np.zeros((k, d), dtype=np.float64), np.zeros(k)
    onehot = np.eye(k)[y]
    for _ in range(steps):
        logits = z @ w.T + b
        logits -= logits.max(axis=1, keepdims=True)
        p = np.exp(logits)
        p /= p.sum(axis=1, keepdims=True)
        grad = (p - onehot) / len(y)
        w -= lr * (grad.T @ z + l2 * w)
        b -= lr * grad.sum(axis=0)
    return PairModel(w.astype(np.float32), b.astype(np.float32), mean.astype(np.float32),
                     scale.astype(np.float32))  # fmt: skip


def confusion(y: np.ndarray, pred: np.ndarray) -> list[list[Any]]:
    rows = []
    for i, name in enumerate(NAMES):
        counts = [int(((y == i) & (pred == j)).sum()) for j in range(3)]
        rows.append([name, *counts, f"{counts[i] / max(1, sum(counts)):.2f}"])
    return rows


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--seed", type=int, default=13)
    p.add_argument("--per-attribute", type=int, default=24)
    p.add_argument("--folds", type=int, default=4, help="cross-validation folds by attribute")
    p.add_argument("--no-save", action="store_true")
    args = p.parse_args(argv)
    from memoryd.core.embedding import make_embedder
    from memoryd.core.judge import RuleJudge, Verdict
    from memoryd.core.write.pair_model import features

    data = _load()
    pairs = generate(data, random.Random(args.seed), args.per_attribute)
    # cross-validated by attribute: each pair is predicted by a model that never saw its
    # attribute (nor its hard-negative group), so no figure is on an attribute it trained on
    names = sorted({a for _, _, _, a in pairs})
    fold_of = {name: i % args.folds for i, name in enumerate(names)}
    embedder = make_embedder("use-multilingual", None, 64)
    texts = sorted({t for o, n, _, _ in pairs for t in (o, n)})
    vec = dict(zip(texts, embedder.embed_passages(texts), strict=True))
    x = np.stack([features(o, n, vec[o], vec[n]) for o, n, _, _ in pairs])
    y = np.array([lab for _, _, lab, _ in pairs])
    fold = np.array([fold_of[a] for _, _, _, a in pairs])
    prob = np.zeros((len(y), 3))
    for k in range(args.folds):
        model = train(x[fold != k], y[fold != k], l2=0.01, steps=600, lr=0.5)
        prob[fold == k] = model.probabilities(x[fold == k])
    pred = prob.argmax(axis=1)
    judge = RuleJudge()
    rule = []
    for o, n, _, _ in pairs:
        j = judge.judge(o, n)
        cos = float(vec[o] @ vec[n])
        if j.verdict is not Verdict.COEXIST:
            rule.append(1)
        else:
            rule.append(2 if not j.distinct and cos >= 0.78 else 0)
    heads = ["truth \\ said", *NAMES, "recall"]
    print(f"{len(pairs)} pairs over {len(names)} attributes and groups, {args.folds}-fold "
          f"cross-validation by attribute (seed {args.seed})")  # fmt: skip
    C.print_table(heads, confusion(y, pred), "pair model, attributes it did not train on")
    C.print_table(heads, confusion(y, np.array(rule)), "rule judge, same pairs")
    acc_m = float((pred == y).mean())
    acc_r = float((np.array(rule) == y).mean())
    print(f"accuracy: model {acc_m:.3f}, rule judge {acc_r:.3f}")
    # what the write path acts on: P(update) and P(different) at its thresholds
    from memoryd.core.write import relate

    rows = []
    for name, cls, cut in (("P(update) >=", 1, relate.SECOND_OPINION_UPDATE),
                           ("P(different) >=", 0, relate.PAIR_MODEL_KEEP)):  # fmt: skip
        hit = prob[:, cls] >= cut
        rows.append([f"{name} {cut}", *(int((hit & (y == c)).sum()) for c in range(3))])
    C.print_table(["cut", *NAMES], rows, "pairs at the write path's cuts, by truth")
    if not args.no_save:
        final = train(x, y, l2=0.01, steps=600, lr=0.5)  # all attributes for the shipped one
        final.save(str(OUT))
        print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
