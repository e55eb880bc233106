import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { getConfig } from "@/lib/config";
import { getDb, isPostgresUrl } from "@/lib/db";
import { describeError, isStorageFailure, noteStorageFailure } from "@/lib/db/errors";
import { ApiError } from "@/lib/errors";
import { newSortableId } from "@/lib/ids";
import { now as clockNow, utcDay } from "./clock";

export interface UsageEvent {
  /** assigned when recorded, so a batch retried after a failure cannot be written twice */
  id?: string;
  accountId: string | null;
  keyId: string | null;
  /** what the quota is counted against: `key:<id>` or `ip:<address>` */
  subject: string;
  family: string;
  endpoint: string;
  method: string;
  status: number;
  latencyMs: number;
  model: string | null;
  livemode: boolean;
  /** spent daily quota */
  billable: boolean;
  at: number;
  /** the X-Request-Id the caller got, and the error of a failed request: the portal's request log shows them */
  requestId?: string | null;
  errorCode?: string | null;
  errorMessage?: string | null;
}

/**
 * A batch is written this long after its first event at the latest... On SQLite the write runs on the request thread
 * and each commit costs about as much as a hundred rows (it rewrites every index page the batch touched), so batches
 * are gathered for longer: measured on the usage log, 50-row batches cost twice as much per row as 1,000-row ones.
 */
export const FLUSH_EVERY_MS = { sqlite: 200, pg: 50 } as const;
/** ...or as soon as this many events are waiting. */
const FLUSH_AT = 1_000;
/** Rows per transaction: bounds how long one write holds the event loop (SQLite writes synchronously). */
const MAX_BATCH = 2_000;
/**
 * Events waiting to be written beyond which new requests wait for the log to catch up (back-pressure), and are
 * refused with 503 if it does not within ROOM_WAIT_MS. Memory stays bounded by this plus the requests in flight.
 */
export const USAGE_HIGH_WATER = 20_000;
const ROOM_WAIT_MS = 5_000;
const RETRY_AFTER_FAILURE_MS = 2_000;

/**
 * Usage events are recorded off the request path: buffered in memory and written in batches, one transaction per
 * batch on the connection every other query uses (on SQLite a second writer would contend for the lock), within
 * FLUSH_EVERY_MS (200 ms on SQLite, 50 ms on PostgreSQL). Flushed on SIGTERM/SIGINT/exit so a shutdown loses none.
 * A failed batch goes back to the front of the buffer for the next try; nothing is ever dropped, so when the database
 * cannot keep up, requests wait.
 */
export class UsageRecorder {
  private buffer: UsageEvent[] = [];
  private timer: NodeJS.Timeout | null = null;
  private timerAt = 0;
  /** no write is tried before this time after a failed one */
  private retryAt = 0;
  private flushing: Promise<boolean> | null = null;
  private lastWarned = 0;
  private roomWaiters: (() => void)[] = [];

  constructor(
    private readonly write: (batch: UsageEvent[]) => Promise<void> = writeBatch,
    private readonly everyMs: number = isPostgresUrl(getConfig().DATABASE_URL) ? FLUSH_EVERY_MS.pg : FLUSH_EVERY_MS.sqlite,
  ) {}

  record(e: UsageEvent): void {
    e.id ??= newSortableId("evt");
    this.buffer.push(e);
    // Never written from inside the caller's turn: the response it is about to send goes out first.
    if (this.buffer.length >= FLUSH_AT) this.schedule(0);
    else this.schedule(this.everyMs);
  }

  /** Events not yet durable: buffered, or in a batch being written right now. */
  get pending(): number {
    return this.buffer.length + (this.flushing ? 1 : 0);
  }

  /**
   * Back-pressure for the request path: null when there is room (the common case costs no await), else a promise
   * that settles once the backlog is below USAGE_HIGH_WATER, or rejects with 503 after ROOM_WAIT_MS.
   */
  waitForRoom(): Promise<void> | null {
    if (this.buffer.length < USAGE_HIGH_WATER) return null;
    this.schedule(0);
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.roomWaiters = this.roomWaiters.filter((w) => w !== done);
        reject(new ApiError("service_unavailable", "The usage log is not keeping up. Retry in a few seconds.", { retryAfter: 2 }));
      }, ROOM_WAIT_MS);
      timer.unref?.();
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      this.roomWaiters.push(done);
    });
  }

  /** Resolves once every event recorded before the call is written, or kept for a retry if the database failed. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    while (this.buffer.length) {
      const batch = this.buffer.length <= MAX_BATCH ? this.buffer : this.buffer.slice(0, MAX_BATCH);
      this.buffer = batch === this.buffer ? [] : this.buffer.slice(MAX_BATCH);
      const run = this.write(batch).then(
        () => true,
        (e: unknown) => {
          // Database away: keep the events and try again later. Said once a minute at most, without the
          // statement's parameters (describeError).
          if (isStorageFailure(e)) noteStorageFailure();
          if (Date.now() - this.lastWarned > 60_000) {
            this.lastWarned = Date.now();
            console.warn(`[usage] writing ${batch.length} usage event(s) failed, kept for retry: ${describeError(e)}`);
          }
          this.buffer = batch.concat(this.buffer);
          this.retryAt = Date.now() + RETRY_AFTER_FAILURE_MS;
          this.schedule(RETRY_AFTER_FAILURE_MS);
          return false;
        },
      );
      this.flushing = run;
      const written = await run;
      this.flushing = null;
      this.wakeRoomWaiters();
      if (!written) return;
    }
  }

  /** Makes sure a flush runs within `ms` (never before the back-off after a failure ends). */
  private schedule(ms: number): void {
    const t = Date.now();
    const due = Math.max(t + ms, this.retryAt);
    if (this.timer) {
      if (this.timerAt <= due) return;
      clearTimeout(this.timer); // e.g. a full batch goes now rather than at the end of the period
    }
    this.timerAt = due;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, due - t);
    this.timer.unref?.();
  }

  private wakeRoomWaiters(): void {
    if (this.buffer.length >= USAGE_HIGH_WATER || !this.roomWaiters.length) return;
    const waiters = this.roomWaiters;
    this.roomWaiters = [];
    for (const w of waiters) w();
  }
}

const EVENT_COLUMNS = [
  "id",
  "account_id",
  "key_id",
  "subject",
  "family",
  "endpoint",
  "method",
  "status",
  "latency_ms",
  "model",
  "livemode",
  "billable",
  "day",
  "at",
  "request_id",
  "error_code",
  "error_message",
];

async function writeBatch(batch: UsageEvent[]): Promise<void> {
  const handle = await getDb();
  const { db, t } = handle;
  const rows = batch.map((e) => [
    e.id ?? newSortableId("evt"),
    e.accountId,
    e.keyId,
    e.subject,
    e.family,
    e.endpoint,
    e.method,
    e.status,
    e.latencyMs,
    e.model,
    e.livemode,
    e.billable,
    utcDay(e.at),
    e.at,
    e.requestId ?? null,
    e.errorCode ?? null,
    e.errorMessage ?? null,
  ]);
  // One transaction for the whole batch; ids make a batch retried after a failure idempotent.
  await handle.bulkInsert("usage_events", EVENT_COLUMNS, rows);
  const lastUse = new Map<string, number>();
  for (const e of batch) if (e.keyId) lastUse.set(e.keyId, Math.max(lastUse.get(e.keyId) ?? 0, e.at));
  for (const [keyId, at] of lastUse) {
    // "Last used" is shown to the minute: one UPDATE per key per minute is enough, not one per batch.
    const written = lastUseWritten.get(keyId);
    if (written !== undefined && at - written < LAST_USED_RESOLUTION_MS) continue;
    await db
      .update(t.apiKeys)
      .set({
        lastUsedAt: sql`CASE WHEN ${t.apiKeys.lastUsedAt} IS NULL OR ${t.apiKeys.lastUsedAt} < ${at} THEN ${at} ELSE ${t.apiKeys.lastUsedAt} END`,
      })
      .where(eq(t.apiKeys.id, keyId));
    lastUseWritten.set(keyId, at);
  }
}

const LAST_USED_RESOLUTION_MS = 60_000;
const lastUseWritten = new Map<string, number>();

const g = globalThis as unknown as { __csUsage?: UsageRecorder; __csUsageHooks?: boolean };

/**
 * Shutdown without loss: `next start` answers SIGTERM by closing the server (in-flight requests finish)
 * and then calling process.exit(). We let that order stand and only put the final flush in front of the
 * exit, bounded so a dead database cannot hold the process forever.
 */
function installShutdownHooks(recorder: UsageRecorder): void {
  const originalExit = process.exit.bind(process);
  let exiting = false;
  process.exit = ((code?: number) => {
    if (exiting || recorder.pending === 0) return originalExit(code);
    exiting = true;
    const deadline = new Promise((r) => setTimeout(r, 5_000).unref?.());
    void Promise.race([recorder.flush(), deadline]).finally(() => originalExit(code));
    return undefined as never;
  }) as typeof process.exit;
  const onSignal = (signal: NodeJS.Signals) => {
    // Alone (no server installed its own handler): flush and exit ourselves.
    if (process.listenerCount(signal) === 0) void recorder.flush().finally(() => originalExit(0));
    else void recorder.flush();
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
  process.once("beforeExit", () => void recorder.flush());
}

export function getUsageRecorder(): UsageRecorder {
  if (!g.__csUsage) g.__csUsage = new UsageRecorder();
  if (!g.__csUsageHooks && typeof process !== "undefined" && !process.env.VITEST) {
    g.__csUsageHooks = true;
    installShutdownHooks(g.__csUsage);
  }
  return g.__csUsage;
}

export function recordUsage(e: UsageEvent): void {
  getUsageRecorder().record(e);
}

export function flushUsage(): Promise<void> {
  return getUsageRecorder().flush();
}

/** See UsageRecorder.waitForRoom: null when the usage log has room (no await needed). */
export function waitForUsageRoom(): Promise<void> | null {
  return getUsageRecorder().waitForRoom();
}

/** Daily quota spent by a subject on a UTC day, from the durable log. */
export async function countEventsForDay(subject: string, day: string): Promise<number> {
  await flushUsage();
  const { db, t } = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(t.usageEvents)
    .where(and(eq(t.usageEvents.subject, subject), eq(t.usageEvents.day, day), eq(t.usageEvents.billable, true)));
  return Number(row?.n ?? 0);
}

export async function recentCalls(accountId: string, limit = 10) {
  await flushUsage();
  const { db, t } = await getDb();
  return db.select().from(t.usageEvents).where(eq(t.usageEvents.accountId, accountId)).orderBy(desc(t.usageEvents.at)).limit(limit);
}

export interface UsageFilter {
  accountId: string;
  keyIds?: string[];
  families?: string[];
  days: number;
}

/** Per-day and per-endpoint aggregates for dashboards and GET /transformer/v1/usage. */
export async function usageSummary(f: UsageFilter) {
  await flushUsage();
  const { db, t } = await getDb();
  const ts = clockNow();
  const since = utcDay(ts - (f.days - 1) * 86_400_000);
  // `at` bounds the same period as `day` (day is at's UTC day): with it the (account_id, at) index narrows the scan to
  // the period, as every usage query does; there is no index on key_id (one less to write per event).
  const conds = [
    eq(t.usageEvents.accountId, f.accountId),
    gte(t.usageEvents.at, Date.parse(`${since}T00:00:00Z`)),
    gte(t.usageEvents.day, since),
  ];
  if (f.keyIds?.length) conds.push(inArray(t.usageEvents.keyId, f.keyIds));
  if (f.families?.length) conds.push(inArray(t.usageEvents.family, f.families));
  const rows = await db
    .select({
      day: t.usageEvents.day,
      endpoint: t.usageEvents.endpoint,
      requests: sql<number>`count(*)`,
      errors: sql<number>`sum(case when ${t.usageEvents.status} >= 400 then 1 else 0 end)`,
      billable: sql<number>`sum(case when ${t.usageEvents.billable} then 1 else 0 end)`,
      latency: sql<number>`avg(${t.usageEvents.latencyMs})`,
    })
    .from(t.usageEvents)
    .where(and(...conds))
    .groupBy(t.usageEvents.day, t.usageEvents.endpoint);
  const today = utcDay(ts);
  const history: { date: string; requests: number; errors: number }[] = [];
  for (let i = f.days - 1; i >= 0; i--) {
    const date = utcDay(ts - i * 86_400_000);
    const dayRows = rows.filter((r) => r.day === date);
    history.push({
      date,
      requests: dayRows.reduce((s, r) => s + Number(r.requests), 0),
      errors: dayRows.reduce((s, r) => s + Number(r.errors), 0),
    });
  }
  const byEndpoint = rows
    .filter((r) => r.day === today)
    .map((r) => ({
      endpoint: r.endpoint,
      requests: Number(r.requests),
      errors: Number(r.errors),
      avgLatencyMs: Math.round(Number(r.latency ?? 0)),
    }))
    .sort((a, b) => b.requests - a.requests);
  return { today, history, byEndpoint, todayBillable: rows.filter((r) => r.day === today).reduce((s, r) => s + Number(r.billable), 0) };
}
