import bcrypt from "bcryptjs";
import { clientIpFromHeaders } from "@/lib/http/client-ip";
import { findAccountByEmail, normalizeEmail } from "@/lib/platform/accounts";
import { now } from "@/lib/platform/clock";
import { getLimiter } from "@/lib/platform/limiter";

/** 10 failed attempts per 15 minutes, counted per client address and per e-mail (either blocks). */
export const SIGNIN_LIMIT = 10;
export const SIGNIN_WINDOW_MS = 15 * 60_000;

export interface SignedInUser {
  id: string;
  email: string;
  name: string | null;
}

/** Thrown when the attempt budget is spent; next-auth passes its message to the sign-in form. */
export class SignInThrottled extends Error {
  constructor(readonly retryAfter: number) {
    super(`Too many sign-in attempts. Try again in ${Math.max(1, Math.ceil(retryAfter / 60))} minute(s).`);
    this.name = "SignInThrottled";
  }
}

// A fixed hash of a random string: comparing against it when the e-mail is unknown keeps the response
// time the same, so the form cannot be used to find out which e-mails have accounts.
const DUMMY_HASH = "$2b$10$2roMIt.Jy8UkVkBFC0Bbxe.e9Uyu8L6tWZ5swQciG9W34vgiXa3oC";

/**
 * The credentials check behind next-auth's authorize(): rate limits first (a throttled caller learns
 * nothing about the password), then a bcrypt comparison. Null means "wrong e-mail or password".
 */
export async function verifyCredentials(email: string, password: string, ip: string): Promise<SignedInUser | null> {
  const addr = normalizeEmail(email ?? "");
  if (!addr || !password) return null;
  const limiter = getLimiter();
  const at = now();
  const [byIp, byEmail] = await Promise.all([
    limiter.consume(`signin:ip:${ip}`, SIGNIN_LIMIT, SIGNIN_WINDOW_MS, at),
    limiter.consume(`signin:email:${addr}`, SIGNIN_LIMIT, SIGNIN_WINDOW_MS, at),
  ]);
  if (!byIp.allowed || !byEmail.allowed) throw new SignInThrottled(Math.max(byIp.retryAfter, byEmail.retryAfter));
  const account = await findAccountByEmail(addr);
  const ok = await bcrypt.compare(password, account?.passwordHash ?? DUMMY_HASH);
  if (!account || !account.passwordHash || !ok) return null;
  // A successful sign-in gives its attempt back: the budget limits guessing, not people signing in often.
  await Promise.all([
    limiter.release(`signin:ip:${ip}`, SIGNIN_WINDOW_MS, at),
    limiter.release(`signin:email:${addr}`, SIGNIN_WINDOW_MS, at),
  ]).catch(() => undefined);
  return { id: account.id, email: account.email, name: account.name };
}

/** The caller's address as next-auth hands us headers (a plain object): the same rule as every per-IP limit. */
export function ipFromHeaders(headers: Record<string, unknown> | undefined): string {
  return clientIpFromHeaders((name) => {
    const v = headers?.[name];
    return Array.isArray(v) ? v.join(",") : typeof v === "string" ? v : null;
  });
}
