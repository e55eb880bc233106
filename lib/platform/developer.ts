import { ApiError } from "@/lib/errors";
import { publicOrigin } from "@/lib/public-origin";
import { createAccount, findAccountById } from "./accounts";
import { now } from "./clock";
import { createApiKey, listApiKeys, rotateApiKey, type KeyAuth } from "./key-store";
import { getLimiter } from "./limiter";
import { withSignupBudget } from "./signup-budget";
import { DEVELOPER_LIMITS, isDeveloperTier, maskModel } from "./tiers";
import { recentCalls } from "./usage";

/**
 * POST /v1/developer/register: a FREE account and its first key. Successful registrations are limited per
 * address, and so are refused ones (a taken e-mail is a 409 by contract, so probing must not be free).
 */
export async function registerDeveloper(input: { email: string; name?: string; company?: string; use_case?: string }, ip: string) {
  return withSignupBudget("register", ip, async () => {
    const account = await createAccount({ email: input.email, name: input.name, company: input.company, useCase: input.use_case });
    const { key, plaintext } = await createApiKey({
      accountId: account.id,
      family: "developer",
      tier: "FREE",
      keyType: "free",
      name: "Default key",
    });
    return {
      developer_id: account.id,
      api_key: plaintext,
      key_id: key.id,
      tier: "FREE",
      daily_limit: DEVELOPER_LIMITS.FREE.daily,
      docs: `${publicOrigin()}/docs`,
    };
  });
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** GET /v1/developer/usage/:developerId — only for the key's own developer. */
export async function developerUsage(auth: KeyAuth, developerId: string) {
  if (developerId !== auth.accountId)
    throw new ApiError("forbidden", "This key does not belong to that developer.", { param: "developerId" });
  const account = await findAccountById(auth.accountId);
  const tier = account && isDeveloperTier(account.tier) ? account.tier : "FREE";
  const limits = DEVELOPER_LIMITS[tier];
  // recentCalls flushes the usage buffer first, so last_used_at below includes this very moment's calls.
  const calls = await recentCalls(auth.accountId, 10);
  const keys = await listApiKeys(auth.accountId, { family: "developer" });
  const used = await getLimiter().dailyCount(auth.dailySubject, now());
  return {
    developer_id: auth.accountId,
    tier,
    requests_today: used,
    remaining_today: limits.daily === null ? null : Math.max(0, limits.daily - used),
    daily_limit: limits.daily,
    rpm_limit: limits.rpm,
    recent_calls: calls.map((c) => ({
      endpoint: c.endpoint,
      model: maskModel(c.model),
      status: c.status,
      latency_ms: c.latencyMs,
      livemode: c.livemode,
      at: new Date(c.at).toISOString(),
    })),
    keys: keys.map((k) => ({
      key_id: k.id,
      prefix: k.prefix,
      status: k.status,
      created_at: iso(k.createdAt)!,
      last_used_at: iso(k.lastUsedAt),
    })),
  };
}

/**
 * POST /v1/developer/keys/:id/rotate. A developer key rotates developer keys only: the account's
 * transformer, embed and secret keys are managed in the portal, and their ids answer 404 here like a
 * key of another account.
 */
export async function rotateDeveloperKey(auth: KeyAuth, keyId: string, graceSeconds = 0) {
  const r = await rotateApiKey(auth.accountId, keyId, { graceSeconds, accountTier: auth.tier, families: ["developer"] });
  return {
    key_id: r.key.id,
    api_key: r.plaintext,
    previous_key_id: r.previousKeyId,
    previous_key_expires_at: new Date(r.previousKeyExpiresAt).toISOString(),
  };
}
