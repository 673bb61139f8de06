// The client's value types. Conventions (the same as the Python client's):
// - enums are lowercase strings ("semantic", "active", "short"); a field the server left unset
//   reads "unspecified", a value added after this client was built reads "unknown_<NAME>";
// - times are Date objects (UTC instants; millisecond precision), undefined when unset;
// - float32 numbers read as the shortest decimal of the same float32 (0.7, not 0.699999988);
// - embeddings go out as number[] or Float32Array and come back as Float32Array.

export type MemoryTypeName = "episodic" | "semantic" | "preference" | "identity";
export type SourceName = "user_input" | "external" | "agent_inference";
/**
 * What Remember does with a text that looks like a stored one: "auto" (the server's judge
 * decides: a restatement joins, a correction replaces, anything unsure is kept beside),
 * "keep_both" (stored as a memory of its own; an exact duplicate still merges), "replace"
 * (replaces its closest active memory above the conflict threshold, kept as history).
 */
export type ConflictPolicyName = "auto" | "keep_both" | "replace";
export type StatusName =
  | "active"
  | "superseded"
  | "archived"
  | "suppressed"
  | "expired"
  | "deleted";
export type ForgetModeName = "delete" | "suppress" | "restore";
export type TurnRole = "user" | "assistant" | "system" | "tool";
export type Embedding = ArrayLike<number>;
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/**
 * Who a memory belongs to. The pool is (userId, agentId): no call sees another pool's
 * memories. sessionId labels memories; it never hides other sessions' memories.
 * Every method also takes a plain user id string for `{ userId }`.
 */
export interface Scope {
  userId: string;
  agentId?: string;
  sessionId?: string;
}
export type ScopeLike = string | Scope;

export interface Memory {
  id: string;
  scope: Required<Scope>;
  content: string;
  memoryType: string;
  importance: number;
  confidence: number;
  source: string;
  status: string;
  tags: string[];
  metadata: Record<string, string>;
  createdAt?: Date;
  updatedAt?: Date;
  lastAccessedAt?: Date;
  accessCount: number;
  version: number;
  /** The id of the memory that replaced this one, if any. */
  supersededBy?: string;
  tier: string;
  supersedes: string[];
  expiresAt?: Date;
  embeddingModel: string;
  /** Newer active memories the server could not tell apart from this one; recall ranks each
   * above it (both stay active). */
  outrankedBy: string[];
  /** Those of outrankedBy that tell another occasion of the event this one tells, not a newer
   * value of it. */
  laterOccasions: string[];
  /** Those of outrankedBy the server read, with confidence, as this one's newer value (recall
   * moves this one after them). */
  outdatedBy: string[];
}

/** One recall result: score ranks; similarity is cosine (-1..1); decay 0..1; keyword 0..1. */
export interface Hit {
  memory: Memory;
  score: number;
  similarity: number;
  decay: number;
  keyword: number;
  tier: string;
  routes: string[];
}

export interface RecallResult {
  hits: Hit[];
  /** False when the server judged the query to need no long-term memory. */
  needsMemory: boolean;
  triggerReason: string;
}

/**
 * action: "created" | "merged" | "superseded" | "refined". outcome says what became of the
 * text: "new" (a memory of its own, storedId), "version" (kept as storedId, a version of
 * relatedId, which stays current and is `memory`), "replaced" (storedId replaced relatedId),
 * "duplicate" (the very text of relatedId, which absorbed it); "unspecified" from an older
 * server.
 */
export interface RememberResult {
  memory: Memory;
  action: string;
  affectedIds: string[];
  extracted: RememberResult[];
  outcome: string;
  storedId: string;
  relatedId: string;
}

export interface MemoryFields {
  memoryType?: MemoryTypeName;
  /** 0..1; unset: the server's keyword rules (or its LLM endpoint) assign it. */
  importance?: number;
  /** 0..1; the default depends on the source (0.9, 0.7, 0.6). */
  confidence?: number;
  source?: SourceName;
  tags?: string[];
  metadata?: Record<string, string>;
  /** Backfill: not in the future. */
  createdAt?: Date;
}

export interface RememberOptions extends MemoryFields {
  /** A vector of the server's dimension (stats().dimension); the server then does not embed. */
  embedding?: Embedding;
  expiresAt?: Date;
  /** Default "auto"; see ConflictPolicyName. */
  onConflict?: ConflictPolicyName;
}

/** One item of rememberBatch. */
export interface MemoryInput extends RememberOptions {
  scope: ScopeLike;
  content: string;
}

export interface RecallOptions {
  /** At least 1; default 10. */
  topK?: number;
  embedding?: Embedding;
  /** Replay: only memories created by then, scored as of then. */
  asOf?: Date;
  /** Also superseded and archived memories. */
  includeHistory?: boolean;
  minScore?: number;
  autoTrigger?: boolean;
  /** Restrict to these routes: "vector", "keyword", "recent". */
  routes?: string[];
}

export interface ForgetOptions {
  /** Default "delete" (erase for real). */
  mode?: ForgetModeName;
  /** Every memory of the pool written in this session. */
  session?: string;
  /** Every memory of the pool carrying any of these tags. */
  tags?: string[];
}

export interface UpdateOptions {
  /** New content makes a new version that supersedes the memory. */
  content?: string;
  memoryType?: MemoryTypeName;
  importance?: number;
  confidence?: number;
  /** Replaces the tags ([] clears them). */
  tags?: string[];
  /** Merged in; a value "" removes the key. */
  metadata?: Record<string, string>;
  expiresAt?: Date;
  clearExpiresAt?: boolean;
  embedding?: Embedding;
}

export interface UpdateResult {
  memory: Memory;
  affectedIds: string[];
}

export interface HistoryEvent {
  at: Date;
  action: string;
  reason: string;
  relatedId?: string;
}

export interface HistoryEntry {
  memory: Memory;
  events: HistoryEvent[];
}

export interface LifecycleFigures {
  writes: number;
  recallHitRate: number;
  weeklyArchiveRate: number;
  conflictsPer1000Writes: number;
  /** Lowercase keys: { supersede: 2, refine: 1, coexist: 4 }. */
  conflictVerdicts: Record<string, number>;
  mergeRate: number;
  meanRecalledAgeDays: number;
}

export interface Stats {
  total: number;
  /** Lowercase keys: { active: 12 }. */
  byStatus: Record<string, number>;
  byTier: Record<string, number>;
  byType: Record<string, number>;
  embeddingModel: string;
  dimension: number;
  serverVersion: string;
  lifecycle: LifecycleFigures;
  /** Memory pressure of the whole server: its RSS and limit (0: none), whether maintenance is
   * demoting early, how many memories it demoted so; and this pool's long-tier RAM. */
  rssBytes: number;
  rssLimitBytes: number;
  memoryPressure: boolean;
  pressureDemotions: number;
  longTierRamBytes: number;
}

export interface TurnResult {
  turns: number;
  tokens: number;
  summarized: boolean;
}

/** Which memories list() reads; unset fields do not narrow. */
export interface MemoryFilter {
  /** Any of these (empty: every status). */
  statuses?: StatusName[];
  memoryTypes?: MemoryTypeName[];
  /** Carries every one of these tags. */
  tags?: string[];
  sessionId?: string;
  createdAfter?: Date;
  createdBefore?: Date;
  updatedAfter?: Date;
  updatedBefore?: Date;
  /** Every key present with exactly this value. */
  metadata?: Record<string, string>;
  /** Content contains this text (case-insensitive). */
  textContains?: string;
}

export interface ListOptions {
  filter?: MemoryFilter;
  /** 0: the server's default (50). */
  pageSize?: number;
  /** nextCursor of the previous page; "" for the first. */
  cursor?: string;
  /** "" (the order written, fastest), "created_at", "updated_at", "importance", ... */
  orderBy?: string;
  ascending?: boolean;
}

/** One page of list(): nextCursor is "" after the last page. */
export interface MemoryPage {
  memories: Memory[];
  nextCursor: string;
}

export interface AppendTurnOptions {
  at?: Date;
  /** Your own record of the turn (e.g. a framework's message as JSON), given back by
   * readTurns; models see only `content`. */
  item?: string;
}

/** One raw turn a session keeps; item is what appendTurn was given ("" when nothing). */
export interface Turn {
  role: string;
  content: string;
  at: Date;
  tokens: number;
  item: string;
}

/** A session's buffer: raw turns oldest first (the newest `limit` of totalTurns), and the
 * summary of the `folded` turns that are no longer raw. */
export interface SessionTurns {
  turns: Turn[];
  summary: string;
  folded: number;
  totalTurns: number;
  tokens: number;
}

/** What removeTurns took out (oldest first) and how many raw turns are left. */
export interface RemovedTurns {
  removed: Turn[];
  turns: number;
}

export interface BuildContextOptions {
  /** 0: the server's default. */
  tokenBudget?: number;
  taskId?: string;
  /** "zh" or "en"; "" follows the query. */
  language?: string;
  embedding?: Embedding;
  asOf?: Date;
}

/** name: "working" | "long_term" | "summary" | "recent_turns". */
export interface ContextSection {
  name: string;
  text: string;
  tokens: number;
  budget: number;
  memoryIds: string[];
}

/** text goes near the end of the system prompt; tokens never exceed tokenBudget. */
export interface Context {
  text: string;
  sections: ContextSection[];
  tokens: number;
  tokenBudget: number;
  tokenizer: string;
  /** Of the section headers: "zh" or "en". */
  language: string;
}

export interface SetWorkingOptions {
  replace?: boolean;
  jsonSchema?: string;
  endTask?: boolean;
  promoteKeys?: string[];
}

export interface WorkingState {
  taskId: string;
  values: { [key: string]: JsonValue };
  jsonSchema: string;
  updatedAt?: Date;
  promotedIds: string[];
  ended: boolean;
}

export interface ExportOptions {
  /** Admin only: every pool. */
  allUsers?: boolean;
  /** Keep only these statuses; empty: all. */
  statuses?: StatusName[];
  includeVectors?: boolean;
  /** Bounds the whole stream; default the client's timeoutMs; null: no limit. */
  timeoutMs?: number | null;
}

/** One memory with everything needed to restore it: importRecords takes it back. */
export interface ExportRecord {
  memory: Memory;
  events: HistoryEvent[];
  embedding?: Float32Array;
  /** memory.importance at full precision (memory carries it as float32). */
  exactImportance?: number;
  exactConfidence?: number;
}

export interface ImportResult {
  imported: number;
  skipped: number;
  replaced: number;
}

export interface MaintainResult {
  done: Record<string, number>;
  seconds: number;
}
