/**
 * Monte Carlo career trajectories: salary, seniority and skill relevance year by year.
 * Shared by modes 1 (Future Self), 2/14/15 (regret, meaning vs money), 5, 8, 11 and 12.
 * All rates below are ESTIMATES chosen to reproduce broad published patterns (median individual nominal pay growth ~4-5%/yr as in the Atlanta Fed Wage Growth Tracker,
 * promotion every 2-4 years early in a career and rarer later, annual displacement risk of a few percent).
 */
import { clamp, createRng, drawNormal, summarize, type Percentiles } from "./random";

export const LEVELS = ["junior", "mid", "senior", "lead", "principal", "executive"] as const;
export type LevelName = (typeof LEVELS)[number];
/** pay relative to the occupation median at each level (estimate from typical banded pay scales) */
const LEVEL_PAY = [0.8, 1.0, 1.3, 1.55, 1.8, 2.3];
/** yearly promotion hazard at each level before skill/risk adjustment (estimate) */
const PROMOTION_HAZARD = [0.3, 0.12, 0.08, 0.05, 0.03, 0];

export interface TrajectoryParams {
  /** median annual salary of the occupation at `mid` level, local currency */
  medianSalary: number;
  years: number;
  startLevel: number;
  startAge?: number;
  aiExposure: number;
  growthPercent: number;
  /** 0..1: appetite for job moves; raises upside and variance */
  riskTolerance?: number;
  /** 0..1 at year 0 */
  startRelevance?: number;
  paths?: number;
  seed: number;
  /** keep each path's salary series and events (for story-telling modes) */
  trace?: boolean;
}

export interface PathTrace {
  salaries: number[];
  levels: number[];
  events: { year: number; kind: "promotion" | "move" | "disruption"; level?: LevelName }[];
}

export interface YearPoint {
  year: number;
  age: number | null;
  salary: Percentiles;
  skillRelevance: Percentiles;
  medianLevel: LevelName;
  /** share of paths at senior level or above */
  seniorOrAboveShare: number;
}

export interface TrajectoryResult {
  paths: number;
  yearly: YearPoint[];
  /** sorted final-year salaries of every path (not serialised by modes; used for regret and comparisons) */
  finalSalaries: number[];
  finalRelevance: number[];
  /** per path: total salary earned over the horizon */
  cumulativeEarnings: number[];
  disruptionShare: number;
  promotionShare: number;
  levelShares: Record<LevelName, number>;
  /** median first year each level above the start was reached, with the share of paths that reached it */
  levelMilestones: { level: LevelName; share: number; medianYear: number | null }[];
  /** per-path traces when params.trace is set */
  traces?: PathTrace[];
}

/** Share of AI-exposed tasks affected by year t: front-loaded ramp (estimate, 1 - e^(-t/5)). */
function adoptionStep(t: number): number {
  return Math.exp(-(t - 1) / 5) - Math.exp(-t / 5);
}

export function simulateTrajectories(p: TrajectoryParams): TrajectoryResult {
  const rng = createRng(p.seed);
  const n = p.paths ?? 1000;
  const years = Math.max(1, Math.round(p.years));
  const risk = clamp(p.riskTolerance ?? 0.5, 0, 1);
  const salaries: number[][] = Array.from({ length: years + 1 }, () => new Array<number>(n));
  const relevances: number[][] = Array.from({ length: years + 1 }, () => new Array<number>(n));
  const levels: number[][] = Array.from({ length: years + 1 }, () => new Array<number>(n));
  const firstYear: (number | null)[][] = LEVELS.map(() => new Array<number | null>(n).fill(null));
  const cumulative = new Array<number>(n).fill(0);
  let disrupted = 0;
  let promoted = 0;
  const traces: PathTrace[] | undefined = p.trace ? [] : undefined;
  const demand = p.growthPercent / 10 / 100; // per-year employment growth
  for (let i = 0; i < n; i++) {
    let level = clamp(Math.round(p.startLevel), 0, LEVELS.length - 1);
    let salary = p.medianSalary * LEVEL_PAY[level] * Math.exp(drawNormal(rng, 0, 0.12));
    let relevance = clamp(p.startRelevance ?? 0.85, 0.05, 1);
    let wasDisrupted = false;
    let wasPromoted = false;
    const trace: PathTrace | undefined = traces ? { salaries: [salary], levels: [level], events: [] } : undefined;
    salaries[0][i] = salary;
    relevances[0][i] = relevance;
    levels[0][i] = level;
    for (let t = 1; t <= years; t++) {
      // skills decay faster where AI touches more tasks; learning refreshes them with diminishing returns
      const decay = 0.012 + 0.35 * p.aiExposure * adoptionStep(t);
      const learning = Math.max(0, drawNormal(rng, 0.03, 0.02)) * (1.2 - relevance);
      relevance = clamp(relevance - decay + learning, 0.05, 1);
      // market raise: nominal wage growth + occupational demand − AI wage pressure when skills lag
      let g = 0.025 + demand * 0.3 - p.aiExposure * 0.03 * (1 - relevance) + drawNormal(rng, 0, 0.02);
      const hazard = PROMOTION_HAZARD[level] * (0.5 + relevance) * (0.85 + 0.3 * risk);
      if (level < LEVELS.length - 1 && rng() < hazard) {
        g += LEVEL_PAY[level + 1] / LEVEL_PAY[level] - 1;
        level += 1;
        wasPromoted = true;
        if (firstYear[level][i] === null) firstYear[level][i] = t;
        trace?.events.push({ year: t, kind: "promotion", level: LEVELS[level] });
      } else if (rng() < 0.03 + 0.07 * risk) {
        g += drawNormal(rng, 0.06 + 0.04 * risk, 0.05 + 0.05 * risk); // external move: bigger, noisier raise
        trace?.events.push({ year: t, kind: "move" });
      }
      const disruption = 0.02 + 0.06 * p.aiExposure * (1 - relevance) + Math.max(0, -demand) * 0.5;
      if (rng() < disruption) {
        g -= 0.05 + rng() * 0.15; // re-employed below previous pay (displaced-worker earnings losses)
        relevance = clamp(relevance + 0.05, 0.05, 1); // forced retraining
        wasDisrupted = true;
        trace?.events.push({ year: t, kind: "disruption" });
      }
      salary = Math.max(salary * (1 + g), p.medianSalary * 0.3);
      cumulative[i] += salary;
      salaries[t][i] = salary;
      relevances[t][i] = relevance;
      levels[t][i] = level;
      trace?.salaries.push(salary);
      trace?.levels.push(level);
    }
    if (trace) traces?.push(trace);
    if (wasDisrupted) disrupted++;
    if (wasPromoted) promoted++;
  }
  const yearly: YearPoint[] = [];
  for (let t = 0; t <= years; t++) {
    const lv = [...levels[t]].sort((a, b) => a - b);
    yearly.push({
      year: t,
      age: p.startAge !== undefined ? p.startAge + t : null,
      salary: summarize(salaries[t], -2),
      skillRelevance: summarize(relevances[t], 2),
      medianLevel: LEVELS[lv[Math.floor(n / 2)]],
      seniorOrAboveShare: Math.round((lv.filter((l) => l >= 2).length / n) * 1000) / 1000,
    });
  }
  const finalLevels = levels[years];
  const levelShares = Object.fromEntries(LEVELS.map((name, k) => [name, Math.round((finalLevels.filter((l) => l === k).length / n) * 1000) / 1000])) as Record<LevelName, number>;
  const levelMilestones = LEVELS.map((level, k) => {
    const reached = firstYear[k].filter((y): y is number => y !== null).sort((a, b) => a - b);
    return { level, share: Math.round((reached.length / n) * 1000) / 1000, medianYear: reached.length ? reached[Math.floor(reached.length / 2)] : null };
  }).filter((m, k) => k > p.startLevel);
  return {
    paths: n,
    yearly,
    finalSalaries: [...salaries[years]].sort((a, b) => a - b),
    finalRelevance: [...relevances[years]].sort((a, b) => a - b),
    cumulativeEarnings: cumulative,
    disruptionShare: Math.round((disrupted / n) * 1000) / 1000,
    promotionShare: Math.round((promoted / n) * 1000) / 1000,
    levelShares,
    levelMilestones,
    ...(traces ? { traces } : {}),
  };
}

/** Start level index from years of experience (0-2 junior, 3-6 mid, 7-11 senior, 12-17 lead, 18+ principal). */
export function levelFromYears(years: number): number {
  if (years < 3) return 0;
  if (years < 7) return 1;
  if (years < 12) return 2;
  if (years < 18) return 3;
  return 4;
}
