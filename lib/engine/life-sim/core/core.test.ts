import { describe, expect, it } from "vitest";
import { canonicalJson, createRng, hashFnv1a, quantileSorted, round, seedFor, summarize } from "./random";
import { simulateTrajectories } from "./trajectory";
import { weighValues, scoreValueFit } from "./values";
import { readFinances, type MoneyContext } from "./finances";
import { LADDERS } from "../data/progression";
import { MAX_EXPERIENCE, type PayLadder } from "./ladder";
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

/** A synthetic ladder: the generic rungs at 40k, 50k, 62k, 75k, 90k, each +1.5 % per year of experience. */
function testLadder(): PayLadder {
  const spec = LADDERS[LADDERS.length - 1];
  const rungs = spec.rungs.map((r, i) => ({
    key: r.key,
    label: r.label,
    promotion: r.promotion,
    senior: !!r.senior,
    pricedAs: r.label,
    pay: Float64Array.from(
      { length: MAX_EXPERIENCE + 1 },
      (_, e) => [40_000, 50_000, 62_000, 75_000, 90_000][i] * (1 + 0.015 * Math.min(e, 30)),
    ),
  }));
  return { spec, rungs, currency: "USD", usdPerUnit: 1, namedRung: null, evidence: [] };
}

describe("trajectory Monte Carlo", () => {
  const base = { ladder: testLadder(), experience: 4, years: 10, aiExposure: 0.4, growthPercent: 5, seed: 7 };

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

  it("draws the starting rung from experience instead of putting everyone on one rung", () => {
    const shares = Object.values(simulateTrajectories({ ...base, experience: 7 }).startRungShares);
    expect(Math.max(...shares)).toBeLessThan(0.9);
    expect(shares.filter((s) => s > 0.05).length).toBeGreaterThanOrEqual(2);
    const named = simulateTrajectories({ ...base, ladder: { ...base.ladder, namedRung: 2 } });
    expect(named.startRungShares.senior).toBe(1);
  });

  it("more experience never lowers a path's pay in any year (common random numbers)", () => {
    const less = simulateTrajectories({ ...base, experience: 2, trace: true }).traces ?? [];
    const more = simulateTrajectories({ ...base, experience: 6, trace: true }).traces ?? [];
    expect(less.length).toBe(1000);
    let higher = 0;
    less.forEach((path, i) =>
      path.salaries.forEach((s, t) => {
        expect(more[i].salaries[t]).toBeGreaterThanOrEqual(s);
        if (more[i].salaries[t] > s) higher++;
      }),
    );
    expect(higher).toBeGreaterThan(1000);
  });

  it("a longer horizon only appends years: the first ten are unchanged and cumulative pay grows", () => {
    const ten = simulateTrajectories(base);
    const fifteen = simulateTrajectories({ ...base, years: 15 });
    expect(fifteen.yearly.slice(0, 11)).toEqual(ten.yearly);
    fifteen.cumulativeEarnings.forEach((c, i) => expect(c).toBeGreaterThan(ten.cumulativeEarnings[i]));
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

  const gbp: MoneyContext = {
    annualGrossSalary: 50_000,
    currency: "GBP",
    convert: (x, from) => (from === "EUR" ? x * 0.87 : from === "USD" ? x * 0.8 : null),
  };

  it("reads finances from text with k suffixes and from objects", () => {
    const f = readFinances("I have 12k savings; monthly expenses 2,000 and a loan of 8000", gbp);
    expect(f.savings).toBe(12_000);
    expect(f.monthlyExpenses).toBe(2_000);
    expect(f.debt).toBe(8_000);
    expect(f.monthlyDebtService).toBe(240);
    expect(readFinances({ savings: 100, monthlyIncome: 3000 }, gbp).monthlyIncome).toBe(3000);
  });

  it.each([
    ["3 months savings, expenses 2000", { savings: 6_000, monthlyExpenses: 2_000 }],
    ["six months of savings and monthly expenses of £1,500", { savings: 9_000, monthlyExpenses: 1_500 }],
    ["£40k salary, savings 40,000", { savings: 40_000, monthlyIncome: 2_400 }],
    ["savings €55k, spend 2k a month", { savings: 47_850, monthlyExpenses: 2_000 }],
    ["savings 1.2m, expenses 24k a year", { savings: 1_200_000, monthlyExpenses: 2_000 }],
    ["savings 20000, monthly expenses 3000, two kids", { savings: 20_000, monthlyExpenses: 3_000, dependents: 2 }],
  ])("reads %s", (text, want) => {
    const f = readFinances(text, gbp);
    for (const [k, v] of Object.entries(want)) expect({ [k]: Math.round(f[k as keyof typeof want] as number) }).toEqual({ [k]: v });
  });

  it("reads savings given as months in the object form, and amounts with currency marks", () => {
    expect(readFinances({ savings: "3 months", monthlyExpenses: 2_000 }, gbp).savings).toBe(6_000);
    expect(readFinances({ savingsMonths: 4, monthlyExpenses: "£1.5k" }, gbp).savings).toBe(6_000);
    expect(readFinances({ savings: "$10k" }, gbp).savings).toBe(8_000);
  });

  it("scores TIPI with reversed items", () => {
    const all3 = scoreTipi([3, 3, 3, 3, 3, 3, 3, 3, 3, 3]);
    expect(all3.every((t) => t.score === 50)).toBe(true);
    const calm = scoreTipi([3, 3, 3, 1, 3, 3, 3, 3, 5, 3]).find((t) => t.trait === "neuroticism");
    expect(calm?.score).toBe(0);
  });
});
