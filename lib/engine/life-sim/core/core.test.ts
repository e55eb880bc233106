import { describe, expect, it } from "vitest";
import { canonicalJson, createRng, hashFnv1a, quantileSorted, round, seedFor, summarize } from "./random";
import { simulateTrajectories } from "./trajectory";
import { weighValues, scoreValueFit } from "./values";
import { readFinances } from "./finances";
import { inferSectorKey, careerAttributes } from "./sectors";
import { scoreTipi } from "./big-five";

describe("seeded randomness", () => {
  it("FNV-1a matches the published test vectors", () => {
    expect(hashFnv1a("")).toBe(0x811c9dc5);
    expect(hashFnv1a("a")).toBe(0xe40c292c);
    expect(hashFnv1a("foobar")).toBe(0xbf9cf968);
  });

  it("canonical JSON ignores key order and undefined members", () => {
    expect(canonicalJson({ b: 1, a: [1, { d: 2, c: undefined }] })).toBe(canonicalJson({ a: [1, { d: 2 }], b: 1 }));
    expect(seedFor(1, { x: 1, y: 2 })).toBe(seedFor(1, { y: 2, x: 1 }));
    expect(seedFor(1, { x: 1 })).not.toBe(seedFor(2, { x: 1 }));
  });

  it("mulberry32 is reproducible and stays in [0, 1)", () => {
    const a = createRng(42);
    const b = createRng(42);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(xs).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });

  it("quantiles interpolate and rounding to hundreds has no float noise", () => {
    expect(quantileSorted([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(quantileSorted([0, 10], 0.25)).toBe(2.5);
    expect(round(1234567.89, -2)).toBe(1234600);
    expect(summarize([5, 1, 3, 2, 4])).toEqual({ p10: 1, p50: 3, p90: 5 });
  });
});

describe("trajectory Monte Carlo", () => {
  const base = { medianSalary: 60_000, years: 10, startLevel: 1, aiExposure: 0.4, growthPercent: 5, seed: 7 };

  it("is deterministic per seed and different across seeds", () => {
    expect(simulateTrajectories(base)).toEqual(simulateTrajectories(base));
    expect(simulateTrajectories({ ...base, seed: 8 }).yearly[10].salary).not.toEqual(simulateTrajectories(base).yearly[10].salary);
  });

  it("higher AI exposure erodes skill relevance and raises disruption", () => {
    const low = simulateTrajectories({ ...base, aiExposure: 0.1 });
    const high = simulateTrajectories({ ...base, aiExposure: 0.9 });
    expect(high.yearly[10].skillRelevance.p50).toBeLessThan(low.yearly[10].skillRelevance.p50);
    expect(high.disruptionShare).toBeGreaterThan(low.disruptionShare);
  });
});

describe("values, sectors, finances, TIPI", () => {
  it("weighs earlier values more and falls back to equal weights", () => {
    const w = weighValues(["money", "family"]);
    expect(w.weights.money).toBeGreaterThan(w.weights.time);
    expect(weighValues(["xyzzy"]).weights.money).toBeCloseTo(1 / 7, 6);
    const attrs = careerAttributes({ sectorKey: "tech", usMedianWage: 130_000, aiExposure: 0.6, growthPercent: 17 }).attributes;
    expect(scoreValueFit(w.weights, attrs).score).toBeGreaterThan(0);
  });

  it("infers sectors from sector names and titles", () => {
    expect(inferSectorKey("software and it", "Software Developer")).toBe("tech");
    expect(inferSectorKey("", "pastry chef")).toBe("hospitality");
    expect(inferSectorKey("", "startup founder")).toBe("entrepreneur");
  });

  it("reads finances from text with k suffixes and from objects", () => {
    const f = readFinances("I have 12k savings; monthly expenses 2,000 and a loan of 8000", 50_000);
    expect(f.savings).toBe(12_000);
    expect(f.monthlyExpenses).toBe(2_000);
    expect(f.debt).toBe(8_000);
    expect(readFinances({ savings: 100, monthlyIncome: 3000 }, 50_000).monthlyIncome).toBe(3000);
  });

  it("scores TIPI with reversed items", () => {
    const all3 = scoreTipi([3, 3, 3, 3, 3, 3, 3, 3, 3, 3]);
    expect(all3.every((t) => t.score === 50)).toBe(true);
    const calm = scoreTipi([3, 3, 3, 1, 3, 3, 3, 3, 5, 3]).find((t) => t.trait === "neuroticism");
    expect(calm?.score).toBe(0);
  });
});
