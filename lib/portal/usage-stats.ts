import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { utcDay } from "@/lib/platform/clock";
import { flushUsage } from "@/lib/platform/usage";

/** Which events a usage view counts: the account's, optionally one key's or one family's, over `days`. */
export interface StatsFilter {
  accountId: string;
  keyIds?: string[];
  families?: string[];
  endpoint?: string;
  days: number;
  now: number;
}

/** Latency percentiles come from at most this many of the newest events of the period. */
export const LATENCY_SAMPLE = 10_000;

type Db = Awaited<ReturnType<typeof getDb>>;

function conditions(t: Db["t"], f: StatsFilter, since: number): SQL[] {
  const conds = [eq(t.usageEvents.accountId, f.accountId), gte(t.usageEvents.at, since)];
  if (f.keyIds?.length) conds.push(inArray(t.usageEvents.keyId, f.keyIds));
  if (f.families?.length) conds.push(inArray(t.usageEvents.family, f.families));
  if (f.endpoint) conds.push(eq(t.usageEvents.endpoint, f.endpoint));
  return conds;
}

/** The p-th percentile (0..100) of sorted numbers, nearest-rank; null for none. */
export function percentile(sorted: number[], p: number): number | null {
  if (!sorted.length) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function periodStart(now: number, days: number): number {
  const today = Date.parse(`${utcDay(now)}T00:00:00Z`);
  return today - (days - 1) * 86_400_000;
}

/**
 * Counts per key × route × UTC day with the 4xx/5xx split, exact (grouped in SQL); latency percentiles per
 * route and the hourly profile of today from the newest LATENCY_SAMPLE events (both bounded in cost).
 */
export async function usageStats(f: StatsFilter) {
  await flushUsage();
  const { db, t } = await getDb();
  const since = periodStart(f.now, f.days);
  const conds = conditions(t, f, since);
  const e = t.usageEvents;
  const grouped = await db
    .select({
      keyId: e.keyId,
      endpoint: e.endpoint,
      day: e.day,
      requests: sql<number>`count(*)`,
      clientErrors: sql<number>`sum(case when ${e.status} >= 400 and ${e.status} < 500 then 1 else 0 end)`,
      serverErrors: sql<number>`sum(case when ${e.status} >= 500 then 1 else 0 end)`,
      billable: sql<number>`sum(case when ${e.billable} then 1 else 0 end)`,
    })
    .from(e)
    .where(and(...conds))
    .groupBy(e.keyId, e.endpoint, e.day);
  const rows = grouped.map((r) => ({
    keyId: r.keyId,
    endpoint: r.endpoint,
    date: r.day,
    requests: Number(r.requests),
    clientErrors: Number(r.clientErrors ?? 0),
    serverErrors: Number(r.serverErrors ?? 0),
    billable: Number(r.billable ?? 0),
  }));

  const sample = await db
    .select({ endpoint: e.endpoint, latencyMs: e.latencyMs, status: e.status, at: e.at })
    .from(e)
    .where(and(...conds))
    .orderBy(desc(e.at))
    .limit(LATENCY_SAMPLE);
  const latencies = new Map<string, number[]>();
  for (const s of sample) {
    if (!latencies.has(s.endpoint)) latencies.set(s.endpoint, []);
    latencies.get(s.endpoint)!.push(s.latencyMs);
  }
  const today = utcDay(f.now);
  const todayStart = Date.parse(`${today}T00:00:00Z`);
  const hourly = Array.from({ length: 24 }, (_, hour) => ({ hour, requests: 0, clientErrors: 0, serverErrors: 0 }));
  for (const s of sample) {
    if (s.at < todayStart) continue;
    const h = hourly[Math.min(23, Math.floor((s.at - todayStart) / 3_600_000))];
    h.requests++;
    if (s.status >= 500) h.serverErrors++;
    else if (s.status >= 400) h.clientErrors++;
  }

  const byEndpoint = [...new Set(rows.map((r) => r.endpoint))].map((endpoint) => {
    const mine = rows.filter((r) => r.endpoint === endpoint);
    const lat = (latencies.get(endpoint) ?? []).sort((a, b) => a - b);
    return {
      endpoint,
      requests: mine.reduce((n, r) => n + r.requests, 0),
      clientErrors: mine.reduce((n, r) => n + r.clientErrors, 0),
      serverErrors: mine.reduce((n, r) => n + r.serverErrors, 0),
      p50LatencyMs: percentile(lat, 50),
      p95LatencyMs: percentile(lat, 95),
    };
  });
  byEndpoint.sort((a, b) => b.requests - a.requests);

  const history: { date: string; requests: number; clientErrors: number; serverErrors: number }[] = [];
  for (let i = f.days - 1; i >= 0; i--) {
    const date = utcDay(f.now - i * 86_400_000);
    const day = rows.filter((r) => r.date === date);
    history.push({ date, requests: sum(day, "requests"), clientErrors: sum(day, "clientErrors"), serverErrors: sum(day, "serverErrors") });
  }
  const todayRows = rows.filter((r) => r.date === today);
  return {
    today: {
      date: today,
      requests: sum(todayRows, "requests"),
      billable: sum(todayRows, "billable"),
      clientErrors: sum(todayRows, "clientErrors"),
      serverErrors: sum(todayRows, "serverErrors"),
    },
    breakdown: rows.sort((a, b) => (a.date === b.date ? b.requests - a.requests : a.date < b.date ? 1 : -1)),
    byEndpoint,
    history,
    hourly,
    sampled: sample.length,
  };
}

function sum<K extends string>(rows: Record<K, number>[], k: K): number {
  return rows.reduce((n, r) => n + r[k], 0);
}

export type StatusFilter = "all" | "ok" | "error" | "4xx" | "5xx";

/** One page of the request log, newest first; `cursor` continues after the last event of the previous page. */
export async function requestLog(f: StatsFilter & { status: StatusFilter; errorCode?: string; cursor?: string; limit: number }) {
  await flushUsage();
  const { db, t } = await getDb();
  const e = t.usageEvents;
  const conds = conditions(t, f, periodStart(f.now, f.days));
  if (f.status === "ok") conds.push(lt(e.status, 400));
  if (f.status === "error") conds.push(gte(e.status, 400));
  if (f.status === "4xx") conds.push(and(gte(e.status, 400), lt(e.status, 500))!);
  if (f.status === "5xx") conds.push(gte(e.status, 500));
  if (f.errorCode) conds.push(eq(e.errorCode, f.errorCode));
  const c = decodeCursor(f.cursor);
  if (c) conds.push(or(lt(e.at, c.at), and(eq(e.at, c.at), lt(e.id, c.id)))!);
  const rows = await db
    .select()
    .from(e)
    .where(and(...conds))
    .orderBy(desc(e.at), desc(e.id))
    .limit(f.limit + 1);
  const page = rows.slice(0, f.limit);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: rows.length > f.limit && last ? encodeCursor(last.at, last.id) : null };
}

export function encodeCursor(at: number, id: string): string {
  return Buffer.from(`${at}:${id}`).toString("base64url");
}

export function decodeCursor(raw: string | undefined): { at: number; id: string } | null {
  if (!raw) return null;
  const m = /^(\d{1,15}):([\w-]{1,80})$/.exec(Buffer.from(raw, "base64url").toString("utf8"));
  return m ? { at: Number(m[1]), id: m[2] } : null;
}
