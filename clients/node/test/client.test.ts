// MemoryClient against a live memoryd: MEMORYD_ADDRESS=host:port (the pytest test
// tests/integration/test_node_client.py starts a server and sets it). Without it, skipped.
import { after, before, test } from "node:test";
import * as assert from "node:assert/strict";
import { randomUUID } from "node:crypto";

import {
  InvalidArgument,
  MemoryClient,
  NotFound,
  ServerError,
  Unavailable,
} from "../src/index";
import type { ExportRecord } from "../src/index";
import { status } from "@grpc/grpc-js";

const address = process.env.MEMORYD_ADDRESS;
const skip = address ? false : "MEMORYD_ADDRESS is not set (no server to test against)";
let client: MemoryClient;
const user = () => `node-${randomUUID().slice(0, 8)}`;

before(() => {
  if (address) client = new MemoryClient(address, { timeoutMs: 30_000 });
});
after(() => client?.close());

/** Runs `body`; marks the test skipped when the server does not serve the RPC yet. */
async function served<T>(t: { skip: (why: string) => void }, body: () => Promise<T>): Promise<T | undefined> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof ServerError && error.code === status.UNIMPLEMENTED) {
      t.skip(`the server does not serve this RPC yet: ${error.details}`);
      return undefined;
    }
    throw error;
  }
}

test("remember, recall, forget", { skip }, async () => {
  const alice = user();
  const tea = await client.remember(alice, "Alice prefers green tea", {
    memoryType: "preference",
    tags: ["drinks"],
  });
  assert.equal(tea.action, "created");
  assert.match(tea.memory.id, /^[0-9a-f]{32}$/);
  assert.equal(tea.memory.memoryType, "preference");
  assert.deepEqual(tea.memory.tags, ["drinks"]);
  assert.ok(tea.memory.createdAt instanceof Date);
  await client.remember({ userId: alice, sessionId: "s1" }, "项目预算控制在50万以内");
  await client.remember(user(), "Bob prefers coffee"); // another user: never seen

  const hits = await client.recall(alice, "what does Alice drink?", { topK: 5 });
  assert.ok(hits.length >= 1);
  assert.equal(hits[0].memory.id, tea.memory.id);
  assert.ok(hits.every((h) => h.memory.scope.userId === alice));
  assert.ok(hits[0].score > 0 && hits[0].similarity <= 1);

  assert.deepEqual(await client.forget(alice, [tea.memory.id], { mode: "suppress" }), [tea.memory.id]);
  const after = await client.recall(alice, "what does Alice drink?", { topK: 5 });
  assert.ok(after.every((h) => h.memory.id !== tea.memory.id));
  assert.equal((await client.get(alice, tea.memory.id)).status, "suppressed");

  assert.deepEqual(await client.forget(alice, [tea.memory.id]), [tea.memory.id]); // delete
  await assert.rejects(client.get(alice, tea.memory.id), NotFound);
});

test("remember passes the conflict policy and reads the outcome", { skip }, async () => {
  const carol = user();
  const old = await client.remember(carol, "I'm allergic to peanuts");
  assert.deepEqual([old.outcome, old.storedId, old.relatedId], ["new", old.memory.id, ""]);
  const same = await client.remember(carol, "I'm allergic to peanuts");
  assert.deepEqual([same.action, same.outcome, same.relatedId], ["merged", "duplicate", old.memory.id]);
  const replaced = await client.remember(carol, "I'm allergic to shellfish", { onConflict: "replace" });
  assert.deepEqual([replaced.action, replaced.outcome], ["superseded", "replaced"]);
  assert.deepEqual(replaced.affectedIds, [old.memory.id]);
  assert.equal(replaced.relatedId, old.memory.id);
  assert.equal(replaced.storedId, replaced.memory.id);
  const batch = await client.rememberBatch([
    { scope: carol, content: "I'm allergic to penicillin", onConflict: "keep_both" },
  ]);
  assert.deepEqual(batch.map((r) => r.outcome), ["new"]);
  await assert.rejects(
    client.remember(carol, "x", { onConflict: "merge" as never }),
    /onConflict='merge' is not one of 'auto', 'keep_both', 'replace'/,
  );
});

test("batch, history, feedback, stats and errors", { skip }, async () => {
  const bob = user();
  const [old] = await client.rememberBatch([{ scope: bob, content: "项目预算控制在50万以内" }]);
  const changed = await client.remember(bob, "项目预算改成80万了");
  assert.equal(changed.action, "superseded");
  assert.deepEqual(changed.affectedIds, [old.memory.id]);
  const chain = await client.history(bob, old.memory.id);
  assert.deepEqual(chain.map((e) => e.memory.id), [old.memory.id, changed.memory.id]);
  assert.ok(chain[0].events[0].at instanceof Date);
  assert.equal(await client.feedback(bob, { used: [changed.memory.id] }), 1);
  assert.equal(await client.feedback(bob, {}), 0);
  const stats = await client.stats(bob);
  assert.equal(stats.total, 2);
  assert.equal(stats.byStatus.superseded, 1);
  assert.ok(stats.dimension > 0);
  assert.equal(stats.lifecycle.writes, 2);

  const embedding = new Float32Array(stats.dimension).fill(0.1);
  const own = await client.remember(bob, "with my own vector", { embedding });
  assert.equal(own.action, "created");

  await assert.rejects(client.remember(bob, "   "), (e: unknown) => {
    assert.ok(e instanceof InvalidArgument);
    assert.match((e as InvalidArgument).details, /content/);
    return true;
  });
  await assert.rejects(client.get(user(), changed.memory.id), NotFound); // other pool
  await assert.rejects(client.recall(bob, "q", { topK: 0 }), RangeError); // refused before sending
});

test("an unreachable server rejects with Unavailable after the retries", { skip }, async () => {
  const nowhere = new MemoryClient("127.0.0.1:1", { retry: { initialBackoffMs: 1 } });
  try {
    await assert.rejects(nowhere.stats("alice"), Unavailable);
  } finally {
    nowhere.close();
  }
});

test("agent loop RPCs: turns, context, working state", { skip }, async (t) => {
  const scope = { userId: user(), sessionId: "chat-1" };
  await client.remember(scope, "The project budget is capped at 500k euros");
  const turn = await served(t, () => client.appendTurn(scope, "user", "Let's talk about the budget."));
  if (turn === undefined) return;
  assert.ok(turn.turns >= 1);
  const context = await served(t, () =>
    client.buildContext(scope, "what is the budget?", { tokenBudget: 400 }),
  );
  if (context === undefined) return;
  assert.ok(context.tokens <= 400);
  assert.match(context.text, /500k/);
  assert.equal(context.language, "en");
  const state = await served(t, () => client.setWorking(scope, "trip", { city: "Lyon", nights: 3 }));
  if (state === undefined) return;
  assert.deepEqual((await client.getWorking(scope, "trip")).values, { city: "Lyon", nights: 3 });
});

test("export streams the pool's records", { skip }, async (t) => {
  const carol = user();
  await client.remember(carol, "Carol is a nurse in Lyon", { memoryType: "identity" });
  const records = await served(t, async () => {
    const out = [];
    for await (const r of client.export(carol, { includeVectors: true })) out.push(r);
    return out;
  });
  if (records === undefined) return;
  assert.equal(records.length, 1);
  assert.equal(records[0].memory.content, "Carol is a nurse in Lyon");
  assert.ok(records[0].embedding instanceof Float32Array);
});

test("update, import (skip and overwrite) and maintain", { skip }, async (t) => {
  const dan = user();
  const first = await client.remember(dan, "Dan prefers tea", { memoryType: "preference" });
  const inPlace = await served(t, () => client.update(dan, first.memory.id, { importance: 0.9, tags: ["drinks"] }));
  if (inPlace === undefined) return;
  assert.equal(inPlace.memory.importance, 0.9);
  assert.deepEqual(inPlace.memory.tags, ["drinks"]);
  const versioned = await client.update(dan, first.memory.id, { content: "Dan now prefers coffee" });
  assert.deepEqual(versioned.affectedIds, [first.memory.id]);
  assert.equal((await client.get(dan, first.memory.id)).status, "superseded");

  const records: ExportRecord[] = [];
  for await (const r of client.export(dan, { includeVectors: true })) records.push(r);
  assert.equal(records.length, 2);
  const again = await served(t, () => client.importRecords(records));
  if (again === undefined) return;
  assert.deepEqual(again, { imported: 0, skipped: 2, replaced: 0 }); // ids already stored
  const replaced = await client.importRecords(records, { overwrite: true });
  assert.equal(replaced.replaced, 2);
  const after: ExportRecord[] = [];
  for await (const r of client.export(dan, { includeVectors: true })) after.push(r);
  const byId = (a: ExportRecord, b: ExportRecord) => a.memory.id.localeCompare(b.memory.id);
  assert.equal(JSON.stringify(after.sort(byId)), JSON.stringify(records.sort(byId))); // lossless

  const done = await served(t, () => client.maintain());
  if (done === undefined) return;
  assert.ok(done.seconds >= 0);
  await assert.rejects(client.maintain(["no-such-task"]), InvalidArgument);
});

test("turns read back with their items, popped and cleared; other users see none", { skip }, async () => {
  const scope = { userId: user(), sessionId: "chat-2" };
  await client.appendTurn(scope, "user", "Book Lisbon", { item: '{"id":1}' });
  await client.appendTurn(scope, "assistant", "Booked.", { item: '{"id":2}' });
  const read = await client.readTurns(scope, { limit: 1 });
  assert.deepEqual(
    read.turns.map((t) => [t.role, t.content, t.item]),
    [["assistant", "Booked.", '{"id":2}']],
  );
  assert.equal(read.totalTurns, 2);
  assert.ok(read.turns[0].at instanceof Date && read.turns[0].at.getTime() > 0);
  const other = await client.readTurns({ ...scope, userId: `${scope.userId}-eve` });
  assert.deepEqual(other.turns, []);
  const popped = await client.removeTurns(scope, { last: 1 });
  assert.deepEqual(popped.removed.map((t) => t.item), ['{"id":2}']);
  assert.equal(popped.turns, 1);
  await assert.rejects(client.removeTurns(scope, {}), /last: is 0/);
  assert.equal((await client.removeTurns(scope, { clear: true })).removed.length, 1);
  assert.equal((await client.readTurns(scope)).totalTurns, 0);
});

test("remember says what became of the text", { skip }, async () => {
  const u = user();
  const first = await client.remember(u, "Anna lives in Porto");
  assert.equal(first.outcome, "new");
  assert.equal(first.storedId, first.memory.id);
  const again = await client.remember(u, "Anna lives in Porto");
  assert.equal(again.outcome, "duplicate");
  assert.equal(again.relatedId, first.memory.id);
  assert.deepEqual(first.memory.outrankedBy, []);
});
