/**
 * The ONLY door from the life-simulation modes to the shared knowledge base (occupations, skills,
 * countries, salaries). If those modules change their API, only this file changes.
 */
import { OCCUPATIONS, findOccupation, getOccupation, GROWTH_SOURCE, WAGE_SOURCE, AI_EXPOSURE_SOURCE } from "@/lib/knowledge/occupations";
import { resolveSkill, findSkillsInText } from "@/lib/knowledge/skills";
import { findCountry, getCountry } from "@/lib/knowledge/countries";
import type { Occupation } from "@/lib/knowledge/types";
import { benchmarkSalary, SalaryInputError } from "@/lib/engine/salary";
import { inferSectorKey, type SectorKey } from "./core/sectors";

export interface CareerSkill {
  name: string;
  level: 1 | 2 | 3 | 4;
  importance: "core" | "important" | "nice";
  /** 1..5 from the skills taxonomy; 3 when the skill is not in it */
  difficulty: number;
}

export interface CareerProfile {
  query: string;
  title: string;
  occupationId: string | null;
  /** 0..1 title-match score; 0 when the career was not recognised */
  matchScore: number;
  sector: string;
  sectorKey: SectorKey;
  aiExposure: number;
  /** 10-year employment growth, percent */
  growthPercent: number;
  usMedianWage: number;
  skills: CareerSkill[];
  next: string[];
  related: string[];
  evidence: string[];
}

// BLS OEWS May 2023: median annual wage of all occupations; BLS Employment Projections 2023-33: all occupations +4.0 %.
const ALL_OCCUPATIONS_MEDIAN_USD = 48_060;
const ALL_OCCUPATIONS_GROWTH = 4.0;
// Estimate: average generative-AI task exposure of the whole workforce on our 0-1 scale.
const DEFAULT_AI_EXPOSURE = 0.4;

function titleOf(id: string): string {
  return getOccupation(id)?.title ?? id.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
}

function toProfile(query: string, occ: Occupation, score: number, matchedOn: string): CareerProfile {
  return {
    query,
    title: occ.title,
    occupationId: occ.id,
    matchScore: score,
    sector: occ.sector,
    sectorKey: inferSectorKey(occ.sector, occ.title),
    aiExposure: occ.aiExposure,
    growthPercent: occ.growthPercent ?? ALL_OCCUPATIONS_GROWTH,
    usMedianWage: occ.usMedianWage ?? ALL_OCCUPATIONS_MEDIAN_USD,
    skills: occ.skills.map((s) => ({ name: s.skill, level: s.level, importance: s.importance, difficulty: resolveSkill(s.skill)?.difficulty ?? 3 })),
    next: occ.next.map(titleOf),
    related: occ.related.map(titleOf),
    evidence: [
      `"${query}" matched occupation "${occ.title}"${occ.soc ? ` (SOC ${occ.soc})` : ""} on "${matchedOn}" (score ${score.toFixed(2)})`,
      `AI exposure ${occ.aiExposure} — ${AI_EXPOSURE_SOURCE.split(";")[0]}`,
      occ.growthPercent !== undefined ? `growth ${occ.growthPercent}% over 10 years — ${GROWTH_SOURCE}` : `growth unknown; all-occupation ${ALL_OCCUPATIONS_GROWTH}% used`,
      occ.usMedianWage !== undefined ? `US median wage $${occ.usMedianWage}${occ.usMedianWageEstimate ? " (estimate)" : ""} — ${WAGE_SOURCE}` : "US median wage unknown; all-occupation median used",
    ],
  };
}

/** Resolves a free-text career to the knowledge base, or to a documented all-occupation default. */
export function resolveCareer(text: string): CareerProfile {
  const query = text.trim();
  const hit = findOccupation(query);
  if (hit) return toProfile(query, hit.occupation, hit.score, hit.matchedOn);
  return {
    query,
    title: query.replace(/\b\w/g, (c) => c.toUpperCase()),
    occupationId: null,
    matchScore: 0,
    sector: "general",
    sectorKey: inferSectorKey("", query),
    aiExposure: DEFAULT_AI_EXPOSURE,
    growthPercent: ALL_OCCUPATIONS_GROWTH,
    usMedianWage: ALL_OCCUPATIONS_MEDIAN_USD,
    skills: [],
    next: [],
    related: [],
    evidence: [
      `"${query}" is not in the occupation knowledge base: all-occupation figures are used (BLS OEWS May 2023 median $${ALL_OCCUPATIONS_MEDIAN_USD}; BLS projections 2023-33 growth ${ALL_OCCUPATIONS_GROWTH}%; AI exposure ${DEFAULT_AI_EXPOSURE} estimate)`,
    ],
  };
}

/** Every occupation of the knowledge base as a profile (candidate pool of mode 7). */
export function listCareerProfiles(): CareerProfile[] {
  return OCCUPATIONS.map((o) => toProfile(o.title, o, 1, o.title));
}

export interface SalaryFigure {
  p10: number;
  p50: number;
  p90: number;
  currency: string;
  country: string;
  /** P50 in USD at market exchange rates */
  usdMedian: number;
  estimate: boolean;
  method: string;
}

// Estimate: elasticity of a country's occupational wages to GDP per capita (PPP) relative to the US.
// Below 1 because skilled, tradable occupations earn relatively more in lower-income economies.
const GDP_ELASTICITY = 0.75;

/** Experience multiplier on the occupation median: concave (Mincer-style), 0.78 at entry, ~1 at 5 y, 1.3 at 20+ y. Estimate. */
export function experienceFactor(years: number): number {
  const y = Math.max(0, Math.min(40, years));
  return 0.78 + 0.52 * (1 - Math.exp(-y / 9));
}

/**
 * Annual salary distribution for a career in a country and at an experience level.
 * Method: US median (BLS OEWS) × experience factor, scaled to the country by GDP per capita (PPP)^0.75 and
 * converted to local currency with the World Bank PPP factor; P10/P90 at 0.6×/1.75× P50, typical OEWS spreads.
 */
export function estimateSalary(profile: CareerProfile, countryText: string | undefined, yearsExperience = 5): SalaryFigure {
  // The shared salary engine first (K2's benchmarkSalary: OEWS/PPP model, experience, lognormal spread).
  const wanted = countryText && !/^global$/i.test(countryText.trim()) ? countryText.trim() : "Global";
  for (const country of wanted === "Global" ? ["Global"] : [wanted, "Global"]) {
    try {
      const b = benchmarkSalary({ role: profile.occupationId ? profile.title : profile.query, country, yearsExperience });
      const note = country !== wanted ? ` (country "${wanted}" not recognised: Global used)` : "";
      return {
        p10: b.percentiles.p10, p50: b.percentiles.p50, p90: b.percentiles.p90, currency: b.currency, country: b.countryName, usdMedian: b.usdEquivalent.median,
        estimate: b.confidence !== "high",
        method: `salary engine benchmark for ${b.role.title} in ${b.countryName} at ${yearsExperience} years (confidence ${b.confidence})${note}: ${b.evidence.slice(1, 3).join(" ")}`,
      };
    } catch (e) {
      if (!(e instanceof SalaryInputError)) throw e;
    }
  }
  return estimateSalaryFallback(profile, countryText, yearsExperience);
}

/** Local fallback used only if the salary engine rejects the input. */
function estimateSalaryFallback(profile: CareerProfile, countryText: string | undefined, yearsExperience: number): SalaryFigure {
  const us = getCountry("US");
  const country = countryText && !/^global$/i.test(countryText) ? findCountry(countryText) : undefined;
  const base = profile.usMedianWage * experienceFactor(yearsExperience);
  let p50 = base;
  let currency = "USD";
  let usdMedian = base;
  let name = "Global (US reference figures)";
  if (country && us && country.code !== "US") {
    const intl = base * (country.gdpPerCapitaPpp / us.gdpPerCapitaPpp) ** GDP_ELASTICITY;
    p50 = intl * country.ppp;
    currency = country.currency;
    usdMedian = country.priceLevel > 0 ? intl * country.priceLevel : intl;
    name = country.name;
  } else if (country) {
    name = country.name;
  }
  const r = (x: number) => Math.round(x / 100) * 100;
  return {
    p10: r(p50 * 0.6),
    p50: r(p50),
    p90: r(p50 * 1.75),
    currency,
    country: name,
    usdMedian: r(usdMedian),
    estimate: true,
    method: `US median $${profile.usMedianWage} × experience factor ${experienceFactor(yearsExperience).toFixed(2)} (${yearsExperience} y)` +
      (country && country.code !== "US" ? `, scaled by (GDP per capita PPP ${country.name}/US)^${GDP_ELASTICITY} and PPP factor ${country.ppp}` : ""),
  };
}

export interface SkillInfo {
  name: string;
  id: string | null;
  difficulty: number;
  category: string;
}

export function describeSkill(text: string): SkillInfo {
  const s = resolveSkill(text);
  return s ? { name: s.name, id: s.id, difficulty: s.difficulty, category: s.category } : { name: text.trim(), id: null, difficulty: 3, category: "other" };
}

/** Canonical skill names mentioned in free text. */
export function findSkillNames(text: string): string[] {
  return [...new Set(findSkillsInText(text).map((m) => m.skill.name))];
}

// Modes compare every listed skill with every skill of every occupation (200 × ~15,000 pairs in mode 7): each
// name is resolved once instead of once per pair. Bounded like the title cache, since names come from requests.
const RESOLVED = new Map<string, ReturnType<typeof resolveSkill>>();

function resolveSkillOnce(name: string): ReturnType<typeof resolveSkill> {
  let hit = RESOLVED.get(name);
  if (hit === undefined) {
    hit = resolveSkill(name);
    if (RESOLVED.size < 20_000) RESOLVED.set(name, hit);
  }
  return hit;
}

/** True when two skill names denote the same taxonomy skill (or the same text when unknown). */
export function isSameSkill(a: string, b: string): boolean {
  const x = resolveSkillOnce(a);
  const y = resolveSkillOnce(b);
  if (x && y) return x.id === y.id;
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Shortest chain of occupations from one career to another over next/related links (≤ maxHops), or null. */
export function findRolePath(from: CareerProfile, to: CareerProfile, maxHops = 4): CareerProfile[] | null {
  if (!from.occupationId || !to.occupationId) return null;
  if (from.occupationId === to.occupationId) return [from];
  const prev = new Map<string, string>([[from.occupationId, ""]]);
  let frontier = [from.occupationId];
  for (let hop = 0; hop < maxHops && frontier.length; hop++) {
    const nextFrontier: string[] = [];
    for (const id of frontier) {
      const occ = getOccupation(id);
      if (!occ) continue;
      // next steps first: a promotion-like move is preferred to a sideways one of equal length
      for (const n of [...occ.next, ...occ.related]) {
        if (prev.has(n) || !getOccupation(n)) continue;
        prev.set(n, id);
        if (n === to.occupationId) {
          const chain: string[] = [n];
          for (let c = id; c; c = prev.get(c) ?? "") chain.unshift(c);
          return chain.map((cid) => {
            const o = getOccupation(cid) as Occupation;
            return toProfile(o.title, o, 1, o.title);
          });
        }
        nextFrontier.push(n);
      }
    }
    frontier = nextFrontier;
  }
  return null;
}

/** Skills the target needs above what the source role has (by taxonomy identity), with the level step. */
export function compareRoleSkills(from: CareerProfile, to: CareerProfile): { skill: string; from: number; to: number; difficulty: number; importance: CareerSkill["importance"] }[] {
  return to.skills
    .map((s) => {
      const have = from.skills.find((f) => isSameSkill(f.name, s.name));
      return { skill: s.name, from: have?.level ?? 0, to: s.level, difficulty: s.difficulty, importance: s.importance };
    })
    .filter((g) => g.to > g.from);
}

/** True when the taxonomy lists the two skills as related (either direction). */
export function areRelatedSkills(a: string, b: string): boolean {
  const x = resolveSkillOnce(a);
  const y = resolveSkillOnce(b);
  return !!x && !!y && (x.related.includes(y.id) || y.related.includes(x.id));
}

/** Profiles of a career's related and next occupations (alternatives for mode 19). */
export function listAlternatives(profile: CareerProfile, max = 6): CareerProfile[] {
  if (!profile.occupationId) {
    return OCCUPATIONS.filter((o) => inferSectorKey(o.sector, o.title) === profile.sectorKey).slice(0, max).map((o) => toProfile(o.title, o, 1, o.title));
  }
  const occ = getOccupation(profile.occupationId);
  const ids = [...new Set([...(occ?.next ?? []), ...(occ?.related ?? [])])];
  return ids.map((id) => getOccupation(id)).filter((o): o is Occupation => !!o).slice(0, max).map((o) => toProfile(o.title, o, 1, o.title));
}
