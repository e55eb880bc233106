import { findDateRanges, type DateRange } from "@/lib/engine/parse/dates";
import { tokenize, type Token } from "@/lib/knowledge/skills";

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
  return { text, tokens, lineOf, lines, lineStarts, roleLines, lineTokenCount, dateRanges };
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
