/**
 * SKILL candidates the taxonomy does not know, named where a text says what experience or knowledge it asks for or
 * has: "Experience with Engine Management and Vehicle systems (J1939, CAN)", "Experience in OpenGL, OpenVG",
 * The phrase after the cue is split into its coordinated items; an item is proposed when it is one product-like word
 * (a capital or a digit inside the word, or a short all-capitals code). Known skills are left to the taxonomy finder.
 * (Lower-case noun phrases were tried and were mostly settings or parts of a longer phrase: not proposed.)
 */
import { findPlace } from "@/lib/engine/parse/places";
import { resolveSkillCached, type Doc } from "./context";
import { JUNK, TRAITS } from "./find-skill-lists";
import type { Candidate } from "./types";

const CUE_RE =
  /\b(?:experience|knowledge|expertise|proficiency|familiarity|exposure|background|skilled|proficient|familiar|experienced|versed)\s(?:(?:coding|programming|developing|working|performing|conducting|preparing|using)\s)?(?:in|of|with|on|for|to)\s/gi;
// Gerunds that introduce the object after the cue: "experience in conducting heat gain calculations".
const LEAD_VERBS =
  /^(?:performing|conducting|preparing|using|working with|working in|working on|developing|creating|managing|leading|handling|coding for|the use of|the)\s/i;
const ALL_CAPS_STOP = new Set(["IT", "US", "UK", "EU", "OR", "AND", "THE", "OF", "IN", "TO", "A", "I", "HR", "USA", "NHS", "ID", "OK"]);

interface Piece {
  start: number;
  end: number;
}

/** The clause after a cue: up to a full stop, a semicolon, a colon, a bullet or a line break (at most 160 chars). */
function clauseEnd(text: string, from: number): number {
  const limit = Math.min(text.length, from + 160);
  for (let k = from; k < limit; k++) {
    const c = text[k];
    if (c === "\n" || c === ";" || c === ":" || c === "·" || c === "•" || c === "!" || c === "?") return k;
    if (c === "." && (k + 1 >= text.length || /\s/.test(text[k + 1]))) return k;
    // A run of spaces separates fields of a one-line document.
    if (c === " " && text[k + 1] === " " && text[k - 1] !== ",") return k;
  }
  return limit;
}

/** Items of a clause split at commas, " or ", " and ", "/" and parentheses, each trimmed of spaces. */
function items(text: string, from: number, to: number): Piece[] {
  const out: Piece[] = [];
  const push = (a: number, b: number) => {
    while (a < b && /\s/.test(text[a])) a++;
    while (b > a && /\s/.test(text[b - 1])) b--;
    if (b > a) out.push({ start: a, end: b });
  };
  let start = from;
  for (const m of text.slice(from, to).matchAll(/,|\(|\)|\/|\bor\b|\band\b|&/g)) {
    push(start, from + m.index!);
    start = from + m.index! + m[0].length;
  }
  push(start, to);
  return out;
}

const productLike = (w: string) =>
  /^[A-Za-z][A-Za-z0-9+#.-]*$/.test(w) &&
  (/^[A-Z0-9]{2,6}$/.test(w) ? !ALL_CAPS_STOP.has(w) && /[A-Z]/.test(w) : /[a-z][A-Z]|[A-Za-z]\d|\d[A-Za-z]/.test(w));

export function findCuedSkillCandidates(doc: Doc): Candidate[] {
  const out: Candidate[] = [];
  const text = doc.text;
  for (const cue of text.matchAll(CUE_RE)) {
    const from = cue.index! + cue[0].length;
    const to = clauseEnd(text, from);
    const pieces = items(text, from, to);
    for (const piece of pieces) {
      let { start, end } = piece;
      let item = text.slice(start, end);
      const lead = LEAD_VERBS.exec(item);
      if (lead) {
        start += lead[0].length;
        item = item.slice(lead[0].length);
      }
      item = item.trim();
      if (!item || item.includes("\n")) continue;
      end = start + item.length;
      const words = item.split(/\s+/);
      const lower = item.toLowerCase();
      // Known by that very name: the taxonomy finder reads it ("J1939" resolves to the language "J" only by its stem).
      const known = resolveSkillCached(item);
      if (
        (known && (known.name.toLowerCase() === lower || known.aliases.some((a) => a.toLowerCase() === lower))) ||
        JUNK.has(lower) ||
        TRAITS.has(lower)
      )
        continue;
      if (words.length === 1 && productLike(item)) {
        if (findPlace(item)) continue;
        out.push({ type: "SKILL", start, end, features: [["product-like name after an experience/knowledge cue", 1.7]] });
        continue;
      }
    }
  }
  return out;
}
