// @memoryd/client: the TypeScript client of memoryd, a gRPC memory server for AI agents.
export { MemoryClient } from "./client";
export type { ClientOptions } from "./client";
export {
  MemorydError,
  InvalidArgument,
  NotFound,
  PermissionDenied,
  Unauthenticated,
  ResourceExhausted,
  Unavailable,
  DeadlineExceeded,
  ServerError,
} from "./errors";
export {
  DEFAULT_RETRY,
  IDEMPOTENT_RPCS,
  backoffMs,
  channelOptions,
  retryPolicy,
  serviceConfig,
  shouldRetry,
} from "./retry";
export type { RetryPolicy } from "./retry";
export { f32, fromStruct, toStruct } from "./convert";
export type * from "./types";
