import { randomBytes } from "node:crypto";
import Redis from "ioredis";
import { describe, expect, it } from "vitest";
import { AuthCache, type ChangeCheck } from "./auth-cache";

type V = { accountId: string; tier: string };

/** A change check answering from a script, counting how often it is asked. */
function scripted(answers: Awaited<ReturnType<ChangeCheck>>[]): ChangeCheck & { calls: number } {
  const check = (async () => {
    check.calls++;
    return answers.length > 1 ? answers.shift()! : answers[0];
  }) as ChangeCheck & { calls: number };
  check.calls = 0;
  return check;
}

async function settle(cache: AuthCache<V>): Promise<void> {
  const p = cache.refresh();
  if (p) await p;
}

describe("auth cache: changes made by other processes", () => {
  it("a change of one account drops that account's keys and keeps the others", async () => {
    const check = scripted([
      { changed: [], everyMs: 0 },
      { changed: ["acct-a"], everyMs: 0 },
    ]);
    const cache = new AuthCache<V>(60_000, check);
    await settle(cache);
    cache.set("h1", { accountId: "acct-a", tier: "FREE" }, 0);
    cache.set("h2", { accountId: "acct-b", tier: "FREE" }, 0);
    await settle(cache);
    expect(cache.get("h1", 1)).toBeUndefined();
    expect(cache.get("h2", 1)).toMatchObject({ accountId: "acct-b" });
  });

  it('"all" (SQLite cannot tell what changed) empties the cache', async () => {
    const cache = new AuthCache<V>(
      60_000,
      scripted([
        { changed: [], everyMs: 0 },
        { changed: "all", everyMs: 0 },
      ]),
    );
    await settle(cache);
    cache.set("h1", { accountId: "acct-a", tier: "FREE" }, 0);
    await settle(cache);
    expect(cache.get("h1", 1)).toBeUndefined();
  });

  it("asks the database at most once per interval, and never when it answers null", async () => {
    const check = scripted([{ changed: [], everyMs: 3_600_000 }]);
    const cache = new AuthCache<V>(60_000, check);
    await settle(cache);
    for (let i = 0; i < 100; i++) expect(cache.refresh()).toBeNull();
    expect(check.calls).toBe(1);

    const none = scripted([null]);
    const withRedis = new AuthCache<V>(60_000, none);
    await settle(withRedis);
    for (let i = 0; i < 100; i++) expect(withRedis.refresh()).toBeNull();
    expect(none.calls).toBe(1);
  });

  it("concurrent requests share one look at the database", async () => {
    const check = scripted([{ changed: [], everyMs: 3_600_000 }]);
    const cache = new AuthCache<V>(60_000, check);
    const waits = Array.from({ length: 10 }, () => cache.refresh());
    expect(new Set(waits).size).toBe(1);
    await waits[0];
    expect(check.calls).toBe(1);
  });

  it("a failed look keeps the cache (entries still end with their TTL)", async () => {
    const cache = new AuthCache<V>(60_000, async () => {
      throw new Error("database away");
    });
    cache.set("h1", { accountId: "acct-a", tier: "FREE" }, 0);
    await settle(cache);
    expect(cache.get("h1", 1)).toMatchObject({ tier: "FREE" });
    expect(cache.get("h1", 60_001)).toBeUndefined();
  });

  it("a value read before an invalidation is not cached (it may be the old tier)", async () => {
    const cache = new AuthCache<V>(60_000);
    const before = cache.generation; // a request starts reading the key's row...
    await cache.invalidateAccount("acct-a", false); // ...the tier changes meanwhile...
    cache.set("h1", { accountId: "acct-a", tier: "FREE" }, 0, before); // ...and it comes back with the old tier
    expect(cache.get("h1", 1)).toBeUndefined();
    cache.set("h1", { accountId: "acct-a", tier: "PRO" }, 0, cache.generation);
    expect(cache.get("h1", 1)).toMatchObject({ tier: "PRO" });
  });
});

describe("auth cache broadcast without a reachable Redis", () => {
  it("gives up after a bounded wait (the admin CLI must not hang)", async () => {
    // a port nothing listens on
    const cache = new AuthCache<V>(5_000, null, "redis://127.0.0.1:1");
    try {
      expect(await cache.invalidateAccount("dev_x")).toBe(false);
    } finally {
      await cache.close();
    }
  });

  it("without REDIS_URL nothing is sent and nothing waits", async () => {
    const cache = new AuthCache<V>(5_000);
    expect(await cache.publisherReady()).toBe(false);
    expect(await cache.invalidateAccount("dev_x")).toBe(false);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)("auth cache broadcast over Redis", () => {
  it("a fresh publisher (the admin CLI's) waits until connected, so the invalidation is delivered", async () => {
    const listener = new Redis(redisUrl!);
    const received: string[] = [];
    await listener.subscribe("cs:auth-invalidate");
    listener.on("message", (_c: string, m: string) => received.push(m));
    const account = `dev_${randomBytes(6).toString("hex")}`;
    const fresh = new AuthCache<V>(5_000, null, redisUrl);
    try {
      // nothing connected yet: publishing at once would be dropped by a client without an offline queue
      expect(await fresh.invalidateAccount(account)).toBe(true);
      await new Promise<void>((resolve) => {
        const seen = () => (received.includes(account) ? resolve() : setTimeout(seen, 10));
        seen();
      });
      expect(received).toContain(account);
    } finally {
      await fresh.close();
      listener.disconnect();
    }
  });
});
