/**
 * Word lists and small text helpers shared by the scoring engines. The action verbs live with the parser
 * (lib/engine/parse/verbs.ts), which reads duties below scoring; filler phrases are the ones the career-service
 * guides (e.g. Harvard FAS Mignone Center, 2023) tell writers to cut.
 */

import { ACTION_VERBS } from "@/lib/engine/parse/verbs";

export { ACTION_VERBS };

/** Openers that describe presence rather than action; a rewrite replaces them. */
export const WEAK_OPENERS: { re: RegExp; label: string }[] = [
  { re: /^(i\s+was\s+|was\s+)?responsible\s+for\s+/i, label: "responsible for" },
  { re: /^(my\s+)?duties\s+(included|include|were)\s*:?\s*/i, label: "duties included" },
  { re: /^(i\s+)?(was\s+)?tasked\s+with\s+/i, label: "tasked with" },
  { re: /^(i\s+)?(was\s+)?involved\s+in\s+/i, label: "involved in" },
  { re: /^(i\s+)?worked\s+on\s+/i, label: "worked on" },
  { re: /^(i\s+)?helped\s+with\s+/i, label: "helped with" },
  { re: /^(i\s+)?helped\s+(to\s+)?/i, label: "helped" },
  { re: /^(i\s+)?assisted\s+(with|in)\s+/i, label: "assisted with" },
  { re: /^(i\s+)?assisted\s+/i, label: "assisted" },
  { re: /^(i\s+)?participated\s+in\s+/i, label: "participated in" },
  { re: /^(i\s+)?took\s+part\s+in\s+/i, label: "took part in" },
  { re: /^in\s+charge\s+of\s+/i, label: "in charge of" },
  { re: /^(i\s+)?did\s+/i, label: "did" },
];

/** Self-descriptions recruiters skip because every CV claims them. */
export const FILLER_PHRASES = [
  "hard-working",
  "hardworking",
  "team player",
  "results-driven",
  "results driven",
  "detail-oriented",
  "detail oriented",
  "go-getter",
  "self-starter",
  "self starter",
  "think outside the box",
  "synergy",
  "dynamic individual",
  "passionate about",
  "proven track record",
  "excellent communication skills",
  "works well under pressure",
  "highly motivated",
  "motivated individual",
  "best of breed",
  "go-to person",
  "strategic thinker",
  "people person",
  "fast learner",
  "quick learner",
];

/**
 * Numbers, money, percentages and multipliers: what makes a bullet measurable. Any count qualifies
 * ("8 patients", "3 trainees"); a bare four-digit year does not. A percentage is read from its first digit
 * (the lookbehind): starting again at every digit of a long run was quadratic and finds nothing more.
 */
export const METRIC_RE =
  /((?<!\d)\d+(\.\d+)?\s?%|[$£€¥₹]\s?\d|\b\d+(\.\d+)?\s?(k|m|bn|million|billion|x)\b|\b(?!(19|20)\d{2}\b)\d[\d,.]*\b|\b(doubled|tripled|halved|zero)\b)/i;

export const STOPWORDS = new Set(
  `a an the and or but of to in on at for with by from as is are was were be been being this that these those it its
  we you your our their they he she i me my us them will would can could should may might must shall do does did done
  have has had having not no nor so than too very into over under about above below up down out off again further then
  once here there when where why how all any both each few more most other some such only own same just also per via
  etc eg ie who whom which what while within across including include includes role job work working team teams company
  candidate candidates ideal looking seeking join us years year experience strong good great excellent ability able`.split(/\s+/),
);

const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}+#.'-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu;

/** Lower-case word tokens (keeps C++, C#, node.js as one token). */
export function tokenizeWords(text: string): string[] {
  return (text.toLowerCase().match(WORD_RE) ?? []).map((w) => w.replace(/'s$/, ""));
}

export function countWords(text: string): number {
  return (text.match(/\S+/g) ?? []).length;
}

export function clamp(x: number, lo = 0, hi = 100): number {
  return Math.min(hi, Math.max(lo, x));
}

export function round1(x: number): number {
  return Math.round(x * 10) / 10;
}

export function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** The first word of a bullet, lower-cased and without bullet glyphs. */
export function firstWord(text: string): string {
  const m = /^[^\p{L}]*([\p{L}-]+)/u.exec(text);
  return m ? m[1].toLowerCase() : "";
}

/** Whether a bullet opens with a strong action verb (past tense, or present tense of a current role). */
export function startsWithActionVerb(text: string): boolean {
  const w = firstWord(text);
  if (ACTION_VERBS.has(w)) return true;
  // Present-tense bullets in a current role ("Lead", "Manage", "Build") are fine too.
  if (ACTION_VERBS.has(`${w}d`) || ACTION_VERBS.has(`${w}ed`) || PRESENT_IRREGULAR.has(w)) return true;
  // Any other past-tense verb that names a deed ("Moved 30 services…", "Catered for 200 guests") counts:
  // the list cannot hold every verb. Duty phrases and adjectives ending in -ed do not.
  return w.length >= 5 && w.endsWith("ed") && !NOT_A_DEED.has(w) && !WEAK_OPENERS.some((o) => o.re.test(text.replace(/^[^\p{L}]+/u, "")));
}

/** Words ending in -ed that describe a person or a duty rather than an action taken. */
const NOT_A_DEED = new Set(
  "experienced skilled dedicated motivated talented qualified certified licensed registered involved tasked assisted helped participated worked required assigned exposed interested detailed advanced based related seasoned accomplished focused committed trained educated".split(
    " ",
  ),
);

const PRESENT_IRREGULAR = new Set(["lead", "build", "run", "write", "teach", "sell", "drive", "grow", "win", "oversee", "cut"]);

export function hasMetric(text: string): boolean {
  return METRIC_RE.test(text);
}

export function findFillers(text: string): string[] {
  const lower = text.toLowerCase();
  return FILLER_PHRASES.filter((p) => lower.includes(p));
}

/** Shortens a quoted CV line so suggestions stay readable; a closing full stop goes (the sentence around it has one). */
export function quote(text: string, max = 90): string {
  const t = text
    .replace(/^[\s•·*▪◦‣–—-]+/, "")
    .trim()
    .replace(/(?<!\.)\.$/, "");
  return t.length <= max ? t : `${t.slice(0, max - 1).trimEnd()}…`;
}
