// Retries on UNAVAILABLE with exponential backoff, for the calls that are safe to repeat.
//
// UNAVAILABLE means the call got no answer: usually the connection could not be made, but it
// is also what a call gets when the connection drops after the server received it. So only
// calls whose repetition changes nothing observable are retried (the same rules as the Python
// client, memoryd.client._retry):
// - reads: get, history, stats, getWorking, recall, buildContext, and export before its
//   first record (an extra access counted by recall is harmless); maintain;
// - forget with mode "suppress" or "restore"; update without new content; setWorking that
//   does not end the task.
// Never: remember, rememberBatch, extractAndRemember, appendTurn, feedback, forget "delete",
// update with content, setWorking with endTask, importRecords.
// The client's timeoutMs is the deadline of the whole call, retries and backoff included.
//
// Who retries: the gRPC channel where it can. A retryPolicy in the channel's service config
// (grpc-js, like grpcio) retries the always-safe RPCs (IDEMPOTENT_RPCS): it counts the deadline
// across tries and never repeats a call once the server started answering (an export cut off
// after its first record is not repeated). The hand-written loop below stays only for what a
// service config cannot say: retries that depend on the request (forget suppress/restore,
// update without content, setWorking without endTask), and policies of more than 5 attempts
// (gRPC's cap), which the loop runs for every call. The channel draws each wait uniformly from
// [0, backoff] (jitter applies to the loop only), waits at least 10 ms, and a call whose
// deadline ends during a wait fails with DEADLINE_EXCEEDED. A "grpc.service_config" in the
// caller's channelOptions replaces this one.
import { status } from "@grpc/grpc-js";
import type { ChannelOptions } from "@grpc/grpc-js";

export interface RetryPolicy {
  /** Tries in all, the first included (1 turns retries off). Default 4. */
  maxAttempts: number;
  /** Wait before the first retry, in ms. Default 100. */
  initialBackoffMs: number;
  /** Longest wait, in ms. Default 2000. */
  maxBackoffMs: number;
  /** Growth of the wait per retry. Default 2. */
  multiplier: number;
  /** Each wait is scaled by a random factor in [1 - jitter, 1 + jitter]. Default 0.2. */
  jitter: number;
}

export const DEFAULT_RETRY: RetryPolicy = Object.freeze({
  maxAttempts: 4,
  initialBackoffMs: 100,
  maxBackoffMs: 2000,
  multiplier: 2,
  jitter: 0.2,
});

export const NO_RETRY: RetryPolicy = Object.freeze({ ...DEFAULT_RETRY, maxAttempts: 1 });

/** RPCs that are always safe to repeat (the conditional ones are decided per call). */
export const IDEMPOTENT_RPCS: ReadonlySet<string> = new Set([
  "Get",
  "History",
  "Stats",
  "GetWorking",
  "Recall",
  "BuildContext",
  "Maintain",
  "Export",
  "ReadTurns",
  "List",
]);

/** Returns a complete policy from a partial one; throws RangeError for impossible values. */
export function retryPolicy(partial: Partial<RetryPolicy> = {}): RetryPolicy {
  const policy = { ...DEFAULT_RETRY, ...partial };
  if (!Number.isInteger(policy.maxAttempts) || policy.maxAttempts < 1)
    throw new RangeError(`maxAttempts=${policy.maxAttempts} must be an integer >= 1`);
  if (policy.initialBackoffMs < 0 || policy.maxBackoffMs < 0)
    throw new RangeError("initialBackoffMs and maxBackoffMs must be >= 0 ms");
  if (policy.multiplier < 1)
    throw new RangeError(`multiplier=${policy.multiplier} must be >= 1 (the wait never shrinks)`);
  if (!(policy.jitter >= 0 && policy.jitter < 1))
    throw new RangeError(`jitter=${policy.jitter} must be in [0, 1)`);
  return Object.freeze(policy);
}

/** Returns the ms to wait before retry number `retry` (1 for the first retry). */
export function backoffMs(policy: RetryPolicy, retry: number, random = Math.random): number {
  const base = Math.min(
    policy.initialBackoffMs * policy.multiplier ** (retry - 1),
    policy.maxBackoffMs,
  );
  return base * (1 - policy.jitter + 2 * policy.jitter * random());
}

/** Returns whether a call that failed with `code` on try `attempt` (1-based) is tried again. */
export function shouldRetry(
  policy: RetryPolicy,
  code: status | undefined,
  attempt: number,
): boolean {
  return code === status.UNAVAILABLE && attempt < policy.maxAttempts;
}

const SERVICE = "memoryd.v1.MemoryService";
/** gRPC clamps a retryPolicy's maxAttempts to this. */
export const GRPC_MAX_ATTEMPTS = 5;
/** The least backoff given to the channel, in ms (as in the Python client). */
export const MIN_CHANNEL_BACKOFF_MS = 10;

/** Returns whether the channel's service config can carry `policy` (2..5 attempts). */
export function channelRetries(policy: RetryPolicy): boolean {
  return policy.maxAttempts > 1 && policy.maxAttempts <= GRPC_MAX_ATTEMPTS;
}

const duration = (ms: number) => `${(Math.max(ms, MIN_CHANNEL_BACKOFF_MS) / 1000).toFixed(6)}s`;

/** Returns the service config (JSON) that retries IDEMPOTENT_RPCS under `policy`. */
export function serviceConfig(policy: RetryPolicy): string {
  const names = [...IDEMPOTENT_RPCS].sort().map((method) => ({ service: SERVICE, method }));
  const retryPolicy = {
    maxAttempts: policy.maxAttempts,
    initialBackoff: duration(policy.initialBackoffMs),
    maxBackoff: duration(Math.max(policy.maxBackoffMs, policy.initialBackoffMs)),
    backoffMultiplier: policy.multiplier,
    retryableStatusCodes: ["UNAVAILABLE"],
  };
  return JSON.stringify({ methodConfig: [{ name: names, retryPolicy }] });
}

/** Returns the caller's channel options plus the service config that retries under `policy`. */
export function channelOptions(options: ChannelOptions, policy: RetryPolicy): ChannelOptions {
  if (!channelRetries(policy) || "grpc.service_config" in options) return options;
  return { ...options, "grpc.service_config": serviceConfig(policy), "grpc.enable_retries": 1 };
}

/**
 * Returns the policy the client's own loop applies to a call of `name`: `policy` when the
 * call's `retry` says so, or (no `retry`) when `name` is always safe to repeat and the
 * channel does not retry it already; else one try.
 */
export function loopPolicy(policy: RetryPolicy, name: string, retry?: boolean): RetryPolicy {
  const loop = retry ?? (IDEMPOTENT_RPCS.has(name) && !channelRetries(policy));
  return loop ? policy : NO_RETRY;
}
