import type { Occupation } from "../types";
import { SENIORITY_WORDS } from "./seniority";

export interface OccupationMatch {
  occupation: Occupation;
  /** 0..1: 1 exact title, 0.95 exact after removing seniority words, lower for fuzzy matches */
  score: number;
  /** the title or alternate title that matched */
  matchedOn: string;
}

/** Below this the best fuzzy candidate is more often wrong than right on our title checks. */
export const MATCH_THRESHOLD = 0.55;

// Common spelling variants folded before matching, so "labour"/"labor" and "analyse"/"analyze" meet.
const FOLD: Record<string, string> = {
  labour: "labor",
  organisation: "organization",
  analyse: "analyze",
  programme: "program",
  centre: "center",
  engineers: "engineer",
  developers: "developer",
  nurses: "nurse",
  mgr: "manager",
  eng: "engineer",
  dev: "developer",
  specialist: "specialist",
  technician: "technician",
  tech: "technician",
  ops: "operations",
  sw: "software",
  swe: "software engineer",
  adviser: "advisor",
  advisers: "advisor",
  mgmt: "management",
  admin: "administrator",
  asst: "assistant",
  // UK trade slang and common singular/plural slips seen in job ads.
  sparky: "electrician",
  sparkie: "electrician",
  chippy: "carpenter",
  chippie: "carpenter",
  brickie: "bricklayer",
  solution: "solutions",
};

export function normalizeTitle(s: string): string {
  return (
    s
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      // `/\(.*?\)/g`; a "(" after an unclosed "(" on its line is skipped at once instead of rescanning the line.
      .replace(/\((?<!\([^)\n\r\u2028\u2029]*?\().*?\)/g, " ")
      .replace(/[^a-z0-9+#.]+/g, " ")
      .replace(/\.(?=\s|$)/g, "")
      .split(" ")
      .filter(Boolean)
      .map((w) => FOLD[w] ?? w)
      .join(" ")
      .trim()
  );
}

/**
 * A German feminine job title ("Krankenpflegerin", "Ärztin", plural "Pflegerinnen") read as the form our titles
 * list ("krankenpfleger"): the word loses "in"/"innen" when it is not itself a known word and the stem is.
 */
export function feminineStem(word: string, known: (w: string) => boolean): string {
  if (word.length < 7 || known(word)) return word;
  const stem = word.endsWith("innen") ? word.slice(0, -5) : word.endsWith("in") ? word.slice(0, -2) : null;
  return stem && stem.length >= 4 && known(stem) ? stem : word;
}

function stripSeniority(normalized: string): string {
  const kept = normalized.split(" ").filter((w) => !SENIORITY_WORDS.has(w));
  return kept.length ? kept.join(" ") : normalized;
}

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

interface IndexedName {
  occupation: Occupation;
  name: string;
  stripped: string;
  tokens: Set<string>;
  grams: Set<string>;
}

export interface TitleIndex {
  exact: Map<string, IndexedName>;
  stripped: Map<string, IndexedName>;
  byToken: Map<string, IndexedName[]>;
}

export function buildTitleIndex(occupations: readonly Occupation[]): TitleIndex {
  const exact = new Map<string, IndexedName>();
  const stripped = new Map<string, IndexedName>();
  const byToken = new Map<string, IndexedName[]>();
  const seniorityNamed: IndexedName[] = [];
  // Every canonical title is indexed before any alternate title, so a role's own title always reaches it
  // ("Office Manager" is office-manager, not administrative-services-manager's alias "office manager").
  const names = [
    ...occupations.map((occupation) => ({ occupation, name: occupation.title })),
    ...occupations.flatMap((occupation) => occupation.alternateTitles.map((name) => ({ occupation, name }))),
  ];
  for (const { occupation, name } of names) {
    const norm = normalizeTitle(name);
    const s = stripSeniority(norm);
    const entry: IndexedName = { occupation, name, stripped: s, tokens: new Set(s.split(" ")), grams: trigrams(s) };
    if (!exact.has(norm)) exact.set(norm, entry);
    // Names that carry seniority words ("head of sales", "chief engineer") only claim their stripped form
    // when no plain name has it, so "Sales" is not read as a head-of-sales role.
    if (s !== norm) seniorityNamed.push(entry);
    else if (!stripped.has(s)) stripped.set(s, entry);
    for (const t of entry.tokens) {
      const list = byToken.get(t) ?? [];
      list.push(entry);
      byToken.set(t, list);
    }
  }
  for (const entry of seniorityNamed)
    if (!stripped.has(entry.stripped) && entry.stripped.includes(" ")) stripped.set(entry.stripped, entry);
  return { exact, stripped, byToken };
}

/**
 * Fuzzy title match. Exact title → 1; exact after dropping seniority words → 0.95; otherwise a blend of
 * token overlap (Dice) and character-trigram similarity (tolerates typos and plurals), with a bonus when
 * the head noun (last word, e.g. "engineer", "nurse") agrees, capped at 0.9.
 */
export function matchTitle(index: TitleIndex, text: string): OccupationMatch | null {
  const whole = matchNormalized(index, normalizeTitle(text));
  if (whole && whole.score >= 0.95) return whole;
  // "Professor of Economics", "Engineer, Backend": the role noun sits before "of" or the comma.
  // A longer head ending in whitespace is never the shortest (the lookbehind), so a whitespace run is scanned once.
  const head = /^(.+?)(?<!.\s)(?:\s+of\s+|\s*[,(–-]\s+)/i.exec(text)?.[1];
  const part = head ? matchNormalized(index, normalizeTitle(head)) : null;
  const partScore = part ? Math.round(part.score * 0.9 * 1000) / 1000 : 0;
  const best = part && partScore > (whole?.score ?? 0) ? { ...part, score: partScore } : whole;
  return best && best.score >= MATCH_THRESHOLD ? best : null;
}

function matchNormalized(index: TitleIndex, written: string): OccupationMatch | null {
  if (!written) return null;
  const norm = written
    .split(" ")
    .map((w) => feminineStem(w, (x) => index.byToken.has(x)))
    .join(" ");
  const hit = index.exact.get(norm);
  if (hit) return { occupation: hit.occupation, score: 1, matchedOn: hit.name };
  const s = stripSeniority(norm);
  const shit = index.stripped.get(s);
  if (shit) return { occupation: shit.occupation, score: 0.95, matchedOn: shit.name };

  const qTokens = new Set(s.split(" "));
  const qGrams = trigrams(s);
  const head = s.split(" ").at(-1);
  const seen = new Set<IndexedName>();
  let best: OccupationMatch | null = null;
  for (const t of qTokens) {
    for (const cand of index.byToken.get(t) ?? []) {
      if (seen.has(cand)) continue;
      seen.add(cand);
      best = better(best, cand, scoreCandidate(cand, qTokens, qGrams, head));
    }
  }
  // No shared whole word (typos such as "sofware enginer"): fall back to trigram similarity over all names.
  if (!best) {
    for (const cand of index.exact.values()) best = better(best, cand, 0.85 * dice(qGrams, cand.grams));
  }
  return best;
}

/**
 * Two titles that share only their head noun and qualify it differently name different work ("Logistics
 * Specialist" is no "GIS Specialist", "Energy Engineer" no "Software Engineer"): such a candidate keeps this
 * share of its score, which puts it under MATCH_THRESHOLD.
 */
const OTHER_QUALIFIER_FACTOR = 0.75;
/** Words that say how a post is staffed, not what it does ("Supply Teacher", "Cover Teacher"), beside QUALIFIERS. */
const SHIFT_WORDS = new Set(["supply", "cover", "sessional", "peripatetic", "visiting"]);

function scoreCandidate(cand: IndexedName, qTokens: Set<string>, qGrams: Set<string>, head?: string): number {
  const tokenSim = dice(qTokens, cand.tokens);
  const gramSim = dice(qGrams, cand.grams);
  const sameHead = !!head && cand.stripped.endsWith(head);
  const headBonus = sameHead ? 0.1 : 0;
  const score = Math.min(0.9, 0.55 * tokenSim + 0.35 * gramSim + headBonus);
  if (sameHead && qTokens.size > 1 && cand.tokens.size > 1 && ![...cand.tokens].some((t) => t !== head && qTokens.has(t)))
    return score * OTHER_QUALIFIER_FACTOR;
  // A bare head noun ("engineer", "administrator") read for a qualified title ("Energy Engineer", "Warehouse
  // Administrator") is a guess from one generic word, not a reading of the title.
  if (sameHead && cand.tokens.size === 1 && [...qTokens].some((t) => t !== head && !QUALIFIERS.has(t) && !SHIFT_WORDS.has(t)))
    return score * OTHER_QUALIFIER_FACTOR;
  return score;
}

function better(best: OccupationMatch | null, cand: IndexedName, score: number): OccupationMatch | null {
  if (best && best.score >= score) return best;
  return { occupation: cand.occupation, score: Math.round(score * 1000) / 1000, matchedOn: cand.name };
}

// ---------------------------------------------------------------------------------------------------------------
// Recognition: whether a fuzzy match is a real reading of the title or a guess from one shared word.

/** Fuzzy matches below this are never accepted as a recognised role (exact and seniority-stripped matches are). */
export const RECOGNITION_THRESHOLD = 0.6;
/** At most this share of a title's content words may be words we have never seen in any title or skill. */
export const MAX_UNEXPLAINED_SHARE = 1 / 3;

/** Words that qualify a job title without naming the work (contract, shift, place, sector). */
const QUALIFIERS = new Set(
  (
    "nhs band agency locum relief bank night nights day days weekend weekends shift shifts permanent temporary temp perm " +
    "contract contractor fixed term ftc maternity cover remote hybrid home based office onsite site uk usa eu emea apac " +
    "london nationwide international global regional national local area multi new immediate start urgent start " +
    "class cscs hgv lgv c1 c ce cat qualified registered certified chartered accredited licensed trained newly " +
    "public private sector team department ward unit clinic hospital school college university company group " +
    "m w d f x ft pt hours hour week weekly month monthly year annual salary per plus bonus benefits ote " +
    "virtual care community support services service general operations level grade entry"
  ).split(" "),
);

const STOP = new Set([
  "of",
  "the",
  "and",
  "a",
  "an",
  "in",
  "for",
  "to",
  "at",
  "with",
  "on",
  "or",
  "de",
  "la",
  "le",
  "du",
  "des",
  "und",
  "fur",
]);

export interface Recognition {
  match: OccupationMatch | null;
  /** content words of the title that no occupation title, alias or skill contains */
  unexplained: string[];
  reason: string;
}

export interface Recognizer {
  index: TitleIndex;
  vocabulary: Set<string>;
  vocabularyGrams: { word: string; grams: Set<string> }[];
}

/** Vocabulary = every word of every occupation name, plus caller-supplied words (skill names, localised titles). */
export function buildRecognizer(index: TitleIndex, extraWords: Iterable<string> = []): Recognizer {
  const vocabulary = new Set<string>();
  for (const name of index.exact.keys()) for (const w of name.split(" ")) if (w) vocabulary.add(w);
  for (const raw of extraWords) for (const w of normalizeTitle(raw).split(" ")) if (w.length > 1) vocabulary.add(w);
  const vocabularyGrams = [...vocabulary].filter((w) => w.length >= 4).map((word) => ({ word, grams: trigrams(word) }));
  return { index, vocabulary, vocabularyGrams };
}

function isExplained(r: Recognizer, word: string): boolean {
  if (r.vocabulary.has(word) || QUALIFIERS.has(word) || SENIORITY_WORDS.has(word) || STOP.has(word)) return true;
  if (/^\d+[a-z]?$/.test(word)) return true;
  if (word.length < 4) return false;
  // Typos and inflections ("enginer", "nurses", "programmierer"): close in character trigrams to a known word.
  const g = trigrams(word);
  return r.vocabularyGrams.some((v) => dice(g, v.grams) >= 0.6);
}

function contentWords(normalized: string): string[] {
  return normalized.split(" ").filter((w) => w && !STOP.has(w) && !SENIORITY_WORDS.has(w));
}

/**
 * A title's head: the shortest start (one character, or ending in a non-space) before a separator. "(.+?)" alone
 * also tried every end inside a whitespace run, each time rescanning the run for a separator (quadratic); the
 * shortest head never ends in whitespace unless it is one character long, so the heads are the same. Exported for
 * the unit test.
 */
export const TITLE_HEAD = /^(.|.*?\S)(?:\s+(?:at|for|with|@|-|–)\s+|\s*[|,(/]\s*)/i;

/**
 * The segments a title is read in: the whole title, then the part before a separator (" - ", "|", "(", ",",
 * " at ", " for ") because job ads append places, employers and shift details there.
 */
function segments(text: string): string[] {
  const out = [text];
  const head = TITLE_HEAD.exec(text)?.[1];
  if (head && head.trim() && head.trim() !== text.trim()) out.push(head.trim());
  return out;
}

/**
 * Recognise a job title: accept exact and seniority-stripped matches; accept a fuzzy match only when it scores at
 * least RECOGNITION_THRESHOLD and at most MAX_UNEXPLAINED_SHARE of the title's content words are unknown to the
 * vocabulary. "xyz manager of nothing" shares "manager" with many roles but two of its three content words are
 * unknown, so it is not a role we can price.
 */
export function recognizeTitle(r: Recognizer, text: string): Recognition {
  let best: Recognition | null = null;
  for (const seg of segments(text)) {
    const norm = normalizeTitle(seg);
    const words = contentWords(norm);
    if (!words.length) continue;
    const unexplained = words.filter((w) => !isExplained(r, w));
    const match = matchTitle(r.index, seg);
    if (!match) {
      best ??= { match: null, unexplained, reason: "no occupation title or alias is close to it" };
      continue;
    }
    if (match.score >= 0.95) return { match, unexplained, reason: "exact title or alias" };
    const share = unexplained.length / words.length;
    const ok = match.score >= RECOGNITION_THRESHOLD && share <= MAX_UNEXPLAINED_SHARE;
    const candidate: Recognition = ok
      ? { match, unexplained, reason: `fuzzy match ${match.score} with ${unexplained.length}/${words.length} unknown words` }
      : {
          match: null,
          unexplained,
          reason:
            match.score < RECOGNITION_THRESHOLD
              ? `closest title "${match.matchedOn}" scores ${match.score}, below ${RECOGNITION_THRESHOLD}`
              : `${unexplained.length} of ${words.length} words are unknown (${unexplained.join(", ")})`,
        };
    if (ok && (!best?.match || match.score > best.match.score)) best = candidate;
    else if (!best) best = candidate;
  }
  return best ?? { match: null, unexplained: [], reason: "empty title" };
}

/** The n occupation titles closest to a text (token overlap and character trigrams), for "did you mean". */
export function suggestOccupationTitles(index: TitleIndex, text: string, n = 3): string[] {
  const s = stripSeniority(normalizeTitle(text));
  const qTokens = new Set(s.split(" "));
  const qGrams = trigrams(s);
  const head = s.split(" ").at(-1);
  const scored = [...index.exact.values()].map((cand) => ({
    title: cand.occupation.title,
    score: scoreCandidate(cand, qTokens, qGrams, head),
  }));
  scored.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title));
  const out: string[] = [];
  for (const x of scored) {
    if (!out.includes(x.title)) out.push(x.title);
    if (out.length === n) break;
  }
  return out;
}
