import { createHash } from "node:crypto";
import { eq, lte, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { clientIpFromHeaders } from "@/lib/http/client-ip";
import { findAccountByEmail, normalizeEmail } from "@/lib/platform/accounts";
import { now } from "@/lib/platform/clock";
import { getLimiter } from "@/lib/platform/limiter";
import { checkPassword } from "./passwords";

/**
 * Sign-in throttling, without locking anyone out:
 * - per client address: SIGNIN_IP_LIMIT failed attempts per SIGNIN_WINDOW_MS, across all accounts, so one
 *   address cannot spray passwords over many accounts;
 * - per (address, account) pair: a growing minimum wait between attempts once SIGNIN_FREE_FAILURES have
 *   failed (1 s, 2 s, 4 s … at most SIGNIN_MAX_DELAY_S), forgotten after SIGNIN_WINDOW_MS without a failure.
 * Nothing is counted per account alone: wrong passwords sent from other addresses never slow down the owner.
 */
export const SIGNIN_IP_LIMIT = 20;
export const SIGNIN_WINDOW_MS = 15 * 60_000;
export const SIGNIN_FREE_FAILURES = 3;
export const SIGNIN_MAX_DELAY_S = 60;

export interface SignedInUser {
  id: string;
  email: string;
  name: string | null;
  /** stamped into the session token: sessions with an older value have been signed out */
  sessionVersion: number;
}

/** Thrown when an attempt must wait; next-auth passes its message to the sign-in form. */
export class SignInThrottled extends Error {
  constructor(readonly retryAfter: number) {
    super(
      retryAfter < 60
        ? `Too many sign-in attempts. Try again in ${Math.max(1, retryAfter)} second(s).`
        : `Too many sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
    );
    this.name = "SignInThrottled";
  }
}

/** Seconds a pair must wait after `failures` failed attempts (0 while under the free allowance). */
export function signinDelaySeconds(failures: number): number {
  if (failures < SIGNIN_FREE_FAILURES) return 0;
  return Math.min(SIGNIN_MAX_DELAY_S, 2 ** (failures - SIGNIN_FREE_FAILURES));
}

function pairId(ip: string, email: string): string {
  return createHash("sha256").update(`${ip}\n${email}`, "utf8").digest("hex");
}

async function pairWait(id: string, at: number): Promise<number> {
  const { db, t } = await getDb();
  const [row] = await db.select().from(t.signinThrottle).where(eq(t.signinThrottle.id, id)).limit(1);
  if (!row || at - row.lastFailureAt >= SIGNIN_WINDOW_MS) return 0;
  const readyAt = row.lastFailureAt + signinDelaySeconds(row.failures) * 1000;
  return readyAt > at ? Math.ceil((readyAt - at) / 1000) : 0;
}

async function recordPairFailure(id: string, at: number): Promise<void> {
  const { db, t } = await getDb();
  const cutoff = at - SIGNIN_WINDOW_MS;
  await db
    .insert(t.signinThrottle)
    .values({ id, failures: 1, lastFailureAt: at })
    .onConflictDoUpdate({
      target: t.signinThrottle.id,
      // A pair quiet for a whole window starts over.
      set: {
        failures: sql`CASE WHEN ${t.signinThrottle.lastFailureAt} <= ${cutoff} THEN 1 ELSE ${t.signinThrottle.failures} + 1 END`,
        lastFailureAt: at,
      },
    });
  await db.delete(t.signinThrottle).where(lte(t.signinThrottle.lastFailureAt, cutoff));
}

async function clearPair(id: string): Promise<void> {
  const { db, t } = await getDb();
  await db.delete(t.signinThrottle).where(eq(t.signinThrottle.id, id));
}

/**
 * The credentials check behind next-auth's authorize(): throttles first (a waiting caller's password is not
 * even compared, so waiting cannot be skipped by guessing), then a bcrypt comparison. Null means "wrong
 * e-mail or password". Unknown e-mails go through exactly the same steps, so nothing tells them apart.
 */
export async function verifyCredentials(email: string, password: string, ip: string): Promise<SignedInUser | null> {
  const addr = normalizeEmail(email ?? "");
  if (!addr || !password) return null;
  const at = now();
  const pair = pairId(ip, addr);
  const wait = await pairWait(pair, at);
  if (wait > 0) throw new SignInThrottled(wait);
  const limiter = getLimiter();
  const ipBucket = `signin:ip:${ip}`;
  const byIp = await limiter.consume(ipBucket, SIGNIN_IP_LIMIT, SIGNIN_WINDOW_MS, at);
  if (!byIp.allowed) throw new SignInThrottled(byIp.retryAfter);
  let account: Awaited<ReturnType<typeof findAccountByEmail>>;
  let ok: boolean;
  try {
    account = await findAccountByEmail(addr);
    // An unknown e-mail is compared against a dummy hash: the same cost, so timing shows nothing.
    ok = await checkPassword(password, account?.passwordHash);
  } catch (e) {
    // Not the caller's doing (hashing queue full, database away): the attempt does not count.
    await limiter.release(ipBucket, SIGNIN_WINDOW_MS, at).catch(() => undefined);
    throw e;
  }
  if (!account || !ok) {
    await recordPairFailure(pair, at);
    return null;
  }
  // A successful sign-in gives its attempt back and clears the pair: the budgets limit guessing, not people.
  await Promise.all([limiter.release(ipBucket, SIGNIN_WINDOW_MS, at), clearPair(pair)]).catch(() => undefined);
  return { id: account.id, email: account.email, name: account.name, sessionVersion: account.sessionVersion };
}

/** The caller's address as next-auth hands us headers (a plain object): the same rule as every per-IP limit. */
export function ipFromHeaders(headers: Record<string, unknown> | undefined): string {
  return clientIpFromHeaders((name) => {
    const v = headers?.[name];
    return Array.isArray(v) ? v.join(",") : typeof v === "string" ? v : null;
  });
}
