import { randomBytes } from "node:crypto";
import Redis from "ioredis";
import { nextUtcMidnight, utcDay } from "../clock";
import type { Limits } from "../tiers";
import type { DailySeed } from "./memory";
import { WINDOW_MS, type HitOptions, type Limiter, type LimitResult } from "./types";

// Check and record in one script: two instances can never both take the last slot.
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local win = tonumber(ARGV[2])
local rpm = tonumber(ARGV[3])
local dlim = tonumber(ARGV[4])
local counts = tonumber(ARGV[5])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - win)
local n = redis.call('ZCARD', KEYS[1])
local used = tonumber(redis.call('GET', KEYS[2]) or '0')
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
local oldestScore = now
if oldest[2] then oldestScore = tonumber(oldest[2]) end
if n >= rpm then return {0, 1, n, used, oldestScore} end
if counts == 1 and dlim >= 0 and used >= dlim then return {0, 2, n, used, oldestScore} end
redis.call('ZADD', KEYS[1], now, ARGV[6])
redis.call('PEXPIRE', KEYS[1], win)
if counts == 1 then
  used = redis.call('INCR', KEYS[2])
  redis.call('EXPIRE', KEYS[2], tonumber(ARGV[7]))
end
if n == 0 then oldestScore = now end
return {1, 0, n + 1, used, oldestScore}
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
  private seeded = new Set<string>();
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

  private dailyKey(subject: string, day: string): string {
    return `${this.ns}:day:${day}:${subject}`;
  }

  /** Redis keeps nothing on disk here: after its restart, today's count comes back from the usage log. */
  private async ensureSeeded(subject: string, day: string, now: number): Promise<void> {
    const k = this.dailyKey(subject, day);
    if (!this.seed || this.seeded.has(k)) return;
    if ((await this.redis.exists(k)) === 0) {
      const count = await this.seed(subject, day).catch(() => 0);
      const ttl = Math.ceil((nextUtcMidnight(now) - now) / 1000) + 3600;
      await this.redis.set(k, String(count), "EX", ttl, "NX");
    }
    this.seeded.add(k);
  }

  async hit(subject: string, limits: Limits, opts: HitOptions): Promise<LimitResult> {
    const { now } = opts;
    const day = utcDay(now);
    await this.ready();
    const dailySubject = opts.dailySubject ?? subject;
    await this.ensureSeeded(dailySubject, day, now);
    const ttl = Math.ceil((nextUtcMidnight(now) - now) / 1000) + 3600;
    const member = `${now}-${randomBytes(6).toString("hex")}`;
    const [ok, reason, n, used, oldest] = await this.redis.csHit(
      `${this.ns}:rpm:${subject}`,
      this.dailyKey(dailySubject, day),
      now,
      WINDOW_MS,
      limits.rpm,
      limits.daily ?? -1,
      opts.countsDaily ? 1 : 0,
      member,
      ttl,
    );
    const resetMs = Number(oldest) + WINDOW_MS;
    const base = {
      rpmLimit: limits.rpm,
      rpmRemaining: Math.max(0, limits.rpm - Number(n)),
      rpmResetAt: Math.ceil(resetMs / 1000),
      dailyUsed: Number(used),
      dailyLimit: limits.daily,
    };
    if (ok === 1) return { ...base, allowed: true, retryAfter: 0 };
    if (reason === 1) {
      return { ...base, allowed: false, reason: "rpm", retryAfter: Math.max(1, Math.ceil((resetMs - now) / 1000)) };
    }
    return {
      ...base,
      allowed: false,
      reason: "daily",
      retryAfter: Math.max(1, Math.ceil((nextUtcMidnight(now) - now) / 1000)),
    };
  }

  async refundDaily(subject: string, at: number): Promise<void> {
    await this.ready();
    await this.redis.csRefund(this.dailyKey(subject, utcDay(at)));
  }

  async dailyCount(subject: string, now: number): Promise<number> {
    await this.ready();
    const day = utcDay(now);
    await this.ensureSeeded(subject, day, now);
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
