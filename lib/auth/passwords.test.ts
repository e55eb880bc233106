import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http/errors";
import { BCRYPT_COST, DUMMY_HASH, HashGate, checkPassword, hashPassword } from "./passwords";

/** A job the test finishes by hand, so concurrency is observed by counting, never by timing. */
function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((r) => setImmediate(r));

describe("HashGate", () => {
  it("runs at most maxActive jobs at once, queues maxQueued, and refuses the next with 503 and Retry-After", async () => {
    const gate = new HashGate(2, 3);
    const jobs = Array.from({ length: 5 }, deferred);
    let started = 0;
    let peak = 0;
    let inFlight = 0;
    const runs = jobs.map((j) =>
      gate.run(async () => {
        started++;
        inFlight++;
        peak = Math.max(peak, inFlight);
        await j.promise;
        inFlight--;
      }),
    );
    await settle();
    expect(started).toBe(2);
    expect(gate.running).toBe(2);
    expect(gate.queued).toBe(3);

    const refused = await gate.run(async () => "never").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: "service_unavailable", status: 503 });
    expect((refused as ApiError).retryAfter).toBeGreaterThanOrEqual(1);

    // Finishing one job hands its slot to the first waiter, in arrival order.
    jobs[0].resolve();
    await settle();
    expect(started).toBe(3);
    for (const j of jobs.slice(1)) j.resolve();
    await Promise.all(runs);
    expect(peak).toBe(2);
    expect(gate.running).toBe(0);
    expect(gate.queued).toBe(0);
  });

  it("gives the slot back when a job fails", async () => {
    const gate = new HashGate(1, 0);
    await expect(gate.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(gate.running).toBe(0);
    expect(await gate.run(async () => 42)).toBe(42);
  });
});

describe("passwords", () => {
  it("hashes at the documented cost and checks against a real hash, a wrong password and no hash", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash.startsWith(`$2b$${BCRYPT_COST}$`)).toBe(true);
    expect(await checkPassword("correct horse battery", hash)).toBe(true);
    expect(await checkPassword("wrong horse battery", hash)).toBe(false);
    // no stored hash: same bcrypt cost (the dummy has cost 10 too) and never a match
    expect(DUMMY_HASH.startsWith(`$2b$${BCRYPT_COST}$`)).toBe(true);
    expect(await checkPassword("correct horse battery", null)).toBe(false);
  });
});
