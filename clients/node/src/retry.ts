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
import { status } from "@grpc/grpc-js";

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
