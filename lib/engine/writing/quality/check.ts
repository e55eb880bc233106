/**
 * Text-quality checker for generated writing (cover letters, rewrites, remote model output). Pure: the
 * text, the inputs it was written from and an optional speller in, a list of findings with character spans
 * out. What it checks is what a reader would object to before sending: misspellings, a sentence said
 * twice, template text left in ("[X%]", "Company Name"), sentences that are not sentences, and any number or
 * name that the inputs do not contain (a claim nobody gave the writer).
 */
import { isDanglingEnd, hasFiniteVerb, splitSentenceSpans, type Span } from "./sentences";

export type FindingKind = "spelling" | "repeat" | "placeholder" | "fragment" | "number" | "organisation";

export interface Finding {
  kind: FindingKind;
  /** offsets in the checked text: text.slice(start, end) === this.text */
  start: number;
  end: number;
  text: string;
  message: string;
}

export interface Speller {
  correct(word: string): boolean;
}

export interface CheckOptions {
  /** everything the text may draw on: CV, advert, request fields */
  inputs: string[];
  /** omit to skip the spelling check (e.g. a language without a dictionary) */
  speller?: Speller | null;
  /** words that are never misspellings: taxonomy labels, the writer's own vocabulary (lower case) */
  allowedWords?: ReadonlySet<string>;
  /** capitalised phrases that are not organisations ("Hiring Manager", "Dear"), lower case */
  allowedNames?: ReadonlySet<string>;
  /** fragment rules are English; other languages get the language-neutral checks only */
  language?: string;
}

// Bracketed or braced template slots, angle-bracket slots, and the filler tokens of anonymised CVs and forms.
const PLACEHOLDER_RES: RegExp[] = [
  /\[[^\]\n]{0,80}\]/g,
  /\{[^}\n]{0,80}\}/g,
  /<[^>\n]{1,40}>/g,
  /\b(?:XX+|N\/A|TBD|TBC|lorem ipsum)\b/gi,
  /\bCompany Name\b/g,
  /\bCity\s{0,3},\s{0,3}State\b/g,
  /\b(?:insert|your) (?:company|name|role) here\b/gi,
];

const NUMBER_RE = /\d(?:[\d,.]*\d)?/g;
const WORD_RE = /\p{L}+(?:['’]\p{L}+)*/gu;
/** A capitalised word or acronym; runs of them (with "&"/"of"/"and" inside) are candidate names. */
const CAP_WORD_RE = /^(?!I$)(?:\p{Lu}[\p{L}'’.&-]*|&)$/u;
const TOKEN_RE = /[\p{L}\p{N}][\p{L}\p{N}'’.&-]*[\p{L}\p{N}]|[\p{L}\p{N}&]/gu;

const norm = (s: string) => s.toLowerCase().replace(/[’]/g, "'").replace(/\s+/g, " ").trim();
const digitsOf = (n: string) => n.replace(/,/g, "").replace(/\.$/, "");

function inputWords(inputs: string[]): Set<string> {
  const out = new Set<string>();
  for (const t of inputs) for (const m of t.matchAll(WORD_RE)) out.add(m[0].toLowerCase().replace(/’/g, "'"));
  return out;
}

function inputNumbers(inputs: string[]): Set<string> {
  const out = new Set<string>();
  for (const t of inputs) for (const m of t.matchAll(NUMBER_RE)) out.add(digitsOf(m[0]));
  return out;
}

function findPlaceholders(text: string): Finding[] {
  const out: Finding[] = [];
  for (const re of PLACEHOLDER_RES) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      out.push({
        kind: "placeholder",
        start: m.index,
        end: m.index + m[0].length,
        text: m[0],
        message: `template text left in: "${m[0]}"`,
      });
    }
  }
  return out;
}

function findRepeats(text: string, sentences: Span[]): Finding[] {
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const s of sentences) {
    // "+" and "#" are kept: "C++" and "C#" are different sentences' subjects.
    const key = norm(s.text).replace(/[^\p{L}\p{N}+# ]/gu, "");
    if (key.split(" ").length < 4) continue;
    if (seen.has(key))
      out.push({ kind: "repeat", start: s.start, end: s.end, text: text.slice(s.start, s.end), message: "sentence repeated" });
    seen.add(key);
  }
  return out;
}

function findFragments(text: string, sentences: Span[]): Finding[] {
  const out: Finding[] = [];
  for (const s of sentences) {
    if (s.kind !== "sentence" && s.kind !== "item") continue;
    const words = s.text.match(WORD_RE) ?? [];
    if (!words.length) continue;
    const dangling = isDanglingEnd(s.text);
    const verbless = !hasFiniteVerb(s.text, s.kind === "item");
    if (dangling || verbless) {
      out.push({
        kind: "fragment",
        start: s.start,
        end: s.end,
        text: s.text,
        message: dangling ? "ends on a preposition, article or conjunction" : "no finite verb",
      });
    }
  }
  return out;
}

function findNumbers(text: string, known: Set<string>): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(NUMBER_RE)) {
    if (!known.has(digitsOf(m[0])))
      out.push({ kind: "number", start: m.index, end: m.index + m[0].length, text: m[0], message: `number not in the inputs: ${m[0]}` });
  }
  return out;
}

function findNames(text: string, sentences: Span[], inputsLower: string, words: Set<string>, opts: CheckOptions): Finding[] {
  const out: Finding[] = [];
  // German capitalises every noun: outside English, the caller's frame vocabulary (allowedWords) is no name either.
  const allowed =
    (opts.language ?? "en") === "en"
      ? (opts.allowedNames ?? new Set<string>())
      : new Set([...(opts.allowedNames ?? []), ...(opts.allowedWords ?? [])]);
  for (const s of sentences) {
    const tokens = [...s.text.matchAll(TOKEN_RE)].map((m) => ({ t: m[0], at: s.start + m.index }));
    let i = 0;
    while (i < tokens.length) {
      if (!CAP_WORD_RE.test(tokens[i].t) || tokens[i].t === "&") {
        i++;
        continue;
      }
      let j = i + 1;
      // Only spaces may separate the words of a name: "London, I" is two phrases.
      const joined = (k: number) => /^[ \t]+$/.test(text.slice(tokens[k - 1].at + tokens[k - 1].t.length, tokens[k].at));
      while (
        j < tokens.length &&
        joined(j) &&
        (CAP_WORD_RE.test(tokens[j].t) ||
          (/^(?:of|and|for)$/.test(tokens[j].t) && j + 1 < tokens.length && CAP_WORD_RE.test(tokens[j + 1].t)))
      )
        j++;
      let run = tokens.slice(i, j);
      // A sentence's first word is capitalised anyway; it is part of a name only when it is no common word.
      if (i === 0 && run.length === 1) run = [];
      else if (
        i === 0 &&
        (words.has(run[0].t.toLowerCase()) || allowed.has(run[0].t.toLowerCase()) || opts.speller?.correct(run[0].t.toLowerCase()))
      )
        run = run.slice(1);
      i = j;
      if (!run.length) continue;
      // A possessive is the name it belongs to: "Jordan Blake's suggestion" names "Jordan Blake".
      const phrase = run
        .map((r) => r.t)
        .join(" ")
        .replace(/['’]s$/, "");
      if (phrase === "I" || allowed.has(phrase.toLowerCase())) continue;
      if (inputsLower.includes(phrase.toLowerCase())) continue;
      // Each word known on its own (from the inputs or the allowed list): a label built from input words.
      if (
        run.every(
          (r) =>
            /^(?:of|and|for|&)$/.test(r.t) ||
            allowed.has(r.t.toLowerCase()) ||
            (words.has(r.t.toLowerCase()) && inputsLower.includes(r.t.toLowerCase())),
        )
      )
        continue;
      const start = run[0].at;
      const end = run[run.length - 1].at + run[run.length - 1].t.length;
      out.push({ kind: "organisation", start, end, text: text.slice(start, end), message: `name not in the inputs: ${phrase}` });
    }
  }
  return out;
}

function findMisspellings(text: string, words: Set<string>, opts: CheckOptions): Finding[] {
  const out: Finding[] = [];
  const speller = opts.speller;
  if (!speller) return out;
  const allowed = opts.allowedWords ?? new Set<string>();
  for (const m of text.matchAll(WORD_RE)) {
    const w = m[0].replace(/’/g, "'");
    const lower = w.toLowerCase();
    if (words.has(lower) || allowed.has(lower)) continue;
    const stem = lower.replace(/'s$/, "");
    if (words.has(stem) || allowed.has(stem)) continue;
    if (speller.correct(w) || speller.correct(lower) || speller.correct(w.replace(/'s$/, ""))) continue;
    out.push({
      kind: "spelling",
      start: m.index,
      end: m.index + m[0].length,
      text: m[0],
      message: `not in the dictionary or the inputs: ${m[0]}`,
    });
  }
  return out;
}

/** All findings, in text order. An empty list means the text passed every check. */
export function checkText(text: string, opts: CheckOptions): Finding[] {
  const sentences = splitSentenceSpans(text);
  const words = inputWords(opts.inputs);
  const english = (opts.language ?? "en") === "en";
  const findings = [
    ...findPlaceholders(text),
    ...findRepeats(text, sentences),
    ...(english ? findFragments(text, sentences) : []),
    ...findNumbers(text, inputNumbers(opts.inputs)),
    ...findNames(text, sentences, opts.inputs.join("\n").toLowerCase(), words, opts),
    ...(english ? findMisspellings(text, words, opts) : []),
  ];
  return findings.sort((a, b) => a.start - b.start || a.kind.localeCompare(b.kind));
}

/** Counts per kind, for eval tables. */
export function countFindings(findings: Finding[]): Record<FindingKind, number> {
  const out: Record<FindingKind, number> = { spelling: 0, repeat: 0, placeholder: 0, fragment: 0, number: 0, organisation: 0 };
  for (const f of findings) out[f.kind]++;
  return out;
}
