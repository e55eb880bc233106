import type Redis from "ioredis";
import { gt, sql } from "drizzle-orm";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { createRedisClient } from "./limiter/redis";

/**
 * Authenticated keys are cached in process for a few seconds (AUTH_CACHE_TTL_MS) so the hot path skips the
 * database. Revocation, rotation and tier changes made by this process invalidate at once; made by another one:
 * - with Redis, through pub/sub on every instance at once;
 * - without Redis (one instance, and e.g. the admin CLI beside it), a request finds out from the database itself,
 *   asking at most every CHANGE_CHECK_MS (see ChangeCheck), so the change applies as soon as the usage view
 *   shows it, not at the end of the TTL.
 */
const CHANNEL = "cs:auth-invalidate";
/** How long a publisher waits for its connection before giving up on a broadcast (the CLI must not hang). */
export const PUBLISH_TIMEOUT_MS = 2_000;

export const CHANGE_CHECK_MS = { sqlite: 100, pg: 500 } as const;

interface Entry<T> {
  value: T;
  at: number;
}

/**
 * What changed in the database since the previous call, made by another process: "all" (cannot tell what), the
 * accounts concerned, or null when this database needs no checks (changes arrive another way).
 */
export type ChangeCheck = () => Promise<{ changed: "all" | string[]; everyMs: number } | null>;

export class AuthCache<T extends { accountId: string }> {
  private map = new Map<string, Entry<T>>();
  private sub: Redis | null = null;
  private pub: Redis | null = null;
  /** moves on with every invalidation: a value read from the database before one is not cached */
  private gen = 0;
  private checkEveryMs = 0;
  private checkedAt = -Infinity;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly ttlMs: number,
    private changeCheck: ChangeCheck | null = null,
    private readonly redisUrl?: string,
  ) {}

  get generation(): number {
    return this.gen;
  }

  /**
   * Applies changes other processes made to keys and tiers, when the last look is CHANGE_CHECK_MS old: null when
   * nothing needs to happen (the common case costs no await), else a promise to wait for before get().
   */
  refresh(): Promise<void> | null {
    if (!this.changeCheck || this.ttlMs <= 0) return null;
    const t = performance.now();
    if (t - this.checkedAt < this.checkEveryMs) return null;
    this.checking ??= this.runCheck(this.changeCheck).finally(() => {
      this.checkedAt = performance.now();
      this.checking = null;
    });
    return this.checking;
  }

  private async runCheck(check: ChangeCheck): Promise<void> {
    // A failed look (database away) keeps the cache: entries still end with their TTL.
    const r = await check().catch(() => ({ changed: [] as string[], everyMs: this.checkEveryMs || 1_000 }));
    if (r === null) {
      this.changeCheck = null;
      return;
    }
    this.checkEveryMs = r.everyMs;
    if (r.changed === "all") this.clear();
    else if (r.changed.length) this.dropAccounts(new Set(r.changed));
  }

  private dropAccounts(ids: Set<string>): void {
    this.gen++;
    for (const [h, e] of this.map) if (ids.has(e.value.accountId)) this.map.delete(h);
  }

  /** `key`: what identifies the credential (the presented key: entries are only ever set after it was verified). */
  get(key: string, now: number): T | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    if (now - e.at > this.ttlMs) {
      this.map.delete(key);
      return undefined;
    }
    return e.value;
  }

  /** `generation`: what the getter said before the value was read; a value older than an invalidation is dropped. */
  set(key: string, value: T, now: number, generation = this.gen): void {
    if (this.ttlMs <= 0 || generation !== this.gen) return;
    if (this.map.size > 50_000) this.map.clear();
    this.map.set(key, { value, at: now });
  }

  /**
   * Drops every cached key of an account (revocations, rotations, tier changes). The returned promise
   * settles once other instances have been told (true), or could not be (false: no Redis answered in time).
   */
  invalidateAccount(accountId: string, broadcast = true): Promise<boolean> {
    this.dropAccounts(new Set([accountId]));
    return broadcast ? this.publish(accountId) : Promise.resolve(false);
  }

  clear(): void {
    this.gen++;
    this.map.clear();
  }

  /**
   * Connects the publisher and waits (at most PUBLISH_TIMEOUT_MS) until it can send: a fresh client (e.g. the admin
   * CLI's) is still connecting, and with enableOfflineQueue off a command sent now would be dropped. False without
   * Redis, or when it did not answer in time.
   */
  publisherReady(): Promise<boolean> {
    if (!this.redisUrl) return Promise.resolve(false);
    this.connect(this.redisUrl);
    const pub = this.pub!;
    if (pub.status === "ready") return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const onReady = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        pub.off("ready", onReady);
        resolve(false);
      }, PUBLISH_TIMEOUT_MS);
      timer.unref?.();
      pub.once("ready", onReady);
    });
  }

  private async publish(accountId: string): Promise<boolean> {
    if (!(await this.publisherReady())) return false;
    return this.pub!.publish(CHANNEL, accountId).then(
      () => true,
      () => false,
    );
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
      this.clear();
      void this.sub?.subscribe(CHANNEL).catch(() => undefined);
    });
    this.sub.on("message", (_channel: string, accountId: string) => void this.invalidateAccount(accountId, false));
  }

  /** Closes the Redis clients (tests, and one-shot processes such as the admin CLI). */
  async close(): Promise<void> {
    const clients = [this.pub, this.sub].filter((c): c is Redis => c !== null);
    this.pub = this.sub = null;
    for (const c of clients) c.disconnect();
  }
}

/** Slack for clocks and commits in flight: an account changed this long before the last look is looked at again. */
const PG_LOOKBACK_MS = 5_000;

/**
 * Changes made by other processes, read from the database:
 * - SQLite: `PRAGMA data_version` moves when another connection (another process) commits; nothing tells what
 *   changed, so the whole cache goes (such writes are rare: the admin CLI, an operator's sqlite3 session);
 * - PostgreSQL without Redis: the accounts whose row changed (a tier change bumps updated_at) since just before the
 *   previous look. With Redis, the other processes publish their changes and nothing is polled.
 */
export function databaseChangeCheck(redisConfigured: boolean): ChangeCheck {
  let version: number | null = null;
  let since = Date.now() - PG_LOOKBACK_MS;
  return async () => {
    const { db, t, dialect } = await getDb();
    if (dialect === "sqlite") {
      const [row] = await db.all<{ data_version: number }>(sql`PRAGMA data_version`);
      const v = Number(row?.data_version);
      const changed = version !== null && v !== version;
      version = v;
      return { changed: changed ? "all" : [], everyMs: CHANGE_CHECK_MS.sqlite };
    }
    if (redisConfigured) return null;
    const lookedAt = Date.now();
    const rows = await db.select({ id: t.accounts.id }).from(t.accounts).where(gt(t.accounts.updatedAt, since));
    since = lookedAt - PG_LOOKBACK_MS;
    return { changed: rows.map((r) => r.id), everyMs: CHANGE_CHECK_MS.pg };
  };
}

const g = globalThis as unknown as { __csAuthCache?: AuthCache<{ accountId: string }> };

export function getAuthCache<T extends { accountId: string }>(): AuthCache<T> {
  if (!g.__csAuthCache) {
    const url = getConfig().REDIS_URL;
    g.__csAuthCache = new AuthCache(getConfig().AUTH_CACHE_TTL_MS, databaseChangeCheck(Boolean(url)), url);
    if (url) g.__csAuthCache.connect(url);
  }
  return g.__csAuthCache as unknown as AuthCache<T>;
}
