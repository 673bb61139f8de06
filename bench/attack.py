"""The attack run of issue #18, reproducible: real servers on loopback, fixed seeds, bounded
time; prints status codes per method and a verdict per part, and exits 1 if any part failed.

Parts (``--parts``, default all):

- ``fuzz``: ``--calls`` fuzzed and mangled requests over every RPC (bench/fuzz.py) from
  ``--clients`` threads: no INTERNAL or UNKNOWN, no answer holding another pool's memory,
  every fuzzed pool still readable, the process alive, and RSS back within 20 % of its level
  after the first tenth of the run.
- ``slow``: 16 Import streams that send one record and go silent, then 200 concurrent Recall
  clients: Health answers every probe with p99 under 50 ms (beside Health on the idle server,
  the floor of the same run), the streams past streams.max_open are refused at once, the
  silent ones end DEADLINE_EXCEEDED after streams.idle_s, and unary calls are answered.
- ``tenants``: API keys on; ``--probes`` cross-tenant probes with one user's key at another's
  ids, texts and scopes: 0 leaks, every auth answer right, the victim's memories unchanged.
- ``damage``: damaged copies of a cleanly stopped folder (cut to half, emptied, deleted, meta
  pages overwritten, one flipped bit in a record, 64 random bits by seed): the server refuses
  with one ``memoryd:`` line or serves around the damage (never a crash or a traceback), and
  ``memoryd check`` finds every one and calls the clean folder sound.
- ``disk``: the data folder on a 64 MiB tmpfs (mounted here if this user may; else a
  size-limited LMDB map, and it says so); writers fill it: RESOURCE_EXHAUSTED is answered,
  reads go on while full, writes work again once space returns, and after kill -9 every
  acknowledged write is there.
- ``--soak-minutes M``: the soak of bench/soak.py (pools of a fixed size under a mixed load
  for M minutes; held when the last minutes hold p50, p99, calls and RSS within 20 % of
  minutes 2-6: see that module).

Run: ``python -m bench.attack`` (about 5-10 min), ``python -m bench.attack --calls 100000``
for the issue's figure, ``python -m bench.attack --parts soak --soak-minutes 30``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import grpc
from google.protobuf.timestamp_pb2 import Timestamp
from grpc_health.v1 import health_pb2, health_pb2_grpc

from bench import fuzz
from bench._common import REPO_DIR, ServerProcess, make_tempdir, spawn_server
from memoryd.v1 import memory_pb2 as pb
from memoryd.v1 import memory_pb2_grpc

PARTS = ("fuzz", "slow", "tenants", "damage", "disk")
SMALL_DIM = 8  # client vectors (--embedder none) wherever the model is not what is attacked
OUT = REPO_DIR / "bench" / "results" / "attack"


@dataclass
class Verdict:
    part: str
    held: bool
    figures: dict = field(default_factory=dict)


def serve(
    label: str,
    *args: str,
    data_dir: Path | None = None,
    env: dict | None = None,
    config: str = "",
    launcher: list[str] | None = None,
) -> ServerProcess:
    """Return a memoryd on loopback (its data folder fresh unless given; ``launcher`` runs it
    in place of the ``memoryd`` command, e.g. under bench/_server_probe.py)."""
    tmp = make_tempdir(f"memoryd-attack-{label}-")
    folder = data_dir or tmp / "data"
    argv = [
        *(launcher or [str(Path(sys.executable).parent / "memoryd")]),
        "serve",
        "--listen",
        "127.0.0.1:0",
        "--data-dir",
        str(folder),
        "--ready-file",
        str(tmp / "ready.json"),
        *args,
    ]
    if config:
        (tmp / "memoryd.toml").write_text(config)
        argv += ["--config", str(tmp / "memoryd.toml")]
    server = spawn_server(
        label, argv, tmp / "ready.json", OUT / f"server-{label}.log", workdir=tmp, env_extra=env
    )
    server.data_dir = folder
    return server


def small(label: str, *args: str, **kw) -> ServerProcess:
    return serve(label, "--embedder", "none", "--dimension", str(SMALL_DIM), *args, **kw)


def vector(n: int) -> list[float]:
    return [1.0, (n % 97) / 97] + [0.0] * (SMALL_DIM - 2)


def health_ms(channel: grpc.Channel, probes: int, pause_s: float = 0.02) -> list[float]:
    """Return the latency of ``probes`` Health checks in ms (inf for one not answered)."""
    stub = health_pb2_grpc.HealthStub(channel)
    out = []
    for _ in range(probes):
        started = time.perf_counter()
        try:
            stub.Check(health_pb2.HealthCheckRequest(), timeout=2.0)
            out.append((time.perf_counter() - started) * 1000)
        except grpc.RpcError:
            out.append(float("inf"))
        time.sleep(pause_s)
    return out


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q / 100 * len(ordered)))] if ordered else 0.0


def print_codes(title: str, codes: dict[str, Counter]) -> None:
    print(f"  {title}")
    for method in sorted(codes):
        row = ", ".join(f"{c} {n}" for c, n in codes[method].most_common())
        print(f"    {method:<16} {row}")


# ----------------------------------------------------------------------------- fuzz


def part_fuzz(calls: int, clients: int, seed: int) -> Verdict:
    server = serve("fuzz")
    try:
        channel = grpc.insecure_channel(server.address)
        stub = memory_pb2_grpc.MemoryServiceStub(channel)
        methods = list(fuzz.SERVICE.methods)
        fuzzers = [fuzz.Fuzzer(random.Random(seed + k), f"{seed}-{k}") for k in range(clients)]
        for fuzzer in fuzzers:
            for scope in fuzzer.scopes:
                stored = stub.Remember(pb.RememberRequest(scope=scope, content="the seed fact"))
                fuzzer.ids.append(stored.memory.id)
        codes: dict[str, Counter] = defaultdict(Counter)
        bad: list[str] = []
        leaks: list[str] = []
        done = [0]
        lock = threading.Lock()
        rss_warm: list[int] = []

        def run(fuzzer: fuzz.Fuzzer, share: int) -> None:
            for i in range(share):
                method = (
                    methods[i % len(methods)] if i < len(methods) else fuzzer.rng.choice(methods)
                )
                try:
                    code, details = fuzz.call(channel, method, fuzzer)
                except AssertionError as leak:
                    code, details = grpc.StatusCode.OK, ""
                    leaks.append(f"{method.name}: {leak}")
                with lock:
                    codes[method.name][code.name] += 1
                    done[0] += 1
                    if code in fuzz.NEVER:
                        bad.append(details)
                    if done[0] == calls // 10:
                        rss_warm.append(server.rss()["VmRSS"])

        started = time.perf_counter()
        threads = [threading.Thread(target=run, args=(f, calls // clients)) for f in fuzzers]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        seconds = time.perf_counter() - started
        unreadable = 0
        for fuzzer in fuzzers:
            for scope in fuzzer.scopes:
                pool = pb.Scope(user_id=scope.user_id, agent_id=scope.agent_id)
                try:
                    stub.Recall(pb.RecallRequest(scope=pool, query="the seed fact", top_k=20))
                    exported = list(stub.Export(pb.ExportRequest(scope=pool)))
                    leaks += [
                        f"Export {r.memory.id}"
                        for r in exported
                        if not fuzz.same_pool(r.memory, pool)
                    ]
                    stub.Stats(pb.StatsRequest(scope=pool))
                except grpc.RpcError:
                    unreadable += 1
        rss_end = server.rss()["VmRSS"]
        alive = server.alive()
        print_codes(f"fuzz: {done[0]} calls in {seconds:.0f} s from {clients} clients", codes)
        warm = rss_warm[0] if rss_warm else rss_end
        figures = {
            "calls": done[0],
            "internal_or_unknown": len(bad),
            "leaks": len(leaks),
            "unreadable_pools": unreadable,
            "alive": alive,
            "rss_warm_mib": round(warm / 2**20),
            "rss_end_mib": round(rss_end / 2**20),
            "codes": {m: dict(c) for m, c in codes.items()},
            "first_bad": bad[:5] + leaks[:5],
        }
        held = alive and not bad and not leaks and not unreadable and rss_end <= 1.2 * warm
        channel.close()
        return Verdict("fuzz", held, figures)
    finally:
        server.stop()


# ----------------------------------------------------------------------------- slow clients


def import_record(scope: pb.Scope, n: int) -> pb.ImportRequest:
    memory = pb.Memory(
        id=f"{abs(hash(scope.user_id)) % 2**32:08x}{n:024x}",
        scope=scope,
        content=f"fact {n}",
        importance=0.5,
        confidence=0.9,
        status=pb.STATUS_ACTIVE,
        version=1,
        embedding_model=f"client-vectors-{SMALL_DIM}",
        created_at=Timestamp(seconds=1_700_000_000),
        updated_at=Timestamp(seconds=1_700_000_000),
    )
    return pb.ImportRequest(record=pb.ExportRecord(memory=memory, embedding=vector(n)))


def part_slow(idle_s: float = 5.0) -> Verdict:
    server = small("slow", config=f"[streams]\nidle_s = {idle_s}\n")
    try:
        channel = grpc.insecure_channel(server.address)
        stub = memory_pb2_grpc.MemoryServiceStub(channel)
        scope = pb.Scope(user_id="slow-owner")
        stub.Import((import_record(scope, n) for n in range(500)), timeout=60)
        floor = health_ms(channel, 50)
        release = threading.Event()
        outcomes: list[tuple[str, float]] = []

        def silent(n: int) -> None:
            def messages():
                yield import_record(scope, 1000 + n)
                release.wait(120)

            started = time.perf_counter()
            try:
                stub.Import(messages(), timeout=120)
                outcomes.append(("OK", time.perf_counter() - started))
            except grpc.RpcError as err:
                outcomes.append((err.code().name, time.perf_counter() - started))

        streams = [threading.Thread(target=silent, args=(n,)) for n in range(16)]
        for thread in streams:
            thread.start()
        time.sleep(0.5)
        during_streams = health_ms(channel, 100)
        recall_ok = 0
        try:
            stub.Recall(pb.RecallRequest(scope=scope, query="fact", embedding=vector(1)), timeout=5)
            recall_ok = 1
        except grpc.RpcError:
            pass
        stop = threading.Event()
        client_codes: Counter = Counter()

        def client() -> None:
            while not stop.is_set():
                try:
                    stub.Recall(
                        pb.RecallRequest(scope=scope, query="fact", embedding=vector(2), top_k=50),
                        timeout=60,
                    )
                    client_codes["OK"] += 1
                except grpc.RpcError as err:
                    client_codes[err.code().name] += 1

        clients = [threading.Thread(target=client) for _ in range(200)]
        for thread in clients:
            thread.start()
        time.sleep(1.0)
        under_load = health_ms(channel, 100)
        stop.set()
        for thread in clients:
            thread.join()
        for thread in streams:
            thread.join(idle_s * 4)
        release.set()
        codes = Counter(code for code, _ in outcomes)
        refused_fast = sum(1 for c, s in outcomes if c == "RESOURCE_EXHAUSTED" and s < 1.0)
        idle_closed = sum(1 for c, s in outcomes if c == "DEADLINE_EXCEEDED" and s < idle_s * 3)
        figures = {
            "health_idle_ms_p50_p99": [round(pct(floor, 50), 2), round(pct(floor, 99), 2)],
            "health_16_silent_streams_ms_p50_p99_max": [
                round(pct(during_streams, 50), 2),
                round(pct(during_streams, 99), 2),
                round(max(during_streams), 2),
            ],
            "health_200_clients_ms_p50_p99_max": [
                round(pct(under_load, 50), 2),
                round(pct(under_load, 99), 2),
                round(max(under_load), 2),
            ],
            "streams": dict(codes),
            "refused_at_once": refused_fast,
            "closed_after_idle": idle_closed,
            "recall_during_streams": recall_ok,
            "client_codes": dict(client_codes),
        }
        print(
            f"  slow: silent Import streams {dict(codes)}; Health ms (p50/p99/max): idle "
            f"{figures['health_idle_ms_p50_p99']}, 16 silent streams "
            f"{figures['health_16_silent_streams_ms_p50_p99_max']}, 200 clients "
            f"{figures['health_200_clients_ms_p50_p99_max']}; clients {dict(client_codes)}"
        )
        held = (
            pct(during_streams, 99) < 50
            and max(under_load) < float("inf")
            and refused_fast == 8
            and idle_closed == 8
            and recall_ok == 1
            and set(client_codes) == {"OK"}
        )
        channel.close()
        return Verdict("slow", held, figures)
    finally:
        server.stop()


# ----------------------------------------------------------------------------- tenants


def part_tenants(probes: int, seed: int) -> Verdict:
    from memoryd.server import auth

    tmp = make_tempdir("memoryd-attack-keys-")
    keys_file = tmp / "keys.toml"
    keys = {}
    for name, users, admin in (
        ("alice", ["alice"], False),
        ("bob", ["bob", "glob:bob-*"], False),
        ("ops", [], True),
    ):
        keys[name] = auth.new_key()
        auth.append_key(keys_file, auth.key_entry(name, auth.hash_key(keys[name]), users, admin))
    server = small("tenants", "--keys-file", str(keys_file))
    rng = random.Random(seed)
    try:
        channel = grpc.insecure_channel(server.address)
        stub = memory_pb2_grpc.MemoryServiceStub(channel)

        def as_(who: str | None) -> list[tuple[str, str]]:
            return (
                [("authorization", f"Bearer {keys[who]}")]
                if who in keys
                else ([("authorization", "Bearer mdk_" + "x" * 43)] if who == "forged" else [])
            )

        alice = pb.Scope(user_id="alice", agent_id="assistant")
        secrets_ = [f"alice's locker code is {rng.randrange(10**6):06d}" for _ in range(20)]
        ids = [
            stub.Remember(
                pb.RememberRequest(scope=alice, content=s, embedding=vector(n)),
                metadata=as_("alice"),
            ).stored_id
            for n, s in enumerate(secrets_)
        ]
        before = sorted(
            (r.memory.id, r.memory.content, r.memory.version)
            for r in stub.Export(pb.ExportRequest(scope=alice), metadata=as_("alice"))
        )
        bob_scopes = [
            pb.Scope(user_id="bob", agent_id="assistant"),
            pb.Scope(user_id="bob"),
            pb.Scope(user_id="bob-2", agent_id="assistant"),
        ]
        leaks, wrong_auth = [], []
        auth_checks = 0
        codes: dict[str, Counter] = defaultdict(Counter)

        def leaked(answer) -> bool:
            return any(
                m.scope.user_id == "alice" or m.content in secrets_ or m.id in ids
                for m in fuzz.memories(answer)
            )

        probes_made: list[tuple[str, Callable, str | None]] = []
        for _ in range(probes):
            target, text = rng.choice(ids), rng.choice(secrets_)
            scope = rng.choice(bob_scopes)
            kind = rng.randrange(12)
            if kind == 0:
                probe = (
                    "Get",
                    lambda s=scope, t=target: stub.Get(
                        pb.GetRequest(scope=s, id=t), metadata=as_("bob")
                    ),
                    None,
                )
            elif kind == 1:
                probe = (
                    "Recall",
                    lambda s=scope, q=text: stub.Recall(
                        pb.RecallRequest(scope=s, query=q, embedding=vector(3), top_k=50),
                        metadata=as_("bob"),
                    ),
                    None,
                )
            elif kind == 2:
                probe = (
                    "History",
                    lambda s=scope, t=target: stub.History(
                        pb.HistoryRequest(scope=s, id=t), metadata=as_("bob")
                    ),
                    None,
                )
            elif kind == 3:
                probe = (
                    "Update",
                    lambda s=scope, t=target: stub.Update(
                        pb.UpdateRequest(
                            scope=s, id=t, content="bob was here", embedding=vector(4)
                        ),
                        metadata=as_("bob"),
                    ),
                    None,
                )
            elif kind == 4:
                probe = (
                    "Forget",
                    lambda s=scope, t=target: stub.Forget(
                        pb.ForgetRequest(scope=s, ids=[t], mode=pb.FORGET_MODE_DELETE),
                        metadata=as_("bob"),
                    ),
                    None,
                )
            elif kind == 5:
                probe = (
                    "Feedback",
                    lambda s=scope, t=target: stub.Feedback(
                        pb.FeedbackRequest(scope=s, used_ids=[t]), metadata=as_("bob")
                    ),
                    None,
                )
            elif kind == 6:
                probe = (
                    "Export",
                    lambda s=scope: list(
                        stub.Export(pb.ExportRequest(scope=s), metadata=as_("bob"))
                    ),
                    None,
                )
            elif kind == 7:
                probe = (
                    "List",
                    lambda s=scope: stub.List(pb.ListRequest(scope=s), metadata=as_("bob")),
                    None,
                )
            elif kind == 8:  # bob's key, alice's scope
                probe = (
                    "Get/alice",
                    lambda t=target: stub.Get(
                        pb.GetRequest(scope=alice, id=t), metadata=as_("bob")
                    ),
                    "PERMISSION_DENIED",
                )
            elif kind == 9:
                probe = (
                    "Export/all",
                    lambda: list(
                        stub.Export(pb.ExportRequest(all_users=True), metadata=as_("bob"))
                    ),
                    "PERMISSION_DENIED",
                )
            elif kind == 10:
                probe = (
                    "Recall/nokey",
                    lambda q=text: stub.Recall(
                        pb.RecallRequest(scope=alice, query=q, embedding=vector(5))
                    ),
                    "UNAUTHENTICATED",
                )
            else:
                probe = (
                    "Recall/forged",
                    lambda q=text: stub.Recall(
                        pb.RecallRequest(scope=alice, query=q, embedding=vector(5)),
                        metadata=as_("forged"),
                    ),
                    "UNAUTHENTICATED",
                )
            probes_made.append(probe)
        for name, run, expected in probes_made:
            try:
                answer = run()
                code = "OK"
                for item in answer if isinstance(answer, list) else [answer]:
                    if leaked(item):
                        leaks.append(name)
                touched = getattr(answer, "updated", 0) or list(getattr(answer, "affected_ids", []))
                if touched:  # Feedback or Forget reached one of alice's memories
                    leaks.append(f"{name} changed {touched}")
            except grpc.RpcError as err:
                code = err.code().name
            codes[name][code] += 1
            if expected is not None:
                auth_checks += 1
                if code != expected:
                    wrong_auth.append(f"{name}: {code}")
        after = sorted(
            (r.memory.id, r.memory.content, r.memory.version)
            for r in stub.Export(pb.ExportRequest(scope=alice), metadata=as_("alice"))
        )
        print_codes(f"tenants: {probes} probes with bob's key (and none, and a forged one)", codes)
        figures = {
            "probes": probes,
            "leaks": len(leaks),
            "auth_checks": auth_checks,
            "auth_wrong": len(wrong_auth),
            "victim_unchanged": before == after,
            "codes": {m: dict(c) for m, c in codes.items()},
        }
        channel.close()
        return Verdict("tenants", not leaks and not wrong_auth and before == after, figures)
    finally:
        server.stop()
        shutil.rmtree(tmp, ignore_errors=True)


# ----------------------------------------------------------------------------- damaged folders


def memoryd(*args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "memoryd.server", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def start_outcome(folder: Path) -> str:
    """Return how a server on ``folder`` starts: 'served', 'refused: <line>', or what broke."""
    ready = folder.with_name(folder.name + ".ready")
    ready.unlink(missing_ok=True)
    log_path = folder.with_name(folder.name + ".log")
    with log_path.open("w") as log:  # a file, not a pipe: a full pipe would block its logging
        proc = subprocess.Popen(
            [sys.executable, "-m", "memoryd.server", "serve", "--embedder", "none",
             "--dimension", str(SMALL_DIM), "--listen", "127.0.0.1:0", "--data-dir",
             str(folder), "--ready-file", str(ready)],
            stdout=subprocess.DEVNULL, stderr=log,
        )  # fmt: skip
        deadline = time.monotonic() + 300
        while proc.poll() is None and not ready.exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        served = ready.exists()
        if proc.poll() is None:
            proc.terminate()
        try:
            proc.wait(120)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(30)
            return "HUNG at stop"
    stderr = log_path.read_text(errors="replace")
    if "Traceback" in stderr:
        return "TRACEBACK"
    if served:
        return "served"
    if proc.returncode < 0 and proc.returncode != -signal.SIGTERM:
        return f"CRASHED ({signal.Signals(-proc.returncode).name})"
    last = (stderr.strip().splitlines() or [""])[-1]
    return f"refused: {last[:100]}" if last.startswith("memoryd: ") else f"EXIT {proc.returncode}"


def part_damage(seeds: int) -> Verdict:
    server = small("damage-source")
    folder = server.data_dir
    assert folder is not None
    channel = grpc.insecure_channel(server.address)
    stub = memory_pb2_grpc.MemoryServiceStub(channel)
    for n in range(240):
        stub.Remember(
            pb.RememberRequest(
                scope=pb.Scope(user_id=f"owner{n % 6}"),
                content=f"fact {n:03d} about the shed",
                embedding=vector(n),
            )
        )
    channel.close()
    work = make_tempdir("memoryd-attack-damage-")
    clean = work / "clean"
    try:
        server.proc.send_signal(signal.SIGTERM)
        server.proc.wait(60)
        shutil.copytree(folder, clean)
    finally:
        server.stop()

    def mdb(c: Path) -> Path:
        return c / "store" / "data.mdb"

    def flip_record(c: Path) -> None:
        raw = bytearray(mdb(c).read_bytes())
        raw[raw.find(b"fact 117 about") + 3] ^= 1
        mdb(c).write_bytes(bytes(raw))

    def random_bits(seed: int) -> Callable[[Path], None]:
        def damage(c: Path) -> None:
            raw, rng = bytearray(mdb(c).read_bytes()), random.Random(seed)
            for _ in range(64):
                raw[rng.randrange(8192, len(raw))] ^= 1 << rng.randrange(8)
            mdb(c).write_bytes(bytes(raw))

        return damage

    damages: dict[str, Callable[[Path], None]] = {
        "cut to half": lambda c: os.truncate(mdb(c), mdb(c).stat().st_size // 2),
        "emptied": lambda c: os.truncate(mdb(c), 0),
        "deleted": lambda c: mdb(c).unlink(),
        "meta pages overwritten": lambda c: mdb(c).write_bytes(
            random.Random(1).randbytes(8192) + mdb(c).read_bytes()[8192:]
        ),
        "one bit in a record": flip_record,
    }
    damages.update({f"64 random bits, seed {s}": random_bits(s) for s in range(seeds)})
    rows, held = [], True
    code = memoryd("check", str(clean), "--json").returncode
    rows.append(("clean", start_outcome(clean), code))
    held &= code == 0 and rows[-1][1] == "served"
    for name, damage in damages.items():
        copy = work / "copy"
        shutil.rmtree(copy, ignore_errors=True)
        shutil.copytree(clean, copy)
        damage(copy)
        check = memoryd("check", str(copy), "--json")
        outcome = start_outcome(copy)
        rows.append((name, outcome, check.returncode))
        held &= check.returncode == 1 and "Traceback" not in check.stderr
        held &= outcome == "served" or outcome.startswith("refused: memoryd:")
    shutil.rmtree(work, ignore_errors=True)
    print("  damage: copy / start-up / memoryd check exit code (0 sound, 1 damage found)")
    for name, outcome, code in rows:
        print(f"    {name:<24} {outcome[:80]:<82} {code}")
    return Verdict("damage", held, {"copies": [list(r) for r in rows]})


# ----------------------------------------------------------------------------- full disk


def _mount_tmpfs(where: Path, mib: int) -> bool:
    where.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={mib}m", "tmpfs", str(where)],
        capture_output=True,
        text=True,
        check=False,
    )
    return done.returncode == 0


def disk_record(scope: pb.Scope, n: int, rng: random.Random) -> pb.ImportRequest:
    request = import_record(scope, n)
    request.record.memory.content = rng.randbytes(3000).hex()
    return request


def part_disk() -> Verdict:
    work = make_tempdir("memoryd-attack-disk-")
    mount = work / "tmpfs"
    on_tmpfs = _mount_tmpfs(mount, 64)
    env = None if on_tmpfs else {"MEMORYD_ENGINE__STORE__MAP_SIZE_BYTES": str(16 << 20)}
    how = "a 64 MiB tmpfs" if on_tmpfs else "a 16 MiB LMDB map (tmpfs could not be mounted)"
    folder = (mount if on_tmpfs else work) / "data"
    server = small("disk", data_dir=folder, env=env)
    try:
        channel = grpc.insecure_channel(server.address)
        stub = memory_pb2_grpc.MemoryServiceStub(channel)
        scope = pb.Scope(user_id="filler")
        acknowledged: set[str] = set()
        codes: Counter = Counter()
        filler = mount / "filler" if on_tmpfs else None
        if filler is not None:  # leave ~24 MiB for the store: it fills in seconds
            filler.write_bytes(b"\0" * (52 << 20))
        rng = random.Random(18)
        message = ""
        n = 0
        # Imports of 40 records of 4 KB random text fill it fast (zstd cannot shrink them, and
        # no text analysis runs on an import); then short Remembers meet the full disk too.
        while codes["RESOURCE_EXHAUSTED"] < 20 and n < 200_000:
            batch = [disk_record(scope, n + i, rng) for i in range(40)]
            n += 40
            try:
                if codes["RESOURCE_EXHAUSTED"] < 10:
                    stub.Import(iter(batch), timeout=60)
                    acknowledged.update(r.record.memory.id for r in batch)
                else:
                    reply = stub.Remember(
                        pb.RememberRequest(
                            scope=scope, content=f"short fact {n}", embedding=vector(n)
                        ),
                        timeout=30,
                    )
                    acknowledged.add(reply.stored_id)
                codes["OK"] += 1
            except grpc.RpcError as err:
                codes[err.code().name] += 1
                if err.code() is grpc.StatusCode.RESOURCE_EXHAUSTED:
                    message = err.details()
        reads_while_full = 0
        for _ in range(20):
            try:
                stub.Recall(
                    pb.RecallRequest(scope=scope, query="x", embedding=vector(1)), timeout=10
                )
                stub.Get(pb.GetRequest(scope=scope, id=next(iter(acknowledged))), timeout=10)
                reads_while_full += 1
            except grpc.RpcError:
                pass
        health = health_ms(channel, 5)
        recovered = False
        if filler is not None:
            filler.unlink()
        else:  # the map cannot grow while running: restart with a larger one instead
            pass
        if filler is not None:
            try:
                stub.Remember(
                    pb.RememberRequest(
                        scope=scope, content="after space returned", embedding=vector(7)
                    ),
                    timeout=30,
                )
                recovered = True
            except grpc.RpcError:
                recovered = False
        channel.close()
        server.proc.kill()  # kill -9: nothing flushed on the way out
        server.proc.wait(30)
        bigger = {"MEMORYD_ENGINE__STORE__MAP_SIZE_BYTES": str(64 << 20)} if env else None
        again = small("disk-restarted", data_dir=folder, env=bigger)
        try:
            channel = grpc.insecure_channel(again.address)
            stub = memory_pb2_grpc.MemoryServiceStub(channel)
            kept = {r.memory.id for r in stub.Export(pb.ExportRequest(scope=scope), timeout=120)}
            channel.close()
        finally:
            again.stop()
        lost = len(acknowledged - kept)
        figures = {
            "where": how,
            "writes": dict(codes),
            "acknowledged": len(acknowledged),
            "lost_after_kill_9": lost,
            "reads_while_full": f"{reads_while_full}/20",
            "health_while_full_ms_max": round(max(health), 2),
            "writes_again_after_space_returned": recovered if on_tmpfs else "n/a (map)",
            "message": message if codes["RESOURCE_EXHAUSTED"] else "",
        }
        print(
            f"  disk ({how}): writes {dict(codes)}; {len(acknowledged)} acknowledged, {lost} "
            f"lost after kill -9; reads while full {reads_while_full}/20; Health max "
            f"{max(health):.1f} ms; writes again once space returned: "
            f'{figures["writes_again_after_space_returned"]}\n    "{figures["message"]}"'
        )
        held = (
            codes["RESOURCE_EXHAUSTED"] > 0
            and codes.keys() <= {"OK", "RESOURCE_EXHAUSTED"}
            and lost == 0
            and reads_while_full == 20
            and max(health) < float("inf")
            and (recovered or not on_tmpfs)
        )
        return Verdict("disk", held, figures)
    finally:
        server.stop()
        if on_tmpfs:
            subprocess.run(["umount", str(mount)], check=False)
        shutil.rmtree(work, ignore_errors=True)


def soak_part(minutes: float, seed: int) -> Verdict:
    """Return the soak's verdict (bench/soak.py, which builds on this module's helpers: imported
    here when run, not at the top, for that reason)."""
    from bench import soak

    return soak.part_soak(minutes, seed)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.attack", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument(
        "--parts", default=",".join(PARTS), help=f"comma-separated: {','.join(PARTS)},soak"
    )
    parser.add_argument("--calls", type=int, default=4_000, help="fuzzed calls (issue: 100000)")
    parser.add_argument("--clients", type=int, default=4, help="fuzzing client threads")
    parser.add_argument("--probes", type=int, default=2_000, help="cross-tenant probes")
    parser.add_argument("--seeds", type=int, default=8, help="random-bit damaged copies")
    parser.add_argument("--soak-minutes", type=float, default=0.0, help="run the soak this long")
    parser.add_argument("--seed", type=int, default=18)
    args = parser.parse_args(argv)
    parts = [p for p in args.parts.split(",") if p]
    if args.soak_minutes and "soak" not in parts:
        parts.append("soak")
    OUT.mkdir(parents=True, exist_ok=True)
    runs: dict[str, Callable[[], Verdict]] = {
        "fuzz": lambda: part_fuzz(args.calls, args.clients, args.seed),
        "slow": part_slow,
        "tenants": lambda: part_tenants(args.probes, args.seed),
        "damage": lambda: part_damage(args.seeds),
        "disk": part_disk,
        "soak": lambda: soak_part(args.soak_minutes or 30.0, args.seed),
    }
    verdicts = []
    for part in parts:
        print(f"[{part}]", flush=True)
        started = time.perf_counter()
        verdict = runs[part]()
        verdict.figures["seconds"] = round(time.perf_counter() - started, 1)
        verdicts.append(verdict)
        print(
            f"  => {part}: {'HELD' if verdict.held else 'FAILED'} ({verdict.figures['seconds']} s)",
            flush=True,
        )
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    (OUT / f"attack-{stamp}.json").write_text(
        json.dumps({"argv": sys.argv[1:], "verdicts": [v.__dict__ for v in verdicts]}, indent=2)
    )
    print("verdicts: " + ", ".join(f"{v.part} {'held' if v.held else 'FAILED'}" for v in verdicts))
    return 0 if all(v.held for v in verdicts) else 1


if __name__ == "__main__":
    sys.exit(main())
