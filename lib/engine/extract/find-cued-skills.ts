/**
 * SKILL candidates the taxonomy does not know, named where a text says what experience or knowledge it asks for or
 * has: "Experience with Engine Management and Vehicle systems (J1939, CAN)", "Experience in OpenGL, OpenVG",
 * The phrase after the cue is split into its coordinated items; an item is proposed when it is one product-like word
 * (a capital or a digit inside the word, or a short all-capitals code). Known skills are left to the taxonomy finder.
 * (Lower-case noun phrases were tried and were mostly settings or parts of a longer phrase: not proposed.)
 */
import { findPlace } from "@/lib/engine/parse/places";
import { resolveSkillCached, type Doc } from "./context";
import { CLAUSE_START, JUNK, TRAITS } from "./find-skill-lists";

const ADJECTIVES = new Set([
  "strong",
  "excellent",
  "good",
  "great",
  "basic",
  "advanced",
  "solid",
  "proven",
  "sound",
  "extensive",
  "working",
  "current",
  "various",
  "other",
  "general",
  "relevant",
  "previous",
  "recent",
  "successful",
  "detailed",
]);
import type { Candidate } from "./types";

const CUE_RE =
  /\b(?:experience|knowledge|expertise|proficiency|familiarity|exposure|background|skilled|proficient|familiar|experienced|versed)\s(?:(?:coding|programming|developing|working|performing|conducting|preparing|using)\s)?(?:in|of|with|on|for|to)\s|\b(?:expertise|skills|competencies|strengths)\s(?:includes?|covers?)[;:]?\s/gi;
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

// Nouns that end the name of a competence (the commonest last words of multi-word taxonomy names, less the ones that
// name things or people: "systems", "services", "engineer"): "utility bill analysis", "heat gain and loss calculations".
const COMPETENCE_HEADS = new Set(
  `management design planning development care engineering analysis analyses analytics testing administration control
maintenance handling architecture programming processing writing monitoring education installation assessment assessments
compliance accounting safety repair repairs marketing production therapy teaching modeling modelling research assembly
optimization optimisation preparation reporting communication manufacturing documentation coordination editing instruction
welding coding governance forecasting sourcing evaluation hygiene counseling counselling budgeting bookkeeping auditing
audits calculations calculation estimating estimation scheduling procurement purchasing reconciliation reconciliations
payroll curriculum surveying drafting wiring troubleshooting diagnostics scripting negotiation recruitment recruiting
inspection inspections studies treatment supervision tutoring nursing administering`
    .split(/\s+/)
    .map((w) => w.toLowerCase()),
);
// Words that make the object a place, a setting or a kind of organisation ("experience in a similar role",
// "knowledge of the property industry", "experience in an acute-care setting").
const SETTING_WORDS = new Set(
  `environment environments setting settings role roles position positions field fields industry industries sector sectors
company companies team teams capacity area areas similar related relevant organisation organization organisations
organizations facility facilities market business office department firm agency country countries world`.split(/\s+/),
);
const PREPOSITION_AFTER = / (?:in|for|to|at|with|on|from|within|across|under|as|using|including|such|that|which|is|are|would|will)\b/i;
// Leading qualifiers and trailing generic nouns around a competence ("detailed mechanical design work").
const LEADING_QUALIFIERS =
  /^(?:(?:detailed|outline|thorough|proven|practical|hands-on|demonstrable|relevant|previous|solid|strong|good|excellent|extensive|basic|advanced|working|sound|general|current)\s+)+/i;
const TRAILING_GENERIC = new Set(["work", "works", "experience", "skills", "skill", "knowledge", "activities", "tasks", "duties"]);

/**
 * The part of a cue's item that can name a competence, as [start, end) within the item: up to a preposition
 * ("energy audits in industrial facilities") or to a capitalised word after lower-case ones (ads whose line breaks
 * were lost: "feasibility studies Extensive experience of …"), without leading qualifiers and trailing generic nouns.
 */
function namePart(item: string): [number, number] | null {
  let end = item.length;
  const prep = PREPOSITION_AFTER.exec(item);
  if (prep) end = prep.index;
  const sentence = /\p{Ll} \p{Lu}\p{Ll}/u.exec(item.slice(0, end));
  if (sentence) end = sentence.index + 1;
  let start = 0;
  const lead = LEADING_QUALIFIERS.exec(item.slice(0, end));
  if (lead) start = lead[0].length;
  for (let sp = item.lastIndexOf(" ", end - 1); sp > start && TRAILING_GENERIC.has(item.slice(sp + 1, end).toLowerCase());) {
    end = sp;
    sp = item.lastIndexOf(" ", end - 1);
  }
  return end > start ? [start, end] : null;
}

const ABBREVIATION_NEXT = /^\s?\(([A-Z][A-Z0-9]{1,7})\)/;

/** The capitalised words of `item` have the letters of `abbreviation` as initials ("Incident Command Systems", "ICS"). */
function spelledOut(item: string, abbreviation: string | undefined): boolean {
  if (!abbreviation) return false;
  const words = item.split(/\s+/).filter((w) => !/^(?:of|and|for|the|&|in|on)$/i.test(w));
  if (words.length < 2 || words.length > 6 || !words.every((w) => /^\p{Lu}/u.test(w))) return false;
  return words.map((w) => w[0]).join("") === abbreviation;
}

const ACTIVITY_NOUN = /^\p{Ll}{4,}ing$/u;
// Gerunds of generic verbs name no particular skill ("planning, coordinating, monitoring, and executing").
const NOT_ACTIVITIES = new Set([
  "coordinating",
  "executing",
  "monitoring",
  "managing",
  "organizing",
  "organising",
  "supervising",
  "leading",
  "developing",
  "implementing",
  "handling",
  "performing",
  "conducting",
  "assisting",
  "supporting",
  "maintaining",
  "preparing",
  "processing",
  "reviewing",
  "creating",
  "providing",
  "ensuring",
  "overseeing",
  "including",
  "working",
  "using",
  "making",
  "being",
  "having",
  "following",
  "during",
  "doing",
  "getting",
  "going",
  "taking",
  "bring",
  "thing",
  "things",
  "something",
  "anything",
  "everything",
  "nothing",
  "morning",
  "evening",
  "spring",
  "string",
  "during",
  "setting",
  "ceiling",
  "building",
  "clothing",
  "offering",
  "meeting",
  "wedding",
  "pending",
  "according",
]);

const NP_WORD = /^[A-Za-z][A-Za-z'’-]*$/;

/**
 * A noun phrase of two to five words ending in a competence noun, read after an experience/knowledge cue:
 * "experience in conducting utility bill analysis", "knowledge of the national curriculum". Not settings, not clauses.
 */
function competencePhrase(item: string): boolean {
  const words = item.split(/\s+/);
  if (words.length < 2 || words.length > 5) return false;
  const lower = words.map((w) => w.toLowerCase());
  if (!COMPETENCE_HEADS.has(lower[lower.length - 1])) return false;
  for (let k = 0; k < words.length; k++) {
    if (!NP_WORD.test(words[k]) || SETTING_WORDS.has(lower[k])) return false;
    // "and" joins modifiers inside the phrase ("heat gain and loss calculations"); other function words make a clause.
    if (k > 0 && lower[k] === "and") continue;
    if (FUNCTION_WORDS.has(lower[k]) || ADJECTIVES.has(lower[k]) || TRAITS.has(lower[k])) return false;
  }
  // "provide high quality care": a clause; "practices Management": a lower-case word before a capitalised one is two
  // fragments; "MySQL development": a topic of a product, which the taxonomy finder tags.
  if (CLAUSE_START.has(lower[0])) return false;
  for (let k = 1; k < words.length; k++) if (/^\p{Ll}/u.test(words[k - 1]) && /^\p{Lu}\p{Ll}/u.test(words[k])) return false;
  const first = resolveSkillCached(words[0]);
  if (first && PRODUCT_CATEGORIES.has(first.category)) return false;
  // "analyzing and making recommendations": a verb form first is a duty, not a name.
  return !/(?:ing|ed)$/.test(lower[0]) || COMPETENCE_HEADS.has(lower[0]);
}
const PRODUCT_CATEGORIES = new Set(["programming_language", "framework", "database", "cloud", "tool"]);
const FUNCTION_WORDS = new Set([
  "a",
  "an",
  "the",
  "of",
  "in",
  "on",
  "to",
  "for",
  "with",
  "by",
  "at",
  "or",
  "and",
  "as",
  "from",
  "their",
  "our",
  "your",
  "all",
  "any",
  "some",
  "such",
  "this",
  "these",
  "those",
  "its",
]);

/** Joins "heat gain" and "loss calculations": an item that ends in no competence noun before " and " shares the next one's. */
function mergeCoordinatedModifiers(text: string, pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (let k = 0; k < pieces.length; k++) {
    const a = pieces[k];
    const b = pieces[k + 1];
    if (b && /^\s+and\s+$/.test(text.slice(a.end, b.start))) {
      const aw = text.slice(a.start, a.end).split(/\s+/);
      const bw = text.slice(b.start, b.end).split(/\s+/);
      // "scoping and feasibility studies": a lone activity in -ing is a sibling, not a modifier.
      const activity = aw.length === 1 && /ing$/i.test(aw[0]);
      if (
        !activity &&
        bw.length >= 2 &&
        aw.length <= 3 &&
        !resolveSkillCached(text.slice(a.start, a.end)) &&
        !COMPETENCE_HEADS.has(aw[aw.length - 1].toLowerCase()) &&
        COMPETENCE_HEADS.has(bw[bw.length - 1].toLowerCase())
      ) {
        out.push({ start: a.start, end: b.end });
        k++;
        continue;
      }
    }
    out.push(a);
  }
  return out;
}

export function findCuedSkillCandidates(doc: Doc): Candidate[] {
  const out: Candidate[] = [];
  const text = doc.text;
  for (const cue of text.matchAll(CUE_RE)) {
    const from = cue.index! + cue[0].length;
    const to = clauseEnd(text, from);
    const pieces = mergeCoordinatedModifiers(text, items(text, from, to));
    // Single activity nouns in -ing ("optioneering, scoping and feasibility studies"): skills when a sibling is one.
    const activities: Piece[] = [];
    let siblingSkill = false;
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
      if (known && (known.name.toLowerCase() === lower || known.aliases.some((a) => a.toLowerCase() === lower))) {
        siblingSkill = true;
        continue;
      }
      if (JUNK.has(lower) || TRAITS.has(lower)) continue;
      if (words.length === 1 && ACTIVITY_NOUN.test(item) && !NOT_ACTIVITIES.has(item)) {
        activities.push({ start, end });
        continue;
      }
      // "Experience with Electronic Medical Record (EMR)": a name spelt out before its abbreviation.
      if (spelledOut(item, ABBREVIATION_NEXT.exec(text.slice(end, end + 12))?.[1])) {
        out.push({ type: "SKILL", start, end, features: [["name spelt out before its abbreviation after a cue", 1.6]] });
        continue;
      }
      const np = namePart(item);
      if (np && competencePhrase(item.slice(np[0], np[1]))) {
        siblingSkill = true;
        out.push({
          type: "SKILL",
          start: start + np[0],
          end: start + np[1],
          features: [["competence named after an experience/knowledge cue", 1.6]],
        });
        continue;
      }
      if (words.length === 1 && productLike(item)) {
        if (findPlace(item)) continue;
        siblingSkill = true;
        out.push({ type: "SKILL", start, end, features: [["product-like name after an experience/knowledge cue", 1.7]] });
        continue;
      }
    }
    if (siblingSkill)
      for (const a of activities)
        out.push({ type: "SKILL", start: a.start, end: a.end, features: [["activity listed with a cued skill", 1.5]] });
  }
  return out;
}
