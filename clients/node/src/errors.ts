// The errors a memoryd call rejects with, mapped from gRPC status codes in one place.
//
//   MemorydError            .code (grpc status number), .details (the server's message)
//   ├── InvalidArgument     INVALID_ARGUMENT, OUT_OF_RANGE: fix the request, do not retry
//   ├── NotFound            NOT_FOUND: the id is not in the caller's scope
//   ├── PermissionDenied    PERMISSION_DENIED
//   ├── Unauthenticated     UNAUTHENTICATED
//   ├── ResourceExhausted   RESOURCE_EXHAUSTED: overloaded; retry with backoff
//   ├── Unavailable         UNAVAILABLE: cannot connect; retry with backoff
//   ├── DeadlineExceeded    DEADLINE_EXCEEDED: raise timeoutMs, or null for no limit
//   └── ServerError         any other code (INTERNAL, FAILED_PRECONDITION, UNIMPLEMENTED...)
//
// Arguments refused before sending (an unknown enum name, a bad embedding) reject with a TypeError
// or RangeError instead: they are bugs in the calling code, not answers from the server.
import { status } from "@grpc/grpc-js";

export class MemorydError extends Error {
  /** The gRPC status code (`status.NOT_FOUND`...). */
  readonly code: status;
  /** The server's message; for INVALID_ARGUMENT it names the field and what is allowed. */
  readonly details: string;

  constructor(details: string, code: status, hint = "", options?: { cause?: unknown }) {
    super(hint ? `${details} (${hint})` : details, options);
    this.name = new.target.name;
    this.code = code;
    this.details = details;
  }
}

export class InvalidArgument extends MemorydError {}
export class NotFound extends MemorydError {}
export class PermissionDenied extends MemorydError {}
export class Unauthenticated extends MemorydError {}
export class ResourceExhausted extends MemorydError {}
export class Unavailable extends MemorydError {}
export class DeadlineExceeded extends MemorydError {}
export class ServerError extends MemorydError {}

const BY_CODE: Partial<Record<status, typeof MemorydError>> = {
  [status.INVALID_ARGUMENT]: InvalidArgument,
  [status.OUT_OF_RANGE]: InvalidArgument,
  [status.NOT_FOUND]: NotFound,
  [status.PERMISSION_DENIED]: PermissionDenied,
  [status.UNAUTHENTICATED]: Unauthenticated,
  [status.RESOURCE_EXHAUSTED]: ResourceExhausted,
  [status.UNAVAILABLE]: Unavailable,
  [status.DEADLINE_EXCEEDED]: DeadlineExceeded,
};

/** Returns the status code of a failed call, or undefined when it carries none. */
export function codeOf(error: unknown): status | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "number" ? (code as status) : undefined;
}

/** Returns the MemorydError for a failed grpc-js call (the original is its `cause`). */
export function mapError(error: unknown, target: string, timeoutMs: number | null): MemorydError {
  const code = codeOf(error) ?? status.UNKNOWN;
  const details =
    (error as { details?: unknown } | null)?.details ?? (error as Error | null)?.message;
  const text = typeof details === "string" && details ? details : String(error);
  const cls = BY_CODE[code] ?? ServerError;
  let hint = "";
  if (cls === Unavailable) hint = `is memoryd serving at '${target}'? retry with backoff`;
  else if (cls === DeadlineExceeded)
    hint = `the client's timeout is ${timeoutMs} ms; pass a larger timeoutMs or null for no limit`;
  else if (cls === ResourceExhausted)
    hint = "the server is overloaded or the message too large; retry with backoff";
  return new cls(text, code, hint, { cause: error });
}
