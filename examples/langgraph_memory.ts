// A LangGraph.js graph that remembers across threads, with memoryd as its store: the
// TypeScript twin of examples/langgraph_memory.py (the same item layout, so either reads what
// the other wrote).
//
// Each thread has its own checkpointed messages (MemorySaver); what the user asks it to
// remember goes to the store under [userId, "memories"], a memoryd memory of that user, so a
// new thread of the same user finds it through Recall. The "model" is a stand-in that answers
// from the recalled memories (plug a real chat model into `respond`); the memory path is real.
//
// Build and run (a server on 127.0.0.1:50051, e.g. `make serve`):
//   make node                     # builds clients/node and the examples
//   node clients/node/dist/examples/langgraph_memory.js --target 127.0.0.1:50051
import { randomUUID } from "node:crypto";
import { AIMessage } from "@langchain/core/messages";
import { END, MemorySaver, MessagesAnnotation, START, StateGraph } from "@langchain/langgraph";
import type { BaseStore, LangGraphRunnableConfig } from "@langchain/langgraph";

import { MemoryClient } from "@memoryd/client";
import { MemorydStore } from "@memoryd/client/langgraph";

const REMEMBER = "remember:";

/** Returns the reply to the last message: stores what it asks to remember, else answers from
 * the user's memories (searched by the message, best first). */
async function respond(state: typeof MessagesAnnotation.State, config: LangGraphRunnableConfig) {
  const namespace = [String(config.configurable?.userId), "memories"];
  const text = String(state.messages[state.messages.length - 1].content);
  if (text.toLowerCase().startsWith(REMEMBER)) {
    const fact = text.slice(REMEMBER.length).trim();
    await config.store!.put(namespace, randomUUID().replace(/-/g, ""), { text: fact });
    return { messages: [new AIMessage(`I'll remember that: ${fact}`)] };
  }
  const [found] = await config.store!.search(namespace, { query: text, limit: 3 });
  if (!found) return { messages: [new AIMessage("I don't remember anything about that.")] };
  return { messages: [new AIMessage(`From what you told me: ${String(found.value.text)}`)] };
}

/** Returns the compiled one-node graph with a per-thread checkpointer and `store`. */
export function buildGraph(store: BaseStore) {
  return new StateGraph(MessagesAnnotation)
    .addNode("respond", respond)
    .addEdge(START, "respond")
    .addEdge("respond", END)
    .compile({ checkpointer: new MemorySaver(), store });
}

function flag(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

async function main(): Promise<void> {
  const target = flag("--target", "127.0.0.1:50051");
  const userId = flag("--user-id", `langgraph-js-demo-${randomUUID().slice(0, 6)}`);
  const client = new MemoryClient(target);
  try {
    const graph = buildGraph(new MemorydStore(client));
    for (const [thread, message] of [
      ["monday", "remember: I am training for the Berlin marathon"],
      ["tuesday", "What am I training for?"],
    ]) {
      const out = await graph.invoke(
        { messages: [{ role: "user", content: message }] },
        { configurable: { thread_id: thread, userId } },
      );
      console.log(`[${thread}] ${message}\n  -> ${String(out.messages[out.messages.length - 1].content)}`);
    }
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
