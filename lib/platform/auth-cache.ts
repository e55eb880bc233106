import type Redis from "ioredis";
import { getConfig } from "@/lib/config";
import { createRedisClient } from "./limiter/redis";

/**
 * Authenticated keys are cached in process for a few seconds so the hot path skips the database.
 * Revocation, rotation and tier changes invalidate at once: locally, and on every other instance through
 * Redis pub/sub when REDIS_URL is set. Without Redis, a change made by another process (e.g. the admin
 * CLI) reaches a running server within AUTH_CACHE_TTL_MS (default 5 s).
 */
const CHANNEL = "cs:auth-invalidate";

interface Entry<T> {
  value: T;
  at: number;
}

class AuthCache<T extends { accountId: string }> {
  private map = new Map<string, Entry<T>>();
  private sub: Redis | null = null;
  private pub: Redis | null = null;

  constructor(private readonly ttlMs: number) {}

  get(hash: string, now: number): T | undefined {
    const e = this.map.get(hash);
    if (!e) return undefined;
    if (now - e.at > this.ttlMs) {
      this.map.delete(hash);
      return undefined;
    }
    return e.value;
  }

  set(hash: string, value: T, now: number): void {
    if (this.ttlMs <= 0) return;
    if (this.map.size > 50_000) this.map.clear();
    this.map.set(hash, { value, at: now });
  }

  /**
   * Drops every cached key of an account (revocations, rotations, tier changes). The returned promise
   * settles once other instances have been told (or after 2 s if Redis does not answer).
   */
  invalidateAccount(accountId: string, broadcast = true): Promise<void> {
    for (const [h, e] of this.map) if (e.value.accountId === accountId) this.map.delete(h);
    return broadcast ? this.publish(accountId) : Promise.resolve();
  }

  clear(): void {
    this.map.clear();
  }

  private async publish(accountId: string): Promise<void> {
    const url = getConfig().REDIS_URL;
    if (!url) return;
    this.connect(url);
    const pub = this.pub!;
    const deadline = new Promise<void>((r) => setTimeout(r, 2_000).unref?.());
    // A fresh client (e.g. the admin CLI) must be connected before it can publish: fail-fast clients drop it.
    const ready = pub.status === "ready" ? Promise.resolve() : new Promise<void>((r) => pub.once("ready", () => r()));
    await Promise.race([ready.then(() => pub.publish(CHANNEL, accountId)).then(() => undefined), deadline]).catch(() => undefined);
  }

  connect(url: string): void {
    if (this.sub) return;
    this.pub = createRedisClient(url);
    this.pub.on("error", () => undefined);
    // The subscriber keeps an offline queue so it re-subscribes after Redis comes back.
    this.sub = createRedisClient(url);
    this.sub.on("error", () => undefined);
    void this.sub.subscribe(CHANNEL).catch(() => undefined);
    this.sub.on("ready", () => {
      // Messages missed while Redis was away: forget everything rather than serve stale keys.
      this.map.clear();
      void this.sub?.subscribe(CHANNEL).catch(() => undefined);
    });
    this.sub.on("message", (_channel: string, accountId: string) => this.invalidateAccount(accountId, false));
  }
}

const g = globalThis as unknown as { __csAuthCache?: AuthCache<{ accountId: string }> };

export function getAuthCache<T extends { accountId: string }>(): AuthCache<T> {
  if (!g.__csAuthCache) {
    g.__csAuthCache = new AuthCache(getConfig().AUTH_CACHE_TTL_MS);
    const url = getConfig().REDIS_URL;
    if (url) g.__csAuthCache.connect(url);
  }
  return g.__csAuthCache as unknown as AuthCache<T>;
}
