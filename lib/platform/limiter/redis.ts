import Redis from "ioredis";
import { nextUtcMidnight, utcDay } from "../clock";
import type { Limits } from "../tiers";
import type { DailySeed } from "./memory";
import { WINDOW_MS, type HitOptions, type Limiter, type LimitResult } from "./types";

/**
 * The minute window and the daily quota, checked and recorded in one script (one EVALSHA round trip): two
 * instances can never both take the last slot, and a refused request spends nothing.
 *
 * The window is the exact sliding log of admission times in a LIST, oldest first. Expiry trims a prefix: LINDEX of
 * the oldest, and only when it has left, LRANGE of the first few and LTRIM. Admission is RPUSH, whose reply is the
 * new length (no LLEN), taken back with RPOP when it went over. Entries are pushed in arrival order; when the clocks
 * of two instances disagree an entry can sit behind a newer one and leave only after it, which refuses early and
 * never over-admits. A minute holds at most `rpm` entries per subject, and the key expires one to two minutes after
 * its last entry. The common admitted call is four cheap commands (LINDEX, RPUSH, INCR, PTTL) and one round trip.
 * ARGV: now (ms), rpm, daily ("-" not counted, -1 counted without limit, else the limit).
 * Reply: {allowed, reason (1 rpm, 2 daily), requests in window, daily used, oldest in window, slot free at}.
 */
const HIT_SCRIPT = `
local w = KEYS[1]
local now = tonumber(ARGV[1])
local cutoff = now - ${WINDOW_MS}
local oldest = now
local head = redis.call('LINDEX', w, 0)
if head then
  oldest = tonumber(head)
  while oldest <= cutoff do
    local first = redis.call('LRANGE', w, 0, 15)
    local gone = 0
    for i = 1, #first do
      if tonumber(first[i]) <= cutoff then gone = i else break end
    end
    redis.call('LTRIM', w, gone, -1)
    oldest = tonumber(first[gone + 1]) or now
    if gone < 16 then break end
  end
end
local n = redis.call('RPUSH', w, ARGV[1])
local rpm = tonumber(ARGV[2])
if n > rpm then
  redis.call('RPOP', w)
  local freeAt = oldest + ${WINDOW_MS}
  if n - 1 > rpm then freeAt = tonumber(redis.call('LINDEX', w, n - 1 - rpm)) + ${WINDOW_MS} end
  return {0, 1, n - 1, tonumber(redis.call('GET', KEYS[2]) or '0'), oldest, freeAt}
end
local used
if ARGV[3] == '-' then
  used = tonumber(redis.call('GET', KEYS[2]) or '0')
else
  used = redis.call('INCR', KEYS[2])
  -- kept until an hour after the next 00:00 UTC
  if used == 1 then redis.call('EXPIRE', KEYS[2], 90000 - math.floor(now / 1000) % 86400) end
  local dlim = tonumber(ARGV[3])
  if dlim >= 0 and used > dlim then
    redis.call('DECR', KEYS[2])
    redis.call('RPOP', w)
    return {0, 2, n - 1, used - 1, oldest, 0}
  end
end
-- The log must outlive its newest entry by a minute. PTTL is a read; the write (renewing to two minutes) happens
-- about once a minute per subject instead of on every call.
if redis.call('PTTL', w) < ${WINDOW_MS} then redis.call('PEXPIRE', w, ${2 * WINDOW_MS}) end
return {1, 0, n, used, oldest, 0}
`;

const CONSUME_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
local ttl = redis.call('PTTL', KEYS[1])
if c > tonumber(ARGV[1]) then
  redis.call('DECR', KEYS[1])
  return {0, ttl, c - 1}
end
return {1, ttl, c}
`;

const REFUND_SCRIPT = `
local v = tonumber(redis.call('GET', KEYS[1]) or '0')
if v > 0 then return redis.call('DECR', KEYS[1]) end
return 0
`;

type RedisWithScripts = Redis & {
  csRefund(k1: string): Promise<number>;
  csHit(k1: string, k2: string, ...args: (string | number)[]): Promise<number[]>;
  csConsume(k1: string, ...args: (string | number)[]): Promise<number[]>;
};

export function createRedisClient(url: string): Redis {
  return new Redis(url, {
    // Fail fast while Redis is away; the policy in limiter/index.ts decides what happens then.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
    lazyConnect: false,
  });
}

export class RedisLimiter implements Limiter {
  private readonly redis: RedisWithScripts;
  /** daily keys known to exist (seeded from the usage log) today */
  private seeded = new Set<string>();
  private seededDay = "";
  private firstReady: Promise<void> | null;

  constructor(
    client: Redis,
    private readonly ns = "cs",
    private readonly seed?: DailySeed,
  ) {
    client.defineCommand("csHit", { numberOfKeys: 2, lua: HIT_SCRIPT });
    client.defineCommand("csConsume", { numberOfKeys: 1, lua: CONSUME_SCRIPT });
    client.defineCommand("csRefund", { numberOfKeys: 1, lua: REFUND_SCRIPT });
    client.on("error", () => undefined); // reconnects by itself; callers see failures per command
    this.redis = client as RedisWithScripts;
    // Commands fail fast while Redis is away, but the very first ones wait (briefly) for the initial connection.
    this.firstReady =
      client.status === "ready"
        ? null
        : new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              this.firstReady = null;
              resolve();
            };
            const timer = setTimeout(done, 2_000);
            timer.unref?.();
            client.once("ready", done);
          });
  }

  private async ready(): Promise<void> {
    if (this.firstReady) await this.firstReady;
  }

  get client(): Redis {
    return this.redis;
  }

  /**
   * The minute window's LIST. Not the `rpm:` key of the sorted-set version before it: during a rolling upgrade old
   * and new instances share Redis, and a script meeting the other type would fail every call (WRONGTYPE).
   */
  windowKey(subject: string): string {
    return `${this.ns}:minute:${subject}`;
  }

  private dailyKey(subject: string, day: string): string {
    return `${this.ns}:day:${day}:${subject}`;
  }

  /** Redis keeps nothing on disk here: after its restart, today's count comes back from the usage log. */
  private async ensureSeeded(subject: string, day: string, now: number): Promise<void> {
    const k = this.dailyKey(subject, day);
    if ((await this.redis.exists(k)) === 0) {
      const count = await this.seed!(subject, day).catch(() => 0);
      const ttl = Math.ceil((nextUtcMidnight(now) - now) / 1000) + 3600;
      await this.redis.set(k, String(count), "EX", ttl, "NX");
    }
    this.markSeeded(k, day);
  }

  private isSeeded(k: string, day: string): boolean {
    return this.seededDay === day && this.seeded.has(k);
  }

  private markSeeded(k: string, day: string): void {
    // Yesterday's marks are of no use any more: the set holds one day's subjects at most.
    if (this.seededDay !== day) {
      this.seeded.clear();
      this.seededDay = day;
    }
    this.seeded.add(k);
  }

  hit(subject: string, limits: Limits, opts: HitOptions): Promise<LimitResult> {
    const { now } = opts;
    const day = utcDay(now);
    const dailySubject = opts.dailySubject ?? subject;
    const dailyKey = this.dailyKey(dailySubject, day);
    // The common case is one round trip; the first call (connection) and a subject's first of the day wait first.
    if (this.firstReady === null && (!this.seed || this.isSeeded(dailyKey, day))) return this.runHit(subject, dailyKey, limits, opts);
    return this.ready()
      .then(() => (this.seed && !this.isSeeded(dailyKey, day) ? this.ensureSeeded(dailySubject, day, now) : undefined))
      .then(() => this.runHit(subject, dailyKey, limits, opts));
  }

  private runHit(subject: string, dailyKey: string, limits: Limits, opts: HitOptions): Promise<LimitResult> {
    const { now } = opts;
    // daily: "-" not counted, -1 counted without a limit, else the limit
    const daily = opts.countsDaily ? (limits.daily ?? -1) : "-";
    return this.redis.csHit(this.windowKey(subject), dailyKey, now, limits.rpm, daily).then(([ok, reason, n, used, oldest, freeAt]) => {
      const result: LimitResult = {
        allowed: ok === 1,
        reason: undefined,
        rpmLimit: limits.rpm,
        rpmRemaining: Math.max(0, limits.rpm - n),
        rpmResetAt: Math.ceil((oldest + WINDOW_MS) / 1000),
        retryAfter: 0,
        dailyUsed: used,
        dailyLimit: limits.daily,
      };
      if (ok === 1) return result;
      if (reason === 1) {
        result.reason = "rpm";
        result.retryAfter = Math.max(1, Math.ceil((freeAt - now) / 1000));
      } else {
        result.reason = "daily";
        result.retryAfter = Math.max(1, Math.ceil((nextUtcMidnight(now) - now) / 1000));
      }
      return result;
    });
  }

  async refundDaily(subject: string, at: number): Promise<void> {
    await this.ready();
    await this.redis.csRefund(this.dailyKey(subject, utcDay(at)));
  }

  async dailyCount(subject: string, now: number): Promise<number> {
    await this.ready();
    const day = utcDay(now);
    if (this.seed && !this.isSeeded(this.dailyKey(subject, day), day)) await this.ensureSeeded(subject, day, now);
    return Number((await this.redis.get(this.dailyKey(subject, day))) ?? 0);
  }

  async consume(bucket: string, limit: number, windowMs: number, now: number) {
    await this.ready();
    const windowStart = Math.floor(now / windowMs);
    const [ok, ttl, count] = await this.redis.csConsume(`${this.ns}:bucket:${bucket}:${windowStart}`, limit, windowMs);
    return { allowed: ok === 1, retryAfter: ok === 1 ? 0 : Math.max(1, Math.ceil(Number(ttl) / 1000)), count: Number(count) };
  }

  async release(bucket: string, windowMs: number, now: number): Promise<void> {
    await this.ready();
    const k = `${this.ns}:bucket:${bucket}:${Math.floor(now / windowMs)}`;
    if (Number(await this.redis.get(k)) > 0) await this.redis.decr(k);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
