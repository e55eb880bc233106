import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { USAGE_HIGH_WATER, UsageRecorder, type UsageEvent } from "./usage";

function event(i: number): UsageEvent {
  return {
    accountId: "dev_a",
    keyId: "key_a",
    subject: "acct:dev_a",
    family: "developer",
    endpoint: `/e/${i}`,
    method: "GET",
    status: 200,
    latencyMs: 1,
    model: null,
    livemode: true,
    billable: true,
    at: 0,
  };
}

/** A writer that keeps what it was given, failing the next `failures` calls, or never answering while `stuck`. */
function writer() {
  const w = {
    batches: [] as UsageEvent[][],
    failures: 0,
    stuck: false,
    write: async (batch: UsageEvent[]) => {
      if (w.stuck) return new Promise<void>(() => undefined);
      if (w.failures > 0) {
        w.failures--;
        throw new Error("database away");
      }
      w.batches.push(batch);
    },
    get written() {
      return w.batches.flat().map((e) => e.endpoint);
    },
  };
  return w;
}

const ticks = async (n = 5) => {
  for (let i = 0; i < n; i++) await Promise.resolve();
};

describe("usage recorder", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("writes off the caller's turn, one batch for everything recorded within the period", async () => {
    const w = writer();
    const r = new UsageRecorder(w.write, 50);
    for (let i = 0; i < 10; i++) r.record(event(i));
    await ticks();
    expect(w.batches).toHaveLength(0); // nothing written while the requests are still being answered
    await vi.advanceTimersByTimeAsync(49);
    for (let i = 10; i < 15; i++) r.record(event(i)); // later events join the batch, they do not delay it
    await vi.advanceTimersByTimeAsync(1);
    expect(w.batches.map((b) => b.length)).toEqual([15]);
    expect(new Set(w.batches[0].map((e) => e.id)).size).toBe(15); // each with its own id
  });

  it("a full batch goes at the next turn of the event loop, not at the end of the period", async () => {
    const w = writer();
    const r = new UsageRecorder(w.write, 200);
    for (let i = 0; i < 1_000; i++) r.record(event(i));
    await vi.advanceTimersByTimeAsync(0);
    expect(w.batches.map((b) => b.length)).toEqual([1_000]);
  });

  it("a failed batch is kept in order, retried after a back-off, and nothing is lost", async () => {
    const w = writer();
    w.failures = 1;
    const r = new UsageRecorder(w.write, 50);
    for (let i = 0; i < 5; i++) r.record(event(i));
    await vi.advanceTimersByTimeAsync(50);
    expect(w.batches).toHaveLength(0);
    expect(r.pending).toBe(5);
    for (let i = 5; i < 1_200; i++) r.record(event(i)); // a full batch does not hammer the database meanwhile
    await vi.advanceTimersByTimeAsync(1_000);
    expect(w.batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(w.written).toEqual(Array.from({ length: 1_200 }, (_, i) => `/e/${i}`));
    expect(r.pending).toBe(0);
  });

  it("flush() resolves once everything recorded before it is written, in bounded transactions", async () => {
    const w = writer();
    const r = new UsageRecorder(w.write);
    for (let i = 0; i < 4_500; i++) r.record(event(i));
    await r.flush();
    expect(w.batches.map((b) => b.length)).toEqual([2_000, 2_000, 500]);
    expect(r.pending).toBe(0);
  });

  it("back-pressure: past the high-water mark requests wait for room, then 503 if the database does not keep up", async () => {
    const w = writer();
    w.stuck = true;
    const r = new UsageRecorder(w.write);
    expect(r.waitForRoom()).toBeNull();
    for (let i = 0; i < USAGE_HIGH_WATER + 2_100; i++) r.record(event(i));
    await vi.advanceTimersByTimeAsync(0);
    // one batch of 2,000 is being written (stuck); 20,100 wait, and there is no room for more
    const waiting = r.waitForRoom();
    expect(waiting).not.toBeNull();
    const outcome = waiting!.then(
      () => "room",
      (e: { code?: string; status?: number }) => `${e.status} ${e.code}`,
    );
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await outcome).toBe("503 service_unavailable");
  });

  it("back-pressure: a waiting request goes on as soon as a batch is written", async () => {
    const w = writer();
    w.stuck = true;
    let release: () => void = () => undefined;
    const r = new UsageRecorder(async (batch) => {
      if (w.stuck) await new Promise<void>((resolve) => (release = resolve));
      w.batches.push(batch);
    });
    for (let i = 0; i < USAGE_HIGH_WATER + 2_100; i++) r.record(event(i));
    await vi.advanceTimersByTimeAsync(0); // 2,000 being written, 20,100 still buffered
    const waiting = r.waitForRoom();
    expect(waiting).not.toBeNull();
    let settled = "";
    waiting!.then(
      () => (settled = "room"),
      () => (settled = "refused"),
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toBe("");
    w.stuck = false;
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe("room");
  });
});
