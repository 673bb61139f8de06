// MemorydStore: a LangGraph.js BaseStore (@langchain/langgraph) whose items are memoryd
// memories, in the same layout as the Python MemorydStore (memoryd.adapters.langgraph), so a
// graph in either language reads what the other wrote.
//
//   import { MemorydStore } from "@memoryd/client/langgraph";
//   const store = new MemorydStore(client);             // namespace[0] is the user id
//   const graph = builder.compile({ store });
//   await store.put(["alice", "memories"], "tea", { text: "Alice drinks green tea" });
//   await store.search(["alice", "memories"], { query: "what does she drink?" }); // Recall
//
// One item is one memory of the pool its namespace names: content is the item's text (what
// Recall searches), and the item rides along as one tag and one metadata entry named by its
// mark "lg:<20 hex>" (a digest of namespace and key). The tag keeps items from being judged
// against each other (memoryd compares a write only with neighbours sharing a tag). get and the
// lookup before a put are one List call filtered by the tag; search without a query and
// listNamespaces page through the pool's active memories. A batch runs its ops in order, as
// LangGraph.js's InMemoryStore does (a read after a put sees it; LangGraph's Python stores read
// first). No TTLs.
import { createHash } from "node:crypto";
import { BaseStore, InvalidNamespaceError, getTextAtPath } from "@langchain/langgraph-checkpoint";
import type {
  GetOperation,
  Item,
  ListNamespacesOperation,
  Operation,
  OperationResults,
  PutOperation,
  SearchItem,
  SearchOperation,
} from "@langchain/langgraph-checkpoint";

import type { MemoryClient } from "./client";
import type { Memory, MemoryTypeName, Scope } from "./types";

const MARK_PREFIX = "lg:";

export interface MemorydStoreOptions {
  /** Label positions of the user id (default 0) and the agent id (default: none, the user's pool). */
  userAt?: number;
  agentAt?: number;
  /** Index paths of the value whose text the memory holds; default: every string of it. */
  indexFields?: string[];
  memoryType?: MemoryTypeName;
  /** Recall hits read per query search (default 100). */
  searchTopK?: number;
  /** Memories per List page when a batch reads a whole pool (default 1000). */
  listPageSize?: number;
}

interface StoredItem {
  namespace: string[];
  key: string;
  value: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
  indexed: boolean;
  ownsMemory: boolean;
  memory: Memory;
}

/** Python's json.dumps (", " separators, ASCII only): the marks must match the Python store's. */
function pyJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(pyJson).join(", ")}]`;
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** Returns the tag and metadata key that name the item (namespace, key). */
export function mark(namespace: string[], key: string): string {
  const digest = createHash("sha256").update(pyJson([namespace, key]), "utf8").digest("hex");
  return MARK_PREFIX + digest.slice(0, 20);
}

function itemsOf(memory: Memory): StoredItem[] {
  const found: StoredItem[] = [];
  for (const [name, raw] of Object.entries(memory.metadata)) {
    if (!name.startsWith(MARK_PREFIX)) continue;
    try {
      const d = JSON.parse(raw);
      const item: StoredItem = {
        namespace: d.ns.map(String),
        key: String(d.key),
        value: d.value,
        createdAt: new Date(d.created_at),
        updatedAt: memory.updatedAt ?? memory.createdAt ?? new Date(d.created_at),
        indexed: d.index !== false,
        ownsMemory: d.own !== false,
        memory,
      };
      if (mark(item.namespace, item.key) === name) found.push(item);
    } catch {
      continue; // a metadata entry someone else named lg:...: not an item
    }
  }
  return found;
}

function entry(
  ns: string[],
  key: string,
  value: Record<string, unknown>,
  createdAt: Date,
  indexed: boolean,
  own = true,
): string {
  const created = createdAt.toISOString().replace("Z", "+00:00");
  return JSON.stringify({ ns, key, value, created_at: created, index: indexed, own });
}

function strings(value: unknown, out: string[]): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value !== null && typeof value === "object") Object.values(value).forEach((v) => strings(v, out));
  return out;
}

function itemText(value: Record<string, unknown>, fields: string[] | undefined): string {
  const parts = fields === undefined ? strings(value, []) : fields.flatMap((f) => getTextAtPath(value, f));
  const text = parts.filter((p) => p.trim()).join("\n");
  return text || JSON.stringify(value);
}

const OPERATORS: Record<string, (a: any, b: any) => boolean> = {
  $eq: (a, b) => a === b,
  $ne: (a, b) => a !== b,
  $gt: (a, b) => Number(a) > Number(b),
  $gte: (a, b) => Number(a) >= Number(b),
  $lt: (a, b) => Number(a) < Number(b),
  $lte: (a, b) => Number(a) <= Number(b),
};

function compare(actual: any, want: any): boolean {
  if (want !== null && typeof want === "object" && !Array.isArray(want)) {
    const ops = Object.keys(want);
    if (ops.some((k) => k.startsWith("$"))) {
      return ops.every((op) => {
        const fn = OPERATORS[op];
        if (fn === undefined) throw new RangeError(`filter operator ${op} is not one of ${Object.keys(OPERATORS)}`);
        if (actual === undefined && op !== "$eq" && op !== "$ne") return false;
        return fn(actual, want[op]);
      });
    }
    return actual !== null && typeof actual === "object" && ops.every((k) => compare(actual[k], want[k]));
  }
  if (Array.isArray(want))
    return Array.isArray(actual) && actual.length === want.length && want.every((w, i) => compare(actual[i], w));
  return actual === want;
}

function namespaceMatches(ns: string[], path: string[], matchType: string): boolean {
  if (ns.length < path.length) return false;
  const labels = matchType === "prefix" ? ns.slice(0, path.length) : ns.slice(ns.length - path.length);
  return path.every((p, i) => p === "*" || p === labels[i]);
}

const toItem = (s: StoredItem): Item => ({
  value: s.value,
  key: s.key,
  namespace: s.namespace,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
});

export class MemorydStore extends BaseStore {
  private readonly userAt: number;
  private readonly agentAt: number | undefined;

  constructor(
    readonly client: MemoryClient,
    private readonly options: MemorydStoreOptions = {},
  ) {
    super();
    this.userAt = options.userAt ?? 0;
    this.agentAt = options.agentAt;
    if (this.userAt === this.agentAt) throw new RangeError("userAt and agentAt must be different labels");
  }

  /** Returns the scope `namespace` names; InvalidNamespaceError when it cannot name a pool. */
  scopeOf(namespace: string[], what = "namespace"): Scope {
    const depth = 1 + Math.max(this.userAt, this.agentAt ?? -1);
    const at = [this.userAt, ...(this.agentAt === undefined ? [] : [this.agentAt])];
    if (namespace.length < depth || at.some((i) => namespace[i] === "*"))
      throw new InvalidNamespaceError(
        `${what} ${JSON.stringify(namespace)} does not name a memoryd pool: it needs the user id at ` +
          `label ${this.userAt}${this.agentAt === undefined ? "" : ` and the agent id at label ${this.agentAt}`}` +
          " (memoryd reads one user's memories at a time)",
      );
    return { userId: namespace[this.userAt], agentId: this.agentAt === undefined ? "" : namespace[this.agentAt] };
  }

  async batch<Op extends Operation[]>(operations: Op): Promise<OperationResults<Op>> {
    const run = new Run(this, this.options);
    const results: unknown[] = [];
    for (const op of operations) {
      if ("value" in op) {
        await run.put(op);
        results.push(null); // as InMemoryStore answers a put
      } else results.push(await run.read(op));
    }
    return results as OperationResults<Op>;
  }
}

/** One batch: each pool's items read at most once, re-read after a write to it. */
class Run {
  private readonly pools = new Map<string, Map<string, StoredItem>>();

  constructor(
    private readonly store: MemorydStore,
    private readonly options: MemorydStoreOptions,
  ) {}

  private get client(): MemoryClient {
    return this.store.client;
  }

  read(op: Operation): Promise<unknown> {
    if ("key" in op) return this.get(op as GetOperation);
    if ("namespacePrefix" in op) return this.search(op as SearchOperation);
    return this.listNamespaces(op as ListNamespacesOperation);
  }

  private async pool(scope: Scope): Promise<Map<string, StoredItem>> {
    const id = JSON.stringify([scope.userId, scope.agentId]);
    let items = this.pools.get(id);
    if (items === undefined) {
      items = new Map();
      let cursor = "";
      do {
        const page = await this.client.list(scope, {
          filter: { statuses: ["active"] },
          pageSize: this.options.listPageSize ?? 1000,
          cursor,
        });
        for (const memory of page.memories) for (const item of itemsOf(memory)) items.set(mark(item.namespace, item.key), item);
        cursor = page.nextCursor;
      } while (cursor);
      this.pools.set(id, items);
    }
    return items;
  }

  private async find(scope: Scope, name: string): Promise<StoredItem | undefined> {
    const cached = this.pools.get(JSON.stringify([scope.userId, scope.agentId]));
    if (cached !== undefined) return cached.get(name);
    const page = await this.client.list(scope, { filter: { statuses: ["active"], tags: [name] } });
    for (const memory of page.memories) {
      const item = itemsOf(memory).find((i) => mark(i.namespace, i.key) === name);
      if (item !== undefined) return item;
    }
    return undefined;
  }

  private async get(op: GetOperation): Promise<Item | null> {
    const found = await this.find(this.store.scopeOf(op.namespace), mark(op.namespace, op.key));
    return found === undefined ? null : toItem(found);
  }

  private async search(op: SearchOperation): Promise<SearchItem[]> {
    const scope = this.store.scopeOf(op.namespacePrefix, "namespacePrefix");
    const prefix = op.namespacePrefix;
    const wanted = (i: StoredItem) =>
      prefix.every((p, n) => i.namespace[n] === p) && (!op.filter || compare(i.value, op.filter));
    let found: SearchItem[];
    if (op.query) {
      const hits = await this.client.recall(scope, op.query, { topK: this.options.searchTopK ?? 100 });
      const seen = new Set<string>();
      found = [];
      for (const hit of hits)
        for (const item of itemsOf(hit.memory)) {
          const name = mark(item.namespace, item.key);
          if (item.indexed && !seen.has(name) && wanted(item)) {
            seen.add(name);
            found.push({ ...toItem(item), score: hit.score });
          }
        }
    } else {
      const items = [...(await this.pool(scope)).values()].filter(wanted);
      items.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
      found = items.map(toItem);
    }
    const offset = op.offset ?? 0;
    return found.slice(offset, offset + (op.limit ?? 10));
  }

  private async listNamespaces(op: ListNamespacesOperation): Promise<string[][]> {
    const conditions = op.matchConditions ?? [];
    const prefix = conditions.find((c) => c.matchType === "prefix");
    if (prefix === undefined)
      throw new InvalidNamespaceError("listNamespaces needs a prefix naming a memoryd pool: memoryd lists one user at a time");
    const scope = this.store.scopeOf(prefix.path, "prefix");
    const unique = new Map<string, string[]>();
    for (const item of (await this.pool(scope)).values()) {
      if (!conditions.every((c) => namespaceMatches(item.namespace, c.path, c.matchType))) continue;
      const ns = op.maxDepth === undefined ? item.namespace : item.namespace.slice(0, op.maxDepth);
      unique.set(JSON.stringify(ns), ns);
    }
    const sorted = [...unique.values()].sort((a, b) => compareLabels(a, b));
    return sorted.slice(op.offset, op.offset + op.limit);
  }

  async put(op: PutOperation): Promise<void> {
    const scope = this.store.scopeOf(op.namespace);
    const name = mark(op.namespace, op.key);
    const existing = await this.find(scope, name);
    this.pools.clear();
    if (op.value === null) {
      if (existing !== undefined) await this.detach(scope, existing);
      return;
    }
    const fields = Array.isArray(op.index) ? op.index : this.options.indexFields;
    const text = itemText(op.value, fields);
    const created = existing?.createdAt ?? new Date();
    const indexed = op.index !== false;
    const record = entry(op.namespace, op.key, op.value, created, indexed);
    if (existing !== undefined && itemsOf(existing.memory).length === 1) {
      const content = text === existing.memory.content ? undefined : text;
      await this.client.update(scope, existing.memory.id, { content, metadata: { [name]: record } });
      return;
    }
    if (existing !== undefined) await this.detach(scope, existing); // shares its memory
    const done = await this.client.remember(scope, text, {
      memoryType: this.options.memoryType ?? "semantic",
      tags: [name],
      metadata: { [name]: record },
    });
    const others = itemsOf(done.memory).filter((i) => mark(i.namespace, i.key) !== name);
    if (done.action === "merged" && others.length === 0) {
      // folded into a memory another writer made: the item must not take it along when deleted
      const foreign = entry(op.namespace, op.key, op.value, created, indexed, false);
      await this.client.update(scope, done.memory.id, { metadata: { [name]: foreign } });
    }
  }

  /** Removes one item: its memory when it carries nothing else, else its tag and entry. */
  private async detach(scope: Scope, item: StoredItem): Promise<void> {
    const name = mark(item.namespace, item.key);
    const memory = item.memory;
    const others = itemsOf(memory).filter((i) => mark(i.namespace, i.key) !== name);
    const foreign = memory.tags.filter((t) => !t.startsWith(MARK_PREFIX));
    if (others.length === 0 && foreign.length === 0 && item.ownsMemory) {
      await this.client.forget(scope, [memory.id], { mode: "delete" });
    } else {
      const tags = memory.tags.filter((t) => t !== name);
      await this.client.update(scope, memory.id, { tags, metadata: { [name]: "" } });
    }
    this.pools.clear();
  }
}

/** Python's sorted() order of label tuples (by code point, shorter first on a tie). */
function compareLabels(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++)
    if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return a.length - b.length;
}
