import { describe, expect, it } from "vitest";
import { FairBatcher, QueueFullError } from "./fair-batcher";
import { LruCache } from "./lru-cache";

const OPTS = { maxBatch: 32, maxBatchTokens: 10_000, windowMs: 5, concurrency: 1 };

/** A model stand-in whose batches finish only when the test says so; it records every batch it was given. */
function heldModel() {
  const calls: string[][] = [];
  const release: (() => void)[] = [];
  const run = (texts: string[]) =>
    new Promise<string[]>((resolve) => {
      calls.push(texts);
      release.push(() => resolve(texts.map((t) => t.toUpperCase())));
    });
  const next = async () => {
    while (!release.length) await new Promise((r) => setTimeout(r, 1));
    release.shift()!();
  };
  return { calls, run, next };
}

describe("FairBatcher", () => {
  it("sends concurrent submissions as one batch and resolves each in order", async () => {
    const calls: string[][] = [];
    const b = new FairBatcher<string>(async (texts) => {
      calls.push(texts);
      return texts.map((t) => t.toUpperCase());
    }, OPTS);
    const out = await Promise.all(["a", "b", "c"].map((t) => b.submit("k", t)));
    expect(out).toEqual(["A", "B", "C"]);
    expect(calls).toEqual([["a", "b", "c"]]);
  });

  it("splits at maxBatch and computes duplicates once", async () => {
    const calls: string[][] = [];
    const b = new FairBatcher<number>(
      async (texts) => {
        calls.push(texts);
        return texts.map((t) => t.length);
      },
      { ...OPTS, maxBatch: 4, windowMs: 50 },
    );
    const out = await Promise.all(["x", "yy", "x", "zzz", "wwww", "v"].map((t) => b.submit("k", t)));
    expect(out).toEqual([1, 2, 1, 3, 4, 1]);
    expect(calls).toEqual([
      ["x", "yy", "zzz"],
      ["wwww", "v"],
    ]);
    expect(b.batchesSent).toBe(2);
  });

  it("rejects every caller of a failed batch", async () => {
    const b = new FairBatcher<number>(
      async () => {
        throw new Error("model down");
      },
      { ...OPTS, windowMs: 1 },
    );
    await expect(Promise.all([b.submit("k", "a"), b.submit("j", "b")])).rejects.toThrow("model down");
    expect(b.pendingTokens("k")).toBe(0);
  });

  it("takes callers in turn: a single text does not wait behind another caller's 96", async () => {
    const m = heldModel();
    const b = new FairBatcher<string>(m.run, { ...OPTS, maxBatch: 8, windowMs: 0 });
    const big = b.submitAll(
      "acct:big",
      Array.from({ length: 96 }, (_, i) => ({ text: `big ${i}`, tokens: 10 })),
    );
    const small = b.submit("acct:small", "small", 10);
    let smallDone = false;
    void small.then(() => (smallDone = true));
    await m.next(); // the batch already in flight when "small" arrived: 8 of big's
    await m.next(); // the next batch: small's text is in it
    await small;
    expect(smallDone).toBe(true);
    expect(m.calls[0]).toHaveLength(8);
    // whose turn it is carries over between batches: big had the last one, so small leads the next
    expect(m.calls[1].slice(0, 3)).toEqual(["small", "big 8", "big 9"]);
    for (let i = 2; i < 13; i++) await m.next(); // 97 texts, 8 a batch: 13 batches
    expect((await Promise.all(big)).length).toBe(96);
  });

  it("alternates texts of several callers within a batch", async () => {
    const m = heldModel();
    const b = new FairBatcher<string>(m.run, { ...OPTS, maxBatch: 6, windowMs: 0 });
    const first = b.submit("c", "c0", 1); // in flight alone
    const rest = [
      ...b.submitAll(
        "a",
        ["a1", "a2", "a3", "a4"].map((text) => ({ text, tokens: 1 })),
      ),
      ...b.submitAll(
        "b",
        ["b1", "b2"].map((text) => ({ text, tokens: 1 })),
      ),
      ...b.submitAll(
        "c",
        ["c1"].map((text) => ({ text, tokens: 1 })),
      ),
    ];
    await m.next();
    await first;
    await m.next();
    await m.next();
    await Promise.all(rest);
    expect(m.calls[1]).toEqual(["a1", "b1", "c1", "a2", "b2", "a3"]);
    expect(m.calls[2]).toEqual(["a4"]);
  });

  it("bounds a batch by tokens but always sends at least one text", async () => {
    const calls: string[][] = [];
    const b = new FairBatcher<string>(
      async (texts) => {
        calls.push(texts);
        return texts;
      },
      { ...OPTS, maxBatchTokens: 100 },
    );
    await Promise.all(
      b.submitAll("k", [
        { text: "a", tokens: 60 },
        { text: "b", tokens: 30 },
        { text: "c", tokens: 30 },
        { text: "huge", tokens: 500 },
      ]),
    );
    expect(calls).toEqual([["a", "b"], ["c"], ["huge"]]);
  });

  it("keeps at most `concurrency` batches in flight", async () => {
    const m = heldModel();
    const b = new FairBatcher<string>(m.run, { ...OPTS, maxBatch: 2, windowMs: 0, concurrency: 2 });
    const all = b.submitAll(
      "k",
      Array.from({ length: 10 }, (_, i) => ({ text: `t${i}`, tokens: 1 })),
    );
    await new Promise((r) => setTimeout(r, 5));
    expect(m.calls).toHaveLength(2);
    await m.next();
    await new Promise((r) => setTimeout(r, 1));
    expect(m.calls).toHaveLength(3);
    for (let i = 0; i < 4; i++) await m.next();
    expect(await Promise.all(all)).toHaveLength(10);
  });

  it("refuses a caller whose queued work would pass its cap, whole requests only, and frees the cap as work completes", async () => {
    const m = heldModel();
    const b = new FairBatcher<string>(m.run, { ...OPTS, windowMs: 0 });
    const texts = (tag: string, n: number) => Array.from({ length: n }, (_, i) => ({ text: `${tag}${i}`, tokens: 100 }));
    // nothing pending: admitted whatever its size
    const first = b.submitAll("acct:a", texts("a", 30), 2_000);
    expect(b.pendingTokens("acct:a")).toBe(3_000);
    let refused: unknown;
    try {
      b.submitAll("acct:a", texts("b", 1), 2_000);
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(QueueFullError);
    expect(refused).toMatchObject({ queuedTokens: 3_000, limitTokens: 2_000 });
    expect((refused as QueueFullError).retryAfter).toBeGreaterThanOrEqual(1);
    expect((refused as QueueFullError).retryAfter).toBeLessThanOrEqual(60);
    // the refusal queued nothing; another account is not affected
    expect(b.pendingTokens("acct:a")).toBe(3_000);
    const other = b.submitAll("acct:b", texts("c", 1), 2_000);
    await m.next();
    await m.next();
    await Promise.all([...first, ...other]);
    expect(b.pendingTokens("acct:a")).toBe(0);
    const again = b.submitAll("acct:a", texts("d", 1), 2_000);
    await m.next();
    await Promise.all(again);
  });
});

describe("LruCache", () => {
  it("evicts the least recently used entry", () => {
    const c = new LruCache<number>(2);
    c.set("a", 1);
    c.set("b", 2);
    expect(c.get("a")).toBe(1);
    c.set("c", 3);
    expect(c.get("b")).toBeUndefined();
    expect(c.get("a")).toBe(1);
    expect(c.get("c")).toBe(3);
    expect(c.size).toBe(2);
  });
});
