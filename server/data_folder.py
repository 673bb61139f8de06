"""The data folder's files, checked before LMDB maps them, and the marker that says a folder
holds a memoryd store (issue #18).

LMDB maps ``store/data.mdb`` into memory and trusts it: a file cut short (a copy that did not
finish, a disk that filled) kills the process with SIGBUS at the first page past its end, and
a file emptied or deleted is taken for a new store, so every memory is silently gone. What
this module reads instead, with plain file reads:

- the two meta pages of data.mdb (LMDB 0.9's layout, below): a valid one must exist, and the
  file must reach the end of the last page the newest one names;
- ``memoryd-folder.json``, written once a folder has been opened: a folder that has it and no
  data.mdb (or an empty one) lost its store, and is refused instead of started empty.

Each problem is a :class:`FolderProblem`: the file, what is wrong, what to do. The start-up
check raises the first as one line; ``memoryd check`` reports them all.
"""

from __future__ import annotations

import json
import os
import signal
import struct
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from memoryd.core.errors import StorageError

MARKER = "memoryd-folder.json"
STORE = Path("store") / "data.mdb"
RESTORE = (
    "restore the data folder from a backup (or a replica's copy), or move it aside to start "
    "an empty store; `memoryd check {folder}` lists what is damaged"
)

# LMDB 0.9 (py-lmdb bundles it): a meta page is a 16-byte page header, then MDB_meta —
# magic u32, version u32, address u64, mapsize u64, two MDB_db of 48 bytes (the first one's
# md_pad holds the page size), last page number u64, transaction id u64.
_MAGIC = 0xBEEFC0DE
_DATA_VERSION = 1
_MAGIC_AT, _PAGE_SIZE_AT, _LAST_PAGE_AT = 16, 40, 136
_PAGE_SIZES = tuple(1 << n for n in range(9, 17))  # 512 B .. 64 KiB
_META_BYTES = _LAST_PAGE_AT + 16


@dataclass(frozen=True)
class LmdbMeta:
    """The newest valid meta page of a data.mdb: what the file must hold."""

    page_size: int
    last_page: int
    txn_id: int

    @property
    def needed_bytes(self) -> int:
        """Return the file size the meta page promises (the end of its last page)."""
        return (self.last_page + 1) * self.page_size


@dataclass(frozen=True)
class FolderProblem:
    """One thing wrong with a data folder's files."""

    path: str  # the file, relative to the data folder
    problem: str
    what_to_do: str

    def line(self, folder: Path) -> str:
        """Return the one line the start-up check prints for it."""
        return f"the data folder {folder} is damaged: {self.path} {self.problem}; {self.what_to_do}"


def _meta_at(raw: bytes, offset: int) -> tuple[int, int, int] | None:
    """Return (page size, last page, txn id) of the meta page at ``offset``, if it is one."""
    if len(raw) < offset + _META_BYTES:
        return None
    magic, version = struct.unpack_from("<II", raw, offset + _MAGIC_AT)
    if magic != _MAGIC or version != _DATA_VERSION:
        return None
    (page_size,) = struct.unpack_from("<I", raw, offset + _PAGE_SIZE_AT)
    last_page, txn_id = struct.unpack_from("<QQ", raw, offset + _LAST_PAGE_AT)
    if page_size not in _PAGE_SIZES or last_page < 1:
        return None
    return page_size, last_page, txn_id


def read_meta(path: Path) -> LmdbMeta | None:
    """Return the newest valid meta page of the LMDB file at ``path``, None if it has none."""
    with path.open("rb") as file:
        raw = file.read(2 * _PAGE_SIZES[-1])
    first = _meta_at(raw, 0)
    # The second meta page sits one page in: the first one says where, else try each size.
    offsets = [first[0]] if first else list(_PAGE_SIZES)
    metas = [m for m in [first, *(_meta_at(raw, o) for o in offsets)] if m is not None]
    if not metas:
        return None
    page_size, last_page, txn_id = max(metas, key=lambda m: m[2])
    return LmdbMeta(page_size, last_page, txn_id)


def problems(folder: Path) -> list[FolderProblem]:
    """Return what is wrong with the files of the data folder ``folder`` ([] = sound, or a
    folder never used)."""
    store = folder / STORE
    marked = (folder / MARKER).exists()
    what_to_do = RESTORE.format(folder=folder)
    if not store.exists():
        if marked:
            return [FolderProblem(str(STORE), "is missing, but this folder held a memoryd "
                                  f"store ({MARKER} says so)", what_to_do)]  # fmt: skip
        return []
    try:
        size = store.stat().st_size
        meta = read_meta(store) if size else None
    except OSError as exc:
        return [FolderProblem(str(STORE), f"cannot be read ({exc.strerror or exc})",
                              "check the file's owner and permissions, and the disk")]  # fmt: skip
    if size == 0:
        new = "" if marked else "; if this folder never held memories, delete the file"
        return [FolderProblem(str(STORE), "is empty (0 bytes): the store's contents are gone",
                              what_to_do + new)]  # fmt: skip
    if meta is None:
        return [FolderProblem(str(STORE), "has no valid LMDB meta page: it is not an LMDB "
                              "file, or its first pages are overwritten", what_to_do)]  # fmt: skip
    if size < meta.needed_bytes:
        return [FolderProblem(str(STORE), f"is {size} bytes, but its pages run to "
                              f"{meta.needed_bytes}: the file was cut short (a copy that did "
                              "not finish, a full disk)", what_to_do)]  # fmt: skip
    return []


def check_before_open(folder: Path) -> None:
    """Raise StorageError (one line: what is wrong, what to do) if the data folder's files
    are damaged, or if walking its store crashes a child process (memoryd.server.store_walk);
    a folder that does not exist yet is fine."""
    found = problems(folder)
    if found:
        raise StorageError(found[0].line(folder))
    crashed = _walk_crashed(folder / STORE)
    if crashed:
        raise StorageError(
            f"{folder / STORE}: reading it crashed a reader ({crashed}): a page number or a "
            f"size in its LMDB tree is damaged; {RESTORE.format(folder=folder)}"
        )


def _walk_crashed(store: Path) -> str:
    """Return the name of the signal that killed a walk of ``store`` in a child process, or
    "" (no store yet, or the walk ended: an LMDB error it met is the server's to report)."""
    if not store.exists():
        return ""
    done = subprocess.run(
        [sys.executable, "-m", "memoryd.server.store_walk", str(store.parent)],
        capture_output=True,
        check=False,
    )
    if done.returncode >= 0:
        return ""
    return signal.Signals(-done.returncode).name


def mark(folder: Path) -> None:
    """Write the marker of a folder that holds a memoryd store, once (atomically)."""
    marker = folder / MARKER
    if marker.exists():
        return
    body = {
        "what": "a memoryd data folder: its store is store/data.mdb; memoryd refuses to start "
        "on this folder without it",
        "format": 1,
        "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }
    tmp = marker.with_name(marker.name + ".tmp")
    tmp.write_text(json.dumps(body, indent=2) + "\n")
    os.replace(tmp, marker)
