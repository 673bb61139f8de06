"""Conversation recall benchmark (issue #14): does recall find the turns a question is about?

Reads conversations in the LoCoMo JSON shape (``--path``, default the dev split at
``../shared/data/locomo/locomo-dev.json``; a Chinese set of the same shape works the same way):
per sample ``conversation`` (``speaker_a``/``speaker_b``, ``session_N`` turn lists of
``speaker``, ``dia_id``, ``text``, optional ``blip_caption``, and ``session_N_date_time``) and
``qa`` (``question``, ``evidence`` dia_ids, ``category``; category 5, adversarial, is left out,
and so are questions none of whose evidence ids names a turn).

Each turn is one document, ``"Speaker: text"`` plus `` [image: caption]`` where it has one,
dated at its session's date. Each conversation is one memory pool; each question is asked with
``top_k=10`` and ``as_of`` = a day after the conversation's last session. Score of a question =
the share of its evidence turns among the first k hits (recall@1/5/10), and MRR (1 / the rank
of the first evidence turn, over the top 10), averaged over questions.

Retrievers, all in the same run:

  bm25          plain BM25 in-process (``bm25s``: k1 1.2, b .75, Lucene IDF, English stop
                words, no stemming; for Chinese text character bigrams)
  cosine        plain cosine in-process, every turn embedded with the server's own model
  fusion        0.5 x min-max(cosine) + 0.5 x BM25 / max BM25 (EMBEDDING.md's best earlier)
  memoryd       through the API (a real server process on 127.0.0.1): default routes
  memoryd+hist  the same with ``include_history=True`` (what the write path hid comes back)
  mem-keyword   ``routes=["keyword"]``;   mem-vector  ``routes=["vector"]``

Modes (``--mode``):

  remember  (default) every turn written with RememberBatch, one batch per session, no type
  turns     an agent loop: every turn sent with AppendTurn (the session's buffer) and then
            Remember(extract=True) of the turn; the memories extracted from a turn stand for it

Printed: one table per retriever group (overall, per conversation, per category), ingest
texts/s and recall p50/p99 latency. JSON with every question's ranked turns in
``bench/results/conversations/results.json`` (``--out``).

    python -m bench.conversations                       # LoCoMo dev split, ~2-4 min
    python -m bench.conversations --mode turns
    python -m bench.conversations --embedder e5-small   # the slower model, server and cosine
    python -m bench.conversations --path bench/data/conversations_zh.json
    python -m bench.conversations --also-fusion raw     # also a server with scoring.fusion
                                                        # = "raw" (any of raw, stretched,
                                                        # question, auto; --stretched: stretched)
    python -m bench.conversations --cv                  # 5-fold CV by conversation of the
                                                        # stretched fusion's keyword weight and
                                                        # the keyword route's context share
    python -m bench.conversations --server-env MEMORYD_ENGINE__SCORING__FUSION=auto \
        --server-env MEMORYD_ENGINE__SCORING__FUSED_CONFIDENT_GAP=0.1   # any engine setting
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import re
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench import _common as C

C.apply_thread_env()  # before numpy loads OpenBLAS  # noqa: E402

import numpy as np  # noqa: E402

DEFAULT_PATH = C.REPO_DIR.parent / "shared" / "data" / "locomo" / "locomo-dev.json"
DAY = 86_400.0
KS = (1, 5, 10)
DEPTH = 10
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
BASELINES = ("bm25", "cosine", "fusion")
# API variants: name -> RecallRequest fields.
VARIANTS: dict[str, dict[str, Any]] = {
    "memoryd": {},
    "memoryd+hist": {"include_history": True},
    "mem-keyword": {"routes": ["keyword"]},
    "mem-vector": {"routes": ["vector"]},
}
_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_DATE_FORMATS = (
    "%I:%M %p on %d %B, %Y", "%I:%M %p on %d %b, %Y", "%Y-%m-%d %H:%M", "%Y-%m-%d",
    "%Y-%m-%dT%H:%M:%S", "%Y-%m-%dT%H:%M", "%Y年%m月%d日 %H:%M", "%Y年%m月%d日", "%Y/%m/%d %H:%M",
    "%Y/%m/%d", "%d %B %Y", "%B %d, %Y",
)  # fmt: skip
_EVIDENCE_SPLIT = re.compile(r"[;,，；\s]+")


# ----------------------------------------------------------------------------- data


@dataclass
class Turn:
    dia_id: str
    speaker: str
    text: str
    caption: str
    session: int
    t: float  # seconds since the epoch: the session's date (+ 1 s a turn, to keep order)

    @property
    def document(self) -> str:
        doc = f"{self.speaker}: {self.text}"
        return f"{doc} [image: {self.caption}]" if self.caption else doc


@dataclass
class Question:
    text: str
    category: int
    evidence: list[int]  # indices into Conversation.turns
    ranked: dict[str, list[int]] = field(default_factory=dict)  # retriever -> turn indices


@dataclass
class Conversation:
    sample_id: str
    turns: list[Turn]
    questions: list[Question]
    language: str

    @property
    def as_of(self) -> float:
        return max(t.t for t in self.turns) + DAY


UNPARSED_DATES: list[str] = []  # session dates load() could not read (reported by main)


def _session_time(raw: str, fallback: float) -> float:
    raw = " ".join(str(raw).split())
    for fmt in _DATE_FORMATS:
        try:
            return dt.datetime.strptime(raw, fmt).replace(tzinfo=dt.UTC).timestamp()
        except ValueError:
            continue
    UNPARSED_DATES.append(raw)
    return fallback


def load(path: Path) -> list[Conversation]:
    """Return the conversations of a LoCoMo-shaped JSON file (categories 1-4, questions with at
    least one evidence id that names a turn)."""
    data = json.loads(path.read_text())
    out = []
    for sample in data:
        conv = sample["conversation"]
        numbers = sorted(
            int(k.split("_")[1])
            for k, v in conv.items()
            if re.fullmatch(r"session_\d+", k) and isinstance(v, list) and v
        )
        turns: list[Turn] = []
        last = dt.datetime(2023, 1, 1, tzinfo=dt.UTC).timestamp()
        for n in numbers:
            start = _session_time(conv.get(f"session_{n}_date_time", ""), last + DAY)
            last = start
            for i, turn in enumerate(conv[f"session_{n}"]):
                turns.append(
                    Turn(
                        dia_id=str(turn["dia_id"]).strip(),
                        speaker=str(turn.get("speaker", "")),
                        text=str(turn.get("text", "")),
                        caption=str(turn.get("blip_caption") or ""),
                        session=n,
                        t=start + i,
                    )
                )
        index = {t.dia_id: i for i, t in enumerate(turns)}
        questions = []
        for qa in sample.get("qa", []):
            try:
                category = int(qa.get("category", 0))
            except (TypeError, ValueError):
                continue
            if category not in CATEGORIES or not qa.get("question"):
                continue
            raw = qa.get("evidence") or []
            named = [raw] if isinstance(raw, str) else [str(e) for e in raw]
            # An entry may hold several ids ("D1:3; D1:4"): split on separators.
            wanted = {e for entry in named for e in _EVIDENCE_SPLIT.split(entry) if e}
            evidence = sorted({index[e] for e in wanted if e in index})
            if evidence:
                questions.append(Question(str(qa["question"]), category, evidence))
        text = " ".join(t.text for t in turns[:200])
        language = "zh" if len(_CJK.findall(text)) > 0.2 * max(1, len(text)) else "en"
        out.append(Conversation(str(sample.get("sample_id", len(out))), turns, questions, language))
    return out


# ----------------------------------------------------------------------------- scoring


def score(ranked: Sequence[int], evidence: Sequence[int]) -> dict[str, float]:
    """recall@k (share of the evidence in the first k) for KS, and MRR over the top DEPTH."""
    wanted = set(evidence)
    out = {f"r@{k}": len(wanted & set(ranked[:k])) / len(wanted) for k in KS}
    first = next((i for i, t in enumerate(ranked[:DEPTH]) if t in wanted), None)
    out["mrr"] = 0.0 if first is None else 1.0 / (first + 1)
    return out


def mean_scores(questions: Sequence[Question], retriever: str) -> dict[str, float]:
    rows = [score(q.ranked[retriever], q.evidence) for q in questions if retriever in q.ranked]
    if not rows:
        return {"n": 0}
    out: dict[str, float] = {"n": len(rows)}
    for key in rows[0]:
        out[key] = round(sum(r[key] for r in rows) / len(rows), 3)
    return out


def summarise(conversations: Sequence[Conversation], retrievers: Sequence[str]) -> dict:
    """Return {group: {retriever: scores}} for overall, each conversation and each category."""
    everything = [q for c in conversations for q in c.questions]
    groups: dict[str, list[Question]] = {"overall": everything}
    for c in conversations:
        groups[f"conv {c.sample_id}"] = c.questions
    for cat, name in CATEGORIES.items():
        groups[f"cat {cat} {name}"] = [q for q in everything if q.category == cat]
    return {g: {r: mean_scores(qs, r) for r in retrievers} for g, qs in groups.items()}


def print_summary(summary: dict, retrievers: Sequence[str], title: str) -> None:
    for metric in ("r@1", "r@5", "r@10", "mrr"):
        rows = [
            [group, by[retrievers[0]].get("n", 0)]
            + [by[r].get(metric, float("nan")) for r in retrievers]
            for group, by in summary.items()
        ]
        C.print_table(["group", "n", *retrievers], rows, title=f"{title}: {metric}")


# ----------------------------------------------------------------------------- baselines


def bigrams(text: str) -> list[str]:
    """Character bigrams of CJK runs and lower-cased Latin words (the Chinese BM25 baseline)."""
    out: list[str] = []
    for run in re.findall(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[A-Za-z0-9]+", text):
        if _CJK.match(run):
            out.extend(run[i : i + 2] for i in range(len(run) - 1)) if len(run) > 1 else out.append(
                run
            )
        else:
            out.append(run.lower())
    return out


def bm25_scores(docs: Sequence[str], queries: Sequence[str], language: str) -> np.ndarray:
    """(queries, docs) BM25 scores: bm25s, k1 1.2, b .75, Lucene IDF; English stop words
    and bm25s's word pattern, or character bigrams for Chinese."""
    import bm25s
    from bm25s.stopwords import STOPWORDS_EN_PLUS as STOP_WORDS  # NLTK's English list (179)

    retriever = bm25s.BM25(k1=1.2, b=0.75, method="lucene")
    if language == "zh":
        corpus: Any = [bigrams(d) for d in docs]
        asked: list[list[str]] = [bigrams(q) for q in queries]
    else:
        corpus = bm25s.tokenize(list(docs), stopwords=STOP_WORDS, show_progress=False)
        asked = bm25s.tokenize(
            list(queries), stopwords=STOP_WORDS, show_progress=False, return_ids=False
        )
    retriever.index(corpus, show_progress=False)
    vocab = retriever.vocab_dict if language == "zh" else corpus.vocab
    out = np.zeros((len(queries), len(docs)), dtype=np.float64)
    for i, words in enumerate(asked):
        known = [w for w in words if w in vocab]
        if known:
            out[i] = retriever.get_scores(known)
    return out


def top(scores: np.ndarray, k: int = DEPTH) -> list[int]:
    order = np.argsort(-scores, kind="stable")[:k]
    return [int(i) for i in order if scores[i] > -np.inf]


def run_baselines(conversations: Sequence[Conversation], embedder_name: str) -> dict[str, Any]:
    """Rank every question with bm25, cosine and their fusion; return timings."""
    from memoryd.core.embedding import make_embedder

    embedder = make_embedder(embedder_name, None, 64)
    timing = {"bm25_s": 0.0, "embed_s": 0.0, "texts": 0}
    for conv in conversations:
        docs = [t.document for t in conv.turns]
        queries = [q.text for q in conv.questions]
        t0 = time.perf_counter()
        bm = bm25_scores(docs, queries, conv.language)
        t1 = time.perf_counter()
        dvec = embedder.embed_passages(docs)
        qvec = embedder.embed_queries(queries)
        t2 = time.perf_counter()
        timing["bm25_s"] += t1 - t0
        timing["embed_s"] += t2 - t1
        timing["texts"] += len(docs)
        cos = qvec @ dvec.T
        for i, q in enumerate(conv.questions):
            q.ranked["bm25"] = [j for j in top(bm[i]) if bm[i][j] > 0]
            q.ranked["cosine"] = top(cos[i])
            c = cos[i]
            cn = (c - c.min()) / max(1e-9, c.max() - c.min())
            bn = bm[i] / bm[i].max() if bm[i].max() > 0 else bm[i]
            q.ranked["fusion"] = top(0.5 * cn + 0.5 * bn)
    timing["embed_texts_per_s"] = round(timing["texts"] / max(1e-9, timing["embed_s"]), 1)
    timing["model"] = embedder.model_id
    return timing


# ----------------------------------------------------------------------------- the server



def spawn(
    label: str, embedder: str, out_dir: Path, env: dict[str, str] | None = None
) -> C.ServerProcess:
    tmp = C.make_tempdir(f"memoryd-bench-conv-{label}-")
    (tmp / "data").mkdir()
    exe = Path(sys.executable).parent / "memoryd"
    base = [str(exe)] if exe.exists() else [sys.executable, "-m", "memoryd.server.cli"]
    argv = base + [
        "serve", "--listen", "127.0.0.1:0", "--data-dir", str(tmp / "data"),
        "--ready-file", str(tmp / "ready.json"), "--embedder", embedder,
    ]  # fmt: skip
    return C.spawn_server(
        label, argv, tmp / "ready.json", out_dir / f"server-{label}.log",
        timeout=300, workdir=tmp, env_extra=env,
    )  # fmt: skip


def ingest_remember(stub: Any, pb: Any, conv: Conversation) -> dict[str, list[int]]:
    """RememberBatch per session; return memory id -> the turns it stands for."""
    owner: dict[str, list[int]] = {}
    scope = pb.Scope(user_id=conv.sample_id)
    for session in sorted({t.session for t in conv.turns}):
        idx = [i for i, t in enumerate(conv.turns) if t.session == session]
        replies = stub.RememberBatch(
            pb.RememberBatchRequest(
                items=[
                    pb.RememberRequest(
                        scope=scope,
                        content=conv.turns[i].document,
                        created_at=C.timestamp(conv.turns[i].t),
                    )
                    for i in idx
                ]
            ),
            timeout=300,
        ).results
        for i, reply in zip(idx, replies, strict=True):
            owner.setdefault(reply.memory.id, []).append(i)
    return owner


def ingest_turns(stub: Any, pb: Any, conv: Conversation) -> dict[str, list[int]]:
    """An agent loop: AppendTurn, then Remember(extract=True) of each turn."""
    owner: dict[str, list[int]] = {}
    first = conv.turns[0].speaker if conv.turns else ""
    for i, turn in enumerate(conv.turns):
        scope = pb.Scope(user_id=conv.sample_id, session_id=f"s{turn.session}")
        stub.AppendTurn(
            pb.AppendTurnRequest(
                scope=scope,
                role="user" if turn.speaker == first else "assistant",
                content=turn.document,
                at=C.timestamp(turn.t),
            ),
            timeout=60,
        )
        reply = stub.Remember(
            pb.RememberRequest(
                scope=scope, content=turn.document, created_at=C.timestamp(turn.t), extract=True
            ),
            timeout=60,
        )
        for r in reply.extracted:
            owner.setdefault(r.memory.id, []).append(i)
    return owner


def run_server(
    args: argparse.Namespace,
    conversations: Sequence[Conversation],
    out_dir: Path,
    variants: dict[str, dict[str, Any]],
    label: str = "conv",
    env: dict[str, str] | None = None,
    suffix: str = "",
) -> dict[str, Any]:
    """Ingest every conversation into one server and ask every question with each variant;
    fills Question.ranked[variant + suffix]; returns ingest and recall speed."""
    import grpc

    from memoryd.v1 import memory_pb2 as pb
    from memoryd.v1 import memory_pb2_grpc as pbg

    srv = spawn(label, args.embedder, out_dir, env)
    print(f"[{label}] pid {srv.pid} at {srv.address}, ready in {srv.started_s:.1f} s", flush=True)
    channel = grpc.insecure_channel(srv.address, options=C.CHANNEL_OPTIONS)
    stub = pbg.MemoryServiceStub(channel)
    ingest: Callable = ingest_turns if args.mode == "turns" else ingest_remember
    latencies: dict[str, list[float]] = {v: [] for v in variants}
    stored = 0
    try:
        t0 = time.perf_counter()
        owners = [ingest(stub, pb, conv) for conv in conversations]
        ingest_s = time.perf_counter() - t0
        for conv, owner in zip(conversations, owners, strict=True):
            stored += len(owner)
            session = f"s{max(t.session for t in conv.turns) + 1}" if args.mode == "turns" else ""
            scope = pb.Scope(user_id=conv.sample_id, session_id=session)
            for q in conv.questions:
                for name, extra in variants.items():
                    t1 = time.perf_counter()
                    hits = stub.Recall(
                        pb.RecallRequest(
                            scope=scope,
                            query=q.text,
                            top_k=DEPTH,
                            as_of=C.timestamp(conv.as_of),
                            **extra,
                        ),
                        timeout=60,
                    ).hits
                    latencies[name].append(time.perf_counter() - t1)
                    ranked: list[int] = []
                    for h in hits:
                        for i in owner.get(h.memory.id, []):
                            if i not in ranked:
                                ranked.append(i)
                    q.ranked[name + suffix] = ranked
    finally:
        channel.close()
        srv.stop()
    texts = sum(len(c.turns) for c in conversations)
    return {
        "turns": texts,
        "memories_answering": stored,
        "ingest_s": round(ingest_s, 2),
        "ingest_texts_per_s": round(texts / ingest_s, 1),
        "recall_ms": {v: C.percentiles_ms(np.array(lat)) for v, lat in latencies.items()},
    }


# ----------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--path", default=str(DEFAULT_PATH), help="LoCoMo-shaped JSON")
    parser.add_argument("--mode", choices=("remember", "turns"), default="remember")
    parser.add_argument("--embedder", default="use-multilingual")
    parser.add_argument("--conversations", type=int, default=0, help="only the first N (0: all)")
    parser.add_argument(
        "--variants", default=",".join(VARIANTS), help=f"API variants, of {','.join(VARIANTS)}"
    )
    parser.add_argument(
        "--server-env", action="append", default=[], metavar="KEY=VALUE",
        help="extra environment of the server (engine settings: MEMORYD_ENGINE__...)",
    )  # fmt: skip
    parser.add_argument("--cv", action="store_true", help="5-fold CV of the fusion's weight")
    parser.add_argument(
        "--also-fusion", action="append", default=[], metavar="FUSION",
        help="also a server with scoring.fusion = FUSION (raw, stretched, question, auto); "
        "its variants end in @FUSION",
    )  # fmt: skip
    parser.add_argument(
        "--stretched", action="append_const", const="stretched", dest="also_fusion",
        help="the same as --also-fusion stretched",
    )  # fmt: skip
    parser.add_argument("--out", default=None, help="results folder")
    args = parser.parse_args(argv)
    path = Path(args.path)
    if not path.exists():
        print(f"skipped: no conversation set at {path} (give one with --path)")
        return 0
    out_dir = C.results_dir("conversations", args.out)
    t0 = time.perf_counter()
    conversations = load(path)
    if args.conversations:
        conversations = conversations[: args.conversations]
    n_q = sum(len(c.questions) for c in conversations)
    n_t = sum(len(c.turns) for c in conversations)
    print(
        f"{path.name}: {len(conversations)} conversations, {n_t} turns, {n_q} questions", flush=True
    )
    if UNPARSED_DATES:  # those sessions were dated a day after the one before
        print(f"unreadable session dates ({len(UNPARSED_DATES)}), e.g. {UNPARSED_DATES[:3]}")
    if args.cv:
        from bench import _conv_cv

        return _conv_cv.main(args, conversations, out_dir)
    baseline = run_baselines(conversations, args.embedder)
    variants = {v: VARIANTS[v] for v in args.variants.split(",") if v}
    env = dict(kv.split("=", 1) for kv in args.server_env)
    server = run_server(args, conversations, out_dir, variants, env=env) if variants else {}
    retrievers = [*BASELINES, *variants]
    for fusion in args.also_fusion if variants else ():  # one more server per fusion
        server[fusion] = run_server(
            args, conversations, out_dir, variants, label=fusion, suffix=f"@{fusion}",
            env=env | {"MEMORYD_ENGINE__SCORING__FUSION": fusion},
        )  # fmt: skip
        retrievers += [f"{v}@{fusion}" for v in variants]
    summary = summarise(conversations, retrievers)
    print_summary(summary, retrievers, f"{path.name}, mode {args.mode}, {args.embedder}")
    speed = (
        f"\nbaselines: BM25 {baseline['bm25_s']:.2f} s, embedding {baseline['embed_texts_per_s']}"
        " texts/s"
    )
    if server:
        speed += (
            f"; memoryd ingest {server['ingest_texts_per_s']} texts/s "
            f"({server['memories_answering']} memories stand for {server['turns']} turns); "
            "recall p50 / p99 ms: "
            + ", ".join(
                f"{v} {r['p50_ms']:.1f} / {r['p99_ms']:.1f}" for v, r in server["recall_ms"].items()
            )
        )
        for fusion in args.also_fusion:
            speed += f"; {fusion} server ingest {server[fusion]['ingest_texts_per_s']} texts/s"
    print(speed)
    C.write_json(
        out_dir / "results.json",
        {
            "args": vars(args),
            "environment": C.environment(),
            "baseline": baseline,
            "server": server,
            "summary": summary,
            "questions": [
                {
                    "conversation": c.sample_id,
                    "question": q.text,
                    "category": q.category,
                    "evidence": [c.turns[i].dia_id for i in q.evidence],
                    "ranked": {r: [c.turns[i].dia_id for i in v] for r, v in q.ranked.items()},
                }
                for c in conversations
                for q in c.questions
            ],  # fmt: skip
        },
    )
    print(f"total {time.perf_counter() - t0:.0f} s; results in {out_dir / 'results.json'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
