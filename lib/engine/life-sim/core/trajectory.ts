/**
 * Monte Carlo career trajectories: pay, rung and skill relevance year by year, in today's money (constant prices).
 * Shared by modes 1 (Future Self), 2/14/15 (regret, meaning vs money), 3, 5 and 8.
 *
 * Pay of a path in year t = the salary engine's pay for its rung at its experience (core/ladder.ts) × the ladder's
 * real drift × the path's personal factor (starting premium, yearly noise, pay-raising moves, job losses, AI wage
 * pressure). The starting rung is the one the career text names ("Band 6", "Senior …"); otherwise it is drawn by
 * running the ladder's promotion odds over the years of experience already worked, so no level is assumed for
 * everyone. Promotion odds come from data/progression.ts, scaled by skill relevance and the organisation type.
 *
 * Every path has its own random streams with a fixed number of draws per year, so changing one input (more
 * experience, a longer horizon) changes a path only through the model: common random numbers. With pay
 * non-decreasing in rung and experience, more experience can never lower a path's pay, and a longer horizon only
 * appends years.
 */
import type { OrgType } from "./org-types";
import { TYPICAL_ORG } from "./org-types";
import { payAt, type PayLadder } from "./ladder";
import { clamp, createRng, deriveSeed, drawNormal, quantileSorted, round, type Percentiles } from "./random";

export interface TrajectoryParams {
  ladder: PayLadder;
  years: number;
  /** years of experience at the start */
  experience: number;
  startAge?: number;
  aiExposure: number;
  growthPercent: number;
  org?: OrgType;
  /** 0..1: appetite for job moves (decisions in mode 8); raises promotion and move odds */
  riskTolerance?: number;
  /** multiplies the starting pay (e.g. a career switch entering below the rung's pay) */
  startPayFactor?: number;
  /** 0..1 at year 0 */
  startRelevance?: number;
  paths?: number;
  seed: number;
  /** keep each path's salary series and events (for story-telling modes) */
  trace?: boolean;
}

export interface PathTrace {
  salaries: number[];
  rungs: number[];
  events: { year: number; kind: "promotion" | "move" | "disruption"; rung?: string }[];
}

export interface YearPoint {
  year: number;
  age: number | null;
  salary: Percentiles;
  skillRelevance: Percentiles;
  medianRung: string;
  /** share of paths on a senior rung or above */
  seniorOrAboveShare: number;
}

export interface RungMilestone {
  rung: string;
  /** share of paths already on this rung or above at the start */
  atStart: number;
  /** share of paths on it or above by the last year */
  byEnd: number;
  /** median first year it was reached, among paths that reached it during the horizon */
  medianYear: number | null;
}

export interface TrajectoryResult {
  paths: number;
  yearly: YearPoint[];
  /** sorted final-year salaries (not serialised by modes; used for comparisons) */
  finalSalaries: number[];
  finalRelevance: number[];
  /** per path (unsorted, paired by index across careers): total pay over years 1..T */
  cumulativeEarnings: number[];
  cumulative: Percentiles;
  disruptionShare: number;
  promotionShare: number;
  rungShares: Record<string, number>;
  milestones: RungMilestone[];
  startRungShares: Record<string, number>;
  traces?: PathTrace[];
}

/** Share of AI-exposed tasks affected in year t: front-loaded adoption ramp 1 − e^(−t/5) (estimate). */
function adoptionStep(t: number): number {
  return Math.exp(-(t - 1) / 5) - Math.exp(-t / 5);
}

const share = (count: number, n: number) => Math.round((count / n) * 1000) / 1000;

/** P10/P50/P90 of a typed sample (typed-array sort is numeric and much faster than a comparator sort). */
function percentiles(sample: Float64Array | number[], digits: number): Percentiles {
  const s = Float64Array.from(sample).sort() as unknown as number[];
  return {
    p10: round(quantileSorted(s, 0.1), digits),
    p50: round(quantileSorted(s, 0.5), digits),
    p90: round(quantileSorted(s, 0.9), digits),
  };
}

export function simulateTrajectories(p: TrajectoryParams): TrajectoryResult {
  const n = p.paths ?? 1000;
  const years = Math.max(1, Math.round(p.years));
  const ladder = p.ladder;
  const spec = ladder.spec;
  const top = ladder.rungs.length - 1;
  const org = p.org ?? TYPICAL_ORG;
  const risk = clamp(p.riskTolerance ?? 0.5, 0, 1);
  const experience = clamp(p.experience, 0, 50);
  const demand = p.growthPercent / 10 / 100; // yearly employment growth of the occupation
  const drift = 1 + spec.realGrowth + 0.2 * demand;
  const noise = spec.yearlyNoise * org.incomeSpread;
  const layoff = spec.layoffBase + org.layoffRisk;
  const moveRate = spec.moveRate * (0.6 + 0.8 * risk);
  const salaries: Float64Array[] = Array.from({ length: years + 1 }, () => new Float64Array(n));
  const relevances: Float64Array[] = Array.from({ length: years + 1 }, () => new Float64Array(n));
  const rungsAt: Int8Array[] = Array.from({ length: years + 1 }, () => new Int8Array(n));
  const firstYear: Int16Array[] = ladder.rungs.map(() => new Int16Array(n).fill(-1));
  const cumulative = new Array<number>(n).fill(0);
  let disrupted = 0;
  let promoted = 0;
  const traces: PathTrace[] | undefined = p.trace ? [] : undefined;
  for (let i = 0; i < n; i++) {
    // 1. the starting rung: named by the career text, or the ladder's odds run over the years already worked
    let rung = ladder.namedRung ?? 0;
    if (ladder.namedRung === null) {
      const pre = createRng(deriveSeed(p.seed, i, 1));
      const whole = Math.floor(experience);
      for (let y = 0; y <= whole; y++) {
        const u = pre();
        const part = y < whole ? 1 : experience - whole;
        if (rung < top && u < ladder.rungs[rung].promotion * org.promotionFactor * part) rung++;
      }
    }
    for (let k = 0; k <= rung; k++) firstYear[k][i] = 0;
    // 2. the years ahead, from a stream of its own with the same draws per year whatever happens
    const rng = createRng(deriveSeed(p.seed, i, 2));
    let personal = org.payFactor * (p.startPayFactor ?? 1) * Math.exp(drawNormal(rng, 0, spec.personalSpread * org.incomeSpread));
    let relevance = clamp(p.startRelevance ?? 0.85, 0.05, 1);
    let wasDisrupted = false;
    let wasPromoted = false;
    let salary = payAt(ladder, rung, experience) * personal;
    const trace: PathTrace | undefined = traces ? { salaries: [salary], rungs: [rung], events: [] } : undefined;
    salaries[0][i] = salary;
    relevances[0][i] = relevance;
    rungsAt[0][i] = rung;
    for (let t = 1; t <= years; t++) {
      const zLearn = drawNormal(rng, 0.03, 0.02);
      const uPromo = rng();
      const uMove = rng();
      const zMove = drawNormal(rng, 0, 1);
      const uLoss = rng();
      const uCut = rng();
      const zPay = drawNormal(rng, 0, 1);
      // skills decay faster where AI touches more tasks; learning refreshes them with diminishing returns
      const decay = 0.012 + 0.35 * p.aiExposure * adoptionStep(t);
      relevance = clamp(relevance - decay + Math.max(0, zLearn) * (1.2 - relevance), 0.05, 1);
      const hazard = ladder.rungs[rung].promotion * org.promotionFactor * clamp(relevance / 0.85, 0.5, 1.2) * (0.85 + 0.3 * risk);
      if (rung < top && uPromo < hazard) {
        rung++;
        wasPromoted = true;
        if (firstYear[rung][i] === -1) firstYear[rung][i] = t;
        trace?.events.push({ year: t, kind: "promotion", rung: ladder.rungs[rung].label });
      }
      if (uMove < moveRate) {
        personal *= 1 + Math.max(0, spec.movePremium * (1 + 0.5 * zMove));
        trace?.events.push({ year: t, kind: "move" });
      }
      const lossRisk = clamp(layoff + 0.06 * p.aiExposure * (1 - relevance) + Math.max(0, -demand) * 0.5, 0.001, 0.5);
      if (uLoss < lossRisk) {
        personal *= 1 - (0.05 + 0.15 * uCut); // re-employed below previous pay (displaced-worker earnings losses)
        relevance = clamp(relevance + 0.05, 0.05, 1); // forced retraining
        wasDisrupted = true;
        trace?.events.push({ year: t, kind: "disruption" });
      }
      // yearly individual noise, and AI wage pressure when skills lag
      personal *= Math.exp(noise * zPay - p.aiExposure * 0.03 * (1 - relevance));
      salary = payAt(ladder, rung, experience + t) * drift ** t * personal;
      cumulative[i] += salary;
      salaries[t][i] = salary;
      relevances[t][i] = relevance;
      rungsAt[t][i] = rung;
      trace?.salaries.push(salary);
      trace?.rungs.push(rung);
    }
    if (trace) traces?.push(trace);
    if (wasDisrupted) disrupted++;
    if (wasPromoted) promoted++;
  }
  const yearly: YearPoint[] = [];
  for (let t = 0; t <= years; t++) {
    const rs = Int8Array.from(rungsAt[t]).sort();
    let senior = 0;
    for (let i = 0; i < n; i++) if (ladder.rungs[rs[i]].senior) senior++;
    yearly.push({
      year: t,
      age: p.startAge !== undefined ? p.startAge + t : null,
      salary: percentiles(salaries[t], -2),
      skillRelevance: percentiles(relevances[t], 2),
      medianRung: ladder.rungs[rs[Math.floor(n / 2)]].label,
      seniorOrAboveShare: share(senior, n),
    });
  }
  const countAt = (arr: Int8Array, k: number) => arr.reduce((s, r) => s + (r === k ? 1 : 0), 0);
  const milestones = ladder.rungs
    .map((r, k) => {
      const reached = [...firstYear[k]].filter((y) => y > 0).sort((a, b) => a - b);
      const atStart = [...rungsAt[0]].filter((x) => x >= k).length;
      const byEnd = [...rungsAt[years]].filter((x) => x >= k).length;
      return {
        rung: r.label,
        atStart: share(atStart, n),
        byEnd: share(byEnd, n),
        medianYear: reached.length ? reached[Math.floor(reached.length / 2)] : null,
      };
    })
    .slice(1);
  return {
    paths: n,
    yearly,
    finalSalaries: Array.from(Float64Array.from(salaries[years]).sort()),
    finalRelevance: Array.from(Float64Array.from(relevances[years]).sort()),
    cumulativeEarnings: cumulative,
    cumulative: percentiles(cumulative, -2),
    disruptionShare: share(disrupted, n),
    promotionShare: share(promoted, n),
    rungShares: Object.fromEntries(ladder.rungs.map((r, k) => [r.label, share(countAt(rungsAt[years], k), n)])),
    startRungShares: Object.fromEntries(ladder.rungs.map((r, k) => [r.label, share(countAt(rungsAt[0], k), n)])),
    milestones,
    ...(traces ? { traces } : {}),
  };
}

/** Years of experience implied by the inputs: stated, else from age (working since 22), else 3 (documented default). */
export function experienceFrom(yearsExperience: number | undefined, age: number | undefined): number {
  if (yearsExperience !== undefined) return yearsExperience;
  if (age !== undefined) return clamp(age - 22, 0, 45);
  return 3;
}
