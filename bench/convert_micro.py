"""proto `repeated float` -> numpy, in-process: what server/convert.py's _vector does
(np.asarray over the container) beside the other ways there are, for one 512-d vector.

protobuf's upb container (RepeatedScalarContainer) has no buffer protocol, so numpy cannot
view it: every way copies element by element, in C (asarray, fromiter) or through Python
floats (list). np.frombuffer over float32 bytes is the floor a `bytes` field would give.
(Re-serializing the parsed message and viewing its packed record with np.frombuffer was
tried: 40-58 us against asarray's 14-18 us, parse included: upb's serializer copies element
by element too.)

    python -m bench.convert_micro [--dim 512]
"""

from __future__ import annotations

import argparse
import timeit

import google.protobuf
import numpy as np
from google.protobuf.internal import api_implementation

from bench import _common as C
from memoryd.v1 import memory_pb2 as pb


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dim", type=int, default=512)
    parser.add_argument("--number", type=int, default=2_000)
    args = parser.parse_args(argv)
    v = np.random.default_rng(0).random(args.dim, dtype=np.float32)
    wire = pb.RecallRequest(embedding=v.tolist()).SerializeToString()
    req = pb.RecallRequest()
    req.ParseFromString(wire)
    e, raw = req.embedding, v.tobytes()
    try:
        memoryview(e)  # type: ignore[arg-type]
        buffer = "yes"
    except TypeError:
        buffer = "no"
    ways = {
        "np.asarray(container, float32)  (convert._vector)": lambda: np.asarray(
            e, dtype=np.float32
        ),
        "np.array(container, float32)": lambda: np.array(e, dtype=np.float32),
        "np.fromiter(container, float32, n)": lambda: np.fromiter(e, np.float32, len(e)),
        "np.array(list(container))  (a Python loop)": lambda: np.array(list(e), np.float32),
        "np.frombuffer(float32 bytes)  (floor: a bytes field)": lambda: np.frombuffer(
            raw, np.float32
        ),
        "whole RecallRequest parse (for scale)": lambda: pb.RecallRequest.FromString(wire),
    }
    rows = []
    for name, fn in ways.items():
        best = min(timeit.repeat(fn, number=args.number, repeat=5)) / args.number
        rows.append([name, C.fmt(best * 1e6, 2)])
    C.print_table(
        ["conversion", "us per vector (best of 5)"],
        rows,
        title=f"{args.dim}-d repeated float -> numpy; protobuf {google.protobuf.__version__} "
        f"({api_implementation.Type()}), buffer protocol on the container: {buffer}",
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
