/**
 * A career's pay ladder in one market: for every rung of its progression ladder (data/progression.ts), the pay the
 * salary engine gives at each year of experience. The engine is asked once per rung and experience knot (memoised),
 * with the rung's title ("Senior Staff Nurse") or seniority level ("senior"), so pay scales and the engine's
 * seniority curve both come through. Pay is made non-decreasing up the ladder and with experience, so a promotion
 * or another year never lowers the expected pay of a rung.
 */
import { findLadderSpec, type LadderSpec } from "../data/progression";
import { benchmark, type CareerProfile } from "../knowledge";
import type { Market } from "./market";

/** Experience knots at which the engine is asked; pay between them is interpolated. */
const KNOTS = [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 14, 16, 20, 25, 30, 40];
export const MAX_EXPERIENCE = 60;

export interface LadderRung {
  key: string;
  label: string;
  promotion: number;
  senior: boolean;
  /** annual pay by whole year of experience 0..MAX_EXPERIENCE, local currency */
  pay: Float64Array;
  /** which title the engine priced this rung as */
  pricedAs: string;
}

export interface PayLadder {
  spec: LadderSpec;
  rungs: LadderRung[];
  currency: string;
  usdPerUnit: number;
  /** rung named by the career text ("Band 6 nurse", "Senior Developer"), else null (drawn from experience) */
  namedRung: number | null;
  evidence: string[];
}

const MEMO = new Map<string, Omit<PayLadder, "namedRung">>();

function interpolate(values: number[]): Float64Array {
  const out = new Float64Array(MAX_EXPERIENCE + 1);
  for (let e = 0; e <= MAX_EXPERIENCE; e++) {
    const k = KNOTS.findIndex((x) => x >= e);
    if (k === -1) {
      out[e] = values[values.length - 1];
      continue;
    }
    if (KNOTS[k] === e || k === 0) {
      out[e] = values[k];
      continue;
    }
    const [x0, x1] = [KNOTS[k - 1], KNOTS[k]];
    out[e] = values[k - 1] + ((values[k] - values[k - 1]) * (e - x0)) / (x1 - x0);
  }
  return out;
}

function build(career: CareerProfile, market: Market): Omit<PayLadder, "namedRung"> {
  const spec = findLadderSpec(career.occupationId, market.code);
  let currency = "USD";
  let usdPerUnit = 1;
  const rungs: LadderRung[] = spec.rungs.map((r) => {
    let pricedAs = `${career.title}${r.level ? ` (${r.level})` : ""}`;
    const values = KNOTS.map((years) => {
      // the rung's own title first (it carries scale grades); the career's title at the rung's level if the engine reads it as another job
      const own = r.role ? benchmark(r.role, market, { yearsExperience: years, level: r.level }) : null;
      const ok =
        own && own.occupationId !== null && (r.occupations ?? [career.occupationId]).concat(career.occupationId).includes(own.occupationId);
      const b = ok ? own : benchmark(career.title, market, { yearsExperience: years, level: r.level });
      if (!b) throw new Error(`salary engine rejected the canonical title "${career.title}"`);
      if (ok && r.role) pricedAs = r.role;
      currency = b.currency;
      usdPerUnit = b.usdPerUnit;
      return b.p50;
    });
    if (r.payRange) for (let k = 0; k < values.length; k++) values[k] = Math.min(r.payRange[1], Math.max(r.payRange[0], values[k]));
    for (let k = 1; k < values.length; k++) values[k] = Math.max(values[k], values[k - 1]);
    return { key: r.key, label: r.label, promotion: r.promotion, senior: !!r.senior, pay: interpolate(values), pricedAs };
  });
  for (let i = 1; i < rungs.length; i++)
    for (let e = 0; e <= MAX_EXPERIENCE; e++) rungs[i].pay[e] = Math.max(rungs[i].pay[e], rungs[i - 1].pay[e]);
  const at = (i: number, e: number) => Math.round(rungs[i].pay[e] / 100) * 100;
  return {
    spec,
    rungs,
    currency,
    usdPerUnit,
    evidence: [
      `ladder: ${spec.name}; pay per rung from the salary engine in ${market.label} (${rungs.map((r, i) => `${r.label} ${currency} ${at(i, 0).toLocaleString("en-US")}–${at(i, 30).toLocaleString("en-US")}`).join("; ")})`,
      `progression odds: ${spec.source}`,
      ...(spec.payRangeSource ? [`rung pay kept within published ranges: ${spec.payRangeSource}`] : []),
    ],
  };
}

/** The ladder of a career in a market, with the rung its own text names (if any). */
export function buildPayLadder(career: CareerProfile, market: Market): PayLadder {
  const key = `${career.occupationId}|${market.code ?? "Global"}`;
  let base = MEMO.get(key);
  if (!base) {
    base = build(career, market);
    if (MEMO.size > 2_000) MEMO.delete(MEMO.keys().next().value as string);
    MEMO.set(key, base);
  }
  let namedRung: number | null = null;
  base.spec.rungs.forEach((r, i) => {
    if (r.match?.test(career.query)) namedRung = i;
  });
  return { ...base, namedRung };
}

/** Pay of a rung at a (fractional) number of years of experience. */
export function payAt(ladder: PayLadder, rung: number, experience: number): number {
  const pay = ladder.rungs[Math.min(rung, ladder.rungs.length - 1)].pay;
  const e = Math.max(0, Math.min(MAX_EXPERIENCE, experience));
  const lo = Math.floor(e);
  const hi = Math.min(MAX_EXPERIENCE, lo + 1);
  return pay[lo] + (pay[hi] - pay[lo]) * (e - lo);
}
