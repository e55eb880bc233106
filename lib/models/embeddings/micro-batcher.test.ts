import { describe, expect, it } from "vitest";
import { LruCache } from "./lru-cache";
import { MicroBatcher } from "./micro-batcher";

describe("MicroBatcher", () => {
  it("sends concurrent submissions as one batch and resolves each in order", async () => {
    const calls: string[][] = [];
    const b = new MicroBatcher<string>(async (texts) => {
      calls.push(texts);
      return texts.map((t) => t.toUpperCase());
    }, { maxBatch: 32, windowMs: 5 });
    const out = await Promise.all(["a", "b", "c"].map((t) => b.submit(t)));
    expect(out).toEqual(["A", "B", "C"]);
    expect(calls).toEqual([["a", "b", "c"]]);
  });

  it("splits at maxBatch and computes duplicates once", async () => {
    const calls: string[][] = [];
    const b = new MicroBatcher<number>(async (texts) => {
      calls.push(texts);
      return texts.map((t) => t.length);
    }, { maxBatch: 4, windowMs: 50 });
    const out = await Promise.all(["x", "yy", "x", "zzz", "wwww", "v"].map((t) => b.submit(t)));
    expect(out).toEqual([1, 2, 1, 3, 4, 1]);
    expect(calls).toEqual([["x", "yy", "zzz"], ["wwww", "v"]]);
    expect(b.batchesSent).toBe(2);
  });

  it("rejects every caller of a failed batch", async () => {
    const b = new MicroBatcher<number>(async () => {
      throw new Error("model down");
    }, { maxBatch: 8, windowMs: 1 });
    await expect(Promise.all([b.submit("a"), b.submit("b")])).rejects.toThrow("model down");
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
