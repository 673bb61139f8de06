"""Generates the Python stubs of memoryd.v1 from proto/memoryd/v1/*.proto.

Usage: ``python proto/generate.py [OUT_DIR]`` (default: beside the .proto files).
The stale-stub test runs the same function into a temporary folder and diffs.
"""

from __future__ import annotations

import sys
from pathlib import Path

PROTO_ROOT = Path(__file__).resolve().parent
PROTO_FILES = sorted(
    p.relative_to(PROTO_ROOT) for p in (PROTO_ROOT / "memoryd" / "v1").glob("*.proto")
)
GENERATED_SUFFIXES = ("_pb2.py", "_pb2.pyi", "_pb2_grpc.py")


def generate(out_dir: Path) -> list[Path]:
    """Return the stub files written to ``out_dir`` (created if missing)."""
    import grpc_tools
    from grpc_tools import protoc

    out_dir.mkdir(parents=True, exist_ok=True)
    well_known = Path(grpc_tools.__file__).resolve().parent / "_proto"
    args = [
        "grpc_tools.protoc",
        f"-I{PROTO_ROOT}",
        f"-I{well_known}",
        f"--python_out={out_dir}",
        f"--pyi_out={out_dir}",
        f"--grpc_python_out={out_dir}",
        *(str(p) for p in PROTO_FILES),
    ]
    if protoc.main(args) != 0:
        raise RuntimeError(f"protoc failed: {' '.join(args)}")
    return sorted(p for p in out_dir.rglob("*") if p.name.endswith(GENERATED_SUFFIXES))


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else PROTO_ROOT
    for path in generate(target):
        print(path)
