/**
 * One name, one reading per document, for skills the taxonomy does not know: once an experience or knowledge cue names
 * "utility bill analysis" or "Sendss", its other mentions are that skill too ("Perform utility bill analysis to
 * determine …"). Only names that cannot be everyday words are spread: two words or more, or a product-like word.
 * Items of skills lists are not spread: generated lists repeat words of the CV's prose ("marketing materials"),
 * which the labels do not count as skills there.
 */
import { scoreCandidate } from "./resolve";
import type { Doc } from "./context";
import type { Candidate } from "./types";

const MAX_MENTIONS = 20;
const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

export function propagateSkillNames(doc: Doc, candidates: Candidate[]): Candidate[] {
  const text = doc.text;
  const names = new Set<string>();
  const taken = new Set<string>();
  for (const c of candidates) {
    taken.add(`${c.start}:${c.end}`);
    if (c.type !== "SKILL" || c.normalized || scoreCandidate(c) < 0.6) continue;
    const name = text.slice(c.start, c.end);
    if (name.length < 4 || name.includes("\n")) continue;
    if (name.includes(" ") || /[A-Z0-9].*[A-Z0-9]|[a-z][A-Z]/.test(name.slice(1))) names.add(name);
  }
  if (names.size === 0) return candidates;
  const out = candidates.slice();
  for (const name of names) {
    let n = 0;
    for (let at = text.indexOf(name); at >= 0 && n < MAX_MENTIONS; at = text.indexOf(name, at + name.length)) {
      const end = at + name.length;
      if (isWordChar(text[at - 1]) || isWordChar(text[end]) || taken.has(`${at}:${end}`)) continue;
      taken.add(`${at}:${end}`);
      out.push({ type: "SKILL", start: at, end, features: [["same name as a skill named in the text", 1.5]] });
      n++;
    }
  }
  return out;
}
