import { getConfig } from "@/lib/config";
import { ApiError } from "@/lib/errors";
import type { Limits } from "../tiers";
import { MemoryLimiter, type DailySeed } from "./memory";
import { createRedisClient, RedisLimiter } from "./redis";
import type { HitOptions, Limiter, LimitResult } from "./types";

export type { Limiter, LimitResult, HitOptions } from "./types";
export { MemoryLimiter } from "./memory";
export { RedisLimiter, createRedisClient } from "./redis";

/**
 * THE Redis-failure policy, decided here and nowhere else (LIMITER_REDIS_FAILURE):
 * - "local" (default): while Redis is unreachable each instance enforces the same limits in process
 *   (bounded: at most N instances × limit get through), and switches back as soon as Redis answers.
 * - "closed": keyed requests get 503 service_unavailable until Redis answers again.
 */
export class ResilientLimiter implements Limiter {
  constructor(
    private readonly primary: Limiter,
    private readonly fallback: Limiter,
    private readonly policy: "local" | "closed",
  ) {}

  private lastWarned = 0;

  private async run<T>(fn: (l: Limiter) => Promise<T>): Promise<T> {
    try {
      return await fn(this.primary);
    } catch (e) {
      // An outage must be visible to operators, without one log line per request.
      if (Date.now() - this.lastWarned > 30_000) {
        this.lastWarned = Date.now();
        console.warn(`[limiter] Redis unavailable (${e instanceof Error ? e.message : String(e)}); policy "${this.policy}" in force`);
      }
      if (this.policy === "closed") {
        throw new ApiError("service_unavailable", "Rate limiting is temporarily unavailable. Retry in a few seconds.", {
          retryAfter: 2,
        });
      }
      return fn(this.fallback);
    }
  }

  hit(subject: string, limits: Limits, opts: HitOptions): Promise<LimitResult> {
    return this.run((l) => l.hit(subject, limits, opts));
  }
  refundDaily(subject: string, at: number): Promise<void> {
    return this.run((l) => l.refundDaily(subject, at));
  }
  dailyCount(subject: string, now: number): Promise<number> {
    return this.run((l) => l.dailyCount(subject, now));
  }
  consume(bucket: string, limit: number, windowMs: number, now: number) {
    return this.run((l) => l.consume(bucket, limit, windowMs, now));
  }
  release(bucket: string, windowMs: number, now: number): Promise<void> {
    return this.run((l) => l.release(bucket, windowMs, now));
  }
  async close(): Promise<void> {
    await Promise.all([this.primary.close(), this.fallback.close()]);
  }
}

export function createLimiter(opts: { redisUrl?: string; policy?: "local" | "closed"; seed?: DailySeed; ns?: string }): Limiter {
  const local = new MemoryLimiter(opts.seed);
  if (!opts.redisUrl) return local;
  const redis = new RedisLimiter(createRedisClient(opts.redisUrl), opts.ns ?? "cs", opts.seed);
  return new ResilientLimiter(redis, local, opts.policy ?? "local");
}

const g = globalThis as unknown as { __csLimiter?: Limiter };

export function getLimiter(): Limiter {
  if (!g.__csLimiter) {
    const cfg = getConfig();
    // Lazy import keeps the usage module (and its DB) out of limiter unit tests.
    const seed: DailySeed = async (subject, day) => (await import("../usage")).countEventsForDay(subject, day);
    g.__csLimiter = createLimiter({ redisUrl: cfg.REDIS_URL, policy: cfg.LIMITER_REDIS_FAILURE, seed });
  }
  return g.__csLimiter;
}

export function setLimiterForTests(l: Limiter | undefined): void {
  g.__csLimiter = l;
}
