"""Train the write path's episode classifier (memoryd.core.write.episodes: is a text an event or
a standing fact?) and show its confusion matrix on sentence families it was not trained on.

Sentences are generated (seeded) from bench/data/episodes_train.py: families of events and of
standing facts in English and Chinese, their slots filled from its pools. Cross-validation is by
family: each fold holds out every fourth family (of each label and language) and trains on the
rest, so a family is never both trained on and tested; the matrix sums the folds. Beside it, in
the same run, two plain baselines on the same held-out sentences: the grammar features alone
(no vector), and the "Speaker:" rule the write path had (only a dialogue turn is an event).

    python -m bench.episode_train            # cross-validates, trains on all, writes the weights
    python -m bench.episode_train --no-save  # measure only
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

DATA = C.BENCH_DIR / "data" / "episodes_train.py"
OUT = C.REPO_DIR / "core" / "write" / "episode_model.npz"
FOLDS = 4


def _load() -> Any:
    spec = importlib.util.spec_from_file_location("episodes_train", DATA)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _fill(template: str, pools: dict[str, list[str]], rng: random.Random) -> str:
    text = template
    for key in sorted(pools, key=len, reverse=True):
        while "{" + key + "}" in text:
            text = text.replace("{" + key + "}", rng.choice(pools[key]), 1)
    text = " ".join(text.split()).replace(" .", ".").replace(" ,", ",").replace(" !", "!")
    return text[:1].upper() + text[1:]


def generate(data: Any, rng: random.Random, per_template: int) -> list[tuple[str, int, str]]:
    """Return (text, label, family) rows; a family is "<lang>/<label>/<name>"."""
    out = []
    for families, label, lang in (
        (data.EVENTS_EN, 1, "en"), (data.FACTS_EN, 0, "en"),
        (data.EVENTS_ZH, 1, "zh"), (data.FACTS_ZH, 0, "zh"),
    ):  # fmt: skip
        for name, templates in families.items():
            for t in templates:
                seen: set[str] = set()
                for _ in range(per_template):
                    text = _fill(t, data.POOLS, rng)
                    if text not in seen:
                        seen.add(text)
                        out.append((text, label, f"{lang}/{label}/{name}"))
    return out


def train(
    x: np.ndarray, y: np.ndarray, l2_grammar: float = 0.01, l2_vector: float = 0.5,
    steps: int = 800, lr: float = 0.5,
):  # fmt: skip
    """Return an EpisodeModel fitted by full-batch proximal gradient descent on the logistic
    loss, each example weighted so that both labels count alike. The vector's weights are held
    50 times as short as the grammar's: free, they learn the topics of the training families
    (cross-validated accuracy .945 against .972)."""
    from memoryd.core.write.episodes import N_GRAMMAR, EpisodeModel

    mean, scale = x.mean(axis=0), x.std(axis=0) + 1e-6
    mean[N_GRAMMAR - 1], scale[N_GRAMMAR - 1] = 0.0, 1.0  # the bias feature stays 1
    z = (x - mean) / scale
    weight = np.where(y == 1, 0.5 / max(1, (y == 1).sum()), 0.5 / max(1, (y == 0).sum()))
    l2 = np.full(x.shape[1], l2_vector)
    l2[:N_GRAMMAR] = l2_grammar
    w, b = np.zeros(x.shape[1]), 0.0
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-(z @ w + b)))
        g = (p - y) * weight
        w = (w - lr * (z.T @ g)) / (1.0 + lr * l2)
        b -= lr * g.sum()
    return EpisodeModel(w.astype(np.float32), float(b), mean.astype(np.float32),
                        scale.astype(np.float32))  # fmt: skip


def _matrix(y: np.ndarray, pred: np.ndarray) -> list[list[Any]]:
    rows = []
    for i, name in enumerate(("fact", "event")):
        counts = [int(((y == i) & (pred == j)).sum()) for j in range(2)]
        rows.append([name, *counts, f"{counts[i] / max(1, sum(counts)):.3f}"])
    return rows


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--seed", type=int, default=13)
    p.add_argument("--per-template", type=int, default=6)
    p.add_argument("--no-save", action="store_true")
    args = p.parse_args(argv)
    from memoryd.core.embedding import make_embedder
    from memoryd.core.write import facets
    from memoryd.core.write.episodes import EVENT_PROBABILITY, N_GRAMMAR, features

    rows = generate(_load(), random.Random(args.seed), args.per_template)
    embedder = make_embedder("use-multilingual", None, 64)
    texts = [t for t, _, _ in rows]
    x = features(texts, embedder.embed_passages(texts))
    y = np.array([label for _, label, _ in rows])
    families = sorted({f for _, _, f in rows})
    # a fold per residue: every FOLDS-th family of each (language, label), so each fold holds
    # out some of every kind
    by_kind: dict[str, list[str]] = {}
    for f in families:
        by_kind.setdefault(f.rsplit("/", 1)[0], []).append(f)
    fold_of = {f: i % FOLDS for fs in by_kind.values() for i, f in enumerate(fs)}
    fold = np.array([fold_of[f] for _, _, f in rows])
    pred = np.zeros(len(y), dtype=int)
    pred_grammar = np.zeros(len(y), dtype=int)
    for k in range(FOLDS):
        test = fold == k
        model = train(x[~test], y[~test])
        pred[test] = model.probabilities(x[test]) >= EVENT_PROBABILITY
        grammar = train(x[~test, :N_GRAMMAR], y[~test])
        pred_grammar[test] = grammar.probabilities(x[test, :N_GRAMMAR]) >= EVENT_PROBABILITY
    speaker = np.array([facets.is_utterance(t) for t in texts], dtype=int)
    heads = ["truth \\ said", "fact", "event", "recall"]
    print(f"{len(rows)} sentences ({int(y.sum())} events), {len(families)} families, "
          f"{FOLDS} folds by family")  # fmt: skip
    for name, pr in (("model (vector + grammar)", pred), ("grammar features only", pred_grammar),
                     ("'Speaker:' rule only", speaker)):  # fmt: skip
        C.print_table(heads, _matrix(y, pr), f"{name}, held-out families")
        print(f"accuracy {float((pr == y).mean()):.3f}")
    wrong = [(texts[i], int(y[i])) for i in np.flatnonzero(pred != y)]
    print(f"\nmodel errors ({len(wrong)}):")
    for text, label in wrong[:40]:
        print(f"  truth={'event' if label else 'fact '}  {text}")
    if not args.no_save:
        train(x, y).save(str(OUT))
        print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
