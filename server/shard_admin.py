"""``memoryd shards`` (calls without a pool, fanned out to every shard) and ``memoryd rebalance``.

Both talk to each shard directly (``--shards``: the addresses the proxy's upstream lists),
never through the proxy, which routes by pool and so cannot reach "every shard".

- ``memoryd shards pools|stats``: ListPools of every shard (pools, memories, fences), summed;
- ``memoryd shards export``: Export of every pool of every shard as one JSON Lines stream
  (pools fenced MOVED are a shard's leftovers of a move and are skipped);
- ``memoryd shards maintain``: Maintain on every shard.

``memoryd rebalance --from A,B,C --to A,B,C,D`` moves the pools whose shard changes from the
old shard list to the new one (nginx's ring, ``memoryd.server.ring``; or ``--probe`` a proxy
already running the new list), each pool by itself:

1. fence it MOVING on its source (writes get UNAVAILABLE, retryable; reads answer; the fence
   returns once the writes admitted before it have committed);
2. Export it (every status, vectors, history), Import it into its new shard, Export it there
   and compare record by record (:func:`same_records`); a difference lifts the fence and stops;
3. once every pool is verified: run ``--switch-command`` (e.g. ``nginx -s reload``), which
   points the proxy at the new list, then fence the moved pools MOVED on their sources (every
   call refused, so a proxy worker still on the old list sends retries nowhere wrong);
4. sweep: a pool first written on an old shard during the copy (so not in step 1's list) is
   moved now the same way (fenced MOVED at once: the proxy already routes it elsewhere);
5. DropPool each moved pool on its source.

A move never acknowledges a write it did not copy (the fence drains first), never writes a
record twice (Import skips or replaces ids, never adds), and a failure before step 3 leaves
every pool where it was, serving. Session turns and working state are not part of Export and do
not move (docs/scaling.md says what that means).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import grpc

from memoryd.server.export_io import to_json_line
from memoryd.server.pool_key import POOL_HEADER, SHARD_HEADER, pool_key
from memoryd.server.ring import NginxRing
from memoryd.v1 import memory_pb2 as pb
from memoryd.v1 import memory_pb2_grpc as pb_grpc

COMMANDS = ("shards", "rebalance")


def add_parsers(commands: Any) -> None:
    """Add ``shards`` and ``rebalance`` to the ``memoryd`` command's subparsers."""
    shards = commands.add_parser("shards", help="calls without a pool, on every shard")
    actions = shards.add_subparsers(dest="shards_action", required=True)
    for name, text in (
        ("pools", "list every pool of every shard"),
        ("stats", "pools and memories per shard, and in all"),
        ("export", "every pool of every shard as JSON Lines"),
        ("maintain", "run a maintenance pass on every shard"),
    ):
        action = actions.add_parser(name, help=text)
        _shard_list(action, "--shards", "shards", "the shards' HOST:PORT, comma-separated")
        if name == "export":
            action.add_argument("--vectors", action="store_true", help="include the vectors")
            action.add_argument("--output", "-o", type=Path, help="write here, not stdout")
        if name == "maintain":
            action.add_argument("--task", action="append", default=[], help="only this task")
    rebalance = commands.add_parser(
        "rebalance", help="move the pools whose shard changes between two shard lists"
    )
    _shard_list(rebalance, "--from", "sources", "the shards the proxy routes to now", key=False)
    _shard_list(rebalance, "--to", "targets", "the shards it will route to (the new list)")
    rebalance.add_argument(
        "--probe",
        help="HOST:PORT of a proxy already running the new list: ask it where each pool goes "
        "(HAProxy, Envoy) instead of computing nginx's ring",
    )
    rebalance.add_argument(
        "--switch-command",
        help="shell command that switches the proxy to the new list (e.g. 'nginx -s reload'); "
        "without it, rebalance waits for you to switch and press Enter",
    )
    rebalance.add_argument(
        "--dry-run", action="store_true", help="print how many pools would move, move none"
    )


def _shard_list(
    parser: argparse.ArgumentParser, flag: str, dest: str, text: str, key: bool = True
) -> None:
    parser.add_argument(flag, dest=dest, required=True, type=_addresses, help=text)
    if key:
        parser.add_argument(
            "--api-key",
            default=os.environ.get("MEMORYD_API_KEY"),
            help="an admin key, for shards with auth on (default: $MEMORYD_API_KEY)",
        )


def _addresses(value: str) -> list[str]:
    found = [part.strip() for part in value.split(",") if part.strip()]
    if not found:
        raise argparse.ArgumentTypeError("give at least one HOST:PORT")
    if len(set(found)) != len(found):
        raise argparse.ArgumentTypeError("a shard is listed twice")
    return found


def _say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


class Shard:
    """One shard, called directly: its MemoryService and ShardService stubs."""

    def __init__(self, address: str, api_key: str | None) -> None:
        self.address = address
        self._channel = grpc.insecure_channel(
            address, options=[("grpc.max_receive_message_length", 64 << 20)]
        )
        self.memory = pb_grpc.MemoryServiceStub(self._channel)
        self.admin = pb_grpc.ShardServiceStub(self._channel)
        self.metadata = [("authorization", f"Bearer {api_key}")] if api_key else []

    def pools(self) -> pb.ListPoolsResponse:
        return self.admin.ListPools(pb.ListPoolsRequest(), metadata=self.metadata, timeout=60)

    def fence(self, scopes: Sequence[pb.Scope], fence: int) -> None:
        request = pb.FencePoolsRequest(pools=list(scopes), fence=fence)  # type: ignore[arg-type]
        self.admin.FencePools(request, metadata=self.metadata, timeout=60)

    def _for(self, scope: pb.Scope) -> list[tuple[str, str]]:
        return [*self.metadata, (POOL_HEADER, pool_key(scope.user_id, scope.agent_id))]

    def export(self, scope: pb.Scope) -> list[pb.ExportRecord]:
        request = pb.ExportRequest(scope=scope, include_vectors=True)
        return list(self.memory.Export(request, metadata=self._for(scope), timeout=600))

    def import_records(
        self, scope: pb.Scope, records: Iterable[pb.ExportRecord]
    ) -> pb.ImportResponse:
        requests = (pb.ImportRequest(record=r, overwrite=False) for r in records)
        return self.memory.Import(requests, metadata=self._for(scope), timeout=600)

    def drop(self, scope: pb.Scope) -> int:
        reply = self.admin.DropPool(
            pb.DropPoolRequest(scope=scope), metadata=self.metadata, timeout=600
        )
        return reply.deleted

    def close(self) -> None:
        self._channel.close()


def _key(scope: pb.Scope) -> str:
    return pool_key(scope.user_id, scope.agent_id)


# ---------------------------------------------------------------------- verifying a copy

# What a copy must keep exactly. Not compared: access statistics (reads still answer at the
# source during a move and count accesses there; they are recall signals, not what was said)
# and memory.tier (import places a memory in the tier its age belongs to).
_VOLATILE = ("access_count", "last_accessed_at", "tier")


def _canonical(record: pb.ExportRecord) -> bytes:
    copy = pb.ExportRecord()
    copy.CopyFrom(record)
    for name in _VOLATILE:
        copy.memory.ClearField(name)
    return copy.SerializeToString(deterministic=True)


def same_records(
    source: Sequence[pb.ExportRecord], target: Sequence[pb.ExportRecord], exact: bool
) -> str | None:
    """Return None when every source record is on the target unchanged (and, with ``exact``,
    nothing else is), else what differs, in words."""
    there = {r.memory.id: _canonical(r) for r in target}
    missing = [r.memory.id for r in source if r.memory.id not in there]
    changed = [
        r.memory.id for r in source if r.memory.id in there and there[r.memory.id] != _canonical(r)
    ]
    extra = sorted(set(there) - {r.memory.id for r in source}) if exact else []
    if not (missing or changed or extra):
        return None
    parts = [
        f"{len(ids)} {what} (e.g. {ids[0]})"
        for ids, what in ((missing, "missing"), (changed, "changed"), (extra, "unexpected"))
        if ids
    ]
    return "; ".join(parts)


# ---------------------------------------------------------------------- planning


@dataclass(frozen=True)
class Move:
    """One pool to move: where it is and where the new shard list sends it."""

    scope: pb.Scope
    source: str
    target: str
    total: int


class Placement:
    """Where the new shard list sends a pool: nginx's ring, or a proxy asked by probe."""

    def __init__(self, to: Sequence[str], probe: str | None, names: dict[str, str]) -> None:
        self._ring = NginxRing(to) if probe is None else None
        self._by_name = {names[address]: address for address in to if names.get(address)}
        self._probe = None
        if probe is not None:
            if len(self._by_name) != len(to):
                raise SystemExit(
                    "memoryd rebalance: --probe needs every shard of --to to have its own "
                    "routing.shard_name (the proxy's answer names the shard by it)"
                )
            self._probe = pb_grpc.MemoryServiceStub(grpc.insecure_channel(probe))

    def owner(self, scope: pb.Scope) -> str:
        key = _key(scope)
        if self._probe is None:
            return self._ring.owner(key)  # type: ignore[union-attr]
        try:
            _, call = self._probe.Stats.with_call(
                pb.StatsRequest(scope=scope), metadata=[(POOL_HEADER, key)], timeout=30
            )
            metadata = call.initial_metadata()
        except grpc.RpcError as exc:
            # A shard that has the pool fenced from an earlier move refuses, but names itself
            # first (x-memoryd-shard is sent before any check).
            metadata = exc.initial_metadata() or ()
        name = dict(metadata).get(SHARD_HEADER, "")
        if name not in self._by_name:
            raise SystemExit(f"memoryd rebalance: the probe proxy sent {key!r} to unknown {name!r}")
        return self._by_name[name]


def plan(shards: dict[str, Shard], placement: Placement, on: Iterable[str]) -> list[Move]:
    """Return the moves of every pool stored on the shards ``on`` whose owner changes."""
    moves = []
    for address in on:
        for summary in shards[address].pools().pools:
            if summary.fence == pb.POOL_FENCE_MOVED:
                continue  # a leftover of an earlier move: its pool lives elsewhere
            target = placement.owner(summary.scope)
            if target != address:
                moves.append(Move(summary.scope, address, target, summary.total))
    return moves


# ---------------------------------------------------------------------- the commands


def _open(addresses: Iterable[str], api_key: str | None) -> dict[str, Shard]:
    return {address: Shard(address, api_key) for address in dict.fromkeys(addresses)}


def _failed(what: str, exc: grpc.RpcError) -> int:
    _say(f"memoryd {what}: {exc.code().name}: {exc.details()}")
    return 1


def shards_command(args: argparse.Namespace) -> int:
    """``memoryd shards pools|stats|export|maintain``; return the exit code."""
    shards = _open(args.shards, args.api_key)
    try:
        if args.shards_action in ("pools", "stats"):
            return _pools(shards, args.shards_action == "pools")
        if args.shards_action == "maintain":
            for address, shard in shards.items():
                reply = shard.memory.Maintain(
                    pb.MaintainRequest(tasks=args.task), metadata=shard.metadata, timeout=3600
                )
                done = ", ".join(f"{k} {v}" for k, v in sorted(reply.done.items()))
                print(f"{address}: {done or 'nothing to do'} ({reply.seconds:.1f} s)")
            return 0
        out: IO[bytes] = open(args.output, "wb") if args.output else sys.stdout.buffer
        try:
            return _export_all(shards, out, args.vectors)
        finally:
            out.flush()
            if out is not sys.stdout.buffer:
                out.close()
    except grpc.RpcError as exc:
        return _failed(f"shards {args.shards_action}", exc)
    finally:
        for shard in shards.values():
            shard.close()


def _pools(shards: dict[str, Shard], each: bool) -> int:
    pools = memories = 0
    for address, shard in shards.items():
        reply = shard.pools()
        live = [p for p in reply.pools if p.fence != pb.POOL_FENCE_MOVED]
        fenced = Counter(pb.PoolFence.Name(p.fence) for p in reply.pools if p.fence)
        total = sum(p.total for p in live)
        if each:
            for p in reply.pools:
                fence = f"\t{pb.PoolFence.Name(p.fence)}" if p.fence else ""
                print(f"{address}\t{_key(p.scope)}\t{p.total}{fence}")
        else:
            fences = "".join(f", {n} {k}" for k, n in sorted(fenced.items()))
            name = f" ({reply.shard})" if reply.shard else ""
            print(f"{address}{name}: {len(live)} pools, {total} memories{fences}")
        pools += len(live)
        memories += total
    if not each:
        print(f"all {len(shards)} shards: {pools} pools, {memories} memories")
    return 0


def _export_all(shards: dict[str, Shard], out: IO[bytes], vectors: bool) -> int:
    written = 0
    for address, shard in shards.items():
        moved = {_key(p.scope) for p in shard.pools().pools if p.fence == pb.POOL_FENCE_MOVED}
        request = pb.ExportRequest(all_users=True, include_vectors=vectors)
        for record in shard.memory.Export(request, metadata=shard.metadata, timeout=3600):
            if _key(record.memory.scope) in moved:
                continue
            out.write(to_json_line(record).encode() + b"\n")
            written += 1
        _say(f"memoryd shards export: {address} done ({written} records so far)")
    _say(f"memoryd shards export: {written} records of {len(shards)} shards")
    return 0


def rebalance_command(args: argparse.Namespace) -> int:
    """``memoryd rebalance``; return the exit code (0: every pool where the new list puts it)."""
    shards = _open([*args.sources, *args.targets], args.api_key)
    try:
        return _rebalance(args, shards)
    except grpc.RpcError as exc:
        return _failed("rebalance", exc)
    finally:
        for shard in shards.values():
            shard.close()


def _rebalance(args: argparse.Namespace, shards: dict[str, Shard]) -> int:
    old: list[str] = args.sources
    new: list[str] = args.targets
    names = {address: shard.pools().shard for address, shard in shards.items()}
    placement = Placement(new, args.probe, names)
    moves = plan(shards, placement, old)
    stored = sum(1 for a in old for p in shards[a].pools().pools if p.fence != pb.POOL_FENCE_MOVED)
    share = len(moves) / stored if stored else 0.0
    _say(f"memoryd rebalance: {len(moves)} of {stored} pools move ({share:.1%})")
    for (source, target), n in sorted(Counter((m.source, m.target) for m in moves).items()):
        _say(f"  {source} -> {target}: {n} pools")
    if args.dry_run:
        return 0
    for number, move in enumerate(moves, start=1):
        problem = copy_pool(shards[move.source], shards[move.target], move.scope, settled=False)
        if problem is not None:
            _say(
                f"memoryd rebalance: {_key(move.scope)}: {problem}; stopped before the switch: "
                f"every pool still serves from where it was ({number - 1} copies left unused)"
            )
            for done in moves[: number - 1]:
                shards[done.source].fence([done.scope], pb.POOL_FENCE_NONE)
            return 1
    _say(f"memoryd rebalance: {len(moves)} pools copied and verified; switching the proxy")
    if not _switch(args.switch_command):
        for move in moves:
            shards[move.source].fence([move.scope], pb.POOL_FENCE_NONE)
        _say("memoryd rebalance: the switch failed; every pool still serves from its old shard")
        return 1
    for move in moves:
        shards[move.source].fence([move.scope], pb.POOL_FENCE_MOVED)
    # Pools first written during the copies, on a shard the new list no longer sends them to.
    moved = {_key(m.scope) for m in moves}
    late = [m for m in plan(shards, placement, old) if _key(m.scope) not in moved]
    for move in late:
        problem = copy_pool(shards[move.source], shards[move.target], move.scope, settled=True)
        if problem is not None:
            _say(f"memoryd rebalance: {_key(move.scope)}: {problem}; it stays fenced on "
                 f"{move.source} (nothing deleted): run rebalance again")  # fmt: skip
            return 1
    deleted = sum(shards[m.source].drop(m.scope) for m in [*moves, *late])
    _say(
        f"memoryd rebalance: done: {len(moves) + len(late)} pools moved "
        f"({len(late)} written during the move), {deleted} memories dropped at their sources"
    )
    return 0


def copy_pool(source: Shard, target: Shard, scope: pb.Scope, settled: bool) -> str | None:
    """Copy one pool from ``source`` to ``target`` and verify it; return None, or what went wrong
    (then nothing was deleted). ``settled``: the proxy already routes the pool to ``target``, so
    the target may hold newer memories of it, and once verified it is fenced MOVED here."""
    if not settled:
        # Nothing of the pool is served from the target yet: clear what an earlier, stopped
        # run may have left there, so the copy can be compared exactly.
        target.fence([scope], pb.POOL_FENCE_MOVED)
        target.drop(scope)
    target.fence([scope], pb.POOL_FENCE_NONE)  # also lifts a fence from moving it away once
    source.fence([scope], pb.POOL_FENCE_MOVING)  # MOVED would refuse this export too
    records = source.export(scope)
    if records:
        target.import_records(scope, records)
    problem = same_records(records, target.export(scope), exact=not settled)
    if problem is None and settled:
        source.fence([scope], pb.POOL_FENCE_MOVED)
    elif problem is not None and not settled:
        source.fence([scope], pb.POOL_FENCE_NONE)
    return problem


def _switch(command: str | None) -> bool:
    if command is None:
        _say("memoryd rebalance: switch the proxy to the new shard list now, then press Enter")
        return sys.stdin.readline() != ""  # no terminal (end of input): nobody switched
    done = subprocess.run(command, shell=True, check=False)
    if done.returncode != 0:
        _say(f"memoryd rebalance: {command!r} exited with {done.returncode}")
        return False
    time.sleep(1.0)  # the proxy's new workers take over; the old ones finish their calls
    return True


def main(args: argparse.Namespace) -> int:
    """Run ``shards`` or ``rebalance``; return the exit code."""
    if args.command == "shards":
        return shards_command(args)
    return rebalance_command(args)
