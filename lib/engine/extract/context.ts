import { findDateRanges } from "@/lib/engine/parse/dates";
import { tokenize, type Token } from "@/lib/knowledge/skills";

/** Shared per-document view: tokens, line index of each token, and small text helpers. */
export interface Doc {
  text: string;
  tokens: Token[];
  /** line number of each token */
  lineOf: number[];
  lines: string[];
  lineStarts: number[];
  /** lines that carry a date range (CV role headers) */
  roleLines: Set<number>;
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
  const roleLines = new Set<number>();
  lines.forEach((l, i) => {
    if (/(?:19|20)\d{2}/.test(l) && findDateRanges(l).length) roleLines.add(i);
  });
  return { text, tokens, lineOf, lines, lineStarts, roleLines };
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

export function isCapitalized(raw: string): boolean {
  return /^\p{Lu}/u.test(raw);
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
