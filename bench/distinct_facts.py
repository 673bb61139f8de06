"""Distinct-facts benchmark: two look-alike texts that are both true ("I'm allergic to peanuts" /
"I'm allergic to shellfish too") must both stay active and both come back in the top 5 of a
question about them (issue #13).

Each pair gets its own user: unrelated filler memories (bench/data/distinct_facts_dev.py FILLER)
written 30-90 days back, then the pair's first text ``days_apart`` days before the second,
through a real memoryd server (spawned on 127.0.0.1:0, default embedder). A pair is *preserved*
when both of its memories are ACTIVE (Get) and both are in the top 5 of every question. Beside
it, in the same run, the plain "store everything" baseline: cosine top 5 over the same texts
with the same model, nothing merged or replaced.

    python -m bench.distinct_facts                 # the dev set (a training figure)
    python -m bench.distinct_facts --set heldout   # bench/data/distinct_facts_heldout.py, once
    python -m bench.distinct_facts --set heldout2  # bench/data/distinct_facts_heldout2.py, once

Printed: preserved / total for memoryd and the baseline, by kind and language, and every pair
memoryd did not preserve with what the write did. A set whose pairs say which text must answer
each question first (``leads``: "first" or "second" per question, as the history set does: the
current fact for "Where do I live?", the history told late for "Where did I use to live?") also
gets "led": questions whose expected text is the top hit, beside the same for the baseline.
JSON in bench/results/distinct_facts/.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from bench import _common as C

C.apply_thread_env()  # before numpy loads OpenBLAS  # noqa: E402

import numpy as np  # noqa: E402

DAY = 86_400.0
TOP = 5
_LEADS = {"first": 0, "second": 1}  # a pair's ``leads``: which text answers a question first
SETS = {
    "dev": C.BENCH_DIR / "data" / "distinct_facts_dev.py",
    "heldout": C.BENCH_DIR / "data" / "distinct_facts_heldout.py",
    # held out, written 2026-12-02 by a session that read no engine code; run once
    "heldout2": C.BENCH_DIR / "data" / "distinct_facts_heldout2.py",
    # held out, written 2026-12-02 by a later helper that read no engine code; run once
    "heldout3": C.BENCH_DIR / "data" / "distinct_facts_heldout3.py",
    # held out, written 2026-12-02 by a fourth helper that read no engine code; run once
    "heldout4": C.BENCH_DIR / "data" / "distinct_facts_heldout4.py",
    # held out, written 2026-12-05 by a fifth helper that read no engine code; run once
    "heldout5": C.BENCH_DIR / "data" / "distinct_facts_heldout5.py",
    # written 2026-12-05 (session 11) by a helper that read no engine code; run once
    "heldout6": C.BENCH_DIR / "data" / "distinct_facts_heldout6.py",
    # written 2026-12-05 (session 12) by a helper that read no engine code; run once
    "heldout7": C.BENCH_DIR / "data" / "distinct_facts_heldout7.py",
    # written 2026-12-05 (session 13) by a helper that read no engine code; run once
    "heldout8": C.BENCH_DIR / "data" / "distinct_facts_heldout8.py",
    # written 2026-12-05 (session 14) by a helper that read no engine code; run once
    "heldout9": C.BENCH_DIR / "data" / "distinct_facts_heldout9.py",
    # written 2026-12-05 (session 15) by a helper that read no engine code; run once
    "heldout10": C.BENCH_DIR / "data" / "distinct_facts_heldout10.py",
    # written 2026-12-05 (end of session 15) by a helper that read no engine code; run once
    # (session 16)
    "heldout11": C.BENCH_DIR / "data" / "distinct_facts_heldout11.py",
    # written 2026-12-05 (session 16) by a helper that read no engine code; run once
    # (session 17)
    "heldout12": C.BENCH_DIR / "data" / "distinct_facts_heldout12.py",
    # written 2026-12-05 (session 17) by a helper that read no engine code; run once
    # (session 18)
    "heldout13": C.BENCH_DIR / "data" / "distinct_facts_heldout13.py",
    # written 2026-12-06 (session 18) by a helper that read no engine code; run once
    # (session 19)
    "heldout14": C.BENCH_DIR / "data" / "distinct_facts_heldout14.py",
    # written 2026-12-06 (session 19) by a helper that read no engine code; run once at the
    # end of session 20
    "heldout15": C.BENCH_DIR / "data" / "distinct_facts_heldout15.py",
    # written 2026-12-06 (session 20) by a helper that read no engine code (Toronto, 青岛);
    # run once (session 21, start vs end)
    "heldout16": C.BENCH_DIR / "data" / "distinct_facts_heldout16.py",
    # written 2026-12-06 (session 21) by a helper that read no engine code (Inverness, 昆明);
    # run once (session 22, start vs end)
    "heldout17": C.BENCH_DIR / "data" / "distinct_facts_heldout17.py",
    # written 2026-12-06 (session 22) by a helper that read no engine code (Cygnet in
    # Tasmania, 柳州); run once (session 23, start vs end)
    "heldout18": C.BENCH_DIR / "data" / "distinct_facts_heldout18.py",
    # written 2026-12-06 (session 23) by a helper that read no engine code (Westville in
    # Durban, 绍兴); run once (session 24, start vs end)
    "heldout19": C.BENCH_DIR / "data" / "distinct_facts_heldout19.py",
    # written 2026-12-06 (session 24) by a helper that read no engine code (Stanley in the
    # Falklands, 海拉尔); run once (session 25, start vs end)
    "heldout20": C.BENCH_DIR / "data" / "distinct_facts_heldout20.py",
    # written 2026-12-06 (session 25) by a helper that read no engine code (Dartmouth in Nova
    # Scotia, 丹东; ids end in -20); run once (session 25, start vs end)
    "heldout21": C.BENCH_DIR / "data" / "distinct_facts_heldout21.py",
    # written 2026-12-06 (session 25) by a helper that read no engine code (Ardsley Park in
    # Savannah, 景德镇; ids end in -21); run once (session 26, start vs end)
    "heldout22": C.BENCH_DIR / "data" / "distinct_facts_heldout22.py",
    # written 2026-12-06 (session 26) by a helper that read no engine code (Fairbanks in Alaska,
    # 富顺; ids end in -22); run once (session 28, start vs end), spent since
    "heldout23": C.BENCH_DIR / "data" / "distinct_facts_heldout23.py",
    # written 2026-12-07 (session 28) by a helper that read no engine code (Stornoway on Lewis,
    # 金乡; ids end in -23); run once at the end of session 31 (start vs end: the same
    # answers), spent since
    "heldout24": C.BENCH_DIR / "data" / "distinct_facts_heldout24.py",
    # written 2026-12-07 (session 31) by a helper that read no engine code (Pierce County,
    # Wisconsin; 泊头; ids end in -24); run once at the end of session 32 (start vs end: the
    # same answers), spent since
    "heldout25": C.BENCH_DIR / "data" / "distinct_facts_heldout25.py",
    # written 2026-12-07 (session 32) by a helper that read no file of the repository but
    # heldout25's format (Tucson; 成都郫都; ids end in -26);
    # run at the end of session 36 (start vs end, then once more with the move off):
    # spent
    "heldout26": C.BENCH_DIR / "data" / "distinct_facts_heldout26.py",
    # written 2026-12-07 (session 35) by a helper that read no file of the repository but
    # heldout26's format (Viroqua, Wisconsin; 大连金州; ids end in -27);
    # run at the end of session 36 (start vs end, then once more with the move off):
    # spent
    "heldout27": C.BENCH_DIR / "data" / "distinct_facts_heldout27.py",
    # written 2026-12-07 (session 36) by a helper that read no file of the repository but
    # heldout27's format and the other sets' ids (Antigonish, Nova Scotia; 自贡贡井; ids end in
    # -28); not run yet: the held-out set of a later session, run once at its end
    "heldout28": C.BENCH_DIR / "data" / "distinct_facts_heldout28.py",
    # written 2026-12-06 (session 19) by a helper that read no engine code: a fact, then a
    # plan, wish, condition, question or pending outcome about changing it (both true at
    # once); run once (session 19, start vs end)
    "plans": C.BENCH_DIR / "data" / "distinct_facts_plans.py",
    # history told late beside the current fact, with which of the two answers each question
    # first (``leads``): written 2026-12-06 (session 20) by a helper that read no engine code;
    # run once (session 20, start vs the ranked-below link), spent since
    "history": C.BENCH_DIR / "data" / "distinct_facts_history.py",
    # the same kind of pairs, written blind by another helper (Auckland, 大连); run once
    # (session 21, start vs end), spent since
    "history2": C.BENCH_DIR / "data" / "distinct_facts_history2.py",
}


def load(path: Path) -> Any:
    return C.load_module(path, "bench.distinct_facts")


def write_filler(stub: Any, pb: Any, scope: Any, filler: list[str], now: float) -> None:
    """Write ``filler`` into ``scope`` in one RememberBatch, spread from 30 to 90 days before
    ``now``."""
    stub.RememberBatch(pb.RememberBatchRequest(items=[
        pb.RememberRequest(scope=scope, content=text,
                           created_at=C.timestamp(now - (30 + 60 * i / len(filler)) * DAY))
        for i, text in enumerate(filler)
    ]))  # fmt: skip


def _outcome(pb: Any, response: Any) -> str:
    """Return what the server says became of the text ("" from a server without the field)."""
    if not hasattr(pb, "WriteOutcome"):
        return ""
    return pb.WriteOutcome.Name(response.outcome).removeprefix("WRITE_OUTCOME_")


def run_memoryd(
    args: argparse.Namespace, pairs: list[dict], filler: list[str], out: Path
) -> list[dict]:
    import grpc

    from memoryd.v1 import memory_pb2 as pb
    from memoryd.v1 import memory_pb2_grpc as pbg

    srv = C.serve_default("df", out, timeout=args.start_timeout)
    rows = []
    try:
        stub = pbg.MemoryServiceStub(grpc.insecure_channel(srv.address))
        now = time.time() - 3_600
        for pair in pairs:
            scope = pb.Scope(user_id=f"df-{pair['id']}")
            write_filler(stub, pb, scope, filler, now)
            first = stub.Remember(
                pb.RememberRequest(
                    scope=scope,
                    content=pair["first"],
                    created_at=C.timestamp(now - pair["days_apart"] * DAY),
                )
            )
            second = stub.Remember(pb.RememberRequest(
                scope=scope, content=pair["second"], created_at=C.timestamp(now)))  # fmt: skip
            ids = [getattr(r, "stored_id", "") or r.memory.id for r in (first, second)]
            statuses = [pb.Status.Name(stub.Get(pb.GetRequest(scope=scope, id=i)).status)
                        for i in ids]  # fmt: skip
            tops = []
            for q in pair["questions"]:
                hits = stub.Recall(pb.RecallRequest(scope=scope, query=q, top_k=TOP)).hits
                tops.append([h.memory.id for h in hits])
            both_top = all(ids[0] in t and ids[1] in t for t in tops)
            led = [bool(t) and t[0] == ids[_LEADS[lead]]
                   for t, lead in zip(tops, pair.get("leads", ()), strict=False)]  # fmt: skip
            rows.append({
                "id": pair["id"], "kind": pair["kind"], "lang": pair["lang"],
                "action": pb.RememberAction.Name(second.action).removeprefix("REMEMBER_ACTION_"),
                "outcome": _outcome(pb, second),
                "statuses": statuses, "both_top": both_top, "led": led,
                "preserved": both_top and ids[0] != ids[1]  # one id: the second text is gone
                and statuses == ["STATUS_ACTIVE", "STATUS_ACTIVE"],
            })  # fmt: skip
    finally:
        srv.stop()
    return rows


def run_baseline(pairs: list[dict], filler: list[str]) -> list[dict]:
    from memoryd.core.embedding import make_embedder

    embedder = make_embedder("use-multilingual", None, 64)
    fill = embedder.embed_passages(filler)
    rows = []
    for pair in pairs:
        texts = embedder.embed_passages([pair["first"], pair["second"]])
        pool = np.vstack([fill, texts])
        ok = True
        led = []
        for q, lead in zip(pair["questions"], pair.get("leads") or [None] * 9, strict=False):
            order = np.argsort(-(pool @ embedder.embed_queries([q])[0]))[:TOP]
            ok &= {len(filler), len(filler) + 1} <= set(order.tolist())
            if lead is not None:
                led.append(int(order[0]) == len(filler) + _LEADS[lead])
        rows.append({"id": pair["id"], "kind": pair["kind"], "lang": pair["lang"],
                     "preserved": ok, "led": led})  # fmt: skip
    return rows


def summary(rows: list[dict]) -> dict[str, str]:
    out = {"all": f"{sum(r['preserved'] for r in rows)}/{len(rows)}"}
    for k, name in enumerate(("led, question 1", "led, question 2")):
        asked = [r["led"][k] for r in rows if len(r.get("led", ())) > k]
        if asked:
            out[name] = f"{sum(asked)}/{len(asked)}"
    groups: dict[str, list[bool]] = defaultdict(list)
    for r in rows:
        groups[f"kind={r['kind']}"].append(r["preserved"])
        groups[f"lang={r['lang']}"].append(r["preserved"])
    out.update({k: f"{sum(v)}/{len(v)}" for k, v in sorted(groups.items())})
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--set", choices=sorted(SETS), default="dev")
    p.add_argument("--start-timeout", type=float, default=300.0)
    p.add_argument("--out-dir", help="results directory (default bench/results/distinct_facts)")
    args = p.parse_args(argv)
    data = load(SETS[args.set])
    filler = getattr(data, "FILLER", None) or load(SETS["dev"]).FILLER
    out = C.results_dir("distinct_facts", args.out_dir)
    mem = run_memoryd(args, data.PAIRS, filler, out)
    base = run_baseline(data.PAIRS, filler)
    ms, bs = summary(mem), summary(base)
    title = f"distinct facts, set {args.set} (both ACTIVE and both in top {TOP})"
    C.print_table(["group", "memoryd preserved", "store everything (cosine)"],
                  [[k, ms[k], bs.get(k, "")] for k in ms], title)  # fmt: skip
    lost = [r for r in mem if not r["preserved"]]
    if lost:
        C.print_table(["pair", "kind", "second was", "outcome", "statuses", "both in top 5"],
                      [[r["id"], r["kind"], r["action"], r["outcome"], " ".join(
                          s.removeprefix("STATUS_") for s in r["statuses"]), r["both_top"]]
                       for r in lost], "not preserved by memoryd")  # fmt: skip
    result = {"set": args.set, "memoryd": mem, "baseline": base, "environment": C.environment()}
    C.write_json(out / f"results-{args.set}.json", result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
