/**
 * Role recognition for the life-simulation modes, with a minimum standard: a career text is simulated only when it
 * names an occupation we know. The text is first cleaned of what is not the role — organisation types ("at a
 * startup", "NHS"), places ("in London"), pay-scale words ("Band 6", "GS-12") — then matched with `findOccupation`.
 * Exact titles and aliases are accepted; a fuzzy match must score at least MIN_FUZZY_SCORE and leave at most a third
 * of the title's words unexplained by any known title. Anything else is not recognised and comes back with the three
 * nearest known titles.
 *
 * This is the one place to switch to the salary engine's own recogniser once it lands (it applies the same rules).
 */
import { OCCUPATIONS, findOccupation, normalizeTitle } from "@/lib/knowledge/occupations";
import type { Occupation } from "@/lib/knowledge/types";
import { findOrgType, isOnlyOrgType, ORG_MENTION_PATTERNS, type OrgType } from "./core/org-types";

export const MIN_FUZZY_SCORE = 0.6;
export const MAX_UNEXPLAINED_SHARE = 1 / 3;

export interface RoleRecognition {
  occupation: Occupation | null;
  score: number;
  matchedOn: string | null;
  /** the text that was matched after removing organisation, place and pay-scale words */
  cleaned: string;
  /** organisation type named in the text ("NHS nurse" → NHS), if any */
  org: OrgType | null;
  /** nearest known titles when not recognised */
  suggestions: string[];
  reason: string;
}

// "GS-7 step 3": the separator before "step" carries its own whitespace, so two runs cannot split one run of spaces.
// The patterns of cleanRoleText are exported for its unit test.
export const SCALE_WORDS =
  /\b(afc|agenda for change)\b|\bband\s*[1-9]\s*[a-d]?\b|\bgs[-\s]?\d{1,2}\b(?:\s*(?:[/,]\s*)?step\s*\d{1,2})?|\b(tv[öo]e?d(-[a-z]+)?|tv-?l)\b|\b(entgeltgruppe\s*)?p\s?(5|6|7|8|9|1[0-6])\b|\b[mu][1-6]\b|\b(upr|mpr)\b/gi;
// A cue before the words that are not the role ("at a startup", "in Leeds"), with whitespace on both sides. It starts
// only where a whitespace run starts, and reads the run after the cue in a lookahead (group 1) without taking it,
// so "at at" still finds its second cue.
export const TAIL_CUE = /(?<!\s)\s+(?:at|in|for|with|within|@|based in|working (?:at|in|for))(?=(\s+))/gi;
// "(…)" up to the first ")" on its line; an unclosed "(" takes the rest of its line and is left as it is.
export const BRACKETED = /\([^)\n\r\u2028\u2029]*\)?/g;
// Separators at either end; the end run starts only where a run starts (else each start rescans it).
export const EDGE_SEPARATORS = /^[\s,;:–-]+|(?<![\s,;:–-])[\s,;:–-]+$/g;
const LINE_TERMINATORS = new Set(["\n", "\r", "\u2028", "\u2029"]);
const LEAD = /^(?:i am|i'm|im|working as|work as|job as|currently|a|an|the)\s+/i;
const STOP = new Set(["of", "the", "and", "a", "an", "in", "for", "to", "at", "with", "on", "or", "de", "la", "le", "und"]);
const QUALIFIERS = new Set(
  "senior sr snr junior jr lead principal staff chief head intern trainee graduate grad entry level mid ii iii iv i experienced apprentice expert registered qualified certified chartered licensed newly assistant deputy trainee full part time contract permanent temporary locum remote hybrid".split(
    " ",
  ),
);

let vocabulary: {
  words: Set<string>;
  grams: { word: string; grams: Set<string> }[];
  names: { title: string; norm: string; tokens: Set<string>; grams: Set<string> }[];
} | null = null;

function trigrams(s: string): Set<string> {
  const padded = `  ${s} `;
  const out = new Set<string>();
  for (let i = 0; i < padded.length - 2; i++) out.add(padded.slice(i, i + 3));
  return out;
}

function dice<T>(a: Set<T>, b: Set<T>): number {
  if (!a.size || !b.size) return 0;
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  return (2 * inter) / (a.size + b.size);
}

function getVocabulary() {
  if (!vocabulary) {
    const words = new Set<string>();
    const names: { title: string; norm: string; tokens: Set<string>; grams: Set<string> }[] = [];
    for (const o of OCCUPATIONS) {
      for (const name of [o.title, ...o.alternateTitles]) {
        const norm = normalizeTitle(name);
        for (const w of norm.split(" ")) if (w) words.add(w);
        names.push({ title: o.title, norm, tokens: new Set(norm.split(" ")), grams: trigrams(norm) });
      }
    }
    vocabulary = { words, grams: [...words].filter((w) => w.length >= 4).map((word) => ({ word, grams: trigrams(word) })), names };
  }
  return vocabulary;
}

function isExplained(word: string): boolean {
  const v = getVocabulary();
  if (v.words.has(word) || QUALIFIERS.has(word) || STOP.has(word) || /^\d+$/.test(word)) return true;
  if (word.length < 4) return false;
  const g = trigrams(word);
  return v.grams.some((x) => dice(g, x.grams) >= 0.6);
}

/** The three known titles nearest to a text (token overlap and character trigrams). */
export function suggestRoles(text: string, n = 3): string[] {
  const norm = normalizeTitle(text);
  const tokens = new Set(norm.split(" ").filter(Boolean));
  const grams = trigrams(norm);
  const best = new Map<string, number>();
  for (const name of getVocabulary().names) {
    const s = 0.5 * dice(tokens, name.tokens) + 0.5 * dice(grams, name.grams);
    if (s > (best.get(name.title) ?? -1)) best.set(name.title, s);
  }
  return [...best]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([title]) => title);
}

/**
 * The text cut to one space from its first tail cue after which the text stays on one line (the whitespace right
 * after the cue may hold line breaks): "Nurse at a startup in Leeds" → "Nurse ". What
 * `replace(/\s+(?:cue)\s+.*$/i, " ")` did, without ".*$" rescanning the line after every cue.
 */
export function cutRoleTail(s: string): string {
  let lastBreak = s.length - 1;
  while (lastBreak >= 0 && !LINE_TERMINATORS.has(s[lastBreak])) lastBreak--;
  for (const m of s.matchAll(TAIL_CUE)) if (m.index + m[0].length + m[1].length > lastBreak) return `${s.slice(0, m.index)} `;
  return s;
}

/** The role words of a career text: organisation types, places after "at/in/for", scale words and fillers removed. */
export function cleanRoleText(text: string): string {
  let s = cutRoleTail(text.replace(BRACKETED, (m) => (m.endsWith(")") ? " " : m)));
  for (const re of ORG_MENTION_PATTERNS.values()) s = s.replace(re, " ");
  s = s.replace(SCALE_WORDS, " ").replace(/\s+/g, " ").trim();
  for (let i = 0; i < 3; i++) s = s.replace(LEAD, "");
  return s.replace(EDGE_SEPARATORS, "").trim();
}

/** Roles to suggest when the text names only an organisation type ("Startup", "the NHS"). */
const ORG_EXAMPLES: Record<string, string[]> = {
  nhs: ["Registered Nurse", "General Practitioner", "Medical and Health Services Manager"],
  public: ["Public Administrator", "Policy Analyst", "Social Worker"],
  charity: ["Nonprofit Director", "Fundraiser", "Social Worker"],
  startup: ["Software Developer", "Product Manager", "Chief Executive"],
  "scale-up": ["Software Developer", "Product Manager", "Sales Representative"],
  "self-employed": ["Writer", "Graphic Designer", "Management Consultant"],
  agency: ["Marketing Manager", "Graphic Designer", "Management Consultant"],
  corporate: ["Accountant", "Management Consultant", "Project Manager"],
};

function orgExamples(org: OrgType): string[] {
  const known = new Set(OCCUPATIONS.map((o) => o.title));
  const picked = (ORG_EXAMPLES[org.key] ?? []).filter((t) => known.has(t));
  return picked.length ? picked : suggestRoles(org.label);
}

const MEMO = new Map<string, RoleRecognition>();

/** Recognises a career text as an occupation, or says why not with the nearest known titles. */
export function recogniseRole(text: string): RoleRecognition {
  const key = text.trim().toLowerCase();
  const hit = MEMO.get(key);
  if (hit) return hit;
  const result = recognise(text.trim());
  if (MEMO.size > 5_000) MEMO.delete(MEMO.keys().next().value as string);
  MEMO.set(key, result);
  return result;
}

function recognise(text: string): RoleRecognition {
  const org = findOrgType(text)?.org ?? null;
  const cleaned = cleanRoleText(text);
  const miss = (reason: string): RoleRecognition => ({
    occupation: null,
    score: 0,
    matchedOn: null,
    cleaned,
    org,
    suggestions: suggestRoles(cleaned || text),
    reason,
  });
  if (!cleaned || isOnlyOrgType(text)) {
    if (org)
      return {
        ...miss(
          `"${text}" names an organisation type (${org.label}), not a role; name the role, e.g. "${orgExamples(org)[0]} at a ${org.label}"`,
        ),
        suggestions: orgExamples(org),
      };
    return miss("no role words");
  }
  const m = findOccupation(cleaned);
  if (!m) return miss("no known title is close to it");
  if (m.score >= 0.95)
    return {
      occupation: m.occupation,
      score: m.score,
      matchedOn: m.matchedOn,
      cleaned,
      org,
      suggestions: [],
      reason: "exact title or alias",
    };
  const words = normalizeTitle(cleaned)
    .split(" ")
    .filter((w) => w && !STOP.has(w) && !QUALIFIERS.has(w));
  const unexplained = words.filter((w) => !isExplained(w));
  if (m.score < MIN_FUZZY_SCORE) return miss(`the closest title "${m.matchedOn}" scores ${m.score}, below ${MIN_FUZZY_SCORE}`);
  if (words.length && unexplained.length / words.length > MAX_UNEXPLAINED_SHARE)
    return miss(`${unexplained.length} of ${words.length} words are not in any known title (${unexplained.join(", ")})`);
  return {
    occupation: m.occupation,
    score: m.score,
    matchedOn: m.matchedOn,
    cleaned,
    org,
    suggestions: [],
    reason: `fuzzy match ${m.score} on "${m.matchedOn}"`,
  };
}
