/**
 * Career outcome distributions and regret, shared by modes 2, 8, 14 and 15.
 * Regret follows regret theory (Loomes & Sugden 1982): the regret of choosing A is the expected shortfall of
 * A's utility against B's on the same simulated world (paired paths from one seed).
 */
import { estimateSalary, resolveCareer, type CareerProfile, type SalaryFigure } from "../knowledge";
import { createRng, clamp, drawNormal, mean, round, summarize, type Percentiles } from "./random";
import { careerAttributes, DIMENSIONS, type Attributes } from "./sectors";
import { levelFromYears, simulateTrajectories, type TrajectoryResult } from "./trajectory";

export interface CareerOutcome {
  profile: CareerProfile;
  salary: SalaryFigure;
  sim: TrajectoryResult;
  attributes: Attributes;
  attributeNotes: string[];
  /** annual average earnings over the horizon, USD, per path (paired by index across careers) */
  avgUsd: number[];
}

export function simulateCareerOutcome(careerText: string, opts: { country?: string; years: number; age?: number; yearsExperience?: number; riskTolerance?: number; seed: number; trace?: boolean }): CareerOutcome {
  const profile = resolveCareer(careerText);
  const salary = estimateSalary(profile, opts.country, 5);
  const experience = opts.yearsExperience ?? (opts.age !== undefined ? clamp(opts.age - 23, 0, 15) : 3);
  const sim = simulateTrajectories({
    medianSalary: salary.p50, years: opts.years, startLevel: levelFromYears(experience), startAge: opts.age,
    aiExposure: profile.aiExposure, growthPercent: profile.growthPercent, riskTolerance: opts.riskTolerance, seed: opts.seed, trace: opts.trace,
  });
  const toUsd = salary.p50 > 0 ? salary.usdMedian / salary.p50 : 1;
  const { attributes, notes } = careerAttributes(profile);
  return { profile, salary, sim, attributes, attributeNotes: notes, avgUsd: sim.cumulativeEarnings.map((c) => (c / opts.years) * toUsd) };
}

/** Money on the attribute scale from USD earnings: all-occupation median $48,060 → 0.45, 4× → 0.95. */
export function moneyScore(usd: number): number {
  return clamp(0.45 + (0.5 * Math.log(Math.max(usd, 1) / 48_060)) / Math.log(4), 0, 1);
}

/**
 * Utility of each simulated path: money from that path's earnings, other dimensions from the career's
 * attributes plus N(0, 0.1) noise for how the job turns out to feel (seeded, same draws for both careers).
 */
export function scorePathUtilities(outcome: CareerOutcome, weights: Attributes, seed: number): number[] {
  const rng = createRng(seed);
  return outcome.avgUsd.map((usd) => {
    let u = weights.money * moneyScore(usd);
    for (const d of DIMENSIONS) if (d !== "money") u += weights[d] * clamp(outcome.attributes[d] + drawNormal(rng, 0, 0.1), 0, 1);
    return u;
  });
}

export interface RegretFigures {
  /** mean utility shortfall vs the other option, 0..100 scale */
  expectedRegret: number;
  /** share of paired worlds where the other option is clearly (≥ 2 points) better */
  probabilityOfRegret: number;
  /** 90th percentile shortfall: how bad regret gets in the worst tenth of worlds */
  severeRegret: number;
}

export function measureRegret(chosen: readonly number[], other: readonly number[]): RegretFigures {
  const gaps = chosen.map((u, i) => Math.max(0, (other[i] ?? 0) - u) * 100);
  return {
    expectedRegret: round(mean(gaps), 1),
    probabilityOfRegret: round(gaps.filter((g) => g >= 2).length / Math.max(1, gaps.length), 3),
    severeRegret: round(summarize(gaps, 1).p90, 1),
  };
}

export function summarizeEarnings(o: CareerOutcome): { currency: string; annualAverage: Percentiles; finalYear: Percentiles } {
  const toLocal = o.salary.usdMedian > 0 ? o.salary.p50 / o.salary.usdMedian : 1;
  return { currency: o.salary.currency, annualAverage: summarize(o.avgUsd.map((u) => u * toLocal), -2), finalYear: o.sim.yearly[o.sim.yearly.length - 1].salary };
}
