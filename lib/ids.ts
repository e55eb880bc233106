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

let lastMs = 0;
let seq = 0;
const processTag = newId("p", 3).slice(2);

/**
 * Time-ordered ids for append-only logs: new rows land at the end of the primary-key B-tree instead of at
 * random places, which makes batched inserts several times cheaper. Unique per process by a sequence and
 * across processes by a random tag.
 */
export function newSortableId(prefix: string): string {
  const ms = Date.now();
  seq = ms === lastMs ? seq + 1 : 0;
  lastMs = ms;
  return `${prefix}_${ms.toString(36).padStart(9, "0")}${seq.toString(36).padStart(3, "0")}${processTag}`;
}
