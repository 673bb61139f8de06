// Wire <-> client value conversion; nothing else. Checks only what the wire cannot carry (enum
// names, times that are not Dates, embeddings that are not one flat vector, topK < 1); the
// server checks the rest and answers INVALID_ARGUMENT.
import { MemoryType } from "./generated/memoryd/v1/MemoryType";
import { Source } from "./generated/memoryd/v1/Source";
import { Status } from "./generated/memoryd/v1/Status";
import { Tier } from "./generated/memoryd/v1/Tier";
import { RememberAction } from "./generated/memoryd/v1/RememberAction";
import { ForgetMode } from "./generated/memoryd/v1/ForgetMode";
import { WriteOutcome } from "./generated/memoryd/v1/WriteOutcome";
import { ConflictPolicy } from "./generated/memoryd/v1/ConflictPolicy";
import type { Turn__Output } from "./generated/memoryd/v1/Turn";
import type { Memory__Output } from "./generated/memoryd/v1/Memory";
import type { Hit__Output } from "./generated/memoryd/v1/Hit";
import type { RememberRequest } from "./generated/memoryd/v1/RememberRequest";
import type { RememberResponse__Output } from "./generated/memoryd/v1/RememberResponse";
import type { HistoryEvent__Output } from "./generated/memoryd/v1/HistoryEvent";
import type { HistoryEvent as HistoryEventMsg } from "./generated/memoryd/v1/HistoryEvent";
import type { StatsResponse__Output } from "./generated/memoryd/v1/StatsResponse";
import type { ExportRecord as ExportRecordMsg } from "./generated/memoryd/v1/ExportRecord";
import type { ExportRecord__Output } from "./generated/memoryd/v1/ExportRecord";
import type { Memory as MemoryMsg } from "./generated/memoryd/v1/Memory";
import type { Scope as ScopeMsg } from "./generated/memoryd/v1/Scope";
import type { Struct, Struct__Output } from "./generated/google/protobuf/Struct";
import type { Value, Value__Output } from "./generated/google/protobuf/Value";
import type { Timestamp, Timestamp__Output } from "./generated/google/protobuf/Timestamp";
import type * as t from "./types";

// --- enums --------------------------------------------------------------------------------------

/** Lowercase names <-> wire names of one proto enum ("semantic" <-> "MEMORY_TYPE_SEMANTIC"). */
export class EnumNames {
  private readonly toWire = new Map<string, string>();
  private readonly toName = new Map<string, string>();

  constructor(
    values: Record<string, string>,
    private readonly prefix: string,
    readonly param: string,
    private readonly unspecified = "unspecified",
  ) {
    for (const wire of Object.values(values)) {
      if (wire.endsWith("_UNSPECIFIED")) continue;
      const name = wire.slice(prefix.length).toLowerCase();
      this.toWire.set(name, wire);
      this.toName.set(wire, name);
    }
  }

  /** Returns the wire name of `name`; RangeError lists the allowed names. */
  wire(name: string): string {
    const wire = this.toWire.get(name);
    if (wire === undefined) {
      const allowed = [...this.toWire.keys()].map((a) => `'${a}'`).join(", ");
      throw new RangeError(`${this.param}='${name}' is not one of ${allowed}`);
    }
    return wire;
  }

  /** Returns the lowercase name of a wire value; "unknown_<value>" for a newer server's. */
  name(wire: string | number | undefined): string {
    if (wire === undefined || wire === 0 || wire === `${this.prefix}UNSPECIFIED`)
      return this.unspecified;
    return this.toName.get(String(wire)) ?? `unknown_${String(wire).toLowerCase()}`;
  }
}

export const MEMORY_TYPES = new EnumNames(MemoryType, "MEMORY_TYPE_", "memoryType", "semantic");
export const SOURCES = new EnumNames(Source, "SOURCE_", "source", "user_input");
export const STATUSES = new EnumNames(Status, "STATUS_", "status");
export const TIERS = new EnumNames(Tier, "TIER_", "tier");
export const ACTIONS = new EnumNames(RememberAction, "REMEMBER_ACTION_", "action");
export const FORGET_MODES = new EnumNames(ForgetMode, "FORGET_MODE_", "mode");
export const OUTCOMES = new EnumNames(WriteOutcome, "WRITE_OUTCOME_", "outcome");
export const CONFLICT_POLICIES = new EnumNames(ConflictPolicy, "CONFLICT_POLICY_", "onConflict", "auto");

// --- scalars ------------------------------------------------------------------------------------

/** Returns a Date as a Timestamp; a Date that is not a valid time is refused. */
export function toTimestamp(value: Date, param: string): Timestamp {
  if (!(value instanceof Date) || Number.isNaN(value.getTime()))
    throw new TypeError(`${param} must be a valid Date, not ${String(value)}`);
  const ms = value.getTime();
  const seconds = Math.floor(ms / 1000);
  return { seconds, nanos: (ms - seconds * 1000) * 1_000_000 };
}

/** Returns a Timestamp as a Date (nanoseconds truncated to ms), undefined when unset. */
export function fromTimestamp(ts: Timestamp__Output | null | undefined): Date | undefined {
  if (ts === null || ts === undefined) return undefined;
  return new Date(Number(ts.seconds) * 1000 + Math.floor(ts.nanos / 1_000_000));
}

/** Returns the shortest decimal that maps to the same float32 as `value` (0.7, not 0.69999). */
export function f32(value: number): number {
  const target = Math.fround(value);
  for (let digits = 6; digits <= 9; digits++) {
    const short = Number(value.toPrecision(digits));
    if (Math.fround(short) === target) return short;
  }
  return value; // only NaN gets here
}

/** Returns an embedding as a plain array, refusing what is not one non-empty flat vector. */
export function toFloats(embedding: t.Embedding, param = "embedding"): number[] {
  if (typeof embedding === "string" || embedding === null || typeof embedding !== "object")
    throw new TypeError(`${param} must be an array of numbers or a Float32Array`);
  const values = Array.from(embedding);
  if (values.length === 0)
    throw new RangeError(`${param} is empty; leave it out to let the server embed the text`);
  values.forEach((v, i) => {
    if (typeof v !== "number") throw new TypeError(`${param}[${i}] is not a number`);
  });
  return values;
}

/** Returns `values` as a string array, refusing a bare string (it is not a list of one). */
export function toStrings(values: readonly string[] | undefined, param: string): string[] {
  if (values === undefined) return [];
  if (typeof values === "string")
    throw new TypeError(`${param} must be an array of strings, not a string; use ['${values}']`);
  return Array.from(values);
}

// --- scope --------------------------------------------------------------------------------------

/** Returns the wire Scope of a user id or a Scope. */
export function scopeToPb(scope: t.ScopeLike): ScopeMsg {
  if (typeof scope === "string") return { userId: scope, agentId: "", sessionId: "" };
  if (scope === null || typeof scope !== "object" || typeof scope.userId !== "string")
    throw new TypeError("scope must be a user id string or { userId, agentId?, sessionId? }");
  return { userId: scope.userId, agentId: scope.agentId ?? "", sessionId: scope.sessionId ?? "" };
}

/** Returns the pool part of a scope (user and agent), for calls that ignore the session. */
export function poolToPb(scope: t.ScopeLike): ScopeMsg {
  return { ...scopeToPb(scope), sessionId: "" };
}

// --- JSON values <-> google.protobuf.Struct ------------------------------------------------------

function toValue(value: unknown, path: string): Value {
  if (value === null) return { nullValue: "NULL_VALUE" };
  if (typeof value === "boolean") return { boolValue: value };
  if (typeof value === "number") {
    if (!Number.isFinite(value))
      throw new RangeError(`${path}=${value} is not a JSON number (finite values only)`);
    return { numberValue: value };
  }
  if (typeof value === "string") return { stringValue: value };
  if (Array.isArray(value))
    return { listValue: { values: value.map((v, i) => toValue(v, `${path}[${i}]`)) } };
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    return { structValue: toStruct(value as Record<string, unknown>, path) };
  throw new TypeError(
    `${path} is ${value === undefined ? "undefined" : typeof value === "object" ? (value as object).constructor.name : typeof value}; ` +
      "working values must be JSON: object, array, string, number, boolean or null",
  );
}

/** Returns an object of JSON values as a Struct; TypeError names the first non-JSON value. */
export function toStruct(values: Record<string, unknown>, path = "values"): Struct {
  if (values === null || typeof values !== "object" || Array.isArray(values))
    throw new TypeError(`${path} must be an object of JSON values`);
  const fields: Record<string, Value> = {};
  for (const [key, value] of Object.entries(values)) fields[key] = toValue(value, `${path}.${key}`);
  return { fields };
}

const VALUE_KINDS = [
  "nullValue",
  "numberValue",
  "stringValue",
  "boolValue",
  "structValue",
  "listValue",
] as const;

function fromValue(value: Value__Output): t.JsonValue {
  // The decoder names the set field in `kind` (oneofs: true); a message built here does not.
  const kind = value.kind ?? VALUE_KINDS.find((k) => value[k] !== undefined && value[k] !== null);
  switch (kind) {
    case "numberValue":
      return value.numberValue ?? 0;
    case "stringValue":
      return value.stringValue ?? "";
    case "boolValue":
      return value.boolValue ?? false;
    case "structValue":
      return value.structValue ? fromStruct(value.structValue) : {};
    case "listValue":
      return (value.listValue?.values ?? []).map(fromValue);
    default:
      return null;
  }
}

/** Returns a Struct as an object of JSON values. */
export function fromStruct(msg: Struct__Output | null | undefined): { [key: string]: t.JsonValue } {
  const out: { [key: string]: t.JsonValue } = {};
  for (const [key, value] of Object.entries(msg?.fields ?? {})) out[key] = fromValue(value);
  return out;
}

// --- requests -----------------------------------------------------------------------------------

/** Returns the RememberRequest for one memory. */
export function rememberRequest(
  scope: t.ScopeLike,
  content: string,
  opts: t.RememberOptions = {},
  extract = false,
): RememberRequest {
  if (typeof content !== "string") throw new TypeError("content must be a string");
  const req: RememberRequest = {
    scope: scopeToPb(scope),
    content,
    memoryType: MEMORY_TYPES.wire(opts.memoryType ?? "semantic") as RememberRequest["memoryType"],
    source: SOURCES.wire(opts.source ?? "user_input") as RememberRequest["source"],
    tags: toStrings(opts.tags, "tags"),
    metadata: { ...(opts.metadata ?? {}) },
    extract,
  };
  if (opts.importance !== undefined) req.importance = opts.importance;
  if (opts.confidence !== undefined) req.confidence = opts.confidence;
  if (opts.embedding !== undefined) req.embedding = toFloats(opts.embedding);
  if (opts.createdAt !== undefined) req.createdAt = toTimestamp(opts.createdAt, "createdAt");
  if (opts.expiresAt !== undefined) req.expiresAt = toTimestamp(opts.expiresAt, "expiresAt");
  if (opts.onConflict !== undefined)
    req.onConflict = CONFLICT_POLICIES.wire(opts.onConflict) as RememberRequest["onConflict"];
  return req;
}

// --- responses ----------------------------------------------------------------------------------

/** Returns a wire Memory as a Memory. */
export function memoryFromPb(msg: Memory__Output | null | undefined): t.Memory {
  const m = msg ?? ({} as Partial<Memory__Output>);
  return {
    id: m.id ?? "",
    scope: {
      userId: m.scope?.userId ?? "",
      agentId: m.scope?.agentId ?? "",
      sessionId: m.scope?.sessionId ?? "",
    },
    content: m.content ?? "",
    memoryType: MEMORY_TYPES.name(m.memoryType),
    importance: f32(m.importance ?? 0),
    confidence: f32(m.confidence ?? 0),
    source: SOURCES.name(m.source),
    status: STATUSES.name(m.status),
    tags: [...(m.tags ?? [])],
    metadata: { ...(m.metadata ?? {}) },
    createdAt: fromTimestamp(m.createdAt),
    updatedAt: fromTimestamp(m.updatedAt),
    lastAccessedAt: fromTimestamp(m.lastAccessedAt),
    accessCount: Number(m.accessCount ?? 0),
    version: m.version ?? 0,
    supersededBy: m.supersededBy || undefined,
    tier: TIERS.name(m.tier),
    supersedes: [...(m.supersedes ?? [])],
    expiresAt: fromTimestamp(m.expiresAt),
    embeddingModel: m.embeddingModel ?? "",
    outrankedBy: [...(m.outrankedBy ?? [])],
    laterOccasions: [...(m.laterOccasions ?? [])],
    outdatedBy: [...(m.outdatedBy ?? [])],
  };
}

/** Returns a Memory as a wire Memory (what importRecords sends). */
export function memoryToPb(memory: t.Memory): MemoryMsg {
  const wireOr = (names: EnumNames, name: string): never =>
    (name === "unspecified" ? 0 : names.wire(name)) as never;
  const msg: MemoryMsg = {
    id: memory.id,
    scope: scopeToPb(memory.scope),
    content: memory.content,
    memoryType: wireOr(MEMORY_TYPES, memory.memoryType),
    importance: memory.importance,
    confidence: memory.confidence,
    source: wireOr(SOURCES, memory.source),
    status: wireOr(STATUSES, memory.status),
    tags: memory.tags,
    metadata: memory.metadata,
    accessCount: memory.accessCount,
    version: memory.version,
    supersededBy: memory.supersededBy ?? "",
    tier: wireOr(TIERS, memory.tier),
    supersedes: memory.supersedes,
    embeddingModel: memory.embeddingModel,
    outrankedBy: memory.outrankedBy ?? [],
    laterOccasions: memory.laterOccasions ?? [],
    outdatedBy: memory.outdatedBy ?? [],
  };
  for (const key of ["createdAt", "updatedAt", "lastAccessedAt", "expiresAt"] as const) {
    const value = memory[key];
    if (value !== undefined) msg[key] = toTimestamp(value, key);
  }
  return msg;
}

export function hitFromPb(msg: Hit__Output): t.Hit {
  return {
    memory: memoryFromPb(msg.memory),
    score: f32(msg.score),
    similarity: f32(msg.similarity),
    decay: f32(msg.decay),
    keyword: f32(msg.keyword),
    tier: TIERS.name(msg.tier),
    routes: [...msg.routes],
  };
}

export function rememberResultFromPb(msg: RememberResponse__Output): t.RememberResult {
  return {
    memory: memoryFromPb(msg.memory),
    action: ACTIONS.name(msg.action),
    affectedIds: [...msg.affectedIds],
    extracted: (msg.extracted ?? []).map(rememberResultFromPb),
    outcome: OUTCOMES.name(msg.outcome),
    storedId: msg.storedId ?? "",
    relatedId: msg.relatedId ?? "",
  };
}

export function memoryFilterToPb(f: t.MemoryFilter): Record<string, unknown> {
  const msg: Record<string, unknown> = {
    statuses: wireNames(STATUSES, f.statuses, "filter.statuses"),
    memoryTypes: wireNames(MEMORY_TYPES, f.memoryTypes, "filter.memoryTypes"),
    tags: toStrings(f.tags, "filter.tags"),
    sessionId: f.sessionId ?? "",
    metadata: { ...(f.metadata ?? {}) },
    textContains: f.textContains ?? "",
  };
  for (const key of ["createdAfter", "createdBefore", "updatedAfter", "updatedBefore"] as const) {
    const value = f[key];
    if (value !== undefined) msg[key] = toTimestamp(value, `filter.${key}`);
  }
  return msg;
}

function wireNames(names: EnumNames, values: readonly string[] | undefined, param: string): string[] {
  return toStrings(values, param).map((name) => names.wire(name));
}

export function turnFromPb(msg: Turn__Output): t.Turn {
  return {
    role: msg.role,
    content: msg.content,
    at: fromTimestamp(msg.at) ?? new Date(0),
    tokens: msg.tokens,
    item: msg.item ?? "",
  };
}

export function historyEventFromPb(msg: HistoryEvent__Output): t.HistoryEvent {
  return {
    at: fromTimestamp(msg.at) ?? new Date(0),
    action: msg.action,
    reason: msg.reason,
    relatedId: msg.relatedId || undefined,
  };
}

export function historyEventToPb(event: t.HistoryEvent): HistoryEventMsg {
  return {
    at: toTimestamp(event.at, "at"),
    action: event.action,
    reason: event.reason,
    relatedId: event.relatedId ?? "",
  };
}

const lowerKeys = (counts: Record<string, number>): Record<string, number> =>
  Object.fromEntries(Object.entries(counts ?? {}).map(([k, n]) => [k.toLowerCase(), Number(n)]));

export function statsFromPb(msg: StatsResponse__Output): t.Stats {
  return {
    total: Number(msg.total),
    byStatus: lowerKeys(msg.byStatus),
    byTier: lowerKeys(msg.byTier),
    byType: lowerKeys(msg.byType),
    embeddingModel: msg.embeddingModel,
    dimension: msg.dimension,
    serverVersion: msg.serverVersion,
    lifecycle: {
      writes: Number(msg.writes),
      recallHitRate: msg.recallHitRate,
      weeklyArchiveRate: msg.weeklyArchiveRate,
      conflictsPer1000Writes: msg.conflictsPer_1000Writes,
      conflictVerdicts: lowerKeys(msg.conflictVerdicts),
      mergeRate: msg.mergeRate,
      meanRecalledAgeDays: msg.meanRecalledAgeDays,
    },
    rssBytes: Number(msg.rssBytes ?? 0),
    rssLimitBytes: Number(msg.rssLimitBytes ?? 0),
    memoryPressure: Boolean(msg.memoryPressure),
    pressureDemotions: Number(msg.pressureDemotions ?? 0),
    longTierRamBytes: Number(msg.longTierRamBytes ?? 0),
  };
}

// An exported record keeps the message it came from (times to the nanosecond; Date keeps ms)
// and how it looked, so that importing it unchanged sends it exactly as it was exported.
const WIRE = Symbol("memoryd.wire");
const AS_RECEIVED = Symbol("memoryd.asReceived");
type Received = t.ExportRecord & { [WIRE]?: ExportRecord__Output; [AS_RECEIVED]?: string };

export function exportRecordFromPb(msg: ExportRecord__Output): t.ExportRecord {
  const record: t.ExportRecord = {
    memory: memoryFromPb(msg.memory),
    events: msg.events.map(historyEventFromPb),
    embedding: msg.embedding.length ? Float32Array.from(msg.embedding) : undefined,
    exactImportance: msg.exactImportance,
    exactConfidence: msg.exactConfidence,
  };
  Object.defineProperty(record, WIRE, { value: msg, enumerable: false });
  Object.defineProperty(record, AS_RECEIVED, { value: JSON.stringify(record), enumerable: false });
  return record;
}

export function exportRecordToPb(record: t.ExportRecord): ExportRecordMsg {
  const received = record as Received;
  if (received[WIRE] !== undefined && received[AS_RECEIVED] === JSON.stringify(record))
    return received[WIRE] as ExportRecordMsg; // unchanged since export: exact to the nanosecond
  return {
    memory: memoryToPb(record.memory),
    events: record.events.map(historyEventToPb),
    embedding: record.embedding ? toFloats(record.embedding) : [],
    exactImportance: record.exactImportance ?? record.memory.importance,
    exactConfidence: record.exactConfidence ?? record.memory.confidence,
  };
}
