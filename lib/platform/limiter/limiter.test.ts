import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { MemoryLimiter } from "./memory";
import { createRedisClient, RedisLimiter } from "./redis";
import { ResilientLimiter } from "./index";
import type { Limiter } from "./types";

const FREE = { daily: 5, rpm: 3 };
const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

type Factory = { name: string; make: () => Limiter };
const factories: Factory[] = [{ name: "memory", make: () => new MemoryLimiter() }];
const redisUrl = process.env.TEST_REDIS_URL;
const opened: Limiter[] = [];
if (redisUrl) {
  factories.push({
    name: "redis",
    make: () => {
      const l = new RedisLimiter(createRedisClient(redisUrl), `cs-test-${randomBytes(4).toString("hex")}`);
      opened.push(l);
      return l;
    },
  });
}
afterAll(async () => {
  await Promise.all(opened.map((l) => l.close()));
});

describe.each(factories)("$name limiter", ({ make }) => {
  it("admits rpm requests in a minute and refuses the next with Retry-After", async () => {
    const l = make();
    for (let i = 0; i < 3; i++) {
      const r = await l.hit("k", FREE, { now: T0 + i * 1000, countsDaily: true });
      expect(r.allowed).toBe(true);
      expect(r.rpmRemaining).toBe(2 - i);
    }
    const denied = await l.hit("k", FREE, { now: T0 + 10_000, countsDaily: true });
    expect(denied.allowed).toBe(false);
    expect(denied.reason).toBe("rpm");
    // the oldest request (T0) leaves the window at T0+60s: 50 s from now
    expect(denied.retryAfter).toBe(50);
    expect(denied.rpmResetAt).toBe(Math.ceil((T0 + 60_000) / 1000));
  });

  it("is a sliding window, not a fixed minute", async () => {
    const l = make();
    await l.hit("s", FREE, { now: T0, countsDaily: false });
    await l.hit("s", FREE, { now: T0 + 30_000, countsDaily: false });
    await l.hit("s", FREE, { now: T0 + 59_000, countsDaily: false });
    expect((await l.hit("s", FREE, { now: T0 + 59_500, countsDaily: false })).allowed).toBe(false);
    // at T0+60s the first request has left the window: one slot
    expect((await l.hit("s", FREE, { now: T0 + 60_001, countsDaily: false })).allowed).toBe(true);
    expect((await l.hit("s", FREE, { now: T0 + 60_002, countsDaily: false })).allowed).toBe(false);
  });

  it("a refused request spends nothing", async () => {
    const l = make();
    for (let i = 0; i < 3; i++) await l.hit("r", FREE, { now: T0, countsDaily: true });
    for (let i = 0; i < 5; i++) expect((await l.hit("r", FREE, { now: T0 + 1, countsDaily: true })).allowed).toBe(false);
    expect(await l.dailyCount("r", T0)).toBe(3);
  });

  it("enforces the daily quota and resets it at 00:00 UTC", async () => {
    const l = make();
    const lim = { daily: 2, rpm: 100 };
    expect((await l.hit("d", lim, { now: T0, countsDaily: true })).allowed).toBe(true);
    expect((await l.hit("d", lim, { now: T0 + 1, countsDaily: true })).allowed).toBe(true);
    const denied = await l.hit("d", lim, { now: T0 + 2, countsDaily: true });
    expect(denied).toMatchObject({ allowed: false, reason: "daily", dailyUsed: 2 });
    expect(denied.retryAfter).toBe(12 * 3600); // noon → midnight
    // requests that don't count against the quota still pass
    expect((await l.hit("d", lim, { now: T0 + 3, countsDaily: false })).allowed).toBe(true);
    const nextDay = Date.UTC(2026, 10, 23, 0, 0, 1);
    expect((await l.hit("d", lim, { now: nextDay, countsDaily: true })).allowed).toBe(true);
  });

  it("shares a daily subject across minute windows", async () => {
    const l = make();
    const lim = { daily: 3, rpm: 100 };
    await l.hit("k1", lim, { now: T0, countsDaily: true, dailySubject: "acct" });
    await l.hit("k2", lim, { now: T0, countsDaily: true, dailySubject: "acct" });
    await l.hit("k1", lim, { now: T0, countsDaily: true, dailySubject: "acct" });
    expect((await l.hit("k2", lim, { now: T0, countsDaily: true, dailySubject: "acct" })).reason).toBe("daily");
  });

  it("unlimited daily quota never refuses on the day", async () => {
    const l = make();
    const lim = { daily: null, rpm: 1000 };
    for (let i = 0; i < 50; i++) expect((await l.hit("u", lim, { now: T0 + i, countsDaily: true })).allowed).toBe(true);
  });

  it("consume/release count a fixed window", async () => {
    const l = make();
    const hour = 3_600_000;
    const start = Math.floor(T0 / hour) * hour;
    for (let i = 0; i < 2; i++) expect((await l.consume("reg", 2, hour, start + i)).allowed).toBe(true);
    expect((await l.consume("reg", 2, hour, start + 10)).allowed).toBe(false);
    await l.release("reg", hour, start + 11);
    expect((await l.consume("reg", 2, hour, start + 12)).allowed).toBe(true);
  });

  it("concurrent hits never over-admit", async () => {
    const l = make();
    const lim = { daily: 1000, rpm: 10 };
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => l.hit("c", lim, { now: T0 + i, countsDaily: true })));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });
});

describe.runIf(redisUrl)("two Redis limiter clients (two app instances)", () => {
  it("never admit more than the limit together", async () => {
    const ns = `cs-test-${randomBytes(4).toString("hex")}`;
    const a = new RedisLimiter(createRedisClient(redisUrl!), ns);
    const b = new RedisLimiter(createRedisClient(redisUrl!), ns);
    opened.push(a, b);
    const lim = { daily: 15, rpm: 1000 };
    const all = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).hit("shared", lim, { now: T0 + i, countsDaily: true })));
    expect(all.filter((r) => r.allowed)).toHaveLength(15);
    expect(await a.dailyCount("shared", T0)).toBe(15);
  });
});

describe("Redis failure policy", () => {
  const broken: Limiter = {
    hit: () => Promise.reject(new Error("down")),
    dailyCount: () => Promise.reject(new Error("down")),
    consume: () => Promise.reject(new Error("down")),
    release: () => Promise.reject(new Error("down")),
    close: async () => undefined,
  };
  it("local: falls back to the in-process limits", async () => {
    const l = new ResilientLimiter(broken, new MemoryLimiter(), "local");
    for (let i = 0; i < 3; i++) expect((await l.hit("f", FREE, { now: T0, countsDaily: true })).allowed).toBe(true);
    expect((await l.hit("f", FREE, { now: T0, countsDaily: true })).allowed).toBe(false);
  });
  it("closed: refuses with 503 service_unavailable", async () => {
    const l = new ResilientLimiter(broken, new MemoryLimiter(), "closed");
    await expect(l.hit("f", FREE, { now: T0, countsDaily: true })).rejects.toMatchObject({ code: "service_unavailable", status: 503 });
  });
});
