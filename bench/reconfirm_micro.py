"""What restating one fact over and over costs a write (issue #13): the same text remembered
``--n`` times into one pool, beside ``--n`` distinct texts into another (the floor), in-process
(embedder none, client vectors), in blocks of ``--block`` writes.

A record once kept an event for every re-confirmation and every write rewrites the record, so
restating cost grew with the restatements (15 -> 190 ms a write from 500 to 3,000); it now
keeps the newest ``MAX_RECONFIRMATIONS`` and counts the rest in one event. ``--unbounded``
adds a third pool restated with that bound lifted (as before the fix), in the same run.
Printed per block: ms a write, the events the restated record holds, and last / first block.

    python -m bench.reconfirm_micro --n 3000
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

import numpy as np

from bench import _common as C


def main(argv: list[str] | None = None) -> int:
    """Run both write loops, print the table; return 0."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=3000, help="writes in each loop")
    parser.add_argument("--block", type=int, default=500, help="writes a row of the table")
    parser.add_argument("--unbounded", action="store_true", help="also without the bound")
    args = parser.parse_args(argv)
    from memoryd.core.config import EngineConfig
    from memoryd.core.engine import MemoryEngine
    from memoryd.core.lifecycle import transitions
    from memoryd.core.types import MemoryInput, Scope

    bound = transitions.MAX_RECONFIRMATIONS

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        engine = MemoryEngine(Path(tmp), EngineConfig(embedder="none", dimension=8))
        try:
            rng = np.random.default_rng(13)
            same = np.eye(8, dtype=np.float32)[0]
            restated, distinct = Scope(user_id="restated"), Scope(user_id="distinct")
            for start in range(0, args.n, args.block):
                block = range(start, min(args.n, start + args.block))
                began = time.perf_counter()
                for _ in block:
                    kept = engine.remember(
                        MemoryInput(
                            scope=restated, content="The user prefers dark mode", embedding=same
                        )
                    ).record
                again_ms = (time.perf_counter() - began) * 1000 / len(block)
                began = time.perf_counter()
                for n in block:
                    engine.remember(
                        MemoryInput(scope=distinct, content=f"distinct fact {n}",
                                    embedding=rng.standard_normal(8).astype(np.float32))
                    )  # fmt: skip
                floor_ms = (time.perf_counter() - began) * 1000 / len(block)
                events = len(engine.get(restated, kept.id).events)
                row = [block.stop, round(again_ms, 2), round(floor_ms, 2), events]
                if args.unbounded:
                    transitions.MAX_RECONFIRMATIONS = args.n + 1
                    began = time.perf_counter()
                    for _ in block:
                        engine.remember(
                            MemoryInput(scope=Scope(user_id="unbounded"),
                                        content="The user prefers dark mode", embedding=same)
                        )  # fmt: skip
                    row.append(round((time.perf_counter() - began) * 1000 / len(block), 2))
                    transitions.MAX_RECONFIRMATIONS = bound
                rows.append(row)
        finally:
            engine.close()
    C.print_table(
        ["writes", "restated ms/write", "distinct ms/write (floor)", "events in the record"]
        + (["restated, unbounded ms/write"] if args.unbounded else []),
        rows,
        title="Restating one fact vs distinct facts, in-process",
    )
    first, last = rows[0], rows[-1]
    print(
        f"last / first block: restated x{last[1] / first[1]:.2f}, "
        f"distinct x{last[2] / first[2]:.2f}; "
        f"restated / distinct in the last block x{last[1] / last[2]:.2f}"
        + (f"; unbounded last / first x{last[4] / first[4]:.2f}" if args.unbounded else "")
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
