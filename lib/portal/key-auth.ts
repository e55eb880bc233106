import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { now } from "@/lib/platform/clock";
import { lineageSubject, type KeyAuth } from "@/lib/platform/key-store";
import type { KeyType } from "@/lib/platform/keys";
import { DEVELOPER_LIMITS, PLATFORM_LIMITS, isDeveloperTier, isPlatformTier, type KeyFamily } from "@/lib/platform/tiers";

/** Families the playground may act as: never the secret key, which only rotates keys. */
export const PROXY_FAMILIES: readonly KeyFamily[] = ["developer", "transformer", "embed"];

/**
 * The KeyAuth the API would build for this key if its plaintext were presented (same tier, limits,
 * per-minute and daily subjects), for a key of `accountId` that authenticates right now. Any other key
 * (another account's, revoked, expired, a secret key) is "not found", so ids cannot be probed.
 * tests/integration/playground-proxy.test.ts proves it equals authenticateKey's answer for every family.
 */
export async function keyAuthForAccount(accountId: string, keyId: string): Promise<KeyAuth> {
  const { db, t } = await getDb();
  const [row] = await db
    .select({ key: t.apiKeys, accountTier: t.accounts.tier })
    .from(t.apiKeys)
    .innerJoin(t.accounts, eq(t.accounts.id, t.apiKeys.accountId))
    .where(and(eq(t.apiKeys.id, keyId), eq(t.apiKeys.accountId, accountId)))
    .limit(1);
  const k = row?.key;
  const family = k?.family as KeyFamily | undefined;
  const usable = k && k.status === "active" && (k.expiresAt === null || k.expiresAt > now());
  if (!row || !k || !family || !usable || !PROXY_FAMILIES.includes(family)) {
    throw new ApiError("not_found", `No active key ${keyId} on this account. Pick another key, or create one on the Keys page.`, {
      param: "keyId",
    });
  }
  const tier = family === "developer" ? row.accountTier : k.tier;
  const limits =
    family === "developer"
      ? DEVELOPER_LIMITS[isDeveloperTier(tier) ? tier : "FREE"]
      : PLATFORM_LIMITS[isPlatformTier(tier) ? tier : "free"];
  const lineage = lineageSubject(k);
  return {
    keyId: k.id,
    accountId: k.accountId,
    family,
    tier,
    keyType: k.keyType as KeyType,
    livemode: k.keyType !== "test",
    limits,
    subject: lineage,
    dailySubject: family === "developer" ? `acct:${k.accountId}` : lineage,
  };
}
