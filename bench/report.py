"""results.json -> report.md with PNG plots, the headline ratios, and a schema check.

The report is written from the results dict alone (so `python -m bench.report DIR` can redo it
from an old results.json), with matplotlib on the Agg backend; without matplotlib the report is
written without plots and says so.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

SCHEMA = "memoryd-bench/1"
PEER_NAMES = {"chroma": "Chroma", "milvus": "Milvus Lite", "pgvector": "pgvector"}

# Keys results.json must have, and the keys every section kind must have when it ran.
REQUIRED_TOP = ("schema", "profile", "command", "settings", "environment", "sections", "wall_s")
REQUIRED_ENV = ("cpu_count", "python", "versions")


def validate(res: dict[str, Any]) -> list[str]:
    """Return the schema problems of a results dict ([] when it is well-formed)."""
    problems = [f"missing top-level key {k!r}" for k in REQUIRED_TOP if k not in res]
    if res.get("schema") not in (None, SCHEMA):
        problems.append(f"schema {res.get('schema')!r} is not {SCHEMA!r}")
    env = res.get("environment", {})
    problems += [f"environment lacks {k!r}" for k in REQUIRED_ENV if k not in env]
    for name, sec in res.get("sections", {}).items():
        if not isinstance(sec, dict):
            problems.append(f"section {name!r} is not an object")
            continue
        if "wall_s" not in sec:
            problems.append(f"section {name!r} lacks wall_s")
        if "error" in sec:
            continue
        if name == "load" and not {"rows", "echo", "faiss", "ratios"} <= sec.keys():
            problems.append("section 'load' lacks rows/echo/faiss/ratios")
        if name == "peers":
            for eng, fig in sec.get("engines", {}).items():
                if "skipped" not in fig and "points" not in fig:
                    problems.append(f"peer {eng!r} has neither points nor a skip reason")
    try:
        json.dumps(res, allow_nan=False)
    except ValueError as exc:
        problems.append(f"not strict JSON: {exc}")
    return problems


# ============================================================================ headline


def _ratio(a: float | None, b: float | None, digits: int = 2) -> float | None:
    return round(a / b, digits) if a and b else None


def headline(res: dict[str, Any]) -> dict[str, Any]:
    """Return the headline figures: memoryd's recall QPS and p99 vs the best peer at
    recall@10 >= 0.95, ingest vs the best peer, and recall latency / (echo + faiss)."""
    h: dict[str, Any] = {}
    secs = res.get("sections", {})
    peers = secs.get("peers", {}).get("engines", {})
    mem = peers.get("memoryd", {}).get("operating_point") or {}
    ran = {
        n: f
        for n, f in peers.items()
        if n in PEER_NAMES and "points" in f and f.get("operating_point")
    }
    at_target = {n: f for n, f in ran.items() if f["operating_point"].get("meets_target")}
    if mem and at_target:
        best = max(at_target, key=lambda n: at_target[n]["operating_point"]["qps"])
        op = at_target[best]["operating_point"]
        h["recall_vs_best_peer"] = {
            "best_peer": PEER_NAMES[best],
            "peer_qps": op["qps"],
            "peer_p99_ms": op["p99_ms"],
            "peer_recall_at_10": op["recall_at_10"],
            "peer_ef_search": op["ef_search"],
            "memoryd_qps": mem.get("qps"),
            "memoryd_p99_ms": mem.get("p99_ms"),
            "memoryd_recall_at_10": mem.get("recall_at_10"),
            "memoryd_meets_target": mem.get("meets_target"),
            "qps_ratio": _ratio(mem.get("qps"), op["qps"]),
            "p99_ratio": _ratio(mem.get("p99_ms"), op["p99_ms"]),
        }
    ing = {n: f["ingest"]["vec_per_s"] for n, f in ran.items() if f.get("ingest")}
    mem_ing = peers.get("memoryd", {}).get("ingest", {}).get("vec_per_s")
    if ing and mem_ing:
        best = max(ing, key=lambda n: ing[n])
        h["ingest_vs_best_peer"] = {
            "best_peer": PEER_NAMES[best],
            "peer_vec_per_s": ing[best],
            "memoryd_vec_per_s": mem_ing,
            "ratio": _ratio(mem_ing, ing[best]),
        }
    ratios = secs.get("load", {}).get("ratios") or []
    if ratios:
        h["recall_vs_floor"] = ratios
    ku = secs.get("quality", {}).get("benchmarks", {}).get("knowledge_update", {})
    rows = {(r["system"], r["group"]): r for r in ku.get("table", [])}
    m, b = rows.get(("memoryd", "update")), rows.get(("naive cosine memory", "update"))
    if m and b:
        h["knowledge_update"] = {
            "memoryd_top1": m["top1"],
            "naive_top1": b["top1"],
            "memoryd_leak": m["leak"],
            "naive_leak": b["leak"],
        }
    ms = secs.get("quality", {}).get("benchmarks", {}).get("multi_session", {})
    rows = {(r["system"], r["group"]): r for r in ms.get("table", [])}
    naive = next((r for (s, g), r in rows.items() if g == "overall" and "naive" in s), None)
    mine = next((r for (s, g), r in rows.items() if g == "overall" and "default" in s), None)
    if naive and mine:
        h["multi_session"] = {
            "memoryd_recall_at_5": mine.get("recall@5"),
            "naive_recall_at_5": naive.get("recall@5"),
            "memoryd_mrr": mine.get("mrr"),
            "naive_mrr": naive.get("mrr"),
        }
    skipped = {n: f["skipped"] for n, f in peers.items() if "skipped" in f}
    if skipped:
        h["peers_skipped"] = skipped
    return h


def headline_lines(h: dict[str, Any]) -> list[str]:
    """Return the headline as short sentences (for stdout and the report's closing note)."""
    out = []
    r = h.get("recall_vs_best_peer")
    if r:
        out.append(
            f"recall QPS: memoryd {r['memoryd_qps']} vs {r['best_peer']} {r['peer_qps']} "
            f"(x{r['qps_ratio']}); p99 {r['memoryd_p99_ms']} ms vs {r['peer_p99_ms']} ms "
            f"(x{r['p99_ratio']}); recall@10 {r['memoryd_recall_at_10']} vs "
            f"{r['peer_recall_at_10']} (peer at ef_search {r['peer_ef_search']})"
        )
    else:
        out.append(
            "recall vs the best peer: not measured (no peer reached recall@10 >= 0.95 "
            "or the peers profile did not run)"
        )
    i = h.get("ingest_vs_best_peer")
    if i:
        out.append(
            f"ingest: memoryd {i['memoryd_vec_per_s']} vec/s vs {i['best_peer']} "
            f"{i['peer_vec_per_s']} vec/s (x{i['ratio']})"
        )
    floors = h.get("recall_vs_floor", [])
    for row in floors[:1] + floors[1:][-1:]:  # the lowest and highest concurrency, once each
        out.append(
            f"recall latency / (echo + faiss) at c={row['concurrency']}: p50 {row['ratio_p50']} "
            f"({row['recall_p50_ms']} / ({row['echo_p50_ms']} + {row['faiss_p50_ms']}) ms), "
            f"p99 {row['ratio_p99']}"
        )
    k = h.get("knowledge_update")
    if k:
        out.append(
            f"knowledge update (corrected facts): top-1 memoryd {k['memoryd_top1']} vs naive "
            f"cosine memory {k['naive_top1']}; stale fact in top 5: {k['memoryd_leak']} vs "
            f"{k['naive_leak']}"
        )
    m = h.get("multi_session")
    if m:
        out.append(
            f"multi-session (facts from earlier sessions): recall@5 memoryd "
            f"{m['memoryd_recall_at_5']} vs naive cosine memory {m['naive_recall_at_5']}; MRR "
            f"{m['memoryd_mrr']} vs {m['naive_mrr']}"
        )
    for n, why in h.get("peers_skipped", {}).items():
        out.append(f"peer {n} skipped: {why}")
    return out


# ============================================================================ markdown


def _f(x: Any) -> str:
    if x is None:
        return "-"
    if isinstance(x, float):
        if x != x:
            return "nan"
        return f"{x:,.0f}" if abs(x) >= 1000 else f"{x:.3g}" if abs(x) < 10 else f"{x:.1f}"
    if isinstance(x, int):
        return f"{x:,}"
    return str(x)


def flatten(d: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    """Return the scalar leaves of nested dicts as {"a.b.c": value} (lists of scalars joined)."""
    out: dict[str, Any] = {}
    for k, v in d.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict):
            out.update(flatten(v, key + "."))
        elif isinstance(v, list):
            if v and all(isinstance(x, (int, float, str)) for x in v) and len(v) <= 8:
                out[key] = ", ".join(_f(round(x, 3) if isinstance(x, float) else x) for x in v)
        else:
            out[key] = round(v, 4) if isinstance(v, float) else v
    return out


def md_table(headers: list[str], rows: list[list[Any]]) -> str:
    """Return a markdown table with every cell formatted by _f."""
    lines = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
    lines += ["| " + " | ".join(_f(c) for c in r) + " |" for r in rows]
    return "\n".join(lines)


def _load_md(sec: dict[str, Any]) -> list[str]:
    st = sec.get("settings", {})
    out = [
        "## Load",
        f"memoryd with {_f(st.get('memories'))} memories ({st.get('dimension')}-d client "
        f"vectors, one pool), {st.get('client_processes')} client processes (grpc.aio, closed "
        f"loop), {st.get('duration_s')} s per row. Preload: "
        f"{_f(sec.get('preload', {}).get('items_per_s'))} vectors/s (RememberBatch 500). "
        f"Recall top_k=10 at c=1: recall@10 {sec.get('recall_at_10_c1', {}).get('recall_at_10')}"
        " vs exact.",
        "",
    ]
    rows = []
    for wl, wl_rows in sec.get("rows", {}).items():
        for r in wl_rows:
            for op, s in r["ops"].items():
                rows.append(
                    [
                        wl,
                        r["concurrency"],
                        op,
                        s["qps"],
                        s["p50_ms"],
                        s["p95_ms"],
                        s["p99_ms"],
                        s["max_ms"],
                        r["server_cpu_pct"],
                        r["client_cpu_pct"],
                        r["server_rss_mib"],
                        sum(r["errors"].values()),
                    ]
                )
    for r in sec.get("echo", {}).get("rows", []):
        s = r["ops"].get("echo", {})
        rows.append(
            [
                "echo floor",
                r["concurrency"],
                "echo",
                s.get("qps"),
                s.get("p50_ms"),
                s.get("p95_ms"),
                s.get("p99_ms"),
                s.get("max_ms"),
                r["server_cpu_pct"],
                r["client_cpu_pct"],
                r["server_rss_mib"],
                sum(r["errors"].values()),
            ]
        )
    out.append(
        md_table(
            [
                "workload",
                "conc",
                "op",
                "QPS",
                "p50 ms",
                "p95 ms",
                "p99 ms",
                "max ms",
                "srv CPU %",
                "cli CPU %",
                "srv RSS MiB",
                "errors",
            ],
            rows,
        )
    )
    fa = sec.get("faiss", {})
    out += [
        "",
        f"Engine floor: in-process faiss {fa.get('index')} on the same {_f(fa.get('vectors'))} "
        f"vectors: p50 {fa.get('p50_ms')} ms, p99 {fa.get('p99_ms')} ms, recall@10 "
        f"{fa.get('recall_at_10')}. Echo floor: payload {sec.get('echo', {}).get('payload_bytes')}"
        " B: each call builds and serialises a Recall request as the Recall rows do, and the"
        " bytes make the round trip through a do-nothing gRPC server; same client processes.",
        "",
        "Recall latency as a ratio to (echo + faiss) at the same concurrency:",
        "",
        md_table(
            [
                "conc",
                "recall p50",
                "echo p50",
                "faiss p50",
                "ratio p50",
                "recall p99",
                "echo p99",
                "faiss p99",
                "ratio p99",
            ],
            [
                [
                    r["concurrency"],
                    r["recall_p50_ms"],
                    r["echo_p50_ms"],
                    r["faiss_p50_ms"],
                    r["ratio_p50"],
                    r["recall_p99_ms"],
                    r["echo_p99_ms"],
                    r["faiss_p99_ms"],
                    r["ratio_p99"],
                ]
                for r in sec.get("ratios", [])
            ],
        ),
    ]
    return out + _processes_md(sec.get("processes"))


def _processes_md(sec: dict[str, Any] | None) -> list[str]:
    """Return the recall rows by server process count (serve --readers), if run."""
    if not sec or not sec.get("rows"):
        return []
    rows = []
    for n, runs in sec["rows"].items():
        for i, r in enumerate(runs):
            op = r.get("ops", {}).get("recall", {})
            rows.append(
                [n, i + 1, r.get("qps"), op.get("p50_ms"), op.get("p99_ms"),
                 r.get("server_cpu_pct"), sum(r.get("errors", {}).values())]
            )  # fmt: skip
    return [
        "",
        f"### Recall by server processes (c={sec.get('concurrency')}, serve --readers N-1, "
        "rows interleaved)",
        "",
        md_table(["processes", "round", "QPS", "p50 ms", "p99 ms", "server CPU %", "errors"], rows),
    ]


def _scale_md(sec: dict[str, Any]) -> list[str]:
    out = [
        "## Scale",
        "One pool grown in order; ingest = sequential RememberBatch of "
        f"{sec.get('settings', {}).get('batch')} client vectors; settle = time until the "
        "server is idle again (index builds, tier moves).",
        "",
    ]
    rows = []
    for e in sec.get("sizes", []):
        for r in e["recall"]:
            rows.append(
                [
                    e["size"],
                    e["ingest"]["items_per_s"],
                    f"{_f(e['ingest'].get('first_tenth_vec_per_s'))} -> "
                    f"{_f(e['ingest'].get('last_tenth_vec_per_s'))}",
                    e["ingest"].get("server_cpu_pct"),
                    e["settle_s"],
                    round(e["rss_after_queries"].get("VmRSS", 0) / 2**20),
                    round((e.get("disk_bytes") or 0) / 2**20),
                    r["concurrency"],
                    r["qps"],
                    r["p50_ms"],
                    r["p95_ms"],
                    r["p99_ms"],
                    r["recall_at_10"],
                    " ".join(f"{k}={v}" for k, v in sorted(e["stats"]["by_tier"].items())),
                ]
            )
    out.append(
        md_table(
            [
                "memories",
                "ingest vec/s",
                "first -> last tenth",
                "ingest srv CPU %",
                "settle s",
                "RSS MiB",
                "disk MiB",
                "conc",
                "QPS",
                "p50 ms",
                "p95 ms",
                "p99 ms",
                "recall@10",
                "by tier",
            ],
            rows,
        )
    )
    lt = sec.get("long_tier", {})
    out += [
        "",
        f"Long tier (bench/long_tier.py): {lt.get('skipped') or 'ran'}"
        + (
            f": `{lt.get('command')}` in {lt.get('wall_s')} s, results in "
            f"`{lt.get('results_file')}`, output in `{lt.get('log')}`"
            if not lt.get("skipped")
            else ""
        ),
    ]
    res = lt.get("results") if not lt.get("skipped") else None
    if res:
        summary = (
            res.get("summary")
            or res.get("headline")
            or {k: v for k, v in res.items() if k not in ("args", "environment")}
        )
        if isinstance(summary, dict):
            flat = list(flatten(summary).items())
            out += ["", md_table(["figure", "value"], [[k, v] for k, v in flat[:60]])]
            if len(flat) > 60:
                out.append(f"\n({len(flat) - 60} more figures in the JSON)")
    return out


def _quality_md(sec: dict[str, Any]) -> list[str]:
    out = ["## Quality"]
    for name, b in sec.get("benchmarks", {}).items():
        out.append(f"### {name}")
        if b.get("skipped"):
            out.append(f"skipped: {b['skipped']}")
            continue
        table = b.get("table", [])
        if table:
            keys = [k for k in table[0] if k not in ("system", "group")]
            out.append(
                md_table(
                    ["system", "group", *keys],
                    [[r["system"], r["group"], *[r.get(k) for k in keys]] for r in table],
                )
            )
        if b.get("targets"):
            out.append("\nTargets: " + ", ".join(f"{k} {v}" for k, v in b["targets"].items()))
        out.append(
            f"\n`{b.get('command', '')}` took {b.get('wall_s')} s; full output: `{b.get('log')}`"
        )
    return out


def _peers_md(sec: dict[str, Any]) -> list[str]:
    st = sec.get("settings", {})
    out = [
        "## Peers",
        f"Same {_f(st.get('vectors'))} x {st.get('dimension')} vectors and queries"
        f" for every engine, {st.get('hnsw')}; queries one at a time from one client; "
        f"operating point = the fastest ef_search with recall@10 >= {st.get('target_recall')}"
        " (memoryd: its server setting). Ingest = insert + any separate index build step, until"
        " searchable (memoryd indexes on the write path; its background settling after the load"
        " is shown apart as `settle s`).",
        "",
    ]
    rows, skipped = [], []
    for name, f in sec.get("engines", {}).items():
        if "skipped" in f:
            skipped.append(f"- **{name}**: skipped — {f['skipped']}")
            continue
        op = f.get("operating_point", {})
        rows.append(
            [
                f["engine"],
                f.get("version"),
                f["ingest"]["vec_per_s"],
                f["ingest"]["total_s"],
                f["ingest"].get("settle_s"),
                op.get("ef_search"),
                op.get("recall_at_10"),
                op.get("qps"),
                op.get("p50_ms"),
                op.get("p99_ms"),
                "yes" if op.get("meets_target") else "NO",
                f.get("rss_after_queries_mib"),
            ]
        )
    out.append(
        md_table(
            [
                "engine",
                "version",
                "ingest vec/s",
                "ingest s",
                "settle s",
                "ef_search",
                "recall@10",
                "QPS",
                "p50 ms",
                "p99 ms",
                ">= target",
                "RSS MiB",
            ],
            rows,
        )
    )
    notes = [
        f"- {f['engine']}: {f['kind']}; RSS: {f['rss_note']}"
        for f in sec.get("engines", {}).values()
        if "rss_note" in f
    ]
    out += ["", *notes, *skipped, "", "Every point of the sweep:", ""]
    pts = []
    for f in sec.get("engines", {}).values():
        for p in f.get("points", []):
            pts.append(
                [
                    f["engine"],
                    p["ef_search"],
                    p["queries"],
                    p["recall_at_10"],
                    p["qps"],
                    p["p50_ms"],
                    p["p99_ms"],
                ]
            )
    out.append(
        md_table(["engine", "ef_search", "queries", "recall@10", "QPS", "p50 ms", "p99 ms"], pts)
    )
    return out


def render_markdown(res: dict[str, Any], plots: list[tuple[str, str]]) -> str:
    """Return report.md's text for `res`, linking the (file name, caption) `plots`."""
    env = res.get("environment", {})
    h = res.get("headline") or headline(res)
    out = [
        f"# memoryd benchmark report — `{res.get('profile')}`"
        + (" (quick)" if res.get("quick") else ""),
        "",
        f"Command: `{res.get('command')}` — wall time {res.get('wall_s')} s, "
        f"{env.get('time_utc')}.",
        f"Machine: {env.get('cpu_count')} CPUs ({env.get('cpu_model')}), "
        f"{env.get('mem_total_gib')} GiB; load average at start {env.get('loadavg_start')}, at "
        f"end {env.get('loadavg_end')} (other work on the machine inflates every figure alike)."
        f" Python {env.get('python')}, source digest {env.get('source_digest')}, commit "
        f"{str(env.get('git_commit'))[:10]}.",
        "",
        "Versions: " + ", ".join(f"{k} {v}" for k, v in env.get("versions", {}).items() if v),
        "",
        "## Headline",
        "",
        *[f"- {line}" for line in headline_lines(h)],
        "",
    ]
    for name, sec in res.get("sections", {}).items():
        if "error" in sec:
            out += [f"## {name.capitalize()}", f"FAILED: {sec['error']}", ""]
            continue
        out += {"load": _load_md, "scale": _scale_md, "quality": _quality_md, "peers": _peers_md}[
            name
        ](sec)
        out += ["", f"_{name}: {sec.get('wall_s')} s_", ""]
    if plots:
        out += ["## Plots", ""]
        out += [f"### {cap}\n\n![{cap}]({fn})\n" for fn, cap in plots]
    elif res.get("plots_note"):
        out += ["## Plots", "", res["plots_note"], ""]
    out += [
        "## Closing note",
        "",
        "Headline ratios of this run (memoryd / peer; below 1 is better for p99 and latency "
        "ratios, above 1 better for QPS and ingest):",
        "",
        *[f"- {line}" for line in headline_lines(h)],
        "",
    ]
    return "\n".join(out)


# ============================================================================ plots


def make_plots(res: dict[str, Any], out_dir: Path) -> list[tuple[str, str]]:
    """Write the PNG plots that the results allow and return their (file name, caption)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    made: list[tuple[str, str]] = []
    secs = res.get("sections", {})
    load = secs.get("load", {})
    if load.get("rows"):
        fig, (ax, ax2) = plt.subplots(1, 2, figsize=(12, 4.5))
        for wl, rows in load["rows"].items():
            for op in ("recall", "remember"):
                pts = [(r["concurrency"], r["ops"][op]) for r in rows if op in r["ops"]]
                if not pts:
                    continue
                c = [p[0] for p in pts]
                line = ax.plot(c, [p[1]["p50_ms"] for p in pts], "o-", label=f"{wl}/{op} p50")[0]
                ax.plot(
                    c,
                    [p[1]["p99_ms"] for p in pts],
                    "x:",
                    color=line.get_color(),
                    label=f"{wl}/{op} p99",
                )
            ax2.plot([r["concurrency"] for r in rows], [r["qps"] for r in rows], "o-", label=wl)
        erows = load.get("echo", {}).get("rows", [])
        if erows:
            c = [r["concurrency"] for r in erows]
            ax.plot(c, [r["ops"]["echo"]["p50_ms"] for r in erows], "k--", label="echo p50")
            ax.plot(c, [r["ops"]["echo"]["p99_ms"] for r in erows], "k:", label="echo p99")
            ax2.plot(c, [r["qps"] for r in erows], "k--", label="echo")
        if load.get("faiss", {}).get("p50_ms"):
            ax.axhline(load["faiss"]["p50_ms"], color="grey", lw=0.8, label="faiss p50")
        concs = sorted({r["concurrency"] for rows in load["rows"].values() for r in rows})
        for a, yl in ((ax, "latency ms (log)"), (ax2, "QPS (log)")):
            a.set_xscale("log", base=2)
            a.set_xticks(concs, [str(c) for c in concs])
            a.set_yscale("log")
            a.set_xlabel("calls in flight")
            a.set_ylabel(yl)
            a.grid(alpha=0.3, which="both")
        ax.legend(fontsize=6, ncol=2)
        ax2.legend(fontsize=7)
        ax.set_title("latency percentiles vs concurrency")
        ax2.set_title("throughput vs concurrency")
        fig.tight_layout()
        fig.savefig(out_dir / "latency_vs_concurrency.png", dpi=90)
        plt.close(fig)
        made.append(("latency_vs_concurrency.png", "Latency percentiles and QPS vs concurrency"))

    peers = secs.get("peers", {}).get("engines", {})
    if any("points" in f for f in peers.values()):
        fig, ax = plt.subplots(figsize=(7, 4.5))
        for f in peers.values():
            pts = f.get("points", [])
            if not pts:
                continue
            xs = [p["recall_at_10"] for p in pts]
            ys = [p["qps"] for p in pts]
            ax.plot(
                xs,
                ys,
                "o-" if len(pts) > 1 else "*",
                ms=6 if len(pts) > 1 else 14,
                label=f["engine"],
            )
            for p in pts:
                ax.annotate(str(p["ef_search"]), (p["recall_at_10"], p["qps"]), fontsize=6)
        ax.axvline(0.95, color="grey", ls="--", lw=0.8)
        ax.set_yscale("log")
        ax.set_xlabel("recall@10 vs exact (labels: ef_search)")
        ax.set_ylabel("QPS, one client, c=1 (log)")
        ax.set_title("QPS vs recall, same data and machine")
        ax.grid(alpha=0.3, which="both")
        ax.legend(fontsize=7)
        fig.tight_layout()
        fig.savefig(out_dir / "qps_vs_recall.png", dpi=90)
        plt.close(fig)
        made.append(("qps_vs_recall.png", "QPS vs recall@10 (peers)"))

    series = [s.get("rss_series") for s in (load, secs.get("scale", {})) if s.get("rss_series")]
    if series:
        fig, axes = plt.subplots(1, len(series), figsize=(6 * len(series), 4), squeeze=False)
        for ax, s in zip(axes[0], series, strict=True):
            ax.plot(s["t_s"], s["rss_mib"], lw=1.2)
            top = max(s["rss_mib"] or [1])
            for m in s["marks"]:
                ax.axvline(m["t_s"], color="grey", lw=0.5)
                ax.text(m["t_s"], top, m["label"], rotation=90, fontsize=6, va="top")
            ax.set_xlabel("seconds")
            ax.set_ylabel("server RSS MiB")
            ax.set_title(s["label"])
            ax.grid(alpha=0.3)
        fig.tight_layout()
        fig.savefig(out_dir / "rss_over_time.png", dpi=90)
        plt.close(fig)
        made.append(("rss_over_time.png", "Server RSS over time"))

    tables = [
        (n, b["table"])
        for n, b in secs.get("quality", {}).get("benchmarks", {}).items()
        if b.get("table")
    ]
    if tables:
        fig, axes = plt.subplots(1, len(tables), figsize=(9 * len(tables), 4), squeeze=False)
        for ax, (name, table) in zip(axes[0], tables, strict=True):
            metrics = [m for m in ("top1", "leak", "found_top5") if m in table[0]] or [
                k for k in table[0] if k not in ("system", "group", "questions")
            ][:4]
            if len(table) > 8:  # many groups: the first one only ("overall")
                table = [r for r in table if r["group"] == table[0]["group"]]
            groups = [(r["system"], r["group"]) for r in table]
            w = 0.8 / max(1, len(groups))
            for gi, (r, g) in enumerate(zip(table, groups, strict=True)):
                xs = [mi + gi * w for mi in range(len(metrics))]
                ax.bar(xs, [r.get(m) or 0 for m in metrics], w, label=f"{g[0]} / {g[1]}")
            ax.set_xticks([mi + 0.4 - w / 2 for mi in range(len(metrics))], metrics)
            ax.set_ylim(0, 1.05)
            ax.set_title(name)
            ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0))
            ax.grid(alpha=0.3, axis="y")
        fig.tight_layout()
        fig.savefig(out_dir / "quality_bars.png", dpi=90)
        plt.close(fig)
        made.append(("quality_bars.png", "Quality: memoryd vs the naive cosine baseline"))
    return made


def write_report(res: dict[str, Any], out_dir: Path, plots: bool = True) -> Path:
    """Write report.md (and the PNG plots unless `plots` is False) into `out_dir`; return the
    report's path."""
    made: list[tuple[str, str]] = []
    if plots:
        try:
            made = make_plots(res, out_dir)
        except ImportError:
            res["plots_note"] = (
                "plots skipped: matplotlib is not installed (pip install -e '.[bench]')"
            )
    path = out_dir / "report.md"
    path.write_text(render_markdown(res, made))
    return path


def main(argv: list[str] | None = None) -> int:
    """`python -m bench.report DIR`: rewrite DIR/report.md from DIR/results.json."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m bench.report RESULTS_DIR", file=sys.stderr)
        return 2
    d = Path(args[0])
    res = json.loads((d / "results.json").read_text())
    for p in validate(res):
        print(f"schema: {p}", file=sys.stderr)
    print(write_report(res, d))
    return 0


if __name__ == "__main__":
    sys.exit(main())
