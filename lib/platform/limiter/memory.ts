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
  /** set when the sweep drops it: a window's cached reference to it is then stale */
  dropped?: boolean;
}

/**
 * Width of the sub-buckets of a subject's minute window. Each bucket keeps how many requests it admitted and the
 * time of the newest one, and leaves the window when that newest request does (60 s after it). So:
 * - no 60 s interval ever holds more than `rpm` admitted requests: a request is counted at least as long as the
 *   exact sliding log would count it, never shorter;
 * - the only difference from the exact log is that a request may be counted up to BUCKET_MS longer, when a later
 *   request of the same bucket keeps it there: it errs on refusing, by less than a second;
 * - Retry-After is the moment the bucket that frees a slot leaves, when a retry is really admitted;
 * - memory is at most 61 buckets per subject whatever its rate (an exact log needs a slot per request).
 */
export const BUCKET_MS = 1_000;

/**
 * One subject's minute window: its non-empty sub-buckets, oldest first, in a ring of (newest time, count) pairs
 * that grows by doubling up to the 61 a window can span. Admitting is O(1), expiry O(1) amortised.
 *
 * A call whose `now` is older than the newest bucket (clocks of concurrent callers are not ordered) is counted
 * in the newest bucket: it stays in the window longer, which can only refuse early, never over-admit.
 */
class Window {
  /** slot i: ring[2i] = time of the newest request in the bucket, ring[2i + 1] = requests in it */
  ring = new Float64Array(8);
  mask = 3;
  head = 0;
  size = 0;
  /** requests in the window (sum of counts) */
  total = 0;
  /** time of the newest request, for eviction */
  newest = 0;
  /** the daily counter this subject's last call counted against, so the next call needs one map lookup, not two */
  daily: Daily | null = null;
  dailySubject = "";

  expire(cutoff: number): void {
    const ring = this.ring;
    while (this.size > 0 && ring[2 * this.head] <= cutoff) {
      this.total -= ring[2 * this.head + 1];
      this.head = (this.head + 1) & this.mask;
      this.size--;
    }
  }

  /** When the oldest bucket leaves the window (only when total > 0). */
  oldestLeavesAt(): number {
    return this.ring[2 * this.head] + WINDOW_MS;
  }

  add(now: number): void {
    const ring = this.ring;
    if (this.size > 0) {
      const tail = 2 * ((this.head + this.size - 1) & this.mask);
      if (Math.floor(ring[tail] / BUCKET_MS) >= Math.floor(now / BUCKET_MS)) {
        if (now > ring[tail]) ring[tail] = now;
        ring[tail + 1]++;
        this.total++;
        if (now > this.newest) this.newest = now;
        return;
      }
    }
    if (this.size === this.mask + 1) this.grow();
    const i = 2 * ((this.head + this.size) & this.mask);
    this.ring[i] = now;
    this.ring[i + 1] = 1;
    this.size++;
    this.total++;
    this.newest = now;
  }

  /** When the window next holds fewer than `limit` requests: the moment the bucket that frees a slot leaves it. */
  slotFreeAt(limit: number): number {
    const ring = this.ring;
    let mustLeave = this.total - limit + 1;
    let i = this.head;
    for (let n = 0; n < this.size; n++) {
      mustLeave -= ring[2 * i + 1];
      if (mustLeave <= 0) return ring[2 * i] + WINDOW_MS;
      i = (i + 1) & this.mask;
    }
    return this.newest + WINDOW_MS;
  }

  private grow(): void {
    const cap = (this.mask + 1) * 2;
    const ring = new Float64Array(cap * 2);
    for (let n = 0; n < this.size; n++) {
      const i = (this.head + n) & this.mask;
      ring[2 * n] = this.ring[2 * i];
      ring[2 * n + 1] = this.ring[2 * i + 1];
    }
    this.ring = ring;
    this.mask = cap - 1;
    this.head = 0;
  }
}

/**
 * Forgetting subjects nobody uses any more, so the maps stay proportional to the subjects active in the last
 * window rather than to every subject ever seen (a flood of made-up addresses must not be kept for good). The
 * walk is paid for in small, fixed amounts: SWEEP_PER_NEW entries for every subject added, and SWEEP_PER_MS
 * entries for every millisecond the clock moves on (at most SWEEP_MAX_PER_CALL in one call). So a steady stream
 * of new subjects is walked four times as fast as it arrives, traffic after a burst clears it within
 * (subjects / SWEEP_PER_MS) ms, and a busy limiter over known subjects pays almost nothing per call.
 */
const SWEEP_PER_NEW = 4;
const SWEEP_PER_MS = 4;
const SWEEP_MAX_PER_CALL = 64;
/** Fixed-window buckets (sign-in, registration) are off the hot path: a few entries on every call. */
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

/**
 * In-process limiter: exact for one instance; several instances need the Redis store.
 *
 * The minute window is a sliding window of one-second sub-buckets (see BUCKET_MS): no 60 s interval ever holds more
 * than `rpm` admitted requests, and Retry-After is the moment a retry is admitted. The daily quota is a counter
 * per UTC day.
 */
export class MemoryLimiter implements Limiter {
  private windows = new Map<string, Window>();
  private daily = new Map<string, Daily>();
  private seeding = new Map<string, Promise<void>>();
  private buckets = new Map<string, { start: number; count: number; windowMs: number }>();
  private readonly sweepWindows: Sweeper<Window>;
  private readonly sweepDaily: Sweeper<Daily>;
  private readonly sweepBuckets: Sweeper<{ start: number; count: number; windowMs: number }>;

  /** sweep steps earned and not yet spent (see SWEEP_PER_NEW) */
  private sweepCredit = 0;
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
    this.sweepWindows = new Sweeper(this.windows, (w, now) => w.total === 0 || w.newest <= now - WINDOW_MS);
    this.sweepDaily = new Sweeper(this.daily, (d, now) => {
      const idle =
        d.day < utcDay(now) || (d.count === 0 && now - d.seen > WINDOW_MS) || (this.seed !== undefined && now - d.seen > DAILY_IDLE_MS);
      if (idle) d.dropped = true;
      return idle;
    });
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

  /** Earns sweep steps for the time that passed since the newest `now` seen, and remembers the clock for the timer. */
  private tick(now: number): void {
    if (now > this.lastNow) {
      if (this.lastNow) this.sweepCredit += Math.min(now - this.lastNow, SWEEP_MAX_PER_CALL) * SWEEP_PER_MS;
      this.lastNow = now;
      this.lastNowAt = Date.now();
    }
  }

  private paySweep(now: number): void {
    // More than a full pass over both maps is never useful: credit beyond that is forgotten.
    const useful = this.windows.size + this.daily.size;
    if (this.sweepCredit > useful) this.sweepCredit = useful;
    const budget = Math.min(this.sweepCredit, SWEEP_MAX_PER_CALL);
    this.sweepCredit -= budget;
    this.sweepWindows.step(now, budget);
    this.sweepDaily.step(now, budget);
  }

  private async ensureDaily(subject: string, day: string, now: number): Promise<Daily> {
    const cur = this.daily.get(subject);
    if (cur && cur.day === day) return cur;
    if (!this.seed) {
      const fresh = { day, count: 0, seen: now };
      this.daily.set(subject, fresh);
      this.sweepCredit += SWEEP_PER_NEW;
      return fresh;
    }
    const k = `${subject}|${day}`;
    let p = this.seeding.get(k);
    if (!p) {
      p = this.seed(subject, day)
        .catch(() => 0)
        .then((count) => {
          const again = this.daily.get(subject);
          if (!again || again.day !== day) {
            this.daily.set(subject, { day, count, seen: now });
            this.sweepCredit += SWEEP_PER_NEW;
          }
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

  hit(subject: string, limits: Limits, opts: HitOptions): Promise<LimitResult> {
    const now = this.hitNow(subject, limits, opts);
    if (now) return Promise.resolve(now);
    const ds = opts.dailySubject ?? subject;
    const day = utcDay(opts.now);
    return this.ensureDaily(ds, day, opts.now).then((daily) => this.decide(subject, limits, opts, daily, this.windows.get(subject)));
  }

  /**
   * The common case of hit(), decided and recorded synchronously: null only when the subject's daily counter must
   * first be read from the usage log (its first call of the day), and then nothing was counted.
   */
  hitNow(subject: string, limits: Limits, opts: HitOptions): LimitResult | null {
    const ds = opts.dailySubject ?? subject;
    const day = utcDay(opts.now);
    const w = this.windows.get(subject);
    const cached = w?.daily;
    if (cached && !cached.dropped && cached.day === day && w!.dailySubject === ds) return this.decide(subject, limits, opts, cached, w!);
    const known = this.daily.get(ds);
    if (known !== undefined && known.day === day) return this.decide(subject, limits, opts, known, w);
    return null;
  }

  /** Check and record in one synchronous step: calls cannot interleave within this process. */
  private decide(subject: string, limits: Limits, opts: HitOptions, daily: Daily, found: Window | undefined): LimitResult {
    const now = opts.now;
    daily.seen = now;
    this.tick(now);
    let w = found;
    if (w === undefined) {
      w = new Window();
      this.windows.set(subject, w);
      this.sweepCredit += SWEEP_PER_NEW;
    }
    w.daily = daily;
    w.dailySubject = opts.dailySubject ?? subject;
    const result = this.check(w, limits, opts, daily);
    // Only now, so the sweep can never drop the window or the counter this call was using.
    if (this.sweepCredit >= 1) this.paySweep(now);
    return result;
  }

  private check(w: Window, limits: Limits, opts: HitOptions, daily: Daily): LimitResult {
    const now = opts.now;
    w.expire(now - WINDOW_MS);
    const inWindow = w.total;
    const rpm = limits.rpm;
    if (inWindow >= rpm) {
      return {
        allowed: false,
        reason: "rpm",
        rpmLimit: rpm,
        rpmRemaining: 0,
        rpmResetAt: Math.ceil(w.oldestLeavesAt() / 1000),
        retryAfter: Math.max(1, Math.ceil((w.slotFreeAt(rpm) - now) / 1000)),
        dailyUsed: daily.count,
        dailyLimit: limits.daily,
      };
    }
    if (opts.countsDaily && limits.daily !== null && daily.count >= limits.daily) {
      return {
        allowed: false,
        reason: "daily",
        rpmLimit: rpm,
        rpmRemaining: rpm - inWindow,
        rpmResetAt: Math.ceil((inWindow > 0 ? w.oldestLeavesAt() : now + WINDOW_MS) / 1000),
        retryAfter: Math.max(1, Math.ceil((nextUtcMidnight(now) - now) / 1000)),
        dailyUsed: daily.count,
        dailyLimit: limits.daily,
      };
    }
    w.add(now);
    if (opts.countsDaily) daily.count++;
    return {
      allowed: true,
      reason: undefined,
      rpmLimit: rpm,
      rpmRemaining: rpm - inWindow - 1,
      rpmResetAt: Math.ceil(w.oldestLeavesAt() / 1000),
      retryAfter: 0,
      dailyUsed: daily.count,
      dailyLimit: limits.daily,
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
