/**
 * A candidate as the matcher sees it: a parsed CV, or a profile assembled from pre-extracted entities
 * (transformer job-match `candidateEntities`). Entities carry no position, so their skills get summary-level
 * credit: stated, not shown in a bullet.
 */
import { findDateRanges, findPlace, mergeYears, presentAsOf } from "@/lib/engine/parse";
import { findOccupation, inferSeniority, type Seniority } from "@/lib/knowledge/occupations";
import { inferProfession, type ProfessionDistribution } from "@/lib/knowledge/occupations/profession";
import { resolveSkill } from "@/lib/knowledge/skills";
import type { Occupation } from "@/lib/knowledge/types";
import { analyzeCv, isSectionHeading, type CvStructure, type SkillEvidence } from "./cv-structure";
import { isJobTitle } from "./job-header";
import { findCultureCues } from "./job-structure";

export interface CandidateEntities {
  skills?: string[];
  jobTitles?: string[];
  yearsExperience?: number;
  locations?: string[];
}

/** Entity array of the extract endpoint: `{ type, text }` items. */
export interface ExtractedEntity {
  type: string;
  text: string;
}

export interface Candidate {
  cv: CvStructure;
  titles: string[];
  occupations: Occupation[];
  /** the candidate's profession as a distribution over our occupations (role titles, skills, text) */
  profession: ProfessionDistribution;
  years: number;
  /** where `years` came from, for the evidence shown beside an experience score */
  yearsSource: "roles" | "dates" | "stated" | "none";
  seniority: Seniority;
  /** the level is named by the latest title's words, not only implied by years */
  seniorityFromTitle: boolean;
  location: string | null;
  cultureCues: string[];
  source: "text" | "entities";
}

const EMPTY_LINES: CvStructure["lines"] = [];

/** Converts the extract endpoint's entity list to CandidateEntities. */
export function entitiesFromList(list: ExtractedEntity[]): CandidateEntities {
  const of = (t: string) => list.filter((e) => e.type.toUpperCase() === t).map((e) => e.text);
  const years = of("DATE")
    .map((d) => /(\d{1,2})\+?\s*(years|yrs)/i.exec(d)?.[1])
    .find(Boolean);
  return { skills: of("SKILL"), jobTitles: of("JOB"), locations: of("LOCATION"), yearsExperience: years ? Number(years) : undefined };
}

function occupationsOf(titles: string[]): Occupation[] {
  const out: Occupation[] = [];
  for (const t of titles) {
    const m = findOccupation(t);
    if (m && !out.some((o) => o.id === m.occupation.id)) out.push(m.occupation);
  }
  return out;
}

/** The first place named in the CV header ("London, UK", "Berlin · +49 …"), via the shared gazetteer. */
function headerLocation(cv: CvStructure): string | null {
  for (const l of cv.lines.slice(0, 6)) {
    if (l.section !== "header" || l.isHeading) continue;
    for (const part of l.text.split(/(?:(?<!\s)\s+)?[|·•]\s*/)) {
      if (/@|\d{3}|linkedin|http/i.test(part)) continue;
      const place = findPlace(part.replace(/^location\s*:\s*/i, ""));
      if (place && place.kind !== "remote") return part.replace(/^location\s*:\s*/i, "").trim();
    }
  }
  return null;
}

/** Pieces of a CV: lines, and runs of 2+ spaces (PDF and scraped CVs put a whole CV on one line). */
const PIECE_SPLIT = /\n|(?<![ \t])[ \t]{2,}/;
const TITLE_PIECE = /^[\p{L}][\p{L}&/,.'() -]{1,80}$/u;

/**
 * Role titles a CV states outside a parsed role: its headline (the first short piece, "SLEEP TECHNOLOGIST,
 * RPSGT") and the short piece just before each date range ("Room Chef    May 2014 to September 2015").
 * Used when the structure reader finds no dated roles, so a one-line CV still names its profession by titles.
 */
export function statedTitles(text: string, asOf?: Date): string[] {
  const pieces = text
    .slice(0, 60_000)
    .split(PIECE_SPLIT)
    .map((p) => p.trim())
    .filter(Boolean);
  const out: string[] = [];
  const ok = (p: string | undefined): p is string =>
    !!p && TITLE_PIECE.test(p) && p.split(/\s+/).length <= 7 && !/company name|city|state|summary|experience|education|skills/i.test(p);
  // "OWNER, PERSONAL CHEF": the whole headline and each of its comma/slash parts that reads as a title.
  if (ok(pieces[0])) {
    const parts = pieces[0]
      .split(/[,/]/)
      .map((p) => p.trim())
      .filter(Boolean);
    for (const h of [pieces[0], ...(parts.length > 1 ? parts : [])]) if (isJobTitle(h)) out.push(h);
  }
  for (let i = 1; i < pieces.length && out.length < 12; i++) {
    // A title standing alone just before a section heading ("Python RESTful API developer" / "Skill Details").
    if (i + 1 < pieces.length && isSectionHeading(pieces[i + 1]) && ok(pieces[i]) && !isSectionHeading(pieces[i]) && isJobTitle(pieces[i]))
      out.push(pieces[i]);
    // The range may itself be cut by runs of spaces ("01/2011   to   05/2014"): read it across three pieces.
    const ranges = findDateRanges(pieces.slice(i, i + 3).join(" "), asOf);
    if (!ranges.length || ranges[0].index > 2) continue;
    const prev = pieces[i - 1];
    if (ok(prev) && isJobTitle(prev)) out.push(prev);
  }
  return [...new Set(out)];
}

/** Words just before a date range that make it a course of study, not work ("B.Sc … 2010 - 2014"). */
const STUDY_CUE =
  /\b(universit\w*|college|school|bachelor\w*|master\w*|degree|diploma|b\.?\s?sc|m\.?\s?sc|b\.?\s?tech|m\.?\s?tech|b\.?\s?e\b|mba|ph\.?d|graduat\w*|gpa|coursework|certificat\w*|hsc|ssc|education)\b/i;
/** "10 years", "from last 5 years", "12+ yrs": a figure of years a CV states about its own work. */
const STATED_YEARS = /\b(\d{1,2})\+?[ \t]*(?:years?|yrs)\b/gi;
const STATED_CONTEXT = /\b(experience|worked|working|career|since|last|for|over|exp)\b/i;
/** "PYTHON- Exprience - 31 month": per-skill months in the skill tables of Indian CV templates. */
const SKILL_MONTHS = /\bexpe?rience[ \t]*-[ \t]*(\d{1,3})[ \t]*months?\b/gi;

/**
 * Years of work when the structure reader found no dated roles (one-line and template CVs): the date ranges
 * in the text that are not courses of study, merged; else the largest stated figure ("for 10 years",
 * "Exprience - 31 month"). Read from the text only, so every figure can be quoted back.
 */
export function readYearsOfWork(cv: CvStructure, text: string, asOf?: Date): { years: number; source: Candidate["yearsSource"] } {
  if (cv.roles.length) return { years: cv.yearsExperience, source: "roles" };
  const body = text.slice(0, 60_000);
  const now = presentAsOf(body, asOf ?? new Date());
  const ranges = findDateRanges(body, now);
  const work = ranges.filter((r) => !STUDY_CUE.test(body.slice(Math.max(0, r.index - 80), r.index)));
  const dated = Math.round(mergeYears(work, now) * 10) / 10;
  let stated = cv.statedYears ?? 0;
  for (const m of body.matchAll(STATED_YEARS)) {
    const n = Number(m[1]);
    const around = body.slice(Math.max(0, m.index - 40), m.index + m[0].length + 30);
    if (n <= 45 && STATED_CONTEXT.test(around) && !/\b(old|age|aged)\b/i.test(around)) stated = Math.max(stated, n);
  }
  for (const m of body.matchAll(SKILL_MONTHS)) stated = Math.max(stated, Math.round((Number(m[1]) / 12) * 10) / 10);
  if (dated > 0 && dated >= stated) return { years: dated, source: "dates" };
  if (stated > 0) return { years: stated, source: "stated" };
  // "none" only when the CV writes no date range at all: dates that are all courses of study are a reading (0 years).
  return { years: cv.yearsExperience, source: cv.yearsExperience > 0 ? "stated" : ranges.length ? "dates" : "none" };
}

/**
 * The candidate's level: the most recent title's seniority words when it has any ("Executive Chef", "HR
 * Associate"), else the years band capped at senior — long service in one rung is experience, not a lead role.
 */
export function candidateSeniority(title: string, years: number): { level: Seniority; fromTitle: boolean } {
  const byTitle = inferSeniority(title, 0);
  if (byTitle === inferSeniority(title, 40)) return { level: byTitle, fromTitle: true };
  const byYears = inferSeniority("", years);
  return { level: byYears === "lead" || byYears === "principal" ? "senior" : byYears, fromTitle: false };
}

/**
 * The CV's titles, most telling first: the headline and the titles stated before dates (statedTitles), then the
 * parsed roles' titles not already among them. A role line without a title gives its neighbour piece (a bullet,
 * a place), so only pieces that read as job titles count.
 */
export function cvTitles(cv: CvStructure, text: string, asOf?: Date): string[] {
  const out = statedTitles(text, asOf);
  const seen = new Set(out.map((t) => t.toLowerCase()));
  for (const r of cv.roles) {
    if (r.title && !seen.has(r.title.toLowerCase()) && isJobTitle(r.title)) {
      seen.add(r.title.toLowerCase());
      out.push(r.title);
    }
  }
  return out;
}

const levelOf = (l: { level: Seniority; fromTitle: boolean }) => ({ seniority: l.level, seniorityFromTitle: l.fromTitle });

export function candidateFromText(text: string, opts: { location?: string; asOf?: Date } = {}): Candidate {
  return candidateFromCv(analyzeCv(text, opts.asOf), text, opts);
}

/** The candidate of a CV already read by analyzeCv (CV scoring reads it once for both). */
export function candidateFromCv(
  cv: CvStructure,
  text: string,
  opts: { location?: string; asOf?: Date; titles?: string[]; profession?: ProfessionDistribution } = {},
): Candidate {
  const titles = opts.titles ?? cvTitles(cv, text, opts.asOf);
  const { years, source } = readYearsOfWork(cv, text, opts.asOf);
  return {
    cv,
    titles,
    occupations: occupationsOf(titles),
    profession: opts.profession ?? inferProfession({ titles, text }),
    years,
    yearsSource: source,
    ...levelOf(candidateSeniority(titles[0] ?? "", years)),
    location: opts.location ?? headerLocation(cv),
    cultureCues: findCultureCues(text),
    source: "text",
  };
}

export function candidateFromEntities(e: CandidateEntities, opts: { location?: string } = {}): Candidate {
  const skills = new Map<string, SkillEvidence>();
  for (const name of e.skills ?? []) {
    const skill = resolveSkill(name);
    if (skill && !skills.has(skill.id))
      skills.set(skill.id, { skill, inExperience: 0, inSummary: 1, inSkillsList: 0, inOther: 0, experienceLines: [] });
  }
  const titles = e.jobTitles ?? [];
  const years = e.yearsExperience ?? 0;
  const cv: CvStructure = {
    lines: EMPTY_LINES,
    sections: new Set(),
    bullets: [],
    roles: [],
    skills,
    yearsExperience: years,
    statedYears: e.yearsExperience ?? null,
    words: 0,
    hasEmail: false,
    hasPhone: false,
    hasLinkedIn: false,
    summaryText: "",
    text: "",
  };
  return {
    cv,
    titles,
    occupations: occupationsOf(titles),
    profession: inferProfession({ titles, text: (e.skills ?? []).join("\n") }),
    years,
    yearsSource: e.yearsExperience !== undefined ? "stated" : "none",
    ...levelOf(candidateSeniority(titles[0] ?? "", years)),
    location: opts.location ?? e.locations?.[0] ?? null,
    cultureCues: [],
    source: "entities",
  };
}
