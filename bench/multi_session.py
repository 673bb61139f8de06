"""Multi-session recall benchmark: do the routes find facts planted sessions ago?

Generates (seeded) conversations from bench/data/multi_session_templates.py, half Chinese and
half English. Each conversation is one user (one memory pool) with several sessions spread over
weeks; every user turn is remembered as it is said (Remember with `created_at`, so time is
replayed), and each turn is one memory:

  facts        planted in the first sessions: orders, tickets, membership and tracking numbers,
               a child's name, an allergy, the city of work, a hobby, a trip, a pet, a budget...
  distractors  other values of the same kinds of thing (another order, a coworker's child)
  small talk   noise in every session

Questions come in a new session a day or two later: paraphrases of the facts
("我有什么东西不能吃？") and entity-id questions that name an id ("订单A41739258买的是什么东西？").
The evidence of a question is the memory that planted its fact. Every question is asked through a
real server (spawned on 127.0.0.1:0, default embedder), with `RecallRequest.routes`:

  vector   ["vector"]             the vector route alone, ranked by cosine
  bm25     ["keyword"]            the BM25 keyword route alone, ranked by BM25
  hybrid   ["vector", "keyword"]  both routes, fused: memoryd's score (similarity, keyword,
                                  decay, session), as an agent gets it
  all      []                     every route, the "recent" one too (the server's default)

(The single-route baselines ask for 30 hits of their route and re-sort them by cosine or by
BM25, so that neither fusion nor decay helps or hurts them.)

Printed: recall@5 and MRR (of the evidence memory, over the top 10) per route, overall, on
entity-id questions and on the others, per language; JSON in
bench/results/multi_session/results.json.

    python -m bench.multi_session                  # 40 conversations (~1-2 min)
    python -m bench.multi_session --conversations 80 --seed 2
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from bench import _common as C

C.apply_thread_env()  # before numpy loads OpenBLAS  # noqa: E402

DAY = 86_400.0
K = 5  # recall@K
DEPTH = 10  # hits asked for (MRR counts ranks up to here)
ROUTES = {
    "vector": ["vector"],
    "bm25": ["keyword"],
    "hybrid": ["vector", "keyword"],
    "all": [],
}
# The single-route baselines are ranked by their own signal: the route's candidates (WIDE of
# them, as memoryd ranks them) re-sorted by cosine, or by BM25 (Hit.keyword: BM25 / the query's
# ceiling), so fusion and decay play no part in them.
SIGNAL = {"vector": "similarity", "bm25": "keyword"}
WIDE = 30
TEMPLATES_PATH = C.BENCH_DIR / "data" / "multi_session_templates.py"


def load_templates() -> Any:
    spec = importlib.util.spec_from_file_location("multi_session_templates", TEMPLATES_PATH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@dataclass
class Turn:
    text: str
    t: float
    session: int
    role: str  # "fact", "distractor", "noise"
    kind: str = ""
    server_id: str = ""
    action: str = ""


@dataclass
class Question:
    text: str
    kind: str
    entity: bool
    evidence: int  # index into Conversation.turns
    ranks: dict[str, int | None] = field(default_factory=dict)  # route -> 1-based rank
    excluded: bool = False  # the lifecycle replaced its evidence
    # route -> the hits down to the evidence when it was not first (the top K when it was
    # not found): (text, score, similarity, keyword, decay, routes, importance) of each, so
    # a miss can be read, not guessed.
    above: dict[str, list[tuple]] = field(default_factory=dict)


@dataclass
class Conversation:
    user_id: str
    language: str
    turns: list[Turn]
    questions: list[Question]
    asked_at: float


def _ids(rng: random.Random, language: str) -> dict[str, str]:
    digits = lambda n: "".join(rng.choice("0123456789") for _ in range(n))  # noqa: E731
    if language == "zh":
        return {
            "order": rng.choice(["A", "JD", "SO", "DD"]) + digits(8),
            "ticket": "TK-" + digits(6),
            "member": "M" + digits(9),
            "tracking": "SF" + digits(12),
        }
    return {
        "order": rng.choice(["A", "W", "SO", "PO"]) + digits(8),
        "ticket": "CS-" + digits(6),
        "member": "MB" + digits(8),
        "tracking": "1Z"
        + "".join(rng.choice("0123456789ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(14)),
    }


def _fill(template: str, slots: dict[str, str]) -> str:
    return template.format(**slots)


def generate(
    seed: int, n: int, now: float, args_noise: tuple[int, int] = (15, 25)
) -> list[Conversation]:
    """Return ``n`` conversations (half zh, half en), seeded."""
    tpl = load_templates()
    rng = random.Random(seed)
    out = []
    for c in range(n):
        language = "zh" if c % 2 == 0 else "en"
        fillers = tpl.FILLERS[language]
        slots = {k: rng.choice(v) for k, v in fillers.items()} | _ids(rng, language)
        other = {k: rng.choice([x for x in v if x != slots[k]]) for k, v in fillers.items()}
        other |= _ids(rng, language)
        facts = rng.sample(tpl.FACTS[language], k=min(8, len(tpl.FACTS[language])))
        sessions = rng.randint(6, 8)
        start = now - rng.uniform(40, 80) * DAY
        session_starts = sorted(start + rng.uniform(0, 38) * DAY for _ in range(sessions))
        turns: list[Turn] = []
        planted: dict[str, int] = {}
        # Facts go into the first sessions (all but the last two), distractors and small talk
        # anywhere; the questions come in a new session, a day or two after the last one.
        fact_sessions = max(1, sessions - 2)
        per_session: list[list[tuple[str, str, str]]] = [[] for _ in range(sessions)]
        for kind, fact, _, _ in facts:
            per_session[rng.randrange(fact_sessions)].append(("fact", kind, _fill(fact, slots)))
        for d in tpl.DISTRACTORS[language]:
            per_session[rng.randrange(sessions)].append(("distractor", "", _fill(d, other)))
        when, what, how = tpl.NOISE_PARTS[language]
        for s in range(sessions):
            for _ in range(rng.randint(args_noise[0], args_noise[1])):
                if rng.random() < 0.3:
                    text = rng.choice(tpl.SMALL_TALK[language])
                else:
                    sep = " " if language == "en" else ""
                    text = rng.choice(when) + sep + rng.choice(what) + rng.choice(how)
                per_session[s].append(("noise", "", text))
            rng.shuffle(per_session[s])
            t = session_starts[s]
            for role, kind, text in per_session[s]:
                t += rng.uniform(30, 300)
                if role == "fact":
                    planted[kind] = len(turns)
                turns.append(Turn(text, t, s, role, kind))
        questions = []
        for kind, _, qs, entity in facts:
            for q in qs:
                questions.append(Question(_fill(q, slots), kind, entity, planted[kind]))
        out.append(
            Conversation(
                f"ms-{seed}-{c}", language, turns, questions, turns[-1].t + rng.uniform(1, 2) * DAY
            )
        )
    return out



def run(args: argparse.Namespace, conversations: list[Conversation], out_dir: Path) -> dict:
    import grpc

    from memoryd.v1 import memory_pb2 as pb
    from memoryd.v1 import memory_pb2_grpc as pbg

    tmp = C.make_tempdir("memoryd-bench-ms-")
    (tmp / "data").mkdir()
    exe = Path(sys.executable).parent / "memoryd"
    base = [str(exe)] if exe.exists() else [sys.executable, "-m", "memoryd.server.cli"]
    argv = base + [
        "serve", "--listen", "127.0.0.1:0", "--data-dir", str(tmp / "data"),
        "--ready-file", str(tmp / "ready.json"), "--embedder", args.embedder,
    ]  # fmt: skip
    srv = C.spawn_server(
        "ms", argv, tmp / "ready.json", out_dir / "server-ms.log", timeout=180, workdir=tmp
    )
    print(f"[memoryd] pid {srv.pid} at {srv.address}, ready in {srv.started_s:.1f} s", flush=True)
    channel = grpc.insecure_channel(srv.address, options=C.CHANNEL_OPTIONS)
    stub = pbg.MemoryServiceStub(channel)
    t_load = time.perf_counter()
    try:
        for conv in conversations:
            # One batch per session, sessions in order: each turn is compared with the pool
            # as it was when its session began (a batch is compared with the pool before it).
            for session in sorted({t.session for t in conv.turns}):
                turns = [t for t in conv.turns if t.session == session]
                scope = pb.Scope(user_id=conv.user_id, session_id=f"s{session}")
                replies = stub.RememberBatch(
                    pb.RememberBatchRequest(
                        items=[
                            pb.RememberRequest(
                                scope=scope, content=t.text, created_at=C.timestamp(t.t)
                            )
                            for t in turns
                        ]
                    ),
                    timeout=120,
                ).results
                for turn, reply in zip(turns, replies, strict=True):
                    turn.server_id = reply.memory.id
                    turn.action = pb.RememberAction.Name(reply.action).removeprefix(
                        "REMEMBER_ACTION_"
                    )
        load_s = time.perf_counter() - t_load
        t_ask = time.perf_counter()
        lost = 0
        for conv in conversations:
            # A new session: the session weighting treats every stored memory alike.
            new = max(t.session for t in conv.turns) + 1
            scope = pb.Scope(user_id=conv.user_id, session_id=f"s{new}")
            for q in conv.questions:
                evidence = conv.turns[q.evidence].server_id
                current = stub.Get(pb.GetRequest(scope=scope, id=evidence))
                if current.status != pb.STATUS_ACTIVE:
                    lost += 1  # the lifecycle replaced the evidence: not a retrieval question
                    q.excluded = True
                    continue
                for name, routes in ROUTES.items():
                    pure = SIGNAL.get(name)
                    hits = stub.Recall(
                        pb.RecallRequest(
                            scope=scope, query=q.text, top_k=WIDE if pure else DEPTH, routes=routes
                        ),
                        timeout=60,
                    ).hits
                    if pure:  # the route's own ranking: its signal alone, no fusion, no decay
                        hits = sorted(hits, key=lambda h, p=pure: -getattr(h, p))[:DEPTH]
                    ids = [h.memory.id for h in hits]
                    q.ranks[name] = ids.index(evidence) + 1 if evidence in ids else None
                    rank = q.ranks[name]
                    if rank != 1:
                        q.above[name] = [
                            (h.memory.content, round(h.score, 4), round(h.similarity, 4),
                             round(h.keyword, 4), round(h.decay, 4), list(h.routes),
                             round(h.memory.importance, 2))
                            for h in hits[: K if rank is None else rank]
                        ]  # fmt: skip
        ask_s = time.perf_counter() - t_ask
    finally:
        channel.close()
        srv.stop()
    return {"load_s": round(load_s, 1), "ask_s": round(ask_s, 1), "evidence_replaced": lost}


def _metrics(questions: list[Question], route: str) -> dict[str, float | int]:
    n = len(questions)
    if n == 0:
        return {"n": 0, "recall@5": 0.0, "mrr": 0.0}
    ranks = [q.ranks.get(route) for q in questions]
    return {
        "n": n,
        "recall@5": round(sum(1 for r in ranks if r is not None and r <= K) / n, 3),
        "mrr": round(sum(1.0 / r for r in ranks if r is not None) / n, 3),
    }


def summarise(conversations: list[Conversation]) -> dict[str, Any]:
    """Return recall@5 and MRR per question group and route (questions whose evidence the
    lifecycle replaced are left out)."""
    asked = [(c, q) for c in conversations for q in c.questions if not q.excluded]
    groups = {
        "overall": [q for _, q in asked],
        "entity-id": [q for _, q in asked if q.entity],
        "other": [q for _, q in asked if not q.entity],
        "overall zh": [q for c, q in asked if c.language == "zh"],
        "overall en": [q for c, q in asked if c.language == "en"],
        "entity-id zh": [q for c, q in asked if c.language == "zh" and q.entity],
        "entity-id en": [q for c, q in asked if c.language == "en" and q.entity],
    }
    return {g: {r: _metrics(qs, r) for r in ROUTES} for g, qs in groups.items()}


def print_report(summary: dict[str, Any]) -> None:
    rows = []
    for group, by_route in summary.items():
        rows.append(
            [group, by_route["vector"]["n"]]
            + [f"{by_route[r]['recall@5']:.3f} / {by_route[r]['mrr']:.3f}" for r in ROUTES]
        )
    C.print_table(
        ["questions", "n", *[f"{r} r@5 / MRR" for r in ROUTES]],
        rows,
        title="Evidence recall@5 / MRR by route",
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--conversations", type=int, default=40)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--embedder", default="use-multilingual")
    parser.add_argument("--out", default=None, help="results folder")
    args = parser.parse_args(argv)
    out_dir = C.results_dir("multi_session", args.out)
    t0 = time.perf_counter()
    conversations = generate(args.seed, args.conversations, time.time())
    n_turns = sum(len(c.turns) for c in conversations)
    n_q = sum(len(c.questions) for c in conversations)
    print(f"{len(conversations)} conversations, {n_turns} memories, {n_q} questions", flush=True)
    info = run(args, conversations, out_dir)
    summary = summarise(conversations)
    print_report(summary)
    actions: dict[str, int] = {}
    for c in conversations:
        for t in c.turns:
            actions[f"{t.role}:{t.action}"] = actions.get(f"{t.role}:{t.action}", 0) + 1
    print(f"write actions: {dict(sorted(actions.items()))}")
    print(
        f"load {info['load_s']} s, questions {info['ask_s']} s, evidence replaced by the "
        f"lifecycle (excluded): {info['evidence_replaced']}, total {time.perf_counter() - t0:.0f} s"
    )
    C.write_json(
        out_dir / "results.json",
        {
            "args": vars(args),
            "environment": C.environment(),
            "run": info,
            "summary": summary,
            "actions": actions,
            "conversations": [asdict(c) for c in conversations],
        },
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
