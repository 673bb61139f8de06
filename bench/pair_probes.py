"""Pair probes: two things one user said weeks apart, then a question, as a new user of memoryd
would try it (issue #13). Each pair says what a good memory does with it:

- ``both``: the two are true at once ("I'm allergic to peanuts" / "I'm allergic to shellfish"):
  both memories stay ACTIVE and both are in the top 5 of the question ("kept");
- ``new``: the second replaces the first ("Rent is £1,100 a month" / "The landlord's put it up
  to £1,250 from the first"): the second is the top hit ("current first");
- ``old``: the second only shares a name, a word, a place or a brand with the first and changes
  nothing of it ("Priya's favourite cake is lemon drizzle" / "Priya crashed her bike on the ring
  road"), and the question asks about the first: both stay ACTIVE and the first is the top hit
  (what an order the write path guessed between the two would cost).

Each pair gets its own user: unrelated filler memories (bench/data/distinct_facts_dev.py FILLER,
30-90 days back), the first text 40 days back, the second 5 days back, untyped, through a real
memoryd server (spawned on 127.0.0.1:0, default embedder). Also counted: texts lost (the second
text not stored as its own memory, or either memory gone from Get). Beside it, in the same run
and with the same model, two plain "store everything" baselines: cosine top 5, and the same top 5
with the newest first (which is right on every "new" pair whose second text cosine finds, and
wrong on every "old" pair whose second text it finds).

    python -m bench.pair_probes                  # the set of record (blind1: spent)
    python -m bench.pair_probes --set blind2     # another set

JSON in bench/results/pair_probes/.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bench import _common as C
from bench.distinct_facts import write_filler

C.apply_thread_env()  # before numpy loads OpenBLAS  # noqa: E402

import numpy as np  # noqa: E402

if TYPE_CHECKING:
    from memoryd.core.embedding import Embedder

DAY = 86_400.0
TOP = 5
FIRST_DAYS, SECOND_DAYS = 40, 5
SETS = {
    # written 2026-12-06 (session 24) by a helper that read no file of the repository; run once
    # at 91cd3e1 before the session's changes, spent since (its docstring)
    "blind1": C.BENCH_DIR / "data" / "pair_probes_blind1.py",
    # written 2026-12-06 (session 24) by a second helper that read no file of the repository;
    # run once at the end of session 24 (start vs end), spent since
    "blind2": C.BENCH_DIR / "data" / "pair_probes_blind2.py",
    # written 2026-12-06 (session 24) by a third helper that read no file of the repository;
    # run once at the end of session 25 (start vs end), spent since
    "blind3": C.BENCH_DIR / "data" / "pair_probes_blind3.py",
    # written 2026-12-06 (session 25) by a helper that read no file of the repository;
    # run once at the end of session 25 (start vs end), spent since
    "blind4": C.BENCH_DIR / "data" / "pair_probes_blind4.py",
    # written 2026-12-06 (session 25) by a second helper that read no file of the repository;
    # run once at the end of session 26 (start vs end), spent since
    "blind5": C.BENCH_DIR / "data" / "pair_probes_blind5.py",
    # written 2026-12-06 (session 26) by a helper that read no file of the repository; run
    # once at the end of session 28 (start vs end), spent since
    "blind6": C.BENCH_DIR / "data" / "pair_probes_blind6.py",
    # written 2026-12-07 (session 28) by a helper that read no file of the repository; run
    # once at the end of session 31 (start vs end: the same answers), spent since
    "blind7": C.BENCH_DIR / "data" / "pair_probes_blind7.py",
    # written 2026-12-07 (session 31) by a helper that read no file of the repository but
    # blind7's format; run once at the end of session 32 (start vs end: the same answers),
    # spent since
    "blind8": C.BENCH_DIR / "data" / "pair_probes_blind8.py",
    # written 2026-12-07 (session 32) by a helper that read no file of the repository but
    # blind8's format;
    # run at the end of session 36 (start vs end, then once more with the move off):
    # spent
    "blind9": C.BENCH_DIR / "data" / "pair_probes_blind9.py",
    # written 2026-12-07 (session 33) by a helper that read no file of the repository but
    # blind8's format, with "old" pairs (a fact, then an unrelated text sharing a name, word,
    # place or brand with it: what a guessed order costs) beside "new" and "both";
    # run at the end of session 36 (start vs end, then once more with the move off: spent)
    "blind10": C.BENCH_DIR / "data" / "pair_probes_blind10.py",
    # written 2026-12-07 (session 35) by a helper that read no file of the repository but
    # blind10's format (80 "old", 40 "new", 40 "both"; Pittsburgh, Xi'an);
    # run at the end of session 36 (start vs end, then once more with the move off: spent)
    "blind11": C.BENCH_DIR / "data" / "pair_probes_blind11.py",
    # written 2026-12-07 (session 36) by a helper that read no file of the repository but
    # blind11's format (80 "old", 40 "new", 40 "both"; Glasgow's West End, 长沙); not run yet:
    # the held-out set of a later session, run once at its end
    "blind12": C.BENCH_DIR / "data" / "pair_probes_blind12.py",
}


def load(path: Path) -> Any:
    return C.load_module(path, "bench.pair_probes")


def lang(text: str) -> str:
    return "zh" if any("\u4e00" <= c <= "\u9fff" for c in text) else "en"


def run_memoryd(pairs: list[tuple[str, str, str, str]], filler: list[str], out: Path,
                timeout: float) -> list[dict]:  # fmt: skip
    """Return one row per pair: what memoryd did and whether it was right."""
    import grpc

    from memoryd.v1 import memory_pb2 as pb
    from memoryd.v1 import memory_pb2_grpc as pbg

    srv = C.serve_default("pairs", out, timeout=timeout)
    rows = []
    try:
        stub = pbg.MemoryServiceStub(grpc.insecure_channel(srv.address))
        now = time.time() - 3_600
        for n, (first, second, question, expect) in enumerate(pairs):
            scope = pb.Scope(user_id=f"pairs-{n}")
            write_filler(stub, pb, scope, filler, now)
            said = [
                stub.Remember(pb.RememberRequest(scope=scope, content=text,
                                                 created_at=C.timestamp(now - days * DAY)))
                for text, days in ((first, FIRST_DAYS), (second, SECOND_DAYS))
            ]  # fmt: skip
            ids = [getattr(r, "stored_id", "") or r.memory.id for r in said]
            statuses = [pb.Status.Name(stub.Get(pb.GetRequest(scope=scope, id=i)).status)
                        .removeprefix("STATUS_") for i in ids]  # fmt: skip
            hits = [
                h.memory.id
                for h in stub.Recall(pb.RecallRequest(scope=scope, query=question, top_k=TOP)).hits
            ]
            if expect == "both":
                right = statuses == ["ACTIVE", "ACTIVE"] and set(ids) <= set(hits)
            elif expect == "old":
                right = statuses == ["ACTIVE", "ACTIVE"] and bool(hits) and hits[0] == ids[0]
            else:
                right = bool(hits) and hits[0] == ids[1]
            rows.append({
                "n": n, "expect": expect, "lang": lang(first + second), "right": right,
                "lost": ids[0] == ids[1],  # the second text joined the first: not its own
                "action": pb.RememberAction.Name(said[1].action).removeprefix("REMEMBER_ACTION_"),
                "statuses": statuses, "rank_first": _rank(hits, ids[0]),
                "rank_second": _rank(hits, ids[1]), "first": first, "second": second,
            })  # fmt: skip
    finally:
        srv.stop()
    return rows


def _rank(hits: list[str], memory_id: str) -> int | None:
    return hits.index(memory_id) + 1 if memory_id in hits else None


def run_baselines(
    pairs: list[tuple[str, str, str, str]], filler: list[str], embedder: Embedder | None = None
) -> list[dict]:
    """Return one row per pair: whether cosine over every text, and the same top 5 newest
    first, were right (``embedder``: the default model, loaded here when not given)."""
    from memoryd.core.embedding import make_embedder

    embedder = embedder or make_embedder("use-multilingual", None, 64)
    fill = embedder.embed_passages(filler)
    # the filler's ages as memoryd got them: all older than the pair's first text but the
    # youngest few, which sit between the two (30-40 days)
    ages = np.array(
        [30 + 60 * i / len(filler) for i in range(len(filler))] + [FIRST_DAYS, SECOND_DAYS]
    )
    rows = []
    for first, second, question, expect in pairs:
        pool = np.vstack([fill, embedder.embed_passages([first, second])])
        top = np.argsort(-(pool @ embedder.embed_queries([question])[0]), kind="stable")[:TOP]
        newest = top[np.argsort(ages[top], kind="stable")]
        a, b = len(filler), len(filler) + 1
        if expect == "both":
            cosine = newest_first = {a, b} <= set(top.tolist())
        else:
            answer = a if expect == "old" else b
            cosine, newest_first = int(top[0]) == answer, int(newest[0]) == answer
        rows.append({"expect": expect, "lang": lang(first + second), "cosine": bool(cosine),
                     "newest_first": bool(newest_first)})  # fmt: skip
    return rows


def summary(mem: list[dict], base: list[dict]) -> list[list[str]]:
    groups: dict[str, list[int]] = defaultdict(list)
    for i, row in enumerate(mem):
        for key in ("all", f"expect={row['expect']}", f"expect={row['expect']}, {row['lang']}"):
            groups[key].append(i)

    def share(flags: list[bool]) -> str:
        return f"{sum(flags)}/{len(flags)}"

    return [
        [key, share([mem[i]["right"] for i in idx]), share([base[i]["cosine"] for i in idx]),
         share([base[i]["newest_first"] for i in idx])]
        for key, idx in sorted(groups.items(), key=lambda kv: (kv[0] != "all", kv[0]))
    ]  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--set", choices=sorted(SETS), default="blind1")
    p.add_argument("--start-timeout", type=float, default=300.0)
    p.add_argument("--out-dir", help="results directory (default bench/results/pair_probes)")
    args = p.parse_args(argv)
    pairs = [tuple(x) for x in load(SETS[args.set]).PAIRS]
    filler = load(C.BENCH_DIR / "data" / "distinct_facts_dev.py").FILLER  # distinct_facts' own
    out = C.results_dir("pair_probes", args.out_dir)
    mem = run_memoryd(pairs, filler, out, args.start_timeout)  # type: ignore[arg-type]
    base = run_baselines(pairs, filler)  # type: ignore[arg-type]
    C.print_table(
        ["group", "memoryd right", "cosine, store everything", "cosine top 5, newest first"],
        summary(mem, base),
        f"pair probes, set {args.set} (both: both ACTIVE and in the top {TOP}; new: the "
        "second text first; old: both ACTIVE, the first text first)",
    )
    lost = sum(r["lost"] for r in mem)
    gone = sum(s not in ("ACTIVE", "SUPERSEDED") for r in mem for s in r["statuses"])
    print(f"texts not stored as their own memory: {lost}; memories not ACTIVE or SUPERSEDED: "
          f"{gone}")  # fmt: skip
    wrong = [r for r in mem if not r["right"]]
    if wrong:
        C.print_table(
            ["expect", "second was", "statuses", "rank first / second", "first || second"],
            [[r["expect"], r["action"], " ".join(r["statuses"]),
              f"{r['rank_first']} / {r['rank_second']}", f"{r['first']} || {r['second']}"[:90]]
             for r in wrong],
            "wrong",
        )  # fmt: skip
    C.write_json(out / f"results-{args.set}.json",
                 {"set": args.set, "memoryd": mem, "baseline": base,
                  "environment": C.environment()})  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
