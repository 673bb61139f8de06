"""The README snippets say what the code does: every ```python block of README.md and
clients/python/README.md that is followed by a ```text block runs (in order, on one fresh
server, its address in place of 127.0.0.1:50051) and prints exactly that text. A line of the
text block ending in "..." matches any line starting with what comes before the dots (ids,
timings and memory sizes vary; map fields come in no set order)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
BLOCK = re.compile(r"```python\n(?P<code>.*?)```\n+```text\n(?P<out>.*?)```", re.S)
DOCS = ["README.md", "clients/python/README.md"]


def snippets(doc: str) -> list[tuple[str, str]]:
    """Return the (code, expected output) pairs of one document, in order."""
    return [(m["code"], m["out"]) for m in BLOCK.finditer((ROOT / doc).read_text())]


def matches(printed: str, expected: str) -> bool:
    """Return whether ``printed`` is ``expected`` line by line (trailing blanks aside)."""
    got = [line.rstrip() for line in printed.rstrip("\n").split("\n")]
    want = [line.rstrip() for line in expected.rstrip("\n").split("\n")]
    pairs = zip(got, want, strict=False)
    return len(got) == len(want) and all(
        g.startswith(w[:-3]) if w.endswith("...") else g == w for g, w in pairs
    )


def test_each_document_has_checked_snippets() -> None:
    for doc in DOCS:
        assert snippets(doc), f"{doc} has no python block followed by its output"


def test_the_snippets_print_what_the_documents_say(start_server: Any) -> None:
    # One fresh server for both documents, in reading order: their users differ, so neither
    # changes what the other prints.
    server = start_server()
    checked = [(doc, i, pair) for doc in DOCS for i, pair in enumerate(snippets(doc))]
    for doc, i, (code, expected) in checked:
        run = subprocess.run(
            [sys.executable, "-c", code.replace("127.0.0.1:50051", server.address)],
            capture_output=True,
            text=True,
            timeout=120,
            cwd=ROOT,
        )
        assert run.returncode == 0, f"{doc} snippet {i} failed:\n{run.stderr}"
        assert matches(run.stdout, expected), (
            f"{doc} snippet {i} printed:\n{run.stdout}\nthe document says:\n{expected}"
        )
