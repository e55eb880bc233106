/**
 * Shared state and sentence helpers of the cover-letter writer. A LetterCtx holds the facts the letter
 * may use, the seeded chooser that varies wording, and a ledger of every fact actually used
 * (returned as `facts_used`, so a reader can check each claim against its source).
 */
import type { Chooser } from "./seed";
import type { AchievementFact, CandidateFacts, RoleFact } from "./facts";
import type { JobNeeds } from "./job";
import { joinList } from "./text";

export type Tone = "formal" | "warm" | "direct";

export interface FactUsed {
  kind:
    "achievement" | "role" | "employer" | "skill" | "years" | "education" | "job_requirement" | "company" | "value" | "referrer" | "name";
  value: string;
  source: "cv" | "context" | "job_description" | "request";
}

export interface LetterCtx {
  facts: CandidateFacts;
  job: JobNeeds;
  c: Chooser;
  tone: Tone;
  /** "the Data Engineer role" / "this role" */
  rolePhrase: string;
  roleTitle: string | null;
  company: string | null;
  /** skills the job asks for that the candidate lists */
  matched: string[];
  /** how many achievements this model depth cites */
  depth: number;
  referrer: string | null;
  used: FactUsed[];
  /** employers already named in the letter: later results from them skip the "At X," clause */
  named?: Set<string>;
}

export function recordFact(ctx: LetterCtx, kind: FactUsed["kind"], value: string, source: FactUsed["source"]): string {
  if (!ctx.used.some((f) => f.kind === kind && f.value === value)) ctx.used.push({ kind, value, source });
  return value;
}

/** "Reduced churn" → "reduced churn"; keeps acronyms ("AWS migration") intact. */
export function lowerFirst(s: string): string {
  if (/^[A-Z]{2}/.test(s) || /^[A-Z][a-z]*[A-Z]/.test(s) || /^I\b/.test(s)) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

export function upperFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function greeting(ctx: LetterCtx): string {
  if (ctx.company) {
    recordFact(ctx, "company", ctx.company, "request");
    return ctx.c.pick([`Dear ${ctx.company} hiring team,`, `Dear Hiring Manager at ${ctx.company},`]);
  }
  return "Dear Hiring Manager,";
}

export function signOff(ctx: LetterCtx): string {
  const close = ctx.tone === "formal" ? "Yours sincerely," : ctx.c.pick(["Kind regards,", "Best regards,", "With best wishes,"]);
  if (ctx.facts.name) {
    recordFact(ctx, "name", ctx.facts.name, "cv");
    return `${close}\n${ctx.facts.name}`;
  }
  return close;
}

function cvFact(ctx: LetterCtx, a: AchievementFact): string {
  recordFact(ctx, "achievement", a.text, "cv");
  if (a.employer) recordFact(ctx, "employer", a.employer, "cv");
  return a.text;
}

/** One achievement as a sentence in the first person, tied to its employer the first time the letter names it. */
export function achievementSentence(ctx: LetterCtx, a: AchievementFact): string {
  const text = cvFact(ctx, a);
  if (!a.verbFirst) return ctx.c.pick([`One result I can point to: ${lowerFirst(text)}.`, `My record includes this: ${lowerFirst(text)}.`]);
  const body = lowerFirst(text);
  ctx.named ??= new Set();
  if (!a.employer) return ctx.c.pick([`I ${body}.`, `In a recent role I ${body}.`, `Most recently, I ${body}.`]);
  if (ctx.named.has(a.employer)) return ctx.c.pick([`I also ${body}.`, `There, I ${body}.`, `I ${body}.`]);
  ctx.named.add(a.employer);
  return ctx.c.pick([`At ${a.employer}, I ${body}.`, `I ${body} at ${a.employer}.`, `In my time at ${a.employer} I ${body}.`]);
}

/** "Patient assessment" reads as a common noun mid-sentence; "Python", "Power BI" and "CPR" keep their capitals. */
export function skillLabel(name: string): string {
  const words = name.split(" ");
  return words.length > 1 && words.slice(1).every((w) => w === w.toLowerCase()) ? lowerFirst(name) : name;
}

export function topAchievements(ctx: LetterCtx, n = ctx.depth): AchievementFact[] {
  return ctx.facts.achievements.slice(0, n);
}

export function metricAchievements(ctx: LetterCtx): AchievementFact[] {
  return ctx.facts.achievements.filter((a) => a.metric);
}

export function currentRole(ctx: LetterCtx): RoleFact | null {
  return ctx.facts.roles.find((r) => r.current) ?? ctx.facts.roles[0] ?? null;
}

export function roleLabel(ctx: LetterCtx, r: RoleFact): string {
  recordFact(ctx, "role", r.title, "cv");
  if (r.employer) {
    recordFact(ctx, "employer", r.employer, "cv");
    return `${r.title} at ${r.employer}`;
  }
  return r.title;
}

/** A sentence naming the requested skills the candidate has, or null when none overlap. */
export function skillsSentence(ctx: LetterCtx, limit = 4): string | null {
  const skills = ctx.matched.slice(0, limit);
  if (!skills.length) return null;
  for (const s of skills) recordFact(ctx, "skill", s, "job_description");
  const list = joinList(skills.map(skillLabel));
  if (skills.length === 1)
    return ctx.c.pick([`Your advert asks for ${list}, which I use every week.`, `I bring the ${list} experience the advert asks for.`]);
  return ctx.c.pick([
    `Your advert asks for ${list}; each is part of my day-to-day work.`,
    `The skills you list first, ${list}, are the ones I use most.`,
    `I bring the ${list} experience the advert asks for.`,
  ]);
}

export function yearsSentence(ctx: LetterCtx): string | null {
  const y = ctx.facts.yearsStated;
  if (!y) return null;
  recordFact(ctx, "years", y, "cv");
  return ctx.c.pick([`I have ${y} of experience behind me.`, `That comes from ${y} of hands-on work.`]);
}

export function closingParagraph(ctx: LetterCtx): string {
  // A named company takes "at" ("the Data Analyst role at Globex"); the fallback "your team" takes "in".
  const target = ctx.company ?? "your team";
  const within = ctx.company ? `at ${ctx.company}` : "in your team";
  const options = [
    `I would welcome a conversation about what I could deliver for ${target} in ${ctx.rolePhrase}.`,
    `I would be glad to talk through how this experience applies to ${ctx.rolePhrase} ${within}.`,
  ];
  // Offering to walk through "these results" only makes sense when the letter cited some.
  if (ctx.used.some((f) => f.kind === "achievement"))
    options.push("If it helps, I can walk you through any of these results in more detail. Thank you for reading.");
  return ctx.c.pick(options);
}

export function requirementLabel(ctx: LetterCtx, problem: string): string {
  recordFact(ctx, "job_requirement", problem, "job_description");
  // "We need someone to turn data into decisions" → "turn data into decisions", so it fits "someone who could …".
  return lowerFirst(problem.replace(/^(?:we need someone to|we are looking for someone to|you will|you'll|you|to)\s+/i, ""));
}
