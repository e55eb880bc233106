/**
 * A letter's plan: the facts it may state (from the document model), which of them answer which of the
 * advert's requirements, and the ledger of what was said (`facts_used`). Modes choose and order these facts;
 * letter-frames.ts turns each into a sentence.
 */
import type { FactUsed } from "./letter-context";
import type { Achievement, AdDoc, CandidateDoc } from "./documents";
import { resolveSkill } from "@/lib/knowledge/skills";
import { skillImplies } from "@/lib/knowledge/skills/graph";

/** The result is evidence for the requirement: it names the skill, or one that implies it (B2B sales ⇒ sales). */
export function evidences(a: Achievement, requirementId: string): boolean {
  return a.skillIds.some((id) => id === requirementId || skillImplies(id, requirementId));
}

export interface Requirement {
  id: string;
  /** the advert's wording */
  label: string;
  /** the CV's wording when the CV names the skill */
  held: string | null;
  /** an achievement that mentions the skill: the evidence for it */
  evidence: Achievement | null;
}

export interface LetterPlan {
  cand: CandidateDoc;
  ad: AdDoc;
  modeId: number;
  /** "Acme" | "your client" | null */
  employer: string | null;
  /** "the Staff Nurse role" | "this role" */
  role: string;
  roleTitle: string | null;
  /** the candidate's own title, as a noun phrase ("Staff Nurse"), when the CV states one */
  ownTitle: string | null;
  /** the advert's requirements, core (the weightiest) first */
  requirements: Requirement[];
  core: Requirement | null;
  /** the advert's lighter requirements (named after the weightiest six) */
  niceToHaves: Requirement[];
  /** achievements in the order this mode cites them */
  achievements: Achievement[];
  referrer: string | null;
  used: FactUsed[];
  /** sentences already placed: one fact is stated once */
  citedAchievements: Set<Achievement>;
  /** requirements a sentence has already answered */
  statedRequirements: Set<string>;
  /** how the letter's sentences open (first two words): a frame whose opening was used is passed over */
  openers: Set<string>;
}

/** A sentence's first two words, for telling openers apart. */
export function openerOf(sentence: string): string {
  return sentence
    .split(/\s+/)
    .slice(0, 2)
    .join(" ")
    .toLowerCase()
    .replace(/[^\p{L} ]/gu, "");
}

/**
 * The first of `candidates` (tried in order) whose opener the letter has not used yet, or the first when all have
 * been; the opener is then taken. `candidates` are thunks so that a frame is only realised when it is tried.
 */
export function pickFresh(plan: LetterPlan, candidates: (() => string)[]): string {
  let chosen: string | null = null;
  for (const c of candidates) {
    const s = c();
    if (!plan.openers.has(openerOf(s))) {
      chosen = s;
      break;
    }
  }
  chosen ??= candidates[0]();
  plan.openers.add(openerOf(chosen));
  return chosen;
}

export function record<T extends string>(plan: LetterPlan, kind: FactUsed["kind"], value: T, source: FactUsed["source"]): T {
  if (!plan.used.some((f) => f.kind === kind && f.value === value)) plan.used.push({ kind, value, source });
  return value;
}

/** "Patient assessment" reads as a common noun mid-sentence; "Python", "Power BI" and "CPR" keep their capitals. */
const PRODUCT_CATEGORIES = new Set([
  "programming_language",
  "framework",
  "database",
  "cloud",
  "devops",
  "tool",
  "certification",
  "data",
  "ai_ml",
]);

export function proseLabel(label: string): string {
  // Product and technology names are proper nouns ("Python", "Kubernetes"), however short.
  const skill = resolveSkill(label);
  if (skill && PRODUCT_CATEGORIES.has(skill.category)) return label;
  const words = label.split(" ");
  if (/^\p{Lu}\p{Ll}+$/u.test(words[0]) && words.slice(1).every((w) => w === w.toLowerCase()))
    return label.charAt(0).toLowerCase() + label.slice(1);
  return label;
}

function requirementsOf(cand: CandidateDoc, wanted: AdDoc["mustHaves"]): Requirement[] {
  const heldIds = new Map<string, string>();
  for (const [id, label] of cand.skills) heldIds.set(resolveSkill(label)?.id ?? id, label);
  return wanted.map((m) => {
    const held = heldIds.get(m.id) ?? null;
    const evidence = cand.achievements.find((a) => evidences(a, m.id)) ?? null;
    return { id: m.id, label: m.label, held: held ?? (evidence ? m.label : null), evidence };
  });
}

/** A title that names one job ("Sleep Technologist"), not a headline list ("Sleep Technologist, RPSGT"). */
function ownTitleOf(cand: CandidateDoc): string | null {
  // A title starts with a capital: "well as external auditors" is a scrap of a sentence, not a job.
  return cand.titles.find((t) => /^\p{Lu}/u.test(t) && !/[,/|]/.test(t) && t.split(/\s+/).length <= 5) ?? null;
}

export function planLetter(cand: CandidateDoc, ad: AdDoc, modeId: number, referrer: string | null): LetterPlan {
  const requirements = requirementsOf(cand, ad.mustHaves);
  // Each mode starts the achievement list at a different place, so two modes of one CV lead with different results.
  const all = cand.achievements;
  const offset = all.length > 1 ? (modeId * 5) % all.length : 0;
  const rotated = modeId === 1 || modeId === 7 || modeId === 8 || modeId === 15 ? all : [...all.slice(offset), ...all.slice(0, offset)];
  const employer = ad.company ?? (ad.agency ? "your client" : null);
  return {
    cand,
    ad,
    modeId,
    employer,
    role: ad.title ? `the ${ad.title} role` : "this role",
    roleTitle: ad.title,
    ownTitle: ownTitleOf(cand),
    requirements,
    core: requirements[0] ?? null,
    niceToHaves: requirementsOf(cand, ad.niceToHaves),
    achievements: rotated,
    referrer,
    used: [],
    citedAchievements: new Set(),
    statedRequirements: new Set(requirements[0] ? [requirements[0].id] : []),
    openers: new Set(),
  };
}

/** The next achievements this letter has not cited yet. */
export function takeAchievements(plan: LetterPlan, n: number, filter: (a: Achievement) => boolean = () => true): Achievement[] {
  const out: Achievement[] = [];
  for (const a of plan.achievements) {
    if (out.length >= n) break;
    if (!plan.citedAchievements.has(a) && filter(a)) {
      plan.citedAchievements.add(a);
      out.push(a);
    }
  }
  return out;
}
