import { findDateRanges, type DateRange } from "@/lib/engine/parse/dates";
import { isHeadNoun } from "@/lib/engine/parse/titles";
import { OCCUPATIONS } from "@/lib/knowledge/occupations";
import { resolveSkill, tokenize, type Token } from "@/lib/knowledge/skills";
import type { Skill } from "@/lib/knowledge/types";
import { findBlockedSpans, findHeadings, sectionAt, type Heading, type SectionKind } from "./layout";

/** Shared per-document view: tokens, line index of each token, and small text helpers. */
export interface Doc {
  text: string;
  tokens: Token[];
  /** line number of each token */
  lineOf: number[];
  lines: string[];
  lineStarts: number[];
  /** number of tokens on each line */
  lineTokenCount: number[];
  /** lines that carry a date range (CV role headers) */
  roleLines: Set<number>;
  /** date ranges of the whole text, found once */
  dateRanges: DateRange[];
  /** per-token head-noun test, filled lazily (0 unknown, 1 yes, 2 no): three finders ask about the same tokens */
  headNoun: Uint8Array;
  /** CV section headings in text order (also inline ones of one-line CVs) */
  headings: Heading[];
  /** URLs, e-mail addresses and editorial markers, sorted by start: no entity may overlap them */
  blocked: [number, number][];
}

export function buildDoc(text: string): Doc {
  const tokens = tokenize(text);
  const lines = text.split("\n");
  const lineStarts: number[] = [];
  let pos = 0;
  for (const l of lines) {
    lineStarts.push(pos);
    pos += l.length + 1;
  }
  const lineOf: number[] = [];
  let line = 0;
  for (const t of tokens) {
    while (line + 1 < lineStarts.length && lineStarts[line + 1] <= t.start) line++;
    lineOf.push(line);
  }
  const dateRanges = /(?:19|20)\d{2}/.test(text) ? findDateRanges(text) : [];
  const roleLines = new Set<number>();
  for (const r of dateRanges) {
    let l = 0;
    while (l + 1 < lineStarts.length && lineStarts[l + 1] <= r.index) l++;
    roleLines.add(l);
  }
  const lineTokenCount = new Array<number>(lines.length).fill(0);
  for (const l of lineOf) lineTokenCount[l]++;
  const headings = findHeadings(text, tokens);
  const blocked = findBlockedSpans(text);
  for (const h of headings) blocked.push([h.start, h.end]);
  blocked.sort((a, b) => a[0] - b[0]);
  return {
    text,
    tokens,
    lineOf,
    lines,
    lineStarts,
    roleLines,
    lineTokenCount,
    dateRanges,
    headNoun: new Uint8Array(tokens.length),
    headings,
    blocked,
  };
}

/** The CV section an offset falls in (null before the first heading, and in texts without headings). */
export function sectionOf(doc: Doc, offset: number): SectionKind | null {
  return doc.headings.length ? sectionAt(doc.headings, offset) : null;
}

/** Whether [start, end) overlaps a blocked span (URL, e-mail, marker, heading). */
export function isBlocked(doc: Doc, start: number, end: number): boolean {
  for (const [a, b] of doc.blocked) {
    if (a >= end) return false;
    if (b > start) return true;
  }
  return false;
}

/**
 * A date range starts or ends within `window` characters of [start, end) on the same line: the local test for
 * "this is a role header", which a whole-line test cannot give when a CV arrives as one line.
 */
export function hasDateRangeNear(doc: Doc, start: number, end: number, window = 80): boolean {
  for (const r of doc.dateRanges) {
    const rs = r.index;
    const re = r.index + r.text.length;
    if (re < start - window || rs > end + window) continue;
    // Between the mention and the range: the rest of a header ("Acme GmbH, Berlin | "), not sentences.
    const between = rs >= end ? doc.text.slice(end, rs) : doc.text.slice(re, start);
    if (between.includes("\n") || /\.\s/.test(between) || between.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length > 3) continue;
    return true;
  }
  return false;
}

export function lineIndexAt(doc: Doc, offset: number): number {
  let lo = 0;
  let hi = doc.lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (doc.lineStarts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** First letter is upper case; ASCII fast path because this runs for every token several times. */
export function isCapitalized(raw: string): boolean {
  const c = raw.charCodeAt(0);
  if (c < 128) return c >= 65 && c <= 90;
  const ch = raw.charAt(0);
  return ch !== ch.toLowerCase() && ch === ch.toUpperCase();
}

// Person nouns that end occupation titles of the gazetteer at least twice ("Radiologic Technologist", "Nurse
// Practitioner", "Production Operative") beyond the parser's head-noun list; words that also name things are left out.
const NOT_PERSON_HEADS = new Set([
  "server",
  "carrier",
  "member",
  "maker",
  "setter",
  "hand",
  "restaurant",
  "processor",
  "contractor",
  "caretaker",
]);
const GAZETTEER_HEADS = (() => {
  const count = new Map<string, number>();
  for (const o of OCCUPATIONS)
    for (const title of [o.title, ...o.alternateTitles]) {
      const words = title.toLowerCase().split(/\s+/);
      const last = words[words.length - 1];
      if (/^\p{L}{4,}(?:ist|or|er|ian|ive|ner|ant)$/u.test(last) && !NOT_PERSON_HEADS.has(last))
        count.set(last, (count.get(last) ?? 0) + 1);
    }
  return new Set([...count].filter(([w, n]) => n >= 2 && !isHeadNoun(w)).map(([w]) => w));
})();

const GAZETTEER_HEAD_MEMO = new Map<string, boolean>();
function isGazetteerHead(raw: string): boolean {
  let hit = GAZETTEER_HEAD_MEMO.get(raw);
  if (hit === undefined) {
    const w = raw.toLowerCase();
    hit = GAZETTEER_HEADS.has(w) || (w.length > 5 && w.endsWith("s") && GAZETTEER_HEADS.has(w.slice(0, -1)));
    if (GAZETTEER_HEAD_MEMO.size < 50_000) GAZETTEER_HEAD_MEMO.set(raw, hit);
  }
  return hit;
}

/** isHeadNoun of token i, computed once per document. */
export function isHeadNounAt(doc: Doc, i: number): boolean {
  let v = doc.headNoun[i];
  if (v === 0) {
    v = isHeadNoun(doc.tokens[i].raw) || isGazetteerHead(doc.tokens[i].raw) ? 1 : 2;
    doc.headNoun[i] = v;
  }
  return v === 1;
}

/** The gap between tokens a and b is exactly one space (the common case, answered without slicing). */
export function isSpaceGap(doc: Doc, a: number, b: number): boolean {
  const from = doc.tokens[a].end;
  return doc.tokens[b].start - from === 1 && doc.text.charCodeAt(from) === 32;
}

/** Text between two tokens (exclusive). */
export function gapBetween(doc: Doc, a: number, b: number): string {
  return doc.text.slice(doc.tokens[a].end, doc.tokens[b].start);
}

/** Index of the first token starting at or after an offset. */
export function tokenAt(doc: Doc, offset: number): number {
  let lo = 0;
  let hi = doc.tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (doc.tokens[mid].start < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

// Finders ask the taxonomy about the same short phrases in every document ("Python", "Marketing"); answers are kept
// (bounded), as resolveSkill is pure.
const RESOLVED = new Map<string, Skill | null>();

/** resolveSkill with a bounded memo. */
export function resolveSkillCached(text: string): Skill | null {
  let hit = RESOLVED.get(text);
  if (hit === undefined) {
    hit = resolveSkill(text);
    if (RESOLVED.size < 20_000) RESOLVED.set(text, hit);
  }
  return hit;
}
