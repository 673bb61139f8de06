// The Vercel AI SDK (`ai`) with memoryd's memory tools: generateText calls remember, recall
// and forget (memoryTools from @memoryd/client/ai) over one user's memories.
//
// A scripted model stands in for the LLM (the SDK's MockLanguageModelV4 from `ai/test`: no
// network, deterministic); it asks for the tool calls a real model would, so everything from
// the SDK's tool loop to memoryd is the real path. Plug a provider's model in `modelFor`.
// The second conversation is a new generateText call: what it knows comes from memoryd alone.
//
// Build and run (a server on 127.0.0.1:50051, e.g. `make serve`):
//   make node                     # builds clients/node and the examples
//   node clients/node/dist/examples/ai_sdk_memory.js --target 127.0.0.1:50051
import { randomUUID } from "node:crypto";

import { MemoryClient } from "@memoryd/client";
import { memoryTools } from "@memoryd/client/ai";

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

/** Returns a stand-in model that asks for `call` (one tool call), then answers with
 * `answer(result of that call)`. */
function modelFor(MockLanguageModelV4: any, call: [string, unknown], answer: (result: any) => string) {
  return new MockLanguageModelV4({
    doGenerate: async (options: any) => {
      const results = options.prompt
        .filter((m: any) => m.role === "tool")
        .flatMap((m: any) => m.content.filter((p: any) => p.type === "tool-result"));
      if (results.length === 0) {
        const [toolName, input] = call;
        return {
          content: [{ type: "tool-call", toolCallId: "call-1", toolName, input: JSON.stringify(input) }],
          finishReason: { unified: "tool-calls", raw: "tool_calls" },
          usage,
          warnings: [],
        };
      }
      const output = results[results.length - 1].output;
      const value = output.type === "json" ? output.value : JSON.parse(String(output.value));
      return {
        content: [{ type: "text", text: answer(value) }],
        finishReason: { unified: "stop", raw: "stop" },
        usage,
        warnings: [],
      };
    },
  });
}

function flag(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

async function main(): Promise<void> {
  // `ai` is ESM only: loaded at run time (require(esm) from this CommonJS build).
  const ai: any = await import("ai" as string);
  const { MockLanguageModelV4 } = await import("ai/test" as string);
  const target = flag("--target", "127.0.0.1:50051");
  const userId = flag("--user-id", `ai-sdk-demo-${randomUUID().slice(0, 6)}`);
  const client = new MemoryClient(target);
  try {
    const tools = memoryTools(client, userId);
    const turn = async (prompt: string, call: [string, unknown], answer: (r: any) => string) => {
      const result = await ai.generateText({
        model: modelFor(MockLanguageModelV4, call, answer),
        tools,
        prompt,
        stopWhen: ai.stepCountIs(3),
      });
      console.log(`user: ${prompt}\n  [${call[0]}] -> ${result.text}`);
      return result;
    };
    await turn("I'm allergic to shellfish.",
      ["remember", { content: "Is allergic to shellfish", memoryType: "identity" }],
      (r) => (r.error ? `Sorry: ${r.error}` : `Noted (${r.outcome}).`));
    const recalled = await turn("What should I avoid eating?",
      ["recall", { query: "what is the user allergic to?", topK: 3 }],
      (r) => (r.hits?.length ? `You told me: ${r.hits[0].content}` : "I don't know."));
    const id = recalled.steps[0].toolResults[0].output.hits[0].id;
    await turn("Forget my allergy.", ["forget", { ids: [id] }],
      (r) => (r.forgottenIds ? `Forgotten (${r.forgottenIds.length}).` : `Sorry: ${r.error}`));
    await turn("What should I avoid eating?",
      ["recall", { query: "what is the user allergic to?", topK: 3 }],
      (r) => (r.hits?.length ? `You told me: ${r.hits[0].content}` : "I don't know."));
  } finally {
    client.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
