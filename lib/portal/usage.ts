import { and, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { now } from "@/lib/platform/clock";
import { lineageSubject, listApiKeys } from "@/lib/platform/key-store";
import { getLimiter } from "@/lib/platform/limiter";
import { maskModel } from "@/lib/platform/tiers";
import { flushUsage, usageSummary } from "@/lib/platform/usage";
import type { SessionAccount } from "@/lib/auth/session";
import type { UsageQuery } from "./contracts";
import { limitsFor } from "./plan-limits";

const RECENT = 10;

/**
 * GET /api/usage: the dashboard's data. Quotas follow how the limiter counts them: one shared daily
 * quota for all developer keys of the account, one per transformer/embed key lineage (rotation chain).
 */
export async function portalUsage(account: SessionAccount, q: UsageQuery) {
  const allKeys = await listApiKeys(account.id);
  const selected = q.keyId ? allKeys.filter((k) => k.id === q.keyId) : allKeys;
  if (q.keyId && !selected.length) throw new ApiError("not_found", `No key ${q.keyId} on this account.`, { param: "keyId" });
  const families = q.family ? [q.family] : undefined;
  const keyIds = q.keyId ? [q.keyId] : undefined;

  const summary = await usageSummary({ accountId: account.id, keyIds, families, days: q.days });
  const todayRow = summary.history[summary.history.length - 1] ?? { date: summary.today, requests: 0, errors: 0 };
  const quotas = await quotaRows(account, selected.filter((k) => !q.family || k.family === q.family));
  const recentCalls = await filteredRecentCalls(account.id, keyIds, families);
  const prefixes = new Map(allKeys.map((k) => [k.id, k.prefix]));

  return {
    days: q.days,
    today: { date: summary.today, requests: todayRow.requests, errors: todayRow.errors },
    quotas,
    history: summary.history,
    byEndpoint: summary.byEndpoint,
    recentCalls: recentCalls.map((c) => ({
      id: c.id,
      endpoint: c.endpoint,
      method: c.method,
      family: c.family,
      keyId: c.keyId,
      keyPrefix: c.keyId ? (prefixes.get(c.keyId) ?? null) : null,
      status: c.status,
      latencyMs: c.latencyMs,
      model: maskModel(c.model),
      livemode: c.livemode,
      at: new Date(c.at).toISOString(),
    })),
    keys: allKeys.map((k) => ({ id: k.id, name: k.name, prefix: k.prefix, family: k.family, status: k.status })),
  };
}

type Key = Awaited<ReturnType<typeof listApiKeys>>[number];

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

async function filteredRecentCalls(accountId: string, keyIds?: string[], families?: string[]) {
  await flushUsage();
  const { db, t } = await getDb();
  const conds = [eq(t.usageEvents.accountId, accountId)];
  if (keyIds?.length) conds.push(inArray(t.usageEvents.keyId, keyIds));
  if (families?.length) conds.push(inArray(t.usageEvents.family, families));
  return db.select().from(t.usageEvents).where(and(...conds)).orderBy(desc(t.usageEvents.at)).limit(RECENT);
}
