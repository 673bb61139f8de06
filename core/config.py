"""The engine's configuration: one frozen object, built once by the entry point and passed in.

Every number the engine uses lives here with its unit; nothing reads the environment.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class LimitsConfig:
    max_content_bytes: int = 16_384  # UTF-8 bytes of one memory's text
    max_id_bytes: int = 128  # user_id / agent_id / session_id
    max_tags: int = 32
    max_tag_bytes: int = 64
    max_metadata_entries: int = 32
    max_metadata_bytes: int = 4_096  # keys + values of one memory
    max_top_k: int = 100
    max_batch: int = 1_000  # items in RememberBatch, ids in Forget
    max_pending_writes: int = 10_000  # queued write items before Remember says Overloaded


@dataclass(frozen=True)
class TierConfig:
    short_capacity: int = 256  # newest memories per pool scanned exactly
    short_max_age_s: float = 3_600.0  # older memories move to the medium tier
    hnsw_m: int = 32
    hnsw_ef_construction: int = 40
    hnsw_ef_search: int = 128
    # Medium-tier entries whose memory was deleted are skipped at search time; past this share
    # of the index, maintenance rebuilds it without them.
    medium_rebuild_dead_ratio: float = 0.25
    maintenance_interval_s: float = 30.0
    # Index single CJK characters besides bigrams: Chinese question -> fact MRR .57 -> .69 with
    # BM25 alone, at ~4x the keyword search time (python -m bench.keyword_micro).
    keyword_cjk_unigrams: bool = True


@dataclass(frozen=True)
class StoreConfig:
    map_size_bytes: int = 64 << 30  # LMDB address space; the file grows only as data does
    max_group_commit: int = 512  # write requests folded into one transaction
    access_flush_interval_s: float = 1.0  # access statistics are persisted this often


@dataclass(frozen=True)
class CompressionConfig:
    zstd_level: int = 3
    dictionary_bytes: int = 65_536
    # Short texts barely compress without a dictionary (ratio ~1.07 on ~350-byte texts; 1.5-1.8
    # with one): train one once this many texts have been written.
    train_after_texts: int = 2_000


@dataclass(frozen=True)
class ScoringConfig:
    """score = a * similarity + k * keyword + b * decay * relevance, with (a, b) the
    similarity/decay weights, or the time weights when the query asks about time ("最近",
    "last time", ...), and k the keyword weight (keyword: BM25 / the query's best BM25).

    relevance = clip(1 - (best - similarity) / margin, 0, 1), where best is the query's best
    similarity: decay re-ranks the candidates about as relevant as the best one and never lifts
    a clearly weaker match over the only good answer. The margin is in the embedding model's
    cosine scale (each model has its own).
    """

    similarity_weight: float = 0.7
    decay_weight: float = 0.3
    # The keyword route: BM25 divided by the query's own ceiling, 0..1.
    keyword_weight: float = 0.3
    # Hits from another session of the pool count this much (the current session's count 1).
    other_session_weight: float = 0.8
    # Hits scoring below are dropped (a request may set its own); None keeps every hit.
    min_score: float | None = None
    time_similarity_weight: float = 0.4
    time_decay_weight: float = 0.6
    rerank_margin: float | None = None  # None: the embedding model's calibrated value
    half_life_days: dict[str, float] = field(
        default_factory=lambda: {
            "episodic": 7.0,
            "semantic": 30.0,
            "preference": 90.0,
            "identity": 365.0,
        }
    )
    idle_penalty_per_week: float = 0.9
    access_bonus_cap: float = 1.5
    access_bonus_rate: float = 0.1
    default_importance: float = 0.5
    default_confidence: dict[str, float] = field(
        default_factory=lambda: {"user_input": 0.9, "external": 0.7, "agent_inference": 0.6}
    )
    # A new pool has too little history for time to mean much: decay stays off until the pool
    # holds this many memories and its oldest memory is this old.
    cold_start_min_memories: int = 50
    cold_start_min_age_days: float = 7.0
    # Candidates fetched from each tier per requested hit, so that filtering by status and
    # time still leaves top_k (recall widens the search when it does not).
    oversample: int = 2


@dataclass(frozen=True)
class LifecycleConfig:
    """Write-time merging and conflict handling, expiry and archiving.

    Thresholds are cosine similarities; None takes the embedding model's calibrated values
    (memoryd.core.embedding), since each model has its own scale.
    """

    duplicate_threshold: float | None = None  # at or above: the same fact, merged
    conflict_threshold: float | None = None  # at or above: a candidate for the judge
    candidates: int = 3  # most similar active memories compared with a new one
    judge: str = "rules"  # or "llm": an OpenAI-compatible chat endpoint
    llm_url: str = ""
    llm_model: str = ""
    llm_api_key: str = ""
    llm_timeout_s: float = 5.0
    archive_idle_days: float = 90.0  # active memories idle this long ...
    archive_max_confidence: float = 0.5  # ... with confidence below this are archived
    sweep_interval_s: float = 600.0  # how often expiry/archiving walks every record


@dataclass(frozen=True)
class RecallCacheConfig:
    """Recent recall answers per (pool, query), dropped by any write to the pool."""

    size: int = 4_096  # answers kept; 0 turns the cache off
    ttl_s: float = 60.0


@dataclass(frozen=True)
class EngineConfig:
    embedder: str = "use-multilingual"  # or "e5-small", or "none" (client vectors only)
    dimension: int | None = None  # required with embedder "none"; checked against the model
    embed_batch_size: int = 64
    # Chinese ID numbers, bank cards (Luhn), phones, emails and API keys in a memory's text,
    # before it is stored or embedded: "mask" them, "refuse" the memory, or "keep" them.
    sensitive_data: str = "mask"
    faiss_threads: int = 1
    limits: LimitsConfig = field(default_factory=LimitsConfig)
    tiers: TierConfig = field(default_factory=TierConfig)
    store: StoreConfig = field(default_factory=StoreConfig)
    compression: CompressionConfig = field(default_factory=CompressionConfig)
    scoring: ScoringConfig = field(default_factory=ScoringConfig)
    lifecycle: LifecycleConfig = field(default_factory=LifecycleConfig)
    recall_cache: RecallCacheConfig = field(default_factory=RecallCacheConfig)
