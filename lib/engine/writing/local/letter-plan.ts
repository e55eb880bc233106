/**
 * A letter's plan: the facts it may state (from the document model), which of them answer which of the
 * advert's requirements, and the ledger of what was said (`facts_used`). Modes choose and order these facts;
 * letter-frames.ts turns each into a sentence.
 */
import type { FactUsed } from "./letter-context";
import type { Achievement, AdDoc, CandidateDoc } from "./documents";
import { resolveSkill } from "@/lib/knowledge/skills";
import { skillImplies } from "@/lib/knowledge/skills/graph";
import { contentStems, isRelevant, relevanceOf, skillScore } from "./relevance";

/** The result is evidence for the requirement: it names the skill, or one that implies it (B2B sales ⇒ sales). */
export function evidences(a: Achievement, requirementId: string): boolean {
  return a.skillIds.some((id) => id === requirementId || skillImplies(id, requirementId));
}

/**
 * The result answers the requirement: it names the skill (or one that implies it), or it carries every content word
 * of the requirement's label by stem ("Taught chemistry to grades 9–12" answers "teaching"; "Coordinated logistical
 * support" answers "logistics"), which catches the verb forms a skill list does not.
 */
export function answers(a: Achievement, r: { id: string; label: string }): boolean {
  if (evidences(a, r.id)) return true;
  const want = contentStems(r.label);
  if (!want.size) return false;
  const have = contentStems(a.said ?? a.text);
  return [...want].every((w) => have.has(w));
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
  /** achievements in the order this mode cites them: the ones that answer the advert, strongest first */
  achievements: Achievement[];
  /** results that share nothing with the advert (cited only in the career-change letter, as what carries over) */
  unrelated: Set<Achievement>;
  referrer: string | null;
  used: FactUsed[];
  /** sentences already placed: one fact is stated once */
  citedAchievements: Set<Achievement>;
  /** requirements a sentence has already answered */
  statedRequirements: Set<string>;
  /** how the letter's sentences open (first two words): a frame whose opening was used is passed over */
  openers: Set<string>;
  /** a result has been tied to the role with a tail ("…, experience I would bring to…"): one per letter */
  tailUsed?: boolean;
  /** how many sentences of this letter pair two results: each takes the next join */
  pairs?: number;
}

/**
 * A sentence's first two words, for telling openers apart. The ways of saying "for example" count as one opener, so a
 * letter gives one example with a connective, not a chain of them.
 */
export function openerOf(sentence: string): string {
  if (/^(?:for example|to give one example|one example)\b/i.test(sentence)) return "for example";
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

function requirementsOf(cand: CandidateDoc, wanted: AdDoc["mustHaves"], ranked: Achievement[] = cand.achievements): Requirement[] {
  const heldIds = new Map<string, string>();
  for (const [id, label] of cand.skills) heldIds.set(resolveSkill(label)?.id ?? id, label);
  return wanted.map((m) => {
    const held = heldIds.get(m.id) ?? null;
    // The evidence is the most relevant result that answers it, not the CV's first; one whose verb is the skill
    // ("Taught…" for teaching) before one that merely mentions it ("Served as a mentor to teachers").
    const verbFirst = (a: Achievement) => contentStems((a.said ?? a.text).split(" ")[0]).has([...contentStems(m.label)][0] ?? "");
    // A result of up to 28 words reads as one sentence in a letter; a longer one only when no other answers it.
    const short = (a: Achievement) => a.text.split(/\s+/).length <= 28;
    const evidence =
      ranked.find((a) => answers(a, m) && verbFirst(a) && short(a)) ??
      ranked.find((a) => answers(a, m) && short(a)) ??
      ranked.find((a) => answers(a, m)) ??
      null;
    // Held: the CV names the skill, or a result names it (or one that implies it). A result that only shares its
    // words by stem is evidence to cite, not a skill to list as held.
    const named = ranked.some((a) => evidences(a, m.id));
    return { id: m.id, label: m.label, held: held ?? (named ? m.label : null), evidence };
  });
}

/** A title that names one job ("Sleep Technologist"), not a headline list ("Sleep Technologist, RPSGT"). */
function ownTitleOf(cand: CandidateDoc): string | null {
  // A title starts with a capital: "well as external auditors" is a scrap of a sentence, not a job.
  return cand.titles.find((t) => /^\p{Lu}/u.test(t) && !/[,/|]/.test(t) && t.split(/\s+/).length <= 5) ?? null;
}

/** The career-change letter, which may cite facts from the candidate's other field as what carries over. */
export const TRANSITION_MODE = 10;

/**
 * The CV's results in the order a letter should cite them: the ones that answer the advert (its skills through the
 * taxonomy, its title and content words), strongest first (a figure, a result rather than a duty, a short clear
 * sentence, the more recent role); the ones that share nothing with the advert are left out, except in the
 * career-change letter, which cites them last as what carries over.
 */
export function rankAchievements(cand: CandidateDoc, ad: AdDoc, modeId: number): { ranked: Achievement[]; unrelated: Set<Achievement> } {
  const wanted = [...ad.mustHaves, ...ad.niceToHaves].map((m) => m.id);
  const positions = cand.achievements.map((a) => a.at ?? -1).filter((n) => n >= 0);
  const middle = positions.length ? [...positions].sort((x, y) => x - y)[Math.floor(positions.length / 2)] : 0;
  const scored = cand.achievements.map((a, i) => {
    const hits = skillScore(a.text, a.skillIds, wanted);
    const words = a.text.split(/\s+/).length;
    const score =
      relevanceOf(a.text, hits, ad.terms) +
      (a.metric ? 2 : 0) +
      (a.present ? 0 : 1) +
      (a.at !== undefined && a.at >= 0 && a.at <= middle ? 1 : 0) -
      (words > 28 ? 5 : words > 22 ? 1 : 0);
    // A result that shares no word with the advert still belongs to the field when it sits under a job title that
    // does (a chef's "Assisted pastry kitchen…" for a Chef de Partie advert); it is cited after the ones that do.
    const inField = !!a.role && isRelevant(a.role, 0, ad.terms);
    return { a, i, score, relevant: isRelevant(a.text, hits, ad.terms), inField };
  });
  const order = (x: (typeof scored)[number], y: (typeof scored)[number]) => y.score - x.score || x.i - y.i;
  const related = scored.filter((s) => s.relevant).sort(order);
  const field = scored.filter((s) => !s.relevant && s.inField).sort(order);
  const others = scored.filter((s) => !s.relevant && !s.inField).sort(order);
  return {
    ranked: [...related, ...field, ...(modeId === TRANSITION_MODE ? others : [])].map((s) => s.a),
    unrelated: new Set(others.map((s) => s.a)),
  };
}

export function planLetter(cand: CandidateDoc, ad: AdDoc, modeId: number, referrer: string | null): LetterPlan {
  const { ranked: all, unrelated } = rankAchievements(cand, ad, modeId);
  const requirements = requirementsOf(cand, ad.mustHaves, all);
  // Each mode leads with a different one of the strongest results (the first four), so two modes of one CV open
  // differently; the rest follow in order of relevance.
  const top = Math.min(4, all.filter((a) => !unrelated.has(a)).length || all.length);
  const offset = top > 1 ? (modeId * 5) % top : 0;
  const rotated =
    modeId === 1 || modeId === 7 || modeId === 8 || modeId === 15
      ? all
      : [...all.slice(offset, top), ...all.slice(0, offset), ...all.slice(top)];
  const employer = ad.company ?? (ad.agency ? "your client" : null);
  return {
    cand,
    ad,
    modeId,
    employer,
    // "The Head Chef" in an advert's head line keeps one article in "the Head Chef role".
    role: ad.title ? `the ${ad.title.replace(/^(?:the|a|an)\s+/i, "")} role` : "this role",
    roleTitle: ad.title,
    ownTitle: ownTitleOf(cand),
    requirements,
    core: requirements[0] ?? null,
    niceToHaves: requirementsOf(cand, ad.niceToHaves, all),
    achievements: rotated,
    unrelated,
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
