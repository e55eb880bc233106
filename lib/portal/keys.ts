import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { findAccountById } from "@/lib/platform/accounts";
import { now } from "@/lib/platform/clock";
import {
  MAX_ACTIVE_KEYS,
  createApiKey,
  findOwnedKey,
  listApiKeys,
  revokeApiKey,
  rotateApiKey,
  toPublic,
  type PublicKey,
} from "@/lib/platform/key-store";
import type { KeyType } from "@/lib/platform/keys";
import { PLATFORM_TIERS, isDeveloperTier, type DeveloperTier, type KeyFamily, type PlatformTier } from "@/lib/platform/tiers";
import type { SessionAccount } from "@/lib/auth/session";
import type { ApiKeyView, CreateKeyRequest, CreatedKey } from "./contracts";
import { MAX_KEY_TIER, keyTierAllowed, limitsFor } from "./plan-limits";
import type { PortalCaller } from "./route";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toView(k: PublicKey, accountTier: string): ApiKeyView {
  const limits = limitsFor(k.family, k.tier, accountTier);
  return {
    id: k.id,
    name: k.name,
    family: k.family as ApiKeyView["family"],
    tier: k.family === "developer" ? accountTier : k.tier,
    keyType: k.keyType,
    prefix: k.prefix,
    status: k.status === "active" ? "active" : "revoked",
    dailyLimit: limits.daily,
    rpmLimit: limits.rpm,
    createdAt: iso(k.createdAt)!,
    lastUsedAt: iso(k.lastUsedAt),
    expiresAt: iso(k.expiresAt),
    revokedAt: iso(k.revokedAt),
  };
}

async function findActiveSecret(accountId: string) {
  const { db, t } = await getDb();
  const rows = await db
    .select({ id: t.apiKeys.id, createdAt: t.apiKeys.createdAt, expiresAt: t.apiKeys.expiresAt })
    .from(t.apiKeys)
    .where(and(eq(t.apiKeys.accountId, accountId), eq(t.apiKeys.family, "secret"), eq(t.apiKeys.status, "active")));
  const at = now();
  const live = rows.find((r) => r.expiresAt === null || r.expiresAt > at);
  return live ? { id: live.id, createdAt: iso(live.createdAt)! } : null;
}

/** GET /api/keys: every developer, transformer and embed key of the account; the secret key only as "exists". */
export async function listPortalKeys(account: SessionAccount) {
  const [keys, secretKey] = await Promise.all([listApiKeys(account.id), findActiveSecret(account.id)]);
  const views = keys.map((k) => toView(k, account.tier));
  // Keys in a rotation grace period are active until they expire, and count against the cap.
  const count = (f: string) => views.filter((k) => k.family === f && k.status === "active").length;
  return {
    keys: views,
    secretKey,
    maxActivePerFamily: MAX_ACTIVE_KEYS,
    activeCounts: { developer: count("developer"), transformer: count("transformer"), embed: count("embed") },
    plan: { tier: account.tier, maxKeyTier: MAX_KEY_TIER[account.tier] },
  };
}

function created(k: PublicKey, plaintext: string, accountTier: string): CreatedKey {
  return {
    id: k.id,
    key: plaintext,
    prefix: k.prefix,
    family: k.family,
    tier: k.family === "developer" ? accountTier : k.tier,
    keyType: k.keyType,
    name: k.name,
    createdAt: iso(k.createdAt)!,
  };
}

/** POST /api/keys. Developer keys carry the account's plan; transformer/embed keys their own tier, capped by the plan. */
export async function createPortalKey(account: SessionAccount, body: CreateKeyRequest): Promise<CreatedKey> {
  const family: KeyFamily = body.family ?? "transformer";
  const name = body.name || null;
  if (family === "secret") {
    if (body.keyType === "test") throw new ApiError("invalid_request", "Secret keys have no test variant.", { param: "keyType" });
    const r = await createApiKey({ accountId: account.id, family, tier: "free", keyType: "live", name: name ?? "Secret key" });
    return created(r.key, r.plaintext, account.tier);
  }
  if (family === "developer") {
    const keyType: KeyType = body.keyType === "test" ? "test" : account.tier === "FREE" ? "free" : "live";
    const r = await createApiKey({ accountId: account.id, family, tier: account.tier, keyType, name });
    return created(r.key, r.plaintext, account.tier);
  }
  const tier: PlatformTier = body.tier ?? "free";
  if (!keyTierAllowed(account.tier, tier)) {
    throw new ApiError(
      "tier_required",
      `Your ${account.tier} plan allows ${family} keys up to the ${MAX_KEY_TIER[account.tier]} tier. Switch plan to create a ${tier} key.`,
      { param: "tier" },
    );
  }
  const r = await createApiKey({ accountId: account.id, family, tier, keyType: body.keyType ?? "live", name });
  return created(r.key, r.plaintext, account.tier);
}

/** PATCH /api/keys/:id: a new name (empty removes it); secret keys and other accounts' keys are 404. */
export async function renamePortalKey(account: SessionAccount, keyId: string, name: string | null): Promise<ApiKeyView> {
  const row = await findOwnedKey(account.id, keyId);
  if (!row || row.family === "secret") throw new ApiError("not_found", `No key ${keyId} on this account.`, { param: "id" });
  const { db, t } = await getDb();
  const [updated] = await db
    .update(t.apiKeys)
    .set({ name: name?.trim() ? name.trim() : null })
    .where(and(eq(t.apiKeys.id, keyId), eq(t.apiKeys.accountId, account.id)))
    .returning();
  return toView(toPublic(updated), account.tier);
}

/** DELETE /api/keys/:id: permanent; another account's key is a 404. */
export async function revokePortalKey(accountId: string, keyId: string) {
  const k = await revokeApiKey(accountId, keyId);
  return { id: k.id, status: "revoked" as const, revokedAt: iso(k.revokedAt) ?? new Date(now()).toISOString() };
}

/**
 * POST /api/keys/:id/rotate. A session may rotate any of its keys; a secret key only transformer and
 * embed keys of its own account (CONTRACT.md), so a leaked secret cannot reach the developer keys.
 */
export async function rotatePortalKey(caller: PortalCaller, keyId: string, graceSeconds = 0) {
  const accountId = caller.kind === "session" ? caller.account.id : caller.accountId;
  const row = await findOwnedKey(accountId, keyId);
  if (!row) throw new ApiError("not_found", `No key ${keyId} on this account.`, { param: "id" });
  if (caller.kind === "secret" && row.family !== "transformer" && row.family !== "embed") {
    throw new ApiError("forbidden", "A secret key rotates transformer and embed keys only.", { param: "id" });
  }
  if (row.family === "secret")
    throw new ApiError("forbidden", "Secret keys are not rotated; revoke it and create a new one.", { param: "id" });
  const accountTier = caller.kind === "session" ? caller.account.tier : await accountTierOf(accountId);
  const r = await rotateApiKey(accountId, keyId, { graceSeconds, accountTier: row.family === "developer" ? accountTier : undefined });
  return {
    ...created(r.key, r.plaintext, accountTier),
    previousKeyId: r.previousKeyId,
    previousKeyExpiresAt: new Date(r.previousKeyExpiresAt).toISOString(),
  };
}

async function accountTierOf(accountId: string): Promise<DeveloperTier> {
  const row = await findAccountById(accountId);
  const tier = row?.tier;
  return isDeveloperTier(tier) ? tier : "FREE";
}

/** After a downgrade, keys above the new plan's cap drop to it, so the old quotas stop at once. */
export async function capKeyTiers(accountId: string, plan: DeveloperTier): Promise<number> {
  const max = MAX_KEY_TIER[plan];
  const above = PLATFORM_TIERS.slice(PLATFORM_TIERS.indexOf(max) + 1);
  if (!above.length) return 0;
  const { db, t } = await getDb();
  const rows = await db
    .update(t.apiKeys)
    .set({ tier: max })
    .where(and(eq(t.apiKeys.accountId, accountId), inArray(t.apiKeys.family, ["transformer", "embed"]), inArray(t.apiKeys.tier, above)))
    .returning({ id: t.apiKeys.id });
  return rows.length;
}
