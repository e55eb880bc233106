import { and, desc, eq, isNull, ne, or, gt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { ApiError } from "@/lib/errors";
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
  /** per-minute window subject: the key's rotation lineage (`key:<first key id>`) */
  subject: string;
  /** daily quota subject: the developer account for developer keys, else the key's lineage */
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
  /** rotation chain: the first key's id (internal: the limiter subject, never shown) */
  lineageId: string;
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

type CachedKey = KeyAuth & { expiresAt: number | null };

/**
 * The request path's common case, without hashing or awaiting: a key of this family that this process verified
 * against the database less than AUTH_CACHE_TTL_MS ago, with no invalidation since (revocation, rotation, tier
 * change, here or in another process) → its KeyAuth; expired since → null. Undefined when it cannot tell at once:
 * call authenticateKey. The cache is keyed by the presented key itself, bounded, and holds only keys that matched
 * a stored hash, so an unknown string never enters it.
 */
export function cachedKeyAuth(plaintext: string, family: KeyFamily): KeyAuth | null | undefined {
  const cache = getAuthCache<CachedKey>();
  if (cache.refresh()) return undefined; // a look at other processes' changes is due: authenticateKey waits for it
  const at = now();
  const hit = cache.get(plaintext, at);
  if (!hit || hit.family !== family) return undefined;
  return hit.expiresAt === null || hit.expiresAt > at ? hit : null;
}

/** Resolves a presented key of the expected family, or null (unknown, revoked, expired, wrong family). */
export async function authenticateKey(plaintext: string, family: KeyFamily): Promise<KeyAuth | null> {
  if (!isKeyOfFamily(plaintext, family)) return null;
  const cache = getAuthCache<CachedKey>();
  const changes = cache.refresh(); // changes other processes made, looked up every CHANGE_CHECK_MS at most
  if (changes) await changes;
  const at = now();
  const hit = cache.get(plaintext, at);
  if (hit && hit.family === family) {
    if (hit.expiresAt === null || hit.expiresAt > at) return hit;
    return null;
  }
  const hash = hashKey(plaintext);
  const generation = cache.generation;
  const found = await findRowByHash(hash);
  if (!found || !hashesEqual(found.key.keyHash, hash) || found.key.family !== family) return null;
  if (!isUsable(found.key, now())) return null;
  const k = found.key;
  const lineage = lineageSubject(k);
  const tier = family === "developer" ? found.accountTier : k.tier;
  const limits =
    family === "developer"
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
    subject: lineage,
    dailySubject: family === "developer" ? `acct:${k.accountId}` : lineage,
  };
  cache.set(plaintext, { ...auth, expiresAt: k.expiresAt }, at, generation);
  return auth;
}

/**
 * The limiter subject of a key: its rotation lineage, so a rotated key and its predecessor (still valid
 * during a grace period) share one per-minute window and one daily quota. Keys from before lineages
 * existed are their own lineage, which is the subject they always had.
 */
export function lineageSubject(k: { id: string; lineageId: string | null }): string {
  return `key:${k.lineageId ?? k.id}`;
}

/** Every change to a key or an account's tier goes through here so no instance serves a stale key. */
export async function invalidateAccountKeys(accountId: string): Promise<void> {
  await getAuthCache().invalidateAccount(accountId);
}

function activeCondition(t: Awaited<ReturnType<typeof getDb>>["t"], at: number) {
  return and(eq(t.apiKeys.status, "active"), or(isNull(t.apiKeys.expiresAt), gt(t.apiKeys.expiresAt, at)));
}

/** Keys that authenticate right now, including old keys in a rotation grace period (until they expire). */
export async function countActiveKeys(accountId: string, family: KeyFamily): Promise<number> {
  const { db, t } = await getDb();
  const at = now();
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(t.apiKeys)
    .where(and(eq(t.apiKeys.accountId, accountId), eq(t.apiKeys.family, family), activeCondition(t, at)));
  return Number(row?.n ?? 0);
}

export interface CreateKeyInput {
  accountId: string;
  family: KeyFamily;
  /** developer keys follow the account tier; pass it for the stored copy */
  tier: string;
  keyType: KeyType;
  name?: string | null;
  /** rotation: the predecessor's lineage; a new key starts its own */
  lineageId?: string;
}

function keyLimit(family: KeyFamily): number {
  return family === "secret" ? 1 : MAX_ACTIVE_KEYS;
}

function keyLimitReached(family: KeyFamily, graceNote = false): ApiError {
  return new ApiError(
    "key_limit_reached",
    family === "secret"
      ? "This account already has an active secret key. Revoke it before creating another."
      : `This account already has ${MAX_ACTIVE_KEYS} active ${family} keys, the maximum` +
          (graceNote
            ? " (a key in its rotation grace period counts until it expires). Rotate without a grace period, or revoke a key first."
            : ". Revoke one to create another."),
  );
}

/** Creates a key and returns its plaintext exactly once. The 6th active key of a family is refused. */
export async function createApiKey(input: CreateKeyInput): Promise<{ key: PublicKey; plaintext: string }> {
  if ((await countActiveKeys(input.accountId, input.family)) >= keyLimit(input.family)) throw keyLimitReached(input.family);
  return insertKey(input);
}

async function insertKey(input: CreateKeyInput) {
  const { db, t } = await getDb();
  const g = generateKey(input.family, input.keyType);
  const id = newId("key");
  const [row] = await db
    .insert(t.apiKeys)
    .values({
      id,
      lineageId: input.lineageId ?? id,
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

export function toPublic(row: {
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
  lineageId: string | null;
}): PublicKey {
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
    lineageId: row.lineageId ?? row.id,
  };
}

/** Keys of an account; secret keys are never listed. */
export async function listApiKeys(accountId: string, opts: { family?: KeyFamily; includeRevoked?: boolean } = {}): Promise<PublicKey[]> {
  const { db, t } = await getDb();
  const conds = [eq(t.apiKeys.accountId, accountId), ne(t.apiKeys.family, "secret")];
  if (opts.family) conds.push(eq(t.apiKeys.family, opts.family));
  const rows = await db
    .select()
    .from(t.apiKeys)
    .where(and(...conds))
    .orderBy(desc(t.apiKeys.createdAt));
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
  const [updated] = await db.update(t.apiKeys).set({ status: "revoked", revokedAt: now() }).where(eq(t.apiKeys.id, keyId)).returning();
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
 * Replaces a key: the new key carries the same family/name/type and lineage (developer keys of paid tiers
 * become csk_live_v1_); the old key stops at once or after `graceSeconds`. With a grace period both keys
 * are active for a while, so the family's cap must have room for one more; a grace period never extends
 * an old key's existing expiry (rotating a key already in its grace period keeps the earlier end).
 */
export async function rotateApiKey(accountId: string, keyId: string, opts: RotateOptions = {}) {
  const { graceSeconds = 0, accountTier, families } = opts;
  const row = await findOwnedKey(accountId, keyId);
  if (!row || !isUsable(row, now()) || (families && !families.includes(row.family as KeyFamily))) {
    throw new ApiError("not_found", `No active key ${keyId} on this account.`, { param: "id" });
  }
  const family = row.family as KeyFamily;
  if (graceSeconds > 0 && (await countActiveKeys(accountId, family)) >= keyLimit(family)) throw keyLimitReached(family, true);
  let keyType = row.keyType as KeyType;
  if (family === "developer" && keyType !== "test" && accountTier) keyType = accountTier === "FREE" ? "free" : "live";
  const fresh = await insertKey({
    accountId,
    family,
    tier: family === "developer" && accountTier ? accountTier : row.tier,
    keyType,
    name: row.name,
    lineageId: row.lineageId ?? row.id,
  });
  const { db, t } = await getDb();
  const ts = now();
  const expiresAt = Math.min(ts + graceSeconds * 1000, row.expiresAt ?? Infinity);
  await db
    .update(t.apiKeys)
    .set(graceSeconds > 0 ? { expiresAt } : { status: "revoked", revokedAt: ts, expiresAt: ts })
    .where(eq(t.apiKeys.id, keyId));
  await invalidateAccountKeys(accountId);
  return { key: fresh.key, plaintext: fresh.plaintext, previousKeyId: keyId, previousKeyExpiresAt: expiresAt };
}
