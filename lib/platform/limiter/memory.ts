import { nextUtcMidnight, utcDay } from "../clock";
import type { Limits } from "../tiers";
import { WINDOW_MS, type HitOptions, type Limiter, type LimitResult } from "./types";

/** Reads today's count from the usage log, so a restart does not hand out a fresh daily quota. */
export type DailySeed = (subject: string, day: string) => Promise<number>;

interface Daily {
  day: string;
  count: number;
}

/** In-process limiter: exact for one instance; several instances need the Redis store. */
export class MemoryLimiter implements Limiter {
  /** per subject: timestamps in arrival order; entries before `head` have left the window */
  private windows = new Map<string, { ts: number[]; head: number }>();
  private daily = new Map<string, Daily>();
  private seeding = new Map<string, Promise<void>>();
  private buckets = new Map<string, { start: number; count: number }>();

  constructor(private readonly seed?: DailySeed) {}

  private async ensureDaily(subject: string, day: string): Promise<Daily> {
    const cur = this.daily.get(subject);
    if (cur && cur.day === day) return cur;
    if (!this.seed) {
      const fresh = { day, count: 0 };
      this.daily.set(subject, fresh);
      return fresh;
    }
    const k = `${subject}|${day}`;
    let p = this.seeding.get(k);
    if (!p) {
      p = this.seed(subject, day)
        .catch(() => 0)
        .then((count) => {
          const again = this.daily.get(subject);
          if (!again || again.day !== day) this.daily.set(subject, { day, count });
        });
      this.seeding.set(k, p);
    }
    await p;
    this.seeding.delete(k);
    return this.daily.get(subject)!;
  }

  async hit(subject: string, limits: Limits, opts: HitOptions): Promise<LimitResult> {
    const { now } = opts;
    const day = utcDay(now);
    const ds = opts.dailySubject ?? subject;
    const known = this.daily.get(ds);
    const daily = known && known.day === day ? known : await this.ensureDaily(ds, day);
    // Everything below is synchronous: check-and-record cannot interleave within this process.
    let w = this.windows.get(subject);
    if (!w) {
      w = { ts: [], head: 0 };
      this.windows.set(subject, w);
    }
    const cutoff = now - WINDOW_MS;
    // Advance past expired entries (O(1) per request); compact now and then instead of shifting every time.
    while (w.head < w.ts.length && w.ts[w.head] <= cutoff) w.head++;
    if (w.head > 256 && w.head * 2 > w.ts.length) {
      w.ts = w.ts.slice(w.head);
      w.head = 0;
    }
    const inWindow = w.ts.length - w.head;
    const oldest = inWindow ? w.ts[w.head] : now;

    const base = {
      rpmLimit: limits.rpm,
      dailyLimit: limits.daily,
      dailyUsed: daily.count,
    };
    if (inWindow >= limits.rpm) {
      const resetMs = oldest + WINDOW_MS;
      return {
        ...base,
        allowed: false,
        reason: "rpm",
        rpmRemaining: 0,
        rpmResetAt: Math.ceil(resetMs / 1000),
        retryAfter: Math.max(1, Math.ceil((resetMs - now) / 1000)),
      };
    }
    if (opts.countsDaily && limits.daily !== null && daily.count >= limits.daily) {
      return {
        ...base,
        allowed: false,
        reason: "daily",
        rpmRemaining: limits.rpm - inWindow,
        rpmResetAt: Math.ceil((oldest + WINDOW_MS) / 1000),
        retryAfter: Math.max(1, Math.ceil((nextUtcMidnight(now) - now) / 1000)),
      };
    }
    w.ts.push(now);
    if (opts.countsDaily) daily.count++;
    return {
      ...base,
      dailyUsed: daily.count,
      allowed: true,
      rpmRemaining: limits.rpm - inWindow - 1,
      rpmResetAt: Math.ceil(((inWindow ? oldest : now) + WINDOW_MS) / 1000),
      retryAfter: 0,
    };
  }

  async dailyCount(subject: string, now: number): Promise<number> {
    return (await this.ensureDaily(subject, utcDay(now))).count;
  }

  async consume(bucket: string, limit: number, windowMs: number, now: number) {
    let b = this.buckets.get(bucket);
    if (!b || now - b.start >= windowMs) {
      b = { start: now, count: 0 };
      this.buckets.set(bucket, b);
    }
    if (b.count >= limit) {
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((b.start + windowMs - now) / 1000)), count: b.count };
    }
    b.count++;
    return { allowed: true, retryAfter: 0, count: b.count };
  }

  async release(bucket: string, windowMs: number, now: number): Promise<void> {
    const b = this.buckets.get(bucket);
    if (b && now - b.start < windowMs && b.count > 0) b.count--;
  }

  async close(): Promise<void> {
    this.windows.clear();
    this.daily.clear();
    this.buckets.clear();
  }
}
