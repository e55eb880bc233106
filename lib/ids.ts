import { randomBytes } from "node:crypto";

/** Opaque, prefixed identifiers (`dev_…`, `key_…`, `ctx_…`, `req_…`). */
export function newId(prefix: string, bytes = 12): string {
  return `${prefix}_${randomBytes(bytes).toString("hex")}`;
}
