/**
 * Weak CV bullets and their rewrites. A rewrite opens with a strong verb, keeps every fact of the
 * original (only the duty phrase or weak verb is replaced), and invents nothing: a missing result is named
 * in the reason, not filled with a placeholder. Headings, title lines and bullets that need no new verb are
 * not rewritten at all.
 */
import type { CvBullet } from "./cv-structure";
import { ACTION_VERBS, firstWord, WEAK_OPENERS } from "./text-utils";
import { IRREGULAR_PAST, toPastTense } from "@/lib/engine/parse/verbs";

export { toPastTense };
import { hasFiniteVerb, isDanglingEnd } from "@/lib/engine/writing/quality/sentences";

export interface WeakBullet {
  original: string;
  rewritten: string;
  reason: string;
}

const IRREGULAR_PASTS = new Set(Object.values(IRREGULAR_PAST));

const PARTICIPATION = new Set([
  "helped",
  "helped with",
  "assisted",
  "assisted with",
  "worked on",
  "involved in",
  "participated in",
  "took part in",
]);

function lowerFirst(s: string): string {
  return /^[A-Z]{2,}/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1);
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Weak verbs that open a bullet, and the stronger verb that says the same thing. */
const WEAK_VERBS: [RegExp, string][] = [
  [/^looked\s+after\s+/i, "Managed "],
  [/^worked\s+with\s+/i, "Collaborated with "],
  [/^handled\s+/i, "Managed "],
  [/^(?:utili[sz]ed|leveraged)\s+/i, "Used "],
];

/**
 * A line that is not a bullet about work: a heading, a title or label line ("Position: Operations Manager",
 * "company - Vish Hotel Supplies", "Account Executive | TechSolutions UK"), or words in title case.
 */
export function isHeadingLike(text: string): boolean {
  const t = text.trim();
  if (!t || /\|/.test(t) || /^[a-z]+\s+-\s/.test(t)) return true;
  if (/^(?:position|company|employer|role|title|description|project|client|location|duration|period)\s*[:-]/i.test(t)) return true;
  const words = t.split(/\s+/);
  const lower = words.filter((w) => /^\p{Ll}{4,}/u.test(w)).length;
  return words.length <= 8 && lower === 0;
}

/** The past tense of the bullet's first word when it is an action verb in another form ("Managing", "Manage", "Manages"). */
function pastOfLeadingVerb(word: string): string | null {
  const w = word.toLowerCase();
  if (ACTION_VERBS.has(w) && (w.endsWith("ed") || IRREGULAR_PASTS.has(w))) return null;
  const candidates = [
    w,
    w.endsWith("ies") ? `${w.slice(0, -3)}y` : w.endsWith("es") ? w.slice(0, -2) : w.endsWith("s") ? w.slice(0, -1) : w,
    w.endsWith("s") ? w.slice(0, -1) : w,
  ];
  for (const c of candidates) {
    const past = toPastTense(c);
    if (past !== c && (ACTION_VERBS.has(past) || IRREGULAR_PASTS.has(past))) return past;
  }
  return null;
}

/**
 * "Design and development of …", "Planning and organisation of …": a noun phrase, not a verb to put in the past.
 * A list of verbs in the lead verb's form ("Acquire, develop and enhance …", "Processing, analysing and
 * reviewing …") is no noun phrase: each verb is put in the past (pastOfCoordinated).
 */
function opensWithList(body: string): boolean {
  const m = /^(\S+)(?:,|\s+and|\s+&)\s+(\S+)/i.exec(body);
  if (!m) return false;
  const next = m[2].toLowerCase().replace(/[^a-z]/g, "");
  // "Marketing and Advertising, …": capitalised words listed are a heading's nouns.
  return /^\p{Lu}/u.test(m[2]) || /(?:ment|tion|sion|ance|ence)$/.test(next) || (/ing$/i.test(next) && !/ing$/i.test(m[1]));
}

/** The form of a lead verb, so that the verbs listed after it can be put in the past alike. */
type VerbForm = "gerund" | "third" | "base";

function formOf(word: string): VerbForm {
  return /ing$/i.test(word) ? "gerund" : /[^s]s$/i.test(word) ? "third" : "base";
}

/** A verb of the lead verb's form in the past, or null when the word is not one ("analysing" → "analysed"). */
function pastInForm(word: string, form: VerbForm): string | null {
  const w = word.toLowerCase();
  if (form === "gerund") return w.endsWith("ing") && w.length > 4 ? toPastTense(w) : null;
  if (/(?:ing|ed|ment|tion|sion|ness|ity|ly|al|ous|ive|ful)$/.test(w) || w.length < 3) return null;
  if (form === "third") {
    if (!/[^s]s$/.test(w)) return null;
    return toPastTense(w.endsWith("ies") ? `${w.slice(0, -3)}y` : /(?:ch|sh|ss|x|z|o)es$/.test(w) ? w.slice(0, -2) : w.slice(0, -1));
  }
  return /s$/.test(w) ? null : toPastTense(w);
}

/**
 * "Analyze and interpret blueprints" → "… and interpreted blueprints": the verbs coordinated with the lead verb
 * right after it take the past tense with it, so the rewrite does not mix tenses. `rest` follows the lead verb.
 */
function pastOfCoordinated(rest: string, form: VerbForm): string {
  // "…, and verb" closes the list; "Generate, edit, publish on …" lists verbs with commas only.
  const m = /^((?:,\s+(?!(?:and|or)\b)\p{Ll}+)*)(?:(,?\s+(?:and\/or|and|or|&)\s+)(\p{Ll}+))?(?=[\s,.;]|$)/u.exec(rest);
  if (!m || !m[0]) return rest;
  const listed = [...m[1].matchAll(/\p{Ll}+/gu)].map((x) => x[0]);
  const words = m[3] ? [...listed, m[3]] : listed;
  const pasts = words.map((w) => pastInForm(w, form));
  if (pasts.some((x) => x === null)) return rest;
  const head = listed.map((_, i) => `, ${pasts[i]}`).join("");
  return `${head}${m[3] ? `${m[2]}${pasts.at(-1)}` : ""}${rest.slice(m[0].length)}`;
}

const NUMBER_RE = /\d(?:[\d,.]*\d)?/g;

/**
 * Rewrites one weak bullet, or returns null when no honest rewrite exists. The duty phrase or weak verb is
 * replaced by a strong verb (never prefixed to a noun), a verb in another form is put in the past tense, and
 * everything else stays word for word, numbers included. A missing result is not papered over with a
 * placeholder: the diagnosis says the number is missing.
 */
export function rewriteBullet(bullet: Pick<CvBullet, "text" | "metric">): string | null {
  let body = bullet.text
    .replace(/^[\s•·*▪◦‣–—-]+/, "")
    .replace(/^i\s+/i, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/(?<![.;])[.;]+$/, "");
  // "Logistics Management: Managing the logistic functions": a short label before a colon is dropped.
  body = body.replace(/^\p{Lu}[\p{L}/&]*(?: \p{Lu}[\p{L}/&]*){0,3}:\s+(?=\S)/u, "");
  if (isHeadingLike(body) || body.split(/\s+/).length < 3 || /[.!?]\s+\p{Lu}/u.test(body) || isDanglingEnd(`${body}.`)) return null;
  // A second duty run in after a lower-case word ("…routine services Depositing monies…", "…accounts Working with…")
  // is two lines glued together: no single sentence to rewrite.
  if (/\p{Ll}\s\p{Lu}\p{Ll}+(?:ing|ed)\s\p{Ll}/u.test(body)) return null;
  // "Commissioning included the cutover …", "Balancing of cash totals …": a gerund as a noun, no verb to put in the past.
  if (/^\S+ing\s+(?:of|is|was|were|has|had|included|includes|involved|involves|required|requires|consisted|consists)\b/i.test(body))
    return null;
  let opener: string | null = null;
  for (const w of WEAK_OPENERS) {
    if (w.re.test(body)) {
      opener = w.label;
      body = body.replace(w.re, "");
      break;
    }
  }
  const first = firstWord(body);
  const rest = body.slice(first.length);
  let sentence: string | null = null;
  if (opener && PARTICIPATION.has(opener)) {
    // Helping is a fact to keep: the candidate contributed, did not do it alone.
    const bare = opener === "helped" || opener === "assisted";
    const verb = bare && first && !/ing$/.test(first) ? pastOfLeadingVerb(first) : null;
    sentence = verb ? `Co-${verb}${rest}` : opener === "assisted" ? `Supported ${lowerFirst(body)}` : `Contributed to ${lowerFirst(body)}`;
  } else if (opener) {
    // "Responsible for managing X" → "Managed X"; "Responsible for X" → "Managed X"; "In charge of X" → "Led X".
    // After a duty phrase a gerund is the duty's verb, listed as a strong verb or not ("Responsible for ensuring …").
    const past = /ing$/i.test(first) && first.length > 5 && !opensWithList(body) ? (pastOfLeadingVerb(first) ?? toPastTense(first)) : null;
    sentence = past
      ? `${capitalise(past)}${pastOfCoordinated(rest, "gerund")}`
      : `${opener === "in charge of" ? "Led" : opener === "did" ? "Carried out" : "Managed"} ${lowerFirst(body)}`;
  } else {
    const weak = WEAK_VERBS.find(([re]) => re.test(body));
    const past = weak ? null : pastOfLeadingVerb(first);
    if (weak) sentence = body.replace(weak[0], weak[1]);
    // A base form followed by a name or a comma is an adjective or noun ("Complete Incharge of", "produce full, …").
    else if (past && !opensWithList(body) && (/ing$/i.test(first) || !/^\s+(?:\p{Lu}|\S+,)/u.test(rest)))
      sentence = `${capitalise(past)}${pastOfCoordinated(rest, formOf(first))}`;
  }
  if (!sentence) return null;
  sentence = sentence
    .replace(/\bsuccessfully\s+/gi, "")
    .replace(/\s{2,}/g, " ")
    .trim();
  const out = `${sentence}.`;
  // Every number of the original must survive, and the result must read as a sentence.
  const kept = (bullet.text.match(NUMBER_RE) ?? []).every((n) => out.includes(n));
  return kept && hasFiniteVerb(out, true) && !isDanglingEnd(out) ? out : null;
}

/** Why a bullet is weak, or null when it is fine. */
export function diagnoseBullet(b: CvBullet): string | null {
  const reasons: string[] = [];
  const weak = WEAK_OPENERS.find((w) => w.re.test(b.text));
  if (weak) reasons.push(`opens with the duty phrase "${weak.label}"`);
  else if (!b.actionVerb) reasons.push("does not open with an action verb");
  if (!b.metric) reasons.push("has no number showing the result");
  if (b.fillers.length) reasons.push(`uses filler (${b.fillers.join(", ")})`);
  if (/^\s*i\s/i.test(b.text)) reasons.push("is written in the first person");
  if (b.words > 40) reasons.push(`is long (${b.words} words)`);
  // A bullet with a strong verb that only lacks a number is still worth flagging, but ranks lower.
  return reasons.length ? reasons.join("; ") : null;
}

/** A sentence without its surrounding spaces and final full stops, for comparing a rewrite with its source. */
function bare(s: string): string {
  let t = s.trim();
  while (t.endsWith(".")) t = t.slice(0, -1).trimEnd();
  return t;
}

/** Weakest bullets first (duty phrases before missing numbers), at most `limit`. */
export function findWeakBullets(bullets: CvBullet[], limit = 5): WeakBullet[] {
  const scored = bullets
    .filter((b) => b.section === "experience" || b.section === "projects")
    .map((b, i) => ({ b, i, reason: diagnoseBullet(b) }))
    .filter((x): x is { b: CvBullet; i: number; reason: string } => x.reason !== null)
    .map((x) => ({ ...x, severity: (x.b.actionVerb ? 0 : 2) + (x.b.metric ? 0 : 1) + (x.b.fillers.length ? 1 : 0) }));
  scored.sort((a, b) => b.severity - a.severity || a.i - b.i);
  // A rewrite identical to the bullet is no advice: such a bullet is not listed. A duty the CV repeats under two
  // roles is listed once.
  const seen = new Set<string>();
  return scored
    .map(({ b, reason }) => ({ original: b.text, rewritten: rewriteBullet(b), reason }))
    .filter((w): w is WeakBullet => w.rewritten !== null && bare(w.rewritten) !== bare(w.original.replace(/^[\s•·*▪◦‣–—-]+/, "")))
    .filter((w) => !seen.has(bare(w.original).toLowerCase()) && !!seen.add(bare(w.original).toLowerCase()))
    .slice(0, limit);
}
