import { countries as COUNTRY_LIST, languages as LANGUAGE_LIST } from "countries-list";
import type { Occupation, Skill } from "@/lib/knowledge/types";
import { findCity } from "@/lib/knowledge/city-wage-index";
import { resolveSkill } from "@/lib/knowledge/skills";
import { inferSeniority, type Seniority } from "@/lib/knowledge/occupations";

/**
 * Experience curve: multiplier on the occupation median by years of experience. The median worker in
 * an occupation has roughly 8 years (BLS CPS tenure/age profiles), so 8 years = 1.00. The shape is a
 * concave Mincer-style log-wage profile: ~+4 %/year early, flattening after 20 years (Lagakos et al. 2018
 * report 60-100 % growth over 20-25 years in rich countries for the whole career; within an occupation
 * the spread is smaller). Points are interpolated linearly.
 */
const EXPERIENCE_CURVE: [number, number][] = [
  [0, 0.7],
  [2, 0.79],
  [5, 0.91],
  [8, 1.0],
  [12, 1.1],
  [16, 1.17],
  [20, 1.22],
  [30, 1.25],
];

/** Level multipliers for explicit seniority (documented in docs/salary-model.md). */
export const LEVEL_MULTIPLIER: Record<Seniority, number> = {
  intern: 0.55,
  junior: 0.8,
  mid: 1.0,
  senior: 1.22,
  lead: 1.38,
  principal: 1.6,
  executive: 1.9,
};

const LEVEL_WORDS: Record<string, Seniority> = {
  intern: "intern",
  internship: "intern",
  trainee: "intern",
  apprentice: "intern",
  entry: "junior",
  junior: "junior",
  graduate: "junior",
  jr: "junior",
  mid: "mid",
  "mid-level": "mid",
  intermediate: "mid",
  senior: "senior",
  sr: "senior",
  lead: "lead",
  manager: "lead",
  staff: "principal",
  principal: "principal",
  director: "executive",
  executive: "executive",
  vp: "executive",
  head: "lead",
  chief: "executive",
};

export function experienceMultiplier(years: number): number {
  const y = Math.max(0, Math.min(40, years));
  for (let i = 1; i < EXPERIENCE_CURVE.length; i++) {
    const [x1, m1] = EXPERIENCE_CURVE[i];
    const [x0, m0] = EXPERIENCE_CURVE[i - 1];
    if (y <= x1) return m0 + ((m1 - m0) * (y - x0)) / (x1 - x0);
  }
  return EXPERIENCE_CURVE[EXPERIENCE_CURVE.length - 1][1];
}

/** Parses a free-text level ("Senior", "L3 mid-level", "entry level"); null when nothing is recognised. */
export function parseLevel(text: string | undefined): Seniority | null {
  if (!text) return null;
  const t = text.toLowerCase();
  for (const w of t.split(/[^a-z-]+/)) if (LEVEL_WORDS[w]) return LEVEL_WORDS[w];
  return null;
}

export interface ExperienceAdjustment {
  multiplier: number;
  seniority: Seniority | null;
  evidence: string;
}

/**
 * Level from the explicit `level`, else from seniority words in the role title; years from the input.
 * Both present → geometric mean (each is a noisy signal of the same thing). Executive levels on roles that
 * are themselves executive (CEO, CTO…) do not multiply again: the occupation median already is that level.
 */
export function adjustForExperience(
  role: string,
  occupation: Occupation | null,
  years?: number,
  level?: string,
  matchedOn?: string,
): ExperienceAdjustment {
  const explicit = parseLevel(level);
  // Words of the name the role matched are the job, not a level: "School Principal", "Staff Nurse", "Lead Teacher".
  const ownWords = new Set(
    `${occupation?.title ?? ""} ${matchedOn ?? ""}`
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean),
  );
  const levelText = role
    .split(/\s+/)
    .filter((w) => !ownWords.has(w.toLowerCase().replace(/[^a-z]/g, "")))
    .join(" ");
  const fromTitle =
    explicit ??
    (/\b(senior|sr|junior|jr|lead|principal|staff|intern|trainee|graduate)\b/i.test(levelText) ? inferSeniority(levelText) : null);
  const executiveRole = occupation ? /chief|director|head of|president|executive/i.test(occupation.title) : false;
  let levelMult: number | null = null;
  if (fromTitle) levelMult = executiveRole && (fromTitle === "executive" || fromTitle === "lead") ? 1 : LEVEL_MULTIPLIER[fromTitle];
  const yearsMult = years !== undefined && Number.isFinite(years) ? experienceMultiplier(years) : null;
  if (levelMult !== null && yearsMult !== null) {
    const m = Math.sqrt(levelMult * yearsMult);
    return {
      multiplier: m,
      seniority: fromTitle,
      evidence: `Experience: level "${fromTitle}" ×${levelMult.toFixed(2)} and ${years} years ×${yearsMult.toFixed(2)} (experience curve) → geometric mean ×${m.toFixed(2)}.`,
    };
  }
  if (levelMult !== null)
    return {
      multiplier: levelMult,
      seniority: fromTitle,
      evidence: `Experience: level "${fromTitle}" → ×${levelMult.toFixed(2)} on the occupation median.`,
    };
  if (yearsMult !== null)
    return {
      multiplier: yearsMult,
      seniority: inferSeniority("", years),
      evidence: `Experience: ${years} years → ×${yearsMult.toFixed(2)} (experience curve, 8 years = 1.00).`,
    };
  return {
    multiplier: 1,
    seniority: null,
    evidence: "Experience: not given; the occupation median (about 8 years of experience) is used.",
  };
}

export interface CityAdjustment {
  multiplier: number;
  evidence: string;
}

export function adjustForCity(city: string | undefined, country: string): CityAdjustment {
  if (!city || !city.trim()) return { multiplier: 1, evidence: "City: not given; national level used." };
  const hit = findCity(city, country);
  if (!hit) return { multiplier: 1, evidence: `City: "${city}" is not in the city wage index for ${country}; national level used.` };
  return {
    multiplier: hit.index,
    evidence: `City: ${hit.city} wage index ${hit.index.toFixed(2)} relative to the ${country} national level${hit.estimate ? " (estimate)" : " (BLS OEWS / ONS ASHE 2023)"}.`,
  };
}

/** Fallback premiums (percent) by skill category when the taxonomy has no premiumPercent; estimates. */
const CATEGORY_PREMIUM: Partial<Record<Skill["category"], number>> = {
  ai_ml: 10,
  cloud: 7,
  devops: 6,
  certification: 6,
  data: 5,
  language: 5,
  programming_language: 4,
  framework: 3,
  database: 3,
  finance: 4,
  healthcare: 4,
  legal: 4,
  trade: 4,
  methodology: 3,
  business: 3,
  tool: 2,
  design: 3,
  education: 2,
  soft: 1,
  other: 2,
};

export interface SkillPremium {
  skill: string;
  premiumPercent: number;
  basis: string;
}

/**
 * Premium of each listed skill for this occupation. A skill that is core to the occupation is already
 * priced into its median, so it counts 25 %; an "important" one 60 %; any other skill fully. Premiums combine
 * multiplicatively and the total is capped at +30 % (stacking certificates does not scale pay without limit).
 * A spoken language that is official in the country carries no premium there.
 */
/** English names of a country's official languages (countries-list), lower-case. */
const LANGUAGE_CACHE = new Map<string, Set<string>>();
function officialLanguages(country?: string): Set<string> {
  const key = (country ?? "").toUpperCase();
  const cached = LANGUAGE_CACHE.get(key);
  if (cached) return cached;
  const entry = COUNTRY_LIST[key as keyof typeof COUNTRY_LIST];
  const codes = (entry?.languages ?? []) as string[];
  const names = new Set(codes.flatMap((c) => (LANGUAGE_LIST[c as keyof typeof LANGUAGE_LIST]?.name ?? "").toLowerCase().split(" / ")));
  LANGUAGE_CACHE.set(key, names);
  return names;
}

export function computeSkillPremiums(
  skills: string[] | undefined,
  occupation: Occupation | null,
  country?: string,
): { premiums: SkillPremium[]; multiplier: number; evidence: string } {
  const local = officialLanguages(country);
  const premiums: SkillPremium[] = [];
  const seen = new Set<string>();
  for (const raw of skills ?? []) {
    const name = raw.trim();
    if (!name) continue;
    const skill = resolveSkill(name);
    const key = (skill?.id ?? name).toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (!skill) {
      premiums.push({ skill: name, premiumPercent: 0, basis: "not in the skills taxonomy; no premium applied" });
      continue;
    }
    // Speaking the country's own language is the norm there, not a scarce skill.
    if (skill.category === "language" && local.has(skill.name.toLowerCase())) {
      premiums.push({ skill: skill.name, premiumPercent: 0, basis: `official language of ${country?.toUpperCase()}; no premium` });
      continue;
    }
    const base = skill.premiumPercent ?? CATEGORY_PREMIUM[skill.category] ?? 2;
    const basis0 = skill.premiumPercent !== undefined ? "taxonomy premium (estimate)" : `category ${skill.category} default (estimate)`;
    const inOcc = occupation?.skills.find(
      (s) => s.skill.toLowerCase() === skill.name.toLowerCase() || resolveSkill(s.skill)?.id === skill.id,
    );
    const weight = inOcc ? (inOcc.importance === "core" ? 0.25 : inOcc.importance === "important" ? 0.6 : 1) : 1;
    const pct = Math.round(base * weight * 10) / 10;
    premiums.push({
      skill: skill.name,
      premiumPercent: pct,
      basis: `${basis0} ${base}%${weight < 1 ? ` × ${weight} (${inOcc?.importance} skill of this role, partly priced in)` : ""}`,
    });
  }
  const product = premiums.reduce((m, p) => m * (1 + p.premiumPercent / 100), 1);
  const multiplier = Math.min(1.3, product);
  const evidence = premiums.length
    ? `Skill premiums: ${premiums.map((p) => `${p.skill} +${p.premiumPercent}%`).join(", ")} → ×${multiplier.toFixed(3)}${product > 1.3 ? " (capped at +30%)" : ""}.`
    : "Skill premiums: no skills given.";
  return { premiums, multiplier, evidence };
}
