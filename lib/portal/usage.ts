import { ApiError } from "@/lib/http/errors";
import { now } from "@/lib/platform/clock";
import { lineageSubject, listApiKeys } from "@/lib/platform/key-store";
import { getLimiter } from "@/lib/platform/limiter";
import type { SessionAccount } from "@/lib/auth/session";
import type { RequestLogQuery, UsageQuery } from "./contracts";
import { limitsFor } from "./plan-limits";
import { decodeCursor, requestLog, usageStats } from "./usage-stats";

const RECENT = 10;

type Key = Awaited<ReturnType<typeof listApiKeys>>[number];
type EventRow = Awaited<ReturnType<typeof requestLog>>["rows"][number];

async function accountKeys(account: SessionAccount, keyId?: string) {
  const all = await listApiKeys(account.id);
  if (keyId && !all.some((k) => k.id === keyId)) throw new ApiError("not_found", `No key ${keyId} on this account.`, { param: "keyId" });
  return all;
}

/** An event as the dashboard shows it. The account owner sees the model unmasked (the public usage API masks it). */
function toCall(e: EventRow, keys: Map<string, Key>) {
  const k = e.keyId ? keys.get(e.keyId) : undefined;
  return {
    id: e.id,
    requestId: e.requestId ?? null,
    endpoint: e.endpoint,
    method: e.method,
    family: e.family,
    keyId: e.keyId,
    keyName: k?.name ?? null,
    keyPrefix: k?.prefix ?? null,
    status: e.status,
    errorCode: e.errorCode ?? null,
    errorMessage: e.errorMessage ?? null,
    latencyMs: e.latencyMs,
    model: e.model,
    livemode: e.livemode,
    at: new Date(e.at).toISOString(),
  };
}

/**
 * GET /api/usage: the dashboard's data. Quotas follow how the limiter counts them: one shared daily
 * quota for all developer keys of the account, one per transformer/embed key lineage (rotation chain).
 */
export async function portalUsage(account: SessionAccount, q: UsageQuery) {
  const allKeys = await accountKeys(account, q.keyId);
  const selected = q.keyId ? allKeys.filter((k) => k.id === q.keyId) : allKeys;
  const filter = {
    accountId: account.id,
    keyIds: q.keyId ? [q.keyId] : undefined,
    families: q.family ? [q.family] : undefined,
    days: q.days,
    now: now(),
  };
  const stats = await usageStats(filter);
  const quotas = await quotaRows(
    account,
    selected.filter((k) => !q.family || k.family === q.family),
  );
  const recent = await requestLog({ ...filter, status: "all", limit: RECENT });
  const byId = new Map(allKeys.map((k) => [k.id, k]));
  const errors = (r: { clientErrors: number; serverErrors: number }) => r.clientErrors + r.serverErrors;
  return {
    days: q.days,
    today: { ...stats.today, errors: errors(stats.today), uncounted: stats.today.requests - stats.today.billable },
    quotas,
    history: stats.history.map((h) => ({ ...h, errors: errors(h) })),
    hourly: stats.hourly,
    byEndpoint: stats.byEndpoint.map((r) => ({ ...r, errors: errors(r) })),
    breakdown: stats.breakdown.map(({ keyId, endpoint, date, requests, clientErrors, serverErrors }) => ({
      keyId,
      endpoint,
      date,
      requests,
      clientErrors,
      serverErrors,
    })),
    latencySample: stats.sampled,
    recentCalls: recent.rows.map((e) => toCall(e, byId)),
    keys: allKeys.map((k) => ({ id: k.id, name: k.name, prefix: k.prefix, family: k.family, status: k.status })),
  };
}

/** GET /api/usage/requests: one page of the request log. */
export async function portalRequestLog(account: SessionAccount, q: RequestLogQuery) {
  const allKeys = await accountKeys(account, q.keyId);
  if (q.cursor && !decodeCursor(q.cursor))
    throw new ApiError("invalid_request", "cursor is not one this API returned; start again without it.", { param: "cursor" });
  const page = await requestLog({
    accountId: account.id,
    keyIds: q.keyId ? [q.keyId] : undefined,
    families: q.family ? [q.family] : undefined,
    endpoint: q.endpoint,
    days: q.days,
    now: now(),
    status: q.status,
    errorCode: q.code,
    cursor: q.cursor,
    limit: q.limit,
  });
  const byId = new Map(allKeys.map((k) => [k.id, k]));
  return { requests: page.rows.map((e) => toCall(e, byId)), nextCursor: page.nextCursor };
}

async function quotaRows(account: SessionAccount, keys: Key[]) {
  const limiter = getLimiter();
  const at = now();
  const rows = [];
  const developer = keys.filter((k) => k.family === "developer");
  if (developer.length) {
    const limits = limitsFor("developer", account.tier, account.tier);
    rows.push({
      label: "Developer API (all developer keys)",
      family: "developer",
      keyId: null,
      tier: account.tier,
      used: await limiter.dailyCount(`acct:${account.id}`, at),
      dailyLimit: limits.daily,
      rpmLimit: limits.rpm,
    });
  }
  // A rotated key and its predecessor in a grace period share one quota (their lineage): one row, shown
  // under the key that does not expire (the successor).
  const byLineage = new Map<string, Key>();
  for (const k of keys) {
    if (k.family === "developer" || k.status !== "active") continue;
    const seen = byLineage.get(k.lineageId);
    if (!seen || (seen.expiresAt !== null && (k.expiresAt === null || k.expiresAt > seen.expiresAt))) byLineage.set(k.lineageId, k);
  }
  for (const k of byLineage.values()) {
    const limits = limitsFor(k.family, k.tier, account.tier);
    rows.push({
      label: `${k.name ?? k.family} (${k.prefix})`,
      family: k.family,
      keyId: k.id,
      tier: k.tier,
      used: await limiter.dailyCount(lineageSubject(k), at),
      dailyLimit: limits.daily,
      rpmLimit: limits.rpm,
    });
  }
  return rows;
}
