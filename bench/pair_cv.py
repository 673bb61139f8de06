"""How well a pair classifier tells an update from two true facts on the pairs the write path
really judges, cross-validated by set (issue #13, point 6).

The pairs: every write of the knowledge-update sets (bench/data/ku_*.py, scenarios as
``python -m bench.knowledge_update`` makes them, seed 0) beside its 3 most similar earlier
memories of the same user at cosine >= --min-cosine, labelled "update" when it is the
scenario's correction and the neighbour its old fact, and every pair of the distinct-facts
sets (both true: "different"). No server: texts, types and order are the bench's.

Two models, scored only on pairs the rule judge leaves side by side (the ones a second opinion
would act on), by cosine band, as true / false "update" calls at each cut of P(update):
- the shipped pair model (core/write/pair_model.npz, trained on generated pairs by
  ``python -m bench.judge_train``);
- a logistic regression over the same features trained here on the real pairs, each set
  predicted by a model that did not see it (leave one knowledge-update set out; each
  distinct-facts set joins one fold).

With ``--hidden N`` a third model: one hidden layer of N ReLU units over the same features
and |u - v|, trained and cross-validated the same way (session 21: does a non-linear model
separate what the linear one confuses?).

Every set named here has been read while tuning the rules, so these are training-side figures;
a new held-out set is the test. Takes ~15 minutes on 2 cores (the embedder and the rule judge
on ~150k pairs).

    python -m bench.pair_cv
    python -m bench.pair_cv --ku main,fresh6,fresh7 --df dev,heldout5
    python -m bench.pair_cv --hidden 64 --folds 5 --ku main,heldout,fresh,fresh2,...,fresh17
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bench import _common as C

C.apply_thread_env()  # noqa: E402

import numpy as np  # noqa: E402

BANDS = ((0.2, 0.3), (0.3, 0.4), (0.4, 0.5), (0.5, 0.6), (0.6, 1.01))
CUTS = (0.5, 0.7, 0.8, 0.9, 0.95)
# every set read while tuning the rules (session 14): none of them is a test set
KU_SETS = "main,heldout,fresh,fresh2,fresh3,fresh4,fresh5,fresh6,fresh7,fresh8,fresh9,fresh10"
DF_SETS = "dev,heldout,heldout2,heldout3,heldout4,heldout5,heldout6,heldout7,heldout8"


@dataclass(frozen=True)
class Pair:
    group: str  # the set it comes from (the cross-validation fold's unit)
    old: str
    new: str
    update: bool
    event: bool  # either side typed EPISODIC


def ku_pairs(name: str, min_cosine: float, embedder) -> list[Pair]:  # noqa: ANN001
    """Return the write path's (neighbour, new) pairs of one knowledge-update set."""
    from bench import knowledge_update as KU

    out = []
    for sc in KU.generate(0, 100, 25, time.time(), KU.TEMPLATE_SETS[name]):
        mems = sorted(sc.mems, key=lambda m: m.t)
        vectors = embedder.embed_passages([m.text for m in mems])
        for i in range(1, len(mems)):
            cosines = vectors[:i] @ vectors[i]
            for k in np.argsort(-cosines)[:3]:
                if cosines[k] < min_cosine:
                    break
                old, new = mems[k], mems[i]
                update = new.role == "new" and old.role == "old"
                event = "EPISODIC" in (old.memory_type, new.memory_type)
                out.append(Pair(name, old.text, new.text, update, event))
    return out


def df_pairs(name: str) -> list[Pair]:
    """Return the pairs of one distinct-facts set: both true, never an update."""
    from bench import distinct_facts as DF

    data = DF.load(DF.SETS[name])
    return [Pair(f"df-{name}", p["first"], p["second"], False, False) for p in data.PAIRS]


def _adam(
    params: list[np.ndarray],
    gradients: Callable[[list[np.ndarray]], list[np.ndarray]],
    steps: int,
    rate: float,
) -> list[np.ndarray]:
    """Return ``params`` after ``steps`` full-batch Adam steps (betas .9 / .999) along
    ``gradients(params)``; the arrays are updated in place."""
    first = [np.zeros_like(p) for p in params]
    second = [np.zeros_like(p) for p in params]
    for step in range(1, steps + 1):
        for i, grad in enumerate(gradients(params)):
            first[i] = 0.9 * first[i] + 0.1 * grad
            second[i] = 0.999 * second[i] + 0.001 * grad * grad
            step_size = rate * (first[i] / (1 - 0.9**step))
            params[i] -= step_size / (np.sqrt(second[i] / (1 - 0.999**step)) + 1e-8)
    return params


def _standardised(x: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Return (z, mean, scale): the columns of ``x`` centred and scaled to unit spread."""
    mean, scale = x.mean(axis=0), x.std(axis=0) + 1e-6
    return ((x - mean) / scale).astype(np.float32), mean, scale


def _row_weights(y: np.ndarray, positive_weight: float) -> np.ndarray:
    """Return each row's share of the loss: positives ``positive_weight`` times the others."""
    weight = np.where(y > 0, positive_weight, 1.0).astype(np.float32)
    return weight / weight.sum()


def fit(x: np.ndarray, y: np.ndarray, positive_weight: float, steps: int = 300):  # noqa: ANN201
    """Return (w, b, mean, scale) of a weighted logistic regression fitted with Adam."""
    from memoryd.core.write.pair_model import BIAS

    z, mean, scale = _standardised(x)
    z[:, BIAS], mean[BIAS], scale[BIAS] = x[:, BIAS], 0.0, 1.0  # the bias column as it is
    weight = _row_weights(y, positive_weight)

    def gradients(params: list[np.ndarray]) -> list[np.ndarray]:
        w, b = params
        g = weight * (1.0 / (1.0 + np.exp(-(z @ w + b[0]))) - y)
        return [z.T @ g + 1e-3 * w, np.array([g.sum()])]

    w, b = _adam([np.zeros(z.shape[1], np.float32), np.zeros(1)], gradients, steps, 0.05)
    return w, float(b[0]), mean, scale


def fit_mlp(  # noqa: ANN201
    x: np.ndarray, y: np.ndarray, positive_weight: float, hidden: int, steps: int = 400
):
    """Return the arrays of an UpdateNetwork (memoryd.core.write.pair_model) fitted to rows x
    of network_features: one hidden layer of ReLU units, Adam, full batch, L2 1e-4, seed 0."""
    rng = np.random.default_rng(0)
    z, mean, scale = _standardised(x)
    weight = _row_weights(y, positive_weight)

    def gradients(params: list[np.ndarray]) -> list[np.ndarray]:
        w1, b1, w2, b2 = params
        h = np.maximum(z @ w1 + b1, 0.0)
        g = (weight * (1.0 / (1.0 + np.exp(-(h @ w2 + b2[0]))) - y)).astype(np.float32)
        gh = np.outer(g, w2) * (h > 0)
        return [z.T @ gh + 1e-4 * w1, gh.sum(axis=0), h.T @ g + 1e-4 * w2, np.array([g.sum()])]

    w1, b1, w2, b2 = _adam(
        [
            rng.normal(0, 1 / np.sqrt(z.shape[1]), (z.shape[1], hidden)).astype(np.float32),
            np.zeros(hidden, np.float32),
            rng.normal(0, 1 / np.sqrt(hidden), hidden).astype(np.float32),
            np.zeros(1, np.float32),
        ],
        gradients,
        steps,
        0.01,
    )
    return {"w1": w1, "b1": b1, "w2": w2, "b2": b2, "mean": mean.astype(np.float32),
            "scale": scale.astype(np.float32)}  # fmt: skip


def scored(
    title: str, prob: np.ndarray, y: np.ndarray, cos: np.ndarray, judged: np.ndarray
) -> None:
    """Print true / false update calls per cosine band and cut, among pairs left coexisting."""
    rows = []
    for lo, hi in BANDS:
        band = ~judged & (cos >= lo) & (cos < hi)
        row = [f"{lo:.1f}-{min(hi, 1.0):.1f}", int((band & y).sum()), int((band & ~y).sum())]
        row += [f"{int((band & y & (prob >= c)).sum())} / {int((band & ~y & (prob >= c)).sum())}"
                for c in CUTS]  # fmt: skip
        rows.append(row)
    heads = ["cosine", "updates", "two facts", *(f"P>={c} true/false" for c in CUTS)]
    C.print_table(heads, rows, title)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--ku", default=KU_SETS, help="knowledge-update sets (the folds)")
    p.add_argument("--df", default=DF_SETS, help="distinct-facts sets (both true)")
    p.add_argument("--min-cosine", type=float, default=0.2)
    p.add_argument("--positive-weight", type=float, default=10.0)
    p.add_argument("--hidden", type=int, default=0, help="also an MLP with this many units")
    p.add_argument(
        "--save",
        default="",
        help="write the MLP trained on every pair here (core/write/update_network.npz)",
    )
    p.add_argument(
        "--update-at",
        type=float,
        default=0.95,
        help="the P(update) from which the saved network orders two texts",
    )
    p.add_argument("--folds", type=int, default=0,
                   help="the sets grouped into this many folds (0: one per set)")  # fmt: skip
    args = p.parse_args(argv)
    from memoryd.core.embedding import make_embedder
    from memoryd.core.judge import RuleJudge, Verdict
    from memoryd.core.write.pair_model import UpdateNetwork, features, shipped

    embedder = make_embedder("use-multilingual", None, 64)
    ku = [s for s in args.ku.split(",") if s]
    pairs = [q for s in ku for q in ku_pairs(s, args.min_cosine, embedder)]
    pairs += [q for s in args.df.split(",") if s for q in df_pairs(s)]
    texts = sorted({t for q in pairs for t in (q.old, q.new)})
    vec = dict(zip(texts, embedder.embed_passages(texts), strict=True))
    x = np.stack([features(q.old, q.new, vec[q.old], vec[q.new]) for q in pairs])
    y = np.array([q.update for q in pairs])
    cos = np.array([float(vec[q.old] @ vec[q.new]) for q in pairs])
    judge = RuleJudge()
    judged = np.array([judge.judge(q.old, q.new).verdict is not Verdict.COEXIST for q in pairs])
    facts = ~np.array([q.event for q in pairs])
    folds = args.folds or len(ku)
    fold_of = {s: i % folds for i, s in enumerate(ku)}
    for i, s in enumerate(dict.fromkeys(q.group for q in pairs if q.group not in fold_of)):
        fold_of[s] = i % folds
    fold = np.array([fold_of[q.group] for q in pairs])
    trained = np.zeros(len(pairs))
    mlp = np.zeros(len(pairs))
    if args.save and not args.hidden:
        p.error("--save needs --hidden")
    if args.hidden:
        differences = np.stack([np.abs(vec[q.old] - vec[q.new]) for q in pairs])
        x_mlp = np.concatenate([x, differences], axis=1).astype(np.float32)
    for k in range(folds):
        train = (fold != k) & (cos >= 0.3)
        w, b, mean, scale = fit(x[train], y[train].astype(np.float32), args.positive_weight)
        trained[fold == k] = 1.0 / (1.0 + np.exp(-(((x[fold == k] - mean) / scale) @ w + b)))
        if args.hidden:
            arrays = fit_mlp(x_mlp[train], y[train].astype(np.float32), args.positive_weight,
                             args.hidden)  # fmt: skip
            network = UpdateNetwork({**arrays, "update_at": np.float32(args.update_at)})
            mlp[fold == k] = network.update_probability(x_mlp[fold == k])
    model = shipped()
    print(f"{len(pairs)} pairs ({int(y.sum())} updates) from {len(ku)} knowledge-update sets "
          f"and the distinct-facts sets; cosine >= {args.min_cosine}; facts only (no event on "
          "either side), pairs the rule judge leaves side by side")  # fmt: skip
    if model is not None:
        scored("shipped pair model", model.probabilities(x)[:, 1][facts], y[facts], cos[facts],
               judged[facts])  # fmt: skip
    held = "leave one set out" if folds == len(ku) else f"{folds} folds of sets"
    scored(f"retrained on real pairs, {held}", trained[facts], y[facts], cos[facts],
           judged[facts])  # fmt: skip
    if args.hidden:
        scored(f"MLP ({args.hidden} units) on real pairs, {held}", mlp[facts], y[facts],
               cos[facts], judged[facts])  # fmt: skip
    if args.save:
        # the shipped network: every pair of the sets named, no fold held out
        train = cos >= 0.3
        arrays = fit_mlp(x_mlp[train], y[train].astype(np.float32), args.positive_weight,
                         args.hidden)  # fmt: skip
        np.savez_compressed(args.save, **arrays, update_at=np.float32(args.update_at))
        print(f"saved {args.save}: {args.hidden} hidden units, update_at {args.update_at}, "
              f"trained on {int(train.sum())} pairs")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
