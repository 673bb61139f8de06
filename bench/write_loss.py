"""Write-path loss on real conversations: is every dialogue turn still retrievable as its own
memory after ingest (issue #13)?

The LoCoMo dev split (../shared/data/locomo/locomo-dev.json, beside the repository): every
turn of every conversation is written with Remember as "Speaker: text", with its session's date
as created_at and no memory type, one user per conversation, through a real memoryd server
(spawned on 127.0.0.1:0, default embedder). Then:

- loss: the share of turns whose text is not an ACTIVE memory of its own (Get on the id the
  response names: ``stored_id``, or ``memory.id`` from a server without it), exact duplicates
  of an earlier turn of the same conversation counted apart (target 0 short of those);
- what the server said it did with each write (action, outcome);
- recall@10 of the evidence turns of the conversation's questions, with and without
  include_history (the share of a question's evidence turns among its 10 hits, averaged).

    python -m bench.write_loss                 # all 5 conversations
    python -m bench.write_loss --conversations 2

JSON in bench/results/write_loss/.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench import _common as C

C.apply_thread_env()  # noqa: E402

DATA = C.REPO_DIR.parent / "shared" / "data" / "locomo" / "locomo-dev.json"



def sessions(conversation: dict) -> list[tuple[float, list[dict]]]:
    """Return (session start, turns) in session order; dates like "1:56 pm on 8 May, 2023"."""
    out = []
    n = 1
    while f"session_{n}" in conversation:
        when = datetime.strptime(conversation[f"session_{n}_date_time"], "%I:%M %p on %d %B, %Y")
        out.append((when.replace(tzinfo=UTC).timestamp(), conversation[f"session_{n}"]))
        n += 1
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--data", default=str(DATA))
    p.add_argument("--conversations", type=int, default=5)
    p.add_argument("--start-timeout", type=float, default=300.0)
    p.add_argument("--out-dir", help="results directory (default bench/results/write_loss)")
    args = p.parse_args(argv)
    import grpc

    from memoryd.v1 import memory_pb2 as pb
    from memoryd.v1 import memory_pb2_grpc as pbg

    samples = json.loads(Path(args.data).read_text())[: args.conversations]
    out = C.results_dir("write_loss", args.out_dir)
    srv = C.serve_default("wl", out, timeout=args.start_timeout)
    has_outcome = hasattr(pb, "WriteOutcome")
    actions: Counter[str] = Counter()
    outcomes: Counter[str] = Counter()
    turns = lost = duplicates = 0
    lost_examples: list[dict[str, Any]] = []
    recall_at: dict[bool, list[float]] = {False: [], True: []}
    write_s = 0.0
    try:
        stub = pbg.MemoryServiceStub(grpc.insecure_channel(srv.address))
        for sample in samples:
            scope = pb.Scope(user_id=f"wl-{sample['sample_id']}")
            by_dia: dict[str, str] = {}
            said: set[str] = set()
            written: list[tuple[str, str, bool]] = []  # (text, id holding it, duplicate)
            for start, session in sessions(sample["conversation"]):
                for i, turn in enumerate(session):
                    text = f"{turn['speaker']}: {turn['text']}"
                    t = time.perf_counter()
                    r = stub.Remember(pb.RememberRequest(
                        scope=scope, content=text, created_at=C.timestamp(start + i)))  # fmt: skip
                    write_s += time.perf_counter() - t
                    actions[pb.RememberAction.Name(r.action).removeprefix("REMEMBER_ACTION_")] += 1
                    if has_outcome:
                        outcomes[
                            pb.WriteOutcome.Name(r.outcome).removeprefix("WRITE_OUTCOME_")
                        ] += 1
                    holder = (r.stored_id if has_outcome else "") or r.memory.id
                    by_dia[turn["dia_id"]] = holder
                    written.append((text, holder, text in said))
                    said.add(text)
            for text, holder, duplicate in written:
                turns += 1
                got = stub.Get(pb.GetRequest(scope=scope, id=holder))
                if got.content == text and got.status == pb.STATUS_ACTIVE:
                    continue
                if duplicate:
                    duplicates += 1
                    continue
                lost += 1
                if len(lost_examples) < 20:
                    lost_examples.append({"text": text, "held_by": got.content,
                                          "status": pb.Status.Name(got.status)})  # fmt: skip
            for qa in sample["qa"]:
                wanted = {by_dia[d] for d in qa.get("evidence", []) if d in by_dia}
                if not wanted:
                    continue
                for history in (False, True):
                    hits = stub.Recall(
                        pb.RecallRequest(
                            scope=scope,
                            query=str(qa["question"]),
                            top_k=10,
                            include_history=history,
                        )
                    ).hits
                    found = {h.memory.id for h in hits}  # fmt: skip
                    recall_at[history].append(len(wanted & found) / len(wanted))
    finally:
        srv.stop()

    def mean(xs: list[float]) -> float:
        return sum(xs) / len(xs) if xs else float("nan")

    rows = [
        ["turns written", turns],
        ["not retrievable as their own memory", f"{lost} ({lost / max(turns, 1):.3f})"],
        ["exact duplicates of an earlier turn", duplicates],
        ["actions", dict(actions)],
        ["outcomes", dict(outcomes) or "(server without outcome)"],
        ["recall@10 of evidence, default", f"{mean(recall_at[False]):.3f}"],
        ["recall@10 of evidence, include_history", f"{mean(recall_at[True]):.3f}"],
        ["questions", len(recall_at[False])],
        ["mean Remember latency (ms)", f"{1000 * write_s / max(turns, 1):.1f}"],
    ]
    C.print_table(
        ["figure", "value"], rows, f"write loss, LoCoMo dev, {len(samples)} conversations"
    )
    for ex in lost_examples[:10]:
        print(f"  lost: {ex['text'][:80]!r} -> held by {ex['held_by'][:60]!r} ({ex['status']})")
    C.write_json(out / "results.json", {"rows": rows, "lost_examples": lost_examples,
                                        "environment": C.environment()})  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
