import { describe, expect, it } from "vitest";
import { createPrng } from "./demo/prng";
import { VectorIndex } from "./vector-index";

function unit(v: number[]): Float32Array {
  const n = Math.sqrt(v.reduce((s, x) => s + x * x, 0));
  return Float32Array.from(v.map((x) => x / n));
}

describe("VectorIndex", () => {
  const vectors = [unit([1, 0, 0]), unit([0.9, 0.1, 0]), unit([0, 1, 0]), unit([0, 0, 1]), unit([0.7, 0.7, 0])];
  const countries = ["DE", "FR", "DE", null, "DE"];
  const index = new VectorIndex(vectors, countries, 3);

  it("ranks the global pool by cosine", () => {
    const r = index.search(unit([1, 0, 0]), { limit: 3 });
    expect(r.scopedToCountry).toBe(false);
    expect(r.hits.map((h) => h.index)).toEqual([0, 1, 4]);
    expect(r.hits[0].score).toBeCloseTo(1, 6);
    expect(r.considered).toHaveLength(5);
  });

  it("scopes to a country with listings, case-insensitively", () => {
    const r = index.search(unit([1, 0, 0]), { limit: 10, countryCode: "de" });
    expect(r.scopedToCountry).toBe(true);
    expect(r.hits.map((h) => h.index)).toEqual([0, 4, 2]);
    expect(r.considered).toEqual([0, 2, 4]);
  });

  it("falls back to the global pool for a country without listings", () => {
    const r = index.search(unit([0, 0, 1]), { limit: 1, countryCode: "JP" });
    expect(r.scopedToCountry).toBe(false);
    expect(r.hits[0].index).toBe(3);
  });

  it("agrees with a full sort on random data", () => {
    const rand = createPrng(7);
    const vs = Array.from({ length: 500 }, () => unit(Array.from({ length: 16 }, () => rand() - 0.5)));
    const idx = new VectorIndex(
      vs,
      vs.map(() => null),
      16,
    );
    const q = unit(Array.from({ length: 16 }, () => rand() - 0.5));
    const dots = vs.map((v, i) => ({ i, s: v.reduce((acc, x, j) => acc + x * q[j], 0) })).sort((a, b) => b.s - a.s);
    expect(idx.search(q, { limit: 25 }).hits.map((h) => h.index)).toEqual(dots.slice(0, 25).map((d) => d.i));
  });
});
