import type { Occupation } from "../types";
import { parseOccupationTable } from "./parse";
import { buildTitleIndex, matchTitle, type OccupationMatch } from "./match";
import { TECH_OCCUPATIONS } from "./data-tech";
import { HEALTH_EDU_OCCUPATIONS } from "./data-health-edu";
import { BUSINESS_OCCUPATIONS } from "./data-business";
import { INDUSTRY_OCCUPATIONS } from "./data-industry";
import { SERVICES_OCCUPATIONS } from "./data-services";
import {
  OEWS_ALL_OCCUPATIONS_MEDIAN,
  OEWS_CODE_FOR_SOC,
  OEWS_MAY_2023_ALL_OCCUPATIONS_MEDIAN,
  OEWS_MAY_2024_MEDIANS,
  OEWS_RELEASE,
  OEWS_TOP_CODE,
} from "./oews-2024";

const CARRIED_FORWARD = "May 2023 estimate carried forward to May 2024 by the all-occupation median";

export { inferSeniority, type Seniority } from "./seniority";
export { normalizeTitle, MATCH_THRESHOLD, type OccupationMatch } from "./match";

export const AI_EXPOSURE_SOURCE =
  "Estimates on a 0-1 scale informed by Eloundou et al. (2023) 'GPTs are GPTs' task-exposure scores and the ILO " +
  "Working Paper 140 (Gmyrek, Berg & Bescond, 2023) generative-AI exposure gradients; all values are estimates.";
export const GROWTH_SOURCE =
  "US BLS Employment Projections 2023-33 (percent change in employment), by SOC; values recalled and rounded to whole " +
  "percent, and specialisations (e.g. DevOps engineer) carry their parent SOC's projection.";
export const WAGE_SOURCE =
  "US BLS Occupational Employment and Wage Statistics (OEWS) national medians, May 2024 (May 2023 where the SOC has no " +
  "May 2024 median or the figure is an estimate); usMedianWageEstimate marks parent-SOC medians used for " +
  "specialisations and figures recalled with less confidence.";

/**
 * Moves the wage column (authored from OEWS May 2023) to OEWS May 2024 wherever it held its own SOC's OEWS median:
 * direct rows, and estimate rows whose figure equals a direct row's figure for the same SOC. Other estimates (a parent
 * group's median or a recalled figure) are carried forward by the growth of the all-occupation median, 48,060 → 49,500
 * (+3.0 %), and stay estimates, so relative pay between occupations is as authored; the OEWS top-code ($239,200, a
 * floor) is kept as it is. A direct figure whose SOC has no May 2024 median stays the May 2023 figure.
 */
function withOews2024(occupations: Occupation[]): Occupation[] {
  const direct = new Map<string, Set<number>>();
  for (const o of occupations) {
    if (!o.soc || o.usMedianWage === undefined || o.usMedianWageEstimate) continue;
    const soc = o.soc.slice(0, 7);
    const set = direct.get(soc) ?? new Set<number>();
    set.add(o.usMedianWage);
    direct.set(soc, set);
  }
  return occupations.map((o) => {
    if (!o.soc || o.usMedianWage === undefined) return o;
    const soc = o.soc.slice(0, 7);
    const sameAsOwnSoc = !o.usMedianWageEstimate || direct.get(soc)?.has(o.usMedianWage);
    const latest = OEWS_MAY_2024_MEDIANS[OEWS_CODE_FOR_SOC[soc] ?? soc];
    if (sameAsOwnSoc && latest !== undefined) return { ...o, usMedianWage: latest, usMedianWageRelease: OEWS_RELEASE };
    if (!o.usMedianWageEstimate || o.usMedianWage >= OEWS_TOP_CODE) return { ...o, usMedianWageRelease: "May 2023" };
    const grown = Math.round((o.usMedianWage * OEWS_ALL_OCCUPATIONS_MEDIAN) / OEWS_MAY_2023_ALL_OCCUPATIONS_MEDIAN / 10) * 10;
    return { ...o, usMedianWage: grown, usMedianWageRelease: CARRIED_FORWARD };
  });
}

export const OCCUPATIONS: readonly Occupation[] = withOews2024([
  ...parseOccupationTable(TECH_OCCUPATIONS),
  ...parseOccupationTable(HEALTH_EDU_OCCUPATIONS),
  ...parseOccupationTable(BUSINESS_OCCUPATIONS),
  ...parseOccupationTable(INDUSTRY_OCCUPATIONS),
  ...parseOccupationTable(SERVICES_OCCUPATIONS),
]);

const BY_ID = new Map(OCCUPATIONS.map((o) => [o.id, o]));
const INDEX = buildTitleIndex(OCCUPATIONS);

export function getOccupation(id: string): Occupation | undefined {
  return BY_ID.get(id);
}

/** Fuzzy match of a free-text job title; null when nothing scores above MATCH_THRESHOLD. */
// Titles repeat across requests; memoising keeps the fuzzy fallback (a scan of every name) off hot paths.
const MEMO = new Map<string, OccupationMatch | null>();
const MEMO_LIMIT = 5_000;

export function findOccupation(text: string): OccupationMatch | null {
  const key = text.trim().toLowerCase();
  const hit = MEMO.get(key);
  if (hit !== undefined) return hit;
  const result = matchTitle(INDEX, text);
  if (MEMO.size >= MEMO_LIMIT) MEMO.delete(MEMO.keys().next().value as string);
  MEMO.set(key, result);
  return result;
}
