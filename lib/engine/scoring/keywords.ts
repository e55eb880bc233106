/**
 * Keyword match between a job's weighted keywords and a CV. Presence gives `coverage`; the score that
 * feeds ats_score weights each hit by the evidence behind it, so a skills list that copies the ad
 * (keyword stuffing) earns about a third of what the same skills earn inside experience bullets.
 */
import { detectLanguage } from "@/lib/engine/parse";
import { findOccupation } from "@/lib/knowledge/occupations";
import { getSkill, resolveSkill } from "@/lib/knowledge/skills";
import { impliedSkills } from "@/lib/knowledge/skills/graph";
import type { Occupation } from "@/lib/knowledge/types";
import type { CvStructure, SkillEvidence } from "./cv-structure";
import { qualificationsIn, weighKeyword, type JobKeyword } from "./job-structure";
import { round3 } from "./text-utils";

/** Credit per place a skill is found; documented in docs/scoring.md. */
export const EVIDENCE_CREDIT = { experience: 1, summary: 0.7, related: 0.5, listOnly: 0.35 } as const;

export type MatchKind = "experience" | "summary" | "related" | "list_only" | "missing";

export interface KeywordHit {
  keyword: JobKeyword;
  kind: MatchKind;
  credit: number;
  /** the CV line that proves it, or the related skill that stands in for it */
  via?: string;
}

export interface KeywordMatch {
  hits: KeywordHit[];
  matched: string[];
  missing: string[];
  /** weighted share of keywords present anywhere in the CV (0..1) */
  coverage: number;
  /** weighted share after evidence credit (0..1): what ats_score uses */
  evidenceScore: number;
  /** required keywords absent from the CV */
  missingRequired: string[];
  /** keywords present only in a skills list */
  listOnly: string[];
}

function creditOf(ev: SkillEvidence): { kind: MatchKind; credit: number; via?: string } {
  if (ev.inExperience > 0) return { kind: "experience", credit: EVIDENCE_CREDIT.experience, via: ev.experienceLines[0] };
  if (ev.inSummary > 0) return { kind: "summary", credit: EVIDENCE_CREDIT.summary };
  return { kind: "list_only", credit: EVIDENCE_CREDIT.listOnly };
}

/**
 * A held skill that implies the keyword in the skill graph (PostgreSQL ⇒ SQL, AWS ⇒ cloud computing, ACLS ⇒ BLS):
 * the keyword is held, with the evidence of the skill that implies it.
 */
function impliedHit(kw: JobKeyword, cv: CvStructure): { kind: MatchKind; credit: number; via: string } | null {
  if (!kw.skill) return null;
  let best: { kind: MatchKind; credit: number; via: string } | null = null;
  for (const ev of cv.skills.values()) {
    if (!impliedSkills(ev.skill.id).has(kw.skill.id)) continue;
    const c = creditOf(ev);
    if (!best || c.credit > best.credit) best = { kind: c.kind, credit: c.credit, via: `${ev.skill.name} (implies ${kw.skill.name})` };
  }
  return best;
}

function relatedHit(kw: JobKeyword, cv: CvStructure): { credit: number; via: string } | null {
  if (!kw.skill) return null;
  let best: { credit: number; via: string } | null = null;
  const consider = (ev: SkillEvidence | undefined) => {
    if (!ev) return;
    const c = EVIDENCE_CREDIT.related * creditOf(ev).credit;
    if (!best || c > best.credit) best = { credit: c, via: ev.skill.name };
  };
  for (const rid of kw.skill.related) consider(cv.skills.get(rid));
  // Relations are not always symmetric in the taxonomy: also accept CV skills that list this one.
  for (const ev of cv.skills.values()) if (ev.skill.related.includes(kw.skill.id)) consider(ev);
  return best;
}

/** A key phrase's words, each with any ending, in order: "stakeholder reporting" meets "stakeholders reported". */
export function phrasePattern(label: string): RegExp {
  const stem = label.replace(/(ing|ed|es|s)\b/g, "");
  return new RegExp(
    `\\b${stem
      .split(" ")
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("\\w*\\s+")}`,
    "i",
  );
}

function phraseHit(kw: JobKeyword, cv: CvStructure): { kind: MatchKind; credit: number; via?: string } | null {
  const re = phrasePattern(kw.label);
  const line = cv.lines.find((l) => !l.isHeading && re.test(l.text));
  if (!line) return null;
  if (line.section === "experience" || line.section === "projects") return { kind: "experience", credit: 1, via: line.text };
  if (line.section === "summary") return { kind: "summary", credit: EVIDENCE_CREDIT.summary };
  return { kind: "list_only", credit: EVIDENCE_CREDIT.listOnly };
}

/** Past forms that do not follow "-ing" → "-ed". */
const IRREGULAR_PAST: Record<string, string[]> = {
  teaching: ["taught", "teach", "teaches"],
  proofreading: ["proofread", "proofreads"],
  troubleshooting: ["troubleshot", "troubleshoots", "troubleshooted"],
  underwriting: ["underwrote", "underwritten", "underwrites"],
  upselling: ["upsold", "upsells"],
  forecasting: ["forecast", "forecasts", "forecasted"],
  bidding: ["bid", "bids"],
};
/** Gerund skills whose verb is too common to prove the skill ("processed", "reported to", "drove sales", "acted as"). */
const GENERIC_GERUNDS = new Set([
  "processing",
  "reporting",
  "monitoring",
  "measuring",
  "lighting",
  "acting",
  "directing",
  "driving",
  "writing",
  "speaking",
  "printing",
  "filing",
  "climbing",
  "swing",
  "turing",
  "framing",
  "leasing",
  "networking",
  "milling",
  "grinding",
  "fishing",
  "publishing",
  "repairing",
  "multitasking",
  "storytelling",
  "typing",
  "advertising",
  "blasting",
  "catering",
]);
const VERB_FORM_CACHE = new Map<string, RegExp | null>();

/**
 * The skill's verb in a bullet: "Dispensing" is shown by "Dispensed … items a day", "Teaching" by "taught",
 * "Budgeting" by "budgeted". Only single-word gerund names; everyday verbs are left out (GENERIC_GERUNDS).
 */
export function gerundVerbPattern(name: string): RegExp | null {
  const key = name.toLowerCase();
  const hit = VERB_FORM_CACHE.get(key);
  if (hit !== undefined) return hit;
  let re: RegExp | null = null;
  if (/^[a-z]{3,}ing$/.test(key) && !GENERIC_GERUNDS.has(key)) {
    const stem = key.slice(0, -3);
    // "dispens" → dispensed/dispense/dispenses; "budget" → budgeted/budgets; "debugg" → debugged/debug.
    const base = /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : stem;
    const forms = new Set([`${stem}ed`, `${base}s`, `${base}es`, `${base}e`, `${base}es`, `${stem}ed`, ...(IRREGULAR_PAST[key] ?? [])]);
    if (!/[aeiou]/.test(base.slice(-1))) forms.add(`${base}ed`);
    re = new RegExp(`\\b(?:${[...forms].join("|")})\\b`, "i");
  }
  VERB_FORM_CACHE.set(key, re);
  return re;
}

/** "engineering" → "engine", "engineer" → "engine", "nursing"/"nurse" → "nurs", "accountant"/"accounting" → "account". */
function fieldStem(word: string): string {
  let w = word.toLowerCase();
  for (let prev = ""; prev !== w;) {
    prev = w;
    w = w.replace(/(?:ing|er|ist|ant|ian|e)$/, "");
  }
  return w;
}

/**
 * A role held whose title names the skill's field: "Data Engineer" shows data engineering, "Accountant" accounting,
 * "Staff Nurse" nursing. Only skills of two or more words, or one word of six letters or more, so that "Sales"
 * is not shown by "Sales Assistant" alone — the words before the last must match too.
 */
function titleHit(kw: JobKeyword, cv: CvStructure): string | null {
  if (!kw.skill) return null;
  const words = kw.skill.name.toLowerCase().split(/\s+/);
  if (words.length > 3 || (words.length === 1 && words[0].length < 6) || !/(?:ing|ism|ics|ry)$/.test(words.at(-1)!)) return null;
  const stem = [...words.slice(0, -1), fieldStem(words.at(-1)!)].join(" ");
  for (const r of cv.roles) {
    const t = r.title.toLowerCase().split(/\s+/);
    for (let i = 0; i + words.length <= t.length; i++) {
      const span = [...t.slice(i, i + words.length - 1), fieldStem(t[i + words.length - 1])].join(" ");
      if (span === stem && stem.length >= 4) return r.line.trim();
    }
  }
  return null;
}

/**
 * A qualification asked as an occupation ("Ausbildung als Pflegefachkraft") is met by a CV role of that occupation
 * ("Gesundheits- und Krankenpflegerin, UKE") or the same qualification in the CV ("Ausbildung zur … Krankenpflegerin").
 */
function qualificationHit(occupationId: string, cv: CvStructure): string | null {
  for (const r of cv.roles)
    if (findOccupation(r.title)?.occupation.id === occupationId && (findOccupation(r.title)?.score ?? 0) >= 0.8) return r.line.trim();
  for (const l of cv.lines) if (qualificationsIn(l.text).some((q) => q.occupation.id === occupationId)) return l.text.trim();
  return null;
}

/** An experience line that shows a gerund skill by its verb, when the skill's name is not written there. */
function verbHit(kw: JobKeyword, cv: CvStructure): string | null {
  const re = kw.skill ? gerundVerbPattern(kw.skill.name) : null;
  if (!re) return null;
  return cv.lines.find((l) => !l.isHeading && (l.section === "experience" || l.section === "projects") && re.test(l.text))?.text ?? null;
}

/** Skill names of the languages detectLanguage tells apart. */
const LANGUAGE_SKILL: Record<string, string> = {
  en: "English",
  de: "German",
  fr: "French",
  es: "Spanish",
  it: "Italian",
  pt: "Portuguese",
  nl: "Dutch",
};

/**
 * What a keyword counts for in the match: how much the ad asks for it × how specific it is (a skill every ad and
 * every CV of the profession names, such as communication or Excel, ranks nobody; Sage 50 or subsea engineering do).
 */
export function scoreWeight(kw: JobKeyword): number {
  return kw.weight * (kw.specificity ?? 1);
}

const LANGUAGE_NAMES = new Set(Object.values(LANGUAGE_SKILL));

export function matchKeywords(keywords: JobKeyword[], cv: CvStructure): KeywordMatch {
  // A CV written in a language shows it: an ad's "English" is met by an English CV.
  let written: string | null | undefined;
  const writtenIn = () => (written ??= LANGUAGE_SKILL[detectLanguage(cv.lines.map((l) => l.text).join("\n"))] ?? null);
  const hits: KeywordHit[] = keywords.map((keyword) => {
    if (keyword.skill && LANGUAGE_NAMES.has(keyword.skill.name) && !cv.skills.has(keyword.skill.id) && keyword.skill.name === writtenIn())
      return { keyword, kind: "summary", credit: EVIDENCE_CREDIT.summary, via: `the CV is written in ${keyword.skill.name}` };
    if (keyword.id.startsWith("occupation:")) {
      const via = qualificationHit(keyword.id.slice("occupation:".length), cv);
      return via ? { keyword, kind: "experience", credit: EVIDENCE_CREDIT.experience, via } : { keyword, kind: "missing", credit: 0 };
    }
    if (!keyword.skill) {
      const p = phraseHit(keyword, cv);
      return p ? { keyword, ...p } : { keyword, kind: "missing", credit: 0 };
    }
    const ev = cv.skills.get(keyword.skill.id);
    if (!ev || ev.inExperience === 0) {
      const via = verbHit(keyword, cv) ?? titleHit(keyword, cv);
      if (via) return { keyword, kind: "experience", credit: EVIDENCE_CREDIT.experience, via };
    }
    if (ev) return { keyword, ...creditOf(ev) };
    const implied = impliedHit(keyword, cv);
    if (implied) return { keyword, ...implied };
    const rel = relatedHit(keyword, cv);
    return rel ? { keyword, kind: "related", credit: rel.credit, via: rel.via } : { keyword, kind: "missing", credit: 0 };
  });
  const total = hits.reduce((s, h) => s + scoreWeight(h.keyword), 0);
  const present = hits.filter((h) => h.kind !== "missing" && h.kind !== "related");
  return {
    hits,
    matched: present.map((h) => h.keyword.label),
    missing: hits.filter((h) => h.kind === "missing" || h.kind === "related").map((h) => h.keyword.label),
    coverage: total ? round3(present.reduce((s, h) => s + scoreWeight(h.keyword), 0) / total) : 0,
    evidenceScore: total ? round3(hits.reduce((s, h) => s + scoreWeight(h.keyword) * h.credit, 0) / total) : 0,
    missingRequired: hits.filter((h) => h.kind === "missing" && h.keyword.requirement === "required").map((h) => h.keyword.label),
    listOnly: hits.filter((h) => h.kind === "list_only").map((h) => h.keyword.label),
  };
}

/**
 * Keywords for a target role when there is no job description: the occupation's skills,
 * core → required, important → unspecified, nice → nice-to-have. Skills outside the taxonomy become phrases.
 */
export function keywordsFromOccupation(occ: Occupation): JobKeyword[] {
  return occ.skills.map((s, i) => {
    const skill = getSkill(s.skill) ?? resolveSkill(s.skill);
    const requirement = s.importance === "core" ? "required" : s.importance === "nice" ? "nice" : "unspecified";
    const kw: JobKeyword = {
      id: skill?.id ?? `phrase:${s.skill.toLowerCase()}`,
      label: skill?.name ?? s.skill.toLowerCase(),
      skill,
      requirement,
      frequency: 1,
      firstPosition: occ.skills.length > 1 ? i / (occ.skills.length - 1) : 0,
      weight: 0,
    };
    // Occupation skills are curated rather than repeated ad text: no phrase discount, no specificity.
    kw.weight = weighKeyword(kw, false);
    return kw;
  });
}
