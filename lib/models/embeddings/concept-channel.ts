/**
 * embed-v1's concept channel: occupations and skills recognised in the text through the taxonomy's titles,
 * aliases, abbreviations, slang and European-language labels (the lexicon in concepts.json, built by
 * scripts/build-concept-lexicon.ts), expanded along the taxonomy (an occupation's ISCO groups, related
 * occupations and core skills; a skill's implications), and written into the same 384 dimensions as a sum of
 * fixed, seeded, sparse directions — one per concept. The final vector is
 *
 *   v = normalise(α · s + β · (√g · ĉ + λ · (1 − √g) · h · î))     (v = s when neither part exists)
 *
 * where s is the unit sentence vector (USE-lite, projected), ĉ the unit concept vector of the named concepts,
 * g the share of the text's content words that the recognised forms cover (1 for a job title the lexicon knows,
 * less for a sentence with one skill in it), and î the unit vector of the occupations the sentence vector is
 * closest to (the inferred part: the k nearest occupation prototypes above a threshold, see inferOccupations),
 * h ∈ [0, 1] how clearly it is close to them. The named concepts speak in proportion to how much of the text
 * they cover; the rest of the text may still point at occupations through the sentence model ("Look after
 * existing customers and drive renewals" → account manager), which is what lets a duty line meet its job title.
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
  /** the named concepts' share is coverage^coveragePower (1 when absent) */
  coveragePower?: number;
  /** occupation prototypes in the sentence space, for the inferred part (absent: no inferred part) */
  infer?: InferJson;
}

/** Occupation prototypes: unit sentence vectors of each occupation's title, alternate titles and skills. */
export interface InferJson {
  /** concept index of each prototype (its expansion is what the prototype stands for) */
  concepts: number[];
  /** prototypes × dim signed bytes, base64; prototype p, dimension i is bytes[p·dim + i] · scales[p] */
  vectors: string;
  scales: number[];
  /** how many nearest prototypes take part */
  k: number;
  /** a prototype counts with weight (cosine − threshold) when that is positive */
  threshold: number;
  /** h = min(1, slope · (best cosine − threshold)) */
  slope: number;
  /** λ: the inferred part's weight against the named concepts' */
  weight: number;
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
  coveragePower: number;
  infer: {
    concepts: number[];
    vectors: Float32Array;
    scales: number[];
    k: number;
    threshold: number;
    slope: number;
    weight: number;
  } | null;
}

export interface ConceptMention {
  /** the normalised form that matched */
  form: string;
  concept: string;
  weight: number;
  /** tokens the form spans */
  tokens: number;
  /** a negation word ("no", "not", "cannot", "without", "…n't") stands in the NEGATION_SCOPE tokens before it */
  negated: boolean;
}

/** Words that negate what follows; "t" is the tail of "can't", "don't", "won't". */
const NEGATIONS = new Set(["no", "not", "cannot", "without", "never", "unable", "nor", "t"]);
/** How many articles or numbers may stand between a form's first word and the rest ("recruited 40 staff"). */
const MAX_FILLERS = 2;
const NUMBER_WORDS = new Set(
  [
    "a",
    "an",
    "the",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "fifteen",
    "twenty",
    "thirty",
    "forty",
    "fifty",
    "hundred",
    "hundreds",
    "thousand",
    "thousands",
    "dozen",
    "dozens",
    "several",
    "multiple",
  ].map(foldToken),
);

/** An article, a number word or a token that starts with a digit ("40", "2m", "12"). */
function isFiller(t: string): boolean {
  const c = t.charCodeAt(0);
  return (c >= 48 && c <= 57) || NUMBER_WORDS.has(t);
}

/** How many tokens before a mention a negation word may stand. */
export const NEGATION_SCOPE = 3;

// Function words of the languages the lexicon covers: they neither carry nor dilute meaning for coverage.
const FUNCTION_WORDS = new Set(
  [
    "a",
    "an",
    "the",
    "and",
    "or",
    "of",
    "in",
    "on",
    "at",
    "to",
    "for",
    "with",
    "by",
    "from",
    "as",
    "is",
    "are",
    "be",
    "our",
    "your",
    "you",
    "we",
    "i",
    "my",
    "de",
    "der",
    "die",
    "das",
    "und",
    "mit",
    "im",
    "fur",
    "et",
    "la",
    "le",
    "les",
    "du",
    "des",
    "en",
    "y",
    "el",
    "los",
    "las",
    "del",
    "e",
    "il",
    "di",
    "per",
    "van",
    "het",
    "een",
    // German, French, Spanish, Italian, Dutch articles and prepositions
    "ein",
    "eine",
    "einer",
    "einem",
    "einen",
    "dem",
    "den",
    "auf",
    "bei",
    "zu",
    "zur",
    "zum",
    "von",
    "vom",
    "als",
    "am",
    "oder",
    "un",
    "une",
    "dans",
    "pour",
    "avec",
    "sur",
    "au",
    "aux",
    "ou",
    "una",
    "con",
    "por",
    "para",
    "al",
    "nel",
    "nella",
    "della",
    "dei",
    "voor",
    "met",
    "op",
    "bij",
  ].map(foldToken),
); // as the text's tokens are folded ("dans" → "dan")

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
    directions: new Array(json.concepts.length * 2),
    coveragePower: json.coveragePower ?? 1,
    infer: json.infer ? compileInfer(json.infer, json.dim, json.concepts.length) : null,
  };
}

function compileInfer(infer: InferJson, dim: number, conceptCount: number): NonNullable<ConceptLexicon["infer"]> {
  const binary = atob(infer.vectors);
  if (binary.length !== infer.concepts.length * dim || infer.scales.length !== infer.concepts.length) {
    throw new Error("concept lexicon is corrupt: prototypes do not match their concepts");
  }
  if (infer.concepts.some((c) => c < 0 || c >= conceptCount)) throw new Error("concept lexicon is corrupt: a prototype names no concept");
  // The signed bytes as float32 (exact: small integers), which the dot product reads faster than an Int8Array.
  const vectors = new Float32Array(binary.length);
  for (let i = 0; i < binary.length; i++) vectors[i] = (binary.charCodeAt(i) << 24) >> 24;
  return {
    concepts: infer.concepts,
    vectors,
    scales: infer.scales,
    k: infer.k,
    threshold: infer.threshold,
    slope: infer.slope,
    weight: infer.weight,
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

/**
 * Longest match first, left to right, non-overlapping: "registered nurse" wins over "nurse". A mention is negated
 * when a negation word stands within NEGATION_SCOPE tokens before it ("we cannot sponsor work visas"); a form that
 * itself begins with one ("no experience needed") is not.
 */
export function findConceptMentions(text: string, lex: ConceptLexicon): ConceptMention[] {
  const tokens = conceptTokens(text);
  const out: ConceptMention[] = [];
  let lastNegation = -Infinity;
  for (let i = 0; i < tokens.length;) {
    let matched = 0;
    for (let n = Math.min(lex.maxWords, tokens.length - i); n >= 1; n--) {
      const key = n === 1 ? tokens[i] : tokens.slice(i, i + n).join(" ");
      const hit = lex.forms.get(key);
      if (hit) {
        out.push({ form: key, concept: lex.concepts[hit[0]], weight: hit[1], tokens: n, negated: i - lastNegation <= NEGATION_SCOPE });
        matched = n;
        break;
      }
    }
    // Up to MAX_FILLERS articles or numbers right after a form's first word are skipped when that gives a longer
    // match: "recruited 40 staff" = "recruited staff", "managed a €2M construction project" = "managed construction
    // project" (CV lines put counts between the verb and its object).
    let f = 0;
    while (f < MAX_FILLERS && i + 1 + f < tokens.length && isFiller(tokens[i + 1 + f])) f++;
    for (let n = Math.min(lex.maxWords, tokens.length - i - f); f > 0 && n >= 2 && n + f > matched; n--) {
      let key = tokens[i];
      for (let j = i + 1 + f; j < i + f + n; j++) key += " " + tokens[j];
      const hit = lex.forms.get(key);
      if (hit) {
        if (matched) out.pop();
        out.push({ form: key, concept: lex.concepts[hit[0]], weight: hit[1], tokens: n + f, negated: i - lastNegation <= NEGATION_SCOPE });
        matched = n + f;
        break;
      }
    }
    if (!matched && NEGATIONS.has(tokens[i])) lastNegation = i;
    i += matched || 1;
  }
  return out;
}

function conceptDirection(lex: ConceptLexicon, index: number): Int16Array {
  const known = lex.directions[index];
  if (known) return known;
  const n = lex.concepts.length;
  // Index n + j is concept j negated: a direction of its own, named "!" + the concept.
  const name = index < n ? lex.concepts[index] : `!${lex.concepts[index - n]}`;
  const rand = mulberry32((hashFnv1a(name) ^ lex.seed) >>> 0);
  const dir = new Int16Array(CONCEPT_NONZEROS * 2);
  const used = new Set<number>();
  for (let k = 0; k < CONCEPT_NONZEROS;) {
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
/**
 * A text this short that names no concept is an unrecognised title ("Orchestra Conductor"): the inferred part would
 * attach it to whichever known occupation shares its words, so it gets none, and its vector is the sentence channel's.
 */
const MAX_UNNAMED_TITLE_TOKENS = 3;

function contentTokenCount(text: string): number {
  let content = 0;
  for (const t of conceptTokens(text)) if (isContentToken(t)) content++;
  return content;
}

export function conceptCoverage(text: string, mentions: ConceptMention[]): number {
  let content = 0;
  for (const t of conceptTokens(text)) if (isContentToken(t)) content++;
  if (content === 0) return 0;
  let covered = 0;
  for (const m of mentions) covered += m.tokens;
  return Math.min(1, covered / content);
}

/**
 * concept index → weight: each mention's expansion, the strongest weight kept where expansions overlap. A
 * negated mention keeps its expansion (the topic is the same) but its own concept moves to the negated direction
 * (index + number of concepts): "no visa sponsorship" and "visa sponsorship" share the topic, not the claim.
 */
export function conceptWeights(mentions: ConceptMention[], lex: ConceptLexicon): Map<number, number> {
  const weights = new Map<number, number>();
  const n = lex.concepts.length;
  for (const m of mentions) {
    const hit = lex.forms.get(m.form)!;
    for (const [j, w] of lex.expand[hit[0]]) {
      const at = m.negated && j === hit[0] ? j + n : j;
      const value = m.weight * w;
      if (value > (weights.get(at) ?? 0)) weights.set(at, value);
    }
  }
  return weights;
}

/** Adds Σ weight × direction over `weights` (ascending concept order) to `out`. */
function addDirections(out: Float64Array, weights: Map<number, number>, lex: ConceptLexicon): void {
  for (const j of [...weights.keys()].sort((a, b) => a - b)) {
    const w = weights.get(j)! * CONCEPT_VALUE;
    const dir = conceptDirection(lex, j);
    for (let k = 0; k < CONCEPT_NONZEROS; k++) out[dir[k]] += dir[CONCEPT_NONZEROS + k] * w;
  }
}

/** Scales `v` in place to length `length`; false when v is zero. */
function scaleTo(v: Float64Array, length: number): boolean {
  let n = 0;
  for (let i = 0; i < v.length; i++) n += v[i] * v[i];
  n = Math.sqrt(n);
  if (n === 0) return false;
  for (let i = 0; i < v.length; i++) v[i] = (v[i] / n) * length;
  return true;
}

export interface InferredOccupation {
  concept: string;
  /** cosine of the sentence vector and the occupation's prototype */
  cosine: number;
}

/**
 * The k occupation prototypes nearest to the sentence vector whose cosine passes the threshold, nearest first
 * (ties: lower prototype index first). Empty without prototypes.
 */
export function inferOccupations(sentence: ArrayLike<number>, lex: ConceptLexicon): InferredOccupation[] {
  const inf = lex.infer;
  return nearestPrototypes(sentence, lex).map(({ p, cos }) => ({ concept: lex.concepts[inf!.concepts[p]], cosine: cos }));
}

function nearestPrototypes(sentence: ArrayLike<number>, lex: ConceptLexicon): { p: number; cos: number }[] {
  const inf = lex.infer;
  if (!inf) return [];
  const dim = lex.dim;
  if (sentence.length !== dim) throw new Error(`sentence vector is ${sentence.length}-d, prototypes ${dim}-d`);
  const best: { p: number; cos: number }[] = [];
  const vectors = inf.vectors;
  const s = Float64Array.from(sentence);
  for (let p = 0; p < inf.concepts.length; p++) {
    let d = 0;
    const base = p * dim;
    for (let i = 0; i < dim; i++) d += s[i] * vectors[base + i];
    const cos = d * inf.scales[p];
    if (cos <= inf.threshold) continue;
    if (best.length === inf.k && cos <= best[best.length - 1].cos) continue;
    let at = best.length;
    while (at > 0 && best[at - 1].cos < cos) at--;
    best.splice(at, 0, { p, cos });
    if (best.length > inf.k) best.pop();
  }
  return best;
}

/**
 * The concept vector: √g-scaled unit vector of the named concepts plus, when a sentence vector is given and the
 * lexicon has prototypes, the inferred occupations' unit vector scaled by λ · (1 − √g) · h (g^coveragePower in
 * general; coveragePower is ½). Null when both parts are empty. Summed in ascending concept order.
 */
export function conceptVector(text: string, lex: ConceptLexicon, sentence?: ArrayLike<number>): Float64Array | null {
  const mentions = findConceptMentions(text, lex);
  const weights = conceptWeights(mentions, lex);
  const share = Math.pow(conceptCoverage(text, mentions), lex.coveragePower);
  const out = new Float64Array(lex.dim);
  let any = false;
  if (weights.size > 0 && share > 0) {
    addDirections(out, weights, lex);
    any = scaleTo(out, share);
  }
  const inf = lex.infer;
  if (sentence && inf && share < 1 && (mentions.length > 0 || contentTokenCount(text) > MAX_UNNAMED_TITLE_TOKENS)) {
    const near = nearestPrototypes(sentence, lex);
    if (near.length) {
      const inferred = new Map<number, number>();
      for (const { p, cos } of near) {
        const w = cos - inf.threshold;
        for (const [j, e] of lex.expand[inf.concepts[p]]) {
          const value = w * e;
          if (value > (inferred.get(j) ?? 0)) inferred.set(j, value);
        }
      }
      const part = new Float64Array(lex.dim);
      addDirections(part, inferred, lex);
      const h = Math.min(1, inf.slope * (near[0].cos - inf.threshold));
      if (scaleTo(part, inf.weight * (1 - share) * h)) {
        for (let i = 0; i < out.length; i++) out[i] += part[i];
        any = true;
      }
    }
  }
  return any ? out : null;
}

/** v = normalise(α·s + β·c) as a new Float32Array (c already scaled by its parts' shares); a copy of s when c is null. */
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
  return combineChannels(sentence, conceptVector(text, lex, sentence));
}
