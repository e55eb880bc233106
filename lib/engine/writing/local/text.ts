/**
 * Counting rules shared by every writer and the API responses.
 *
 * Word: a maximal run of letters/digits (any script), with inner apostrophes, hyphens, dots or commas
 * between alphanumerics kept inside the word ("don't", "co-founded", "3.5", "1,200" are one word each).
 * Punctuation, bullets and symbols on their own are not words. Defined once so `word_count` is exact.
 */
const WORD_RE = /[\p{L}\p{N}]+(?:['’\-.,][\p{L}\p{N}]+)*/gu;

export function countWords(text: string): number {
  return text.match(WORD_RE)?.length ?? 0;
}

/**
 * Token estimate used for `usage` and `max_tokens`: one token per word piece of up to 4 characters
 * plus one per punctuation mark, close to the ~0.75 words/token of BPE tokenisers on English text.
 */
export function countTokens(text: string): number {
  let n = 0;
  for (const piece of text.match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu) ?? []) {
    n += /[\p{L}\p{N}]/u.test(piece) ? Math.max(1, Math.ceil(piece.length / 4)) : 1;
  }
  return n;
}

/** Splits text into the pieces a stream emits: a word with its leading whitespace. */
export function splitStreamPieces(text: string): string[] {
  // Each piece starts where the last one ended (the lookbehind): trailing whitespace is scanned once, not per character.
  return text.match(/(?<!\s)\s*\S+/g) ?? [];
}

/**
 * Keeps at most `maxTokens` tokens of text, cutting at a piece boundary.
 * Returns the kept text and whether it was cut.
 */
export function truncateToTokens(text: string, maxTokens: number): { text: string; truncated: boolean } {
  if (countTokens(text) <= maxTokens) return { text, truncated: false };
  let used = 0;
  let out = "";
  for (const piece of splitStreamPieces(text)) {
    const cost = countTokens(piece);
    if (used + cost > maxTokens) break;
    used += cost;
    out += piece;
  }
  return { text: out, truncated: true };
}

/**
 * Trims a document to `maxWords` by dropping whole sentences from the body (never the greeting or
 * sign-off), so the letter still reads as a letter. Paragraphs are separated by blank lines.
 */
export function fitParagraphsToWords(paragraphs: string[], maxWords: number, keepFirst = 1, keepLast = 1): string[] {
  const out = paragraphs.map((p) => p);
  const total = () => countWords(out.join("\n\n"));
  // Remove the last sentence of the longest removable paragraph until it fits.
  while (total() > maxWords) {
    let idx = -1;
    let best = 0;
    for (let i = keepFirst; i < out.length - keepLast; i++) {
      const w = countWords(out[i]);
      if (w > best) {
        best = w;
        idx = i;
      }
    }
    if (idx < 0) break;
    const sentences = splitSentences(out[idx]);
    if (sentences.length <= 1) out.splice(idx, 1);
    else out[idx] = sentences.slice(0, -1).join(" ");
  }
  // Still over (tiny max_words): cut words from the end of the body, ending with a full stop.
  if (total() > maxWords) {
    const flat = out.join("\n\n");
    const words = [...flat.matchAll(WORD_RE)];
    const cutAt = words[maxWords - 1];
    if (cutAt?.index !== undefined) {
      const kept = flat.slice(0, cutAt.index + cutAt[0].length).replace(/(?<![,;:\s])[,;:\s]+$/, "");
      return kept.split("\n\n").map((p, i, a) => (i === a.length - 1 && !/[.!?]$/.test(p) ? `${p}.` : p));
    }
  }
  return out;
}

export function splitSentences(text: string): string[] {
  return (
    text
      .match(/[^.!?]+(?:[.!?]+["”')]?|$)\s*/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? [text]
  );
}

/** Joins list items the English way: "a", "a and b", "a, b and c". */
export function joinList(items: string[], and = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;
}

/**
 * The text without the run of characters at its end that `drop` accepts ("Led the team, " → "Led the team"). A
 * scan from the end instead of `replace(/[,\s]+$/, "")`, whose backtracking is quadratic on a long run of them.
 */
export function trimEndWhere(text: string, drop: (ch: string) => boolean): string {
  let end = text.length;
  while (end > 0 && drop(text[end - 1])) end--;
  return text.slice(0, end);
}

export const isSpace = (ch: string): boolean => /\s/.test(ch);
