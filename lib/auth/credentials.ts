import { findAccountByEmail, normalizeEmail } from "@/lib/platform/accounts";
import { now } from "@/lib/platform/clock";
import { getLimiter } from "@/lib/platform/limiter";
import { checkPassword } from "./passwords";

/** 10 failed attempts per 15 minutes, counted per client address and per e-mail (either blocks). */
export const SIGNIN_LIMIT = 10;
export const SIGNIN_WINDOW_MS = 15 * 60_000;

export interface SignedInUser {
  id: string;
  email: string;
  name: string | null;
  /** stamped into the session token: sessions with an older value have been signed out */
  sessionVersion: number;
}

/** Thrown when the attempt budget is spent; next-auth passes its message to the sign-in form. */
export class SignInThrottled extends Error {
  constructor(readonly retryAfter: number) {
    super(`Too many sign-in attempts. Try again in ${Math.max(1, Math.ceil(retryAfter / 60))} minute(s).`);
    this.name = "SignInThrottled";
  }
}

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
  // An unknown e-mail is compared against a dummy hash: the same cost, so timing shows nothing.
  const ok = await checkPassword(password, account?.passwordHash);
  if (!account || !ok) return null;
  // A successful sign-in gives its attempt back: the budget limits guessing, not people signing in often.
  await Promise.all([
    limiter.release(`signin:ip:${ip}`, SIGNIN_WINDOW_MS, at),
    limiter.release(`signin:email:${addr}`, SIGNIN_WINDOW_MS, at),
  ]).catch(() => undefined);
  return { id: account.id, email: account.email, name: account.name, sessionVersion: account.sessionVersion };
}

/** The caller's address as next-auth hands us headers (a plain object). */
export function ipFromHeaders(headers: Record<string, unknown> | undefined): string {
  const xff = headers?.["x-forwarded-for"];
  const value = Array.isArray(xff) ? xff.join(",") : typeof xff === "string" ? xff : "";
  const parts = value.split(",").map((s) => s.trim()).filter(Boolean);
  if (parts.length) return parts[parts.length - 1].replace(/^::ffff:/, "");
  const real = headers?.["x-real-ip"];
  return typeof real === "string" && real.trim() ? real.trim() : "local";
}
