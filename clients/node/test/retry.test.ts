// Which calls the client repeats on UNAVAILABLE, against an in-process grpc-js server that
// fails on cue and counts the calls it saw (the real server cannot fail that way on demand).
import { after, before, beforeEach, test } from "node:test";
import * as assert from "node:assert/strict";
import * as grpc from "@grpc/grpc-js";

import { contract } from "../src/channel";
import {
  DeadlineExceeded,
  MemoryClient,
  ServerError,
  Unavailable,
  serviceConfig,
  retryPolicy,
} from "../src/index";

const failures = new Map<string, number>();
const calls = new Map<string, number>();
let failWith = grpc.status.UNAVAILABLE;
let server: grpc.Server;
let client: MemoryClient;

function flaky(name: string, answer: unknown) {
  return (call: grpc.ServerUnaryCall<unknown, unknown>, callback: grpc.sendUnaryData<unknown>) => {
    calls.set(name, (calls.get(name) ?? 0) + 1);
    const left = failures.get(name) ?? 0;
    if (left > 0) {
      failures.set(name, left - 1);
      callback({ code: failWith, details: `${name} is flaky` }, null);
    } else callback(null, answer);
  };
}

before(async () => {
  server = new grpc.Server();
  server.addService(contract().memoryd.v1.MemoryService.service, {
    Stats: flaky("Stats", { total: 7, dimension: 4 }),
    Remember: flaky("Remember", { action: "REMEMBER_ACTION_CREATED" }),
    Forget: flaky("Forget", { affectedIds: ["a"] }),
    Update: flaky("Update", { memory: { id: "a" } }),
    AppendTurn: flaky("AppendTurn", { turns: 1 }),
    Export: (call: grpc.ServerWritableStream<unknown, unknown>) => {
      calls.set("Export", (calls.get("Export") ?? 0) + 1);
      const left = failures.get("Export") ?? 0;
      if (left > 0) {
        failures.set("Export", left - 1);
        call.emit("error", { code: failWith, details: "Export is flaky" });
        return;
      }
      call.write({ memory: { id: "a".repeat(32) } });
      if ((failures.get("ExportMidway") ?? 0) > 0) {
        failures.set("ExportMidway", 0);
        call.emit("error", { code: failWith, details: "connection lost midway" });
        return;
      }
      call.write({ memory: { id: "b".repeat(32) } });
      call.end();
    },
  });
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (e, p) =>
      e ? reject(e) : resolve(p),
    ),
  );
  client = new MemoryClient(`127.0.0.1:${port}`, {
    retry: { maxAttempts: 4, initialBackoffMs: 1, maxBackoffMs: 5 },
  });
});

after(() => {
  client.close();
  server.forceShutdown();
});

beforeEach(() => {
  failures.clear();
  calls.clear();
  failWith = grpc.status.UNAVAILABLE;
});

test("a read is retried until it succeeds", async () => {
  failures.set("Stats", 2);
  assert.equal((await client.stats("alice")).total, 7);
  assert.equal(calls.get("Stats"), 3);
});

test("retries stop at maxAttempts", async () => {
  failures.set("Stats", 10);
  await assert.rejects(client.stats("alice"), Unavailable);
  assert.equal(calls.get("Stats"), 4);
});

test("other codes are not retried", async () => {
  failWith = grpc.status.INTERNAL;
  failures.set("Stats", 1);
  await assert.rejects(client.stats("alice"), ServerError);
  assert.equal(calls.get("Stats"), 1);
});

test("calls unsafe to repeat are tried once", async () => {
  for (const [name, call] of [
    ["Remember", () => client.remember("alice", "x")],
    ["Forget", () => client.forget("alice", ["a"])], // delete
    ["Update", () => client.update("alice", "a", { content: "new" })],
    ["AppendTurn", () => client.appendTurn({ userId: "alice", sessionId: "s" }, "user", "hi")],
  ] as const) {
    failures.set(name, 1);
    await assert.rejects(call(), Unavailable);
    assert.equal(calls.get(name), 1, name);
  }
});

test("calls safe to repeat in that form are retried", async () => {
  failures.set("Forget", 2);
  assert.deepEqual(await client.forget("alice", ["a"], { mode: "suppress" }), ["a"]);
  assert.equal(calls.get("Forget"), 3);
  failures.set("Update", 1);
  await client.update("alice", "a", { importance: 0.5 });
  assert.equal(calls.get("Update"), 2);
});

test("the timeout bounds the whole call, backoff included", async () => {
  const slow = new MemoryClient(client.target, {
    timeoutMs: 500,
    retry: { initialBackoffMs: 60_000, maxBackoffMs: 60_000, jitter: 0 },
  });
  try {
    // The channel's retries (stats) end at the deadline; the loop (forget suppress) gives up
    // at once with the UNAVAILABLE it got instead of waiting 60 s.
    failures.set("Stats", 1);
    failures.set("Forget", 1);
    await assert.rejects(slow.stats("alice"), DeadlineExceeded);
    await assert.rejects(slow.forget("alice", ["a"], { mode: "suppress" }), Unavailable);
    assert.ok((calls.get("Stats") ?? 0) <= 2); // a wait drawn from [0, 60 s]: rarely < 0.5 s
    assert.equal(calls.get("Forget"), 1);
  } finally {
    slow.close();
  }
});

test("export is retried before its first record only", async () => {
  failures.set("Export", 1);
  const ids: string[] = [];
  for await (const record of client.export("alice")) ids.push(record.memory.id);
  assert.deepEqual(ids, ["a".repeat(32), "b".repeat(32)]);
  assert.equal(calls.get("Export"), 2);
  calls.clear();
  failures.set("ExportMidway", 1);
  const seen: string[] = [];
  await assert.rejects(async () => {
    for await (const record of client.export("alice")) seen.push(record.memory.id);
  }, Unavailable);
  assert.deepEqual(seen, ["a".repeat(32)]); // never the same record twice
  assert.equal(calls.get("Export"), 1);
});

test("reads are retried by the channel's service config", async () => {
  const config = JSON.parse(serviceConfig(retryPolicy({ maxAttempts: 3 })));
  const [method] = config.methodConfig;
  assert.equal(method.retryPolicy.maxAttempts, 3);
  assert.deepEqual(method.retryPolicy.retryableStatusCodes, ["UNAVAILABLE"]);
  assert.ok(method.name.some((n: { method: string }) => n.method === "Recall"));
  assert.ok(!method.name.some((n: { method: string }) => n.method === "Remember"));
  // The caller's own service config replaces ours: then stats is tried once.
  const own = new MemoryClient(client.target, {
    retry: { initialBackoffMs: 1 },
    channelOptions: { "grpc.service_config": JSON.stringify({ methodConfig: [] }) },
  });
  try {
    failures.set("Stats", 1);
    await assert.rejects(own.stats("alice"), Unavailable);
    assert.equal(calls.get("Stats"), 1);
  } finally {
    own.close();
  }
});

test("more attempts than gRPC allows go to the client's loop", async () => {
  const many = new MemoryClient(client.target, {
    retry: { maxAttempts: 8, initialBackoffMs: 1, maxBackoffMs: 2 },
  });
  try {
    failures.set("Stats", 7);
    assert.equal((await many.stats("alice")).total, 7);
    assert.equal(calls.get("Stats"), 8); // gRPC would have stopped at 5
  } finally {
    many.close();
  }
});

test("the api key travels as bearer metadata", async () => {
  let seen: string | undefined;
  const keyed = new grpc.Server();
  keyed.addService(contract().memoryd.v1.MemoryService.service, {
    Stats: (call: grpc.ServerUnaryCall<unknown, unknown>, cb: grpc.sendUnaryData<unknown>) => {
      seen = String(call.metadata.get("authorization")[0]);
      cb(null, {});
    },
  });
  const port = await new Promise<number>((resolve, reject) =>
    keyed.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (e, p) =>
      e ? reject(e) : resolve(p),
    ),
  );
  const withKey = new MemoryClient(`127.0.0.1:${port}`, { apiKey: "k-123" });
  try {
    await withKey.stats("alice");
    assert.equal(seen, "Bearer k-123");
  } finally {
    withKey.close();
    keyed.forceShutdown();
  }
});

test("withTimeout shares the channel and changes only the deadline", async () => {
  const slow = new MemoryClient(client.target, {
    timeoutMs: null,
    retry: { initialBackoffMs: 60_000, maxBackoffMs: 60_000, jitter: 0 },
  });
  try {
    const quick = slow.withTimeout(500);
    failures.set("Stats", 1);
    await assert.rejects(quick.stats("alice"), DeadlineExceeded); // no time for a 60 s backoff
    assert.ok((calls.get("Stats") ?? 0) <= 2);
    assert.equal(slow.timeoutMs, null);
    assert.equal((await slow.stats("alice")).total, 7); // same channel, still open
  } finally {
    slow.close();
  }
});
