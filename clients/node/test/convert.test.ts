// Conversions and the retry policy, without a server.
import { test } from "node:test";
import * as assert from "node:assert/strict";

import * as cv from "../src/convert";
import { backoffMs, retryPolicy, shouldRetry } from "../src/retry";
import { mapError, NotFound, Unavailable, InvalidArgument, ServerError } from "../src/errors";
import { status } from "@grpc/grpc-js";

test("enum names map both ways and unknown names list the allowed ones", () => {
  assert.equal(cv.MEMORY_TYPES.wire("preference"), "MEMORY_TYPE_PREFERENCE");
  assert.equal(cv.MEMORY_TYPES.name("MEMORY_TYPE_IDENTITY"), "identity");
  assert.equal(cv.MEMORY_TYPES.name("MEMORY_TYPE_UNSPECIFIED"), "semantic");
  assert.equal(cv.STATUSES.name("STATUS_UNSPECIFIED"), "unspecified");
  assert.equal(cv.TIERS.name("TIER_GALACTIC"), "unknown_tier_galactic");
  assert.throws(() => cv.MEMORY_TYPES.wire("fact"), /memoryType='fact' is not one of 'episodic'/);
  assert.throws(() => cv.FORGET_MODES.wire("erase"), /mode='erase'/);
});

test("timestamps round-trip at millisecond precision", () => {
  const at = new Date("2026-11-29T12:30:15.123Z");
  const ts = cv.toTimestamp(at, "at");
  assert.deepEqual(ts, { seconds: 1795955415, nanos: 123_000_000 });
  assert.equal(cv.fromTimestamp({ seconds: 1795955415, nanos: 123_456_789 })?.getTime(), at.getTime());
  assert.equal(cv.fromTimestamp(null), undefined);
  assert.throws(() => cv.toTimestamp(new Date("nope"), "asOf"), /asOf must be a valid Date/);
});

test("float32 values read as their shortest decimal", () => {
  assert.equal(cv.f32(Math.fround(0.7)), 0.7);
  assert.equal(cv.f32(Math.fround(0.123456789)), 0.12345679);
  assert.equal(cv.f32(1), 1);
});

test("embeddings: arrays and Float32Array in, refusals name the parameter", () => {
  assert.deepEqual(cv.toFloats(Float32Array.from([0.5, 0.25])), [0.5, 0.25]);
  assert.deepEqual(cv.toFloats([1, 2]), [1, 2]);
  assert.throws(() => cv.toFloats([]), /embedding is empty/);
  assert.throws(() => cv.toFloats("0.1,0.2" as never), /embedding must be an array/);
  assert.throws(() => cv.toFloats([0.1, "x"] as never), /embedding\[1\] is not a number/);
});

test("bare strings are refused where lists are expected", () => {
  assert.throws(() => cv.toStrings("chat" as never, "tags"), /use \['chat'\]/);
});

test("working values round-trip as JSON and non-JSON values are refused", () => {
  const values = { city: "Lyon", nights: 3, ok: true, none: null, legs: [{ from: "Paris" }] };
  assert.deepEqual(cv.fromStruct(cv.toStruct(values) as never), values);
  assert.throws(() => cv.toStruct({ when: new Date() }), /values\.when is Date/);
  assert.throws(() => cv.toStruct({ x: NaN }), /finite/);
  assert.throws(() => cv.toStruct({ x: undefined }), /values\.x is undefined/);
});

test("remember requests carry what was given and nothing else", () => {
  const req = cv.rememberRequest({ userId: "alice", agentId: "p" }, "prefers tea", {
    memoryType: "preference",
    importance: 0,
    tags: ["drinks"],
    embedding: Float32Array.from([0.5]),
  });
  assert.deepEqual(req.scope, { userId: "alice", agentId: "p", sessionId: "" });
  assert.equal(req.memoryType, "MEMORY_TYPE_PREFERENCE");
  assert.equal(req.importance, 0); // 0 is a value, not "unset"
  assert.equal(req.confidence, undefined);
  assert.deepEqual(req.embedding, [0.5]);
  assert.equal(req.extract, false);
  assert.equal(cv.rememberRequest("alice", "x", {}, true).extract, true);
});

test("export records convert to the wire and back, vectors as Float32Array", () => {
  const memory = cv.memoryFromPb({
    id: "a".repeat(32),
    scope: { userId: "alice", agentId: "", sessionId: "s" },
    content: "x",
    memoryType: "MEMORY_TYPE_EPISODIC",
    importance: Math.fround(0.7),
    confidence: 0.9,
    source: "SOURCE_EXTERNAL",
    status: "STATUS_SUPERSEDED",
    tags: ["t"],
    metadata: { k: "v" },
    createdAt: { seconds: 100, nanos: 0 },
    updatedAt: null,
    lastAccessedAt: null,
    accessCount: 3,
    version: 2,
    supersededBy: "b".repeat(32),
    tier: "TIER_UNSPECIFIED",
    supersedes: [],
    expiresAt: null,
    embeddingModel: "m",
    outrankedBy: [],
    laterOccasions: [],
    outdatedBy: [],
  });
  assert.equal(memory.importance, 0.7);
  assert.equal(memory.status, "superseded");
  const wire = cv.exportRecordToPb({ memory, events: [], embedding: Float32Array.from([0.25]) });
  assert.equal(wire.exactImportance, 0.7); // the memory's when not given
  assert.equal(wire.memory?.status, "STATUS_SUPERSEDED");
  assert.equal(wire.memory?.tier, 0);
  assert.deepEqual(wire.embedding, [0.25]);
});

test("retry policy: exponential backoff up to the cap, UNAVAILABLE only", () => {
  const policy = retryPolicy({ initialBackoffMs: 100, maxBackoffMs: 1000, jitter: 0 });
  assert.deepEqual([1, 2, 3, 4, 5].map((n) => backoffMs(policy, n)), [100, 200, 400, 800, 1000]);
  const jittery = retryPolicy({ initialBackoffMs: 1000, maxBackoffMs: 1000, jitter: 0.25 });
  assert.equal(backoffMs(jittery, 1, () => 0), 750);
  assert.equal(backoffMs(jittery, 1, () => 1), 1250);
  assert.equal(shouldRetry(policy, status.UNAVAILABLE, 1), true);
  assert.equal(shouldRetry(policy, status.UNAVAILABLE, policy.maxAttempts), false);
  assert.equal(shouldRetry(policy, status.INTERNAL, 1), false);
  assert.throws(() => retryPolicy({ maxAttempts: 0 }), /maxAttempts/);
  assert.throws(() => retryPolicy({ jitter: 1 }), /jitter/);
});

test("errors map from status codes, keeping the cause", () => {
  const cause = Object.assign(new Error("5 NOT_FOUND: gone"), { code: status.NOT_FOUND, details: "gone" });
  const error = mapError(cause, "h:1", 1000);
  assert.ok(error instanceof NotFound);
  assert.equal(error.details, "gone");
  assert.equal(error.cause, cause);
  assert.ok(mapError({ code: status.OUT_OF_RANGE, details: "x" }, "h:1", null) instanceof InvalidArgument);
  assert.ok(mapError({ code: status.UNIMPLEMENTED, details: "x" }, "h:1", null) instanceof ServerError);
  assert.match(mapError({ code: status.UNAVAILABLE, details: "x" }, "h:1", null).message, /serving at 'h:1'/);
  assert.ok(mapError({ code: status.UNAVAILABLE }, "h:1", null) instanceof Unavailable);
});

test("an exported record imported unchanged is sent as received, nanoseconds included", () => {
  const wire = cv.exportRecordToPb({
    memory: cv.memoryFromPb(null),
    events: [],
    exactImportance: 0.123456789,
  });
  const received = {
    ...(wire as object),
    memory: { ...(wire.memory as object), createdAt: { seconds: 100, nanos: 123_456_789 } },
  } as never;
  const record = cv.exportRecordFromPb(received);
  assert.equal(record.memory.createdAt?.getTime(), 100_123); // a Date keeps milliseconds
  assert.equal(cv.exportRecordToPb(record), received); // ... the wire keeps the nanoseconds
  const changed = { ...record, exactImportance: 0.5 };
  const rebuilt = cv.exportRecordToPb(changed);
  assert.notEqual(rebuilt, received);
  assert.equal(rebuilt.exactImportance, 0.5);
  assert.deepEqual(rebuilt.memory?.createdAt, { seconds: 100, nanos: 123_000_000 });
});

test("stats: lowercase keys, nested lifecycle, server memory pressure", () => {
  const stats = cv.statsFromPb({
    total: 3,
    byStatus: { ACTIVE: 2, SUPERSEDED: 1 },
    byTier: { SHORT: 2 },
    byType: {},
    embeddingModel: "m",
    dimension: 512,
    serverVersion: "0.1.0",
    recallHitRate: 0.5,
    weeklyArchiveRate: 0,
    conflictsPer_1000Writes: 333.5,
    conflictVerdicts: { SUPERSEDE: 1 },
    mergeRate: 0,
    meanRecalledAgeDays: 0,
    writes: 3,
    rssBytes: 1000,
    rssLimitBytes: 0,
    memoryPressure: true,
    pressureDemotions: 2,
    longTierRamBytes: 64,
  } as never);
  assert.deepEqual(stats.byStatus, { active: 2, superseded: 1 });
  assert.deepEqual(stats.lifecycle.conflictVerdicts, { supersede: 1 });
  assert.equal(stats.lifecycle.conflictsPer1000Writes, 333.5);
  assert.equal(stats.memoryPressure, true);
  assert.equal(stats.pressureDemotions, 2);
});
