"""Long-tier upkeep, before and after: recall@10 of the long tier against exact search when it
is fed the way migration feeds it, with today's upkeep (retrain when the tier doubled) and
with the upkeep of memoryd.core.tiers.long_upkeep (clusters split between retrains, a retrain after
many queries over a changed tier), and what the information-entropy demotion moves early.

Data, each fed in the order a user's memories would arrive (subjects come and go):
- real text: Debian package descriptions (bench.long_tier.real_text_corpus, USE 512-d) in
  apt's order, which is by package name, so neighbouring lines share subjects (python3-*,
  golang-*, r-cran-*, fonts-* ...): the drift a retrain-by-growth model falls behind;
- clustered: bench.long_tier.clustered (one user's topics), fed topic by topic.
Queries: held-out rows of the same data (uniformly over all of it); truth: exact top-10 over
what the tier holds. Same code as the server's (LongTier over LMDB), in-process.

    python -m bench.long_upkeep                      # 60k real + 60k clustered: ~5 min
    python -m bench.long_upkeep --n 20000 --data clustered
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from bench import _common as C

C.apply_thread_env()

import numpy as np  # noqa: E402

from bench.long_tier import clustered, exact_top10, real_text_corpus  # noqa: E402
from memoryd.core.config import TierConfig  # noqa: E402
from memoryd.core.store.lmdb_store import LmdbStore  # noqa: E402
from memoryd.core.store.storage import Put, Table  # noqa: E402
from memoryd.core.text.information import information_bits  # noqa: E402
from memoryd.core.tiers.long_tier import LongTier  # noqa: E402
from memoryd.core.tiers.long_upkeep import splits_due  # noqa: E402

# Today's upkeep: growth retrains only (no splits, no query-count retrains).
TODAY = replace(TierConfig(), long_split_max=0, long_retrain_queries=0)


def recall_at_10(tier: LongTier, ids: list[bytes], held: np.ndarray, queries: np.ndarray):
    """Return (recall@10 vs exact over ``held`` (the tier's vectors, aligned with ``ids``),
    p50 ms of a search)."""
    truth = exact_top10(held, queries)
    hits, lat = 0, []
    for q, t in zip(queries, truth, strict=True):
        t0 = time.perf_counter()
        got, _ = tier.search(q, 10)
        lat.append(time.perf_counter() - t0)
        hits += len(set(got) & {ids[i] for i in t})
    return hits / (10 * len(queries)), float(np.median(lat) * 1e3)


def feed(vectors: np.ndarray, config: TierConfig, workdir: Path, upkeep: bool):
    """Return (tier, ids, store, splits made) after feeding ``vectors`` in order, in batches
    of half the medium capacity, as maintenance does: the first batch trains the model on the
    first medium tier, a retrain follows when due, and (``upkeep``) splits when due."""
    n = len(vectors)
    ids = [i.to_bytes(16, "big") for i in range(n)]
    store = LmdbStore(workdir / "store", 1 << 36)
    for s in range(0, n, 20_000):
        rows = zip(ids[s : s + 20_000], vectors[s : s + 20_000], strict=True)
        store.apply([Put(Table.VECTORS, i, v.tobytes()) for i, v in rows])
    tier = LongTier(store, b"bench\x00", vectors.shape[1], config)
    step = config.medium_capacity // 2
    splits = 0
    for s in range(0, n, step):
        first = vectors[: config.medium_capacity] if s == 0 else None
        tier.add(ids[s : s + step], vectors[s : s + step], training=first)
        if tier.needs_retrain():
            tier.retrain()
        elif upkeep:
            for split in splits_due(tier.shapes(), config):
                splits += int(tier.split(split.cluster, split.parts) > 0)
    return tier, ids, store, splits


def compare(name: str, vectors: np.ndarray, queries: np.ndarray, work: Path, args) -> dict:
    """Return recall@10 (and search p50) of today's upkeep and the new one on one feed."""
    out: dict = {"data": name, "memories": len(vectors)}
    upkeep = replace(TierConfig(), long_retrain_queries=args.retrain_queries)
    for label, config, on in (("today", TODAY, False), ("upkeep", upkeep, True)):
        with tempfile.TemporaryDirectory(dir=work) as tmp:
            t0 = time.perf_counter()
            tier, ids, store, splits = feed(vectors, config, Path(tmp), on)
            took = time.perf_counter() - t0
            model = tier.model
            assert model is not None
            rec, p50 = recall_at_10(tier, ids, vectors, queries)
            row = {
                "recall_at_10": rec,
                "search_p50_ms": p50,
                "splits": splits,
                "live_nlist": model.live_nlist,
                "trained_on": model.trained_count,
                "feed_s": took,
            }
            if on:  # the queries above were counted: a retrain by query count may be due
                use = tier.use()
                row["queries_counted"] = use.queries if use else 0
                if tier.needs_retrain():
                    tier.retrain()
                    row["after_query_retrain"] = dict(
                        zip(("recall_at_10", "search_p50_ms"),
                            recall_at_10(tier, ids, vectors, queries), strict=True)
                    )  # fmt: skip
            out[label] = row
            store.close()
        print(f"[{name}] {label}: {row}", flush=True)
    return out


def demotion(texts: list[str], vectors: np.ndarray, queries: np.ndarray, work: Path) -> dict:
    """Return what the information-entropy trigger flags among ``texts`` and the long tier's
    recall@10 without them and with them (a tier of the rest, then the same plus them)."""
    config = TierConfig()
    bits = np.array([information_bits(t) for t in texts])
    low = bits < config.long_demote_information_bits
    out = {
        "texts": len(texts),
        "flagged": int(low.sum()),
        "examples": [t for t, f in zip(texts, low, strict=True) if f][:8],
    }
    for label, rows in (("without", np.flatnonzero(~low)), ("with", np.arange(len(texts)))):
        with tempfile.TemporaryDirectory(dir=work) as tmp:
            tier, ids, store, _ = feed(vectors[rows], TODAY, Path(tmp), False)
            out[label] = recall_at_10(tier, ids, vectors[rows], queries)[0]
            store.close()
    return out


LOCOMO = Path(__file__).resolve().parents[1] / "../shared/data/locomo/locomo-dev.json"


def conversation_turns(path: Path = LOCOMO) -> dict | None:
    """Return what the trigger flags among the turns of the LoCoMo dev conversations (texts a
    user and an agent say, small talk included), None when the file is not there."""
    if not path.exists():
        return None
    turns = [
        t["text"]
        for sample in json.loads(path.read_text())
        for key, session in sample["conversation"].items()
        if key.startswith("session_") and isinstance(session, list)
        for t in session
        if "text" in t
    ]
    low = [t for t in turns if information_bits(t) < TierConfig().long_demote_information_bits]
    return {"turns": len(turns), "flagged": len(low), "examples": low[:10]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=60_000, help="memories fed per data set")
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--data", default="real,clustered", help="among real, clustered")
    parser.add_argument(
        "--retrain-queries", type=int, default=300,
        help="long_retrain_queries for the new upkeep (the bench's queries count)",
    )  # fmt: skip
    parser.add_argument("--out-dir", default=None)
    args = parser.parse_args(argv)
    out_dir = C.results_dir("long_upkeep", args.out_dir)
    work = C.make_tempdir("long-upkeep-")
    results: dict = {"n": args.n, "load_average": os.getloadavg(), "sets": {}}
    rng = np.random.default_rng(2)
    kinds = [k.strip() for k in args.data.split(",") if k.strip()]
    for kind in kinds:
        if kind == "real":
            found = real_text_corpus(60_000)
            if found is None:
                print("skipped real text: apt has no package lists (apt-get update)")
                continue
            vectors, texts, _ = found
        elif kind == "clustered":
            vectors = clustered(args.n + args.queries, seed=3)
            # Topic by topic: order by nearest of a few directions (the topics arrive in turn).
            directions = vectors[rng.choice(len(vectors), 50, replace=False)]
            vectors = vectors[np.argsort(np.argmax(vectors @ directions.T, axis=1), kind="stable")]
            texts = []
        else:
            parser.error(f"--data: {kind!r}; choose among real, clustered")
        total = min(len(vectors), args.n + args.queries)
        held_out = np.sort(rng.choice(total, args.queries, replace=False))
        keep = np.setdiff1d(np.arange(total), held_out)  # still in arrival order
        queries, fed = vectors[held_out], vectors[keep]
        results["sets"][kind] = compare(kind, fed, queries, work, args)
        if kind == "real":
            results["demotion"] = demotion([texts[i] for i in keep], fed, queries, work)
            print(f"[demotion] {results['demotion']}", flush=True)
    results["conversation_turns"] = conversation_turns()
    report(results)
    C.write_json(out_dir / "results.json", results)
    return 0


def report(r: dict) -> None:
    rows = []
    for name, s in r["sets"].items():
        for label in ("today", "upkeep"):
            x = s[label]
            rows.append([
                f"{name} ({s['memories']})", label, C.fmt(x["recall_at_10"], 3),
                C.fmt(x["search_p50_ms"]), x["splits"], x["live_nlist"], x["trained_on"],
            ])  # fmt: skip
            if "after_query_retrain" in x:
                q = x["after_query_retrain"]
                rows.append([f"{name} ({s['memories']})", "upkeep + retrain by queries",
                             C.fmt(q["recall_at_10"], 3), C.fmt(q["search_p50_ms"]), "-",
                             "-", s["memories"]])  # fmt: skip
    C.print_table(
        ["data", "upkeep", "long recall@10", "search p50 ms", "splits", "live clusters",
         "model trained on"],
        rows, title="long tier upkeep: today (retrain when doubled) vs splits + query retrains",
    )  # fmt: skip
    if "demotion" in r:
        d = r["demotion"]
        C.print_table(
            ["figure", "value"],
            [["texts", d["texts"]], ["flagged (information < 1 bit)", d["flagged"]],
             ["long recall@10 without them / with them", f"{d['without']:.3f} / {d['with']:.3f}"],
             ["examples", "; ".join(d["examples"])]],
            title="information-entropy demotion on real text",
        )  # fmt: skip
    turns = r.get("conversation_turns")
    if turns:
        print(f"LoCoMo dev turns flagged: {turns['flagged']} of {turns['turns']}: "
              f"{'; '.join(turns['examples'])}")  # fmt: skip


if __name__ == "__main__":
    raise SystemExit(main())
