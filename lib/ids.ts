import { randomUUID } from "node:crypto";

/**
 * Opaque, prefixed identifiers (`dev_…`, `key_…`, `ctx_…`, `req_…`). Not secrets: built from randomUUID,
 * which draws from a cached entropy pool (randomBytes per id costs ~10 µs on the request path).
 * Hex digits 12 and 16 of a UUID are fixed version/variant bits, so they are skipped.
 */
export function newId(prefix: string, bytes = 12): string {
  let hex = "";
  while (hex.length < bytes * 2) {
    const u = randomUUID().replace(/-/g, "");
    hex += u.slice(0, 12) + u.slice(13, 16) + u.slice(17);
  }
  return `${prefix}_${hex.slice(0, bytes * 2)}`;
}
