import { and, desc, eq, isNull, ne, or, gt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import { getAuthCache } from "./auth-cache";
import { now } from "./clock";
import { generateKey, hashKey, hashesEqual, isKeyOfFamily, type KeyType } from "./keys";
import { DEVELOPER_LIMITS, PLATFORM_LIMITS, isDeveloperTier, isPlatformTier, type KeyFamily, type Limits } from "./tiers";

export const MAX_ACTIVE_KEYS = 5;

export interface KeyAuth {
  keyId: string;
  accountId: string;
  family: KeyFamily;
  /** developer keys: the account's tier (FREE…ENTERPRISE); others: the key's tier (free|pro|enterprise) */
  tier: string;
  keyType: KeyType;
  livemode: boolean;
  limits: Limits;
  /** per-minute window subject (the key) */
  subject: string;
  /** daily quota subject: the developer account for developer keys, else the key */
  dailySubject: string;
}

export interface PublicKey {
  id: string;
  name: string | null;
  family: string;
  tier: string;
  keyType: string;
  prefix: string;
  status: string;
  createdAt: number;
  lastUsedAt: number | null;
  expiresAt: number | null;
  revokedAt: number | null;
}

type KeyRow = Awaited<ReturnType<typeof findRowByHash>>;

async function findRowByHash(hash: string) {
  const { db, t } = await getDb();
  const [row] = await db
    .select({ key: t.apiKeys, accountTier: t.accounts.tier })
    .from(t.apiKeys)
    .innerJoin(t.accounts, eq(t.accounts.id, t.apiKeys.accountId))
    .where(eq(t.apiKeys.keyHash, hash))
    .limit(1);
  return row ?? null;
}

function isUsable(row: NonNullable<KeyRow>["key"], at: number): boolean {
  if (row.status !== "active") return false;
  return row.expiresAt === null || row.expiresAt > at;
}

/** Resolves a presented key of the expected family, or null (unknown, revoked, expired, wrong family). */
export async function authenticateKey(plaintext: string, family: KeyFamily): Promise<KeyAuth | null> {
  if (!isKeyOfFamily(plaintext, family)) return null;
  const hash = hashKey(plaintext);
  const cache = getAuthCache<KeyAuth & { expiresAt: number | null }>();
  const at = now();
  const hit = cache.get(hash, at);
  if (hit && hit.family === family) {
    if (hit.expiresAt === null || hit.expiresAt > at) return hit;
    return null;
  }
  const found = await findRowByHash(hash);
  if (!found || !hashesEqual(found.key.keyHash, hash) || found.key.family !== family) return null;
  if (!isUsable(found.key, now())) return null;
  const k = found.key;
  const tier = family === "developer" ? found.accountTier : k.tier;
  const limits = family === "developer"
    ? DEVELOPER_LIMITS[isDeveloperTier(tier) ? tier : "FREE"]
    : PLATFORM_LIMITS[isPlatformTier(tier) ? tier : "free"];
  const auth: KeyAuth = {
    keyId: k.id,
    accountId: k.accountId,
    family,
    tier,
    keyType: k.keyType as KeyType,
    livemode: k.keyType !== "test",
    limits,
    subject: `key:${k.id}`,
    dailySubject: family === "developer" ? `acct:${k.accountId}` : `key:${k.id}`,
  };
  cache.set(hash, { ...auth, expiresAt: k.expiresAt }, at);
  return auth;
}

/** Every change to a key or an account's tier goes through here so no instance serves a stale key. */
export function invalidateAccountKeys(accountId: string): Promise<void> {
  return getAuthCache().invalidateAccount(accountId);
}

function activeCondition(t: Awaited<ReturnType<typeof getDb>>["t"], at: number) {
  return and(eq(t.apiKeys.status, "active"), or(isNull(t.apiKeys.expiresAt), gt(t.apiKeys.expiresAt, at)));
}

export async function countActiveKeys(accountId: string, family: KeyFamily): Promise<number> {
  const { db, t } = await getDb();
  const at = now();
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(t.apiKeys)
    .where(and(eq(t.apiKeys.accountId, accountId), eq(t.apiKeys.family, family), isNull(t.apiKeys.expiresAt), activeCondition(t, at)));
  return Number(row?.n ?? 0);
}

export interface CreateKeyInput {
  accountId: string;
  family: KeyFamily;
  /** developer keys follow the account tier; pass it for the stored copy */
  tier: string;
  keyType: KeyType;
  name?: string | null;
}

/** Creates a key and returns its plaintext exactly once. The 6th active key of a family is refused. */
export async function createApiKey(input: CreateKeyInput): Promise<{ key: PublicKey; plaintext: string }> {
  const limit = input.family === "secret" ? 1 : MAX_ACTIVE_KEYS;
  if ((await countActiveKeys(input.accountId, input.family)) >= limit) {
    throw new ApiError(
      "key_limit_reached",
      input.family === "secret"
        ? "This account already has an active secret key. Revoke it before creating another."
        : `This account already has ${MAX_ACTIVE_KEYS} active ${input.family} keys, the maximum. Revoke one to create another.`,
    );
  }
  return insertKey(input);
}

async function insertKey(input: CreateKeyInput) {
  const { db, t } = await getDb();
  const g = generateKey(input.family, input.keyType);
  const [row] = await db
    .insert(t.apiKeys)
    .values({
      id: newId("key"),
      accountId: input.accountId,
      family: input.family,
      keyHash: g.hash,
      prefix: g.display,
      tier: input.tier,
      keyType: input.keyType,
      name: input.name ?? null,
      status: "active",
      createdAt: now(),
    })
    .returning();
  return { key: toPublic(row), plaintext: g.plaintext };
}

export function toPublic(row: { id: string; name: string | null; family: string; tier: string; keyType: string; prefix: string; status: string; createdAt: number; lastUsedAt: number | null; expiresAt: number | null; revokedAt: number | null }): PublicKey {
  const expired = row.status === "active" && row.expiresAt !== null && row.expiresAt <= now();
  return {
    id: row.id,
    name: row.name,
    family: row.family,
    tier: row.tier,
    keyType: row.keyType,
    prefix: row.prefix,
    status: expired ? "revoked" : row.status,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt ?? (expired ? row.expiresAt : null),
  };
}

/** Keys of an account; secret keys are never listed. */
export async function listApiKeys(accountId: string, opts: { family?: KeyFamily; includeRevoked?: boolean } = {}): Promise<PublicKey[]> {
  const { db, t } = await getDb();
  const conds = [eq(t.apiKeys.accountId, accountId), ne(t.apiKeys.family, "secret")];
  if (opts.family) conds.push(eq(t.apiKeys.family, opts.family));
  const rows = await db.select().from(t.apiKeys).where(and(...conds)).orderBy(desc(t.apiKeys.createdAt));
  const keys = rows.map(toPublic);
  return opts.includeRevoked === false ? keys.filter((k) => k.status === "active") : keys;
}

export async function findOwnedKey(accountId: string, keyId: string) {
  const { db, t } = await getDb();
  const [row] = await db
    .select()
    .from(t.apiKeys)
    .where(and(eq(t.apiKeys.id, keyId), eq(t.apiKeys.accountId, accountId)))
    .limit(1);
  return row ?? null;
}

/** Permanent. A key of another account is reported as not found, so ids cannot be probed. */
export async function revokeApiKey(accountId: string, keyId: string): Promise<PublicKey> {
  const row = await findOwnedKey(accountId, keyId);
  if (!row) throw new ApiError("not_found", `No key ${keyId} on this account.`, { param: "id" });
  const { db, t } = await getDb();
  if (row.status === "revoked") return toPublic(row);
  const [updated] = await db
    .update(t.apiKeys)
    .set({ status: "revoked", revokedAt: now() })
    .where(eq(t.apiKeys.id, keyId))
    .returning();
  await invalidateAccountKeys(accountId);
  return toPublic(updated);
}

export interface RotateOptions {
  graceSeconds?: number;
  /** developer keys: the account tier, so a paid account's new key is csk_live_v1_ */
  accountTier?: string;
  /**
   * Only keys of these families may be rotated by this caller. Any other key answers exactly like a key
   * that does not exist, so a caller cannot learn which ids belong to the account's other families.
   */
  families?: readonly KeyFamily[];
}

/**
 * Replaces a key: the new key carries the same family/name/type (developer keys of paid tiers become
 * csk_live_v1_); the old key stops at once or after `graceSeconds`.
 */
export async function rotateApiKey(accountId: string, keyId: string, opts: RotateOptions = {}) {
  const { graceSeconds = 0, accountTier, families } = opts;
  const row = await findOwnedKey(accountId, keyId);
  if (!row || !isUsable(row, now()) || (families && !families.includes(row.family as KeyFamily))) {
    throw new ApiError("not_found", `No active key ${keyId} on this account.`, { param: "id" });
  }
  let keyType = row.keyType as KeyType;
  if (row.family === "developer" && keyType !== "test" && accountTier) keyType = accountTier === "FREE" ? "free" : "live";
  const fresh = await insertKey({
    accountId,
    family: row.family as KeyFamily,
    tier: row.family === "developer" && accountTier ? accountTier : row.tier,
    keyType,
    name: row.name,
  });
  const { db, t } = await getDb();
  const ts = now();
  const expiresAt = ts + graceSeconds * 1000;
  await db
    .update(t.apiKeys)
    .set(graceSeconds > 0 ? { expiresAt } : { status: "revoked", revokedAt: ts, expiresAt: ts })
    .where(eq(t.apiKeys.id, keyId));
  await invalidateAccountKeys(accountId);
  return { key: fresh.key, plaintext: fresh.plaintext, previousKeyId: keyId, previousKeyExpiresAt: expiresAt };
}
