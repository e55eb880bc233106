import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { BUCKET_MS, DAILY_IDLE_MS, MemoryLimiter } from "./memory";
import { createRedisClient, RedisLimiter } from "./redis";
import { ResilientLimiter } from "./index";
import type { Limiter } from "./types";

const FREE = { daily: 5, rpm: 3 };
const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

/** `earlyMs`: how much sooner than the exact sliding log a store may refuse (see BUCKET_MS) */
type Factory = { name: string; make: () => Limiter; earlyMs: number };
const factories: Factory[] = [{ name: "memory", make: () => new MemoryLimiter(undefined, { sweepEveryMs: 0 }), earlyMs: BUCKET_MS }];
const redisUrl = process.env.TEST_REDIS_URL;
const opened: Limiter[] = [];
if (redisUrl) {
  factories.push({
    name: "redis",
    earlyMs: 0,
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

describe.each(factories)("$name limiter", ({ make, earlyMs }) => {
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

  it("refundDaily gives back one counted request of that day, never below zero", async () => {
    const l = make();
    const lim = { daily: 2, rpm: 100 };
    await l.hit("rf", lim, { now: T0, countsDaily: true });
    await l.hit("rf", lim, { now: T0 + 1, countsDaily: true });
    expect((await l.hit("rf", lim, { now: T0 + 2, countsDaily: true })).reason).toBe("daily");
    await l.refundDaily("rf", T0 + 1);
    expect(await l.dailyCount("rf", T0 + 3)).toBe(1);
    expect((await l.hit("rf", lim, { now: T0 + 4, countsDaily: true })).allowed).toBe(true);
    for (let i = 0; i < 4; i++) await l.refundDaily("rf", T0 + 5);
    expect(await l.dailyCount("rf", T0 + 6)).toBe(0);
    await l.refundDaily("never-seen", T0);
    expect(await l.dailyCount("never-seen", T0)).toBe(0);
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

  it("never admits more than rpm in any 60 s, and a retry after Retry-After is admitted", async () => {
    // Arrival gaps from 0 ms (same millisecond) to 40 s, in time order: bursts, steady streams and pauses.
    const gaps = fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1_000, max: 40_000 })), {
      minLength: 1,
      maxLength: 40,
    });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), gaps, async (rpm, steps) => {
        const l = make();
        const lim = { daily: null, rpm };
        const subject = `p-${randomBytes(4).toString("hex")}`;
        const admitted: number[] = [];
        let t = T0;
        for (const gap of steps) {
          t += gap;
          const r = await l.hit(subject, lim, { now: t, countsDaily: false });
          if (r.allowed) {
            admitted.push(t);
            continue;
          }
          expect(r.reason).toBe("rpm");
          // justified: rpm requests admitted within the last minute (in memory, or up to one sub-bucket before it)
          expect(admitted.filter((a) => a > t - 60_000 - earlyMs).length).toBeGreaterThanOrEqual(rpm);
          // honest: retrying exactly when told is admitted (nothing else was admitted meanwhile)
          const retry = t + r.retryAfter * 1000;
          const again = await l.hit(subject, lim, { now: retry, countsDaily: false });
          expect(again.allowed).toBe(true);
          admitted.push(retry);
          t = retry;
        }
        for (const end of admitted) expect(admitted.filter((a) => a > end - 60_000 && a <= end).length).toBeLessThanOrEqual(rpm);
      }),
      { numRuns: 40 },
    );
  });

  it("a caller with a clock behind the others still counts in the window", async () => {
    const l = make();
    const lim = { daily: null, rpm: 3 };
    // instance clocks a few milliseconds apart: arrival order is not time order
    for (const at of [T0 + 5, T0 + 2, T0 + 9]) expect((await l.hit("skew", lim, { now: at, countsDaily: false })).allowed).toBe(true);
    expect((await l.hit("skew", lim, { now: T0 + 1, countsDaily: false })).allowed).toBe(false);
    expect((await l.hit("skew", lim, { now: T0 + 30_000, countsDaily: false })).allowed).toBe(false);
    // the slot frees when the newest of them has left, never earlier than the oldest would
    const r = await l.hit("skew", lim, { now: T0 + 60_010, countsDaily: false });
    expect(r.allowed).toBe(true);
  });

  it("concurrent hits never over-admit", async () => {
    const l = make();
    const lim = { daily: 1000, rpm: 10 };
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => l.hit("c", lim, { now: T0 + i, countsDaily: true })));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });
});

describe("memory limiter forgets idle subjects", { timeout: 60_000 }, () => {
  const lim = { daily: 1000, rpm: 10 };

  it("100,000 one-off subjects (a flood of made-up addresses) are dropped once their window has passed", async () => {
    const l = new MemoryLimiter(undefined, { sweepEveryMs: 0 });
    for (let i = 0; i < 100_000; i++) await l.hit(`ip:${i}`, lim, { now: T0 + (i % 1000), countsDaily: false });
    expect(l.sizes.windows).toBeGreaterThan(99_000);
    // still inside the window: nothing may be forgotten
    for (let i = 0; i < 1000; i++) await l.hit("steady", lim, { now: T0 + 30_000, countsDaily: false });
    expect(l.sizes.windows).toBeGreaterThan(99_000);
    // a minute later ordinary traffic pays a few entries per call, and the map shrinks to the live subjects
    const later = T0 + 61_001;
    let calls = 0;
    while (l.sizes.windows > 2 && calls < 40_000) {
      await l.hit(`live:${calls % 2}`, { daily: 1000, rpm: 100_000 }, { now: later + calls, countsDaily: false });
      calls++;
    }
    expect(l.sizes.windows).toBeLessThanOrEqual(2);
    expect(l.sizes.daily).toBeLessThanOrEqual(3); // counts of 0 are forgotten too; nothing to restore
    expect(calls).toBeGreaterThan(100_000 / 8); // bounded work: no call walked the whole map
    await l.close();
  });

  it("registration and sign-in buckets go when their fixed window ends", async () => {
    const l = new MemoryLimiter(undefined, { sweepEveryMs: 0 });
    for (let i = 0; i < 50_000; i++) await l.consume(`signin:ip:${i}`, 10, 900_000, T0);
    expect(l.sizes.buckets).toBe(50_000);
    l.sweep(T0 + 899_999);
    expect(l.sizes.buckets).toBe(50_000);
    l.sweep(T0 + 900_000);
    expect(l.sizes.buckets).toBe(0);
  });

  it("keeps an idle subject's daily count until the day ends when nothing can restore it", async () => {
    const l = new MemoryLimiter(undefined, { sweepEveryMs: 0 });
    for (let i = 0; i < 3; i++) await l.hit("k", { daily: 5, rpm: 100 }, { now: T0 + i, countsDaily: true });
    l.sweep(T0 + 3 * 3600_000);
    expect(l.sizes.windows).toBe(0);
    expect(l.sizes.daily).toBe(1);
    expect(await l.dailyCount("k", T0 + 3 * 3600_000)).toBe(3);
    l.sweep(Date.UTC(2026, 10, 23, 0, 0, 1));
    expect(l.sizes.daily).toBe(0);
  });

  it("with a usage-log seed, drops idle daily counts and reads them back on the next request", async () => {
    const log = new Map<string, number>();
    const seeded: string[] = [];
    const l = new MemoryLimiter(
      async (subject) => {
        seeded.push(subject);
        return log.get(subject) ?? 0;
      },
      { sweepEveryMs: 0 },
    );
    const q = { daily: 5, rpm: 100 };
    for (let i = 0; i < 4; i++) {
      expect((await l.hit("key:a", q, { now: T0 + i, countsDaily: true })).allowed).toBe(true);
      log.set("key:a", i + 1); // what the usage recorder writes
    }
    for (let i = 0; i < 1000; i++) await l.hit(`ip:${i}`, q, { now: T0 + 10, countsDaily: true });
    l.sweep(T0 + DAILY_IDLE_MS);
    expect(l.sizes.daily).toBe(1001);
    l.sweep(T0 + DAILY_IDLE_MS + 11);
    expect(l.sizes.daily).toBe(0);
    // the quota survives the eviction: one request left today, then 429
    expect((await l.hit("key:a", q, { now: T0 + DAILY_IDLE_MS + 20, countsDaily: true })).allowed).toBe(true);
    expect((await l.hit("key:a", q, { now: T0 + DAILY_IDLE_MS + 21, countsDaily: true })).reason).toBe("daily");
    expect(seeded.filter((s) => s === "key:a")).toHaveLength(2);
  });
});

describe.runIf(redisUrl)("two Redis limiter clients (two app instances)", () => {
  it("never admit more than the limit together", async () => {
    const ns = `cs-test-${randomBytes(4).toString("hex")}`;
    const a = new RedisLimiter(createRedisClient(redisUrl!), ns);
    const b = new RedisLimiter(createRedisClient(redisUrl!), ns);
    opened.push(a, b);
    const lim = { daily: 15, rpm: 1000 };
    const all = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).hit("shared", lim, { now: T0 + i, countsDaily: true })),
    );
    expect(all.filter((r) => r.allowed)).toHaveLength(15);
    expect(await a.dailyCount("shared", T0)).toBe(15);
  });
});

describe("Redis failure policy", () => {
  const broken: Limiter = {
    hit: () => Promise.reject(new Error("down")),
    dailyCount: () => Promise.reject(new Error("down")),
    refundDaily: () => Promise.reject(new Error("down")),
    consume: () => Promise.reject(new Error("down")),
    release: () => Promise.reject(new Error("down")),
    close: async () => undefined,
  };
  it("local: falls back to the in-process limits", async () => {
    const l = new ResilientLimiter(broken, new MemoryLimiter(undefined, { sweepEveryMs: 0 }), "local");
    for (let i = 0; i < 3; i++) expect((await l.hit("f", FREE, { now: T0, countsDaily: true })).allowed).toBe(true);
    expect((await l.hit("f", FREE, { now: T0, countsDaily: true })).allowed).toBe(false);
  });
  it("closed: refuses with 503 service_unavailable", async () => {
    const l = new ResilientLimiter(broken, new MemoryLimiter(), "closed");
    await expect(l.hit("f", FREE, { now: T0, countsDaily: true })).rejects.toMatchObject({ code: "service_unavailable", status: 503 });
  });
});
