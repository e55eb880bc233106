import { describe, expect, it } from "vitest";
import { COUNTRIES } from "@/lib/knowledge/countries";
import { benchmarkSalary, experienceMultiplier } from "./index";
import { InputError } from "@/lib/errors";
import { computePercentiles, normalQuantile, roundMoney } from "./distribution";

const increasing = (p: { p10: number; p25: number; p50: number; p75: number; p90: number }) =>
  p.p10 < p.p25 && p.p25 < p.p50 && p.p50 < p.p75 && p.p75 < p.p90;

describe("benchmarkSalary", () => {
  it("uses the BLS OEWS median for a US occupation with high confidence", () => {
    const r = benchmarkSalary({ role: "Registered Nurse", country: "US" });
    expect(r.role.occupationId).toBe("registered-nurse");
    // OEWS May 2024, SOC 29-1141 (national_M2024_dl A_MEDIAN); May 2023 was $86,070.
    expect(r.percentiles.p50).toBe(93_600);
    expect(r.confidence).toBe("high");
    expect(r.evidence.some((e) => e.includes("BLS OEWS May 2024"))).toBe(true);
  });

  it("defaults to GB and the local currency", () => {
    const r = benchmarkSalary({ role: "Accountant" });
    expect(r.country).toBe("GB");
    expect(r.currency).toBe("GBP");
    // GB accountants have an official ASHE median, so the answer is not a model estimate.
    expect(r.payBasis).toBe("official");
    expect(r.confidence).toBe("high");
  });

  it("answers every one of the 196 countries with a strictly increasing band", () => {
    for (const c of COUNTRIES) {
      const r = benchmarkSalary({ role: "Software Engineer", country: c.code });
      expect(increasing(r.percentiles), c.code).toBe(true);
      expect(r.currency).toBe(c.currency);
      expect(r.usdEquivalent.median, c.code).toBeGreaterThan(500);
    }
  });

  it("throws typed errors for an unknown country or currency", () => {
    expect(() => benchmarkSalary({ role: "Chef", country: "ZZ" })).toThrow(InputError);
    try {
      benchmarkSalary({ role: "Chef", country: "DE", currency: "XYZ" });
    } catch (e) {
      expect((e as InputError).param).toBe("currency");
    }
  });

  it("raises pay with experience, city and premium skills", () => {
    const base = benchmarkSalary({ role: "Data Scientist", country: "GB", yearsExperience: 8 });
    const junior = benchmarkSalary({ role: "Data Scientist", country: "GB", yearsExperience: 1 });
    const london = benchmarkSalary({ role: "Data Scientist", country: "GB", yearsExperience: 8, city: "london" });
    const skilled = benchmarkSalary({ role: "Data Scientist", country: "GB", yearsExperience: 8, skills: ["Kubernetes", "AWS"] });
    expect(junior.percentiles.p50).toBeLessThan(base.percentiles.p50);
    expect(london.percentiles.p50).toBeGreaterThan(base.percentiles.p50);
    expect(skilled.percentiles.p50).toBeGreaterThan(base.percentiles.p50);
    expect(skilled.skillPremiums.every((p) => p.premiumPercent > 0)).toBe(true);
  });

  it("gives no premium for the country's own language", () => {
    const de = benchmarkSalary({ role: "Nurse", country: "DE", skills: ["German", "Swahili"] });
    expect(de.skillPremiums.find((p) => p.skill === "German")?.premiumPercent).toBe(0);
    expect(de.skillPremiums.find((p) => p.skill === "Swahili")?.premiumPercent).toBeGreaterThan(0);
  });

  it("accepts a country name as well as a code", () => {
    expect(benchmarkSalary({ role: "Chef", country: "Germany" }).country).toBe("DE");
  });

  it("matches cities regardless of case and accents", () => {
    const a = benchmarkSalary({ role: "Software Engineer", country: "DE", city: "München" });
    const b = benchmarkSalary({ role: "Software Engineer", country: "DE", city: "munich" });
    const c = benchmarkSalary({ role: "Software Engineer", country: "CH", city: "ZURICH" });
    expect(a.percentiles.p50).toBe(b.percentiles.p50);
    expect(c.evidence.some((e) => e.includes("Zurich wage index"))).toBe(true);
  });

  it("refuses a role it cannot recognise with unknown_role and three nearest roles", () => {
    try {
      benchmarkSalary({ role: "Underwater basket weaver", country: "FR" });
      expect.unreachable("an unknown role must throw");
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      expect((e as InputError).code).toBe("unknown_role");
      expect((e as InputError).param).toBe("role");
      expect((e as InputError).suggestions).toHaveLength(3);
    }
  });

  it("converts to the requested currency consistently with usdEquivalent", () => {
    const gbp = benchmarkSalary({ role: "Nurse", country: "GB" });
    const usd = benchmarkSalary({ role: "Nurse", country: "GB", currency: "usd" });
    expect(usd.currency).toBe("USD");
    expect(Math.abs(usd.percentiles.p50 - gbp.usdEquivalent.median) / gbp.usdEquivalent.median).toBeLessThan(0.002);
  });

  it("gives a Global world-median estimate in USD with low confidence", () => {
    const g = benchmarkSalary({ role: "Chef", country: "Global" });
    const us = benchmarkSalary({ role: "Chef", country: "US" });
    expect(g.currency).toBe("USD");
    expect(g.confidence).toBe("low");
    expect(g.percentiles.p50).toBeLessThan(us.percentiles.p50);
  });

  it("sets the negotiation target at or above the median and quotes real numbers in the script", () => {
    const r = benchmarkSalary({ role: "DevOps Engineer", country: "NL", yearsExperience: 10, skills: ["Kubernetes", "Terraform"] });
    expect(r.negotiationTarget).toBeGreaterThan(r.percentiles.p50);
    expect(r.negotiationTarget).toBeLessThanOrEqual(r.percentiles.p90);
    expect(r.negotiationScript).toContain(r.negotiationTarget.toLocaleString("en-US"));
    expect(r.negotiationScript).toContain("Kubernetes");
  });

  it("adds bonus and equity in total compensation for senior software roles", () => {
    const r = benchmarkSalary({ role: "Senior Software Engineer", country: "US" });
    expect(r.totalCompensation.equity).toBeGreaterThan(0);
    expect(r.totalCompensation.total).toBeGreaterThan(r.totalCompensation.base);
    expect(r.comparableRoles.length).toBeGreaterThan(0);
  });

  it("is deterministic", () => {
    const input = { role: "Electrician", country: "KE", city: "Nairobi", yearsExperience: 4, skills: ["Solar installation"] };
    expect(benchmarkSalary(input)).toEqual(benchmarkSalary(input));
  });
});

describe("distribution helpers", () => {
  it("experience curve is 1.00 at 8 years and increasing", () => {
    expect(experienceMultiplier(8)).toBeCloseTo(1, 5);
    for (let y = 0; y < 30; y++) expect(experienceMultiplier(y + 1)).toBeGreaterThan(experienceMultiplier(y));
  });
  it("normal quantile is accurate", () => {
    expect(normalQuantile(0.9)).toBeCloseTo(1.2816, 3);
    expect(normalQuantile(0.5)).toBeCloseTo(0, 6);
    expect(normalQuantile(0.01)).toBeCloseTo(-2.3263, 3);
  });
  it("rounds to 4 significant figures and keeps tiny bands increasing", () => {
    expect(roundMoney(123_456)).toBe(123_500);
    expect(roundMoney(98.765)).toBe(99);
    expect(increasing(computePercentiles(3, 0.01))).toBe(true);
  });
});
