"""The `quality` profile: the retrieval-quality benchmarks, each with its plain-cosine baseline.

Runs, as child processes, `python -m bench.knowledge_update` (always present),
`python -m bench.multi_session` and `python -m bench.conversations` (LoCoMo-shaped conversation
recall, skipped when its data set is absent), each
with `--seed S [--quick] --out-dir DIR`, and tabulates the systems each one compares: memoryd,
the plain-cosine "naive memory" baseline (every text stored, ranked by cosine only, same model)
and, where the benchmark has one, the ceiling of a perfect lifecycle over cosine.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from bench import harness as H

# system key in knowledge_update's summary -> the label the report uses
KU_SYSTEMS = {
    "memoryd": "memoryd",
    "baseline": "naive cosine memory",
    "ideal": "cosine, old removed (ceiling)",
}
KU_METRICS = ("top1", "leak", "ahead", "found_top5", "scenario_all_top1")
# multi_session's routes: the single-route baselines, then what an agent gets
MS_ROUTES = {
    "vector": "naive cosine memory (vector route alone)",
    "bm25": "keyword baseline (BM25 route alone)",
    "hybrid": "memoryd hybrid (vector + keyword, fused)",
    "all": "memoryd default (every route)",
}
MS_GROUPS = ("overall", "entity-id", "other")
# size flags for --quick, for scripts that have no --quick of their own
QUICK = {
    "knowledge_update": {},
    "multi_session": {"--conversations": "12"},
    "conversations": {"--conversations": "1"},
}
# bench.conversations' retrievers: the in-process baselines, then memoryd through the API
CONV_SYSTEMS = {
    "bm25": "plain BM25 (in-process)",
    "cosine": "plain cosine (in-process)",
    "fusion": "BM25 + cosine fusion (in-process)",
    "memoryd": "memoryd default",
    "memoryd+hist": "memoryd, include_history",
    "mem-keyword": "memoryd keyword route",
    "mem-vector": "memoryd vector route",
}


def run(cfg: argparse.Namespace, out_dir: Path) -> dict[str, Any]:
    """Run every quality benchmark that exists and return {"benchmarks": {name: section}}."""
    out: dict[str, Any] = {"benchmarks": {}}
    for name, section in (
        ("knowledge_update", ku_section),
        ("multi_session", ms_section),
        ("conversations", conv_section),
    ):
        if not H.bench_module_exists(name):
            out["benchmarks"][name] = {"skipped": f"not built: bench/{name}.py does not exist yet"}
            continue
        flags = H.script_flags(name)
        if not flags:
            out["benchmarks"][name] = {"skipped": f"failed: `python -m bench.{name} --help`"}
            continue
        argv = H.script_argv(flags, quick=cfg.quick, seed=cfg.seed_given, quick_sizes=QUICK[name])
        run = H.run_bench_script(
            name,
            argv,
            out_dir / name,
            f"quality: {name}",
            timeout=1800,
            out_option=H.out_flag(flags),
        )
        out["benchmarks"][name] = section(run)
    return out


def ku_section(run: dict[str, Any]) -> dict[str, Any]:
    """Return the knowledge-update table (system x group x metric) from its results.json,
    or a skip record with the exit code and log tail when it failed."""
    sec: dict[str, Any] = {k: run[k] for k in ("ok", "returncode", "wall_s", "command", "log")}
    res = run.get("results")
    if not run["ok"] or not res:
        sec["skipped"] = f"failed: exit code {run['returncode']}"
        sec["log_tail"] = run.get("log_tail", "")
        return sec
    summary = res.get("summary", {})
    table = []
    for key, label in KU_SYSTEMS.items():
        for group in ("update", "control"):
            row = summary.get(key, {}).get(group)
            if row:
                table.append(
                    {
                        "system": label,
                        "group": group,
                        "questions": row["questions"],
                        **{m: row.get(m) for m in KU_METRICS},
                    }
                )
    sec["table"] = table
    sec["targets"] = {"memoryd update top1": ">= 0.95", "memoryd update leak": "<= 0.02"}
    sec["server"] = {k: v for k, v in res.get("server", {}).items() if not isinstance(v, list)}
    return sec


def ms_section(run: dict[str, Any]) -> dict[str, Any]:
    """Return the multi-session table (route x question group: recall@5, MRR) from its JSON,
    or a skip record; a summary of another shape is kept raw."""
    sec: dict[str, Any] = {k: run[k] for k in ("ok", "returncode", "wall_s", "command", "log")}
    res = run.get("results")
    if not run["ok"] or not res:
        sec["skipped"] = f"failed: exit code {run['returncode']}"
        sec["log_tail"] = run.get("log_tail", "")
        return sec
    summary = res.get("summary") or {}
    table = []
    for route, label in MS_ROUTES.items():
        for group in MS_GROUPS:
            m = summary.get(group, {}).get(route) if isinstance(summary, dict) else None
            if isinstance(m, dict):
                table.append(
                    {
                        "system": label,
                        "group": group,
                        "questions": m.get("n"),
                        "recall@5": m.get("recall@5"),
                        "mrr": m.get("mrr"),
                    }
                )
    sec["table"] = table
    if not table:
        sec["summary"] = summary
    return sec


def conv_section(run: dict[str, Any]) -> dict[str, Any]:
    """Return the conversation-recall table (retriever: recall@1/5/10 and MRR of the evidence
    turns, overall) from bench.conversations' JSON, or a skip record (also when the data set
    is absent: the script then says so and writes nothing)."""
    sec: dict[str, Any] = {k: run[k] for k in ("ok", "returncode", "wall_s", "command", "log")}
    res = run.get("results")
    if not run["ok"] or not res:
        sec["skipped"] = (
            f"failed: exit code {run['returncode']}" if not run["ok"] else "no data set (see log)"
        )
        sec["log_tail"] = run.get("log_tail", "")
        return sec
    overall = (res.get("summary") or {}).get("overall", {})
    sec["table"] = [
        {"system": label, "group": "overall", "questions": m.get("n"),
         **{k: m.get(k) for k in ("r@1", "r@5", "r@10", "mrr")}}
        for key, label in CONV_SYSTEMS.items()
        if isinstance(m := overall.get(key), dict) and m.get("n")
    ]  # fmt: skip
    sec["targets"] = {"memoryd recall@10": ">= 0.70", "memoryd recall@5": ">= 0.55"}
    return sec
