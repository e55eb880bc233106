/**
 * Skills taxonomy: ~3,000 skills, tools, certifications, spoken languages and soft skills.
 * Sources: O*NET 28 Technology Skills and ESCO v1.2 (names, grouping), linguist-languages 9.5
 * (programming/markup language names and aliases, MIT), countries-list 3.4 (spoken language names).
 * premiumPercent values are estimates (`estimate: true`).
 */
import type { Skill } from "@/lib/knowledge/types";
import { buildSkills } from "./build";
import { SENSE_RULES } from "./context-rules";
import { buildMatcherIndex, matchSkills, tokenize, type SkillMention } from "./matcher";

const SENSES = new Map(SENSE_RULES.map((r) => [r.form, r]));
const CONTEXT_WORD = /[\p{L}\p{N}]{1,40}/gu;

/**
 * Drops mentions of an ambiguous abbreviation (SENSE_RULES) whose document does not speak of its domain, or
 * speaks of a competing one ("EMT" among wiring and switchgear).
 */
export function applySenseRules(mentions: SkillMention[], context: string): SkillMention[] {
  if (!mentions.some((m) => SENSES.has(m.text))) return mentions;
  const words = new Set(context.toLowerCase().match(CONTEXT_WORD) ?? []);
  return mentions.filter((m) => {
    const r = SENSES.get(m.text);
    if (!r) return true;
    return r.domain.some((w) => words.has(w)) && !r.against.some((w) => words.has(w));
  });
}
import { toCompactKey, toLookupKey } from "./normalize";

export type { SkillMention, Token } from "./matcher";
export { tokenize };

export const SOURCES = [
  { publisher: "O*NET Resource Center (US DOL/ETA)", dataset: "O*NET 28.0 Technology Skills", year: 2023 },
  { publisher: "European Commission", dataset: "ESCO v1.2 skills pillar", year: 2024 },
  { publisher: "GitHub Linguist via linguist-languages 9.5 (MIT)", dataset: "languages.yml", year: 2025 },
  { publisher: "countries-list 3.4", dataset: "ISO 639-1 language names", year: 2024 },
];

const BUILT = buildSkills();
const INDEX = buildMatcherIndex(BUILT);

export const SKILLS: Skill[] = BUILT.map((b) => b.skill);

const BY_ID = new Map(SKILLS.map((s) => [s.id, s]));
const BY_KEY = new Map<string, Skill>();
const BY_COMPACT = new Map<string, Skill>();
for (const skill of SKILLS) {
  for (const form of [skill.name, ...skill.aliases]) {
    const key = toLookupKey(form);
    if (!BY_KEY.has(key)) BY_KEY.set(key, skill);
  }
}
// The labels in other languages ("Elektrotechnik", "soins aux patients") resolve to their skill too, after every
// name and alias.
for (const { skill, forms } of BUILT) {
  for (const form of forms) {
    const key = toLookupKey(form);
    if (key && !BY_KEY.has(key)) BY_KEY.set(key, skill);
  }
}
for (const skill of SKILLS) {
  for (const form of [skill.name, ...skill.aliases]) {
    const compact = toCompactKey(form);
    if (compact && !BY_COMPACT.has(compact)) BY_COMPACT.set(compact, skill);
  }
}

export function getSkill(id: string): Skill | undefined {
  return BY_ID.get(id);
}

/**
 * `/\s*v?\d+(\.\d+)*\+?$/` and `/\s*\(.*\)$/` in linear time. The lookbehinds skip start points inside a run that
 * an earlier start point already covers (more whitespace, digits, "v" or "1." before them) and, for "(", one
 * after an earlier "(" on its line, which failed to reach the final ")" just the same.
 */
const VERSION_TAIL = /(?<!\s)(?:\s+v?|v|(?<![\dv])(?<!\d\.))\d+(\.\d+)*\+?$/;
const PAREN_TAIL = /(?<!\s)\s*\((?<!\(.*?\().*\)$/;

/**
 * A separator-free lookup ("reactjs" for "React.js"), only for forms of three or more characters: two letters
 * without their punctuation are too many things at once ("M.E" the degree is not "M&E").
 */
function compactHit(key: string): Skill | undefined {
  const compact = toCompactKey(key);
  return compact.length >= 3 ? BY_COMPACT.get(compact) : undefined;
}

/**
 * Resolves a free-text skill name: exact name/alias, then id, then a separator-free form
 * ("react.js", "ReactJS"), then without a trailing version or "js"/plural suffix. Null when unknown.
 */
export function resolveSkill(text: string): Skill | null {
  const key = toLookupKey(text);
  if (!key) return null;
  const direct = BY_KEY.get(key) ?? BY_ID.get(key) ?? compactHit(key);
  if (direct) return direct;
  const variants = [
    key.replace(VERSION_TAIL, ""),
    key.replace(PAREN_TAIL, ""),
    key.replace(/(\.|\s)?js$/, ""),
    key.replace(/ies$/, "y"),
    key.replace(/s$/, ""),
    key.replace(/^(skills? in|knowledge of|experience (in|with)|proficiency in)\s+/, ""),
  ];
  for (const v of variants) {
    if (v && v !== key) {
      const hit = BY_KEY.get(v) ?? compactHit(v);
      if (hit) return hit;
    }
  }
  return null;
}

/**
 * Finds skill mentions in text (longest match over a token trie built once at load).
 * Short or common-word forms ("Go", "R", "Excel", "CA") need their casing and/or a nearby skill cue.
 */
export function findSkillsInText(text: string, context: string = text): SkillMention[] {
  return dropInsideOrganisationNames(applySenseRules(matchSkills(INDEX, text), context), text);
}

/**
 * Words that end an organisation's name ("… Teaching Hospitals NHS Foundation Trust", "Leeds City Council") or
 * lead one before "of" ("University of Kent", "Royal College of Nursing"). Not "Group" or "Academy": "Python User
 * Group" and "Cisco Networking Academy" say something of the person's skills; not "PLC", which FORM_RULES reads
 * ("Siemens PLC programming").
 */
const ORG_END = new Set([
  "trust",
  "hospital",
  "hospitals",
  "university",
  "college",
  "council",
  "ltd",
  "limited",
  "inc",
  "llc",
  "gmbh",
  "foundation",
  "authority",
  "school",
  "institute",
  "corporation",
  "company",
  "bank",
]);
/** Every organisation word of ORG_END as a whole word, in any case; built from the set, so the two cannot drift. */
export const ORG_END_ALL = new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...ORG_END].join("|")})(?![\\p{L}\\p{N}])`, "giu");
const NAME_JOINERS = new Set(["and", "of", "for", "the", "&", "upon", "on"]);
const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}&'’.-]*|&|[^\s\p{L}\p{N}]/gu;

/**
 * Character spans of organisation names: capitalised words (joined by "and", "of", "&" …) ending in an
 * organisation word, and "University of X"-style names after one. Exported for tests.
 */
export function organisationNameSpans(text: string): [number, number][] {
  // Only the text around each organisation word is read: a name is at most ten words before it and eight after.
  const spans: [number, number][] = [];
  for (const m of text.matchAll(ORG_END_ALL)) {
    if (!/^\p{Lu}/u.test(m[0])) continue;
    const from = Math.max(0, m.index - 160);
    const to = Math.min(text.length, m.index + m[0].length + 120);
    for (const [a, b] of spansIn(text.slice(from, to))) {
      const span: [number, number] = [a + from, b + from];
      if (!spans.some(([x, y]) => x === span[0] && y === span[1])) spans.push(span);
    }
  }
  return spans;
}

function spansIn(text: string): [number, number][] {
  const words: { w: string; start: number; end: number }[] = [];
  for (const m of text.matchAll(WORD_RE)) words.push({ w: m[0], start: m.index, end: m.index + m[0].length });
  const cap = (i: number) => /^\p{Lu}/u.test(words[i]?.w ?? "");
  const gapOk = (a: number, b: number) => !/[\n\r]/.test(text.slice(words[a].end, words[b].start));
  const spans: [number, number][] = [];
  for (let i = 0; i < words.length; i++) {
    if (!cap(i) || !ORG_END.has(words[i].w.toLowerCase())) continue;
    // Backward over capitalised words and joiners (a joiner never starts the name).
    let from = i;
    for (let j = i - 1; j >= 0 && i - j <= 10 && gapOk(j, j + 1); j--) {
      if (cap(j)) from = j;
      else if (!NAME_JOINERS.has(words[j].w.toLowerCase())) break;
    }
    // Forward: "University of Kent", "College of Nursing and Midwifery".
    let to = i;
    if (words[i + 1]?.w.toLowerCase() === "of" && gapOk(i, i + 1)) {
      for (let j = i + 2; j < words.length && j - i <= 8 && gapOk(j - 1, j); j++) {
        if (cap(j)) to = j;
        else if (!NAME_JOINERS.has(words[j].w.toLowerCase())) break;
      }
    }
    if (from < i || to > i) spans.push([words[from].start, words[to].end]);
  }
  return spans;
}

/** Mentions that lie wholly inside an organisation's name ("Teaching" in "Leeds Teaching Hospitals") are not skills. */
function dropInsideOrganisationNames(mentions: SkillMention[], text: string): SkillMention[] {
  if (!mentions.length) return mentions;
  const spans = organisationNameSpans(text);
  if (!spans.length) return mentions;
  return mentions.filter((m) => !spans.some(([a, b]) => m.start >= a && m.end <= b));
}

/** Same as findSkillsInText but on tokens the caller already has (the extractor reuses them). */
export function findSkillsInTokens(text: string, tokens: ReturnType<typeof tokenize>): SkillMention[] {
  return matchSkills(INDEX, text, tokens);
}

/** Distinct skills of a mention list, first-seen order. */
export function listDistinctSkills(mentions: SkillMention[]): Skill[] {
  const seen = new Map<string, Skill>();
  for (const m of mentions) if (!seen.has(m.skill.id)) seen.set(m.skill.id, m.skill);
  return [...seen.values()];
}
