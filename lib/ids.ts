import { randomFillSync } from "node:crypto";

/**
 * Opaque, prefixed identifiers (`dev_…`, `key_…`, `ctx_…`, `req_…`). Not secrets (keys are made with their own
 * randomBytes call): hex from a pool of random bytes refilled 4 KiB at a time, since a crypto call per id costs
 * more than the rest of the id (one is made for every request).
 */
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let poolAt = POOL_BYTES;

export function newId(prefix: string, bytes = 12): string {
  if (bytes > POOL_BYTES) throw new RangeError("newId: too many bytes");
  if (poolAt + bytes > POOL_BYTES) {
    randomFillSync(pool);
    poolAt = 0;
  }
  const hex = pool.toString("hex", poolAt, poolAt + bytes);
  poolAt += bytes;
  return `${prefix}_${hex}`;
}

let lastMs = 0;
let msPart = "";
let seq = 0;
const processTag = newId("p", 3).slice(2);

/**
 * Time-ordered ids for append-only logs: new rows land at the end of the primary-key B-tree instead of at
 * random places, which makes batched inserts several times cheaper. Unique per process by a sequence and
 * across processes by a random tag. (One is made per request: the millisecond part is formatted once per ms.)
 */
export function newSortableId(prefix: string): string {
  const ms = Date.now();
  if (ms === lastMs) seq++;
  else {
    lastMs = ms;
    msPart = ms.toString(36).padStart(9, "0");
    seq = 0;
  }
  return `${prefix}_${msPart}${seq < 36 ? `00${seq.toString(36)}` : seq.toString(36).padStart(3, "0")}${processTag}`;
}
