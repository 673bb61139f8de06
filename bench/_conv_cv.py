"""Cross-validation by conversation of the fusion's keyword weight w and the keyword route's
context share c (bench.conversations --cv).

The server's two routes are rebuilt in-process with the server's own parts, per conversation:
a memoryd.core.tiers.pool.PoolIndex over the turns (its keyword and context indexes: BM25 /
the query's ceiling over each turn, and over the words its previous turn lends it),
the keyword score min(1, own + c x lent) (memoryd.core.recall.context; every candidate scored
exactly, as memoryd.core.recall.routes does), cosine with the server's embedder, the top
``2 x top_k`` of each route merged (the server's oversample),
then memoryd.core.recall.fusion.fuse with keyword weight w (vector 1 - w) and the default
keyword_full_weight_at. Decay,
importance and the write path's merges are left out: this tunes the fusion alone, in seconds
instead of a server run per setting.

For each fold (one conversation held out) the (w, c) with the best recall@1 + @5 + @10 on the
other conversations is picked and scored on the held-out one. Printed:
each fold's pick and held-out figures, the pooled held-out figures, and apart (training
figures) every w on all conversations.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from bench import _common as C
from bench import conversations as conv_mod

GRID = (0.0, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0)
SHARES = (0.0, 0.25, 0.5, 0.75, 1.0, 1.5)
WIDE = 2 * conv_mod.DEPTH  # candidates per route: top_k x ScoringConfig.oversample


def _key(scores: dict[str, float]) -> float:
    # Recall@1, @5 and @10 count alike: ranked by recall@10 first, a share that ties it to the
    # third decimal but puts the evidence higher (recall@1 +.04 at context share .75) lost.
    return scores.get("r@1", 0.0) + scores.get("r@5", 0.0) + scores.get("r@10", 0.0)


def _name(w: float, c: float) -> str:
    return f"w={w} c={c}"


def rank_in_process(conversations: Sequence[conv_mod.Conversation], embedder_name: str) -> None:
    """Fill Question.ranked[_name(w, c)] for every w of GRID and c of SHARES."""
    from memoryd.core.config import ScoringConfig, TierConfig
    from memoryd.core.embedding import make_embedder
    from memoryd.core.recall.fusion import RouteWeights, fuse
    from memoryd.core.tiers.pool import PoolIndex

    embedder = make_embedder(embedder_name, None, 64)
    unrelated = embedder.calibration.unrelated
    full_at = ScoringConfig().fused_keyword_full_at  # as the server's default
    for conv in conversations:
        docs = embedder.embed_passages([t.document for t in conv.turns])
        pool = PoolIndex(embedder.dimension, TierConfig())
        ids = [i.to_bytes(16, "big") for i in range(len(conv.turns))]
        created = np.array([t.t for t in conv.turns])
        pool.add_many(
            ids, docs, created, conv.as_of, [t.document for t in conv.turns],
            ["" for _ in conv.turns],  # the bench writes turns without a session id
        )  # fmt: skip
        queries = embedder.embed_queries([q.text for q in conv.questions])
        cosine = queries @ docs.T
        for qi, q in enumerate(conv.questions):
            own = {int.from_bytes(m, "big"): s for m, s in pool.keyword_search(q.text, WIDE)}
            told = {int.from_bytes(m, "big"): s for m, s in pool.context_search(q.text, WIDE)}
            nearest = [int(i) for i in np.argsort(-cosine[qi], kind="stable")[:WIDE]]
            everyone = [ids[m] for m in dict.fromkeys([*own, *told, *nearest])]
            for m, s in zip(everyone, pool.keyword_scores_of(q.text, everyone), strict=True):
                own.setdefault(int.from_bytes(m, "big"), s)
            for m, s in zip(everyone, pool.context_scores_of(q.text, everyone), strict=True):
                told.setdefault(int.from_bytes(m, "big"), s)
            for c in SHARES:
                matches = {
                    m: min(1.0, own.get(m, 0.0) + c * told.get(m, 0.0))
                    for m in dict.fromkeys([*own, *(told if c else ())])
                }
                cands = list(dict.fromkeys(nearest + list(matches)))
                sims = cosine[qi][cands].astype(np.float32)
                kws = np.array([matches.get(m, 0.0) for m in cands], dtype=np.float32)
                for w in GRID:
                    weights = RouteWeights(1.0 - w, w, full_at)
                    fused = fuse(sims, kws, weights, unrelated).relevance
                    order = np.argsort(-fused, kind="stable")[: conv_mod.DEPTH]
                    q.ranked[_name(w, c)] = [cands[i] for i in order]


def main(
    args: argparse.Namespace, conversations: Sequence[conv_mod.Conversation], out_dir: Path
) -> int:
    """Rank with every w, run the folds, print and write cv.json; return 0."""
    rank_in_process(conversations, args.embedder)
    names = [_name(w, c) for c in SHARES for w in GRID]
    folds = []
    for out in conversations:
        train = [q for c in conversations if c is not out for q in c.questions]
        pick = max(names, key=lambda n: _key(conv_mod.mean_scores(train, n)))
        for q in out.questions:
            q.ranked["cv"] = q.ranked[pick]
        folds.append(
            {"held_out": out.sample_id, "pick": pick,
             "scores": conv_mod.mean_scores(out.questions, pick)}
        )  # fmt: skip
    everything = [q for c in conversations for q in c.questions]
    pooled = conv_mod.mean_scores(everything, "cv")
    cols = ("n", "r@1", "r@5", "r@10", "mrr")
    C.print_table(
        ["held out", "w, c picked on the others", *cols],
        [[f["held_out"], f["pick"], *(f["scores"][k] for k in cols)] for f in folds]
        + [["pooled", "", *(pooled[k] for k in cols)]],
        title=f"Keyword weight and context share, 5-fold CV by conversation ({args.embedder}): "
        "held out",
    )
    training = {n: conv_mod.mean_scores(everything, n) for n in names}
    C.print_table(
        ["w, c (training figures: every conversation)", *cols],
        [[n, *(training[n][k] for k in cols)] for n in names],
        title="Every w, c on every conversation (what the picks were made on: training figures)",
    )
    C.write_json(
        out_dir / "cv.json",
        {"args": vars(args), "environment": C.environment(), "grid": GRID, "shares": SHARES,
         "folds": folds,
         "pooled_held_out": pooled, "training": training},
    )  # fmt: skip
    return 0
