/**
 * embed-v1's concept channel: occupations and skills recognised in the text through the taxonomy's titles,
 * aliases, abbreviations, slang and European-language labels (the lexicon in concepts.json, built by
 * scripts/build-concept-lexicon.ts), expanded along the taxonomy (an occupation's ISCO groups, related
 * occupations and core skills; a skill's implications), and written into the same 384 dimensions as a sum of
 * fixed, seeded, sparse directions — one per concept. The final vector is
 *
 *   v = normalise(α · s + β · g · c / |c|)     (v = s when no concept is found)
 *
 * where s is the unit sentence vector (USE-lite, projected), c the concept vector and g the share of the text's
 * content words that the recognised forms cover (1 for a job title the lexicon knows, less for a sentence with
 * one skill in it): the concept channel speaks in proportion to how much of the text it understood.
 *
 * Runs unchanged on the server and in the browser's Web Worker: no Node APIs, integer PRNG, the same float
 * operations in the same order on both sides, so the two produce bit-identical vectors.
 */
import { hashFnv1a, mulberry32 } from "@/lib/seeded-random";

/** Weight of the sentence channel. α² + β² = 1, so a text whose two channels are orthogonal keeps unit scale. */
export const SENTENCE_WEIGHT = 0.5;
/** Weight of the concept channel (√(1 − α²)). */
export const CONCEPT_WEIGHT = Math.sqrt(1 - SENTENCE_WEIGHT * SENTENCE_WEIGHT);
/** Non-zero dimensions per concept direction; each is ±1/4, so a direction has unit length exactly. */
export const CONCEPT_NONZEROS = 16;
const CONCEPT_VALUE = 0.25;

/** Shape of concepts.json. */
export interface ConceptLexiconJson {
  model: string;
  version: number;
  dim: number;
  /** mixed into every concept's direction seed, so a new seed gives a new (equally valid) set of directions */
  seed: number;
  /** longest form, in tokens */
  maxWords: number;
  /** concept names: "o:<occupation id>", "s:<skill id>", "g:<ISCO group>" */
  concepts: string[];
  /** per concept: [concept index, weight] pairs it stands for (itself at 1 first, then its expansion) */
  expand: [number, number][][];
  /** normalised form → [concept index, mention weight] */
  forms: Record<string, [number, number]>;
  /** where the labels come from and under which licence */
  sources: string[];
}

export interface ConceptLexicon {
  dim: number;
  seed: number;
  maxWords: number;
  concepts: string[];
  expand: [number, number][][];
  forms: Map<string, [number, number]>;
  /** lazily filled: each concept's sparse direction (dims, then signs) */
  directions: (Int16Array | undefined)[];
}

export interface ConceptMention {
  /** the normalised form that matched */
  form: string;
  concept: string;
  weight: number;
  /** tokens the form spans */
  tokens: number;
}

// Function words of the languages the lexicon covers: they neither carry nor dilute meaning for coverage.
const FUNCTION_WORDS = new Set([
  "a", "an", "the", "and", "or", "of", "in", "on", "at", "to", "for", "with", "by", "from", "as", "is", "are", "be", "our",
  "your", "you", "we", "i", "my", "de", "der", "die", "das", "und", "mit", "im", "fur", "et", "la", "le", "les", "du", "des",
  "en", "y", "el", "los", "las", "del", "e", "il", "di", "per", "van", "het", "een",
]);

function isContentToken(t: string): boolean {
  if (FUNCTION_WORDS.has(t)) return false;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c < 48 || c > 57) return true;
  }
  return false;
}

export function compileConceptLexicon(json: ConceptLexiconJson): ConceptLexicon {
  if (json.expand.length !== json.concepts.length) throw new Error("concept lexicon is corrupt: expand and concepts differ in length");
  return {
    dim: json.dim,
    seed: json.seed,
    maxWords: json.maxWords,
    concepts: json.concepts,
    expand: json.expand,
    forms: new Map(Object.entries(json.forms)),
    directions: new Array(json.concepts.length),
  };
}

const ASCII_WORD = /^[a-z0-9]$/;
const UNICODE_WORD = /^[\p{L}\p{N}]$/u;

function isWordChar(ch: string): boolean {
  return ch.charCodeAt(0) < 128 ? ASCII_WORD.test(ch) : UNICODE_WORD.test(ch);
}

/**
 * One trailing plural "s" is dropped (nurses → nurse) on both the forms and the text, so the two always agree;
 * tokens with ".", "+" or "#" are names (node.js, c#) and stay as written.
 */
function foldToken(t: string): string {
  if (t.includes(".") || t.includes("+") || t.includes("#")) return t;
  if (t.length > 3 && t.endsWith("s") && !t.endsWith("ss") && !t.endsWith("us") && !t.endsWith("is")) return t.slice(0, -1);
  return t;
}

/**
 * Lower-cased, accent-free word tokens. Letters and digits make words; "+" and "#" stay attached to a word
 * (c++, c#); "." stays when a word character follows it (node.js, .net, 3.5). Everything else separates.
 * A plain character loop: linear in the text and free of engine-specific regex behaviour.
 */
export function conceptTokens(text: string): string[] {
  const folded = text.toLowerCase().normalize("NFD");
  const out: string[] = [];
  let cur = "";
  for (let i = 0; i < folded.length; i++) {
    const ch = folded[i];
    const code = ch.charCodeAt(0);
    if (code >= 0x300 && code <= 0x36f) continue;
    if (isWordChar(ch)) {
      cur += ch;
    } else if ((ch === "+" || ch === "#") && cur) {
      cur += ch;
    } else if (ch === "." && i + 1 < folded.length && isWordChar(folded[i + 1])) {
      cur += ch;
    } else if (cur) {
      out.push(foldToken(cur));
      cur = "";
    }
  }
  if (cur) out.push(foldToken(cur));
  return out;
}

/** The key a form is stored under in concepts.json (its tokens joined by one space). */
export function conceptFormKey(form: string): string {
  return conceptTokens(form).join(" ");
}

/** Longest match first, left to right, non-overlapping: "registered nurse" wins over "nurse". */
export function findConceptMentions(text: string, lex: ConceptLexicon): ConceptMention[] {
  const tokens = conceptTokens(text);
  const out: ConceptMention[] = [];
  for (let i = 0; i < tokens.length; ) {
    let matched = 0;
    for (let n = Math.min(lex.maxWords, tokens.length - i); n >= 1; n--) {
      const key = n === 1 ? tokens[i] : tokens.slice(i, i + n).join(" ");
      const hit = lex.forms.get(key);
      if (hit) {
        out.push({ form: key, concept: lex.concepts[hit[0]], weight: hit[1], tokens: n });
        matched = n;
        break;
      }
    }
    i += matched || 1;
  }
  return out;
}

function conceptDirection(lex: ConceptLexicon, index: number): Int16Array {
  const known = lex.directions[index];
  if (known) return known;
  const rand = mulberry32((hashFnv1a(lex.concepts[index]) ^ lex.seed) >>> 0);
  const dir = new Int16Array(CONCEPT_NONZEROS * 2);
  const used = new Set<number>();
  for (let k = 0; k < CONCEPT_NONZEROS; ) {
    const d = Math.floor(rand() * lex.dim);
    if (used.has(d)) continue;
    used.add(d);
    dir[k] = d;
    dir[CONCEPT_NONZEROS + k] = rand() < 0.5 ? -1 : 1;
    k++;
  }
  lex.directions[index] = dir;
  return dir;
}

/** Share of the text's content words inside recognised forms, in [0, 1] (0 for a text without content words). */
export function conceptCoverage(text: string, mentions: ConceptMention[]): number {
  let content = 0;
  for (const t of conceptTokens(text)) if (isContentToken(t)) content++;
  if (content === 0) return 0;
  let covered = 0;
  for (const m of mentions) covered += m.tokens;
  return Math.min(1, covered / content);
}

/** concept index → weight: each mention's expansion, the strongest weight kept where expansions overlap. */
export function conceptWeights(mentions: ConceptMention[], lex: ConceptLexicon): Map<number, number> {
  const weights = new Map<number, number>();
  for (const m of mentions) {
    const hit = lex.forms.get(m.form)!;
    for (const [j, w] of lex.expand[hit[0]]) {
      const value = m.weight * w;
      if (value > (weights.get(j) ?? 0)) weights.set(j, value);
    }
  }
  return weights;
}

/**
 * The concept vector, scaled to length g (the coverage), or null when the text names no concept. Summed in
 * ascending concept order.
 */
export function conceptVector(text: string, lex: ConceptLexicon): Float64Array | null {
  const mentions = findConceptMentions(text, lex);
  const weights = conceptWeights(mentions, lex);
  const coverage = conceptCoverage(text, mentions);
  if (weights.size === 0 || coverage === 0) return null;
  const out = new Float64Array(lex.dim);
  for (const j of [...weights.keys()].sort((a, b) => a - b)) {
    const w = weights.get(j)! * CONCEPT_VALUE;
    const dir = conceptDirection(lex, j);
    for (let k = 0; k < CONCEPT_NONZEROS; k++) out[dir[k]] += dir[CONCEPT_NONZEROS + k] * w;
  }
  let n = 0;
  for (let i = 0; i < out.length; i++) n += out[i] * out[i];
  n = Math.sqrt(n);
  if (n === 0) return null;
  for (let i = 0; i < out.length; i++) out[i] = (out[i] / n) * coverage;
  return out;
}

/** v = normalise(α·s + β·c) as a new Float32Array (c already scaled by coverage); a copy of s when c is null. */
export function combineChannels(sentence: Float32Array, concept: Float64Array | null): Float32Array {
  const out = new Float32Array(sentence.length);
  if (!concept) {
    out.set(sentence);
    return out;
  }
  if (concept.length !== sentence.length) throw new Error(`concept channel is ${concept.length}-d, sentence ${sentence.length}-d`);
  for (let i = 0; i < out.length; i++) out[i] = SENTENCE_WEIGHT * sentence[i] + CONCEPT_WEIGHT * concept[i];
  let n = 0;
  for (let i = 0; i < out.length; i++) n += out[i] * out[i];
  n = Math.sqrt(n);
  if (n > 0) for (let i = 0; i < out.length; i++) out[i] /= n;
  return out;
}

/** The whole channel: the sentence vector of `text` → the embed-v1 vector. */
export function applyConceptChannel(sentence: Float32Array, text: string, lex: ConceptLexicon): Float32Array {
  return combineChannels(sentence, conceptVector(text, lex));
}
