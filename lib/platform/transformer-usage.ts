import { nextUtcMidnight, now } from "./clock";
import type { KeyAuth } from "./key-store";
import { findOwnedKey } from "./key-store";
import { usageSummary } from "./usage";

/** GET /transformer/v1/usage: the calling key's quota, today's per-endpoint breakdown and 30 days of history. */
export async function transformerUsage(auth: KeyAuth, usedToday: number) {
  const [summary, row] = await Promise.all([
    usageSummary({ accountId: auth.accountId, keyIds: [auth.keyId], days: 30 }),
    findOwnedKey(auth.accountId, auth.keyId),
  ]);
  return {
    plan: {
      tier: auth.tier,
      used: usedToday,
      limit: auth.limits.daily,
      rpm: auth.limits.rpm,
      resetsAt: new Date(nextUtcMidnight(now())).toISOString(),
    },
    key: { id: auth.keyId, prefix: row?.prefix ?? "", keyType: auth.keyType },
    today: { date: summary.today, byEndpoint: summary.byEndpoint },
    history: summary.history,
  };
}
