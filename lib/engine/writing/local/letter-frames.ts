/**
 * Sentence frames: each turns one planned fact into a grammatical English sentence. Every frame states the
 * fact and nothing more (no invented context); a frame is picked by index so that each mode words the same
 * fact differently, which keeps two modes of one CV from repeating each other's sentences.
 */
import { lowerFirst } from "./letter-context";
import { joinList } from "./text";
import { proseLabel, record, type LetterPlan, type Requirement } from "./letter-plan";
import type { Achievement } from "./documents";

/** "a Staff Nurse" / "an RGN" / "an HR Administrator". */
export function withArticle(phrase: string): string {
  const first = phrase.split(/\s+/)[0];
  const acronym = /^\p{Lu}{2,}\b/u.test(first);
  const vowel = acronym ? /^[AEFHILMNORSX]/.test(first) : /^[aeiou]/i.test(first) && !/^(?:uni|use|usu|eu|one)/i.test(first);
  return `${vowel ? "an" : "a"} ${phrase}`;
}

/** The achievement as the rest of a sentence after "I": "reduced falls on the ward by 40%". */
export function achievementBody(plan: LetterPlan, a: Achievement): string {
  record(plan, "achievement", a.text, "cv");
  if (a.employer) record(plan, "employer", a.employer, "cv");
  return lowerFirst(a.text.replace(/(?<![\s.;,:])[\s.;,:]+$/, ""));
}

type Frame = (b: string, a: Achievement, plan: LetterPlan) => string;

const ACHIEVEMENT_FRAMES: Frame[] = [
  (b) => `I ${b}.`,
  (b, a) => (a.employer ? `At ${a.employer}, I ${b}.` : `In one of my roles, I ${b}.`),
  (b, _a, p) => (p.ownTitle ? `As ${withArticle(p.ownTitle)}, I ${b}.` : `In my work so far, I ${b}.`),
  (b) => `One result I can point to: I ${b}.`,
  (b, a) => (a.employer ? `For example, at ${a.employer} I ${b}.` : `For example, I ${b}.`),
  (b) => `My CV also records that I ${b}.`,
  (b) => `Among my results, I ${b}.`,
  (b) => `Another example: I ${b}.`,
  (b, a) => (a.employer ? `In practice, at ${a.employer} I ${b}.` : `In practice, I ${b}.`),
  (b, a) => (a.employer ? `In my time at ${a.employer}, I ${b}.` : `On the job, I ${b}.`),
  (b) => `Here is a concrete case: I ${b}.`,
  (b, a) => (a.employer ? `Take one case from ${a.employer}: I ${b}.` : `Take one case: I ${b}.`),
  (b) => `To give one more example, I ${b}.`,
  (b) => `I can also point to this: I ${b}.`,
  (b, a) => (a.employer ? `Part of my record at ${a.employer}: I ${b}.` : `Part of my record: I ${b}.`),
  (b) => `As one instance, I ${b}.`,
];

/**
 * An achievement in this mode's wording. The frame depends on the achievement's place in the CV plus the mode
 * number, over 16 frames: the 15 modes never word one achievement alike.
 */
export function achievementSentence(plan: LetterPlan, a: Achievement): string {
  const g = Math.max(0, plan.cand.achievements.indexOf(a));
  const frame = ACHIEVEMENT_FRAMES[(g + plan.modeId) % ACHIEVEMENT_FRAMES.length];
  return frame(achievementBody(plan, a), a, plan);
}

const CORE_OPENERS = [
  (k: string) => `Your advert puts ${k} first`,
  (k: string) => `${upper(k)} leads the list of your requirements`,
  (k: string) => `The first requirement in your advert is ${k}`,
  (k: string) => `What the advert asks for most is ${k}`,
  (k: string) => `Of everything the advert lists, ${k} comes first`,
];
const CORE_WITH_EVIDENCE = [
  (b: string) => `, and I can show it: I ${b}.`,
  (b: string) => `; the evidence from my CV is that I ${b}.`,
  (b: string) => `, and my record answers it directly: I ${b}.`,
];
const CORE_HELD = [", and it is among the skills my CV lists.", "; my CV names it among my skills.", ", which is part of the skill set in my CV."];
// The CV does not show the core requirement: the letter neither claims it nor argues against the candidate; it says
// what they would do about it (the response's notes tell the candidate that the CV does not name it).
const CORE_MISSING = [
  ", and I would be glad to build my experience of it in this role.",
  "; it is an area I would welcome the chance to grow into with your team.",
  ", and building my experience there would be a priority for me from the start.",
];

function upper(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The sentence every mode carries: the advert's core requirement and what the CV offers against it. */
export function coreSentence(plan: LetterPlan, variant = plan.modeId - 1): string | null {
  const core = plan.core;
  if (!core) return null;
  const k = proseLabel(record(plan, "job_requirement", core.label, "job_description"));
  const open = CORE_OPENERS[variant % CORE_OPENERS.length](k);
  const tail = Math.floor(variant / CORE_OPENERS.length) % 3;
  if (core.evidence && !plan.citedAchievements.has(core.evidence)) {
    plan.citedAchievements.add(core.evidence);
    return open + CORE_WITH_EVIDENCE[tail](achievementBody(plan, core.evidence));
  }
  if (core.held) {
    record(plan, "skill", core.held, "cv");
    return open + CORE_HELD[tail];
  }
  return open + CORE_MISSING[tail];
}

const SKILL_OPENERS = [
  (l: string) => `Beyond that, your advert asks for ${l}`,
  (l: string) => `The advert also lists ${l}`,
  (l: string) => `Further down, you mention ${l}`,
  (l: string) => `You also ask for ${l}`,
  (l: string) => `Other requirements in your advert are ${l}`,
];

/** The advert's other requirements that the CV names. */
export function matchedSkillsSentence(plan: LetterPlan, variant = plan.modeId - 1): string | null {
  const held = plan.requirements.filter((r) => !plan.statedRequirements.has(r.id) && r.held).slice(0, 4);
  if (!held.length) return null;
  for (const r of held) plan.statedRequirements.add(r.id);
  const labels = held.map((r) => proseLabel(record(plan, "skill", r.label, "job_description")));
  const one = labels.length === 1;
  const open = SKILL_OPENERS[variant % SKILL_OPENERS.length](joinList(labels));
  const tails = one ? [", and my CV covers it.", "; it appears in my CV.", ", and my CV names it as well."] : [", and my CV covers them.", "; each appears in my CV.", ", and my CV names them as well."];
  return open + tails[Math.floor(variant / SKILL_OPENERS.length) % 3];
}

/** The CV's own skills that the advert does not ask for: breadth, stated once. */
export function ownSkillsSentence(plan: LetterPlan, variant = plan.modeId - 1): string | null {
  const asked = new Set(plan.requirements.map((r) => r.id));
  // A word of the candidate's own job title is not a skill of theirs ("Chef" on an Executive Chef's CV is the job).
  const titleWords = new Set(plan.cand.titles.flatMap((t) => t.toLowerCase().split(/[^\p{L}]+/u)));
  const labels = [...plan.cand.skills.entries()].filter(([id]) => !asked.has(id)).map(([, l]) => l).filter((l) => (/\p{Ll}/u.test(l) || l.length <= 4) && !titleWords.has(l.toLowerCase())).slice(0, 3);
  if (labels.length < 2) return null;
  const list = joinList(labels.map((l) => proseLabel(record(plan, "skill", l, "cv"))));
  const open = ["My CV also lists", "Alongside that, my CV names", "Further skills on my CV are", "The skills section of my CV adds", "Beyond the advert's list, my CV shows"][variant % 5];
  return `${open} ${list}${[".", ", which round out the picture.", " as well."][Math.floor(variant / 5) % 3]}`;
}

export function titleSentence(plan: LetterPlan, variant = plan.modeId - 1): string | null {
  const t = plan.ownTitle;
  if (!t) return null;
  record(plan, "role", t, "cv");
  const open = [`My CV describes my work as ${withArticle(t)}`, `The title on my CV is ${t}`, `I have worked as ${withArticle(t)}`, `My CV names my role as ${t}`, `By title, I am ${withArticle(t)}`][variant % 5];
  return `${open}${[".", ", and this letter builds on that experience.", ", the background to this application."][Math.floor(variant / 5) % 3]}`;
}

export function yearsSentence(plan: LetterPlan, variant = plan.modeId - 1): string | null {
  const stated = plan.cand.yearsStated;
  if (!stated) return null;
  record(plan, "years", stated, "cv");
  const y = stated.replace(/^1 years$/, "1 year");
  const open = [`My CV states ${y} of experience`, `I have ${y} of experience`, `I bring ${y} of experience`, `Behind this are ${y} of experience`, `My CV counts ${y} of experience`][variant % 5];
  return `${open}${[".", " in all.", ", as my CV sets out."][Math.floor(variant / 5) % 3]}`;
}

/** Requirements the CV shows no evidence for, named so the letter does not imply them. */
export function openRequirements(plan: LetterPlan): Requirement[] {
  return plan.requirements.filter((r) => r !== plan.core && !r.held);
}

export function educationSentence(plan: LetterPlan, variant = plan.modeId - 1): string | null {
  const e = plan.cand.education[0];
  if (!e) return null;
  record(plan, "education", e, "cv");
  const line = e.replace(/(?<![\s.;,])[\s.;,]+$/, "");
  return [`My education, as my CV gives it: ${line}.`, `On education, my CV lists ${line}.`, `My qualifications include ${line}.`][variant % 3];
}

export function languagesSentence(plan: LetterPlan, variant = plan.modeId - 1): string | null {
  const langs = plan.cand.languages;
  if (langs.length < 2) return null;
  const list = joinList(langs.map((l) => record(plan, "skill", l, "cv")));
  return [`I work in ${list}.`, `My CV lists ${list} among my languages.`, `The languages on my CV are ${list}.`][variant % 3];
}

const DUTY_OPENERS = [
  (d: string) => `Your advert says the role will ${d}`,
  (d: string) => `One of the duties you list is to ${d}`,
  (d: string) => `You want someone to ${d}`,
];

/**
 * A duty from the advert paired with an achievement that shares one of its skills: the pairing is the
 * evidence, and the sentence says "closest evidence" rather than claiming the same work.
 */
export function dutySentence(plan: LetterPlan, duty: string, a: Achievement, variant: number): string {
  const d = record(plan, "job_requirement", duty, "job_description").replace(/^(?:you will|you'll|to)\s+/i, "");
  const lead = DUTY_OPENERS[variant % DUTY_OPENERS.length](lowerFirst(d));
  return `${lead}; the closest evidence on my CV is that I ${achievementBody(plan, a)}.`;
}
