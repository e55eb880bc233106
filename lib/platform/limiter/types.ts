import type { Limits } from "../tiers";

export interface HitOptions {
  now: number;
  /** GET usage/tiers pass the per-minute window but don't spend daily quota (CONTRACT.md). */
  countsDaily: boolean;
  /** the daily quota may be shared wider than the minute window (developer accounts: all keys) */
  dailySubject?: string;
}

export interface LimitResult {
  allowed: boolean;
  reason?: "rpm" | "daily";
  rpmLimit: number;
  rpmRemaining: number;
  /** epoch seconds when the oldest request leaves the sliding minute window */
  rpmResetAt: number;
  /** seconds until a retry can succeed (only meaningful when not allowed) */
  retryAfter: number;
  dailyUsed: number;
  dailyLimit: number | null;
}

/**
 * Sliding-log per-minute window plus a UTC-day counter, checked and recorded atomically:
 * a refused request spends nothing.
 */
export interface Limiter {
  hit(subject: string, limits: Limits, opts: HitOptions): Promise<LimitResult>;
  /**
   * Optional: hit() decided synchronously when the store can (the in-process one, for a subject it already knows),
   * else null and nothing counted: the caller then calls hit(). Saves the request path a promise and a tick.
   */
  hitNow?(subject: string, limits: Limits, opts: HitOptions): LimitResult | null;
  /**
   * Gives back one unit of a subject's daily quota counted by hit() at `at` (same UTC day): for a request that
   * passed the limiter and was then refused (401/403/429), which must not cost the caller quota.
   */
  refundDaily(subject: string, at: number): Promise<void>;
  /** Requests counted today for a subject (for usage views). */
  dailyCount(subject: string, now: number): Promise<number>;
  /** Generic fixed-window counter (sign-in attempts, registrations per IP). */
  consume(bucket: string, limit: number, windowMs: number, now: number): Promise<{ allowed: boolean; retryAfter: number; count: number }>;
  /** Gives back one unit taken by consume() (e.g. a registration that then failed). */
  release(bucket: string, windowMs: number, now: number): Promise<void>;
  close(): Promise<void>;
}

export const WINDOW_MS = 60_000;
