/**
 * Career outcome distributions and regret, shared by modes 2, 8, 14 and 15.
 * Regret follows regret theory (Loomes & Sugden 1982): the regret of choosing A is the expected shortfall of
 * A's utility against B's on the same simulated world (paired paths from one seed). Earnings are paired across the
 * two careers (common random numbers); how each job turns out to feel is drawn independently per career, because
 * nobody knows in advance how two different jobs will feel — the same draw for both would cancel out and make
 * regret an all-or-nothing 0 % or 100 %.
 */
import type { CareerProfile, SalaryFigure } from "../knowledge";
import { estimateSalary } from "../knowledge";
import { buildPayLadder, type PayLadder } from "./ladder";
import type { Market } from "./market";
import type { OrgType } from "./org-types";
import { asProbability } from "./probability";
import { createRng, clamp, deriveSeed, drawNormal, mean, round, summarize, type Percentiles } from "./random";
import { careerAttributes, DIMENSIONS, type Attributes } from "./sectors";
import { simulateTrajectories, type TrajectoryResult } from "./trajectory";

export interface CareerOutcome {
  profile: CareerProfile;
  org: OrgType | null;
  ladder: PayLadder;
  salary: SalaryFigure;
  sim: TrajectoryResult;
  attributes: Attributes;
  attributeNotes: string[];
  /** annual average earnings over the horizon, USD, per path (paired by index across careers) */
  avgUsd: number[];
}

export interface OutcomeOptions {
  market: Market;
  years: number;
  experience: number;
  age?: number;
  /** organisation type to simulate at; the career text's own when absent */
  org?: OrgType | null;
  riskTolerance?: number;
  startPayFactor?: number;
  seed: number;
  trace?: boolean;
}

export function simulateCareerOutcome(profile: CareerProfile, opts: OutcomeOptions): CareerOutcome {
  const org = opts.org === undefined ? profile.org : opts.org;
  const atOrg = { ...profile, org };
  const salary = estimateSalary(atOrg, opts.market, opts.experience);
  const ladder = buildPayLadder(profile, opts.market);
  const sim = simulateTrajectories({
    ladder,
    years: opts.years,
    experience: opts.experience,
    startAge: opts.age,
    aiExposure: profile.aiExposure,
    growthPercent: profile.growthPercent,
    org: org ?? undefined,
    riskTolerance: opts.riskTolerance,
    startPayFactor: opts.startPayFactor,
    seed: opts.seed,
    trace: opts.trace,
  });
  const { attributes, notes } = careerAttributes(atOrg);
  return {
    profile,
    org,
    ladder,
    salary,
    sim,
    attributes,
    attributeNotes: notes,
    avgUsd: sim.cumulativeEarnings.map((c) => (c / opts.years) * ladder.usdPerUnit),
  };
}

/** Money on the attribute scale from USD earnings: all-occupation median $48,060 → 0.45, 4× → 0.95. */
export function moneyScore(usd: number): number {
  return clamp(0.45 + (0.5 * Math.log(Math.max(usd, 1) / 48_060)) / Math.log(4), 0, 1);
}

/**
 * Utility of each simulated path: money from that path's earnings, other dimensions from the career's
 * attributes plus N(0, 0.1) noise for how the job turns out to feel. Pass a different `stream` per career.
 */
export function scorePathUtilities(outcome: CareerOutcome, weights: Attributes, seed: number, stream: number): number[] {
  const rng = createRng(deriveSeed(seed, 0x7e57, stream));
  return outcome.avgUsd.map((usd) => {
    let u = weights.money * moneyScore(usd);
    for (const d of DIMENSIONS) if (d !== "money") u += weights[d] * clamp(outcome.attributes[d] + drawNormal(rng, 0, 0.1), 0, 1);
    return u;
  });
}

export interface RegretFigures {
  /** mean utility shortfall vs the other option, 0..100 scale */
  expectedRegret: number;
  /** share of paired worlds where the other option is clearly (≥ 2 points) better, within [0.01, 0.99] */
  probabilityOfRegret: number;
  /** 90th percentile shortfall: how bad regret gets in the worst tenth of worlds */
  severeRegret: number;
}

export function measureRegret(chosen: readonly number[], other: readonly number[]): RegretFigures {
  const gaps = chosen.map((u, i) => Math.max(0, (other[i] ?? 0) - u) * 100);
  return {
    expectedRegret: round(mean(gaps), 1),
    probabilityOfRegret: asProbability(gaps.filter((g) => g >= 2).length / Math.max(1, gaps.length)),
    severeRegret: round(summarize(gaps, 1).p90, 1),
  };
}

export interface EarningsSummary {
  currency: string;
  annualAverage: Percentiles;
  finalYear: Percentiles;
  /** total over the horizon */
  cumulative: Percentiles;
}

export function summarizeEarnings(o: CareerOutcome): EarningsSummary {
  const toLocal = o.ladder.usdPerUnit > 0 ? 1 / o.ladder.usdPerUnit : 1;
  return {
    currency: o.ladder.currency,
    annualAverage: summarize(
      o.avgUsd.map((u) => u * toLocal),
      -2,
    ),
    finalYear: o.sim.yearly[o.sim.yearly.length - 1].salary,
    cumulative: o.sim.cumulative,
  };
}
