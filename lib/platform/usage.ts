import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
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

const FLUSH_EVERY_MS = 500;
const FLUSH_AT = 200;

/**
 * Usage events are buffered so recording never delays a response, written in batches, and flushed
 * on SIGTERM/SIGINT so a shutdown loses none. A failed batch goes back to the buffer for the next try.
 */
class UsageRecorder {
  private buffer: UsageEvent[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;

  record(e: UsageEvent): void {
    this.buffer.push({ ...e, id: e.id ?? newSortableId("evt") });
    if (this.buffer.length >= FLUSH_AT) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, FLUSH_EVERY_MS);
      this.timer.unref?.();
    }
  }

  /** Events not yet durable: buffered, or in a batch being written right now. */
  get pending(): number {
    return this.buffer.length + (this.flushing ? 1 : 0);
  }

  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (!this.buffer.length) return;
    const batch = this.buffer;
    this.buffer = [];
    this.flushing = writeBatch(batch)
      .catch(() => {
        // Database away: keep the events (bounded) and try again later.
        this.buffer = batch.concat(this.buffer).slice(-100_000);
        if (!this.timer) {
          this.timer = setTimeout(() => {
            this.timer = null;
            void this.flush();
          }, 2_000);
          this.timer.unref?.();
        }
      })
      .finally(() => {
        this.flushing = null;
      });
    await this.flushing;
  }
}

const EVENT_COLUMNS = ["id", "account_id", "key_id", "subject", "family", "endpoint", "method", "status", "latency_ms", "model", "livemode", "billable", "day", "at", "request_id", "error_code", "error_message"];

async function writeBatch(batch: UsageEvent[]): Promise<void> {
  const handle = await getDb();
  const { db, t } = handle;
  const rows = batch.map((e) => [e.id ?? newSortableId("evt"), e.accountId, e.keyId, e.subject, e.family, e.endpoint, e.method, e.status, e.latencyMs, e.model, e.livemode, e.billable, utcDay(e.at), e.at, e.requestId ?? null, e.errorCode ?? null, e.errorMessage ?? null]);
  // No explicit transaction: libsql runs one on a second connection, which would contend with request
  // writes on SQLite. Each multi-row insert is atomic on its own, and ids make a retried batch idempotent.
  for (let i = 0; i < rows.length; i += 50) await handle.bulkInsert("usage_events", EVENT_COLUMNS, rows.slice(i, i + 50));
  const lastUse = new Map<string, number>();
  for (const e of batch) if (e.keyId) lastUse.set(e.keyId, Math.max(lastUse.get(e.keyId) ?? 0, e.at));
  for (const [keyId, at] of lastUse) {
    // "Last used" is shown to the minute: one UPDATE per key per minute is enough, not one per batch.
    const written = lastUseWritten.get(keyId);
    if (written !== undefined && at - written < LAST_USED_RESOLUTION_MS) continue;
    await db
      .update(t.apiKeys)
      .set({ lastUsedAt: sql`CASE WHEN ${t.apiKeys.lastUsedAt} IS NULL OR ${t.apiKeys.lastUsedAt} < ${at} THEN ${at} ELSE ${t.apiKeys.lastUsedAt} END` })
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
  return db
    .select()
    .from(t.usageEvents)
    .where(eq(t.usageEvents.accountId, accountId))
    .orderBy(desc(t.usageEvents.at))
    .limit(limit);
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
  const conds = [eq(t.usageEvents.accountId, f.accountId), gte(t.usageEvents.day, since)];
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
