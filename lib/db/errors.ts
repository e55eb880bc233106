/**
 * What database failures mean and how they may be written to a log. No database client is imported here, so the
 * HTTP layer and CLI scripts can use it without opening anything.
 */

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  extendedCode?: unknown;
  query?: unknown;
  params?: unknown;
  severity?: unknown;
  table?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The error and its causes, outermost first (drivers wrap: DrizzleQueryError → LibsqlError / pg DatabaseError). */
function chain(e: unknown): ErrorLike[] {
  const out: ErrorLike[] = [];
  let cur: unknown = e;
  for (let depth = 0; cur && typeof cur === "object" && depth < 5; depth++) {
    out.push(cur as ErrorLike);
    cur = (cur as ErrorLike).cause;
  }
  return out;
}

const str = (v: unknown) => (typeof v === "string" ? v : undefined);

function driverCode(e: ErrorLike): string | undefined {
  const code = str(e.extendedCode) ?? str(e.code);
  if (!code) return undefined;
  // SQLite codes, and PostgreSQL SQLSTATEs (pg errors carry a severity beside them)
  if (/^SQLITE_/.test(code) || (/^[0-9A-Z]{5}$/.test(code) && e.severity !== undefined)) return code;
  return undefined;
}

function isDbError(e: ErrorLike): boolean {
  const name = str(e.name) ?? "";
  return (
    (typeof e.query === "string" && "params" in e) ||
    name === "LibsqlError" ||
    name === "LibsqlBatchError" ||
    name === "DatabaseError" ||
    driverCode(e) !== undefined
  );
}

/**
 * A statement as it may appear in a log: the SQL with its placeholders, string literals blanked, bounded in
 * length. Parameters (password hashes, key hashes, CV text) are never part of it.
 */
export function redactStatement(sql: string): string {
  const s = sql
    .replace(/'(?:[^']|'')*'/g, "'…'")
    .replace(/\s+/g, " ")
    .trim();
  return s.length > 300 ? `${s.slice(0, 300)}…` : s;
}

/**
 * One log line for an error. A database error gives its class, driver code, table/constraint and redacted
 * statement, never its message (Drizzle puts every parameter in it, PostgreSQL some values) nor its parameters.
 * Any other error gives its name, message and (unless `stack: false`) its stack.
 */
export function describeError(e: unknown, opts: { stack?: boolean } = {}): string {
  const links = chain(e);
  if (links.some(isDbError)) {
    const parts = [`database error (${links.map((l) => str(l.name) ?? "Error").join(" ← ")})`];
    const code = links.map(driverCode).find(Boolean);
    if (code) parts.push(`code=${code}`);
    const table = links.map((l) => str(l.table)).find(Boolean);
    if (table) parts.push(`table=${table}`);
    const constraint = links.map((l) => str(l.constraint)).find(Boolean);
    if (constraint) parts.push(`constraint=${constraint}`);
    const query = links.map((l) => str(l.query)).find(Boolean);
    if (query) parts.push(`statement="${redactStatement(query)}"`);
    return parts.join(" ");
  }
  if (e instanceof Error) return (opts.stack !== false && e.stack) || `${e.name}: ${e.message}`;
  return String(e);
}

// ---------------------------------------------------------------- failures that are the service's state, not a bug

const UNAVAILABLE_SQLITE = /^SQLITE_(BUSY|LOCKED|READONLY|FULL|IOERR|CANTOPEN)/;
/**
 * Writes fail on storage: full disk, I/O errors. /health's probe takes the write lock but writes nothing, so it
 * cannot see these; they are remembered instead. (A read-only database the probe does see.)
 */
const STORAGE_SQLITE = /^SQLITE_(FULL|IOERR)/;
// PostgreSQL: 08xxx connection, 53xxx insufficient resources (53100 disk_full), 57P0x shutdown/cannot connect,
// 25006 read_only_sql_transaction (a standby or default_transaction_read_only), 58030 io_error.
const UNAVAILABLE_PG = /^(08[0-9A-Z]{3}|53[0-9A-Z]{3}|57P0[1-5]|25006|58030)$/;
const STORAGE_PG = /^(53100|58030)$/;
const NETWORK = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH"]);
const NETWORK_MESSAGE = /Connection terminated|connect ECONNREFUSED|terminating connection|timeout exceeded when trying to connect/i;

function codesOf(e: unknown): string[] {
  return chain(e).flatMap((l) => [str(l.extendedCode), str(l.code)].filter((c): c is string => Boolean(c)));
}

/** A failure of the database (or the way to it) that retrying later can fix: answered 503, never 500. */
export function isDatabaseUnavailable(e: unknown): boolean {
  if (codesOf(e).some((c) => UNAVAILABLE_SQLITE.test(c) || UNAVAILABLE_PG.test(c) || NETWORK.has(c))) return true;
  return chain(e).some((l) => typeof l.message === "string" && NETWORK_MESSAGE.test(l.message));
}

export function isStorageFailure(e: unknown): boolean {
  return codesOf(e).some((c) => STORAGE_SQLITE.test(c) || STORAGE_PG.test(c));
}

const storage = globalThis as unknown as { __csStorageFailedAt?: number };

/** Remembered so /health reports a full disk that a read-only probe would not notice. */
export function noteStorageFailure(at = Date.now()): void {
  storage.__csStorageFailedAt = at;
}

/** Milliseconds since the last storage failure, or null if none happened in this process. */
export function lastStorageFailureAgo(at = Date.now()): number | null {
  return storage.__csStorageFailedAt === undefined ? null : at - storage.__csStorageFailedAt;
}

export function clearStorageFailureForTests(): void {
  storage.__csStorageFailedAt = undefined;
}
