import type { Occupation } from "../types";
import { parseOccupationTable } from "./parse";
import { buildTitleIndex, matchTitle, type OccupationMatch } from "./match";
import { TECH_OCCUPATIONS } from "./data-tech";
import { HEALTH_EDU_OCCUPATIONS } from "./data-health-edu";
import { BUSINESS_OCCUPATIONS } from "./data-business";
import { INDUSTRY_OCCUPATIONS } from "./data-industry";
import { SERVICES_OCCUPATIONS } from "./data-services";

export { inferSeniority, type Seniority } from "./seniority";
export { normalizeTitle, MATCH_THRESHOLD, type OccupationMatch } from "./match";

export const AI_EXPOSURE_SOURCE =
  "Estimates on a 0-1 scale informed by Eloundou et al. (2023) 'GPTs are GPTs' task-exposure scores and the ILO " +
  "Working Paper 140 (Gmyrek, Berg & Bescond, 2023) generative-AI exposure gradients; all values are estimates.";
export const GROWTH_SOURCE =
  "US BLS Employment Projections 2023-33 (percent change in employment), by SOC; values recalled and rounded to whole " +
  "percent, and specialisations (e.g. DevOps engineer) carry their parent SOC's projection.";
export const WAGE_SOURCE =
  "US BLS Occupational Employment and Wage Statistics (OEWS), May 2023 national medians; usMedianWageEstimate marks " +
  "parent-SOC medians used for specialisations and figures recalled with less confidence.";

export const OCCUPATIONS: readonly Occupation[] = [
  ...parseOccupationTable(TECH_OCCUPATIONS),
  ...parseOccupationTable(HEALTH_EDU_OCCUPATIONS),
  ...parseOccupationTable(BUSINESS_OCCUPATIONS),
  ...parseOccupationTable(INDUSTRY_OCCUPATIONS),
  ...parseOccupationTable(SERVICES_OCCUPATIONS),
];

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
