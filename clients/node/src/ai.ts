// Memory tools for the Vercel AI SDK (`ai`): remember, recall and forget over one memoryd scope,
// for generateText / streamText / an Agent's `tools`.
//
//   import { memoryTools } from "@memoryd/client/ai";
//   const result = await generateText({ model, tools: memoryTools(memory, "alice"), prompt });
//
// The scope is fixed when the tools are made, never a tool argument: the model chooses what to
// remember and recall, not whose memories it touches. memoryd's errors come back as the tool's
// result ({ error: "NotFound: ..." }) so the model can correct its call. Needs `zod` (the
// input schemas) beside `ai`; this module imports nothing from `ai` at run time (a tool is a
// plain object), so it works with the CommonJS build of this package.
import { z } from "zod";
import type { Tool } from "ai";

import type { MemoryClient } from "./client";
import { MemorydError } from "./errors";
import type { ScopeLike } from "./types";

const MEMORY_TYPES = ["episodic", "semantic", "preference", "identity"] as const;

async function orError<T>(body: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof MemorydError) return { error: `${error.name}: ${error.details}` };
    throw error;
  }
}

const rememberInput = z.object({
  content: z.string().describe("The fact, in one sentence."),
  memoryType: z
    .enum(MEMORY_TYPES)
    .default("semantic")
    .describe("episodic (an event), semantic (a fact), preference or identity."),
});
const recallInput = z.object({
  query: z.string().describe("What to look for, e.g. the user's question."),
  topK: z.number().int().min(1).max(50).default(5).describe("How many memories at most."),
});
const forgetInput = z.object({
  ids: z.array(z.string()).min(1).describe("The ids of the memories to erase, as recall gave them."),
});

/** The tools memoryTools returns, by name. */
export interface MemoryTools {
  remember: Tool<z.infer<typeof rememberInput>, unknown>;
  recall: Tool<z.infer<typeof recallInput>, unknown>;
  forget: Tool<z.infer<typeof forgetInput>, unknown>;
}

/** Returns the tools remember, recall and forget over `scope` (a user id or a Scope). */
export function memoryTools(client: MemoryClient, scope: ScopeLike): MemoryTools {
  const userId = typeof scope === "string" ? scope : scope?.userId;
  if (!userId) throw new TypeError("a user id is required: the tools work on one user's memory");
  return {
    remember: {
      description:
        "Store a lasting fact about the user: a preference, an identity detail, a decision.",
      inputSchema: rememberInput,
      execute: ({ content, memoryType }) =>
        orError(async () => {
          const done = await client.remember(scope, content, { memoryType });
          return { outcome: done.outcome, id: done.storedId || done.memory.id };
        }),
    },
    recall: {
      description: "Return the user's memories most relevant to the query, best first, with ids.",
      inputSchema: recallInput,
      execute: ({ query, topK }) =>
        orError(async () => {
          const hits = await client.recall(scope, query, { topK });
          return {
            hits: hits.map((h) => ({
              id: h.memory.id,
              content: h.memory.content,
              score: Math.round(h.score * 10_000) / 10_000,
            })),
          };
        }),
    },
    forget: {
      description: "Erase memories the user asked to forget, by the ids recall gave.",
      inputSchema: forgetInput,
      execute: ({ ids }) =>
        orError(async () => ({ forgottenIds: await client.forget(scope, ids, { mode: "delete" }) })),
    },
  } as MemoryTools;
}
