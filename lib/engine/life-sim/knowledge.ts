/**
 * The door from the life-simulation modes to the shared knowledge base (occupations, skills, countries,
 * currencies) and to the salary engine (`benchmarkSalary`). If those modules change their API, only this file and
 * roles.ts (role recognition) change.
 */
import { OCCUPATIONS, getOccupation, GROWTH_SOURCE, WAGE_SOURCE, AI_EXPOSURE_SOURCE } from "@/lib/knowledge/occupations";
import { resolveSkill, findSkillsInText, tokenize } from "@/lib/knowledge/skills";
import { COUNTRIES, findCountry, getCountry } from "@/lib/knowledge/countries";
import { convert, isCurrencyCode } from "@/lib/knowledge/currencies";
import type { Occupation } from "@/lib/knowledge/types";
import { InputError } from "@/lib/errors";
import { benchmarkSalary } from "@/lib/engine/salary";
import { inferSectorKey, type SectorKey } from "./core/sectors";
import type { Market } from "./core/market";
import type { OrgType } from "./core/org-types";
import { recogniseRole } from "./roles";

export { COUNTRIES, findCountry, getCountry, tokenize, convert, isCurrencyCode };

export interface CareerSkill {
  name: string;
  level: 1 | 2 | 3 | 4;
  importance: "core" | "important" | "nice";
  /** 1..5 from the skills taxonomy; 3 when the skill is not in it */
  difficulty: number;
}

export interface CareerProfile {
  /** the text as sent */
  query: string;
  title: string;
  occupationId: string;
  /** 0..1 title-match score */
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
  /** organisation type named in the career text ("NHS nurse", "developer at a startup"), if any */
  org: OrgType | null;
  evidence: string[];
}

// BLS OEWS May 2023: median annual wage of all occupations; BLS Employment Projections 2023-33: all occupations +4.0 %.
const ALL_OCCUPATIONS_MEDIAN_USD = 48_060;
const ALL_OCCUPATIONS_GROWTH = 4.0;

function titleOf(id: string): string {
  return getOccupation(id)?.title ?? id.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
}

function toProfile(query: string, occ: Occupation, score: number, matchedOn: string, org: OrgType | null = null): CareerProfile {
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
    skills: occ.skills.map((s) => ({
      name: s.skill,
      level: s.level,
      importance: s.importance,
      difficulty: resolveSkill(s.skill)?.difficulty ?? 3,
    })),
    next: occ.next.map(titleOf),
    related: occ.related.map(titleOf),
    org,
    evidence: [
      `"${query}" matched occupation "${occ.title}"${occ.soc ? ` (SOC ${occ.soc})` : ""} on "${matchedOn}" (score ${score.toFixed(2)})` +
        (org ? `; organisation type: ${org.label}` : ""),
      `AI exposure ${occ.aiExposure} — ${AI_EXPOSURE_SOURCE.split(";")[0]}`,
      occ.growthPercent !== undefined
        ? `growth ${occ.growthPercent}% over 10 years — ${GROWTH_SOURCE}`
        : `growth unknown; all-occupation ${ALL_OCCUPATIONS_GROWTH}% used`,
      occ.usMedianWage !== undefined
        ? `US median wage $${occ.usMedianWage}${occ.usMedianWageEstimate ? " (estimate)" : ""} — ${WAGE_SOURCE}`
        : "US median wage unknown; all-occupation median used",
    ],
  };
}

/**
 * Resolves a free-text career to an occupation of the knowledge base. A text that is not a recognisable role is an
 * input error: 400 naming `role` (the contract's name for it), with the body field and the nearest known roles in
 * the message and as suggestions.
 */
export function resolveCareer(text: string, field = "career"): CareerProfile {
  const r = recogniseRole(text);
  if (!r.occupation) {
    throw new InputError(
      "role",
      `${field}: "${text.trim()}" is not a role we recognise (${r.reason}). Nearest known roles: ${r.suggestions.join(", ")}.`,
      { code: r.suggestions.length ? "unknown_role" : "invalid_request", suggestions: r.suggestions },
    );
  }
  return toProfile(text.trim(), r.occupation, r.score, r.matchedOn ?? r.occupation.title, r.org);
}

/** Like resolveCareer, for role words inside free text (decisions, profiles): null instead of an error. */
export function findCareer(text: string): CareerProfile | null {
  const r = recogniseRole(text);
  return r.occupation ? toProfile(text.trim(), r.occupation, r.score, r.matchedOn ?? r.occupation.title, r.org) : null;
}

/** Every occupation of the knowledge base as a profile (candidate pool of mode 7). */
export function listCareerProfiles(): CareerProfile[] {
  return OCCUPATIONS.map((o) => toProfile(o.title, o, 1, o.title));
}

// ------------------------------------------------------------------------------------------------ salary bridge

export interface Benchmark {
  p10: number;
  p50: number;
  p90: number;
  currency: string;
  /** US dollars per unit of `currency` at the pinned rates */
  usdPerUnit: number;
  occupationId: string | null;
  title: string;
  /** the engine's own confidence label */
  confidence: string;
  evidence: string[];
}

const BENCH_MEMO = new Map<string, Benchmark | null>();

/**
 * One call to the salary engine, memoised (it is pure). Returns null when the engine does not recognise `role`
 * (callers fall back to the occupation title); an unknown country is an input error naming `country`.
 */
export function benchmark(role: string, market: Market, opts: { yearsExperience?: number; level?: string } = {}): Benchmark | null {
  const key = JSON.stringify([role, market.code, opts.yearsExperience ?? null, opts.level ?? null]);
  const hit = BENCH_MEMO.get(key);
  if (hit !== undefined) return hit;
  let out: Benchmark | null;
  try {
    const b = benchmarkSalary({ role, country: market.code ?? "Global", yearsExperience: opts.yearsExperience, level: opts.level });
    out = {
      p10: b.percentiles.p10,
      p50: b.percentiles.p50,
      p90: b.percentiles.p90,
      currency: b.currency,
      usdPerUnit: b.percentiles.p50 > 0 ? b.usdEquivalent.median / b.percentiles.p50 : 1,
      occupationId: b.role.occupationId,
      title: b.role.title,
      confidence: b.confidence,
      evidence: b.evidence,
    };
  } catch (e) {
    // A country the salary engine cannot price is the caller's input error; a role it cannot price is no benchmark.
    if (!(e instanceof InputError) || e.param === "country") throw e;
    out = null;
  }
  if (BENCH_MEMO.size > 20_000) BENCH_MEMO.delete(BENCH_MEMO.keys().next().value as string);
  BENCH_MEMO.set(key, out);
  return out;
}

export interface SalaryFigure {
  p10: number;
  p50: number;
  p90: number;
  currency: string;
  /** the market as results name it: a country, or "world median (…)" */
  country: string;
  /** P50 in USD at market exchange rates */
  usdMedian: number;
  /** true when the figure is the world median rather than a country's pay */
  worldMedian: boolean;
  estimate: boolean;
  method: string;
}

/** Annual pay distribution of a career in a market at an experience level, through the salary engine. */
export function estimateSalary(profile: CareerProfile, market: Market, yearsExperience = 5): SalaryFigure {
  const b = benchmark(profile.title, market, { yearsExperience });
  if (!b) throw new Error(`salary engine rejected the canonical title "${profile.title}"`);
  const factor = profile.org?.payFactor ?? 1;
  const r = (x: number) => Math.round((x * factor) / 100) * 100;
  return {
    p10: r(b.p10),
    p50: r(b.p50),
    p90: r(b.p90),
    currency: b.currency,
    country: market.label,
    usdMedian: r(b.p50 * b.usdPerUnit),
    worldMedian: market.code === null,
    estimate: b.confidence !== "high",
    method:
      `salary engine benchmark for ${b.title} in ${market.label} at ${yearsExperience} years (confidence ${b.confidence})` +
      (factor !== 1 ? `, × ${factor} for the organisation type (${profile.org?.label})` : "") +
      `: ${b.evidence.slice(1, 3).join(" ")}`,
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
  return s
    ? { name: s.name, id: s.id, difficulty: s.difficulty, category: s.category }
    : { name: text.trim(), id: null, difficulty: 3, category: "other" };
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
export function compareRoleSkills(
  from: CareerProfile,
  to: CareerProfile,
): { skill: string; from: number; to: number; difficulty: number; importance: CareerSkill["importance"] }[] {
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
    return OCCUPATIONS.filter((o) => inferSectorKey(o.sector, o.title) === profile.sectorKey)
      .slice(0, max)
      .map((o) => toProfile(o.title, o, 1, o.title));
  }
  const occ = getOccupation(profile.occupationId);
  const ids = [...new Set([...(occ?.next ?? []), ...(occ?.related ?? [])])];
  return ids
    .map((id) => getOccupation(id))
    .filter((o): o is Occupation => !!o)
    .slice(0, max)
    .map((o) => toProfile(o.title, o, 1, o.title));
}
