"""memoryd v0.1 figures: remember throughput, recall latency and quality, RSS, echo floor.

Spawns the real server (`memoryd serve --listen 127.0.0.1:0 --data-dir DIR --ready-file FILE
[--embedder NAME] [--dimension N]`) in a temporary data dir, talks to it with the generated
memoryd.v1 stubs over grpc.aio from this process, and measures:

  echo     a gRPC floor: the sync echo server of bench/echo_server.py, same client code, at
           concurrency 1 and 8 (so recall p50 / echo p50 can be printed)
  text     Remember with server-side embedding (texts/s): unary at concurrency 1 and 8, and
           RememberBatch of 64; unique zh/en sentences from templates (seeded RNG)
  vectors  Remember with client vectors (vectors/s): unary at concurrency 8 on a server started
           with `--embedder none --dimension 384`
  recall   one tenant grown through --sizes with RememberBatch of 500 client vectors (clustered:
           1000 Gaussian centres + noise, normalised); at each size: Recall top_k=10 p50/p99/QPS
           at concurrency 1 and 8 with noisy copies of stored vectors as queries, recall@10
           against exact brute force (numpy), server RSS (VmRSS from /proc)

    python -m bench.v01 --quick          # sizes 2000,10000 and fewer calls: a fast check
    python -m bench.v01                  # sizes 10000,100000 (several minutes)

Results: a table per part on stdout, JSON in bench/results/v01/results.json, server logs beside it.
"""

from __future__ import annotations

import argparse
import asyncio
import shlex
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from bench import _common as C

C.apply_thread_env()  # before numpy loads OpenBLAS  # noqa: E402

import numpy as np  # noqa: E402

QUICK = {
    "sizes": "2000,10000",
    "queries_c1": 300,
    "queries_c8": 600,
    "text_c1": 150,
    "text_c8": 300,
    "text_batches": 8,
    "vec_unary": 1000,
    "echo_duration": 1.0,
}


# ============================================================================ data generation

EN_NAMES = [
    "Alice",
    "Bob",
    "Carlos",
    "Diana",
    "Emma",
    "Farid",
    "Grace",
    "Hiro",
    "Ines",
    "James",
    "Kofi",
    "Lena",
    "Maya",
    "Noah",
    "Olga",
    "Priya",
    "Quentin",
    "Rosa",
    "Sven",
    "Tara",
    "Umar",
    "Vera",
    "Wei",
    "Ximena",
    "Yusuf",
    "Zoe",
    "Liam",
    "Sofia",
    "Mateo",
    "Hana",
]
ZH_NAMES = [
    "张伟",
    "王芳",
    "李娜",
    "刘洋",
    "陈静",
    "杨磊",
    "赵敏",
    "黄强",
    "周杰",
    "吴霞",
    "徐明",
    "孙丽",
    "马超",
    "朱琳",
    "胡军",
    "郭婷",
    "何平",
    "林峰",
    "高洁",
    "罗宇",
    "郑爽",
    "梁晨",
    "宋佳",
    "谢涛",
]
EN_CITIES = [
    "Lyon",
    "Berlin",
    "Osaka",
    "Toronto",
    "Nairobi",
    "Lisbon",
    "Seoul",
    "Austin",
    "Krakow",
    "Melbourne",
    "Porto",
    "Bogota",
    "Helsinki",
    "Chengdu",
    "Dublin",
    "Cairo",
    "Vancouver",
    "Milan",
]
ZH_CITIES = [
    "北京",
    "上海",
    "广州",
    "深圳",
    "杭州",
    "成都",
    "重庆",
    "西安",
    "南京",
    "武汉",
    "苏州",
    "厦门",
    "青岛",
    "长沙",
    "昆明",
    "大连",
    "天津",
    "哈尔滨",
]
EN_JOBS = [
    "nurse",
    "teacher",
    "data engineer",
    "pilot",
    "chef",
    "architect",
    "lawyer",
    "pharmacist",
    "product manager",
    "journalist",
    "dentist",
    "electrician",
]
ZH_JOBS = [
    "护士",
    "老师",
    "数据工程师",
    "飞行员",
    "厨师",
    "建筑师",
    "律师",
    "药剂师",
    "产品经理",
    "记者",
    "牙医",
    "电工",
]
EN_DRINKS = [
    "green tea",
    "black coffee",
    "oat latte",
    "jasmine tea",
    "sparkling water",
    "hot chocolate",
    "espresso",
    "chamomile tea",
]
ZH_DRINKS = ["绿茶", "黑咖啡", "燕麦拿铁", "茉莉花茶", "气泡水", "热可可", "浓缩咖啡", "菊花茶"]
EN_FOODS = ["peanuts", "shellfish", "gluten", "dairy", "sesame", "eggs", "soy", "kiwi"]
ZH_FOODS = ["花生", "海鲜", "麸质", "乳制品", "芝麻", "鸡蛋", "大豆", "猕猴桃"]
EN_TOPICS = [
    "the Q3 roadmap",
    "the hiring plan",
    "the data migration",
    "the budget review",
    "the launch checklist",
    "the security audit",
    "the vendor contract",
    "the offsite",
]
ZH_TOPICS = [
    "第三季度规划",
    "招聘计划",
    "数据迁移",
    "预算评审",
    "上线清单",
    "安全审计",
    "供应商合同",
    "团建活动",
]
EN_HOBBIES = [
    "rock climbing",
    "watercolour painting",
    "chess",
    "sourdough baking",
    "cycling",
    "birdwatching",
    "jazz piano",
    "trail running",
    "pottery",
    "photography",
]
ZH_HOBBIES = [
    "攀岩",
    "水彩画",
    "下棋",
    "烤面包",
    "骑行",
    "观鸟",
    "爵士钢琴",
    "越野跑",
    "陶艺",
    "摄影",
]
EN_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_DAYS = ["一", "二", "三", "四", "五", "六", "日"]

# (memory type name, template); slots are filled by _fill.
EN_TEMPLATES = [
    ("IDENTITY", "{name} is a {job} who moved to {city} in {year}."),
    ("PREFERENCE", "{name} prefers {drink} over {drink2}, especially after {hour} pm."),
    ("SEMANTIC", "The budget for project {project} is {num}k euros, approved by {name}."),
    ("EPISODIC", "{name}'s flight to {city} leaves at {hour}:{minute:02d} next {day}."),
    ("SEMANTIC", "{name} is allergic to {food}; order #{num} must avoid it."),
    ("PREFERENCE", "{name} spends weekends on {hobby} and dislikes crowded places like {city}."),
    ("EPISODIC", "Meeting with {name} about {topic} moved to {day} at {hour}:{minute:02d}."),
    ("SEMANTIC", "{name} keeps {num} books about {hobby} in the flat in {city}."),
    ("EPISODIC", "Last {day} {name} ran {small} km by the river in {city}."),
    ("IDENTITY", "{name} speaks {small} languages and has lived in {city} for {small2} years."),
]
ZH_TEMPLATES = [
    ("IDENTITY", "{name}是一名{job}，{year}年搬到了{city}。"),
    ("PREFERENCE", "{name}更喜欢{drink}，不太喜欢{drink2}，尤其是下午{hour}点以后。"),
    ("SEMANTIC", "项目{project}的预算是{num}万元，由{name}批准。"),
    ("EPISODIC", "{name}下周{day}飞往{city}，航班{hour}点{minute}分起飞。"),
    ("SEMANTIC", "{name}对{food}过敏，订单{num}号要避开。"),
    ("PREFERENCE", "{name}周末喜欢{hobby}，不喜欢去{city}那样人多的地方。"),
    ("EPISODIC", "和{name}讨论{topic}的会议改到周{day}{hour}点{minute}分。"),
    ("SEMANTIC", "{name}在{city}的家里有{num}本关于{hobby}的书。"),
    ("EPISODIC", "上周{day}{name}在{city}的江边跑了{small}公里。"),
    ("IDENTITY", "{name}会说{small}种语言，在{city}住了{small2}年。"),
]


def _fill(template: str, zh: bool, rng: np.random.Generator) -> str:
    pick = lambda xs: xs[int(rng.integers(len(xs)))]  # noqa: E731
    drinks = ZH_DRINKS if zh else EN_DRINKS
    d1, d2 = rng.choice(len(drinks), 2, replace=False)
    return template.format(
        name=pick(ZH_NAMES if zh else EN_NAMES),
        city=pick(ZH_CITIES if zh else EN_CITIES),
        job=pick(ZH_JOBS if zh else EN_JOBS),
        drink=drinks[d1],
        drink2=drinks[d2],
        food=pick(ZH_FOODS if zh else EN_FOODS),
        topic=pick(ZH_TOPICS if zh else EN_TOPICS),
        hobby=pick(ZH_HOBBIES if zh else EN_HOBBIES),
        day=pick(ZH_DAYS if zh else EN_DAYS),
        year=int(rng.integers(1995, 2026)),
        hour=int(rng.integers(1, 12)),
        minute=int(rng.integers(0, 60)),
        num=int(rng.integers(10, 100_000)),
        small=int(rng.integers(2, 43)),
        small2=int(rng.integers(2, 30)),
        project="-".join(["ABCDEFGHJKLMNPQRSTUVWXYZ"[int(i)] for i in rng.integers(0, 24, 2)])
        + str(int(rng.integers(100, 1000))),
    )


def make_texts(n: int, rng: np.random.Generator, zh_share: float = 0.5) -> list[tuple[str, str]]:
    """`n` unique (memory type name, sentence) pairs, about `zh_share` of them Chinese."""
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    tries = 0
    while len(out) < n:
        tries += 1
        if tries > 50 * n + 1000:
            raise RuntimeError(f"could not make {n} unique sentences from the templates")
        zh = bool(rng.random() < zh_share)
        kind, tpl = (ZH_TEMPLATES if zh else EN_TEMPLATES)[
            int(rng.integers(len(ZH_TEMPLATES if zh else EN_TEMPLATES)))
        ]
        s = _fill(tpl, zh, rng)
        if s not in seen:
            seen.add(s)
            out.append((kind, s))
    return out


class ClusteredVectors:
    """Unit vectors around `n_centres` random unit centres with isotropic Gaussian noise.

    Noise is scaled so two members of one cluster have cosine ~`cluster_cos` (in `dim`
    dimensions |noise|^2 ~ dim * sigma^2, so cos ~ 1 / (1 + dim sigma^2)): below the server's
    near-duplicate threshold, so nothing merges. Queries are stored vectors plus noise giving
    cosine ~`query_cos` to their source.
    """

    def __init__(
        self, dim: int, n_centres: int, cluster_cos: float, query_cos: float, seed: int
    ) -> None:
        self.dim = dim
        self.rng = np.random.default_rng(seed)
        c = self.rng.standard_normal((n_centres, dim), dtype=np.float32)
        self.centres = c / np.linalg.norm(c, axis=1, keepdims=True)
        self.sigma = float(np.sqrt((1.0 / cluster_cos - 1.0) / dim))
        self.q_sigma = float(np.sqrt((1.0 / query_cos**2 - 1.0) / dim))

    @staticmethod
    def _unit(x: np.ndarray) -> np.ndarray:
        return np.ascontiguousarray(x / np.linalg.norm(x, axis=1, keepdims=True), dtype=np.float32)

    def sample(self, n: int) -> np.ndarray:
        """(n, dim) float32, rows of norm 1."""
        ids = self.rng.integers(0, len(self.centres), n)
        x = self.centres[ids] + self.sigma * self.rng.standard_normal((n, self.dim), np.float32)
        return self._unit(x)

    def queries(self, stored: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray]:
        """(n, dim) noisy copies of random rows of `stored`, and the rows they came from."""
        src = self.rng.integers(0, len(stored), n)
        q = stored[src] + self.q_sigma * self.rng.standard_normal((n, self.dim), np.float32)
        return self._unit(q), src


def exact_topk(db: np.ndarray, queries: np.ndarray, k: int, chunk: int = 256) -> np.ndarray:
    """(nq, k) row indices of `db` with the largest inner product, best first (brute force)."""
    out = np.empty((len(queries), k), dtype=np.int64)
    for s in range(0, len(queries), chunk):
        sims = queries[s : s + chunk] @ db.T
        part = np.argpartition(-sims, k - 1, axis=1)[:, :k]
        order = np.argsort(-np.take_along_axis(sims, part, axis=1), axis=1)
        out[s : s + chunk] = np.take_along_axis(part, order, axis=1)
    return out


def recall_at_k(found: list[list[int] | None], truth: np.ndarray, k: int) -> float:
    """Mean |found_i ∩ truth_i[:k]| / k over answered queries (found_i=None: skipped)."""
    vals = [
        len(set(f[:k]) & set(truth[i, :k].tolist())) / k
        for i, f in enumerate(found)
        if f is not None
    ]
    return float(np.mean(vals)) if vals else float("nan")


# ============================================================================ server handling


def memoryd_argv(args: argparse.Namespace, data_dir: Path, ready: Path, embedder: str) -> list[str]:
    if args.server_cmd:
        base = shlex.split(args.server_cmd)
    else:
        exe = Path(sys.executable).parent / "memoryd"
        base = [str(exe)] if exe.exists() else [sys.executable, "-m", "memoryd.server.cli"]
    argv = base + [
        "serve",
        "--listen",
        "127.0.0.1:0",
        "--data-dir",
        str(data_dir),
        "--ready-file",
        str(ready),
        "--embedder",
        embedder,
    ]
    if embedder == "none":
        argv += ["--dimension", str(args.dimension)]
    return argv + shlex.split(args.server_args or "")


def spawn_memoryd(
    args: argparse.Namespace, label: str, embedder: str, out_dir: Path
) -> C.ServerProcess:
    tmp = C.make_tempdir(f"memoryd-bench-{label}-")
    (tmp / "data").mkdir()
    argv = memoryd_argv(args, tmp / "data", tmp / "ready.json", embedder)
    srv = C.spawn_server(
        label,
        argv,
        tmp / "ready.json",
        out_dir / f"server-{label}.log",
        timeout=args.start_timeout,
        workdir=None if args.keep_data else tmp,
    )
    srv.data_dir = tmp / "data"
    rss = srv.rss()
    print(
        f"[{label}] memoryd pid {srv.pid} at {srv.address}, ready in {srv.started_s:.1f} s, "
        f"RSS {C.mib(rss.get('VmRSS'))} MiB  ({' '.join(argv[1:])})",
        flush=True,
    )
    return srv


def wait_idle(srv: C.ServerProcess, max_s: float, busy_pct: float = 10.0) -> float:
    """Wait until the server uses < busy_pct % of a core over 1 s (background index builds,
    migrations), at most max_s seconds. Returns the seconds waited."""
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < max_s:
        c0 = srv.cpu()
        time.sleep(1.0)
        if 100 * (srv.cpu() - c0) < busy_pct:
            break
    return time.perf_counter() - t0


# ============================================================================ measurements


def scope(user: str):  # -> pb.Scope
    from memoryd.v1 import memory_pb2 as pb

    return pb.Scope(user_id=user)


def action_counts(responses: list[Any]) -> dict[str, int]:
    from memoryd.v1 import memory_pb2 as pb

    c: Counter[str] = Counter()
    for r in responses:
        if r is None:
            continue
        for item in getattr(r, "results", None) or [r]:
            c[pb.RememberAction.Name(item.action).removeprefix("REMEMBER_ACTION_")] += 1
    return dict(c)


async def stats(stub, user: str) -> dict[str, Any]:
    from memoryd.v1 import memory_pb2 as pb

    s = await stub.Stats(pb.StatsRequest(scope=scope(user)), timeout=60)
    return {
        "total": s.total,
        "by_status": dict(s.by_status),
        "by_tier": dict(s.by_tier),
        "embedding_model": s.embedding_model,
        "dimension": s.dimension,
        "server_version": s.server_version,
    }


async def remember_unary(
    stub, reqs: list[Any], concurrency: int, srv: C.ServerProcess
) -> C.LoadResult:
    async def call(i: int):
        return await stub.Remember(reqs[i], timeout=120)

    return await C.closed_loop(
        call, concurrency=concurrency, count=len(reqs), keep_results=True, server_pid=srv.pid
    )


async def remember_batches(
    stub, batches: list[Any], srv: C.ServerProcess, concurrency: int = 1
) -> C.LoadResult:
    async def call(i: int):
        return await stub.RememberBatch(batches[i], timeout=600)

    return await C.closed_loop(
        call, concurrency=concurrency, count=len(batches), keep_results=True, server_pid=srv.pid
    )


def remember_row(name: str, conc: int, items: int, r: C.LoadResult, per_call: int) -> dict:
    s = r.summary()
    ok_items = r.calls * per_call
    return {
        "phase": name,
        "concurrency": conc,
        "items": items,
        "items_ok": ok_items,
        "items_per_s": round(ok_items / r.wall_s, 1) if r.wall_s else None,
        "rpc_p50_ms": s["p50_ms"],
        "rpc_p99_ms": s["p99_ms"],
        "wall_s": s["wall_s"],
        "errors": s["errors"],
        "first_error": s["first_error"],
        "server_cpu_pct": s["server_cpu_pct"],
        "client_cpu_pct": s["client_cpu_pct"],
        "actions": action_counts(r.results),
    }


def print_remember(rows: list[dict], title: str, unit: str) -> None:
    C.print_table(
        [
            "phase",
            "conc",
            "items",
            f"{unit}/s",
            "rpc p50 ms",
            "rpc p99 ms",
            "srv CPU %",
            "cli CPU %",
            "errors",
            "actions",
        ],
        [
            [
                r["phase"],
                r["concurrency"],
                r["items_ok"],
                r["items_per_s"],
                r["rpc_p50_ms"],
                r["rpc_p99_ms"],
                r["server_cpu_pct"],
                r["client_cpu_pct"],
                sum(r["errors"].values()),
                " ".join(f"{k}={v}" for k, v in sorted(r["actions"].items())),
            ]
            for r in rows
        ],
        title=title,
    )
    for r in rows:
        if r["first_error"]:
            print(f"  first error in {r['phase']}: {r['first_error'][:300]}")


async def phase_echo(args, out_dir: Path, res: dict) -> None:
    from bench.echo_server import echo_load, spawn_echo

    srv = spawn_echo("sync", out_dir)
    rows = []
    try:
        for payload in C.parse_int_list(args.echo_payloads):
            for conc in (1, 8):
                r = await echo_load(
                    srv.address,
                    concurrency=conc,
                    payload_bytes=payload,
                    duration=args.echo_duration,
                    warmup_calls=200,
                    server_pid=srv.pid,
                )
                s = r.summary()
                s["payload_bytes"] = payload
                rows.append(s)
    finally:
        srv.stop()
    res["echo"] = rows
    C.print_table(
        ["payload B", "conc", "calls", "QPS", "p50 ms", "p99 ms", "srv CPU %", "cli CPU %"],
        [
            [
                s["payload_bytes"],
                s["concurrency"],
                s["calls"],
                s["qps"],
                s["p50_ms"],
                s["p99_ms"],
                s["server_cpu_pct"],
                s["client_cpu_pct"],
            ]
            for s in rows
        ],
        title="gRPC echo floor (sync ThreadPool server, same aio client)",
    )


async def phase_text(args, out_dir: Path, res: dict) -> None:
    import grpc

    from memoryd.v1 import memory_pb2 as pb
    from memoryd.v1 import memory_pb2_grpc as pbg

    rng = np.random.default_rng(args.seed)
    n_b = args.text_batches * 64
    n_warm = 16
    texts = make_texts(n_warm + args.text_c1 + args.text_c8 + n_b, rng)
    lens = [len(t.encode()) for _, t in texts]
    zh = sum(1 for _, t in texts if any("\u4e00" <= ch <= "\u9fff" for ch in t))

    def req(user: str, kind: str, text: str):
        return pb.RememberRequest(
            scope=scope(user), content=text, memory_type=pb.MemoryType.Value(f"MEMORY_TYPE_{kind}")
        )

    it = iter(texts)
    warm = [req("bench-text-warmup", *next(it)) for _ in range(n_warm)]
    c1 = [req("bench-text-c1", *next(it)) for _ in range(args.text_c1)]
    c8 = [req("bench-text-c8", *next(it)) for _ in range(args.text_c8)]
    batches = [
        pb.RememberBatchRequest(items=[req("bench-text-b64", *next(it)) for _ in range(64)])
        for _ in range(args.text_batches)
    ]
    print(
        f"\n[text] {len(texts)} unique sentences ({zh} Chinese), "
        f"{np.mean(lens):.0f} bytes on average; embedder {args.embedder}",
        flush=True,
    )
    srv = spawn_memoryd(args, "text", args.embedder, out_dir)
    rows: list[dict] = []
    info: dict[str, Any] = {"start_s": round(srv.started_s, 2), "rss_start": srv.rss()}
    try:
        async with grpc.aio.insecure_channel(srv.address, options=C.CHANNEL_OPTIONS) as ch:
            stub = pbg.MemoryServiceStub(ch)
            t0 = time.perf_counter()
            await remember_unary(stub, warm, 1, srv)
            info["warmup_s"] = round(time.perf_counter() - t0, 2)
            r = await remember_unary(stub, c1, 1, srv)
            rows.append(remember_row("Remember (unary)", 1, len(c1), r, 1))
            r = await remember_unary(stub, c8, 8, srv)
            rows.append(remember_row("Remember (unary)", 8, len(c8), r, 1))
            r = await remember_batches(stub, batches, srv)
            rows.append(remember_row("RememberBatch 64", 1, n_b, r, 64))
            info["stats_c8"] = await stats(stub, "bench-text-c8")
            info["rss_end"] = srv.rss()
    finally:
        info["exit_code"] = srv.stop()
    res["text"] = {"rows": rows, "server": info, "mean_text_bytes": float(np.mean(lens))}
    print_remember(rows, f"Remember with server-side embedding ({args.embedder})", "texts")
    print(
        f"  server RSS after: {C.mib(info['rss_end'].get('VmRSS'))} MiB "
        f"(peak {C.mib(info['rss_end'].get('VmHWM'))}); stats of the c8 tenant: "
        f"{info['stats_c8']}"
    )


def vector_requests(user: str, vecs: np.ndarray, start: int, texts: list[tuple[str, str]]):
    from memoryd.v1 import memory_pb2 as pb

    sc = scope(user)
    return [
        pb.RememberRequest(
            scope=sc,
            content=f"{texts[(start + i) % len(texts)][1]} [v{start + i}]",
            embedding=v.tolist(),
        )
        for i, v in enumerate(vecs)
    ]


async def phase_vectors(args, out_dir: Path, res: dict) -> None:
    import grpc

    from memoryd.v1 import memory_pb2_grpc as pbg

    gen = ClusteredVectors(
        args.dimension, args.centres, args.cluster_cos, args.query_cos, args.seed + 1
    )
    texts = make_texts(2000, np.random.default_rng(args.seed + 2))
    vecs = gen.sample(args.vec_unary + 64)
    warm = vector_requests("bench-vec-warmup", vecs[:64], 0, texts)
    reqs = vector_requests("bench-vec-c8", vecs[64:], 0, texts)
    srv = spawn_memoryd(args, "vectors", "none", out_dir)
    info: dict[str, Any] = {"start_s": round(srv.started_s, 2), "rss_start": srv.rss()}
    rows = []
    try:
        async with grpc.aio.insecure_channel(srv.address, options=C.CHANNEL_OPTIONS) as ch:
            stub = pbg.MemoryServiceStub(ch)
            await remember_unary(stub, warm, 8, srv)
            r = await remember_unary(stub, reqs, 8, srv)
            rows.append(remember_row("Remember (unary, vector)", 8, len(reqs), r, 1))
            info["stats"] = await stats(stub, "bench-vec-c8")
            info["rss_end"] = srv.rss()
    finally:
        info["exit_code"] = srv.stop()
    res["vectors"] = {"rows": rows, "server": info}
    res.setdefault("vector_rows", []).extend(rows)


async def phase_recall(args, out_dir: Path, res: dict) -> None:
    import grpc

    from memoryd.v1 import memory_pb2 as pb
    from memoryd.v1 import memory_pb2_grpc as pbg

    sizes = sorted(C.parse_int_list(args.sizes))
    gen = ClusteredVectors(
        args.dimension, args.centres, args.cluster_cos, args.query_cos, args.seed + 3
    )
    texts = make_texts(5000, np.random.default_rng(args.seed + 4))
    user = "bench-recall"
    k = 10
    db = np.empty((0, args.dimension), dtype=np.float32)
    id_to_row: dict[str, int] = {}
    srv = spawn_memoryd(args, "recall", "none", out_dir)
    out: dict[str, Any] = {
        "start_s": round(srv.started_s, 2),
        "rss_start": srv.rss(),
        "sizes": [],
        "data": {
            "centres": args.centres,
            "cluster_cos": args.cluster_cos,
            "query_cos": args.query_cos,
            "dim": args.dimension,
            "sigma": gen.sigma,
            "query_sigma": gen.q_sigma,
        },
    }
    res["recall"] = out
    try:
        async with grpc.aio.insecure_channel(srv.address, options=C.CHANNEL_OPTIONS) as ch:
            stub = pbg.MemoryServiceStub(ch)
            for size in sizes:
                # ---- grow the tenant to `size` with RememberBatch of args.batch client vectors
                n_new = size - len(db)
                new = gen.sample(n_new)
                t_build = 0.0
                batches = []
                for s in range(0, n_new, args.batch):
                    t0 = time.perf_counter()
                    batches.append(
                        pb.RememberBatchRequest(
                            items=vector_requests(user, new[s : s + args.batch], len(db) + s, texts)
                        )
                    )
                    t_build += time.perf_counter() - t0
                print(
                    f"\n[recall] loading {n_new:,} vectors -> {size:,} "
                    f"({len(batches)} x RememberBatch of {args.batch}) ...",
                    flush=True,
                )
                r = await remember_batches(stub, batches, srv)
                load = remember_row(
                    f"RememberBatch {args.batch} ({len(db):,}->{size:,})", 1, n_new, r, args.batch
                )
                load["client_build_s"] = round(t_build, 2)
                res.setdefault("vector_rows", []).append(load)
                merged = 0
                for bi, resp in enumerate(r.results):
                    if resp is None:
                        continue
                    for j, item in enumerate(resp.results):
                        row = len(db) + bi * args.batch + j
                        if item.memory.id in id_to_row:
                            merged += 1
                        else:
                            id_to_row[item.memory.id] = row
                del batches
                db = np.concatenate([db, new])
                print(
                    f"  {load['items_per_s']} vectors/s, rpc p50 {load['rpc_p50_ms']} ms, "
                    f"errors {load['errors']}, actions {load['actions']}",
                    flush=True,
                )
                waited = wait_idle(srv, args.settle)
                st = await stats(stub, user)
                rss_loaded = srv.rss()
                disk_loaded = C.dir_bytes(srv.data_dir)
                print(
                    f"  settled {waited:.0f} s; stats {st}; RSS "
                    f"{C.mib(rss_loaded.get('VmRSS'))} MiB",
                    flush=True,
                )

                # ---- queries and exact truth
                nq = max(args.queries_c1, args.queries_c8)
                q, src = gen.queries(db, nq + args.warmup)
                t0 = time.perf_counter()
                truth = exact_topk(db, q, k)
                t_truth = time.perf_counter() - t0
                self_top1 = float(np.mean(truth[:, 0] == src))
                reqs = [
                    pb.RecallRequest(scope=scope(user), embedding=v.tolist(), top_k=k) for v in q
                ]
                warm_reqs, reqs, truth = reqs[nq:], reqs[:nq], truth[:nq]
                tiers: Counter[str] = Counter()
                resp_bytes: list[int] = []

                async def call(i: int, rq=reqs):
                    return await stub.Recall(rq[i], timeout=60)

                async def warm_call(i: int, wq=warm_reqs):
                    return await stub.Recall(wq[i], timeout=60)

                await C.closed_loop(warm_call, concurrency=1, count=len(warm_reqs))
                runs = []
                for conc, n in ((1, args.queries_c1), (8, args.queries_c8)):
                    rr = await C.closed_loop(
                        call, concurrency=conc, count=n, keep_results=True, server_pid=srv.pid
                    )
                    found: list[list[int] | None] = []
                    n_hits = []
                    for resp in rr.results:
                        if resp is None:
                            found.append(None)
                            continue
                        found.append([id_to_row.get(h.memory.id, -1) for h in resp.hits])
                        n_hits.append(len(resp.hits))
                        for h in resp.hits:
                            tiers[pb.Tier.Name(h.tier).removeprefix("TIER_")] += 1
                        if len(resp_bytes) < 500:
                            resp_bytes.append(resp.ByteSize())
                    s = rr.summary()
                    s["recall_at_10"] = round(recall_at_k(found, truth[:n], k), 4)
                    s["mean_hits"] = round(float(np.mean(n_hits)), 2) if n_hits else 0.0
                    runs.append(s)
                probe = await ann_probe(
                    stub, q[: min(args.probe_queries, nq)], truth, user, id_to_row, args.probe_k
                )
                rss_after = srv.rss()
                disk_after = C.dir_bytes(srv.data_dir)
                entry = {
                    "size": size,
                    "stats": st,
                    "settle_s": round(waited, 1),
                    "rss_loaded": rss_loaded,
                    "rss_after_queries": rss_after,
                    "disk_loaded": disk_loaded,
                    "disk_after_queries": disk_after,
                    "load": load,
                    "runs": runs,
                    "hit_tiers": dict(tiers),
                    "truth_s": round(t_truth, 2),
                    "truth_top1_is_source": self_top1,
                    "median_response_bytes": int(np.median(resp_bytes)) if resp_bytes else None,
                    "merged_ids": merged,
                    "ann_probe": probe,
                }
                out["sizes"].append(entry)
                for s in runs:
                    print(
                        f"  Recall c={s['concurrency']}: {s['qps']} QPS, p50 {s['p50_ms']} ms, "
                        f"p99 {s['p99_ms']} ms, recall@10 {s['recall_at_10']}, "
                        f"errors {s['errors']} {s['first_error'][:200]}",
                        flush=True,
                    )
                print(
                    f"  index recall@10 (top_k={probe['top_k']} re-sorted by similarity, "
                    f"{probe['queries']} queries): {probe['recall_at_10_by_similarity']}",
                    flush=True,
                )
                write_partial(args, out_dir, res)
    finally:
        out["exit_code"] = srv.stop()


async def ann_probe(
    stub,
    queries: np.ndarray,
    truth: np.ndarray,
    user: str,
    id_to_row: dict[str, int],
    top_k: int,
) -> dict:
    """Recall@10 of the hits re-sorted by their similarity, from Recall calls with `top_k`.

    The timed runs measure what a client gets (ranked by the server's full score, which may
    weigh decay and access counts); this isolates the vector search: with a deep top_k the
    true 10 nearest are among the hits unless the index missed them.
    """
    from memoryd.v1 import memory_pb2 as pb

    k = 10
    found: list[list[int] | None] = []
    reqs = [pb.RecallRequest(scope=scope(user), embedding=v.tolist(), top_k=top_k) for v in queries]

    async def call(i: int):
        return await stub.Recall(reqs[i], timeout=60)

    r = await C.closed_loop(call, concurrency=4, count=len(reqs), keep_results=True)
    for resp in r.results:
        if resp is None:
            found.append(None)
            continue
        by_sim = sorted(resp.hits, key=lambda h: -h.similarity)
        found.append([id_to_row.get(h.memory.id, -1) for h in by_sim[:k]])
    return {
        "queries": len(reqs),
        "top_k": top_k,
        "recall_at_10_by_similarity": round(recall_at_k(found, truth[: len(found)], k), 4),
        "errors": dict(r.errors),
    }


def write_partial(args, out_dir: Path, res: dict) -> None:
    C.write_json(out_dir / "results.json", {"benchmark": "v01", "partial": True, **res})


def print_summary(args, res: dict) -> None:
    if res.get("vector_rows"):
        print_remember(
            res["vector_rows"], "Remember with client vectors (384-d, --embedder none)", "vectors"
        )
    rec = res.get("recall")
    if not rec or not rec.get("sizes"):
        return
    echo = {(e["payload_bytes"], e["concurrency"]): e for e in res.get("echo", [])}
    rows = []
    for e in rec["sizes"]:
        for s in e["runs"]:
            floor = echo.get((64, s["concurrency"]))
            rows.append(
                [
                    e["size"],
                    s["concurrency"],
                    s["calls"],
                    s["qps"],
                    s["p50_ms"],
                    s["p99_ms"],
                    s["recall_at_10"],
                    round(s["p50_ms"] / floor["p50_ms"], 1) if floor else None,
                    s["server_cpu_pct"],
                    s["client_cpu_pct"],
                    C.mib(e["rss_after_queries"].get("VmRSS")),
                    sum(s["errors"].values()),
                ]
            )
    C.print_table(
        [
            "memories",
            "conc",
            "queries",
            "QPS",
            "p50 ms",
            "p99 ms",
            "recall@10",
            "p50/echo p50",
            "srv CPU %",
            "cli CPU %",
            "RSS MiB",
            "errors",
        ],
        rows,
        title="Recall top_k=10 over gRPC, one tenant, client vectors "
        "(recall@10: the hits as ranked by the server vs exact cosine top 10, numpy brute force; "
        "echo = 64 B sync echo at the same concurrency)",
    )
    C.print_table(
        [
            "memories",
            "RSS loaded MiB",
            "RSS after queries MiB",
            "anon / file MiB",
            "peak MiB",
            "data dir MiB",
            "index recall@10",
            "by_tier",
            "hit tiers",
            "resp bytes",
        ],
        [
            [
                e["size"],
                C.mib(e["rss_loaded"].get("VmRSS")),
                C.mib(e["rss_after_queries"].get("VmRSS")),
                f"{C.mib(e['rss_after_queries'].get('RssAnon'))} / "
                f"{C.mib(e['rss_after_queries'].get('RssFile'))}",
                C.mib(e["rss_after_queries"].get("VmHWM")),
                C.mib(e["disk_after_queries"]),
                e["ann_probe"]["recall_at_10_by_similarity"],
                " ".join(f"{k}={v}" for k, v in sorted(e["stats"]["by_tier"].items())),
                " ".join(f"{k}={v}" for k, v in sorted(e["hit_tiers"].items())),
                e["median_response_bytes"],
            ]
            for e in rec["sizes"]
        ],
        title=f"Recall server memory (RSS at start {C.mib(rec['rss_start'].get('VmRSS'))} MiB)",
    )


async def amain(args: argparse.Namespace) -> dict:
    out_dir = C.results_dir("v01", args.out_dir)
    phases = [p.strip() for p in args.phases.split(",") if p.strip()]
    res: dict[str, Any] = {"args": vars(args), "environment": C.environment()}
    t0 = time.perf_counter()
    if "echo" in phases:
        await phase_echo(args, out_dir, res)
        write_partial(args, out_dir, res)
    if "text" in phases:
        await phase_text(args, out_dir, res)
        write_partial(args, out_dir, res)
    if "vectors" in phases:
        await phase_vectors(args, out_dir, res)
        write_partial(args, out_dir, res)
    if "recall" in phases:
        await phase_recall(args, out_dir, res)
    res["total_s"] = round(time.perf_counter() - t0, 1)
    print("\n================ v0.1 summary ================")
    if res.get("echo"):
        C.print_table(
            ["payload B", "conc", "QPS", "p50 ms", "p99 ms"],
            [
                [s["payload_bytes"], s["concurrency"], s["qps"], s["p50_ms"], s["p99_ms"]]
                for s in res["echo"]
            ],
            title="gRPC echo floor (sync server)",
        )
    if res.get("text"):
        print_remember(
            res["text"]["rows"], f"Remember with server-side embedding ({args.embedder})", "texts"
        )
    print_summary(args, res)
    path = C.write_json(out_dir / "results.json", {"benchmark": "v01", **res})
    print(f"\nwrote {path} in {res['total_s']} s")
    return res


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument(
        "--quick",
        action="store_true",
        help="fast check: sizes 2000,10000 and fewer calls (explicit flags still win)",
    )
    p.add_argument("--sizes", help="tenant sizes for recall, grown in order (default 10000,100000)")
    p.add_argument("--phases", default="echo,text,vectors,recall", help="parts to run")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--queries-c1", type=int, help="Recall calls at concurrency 1 (default 2000)")
    p.add_argument("--queries-c8", type=int, help="Recall calls at concurrency 8 (default 4000)")
    p.add_argument("--warmup", type=int, default=100, help="uncounted Recall calls per size")
    p.add_argument(
        "--probe-queries",
        type=int,
        default=500,
        help="untimed Recall calls with top_k=--probe-k, hits re-sorted by similarity: the "
        "index's recall@10 apart from score terms other than similarity",
    )
    p.add_argument("--probe-k", type=int, default=50)
    p.add_argument("--text-c1", type=int, help="unary Remember texts at concurrency 1 (1000)")
    p.add_argument("--text-c8", type=int, help="unary Remember texts at concurrency 8 (2000)")
    p.add_argument("--text-batches", type=int, help="RememberBatch calls of 64 texts (50)")
    p.add_argument("--vec-unary", type=int, help="unary Remember vectors at concurrency 8 (5000)")
    p.add_argument("--batch", type=int, default=500, help="RememberBatch size for vector loads")
    p.add_argument("--echo-duration", type=float, help="seconds per echo row (3)")
    p.add_argument("--echo-payloads", default="64,2048", help="echo payload sizes in bytes")
    p.add_argument("--dimension", type=int, default=384)
    p.add_argument("--centres", type=int, default=1000, help="Gaussian cluster centres")
    p.add_argument(
        "--cluster-cos",
        type=float,
        default=0.75,
        help="mean cosine of two vectors of one cluster (keep below the dedup threshold)",
    )
    p.add_argument(
        "--query-cos",
        type=float,
        default=0.95,
        help="mean cosine of a query to the stored vector it was made from",
    )
    p.add_argument("--embedder", default="use-multilingual", help="embedder of the text server")
    p.add_argument(
        "--settle",
        type=float,
        default=120.0,
        help="max seconds to wait for the server to go idle after a load",
    )
    p.add_argument("--start-timeout", type=float, default=300.0)
    p.add_argument(
        "--server-cmd", help="command prefix before 'serve' (default: the venv's memoryd)"
    )
    p.add_argument("--server-args", help="extra arguments appended to the serve command")
    p.add_argument("--keep-data", action="store_true", help="keep the temp data dirs")
    p.add_argument("--out-dir", help="results directory (default bench/results/v01)")
    args = p.parse_args(argv)
    defaults = {
        "sizes": "10000,100000",
        "queries_c1": 2000,
        "queries_c8": 4000,
        "text_c1": 1000,
        "text_c8": 2000,
        "text_batches": 50,
        "vec_unary": 5000,
        "echo_duration": 3.0,
    }
    for key, val in defaults.items():
        if getattr(args, key) is None:
            setattr(args, key, QUICK[key] if args.quick else val)
    if any(n <= 0 for n in C.parse_int_list(args.sizes)):
        p.error("--sizes must be positive")
    asyncio.run(amain(args))
    return 0


if __name__ == "__main__":
    sys.exit(main())
