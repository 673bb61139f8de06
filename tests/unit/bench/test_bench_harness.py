"""The logic of the benchmark harness (`python -m bench`): percentiles, how load is split across
client processes, the peers' operating point, the floor ratios, the headline, the results
schema and the report writer. No benchmark runs here: every input is a small literal."""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

REPO = Path(__file__).resolve().parents[3]
if str(REPO) not in sys.path:  # bench/ is a folder of the checkout, not an installed package
    sys.path.insert(0, str(REPO))

H = importlib.import_module("bench.harness")
L = importlib.import_module("bench.load")
P = importlib.import_module("bench.peers")
R = importlib.import_module("bench.report")


def test_latency_summary_percentiles_in_ms() -> None:
    s = H.latency_summary(np.arange(1, 101) / 1000.0)  # 1..100 ms
    assert s["n"] == 100
    assert s["p50_ms"] == pytest.approx(50.5)
    assert s["p95_ms"] == pytest.approx(95.05)
    assert s["p99_ms"] == pytest.approx(99.01)
    assert s["max_ms"] == pytest.approx(100.0)
    assert s["mean_ms"] == pytest.approx(50.5)


def test_latency_summary_of_nothing_is_strict_json() -> None:
    s = H.latency_summary([])
    assert s["n"] == 0 and s["p99_ms"] is None
    json.dumps(s, allow_nan=False)


@pytest.mark.parametrize("conc,clients", [(1, 2), (8, 2), (7, 3), (64, 2), (2, 5)])
def test_split_spreads_concurrency_over_client_processes(conc: int, clients: int) -> None:
    shares = L.split(conc, clients)
    assert sum(shares) == conc
    assert len(shares) == min(conc, clients)
    assert max(shares) - min(shares) <= 1


def test_operating_point_is_the_fastest_point_at_target() -> None:
    pts = [
        {"ef_search": 16, "qps": 900.0, "recall_at_10": 0.90},
        {"ef_search": 64, "qps": 600.0, "recall_at_10": 0.96},
        {"ef_search": 128, "qps": 400.0, "recall_at_10": 0.99},
    ]
    op = P.operating_point(pts)
    assert op["ef_search"] == 64 and op["meets_target"] is True


def test_operating_point_below_target_is_flagged() -> None:
    op = P.operating_point([{"ef_search": 16, "qps": 900.0, "recall_at_10": 0.8}])
    assert op["meets_target"] is False and op["ef_search"] == 16
    assert P.operating_point([]) == {}


def _load_section() -> dict[str, Any]:
    def row(conc: int, op: str, p50: float, p99: float) -> dict[str, Any]:
        stats = {"qps": 100.0, "p50_ms": p50, "p95_ms": p99, "p99_ms": p99, "max_ms": p99}
        return {
            "concurrency": conc,
            "qps": 100.0,
            "ops": {op: stats},
            "server_cpu_pct": 50.0,
            "client_cpu_pct": 20.0,
            "server_rss_mib": 200.0,
            "errors": {},
        }

    return {
        "settings": {"memories": 1000, "dimension": 8, "client_processes": 2, "duration_s": 1},
        "echo": {"payload_bytes": 64, "rows": [row(1, "echo", 0.5, 1.0), row(8, "echo", 1, 2)]},
        "faiss": {"p50_ms": 0.1, "p99_ms": 0.2, "vectors": 1000, "index": "HNSW"},
        "rows": {"recall": [row(1, "recall", 1.2, 3.6), row(8, "recall", 2.2, 6.6)]},
        "rss_series": {"label": "memoryd", "t_s": [0, 1], "rss_mib": [100, 120], "marks": []},
        "wall_s": 1.0,
    }


def test_floor_ratios_divide_recall_by_echo_plus_faiss() -> None:
    sec = _load_section()
    ratios = L.floor_ratios(sec)
    assert [r["concurrency"] for r in ratios] == [1, 8]
    assert ratios[0]["ratio_p50"] == pytest.approx(1.2 / (0.5 + 0.1), abs=0.01)
    assert ratios[1]["ratio_p99"] == pytest.approx(6.6 / (2 + 0.2), abs=0.01)


def _engine(name: str, qps: float, p99: float, recall: float, ingest: float) -> dict[str, Any]:
    pt = {
        "ef_search": 64,
        "queries": 10,
        "qps": qps,
        "p50_ms": p99 / 2,
        "p99_ms": p99,
        "recall_at_10": recall,
    }
    return {
        "engine": name,
        "kind": "test",
        "version": "1",
        "points": [pt],
        "operating_point": P.operating_point([pt]),
        "ingest": {"vec_per_s": ingest, "total_s": 1.0},
        "rss_after_queries_mib": 100.0,
    }


def _results() -> dict[str, Any]:
    load = _load_section()
    load["ratios"] = L.floor_ratios(load)
    peers = {
        "settings": {"vectors": 1000, "dimension": 8, "target_recall": 0.95},
        "engines": {
            "memoryd": _engine("memoryd", 500.0, 4.0, 0.99, 2000.0),
            "chroma": _engine("chroma", 700.0, 2.0, 0.99, 5000.0),
            "pgvector": _engine("pgvector", 3000.0, 0.5, 0.97, 1500.0),
            "milvus": {"skipped": "not installed: needs milvus-lite"},
        },
        "wall_s": 1.0,
    }
    quality = {
        "benchmarks": {
            "knowledge_update": {
                "table": [
                    {
                        "system": "memoryd",
                        "group": "update",
                        "questions": 5,
                        "top1": 0.8,
                        "leak": 0.1,
                    },
                    {
                        "system": "naive cosine memory",
                        "group": "update",
                        "questions": 5,
                        "top1": 0.2,
                        "leak": 1.0,
                    },
                ],
                "command": "python -m bench.knowledge_update",
                "wall_s": 1.0,
                "log": "ku.log",
            },
            "multi_session": {"skipped": "not built"},
        },
        "wall_s": 1.0,
    }
    return {
        "schema": R.SCHEMA,
        "profile": "all",
        "quick": True,
        "command": "python -m bench all --quick",
        "settings": {"seed": 0},
        "environment": {"cpu_count": 2, "python": "3.11", "versions": {"faiss-cpu": "1"}},
        "sections": {"load": load, "quality": quality, "peers": peers},
        "wall_s": 3.0,
    }


def test_headline_compares_memoryd_with_the_best_peer_at_target() -> None:
    h = R.headline(_results())
    r = h["recall_vs_best_peer"]
    assert r["best_peer"] == "pgvector"  # fastest among the peers at recall@10 >= 0.95
    assert r["qps_ratio"] == pytest.approx(500 / 3000, abs=0.01)
    assert r["p99_ratio"] == pytest.approx(8.0)
    assert h["ingest_vs_best_peer"]["best_peer"] == "Chroma"
    assert h["ingest_vs_best_peer"]["ratio"] == pytest.approx(0.4)
    assert h["peers_skipped"] == {"milvus": "not installed: needs milvus-lite"}
    assert h["knowledge_update"]["memoryd_top1"] == 0.8


def test_results_schema_accepts_a_full_result_and_names_what_is_missing() -> None:
    res = _results()
    assert R.validate(res) == []
    del res["environment"]["cpu_count"]
    res["sections"]["peers"]["engines"]["chroma"].pop("points")
    res["wall_s"] = float("nan")
    problems = R.validate(res)
    assert any("cpu_count" in p for p in problems)
    assert any("'chroma'" in p for p in problems)
    assert any("strict JSON" in p for p in problems)


def test_report_names_every_skip_and_quotes_the_headline(tmp_path: Path) -> None:
    path = R.write_report(_results(), tmp_path, plots=False)
    text = path.read_text()
    assert "## Headline" in text and "## Closing note" in text
    assert "milvus**: skipped — not installed" in text
    assert "multi_session" in text and "skipped: not built" in text
    assert "x0.17" in text  # memoryd QPS / pgvector QPS
    assert not list(tmp_path.glob("*.png"))


def test_report_plots_are_pngs(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    R.write_report(_results(), tmp_path, plots=True)
    pngs = sorted(p.name for p in tmp_path.glob("*.png"))
    assert pngs == [
        "latency_vs_concurrency.png",
        "qps_vs_recall.png",
        "quality_bars.png",
        "rss_over_time.png",
    ]
    assert all((tmp_path / p).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for p in pngs)
    assert "![" in (tmp_path / "report.md").read_text()


def test_script_argv_adapts_to_the_flags_a_bench_script_has() -> None:
    sizes = {"--n": "10000", "--real": "0"}
    assert H.script_argv({"--quick", "--seed"}, quick=True, seed=3, quick_sizes=sizes) == [
        "--seed",
        "3",
        "--quick",
    ]
    # no --quick of its own: the harness's small sizes, only for flags it has
    assert H.script_argv({"--n", "--seed"}, quick=True, seed=None, quick_sizes=sizes) == [
        "--n",
        "10000",
    ]
    assert H.script_argv({"--n"}, quick=False, seed=1, quick_sizes=sizes) == []
    assert H.out_flag({"--out", "--seed"}) == "--out"
    assert H.out_flag({"--out-dir", "--out"}) == "--out-dir"
    assert H.out_flag({"--seed"}) is None
