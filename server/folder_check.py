"""``memoryd check DATA_DIR``: verify a data folder offline and say what was found (issue #18).

Three passes, each reported:

1. the files (memoryd.server.data_folder): data.mdb's meta pages and size, the folder marker,
   fenced-pools.json;
2. the records: every record read and its CRC checked (format 2; format-1 records, written
   before checksums, are counted as unverified), its header parsed and its text decompressed;
3. the indexes: every record has a vector of the folder's dimension and is listed in its
   pool's index under its own pool; every id a pool lists is a record of that pool; no vector
   without its record.

Passes 2 and 3 read LMDB's tree, which a damaged file can make crash the reader (SIGSEGV): so
they run in a child process, and a crash is reported as a finding, not suffered. Nothing is
written to the store (a server may even be running on it: LMDB readers do not block writers).
Exit code 0: nothing wrong; 1: damage found; 2: not checkable (no such folder). ``--json``
prints the report as one JSON object.
"""

from __future__ import annotations

import argparse
import json
import signal
import subprocess
import sys
from collections import defaultdict
from dataclasses import asdict, dataclass, field
from pathlib import Path

from memoryd.server import data_folder
from memoryd.server.fences import FENCES_FILE

_KEPT = 20  # ids listed per kind of finding; the counts go on past it
_SCAN_TIMEOUT_S = 3_600.0


@dataclass
class Scan:
    """What passes 2 and 3 found."""

    records: int = 0
    verified: int = 0  # format 2: the CRC matched
    unverified: int = 0  # format 1: no CRC to check, header and text read
    damaged: int = 0
    clamped: int = 0  # times or counters out of range: served clamped
    pools: int = 0
    vectors_missing: int = 0
    vectors_wrong_size: int = 0
    vectors_orphaned: int = 0
    not_in_pool_index: int = 0
    pool_index_orphans: int = 0
    examples: dict[str, list[str]] = field(default_factory=dict)  # finding -> ids (hex)
    error: str = ""  # the tree could not be read to the end

    def note(self, finding: str, memory_id: bytes) -> None:
        setattr(self, finding, getattr(self, finding) + 1)
        kept = self.examples.setdefault(finding, [])
        if len(kept) < _KEPT:
            kept.append(memory_id.hex())

    @property
    def findings(self) -> int:
        return (
            self.damaged + self.vectors_missing + self.vectors_wrong_size + self.vectors_orphaned
            + self.not_in_pool_index + self.pool_index_orphans + bool(self.error)
        )  # fmt: skip


def scan(folder: Path) -> Scan:
    """Return what reading every record, vector and pool index entry of ``folder`` found."""
    from memoryd.core.errors import MemorydError, StorageError
    from memoryd.core.store.codec import RecordCodec
    from memoryd.core.store.lmdb_store import LmdbStore
    from memoryd.core.store.storage import Table
    from memoryd.core.tiers.startup import META_DICT_CURRENT, META_DICT_PREFIX, META_DIM

    store_path = folder / data_folder.STORE.parent
    found = Scan()
    store = LmdbStore(store_path, max((store_path / "data.mdb").stat().st_size, 1 << 20))
    try:
        codec = RecordCodec(level=3)
        current = store.get(Table.META, META_DICT_CURRENT)
        for key, raw in store.scan(Table.META):
            if key.startswith(META_DICT_PREFIX):
                dict_id = key[len(META_DICT_PREFIX) :]
                codec.add_dictionary(raw, current=current == dict_id)
        dim = int(store.get(Table.META, META_DIM) or 0)
        pool_of: dict[bytes, bytes] = {}
        for memory_id, raw in store.scan(Table.RECORDS):
            found.records += 1
            try:
                record = codec.decode(memory_id, raw)
            except StorageError:  # DamagedRecord, or a format byte no version wrote
                found.note("damaged", memory_id)
                continue
            if raw[0] == 1:
                found.unverified += 1
            else:
                found.verified += 1
            pool_of[memory_id] = record.scope.pool_key
        found.clamped = codec.damage.clamped
        with_vector: set[bytes] = set()
        for memory_id, raw in store.scan(Table.VECTORS):
            with_vector.add(memory_id)
            if memory_id not in pool_of and store.get(Table.RECORDS, memory_id) is None:
                found.note("vectors_orphaned", memory_id)
            elif dim and len(raw) != 4 * dim:
                found.note("vectors_wrong_size", memory_id)
        members: dict[bytes, set[bytes]] = defaultdict(set)
        for memory_id, pool in pool_of.items():
            members[pool].add(memory_id)
            if memory_id not in with_vector:
                found.note("vectors_missing", memory_id)
        found.pools = len(members)
        for pool, ids in members.items():
            listed = set(store.pool_ids(pool))
            for memory_id in sorted(ids - listed):
                found.note("not_in_pool_index", memory_id)
            for memory_id in sorted(listed - ids):
                if memory_id not in pool_of:  # a damaged record is reported as damaged
                    if store.get(Table.RECORDS, memory_id) is None:
                        found.note("pool_index_orphans", memory_id)
                else:
                    found.note("pool_index_orphans", memory_id)  # listed under another pool
    except MemorydError as exc:
        found.error = str(exc)
    finally:
        store.close()
    return found


def _scan_in_child(folder: Path) -> Scan:
    """Return scan(folder) run in a child process; a crash of it is reported in ``error``."""
    done = subprocess.run(
        [sys.executable, "-m", "memoryd.server.folder_check", "--scan", str(folder)],
        capture_output=True,
        text=True,
        timeout=_SCAN_TIMEOUT_S,
        check=False,
    )
    if done.returncode == 0:
        return Scan(**json.loads(done.stdout))
    if done.returncode < 0:
        name = signal.Signals(-done.returncode).name
        why = f"reading the store crashed the reader ({name}): its LMDB tree is damaged"
    else:
        last = (done.stderr.strip().splitlines() or ["no message"])[-1]
        why = f"reading the store failed: {last}"
    return Scan(error=why)


@dataclass
class Report:
    """What ``memoryd check`` found in one data folder."""

    data_dir: str
    ok: bool
    files: list[data_folder.FolderProblem]
    scan: Scan | None
    what_to_do: str


def check(folder: Path) -> Report:
    """Return the report of all three passes over ``folder``."""
    files = data_folder.problems(folder)
    fences = folder / FENCES_FILE
    if fences.exists():
        try:
            json.loads(fences.read_text())
        except (OSError, ValueError) as exc:
            files.append(data_folder.FolderProblem(FENCES_FILE, f"does not parse ({exc})",
                         "restore it from the last rebalance's log, or delete it if no "
                         "rebalance was running"))  # fmt: skip
    store_sound = (folder / data_folder.STORE).exists() and not any(
        p.path == str(data_folder.STORE) for p in files
    )
    found = _scan_in_child(folder) if store_sound else None
    ok = not files and (found is None or not found.findings)
    if ok:
        what_to_do = "nothing: the folder is sound"
    elif found is not None and not files and not found.error and found.damaged == found.findings:
        what_to_do = (
            "the server skips damaged records and serves the rest (counted in /metrics); "
            "restore the folder from a backup to get them back"
        )
    else:
        what_to_do = data_folder.RESTORE.format(folder=folder)
    return Report(str(folder), ok, files, found, what_to_do)


def _text(report: Report) -> str:
    lines = [f"memoryd check {report.data_dir}: {'sound' if report.ok else 'DAMAGED'}"]
    for problem in report.files:
        lines.append(f"  file  {problem.path}: {problem.problem}")
    found = report.scan
    if found is not None:
        lines.append(
            f"  records  {found.records} read: {found.verified} checksum verified, "
            f"{found.unverified} without checksum (format 1), {found.damaged} damaged, "
            f"{found.clamped} with times or counters out of range (served clamped)"
        )
        lines.append(
            f"  index  {found.pools} pools: {found.not_in_pool_index} records missing from "
            f"their pool's index, {found.pool_index_orphans} index entries without their "
            f"record; vectors: {found.vectors_missing} missing, {found.vectors_wrong_size} of "
            f"the wrong size, {found.vectors_orphaned} without a record"
        )
        for finding, ids in sorted(found.examples.items()):
            lines.append(f"  {finding}: {', '.join(ids)}")
        if found.error:
            lines.append(f"  store  {found.error}")
    lines.append(f"  what to do: {report.what_to_do}")
    return "\n".join(lines)


def add_parser(commands) -> None:
    """Add ``check`` to the ``memoryd`` command."""
    parser = commands.add_parser("check", help="verify a data folder offline (records, indexes)")
    parser.add_argument("data_dir", type=Path, help="the data folder (as given to serve)")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.set_defaults(run=command)


def command(args: argparse.Namespace) -> int:
    """Run ``memoryd check``; return 0 (sound), 1 (damage found) or 2 (not checkable)."""
    folder: Path = args.data_dir
    if not folder.is_dir():
        print(f"memoryd: {folder} is not a folder: give the data folder memoryd serve uses",
              file=sys.stderr)  # fmt: skip
        return 2
    if not (folder / data_folder.STORE).exists() and not (folder / data_folder.MARKER).exists():
        print(f"memoryd: {folder} holds no memoryd store (no {data_folder.STORE}): nothing "
              "to check", file=sys.stderr)  # fmt: skip
        return 2
    report = check(folder)
    if args.json:
        print(json.dumps(asdict(report), indent=2))
    else:
        print(_text(report))
    return 0 if report.ok else 1


def _child(argv: list[str]) -> int:
    """The child process of pass 2 and 3: print scan(folder) as JSON."""
    folder = Path(argv[1])
    print(json.dumps(asdict(scan(folder))))
    return 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--scan":
        sys.exit(_child(sys.argv[1:]))
    sys.exit(2)
