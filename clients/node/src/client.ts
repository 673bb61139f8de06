// MemoryClient: one method per MemoryService RPC, promises in, typed values out.
import { once } from "node:events";
import * as grpc from "@grpc/grpc-js";

import { makeServiceClient } from "./channel";
import * as cv from "./convert";
import { codeOf, mapError } from "./errors";
import { POOL_HEADER, poolOf } from "./pool";
import {
  backoffMs,
  channelOptions,
  loopPolicy,
  NO_RETRY,
  retryPolicy,
  shouldRetry,
} from "./retry";
import type { RetryPolicy } from "./retry";
import type { MemoryServiceClient } from "./generated/memoryd/v1/MemoryService";
import type { Memory__Output } from "./generated/memoryd/v1/Memory";
import type { ReadTurnsResponse__Output } from "./generated/memoryd/v1/ReadTurnsResponse";
import type { RecallRequest } from "./generated/memoryd/v1/RecallRequest";
import type { RemoveTurnsResponse__Output } from "./generated/memoryd/v1/RemoveTurnsResponse";
import type { UpdateRequest } from "./generated/memoryd/v1/UpdateRequest";
import type * as t from "./types";

export interface ClientOptions {
  /** Ms each call may take, retries included, before DeadlineExceeded; null: no limit. */
  timeoutMs?: number | null;
  /** TLS credentials (grpc.credentials.createSsl()); plaintext when left out. */
  credentials?: grpc.ChannelCredentials;
  /** gRPC channel options, e.g. { "grpc.max_receive_message_length": 64 << 20 }. */
  channelOptions?: grpc.ChannelOptions;
  /** Retries on UNAVAILABLE for calls safe to repeat (see retry.ts); null: never retry. */
  retry?: Partial<RetryPolicy> | null;
  /** Sent as `authorization: Bearer <apiKey>` with every call. */
  apiKey?: string;
}

type Callback<T> = (error: grpc.ServiceError | null, value?: T) => void;
type UnaryMethod = (
  request: unknown,
  metadata: grpc.Metadata,
  options: grpc.CallOptions,
  callback: Callback<unknown>,
) => grpc.ClientUnaryCall;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A client of one memoryd server. Every method takes the scope first: a user id string or a
 * `{ userId, agentId, sessionId }` object. Failed calls reject with a MemorydError subclass;
 * arguments refused before sending reject with a TypeError or RangeError. One instance may be
 * shared by any number of concurrent calls; close() it when done.
 */
export class MemoryClient {
  readonly target: string;
  readonly timeoutMs: number | null;
  private readonly stub: MemoryServiceClient;
  private readonly retry: RetryPolicy;
  private readonly apiKey: string | undefined;

  constructor(target: string, options: ClientOptions = {}) {
    this.target = target;
    this.timeoutMs = options.timeoutMs === undefined ? 10_000 : options.timeoutMs;
    this.retry = options.retry === null ? NO_RETRY : retryPolicy(options.retry ?? {});
    this.apiKey = options.apiKey;
    this.stub = makeServiceClient(
      target,
      options.credentials ?? grpc.credentials.createInsecure(),
      channelOptions(options.channelOptions ?? {}, this.retry), // gRPC's own retries
    );
  }

  /**
   * Returns a client sharing this one's channel whose calls have `timeoutMs` (null: no limit),
   * for a deadline on some calls only: `memory.withTimeout(500).recall(...)`. Closing either
   * closes the shared channel.
   */
  withTimeout(timeoutMs: number | null): MemoryClient {
    const other = Object.create(MemoryClient.prototype) as MemoryClient;
    Object.assign(other, this, { timeoutMs });
    return other;
  }

  /** Closes the channel; calls in flight are cancelled. */
  close(): void {
    this.stub.close();
  }

  private metadata(request?: unknown): grpc.Metadata {
    const metadata = new grpc.Metadata();
    if (this.apiKey) metadata.set("authorization", `Bearer ${this.apiKey}`);
    const pool = request === undefined ? undefined : poolOf(request); // for sharding proxies
    if (pool !== undefined) metadata.set(POOL_HEADER, pool);
    return metadata;
  }

  private async unary<T>(
    name: string,
    request: unknown,
    opts: { retry?: boolean; timeoutMs?: number | null } = {},
  ): Promise<T> {
    const limit = opts.timeoutMs === undefined ? this.timeoutMs : opts.timeoutMs;
    const policy = loopPolicy(this.retry, name, opts.retry);
    const deadline = limit === null ? Infinity : Date.now() + limit;
    const method = (this.stub as unknown as Record<string, UnaryMethod>)[name].bind(this.stub);
    for (let attempt = 1; ; attempt++) {
      try {
        return await new Promise<T>((resolve, reject) => {
          method(request, this.metadata(request), { deadline }, (error, value) =>
            error ? reject(error) : resolve(value as T),
          );
        });
      } catch (error) {
        const wait = backoffMs(policy, attempt);
        if (!shouldRetry(policy, codeOf(error), attempt) || Date.now() + wait >= deadline)
          throw mapError(error, this.target, limit);
        await sleep(wait);
      }
    }
  }

  /** Stores one memory; resolves once it is durably committed, with what the server did. */
  async remember(
    scope: t.ScopeLike,
    content: string,
    opts: t.RememberOptions = {},
  ): Promise<t.RememberResult> {
    const request = cv.rememberRequest(scope, content, opts);
    return cv.rememberResultFromPb(await this.unary("Remember", request));
  }

  /**
   * Resolves to one result per memory the server took from raw dialogue `text` (Remember with
   * extract): statements and entities are kept; questions, hypotheticals and requests are not.
   * A server that predates extraction stores the text as one memory; that result is returned.
   */
  async extractAndRemember(
    scope: t.ScopeLike,
    text: string,
    opts: t.MemoryFields = {},
  ): Promise<t.RememberResult[]> {
    const request = cv.rememberRequest(scope, text, opts, true);
    const response = await this.unary<Parameters<typeof cv.rememberResultFromPb>[0]>(
      "Remember",
      request,
    );
    if (response.memory && response.extracted.length === 0)
      return [cv.rememberResultFromPb(response)];
    return response.extracted.map(cv.rememberResultFromPb);
  }

  /** Stores many memories in one transaction (all or nothing); results in request order. */
  async rememberBatch(items: t.MemoryInput[]): Promise<t.RememberResult[]> {
    const requests = Array.from(items).map((item, i) => {
      try {
        return cv.rememberRequest(item.scope, item.content, item);
      } catch (error) {
        (error as Error).message = `items[${i}]: ${(error as Error).message}`;
        throw error;
      }
    });
    if (requests.length === 0) return [];
    const response = await this.unary<{ results: Parameters<typeof cv.rememberResultFromPb>[0][] }>(
      "RememberBatch",
      { items: requests },
    );
    return response.results.map(cv.rememberResultFromPb);
  }

  private recallRequest(scope: t.ScopeLike, query: string, opts: t.RecallOptions): RecallRequest {
    const topK = opts.topK ?? 10;
    if (!Number.isInteger(topK) || topK < 1)
      throw new RangeError(`topK=${topK} must be an integer >= 1 (the server caps it)`);
    const request: RecallRequest = {
      scope: cv.scopeToPb(scope),
      query,
      topK,
      includeHistory: Boolean(opts.includeHistory),
      autoTrigger: Boolean(opts.autoTrigger),
      routes: cv.toStrings(opts.routes, "routes"),
    };
    if (opts.embedding !== undefined) request.embedding = cv.toFloats(opts.embedding);
    if (opts.asOf !== undefined) request.asOf = cv.toTimestamp(opts.asOf, "asOf");
    if (opts.minScore !== undefined) request.minScore = opts.minScore;
    return request;
  }

  /** Resolves to up to topK hits for `query`, best first (possibly none). */
  async recall(scope: t.ScopeLike, query: string, opts: t.RecallOptions = {}): Promise<t.Hit[]> {
    const response = await this.unary<{ hits: Parameters<typeof cv.hitFromPb>[0][] }>(
      "Recall",
      this.recallRequest(scope, query, opts),
    );
    return response.hits.map(cv.hitFromPb);
  }

  /** Resolves to the hits unless the server finds the query needs no long-term memory. */
  async recallIfNeeded(
    scope: t.ScopeLike,
    query: string,
    opts: Omit<t.RecallOptions, "autoTrigger"> = {},
  ): Promise<t.RecallResult> {
    const response = await this.unary<{
      hits: Parameters<typeof cv.hitFromPb>[0][];
      needsMemory: boolean;
      triggerReason: string;
    }>("Recall", this.recallRequest(scope, query, { ...opts, autoTrigger: true }));
    return {
      hits: response.hits.map(cv.hitFromPb),
      needsMemory: response.needsMemory,
      triggerReason: response.triggerReason,
    };
  }

  /** Resolves to one memory; rejects with NotFound when it is not in the scope's pool. */
  async get(scope: t.ScopeLike, id: string): Promise<t.Memory> {
    return cv.memoryFromPb(await this.unary("Get", { scope: cv.scopeToPb(scope), id }));
  }

  /**
   * Changes a memory: new `content` makes a new version that supersedes it (affectedIds names
   * the old one); other fields change in place; left-out fields keep their value.
   */
  async update(scope: t.ScopeLike, id: string, opts: t.UpdateOptions): Promise<t.UpdateResult> {
    if (opts.expiresAt !== undefined && opts.clearExpiresAt)
      throw new TypeError("pass expiresAt or clearExpiresAt, not both");
    const request: UpdateRequest = {
      scope: cv.scopeToPb(scope),
      id,
      metadata: { ...(opts.metadata ?? {}) },
      clearExpiresAt: Boolean(opts.clearExpiresAt),
    };
    if (opts.content !== undefined) request.content = opts.content;
    if (opts.memoryType !== undefined)
      request.memoryType = cv.MEMORY_TYPES.wire(opts.memoryType) as UpdateRequest["memoryType"];
    if (opts.importance !== undefined) request.importance = opts.importance;
    if (opts.confidence !== undefined) request.confidence = opts.confidence;
    if (opts.tags !== undefined) request.tags = { values: cv.toStrings(opts.tags, "tags") };
    if (opts.expiresAt !== undefined) request.expiresAt = cv.toTimestamp(opts.expiresAt, "expiresAt");
    if (opts.embedding !== undefined) request.embedding = cv.toFloats(opts.embedding);
    const response = await this.unary<{
      memory: Parameters<typeof cv.memoryFromPb>[0];
      affectedIds: string[];
    }>("Update", request, { retry: opts.content === undefined });
    return { memory: cv.memoryFromPb(response.memory), affectedIds: [...response.affectedIds] };
  }

  /**
   * Deletes (default), suppresses or restores memories: the listed ids, plus every memory of
   * the pool written in `session`, plus every one carrying any of `tags`. Resolves to the ids
   * affected. All ids must be in the pool, or nothing changes (NotFound).
   */
  async forget(scope: t.ScopeLike, ids: string[] = [], opts: t.ForgetOptions = {}): Promise<string[]> {
    const mode = opts.mode ?? "delete";
    const request = {
      scope: cv.scopeToPb(scope),
      ids: cv.toStrings(ids, "ids"),
      mode: cv.FORGET_MODES.wire(mode),
      session: opts.session ?? "",
      tags: cv.toStrings(opts.tags, "tags"),
    };
    // A repeated delete after a lost answer would fail NotFound: only the others retry.
    const response = await this.unary<{ affectedIds: string[] }>("Forget", request, {
      retry: mode !== "delete",
    });
    return [...response.affectedIds];
  }

  /** Resolves to the version chain of a memory, oldest version first, with its events. */
  async history(scope: t.ScopeLike, id: string): Promise<t.HistoryEntry[]> {
    const response = await this.unary<{
      entries: { memory: Parameters<typeof cv.memoryFromPb>[0]; events: Parameters<typeof cv.historyEventFromPb>[0][] }[];
    }>("History", { scope: cv.poolToPb(scope), id });
    return response.entries.map((e) => ({
      memory: cv.memoryFromPb(e.memory),
      events: e.events.map(cv.historyEventFromPb),
    }));
  }

  /** Reports which recalled memories were used and ignored; resolves to how many updated. */
  async feedback(
    scope: t.ScopeLike,
    opts: { used?: string[]; ignored?: string[] },
  ): Promise<number> {
    const used = cv.toStrings(opts.used, "used");
    const ignored = cv.toStrings(opts.ignored, "ignored");
    if (used.length === 0 && ignored.length === 0) return 0; // nothing to report: not sent
    const request = { scope: cv.poolToPb(scope), usedIds: used, ignoredIds: ignored };
    return (await this.unary<{ updated: number }>("Feedback", request)).updated;
  }

  /** Resolves to the counts and lifecycle figures of the pool, and the server's model. */
  async stats(scope: t.ScopeLike): Promise<t.Stats> {
    return cv.statsFromPb(await this.unary("Stats", { scope: cv.poolToPb(scope) }));
  }

  /** Adds a turn to the session's buffer (sessionId required); resolves to its size. */
  async appendTurn(
    scope: t.ScopeLike,
    role: t.TurnRole,
    content: string,
    opts: t.AppendTurnOptions = {},
  ): Promise<t.TurnResult> {
    if (!["user", "assistant", "system", "tool"].includes(role))
      throw new RangeError(`role='${role}' is not one of 'user', 'assistant', 'system', 'tool'`);
    const request: Record<string, unknown> = { scope: cv.scopeToPb(scope), role, content };
    if (opts.at !== undefined) request.at = cv.toTimestamp(opts.at, "at");
    if (opts.item !== undefined) request.item = opts.item;
    const r = await this.unary<t.TurnResult>("AppendTurn", request);
    return { turns: r.turns, tokens: r.tokens, summarized: r.summarized };
  }

  /** Resolves to one page of the pool's memories (every status unless filter.statuses). */
  async list(scope: t.ScopeLike, opts: t.ListOptions = {}): Promise<t.MemoryPage> {
    const pageSize = opts.pageSize ?? 0;
    if (!Number.isInteger(pageSize) || pageSize < 0)
      throw new RangeError(`pageSize=${pageSize} must be an integer >= 0 (0: the default)`);
    const request = {
      scope: cv.poolToPb(scope),
      filter: cv.memoryFilterToPb(opts.filter ?? {}),
      pageSize,
      cursor: opts.cursor ?? "",
      orderBy: opts.orderBy ?? "",
      ascending: Boolean(opts.ascending),
    };
    const r = await this.unary<{ memories: Memory__Output[]; nextCursor: string }>("List", request);
    return { memories: r.memories.map(cv.memoryFromPb), nextCursor: r.nextCursor };
  }

  /**
   * Resolves to the session's raw turns, oldest first (only the newest `limit` when given),
   * and the summary of the turns folded out of its buffer. Retried like the other reads.
   */
  async readTurns(scope: t.ScopeLike, opts: { limit?: number } = {}): Promise<t.SessionTurns> {
    const limit = opts.limit ?? 0;
    if (!Number.isInteger(limit) || limit < 0)
      throw new RangeError(`limit=${limit} must be an integer >= 0 (0: every turn)`);
    const r = await this.unary<ReadTurnsResponse__Output>("ReadTurns", {
      scope: cv.scopeToPb(scope),
      limit,
    });
    return {
      turns: r.turns.map(cv.turnFromPb),
      summary: r.summary,
      folded: r.folded,
      totalTurns: r.totalTurns,
      tokens: r.tokens,
    };
  }

  /**
   * Takes the newest `last` raw turns out of the session (1: pop the newest), or with
   * `clear` every turn and the summary; resolves to what it removed. Memories written in the
   * session stay (forget with `session` erases those). Not retried.
   */
  async removeTurns(
    scope: t.ScopeLike,
    opts: { last?: number; clear?: boolean },
  ): Promise<t.RemovedTurns> {
    const last = opts.last ?? 0;
    if (!Number.isInteger(last) || last < 0)
      throw new RangeError(`last=${last} must be an integer >= 0`);
    const r = await this.unary<RemoveTurnsResponse__Output>("RemoveTurns", {
      scope: cv.scopeToPb(scope),
      last,
      clear: Boolean(opts.clear),
    });
    return { removed: r.removed.map(cv.turnFromPb), turns: r.turns };
  }

  /**
   * Resolves to the prompt-ready context for `query`: working memory, long-term memories,
   * the session's summary and recent turns, within tokenBudget. Put `text` near the end of
   * the system prompt.
   */
  async buildContext(
    scope: t.ScopeLike,
    query: string,
    opts: t.BuildContextOptions = {},
  ): Promise<t.Context> {
    const tokenBudget = opts.tokenBudget ?? 0;
    if (!Number.isInteger(tokenBudget) || tokenBudget < 0)
      throw new RangeError(`tokenBudget=${tokenBudget} must be an integer >= 0 (0: default)`);
    const request: Record<string, unknown> = {
      scope: cv.scopeToPb(scope),
      query,
      tokenBudget,
      taskId: opts.taskId ?? "",
      language: opts.language ?? "",
    };
    if (opts.embedding !== undefined) request.embedding = cv.toFloats(opts.embedding);
    if (opts.asOf !== undefined) request.asOf = cv.toTimestamp(opts.asOf, "asOf");
    const r = await this.unary<{
      context: string;
      sections: t.ContextSection[];
      tokens: number;
      tokenBudget: number;
      tokenizer: string;
      language: string;
    }>("BuildContext", request);
    return {
      text: r.context,
      sections: r.sections.map((s) => ({
        name: s.name,
        text: s.text,
        tokens: s.tokens,
        budget: s.budget,
        memoryIds: [...s.memoryIds],
      })),
      tokens: r.tokens,
      tokenBudget: r.tokenBudget,
      tokenizer: r.tokenizer,
      language: r.language,
    };
  }

  private static workingFromPb(r: Record<string, unknown>): t.WorkingState {
    return {
      taskId: r.taskId as string,
      values: cv.fromStruct(r.values as Parameters<typeof cv.fromStruct>[0]),
      jsonSchema: r.jsonSchema as string,
      updatedAt: cv.fromTimestamp(r.updatedAt as Parameters<typeof cv.fromTimestamp>[0]),
      promotedIds: [...(r.promotedIds as string[])],
      ended: r.ended as boolean,
    };
  }

  /** Merges `values` (JSON) into a task's working state; resolves to the state after. */
  async setWorking(
    scope: t.ScopeLike,
    taskId: string,
    values: Record<string, unknown> | null,
    opts: t.SetWorkingOptions = {},
  ): Promise<t.WorkingState> {
    const request: Record<string, unknown> = {
      scope: cv.scopeToPb(scope),
      taskId,
      replace: Boolean(opts.replace),
      jsonSchema: opts.jsonSchema ?? "",
      endTask: Boolean(opts.endTask),
      promoteKeys: cv.toStrings(opts.promoteKeys, "promoteKeys"),
    };
    if (values !== null) request.values = cv.toStruct(values);
    const r = await this.unary<Record<string, unknown>>("SetWorking", request, {
      retry: !opts.endTask, // ending promotes memories: not safe to repeat
    });
    return MemoryClient.workingFromPb(r);
  }

  /** Resolves to a task's working state; rejects with NotFound when it has none. */
  async getWorking(scope: t.ScopeLike, taskId: string): Promise<t.WorkingState> {
    const request = { scope: cv.scopeToPb(scope), taskId };
    return MemoryClient.workingFromPb(await this.unary("GetWorking", request));
  }

  /**
   * Yields every record of the pool (allUsers: of every pool, admin only) with its history
   * and, with includeVectors, its vector as a Float32Array. Retried on UNAVAILABLE only
   * before the first record. Breaking out of the loop cancels the stream.
   */
  async *export(scope: t.ScopeLike, opts: t.ExportOptions = {}): AsyncGenerator<t.ExportRecord> {
    const request = {
      scope: cv.poolToPb(scope),
      allUsers: Boolean(opts.allUsers),
      statuses: cv.toStrings(opts.statuses, "statuses").map((s) => cv.STATUSES.wire(s) as never),
      includeVectors: Boolean(opts.includeVectors),
    };
    const limit = opts.timeoutMs === undefined ? this.timeoutMs : opts.timeoutMs;
    const deadline = limit === null ? Infinity : Date.now() + limit;
    const policy = loopPolicy(this.retry, "Export");
    for (let attempt = 1; ; attempt++) {
      let received = false;
      const call = this.stub.Export(request, this.metadata(request), { deadline });
      try {
        for await (const msg of call) {
          received = true;
          yield cv.exportRecordFromPb(msg);
        }
        return;
      } catch (error) {
        const wait = backoffMs(policy, attempt);
        if (
          received ||
          !shouldRetry(policy, codeOf(error), attempt) ||
          Date.now() + wait >= deadline
        )
          throw mapError(error, this.target, limit);
        await sleep(wait);
      } finally {
        call.cancel(); // a no-op once the stream has ended; stops it when the caller broke out
      }
    }
  }

  /**
   * Restores exported records (all or nothing; admin only); an id already stored is skipped,
   * or replaced with `overwrite`. Records are sent as they come (any iterable or async
   * iterable, e.g. export() of another server). Not retried: the records were consumed.
   */
  async importRecords(
    records: Iterable<t.ExportRecord> | AsyncIterable<t.ExportRecord>,
    opts: { overwrite?: boolean; timeoutMs?: number | null } = {},
  ): Promise<t.ImportResult> {
    const limit = opts.timeoutMs === undefined ? this.timeoutMs : opts.timeoutMs;
    const deadline = limit === null ? Infinity : Date.now() + limit;
    let call: grpc.ClientWritableStream<unknown> | undefined;
    const answer = new Promise<{ imported: number; skipped: number; replaced: number }>(
      (resolve, reject) => {
        call = this.stub.Import(this.metadata(), { deadline }, (error, value) =>
          error ? reject(error) : resolve(value as never),
        ) as grpc.ClientWritableStream<unknown>;
      },
    );
    answer.catch(() => undefined); // observed below; avoids an unhandled rejection meanwhile
    const stream = call as grpc.ClientWritableStream<unknown>;
    try {
      let i = 0;
      for await (const record of records) {
        let message;
        try {
          message = { record: cv.exportRecordToPb(record), overwrite: Boolean(opts.overwrite) };
        } catch (error) {
          stream.cancel();
          (error as Error).message = `records[${i}]: ${(error as Error).message}`;
          throw error;
        }
        // Wait for room, unless the call ends first (a rejected import never drains).
        if (!stream.write(message)) await Promise.race([once(stream, "drain"), answer]);
        i++;
      }
      stream.end();
      const r = await answer;
      return { imported: Number(r.imported), skipped: Number(r.skipped), replaced: Number(r.replaced) };
    } catch (error) {
      if (codeOf(error) === undefined) throw error; // ours (a bad record), not the server's
      throw mapError(error, this.target, limit);
    }
  }

  /** Runs a maintenance pass now (admin only); resolves to items handled per task. */
  async maintain(tasks: string[] = [], opts: { timeoutMs?: number | null } = {}): Promise<t.MaintainResult> {
    const r = await this.unary<{ done: Record<string, number>; seconds: number }>(
      "Maintain",
      { tasks: cv.toStrings(tasks, "tasks") },
      { timeoutMs: opts.timeoutMs },
    );
    return {
      done: Object.fromEntries(Object.entries(r.done).map(([k, n]) => [k, Number(n)])),
      seconds: r.seconds,
    };
  }
}
