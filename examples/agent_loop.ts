// An agent loop with memoryd in TypeScript: the same pattern as examples/agent_loop.py.
//
// For each user message:
// 1. buildContext before the model call, injected near the END of the system prompt;
// 2. the model call (a scripted model stands in: no network, deterministic);
// 3. appendTurn for the user's message and the reply;
// 4. extractAndRemember of the user's message, not awaited (the reply never waits for a
//    write); it settles before the next turn's context is built;
// 5. "forget that ..." is honoured: recall finds the memory, forget erases it.
//
// Build and run (a server on 127.0.0.1:50051, e.g. `make serve`):
//   make node                     # builds clients/node and this example
//   node examples/agent_loop.js --target 127.0.0.1:50051
import { randomUUID } from "node:crypto";

import { MemoryClient } from "../clients/node/dist/src/index";
import type { RememberResult, Scope } from "../clients/node/dist/src/index";

export const SYSTEM_PROMPT =
  "You are a helpful assistant. Be brief and use what you know about the user.";
const CONTEXT_INTRO = "What you remember about this user (use it if relevant, never recite it):";
const FORGET_RE = /^\s*(?:please\s+)?forget\s+(?:that\s+)?(?<what>.+?)[.!]?\s*$/i;

// [session, user message]: "tuesday" is the next day, so what the assistant knows there comes
// from long-term memory only.
export const SCRIPT: [string, string][] = [
  ["monday", "Hi! I'm allergic to peanuts."],
  ["monday", "By the way, I live in Lyon."],
  ["monday", "Forget that I live in Lyon."],
  ["tuesday", "Can you suggest a snack? Mind my allergies."],
  ["tuesday", "Where do I live?"],
];

/** Stands in for an LLM: it knows only what its system prompt says. */
export class ScriptedModel {
  reply(systemPrompt: string, userMessage: string): string {
    const lower = systemPrompt.toLowerCase();
    const at = lower.indexOf(CONTEXT_INTRO.toLowerCase());
    const known = at < 0 ? "" : lower.slice(at);
    const message = userMessage.toLowerCase();
    if (message.includes("snack"))
      return known.includes("peanut")
        ? "Since you're allergic to peanuts, how about apple slices with cheese?"
        : "How about a handful of peanuts?";
    if (message.includes("where do i live"))
      return known.includes("lyon") ? "You live in Lyon." : "I don't know where you live.";
    if (message.startsWith("[forgotten]")) return "Done: I've forgotten that.";
    return "Noted, thanks!";
  }
}

export interface Exchange {
  session: string;
  user: string;
  systemPrompt: string;
  reply: string;
  forgottenIds: string[];
}

/** Returns the system prompt with the memory context near its end. */
export function systemPromptWith(context: string): string {
  if (!context.trim()) return SYSTEM_PROMPT;
  return `${SYSTEM_PROMPT}\n\n${CONTEXT_INTRO}\n${context.trim()}\n\nNow answer the user.`;
}

/** Runs a scripted conversation against the memoryd at `target`; resolves to its exchanges. */
export async function runAgentLoop(
  target: string,
  script: [string, string][] = SCRIPT,
  userId = `demo-${randomUUID().slice(0, 8)}`,
): Promise<Exchange[]> {
  const memory = new MemoryClient(target, { timeoutMs: 30_000 });
  const model = new ScriptedModel();
  const exchanges: Exchange[] = [];
  let pending: Promise<RememberResult[]>[] = [];
  try {
    for (const [session, message] of script) {
      const scope: Scope = { userId, agentId: "assistant", sessionId: session };
      await Promise.all(pending); // the previous turn's writes land before this context
      pending = [];

      let forgottenIds: string[] = [];
      let systemPrompt = SYSTEM_PROMPT;
      let reply: string;
      const asked = FORGET_RE.exec(message);
      if (asked?.groups) {
        const hits = await memory.recall(scope, asked.groups.what, { topK: 1 });
        if (hits.length) forgottenIds = await memory.forget(scope, [hits[0].memory.id]);
        reply = model.reply(SYSTEM_PROMPT, "[forgotten]");
      } else {
        const context = await memory.buildContext(scope, message, { tokenBudget: 600 });
        systemPrompt = systemPromptWith(context.text);
        reply = model.reply(systemPrompt, message);
      }

      await memory.appendTurn(scope, "user", message);
      await memory.appendTurn(scope, "assistant", reply);
      if (!asked) pending.push(memory.extractAndRemember(scope, message));
      exchanges.push({ session, user: message, systemPrompt, reply, forgottenIds });
    }
    await Promise.all(pending);
  } finally {
    memory.close();
  }
  return exchanges;
}

async function main(argv: string[]): Promise<void> {
  const i = argv.indexOf("--target");
  const target = i >= 0 ? argv[i + 1] : "127.0.0.1:50051";
  for (const e of await runAgentLoop(target)) {
    const pad = " ".repeat(e.session.length);
    console.log(`[${e.session}] user: ${e.user}`);
    console.log(`${pad}   assistant: ${e.reply}`);
    if (e.forgottenIds.length) console.log(`${pad}   (forgot ${e.forgottenIds.join(", ")})`);
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
