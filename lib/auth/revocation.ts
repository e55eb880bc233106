import { eq, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { now } from "@/lib/platform/clock";

/**
 * Server-side ends for portal sessions. Sessions are stateless JWTs (30 days), so two records decide
 * whether a token still counts:
 * - accounts.session_version: stamped into the token at sign-in; "sign out everywhere" and password
 *   changes bump it, which ends every older token of the account;
 * - revoked_sessions: the token's own id (`sid`, fixed for its life) after a plain sign-out, so a copy of
 *   the cookie taken before sign-out stops working too.
 * Both are read on every session check, cached for a few seconds per instance: a change made on one
 * instance reaches the others within SESSION_CHECK_CACHE_MS, and the instance that made it at once.
 */
export const SESSION_CHECK_CACHE_MS = 5_000;

/** The claims we add to next-auth's JWT. */
export interface SessionClaims {
  sub?: string;
  /** accounts.session_version at sign-in (tokens from before this existed carry none: version 0) */
  sv?: number;
  /** this session's id, for a single sign-out */
  sid?: string;
  /** JWT expiry, epoch seconds */
  exp?: number;
}

/** Thrown from the jwt callback: next-auth then answers "no session" and clears the cookie. */
export class SessionRevoked extends Error {
  constructor() {
    super("The session was signed out.");
    this.name = "SessionRevoked";
  }
}

interface Cached<T> {
  value: T;
  at: number;
}

const g = globalThis as unknown as {
  __csSessionVersions?: Map<string, Cached<number | null>>;
  __csRevokedSids?: Map<string, Cached<boolean>>;
};
const versions: Map<string, Cached<number | null>> = (g.__csSessionVersions ??= new Map());
const revokedSids: Map<string, Cached<boolean>> = (g.__csRevokedSids ??= new Map());

function cached<T>(map: Map<string, Cached<T>>, key: string, at: number): Cached<T> | undefined {
  const hit = map.get(key);
  return hit && at - hit.at < SESSION_CHECK_CACHE_MS ? hit : undefined;
}

function remember<T>(map: Map<string, Cached<T>>, key: string, value: T, at: number): void {
  if (map.size > 50_000) map.clear();
  map.set(key, { value, at });
}

/** The account's current session version, or null when the account no longer exists. */
export async function currentSessionVersion(accountId: string): Promise<number | null> {
  const at = now();
  const hit = cached(versions, accountId, at);
  if (hit) return hit.value;
  const { db, t } = await getDb();
  const [row] = await db.select({ v: t.accounts.sessionVersion }).from(t.accounts).where(eq(t.accounts.id, accountId)).limit(1);
  const value = row ? Number(row.v) : null;
  remember(versions, accountId, value, at);
  return value;
}

/** Ends every portal session of the account (sign out everywhere, password change). */
export async function bumpSessionVersion(accountId: string): Promise<void> {
  const { db, t } = await getDb();
  const rows = await db
    .update(t.accounts)
    .set({ sessionVersion: sql`${t.accounts.sessionVersion} + 1`, updatedAt: now() })
    .where(eq(t.accounts.id, accountId))
    .returning({ v: t.accounts.sessionVersion });
  versions.delete(accountId);
  if (rows[0]) remember(versions, accountId, Number(rows[0].v), now());
}

/** POST /api/auth/sign-out-everywhere */
export async function signOutEverywhere(accountId: string): Promise<{ signedOut: true }> {
  await bumpSessionVersion(accountId);
  return { signedOut: true };
}

async function isSidRevoked(sid: string): Promise<boolean> {
  const at = now();
  const hit = cached(revokedSids, sid, at);
  if (hit) return hit.value;
  const { db, t } = await getDb();
  const [row] = await db.select({ sid: t.revokedSessions.sid }).from(t.revokedSessions).where(eq(t.revokedSessions.sid, sid)).limit(1);
  remember(revokedSids, sid, Boolean(row), at);
  return Boolean(row);
}

/** Ends one session (sign-out): its id is kept until the token would have expired anyway. */
export async function revokeSession(claims: SessionClaims): Promise<void> {
  if (!claims.sid || !claims.sub) return;
  const at = now();
  const expiresAt = typeof claims.exp === "number" ? claims.exp * 1000 : at + 30 * 86_400_000;
  const { db, t } = await getDb();
  await db.insert(t.revokedSessions).values({ sid: claims.sid, accountId: claims.sub, expiresAt }).onConflictDoNothing();
  remember(revokedSids, claims.sid, true, at);
  // Housekeeping on the (rare) sign-out path: rows of tokens that have expired by now are useless.
  await db.delete(t.revokedSessions).where(lt(t.revokedSessions.expiresAt, at));
}

/** Whether a decoded session token still counts: its account exists, its version is current, its id not revoked. */
export async function isSessionActive(claims: SessionClaims): Promise<boolean> {
  if (!claims.sub) return false;
  const [version, revoked] = await Promise.all([
    currentSessionVersion(claims.sub),
    claims.sid ? isSidRevoked(claims.sid) : Promise.resolve(false),
  ]);
  return version !== null && version === (claims.sv ?? 0) && !revoked;
}

/** Tests: forget what this instance has cached (as another instance would see it). */
export function clearSessionCacheForTests(): void {
  versions.clear();
  revokedSids.clear();
}
