// MemorydStore (src/langgraph.ts) against a live memoryd (MEMORYD_ADDRESS; skipped without it):
// the BaseStore contract, run on LangGraph.js's own InMemoryStore too (a test that misreads
// LangGraph fails on the reference), a compiled graph remembering across threads, and the
// item marks of the Python store (golden values from memoryd.adapters._store_items.mark).
import { after, before, describe, test } from "node:test";
import * as assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { Annotation, InMemoryStore, StateGraph, START, END } from "@langchain/langgraph";
import type { BaseStore, LangGraphRunnableConfig } from "@langchain/langgraph";

import { MemoryClient } from "../src/index";
import { MemorydStore, mark } from "../src/langgraph";

const address = process.env.MEMORYD_ADDRESS;
const skip = address ? false : "MEMORYD_ADDRESS is not set (no server to test against)";
let client: MemoryClient;
before(() => {
  if (address) client = new MemoryClient(address, { timeoutMs: 30_000 });
});
after(() => client?.close());
const user = () => `lgjs-${randomUUID().slice(0, 8)}`;

test("items carry the Python store's marks", () => {
  assert.equal(mark(["alice", "memories", "日本 é"], "k1"), "lg:79183dea8528d20b6838");
  assert.equal(mark(["a"], 'x"y'), "lg:fbe880c48dfd25fddd55");
});

const stores: [string, () => BaseStore][] = [
  ["memoryd", () => new MemorydStore(client)],
  ["memoryd, pages of 2", () => new MemorydStore(client, { listPageSize: 2 })],
  ["reference InMemoryStore", () => new InMemoryStore()],
];

for (const [name, make] of stores) {
  describe(`BaseStore contract: ${name}`, { skip }, () => {
    test("put, get, overwrite, delete", async () => {
      const store = make();
      const u = user();
      assert.equal(await store.get([u, "prefs"], "drink"), null);
      await store.put([u, "prefs"], "drink", { text: "Green tea", n: 1 });
      const got = await store.get([u, "prefs"], "drink");
      assert.deepEqual(got?.value, { text: "Green tea", n: 1 });
      assert.deepEqual(got?.namespace, [u, "prefs"]);
      await store.put([u, "prefs"], "drink", { text: "Oolong now", n: 2 });
      assert.deepEqual((await store.get([u, "prefs"], "drink"))?.value, { text: "Oolong now", n: 2 });
      await store.delete([u, "prefs"], "drink");
      assert.equal(await store.get([u, "prefs"], "drink"), null);
    });

    test("search by prefix, filter and paging; list namespaces", async () => {
      const store = make();
      const u = user();
      const colours = ["red", "blue", "red", "green"];
      for (const [i, colour] of colours.entries())
        await store.put([u, "docs", `d${i % 2}`], `k${i}`, { text: `Note ${i} about ${colour}s`, colour, rank: i });
      await store.put([u, "other"], "x", { text: "Unrelated", colour: "red", rank: 9 });
      const keys = (items: { key: string }[]) => items.map((i) => i.key).sort();
      assert.deepEqual(keys(await store.search([u, "docs"], { limit: 10 })), ["k0", "k1", "k2", "k3"]);
      assert.deepEqual(keys(await store.search([u, "docs"], { filter: { colour: "red" } })), ["k0", "k2"]);
      assert.deepEqual(keys(await store.search([u], { filter: { rank: { $gte: 2 } } })), ["k2", "k3", "x"]);
      const pages = await Promise.all([0, 2, 4].map((offset) => store.search([u, "docs"], { limit: 2, offset })));
      assert.deepEqual(pages.map((p) => p.length), [2, 2, 0]);
      assert.deepEqual(await store.listNamespaces({ prefix: [u] }), [
        [u, "docs", "d0"],
        [u, "docs", "d1"],
        [u, "other"],
      ]);
      assert.deepEqual(await store.listNamespaces({ prefix: [u], maxDepth: 2 }), [[u, "docs"], [u, "other"]]);
      assert.deepEqual(await store.listNamespaces({ prefix: [u], suffix: ["d1"] }), [[u, "docs", "d1"]]);
    });

    test("one result per op, run in order", async () => {
      const store = make();
      const u = user();
      await store.put([u], "a", { text: "first" });
      const results = await store.batch([
        { namespace: [u], key: "a", value: { text: "second" } },
        { namespace: [u], key: "a" },
        { namespace: [u], key: "b", value: { text: "bee" } },
        { namespace: [u], key: "b", value: { text: "bee, last" } },
      ]);
      assert.equal(results.length, 4);
      assert.equal(results[0], null);
      assert.deepEqual((results[1] as { value: unknown }).value, { text: "second" });
      assert.deepEqual((await store.get([u], "a"))?.value, { text: "second" });
      assert.deepEqual((await store.get([u], "b"))?.value, { text: "bee, last" });
    });
  });
}

test("query search is Recall with its scores; namespaces are scopes", { skip }, async () => {
  const store = new MemorydStore(client);
  const u = user();
  await store.put([u, "memories"], "tea", { text: "Alice drinks green tea every morning" });
  await store.put([u, "memories"], "car", { text: "Alice drives a blue Volvo" });
  const [best] = await store.search([u, "memories"], { query: "what does she drink?" });
  assert.equal(best.key, "tea");
  assert.ok(typeof best.score === "number");
  const stored = await client.list(u);
  assert.deepEqual(stored.memories.map((m) => m.content).sort(), [
    "Alice drinks green tea every morning",
    "Alice drives a blue Volvo",
  ]);
  assert.deepEqual((await client.list(`${u}-eve`)).memories, []);
  assert.deepEqual(await store.search([`${u}-eve`, "memories"], { query: "drink" }), []);
  await assert.rejects(store.search(["*"]), /does not name a memoryd pool/);
});

test("a compiled graph remembers across threads", { skip }, async () => {
  const store = new MemorydStore(client);
  const u = user();
  const State = Annotation.Root({ said: Annotation<string>(), answer: Annotation<string>() });
  const node = async (state: typeof State.State, config: LangGraphRunnableConfig) => {
    const ns = [config.configurable?.userId as string, "memories"];
    if (state.said.startsWith("remember: ")) {
      await config.store!.put(ns, randomUUID(), { text: state.said.slice("remember: ".length) });
      return { answer: "noted" };
    }
    const [hit] = await config.store!.search(ns, { query: state.said, limit: 1 });
    return { answer: hit ? String(hit.value.text) : "nothing" };
  };
  const graph = new StateGraph(State).addNode("agent", node).addEdge(START, "agent").addEdge("agent", END).compile({ store });
  await graph.invoke({ said: "remember: I am allergic to peanuts" }, { configurable: { thread_id: "t1", userId: u } });
  const later = await graph.invoke({ said: "what am I allergic to?" }, { configurable: { thread_id: "t2", userId: u } });
  assert.match(later.answer, /peanuts/);
});
