// x-memoryd-pool: the pool a call is for, which a sharding proxy hashes (deploy/, docs/scaling.md).
// The value is `<user_id>/<agent_id>`, each percent-encoded from UTF-8 keeping only the RFC 3986
// unreserved characters (A-Z a-z 0-9 - . _ ~): the one spelling the server accepts
// (memoryd.server.pool_key), so every client's calls for a pool hash to the same shard.

export const POOL_HEADER = "x-memoryd-pool";

function encodePart(part: string): string {
  // encodeURIComponent also keeps ! ' ( ) *, which the canonical form escapes.
  return encodeURIComponent(part).replace(
    /[!'()*]/g,
    (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase(),
  );
}

/** Returns the x-memoryd-pool value of the pool (userId, agentId). */
export function poolKey(userId: string, agentId = ""): string {
  return `${encodePart(userId)}/${encodePart(agentId)}`;
}

type Scoped = { scope?: { userId?: string; agentId?: string } };

/** Returns the pool key a request names, or undefined when it names none or several. */
export function poolOf(request: unknown): string | undefined {
  const r = request as Scoped & { items?: Scoped[]; allUsers?: boolean };
  if (Array.isArray(r.items)) {
    const keys = new Set(r.items.map((i) => poolKey(i.scope?.userId ?? "", i.scope?.agentId)));
    return keys.size === 1 ? [...keys][0] : undefined;
  }
  if (r.allUsers || r.scope === undefined) return undefined;
  return poolKey(r.scope.userId ?? "", r.scope.agentId);
}
