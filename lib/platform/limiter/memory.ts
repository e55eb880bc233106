import { nextUtcMidnight, utcDay } from "../clock";
import type { Limits } from "../tiers";
import { WINDOW_MS, type HitOptions, type Limiter, type LimitResult } from "./types";

/** Reads today's count from the usage log, so a restart does not hand out a fresh daily quota. */
export type DailySeed = (subject: string, day: string) => Promise<number>;

interface Daily {
  day: string;
  count: number;
  /** last time this subject was counted or read, for eviction */
  seen: number;
}

interface Window {
  /** timestamps in arrival order; entries before `head` have left the window */
  ts: number[];
  head: number;
}

/**
 * Entries looked at per call to hit()/consume(): every call pays a small, fixed amount towards forgetting subjects
 * nobody uses any more, so the maps stay proportional to the subjects active in the last window rather than to
 * every subject ever seen (a flood of made-up addresses must not be kept for good).
 */
const SWEEP_PER_CALL = 4;
/**
 * A subject's daily count for today is dropped after this long unused, only when it can be read back from the
 * usage log (a seed is configured); without a seed it is the only record and stays until the day ends (unless it
 * is 0, which loses nothing).
 */
export const DAILY_IDLE_MS = 10 * 60_000;
const SWEEP_PER_TICK = 20_000;

/** Walks a map a few entries per call, from where the previous call stopped, deleting what `expired` says. */
class Sweeper<V> {
  private cursor: Iterator<[string, V]> | null = null;

  constructor(
    private readonly map: Map<string, V>,
    private readonly expired: (v: V, now: number) => boolean,
  ) {}

  step(now: number, budget: number): void {
    let restarted = false;
    while (budget > 0 && this.map.size > 0) {
      this.cursor ??= this.map.entries();
      const next = this.cursor.next();
      if (next.done) {
        this.cursor = null;
        if (restarted) return; // walked the whole map in this call
        restarted = true;
        continue;
      }
      budget--;
      // Deleting the entry under a live Map iterator is safe: iteration continues with the next one.
      if (this.expired(next.value[1], now)) this.map.delete(next.value[0]);
    }
  }
}

/** In-process limiter: exact for one instance; several instances need the Redis store. */
export class MemoryLimiter implements Limiter {
  private windows = new Map<string, Window>();
  private daily = new Map<string, Daily>();
  private seeding = new Map<string, Promise<void>>();
  private buckets = new Map<string, { start: number; count: number; windowMs: number }>();
  private readonly sweepWindows: Sweeper<Window>;
  private readonly sweepDaily: Sweeper<Daily>;
  private readonly sweepBuckets: Sweeper<{ start: number; count: number; windowMs: number }>;

  /** the newest `now` callers passed, and the wall-clock time it arrived: the timer's idea of the limiter's clock */
  private lastNow = 0;
  private lastNowAt = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  /**
   * `sweepEveryMs`: besides the per-call sweep, a background pass (at most SWEEP_PER_TICK entries per map) frees
   * memory when traffic stops after a burst; 0 turns it off.
   */
  constructor(
    private readonly seed?: DailySeed,
    opts: { sweepEveryMs?: number } = {},
  ) {
    const every = opts.sweepEveryMs ?? 60_000;
    if (every > 0) {
      this.timer = setInterval(() => {
        if (!this.lastNowAt) return;
        const t = this.lastNow + (Date.now() - this.lastNowAt);
        for (const s of [this.sweepWindows, this.sweepDaily, this.sweepBuckets]) s.step(t, SWEEP_PER_TICK);
      }, every);
      this.timer.unref?.();
    }
    this.sweepWindows = new Sweeper(this.windows, (w, now) => w.ts.length === w.head || w.ts[w.ts.length - 1] <= now - WINDOW_MS);
    this.sweepDaily = new Sweeper(
      this.daily,
      (d, now) => d.day < utcDay(now) || (d.count === 0 && now - d.seen > WINDOW_MS) || (this.seed !== undefined && now - d.seen > DAILY_IDLE_MS),
    );
    this.sweepBuckets = new Sweeper(this.buckets, (b, now) => now - b.start >= b.windowMs);
  }

  /** Entries held, for tests and diagnostics. */
  get sizes(): { windows: number; daily: number; buckets: number } {
    return { windows: this.windows.size, daily: this.daily.size, buckets: this.buckets.size };
  }

  /** Forgets every expired or idle subject at once (the per-call sweep does the same a few entries at a time). */
  sweep(now: number): void {
    for (const s of [this.sweepWindows, this.sweepDaily, this.sweepBuckets]) s.step(now, Number.MAX_SAFE_INTEGER);
  }

  private tick(now: number): void {
    if (now >= this.lastNow) {
      this.lastNow = now;
      this.lastNowAt = Date.now();
    }
  }

  private async ensureDaily(subject: string, day: string, now: number): Promise<Daily> {
    const cur = this.daily.get(subject);
    if (cur && cur.day === day) return cur;
    if (!this.seed) {
      const fresh = { day, count: 0, seen: now };
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
          if (!again || again.day !== day) this.daily.set(subject, { day, count, seen: now });
        });
      this.seeding.set(k, p);
    }
    await p;
    this.seeding.delete(k);
    const seeded = this.daily.get(subject);
    if (seeded && seeded.day === day) return seeded;
    // Swept between seeding and now (only possible after a long wait): read it again.
    return this.ensureDaily(subject, day, now);
  }

  async hit(subject: string, limits: Limits, opts: HitOptions): Promise<LimitResult> {
    const { now } = opts;
    const day = utcDay(now);
    const ds = opts.dailySubject ?? subject;
    const known = this.daily.get(ds);
    const daily = known && known.day === day ? known : await this.ensureDaily(ds, day, now);
    // Everything below is synchronous: check-and-record cannot interleave within this process.
    daily.seen = now; // before the sweep, so the entry in use is never the one it drops
    this.tick(now);
    this.sweepWindows.step(now, SWEEP_PER_CALL);
    this.sweepDaily.step(now, SWEEP_PER_CALL);
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

  async refundDaily(subject: string, at: number): Promise<void> {
    const d = this.daily.get(subject);
    if (d && d.day === utcDay(at) && d.count > 0) d.count--;
  }

  async dailyCount(subject: string, now: number): Promise<number> {
    const d = await this.ensureDaily(subject, utcDay(now), now);
    d.seen = now;
    return d.count;
  }

  async consume(bucket: string, limit: number, windowMs: number, now: number) {
    this.tick(now);
    this.sweepBuckets.step(now, SWEEP_PER_CALL);
    let b = this.buckets.get(bucket);
    if (!b || now - b.start >= windowMs) {
      b = { start: now, count: 0, windowMs };
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
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.windows.clear();
    this.daily.clear();
    this.buckets.clear();
  }
}
