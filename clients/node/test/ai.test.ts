// memoryTools (src/ai.ts) inside the AI SDK's own generateText loop, against a live memoryd
// (MEMORYD_ADDRESS; skipped without it). The model is the SDK's MockLanguageModelV4 replaying a
// script of tool calls (no network); everything between it and memoryd is the SDK's tool path.
import { after, before, test } from "node:test";
import * as assert from "node:assert/strict";
import { randomUUID } from "node:crypto";

import { MemoryClient } from "../src/index";
import { memoryTools } from "../src/ai";

const address = process.env.MEMORYD_ADDRESS;
const skip = address ? false : "MEMORYD_ADDRESS is not set (no server to test against)";
let client: MemoryClient;

before(() => {
  if (address) client = new MemoryClient(address, { timeoutMs: 30_000 });
});
after(() => client?.close());

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

/** A model that asks for `calls` in order, one per step, then says "done". */
function scripted(MockLanguageModelV4: any, calls: [string, unknown][]) {
  let step = 0;
  return new MockLanguageModelV4({
    doGenerate: async () => {
      const call = calls[step++];
      if (call === undefined)
        return { content: [{ type: "text", text: "done" }], finishReason: { unified: "stop", raw: "stop" }, usage, warnings: [] };
      const [toolName, input] = call;
      return {
        content: [{ type: "tool-call", toolCallId: `call-${step}`, toolName, input: JSON.stringify(input) }],
        finishReason: { unified: "tool-calls", raw: "tool_calls" },
        usage,
        warnings: [],
      };
    },
  });
}

test("an AI SDK generateText loop remembers, recalls and forgets through the tools", { skip }, async () => {
  // `ai` is ESM only: loaded at run time (require(esm)), typed loosely.
  const ai: any = await import("ai" as string);
  const { MockLanguageModelV4 } = await import("ai/test" as string);
  const user = `node-ai-${randomUUID().slice(0, 8)}`;
  const tools = memoryTools(client, user);
  const outputs = async (calls: [string, unknown][]) => {
    const result = await ai.generateText({
      model: scripted(MockLanguageModelV4, calls),
      tools,
      prompt: "Use memory.",
      stopWhen: ai.stepCountIs(calls.length + 1),
    });
    return result.steps.flatMap((s: any) => s.toolResults.map((r: any) => r.output));
  };

  const [remembered, recalled] = await outputs([
    ["remember", { content: "Is allergic to shellfish", memoryType: "identity" }],
    ["recall", { query: "what is the user allergic to?", topK: 3 }],
  ]);
  assert.equal(remembered.outcome, "new");
  assert.equal(recalled.hits[0].id, remembered.id);
  assert.match(recalled.hits[0].content, /shellfish/);
  const [stored] = await client.recall(user, "allergy", { topK: 1 });
  assert.equal(stored.memory.memoryType, "identity");

  const [first, second] = await outputs([
    ["forget", { ids: [remembered.id] }],
    ["forget", { ids: [remembered.id] }],
  ]);
  assert.deepEqual(first, { forgottenIds: [remembered.id] });
  assert.match(second.error, /^NotFound/); // gone: the model is told, nothing crashes
  assert.equal((await client.stats(user)).total, 0);
  // Another user's tools never see this user's memories.
  await client.remember(user, "Lives in Porto");
  const [other] = await ai
    .generateText({
      model: scripted(MockLanguageModelV4, [["recall", { query: "where does the user live?" }]]),
      tools: memoryTools(client, `${user}-eve`),
      prompt: "x",
      stopWhen: ai.stepCountIs(2),
    })
    .then((r: any) => r.steps.flatMap((s: any) => s.toolResults.map((x: any) => x.output)));
  assert.deepEqual(other, { hits: [] });
});

test("the tools need a user", () => {
  assert.throws(() => memoryTools({} as MemoryClient, ""), /user id is required/);
});
